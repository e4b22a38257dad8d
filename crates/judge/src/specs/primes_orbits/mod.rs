//! Part 12: counting primes and counting under symmetry, one module per
//! chapter.

use crate::problem::Problem;

mod polya;

pub fn problems() -> Vec<Problem> {
    polya::problems()
}
