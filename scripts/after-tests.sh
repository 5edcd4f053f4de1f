#!/usr/bin/env bash
# Run by `make test` after the suite, silent when all is well:
# - in CI (CI=true) no test may have been skipped: a green CI means every test ran;
# - no tmux server a test started (`tmux -L coach-test-…`) and no coach a test started (its data
#   folder is a `coach-e2e-…` one) may outlive the suite.
set -u
coach="${1:?usage: after-tests.sh PATH-TO-COACH TEST-OUTPUT}"
output="${2:?usage: after-tests.sh PATH-TO-COACH TEST-OUTPUT}"
status=0
if [ "${CI:-}" = "true" ]; then
    skipped=$(grep -E "Test .*\) skipped|Test Case .* skipped" "$output")
    if [ -n "$skipped" ]; then
        echo "These tests were skipped, which CI does not allow (install what they need in scripts/ensure-deps.sh):" >&2
        echo "$skipped" >&2
        status=1
    fi
fi
leftovers() {
    pgrep -a -f -- "-L coach-test-" | grep -v -e pgrep -e after-tests
    for pid in $(pgrep -f -- "$coach"); do
        tr '\0' '\n' <"/proc/$pid/environ" 2>/dev/null | grep -q '^COACH_HOME=.*coach-e2e-' &&
            echo "$pid $(tr '\0' ' ' <"/proc/$pid/cmdline" 2>/dev/null)"
    done
}
for _ in $(seq 10); do
    left=$(leftovers)
    [ -z "$left" ] && exit $status
    sleep 0.5
done
echo "These outlived the test suite (a test must end what it starts):" >&2
echo "$left" | head -20 >&2
exit 1
