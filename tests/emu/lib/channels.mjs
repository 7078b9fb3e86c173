// The difference of two pictures of one size, channel by channel: for R, G and B the
// largest and the mean absolute difference over every pixel (of the rectangle given, or
// all), and the count of pixels that differ at all. One JSON line on stdout.
//
// CLI: node tests/emu/lib/channels.mjs A.png B.png [--rect X,Y,W,H]
import { readPng } from '../compare.mjs';

const args = process.argv.slice(2);
const files = args.filter((a, i) => !a.startsWith('--') && args[i - 1] !== '--rect');
const rectArg = args.includes('--rect') ? args[args.indexOf('--rect') + 1] : null;
if (files.length !== 2) {
  console.error('usage: channels.mjs A.png B.png [--rect X,Y,W,H]');
  process.exit(2);
}
const [a, b] = files.map((f) => readPng(f));
if (a.width !== b.width || a.height !== b.height) {
  console.error(`sizes differ: ${a.width}x${a.height} and ${b.width}x${b.height}`);
  process.exit(1);
}
const [x0, y0, w, h] = rectArg ? rectArg.split(',').map(Number) : [0, 0, a.width, a.height];
const max = [0, 0, 0];
const sum = [0, 0, 0];
let differ = 0;
for (let y = y0; y < y0 + h; y++) {
  for (let x = x0; x < x0 + w; x++) {
    const i = (y * a.width + x) * 4;
    let any = false;
    for (let c = 0; c < 3; c++) {
      const d = Math.abs(a.data[i + c] - b.data[i + c]);
      if (d > max[c]) max[c] = d;
      sum[c] += d;
      if (d) any = true;
    }
    if (any) differ++;
  }
}
const n = w * h;
const mean = sum.map((s) => Number((s / n).toFixed(3)));
console.log(JSON.stringify({ max, mean, differ, pixels: n }));
