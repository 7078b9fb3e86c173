#!/usr/bin/env python3
"""Zips a resource folder into a MIDlet-like archive (.jar) for `--res` and `BOUNCE_RES`.

    python3 tests/tools/jar.py [--folder NAME] [--comment TEXT] SRC_DIR OUT.jar

The archive holds META-INF/MANIFEST.MF first, then every file of SRC_DIR (sorted, dot files
and folders skipped) at the root or under NAME/, and is the same bytes on every run (fixed
timestamps and attributes). Pictures (i, ic, im, if<n>, ib<n>) are stored, as they are PNG
data already; everything else is deflated, so both methods are exercised. Standard library
only.
"""

import argparse
import os
import sys
import zipfile

# The earliest time a zip can hold; any fixed time makes the output reproducible.
TIMESTAMP = (1980, 1, 1, 0, 0, 0)
MANIFEST = (
    b"Manifest-Version: 1.0\r\n"
    b"MIDlet-1: Bounce Back, /i, Bounce\r\n"
    b"MIDlet-Name: Bounce Back (test archive)\r\n"
    b"\r\n"
)


def is_picture(name):
    if name in ("i", "ic", "im"):
        return True
    return name[:2] in ("if", "ib") and name[2:].isdigit()


def entry(name, data, method, out):
    info = zipfile.ZipInfo(name, date_time=TIMESTAMP)
    out.writestr(info, data, compress_type=method)


def main(argv):
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("src", help="the resource folder")
    p.add_argument("out", help="the archive to write")
    p.add_argument("--folder", help="put the files under this folder (default: the root)")
    p.add_argument("--comment", default="", help="an archive comment")
    a = p.parse_args(argv)
    if a.folder is not None and (not a.folder or "/" in a.folder):
        p.error("--folder takes one folder name, without '/'")
    names = sorted(
        n
        for n in os.listdir(a.src)
        if not n.startswith(".") and os.path.isfile(os.path.join(a.src, n))
    )
    if not names:
        p.error(f"{a.src} holds no files")
    with zipfile.ZipFile(a.out, "w") as z:
        entry("META-INF/MANIFEST.MF", MANIFEST, zipfile.ZIP_DEFLATED, z)
        for n in names:
            with open(os.path.join(a.src, n), "rb") as f:
                data = f.read()
            path = n if a.folder is None else f"{a.folder}/{n}"
            method = zipfile.ZIP_STORED if is_picture(n) else zipfile.ZIP_DEFLATED
            entry(path, data, method, z)
        z.comment = a.comment.encode()
    print(f"wrote {a.out}: {len(names)} file(s)" + (f" under {a.folder}/" if a.folder else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
