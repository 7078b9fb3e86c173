#!/usr/bin/env node
// Self-test of the emulator harness against the probe EBOOT in fixtures/
// (source in fixtures/probe/). Run after setup.sh:
//   node --test tests/emu/selftest.mjs      (or: node tests/emu/selftest.mjs)
// Takes about three to four minutes (twelve emulator runs, each ~15 s on 2 cores; four of them
// in a shared browser session).
import { test, after } from 'node:test';
import { spawn } from 'node:child_process';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runEboot, EmuError, buildActions, parsePress, parseCoreOptions, parseArgs } from './run.mjs';
import { comparePngs, isBlank, readPng } from './compare.mjs';
import { startSession } from './session.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const PROBE = path.join(HERE, 'fixtures', 'probe.pbp');
const TMP = fs.mkdtempSync(path.join(os.tmpdir(), 'emu-selftest-'));

const scenario = {
  eboot: PROBE,
  frames: 130,
  presses: ['50:cross', '100:start+right:10'],
  shots: [10, 60, 120],
  timeout: 150,
};

test('press scheduling is computed per frame', () => {
  const a = buildActions([parsePress('5:cross:3'), parsePress('6:cross'), parsePress('7:l+r:1')], 100);
  assert.deepEqual(a[5], [[0, 1]]);
  assert.deepEqual(a[12], [[0, 0]]);
  assert.deepEqual(a[7].sort(), [[10, 1], [11, 1]]);
  assert.deepEqual(a[8].sort(), [[10, 0], [11, 0]]);
  assert.deepEqual(Object.keys(a).map(Number).sort((x, y) => x - y), [5, 7, 8, 12]);
  assert.throws(() => parsePress('5:bogus'), EmuError);
});

test('stick presses hold full deflection on the front end\'s analog indices', () => {
  const a = buildActions([parsePress('10:lstick-up:4'), parsePress('12:lstick-up+lstick-right:2')], 100);
  assert.deepEqual(a[10], [[19, 0x7fff]]);
  assert.deepEqual(a[12], [[16, 0x7fff]]);
  assert.deepEqual(a[14].sort(), [[16, 0], [19, 0]]);
  assert.deepEqual(buildActions([parsePress('1:lstick-left+lstick-down:1')], 10)[1].sort(), [[17, 0x7fff], [18, 0x7fff]]);
  assert.deepEqual(buildActions([parsePress('1:rstick-up:1')], 10)[1], [[23, 0x7fff]]);
});

test('core options from the command line', () => {
  const o = parseArgs(['--eboot', 'x', '--out', 'y', '--core-option', 'ppsspp_button_preference=Circle',
    '--core-option=a_b=1', '--list-core-options']);
  assert.deepEqual(parseCoreOptions(o.coreOptions), { ppsspp_button_preference: 'Circle', a_b: '1' });
  assert.equal(o.listCoreOptions, true);
  assert.deepEqual(parseCoreOptions([{ k: 2 }]), { k: '2' });
  for (const bad of ['novalue', '=x', 'bad key=1', 'k=a"b', 'k=</script>']) {
    assert.throws(() => parseCoreOptions([bad]), EmuError, bad);
  }
});

let first;
test('probe runs, prints stdout, honours the press frame, writes shots', async () => {
  first = await runEboot({ ...scenario, out: path.join(TMP, 'a') });
  const out = fs.readFileSync(path.join(TMP, 'a', 'stdout.txt'), 'utf8').split('\n');
  assert.ok(out.includes('probe: start'));
  assert.ok(out.includes('probe: two lines (1)') && out.includes('probe: two lines (2)'));
  // Loaded from outside the memory stick, PPSSPP starts the EBOOT as umd0:/<name>.
  assert.ok(out.includes('probe: argv0 umd0:/EBOOT.PBP'));
  assert.deepEqual(fs.readFileSync(path.join(TMP, 'a', 'stderr.txt'), 'utf8'), 'probe: stderr line\n');
  // The probe counts frames from its first frame; the PSP samples the pad at
  // vblank, so a press applied before frame 50 is read in frame 51.
  const pressed = first.stdoutFrames.find((l) => l.text.startsWith('pressed cross'));
  assert.equal(pressed.text, 'pressed cross frame 51');
  assert.equal(pressed.frame, 51);
  assert.ok(first.stdout.includes('released cross frame 57'));
  assert.ok(first.stdout.includes('pressed start frame 101') && first.stdout.includes('pressed right frame 101'));
  assert.ok(first.stdout.includes('tick 0') && first.stdout.includes('tick 100'));
  assert.equal(first.stdoutFrames.find((l) => l.text === 'tick 0').frame, 0);
  for (const f of [10, 60, 120]) {
    const img = readPng(first.shots[f]);
    assert.equal(img.width, 480);
    assert.equal(img.height, 272);
    assert.equal(isBlank(img), false);
  }
  assert.ok(fs.existsSync(first.final));
  assert.deepEqual(first.warnings, []);
});

