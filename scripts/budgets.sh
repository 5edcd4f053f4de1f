#!/usr/bin/env bash
# Instruction budgets, run by `make bench` (scripts/bench.sh): the instructions callgrind counts for the commands
# whose speed is a goal, each beside its budget. Counts do not move with the machine's load, so a change that makes
# one of them 10 % dearer is caught in any minute; `make bench` exits non-zero when a count is more than 10 % over
# its budget. The budgets are here and nowhere else: when one moves on purpose, change it in the same commit and say
# why in BENCHMARKS.md.
#
# usage: scripts/budgets.sh COACH WORK   (WORK holds bench.sh's data sets: data, meals (ten years), sums.txt)
set -uo pipefail
coach=$1
work=$2
profiled="$work/budgeted-coach"
strip --strip-debug -o "$profiled" "$coach" 2>/dev/null || cp "$coach" "$profiled"

count() { # home, input, arguments... -> the instructions of the second of two runs (the first builds the caches
  local home=$1 input=$2 refs="" # this copy of the program keeps; a cache is stamped with the program it came from)
  shift 2
  for run in 1 2; do
    refs=$(COACH_HOME="$home" valgrind --tool=callgrind --callgrind-out-file=/dev/null "$profiled" "$@" <"$input" 2>&1 \
      >/dev/null | sed -nE 's/.*refs: *([0-9,]+).*/\1/p' | tr -d ,)
  done
  echo "${refs:-0}"
}

status=0
row() { # what, budget in millions of instructions, count
  python3 - "$1" "$2" "$3" <<'PY' || status=1
import sys
what, budget, count = sys.argv[1], float(sys.argv[2]), float(sys.argv[3]) / 1e6
over = count > budget * 1.1
print(f"| {what} | {count:,.2f} M | {budget:,.2f} M | {count / budget:.2f}× | {'OVER BUDGET' if over else 'within'} |")
sys.exit(1 if over else 0)
PY
}

echo
echo "| instructions (callgrind) | count | budget | ratio | more than 10 % over fails |"
echo "|---|---|---|---|---|"
row "one-shot \`coach stopwatch\`, a stopwatch running" 7.2 "$(count "$work/data" /dev/null stopwatch)"
row "one-shot \`coach today\`, ten years of four areas" 23.7 "$(count "$work/meals" /dev/null today)"
row "one-shot \`coach status --format tmux\`, ten years of four areas" 12.2 \
  "$(count "$work/meals" /dev/null status --format tmux)"
row "one-shot \`coach meal add Apple 52\`, ten years of meals" 12.6 \
  "$(count "$work/meals" /dev/null meal add Apple 52 --duplicate add)"
row "one-shot \`coach calc 2+2\`" 7.5 "$(count "$work/data" /dev/null calc 2+2)"
row "100,000 piped lines of mixed arithmetic" 1970 "$(count "$work/data" "$work/sums.txt")"
if [ "$status" -ne 0 ]; then
  echo "An instruction count is more than 10 % over its budget (scripts/budgets.sh): find what it pays for with" >&2
  echo "valgrind --tool=callgrind and callgrind_annotate --inclusive=yes, or move the budget on purpose and say why." >&2
fi
exit "$status"
