//! The numbers stated in Part 12's chapters (theorem checks and exercise
//! answers), one module per chapter, each test named after its chapter and
//! theorem or exercise, with its bound in its doc comment.

// ---------------------------------------------------------------------------
// Chapter 1: counting primes (src/primes-orbits/prime-counting.md)
// ---------------------------------------------------------------------------

mod prime_counting {
    use testkit::primes_orbits::prime_counting::{
        divisor_counts, four_divisor_table, phi_by_sieve, prime_flags, prime_pi_table,
        prime_sum_table, primes_up_to,
    };
    use testkit::rng::{seed, Rng};

    /// ⌊√x⌋ by counting up.
    fn isqrt(x: u64) -> u64 {
        let mut r = 0;
        while (r + 1) * (r + 1) <= x {
            r += 1;
        }
        r
    }

    /// ⌊∛x⌋ by counting up.
    fn icbrt(x: u64) -> u64 {
        let mut r = 0;
        while (r + 1) * (r + 1) * (r + 1) <= x {
            r += 1;
        }
        r
    }

    /// φ(x, a) by the recurrence φ(x, a) = φ(x, a − 1) − φ(⌊x/p_a⌋, a − 1),
    /// φ(x, 0) = x, with an explicit stack of (x, a, sign).
    fn phi_by_recurrence(x: u64, a: usize, primes: &[usize]) -> i64 {
        let mut total = 0i64;
        let mut stack = vec![(x, a, 1i64)];
        while let Some((y, k, s)) = stack.pop() {
            if k == 0 || y == 0 {
                total += s * y as i64;
            } else {
                stack.push((y, k - 1, s));
                stack.push((y / primes[k - 1] as u64, k - 1, -s));
            }
        }
        total
    }

    /// Theorems 1, 2 and 5: for every x ≤ 1000 and a ≤ 12, φ(x, a) crossed
    /// out on a table equals the recurrence and (a ≤ 8) Legendre's sum over
    /// the 2^a products d of distinct primes; π(x) = φ(x, a) + a − 1 for
    /// a = π(⌊√x⌋), against the sieve.
    #[test]
    fn prime_counting_theorems_1_2_5_legendre() {
        let primes = primes_up_to(100);
        let pi = prime_pi_table(1000);
        for x in 1..=1000usize {
            for a in 0..=12 {
                let table = phi_by_sieve(x, a, &primes) as i64;
                assert_eq!(
                    phi_by_recurrence(x as u64, a, &primes),
                    table,
                    "x={x} a={a}"
                );
                if a <= 8 {
                    let mut sum = 0i64;
                    for mask in 0u32..1 << a {
                        let d: usize = (0..a)
                            .filter(|i| mask >> i & 1 == 1)
                            .map(|i| primes[i])
                            .product();
                        let sign = if mask.count_ones() % 2 == 0 { 1 } else { -1 };
                        sum += sign * (x / d) as i64;
                    }
                    assert_eq!(sum, table, "theorem 1, x={x} a={a}");
                }
            }
            let a = pi[isqrt(x as u64) as usize] as usize;
            let phi = phi_by_sieve(x, a, &primes) as i64;
            assert_eq!(phi + a as i64 - 1, i64::from(pi[x]), "theorem 5, x={x}");
        }
    }

    /// Lemma 3 and corollary 4: ⌊⌊x/a⌋/b⌋ = ⌊x/(ab)⌋ for x ≤ 2000 and
    /// a, b ≤ 50; the values ⌊x/d⌋ (1 ≤ d ≤ x) number at most 2√x.
    #[test]
    fn prime_counting_lemma3_nested_floors() {
        for x in 0..=2000u64 {
            for a in 1..=50 {
                for b in 1..=50 {
                    assert_eq!(x / a / b, x / (a * b), "x={x} a={a} b={b}");
                }
            }
            let mut values: Vec<u64> = (1..=x).map(|d| x / d).collect();
            values.dedup();
            assert!((values.len() as u64).pow(2) <= 4 * x, "x={x}");
        }
    }

