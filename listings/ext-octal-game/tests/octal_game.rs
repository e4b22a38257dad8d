//! ext-octal-game: the release binary on our samples (checked by the oracle),
//! against the exhaustive solver on small positions of random codes, against
//! the published periods of Kayles and Dawson's Kayles at 10^18, and bad
//! input. The limit inputs are in `limits.rs`, a test binary of their own, so
//! that their time is not measured while this file's tests load the machine.

use std::path::PathBuf;
use testkit::octal::{
    answer_octal, code_text, input_octal, octal_sg_fast, octal_sg_plain, random_code, OctalOracle,
    PUBLISHED_PERIODS,
};
use testkit::rng::{seed, Rng};
use testkit::run::{assert_rejects, assert_rejects_bytes, assert_samples_pass, output_of};

fn bin() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_ext-octal-game"))
}

#[test]
fn samples_pass() {
    assert_samples_pass(&bin(), env!("CARGO_MANIFEST_DIR"));
}

/// Our samples are our own: recompute each answer from testkit's plain table
/// (heaps below 5000) or the published period (beyond), xor by the SG theorem.
#[test]
fn samples_agree_with_the_oracle() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("samples");
    for i in 1..=4 {
        let input = std::fs::read_to_string(dir.join(format!("{i}.in"))).unwrap();
        let output = std::fs::read_to_string(dir.join(format!("{i}.out"))).unwrap();
        let mut tok = input.split_whitespace();
        let code: Vec<u8> = tok.next().unwrap()[2..].bytes().map(|b| b - b'0').collect();
        let table = octal_sg_plain(&code, 5000);
        let q: usize = tok.next().unwrap().parse().unwrap();
        let mut want = String::new();
        for _ in 0..q {
            let k: usize = tok.next().unwrap().parse().unwrap();
            let mut g = 0u64;
            for _ in 0..k {
                let h: u64 = tok.next().unwrap().parse().unwrap();
                g ^= published_sg(&code, &table, h) as u64;
            }
            want.push_str(&answer_octal(g));
        }
        assert_eq!(output, want, "sample {i}");
    }
}

/// SG(h) from the plain table, or for large h by the period Winning Ways
/// publishes (PUBLISHED_PERIODS), not by the listing's own search.
fn published_sg(code: &[u8], table: &[u32], h: u64) -> u32 {
    if h < table.len() as u64 {
        return table[h as usize];
    }
    let (_, a, p) = PUBLISHED_PERIODS
        .iter()
        .find(|(c, _, _)| *c == code)
        .expect("a large heap only for a game with a published period");
    table[(*a as u64 + (h - *a as u64) % *p as u64) as usize]
}

/// Random codes of 1 to 4 digits, 40 random positions of 0 to 3 heaps of at
/// most 6 tokens each, answered by searching the whole multi-heap game.
#[test]
fn agrees_with_exhaustive_search_on_random_codes() {
    let seed = seed(1617);
    let mut rng = Rng::new(seed);
    for _ in 0..30 {
        let code = random_code(&mut rng, 4);
        let mut oracle = OctalOracle::new(&code);
        let mut positions = Vec::new();
        let mut want = String::new();
        for _ in 0..40 {
            let n = rng.range(0, 3) as usize;
            let heaps: Vec<u32> = (0..n).map(|_| rng.range(0, 6) as u32).collect();
            want.push_str(&answer_octal(oracle.sg(&heaps)));
            positions.push(heaps.iter().map(|&h| h as u64).collect());
        }
        let got = output_of(&bin(), &input_octal(&code, &positions));
        assert_eq!(got, want, "{} (TEST_SEED={seed})", code_text(&code));
    }
}

/// Every single heap below 1000 of random codes, one run per code, against
/// the plain table (the code's period, if the listing found one, is used
/// beyond the point where it was proved).
#[test]
fn every_heap_below_1000_agrees_with_the_plain_table() {
    let seed = seed(1619);
    let mut rng = Rng::new(seed);
    for _ in 0..20 {
        let code = random_code(&mut rng, 3);
        let table = octal_sg_fast(&code, 1000);
        let positions: Vec<Vec<u64>> = (0..1000).map(|h| vec![h]).collect();
        let want: String = table.iter().map(|&g| answer_octal(g as u64)).collect();
        let got = output_of(&bin(), &input_octal(&code, &positions));
        assert_eq!(got, want, "{} (TEST_SEED={seed})", code_text(&code));
    }
}

