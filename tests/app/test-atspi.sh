#!/bin/sh
# What a screen reader meets: on a session bus of its own
# (dbus-run-session, which brings up the accessibility bus), starts the
# real wadi on an example and walks its window through AT-SPI
# (test-atspi.py): every interactive control has a name, the canvas is the
# image "Map" and describes the hex in hand.
# Usage: test-atspi.sh WADI EXAMPLE   (under an X server)
set -eu

wadi=$1
example=$2
here=$(dirname "$0")

if [ "${3:-}" != "--on-bus" ]; then
  echo "1..2"
  if [ -z "${DISPLAY:-}" ]; then
    echo "ok 1 # SKIP no display"; echo "ok 2 # SKIP no display"
    exit 0
  fi
  # pyatspi comes from Debian's python3-pyatspi: the system's Python
  python=
  for p in python3 /usr/bin/python3; do
    if command -v "$p" >/dev/null && "$p" -c 'import pyatspi' 2>/dev/null; then
      python=$p
      break
    fi
  done
  if [ -z "$python" ] || ! command -v dbus-run-session >/dev/null; then
    echo "ok 1 # SKIP python3-pyatspi or dbus-run-session is missing"
    echo "ok 2 # SKIP python3-pyatspi or dbus-run-session is missing"
    exit 0
  fi
  tap=$(mktemp)
  log=$(mktemp)
  trap 'rm -f "$tap" "$log"' EXIT
  # the bus's daemons print on stdout: the TAP lines come in a file
  status=0
  WADI_TEST_PYTHON="$python" WADI_TEST_TAP="$tap" \
    dbus-run-session -- sh "$0" "$wadi" "$example" --on-bus >"$log" 2>&1 || status=$?
  cat "$tap"
  if [ "$status" -ne 0 ] && ! grep -q '^not ok' "$tap"; then
    echo "not ok 1 - test-atspi.py failed"
  fi
  [ "$status" -eq 0 ] || sed 's/^/# /' "$log"
  exit "$status"
fi

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cp "$example" "$tmp/example.wadi"
# the accessibility bus: GTK finds it through the session bus
unset NO_AT_BRIDGE GTK_A11Y
export XDG_STATE_HOME="$tmp/state" GSETTINGS_BACKEND=memory GDK_BACKEND=x11
"$WADI_TEST_PYTHON" "$here/test-atspi.py" "$wadi" "$tmp/example.wadi"
