//! The numbers and closed forms stated in the answers to the exercises of
//! part 7, second half (src/lattices/*.md and their English twins), each
//! computed here by brute force or by an independent method. One test per
//! claim, named `<chapter stem>_ex<N>_…`.

use std::collections::HashMap;
use testkit::counting::{gcd, gcd_pairs_direct};
use testkit::lattices::{
    bit_problem_direct, convolution_direct, nim_counting_direct, squarefree_flags,
    subset_convolution_direct, BitOp, MOD,
};
use testkit::nim_family::misere_by_rule;
use testkit::rng::{seed, Rng};

/// Subset zeta transform by definition: Σ_{T ⊆ S} f(T).
fn zeta(f: &[i64]) -> Vec<i64> {
    (0..f.len())
        .map(|s| (0..f.len()).filter(|&t| t & s == t).map(|t| f[t]).sum())
        .collect()
}

/// Superset sums by definition: Σ_{T ⊇ S} f(T).
fn zeta_up(f: &[i64]) -> Vec<i64> {
    (0..f.len())
        .map(|s| (0..f.len()).filter(|&t| t & s == s).map(|t| f[t]).sum())
        .collect()
}

/// Subset Möbius transform by definition.
fn mobius(f: &[i64]) -> Vec<i64> {
    (0..f.len())
        .map(|s| {
            (0..f.len())
                .filter(|&t| t & s == t)
                .map(|t| {
                    let sign = if (s ^ t).count_ones() % 2 == 0 { 1 } else { -1 };
                    sign * f[t]
                })
                .sum()
        })
        .collect()
}

/// One pass of Theorem 4 for bit i: f(S) += f(S ∖ {i}) for every S ∋ i.
fn pass(f: &mut [i64], i: usize) {
    for s in 0..f.len() {
        if s >> i & 1 == 1 {
            f[s] += f[s ^ (1 << i)];
        }
    }
}

/// Every vector of length `size` with entries 0, 1, 2 (the base-3 digits of
/// 0..3^size), as i64.
fn base3_vectors(size: usize) -> Vec<Vec<i64>> {
    (0..3usize.pow(size as u32))
        .map(|code| {
            (0..size)
                .map(|i| (code / 3usize.pow(i as u32) % 3) as i64)
                .collect()
        })
        .collect()
}

// ---------------------------------------------------------------------------
// subset-zeta.md
// ---------------------------------------------------------------------------

/// Exercise 2: the superset sums of c are the subset sums of c̄(T) = c(U ∖ T)
/// read at the complement: Σ_{T ⊇ x} c(T) = (ζ c̄)(U ∖ x). Every c on n ≤ 3
/// with values 0..=2, and CSES 1654's second answer on 200 random lists
/// against testkit's pair-by-pair count.
#[test]
fn subset_zeta_ex2_superset_sums_are_subset_sums_of_the_reversed_array() {
    for n in 0..=3u32 {
        let size = 1usize << n;
        for c in base3_vectors(size) {
            let reversed: Vec<i64> = (0..size).map(|t| c[(size - 1) ^ t]).collect();
            let z = zeta(&reversed);
            let via: Vec<i64> = (0..size).map(|x| z[(size - 1) ^ x]).collect();
            assert_eq!(via, zeta_up(&c), "c = {c:?}");
        }
    }
    let seed = seed(1654);
    let mut rng = Rng::new(seed);
    for _ in 0..200 {
        let bits = rng.range(1, 10) as u32;
        let len = rng.range(1, 60) as usize;
        let xs: Vec<u64> = (0..len).map(|_| rng.range(0, (1 << bits) - 1)).collect();
        let size = 1usize << bits;
        let full = size - 1;
        let mut reversed = vec![0i64; size];
        for &x in &xs {
            reversed[full ^ x as usize] += 1;
        }
        let z = zeta(&reversed);
        let direct = bit_problem_direct(&xs);
        for (x, d) in xs.iter().zip(&direct) {
            assert_eq!(
                z[full ^ *x as usize] as u64,
                d[1],
                "x = {x} (TEST_SEED={seed})"
            );
        }
    }
}

