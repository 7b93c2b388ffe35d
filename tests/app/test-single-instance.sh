#!/bin/sh
# End to end: one Wadi per session.  On a session bus of its own
# (dbus-run-session), starts the real wadi, then `wadi FILE` (the file opens
# in the first Wadi, and the second process ends), `wadi --new-window` (a
# new window there) and `wadi` (the window there is shown, none added).
# Usage: test-single-instance.sh WADI EXAMPLE   (under an X server)
set -eu

wadi=$1
example=$2

if [ "${3:-}" != "--on-bus" ]; then
  echo "1..3"
  if [ -z "${DISPLAY:-}" ]; then
    echo "ok 1 # SKIP no display"; echo "ok 2 # SKIP no display"; echo "ok 3 # SKIP no display"
    exit 0
  fi
  command -v dbus-run-session >/dev/null || { echo "not ok 1 - dbus-run-session is missing"; exit 1; }
  exec dbus-run-session -- sh "$0" "$wadi" "$example" --on-bus
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
  echo "not ok $1 - $2"
  cat "$tmp"/*.log >&2 || true
  exit 1
}

windows() {
  xdotool search --onlyvisible --pid "$pid" --name '.' 2>/dev/null | wc -l
}

names() {
  for w in $(xdotool search --onlyvisible --pid "$pid" --name '.' 2>/dev/null); do
    printf '%s; ' "$(xdotool getwindowname "$w")"
  done
}

wait_windows() {
  i=0
  until [ "$(windows)" -eq "$1" ]; do
    i=$((i + 1))
    [ $i -le 100 ] || return 1
    sleep 0.2
  done
}

cp "$example" "$tmp/example.wadi"
# GTK_A11Y=none: no accessibility bus is activated on this session bus,
# whose daemon would print to the TAP stream.
export XDG_STATE_HOME="$tmp/state" GSETTINGS_BACKEND=memory NO_AT_BRIDGE=1 GTK_A11Y=none GDK_BACKEND=x11

"$wadi" >"$tmp/first.log" 2>&1 &
pid=$!
timeout 20 xdotool search --sync --onlyvisible --pid "$pid" --name 'Untitled' >/dev/null || fail 1 "the first Wadi showed no window"

timeout 20 "$wadi" "$tmp/example.wadi" >"$tmp/second.log" 2>&1 || fail 1 "wadi FILE did not hand the file over and end"
timeout 20 xdotool search --sync --onlyvisible --pid "$pid" --name 'example\.wadi' >/dev/null || fail 1 "the file did not open in the first Wadi"
echo "ok 1 - wadi FILE opens FILE in the Wadi that runs"

# the first window stays, the file has one of its own
wait_windows 2 || fail 1 "expected 2 windows, found: $(names)"
before=2
timeout 20 "$wadi" --new-window >"$tmp/third.log" 2>&1 || fail 2 "wadi --new-window did not end"
wait_windows $((before + 1)) || fail 2 "no new window: $(names) expected $((before + 1))"
echo "ok 2 - wadi --new-window opens a window in the Wadi that runs"

timeout 20 "$wadi" >"$tmp/fourth.log" 2>&1 || fail 3 "wadi did not end"
sleep 1
[ "$(windows)" -eq $((before + 1)) ] || fail 3 "wadi again added a window: $(names)"
kill -0 "$pid" || fail 3 "the first Wadi is gone"
echo "ok 3 - wadi again shows the Wadi that runs"
