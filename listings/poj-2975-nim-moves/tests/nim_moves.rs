//! POJ 2975: the release binary on the samples, against an exhaustive count of
//! winning moves, and at the judge's limits under a 1 MiB stack. Also checks
//! the chapter's lemmas (one winning move per heap at most, at size s ^ a_i).

use std::path::PathBuf;
use testkit::nim::force_xor_zero;
use testkit::nim_family::{all_lists, input_2975, random_values, WinningMoves};
use testkit::rng::{seed, Rng};
use testkit::run::{
    assert_rejects, assert_rejects_bytes, assert_samples_pass, output_of, run_limited,
    run_limited_memory,
};

fn bin() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_poj-2975-nim-moves"))
}

/// Run many cases in one input and compare each answer with `want`.
fn check_batch(cases: &[Vec<u64>], want: &[u64], note: &str) {
    let got = output_of(&bin(), &input_2975(cases));
    let lines: Vec<&str> = got.lines().collect();
    assert_eq!(lines.len(), cases.len(), "one line per case ({note})");
    for ((c, w), g) in cases.iter().zip(want).zip(&lines) {
        assert_eq!(g.trim(), w.to_string(), "heaps {c:?} ({note})");
    }
}

#[test]
fn samples_pass() {
    assert_samples_pass(&bin(), env!("CARGO_MANIFEST_DIR"));
}

/// All 4680 ordered positions of 1 to 4 heaps of 0..=7 stones (0 included,
/// although the judge has k_i ≥ 1), in batches of 1000 cases per run.
#[test]
fn agrees_with_exhaustive_search_up_to_4_heaps_of_7() {
    let mut oracle = WinningMoves::default();
    let positions = all_lists(4, 7);
    assert_eq!(positions.len(), 8 + 64 + 512 + 4096);
    for chunk in positions.chunks(1000) {
        let cases: Vec<Vec<u64>> = chunk
            .iter()
            .map(|p| p.iter().map(|&h| h as u64).collect())
            .collect();
        let want: Vec<u64> = chunk.iter().map(|p| oracle.count(p)).collect();
        check_batch(&cases, &want, "exhaustive");
    }
}

/// The chapter's derivation, checked against the search on the same positions:
/// a heap has at most one winning move, it is to the size s ^ a_i, and the
/// count is odd when s ≠ 0 (zero when s = 0).
#[test]
fn each_heap_has_at_most_one_winning_move_to_s_xor_a() {
    let mut oracle = WinningMoves::default();
    for p in all_lists(4, 7) {
        let s = p.iter().fold(0, |acc, &h| acc ^ h);
        let per_heap = oracle.per_heap(&p);
        for (i, wins) in per_heap.iter().enumerate() {
            let expected: Vec<u32> = if (s ^ p[i]) < p[i] {
                vec![s ^ p[i]]
            } else {
                vec![]
            };
            assert_eq!(wins, &expected, "heaps {p:?}, heap {i}, s = {s}");
        }
        let count: usize = per_heap.iter().map(Vec::len).sum();
        assert_eq!(count % 2 == 1, s != 0, "heaps {p:?}: count {count}");
    }
}

/// The chapter's exercise 2 (src/games/nim-moves.md), restated after the
/// errata: with every heap ≥ 1 and s ≠ 0, the number of winning moves is odd,
/// so it lies in 1..=m where m is the largest odd number ≤ n; and for every n
/// both ends are reached. Counted by exhaustive search on all positions of
/// 1 to 4 heaps of 1..=7 stones.
#[test]
fn winning_move_count_is_odd_and_reaches_1_and_the_largest_odd_up_to_n() {
    let mut oracle = WinningMoves::default();
    for n in 1..=4usize {
        let largest_odd = if n % 2 == 1 { n as u64 } else { n as u64 - 1 };
        let (mut least, mut most) = (u64::MAX, 0u64);
        for p in testkit::game::all_lists_of(n, 1..=7u32)
            .into_iter()
            .filter(|p| p.len() == n)
        {
            let s = p.iter().fold(0, |acc, &h| acc ^ h);
            if s == 0 {
                continue;
            }
            let count = oracle.count(&p);
            assert_eq!(count % 2, 1, "heaps {p:?}: count {count} is even");
            assert!(
                (1..=largest_odd).contains(&count),
                "heaps {p:?}: count {count} outside 1..={largest_odd}"
            );
            least = least.min(count);
            most = most.max(count);
        }
        assert_eq!(least, 1, "{n} heaps: a count of 1 is never reached");
        assert_eq!(
            most, largest_odd,
            "{n} heaps: the largest count is never reached"
        );
    }
}

