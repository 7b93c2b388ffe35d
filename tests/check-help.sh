#!/bin/sh
# The Mallard help is valid, its links hold, its page of diagnostic codes is
# the one docs/rules.md makes, that table lists every code the rules core
# reports, and each translation of help/LINGUAS covers every string and
# makes valid pages.   Usage: check-help.sh SOURCE_ROOT
set -eu
root=$1
langs=$(grep -v '^#' "$root/help/LINGUAS" | tr -s ' \n' ' ')
echo "1..$((4 + $(printf '%s\n' $langs | grep -c .)))"

yelp-check validate "$root/help/C" >&2 || { echo "not ok 1 - yelp-check validate help/C"; exit 1; }
echo "ok 1 - help/C is valid Mallard"

links=$(yelp-check links "$root/help/C")
[ -z "$links" ] || { echo "not ok 2 - broken links: $links"; exit 1; }
orphans=$(yelp-check orphans "$root/help/C")
[ -z "$orphans" ] || { echo "not ok 2 - orphan pages: $orphans"; exit 1; }
echo "ok 2 - every link holds and every page is reached"

page=$(mktemp)
work=$(mktemp -d)
trap 'rm -rf "$page" "$work"' EXIT
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

# each translation: complete, and the pages it makes are valid Mallard
(cd "$root/help/C" && itstool -o "$work/help.pot" *.page)
n=4
for lang in $langs; do
  n=$((n + 1))
  po="$root/help/$lang/$lang.po"
  stats=$(msgfmt --check --statistics -o "$work/$lang.mo" "$po" 2>&1) || { echo "not ok $n - $po: $stats"; exit 1; }
  case "$stats" in
    *fuzzy* | *untranslated*) echo "not ok $n - $po: $stats"; exit 1 ;;
  esac
  msgcmp "$po" "$work/help.pot" >&2 || { echo "not ok $n - $po lacks strings of help/C"; exit 1; }
  mkdir -p "$work/$lang"
  (cd "$root/help/C" && itstool -m "$work/$lang.mo" -o "$work/$lang" *.page)
  yelp-check validate "$work/$lang" >&2 || { echo "not ok $n - the $lang pages are not valid Mallard"; exit 1; }
  echo "ok $n - help/$lang: $stats, valid pages"
done
