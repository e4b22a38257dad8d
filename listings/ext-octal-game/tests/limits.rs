//! ext-octal-game at its limits under a 1 MiB stack, alone in its test binary
//! (cargo runs test binaries one after another), so the measured time is the
//! listing's and not its sibling tests'.

use std::path::PathBuf;
use testkit::octal::{answer_octal, code_text, input_octal, octal_sg_fast};
use testkit::rng::{seed, Rng};
use testkit::run::run_limited;

fn bin() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_ext-octal-game"))
}

/// The slowest codes: four splitting digits (no period proved for 0.6666 within
/// 5000 values) and Treblecross 0.007; 10^4 positions of 10 heaps each.
#[test]
fn limit_inputs_run_in_1_mib_stack_and_time() {
    let seed = seed(1618);
    let mut rng = Rng::new(seed);
    for code in [vec![6, 6, 6, 6], vec![7, 6, 7, 6], vec![0, 0, 7]] {
        let table = octal_sg_fast(&code, 5000);
        let mut positions = Vec::new();
        let mut want = String::new();
        for _ in 0..10_000 {
            let heaps: Vec<u64> = (0..10).map(|_| rng.range(0, 4999)).collect();
            let g = heaps
                .iter()
                .fold(0u64, |g, &h| g ^ table[h as usize] as u64);
            want.push_str(&answer_octal(g));
            positions.push(heaps);
        }
        let out = run_limited(&bin(), &input_octal(&code, &positions));
        assert!(
            out.success,
            "{} (TEST_SEED={seed}): {}",
            code_text(&code),
            out.stderr
        );
        assert!(
            out.stdout == want,
            "{} (TEST_SEED={seed})",
            code_text(&code)
        );
        out.assert_within_ms(1000, &code_text(&code));
    }
}
