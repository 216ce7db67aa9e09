#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 Kandesk contributors
# SPDX-License-Identifier: MIT
#
# Builds, once, the root file system of the Docker executor tests' image: a minimal Debian
# (debootstrap --variant=minbase) with git and nodejs, from the mirror apt itself is configured
# with, without what the containers never read, tarred for `docker import`. No registry is
# contacted. The tarball is cached under ${XDG_CACHE_HOME:-~/.cache}/kandesk/test-images/ and named
# after its suite, package list and what is left out, so a second run prints its path at once.
#
#   tests/support/docker-test-image.sh      prints the tarball's path (builds it first if missing)
#
# Needs root (debootstrap) and debootstrap itself; exits 2 with the reason on stderr otherwise.
set -euo pipefail

PACKAGES="git,nodejs,ca-certificates"
# What the containers never read, left out: the Docker engine of the tests copies an image's every
# file into each container it creates (vfs storage), so a smaller tree is a faster container.
# Bump SLIM when the list changes (it is part of the cache key).
SLIM=1
slim() {
    local root="$1"
    rm -rf "$root"/usr/share/doc "$root"/usr/share/man "$root"/usr/share/info "$root"/usr/share/locale \
        "$root"/usr/share/lintian "$root"/usr/share/i18n "$root"/usr/share/zoneinfo "$root"/usr/share/gitweb \
        "$root"/usr/share/bash-completion "$root"/usr/share/perl "$root"/usr/lib/*-linux-gnu/perl
}
CACHE="${KANDESK_TEST_IMAGE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/kandesk/test-images}"

die() { printf 'docker-test-image: %s\n' "$*" >&2; exit 2; }

[ "$(id -u)" -eq 0 ] || die "debootstrap needs root"
command -v debootstrap >/dev/null || die "debootstrap is not installed (packaging/setup-test-deps.sh installs it)"

# The suite of this system and the first Debian mirror apt uses for it (deb822 or one-line format).
suite="$(. /etc/os-release && printf '%s' "${VERSION_CODENAME:-}")"
[ -n "$suite" ] || die "cannot tell this system's Debian suite from /etc/os-release"

mirror_from_apt() {
    local file
    for file in /etc/apt/sources.list.d/*.sources; do
        [ -f "$file" ] || continue
        # deb822 stanzas: URIs and Suites of one stanza (separated by blank lines).
        awk -v suite="$suite" '
            BEGIN { RS = ""; FS = "\n" }
            {
                uris = ""; suites = ""; types = ""
                for (i = 1; i <= NF; i++) {
                    if ($i ~ /^URIs:/)   { uris = $i;   sub(/^URIs:[ \t]*/, "", uris) }
                    if ($i ~ /^Suites:/) { suites = $i; sub(/^Suites:[ \t]*/, "", suites) }
                    if ($i ~ /^Types:/)  { types = $i }
                }
                if (types ~ /(^|[ \t])deb([ \t]|$)/ && (" " suites " ") ~ (" " suite " ")) {
                    split(uris, list, /[ \t]+/); print list[1]; exit
                }
            }' "$file"
    done
    for file in /etc/apt/sources.list /etc/apt/sources.list.d/*.list; do
        [ -f "$file" ] || continue
        awk -v suite="$suite" '$1 == "deb" {
            i = 2; if ($i ~ /^\[/) { while ($i !~ /\]$/) i++; i++ }
            if ($(i + 1) == suite) { print $i; exit }
        }' "$file"
    done
}
mirror="$(mirror_from_apt | head -n 1)"
[ -n "$mirror" ] || die "apt has no 'deb' source for $suite in /etc/apt/sources.list{,.d}"

key="$(printf '%s %s slim%s' "$suite" "$PACKAGES" "$SLIM" | sha256sum | cut -c1-12)"
tarball="$CACHE/debian-$suite-minbase-$key.tar"
if [ -s "$tarball" ]; then
    printf '%s\n' "$tarball"
    exit 0
fi

mkdir -p "$CACHE"
# One builder at a time; a second one waits and then finds the tarball.
exec 9>"$CACHE/.lock"
flock 9
if [ -s "$tarball" ]; then
    printf '%s\n' "$tarball"
    exit 0
fi

root="$(mktemp -d "$CACHE/root.XXXXXX")"
trap 'rm -rf "$root" "$tarball.partial"' EXIT
started=$(date +%s)
printf 'docker-test-image: debootstrap --variant=minbase %s (with %s), first run only\n' "$suite" "$PACKAGES" >&2
debootstrap --variant=minbase --include="$PACKAGES" "$suite" "$root" "$mirror" >"$CACHE/debootstrap.log" 2>&1 \
    || die "debootstrap failed; see $CACHE/debootstrap.log"
# Package caches and lists are of no use inside the image.
rm -rf "$root"/var/cache/apt/archives/*.deb "$root"/var/lib/apt/lists/*
slim "$root"
tar --numeric-owner -C "$root" -cf "$tarball.partial" .
mv "$tarball.partial" "$tarball"
# Tarballs of an earlier package list or slimming are of no use any more.
find "$CACHE" -maxdepth 1 -name 'debian-*-minbase-*.tar' ! -name "${tarball##*/}" -delete
printf 'docker-test-image: built %s in %ss\n' "$tarball" "$(( $(date +%s) - started ))" >&2
printf '%s\n' "$tarball"
