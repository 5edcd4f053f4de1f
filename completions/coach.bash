#!/bin/bash

__coach_cursor_index_in_current_word() {
    local remaining="${COMP_LINE}"

    local word
    for word in "${COMP_WORDS[@]::COMP_CWORD}"; do
        remaining="${remaining##*([[:space:]])"${word}"*([[:space:]])}"
    done

    local -ir index="$((COMP_POINT - ${#COMP_LINE} + ${#remaining}))"
    if [[ "${index}" -le 0 ]]; then
        printf 0
    else
        printf %s "${index}"
    fi
}

# positional arguments:
#
# - 1: the current (sub)command's count of positional arguments
#
# required variables:
#
# - repeating_flags: the repeating flags that the current (sub)command can accept
# - non_repeating_flags: the non-repeating flags that the current (sub)command can accept
# - repeating_options: the repeating options that the current (sub)command can accept
# - non_repeating_options: the non-repeating options that the current (sub)command can accept
# - positional_number: value ignored
# - unparsed_words: unparsed words from the current command line
#
# modified variables:
#
# - non_repeating_flags: remove flags for this (sub)command that are already on the command line
# - non_repeating_options: remove options for this (sub)command that are already on the command line
# - positional_number: set to the current positional number
# - unparsed_words: remove all flags, options, and option values for this (sub)command
__coach_offer_flags_options() {
    local -ir positional_count="${1}"
    positional_number=0

    local was_flag_option_terminator_seen=false
    local is_parsing_option_value=false

    local -ar unparsed_word_indices=("${!unparsed_words[@]}")
    local -i word_index
    for word_index in "${unparsed_word_indices[@]}"; do
        if "${is_parsing_option_value}"; then
            # This word is an option value:
            # Reset marker for next word iff not currently the last word
            [[ "${word_index}" -ne "${unparsed_word_indices[${#unparsed_word_indices[@]} - 1]}" ]] && is_parsing_option_value=false
            unset "unparsed_words[${word_index}]"
            # Do not process this word as a flag or an option
            continue
        fi

        local word="${unparsed_words["${word_index}"]}"
        if ! "${was_flag_option_terminator_seen}"; then
            case "${word}" in
            --)
                unset "unparsed_words[${word_index}]"
                # by itself -- is a flag/option terminator, but if it is the last word, it is the start of a completion
                if [[ "${word_index}" -ne "${unparsed_word_indices[${#unparsed_word_indices[@]} - 1]}" ]]; then
                    was_flag_option_terminator_seen=true
                fi
                continue
                ;;
            -*)
                # ${word} is a flag or an option
                # If ${word} is an option, mark that the next word to be parsed is an option value
                local option
                for option in "${repeating_options[@]}" "${non_repeating_options[@]}"; do
                    [[ "${word}" = "${option}" ]] && is_parsing_option_value=true && break
                done

                # Remove ${word} from ${non_repeating_flags} or ${non_repeating_options} so it isn't offered again
                local not_found=true
                local -i index
                for index in "${!non_repeating_flags[@]}"; do
                    if [[ "${non_repeating_flags[${index}]}" = "${word}" ]]; then
                        unset "non_repeating_flags[${index}]"
                        non_repeating_flags=("${non_repeating_flags[@]}")
                        not_found=false
                        break
                    fi
                done
                if "${not_found}"; then
                    for index in "${!non_repeating_flags[@]}"; do
                        if [[ "${non_repeating_flags[${index}]}" = "${word}" ]]; then
                            unset "non_repeating_flags[${index}]"
                            non_repeating_flags=("${non_repeating_flags[@]}")
                            break
                        fi
                    done
                fi
                unset "unparsed_words[${word_index}]"
                continue
                ;;
            esac
        fi

        # ${word} is neither a flag, nor an option, nor an option value
        if [[ "${positional_number}" -lt "${positional_count}" || "${positional_count}" -lt 0 ]]; then
            # ${word} is a positional
            ((positional_number++))
            unset "unparsed_words[${word_index}]"
        else
            if [[ -z "${word}" ]]; then
                # Could be completing a flag, option, or subcommand
                positional_number=-1
            else
                # ${word} is a subcommand or invalid, so stop processing this (sub)command
                positional_number=-2
            fi
            break
        fi
    done

    unparsed_words=("${unparsed_words[@]}")

    if\
        ! "${was_flag_option_terminator_seen}"\
        && ! "${is_parsing_option_value}"\
        && [[ ("${cur}" = -* && "${positional_number}" -ge 0) || "${positional_number}" -eq -1 ]]
    then
        COMPREPLY+=($(compgen -W "${repeating_flags[*]} ${non_repeating_flags[*]} ${repeating_options[*]} ${non_repeating_options[*]}" -- "${cur}"))
    fi
}

__coach_add_completions() {
    local completion
    while IFS='' read -r completion; do
        COMPREPLY+=("${completion}")
    done < <(IFS=$'\n' compgen "${@}" -- "${cur}")
}

__coach_custom_complete() {
    if [[ -n "${cur}" || -z ${COMP_WORDS[${COMP_CWORD}]} || "${COMP_LINE:${COMP_POINT}:1}" != ' ' ]]; then
        local -ar words=("${COMP_WORDS[@]}")
    else
        local -ar words=("${COMP_WORDS[@]::${COMP_CWORD}}" '' "${COMP_WORDS[@]:${COMP_CWORD}}")
    fi

    "${COMP_WORDS[0]}" "${@}" "${words[@]}"
}

_coach() {
    local state
    state="$(shopt -p;shopt -po)"
    trap "${state//$'\n'/;}" RETURN
    shopt -s extglob
    set +o history +o posix

    local -xr SAP_SHELL=bash
    local -x SAP_SHELL_VERSION
    SAP_SHELL_VERSION="$(IFS='.';printf %s "${BASH_VERSINFO[*]}")"
    local -r SAP_SHELL_VERSION

    local -r cur="${2}"
    local -r prev="${3}"

    local -i positional_number
    local -a unparsed_words=("${COMP_WORDS[@]:1:${COMP_CWORD}}")

    local -a repeating_flags=()
    local -a non_repeating_flags=(--bail --version -h --help)
    local -a repeating_options=()
    local -a non_repeating_options=(--data-dir --color)
    __coach_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--data-dir')
        __coach_add_completions -d
        return
        ;;
    '--color')
        __coach_add_completions -W 'auto'$'\n''always'$'\n''never'
        return
        ;;
    esac

    # Offer subcommand / subcommand argument completions
    local -r subcommand="${unparsed_words[0]}"
    unset 'unparsed_words[0]'
    unparsed_words=("${unparsed_words[@]}")
    case "${subcommand}" in
    today|checkin|goal|track|streaks|insights|remind|breathe|relax|sound|stopwatch|timer|calc|vars|formula|meal|sights|report|export|backup|restore|sync|history|clear|source|settings|where|exit|help)
        # Offer subcommand argument completions
        "_coach_${subcommand}"
        ;;
    *)
        # Offer subcommand completions
        COMPREPLY+=($(compgen -W 'today checkin goal track streaks insights remind breathe relax sound stopwatch timer calc vars formula meal sights report export backup restore sync history clear source settings where exit help' -- "${cur}"))
        ;;
    esac
}

