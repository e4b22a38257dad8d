//! Part 1 continued, inclusion–exclusion at work (CSES 2185, 1717, 2417,
//! Luogu P1450, P3455): oracles that count by definition, and input
//! generators. None of them uses inclusion–exclusion, a recurrence of the
//! chapters, or any code of the listings they check.
//!
//! - [`derangements_by_enumeration`]: walk every permutation of n items
//!   (Heap's algorithm) and count those without a fixed point.
//! - [`coin_ways_direct`]: try every count of the first three coins; the
//!   fourth is then forced.
//! - [`coprime_pairs_direct`]: a gcd for every pair of the list.
//! - [`gcd_pairs_direct`]: a gcd for every (x, y) of the rectangle.
//! - [`coprime_up_to_direct`]: a gcd for every x in 1..=n.
//!
//! For CSES 2185 the oracles of [`crate::divisible`] (direct counting and
//! Legendre's recurrence) serve as they are.

/// Binary gcd (Stein), a different algorithm from the listings' Euclid.
pub fn gcd(mut a: u64, mut b: u64) -> u64 {
    if a == 0 || b == 0 {
        return a | b;
    }
    let shift = (a | b).trailing_zeros();
    a >>= a.trailing_zeros();
    loop {
        b >>= b.trailing_zeros();
        if a > b {
            std::mem::swap(&mut a, &mut b);
        }
        b -= a;
        if b == 0 {
            return a << shift;
        }
    }
}

/// The number of permutations of n items with no fixed point, by generating
/// all n! permutations (iterative Heap's algorithm) and testing each one.
/// Meant for n ≤ 10 (10! = 3 628 800 permutations).
pub fn derangements_by_enumeration(n: usize) -> u64 {
    assert!(n <= 10, "n! permutations: keep n small");
    let mut count = 0;
    crate::inversion::for_each_permutation(n, |p| {
        count += u64::from(p.iter().enumerate().all(|(i, &v)| i != v));
    });
    count
}

/// C(n, k) by Pascal's triangle, exact for n ≤ 120; 0 when n < 0, k < 0 or
/// k > n (a count of solutions with a negative total is 0).
pub fn binomial(n: i64, k: i64) -> i128 {
    if n < 0 || k < 0 || k > n {
        return 0;
    }
    let mut row = vec![1i128];
    for _ in 0..n {
        let mut next = vec![1i128; row.len() + 1];
        for i in 1..row.len() {
            next[i] = row[i - 1] + row[i];
        }
        row = next;
    }
    row[k as usize]
}

/// n! for n ≤ 20, so that the enumeration above can check it visits them all.
pub fn factorial(n: u64) -> u64 {
    (1..=n).product()
}

/// The ways to pay exactly `s` with at most `d[i]` coins of value `c[i]`:
/// every (x1, x2, x3) within the bounds is tried, x4 is what is left.
pub fn coin_ways_direct(c: [u64; 4], d: [u64; 4], s: u64) -> u64 {
    let mut ways = 0;
    for x1 in 0..=d[0] {
        let r1 = match s.checked_sub(x1 * c[0]) {
            Some(r) => r,
            None => break,
        };
        for x2 in 0..=d[1] {
            let r2 = match r1.checked_sub(x2 * c[1]) {
                Some(r) => r,
                None => break,
            };
            for x3 in 0..=d[2] {
                let r3 = match r2.checked_sub(x3 * c[2]) {
                    Some(r) => r,
                    None => break,
                };
                if r3 % c[3] == 0 && r3 / c[3] <= d[3] {
                    ways += 1;
                }
            }
        }
    }
    ways
}

/// The same count by a bounded-knapsack table (no inclusion–exclusion): after
/// coin i, g[v] = Σ_{k=0}^{d_i} g_old[v − k c_i], kept as a running sum along
/// each residue class mod c_i. O(4 s) per call, for the limit tests.
pub fn coin_ways_bounded_dp(c: [u64; 4], d: [u64; 4], s: u64) -> u128 {
    let s = s as usize;
    let mut g = vec![0u128; s + 1];
    g[0] = 1;
    for i in 0..4 {
        let ci = c[i] as usize;
        let mut next = vec![0u128; s + 1];
        for start in 0..ci.min(s + 1) {
            let mut window: u128 = 0; // Σ g[v − k c] for k = 0..=d
            let mut v = start;
            let mut k = 0u64; // index of v in its residue class
            while v <= s {
                window += g[v];
                if k > d[i] {
                    window -= g[v - (d[i] as usize + 1) * ci];
                }
                next[v] = window;
                v += ci;
                k += 1;
            }
        }
        g = next;
    }
    g[s]
}

/// Pairs i < j with gcd(x_i, x_j) = 1, one gcd per pair.
pub fn coprime_pairs_direct(xs: &[u64]) -> u64 {
    let mut count = 0;
    for i in 0..xs.len() {
        for j in i + 1..xs.len() {
            count += u64::from(gcd(xs[i], xs[j]) == 1);
        }
    }
    count
}

