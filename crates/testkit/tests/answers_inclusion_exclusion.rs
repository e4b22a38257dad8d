//! The numbers and closed forms stated in the answers to the exercises of part 1
//! (src/inclusion-exclusion/*.md and their English twins), each computed here
//! by brute force or by another independent count, up to the bound the answer
//! states. One test per claim, named `<chapter>_ex<N>_…`.

use testkit::counting::{derangements_by_enumeration, gcd};
use testkit::divisible::{count_direct, first_primes};
use testkit::inversion::fixed_points_by_permutations;
use testkit::rng::{seed, Rng};

/// C(n, k), 0 outside 0 ≤ k ≤ n.
fn binom(n: i64, k: i64) -> i64 {
    testkit::counting::binomial(n, k) as i64
}

// ---------------------------------------------------------------------------
// bounded-counts.md (Luogu P1450)
// ---------------------------------------------------------------------------

/// Solutions of c·x = s with 0 ≤ x_i ≤ d_i, by trying every x.
fn bounded_direct(c: &[u64], d: &[u64], s: u64) -> u64 {
    let mut count = 0;
    let mut x = vec![0u64; c.len()];
    loop {
        let total: u64 = c.iter().zip(&x).map(|(a, b)| a * b).sum();
        count += u64::from(total == s);
        let mut i = 0;
        loop {
            if i == c.len() {
                return count;
            }
            x[i] += 1;
            if x[i] <= d[i] {
                break;
            }
            x[i] = 0;
            i += 1;
        }
    }
}

/// The answer's k-coin version: one unbounded table F for k coins, then 2^k
/// terms per query.
fn bounded_by_inclusion_exclusion(c: &[u64], d: &[u64], s: u64) -> i64 {
    let mut f = vec![0i64; s as usize + 1];
    f[0] = 1;
    for &ci in c {
        for v in ci as usize..=s as usize {
            f[v] += f[v - ci as usize];
        }
    }
    let k = c.len();
    let mut total = 0i64;
    for mask in 0u32..1 << k {
        let cut: u64 = (0..k)
            .filter(|i| mask >> i & 1 == 1)
            .map(|i| c[i] * (d[i] + 1))
            .sum();
        if cut <= s {
            let sign = if mask.count_ones() % 2 == 0 { 1 } else { -1 };
            total += sign * f[(s - cut) as usize];
        }
    }
    total
}

#[test]
fn bounded_counts_ex2_k_coins_agree_with_enumeration_up_to_5_coins() {
    let seed = seed(1450);
    let mut rng = Rng::new(seed);
    for _ in 0..2000 {
        let k = rng.range(1, 5) as usize;
        let c: Vec<u64> = (0..k).map(|_| rng.range(1, 6)).collect();
        let d: Vec<u64> = (0..k).map(|_| rng.range(0, 5)).collect();
        let s = rng.range(0, 40);
        assert_eq!(
            bounded_by_inclusion_exclusion(&c, &d, s),
            bounded_direct(&c, &d, s) as i64,
            "c={c:?} d={d:?} s={s} (seed {seed})"
        );
    }
}

#[test]
fn bounded_counts_ex3_sum_10_with_three_parts_at_most_4_has_6_solutions() {
    // The corollary's four nonzero terms: C(12,2) − 3·C(7,2) + 3·C(2,2) − 0.
    let terms = [binom(12, 2), -3 * binom(7, 2), 3 * binom(2, 2)];
    assert_eq!(terms, [66, -63, 3]);
    let by_corollary: i64 = (0..=3)
        .map(|j| {
            let sign = if j % 2 == 0 { 1 } else { -1 };
            sign * binom(3, j) * binom(10 - 5 * j + 2, 2)
        })
        .sum();
    assert_eq!(by_corollary, 6);
    assert_eq!(bounded_direct(&[1, 1, 1], &[4, 4, 4], 10), 6);
}

// ---------------------------------------------------------------------------
// coprime.md (CSES 2417)
// ---------------------------------------------------------------------------