_coach_today() {
    repeating_flags=()
    non_repeating_flags=(--json -h --help)
    repeating_options=()
    non_repeating_options=(--date)
    __coach_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--date')
        return
        ;;
    esac
}

_coach_checkin() {
    repeating_flags=()
    non_repeating_flags=(-h --help)
    repeating_options=()
    non_repeating_options=()
    __coach_offer_flags_options 0

    # Offer subcommand / subcommand argument completions
    local -r subcommand="${unparsed_words[0]}"
    unset 'unparsed_words[0]'
    unparsed_words=("${unparsed_words[@]}")
    case "${subcommand}" in
    now|list|edit|delete|rest)
        # Offer subcommand argument completions
        "_coach_checkin_${subcommand}"
        ;;
    *)
        # Offer subcommand completions
        COMPREPLY+=($(compgen -W 'now list edit delete rest' -- "${cur}"))
        ;;
    esac
}

_coach_checkin_now() {
    repeating_flags=()
    non_repeating_flags=(--no-tags --replace -h --help)
    repeating_options=(--tag)
    non_repeating_options=(--mood --energy --note --date --cycles)
    __coach_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--mood')
        __coach_add_completions -W 'awful'$'\n''bad'$'\n''okay'$'\n''good'$'\n''great'
        return
        ;;
    '--energy')
        __coach_add_completions -W 'drained'$'\n''low'$'\n''steady'$'\n''lively'$'\n''full'
        return
        ;;
    '--note')
        return
        ;;
    '--tag')
        __coach_add_completions -W "$(__coach_custom_complete ---completion checkin now -- --tag "${COMP_CWORD}" "$(__coach_cursor_index_in_current_word)")"
        return
        ;;
    '--date')
        return
        ;;
    '--cycles')
        return
        ;;
    esac
}

_coach_checkin_list() {
    repeating_flags=()
    non_repeating_flags=(--json -h --help)
    repeating_options=()
    non_repeating_options=(--days)
    __coach_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--days')
        return
        ;;
    esac
}

_coach_checkin_edit() {
    repeating_flags=()
    non_repeating_flags=(--no-tags -h --help)
    repeating_options=(--tag)
    non_repeating_options=(--mood --energy --note --date)
    __coach_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--mood')
        __coach_add_completions -W 'awful'$'\n''bad'$'\n''okay'$'\n''good'$'\n''great'
        return
        ;;
    '--energy')
        __coach_add_completions -W 'drained'$'\n''low'$'\n''steady'$'\n''lively'$'\n''full'
        return
        ;;
    '--note')
        return
        ;;
    '--tag')
        __coach_add_completions -W "$(__coach_custom_complete ---completion checkin edit -- --tag "${COMP_CWORD}" "$(__coach_cursor_index_in_current_word)")"
        return
        ;;
    '--date')
        return
        ;;
    esac
}

_coach_checkin_delete() {
    repeating_flags=()
    non_repeating_flags=(--yes -h --help)
    repeating_options=()
    non_repeating_options=(--date)
    __coach_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--date')
        return
        ;;
    esac
}

_coach_checkin_rest() {
    repeating_flags=()
    non_repeating_flags=(--cancel -h --help)
    repeating_options=()
    non_repeating_options=(--date)
    __coach_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--date')
        return
        ;;
    esac
}

_coach_goal() {
    repeating_flags=()
    non_repeating_flags=(-h --help)
    repeating_options=()
    non_repeating_options=()
    __coach_offer_flags_options 0

    # Offer subcommand / subcommand argument completions
    local -r subcommand="${unparsed_words[0]}"
    unset 'unparsed_words[0]'
    unparsed_words=("${unparsed_words[@]}")
    case "${subcommand}" in
    show|clear)
        # Offer subcommand argument completions
        "_coach_goal_${subcommand}"
        ;;
    *)
        # Offer subcommand completions
        COMPREPLY+=($(compgen -W 'show clear' -- "${cur}"))
        ;;
    esac
}

_coach_goal_show() {
    repeating_flags=()
    non_repeating_flags=(--json -h --help)
    repeating_options=()
    non_repeating_options=()
    __coach_offer_flags_options -1

    # Offer positional completions
    case "${positional_number}" in
    1)
        __coach_add_completions -W "$(__coach_custom_complete ---completion goal show -- positional@0 "${COMP_CWORD}" "$(__coach_cursor_index_in_current_word)")"
        return
        ;;
    *)
        __coach_add_completions -W "$(__coach_custom_complete ---completion goal show -- positional@1 "${COMP_CWORD}" "$(__coach_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_coach_goal_clear() {
    repeating_flags=()
    non_repeating_flags=(-h --help)
    repeating_options=()
    non_repeating_options=()
    __coach_offer_flags_options 1

    # Offer positional completions
    case "${positional_number}" in
    1)
        __coach_add_completions -W "$(__coach_custom_complete ---completion goal clear -- positional@0 "${COMP_CWORD}" "$(__coach_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_coach_track() {
    repeating_flags=()
    non_repeating_flags=(-h --help)
    repeating_options=()
    non_repeating_options=()
    __coach_offer_flags_options 0

    # Offer subcommand / subcommand argument completions
    local -r subcommand="${unparsed_words[0]}"
    unset 'unparsed_words[0]'
    unparsed_words=("${unparsed_words[@]}")
    case "${subcommand}" in
    log|add|list|show|edit|rename|remove|undo)
        # Offer subcommand argument completions
        "_coach_track_${subcommand}"
        ;;
    *)
        # Offer subcommand completions
        COMPREPLY+=($(compgen -W 'log add list show edit rename remove undo' -- "${cur}"))
        ;;
    esac
}

_coach_track_log() {
    repeating_flags=()
    non_repeating_flags=(-h --help)
    repeating_options=()
    non_repeating_options=(--set --date --time)
    __coach_offer_flags_options 2

    # Offer option value completions
    case "${prev}" in
    '--set')
        return
        ;;
    '--date')
        return
        ;;
    '--time')
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    1)
        __coach_add_completions -W "$(__coach_custom_complete ---completion track log -- positional@0 "${COMP_CWORD}" "$(__coach_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_coach_track_add() {
    repeating_flags=()
    non_repeating_flags=(--measure -h --help)
    repeating_options=()
    non_repeating_options=(--goal --unit --at-most --at-least --per-week)
    __coach_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--goal')
        return
        ;;
    '--unit')
        return
        ;;
    '--at-most')
        return
        ;;
    '--at-least')
        return
        ;;
    '--per-week')
        return
        ;;
    esac
}

_coach_track_list() {
    repeating_flags=()
    non_repeating_flags=(--json -h --help)
    repeating_options=()
    non_repeating_options=()
    __coach_offer_flags_options 0
}

