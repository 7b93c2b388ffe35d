#!/usr/bin/env python3
"""Writes the adversarial corpus of tests/bench/wadi-bench-load: files of
about ten megabytes (or small files that describe a large map) built to make
a reader slow.  Each was slow once, or is the kind of file that is: the
audit of issue #12 found a tag of 400 000 attributes (49 s), counters in
descending id order (quadratic insertion) and thousands of placements of a
huge overlay (over 30 minutes).  Wadi must load or refuse each in time
linear in its size and in the map it describes.

    tests/data/adversarial/generate.py OUTDIR
"""
import os
import sys

NS = 'xmlns="https://wadieditor.github.io/ns/scenario"'
SIZE = 10 * 1024 * 1024


def head(version=3):
    return '<?xml version="1.0" encoding="UTF-8"?>\n<scenario %s version="%d" ruleset="asl">\n' % (NS, version)


def asl_column(col):
    letter = chr(ord('A') + col % 26)
    return letter * (col // 26 + 1)


def plain():
    """The reference: an ordinary board, every hex written."""
    out = [head(), '  <board id="1" columns="1000" rows="1000" terrain="open" level="0">\n']
    size = 0
    row = 1
    while size < SIZE:
        for col in range(1000):
            line = '    <hex at="%s%d" terrain="woods" level="1"/>\n' % (asl_column(col), row)
            out.append(line)
            size += len(line)
        row += 1
    out.append('  </board>\n</scenario>\n')
    return ''.join(out)


def many_attributes():
    """One tag with 400 000 attributes (4.7 MB), the audit's file."""
    attrs = ' '.join('a%d="1"' % i for i in range(400000))
    return head() + '  <metadata %s/>\n</scenario>\n' % attrs


def many_namespaces():
    """One tag declaring half a million namespace prefixes."""
    decls = ' '.join('xmlns:p%d="urn:x:%d"' % (i, i) for i in range(SIZE // 24))
    return head() + '  <metadata %s/>\n</scenario>\n' % decls


def descending_counters():
    """Counters listed from the highest id down."""
    line = '  <counter id="%d" kind="ford" board="1" at="A1"/>\n'
    n = SIZE // len(line % 100000)
    body = ''.join(line % i for i in range(n, 0, -1))
    return head() + '  <board id="1" columns="2" rows="2"/>\n' + body + '</scenario>\n'


def huge_overlay_placements():
    """4096 placements of a 2048 x 4095 overlay on a 2048 x 4096 board."""
    out = [head(), '  <board id="1" columns="2048" rows="4096"/>\n',
           '  <overlay id="W"><board columns="2048" rows="4095"/></overlay>\n']
    out += ['  <place overlay="W" at="A%d"/>\n' % (1 + i % 4096) for i in range(4096)]
    out.append('</scenario>\n')
    return ''.join(out)


def long_values():
    """Counters whose side and name are as long as the format allows."""
    text = 'x' * 65536
    line = '  <counter id="%d" kind="unit" board="1" at="A1" class="infantry" side="%s" name="%s"/>\n'
    n = SIZE // (2 * 65536 + 100)
    body = ''.join(line % (i + 1, text, text) for i in range(n))
    return head() + '  <board id="1" columns="2" rows="2"/>\n' + body + '</scenario>\n'


def comments():
    """Ten megabytes of comments between two elements."""
    chunk = '<!-- a=b - c=d -> <x y="z"> -->\n'
    return head() + chunk * (SIZE // len(chunk)) + '</scenario>\n'


def deep_nesting():
    """Elements nested half a million deep (refused at the first that may not be there)."""
    n = SIZE // 24
    return head() + '<metadata>' * n + '</metadata>' * n + '</scenario>\n'


def sides_everywhere():
    """Every hexside of a board written."""
    out = [head(), '  <board id="1" columns="1000" rows="1000">\n']
    size = 0
    row = 1
    while size < SIZE:
        for col in range(1000):
            for d in ('n', 'ne', 'se'):
                line = '    <side at="%s%d" dir="%s" features="hedge wall"/>\n' % (asl_column(col), row, d)
                out.append(line)
                size += len(line)
        row += 1
    out.append('  </board>\n</scenario>\n')
    return ''.join(out)


def many_boards_stacked():
    """A format version 2 file of 64 geomorphic boards, laid out one below the other."""
    board = '  <board id="%d" columns="33" rows="11" first-row="0"><hex at="B10" terrain="woods"/></board>\n'
    return head(2) + ''.join(board % i for i in range(64)) + '</scenario>\n'


GENERATORS = [plain, many_attributes, many_namespaces, descending_counters,
              huge_overlay_placements, long_values, comments, deep_nesting,
              sides_everywhere, many_boards_stacked]


def main():
    outdir = sys.argv[1]
    os.makedirs(outdir, exist_ok=True)
    for generator in GENERATORS:
        name = generator.__name__.replace('_', '-') + '.wadi'
        with open(os.path.join(outdir, name), 'w', encoding='utf-8') as f:
            f.write(generator())


if __name__ == '__main__':
    main()
