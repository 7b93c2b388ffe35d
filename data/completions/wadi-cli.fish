# fish completion for wadi-cli: commands, their options (read from
# `wadi-cli COMMAND --help`), ruleset ids (from `wadi-cli rulesets`),
# formats and file names.

set -l commands validate info new convert export check cost los fire combat crest viewshed reach deadground trace rulesets

# The long options of the command on the line, from its --help.
function __wadi_cli_options
    set -l line (commandline -opc)
    $line[1] $line[2] --help 2>/dev/null | string replace -r -f '^ +(?:-[a-zA-Z], )?(--[a-z][a-z0-9-]*).*' '$1' | sort -u
end

# Whether the word before the cursor is an option of the command that
# takes a value ("--budget=N" in its --help): then no file names.
function __wadi_cli_wants_value
    set -l line (commandline -opc)
    test (count $line) -ge 3; or return 1
    string match -q -- '-*' $line[-1]; or return 1
    set -l valued ($line[1] $line[2] --help 2>/dev/null | string replace -r -f -- '^ +(?:-([a-zA-Z]), )?(--[a-z][a-z0-9-]*)=.*' '-$1 $2' | string split ' ' | string match -v -- '-')
    contains -- $line[-1] $valued
end

function __wadi_cli_rulesets
    set -l line (commandline -opc)
    $line[1] rulesets 2>/dev/null | string replace -r -f '^([a-z][a-z0-9-]*): (.*)' '$1\t$2'
end

complete -c wadi-cli -f
complete -c wadi-cli -n "not __fish_seen_subcommand_from $commands" -l help -d 'Show the help'
complete -c wadi-cli -n "not __fish_seen_subcommand_from $commands" -l version -d 'Show the version'
complete -c wadi-cli -n "not __fish_seen_subcommand_from $commands" -a validate -d 'Check that files are valid Wadi scenarios'
complete -c wadi-cli -n "not __fish_seen_subcommand_from $commands" -a info -d 'Describe a scenario'
complete -c wadi-cli -n "not __fish_seen_subcommand_from $commands" -a new -d 'Write a new scenario of empty boards'
complete -c wadi-cli -n "not __fish_seen_subcommand_from $commands" -a convert -d 'Write a scenario again in the current format'
complete -c wadi-cli -n "not __fish_seen_subcommand_from $commands" -a export -d 'Draw or export the map'
complete -c wadi-cli -n "not __fish_seen_subcommand_from $commands" -a check -d 'List what breaks the rules'
complete -c wadi-cli -n "not __fish_seen_subcommand_from $commands" -a cost -d 'What a move or maneuver costs'
complete -c wadi-cli -n "not __fish_seen_subcommand_from $commands" -a los -d 'Whether FROM sees TO'
complete -c wadi-cli -n "not __fish_seen_subcommand_from $commands" -a viewshed -d 'Every hex HEX sees'
complete -c wadi-cli -n "not __fish_seen_subcommand_from $commands" -a reach -d 'Every hex a unit can enter within its MF or MP'
complete -c wadi-cli -n "not __fish_seen_subcommand_from $commands" -a deadground -d 'The hexes no unit of a side sees'
complete -c wadi-cli -n "not __fish_seen_subcommand_from $commands" -a fire -d 'What protects a target from an attack'
complete -c wadi-cli -n "not __fish_seen_subcommand_from $commands" -a combat -d 'The classic charts cell by cell'
complete -c wadi-cli -n "not __fish_seen_subcommand_from $commands" -a crest -d 'Where a Crest counter may stand'
complete -c wadi-cli -n "not __fish_seen_subcommand_from $commands" -a trace -d 'Suggest the terrain of a board from its picture'
complete -c wadi-cli -n "not __fish_seen_subcommand_from $commands" -a rulesets -d 'List the rulesets'

# each command's options, as its --help lists them
complete -c wadi-cli -n "__fish_seen_subcommand_from $commands; and string match -q -- '-*' (commandline -ct)" -a '(__wadi_cli_options)'

# the values Wadi knows
complete -c wadi-cli -n '__fish_seen_subcommand_from new' -s r -l ruleset -x -a '(__wadi_cli_rulesets)'
complete -c wadi-cli -n '__fish_seen_subcommand_from export' -l format -x -a 'png svg pdf tmx tmj json vassal vassal-extension card'
complete -c wadi-cli -n '__fish_seen_subcommand_from viewshed reach deadground' -l format -x -a 'text json png svg'
complete -c wadi-cli -n '__fish_seen_subcommand_from check cost los fire combat crest rulesets trace' -l format -x -a 'text json'
complete -c wadi-cli -n '__fish_seen_subcommand_from export' -l paper -x -a 'a4 letter a3'
complete -c wadi-cli -n '__fish_seen_subcommand_from new' -l orientation -x -a 'flat-top pointy-top'
complete -c wadi-cli -n '__fish_seen_subcommand_from new' -l stagger -x -a 'odd even'
complete -c wadi-cli -n '__fish_seen_subcommand_from new' -l labels -x -a 'asl numeric'
complete -c wadi-cli -n '__fish_seen_subcommand_from combat' -l move -x -a 'enter road ford leave-gully'
complete -c wadi-cli -n '__fish_seen_subcommand_from reach' -l vca -x -a 'n ne e se s sw w nw'
complete -c wadi-cli -n '__fish_seen_subcommand_from export new trace viewshed reach deadground' -s o -l output -r -F
complete -c wadi-cli -n '__fish_seen_subcommand_from trace' -s i -l image -r -F
complete -c wadi-cli -n '__fish_seen_subcommand_from trace' -s s -l samples -r -F
complete -c wadi-cli -n '__fish_seen_subcommand_from trace' -l save-samples -r -F
complete -c wadi-cli -n '__fish_seen_subcommand_from trace' -l sample -x
complete -c wadi-cli -n '__fish_seen_subcommand_from combat; and test (count (commandline -opc)) -eq 2' -a 'odds crt wec tec tet'
complete -c wadi-cli -n '__fish_seen_subcommand_from rulesets' -a '(__wadi_cli_rulesets)'

# file names
complete -c wadi-cli -n '__fish_seen_subcommand_from convert' -F
complete -c wadi-cli -n '__fish_seen_subcommand_from validate info export check cost los fire crest viewshed reach deadground trace; and not __wadi_cli_wants_value' -a '(__fish_complete_suffix .wadi)'
