function __coach_should_offer_completions_for_flags_or_options -a expected_commands
    set -l non_repeating_flags_or_options $argv[2..]
    set -l non_repeating_flags_or_options_absent 0
    set -l positional_index 0
    set -l commands
    __coach_parse_tokens
    test "$commands" = "$expected_commands"; and return $non_repeating_flags_or_options_absent
end

function __coach_should_offer_completions_for_positional -a expected_commands positional_index_comparison expected_positional_index
    set -l non_repeating_flags_or_options
    set -l non_repeating_flags_or_options_absent 0
    set -l positional_index 0
    set -l commands
    __coach_parse_tokens
    test "$commands" = "$expected_commands" -a \( "$positional_index" "$positional_index_comparison" "$expected_positional_index" \)
end

function __coach_parse_tokens -S
    set -l unparsed_tokens (__coach_tokens -pc)
    switch $unparsed_tokens[1]
    case 'coach'
        __coach_parse_subcommand 0 'data-dir=' 'color=' 'bail' 'version' 'h/help'
        switch $unparsed_tokens[1]
        case 'breathe'
            __coach_parse_subcommand 0 'version' 'h/help'
            switch $unparsed_tokens[1]
            case 'start'
                __coach_parse_subcommand 1 'inhale=' 'hold=' 'exhale=' 'rest=' 'cycles=' 'minutes=' 'plain' 'bell' 'version' 'h/help'
            case 'list'
                __coach_parse_subcommand 0 'json' 'version' 'h/help'
            case 'save'
                __coach_parse_subcommand 1 'from=' 'inhale=' 'hold=' 'exhale=' 'rest=' 'version' 'h/help'
            case 'remove'
                __coach_parse_subcommand 1 'version' 'h/help'
            case 'stats'
                __coach_parse_subcommand 0 'days=' 'json' 'version' 'h/help'
            end
        case 'stopwatch'
            __coach_parse_subcommand 0 'version' 'h/help'
            switch $unparsed_tokens[1]
            case 'status'
                __coach_parse_subcommand 0 'json' 'version' 'h/help'
            case 'start'
                __coach_parse_subcommand 0 'version' 'h/help'
            case 'stop'
                __coach_parse_subcommand 0 'version' 'h/help'
            case 'reset'
                __coach_parse_subcommand 0 'version' 'h/help'
            case 'lap'
                __coach_parse_subcommand 0 'version' 'h/help'
            case 'laps'
                __coach_parse_subcommand 0 'sort=' 'json' 'version' 'h/help'
            case 'show'
                __coach_parse_subcommand 0 'version' 'h/help'
            case 'hide'
                __coach_parse_subcommand 0 'version' 'h/help'
            case 'watch'
                __coach_parse_subcommand 0 'version' 'h/help'
            end
        case 'timer'
            __coach_parse_subcommand 0 'version' 'h/help'
            switch $unparsed_tokens[1]
            case 'start'
                __coach_parse_subcommand -r 2 'version' 'h/help'
            case 'list'
                __coach_parse_subcommand 0 'json' 'version' 'h/help'
            case 'cancel'
                __coach_parse_subcommand 1 'version' 'h/help'
            end
        case 'calc'
            __coach_parse_subcommand -r 1 'fraction' 'digits=' 'json' 'version' 'h/help'
        case 'vars'
            __coach_parse_subcommand 0 'json' 'version' 'h/help'
        case 'formula'
            __coach_parse_subcommand 0 'version' 'h/help'
            switch $unparsed_tokens[1]
            case 'progress'
                __coach_parse_subcommand 0 'json' 'version' 'h/help'
            case 'list'
                __coach_parse_subcommand 1 'topic=' 'learned' 'unlearned' 'json' 'version' 'h/help'
            case 'show'
                __coach_parse_subcommand 1 'json' 'version' 'h/help'
            case 'search'
                __coach_parse_subcommand -r 1 'limit=' 'json' 'version' 'h/help'
            case 'learn'
                __coach_parse_subcommand -r 1 'version' 'h/help'
            case 'unlearn'
                __coach_parse_subcommand -r 1 'version' 'h/help'
            case 'solve'
                __coach_parse_subcommand -r 2 'json' 'version' 'h/help'
            case 'quiz'
                __coach_parse_subcommand 1 'count=' 'version' 'h/help'
            case 'add'
                __coach_parse_subcommand 2 'category=' 'topic=' 'about=' 'variable=+' 'id=' 'version' 'h/help'
            case 'edit'
                __coach_parse_subcommand 1 'name=' 'equation=' 'category=' 'topic=' 'about=' 'variable=+' 'version' 'h/help'
            case 'remove'
                __coach_parse_subcommand 1 'version' 'h/help'
            case 'stats'
                __coach_parse_subcommand 0 'weeks=' 'json' 'version' 'h/help'
            end
        case 'meal'
            __coach_parse_subcommand 0 'version' 'h/help'
            switch $unparsed_tokens[1]
            case 'list'
                __coach_parse_subcommand 1 'json' 'version' 'h/help'
            case 'add'
                __coach_parse_subcommand -r 1 'date=' 'time=' 'photo=' 'duplicate=' 'version' 'h/help'
            case 'edit'
                __coach_parse_subcommand -r 2 'name=' 'calories=' 'time=' 'date=' 'version' 'h/help'
            case 'delete'
                __coach_parse_subcommand 1 'date=' 'yes' 'version' 'h/help'
            case 'undo'
                __coach_parse_subcommand 0 'version' 'h/help'
            case 'history'
                __coach_parse_subcommand 0 'days=' 'json' 'version' 'h/help'
            case 'foods'
                __coach_parse_subcommand 0 'limit=' 'json' 'version' 'h/help'
            end
        case 'goal'
            __coach_parse_subcommand 0 'version' 'h/help'
            switch $unparsed_tokens[1]
            case 'show'
                __coach_parse_subcommand 0 'version' 'h/help'
            case 'calories'
                __coach_parse_subcommand 1 'version' 'h/help'
            case 'clear'
                __coach_parse_subcommand 1 'version' 'h/help'
            end
        case 'history'
            __coach_parse_subcommand 1 'clear' 'json' 'version' 'h/help'
        case 'clear'
            __coach_parse_subcommand 0 'version' 'h/help'
        case 'source'
            __coach_parse_subcommand 1 'version' 'h/help'
        case 'exit'
            __coach_parse_subcommand 1 'version' 'h/help'
        case 'help'
            __coach_parse_subcommand -r 1 'version'
        end
    end
