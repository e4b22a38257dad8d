//! Part 12: counting primes and counting under symmetry, one module per
//! chapter.

use crate::problem::Problem;

mod burnside;
mod polya;
mod prime_counting;

pub fn problems() -> Vec<Problem> {
    let mut all = prime_counting::problems();
    all.extend(burnside::problems());
    all.extend(polya::problems());
    all
}
