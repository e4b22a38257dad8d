//! Chapter “积和式：Ryser 公式” (src/ie-algorithms/permanent.md; AtCoder
//! EDPC O Matching and ext-permanent).
//!
//! The permanent by its definition (every permutation) and by the textbook
//! bitmask DP over the columns already used; neither is Ryser's formula, and
//! neither shares code with a listing. A matrix is a `Vec` of rows.

use crate::rng::Rng;

/// AtCoder EDPC O's modulus.
pub const MOD_MATCHING: u64 = 1_000_000_007;
/// ext-permanent's modulus.
pub const MOD_PERMANENT: u64 = 998_244_353;

/// "n" and the rows, one per line (both listings' format).
pub fn matrix_input(a: &[Vec<u64>]) -> String {
    let mut s = format!("{}\n", a.len());
    for row in a {
        let cells: Vec<String> = row.iter().map(u64::to_string).collect();
        s.push_str(&cells.join(" "));
        s.push('\n');
    }
    s
}

/// perm A mod p = Σ over every permutation σ of Π_i a_{i,σ(i)}, the
/// permutations visited in lexicographic order (next permutation by the
/// classic swap-and-reverse). For n ≤ 10 or so.
pub fn permanent_by_permutations(a: &[Vec<u64>], p: u64) -> u64 {
    let n = a.len();
    let mut sigma: Vec<usize> = (0..n).collect();
    let mut total = 0u64;
    loop {
        let term = (0..n).fold(1u64, |t, i| t * (a[i][sigma[i]] % p) % p);
        total = (total + term) % p;
        // Next permutation: the last ascent i, swap with the last larger
        // entry, reverse the tail; none left after the last one.
        let Some(i) = (1..n).rev().find(|&i| sigma[i - 1] < sigma[i]) else {
            return total;
        };
        let j = (i..n).rev().find(|&j| sigma[j] > sigma[i - 1]).unwrap();
        sigma.swap(i - 1, j);
        sigma[i..].reverse();
    }
}

/// The textbook O(2^n·n) DP: f[T] = Σ over the ways to give rows
/// 0..|T| distinct columns making up T of the product of their entries;
/// perm A = f[all columns]. Row |T|−1 takes one column of T.
pub fn permanent_by_columns(a: &[Vec<u64>], p: u64) -> u64 {
    let n = a.len();
    let mut f = vec![0u64; 1 << n];
    f[0] = 1;
    for t in 1usize..1 << n {
        let row = t.count_ones() as usize - 1;
        let mut acc = 0u64;
        for (j, &x) in a[row].iter().enumerate() {
            if t >> j & 1 == 1 && x % p != 0 {
                acc = (acc + f[t ^ 1 << j] * (x % p)) % p;
            }
        }
        f[t] = acc;
    }
    f[(1 << n) - 1]
}

/// The number of perfect matchings of the bipartite graph with biadjacency
/// matrix `a` (0/1), found by a search that matches row 0, 1, … in turn to a
/// free column with an explicit stack (no modulus: for n ≤ 8).
pub fn perfect_matchings_by_search(a: &[Vec<u64>]) -> u64 {
    let n = a.len();
    if n == 0 {
        return 1;
    }
    let mut count = 0u64;
    // choice[i] = the column row i tries next; used = the columns taken by rows before.
    let mut choice = vec![0usize; n + 1];
    let mut taken = vec![usize::MAX; n];
    let mut used = 0u32;
    let mut row = 0usize;
    loop {
        // Undo row's previous column before trying the next one.
        if taken[row] != usize::MAX {
            used &= !(1 << taken[row]);
            taken[row] = usize::MAX;
        }
        let next = (choice[row]..n).find(|&j| a[row][j] == 1 && used >> j & 1 == 0);
        match next {
            Some(j) if row + 1 == n => {
                count += 1;
                choice[row] = j + 1;
            }
            Some(j) => {
                used |= 1 << j;
                taken[row] = j;
                choice[row] = j + 1;
                row += 1;
                choice[row] = 0;
            }
            None if row == 0 => return count,
            None => row -= 1,
        }
    }
}

/// An n×n matrix with entries drawn uniformly from `lo..=hi`.
pub fn random_matrix(rng: &mut Rng, n: usize, lo: u64, hi: u64) -> Vec<Vec<u64>> {
    (0..n)
        .map(|_| (0..n).map(|_| rng.range(lo, hi)).collect())
        .collect()
}

/// An n×n 0/1 matrix, each entry 1 with probability `percent` / 100.
pub fn random_01_matrix(rng: &mut Rng, n: usize, percent: u64) -> Vec<Vec<u64>> {
    (0..n)
        .map(|_| {
            (0..n)
                .map(|_| u64::from(rng.range(1, 100) <= percent))
                .collect()
        })
        .collect()
}

/// The n×n matrix with every entry `x`.
pub fn constant_matrix(n: usize, x: u64) -> Vec<Vec<u64>> {
    vec![vec![x; n]; n]
}

/// n! mod p.
pub fn factorial_mod(n: u64, p: u64) -> u64 {
    (1..=n).fold(1u64, |f, k| f * (k % p) % p)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_three_oracles_agree_on_every_0_1_matrix_up_to_3_by_3() {
        for n in 1..=3usize {
            for code in 0u32..1 << (n * n) {
                let a: Vec<Vec<u64>> = (0..n)
                    .map(|i| (0..n).map(|j| u64::from(code >> (i * n + j) & 1)).collect())
                    .collect();
                let by_perm = permanent_by_permutations(&a, MOD_MATCHING);
                assert_eq!(by_perm, permanent_by_columns(&a, MOD_MATCHING), "{a:?}");
                assert_eq!(by_perm, perfect_matchings_by_search(&a), "{a:?}");
            }
        }
    }

    #[test]
    fn all_ones_give_n_factorial() {
        for n in 1..=7 {
            let a = constant_matrix(n, 1);
            assert_eq!(
                permanent_by_permutations(&a, MOD_PERMANENT),
                factorial_mod(n as u64, MOD_PERMANENT)
            );
            assert_eq!(
                permanent_by_columns(&a, MOD_PERMANENT),
                factorial_mod(n as u64, MOD_PERMANENT)
            );
        }
    }
}