    /// Theorem 6, Lucy's invariant: for every n ≤ 600, after the round of
    /// each prime p ≤ √n, the entry for every v = ⌊n/i⌋ equals the m in
    /// [2, v] that are prime or have least prime factor > p (from a table of
    /// least prime factors); at the end it is π(v). Lemma 7 (odd numbers
    /// only): S'(v) = S(v) − 1 for v ≥ 2 after the round of 2.
    #[test]
    fn prime_counting_theorem6_lucy_invariant() {
        let top = 600usize;
        let mut lpf = vec![0usize; top + 1];
        for m in 2..=top {
            if lpf[m] == 0 {
                for k in (m..=top).step_by(m) {
                    if lpf[k] == 0 {
                        lpf[k] = m;
                    }
                }
            }
        }
        let pi = prime_pi_table(top);
        let flags = prime_flags(top);
        for n in 1..=top as u64 {
            let mut vs: Vec<u64> = (1..=n).map(|i| n / i).collect();
            vs.dedup();
            let mut s: std::collections::BTreeMap<u64, i64> =
                vs.iter().map(|&v| (v, v as i64 - 1)).collect();
            let mut odd: std::collections::BTreeMap<u64, i64> =
                vs.iter().map(|&v| (v, (v as i64 - 1) / 2)).collect();
            for p in 2..=isqrt(n) {
                if !flags[p as usize] {
                    continue;
                }
                let before = s.clone();
                let sp = before[&(p - 1)];
                for &v in &vs {
                    if v >= p * p {
                        *s.get_mut(&v).unwrap() -= before[&(v / p)] - sp;
                    }
                }
                if p > 2 {
                    let before = odd.clone();
                    let sp = before[&(p - 1)];
                    for &v in &vs {
                        if v >= p * p {
                            *odd.get_mut(&v).unwrap() -= before[&(v / p)] - sp;
                        }
                    }
                }
                for &v in &vs {
                    let want = (2..=v as usize)
                        .filter(|&m| lpf[m] == m || lpf[m] as u64 > p)
                        .count() as i64;
                    assert_eq!(s[&v], want, "n={n} p={p} v={v}");
                    if v >= 2 {
                        assert_eq!(odd[&v], want - 1, "odd, n={n} p={p} v={v}");
                    }
                }
            }
            for &v in &vs {
                assert_eq!(s[&v], i64::from(pi[v as usize]), "n={n} v={v}");
            }
        }
    }

    /// Lemma 8: for a < 2^53, ⌊a/b⌋ computed in f64 (a as f64 / b as f64,
    /// truncated) is exact: 200 000 random pairs with a ≤ 10^11, and the
    /// worst cases a = kb − 1 and kb for 20 000 random b and k.
    #[test]
    fn prime_counting_lemma8_float_division() {
        let seed = seed(1208);
        let mut rng = Rng::new(seed);
        for _ in 0..200_000 {
            let a = rng.range(0, 100_000_000_000);
            let b = rng.range(1, 400_000);
            assert_eq!(
                (a as f64 / b as f64) as u64,
                a / b,
                "a={a} b={b} (TEST_SEED={seed})"
            );
        }
        for _ in 0..20_000 {
            let b = rng.range(2, 1 << 26);
            let k = rng.range(1, (1u64 << 53) / b - 1);
            for a in [k * b - 1, k * b] {
                assert_eq!(
                    (a as f64 / b as f64) as u64,
                    a / b,
                    "a={a} b={b} (TEST_SEED={seed})"
                );
            }
        }
    }

    /// Theorem 10 (Meissel): π(x) = φ(x, a) + a − 1 − P₂(x, a) with
    /// a = π(∛x), b = π(√x), P₂ = Σ_{a<k≤b} (π(x/p_k) − k + 1), for every
    /// x ≤ 3000, against the sieve.
    #[test]
    fn prime_counting_theorem10_meissel() {
        let primes = primes_up_to(3000);
        let pi = prime_pi_table(3000);
        for x in 1..=3000usize {
            let a = pi[icbrt(x as u64) as usize] as usize;
            let b = pi[isqrt(x as u64) as usize] as usize;
            let p2: i64 = (a + 1..=b)
                .map(|k| i64::from(pi[x / primes[k - 1]]) - k as i64 + 1)
                .sum();
            let phi = phi_by_recurrence(x as u64, a, &primes);
            assert_eq!(phi + a as i64 - 1 - p2, i64::from(pi[x]), "x={x}");
        }
    }