/// Exercise 3: for n = 2 the two orders of the passes give
/// (f₀, f₀ + f₁, f₀ + f₂, f₀ + f₁ + f₂ + f₃) on every f with values in
/// −2..=2 (and so, the passes being linear, on every f); for n ≤ 4 every
/// order of the n passes gives ζ on each unit vector.
#[test]
fn subset_zeta_ex3_the_passes_commute() {
    for code in 0..5usize.pow(4) {
        let f: Vec<i64> = (0..4)
            .map(|i| (code / 5usize.pow(i) % 5) as i64 - 2)
            .collect();
        let (mut a, mut b) = (f.clone(), f.clone());
        pass(&mut a, 1);
        pass(&mut a, 0);
        pass(&mut b, 0);
        pass(&mut b, 1);
        let want = vec![f[0], f[0] + f[1], f[0] + f[2], f[0] + f[1] + f[2] + f[3]];
        assert_eq!(a, want);
        assert_eq!(b, want);
        assert_eq!(zeta(&f), want);
    }
    for n in 1..=4usize {
        let size = 1usize << n;
        let mut orders: Vec<Vec<usize>> = Vec::new();
        testkit::inversion::for_each_permutation(n, |p| orders.push(p.to_vec()));
        for unit in 0..size {
            let mut f = vec![0i64; size];
            f[unit] = 1;
            for order in &orders {
                let mut g = f.clone();
                for &i in order {
                    pass(&mut g, i);
                }
                assert_eq!(g, zeta(&f), "n = {n}, order {order:?}");
            }
        }
    }
}

// ---------------------------------------------------------------------------
// bitwise-convolution.md
// ---------------------------------------------------------------------------

/// Exercise 2: the or-convolution is the and-convolution of the reversed
/// arrays, reversed (i ↦ full ⊕ i); and the or-convolution by subset zeta
/// transforms equals the direct sum. Every pair of arrays with N ≤ 2 and
/// values 0..=2, and 200 random pairs with N ≤ 7.
#[test]
fn bitwise_convolution_ex2_or_is_and_of_the_reversed_arrays() {
    let check = |a: &[u64], b: &[u64]| {
        let full = a.len() - 1;
        let rev = |v: &[u64]| -> Vec<u64> { (0..v.len()).map(|i| v[full ^ i]).collect() };
        let or = convolution_direct(a, b, BitOp::Or);
        assert_eq!(or, rev(&convolution_direct(&rev(a), &rev(b), BitOp::And)));
        let ia: Vec<i64> = a.iter().map(|&x| x as i64).collect();
        let ib: Vec<i64> = b.iter().map(|&x| x as i64).collect();
        let (za, zb) = (zeta(&ia), zeta(&ib));
        let prod: Vec<i64> = za.iter().zip(&zb).map(|(x, y)| x * y).collect();
        let via: Vec<u64> = mobius(&prod)
            .iter()
            .map(|&x| x.rem_euclid(MOD as i64) as u64)
            .collect();
        assert_eq!(via, or, "a = {a:?}, b = {b:?}");
    };
    for n in 0..=2u32 {
        let size = 1usize << n;
        let all: Vec<Vec<u64>> = base3_vectors(size)
            .into_iter()
            .map(|v| v.into_iter().map(|x| x as u64).collect())
            .collect();
        for a in &all {
            for b in &all {
                check(a, b);
            }
        }
    }
    let seed = seed(2121);
    let mut rng = Rng::new(seed);
    for _ in 0..200 {
        let size = 1usize << rng.range(0, 7);
        let a: Vec<u64> = (0..size).map(|_| rng.range(0, 1000)).collect();
        let b: Vec<u64> = (0..size).map(|_| rng.range(0, 1000)).collect();
        check(&a, &b);
    }
}

/// The Walsh–Hadamard transform mod 2^128 (wrapping u128 arithmetic).
fn hadamard_u128(f: &mut [u128]) {
    let mut half = 1;
    while half < f.len() {
        for block in f.chunks_exact_mut(2 * half) {
            let (lo, hi) = block.split_at_mut(half);
            for (x, y) in lo.iter_mut().zip(hi.iter_mut()) {
                let (a, b) = (*x, *y);
                *x = a.wrapping_add(b);
                *y = a.wrapping_sub(b);
            }
        }
        half *= 2;
    }
}

/// The same transform mod 2^64: reducing mod 2^64 is a ring homomorphism,
/// so the transform mod 2^128 cut to its low 64 bits is the transform mod 2^64.
fn hadamard_u64(f: &mut [u64]) {
    let mut wide: Vec<u128> = f.iter().map(|&x| x as u128).collect();
    hadamard_u128(&mut wide);
    for (x, w) in f.iter_mut().zip(&wide) {
        *x = *w as u64;
    }
}

