#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 Kandesk contributors
# SPDX-License-Identifier: MIT
#
# Installs what some integration tests need beyond the build dependencies:
#   - the ACP TypeScript SDK (its example agent is a real ACP agent the agentctl tests drive),
#     installed with npm into "$DEPS_PREFIX/npm".
# Without node or npm it prints why and exits 0: those tests then skip with the same reason.
# A second run changes nothing and returns at once.
set -euo pipefail

ACP_SDK_VERSION=1.9.0
DEPS_PREFIX="${KANDESK_DEPS_PREFIX:-${XDG_CACHE_HOME:-$HOME/.cache}/kandesk/deps}"
NPM_PREFIX="$DEPS_PREFIX/npm"
SDK_DIR="$NPM_PREFIX/node_modules/@agentclientprotocol/sdk"

log() { printf 'setup-test-deps: %s\n' "$*" >&2; }

if ! command -v node >/dev/null || ! command -v npm >/dev/null; then
    log "node or npm is not installed: skipping the ACP SDK (its agentctl tests will be skipped)"
    exit 0
fi

installed_version() {
    [ -f "$SDK_DIR/package.json" ] || return 0
    node -e 'process.stdout.write(require(process.argv[1]).version)' "$SDK_DIR/package.json" 2>/dev/null || true
}

if [ "$(installed_version)" = "$ACP_SDK_VERSION" ] && [ -f "$SDK_DIR/dist/examples/agent.js" ]; then
    exit 0
fi

log "installing @agentclientprotocol/sdk@$ACP_SDK_VERSION into $NPM_PREFIX"
mkdir -p "$NPM_PREFIX"
[ -f "$NPM_PREFIX/package.json" ] || printf '{ "name": "kandesk-test-deps", "private": true }\n' > "$NPM_PREFIX/package.json"
npm install --prefix "$NPM_PREFIX" --no-audit --no-fund --save-exact "@agentclientprotocol/sdk@$ACP_SDK_VERSION" >&2
[ -f "$SDK_DIR/dist/examples/agent.js" ] || { log "error: the SDK has no dist/examples/agent.js"; exit 1; }
