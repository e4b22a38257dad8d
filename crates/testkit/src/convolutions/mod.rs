//! Part 13: determinants and convolutions. Oracles that share no code with
//! the listings, one module per chapter.

pub mod binomial_transforms;
pub mod lgv;
pub mod ntt;