/// Exercise 3, mod 2^64 (u64 wrapping), 300 random pairs with N ≤ 6:
/// Hc = Ha·Hb still holds and H(Ha·Hb) = 2^N c; 2^N c determines c only mod
/// 2^{64−N} (c and c + 2^{64−N} e_0 give the same 2^N c); working mod 2^128
/// (u128 wrapping) and shifting right by N gives c mod 2^64 exactly.
#[test]
fn bitwise_convolution_ex3_xor_mod_2_pow_64_needs_n_more_bits() {
    let seed = seed(2064);
    let mut rng = Rng::new(seed);
    for _ in 0..300 {
        let n = rng.range(1, 6) as u32;
        let size = 1usize << n;
        let a: Vec<u64> = (0..size).map(|_| rng.next_u64()).collect();
        let b: Vec<u64> = (0..size).map(|_| rng.next_u64()).collect();
        let mut c = vec![0u64; size];
        for i in 0..size {
            for j in 0..size {
                c[i ^ j] = c[i ^ j].wrapping_add(a[i].wrapping_mul(b[j]));
            }
        }
        let (mut ha, mut hb, mut hc) = (a.clone(), b.clone(), c.clone());
        hadamard_u64(&mut ha);
        hadamard_u64(&mut hb);
        hadamard_u64(&mut hc);
        let prod: Vec<u64> = ha
            .iter()
            .zip(&hb)
            .map(|(x, y)| x.wrapping_mul(*y))
            .collect();
        assert_eq!(hc, prod, "Theorem 3 mod 2^64");
        let mut back = prod.clone();
        hadamard_u64(&mut back);
        let scaled: Vec<u64> = c.iter().map(|&x| x << n).collect();
        assert_eq!(back, scaled, "H(Ha·Hb) = 2^N c mod 2^64");
        // Another c with the same 2^N c.
        let mut other = c.clone();
        other[0] = other[0].wrapping_add(1 << (64 - n));
        assert_ne!(other, c);
        assert_eq!(other.iter().map(|&x| x << n).collect::<Vec<_>>(), scaled);
        // Mod 2^128, then divide by 2^N: c mod 2^64 exactly.
        let (mut wa, mut wb): (Vec<u128>, Vec<u128>) = (
            a.iter().map(|&x| x as u128).collect(),
            b.iter().map(|&x| x as u128).collect(),
        );
        hadamard_u128(&mut wa);
        hadamard_u128(&mut wb);
        let mut w: Vec<u128> = wa
            .iter()
            .zip(&wb)
            .map(|(x, y)| x.wrapping_mul(*y))
            .collect();
        hadamard_u128(&mut w);
        let got: Vec<u64> = w.iter().map(|&x| (x >> n) as u64).collect();
        assert_eq!(got, c, "mod 2^128 then >> N (TEST_SEED={seed})");
    }
}

// ---------------------------------------------------------------------------
// divisor-lattice.md
// ---------------------------------------------------------------------------

fn primes_up_to(n: usize) -> Vec<usize> {
    (2..=n).filter(|&p| (2..p).all(|q| p % q != 0)).collect()
}

/// Theorem 3's inverse over multiples: for each prime, f(i) −= f(ip), i
/// increasing. Index 0 unused.
fn inverse_multiples(f: &mut [i64]) {
    let n = f.len() - 1;
    for p in primes_up_to(n) {
        for i in 1..=n / p {
            f[i] -= f[i * p];
        }
    }
}

/// Theorem 3's inverse over divisors: for each prime, f(ip) −= f(i), i
/// decreasing.
fn inverse_divisors(f: &mut [i64]) {
    let n = f.len() - 1;
    for p in primes_up_to(n) {
        for i in (1..=n / p).rev() {
            f[i * p] -= f[i];
        }
    }
}

/// Exercise 2: G(g) = ⌊A/g⌋⌊B/g⌋ is the multiple sum of F(g) = #{(x, y) :
/// gcd(x, y) = g}; the inverse transform recovers every F(g) at once. Every
/// A, B ≤ 40, against a gcd per pair.
#[test]
fn divisor_lattice_ex2_gcd_counts_by_the_inverse_transform() {
    for a in 1..=40u64 {
        for b in 1..=40u64 {
            let n = a.max(b) as usize;
            let mut f: Vec<i64> = std::iter::once(0)
                .chain((1..=n as u64).map(|g| ((a / g) * (b / g)) as i64))
                .collect();
            inverse_multiples(&mut f);
            for g in 1..=n as u64 {
                assert_eq!(
                    f[g as usize],
                    gcd_pairs_direct(a, b, g) as i64,
                    "A = {a}, B = {b}, g = {g}"
                );
            }
        }
    }
}

