//! ext-wythoff-move: every output line is `none` exactly at a P-position and
//! otherwise a legal move to a P-position (checked against the exhaustive
//! search for all heaps ≤ 300 and by the square-root-free oracle beyond), and
//! the move is the one the stated rule picks. Every multi-position check is one run.

use std::path::{Path, PathBuf};
use testkit::rng::{seed, Rng};
use testkit::run::{
    assert_rejects, assert_rejects_bytes, assert_samples_pass, output_of, run_limited,
    run_limited_memory,
};
use testkit::wythoff::{
    check_move_line, fibonacci_up_to, floor_k_phi, input_lines, largest_k_in_u64,
    p_position_and_neighbours, random_position, Exhaustive,
};

fn bin() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_ext-wythoff-move"))
}

/// Run once on `positions`; check every line with the oracle; return the moves.
fn run_and_check(positions: &[(u64, u64)], what: &str) -> Vec<Option<(u64, u64)>> {
    let out = output_of(&bin(), &input_lines(positions));
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(
        lines.len(),
        positions.len(),
        "{what}: one line per position"
    );
    positions
        .iter()
        .zip(&lines)
        .map(|(&(a, b), line)| {
            check_move_line(a, b, line).unwrap_or_else(|e| panic!("{what}: {e}"))
        })
        .collect()
}

#[test]
fn samples_pass_and_are_right() {
    assert_samples_pass(&bin(), env!("CARGO_MANIFEST_DIR"));
    // Our own samples: their expected output is itself judged by the oracle.
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("samples");
    let input = std::fs::read_to_string(dir.join("1.in")).unwrap();
    let expected = std::fs::read_to_string(dir.join("1.out")).unwrap();
    let nums: Vec<u64> = input
        .split_ascii_whitespace()
        .map(|t| t.parse().unwrap())
        .collect();
    let lines: Vec<&str> = expected.lines().collect();
    assert_eq!(lines.len() * 2, nums.len());
    for (ab, line) in nums.chunks(2).zip(lines) {
        check_move_line(ab[0], ab[1], line).unwrap_or_else(|e| panic!("sample: {e}"));
    }
}

/// The rule of the chapter, stated on the exhaustive table: if taking the same
/// number from both heaps can win, that move; otherwise the winning move that
/// lowers the larger heap (the first heap if they are equal).
fn rule_choice(table: &Exhaustive, a: usize, b: usize) -> (usize, usize) {
    let wins = table.winning_moves(a, b);
    if let Some(&m) = wins.iter().find(|&&(x, y)| x < a && y < b) {
        return m;
    }
    let lowered_larger = |&&(x, y): &&(usize, usize)| {
        if a >= b {
            y == b
        } else {
            x == a
        }
    };
    *wins
        .iter()
        .find(lowered_larger)
        .unwrap_or_else(|| panic!("({a}, {b}): no winning move on the larger heap"))
}

#[test]
fn agrees_with_exhaustive_search_on_all_positions_up_to_300() {
    let n = 300;
    let table = Exhaustive::new(n);
    let positions: Vec<(u64, u64)> = (0..=n as u64)
        .flat_map(|a| (0..=n as u64).map(move |b| (a, b)))
        .collect();
    let moves = run_and_check(&positions, "exhaustive ≤ 300");
    for (&(a, b), m) in positions.iter().zip(&moves) {
        let (a, b) = (a as usize, b as usize);
        match m {
            None => assert!(table.is_lost(a, b), "({a}, {b})"),
            Some((x, y)) => {
                let got = (*x as usize, *y as usize);
                assert!(
                    table.winning_moves(a, b).contains(&got),
                    "({a}, {b}) -> {got:?}"
                );
                assert_eq!(
                    got,
                    rule_choice(&table, a, b),
                    "({a}, {b}): not the rule's move"
                );
            }
        }
    }
}

#[test]
fn right_near_p_positions_of_fibonacci_and_huge_k() {
    let mut ks = fibonacci_up_to(1_000_000_000_000_000_000);
    ks.extend([102_334_155, largest_k_in_u64(), largest_k_in_u64() + 1]);
    let mut positions = Vec::new();
    for k in ks {
        positions.extend(p_position_and_neighbours(k));
    }
    // Far from the diagonal: the move is on the larger heap, to a small partner.
    for x in [0u64, 1, 2, 3, 1_000_000_000, u64::MAX / 3] {
        positions.push((x, u64::MAX));
        positions.push((u64::MAX, x));
    }
    positions.push((u64::MAX, u64::MAX));
    run_and_check(&positions, "near P-positions");
}