/// f(g) for g = 1..=max: from c(g), downwards, f(g) = C(c(g), 2) − Σ_{k≥2} f(kg).
fn gcd_pair_counts_downwards(xs: &[u64], max: usize) -> Vec<i64> {
    let mut cnt = vec![0i64; max + 1];
    for &x in xs {
        cnt[x as usize] += 1;
    }
    let mut f = vec![0i64; max + 1];
    for g in (1..=max).rev() {
        let c: i64 = (g..=max).step_by(g).map(|m| cnt[m]).sum();
        let mut v = c * (c - 1) / 2;
        for m in (2 * g..=max).step_by(g) {
            v -= f[m];
        }
        f[g] = v;
    }
    f
}

#[test]
fn coprime_ex2_pairs_by_exact_gcd_agree_with_one_gcd_per_pair() {
    let seed = seed(2417);
    let mut rng = Rng::new(seed);
    for _ in 0..500 {
        let n = rng.range(0, 60) as usize;
        let max = rng.range(1, 200) as usize;
        let xs: Vec<u64> = (0..n).map(|_| rng.range(1, max as u64)).collect();
        let f = gcd_pair_counts_downwards(&xs, max);
        let mut direct = vec![0i64; max + 1];
        for i in 0..n {
            for j in i + 1..n {
                direct[gcd(xs[i], xs[j]) as usize] += 1;
            }
        }
        assert_eq!(f[1..], direct[1..], "xs={xs:?} (seed {seed})");
    }
}

#[test]
fn coprime_ex3_the_product_formula_sieve_agrees_with_gcds_up_to_3000() {
    const M: usize = 3000;
    let mut phi: Vec<u64> = (0..=M as u64).collect();
    for p in 2..=M {
        if phi[p] == p as u64 {
            // p is prime: no smaller prime has touched it.
            for m in (p..=M).step_by(p) {
                phi[m] -= phi[m] / p as u64;
            }
        }
    }
    for m in 1..=M as u64 {
        let by_gcd = (1..=m).filter(|&x| gcd(x, m) == 1).count() as u64;
        assert_eq!(phi[m as usize], by_gcd, "φ({m})");
    }
}

// ---------------------------------------------------------------------------
// derangements.md (CSES 1717)
// ---------------------------------------------------------------------------

#[test]
fn derangements_ex2_n_d_plus_sign_agrees_with_enumeration_and_the_two_term_recurrence() {
    // D(n) = n D(n−1) + (−1)^n, exact, against all n! permutations (n ≤ 10)
    // and against D(n) = (n−1)(D(n−1) + D(n−2)) up to n = 20.
    let mut one = vec![1i128];
    for n in 1..=20i128 {
        let sign = if n % 2 == 0 { 1 } else { -1 };
        one.push(n * one[n as usize - 1] + sign);
    }
    let mut two = vec![1i128, 0];
    for n in 2..=20i128 {
        two.push((n - 1) * (two[n as usize - 1] + two[n as usize - 2]));
    }
    assert_eq!(one, two);
    for (n, &d) in one.iter().enumerate().take(11) {
        assert_eq!(d as u64, derangements_by_enumeration(n), "D({n})");
    }
    // Modulo 10^9 + 7 the sign is added as M − 1: the same residues up to 10^5.
    const M: u64 = 1_000_000_007;
    // a: n D(n−1) + (−1)^n; b: the two-term recurrence.
    let mut a = 1u64;
    let (mut b1, mut b2) = (1u64, 0u64); // D(n−1), D(n−2) for b
    for n in 1..=100_000u64 {
        a = (n % M * a + if n % 2 == 0 { 1 } else { M - 1 }) % M;
        let b = if n == 1 {
            0
        } else {
            (n - 1) % M * ((b1 + b2) % M) % M
        };
        b2 = b1;
        b1 = b;
        assert_eq!(a, b, "n = {n}");
    }
}

