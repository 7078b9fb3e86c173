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
# The strict PSP-1000 settings with the CPU locked at the console's 222 MHz, for the runs
# that measure time (clock.sh, attack.sh, view_clock.sh).
at_222_mhz=(--core-option ppsspp_psp_model=psp_1000 --core-option ppsspp_fast_memory=disabled
    --core-option ppsspp_ignore_bad_memory_access=disabled
    --core-option ppsspp_locked_cpu_speed=222MHz)
fail() {
    echo "$name: FAIL: $*" >&2
    exit 1
}
# `emu_session` starts one browser that the script's later emulator runs share
# (tests/emu/session.mjs; run.mjs finds it through BOUNCE_EMU_SESSION): each run gets a fresh
# browser context and page of its own, so a freshly loaded emulator and a fresh memory stick,
# but no start-up of Chromium and Playwright. The session ends with the script. With
# BOUNCE_EMU_SESSION=0 the runs start a browser each, as before (for measuring).
emu_session() {
    if [ "${BOUNCE_EMU_SESSION:-}" = 0 ]; then
        unset BOUNCE_EMU_SESSION
        return 0
    fi
    local dir
    dir=$(mktemp -d "${TMPDIR:-/tmp}/emu-session.XXXXXX")
    node "$(dirname "${BASH_SOURCE[0]}")/../session.mjs" --file "$dir/session.json" --parent $$ >&2 &
    emu_session_pid=$!
    emu_session_dir=$dir
    trap emu_session_end EXIT
    local i
    for ((i = 0; i < 600; i++)); do
        [ -f "$dir/session.json" ] && break
        if ! kill -0 "$emu_session_pid" 2>/dev/null; then
            echo "emu: the shared browser session did not start; each run starts a browser of its own" >&2
            unset BOUNCE_EMU_SESSION
            return 0
        fi
        sleep 0.1
    done
    if [ ! -f "$dir/session.json" ]; then
        echo "emu: the shared browser session was not up after 60 s; each run starts a browser of its own" >&2
        emu_session_end
        unset BOUNCE_EMU_SESSION
        return 0
    fi
    export BOUNCE_EMU_SESSION=$dir/session.json
}
emu_session_end() {
    if [ -n "${emu_session_pid:-}" ]; then
        kill "$emu_session_pid" 2>/dev/null || true
        wait "$emu_session_pid" 2>/dev/null || true
        rm -rf "$emu_session_dir"
        emu_session_pid=
    fi
}
