#!/usr/bin/env node
// A browser session that several emulator runs share (issue 38: "emulator runs that share an
// EBOOT share a browser session"). One Chromium is started once and stays up; each run.mjs call
// that is given the session (BOUNCE_EMU_SESSION=FILE, or runEboot({ session: FILE })) connects to
// it instead of starting a browser of its own, and runs in a browser context of its own (fresh
// storage, so a fresh IndexedDB-backed memory stick; a fresh page, so a freshly loaded emulator),
// which it closes at its end. See README.md, "Shared browser session".
//
// CLI:  node tests/emu/session.mjs --file FILE [--parent PID] [--chromium PATH]
//   starts the browser, listens on FILE.sock for run.mjs CLI calls to run here, writes FILE
//   (JSON: { wsEndpoint, pid, socket }) once both are up, and stays until
//   SIGTERM/SIGINT, until process PID (the script that started it) is gone, or until the browser
//   dies; then it closes the browser and removes FILE. tests/emu/lib/prologue.sh's `emu_session`
//   starts one for a test script and stops it when the script ends.
// API:  import { startSession } from './session.mjs';
//       const s = await startSession(); s.file; s.wsEndpoint; await s.close();

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import net from 'node:net';
import { CHROMIUM_ARGS, EmuError, runCli } from './run.mjs';

async function loadChromium() {
  try {
    return (await import('playwright-core')).chromium;
  } catch (e) {
    throw new EmuError(`node modules missing (${e.code || e.message}); run tests/emu/setup.sh first`);
  }
}

/**
 * Start a shared browser. opts: { file (where to write the endpoint; default a new temporary
 * file), chromium (path; default EMU_CHROMIUM or /usr/bin/chromium) }. Resolves to
 * { file, wsEndpoint, pid, socket, server, close() }.
 */
export async function startSession(opts = {}) {
  const chromiumPath = opts.chromium || process.env.EMU_CHROMIUM || '/usr/bin/chromium';
  if (!fs.existsSync(chromiumPath)) throw new EmuError(`chromium not found at ${chromiumPath}; run tests/emu/setup.sh first`);
  const chromium = await loadChromium();
  const file = path.resolve(opts.file || path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'emu-session-')), 'session.json'));
  const server = await chromium.launchServer({
    executablePath: chromiumPath,
    headless: true,
    args: CHROMIUM_ARGS,
    timeout: 60000,
    // The daemon below closes the browser itself on these.
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  });
  const pid = server.process().pid;
  const wsEndpoint = server.wsEndpoint();
  fs.mkdirSync(path.dirname(file), { recursive: true });
  // run.mjs CLI calls hand their run to this process (one JSON line in: { o, cwd, env }; JSON
  // lines out: { out } and { err } for each line printed, then { code }), which runs it in the
  // shared browser: the call then does not load Playwright nor start a browser.
  const socket = `${file}.sock`;
  fs.rmSync(socket, { force: true });
  const sockets = new Set();
  const listener = net.createServer((c) => {
    sockets.add(c);
    c.on('close', () => sockets.delete(c));
    c.on('error', () => {});
    c.setEncoding('utf8');
    let buf = '';
    const send = (m) => {
      if (!c.destroyed) c.write(JSON.stringify(m) + '\n');
    };
    c.on('data', async (d) => {
      if (buf === null) return; // one call a connection
      buf += d;
      const nl = buf.indexOf('\n');
      if (nl < 0) return;
      const line = buf.slice(0, nl);
      buf = null;
      let code;
      try {
        const req = JSON.parse(line);
        code = await runCli({ ...req.o, session: file }, {
          cwd: req.cwd,
          env: req.env,
          out: (l) => send({ out: l }),
          err: (l) => send({ err: l }),
        });
      } catch (e) {
        send({ err: `emu: FAIL: harness error in the session daemon: ${e && e.stack ? e.stack : e}` });
        code = 1;
      }
      send({ code });
      c.end();
    });
  });
  await new Promise((resolve, reject) => {
    listener.once('error', reject);
    listener.listen(socket, resolve);
  });
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, JSON.stringify({ wsEndpoint, pid, socket }) + '\n');
  fs.renameSync(tmp, file);
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    try {
      fs.rmSync(file, { force: true });
    } catch {}
    listener.close();
    for (const c of sockets) c.destroy();
    fs.rmSync(socket, { force: true });
    try {
      await Promise.race([server.close(), new Promise((r) => setTimeout(r, 10000))]);
    } catch {}
    try {
      server.process().kill('SIGKILL');
    } catch {}
  };
  return { file, wsEndpoint, pid, socket, server, close };
}

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return e.code === 'EPERM';
  }
};

async function main() {
  const argv = process.argv.slice(2);
  const o = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--file' || a === '--parent' || a === '--chromium') {
      if (i + 1 >= argv.length) throw new EmuError(`${a} needs a value`);
      o[a.slice(2)] = argv[++i];
    } else {
      throw new EmuError(`unknown argument ${JSON.stringify(a)} (usage: session.mjs --file FILE [--parent PID] [--chromium PATH])`);
    }
  }
  if (!o.file) throw new EmuError('--file FILE is required');
  const parent = o.parent === undefined ? null : Number(o.parent);
  if (parent !== null && !(parent > 0)) throw new EmuError(`--parent must be a process id, got ${JSON.stringify(o.parent)}`);
  const t0 = Date.now();
  const s = await startSession({ file: o.file, chromium: o.chromium });
  console.error(`emu-session: browser up after ${((Date.now() - t0) / 1000).toFixed(1)} s (pid ${s.pid}); runs given ${s.file} share it`);
  let ending = null;
  const end = (why, code) => {
    if (ending) return ending;
    if (why) console.error(`emu-session: ${why}; closing the browser`);
    ending = s.close().then(() => process.exit(code));
    return ending;
  };
  process.on('SIGTERM', () => end(null, 0));
  process.on('SIGINT', () => end(null, 0));
  process.on('SIGHUP', () => end(null, 0));
  s.server.process().once('exit', (code, sig) => end(`the browser exited (${sig || `code ${code}`})`, 1));
  if (parent !== null) {
    setInterval(() => {
      if (!alive(parent)) end(`process ${parent} that started the session is gone`, 0);
    }, 1000).unref();
  }
  // Stay up: the browser server keeps the event loop busy.
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((e) => {
    console.error(`emu-session: FAIL: ${e instanceof EmuError ? e.reason : e && e.stack ? e.stack : e}`);
    process.exit(1);
  });
}