/// Exercise 3: ζ↓φ = id (Σ_{d|n} φ(d) = n) and the inverse divisor transform
/// of id is φ, for every N ≤ 2000 at once (N = 2000; the transform on 1..N
/// restricted to 1..M is the transform on 1..M), φ by counting gcds.
#[test]
fn divisor_lattice_ex3_phi_by_the_inverse_divisor_transform() {
    let n = 2000usize;
    let phi: Vec<i64> = (0..=n as u64)
        .map(|k| (1..=k).filter(|&j| gcd(j, k) == 1).count() as i64)
        .collect();
    for m in 1..=n {
        let sum: i64 = (1..=m).filter(|d| m % d == 0).map(|d| phi[d]).sum();
        assert_eq!(sum, m as i64, "Σ φ(d) over d | {m}");
    }
    let mut f: Vec<i64> = (0..=n as i64).collect();
    f[0] = 0;
    inverse_divisors(&mut f);
    assert_eq!(&f[1..], &phi[1..]);
}

// ---------------------------------------------------------------------------
// nim-counting.md
// ---------------------------------------------------------------------------

fn binom(n: i128, k: i128) -> i128 {
    if k < 0 || k > n {
        return 0;
    }
    (0..k).fold(1i128, |c, i| c * (n - i) / (i + 1))
}

/// Exercise 2: multisets of size m over A with xor 0 number
/// 2^{−B} Σ_s [u^m] (1 − u)^{−k₊(s)} (1 + u)^{−k₋(s)}, where k₊(s), k₋(s)
/// count the heaps x ∈ A with (−1)^{|s ∩ x|} = +1, −1 (so k₊ = (K + F(s))/2).
fn multisets_xor_zero_by_transform(m: usize, heaps: &[usize], bits: u32) -> i128 {
    let mut total = 0i128;
    for s in 0..1usize << bits {
        let plus = heaps
            .iter()
            .filter(|&&x| (s & x).count_ones() % 2 == 0)
            .count() as i128;
        let minus = heaps.len() as i128 - plus;
        // [u^m] (1 − u)^{−plus} (1 + u)^{−minus}.
        let coefficient: i128 = (0..=m as i128)
            .map(|j| {
                let up = binom(plus + j - 1, j);
                let down = binom(minus + (m as i128 - j) - 1, m as i128 - j);
                let sign = if (m as i128 - j) % 2 == 0 { 1 } else { -1 };
                // (1 − u)^{−0} = 1: only j = 0 survives.
                let up = if plus == 0 { i128::from(j == 0) } else { up };
                let down = if minus == 0 {
                    i128::from(j == m as i128)
                } else {
                    down
                };
                up * down * sign
            })
            .sum();
        total += coefficient;
    }
    assert_eq!(total % (1 << bits), 0);
    total >> bits
}

/// Multisets of size m over `heaps` (nondecreasing index sequences) with xor 0.
fn multisets_xor_zero_direct(m: usize, heaps: &[usize]) -> i128 {
    let k = heaps.len();
    let mut count = 0;
    let mut idx = vec![0usize; m];
    loop {
        if idx.iter().fold(0, |x, &i| x ^ heaps[i]) == 0 {
            count += 1;
        }
        // Next nondecreasing sequence.
        let Some(p) = (0..m).rev().find(|&p| idx[p] + 1 < k) else {
            return count;
        };
        let v = idx[p] + 1;
        for q in idx.iter_mut().skip(p) {
            *q = v;
        }
    }
}

/// Exercise 2: the multiset count by the transform against enumeration,
/// 300 random A ⊆ 1..15 (K ≤ 5) and every m ≤ 6; the total number of
/// multisets of size m is C(K + m − 1, m).
#[test]
fn nim_counting_ex2_multisets_by_the_transform() {
    let seed = seed(2122);
    let mut rng = Rng::new(seed);
    for _ in 0..300 {
        let k = rng.range(1, 5) as usize;
        let mut heaps: Vec<usize> = Vec::new();
        while heaps.len() < k {
            let x = rng.range(1, 15) as usize;
            if !heaps.contains(&x) {
                heaps.push(x);
            }
        }
        for m in 1..=6 {
            assert_eq!(
                multisets_xor_zero_by_transform(m, &heaps, 4),
                multisets_xor_zero_direct(m, &heaps),
                "A = {heaps:?}, m = {m} (TEST_SEED={seed})"
            );
        }
    }
    // C(K + m − 1, m) multisets of size m: the count with xor-zero test dropped.
    for k in 1..=5i128 {
        for m in 1..=6i128 {
            let heaps: Vec<usize> = (1..=k as usize).collect();
            let idx_count = {
                let mut c = 0;
                let mut idx = vec![0usize; m as usize];
                loop {
                    c += 1;
                    let Some(p) = (0..m as usize).rev().find(|&p| idx[p] + 1 < heaps.len()) else {
                        break;
                    };
                    let v = idx[p] + 1;
                    for q in idx.iter_mut().skip(p) {
                        *q = v;
                    }
                }
                c
            };
            assert_eq!(idx_count, binom(k + m - 1, m));
        }
    }
}

