#!/usr/bin/env bash
# Start-up (issue 38), on the strict PSP-1000 settings (tests/emu/lib/strict.mjs: 32 MB, no
# fast memory, bad accesses stop, the CPU locked at 222 MHz). Two boots:
#  - the built-in pack (nothing of ours on the stick): the first frame at most 300 ms after
#    the platform started;
#  - our own pack as an original-format `.jar` beside the EBOOT (zipped by tests/tools/jar.py
#    from res/ with every picture re-encoded Adam7-interlaced, as own.sh makes it): at most
#    400 ms.
# The first frame is the first picture presented: the title, which the game draws while
# the savedata utility reads the save; `frame loop after N ms` (printed with it) is when
# the save was read and the game began to take input.
# Prints both figures of each boot; fails above a bound or when a line is missing.
# Usage: tests/emu/startup.sh [EBOOT]   (about a minute)
set -euo pipefail
cd "$(dirname "$0")/../.."
. tests/emu/lib/prologue.sh
prologue startup "${1:-}"
emu_session
export BOUNCE_EMU_STRICT=1
run() { node tests/emu/run.mjs --eboot "$eboot" --frames 60 --fast --timeout 240 --quiet --reject panicked "$@"; }

run --out "$out/builtin" --expect '^resources: builtin$' --expect '^first frame after [0-9]+ ms$'

stick="$out/jar-stick"
game="$stick/PSP/GAME/BounceBack"
mkdir -p "$game"
python3 tests/tools/reinterlace.py res "$out/interlaced" >/dev/null
python3 tests/tools/jar.py "$out/interlaced" "$game/BounceBack.jar" --folder res >/dev/null
run --ms "$stick" --out "$out/jar" \
    --expect '^resources: ms0:/PSP/GAME/BounceBack/BounceBack.jar \([0-9]+ levels\)$' \
    --expect '^first frame after [0-9]+ ms$' --reject '^resource error'

python3 - "$out" <<'PY' || fail "see above"
import re, sys
out = sys.argv[1]
ok = True
for run, what, bound in (("builtin", "the built-in pack", 300), ("jar", "our pack as a .jar on the stick", 400)):
    text = open(f"{out}/{run}/stdout.txt").read()
    first = re.search(r"^first frame after (-?\d+) ms$", text, re.M)
    loop = re.search(r"^frame loop after (-?\d+) ms$", text, re.M)
    loaded = re.search(r"^resources loaded in .*$", text, re.M)
    if not first:
        print(f"startup: {what}: no first frame line")
        ok = False
        continue
    ms = int(first.group(1))
    extra = f", frame loop after {loop.group(1)} ms" if loop else ""
    extra += f" ({loaded.group(0)})" if loaded else ""
    print(f"startup: {what:32} first frame after {ms:4} ms (bound {bound} ms){extra}")
    if ms > bound:
        print(f"startup: {what}: the first frame came {ms} ms after boot, over {bound} ms")
        ok = False
sys.exit(0 if ok else 1)
PY
echo "startup: ok ($out)"
