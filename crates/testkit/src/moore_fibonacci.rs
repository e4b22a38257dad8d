//! Part 5 (second half): Moore's Nim-k (`ext-moore-nim-k`) and Fibonacci Nim
//! (`ext-fibonacci-nim`). Oracles that share nothing with the listings:
//!
//! - [`NimKOracle`]: win/lose of a Nim-k position straight from the definition
//!   (a position is lost iff no move reaches a lost one), over sorted heaps.
//! - [`digit_rule_p`]: Moore's digit rule, for positions too big to search
//!   (the exhaustive tests below check it against [`NimKOracle`]).
//! - [`FibNimTable`]: win/lose of every Fibonacci Nim state (stones left,
//!   largest allowed take) from the definition, for small heaps.
//! - [`zeckendorf`]: the Zeckendorf representation in `u128` arithmetic, for
//!   heaps too big to search (checked against [`FibNimTable`] below).

use crate::rng::Rng;
use std::collections::HashMap;

// ---------------------------------------------------------------- Nim-k --

/// Exhaustive Nim-k solver: a move lowers at least one and at most `k` heaps.
pub struct NimKOracle {
    k: usize,
    lost: HashMap<Vec<u32>, bool>,
}

impl NimKOracle {
    /// A solver for Nim-k with this `k ≥ 1`.
    pub fn new(k: usize) -> Self {
        assert!(k >= 1, "k must be at least 1");
        NimKOracle {
            k,
            lost: HashMap::new(),
        }
    }

    /// Is `heaps` a P-position (the player to move loses)? Searched by the
    /// definition; the recursion depth is at most the number of stones.
    pub fn is_p(&mut self, heaps: &[u32]) -> bool {
        let mut p = heaps.to_vec();
        p.sort_unstable();
        self.lost_sorted(p)
    }

    fn lost_sorted(&mut self, p: Vec<u32>) -> bool {
        if let Some(&v) = self.lost.get(&p) {
            return v;
        }
        // Odometer over every list q with q[i] ≤ p[i]; a move is a q that
        // differs from p in 1..=k places.
        let mut q = p.clone();
        let mut lost = true;
        'odometer: loop {
            let changed = p.iter().zip(&q).filter(|(a, b)| a != b).count();
            if (1..=self.k).contains(&changed) {
                let mut next = q.clone();
                next.sort_unstable();
                if self.lost_sorted(next) {
                    lost = false;
                    break;
                }
            }
            // Advance: count q down from p towards all zeros.
            for i in 0..q.len() {
                if q[i] > 0 {
                    q[i] -= 1;
                    continue 'odometer;
                }
                q[i] = p[i];
            }
            break;
        }
        self.lost.insert(p, lost);
        lost
    }
}

/// Moore's rule: in every binary digit, the number of heaps with a 1 there is
/// divisible by k + 1 (computed in `u128`, so every `u64` k is fine).
pub fn digit_rule_p(heaps: &[u64], k: u64) -> bool {
    let m = k as u128 + 1;
    (0..64).all(|bit| {
        let ones = heaps.iter().filter(|&&a| (a >> bit) & 1 == 1).count() as u128;
        ones.is_multiple_of(m)
    })
}

/// A T-cases input for `ext-moore-nim-k`.
pub fn input_moore(cases: &[(u64, Vec<u64>)]) -> String {
    let mut s = format!("{}\n", cases.len());
    for (k, heaps) in cases {
        s.push_str(&format!("{} {}\n", heaps.len(), k));
        let body: Vec<String> = heaps.iter().map(|h| h.to_string()).collect();
        s.push_str(&body.join(" "));
        s.push('\n');
    }
    s
}

