#!/usr/bin/env bash
# The game in the real emulator (issue 8's checks), run by .ci/run:
#  1. boot to the title, START and CROSS into level 1: the picture after N frames matches
#     tests/emu/golden/level1.png (small per-pixel tolerance);
#  2. the demo-autoplay EBOOT prints the same demo_hash as `bounceback play --demo`;
#  3. the replay-autoplay EBOOT prints the same replay_hash as `bounceback play` with the
#     same replay;
#  4. pause, resume and quit to the title by injected buttons write a save, and Continue
#     restores the level from it within the same run.
# Usage: tests/emu/game.sh [--bless]   (--bless rewrites the golden pictures)
set -euo pipefail
cd "$(dirname "$0")/../.."
bless=${1:-}
. tests/emu/lib/prologue.sh
. tests/emu/lib/quit_to_title.sh
out=target/emu/game$(strict_suffix)
rm -rf "$out"
mkdir -p "$out"
bash tests/emu/setup.sh
run() { node tests/emu/run.mjs --timeout 300 --quiet "$@"; }
hash_of() { grep -o "$1=[0-9a-f]*" "$2" | head -n 1 | cut -d= -f2; }

echo "== game: title to level 1"
eboot=$(scripts/build-eboot.sh | tail -n 1)
cp "$eboot" "$out/game.pbp"
run --eboot "$out/game.pbp" --out "$out/level1" --frames 151 \
    --press 40:start --press 60:cross --press 90:cross --shot 150 \
    --expect '^level 1 start$'
golden=tests/emu/golden/level1.png
if [ "$bless" = "--bless" ]; then
    cp "$out/level1/frame_150.png" "$golden"
    echo "blessed $golden"
fi
node tests/emu/compare.mjs "$out/level1/frame_150.png" "$golden" --tolerance 8 --max-diff-pixels 400 \
    --diff "$out/level1/diff.png"

echo "== game: pause, resume, quit to title, continue"
# The pause / quit-to-title run (tests/emu/lib/quit_to_title.sh), then 350 CROSS on CONTINUE.
run --eboot "$out/game.pbp" --out "$out/pause" --frames 420 \
    "${quit_to_title[@]}" \
    --press 350:cross --shot 185,215,300,400 \
    --expect '^save written$' --expect '^save stored$' --expect '^continue level 1$'
node tests/emu/compare.mjs --not-blank "$out/pause/frame_185.png" "$out/pause/frame_300.png" "$out/pause/frame_400.png"

echo "== game: demo-autoplay hash equals the host's"
host=$(cargo run -q -- play --demo | grep -o '"hash":"[0-9a-f]*"' | cut -d'"' -f4)
ticks=$(cargo run -q -- play --demo | grep -o '"ticks":[0-9]*' | cut -d: -f2)
eboot=$(scripts/build-eboot.sh --features demo-autoplay | tail -n 1)
cp "$eboot" "$out/demo.pbp"
run --eboot "$out/demo.pbp" --out "$out/demo" --frames $((3 * ticks + 120)) --fast --expect '^demo_hash='
psp=$(hash_of demo_hash "$out/demo/stdout.txt")
echo "host $host psp $psp"
[ "$host" = "$psp" ]

echo "== game: replay-autoplay hash equals the host's"
replay=${BOUNCE_REPLAY:-tests/replays/level_00.txt}
level=$(basename "$replay" .txt | sed 's/level_0*//; s/^$/0/')
host=$(cargo run -q -- play --level "$level" --replay "$replay" | grep -o '"hash":"[0-9a-f]*"' | cut -d'"' -f4)
eboot=$(BOUNCE_REPLAY="$replay" scripts/build-eboot.sh --features replay-autoplay | tail -n 1)
cp "$eboot" "$out/replay.pbp"
ticks=$(cargo run -q -- play --level "$level" --replay "$replay" | grep -o '"ticks":[0-9]*' | cut -d: -f2)
run --eboot "$out/replay.pbp" --out "$out/replay" --frames $((3 * ticks + 120)) --fast --expect '^replay_hash='
psp=$(hash_of replay_hash "$out/replay/stdout.txt")
echo "host $host psp $psp"
[ "$host" = "$psp" ]

# Leave the normal EBOOT in place for the README's run command.
scripts/build-eboot.sh >/dev/null
echo "game: ok ($out)"
