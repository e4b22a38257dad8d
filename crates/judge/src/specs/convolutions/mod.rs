//! Part 13: determinants and convolutions, one module per chapter.

use crate::problem::Problem;

mod binomial_transforms;
mod lgv;
mod ntt;

pub fn problems() -> Vec<Problem> {
    let mut v = lgv::problems();
    v.extend(ntt::problems());
    v.extend(binomial_transforms::problems());
    v
}
