#!/bin/sh
# Every screenshot the metainfo names is a PNG committed under
# data/screenshots.   Usage: check-screenshots.sh METAINFO SOURCE_ROOT
set -eu
prefix=https://raw.githubusercontent.com/wadieditor/wadi/main/
urls=$(sed -n 's|.*<image>\(.*\)</image>.*|\1|p' "$1")
[ -n "$urls" ] || { echo "1..1"; echo "not ok 1 - the metainfo names no screenshot"; exit 1; }
echo "1..$(printf '%s\n' "$urls" | wc -l)"
n=0
for url in $urls; do
  n=$((n + 1))
  path=${url#"$prefix"}
  [ "$path" != "$url" ] || { echo "not ok $n - $url is not in the repository"; exit 1; }
  [ -f "$2/$path" ] && [ "$(head -c 4 "$2/$path" | od -An -c | tr -d ' \n')" = "211PNG" ] || {
    echo "not ok $n - $path is not a PNG in the tree"; exit 1; }
  echo "ok $n - $path"
done
