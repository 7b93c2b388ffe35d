#!/bin/sh
# The catalogues of po/LINGUAS compile with msgfmt --check and translate
# every string of the sources, as xgettext finds them now (so a new string
# without its translations fails here).   Usage: check-translations.sh SOURCE_ROOT
set -eu
root=$1
langs=$(grep -v '^#' "$root/po/LINGUAS" | tr -s ' \n' ' ')
n=0
count=$(printf '%s\n' $langs | grep -c .)
echo "1..$((count * 2))"

pot=$(mktemp)
trap 'rm -f "$pot"' EXIT
# meson's glib preset, as i18n.gettext () runs it
xgettext --directory="$root" --files-from="$root/po/POTFILES.in" --from-code=UTF-8 --add-comments \
  --keyword=_ --keyword=N_ --keyword=C_:1c,2 --keyword=NC_:1c,2 --keyword=g_dcgettext:2 \
  --keyword=g_dngettext:2,3 --keyword=g_dpgettext2:2c,3 \
  --flag=N_:1:pass-c-format --flag=C_:2:pass-c-format --flag=NC_:2:pass-c-format \
  --flag=g_dngettext:2:pass-c-format --flag=g_strdup_printf:1:c-format \
  --flag=g_string_printf:2:c-format --flag=g_string_append_printf:2:c-format \
  --flag=g_error_new:3:c-format --flag=g_set_error:4:c-format \
  --package-name=wadi -o "$pot"

for lang in $langs; do
  n=$((n + 1))
  stats=$(msgfmt --check --statistics -o /dev/null "$root/po/$lang.po" 2>&1) || {
    echo "not ok $n - $lang.po does not compile: $stats"; exit 1; }
  case "$stats" in
    *fuzzy* | *untranslated*) echo "not ok $n - $lang.po: $stats"; exit 1 ;;
  esac
  echo "ok $n - $lang.po compiles: $stats"
  n=$((n + 1))
  missing=$(msgcmp "$root/po/$lang.po" "$pot" 2>&1) || {
    echo "not ok $n - $lang.po lacks strings of the sources:"; printf '%s\n' "$missing" | head -20 | sed 's/^/# /'; exit 1; }
  echo "ok $n - $lang.po translates every string of the sources"
done
