#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 Kandesk contributors
# SPDX-License-Identifier: MIT
#
# Runs the portable agentctl where none of this machine's libraries exist: a root made here that
# holds only the unpacked bundle, /proc, /dev/null and /tmp, entered with a user namespace and
# chroot (as root or as a normal user alike). Checks the recorded sha256, `agentctl --version`,
# and that it serves /health on loopback. Exits 77 (skipped) only where user namespaces are
# unavailable.
# Usage: test-portable-agentctl.sh <bundle.tar.gz> <version>
set -euo pipefail
tarball=$(readlink -f "$1")
version=$2
skip() { echo "SKIPPED: $*"; exit 77; }
fail() { echo "FAILED: $*" >&2; exit 1; }

[ -f "$tarball" ] || fail "no bundle at $tarball (build the agentctl_portable target)"
[ -f "$tarball.sha256" ] || fail "no recorded hash next to the bundle ($tarball.sha256)"
command -v curl >/dev/null || fail "curl is needed (packaging/setup-deps.sh installs it)"

echo "== recorded hash"
(cd "$(dirname "$tarball")" && sha256sum --check --strict "$tarball.sha256") || fail "the recorded sha256 does not match the bundle"

userns_error=$(unshare --user --map-root-user --mount --pid --fork true 2>&1) \
    || skip "user namespaces are unavailable here (unshare: ${userns_error:-no message}); the bundle cannot be run in an isolated root"

chroot_bin=$(PATH="$PATH:/usr/sbin:/sbin" command -v chroot) || fail "chroot is not installed (coreutils)"

work=$(mktemp -d)
server_pid=""
# unshare (which ignores SIGTERM) has one child: agentctl itself (sh, env and chroot replaced themselves with it).
agentctl_pid() { awk '{print $1}' "/proc/$server_pid/task/$server_pid/children" 2>/dev/null; }
cleanup() {
    if [ -n "$server_pid" ]; then
        kill -KILL "$(agentctl_pid)" 2>/dev/null || true
        wait "$server_pid" 2>/dev/null || true
    fi
    rm -rf "$work"
}
trap cleanup EXIT

root="$work/root"
mkdir -p "$root/proc" "$root/dev" "$root/tmp"
chmod 1777 "$root/tmp"
touch "$root/dev/null"
tar -xzf "$tarball" -C "$root"
bundle_name=$(basename "$tarball" .tar.gz)
launcher="/$bundle_name/agentctl"
[ -x "$root$launcher" ] || fail "the bundle has no launcher at $bundle_name/agentctl"
echo "root holds: $(cd "$root" && echo *)"

# in_root <command…>: replaces the calling (sub)shell with a command inside the isolated root, with an
# empty environment. The shell and chroot here are the host's; after chroot, only the bundle runs.
in_root() {
    # shellcheck disable=SC2016
    exec unshare --user --map-root-user --mount --pid --fork --kill-child=SIGTERM \
        sh -c 'chroot=$1; root=$2; shift 2; mount --bind /dev/null "$root/dev/null" && mount -t proc proc "$root/proc" && exec env -i LANG=C.UTF-8 "$chroot" "$root" "$@"' \
        in-root "$chroot_bin" "$root" "$@"
}

echo "== agentctl --version"
out=$( (in_root "$launcher" --version) 2>&1) || fail "agentctl --version failed in the isolated root: $out"
echo "$out"
[ "$out" = "agentctl $version" ] || fail "expected \"agentctl $version\", got \"$out\""

echo "== agentctl serves /health on loopback"
(in_root "$launcher" --port 0) >"$work/stdout" 2>"$work/stderr" &
server_pid=$!
port=""
for _ in $(seq 1 300); do
    port=$(sed -n 's/^agentctl listening on 127\.0\.0\.1:\([0-9]*\)$/\1/p' "$work/stdout")
    [ -n "$port" ] && break
    kill -0 "$server_pid" 2>/dev/null || fail "agentctl exited before listening: $(cat "$work/stderr")"
    sleep 0.1
done
[ -n "$port" ] || fail "agentctl did not say where it listens within 30 s: $(cat "$work/stderr")"
health=$(curl -fsS --max-time 10 "http://127.0.0.1:$port/health") || fail "GET /health on port $port failed"
echo "$health"
grep -q '"status"' <<<"$health" || fail "/health answered without a status: $health"

echo "== SIGTERM ends it cleanly"
agent_pid=$(agentctl_pid)
[ -n "$agent_pid" ] || fail "cannot find agentctl's process under unshare ($server_pid)"
kill -TERM "$agent_pid"
status=0
wait "$server_pid" || status=$?
server_pid=""
[ "$status" -eq 0 ] || fail "agentctl exited with status $status after SIGTERM"
if curl -fsS --max-time 2 "http://127.0.0.1:$port/health" >/dev/null 2>&1; then
    fail "something still answers on port $port after agentctl exited"
fi
echo "ok"