    /// Lemma 11: d(m) = 4 exactly when m = p³ or m = pq (primes p < q), for
    /// every m ≤ 10^5.
    #[test]
    fn prime_counting_lemma11_four_divisors() {
        let top = 100_000usize;
        let d = divisor_counts(top);
        let flags = prime_flags(top);
        for (m, &dm) in d.iter().enumerate().skip(1) {
            let mut shape = false;
            for p in 2..=m {
                if p * p > m && !shape {
                    break;
                }
                if flags[p] && m.is_multiple_of(p) {
                    let q = m / p;
                    shape = (q == p * p) || (q > p && flags[q]);
                    break;
                }
            }
            assert_eq!(dm == 4, shape, "m={m}");
        }
    }

    /// Exercise 2: the sum of the primes ≤ N by Lucy's DP with sums
    /// (S(v) −= p·(S(⌊v/p⌋) − S(p − 1))) equals the sieve for every N ≤ 2000
    /// and at N = 10^7 (3203324994356); the starting value at N = 10^11,
    /// N(N + 1)/2 − 1, exceeds 2^64.
    #[test]
    fn prime_counting_ex2_sum_of_primes() {
        fn lucy_sum(n: u64) -> u128 {
            let mut vs: Vec<u64> = Vec::new();
            let mut i = 1;
            while i <= n {
                vs.push(n / i);
                i = n / (n / i) + 1;
            }
            let mut s: std::collections::HashMap<u64, u128> = vs
                .iter()
                .map(|&v| (v, u128::from(v) * (u128::from(v) + 1) / 2 - 1))
                .collect();
            let mut p = 2;
            while p * p <= n {
                if s[&p] != s[&(p - 1)] {
                    let sp = s[&(p - 1)];
                    for &v in &vs {
                        if v < p * p {
                            break;
                        }
                        let sub = u128::from(p) * (s[&(v / p)] - sp);
                        *s.get_mut(&v).unwrap() -= sub;
                    }
                }
                p += 1;
            }
            s[&n]
        }
        let sums = prime_sum_table(10_000_000);
        for n in 1..=2000u64 {
            assert_eq!(lucy_sum(n), u128::from(sums[n as usize]), "N={n}");
        }
        assert_eq!(sums[10_000_000], 3_203_324_994_356);
        assert_eq!(lucy_sum(10_000_000), 3_203_324_994_356);
        let n = 100_000_000_000u128;
        assert!(n * (n + 1) / 2 - 1 > u128::from(u64::MAX));
    }

    /// Exercise 3: the number of distinct ⌊x/d⌋ (1 ≤ d ≤ x) is
    /// 2r − [r = ⌊x/r⌋] with r = ⌊√x⌋, for every 1 ≤ x ≤ 3000; at
    /// x = 10^11 that is 632454 (r = 316227).
    #[test]
    fn prime_counting_ex3_number_of_values() {
        let formula = |x: u64| {
            let r = isqrt(x);
            2 * r - u64::from(r == x / r)
        };
        for x in 1..=3000u64 {
            let mut values: Vec<u64> = (1..=x).map(|d| x / d).collect();
            values.dedup();
            assert_eq!(values.len() as u64, formula(x), "x={x}");
        }
        assert_eq!(isqrt(100_000_000_000), 316_227);
        assert_eq!(100_000_000_000u64 / 316_227, 316_228);
        assert_eq!(formula(100_000_000_000), 632_454);
    }

    /// Exercise 4: Meissel's formula at x = 100: a = π(4) = 2, b = π(10) = 4,
    /// φ(100, 2) = 33, P₂ = (π(20) − 2) + (π(14) − 3) = 6 + 3 = 9, and
    /// 33 + 2 − 1 − 9 = 25 = π(100).
    #[test]
    fn prime_counting_ex4_meissel_at_100() {
        let primes = primes_up_to(100);
        let pi = prime_pi_table(100);
        assert_eq!((pi[4], pi[10]), (2, 4));
        let phi = phi_by_sieve(100, 2, &primes);
        assert_eq!((100 / 2, 100 / 3, 100 / 6), (50, 33, 16));
        assert_eq!(phi, 100 - 50 - 33 + 16);
        assert_eq!(phi, 33);
        let flags = testkit::primes_orbits::prime_counting::prime_flags(100);
        let two_large: Vec<usize> = (2..=100usize)
            .filter(|&m| (5..m).any(|p| flags[p] && m % p == 0 && m / p >= p && flags[m / p]))
            .collect();
        assert_eq!(two_large, [25, 35, 49, 55, 65, 77, 85, 91, 95]);
        assert_eq!((pi[20], pi[14]), (8, 6));
        let p2 = (pi[20] - 2) + (pi[14] - 3);
        assert_eq!(p2, 9);
        assert_eq!(phi + 2 - 1 - u64::from(p2), 25);
        assert_eq!(pi[100], 25);
    }

