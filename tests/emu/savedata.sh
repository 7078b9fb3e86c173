#!/usr/bin/env bash
# The save through the PSP's savedata utility (run.mjs --ms DIR):
#  1. a fresh stick: the pause / quit-to-title run of lib/quit_to_title.sh writes the save; then
#     DIR/PSP/SAVEDATA/BOUNCE001<set>/ holds PARAM.SFO (title "Bounce Back", the detail
#     line), ICON0.PNG (the EBOOT's icon) and DATA.BIN, and nothing is written to the old
#     sceIo folder PSP/SAVEDATA/BOUNCEBACK/;
#  2. a second run on the same stick loads it: the title opens on CONTINUE and CROSS
#     restores level 1;
#  3. a stick holding only an old save (PSP/SAVEDATA/BOUNCEBACK/S<set>.BIN, as the sceIo
#     versions wrote it; made here by the host's `bounceback app --stick`) is read at boot
#     and written to the savedata folder; the old file is left in place;
#  4. a save past the 4 KB the console once read (every level's slow time attack run, about
#     11.5 KB, written by tests/time_attack.rs) is moved over the same way, its 21 runs read,
#     then loaded from the savedata folder with its 21 runs again.
# HOME is not tested: libretro has no HOME button (see tests/emu/README.md).
# About 3 minutes (five runs with --fast).
# Usage: tests/emu/savedata.sh [EBOOT]   (builds the EBOOT when none is given)
set -euo pipefail
cd "$(dirname "$0")/../.."
. tests/emu/lib/prologue.sh
. tests/emu/lib/quit_to_title.sh
prologue savedata "${1:-}"
emu_session
run() { node tests/emu/run.mjs --timeout 180 --quiet --fast --reject 'panicked' "$@"; }
folder_of() { find "$1/PSP/SAVEDATA" -mindepth 1 -maxdepth 1 -type d -name 'BOUNCE001*' | sort | head -n 1; }

stick="$out/stick"
mkdir -p "$stick"
echo "== savedata: a fresh stick; play level 1, pause, quit to the title (a save)"
run --eboot "$eboot" --ms "$stick" --out "$out/first" --frames "$quit_to_title_frames" \
    "${quit_to_title[@]}" \
    --expect '^savedata: none$' --expect '^save written$' --expect '^save stored$' \
    --reject '^save failed'
dir=$(folder_of "$stick")
[ -n "$dir" ] || fail "no PSP/SAVEDATA/BOUNCE001* folder"
name=$(basename "$dir")
[[ "$name" =~ ^BOUNCE001[0-9A-F]{8}$ ]] || fail "folder $name is not BOUNCE001 and 8 hex digits"
for f in PARAM.SFO ICON0.PNG DATA.BIN; do
    [ -s "$dir/$f" ] || fail "$name/$f missing or empty"
done
cmp -s EBOOT-assets/ICON0.PNG "$dir/ICON0.PNG" || fail "$name/ICON0.PNG is not the EBOOT's icon"
grep -qa 'Bounce Back' "$dir/PARAM.SFO" || fail "PARAM.SFO has no title Bounce Back"
grep -qa 'Level 1 reached' "$dir/PARAM.SFO" || fail "PARAM.SFO has no detail line"
grep -qa 'Continue: level 1' "$dir/PARAM.SFO" || fail "PARAM.SFO's detail does not name the Continue level"
[ ! -e "$stick/PSP/SAVEDATA/BOUNCEBACK" ] || fail "the old sceIo folder was written"
echo "save: ${dir#"$stick"/}: $(cd "$dir" && ls | tr '\n' ' ')"

echo "== savedata: the same stick again; CONTINUE restores level 1"
run --ms "$stick" --out "$out/second" --frames 80 --press 40:cross \
    --expect "^savedata: loaded $name\$" --expect '^continue level 1$' --reject '^save ignored'

echo "== savedata: an old sceIo save is moved to the savedata folder"
old="$out/old"
mkdir -p "$old"
# The host writes a save (pause and quit to the title in level 1: a Continue point) where
# the EBOOT keeps it; it is moved to the old sceIo layout, as earlier builds left it.
cargo run -q -- app --stick "$old" --out "$out/host" --frames "$quit_to_title_frames" \
    "${quit_to_title[@]}" >/dev/null
host_dir=$(folder_of "$old")
[ -n "$host_dir" ] && [ -s "$host_dir/DATA.BIN" ] || fail "the host wrote no save"
mkdir -p "$old/PSP/SAVEDATA/BOUNCEBACK"
legacy="$old/PSP/SAVEDATA/BOUNCEBACK/S${host_dir##*/BOUNCE001}.BIN"
mv "$host_dir/DATA.BIN" "$legacy"
rm -r "$host_dir"
cp "$legacy" "$out/legacy.bin"
run --eboot "$eboot" --ms "$old" --out "$out/moved" --frames 120 --press 60:cross \
    --expect '^savedata: moving the old save to BOUNCE001' --expect '^save stored$' \
    --expect '^continue level 1$' --reject '^save failed'
moved=$(folder_of "$old")
[ -n "$moved" ] && [ -s "$moved/DATA.BIN" ] && [ -s "$moved/PARAM.SFO" ] || fail "the old save was not written through savedata"
cmp -s "$out/legacy.bin" "$legacy" || fail "the old file changed"
run --ms "$old" --out "$out/moved-again" --frames 60 \
    --expect "^savedata: loaded $(basename "$moved")\$" --reject '^savedata: moving'

echo "== savedata: a save past 4 KB (every level's slow time attack run) read, stored, read back"
# Written by the host's test of the runs' sizes (the embedded set's save, about 11.5 KB), as
# an old sceIo file: moved to the savedata folder at boot, then loaded from it.
cargo test -q --test time_attack sizes_of_the_runs_and_the_save_with_all_of_them >/dev/null
big="$out/big"
mkdir -p "$big/PSP/SAVEDATA/BOUNCEBACK"
cp target/time_attack/slow_runs.sav "$big/PSP/SAVEDATA/BOUNCEBACK/S${name#BOUNCE001}.BIN"
size=$(stat -c %s target/time_attack/slow_runs.sav)
[ "$size" -gt 4096 ] || fail "the slow runs' save is only $size bytes"
runs='^save: 21 time attack runs, [0-9]+ bytes$'
run --eboot "$eboot" --ms "$big" --out "$out/big-moved" --frames 120 \
    --expect '^savedata: moving the old save to BOUNCE001' --expect "$runs" \
    --expect '^save stored$' --reject '^save failed' --reject '^save ignored'
stored=$(folder_of "$big")
[ -n "$stored" ] && [ -s "$stored/DATA.BIN" ] || fail "the big save was not written through savedata"
run --eboot "$eboot" --ms "$big" --out "$out/big-loaded" --frames 60 \
    --expect "^savedata: loaded $(basename "$stored")\$" --expect "$runs" \
    --reject '^savedata: moving' --reject '^save ignored'
echo "savedata: a $size-byte save with 21 runs moved, stored and loaded back"
echo "savedata: ok ($out)"