/// Kayles, Dawson's Kayles and Dawson's chess, one heap per position: every heap
/// from a − 3 to a + p + 3 (across the end of the preperiod) and ten heaps
/// near 10^18 and 2^64 − 1, against the plain table and the published period.
#[test]
fn kayles_and_dawsons_kayles_agree_with_the_published_periods() {
    for (code, a, p) in PUBLISHED_PERIODS {
        let table = octal_sg_plain(code, 5000);
        let mut heaps: Vec<u64> = ((a - 3) as u64..(a + p + 3) as u64).collect();
        heaps.extend((0..5).map(|i| 1_000_000_000_000_000_000 + i));
        heaps.extend((0..5).map(|i| u64::MAX - i));
        let want: String = heaps
            .iter()
            .map(|&h| answer_octal(published_sg(code, &table, h) as u64))
            .collect();
        let positions: Vec<Vec<u64>> = heaps.iter().map(|&h| vec![h]).collect();
        let got = output_of(&bin(), &input_octal(code, &positions));
        assert_eq!(got, want, "{}", code_text(code));
    }
}

/// 0.4 is the chapter's counterexample to the theorem with n0 = 0: SG(0) =
/// SG(1) = SG(2) = 0 but SG(3) = 1. Heaps 0 to 299 against the plain table.
#[test]
fn the_window_is_applied_with_n0_at_least_1() {
    let table = octal_sg_plain(&[4], 300);
    assert_eq!(&table[..4], &[0, 0, 0, 1]);
    let positions: Vec<Vec<u64>> = (0..300).map(|h| vec![h]).collect();
    let want: String = table.iter().map(|&g| answer_octal(g as u64)).collect();
    assert_eq!(output_of(&bin(), &input_octal(&[4], &positions)), want);
}

#[test]
fn a_heap_beyond_the_search_without_a_period_is_refused() {
    assert_rejects(
        &bin(),
        "0.007\n2\n1 5000\n",
        "no period was proved among the first 5000",
    );
    assert_rejects(
        &bin(),
        "0.6\n1\n1 1000000000000000000\n",
        "position 1: heap 1000000000000000000: no period",
    );
}

#[test]
fn bad_input_gets_a_clear_message() {
    assert_rejects(&bin(), "", "empty input");
    assert_rejects(&bin(), "0.8\n1\n1 3\n", "not 0-7");
    assert_rejects(&bin(), "0.77777\n1\n1 3\n", "1 to 4 digits");
    assert_rejects(&bin(), "0.\n1\n1 3\n", "1 to 4 digits");
    assert_rejects(&bin(), "1.7\n1\n1 3\n", "does not start with 0.");
    assert_rejects(&bin(), "0.000\n1\n1 3\n", "allows no move");
    assert_rejects(&bin(), "0.77\n", "number of positions q");
    assert_rejects(&bin(), "0.77\n-1\n", "q is not");
    assert_rejects(
        &bin(),
        "0.77\n2\n1 3\n",
        "position 2: expected the number of heaps",
    );
    assert_rejects(&bin(), "0.77\n1\nx\n", "position 1: k is not");
    assert_rejects(&bin(), "0.77\n1\n3 1 2\n", "expected 3 heaps, found 2");
    assert_rejects(
        &bin(),
        "0.77\n1\n99999999999 1 2\n",
        "expected 99999999999 heaps, found 2",
    );
    assert_rejects(
        &bin(),
        "0.77\n99999999999\n1 2\n",
        "position 2: expected the number",
    );
    assert_rejects(&bin(), "0.77\n18446744073709551616\n1 1\n", "q is not");
    assert_rejects(&bin(), "0.77\n1\n1 18446744073709551616\n", "heap 1");
    assert_rejects(&bin(), "0.77\n1\n1 5 6\n", "unexpected \"6\"");
    assert_rejects_bytes(&bin(), b"0.77\n1\n1 \xff\xfe\n", "not UTF-8");
}
