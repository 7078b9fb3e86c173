//! The game's start-up on the PSP, before its program exists: the resources to play. The
//! player's own set is looked for beside the EBOOT on the memory stick; a valid one is
//! played, else the built-in pack (with the reason when a found set was refused, which the
//! first screen shows). The platform only lends the stick's files and the clock.

use alloc::boxed::Box;
use alloc::string::String;
use bounceback::content::RESOURCES;
use bounceback::platform::psp::Start;
use bounceback::res::locate::{self, Located};
use bounceback::res::Resources;

/// The resources to play, and the player's own set that was found and refused (its path
/// and why), if any.
pub fn resources(start: &mut Start) -> (&'static Resources<'static>, Option<(String, String)>) {
    let t0 = start.now_us();
    let free0 = start.free_bytes();
    let outcome = locate::find_and_load(&mut start.stick(), start.argv0());
    start.line(&outcome.line());
    match outcome {
        Located::Builtin => (&RESOURCES, None),
        Located::Refused { path, error } => {
            let why = alloc::format!("{error}");
            start.line(&alloc::format!("resource error: {path}: {why}"));
            (&RESOURCES, Some((path, why)))
        }
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
