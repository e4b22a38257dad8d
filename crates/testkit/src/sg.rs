//! Part 3 (Sprague–Grundy): oracles and input generators for AcWing 893
//! (set Nim), HDU 1848 (Fibonacci moves), AcWing 894 (split Nim) and the
//! `sg-period` tool.
//!
//! Two kinds of oracle live here, and the tests say which one they use:
//!
//! - **exhaustive**: the whole multi-heap game is searched with
//!   [`Solver`](crate::game::Solver); it knows nothing of the SG theorem, only
//!   the moves. Used on small inputs.
//! - **by the SG theorem**: the SG value of one heap is found by the solver (or
//!   by a plain mex written here), and heaps are combined by xor. Used where the
//!   whole game is too big to search; its use of the theorem is itself checked
//!   against the exhaustive oracle in this module's tests.
//!
//! Nothing here shares code with the listings or with `crates/sg-period`.

use crate::game::{Outcome, Solver};
use crate::rng::Rng;
use std::collections::BTreeSet;

/// The moves of the multi-heap subtraction game with set `s`: take exactly
/// some `t ∈ s` stones from one heap. Positions are sorted heap lists.
pub fn subtraction_moves(s: &[u32], p: &[u32]) -> Vec<Vec<u32>> {
    let mut out = Vec::new();
    for i in 0..p.len() {
        for &t in s {
            if t <= p[i] {
                let mut q = p.to_vec();
                q[i] -= t;
                q.sort_unstable();
                out.push(q);
            }
        }
    }
    out
}

/// Does the player to move win the multi-heap subtraction game with set `s`
/// from `heaps`? Exhaustive search of the whole game (no SG theorem).
pub fn subtraction_first_wins(s: &[u32], heaps: &[u32]) -> bool {
    let s = s.to_vec();
    let mut solver = Solver::new(move |p: &Vec<u32>| subtraction_moves(&s, p));
    let mut p = heaps.to_vec();
    p.sort_unstable();
    solver.outcome(&p) == Outcome::Win
}

/// A boxed move function over heap lists.
type HeapMoves = Box<dyn FnMut(&Vec<u32>) -> Vec<Vec<u32>>>;

/// The move function type the solver takes for split Nim.
type SplitMoves = fn(&Vec<u32>) -> Vec<Vec<u32>>;

/// Exhaustive oracle for one fixed subtraction set, keeping its memo across
/// queries.
pub struct SubtractionOracle {
    solver: Solver<Vec<u32>, HeapMoves>,
}

impl SubtractionOracle {
    /// An oracle for the subtraction game with set `s`.
    pub fn new(s: &[u32]) -> Self {
        let s = s.to_vec();
        let moves: HeapMoves = Box::new(move |p: &Vec<u32>| subtraction_moves(&s, p));
        SubtractionOracle {
            solver: Solver::new(moves),
        }
    }

    /// Win for the player to move, by searching the whole multi-heap game.
    pub fn first_player_wins(&mut self, heaps: &[u32]) -> bool {
        let mut p = heaps.to_vec();
        p.sort_unstable();
        self.solver.outcome(&p) == Outcome::Win
    }

    /// The SG value of one heap of `x`, by the solver.
    pub fn sg_of_heap(&mut self, x: u32) -> u64 {
        self.solver.sg(&vec![x])
    }
}

/// SG values of one heap `0..=limit` in the subtraction game with set `s`, by
/// the exhaustive solver (a single heap is a small game).
pub fn subtraction_sg_by_solver(s: &[u32], limit: u32) -> Vec<u64> {
    let mut o = SubtractionOracle::new(s);
    (0..=limit).map(|x| o.sg_of_heap(x)).collect()
}

