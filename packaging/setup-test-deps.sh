#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 Kandesk contributors
# SPDX-License-Identifier: MIT
#
# Installs what some integration tests need beyond the build dependencies:
#   - Debian's OpenSSH server (the SSH executor tests start their own sshd on a free loopback port
#     as the current user; the package's own system service is kept from starting),
#   - Debian's Docker engine and debootstrap (the Docker executor tests start their own dockerd as
#     root in a scratch folder and build their image from a minimal Debian root; the package's own
#     system service is kept from starting),
#   - Debian's rpm (the rpm package test builds the .rpm with rpmbuild and reads it with rpm),
#   - Debian's less and vim-tiny (full-screen programs the terminal tests run),
#   - Debian's man-db, zsh and fish (the manual page and the completion scripts are read by them),
#   - Debian's nodejs and npm where the machine has no Node.js,
#   - the ACP TypeScript SDK (its example agent is a real ACP agent the agentctl tests drive), and
#     its 2.4 release as "acp-sdk-2" (ACP's v1 JSON schema, which every message of the tests is
#     checked against), installed with npm into "$DEPS_PREFIX/npm",
#   - Debian's python3-jsonschema (that check: tests/support/acp-conformance.py).
# Without node or npm still (no apt, no root) it prints why and exits 0: those tests then skip with
# the same reason.
# A second run changes nothing and returns at once.
set -euo pipefail

ACP_SDK_VERSION=1.9.0
ACP_SDK2_VERSION=2.4.0
DEPS_PREFIX="${KANDESK_DEPS_PREFIX:-${XDG_CACHE_HOME:-$HOME/.cache}/kandesk/deps}"
NPM_PREFIX="$DEPS_PREFIX/npm"
SDK_DIR="$NPM_PREFIX/node_modules/@agentclientprotocol/sdk"
SDK2_DIR="$NPM_PREFIX/node_modules/acp-sdk-2"

log() { printf 'setup-test-deps: %s\n' "$*" >&2; }

# install_missing WHO "SERVICES" PACKAGE...: installs the packages that are missing, keeping the
# system services they bring (SERVICES) from starting now or at boot: the tests run their own sshd
# and dockerd. Without apt or root it says that WHO will be skipped and returns.
install_missing() {
    local skipped=$1 services=$2; shift 2
    local missing=() package
    for package in "$@"; do
        dpkg-query -W -f='${db:Status-Status}\n' "$package" 2>/dev/null | grep -qx installed || missing+=("$package")
    done
    [ ${#missing[@]} -eq 0 ] && return 0
    command -v apt-get >/dev/null || { log "no apt-get: install ${missing[*]} yourself, or $skipped are skipped"; return 0; }
    local sudo=""
    if [ "$(id -u)" -ne 0 ]; then
        if command -v sudo >/dev/null && sudo -n true 2>/dev/null; then sudo=sudo
        else log "need root or password-less sudo to install ${missing[*]}: $skipped will be skipped"; return 0; fi
    fi
    log "installing ${missing[*]} (no system service is started)"
    # invoke-rc.d asks policy-rc.d before starting a service; 101 means "not allowed".
    local policy=/usr/sbin/policy-rc.d placed=""
    if [ ! -e "$policy" ]; then
        printf '#!/bin/sh\nexit 101\n' | $sudo tee "$policy" >/dev/null && $sudo chmod 755 "$policy" && placed=1
    fi
    export DEBIAN_FRONTEND=noninteractive
    local ok=1
    if ! $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null; then
        $sudo apt-get update -qq && $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null || ok=""
    fi
    [ -n "$placed" ] && $sudo rm -f "$policy"
    [ -n "$ok" ] || { log "error: apt-get could not install ${missing[*]}"; exit 1; }
    if [ -n "$services" ] && [ -d /run/systemd/system ]; then
        # shellcheck disable=SC2086 # a list of unit names
        $sudo systemctl disable --now $services >/dev/null 2>&1 || true
    fi
}
install_missing "the SSH tests" "ssh.service ssh.socket" openssh-server
install_missing "the Docker tests" "docker.service docker.socket containerd.service" docker.io debootstrap
install_missing "the rpm package test" "" rpm
install_missing "the terminal tests (full-screen programs)" "" less vim-tiny
install_missing "the ACP conformance check" "" python3-jsonschema
install_missing "the manual page and shell completion tests" "" man-db zsh fish
install_missing "the reflink test (an XFS image)" "" xfsprogs

# The Docker tests' image root (debootstrap, a few minutes the first time; cached afterwards).
if [ "$(id -u)" -eq 0 ] && command -v debootstrap >/dev/null; then
    started=$SECONDS
    "$(dirname "$0")/../tests/support/docker-test-image.sh" >/dev/null \
        || log "the Docker tests' image could not be built: those tests will say why"
    [ $((SECONDS - started)) -lt 2 ] || log "the Docker tests' image took $((SECONDS - started)) s"
fi

# Node.js and npm run the ACP SDK's example agent and the npm agents: Debian's, where the machine has
# neither (a machine with its own Node.js keeps it; Debian's npm would not go with another nodejs).
if ! command -v node >/dev/null && ! command -v npm >/dev/null; then
    install_missing "the ACP SDK's and the npm agents' tests" "" nodejs npm
fi
if ! command -v node >/dev/null || ! command -v npm >/dev/null; then
    log "node or npm is not installed: skipping the ACP SDK (its agentctl tests will be skipped)"
    exit 0
fi

installed_version() { # PACKAGE_DIR
    [ -f "$1/package.json" ] || return 0
    node -e 'process.stdout.write(require(process.argv[1]).version)' "$1/package.json" 2>/dev/null || true
}

wanted=()
if [ "$(installed_version "$SDK_DIR")" != "$ACP_SDK_VERSION" ] || [ ! -f "$SDK_DIR/dist/examples/agent.js" ]; then
    wanted+=("@agentclientprotocol/sdk@$ACP_SDK_VERSION")
fi
if [ "$(installed_version "$SDK2_DIR")" != "$ACP_SDK2_VERSION" ] || [ ! -f "$SDK2_DIR/schema/v1/schema.json" ]; then
    wanted+=("acp-sdk-2@npm:@agentclientprotocol/sdk@$ACP_SDK2_VERSION")
fi
[ ${#wanted[@]} -eq 0 ] && exit 0

log "installing ${wanted[*]} into $NPM_PREFIX"
started=$SECONDS
mkdir -p "$NPM_PREFIX"
[ -f "$NPM_PREFIX/package.json" ] || printf '{ "name": "kandesk-test-deps", "private": true }\n' > "$NPM_PREFIX/package.json"
npm install --prefix "$NPM_PREFIX" --no-audit --no-fund --save-exact "${wanted[@]}" >&2
[ -f "$SDK_DIR/dist/examples/agent.js" ] || { log "error: the SDK has no dist/examples/agent.js"; exit 1; }
[ -f "$SDK2_DIR/schema/v1/schema.json" ] || { log "error: the SDK $ACP_SDK2_VERSION has no schema/v1/schema.json"; exit 1; }
log "npm took $((SECONDS - started)) s"
