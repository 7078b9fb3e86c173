#!/usr/bin/env bash
# The CPU clock (issue 26). The EBOOT raises the clock to 333 MHz at boot
# (scePowerSetClockFrequency(333, 333, 166)); a PSP-1000 runs a game at 222 MHz unless it
# does. Two scenes with the performance overlay on (its `perf` lines, once a second): level
# 1 rolling right, and the sandbox (the heaviest frame the game draws), each run on the
# strict PSP-1000 settings twice: with the CPU locked at 222 MHz, and with the clock left to
# the game. Checks:
#  - at 222 MHz every frame still fits one vertical blank (frame_us < 16,667), so a player
#    whose clock request were refused would still get 60 frames a second;
#  - left to the game, the frame times are those of a faster clock (the sandbox's draw time
#    at most 0.8 of the 222 MHz one): the EBOOT's clock request takes effect.
# Prints each scene's tick, draw and frame times (the medians of its perf lines) at both.
# Usage: tests/emu/clock.sh [EBOOT]   (about a minute and a half)
set -euo pipefail
cd "$(dirname "$0")/../.."
. tests/emu/lib/prologue.sh
prologue clock "${1:-}"
strict=(--core-option ppsspp_psp_model=psp_1000 --core-option ppsspp_fast_memory=disabled
    --core-option ppsspp_ignore_bad_memory_access=disabled)
# 70 START (title: New Game) -> level list, 90 CROSS -> banner, 120 CROSS plays, the
# overlay on at 125, RIGHT held.
level=(--frames 460 --press 70:start --press 90:cross --press 120:cross --press 125:select:1
    --press 130:right:300)
# The overlay on at the title, four DOWNs to SANDBOX, CROSS.
sandbox=(--frames 400 --press 70:select:1 --press 80:down:2 --press 86:down:2 --press 92:down:2
    --press 98:down:2 --press 110:cross:2)
for clock in 222 game; do
    lock=()
    [ "$clock" = game ] || lock=(--core-option "ppsspp_locked_cpu_speed=${clock}MHz")
    node tests/emu/run.mjs --eboot "$eboot" --out "$out/level_$clock" --fast --timeout 240 --quiet \
        "${strict[@]}" "${lock[@]}" "${level[@]}" --expect '^level 1 start$' --reject panicked
    node tests/emu/run.mjs --eboot "$eboot" --out "$out/sandbox_$clock" --fast --timeout 240 --quiet \
        "${strict[@]}" "${lock[@]}" "${sandbox[@]}" --expect '^sandbox start$' --reject panicked
done
python3 - "$out" <<'PY' || fail "see above"
import statistics, sys
out = sys.argv[1]
def perf(run, after=None):
    lines = open(f"{out}/{run}/stdout.txt").read().splitlines()
    if after is not None:
        lines = lines[lines.index(after) + 1:]
    rows = [dict(kv.split("=") for kv in l.split()[1:]) for l in lines if l.startswith("perf ")]
    return [{k: int(v) for k, v in r.items()} for r in rows]
ok = True
med = {}
for scene, after in (("level", None), ("sandbox", "sandbox start")):
    for clock in ("222", "game"):
        rows = perf(f"{scene}_{clock}", after)
        if len(rows) < 3:
            print(f"clock: {scene} at {clock}: only {len(rows)} perf lines")
            ok = False
            continue
        m = {k: statistics.median(r[k] for r in rows) for k in ("tick_us", "draw_us", "frame_us")}
        med[scene, clock] = m
        worst = max(r["frame_us"] for r in rows)
        print(f"clock: {scene:8} {'222 MHz' if clock == '222' else 'the game':9} tick {m['tick_us']:6.0f} us"
              f"  draw {m['draw_us']:6.0f} us  frame {m['frame_us']:6.0f} us  (worst frame {worst} us)")
        if clock == "222" and worst >= 16667:
            print(f"clock: {scene} at 222 MHz: a frame took {worst} us, over one vertical blank")
            ok = False
if ("sandbox", "game") in med and ("sandbox", "222") in med:
    ratio = med["sandbox", "game"]["draw_us"] / med["sandbox", "222"]["draw_us"]
    print(f"clock: the sandbox's draw time left to the game is {ratio:.2f} of 222 MHz's")
    if ratio > 0.8:
        print("clock: the EBOOT's clock request did not take effect")
        ok = False
sys.exit(0 if ok else 1)
PY
echo "clock: ok ($out)"
