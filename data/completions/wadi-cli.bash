# bash completion for wadi-cli                             -*- shell-script -*-
# Commands, their options (read from `wadi-cli COMMAND --help`), ruleset
# ids (from `wadi-cli rulesets`), formats and file names.

_wadi_cli_commands="validate info new convert export check cost los fire combat crest viewshed reach deadground trace rulesets"

# The long options of a command: the lines of its --help that begin
# with an option ("  -o, --output=OUT  …", "  --format=FORMAT  …"), each
# once (an example line may begin with one too).
_wadi_cli_options()
{
    "$1" "$2" --help 2>/dev/null |
        sed -n 's/^  *\(-[a-zA-Z], \)\{0,1\}\(--[a-z][a-z0-9-]*\).*/\2/p' | sort -u
}

# The options of a command that take a value ("--budget=N", "-u,
# --unit=CLASS"), short and long: after one, nothing is offered unless
# Wadi knows its values.
_wadi_cli_value_options()
{
    "$1" "$2" --help 2>/dev/null |
        sed -n 's/^  *\(-\([a-zA-Z]\), \)\{0,1\}\(--[a-z][a-z0-9-]*\)=.*/-\2 \3/p' | sed 's/^- //'
}

# The formats of a command's --format.
_wadi_cli_formats()
{
    case $1 in
        export) echo "png svg pdf tmx tmj json vassal vassal-extension card" ;;
        viewshed | reach | deadground) echo "text json png svg" ;;
        *) echo "text json" ;;
    esac
}

# The ruleset ids: `wadi-cli rulesets` begins each ruleset with "ID: Name".
_wadi_cli_rulesets()
{
    "$1" rulesets 2>/dev/null | sed -n 's/^\([a-z][a-z0-9-]*\): .*/\1/p'
}

# Scenario files, and folders to find them in.
_wadi_cli_scenarios()
{
    compopt -o filenames 2>/dev/null
    COMPREPLY=($(compgen -f -X '!*.wadi' -- "$1") $(compgen -d -- "$1"))
}

_wadi_cli()
{
    local cur=${COMP_WORDS[COMP_CWORD]}
    local prev=${COMP_WORDS[COMP_CWORD - 1]}
    local cli=${COMP_WORDS[0]}
    local command=${COMP_WORDS[1]:-}
    local words=""
    local IFS=$' \t\n'
    COMPREPLY=()

    if [[ $COMP_CWORD -eq 1 ]]; then
        COMPREPLY=($(compgen -W "$_wadi_cli_commands --help --version" -- "$cur"))
        return
    fi

    # trace's own: -s and -a there are files and alignments, not steps
    if [[ $command == trace ]]; then
        case $prev in
            --image | -i | --samples | -s | --save-samples)
                compopt -o filenames 2>/dev/null
                COMPREPLY=($(compgen -f -- "$cur"))
                return
                ;;
            --align | -a | --min-confidence | -m | --sample)
                # a value Wadi cannot guess
                return
                ;;
        esac
    fi

    case $prev in
        --ruleset | -r)
            COMPREPLY=($(compgen -W "$(_wadi_cli_rulesets "$cli")" -- "$cur"))
            return
            ;;
        --format) words=$(_wadi_cli_formats "$command") ;;
        --paper) words="a4 letter a3" ;;
        --orientation) words="flat-top pointy-top" ;;
        --stagger) words="odd even" ;;
        --labels) [[ $command == new ]] && words="asl numeric" ;;
        --move) words="enter road ford leave-gully" ;;
        --vca) words="n ne e se s sw w nw" ;;
        --output | -o)
            compopt -o filenames 2>/dev/null
            COMPREPLY=($(compgen -f -- "$cur"))
            return
            ;;
    esac
    if [[ -z $words && $prev == -* ]] &&
        [[ " $(_wadi_cli_value_options "$cli" "$command" | tr '\n' ' ') " == *" $prev "* ]]; then
        # a value Wadi cannot guess
        return
    fi
    if [[ -n $words ]]; then
        COMPREPLY=($(compgen -W "$words" -- "$cur"))
        return
    fi

    if [[ $cur == -* ]]; then
        COMPREPLY=($(compgen -W "$(_wadi_cli_options "$cli" "$command")" -- "$cur"))
        return
    fi

    case $command in
        combat)
            [[ $COMP_CWORD -eq 2 ]] && COMPREPLY=($(compgen -W "odds crt wec tec tet" -- "$cur"))
            ;;
        rulesets)
            COMPREPLY=($(compgen -W "$(_wadi_cli_rulesets "$cli")" -- "$cur"))
            ;;
        convert)
            compopt -o filenames 2>/dev/null
            COMPREPLY=($(compgen -f -- "$cur"))
            ;;
        validate | info | export | check | cost | los | fire | crest | viewshed | reach | deadground | trace)
            _wadi_cli_scenarios "$cur"
            ;;
    esac
}
complete -F _wadi_cli wadi-cli
