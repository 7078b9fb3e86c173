#!/usr/bin/env python3
"""Generates the content pack's art and tile table as editable text sources.

Writes, under content/ (the source tree `bounceback pack content res` reads):
  tiles.txt, ball.txt, ball/NN.txt, images/<file>/NN.txt, icon.txt
Hand-written sources (levels/, demo.txt, sounds.txt, background.txt) are left alone.

Every picture is palette-indexed ASCII art drawn here by code: nothing is traced,
converted or sampled from the original game. Run from anywhere:
  python3 content/tools/art.py
The output is deterministic; a test checks that the committed files match it.
"""

import math
import os
import sys

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

# ---------------------------------------------------------------- palette
# One palette for the whole pack: key -> RRGGBB or RRGGBBAA. Keys are single characters.
PALETTE = {
    ".": "00000000",  # transparent
    "k": "141420",    # outline / near black
    "K": "2A2A3A",    # dark grey
    "g": "5A5A70",    # grey
    "G": "9090A8",    # light grey
    "w": "F4F4F4",    # white
    "r": "8C1C1C",    # dark red
    "R": "D83434",    # red
    "p": "FF8A80",    # pink highlight
    "o": "C8641E",    # orange
    "O": "F0A030",    # light orange
    "y": "E8C020",    # yellow
    "Y": "FFF080",    # light yellow
    "n": "6A4020",    # brown
    "N": "9A6434",    # light brown
    "d": "1E5A28",    # dark green
    "e": "34A040",    # green
    "E": "8CE070",    # light green
    "b": "1C3C8C",    # dark blue
    "B": "3070D8",    # blue
    "c": "70C8F8",    # cyan
    "C": "C8F0FF",    # light cyan
    "v": "50287A",    # dark violet
    "V": "9050D0",    # violet
    "m": "D050A0",    # magenta
    "s": "7A5A3C",    # stone dark (theme 2)
    "S": "B0906C",    # stone light (theme 2)
    "t": "3C6E6E",    # teal dark (theme 2)
    "T": "62A8A0",    # teal light
    "h": "00000060",  # shadow (translucent)
    "z": "FFFFFF90",  # glint (translucent)
}


class Pic:
    """A small canvas of palette keys."""

    def __init__(self, w, h, fill="."):
        self.w, self.h = w, h
        self.px = [[fill] * w for _ in range(h)]

    def set(self, x, y, k):
        if 0 <= x < self.w and 0 <= y < self.h:
            self.px[y][x] = k

    def get(self, x, y):
        return self.px[y][x] if 0 <= x < self.w and 0 <= y < self.h else "."

    def rect(self, x, y, w, h, k):
        for yy in range(y, y + h):
            for xx in range(x, x + w):
                self.set(xx, yy, k)

    def frame(self, x, y, w, h, k):
        for xx in range(x, x + w):
            self.set(xx, y, k)
            self.set(xx, y + h - 1, k)
        for yy in range(y, y + h):
            self.set(x, yy, k)
            self.set(x + w - 1, yy, k)

    def hline(self, x0, x1, y, k):
        for x in range(x0, x1 + 1):
            self.set(x, y, k)

    def vline(self, x, y0, y1, k):
        for y in range(y0, y1 + 1):
            self.set(x, y, k)

    def disc(self, cx, cy, r, k):
        """A disc centred on (cx, cy) in half-pixel units is awkward; use pixel centres."""
        for y in range(self.h):
            for x in range(self.w):
                if (x + 0.5 - cx) ** 2 + (y + 0.5 - cy) ** 2 <= r * r:
                    self.set(x, y, k)

    def ellipse(self, cx, cy, rx, ry, k):
        for y in range(self.h):
            for x in range(self.w):
                if ((x + 0.5 - cx) / rx) ** 2 + ((y + 0.5 - cy) / ry) ** 2 <= 1.0:
                    self.set(x, y, k)

    def poly(self, pts, k):
        """Fills a polygon (pixel centres inside)."""
        for y in range(self.h):
            for x in range(self.w):
                if inside(x + 0.5, y + 0.5, pts):
                    self.set(x, y, k)

    def outline(self, k, against="."):
        """Draws k on transparent pixels that touch a non-transparent one."""
        src = [row[:] for row in self.px]
        for y in range(self.h):
            for x in range(self.w):
                if src[y][x] != against:
                    continue
                for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
                    xx, yy = x + dx, y + dy
                    if 0 <= xx < self.w and 0 <= yy < self.h and src[yy][xx] != against:
                        self.px[y][x] = k
                        break

    def blit(self, other, ox, oy):
        for y in range(other.h):
            for x in range(other.w):
                k = other.px[y][x]
                if k != ".":
                    self.set(ox + x, oy + y, k)

    def mirror_x(self):
        p = Pic(self.w, self.h)
        p.px = [row[::-1] for row in self.px]
        return p

    def mirror_y(self):
        p = Pic(self.w, self.h)
        p.px = [row[:] for row in self.px[::-1]]
        return p

    def rot_cw(self):
        p = Pic(self.h, self.w)
        for y in range(self.h):
            for x in range(self.w):
                p.px[x][self.h - 1 - y] = self.px[y][x]
        return p

    def rot_ccw(self):
        return self.rot_cw().rot_cw().rot_cw()

    def recolor(self, mapping):
        p = Pic(self.w, self.h)
        p.px = [[mapping.get(k, k) for k in row] for row in self.px]
        return p

    def text(self):
        used = []
        for row in self.px:
            for k in row:
                if k not in used:
                    used.append(k)
        used.sort(key=lambda k: (k != ".", k))
        lines = ["palette"] + [f"{k} {PALETTE[k]}" for k in used] + ["pixels"]
        lines += ["".join(row) for row in self.px]
        return "\n".join(lines) + "\n"


