#!/usr/bin/env bash
# The self-test EBOOT (examples/selftest.rs, scripts/build-selftest.sh) in the emulator, as
# a tester would start it from the stick (PSP/GAME/BounceBackTest/): every check that needs
# no person runs and PASSes, the ones that need a person (sleep, HOME) and those the
# emulator cannot show (ef0: of a PSP Go, a full stick) are SKIPPED; stdout ends with
# `selftest: N passed, 0 failed, K skipped`, and selftest.txt beside the EBOOT holds the
# same lines. Also: no VFPU instruction in the game's or the self-test's code (a thread
# without the VFPU attribute would crash on a PSP; docs/HARDWARE.md).
# About 1.5 minutes (1,060 frames with --fast).
# Usage: tests/emu/selftest-eboot.sh [EBOOT]   (builds the self-test EBOOT when none is given)
set -euo pipefail
cd "$(dirname "$0")/../.."
. tests/emu/lib/prologue.sh
selftest=${1:-}
if [ -z "$selftest" ]; then
    selftest=$(scripts/build-selftest.sh | tail -n 1)
fi
prologue selftest-eboot "$selftest"

echo "== selftest: no VFPU instruction in the game's or the self-test's code"
for elf in target/mipsel-sony-psp/release/bounceback target/mipsel-sony-psp/release/examples/selftest; do
    [ -f "$elf" ] || { echo "selftest: $elf not built, not scanned"; continue; }
    found=$(python3 tests/emu/lib/vfpu-scan.py "$elf")
    [ -z "$found" ] || fail "VFPU instructions in $elf: $found"
    # The scan reaches the threads' code: the audio thread's loads are seen. (Read whole
    # first: `grep -q` would close the pipe early, and pipefail would count the scan's
    # broken pipe as a failure.)
    loads=$(python3 tests/emu/lib/vfpu-scan.py "$elf" 0x23)
    grep -q 'bounceback_audio_thread' <<<"$loads" || fail "the scan of $elf did not reach the audio thread"
done

echo "== selftest: every automatic check in the emulator"
stick="$out/stick"
mkdir -p "$stick"
node tests/emu/run.mjs --timeout 240 --quiet --fast --reject 'panicked' \
    --eboot "$eboot" --ms "$stick" --ms-eboot PSP/GAME/BounceBackTest/EBOOT.PBP \
    --out "$out/run" --frames 1060 --shot 1050 \
    --expect '^selftest: [0-9]+ passed, 0 failed, [0-9]+ skipped$' --reject '^selftest: .*: FAIL'
python3 - "$out/run/stdout.txt" "$stick/PSP/GAME/BounceBackTest/selftest.txt" <<'PY'
import re, sys
lines = [l for l in open(sys.argv[1]).read().splitlines() if l.startswith("selftest: ")]
checks = [l[len("selftest: "):] for l in lines[:-1]]
summary = lines[-1]
verdict = {c.split(":")[0]: c.split(": ", 1)[1].split(" ")[0] for c in checks}
automatic = ["clock", "memory stick", "savedata", "texture change", "display list guard",
             "level 222 MHz", "sandbox 222 MHz", "level 333 MHz", "sandbox 333 MHz",
             "audio ring", "stack main", "stack audio", "stack callbacks", "heap"]
for name in automatic:
    assert verdict.get(name) == "PASS", f"{name}: {verdict.get(name)}"
for name in ["sleep", "home", "full stick", "ef0"]:
    assert verdict.get(name) == "SKIPPED", f"{name}: {verdict.get(name)} (no person, no PSP Go, a roomy stick)"
m = re.fullmatch(r"selftest: (\d+) passed, (\d+) failed, (\d+) skipped", summary)
assert m, summary
assert (int(m[1]), int(m[2]), int(m[3])) == (len(automatic), 0, 4), summary
text = open(sys.argv[2]).read().splitlines()
assert text[1:] == checks + [summary], "selftest.txt is not the run's report"
print("\n".join(checks))
print(summary)
PY
echo "selftest-eboot: ok ($out)"
