//! Part 13: determinants and convolutions, one module per chapter.

use crate::problem::Problem;

mod lgv;

pub fn problems() -> Vec<Problem> {
    lgv::problems()
}
