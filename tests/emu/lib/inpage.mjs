// In-page half of the harness. This function is serialised by Playwright
// (page.addInitScript) and runs in the page before any EmulatorJS script, so it
// must be self-contained: no imports, no closures over Node values.
//
// It is driven by two hooks that the server patches into the front end's
// emulator.js (the Emscripten module options): preMainLoop runs before every
// emulated frame (one Emscripten main-loop iteration = one retro_run), and
// postMainLoop right after it, still inside the same browser task, so the
// WebGL canvas still holds the frame that was just drawn.
//
// Frame numbering:
//   - The "load frame" is the main-loop iteration in which PPSSPP logs
//     "[LOADER] Starting graphics..." (logged synchronously on the main
//     thread when loading has finished; the EBOOT's start-up code runs in the
//     same iteration).
//   - Frame 0 is the first iteration after the load frame. Frame N is N
//     iterations later. Lines printed during the load frame get frame -1.
//   - A press at frame F is applied before frame F runs; a shot at frame N is
//     the picture produced by frame N.
export function inPageHarness(cfg) {
  'use strict';
  const LOAD_MARK = '[LOADER] Starting graphics...';
  // PPSSPP logs each sceIoWrite to stdout/stderr as one log line (one
  // trailing newline stripped); further lines of the same write follow as
  // bare console lines.
  const STDIO_RE = /^\[libretro INFO\] \[PRINTF\] (stdout|stderr): ?([\s\S]*)$/;
  const ALT_STDIO_RE = /^(STDOUT|STDERR): ([\s\S]*)$/;
  const LOGLINE_RE = /^\[(?:libretro )?(?:INFO|WARN|ERROR|DEBUG)\] /;
  // A bad EBOOT: PPSSPP logs "[LOADER] Failed to load module ..." and then
  // "[BOOT] Failed to load executable: <why>", then RetroArch falls back to
  // its dummy core.
  const FAIL_FINAL_RE = /Failed to load executable[^\n]*/;
  const FAIL_HINT_RES = [/\[LOADER\] Failed to load module[^\n]*/, /No content, starting dummy core/];

  const shotSet = new Set(cfg.shots);
  const lastFrame = cfg.frames - 1;
  const H = {
    state: 'loading', // loading | running | done | failed
    iter: 0, // main-loop iterations that ran
    loadIter: -1,
    frame: null, // null before load, -1 during the load frame, then 0..lastFrame
    inFrame: false,
    cont: null, // stream whose continuation lines may follow
    stdout: [],
    stderr: [],
    failure: null,
    pendingFailure: null,
    pendingAt: 0,
    shots: [], // captured, not yet collected by Node
    warnings: [],
    applied: [],
    raFrameAtLoad: null,
    raFrameAtEnd: null,
    tLoad: 0,
    tDone: 0,
    nonExactShots: 0,
    exitFrame: null,
    captureMs: 0,
  };
  window.__EH = H;

  function warn(msg) {
    if (H.warnings.length < 50 && !H.warnings.includes(msg)) H.warnings.push(msg);
  }
  function fail(reason) {
    if (H.state === 'failed' || H.state === 'done') return;
    H.failure = reason;
    H.state = 'failed';
  }
  function gm() {
    return window.EJS_emulator && window.EJS_emulator.gameManager;
  }

  function markLoaded() {
    H.loadIter = H.iter;
    H.frame = -1;
    H.tLoad = performance.now();
    if (H.state === 'loading') H.state = 'running';
  }

  function onLine(text) {
    let m = STDIO_RE.exec(text) || ALT_STDIO_RE.exec(text);
    if (m) {
      if (H.loadIter < 0 && H.inFrame) {
        // The game is running but the load marker was never seen: take this
        // frame as the load frame rather than waiting forever.
        markLoaded();
        warn('load marker not seen; took the first frame with game output as the load frame');
      }
      const stream = m[1].toLowerCase();
      H[stream].push([H.frame, m[2]]);
      H.cont = H.inFrame ? stream : null;
      return;
    }
    if (H.cont && H.inFrame && !LOGLINE_RE.test(text)) {
      H[H.cont].push([H.frame, text]);
      return;
    }
    H.cont = null;
    if (H.loadIter < 0 && text.indexOf(LOAD_MARK) >= 0) {
      markLoaded();
      if (!H.inFrame) warn('load marker was logged outside a frame; frame 0 may be off');
      return;
    }
    if (H.exitFrame === null && text.indexOf('sceKernelExitGame') >= 0) {
      H.exitFrame = H.frame;
      warn('the game called sceKernelExitGame at frame ' + H.frame + ' (later frames show the last picture)');
      return;
    }
    const fin = FAIL_FINAL_RE.exec(text);
    if (fin) {
      fail('EBOOT failed to load: ' + fin[0] + (H.pendingFailure ? ' (' + H.pendingFailure + ')' : ''));
      return;
    }
    for (const re of FAIL_HINT_RES) {
      const f = re.exec(text);
      if (f && !H.pendingFailure) {
        H.pendingFailure = text.replace(/^\[[^\]]*\] /, '');
        H.pendingAt = performance.now();
      }
    }
  }

  // Hook console.log/info/warn/error (the core log goes through console.log in
  // EmulatorJS debug mode). Keep the original behaviour.
  for (const k of ['log', 'info', 'warn', 'error']) {
    const orig = console[k].bind(console);
    console[k] = function (...args) {
      try {
        if (args.length === 1 && typeof args[0] === 'string') onLine(args[0]);
      } catch (e) {}
      return orig(...args);
    };
  }

  let cv = null;
  let ctx = null;
  function capture(frame, isFinal) {
    const src = window.EJS_emulator && window.EJS_emulator.canvas;
    if (!src) {
      fail('no emulator canvas to capture');
      return;
    }
    const w = src.width;
    const h = src.height;
    if (!cv || cv.width !== w || cv.height !== h) {
      cv = document.createElement('canvas');
      cv.width = w;
      cv.height = h;
      ctx = cv.getContext('2d', { willReadFrequently: true, alpha: false });
    }
    ctx.drawImage(src, 0, 0);
    const d = ctx.getImageData(0, 0, w, h).data;
    let ow = w;
    let oh = h;
    let out;
    if (w === 960 && h === 544) {
      ow = 480;
      oh = 272;
      out = new Uint8Array(ow * oh * 4);
      let bad = 0;
      for (let y = 0; y < oh; y++) {
        const r0 = 2 * y * w * 4;
        const r1 = (2 * y + 1) * w * 4;
        for (let x = 0; x < ow; x++) {
          const s = r0 + 8 * x;
          const o = (y * ow + x) * 4;
          out[o] = d[s];
          out[o + 1] = d[s + 1];
          out[o + 2] = d[s + 2];
          out[o + 3] = 255;
          if (d[s + 4] !== d[s] || d[s + 5] !== d[s + 1] || d[s + 6] !== d[s + 2] ||
              d[r1 + 8 * x] !== d[s] || d[r1 + 8 * x + 1] !== d[s + 1] || d[r1 + 8 * x + 2] !== d[s + 2]) bad++;
        }
      }
      if (bad) {
        H.nonExactShots++;
        warn('canvas was not an exact 2x copy of the PSP frame (' + bad + ' blocks differ)');
      }
    } else {
      warn('unexpected canvas size ' + w + 'x' + h + '; shots are saved at that size');
      out = new Uint8Array(d.length);
      out.set(d);
      for (let i = 3; i < out.length; i += 4) out[i] = 255;
    }
    let bin = '';
    for (let i = 0; i < out.length; i += 0x8000) {
      bin += String.fromCharCode.apply(null, out.subarray(i, i + 0x8000));
    }
    H.shots.push({ frame, isFinal, w: ow, h: oh, b64: btoa(bin) });
  }

  // Before frame 0.
  function startRunning() {
    const g = gm();
    try {
      H.raFrameAtLoad = g.getFrameNum();
    } catch (e) {}
    if (cfg.fast) {
      // The front end's fast-forward at ratio 0 (unlimited). Switched on only
      // now: spinning the main loop during loading would starve the loader
      // thread and the wasm compiler on a 2-core machine.
      try {
        g.setFastForwardRatio(0);
        g.toggleFastForward(1);
        window.EJS_emulator.isFastForward = true;
      } catch (e) {
        warn('could not switch fast-forward on: ' + e);
      }
    }
  }

  window.__EH_preMainLoop = function () {
    if (H.state === 'done' || H.state === 'failed') return false;
    if (H.state === 'running') {
      // Back-pressure: wait (skip this tick) until Node has collected shots.
      if (H.shots.length >= cfg.maxPendingShots) return false;
      const f = H.frame + 1;
      if (f === 0) startRunning();
      const acts = cfg.actions[f];
      if (acts) {
        const g = gm();
        for (const [idx, val] of acts) g.simulateInput(0, idx, val);
        H.applied.push([f, acts]);
      }
      H.frame = f;
    }
    H.iter++;
    H.inFrame = true;
    return undefined;
  };

  window.__EH_postMainLoop = function () {
    H.inFrame = false;
    H.cont = null;
    if (H.state !== 'running' || H.frame === null) return;
    if (H.frame < 0) return;
    const f = H.frame;
    try {
      if (shotSet.has(f) || f === lastFrame) {
        const t = performance.now();
        capture(f, f === lastFrame);
        H.captureMs += performance.now() - t;
      }
    } catch (e) {
      fail('screenshot failed at frame ' + f + ': ' + e);
      return;
    }
    if (f === lastFrame) {
      try {
        H.raFrameAtEnd = gm().getFrameNum();
      } catch (e) {}
      H.tDone = performance.now();
      H.state = 'done';
    }
  };

  // ---------------------------------------------------------- memory stick
  // With cfg.ms ({ root, eboot, manifest }): after the front end has written
  // the game into the file system and before the core starts (a hook patched
  // into emulator.js), the files listed in the manifest (served by the
  // harness) are written under the memory stick root, the game is moved to
  // root/eboot, and the front end is told to start that path instead.
  const msOrig = new Map(); // stick-relative path -> bytes written before the start
  window.__EH_beforeStart = async function (emu) {
    if (!cfg.ms) return;
    const t0 = performance.now();
    try {
      const FS = emu.gameManager.FS;
      const root = cfg.ms.root;
      const mkdirs = (p) => {
        let cur = '';
        for (const part of p.split('/')) {
          if (!part) continue;
          cur += '/' + part;
          if (!FS.analyzePath(cur).exists) FS.mkdir(cur);
        }
      };
      const man = await (await fetch(cfg.ms.manifest)).json();
      mkdirs(root);
      for (const d of man.dirs) mkdirs(root + '/' + d);
      for (const f of man.files) {
        const res = await fetch(f.url);
        if (!res.ok) throw new Error('cannot fetch ' + f.url + ': ' + res.status);
        const data = new Uint8Array(await res.arrayBuffer());
        mkdirs((root + '/' + f.path).replace(/\/[^/]*$/, ''));
        FS.writeFile(root + '/' + f.path, data);
        msOrig.set(f.path, data);
      }
      // The game the front end downloaded (EJS_gameUrl) is at '/' + fileName.
      const from = '/' + emu.fileName;
      const game = FS.readFile(from);
      const to = root + '/' + cfg.ms.eboot;
      mkdirs(to.replace(/\/[^/]*$/, ''));
      FS.writeFile(to, game);
      msOrig.set(cfg.ms.eboot, game);
      FS.unlink(from);
      emu.fileName = to.replace(/^\/+/, '');
      // RetroArch's system directory is empty unless set, and then it takes
      // the game's folder; PPSSPP looks for its assets (written to /PPSSPP by
      // the front end) in <system>/PPSSPP. With the game at /EBOOT.PBP that is
      // "/", so say so now that the game lives elsewhere.
      const cfgFile = '/home/web_user/.config/retroarch/retroarch.cfg';
      FS.writeFile(cfgFile, new TextDecoder().decode(FS.readFile(cfgFile)) + 'system_directory = "/"\n');
      H.msPlaced = { files: man.files.length + 1, dirs: man.dirs.length, gamePath: to, ms: Math.round(performance.now() - t0) };
    } catch (e) {
      fail('memory stick setup failed: ' + (e && e.message ? e.message : e));
      throw e;
    }
  };

  function b64(u8) {
    let bin = '';
    for (let i = 0; i < u8.length; i += 0x8000) bin += String.fromCharCode.apply(null, u8.subarray(i, i + 0x8000));
    return btoa(bin);
  }
  function sameBytes(a, b) {
    if (!a || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
    return true;
  }
  // Every directory and file under the stick root; the contents of files that
  // are new or differ from what was placed before the start (others: null).
  H.msDump = function () {
    const FS = window.EJS_emulator.gameManager.FS;
    const root = cfg.ms.root;
    const dirs = [];
    const files = [];
    const walk = (rel) => {
      const abs = rel ? root + '/' + rel : root;
      for (const name of FS.readdir(abs)) {
        if (name === '.' || name === '..') continue;
        const r = rel ? rel + '/' + name : name;
        const st = FS.stat(abs + '/' + name);
        if (FS.isDir(st.mode)) {
          dirs.push(r);
          walk(r);
        } else if (FS.isFile(st.mode)) {
          const data = FS.readFile(abs + '/' + name);
          files.push({ path: r, size: data.length, b64: sameBytes(msOrig.get(r), data) ? null : b64(data) });
        }
      }
    };
    if (FS.analyzePath(root).exists) walk('');
    return { dirs, files };
  };
  // Paths and sizes of the whole in-page file system (for finding things;
  // /dev and /proc left out).
  H.fsList = function (top) {
    const FS = window.EJS_emulator.gameManager.FS;
    const out = [];
    const walk = (abs) => {
      let names;
      try {
        names = FS.readdir(abs);
      } catch (e) {
        return;
      }
      for (const name of names) {
        if (name === '.' || name === '..') continue;
        const p = (abs === '/' ? '' : abs) + '/' + name;
        if (p === '/dev' || p === '/proc') continue;
        let st;
        try {
          st = FS.stat(p);
        } catch (e) {
          continue;
        }
        if (FS.isDir(st.mode)) {
          out.push(p + '/');
          walk(p);
        } else out.push(p + ' ' + st.size);
      }
    };
    walk(top || '/');
    return out;
  };

  // Called by Node: returns new data and clears what it returns.
  H.poll = function () {
    if (H.pendingFailure && performance.now() - H.pendingAt > 2000) fail('EBOOT failed to load: ' + H.pendingFailure);
    const r = {
      state: H.state,
      frame: H.frame,
      iter: H.iter,
      loadIter: H.loadIter,
      failure: H.failure,
      shots: H.shots,
      stdoutLines: H.stdout.length,
      ejsFailed: !!(window.EJS_emulator && window.EJS_emulator.failedToStart),
      ejsText: (window.EJS_emulator && window.EJS_emulator.textElem && window.EJS_emulator.textElem.innerText) || '',
    };
    H.shots = [];
    return r;
  };
  H.result = function () {
    return {
      stdout: H.stdout,
      stderr: H.stderr,
      warnings: H.warnings,
      applied: H.applied,
      loadIter: H.loadIter,
      iter: H.iter,
      frame: H.frame,
      raFrameAtLoad: H.raFrameAtLoad,
      raFrameAtEnd: H.raFrameAtEnd,
      runMs: H.tDone && H.tLoad ? H.tDone - H.tLoad : null,
      nonExactShots: H.nonExactShots,
      exitFrame: H.exitFrame,
      captureMs: Math.round(H.captureMs),
      msPlaced: H.msPlaced || null,
    };
  };
}
