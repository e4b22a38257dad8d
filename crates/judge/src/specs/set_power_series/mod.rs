//! Part 10: set power series, one module per chapter.

use crate::problem::Problem;

mod exp_log;
mod graphs;
mod partitions;

pub fn problems() -> Vec<Problem> {
    let mut v = exp_log::problems();
    v.extend(graphs::problems());
    v.extend(partitions::problems());
    v
}
