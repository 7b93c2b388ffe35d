#!/bin/sh
# Zero warnings on start: the real wadi on an example, with
# G_DEBUG=fatal-warnings (a GLib or GTK warning or critical ends it), on a
# session bus of its own (dbus-run-session), first at its default size,
# then sized down to 360 x 640 (GNOME's smallest).  Each run stays alive
# for a while and prints no Gtk-WARNING, Gtk-CRITICAL or other warning.
# Usage: test-start-clean.sh WADI EXAMPLE   (under an X server)
set -eu

wadi=$1
example=$2

if [ "${3:-}" != "--on-bus" ]; then
  echo "1..2"
  if [ -z "${DISPLAY:-}" ]; then
    echo "ok 1 # SKIP no display"; echo "ok 2 # SKIP no display"
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

cp "$example" "$tmp/example.wadi"
export XDG_STATE_HOME="$tmp/state" GSETTINGS_BACKEND=memory GDK_BACKEND=x11 G_DEBUG=fatal-warnings
# GTK_A11Y=none: no accessibility bus is activated on this session bus,
# whose daemon would print to the TAP stream.
export GTK_A11Y=none
unset NO_AT_BRIDGE

# run N WIDTH HEIGHT: starts wadi, sizes its window when asked, waits,
# and checks it lives and said nothing
run() {
  n=$1
  log="$tmp/run$n.log"
  "$wadi" "$tmp/example.wadi" >"$log" 2>&1 &
  pid=$!
  win=$(timeout 20 xdotool search --sync --onlyvisible --pid "$pid" --name 'example\.wadi' | head -n 1) || true
  if [ -z "$win" ]; then
    echo "not ok $n - no window showed"
    sed 's/^/# /' "$log"
    return 1
  fi
  if [ -n "${2:-}" ]; then
    xdotool windowsize --sync "$win" "$2" "$3" || true
  fi
  sleep 2
  if ! kill -0 "$pid" 2>/dev/null; then
    echo "not ok $n - wadi ended (a fatal warning?)"
    sed 's/^/# /' "$log"
    pid=
    return 1
  fi
  kill "$pid"
  wait "$pid" 2>/dev/null || true
  pid=
  if grep -E -q -- '-(WARNING|CRITICAL)|WARNING \*\*|CRITICAL \*\*' "$log"; then
    echo "not ok $n - wadi warned"
    sed 's/^/# /' "$log"
    return 1
  fi
  echo "ok $n - started ${2:+at ${2}x$3 }without a warning"
}

status=0
run 1 || status=1
run 2 360 640 || status=1
exit $status