/// Check one output line of `ext-moore-nim-k` for `heaps` and `k`: `Lose`
/// exactly when `is_p(heaps)`; otherwise `Win i:b …` must be a legal move
/// (1..=k distinct heaps in increasing order, each strictly lowered) that lands
/// on a position with `is_p`. `Err` says what is wrong.
pub fn check_moore_line(
    heaps: &[u64],
    k: u64,
    line: &str,
    is_p: &mut dyn FnMut(&[u64]) -> bool,
) -> Result<(), String> {
    let here = format!("heaps {heaps:?}, k = {k}, line {line:?}");
    let p = is_p(heaps);
    let mut words = line.split_ascii_whitespace();
    match words.next() {
        Some("Lose") if words.next().is_none() => {
            if p {
                Ok(())
            } else {
                Err(format!("{here}: an N-position answered Lose"))
            }
        }
        Some("Win") => {
            if p {
                return Err(format!("{here}: a P-position answered Win"));
            }
            let mut after = heaps.to_vec();
            let mut last: Option<usize> = None;
            let mut count = 0u64;
            for w in words {
                let (i, b) = w
                    .split_once(':')
                    .ok_or_else(|| format!("{here}: {w:?} is not i:b"))?;
                let i: usize = i.parse().map_err(|_| format!("{here}: bad index"))?;
                let b: u64 = b.parse().map_err(|_| format!("{here}: bad size"))?;
                if i == 0 || i > heaps.len() {
                    return Err(format!("{here}: heap {i} does not exist"));
                }
                if last.is_some_and(|l| l >= i) {
                    return Err(format!("{here}: heaps not in increasing order"));
                }
                if b >= heaps[i - 1] {
                    return Err(format!("{here}: heap {i} is not lowered"));
                }
                last = Some(i);
                after[i - 1] = b;
                count += 1;
            }
            if count == 0 || count > k {
                return Err(format!("{here}: {count} heaps changed, need 1..={k}"));
            }
            if is_p(&after) {
                Ok(())
            } else {
                Err(format!("{here}: the move reaches {after:?}, an N-position"))
            }
        }
        _ => Err(format!("{here}: expected Lose or Win i:b …")),
    }
}

/// A random P-position of `n` heaps below `2^bits` for Nim-k: in every digit,
/// a random multiple of min(k, n) + 1 heaps (at most n) gets a 1.
pub fn random_p_position(rng: &mut Rng, n: usize, k: u64, bits: u32) -> Vec<u64> {
    let m = k.min(n as u64) as usize + 1;
    let mut heaps = vec![0u64; n];
    for bit in 0..bits {
        let groups = rng.range(0, (n / m) as u64) as usize;
        // Put the bit in `groups · m` distinct heaps (a partial shuffle).
        let mut idx: Vec<usize> = (0..n).collect();
        for j in 0..groups * m {
            let r = rng.range(j as u64, n as u64 - 1) as usize;
            idx.swap(j, r);
            heaps[idx[j]] |= 1 << bit;
        }
    }
    heaps
}

// ---------------------------------------------------------- Fibonacci Nim --

/// Win/lose of every Fibonacci Nim state with at most `n` stones: `wins(s, l)`
/// says whether the player to move wins with `s` stones left when a take must
/// be in `1..=l`. Filled from the definition: the state is won iff some take
/// `x ≤ min(l, s)` leaves a lost state `(s − x, 2x)`.
pub struct FibNimTable {
    /// `win[s][l]` for `l ≤ s` (a larger limit is the same as `l = s`).
    win: Vec<Vec<bool>>,
}

impl FibNimTable {
    /// The table for `s ≤ n`.
    pub fn new(n: usize) -> Self {
        let mut win: Vec<Vec<bool>> = Vec::with_capacity(n + 1);
        for s in 0..=n {
            let mut row = vec![false; s + 1];
            for (l, cell) in row.iter_mut().enumerate() {
                *cell = (1..=l).any(|x| {
                    let rest = s - x;
                    !win[rest][(2 * x).min(rest)]
                });
            }
            win.push(row);
        }
        FibNimTable { win }
    }

    /// Does the player to move win with `s` stones and takes limited to `l`?
    pub fn wins(&self, s: usize, l: usize) -> bool {
        self.win[s][l.min(s)]
    }

    /// Does the first take `x` win a game that starts with `n` stones
    /// (1 ≤ x ≤ n − 1: the first move may not take everything)?
    pub fn first_take_wins(&self, n: usize, x: usize) -> bool {
        (1..n).contains(&x) && !self.wins(n - x, 2 * x)
    }

    /// Every winning first take from `n` stones, in increasing order.
    pub fn winning_first_takes(&self, n: usize) -> Vec<usize> {
        (1..n).filter(|&x| self.first_take_wins(n, x)).collect()
    }
}

/// The Zeckendorf representation of `n ≥ 1`: non-consecutive Fibonacci numbers
/// (1, 2, 3, 5, 8, …) summing to `n`, largest first. Greedy over a `u128`
/// table, so the largest term of any `u64` never overflows.
pub fn zeckendorf(n: u64) -> Vec<u64> {
    let mut fib: Vec<u128> = vec![1, 2];
    while fib[fib.len() - 1] <= n as u128 {
        let next = fib[fib.len() - 1] + fib[fib.len() - 2];
        fib.push(next);
    }
    let mut rest = n as u128;
    let mut terms = Vec::new();
    for &f in fib.iter().rev() {
        if f <= rest {
            terms.push(f as u64);
            rest -= f;
        }
    }
    terms
}

