//! Part 4 (Wythoff's game, POJ 1067 and `ext-wythoff-move`): three oracles that
//! share nothing with the listings and use no square root and no floating point.
//!
//! - [`Exhaustive`]: win/lose of every position with both heaps `≤ n`, straight
//!   from the definition (a position is lost iff no move reaches a lost one).
//! - [`p_pairs_by_mex`]: the P-positions `(a_k, a_k + k)` built greedily, `a_k`
//!   being the mex of all numbers used by earlier pairs.
//! - [`is_p_position`] and [`floor_k_phi`]: `a_k = ⌊kφ⌋` is the unique `a` with
//!   `2a − k < √5·k < 2a + 2 − k`, compared by squaring in exact 256-bit
//!   arithmetic built from `u128`, so they are right for every `u64` input.

use crate::rng::Rng;

/// The exact 256-bit product `x·y`, as `(high, low)` 128-bit halves.
fn mul_wide(x: u128, y: u128) -> (u128, u128) {
    const M: u128 = u64::MAX as u128;
    let (x0, x1) = (x & M, x >> 64);
    let (y0, y1) = (y & M, y >> 64);
    let p00 = x0 * y0;
    let p01 = x0 * y1;
    let p10 = x1 * y0;
    let p11 = x1 * y1;
    // Each piece is < 2^64, so `mid` < 3·2^64 cannot overflow.
    let mid = (p00 >> 64) + (p01 & M) + (p10 & M);
    let low = (p00 & M) | (mid << 64);
    let high = p11 + (p01 >> 64) + (p10 >> 64) + (mid >> 64);
    (high, low)
}

/// `5k²` as a 256-bit number.
fn five_k_squared(k: u64) -> (u128, u128) {
    mul_wide(5 * k as u128, k as u128)
}

/// Is `d² < 5k²`, for a signed `d`? (Used as "d < √5·k" when d ≥ 0.)
fn below_sqrt5k(d: i128, k: u64) -> bool {
    d < 0 || {
        let m = d.unsigned_abs();
        mul_wide(m, m) < five_k_squared(k)
    }
}

/// Is `e > √5·k`? (`e > 0` and `e² > 5k²`.)
fn above_sqrt5k(e: i128, k: u64) -> bool {
    e > 0 && {
        let m = e.unsigned_abs();
        mul_wide(m, m) > five_k_squared(k)
    }
}

/// Does `a = ⌊kφ⌋`? For `k ≥ 1`, `kφ = (k + √5·k)/2` is irrational, so this is
/// `a < kφ < a + 1`, i.e. `2a − k < √5·k < 2a + 2 − k`. `a_0 = 0`.
pub fn is_floor_k_phi(a: u128, k: u64) -> bool {
    if k == 0 {
        return a == 0;
    }
    let d = 2 * a as i128 - k as i128;
    below_sqrt5k(d, k) && above_sqrt5k(d + 2, k)
}

/// `a_k = ⌊kφ⌋` for any `u64` k, by binary search on `a` over `[k, 2k]` for the
/// least `a` with `2a + 2 − k > √5·k` (that condition is monotone in `a`).
pub fn floor_k_phi(k: u64) -> u128 {
    if k == 0 {
        return 0;
    }
    let (mut lo, mut hi) = (k as u128, 2 * k as u128); // answer in lo..=hi
    while lo < hi {
        let mid = lo + (hi - lo) / 2;
        if above_sqrt5k(2 * mid as i128 + 2 - k as i128, k) {
            hi = mid;
        } else {
            lo = mid + 1;
        }
    }
    assert!(is_floor_k_phi(lo, k), "binary search lost a_{k}");
    lo
}

/// Is `(a, b)` a P-position (the player to move loses)? Exactly: with
/// `x = min`, `k = |a − b|`, the test is `x = ⌊kφ⌋`. Valid for all `u64`.
pub fn is_p_position(a: u64, b: u64) -> bool {
    let (x, y) = if a <= b { (a, b) } else { (b, a) };
    is_floor_k_phi(x as u128, y - x)
}

/// The judge's answer for POJ 1067: `1` if the first player wins.
pub fn answer_1067(first_wins: bool) -> &'static str {
    if first_wins {
        "1"
    } else {
        "0"
    }
}

/// Win/lose of every position `(a, b)` with `a, b ≤ n`, by the definition.
pub struct Exhaustive {
    n: usize,
    lose: Vec<bool>,
}

impl Exhaustive {
    /// Solve all `(n + 1)²` positions. Every move lowers `a`, `b` or both, so in
    /// row-major order every option is solved before its position.
    pub fn new(n: usize) -> Self {
        let w = n + 1;
        let mut lose = vec![false; w * w];
        for a in 0..=n {
            for b in 0..=n {
                let mut some_option_lost = false;
                for opt in options(a, b) {
                    if lose[opt.0 * w + opt.1] {
                        some_option_lost = true;
                        break;
                    }
                }
                lose[a * w + b] = !some_option_lost;
            }
        }
        Exhaustive { n, lose }
    }