_coach_track_show() {
    repeating_flags=()
    non_repeating_flags=(--json -h --help)
    repeating_options=()
    non_repeating_options=(--days)
    __coach_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--days')
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    1)
        __coach_add_completions -W "$(__coach_custom_complete ---completion track show -- positional@0 "${COMP_CWORD}" "$(__coach_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_coach_track_edit() {
    repeating_flags=()
    non_repeating_flags=(--every-day --no-goal -h --help)
    repeating_options=()
    non_repeating_options=(--goal --unit --at-most --at-least --per-week)
    __coach_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--goal')
        return
        ;;
    '--unit')
        return
        ;;
    '--at-most')
        return
        ;;
    '--at-least')
        return
        ;;
    '--per-week')
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    1)
        __coach_add_completions -W "$(__coach_custom_complete ---completion track edit -- positional@0 "${COMP_CWORD}" "$(__coach_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_coach_track_rename() {
    repeating_flags=()
    non_repeating_flags=(-h --help)
    repeating_options=()
    non_repeating_options=()
    __coach_offer_flags_options 2

    # Offer positional completions
    case "${positional_number}" in
    1)
        __coach_add_completions -W "$(__coach_custom_complete ---completion track rename -- positional@0 "${COMP_CWORD}" "$(__coach_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_coach_track_remove() {
    repeating_flags=()
    non_repeating_flags=(--yes -h --help)
    repeating_options=()
    non_repeating_options=()
    __coach_offer_flags_options 1

    # Offer positional completions
    case "${positional_number}" in
    1)
        __coach_add_completions -W "$(__coach_custom_complete ---completion track remove -- positional@0 "${COMP_CWORD}" "$(__coach_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_coach_track_undo() {
    repeating_flags=()
    non_repeating_flags=(-h --help)
    repeating_options=()
    non_repeating_options=()
    __coach_offer_flags_options 0
}

_coach_streaks() {
    repeating_flags=()
    non_repeating_flags=(--json -h --help)
    repeating_options=()
    non_repeating_options=()
    __coach_offer_flags_options 0
}

_coach_insights() {
    repeating_flags=()
    non_repeating_flags=(-h --help)
    repeating_options=()
    non_repeating_options=()
    __coach_offer_flags_options 0

    # Offer subcommand / subcommand argument completions
    local -r subcommand="${unparsed_words[0]}"
    unset 'unparsed_words[0]'
    unparsed_words=("${unparsed_words[@]}")
    case "${subcommand}" in
    week|month|year|calendar|time|mood)
        # Offer subcommand argument completions
        "_coach_insights_${subcommand}"
        ;;
    *)
        # Offer subcommand completions
        COMPREPLY+=($(compgen -W 'week month year calendar time mood' -- "${cur}"))
        ;;
    esac
}

_coach_insights_week() {
    repeating_flags=()
    non_repeating_flags=(--json -h --help)
    repeating_options=()
    non_repeating_options=(--area)
    __coach_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--area')
        __coach_add_completions -W "$(__coach_custom_complete ---completion insights week -- --area "${COMP_CWORD}" "$(__coach_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_coach_insights_month() {
    repeating_flags=()
    non_repeating_flags=(--json -h --help)
    repeating_options=()
    non_repeating_options=(--area)
    __coach_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--area')
        __coach_add_completions -W "$(__coach_custom_complete ---completion insights month -- --area "${COMP_CWORD}" "$(__coach_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_coach_insights_year() {
    repeating_flags=()
    non_repeating_flags=(--json -h --help)
    repeating_options=()
    non_repeating_options=(--area)
    __coach_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--area')
        __coach_add_completions -W "$(__coach_custom_complete ---completion insights year -- --area "${COMP_CWORD}" "$(__coach_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_coach_insights_calendar() {
    repeating_flags=()
    non_repeating_flags=(--year --json -h --help)
    repeating_options=()
    non_repeating_options=()
    __coach_offer_flags_options 0
}

_coach_insights_time() {
    repeating_flags=()
    non_repeating_flags=(--json -h --help)
    repeating_options=()
    non_repeating_options=(--days)
    __coach_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--days')
        return
        ;;
    esac
}

_coach_insights_mood() {
    repeating_flags=()
    non_repeating_flags=(--json -h --help)
    repeating_options=()
    non_repeating_options=(--days)
    __coach_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--days')
        return
        ;;
    esac
}

_coach_remind() {
    repeating_flags=()
    non_repeating_flags=(-h --help)
    repeating_options=()
    non_repeating_options=()
    __coach_offer_flags_options 0

    # Offer subcommand / subcommand argument completions
    local -r subcommand="${unparsed_words[0]}"
    unset 'unparsed_words[0]'
    unparsed_words=("${unparsed_words[@]}")
    case "${subcommand}" in
    list|add|edit|remove|pause|resume|install|uninstall|fire)
        # Offer subcommand argument completions
        "_coach_remind_${subcommand}"
        ;;
    *)
        # Offer subcommand completions
        COMPREPLY+=($(compgen -W 'list add edit remove pause resume install uninstall fire' -- "${cur}"))
        ;;
    esac
}

_coach_remind_list() {
    repeating_flags=()
    non_repeating_flags=(--json -h --help)
    repeating_options=()
    non_repeating_options=()
    __coach_offer_flags_options 0
}

_coach_remind_add() {
    repeating_flags=()
    non_repeating_flags=(--weekdays -h --help)
    repeating_options=()
    non_repeating_options=(--days)
    __coach_offer_flags_options -1

    # Offer option value completions
    case "${prev}" in
    '--days')
        return
        ;;
    esac
}

_coach_remind_edit() {
    repeating_flags=()
    non_repeating_flags=(--weekdays --every-day -h --help)
    repeating_options=()
    non_repeating_options=(--days --what --note)
    __coach_offer_flags_options -1

    # Offer option value completions
    case "${prev}" in
    '--days')
        return
        ;;
    '--what')
        return
        ;;
    '--note')
        return
        ;;
    esac
}

_coach_remind_remove() {
    repeating_flags=()
    non_repeating_flags=(-h --help)
    repeating_options=()
    non_repeating_options=()
    __coach_offer_flags_options 1
}

_coach_remind_pause() {
    repeating_flags=()
    non_repeating_flags=(-h --help)
    repeating_options=()
    non_repeating_options=()
    __coach_offer_flags_options 1
}

_coach_remind_resume() {
    repeating_flags=()
    non_repeating_flags=(-h --help)
    repeating_options=()
    non_repeating_options=()
    __coach_offer_flags_options 0
}

_coach_remind_install() {
    repeating_flags=()
    non_repeating_flags=(--cron -h --help)
    repeating_options=()
    non_repeating_options=()
    __coach_offer_flags_options 0
}

_coach_remind_uninstall() {
    repeating_flags=()
    non_repeating_flags=(-h --help)
    repeating_options=()
    non_repeating_options=()
    __coach_offer_flags_options 0
}

_coach_remind_fire() {
    repeating_flags=()
    non_repeating_flags=(-h --help)
    repeating_options=()
    non_repeating_options=()
    __coach_offer_flags_options 0
}

_coach_breathe() {
    repeating_flags=()
    non_repeating_flags=(-h --help)
    repeating_options=()
    non_repeating_options=()
    __coach_offer_flags_options 0

    # Offer subcommand / subcommand argument completions
    local -r subcommand="${unparsed_words[0]}"
    unset 'unparsed_words[0]'
    unparsed_words=("${unparsed_words[@]}")
    case "${subcommand}" in
    start|list|save|remove|stats)
        # Offer subcommand argument completions
        "_coach_breathe_${subcommand}"
        ;;
    *)
        # Offer subcommand completions
        COMPREPLY+=($(compgen -W 'start list save remove stats' -- "${cur}"))
        ;;
    esac
}

