#!/usr/bin/env bash
# MY LEVELS on the harness's memory stick (run.mjs --ms DIR), by injected buttons alone:
#  1. a fresh stick: MAKE A LEVEL (UP three times from NEW GAME), the new level test-played
#     from its start with RIGHT held to the door (its run kept), named "12" with the system's
#     on-screen keyboard (NAME in the level's menu: CROSS on 1, RIGHT, CROSS on 2, START), and
#     SAVE TO MY LEVELS: the folder PSP/GAME/BounceBack/MYLEVELS/ is written through sceIo
#     (mylevels.txt, lf, the replay and the set's art files);
#  2. a second boot on the same stick: MY LEVELS (UP twice) lists the level, PLAY from its
#     menu, RIGHT held to the door: the best bonus is written to mylevels.txt.
# About a minute (two runs with --fast).
# Usage: tests/emu/editor.sh [EBOOT]   (builds the EBOOT when none is given)
set -euo pipefail
cd "$(dirname "$0")/../.."
. tests/emu/lib/prologue.sh
prologue editor "${1:-}"
stick="$out/stick"
mkdir -p "$stick"
run() { node tests/emu/run.mjs --timeout 180 --quiet --fast --ms "$stick" --reject 'panicked' "$@"; }
dir="$stick/PSP/GAME/BounceBack/MYLEVELS"

echo "== editor: make a level, finish it in test play, save it to MY LEVELS"
run --eboot "$eboot" --out "$out/first" --frames 1200 \
    --press 40:up --press 50:up --press 60:up --press 70:cross \
    --press 90:start --press 100:right:600 \
    --press 760:circle --press 775:down --press 785:down --press 800:cross \
    --press 900:cross --press 930:right --press 960:cross --press 1000:start \
    --press 1060:down --press 1080:cross \
    --expect '^mylevels: 0 levels$' --expect '^editor open$' \
    --expect '^editor level complete, bonus [0-9]+$' \
    --expect '^keyboard open$' --expect '^keyboard closed: typed$' --expect '^editor name: 12$' \
    --expect '^mylevels saved level 1$' --expect '^mylevels written: 1 levels$' \
    --reject '^mylevels write failed' --reject '^editor refused'
for f in mylevels.txt lf level-1.replay.txt tf b im if0 s; do
    [ -s "$dir/$f" ] || fail "MYLEVELS/$f was not written"
done
grep -qx '12|1|0' "$dir/mylevels.txt" || fail "mylevels.txt: $(cat "$dir/mylevels.txt")"

echo "== editor: the same stick again; MY LEVELS lists it, PLAY finishes it"
run --out "$out/second" --frames 600 \
    --press 40:up --press 50:up --press 60:cross --press 90:cross --press 110:cross \
    --press 130:right:400 \
    --expect '^mylevels: 1 levels$' --expect '^my levels open$' --expect '^my levels play 1$' \
    --expect '^my levels level complete, bonus [1-9][0-9]*$' \
    --reject '^mylevels damaged' --reject '^mylevels write failed'
grep -qE '^12\|1\|[1-9][0-9]*$' "$dir/mylevels.txt" || fail "no best bonus: $(cat "$dir/mylevels.txt")"
echo "editor: ok ($out)"
