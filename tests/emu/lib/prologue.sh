# The opening the emulator test scripts share; sourced from the crate root.
# With BOUNCE_EMU_STRICT=1 every run is as close to a PSP-1000 as the emulator goes
# (tests/emu/lib/strict.mjs) and the output folders get a `-strict` suffix.
strict_suffix() {
    if [ "${BOUNCE_EMU_STRICT:-}" = 1 ]; then echo -strict; fi
}
# `prologue NAME [EBOOT]` sets $out (target/emu/NAME, emptied) and $eboot (the one given, or
# the normal EBOOT built now) and gets the harness ready; `fail` ends the test with a reason.
prologue() {
    name=$1
    out=target/emu/$name$(strict_suffix)
    eboot=${2:-}
    if [ -z "$eboot" ]; then
        eboot=$(scripts/build-eboot.sh | tail -n 1)
    fi
    bash tests/emu/setup.sh
    rm -rf "$out"
    mkdir -p "$out"
}
fail() {
    echo "$name: FAIL: $*" >&2
    exit 1
}