end

function __coach_tokens
    if test (string split -m 1 -f 1 -- . "$FISH_VERSION") -gt 3
        commandline --tokens-raw $argv
    else
        commandline -o $argv
    end
end

function __coach_parse_subcommand -S -a positional_count
    argparse -s r -- $argv
    set -l option_specs $argv[2..]
    set -l is_repeating_positional $_flag_r
    set -el _flag_r
    set -a commands $unparsed_tokens[1]
    set positional_index 0
    while true
        set -e unparsed_tokens[1]
        argparse -sn "$commands" $option_specs -- $unparsed_tokens 2> /dev/null
        set unparsed_tokens $argv
        set positional_index (math $positional_index + 1)
        for non_repeating_flag_or_option in $non_repeating_flags_or_options
            if set -ql "_flag_$(string replace -a - _ -- $non_repeating_flag_or_option)"
                set non_repeating_flags_or_options_absent 1
                break
            end
        end
        test (count $unparsed_tokens) -eq 0 -o \( -z "$is_repeating_positional" -a "$positional_index" -gt "$positional_count" \) && break
    end
end

function __coach_complete_directories
    set -l token (commandline -t)
    string match -- '*/' $token
    set -l subdirs $token*/
    printf %s\n $subdirs
end

function __coach_custom_completion
    set -x SAP_SHELL fish
    set -x SAP_SHELL_VERSION $FISH_VERSION
    set -l tokens (__coach_tokens -p)
    if test -z "$(__coach_tokens -t)"
        set -l index (count (__coach_tokens -pc))
        set tokens $tokens[..$index] \'\' $tokens[(math $index + 1)..]
    end
    command $tokens[1] $argv $tokens
end

