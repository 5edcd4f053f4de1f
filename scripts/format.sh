#!/usr/bin/env bash
# `make format`: rewrites Swift files in place with the toolchain's swift-format and .swift-format. With no
# arguments, the .swift files this branch changed since it left main (committed, staged, unstaged or new);
# otherwise the files and folders named (`make format FILES="Sources/Core/Areas Tests/CoreTests/AreaTests.swift"`).
# Only files you are changing anyway: reformatting others' files would collide with their work.
set -euo pipefail
cd "$(dirname "$0")/.."
SWIFT=${SWIFT:-swift}
if [ $# -gt 0 ]; then
  files=("$@")
else
  base_branch=${FORMAT_BASE:-main}
  base=$(git merge-base HEAD "$base_branch" 2>/dev/null || git merge-base HEAD "origin/$base_branch" 2>/dev/null) || {
    echo "format: no branch '$base_branch' to compare with; name the files: make format FILES=\"…\" (or FORMAT_BASE=branch)" >&2
    exit 2
  }
  files=()
  while IFS= read -r file; do
    [ -f "$file" ] && files+=("$file")
  done < <({ git diff --name-only "$base"; git ls-files --others --exclude-standard; } | grep '\.swift$' | sort -u)
fi
if [ ${#files[@]} -eq 0 ]; then
  echo "format: no Swift file changed since $base_branch; name files with make format FILES=\"…\""
  exit 0
fi
printf 'format: %s\n' "${files[@]}"
$SWIFT format format --configuration .swift-format --in-place --recursive --parallel "${files[@]}"