/// Exercise 3: the misère count is the normal count minus 1 exactly when
/// 1 ∈ A and N is odd. Every sequence of length 1..=N judged by testkit's
/// misère search from the rule, 200 random A ⊆ 1..7 (K ≤ 3), N ≤ 5.
#[test]
fn nim_counting_ex3_misere_differs_only_on_the_all_ones_sequences() {
    let seed = seed(2123);
    let mut rng = Rng::new(seed);
    let mut memo = HashMap::new();
    for _ in 0..200 {
        let k = rng.range(1, 3) as usize;
        let mut heaps: Vec<u64> = Vec::new();
        while heaps.len() < k {
            let x = rng.range(1, 7);
            if !heaps.contains(&x) {
                heaps.push(x);
            }
        }
        let n = rng.range(1, 5);
        let mut misere_wins = 0u64;
        for m in 1..=n as usize {
            let mut digits = vec![0usize; m];
            loop {
                let position: Vec<u32> = digits.iter().map(|&d| heaps[d] as u32).collect();
                if misere_by_rule(&position, &mut memo) {
                    misere_wins += 1;
                }
                let Some(i) = digits.iter().rposition(|&d| d + 1 < k) else {
                    break;
                };
                digits[i] += 1;
                for d in &mut digits[i + 1..] {
                    *d = 0;
                }
            }
        }
        let normal = nim_counting_direct(n, &heaps);
        let correction = u64::from(heaps.contains(&1) && n % 2 == 1);
        assert_eq!(
            misere_wins,
            normal - correction,
            "A = {heaps:?}, N = {n} (TEST_SEED={seed})"
        );
    }
}

fn power(mut x: u64, mut e: u64) -> u64 {
    let mut r = 1;
    x %= MOD;
    while e > 0 {
        if e & 1 == 1 {
            r = r * x % MOD;
        }
        x = x * x % MOD;
        e >>= 1;
    }
    r
}

/// y + … + y^n mod MOD as the program computes it: n mod MOD when y = 1,
/// else y(y^n − 1)/(y − 1).
fn geometric_closed(y: u64, n: u64) -> u64 {
    if y == 1 {
        return n % MOD;
    }
    y * ((power(y, n) + MOD - 1) % MOD) % MOD * power((y + MOD - 1) % MOD, MOD - 2) % MOD
}

/// y + … + y^n mod MOD by doubling: (S(k), y^k) → (S(2k), y^{2k}) with
/// S(2k) = S(k)(1 + y^k), and one more term for an odd bit.
fn geometric_doubling(y: u64, n: u64) -> u64 {
    let (mut s, mut p) = (0u64, 1u64); // S(k), y^k for k = 0
    for bit in (0..64).rev() {
        if (n >> bit) == 0 {
            continue;
        }
        s = s * (1 + p) % MOD;
        p = p * p % MOD;
        if n >> bit & 1 == 1 {
            p = p * y % MOD;
            s = (s + p) % MOD;
        }
    }
    s
}

