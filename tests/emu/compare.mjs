#!/usr/bin/env node
// Compare screenshots.
//
// CLI:
//   node tests/emu/compare.mjs A.png B.png [--tolerance N] [--max-diff-pixels N] [--diff OUT.png]
//       A pixel differs when any of its R, G, B (and A) channels differ by more than
//       --tolerance (default 0). Exits 0 when at most --max-diff-pixels (default 0)
//       pixels differ, 1 otherwise (or when the sizes differ), 2 on usage/read errors.
//       --diff writes an image: differing pixels red, the rest a dimmed copy of A.
//   node tests/emu/compare.mjs --not-blank FILE...
//       Exits 1 if any FILE is blank (every pixel the same colour).
//   node tests/emu/compare.mjs --blank FILE...
//       Exits 1 unless every FILE is blank.
//   node tests/emu/compare.mjs --outside X,Y,W,H --colour RRGGBB [--tolerance N] FILE...
//       Exits 1 unless every pixel outside the rectangle is the colour (within
//       --tolerance per channel) in every FILE; says where the first other pixel is.
// API:
//   import { readPng, comparePngs, isBlank } from './compare.mjs';

import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pngjs from 'pngjs';

const { PNG } = pngjs;

/** Read a PNG (path or Buffer) into { width, height, data: RGBA Buffer }. */
export function readPng(fileOrBuffer) {
  const buf = Buffer.isBuffer(fileOrBuffer) ? fileOrBuffer : fs.readFileSync(fileOrBuffer);
  const png = PNG.sync.read(buf);
  return { width: png.width, height: png.height, data: png.data };
}

function asImage(x) {
  return x && x.data && x.width ? x : readPng(x);
}

/** True if every pixel of the image (path, Buffer or readPng result) has the same RGBA value. */
export function isBlank(img) {
  const { data } = asImage(img);
  if (data.length < 8) return true;
  const r = data[0], g = data[1], b = data[2], a = data[3];
  for (let i = 4; i < data.length; i += 4) {
    if (data[i] !== r || data[i + 1] !== g || data[i + 2] !== b || data[i + 3] !== a) return false;
  }
  return true;
}

/**
 * Compare two images of the same size.
 * opts: { tolerance = 0 (max per-channel delta that still counts as equal),
 *         maxDiffPixels = 0, diffPath (write a diff PNG) }
 * Returns { ok, sameSize, width, height, diffPixels, totalPixels, maxDelta }.
 */
export function comparePngs(a, b, opts = {}) {
  const A = asImage(a);
  const B = asImage(b);
  const tolerance = opts.tolerance ?? 0;
  const maxDiffPixels = opts.maxDiffPixels ?? 0;
  if (A.width !== B.width || A.height !== B.height) {
    return {
      ok: false,
      sameSize: false,
      width: A.width,
      height: A.height,
      otherWidth: B.width,
      otherHeight: B.height,
      diffPixels: null,
      totalPixels: A.width * A.height,
      maxDelta: null,
    };
  }
  const n = A.width * A.height;
  let diffPixels = 0;
  let maxDelta = 0;
  const diff = opts.diffPath ? new PNG({ width: A.width, height: A.height }) : null;
  for (let p = 0, i = 0; p < n; p++, i += 4) {
    let d = 0;
    for (let c = 0; c < 4; c++) {
      const x = Math.abs(A.data[i + c] - B.data[i + c]);
      if (x > d) d = x;
    }
    if (d > maxDelta) maxDelta = d;
    const differs = d > tolerance;
    if (differs) diffPixels++;
    if (diff) {
      if (differs) {
        diff.data[i] = 255;
        diff.data[i + 1] = 0;
        diff.data[i + 2] = 0;
      } else {
        const grey = (A.data[i] * 77 + A.data[i + 1] * 150 + A.data[i + 2] * 29) >> 8;
        diff.data[i] = diff.data[i + 1] = diff.data[i + 2] = 64 + (grey >> 2);
      }
      diff.data[i + 3] = 255;
    }
  }
  if (diff) fs.writeFileSync(opts.diffPath, PNG.sync.write(diff));
  return {
    ok: diffPixels <= maxDiffPixels,
    sameSize: true,
    width: A.width,
    height: A.height,
    diffPixels,
    totalPixels: n,
    maxDelta,
  };
}

