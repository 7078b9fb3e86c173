#!/usr/bin/env bash
# Out of memory and a panic are a screen, not a hang (issue 48). Two probe EBOOTs
# (feature memory-probe, src/platform/psp/memory.rs):
#  1. at frame 200 one allocation of twice the heap: stdout carries
#     `THE GAME RAN OUT OF MEMORY: ...`, the screen shows it in plain words (the picture
#     equals tests/emu/golden/out_of_memory.png), and HOME (notified 60 frames into the
#     stop) quits (`stopped: exit`);
#  2. at frame 200 a deliberate panic: `THE GAME STOPPED: panicked at <file>:<line>:<col>:
#     a deliberate panic (memory-probe)`, its screen, HOME quits.
# About three minutes (two EBOOT builds, two short runs).
# Usage: tests/emu/memory.sh [--bless]
set -euo pipefail
cd "$(dirname "$0")/../.."
bless=${1:-}
. tests/emu/lib/prologue.sh
out=target/emu/memory$(strict_suffix)
rm -rf "$out"
mkdir -p "$out"
bash tests/emu/setup.sh
run() { node tests/emu/run.mjs --timeout 180 --quiet --fast "$@"; }
for what in oom panic; do
    echo "== memory: $what at frame 200, HOME 60 frames later"
    probe=$(BOUNCE_MEMORY_PROBE="$what@200" scripts/build-eboot.sh --features memory-probe | tail -n 1)
    cp "$probe" "$out/$what.pbp"
    case $what in
        oom) line='^THE GAME RAN OUT OF MEMORY: 16777216 BYTES ASKED, [0-9]+ OF 8388608 IN USE$'; golden=out_of_memory ;;
        panic) line='^THE GAME STOPPED: panicked at src/platform/psp/memory.rs:[0-9]+:[0-9]+: a deliberate panic \(memory-probe\)$'; ;;
    esac
    run --eboot "$out/$what.pbp" --out "$out/$what" --frames 420 --shot 400 \
        --expect "$line" --expect '^probe: exit 60 frames into the stop \(0\)$' --expect '^stopped: exit$'
    if [ "$what" = panic ]; then
        # The screen names the panic's line in memory.rs, which moves with any edit above
        # it: the words are held by the stdout line, the picture only to be there.
        node tests/emu/compare.mjs --not-blank "$out/$what/frame_400.png" || fail "no panic screen"
        continue
    fi
    # Up to 300 pixels may differ: the bytes in use (their digits) move with any change of
    # the start-up's allocations; the words are held by the stdout line.
    if [ "$bless" = "--bless" ]; then
        cp "$out/$what/frame_400.png" "tests/emu/golden/$golden.png"
    fi
    node tests/emu/compare.mjs "$out/$what/frame_400.png" "tests/emu/golden/$golden.png" \
        --tolerance 0 --max-diff-pixels 300 || fail "the $what screen differs from tests/emu/golden/$golden.png"
done
# Leave the normal EBOOT in place (the builds above wrote the same path).
scripts/build-eboot.sh >/dev/null
echo "memory: ok ($out)"
