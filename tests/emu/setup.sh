#!/usr/bin/env bash
# Prepare the headless PSP emulator harness (idempotent, fast when done):
#   1. Debian's chromium at /usr/bin/chromium (apt-get; 'apt-get update' only if needed)
#   2. node_modules from package-lock.json via 'npm ci' (again when the lock file changes)
#   3. the served EmulatorJS data folder: .cache/www/data = front end data/ + PPSSPP core
#      files in data/cores/ and data/cores/reports/ (core and assets re-stored as
#      uncompressed zips by lib/repack.mjs for a faster start-up)
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
cd "$HERE"
say() { echo "emu-setup: $*" >&2; }
die() { echo "emu-setup: FAIL: $*" >&2; exit 1; }

mkdir -p .cache
# One setup at a time (CI jobs or parallel test scripts).
exec 9>.cache/setup.lock
flock 9

# ---- 1. chromium -------------------------------------------------------------
if [ ! -x /usr/bin/chromium ]; then
  command -v apt-get >/dev/null || die "/usr/bin/chromium is missing and apt-get is not available"
  SUDO=""
  if [ "$(id -u)" -ne 0 ]; then
    command -v sudo >/dev/null || die "/usr/bin/chromium is missing; install Debian's chromium as root"
    SUDO="sudo"
  fi
  export DEBIAN_FRONTEND=noninteractive
  APT_OPTS=(-y -q -o Dpkg::Options::=--force-confdef -o Dpkg::Options::=--force-confold)
  say "installing chromium (apt-get)"
  if ! $SUDO apt-get install "${APT_OPTS[@]}" chromium >/tmp/emu-setup-apt.log 2>&1; then
    say "apt-get install failed without a fresh package list; running apt-get update"
    $SUDO apt-get update -q >>/tmp/emu-setup-apt.log 2>&1 || die "apt-get update failed (see /tmp/emu-setup-apt.log)"
    $SUDO apt-get install "${APT_OPTS[@]}" chromium >>/tmp/emu-setup-apt.log 2>&1 \
      || die "apt-get install chromium failed (see /tmp/emu-setup-apt.log)"
  fi
  [ -x /usr/bin/chromium ] || die "chromium installed but /usr/bin/chromium is missing"
fi

# ---- 2. node modules -----------------------------------------------------------
command -v node >/dev/null || die "node is not installed (Node 20 or newer needed)"
command -v npm >/dev/null || die "npm is not installed"
NODE_MAJOR="$(node -p 'process.versions.node.split(".")[0]')"
[ "$NODE_MAJOR" -ge 20 ] || die "node $(node -v) is too old (need 20 or newer)"

LOCK_HASH="$(sha256sum package-lock.json package.json .npmrc | sha256sum | cut -c1-64)"
STAMP=node_modules/.emu-setup-stamp
if [ ! -f "$STAMP" ] || [ "$(cat "$STAMP")" != "$LOCK_HASH" ]; then
  say "npm ci"
  # .npmrc: omit=optional (skip @emulatorjs/cores, every other core), ignore-scripts
  npm ci --omit=optional --ignore-scripts --no-audit --no-fund --loglevel=error >&2 \
    || die "npm ci failed"
  echo "$LOCK_HASH" >"$STAMP"
fi

# ---- 3. served data folder -----------------------------------------------------
FE=node_modules/@emulatorjs/emulatorjs/data
CORE=node_modules/@emulatorjs/core-ppsspp
WWW=.cache/www
WWW_HASH="$(cat package-lock.json lib/repack.mjs | sha256sum | cut -c1-64)"
if [ ! -f "$WWW/.stamp" ] || [ "$(cat "$WWW/.stamp")" != "$WWW_HASH" ]; then
  say "preparing $WWW/data"
  for f in "$FE/loader.js" "$FE/src/emulator.js" "$FE/src/GameManager.js" \
           "$CORE/ppsspp-thread-wasm.data" "$CORE/ppsspp-assets.zip" "$CORE/reports/ppsspp.json"; do
    [ -f "$f" ] || die "missing $f after npm ci"
  done
  rm -rf "$WWW.tmp" "$WWW"
  mkdir -p "$WWW.tmp"
  cp -R "$FE" "$WWW.tmp/data"
  mkdir -p "$WWW.tmp/data/cores/reports"
  cp "$CORE/ppsspp-thread-wasm.data" "$CORE/ppsspp-assets.zip" "$WWW.tmp/data/cores/"
  cp "$CORE/reports/ppsspp.json" "$WWW.tmp/data/cores/reports/"
  # Store the core (7z) and its assets (deflated zip) as uncompressed zips so the
  # browser does not unpack them on every run (saves several seconds per run).
  # Optional: on failure the original archives still work.
  node lib/repack.mjs "$WWW.tmp/data" || say "WARNING: repack failed; runs will start slower"
  echo "$WWW_HASH" >"$WWW.tmp/.stamp"
  mv "$WWW.tmp" "$WWW"
fi

say "ready (chromium: $(/usr/bin/chromium --version 2>/dev/null | head -n1 | cut -c1-60))"
