#!/usr/bin/env bash
# No memory stick (issue 26): the emulator with ppsspp_memstick_inserted=disabled. The game
# boots on the built-in pack, says `memory stick: none`, tells the player once that
# nothing can be saved (the notice before the title), plays level 1, pauses and quits to
# the title (the Continue point kept for the session only), and continues the level: no
# save utility call is made (no `savedata:`, `save stored` or `save failed` line), nothing
# is written under PSP/SAVEDATA, and the game keeps running to the last frame.
# Usage: tests/emu/nostick.sh [EBOOT]   (about half a minute)
set -euo pipefail
cd "$(dirname "$0")/../.."
. tests/emu/lib/prologue.sh
prologue nostick "${1:-}"
stick="$out/stick"
mkdir -p "$stick"
# 40 CROSS: the notice -> the title; 70 START: New Game -> the level list; 90 CROSS ->
# the banner; 120 CROSS plays, RIGHT held; 220 START pauses; DOWN x3, CROSS: QUIT TO TITLE
# asks; LEFT, CROSS: YES -> the title on CONTINUE; 330 CROSS continues level 1.
node tests/emu/run.mjs --eboot "$eboot" --ms "$stick" --out "$out/run" --frames 420 --fast \
    --timeout 240 --quiet --core-option ppsspp_memstick_inserted=disabled \
    --press 40:cross --press 70:start --press 90:cross --press 120:cross --press 130:right:60 \
    --press 220:start --press 240:down --press 250:down --press 260:down --press 280:cross \
    --press 290:left --press 300:cross --press 330:cross --shot 30,60,419 \
    --expect '^memory stick: none$' --expect '^resources: builtin$' \
    --expect '^no memory stick: not saving$' --expect '^level 1 start$' \
    --expect '^continue point kept, not saving$' --expect '^continue level 1$' \
    --reject '^savedata:' --reject '^save (written|stored|failed)' --reject 'panicked'
node tests/emu/compare.mjs --not-blank "$out/run/frame_30.png" "$out/run/frame_60.png" "$out/run/frame_419.png" >/dev/null
# The notice is not the title.
cmp -s "$out/run/frame_30.png" "$out/run/frame_60.png" && fail "the notice looks like the title"
written=$(find "$stick" -path '*/SAVEDATA/*' -type f | wc -l)
[ "$written" = 0 ] || fail "$written file(s) written under PSP/SAVEDATA"
echo "nostick: ok ($out)"