#[test]
fn derangements_ex3_exactly_m_fixed_points_is_binomial_times_derangements_up_to_9() {
    for n in 0..=9usize {
        let by_k = fixed_points_by_permutations(n);
        for (m, &count) in by_k.iter().enumerate() {
            let want = binom(n as i64, m as i64) as u64 * derangements_by_enumeration(n - m);
            assert_eq!(count, want, "n={n} m={m}");
        }
    }
}

// ---------------------------------------------------------------------------
// divisible.md (AcWing 890)
// ---------------------------------------------------------------------------

/// Σ over all subsets (with the empty one) of (−1)^|S| ⌊n / ∏S⌋.
fn free_by_signed_sum(n: u64, a: &[u64]) -> i64 {
    let mut total = 0i64;
    for mask in 0u32..1 << a.len() {
        let mut prod: u128 = 1;
        for (i, &x) in a.iter().enumerate() {
            if mask >> i & 1 == 1 {
                prod *= x as u128;
            }
        }
        let sign = if mask.count_ones() % 2 == 0 { 1 } else { -1 };
        total += sign * (n as u128 / prod) as i64;
    }
    total
}

#[test]
fn divisible_ex2_numbers_divisible_by_none_are_the_signed_sum_with_the_empty_set() {
    let primes = first_primes(8);
    let seed = seed(890);
    let mut rng = Rng::new(seed);
    for _ in 0..3000 {
        let n = rng.range(1, 3000);
        let m = rng.range(1, 6) as usize;
        let a: Vec<u64> = testkit::divisible::pick_distinct(&mut rng, &primes, m);
        let none = n - count_direct(n, &a);
        assert_eq!(
            free_by_signed_sum(n, &a),
            none as i64,
            "n={n} a={a:?} (seed {seed})"
        );
    }
}

/// φ(x, k) = φ(x, k−1) − φ(⌊x/p_k⌋, k−1), φ(x, 0) = x: the numbers in 1..=x
/// divisible by none of p_1..p_k.
fn legendre(x: u64, p: &[u64]) -> i64 {
    match p.split_last() {
        None => x as i64,
        Some((&last, rest)) => legendre(x, rest) - legendre(x / last, rest),
    }
}

#[test]
fn divisible_ex3_the_recurrence_equals_the_inclusion_exclusion_sum_up_to_3000() {
    let primes = first_primes(7);
    for n in 0..=3000u64 {
        for k in 0..=primes.len() {
            let p = &primes[..k];
            let rec = legendre(n, p);
            assert_eq!(rec, free_by_signed_sum(n, p), "n={n} k={k}");
            assert_eq!(rec, (n - count_direct(n, p)) as i64, "n={n} k={k}");
        }
    }
}

// ---------------------------------------------------------------------------
// divisible-lcm.md (ext-divisible-lcm)
// ---------------------------------------------------------------------------

#[test]
fn divisible_lcm_ex1_pairwise_coprime_subsets_with_product_at_most_n_have_distinct_products() {
    // For pairwise coprime numbers > 1 the subsets with product ≤ n and their
    // distinct products are as many (so each product is one term): the first
    // k ≤ 18 primes and random pairwise coprime sets, at n = 10^18 and below.
    let seed = seed(2024);
    let mut rng = Rng::new(seed);
    let mut sets: Vec<Vec<u64>> = (1..=18).map(first_primes).collect();
    for _ in 0..300 {
        let m = rng.range(1, 12) as usize;
        let mut a: Vec<u64> = Vec::new();
        while a.len() < m {
            let bits = rng.range(2, 40);
            let x = rng.range(2, 1 << bits);
            if a.iter().all(|&y| gcd(x, y) == 1) {
                a.push(x);
            }
        }
        sets.push(a);
    }
    for a in &sets {
        for n in [10u64.pow(18), 10u64.pow(9), rng.range(1, 1 << 30)] {
            let mut subsets = 0u64;
            let mut products = std::collections::BTreeSet::new();
            for mask in 1u32..1 << a.len() {
                let mut prod: u128 = 1;
                for (i, &x) in a.iter().enumerate() {
                    if mask >> i & 1 == 1 {
                        prod = (prod * x as u128).min(u128::from(u64::MAX) + 1);
                    }
                }
                if prod <= n as u128 {
                    subsets += 1;
                    products.insert(prod);
                }
            }
            assert_eq!(
                subsets,
                products.len() as u64,
                "a={a:?} n={n} (seed {seed})"
            );
        }
    }
}

