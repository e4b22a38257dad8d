//! Chapter “LGV 引理” (src/convolutions/lgv.md; Codeforces 348D Turtles and
//! Luogu P6657).
//!
//! Families of paths counted by brute force: every path is listed as the set
//! of its cells (a bit mask), every tuple of paths is tried and kept when the
//! paths are pairwise vertex-disjoint. Beside it, for CF 348D, the classic DP
//! that moves both turtles one step at a time, and for P6657 the determinant
//! by its definition (every permutation). None of it is the LGV lemma's
//! elimination, and none of it shares code with a listing.

use crate::rng::Rng;

/// Codeforces 348D's modulus.
pub const MOD_TURTLES: u64 = 1_000_000_007;
/// Luogu P6657's modulus.
pub const MOD_LGV: u64 = 998_244_353;

/// A table: `grid[r][c]` is true for an empty cell.
pub type Grid = Vec<Vec<bool>>;

/// "n m" and the rows of `.` and `#` (CF 348D's format).
pub fn turtles_input(grid: &Grid) -> String {
    let mut s = format!("{} {}\n", grid.len(), grid[0].len());
    for row in grid {
        s.extend(row.iter().map(|&f| if f { '.' } else { '#' }));
        s.push('\n');
    }
    s
}

/// An n × m table, each cell other than the two corners blocked with
/// probability `percent` / 100.
pub fn random_grid(r: &mut Rng, n: usize, m: usize, percent: u64) -> Grid {
    let mut g: Grid = (0..n)
        .map(|_| (0..m).map(|_| r.range(1, 100) > percent).collect())
        .collect();
    g[0][0] = true;
    g[n - 1][m - 1] = true;
    g
}

/// Every right/down path through empty cells from `from` to `to`, as a mask
/// of the cells it visits (bit r·m + c); for tables of at most 64 cells. The
/// paths are grown one step at a time from a list of unfinished ones.
pub fn paths_as_masks(grid: &Grid, from: (usize, usize), to: (usize, usize)) -> Vec<u64> {
    let (n, m) = (grid.len(), grid[0].len());
    assert!(n * m <= 64, "paths_as_masks: at most 64 cells");
    let bit = |r: usize, c: usize| 1u64 << (r * m + c);
    let mut done = Vec::new();
    if !grid[from.0][from.1] {
        return done;
    }
    let mut open = vec![(from, bit(from.0, from.1))];
    while let Some(((r, c), mask)) = open.pop() {
        if (r, c) == to {
            done.push(mask);
            continue;
        }
        if r + 1 < n && grid[r + 1][c] {
            open.push(((r + 1, c), mask | bit(r + 1, c)));
        }
        if c + 1 < m && grid[r][c + 1] {
            open.push(((r, c + 1), mask | bit(r, c + 1)));
        }
    }
    done
}

/// CF 348D by brute force: unordered pairs of paths from (1, 1) to (n, m)
/// whose only common cells are the two corners (no modulus; small tables).
pub fn turtle_pairs_by_enumeration(grid: &Grid) -> u64 {
    let (n, m) = (grid.len(), grid[0].len());
    let paths = paths_as_masks(grid, (0, 0), (n - 1, m - 1));
    let ends = 1u64 | 1u64 << (n * m - 1);
    let mut count = 0;
    for (i, &p) in paths.iter().enumerate() {
        for &q in &paths[i + 1..] {
            if p & q == ends {
                count += 1;
            }
        }
    }
    count
}

