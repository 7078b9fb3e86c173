#!/usr/bin/env bash
# The second program (examples/square.rs) on the same platform, in its own EBOOT:
#  1. a fresh stick: it boots (the platform's boot line, then its own), draws the square
#     at the centre on the background, RIGHT held moves it right by 2 pixels a frame,
#     and once it stops its place is saved through the savedata utility
#     (PSP/SAVEDATA/SQUARE00100000000/ with the title "Square");
#  2. the same stick again: the save is loaded and the square starts where it stopped.
# Every screenshot is checked pixel by pixel (tests/emu/lib/square.mjs): one whole 32x32
# square of its colour, background everywhere else.
# Usage: tests/emu/example.sh [EBOOT]   (builds the example's EBOOT when none is given;
# about a minute)
set -euo pipefail
cd "$(dirname "$0")/../.."
. tests/emu/lib/prologue.sh
example=${1:-}
if [ -z "$example" ]; then
    example=$(scripts/build-example.sh square | tail -n 1)
fi
prologue example "$example"
run() { node tests/emu/run.mjs --timeout 180 --quiet --fast --reject 'panicked' "$@"; }
square() { node tests/emu/lib/square.mjs "$1" || fail "screenshot $1"; }
stick="$out/stick"
mkdir -p "$stick"
hold=30
echo "== example: boot, the square at the centre, RIGHT for $hold frames, the place saved"
run --eboot "$eboot" --ms "$stick" --out "$out/first" --frames 200 \
    --press 80:right:$hold --shot 60,150 \
    --expect '^bounceback boot ok [0-9]+\.[0-9]+\.[0-9]+$' --expect '^savedata: none$' \
    --expect '^square at 224,120$' --expect '^save stored$' --reject '^save failed'
at=$(square "$out/first/frame_60.png")
[ "$at" = 224,120 ] || fail "the square starts at $at, not at the centre 224,120"
moved=$(square "$out/first/frame_150.png")
x=${moved%,*}
y=${moved#*,}
[ "$y" = 120 ] || fail "RIGHT moved the square to $moved: off its row"
# Two pixels a frame for the frames RIGHT was held (a frame either way for the pad's timing).
[ "$x" -ge $((224 + 2 * (hold - 1))) ] && [ "$x" -le $((224 + 2 * (hold + 1))) ] ||
    fail "RIGHT for $hold frames moved the square to $moved"
dir="$stick/PSP/SAVEDATA/SQUARE00100000000"
[ -s "$dir/DATA.BIN" ] || fail "no save in PSP/SAVEDATA/SQUARE00100000000"
grep -qa 'Square' "$dir/PARAM.SFO" || fail "PARAM.SFO has no title Square"

echo "== example: the same stick again; the square starts at $moved"
run --ms "$stick" --out "$out/second" --frames 90 --shot 60 \
    --expect '^savedata: loaded SQUARE00100000000$' --expect "^square at $moved\$"
again=$(square "$out/second/frame_60.png")
[ "$again" = "$moved" ] || fail "the square starts at $again after a save at $moved"
echo "example: ok ($out)"
