//! Part 11: inclusion–exclusion as an exponential-time algorithm, one module
//! per chapter.

use crate::problem::Problem;

mod chromatic_number;

pub fn problems() -> Vec<Problem> {
    chromatic_number::problems()
}