/// Exercise 4: exactly N heaps: K^N − 2^{−B} Σ_s F(s)^N against enumeration
/// (200 random A ⊆ 1..15, K ≤ 4, N ≤ 6, over the integers); and for N up
/// to 10^18 the program's closed form of y + … + y^N against summing by
/// doubling, for y = 0, 1, p − 1 and random residues.
#[test]
fn nim_counting_ex4_exact_length_and_huge_n() {
    let seed = seed(2124);
    let mut rng = Rng::new(seed);
    for _ in 0..200 {
        let k = rng.range(1, 4) as usize;
        let mut heaps: Vec<usize> = Vec::new();
        while heaps.len() < k {
            let x = rng.range(1, 15) as usize;
            if !heaps.contains(&x) {
                heaps.push(x);
            }
        }
        let n = rng.range(1, 6) as u32;
        let zero: i128 = (0..16usize)
            .map(|s| {
                let f: i128 = heaps
                    .iter()
                    .map(|&x| if (s & x).count_ones() % 2 == 0 { 1 } else { -1 })
                    .sum();
                f.pow(n)
            })
            .sum::<i128>()
            / 16;
        let wins = (k as i128).pow(n) - zero;
        let mut direct = 0i128;
        let mut digits = vec![0usize; n as usize];
        loop {
            if digits.iter().fold(0, |x, &d| x ^ heaps[d]) != 0 {
                direct += 1;
            }
            let Some(i) = digits.iter().rposition(|&d| d + 1 < k) else {
                break;
            };
            digits[i] += 1;
            for d in &mut digits[i + 1..] {
                *d = 0;
            }
        }
        assert_eq!(wins, direct, "A = {heaps:?}, N = {n} (TEST_SEED={seed})");
    }
    for _ in 0..200 {
        let n = rng.range(1, 1_000_000_000_000_000_000);
        for y in [0, 1, MOD - 1, rng.range(2, MOD - 2)] {
            assert_eq!(
                geometric_closed(y, n),
                geometric_doubling(y, n),
                "y = {y}, N = {n}"
            );
        }
    }
    // y = 1 needs N mod p, not N: at N = 10^18 they differ.
    let n = 1_000_000_000_000_000_000u64;
    assert_eq!(geometric_doubling(1, n), n % MOD);
    assert_ne!(n % MOD, n);
}

// ---------------------------------------------------------------------------
// squarefree.md
// ---------------------------------------------------------------------------

fn isqrt(n: u64) -> u64 {
    let mut r = (n as f64).sqrt() as u64;
    while r * r > n {
        r -= 1;
    }
    while (r + 1) * (r + 1) <= n {
        r += 1;
    }
    r
}

/// ⌊n^{1/k}⌋ exactly.
fn iroot(n: u64, k: u32) -> u64 {
    let mut r = (n as f64).powf(1.0 / k as f64) as u64;
    while r > 0 && (r as u128).pow(k) > n as u128 {
        r -= 1;
    }
    while ((r + 1) as u128).pow(k) <= n as u128 {
        r += 1;
    }
    r
}

/// The two parts of Theorem 6's count for a cut I at N: D = x_I (the sieve
/// and the first sum) and Σ_{i<I} 2⌊√x_i⌋ (the large values of M).
fn costs(n: u64, big_i: u64) -> (u64, u64) {
    let x = |i: u64| isqrt(n / i);
    let d = x(big_i);
    let m: u64 = (1..big_i).map(|i| 2 * isqrt(x(i))).sum();
    (d, m)
}

/// Exercise 2: at N = 10^18, the cuts I = N^{1/6}, N^{1/5}, N^{1/4} are
/// 1000, 3981, 31622, with D = 31 622 776, 15 849 074, 5 623 482 and the
/// large values of M taking Σ_{i<I} 2⌊√x_i⌋ = 14 937 710, 42 203 852,
/// 199 882 690 steps. Counting the sieve and the first sum D steps each
/// (as the chapter does), the totals are 78 183 262, 73 902 000 and
/// 211 129 654; the least total over every I ≤ 40 000 is 69 651 002, at
/// I = 2286. The exponents max(1/2 − a/2, 1/4 + 3a/4) for a = 1/6, 1/5, 1/4
/// are 5/12, 2/5, 7/16.
#[test]
fn squarefree_ex2_the_two_parts_at_n_to_the_sixth_fifth_and_fourth() {
    let n = 1_000_000_000_000_000_000u64;
    let cuts = [iroot(n, 6), iroot(n, 5), iroot(n, 4)];
    assert_eq!(cuts, [1000, 3981, 31622]);
    let parts: Vec<(u64, u64)> = cuts.iter().map(|&i| costs(n, i)).collect();
    assert_eq!(
        parts,
        vec![
            (31_622_776, 14_937_710),
            (15_849_074, 42_203_852),
            (5_623_482, 199_882_690)
        ]
    );
    let totals: Vec<u64> = parts.iter().map(|(d, m)| 2 * d + m).collect();
    assert_eq!(totals, vec![78_183_262, 73_902_000, 211_129_654]);
    // N^{1/6} takes about 6% more than N^{1/5}, and N^{1/5} about 6% more than the best.
    let about_6_percent =
        |more: u64, less: u64| (1.055..1.065).contains(&(more as f64 / less as f64));
    assert!(about_6_percent(totals[0], totals[1]));
    // Every cut up to 40 000, with the large-value part summed incrementally.
    let x = |i: u64| isqrt(n / i);
    let (mut large, mut best) = (0u64, (u64::MAX, 0u64));
    for big_i in 2..=40_000u64 {
        large += 2 * isqrt(x(big_i - 1));
        let total = 2 * x(big_i) + large;
        if total < best.0 {
            best = (total, big_i);
        }
    }
    assert_eq!(best, (69_651_002, 2286));
    assert!(about_6_percent(totals[1], best.0));
    // The exponents, in 240ths: a = 1/6, 1/5, 1/4.
    let exponent = |a: (i64, i64)| {
        let sieve = (120 * a.1 - 120 * a.0) / a.1; // (1/2 − a/2)·240
        let large = (60 * a.1 + 180 * a.0) / a.1; // (1/4 + 3a/4)·240
        sieve.max(large)
    };
    assert_eq!(exponent((1, 6)), 100); // 5/12
    assert_eq!(exponent((1, 5)), 96); // 2/5
    assert_eq!(exponent((1, 4)), 105); // 7/16
}

