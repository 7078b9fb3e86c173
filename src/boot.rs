//! The game's start-up on the PSP, before its program exists: the resources to play. The
//! player's own set is looked for beside the EBOOT on the memory stick; a valid one is
//! played, else the built-in pack (with the reason when a found set was refused, which the
//! first screen shows). The platform only lends the stick's files and the clock.

use alloc::boxed::Box;
use bounceback::embedded::RESOURCES;
use bounceback::platform::psp::Start;
use bounceback::res::locate::{self, Located, Refusal};
use bounceback::res::Resources;

/// The resources to play, and what the player is told about their own set when it was
/// found and refused (where, what is wrong and what to do, the detail), if any.
pub fn resources(start: &mut Start) -> (&'static Resources<'static>, Option<Refusal>) {
    let t0 = start.now_us();
    let free0 = start.free_bytes();
    let outcome = locate::find_and_load(&mut start.stick(), start.argv0());
    start.line(&outcome.line());
    if let Some(r) = outcome.refusal() {
        for l in r.lines() {
            start.line(&l);
        }
        return (builtin(start), Some(r));
    }
    match outcome {
        Located::Builtin | Located::Refused { .. } => (builtin(start), None),
        Located::Loaded { mut resources, .. } => {
            let block = start.settle(&mut resources);
            let res: &'static Resources<'static> = Box::leak(resources);
            let l = alloc::format!(
                "resources loaded in {} ms: heap {} KiB, textures {} KiB",
                (start.now_us() - t0) / 1000,
                free0.saturating_sub(start.free_bytes()) / 1024,
                block / 1024
            );
            start.line(&l);
            (res, None)
        }
    }
}

/// The built-in pack, its deflated pictures inflated and settled where the GPU reads them.
fn builtin(start: &mut Start) -> &'static Resources<'static> {
    let t0 = start.now_us();
    let mut block = 0;
    if RESOURCES.init_with(|r| block = start.settle(r)) {
        let l = alloc::format!(
            "built-in pack inflated in {} ms: textures {} KiB",
            (start.now_us() - t0) / 1000,
            block / 1024
        );
        start.line(&l);
    }
    RESOURCES.get()
}
