//! Part 6 (games that split): oracles and input generators for octal games
//! (`sg-period`'s octal mode, `ext-octal-game`) and Grundy's game (CSES 2207).
//!
//! Two kinds of oracle, as in [`crate::sg`]:
//!
//! - **exhaustive**: the whole multi-heap game searched by
//!   [`Solver`](crate::game::Solver), knowing only the moves;
//! - **plain tables**: SG values of one heap written here from the definition
//!   (a `BTreeSet` mex for octal games; a stamped mex for Grundy's game, which
//!   must reach tens of thousands of heaps), checked against the solver in
//!   this module's tests.
//!
//! Nothing here shares code with the listings or with `crates/sg-period`.

use crate::game::{Outcome, Solver};
use crate::rng::Rng;
use std::collections::BTreeSet;

/// The moves of the octal game `code` (`code[k − 1]` is the digit `d_k`) on a
/// row of heaps: remove `k` tokens from one heap and leave no heap (bit 1,
/// only if the heap had exactly `k`), one nonempty heap (bit 2) or two
/// nonempty heaps (bit 4). Positions are sorted lists of nonempty heaps.
pub fn octal_moves(code: &[u8], p: &[u32]) -> Vec<Vec<u32>> {
    let mut out = Vec::new();
    for i in 0..p.len() {
        let h = p[i];
        let others: Vec<u32> = p
            .iter()
            .enumerate()
            .filter(|&(j, _)| j != i)
            .map(|(_, &x)| x)
            .collect();
        for (idx, &d) in code.iter().enumerate() {
            let k = idx as u32 + 1;
            if k > h {
                continue;
            }
            let rest = h - k;
            let mut results: Vec<Vec<u32>> = Vec::new();
            if d & 1 == 1 && rest == 0 {
                results.push(vec![]);
            }
            if d & 2 == 2 && rest > 0 {
                results.push(vec![rest]);
            }
            if d & 4 == 4 {
                for a in 1..rest {
                    // both orders are generated; sorting makes them one position
                    results.push(vec![a, rest - a]);
                }
            }
            for r in results {
                let mut q = others.clone();
                q.extend(r);
                q.sort_unstable();
                out.push(q);
            }
        }
    }
    out
}

/// A boxed move function over heap lists.
type HeapMoves = Box<dyn FnMut(&Vec<u32>) -> Vec<Vec<u32>>>;

/// Exhaustive oracle for one octal code, keeping its memo across queries.
pub struct OctalOracle {
    solver: Solver<Vec<u32>, HeapMoves>,
}

impl OctalOracle {
    /// An oracle for the octal game `code`.
    pub fn new(code: &[u8]) -> Self {
        let code = code.to_vec();
        let moves: HeapMoves = Box::new(move |p: &Vec<u32>| octal_moves(&code, p));
        OctalOracle {
            solver: Solver::new(moves),
        }
    }

    /// Win for the player to move, by searching the whole multi-heap game.
    pub fn first_player_wins(&mut self, heaps: &[u32]) -> bool {
        let mut p: Vec<u32> = heaps.iter().copied().filter(|&h| h > 0).collect();
        p.sort_unstable();
        self.solver.outcome(&p) == Outcome::Win
    }

    /// The SG value of the whole position (the solver's, no SG theorem).
    pub fn sg(&mut self, heaps: &[u32]) -> u64 {
        let mut p: Vec<u32> = heaps.iter().copied().filter(|&h| h > 0).collect();
        p.sort_unstable();
        self.solver.sg(&p)
    }
}

/// `SG(0..len)` of one heap of the octal game `code`, from the definition with
/// a `BTreeSet` mex.
pub fn octal_sg_plain(code: &[u8], len: usize) -> Vec<u32> {
    let mut g: Vec<u32> = Vec::with_capacity(len);
    for n in 0..len {
        let mut opts = BTreeSet::new();
        for (idx, &d) in code.iter().enumerate() {
            let k = idx + 1;
            if k > n {
                break;
            }
            let rest = n - k;
            if d & 1 == 1 && rest == 0 {
                opts.insert(0);
            }
            if d & 2 == 2 && rest > 0 {
                opts.insert(g[rest]);
            }
            if d & 4 == 4 {
                for a in 1..rest {
                    opts.insert(g[a] ^ g[rest - a]);
                }
            }
        }
        let mut mex = 0;
        while opts.contains(&mex) {
            mex += 1;
        }
        g.push(mex);
    }
    g
}

