#compdef coach

__coach_complete() {
    local -ar non_empty_completions=("${@:#(|:*)}")
    local -ar empty_completions=("${(M)@:#(|:*)}")
    _describe -V '' non_empty_completions -- empty_completions -P $'\'\''
}

__coach_custom_complete() {
    local -a completions
    completions=("${(@f)"$("${command_name}" "${@}" "${command_line[@]}")"}")
    if [[ "${#completions[@]}" -gt 1 ]]; then
        __coach_complete "${completions[@]:0:-1}"
    fi
}

__coach_cursor_index_in_current_word() {
    if [[ -z "${QIPREFIX}${IPREFIX}${PREFIX}" ]]; then
        printf 0
    else
        printf %s "${#${(z)LBUFFER}[-1]}"
    fi
}

_coach() {
    emulate -RL zsh -G
    setopt extendedglob nullglob numericglobsort
    unsetopt aliases banghist

    local -xr SAP_SHELL=zsh
    local -x SAP_SHELL_VERSION
    SAP_SHELL_VERSION="$(builtin emulate zsh -c 'printf %s "${ZSH_VERSION}"')"
    local -r SAP_SHELL_VERSION

    local context state state_descr line
    local -A opt_args

    local -r command_name="${words[1]}"
    local -ar command_line=("${words[@]}")
    local -ir current_word_index="$((CURRENT - 1))"

    local -i ret=1
    local -ar ___color=('auto' 'always' 'never')
    local -ar arg_specs=(
        '--data-dir[Keep data in DIR (default\: $COACH_HOME, $XDG_DATA_HOME/coach or ~/.local/share/coach).]:dir:_files -/'
        '--color[Colour output\: auto (a terminal, NO_COLOR unset, TERM not dumb), always or never.]:color:{__coach_complete "${___color[@]}"}'
        '--bail[Stop a piped script at its first failing line.]'
        '--version[Show the version.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
        '(-): :->command'
        '(-)*:: :->arg'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0
    case "${state}" in
    command)
        local -ar subcommands=(
            'today:The day on one screen: your check-in, each area against its goal with its streak, and what is still to do.'
            'checkin:Say how you are today (mood, energy, a note), then do what is left: a breath, the cards due, your meals.'
            'goal:Daily goals for every area: '\''goal breathing 10m'\'', '\''goal study 10'\'', '\''goal calories 2000'\'', '\''goal water 8'\''; '\''goal'\'' shows them.'
            'track:Your own trackers: '\''track add water --goal 8 --unit glasses'\'', then '\''track water'\'' (+1), '\''track water 3'\''; '\''track list'\''.'
            'streaks:Your current and longest streak and the strength of every area: water, stretching and your other trackers too.'
            'insights:Charts across the days: the week, month or year per area, a calendar, the time of day and mood beside each practice.'
            'remind:Reminders through the day, e.g. '\''remind add 11:00 breathe'\'' or '\''remind add every 2h 09:00-18:00 breathe "stand up"'\''.'
            'breathe:Guided breathing: an animated circle and timed prompts (calm, box, 4-7-8, …).'
            'relax:Visual relaxation: a fire to gaze at, turning mandalas, calm scenes and particles to push around.'
            'sound:Ocean waves or rain on their own (a sleep or focus aid): '\''sound ocean --minutes 20'\'', '\''sound test'\''.'
            'stopwatch:A stopwatch that keeps running across shells; shown in the prompt.'
            'timer:Count down (5m, 90s, 1h30m) and ring the bell; the shell stays free meanwhile.'
            'calc:Calculate exactly: 0.1 + 0.2 = 0.3, 30!, 1/3, sqrt(2), 200 + 10%; x = 3 keeps a value.'
            'vars:List the calculator'\''s variables (x = 3) and ans, the last result.'
            'formula:Study formulas: browse, search, solve, mark learned, flashcards and progress.'
            'meal:Log meals as '\''Apple 52'\'': add, list, edit, delete, undo, history and your usual foods.'
            'sights:An offline guide to Saransk: list, search (Russian or English), show, near, map, route, favourites, visits and levels.'
            'report:Write a month'\''s charts and tables as one self-contained HTML page; the browser'\''s Save as PDF prints it on A4.'
            'export:Write your logs as CSV or JSON files, one per area (breathing, meals, study, mood, sights, relax, trackers).'
            'backup:Save every file of the data directory into one backup file (a JSON bundle) that '\''restore'\'' reads.'
            'restore:Merge a backup made by '\''backup'\'' into the data directory: missing records are added, nothing is overwritten without --replace.'
            'sync:Keep one history across your machines through a git remote: ssh, a shared folder or any git host.'
            'history:List the lines you typed in the shell (Up and Ctrl-R recall them).'
            'clear:Clear the screen.'
            'source:Run the commands in a file, one per line ('\''#'\'' starts a comment).'
            'settings:Your defaults: the breathing technique, the bell, the sound, colour and the language of names. '\''settings set sound rain'\''.'
            'where:Where coach keeps your data, your history and your settings.'
            'exit:Leave the shell (Ctrl-D does too).'
            'help:Show subcommand help information.'
        )
        _describe -V subcommand subcommands && ret=0
        ;;
    arg)
        case "${words[1]}" in
        today|checkin|goal|track|streaks|insights|remind|breathe|relax|sound|stopwatch|timer|calc|vars|formula|meal|sights|report|export|backup|restore|sync|history|clear|source|settings|where|exit|help)
            "_coach_${words[1]}" && ret=0
            ;;
        esac
        ;;
    esac

    return "${ret}"
}

_coach_today() {
    local -i ret=1
    local -ar arg_specs=(
        '--date[today (the default), yesterday or YYYY-MM-DD.]:date:'
        '--json[Print JSON.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_coach_checkin() {
    local -i ret=1
    local -ar arg_specs=(
        '(-h --help)'{-h,--help}'[Show help information.]'
        '(-): :->command'
        '(-)*:: :->arg'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0
    case "${state}" in
    command)
        local -ar subcommands=(
            'now:Check in (the default): asked at a terminal, or given with --mood, --energy and --note.'
            'list:Your check-ins and rest days of the last N days (7 by default), with the streak.'
            'edit:Change a check-in: '\''checkin edit --mood 5'\'', '\''--note ""'\'' clears the note; today unless --date.'
            'delete:Delete a day'\''s check-in (today unless --date); asks first, scripts pass --yes.'
            'rest:Plan a rest day (today unless --date): streaks neither break nor grow on it. At most 2 in any 7 days.'
        )
        _describe -V subcommand subcommands && ret=0
        ;;
    arg)
        case "${words[1]}" in
        now|list|edit|delete|rest)
            "_coach_checkin_${words[1]}" && ret=0
            ;;
        esac
        ;;
    esac

    return "${ret}"
}