/// CF 348D by the two-turtle DP, modulo 10^9 + 7: after s steps the turtles
/// stand on the diagonal r + c = s, the upper one in row r1 < r2; two paths
/// meet only if they stand on the same cell after the same number of steps,
/// and the upper one stays upper. O((n + m)·n²).
pub fn turtle_pairs_by_steps(grid: &Grid) -> u64 {
    let (n, m) = (grid.len(), grid[0].len());
    let free = |r: usize, s: usize| s >= r && s - r < m && grid[r][s - r];
    // ways[r1][r2] after step s.
    let mut ways = vec![vec![0u64; n]; n];
    if !(free(0, 1) && free(1, 1)) {
        return 0;
    }
    ways[0][1] = 1;
    for s in 2..=n + m - 3 {
        let mut next = vec![vec![0u64; n]; n];
        for r1 in 0..n {
            for r2 in r1 + 1..n {
                if !(free(r1, s) && free(r2, s)) {
                    continue;
                }
                let mut total = 0u64;
                for p1 in [r1, r1.wrapping_sub(1)] {
                    for p2 in [r2, r2.wrapping_sub(1)] {
                        if p1 < p2 && p2 < n {
                            total += ways[p1][p2];
                        }
                    }
                }
                next[r1][r2] = total % MOD_TURTLES;
            }
        }
        ways = next;
    }
    ways[n - 2][n - 1]
}

/// One P6657 test: an n × n board, pieces from (a_i, 1) to (b_i, n).
#[derive(Clone, Debug)]
pub struct LgvCase {
    pub n: usize,
    pub starts: Vec<usize>,
    pub ends: Vec<usize>,
}

/// "T" and the tests (P6657's format).
pub fn lgv_input(cases: &[LgvCase]) -> String {
    let mut s = format!("{}\n", cases.len());
    for c in cases {
        s.push_str(&format!("{} {}\n", c.n, c.starts.len()));
        for (a, b) in c.starts.iter().zip(&c.ends) {
            s.push_str(&format!("{a} {b}\n"));
        }
    }
    s
}

/// A random test: n in `n_range`, m in `m_range`, both lists sorted
/// non-decreasing (equal entries allowed).
pub fn random_lgv_case(r: &mut Rng, n_range: (usize, usize), m_range: (usize, usize)) -> LgvCase {
    let n = r.range(n_range.0 as u64, n_range.1 as u64) as usize;
    let m = r.range(m_range.0 as u64, m_range.1 as u64) as usize;
    let mut pick = || {
        let mut v: Vec<usize> = (0..m).map(|_| r.range(1, n as u64) as usize).collect();
        v.sort_unstable();
        v
    };
    let starts = pick();
    let ends = pick();
    LgvCase { n, starts, ends }
}

/// P6657 by brute force, for any order of the lists: tuples of paths, piece
/// i from (a_i, 1) to (b_i, n), pairwise vertex-disjoint (no modulus; n ≤ 8).
/// The board is a grid whose row is y − 1 and column x − 1, steps up or right.
pub fn lgv_families_by_enumeration(case: &LgvCase) -> u64 {
    let n = case.n;
    let grid: Grid = vec![vec![true; n]; n];
    let lists: Vec<Vec<u64>> = case
        .starts
        .iter()
        .zip(&case.ends)
        .map(|(&a, &b)| paths_as_masks(&grid, (0, a - 1), (n - 1, b - 1)))
        .collect();
    disjoint_tuples(&lists)
}

/// The tuples (one mask from each list) whose masks are pairwise disjoint,
/// by an odometer over the lists that backs up at the first clash.
pub fn disjoint_tuples(lists: &[Vec<u64>]) -> u64 {
    let k = lists.len();
    if lists.iter().any(Vec::is_empty) {
        return 0;
    }
    let mut pick = vec![0usize; k];
    let mut used = vec![0u64; k + 1];
    let mut depth = 0usize;
    let mut count = 0u64;
    loop {
        if depth == k {
            count += 1;
            // Advance the last list.
            depth -= 1;
            pick[depth] += 1;
        }
        if pick[depth] < lists[depth].len() {
            let mask = lists[depth][pick[depth]];
            if mask & used[depth] == 0 {
                used[depth + 1] = used[depth] | mask;
                depth += 1;
                if depth < k {
                    pick[depth] = 0;
                }
            } else {
                pick[depth] += 1;
            }
        } else {
            if depth == 0 {
                return count;
            }
            depth -= 1;
            pick[depth] += 1;
        }
    }
}

