#!/usr/bin/env python3
"""Copies a resource folder with every PNG picture re-encoded Adam7-interlaced.

    python3 tests/tools/reinterlace.py SRC_DIR OUT_DIR

The original game's icon and eight of its tile pictures are interlaced; this makes a
folder of our own content that exercises the same path. Rewritten: the bare PNG `i`, every
chunk of the picture containers `ic`, `im`, `if<n>` and `ib<n>`, and the sprite chunks
1 to 25 of `b` (chunk 0 holds the ball's masks). Every other file is copied unchanged.
Pixels, bit depth, palette and transparency are kept; ancillary chunks are dropped. The
filter of each stored row cycles through the five types, so every filter meets every
pass. Standard library only.
"""

import os
import re
import struct
import sys
import zlib

SIGNATURE = b"\x89PNG\r\n\x1a\n"
# Adam7 passes: first column, first row, column step, row step.
PASSES = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
MAX_CHUNK = 32767


class Failure(Exception):
    pass


def chunks(png):
    if png[:8] != SIGNATURE:
        raise Failure("not a PNG")
    at = 8
    while at < len(png):
        (n,) = struct.unpack(">I", png[at:at + 4])
        kind = png[at + 4:at + 8]
        body = png[at + 8:at + 8 + n]
        if len(body) != n:
            raise Failure("truncated PNG chunk")
        yield kind, body
        at += 12 + n
        if kind == b"IEND":
            return
    raise Failure("no IEND")


def paeth(a, b, c):
    p = a + b - c
    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
    if pa <= pb and pa <= pc:
        return a
    return b if pb <= pc else c


def unfilter(kind, row, prev):
    out = bytearray(len(row))
    for i, v in enumerate(row):
        a = out[i - 1] if i else 0
        b = prev[i]
        c = prev[i - 1] if i else 0
        pred = [0, a, b, (a + b) // 2, paeth(a, b, c)][kind]
        out[i] = (v + pred) & 0xFF
    return out


def refilter(kind, row, prev):
    out = bytearray(len(row))
    for i, v in enumerate(row):
        a = row[i - 1] if i else 0
        b = prev[i]
        c = prev[i - 1] if i else 0
        pred = [0, a, b, (a + b) // 2, paeth(a, b, c)][kind]
        out[i] = (v - pred) & 0xFF
    return out


def sub_images(w, h, interlaced):
    """(x0, y0, dx, dy, width, height) of each stored sub-image, empty ones left out."""
    for x0, y0, dx, dy in PASSES if interlaced else [(0, 0, 1, 1)]:
        pw = (w - x0 + dx - 1) // dx if w > x0 else 0
        ph = (h - y0 + dy - 1) // dy if h > y0 else 0
        if pw and ph:
            yield x0, y0, dx, dy, pw, ph


def decode(png):
    """(width, height, depth, PLTE body, tRNS body or None, rows of indices)."""
    ihdr, plte, trns, data = None, None, None, b""
    for kind, body in chunks(png):
        if kind == b"IHDR":
            ihdr = body
        elif kind == b"PLTE":
            plte = body
        elif kind == b"tRNS":
            trns = body
        elif kind == b"IDAT":
            data += body
    w, h, depth, colour, _, _, interlace = struct.unpack(">IIBBBBB", ihdr)
    if colour != 3 or depth not in (1, 2, 4, 8):
        raise Failure("not a palette PNG of depth 1, 2, 4 or 8")
    raw = zlib.decompress(data)
    pixels = [[0] * w for _ in range(h)]
    at = 0
    for x0, y0, dx, dy, pw, ph in sub_images(w, h, interlace == 1):
        n = (pw * depth + 7) // 8
        prev = bytearray(n)
        for r in range(ph):
            kind, row = raw[at], raw[at + 1:at + 1 + n]
            at += 1 + n
            cur = unfilter(kind, row, prev)
            for c in range(pw):
                bit = c * depth
                v = (cur[bit // 8] >> (8 - depth - bit % 8)) & ((1 << depth) - 1)
                pixels[y0 + r * dy][x0 + c * dx] = v
            prev = cur
    return w, h, depth, plte, trns, pixels


def put_chunk(out, kind, body):
    out += struct.pack(">I", len(body)) + kind + body
    out += struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF)


def encode_adam7(w, h, depth, plte, trns, pixels):
    raw = bytearray()
    k = 0
    for x0, y0, dx, dy, pw, ph in sub_images(w, h, True):
        n = (pw * depth + 7) // 8
        prev = bytearray(n)
        for r in range(ph):
            packed = bytearray(n)
            for c in range(pw):
                bit = c * depth
                packed[bit // 8] |= pixels[y0 + r * dy][x0 + c * dx] << (8 - depth - bit % 8)
            kind = k % 5
            k += 1
            raw.append(kind)
            raw += refilter(kind, packed, prev)
            prev = packed
    out = bytearray(SIGNATURE)
    put_chunk(out, b"IHDR", struct.pack(">IIBBBBB", w, h, depth, 3, 0, 0, 1))
    put_chunk(out, b"PLTE", plte)
    if trns:
        put_chunk(out, b"tRNS", trns)
    put_chunk(out, b"IDAT", zlib.compress(bytes(raw), 9))
    put_chunk(out, b"IEND", b"")
    return bytes(out)


def reinterlace(png):
    return encode_adam7(*decode(png))


def read_container(data):
    (n,) = struct.unpack(">H", data[:2])
    sizes = struct.unpack(">%dH" % n, data[2:2 + 2 * n])
    at = 2 + 2 * n
    bodies = []
    for s in sizes:
        bodies.append(data[at:at + s])
        at += s
    if at != len(data) or any(len(b) != s for b, s in zip(bodies, sizes)):
        raise Failure("not a chunk container")
    return bodies


def write_container(bodies):
    for k, b in enumerate(bodies):
        if len(b) > MAX_CHUNK:
            raise Failure("chunk %d is %d bytes interlaced, over %d" % (k, len(b), MAX_CHUNK))
    head = struct.pack(">H", len(bodies)) + b"".join(struct.pack(">H", len(b)) for b in bodies)
    return head + b"".join(bodies)


def convert(name, data):
    """The file's new bytes, or None to copy it unchanged."""
    if name == "i":
        return reinterlace(data)
    if name in ("ic", "im") or re.fullmatch(r"i[fb][0-9]{1,3}", name):
        return write_container([reinterlace(b) for b in read_container(data)])
    if name == "b":
        bodies = read_container(data)
        return write_container(bodies[:1] + [reinterlace(b) for b in bodies[1:26]] + bodies[26:])
    return None


def main(argv):
    if len(argv) != 3:
        sys.stderr.write("usage: reinterlace.py SRC_DIR OUT_DIR\n")
        return 2
    src, out = argv[1], argv[2]
    os.makedirs(out, exist_ok=True)
    for name in sorted(os.listdir(src)):
        path = os.path.join(src, name)
        if name.startswith(".") or not os.path.isfile(path):
            continue
        with open(path, "rb") as f:
            data = f.read()
        try:
            new = convert(name, data)
        except (Failure, zlib.error, struct.error, IndexError, TypeError) as e:
            sys.stderr.write("%s: %s\n" % (path, e))
            return 1
        with open(os.path.join(out, name), "wb") as f:
            f.write(data if new is None else new)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
