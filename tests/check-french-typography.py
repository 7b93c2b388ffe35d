#!/usr/bin/env python3
"""French typography in the French catalogues (docs/translating.md).

French puts a space before : ; ? ! and inside « », and it must not break
there: a line that begins with a colon or a closing guillemet is wrong.
Wadi's convention is a narrow no-break space (U+202F) before ; ? ! and a
no-break space (U+00A0) before : and inside « ».  This fails on a plain
space, or the other kind of no-break space, in any of those places of a
msgstr (the English msgid is not looked at).  A sign with no space before
it is left alone: "%s:%d:%d", "https://…", "a?b" and "--x=a:b" are not
French prose; nor is a sign quoted for itself, « ; ».

Usage: check-french-typography.py PO_FILE...
"""

import sys

NBSP = "\u00a0"
NNBSP = "\u202f"
# the space each sign wants before it (or after it, for «)
BEFORE = {":": NBSP, ";": NNBSP, "?": NNBSP, "!": NNBSP, "»": NBSP}
AFTER = {"«": NBSP}
SPACES = " " + NBSP + NNBSP
NAMES = {" ": "a plain space", NBSP: "U+00A0", NNBSP: "U+202F"}


def unquote(text):
    """The C string of a PO line's quoted part."""
    out = []
    i = 0
    while i < len(text):
        c = text[i]
        if c == "\\" and i + 1 < len(text):
            i += 1
            out.append({"n": "\n", "t": "\t", '"': '"', "\\": "\\"}.get(text[i], "\\" + text[i]))
        else:
            out.append(c)
        i += 1
    return "".join(out)


def messages(path):
    """(line, msgid, msgstr) for each message of a PO file; the plural
    forms of one message come as several msgstrs."""
    entries = []
    msgid = None
    current = None  # [line, keyword, text]
    fields = []

    def close():
        if current is not None:
            fields.append(tuple(current))

    with open(path, encoding="utf-8") as po:
        for number, line in enumerate(po, 1):
            line = line.rstrip("\n")
            if line.startswith("#~") or line.startswith("#"):
                continue
            if line.startswith('"'):
                if current is not None:
                    current[2] += unquote(line[1:-1])
                continue
            close()
            current = None
            if not line.strip():
                continue
            keyword, _, rest = line.partition(" ")
            current = [number, keyword, unquote(rest.strip()[1:-1])]
    close()
    for number, keyword, text in fields:
        if keyword == "msgid":
            msgid = text
        elif keyword.startswith("msgstr") and msgid:  # not the header
            entries.append((number, msgid, text))
    return entries


def problems(text):
    """What is wrong with the spaces of one msgstr."""
    found = []
    for i, c in enumerate(text):
        # a sign quoted for itself, « ; », takes the guillemet's space
        quoted = i > 1 and text[i - 2] == "«"
        if c in BEFORE and i > 0 and text[i - 1] in SPACES and text[i - 1] != BEFORE[c] and not quoted:
            found.append(f"{NAMES[text[i - 1]]} before “{c}” in “…{text[max(0, i - 20):i + 1]}”")
        if c in AFTER and i + 1 < len(text) and text[i + 1] in SPACES and text[i + 1] != AFTER[c]:
            found.append(f"{NAMES[text[i + 1]]} after “{c}” in “{text[i:i + 20]}…”")
    return found


def main(paths):
    failed = 0
    print(f"1..{len(paths)}")
    for n, path in enumerate(paths, 1):
        bad = []
        for number, _msgid, text in messages(path):
            for problem in problems(text):
                bad.append(f"{path}:{number}: {problem}")
        if bad:
            failed += 1
            print(f"not ok {n} - {path}: {len(bad)} spaces against French typography")
            for line in bad:
                print(f"# {line}")
        else:
            print(f"ok {n} - {path}: no-break spaces before : ; ? ! and inside « »")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