/// SG values of one heap `0..=limit` with set `s`, by the definition written
/// plainly: collect the options' values in a `BTreeSet`, take the least absent
/// value. Fast enough for tables of 10^5 and more.
pub fn subtraction_sg_plain(s: &[u64], limit: usize) -> Vec<u32> {
    let mut g: Vec<u32> = Vec::with_capacity(limit + 1);
    for x in 0..=limit {
        let seen: BTreeSet<u32> = s
            .iter()
            .filter(|&&t| t as usize <= x)
            .map(|&t| g[x - t as usize])
            .collect();
        let mut m = 0;
        while seen.contains(&m) {
            m += 1;
        }
        g.push(m);
    }
    g
}

/// The judge's answer for AcWing 893 and 894 from a winner flag.
pub fn yes_no(first_wins: bool) -> &'static str {
    if first_wins {
        "Yes"
    } else {
        "No"
    }
}

/// An AcWing 893 input: `k`, the set, `n`, the heaps.
pub fn input_893(s: &[u64], heaps: &[u64]) -> String {
    let join = |v: &[u64]| {
        v.iter()
            .map(|x| x.to_string())
            .collect::<Vec<_>>()
            .join(" ")
    };
    format!(
        "{}\n{}\n{}\n{}\n",
        s.len(),
        join(s),
        heaps.len(),
        join(heaps)
    )
}

/// `k` distinct values drawn from `1..=max`, in random order.
pub fn random_set(rng: &mut Rng, k: usize, max: u64) -> Vec<u64> {
    assert!(k as u64 <= max);
    let mut out: Vec<u64> = Vec::with_capacity(k);
    while out.len() < k {
        let v = rng.range(1, max);
        if !out.contains(&v) {
            out.push(v);
        }
    }
    out
}

/// Every nonempty subset of `1..=max`, each sorted.
pub fn all_nonempty_sets(max: u32) -> Vec<Vec<u32>> {
    (1u32..(1 << max))
        .map(|mask| (1..=max).filter(|&v| mask >> (v - 1) & 1 == 1).collect())
        .collect()
}

// ---------------------------------------------------------------- HDU 1848

/// The Fibonacci numbers 1, 2, 3, 5, 8, … up to `max` (each once).
pub fn fibonacci_up_to(max: u32) -> Vec<u32> {
    let mut f = vec![1u32, 2];
    loop {
        let next = f[f.len() - 1] + f[f.len() - 2];
        if next > max {
            break;
        }
        f.push(next);
    }
    f.retain(|&v| v <= max);
    f
}

/// The HDU 1848 answer for three heaps, by searching the whole 3-heap game
/// (no SG theorem). Keep the heaps small (≤ 15 or so).
pub struct FibonacciOracle {
    inner: SubtractionOracle,
}

impl Default for FibonacciOracle {
    fn default() -> Self {
        FibonacciOracle {
            inner: SubtractionOracle::new(&fibonacci_up_to(1000)),
        }
    }
}

impl FibonacciOracle {
    /// `Fibo` if the player to move wins, else `Nacci`.
    pub fn answer(&mut self, heaps: [u32; 3]) -> &'static str {
        if self.inner.first_player_wins(&heaps) {
            "Fibo"
        } else {
            "Nacci"
        }
    }
}

/// HDU 1848 answers for large heaps (≤ 1000) by the SG theorem: each heap's
/// SG value by the exhaustive single-heap solver, combined by xor.
pub struct FibonacciBySg {
    sg: Vec<u64>,
}

impl FibonacciBySg {
    /// SG values of single heaps `0..=limit`.
    pub fn new(limit: u32) -> Self {
        FibonacciBySg {
            sg: subtraction_sg_by_solver(&fibonacci_up_to(limit.max(2)), limit),
        }
    }

    pub fn answer(&self, heaps: [u32; 3]) -> &'static str {
        let x = heaps.iter().fold(0, |a, &h| a ^ self.sg[h as usize]);
        if x != 0 {
            "Fibo"
        } else {
            "Nacci"
        }
    }
}

/// An HDU 1848 input: one line per case, then the terminating `0 0 0`.
pub fn input_1848(cases: &[[u32; 3]]) -> String {
    let mut s = String::with_capacity(cases.len() * 12 + 6);
    for c in cases {
        s.push_str(&format!("{} {} {}\n", c[0], c[1], c[2]));
    }
    s.push_str("0 0 0\n");
    s
}

