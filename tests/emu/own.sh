#!/usr/bin/env bash
# The player's own original on the memory stick (run.mjs --ms DIR), in the emulator:
#  1. a MIDlet archive zipped from our own res/ with every picture re-encoded
#     Adam7-interlaced (the traits of the original's files), its entries in one folder
#     `res/`, placed beside the EBOOT: the boot line names it and its level count, the
#     title and level 1 are reached, and the save written goes under the set's own name;
#  2. a damaged res/ folder beside the EBOOT (level 0's theme becomes 9): the error screen
#     says what to do in plain words and names lf, chunk 0, the byte and the reason; CROSS
#     goes on with the built-in pack into level 1;
#  3. the demo-autoplay EBOOT, started with a res/ folder whose tutorial differs from the
#     built-in pack's, prints the demo_hash of `bounceback play --demo --res <that folder>`
#     (which is not the built-in demo's).
# Usage: tests/emu/own.sh [EBOOT [DEMO_EBOOT]]   (builds the EBOOTs not given)
set -euo pipefail
cd "$(dirname "$0")/../.."
. tests/emu/lib/prologue.sh
out=target/emu/own$(strict_suffix)
eboot=${1:-}
demo=${2:-}
[ -n "$eboot" ] || eboot=$(scripts/build-eboot.sh | tail -n 1)
bash tests/emu/setup.sh
rm -rf "$out"
mkdir -p "$out"
run() { node tests/emu/run.mjs --timeout 240 --quiet --reject 'panicked' "$@"; }
fail() {
    echo "own: FAIL: $*" >&2
    exit 1
}
crc_of() { python3 -c 'import sys, zlib; print("%08X" % zlib.crc32(open(sys.argv[1], "rb").read()))' "$1"; }
levels=$(python3 -c 'import sys; b=open(sys.argv[1],"rb").read(); print((b[0]<<8|b[1])//2)' res/lf)

echo "== own: an interlaced .jar beside the EBOOT"
stick="$out/jar-stick"
game="$stick/PSP/GAME/BounceBack"
mkdir -p "$game"
python3 tests/tools/reinterlace.py res "$out/interlaced"
python3 tests/tools/jar.py "$out/interlaced" "$game/BounceBack.jar" --folder res
# The fake original really has the original's traits: interlaced pictures in a zip.
python3 - "$game/BounceBack.jar" <<'PY'
import sys, zipfile
z = zipfile.ZipFile(sys.argv[1])
icon = z.read("res/i")
assert icon[:8] == b"\x89PNG\r\n\x1a\n" and icon[28] == 1, "res/i is not interlaced"
PY
run --eboot "$eboot" --ms "$stick" --out "$out/jar" --frames 330 --fast \
    --press 40:start --press 60:cross --press 90:cross --press 100:right:60 \
    --press 170:start --press 200:down --press 212:down --press 224:down --press 240:cross \
    --press 250:left --press 262:cross \
    --shot 50,150 \
    --expect "^resources: ms0:/PSP/GAME/BounceBack/BounceBack.jar \\($levels levels\\)\$" \
    --expect '^level 1 start$' --expect '^save stored$' --reject '^resource error'
node tests/emu/compare.mjs --not-blank "$out/jar/frame_50.png" "$out/jar/frame_150.png"
set_save="$stick/PSP/SAVEDATA/BOUNCE001$(crc_of "$out/interlaced/lf")/DATA.BIN"
[ -s "$set_save" ] || fail "no save named after the set's levels ($set_save)"
grep -h '^resources loaded\|^first frame' "$out/jar/stdout.txt" | sed 's/^/  /'

echo "== own: a damaged res/ folder shows the error screen, CROSS plays the built-in pack"
stick="$out/bad-stick"
bad="$stick/PSP/GAME/BounceBack/res"
mkdir -p "$bad"
cp res/* "$bad"/
at=$(python3 -c 'import sys; p=sys.argv[1]; b=bytearray(open(p,"rb").read()); n=b[0]<<8|b[1]; b[2+2*n]=9; open(p,"wb").write(b); print(2+2*n)' "$bad/lf")
run --eboot "$eboot" --ms "$stick" --out "$out/bad" --frames 200 \
    --shot 30 --press 60:cross --press 100:start --press 130:cross --shot 190 \
    --expect '^resources: builtin$' \
    --expect "^resource error: ms0:/PSP/GAME/BounceBack/res: lf: chunk 0, byte $at: theme is 9" \
    --expect '^resource advice: A file in the res folder is damaged' \
    --expect '^level 1 start$'
node tests/emu/compare.mjs --not-blank "$out/bad/frame_30.png"
# The error screen is not the level: the two pictures differ.
if cmp -s "$out/bad/frame_30.png" "$out/bad/frame_190.png"; then
    fail "the error screen looks like the level"
fi

echo "== own: demo-autoplay on a res/ folder from the stick gives the host's demo hash"
[ -n "$demo" ] || demo=$(scripts/build-eboot.sh --features demo-autoplay | tail -n 1)
stick="$out/demo-stick"
own="$stick/PSP/GAME/BounceBack/res"
mkdir -p "$own"
cp res/* "$own"/
# The tutorial (the last level) spawns one column further right.
python3 - "$own/lf" <<'PY'
import sys
p = sys.argv[1]
b = bytearray(open(p, "rb").read())
n = b[0] << 8 | b[1]
sizes = [b[2 + 2 * k] << 8 | b[3 + 2 * k] for k in range(n)]
header = 2 + 2 * n + sum(sizes[: n - 2])  # chunk n-2: the tutorial's header
b[header + 2] += 1                        # spawnCol
open(p, "wb").write(b)
PY
builtin_hash=$(cargo run -q -- play --demo | grep -o '"hash":"[0-9a-f]*"' | cut -d'"' -f4)
host=$(cargo run -q -- play --demo --res "$own" | grep -o '"hash":"[0-9a-f]*"' | cut -d'"' -f4)
ticks=$(cargo run -q -- play --demo --res "$own" | grep -o '"ticks":[0-9]*' | cut -d: -f2)
[ "$host" != "$builtin_hash" ] || fail "the changed tutorial plays the same demo ($host)"
run --eboot "$demo" --ms "$stick" --out "$out/demo" --frames $((3 * ticks + 120)) --fast \
    --expect "^resources: ms0:/PSP/GAME/BounceBack/res \\($levels levels\\)\$" --expect '^demo_hash='
psp=$(grep -o 'demo_hash=[0-9a-f]*' "$out/demo/stdout.txt" | head -n 1 | cut -d= -f2)
echo "host $host psp $psp (built-in $builtin_hash)"
[ "$host" = "$psp" ] || fail "demo hash $psp on the PSP, $host on the host"
echo "own: ok ($out)"
