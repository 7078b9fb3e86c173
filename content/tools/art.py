#!/usr/bin/env python3
"""Generates the content pack's art and tile table as editable text sources.

Writes, under content/ (the source tree `bounceback pack content res` reads):
  tiles.txt, ball.txt, ball/NN.txt, images/<file>/NN.txt, icon.txt
Hand-written sources (levels/, demo.txt, sounds.txt, background.txt) are left alone.

Every picture is palette-indexed ASCII art drawn here by code: nothing is traced,
converted or sampled from the original game. Python 3 standard library only. Run from
anywhere:
  python3 content/tools/art.py
The output is deterministic; a test checks that the committed files match it.

One palette (PALETTE below, light from the upper left, dark coloured outlines) serves every
picture; each picture's text lists only the colours it uses.

Picture files and their layouts
-------------------------------
if0   base tile pictures (animated groups first, each group's frames consecutive). Tiles are
      drawn without their record's transform, so every turned or mirrored tile has its own
      picture, and a masked tile's picture is opaque exactly where its mask is solid
      (check_pictures asserts it).
if1   theme 1 "warm brick" (terracotta bricks, sandstone breakables), if2 theme 2 "cool
      stone" (slate stones, teal crystal breakables); both in THEMED_ORDER: 110 main wall,
      111 cut block, 112 small dark bricks, 7 and 8 breakable blocks, 105 and 106 their
      break frames, 113..116 wall slopes cut from the main wall.
ball  sprites 0..24 at the spec's sizes: the red ball (a round sprite's silhouette is its
      collision disc), slope squashes 5..8 and 16..19 as softened squares, 20..22 the
      armoured F-form ball, 23 and 24 the death strips (flash, shards, fading shards).
ib0   96x96 background tile (theme 0 and fallback); ib1, ib2 the themes' own backgrounds
      (the runtime picks ib<theme> when present). background.txt lays all 16 cells on it.
ic    0  HUD strip 480x29: a 5-row band over 24 rows of recessed trays (the wide HUD's
         part) for the hoop icons (x 4..171), the power bar (x 176..285, inner trough
         179..282 by y 7..16 of the trays) and score and lives (x 292..475);
      1  lives digits 12x160, digit d in rows 16d..16d+15 (gold, outlined);
      2  HUD hoop icon 10x16;
      3..6  hoop fronts drawn over the ball: small unpassed, small passed (16x16), big
         unpassed, big passed (16x32); only the ring's front half (x >= 9 small, x >= 8
         big), the same pixels as the tile picture's;
      7  door strip 32x96: rows 0..23 top panel, 24..71 the open doorway (a 12-row
         period, so the open loop is seamless), 72..95 bottom panel;
      8  platform 24x12 (row 11 is a soft shadow); 9 spiked mine 32x32;
      10, 11  small bouncer 16x16 (rising or still / falling).
im    0  title backdrop 480x272 (sky, hills from y 180, a brick floor from y 232; the
         middle, x 120..360 by y 24..178, is plain sky for the logo and a menu);
      1  logo "BOUNCE BACK" 320x64;
      2  title bar 480x24 (menu header);
      3  panel, a 24x24 nine-slice: 8x8 corners, the edges' middle 8 pixels repeat, the
         8x8 centre repeats (translucent navy, so the backdrop shows through a little);
      4  scroll arrow 16x16 pointing up (mirror it for down);
      5  font sheet 128x72 (see FONT below);
      6  selection cursor 16x16 pointing right.
i     the 42x29 application icon (icon.txt).

Font (im 5)
-----------
ASCII 32..127 in a 16 x 6 grid of 8x12 cells: the character c sits in column (c - 32) % 16,
row (c - 32) // 16, i.e. at pixel ((c - 32) % 16 * 8, (c - 32) // 16 * 12). White glyphs on
transparent, monospaced: capitals and digits are 8 rows tall (cell rows 2..9, baseline row
9), lower case has a 6-row x-height (rows 4..9) and descenders to row 11. Most glyphs are 6
pixels wide (cell columns 0..5); M, W, m, w and a few symbols use 7. Strokes are 2 pixels
wide vertically and 1 horizontally. Code 127 is a small ball.
"""

import math
import os
import sys

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

# ---------------------------------------------------------------- palette
# Colour name -> RRGGBB or RRGGBBAA. Ramps run dark to light. Each picture's text file gets
# its own one-character keys (in palette order), so names here can be descriptive.
COLORS = [
    (".", "00000000"),
    # cool neutrals: ink, steel, light
    ("ink", "0D0B14"), ("n1", "1D1C2A"), ("n2", "313249"), ("n3", "4A4D68"), ("n4", "686E8E"),
    ("n5", "8E95B2"), ("n6", "B9C0D6"), ("n7", "E2E7F2"), ("white", "FFFFFF"),
    # red: the ball, danger
    ("r0", "3B0914"), ("r1", "6E1020"), ("r2", "A81A2C"), ("r3", "DA2F3A"), ("r4", "FF6458"),
    ("r5", "FFAE98"),
    # orange and gold: hoops, HUD, logo
    ("o0", "441C06"), ("o1", "86380C"), ("o2", "C76514"), ("o3", "F19A1E"), ("o4", "FFCA3E"),
    ("o5", "FFEE9A"),
    # green: rubber, inflater, checkpoints
    ("g0", "0B2A1B"), ("g1", "134C2E"), ("g2", "1E7A42"), ("g3", "31AE52"), ("g4", "76DA66"),
    ("g5", "C6F5A0"),
    # blue: gems, jump, water accents
    ("b0", "0A1436"), ("b1", "12296A"), ("b2", "1D4CAC"), ("b3", "2E84E6"), ("b4", "6ABEFF"),
    ("b5", "BCE7FF"),
    # purple: deflater, enemies, the doorway
    ("p0", "1C0B31"), ("p1", "391663"), ("p2", "5F269C"), ("p3", "8B4AD4"), ("p4", "BA88F4"),
    ("p5", "E4CEFF"),
    # magenta: speed
    ("m0", "470B33"), ("m1", "86165E"), ("m2", "C82E8A"), ("m3", "F065B3"), ("m4", "FFB2DA"),
    # wood
    ("w0", "2A160C"), ("w1", "4D2B15"), ("w2", "784622"), ("w3", "A66B36"), ("w4", "D29A5C"),
    ("w5", "EFC992"),
    # terracotta (theme 1 walls)
    ("t0", "2B0E0A"), ("t1", "561C12"), ("t2", "86321E"), ("t3", "AF4E2B"), ("t4", "D2703C"),
    ("t5", "EC9C62"), ("t6", "F8C898"),
    # slate (theme 2 walls)
    ("s0", "0F141D"), ("s1", "1D2736"), ("s2", "2F4054"), ("s3", "475F76"), ("s4", "68879D"),
    ("s5", "99B6C7"), ("s6", "CDE0E8"),
    # teal (theme 2 accents)
    ("c0", "0A2727"), ("c1", "134B47"), ("c2", "20766C"), ("c3", "37A48F"), ("c4", "7BD6BE"),
    # sandstone (breakable blocks)
    ("y0", "3A290D"), ("y1", "6B4F1F"), ("y2", "9C7A33"), ("y3", "C8A44C"), ("y4", "E6C978"),
    ("y5", "F7E7AE"),
    # sky (backgrounds, title)
    ("k0", "0B1026"), ("k1", "141D44"), ("k2", "1E2C63"), ("k3", "2A4287"), ("k4", "3A5CAA"),
    ("k5", "4F7BC8"), ("k6", "6F9EDD"), ("k7", "97C1EC"), ("k8", "C4E0F6"),
    # dusk (theme 2 background)
    ("d0", "120A24"), ("d1", "1E1238"), ("d2", "2C1B4E"), ("d3", "3E2766"),
    # translucent
    ("shade", "00000058"), ("shade2", "0000002E"), ("glint", "FFFFFFB8"), ("glint2", "FFFFFF5C"),
    ("navy", "141C3CE0"), ("navy2", "1C2850F0"),
]
PALETTE = dict(COLORS)
ORDER = {name: i for i, (name, _) in enumerate(COLORS)}
KEYS = ("#$%&*+=@0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
        "!?:;<>^_~|/()[]{},'\"`\\-")
assert len(set(PALETTE)) == len(COLORS)

# Ramps used by the shading helpers (dark to light).
STEEL = ["ink", "n2", "n3", "n4", "n5", "n6", "n7"]
RED = ["r0", "r1", "r2", "r3", "r4", "r5"]
GOLD = ["o0", "o1", "o2", "o3", "o4", "o5"]
GREEN = ["g0", "g1", "g2", "g3", "g4", "g5"]
BLUE = ["b0", "b1", "b2", "b3", "b4", "b5"]
PURPLE = ["p0", "p1", "p2", "p3", "p4", "p5"]
MAGENTA = ["m0", "m1", "m2", "m3", "m4"]
WOOD = ["w0", "w1", "w2", "w3", "w4", "w5"]
TERRA = ["t0", "t1", "t2", "t3", "t4", "t5", "t6"]
SLATE = ["s0", "s1", "s2", "s3", "s4", "s5", "s6"]
TEAL = ["c0", "c1", "c2", "c3", "c4"]
SAND = ["y0", "y1", "y2", "y3", "y4", "y5"]
SKY = ["k0", "k1", "k2", "k3", "k4", "k5", "k6", "k7", "k8"]

BAYER = [[0, 8, 2, 10], [12, 4, 14, 6], [3, 11, 1, 9], [15, 7, 13, 5]]


def bayer(x, y):
    return (BAYER[y % 4][x % 4] + 0.5) / 16.0


def pick(ramp, v, x=0, y=0, dither=0.0):
    """The ramp colour for v in [0, 1], with optional ordered dithering between steps."""
    f = v * (len(ramp) - 1) + (bayer(x, y) - 0.5) * dither
    return ramp[max(0, min(len(ramp) - 1, int(math.floor(f + 0.5))))]


def clamp01(v):
    return 0.0 if v < 0 else 1.0 if v > 1 else v


def hash2(x, y, seed=0):
    """A small deterministic pseudo-random value in [0, 1)."""
    h = (x * 374761393 + y * 668265263 + seed * 2246822519) & 0xFFFFFFFF
    h = ((h ^ (h >> 13)) * 1274126177) & 0xFFFFFFFF
    return ((h ^ (h >> 16)) & 0xFFFF) / 65536.0


class Pic:
    """A canvas of palette colour names."""

    def __init__(self, w, h, fill="."):
        self.w, self.h = w, h
        self.px = [[fill] * w for _ in range(h)]

    def copy(self):
        p = Pic(self.w, self.h)
        p.px = [row[:] for row in self.px]
        return p

    def set(self, x, y, k):
        if 0 <= x < self.w and 0 <= y < self.h:
            self.px[y][x] = k

    def get(self, x, y):
        return self.px[y][x] if 0 <= x < self.w and 0 <= y < self.h else "."

    def solid(self, x, y):
        return self.get(x, y) != "."

    def rect(self, x, y, w, h, k):
        for yy in range(y, y + h):
            for xx in range(x, x + w):
                self.set(xx, yy, k)

    def hline(self, x0, x1, y, k):
        for x in range(x0, x1 + 1):
            self.set(x, y, k)

    def vline(self, x, y0, y1, k):
        for y in range(y0, y1 + 1):
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

    def line(self, x0, y0, x1, y1, k):
        n = max(abs(x1 - x0), abs(y1 - y0))
        for i in range(n + 1):
            t = i / n if n else 0
            self.set(int(round(x0 + (x1 - x0) * t)), int(round(y0 + (y1 - y0) * t)), k)

    def outline(self, k, diagonal=False):
        """Draws k on transparent pixels that touch an opaque one."""
        src = [row[:] for row in self.px]
        nb = ((1, 0), (-1, 0), (0, 1), (0, -1))
        if diagonal:
            nb += ((1, 1), (-1, 1), (1, -1), (-1, -1))
        for y in range(self.h):
            for x in range(self.w):
                if src[y][x] != ".":
                    continue
                for dx, dy in nb:
                    xx, yy = x + dx, y + dy
                    if 0 <= xx < self.w and 0 <= yy < self.h and src[yy][xx] != ".":
                        self.px[y][x] = k
                        break

    def blit(self, other, ox, oy):
        for y in range(other.h):
            for x in range(other.w):
                k = other.px[y][x]
                if k != ".":
                    self.set(ox + x, oy + y, k)

    def crop(self, x, y, w, h):
        p = Pic(w, h)
        for yy in range(h):
            for xx in range(w):
                p.px[yy][xx] = self.get(x + xx, y + yy)
        return p

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

    def masked(self, m):
        """Keeps only the pixels where the 16x16 mask m is set."""
        p = Pic(self.w, self.h)
        for y in range(self.h):
            for x in range(self.w):
                if m[y][x]:
                    p.px[y][x] = self.px[y][x]
        return p

    def text(self):
        used = sorted({k for row in self.px for k in row}, key=lambda k: ORDER[k])
        keys = {}
        free = iter(KEYS)
        for k in used:
            keys[k] = "." if k == "." else next(free)
        lines = ["palette"] + [f"{keys[k]} {PALETTE[k]}" for k in used] + ["pixels"]
        lines += ["".join(keys[k] for k in row) for row in self.px]
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


