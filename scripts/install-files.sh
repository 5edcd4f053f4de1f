#!/usr/bin/env bash
# Lays coach's files out under PREFIX, as `make install`, the .deb (under /usr) and the tarball (bin/, share/) all
# have them: the stripped binary, the English and Russian manuals, and bash, zsh and fish completions. zsh's go in
# share/zsh/site-functions, which zsh looks in under /usr/local; ZSH_FOLDER=vendor-completions for Debian's /usr.
set -euo pipefail
binary="${1:?usage: install-files.sh BINARY PREFIX}"
prefix="${2:?usage: install-files.sh BINARY PREFIX}"
cd "$(dirname "$0")/.."
install -d "$prefix/bin" "$prefix/share/man/man1" "$prefix/share/man/ru/man1" \
    "$prefix/share/bash-completion/completions" "$prefix/share/zsh/${ZSH_FOLDER:-site-functions}" \
    "$prefix/share/fish/vendor_completions.d"
install -m 755 "$binary" "$prefix/bin/coach"
strip --strip-all --remove-section=.comment "$prefix/bin/coach"
install -m 644 man/coach.1 "$prefix/share/man/man1/coach.1"
install -m 644 man/ru/coach.1 "$prefix/share/man/ru/man1/coach.1"
install -m 644 completions/coach.bash "$prefix/share/bash-completion/completions/coach"
install -m 644 completions/coach.zsh "$prefix/share/zsh/${ZSH_FOLDER:-site-functions}/_coach"
install -m 644 completions/coach.fish "$prefix/share/fish/vendor_completions.d/coach.fish"