    /// The largest heap size covered.
    pub fn n(&self) -> usize {
        self.n
    }

    /// Does the player to move lose at `(a, b)`?
    pub fn is_lost(&self, a: usize, b: usize) -> bool {
        assert!(a <= self.n && b <= self.n, "({a}, {b}) outside the table");
        self.lose[a * (self.n + 1) + b]
    }

    /// The positions reachable from `(a, b)` in one move that are lost for the
    /// opponent: all winning moves, heaps kept in their order.
    pub fn winning_moves(&self, a: usize, b: usize) -> Vec<(usize, usize)> {
        options(a, b)
            .into_iter()
            .filter(|&(x, y)| self.is_lost(x, y))
            .collect()
    }
}

/// Every position one move away from `(a, b)`: lower one heap, or both equally.
pub fn options(a: usize, b: usize) -> Vec<(usize, usize)> {
    let mut v = Vec::with_capacity(a + b + a.min(b));
    v.extend((0..a).map(|x| (x, b)));
    v.extend((0..b).map(|y| (a, y)));
    v.extend((1..=a.min(b)).map(|t| (a - t, b - t)));
    v
}

/// The first `count` P-positions `(a_k, b_k)`, `k = 0, 1, …`, built with no
/// square root: `a_k` is the least non-negative integer not used by an earlier
/// pair, and `b_k = a_k + k`.
pub fn p_pairs_by_mex(count: usize) -> Vec<(u64, u64)> {
    // a_k ≤ 2k and b_k ≤ 3k, so 3·count + 1 flags suffice.
    let mut used = vec![false; 3 * count + 2];
    let mut next_free = 0;
    let mut pairs = Vec::with_capacity(count);
    for k in 0..count {
        while used[next_free] {
            next_free += 1;
        }
        let (a, b) = (next_free, next_free + k);
        used[a] = true;
        used[b] = true;
        pairs.push((a as u64, b as u64));
    }
    pairs
}

/// Fibonacci numbers `1, 2, 3, 5, 8, …` (F_2, F_3, …) up to `limit`.
pub fn fibonacci_up_to(limit: u64) -> Vec<u64> {
    let mut v = Vec::new();
    let (mut x, mut y) = (1u64, 2u64);
    while x <= limit {
        v.push(x);
        let z = x.saturating_add(y);
        x = y;
        y = z;
    }
    v
}

/// The P-position `(a_k, a_k + k)` and its neighbours: `±1` in either heap and
/// `±1` in both (the position a float program mistakes for `P` when it is off by
/// one), each in both heap orders. Positions that would leave `u64` are skipped.
pub fn p_position_and_neighbours(k: u64) -> Vec<(u64, u64)> {
    let a = floor_k_phi(k);
    let b = a + k as u128;
    let mut v = Vec::new();
    for (da, db) in [(0, 0), (-1, 0), (1, 0), (0, -1), (0, 1), (-1, -1), (1, 1)] {
        let x = a as i128 + da;
        let y = b as i128 + db;
        if (0..=u64::MAX as i128).contains(&x) && (0..=u64::MAX as i128).contains(&y) {
            v.push((x as u64, y as u64));
            v.push((y as u64, x as u64));
        }
    }
    v
}

/// The largest `k` whose P-position `(a_k, a_k + k)` fits in `u64`.
pub fn largest_k_in_u64() -> u64 {
    let fits = |k: u64| floor_k_phi(k) + k as u128 <= u64::MAX as u128;
    let (mut lo, mut hi) = (0u64, u64::MAX / 2); // fits(lo), !fits(hi)
    while hi - lo > 1 {
        let mid = lo + (hi - lo) / 2;
        if fits(mid) {
            lo = mid;
        } else {
            hi = mid;
        }
    }
    lo
}

/// A random position with heaps in `0..=max`; with probability 1/2 forced to be
/// a P-position (random heaps alone are almost never P-positions).
pub fn random_position(rng: &mut Rng, max: u64) -> (u64, u64) {
    if rng.next_u64() & 1 == 0 {
        return (rng.range(0, max), rng.range(0, max));
    }
    // b_k = a_k + k < 2.62k, so k ≤ max / 2.62 keeps b_k ≤ max.
    let k = rng.range(0, max / 262 * 100);
    let a = floor_k_phi(k) as u64;
    if rng.next_u64() & 1 == 0 {
        (a, a + k)
    } else {
        (a + k, a)
    }
}

/// Lines `a b`, one per position: the input of both Wythoff listings.
pub fn input_lines(positions: &[(u64, u64)]) -> String {
    let mut s = String::with_capacity(positions.len() * 24);
    for (a, b) in positions {
        s.push_str(&a.to_string());
        s.push(' ');
        s.push_str(&b.to_string());
        s.push('\n');
    }
    s
}