// ---------------------------------------------------------------- AcWing 894

/// Split-Nim moves on a multiset of heaps (sorted, zero heaps dropped since a
/// heap of 0 has no move): remove one heap `a`, put down `i` and `j` with
/// `0 ≤ j ≤ i < a`. Takes `&Vec` because the solver's positions are `Vec`s.
#[allow(clippy::ptr_arg)]
pub fn split_moves(p: &Vec<u32>) -> Vec<Vec<u32>> {
    let mut out = Vec::new();
    for k in 0..p.len() {
        if k > 0 && p[k] == p[k - 1] {
            continue; // the same heap size gives the same options
        }
        let a = p[k];
        for i in 0..a {
            for j in 0..=i {
                let mut q: Vec<u32> = p.clone();
                q.remove(k);
                q.extend([i, j].iter().filter(|&&v| v > 0));
                q.sort_unstable();
                out.push(q);
            }
        }
    }
    out
}

/// Exhaustive split-Nim oracle (the whole multi-heap game; no SG theorem).
/// The game grows fast: keep heaps ≤ 5 for up to 3 heaps, ≤ 7 for one.
pub struct SplitOracle {
    solver: Solver<Vec<u32>, SplitMoves>,
}

impl Default for SplitOracle {
    fn default() -> Self {
        SplitOracle {
            solver: Solver::new(split_moves as SplitMoves),
        }
    }
}

impl SplitOracle {
    pub fn first_player_wins(&mut self, heaps: &[u32]) -> bool {
        let mut p: Vec<u32> = heaps.iter().copied().filter(|&h| h > 0).collect();
        p.sort_unstable();
        self.solver.outcome(&p) == Outcome::Win
    }

    /// SG value of a single heap, by the exhaustive solver.
    pub fn sg_of_heap(&mut self, a: u32) -> u64 {
        let p = if a == 0 { vec![] } else { vec![a] };
        self.solver.sg(&p)
    }
}

/// The n-th odious number (odd number of 1 bits), n ≥ 1: 1, 2, 4, 7, 8, 11, …
/// The chapter proves that the split-Nim SG value of a heap of `a ≥ 1` is the
/// a-th odious number.
pub fn odious(n: u64) -> u64 {
    assert!(n >= 1);
    let m = n - 1;
    2 * m + u64::from(m.count_ones() & 1 == 0)
}

/// Split-Nim SG values `0..=limit` by the definition and the SG theorem
/// (option value = sg(i) ⊕ sg(j)), with a `BTreeSet` for the mex.
pub fn split_sg_plain(limit: usize) -> Vec<u64> {
    let mut g: Vec<u64> = Vec::with_capacity(limit + 1);
    for a in 0..=limit {
        let mut seen = BTreeSet::new();
        for i in 0..a {
            for j in 0..=i {
                seen.insert(g[i] ^ g[j]);
            }
        }
        let mut m = 0;
        while seen.contains(&m) {
            m += 1;
        }
        g.push(m);
    }
    g
}

/// An AcWing 894 input: `n`, the heaps.
pub fn input_894(heaps: &[u64]) -> String {
    let body: Vec<String> = heaps.iter().map(|h| h.to_string()).collect();
    format!("{}\n{}\n", heaps.len(), body.join(" "))
}

// ---------------------------------------------------------------- sums

/// Outcome (by the definition, no SG values) of the sum of two subtraction
/// games: heap `x` played with set `a` plus heap `y` played with set `b`.
pub fn sum_outcome(a: &[u32], b: &[u32], x: u32, y: u32) -> Outcome {
    let (a, b) = (a.to_vec(), b.to_vec());
    let mut solver = Solver::new(move |&(x, y): &(u32, u32)| {
        let mut v: Vec<(u32, u32)> = a.iter().filter(|&&t| t <= x).map(|t| (x - t, y)).collect();
        v.extend(b.iter().filter(|&&t| t <= y).map(|t| (x, y - t)));
        v
    });
    solver.outcome(&(x, y))
}