_coach_breathe_start() {
    repeating_flags=()
    non_repeating_flags=(--until-stopped --plain --bell --cues -h --help)
    repeating_options=()
    non_repeating_options=(--inhale --hold --exhale --rest --cycles --minutes --sound --volume --sound-file)
    __coach_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--inhale')
        return
        ;;
    '--hold')
        return
        ;;
    '--exhale')
        return
        ;;
    '--rest')
        return
        ;;
    '--cycles')
        return
        ;;
    '--minutes')
        return
        ;;
    '--sound')
        __coach_add_completions -W 'ocean'$'\n''rain'$'\n''off'
        return
        ;;
    '--volume')
        return
        ;;
    '--sound-file')
        __coach_add_completions -o plusdirs -fX '!*.@(wav)'
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    1)
        __coach_add_completions -W "$(__coach_custom_complete ---completion breathe start -- positional@0 "${COMP_CWORD}" "$(__coach_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_coach_breathe_list() {
    repeating_flags=()
    non_repeating_flags=(--json -h --help)
    repeating_options=()
    non_repeating_options=()
    __coach_offer_flags_options 0
}

_coach_breathe_save() {
    repeating_flags=()
    non_repeating_flags=(-h --help)
    repeating_options=()
    non_repeating_options=(--from --inhale --hold --exhale --rest --sound)
    __coach_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--from')
        return
        ;;
    '--inhale')
        return
        ;;
    '--hold')
        return
        ;;
    '--exhale')
        return
        ;;
    '--rest')
        return
        ;;
    '--sound')
        __coach_add_completions -W 'ocean'$'\n''rain'$'\n''off'
        return
        ;;
    esac
}

_coach_breathe_remove() {
    repeating_flags=()
    non_repeating_flags=(-h --help)
    repeating_options=()
    non_repeating_options=()
    __coach_offer_flags_options 1

    # Offer positional completions
    case "${positional_number}" in
    1)
        __coach_add_completions -W "$(__coach_custom_complete ---completion breathe remove -- positional@0 "${COMP_CWORD}" "$(__coach_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_coach_breathe_stats() {
    repeating_flags=()
    non_repeating_flags=(--json -h --help)
    repeating_options=()
    non_repeating_options=(--days)
    __coach_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--days')
        return
        ;;
    esac
}

_coach_relax() {
    repeating_flags=()
    non_repeating_flags=(-h --help)
    repeating_options=()
    non_repeating_options=()
    __coach_offer_flags_options 0

    # Offer subcommand / subcommand argument completions
    local -r subcommand="${unparsed_words[0]}"
    unset 'unparsed_words[0]'
    unparsed_words=("${unparsed_words[@]}")
    case "${subcommand}" in
    fire|mandala|scenes|particles|stats)
        # Offer subcommand argument completions
        "_coach_relax_${subcommand}"
        ;;
    *)
        # Offer subcommand completions
        COMPREPLY+=($(compgen -W 'fire mandala scenes particles stats' -- "${cur}"))
        ;;
    esac
}

_coach_relax_fire() {
    repeating_flags=()
    non_repeating_flags=(--cues -h --help)
    repeating_options=()
    non_repeating_options=(--minutes --fps --speed --sound --volume --sound-file --seed)
    __coach_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--minutes')
        return
        ;;
    '--fps')
        return
        ;;
    '--speed')
        return
        ;;
    '--sound')
        __coach_add_completions -W 'ocean'$'\n''rain'$'\n''off'
        return
        ;;
    '--volume')
        return
        ;;
    '--sound-file')
        __coach_add_completions -o plusdirs -fX '!*.@(wav)'
        return
        ;;
    '--seed')
        return
        ;;
    esac
}

_coach_relax_mandala() {
    repeating_flags=()
    non_repeating_flags=(--cues -h --help)
    repeating_options=()
    non_repeating_options=(--minutes --fps --speed --sound --volume --sound-file --seed --symmetry --breathe)
    __coach_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--minutes')
        return
        ;;
    '--fps')
        return
        ;;
    '--speed')
        return
        ;;
    '--sound')
        __coach_add_completions -W 'ocean'$'\n''rain'$'\n''off'
        return
        ;;
    '--volume')
        return
        ;;
    '--sound-file')
        __coach_add_completions -o plusdirs -fX '!*.@(wav)'
        return
        ;;
    '--seed')
        return
        ;;
    '--symmetry')
        return
        ;;
    '--breathe')
        return
        ;;
    esac
}

_coach_relax_scenes() {
    repeating_flags=()
    non_repeating_flags=(--cues -h --help)
    repeating_options=()
    non_repeating_options=(--minutes --fps --speed --sound --volume --sound-file --interval --scene)
    __coach_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--minutes')
        return
        ;;
    '--fps')
        return
        ;;
    '--speed')
        return
        ;;
    '--sound')
        __coach_add_completions -W 'ocean'$'\n''rain'$'\n''off'
        return
        ;;
    '--volume')
        return
        ;;
    '--sound-file')
        __coach_add_completions -o plusdirs -fX '!*.@(wav)'
        return
        ;;
    '--interval')
        return
        ;;
    '--scene')
        return
        ;;
    esac
}

_coach_relax_particles() {
    repeating_flags=()
    non_repeating_flags=(--cues --keys -h --help)
    repeating_options=()
    non_repeating_options=(--minutes --fps --speed --sound --volume --sound-file --preset --particles --radius --strength --friction --spring)
    __coach_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--minutes')
        return
        ;;
    '--fps')
        return
        ;;
    '--speed')
        return
        ;;
    '--sound')
        __coach_add_completions -W 'ocean'$'\n''rain'$'\n''off'
        return
        ;;
    '--volume')
        return
        ;;
    '--sound-file')
        __coach_add_completions -o plusdirs -fX '!*.@(wav)'
        return
        ;;
    '--preset')
        __coach_add_completions -W 'gentle'$'\n''dynamic'$'\n''fluid'$'\n''bouncy'
        return
        ;;
    '--particles')
        return
        ;;
    '--radius')
        return
        ;;
    '--strength')
        return
        ;;
    '--friction')
        return
        ;;
    '--spring')
        return
        ;;
    esac
}

_coach_relax_stats() {
    repeating_flags=()
    non_repeating_flags=(--json -h --help)
    repeating_options=()
    non_repeating_options=(--days)
    __coach_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--days')
        return
        ;;
    esac
}

