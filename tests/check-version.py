#!/usr/bin/env python3
"""One version, set once: meson's project version is the newest <release>
of the metainfo, read with an XML parser, and the newest entry of NEWS.

Usage: check-version.py VERSION METAINFO NEWS
Prints TAP."""

import re
import sys
import xml.etree.ElementTree as ET


def version_key(version):
    return tuple(int(part) if part.isdigit() else 0 for part in re.split(r"[.~+-]", version))


def main():
    version, metainfo, news = sys.argv[1:4]
    results = []

    releases = ET.parse(metainfo).getroot().findall("./releases/release")
    versions = [release.get("version") for release in releases]
    if not versions:
        results.append((False, "the metainfo has no <release>"))
    else:
        newest = max(versions, key=version_key)
        results.append((newest == version,
                        f"meson's version {version} is the metainfo's newest release {newest}"))
        # AppStream wants them newest first: About and software centres
        # take the first
        results.append((versions[0] == newest, f"the metainfo's first release is its newest ({versions[0]})"))
        dates = [release.get("date") or "" for release in releases]
        results.append((dates == sorted(dates, reverse=True), "the releases' dates go newest first"))

    with open(news, encoding="utf-8") as f:
        headings = re.findall(r"^Wadi (\S+)", f.read(), re.MULTILINE)
    results.append((bool(headings) and headings[0] == version,
                    f"NEWS begins with Wadi {version} (it has {headings[:1]})"))
    results.append((sorted(headings, key=version_key, reverse=True) == headings
                    and set(versions) == set(headings),
                    "NEWS has every release of the metainfo, newest first"))

    print(f"1..{len(results)}")
    for n, (ok, what) in enumerate(results, 1):
        print(f"{'ok' if ok else 'not ok'} {n} - {what}")
    return 0 if all(ok for ok, _ in results) else 1


if __name__ == "__main__":
    sys.exit(main())