/// Search, with the exhaustive solver, for the book's counterexample: four
/// single-heap Nim games G, H, G', H' (heaps `1..=max`), all N-positions, with
/// G + H a P-position and G' + H' an N-position. Returns the first one found as
/// `((g, h), (g2, h2))`.
pub fn win_lose_counterexample(max: u32) -> Option<((u32, u32), (u32, u32))> {
    let mut solver = Solver::new(crate::game::nim_moves);
    let mut p_sums = Vec::new();
    let mut n_sums = Vec::new();
    for g in 1..=max {
        for h in g..=max {
            assert_eq!(solver.outcome(&vec![g]), Outcome::Win);
            assert_eq!(solver.outcome(&vec![h]), Outcome::Win);
            match solver.outcome(&vec![g, h]) {
                Outcome::Lose => p_sums.push((g, h)),
                Outcome::Win => n_sums.push((g, h)),
            }
        }
    }
    Some((*p_sums.first()?, *n_sums.first()?))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn win_lose_alone_cannot_combine_sums() {
        // Every part is an N-position, yet the sums differ.
        let ((g, h), (g2, h2)) = win_lose_counterexample(3).expect("found");
        assert_eq!(((g, h), (g2, h2)), ((1, 1), (1, 2)));
    }

    #[test]
    fn sg_theorem_holds_for_sums_of_two_subtraction_games() {
        // Every pair of rule sets ⊆ {1,2,3,4} (15 × 15), heaps ≤ 10: the sum is
        // a P-position exactly when the single-heap SG values are equal.
        let sets = all_nonempty_sets(4);
        for a in &sets {
            let ga = subtraction_sg_by_solver(a, 10);
            for b in &sets {
                let gb = subtraction_sg_by_solver(b, 10);
                for x in 0..=10 {
                    for y in 0..=10 {
                        let lose = sum_outcome(a, b, x, y) == Outcome::Lose;
                        assert_eq!(
                            lose,
                            ga[x as usize] == gb[y as usize],
                            "{a:?}:{x} + {b:?}:{y}"
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn plain_subtraction_table_matches_the_solver() {
        for s in all_nonempty_sets(5) {
            let by_solver = subtraction_sg_by_solver(&s, 40);
            let s64: Vec<u64> = s.iter().map(|&v| v as u64).collect();
            let plain: Vec<u64> = subtraction_sg_plain(&s64, 40)
                .into_iter()
                .map(u64::from)
                .collect();
            assert_eq!(by_solver, plain, "S = {s:?}");
        }
    }

    #[test]
    fn xor_of_heap_values_matches_whole_game_search() {
        // The "by the SG theorem" oracles agree with whole-game search.
        let mut whole = SubtractionOracle::new(&[2, 5]);
        let g = subtraction_sg_by_solver(&[2, 5], 9);
        for a in 0..=9u32 {
            for b in 0..=9u32 {
                for c in 0..=9u32 {
                    let x = g[a as usize] ^ g[b as usize] ^ g[c as usize];
                    assert_eq!(whole.first_player_wins(&[a, b, c]), x != 0);
                }
            }
        }
    }

    #[test]
    fn fibonacci_oracles_agree() {
        let mut whole = FibonacciOracle::default();
        let by_sg = FibonacciBySg::new(1000);
        for a in 0..=9 {
            for b in 0..=9 {
                for c in 0..=9 {
                    assert_eq!(whole.answer([a, b, c]), by_sg.answer([a, b, c]));
                }
            }
        }
        assert_eq!(fibonacci_up_to(1000).len(), 15);
    }

    #[test]
    fn split_sg_is_the_odious_sequence() {
        let mut whole = SplitOracle::default();
        let plain = split_sg_plain(300);
        for a in 1..=300u64 {
            assert_eq!(plain[a as usize], odious(a), "a = {a}");
        }
        for a in 0..=7u32 {
            assert_eq!(whole.sg_of_heap(a), plain[a as usize], "a = {a}");
        }
    }
}
