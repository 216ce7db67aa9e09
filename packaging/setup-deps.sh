#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 Kandesk contributors
# SPDX-License-Identifier: MIT
#
# Installs what building and testing Kandesk needs, and nothing when it is all there already.
#   - the distribution's packages (apt on Debian and Ubuntu)
#   - KSyntaxHighlighting for Qt 6: the distribution's KF6 package where it has one, otherwise
#     KDE's 5.116 sources (from Debian's pool, checksum-verified) built once into a cache prefix.
# A second run changes nothing and returns in well under five seconds.
set -euo pipefail

KSH_VERSION=5.116.0
KSH_SHA256=6f8ccacebd0dc9ce050b2b23b715750c97938b3336fbbb80967920cb8c1dfaa7
KSH_POOL_PATH="pool/main/k/ksyntax-highlighting/ksyntax-highlighting_${KSH_VERSION}.orig.tar.xz"
DEPS_PREFIX="${KANDESK_DEPS_PREFIX:-${XDG_CACHE_HOME:-$HOME/.cache}/kandesk/deps}"

log() { printf 'setup-deps: %s\n' "$*" >&2; }
die() { log "error: $*"; exit 1; }

as_root() {
    if [ "$(id -u)" -eq 0 ]; then "$@"
    elif command -v sudo >/dev/null; then sudo "$@"
    else die "need root (or sudo) to run: $*"; fi
}

# Packages shared by every apt-based distribution we support.
COMMON_PACKAGES=(
    # clang builds the dev preset (with precompiled Qt headers, three times as fast as g++ here);
    # g++ builds KSyntaxHighlighting and the release preset.
    cmake ninja-build clang g++ lld git pkg-config ccache perl xz-utils curl ca-certificates
    qt6-base-dev qt6-base-dev-tools libqt6sql6-sqlite qt6-httpserver-dev qt6-websockets-dev
    qt6-svg-dev qtkeychain-qt6-dev
    # lupdate and lrelease (translations/), and Qt's own translations for the window's languages.
    qt6-l10n-tools qt6-translations-l10n
    # SQLite's own API for online backups (Qt's driver links the same library).
    libsqlite3-dev
    # kandev's workflow files (YAML).
    libyaml-cpp-dev
    # The terminals' VT engine.
    libvterm-dev
    xvfb xauth dpkg-dev file desktop-file-utils appstream
    # The only fonts the tests see (tests/support/fontconfig/fonts.conf).
    fontconfig fonts-dejavu-core
    # The secret-vault test runs a private D-Bus session bus with a Secret Service.
    dbus gnome-keyring libsecret-1-0
)
# Needed only to build KSyntaxHighlighting from source.
KSH_BUILD_PACKAGES=(extra-cmake-modules qt6-tools-dev)
# Only for the asan preset and ./dev fuzz: clang 14 with its sanitizer runtimes and libFuzzer.
CLANG_PACKAGES=(clang-14 libclang-rt-14-dev)
# Debian 13, Ubuntu 24.10 and later package KF6.
KF6_PACKAGE=libkf6syntaxhighlighting-dev

missing_packages() {
    local pkg
    for pkg in "$@"; do
        dpkg-query -W -f='${db:Status-Status}\n' "$pkg" 2>/dev/null | grep -qx installed || echo "$pkg"
    done
}

apt_install() {
    local missing
    missing=$(missing_packages "$@")
    [ -z "$missing" ] && return 0
    # shellcheck disable=SC2086
    log "installing: $(echo $missing)"
    export DEBIAN_FRONTEND=noninteractive
    # shellcheck disable=SC2086
    if ! as_root apt-get install -y -qq --no-install-recommends $missing >/dev/null; then
        as_root apt-get update -qq
        # shellcheck disable=SC2086
        as_root apt-get install -y -qq --no-install-recommends $missing >/dev/null \
            || die "apt-get could not install: $(echo $missing)"
    fi
}

distro_has_kf6() {
    dpkg-query -W -f='${db:Status-Status}\n' "$KF6_PACKAGE" 2>/dev/null | grep -qx installed && return 0
    apt-cache show "$KF6_PACKAGE" >/dev/null 2>&1 && return 0
    # An apt cache that was never updated knows nothing; ask again after an update.
    if [ ! -e /var/lib/apt/lists/lock ] || [ -z "$(ls /var/lib/apt/lists/ 2>/dev/null | grep -v -e lock -e partial)" ]; then
        as_root apt-get update -qq
        apt-cache show "$KF6_PACKAGE" >/dev/null 2>&1 && return 0
    fi
    return 1
}

