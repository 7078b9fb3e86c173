#!/usr/bin/env bash
# Builds the self-test EBOOT (examples/selftest.rs, the `selftest` feature) with the toolchain
# of scripts/toolchain.sh, gives it its own XMB title ("Bounce Back self-test": cargo psp
# takes one Psp.toml per package, so the PBP is packed again around the same PRX with a
# PARAM.SFO of its own) and lays it out as it goes on a memory stick:
# target/psp/PSP/GAME/BounceBackTest/EBOOT.PBP. Prints the EBOOT's path on its last line.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/toolchain.sh
mkdir -p target
log=target/cargo-psp-selftest.log
dir=target/mipsel-sony-psp/release/examples
rm -f "$dir/selftest.EBOOT.PBP" "$dir/selftest.prx"
status=0
cargo psp --release --example selftest --features selftest >"$log" 2>&1 || status=$?
# The linker's "abicalls" warnings come from prebuilt objects and are harmless.
grep -v "linking abicalls code with non-abicalls code" "$log" | grep -v '^\s*$' >&2 || true
if [ "$status" -ne 0 ] || [ ! -f "$dir/selftest.prx" ]; then
    echo "self-test EBOOT build failed (cargo psp exit $status); see $log" >&2
    exit 1
fi
mksfo -s DISC_ID=BBTEST001 -s DISC_VERSION=1.00 "Bounce Back self-test" "$dir/selftest.SFO" >/dev/null
dest=target/psp/PSP/GAME/BounceBackTest
mkdir -p "$dest"
pack-pbp "$dest/EBOOT.PBP" "$dir/selftest.SFO" EBOOT-assets/ICON0.PNG NULL NULL \
    EBOOT-assets/PIC1.PNG NULL "$dir/selftest.prx" NULL >/dev/null
echo "$dest/EBOOT.PBP"
