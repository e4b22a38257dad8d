//! Part 7, first half: inclusion–exclusion in its general forms. Oracles for
//! Luogu P4859 (pairings with exactly k more candy-larger pairs), AtCoder EDPC
//! Y Grid 2 (paths around obstacles) and Luogu P3175 (expected time until a
//! random OR reaches 2^n − 1), and the direct counts the chapter's identities
//! are checked against (set partitions, maps, permutations, set families).
//!
//! None of this uses the listings' method: P4859 is answered by trying every
//! permutation, or by a merge DP that forms each pair when its larger element
//! arrives (no "at least" counts, no inversion); Grid 2 by the cell-by-cell
//! grid DP; P3175 by solving the Markov chain over the 2^n masks in exact
//! rationals (no min–max, no subset sums).

/// P4859's modulus.
pub const P4859_MOD: u64 = 1_000_000_009;
/// Grid 2's modulus.
pub const GRID_MOD: u64 = 1_000_000_007;

/// The input text of P4859.
pub fn input_4859(candies: &[u64], pills: &[u64], k: u64) -> String {
    let line = |v: &[u64]| v.iter().map(u64::to_string).collect::<Vec<_>>().join(" ");
    format!(
        "{} {k}\n{}\n{}\n",
        candies.len(),
        line(candies),
        line(pills)
    )
}

/// Every permutation of 0..n, each handed to `f` (Heap's algorithm, iterative).
pub fn for_each_permutation(n: usize, mut f: impl FnMut(&[usize])) {
    let mut p: Vec<usize> = (0..n).collect();
    let mut c = vec![0usize; n];
    f(&p);
    let mut i = 0;
    while i < n {
        if c[i] < i {
            if i % 2 == 0 {
                p.swap(0, i);
            } else {
                p.swap(c[i], i);
            }
            f(&p);
            c[i] += 1;
            i = 0;
        } else {
            c[i] = 0;
            i += 1;
        }
    }
}

/// P4859 by trying all n! pairings (n ≤ 10): the pairings in which the
/// candy-larger pairs outnumber the pill-larger ones by exactly k. Exact count.
pub fn pairings_by_permutations(candies: &[u64], pills: &[u64], k: u64) -> u64 {
    let n = candies.len();
    assert!(n <= 10 && pills.len() == n);
    let mut count = 0;
    for_each_permutation(n, |p| {
        let larger = (0..n).filter(|&i| candies[i] > pills[p[i]]).count() as i64;
        if larger - (n as i64 - larger) == k as i64 {
            count += 1;
        }
    });
    count
}

/// P4859 mod 1 000 000 009 by a merge DP (O(n^3)): walk the 2n values in
/// increasing order; a pair is formed when its larger element arrives, with
/// one of the still-open smaller elements of the other kind. State: x
/// candy-larger and y pill-larger pairs formed so far.
pub fn pairings_by_merge(candies: &[u64], pills: &[u64], k: u64) -> u64 {
    let n = candies.len();
    if (n as u64 + k) % 2 == 1 {
        return 0;
    }
    let mut all: Vec<(u64, bool)> = candies.iter().map(|&c| (c, true)).collect();
    all.extend(pills.iter().map(|&p| (p, false)));
    all.sort_unstable();
    // dp[x][y]
    let mut dp = vec![vec![0u64; n + 1]; n + 1];
    dp[0][0] = 1;
    let (mut seen_c, mut seen_p) = (0usize, 0usize);
    for &(_, is_candy) in &all {
        let mut next = vec![vec![0u64; n + 1]; n + 1];
        for x in 0..=n {
            for y in 0..=n - x {
                let w = dp[x][y];
                if w == 0 {
                    continue;
                }
                // Left open, to be paired later with a larger element.
                next[x][y] = (next[x][y] + w) % P4859_MOD;
                if is_candy {
                    let open_pills = (seen_p - x - y) as u64;
                    if open_pills > 0 && x < n {
                        next[x + 1][y] = (next[x + 1][y] + w * open_pills) % P4859_MOD;
                    }
                } else {
                    let open_candies = (seen_c - x - y) as u64;
                    if open_candies > 0 && y < n {
                        next[x][y + 1] = (next[x][y + 1] + w * open_candies) % P4859_MOD;
                    }
                }
            }
        }
        if is_candy {
            seen_c += 1;
        } else {
            seen_p += 1;
        }
        dp = next;
    }
    let x = (n + k as usize) / 2;
    dp[x][n - x]
}

