#!/usr/bin/env python3
"""The editor as a screen reader meets it, through AT-SPI.

Run by test-atspi.sh on a session bus of its own.  Starts WADI on EXAMPLE,
finds its window on the accessibility bus and walks the tree:

1. every interactive control (button, toggle, combo box, spin button,
   entry, list item, row, check box...) has a name;
2. the canvas is the image named "Map", and once a key moved the hex cursor
   its description is what the status line says of that hex.

Prints TAP.  Usage: test-atspi.py WADI EXAMPLE
"""
import os
import subprocess
import sys
import tempfile
import time

import pyatspi

INTERACTIVE = {
    pyatspi.ROLE_PUSH_BUTTON,
    pyatspi.ROLE_TOGGLE_BUTTON,
    pyatspi.ROLE_COMBO_BOX,
    pyatspi.ROLE_SPIN_BUTTON,
    pyatspi.ROLE_TEXT,
    pyatspi.ROLE_ENTRY,
    pyatspi.ROLE_PASSWORD_TEXT,
    pyatspi.ROLE_LIST_ITEM,
    pyatspi.ROLE_TABLE_ROW,
    pyatspi.ROLE_TREE_ITEM,
    pyatspi.ROLE_CHECK_BOX,
    pyatspi.ROLE_RADIO_BUTTON,
    pyatspi.ROLE_SLIDER,
    pyatspi.ROLE_MENU_ITEM,
    pyatspi.ROLE_LINK,
}


def find_window(pid, timeout):
    """The frame of the process pid, once it shows on the bus."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        desktop = pyatspi.Registry.getDesktop(0)
        for app in desktop:
            try:
                if app is None or app.get_process_id() != pid:
                    continue
                for window in app:
                    if window is not None and "example" in (window.name or ""):
                        return window
            except Exception:  # an application that went away meanwhile
                continue
        time.sleep(0.3)
    return None


def walk(node, path, out):
    """Every accessible under node, with the roles leading to it."""
    try:
        role = node.getRole()
        here = path + [node.getRoleName() + (" “%s”" % node.name if node.name else "")]
        out.append((node, role, here))
        count = node.childCount
    except Exception:
        return
    for i in range(count):
        try:
            child = node.getChildAtIndex(i)
        except Exception:
            continue
        if child is not None:
            walk(child, here, out)


def describe_children(node):
    """What an unnamed control holds, to tell which one it is."""
    found = []
    sub = []
    walk(node, [], sub)
    for child, role, _ in sub[1:]:
        if child.name:
            found.append("%s “%s”" % (child.getRoleName(), child.name))
    return " (holding %s)" % ", ".join(found[:3]) if found else " (holding nothing named)"


def main():
    wadi, example = sys.argv[1], sys.argv[2]
    # the plan is test-atspi.sh's; the bus's daemons print on stdout, so
    # the TAP lines go to the file it names
    sys.stdout = open(os.environ["WADI_TEST_TAP"], "w", buffering=1)
    log = tempfile.TemporaryFile()
    proc = subprocess.Popen([wadi, example], stdout=log, stderr=subprocess.STDOUT)
    try:
        window = find_window(proc.pid, 40)
        if window is None:
            log.seek(0)
            sys.stderr.write(log.read().decode(errors="replace"))
            print("not ok 1 - the window did not show on the accessibility bus")
            print("not ok 2 - the window did not show on the accessibility bus")
            return 1
        time.sleep(1)  # the palette and the panels fill in
        nodes = []
        walk(window, [], nodes)

        unnamed = []
        checked = 0
        for node, role, path in nodes:
            if role not in INTERACTIVE:
                continue
            checked += 1
            if not (node.name or "").strip():
                unnamed.append(" > ".join(path[-5:]) + describe_children(node))
        failed = 0
        if unnamed or checked == 0:
            failed = 1
            print("not ok 1 - %d of %d interactive controls have no name" % (len(unnamed), checked))
            for line in unnamed:
                print("# unnamed: %s" % line)
        else:
            print("ok 1 - all %d interactive controls have a name" % checked)

        maps = [n for n, role, _ in nodes if (n.name or "") == "Map"]
        problems = []
        if len(maps) != 1:
            problems.append("%d accessibles named Map" % len(maps))
        else:
            canvas = maps[0]
            if canvas.getRole() != pyatspi.ROLE_IMAGE:
                problems.append("the canvas's role is %s" % canvas.getRoleName())
            if not (canvas.description or "").strip():
                problems.append("the canvas has no description")
            else:
                print("# the canvas: %s" % canvas.description)
        if problems:
            failed = 1
            print("not ok 2 - the canvas: %s" % "; ".join(problems))
        else:
            print("ok 2 - the canvas is the image Map and describes a hex")
        return failed
    finally:
        proc.terminate()
        try:
            proc.wait(10)
        except subprocess.TimeoutExpired:
            proc.kill()


if __name__ == "__main__":
    sys.exit(main())
