#!/bin/sh
# End to end: the work of a killed editor is offered back.  Paints a hex of
# a copy of the ASL example with the real wadi binary, waits for the
# autosave draft, kills the editor with SIGKILL, starts it again, restores
# the draft from the dialog it shows, saves with Ctrl+S, and checks that
# the file has the woods hex painted before the kill.
# Usage: test-e2e-recover.sh WADI EXAMPLE   (under an X server)
set -eu

wadi=$1
example=$2

echo "1..1"
if [ -z "${DISPLAY:-}" ]; then
  echo "ok 1 # SKIP no display"
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

fail() {
  echo "not ok 1 - $1"
  cat "$tmp/wadi.log" >&2 || true
  exit 1
}

cp "$example" "$tmp/example.wadi"
before=$(grep -c 'terrain="woods"' "$tmp/example.wadi" || true)
export XDG_STATE_HOME="$tmp/state" GSETTINGS_BACKEND=memory NO_AT_BRIDGE=1 GDK_BACKEND=x11
drafts="$tmp/state/wadi/drafts"

"$wadi" "$tmp/example.wadi" >"$tmp/wadi.log" 2>&1 &
pid=$!
win=$(timeout 20 xdotool search --sync --onlyvisible --name 'example\.wadi' | head -n 1)
[ -n "$win" ] || fail "the window did not show"
xdotool windowfocus --sync "$win"
sleep 1
eval "$(xdotool getwindowgeometry --shell "$win")"
xdotool key --clearmodifiers b
xdotool mousemove --sync $((X + WIDTH * 3 / 4)) $((Y + HEIGHT / 2))
sleep 0.3
xdotool click 1

# the autosave interval is 5 s: the draft is there within 15
i=0
until ls "$drafts"/*.draft >/dev/null 2>&1; do
  i=$((i + 1))
  [ $i -le 75 ] || fail "no draft was written"
  sleep 0.2
done
sleep 0.5
kill -9 "$pid"
wait "$pid" 2>/dev/null || true
pid=
[ "$(grep -c 'terrain="woods"' "$tmp/example.wadi" || true)" = "$before" ] || fail "the file changed before it was saved"

# started again, without a file: the dialog offers the work back
"$wadi" >"$tmp/wadi.log" 2>&1 &
pid=$!
timeout 20 xdotool search --sync --onlyvisible --name 'Untitled' >/dev/null || fail "the second start showed no window"
# the dialog by its title: walking every window of the process met windows
# GTK had just destroyed (BadWindow) on a loaded machine
dialog=$(timeout 20 xdotool search --sync --onlyvisible --name 'Recover Unsaved Work' | head -n 1)
[ -n "$dialog" ] || fail "no recovery dialog"
sleep 0.5
# Return restores (its default); asked again while the dialog stays
win=
for attempt in 1 2 3; do
  xdotool windowfocus --sync "$dialog" 2>/dev/null || true
  xdotool key --clearmodifiers Return
  win=$(timeout 10 xdotool search --sync --onlyvisible --name 'example\.wadi' | head -n 1 || true)
  [ -n "$win" ] && break
done
[ -n "$win" ] || fail "the draft was not restored"
xdotool windowfocus --sync "$win"
sleep 0.5
xdotool key --clearmodifiers ctrl+s

i=0
until [ "$(grep -c 'terrain="woods"' "$tmp/example.wadi" || true)" -gt "$before" ]; do
  i=$((i + 1))
  [ $i -le 50 ] || fail "the restored work did not reach the file"
  sleep 0.2
done
after=$(grep -c 'terrain="woods"' "$tmp/example.wadi")
[ "$after" -eq $((before + 1)) ] || fail "expected exactly one more woods hex, got $after"
# saved: the draft is gone
i=0
while ls "$drafts"/*.draft >/dev/null 2>&1; do
  i=$((i + 1))
  [ $i -le 25 ] || fail "the draft is still there after the save"
  sleep 0.2
done
echo "ok 1 - the work of a killed editor is restored from its draft and saved"
