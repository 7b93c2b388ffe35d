#!/usr/bin/env python3
"""The Flatpak manifest is what flatpak-builder reads: the app id, a GNOME
runtime that is still supported, the command and a meson module built from
this tree; and flatpak-builder itself reads it without a warning (an
unknown or misspelt key is only a warning to it).  Building it needs a
runtime, which is not here.  Usage: check-flatpak.py MANIFEST APP_ID"""
import json
import shutil
import subprocess
import sys

# GNOME runtimes are supported for a year, two releases a year; 43 (2022)
# is end of life.  Raise this when a runtime reaches its end.
OLDEST_SUPPORTED = 49

manifest_path, app_id = sys.argv[1], sys.argv[2]
checks = []


def check(name, ok):
    checks.append((name, ok))


with open(manifest_path, encoding="utf-8") as f:
    manifest = json.load(f)
check("the id is the application's", manifest.get("id") == app_id)
check("the runtime is org.gnome.Platform with its Sdk",
      manifest.get("runtime") == "org.gnome.Platform" and manifest.get("sdk") == "org.gnome.Sdk")
version = str(manifest.get("runtime-version", ""))
check(f"the runtime version {version} is supported (>= {OLDEST_SUPPORTED})",
      version.isdigit() and int(version) >= OLDEST_SUPPORTED)
check("the command is wadi", manifest.get("command") == "wadi")
modules = manifest.get("modules", [])
check("the last module builds this tree with meson",
      bool(modules) and modules[-1].get("buildsystem") == "meson"
      and any(s.get("type") == "dir" for s in modules[-1].get("sources", [])))
args = manifest.get("finish-args", [])
check("it has a display (wayland, fallback-x11) and no home access",
      "--socket=wayland" in args and "--socket=fallback-x11" in args
      and not any(a.startswith("--filesystem=home") for a in args))

skipped = set()
builder = shutil.which("flatpak-builder")
name = "flatpak-builder --show-manifest reads it without a warning, as written"
if builder is None:
    checks.append((name, True))
    skipped.add(len(checks))
else:
    shown = subprocess.run([builder, "--show-manifest", manifest_path],
                           capture_output=True, text=True, check=False)
    if shown.stderr.strip():
        print("# " + shown.stderr.strip().replace("\n", "\n# "))
    try:
        read_back = json.loads(shown.stdout)
    except json.JSONDecodeError:
        read_back = {}
    check(name, shown.returncode == 0 and not shown.stderr.strip()
          and read_back.get("id") == manifest.get("id")
          and read_back.get("runtime-version") == manifest.get("runtime-version")
          and len(read_back.get("modules", [])) == len(modules))

print(f"1..{len(checks)}")
failed = False
for i, (name, ok) in enumerate(checks, 1):
    if i in skipped:
        print(f"ok {i} - {name} # SKIP flatpak-builder is not installed")
        continue
    print(f"{'ok' if ok else 'not ok'} {i} - {name}")
    failed |= not ok
sys.exit(1 if failed else 0)