/// The same count for a long list of small values: one gcd per pair of
/// distinct values, weighted by their multiplicities (equal values v, v are
/// coprime only when v = 1).
pub fn coprime_pairs_by_values(xs: &[u64]) -> u64 {
    let mut vals: Vec<u64> = xs.to_vec();
    vals.sort_unstable();
    let mut groups: Vec<(u64, u64)> = Vec::new();
    for v in vals {
        match groups.last_mut() {
            Some((w, c)) if *w == v => *c += 1,
            _ => groups.push((v, 1)),
        }
    }
    let mut count = 0;
    for i in 0..groups.len() {
        let (v, c) = groups[i];
        if v == 1 {
            count += c * (c - 1) / 2;
        }
        for &(w, e) in &groups[i + 1..] {
            if gcd(v, w) == 1 {
                count += c * e;
            }
        }
    }
    count
}

/// Pairs (x, y) with 1 ≤ x ≤ a, 1 ≤ y ≤ b and gcd(x, y) = d, one gcd per pair.
pub fn gcd_pairs_direct(a: u64, b: u64, d: u64) -> u64 {
    let mut count = 0;
    for x in 1..=a {
        for y in 1..=b {
            count += u64::from(gcd(x, y) == d);
        }
    }
    count
}

/// The same count for large a and b without μ: h(g) = pairs whose gcd is
/// exactly g; the pairs whose gcd is a multiple of g number ⌊a/g⌋⌊b/g⌋, so
/// h(g) = ⌊a/g⌋⌊b/g⌋ − Σ_{k>=2} h(kg), solved from the largest g down.
/// O(min(a, b) log min(a, b)).
pub fn gcd_pairs_by_multiples(a: u64, b: u64, d: u64) -> u64 {
    let top = a.min(b) as usize;
    if d as usize > top {
        return 0;
    }
    let mut h = vec![0u64; top + 1];
    for g in (1..=top).rev() {
        let mut v = (a / g as u64) * (b / g as u64);
        let mut m = 2 * g;
        while m <= top {
            v -= h[m];
            m += g;
        }
        h[g] = v;
    }
    h[d as usize]
}

/// How many x in 1..=n are coprime to m, one gcd each.
pub fn coprime_up_to_direct(n: u64, m: u64) -> u64 {
    (1..=n).filter(|&x| gcd(x, m) == 1).count() as u64
}

/// CSES 2185 input: "n k" and the k numbers.
pub fn input_2185(n: u64, a: &[u64]) -> String {
    let body: Vec<String> = a.iter().map(u64::to_string).collect();
    format!("{n} {}\n{}\n", a.len(), body.join(" "))
}

/// Luogu P1450 input: "c1 c2 c3 c4 q", then one line "d1 d2 d3 d4 s" per query.
pub fn input_1450(c: [u64; 4], queries: &[([u64; 4], u64)]) -> String {
    let mut s = format!("{} {} {} {} {}\n", c[0], c[1], c[2], c[3], queries.len());
    for (d, t) in queries {
        s.push_str(&format!("{} {} {} {} {t}\n", d[0], d[1], d[2], d[3]));
    }
    s
}

/// CSES 2417 input: "n" and the n values.
pub fn input_2417(xs: &[u64]) -> String {
    let body: Vec<String> = xs.iter().map(u64::to_string).collect();
    format!("{}\n{}\n", xs.len(), body.join(" "))
}

/// Luogu P3455 input: "n", then one line "a b d" per query.
pub fn input_3455(queries: &[(u64, u64, u64)]) -> String {
    let mut s = format!("{}\n", queries.len());
    for (a, b, d) in queries {
        s.push_str(&format!("{a} {b} {d}\n"));
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn enumeration_visits_every_permutation_once() {
        // D(0..=9) are published (OEIS A000166); n! permutations are visited.
        let want = [1, 0, 1, 2, 9, 44, 265, 1854, 14833, 133496];
        for (n, &w) in want.iter().enumerate() {
            assert_eq!(derangements_by_enumeration(n), w, "n = {n}");
        }
        assert_eq!(factorial(9), 362_880);
    }

    #[test]
    fn direct_counts_on_known_cases() {
        // The P1450 sample: c = {1, 2, 5, 10}, d = {3, 2, 3, 1}, s = 10 has 4 ways.
        assert_eq!(coin_ways_direct([1, 2, 5, 10], [3, 2, 3, 1], 10), 4);
        assert_eq!(coin_ways_direct([1, 2, 5, 10], [1000, 2, 2, 2], 900), 27);
        for s in 0..=60 {
            assert_eq!(
                coin_ways_bounded_dp([1, 3, 4, 7], [5, 2, 6, 3], s),
                u128::from(coin_ways_direct([1, 3, 4, 7], [5, 2, 6, 3], s))
            );
        }
        assert_eq!(coprime_pairs_direct(&[5, 4, 20, 1, 16, 17, 5, 15]), 19);
        assert_eq!(
            coprime_pairs_by_values(&[5, 4, 20, 1, 16, 17, 5, 15, 1]),
            19 + 8
        );
        assert_eq!(gcd_pairs_direct(4, 5, 2), 3);
        assert_eq!(gcd_pairs_direct(6, 4, 3), 2);
        for (a, b) in [(1, 1), (7, 30), (30, 7), (24, 24)] {
            for d in 1..=31 {
                assert_eq!(gcd_pairs_by_multiples(a, b, d), gcd_pairs_direct(a, b, d));
            }
        }
        assert_eq!(coprime_up_to_direct(12, 12), 4);
        assert_eq!(gcd(0, 7), 7);
        assert_eq!(gcd(12, 18), 6);
    }
}