test('a second run (fast-forward) gives byte-identical shots and the same stdout', async () => {
  assert.ok(first, 'first run failed');
  const second = await runEboot({ ...scenario, out: path.join(TMP, 'b'), fast: true });
  assert.deepEqual(second.stdout, first.stdout);
  for (const f of [10, 60, 120]) {
    assert.ok(fs.readFileSync(second.shots[f]).equals(fs.readFileSync(first.shots[f])), `frame ${f} differs`);
  }
  assert.ok(fs.readFileSync(second.final).equals(fs.readFileSync(first.final)));
  // Neighbouring frames do differ (the probe's square moves every frame).
  assert.equal(comparePngs(first.shots[10], first.shots[60]).ok, false);
});

test('--ms: the folder is ms0:/, the EBOOT starts from ms0:/PSP/GAME/BounceBack/, changes come back', async () => {
  const ms = path.join(TMP, 'ms');
  fs.mkdirSync(path.join(ms, 'PROBE'), { recursive: true });
  fs.writeFileSync(path.join(ms, 'MARKER.TXT'), 'marker\n');
  fs.writeFileSync(path.join(ms, 'PROBE', 'DELETE.ME'), 'the probe deletes this\n');
  const r = await runEboot({ eboot: PROBE, out: path.join(TMP, 'ms-out'), ms, frames: 20, fast: true, timeout: 120 });
  assert.ok(r.stdout.includes('probe: argv0 ms0:/PSP/GAME/BounceBack/EBOOT.PBP'), r.stdout.join('\n'));
  assert.ok(r.stdout.includes('probe: ls EBOOT.PBP'));
  // The start-up code makes the EBOOT's folder the current directory.
  assert.ok(r.stdout.includes('probe: beside EBOOT.PBP ' + fs.statSync(PROBE).size));
  assert.ok(r.stdout.includes('probe: stick written, delete ok'));
  assert.ok(fs.readFileSync(path.join(ms, 'PSP', 'GAME', 'BounceBack', 'EBOOT.PBP')).equals(fs.readFileSync(PROBE)));
  assert.equal(fs.readFileSync(path.join(ms, 'MARKER.TXT'), 'utf8'), 'marker\n');
  assert.equal(fs.readFileSync(path.join(ms, 'PROBE', 'HELLO.TXT'), 'utf8'), 'written by the probe\n');
  assert.equal(fs.existsSync(path.join(ms, 'PROBE', 'DELETE.ME')), false);
  assert.deepEqual(r.ms.written, ['PROBE/HELLO.TXT']);
  assert.deepEqual(r.ms.removed, ['PROBE/DELETE.ME']);
  assert.equal(r.gamePath, '/data/saves/PPSSPP/PSP/GAME/BounceBack/EBOOT.PBP');
});

test('a corrupt EBOOT fails fast with the reason', async () => {
  const bad = Buffer.from(fs.readFileSync(PROBE));
  const dataPsp = bad.readUInt32LE(0x20); // PBP header: offset of DATA.PSP (the ELF)
  for (let i = dataPsp; i < dataPsp + 256; i++) bad[i] ^= 0x5a;
  const badPath = path.join(TMP, 'corrupt.pbp');
  fs.writeFileSync(badPath, bad);
  await assert.rejects(
    runEboot({ eboot: badPath, out: path.join(TMP, 'c'), frames: 60, timeout: 90 }),
    (e) => e instanceof EmuError && /failed to load/i.test(e.reason),
  );
});

