#!/usr/bin/env bash
# The screens with the player's own resources, on the PSP: a resource set of our own whose
# font and HUD art differ from the built-in pack's (SET, default tests/layout_set's), made
# an interlaced .jar beside the EBOOT. One button script walks the title, Help > Controls,
# back, New Game, level 1 played through with its completing replay (tests/replays/
# level_00.txt as button presses), and the level complete screen. The host's
# `bounceback app --stick` runs the same script on the same stick: the EBOOT's screenshots
# of the title, the controls and the level complete screen must equal the host's (whose
# screens tests/screens.rs holds against golden pictures), and both runs must say
# `level complete`. Usage: tests/emu/screens.sh [EBOOT [SET]]
set -euo pipefail
cd "$(dirname "$0")/../.."
. tests/emu/lib/prologue.sh
prologue screens "${1:-}"
set_dir=${2:-}
if [ -z "$set_dir" ]; then
    # The layout test set (tests/layout_set: the original's traits, no original content),
    # written out by its test.
    cargo test -q --test screens the_layout_set_is_written_for_the_tool_and_reads_back >/dev/null
    set_dir=target/layout_set
fi
[ -d "$set_dir" ] || fail "no resource set at $set_dir"
stick="$out/stick"
game="$stick/PSP/GAME/BounceBack"
mkdir -p "$game"
python3 tests/tools/reinterlace.py "$set_dir" "$out/interlaced" >/dev/null
python3 tests/tools/jar.py "$out/interlaced" "$game/BounceBack.jar" --folder res >/dev/null
# The stick as the player hands it over: each run starts from a copy of it (the PSP's run
# writes its save there, encrypted as the savedata utility does, which the host would take
# for a damaged save).
mv "$stick" "$out/clean-stick"

# The menu walk (frame:button), then level 1's replay from frame $base on: the key events
# of tick t held from frame base + 3 (t - 1) (the simulation steps every third frame).
menus=(
    # the title opens on NEW GAME
    70:down 80:down 90:down 110:cross   # HELP
    130:down 150:cross                  # CONTROLS
    200:circle 220:circle               # back to the title (on HELP)
    240:up 250:up 260:up 280:cross      # NEW GAME -> the level list
    300:cross                           # LEVEL 1 -> its banner
    330:cross                           # the banner -> play
)
shots=(60 199)
presses() {
    python3 tests/emu/lib/replay_presses.py tests/replays/level_00.txt "$1"
}

# Find where the replay must start on the host (the banner's press decides the first
# step's frame), then use the same presses on the PSP.
found=
args=()
for p in "${menus[@]}"; do args+=(--press "$p"); done
for base in $(seq 330 1 338); do
    read -r -a replay <<<"$(presses "$base" | head -n 1)"
    last=$(presses "$base" | tail -n 1)
    rm -rf "$out/host" "$out/host-stick"
    cp -r "$out/clean-stick" "$out/host-stick"
    cargo run -q -- app --stick "$out/host-stick" --out "$out/host" --frames "$((last + 600))" \
        "${args[@]}" "${replay[@]}" >"$out/host.txt" 2>&1 || fail "host app: $(tail -n 3 "$out/host.txt")"
    done_at=$(sed -n 's/^frame \([0-9]*\): level complete$/\1/p' "$out/host.txt" | head -n 1)
    if [ -n "$done_at" ]; then
        found=$base
        break
    fi
done
[ -n "$found" ] || fail "the host never completed level 1 with the replay as presses"
grep -q '^frame [0-9]*: resources: .*BounceBack.jar' "$out/host.txt" || fail "the host did not read the .jar"
# Level complete once its bonus has counted up and the save made there is written (the
# saving indicator stays up 120 frames at least; its mark turns by the game's own frames).
end=$((done_at + 240))
shots+=("$end")
shot_list=$(IFS=,; echo "${shots[*]}")
cp -r "$out/clean-stick" "$stick"
node tests/emu/run.mjs --eboot "$eboot" --ms "$stick" --out "$out/psp" --frames "$((end + 1))" \
    --fast --timeout 400 --quiet "${args[@]}" "${replay[@]}" --shot "$shot_list" \
    --expect '^resources: ms0:/PSP/GAME/BounceBack/BounceBack.jar' --expect '^level complete$' \
    --reject 'panicked' --reject '^resource error'
# The PSP's game starts its frames once it has booted (the `first frame` line), the host's
# at once: the title's bouncing ball, which moves by the game's own frames, is where the
# host drew it `lag` frames earlier. The buttons are the harness's, the same frames for
# both, so a menu screen is compared with the host's frame `lag` earlier (no press between
# the two), and the level, which the presses drive, at the same frame.
first=$(python3 -c 'import json, sys; r = json.load(open(sys.argv[1])); print(next(l["frame"] for l in r["stdoutFrames"] if l["text"].startswith("first frame")))' "$out/psp/run.json")
lag=$((first - 1))
host_shots=("$((shots[0] - lag))" "$((shots[1] - lag))" "$end")
for k in 0 1; do
    for p in "${menus[@]}"; do
        f=${p%%:*}
        if [ "$f" -gt "${host_shots[$k]}" ] && [ "$f" -le "${shots[$k]}" ]; then
            fail "a press at $f falls between the host's frame ${host_shots[$k]} and the PSP's ${shots[$k]} (boot lag $lag)"
        fi
    done
done
rm -rf "$out/host" "$out/host-stick"
cp -r "$out/clean-stick" "$out/host-stick"
cargo run -q -- app --stick "$out/host-stick" --out "$out/host" --frames "$((end + 1))" \
    "${args[@]}" "${replay[@]}" --shot "$(IFS=,; echo "${host_shots[*]}")" >"$out/host.txt"
names=(title controls level_complete)
for k in 0 1 2; do
    f=${shots[$k]}
    h=${host_shots[$k]}
    node tests/emu/compare.mjs "$out/psp/frame_$f.png" "$out/host/frame_$h.png" --tolerance 8 \
        --diff "$out/diff_${names[$k]}.png" >"$out/compare_${names[$k]}.txt" ||
        fail "${names[$k]} (PSP frame $f, host frame $h): the pictures differ: $(cat "$out/compare_${names[$k]}.txt")"
done
# The three are three different screens.
cmp -s "$out/host/frame_${host_shots[0]}.png" "$out/host/frame_${host_shots[1]}.png" && fail "the controls look like the title"
cmp -s "$out/host/frame_${host_shots[1]}.png" "$out/host/frame_${host_shots[2]}.png" && fail "level complete looks like the controls"
echo "screens: ok (title, controls and level complete with $set_dir as a .jar equal the host's; boot lag $lag frames; replay from frame $found; $out)"