    /// Exercise 5: D(10^6) = 209892 by counting divisors one by one, and the
    /// formula π(⌊∛n⌋) + Σ_{p ≤ √n} (π(⌊n/p⌋) − π(p)) agrees with it at every
    /// 997th n ≤ 10^6 and at 10^6.
    #[test]
    fn prime_counting_ex5_four_divisors() {
        let top = 1_000_000usize;
        let d = four_divisor_table(top);
        assert_eq!(d[top], 209_892);
        let pi = prime_pi_table(top);
        let primes = primes_up_to(1000);
        let mut checked = 0;
        for n in (1..=top).step_by(997).chain([top]) {
            let mut count = u64::from(pi[icbrt(n as u64) as usize]);
            for &p in primes.iter().take_while(|&&p| p * p <= n) {
                count += u64::from(pi[n / p] - pi[p]);
            }
            assert_eq!(count, d[n], "n={n}");
            checked += 1;
        }
        assert!(checked > 1000);
    }
}

// ---------------------------------------------------------------------------
// Chapter 2: Burnside's lemma and counting necklaces (src/primes-orbits/burnside.md)
// ---------------------------------------------------------------------------

mod burnside {
    use testkit::primes_orbits::burnside::{divisors, necklaces_by_orbits};

    fn gcd(a: u64, b: u64) -> u64 {
        if b == 0 {
            a
        } else {
            gcd(b, a % b)
        }
    }

    /// φ(d) by its definition.
    fn phi(d: u64) -> u64 {
        (1..=d).filter(|&j| gcd(j, d) == 1).count() as u64
    }

    fn is_prime(n: u64) -> bool {
        n >= 2 && (2..n).take_while(|d| d * d <= n).all(|d| n % d != 0)
    }

    fn binomial(n: u64, k: u64) -> u64 {
        (0..k).fold(1, |acc, i| acc * (n - i) / (i + 1))
    }

    /// The words of length n (base 2) with exactly k ones, up to rotation,
    /// by listing them and keeping the least of each orbit.
    fn binary_necklaces_with_ones(n: u32, k: u32) -> u64 {
        let mask = (1u32 << n) - 1;
        (0u32..1 << n)
            .filter(|w| w.count_ones() == k)
            .filter(|&w| (1..n).all(|s| ((w << s | w >> (n - s)) & mask) >= w))
            .count() as u64
    }

    /// Exercise 1: n = 6, m = 2: the terms 64, 8, 8, 4 for d = 1, 2, 3, 6
    /// (φ = 1, 1, 2, 2), the sum 84 and 14 necklaces, as the listing of all
    /// 64 words gives.
    #[test]
    fn burnside_ex1_six_beads_two_colours() {
        let terms: Vec<u64> = divisors(6)
            .into_iter()
            .map(|d| phi(d) * 2u64.pow((6 / d) as u32))
            .collect();
        assert_eq!(divisors(6), vec![1, 2, 3, 6]);
        assert_eq!(
            divisors(6).into_iter().map(phi).collect::<Vec<_>>(),
            vec![1, 1, 2, 2]
        );
        assert_eq!(terms, vec![64, 8, 8, 4]);
        assert_eq!(terms.iter().sum::<u64>(), 84);
        assert_eq!(necklaces_by_orbits(6, 2), 14);
    }