_coach_sound() {
    repeating_flags=()
    non_repeating_flags=(-h --help)
    repeating_options=()
    non_repeating_options=()
    __coach_offer_flags_options 0

    # Offer subcommand / subcommand argument completions
    local -r subcommand="${unparsed_words[0]}"
    unset 'unparsed_words[0]'
    unparsed_words=("${unparsed_words[@]}")
    case "${subcommand}" in
    ocean|rain|test)
        # Offer subcommand argument completions
        "_coach_sound_${subcommand}"
        ;;
    *)
        # Offer subcommand completions
        COMPREPLY+=($(compgen -W 'ocean rain test' -- "${cur}"))
        ;;
    esac
}

_coach_sound_ocean() {
    repeating_flags=()
    non_repeating_flags=(-h --help)
    repeating_options=()
    non_repeating_options=(--minutes --volume --sound-file)
    __coach_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--minutes')
        return
        ;;
    '--volume')
        return
        ;;
    '--sound-file')
        __coach_add_completions -o plusdirs -fX '!*.@(wav)'
        return
        ;;
    esac
}

_coach_sound_rain() {
    repeating_flags=()
    non_repeating_flags=(-h --help)
    repeating_options=()
    non_repeating_options=(--minutes --volume --sound-file)
    __coach_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--minutes')
        return
        ;;
    '--volume')
        return
        ;;
    '--sound-file')
        __coach_add_completions -o plusdirs -fX '!*.@(wav)'
        return
        ;;
    esac
}

_coach_sound_test() {
    repeating_flags=()
    non_repeating_flags=(-h --help)
    repeating_options=()
    non_repeating_options=(--volume)
    __coach_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--volume')
        return
        ;;
    esac
}

_coach_stopwatch() {
    repeating_flags=()
    non_repeating_flags=(-h --help)
    repeating_options=()
    non_repeating_options=()
    __coach_offer_flags_options 0

    # Offer subcommand / subcommand argument completions
    local -r subcommand="${unparsed_words[0]}"
    unset 'unparsed_words[0]'
    unparsed_words=("${unparsed_words[@]}")
    case "${subcommand}" in
    status|start|stop|reset|lap|laps|show|hide|watch)
        # Offer subcommand argument completions
        "_coach_stopwatch_${subcommand}"
        ;;
    *)
        # Offer subcommand completions
        COMPREPLY+=($(compgen -W 'status start stop reset lap laps show hide watch' -- "${cur}"))
        ;;
    esac
}

_coach_stopwatch_status() {
    repeating_flags=()
    non_repeating_flags=(--json -h --help)
    repeating_options=()
    non_repeating_options=()
    __coach_offer_flags_options 0
}

_coach_stopwatch_start() {
    repeating_flags=()
    non_repeating_flags=(-h --help)
    repeating_options=()
    non_repeating_options=()
    __coach_offer_flags_options 0
}

_coach_stopwatch_stop() {
    repeating_flags=()
    non_repeating_flags=(-h --help)
    repeating_options=()
    non_repeating_options=()
    __coach_offer_flags_options 0
}

_coach_stopwatch_reset() {
    repeating_flags=()
    non_repeating_flags=(-h --help)
    repeating_options=()
    non_repeating_options=()
    __coach_offer_flags_options 0
}

_coach_stopwatch_lap() {
    repeating_flags=()
    non_repeating_flags=(-h --help)
    repeating_options=()
    non_repeating_options=()
    __coach_offer_flags_options 0
}

_coach_stopwatch_laps() {
    repeating_flags=()
    non_repeating_flags=(--json -h --help)
    repeating_options=()
    non_repeating_options=(--sort)
    __coach_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--sort')
        __coach_add_completions -W 'order'$'\n''fastest'$'\n''slowest'
        return
        ;;
    esac
}

_coach_stopwatch_show() {
    repeating_flags=()
    non_repeating_flags=(-h --help)
    repeating_options=()
    non_repeating_options=()
    __coach_offer_flags_options 0
}

_coach_stopwatch_hide() {
    repeating_flags=()
    non_repeating_flags=(-h --help)
    repeating_options=()
    non_repeating_options=()
    __coach_offer_flags_options 0
}

_coach_stopwatch_watch() {
    repeating_flags=()
    non_repeating_flags=(-h --help)
    repeating_options=()
    non_repeating_options=()
    __coach_offer_flags_options 0
}

_coach_timer() {
    repeating_flags=()
    non_repeating_flags=(-h --help)
    repeating_options=()
    non_repeating_options=()
    __coach_offer_flags_options 0

    # Offer subcommand / subcommand argument completions
    local -r subcommand="${unparsed_words[0]}"
    unset 'unparsed_words[0]'
    unparsed_words=("${unparsed_words[@]}")
    case "${subcommand}" in
    start|list|cancel)
        # Offer subcommand argument completions
        "_coach_timer_${subcommand}"
        ;;
    *)
        # Offer subcommand completions
        COMPREPLY+=($(compgen -W 'start list cancel' -- "${cur}"))
        ;;
    esac
}

_coach_timer_start() {
    repeating_flags=()
    non_repeating_flags=(--json -h --help)
    repeating_options=()
    non_repeating_options=()
    __coach_offer_flags_options -1
}

_coach_timer_list() {
    repeating_flags=()
    non_repeating_flags=(--json -h --help)
    repeating_options=()
    non_repeating_options=()
    __coach_offer_flags_options 0
}

_coach_timer_cancel() {
    repeating_flags=()
    non_repeating_flags=(-h --help)
    repeating_options=()
    non_repeating_options=()
    __coach_offer_flags_options 1
}

_coach_calc() {
    repeating_flags=()
    non_repeating_flags=(--fraction --json -h --help)
    repeating_options=()
    non_repeating_options=(--digits)
    __coach_offer_flags_options -1

    # Offer option value completions
    case "${prev}" in
    '--digits')
        return
        ;;
    esac
}

_coach_vars() {
    repeating_flags=()
    non_repeating_flags=(--json -h --help)
    repeating_options=()
    non_repeating_options=()
    __coach_offer_flags_options 0
}

_coach_formula() {
    repeating_flags=()
    non_repeating_flags=(-h --help)
    repeating_options=()
    non_repeating_options=()
    __coach_offer_flags_options 0

    # Offer subcommand / subcommand argument completions
    local -r subcommand="${unparsed_words[0]}"
    unset 'unparsed_words[0]'
    unparsed_words=("${unparsed_words[@]}")
    case "${subcommand}" in
    progress|list|show|search|learn|unlearn|solve|quiz|add|edit|remove|stats)
        # Offer subcommand argument completions
        "_coach_formula_${subcommand}"
        ;;
    *)
        # Offer subcommand completions
        COMPREPLY+=($(compgen -W 'progress list show search learn unlearn solve quiz add edit remove stats' -- "${cur}"))
        ;;
    esac
}

_coach_formula_progress() {
    repeating_flags=()
    non_repeating_flags=(--json -h --help)
    repeating_options=()
    non_repeating_options=()
    __coach_offer_flags_options 0
}

