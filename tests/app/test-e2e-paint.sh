#!/bin/sh
# End to end: the real wadi binary on a copy of the ASL example.  Picks the
# terrain brush with its key, clicks a hex of the board, saves with Ctrl+S,
# and checks that the file on disk has the woods hex the brush painted;
# then, keys alone, draws a stroke down three hexes (Ctrl+Return, Down,
# Down, Return) and saves again: the keys reach the map through X.
# Usage: test-e2e-paint.sh WADI EXAMPLE   (under an X server)
set -eu

wadi=$1
example=$2

echo "1..2"
if [ -z "${DISPLAY:-}" ]; then
  echo "ok 1 # SKIP no display"
  echo "ok 2 # SKIP no display"
  exit 0
fi

tmp=$(mktemp -d)
pid=
cleanup() {
  if [ -n "$pid" ]; then
    kill "$pid" 2>/dev/null || true
    wait "$pid" 2>/dev/null || true
  fi
  rm -rf "$tmp"
}
trap cleanup EXIT

# Waits until Ctrl+S has written the file again (its time past $stamp)
# with more than $1 woods hexes; test $2 fails after ten seconds.
wait_for_woods() {
  i=0
  while [ "$(stat -c %Y.%s "$tmp/example.wadi")" = "$stamp" ] || \
        [ "$(grep -c 'terrain="woods"' "$tmp/example.wadi" || true)" -le "$1" ]; do
    i=$((i + 1))
    if [ $i -gt 50 ]; then
      echo "not ok $2 - the file was not saved with more woods hexes"
      cat "$tmp/wadi.log" >&2
      exit 1
    fi
    sleep 0.2
  done
}

cp "$example" "$tmp/example.wadi"
before=$(grep -c 'terrain="woods"' "$tmp/example.wadi" || true)
stamp=$(stat -c %Y.%s "$tmp/example.wadi")

# drafts of its own: none that another run left offers recovery first
XDG_STATE_HOME="$tmp/state" GSETTINGS_BACKEND=memory NO_AT_BRIDGE=1 GDK_BACKEND=x11 "$wadi" "$tmp/example.wadi" >"$tmp/wadi.log" 2>&1 &
pid=$!

win=$(timeout 20 xdotool search --sync --onlyvisible --name 'example\.wadi' | head -n 1)
if [ -z "$win" ]; then
  echo "not ok 1 - the window did not show"
  cat "$tmp/wadi.log" >&2
  exit 1
fi
xdotool windowfocus --sync "$win"
sleep 1
eval "$(xdotool getwindowgeometry --shell "$win")"

# The board is fitted into the canvas, which fills the window right of the
# side panel: three quarters across and half way down is on the board.
x=$((X + WIDTH * 3 / 4))
y=$((Y + HEIGHT / 2))
xdotool key --clearmodifiers b
xdotool mousemove --sync "$x" "$y"
sleep 0.3
xdotool click 1
sleep 0.3
xdotool key --clearmodifiers ctrl+s

wait_for_woods "$before" 1

after=$(grep -c 'terrain="woods"' "$tmp/example.wadi")
echo "# woods hexes before: $before, after: $after"
if [ "$after" -ne $((before + 1)) ]; then
  echo "not ok 1 - expected exactly one more woods hex"
  exit 1
fi
echo "ok 1 - a click with the terrain brush and Ctrl+S reach the file"

# Keys alone: the hex cursor from the middle of the view, a stroke held
# down two hexes, let go, saved.
stamp=$(stat -c %Y.%s "$tmp/example.wadi")
xdotool key --clearmodifiers Left
sleep 0.2
xdotool key --clearmodifiers ctrl+Return Down Down Return
sleep 0.3
xdotool key --clearmodifiers ctrl+s
wait_for_woods "$after" 2
stroked=$(grep -c 'terrain="woods"' "$tmp/example.wadi")
echo "# woods hexes after the keyboard stroke: $stroked"
# Enter on each hex would paint one; the stroke paints up to three
if [ "$stroked" -lt $((after + 2)) ]; then
  echo "not ok 2 - Ctrl+Return, Down, Down, Return painted fewer than two hexes"
  exit 1
fi
echo "ok 2 - a stroke held by Ctrl+Return and dragged by the arrow keys reaches the file"