/// The input text of Grid 2 (cells 1-based).
pub fn input_grid2(h: u64, w: u64, walls: &[(u64, u64)]) -> String {
    let mut s = format!("{h} {w} {}\n", walls.len());
    for (r, c) in walls {
        s.push_str(&format!("{r} {c}\n"));
    }
    s
}

/// Grid 2 by the grid DP, cell by cell (O(HW) time, O(W) memory): paths from
/// (1, 1) to (H, W) moving right or down through cells that are not walls, mod 10^9 + 7.
pub fn grid_paths_dp(h: u64, w: u64, walls: &[(u64, u64)]) -> u64 {
    let (h, w) = (h as usize, w as usize);
    let mut wall_rows: Vec<Vec<usize>> = vec![Vec::new(); h + 1];
    for &(r, c) in walls {
        wall_rows[r as usize].push(c as usize);
    }
    let mut row = vec![0u64; w + 1];
    for (r, walls_here) in wall_rows.iter().enumerate().skip(1) {
        for c in 1..=w {
            row[c] = if walls_here.contains(&c) {
                0
            } else if r == 1 && c == 1 {
                1
            } else {
                (row[c] + row[c - 1]) % GRID_MOD
            };
        }
    }
    row[w]
}

/// The input text of P3175: n, then the 2^n probabilities as given strings.
pub fn input_3175(n: u32, probs: &[String]) -> String {
    format!("{n}\n{}\n", probs.join(" "))
}

/// gcd of two nonnegative i128.
fn gcd(mut a: i128, mut b: i128) -> i128 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a.abs()
}

/// A reduced fraction num/den, den > 0.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Ratio {
    pub num: i128,
    pub den: i128,
}

impl Ratio {
    pub fn new(num: i128, den: i128) -> Ratio {
        assert!(den != 0);
        let g = gcd(num, den).max(1);
        let s = if den < 0 { -1 } else { 1 };
        Ratio {
            num: s * num / g,
            den: s * den / g,
        }
    }
    pub fn plus(self, o: Ratio) -> Ratio {
        let g = gcd(self.den, o.den);
        Ratio::new(
            self.num * (o.den / g) + o.num * (self.den / g),
            self.den / g * o.den,
        )
    }
    pub fn times(self, o: Ratio) -> Ratio {
        let g1 = gcd(self.num, o.den).max(1);
        let g2 = gcd(o.num, self.den).max(1);
        Ratio::new(
            (self.num / g1) * (o.num / g2),
            (self.den / g2) * (o.den / g1),
        )
    }
    pub fn to_f64(self) -> f64 {
        self.num as f64 / self.den as f64
    }
}

/// P3175 in exact rationals by the Markov chain itself: with probabilities
/// weights[i] / Σ weights, E[s] (expected seconds from the mask s to 2^n − 1)
/// satisfies E[full] = 0 and E[s] = 1 + Σ_i p_i E[s | i], i.e.
/// (1 − q_s) E[s] = 1 + Σ_{s|i ≠ s} p_i E[s | i] with q_s = Σ_{i ⊆ s} p_i,
/// solved from the larger masks down. `None` when some bit is never set
/// (the answer INF). Small n only (denominators grow like (Σ weights)^(2^n)).
pub fn or_expectation_exact(n: u32, weights: &[u64]) -> Option<Ratio> {
    let size = 1usize << n;
    assert_eq!(weights.len(), size);
    let full = size - 1;
    let reach = weights
        .iter()
        .enumerate()
        .filter(|(_, &w)| w > 0)
        .fold(0, |acc, (i, _)| acc | i);
    if reach != full {
        return None;
    }
    let total: i128 = weights.iter().map(|&w| w as i128).sum();
    let mut e = vec![Ratio::new(0, 1); size];
    // Masks in decreasing order: s | i ≥ s, so every E[s | i] with s | i ≠ s is known.
    for s in (0..full).rev() {
        let stay: i128 = (0..size)
            .filter(|&i| i | s == s)
            .map(|i| weights[i] as i128)
            .sum();
        let mut acc = Ratio::new(1, 1);
        for (i, &w) in weights.iter().enumerate() {
            if w > 0 && i | s != s {
                acc = acc.plus(Ratio::new(w as i128, total).times(e[i | s]));
            }
        }
        e[s] = acc.times(Ratio::new(total, total - stay));
    }
    Some(e[0])
}

