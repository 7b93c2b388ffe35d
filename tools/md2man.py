#!/usr/bin/env python3
"""md2man.py: a manual page from the Markdown of docs/cli.md and docs/wadi.md

Usage: md2man.py IN.md OUT.1 VERSION

The pages are written once, as Markdown, and read on the web and in the
repository; this turns the subset they use into man(7) for `man`:
"# name(1)" (the title), "## SECTION", paragraphs, ``` blocks, definition
items (a line of `code` followed by ": text", continued by lines indented
two spaces), "- " lists, and tables (each row a tagged paragraph).
"""
import re
import sys


def escape(text):
    text = text.replace("\\", "\\e")
    return text


def inline(text):
    text = escape(text)
    text = re.sub(r"\*\*([^*]+)\*\*", r"\\fB\1\\fR", text)
    text = re.sub(r"`([^`]+)`", lambda m: "\\fB" + m.group(1).replace("-", "\\-") + "\\fR", text)
    text = re.sub(r"\[([^\]]+)\]\(([^)]+)\)", r"\1 (\2)", text)
    return text


def line_out(out, text):
    # a line starting with . or ' would be a request
    if text.startswith(".") or text.startswith("'"):
        text = "\\&" + text
    out.append(text)


def convert(lines, version):
    out = []
    i = 0
    in_definition = False
    # In COMMANDS each command is a subsection of its own (.SS), so that
    # `man` lists them and a reader can search for one.
    section = ""
    while i < len(lines):
        line = lines[i].rstrip("\n")
        stripped = line.strip()
        if line.startswith("# "):
            match = re.match(r"# (\S+)\((\d)\)", line)
            name, section = (match.group(1), match.group(2)) if match else (line[2:], "1")
            out.append('.TH "%s" "%s" "" "Wadi %s" "Wadi Manual"' % (name.upper(), section, version))
            i += 1
            continue
        if line.startswith("## "):
            section = line[3:].strip().upper()
            out.append(".SH " + '"' + section + '"')
            in_definition = False
            i += 1
            continue
        if stripped.startswith("```"):
            indented = line.startswith("  ")
            i += 1
            out.append(".sp")
            out.append(".RS 4")
            out.append(".nf")
            while i < len(lines) and not lines[i].strip().startswith("```"):
                code = lines[i].rstrip("\n")
                if indented and code.startswith("  "):
                    code = code[2:]
                line_out(out, escape(code).replace("-", "\\-"))
                i += 1
            out.append(".fi")
            out.append(".RE")
            i += 1
            continue
        if stripped.startswith("|"):
            rows = []
            while i < len(lines) and lines[i].strip().startswith("|"):
                cells = [c.strip() for c in lines[i].strip().strip("|").split("|")]
                if not all(re.fullmatch(r"-+", c) for c in cells):
                    rows.append(cells)
                i += 1
            header, body = rows[0], rows[1:]
            for row in body:
                out.append(".TP")
                line_out(out, inline(row[0]))
                rest = ["%s: %s" % (header[k], row[k]) for k in range(1, len(row)) if row[k]]
                line_out(out, inline("; ".join(rest)))
            continue
        if stripped == "":
            i += 1
            # a paragraph of a definition goes on at its indent
            if in_definition and i < len(lines) and lines[i].startswith("  ") and lines[i].strip():
                if not lines[i].strip().startswith("```"):
                    out.append(".PP" if section == "COMMANDS" else ".IP")
            else:
                in_definition = False
                if i < len(lines) and lines[i].strip() and not lines[i].startswith("#"):
                    if not lines[i].strip().startswith(("```", "|")):
                        out.append(".PP")
            continue
        if line.startswith("`") and i + 1 < len(lines) and lines[i + 1].startswith(": "):
            if section == "COMMANDS":
                out.append(".SS " + inline(line.strip("`")))
            else:
                out.append(".TP")
                line_out(out, inline(line))
            line_out(out, inline(lines[i + 1][2:].rstrip("\n")))
            in_definition = True
            i += 2
            continue
        if stripped.startswith("- "):
            out.append(".IP \\(bu 2")
            line_out(out, inline(stripped[2:]))
            i += 1
            while i < len(lines) and lines[i].startswith("  ") and lines[i].strip() and not lines[i].strip().startswith("- "):
                line_out(out, inline(lines[i].strip()))
                i += 1
            continue
        line_out(out, inline(stripped))
        i += 1
    return "\n".join(out) + "\n"


def main():
    if len(sys.argv) != 4:
        sys.exit("usage: md2man.py IN.md OUT.1 VERSION")
    with open(sys.argv[1], encoding="utf-8") as source:
        lines = source.readlines()
    text = convert(lines, sys.argv[3])
    with open(sys.argv[2], "w", encoding="utf-8") as target:
        target.write(text)


main()
