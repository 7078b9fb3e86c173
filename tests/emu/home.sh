#!/usr/bin/env bash
# Sleep, resume and HOME mid-level, through the game's own callbacks. The harness cannot
# press the power switch or HOME, so an EBOOT built with the `callback-probe` feature
# notifies its registered power and exit callbacks (sceKernelNotifyCallback) at the frames
# of BOUNCE_PROBE; from there on it is the code a PSP runs:
#  1. level 1 in play; a sleep pauses it (the pause menu is up after the resume, and the
#     simulation does not move meanwhile); the player resumes and rolls on; HOME's exit
#     writes the continue snapshot and the save, then the game exits;
#  2. the normal EBOOT on the same stick: the title opens on CONTINUE, and CROSS goes on in
#     level 1 from that snapshot.
# About two minutes (an extra EBOOT build, two runs with --fast).
# Usage: tests/emu/home.sh [EBOOT]   (the normal EBOOT; built when none is given)
set -euo pipefail
cd "$(dirname "$0")/../.."
. tests/emu/lib/prologue.sh
prologue home "${1:-}"
cp "$eboot" "$out/game.pbp"
stick="$out/stick"
mkdir -p "$stick"
run() { node tests/emu/run.mjs --timeout 180 --quiet --fast --ms "$stick" --reject 'panicked' "$@"; }

echo "== home: the probe EBOOT (suspend@300, resume@360, exit@600)"
probe=$(BOUNCE_PROBE="suspend@300,resume@360,exit@600" scripts/build-eboot.sh --features callback-probe | tail -n 1)
cp "$probe" "$out/probe.pbp"
# Leave the normal EBOOT in place (the build above wrote the same path).
scripts/build-eboot.sh >/dev/null

echo "== home: level 1, sleep and resume, roll on, HOME"
# 40 START (title: New Game) -> level select, 60 CROSS -> banner, 90 CROSS plays,
# 100-160 RIGHT; 300 sleep, 360 wake: paused; 420 START resumes, 430-490 RIGHT; 600 HOME.
run --eboot "$out/probe.pbp" --out "$out/first" --frames 700 \
    --press 40:start --press 60:cross --press 90:cross --press 100:right:60 \
    --press 420:start --press 430:right:60 --shot "$(seq -s, 300 10 410)" \
    --expect '^level 1 start$' --expect '^probe: suspend at frame 300 \(0\)$' \
    --expect '^suspend: paused$' --expect '^resumed$' --expect '^exit requested$' \
    --expect '^save written$' --expect '^save stored$' --expect '^exit$'
log="$out/first/stdout.txt"
order=$(grep -E '^(suspend: paused|resumed|exit requested|save written|save stored|exit)$' "$log" | tr '\n' ' ')
# (The wake-up pauses too, for a sleep the loop never saw begin: a second "suspend: paused".)
[[ "$order" =~ ^(suspend:\ paused\ )+resumed\ exit\ requested\ save\ written\ save\ stored\ exit\ $ ]] \
    || fail "the lines came in the wrong order: $order"
# Asleep and on waking the pause menu is up: the two pictures are the same. The probe counts
# the game's frames, which start when the game has booted (later on a slower, strict
# emulator), so the pictures are picked by the frames the lines came on: the first shot 10
# or more frames into the sleep, and the first 10 or more after the wake-up (before START).
at() { python3 -c 'import json, sys; r = json.load(open(sys.argv[1])); print(next(l["frame"] for l in r["stdoutFrames"] if l["text"] == sys.argv[2]))' "$out/first/run.json" "$1"; }
slept=$(at "suspend: paused")
woke=$(at "resumed")
asleep=$(( (slept + 19) / 10 * 10 ))
awake=$(( (woke + 19) / 10 * 10 ))
[ "$asleep" -lt "$woke" ] && [ "$awake" -lt 420 ] || fail "no shot asleep (slept $slept, woke $woke)"
node tests/emu/compare.mjs "$out/first/frame_$asleep.png" "$out/first/frame_$awake.png" --tolerance 0 --max-diff-pixels 0 \
    || fail "the game moved while paused by the sleep (frames $asleep and $awake)"
save=$(find "$stick/PSP/SAVEDATA" -path '*/BOUNCE001*/DATA.BIN' -size +0 2>/dev/null | sort | head -n 1)
[ -n "$save" ] || fail "HOME left no save"

echo "== home: the normal EBOOT on the same stick; CONTINUE goes on in level 1"
run --eboot "$out/game.pbp" --out "$out/second" --frames 80 --press 40:cross \
    --expect '^continue level 1$' --reject '^save ignored'
echo "home: ok ($out)"