const USAGE = `usage: node tests/emu/compare.mjs A.png B.png [--tolerance N] [--max-diff-pixels N] [--diff OUT.png]
       node tests/emu/compare.mjs --not-blank FILE...
       node tests/emu/compare.mjs --blank FILE...
       node tests/emu/compare.mjs --outside X,Y,W,H --colour RRGGBB [--tolerance N] FILE...`;

/** The first pixel outside `rect` ({x, y, w, h}) that is not `rgb` within `tolerance`, or null. */
export function firstOutside(img, rect, rgb, tolerance = 0) {
  const { width, height, data } = asImage(img);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (x >= rect.x && x < rect.x + rect.w && y >= rect.y && y < rect.y + rect.h) continue;
      const i = 4 * (y * width + x);
      for (let c = 0; c < 3; c++) {
        if (Math.abs(data[i + c] - rgb[c]) > tolerance) {
          return { x, y, rgb: [data[i], data[i + 1], data[i + 2]] };
        }
      }
    }
  }
  return null;
}

function intArg(v, name) {
  if (v === undefined || !/^\d+$/.test(v)) throw new Error(`${name} needs a non-negative integer`);
  return Number(v);
}

function main(argv) {
  const files = [];
  let mode = 'compare';
  const opts = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '-h' || a === '--help') {
      console.log(USAGE);
      return 0;
    } else if (a === '--not-blank') mode = 'not-blank';
    else if (a === '--outside') {
      mode = 'outside';
      const v = (argv[++i] || '').split(',').map(Number);
      if (v.length !== 4 || v.some((n) => !Number.isInteger(n))) throw new Error('--outside needs X,Y,W,H');
      opts.rect = { x: v[0], y: v[1], w: v[2], h: v[3] };
    } else if (a === '--colour') {
      const h = argv[++i] || '';
      if (!/^[0-9a-fA-F]{6}$/.test(h)) throw new Error('--colour needs RRGGBB');
      opts.rgb = [0, 2, 4].map((k) => parseInt(h.slice(k, k + 2), 16));
    }
    else if (a === '--blank') mode = 'blank';
    else if (a === '--tolerance') opts.tolerance = intArg(argv[++i], a);
    else if (a === '--max-diff-pixels') opts.maxDiffPixels = intArg(argv[++i], a);
    else if (a === '--diff') {
      opts.diffPath = argv[++i];
      if (!opts.diffPath) throw new Error('--diff needs a file name');
    } else if (a.startsWith('--')) throw new Error(`unknown option ${a}`);
    else files.push(a);
  }
  if (mode === 'outside') {
    if (!files.length || !opts.rgb) throw new Error('--outside needs --colour and files');
    let bad = 0;
    for (const f of files) {
      const p = firstOutside(f, opts.rect, opts.rgb, opts.tolerance ?? 0);
      console.log(`${f}: ${p ? `(${p.x}, ${p.y}) is rgb(${p.rgb}) outside the window -> MISMATCH` : 'only the backdrop outside the window'}`);
      if (p) bad++;
    }
    return bad ? 1 : 0;
  }
  if (mode !== 'compare') {
    if (!files.length) throw new Error('no files given');
    let bad = 0;
    for (const f of files) {
      const img = readPng(f);
      const blank = isBlank(img);
      const d = img.data;
      const colour = '#' + [d[0], d[1], d[2], d[3]].map((x) => x.toString(16).padStart(2, '0')).join('');
      console.log(`${f}: ${blank ? `blank (every pixel ${colour})` : 'not blank'} (${img.width}x${img.height})`);
      if (blank === (mode === 'not-blank')) bad++;
    }
    return bad ? 1 : 0;
  }
  if (files.length !== 2) throw new Error('need exactly two PNG files to compare');
  const r = comparePngs(files[0], files[1], opts);
  if (!r.sameSize) {
    console.log(`size differs: ${files[0]} is ${r.width}x${r.height}, ${files[1]} is ${r.otherWidth}x${r.otherHeight}`);
    return 1;
  }
  console.log(
    `${r.diffPixels} of ${r.totalPixels} pixels differ (tolerance ${opts.tolerance ?? 0}, ` +
      `allowed ${opts.maxDiffPixels ?? 0}, largest channel delta ${r.maxDelta})` +
      (opts.diffPath ? `; diff image ${opts.diffPath}` : '') +
      (r.ok ? '' : ' -> MISMATCH'),
  );
  return r.ok ? 0 : 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  let code;
  try {
    code = main(process.argv.slice(2));
  } catch (e) {
    console.error(`compare: ${e.message}\n${USAGE}`);
    code = 2;
  }
  process.exit(code);
}
