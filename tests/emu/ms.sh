#!/usr/bin/env bash
# The harness's memory stick (run.mjs --ms DIR) with the game:
#  1. a fresh stick folder holding a marker file: the game runs from
#     ms0:/PSP/GAME/BounceBack/EBOOT.PBP, and the pause / quit-to-title run of lib/quit_to_title.sh
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
. tests/emu/lib/quit_to_title.sh
prologue ms "${1:-}"
emu_session
stick="$out/stick"
mkdir -p "$stick/MARKER"
echo "placed by tests/emu/ms.sh" >"$stick/MARKER/MARKER.TXT"
run() { node tests/emu/run.mjs --timeout 180 --quiet --fast --ms "$stick" --reject 'panicked' "$@"; }

echo "== ms: a fresh stick; play level 1, pause, quit to the title (a save)"
# The pause / quit-to-title run (tests/emu/lib/quit_to_title.sh).
run --eboot "$eboot" --out "$out/first" --frames "$quit_to_title_frames" \
    "${quit_to_title[@]}" \
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
