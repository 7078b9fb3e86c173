// Local HTTP server for the harness: serves the page, the EBOOT and the
// EmulatorJS data folder prepared by setup.sh, on 127.0.0.1 only, with the
// cross-origin isolation headers the threaded PPSSPP core needs. Two front-end
// files are patched in memory when served (never on disk).
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.wasm': 'application/wasm',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
};

const BASE_HEADERS = {
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Embedder-Policy': 'require-corp',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Cache-Control': 'no-store',
};

// Extra retroarch.cfg lines: no on-screen text or widgets in the picture, and
// no frame skipping while fast-forwarding (every frame is presented).
export const EXTRA_RETROARCH_CFG = [
  'video_font_enable = false',
  'menu_enable_widgets = false',
  'notification_show_fast_forward = false',
  'fastforward_frameskip = false',
];

function replaceOnce(src, anchor, replacement, file) {
  const first = src.indexOf(anchor);
  if (first < 0 || src.indexOf(anchor, first + 1) >= 0) {
    throw new Error(`cannot patch ${file}: anchor ${JSON.stringify(anchor)} not found exactly once (front end version changed?)`);
  }
  return src.slice(0, first) + replacement + src.slice(first + anchor.length);
}

// Patches applied to the front end's sources, keyed by path under data/.
export const PATCHES = {
  'src/emulator.js': (s, file) => {
    // Frame hooks in the Emscripten module options.
    s = replaceOnce(
      s,
      'window.EJS_Runtime({',
      'window.EJS_Runtime({\n' +
        '            preMainLoop: function () { return window.__EH_preMainLoop ? window.__EH_preMainLoop() : undefined; },\n' +
        '            postMainLoop: function () { if (window.__EH_postMainLoop) window.__EH_postMainLoop(); },',
      file,
    );
    // No update check against the CDN (it is blocked anyway).
    s = replaceOnce(s, 'checkForUpdates() {', 'checkForUpdates() {\n        return;', file);
    // A step between writing the game into the file system and starting the
    // core (the memory stick: lib/inpage.mjs fills it and may point the core at
    // another game path). A no-op unless the harness defines the hook.
    s = replaceOnce(
      s,
      'this.startGame();',
      'if (window.__EH_beforeStart) await window.__EH_beforeStart(this);\n            this.startGame();',
      file,
    );
    return s;
  },
  'src/GameManager.js': (s, file) => {
    const extra = EXTRA_RETROARCH_CFG.map((l) => JSON.stringify(l + '\n')).join(' + ');
    return replaceOnce(
      s,
      '"savefile_directory = \\"/data/saves\\"\\n";',
      '"savefile_directory = \\"/data/saves\\"\\n" + ' + extra + ';',
      file,
    );
  },
};

export function loadPatchedFiles(dataDir) {
  const out = new Map();
  for (const [rel, fn] of Object.entries(PATCHES)) {
    const file = path.join(dataDir, rel);
    out.set(rel, Buffer.from(fn(fs.readFileSync(file, 'utf8'), file), 'utf8'));
  }
  return out;
}

// Start the server. Returns { port, origin, close() }.
// routes: { pageHtml: string, eboot: Buffer, extra: Map(url path -> Buffer) (optional) }
export async function startServer({ dataDir, pageHtml, eboot, extra, onRequest }) {
  const patched = loadPatchedFiles(dataDir);
  const dataRoot = path.resolve(dataDir);
  const server = http.createServer((req, res) => {
    let status = 200;
    let body = null;
    let type = 'application/octet-stream';
    try {
      const u = new URL(req.url, 'http://127.0.0.1');
      const p = decodeURIComponent(u.pathname);
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        status = 405;
      } else if (p === '/' || p === '/index.html') {
        body = Buffer.from(pageHtml, 'utf8');
        type = TYPES['.html'];
      } else if (p === '/game/EBOOT.PBP') {
        body = eboot;
      } else if (extra && extra.has(p)) {
        body = extra.get(p);
        type = TYPES[path.extname(p)] || type;
      } else if (p.startsWith('/data/')) {
        const rel = p.slice('/data/'.length);
        if (patched.has(rel)) {
          body = patched.get(rel);
        } else {
          const file = path.resolve(dataRoot, rel);
          if (!file.startsWith(dataRoot + path.sep)) status = 403;
          else {
            try {
              body = fs.readFileSync(file);
            } catch {
              status = 404;
            }
          }
        }
        type = TYPES[path.extname(rel)] || type;
      } else {
        status = 404;
      }
      if (onRequest) onRequest(req.method, p, status);
    } catch (e) {
      status = 500;
    }
    const headers = { ...BASE_HEADERS };
    if (status === 200) {
      headers['Content-Type'] = type;
      headers['Content-Length'] = String(body.length);
      res.writeHead(200, headers);
      res.end(req.method === 'HEAD' ? undefined : body);
    } else {
      res.writeHead(status, headers);
      res.end();
    }
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const port = server.address().port;
  return {
    port,
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}
