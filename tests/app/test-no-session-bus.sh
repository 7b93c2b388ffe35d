#!/bin/sh
# Without a session bus (ssh -X to a desktop, a bare X server) Wadi runs
# and closes its dialogs.  GTK 4.8 found the accessibility bus through the
# X root window all the same, registered its objects under no path, and
# crashed as a dialog closed (g_str_hash (NULL) as it unmapped; status
# 139, or 245 under meson devenv), so main () turns accessibility off
# there.  On a session bus of its own this script starts the AT-SPI bus
# launcher and names its bus on the root window (AT_SPI_BUS, taken away
# after; without the launcher or xprop that part is left out), then starts
# the real wadi with no session bus, moves the hex cursor, opens
# Preferences with Ctrl+, and closes it with Escape, checks wadi lives,
# and quits it with Ctrl+Q.
# Usage: test-no-session-bus.sh WADI EXAMPLE   (under an X server)
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
a11y_pid=
cleanup() {
  if [ -n "$pid" ]; then
    kill "$pid" 2>/dev/null || true
    wait "$pid" 2>/dev/null || true
  fi
  if [ -n "${a11y_pid:-}" ]; then
    xprop -root -remove AT_SPI_BUS 2>/dev/null || true
    kill "$a11y_pid" 2>/dev/null || true
    wait "$a11y_pid" 2>/dev/null || true
  fi
  rm -rf "$tmp"
}
trap cleanup EXIT

cp "$example" "$tmp/example.wadi"
mkdir -p "$tmp/runtime"
chmod 700 "$tmp/runtime"
export XDG_STATE_HOME="$tmp/state" XDG_RUNTIME_DIR="$tmp/runtime" GSETTINGS_BACKEND=memory
unset GTK_A11Y NO_AT_BRIDGE
# an accessibility bus it can reach, as on a desktop whose session bus
# it cannot: the launcher, on the session bus of this script, names its
# bus on the root window (AT_SPI_BUS), where GTK looks on X11
launcher=
for l in /usr/libexec/at-spi-bus-launcher /usr/lib/at-spi2-core/at-spi-bus-launcher; do
  [ -x "$l" ] && launcher=$l && break
done
if [ -n "$launcher" ] && command -v xprop >/dev/null; then
  "$launcher" --launch-immediately >/dev/null 2>&1 &
  a11y_pid=$!
  address=
  for _ in $(seq 1 50); do
    address=$(dbus-send --session --print-reply=literal --dest=org.a11y.Bus /org/a11y/bus org.a11y.Bus.GetAddress 2>/dev/null | tr -d ' ') || true
    [ -n "$address" ] && break
    sleep 0.1
  done
  [ -n "$address" ] && xprop -root -f AT_SPI_BUS 8s -set AT_SPI_BUS "$address"
fi
export DBUS_SESSION_BUS_ADDRESS="unix:path=$tmp/no-bus"

env -u DBUS_SESSION_BUS_ADDRESS -u GDK_BACKEND "$wadi" "$tmp/example.wadi" >"$tmp/log" 2>&1 &
pid=$!
win=$(timeout 20 xdotool search --sync --onlyvisible --pid "$pid" --name 'example\.wadi' | head -n 1) || true
if [ -z "$win" ]; then
  echo "not ok 1 - no window showed"
  sed 's/^/# /' "$tmp/log"
  echo "not ok 2 - no window showed"
  exit 1
fi
# the keys go where the pointer is, over the map (no window manager
# gives the focus); the arrows move the hex cursor first, which the
# accessibility tree then describes
eval "$(xdotool getwindowgeometry --shell "$win")"
xdotool mousemove --window "$win" $((WIDTH / 2)) $((HEIGHT / 2))
xdotool key Right Right
xdotool key ctrl+comma
prefs=$(timeout 10 xdotool search --sync --onlyvisible --pid "$pid" --name '^Preferences$' | head -n 1) || true
if [ -z "$prefs" ]; then
  echo "not ok 1 - Ctrl+, showed no Preferences"
  sed 's/^/# /' "$tmp/log"
  echo "not ok 2 - not tried"
  exit 1
fi
sleep 1
xdotool key Escape
sleep 2
if ! kill -0 "$pid" 2>/dev/null; then
  status=0
  wait "$pid" || status=$?
  pid=
  echo "not ok 1 - wadi ended (status $status) as Preferences closed"
  sed 's/^/# /' "$tmp/log" | grep -v object_path | tail -n 20
  echo "not ok 2 - not tried"
  exit 1
fi
echo "ok 1 - Preferences opened and closed without a session bus"

xdotool key ctrl+q
status=0
for _ in $(seq 1 50); do
  kill -0 "$pid" 2>/dev/null || break
  sleep 0.2
done
if kill -0 "$pid" 2>/dev/null; then
  echo "not ok 2 - Ctrl+Q did not end wadi"
  exit 1
fi
wait "$pid" || status=$?
pid=
if [ "$status" -ne 0 ]; then
  echo "not ok 2 - wadi ended with status $status"
  sed 's/^/# /' "$tmp/log" | tail -n 20
  exit 1
fi
echo "ok 2 - Ctrl+Q ended it with status 0"
