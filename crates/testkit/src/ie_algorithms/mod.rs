//! Part 11: inclusion–exclusion as an exponential-time algorithm. Oracles
//! that share no code with the listings, one module per chapter.

pub mod chromatic_number;
pub mod chromatic_polynomial;
pub mod hamiltonian;
pub mod permanent;
