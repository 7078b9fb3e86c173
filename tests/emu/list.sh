#!/usr/bin/env bash
# The GE display list guard in the real emulator (issue 17): an EBOOT built with a display
# list budget of 20,000 bytes (BOUNCE_GE_LIST_BUDGET; level 1 needs about twice that) plays
# level 1 with the overlay on. The game must run on (no panic, perf lines every second), every
# perf line must count dropped commands, and no frame may use more than the budget.
# Usage: tests/emu/list.sh   (builds its own EBOOT; the default build is left as it was)
set -euo pipefail
cd "$(dirname "$0")/../.."
out=target/emu/list
budget=20000
rm -rf "$out"
mkdir -p "$out"
bash tests/emu/setup.sh
eboot=$(BOUNCE_GE_LIST_BUDGET=$budget scripts/build-eboot.sh | tail -n 1)
cp "$eboot" "$out/small.pbp"
node tests/emu/run.mjs --eboot "$out/small.pbp" --out "$out" --frames 400 --timeout 300 --quiet \
    --press 40:start --press 60:cross --press 90:cross --press 100:select:1 \
    --press 150:right:100 --shot 390 --expect '^level 1 start$' --reject panicked
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
if (!dropped.every((d, i) => d > 0 && (i == 0 || d > dropped[i - 1]))) {
    console.error("dropped commands were not counted on every frame");
    process.exit(1);
}
' "$out" "$budget"
# Rebuild the default EBOOT so that the memory-stick layout holds the real game again.
scripts/build-eboot.sh >/dev/null
echo "list: ok ($out)"