test('a page that stalls before the game printed anything is run once more, and says so', async () => {
  const r = await runEboot({ ...scenario, out: path.join(TMP, 'stall'), fast: true, _stall: 'first-before-stdout', _stallMs: 3000 });
  assert.ok(r.stdout.includes('probe: start'));
  assert.equal(r.attempt, 2);
  assert.equal(r.warnings.length, 1);
  assert.match(r.warnings[0], /^the first attempt stalled before the game's first stdout line \(page not responding for 3 s\)/);
});

test('a page that stalls after the game has started is a failure, not retried', async () => {
  await assert.rejects(
    runEboot({ ...scenario, out: path.join(TMP, 'stall2'), fast: true, _stall: 'after-stdout', _stallMs: 3000 }),
    (e) => e instanceof EmuError && e.reason === 'page not responding for 3 s' && e.result.stalledBeforeGame === false &&
      e.result.attempt === 1 && e.result.stdout.includes('probe: start'),
  );
});

// ---------------------------------------------------------------- a shared browser session

let session = null;
after(async () => {
  if (session) await session.close();
});

// A memory stick folder as the --ms test above has it: a marker, and a file the probe deletes.
function markedStick(name) {
  const ms = path.join(TMP, name);
  fs.mkdirSync(path.join(ms, 'PROBE'), { recursive: true });
  fs.writeFileSync(path.join(ms, 'MARKER.TXT'), 'marker\n');
  fs.writeFileSync(path.join(ms, 'PROBE', 'DELETE.ME'), 'the probe deletes this\n');
  return ms;
}

test('a shared session: runs share the browser, each with a fresh stick and emulator; a stall stays a failure', async () => {
  session = await startSession({ file: path.join(TMP, 'session', 'session.json') });
  assert.ok(fs.existsSync(session.file) && fs.existsSync(session.socket));
  // One run fills its stick (the probe writes PROBE/HELLO.TXT and deletes PROBE/DELETE.ME).
  const a = await runEboot({ eboot: PROBE, out: path.join(TMP, 's-a'), ms: markedStick('s-ms-a'), frames: 20, fast: true, timeout: 120, session: session.file });
  assert.equal(a.session, session.wsEndpoint);
  assert.deepEqual(a.ms.written, ['PROBE/HELLO.TXT']);
  assert.deepEqual(a.ms.removed, ['PROBE/DELETE.ME']);
  // A page that stalls after the game has printed fails as without a session (not retried).
  await assert.rejects(
    runEboot({ ...scenario, out: path.join(TMP, 's-stall'), fast: true, session: session.file, _stall: 'after-stdout', _stallMs: 3000 }),
    (e) => e instanceof EmuError && e.reason === 'page not responding for 3 s' && e.result.stalledBeforeGame === false &&
      e.result.attempt === 1 && e.result.session === session.wsEndpoint && e.result.stdout.includes('probe: start'),
  );
  // The next run in the same browser, on an empty stick, sees nothing of the first's stick (each
  // run has a browser context, so an IndexedDB, of its own) and is not hurt by the stalled page.
  const emptyStick = path.join(TMP, 's-ms-c');
  const c = await runEboot({ eboot: PROBE, out: path.join(TMP, 's-c'), ms: emptyStick, frames: 20, fast: true, timeout: 120, session: session.file });
  assert.equal(c.session, session.wsEndpoint);
  assert.deepEqual(c.stdout.filter((l) => l.startsWith('probe: ls ')), ['probe: ls EBOOT.PBP']);
  assert.deepEqual(c.ms.files.map((f) => f.path).sort(), ['PROBE/HELLO.TXT', 'PSP/GAME/BounceBack/EBOOT.PBP']);
  assert.deepEqual(c.ms.written, ['PROBE/HELLO.TXT']);
  assert.deepEqual(c.ms.removed, []);
  assert.equal(fs.existsSync(path.join(emptyStick, 'MARKER.TXT')), false);
  assert.deepEqual(c.warnings, []);
});

test('a CLI call given the session runs in its daemon; a stall before the game printed is retried in a browser of its own', async () => {
  assert.ok(session, 'the session did not start');
  const out = path.join(TMP, 's-cli');
  const child = spawn(process.execPath, [path.join(HERE, 'run.mjs'), '--eboot', PROBE, '--out', out, '--frames', '130',
    '--fast', '--timeout', '150', '--press', '50:cross', '--press', '100:start+right:10', '--shot', '120', '--expect', '^tick 100$', '--test-stall', 'first-before-stdout', '--test-stall-ms', '3000'],
  { env: { ...process.env, BOUNCE_EMU_SESSION: session.file }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => (stdout += d));
  child.stderr.on('data', (d) => (stderr += d));
  const code = await new Promise((resolve) => child.on('close', resolve));
  assert.equal(code, 0, stderr);
  // The daemon's lines come back through the call: the first attempt in the shared browser, the
  // retry in a browser of its own, as the log says.
  assert.match(stderr, /page up after [0-9.]+ s \(shared browser\)/);
  assert.match(stderr, /^emu: RETRY: page not responding for 3 s before the game's first stdout line \(the emulator's start-up stalled\); running once more in a browser of its own$/m);
  assert.match(stdout, /^emu: OK probe\.pbp: 130 frames \(start-up [0-9.]+ s, run/m);
  assert.match(stdout, /^emu: warning: the first attempt stalled before the game's first stdout line \(page not responding for 3 s\); this is the second$/m);
  const run = JSON.parse(fs.readFileSync(path.join(out, 'run.json'), 'utf8'));
  assert.equal(run.attempt, 2);
  assert.equal(run.session, null);
  // The same pictures as the first run of this file (its own browser, its own process).
  assert.ok(first, 'first run failed');
  assert.ok(fs.readFileSync(path.join(out, 'frame_120.png')).equals(fs.readFileSync(first.shots[120])), 'frame 120 differs');
});
