//! Collision: the original's pixel-mask tile test (the contract), circle movement over
//! passability grids, and a general tile collision world.

#![warn(missing_docs, unreachable_pub)]

pub mod contract;
pub mod grid;
pub mod world;
