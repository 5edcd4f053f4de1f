#!/usr/bin/env bash
# Run by `make test` after the suite: no tmux server a test started (`tmux -L coach-test-…`) and no
# coach a test started (its data folder is a `coach-e2e-…` one) may outlive it. Silent when none does.
set -u
coach="${1:?usage: no-leftovers.sh PATH-TO-COACH}"
leftovers() {
    pgrep -a -f -- "-L coach-test-" | grep -v -e pgrep -e no-leftovers
    for pid in $(pgrep -f -- "$coach"); do
        tr '\0' '\n' <"/proc/$pid/environ" 2>/dev/null | grep -q '^COACH_HOME=.*coach-e2e-' &&
            echo "$pid $(tr '\0' ' ' <"/proc/$pid/cmdline" 2>/dev/null)"
    done
}
for _ in $(seq 10); do
    left=$(leftovers)
    [ -z "$left" ] && exit 0
    sleep 0.5
done
echo "These outlived the test suite (a test must end what it starts):" >&2
echo "$left" >&2
exit 1
