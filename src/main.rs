//! Two faces: on the PSP this is the game; on the host it is the developer tool.
//!
//! On the PSP this file picks the program the platform runs, over the resources
//! [`boot`] chose: the game, or with a feature one of its test modes (`demo-autoplay`,
//! `replay-autoplay`) or the standalone sandbox (`sandbox-eboot`). The three are one
//! choice: a build with two of them stops here, since an EBOOT that silently played one of
//! two requested modes would test the wrong thing.

#![cfg_attr(target_os = "psp", no_std, no_main)]

#[cfg(any(
    all(feature = "sandbox-eboot", feature = "demo-autoplay"),
    all(feature = "sandbox-eboot", feature = "replay-autoplay"),
    all(feature = "demo-autoplay", feature = "replay-autoplay"),
))]
compile_error!("sandbox-eboot, demo-autoplay and replay-autoplay are one choice: enable one");

#[cfg(target_os = "psp")]
extern crate alloc;

#[cfg(target_os = "psp")]
mod boot;

#[cfg(target_os = "psp")]
bounceback::psp_main!(program);

#[cfg(all(target_os = "psp", feature = "sandbox-eboot"))]
fn program(
    start: &mut bounceback::platform::psp::Start,
) -> bounceback::sandbox::program::SandboxProgram<'static> {
    let (res, _refused) = boot::resources(start);
    bounceback::sandbox::program::SandboxProgram::new(res)
}

#[cfg(all(target_os = "psp", not(feature = "sandbox-eboot")))]
fn program(
    start: &mut bounceback::platform::psp::Start,
) -> bounceback::app::program::AppProgram<'static> {
    use bounceback::app::program::AppProgram;
    let (res, _refused) = boot::resources(start);
    #[cfg(feature = "demo-autoplay")]
    {
        AppProgram::demo(res)
    }
    #[cfg(all(feature = "replay-autoplay", not(feature = "demo-autoplay")))]
    {
        use bounceback::embedded::{REPLAY_LEVEL, REPLAY_TEXT};
        AppProgram::replay(res, REPLAY_LEVEL, REPLAY_TEXT)
    }
    #[cfg(not(any(feature = "demo-autoplay", feature = "replay-autoplay")))]
    {
        AppProgram::player(res, _refused.as_ref())
    }
}

#[cfg(not(target_os = "psp"))]
fn main() {
    bounceback::tool::main()
}
