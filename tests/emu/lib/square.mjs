#!/usr/bin/env node
// Where the example's square is in a screenshot: `node tests/emu/lib/square.mjs FILE`
// prints `X,Y` of the square's top-left corner and exits 0 when the picture is the
// background colour with one whole square of the square's colour on it (the colours of
// examples/square.rs, within a small tolerance per channel); else says what is wrong and
// exits 1.
import { readPng } from '../compare.mjs';

const SIDE = 32;
const BACKGROUND = [0x10, 0x20, 0x40];
const SQUARE = [0xf0, 0xa0, 0x20];
const TOLERANCE = 8;

const file = process.argv[2];
if (!file) {
  console.error('usage: square.mjs FILE');
  process.exit(2);
}
const { width, height, data } = readPng(file);
const near = (i, c) => c.every((v, k) => Math.abs(data[i + k] - v) <= TOLERANCE);
let box = null;
const others = [];
for (let y = 0; y < height; y++) {
  for (let x = 0; x < width; x++) {
    const i = (y * width + x) * 4;
    if (near(i, SQUARE)) {
      box = box
        ? { x0: Math.min(box.x0, x), y0: Math.min(box.y0, y), x1: Math.max(box.x1, x), y1: Math.max(box.y1, y) }
        : { x0: x, y0: y, x1: x, y1: y };
    } else if (!near(i, BACKGROUND)) {
      if (others.length < 3) others.push(`${x},${y}: ${[...data.subarray(i, i + 3)].join(' ')}`);
    }
  }
}
const fail = (why) => {
  console.error(`${file}: ${why}`);
  process.exit(1);
};
if (others.length) fail(`pixels of neither colour (first: ${others.join('; ')})`);
if (!box) fail('no square');
const [w, h] = [box.x1 - box.x0 + 1, box.y1 - box.y0 + 1];
if (w !== SIDE || h !== SIDE) fail(`the square's colour covers ${w}x${h} at ${box.x0},${box.y0}, not ${SIDE}x${SIDE}`);
for (let y = box.y0; y <= box.y1; y++) {
  for (let x = box.x0; x <= box.x1; x++) {
    if (!near((y * width + x) * 4, SQUARE)) fail(`background inside the square at ${x},${y}`);
  }
}
console.log(`${box.x0},${box.y0}`);