/// Is `n` a Fibonacci number (1, 2, 3, 5, 8, …)?
pub fn is_fibonacci(n: u64) -> bool {
    n >= 1 && zeckendorf(n).len() == 1
}

/// Input for `ext-fibonacci-nim`: one heap size per line.
pub fn input_fib(ns: &[u64]) -> String {
    ns.iter().map(|n| format!("{n}\n")).collect()
}

/// The expected line of `ext-fibonacci-nim` for `n ≥ 1`: `Second` when the
/// first player loses (n is a Fibonacci number), else `First z` with z the
/// smallest Zeckendorf term of n.
pub fn expected_fib_line(n: u64) -> String {
    if is_fibonacci(n) {
        "Second".to_string()
    } else {
        let z = zeckendorf(n);
        format!("First {}", z[z.len() - 1])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Moore's theorem, both directions at once: the exhaustive search and the
    /// digit rule agree on every position (sorted) in the stated bounds.
    fn agree(k: usize, max_heaps: usize, max_size: u32) -> usize {
        let mut oracle = NimKOracle::new(k);
        let mut checked = 0;
        for p in crate::game::all_lists_of(max_heaps, 0..=max_size) {
            if p.windows(2).any(|w| w[0] > w[1]) {
                continue;
            }
            let wide: Vec<u64> = p.iter().map(|&h| h as u64).collect();
            assert_eq!(
                oracle.is_p(&p),
                digit_rule_p(&wide, k as u64),
                "k = {k}, {p:?}"
            );
            checked += 1;
        }
        checked
    }

    /// 3002 sorted positions for each k (8^6 + … + 8 ordered lists).
    #[test]
    fn moore_rule_matches_exhaustive_search_k1_to_5_up_to_6_heaps_of_7() {
        for k in 1..=5 {
            assert_eq!(agree(k, 6, 7), 8 + 36 + 120 + 330 + 792 + 1716);
        }
    }

    /// 494 sorted positions for each k; k = 7 and 8 heaps is "all but one".
    #[test]
    fn moore_rule_matches_exhaustive_search_k1_to_7_up_to_8_heaps_of_3() {
        for k in 1..=7 {
            assert_eq!(agree(k, 8, 3), 4 + 10 + 20 + 35 + 56 + 84 + 120 + 165);
        }
    }

    #[test]
    fn random_p_positions_are_p_positions() {
        let mut rng = Rng::new(15);
        for _ in 0..200 {
            let n = rng.range(1, 9) as usize;
            let k = rng.range(1, 10);
            let h = random_p_position(&mut rng, n, k, 64);
            assert!(digit_rule_p(&h, k.min(n as u64)), "{h:?}, k = {k}");
        }
    }

    #[test]
    fn zeckendorf_terms_are_non_consecutive_fibonacci_and_sum_to_n() {
        let fibs: Vec<u64> = {
            let mut v = vec![1u64, 2];
            while let Some(x) = v[v.len() - 1].checked_add(v[v.len() - 2]) {
                v.push(x);
            }
            v
        };
        let check = |n: u64| {
            let z = zeckendorf(n);
            assert_eq!(z.iter().map(|&t| t as u128).sum::<u128>(), n as u128);
            let idx: Vec<usize> = z
                .iter()
                .map(|t| fibs.iter().position(|f| f == t).expect("a Fibonacci term"))
                .collect();
            assert!(idx.windows(2).all(|w| w[0] >= w[1] + 2), "{n}: {z:?}");
        };
        for n in 1..=10_000 {
            check(n);
        }
        check(u64::MAX);
        check(12_200_160_415_121_876_738); // the largest Fibonacci number in u64
    }

    /// The whole theorem of the chapter on every state with at most 300
    /// stones: the player to move with s stones and limit l wins iff the
    /// smallest Zeckendorf term of s is at most l.
    #[test]
    fn fibonacci_nim_states_match_the_smallest_zeckendorf_term_up_to_300() {
        let n = 300;
        let table = FibNimTable::new(n);
        for s in 1..=n {
            let z = *zeckendorf(s as u64).last().unwrap() as usize;
            for l in 0..=n {
                assert_eq!(table.wins(s, l), z <= l, "s = {s}, l = {l}");
            }
        }
        for n in 2..=300usize {
            let takes = table.winning_first_takes(n);
            assert_eq!(takes.is_empty(), is_fibonacci(n as u64), "n = {n}");
        }
    }
}