def inside(x, y, pts):
    c = False
    n = len(pts)
    for i in range(n):
        x1, y1 = pts[i]
        x2, y2 = pts[(i + 1) % n]
        if (y1 > y) != (y2 > y):
            xi = x1 + (y - y1) * (x2 - x1) / (y2 - y1)
            if x < xi:
                c = not c
    return c


# ---------------------------------------------------------------- tile art
def bricks(light, dark, mortar, seed=0):
    p = Pic(16, 16, mortar)
    for row in range(4):
        y = row * 4
        off = 0 if row % 2 == 0 else 4
        for bx in range(-8, 16, 8):
            x = bx + off
            p.rect(x + 1, y + 1, 7, 3, light)
            p.hline(x + 1, x + 7, y + 3, dark)
            p.set(x + 1, y + 1, "z" if (row + bx + seed) % 3 == 0 else light)
    return p


def stone(light, dark, mortar):
    p = Pic(16, 16, mortar)
    blocks = [(0, 0, 9, 6), (9, 0, 7, 6), (0, 6, 5, 5), (5, 6, 11, 5), (0, 11, 10, 5), (10, 11, 6, 5)]
    for x, y, w, h in blocks:
        p.rect(x + 1, y + 1, w - 1, h - 1, light)
        p.hline(x + 1, x + w - 1, y + h - 1, dark)
        p.vline(x + w - 1, y + 1, y + h - 1, dark)
    return p


def plain_wall(light, dark):
    p = Pic(16, 16, light)
    p.hline(0, 15, 15, dark)
    p.vline(15, 0, 15, dark)
    p.hline(0, 15, 0, "z")
    return p


def rubber():
    p = Pic(16, 16, "E")
    p.rect(0, 12, 16, 4, "d")
    p.rect(0, 2, 16, 10, "e")
    p.hline(0, 15, 0, "E")
    p.hline(0, 15, 1, "w")
    for x in range(1, 16, 4):
        p.vline(x, 4, 10, "d")
    return p


def slope_image(base, k_fill, k_edge):
    """Solid where x + y >= 15 (rises to the right), drawn from a full tile."""
    p = Pic(16, 16)
    for y in range(16):
        for x in range(16):
            if x + y >= 15:
                p.set(x, y, base.get(x, y))
            if x + y == 15:
                p.set(x, y, k_edge)
    return p


def spikes(k1, k2, direction):
    p = Pic(16, 16)
    p.rect(0, 12, 16, 4, "K")
    p.hline(0, 15, 12, "g")
    for i in range(4):
        x0 = i * 4
        p.poly([(x0, 12), (x0 + 2, 1), (x0 + 4, 12)], k1)
        p.vline(x0 + 2, 3, 11, k2)
    if direction == "down":
        p = p.mirror_y()
    elif direction == "left":
        p = p.rot_ccw()
    elif direction == "right":
        p = p.rot_cw()
    return p


def gem(phase):
    p = Pic(16, 16)
    p.poly([(3, 6), (8, 1), (13, 6), (8, 15)], "b")
    p.poly([(4, 6), (8, 2), (12, 6), (8, 13)], "B")
    p.poly([(5, 6), (8, 3), (8, 12)], "c")
    p.set(6 + phase, 4 + phase, "w")
    p.set(6 + phase, 5 + phase, "C")
    return p


def life(phase):
    p = Pic(16, 16)
    p.disc(8, 8.5, 6.5, "r")
    p.disc(8, 8.5, 5.5, "R")
    p.disc(6, 6.5, 2, "p")
    p.rect(7, 5 + (phase % 2), 2, 6, "w")
    p.rect(5, 7 + (phase % 2), 6, 2, "w")
    return p


