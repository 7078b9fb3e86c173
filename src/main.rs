//! Two faces: on the PSP this is the game; on the host it is the developer tool.

#![cfg_attr(target_os = "psp", no_std, no_main)]

#[cfg(target_os = "psp")]
extern crate alloc;

#[cfg(target_os = "psp")]
mod platform;

#[cfg(target_os = "psp")]
fn psp_main() {
    platform::psp::run();
}

#[cfg(not(target_os = "psp"))]
fn main() {
    bounceback::tool::main()
}
