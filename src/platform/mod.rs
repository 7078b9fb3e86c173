//! Platform layers: everything that talks to a real machine. The only home of `unsafe`.

pub mod psp;