def power_orb(k_dark, k_light, glyph, phase):
    p = Pic(16, 16)
    r = 6.5 - 0.5 * (phase % 2)
    p.disc(8, 8, r + 0.8, "k")
    p.disc(8, 8, r, k_dark)
    p.disc(7, 7, r - 2, k_light)
    for (x, y) in glyph:
        p.set(x, y, "w")
    p.set(5 + phase, 4, "z")
    return p


GLYPH_UP = [(8, 4), (7, 5), (8, 5), (9, 5), (6, 6), (8, 6), (10, 6), (8, 7), (8, 8), (8, 9), (8, 10), (8, 11)]
GLYPH_SPEED = [(5, 6), (6, 7), (7, 8), (6, 9), (5, 10), (8, 6), (9, 7), (10, 8), (9, 9), (8, 10)]
GLYPH_F = [(6, 4), (7, 4), (8, 4), (9, 4), (10, 4), (6, 5), (6, 6), (6, 7), (7, 7), (8, 7), (9, 7), (6, 8), (6, 9), (6, 10), (6, 11)]
GLYPH_G = [(8, 11), (7, 10), (8, 10), (9, 10), (6, 9), (8, 9), (10, 9), (8, 8), (8, 7), (8, 6), (8, 5), (8, 4)]
GLYPH_PLUS = [(8, 5), (8, 6), (8, 7), (8, 8), (8, 9), (8, 10), (5, 8), (6, 8), (7, 8), (9, 8), (10, 8), (11, 8)]
GLYPH_MINUS = [(5, 8), (6, 8), (7, 8), (8, 8), (9, 8), (10, 8), (11, 8)]


def checkpoint(phase, active=False):
    p = Pic(16, 16)
    p.rect(3, 14, 10, 2, "K")
    p.vline(4, 1, 13, "G")
    p.vline(5, 1, 13, "g")
    flag = "e" if active else "y"
    dark = "d" if active else "o"
    wave = [0, 1, 0, -1][phase % 4]
    for y in range(2, 8):
        for x in range(6, 13):
            yy = y + (wave if x > 9 else 0)
            p.set(x, yy, flag if (x + y) % 5 else dark)
    return p


def wind(direction, phase, strong=True):
    p = Pic(16, 16)
    rows = [3, 8, 13] if strong else [5, 11]
    for i, y in enumerate(rows):
        x0 = (phase * 5 + i * 6) % 16
        for dx in range(6):
            p.set((x0 + dx) % 16, y, "c" if dx < 4 else "C")
        p.set((x0 + 6) % 16, y, "w")
    if direction == "left":
        p = p.mirror_x()
    elif direction == "up":
        p = p.rot_ccw()
    return p


def conveyor(direction, phase):
    p = Pic(16, 16, "K")
    p.hline(0, 15, 0, "G")
    p.hline(0, 15, 15, "k")
    p.rect(0, 1, 16, 3, "g")
    for i in range(4):
        x = (i * 4 + phase) % 16
        p.set(x, 2, "y")
        p.set((x + 1) % 16, 2, "y")
    p.disc(4, 10, 3, "g")
    p.disc(12, 10, 3, "g")
    for cx in (4, 12):
        a = phase * math.pi / 6
        p.set(int(cx + 2 * math.cos(a)), int(10 + 2 * math.sin(a)), "w")
    if direction == "left":
        p = p.mirror_x()
    return p


def fan_housing(kind, phase=0):
    """A metal frame; the blades sit in the open part. kind picks the shape."""
    p = Pic(16, 16)
    if kind == "left_wedge":  # mask shape of the contract's tile 52
        for y in range(16):
            for x in range(16):
                if (y < 4 and x <= y) or (4 <= y < 8 and (x <= y or x >= 12)) or (y >= 5 and y < 8):
                    p.set(x, y, "g")
        p.hline(0, 15, 7, "K")
        for x in range(2, 14, 3):
            p.set(x, 6, "G")
    elif kind == "post":
        p.rect(6, 0, 4, 16, "g")
        p.vline(6, 0, 15, "G")
        p.vline(9, 0, 15, "K")
    elif kind == "base":
        p.rect(0, 10, 16, 6, "g")
        p.hline(0, 15, 10, "G")
        p.hline(0, 15, 15, "K")
        for x in range(1, 16, 3):
            p.set(x, 12, "K")
    elif kind == "corner":
        p.rect(0, 10, 16, 6, "g")
        p.rect(0, 0, 6, 16, "g")
        p.vline(5, 0, 15, "K")
        p.hline(0, 15, 10, "G")
    return p