# The Debian mirror this machine's apt is configured with (never hard-coded here).
debian_mirror() {
    apt-get indextargets --format '$(REPO_URI) $(SUITE) $(COMPONENT) $(TARGET_OF)' 2>/dev/null |
        awk '$4 == "deb" && $3 == "main" && $2 !~ /security|updates|backports/ { print $1; exit }'
}

ksh_stamp() { echo "$DEPS_PREFIX/.ksyntaxhighlighting-$KSH_VERSION-qt6.done"; }

build_ksyntaxhighlighting() {
    [ -f "$(ksh_stamp)" ] && [ -f "$DEPS_PREFIX/lib/cmake/KF5SyntaxHighlighting/KF5SyntaxHighlightingConfig.cmake" ] && return 0
    apt_install "${KSH_BUILD_PACKAGES[@]}"
    local mirror work tarball
    mirror=$(debian_mirror)
    [ -n "$mirror" ] || die "no Debian 'main' repository in apt's configuration to fetch KSyntaxHighlighting from"
    work=$(mktemp -d)
    trap 'rm -rf "$work"' EXIT
    tarball="$work/ksh.tar.xz"
    log "fetching KSyntaxHighlighting $KSH_VERSION sources from apt's Debian mirror"
    curl -fsSL --retry 3 -o "$tarball" "${mirror%/}/$KSH_POOL_PATH" || die "download failed: ${mirror%/}/$KSH_POOL_PATH"
    echo "$KSH_SHA256  $tarball" | sha256sum -c --status || die "checksum mismatch for $KSH_POOL_PATH"
    tar -xJf "$tarball" -C "$work"
    local src="$work/syntax-highlighting-$KSH_VERSION"
    [ -d "$src" ] || src=$(find "$work" -maxdepth 1 -mindepth 1 -type d | head -n 1)
    # Bookworm ships ECM 5.103; the sources only ask for a newer one by convention.
    sed -i -E 's/find_package\(ECM [0-9.]+/find_package(ECM 5.103.0/' "$src/CMakeLists.txt"
    log "building KSyntaxHighlighting $KSH_VERSION against Qt 6 into $DEPS_PREFIX (about 2 minutes)"
    cmake -S "$src" -B "$work/build" -G Ninja -Wno-dev \
        -DCMAKE_BUILD_TYPE=Release \
        -DQT_MAJOR_VERSION=6 \
        -DBUILD_TESTING=OFF -DBUILD_QCH=OFF \
        -DKDE_SKIP_RPATH_SETTINGS=ON \
        -DCMAKE_INSTALL_PREFIX="$DEPS_PREFIX" \
        -DKDE_INSTALL_LIBDIR=lib \
        -DCMAKE_INSTALL_RPATH="$DEPS_PREFIX/lib" >"$work/configure.log" 2>&1 \
        || { tail -n 40 "$work/configure.log" >&2; die "configuring KSyntaxHighlighting failed"; }
    cmake --build "$work/build" >"$work/build.log" 2>&1 \
        || { tail -n 40 "$work/build.log" >&2; die "building KSyntaxHighlighting failed"; }
    cmake --install "$work/build" >/dev/null
    touch "$(ksh_stamp)"
    rm -rf "$work"
    trap - EXIT
}

main() {
    [ -r /etc/os-release ] || die "cannot tell the distribution (/etc/os-release missing)"
    # shellcheck disable=SC1091
    . /etc/os-release
    case "${ID:-} ${ID_LIKE:-}" in
        *debian*|*ubuntu*) ;;
        *) die "automatic set-up knows apt-based systems; on ${PRETTY_NAME:-this system} install Qt 6 (Base, HttpServer, WebSockets, Svg, SQLite driver), QtKeychain, KF6SyntaxHighlighting, and D-Bus with gnome-keyring (for the keychain test) with your package manager" ;;
    esac
    apt_install "${COMMON_PACKAGES[@]}"
    if [ "${1:-}" = "--clang" ]; then apt_install "${CLANG_PACKAGES[@]}"; fi
    if distro_has_kf6; then
        apt_install "$KF6_PACKAGE"
    else
        build_ksyntaxhighlighting
    fi
    if [ "${1:-}" = "--print-prefix" ]; then echo "$DEPS_PREFIX"; fi
}

main "$@"