/// Exercise 3: cube-free numbers, Q₃(N) = Σ_{d³ ≤ N} μ(d) ⌊N/d³⌋, for every
/// N ≤ 10^5 against crossing out the multiples of p³; the sum has
/// ⌊N^{1/3}⌋ = 10^6 terms at N = 10^18.
#[test]
fn squarefree_ex3_cube_free_numbers() {
    let limit = 100_000usize;
    // μ by a sieve of smallest prime factors (independent of testkit's).
    let mut mu = vec![1i64; 50];
    for (d, slot) in mu.iter_mut().enumerate().skip(2) {
        let mut m = d;
        let mut sign = 1;
        let mut p = 2;
        while p * p <= m {
            if m % p == 0 {
                m /= p;
                if m % p == 0 {
                    sign = 0;
                    break;
                }
                sign = -sign;
            }
            p += 1;
        }
        *slot = if sign == 0 {
            0
        } else if m > 1 {
            -sign
        } else {
            sign
        };
    }
    let mut free = vec![true; limit + 1];
    for p in 2..=46usize {
        if (2..p).all(|q| p % q != 0) {
            for q in (p * p * p..=limit).step_by(p * p * p) {
                free[q] = false;
            }
        }
    }
    let mut count = 0i64;
    for (n, &is_free) in free.iter().enumerate().skip(1) {
        count += i64::from(is_free);
        let formula: i64 = (1..)
            .take_while(|d: &usize| d * d * d <= n)
            .map(|d| mu[d] * (n / (d * d * d)) as i64)
            .sum();
        assert_eq!(formula, count, "N = {n}");
    }
    // Square-free numbers are cube-free: a sanity link to testkit's table.
    let sq = squarefree_flags(1000);
    assert!((1..=1000).all(|n| !sq[n] || free[n]));
    assert_eq!(iroot(1_000_000_000_000_000_000, 3), 1_000_000);
}

// ---------------------------------------------------------------------------
// subset-convolution.md
// ---------------------------------------------------------------------------

/// Exercise 2's layer-by-layer solution of a ∗ x = b (subset convolution)
/// mod `m`, with a_∅ invertible: x_S = a_∅^{−1}(b_S − Σ_{∅≠T⊆S} a_T x_{S∖T}),
/// S in increasing |S|.
fn solve_layers(a: &[u64], b: &[u64], m: u64) -> Vec<u64> {
    // a_∅^{m−2} is the inverse when m is prime (3 and 998244353 here).
    let mut inv = 1u64;
    let (mut base, mut e) = (a[0] % m, m - 2);
    while e > 0 {
        if e & 1 == 1 {
            inv = inv * base % m;
        }
        base = base * base % m;
        e >>= 1;
    }
    assert_eq!(a[0] % m * inv % m, 1, "a_∅ invertible");
    let mut order: Vec<usize> = (0..a.len()).collect();
    order.sort_by_key(|s| s.count_ones());
    let mut x = vec![0u64; a.len()];
    for s in order {
        let mut rest = b[s] % m;
        let mut t = s;
        while t != 0 {
            rest = (rest + m - a[t] * x[s ^ t] % m) % m;
            t = (t - 1) & s;
        }
        x[s] = rest * inv % m;
    }
    x
}

fn subset_conv_mod(a: &[u64], x: &[u64], m: u64) -> Vec<u64> {
    let mut c = vec![0u64; a.len()];
    for i in 0..a.len() {
        for j in 0..a.len() {
            if i & j == 0 {
                c[i | j] = (c[i | j] + a[i] * x[j]) % m;
            }
        }
    }
    c
}