def mask_of(p):
    return [[p.get(x, y) != "." for x in range(16)] for y in range(16)]


def hoop(kind, passed):
    """Small (16x16) or big-half hoop images; posts are darker dots at the mask pixels."""
    ring = "E" if passed else "y"
    dark = "e" if passed else "o"
    p = Pic(16, 16)
    if kind == "small_v":  # ball passes horizontally; ring seen edge-on, posts top and bottom
        p.ellipse(8.5, 8, 3, 7.5, dark)
        p.ellipse(8.5, 8, 2, 6.5, ".")
        p.rect(8, 0, 2, 1, "k")
        p.rect(8, 15, 2, 1, "k")
        p.vline(7, 2, 13, ring)
    elif kind == "big_top":
        p.ellipse(7.5, 16, 3, 15.5, dark)
        p.ellipse(7.5, 16, 2, 14.5, ".")
        p.vline(6, 3, 15, ring)
        p.rect(7, 0, 2, 1, "k")
    return p


def door_strip():
    p = Pic(32, 96, "K")
    # rows 0..23: closed top half; 72..95: closed bottom half; 24..71: the open doorway.
    p.rect(0, 24, 32, 48, "k")
    for y in range(24, 72, 6):
        p.hline(4, 27, y, "v")
    p.rect(2, 0, 28, 24, "n")
    p.rect(2, 72, 28, 24, "n")
    for x in range(4, 30, 6):
        p.vline(x, 1, 22, "N")
        p.vline(x, 73, 94, "N")
    p.hline(2, 29, 23, "y")
    p.hline(2, 29, 72, "y")
    p.frame(0, 0, 32, 96, "g")
    return p


def ball(d, squash_w=None, squash_h=None, color=("r", "R", "p")):
    w = squash_w or d
    h = squash_h or d
    p = Pic(w, h)
    dark, mid, light = color
    p.ellipse(w / 2, h / 2, w / 2, h / 2, dark)
    p.ellipse(w / 2 - 0.6, h / 2 - 0.6, w / 2 - 1.2, h / 2 - 1.2, mid)
    p.ellipse(w / 2 - w / 6, h / 2 - h / 6, max(1.0, w / 7), max(1.0, h / 7), light)
    return p


def f_ball(phase):
    p = Pic(16, 16)
    p.disc(8, 8, 6, "K")
    p.disc(8, 8, 5, "g")
    for i in range(8):
        a = (i / 8 + phase / 24) * 2 * math.pi
        p.set(int(8 + 7 * math.cos(a)), int(8 + 7 * math.sin(a)), "G")
    p.disc(6.5, 6.5, 1.5, "w")
    return p


def burst(size, frame):
    p = Pic(size, size)
    c = size / 2
    r = size * (0.2 + 0.15 * frame)
    for i in range(8):
        a = i * math.pi / 4
        for t in range(int(r)):
            p.set(int(c + t * math.cos(a)), int(c + t * math.sin(a)), "R" if t < r * 0.6 else "O")
    p.disc(c, c, size * 0.12 * (3 - frame), "Y")
    return p


def digit_strip():
    font = {
        0: ["0110", "1001", "1001", "1001", "1001", "0110"],
        1: ["0010", "0110", "0010", "0010", "0010", "0111"],
        2: ["0110", "1001", "0010", "0100", "1000", "1111"],
        3: ["1110", "0001", "0110", "0001", "0001", "1110"],
        4: ["1001", "1001", "1111", "0001", "0001", "0001"],
        5: ["1111", "1000", "1110", "0001", "0001", "1110"],
        6: ["0110", "1000", "1110", "1001", "1001", "0110"],
        7: ["1111", "0001", "0010", "0100", "0100", "0100"],
        8: ["0110", "1001", "0110", "1001", "1001", "0110"],
        9: ["0110", "1001", "1001", "0111", "0001", "0110"],
    }
    p = Pic(12, 160)
    for d in range(10):
        for y, row in enumerate(font[d]):
            for x, b in enumerate(row):
                if b == "1":
                    p.rect(2 + 2 * x, d * 16 + 2 + 2 * y, 2, 2, "w")
    return p


# ---------------------------------------------------------------- contract transforms
def transform_mask(base, t):
    """Runtime mask of an alias tile: local (x, y) -> base[v][u] with the contract's rules."""
    out = [[False] * 16 for _ in range(16)]
    for y in range(16):
        for x in range(16):
            u, v = x, y
            if t & 8:
                u = 15 - u
            if t & 4:
                v = 15 - v
            rot = t & 3
            if rot == 3:
                u, v = 15 - v, u
            elif rot == 1:
                u, v = v, 15 - u
            elif rot == 2:
                u, v = 15 - u, 15 - v
            out[y][x] = base[v][u]
    return out


