//! Part 11: inclusion–exclusion as an exponential-time algorithm, one module
//! per chapter.

use crate::problem::Problem;

mod chromatic_number;
mod hamiltonian;
mod permanent;

pub fn problems() -> Vec<Problem> {
    let mut all = chromatic_number::problems();
    all.extend(permanent::problems());
    all.extend(hamiltonian::problems());
    all
}
