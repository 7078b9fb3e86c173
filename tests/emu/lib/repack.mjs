#!/usr/bin/env node
// Start-up speed-up, run once by setup.sh: the PPSSPP core ships as a 7z
// archive (ppsspp-thread-wasm.data) and its assets as a deflated zip; the front
// end unpacks both in the browser on every run (several seconds on 2 cores).
// This rewrites both, in the served data folder only, as *uncompressed* (stored)
// zip files with the same contents, which the front end unpacks almost for free.
// The front end itself is unchanged: it recognises zip files by their magic
// bytes and unpacks them with its own zip worker.
//
// usage: node lib/repack.mjs DATA_DIR
// Exits non-zero (leaving the original files in place) if anything goes wrong.
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import zlib from 'node:zlib';

// ---------------------------------------------------------------- crc32
const CRC_TABLE = (() => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
})();

export function crc32(buf) {
  let c = 0xffffffff;
  for (let i = 0; i < buf.length; i++) c = CRC_TABLE[(c ^ buf[i]) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

// ---------------------------------------------------------------- zip
// Read every entry of a zip file (stored or deflated; no zip64, no encryption).
export function readZip(buf) {
  let eocd = -1;
  for (let i = buf.length - 22; i >= Math.max(0, buf.length - 22 - 0xffff); i--) {
    if (buf.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new Error('not a zip file (no end of central directory)');
  const count = buf.readUInt16LE(eocd + 10);
  let p = buf.readUInt32LE(eocd + 16);
  const entries = [];
  for (let i = 0; i < count; i++) {
    if (buf.readUInt32LE(p) !== 0x02014b50) throw new Error('bad central directory entry');
    const flags = buf.readUInt16LE(p + 8);
    const method = buf.readUInt16LE(p + 10);
    const crc = buf.readUInt32LE(p + 16);
    const csize = buf.readUInt32LE(p + 20);
    const usize = buf.readUInt32LE(p + 24);
    const nameLen = buf.readUInt16LE(p + 28);
    const extraLen = buf.readUInt16LE(p + 30);
    const commentLen = buf.readUInt16LE(p + 32);
    const local = buf.readUInt32LE(p + 42);
    const name = buf.toString('utf8', p + 46, p + 46 + nameLen);
    p += 46 + nameLen + extraLen + commentLen;
    if (flags & 1) throw new Error(`${name}: encrypted entries are not supported`);
    if (buf.readUInt32LE(local) !== 0x04034b50) throw new Error(`${name}: bad local header`);
    const start = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
    const raw = buf.subarray(start, start + csize);
    let data;
    if (method === 0) data = Buffer.from(raw);
    else if (method === 8) data = zlib.inflateRawSync(raw);
    else throw new Error(`${name}: unsupported compression method ${method}`);
    if (data.length !== usize || crc32(data) !== crc) throw new Error(`${name}: size or crc mismatch`);
    entries.push({ name, data });
  }
  return entries;
}

// Write entries [{ name, data }] as a zip with every entry stored (no compression).
export function writeStoredZip(entries) {
  const DOS_TIME = 0; // 00:00:00
  const DOS_DATE = (1 << 5) | 1; // 1980-01-01
  const locals = [];
  const centrals = [];
  let offset = 0;
  for (const { name, data } of entries) {
    const nameBuf = Buffer.from(name, 'utf8');
    const crc = crc32(data);
    const lh = Buffer.alloc(30);
    lh.writeUInt32LE(0x04034b50, 0);
    lh.writeUInt16LE(20, 4);
    lh.writeUInt16LE(0x0800, 6); // UTF-8 names
    lh.writeUInt16LE(0, 8); // stored
    lh.writeUInt16LE(DOS_TIME, 10);
    lh.writeUInt16LE(DOS_DATE, 12);
    lh.writeUInt32LE(crc, 14);
    lh.writeUInt32LE(data.length, 18);
    lh.writeUInt32LE(data.length, 22);
    lh.writeUInt16LE(nameBuf.length, 26);
    lh.writeUInt16LE(0, 28);
    const ch = Buffer.alloc(46);
    ch.writeUInt32LE(0x02014b50, 0);
    ch.writeUInt16LE(20, 4);
    ch.writeUInt16LE(20, 6);
    ch.writeUInt16LE(0x0800, 8);
    ch.writeUInt16LE(0, 10);
    ch.writeUInt16LE(DOS_TIME, 12);
    ch.writeUInt16LE(DOS_DATE, 14);
    ch.writeUInt32LE(crc, 16);
    ch.writeUInt32LE(data.length, 20);
    ch.writeUInt32LE(data.length, 24);
    ch.writeUInt16LE(nameBuf.length, 28);
    ch.writeUInt32LE(name.endsWith('/') ? 0x10 : 0, 38);
    ch.writeUInt32LE(offset, 42);
    locals.push(lh, nameBuf, data);
    centrals.push(ch, nameBuf);
    offset += 30 + nameBuf.length + data.length;
  }
  const cd = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, end]);
}

// ---------------------------------------------------------------- 7z
// Unpack a 7z archive with the front end's own 7z worker script
// (data/compression/extract7z.js, asm.js), run in a Node vm context that looks
// like a web worker. Returns [{ name, data }].
export function un7z(extractorJs, archive) {
  const files = [];
  let done = false;
  const ctx = {
    console: { log() {}, warn() {}, error() {} },
    setTimeout,
    clearTimeout,
    TextDecoder,
    TextEncoder,
    importScripts() {},
    close() {},
    postMessage(m) {
      if (!m) return;
      if (m.t === 2) files.push({ name: m.file, data: Buffer.from(m.data) });
      if (m.t === 1) done = true;
    },
  };
  ctx.self = ctx;
  vm.createContext(ctx);
  vm.runInContext(extractorJs, ctx, { filename: 'extract7z.js' });
  const onmessage = ctx.onmessage || ctx.self.onmessage;
  if (typeof onmessage !== 'function') throw new Error('extract7z.js did not define onmessage');
  onmessage({ data: new Uint8Array(archive) });
  if (!done) throw new Error('7z extraction did not finish');
  return files.filter((f) => !f.name.endsWith('/'));
}

// ---------------------------------------------------------------- main
function isZip(buf) {
  return buf.length > 4 && buf[0] === 0x50 && buf[1] === 0x4b && buf[2] === 3 && buf[3] === 4;
}

function replaceWith(file, buf) {
  const tmp = file + '.tmp';
  fs.writeFileSync(tmp, buf);
  fs.renameSync(tmp, file);
}

export function repack(dataDir) {
  const t0 = Date.now();
  const notes = [];
  const coreFile = path.join(dataDir, 'cores', 'ppsspp-thread-wasm.data');
  const core = fs.readFileSync(coreFile);
  if (!isZip(core)) {
    const files = un7z(fs.readFileSync(path.join(dataDir, 'compression', 'extract7z.js'), 'utf8'), core);
    const names = files.map((f) => f.name);
    for (const need of ['.js', '.wasm']) {
      if (!names.some((n) => n.endsWith(need))) throw new Error(`core archive has no ${need} file (got ${names.join(', ')})`);
    }
    const zip = writeStoredZip(files);
    const back = readZip(zip); // self-check
    if (back.length !== files.length) throw new Error('stored zip self-check failed');
    replaceWith(coreFile, zip);
    notes.push(`core ${core.length} B 7z -> ${zip.length} B stored zip (${names.join(', ')})`);
  }
  const assetsFile = path.join(dataDir, 'cores', 'ppsspp-assets.zip');
  const assets = fs.readFileSync(assetsFile);
  const entries = readZip(assets);
  const zip = writeStoredZip(entries);
  if (readZip(zip).length !== entries.length) throw new Error('stored zip self-check failed');
  replaceWith(assetsFile, zip);
  notes.push(`assets ${entries.length} entries -> ${zip.length} B stored zip`);
  notes.push(`${((Date.now() - t0) / 1000).toFixed(1)} s`);
  return notes;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  const dir = process.argv[2];
  if (!dir) {
    console.error('usage: node lib/repack.mjs DATA_DIR');
    process.exit(2);
  }
  try {
    console.error(`emu-setup: repacked: ${repack(dir).join('; ')}`);
  } catch (e) {
    console.error(`emu-setup: repack failed: ${e.message}`);
    process.exit(1);
  }
}
