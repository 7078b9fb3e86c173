#!/usr/bin/env bash
# The original view on the PSP: the replay-autoplay EBOOT built with BOUNCE_VIEW=original
# plays level 1's completing replay in the original view, so the hoops pass out of the
# window's left edge and the door comes in from beyond its right edge and is entered.
# Every screenshot (every 10th frame) must show only the backdrop outside the window and
# its frame line: nothing of the level is drawn on the border, whatever the GPU clips. The
# replay hash must still equal the host's. Usage: tests/emu/view.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
. tests/emu/lib/prologue.sh
replay=tests/replays/level_00.txt
eboot=$(BOUNCE_VIEW=original BOUNCE_REPLAY="$replay" scripts/build-eboot.sh --features replay-autoplay | tail -n 1)
cp "$eboot" target/emu-view.pbp
prologue view target/emu-view.pbp
summary=$(cargo run -q -- play --level 0 --replay "$replay")
host=$(grep -o '"hash":"[0-9a-f]*"' <<<"$summary" | cut -d'"' -f4)
ticks=$(grep -o '"ticks":[0-9]*' <<<"$summary" | cut -d: -f2)
frames=$((3 * ticks + 60))
shots=$(seq -s, 30 10 "$frames")
node tests/emu/run.mjs --eboot "$eboot" --out "$out" --frames $((frames + 1)) --timeout 400 --quiet \
    --shot "$shots" --expect '^replay_hash='
psp=$(grep -o 'replay_hash=[0-9a-f]*' "$out/stdout.txt" | head -n 1 | cut -d= -f2)
[ "$host" = "$psp" ] || fail "replay hash: host $host, psp $psp"
# The window is 176 x 208 at (152, 32); its frame line lies 2 pixels out; the backdrop is
# render::scene::BORDER.
files=$(for f in ${shots//,/ }; do echo "$out/frame_$f.png"; done)
# shellcheck disable=SC2086
node tests/emu/compare.mjs --outside 150,30,180,212 --colour 101018 --tolerance 8 $files \
    > "$out/outside.txt" || { grep MISMATCH "$out/outside.txt" | head; fail "something drawn outside the window"; }
last=${shots##*,}
node tests/emu/compare.mjs --not-blank "$out/frame_30.png" "$out/frame_$last.png" >/dev/null
# Leave the normal EBOOT in place for the README's run command.
scripts/build-eboot.sh >/dev/null
echo "view: ok ($(wc -l <<<"$files") screenshots with only the backdrop outside the window, replay hash $psp equals the host's; $out)"