def find_transform(base, want):
    for t in range(16):
        if transform_mask(base, t) == want:
            return t
    raise SystemExit("no transform gives the wanted mask")


def mask_rows(m):
    return ["".join("#" if b else "." for b in row) for row in m]


# ---------------------------------------------------------------- the tile table
class Images:
    def __init__(self):
        self.base = []    # (name, Pic) in if0
        self.themed = []  # (name, {theme: Pic}) appended after base in if<theme>

    def add(self, name, pic):
        self.base.append((name, pic))
        return len(self.base) - 1

    def add_themed(self, name, pics):
        self.themed.append((name, pics))
        return None  # resolved after base is complete


THEME_WALLS = {
    1: dict(light="R", dark="r", mortar="K", stone=False),
    2: dict(light="S", dark="s", mortar="k", stone=True),
}


def themed_tiles():
    """The seven images that change with the level's theme, in order."""
    out = {}
    for theme, c in THEME_WALLS.items():
        wall = stone(c["light"], c["dark"], c["mortar"]) if c["stone"] else bricks(c["light"], c["dark"], c["mortar"])
        wall2 = plain_wall("t" if c["stone"] else "n", "k")
        wall3 = bricks("T" if c["stone"] else "O", "t" if c["stone"] else "o", c["mortar"], seed=1)
        brick7 = bricks("y", "o", "n", seed=2)
        brick8 = bricks("O", "o", "n", seed=3)
        brk1 = brick7.recolor({"y": ".", "o": "o", "n": "."})
        brk2 = Pic(16, 16)
        for (x, y) in [(2, 3), (9, 5), (5, 11), (12, 12), (7, 8)]:
            brk2.rect(x, y, 2, 2, "o")
        out[theme] = [wall, wall2, wall3, brick7, brick8, brk1, brk2]
    return out


