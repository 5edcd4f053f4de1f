#!/usr/bin/env bash
# Runs every test, as `make test` does, in two processes side by side, each one test at a time: the tests of the
# binary (ShellTests: real processes, terminals, sound and git replicas, mostly waiting on them) in one, and Core's
# and the commands' own tests (in-process, on the CPU) in the other. Two cores then do both at once; no test can
# starve another's threads, as running tests in parallel within one process did. The binary's tests are printed as
# they run, the others after them, and both summaries last; the exit status is non-zero when either run failed.
set -uo pipefail
output="${1:?usage: run-tests.sh OUTPUT-FILE}"
bundle="$(${SWIFT:-swift} build --show-bin-path)/coachPackageTests.xctest"
run() { NO_COLOR=1 "$bundle" --testing-library swift-testing --no-parallel "$@" 2>&1; }

run --skip 'ShellTests\.' >"$output.units" &
units=$!
run --filter 'ShellTests\.' | tee "$output.binary"
binaryStatus=${PIPESTATUS[0]}
wait "$units"
unitsStatus=$?
cat "$output.units"
cat "$output.binary" "$output.units" >"$output"
rm -f "$output.binary" "$output.units"
echo
echo "The binary's tests (ShellTests), then Core's and the commands':"
grep -E "^. Test run with " "$output"
# What failed, again at the end, where a log cut to its last lines still shows it.
failures=$(grep -E -A12 "^✘ Test .*recorded an issue" "$output")
if [ -n "$failures" ]; then
    echo
    echo "What failed:"
    echo "$failures"
fi
[ "$binaryStatus" -eq 0 ] && [ "$unitsStatus" -eq 0 ]
