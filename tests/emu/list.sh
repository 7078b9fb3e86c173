#!/usr/bin/env bash
# The GE display list guard in the real emulator (issue 17): an EBOOT built with a display
# list budget of 40,000 bytes (BOUNCE_GE_LIST_BUDGET), half of it kept for the overlay,
# opens the sandbox (about 35 to 40 KB a frame, and a few KB of overlay) with the
# overlay on. The game must run on (no panic, perf lines every second), the sandbox must
# drop commands on every frame and count them, no frame may use more than the budget, and
# the overlay, drawn last, still shows them (frame_290.png).
# Usage: tests/emu/list.sh   (builds its own EBOOT; the default build is left as it was)
set -euo pipefail
cd "$(dirname "$0")/../.."
. tests/emu/lib/prologue.sh
out=target/emu/list$(strict_suffix)
budget=40000
rm -rf "$out"
mkdir -p "$out"
bash tests/emu/setup.sh
eboot=$(BOUNCE_GE_LIST_BUDGET=$budget scripts/build-eboot.sh | tail -n 1)
cp "$eboot" "$out/small.pbp"
node tests/emu/run.mjs --eboot "$out/small.pbp" --out "$out" --frames 300 --timeout 300 --quiet \
    --press 40:select:1 --press 50:down:2 --press 56:down:2 --press 62:down:2 \
    --press 68:down:2 --press 80:cross:2 --shot 290 --expect '^sandbox start$' --reject panicked
node --input-type=module -e '
import { readFileSync } from "node:fs";
const budget = +process.argv[2];
const perf = readFileSync(process.argv[1] + "/stdout.txt", "utf8").split("\n")
    .filter((l) => l.startsWith("perf "))
    .map((l) => Object.fromEntries(l.slice(5).split(" ").map((kv) => kv.split("="))));
if (perf.length < 4) {
    console.error(`only ${perf.length} perf lines`);
    process.exit(1);
}
const high = Math.max(...perf.map((p) => +p.list_high));
const dropped = perf.map((p) => +p.list_dropped);
console.log(`list: ${perf.length} perf lines; high-water ${high} of ${budget} bytes; dropped ${dropped.join(" ")}`);
if (high > budget) {
    console.error(`a frame used ${high} bytes, over the budget of ${budget}`);
    process.exit(1);
}
// From the second perf line in the sandbox on, at least one drop a frame (60 a line).
const sandbox = dropped.slice(-3);
if (!sandbox.every((d, i) => i == 0 || d - sandbox[i - 1] >= 60)) {
    console.error("the sandbox did not drop commands on every frame");
    process.exit(1);
}
' "$out" "$budget"
# Rebuild the default EBOOT so that the memory-stick layout holds the real game again.
scripts/build-eboot.sh >/dev/null
echo "list: ok ($out)"
