#!/usr/bin/env bash
# Builds the release EBOOT.PBP from the embedded resources and lays it out as it goes on a
# memory stick: target/psp/PSP/GAME/BounceBack/EBOOT.PBP. Extra arguments go to `cargo psp`
# (for example `--features demo-autoplay`). Prints the EBOOT's path on its last line.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/toolchain.sh
mkdir -p target
log=target/cargo-psp.log
built=target/mipsel-sony-psp/release/bounceback.EBOOT.PBP
rm -f "$built"
status=0
cargo psp --release "$@" >"$log" 2>&1 || status=$?
# The linker's "abicalls" warnings come from prebuilt objects and are harmless.
grep -v "linking abicalls code with non-abicalls code" "$log" | grep -v '^\s*$' >&2 || true
if [ "$status" -ne 0 ] || [ ! -f "$built" ]; then
    echo "EBOOT build failed (cargo psp exit $status); see $log" >&2
    exit 1
fi
dest=target/psp/PSP/GAME/BounceBack
mkdir -p "$dest"
cp "$built" "$dest/EBOOT.PBP"
echo "$dest/EBOOT.PBP"
