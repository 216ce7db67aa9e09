#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 Kandesk contributors
# SPDX-License-Identifier: MIT
#
# Builds Kandesk-<version>-x86_64.AppImage from a release build with linuxdeploy and its Qt plugin.
# Those tools are AppImages themselves and are not in Debian's archive, so they must be on PATH
# (linuxdeploy, linuxdeploy-plugin-qt); this script says so and stops when they are not.
# Usage: packaging/appimage/build-appimage.sh [build-dir]   (default build/release)
set -euo pipefail
cd "$(dirname "$(readlink -f "$0")")/../.."
build_dir=$(readlink -f "${1:-build/release}")

for tool in linuxdeploy linuxdeploy-plugin-qt; do
    command -v "$tool" >/dev/null || { echo "build-appimage: $tool is not on PATH (get it from the linuxdeploy project)" >&2; exit 1; }
done
[ -f "$build_dir/CMakeCache.txt" ] || { echo "build-appimage: $build_dir is not a configured build (cmake --preset release && cmake --build --preset release)" >&2; exit 1; }

appdir=$(mktemp -d)/Kandesk.AppDir
trap 'rm -rf "$(dirname "$appdir")"' EXIT
DESTDIR="$appdir" cmake --install "$build_dir" --prefix /usr

# agentctl sits in usr/libexec/kandesk, where kandesk looks relative to itself, and the portable
# agentctl the SSH and Docker executors upload in usr/libexec/kandesk/portable beside it. The bundle
# is a tarball with its own libraries and loader: linuxdeploy has nothing to do for it.
ls "$appdir"/usr/libexec/kandesk/portable/agentctl-*-x86_64.tar.gz >/dev/null 2>&1 \
    || { echo "build-appimage: $build_dir has no portable agentctl (build the agentctl_portable target)" >&2; exit 1; }
export QMAKE=${QMAKE:-$(command -v qmake6 || command -v qmake)}
export EXTRA_QT_PLUGINS="svg;sqldrivers"
linuxdeploy --appdir "$appdir" \
    --executable "$appdir/usr/bin/kandesk" \
    --executable "$appdir/usr/libexec/kandesk/agentctl" \
    --desktop-file "$appdir/usr/share/applications/io.github.kandesk.Kandesk.desktop" \
    --icon-file "$appdir/usr/share/icons/hicolor/256x256/apps/io.github.kandesk.Kandesk.png" \
    --plugin qt --output appimage
