#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 Kandesk contributors
# SPDX-License-Identifier: MIT
#
# What a ctest run of a build tree did, from its Testing/Temporary/LastTest.log: the tests that
# passed only on a retry (flakes: each one is a bug to chase), every test function that skipped,
# with its reason, and (from ctest's console output, which `./dev test` keeps as ctest-console.log
# in the build tree) every whole test that skipped. `./dev test` prints it after the suite.
# Exits 3 when anything skipped (under CI=true, `./dev test` then fails: a skip there means
# something the tests need is missing).
#
#   tests/support/run-summary.sh BUILD_DIR
set -euo pipefail
build="${1:?usage: run-summary.sh BUILD_DIR}"
log="$build/Testing/Temporary/LastTest.log"
[ -f "$log" ] || { printf 'run-summary: no %s\n' "$log" >&2; exit 2; }

summary="$(awk '
    /^[0-9]+\/[0-9]+ Test: / { name = $3; next }
    /^Test (Passed\.|Pass Reason:)/ { results[name] = results[name] "P"; next }
    /^Test (Failed\.|Fail Reason:|Not Run|Timeout)/ { results[name] = results[name] "F"; next }
    /^SKIP   : / {
        line = $0; sub(/^SKIP   : /, "", line)
        if (!((name, line) in seenSkip)) { seenSkip[name, line] = 1; skips[++skipCount] = name ": " line }
        next
    }
    END {
        flakes = ""; flakeCount = 0; failed = 0
        for (test in results) {
            r = results[test]
            if (r ~ /F/ && r ~ /P$/) { flakes = flakes " " test; flakeCount++ }
            else if (r !~ /P$/) failed++
        }
        printf "summary: %d tests, %d failed, %d passed only on a retry (flaky)%s\n", length(results), failed, flakeCount, (flakeCount ? ":" flakes : "")
        printf "summary: %d test functions skipped\n", skipCount
        for (i = 1; i <= skipCount; i++) printf "  skipped %s\n", substr(skips[i], 1, 300)
    }' "$log")"
printf '%s\n' "$summary"
skips=0
case "$summary" in *"summary: 0 test functions skipped"*) ;; *) skips=1 ;; esac
console="$build/ctest-console.log"
if [ -f "$console" ]; then
    skipped="$(sed -n 's/^.*Test *#[0-9]*: \([^ ]*\) .*\*\*\*Skipped.*$/\1/p' "$console" | sort -u | tr '\n' ' ')"
    skipped="${skipped% }"
    printf 'summary: %d whole tests skipped%s\n' "$(printf '%s' "$skipped" | wc -w)" "${skipped:+: $skipped}"
    [ -z "$skipped" ] || skips=1
fi
[ "$skips" = 0 ] || exit 3
