#!/bin/sh
# Installs the build into a scratch DESTDIR and runs Wadi from there, with
# only XDG_DATA_DIRS pointing at the installed tree (and /usr/share for GTK
# itself): wadi --version is the installed metainfo's newest release,
# wadi-cli validates an example, the editor opens it in a window, and the
# completions, the HTML help, the manual pages and the desktop file are
# where they belong.
# Usage: test-install.sh MESON BUILD_ROOT PREFIX EXAMPLE   (under an X server)
set -u

meson=$1
build=$2
prefix=$3
example=$4
app_id=io.github.wadieditor.Wadi

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

echo "1..6"
if ! DESTDIR="$tmp/dest" "$meson" install -C "$build" --no-rebuild --quiet >"$tmp/install.log" 2>&1; then
  echo "not ok 1 - meson install"
  cat "$tmp/install.log" >&2
  exit 1
fi
root=$tmp/dest$prefix
# what gnome.post_install does, which DESTDIR skips (a package's triggers
# do it there)
glib-compile-schemas "$root/share/glib-2.0/schemas" || { echo "not ok 1 - glib-compile-schemas"; exit 1; }
echo "ok 1 - meson install into DESTDIR, the schema compiled"

# The installed tree and the system's, nothing of the build tree.
# exec=exec in a subshell: the subshell becomes the command, so that $! is
# the command's own pid and cleanup's kill reaches it
run() {
  ${exec:-} env -u LD_LIBRARY_PATH -u GSETTINGS_SCHEMA_DIR -u WADI_BOARDS_DIR -u WADI_HELP_HTML_DIR \
    -u WADI_LOCALEDIR -u G_TEST_SRCDIR -u G_TEST_BUILDDIR \
    XDG_DATA_DIRS="$root/share:/usr/share" PATH="$root/bin:/usr/bin:/bin" "$@"
}

released=$(python3 -c '
import sys, xml.etree.ElementTree as ET
print(ET.parse(sys.argv[1]).getroot().find("./releases/release").get("version"))' \
  "$root/share/metainfo/$app_id.metainfo.xml")
version=$(run wadi --version)
cli_version=$(run wadi-cli --version)
if [ "$version" = "wadi $released" ] && [ "$cli_version" = "wadi-cli $released" ]; then
  echo "ok 2 - wadi --version and wadi-cli --version say $released, the metainfo's newest release"
else
  echo "not ok 2 - “$version”, “$cli_version”; the installed metainfo's newest release is $released"
  exit 1
fi

if out=$(run wadi-cli validate "$example" 2>&1); then
  echo "ok 3 - the installed wadi-cli validates $(basename "$example")"
else
  echo "not ok 3 - wadi-cli validate: $out"
  exit 1
fi

missing=
for f in share/bash-completion/completions/wadi-cli share/zsh/site-functions/_wadi-cli \
         share/fish/vendor_completions.d/wadi-cli.fish share/doc/wadi/html/index.html \
         share/doc/wadi/html/getting-started.html share/doc/wadi/html/C.css share/help/C/wadi/index.page \
         share/applications/$app_id.desktop share/glib-2.0/schemas/gschemas.compiled \
         share/icons/hicolor/scalable/apps/$app_id.svg share/man/man1/wadi-cli.1; do
  [ -f "$root/$f" ] || missing="$missing $f"
done
[ -z "$missing" ] && echo "ok 4 - completions, HTML help, Mallard help, desktop file, icon, manual installed" ||
  { echo "not ok 4 - not installed:$missing"; exit 1; }

registered=$(bash -c ". '$root/share/bash-completion/completions/wadi-cli'; complete -p wadi-cli")
[ "$registered" = "complete -F _wadi_cli wadi-cli" ] && echo "ok 5 - the installed bash completion registers" ||
  { echo "not ok 5 - $registered"; exit 1; }

if [ -z "${DISPLAY:-}" ]; then
  echo "ok 6 # SKIP no display"
  exit 0
fi
cp "$example" "$tmp/installed.wadi"
(exec=exec; run XDG_STATE_HOME="$tmp/state" GSETTINGS_BACKEND=memory NO_AT_BRIDGE=1 GDK_BACKEND=x11 wadi "$tmp/installed.wadi") >"$tmp/wadi.log" 2>&1 &
pid=$!
win=$(timeout 30 xdotool search --sync --onlyvisible --name 'installed\.wadi' | head -n 1)
if [ -n "$win" ] && kill -0 "$pid" 2>/dev/null; then
  echo "ok 6 - the installed editor opens $(basename "$example") in a window"
else
  echo "not ok 6 - the installed editor showed no window"
  cat "$tmp/wadi.log" >&2
  exit 1
fi
