//! Each problem's spec, one file per part of the book. A new part is a new file
//! here plus one name in the `parts!` list below.

use crate::problem::{line, same_tokens, trap, Case, Problem};

/// Declare the part modules and collect their problems, in one list.
macro_rules! parts {
    ($($part:ident),* $(,)?) => {
        $(mod $part;)*
        /// Every problem the judge knows, sorted by listing folder.
        pub fn problems() -> Vec<Problem> {
            let mut v = Vec::new();
            $(v.extend($part::problems());)*
            v.sort_by_key(|p| p.listing);
            v
        }
    };
}

parts![
    inclusion_exclusion,
    games,
    sg,
    wythoff,
    trees_graphs,
    octal,
    sums,
    moore_fibonacci,
    counting,
    inversion,
    lattices,
    nimbers,
    partizan,
    set_power_series,
    ie_algorithms,
    primes_orbits,
];

/// The problem whose listing folder is `name`.
pub fn problem(name: &str) -> Option<Problem> {
    problems().into_iter().find(|p| p.listing == name)
}
