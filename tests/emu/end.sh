#!/usr/bin/env bash
# The end of the game on the PSP: the congratulation for a game played in one go, and the
# bonus level's start. The host's `bounceback flow` plays tests/flow/one_go_paused_on_level_20.flow
# (all twenty regular levels from Level 1 with the pack's replays, paused four ticks before
# Level 20 is completed) and writes the save it leaves; that save goes on the stick as an
# old layout's file (as tests/emu/savedata.sh's). On the PSP: Continue, the splash dismissed,
# no key (the ball rolls into the door), the level complete screen, the congratulation ("in
# one go"), then the bonus level behind its banner. The host's `bounceback app --stick`
# runs the same presses on the same stick: the PSP's congratulation and bonus level banner
# must equal the host's (tests/flow.rs holds the same path's events to the oracle's values,
# tests/screens.rs the host's pictures). About 1.5 minutes.
# Usage: tests/emu/end.sh [EBOOT]
set -euo pipefail
cd "$(dirname "$0")/../.."
. tests/emu/lib/prologue.sh
prologue end "${1:-}"

# The save: the flow, and the set's folder name from a host start on an empty stick.
cargo run -q -- flow tests/flow/one_go_paused_on_level_20.flow --events "$out/events.jsonl" \
    --save-out "$out/save.bin" >/dev/null
grep -q '"event":"quit".*"level":20,.*"oneGo":true' "$out/events.jsonl" || fail "the flow did not pause Level 20 in one go"
cargo run -q -- app --stick "$out/probe" --out "$out/probe-out" --frames 1 >/dev/null
folder=$(find "$out/probe/PSP/SAVEDATA" -mindepth 1 -maxdepth 1 -type d -name 'BOUNCE001*' | head -n 1)
[ -n "$folder" ] || fail "the host named no save folder"
set_id=${folder##*/BOUNCE001}
mkdir -p "$out/clean-stick/PSP/SAVEDATA/BOUNCEBACK"
cp "$out/save.bin" "$out/clean-stick/PSP/SAVEDATA/BOUNCEBACK/S$set_id.BIN"

# 60 CROSS: Continue (the title opens on it) -> Level 20's banner; 90 SQUARE dismisses it
# (a button the game ignores); four ticks later the level is complete; 300 CROSS (the bonus
# counted up by then) -> the congratulation; 600 CROSS -> the bonus level's banner. The
# shots wait for the saving indicator of the saves before them to go.
presses=(--press 60:cross --press 90:square --press 300:cross --press 600:cross)
shots=(560 740)
cp -r "$out/clean-stick" "$out/stick"
node tests/emu/run.mjs --eboot "$eboot" --ms "$out/stick" --out "$out/psp" --frames 750 \
    --fast --timeout 300 --quiet "${presses[@]}" --shot "$(IFS=,; echo "${shots[*]}")" \
    --expect '^savedata: moving the old save' --expect '^continue level 20$' \
    --expect '^level complete$' --expect '^level 21 start$' \
    --reject 'panicked' --reject '^save ignored' --reject '^game over$'
# Boot lag: the PSP's game counts its frames from its first, the host's from the start.
first=$(python3 -c 'import json, sys; r = json.load(open(sys.argv[1])); print(next(l["frame"] for l in r["stdoutFrames"] if l["text"].startswith("first frame")))' "$out/psp/run.json")
lag=$((first - 1))
host_shots=("$((shots[0] - lag))" "$((shots[1] - lag))")
for k in 0 1; do
    for p in 60 90 300 600; do
        if [ "$p" -gt "${host_shots[$k]}" ] && [ "$p" -le "${shots[$k]}" ]; then
            fail "a press at $p falls between the host's frame ${host_shots[$k]} and the PSP's ${shots[$k]} (boot lag $lag)"
        fi
    done
done
cp -r "$out/clean-stick" "$out/host-stick"
cargo run -q -- app --stick "$out/host-stick" --out "$out/host" --frames 750 \
    "${presses[@]}" --shot "$(IFS=,; echo "${host_shots[*]}")" >"$out/host.txt"
for line in 'continue level 20' 'level complete' 'level 21 start'; do
    grep -q "^frame [0-9]*: $line\$" "$out/host.txt" || fail "the host did not say $line"
done
names=(congratulation bonus_banner)
for k in 0 1; do
    f=${shots[$k]}
    h=${host_shots[$k]}
    node tests/emu/compare.mjs "$out/psp/frame_$f.png" "$out/host/frame_$h.png" --tolerance 8 \
        --diff "$out/diff_${names[$k]}.png" >"$out/compare_${names[$k]}.txt" ||
        fail "${names[$k]} (PSP frame $f, host frame $h): the pictures differ: $(cat "$out/compare_${names[$k]}.txt")"
done
cmp -s "$out/host/frame_${host_shots[0]}.png" "$out/host/frame_${host_shots[1]}.png" &&
    fail "the bonus level's banner looks like the congratulation"
echo "end: ok (the congratulation for one go and the bonus level's banner equal the host's; boot lag $lag frames; $out)"
