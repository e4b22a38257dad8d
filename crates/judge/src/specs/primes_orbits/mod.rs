//! Part 12: counting primes and counting under symmetry, one module per
//! chapter.

use crate::problem::Problem;

mod prime_counting;

pub fn problems() -> Vec<Problem> {
    prime_counting::problems()
}