/// The same table as [`octal_sg_plain`] with a stamped array for the mex
/// instead of a set: fast enough for the limit tests (5000 values of a code
/// with four splitting digits). Checked against the plain table below.
pub fn octal_sg_fast(code: &[u8], len: usize) -> Vec<u32> {
    let mut g: Vec<u32> = Vec::with_capacity(len);
    let mut stamp: Vec<usize> = vec![usize::MAX; 64];
    for n in 0..len {
        let mut opts: Vec<u32> = Vec::new();
        for (idx, &d) in code.iter().enumerate() {
            let k = idx + 1;
            if k > n {
                break;
            }
            let rest = n - k;
            if d & 1 == 1 && rest == 0 {
                opts.push(0);
            }
            if d & 2 == 2 && rest > 0 {
                opts.push(g[rest]);
            }
            if d & 4 == 4 {
                opts.extend((1..rest).map(|a| g[a] ^ g[rest - a]));
            }
        }
        for &v in &opts {
            let v = v as usize;
            if v >= stamp.len() {
                stamp.resize(2 * v + 2, usize::MAX);
            }
            stamp[v] = n;
        }
        let mut mex = 0;
        while mex < stamp.len() && stamp[mex] == n {
            mex += 1;
        }
        g.push(mex as u32);
    }
    g
}

/// A random code of `1..=max_digits` digits with a nonzero last digit.
pub fn random_code(rng: &mut Rng, max_digits: usize) -> Vec<u8> {
    let t = rng.range(1, max_digits as u64) as usize;
    let mut code: Vec<u8> = (0..t).map(|_| rng.range(0, 7) as u8).collect();
    code[t - 1] = rng.range(1, 7) as u8;
    code
}

/// `0.d₁…d_t`.
pub fn code_text(code: &[u8]) -> String {
    let d: String = code.iter().map(|&d| char::from(b'0' + d)).collect();
    format!("0.{d}")
}

/// The input of `ext-octal-game`: the code, the number of positions q, then
/// each position as "k h_1 … h_k" on its own line.
pub fn input_octal(code: &[u8], positions: &[Vec<u64>]) -> String {
    let mut s = format!("{}\n{}\n", code_text(code), positions.len());
    for p in positions {
        let list: Vec<String> = p.iter().map(|h| h.to_string()).collect();
        s.push_str(&format!("{} {}\n", p.len(), list.join(" ")));
    }
    s
}

/// The expected output line of `ext-octal-game` for a position of SG value `g`.
pub fn answer_octal(g: u64) -> String {
    format!("{g} {}\n", if g != 0 { "first" } else { "second" })
}

/// Published periods (Winning Ways, chapter 4), as the book states them:
/// (code, least preperiod a, least period p) with SG(n + p) = SG(n) for n ≥ a.
/// Dawson's Kayles is 0.07 here; 0.137 (Dawson's chess) is the same sequence
/// shifted by one heap, so its preperiod is one less.
pub const PUBLISHED_PERIODS: [(&[u8], usize, usize); 3] =
    [(&[7, 7], 71, 12), (&[0, 7], 53, 34), (&[1, 3, 7], 52, 34)];

// ---------------------------------------------------------------- Grundy's game

/// The moves of Grundy's game on a row of heaps: split one heap into two
/// nonempty heaps of different sizes. Positions are sorted heap lists.
pub fn grundy_moves(p: &[u32]) -> Vec<Vec<u32>> {
    let mut out = Vec::new();
    for i in 0..p.len() {
        let h = p[i];
        for a in 1..h {
            let b = h - a;
            if a == b {
                continue;
            }
            let mut q = p.to_vec();
            q[i] = a;
            q.push(b);
            q.sort_unstable();
            out.push(q);
        }
    }
    out
}

/// Win for the player to move in Grundy's game from `heaps`, by exhaustive
/// search of the whole multi-heap game.
pub fn grundy_first_wins_exhaustive(heaps: &[u32]) -> bool {
    let mut solver = Solver::new(|p: &Vec<u32>| grundy_moves(p));
    let mut p = heaps.to_vec();
    p.sort_unstable();
    solver.outcome(&p) == Outcome::Win
}

/// `SG(0..len)` of one heap of Grundy's game, from the definition with a
/// `BTreeSet` mex: `SG(n) = mex{ SG(a) ⊕ SG(n − a) : 1 ≤ a < n − a }`.
/// Slow; the reference for [`grundy_sg_table`] on small heaps.
pub fn grundy_sg_plain(len: usize) -> Vec<u32> {
    let mut g = vec![0u32; len];
    for n in 0..len {
        let opts: BTreeSet<u32> = (1..n)
            .filter(|&a| 2 * a < n)
            .map(|a| g[a] ^ g[n - a])
            .collect();
        let mut mex = 0;
        while opts.contains(&mex) {
            mex += 1;
        }
        g[n] = mex;
    }
    g
}

