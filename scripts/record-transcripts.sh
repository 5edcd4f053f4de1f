#!/usr/bin/env bash
# Re-records Tests/ShellTests/Transcripts/NAME.expected from the built coach (`make transcripts`).
#
#   scripts/record-transcripts.sh          every transcript
#   scripts/record-transcripts.sh meals    only meals.coach
#
# Runs coach the way TranscriptTests does (Tests/ShellTests/CoachProcess.swift): the script on
# stdin, no arguments (under faketime when the script names its clock), a fresh data folder and history file, LANG=C.UTF-8 (ru_RU.UTF-8 for NAME.ru), NO_COLOR unset, and
# the rest of the environment (time zone included) as it is. Review the result with `git diff`.
set -euo pipefail
cd "$(dirname "$0")/.."
coach="$(realpath "${COACH_BINARY:-.build/release/coach}")"
folder=Tests/ShellTests/Transcripts
[ -x "$coach" ] || { echo "no coach at $coach: run 'make build' first" >&2; exit 1; }

names=("$@")
if [ ${#names[@]} -eq 0 ]; then
    for script in "$folder"/*.coach; do names+=("$(basename "$script" .coach)"); done
fi

for name in "${names[@]}"; do
    [ -f "$folder/$name.coach" ] || { echo "no transcript $folder/$name.coach" >&2; exit 1; }
    home="$(mktemp -d "${TMPDIR:-/tmp}/coach-record-XXXXXXXX")"
    status=0
    locale=C.UTF-8
    [[ "$name" == *.ru ]] && locale=ru_RU.UTF-8
    # A script whose first line is `# clock: 2026-11-24 20:00:00` runs with the clock set to then (faketime).
    clock=()
    first="$(head -n 1 "$folder/$name.coach")"
    [[ "$first" == "# clock: "* ]] && clock=(env 'LD_PRELOAD=/usr/$LIB/faketime/libfaketime.so.1' "FAKETIME=@${first#\# clock: }")
    (
        unset NO_COLOR
        COACH_HOME="$home/data" COACH_HISTORY="$home/history" XDG_CONFIG_HOME="$home/config" LANG="$locale" COLUMNS= \
            "${clock[@]}" "$coach" <"$folder/$name.coach" >"$home/out" 2>"$home/err"
    ) || status=$?
    {
        cat "$home/out"
        echo "--- stderr"
        cat "$home/err"
        echo "--- exit $status"
    } >"$folder/$name.expected"
    rm -rf "$home"
    echo "recorded $folder/$name.expected (exit $status)"
done
