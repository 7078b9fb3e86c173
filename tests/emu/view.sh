#!/usr/bin/env bash
# The original view on the PSP at each SCREEN setting (1:1, SHARP, SMOOTH): the
# replay-autoplay EBOOT built with BOUNCE_VIEW=original and BOUNCE_SCALE=<setting> plays
# level 1's completing replay in the original view, so the hoops pass out of the window's
# left edge and the door comes in from beyond its right edge and is entered.
#  - Every screenshot (every 10th frame) shows only the backdrop outside the window and its
#    frame line: nothing of the level is drawn on the border, whatever the GPU clips.
#  - The replay hash equals the host's.
#  - Screenshots of five frames of play equal the host's pictures of the same frames
#    (`bounceback app --replay ... --view original --scale <setting>`, drawn with the
#    software reference of the GE's filter, src/gfx/scale.rs): exactly at 1:1; enlarged,
#    within what the GE's filter rounding leaves (see SCALED_MAX below), the largest and
#    mean difference per channel printed. A sixth, level complete's panel over the window
#    (its text drawn unscaled over the enlarged picture), within SCALED_MAX too: the GE
#    rounds the panel's translucent fill by 1 where the host's blend does not, so it is not
#    exact even at 1:1 (as in tests/emu/screens.sh).
# Usage: tests/emu/view.sh [SETTING...]   (default: 1:1 sharp smooth)
set -euo pipefail
cd "$(dirname "$0")/../.."
. tests/emu/lib/prologue.sh
replay=tests/replays/level_00.txt
# The enlarged pictures may differ from the host's by one of the filter's 16 weight steps
# (255 / 16, so 16 with the cut) where a pixel's centre falls exactly on a 16th of a texel
# (window columns 57 and 172 at both settings, and with SMOOTH the rows j with 2j + 1 a
# multiple of 17): the emulator interpolates texture coordinates in floating point and
# lands a hair off the exact tie the integer reference keeps, to either side. Measured on
# five frames: at most 15 per channel, a mean under 0.012, at most 258 of 62,560 pixels.
SCALED_MAX=16
SCALED_MEAN=0.05
settings=("$@")
[ ${#settings[@]} -gt 0 ] || settings=(1:1 sharp smooth)
name=view
out=target/emu/view$(strict_suffix)
rm -rf "$out"
mkdir -p "$out"
bash tests/emu/setup.sh
summary=$(cargo run -q -- play --level 0 --replay "$replay")
host=$(grep -o '"hash":"[0-9a-f]*"' <<<"$summary" | cut -d'"' -f4)
ticks=$(grep -o '"ticks":[0-9]*' <<<"$summary" | cut -d: -f2)
frames=$((3 * ticks + 60))
shots=$(seq -s, 30 10 "$frames")
compared=(100 250 400 550 700)
panel=820
report=()
for setting in "${settings[@]}"; do
    tag=${setting/:/-}
    dir="$out/$tag"
    mkdir -p "$dir"
    eboot=$(BOUNCE_VIEW=original BOUNCE_SCALE="$setting" BOUNCE_REPLAY="$replay" \
        scripts/build-eboot.sh --features replay-autoplay | tail -n 1)
    cp "$eboot" "$dir/view.pbp"
    node tests/emu/run.mjs --eboot "$dir/view.pbp" --out "$dir/psp" --frames $((frames + 1)) \
        --timeout 400 --quiet --shot "$shots" --expect '^replay_hash=' --reject 'panicked'
    psp=$(grep -o 'replay_hash=[0-9a-f]*' "$dir/psp/stdout.txt" | head -n 1 | cut -d= -f2)
    [ "$host" = "$psp" ] || fail "$setting: replay hash: host $host, psp $psp"
    # The window (176 x 208 at (152, 32), or 230 x 272 at (125, 0) enlarged); its frame
    # line lies 2 pixels out; the backdrop is render::scene::BORDER.
    if [ "$setting" = 1:1 ]; then win=152,32,176,208; outside=150,30,180,212; else win=125,0,230,272; outside=123,-2,234,276; fi
    files=$(for f in ${shots//,/ }; do echo "$dir/psp/frame_$f.png"; done)
    # shellcheck disable=SC2086
    node tests/emu/compare.mjs --outside "$outside" --colour 101018 --tolerance 8 $files \
        >"$dir/outside.txt" || { grep MISMATCH "$dir/outside.txt" | head; fail "$setting: something drawn outside the window"; }
    last=${shots##*,}
    node tests/emu/compare.mjs --not-blank "$dir/psp/frame_30.png" "$dir/psp/frame_$last.png" >/dev/null
    # The host's frame N is the PSP's frame N + lag (the PSP's game starts its frames once
    # it has booted: the `first frame` line).
    first=$(python3 -c 'import json, sys; r = json.load(open(sys.argv[1])); print(next(l["frame"] for l in r["stdoutFrames"] if l["text"].startswith("first frame")))' "$dir/psp/run.json")
    lag=$((first - 1))
    host_shots=$(for f in "${compared[@]}" "$panel"; do echo $((f - lag)); done | paste -sd,)
    cargo run -q -- app --replay "$replay" --level 0 --view original --scale "$setting" \
        --out "$dir/host" --frames "$((panel - lag))" --shot "$host_shots" >"$dir/host.txt"
    grep -q 'level complete' "$dir/host.txt" || fail "$setting: the host's replay did not complete the level"
    stats=$(node tests/emu/lib/channels.mjs "$dir/psp/frame_$panel.png" "$dir/host/frame_$((panel - lag)).png")
    echo "$setting level complete, frame $panel: $stats" >"$dir/panel.txt"
    python3 -c 'import json, sys; s = json.loads(sys.argv[1]); sys.exit(max(s["max"]) > int(sys.argv[2]))' \
        "$stats" "$SCALED_MAX" || fail "$setting: level complete (PSP frame $panel): $stats"
    for f in "${compared[@]}"; do
        a="$dir/psp/frame_$f.png"
        b="$dir/host/frame_$((f - lag)).png"
        if [ "$setting" = 1:1 ]; then
            node tests/emu/compare.mjs "$a" "$b" --diff "$dir/diff_$f.png" >"$dir/compare_$f.txt" ||
                fail "$setting: PSP frame $f differs from the host's frame $((f - lag)): $(cat "$dir/compare_$f.txt")"
        fi
        stats=$(node tests/emu/lib/channels.mjs "$a" "$b" --rect "$win")
        echo "$setting frame $f: $stats" >>"$dir/channels.txt"
        python3 - "$stats" "$SCALED_MAX" "$SCALED_MEAN" "$setting $f" <<'PY' || fail "$setting: PSP frame $f: $stats"
import json, sys
s = json.loads(sys.argv[1])
if max(s["max"]) > int(sys.argv[2]) or max(s["mean"]) > float(sys.argv[3]):
    sys.exit(f"{sys.argv[4]}: over the tolerance: {s}")
PY
    done
    worst=$(python3 - "$dir/channels.txt" <<'PY'
import json, sys
rows = [json.loads(l.split(": ", 1)[1]) for l in open(sys.argv[1])]
mx = [max(r["max"][c] for r in rows) for c in range(3)]
mean = [round(sum(r["mean"][c] for r in rows) / len(rows), 4) for c in range(3)]
px = max(r["differ"] for r in rows)
print(f"max R,G,B {mx}, mean {mean}, at most {px} of {rows[0]['pixels']} pixels differ")
PY
)
    report+=("$setting: $worst; level complete: $(cut -d' ' -f6- "$dir/panel.txt")")
done
# Leave the normal EBOOT in place for the README's run command.
scripts/build-eboot.sh >/dev/null
echo "view: ok (replay hash $host equals the host's at every setting; only the backdrop outside the window; the PSP's pictures against the host's:"
printf '  %s\n' "${report[@]}"
echo ")"