_coach_checkin_now() {
    local -i ret=1
    local -ar ___mood=('awful' 'bad' 'okay' 'good' 'great')
    local -ar ___energy=('drained' 'low' 'steady' 'lively' 'full')
    local -ar arg_specs=(
        '--mood[How you feel\: 1 awful, 2 bad, 3 okay, 4 good, 5 great (the word works too).]:1-5:{__coach_complete "${___mood[@]}"}'
        '--energy[Your energy\: 1 drained, 2 low, 3 steady, 4 lively, 5 full.]:1-5:{__coach_complete "${___energy[@]}"}'
        '--note[A line about your day (up to 500 characters).]:text:'
        '*--tag[Something you did today\: --tag walk --tag friends (repeat it; edit replaces them).]:tag:{__coach_custom_complete ---completion checkin now -- --tag "${current_word_index}" "$(__coach_cursor_index_in_current_word)"}'
        '--no-tags[Remove the tags (with '\''checkin edit'\'').]'
        '--date[today (the default), yesterday or YYYY-MM-DD.]:date:'
        '--replace[Replace a check-in already made that day without asking.]'
        '--cycles[Breaths in the breathing session offered (1–100); by default your goal'\''s remaining minutes.]:n:'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_coach_checkin_list() {
    local -i ret=1
    local -ar arg_specs=(
        '--days[How many days back, today included (1–3660).]:n:'
        '--json[Print JSON.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_coach_checkin_edit() {
    local -i ret=1
    local -ar ___mood=('awful' 'bad' 'okay' 'good' 'great')
    local -ar ___energy=('drained' 'low' 'steady' 'lively' 'full')
    local -ar arg_specs=(
        '--mood[How you feel\: 1 awful, 2 bad, 3 okay, 4 good, 5 great (the word works too).]:1-5:{__coach_complete "${___mood[@]}"}'
        '--energy[Your energy\: 1 drained, 2 low, 3 steady, 4 lively, 5 full.]:1-5:{__coach_complete "${___energy[@]}"}'
        '--note[A line about your day (up to 500 characters).]:text:'
        '*--tag[Something you did today\: --tag walk --tag friends (repeat it; edit replaces them).]:tag:{__coach_custom_complete ---completion checkin edit -- --tag "${current_word_index}" "$(__coach_cursor_index_in_current_word)"}'
        '--no-tags[Remove the tags (with '\''checkin edit'\'').]'
        '--date[today (the default), yesterday or YYYY-MM-DD.]:date:'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_coach_checkin_delete() {
    local -i ret=1
    local -ar arg_specs=(
        '--date[today (the default), yesterday or YYYY-MM-DD.]:date:'
        '--yes[Delete without asking.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_coach_checkin_rest() {
    local -i ret=1
    local -ar arg_specs=(
        '--date[today (the default), tomorrow or YYYY-MM-DD, up to a month ahead.]:date:'
        '--cancel[Take the rest day back.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_coach_goal() {
    local -i ret=1
    local -ar arg_specs=(
        '(-h --help)'{-h,--help}'[Show help information.]'
        '(-): :->command'
        '(-)*:: :->arg'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0
    case "${state}" in
    command)
        local -ar subcommands=(
            'show:Every goal and today'\''s progress (the default); '\''goal AREA VALUE'\'' sets one.'
            'clear:Remove a goal: '\''goal clear breathing'\'' (the check-in: turns it off).'
        )
        _describe -V subcommand subcommands && ret=0
        ;;
    arg)
        case "${words[1]}" in
        show|clear)
            "_coach_goal_${words[1]}" && ret=0
            ;;
        esac
        ;;
    esac

    return "${ret}"
}

