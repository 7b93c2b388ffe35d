#!/usr/bin/env bash
# The shell completions of wadi-cli (data/completions): bash's is driven
# as bash would, with COMP_WORDS and COMP_CWORD; zsh's and fish's are read
# by their shells where those are installed, and fish's is asked too.
# Usage: test-completion.sh COMPLETIONS_DIR (WADI_CLI names the program)
set -u
dir=$1
cli=${WADI_CLI:?}
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
n=0
failed=0
ok() {
  n=$((n + 1))
  if [ "$1" = "$2" ]; then
    echo "ok $n - $3"
  else
    echo "not ok $n - $3: got “$1”, wanted “$2”"
    failed=1
  fi
}

# The words bash offers for COMP_WORDS, the last one being completed.
complete_bash() {
  COMP_WORDS=("$cli" "$@")
  COMP_CWORD=$#
  COMPREPLY=()
  _wadi_cli
  printf '%s\n' "${COMPREPLY[@]}" | sort | tr '\n' ' ' | sed 's/ $//'
}

echo "1..24"
# shellcheck source=/dev/null
source "$dir/wadi-cli.bash"
ok "$(complete -p wadi-cli 2>&1)" "complete -F _wadi_cli wadi-cli" "bash: sourcing it registers _wadi_cli"
ok "$(complete_bash ex)" "export" "bash: wadi-cli ex → export"
ok "$(complete_bash c)" "check combat convert cost crest" "bash: wadi-cli c → the commands in c"
# every command wadi-cli --help lists, and no other
listed=$("$cli" --help | sed -n '/^Commands:/,/^$/s/^  \([a-z]*\) .*/\1/p' | sort | tr '\n' ' ' | sed 's/ $//')
ok "$(complete_bash '' | tr ' ' '\n' | grep -v '^-' | tr '\n' ' ' | sed 's/ $//')" "$listed" \
  "bash: the commands are those of wadi-cli --help"
ok "$(complete_bash --v)" "--version" "bash: wadi-cli --v → --version"
ok "$(complete_bash new --ruleset '')" "asl classic toi" "bash: --ruleset → the ruleset ids of wadi-cli rulesets"
ok "$(complete_bash rulesets t)" "toi" "bash: wadi-cli rulesets t → toi"
ok "$(complete_bash export map.wadi --format '')" "card json pdf png svg tmj tmx vassal vassal-extension" "bash: export --format → its formats"
ok "$(complete_bash viewshed map.wadi --format '')" "json png svg text" "bash: viewshed --format → text, json and its pictures"
ok "$(complete_bash check map.wadi --format '')" "json text" "bash: check --format → text json"
ok "$(complete_bash export map.wadi --no-)" "--no-counters --no-grid --no-labels" "bash: export --no- → its options"
ok "$(complete_bash validate --)" "--help --quiet" "bash: validate -- → its options (no --format)"
ok "$(complete_bash combat '')" "crt odds tec tet wec" "bash: combat → its charts"
ok "$(complete_bash reach map.wadi --vca '')" "e n ne nw s se sw w" "bash: reach --vca → the directions"
ok "$(complete_bash reach map.wadi --do)" "--double-time" "bash: reach --do → --double-time, from its --help"
ok "$(complete_bash cost map.wadi --ste)" "--step --steps" "bash: cost --ste → --step and --steps once each, though its --help's example begins with one too"
mkdir -p "$scratch/maps"
touch "$scratch/a.wadi" "$scratch/b.png"
ok "$(cd "$scratch" && complete_bash validate '')" "a.wadi maps" "bash: validate → .wadi files and folders"
ok "$(cd "$scratch" && complete_bash trace a.wadi -s '')" "a.wadi b.png maps" "bash: trace -s → any file (samples, not a step)"
ok "$(cd "$scratch" && complete_bash reach a.wadi --budget '')" "" "bash: reach --budget → nothing (a number), not file names"
ok "$(cd "$scratch" && complete_bash viewshed a.wadi --target-height '')" "" "bash: viewshed --target-height → nothing, read from its --help"
ok "$(cd "$scratch" && complete_bash viewshed a.wadi -o '')" "a.wadi b.png maps" "bash: viewshed -o → any file"

if command -v zsh >/dev/null; then
  ok "$(zsh -n "$dir/_wadi-cli" 2>&1; echo $?)" "0" "zsh: _wadi-cli parses"
else
  echo "ok 22 # SKIP zsh is not installed"
  n=$((n + 1))
fi
if command -v fish >/dev/null; then
  got=$(fish -n "$dir/wadi-cli.fish" 2>&1 &&
    fish --no-config -c "source $dir/wadi-cli.fish; complete -C'$cli ex'; complete -C'$cli new --ruleset '" |
    cut -f1 | tr '\n' ' ' | sed 's/ $//')
  ok "$got" "export asl classic toi" "fish: wadi-cli.fish parses; ex → export, --ruleset → the ids"
  got=$(cd "$scratch" && fish --no-config -c "source $dir/wadi-cli.fish; complete -C'$cli reach a.wadi --budget '; complete -C'$cli viewshed a.wadi --format '" |
    cut -f1 | tr '\n' ' ' | sed 's/ $//')
  ok "$got" "json png svg text" "fish: reach --budget → no file names; viewshed --format → text, json and pictures"
else
  echo "ok 23 # SKIP fish is not installed"
  echo "ok 24 # SKIP fish is not installed"
  n=$((n + 2))
fi
exit $failed
