//! Part 11: inclusion–exclusion as an exponential-time algorithm, one module
//! per chapter.

use crate::problem::Problem;

mod chromatic_number;
mod chromatic_polynomial;
mod hamiltonian;
mod permanent;

pub fn problems() -> Vec<Problem> {
    let mut all = chromatic_number::problems();
    all.extend(chromatic_polynomial::problems());
    all.extend(permanent::problems());
    all.extend(hamiltonian::problems());
    all
}
