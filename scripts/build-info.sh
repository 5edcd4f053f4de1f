#!/usr/bin/env bash
# Prints the linker arguments that name the commit coach is built from, for `coach --version`: an object defining
# coach_built_from (Sources/BuildInfo), made once per commit under .build/build-info/, whose name changes with the
# commit, so SwiftPM relinks and recompiles nothing. Outside a git checkout it prints nothing: the version alone.
set -euo pipefail
cd "$(dirname "$0")/.."
commit=$(git describe --always --dirty --abbrev=12 2>/dev/null) || exit 0
[[ "$commit" =~ ^[0-9A-Za-z._-]+$ ]] || exit 0
object=".build/build-info/commit-$commit.o"
if [ ! -e "$object" ]; then
    mkdir -p .build/build-info
    printf 'const char coach_built_from[] = "%s";\n' "$commit" | ${CC:-cc} -x c -c -o "$object.part" -
    mv "$object.part" "$object"
fi
echo "-Xlinker $PWD/$object"
