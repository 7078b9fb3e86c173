#!/usr/bin/env bash
# Emulator smoke test: the EBOOT boots, writes its boot line, and draws a title screen that
# is not blank. Usage: tests/emu/smoke.sh EBOOT [OUT_DIR]
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
eboot=${1:?usage: smoke.sh EBOOT [OUT_DIR]}
out=${2:-$here/../../target/emu/smoke}
bash "$here/setup.sh"
rm -rf "$out"
node "$here/run.mjs" --eboot "$eboot" --out "$out" --frames 90 --shot 60 --timeout 180 \
    --expect '^bounceback boot ok [0-9]+\.[0-9]+\.[0-9]+' --quiet
node "$here/compare.mjs" --not-blank "$out/frame_60.png"
echo "smoke: ok ($out)"
