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

echo "1..18"
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
ok "$(complete_bash export map.wadi --format '')" "card json pdf png svg tmj tmx vassal" "bash: export --format → its formats"
ok "$(complete_bash check map.wadi --format '')" "json text" "bash: check --format → text json"
ok "$(complete_bash export map.wadi --no-)" "--no-counters --no-grid --no-labels" "bash: export --no- → its options"
ok "$(complete_bash validate --)" "--help --quiet" "bash: validate -- → its options (no --format)"
ok "$(complete_bash combat '')" "crt odds tec tet wec" "bash: combat → its charts"
ok "$(complete_bash reach map.wadi --vca '')" "e n ne nw s se sw w" "bash: reach --vca → the directions"
ok "$(complete_bash reach map.wadi --do)" "--double-time" "bash: reach --do → --double-time, from its --help"
mkdir -p "$scratch/maps"
touch "$scratch/a.wadi" "$scratch/b.png"
ok "$(cd "$scratch" && complete_bash validate '')" "a.wadi maps" "bash: validate → .wadi files and folders"
ok "$(cd "$scratch" && complete_bash trace a.wadi -s '')" "a.wadi b.png maps" "bash: trace -s → any file (samples, not a step)"

if command -v zsh >/dev/null; then
  ok "$(zsh -n "$dir/_wadi-cli" 2>&1; echo $?)" "0" "zsh: _wadi-cli parses"
else
  echo "ok 17 # SKIP zsh is not installed"
  n=$((n + 1))
fi
if command -v fish >/dev/null; then
  got=$(fish -n "$dir/wadi-cli.fish" 2>&1 &&
    fish --no-config -c "source $dir/wadi-cli.fish; complete -C'$cli ex'; complete -C'$cli new --ruleset '" |
    cut -f1 | tr '\n' ' ' | sed 's/ $//')
  ok "$got" "export asl classic toi" "fish: wadi-cli.fish parses; ex → export, --ruleset → the ids"
else
  echo "ok 18 # SKIP fish is not installed"
  n=$((n + 1))
fi
exit $failed
