//! The self-test for someone with a console: on the same platform code as the game, it
//! checks what the emulator forgives and real hardware may not (docs/HARDWARE.md), one
//! line each with PASS / FAIL / SKIPPED and its figure, on screen and in `selftest.txt`
//! beside its EBOOT. `scripts/build-selftest.sh` builds it (XMB title "Bounce Back
//! self-test"); `tests/emu/selftest-eboot.sh` runs it in the emulator. On the host there
//! is nothing to test: it says so.

#![cfg_attr(target_os = "psp", no_std, no_main)]

#[cfg(target_os = "psp")]
#[no_mangle]
fn bounceback_psp_main() {
    bounceback::platform::psp::selftest::run()
}

#[cfg(not(target_os = "psp"))]
fn main() {
    println!("the self-test runs on a PSP: scripts/build-selftest.sh builds its EBOOT");
}
