//! Codeforces 348D Turtles: the release binary on the samples, against
//! testkit's enumeration of every pair of paths on 20 random tables of up to
//! 5 × 6 cells and the two-turtle DP on 4 random tables of up to 40 × 40, at
//! n = m = 3000 (empty and 10% blocked) within the 2 s limit under a 1 MiB
//! stack, and on bad input. Every table of up to 3 × 4 cells is covered in
//! process by testkit's own test (the enumeration against the DP).

use std::path::PathBuf;
use testkit::convolutions::lgv::{
    random_grid, turtle_pairs_by_enumeration, turtle_pairs_by_steps, turtles_input, Grid,
};
use testkit::rng::{seed, Rng};
use testkit::run::{
    assert_rejects, assert_rejects_bytes, assert_samples_pass, output_of, run_limited,
};

fn bin() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_codeforces-348d-turtles"))
}

fn answer(g: &Grid) -> String {
    output_of(&bin(), &turtles_input(g)).trim().to_string()
}

#[test]
fn samples_pass() {
    assert_samples_pass(&bin(), env!("CARGO_MANIFEST_DIR"));
}

/// `count` random tables of n in `rows`, m in `cols` rows and columns, up to
/// `percent_max`% blocked, each compared with `oracle`.
fn agrees_on_random_tables(
    default_seed: u64,
    count: usize,
    rows: (u64, u64),
    cols: (u64, u64),
    percent_max: u64,
    oracle: fn(&Grid) -> u64,
) {
    let seed = seed(default_seed);
    let mut rng = Rng::new(seed);
    for _ in 0..count {
        let n = rng.range(rows.0, rows.1) as usize;
        let m = rng.range(cols.0, cols.1) as usize;
        let percent = rng.range(0, percent_max);
        let g = random_grid(&mut rng, n, m, percent);
        assert_eq!(
            answer(&g),
            oracle(&g).to_string(),
            "{n} × {m}, {percent}% blocked (TEST_SEED={seed})"
        );
    }
}

#[test]
fn agrees_with_every_pair_of_paths_on_20_random_tables_up_to_5_by_6() {
    agrees_on_random_tables(1301, 20, (2, 5), (2, 6), 40, turtle_pairs_by_enumeration);
}

#[test]
fn agrees_with_the_two_turtle_dp_on_4_tables_up_to_40_by_40() {
    agrees_on_random_tables(1302, 4, (10, 40), (10, 40), 15, turtle_pairs_by_steps);
}

/// A blocked cell beside the start leaves one way out: no pair at all.
#[test]
fn a_blocked_cell_beside_the_start_gives_0() {
    let mut g = vec![vec![true; 4]; 4];
    g[0][1] = false;
    assert_eq!(answer(&g), "0");
    let mut g = vec![vec![true; 4]; 3];
    g[2][2] = false;
    assert_eq!(answer(&g), "0");
}

#[test]
fn n_m_3000_runs_in_1_mib_stack_and_time() {
    let empty = vec![vec![true; 3000]; 3000];
    let out = run_limited(&bin(), &turtles_input(&empty));
    assert!(out.success, "{}", out.stderr);
    out.assert_within_ms(2000, "n = m = 3000, no obstacle");
    let mut rng = Rng::new(seed(1303));
    let g = random_grid(&mut rng, 3000, 3000, 10);
    let out = run_limited(&bin(), &turtles_input(&g));
    assert!(out.success, "{}", out.stderr);
    out.assert_within_ms(2000, "n = m = 3000, 10% blocked");
}

#[test]
fn bad_input_gets_a_clear_message() {
    assert_rejects(&bin(), "", "expected n");
    assert_rejects(&bin(), "1 3\n...\n", "n (\"1\")");
    assert_rejects(&bin(), "2 3001\n", "m (\"3001\")");
    assert_rejects(&bin(), "2 3\n...\n..\n", "row 2 has 2 characters");
    assert_rejects(&bin(), "2 2\n.x\n..\n", "not '.' or '#'");
    assert_rejects(&bin(), "2 2\n..\n.#\n", "must be empty");
    assert_rejects(&bin(), "2 2\n..\n..\n..\n", "unexpected");
    assert_rejects(
        &bin(),
        "18446744073709551615 2\n",
        "n (\"18446744073709551615\")",
    );
    assert_rejects_bytes(&bin(), b"2 2\n.\xff\n..\n", "not UTF-8");
}
