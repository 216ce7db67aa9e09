#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 Kandesk contributors
# SPDX-License-Identifier: MIT
#
# Builds the .rpm from a configured build tree with CPack's RPM generator (Debian's rpm package
# provides rpmbuild) and reads it back with rpm: it holds exactly the files `cmake --install` puts
# down (the same contents as the .deb), owns none of the system's folders, requires git, Qt's
# libraries (found by rpmbuild's scan) and the SVG plugin's library, requires nothing it carries
# itself without providing it, and suggests and recommends what the .deb does.
# Usage: test-rpm-package.sh <build-dir>
set -euo pipefail
build_dir=$(readlink -f "$1")
skip() { echo "SKIPPED: $*"; exit 77; }
fail() { echo "FAILED: $*" >&2; exit 1; }
{ command -v rpmbuild >/dev/null && command -v rpm >/dev/null; } || skip "rpmbuild is not installed (packaging/setup-test-deps.sh installs Debian's rpm)"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

echo "== building the package"
cpack --config "$build_dir/CPackConfig.cmake" -G RPM -B "$work" >"$work/cpack.log" 2>&1 || { cat "$work/cpack.log"; fail "cpack"; }
grep -q 'CMake Warning' "$work/cpack.log" && { cat "$work/cpack.log"; fail "cpack warned"; }
rpm=$(ls "$work"/kandesk-*.x86_64.rpm)
basename "$rpm"

echo "== contents (rpm -qpl)"
rpm -qpl "$rpm" >"$work/listed"
DESTDIR="$work/installed" cmake --install "$build_dir" --prefix /usr >/dev/null
(cd "$work/installed" && find . -type f -o -type l | sed 's|^\.||' | sort) >"$work/expected"
rpm -qp --qf '[%{FILENAMES} %{FILEMODES:perms}\n]' "$rpm" | awk '$2 !~ /^d/ {print $1}' | sort >"$work/files"
diff -u "$work/expected" "$work/files" || fail "the rpm's files differ from what cmake --install puts down"
for dir in /usr /usr/bin /usr/lib /usr/libexec /usr/share /usr/share/applications /usr/share/icons/hicolor \
           /usr/share/icons/hicolor/256x256/apps /usr/share/doc /usr/share/metainfo /usr/share/man/man1 \
           /usr/share/bash-completion/completions /usr/share/zsh/vendor-completions /usr/share/fish/vendor_completions.d; do
    grep -qx "$dir" "$work/listed" && fail "the rpm owns the system folder $dir"
done
grep -qx /usr/libexec/kandesk/agentctl "$work/listed" || fail "the rpm lacks agentctl"
grep -qE '^/usr/libexec/kandesk/portable/agentctl-.*-x86_64\.tar\.gz$' "$work/listed" || fail "the rpm lacks the portable agentctl"
grep -qx /usr/share/doc/kandesk/copyright "$work/listed" || fail "the rpm lacks its copyright file"

echo "== dependencies (rpm -qpR)"
rpm -qpR "$rpm" >"$work/requires"
rpm -qp --provides "$rpm" >"$work/provides"
for need in 'git' 'libQt6Core.so.6()(64bit)' 'libQt6Widgets.so.6()(64bit)' 'libQt6Sql.so.6()(64bit)' 'libQt6Svg.so.6()(64bit)'; do
    grep -qxF "$need" "$work/requires" || { cat "$work/requires"; fail "the rpm does not require $need"; }
done
# A library the package carries privately (KSyntaxHighlighting) must be provided by it as well.
for private in $(grep -o '^/usr/lib/kandesk/[^/]*\.so[.0-9]*$' "$work/listed" || true); do
    soname=$(basename "$private")
    grep -qF "$soname()(64bit)" "$work/provides" || fail "the rpm requires $soname without providing it"
done
grep -q "$build_dir" "$work/requires" && fail "the rpm requires a path of the build tree"
weak=$(rpm -qp --suggests --recommends "$rpm")
echo "$weak" | tr '\n' ' '; echo
for tool in openssh-clients docker nodejs npm; do
    grep -qx "$tool" <<<"$weak" || fail "the rpm neither suggests nor recommends $tool"
done
grep -qx nodejs <<<"$(rpm -qp --recommends "$rpm")" || fail "the rpm does not recommend nodejs"
echo "rpm package test ok"
