//! Part 13: determinants and convolutions, one module per chapter.

use crate::problem::Problem;

mod binomial_transforms;

pub fn problems() -> Vec<Problem> {
    binomial_transforms::problems()
}