/// Exercise 2: mod 3 with N ≤ 2, for every a with a_∅ ≠ 0 and every b, the
/// equation has exactly one solution among all 3^{2^N} vectors x, the one
/// solved layer by layer; mod 998244353, 200 random cases with N ≤ 6,
/// checked by testkit's direct subset convolution.
#[test]
fn subset_convolution_ex2_unique_solution_layer_by_layer() {
    for n in 0..=2u32 {
        let size = 1usize << n;
        let vectors: Vec<Vec<u64>> = base3_vectors(size)
            .into_iter()
            .map(|v| v.into_iter().map(|x| x as u64).collect())
            .collect();
        let all = vectors.len();
        let vector = |code: usize| -> Vec<u64> { vectors[code].clone() };
        // For each a, the map x ↦ a ∗ x must hit every b exactly once.
        for ca in 0..all {
            let a = vector(ca);
            if a[0] == 0 {
                continue;
            }
            let mut hits = vec![0u32; all];
            for cx in 0..all {
                let c = subset_conv_mod(&a, &vector(cx), 3);
                let code: usize = c.iter().rev().fold(0, |acc, &v| acc * 3 + v as usize);
                hits[code] += 1;
            }
            assert!(hits.iter().all(|&h| h == 1), "a = {a:?}");
            for cb in 0..all {
                let b = vector(cb);
                assert_eq!(subset_conv_mod(&a, &solve_layers(&a, &b, 3), 3), b);
            }
        }
    }
    let seed = seed(2020);
    let mut rng = Rng::new(seed);
    for _ in 0..200 {
        let size = 1usize << rng.range(0, 6);
        let mut a: Vec<u64> = (0..size).map(|_| rng.range(0, MOD - 1)).collect();
        a[0] = rng.range(1, MOD - 1);
        let b: Vec<u64> = (0..size).map(|_| rng.range(0, MOD - 1)).collect();
        let x = solve_layers(&a, &b, MOD);
        assert_eq!(subset_convolution_direct(&a, &x), b, "TEST_SEED={seed}");
    }
}

/// Exercise 3: adding the layers' ĥ_k before one Möbius transform (mixing
/// them) gives Σ_k h_k = the or-convolution, not the subset convolution: on
/// every pair with N ≤ 2 and values 0..=2 and 100 random pairs with N ≤ 6;
/// at N = 1, a = b = (1, 1), entry 1 is 3 instead of 2.
#[test]
fn subset_convolution_ex3_mixing_the_layers_gives_the_or_convolution() {
    let mixed = |a: &[i64], b: &[i64]| -> Vec<i64> {
        let size = a.len();
        let n = size.trailing_zeros() as usize;
        let layer = |f: &[i64], l: usize| -> Vec<i64> {
            zeta(
                &(0..size)
                    .map(|t| {
                        if t.count_ones() as usize == l {
                            f[t]
                        } else {
                            0
                        }
                    })
                    .collect::<Vec<_>>(),
            )
        };
        let la: Vec<Vec<i64>> = (0..=n).map(|l| layer(a, l)).collect();
        let lb: Vec<Vec<i64>> = (0..=n).map(|l| layer(b, l)).collect();
        // Σ_k ĥ_k, over every k = 0..2N, then one transform.
        let summed: Vec<i64> = (0..size)
            .map(|s| {
                (0..=2 * n)
                    .map(|k| {
                        (0..=k)
                            .filter(|&l| l <= n && k - l <= n)
                            .map(|l| la[l][s] * lb[k - l][s])
                            .sum::<i64>()
                    })
                    .sum()
            })
            .collect();
        mobius(&summed)
    };
    let or = |a: &[i64], b: &[i64]| -> Vec<i64> {
        let mut c = vec![0i64; a.len()];
        for i in 0..a.len() {
            for j in 0..a.len() {
                c[i | j] += a[i] * b[j];
            }
        }
        c
    };
    for n in 0..=2u32 {
        let size = 1usize << n;
        let all = base3_vectors(size);
        for a in &all {
            for b in &all {
                assert_eq!(mixed(a, b), or(a, b));
            }
        }
    }
    let seed = seed(2021);
    let mut rng = Rng::new(seed);
    for _ in 0..100 {
        let size = 1usize << rng.range(0, 6);
        let a: Vec<i64> = (0..size).map(|_| rng.range(0, 100) as i64).collect();
        let b: Vec<i64> = (0..size).map(|_| rng.range(0, 100) as i64).collect();
        assert_eq!(mixed(&a, &b), or(&a, &b), "TEST_SEED={seed}");
    }
    assert_eq!(mixed(&[1, 1], &[1, 1]), vec![1, 3]);
}