/// P3175 in f64 by the Markov chain (O(4^n), n ≤ 10): E[full] = 0 and
/// E[s] = (1 + Σ_{i ⊄ s} p_i E[s | i]) / Σ_{i ⊄ s} p_i, from the larger
/// masks down. Every quantity is a sum or quotient of nonnegative numbers
/// (no subtraction, no alternating sum), so the relative error stays within
/// a few multiples of 2^n · 2^-53. `None` when some bit is never set.
pub fn or_expectation_chain(n: u32, p: &[f64]) -> Option<f64> {
    let size = 1usize << n;
    assert_eq!(p.len(), size);
    let full = size - 1;
    let reach = (0..size).filter(|&i| p[i] > 0.0).fold(0, |a, i| a | i);
    if reach != full {
        return None;
    }
    let mut e = vec![0f64; size];
    for s in (0..full).rev() {
        let (mut leave, mut acc) = (0f64, 1f64);
        for (i, &pi) in p.iter().enumerate() {
            if i | s != s {
                leave += pi;
                acc += pi * e[i | s];
            }
        }
        e[s] = acc / leave;
    }
    Some(e[0])
}

/// The chapter's bound on the relative error of P3175's f64 answer: with
/// u = 2^-53, γ_k = k u / (1 − k u), δ = 2 γ_{n+2} and q_min the least
/// probability that one draw sets a given bit,
/// |error| / E ≤ 2^n (δ + (γ_n + u) q_min) / (q_min − δ).
pub fn or_expectation_relative_bound(n: u32, p: &[f64]) -> f64 {
    let u = f64::EPSILON / 2.0;
    let gamma = |k: f64| k * u / (1.0 - k * u);
    let delta = 2.0 * gamma(n as f64 + 2.0);
    let q_min = (0..n)
        .map(|b| {
            p.iter()
                .enumerate()
                .filter(|(i, _)| i >> b & 1 == 1)
                .map(|(_, &x)| x)
                .sum::<f64>()
        })
        .fold(1.0f64, f64::min);
    (1u64 << n) as f64 * (delta + (gamma(n as f64) + u) * q_min) / (q_min - delta)
}

/// One random P3175 input of the listing's error test (round `round` of
/// its 300): n ≤ 9, each weight 0, tiny (10^-6 scale) or large; every tenth
/// round without the number 2^n − 1 (often INF). Returns n, the
/// probabilities printed with 17 significant digits, and the f64 values
/// they read back as; None when every weight is 0.
pub fn random_input_3175(
    rng: &mut crate::rng::Rng,
    round: usize,
) -> Option<(u32, Vec<String>, Vec<f64>)> {
    let n = rng.range(1, 9) as u32;
    let size = 1usize << n;
    let mut raw: Vec<f64> = (0..size)
        .map(|_| match rng.range(0, 3) {
            0 => 0.0,
            1 => rng.range(1, 1000) as f64 * 1e-6,
            _ => rng.range(1, 1_000_000) as f64,
        })
        .collect();
    if round.is_multiple_of(10) {
        raw[size - 1] = 0.0;
    }
    let total: f64 = raw.iter().sum();
    if total == 0.0 {
        return None;
    }
    let probs: Vec<String> = raw.iter().map(|x| format!("{:.17e}", x / total)).collect();
    let p = probs.iter().map(|s| s.parse().unwrap()).collect();
    Some((n, probs, p))
}

/// S(n, m) for all m ≤ n by walking every set partition of {1..n} once
/// (restricted growth strings: a_1 = 0, a_i ≤ 1 + max(a_1..a_{i−1})).
/// Bell(12) = 4 213 597 partitions at n = 12.
pub fn stirling2_by_partitions(n: usize) -> Vec<u64> {
    let mut by_blocks = vec![0u64; n + 1];
    if n == 0 {
        by_blocks[0] = 1;
        return by_blocks;
    }
    let mut a = vec![0usize; n];
    // prefix_max[i] = max(a[0..=i])
    let mut prefix_max = vec![0usize; n];
    loop {
        by_blocks[prefix_max[n - 1] + 1] += 1;
        // Next restricted growth string: bump the last position that can grow.
        let mut i = n - 1;
        loop {
            if i == 0 {
                return by_blocks;
            }
            if a[i] <= prefix_max[i - 1] {
                a[i] += 1;
                prefix_max[i] = prefix_max[i - 1].max(a[i]);
                for j in i + 1..n {
                    a[j] = 0;
                    prefix_max[j] = prefix_max[i];
                }
                break;
            }
            i -= 1;
        }
    }
}

