#!/usr/bin/env bash
# README command 1: installs what is missing, builds EBOOT.PBP from the embedded resources
# and runs it: in PPSSPP when one is installed, otherwise in the headless emulator harness
# (tests/emu), saving screenshots and the game's stdout under target/emu/run/.
# Extra arguments go to `cargo psp` (for example `--features demo-autoplay`).
set -euo pipefail
cd "$(dirname "$0")/.."
eboot=$(scripts/build-eboot.sh "$@" | tail -n 1)
echo "EBOOT: $eboot ($(stat -c %s "$eboot") bytes)"
cat <<MSG
On a real PSP: copy target/psp/PSP to the root of the memory stick, so the game is at
  PSP/GAME/BounceBack/EBOOT.PBP
and start it from the XMB's Game menu.
MSG
for emu in PPSSPPSDL PPSSPPQt ppsspp; do
    if command -v "$emu" >/dev/null 2>&1; then
        echo "Running in $emu"
        exec "$emu" "$eboot"
    fi
done
echo "No PPSSPP installed: running in the headless emulator harness"
bash tests/emu/setup.sh
out=target/emu/run
rm -rf "$out"
node tests/emu/run.mjs --eboot "$eboot" --out "$out" --frames 240 \
    --shot 30,90,180 --press 200:start --timeout 240 --quiet
echo "Screenshots: $out/frame_30.png $out/frame_90.png $out/frame_180.png $out/final.png"
echo "Game stdout: $out/stdout.txt"
sed 's/^/  | /' "$out/stdout.txt"
