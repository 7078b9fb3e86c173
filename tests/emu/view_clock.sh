#!/usr/bin/env bash
# The original view's cost at each SCREEN setting on a PSP-1000 locked at 222 MHz: the
# EBOOTs tests/emu/view.sh built (target/emu/view/<setting>/view.pbp: level 1's replay in
# the original view) run with the strict settings and the performance overlay on (SELECT
# at frame 40); prints each setting's tick, draw and frame times (the medians and the worst
# of the overlay's once-a-second perf lines) and fails if a frame misses its vertical
# blank (16,667 us). Usage: tests/emu/view_clock.sh   (after tests/emu/view.sh; ~1.5 min)
set -euo pipefail
cd "$(dirname "$0")/../.."
. tests/emu/lib/prologue.sh
name=view_clock
out=target/emu/view_clock
rm -rf "$out"
mkdir -p "$out"
for tag in 1-1 sharp smooth; do
    eboot=target/emu/view/$tag/view.pbp
    [ -f "$eboot" ] || fail "no $eboot: run tests/emu/view.sh first"
    node tests/emu/run.mjs --eboot "$eboot" --out "$out/$tag" --frames 760 --fast --timeout 300 \
        --quiet "${at_222_mhz[@]}" --press 40:select:1 --expect '^perf ' --reject panicked >/dev/null
done
python3 - "$out" <<'PY' || fail "a frame missed its vertical blank at 222 MHz"
import statistics, sys
ok = True
for tag in ("1-1", "sharp", "smooth"):
    lines = open(f"{sys.argv[1]}/{tag}/stdout.txt").read().splitlines()
    rows = [{k: int(v) for k, v in (kv.split("=") for kv in l.split()[1:])} for l in lines if l.startswith("perf ")]
    m = {k: statistics.median(r[k] for r in rows) for k in ("tick_us", "draw_us", "frame_us")}
    worst = max(r["frame_us"] for r in rows)
    print(f"view_clock: {tag:6} at 222 MHz: tick {m['tick_us']:5.0f} us  draw {m['draw_us']:5.0f} us"
          f"  frame {m['frame_us']:5.0f} us  (worst frame {worst} us, {len(rows)} perf lines)")
    ok = ok and worst < 16667
sys.exit(0 if ok else 1)
PY
echo "view_clock: ok ($out)"