#[test]
fn agrees_with_exhaustive_search_on_random_positions() {
    let seed = seed(2975);
    let mut rng = Rng::new(seed);
    let mut oracle = WinningMoves::default();
    let mut cases = Vec::new();
    let mut want = Vec::new();
    for _ in 0..400 {
        let n = rng.range(1, 6) as usize;
        let heaps = random_values(&mut rng, n, 1, 9);
        let small: Vec<u32> = heaps.iter().map(|&h| h as u32).collect();
        want.push(oracle.count(&small));
        cases.push(heaps);
    }
    check_batch(&cases, &want, &format!("TEST_SEED={seed}"));
}

/// Independent of the listing's test: if s ≠ 0 with highest bit k, the winning
/// moves are on the heaps whose bit k is set.
fn count_by_top_bit(heaps: &[u64]) -> u64 {
    let s = heaps.iter().fold(0u64, |acc, &h| acc ^ h);
    if s == 0 {
        return 0;
    }
    let k = 63 - s.leading_zeros();
    heaps.iter().filter(|&&h| (h >> k) & 1 == 1).count() as u64
}

#[test]
fn limit_input_runs_in_1_mib_stack_and_time() {
    let seed = seed(29750);
    let mut rng = Rng::new(seed);
    let mut cases = Vec::new();
    for case in 0..20 {
        let mut heaps = random_values(&mut rng, 1000, 1, 1_000_000_000);
        if case % 4 == 0 {
            // Force a P-position (answer 0), keeping the last heap in 1..=10^9.
            force_xor_zero(&mut rng, &mut heaps, 1_000_000_000);
        }
        cases.push(heaps);
    }
    // Equal heaps at the maximum: 1000 of them xor to 0; 999 xor to 10^9, and
    // then every heap can be emptied to win.
    cases.push(vec![1_000_000_000; 1000]);
    cases.push(vec![1_000_000_000; 999]);
    let want: Vec<u64> = cases.iter().map(|c| count_by_top_bit(c)).collect();
    assert_eq!(want[20], 0);
    assert_eq!(want[21], 999);
    assert_eq!(want[0], 0);
    let out = run_limited(&bin(), &input_2975(&cases));
    assert!(out.success, "failed (TEST_SEED={seed}): {}", out.stderr);
    let got: Vec<&str> = out.stdout.lines().collect();
    let want_s: Vec<String> = want.iter().map(u64::to_string).collect();
    assert_eq!(got, want_s, "TEST_SEED={seed}");
    out.assert_within_ms(1000, "the run");
}

/// The program answers each case as it reads it: 2000 cases of 1000 heaps
/// (about 20 MB of input, which it could not hold) run with the address space
/// limited to 16 MiB.
#[test]
fn two_thousand_cases_stream_in_16_mib() {
    let seed = seed(29751);
    let mut rng = Rng::new(seed);
    let cases: Vec<Vec<u64>> = (0..2000)
        .map(|_| random_values(&mut rng, 1000, 1, 1_000_000_000))
        .collect();
    let input = input_2975(&cases);
    assert!(input.len() > 16 << 20);
    let out = run_limited_memory(&bin(), input.as_bytes(), 16 << 10);
    assert!(out.success, "TEST_SEED={seed}: {}", out.stderr);
    let got: Vec<&str> = out.stdout.lines().collect();
    let want: Vec<String> = cases
        .iter()
        .map(|c| count_by_top_bit(c).to_string())
        .collect();
    assert_eq!(got, want, "TEST_SEED={seed}");
}

/// The last number need not be followed by a newline, wherever it starts.
#[test]
fn input_may_end_without_a_newline() {
    assert_eq!(output_of(&bin(), "2 1 2").trim(), "1");
    assert_eq!(output_of(&bin(), "2 1   2").trim(), "1");
    assert_eq!(output_of(&bin(), "2\n1\n  2").trim(), "1");
    assert_eq!(output_of(&bin(), "3 1 2 3\n0").trim(), "0");
}

#[test]
fn bad_input_gets_a_clear_message() {
    assert_rejects(
        &bin(),
        "2\n1 2\n3\n1 2\n",
        "case 2: expected 3 heap sizes, found 2",
    );
    assert_rejects(&bin(), "2\n1 x\n0\n", "case 1: heap 2");
    // A missing final `0` is tolerated: the input simply ends.
    assert_eq!(output_of(&bin(), "3\n7 11 13\n").trim(), "3");
}

/// An absurd count reaches the listing's own message (no allocation of that
/// size is attempted), and bytes that are not UTF-8 are bad input too: exit
/// code 1 and a message, never a panic or an abort.
#[test]
fn absurd_counts_and_bytes_that_are_not_utf8_are_rejected() {
    assert_rejects(
        &bin(),
        "99999999999\n1 2\n",
        "case 1: expected 99999999999 heap sizes, found 2",
    );
    assert_rejects(
        &bin(),
        "3 1 2 3\n18446744073709551615\n",
        "case 2: expected 18446744073709551615 heap sizes, found 0",
    );
    assert_rejects_bytes(&bin(), b"2\n\xff\xfe\n", "line 2 is not UTF-8 text");
    assert_rejects_bytes(&bin(), b"\xc3", "line 1 is not UTF-8 text");
}