    /// Exercise 2: for prime n the count is (m^n − m)/n + m, compared with the
    /// listing of words for every prime n ≤ 13 and m ≤ 4 with m^n ≤ 2^16;
    /// n | m^n − m for every prime n < 30 and m ≤ 20 (exact, u128); n = 7,
    /// m = 2 gives 20.
    #[test]
    fn burnside_ex2_prime_length() {
        for n in (2..=13u64).filter(|&n| is_prime(n)) {
            for m in 1..=4u64 {
                if m.pow(n as u32) > 1 << 16 {
                    continue;
                }
                let formula = (m.pow(n as u32) - m) / n + m;
                assert_eq!(
                    necklaces_by_orbits(n as usize, m),
                    formula,
                    "n = {n}, m = {m}"
                );
            }
        }
        for n in (2..30u32).filter(|&n| is_prime(n as u64)) {
            for m in 1..=20u128 {
                assert_eq!((m.pow(n) - m) % n as u128, 0, "n = {n}, m = {m}");
            }
        }
        assert_eq!((2u64.pow(7) - 2) / 7 + 2, 20);
        assert_eq!(necklaces_by_orbits(7, 2), 20);
    }

    /// Exercise 3: 6 beads, exactly 3 black: the fixed points 20, 0, 2, 0, 2, 0
    /// of r_0..r_5 and 4 necklaces; the formula
    /// (1/n) Σ_{d | gcd(n,k)} φ(d) C(n/d, k/d) against the listing of words
    /// for n ≤ 12, 0 ≤ k ≤ n.
    #[test]
    fn burnside_ex3_three_black_of_six() {
        let fixed: Vec<u64> = (0..6u32)
            .map(|s| {
                (0u32..64)
                    .filter(|w| w.count_ones() == 3)
                    .filter(|&w| ((w << s | w >> ((6 - s) % 6)) & 63) == w)
                    .count() as u64
            })
            .collect();
        assert_eq!(fixed, vec![20, 0, 2, 0, 2, 0]);
        assert_eq!(fixed.iter().sum::<u64>() / 6, 4);
        assert_eq!(binary_necklaces_with_ones(6, 3), 4);
        for n in 1..=12u64 {
            for k in 0..=n {
                let sum: u64 = divisors(gcd(n, k))
                    .into_iter()
                    .map(|d| phi(d) * binomial(n / d, k / d))
                    .sum();
                assert_eq!(sum % n, 0);
                assert_eq!(
                    sum / n,
                    binary_necklaces_with_ones(n as u32, k as u32),
                    "n = {n}, k = {k}"
                );
            }
        }
    }

    /// Exercise 4: n = 4, two colours: orbit × stabiliser = 4 for each of the
    /// 16 words; 2 words with orbit 1, 2 with orbit 2, 12 with orbit 4; 6 orbits.
    #[test]
    fn burnside_ex4_orbit_sizes_of_four_beads() {
        let rotate = |w: u32, s: u32| (w << s | w >> ((4 - s) % 4)) & 15;
        let mut by_size = [0u32; 5];
        for w in 0u32..16 {
            let mut orbit: Vec<u32> = (0..4).map(|s| rotate(w, s)).collect();
            orbit.sort();
            orbit.dedup();
            let stabiliser = (0..4).filter(|&s| rotate(w, s) == w).count();
            assert_eq!(orbit.len() * stabiliser, 4, "w = {w:04b}");
            by_size[orbit.len()] += 1;
        }
        assert_eq!((by_size[1], by_size[2], by_size[4]), (2, 2, 12));
        assert_eq!(by_size[1] + by_size[2] / 2 + by_size[4] / 4, 6);
        assert_eq!(necklaces_by_orbits(4, 2), 6);
    }
}

// ---------------------------------------------------------------------------
// Chapter 3: Pólya's enumeration theorem (src/primes-orbits/polya.md)
// ---------------------------------------------------------------------------

mod polya {
    use testkit::primes_orbits::polya::{
        all_colourings, closure, cube_rotations, cyclic, dihedral, orbits, orbits_by_content, Perm,
    };

    /// The cycle lengths of `x`, sorted.
    fn cycle_type(x: &Perm) -> Vec<usize> {
        let mut seen = vec![false; x.len()];
        let mut t = Vec::new();
        for s in 0..x.len() {
            let (mut i, mut len) = (s, 0);
            while !seen[i] {
                seen[i] = true;
                i = x[i];
                len += 1;
            }
            if len > 0 {
                t.push(len);
            }
        }
        t.sort();
        t
    }