_coach_formula_list() {
    repeating_flags=()
    non_repeating_flags=(--learned --unlearned --json -h --help)
    repeating_options=()
    non_repeating_options=(--topic --lang)
    __coach_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--topic')
        return
        ;;
    '--lang')
        __coach_add_completions -W 'en'$'\n''ru'
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    1)
        __coach_add_completions -W 'mathematics'$'\n''physics'$'\n''chemistry'
        return
        ;;
    esac
}

_coach_formula_show() {
    repeating_flags=()
    non_repeating_flags=(--json -h --help)
    repeating_options=()
    non_repeating_options=(--lang)
    __coach_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--lang')
        __coach_add_completions -W 'en'$'\n''ru'
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    1)
        __coach_add_completions -W "$(__coach_custom_complete ---completion formula show -- positional@0 "${COMP_CWORD}" "$(__coach_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_coach_formula_search() {
    repeating_flags=()
    non_repeating_flags=(--json -h --help)
    repeating_options=()
    non_repeating_options=(--limit --lang)
    __coach_offer_flags_options -1

    # Offer option value completions
    case "${prev}" in
    '--limit')
        return
        ;;
    '--lang')
        __coach_add_completions -W 'en'$'\n''ru'
        return
        ;;
    esac
}

_coach_formula_learn() {
    repeating_flags=()
    non_repeating_flags=(-h --help)
    repeating_options=()
    non_repeating_options=()
    __coach_offer_flags_options -1

    # Offer positional completions
    case "${positional_number}" in
    *)
        __coach_add_completions -W "$(__coach_custom_complete ---completion formula learn -- positional@0 "${COMP_CWORD}" "$(__coach_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_coach_formula_unlearn() {
    repeating_flags=()
    non_repeating_flags=(-h --help)
    repeating_options=()
    non_repeating_options=()
    __coach_offer_flags_options -1

    # Offer positional completions
    case "${positional_number}" in
    *)
        __coach_add_completions -W "$(__coach_custom_complete ---completion formula unlearn -- positional@0 "${COMP_CWORD}" "$(__coach_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_coach_formula_solve() {
    repeating_flags=()
    non_repeating_flags=(--json -h --help)
    repeating_options=()
    non_repeating_options=()
    __coach_offer_flags_options -1

    # Offer positional completions
    case "${positional_number}" in
    1)
        __coach_add_completions -W "$(__coach_custom_complete ---completion formula solve -- positional@0 "${COMP_CWORD}" "$(__coach_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_coach_formula_quiz() {
    repeating_flags=()
    non_repeating_flags=(-h --help)
    repeating_options=()
    non_repeating_options=(--count --lang)
    __coach_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--count')
        return
        ;;
    '--lang')
        __coach_add_completions -W 'en'$'\n''ru'
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    1)
        __coach_add_completions -W 'mathematics'$'\n''physics'$'\n''chemistry'
        return
        ;;
    esac
}

_coach_formula_add() {
    repeating_flags=()
    non_repeating_flags=(-h --help)
    repeating_options=(--variable)
    non_repeating_options=(--category --topic --about --id)
    __coach_offer_flags_options 2

    # Offer option value completions
    case "${prev}" in
    '--category')
        __coach_add_completions -W 'mathematics'$'\n''physics'$'\n''chemistry'
        return
        ;;
    '--topic')
        return
        ;;
    '--about')
        return
        ;;
    '--variable')
        return
        ;;
    '--id')
        return
        ;;
    esac
}

_coach_formula_edit() {
    repeating_flags=()
    non_repeating_flags=(-h --help)
    repeating_options=(--variable)
    non_repeating_options=(--name --equation --category --topic --about)
    __coach_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--name')
        return
        ;;
    '--equation')
        return
        ;;
    '--category')
        __coach_add_completions -W 'mathematics'$'\n''physics'$'\n''chemistry'
        return
        ;;
    '--topic')
        return
        ;;
    '--about')
        return
        ;;
    '--variable')
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    1)
        __coach_add_completions -W "$(__coach_custom_complete ---completion formula edit -- positional@0 "${COMP_CWORD}" "$(__coach_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_coach_formula_remove() {
    repeating_flags=()
    non_repeating_flags=(-h --help)
    repeating_options=()
    non_repeating_options=()
    __coach_offer_flags_options 1

    # Offer positional completions
    case "${positional_number}" in
    1)
        __coach_add_completions -W "$(__coach_custom_complete ---completion formula remove -- positional@0 "${COMP_CWORD}" "$(__coach_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_coach_formula_stats() {
    repeating_flags=()
    non_repeating_flags=(--json -h --help)
    repeating_options=()
    non_repeating_options=(--weeks)
    __coach_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--weeks')
        return
        ;;
    esac
}

_coach_meal() {
    repeating_flags=()
    non_repeating_flags=(-h --help)
    repeating_options=()
    non_repeating_options=()
    __coach_offer_flags_options 0

    # Offer subcommand / subcommand argument completions
    local -r subcommand="${unparsed_words[0]}"
    unset 'unparsed_words[0]'
    unparsed_words=("${unparsed_words[@]}")
    case "${subcommand}" in
    list|add|show|edit|delete|undo|history|foods)
        # Offer subcommand argument completions
        "_coach_meal_${subcommand}"
        ;;
    *)
        # Offer subcommand completions
        COMPREPLY+=($(compgen -W 'list add show edit delete undo history foods' -- "${cur}"))
        ;;
    esac
}

_coach_meal_list() {
    repeating_flags=()
    non_repeating_flags=(--json -h --help)
    repeating_options=()
    non_repeating_options=()
    __coach_offer_flags_options 1
}

_coach_meal_add() {
    repeating_flags=()
    non_repeating_flags=(-h --help)
    repeating_options=()
    non_repeating_options=(--date --time --photo --duplicate)
    __coach_offer_flags_options -1

    # Offer option value completions
    case "${prev}" in
    '--date')
        return
        ;;
    '--time')
        return
        ;;
    '--photo')
        __coach_add_completions -f
        return
        ;;
    '--duplicate')
        __coach_add_completions -W 'add'$'\n''replace'$'\n''skip'
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    *)
        __coach_add_completions -W "$(__coach_custom_complete ---completion meal add -- positional@0 "${COMP_CWORD}" "$(__coach_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_coach_meal_show() {
    repeating_flags=()
    non_repeating_flags=(--open --json -h --help)
    repeating_options=()
    non_repeating_options=(--date)
    __coach_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--date')
        return
        ;;
    esac
}

_coach_meal_edit() {
    repeating_flags=()
    non_repeating_flags=(-h --help)
    repeating_options=()
    non_repeating_options=(--name --calories --time --date)
    __coach_offer_flags_options -1

    # Offer option value completions
    case "${prev}" in
    '--name')
        return
        ;;
    '--calories')
        return
        ;;
    '--time')
        return
        ;;
    '--date')
        return
        ;;
    esac
}

_coach_meal_delete() {
    repeating_flags=()
    non_repeating_flags=(--yes -h --help)
    repeating_options=()
    non_repeating_options=(--date)
    __coach_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--date')
        return
        ;;
    esac
}

