# The opening the emulator test scripts share; sourced from the crate root.
# `prologue NAME [EBOOT]` sets $out (target/emu/NAME, emptied) and $eboot (the one given, or
# the normal EBOOT built now) and gets the harness ready; `fail` ends the test with a reason.
prologue() {
    name=$1
    out=target/emu/$name
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
