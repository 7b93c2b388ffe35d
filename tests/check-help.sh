#!/bin/sh
# The Mallard help is valid, its links hold, its page of diagnostic codes is
# the one docs/rules.md makes, and that table lists every code the rules
# core reports.   Usage: check-help.sh SOURCE_ROOT
set -eu
root=$1
echo "1..4"

yelp-check validate "$root/help/C" >&2 || { echo "not ok 1 - yelp-check validate help/C"; exit 1; }
echo "ok 1 - help/C is valid Mallard"

links=$(yelp-check links "$root/help/C")
[ -z "$links" ] || { echo "not ok 2 - broken links: $links"; exit 1; }
orphans=$(yelp-check orphans "$root/help/C")
[ -z "$orphans" ] || { echo "not ok 2 - orphan pages: $orphans"; exit 1; }
echo "ok 2 - every link holds and every page is reached"

page=$(mktemp)
trap 'rm -f "$page"' EXIT
python3 "$root/tools/rules2mallard.py" "$root/docs/rules.md" "$page"
cmp -s "$page" "$root/help/C/diagnostics.page" || {
  echo "not ok 3 - help/C/diagnostics.page is stale: run tools/rules2mallard.py docs/rules.md help/C/diagnostics.page"; exit 1; }
echo "ok 3 - help/C/diagnostics.page is docs/rules.md's code table"

missing=""
for code in $(grep -rhoE '"[a-z-]+\.[a-z0-9.-]+", WADI_SEVERITY' "$root"/src/rules/*.c | cut -d'"' -f2 | sort -u); do
  grep -q "^| \`$code\` |" "$root/docs/rules.md" || missing="$missing $code"
done
[ -z "$missing" ] || { echo "not ok 4 - codes missing from docs/rules.md:$missing"; exit 1; }
echo "ok 4 - every code the rules report is in docs/rules.md"
