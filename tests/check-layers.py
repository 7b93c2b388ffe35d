#!/usr/bin/env python3
"""Checks that Wadi's layers hold, from its sources and its built libraries.

Usage: check-layers.py SOURCE_ROOT LAYER=ARCHIVE ...  (lowest layer first)

It fails, naming the files, when
- a file below src/app includes a GTK, GDK or libadwaita header;
- a file includes a header of a layer above its own (the order of the
  arguments, less the layers a layer may not use: see MAY_USE);
- headers include each other in a cycle;
- units use each other in a cycle: a unit is a .c file with its header and
  its private header (wadi-board.c, wadi-board.h; wadi-los.c, wadi-los.h,
  wadi-los-private.h), or a header or a .c file alone; unit A uses unit B
  when a file of A includes a header of B.  So wadi-board.h including
  wadi-label.h while wadi-label.c includes wadi-board.h is a cycle, though
  no header includes itself;
- an object file of a library uses a symbol defined by a higher layer's
  library, or object files use each other's symbols in a cycle (A calls into
  B and B, perhaps through others, calls back into A).  A widget's actions
  file (wadi-window-actions.c beside wadi-window.c, as gnome-text-editor
  splits its window) is one class in two files that share a private header,
  so it counts as part of the widget's file; so do a window's other parts
  in the app layer (wadi-window-counters.c and the like, sharing
  wadi-window-private.h);
- code outside a ruleset descriptor (src/rules/wadi-*-ruleset.c) tests the
  ruleset id (a `case WADI_RULESET_...:` or a comparison with one).
"""

import os
import re
import subprocess
import sys

# Which layers each layer may use besides itself; anything else is an error.
MAY_USE = {
    "model": [],
    "rules": ["model"],
    "render": ["model", "rules"],
    "editor": ["model", "rules", "render"],
    "export": ["model", "rules", "render"],
    "trace": ["model", "rules", "render"],
    "cli": ["model", "rules", "render", "export", "trace"],
    "app": ["model", "rules", "render", "editor", "export", "trace"],
}

GUI_INCLUDE = re.compile(r'#\s*include\s*<(gtk/|gdk/|adwaita\.h|gsk/)')
# A project header, in quotes or (as a build's include path allows) in
# angle brackets.
QUOTED_INCLUDE = re.compile(r'#\s*include\s*(?:"([^"]+)"|<(wadi[\w-]*\.h)>)')
RULESET_TEST = re.compile(
    r'case\s+WADI_RULESET_\w+\s*:|[!=]=\s*WADI_RULESET_\w+|WADI_RULESET_\w+\s*[!=]=')
DESCRIPTOR = re.compile(r'wadi-\w+-ruleset\.c$')


def source_files(root):
    """(layer, path) for every .c and .h under src/LAYER/."""
    src = os.path.join(root, "src")
    for layer in sorted(os.listdir(src)):
        folder = os.path.join(src, layer)
        if not os.path.isdir(folder):
            continue
        for dirpath, _, names in os.walk(folder):
            for name in sorted(names):
                if name.endswith((".c", ".h")):
                    yield layer, os.path.join(dirpath, name)


def strongly_connected(graph):
    """Tarjan's algorithm: the components of more than one node."""
    index = {}
    low = {}
    stack = []
    on_stack = set()
    found = []
    counter = [0]

    def visit(node):
        # Iterative, so a long chain of files cannot overflow the stack.
        work = [(node, iter(sorted(graph.get(node, ()))))]
        index[node] = low[node] = counter[0]
        counter[0] += 1
        stack.append(node)
        on_stack.add(node)
        while work:
            current, successors = work[-1]
            advanced = False
            for succ in successors:
                if succ not in index:
                    index[succ] = low[succ] = counter[0]
                    counter[0] += 1
                    stack.append(succ)
                    on_stack.add(succ)
                    work.append((succ, iter(sorted(graph.get(succ, ())))))
                    advanced = True
                    break
                if succ in on_stack:
                    low[current] = min(low[current], index[succ])
            if advanced:
                continue
            work.pop()
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[current])
            if low[current] == index[current]:
                component = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == current:
                        break
                if len(component) > 1:
                    found.append(sorted(component))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def unit_of(path):
    """The unit a file belongs to: its name less the extension and less a
    -private suffix (wadi-los-private.h is wadi-los's)."""
    name = os.path.basename(path).rsplit(".", 1)[0]
    return name.removesuffix("-private")


