//! The self-test for someone with a console: on the same platform code as the game, it
//! checks what the emulator forgives and real hardware may not (docs/HARDWARE.md), one
//! line each with PASS / FAIL / SKIPPED and its figure, on screen and in `selftest.txt`
//! beside its EBOOT. `scripts/build-selftest.sh` builds it (XMB title "Bounce Back
//! self-test"); `tests/emu/selftest-eboot.sh` runs it in the emulator. On the host there
//! is nothing to test: it says so.

#![cfg_attr(target_os = "psp", no_std, no_main)]

/// The scenes it times: the demo's level in play, and the sandbox, the heaviest to draw.
#[cfg(target_os = "psp")]
#[no_mangle]
fn bounceback_psp_main() {
    use bounceback::app::program::AppProgram;
    use bounceback::embedded::RESOURCES;
    use bounceback::sandbox::program::SandboxProgram;
    // The built-in pack's inflated pictures, where the GPU reads them (as the game's boot).
    RESOURCES.init_with(|r| {
        bounceback::platform::psp::settle(r);
    });
    bounceback::platform::psp::selftest::run(|| {
        (
            AppProgram::demo(&RESOURCES),
            SandboxProgram::new(&RESOURCES),
        )
    })
}

#[cfg(not(target_os = "psp"))]
fn main() {
    println!("the self-test runs on a PSP: scripts/build-selftest.sh builds its EBOOT");
}
