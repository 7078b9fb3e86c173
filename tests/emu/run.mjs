#!/usr/bin/env node
// Headless PSP emulator harness: runs an EBOOT.PBP in PPSSPP (libretro wasm
// core) inside EmulatorJS, in Debian's headless Chromium driven by Playwright,
// with frame-exact button presses and screenshots. See README.md.
//
// CLI:  node tests/emu/run.mjs --eboot PATH --out DIR --frames N
//         [--press FRAME:BUTTON[+BUTTON...][:HOLDFRAMES] ...] [--shot FRAME[,FRAME...] ...]
//         [--timeout SECONDS] [--fast] [--expect REGEX ...] [--reject REGEX ...] [--quiet]
//         [--ms DIR] [--list-fs] [--session FILE | --no-session]
// API:  import { runEboot } from './run.mjs'; const r = await runEboot({ eboot, out, frames, ... });

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { startServer } from './lib/server.mjs';
import { inPageHarness } from './lib/inpage.mjs';
import { strictOptions } from './lib/strict.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
export const DATA_DIR = process.env.EMU_DATA_DIR ? path.resolve(process.env.EMU_DATA_DIR) : path.join(HERE, '.cache', 'www', 'data');

// libretro joypad indices (RETRO_DEVICE_ID_JOYPAD_*) as the PSP core maps them.
export const BUTTONS = Object.freeze({
  cross: 0, // B
  square: 1, // Y
  select: 2,
  start: 3,
  up: 4,
  down: 5,
  left: 6,
  right: 7,
  circle: 8, // A
  triangle: 9, // X
  l: 10,
  r: 11,
});

// Analog stick directions: the front end's simulateInput indices above the
// buttons (emulator.js maps LEFT_STICK_X:+1 to 16, X:-1 to 17, Y:+1 (down) to
// 18, Y:-1 (up) to 19, the right stick 20..23), each given a deflection from 0
// to 0x7fff; a press holds the stick at full deflection in that direction.
export const STICK = Object.freeze({
  'lstick-right': 16,
  'lstick-left': 17,
  'lstick-down': 18,
  'lstick-up': 19,
  'rstick-right': 20,
  'rstick-left': 21,
  'rstick-down': 22,
  'rstick-up': 23,
});
export const STICK_FULL = 0x7fff;
const INPUTS = Object.freeze({ ...BUTTONS, ...STICK });
// The value simulateInput gets while an input is held.
const heldValue = (name) => (name in STICK ? STICK_FULL : 1);

// The memory stick (--ms DIR). The libretro PPSSPP core uses the save
// directory RetroArch gives it as ms0:/. The front end's retroarch.cfg sets
// savefile_directory = /data/saves (an IndexedDB-backed mount, empty in the
// harness's fresh browser context) and RetroArch sorts saves by core, so the
// core gets /data/saves/PPSSPP (its log: 'SAVE_DIRECTORY: "/data/saves/PPSSPP"').
// The EBOOT goes to MS_EBOOT under it; PPSSPP starts a game whose folder path
// contains PSP/GAME/ as ms0:/PSP/GAME/..., otherwise as umd0:/<file name>.
export const MS_ROOT = '/data/saves/PPSSPP';
export const MS_EBOOT = 'PSP/GAME/BounceBack/EBOOT.PBP';
// Host folders larger than this are refused (everything is copied into the page).
const MS_MAX_FILES = 4000;
const MS_MAX_BYTES = 256 * 1024 * 1024;

// The start of the reason a run fails with when the page stops answering the harness's polls.
const PAGE_STALL = 'page not responding';
// How long a poll may go unanswered before the page counts as stalled.
const PAGE_STALL_MS = 30000;

export const DEFAULTS = Object.freeze({
  frames: 300,
  hold: 6,
  timeout: 120,
  maxPendingShots: 8,
});

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-background-timer-throttling',
  '--disable-renderer-backgrounding',
  '--disable-backgrounding-occluded-windows',
  '--mute-audio',
  '--disable-dev-shm-usage',
];

export class EmuError extends Error {
  constructor(reason, result) {
    super(reason);
    this.name = 'EmuError';
    this.reason = reason;
    this.result = result;
  }
}

// ---------------------------------------------------------------- shared browser

