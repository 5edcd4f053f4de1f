#!/bin/sh
# Installs coach from this folder under a prefix (default ~/.local): bin/coach, its manual (man coach, in Russian
# man -L ru coach) and its Tab completion for bash, zsh and fish. ./install.sh [--prefix DIR]
set -eu
prefix="$HOME/.local"
case "${1:-}" in
--prefix) prefix="${2:?--prefix needs a folder}" ;;
--prefix=*) prefix="${1#--prefix=}" ;;
"") ;;
*) echo "usage: ./install.sh [--prefix DIR]   (default: ~/.local)" >&2; exit 64 ;;
esac
cd "$(dirname "$0")"
find bin share -type f | sort | while read -r file; do
    mode=644
    [ "${file#bin/}" != "$file" ] && mode=755
    install -D -m "$mode" "$file" "$prefix/$file"
done
echo "Installed $("$prefix/bin/coach" --version) in $prefix."
case ":$PATH:" in
*":$prefix/bin:"*) echo "Run 'coach' to start." ;;
*) echo "Add $prefix/bin to your PATH to run 'coach' (e.g. in ~/.profile: PATH=\"$prefix/bin:\$PATH\")." ;;
esac
