#!/usr/bin/env bash
# The harness's memory stick (run.mjs --ms DIR) with the game:
#  1. a fresh stick folder holding a marker file: the game runs from
#     ms0:/PSP/GAME/BounceBack/EBOOT.PBP, and the pause / quit-to-title sequence of game.sh
#     writes a save; afterwards the folder still holds the marker, holds the EBOOT, and
#     holds the save where the savedata utility puts it: PSP/SAVEDATA/BOUNCE001<set>/DATA.BIN
#     (tests/emu/savedata.sh checks the rest of that folder);
#  2. a second run on the same folder: the title opens on CONTINUE, and CROSS restores
#     level 1 from that save.
# About a minute (two runs with --fast).
# Usage: tests/emu/ms.sh [EBOOT]   (builds the EBOOT when none is given)
set -euo pipefail
cd "$(dirname "$0")/../.."
. tests/emu/lib/prologue.sh
prologue ms "${1:-}"
stick="$out/stick"
mkdir -p "$stick/MARKER"
echo "placed by tests/emu/ms.sh" >"$stick/MARKER/MARKER.TXT"
run() { node tests/emu/run.mjs --timeout 180 --quiet --fast --ms "$stick" --reject 'panicked' "$@"; }

echo "== ms: a fresh stick; play level 1, pause, quit to the title (a save)"
# The presses of game.sh's pause run: 40 START (title: New Game) -> level select, 60 CROSS ->
# level 1 banner, 90 CROSS plays, 100-160 RIGHT, 170 START pauses, 200 START resumes,
# 230 START pauses again, 250/262/274 DOWN to QUIT TO TITLE, 290 CROSS asks, 300 LEFT
# selects YES, 312 CROSS quits (save).
run --eboot "$eboot" --out "$out/first" --frames 340 \
    --press 40:start --press 60:cross --press 90:cross --press 100:right:60 \
    --press 170:start --press 200:start --press 230:start \
    --press 250:down --press 262:down --press 274:down --press 290:cross \
    --press 300:left --press 312:cross \
    --expect '^level 1 start$' --expect '^save written$' --expect '^save stored$' \
    --reject '^save failed$'
[ "$(cat "$stick/MARKER/MARKER.TXT")" = "placed by tests/emu/ms.sh" ] || fail "the marker file changed or vanished"
cmp -s "$eboot" "$stick/PSP/GAME/BounceBack/EBOOT.PBP" || fail "the stick does not hold the EBOOT"
save=$(find "$stick/PSP/SAVEDATA" -path '*/BOUNCE001*/DATA.BIN' -size +0 2>/dev/null | sort | head -n 1)
[ -n "$save" ] || fail "no save (PSP/SAVEDATA/BOUNCE001*/DATA.BIN) after quitting to the title"
[ ! -e "$stick/PSP/SAVEDATA/BOUNCEBACK" ] || fail "the old sceIo save folder was written"
grep -q '"gamePath": "/data/saves/PPSSPP/PSP/GAME/BounceBack/EBOOT.PBP"' "$out/first/run.json" \
    || fail "the core did not start the EBOOT from the stick"
cp "$save" "$out/SAVE.BIN.first"
echo "save: ${save#"$stick"/} ($(stat -c %s "$save") bytes)"

echo "== ms: the same stick again; CONTINUE restores level 1"
# With a save, the title opens on CONTINUE: CROSS at 40 continues.
run --out "$out/second" --frames 80 --press 40:cross \
    --expect '^continue level 1$' --reject '^save ignored'
[ "$(cat "$stick/MARKER/MARKER.TXT")" = "placed by tests/emu/ms.sh" ] || fail "the marker file changed or vanished"
cmp -s "$out/SAVE.BIN.first" "$save" || fail "the save changed in a run that only continued"
echo "ms: ok ($out)"
