//! Luogu P3175: the release binary on the sample; against the exact rational
//! answer of the Markov chain (testkit) for every weight vector with n = 1
//! (weights 0..=4) and n = 2 (weights 0..=3), and 300 random ones with n = 3,
//! probabilities in sixteenths; against the chain in f64 (sums of
//! nonnegative terms only) on 300 random inputs with n ≤ 9 and probabilities
//! down to 10^-6, within the error bound the chapter proves; at n = 20 under a
//! 1 MiB stack with a closed-form answer; INF; and bad input.

use std::path::PathBuf;
use testkit::inversion::{
    input_3175, or_expectation_chain, or_expectation_exact, or_expectation_relative_bound,
    random_input_3175,
};
use testkit::rng::{seed, Rng};
use testkit::run::{
    assert_rejects, assert_rejects_bytes, assert_samples_pass, output_of, run_limited,
};

fn bin() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_luogu-3175-bitwise-or"))
}

/// The listing's answer: Some(value) or None for INF.
fn answer(n: u32, probs: &[String]) -> Option<f64> {
    let out = output_of(&bin(), &input_3175(n, probs));
    let t = out.trim();
    if t == "INF" {
        None
    } else {
        Some(t.parse().unwrap_or_else(|_| panic!("not a number: {t:?}")))
    }
}

/// A random split of `total` into `parts` nonnegative integers.
fn composition(rng: &mut Rng, total: u64, parts: usize) -> Vec<u64> {
    let mut w = vec![0u64; parts];
    for _ in 0..total {
        w[rng.range(0, parts as u64 - 1) as usize] += 1;
    }
    w
}

#[test]
fn samples_pass() {
    assert_samples_pass(&bin(), env!("CARGO_MANIFEST_DIR"));
}

fn check_exact(n: u32, w: &[u64], total: u64) {
    let probs: Vec<String> = w
        .iter()
        .map(|&x| format!("{}", x as f64 / total as f64))
        .collect();
    let got = answer(n, &probs);
    match or_expectation_exact(n, w) {
        None => assert_eq!(got, None, "weights {w:?}: expected INF"),
        Some(r) => {
            let want = r.to_f64();
            let g = got.unwrap_or_else(|| panic!("weights {w:?}: INF, expected {want}"));
            assert!(
                (g - want).abs() <= 1e-9 * want.max(1.0),
                "weights {w:?} / {total}: got {g}, exact {}/{} = {want}",
                r.num,
                r.den
            );
        }
    }
}

/// Every weight vector for n = 1 (weights 0..=4, total 4 → quarters) and
/// n = 2 (weights 0..=3 over total 16 → sixteenths where they sum to 16;
/// the others are scaled to sixteenths of their own sum when it is a power of
/// two), and 300 random splits of 16 for n = 3: against exact rationals.
#[test]
fn agrees_with_exact_rationals_for_n_up_to_3() {
    let mut checked = 0;
    for a in 0..=4u64 {
        check_exact(1, &[a, 4 - a], 4);
        checked += 1;
    }
    for code in 0u64..256 {
        let w: Vec<u64> = (0..4).map(|i| code >> (2 * i) & 3).collect();
        let total: u64 = w.iter().sum();
        if total > 0 && total.is_power_of_two() {
            check_exact(2, &w, total);
            checked += 1;
        }
    }
    let seed = seed(3175);
    let mut rng = Rng::new(seed);
    for _ in 0..300 {
        let w = composition(&mut rng, 16, 8);
        check_exact(3, &w, 16);
        checked += 1;
    }
    assert!(checked > 350, "{checked}");
}