def build():
    imgs = Images()
    tiles = {}   # id -> dict(draw, image, transform, collision, aux, mask)
    groups = []  # (period, [frame tile ids])
    frame_pool = [9, 10, 13, 14, 16, 17, 19, 20, 21, 23, 24, 25, 27, 28, 29, 31, 32, 33,
                  36, 37, 38, 40, 41, 42, 46, 47, 48, 77, 78, 80, 81]

    def tile(i, draw="none", image=0, transform=0, collision="none", aux=0, mask=None):
        tiles[i] = dict(draw=draw, image=image, transform=transform, collision=collision, aux=aux, mask=mask)

    def animated(i, frames, collision, share=None):
        """Tile i cycles the pictures `frames`; frame tiles come from the pool."""
        if share is not None:
            first = share
            n = len(groups[share][1])
            g = len(groups)
            groups.append((5, list(groups[share][1])))
            tile(i, "animated", tiles[groups[share][1][0]]["image"], 0, collision, g)
            return g
        start = len(imgs.base)
        for k, f in enumerate(frames):
            imgs.add(f"tile {i} frame {k}", f)
        ids = [i]
        for k in range(1, len(frames)):
            if frame_pool:
                fid = frame_pool.pop(0)
                tile(fid, "image", start + k)
                ids.append(fid)
            else:
                ids.append(i)
        g = len(groups)
        groups.append((5, ids))
        tile(i, "animated", start, 0, collision, g)
        return g

    def static(i, pic, collision="none", transform=0, aux=0, mask=None):
        tile(i, "image", imgs.add(f"tile {i}", pic), transform, collision, aux, mask)

    # Groups in the order of the spec's table: g0 = tile 11 ... g19 = tile 109.
    animated(11, [power_orb("v", "V", GLYPH_MINUS, f) for f in range(3)], "solid")
    animated(15, [power_orb("b", "B", GLYPH_G, f) for f in range(3)], "solid")
    animated(18, [power_orb("d", "e", GLYPH_PLUS, f) for f in range(3)], "solid")
    animated(22, [power_orb("K", "g", GLYPH_F, f) for f in range(3)], "solid")
    animated(26, [power_orb("o", "O", GLYPH_UP, f) for f in range(3)], "solid")
    animated(30, [gem(f % 2) for f in range(3)], "solid")
    animated(34, [checkpoint(f) for f in range(3)], "solid")
    animated(39, [power_orb("m", "p", GLYPH_SPEED, f) for f in range(3)], "solid")
    g_right = animated(43, [wind("right", f) for f in range(3)], "none")
    g_left = animated(44, [wind("left", f) for f in range(3)], "none")
    g_up = animated(45, [wind("up", f) for f in range(3)], "none")
    animated(49, None, "none", share=g_right)
    animated(50, None, "none", share=g_left)
    animated(51, None, "none", share=g_up)
    g_cl = animated(79, [conveyor("left", f) for f in range(3)], "solid")
    animated(82, None, "solid", share=g_cl)
    g_cr = animated(83, [conveyor("right", f) for f in range(3)], "solid")
    animated(84, None, "solid", share=g_cr)
    animated(108, None, "solid", share=g_cr)
    animated(109, None, "solid", share=g_cl)

    # Static tiles.
    tile(0)
    tile(1, collision="solid")  # invisible deadly block
    static(2, rubber(), "solid")
    slope_base = rubber()
    s3 = slope_image(slope_base, "e", "E")
    m3 = mask_of(s3)
    static(3, s3, "mask", mask=m3)
    for tid, pic in ((4, s3.rot_cw()), (5, s3.rot_cw().rot_cw()), (6, s3.rot_ccw())):
        t = find_transform(m3, mask_of(pic))
        static(tid, pic, "alias", transform=t, aux=3)
    static(12, life(0), "solid")
    static(35, checkpoint(0, active=True))

    # Fan housings: 52 has the contract's wedge shape; 53 is 52 under transform 3.
    f52 = fan_housing("left_wedge")
    m52 = mask_of(f52)
    static(52, f52, "mask", mask=m52)
    f53 = Pic(16, 16)
    mm = transform_mask(m52, 3)
    for y in range(16):
        for x in range(16):
            if mm[y][x]:
                f53.set(x, y, "g")
    static(53, f53, "alias", transform=3, aux=52)
    post, base_, corner = fan_housing("post"), fan_housing("base"), fan_housing("corner")
    own = {54: post, 56: base_, 59: corner, 66: post.mirror_x(), 69: base_.mirror_y()}
    for tid, pic in own.items():
        static(tid, pic, "mask", mask=mask_of(pic))
    aliases = {55: (54, 1), 57: (56, 2), 58: (56, 8), 60: (59, 8), 61: (59, 12),
               67: (66, 1), 68: (66, 2), 70: (69, 1), 71: (69, 3), 72: (69, 4)}
    for tid, (src, t) in aliases.items():
        m = transform_mask(tiles[src]["mask"], t)
        pic = Pic(16, 16)
        for y in range(16):
            for x in range(16):
                if m[y][x]:
                    pic.set(x, y, "g" if (x + y) % 4 else "G")
        static(tid, pic, "alias", transform=t, aux=src)

    for tid, d in zip(range(62, 66), ("up", "down", "left", "right")):
        static(tid, spikes("G", "w", d), "solid")
    for tid, d in zip(range(85, 93), ("up", "down", "left", "right") * 2):
        static(tid, spikes("O" if tid >= 89 else "g", "Y" if tid >= 89 else "G", d), "solid")
    # Static winds show the animation's first picture.
    tile(73, "image", tiles[43]["image"])
    tile(75, "image", tiles[45]["image"])
    tile(76, "image", tiles[44]["image"])
    deco = Pic(16, 16)
    deco.rect(7, 0, 2, 16, "K")
    deco.set(7, 5, "g")
    deco.set(8, 11, "g")
    static(74, deco)

    # Hoops. 93/95 own masks (posts at (8..9, 0) and (8..9, 15)); 97/99 own masks (post at
    # (7..8, 0)); the others alias them under transforms found from the wanted shapes.
    small_mask = [[(y in (0, 15)) and x in (8, 9) for x in range(16)] for y in range(16)]
    big_mask = [[y == 0 and x in (7, 8) for x in range(16)] for y in range(16)]
    for tid, passed in ((93, False), (95, True)):
        static(tid, hoop("small_v", passed), "mask", mask=small_mask)
    for tid, passed in ((97, False), (99, True)):
        static(tid, hoop("big_top", passed), "mask", mask=big_mask)
    horiz_small = [[(x in (0, 15)) and y in (8, 9) for x in range(16)] for y in range(16)]
    t_small = find_transform(small_mask, horiz_small)
    for tid, src, passed in ((94, 93, False), (96, 95, True)):
        static(tid, hoop("small_v", passed).rot_cw(), "alias", transform=t_small, aux=src)
    bottom = [[y == 15 and x in (7, 8) for x in range(16)] for y in range(16)]
    t_bottom = find_transform(big_mask, bottom)
    for tid, src, passed in ((98, 97, False), (100, 99, True)):
        static(tid, hoop("big_top", passed).mirror_y(), "alias", transform=t_bottom, aux=src)
    left = [[x == 0 and y in (7, 8) for x in range(16)] for y in range(16)]
    right = [[x == 15 and y in (7, 8) for x in range(16)] for y in range(16)]
    t_left, t_right = find_transform(big_mask, left), find_transform(big_mask, right)
    for tid, src, passed, t, pic in ((101, 97, False, t_left, hoop("big_top", False).rot_ccw()),
                                     (102, 97, False, t_right, hoop("big_top", False).rot_cw()),
                                     (103, 99, True, t_left, hoop("big_top", True).rot_ccw()),
                                     (104, 99, True, t_right, hoop("big_top", True).rot_cw())):
        static(tid, pic, "alias", transform=t, aux=src)

    tile(107)  # unused breaking frame
    # Brick slopes (walls under the rubber rules' normalisation).
    wall_base = bricks("R", "r", "K")
    s113 = slope_image(wall_base, "R", "O")
    m113 = mask_of(s113)
    static(113, s113, "mask", mask=m113)
    for tid, pic in ((114, s113.rot_cw()), (115, s113.rot_cw().rot_cw()), (116, s113.rot_ccw())):
        static(tid, pic, "alias", transform=find_transform(m113, mask_of(pic)), aux=113)

    # Themed tiles come after every base picture.
    base_count = len(imgs.base)
    themed_order = [110, 111, 112, 7, 8, 105, 106]
    for k, tid in enumerate(themed_order):
        coll = "none" if tid in (105, 106) else "solid"
        tile(tid, "image", base_count + k, 0, coll)
    # Any frame tiles left in the pool show nothing.
    for fid in frame_pool:
        tile(fid)
    assert sorted(tiles) == list(range(117)), sorted(set(range(117)) - set(tiles))
    return imgs, tiles, groups, themed_tiles(), base_count