// The browser session a run shares (tests/emu/session.mjs writes FILE when its browser is up):
// { wsEndpoint, pid }; throws EmuError saying what is wrong.
export function readSession(file) {
  let s;
  try {
    s = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (e) {
    throw new EmuError(`browser session file ${file}: ${e.code || e.message}`);
  }
  if (!s || typeof s.wsEndpoint !== 'string' || !s.wsEndpoint.startsWith('ws://')) {
    throw new EmuError(`browser session file ${file}: no ws:// endpoint in it`);
  }
  return s;
}

// ---------------------------------------------------------------- options

function toInt(v, what) {
  const s = String(v).trim();
  if (!/^\d+$/.test(s)) throw new EmuError(`${what} must be a non-negative integer, got ${JSON.stringify(v)}`);
  return Number(s);
}

// "120:cross", "120:cross:10", "120:cross+right:3" -> { frame, buttons: [...], hold }
export function parsePress(spec) {
  if (typeof spec === 'object' && spec !== null) {
    const buttons = Array.isArray(spec.buttons) ? spec.buttons : [spec.button];
    return normPress({ frame: spec.frame, buttons, hold: spec.hold ?? DEFAULTS.hold }, JSON.stringify(spec));
  }
  const parts = String(spec).split(':');
  if (parts.length < 2 || parts.length > 3) {
    throw new EmuError(`bad --press ${JSON.stringify(spec)}: expected FRAME:BUTTON[:HOLDFRAMES]`);
  }
  return normPress(
    { frame: parts[0], buttons: parts[1].split('+'), hold: parts.length === 3 ? parts[2] : DEFAULTS.hold },
    spec,
  );
}

function normPress(p, spec) {
  const frame = toInt(p.frame, `--press ${spec}: frame`);
  const hold = toInt(p.hold, `--press ${spec}: hold frames`);
  if (hold < 1) throw new EmuError(`--press ${spec}: hold must be at least 1 frame`);
  const buttons = p.buttons.map((b) => String(b).trim().toLowerCase());
  for (const b of buttons) {
    if (!(b in INPUTS)) {
      throw new EmuError(`--press ${spec}: unknown button ${JSON.stringify(b)} (known: ${Object.keys(INPUTS).join(', ')})`);
    }
  }
  return { frame, buttons, hold };
}

// Per-frame input changes from press intervals: { [frame]: [[index, value], ...] }
// (value 1 or 0 for a button, 0x7fff or 0 for a stick direction).
export function buildActions(presses, frames) {
  const held = new Map(); // button -> list of [start, end)
  for (const p of presses) {
    for (const b of p.buttons) {
      if (!held.has(b)) held.set(b, []);
      held.get(b).push([p.frame, p.frame + p.hold]);
    }
  }
  const actions = {};
  for (const [b, ivs] of held) {
    const isDown = (f) => ivs.some(([s, e]) => f >= s && f < e);
    const edges = new Set();
    for (const [s, e] of ivs) {
      edges.add(s);
      edges.add(e);
    }
    for (const f of [...edges].sort((a, c) => a - c)) {
      if (f >= frames) continue;
      const now = isDown(f);
      const before = f > 0 && isDown(f - 1);
      if (now !== before) (actions[f] ||= []).push([INPUTS[b], now ? heldValue(b) : 0]);
    }
  }
  return actions;
}

function normShots(shots) {
  const out = new Set();
  for (const s of shots || []) {
    for (const part of String(s).split(',')) {
      if (part.trim() === '') continue;
      out.add(toInt(part, `--shot ${s}`));
    }
  }
  return [...out].sort((a, b) => a - b);
}

function toRegex(r) {
  if (r instanceof RegExp) return r;
  try {
    return new RegExp(r);
  } catch (e) {
    throw new EmuError(`bad regular expression ${JSON.stringify(r)}: ${e.message}`);
  }
}

// ---------------------------------------------------------------- page

// --core-option KEY=VALUE (strings) or { KEY: VALUE } -> { KEY: VALUE }.
export function parseCoreOptions(list) {
  const out = {};
  for (const o of list) {
    if (typeof o === 'object' && o !== null) {
      for (const [k, v] of Object.entries(o)) out[k] = String(v);
      continue;
    }
    const s = String(o);
    const eq = s.indexOf('=');
    if (eq <= 0 || !/^[A-Za-z0-9_]+$/.test(s.slice(0, eq)) || /["<\n\\]/.test(s.slice(eq + 1))) {
      throw new EmuError(`bad --core-option ${JSON.stringify(s)}: expected KEY=VALUE (KEY letters, digits and _)`);
    }
    out[s.slice(0, eq)] = s.slice(eq + 1);
  }
  return out;
}

function pageHtml(coreOptions = {}) {
  // Full 480x272 picture (the core crops to 16:9 by default, which breaks the
  // exact 2x scaling). --core-option adds to these (or overrides them); the
  // front end writes them to the core's options file before the core starts.
  const options = { ppsspp_cropto16x9: 'disabled', ...coreOptions };
  return `<!doctype html>
<html><head><meta charset="utf-8"><title>psp emu harness</title>
<style>
html, body { margin: 0; padding: 0; background: #000; overflow: hidden; }
#game { position: absolute; left: 0; top: 0; width: 960px; height: 544px; }
.ejs_menu_bar, .ejs_message, .ejs_virtualGamepad_parent, .ejs_context_menu { display: none !important; }
</style></head>
<body><div id="game"></div>
<script>
window.EJS_player = "#game";
window.EJS_core = "psp";
window.EJS_gameUrl = "game/EBOOT.PBP";
window.EJS_pathtodata = "data/";
window.EJS_startOnLoaded = true;
window.EJS_threads = true;
window.EJS_DEBUG_XX = true;
window.EJS_disableDatabases = true;
window.EJS_disableLocalStorage = true;
window.EJS_volume = 0;
window.EJS_language = "en-US";
window.EJS_defaultOptions = ${JSON.stringify(options)};
</script>
<script src="data/loader.js"></script>
</body></html>
`;
}

// ---------------------------------------------------------------- helpers

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function withTimeout(promise, ms, what) {
  let t;
  const timer = new Promise((_, reject) => {
    t = setTimeout(() => reject(new EmuError(what)), Math.max(1, ms));
  });
  return Promise.race([promise, timer]).finally(() => clearTimeout(t));
}

async function loadDeps() {
  try {
    const [{ chromium }, pngjs] = await Promise.all([import('playwright-core'), import('pngjs')]);
    return { chromium, PNG: (pngjs.default || pngjs).PNG };
  } catch (e) {
    throw new EmuError(`node modules missing (${e.code || e.message}); run tests/emu/setup.sh first`);
  }
}

function writePng(PNG, file, w, h, rgba) {
  const png = new PNG({ width: w, height: h });
  rgba.copy(png.data);
  fs.writeFileSync(file, PNG.sync.write(png, { colorType: 2, inputColorType: 6, deflateLevel: 9, filterType: 4 }));
}

function fmtS(ms) {
  return (ms / 1000).toFixed(1) + ' s';
}

// ---------------------------------------------------------------- memory stick

// A stick-relative path ("PSP/GAME/X/EBOOT.PBP"): no empty, "." or ".." parts.
function checkRel(rel, what) {
  const parts = String(rel).split('/');
  if (!rel || parts.some((p) => p === '' || p === '.' || p === '..' || p.includes('\\'))) {
    throw new EmuError(`${what}: bad memory stick path ${JSON.stringify(rel)}`);
  }
  return parts.join('/');
}

// Every directory and file under DIR, as sorted '/'-separated relative paths.
export function scanStick(dir) {
  const dirs = [];
  const files = [];
  let bytes = 0;
  const walk = (rel) => {
    const abs = rel ? path.join(dir, ...rel.split('/')) : dir;
    for (const ent of fs.readdirSync(abs, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const r = rel ? `${rel}/${ent.name}` : ent.name;
      const st = fs.statSync(path.join(abs, ent.name));
      if (st.isDirectory()) {
        dirs.push(r);
        walk(r);
      } else if (st.isFile()) {
        files.push(r);
        bytes += st.size;
      }
      if (files.length > MS_MAX_FILES || bytes > MS_MAX_BYTES) {
        throw new EmuError(`--ms ${dir}: more than ${MS_MAX_FILES} files or ${MS_MAX_BYTES >> 20} MB; not a memory stick folder?`);
      }
    }
  };
  walk('');
  return { dirs, files };
}

// Host side of --ms before the run: the EBOOT copied to DIR/<msEboot>, and the
// files the page writes into the stick (everything in DIR but the EBOOT, which
// reaches the page as the front end's game file).
function prepareStick(msDir, msEboot, eboot) {
  const ebootFile = path.join(msDir, ...msEboot.split('/'));
  let same = false;
  try {
    same = fs.readFileSync(ebootFile).equals(eboot);
  } catch {}
  if (!same) {
    fs.mkdirSync(path.dirname(ebootFile), { recursive: true });
    fs.writeFileSync(ebootFile, eboot);
  }
  const before = scanStick(msDir);
  const extra = new Map();
  const manifest = { dirs: before.dirs, files: [] };
  for (const rel of before.files) {
    if (rel === msEboot) continue;
    const url = `/ms/f/${manifest.files.length}`;
    manifest.files.push({ path: rel, url });
    extra.set(url, fs.readFileSync(path.join(msDir, ...rel.split('/'))));
  }
  extra.set('/ms/manifest.json', Buffer.from(JSON.stringify(manifest), 'utf8'));
  return { before, extra };
}

// Host side of --ms after the run: DIR becomes a copy of the stick (new and
// changed files written, files and folders the game removed deleted).
async function writeBackStick(page, msDir, before, limitMs) {
  const dump = await withTimeout(page.evaluate(() => window.__EH.msDump()), limitMs, `reading the memory stick back took over ${limitMs / 1000} s`);
  const abs = (rel) => path.join(msDir, ...checkRel(rel, 'stick contents').split('/'));
  const dirsNow = new Set(dump.dirs);
  const filesNow = new Set(dump.files.map((f) => f.path));
  const written = [];
  const removed = [];
  for (const d of dump.dirs) {
    const p = abs(d);
    if (fs.existsSync(p) && !fs.statSync(p).isDirectory()) fs.rmSync(p);
    fs.mkdirSync(p, { recursive: true });
  }
  for (const f of dump.files) {
    if (f.b64 === null) continue;
    const p = abs(f.path);
    if (fs.existsSync(p) && fs.statSync(p).isDirectory()) fs.rmSync(p, { recursive: true });
    fs.mkdirSync(path.dirname(p), { recursive: true });
    fs.writeFileSync(p, Buffer.from(f.b64, 'base64'));
    written.push(f.path);
  }
  for (const f of before.files) {
    if (!filesNow.has(f) && !dirsNow.has(f)) {
      fs.rmSync(abs(f), { force: true });
      removed.push(f);
    }
  }
  for (const d of [...before.dirs].reverse()) {
    if (!dirsNow.has(d) && !filesNow.has(d)) {
      try {
        fs.rmdirSync(abs(d));
        removed.push(d + '/');
      } catch {}
    }
  }
  return {
    files: dump.files.map((f) => ({ path: f.path, size: f.size })),
    dirs: dump.dirs,
    written,
    removed,
  };
}

// ---------------------------------------------------------------- run

/**
 * Run an EBOOT and return what it did.
 * opts: { eboot, out, frames=300, presses=[], shots=[], timeout=120 (s), fast=false,
 *         expect=[], reject=[], chromium='/usr/bin/chromium', log=(line)=>{},
 *         ms=DIR (memory stick folder), msEboot='PSP/GAME/BounceBack/EBOOT.PBP',
 *         listFs=false (write DIR/fs.txt, a listing of the in-page file system),
 *         coreOptions=[] ("KEY=VALUE" strings or { KEY: VALUE }: libretro core options),
 *         listCoreOptions=false (write DIR/core-options.txt, the core's options),
 *         session=FILE (the shared browser of tests/emu/session.mjs; default $BOUNCE_EMU_SESSION;
 *         false: a browser of the run's own) }
 * presses: "F:button[:hold]" strings or { frame, button|buttons, hold }; a button may be
 *          a stick direction (lstick-up, lstick-right, ...: held at full deflection).
 * Resolves to { ok, outDir, frames, stdout, stdoutFrames, stderr, shots, final, files,
 *               timings, warnings, ... }; rejects with EmuError (.reason, .result).
 */
export async function runEboot(opts) {
  try {
    return await runEbootOnce(opts, 1);
  } catch (e) {
    // A page that stops answering before the game printed anything stalled in the emulator's own
    // start-up (seen once in CI, right after PPSSPP's kernel started: the same run then passed
    // twice); that is not the game's doing, so the run is tried once more and the log says so. A
    // stall after the game's first stdout line stays a failure.
    if (!(e instanceof EmuError) || !e.result || !e.result.stalledBeforeGame) throw e;
    const log = opts.log || (() => {});
    const where = e.result.session ? ' in a browser of its own' : '';
    log(`emu: RETRY: ${e.reason} before the game's first stdout line (the emulator's start-up stalled); running once more${where}`);
    const r = await runEbootOnce(opts, 2);
    r.warnings.push(`the first attempt stalled before the game's first stdout line (${e.reason}); this is the second`);
    return r;
  }
}

// The session file a run is given: opts.session (a path, or false for none), else
// $BOUNCE_EMU_SESSION (empty or 0: none).
function sessionFileOf(opts) {
  if (opts.session === false) return null;
  const f = opts.session || process.env.BOUNCE_EMU_SESSION || '';
  return f && f !== '0' ? path.resolve(String(f)) : null;
}

// attempt: 1, or 2 for the retry after a stall (always in a browser of its own: the shared one
// may be what stalled). opts._stall (for the harness's self-test only):
// 'first-before-stdout' makes the first attempt's polls never answer from the start, 'after-stdout'
// makes every attempt's polls never answer once the game has printed; opts._stallMs shortens the
// wait for those stalled answers only (real polls keep PAGE_STALL_MS: a loaded machine's page
// may take over 3 s to answer one, which made the self-test's stall cases fail at load 15).
async function runEbootOnce(opts, attempt) {
  const t0 = Date.now();
  const stallMs = opts._stallMs ?? PAGE_STALL_MS;
  const log = opts.log || (() => {});
  const msDir = opts.ms ? path.resolve(String(opts.ms)) : null;
  const msEboot = checkRel(opts.msEboot || MS_EBOOT, '--ms-eboot');
  if (!opts.eboot && !(msDir && fs.existsSync(path.join(msDir, ...msEboot.split('/'))))) {
    throw new EmuError(`no EBOOT given (--eboot PATH${msDir ? `, or ${msEboot} in the --ms folder` : ''})`);
  }
  if (!opts.out) throw new EmuError('no output folder given (--out DIR)');
  const frames = opts.frames === undefined ? DEFAULTS.frames : toInt(opts.frames, '--frames');
  if (frames < 1) throw new EmuError('--frames must be at least 1');
  const timeoutS = opts.timeout === undefined ? DEFAULTS.timeout : Number(opts.timeout);
  if (!(timeoutS > 0)) throw new EmuError('--timeout must be a positive number of seconds');
  const list = (x) => (x === undefined || x === null ? [] : Array.isArray(x) ? x : [x]);
  const presses = list(opts.presses).map(parsePress);
  const shots = normShots(list(opts.shots));
  const expect = list(opts.expect).map(toRegex);
  const reject = list(opts.reject).map(toRegex);
  const coreOptions = { ...strictOptions(opts.env || process.env), ...parseCoreOptions(list(opts.coreOptions)) };
  for (const p of presses) {
    if (p.frame >= frames) throw new EmuError(`press at frame ${p.frame} is not before --frames ${frames}`);
  }
  for (const s of shots) {
    if (s >= frames) throw new EmuError(`shot at frame ${s} is not before --frames ${frames} (frames are 0..${frames - 1})`);
  }
  const fast = !!opts.fast;
  const ebootPath = opts.eboot ? path.resolve(opts.eboot) : path.join(msDir, ...msEboot.split('/'));
  let eboot;
  try {
    eboot = fs.readFileSync(ebootPath);
  } catch (e) {
    throw new EmuError(`cannot read EBOOT ${ebootPath}: ${e.code || e.message}`);
  }
  if (!fs.existsSync(path.join(DATA_DIR, 'loader.js')) || !fs.existsSync(path.join(DATA_DIR, 'cores', 'ppsspp-thread-wasm.data'))) {
    throw new EmuError(`emulator data folder ${DATA_DIR} is not prepared; run tests/emu/setup.sh first`);
  }
  const chromiumPath = opts.chromium || process.env.EMU_CHROMIUM || '/usr/bin/chromium';
  if (!fs.existsSync(chromiumPath)) throw new EmuError(`chromium not found at ${chromiumPath}; run tests/emu/setup.sh first`);
  const { chromium, PNG } = await loadDeps();

  const outDir = path.resolve(opts.out);
  fs.mkdirSync(outDir, { recursive: true });
  for (const f of fs.readdirSync(outDir)) {
    if (/^(frame_\d+\.png|final\.png|stdout\.txt|stderr\.txt|console\.log|run\.json|fs\.txt|core-options\.txt)$/.test(f)) fs.rmSync(path.join(outDir, f));
  }
  let stick = null;
  if (msDir) {
    if (msDir === outDir || msDir.startsWith(outDir + path.sep) || outDir.startsWith(msDir + path.sep)) {
      throw new EmuError('--ms and --out must be separate folders');
    }
    try {
      fs.mkdirSync(msDir, { recursive: true });
      stick = prepareStick(msDir, msEboot, eboot);
    } catch (e) {
      if (e instanceof EmuError) throw e;
      throw new EmuError(`--ms ${msDir}: ${e.code || e.message}`);
    }
  }
  const listFs = !!opts.listFs;
  const listCoreOptions = !!opts.listCoreOptions;

  const actions = buildActions(presses, frames);
  const deadline = t0 + timeoutS * 1000;
  const remaining = () => deadline - Date.now();
  const consoleLines = [];
  const note = (s) => consoleLines.push(`[+${((Date.now() - t0) / 1000).toFixed(3)}s] [harness] ${s}`);
  const pageErrors = [];
  const shotFiles = {};
  let finalFile = null;
  let lastPoll = null;
  let pageResult = null;
  let tLoaded = 0;
  let tDone = 0;
  let server = null;
  let browser = null;
  // The shared session's endpoint when this run uses it (then `browser` is a connection to it and
  // only `context` is this run's), else null.
  let shared = null;
  let sessionWarning = null;
  let context = null;
  let page = null;
  let msResult = null;
  const files = [];

  const partial = (extra = {}) => ({
    ok: false,
    outDir,
    eboot: ebootPath,
    framesRequested: frames,
    frames: lastPoll && lastPoll.frame !== null ? Math.max(0, lastPoll.frame + 1) : 0,
    shots: shotFiles,
    final: finalFile,
    files,
    ms: msResult,
    session: shared,
    ...extra,
  });

  const writeLogs = () => {
    try {
      fs.writeFileSync(path.join(outDir, 'console.log'), consoleLines.join('\n') + '\n');
      if (!files.includes(path.join(outDir, 'console.log'))) files.push(path.join(outDir, 'console.log'));
    } catch {}
  };

  const collectShots = (list) => {
    for (const s of list || []) {
      const rgba = Buffer.from(s.b64, 'base64');
      if (!s.isFinal || shots.includes(s.frame)) {
        const f = path.join(outDir, `frame_${s.frame}.png`);
        writePng(PNG, f, s.w, s.h, rgba);
        shotFiles[s.frame] = f;
        files.push(f);
      }
      if (s.isFinal) {
        finalFile = path.join(outDir, 'final.png');
        writePng(PNG, finalFile, s.w, s.h, rgba);
        files.push(finalFile);
      }
    }
  };

  // Stick contents back to the host folder, and the file system listing.
  let afterRunDone = false;
  // limitMs: for each page call (shorter after a failure: the page may hang).
  const afterRun = async (limitMs = 30000) => {
    if (afterRunDone || !page) return;
    afterRunDone = true;
    if (listFs) {
      const list = await withTimeout(page.evaluate(() => window.__EH.fsList('/')), limitMs, `listing the file system took over ${limitMs / 1000} s`);
      const f = path.join(outDir, 'fs.txt');
      fs.writeFileSync(f, list.join('\n') + '\n');
      files.push(f);
    }
    if (listCoreOptions) {
      // The core's options as the front end reads them: one "KEY|DEFAULT; VALUE|VALUE..." a line.
      const text = await withTimeout(page.evaluate(() => window.EJS_emulator.gameManager.getCoreOptions()), limitMs, `reading the core options took over ${limitMs / 1000} s`);
      const f = path.join(outDir, 'core-options.txt');
      fs.writeFileSync(f, String(text || '').replace(/\n*$/, '\n'));
      files.push(f);
    }
    if (stick) {
      const tw = Date.now();
      msResult = { dir: msDir, root: MS_ROOT, eboot: msEboot, ...(await writeBackStick(page, msDir, stick.before, limitMs)) };
      msResult.writeBackMs = Date.now() - tw;
      note(`memory stick written back to ${msDir}: ${msResult.files.length} file(s), ` +
        `written ${JSON.stringify(msResult.written)}, removed ${JSON.stringify(msResult.removed)}`);
    }
  };

  try {
    server = await startServer({
      dataDir: DATA_DIR,
      pageHtml: pageHtml(coreOptions),
      eboot,
      extra: stick ? stick.extra : null,
      onRequest: (method, p, status) => {
        if (status !== 200) note(`local request ${method} ${p} -> ${status}`);
      },
    });
    const sessionFile = attempt === 1 ? sessionFileOf(opts) : null;
    if (sessionFile) {
      try {
        const { wsEndpoint } = readSession(sessionFile);
        browser = await withTimeout(chromium.connect(wsEndpoint, { timeout: 10000 }), 15000, 'no answer within 15 s');
        shared = wsEndpoint;
        note(`browser: the shared session's (${sessionFile}, ${wsEndpoint}); a context of this run's own`);
      } catch (e) {
        // A session that is gone (its script's browser died) must not fail the runs after it.
        const why = e instanceof EmuError ? e.reason : String(e && e.message ? e.message : e).split('\n')[0];
        log(`emu: the shared browser session is not usable (${why}); this run starts a browser of its own`);
        note(`shared browser session not usable: ${why}`);
        sessionWarning = `the shared browser session was not usable (${why}); this run started a browser of its own`;
        browser = null;
      }
    }
    if (!browser) {
      browser = await withTimeout(
        chromium.launch({ executablePath: chromiumPath, headless: true, args: CHROMIUM_ARGS, timeout: Math.max(1000, remaining()) }),
        remaining(),
        `time limit of ${timeoutS} s exceeded while starting chromium`,
      );
    }
    context = await browser.newContext({
      viewport: { width: 960, height: 544 },
      deviceScaleFactor: 1,
      locale: 'en-US',
      serviceWorkers: 'block',
    });
    page = await context.newPage();
    page.on('console', (m) => {
      consoleLines.push(`[+${((Date.now() - t0) / 1000).toFixed(3)}s] [${m.type()}] ${m.text()}`);
    });
    page.on('pageerror', (e) => {
      const msg = (e && (e.message || String(e))) || 'unknown error';
      pageErrors.push(msg);
      consoleLines.push(`[+${((Date.now() - t0) / 1000).toFixed(3)}s] [pageerror] ${e && e.stack ? e.stack : msg}`);
    });
    page.on('crash', () => pageErrors.push('page crashed'));
    await page.route('**/*', (route) => {
      const url = route.request().url();
      let local = false;
      try {
        const u = new URL(url);
        local = (u.protocol === 'http:' && u.hostname === '127.0.0.1' && Number(u.port) === server.port) ||
          u.protocol === 'blob:' || u.protocol === 'data:';
      } catch {}
      if (local) return route.continue();
      note(`blocked non-local request ${url}`);
      return route.abort('blockedbyclient');
    });
    const ms = stick ? { root: MS_ROOT, eboot: msEboot, manifest: '/ms/manifest.json' } : null;
    await page.addInitScript(inPageHarness, { frames, shots, actions, fast, ms, maxPendingShots: DEFAULTS.maxPendingShots });
    await withTimeout(
      page.goto(server.origin + '/', { waitUntil: 'load', timeout: Math.max(1000, remaining()) }),
      remaining(),
      `time limit of ${timeoutS} s exceeded while opening the page`,
    );
    log(`emu: page up after ${fmtS(Date.now() - t0)}${shared ? ' (shared browser)' : ''}, loading ${path.basename(ebootPath)}${fast ? ' (fast-forward)' : ''}`);

    let lastProgress = Date.now();
    for (;;) {
      const timeoutReason = () => {
        const where = !lastPoll || lastPoll.state === 'loading'
          ? 'EBOOT never finished loading'
          : `at frame ${lastPoll.frame} of ${frames}`;
        return `time limit of ${timeoutS} s exceeded (${where})`;
      };
      if (remaining() <= 0) throw new EmuError(timeoutReason());
      let r;
      try {
        const stalled = (opts._stall === 'first-before-stdout' && attempt === 1) ||
          (opts._stall === 'after-stdout' && lastPoll && lastPoll.stdoutLines > 0);
        r = await withTimeout(
          stalled ? new Promise(() => {}) : page.evaluate(() => (window.__EH ? window.__EH.poll() : null)),
          Math.min(remaining(), stalled ? stallMs : PAGE_STALL_MS),
          `${PAGE_STALL} for ${(stalled ? stallMs : PAGE_STALL_MS) / 1000} s`,
        );
      } catch (e) {
        if (remaining() <= 0) throw new EmuError(timeoutReason());
        throw e;
      }
      if (r) {
        lastPoll = r;
        collectShots(r.shots);
        if (r.state === 'failed') throw new EmuError(r.failure || 'emulator failed');
        if (r.ejsFailed) throw new EmuError(`emulator failed to start: ${r.ejsText.trim() || 'see console.log'}`);
        if (!tLoaded && r.loadIter >= 0) {
          tLoaded = Date.now();
          log(`emu: EBOOT running after ${fmtS(tLoaded - t0)} (load frame = main-loop iteration ${r.loadIter})`);
        }
        if (r.state === 'done') {
          tDone = Date.now();
          break;
        }
      }
      if (pageErrors.length) throw new EmuError(`page error: ${pageErrors[0]}`);
      if (Date.now() - lastProgress > 10000 && lastPoll) {
        lastProgress = Date.now();
        log(`emu: ... ${lastPoll.state}, frame ${lastPoll.frame ?? '-'} of ${frames}`);
      }
      await sleep(lastPoll && lastPoll.state === 'running' ? 25 : 100);
    }
    pageResult = await withTimeout(
      page.evaluate(() => window.__EH.result()),
      Math.max(1000, remaining()),
      `time limit of ${timeoutS} s exceeded (page not responding)`,
    );
    if (pageErrors.length) throw new EmuError(`page error: ${pageErrors[0]}`);
    await afterRun();
  } catch (e) {
    const reason = e instanceof EmuError ? e.reason : `harness error: ${e && e.message ? e.message.split('\n')[0] : e}`;
    note(`FAILED: ${reason}`);
    if (browser && !pageResult) {
      // Keep whatever stdout the game produced before the failure.
      try {
        const pg = page || (context && context.pages()[0]);
        if (pg) pageResult = await withTimeout(pg.evaluate(() => window.__EH && window.__EH.result()), 3000, 'x');
      } catch {}
    }
    if (page && stick) {
      // Keep what the game wrote to the stick before the failure.
      try {
        await afterRun(10000);
      } catch (e2) {
        note(`memory stick not written back: ${e2 && e2.message ? e2.message : e2}`);
      }
    }
    // What the harness saw before the failure: a stalled page answers nothing afterwards.
    const stdoutSoFar = lastPoll ? lastPoll.stdoutLines : 0;
    const stalledBeforeGame = reason.startsWith(PAGE_STALL) && !stdoutSoFar;
    const res = partial({ reason, attempt, stalledBeforeGame, stdout: pageResult ? pageResult.stdout.map((x) => x[1]) : [] });
    if (pageResult) writeStdio(outDir, pageResult, files);
    writeLogs();
    await cleanup(browser, server, context, shared);
    throw new EmuError(reason, res);
  }
  await cleanup(browser, server, context, shared);

  const stdoutLines = pageResult.stdout.map((x) => x[1]);
  writeStdio(outDir, pageResult, files);
  const warnings = [...pageResult.warnings];
  if (sessionWarning) warnings.push(sessionWarning);
  const raFrames = pageResult.raFrameAtEnd !== null && pageResult.raFrameAtLoad !== null
    ? pageResult.raFrameAtEnd - pageResult.raFrameAtLoad
    : null;
  if (raFrames !== null && raFrames !== frames) {
    warnings.push(`RetroArch counted ${raFrames} frames where the harness counted ${frames}`);
  }
  const runMs = pageResult.runMs !== null ? pageResult.runMs : tDone - tLoaded;
  const result = {
    ok: true,
    attempt,
    outDir,
    eboot: ebootPath,
    fast,
    coreOptions,
    frames,
    loadIteration: pageResult.loadIter,
    stdout: stdoutLines,
    stdoutFrames: pageResult.stdout.map(([frame, text]) => ({ frame, text })),
    stderr: pageResult.stderr.map((x) => x[1]),
    exitFrame: pageResult.exitFrame,
    session: shared,
    ms: msResult ? { ...msResult, setupMs: pageResult.msPlaced ? pageResult.msPlaced.ms : null } : null,
    gamePath: pageResult.msPlaced ? pageResult.msPlaced.gamePath : '/EBOOT.PBP',
    presses: pageResult.applied.map(([frame, acts]) => ({ frame, inputs: acts })),
    shots: shotFiles,
    final: finalFile,
    files,
    timings: {
      startupMs: tLoaded - t0,
      runMs: Math.round(runMs),
      totalMs: Date.now() - t0,
      fps: runMs > 0 ? Math.round((frames / (runMs / 1000)) * 10) / 10 : null,
      captureMs: pageResult.captureMs,
    },
    warnings,
  };

  const failures = [];
  for (const re of expect) {
    if (!stdoutLines.some((l) => re.test(l))) failures.push(`no stdout line matches /${re.source}/`);
  }
  for (const re of reject) {
    const hit = stdoutLines.find((l) => re.test(l));
    if (hit !== undefined) failures.push(`stdout line ${JSON.stringify(hit)} matches rejected /${re.source}/`);
  }
  if (failures.length) {
    result.ok = false;
    result.reason = `expectation failed: ${failures.join('; ')}`;
  }
  for (const w of warnings) note(`warning: ${w}`);
  writeLogs();
  const runJson = path.join(outDir, 'run.json');
  fs.writeFileSync(runJson, JSON.stringify(result, null, 2) + '\n');
  files.push(runJson);
  if (!result.ok) throw new EmuError(result.reason, result);
  return result;
}

function writeStdio(outDir, pageResult, files) {
  const f = path.join(outDir, 'stdout.txt');
  const lines = pageResult.stdout.map((x) => x[1]);
  fs.writeFileSync(f, lines.length ? lines.join('\n') + '\n' : '');
  if (!files.includes(f)) files.push(f);
  if (pageResult.stderr.length) {
    const e = path.join(outDir, 'stderr.txt');
    fs.writeFileSync(e, pageResult.stderr.map((x) => x[1]).join('\n') + '\n');
    if (!files.includes(e)) files.push(e);
  }
}

// A browser of the run's own is closed (killed if it does not answer); in a shared session only
// the run's context is closed and the connection dropped, the browser stays for the next run.
async function cleanup(browser, server, context, shared) {
  if (browser && shared) {
    if (context) await withTimeout(context.close(), 10000, 'close').catch(() => {});
    await withTimeout(browser.close(), 5000, 'close').catch(() => {});
  } else if (browser) {
    try {
      await withTimeout(browser.close(), 10000, 'close');
    } catch {
      try {
        browser.process?.()?.kill('SIGKILL');
      } catch {}
    }
  }
  if (server) await server.close().catch(() => {});
}

// ---------------------------------------------------------------- CLI

const USAGE = `usage: node tests/emu/run.mjs --eboot PATH --out DIR [--frames N]
         [--press FRAME:BUTTON[+BUTTON...][:HOLDFRAMES] ...] [--shot FRAME[,FRAME...] ...]
         [--timeout SECONDS] [--fast] [--expect REGEX ...] [--reject REGEX ...] [--quiet]
         [--ms DIR [--ms-eboot PATH]] [--list-fs] [--core-option KEY=VALUE ...]
         [--list-core-options] [--chromium PATH] [--session FILE | --no-session]
buttons: ${Object.keys(BUTTONS).join(', ')} (hold defaults to ${DEFAULTS.hold} frames)
stick (held at full deflection): ${Object.keys(STICK).join(', ')}
frames are counted from the end of loading: frame 0 is the first frame after the
one in which the EBOOT started; --frames N runs frames 0..N-1 (default ${DEFAULTS.frames}).
writes DIR/stdout.txt, DIR/console.log, DIR/frame_<N>.png, DIR/final.png, DIR/run.json.
--ms DIR: DIR is the memory stick (ms0:/): the EBOOT is copied to DIR/${MS_EBOOT}
and started from there; after the run DIR holds what the stick holds.
--core-option KEY=VALUE sets a libretro core option (e.g. ppsspp_button_preference=Circle);
--list-core-options writes the core's options and their values to DIR/core-options.txt.
--session FILE (or BOUNCE_EMU_SESSION=FILE): run in the browser that tests/emu/session.mjs
started (FILE: its endpoint), in a browser context of the run's own; --no-session: start a
browser of its own whatever BOUNCE_EMU_SESSION says.`;

export function parseArgs(argv) {
  const o = { presses: [], shots: [], expect: [], reject: [], coreOptions: [] };
  const takesValue = new Set(['eboot', 'out', 'frames', 'press', 'shot', 'timeout', 'expect', 'reject', 'chromium', 'ms', 'ms-eboot', 'core-option', 'session', 'test-stall', 'test-stall-ms']);
  for (let i = 0; i < argv.length; i++) {
    let a = argv[i];
    if (a === '-h' || a === '--help') return { help: true };
    if (!a.startsWith('--')) throw new EmuError(`unexpected argument ${JSON.stringify(a)}`);
    a = a.slice(2);
    let v;
    const eq = a.indexOf('=');
    if (eq >= 0) {
      v = a.slice(eq + 1);
      a = a.slice(0, eq);
    }
    if (takesValue.has(a)) {
      if (v === undefined) {
        if (i + 1 >= argv.length) throw new EmuError(`--${a} needs a value`);
        v = argv[++i];
      }
    } else if (a === 'fast' || a === 'quiet' || a === 'list-fs' || a === 'list-core-options' || a === 'no-session') {
      if (v !== undefined) throw new EmuError(`--${a} takes no value`);
    } else {
      throw new EmuError(`unknown option --${a}`);
    }
    switch (a) {
      case 'press': o.presses.push(v); break;
      case 'shot': o.shots.push(v); break;
      case 'expect': o.expect.push(v); break;
      case 'reject': o.reject.push(v); break;
      case 'fast': o.fast = true; break;
      case 'quiet': o.quiet = true; break;
      case 'list-fs': o.listFs = true; break;
      case 'list-core-options': o.listCoreOptions = true; break;
      case 'core-option': o.coreOptions.push(v); break;
      case 'ms-eboot': o.msEboot = v; break;
      case 'no-session': o.session = false; break;
      // The self-test's stalled page (runEbootOnce's opts._stall), through the CLI and a session.
      case 'test-stall':
        if (v !== 'first-before-stdout' && v !== 'after-stdout') throw new EmuError(`bad --test-stall ${JSON.stringify(v)}`);
        o._stall = v;
        break;
      case 'test-stall-ms': o._stallMs = toInt(v, '--test-stall-ms'); break;
      default: o[a] = v;
    }
  }
  return o;
}

// The CLI's run and its report, for main() below and for the session daemon (session.mjs), which
// runs a CLI call given to it in its own process. o: parseArgs's result with the paths absolute;
// cwd: the caller's folder (paths are printed relative to it); out, err: write one line each;
// env: the caller's BOUNCE_EMU_STRICT. Resolves to the exit code.
export async function runCli(o, { cwd = process.cwd(), out = (l) => console.log(l), err = (l) => console.error(l), env } = {}) {
  const rel = (f) => path.relative(cwd, f) || f;
  try {
    const r = await runEboot({ ...o, env, log: o.quiet ? undefined : err });
    const t = r.timings;
    out(
      `emu: OK ${path.basename(r.eboot)}: ${r.frames} frames` +
        ` (start-up ${fmtS(t.startupMs)}${r.session ? ' in the shared browser' : ''}, run ${fmtS(t.runMs)} = ${t.fps} fps${r.fast ? ' fast-forward' : ''}, wall ${fmtS(t.totalMs)});` +
        ` ${r.stdout.length} stdout line(s)`,
    );
    if (r.ms) {
      out(`emu: memory stick ${path.relative(cwd, r.ms.dir) || '.'}: ${r.ms.files.length} file(s); ` +
        `written ${r.ms.written.join(', ') || 'none'}; removed ${r.ms.removed.join(', ') || 'none'}` +
        ` (filled in ${r.ms.setupMs} ms, written back in ${r.ms.writeBackMs} ms)`);
    }
    for (const w of r.warnings) out(`emu: warning: ${w}`);
    out(`emu: wrote ${r.files.map(rel).join(', ')}`);
    return 0;
  } catch (e) {
    if (e instanceof EmuError) {
      err(`emu: FAIL: ${e.reason}`);
      if (e.result && e.result.files && e.result.files.length) err(`emu: wrote ${e.result.files.map(rel).join(', ')}`);
    } else {
      err(`emu: FAIL: harness error: ${e && e.stack ? e.stack : e}`);
    }
    return 1;
  }
}

// A CLI call given a session whose daemon listens (session.mjs): the run is handed to the daemon,
// which has the browser up and Playwright loaded (loading Playwright alone takes 1 to 2.5 s on a
// loaded two-core machine), and its output is passed on line by line. Resolves to the exit code,
// or null when the daemon cannot be reached (the caller then runs the call itself).
async function runInSession(o, sessionFile, log) {
  let sock;
  try {
    sock = readSession(sessionFile).socket;
    if (!sock) throw new EmuError(`browser session file ${sessionFile}: no socket in it`);
  } catch (e) {
    log(`emu: the shared browser session is not usable (${e.reason || e.message}); this run starts a browser of its own`);
    return null;
  }
  const net = await import('node:net');
  return new Promise((resolve) => {
    let started = false;
    let done = false;
    let buf = '';
    const c = net.createConnection(sock);
    c.setEncoding('utf8');
    c.on('connect', () => {
      started = true;
      const env = { BOUNCE_EMU_STRICT: process.env.BOUNCE_EMU_STRICT || '' };
      c.write(JSON.stringify({ o: { ...o, session: sessionFile }, cwd: process.cwd(), env }) + '\n');
    });
    c.on('data', (d) => {
      buf += d;
      let nl;
      while ((nl = buf.indexOf('\n')) >= 0) {
        const m = JSON.parse(buf.slice(0, nl));
        buf = buf.slice(nl + 1);
        if ('out' in m) process.stdout.write(m.out + '\n');
        else if ('err' in m) process.stderr.write(m.err + '\n');
        else if ('code' in m) {
          done = true;
          resolve(m.code);
        }
      }
    });
    c.on('error', (e) => {
      if (done) return;
      done = true;
      if (!started) {
        log(`emu: the shared browser session is not usable (${sock}: ${e.code || e.message}); this run starts a browser of its own`);
        resolve(null);
      } else {
        console.error(`emu: FAIL: the shared browser session's daemon went away during the run (${e.code || e.message})`);
        resolve(1);
      }
    });
    c.on('close', () => {
      if (done) return;
      done = true;
      console.error('emu: FAIL: the shared browser session\'s daemon went away during the run');
      resolve(1);
    });
  });
}

async function main() {
  let o;
  try {
    o = parseArgs(process.argv.slice(2));
    if (o.help) {
      console.log(USAGE);
      return 0;
    }
    if ((!o.eboot && !o.ms) || !o.out) throw new EmuError('--eboot (or --ms) and --out are required');
    if (o.frames !== undefined) o.frames = toInt(o.frames, '--frames');
    for (const k of ['eboot', 'out', 'ms', 'chromium']) if (o[k] !== undefined) o[k] = path.resolve(o[k]);
  } catch (e) {
    console.error(`emu: ${e.reason || e.message}\n${USAGE}`);
    return 2;
  }
  const onSignal = () => {
    console.error('emu: FAIL: interrupted');
    process.exit(130);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  const sessionFile = sessionFileOf(o);
  if (sessionFile) {
    const code = await runInSession(o, sessionFile, (s) => console.error(s));
    if (code !== null) return code;
    o.session = false;
  }
  return runCli(o);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().then((code) => process.exit(code));
}