/// 300 random inputs, n ≤ 9, some probabilities as small as 10^-6, against
/// the f64 Markov chain: within the chapter's bound (plus the chain's own
/// error and the 10 printed decimals), and within the judge's 10^-6
/// wherever the bound guarantees it.
#[test]
fn agrees_with_the_chain_within_the_error_bound() {
    let seed = seed(31750);
    let mut rng = Rng::new(seed);
    let mut worst = 0f64;
    let mut guaranteed = 0;
    let mut worst_guaranteed = 0f64;
    for round in 0..300 {
        // Probabilities printed with 17 significant digits, so the listing reads what we hold.
        let Some((n, probs, p)) = random_input_3175(&mut rng, round) else {
            continue;
        };
        let got = answer(n, &probs);
        match or_expectation_chain(n, &p) {
            None => assert_eq!(got, None, "n = {n} (TEST_SEED={seed})"),
            Some(want) => {
                let g = got.expect("INF where the chain finishes");
                let rel = (g - want).abs() / want;
                let bound = or_expectation_relative_bound(n, &p) + 1e-12 + 1e-10 / want;
                assert!(
                    rel <= bound,
                    "n = {n}: got {g}, chain {want}, relative error {rel:e} > bound {bound:e} (TEST_SEED={seed})"
                );
                // Where the bound itself is below the judge's 10^-6, so is the error.
                if bound <= 1e-6 {
                    assert!(rel < 1e-6, "the judge's tolerance");
                    guaranteed += 1;
                    worst_guaranteed = worst_guaranteed.max(rel);
                }
                worst = worst.max(rel);
            }
        }
    }
    println!(
        "largest relative error seen: {worst:e}; {guaranteed} cases inside the 10^-6 \
         guarantee, largest error among them {worst_guaranteed:e}"
    );
    assert!(guaranteed >= 100, "{guaranteed}");
}

/// n = 20 under a 1 MiB stack within 1 s: all 2^20 numbers equally likely,
/// so each bit is set independently with probability 1/2 each second and
/// E = Σ_{t ≥ 0} (1 − (1 − 2^-t)^20), summed here directly.
#[test]
fn limit_input_runs_in_1_mib_stack_and_time() {
    let n = 20;
    let size = 1usize << n;
    let probs = vec![format!("{:e}", 1.0 / size as f64); size];
    let out = run_limited(&bin(), &input_3175(n, &probs));
    assert!(out.success, "{}", out.stderr);
    out.assert_within_ms(1000, "n = 20");
    let got: f64 = out.stdout.trim().parse().unwrap();
    let mut want = 0f64;
    for t in 0..2000 {
        let all_set = (1.0 - 0.5f64.powi(t)).powi(n as i32);
        want += 1.0 - all_set;
    }
    assert!((got - want).abs() < 1e-8 * want, "got {got}, want {want}");
    // Only the number 2^20 − 1: one second.
    let mut probs = vec!["0".to_string(); size];
    probs[size - 1] = "1".to_string();
    assert_eq!(
        output_of(&bin(), &input_3175(n, &probs)).trim(),
        "1.0000000000"
    );
    // Only even numbers: bit 0 is never set.
    let probs: Vec<String> = (0..size)
        .map(|i| {
            if i % 2 == 0 {
                format!("{:e}", 2.0 / size as f64)
            } else {
                "0".into()
            }
        })
        .collect();
    assert_eq!(output_of(&bin(), &input_3175(n, &probs)).trim(), "INF");
}

#[test]
fn inf_and_the_empty_case() {
    assert_eq!(
        answer(2, &["0.5".into(), "0.5".into(), "0".into(), "0".into()]),
        None
    );
    assert_eq!(answer(1, &["1".into(), "0".into()]), None);
    // n = 0: the number is already 2^0 − 1 = 0.
    assert_eq!(answer(0, &["1".into()]), Some(0.0));
}

#[test]
fn bad_input_gets_a_clear_message() {
    assert_rejects(&bin(), "", "input ended before n");
    assert_rejects(&bin(), "21\n", "n (\"21\")");
    assert_rejects(&bin(), "2\n0.25 0.25 0.25\n", "input ended before p_3");
    assert_rejects(&bin(), "1\n0.5 0.5 0.1\n", "more than 2^n");
    assert_rejects(&bin(), "1\n0.5 inf\n", "p_1 (\"inf\")");
    assert_rejects(&bin(), "1\nNaN 1\n", "p_0 (\"NaN\")");
    assert_rejects(&bin(), "1\n-0.5 1.5\n", "p_0 (\"-0.5\")");
    assert_rejects(&bin(), "99999999999\n", "n (\"99999999999\")");
    assert_rejects(&bin(), "18446744073709551615\n", "n (");
    assert_rejects_bytes(&bin(), b"1\n\xff\xfe\n", "not UTF-8");
}