_coach_goal_show() {
    local -i ret=1
    local -ar arg_specs=(
        ':area:{__coach_custom_complete ---completion goal show -- positional@0 "${current_word_index}" "$(__coach_cursor_index_in_current_word)"}'
        '*:goal:{__coach_custom_complete ---completion goal show -- positional@1 "${current_word_index}" "$(__coach_cursor_index_in_current_word)"}'
        '--json[Print JSON.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_coach_goal_clear() {
    local -i ret=1
    local -ar arg_specs=(
        ':area:{__coach_custom_complete ---completion goal clear -- positional@0 "${current_word_index}" "$(__coach_cursor_index_in_current_word)"}'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_coach_track() {
    local -i ret=1
    local -ar arg_specs=(
        '(-h --help)'{-h,--help}'[Show help information.]'
        '(-): :->command'
        '(-)*:: :->arg'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0
    case "${state}" in
    command)
        local -ar subcommands=(
            'log:Log a tracker (the default): '\''track water'\'' adds 1, '\''track water 3'\'', '\''track water --set 5'\'', '\''track weight 72.5'\'', '\''track stretch'\''.'
            'add:Add a tracker: '\''track add water --goal 8 --unit glasses'\'', '\''track add stretch'\'', '\''track add weight --unit kg --measure --at-most 80'\''.'
            'list:Your trackers: today'\''s value, goal, streak and strength.'
            'show:A tracker'\''s last days as bars with the goal line, its total, average, streak and strength.'
            'edit:Change a tracker'\''s goal or unit: '\''track edit water --goal 10'\'', '\''track edit stretch --per-week 3'\''.'
            'rename:Rename a tracker; its log and goal stay with it.'
            'remove:Stop tracking something (asks first); its log is kept, and '\''track add NAME'\'' brings it back.'
            'undo:Take back the last tracker entry logged here (once).'
        )
        _describe -V subcommand subcommands && ret=0
        ;;
    arg)
        case "${words[1]}" in
        log|add|list|show|edit|rename|remove|undo)
            "_coach_track_${words[1]}" && ret=0
            ;;
        esac
        ;;
    esac

    return "${ret}"
}

_coach_track_log() {
    local -i ret=1
    local -ar arg_specs=(
        ':tracker:{__coach_custom_complete ---completion track log -- positional@0 "${current_word_index}" "$(__coach_cursor_index_in_current_word)"}'
        ':amount:'
        '--set[Set the day'\''s count to N instead of adding.]:n:'
        '--date[today (the default), yesterday or YYYY-MM-DD.]:date:'
        '--time[The time, HH\:MM (default now).]:time:'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_coach_track_add() {
    local -i ret=1
    local -ar arg_specs=(
        ':name:'
        '--goal[A count'\''s daily goal.]:n:'
        '--unit[What it is counted or measured in\: glasses, min, kg.]:unit:'
        '--measure[A value a day, the last one counting (a weight), instead of a count.]'
        '--at-most[A measure'\''s goal\: at most N.]:n:'
        '--at-least[A measure'\''s goal\: at least N.]:n:'
        '--per-week[Days a week the goal asks for, 1 to 6 (default every day).]:n:'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_coach_track_list() {
    local -i ret=1
    local -ar arg_specs=(
        '--json[Print JSON.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_coach_track_show() {
    local -i ret=1
    local -ar arg_specs=(
        ':tracker:{__coach_custom_complete ---completion track show -- positional@0 "${current_word_index}" "$(__coach_cursor_index_in_current_word)"}'
        '--days[Days to show, ending today (default 14, at most 60).]:n:'
        '--json[Print JSON.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_coach_track_edit() {
    local -i ret=1
    local -ar arg_specs=(
        ':tracker:{__coach_custom_complete ---completion track edit -- positional@0 "${current_word_index}" "$(__coach_cursor_index_in_current_word)"}'
        '--goal[A count'\''s daily goal.]:n:'
        '--unit[What it is counted or measured in.]:unit:'
        '--at-most[A measure'\''s goal\: at most N.]:n:'
        '--at-least[A measure'\''s goal\: at least N.]:n:'
        '--per-week[Days a week the goal asks for, 1 to 6.]:n:'
        '--every-day[Ask for the goal every day again.]'
        '--no-goal[Remove the goal.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_coach_track_rename() {
    local -i ret=1
    local -ar arg_specs=(
        ':tracker:{__coach_custom_complete ---completion track rename -- positional@0 "${current_word_index}" "$(__coach_cursor_index_in_current_word)"}'
        ':new-name:'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_coach_track_remove() {
    local -i ret=1
    local -ar arg_specs=(
        ':tracker:{__coach_custom_complete ---completion track remove -- positional@0 "${current_word_index}" "$(__coach_cursor_index_in_current_word)"}'
        '--yes[Remove without asking.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_coach_track_undo() {
    local -i ret=1
    local -ar arg_specs=(
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_coach_streaks() {
    local -i ret=1
    local -ar arg_specs=(
        '--json[Print JSON.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_coach_insights() {
    local -i ret=1
    local -ar arg_specs=(
        '(-h --help)'{-h,--help}'[Show help information.]'
        '(-): :->command'
        '(-)*:: :->arg'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0
    case "${state}" in
    command)
        local -ar subcommands=(
            'week:The last 7 days per area: bars with your goal line, total, average, best day, goal-met days, streak.'
            'month:The last 30 days per area: bars with your goal line, total, average, best day, goal-met days, streak.'
            'year:The last 365 days per area: a bar a month with your goal line, total, average, best day, goal-met days, streak.'
            'calendar:A heat map of weeks × weekdays: each day shaded by how many of check-in, breathing, meals, study and your trackers it had.'
            'time:When in the day you breathe, study and eat (by hour), and which part of the day has your longest breathing sessions.'
            'mood:Average mood and energy on days with and without breathing, study, each tracker and each tag of your check-ins.'
        )
        _describe -V subcommand subcommands && ret=0
        ;;
    arg)
        case "${words[1]}" in
        week|month|year|calendar|time|mood)
            "_coach_insights_${words[1]}" && ret=0
            ;;
        esac
        ;;
    esac

    return "${ret}"
}

_coach_insights_week() {
    local -i ret=1
    local -ar arg_specs=(
        '--area[Only this area\: breathing, meals, study, mood, sights, relax or one of your trackers.]:area:{__coach_custom_complete ---completion insights week -- --area "${current_word_index}" "$(__coach_cursor_index_in_current_word)"}'
        '--json[Print JSON.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_coach_insights_month() {
    local -i ret=1
    local -ar arg_specs=(
        '--area[Only this area\: breathing, meals, study, mood, sights, relax or one of your trackers.]:area:{__coach_custom_complete ---completion insights month -- --area "${current_word_index}" "$(__coach_cursor_index_in_current_word)"}'
        '--json[Print JSON.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_coach_insights_year() {
    local -i ret=1
    local -ar arg_specs=(
        '--area[Only this area\: breathing, meals, study, mood, sights, relax or one of your trackers.]:area:{__coach_custom_complete ---completion insights year -- --area "${current_word_index}" "$(__coach_cursor_index_in_current_word)"}'
        '--json[Print JSON.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_coach_insights_calendar() {
    local -i ret=1
    local -ar arg_specs=(
        '--year[Show the last 53 weeks instead of 26.]'
        '--json[Print JSON.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_coach_insights_time() {
    local -i ret=1
    local -ar arg_specs=(
        '--days[Days to look back, ending today (default 90).]:n:'
        '--json[Print JSON.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_coach_insights_mood() {
    local -i ret=1
    local -ar arg_specs=(
        '--days[Days to look back, ending today (default 90).]:n:'
        '--json[Print JSON.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_coach_remind() {
    local -i ret=1
    local -ar arg_specs=(
        '(-h --help)'{-h,--help}'[Show help information.]'
        '(-): :->command'
        '(-)*:: :->arg'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0
    case "${state}" in
    command)
        local -ar subcommands=(
            'list:Your reminders with their next ring (the default).'
            'add:Add a reminder: '\''remind add 11:00 breathe'\'', '\''remind add 08:00 --weekdays checkin'\''.'
            'edit:Change a reminder'\''s time, days, command or note, keeping its number: '\''remind edit 2 09:00 --weekdays'\''.'
            'remove:Remove a reminder by its number ('\''remind list'\'' shows them).'
            'pause:Quiet every reminder for a while ('\''remind pause 1h'\''), or for the rest of today.'
            'resume:End a pause: reminders ring again.'
            'install:Show reminders as desktop notifications when no shell is open: a systemd user timer, or crontab lines.'
            'uninstall:Stop desktop notifications: disable the timer and remove the files '\''remind install'\'' wrote.'
            'fire:Show the reminders that are due as a desktop notification (what the timer runs).'
        )
        _describe -V subcommand subcommands && ret=0
        ;;
    arg)
        case "${words[1]}" in
        list|add|edit|remove|pause|resume|install|uninstall|fire)
            "_coach_remind_${words[1]}" && ret=0
            ;;
        esac
        ;;
    esac

    return "${ret}"
}

_coach_remind_list() {
    local -i ret=1
    local -ar arg_specs=(
        '--json[Print JSON.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_coach_remind_add() {
    local -i ret=1
    local -ar arg_specs=(
        '*:when what \[note\]:'
        '--weekdays[Ring Monday to Friday only.]'
        '--days[Ring on these days only\: mon,wed,fri, a range (mon-fri), weekdays or weekends.]:days:'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_coach_remind_edit() {
    local -i ret=1
    local -ar arg_specs=(
        ':id:'
        '*:when:'
        '--weekdays[Ring Monday to Friday only.]'
        '--days[Ring on these days only\: mon,wed,fri, a range (mon-fri), weekdays or weekends.]:days:'
        '--every-day[Ring on every day of the week again.]'
        '--what[The coach command it runs, e.g. "breathe box".]:command:'
        '--note[The words shown with it; "" for none.]:text:'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_coach_remind_remove() {
    local -i ret=1
    local -ar arg_specs=(
        ':id:'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_coach_remind_pause() {
    local -i ret=1
    local -ar arg_specs=(
        ':length:'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_coach_remind_resume() {
    local -i ret=1
    local -ar arg_specs=(
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_coach_remind_install() {
    local -i ret=1
    local -ar arg_specs=(
        '--cron[Print crontab lines instead of writing systemd units.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_coach_remind_uninstall() {
    local -i ret=1
    local -ar arg_specs=(
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_coach_remind_fire() {
    local -i ret=1
    local -ar arg_specs=(
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_coach_breathe() {
    local -i ret=1
    local -ar arg_specs=(
        '(-h --help)'{-h,--help}'[Show help information.]'
        '(-): :->command'
        '(-)*:: :->arg'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0
    case "${state}" in
    command)
        local -ar subcommands=(
            'start:Breathe a session (the default): '\''breathe'\'', '\''breathe box --cycles 3'\'', '\''breathe --inhale 5 --exhale 7'\''.'
            'list:Every technique with its pattern, pace and length.'
            'save:Keep a pattern under a name, e.g. '\''breathe save evening --inhale 5 --exhale 8 --sound rain'\''.'
            'remove:Forget a pattern you saved.'
            'stats:Your breathing: sessions, time, streaks, techniques and a chart of recent days.'
        )
        _describe -V subcommand subcommands && ret=0
        ;;
    arg)
        case "${words[1]}" in
        start|list|save|remove|stats)
            "_coach_breathe_${words[1]}" && ret=0
            ;;
        esac
        ;;
    esac

    return "${ret}"
}

_coach_breathe_start() {
    local -i ret=1
    local -ar ___sound=('ocean' 'rain' 'off')
    local -ar arg_specs=(
        ':technique:{__coach_custom_complete ---completion breathe start -- positional@0 "${current_word_index}" "$(__coach_cursor_index_in_current_word)"}'
        '--inhale[Inhale seconds (2–12, in 0.5 s steps).]:seconds:'
        '--hold[Hold after the inhale, seconds (0–10).]:seconds:'
        '--exhale[Exhale seconds (2–12).]:seconds:'
        '--rest[Hold empty\: a hold with empty lungs after the exhale (box breathing'\''s fourth side), seconds (0–10).]:seconds:'
        '--cycles[How many breaths (1–100).]:n:'
        '--minutes[How long, in minutes (up to 60); rounded to whole cycles.]:m:'
        '--until-stopped[Breathe until you stop (q, Esc or Ctrl-C) with no cycle or time limit; needs a terminal.]'
        '--plain[One line per phase even at a terminal (for screen readers).]'
        '--bell[Ring the terminal bell\: once at each inhale, twice at each exhale.]'
        '--sound[An ambience under the session\: ocean, rain or off (default\: the pattern'\''s, else the sound setting).]:sound:{__coach_complete "${___sound[@]}"}'
        '--cues[A rising tone at each inhale, a falling one at each exhale, a tick at holds\: breathe with eyes closed.]'
        '--volume[How loud, 0–100 (default 50).]:0-100:'
        '--sound-file[Write the sound to this WAV file instead of playing it.]:file:_files -g '\''*.wav'\'''
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_coach_breathe_list() {
    local -i ret=1
    local -ar arg_specs=(
        '--json[Print JSON.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_coach_breathe_save() {
    local -i ret=1
    local -ar ___sound=('ocean' 'rain' 'off')
    local -ar arg_specs=(
        ':name:'
        '--from[Start from this technique'\''s pattern (default calm).]:technique:'
        '--inhale[Inhale seconds (2–12, in 0.5 s steps).]:seconds:'
        '--hold[Hold after the inhale, seconds (0–10).]:seconds:'
        '--exhale[Exhale seconds (2–12).]:seconds:'
        '--rest[Hold empty\: a hold with empty lungs after the exhale (box breathing'\''s fourth side), seconds (0–10).]:seconds:'
        '--sound[The ambience it plays\: ocean, rain or off (default off).]:sound:{__coach_complete "${___sound[@]}"}'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_coach_breathe_remove() {
    local -i ret=1
    local -ar arg_specs=(
        ':technique:{__coach_custom_complete ---completion breathe remove -- positional@0 "${current_word_index}" "$(__coach_cursor_index_in_current_word)"}'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_coach_breathe_stats() {
    local -i ret=1
    local -ar arg_specs=(
        '--days[Days in the chart (1–90).]:n:'
        '--json[Print JSON.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_coach_relax() {
    local -i ret=1
    local -ar arg_specs=(
        '(-h --help)'{-h,--help}'[Show help information.]'
        '(-): :->command'
        '(-)*:: :->arg'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0
    case "${state}" in
    command)
        local -ar subcommands=(
            'fire:A fire to gaze at steadily (trataka); space lets it die down and kindles it again.'
            'mandala:A slowly turning, breathing mandala in braille dots; n shows the next, --breathe 4-6 breathes with you.'
            'scenes:A slideshow of calm scenes (sea at dusk, mountains, a forest, stars, rain on a lake, northern lights); ← → move.'
            'particles:Thousands of particles at rest; move the mouse through them (or the arrow keys) and they drift back.'
            'stats:Sessions and time for each visual practice, with mandalas and scenes seen and pushes given to the particles.'
        )
        _describe -V subcommand subcommands && ret=0
        ;;
    arg)
        case "${words[1]}" in
        fire|mandala|scenes|particles|stats)
            "_coach_relax_${words[1]}" && ret=0
            ;;
        esac
        ;;
    esac

    return "${ret}"
}

_coach_relax_fire() {
    local -i ret=1
    local -ar ___sound=('ocean' 'rain' 'off')
    local -ar arg_specs=(
        '--minutes[End after this many minutes (0.1–180); without it, until q, Esc or Ctrl-C.]:n:'
        '--fps[Frames a second (1–60).]:n:'
        '--speed[How fast things move, apart from the frame rate (0.25–4).]:x:'
        '--sound[An ambience under the session\: ocean, rain or off (default\: the pattern'\''s, else the sound setting).]:sound:{__coach_complete "${___sound[@]}"}'
        '--cues[A rising tone at each inhale, a falling one at each exhale, a tick at holds\: breathe with eyes closed.]'
        '--volume[How loud, 0–100 (default 50).]:0-100:'
        '--sound-file[Write the sound to this WAV file instead of playing it.]:file:_files -g '\''*.wav'\'''
        '--seed[Start the fire from this seed, to see the same flames again.]:n:'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_coach_relax_mandala() {
    local -i ret=1
    local -ar ___sound=('ocean' 'rain' 'off')
    local -ar arg_specs=(
        '--minutes[End after this many minutes (0.1–180); without it, until q, Esc or Ctrl-C.]:n:'
        '--fps[Frames a second (1–60).]:n:'
        '--speed[How fast things move, apart from the frame rate (0.25–4).]:x:'
        '--sound[An ambience under the session\: ocean, rain or off (default\: the pattern'\''s, else the sound setting).]:sound:{__coach_complete "${___sound[@]}"}'
        '--cues[A rising tone at each inhale, a falling one at each exhale, a tick at holds\: breathe with eyes closed.]'
        '--volume[How loud, 0–100 (default 50).]:0-100:'
        '--sound-file[Write the sound to this WAV file instead of playing it.]:file:_files -g '\''*.wav'\'''
        '--seed[The mandala'\''s seed, to see one again.]:n:'
        '--symmetry[How many times the pattern repeats round\: 8 or 12 (the seed chooses without it).]:n:'
        '--breathe[Breathe with it\: a pattern (4-6, 4-7-8, 4-4-4-4) or a technique (calm, box).]:pattern:'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_coach_relax_scenes() {
    local -i ret=1
    local -ar ___sound=('ocean' 'rain' 'off')
    local -ar arg_specs=(
        '--minutes[End after this many minutes (0.1–180); without it, until q, Esc or Ctrl-C.]:n:'
        '--fps[Frames a second (1–60).]:n:'
        '--speed[How fast things move, apart from the frame rate (0.25–4).]:x:'
        '--sound[An ambience under the session\: ocean, rain or off (default\: the pattern'\''s, else the sound setting).]:sound:{__coach_complete "${___sound[@]}"}'
        '--cues[A rising tone at each inhale, a falling one at each exhale, a tick at holds\: breathe with eyes closed.]'
        '--volume[How loud, 0–100 (default 50).]:0-100:'
        '--sound-file[Write the sound to this WAV file instead of playing it.]:file:_files -g '\''*.wav'\'''
        '--interval[How long each scene stays\: 20s, 1m or 1m30s (5 s to 10 min).]:time:'
        '--scene[The scene to start with\: its number (1–6) or part of its name.]:scene:'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_coach_relax_particles() {
    local -i ret=1
    local -ar ___sound=('ocean' 'rain' 'off')
    local -ar ___preset=('gentle' 'dynamic' 'fluid' 'bouncy')
    local -ar arg_specs=(
        '--minutes[End after this many minutes (0.1–180); without it, until q, Esc or Ctrl-C.]:n:'
        '--fps[Frames a second (1–60).]:n:'
        '--speed[How fast things move, apart from the frame rate (0.25–4).]:x:'
        '--sound[An ambience under the session\: ocean, rain or off (default\: the pattern'\''s, else the sound setting).]:sound:{__coach_complete "${___sound[@]}"}'
        '--cues[A rising tone at each inhale, a falling one at each exhale, a tick at holds\: breathe with eyes closed.]'
        '--volume[How loud, 0–100 (default 50).]:0-100:'
        '--sound-file[Write the sound to this WAV file instead of playing it.]:file:_files -g '\''*.wav'\'''
        '--preset[The feel\: gentle (the default), dynamic, fluid or bouncy.]:preset:{__coach_complete "${___preset[@]}"}'
        '--particles[How many particles (3000–6000).]:n:'
        '--radius[How far a push reaches, in points (20–200).]:pt:'
        '--strength[How hard it pushes (5–50).]:n:'
        '--friction[Speed kept each 1/60 s (0.5–0.99)\: lower settles sooner.]:n:'
        '--spring[Pull toward home each 1/60 s (0.01–0.2).]:n:'
        '--keys[Push with a cursor moved by the arrow keys, leaving the mouse to the terminal.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_coach_relax_stats() {
    local -i ret=1
    local -ar arg_specs=(
        '--days[Only the last N days, today included.]:n:'
        '--json[Print JSON.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_coach_sound() {
    local -i ret=1
    local -ar arg_specs=(
        '(-h --help)'{-h,--help}'[Show help information.]'
        '(-): :->command'
        '(-)*:: :->arg'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0
    case "${state}" in
    command)
        local -ar subcommands=(
            'ocean:Ocean waves: slow swells of brown and pink noise, never the same twice.'
            'rain:Rain: a soft hiss and drops falling at random.'
            'test:Play a short check (a rising tone, then a falling one) and name the device.'
        )
        _describe -V subcommand subcommands && ret=0
        ;;
    arg)
        case "${words[1]}" in
        ocean|rain|test)
            "_coach_sound_${words[1]}" && ret=0
            ;;
        esac
        ;;
    esac

    return "${ret}"
}

_coach_sound_ocean() {
    local -i ret=1
    local -ar arg_specs=(
        '--minutes[How long, in minutes (up to 720; default 20).]:m:'
        '--volume[How loud, 0–100 (default 50).]:0-100:'
        '--sound-file[Write the sound to this WAV file instead of playing it.]:file:_files -g '\''*.wav'\'''
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_coach_sound_rain() {
    local -i ret=1
    local -ar arg_specs=(
        '--minutes[How long, in minutes (up to 720; default 20).]:m:'
        '--volume[How loud, 0–100 (default 50).]:0-100:'
        '--sound-file[Write the sound to this WAV file instead of playing it.]:file:_files -g '\''*.wav'\'''
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_coach_sound_test() {
    local -i ret=1
    local -ar arg_specs=(
        '--volume[How loud, 0–100 (default 50).]:0-100:'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_coach_stopwatch() {
    local -i ret=1
    local -ar arg_specs=(
        '(-h --help)'{-h,--help}'[Show help information.]'
        '(-): :->command'
        '(-)*:: :->arg'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0
    case "${state}" in
    command)
        local -ar subcommands=(
            'status:Show the elapsed time and whether it runs (the default).'
            'start:Start or resume counting.'
            'stop:Stop counting; the time is kept.'
            'reset:Back to 00:00:00 and no laps; a running stopwatch keeps running.'
            'lap:Record a lap while running.'
            'laps:List the laps since the last reset.'
            'show:Show the running time in the prompt.'
            'hide:Keep the time out of the prompt; it keeps counting.'
            'watch:Show the stopwatch live until a key is pressed (terminal only).'
        )
        _describe -V subcommand subcommands && ret=0
        ;;
    arg)
        case "${words[1]}" in
        status|start|stop|reset|lap|laps|show|hide|watch)
            "_coach_stopwatch_${words[1]}" && ret=0
            ;;
        esac
        ;;
    esac

    return "${ret}"
}

_coach_stopwatch_status() {
    local -i ret=1
    local -ar arg_specs=(
        '--json[Print JSON.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_coach_stopwatch_start() {
    local -i ret=1
    local -ar arg_specs=(
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_coach_stopwatch_stop() {
    local -i ret=1
    local -ar arg_specs=(
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_coach_stopwatch_reset() {
    local -i ret=1
    local -ar arg_specs=(
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_coach_stopwatch_lap() {
    local -i ret=1
    local -ar arg_specs=(
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_coach_stopwatch_laps() {
    local -i ret=1
    local -ar ___sort=('order' 'fastest' 'slowest')
    local -ar arg_specs=(
        '--sort[List laps in the order run, or fastest or slowest first.]:sort:{__coach_complete "${___sort[@]}"}'
        '--json[Print JSON.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_coach_stopwatch_show() {
    local -i ret=1
    local -ar arg_specs=(
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_coach_stopwatch_hide() {
    local -i ret=1
    local -ar arg_specs=(
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_coach_stopwatch_watch() {
    local -i ret=1
    local -ar arg_specs=(
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_coach_timer() {
    local -i ret=1
    local -ar arg_specs=(
        '(-h --help)'{-h,--help}'[Show help information.]'
        '(-): :->command'
        '(-)*:: :->arg'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0
    case "${state}" in
    command)
        local -ar subcommands=(
            'start:Start a countdown, e.g. '\''timer 5m tea'\''. Without a length, list the running ones.'
            'list:List the running countdowns.'
            'cancel:Cancel a countdown by number, or all of them.'
        )
        _describe -V subcommand subcommands && ret=0
        ;;
    arg)
        case "${words[1]}" in
        start|list|cancel)
            "_coach_timer_${words[1]}" && ret=0
            ;;
        esac
        ;;
    esac

    return "${ret}"
}

_coach_timer_start() {
    local -i ret=1
    local -ar arg_specs=(
        ':length:'
        '*:label:'
        '--json[Print JSON.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_coach_timer_list() {
    local -i ret=1
    local -ar arg_specs=(
        '--json[Print JSON.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_coach_timer_cancel() {
    local -i ret=1
    local -ar arg_specs=(
        ':number:'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_coach_calc() {
    local -i ret=1
    local -ar arg_specs=(
        '--fraction[Show an exact result as a fraction (1/3).]'
        '--digits[Significant digits for rounded results (1–100).]:n:'
        '--json[Print JSON.]'
        '*:expression:'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_coach_vars() {
    local -i ret=1
    local -ar arg_specs=(
        '--json[Print JSON.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_coach_formula() {
    local -i ret=1
    local -ar arg_specs=(
        '(-h --help)'{-h,--help}'[Show help information.]'
        '(-): :->command'
        '(-)*:: :->arg'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0
    case "${state}" in
    command)
        local -ar subcommands=(
            'progress:Each category with learned / total and a progress bar (the default).'
            'list:Formulas by category and topic; ✓ marks the learned ones.'
            'show:One formula: equation, description, variables with units, example and your progress.'
            'search:Find formulas by words: names, equations, what variables mean, descriptions; one typo per word is fine.'
            'learn:Mark formulas as learned.'
            'unlearn:Clear the learned mark of formulas.'
            'solve:Give all values but one and get the missing one, e.g. '\''formula solve kinetic-energy m=2 E=9'\''.'
            'quiz:Flashcards: recall each formula from its name, then grade yourself; due cards come first.'
            'add:Add a formula of your own, e.g. formula add '\''Spring force'\'' '\''F = k*x'\'' --category physics --variable F:force:N.'
            'edit:Change a formula you added: --name, --equation, --category, --topic, --about, --variable.'
            'remove:Remove a formula you added (bundled ones stay).'
            'stats:Formulas learned per week, reviews done and your streak of study days.'
        )
        _describe -V subcommand subcommands && ret=0
        ;;
    arg)
        case "${words[1]}" in
        progress|list|show|search|learn|unlearn|solve|quiz|add|edit|remove|stats)
            "_coach_formula_${words[1]}" && ret=0
            ;;
        esac
        ;;
    esac

    return "${ret}"
}

_coach_formula_progress() {
    local -i ret=1
    local -ar arg_specs=(
        '--json[Print JSON.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_coach_formula_list() {
    local -i ret=1
    local -ar _category=('mathematics' 'physics' 'chemistry')
    local -ar ___lang=('en' 'ru')
    local -ar arg_specs=(
        ':category:{__coach_complete "${_category[@]}"}'
        '--topic[Only this topic, e.g. geometry or '\''gas laws'\''.]:topic:'
        '--learned[Only the formulas you have learned.]'
        '--unlearned[Only the formulas you have not learned yet.]'
        '--lang[Show names in en (English) or ru (Russian); the language setting by default.]:lang:{__coach_complete "${___lang[@]}"}'
        '--json[Print JSON.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_coach_formula_show() {
    local -i ret=1
    local -ar ___lang=('en' 'ru')
    local -ar arg_specs=(
        ':formula:{__coach_custom_complete ---completion formula show -- positional@0 "${current_word_index}" "$(__coach_cursor_index_in_current_word)"}'
        '--lang[Show names in en (English) or ru (Russian); the language setting by default.]:lang:{__coach_complete "${___lang[@]}"}'
        '--json[Print JSON.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_coach_formula_search() {
    local -i ret=1
    local -ar ___lang=('en' 'ru')
    local -ar arg_specs=(
        '*:text:'
        '--limit[Show at most this many (default 20).]:n:'
        '--lang[Show names in en (English) or ru (Russian); the language setting by default.]:lang:{__coach_complete "${___lang[@]}"}'
        '--json[Print JSON.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_coach_formula_learn() {
    local -i ret=1
    local -ar arg_specs=(
        '*:formula:{__coach_custom_complete ---completion formula learn -- positional@0 "${current_word_index}" "$(__coach_cursor_index_in_current_word)"}'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_coach_formula_unlearn() {
    local -i ret=1
    local -ar arg_specs=(
        '*:formula:{__coach_custom_complete ---completion formula unlearn -- positional@0 "${current_word_index}" "$(__coach_cursor_index_in_current_word)"}'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_coach_formula_solve() {
    local -i ret=1
    local -ar arg_specs=(
        ':formula:{__coach_custom_complete ---completion formula solve -- positional@0 "${current_word_index}" "$(__coach_cursor_index_in_current_word)"}'
        '*:value:'
        '--json[Print JSON.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_coach_formula_quiz() {
    local -i ret=1
    local -ar _category=('mathematics' 'physics' 'chemistry')
    local -ar ___lang=('en' 'ru')
    local -ar arg_specs=(
        ':category:{__coach_complete "${_category[@]}"}'
        '--count[Cards in this quiz (1–100).]:n:'
        '--lang[Show names in en (English) or ru (Russian); the language setting by default.]:lang:{__coach_complete "${___lang[@]}"}'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_coach_formula_add() {
    local -i ret=1
    local -ar ___category=('mathematics' 'physics' 'chemistry')
    local -ar arg_specs=(
        ':name:'
        ':equation:'
        '--category[mathematics, physics or chemistry.]:category:{__coach_complete "${___category[@]}"}'
        '--topic[A topic to group it under (default\: My formulas).]:topic:'
        '--about[A sentence on what it says.]:text:'
        '*--variable[Describe a variable as symbol\:meaning\:unit, e.g. '\''F\:force\:N'\''; repeat for each.]:symbol\:meaning\:unit:'
        '--id[The id (default\: made from the name).]:id:'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_coach_formula_edit() {
    local -i ret=1
    local -ar ___category=('mathematics' 'physics' 'chemistry')
    local -ar arg_specs=(
        ':formula:{__coach_custom_complete ---completion formula edit -- positional@0 "${current_word_index}" "$(__coach_cursor_index_in_current_word)"}'
        '--name[A new name.]:name:'
        '--equation[A new equation.]:equation:'
        '--category[mathematics, physics or chemistry.]:category:{__coach_complete "${___category[@]}"}'
        '--topic[A topic to group it under (default\: My formulas).]:topic:'
        '--about[A sentence on what it says.]:text:'
        '*--variable[Describe a variable as symbol\:meaning\:unit, e.g. '\''F\:force\:N'\''; repeat for each.]:symbol\:meaning\:unit:'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_coach_formula_remove() {
    local -i ret=1
    local -ar arg_specs=(
        ':formula:{__coach_custom_complete ---completion formula remove -- positional@0 "${current_word_index}" "$(__coach_cursor_index_in_current_word)"}'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_coach_formula_stats() {
    local -i ret=1
    local -ar arg_specs=(
        '--weeks[Weeks in the chart (1–52).]:n:'
        '--json[Print JSON.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_coach_meal() {
    local -i ret=1
    local -ar arg_specs=(
        '(-h --help)'{-h,--help}'[Show help information.]'
        '(-): :->command'
        '(-)*:: :->arg'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0
    case "${state}" in
    command)
        local -ar subcommands=(
            'list:A day'\''s meals, numbered, with times, the total and progress to your goal (the default).'
            'add:Log a meal: name then calories, e.g. '\''meal add Apple 52'\'', '\''meal add 2x Banana 105'\'', '\''meal add Grilled Chicken 165 kcal'\''.'
            'show:One meal of the day: its calories, time and photo'\''s path; --open opens the photo.'
            'edit:Change meal N of the day: '\''meal edit 2 Banana 105'\'', or --name, --calories, --time.'
            'delete:Delete meal N of the day; asks first (scripts pass --yes). '\''meal undo'\'' brings it back.'
            'undo:Revert the last add, edit or delete (once).'
            'history:Daily totals as a bar chart with your goal line, the average and the days over the goal.'
            'foods:The foods you log most (last year) with their usual calories; they complete with Tab after '\''meal add'\''.'
        )
        _describe -V subcommand subcommands && ret=0
        ;;
    arg)
        case "${words[1]}" in
        list|add|show|edit|delete|undo|history|foods)
            "_coach_meal_${words[1]}" && ret=0
            ;;
        esac
        ;;
    esac

    return "${ret}"
}

_coach_meal_list() {
    local -i ret=1
    local -ar arg_specs=(
        ':date:'
        '--json[Print JSON.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_coach_meal_add() {
    local -i ret=1
    local -ar ___duplicate=('add' 'replace' 'skip')
    local -ar arg_specs=(
        '*:food:{__coach_custom_complete ---completion meal add -- positional@0 "${current_word_index}" "$(__coach_cursor_index_in_current_word)"}'
        '--date[today (the default), yesterday or YYYY-MM-DD.]:date:'
        '--time[The time eaten, HH\:MM (default now).]:time:'
        '--photo[A photo of the meal; it is copied into your data directory.]:path:_files'
        '--duplicate[When the food is already logged that day\: add another, replace it, or skip. Asked at a terminal; piped, the default is add.]:duplicate:{__coach_complete "${___duplicate[@]}"}'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_coach_meal_show() {
    local -i ret=1
    local -ar arg_specs=(
        ':n:'
        '--open[Open the photo with the desktop'\''s opener (xdg-open).]'
        '--date[today (the default), yesterday or YYYY-MM-DD.]:date:'
        '--json[Print JSON.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_coach_meal_edit() {
    local -i ret=1
    local -ar arg_specs=(
        ':n:'
        '*:food:'
        '--name[A new name, keeping the calories.]:name:'
        '--calories[New calories per item, keeping the name.]:kcal:'
        '--time[A new time, HH\:MM.]:time:'
        '--date[today (the default), yesterday or YYYY-MM-DD.]:date:'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_coach_meal_delete() {
    local -i ret=1
    local -ar arg_specs=(
        ':n:'
        '--date[today (the default), yesterday or YYYY-MM-DD.]:date:'
        '--yes[Delete without asking.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_coach_meal_undo() {
    local -i ret=1
    local -ar arg_specs=(
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_coach_meal_history() {
    local -i ret=1
    local -ar arg_specs=(
        '--days[Days to show, ending today (default 7).]:n:'
        '--json[Print JSON.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_coach_meal_foods() {
    local -i ret=1
    local -ar arg_specs=(
        '--limit[Show at most this many (default 20).]:n:'
        '--json[Print JSON.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_coach_sights() {
    local -i ret=1
    local -ar arg_specs=(
        '(-h --help)'{-h,--help}'[Show help information.]'
        '(-): :->command'
        '(-)*:: :->arg'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0
    case "${state}" in
    command)
        local -ar subcommands=(
            'list:Every sight, or one category, by name, year or distance (the default).'
            'categories:The categories with how many sights each has.'
            'search:Find sights in Russian or English ('\''ushakov'\'', '\''собор'\'', '\''mordovia arna'\''); best first.'
            'show:A sight'\''s card: names, category, address, year, description, position, your note and visits, what is near.'
            'near:Sights nearest to a position (LAT,LON) or to a sight, with distance and compass direction.'
            'map:A map of the sights in the terminal (braille dots, numbered markers, a legend); scaled to the window.'
            'route:An order to visit sights that keeps the walk short, starting at the first; each leg and the total.'
            'fav:Mark a sight as a favourite.'
            'unfav:Remove a sight from your favourites.'
            'favs:Your favourite sights.'
            'note:Keep a private note on a sight; '\''sights note ID'\'' with no text removes it.'
            'visit:Mark a sight visited (today, or --date): 100 XP for a first visit, 10 for a return on another day.'
            'profile:Your explorer profile: level and XP, achievements, and the visits so far.'
            'import:Add places from a GeoJSON file (Point features with a name) or a CSV with the bundled columns; all or nothing.'
            'remove-imported:Remove every place you imported (the bundled sights stay).'
        )
        _describe -V subcommand subcommands && ret=0
        ;;
    arg)
        case "${words[1]}" in
        list|categories|search|show|near|map|route|fav|unfav|favs|note|visit|profile|import|remove-imported)
            "_coach_sights_${words[1]}" && ret=0
            ;;
        esac
        ;;
    esac

    return "${ret}"
}

_coach_sights_list() {
    local -i ret=1
    local -ar ___category=('architecture' 'education' 'monument' 'museum' 'park' 'religious' 'sport' 'square' 'theatre' 'transport' 'other')
    local -ar ___sort=('name' 'year' 'distance')
    local -ar ___lang=('en' 'ru')
    local -ar arg_specs=(
        '--category[Only this category (museum, theatre, park, …).]:category:{__coach_complete "${___category[@]}"}'
        '--sort[name (default), year, or distance (from --near).]:order:{__coach_complete "${___sort[@]}"}'
        '--near[Measure distances from LAT,LON or a sight'\''s id.]:place:'
        '--lang[Show names in en (English) or ru (Russian); the language setting by default.]:lang:{__coach_complete "${___lang[@]}"}'
        '--json[Print JSON.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_coach_sights_categories() {
    local -i ret=1
    local -ar arg_specs=(
        '--json[Print JSON.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_coach_sights_search() {
    local -i ret=1
    local -ar ___lang=('en' 'ru')
    local -ar arg_specs=(
        '*:text:'
        '--limit[Show at most this many (default 20).]:n:'
        '--lang[Show names in en (English) or ru (Russian); the language setting by default.]:lang:{__coach_complete "${___lang[@]}"}'
        '--json[Print JSON.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_coach_sights_show() {
    local -i ret=1
    local -ar arg_specs=(
        '*:sight:{__coach_custom_complete ---completion sights show -- positional@0 "${current_word_index}" "$(__coach_cursor_index_in_current_word)"}'
        '--json[Print JSON.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_coach_sights_near() {
    local -i ret=1
    local -ar ___lang=('en' 'ru')
    local -ar arg_specs=(
        ':place:{__coach_custom_complete ---completion sights near -- positional@0 "${current_word_index}" "$(__coach_cursor_index_in_current_word)"}'
        '--radius[Only within this distance, e.g. 800m or 1.5km.]:distance:'
        '--limit[Show at most this many (default 10).]:n:'
        '--lang[Show names in en (English) or ru (Russian); the language setting by default.]:lang:{__coach_complete "${___lang[@]}"}'
        '--json[Print JSON.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_coach_sights_map() {
    local -i ret=1
    local -ar ___category=('architecture' 'education' 'monument' 'museum' 'park' 'religious' 'sport' 'square' 'theatre' 'transport' 'other')
    local -ar arg_specs=(
        '--category[Only this category.]:category:{__coach_complete "${___category[@]}"}'
        '--width[Columns (default\: the window'\''s width, else 72).]:n:'
        '--height[Rows (default\: fits the window, else 24).]:n:'
        '--all[Draw every sight, also those far out of town (the map frames the city by default).]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_coach_sights_route() {
    local -i ret=1
    local -ar arg_specs=(
        '*:sight:{__coach_custom_complete ---completion sights route -- positional@0 "${current_word_index}" "$(__coach_cursor_index_in_current_word)"}'
        '--json[Print JSON.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_coach_sights_fav() {
    local -i ret=1
    local -ar arg_specs=(
        '*:sight:{__coach_custom_complete ---completion sights fav -- positional@0 "${current_word_index}" "$(__coach_cursor_index_in_current_word)"}'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_coach_sights_unfav() {
    local -i ret=1
    local -ar arg_specs=(
        '*:sight:{__coach_custom_complete ---completion sights unfav -- positional@0 "${current_word_index}" "$(__coach_cursor_index_in_current_word)"}'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_coach_sights_favs() {
    local -i ret=1
    local -ar ___lang=('en' 'ru')
    local -ar arg_specs=(
        '--lang[Show names in en (English) or ru (Russian); the language setting by default.]:lang:{__coach_complete "${___lang[@]}"}'
        '--json[Print JSON.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_coach_sights_note() {
    local -i ret=1
    local -ar arg_specs=(
        ':sight:{__coach_custom_complete ---completion sights note -- positional@0 "${current_word_index}" "$(__coach_cursor_index_in_current_word)"}'
        '*:text:'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_coach_sights_visit() {
    local -i ret=1
    local -ar arg_specs=(
        '*:sight:{__coach_custom_complete ---completion sights visit -- positional@0 "${current_word_index}" "$(__coach_cursor_index_in_current_word)"}'
        '--date[today (the default), yesterday or YYYY-MM-DD.]:date:'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_coach_sights_profile() {
    local -i ret=1
    local -ar arg_specs=(
        '--json[Print JSON.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_coach_sights_import() {
    local -i ret=1
    local -ar arg_specs=(
        ':file:_files'
        '--json[Print JSON.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_coach_sights_remove-imported() {
    local -i ret=1
    local -ar arg_specs=(
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_coach_report() {
    local -i ret=1
    local -ar arg_specs=(
        '--month[The month, YYYY-MM (default\: this month).]:month:'
        '--output[The file to write (default coach-report-YYYY-MM.html).]:file:_files -g '\''*.html'\'''
        '--force[Overwrite the file if it exists.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_coach_export() {
    local -i ret=1
    local -ar ___format=('csv' 'json')
    local -ar arg_specs=(
        '--format[csv (the default) or json.]:format:{__coach_complete "${___format[@]}"}'
        '--area[Only this area\: breathing, meals, study, mood, sights, relax or one of your trackers.]:area:{__coach_custom_complete ---completion export -- --area "${current_word_index}" "$(__coach_cursor_index_in_current_word)"}'
        '--from[The first day to export (YYYY-MM-DD, today, yesterday).]:date:'
        '--to[The last day to export.]:date:'
        '--output[The folder to write into, or - for standard output (default coach-export).]:dir:_files -/'
        '--force[Overwrite files that exist.]'
        '--raw[Write CSV cells byte for byte, without the '\'' that keeps a spreadsheet from reading text as a formula.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_coach_backup() {
    local -i ret=1
    local -ar arg_specs=(
        ':file:_files'
        '--force[Overwrite the file if it exists.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_coach_restore() {
    local -i ret=1
    local -ar arg_specs=(
        ':file:_files'
        '--replace[Where the backup and the data differ, take the backup'\''s side.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_coach_sync() {
    local -i ret=1
    local -ar arg_specs=(
        '(-h --help)'{-h,--help}'[Show help information.]'
        '(-): :->command'
        '(-)*:: :->arg'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0
    case "${state}" in
    command)
        local -ar subcommands=(
            'now:Sync now (the same as plain '\''sync'\''): commit this machine'\''s changes, fetch, fold in the others'\'', push.'
            'init:Make this data directory a sync replica, optionally syncing with REMOTE at once.'
            'clone:Start this machine from a remote that another machine made with '\''sync init REMOTE'\''.'
            'status:Show the remote, the last sync, what waits to be sent and received, and records edited on two machines at once.'
            'auto:Sync in the background after each change made in the interactive shell (on), or only when asked (off).'
            'remote:Set or change the git remote this replica syncs with; it is reached first, to check it.'
            'rename:Give this machine another name in the replica, as a copied data directory must before it syncs.'
            'rebuild:Rebuild a damaged document from the changes your machines synced, keeping the damaged file aside.'
        )
        _describe -V subcommand subcommands && ret=0
        ;;
    arg)
        case "${words[1]}" in
        now|init|clone|status|auto|remote|rename|rebuild)
            "_coach_sync_${words[1]}" && ret=0
            ;;
        esac
        ;;
    esac

    return "${ret}"
}

_coach_sync_now() {
    local -i ret=1
    local -ar arg_specs=(
        '(--quiet -q)'{--quiet,-q}'[Print nothing when the sync succeeds.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_coach_sync_init() {
    local -i ret=1
    local -ar arg_specs=(
        ':remote:'
        '--machine[This machine'\''s name in the replica (lower-case letters, digits, dashes); default\: its host name and four random digits.]:name:'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_coach_sync_clone() {
    local -i ret=1
    local -ar arg_specs=(
        ':remote:'
        '--machine[This machine'\''s name in the replica (lower-case letters, digits, dashes); default\: its host name and four random digits.]:name:'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_coach_sync_status() {
    local -i ret=1
    local -ar arg_specs=(
        '--json[Print JSON.]'
        '--forget-clashes[Forget the clashes, skipped files and restored records listed so far (after you had a look).]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_coach_sync_auto() {
    local -i ret=1
    local -ar _setting=('on' 'off')
    local -ar arg_specs=(
        ':setting:{__coach_complete "${_setting[@]}"}'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_coach_sync_remote() {
    local -i ret=1
    local -ar arg_specs=(
        ':remote:'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_coach_sync_rename() {
    local -i ret=1
    local -ar arg_specs=(
        ':new-name:'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_coach_sync_rebuild() {
    local -i ret=1
    local -ar arg_specs=(
        ':path:'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_coach_history() {
    local -i ret=1
    local -ar arg_specs=(
        ':count:'
        '--clear[Forget the history.]'
        '--json[Print JSON.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_coach_clear() {
    local -i ret=1
    local -ar arg_specs=(
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_coach_source() {
    local -i ret=1
    local -ar arg_specs=(
        ':file:_files'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_coach_settings() {
    local -i ret=1
    local -ar arg_specs=(
        '(-h --help)'{-h,--help}'[Show help information.]'
        '(-): :->command'
        '(-)*:: :->arg'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0
    case "${state}" in
    command)
        local -ar subcommands=(
            'show:Every setting with its value (the default).'
            'set:Change a setting: '\''settings set technique box'\''.'
            'reset:Put a setting back to its default: '\''settings reset bell'\''.'
        )
        _describe -V subcommand subcommands && ret=0
        ;;
    arg)
        case "${words[1]}" in
        show|set|reset)
            "_coach_settings_${words[1]}" && ret=0
            ;;
        esac
        ;;
    esac

    return "${ret}"
}

_coach_settings_show() {
    local -i ret=1
    local -ar arg_specs=(
        '--json[Print JSON.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_coach_settings_set() {
    local -i ret=1
    local -ar _key=('technique' 'bell' 'sound' 'color' 'language')
    local -ar arg_specs=(
        ':key:{__coach_complete "${_key[@]}"}'
        ':value:'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_coach_settings_reset() {
    local -i ret=1
    local -ar _key=('technique' 'bell' 'sound' 'color' 'language')
    local -ar arg_specs=(
        ':key:{__coach_complete "${_key[@]}"}'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_coach_where() {
    local -i ret=1
    local -ar arg_specs=(
        '--json[Print JSON.]'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_coach_exit() {
    local -i ret=1
    local -ar arg_specs=(
        ':status:'
        '(-h --help)'{-h,--help}'[Show help information.]'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

_coach_help() {
    local -i ret=1
    local -ar arg_specs=(
        '*:subcommands:'
    )
    _arguments -w -s -S : "${arg_specs[@]}" && ret=0

    return "${ret}"
}

if [[ "${funcstack[1]}" = _coach ]]; then
    _coach "${@}"
else
    compdef _coach coach
fi