/// The same table, fast enough for 10^5 heaps in a test (about `len²/4`
/// xors): the pairs `(SG(a), SG(n − a))` are read as a slice and a reversed
/// slice, and the mex uses a 2^16-entry array stamped with `n`. Values are
/// stored as `u16`; a value of 2^16 or more would stop the computation with a
/// panic (none occurs: below 10^6 the largest value is a few hundred).
pub fn grundy_sg_table(len: usize) -> Vec<u32> {
    let mut g = vec![0u16; len];
    let mut stamp = vec![0u32; 1 << 16];
    for n in 3..len {
        let half = n.div_ceil(2); // a runs over 1..half, so a < n − a
        let tag = n as u32;
        let lo = &g[..n];
        for (x, y) in lo[1..half].iter().zip(lo[n - half + 1..].iter().rev()) {
            stamp[(x ^ y) as usize] = tag;
        }
        let mut mex = 0usize;
        while stamp.get(mex) == Some(&tag) {
            mex += 1;
        }
        g[n] = u16::try_from(mex).expect("an SG value of 2^16 or more");
    }
    g.into_iter().map(u32::from).collect()
}

/// The heap sizes `n < len` with `SG(n) = 0` in Grundy's game.
pub fn grundy_p_positions(table: &[u32]) -> Vec<usize> {
    (0..table.len()).filter(|&n| table[n] == 0).collect()
}

/// The input of CSES 2207: `t`, then one heap per line.
pub fn input_2207(heaps: &[u64]) -> String {
    let mut s = format!("{}\n", heaps.len());
    for h in heaps {
        s.push_str(&format!("{h}\n"));
    }
    s
}

/// The CSES 2207 answer word.
pub fn answer_2207(first_wins: bool) -> &'static str {
    if first_wins {
        "first"
    } else {
        "second"
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plain_octal_table_agrees_with_the_solver() {
        let mut rng = Rng::new(16);
        let mut codes: Vec<Vec<u8>> = vec![vec![7, 7], vec![0, 7], vec![0, 0, 7], vec![4], vec![6]];
        for _ in 0..20 {
            codes.push(random_code(&mut rng, 4));
        }
        for code in codes {
            let plain = octal_sg_plain(&code, 30);
            let mut oracle = OctalOracle::new(&code);
            for (n, &v) in plain.iter().enumerate() {
                assert_eq!(oracle.sg(&[n as u32]) as u32, v, "{code:?} n = {n}");
            }
        }
    }

    #[test]
    fn fast_octal_table_equals_the_plain_one() {
        let mut rng = Rng::new(61);
        for _ in 0..30 {
            let code = random_code(&mut rng, 4);
            assert_eq!(
                octal_sg_fast(&code, 600),
                octal_sg_plain(&code, 600),
                "{code:?}"
            );
        }
    }

    #[test]
    fn kayles_values_are_the_published_ones() {
        // Winning Ways, chapter 4, Kayles: 0 1 2 3 1 4 3 2 1 4 2 6 4 1 2 7 1 4 3 2.
        assert_eq!(
            octal_sg_plain(&[7, 7], 20),
            vec![0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2]
        );
    }

    #[test]
    fn dawsons_chess_is_dawsons_kayles_shifted_by_one() {
        let a = octal_sg_plain(&[0, 7], 400);
        let b = octal_sg_plain(&[1, 3, 7], 399);
        assert_eq!(&a[1..], &b[..]);
    }

    #[test]
    fn fast_grundy_table_equals_the_plain_one() {
        assert_eq!(grundy_sg_table(3000), grundy_sg_plain(3000));
    }

    #[test]
    fn grundy_table_agrees_with_the_solver_and_oeis() {
        let g = grundy_sg_table(60);
        let mut solver = Solver::new(|p: &Vec<u32>| grundy_moves(p));
        for (n, &v) in g.iter().enumerate().take(40) {
            assert_eq!(solver.sg(&vec![n as u32]) as u32, v, "n = {n}");
        }
        // OEIS A002188 begins 0,0,0,1,0,2,1,0,2,1,0,2,1,3,2,1,3,2,4,3,0.
        assert_eq!(
            &g[..21],
            &[0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0]
        );
        for heaps in [[3u32, 4], [5, 6], [7, 1], [8, 9]] {
            let want = g[heaps[0] as usize] ^ g[heaps[1] as usize] != 0;
            assert_eq!(grundy_first_wins_exhaustive(&heaps), want, "{heaps:?}");
        }
    }
}