fn lcm(a: u64, b: u64) -> u64 {
    a / gcd(a, b) * b
}

#[test]
fn divisible_lcm_ex2_a_common_factor_comes_out_of_every_lcm_and_of_the_count() {
    let seed = seed(23);
    let mut rng = Rng::new(seed);
    for _ in 0..3000 {
        let g = rng.range(2, 12);
        let m = rng.range(1, 6) as usize;
        let a: Vec<u64> = (0..m).map(|_| g * rng.range(1, 30)).collect();
        // lcm(S) = g · lcm({a/g}) for every nonempty S.
        for mask in 1u32..1 << m {
            let s: Vec<u64> = (0..m)
                .filter(|i| mask >> i & 1 == 1)
                .map(|i| a[i])
                .collect();
            let l = s.iter().fold(1, |l, &x| lcm(l, x));
            let l_over = s.iter().fold(1, |l, &x| lcm(l, x / g));
            assert_eq!(l, g * l_over, "S={s:?} g={g} (seed {seed})");
        }
        // So the union count for n is the union count of a/g for ⌊n/g⌋.
        let n = rng.range(1, 5000);
        let reduced: Vec<u64> = a.iter().map(|x| x / g).collect();
        assert_eq!(
            count_direct(n, &a),
            count_direct(n / g, &reduced),
            "n={n} a={a:?} (seed {seed})"
        );
    }
    // The exercise's family: 23 numbers 2p, p the odd primes up to 89.
    let odd: Vec<u64> = first_primes(24)[1..].to_vec();
    assert_eq!(odd.len(), 23);
    assert_eq!(*odd.last().unwrap(), 89);
    let twice: Vec<u64> = odd.iter().map(|p| 2 * p).collect();
    for n in [1u64, 5, 6, 100, 9999, 200_000] {
        assert_eq!(count_direct(n, &twice), count_direct(n / 2, &odd), "n={n}");
    }
}

// ---------------------------------------------------------------------------
// mobius.md (Luogu P3455)
// ---------------------------------------------------------------------------

#[test]
fn mobius_ex2_the_gcd_sum_is_the_totient_weighted_sum_up_to_60() {
    const N: u64 = 60;
    let phi: Vec<u64> = (0..=N)
        .map(|k| (1..=k).filter(|&x| gcd(x, k) == 1).count() as u64)
        .collect();
    for a in 1..=N {
        for b in 1..=N {
            let direct: u64 = (1..=a).flat_map(|x| (1..=b).map(move |y| gcd(x, y))).sum();
            let by_phi: u64 = (1..=a.min(b))
                .map(|k| phi[k as usize] * (a / k) * (b / k))
                .sum();
            assert_eq!(direct, by_phi, "a={a} b={b}");
        }
    }
}

fn mobius(n: usize) -> Vec<i64> {
    (0..=n)
        .map(|k| {
            if k == 0 {
                return 0;
            }
            let (mut x, mut mu) = (k, 1i64);
            let mut p = 2;
            while p * p <= x {
                if x % p == 0 {
                    x /= p;
                    if x % p == 0 {
                        return 0;
                    }
                    mu = -mu;
                }
                p += 1;
            }
            if x > 1 {
                mu = -mu;
            }
            mu
        })
        .collect()
}