complete -c 'coach' -f
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach" data-dir' -l 'data-dir' -d 'Keep data in DIR (default: $COACH_HOME, $XDG_DATA_HOME/coach or ~/.local/share/coach).' -rfa '(__coach_complete_directories)'
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach" color' -l 'color' -d 'Colour output: auto (a terminal, NO_COLOR unset, TERM not dumb), always or never.' -rfka 'auto always never'
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach" bail' -l 'bail' -d 'Stop a piped script at its first failing line.'
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach" version' -l 'version' -d 'Show the version.'
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'coach' -n '__coach_should_offer_completions_for_positional "coach" -eq 1' -fa 'breathe' -d 'Guided breathing: an animated circle and timed prompts (calm, box, 4-7-8, …).'
complete -c 'coach' -n '__coach_should_offer_completions_for_positional "coach" -eq 1' -fa 'stopwatch' -d 'A stopwatch that keeps running across shells; shown in the prompt.'
complete -c 'coach' -n '__coach_should_offer_completions_for_positional "coach" -eq 1' -fa 'timer' -d 'Count down (5m, 90s, 1h30m) and ring the bell; the shell stays free meanwhile.'
complete -c 'coach' -n '__coach_should_offer_completions_for_positional "coach" -eq 1' -fa 'calc' -d 'Calculate exactly: 0.1 + 0.2 = 0.3, 30!, 1/3, sqrt(2), 200 + 10%; x = 3 keeps a value.'
complete -c 'coach' -n '__coach_should_offer_completions_for_positional "coach" -eq 1' -fa 'vars' -d 'List the calculator\'s variables (x = 3) and ans, the last result.'
complete -c 'coach' -n '__coach_should_offer_completions_for_positional "coach" -eq 1' -fa 'formula' -d 'Study formulas: browse, search, solve, mark learned, flashcards and progress.'
complete -c 'coach' -n '__coach_should_offer_completions_for_positional "coach" -eq 1' -fa 'meal' -d 'Log meals as \'Apple 52\': add, list, edit, delete, undo, history and your usual foods.'
complete -c 'coach' -n '__coach_should_offer_completions_for_positional "coach" -eq 1' -fa 'goal' -d 'Your daily goals: \'goal calories 2000\' or a preset (low, moderate, high, athletic); \'goal\' shows them.'
complete -c 'coach' -n '__coach_should_offer_completions_for_positional "coach" -eq 1' -fa 'history' -d 'List the lines you typed in the shell (Up and Ctrl-R recall them).'
complete -c 'coach' -n '__coach_should_offer_completions_for_positional "coach" -eq 1' -fa 'clear' -d 'Clear the screen.'
complete -c 'coach' -n '__coach_should_offer_completions_for_positional "coach" -eq 1' -fa 'source' -d 'Run the commands in a file, one per line (\'#\' starts a comment).'
complete -c 'coach' -n '__coach_should_offer_completions_for_positional "coach" -eq 1' -fa 'exit' -d 'Leave the shell (Ctrl-D does too).'
complete -c 'coach' -n '__coach_should_offer_completions_for_positional "coach" -eq 1' -fa 'help' -d 'Show subcommand help information.'
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach breathe" version' -l 'version' -d 'Show the version.'
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach breathe" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'coach' -n '__coach_should_offer_completions_for_positional "coach breathe" -eq 1' -fa 'start' -d 'Breathe a session (the default): \'breathe\', \'breathe box --cycles 3\', \'breathe --inhale 5 --exhale 7\'.'
complete -c 'coach' -n '__coach_should_offer_completions_for_positional "coach breathe" -eq 1' -fa 'list' -d 'Every technique with its pattern, pace and length.'
complete -c 'coach' -n '__coach_should_offer_completions_for_positional "coach breathe" -eq 1' -fa 'save' -d 'Keep a pattern under a name, e.g. \'breathe save evening --inhale 5 --exhale 8\'.'
complete -c 'coach' -n '__coach_should_offer_completions_for_positional "coach breathe" -eq 1' -fa 'remove' -d 'Forget a pattern you saved.'
complete -c 'coach' -n '__coach_should_offer_completions_for_positional "coach breathe" -eq 1' -fa 'stats' -d 'Your breathing: sessions, time, streaks, techniques and a chart of recent days.'
complete -c 'coach' -n '__coach_should_offer_completions_for_positional "coach breathe start" -eq 1' -fka '(__coach_custom_completion ---completion breathe start -- positional@0 (count (__coach_tokens -pc)) (__coach_tokens -tC))'
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach breathe start" inhale' -l 'inhale' -d 'Inhale seconds (2–12, in 0.5 s steps).' -rfka ''
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach breathe start" hold' -l 'hold' -d 'Hold after the inhale, seconds (0–10).' -rfka ''
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach breathe start" exhale' -l 'exhale' -d 'Exhale seconds (2–12).' -rfka ''
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach breathe start" rest' -l 'rest' -d 'Rest after the exhale, seconds (0–10).' -rfka ''
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach breathe start" cycles' -l 'cycles' -d 'How many breaths (1–100).' -rfka ''
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach breathe start" minutes' -l 'minutes' -d 'How long, in minutes (up to 60); rounded to whole cycles.' -rfka ''
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach breathe start" plain' -l 'plain' -d 'One line per phase even at a terminal (for screen readers).'
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach breathe start" bell' -l 'bell' -d 'Ring the terminal bell: once at each inhale, twice at each exhale.'
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach breathe start" version' -l 'version' -d 'Show the version.'
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach breathe start" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach breathe list" json' -l 'json' -d 'Print JSON.'
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach breathe list" version' -l 'version' -d 'Show the version.'
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach breathe list" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach breathe save" from' -l 'from' -d 'Start from this technique\'s pattern (default calm).' -rfka ''
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach breathe save" inhale' -l 'inhale' -d 'Inhale seconds (2–12, in 0.5 s steps).' -rfka ''
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach breathe save" hold' -l 'hold' -d 'Hold after the inhale, seconds (0–10).' -rfka ''
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach breathe save" exhale' -l 'exhale' -d 'Exhale seconds (2–12).' -rfka ''
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach breathe save" rest' -l 'rest' -d 'Rest after the exhale, seconds (0–10).' -rfka ''
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach breathe save" version' -l 'version' -d 'Show the version.'
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach breathe save" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'coach' -n '__coach_should_offer_completions_for_positional "coach breathe remove" -eq 1' -fka '(__coach_custom_completion ---completion breathe remove -- positional@0 (count (__coach_tokens -pc)) (__coach_tokens -tC))'
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach breathe remove" version' -l 'version' -d 'Show the version.'
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach breathe remove" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach breathe stats" days' -l 'days' -d 'Days in the chart (1–90).' -rfka ''
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach breathe stats" json' -l 'json' -d 'Print JSON.'
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach breathe stats" version' -l 'version' -d 'Show the version.'
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach breathe stats" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach stopwatch" version' -l 'version' -d 'Show the version.'
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach stopwatch" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'coach' -n '__coach_should_offer_completions_for_positional "coach stopwatch" -eq 1' -fa 'status' -d 'Show the elapsed time and whether it runs (the default).'
complete -c 'coach' -n '__coach_should_offer_completions_for_positional "coach stopwatch" -eq 1' -fa 'start' -d 'Start or resume counting.'
complete -c 'coach' -n '__coach_should_offer_completions_for_positional "coach stopwatch" -eq 1' -fa 'stop' -d 'Stop counting; the time is kept.'
complete -c 'coach' -n '__coach_should_offer_completions_for_positional "coach stopwatch" -eq 1' -fa 'reset' -d 'Back to 00:00:00 and no laps; a running stopwatch keeps running.'
complete -c 'coach' -n '__coach_should_offer_completions_for_positional "coach stopwatch" -eq 1' -fa 'lap' -d 'Record a lap while running.'
complete -c 'coach' -n '__coach_should_offer_completions_for_positional "coach stopwatch" -eq 1' -fa 'laps' -d 'List the laps since the last reset.'
complete -c 'coach' -n '__coach_should_offer_completions_for_positional "coach stopwatch" -eq 1' -fa 'show' -d 'Show the running time in the prompt.'
complete -c 'coach' -n '__coach_should_offer_completions_for_positional "coach stopwatch" -eq 1' -fa 'hide' -d 'Keep the time out of the prompt; it keeps counting.'
complete -c 'coach' -n '__coach_should_offer_completions_for_positional "coach stopwatch" -eq 1' -fa 'watch' -d 'Show the stopwatch live until a key is pressed (terminal only).'
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach stopwatch status" json' -l 'json' -d 'Print JSON.'
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach stopwatch status" version' -l 'version' -d 'Show the version.'
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach stopwatch status" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach stopwatch start" version' -l 'version' -d 'Show the version.'
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach stopwatch start" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach stopwatch stop" version' -l 'version' -d 'Show the version.'
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach stopwatch stop" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach stopwatch reset" version' -l 'version' -d 'Show the version.'
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach stopwatch reset" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach stopwatch lap" version' -l 'version' -d 'Show the version.'
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach stopwatch lap" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach stopwatch laps" sort' -l 'sort' -d 'List laps in the order run, or fastest or slowest first.' -rfka 'order fastest slowest'
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach stopwatch laps" json' -l 'json' -d 'Print JSON.'
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach stopwatch laps" version' -l 'version' -d 'Show the version.'
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach stopwatch laps" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach stopwatch show" version' -l 'version' -d 'Show the version.'
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach stopwatch show" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach stopwatch hide" version' -l 'version' -d 'Show the version.'
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach stopwatch hide" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach stopwatch watch" version' -l 'version' -d 'Show the version.'
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach stopwatch watch" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach timer" version' -l 'version' -d 'Show the version.'
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach timer" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'coach' -n '__coach_should_offer_completions_for_positional "coach timer" -eq 1' -fa 'start' -d 'Start a countdown, e.g. \'timer 5m tea\'. Without a length, list the running ones.'
complete -c 'coach' -n '__coach_should_offer_completions_for_positional "coach timer" -eq 1' -fa 'list' -d 'List the running countdowns.'
complete -c 'coach' -n '__coach_should_offer_completions_for_positional "coach timer" -eq 1' -fa 'cancel' -d 'Cancel a countdown by number, or all of them.'
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach timer start" version' -l 'version' -d 'Show the version.'
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach timer start" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach timer list" json' -l 'json' -d 'Print JSON.'
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach timer list" version' -l 'version' -d 'Show the version.'
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach timer list" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach timer cancel" version' -l 'version' -d 'Show the version.'
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach timer cancel" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach calc" fraction' -l 'fraction' -d 'Show an exact result as a fraction (1/3).'
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach calc" digits' -l 'digits' -d 'Significant digits for rounded results (1–100).' -rfka ''
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach calc" json' -l 'json' -d 'Print JSON: input, result, exact, fraction.'
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach calc" version' -l 'version' -d 'Show the version.'
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach calc" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach vars" json' -l 'json' -d 'Print JSON.'
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach vars" version' -l 'version' -d 'Show the version.'
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach vars" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach formula" version' -l 'version' -d 'Show the version.'
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach formula" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'coach' -n '__coach_should_offer_completions_for_positional "coach formula" -eq 1' -fa 'progress' -d 'Each category with learned / total and a progress bar (the default).'
complete -c 'coach' -n '__coach_should_offer_completions_for_positional "coach formula" -eq 1' -fa 'list' -d 'Formulas by category and topic; ✓ marks the learned ones.'
complete -c 'coach' -n '__coach_should_offer_completions_for_positional "coach formula" -eq 1' -fa 'show' -d 'One formula: equation, description, variables with units, example and your progress.'
complete -c 'coach' -n '__coach_should_offer_completions_for_positional "coach formula" -eq 1' -fa 'search' -d 'Find formulas by words: names, equations, what variables mean, descriptions; one typo per word is fine.'
complete -c 'coach' -n '__coach_should_offer_completions_for_positional "coach formula" -eq 1' -fa 'learn' -d 'Mark formulas as learned.'
complete -c 'coach' -n '__coach_should_offer_completions_for_positional "coach formula" -eq 1' -fa 'unlearn' -d 'Clear the learned mark of formulas.'
complete -c 'coach' -n '__coach_should_offer_completions_for_positional "coach formula" -eq 1' -fa 'solve' -d 'Give all values but one and get the missing one, e.g. \'formula solve kinetic-energy m=2 E=9\'.'
complete -c 'coach' -n '__coach_should_offer_completions_for_positional "coach formula" -eq 1' -fa 'quiz' -d 'Flashcards: recall each formula from its name, then grade yourself; due cards come first.'
complete -c 'coach' -n '__coach_should_offer_completions_for_positional "coach formula" -eq 1' -fa 'add' -d 'Add a formula of your own, e.g. formula add \'Spring force\' \'F = k*x\' --category physics --variable F:force:N.'
complete -c 'coach' -n '__coach_should_offer_completions_for_positional "coach formula" -eq 1' -fa 'edit' -d 'Change a formula you added: --name, --equation, --category, --topic, --about, --variable.'
complete -c 'coach' -n '__coach_should_offer_completions_for_positional "coach formula" -eq 1' -fa 'remove' -d 'Remove a formula you added (bundled ones stay).'
complete -c 'coach' -n '__coach_should_offer_completions_for_positional "coach formula" -eq 1' -fa 'stats' -d 'Formulas learned per week, reviews done and your streak of study days.'
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach formula progress" json' -l 'json' -d 'Print JSON.'
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach formula progress" version' -l 'version' -d 'Show the version.'
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach formula progress" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'coach' -n '__coach_should_offer_completions_for_positional "coach formula list" -eq 1' -fka 'mathematics physics chemistry'
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach formula list" topic' -l 'topic' -d 'Only this topic, e.g. geometry or \'gas laws\'.' -rfka ''
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach formula list" learned' -l 'learned' -d 'Only the formulas you have learned.'
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach formula list" unlearned' -l 'unlearned' -d 'Only the formulas you have not learned yet.'
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach formula list" json' -l 'json' -d 'Print JSON.'
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach formula list" version' -l 'version' -d 'Show the version.'
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach formula list" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'coach' -n '__coach_should_offer_completions_for_positional "coach formula show" -eq 1' -fka '(__coach_custom_completion ---completion formula show -- positional@0 (count (__coach_tokens -pc)) (__coach_tokens -tC))'
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach formula show" json' -l 'json' -d 'Print JSON.'
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach formula show" version' -l 'version' -d 'Show the version.'
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach formula show" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach formula search" limit' -l 'limit' -d 'Show at most this many (default 20).' -rfka ''
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach formula search" json' -l 'json' -d 'Print JSON.'
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach formula search" version' -l 'version' -d 'Show the version.'
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach formula search" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'coach' -n '__coach_should_offer_completions_for_positional "coach formula learn" -ge 1' -fka '(__coach_custom_completion ---completion formula learn -- positional@0 (count (__coach_tokens -pc)) (__coach_tokens -tC))'
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach formula learn" version' -l 'version' -d 'Show the version.'
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach formula learn" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'coach' -n '__coach_should_offer_completions_for_positional "coach formula unlearn" -ge 1' -fka '(__coach_custom_completion ---completion formula unlearn -- positional@0 (count (__coach_tokens -pc)) (__coach_tokens -tC))'
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach formula unlearn" version' -l 'version' -d 'Show the version.'
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach formula unlearn" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'coach' -n '__coach_should_offer_completions_for_positional "coach formula solve" -eq 1' -fka '(__coach_custom_completion ---completion formula solve -- positional@0 (count (__coach_tokens -pc)) (__coach_tokens -tC))'
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach formula solve" json' -l 'json' -d 'Print JSON.'
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach formula solve" version' -l 'version' -d 'Show the version.'
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach formula solve" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'coach' -n '__coach_should_offer_completions_for_positional "coach formula quiz" -eq 1' -fka 'mathematics physics chemistry'
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach formula quiz" count' -l 'count' -d 'Cards in this quiz (1–100).' -rfka ''
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach formula quiz" version' -l 'version' -d 'Show the version.'
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach formula quiz" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach formula add" category' -l 'category' -d 'mathematics, physics or chemistry.' -rfka 'mathematics physics chemistry'
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach formula add" topic' -l 'topic' -d 'A topic to group it under (default: My formulas).' -rfka ''
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach formula add" about' -l 'about' -d 'A sentence on what it says.' -rfka ''
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach formula add"' -l 'variable' -d 'Describe a variable as symbol:meaning:unit, e.g. \'F:force:N\'; repeat for each.' -rfka ''
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach formula add" id' -l 'id' -d 'The id (default: made from the name).' -rfka ''
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach formula add" version' -l 'version' -d 'Show the version.'
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach formula add" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'coach' -n '__coach_should_offer_completions_for_positional "coach formula edit" -eq 1' -fka '(__coach_custom_completion ---completion formula edit -- positional@0 (count (__coach_tokens -pc)) (__coach_tokens -tC))'
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach formula edit" name' -l 'name' -d 'A new name.' -rfka ''
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach formula edit" equation' -l 'equation' -d 'A new equation.' -rfka ''
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach formula edit" category' -l 'category' -d 'mathematics, physics or chemistry.' -rfka 'mathematics physics chemistry'
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach formula edit" topic' -l 'topic' -d 'A topic to group it under (default: My formulas).' -rfka ''
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach formula edit" about' -l 'about' -d 'A sentence on what it says.' -rfka ''
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach formula edit"' -l 'variable' -d 'Describe a variable as symbol:meaning:unit, e.g. \'F:force:N\'; repeat for each.' -rfka ''
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach formula edit" version' -l 'version' -d 'Show the version.'
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach formula edit" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'coach' -n '__coach_should_offer_completions_for_positional "coach formula remove" -eq 1' -fka '(__coach_custom_completion ---completion formula remove -- positional@0 (count (__coach_tokens -pc)) (__coach_tokens -tC))'
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach formula remove" version' -l 'version' -d 'Show the version.'
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach formula remove" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach formula stats" weeks' -l 'weeks' -d 'Weeks in the chart (1–52).' -rfka ''
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach formula stats" json' -l 'json' -d 'Print JSON.'
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach formula stats" version' -l 'version' -d 'Show the version.'
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach formula stats" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach meal" version' -l 'version' -d 'Show the version.'
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach meal" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'coach' -n '__coach_should_offer_completions_for_positional "coach meal" -eq 1' -fa 'list' -d 'A day\'s meals, numbered, with times, the total and progress to your goal (the default).'
complete -c 'coach' -n '__coach_should_offer_completions_for_positional "coach meal" -eq 1' -fa 'add' -d 'Log a meal: name then calories, e.g. \'meal add Apple 52\', \'meal add 2x Banana 105\', \'meal add Grilled Chicken 165 kcal\'.'
complete -c 'coach' -n '__coach_should_offer_completions_for_positional "coach meal" -eq 1' -fa 'edit' -d 'Change meal N of the day: \'meal edit 2 Banana 105\', or --name, --calories, --time.'
complete -c 'coach' -n '__coach_should_offer_completions_for_positional "coach meal" -eq 1' -fa 'delete' -d 'Delete meal N of the day; asks first (scripts pass --yes). \'meal undo\' brings it back.'
complete -c 'coach' -n '__coach_should_offer_completions_for_positional "coach meal" -eq 1' -fa 'undo' -d 'Revert the last add, edit or delete (once).'
complete -c 'coach' -n '__coach_should_offer_completions_for_positional "coach meal" -eq 1' -fa 'history' -d 'Daily totals as a bar chart with your goal line, the average and the days over the goal.'
complete -c 'coach' -n '__coach_should_offer_completions_for_positional "coach meal" -eq 1' -fa 'foods' -d 'The foods you log most (last year) with their usual calories; they complete with Tab after \'meal add\'.'
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach meal list" json' -l 'json' -d 'Print JSON.'
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach meal list" version' -l 'version' -d 'Show the version.'
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach meal list" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'coach' -n '__coach_should_offer_completions_for_positional "coach meal add" -ge 1' -fka '(__coach_custom_completion ---completion meal add -- positional@0 (count (__coach_tokens -pc)) (__coach_tokens -tC))'
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach meal add" date' -l 'date' -d 'today (the default), yesterday or YYYY-MM-DD.' -rfka ''
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach meal add" time' -l 'time' -d 'The time eaten, HH:MM (default now).' -rfka ''
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach meal add" photo' -l 'photo' -d 'A photo of the meal; it is copied into your data directory.' -rF
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach meal add" duplicate' -l 'duplicate' -d 'When the food is already logged that day: add another, replace it, or skip. Asked at a terminal; piped, the default is add.' -rfka 'add replace skip'
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach meal add" version' -l 'version' -d 'Show the version.'
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach meal add" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach meal edit" name' -l 'name' -d 'A new name, keeping the calories.' -rfka ''
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach meal edit" calories' -l 'calories' -d 'New calories per item, keeping the name.' -rfka ''
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach meal edit" time' -l 'time' -d 'A new time, HH:MM.' -rfka ''
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach meal edit" date' -l 'date' -d 'today (the default), yesterday or YYYY-MM-DD.' -rfka ''
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach meal edit" version' -l 'version' -d 'Show the version.'
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach meal edit" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach meal delete" date' -l 'date' -d 'today (the default), yesterday or YYYY-MM-DD.' -rfka ''
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach meal delete" yes' -l 'yes' -d 'Delete without asking.'
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach meal delete" version' -l 'version' -d 'Show the version.'
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach meal delete" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach meal undo" version' -l 'version' -d 'Show the version.'
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach meal undo" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach meal history" days' -l 'days' -d 'Days to show, ending today (default 7).' -rfka ''
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach meal history" json' -l 'json' -d 'Print JSON.'
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach meal history" version' -l 'version' -d 'Show the version.'
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach meal history" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach meal foods" limit' -l 'limit' -d 'Show at most this many (default 20).' -rfka ''
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach meal foods" json' -l 'json' -d 'Print JSON.'
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach meal foods" version' -l 'version' -d 'Show the version.'
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach meal foods" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach goal" version' -l 'version' -d 'Show the version.'
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach goal" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'coach' -n '__coach_should_offer_completions_for_positional "coach goal" -eq 1' -fa 'show' -d 'Every goal, and today\'s progress (the default).'
complete -c 'coach' -n '__coach_should_offer_completions_for_positional "coach goal" -eq 1' -fa 'calories' -d 'Set the daily calorie goal: 500 to 10,000 kcal, or low 1500, moderate 2000, high 2500, athletic 3000.'
complete -c 'coach' -n '__coach_should_offer_completions_for_positional "coach goal" -eq 1' -fa 'clear' -d 'Remove a goal: \'goal clear calories\'.'
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach goal show" version' -l 'version' -d 'Show the version.'
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach goal show" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'coach' -n '__coach_should_offer_completions_for_positional "coach goal calories" -eq 1' -fka 'low moderate high athletic'
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach goal calories" version' -l 'version' -d 'Show the version.'
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach goal calories" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'coach' -n '__coach_should_offer_completions_for_positional "coach goal clear" -eq 1' -fka 'calories'
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach goal clear" version' -l 'version' -d 'Show the version.'
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach goal clear" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach history" clear' -l 'clear' -d 'Forget the history.'
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach history" json' -l 'json' -d 'Print JSON.'
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach history" version' -l 'version' -d 'Show the version.'
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach history" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach clear" version' -l 'version' -d 'Show the version.'
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach clear" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'coach' -n '__coach_should_offer_completions_for_positional "coach source" -eq 1' -F
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach source" version' -l 'version' -d 'Show the version.'
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach source" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach exit" version' -l 'version' -d 'Show the version.'
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach exit" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'coach' -n '__coach_should_offer_completions_for_flags_or_options "coach help" version' -l 'version' -d 'Show the version.'
