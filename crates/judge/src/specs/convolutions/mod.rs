//! Part 13: determinants and convolutions, one module per chapter.

use crate::problem::Problem;

mod binomial_transforms;
mod ntt;

pub fn problems() -> Vec<Problem> {
    let mut v = ntt::problems();
    v.extend(binomial_transforms::problems());
    v
}
