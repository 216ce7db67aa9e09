#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 Kandesk contributors
# SPDX-License-Identifier: MIT
#
# Builds the .deb from a configured build tree, checks its contents and metadata, installs it with
# dpkg, reads its manual page with man and its bash completion, runs the installed kandesk --self-test, runs one task on an SSH executor and one on a Docker
# executor with the installed files (tst_installedexecutors, when given), and purges it. Needs root
# (or password-less sudo).
# Usage: test-deb-package.sh <build-dir> [tst_installedexecutors]
set -euo pipefail
build_dir=$(readlink -f "$1")
installed_executors=${2:-}
skip() { echo "SKIPPED: $*"; exit 77; }
fail() { echo "FAILED: $*" >&2; exit 1; }

SUDO=""
if [ "$(id -u)" -ne 0 ]; then
    sudo -n true 2>/dev/null || skip "installing a package needs root or password-less sudo"
    SUDO=sudo
fi
if dpkg-query -W -f='${db:Status-Status}' kandesk 2>/dev/null | grep -qx installed; then
    skip "a kandesk package is installed on this machine already; not replacing it"
fi

work=$(mktemp -d)
cleanup() {
    if dpkg-query -W -f='${db:Status-Status}' kandesk 2>/dev/null | grep -qx installed; then
        $SUDO dpkg --purge kandesk >/dev/null || true
    fi
    rm -rf "$work"
}
trap cleanup EXIT

echo "== building the package"
cpack --config "$build_dir/CPackConfig.cmake" -G DEB -B "$work" >"$work/cpack.log" 2>&1 || { cat "$work/cpack.log"; fail "cpack"; }
deb=$(ls "$work"/kandesk_*.deb)
echo "$(basename "$deb")"

echo "== contents"
contents=$(dpkg-deb --contents "$deb" | awk '{print $6}')
for path in ./usr/bin/kandesk ./usr/libexec/kandesk/agentctl \
            ./usr/share/applications/io.github.kandesk.Kandesk.desktop \
            ./usr/share/metainfo/io.github.kandesk.Kandesk.metainfo.xml \
            ./usr/share/icons/hicolor/scalable/apps/io.github.kandesk.Kandesk.svg \
            ./usr/share/icons/hicolor/256x256/apps/io.github.kandesk.Kandesk.png \
            ./usr/share/man/man1/kandesk.1 ./usr/share/bash-completion/completions/kandesk \
            ./usr/share/zsh/vendor-completions/_kandesk ./usr/share/fish/vendor_completions.d/kandesk.fish; do
    grep -qx "$path" <<<"$contents" || fail "package lacks $path"
done
grep -qx './usr/share/doc/kandesk/copyright' <<<"$contents" || fail "package lacks its copyright file"
# The portable agentctl the SSH and Docker executors upload, where they look for it.
grep -qE '^\./usr/libexec/kandesk/portable/agentctl-.*-x86_64\.tar\.gz$' <<<"$contents" || fail "package lacks the portable agentctl"
grep -qE '^\./usr/libexec/kandesk/portable/agentctl-.*-x86_64\.tar\.gz\.sha256$' <<<"$contents" || fail "package lacks the portable agentctl's checksum"
suggests=$(dpkg-deb --field "$deb" Suggests)
echo "Suggests: $suggests"
grep -q 'openssh-client' <<<"$suggests" && grep -q 'docker.io' <<<"$suggests" || fail "Suggests lacks what the SSH and Docker executors run"
recommends=$(dpkg-deb --field "$deb" Recommends)
echo "Recommends: $recommends"
grep -q 'nodejs' <<<"$recommends" && grep -q 'npm' <<<"$recommends" || fail "Recommends lacks what the managed npm agents run"
depends=$(dpkg-deb --field "$deb" Depends)
echo "Depends: $depends"
grep -q 'libqt6core6' <<<"$depends" || fail "Depends was not computed from the shared libraries"

echo "== desktop integration metadata"
dpkg-deb --extract "$deb" "$work/root"
desktop-file-validate "$work/root/usr/share/applications/io.github.kandesk.Kandesk.desktop"
appstreamcli validate --no-net "$work/root/usr/share/metainfo/io.github.kandesk.Kandesk.metainfo.xml"

echo "== install"
$SUDO dpkg --install "$deb"
if [ -e /usr/lib/kandesk ]; then
    # (grep reads whole captured outputs: with pipefail, grep -q closing a pipe early would fail it)
    grep -q 'RUNPATH.*\$ORIGIN/../lib/kandesk' <<<"$(readelf -d /usr/bin/kandesk)" || fail "kandesk has no RUNPATH to its private libraries"
    grep -q -E '=> /usr/(bin/\.\./)?lib/kandesk/' <<<"$(ldd /usr/bin/kandesk)" || fail "kandesk does not load its private KSyntaxHighlighting"
    if grep -q -E 'RPATH|RUNPATH' <<<"$(readelf -d /usr/lib/kandesk/*.so*)"; then fail "the private library still carries a build RPATH"; fi
fi

echo "== manual page and completions, installed"
manual=$(MANWIDTH=120 man kandesk 2>&1) || { echo "$manual"; fail "man kandesk"; }
grep -q 'kandesk task attempts' <<<"$manual" || fail "man kandesk does not show the installed manual page"
grep -q 'complete -F _kandesk kandesk' <<<"$(bash -c 'source /usr/share/bash-completion/completions/kandesk && complete -p kandesk')" \
    || fail "the installed bash completion does not complete kandesk"

echo "== installed self-test"
output=$(cd / && env -u KANDESK_AGENTCTL /usr/bin/kandesk --self-test -platform offscreen 2>&1) || { echo "$output"; fail "installed self-test"; }
echo "$output" | grep 'self-test ok'
grep -q '/usr/libexec/kandesk/agentctl' <<<"$output" || fail "the installed app did not use /usr/libexec/kandesk/agentctl"

echo "== installed portable agentctl"
tarball=$(ls /usr/libexec/kandesk/portable/agentctl-*-x86_64.tar.gz)
[ "$(sha256sum "$tarball" | cut -c1-64)" = "$(cut -c1-64 "$tarball.sha256")" ] || fail "the portable agentctl does not match its checksum"

if [ -n "$installed_executors" ]; then
    echo "== remote tasks from the installed files"
    (cd / && KANDESK_INSTALLED_APP=/usr/bin/kandesk "$installed_executors") || fail "a remote task from the installed package"
fi

echo "== purge"
$SUDO dpkg --purge kandesk
for path in /usr/bin/kandesk /usr/libexec/kandesk /usr/lib/kandesk /usr/share/doc/kandesk \
            /usr/share/applications/io.github.kandesk.Kandesk.desktop; do
    [ ! -e "$path" ] || fail "$path remains after purge"
done
echo "package test ok"