def check_sources(root, layers, errors):
    header_layer = {}
    files = list(source_files(root))
    for layer, path in files:
        if path.endswith(".h"):
            header_layer[os.path.basename(path)] = layer

    header_graph = {}
    unit_graph = {}
    unit_edges = {}
    for layer, path in files:
        rel = os.path.relpath(path, root)
        with open(path, encoding="utf-8") as handle:
            text = handle.read()
        for number, line in enumerate(text.splitlines(), 1):
            if layer != "app" and GUI_INCLUDE.search(line):
                errors.append(f"{rel}:{number}: GTK included below src/app: {line.strip()}")
            if not DESCRIPTOR.search(path) and RULESET_TEST.search(line):
                errors.append(f"{rel}:{number}: tests the ruleset id outside a ruleset "
                              f"descriptor: {line.strip()}")
            match = QUOTED_INCLUDE.search(line)
            if not match:
                continue
            name = os.path.basename(match.group(1) or match.group(2))
            used = header_layer.get(name)
            if used is None:
                continue  # config.h, generated headers, system headers
            if used != layer and used not in MAY_USE.get(layer, []):
                errors.append(f"{rel}:{number}: the {layer} layer includes {name} "
                              f"of the {used} layer")
            if path.endswith(".h"):
                header_graph.setdefault(os.path.basename(path), set()).add(name)
            user, used_unit = unit_of(path), unit_of(name)
            if user != used_unit:
                unit_graph.setdefault(user, set()).add(used_unit)
                unit_edges.setdefault((user, used_unit), f"{rel}:{number}")

    for cycle in strongly_connected(header_graph):
        errors.append("headers include each other in a cycle: " + ", ".join(cycle))

    for cycle in strongly_connected(unit_graph):
        members = set(cycle)
        edges = [f"{user} -> {used} ({where})"
                 for (user, used), where in sorted(unit_edges.items())
                 if user in members and used in members]
        errors.append("units use each other in a cycle: " + "; ".join(edges))


def archive_symbols(archive):
    """{member: (defined, undefined)} from nm's listing of a static library."""
    out = subprocess.run(["nm", "-A", archive], check=True,
                         capture_output=True, text=True).stdout
    members = {}
    for line in out.splitlines():
        # "lib.a:member.o:0000000000000000 T name" or "lib.a:member.o:  U name"
        head, _, rest = line.rpartition(":")
        member = head.rsplit(":", 1)[-1]
        fields = rest.split()
        if len(fields) < 2:
            continue
        kind, name = fields[-2], fields[-1]
        defined, undefined = members.setdefault(member, (set(), set()))
        if kind == "U":
            undefined.add(name)
        elif kind.isupper() and kind not in "NW":
            defined.add(name)
    return members


def check_objects(archives, errors):
    order = [layer for layer, _ in archives]
    owner = {}
    uses = {}
    for layer, archive in archives:
        members = archive_symbols(archive)
        bases = {os.path.basename(m).removesuffix(".o").removesuffix(".c") for m in members}
        for member, (defined, undefined) in members.items():
            base = os.path.basename(member).removesuffix(".o").removesuffix(".c")
            widget = base.removesuffix("-actions")
            if widget != base and widget in bases:
                base = widget
            elif layer == "app":
                # a widget split into parts: the longest widget file it extends
                parts = [b for b in bases if base.startswith(b + "-")]
                if parts:
                    base = max(parts, key=len)
            node = f"{layer}/{base}"
            uses.setdefault(node, set()).update(undefined)
            for name in defined:
                owner[name] = node

    graph = {}
    for node, undefined in uses.items():
        layer = node.split("/")[0]
        for name in sorted(undefined):
            target = owner.get(name)
            if target is None or target == node:
                continue
            target_layer = target.split("/")[0]
            if target_layer != layer and target_layer not in MAY_USE.get(layer, order):
                errors.append(f"{node} uses {name} of {target}: an arrow up the layers")
            graph.setdefault(node, set()).add(target)

    for cycle in strongly_connected(graph):
        members = set(cycle)
        edges = []
        for node in cycle:
            calls = sorted(name for name in uses[node]
                           if owner.get(name) in members and owner[name] != node)
            if calls:
                edges.append(f"{node} -> {', '.join(calls[:3])}")
        errors.append("object files call each other in a cycle: " + "; ".join(edges))


def main(argv):
    if len(argv) < 2:
        print(__doc__, file=sys.stderr)
        return 2
    root = argv[1]
    archives = [tuple(arg.split("=", 1)) for arg in argv[2:]]
    errors = []
    check_sources(root, [layer for layer, _ in archives], errors)
    check_objects(archives, errors)
    print("1..1")
    if errors:
        for error in errors:
            print("# " + error)
        print("not ok 1 - the layers hold")
        return 1
    print("ok 1 - the layers hold")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
