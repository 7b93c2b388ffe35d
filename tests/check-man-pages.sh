#!/bin/sh
# The manual pages made from docs/*.md render with man, without a warning,
# and have their sections.   Usage: check-man-pages.sh PAGE...
set -eu
echo "1..$#"
n=0
for page in "$@"; do
  n=$((n + 1))
  err=$(mktemp)
  out=$(MANWIDTH=80 man --warnings -E UTF-8 -l "$page" 2>"$err") || {
    echo "not ok $n - man failed on $page"; cat "$err" >&2; rm -f "$err"; exit 1; }
  if [ -s "$err" ]; then
    echo "not ok $n - man warns about $page"; cat "$err" >&2; rm -f "$err"; exit 1
  fi
  rm -f "$err"
  for section in NAME SYNOPSIS DESCRIPTION; do
    printf '%s\n' "$out" | grep -q "^$section\$" || { echo "not ok $n - $page has no $section"; exit 1; }
  done
  echo "ok $n - $(basename "$page") renders"
done
