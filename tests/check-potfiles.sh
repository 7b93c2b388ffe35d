#!/bin/sh
# Every source file with a translatable string is in po/POTFILES.in, so
# the translations cover it.   Usage: check-potfiles.sh SOURCE_ROOT
set -eu
cd "$1"
echo "1..1"
missing=""
for f in $(grep -rlE '(^|[^a-z_])(N_|_|ngettext|g_dngettext|C_|NC_) ?\(' src --include='*.c') \
         $(grep -rl 'translatable="yes"' ui); do
  grep -qx "$f" po/POTFILES.in || missing="$missing $f"
done
[ -z "$missing" ] || { echo "not ok 1 - not in po/POTFILES.in:$missing"; exit 1; }
echo "ok 1 - every file with translatable strings is in po/POTFILES.in"