def write_tiles(path, tiles, groups, image_count, base_count):
    out = ["# The content pack's tile set (generated by content/tools/art.py).",
           f"image_count {image_count}", f"base_images {base_count}", "clamp 1 1", "tile_size 12 12",
           "split 110", "id_mask 0x7F", "flag_mask 0x80", "flag_color 0x7F00007F"]
    for g, (period, frames) in enumerate(groups):
        out.append(f"group {g} period {period} frames " + " ".join(map(str, frames)))
    for i in range(117):
        t = tiles[i]
        aux = t["aux"]
        out.append(f"tile {i} draw {t['draw']} image {t['image']} transform {t['transform']} "
                   f"collision {t['collision']} aux {aux}")
        if t["collision"] == "mask":
            out.append("mask")
            out += mask_rows(t["mask"])
    write(path, "\n".join(out) + "\n")


def write(path, text):
    full = os.path.join(ROOT, path)
    os.makedirs(os.path.dirname(full), exist_ok=True)
    with open(full, "w") as f:
        f.write(text)


def clear(folder):
    full = os.path.join(ROOT, folder)
    if os.path.isdir(full):
        for n in os.listdir(full):
            if n.endswith(".txt") or n.endswith(".png"):
                os.remove(os.path.join(full, n))


def hud_panel():
    p = Pic(176, 29, "K")
    p.hline(0, 175, 0, "G")
    p.hline(0, 175, 28, "k")
    p.rect(2, 2, 6, 25, "k")
    p.frame(150, 3, 24, 23, "g")
    return p


