# bash completion for coach. coach answers Tab itself ('coach __complete LINE'), so this offers what coach's
# own shell offers: commands, options (a default subcommand's too), trackers, tags, areas and files.
_coach() {
    local line=${COMP_LINE:0:COMP_POINT}
    line=${line#*"${COMP_WORDS[0]}"}
    local IFS=$'\n' word candidate
    local -a found
    found=($("${COMP_WORDS[0]}" __complete "$line" 2>/dev/null))
    # bash splits words at : and = as well; it replaces only the part after the last of them.
    word=${COMP_WORDS[COMP_CWORD]}
    COMPREPLY=()
    for candidate in "${found[@]}"; do
        if [[ $word == [:=] ]]; then candidate=${candidate##*[:=]}; fi
        COMPREPLY+=("${candidate// /\\ }")
    done
    if [[ ${#COMPREPLY[@]} -eq 1 && ( ${COMPREPLY[0]} == */ || ${COMPREPLY[0]} == *= ) ]]; then compopt -o nospace 2>/dev/null; fi
}
complete -F _coach coach
