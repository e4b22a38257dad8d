//! Luogu P1446: the release binary on the sample, against counting orbits by
//! brute force (every colouring with the counts, canonicalised under the
//! closure of the shuffles) on structured and random groups of up to 8 cards,
//! on the traps (no shuffles, one colour, a modulus below n), at the limit
//! (60 cards, 59 shuffles) under a 1 MiB stack, and on bad input.

use std::path::PathBuf;
use testkit::primes_orbits::polya::{
    alternating_5, answer_1446, cube_rotations, cyclic, dihedral, embed, input_1446, random_counts,
    random_group, random_modulus, regular, shuffles_of, symmetric, Perm,
};
use testkit::rng::{seed, Rng};
use testkit::run::{
    assert_rejects, assert_rejects_bytes, assert_samples_pass, output_of, run_limited,
};

fn bin() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_luogu-1446-cards"))
}

fn check(counts: [usize; 3], shuffles: &[Perm], p: u64, what: &str) {
    let want = answer_1446(counts, shuffles, p).to_string();
    let input = input_1446(counts, p, shuffles);
    assert_eq!(output_of(&bin(), &input).trim(), want, "{what}:\n{input}");
}

#[test]
fn samples_pass() {
    assert_samples_pass(&bin(), env!("CARGO_MANIFEST_DIR"));
}

/// The cube's 24 rotations on its 6 faces, the bracelets' dihedral group on 7
/// and 8 beads, S_4 and A_5 on some of 7 cards, in random listing orders
/// (11 runs).
#[test]
fn agrees_with_brute_force_on_structured_groups() {
    let seed = seed(1446);
    let mut r = Rng::new(seed);
    let what = format!("structured group (TEST_SEED={seed})");
    for counts in [[2, 2, 2], [3, 2, 1], [1, 1, 4]] {
        let s = shuffles_of(&mut r, &cube_rotations());
        check(counts, &s, random_modulus(&mut r, s.len()), &what);
    }
    for (n, counts) in [(7, [3, 2, 2]), (8, [3, 3, 2]), (8, [4, 4, 0])] {
        let s = shuffles_of(&mut r, &dihedral(n));
        check(counts, &s, random_modulus(&mut r, s.len()), &what);
    }
    let c = cyclic(8);
    check([2, 3, 3], &shuffles_of(&mut r, &c), 11, &what);
    for small in [symmetric(4), alternating_5()] {
        for counts in [[2, 2, 3], [1, 3, 3]] {
            let g = embed(&mut r, &small, 7);
            let s = shuffles_of(&mut r, &g);
            check(counts, &s, random_modulus(&mut r, s.len()), &what);
        }
    }
}

/// 11 random groups of order ≤ 61 on 1 to 8 cards, random counts and moduli.
#[test]
fn agrees_with_brute_force_on_random_groups() {
    let seed = seed(14460);
    let mut r = Rng::new(seed);
    for _ in 0..11 {
        let n = r.range(1, 8) as usize;
        let g = random_group(&mut r, n, 61);
        let s = shuffles_of(&mut r, &g);
        let counts = random_counts(&mut r, n);
        let p = random_modulus(&mut r, s.len());
        check(counts, &s, p, &format!("random group (TEST_SEED={seed})"));
    }
}

/// No shuffles: every colouring is its own class, 6!/(2!·2!·2!) = 90; with
/// P = 2 the count must be reduced without dividing by factorials (90 is
/// even). All cards one colour: one class, whatever the shuffles.
#[test]
fn no_shuffles_and_one_colour() {
    assert_eq!(output_of(&bin(), "2 2 2 0 97\n").trim(), "90");
    assert_eq!(output_of(&bin(), "2 2 2 0 2\n").trim(), "0");
    assert_eq!(output_of(&bin(), "1 2 0 0 2\n").trim(), "1");
    let s = shuffles_of(&mut Rng::new(7), &dihedral(5));
    assert_eq!(
        output_of(&bin(), &input_1446([0, 5, 0], 11, &s)).trim(),
        "1"
    );
}

