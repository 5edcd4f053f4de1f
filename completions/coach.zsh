#compdef coach
# zsh completion for coach. coach answers Tab itself ('coach __complete LINE'), so this offers what coach's
# own shell offers: commands, options (a default subcommand's too), trackers, tags, areas and files.
_coach() {
    local line=${LBUFFER#*${words[1]}}
    local -a found folders
    found=(${(f)"$(${words[1]} __complete "$line" 2>/dev/null)"})
    folders=(${(M)found:#*/})
    found=(${found:#*/})
    (( $#found )) && compadd -- $found
    (( $#folders )) && compadd -S '' -- $folders
}
if [[ $zsh_eval_context[-1] == loadautofunc ]]; then
    _coach "$@"
else
    compdef _coach coach
fi