#[test]
fn right_on_random_positions_of_every_size() {
    let seed = seed(10672);
    let mut rng = Rng::new(seed);
    let mut positions = Vec::new();
    for i in 0..30_000u32 {
        let max = [1_000, 1_000_000_000, u64::MAX][(i % 3) as usize];
        positions.push(random_position(&mut rng, max));
    }
    let out = output_of(&bin(), &input_lines(&positions));
    for (&(a, b), line) in positions.iter().zip(out.lines()) {
        check_move_line(a, b, line).unwrap_or_else(|e| panic!("{e} (TEST_SEED={seed})"));
    }
    assert_eq!(out.lines().count(), positions.len());
}

#[test]
fn p_position_partners_come_out_of_the_rule() {
    // From (a_k, l) with l > b_k the rule lowers l to b_k: a check of `partner`
    // on both halves of the partition, for k up to 10^5 (a_k from the oracle).
    let mut positions = Vec::new();
    for k in (0..100_000u64).step_by(7) {
        let a = floor_k_phi(k) as u64;
        positions.push((a, a + k + 1 + k % 5));
        positions.push((a + k, a + k + (a + k) * 3 + 1)); // b_k: partner a_k
    }
    let moves = run_and_check(&positions, "partners");
    for (i, m) in moves.iter().enumerate() {
        let k = (i / 2) as u64 * 7;
        let a = floor_k_phi(k) as u64;
        let want = if i % 2 == 0 { (a, a + k) } else { (a + k, a) };
        assert_eq!(*m, Some(want), "k = {k}");
    }
}

#[test]
fn many_lines_run_in_1_mib_stack_and_time() {
    let seed = seed(10673);
    let mut rng = Rng::new(seed);
    let positions: Vec<(u64, u64)> = (0..100_000)
        .map(|_| (rng.range(0, u64::MAX), rng.range(0, u64::MAX)))
        .collect();
    let out = run_limited(&bin(), &input_lines(&positions));
    assert!(out.success, "TEST_SEED={seed}: {}", out.stderr);
    out.assert_within_ms(1000, "the run");
    assert_eq!(out.stdout.lines().count(), positions.len());
}

/// Near 2^64: every k within 200 of the largest whose P-position fits, heaps
/// near 2^64 with a small difference, and small heaps against 2^64 − 1.
#[test]
fn right_at_the_edges_near_2_pow_64() {
    let top = largest_k_in_u64();
    let mut positions = Vec::new();
    for k in top - 200..=top + 1 {
        positions.extend(p_position_and_neighbours(k));
    }
    for j in 0..300u64 {
        positions.push((u64::MAX - j, u64::MAX));
        positions.push((u64::MAX, u64::MAX - j));
        positions.push((u64::MAX - 300 - j, u64::MAX - j));
        positions.push((j, u64::MAX));
        positions.push((u64::MAX - j, j));
    }
    run_and_check(&positions, "edges near 2^64");
}

/// Peak memory must not grow with the number of lines: a million lines (over
/// 16 MiB of input) run with the address space limited to 16 MiB.
#[test]
fn a_million_lines_stream_in_16_mib() {
    let seed = seed(10675);
    let mut rng = Rng::new(seed);
    let positions: Vec<(u64, u64)> = (0..1_000_000)
        .map(|_| random_position(&mut rng, 1_000_000_000))
        .collect();
    let input = input_lines(&positions);
    assert!(input.len() > 16 << 20);
    let out = run_limited_memory(&bin(), input.as_bytes(), 16 << 10);
    assert!(out.success, "TEST_SEED={seed}: {}", out.stderr);
    assert_eq!(out.stdout.lines().count(), positions.len());
    for (&(a, b), line) in positions.iter().zip(out.stdout.lines()) {
        check_move_line(a, b, line).unwrap_or_else(|e| panic!("{e} (TEST_SEED={seed})"));
    }
}

#[test]
fn bad_input_gets_a_clear_message() {
    assert_rejects(&bin(), "1 2\n3\n", "pair 2: found a but no b");
    assert_rejects(&bin(), "1 two\n", "pair 1: \"two\"");
    assert_rejects(&bin(), "1 2\n4 4\n-1 0\n", "pair 3: \"-1\"");
    assert_rejects(&bin(), "99999999999\n1 2\n", "pair 2: found a but no b");
    assert_rejects(&bin(), "18446744073709551615\n", "pair 1: found a but no b");
    assert_rejects(
        &bin(),
        "0 18446744073709551616\n",
        "\"18446744073709551616\"",
    );
    assert_rejects_bytes(&bin(), b"1 2\n\xff\xfe\n", "pair 2: the input is not UTF-8");
    // Empty input: no pairs, no output.
    let out = run_limited(&bin(), "");
    assert!(out.success && out.stdout.is_empty());
}