_coach_meal_undo() {
    repeating_flags=()
    non_repeating_flags=(-h --help)
    repeating_options=()
    non_repeating_options=()
    __coach_offer_flags_options 0
}

_coach_meal_history() {
    repeating_flags=()
    non_repeating_flags=(--json -h --help)
    repeating_options=()
    non_repeating_options=(--days)
    __coach_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--days')
        return
        ;;
    esac
}

_coach_meal_foods() {
    repeating_flags=()
    non_repeating_flags=(--json -h --help)
    repeating_options=()
    non_repeating_options=(--limit)
    __coach_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--limit')
        return
        ;;
    esac
}

_coach_sights() {
    repeating_flags=()
    non_repeating_flags=(-h --help)
    repeating_options=()
    non_repeating_options=()
    __coach_offer_flags_options 0

    # Offer subcommand / subcommand argument completions
    local -r subcommand="${unparsed_words[0]}"
    unset 'unparsed_words[0]'
    unparsed_words=("${unparsed_words[@]}")
    case "${subcommand}" in
    list|categories|search|show|near|map|route|fav|unfav|favs|note|visit|profile|import|remove-imported)
        # Offer subcommand argument completions
        "_coach_sights_${subcommand}"
        ;;
    *)
        # Offer subcommand completions
        COMPREPLY+=($(compgen -W 'list categories search show near map route fav unfav favs note visit profile import remove-imported' -- "${cur}"))
        ;;
    esac
}

_coach_sights_list() {
    repeating_flags=()
    non_repeating_flags=(--json -h --help)
    repeating_options=()
    non_repeating_options=(--category --sort --near --lang)
    __coach_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--category')
        __coach_add_completions -W 'architecture'$'\n''education'$'\n''monument'$'\n''museum'$'\n''park'$'\n''religious'$'\n''sport'$'\n''square'$'\n''theatre'$'\n''transport'$'\n''other'
        return
        ;;
    '--sort')
        __coach_add_completions -W 'name'$'\n''year'$'\n''distance'
        return
        ;;
    '--near')
        return
        ;;
    '--lang')
        __coach_add_completions -W 'en'$'\n''ru'
        return
        ;;
    esac
}

_coach_sights_categories() {
    repeating_flags=()
    non_repeating_flags=(--json -h --help)
    repeating_options=()
    non_repeating_options=()
    __coach_offer_flags_options 0
}

_coach_sights_search() {
    repeating_flags=()
    non_repeating_flags=(--json -h --help)
    repeating_options=()
    non_repeating_options=(--limit --lang)
    __coach_offer_flags_options -1

    # Offer option value completions
    case "${prev}" in
    '--limit')
        return
        ;;
    '--lang')
        __coach_add_completions -W 'en'$'\n''ru'
        return
        ;;
    esac
}

_coach_sights_show() {
    repeating_flags=()
    non_repeating_flags=(--json -h --help)
    repeating_options=()
    non_repeating_options=()
    __coach_offer_flags_options -1

    # Offer positional completions
    case "${positional_number}" in
    *)
        __coach_add_completions -W "$(__coach_custom_complete ---completion sights show -- positional@0 "${COMP_CWORD}" "$(__coach_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_coach_sights_near() {
    repeating_flags=()
    non_repeating_flags=(--json -h --help)
    repeating_options=()
    non_repeating_options=(--radius --limit --lang)
    __coach_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--radius')
        return
        ;;
    '--limit')
        return
        ;;
    '--lang')
        __coach_add_completions -W 'en'$'\n''ru'
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    1)
        __coach_add_completions -W "$(__coach_custom_complete ---completion sights near -- positional@0 "${COMP_CWORD}" "$(__coach_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_coach_sights_map() {
    repeating_flags=()
    non_repeating_flags=(--all -h --help)
    repeating_options=()
    non_repeating_options=(--category --width --height)
    __coach_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--category')
        __coach_add_completions -W 'architecture'$'\n''education'$'\n''monument'$'\n''museum'$'\n''park'$'\n''religious'$'\n''sport'$'\n''square'$'\n''theatre'$'\n''transport'$'\n''other'
        return
        ;;
    '--width')
        return
        ;;
    '--height')
        return
        ;;
    esac
}

_coach_sights_route() {
    repeating_flags=()
    non_repeating_flags=(--json -h --help)
    repeating_options=()
    non_repeating_options=()
    __coach_offer_flags_options -1

    # Offer positional completions
    case "${positional_number}" in
    *)
        __coach_add_completions -W "$(__coach_custom_complete ---completion sights route -- positional@0 "${COMP_CWORD}" "$(__coach_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_coach_sights_fav() {
    repeating_flags=()
    non_repeating_flags=(-h --help)
    repeating_options=()
    non_repeating_options=()
    __coach_offer_flags_options -1

    # Offer positional completions
    case "${positional_number}" in
    *)
        __coach_add_completions -W "$(__coach_custom_complete ---completion sights fav -- positional@0 "${COMP_CWORD}" "$(__coach_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_coach_sights_unfav() {
    repeating_flags=()
    non_repeating_flags=(-h --help)
    repeating_options=()
    non_repeating_options=()
    __coach_offer_flags_options -1

    # Offer positional completions
    case "${positional_number}" in
    *)
        __coach_add_completions -W "$(__coach_custom_complete ---completion sights unfav -- positional@0 "${COMP_CWORD}" "$(__coach_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_coach_sights_favs() {
    repeating_flags=()
    non_repeating_flags=(--json -h --help)
    repeating_options=()
    non_repeating_options=(--lang)
    __coach_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--lang')
        __coach_add_completions -W 'en'$'\n''ru'
        return
        ;;
    esac
}

_coach_sights_note() {
    repeating_flags=()
    non_repeating_flags=(-h --help)
    repeating_options=()
    non_repeating_options=()
    __coach_offer_flags_options -1

    # Offer positional completions
    case "${positional_number}" in
    1)
        __coach_add_completions -W "$(__coach_custom_complete ---completion sights note -- positional@0 "${COMP_CWORD}" "$(__coach_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_coach_sights_visit() {
    repeating_flags=()
    non_repeating_flags=(-h --help)
    repeating_options=()
    non_repeating_options=(--date)
    __coach_offer_flags_options -1

    # Offer option value completions
    case "${prev}" in
    '--date')
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    *)
        __coach_add_completions -W "$(__coach_custom_complete ---completion sights visit -- positional@0 "${COMP_CWORD}" "$(__coach_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_coach_sights_profile() {
    repeating_flags=()
    non_repeating_flags=(--json -h --help)
    repeating_options=()
    non_repeating_options=()
    __coach_offer_flags_options 0
}

_coach_sights_import() {
    repeating_flags=()
    non_repeating_flags=(--json -h --help)
    repeating_options=()
    non_repeating_options=()
    __coach_offer_flags_options 1

    # Offer positional completions
    case "${positional_number}" in
    1)
        __coach_add_completions -f
        return
        ;;
    esac
}

_coach_sights_remove-imported() {
    repeating_flags=()
    non_repeating_flags=(-h --help)
    repeating_options=()
    non_repeating_options=()
    __coach_offer_flags_options 0
}

_coach_report() {
    repeating_flags=()
    non_repeating_flags=(--force -h --help)
    repeating_options=()
    non_repeating_options=(--month --output)
    __coach_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--month')
        return
        ;;
    '--output')
        __coach_add_completions -o plusdirs -fX '!*.@(html)'
        return
        ;;
    esac
}

_coach_export() {
    repeating_flags=()
    non_repeating_flags=(--force --raw -h --help)
    repeating_options=()
    non_repeating_options=(--format --area --from --to --output)
    __coach_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--format')
        __coach_add_completions -W 'csv'$'\n''json'
        return
        ;;
    '--area')
        __coach_add_completions -W "$(__coach_custom_complete ---completion export -- --area "${COMP_CWORD}" "$(__coach_cursor_index_in_current_word)")"
        return
        ;;
    '--from')
        return
        ;;
    '--to')
        return
        ;;
    '--output')
        __coach_add_completions -d
        return
        ;;
    esac
}