def bitmap(rows, mapping):
    """A picture from rows of characters; mapping turns characters into colours."""
    p = Pic(len(rows[0]), len(rows))
    for y, row in enumerate(rows):
        for x, ch in enumerate(row):
            p.px[y][x] = mapping.get(ch, ".")
    return p


# ---------------------------------------------------------------- shading helpers
LIGHT = (-0.48, -0.62, 0.62)


def _norm(v):
    n = math.sqrt(sum(c * c for c in v))
    return tuple(c / n for c in v)


def sphere(p, cx, cy, rx, ry, ramp, outline=None, spec="white", dither=0.0, shrink=0.0,
           light=LIGHT, ambient=0.12):
    """A shaded ellipsoid in the ramp; outline (an inner one-pixel rim) keeps the size."""
    lx, ly, lz = _norm(light)
    inner = []
    for y in range(p.h):
        for x in range(p.w):
            nx = (x + 0.5 - cx) / rx
            ny = (y + 0.5 - cy) / ry
            d = nx * nx + ny * ny
            if d > 1.0 - shrink:
                continue
            nz = math.sqrt(max(0.0, 1.0 - d))
            lam = nx * lx + ny * ly + nz * lz
            v = clamp01(ambient + (1 - ambient) * (0.5 + 0.5 * lam) ** 1.3)
            p.set(x, y, pick(ramp, v, x, y, dither))
            if spec and lam > 0.965:
                p.set(x, y, spec)
            inner.append((x, y))
    if outline:
        on = set(inner)
        for (x, y) in inner:
            for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
                if (x + dx, y + dy) not in on:
                    p.set(x, y, outline)
                    break
    return p


def mask_dist(m, w=16, h=16, wrap_edges=True):
    """Chebyshev-free 4-neighbour distance of each solid pixel to the nearest empty one.
    With wrap_edges, pixels outside the tile count as solid (the piece continues)."""
    INF = 99
    d = [[INF if m[y][x] else 0 for x in range(w)] for y in range(h)]
    frontier = []
    for y in range(h):
        for x in range(w):
            if not m[y][x]:
                continue
            for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
                xx, yy = x + dx, y + dy
                out = not (0 <= xx < w and 0 <= yy < h)
                if (out and not wrap_edges) or (not out and not m[yy][xx]):
                    d[y][x] = 1
                    frontier.append((x, y))
                    break
    k = 1
    while frontier:
        nxt = []
        for (x, y) in frontier:
            for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
                xx, yy = x + dx, y + dy
                if 0 <= xx < w and 0 <= yy < h and d[yy][xx] == INF:
                    d[yy][xx] = k + 1
                    nxt.append((xx, yy))
        frontier = nxt
        k += 1
    return d


def edge_dirs(m, x, y, w=16, h=16):
    """Which sides of a solid pixel face empty space (outside the tile counts as solid)."""
    def empty(xx, yy):
        return 0 <= xx < w and 0 <= yy < h and not m[yy][xx]
    return empty(x, y - 1), empty(x - 1, y), empty(x, y + 1), empty(x + 1, y)


# ---------------------------------------------------------------- tile masks
def full_mask(fn):
    return [[bool(fn(x, y)) for x in range(16)] for y in range(16)]


M_SLOPE = full_mask(lambda x, y: x + y >= 15)
M_WEDGE = full_mask(lambda x, y: (y < 4 and x <= y) or (y == 4 and (x <= 4 or x >= 12)) or 5 <= y < 8)
M_POST = full_mask(lambda x, y: 6 <= x <= 9)
M_BASE = full_mask(lambda x, y: y >= 10)
M_CORNER = full_mask(lambda x, y: x <= 5 or y >= 10)
M_TOP = full_mask(lambda x, y: y <= 5)
M_SMALL_HOOP = full_mask(lambda x, y: y in (0, 15) and x in (8, 9))
M_BIG_HOOP = full_mask(lambda x, y: y == 0 and x in (7, 8))
M_FULL = full_mask(lambda x, y: True)


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


def bevel(p, pts, face, light, dark, top=None, bottom=None, cont=None):
    """Shades the pixel set pts as a raised plate: edges facing up or left take light,
    down or right take dark (top / bottom override the horizontal edges). cont(x, y) says
    whether an outside pixel continues the plate (no edge there)."""
    pts = set(pts)

    def filled(x, y):
        if (x, y) in pts:
            return True
        return cont(x, y) if cont else False

    for (x, y) in pts:
        k = face
        if not filled(x + 1, y):
            k = dark
        if not filled(x - 1, y):
            k = light
        if not filled(x, y + 1):
            k = bottom or dark
        if not filled(x, y - 1):
            k = top or light
        p.set(x, y, k)


def tile_cont(x, y):
    """Outside the 16x16 tile counts as more of the same piece."""
    return not (0 <= x < 16 and 0 <= y < 16)