/// The limit: 60 cards (20 of each colour) under the 60 elements of A_5 acting
/// on themselves, so m = 59 (a group of order 61 would need a 61-cycle), and
/// under the 60 rotations of a necklace of 60; each within 1 s under a 1 MiB
/// stack. Every shuffle but the identity then moves every card, and a
/// colouring fixed by a shuffle with cycles of length d has 20 = a multiple
/// of d cards of each colour; the answers are checked by a count of Burnside
/// terms from the multinomials (not the listing's knapsack).
#[test]
fn limit_input_runs_in_1_mib_stack_and_time() {
    // multinomial(60/d; 20/d, 20/d, 20/d) as an exact u128, for d | 20.
    let multinomial = |d: u128| -> u128 {
        let k = 20 / d;
        let mut v = 1u128;
        // C(3k, k) · C(2k, k), each built up exactly.
        for (top, choose) in [(3 * k, k), (2 * k, k)] {
            let mut c = 1u128;
            for i in 0..choose {
                c = c * (top - i) / (i + 1);
            }
            v *= c;
        }
        v
    };
    let mut r = Rng::new(seed(14461));
    // A_5 on itself: element orders 1 (once), 2 (15), 3 (20), 5 (24).
    let a5 = regular(&alternating_5());
    let s = shuffles_of(&mut r, &a5);
    assert_eq!(s.len(), 59);
    let total = multinomial(1) + 15 * multinomial(2) + 24 * multinomial(5);
    assert_eq!(total % 60, 0);
    let p = 97;
    let want = (total / 60 % p) as u64;
    let out = run_limited(&bin(), &input_1446([20, 20, 20], p as u64, &s));
    assert!(out.success, "{}", out.stderr);
    assert_eq!(out.stdout.trim(), want.to_string());
    out.assert_within_ms(1000, "A_5 acting on 60 cards");
    // The 60 rotations of 60 cards: rotation by s has gcd(s, 60) cycles of
    // length 60 / gcd; the colouring is fixed only if that length divides 20.
    let s = shuffles_of(&mut r, &cyclic(60));
    let mut total = 0u128;
    for shift in 0..60u128 {
        let g = (1..=60u128)
            .rev()
            .find(|d| shift % d == 0 && 60 % d == 0)
            .unwrap();
        let len = 60 / g;
        if 20 % len == 0 {
            total += multinomial(len);
        }
    }
    assert_eq!(total % 60, 0);
    let p = 61u128;
    let out = run_limited(&bin(), &input_1446([20, 20, 20], p as u64, &s));
    assert!(out.success, "{}", out.stderr);
    assert_eq!(out.stdout.trim(), (total / 60 % p).to_string());
    out.assert_within_ms(1000, "the 60 rotations of 60 cards");
}

#[test]
fn bad_input_gets_a_clear_message() {
    let b = bin();
    assert_rejects(&b, "", "expected Sr");
    assert_rejects(&b, "21 0 0 0 7\n", "Sr: \"21\"");
    assert_rejects(&b, "1 1 1 61 97\n", "m: \"61\"");
    assert_rejects(&b, "1 1 1 99999999999 7\n", "m: \"99999999999\"");
    assert_rejects(
        &b,
        "1 1 1 18446744073709551615 7\n",
        "m: \"18446744073709551615\"",
    );
    assert_rejects(&b, "1 1 1 2 9\n2 3 1\n3 1 2\n", "P = 9");
    assert_rejects(&b, "1 1 1 2 3\n2 3 1\n3 1 2\n", "P = 3");
    assert_rejects(&b, "1 1 1 1 7\n2 2 1\n", "shuffle 1 is not a permutation");
    assert_rejects(&b, "1 1 1 2 7\n2 3 1\n", "expected shuffle 2");
    assert_rejects(&b, "1 1 1 1 7\n2 3 1 1\n", "unexpected \"1\"");
    assert_rejects_bytes(&b, b"1 1 1 0 7\n\xff\xfe\n", "not UTF-8");
}