#[test]
fn mobius_ex3_solving_downwards_gives_theorem_3s_f_in_at_most_n_ln_n_steps() {
    let seed = seed(3455);
    let mut rng = Rng::new(seed);
    let mu = mobius(2000);
    for n in 1..=2000usize {
        let g: Vec<i64> = (0..=n).map(|_| rng.range(0, 1000) as i64 - 500).collect();
        let mut f = vec![0i64; n + 1];
        let mut steps = 0u64;
        for d in (1..=n).rev() {
            let mut v = g[d];
            for m in (2 * d..=n).step_by(d) {
                v -= f[m];
                steps += 1;
            }
            f[d] = v;
        }
        // Σ_d (⌊n/d⌋ − 1) subtractions, at most n ln n.
        assert!(
            (steps as f64) <= n as f64 * (n as f64).ln() + 1e-9,
            "n={n}: {steps} steps"
        );
        if n <= 300 || n % 97 == 0 {
            for d in 1..=n {
                let by_mu: i64 = (1..=n / d).map(|k| mu[k] * g[k * d]).sum();
                assert_eq!(f[d], by_mu, "n={n} d={d} (seed {seed})");
            }
        }
    }
}

// ---------------------------------------------------------------------------
// prime-multiples.md (CSES 2185)
// ---------------------------------------------------------------------------

/// The chapter's search with `break` (`stop_at_first = true`) or `continue`:
/// (sum of the visited terms, subsets visited, products tried).
fn search(n: u64, a: &[u64], stop_at_first: bool) -> (i128, u64, u64) {
    let mut a = a.to_vec();
    a.sort_unstable();
    let (mut total, mut visited, mut tried) = (0i128, 0u64, 0u64);
    let mut stack: Vec<(u64, usize, bool)> = vec![(1, 0, false)];
    while let Some((prod, next, odd)) = stack.pop() {
        for (j, &p) in a.iter().enumerate().skip(next) {
            tried += 1;
            let child = prod as u128 * p as u128;
            if child > n as u128 {
                if stop_at_first {
                    break;
                }
                continue;
            }
            let child = child as u64;
            visited += 1;
            let term = (n / child) as i128;
            total += if odd { -term } else { term };
            stack.push((child, j + 1, !odd));
        }
    }
    (total, visited, tried)
}

#[test]
fn prime_multiples_ex2_continue_gives_the_same_sum_and_tries_more_products() {
    let seed = seed(2185);
    let mut rng = Rng::new(seed);
    let primes = first_primes(20);
    for _ in 0..2000 {
        let n = rng.range(1, 20_000);
        let m = rng.range(1, 8) as usize;
        let a = testkit::divisible::pick_distinct(&mut rng, &primes, m);
        let (b, _, _) = search(n, &a, true);
        let (c, _, _) = search(n, &a, false);
        assert_eq!(b, c);
        assert_eq!(
            b,
            count_direct(n, &a) as i128,
            "n={n} a={a:?} (seed {seed})"
        );
    }
    let n = 10u64.pow(18);
    let (b, visited_b, tried_b) = search(n, &primes, true);
    let (c, visited_c, tried_c) = search(n, &primes, false);
    assert_eq!(b, c);
    assert_eq!(visited_b, visited_c);
    println!("first 20 primes, n = 10^18: {visited_b} terms, {tried_b} products tried with break, {tried_c} with continue");
    assert_eq!(
        (visited_b, tried_b, tried_c),
        (972_905, 1_014_489, 1_028_190)
    );
}

#[test]
fn prime_multiples_ex3_the_complement_is_n_minus_the_union() {
    let seed = seed(2186);
    let mut rng = Rng::new(seed);
    let primes = first_primes(10);
    for _ in 0..3000 {
        let n = rng.range(1, 3000);
        let m = rng.range(1, 6) as usize;
        let a = testkit::divisible::pick_distinct(&mut rng, &primes, m);
        let none = (1..=n).filter(|x| a.iter().all(|p| x % p != 0)).count() as i128;
        let (union, _, _) = search(n, &a, true);
        assert_eq!(n as i128 - union, none, "n={n} a={a:?} (seed {seed})");
    }
}
