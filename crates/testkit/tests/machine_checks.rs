//! Every machine check of the chapters kept in testkit, in one test binary:
//! the numbers the exercises' answers state (`answers_<part>.rs`) and the
//! identities some chapters prove (`*_identities.rs`, `partition_mobius.rs`).
//! Each file stays a module of its own, named in the chapters by its path; one
//! binary instead of one per file saves their compiles and links (the package
//! sets `autotests = false`, so a file in `tests/` is compiled only through
//! this list, and the test below fails when one is left out of it).

#[path = "answers_convolutions.rs"]
mod answers_convolutions;
#[path = "answers_games.rs"]
mod answers_games;
#[path = "answers_ie_algorithms.rs"]
mod answers_ie_algorithms;
#[path = "answers_inclusion_exclusion.rs"]
mod answers_inclusion_exclusion;
#[path = "answers_inclusion_exclusion_2.rs"]
mod answers_inclusion_exclusion_2;
#[path = "answers_lattices.rs"]
mod answers_lattices;
#[path = "answers_more_games.rs"]
mod answers_more_games;
#[path = "answers_nimbers.rs"]
mod answers_nimbers;
#[path = "answers_partition_mobius.rs"]
mod answers_partition_mobius;
#[path = "answers_partizan.rs"]
mod answers_partizan;
#[path = "answers_primes_orbits.rs"]
mod answers_primes_orbits;
#[path = "answers_set_power_series.rs"]
mod answers_set_power_series;
#[path = "answers_sg.rs"]
mod answers_sg;
#[path = "answers_sums.rs"]
mod answers_sums;
#[path = "answers_wythoff.rs"]
mod answers_wythoff;
#[path = "connected_dag_identities.rs"]
mod connected_dag_identities;
#[path = "inversion_identities.rs"]
mod inversion_identities;
#[path = "min_max_identities.rs"]
mod min_max_identities;
#[path = "partition_mobius.rs"]
mod partition_mobius;

/// Every `.rs` file in `tests/` but this one and `run.rs` (a binary of its
/// own: it limits its process's stack) is a module here.
#[test]
fn every_test_file_is_compiled_in() {
    let me = include_str!("machine_checks.rs");
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests");
    let mut missing = Vec::new();
    for e in std::fs::read_dir(&dir).expect("tests/").flatten() {
        let name = e.file_name().to_string_lossy().into_owned();
        if name.ends_with(".rs") && name != "machine_checks.rs" && name != "run.rs" {
            if !me.contains(&format!("#[path = \"{name}\"]")) {
                missing.push(name);
            }
        }
    }
    assert!(
        missing.is_empty(),
        "tests/ files not compiled into crates/testkit/tests/machine_checks.rs: {missing:?} (add a #[path] module for each)"
    );
}