_coach_backup() {
    repeating_flags=()
    non_repeating_flags=(--force -h --help)
    repeating_options=()
    non_repeating_options=()
    __coach_offer_flags_options 1

    # Offer positional completions
    case "${positional_number}" in
    1)
        __coach_add_completions -f
        return
        ;;
    esac
}

_coach_restore() {
    repeating_flags=()
    non_repeating_flags=(--replace -h --help)
    repeating_options=()
    non_repeating_options=()
    __coach_offer_flags_options 1

    # Offer positional completions
    case "${positional_number}" in
    1)
        __coach_add_completions -f
        return
        ;;
    esac
}

_coach_sync() {
    repeating_flags=()
    non_repeating_flags=(-h --help)
    repeating_options=()
    non_repeating_options=()
    __coach_offer_flags_options 0

    # Offer subcommand / subcommand argument completions
    local -r subcommand="${unparsed_words[0]}"
    unset 'unparsed_words[0]'
    unparsed_words=("${unparsed_words[@]}")
    case "${subcommand}" in
    now|init|clone|status|auto|remote|rename|rebuild)
        # Offer subcommand argument completions
        "_coach_sync_${subcommand}"
        ;;
    *)
        # Offer subcommand completions
        COMPREPLY+=($(compgen -W 'now init clone status auto remote rename rebuild' -- "${cur}"))
        ;;
    esac
}

_coach_sync_now() {
    repeating_flags=()
    non_repeating_flags=(--quiet -q -h --help)
    repeating_options=()
    non_repeating_options=()
    __coach_offer_flags_options 0
}

_coach_sync_init() {
    repeating_flags=()
    non_repeating_flags=(-h --help)
    repeating_options=()
    non_repeating_options=(--machine)
    __coach_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--machine')
        return
        ;;
    esac
}

_coach_sync_clone() {
    repeating_flags=()
    non_repeating_flags=(-h --help)
    repeating_options=()
    non_repeating_options=(--machine)
    __coach_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--machine')
        return
        ;;
    esac
}

_coach_sync_status() {
    repeating_flags=()
    non_repeating_flags=(--json --forget-clashes -h --help)
    repeating_options=()
    non_repeating_options=()
    __coach_offer_flags_options 0
}

_coach_sync_auto() {
    repeating_flags=()
    non_repeating_flags=(-h --help)
    repeating_options=()
    non_repeating_options=()
    __coach_offer_flags_options 1

    # Offer positional completions
    case "${positional_number}" in
    1)
        __coach_add_completions -W 'on'$'\n''off'
        return
        ;;
    esac
}

_coach_sync_remote() {
    repeating_flags=()
    non_repeating_flags=(-h --help)
    repeating_options=()
    non_repeating_options=()
    __coach_offer_flags_options 1
}

_coach_sync_rename() {
    repeating_flags=()
    non_repeating_flags=(-h --help)
    repeating_options=()
    non_repeating_options=()
    __coach_offer_flags_options 1
}

_coach_sync_rebuild() {
    repeating_flags=()
    non_repeating_flags=(-h --help)
    repeating_options=()
    non_repeating_options=()
    __coach_offer_flags_options 1
}

_coach_history() {
    repeating_flags=()
    non_repeating_flags=(--clear --json -h --help)
    repeating_options=()
    non_repeating_options=()
    __coach_offer_flags_options 1
}

_coach_clear() {
    repeating_flags=()
    non_repeating_flags=(-h --help)
    repeating_options=()
    non_repeating_options=()
    __coach_offer_flags_options 0
}

_coach_source() {
    repeating_flags=()
    non_repeating_flags=(-h --help)
    repeating_options=()
    non_repeating_options=()
    __coach_offer_flags_options 1

    # Offer positional completions
    case "${positional_number}" in
    1)
        __coach_add_completions -f
        return
        ;;
    esac
}

_coach_settings() {
    repeating_flags=()
    non_repeating_flags=(-h --help)
    repeating_options=()
    non_repeating_options=()
    __coach_offer_flags_options 0

    # Offer subcommand / subcommand argument completions
    local -r subcommand="${unparsed_words[0]}"
    unset 'unparsed_words[0]'
    unparsed_words=("${unparsed_words[@]}")
    case "${subcommand}" in
    show|set|reset)
        # Offer subcommand argument completions
        "_coach_settings_${subcommand}"
        ;;
    *)
        # Offer subcommand completions
        COMPREPLY+=($(compgen -W 'show set reset' -- "${cur}"))
        ;;
    esac
}

_coach_settings_show() {
    repeating_flags=()
    non_repeating_flags=(--json -h --help)
    repeating_options=()
    non_repeating_options=()
    __coach_offer_flags_options 0
}

_coach_settings_set() {
    repeating_flags=()
    non_repeating_flags=(-h --help)
    repeating_options=()
    non_repeating_options=()
    __coach_offer_flags_options 2

    # Offer positional completions
    case "${positional_number}" in
    1)
        __coach_add_completions -W 'technique'$'\n''bell'$'\n''sound'$'\n''color'$'\n''language'
        return
        ;;
    esac
}

_coach_settings_reset() {
    repeating_flags=()
    non_repeating_flags=(-h --help)
    repeating_options=()
    non_repeating_options=()
    __coach_offer_flags_options 1

    # Offer positional completions
    case "${positional_number}" in
    1)
        __coach_add_completions -W 'technique'$'\n''bell'$'\n''sound'$'\n''color'$'\n''language'
        return
        ;;
    esac
}

_coach_where() {
    repeating_flags=()
    non_repeating_flags=(--json -h --help)
    repeating_options=()
    non_repeating_options=()
    __coach_offer_flags_options 0
}

_coach_exit() {
    repeating_flags=()
    non_repeating_flags=(-h --help)
    repeating_options=()
    non_repeating_options=()
    __coach_offer_flags_options 1
}

_coach_help() {
    :
}

complete -o filenames -F _coach coach