/// The number of maps from an n-set onto an m-set, by trying all m^n maps.
pub fn surjections_by_maps(n: u32, m: u32) -> u64 {
    let total = (m as u64).pow(n);
    let mut count = 0;
    let mut digits = vec![0u32; n as usize];
    for _ in 0..total {
        let mut hit = 0u64;
        for &d in &digits {
            hit |= 1 << d;
        }
        if hit.count_ones() == m {
            count += 1;
        }
        for d in digits.iter_mut() {
            *d += 1;
            if *d < m {
                break;
            }
            *d = 0;
        }
    }
    count
}

/// For each k, the number of permutations of n with exactly k fixed points,
/// by trying all n! permutations.
pub fn fixed_points_by_permutations(n: usize) -> Vec<u64> {
    let mut by_k = vec![0u64; n + 1];
    for_each_permutation(n, |p| {
        let k = p.iter().enumerate().filter(|(i, &v)| *i == v).count();
        by_k[k] += 1;
    });
    by_k
}

/// For a family of sets over a universe (each set a bitmask), the number of
/// elements of the universe lying in exactly k of the sets, for each k, by
/// looking at each element.
pub fn exactly_k_by_elements(universe: u32, sets: &[u64]) -> Vec<u64> {
    let mut by_k = vec![0u64; sets.len() + 1];
    for e in 0..universe {
        let k = sets.iter().filter(|&&s| s >> e & 1 == 1).count();
        by_k[k] += 1;
    }
    by_k
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn merge_dp_agrees_with_permutations_on_the_sample_and_small_cases() {
        let (a, b) = ([5, 35, 15, 45], [40, 20, 10, 30]);
        assert_eq!(pairings_by_permutations(&a, &b, 2), 4);
        assert_eq!(pairings_by_merge(&a, &b, 2), 4);
        let mut rng = crate::rng::Rng::new(4859);
        for _ in 0..300 {
            let n = rng.range(1, 7) as usize;
            let mut vals: Vec<u64> = (1..=2 * n as u64).collect();
            for i in (1..vals.len()).rev() {
                vals.swap(i, rng.range(0, i as u64) as usize);
            }
            let (c, p) = vals.split_at(n);
            for k in 0..=n as u64 {
                assert_eq!(
                    pairings_by_merge(c, p, k),
                    pairings_by_permutations(c, p, k),
                    "{c:?} {p:?} k = {k}"
                );
            }
        }
    }

    #[test]
    fn grid_dp_on_the_samples() {
        assert_eq!(grid_paths_dp(3, 4, &[(2, 2), (1, 4)]), 3);
        assert_eq!(grid_paths_dp(5, 2, &[(2, 1), (4, 2)]), 0);
        assert_eq!(grid_paths_dp(5, 5, &[(3, 1), (3, 5), (1, 3), (5, 3)]), 24);
    }

    #[test]
    fn exact_chain_on_the_sample_and_two_hand_cases() {
        // Sample: n = 2, all four 1/4: 8/3.
        assert_eq!(
            or_expectation_exact(2, &[1, 1, 1, 1]),
            Some(Ratio::new(8, 3))
        );
        // n = 1, p_1 = 1/3: a geometric wait, 3 seconds.
        assert_eq!(or_expectation_exact(1, &[2, 1]), Some(Ratio::new(3, 1)));
        // Bit 1 never set: INF.
        assert_eq!(or_expectation_exact(2, &[1, 1, 0, 0]), None);
    }

    #[test]
    fn partitions_maps_permutations_small() {
        assert_eq!(stirling2_by_partitions(4), vec![0, 1, 7, 6, 1]);
        assert_eq!(surjections_by_maps(4, 2), 14);
        assert_eq!(fixed_points_by_permutations(3), vec![2, 3, 0, 1]);
        assert_eq!(exactly_k_by_elements(3, &[0b011, 0b110]), vec![0, 2, 1]);
    }
}
