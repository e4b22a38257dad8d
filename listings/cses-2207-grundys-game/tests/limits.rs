//! CSES 2207 at the judge's limits under a 1 MiB stack, alone in its test
//! binary (cargo runs test binaries one after another), so the measured time
//! is the listing's and not that of the 10^5 table the other file computes.

use std::path::PathBuf;
use testkit::octal::{answer_2207, input_2207};
use testkit::rng::{seed, Rng};
use testkit::run::run_limited;

fn bin() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_cses-2207-grundys-game"))
}

/// The P-positions of Grundy's game up to 10^6 (checked in grundys_game.rs).
const P_POSITIONS: [usize; 41] = [
    1, 2, 4, 7, 10, 20, 23, 26, 50, 53, 270, 273, 276, 282, 285, 288, 316, 334, 337, 340, 346, 359,
    362, 365, 386, 389, 392, 566, 630, 633, 636, 639, 673, 676, 682, 685, 923, 926, 929, 932, 1222,
];

/// t = 10^5 heaps at the limit: all 10^6, all P-positions, and random heaps
/// (the answer above 1222 is "first").
#[test]
fn limit_inputs_run_in_1_mib_stack_and_time() {
    let seed = seed(2207);
    let mut rng = Rng::new(seed);
    let cases: Vec<Vec<u64>> = vec![
        vec![1_000_000; 100_000],
        (0..100_000).map(|i| P_POSITIONS[i % 41] as u64).collect(),
        (0..100_000).map(|_| rng.range(1, 1_000_000)).collect(),
    ];
    for heaps in cases {
        let want: String = heaps
            .iter()
            .map(|&n| {
                let lost = P_POSITIONS.contains(&(n as usize));
                format!("{}\n", answer_2207(!lost))
            })
            .collect();
        let out = run_limited(&bin(), &input_2207(&heaps));
        assert!(out.success, "TEST_SEED={seed}: {}", out.stderr);
        assert!(out.stdout == want, "wrong answer (TEST_SEED={seed})");
        out.assert_within_ms(1000, "t = 10^5");
    }
}
