//! EDPC Y Grid 2: the official samples through the release binary; the
//! listing's own `avoid` (the submission compiled in as a module) on every
//! grid up to 6 × 6 with every set of at most 4 walls, against the
//! cell-by-cell grid DP of testkit; the binary on random grids up to 2000 ×
//! 2000 with up to 3000 walls against the same DP; the judge's limits under a
//! 1 MiB stack with a known answer; and bad input.

#[allow(dead_code)]
#[path = "../src/main.rs"]
mod listing;

use std::path::PathBuf;
use testkit::inversion::{grid_paths_dp, input_grid2, GRID_MOD};
use testkit::rng::{seed, Rng};
use testkit::run::{
    assert_rejects, assert_rejects_bytes, assert_samples_pass, output_of, run_limited,
};

fn bin() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_atcoder-dp-y-grid-2"))
}

#[test]
fn samples_pass() {
    assert_samples_pass(&bin(), env!("CARGO_MANIFEST_DIR"));
}

/// Every H, W ≤ 6 and every set of at most 4 walls among the cells other than
/// the two corners: 149 362 grids.
#[test]
fn every_grid_up_to_6_by_6_with_at_most_4_walls() {
    let mut grids = 0u64;
    for h in 1..=6u64 {
        for w in 1..=6u64 {
            let cells: Vec<(u64, u64)> = (1..=h)
                .flat_map(|r| (1..=w).map(move |c| (r, c)))
                .filter(|&p| p != (1, 1) && p != (h, w))
                .collect();
            let m = cells.len();
            // Every subset of size ≤ 4, as increasing index tuples.
            let mut stack: Vec<(Vec<usize>, usize)> = vec![(Vec::new(), 0)];
            while let Some((chosen, next)) = stack.pop() {
                let walls: Vec<(u64, u64)> = chosen.iter().map(|&i| cells[i]).collect();
                assert_eq!(
                    listing::avoid(h, w, walls.clone()),
                    grid_paths_dp(h, w, &walls),
                    "H = {h}, W = {w}, walls {walls:?}"
                );
                grids += 1;
                if chosen.len() < 4 {
                    for i in next..m {
                        let mut c = chosen.clone();
                        c.push(i);
                        stack.push((c, i + 1));
                    }
                }
            }
        }
    }
    assert_eq!(grids, 149_362);
}

/// 200 random grids (H, W ≤ 60, up to 40 walls) and 5 big ones (H, W ≤ 2000,
/// 3000 walls) through the binary, against the grid DP.
#[test]
fn agrees_with_the_grid_dp_on_random_grids() {
    let seed = seed(2812);
    let mut rng = Rng::new(seed);
    for round in 0..205 {
        let (top, most) = if round < 200 { (60, 40) } else { (2000, 3000) };
        let (h, w) = (rng.range(1, top), rng.range(1, top));
        let n = rng.range(0, most.min(h * w - 2 * u64::from(h * w > 1)));
        let mut walls: Vec<(u64, u64)> = Vec::new();
        while (walls.len() as u64) < n {
            let p = (rng.range(1, h), rng.range(1, w));
            if p != (1, 1) && p != (h, w) && !walls.contains(&p) {
                walls.push(p);
            }
        }
        let got = output_of(&bin(), &input_grid2(h, w, &walls));
        assert_eq!(
            got.trim(),
            grid_paths_dp(h, w, &walls).to_string(),
            "H = {h}, W = {w}, {n} walls (TEST_SEED={seed})"
        );
    }
}

/// C(n, k) mod p by multiplying and dividing one factor at a time with
/// Fermat inverses (no table), for the known limit answers below.
fn binom_mod(n: u64, k: u64) -> u64 {
    let pow = |mut a: u64, mut e: u64| {
        let mut r = 1u64;
        while e > 0 {
            if e & 1 == 1 {
                r = r * a % GRID_MOD;
            }
            a = a * a % GRID_MOD;
            e >>= 1;
        }
        r
    };
    (0..k).fold(1u64, |acc, i| {
        acc * ((n - i) % GRID_MOD) % GRID_MOD * pow(i + 1, GRID_MOD - 2) % GRID_MOD
    })
}

/// H = W = 10^5 under a 1 MiB stack within 1 s. The 3000 cells with
/// r + c = 3001 form a whole anti-diagonal, which every path crosses: with all
/// of them walls there is no path; with one gap (r0, c0) the paths are those
/// through the gap.
#[test]
fn limit_input_runs_in_1_mib_stack_and_time() {
    let e5 = 100_000u64;
    let diagonal: Vec<(u64, u64)> = (1..=3000).map(|r| (r, 3001 - r)).collect();
    let out = run_limited(&bin(), &input_grid2(e5, e5, &diagonal));
    assert!(out.success, "{}", out.stderr);
    out.assert_within_ms(1000, "3000 walls on a 10^5 × 10^5 grid");
    assert_eq!(out.stdout.trim(), "0");
    let seed = seed(28120);
    let mut rng = Rng::new(seed);
    for _ in 0..3 {
        let gap = rng.range(0, 2999) as usize;
        let mut walls = diagonal.clone();
        let (r0, c0) = walls.remove(gap);
        // Shuffled, so that the listing's own sort matters.
        for i in (1..walls.len()).rev() {
            walls.swap(i, rng.range(0, i as u64) as usize);
        }
        let want = binom_mod(r0 + c0 - 2, r0 - 1) * binom_mod(2 * e5 - r0 - c0, e5 - r0) % GRID_MOD;
        let out = run_limited(&bin(), &input_grid2(e5, e5, &walls));
        out.assert_within_ms(1000, "2999 walls on a 10^5 × 10^5 grid");
        assert_eq!(
            out.stdout.trim(),
            want.to_string(),
            "gap ({r0}, {c0}) (TEST_SEED={seed})"
        );
    }
    // The listing's own limits: 10^6 × 10^6 and 10^4 walls on a diagonal.
    let diagonal: Vec<(u64, u64)> = (1..=10_000).map(|r| (r, 10_001 - r)).collect();
    let out = run_limited(&bin(), &input_grid2(1_000_000, 1_000_000, &diagonal));
    assert!(out.success, "{}", out.stderr);
    assert_eq!(out.stdout.trim(), "0");
}

#[test]
fn bad_input_gets_a_clear_message() {
    assert_rejects(&bin(), "", "input ended before H");
    assert_rejects(&bin(), "0 5 0\n", "H (\"0\")");
    assert_rejects(&bin(), "3 3 1\n1 1\n", "is the start or the goal");
    assert_rejects(&bin(), "3 3 1\n3 3\n", "is the start or the goal");
    assert_rejects(&bin(), "3 3 2\n2 2\n2 2\n", "given twice");
    assert_rejects(&bin(), "3 3 1\n4 1\n", "r_1 (\"4\")");
    assert_rejects(&bin(), "3 3 2\n2 2\n", "input ended before r_2");
    assert_rejects(&bin(), "3 3 1\n2 2 7\n", "more numbers");
    assert_rejects(&bin(), "3 3 99999999999\n2 2\n", "N (\"99999999999\")");
    assert_rejects(&bin(), "18446744073709551615 3 0\n", "H (");
    assert_rejects(&bin(), "1000001 3 0\n", "H (\"1000001\")");
    assert_rejects_bytes(&bin(), b"3 3 1\n\xff\xfe\n", "not UTF-8");
}
