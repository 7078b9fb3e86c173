// The seed engine's circle query in JavaScript, for `benches/grid.rs`: written from the
// founding seed text's description of `isPositionBlocked(wx, wy, radius, isDodge)` (the
// `000_b54f756b0c537ae2.txt` report, sections 3 and 4): finite check, map-edge test, the
// tiles the circle spans tested by clamped distance through `getTileAt` and a per-code
// passability lookup (chasm open while dodging, gate open when breached), then the solid prop
// footprints (circle/ellipse scaled by the radius, rectangles widened by it). The structure is
// the seed's: the map and props are the engine's globals, tiles read through a function.
//
// Usage: node seed_blocked.mjs SET.json. The set file holds the map (`width`, `height`,
// `cells` row-major), `props`, `queries` (flat `x, y, r, dodge` in tiles) and optionally
// `breached` (every boss gate open). After a warm-up
// it reads lines from stdin: `N` runs the whole query set N times and answers
// `NANOSECONDS BLOCKED CPU_NANOSECONDS` (process.hrtime.bigint over the N passes; blocked
// queries in one pass; the process's on-CPU time over the passes, process.cpuUsage, to the
// microsecond); `A` answers one `0`/`1` per query in order; an empty line or end of input ends it.

import { readFileSync, readSync, writeSync } from "node:fs";

const root = globalThis;

const set = JSON.parse(readFileSync(process.argv[2], "utf8"));

// The engine's globals, as its loader leaves them: rows of tile codes, sizes, props.
root.currentMapWidth = set.width;
root.currentMapHeight = set.height;
root.currentMapGrid = [];
for (let y = 0; y < set.height; y++) {
  root.currentMapGrid.push(set.cells.slice(y * set.width, (y + 1) * set.width));
}
root.getTileAt = (tx, ty) => {
  const row = root.currentMapGrid[ty];
  if (row === undefined) return 0;
  const t = row[tx];
  return t === undefined ? 0 : t;
};
root.mapProps = set.props.map((p) => ({
  wx: p.wx,
  wy: p.wy,
  footprint: {
    isSolid: true,
    isLowObstacle: p.low,
    shape: p.shape,
    radius: p.radius,
    radiusX: p.rx,
    radiusY: p.ry,
    width: p.width,
    height: p.height,
  },
}));
root.bossGateBreached = set.breached === true;
root.COLLISION_TILE_MODE = "standard";

// Blocked codes of the standard 20-code schema and of the compact one.
const STANDARD_BLOCKED = new Uint8Array(32);
for (const c of [0, 2, 3, 9, 10, 19]) STANDARD_BLOCKED[c] = 1;
const COMPACT_BLOCKED = new Uint8Array(32);
for (const c of [1, 4, 5, 15]) COMPACT_BLOCKED[c] = 1;

function gateOpen(tx, ty) {
  if (root.bossGateBreached === true) return true;
  if (typeof root.isBossGateOpen === "function" && root.isBossGateOpen(tx, ty)) return true;
  return false;
}

function tileBlocks(code, isDodge, tx, ty) {
  if (root.COLLISION_TILE_MODE === "compact") {
    if (code === 4 && isDodge) return false;
    if (code === 15 && gateOpen(tx, ty)) return false;
    return COMPACT_BLOCKED[code] === 1;
  }
  if (code === 9 && isDodge) return false;
  if (code === 10 && gateOpen(tx, ty)) return false;
  return STANDARD_BLOCKED[code] === 1;
}

function isPositionBlocked(wx, wy, radius, isDodge) {
  if (!Number.isFinite(wx) || !Number.isFinite(wy)) return true;
  const getTile = root.getTileAt;
  const w = root.currentMapWidth;
  const h = root.currentMapHeight;
  if (wx - radius < 0 || wx + radius > w || wy - radius < 0 || wy + radius > h) return true;
  const x0 = Math.floor(wx - radius);
  const x1 = Math.floor(wx + radius);
  const y0 = Math.floor(wy - radius);
  const y1 = Math.floor(wy + radius);
  const r2 = radius * radius;
  for (let ty = y0; ty <= y1; ty++) {
    for (let tx = x0; tx <= x1; tx++) {
      if (!tileBlocks(getTile(tx, ty), isDodge, tx, ty)) continue;
      const nx = wx < tx ? tx : wx > tx + 1 ? tx + 1 : wx;
      const ny = wy < ty ? ty : wy > ty + 1 ? ty + 1 : wy;
      const dx = wx - nx;
      const dy = wy - ny;
      if (dx * dx + dy * dy < r2) return true;
    }
  }
  const props = root.mapProps;
  for (let i = 0; i < props.length; i++) {
    const p = props[i];
    const f = p.footprint;
    if (!f.isSolid) continue;
    if (f.isLowObstacle && isDodge) continue;
    if (f.shape === "circle" || f.shape === "ellipse") {
      const rx = f.radiusX || f.radius || 0.6;
      const ry = f.radiusY || f.radius || 0.35;
      const ex = (wx - p.wx) / (rx + radius);
      const ey = (wy - p.wy) / (ry + radius);
      if (ex * ex + ey * ey < 1.0) return true;
    } else {
      const hw = (f.width || 1.0) * 0.5 + radius;
      const hh = (f.height || 0.6) * 0.5 + radius;
      if (Math.abs(wx - p.wx) < hw && Math.abs(wy - p.wy) < hh) return true;
    }
  }
  return false;
}

// The queries as four typed columns, as a caller holding positions would pass them.
const n = set.queries.length / 4;
const qx = new Float64Array(n);
const qy = new Float64Array(n);
const qr = new Float64Array(n);
const qd = new Array(n);
for (let i = 0; i < n; i++) {
  qx[i] = set.queries[4 * i];
  qy[i] = set.queries[4 * i + 1];
  qr[i] = set.queries[4 * i + 2];
  qd[i] = set.queries[4 * i + 3] !== 0;
}

function pass() {
  let blocked = 0;
  for (let i = 0; i < n; i++) {
    if (isPositionBlocked(qx[i], qy[i], qr[i], qd[i])) blocked++;
  }
  return blocked;
}

// Warm-up: long enough for the optimising compiler to settle.
let sink = 0;
const warmEnd = process.hrtime.bigint() + 300_000_000n;
while (process.hrtime.bigint() < warmEnd) sink += pass();

const input = Buffer.alloc(64);
let pending = "";
for (;;) {
  let nl = pending.indexOf("\n");
  while (nl < 0) {
    let got = 0;
    try {
      got = readSync(0, input, 0, input.length, null);
    } catch (e) {
      if (e.code === "EAGAIN") continue;
      throw e;
    }
    if (got === 0) process.exit(sink === -1 ? 1 : 0);
    pending += input.toString("utf8", 0, got);
    nl = pending.indexOf("\n");
  }
  const line = pending.slice(0, nl).trim();
  pending = pending.slice(nl + 1);
  if (line === "") process.exit(0);
  if (line === "A") {
    let answers = "";
    for (let i = 0; i < n; i++) answers += isPositionBlocked(qx[i], qy[i], qr[i], qd[i]) ? "1" : "0";
    writeSync(1, `${answers}\n`);
    continue;
  }
  const passes = Number(line);
  let blocked = 0;
  const cpu = process.cpuUsage();
  const start = process.hrtime.bigint();
  for (let k = 0; k < passes; k++) blocked = pass();
  const took = process.hrtime.bigint() - start;
  const spent = process.cpuUsage(cpu);
  process.stdout.write(`${took} ${blocked} ${(spent.user + spent.system) * 1000}\n`);
}
