#!/usr/bin/env bash
# Builds an example program (examples/NAME.rs, default `square`) into its own release
# EBOOT with the toolchain of scripts/toolchain.sh, and lays it out as it goes on a memory
# stick: target/psp/PSP/GAME/NAME/EBOOT.PBP. Extra arguments go to `cargo psp`. Prints the
# EBOOT's path on its last line. (The EBOOT's XMB title and icon are Psp.toml's: cargo psp
# reads one per package.)
set -euo pipefail
cd "$(dirname "$0")/.."
name=${1:-square}
shift || true
[ -f "examples/$name.rs" ] || { echo "no examples/$name.rs" >&2; exit 1; }
scripts/toolchain.sh
mkdir -p target
log=target/cargo-psp-$name.log
built=target/mipsel-sony-psp/release/examples/$name.EBOOT.PBP
rm -f "$built"
status=0
cargo psp --release --example "$name" "$@" >"$log" 2>&1 || status=$?
# The linker's "abicalls" warnings come from prebuilt objects and are harmless.
grep -v "linking abicalls code with non-abicalls code" "$log" | grep -v '^\s*$' >&2 || true
if [ "$status" -ne 0 ] || [ ! -f "$built" ]; then
    echo "example EBOOT build failed (cargo psp exit $status); see $log" >&2
    exit 1
fi
dest=target/psp/PSP/GAME/$name
mkdir -p "$dest"
cp "$built" "$dest/EBOOT.PBP"
echo "$dest/EBOOT.PBP"
