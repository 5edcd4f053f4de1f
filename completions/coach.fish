# fish completion for coach. coach answers Tab itself ('coach __complete LINE'), so this offers what coach's
# own shell offers: commands, options (a default subcommand's too), trackers, tags, areas and files.
function __coach_complete
    set -l program (commandline -opc)[1]
    $program __complete (string replace -r '^\s*\S+' '' -- (commandline -cp)) 2>/dev/null
end
complete -c coach -f -a '(__coach_complete)'