    /// Z(G; k, …, k) · |G| = Σ_g k^{cycles(g)}.
    fn burnside_sum(g: &[Perm], k: u64) -> u64 {
        g.iter().map(|x| k.pow(cycle_type(x).len() as u32)).sum()
    }

    /// Exercise 1: the cube's faces in k colours, by brute force for k ≤ 4
    /// (10, 57, 240), and (k^6 + 3k^4 + 12k^3 + 8k^2)/24 = Z(G; k, …, k) for
    /// k ≤ 10.
    #[test]
    fn polya_ex1_cube_faces() {
        let g = cube_rotations();
        for (k, want) in [(2u8, 10u64), (3, 57), (4, 240)] {
            assert_eq!(orbits(&g, &all_colourings(6, k)), want);
        }
        for k in 1..=10u64 {
            let top = k.pow(6) + 3 * k.pow(4) + 12 * k.pow(3) + 8 * k * k;
            assert_eq!(top % 24, 0);
            assert_eq!(top, burnside_sum(&g, k));
        }
    }

    /// Exercise 2: six beads in three colours: 130 necklaces, 92 bracelets,
    /// 38 pairs of mirror-image necklaces and 54 necklaces equal to their
    /// mirror image, all by brute force.
    #[test]
    fn polya_ex2_necklaces_and_bracelets() {
        let all = all_colourings(6, 3);
        let necklaces = orbits(&cyclic(6), &all);
        let bracelets = orbits(&dihedral(6), &all);
        assert_eq!((necklaces, bracelets), (130, 92));
        // A necklace is its own mirror image when the reversed colouring is in
        // its orbit under the rotations.
        let rot = cyclic(6);
        let canon = |c: &Vec<u8>| {
            rot.iter()
                .map(|x| x.iter().map(|&j| c[j]).collect::<Vec<u8>>())
                .min()
                .unwrap()
        };
        let mut classes: Vec<Vec<u8>> = all.iter().map(canon).collect();
        classes.sort();
        classes.dedup();
        let symmetric = classes
            .iter()
            .filter(|c| {
                let mut r = (*c).clone();
                r.reverse();
                canon(&r) == **c
            })
            .count();
        assert_eq!(symmetric, 54);
        assert_eq!((classes.len() - symmetric) / 2, 38);
    }

    /// Exercise 3: three black and three white beads: 4 necklaces, 3 bracelets.
    #[test]
    fn polya_ex3_black_and_white_bracelets() {
        assert_eq!(orbits_by_content(&cyclic(6), 6, 2)[&vec![3, 3]], 4);
        assert_eq!(orbits_by_content(&dihedral(6), 6, 2)[&vec![3, 3]], 3);
    }

    /// Exercise 4: the cube's rotations on its 8 vertices (generated by two
    /// quarter turns): cycle types x_1^8 once, x_4^2 six times, x_2^4 nine
    /// times, x_1^2 x_3^2 eight times; 23 colourings in two colours by brute
    /// force.
    #[test]
    fn polya_ex4_cube_vertices() {
        // Vertex (x, y, z) ∈ {0,1}^3 is number x + 2y + 4z.
        let v = |x: usize, y: usize, z: usize| x + 2 * y + 4 * z;
        // Quarter turns about the z axis ((x, y) → (1 − y, x)) and the x axis
        // ((y, z) → (1 − z, y)); p[i] = the vertex whose corner moves to i.
        let mut about_z = vec![0; 8];
        let mut about_x = vec![0; 8];
        for x in 0..2 {
            for y in 0..2 {
                for z in 0..2 {
                    about_z[v(1 - y, x, z)] = v(x, y, z);
                    about_x[v(x, 1 - z, y)] = v(x, y, z);
                }
            }
        }
        let g = closure(&[about_z, about_x], 8);
        assert_eq!(g.len(), 24);
        let mut types = std::collections::BTreeMap::new();
        for x in &g {
            *types.entry(cycle_type(x)).or_insert(0) += 1;
        }
        assert_eq!(types[&vec![1; 8]], 1);
        assert_eq!(types[&vec![4, 4]], 6);
        assert_eq!(types[&vec![2, 2, 2, 2]], 9);
        assert_eq!(types[&vec![1, 1, 3, 3]], 8);
        assert_eq!(orbits(&g, &all_colourings(8, 2)), 23);
        assert_eq!(burnside_sum(&g, 2), 552);
    }
}
