import Commands
import Core

/// Tab in bash, zsh and fish. The scripts in completions/ hand coach the line typed after `coach` up to the cursor
/// (`coach __complete 'breathe --c'`) and offer the words it prints, one a line; a folder ends in `/` and takes no
/// space after it. So they offer exactly what coach's own shell offers, from the same completion: every command and
/// option (a default subcommand's too: `breathe --cycles`), trackers, tags, areas and files.
enum ShellCompletion {
    /// The word that asks: not a command, so no line of a person's means it.
    static let request = "__complete"

    /// The candidates for `line`, the person's data read from `context`.
    static func candidates(for line: String, context: CommandContext) -> [String] {
        Completion.complete(
            line, root: CompletionShapes.oneShot,
            dynamic: { key, words in
                CompletionShapes.dynamicValues(key, words: Main.splitGlobalOptions(words).command, context: context)
            },
            paths: FilePaths.matching
        ).candidates
    }

    /// `coach --generate-completion-script SHELL`: the script completions/coach.SHELL holds; nil for another shell.
    static func script(for shell: String) -> String? {
        switch shell {
        case "bash": bash
        case "zsh": zsh
        case "fish": fish
        default: nil
        }
    }

    private static let bash = #"""
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

        """#

    private static let zsh = #"""
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

        """#

    private static let fish = #"""
        # fish completion for coach. coach answers Tab itself ('coach __complete LINE'), so this offers what coach's
        # own shell offers: commands, options (a default subcommand's too), trackers, tags, areas and files.
        function __coach_complete
            set -l program (commandline -opc)[1]
            $program __complete (string replace -r '^\s*\S+' '' -- (commandline -cp)) 2>/dev/null
        end
        complete -c coach -f -a '(__coach_complete)'

        """#
}