def main():
    imgs, tiles, groups, themed, base_count = build()
    image_count = base_count + 7
    write_tiles("tiles.txt", tiles, groups, image_count, base_count)

    clear("images/if0")
    for k, (_, pic) in enumerate(imgs.base):
        write(f"images/if0/{k:02}.txt", pic.text())
    for theme, pics in themed.items():
        clear(f"images/if{theme}")
        for k, pic in enumerate(pics):
            write(f"images/if{theme}/{k:02}.txt", pic.text())

    # Ball: masks and sprites 0..24 with the sizes the spec lists.
    def disc_mask(d):
        r = d / 2
        return ["".join("#" if (x + 0.5 - r) ** 2 + (y + 0.5 - r) ** 2 <= r * r - 0.5 else "." for x in range(d))
                for y in range(d)]
    m16, m24 = disc_mask(16), disc_mask(24)
    write("ball.txt", f"mask 16 16\n" + "\n".join(m16) + f"\nmask 24 24\n" + "\n".join(m24) + "\n")
    sizes = [(16, 16), (18, 14), (20, 12), (16, 18), (14, 20), (17, 17), (18, 18), (18, 18), (19, 19),
             (18, 18), (20, 20), (24, 24), (26, 22), (28, 20), (22, 26), (20, 28), (25, 25), (26, 26),
             (26, 26), (25, 25)]
    clear("ball")
    for k, (w, h) in enumerate(sizes):
        write(f"ball/{k:02}.txt", ball(max(w, h), w, h).text())
    for k in range(3):
        write(f"ball/{20 + k:02}.txt", f_ball(k).text())
    for k, size in ((23, 24), (24, 32)):
        strip = Pic(size, size * 3)
        for f in range(3):
            strip.blit(burst(size, f), 0, f * size)
        write(f"ball/{k:02}.txt", strip.text())

    # HUD and objects (ic).
    clear("images/ic")
    icon_hoop = Pic(9, 15)
    icon_hoop.ellipse(4.5, 7.5, 4.5, 7.5, "y")
    icon_hoop.ellipse(4.5, 7.5, 2.5, 5.5, ".")
    small_front = hoop("small_v", False)
    small_front_p = hoop("small_v", True)
    big_front = Pic(16, 32)
    big_front.blit(hoop("big_top", False), 0, 0)
    big_front.blit(hoop("big_top", False).mirror_y(), 0, 16)
    big_front_p = Pic(16, 32)
    big_front_p.blit(hoop("big_top", True), 0, 0)
    big_front_p.blit(hoop("big_top", True).mirror_y(), 0, 16)
    for p in (small_front, small_front_p, big_front, big_front_p):
        for y in range(p.h):
            for x in range(p.w):
                if x < 8:
                    p.set(x, y, ".")
    platform = Pic(24, 12)
    platform.rect(0, 0, 24, 11, "n")
    platform.hline(0, 23, 0, "N")
    platform.hline(0, 23, 10, "k")
    for x in (3, 11, 19):
        platform.rect(x, 4, 2, 2, "G")
    spiked = Pic(32, 32)
    spiked.disc(16, 16, 11, "K")
    spiked.disc(16, 16, 9, "g")
    for i in range(12):
        a = i * math.pi / 6
        spiked.poly([(16 + 9 * math.cos(a - 0.3), 16 + 9 * math.sin(a - 0.3)),
                     (16 + 16 * math.cos(a), 16 + 16 * math.sin(a)),
                     (16 + 9 * math.cos(a + 0.3), 16 + 9 * math.sin(a + 0.3))], "G")
    spiked.disc(12, 13, 2, "w")
    spiked.disc(20, 13, 2, "w")
    bouncer_up = Pic(16, 16)
    bouncer_up.ellipse(8, 9, 7.5, 6.5, "v")
    bouncer_up.ellipse(8, 8, 6, 5, "V")
    bouncer_up.set(5, 7, "w")
    bouncer_up.set(10, 7, "w")
    bouncer_down = Pic(16, 16)
    bouncer_down.ellipse(8, 9, 7.5, 7, "v")
    bouncer_down.ellipse(8, 9, 6, 5.5, "m")
    bouncer_down.set(5, 9, "w")
    bouncer_down.set(10, 9, "w")
    ic = [hud_panel(), digit_strip(), icon_hoop, small_front, small_front_p, big_front, big_front_p,
          door_strip(), platform, spiked, bouncer_up, bouncer_down]
    for k, p in enumerate(ic):
        write(f"images/ic/{k:02}.txt", p.text())

    # Menu pictures (im): splash, logo, title bar, ornament, arrow.
    clear("images/im")
    splash = Pic(176, 208, "b")
    for y in range(208):
        if y % 8 < 4:
            splash.hline(0, 175, y, "B" if y > 150 else "b")
    splash.disc(88, 120, 30, "r")
    splash.disc(84, 116, 26, "R")
    splash.disc(76, 108, 8, "p")
    logo = Pic(145, 26, ".")
    logo.rect(0, 0, 145, 26, "y")
    logo.rect(2, 2, 141, 22, "o")
    bar = Pic(176, 21, "v")
    bar.hline(0, 175, 20, "k")
    orn = Pic(28, 187, ".")
    for y in range(0, 187, 12):
        orn.disc(14, y + 6, 5, "V")
    arrow = Pic(16, 16)
    arrow.poly([(2, 12), (8, 3), (14, 12)], "y")
    for k, p in enumerate((splash, logo, bar, orn, arrow)):
        write(f"images/im/{k:02}.txt", p.text())

    # Background picture (ib0): a 96x96 tile of soft hills and clouds.
    clear("images/ib0")
    bgp = Pic(96, 96, "b")
    for y in range(96):
        for x in range(96):
            if y > 60 + 8 * math.sin(x * 2 * math.pi / 96):
                bgp.set(x, y, "t")
    bgp.ellipse(30, 25, 14, 6, "c")
    bgp.ellipse(70, 40, 10, 4, "c")
    write("images/ib0/00.txt", bgp.text())

    icon = Pic(42, 29, "b")
    icon.rect(0, 22, 42, 7, "r")
    icon.disc(21, 13, 9, "R")
    icon.disc(18, 10, 3, "p")
    write("icon.txt", icon.text())


if __name__ == "__main__":
    main()
    sys.exit(0)