/// Check one output line of `ext-wythoff-move` for the position `(a, b)`:
/// `none` exactly at a P-position, otherwise `x y`, a legal move (one heap
/// lowered, or both lowered by the same amount, heaps kept in input order)
/// that reaches a P-position. Judged by [`is_p_position`] alone.
pub fn check_move_line(a: u64, b: u64, line: &str) -> Result<Option<(u64, u64)>, String> {
    let p = is_p_position(a, b);
    if line.trim() == "none" {
        return if p {
            Ok(None)
        } else {
            Err(format!("({a}, {b}) is an N-position, but got none"))
        };
    }
    if p {
        return Err(format!("({a}, {b}) is a P-position, but got {line:?}"));
    }
    let nums: Vec<u64> = line
        .split_ascii_whitespace()
        .map(|t| t.parse::<u64>())
        .collect::<Result<_, _>>()
        .map_err(|_| format!("({a}, {b}): unreadable line {line:?}"))?;
    if nums.len() != 2 {
        return Err(format!("({a}, {b}): expected two numbers, got {line:?}"));
    }
    let (x, y) = (nums[0], nums[1]);
    let legal = (x < a && y == b) || (x == a && y < b) || (x < a && y < b && a - x == b - y);
    if !legal {
        return Err(format!("({a}, {b}) -> ({x}, {y}) is not a legal move"));
    }
    if !is_p_position(x, y) {
        return Err(format!("({a}, {b}) -> ({x}, {y}) leaves an N-position"));
    }
    Ok(Some((x, y)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{Outcome, Solver};

    #[test]
    fn wide_product_is_exact() {
        assert_eq!(mul_wide(u128::MAX, u128::MAX), (u128::MAX - 1, 1));
        assert_eq!(mul_wide(1 << 64, 1 << 64), (1, 0));
        let x = 0x1234_5678_9abc_def0_1122_3344_5566_7788u128;
        assert_eq!(mul_wide(x, 3), (0, x * 3));
    }

    #[test]
    fn exhaustive_table_matches_the_generic_solver_up_to_40() {
        let n = 40;
        let table = Exhaustive::new(n);
        let mut solver = Solver::new(|&(a, b): &(usize, usize)| options(a, b));
        for a in 0..=n {
            for b in 0..=n {
                let lost = solver.outcome(&(a, b)) == Outcome::Lose;
                assert_eq!(table.is_lost(a, b), lost, "({a}, {b})");
            }
        }
    }

    #[test]
    fn three_oracles_agree_on_all_positions_up_to_300() {
        let n = 300;
        let table = Exhaustive::new(n);
        let pairs = p_pairs_by_mex(200);
        for a in 0..=n {
            for b in 0..=n {
                let lost = table.is_lost(a, b);
                assert_eq!(is_p_position(a as u64, b as u64), lost, "({a}, {b})");
                let (x, y) = (a.min(b) as u64, a.max(b) as u64);
                assert_eq!(pairs.contains(&(x, y)), lost, "({a}, {b})");
            }
        }
    }

    #[test]
    fn binary_search_matches_the_mex_construction_for_100000_pairs() {
        for (k, &(a, b)) in p_pairs_by_mex(100_000).iter().enumerate() {
            assert_eq!(floor_k_phi(k as u64), a as u128, "k = {k}");
            assert_eq!(b, a + k as u64);
        }
    }

    #[test]
    fn fibonacci_multiples_of_phi_land_next_to_the_next_fibonacci() {
        // F_n·φ = F_{n+1} − ψ^n with ψ = −1/φ, so ⌊F_n φ⌋ is F_{n+1} − 1 for even n
        // and F_{n+1} for odd n; the list starts at F_2 = 1.
        let f = fibonacci_up_to(u64::MAX / 2);
        for (i, w) in f.windows(2).enumerate() {
            let n = i + 2;
            let want = if n % 2 == 0 { w[1] - 1 } else { w[1] };
            assert_eq!(floor_k_phi(w[0]), want as u128, "F_{n} = {}", w[0]);
        }
    }

    #[test]
    fn oracle_is_defined_for_every_u64() {
        assert!(is_p_position(0, 0));
        assert!(!is_p_position(u64::MAX, u64::MAX));
        assert!(!is_p_position(0, u64::MAX));
        let k = largest_k_in_u64();
        let a = floor_k_phi(k) as u64;
        assert!(is_p_position(a, a + k));
        assert!(floor_k_phi(k + 1) + k as u128 + 1 > u64::MAX as u128);
        // a_k for the largest u64 k still comes out (it needs 66 bits).
        assert!(is_floor_k_phi(floor_k_phi(u64::MAX), u64::MAX));
    }

    #[test]
    fn move_checker_rejects_bad_moves() {
        assert!(check_move_line(1, 2, "none").is_ok());
        assert!(check_move_line(3, 5, "1 2").is_err()); // P-position
        assert!(check_move_line(2, 2, "0 0").is_ok()); // both by 2
        assert!(check_move_line(2, 3, "1 2").is_ok()); // both by 1
        assert!(check_move_line(2, 3, "2 1").is_ok()); // from the second heap
        assert!(check_move_line(2, 3, "1 3").is_err()); // (1, 3) is N
        assert!(check_move_line(4, 4, "2 1").is_err()); // illegal
        assert!(check_move_line(4, 4, "none").is_err());
    }
}
