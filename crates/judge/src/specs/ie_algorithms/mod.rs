//! Part 11: inclusion–exclusion as an exponential-time algorithm, one module
//! per chapter.

use crate::problem::Problem;

mod permanent;

pub fn problems() -> Vec<Problem> {
    permanent::problems()
}
