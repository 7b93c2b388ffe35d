#!/usr/bin/env python3
"""Checks that Wadi's source files and functions stay small enough to read.

Usage: check-sizes.py [--strict] SOURCE_ROOT

It names, under SOURCE_ROOT/src,
- every .c or .h file of more than MAX_FILE_LINES lines (its lines of text,
  blank lines and comments included);
- every function of more than MAX_FUNCTION_LINES lines, and every command
  of wadi-cli's (its wadi_cli_NAME_run ()) of more than MAX_CLI_RUN_LINES:
  a command reads its options, asks and answers through functions of its
  own (issue 26).  A function is a
  top-level definition in a .c file, found as the project's style writes
  one (GTK style, which clang-format keeps): its opening brace alone at the
  start of a line, just after a line ending in ")" (the end of its
  parameters; preprocessor lines and a trailing comment passed over), and
  its closing brace at the start of a later line.  Its
  length is counted from the line of the opening brace to the line of the
  closing brace, both included; its name is the identifier before the "("
  of the declarator above the brace.  A struct, enum or table (whose brace
  follows a name or "=", not ")") is not a function.

Without --strict it only reports (the test passes whatever it finds);
with --strict any of them fails it.
"""

import os
import re
import sys

MAX_FILE_LINES = 1500
MAX_FUNCTION_LINES = 150
MAX_CLI_RUN_LINES = 80
CLI_RUN = re.compile(r'^wadi_cli_\w+_run$')

NAME_BEFORE_PAREN = re.compile(r'([A-Za-z_]\w*)\s*\(')


def source_files(root):
    """Every .c and .h under src/, in a stable order."""
    for dirpath, dirnames, names in os.walk(os.path.join(root, "src")):
        dirnames.sort()
        for name in sorted(names):
            if name.endswith((".c", ".h")):
                yield os.path.join(dirpath, name)


def is_comment(stripped):
    return stripped.startswith(("/*", "*", "//"))


def function_name(lines, brace):
    """The name in the declarator above the brace at lines[brace]."""
    declarator = []
    # The declarator runs back to a blank line, a comment or the end of
    # what came before (";" or "}"); preprocessor lines inside it (the
    # #if of two spellings of the parameters) are passed over.
    for line in reversed(lines[:brace]):
        stripped = line.strip()
        if stripped.startswith("#"):
            continue
        if (not stripped or is_comment(stripped) or stripped.endswith(";")
                or line.startswith("}")):
            break
        declarator.insert(0, re.sub(r"/\*.*?\*/", " ", line))
    match = NAME_BEFORE_PAREN.search(" ".join(declarator))
    return match.group(1) if match else "?"


def code_before(lines, i):
    """The line above lines[i] that is not a preprocessor line, stripped of a
    trailing comment."""
    for line in reversed(lines[:i]):
        if not line.lstrip().startswith("#"):
            return re.sub(r"/\*.*?\*/\s*$", "", line).rstrip()
    return ""


def functions(lines):
    """(name, first line number, length) of each function in a .c file."""
    found = []
    i = 0
    while i < len(lines):
        if lines[i].rstrip() == "{" and code_before(lines, i).endswith(")"):
            end = i + 1
            while end < len(lines) and not lines[end].startswith("}"):
                end += 1
            found.append((function_name(lines, i), i + 1, end - i + 1))
            i = end
        i += 1
    return found


def check(root):
    problems = []
    for path in source_files(root):
        rel = os.path.relpath(path, root)
        with open(path, encoding="utf-8") as handle:
            lines = handle.read().splitlines()
        if len(lines) > MAX_FILE_LINES:
            problems.append(f"{rel}: {len(lines)} lines (at most {MAX_FILE_LINES})")
        if not path.endswith(".c"):
            continue
        for name, first, length in functions(lines):
            limit = MAX_FUNCTION_LINES
            if CLI_RUN.match(name):
                limit = MAX_CLI_RUN_LINES
            if length > limit:
                problems.append(f"{rel}:{first}: {name} () is {length} lines "
                                f"(at most {limit})")
    return problems


def main(argv):
    args = argv[1:]
    strict = "--strict" in args
    args = [arg for arg in args if arg != "--strict"]
    if len(args) != 1:
        print(__doc__, file=sys.stderr)
        return 2
    problems = check(args[0])
    print("1..1")
    for problem in problems:
        print("# " + problem)
    if problems and strict:
        print("not ok 1 - files and functions are small enough")
        return 1
    if problems:
        print(f"ok 1 - files and functions are small enough "
              f"(reported only, {len(problems)} over the limits: --strict fails on them)")
    else:
        print("ok 1 - files and functions are small enough")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
