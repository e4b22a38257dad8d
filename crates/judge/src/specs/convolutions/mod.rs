//! Part 13: determinants and convolutions, one module per chapter.

use crate::problem::Problem;

mod ntt;

pub fn problems() -> Vec<Problem> {
    ntt::problems()
}
