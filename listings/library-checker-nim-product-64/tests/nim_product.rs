//! Library Checker nim_product_64: the release binary on the sample, against
//! the mex definition on every pair below 2^8, the field axioms on all of 2^8
//! and on random 64-bit triples (associativity, distributivity, inverses),
//! against testkit's bit-pair product on random and structured pairs, and bad
//! input. The limit is tested in `limits.rs`, a test binary of its own.

use std::path::PathBuf;
use testkit::nimbers::{
    input_nim_product, nim_inverse, nim_mul_mex_table, parse_u64_lines, NimBits,
};
use testkit::rng::{seed, Rng};
use testkit::run::{assert_rejects, assert_rejects_bytes, assert_samples_pass, output_of};

fn bin() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_library-checker-nim-product-64"))
}

/// The binary's products of the given pairs.
fn products(pairs: &[(u64, u64)]) -> Vec<u64> {
    let got = parse_u64_lines(&output_of(&bin(), &input_nim_product(pairs)));
    assert_eq!(got.len(), pairs.len(), "one product per pair");
    got
}

#[test]
fn samples_pass() {
    assert_samples_pass(&bin(), env!("CARGO_MANIFEST_DIR"));
}

/// All 65 536 pairs below 2^8 in one run, against the mex definition; then the
/// field axioms on the binary's own table: associativity and distributivity
/// over all 2^24 triples, and an inverse for every nonzero byte.
#[test]
fn agrees_with_the_mex_definition_and_is_a_field_below_2_pow_8() {
    let n = 256usize;
    let pairs: Vec<(u64, u64)> = (0..n * n)
        .map(|k| ((k / n) as u64, (k % n) as u64))
        .collect();
    let t = products(&pairs);
    assert_eq!(
        t,
        nim_mul_mex_table(n),
        "the product differs from the mex definition"
    );
    let m = |a: u64, b: u64| {
        assert!(a < 256 && b < 256, "[0, 256) is not closed: {a}, {b}");
        t[a as usize * n + b as usize]
    };
    for a in 0..256 {
        assert!((1..256).any(|x| m(a.max(1), x) == 1), "no inverse of {a}");
        for b in 0..256 {
            assert_eq!(m(a, b), m(b, a), "commutativity");
            for c in 0..256 {
                assert_eq!(m(m(a, b), c), m(a, m(b, c)), "associativity at {a} {b} {c}");
                assert_eq!(
                    m(a, b ^ c),
                    m(a, b) ^ m(a, c),
                    "distributivity at {a} {b} {c}"
                );
            }
        }
    }
}

/// 2·10^4 random triples of 64-bit numbers through the binary: (ab)c = a(bc),
/// a(b ⊕ c) = ab ⊕ ac, a ⊗ a⁻¹ = 1 (the inverse from testkit's product), and
/// every product against testkit's bit-pair product.
#[test]
fn field_axioms_on_random_64_bit_triples() {
    let seed = seed(64);
    let mut rng = Rng::new(seed);
    let bits = NimBits::new();
    let triples: Vec<[u64; 3]> = (0..20_000)
        .map(|_| {
            [
                rng.next_u64(),
                rng.next_u64(),
                rng.next_u64() >> rng.range(0, 63),
            ]
        })
        .collect();
    let mut first = Vec::new();
    for &[a, b, c] in &triples {
        first.extend([
            (a, b),
            (b, c),
            (a, b ^ c),
            (a, c),
            (a, nim_inverse(&bits, a.max(1))),
        ]);
    }
    let p = products(&first);
    for (k, (&(a, b), &got)) in first.iter().zip(&p).enumerate() {
        assert_eq!(
            got,
            bits.mul(a, b),
            "{a} ⊗ {b} (TEST_SEED={seed}, pair {k})"
        );
    }
    let mut second = Vec::new();
    for (i, &[a, _, c]) in triples.iter().enumerate() {
        second.extend([(p[5 * i], c), (a, p[5 * i + 1])]);
    }
    let q = products(&second);
    for (i, &[a, b, c]) in triples.iter().enumerate() {
        let why = format!("a = {a}, b = {b}, c = {c} (TEST_SEED={seed})");
        assert_eq!(q[2 * i], q[2 * i + 1], "associativity: {why}");
        assert_eq!(
            p[5 * i + 2],
            p[5 * i] ^ p[5 * i + 3],
            "distributivity: {why}"
        );
        assert_eq!(p[5 * i + 4], 1, "inverse: {why}");
    }
}

/// Every pair of powers of two, every Fermat 2-power F against F·x (x < F) and
/// F ⊗ F = 3F/2, and the all-ones numbers.
#[test]
fn powers_of_two_and_fermat_powers() {
    let bits = NimBits::new();
    let mut pairs: Vec<(u64, u64)> = Vec::new();
    for i in 0..64 {
        for j in 0..64 {
            pairs.push((1 << i, 1 << j));
        }
    }
    for i in 0..64 {
        pairs.push((u64::MAX >> i, u64::MAX));
    }
    let got = products(&pairs);
    for (&(a, b), &g) in pairs.iter().zip(&got) {
        assert_eq!(g, bits.mul(a, b), "{a} ⊗ {b}");
    }
    let mut rng = Rng::new(seed(7));
    let mut fermat = Vec::new();
    let mut want = Vec::new();
    for k in 0..6 {
        let f = 1u64 << (1 << k);
        fermat.push((f, f));
        want.push(f + f / 2);
        for _ in 0..50 {
            let x = rng.range(0, f - 1);
            fermat.push((f, x));
            want.push(f * x);
        }
    }
    assert_eq!(products(&fermat), want);
}

#[test]
fn bad_input_gets_a_clear_message() {
    assert_rejects(&bin(), "", "T is missing");
    assert_rejects(&bin(), "x\n", "T is not");
    assert_rejects(&bin(), "2\n1 2\n3\n", "B of pair 2 (of T = 2) is missing");
    assert_rejects(
        &bin(),
        "99999999999\n1 2\n",
        "A of pair 2 (of T = 99999999999) is missing",
    );
    assert_rejects(&bin(), "18446744073709551616\n1 2\n", "T is 2^64 or more");
    assert_rejects(&bin(), "18446744073709551615\n1 2\n", "A of pair 2");
    assert_rejects(
        &bin(),
        "1\n18446744073709551616 1\n",
        "A of pair 1 (of T = 1) is 2^64 or more",
    );
    assert_rejects(&bin(), "1\n-1 1\n", "is not a non-negative integer");
    assert_rejects(&bin(), "1\n1 2 3\n", "unexpected text after the 1 pairs");
    assert_rejects_bytes(&bin(), b"1\n1 \xff\xfe\n", "not UTF-8");
}
