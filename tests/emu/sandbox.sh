#!/usr/bin/env bash
# The collision sandbox in the real emulator (issue 10), run by .ci/run:
#  - SELECT turns the performance overlay on (perf lines once a second), DOWN x4 and CROSS
#    choose SANDBOX on the title;
#  - the scripted route of content/sandbox/route.txt (the one tests/sandbox.rs plays on
#    the host) takes the three keys, opens the gate and walks through it: the stdout lines
#    must come in that order;
#  - every perf line printed in the sandbox must show a frame (update + draw) under a 60 Hz
#    frame, 16,667 us.
# Usage: tests/emu/sandbox.sh [EBOOT]   (builds the EBOOT when none is given)
set -euo pipefail
cd "$(dirname "$0")/../.."
. tests/emu/lib/prologue.sh
prologue sandbox "${1:-}"

# CROSS on SANDBOX at frame $start: route frame F is harness frame $start + F (the PSP sees
# every press one frame later, the title's CROSS included, so the offsets hold).
start=80
presses=(--press 40:select:1 --press 50:down:2 --press 56:down:2 --press 62:down:2
    --press 68:down:2 --press "$start:cross:2")
last=0
while IFS=: read -r frame buttons hold; do
    case "$frame" in '' | '#'*) continue ;; esac
    presses+=(--press "$((start + frame)):$buttons:$hold")
    last=$((frame + hold))
done <content/sandbox/route.txt
frames=$((start + last + 40))

echo "== sandbox: title to the gate by the scripted route ($frames frames)"
node tests/emu/run.mjs --eboot "$eboot" --out "$out" --frames "$frames" --timeout 300 --quiet \
    "${presses[@]}" --shot "$((start + 10)),$((start + 390)),$((frames - 1))" \
    --expect '^sandbox start$' --expect '^sandbox key 3/3$' --expect '^sandbox gate open$' \
    --expect '^sandbox through gate$' --reject 'panicked' --reject '^sandbox error'
node tests/emu/compare.mjs --not-blank "$out/frame_$((start + 10)).png" "$out/final.png"

# Order of the scene's lines, and the frame times while it ran.
node --input-type=module -e '
import { readFileSync } from "node:fs";
const run = JSON.parse(readFileSync(process.argv[1] + "/run.json", "utf8"));
const lines = run.stdoutFrames;
const want = ["sandbox start", "sandbox key 1/3", "sandbox key 2/3", "sandbox key 3/3",
    "sandbox gate open", "sandbox through gate"];
const got = lines.filter((l) => l.text.startsWith("sandbox ")).map((l) => l.text);
if (JSON.stringify(got) !== JSON.stringify(want)) {
    console.error(`sandbox lines ${JSON.stringify(got)}, expected ${JSON.stringify(want)}`);
    process.exit(1);
}
const from = lines.find((l) => l.text === "sandbox start").frame;
const perf = lines
    .filter((l) => l.frame > from + 1 && l.text.startsWith("perf "))
    .map((l) => Object.fromEntries(l.text.slice(5).split(" ").map((kv) => kv.split("=")))
        .valueOf())
    .map((p) => ({ draw: +p.draw_us, frame: +p.frame_us }));
if (perf.length < 8) {
    console.error(`only ${perf.length} perf lines in the sandbox`);
    process.exit(1);
}
const max = (k) => Math.max(...perf.map((p) => p[k]));
const median = (k) => perf.map((p) => p[k]).sort((a, b) => a - b)[perf.length >> 1];
const upd = perf.map((p) => p.frame - p.draw);
console.log(`sandbox perf: ${perf.length} samples; frame_us median ${median("frame")} max ${max("frame")}; ` +
    `draw_us median ${median("draw")} max ${max("draw")}; update_us (frame - draw) median ` +
    `${upd.sort((a, b) => a - b)[upd.length >> 1]} max ${Math.max(...upd)}`);
if (max("frame") >= 16667) {
    console.error(`a sandbox frame took ${max("frame")} us, over a 60 Hz frame (16,667 us)`);
    process.exit(1);
}
' "$out"
echo "sandbox: ok ($out)"