# ---------------------------------------------------------------- walls (themed)
def brick_wall(R, seed=0, bw=16, bh=8):
    """Running-bond bricks that tile seamlessly. R: outline, groove, shadow, face-dark,
    face, light, highlight."""
    p = Pic(16, 16, R[1])
    for row in range(16 // bh):
        y0 = row * bh
        off = (row % 2) * (bw // 2)
        for bx in range(-2 * bw, 16 + bw, bw):
            x0 = bx + off
            for yy in range(bh - 1):
                for xx in range(bw - 1):
                    X, Y = x0 + xx, y0 + yy
                    if not 0 <= X < 16:
                        continue
                    k = R[4]
                    if yy == bh - 2:
                        k = R[2]
                    elif xx == bw - 2:
                        k = R[3]
                    elif yy == 0 or xx == 0:
                        k = R[5]
                    else:
                        hv = hash2(X, Y, seed)
                        if hv < 0.10:
                            k = R[3]
                        elif hv > 0.94:
                            k = R[5]
                    if yy == 0 and xx == 0:
                        k = R[6]
                    p.set(X, Y, k)
            # a darker groove corner under each joint reads as depth
            p.set((x0 + bw - 1) % 16, y0 + bh - 1, R[0])
    return p


def stone_wall(R, seed=0):
    """Irregular cut stones with bevels; the layout wraps at 16 both ways."""
    p = Pic(16, 16, R[1])
    blocks = [(0, 0, 9, 7), (9, 0, 7, 7), (0, 7, 5, 9), (5, 7, 11, 5), (5, 12, 11, 4)]
    for i, (x0, y0, w, h) in enumerate(blocks):
        pts = [(x, y) for y in range(y0, y0 + h - 1) for x in range(x0, x0 + w - 1)]
        # round the corners of each stone
        corners = {(x0, y0), (x0 + w - 2, y0), (x0, y0 + h - 2), (x0 + w - 2, y0 + h - 2)}
        pts = [q for q in pts if q not in corners]
        bevel(p, pts, R[4], R[5], R[3], bottom=R[2])
        for (x, y) in pts:
            hv = hash2(x, y, seed + i)
            if (x, y) in corners:
                continue
            if p.get(x, y) == R[4] and hv < 0.12:
                p.set(x, y, R[3])
            elif p.get(x, y) == R[4] and hv > 0.95:
                p.set(x, y, R[5])
        p.set(x0, y0 + 1, R[5])
        p.set(x0 + 1, y0, R[6] if i % 2 == 0 else R[5])
    return p


def cut_block(R, seed=0):
    """One large bevelled block with an inset panel."""
    p = Pic(16, 16, R[4])
    for y in range(16):
        for x in range(16):
            hv = hash2(x, y, seed)
            if hv < 0.10:
                p.set(x, y, R[3])
    p.hline(0, 15, 0, R[6])
    p.vline(0, 0, 15, R[5])
    p.hline(1, 14, 1, R[5])
    p.vline(1, 1, 14, R[5])
    p.hline(0, 15, 15, R[1])
    p.vline(15, 0, 15, R[1])
    p.hline(1, 14, 14, R[2])
    p.vline(14, 1, 14, R[2])
    p.set(0, 15, R[2])
    p.set(15, 0, R[2])
    # inset panel: sunk, so its top and left edges are dark
    p.hline(4, 11, 4, R[2])
    p.vline(4, 4, 11, R[2])
    p.hline(4, 11, 11, R[5])
    p.vline(11, 4, 11, R[5])
    p.rect(5, 5, 6, 6, R[3])
    p.set(6, 6, R[4])
    return p


def small_bricks(R, seed=0):
    """8x4 bricks, darker: a second wall texture."""
    return brick_wall(R, seed, bw=8, bh=4)


def cracked(p, R, lines):
    """Draws crack polylines in R[1] with a light lip under them."""
    for pts in lines:
        for (x0, y0), (x1, y1) in zip(pts, pts[1:]):
            n = max(abs(x1 - x0), abs(y1 - y0))
            for i in range(n + 1):
                x = int(round(x0 + (x1 - x0) * i / n))
                y = int(round(y0 + (y1 - y0) * i / n))
                p.set(x, y, R[1])
                if p.get(x + 1, y + 1) not in (R[1], R[0], "."):
                    p.set(x + 1, y + 1, R[5])


def breakable(R, kind):
    """Sandstone blocks with cracks: tile 7 (one block) and tile 8 (two slabs)."""
    p = Pic(16, 16, R[3])
    if kind == 0:
        bevel(p, [(x, y) for y in range(16) for x in range(16)], R[3], R[5], R[1], bottom=R[1])
        p.rect(1, 1, 14, 14, R[3])
        p.hline(1, 14, 1, R[4])
        p.vline(1, 1, 14, R[4])
        p.hline(2, 13, 14, R[2])
        p.vline(14, 2, 14, R[2])
        p.set(0, 0, R[5])
        cracked(p, R, [[(13, 1), (10, 5), (11, 8), (7, 10), (5, 14)], [(10, 5), (6, 4), (3, 6)],
                       [(11, 8), (13, 11)]])
    else:
        for y0 in (0, 8):
            pts = [(x, y) for y in range(y0, y0 + 8) for x in range(16)]
            bevel(p, pts, R[3], R[4], R[2], bottom=R[1])
            p.set(0, y0, R[5])
            p.set(15, y0 + 7, R[0])
        cracked(p, R, [[(4, 1), (6, 4), (5, 6)], [(12, 9), (10, 11), (11, 14)], [(10, 11), (7, 12)]])
    # a few grains
    for y in range(16):
        for x in range(16):
            if p.get(x, y) == R[3] and hash2(x, y, 31 + kind) < 0.08:
                p.set(x, y, R[2])
    p.hline(0, 15, 15, R[0])
    p.vline(15, 0, 15, R[0])
    return p


def shatter(src, R, stage):
    """Break frames: stage 0 the block in chunks drifting apart, stage 1 crumbs and dust."""
    p = Pic(16, 16)
    if stage == 0:
        # four chunks split along the cracks, each pushed away from the centre
        for (qx, qy, dx, dy) in ((0, 0, -1, -1), (8, 0, 1, -1), (0, 8, -1, 1), (8, 8, 1, 1)):
            for y in range(8):
                for x in range(8):
                    k = src.get(qx + x, qy + y)
                    # ragged inner corners
                    ix = x if dx > 0 else 7 - x
                    iy = y if dy > 0 else 7 - y
                    if ix + iy < 3 or hash2(qx + x, qy + y, 5) < 0.06:
                        continue
                    p.set(qx + x + dx, qy + y + dy + 1, k)
        for (x, y) in ((7, 7), (8, 9), (6, 10), (9, 6)):
            p.set(x, y, "glint2")
    else:
        crumbs = [(2, 9, 3), (11, 10, 3), (6, 12, 2), (13, 5, 2), (1, 4, 2), (9, 2, 2), (5, 6, 2)]
        for (x, y, s) in crumbs:
            p.rect(x, y, s, s, R[3])
            p.hline(x, x + s - 1, y, R[4])
            p.set(x + s - 1, y + s - 1, R[1])
        for (x, y) in ((4, 11), (8, 8), (12, 8), (3, 7), (10, 13), (7, 4), (14, 12), (1, 13)):
            p.set(x, y, "glint2")
    return p


def clip_slope(tex, m, R):
    """A slope cut from a wall texture: the mask's solid part, with a lit rim along the open
    diagonal (facing up) or a shaded one (facing down)."""
    p = tex.masked(m)
    for y in range(16):
        for x in range(16):
            if not m[y][x]:
                continue
            up, left, down, right = edge_dirs(m, x, y)
            if up:
                p.set(x, y, R[-1])
                if y + 1 < 16 and m[y + 1][x]:
                    p.set(x, y + 1, R[-2])
            elif down:
                p.set(x, y, R[0])
                if y - 1 >= 0 and m[y - 1][x]:
                    p.set(x, y - 1, R[2])
    return p


SLOPE_TRANSFORMS = (0, 1, 2, 3)  # 3 (own mask), 4 (rot 1), 5 (rot 2), 6 (rot 3)


def slope_masks():
    return [transform_mask(M_SLOPE, t) for t in SLOPE_TRANSFORMS]


THEMES = {
    1: dict(name="warm brick", wall=TERRA, dark=["t0", "t0", "t1", "t2", "t3", "t4", "t5"],
            block=["t0", "t1", "t2", "t3", "t4", "t5", "t6"], sand=SAND),
    2: dict(name="cool stone", wall=SLATE, dark=["s0", "s0", "s1", "s2", "s3", "s4", "s5"],
            block=["s0", "s1", "s2", "s3", "s4", "s5", "s6"],
            sand=["c0", "c1", "c2", "c3", "c4", "s6"]),
}


def themed_tiles():
    """The eleven images that change with the level's theme, in THEMED_ORDER."""
    out = {}
    for theme, c in THEMES.items():
        if theme == 1:
            wall = brick_wall(c["wall"], seed=1)
            dark = small_bricks(c["dark"], seed=2)
        else:
            wall = stone_wall(c["wall"], seed=3)
            dark = small_bricks(c["dark"], seed=4)
        block = cut_block(c["block"], seed=5 + theme)
        b7 = breakable(c["sand"], 0)
        b8 = breakable(c["sand"], 1)
        brk1 = shatter(b7, c["sand"], 0)
        brk2 = shatter(b7, c["sand"], 1)
        slopes = [clip_slope(wall, m, c["wall"]) for m in slope_masks()]
        out[theme] = [wall, block, dark, b7, b8, brk1, brk2] + slopes
    return out


THEMED_ORDER = [110, 111, 112, 7, 8, 105, 106, 113, 114, 115, 116]


# ---------------------------------------------------------------- base tiles
def rubber():
    """Tile 2: a glossy green rubber pad."""
    G = GREEN
    p = Pic(16, 16, G[3])
    pts = [(x, y) for y in range(16) for x in range(16)]
    bevel(p, pts, G[3], G[4], G[2], top=G[5], bottom=G[1])
    p.hline(1, 14, 1, G[4])
    p.hline(1, 14, 14, G[2])
    p.vline(14, 1, 14, G[2])
    # rounded corners
    for (x, y) in ((0, 0), (15, 0), (0, 15), (15, 15)):
        p.set(x, y, G[1])
    # tread grooves and a gloss streak
    for x in (4, 8, 12):
        p.vline(x - 1, 4, 11, G[4])
        p.vline(x, 4, 11, G[2])
    p.hline(2, 6, 2, "white")
    p.set(7, 2, G[5])
    return p


def rubber_slope(m):
    base = rubber()
    p = base.masked(m)
    for y in range(16):
        for x in range(16):
            if not m[y][x]:
                continue
            up, left, down, right = edge_dirs(m, x, y)
            if up:
                p.set(x, y, "g5" if (x + y) % 5 else "white")
                if y + 1 < 16 and m[y + 1][x]:
                    p.set(x, y + 1, "g4")
            elif down:
                p.set(x, y, "g1")
                if y - 1 >= 0 and m[y - 1][x]:
                    p.set(x, y - 1, "g2")
    return p


EMBLEMS = {
    "plus": ["...##...", "...##...", "...##...", "########", "########", "...##...",
             "...##...", "...##..."],
    "minus": ["........", "........", "........", "########", "########", "........",
              "........", "........"],
    "gravity": ["########", "........", "...##...", "..####..", ".######.", "...##...",
                "...##...", "...##..."],
    "jump": ["...##...", "..####..", ".##..##.", "##....##", "...##...", "..####..",
             ".##..##.", "##....##"],
    "speed": ["##..##..", ".##..##.", "..##..##", "...##..#", "...##..#", "..##..##",
              ".##..##.", "##..##.."],
    "fform": ["########", "###xx###", "###xx###", "#xxxxxx#", ".##xx##.", ".##xx##.",
              "..####..", "...##..."],
}


def power_block(R, name, phase):
    """A bevelled glossy block in the power's colour with a white emblem; the three frames
    sweep a shine across the face."""
    p = Pic(16, 16, R[3])
    p.rect(1, 1, 14, 6, R[4])
    p.hline(2, 13, 7, R[4])
    p.rect(1, 12, 14, 3, R[2])
    p.hline(0, 15, 0, R[5])
    p.vline(0, 1, 14, R[4])
    p.hline(1, 14, 1, R[5] if R[5] != R[4] else "white")
    p.hline(0, 15, 15, R[0])
    p.vline(15, 0, 15, R[0])
    p.hline(1, 14, 14, R[1])
    p.vline(14, 1, 14, R[1])
    for (x, y) in ((0, 0), (15, 0), (0, 15), (15, 15)):
        p.set(x, y, R[0])
    # shine sweep: a diagonal band a step lighter than what it crosses
    c = (5, 14, 23)[phase]
    lighter = {R[i]: R[min(len(R) - 1, i + 1)] for i in range(len(R))}
    for y in range(2, 14):
        for x in range(1, 14):
            if x + y in (c, c + 1):
                p.set(x, y, lighter.get(p.get(x, y), p.get(x, y)))
    rows = EMBLEMS[name]
    for y, row in enumerate(rows):
        for x, ch in enumerate(row):
            if ch in "#x":
                X, Y = 4 + x, 4 + y
                below = rows[y + 1][x + 1] if y + 1 < 8 and x + 1 < 8 else "."
                if below not in "#x":
                    p.set(X + 1, Y + 1, R[0])
    for y, row in enumerate(rows):
        for x, ch in enumerate(row):
            if ch == "#":
                p.set(4 + x, 4 + y, "white")
            elif ch == "x":
                p.set(4 + x, 4 + y, R[1])
    return p


POWERS = {
    11: (PURPLE, "minus"),
    15: (BLUE, "gravity"),
    18: (GREEN, "plus"),
    22: (["ink", "n2", "n3", "n4", "n5", "n6"], "fform"),
    26: (GOLD, "jump"),
    39: (MAGENTA + ["m4"], "speed"),
}


def gem(phase):
    """Tile 30: a cut blue crystal; the frames move a sparkle across it."""
    p = Pic(16, 16)
    B = BLUE
    crown = [(2, 6), (5, 2), (11, 2), (14, 6)]
    pavil = [(2, 6), (14, 6), (8, 15)]
    p.poly(crown, B[3])
    p.poly(pavil, B[2])
    # facets
    p.poly([(5, 2), (8, 2), (6.5, 6)], B[5])
    p.poly([(8, 2), (11, 2), (9.5, 6)], B[4])
    p.poly([(2, 6), (5, 2), (6.5, 6)], B[4])
    p.poly([(11, 2), (14, 6), (9.5, 6)], B[2])
    p.poly([(2, 6), (6.5, 6), (8, 15)], B[3])
    p.poly([(9.5, 6), (14, 6), (8, 15)], B[1])
    p.hline(3, 12, 6, B[5])
    p.outline("b0")
    # sparkle
    sx, sy = ((5, 4), (9, 8), (7, 11))[phase]
    p.set(sx, sy, "white")
    if phase != 2:
        for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            if p.get(sx + dx, sy + dy) != ".":
                p.set(sx + dx, sy + dy, "b5")
    if phase == 0:
        for (x, y) in ((13, 1), (13, 2), (12, 1), (14, 1), (13, 0)):
            p.set(x, y, "glint" if (x, y) != (13, 1) else "white")
    return p


def life():
    """Tile 12: an extra ball, with wings."""
    p = Pic(16, 16)
    sphere(p, 8, 9, 5, 5, RED, outline="r0")
    wing = ["#....", "##...", "###..", ".###.", "..##."]
    for y, row in enumerate(wing):
        for x, ch in enumerate(row):
            if ch == "#":
                p.set(x, 4 + y, "n7" if y < 3 else "n6")
                p.set(15 - x, 4 + y, "n7" if y < 3 else "n6")
    p.set(0, 4, "white")
    p.set(15, 4, "white")
    p.outline("n3")
    return p


def checkpoint(phase, active):
    """Tiles 34 (waiting, waving) and 35 (reached)."""
    p = Pic(16, 16)
    # base stone and pole
    p.rect(3, 13, 8, 3, "n3")
    p.hline(3, 10, 13, "n5")
    p.hline(3, 10, 15, "n2")
    p.vline(5, 1, 12, "n6")
    p.vline(6, 1, 12, "n4")
    p.set(5, 0, "o4")
    p.set(6, 0, "o3")
    ramp = GREEN if active else ["r0", "r1", "r2", "r3", "r4", "r5"]
    waves = ([0, 0, 1, 1, 1, 0, 0], [0, 1, 1, 0, 0, 1, 1], [1, 1, 0, 0, 1, 1, 0])
    wave = [0, 0, 0, 0, 0, 0, 0] if active else waves[phase]
    for i in range(7):
        x = 7 + i
        top = 1 + wave[i]
        bot = 7 + wave[i] - (i // 3 if not active else 0)
        for y in range(top, bot):
            k = ramp[3]
            if y == top:
                k = ramp[4]
            elif y == bot - 1:
                k = ramp[2]
            p.set(x, y, k)
    if active:
        # a tick on the green flag
        for (x, y) in ((9, 4), (10, 5), (11, 4), (12, 3)):
            p.set(x, y, "white")
    p.outline("ink")
    return p


def wind(direction, phase, strength=2):
    """Translucent streaks; the frames advance them by 5, 5 and 6 pixels so adjacent tiles
    and the loop stay seamless."""
    p = Pic(16, 16)
    shift = (0, 5, 10)[phase]
    rows = [(2, 0, 7), (7, 6, 5), (12, 11, 6)] if strength == 2 else [(4, 3, 5), (11, 10, 4)]
    for (y, off, length) in rows:
        head = (shift + off) % 16
        for i in range(length):
            x = (head - i) % 16
            k = "white" if i == 0 and strength == 2 else "glint" if i < 3 else "glint2"
            if strength < 2:
                k = "glint" if i == 0 else "glint2"
            p.set(x, y, k)
        # a small curl behind the head on the strong wind
        if strength == 2:
            p.set((head - 2) % 16, y - 1, "glint2")
    if direction == "left":
        p = p.mirror_x()
    elif direction == "up":
        p = p.rot_ccw()
    return p


def conveyor(direction, phase):
    """A belt over a roller housing. The belt's chevrons move 0, 3 and 5 pixels of their
    8-pixel period, so adjacent tiles and the three-frame loop stay seamless, and the
    rollers' rim marks turn with the belt."""
    right = direction == "right"
    p = Pic(16, 16, "n3")
    p.hline(0, 15, 0, "n6")
    p.hline(0, 15, 1, "n2")
    p.rect(0, 2, 16, 3, "n1")
    p.hline(0, 15, 5, "n2")
    p.hline(0, 15, 6, "ink")
    shift = (0, 3, 5)[phase] * (1 if right else -1)
    shape = {2: (0, 1), 3: (2, 3), 4: (0, 1)}
    for x in range(16):
        u = (x - shift) % 8
        if not right:
            u = (3 - u) % 8
        for y, us in shape.items():
            if u in us:
                p.set(x, y, "o4" if y == 3 else "o3")
    p.hline(0, 15, 7, "n5")
    p.hline(0, 15, 14, "n2")
    p.hline(0, 15, 15, "ink")
    spin = phase if right else -phase
    for cx in (1, 9):
        roller = [".oooo.", "oAAAbo", "oAhhbo", "oAhhbo", "obbbBo", ".oooo."]
        keys = {"o": "ink", "A": "n6", "b": "n4", "B": "n2", "h": "n2"}
        for y, row in enumerate(roller):
            for x, ch in enumerate(row):
                if ch in keys:
                    p.set(cx + x, 8 + y, keys[ch])
        rim = [(2, 1), (4, 3), (1, 4)]  # clockwise, 120 degrees apart
        mx, my = rim[(spin + (0 if cx == 1 else 1)) % 3]
        p.set(cx + mx, 8 + my, "o4")
    return p


def metal_piece(m, accent=None):
    """Fan-housing steel shaped exactly like the collision mask m: bevelled plate with
    rivets where the metal is thick enough."""
    p = Pic(16, 16)
    pts = [(x, y) for y in range(16) for x in range(16) if m[y][x]]
    bevel(p, pts, "n4", "n6", "n2", top="n7", bottom="ink", cont=tile_cont)
    d = mask_dist(m)
    for (x, y) in pts:
        if p.get(x, y) == "n4" and d[y][x] >= 2 and x % 8 == 2 and y % 8 == 2:
            p.set(x, y, "n6")
            if p.get(x + 1, y + 1) == "n4":
                p.set(x + 1, y + 1, "n2")
        elif accent and p.get(x, y) == "n4" and d[y][x] >= 2 and (x + y) % 4 == 0:
            p.set(x, y, "n3")
    return p


SPIKE = ["...oo...",
         "..oWdo..",
         "..oLDo..",
         "..oLDo..",
         ".oLLDdo.",
         ".oLlDdo.",
         ".oLlDdo.",
         "oLLlDDdo",
         "oLllDDdo",
         "oLllDDdo",
         "oLllDDdo",
         "oLllDDdo"]


def spikes(R, direction):
    """Deadly spikes on a riveted plate, built pointing up; down is a vertical mirror, right
    a clockwise turn and left the mirror of right, so the light stays upper left."""
    p = Pic(16, 16)
    keys = {"o": R[0], "W": R[5], "L": R[4], "l": R[3], "D": R[2], "d": R[1]}
    for sx in (0, 8):
        for y, row in enumerate(SPIKE):
            for x, ch in enumerate(row):
                if ch in keys:
                    p.set(sx + x, y + 1, keys[ch])
    p.hline(0, 15, 12, "n6")
    p.rect(0, 13, 16, 2, "n4")
    p.hline(0, 15, 15, "n2")
    for x in (3, 11):
        p.set(x, 13, "n7")
        p.set(x + 1, 14, "n2")
    if direction == "down":
        p = p.mirror_y()
    elif direction == "right":
        p = p.rot_cw()
    elif direction == "left":
        p = p.rot_cw().mirror_x()
    return p


SPIKE_STEEL = ["ink", "n3", "n4", "n5", "n6", "white"]
SPIKE_ICE = ["b0", "b1", "b2", "b3", "b4", "white"]
SPIKE_GOLD = ["o0", "o1", "o2", "o3", "o4", "o5"]


def chain():
    """Tile 74: a hanging chain (decoration, no collision)."""
    p = Pic(16, 16)
    for y0 in (0, 8):
        # a link seen face-on, then one edge-on
        p.rect(6, y0, 4, 6, "n4")
        p.rect(7, y0 + 1, 2, 4, ".")
        p.vline(6, y0, y0 + 5, "n6")
        p.hline(6, 9, y0, "n5")
        p.vline(9, y0, y0 + 5, "n2")
        p.hline(7, 8, y0 + 5, "n3")
        p.vline(7, y0 + 6, y0 + 7, "n5")
        p.vline(8, y0 + 6, y0 + 7, "n3")
    return p


# ---------------------------------------------------------------- hoops
HOOP_LIVE = ["o0", "o1", "o2", "o3", "o4", "o5"]
HOOP_DONE = ["ink", "n2", "n3", "n4", "n5", "n6"]


def ring(w, h, cx, cy, rx, ry, thick, R, axis):
    """An edge-on ring; the half behind the ball (x < cx for a vertical ring, y < cy for a
    horizontal one) is darker. Returns the picture and the set of front pixels."""
    p = Pic(w, h)
    front = set()
    for y in range(h):
        for x in range(w):
            nx = (x + 0.5 - cx) / rx
            ny = (y + 0.5 - cy) / ry
            d = nx * nx + ny * ny
            nx2 = (x + 0.5 - cx) / max(0.5, rx - thick)
            ny2 = (y + 0.5 - cy) / max(0.5, ry - thick)
            if d <= 1.0 and nx2 * nx2 + ny2 * ny2 > 1.0:
                is_front = (x + 0.5 >= cx) if axis == "v" else (y + 0.5 >= cy)
                if is_front:
                    # light from the upper left: brighter on the top part
                    t = (y + 0.5) / h if axis == "v" else (x + 0.5) / w
                    k = R[4] if t < 0.5 else R[3]
                    if (axis == "v" and abs(y + 0.5 - cy) < ry * 0.35) or (axis == "h" and abs(x + 0.5 - cx) < rx * 0.35):
                        k = R[5]
                    front.add((x, y))
                else:
                    k = R[2]
                p.set(x, y, k)
    # dark rim on the outside of the ring
    src = p.copy()
    for y in range(h):
        for x in range(w):
            if src.get(x, y) == ".":
                continue
            nb = [src.get(x + dx, y + dy) == "." for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1))]
            nx = (x + 0.5 - cx) / rx
            ny = (y + 0.5 - cy) / ry
            if any(nb) and nx * nx + ny * ny > 0.55 and (x, y) not in front:
                p.set(x, y, R[1])
    return p, front


def hoop_small(passed):
    """Tile 93 / 95: small vertical hoop, posts at (8..9, 0) and (8..9, 15)."""
    R = HOOP_DONE if passed else HOOP_LIVE
    p, front = ring(16, 16, 9.0, 8.0, 4.6, 8.0, 2.1, R, "v")
    return p, front


def hoop_big(passed):
    """Tiles 97 + 98 / 99 + 100: big vertical hoop over two rows, posts at (7..8, 0) and
    (7..8, 31)."""
    R = HOOP_DONE if passed else HOOP_LIVE
    p, front = ring(16, 32, 8.0, 16.0, 5.6, 16.0, 2.3, R, "v")
    return p, front


def front_only(p, front):
    q = Pic(p.w, p.h)
    for (x, y) in front:
        q.set(x, y, p.get(x, y))
    return q


def hoop_small_h(passed):
    """Tile 94 / 96: small horizontal hoop, posts at (0, 8..9) and (15, 8..9)."""
    R = HOOP_DONE if passed else HOOP_LIVE
    p, _ = ring(16, 16, 8.0, 9.0, 8.0, 4.6, 2.1, R, "h")
    return p


def hoop_big_h(passed):
    """Tiles 101 + 102 / 103 + 104: big horizontal hoop over two columns."""
    R = HOOP_DONE if passed else HOOP_LIVE
    p, _ = ring(32, 16, 16.0, 8.0, 16.0, 5.6, 2.3, R, "h")
    return p.crop(0, 0, 16, 16), p.crop(16, 0, 16, 16)


# ---------------------------------------------------------------- objects (ic)
def door_strip():
    """ic 7, 32x96: two sliding panels and the glowing doorway between them. Columns 0..2
    and 29..31 are the frame and read the same on every row, so only the panels move."""
    p = Pic(32, 96)
    # doorway: vertical period 12 (rows 24..71), brightest in the middle column
    V = ["p0", "p1", "p2", "p3", "b3", "b4", "b5", "white"]
    for y in range(24, 72):
        ph = (y - 24) % 12
        band = max(0.0, 1.0 - min(ph, 12 - ph) / 3.0)
        for x in range(3, 29):
            cdist = abs(x + 0.5 - 16) / 13.0
            c = 1.0 - cdist
            v = 0.12 + 0.55 * c * c + 0.35 * band * c
            p.set(x, y, pick(V, v, x, y, 0.8))
    # panels: riveted steel with a yellow and black hazard edge where they meet
    for (y0, y1, edge) in ((0, 24, 23), (72, 96, 72)):
        pts = [(x, y) for y in range(y0, y1) for x in range(3, 29)]
        bevel(p, pts, "n4", "n6", "n2", top="n6", bottom="n2")
        for y in range(y0, y1):
            for x in range(3, 29):
                if p.get(x, y) == "n4" and (x - 3) % 6 == 5:
                    p.set(x, y, "n3")
        # hazard stripes next to the meeting edge
        rows = range(edge - 4, edge) if edge == 23 else range(edge + 1, edge + 5)
        for y in rows:
            for x in range(4, 28):
                p.set(x, y, "o4" if ((x + y) // 3) % 2 == 0 else "ink")
        p.hline(3, 28, edge, "ink")
        for x in (6, 25):
            ry = y0 + 3 if edge == 23 else y1 - 4
            p.set(x, ry, "n7")
            p.set(x + 1, ry + 1, "n2")
    # the exit sign, split across both panels: an upward arrow in a circle
    sign = Pic(32, 96)
    sphere(sign, 16, 20, 7, 7, ["g0", "g1", "g2", "g3", "g4"], outline="ink", spec=None)
    for (x, y) in ((15, 15), (16, 15), (14, 16), (15, 16), (16, 16), (17, 16), (13, 17), (14, 17),
                   (17, 17), (18, 17), (15, 17), (16, 17)):
        sign.set(x, y, "white")
    for y in range(18, 24):
        sign.set(15, y, "white")
        sign.set(16, y, "white")
    for y in range(13, 23):
        for x in range(9, 24):
            if sign.get(x, y) != ".":
                p.set(x, y, sign.get(x, y))
    # the rest of the circle on the bottom panel: strip row 72 continues sign row 24
    for y in range(24, 28):
        for x in range(9, 24):
            k = sign.get(x, y)
            if k != ".":
                p.set(x, 72 + (y - 24), k)
    # frame pillars: the same on every row
    for y in range(96):
        for x, k in zip((0, 1, 2, 29, 30, 31), ("ink", "n5", "n3", "n4", "n2", "ink")):
            p.set(x, y, k)
    return p


def platform():
    """ic 8, 24x12: a riveted girder; 11 rows solid, row 11 a soft shadow."""
    p = Pic(24, 12)
    pts = [(x, y) for y in range(11) for x in range(24)]
    bevel(p, pts, "w3", "w4", "w1", top="w5", bottom="w0")
    p.hline(1, 22, 1, "w4")
    for y in (4, 7):
        for x in range(2, 22):
            p.set(x, y, "w2" if y == 4 else "w2")
    p.hline(2, 21, 5, "w4")
    for x in (3, 11, 19):
        p.rect(x, 8, 2, 1, "n6")
        p.set(x + 1, 9, "n2")
    p.set(0, 0, "w1")
    p.set(23, 0, "w1")
    # yellow caution marks on the ends
    for y in range(2, 10):
        p.set(1, y, "o4" if y % 4 < 2 else "ink")
        p.set(22, y, "o4" if y % 4 < 2 else "ink")
    p.hline(1, 22, 11, "shade")
    return p


def spiked_mine():
    """ic 9, 32x32: the large spiked enemy."""
    p = Pic(32, 32)
    # spikes first
    for i in range(12):
        a = i * math.pi / 6 + math.pi / 12
        tip = (16 + 15.6 * math.cos(a), 16 + 15.6 * math.sin(a))
        b1 = (16 + 9 * math.cos(a - 0.32), 16 + 9 * math.sin(a - 0.32))
        b2 = (16 + 9 * math.cos(a + 0.32), 16 + 9 * math.sin(a + 0.32))
        lit = math.cos(a) * -0.6 + math.sin(a) * -0.8 > 0
        p.poly([b1, tip, b2], "n6" if lit else "n4")
        p.set(int(tip[0] - 0.5 * math.cos(a)), int(tip[1] - 0.5 * math.sin(a)), "white" if lit else "n5")
    body = Pic(32, 32)
    sphere(body, 16, 16, 10.5, 10.5, ["p0", "p1", "p2", "p3", "p4"], outline="p0")
    p.blit(body, 0, 0)
    # angry eyes under slanted brows, and a toothy frown
    eye = ["bb...", "#bb..", "##ob.", "#oo##", ".###."]
    for (ex, flip) in ((10, False), (17, True)):
        for y, row in enumerate(eye):
            for x, ch in enumerate(row):
                xx = ex + (4 - x if flip else x)
                k = {"#": "white", "o": "ink", "b": "p0"}.get(ch)
                if k:
                    p.set(xx, 11 + y, k)
    p.hline(12, 19, 20, "p0")
    for x in (13, 15, 17):
        p.set(x, 19, "white")
        p.set(x + 1, 21, "white")
    p.hline(12, 19, 21, "p0")
    for x in (14, 16, 18):
        p.set(x, 21, "white")
    p.outline("ink")
    return p


def bouncer(falling):
    """ic 10 / 11, 16x16: the small bouncer, round while rising or still, stretched and
    looking down while falling."""
    p = Pic(16, 16)
    if falling:
        sphere(p, 8, 8.5, 6.2, 7.3, MAGENTA, outline="m0", spec=None)
        eyes_y = 9
    else:
        sphere(p, 8, 9.5, 7.3, 6.3, MAGENTA, outline="m0", spec=None)
        eyes_y = 7
    for ex in (5, 9):
        p.rect(ex, eyes_y, 2, 3, "white")
        p.set(ex + (1 if ex == 5 else 0), eyes_y + (2 if falling else 0), "ink")
    # a spring-leaf crest on top
    p.set(8, 1 if falling else 2, "o4")
    p.set(7, 2 if falling else 3, "o3")
    p.set(9, 2 if falling else 3, "o3")
    p.outline("ink")
    return p


def hud_strip():
    """ic 0, 480x29: the in-game HUD background. 29 rows, as many as the original's window
    leaves under its view; the wide HUD draws the bottom 24 (the trays), the 5 rows above
    them are a plain bevelled band."""
    band = Pic(480, 29)
    for y in range(5):
        for x in range(480):
            band.set(x, y, pick(["n1", "n2", "n3"], 0.5 - y * 0.03, x, y, 0.9))
    band.hline(0, 479, 0, "n5")
    band.hline(0, 479, 4, "ink")
    band.blit(hud_trays(), 0, 5)
    return band


def hud_trays():
    """The HUD strip's 480x24 tray part."""
    W, H = 480, 24
    p = Pic(W, H)
    for y in range(H):
        for x in range(W):
            v = 0.62 - y * 0.022
            p.set(x, y, pick(["n1", "n2", "n3"], v, x, y, 0.9))
    p.hline(0, W - 1, 0, "n5")
    p.hline(0, W - 1, 1, "n3")
    p.hline(0, W - 1, H - 1, "ink")

    def tray(x0, x1, y0, y1):
        p.rect(x0, y0, x1 - x0 + 1, y1 - y0 + 1, "n1")
        p.hline(x0, x1, y0, "ink")
        p.vline(x0, y0, y1, "ink")
        p.hline(x0 + 1, x1, y1, "n3")
        p.vline(x1, y0 + 1, y1, "n3")

    tray(4, 171, 3, 20)
    tray(176, 285, 5, 18)
    p.rect(179, 7, 104, 10, "ink")
    for x in range(179, 283, 4):
        p.vline(x, 7, 16, "n1")
    tray(292, 475, 3, 20)
    for x in (2, 174, 289, 477):
        p.set(x, 6, "n6")
        p.set(x, 7, "n2")
        p.set(x, 17, "n6")
        p.set(x, 18, "n2")
    return p


def digit_strip():
    """ic 1, 12x160: gold digits 0..9, 16 rows each."""
    p = Pic(12, 160)
    for d in range(10):
        g = glyph_pic(str(d), bold=True)
        # scale the 6x8 glyph to 8x12: double some rows and columns for chunkier digits
        cols = [0, 0, 1, 2, 3, 4, 5, 5]
        rows = [0, 0, 1, 2, 3, 3, 4, 5, 6, 6, 7, 7]
        cell = Pic(12, 16)
        for y, sy in enumerate(rows):
            for x, sx in enumerate(cols):
                if g.get(sx, sy + 2) != ".":
                    t = y / 11.0
                    cell.set(2 + x, 2 + y, "o5" if t < 0.2 else "o4" if t < 0.55 else "o3")
        cell.outline("o0", diagonal=True)
        p.blit(cell, 0, 16 * d)
    return p


def hud_hoop():
    """ic 2, 10x16: the HUD's hoop icon."""
    p, _ = ring(10, 16, 5.0, 8.0, 5.0, 8.0, 2.6, HOOP_LIVE, "v")
    return p


# ---------------------------------------------------------------- ball sprites
BALL_SIZES = [(16, 16), (18, 14), (20, 12), (16, 18), (14, 20), (17, 17), (18, 18), (18, 18),
              (19, 19), (18, 18), (20, 20), (24, 24), (26, 22), (28, 20), (22, 26), (20, 28),
              (25, 25), (26, 26), (26, 26), (25, 25)]
SLOPE_SQUASH = {5, 6, 7, 8, 16, 17, 18, 19}


def ball_sprite(w, h, blob=False):
    """The red ball: shaded, outlined, with a window highlight. A round sprite's silhouette
    is the collision disc itself (r*r - 0.5, as in ball.txt)."""
    p = Pic(w, h)
    cx, cy, rx, ry = w / 2, h / 2, w / 2, h / 2
    if blob:
        # slope squash: a softened square, squashed on both diagonals
        for y in range(h):
            for x in range(w):
                nx = abs(x + 0.5 - cx) / rx
                ny = abs(y + 0.5 - cy) / ry
                if nx ** 2.6 + ny ** 2.6 <= 0.97:
                    p.set(x, y, "x")
        q = Pic(w, h)
        sphere(q, cx, cy, rx * 1.08, ry * 1.08, RED, spec="white")
        for y in range(h):
            for x in range(w):
                if p.get(x, y) == "x":
                    k = q.get(x, y)
                    p.set(x, y, k if k != "." else "r1")
        src = p.copy()
        for y in range(h):
            for x in range(w):
                if src.get(x, y) != "." and any(src.get(x + dx, y + dy) == "." for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1))):
                    p.set(x, y, "r0")
    else:
        sphere(p, cx, cy, rx, ry, RED, outline="r0", spec="white", shrink=0.5 / (rx * ry))
    # window highlight
    hx, hy = int(cx - rx * 0.45), int(cy - ry * 0.5)
    p.set(hx, hy + 1, "r5")
    p.set(hx + 1, hy, "r5")
    if w >= 20:
        p.set(hx + 1, hy + 1, "white")
        p.set(hx + 2, hy, "r5")
    return p


def f_ball(phase):
    """Sprites 20..22: the armoured F-form ball, steel with a ring of gold rivets that turns
    20 degrees a frame (six rivets, so the three frames loop)."""
    p = Pic(16, 16)
    sphere(p, 8, 8, 8, 8, ["ink", "n2", "n3", "n4", "n5", "n6", "n7"], outline="ink", spec="white",
           shrink=0.5 / 64)
    for i in range(6):
        a = i * math.pi / 3 + phase * math.pi / 9 - math.pi / 2
        x = int(math.floor(8 + 4.6 * math.cos(a) - 0.5))
        y = int(math.floor(8 + 4.6 * math.sin(a) - 0.5))
        p.set(x, y, "o4")
        p.set(x + 1, y, "o3")
        p.set(x, y + 1, "o3")
        p.set(x + 1, y + 1, "o1")
    p.rect(7, 7, 2, 2, "n2")
    p.set(7, 7, "n6")
    p.set(4, 3, "white")
    p.set(3, 4, "n7")
    return p


def burst(size, frame):
    """Death strip frames: a flash, then the ball's shards flying out and fading."""
    p = Pic(size, size)
    c = size / 2
    if frame == 0:
        sphere(p, c, c, size * 0.30, size * 0.30, ["r2", "r3", "r4", "r5"], spec="white",
               ambient=0.35)
        sphere(p, c - size * 0.04, c - size * 0.04, size * 0.13, size * 0.13, ["r5", "white"],
               spec=None, ambient=0.6)
        for i in range(8):
            a = i * math.pi / 4
            for t in range(int(size * 0.36), int(size * 0.48)):
                p.set(int(c + t * math.cos(a)), int(c + t * math.sin(a)), "r5" if t < size * 0.43 else "r4")
        return p
    dist = (0, 0.30, 0.42)[frame] * size
    s = 3 if frame == 1 else 2
    for i in range(8):
        a = i * math.pi / 4 + math.pi / 8
        x = int(round(c + dist * math.cos(a) - s / 2))
        y = int(round(c + dist * math.sin(a) - s / 2))
        for yy in range(s):
            for xx in range(s):
                k = ("r4" if yy == 0 else "r3") if frame == 1 else "r2"
                if xx == s - 1 and yy == s - 1:
                    k = "r1"
                p.set(x + xx, y + yy, k)
    if frame == 1:
        for y in range(size):
            for x in range(size):
                d = math.hypot(x + 0.5 - c, y + 0.5 - c)
                if d < size * 0.10:
                    p.set(x, y, "glint")
    else:
        for i in range(4):
            a = i * math.pi / 2 + math.pi / 4
            p.set(int(c + size * 0.24 * math.cos(a)), int(c + size * 0.24 * math.sin(a)), "glint2")
    return p


# ---------------------------------------------------------------- font (im 5)
# Each glyph: (top row in the cell, rows). Glyphs are drawn with one-pixel strokes and made
# bold by OR-ing a copy one pixel to the right; those marked RAW are already bold.
FONT = {
    " ": (2, []),
    "!": (2, ["#", "#", "#", "#", "#", "#", ".", "#"]),
    '"': (2, ["#..#", "#..#", "#..#"]),
    "#": (3, ["RAW", ".##.##", "######", ".##.##", ".##.##", "######", ".##.##"]),
    "$": (1, ["..#..", ".####", "#.#..", "#.#..", ".###.", "..#.#", "..#.#", "####.", "..#.."]),
    "%": (2, ["RAW", "##...##", "##..##.", "...##..", "..##...", ".##....", "##..##.", "#...##."]),
    "&": (2, ["RAW", ".####..", "##..##.", "##.##..", ".###...", "##.##.#", "##..##.", "##..##.",
              ".###.##"]),
    "'": (2, ["#", "#", "#"]),
    "(": (1, ["..#", ".#.", "#..", "#..", "#..", "#..", "#..", "#..", ".#.", "..#"]),
    ")": (1, ["#..", ".#.", "..#", "..#", "..#", "..#", "..#", "..#", ".#.", "#.."]),
    "*": (3, ["RAW", "..##..", "######", "..##..", ".####.", "##..##"]),
    "+": (4, ["..#..", "..#..", "#####", "..#..", "..#.."]),
    ",": (8, [".#", ".#", "#."]),
    "-": (6, ["#####"]),
    ".": (8, ["#", "#"]),
    "/": (2, ["....#", "....#", "...#.", "..#..", "..#..", ".#...", "#....", "#...."]),
    "0": (2, [".###.", "#...#", "#...#", "#...#", "#...#", "#...#", "#...#", ".###."]),
    "1": (2, ["..#..", ".##..", "#.#..", "..#..", "..#..", "..#..", "..#..", "#####"]),
    "2": (2, [".###.", "#...#", "....#", "...#.", "..#..", ".#...", "#....", "#####"]),
    "3": (2, [".###.", "#...#", "....#", "..##.", "....#", "....#", "#...#", ".###."]),
    "4": (2, ["...#.", "..##.", ".#.#.", "#..#.", "#####", "...#.", "...#.", "...#."]),
    "5": (2, ["#####", "#....", "#....", "####.", "....#", "....#", "#...#", ".###."]),
    "6": (2, [".###.", "#....", "#....", "####.", "#...#", "#...#", "#...#", ".###."]),
    "7": (2, ["#####", "....#", "...#.", "...#.", "..#..", "..#..", "..#..", "..#.."]),
    "8": (2, [".###.", "#...#", "#...#", ".###.", "#...#", "#...#", "#...#", ".###."]),
    "9": (2, [".###.", "#...#", "#...#", "#...#", ".####", "....#", "....#", ".###."]),
    ":": (4, ["#", "#", ".", ".", "#", "#"]),
    ";": (4, [".#", ".#", "..", "..", ".#", ".#", "#."]),
    "<": (3, ["...#", "..#.", ".#..", "#...", ".#..", "..#.", "...#"]),
    "=": (5, ["#####", ".....", "#####"]),
    ">": (3, ["#...", ".#..", "..#.", "...#", "..#.", ".#..", "#..."]),
    "?": (2, [".###.", "#...#", "....#", "...#.", "..#..", "..#..", ".....", "..#.."]),
    "@": (2, ["RAW", ".####.", "##..##", "##.###", "##.###", "##.###", "##....", "##...#", ".####."]),
    "A": (2, [".###.", "#...#", "#...#", "#...#", "#####", "#...#", "#...#", "#...#"]),
    "B": (2, ["####.", "#...#", "#...#", "####.", "#...#", "#...#", "#...#", "####."]),
    "C": (2, [".###.", "#...#", "#....", "#....", "#....", "#....", "#...#", ".###."]),
    "D": (2, ["####.", "#...#", "#...#", "#...#", "#...#", "#...#", "#...#", "####."]),
    "E": (2, ["#####", "#....", "#....", "####.", "#....", "#....", "#....", "#####"]),
    "F": (2, ["#####", "#....", "#....", "####.", "#....", "#....", "#....", "#...."]),
    "G": (2, [".###.", "#...#", "#....", "#....", "#.###", "#...#", "#...#", ".####"]),
    "H": (2, ["#...#", "#...#", "#...#", "#####", "#...#", "#...#", "#...#", "#...#"]),
    "I": (2, ["###", ".#.", ".#.", ".#.", ".#.", ".#.", ".#.", "###"]),
    "J": (2, ["..###", "....#", "....#", "....#", "....#", "#...#", "#...#", ".###."]),
    "K": (2, ["#...#", "#..#.", "#.#..", "##...", "#.#..", "#..#.", "#...#", "#...#"]),
    "L": (2, ["#....", "#....", "#....", "#....", "#....", "#....", "#....", "#####"]),
    "M": (2, ["RAW", "##...##", "###.###", "#######", "##.#.##", "##...##", "##...##", "##...##",
              "##...##"]),
    "N": (2, ["RAW", "##..##", "###.##", "###.##", "######", "##.###", "##.###", "##..##",
              "##..##"]),
    "O": (2, [".###.", "#...#", "#...#", "#...#", "#...#", "#...#", "#...#", ".###."]),
    "P": (2, ["####.", "#...#", "#...#", "#...#", "####.", "#....", "#....", "#...."]),
    "Q": (2, [".###.", "#...#", "#...#", "#...#", "#...#", "#...#", "#..#.", ".##.#"]),
    "R": (2, ["####.", "#...#", "#...#", "#...#", "####.", "#.#..", "#..#.", "#...#"]),
    "S": (2, [".###.", "#...#", "#....", ".###.", "....#", "....#", "#...#", ".###."]),
    "T": (2, ["RAW", "######", "..##..", "..##..", "..##..", "..##..", "..##..", "..##..",
              "..##.."]),
    "U": (2, ["#...#", "#...#", "#...#", "#...#", "#...#", "#...#", "#...#", ".###."]),
    "V": (2, ["#...#", "#...#", "#...#", "#...#", "#...#", ".#.#.", ".#.#.", "..#.."]),
    "W": (2, ["RAW", "##...##", "##...##", "##...##", "##.#.##", "##.#.##", "#######", "###.###",
              "##...##"]),
    "X": (2, ["#...#", "#...#", ".#.#.", "..#..", "..#..", ".#.#.", "#...#", "#...#"]),
    "Y": (2, ["#...#", "#...#", "#...#", ".#.#.", "..#..", "..#..", "..#..", "..#.."]),
    "Z": (2, ["#####", "....#", "...#.", "..#..", ".#...", "#....", "#....", "#####"]),
    "[": (1, ["###", "#..", "#..", "#..", "#..", "#..", "#..", "#..", "#..", "###"]),
    "\\": (2, ["#....", "#....", ".#...", "..#..", "..#..", "...#.", "....#", "....#"]),
    "]": (1, ["###", "..#", "..#", "..#", "..#", "..#", "..#", "..#", "..#", "###"]),
    "^": (2, ["..#..", ".#.#.", "#...#"]),
    "_": (11, ["RAW", "######"]),
    "`": (2, ["#.", ".#"]),
    "a": (4, [".###.", "....#", ".####", "#...#", "#...#", ".####"]),
    "b": (2, ["#....", "#....", "####.", "#...#", "#...#", "#...#", "#...#", "####."]),
    "c": (4, [".###.", "#...#", "#....", "#....", "#...#", ".###."]),
    "d": (2, ["....#", "....#", ".####", "#...#", "#...#", "#...#", "#...#", ".####"]),
    "e": (4, [".###.", "#...#", "#####", "#....", "#...#", ".###."]),
    "f": (2, ["..##", ".#..", ".#..", "###.", ".#..", ".#..", ".#..", ".#.."]),
    "g": (4, [".####", "#...#", "#...#", "#...#", "#...#", ".####", "....#", "####."]),
    "h": (2, ["#....", "#....", "####.", "#...#", "#...#", "#...#", "#...#", "#...#"]),
    "i": (2, [".#.", "...", "##.", ".#.", ".#.", ".#.", ".#.", "###"]),
    "j": (2, ["..#", "...", ".##", "..#", "..#", "..#", "..#", "..#", "#.#", ".#."]),
    "k": (2, ["#...", "#...", "#..#", "#.#.", "##..", "#.#.", "#..#", "#..#"]),
    "l": (2, ["##.", ".#.", ".#.", ".#.", ".#.", ".#.", ".#.", "###"]),
    "m": (4, ["RAW", "######.", "##.#.##", "##.#.##", "##.#.##", "##.#.##", "##.#.##"]),
    "n": (4, ["####.", "#...#", "#...#", "#...#", "#...#", "#...#"]),
    "o": (4, [".###.", "#...#", "#...#", "#...#", "#...#", ".###."]),
    "p": (4, ["####.", "#...#", "#...#", "#...#", "#...#", "####.", "#....", "#...."]),
    "q": (4, [".####", "#...#", "#...#", "#...#", "#...#", ".####", "....#", "....#"]),
    "r": (4, ["#.##", "##..", "#...", "#...", "#...", "#..."]),
    "s": (4, [".####", "#....", ".###.", "....#", "....#", "####."]),
    "t": (3, [".#..", "###.", ".#..", ".#..", ".#..", ".#..", "..##"]),
    "u": (4, ["#...#", "#...#", "#...#", "#...#", "#...#", ".####"]),
    "v": (4, ["#...#", "#...#", "#...#", "#...#", ".#.#.", "..#.."]),
    "w": (4, ["RAW", "##...##", "##...##", "##.#.##", "##.#.##", "##.#.##", ".##.##."]),
    "x": (4, ["#...#", ".#.#.", "..#..", "..#..", ".#.#.", "#...#"]),
    "y": (4, ["#...#", "#...#", "#...#", "#...#", "#...#", ".####", "....#", "####."]),
    "z": (4, ["#####", "...#.", "..#..", ".#...", "#....", "#####"]),
    "{": (1, ["..#", ".#.", ".#.", ".#.", "#..", "#..", ".#.", ".#.", ".#.", "..#"]),
    "|": (1, ["#", "#", "#", "#", "#", "#", "#", "#", "#", "#"]),
    "}": (1, ["#..", ".#.", ".#.", ".#.", "..#", "..#", ".#.", ".#.", ".#.", "#.."]),
    "~": (5, ["RAW", ".###.##", "##.###."]),
    "\x7f": (3, ["RAW", "..##..", ".####.", "###.##", "######", ".####.", "..##.."]),
}


def glyph_pic(ch, bold=True):
    """The glyph of ch in an 8x12 cell (white on transparent)."""
    top, rows = FONT[ch]
    p = Pic(8, 12)
    raw = bool(rows) and rows[0] == "RAW"
    if raw:
        rows = rows[1:]
    width = max((len(r) for r in rows), default=0) + (0 if raw or not bold else 1)
    off = max(0, (6 - width) // 2)
    for y, row in enumerate(rows):
        for x, c in enumerate(row):
            if c == "#":
                p.set(off + x, top + y, "white")
                if bold and not raw:
                    p.set(off + x + 1, top + y, "white")
    return p


def font_sheet():
    p = Pic(128, 72)
    for code in range(32, 128):
        i = code - 32
        p.blit(glyph_pic(chr(code)), (i % 16) * 8, (i // 16) * 12)
    return p


# ---------------------------------------------------------------- logo (im 1)
def _seg_dist(px, py, ax, ay, bx, by):
    dx, dy = bx - ax, by - ay
    L = dx * dx + dy * dy
    t = 0.0 if L == 0 else max(0.0, min(1.0, ((px - ax) * dx + (py - ay) * dy) / L))
    return math.hypot(px - ax - t * dx, py - ay - t * dy)


def arc(cx, cy, rx, ry, a0, a1, n=14):
    return [(cx + rx * math.cos(math.radians(a0 + (a1 - a0) * i / n)),
             cy + ry * math.sin(math.radians(a0 + (a1 - a0) * i / n))) for i in range(n + 1)]


# Letter strokes (polylines) in an 18 x 30 box; the pen is round.
LOGO_LETTERS = {
    "B": [[(0, 30), (0, 0), (9, 0)] + arc(9, 7, 7, 7, -90, 90) + [(0, 14)],
          [(0, 14), (10, 14)] + arc(10, 22, 8, 8, -90, 90) + [(0, 30)]],
    "U": [[(0, 0), (0, 21)] + arc(9, 21, 9, 9, 180, 0) + [(18, 0)]],
    "N": [[(0, 30), (0, 0), (18, 30), (18, 0)]],
    "C": [arc(10, 15, 10, 15, -45, -315, 24)],
    "E": [[(17, 0), (0, 0), (0, 30), (17, 30)], [(0, 15), (13, 15)]],
    "A": [[(0, 30), (0, 9)] + arc(9, 9, 9, 9, 180, 360) + [(18, 30)], [(0, 19), (18, 19)]],
    "K": [[(0, 0), (0, 30)], [(17, 0), (3, 15)], [(7, 12), (18, 30)]],
}


def logo():
    """im 1, 320x64: BOUNCE BACK in round gold letters, the O a red ball; the letters sit
    at bouncing heights."""
    W, H = 320, 64
    pen = 5.2
    body = {}      # (x, y) -> True for letter bodies
    balls = []     # (cx, cy, r)
    layout = [("B", 10), ("O", 40), ("U", 76), ("N", 106), ("C", 136), ("E", 166),
              ("B", 210), ("A", 240), ("C", 270), ("K", 298)]
    lift = [5, 1, 4, 8, 3, 6, 2, 6, 1, 4]
    for (ch, x0), dy in zip(layout, lift):
        y0 = 9 + dy
        if ch == "O":
            balls.append((x0 + 11, y0 + 15, 17.0))
            continue
        strokes = LOGO_LETTERS[ch]
        for y in range(H):
            for x in range(int(x0 - 8), int(x0 + 28)):
                px, py = x + 0.5 - x0, y + 0.5 - y0
                for s in strokes:
                    if any(_seg_dist(px, py, a[0], a[1], b[0], b[1]) <= pen for a, b in zip(s, s[1:])):
                        body[(x, y)] = True
                        break
    p = Pic(W, H)
    # fill: a warm vertical gradient, light at the top of each letter row
    top = min(y for (_, y) in body)
    bot = max(y for (_, y) in body)
    for (x, y) in body:
        t = (y - top) / max(1, bot - top)
        p.set(x, y, pick(["o2", "o3", "o4", "o5"], 1.0 - t * 1.05, x, y, 0.5))
    # rims: the top edge bright, the bottom edge deep
    for (x, y) in body:
        if (x, y - 1) not in body:
            p.set(x, y, "white")
        elif (x, y - 2) not in body and (x, y - 1) in body:
            p.set(x, y, "o5")
        if (x, y + 1) not in body:
            p.set(x, y, "o1")
        elif (x, y + 2) not in body:
            p.set(x, y, "o2")
    for (cx, cy, r) in balls:
        q = Pic(W, H)
        sphere(q, cx, cy, r, r, RED, outline=None, spec="white")
        # the window highlight
        for (x, y) in ((cx - 9, cy - 8), (cx - 8, cy - 9), (cx - 7, cy - 10), (cx - 9, cy - 7)):
            q.set(int(x), int(y), "white")
        p.blit(q, 0, 0)
    # two outline rings, then a drop shadow
    p.outline("r1")
    p.outline("ink")
    shadow = Pic(W, H)
    for y in range(H):
        for x in range(W):
            if p.get(x - 3, y - 3) != "." and p.get(x, y) == ".":
                shadow.set(x, y, "shade")
    p.blit(shadow, 0, 0)
    return p


# ---------------------------------------------------------------- menus (im)
def scaled(pic, s):
    q = Pic(pic.w * s, pic.h * s)
    for y in range(q.h):
        for x in range(q.w):
            q.px[y][x] = pic.px[y // s][x // s]
    return q


def cloud(p, cx, cy, size, wrap=False, tones=("k8", "white", "k7")):
    """A puffy cloud of overlapping discs; shaded underneath."""
    puffs = [(-1.0, 0.2, 0.55), (-0.45, -0.25, 0.7), (0.2, -0.4, 0.8), (0.8, -0.05, 0.6),
             (1.25, 0.25, 0.45), (0.1, 0.3, 0.6)]
    shade_k, light_k, under_k = tones
    for y in range(p.h):
        for x in range(p.w):
            dx = x + 0.5 - cx
            dy = y + 0.5 - cy
            if wrap:
                dx = (dx + p.w / 2) % p.w - p.w / 2
                dy = (dy + p.h / 2) % p.h - p.h / 2
            best = None
            for (ox, oy, r) in puffs:
                d = math.hypot(dx - ox * size, dy - oy * size) / (r * size)
                if d <= 1.0:
                    # lit from above: the upper part of each puff is bright
                    ny = (dy - oy * size) / (r * size)
                    v = 0.65 - ny * 0.5
                    best = v if best is None else max(best, v)
            if best is not None and dy < 0.55 * size:
                k = light_k if best > 0.75 else shade_k if best > 0.35 else under_k
                if bayer(x, y) > 0.5 and 0.70 < best <= 0.8:
                    k = shade_k
                p.set(x, y, k)


def title_backdrop():
    """im 0, 480x272: sky, clouds, hills and a brick floor with a few of the game's things."""
    W, H = 480, 272
    p = Pic(W, H)
    ground = 232
    for y in range(H):
        t = y / ground
        for x in range(W):
            p.set(x, y, pick(SKY[2:], 0.05 + t * 0.9, x, y, 1.0))
    for (cx, cy, s) in ((48, 54, 16), (436, 36, 20), (420, 128, 12), (66, 148, 11),
                        (250, 14, 9)):
        cloud(p, cx, cy, s)
    # far and near hills
    for x in range(W):
        far = 196 + 10 * math.sin(x / 38.0 + 1.0) + 6 * math.sin(x / 17.0)
        near = 214 + 8 * math.sin(x / 55.0 + 2.5) + 4 * math.sin(x / 23.0 + 0.7)
        for y in range(int(far), ground):
            p.set(x, y, "k5" if y < near else p.get(x, y))
        for y in range(int(near), ground):
            p.set(x, y, pick(["c1", "c2", "c3"], 0.9 - (y - near) / 22.0, x, y, 0.9))
        p.set(x, int(far), "k6")
        p.set(x, int(near), "c4")
    # the floor: the theme 1 bricks at twice the size
    wall = scaled(brick_wall(TERRA, seed=1), 2)
    for y in range(ground, H):
        for x in range(W):
            p.set(x, y, wall.get(x % 32, (y - ground) % 32))
    p.hline(0, W - 1, ground, "t6")
    p.hline(0, W - 1, ground - 1, "ink")
    # things on the floor, at twice the size: a checkpoint, power blocks, a hoop
    flag = scaled(checkpoint(0, True), 2)
    p.blit(flag, 22, ground - 32)
    blocks = [(power_block(GREEN, "plus", 0), 392, ground - 32),
              (power_block(BLUE, "gravity", 0), 424, ground - 32),
              (power_block(GOLD, "jump", 0), 408, ground - 64)]
    for (b, x, y) in blocks:
        p.blit(scaled(b, 2), x, y)
    hoop, _ = hoop_big(False)
    p.blit(scaled(hoop, 2), 60, ground - 64 - 40)
    gem_p = scaled(gem(0), 2)
    p.blit(gem_p, 84, ground - 44)
    return p


def title_bar():
    """im 2, 480x24: the menu header bar."""
    W, H = 480, 24
    p = Pic(W, H)
    for y in range(H):
        for x in range(W):
            p.set(x, y, pick(["k1", "k2", "k3", "k4"], 0.85 - y / 26.0, x, y, 1.0))
    p.hline(0, W - 1, 0, "k6")
    p.hline(0, W - 1, 1, "k4")
    p.hline(0, W - 1, H - 3, "o4")
    p.hline(0, W - 1, H - 2, "o2")
    p.hline(0, W - 1, H - 1, "ink")
    # small gold studs at both ends
    for cx in (10, W - 11):
        q = Pic(W, H)
        sphere(q, cx + 0.5, 10.5, 4, 4, GOLD, outline="o0")
        p.blit(q, 0, 0)
    return p


PANEL_CORNER = ["...kkkkk",
                "..kGGGGG",
                ".kGggggg",
                "kGgkkkkk",
                "kGgknnnn",
                "kGgknnnn",
                "kGgknnnn",
                "kGgknnnn"]


def panel():
    """im 3, 24x24 nine-slice: a gold-rimmed translucent navy panel; its 8x8 corners, the
    edges' middle 8 pixels and the centre 8x8 (plain navy) may be repeated to any size."""
    lit = {"k": "ink", "G": "o4", "g": "o2", "n": "navy", ".": "."}
    dim = {"k": "ink", "G": "o3", "g": "o1", "n": "navy", ".": "."}
    corner = bitmap(PANEL_CORNER, {c: c for c in "kGgn"})
    p = Pic(24, 24, "navy")
    quads = [(corner, 0, 0, lit), (corner.mirror_x(), 16, 0, lit), (corner.mirror_y(), 0, 16, dim),
             (corner.mirror_x().mirror_y(), 16, 16, dim)]
    for q, ox, oy, keys in quads:
        for y in range(8):
            for x in range(8):
                p.set(ox + x, oy + y, keys[q.get(x, y)])
    edge = ["k", "G", "g", "k"]
    for i, c in enumerate(edge):
        for t in range(8, 16):
            p.set(t, i, lit[c])          # top
            p.set(i, t, lit[c])          # left
            p.set(t, 23 - i, dim[c])     # bottom
            p.set(23 - i, t, dim[c])     # right
    return p


def arrow_up():
    """im 4, 16x16: a gold arrow pointing up."""
    p = Pic(16, 16)
    p.poly([(8, 1), (15, 9), (11, 9), (11, 15), (5, 15), (5, 9), (1, 9)], "o3")
    for y in range(16):
        for x in range(16):
            if p.get(x, y) == "o3" and x < 8:
                p.set(x, y, "o4")
    for y in range(16):
        for x in range(16):
            if p.get(x, y) != "." and p.get(x, y - 1) == ".":
                p.set(x, y, "o5")
    p.outline("o0")
    return p


def cursor():
    """im 6, 16x16: the selection cursor, a gold arrow pointing right."""
    return arrow_up().rot_cw()


# ---------------------------------------------------------------- backgrounds (ib)
def bg_sky():
    """ib0 / ib1, 96x96: day sky with clouds, seamless both ways."""
    p = Pic(96, 96, "k6")
    # low-contrast clouds of different sizes at uneven places keep the 96-pixel period quiet
    for (cx, cy, size) in ((26, 22, 10), (76, 62, 6.5), (14, 78, 3.5)):
        cloud(p, cx, cy, size, wrap=True, tones=("k7", "k7", "k6"))
    for y in range(96):
        for x in range(96):
            # a lit rim on each cloud's upper edge
            if p.get(x, y) == "k7" and p.get(x, (y - 1) % 96) == "k6":
                p.set(x, y, "k8")
    return p


def bg_night():
    """ib2, 96x96: a night sky of stars and faint cloud, seamless both ways."""
    p = Pic(96, 96, "d1")
    for y in range(96):
        for x in range(96):
            n = (math.sin(x * 2 * math.pi / 96 * 2 + 1.3) + math.sin(y * 2 * math.pi / 96 + 0.4)
                 + math.sin((x + y) * 2 * math.pi / 96 + 2.0))
            if n > 1.2:
                p.set(x, y, "d3" if n > 2.0 and bayer(x, y) < 0.6 else "d2")
            elif n > 0.7 and bayer(x, y) < (n - 0.7) * 1.5:
                p.set(x, y, "d2")
            elif n < -1.6 and bayer(x, y) < 0.5:
                p.set(x, y, "d0")
    for i in range(34):
        x = int(hash2(i, 1, 77) * 96)
        y = int(hash2(i, 2, 77) * 96)
        b = hash2(i, 3, 77)
        p.set(x, y, "white" if b > 0.8 else "k7" if b > 0.45 else "k5")
    for (x, y) in ((20, 30), (70, 76), (84, 12)):
        p.set(x, y, "white")
        for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            p.set((x + dx) % 96, (y + dy) % 96, "k6")
    return p


def icon():
    """The 42x29 application icon: the ball bouncing over bricks."""
    p = Pic(42, 29)
    for y in range(29):
        for x in range(42):
            p.set(x, y, pick(SKY[3:], y / 24.0, x, y, 1.0))
    wall = brick_wall(TERRA, seed=1, bw=8, bh=4)
    for y in range(22, 29):
        for x in range(42):
            p.set(x, y, wall.get(x % 16, (y - 22) % 16))
    p.hline(0, 41, 22, "t6")
    p.hline(0, 41, 21, "ink")
    for i, (x, y) in enumerate(((4, 16), (7, 11), (10, 8), (13, 6))):
        p.set(x, y, "glint" if i > 1 else "glint2")
    b = ball_sprite(16, 16)
    p.blit(b, 18, 3)
    return p


# ---------------------------------------------------------------- the tile table
class Images:
    def __init__(self):
        self.base = []  # (name, Pic) in if0

    def add(self, name, pic):
        assert pic.w == 16 and pic.h == 16, name
        self.base.append((name, pic))
        return len(self.base) - 1


def build():
    imgs = Images()
    tiles = {}   # id -> dict(draw, image, transform, collision, aux, mask)
    groups = []  # (period, [frame tile ids])
    group_image = []  # each group's frame 0 picture (its animated tiles' record image)
    frame_pool = [9, 10, 13, 14, 16, 17, 19, 20, 21, 23, 24, 25, 27, 28, 29, 31, 32, 33,
                  36, 37, 38, 40, 41, 42, 46, 47, 48, 77, 78, 80, 81]

    def tile(i, draw="none", image=0, transform=0, collision="none", aux=0, mask=None):
        tiles[i] = dict(draw=draw, image=image, transform=transform, collision=collision, aux=aux, mask=mask)

    def animated(i, frames, collision, share=None):
        """Tile i cycles the pictures `frames` (consecutive images); the other frame tiles
        come from the pool."""
        if share is not None:
            g = len(groups)
            groups.append((5, list(groups[share][1])))
            tile(i, "animated", group_image[share], 0, collision, g)
            group_image.append(group_image[share])
            return g
        start = len(imgs.base)
        for k, f in enumerate(frames):
            imgs.add(f"tile {i} frame {k}", f)
        # A group lists plain tiles only: the original draws a frame by drawing its tile,
        # so an animated tile among the frames would recurse. Frame 0's picture is the
        # animated record's own image; the group shows frames 1 and 2.
        ids = []
        for k in range(1, len(frames)):
            fid = frame_pool.pop(0)
            tile(fid, "image", start + k)
            ids.append(fid)
        g = len(groups)
        groups.append((5, ids))
        group_image.append(start)
        tile(i, "animated", start, 0, collision, g)
        return g

    def static(i, pic, collision="none", transform=0, aux=0, mask=None):
        tile(i, "image", imgs.add(f"tile {i}", pic), transform, collision, aux, mask)

    # Groups in the order of the spec's table: g0 = tile 11 ... g19 = tile 109.
    def power(i):
        R, name = POWERS[i]
        animated(i, [power_block(R, name, f) for f in range(3)], "solid")

    power(11)
    power(15)
    power(18)
    power(22)
    power(26)
    animated(30, [gem(f) for f in range(3)], "solid")
    animated(34, [checkpoint(f, False) for f in range(3)], "solid")
    power(39)
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
    m3 = M_SLOPE
    rubber_masks = slope_masks()
    static(3, rubber_slope(rubber_masks[0]), "mask", mask=m3)
    for tid, t, m in zip((4, 5, 6), SLOPE_TRANSFORMS[1:], rubber_masks[1:]):
        static(tid, rubber_slope(m), "alias", transform=t, aux=3)
    static(12, life(), "solid")
    static(35, checkpoint(0, True))

    # Fan housings: steel drawn from each tile's own collision mask.
    static(52, metal_piece(M_WEDGE, accent=True), "mask", mask=M_WEDGE)
    static(53, metal_piece(transform_mask(M_WEDGE, 3), accent=True), "alias", transform=3, aux=52)
    own = {54: M_POST, 56: M_BASE, 59: M_CORNER, 66: M_POST, 69: M_TOP}
    for tid, m in own.items():
        static(tid, metal_piece(m), "mask", mask=m)
    aliases = {55: (54, 1), 57: (56, 2), 58: (56, 8), 60: (59, 8), 61: (59, 12),
               67: (66, 1), 68: (66, 2), 70: (69, 1), 71: (69, 3), 72: (69, 4)}
    for tid, (src, t) in aliases.items():
        m = transform_mask(tiles[src]["mask"], t)
        static(tid, metal_piece(m), "alias", transform=t, aux=src)

    for tid, d in zip(range(62, 66), ("up", "down", "left", "right")):
        static(tid, spikes(SPIKE_STEEL, d), "solid")
    for tid, d in zip(range(85, 93), ("up", "down", "left", "right") * 2):
        static(tid, spikes(SPIKE_GOLD if tid >= 89 else SPIKE_ICE, d), "solid")
    # Static winds: 73 the strong rightward picture, 75 and 76 a gentler breeze.
    static(73, wind("right", 0))
    static(75, wind("up", 1, strength=1))
    static(76, wind("left", 1, strength=1))
    static(74, chain())

    # Hoops. 93/95 own masks (posts at (8..9, 0) and (8..9, 15)); 97/99 own masks (post at
    # (7..8, 0)); the others alias them under transforms found from the wanted shapes.
    small_mask = M_SMALL_HOOP
    big_mask = M_BIG_HOOP
    for tid, passed in ((93, False), (95, True)):
        static(tid, hoop_small(passed)[0], "mask", mask=small_mask)
    big = {False: hoop_big(False)[0], True: hoop_big(True)[0]}
    for tid, passed in ((97, False), (99, True)):
        static(tid, big[passed].crop(0, 0, 16, 16), "mask", mask=big_mask)
    horiz_small = [[(x in (0, 15)) and y in (8, 9) for x in range(16)] for y in range(16)]
    t_small = find_transform(small_mask, horiz_small)
    for tid, src, passed in ((94, 93, False), (96, 95, True)):
        static(tid, hoop_small_h(passed), "alias", transform=t_small, aux=src)
    bottom = [[y == 15 and x in (7, 8) for x in range(16)] for y in range(16)]
    t_bottom = find_transform(big_mask, bottom)
    for tid, src, passed in ((98, 97, False), (100, 99, True)):
        static(tid, big[passed].crop(0, 16, 16, 16), "alias", transform=t_bottom, aux=src)
    left = [[x == 0 and y in (7, 8) for x in range(16)] for y in range(16)]
    right = [[x == 15 and y in (7, 8) for x in range(16)] for y in range(16)]
    t_left, t_right = find_transform(big_mask, left), find_transform(big_mask, right)
    bh = {False: hoop_big_h(False), True: hoop_big_h(True)}
    for tid, src, passed, t, half in ((101, 97, False, t_left, 0), (102, 97, False, t_right, 1),
                                      (103, 99, True, t_left, 0), (104, 99, True, t_right, 1)):
        static(tid, bh[passed][half], "alias", transform=t, aux=src)

    tile(107)  # unused breaking frame
    # Any frame tiles left in the pool show nothing.
    for fid in frame_pool:
        tile(fid)

    # Themed tiles come after every base picture; the slopes 113..116 keep their masks.
    base_count = len(imgs.base)
    for k, tid in enumerate(THEMED_ORDER):
        coll = "none" if tid in (105, 106) else "solid"
        if tid == 113:
            tile(tid, "image", base_count + k, 0, "mask", 0, M_SLOPE)
        elif tid in (114, 115, 116):
            t = SLOPE_TRANSFORMS[tid - 113]
            tile(tid, "image", base_count + k, t, "alias", 113)
        else:
            tile(tid, "image", base_count + k, 0, coll)
    assert sorted(tiles) == list(range(117)), sorted(set(range(117)) - set(tiles))
    themed = themed_tiles()
    check_pictures(tiles, imgs, themed, base_count)
    return imgs, tiles, groups, themed, base_count


def check_pictures(tiles, imgs, themed, base_count):
    """What collides is what is drawn: a masked tile's picture is opaque exactly on its mask
    (a hoop's picture covers its posts and draws the ring around them), and walls and
    blocks are opaque everywhere."""
    hoops = set(range(93, 105))
    for tid, t in tiles.items():
        if t["draw"] != "image":
            continue
        pics = ([imgs.base[t["image"]][1]] if t["image"] < base_count
                else [p[t["image"] - base_count] for p in themed.values()])
        for pic in pics:
            if t["collision"] in ("mask", "alias"):
                src = t if t["collision"] == "mask" else tiles[t["aux"]]
                m = src["mask"] if t["collision"] == "mask" else transform_mask(src["mask"], t["transform"])
                for y in range(16):
                    for x in range(16):
                        if tid in hoops:
                            assert not m[y][x] or pic.get(x, y) != ".", (tid, x, y)
                        else:
                            assert (pic.get(x, y) != ".") == m[y][x], (tid, x, y)
            elif tid in (110, 111, 112, 7, 8, 2):
                assert all(pic.get(x, y) != "." for y in range(16) for x in range(16)), tid


def write_tiles(path, tiles, groups, image_count, base_count):
    out = ["# The content pack's tile set (generated by content/tools/art.py).",
           f"image_count {image_count}", f"base_images {base_count}", "clamp 1 1", "tile_size 12 12",
           "split 110", "id_mask 0x7F", "flag_mask 0x80", "flag_color 0x7F2A7FD4"]
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


def write_pics(folder, pics):
    clear(folder)
    for k, pic in enumerate(pics):
        assert pic.w <= 512 and pic.h <= 512, (folder, k)
        write(f"{folder}/{k:02}.txt", pic.text())


def main():
    imgs, tiles, groups, themed, base_count = build()
    themed_count = len(THEMED_ORDER)
    image_count = base_count + themed_count
    assert image_count <= 127
    write_tiles("tiles.txt", tiles, groups, image_count, base_count)
    write_pics("images/if0", [pic for _, pic in imgs.base])
    for theme, pics in themed.items():
        assert len(pics) == themed_count
        write_pics(f"images/if{theme}", pics)

    # Ball: masks and sprites 0..24 with the sizes the spec lists.
    def disc_mask(d):
        r = d / 2
        return ["".join("#" if (x + 0.5 - r) ** 2 + (y + 0.5 - r) ** 2 <= r * r - 0.5 else "." for x in range(d))
                for y in range(d)]
    m16, m24 = disc_mask(16), disc_mask(24)
    write("ball.txt", "mask 16 16\n" + "\n".join(m16) + "\nmask 24 24\n" + "\n".join(m24) + "\n")
    sprites = [ball_sprite(w, h, blob=k in SLOPE_SQUASH) for k, (w, h) in enumerate(BALL_SIZES)]
    sprites += [f_ball(k) for k in range(3)]
    for size in (24, 32):
        strip = Pic(size, size * 3)
        for f in range(3):
            strip.blit(burst(size, f), 0, f * size)
        sprites.append(strip)
    write_pics("ball", sprites)

    # HUD and objects (ic).
    small = {passed: hoop_small(passed) for passed in (False, True)}
    big = {passed: hoop_big(passed) for passed in (False, True)}
    fronts = [front_only(*small[False]), front_only(*small[True]), front_only(*big[False]),
              front_only(*big[True])]
    write_pics("images/ic", [hud_strip(), digit_strip(), hud_hoop()] + fronts +
               [door_strip(), platform(), spiked_mine(), bouncer(False), bouncer(True)])

    # Menu pictures (im).
    write_pics("images/im", [title_backdrop(), logo(), title_bar(), panel(), arrow_up(),
                             font_sheet(), cursor()])

    # Backgrounds: ib0 the fallback, ib1 and ib2 per theme.
    write_pics("images/ib0", [bg_sky()])
    write_pics("images/ib1", [bg_sky()])
    write_pics("images/ib2", [bg_night()])

    write("icon.txt", icon().text())


if __name__ == "__main__":
    main()
    sys.exit(0)
