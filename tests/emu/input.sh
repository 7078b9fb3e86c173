#!/usr/bin/env bash
# Input in the real emulator (issue 17), three short fast-forwarded runs (about a minute):
#  1. the emulator set to O-confirm (core option ppsspp_button_preference=Circle, which
#     PPSSPP hands the game as the system parameter sceUtilityGetSystemParamInt reads): the
#     game prints `confirm: circle`, and without START, CIRCLE on the title opens New Game,
#     CROSS goes back to the title, CIRCLE opens it again and CIRCLE on LEVEL 1 starts it:
#     `level 1 start` comes after the fourth press, not before (CROSS confirming would
#     start the level at the second, CROSS doing nothing at the third);
#  2. the stick never jumps: level 1 with the ball at rest, run once with the D-pad and
#     once with the analog stick. While the stick is held up (frames 130-189) the pictures
#     equal those of the D-pad run, which holds nothing then (a jump would lift the ball);
#     while the stick is held up and right (frames 200-259) they equal those of the D-pad
#     run holding RIGHT. The D-pad run's ball does roll (its pictures change), so the
#     stick's right is seen. Both runs print `confirm: cross` (the emulator's default).
# Usage: tests/emu/input.sh EBOOT   (writes target/emu/input/; exit 1 if a check fails)
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
eboot=${1:?usage: input.sh EBOOT}
out=$here/../../target/emu/input
bash "$here/setup.sh"
rm -rf "$out"
mkdir -p "$out"
failed=()
run() { node "$here/run.mjs" --eboot "$eboot" --fast --timeout 180 --quiet "$@"; }
same() { node "$here/compare.mjs" "$1" "$2" ${3:+--diff "$3"} >/dev/null; }
# said LINE DIR: the run in DIR printed LINE, else a failure is noted.
said() {
    local line=$1 dir=$2
    grep -qxF "$line" "$dir/stdout.txt" || failed+=("$(basename "$dir"): no stdout line '$line'")
}

echo "== input: O-confirm: CIRCLE confirms, CROSS goes back"
# 40 CIRCLE (title, on NEW GAME) -> level select, 60 CROSS -> title, 80 CIRCLE -> level
# select, 100 CIRCLE -> level 1 (the PSP sees a press at frame F in frame F + 1).
if run --out "$out/circle" --frames 130 --core-option ppsspp_button_preference=Circle \
    --press 40:circle --press 60:cross --press 80:circle --press 100:circle --reject 'panicked'; then
    said "confirm: circle" "$out/circle"
    if ! node --input-type=module -e '
import { readFileSync } from "node:fs";
const run = JSON.parse(readFileSync(process.argv[1], "utf8"));
const start = run.stdoutFrames.find((l) => l.text === "level 1 start");
if (!start) {
    console.error("level 1 never started");
    process.exit(1);
}
if (start.frame <= 100) {
    console.error(`level 1 started at frame ${start.frame}, before the fourth press (100)`);
    process.exit(1);
}
console.log(`level 1 started at frame ${start.frame}`);
' "$out/circle/run.json"; then
        failed+=("O-confirm: CIRCLE, CROSS, CIRCLE, CIRCLE did not start level 1 at the last press")
    fi
else
    failed+=("O-confirm run")
fi

echo "== input: the stick never jumps"
# 40 START, 60 CROSS, 90 CROSS: level 1 in play; the ball has landed by frame 130.
level=(--frames 260 --press 40:start --press 60:cross --press 90:cross
    --shot 129,140,150,160,170,180,189,210,220,230,240,250 --expect '^level 1 start$'
    --reject 'panicked')
shots=(129 140 150 160 170 180 189 210 220 230 240 250)
if run --out "$out/dpad" "${level[@]}" --press 200:right:60 &&
    run --out "$out/stick" "${level[@]}" --press 130:lstick-up:60 \
        --press 200:lstick-up+lstick-right:60; then
    said "confirm: cross" "$out/dpad"
    said "confirm: cross" "$out/stick"
    for f in "${shots[@]}"; do
        if ! same "$out/dpad/frame_$f.png" "$out/stick/frame_$f.png" "$out/diff_$f.png"; then
            held=$([ "$f" -lt 200 ] && echo "stick up vs nothing" || echo "stick up+right vs RIGHT")
            failed+=("frame $f differs ($held; $out/diff_$f.png)")
        fi
    done
    if same "$out/dpad/frame_189.png" "$out/dpad/frame_250.png"; then
        failed+=("the D-pad run's RIGHT moved nothing: the check would not see the stick")
    fi
else
    failed+=("stick runs")
fi

if [ ${#failed[@]} -gt 0 ]; then
    printf 'input: FAIL: %s\n' "${failed[@]}" >&2
    exit 1
fi
echo "input: ok ($out)"
