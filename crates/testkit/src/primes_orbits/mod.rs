//! Part 12: counting primes and counting under symmetry. Oracles that share
//! no code with the listings, one module per chapter.

pub mod burnside;
pub mod polya;
pub mod prime_counting;
