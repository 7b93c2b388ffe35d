#!/usr/bin/env python3
"""No translation glued to a second sentence its English does not have.

A msgstr that reads "… (B20.7).Schnee auf einem Bach …" had kept the
translation of another message after its own, a mistake msgfmt --check
cannot see: the scenario card printed both.  This fails where a
translation has a full stop followed at once by a capitalised word
("7).Schnee") and its msgid has none.

Usage: check-glued-sentences.py PO_FILE...
"""

import re
import sys

GLUED = re.compile(r"[a-zäöüéèàç0-9)]\.[A-ZÄÖÜÉÈ][a-zäöüéèàç]")
ENTRY = re.compile(r'^msgid ((?:".*"\n)+)msgstr ((?:".*"\n)+)', re.M)


def join(quoted):
    return "".join(re.findall(r'"(.*)"', quoted))


def main(paths):
    failures = []
    for path in paths:
        with open(path, encoding="utf-8") as po:
            for msgid, msgstr in ENTRY.findall(po.read()):
                english, translated = join(msgid), join(msgstr)
                if GLUED.search(translated) and not GLUED.search(english):
                    failures.append(f"{path}: “{translated[:100]}…” (for “{english[:60]}…”)")
    print("1..1")
    if failures:
        print("not ok 1 - translations glued to a second sentence")
        for failure in failures:
            print("# " + failure)
        return 1
    print("ok 1 - no translation is glued to a sentence its English lacks")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