/// C(n, k) modulo p by the multiplicative formula with a Fermat inverse of k!.
pub fn binomial_mod(n: u64, k: u64, p: u64) -> u64 {
    if k > n {
        return 0;
    }
    let pow = |mut x: u64, mut e: u64| {
        let mut r = 1u64;
        while e > 0 {
            if e & 1 == 1 {
                r = r * x % p;
            }
            x = x * x % p;
            e >>= 1;
        }
        r
    };
    let (mut num, mut den) = (1u64, 1u64);
    for i in 0..k {
        num = num * ((n - i) % p) % p;
        den = den * ((i + 1) % p) % p;
    }
    num * pow(den, p - 2) % p
}

/// The determinant modulo p by its definition: the sum over every
/// permutation σ of sgn σ · Π a_{i,σ(i)}, permutations in lexicographic
/// order, the sign kept by counting inversions. For k ≤ 8.
pub fn determinant_by_permutations(a: &[Vec<u64>], p: u64) -> u64 {
    let k = a.len();
    let mut sigma: Vec<usize> = (0..k).collect();
    let mut total = 0u64;
    loop {
        let inversions = (0..k)
            .flat_map(|i| (i + 1..k).map(move |j| (i, j)))
            .filter(|&(i, j)| sigma[i] > sigma[j])
            .count();
        let term = (0..k).fold(1u64, |t, i| t * (a[i][sigma[i]] % p) % p);
        total = if inversions % 2 == 0 {
            (total + term) % p
        } else {
            (total + p - term) % p
        };
        let Some(i) = (1..k).rev().find(|&i| sigma[i - 1] < sigma[i]) else {
            return total;
        };
        let j = (i..k).rev().find(|&j| sigma[j] > sigma[i - 1]).unwrap();
        sigma.swap(i - 1, j);
        sigma[i..].reverse();
    }
}

/// P6657 modulo 998244353 by the determinant of the path counts
/// C(b − a + n − 1, n − 1), expanded over every permutation (m ≤ 8).
pub fn lgv_by_permutations(case: &LgvCase) -> u64 {
    let n = case.n as u64;
    let a: Vec<Vec<u64>> = case
        .starts
        .iter()
        .map(|&s| {
            case.ends
                .iter()
                .map(|&e| {
                    if e >= s {
                        binomial_mod(e as u64 - s as u64 + n - 1, n - 1, MOD_LGV)
                    } else {
                        0
                    }
                })
                .collect()
        })
        .collect();
    determinant_by_permutations(&a, MOD_LGV)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The two CF 348D oracles agree on every table of at most 3 × 4 cells
    /// (and 4 × 3), every pattern of blocked cells.
    #[test]
    fn enumeration_and_two_turtle_dp_agree_on_every_small_table() {
        for (n, m) in [(2, 2), (2, 3), (3, 2), (3, 3), (2, 5), (3, 4), (4, 3)] {
            let inner = n * m - 2;
            for code in 0u32..1 << inner {
                let mut g: Grid = vec![vec![true; m]; n];
                for k in 0..inner {
                    let cell = k + 1;
                    g[cell / m][cell % m] = code >> k & 1 == 0;
                }
                assert_eq!(
                    turtle_pairs_by_enumeration(&g),
                    turtle_pairs_by_steps(&g),
                    "{g:?}"
                );
            }
        }
    }

    /// The samples of both problems.
    #[test]
    fn samples() {
        let g: Grid = [".....", ".###.", ".###.", "....."]
            .iter()
            .map(|r| r.bytes().map(|b| b == b'.').collect())
            .collect();
        assert_eq!(turtle_pairs_by_enumeration(&g), 1);
        assert_eq!(turtle_pairs_by_enumeration(&vec![vec![true; 3]; 2]), 1);
        let case = |n, starts: &[usize], ends: &[usize]| LgvCase {
            n,
            starts: starts.to_vec(),
            ends: ends.to_vec(),
        };
        assert_eq!(lgv_families_by_enumeration(&case(3, &[1, 2], &[2, 3])), 3);
        assert_eq!(lgv_families_by_enumeration(&case(5, &[1, 3], &[3, 5])), 155);
        let big = case(10, &[3, 4, 5, 7, 9], &[5, 7, 8, 9, 10]);
        assert_eq!(lgv_by_permutations(&big), 2047320);
    }
}
