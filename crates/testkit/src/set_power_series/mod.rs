//! Part 10: set power series. Oracles that share no code with the listings,
//! one module per chapter.

mod exp_log;
pub mod graphs;
mod partitions;

pub use exp_log::*;
pub use partitions::*;
