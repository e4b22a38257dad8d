//! Part 7, second half: inversion on the subset and divisor lattices (CSES
//! 1654, Library Checker bitwise_and_convolution, bitwise_xor_convolution,
//! subset_convolution). Every oracle here sums by definition, pair by pair:
//! no zeta transform, no Walsh–Hadamard transform, no ranks, nothing of the
//! listings they check.
//!
//! - [`bit_problem_direct`]: for each x, test every y of the list.
//! - [`convolution_direct`]: c_k = Σ a_i b_j over every pair (i, j) with
//!   op(i, j) = k, for op = and, or, xor; O(4^n).
//! - [`subset_convolution_direct`]: the same over the pairs with i & j = 0
//!   and i | j = k; O(4^n).
//! - [`divisor_convolution_direct`]: gcd and lcm convolutions by a gcd per pair.
//! - [`squarefree_flags`], [`squarefree_by_mu_sum`] (and [`squarefree_by_mu_sums`]):
//!   square-free numbers by crossing out multiples of p², and by Σ μ(d) ⌊n/d²⌋
//!   with a plain μ.

/// The modulus of the Library Checker convolution problems.
pub const MOD: u64 = 998_244_353;

/// For each x of the list: how many y of the list have x | y = x, how many
/// have x & y = x, and how many have x & y ≠ 0 (y runs over the whole list,
/// x itself included). O(n²).
pub fn bit_problem_direct(xs: &[u64]) -> Vec<[u64; 3]> {
    xs.iter()
        .map(|&x| {
            let mut r = [0u64; 3];
            for &y in xs {
                r[0] += u64::from(x | y == x);
                r[1] += u64::from(x & y == x);
                r[2] += u64::from(x & y != 0);
            }
            r
        })
        .collect()
}

/// A bitwise operation on indices.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BitOp {
    And,
    Or,
    Xor,
}

impl BitOp {
    fn apply(self, i: usize, j: usize) -> usize {
        match self {
            BitOp::And => i & j,
            BitOp::Or => i | j,
            BitOp::Xor => i ^ j,
        }
    }
}

/// c_k = Σ_{op(i, j) = k} a_i b_j mod 998244353, over all (i, j) pairs.
pub fn convolution_direct(a: &[u64], b: &[u64], op: BitOp) -> Vec<u64> {
    assert_eq!(a.len(), b.len());
    let mut c = vec![0u64; a.len()];
    for (i, &x) in a.iter().enumerate() {
        for (j, &y) in b.iter().enumerate() {
            let k = op.apply(i, j);
            c[k] = (c[k] + x % MOD * (y % MOD)) % MOD;
        }
    }
    c
}

/// c_k = Σ_{i & j = 0, i | j = k} a_i b_j mod 998244353: each pair of
/// disjoint index sets whose union is k. O(4^n).
pub fn subset_convolution_direct(a: &[u64], b: &[u64]) -> Vec<u64> {
    assert_eq!(a.len(), b.len());
    let mut c = vec![0u64; a.len()];
    for (i, &x) in a.iter().enumerate() {
        for (j, &y) in b.iter().enumerate() {
            if i & j == 0 {
                c[i | j] = (c[i | j] + x % MOD * (y % MOD)) % MOD;
            }
        }
    }
    c
}

/// The submasks of `m`, each once (descending, ending with 0).
fn submasks(m: usize) -> impl Iterator<Item = usize> {
    let mut next = Some(m);
    std::iter::from_fn(move || {
        let cur = next?;
        next = if cur == 0 { None } else { Some((cur - 1) & m) };
        Some(cur)
    })
}

/// One entry c_k of [`convolution_direct`] on large arrays, summing only the
/// pairs that can reach k: for xor every (i, i ⊕ k), O(2^N); for and the
/// pairs of supersets of k, O(4^{N−|k|}); for or the pairs of subsets of k,
/// O(4^{|k|}). Meant for k near the top (and), near 0 (or), or any k (xor).
pub fn convolution_entry_direct(a: &[u64], b: &[u64], op: BitOp, k: usize) -> u64 {
    let full = a.len() - 1;
    let pairs: Vec<(usize, usize)> = match op {
        BitOp::Xor => (0..a.len()).map(|i| (i, i ^ k)).collect(),
        BitOp::And => {
            let free = full & !k;
            submasks(free)
                .flat_map(|x| submasks(free).map(move |y| (k | x, k | y)))
                .collect()
        }
        BitOp::Or => submasks(k)
            .flat_map(|x| submasks(k).map(move |y| (x, y)))
            .collect(),
    };
    pairs
        .into_iter()
        .filter(|&(i, j)| op.apply(i, j) == k)
        .fold(0, |acc, (i, j)| (acc + a[i] % MOD * (b[j] % MOD)) % MOD)
}

/// One entry of [`subset_convolution_direct`]: Σ_{T ⊆ k} a_T b_{k∖T}, O(2^{|k|}).
pub fn subset_convolution_entry_direct(a: &[u64], b: &[u64], k: usize) -> u64 {
    submasks(k).fold(0, |acc, t| (acc + a[t] % MOD * (b[k ^ t] % MOD)) % MOD)
}

/// For every n ≤ m, whether n is square-free, by crossing out the multiples
/// of p² for every prime p (index 0 is false). Then a prefix sum counts.
pub fn squarefree_flags(m: usize) -> Vec<bool> {
    let mut free = vec![true; m + 1];
    free[0] = false;
    let mut is_prime = vec![true; m + 1];
    for p in 2..=m {
        if !is_prime[p] {
            continue;
        }
        for q in (p * p..=m).step_by(p) {
            is_prime[q] = false;
        }
        if let Some(sq) = p.checked_mul(p).filter(|&sq| sq <= m) {
            for q in (sq..=m).step_by(sq) {
                free[q] = false;
            }
        }
    }
    free
}

/// The number of square-free n ≤ `n` by the plain formula Σ_{d² ≤ n}
/// μ(d) ⌊n/d²⌋, with μ(d) from the smallest prime factor of each d (a sieve
/// of smallest prime factors up to √n). Meant for n ≤ 10^14 (√n ≤ 10^7).
pub fn squarefree_by_mu_sum(n: u64) -> u64 {
    squarefree_by_mu_sums(&[n])[0]
}

/// [`squarefree_by_mu_sum`] of each of `ns`, with one sieve up to the largest
/// √n serving them all (a test of 140 values of n up to 10^14 sieved to 10^7
/// once, not 140 times).
pub fn squarefree_by_mu_sums(ns: &[u64]) -> Vec<u64> {
    let isqrt = |n: u64| {
        let mut r = (n as f64).sqrt() as u64;
        while r * r > n {
            r -= 1;
        }
        while (r + 1) * (r + 1) <= n {
            r += 1;
        }
        r as usize
    };
    let top = ns.iter().map(|&n| isqrt(n)).max().unwrap_or(0);
    let mut spf = vec![0u32; top + 1];
    for p in 2..=top {
        if spf[p] == 0 {
            for q in (p..=top).step_by(p) {
                if spf[q] == 0 {
                    spf[q] = p as u32;
                }
            }
        }
    }
    // μ(d) from μ(d / p), p the smallest prime factor of d.
    let mut mu = vec![0i8; top + 1];
    if top >= 1 {
        mu[1] = 1;
    }
    for d in 2..=top {
        let p = spf[d] as usize;
        let m = d / p;
        mu[d] = if m.is_multiple_of(p) { 0 } else { -mu[m] };
    }
    ns.iter()
        .map(|&n| {
            let total: i128 = (1..=isqrt(n))
                .filter(|&d| mu[d] != 0)
                .map(|d| i128::from(mu[d]) * i128::from(n / (d as u64 * d as u64)))
                .sum();
            total as u64
        })
        .collect()
}

/// D(1), …, D(n) modulo m by the other recurrence D(k) = k D(k − 1) + (−1)^k
/// (D(0) = 1), with the subtraction done as adding m − 1; for Library
/// Checker montmort_number_mod, whose listing uses D(k) = (k − 1)(D(k − 1) + D(k − 2)).
pub fn derangements_mod_other_recurrence(n: usize, m: u64) -> Vec<u64> {
    let mut d = 1 % m;
    (1..=n as u64)
        .map(|k| {
            let sign = if k % 2 == 0 { 1 } else { m - 1 };
            d = (k % m * d + sign) % m;
            d
        })
        .collect()
}

/// D(n) exactly, for n ≤ 34 (D(34) < 2^128), by the same one-term recurrence
/// in i128 with the sign as a real −1.
pub fn derangements_exact(n: usize) -> u128 {
    assert!(n <= 34, "D(35) does not fit in 128 bits");
    let mut d: i128 = 1;
    for k in 1..=n as i128 {
        d = k * d + if k % 2 == 0 { 1 } else { -1 };
    }
    d as u128
}

/// Σ_{k ≤ m} φ(k) mod 998244353 for every m ≤ `limit`, with φ by the sieve
/// of Eratosthenes (φ(j) −= φ(j)/p for every prime p dividing j).
pub fn totient_prefix_sums(limit: usize) -> Vec<u64> {
    let mut phi: Vec<u64> = (0..=limit as u64).collect();
    for p in 2..=limit {
        if phi[p] == p as u64 {
            for j in (p..=limit).step_by(p) {
                phi[j] -= phi[j] / p as u64;
            }
        }
    }
    let mut sums = vec![0u64; limit + 1];
    for k in 1..=limit {
        sums[k] = (sums[k - 1] + phi[k]) % MOD;
    }
    sums
}

/// Σ_{k ≤ n} φ(k) mod 998244353 with no sieve at all: the identity
/// Σ_{d=1}^{x} Φ(⌊x/d⌋) = x(x + 1)/2 applied bottom-up over the values
/// x = ⌊n/d⌋, each summed over all its d ≥ 2 one by one up to √x and by value
/// above. Every ⌊x/d⌋ is again some ⌊n/d'⌋, kept in one of two tables: by
/// itself when it is at most √n, by n over it otherwise. O(n^{3/4}); meant
/// for n ≤ 10^10.
pub fn totient_sum_memo(n: u64) -> u64 {
    let mut root = 0u64;
    while (root + 1) * (root + 1) <= n {
        root += 1;
    }
    let mut small = vec![0u64; root as usize + 1];
    let mut large = vec![0u64; (n / (root + 1)) as usize + 2];
    // The distinct values ⌊n/d⌋, smallest first, so each one's parts are known.
    let mut values: Vec<u64> = Vec::new();
    let mut d = 1;
    while d <= n {
        let v = n / d;
        values.push(v);
        d = n / v + 1;
    }
    values.reverse();
    for &x in &values {
        // Σ_{d ≥ 2} Φ(⌊x/d⌋), exact in u128 (under 10^10 terms, each below
        // 10^10 · 998244353), reduced once.
        let mut minus = 0u128;
        let mut d = 2;
        while d <= x {
            let q = x / d;
            let last = x / q;
            let known = if q <= root {
                small[q as usize]
            } else {
                large[(n / q) as usize]
            };
            minus += u128::from(last - d + 1) * u128::from(known);
            d = last + 1;
        }
        let m = u128::from(MOD);
        let s = ((u128::from(x) * u128::from(x + 1) / 2 % m + m - minus % m) % m) as u64;
        if x <= root {
            small[x as usize] = s;
        } else {
            large[(n / x) as usize] = s;
        }
    }
    if n <= root {
        small[n as usize]
    } else {
        large[1]
    }
}

/// AtCoder ABC212 H by enumeration: every sequence of length 1..=`n` over
/// `heaps`, one by one (an odometer over the K^m sequences of each length m),
/// counting those whose xor is not 0 (a first-player win by the Nim
/// theorem). Exact, then reduced mod 998244353; meant for K^n ≤ 10^6.
pub fn nim_counting_direct(n: u64, heaps: &[u64]) -> u64 {
    let k = heaps.len();
    let mut wins: u64 = 0;
    for m in 1..=n as usize {
        let mut digits = vec![0usize; m];
        loop {
            let x = digits.iter().fold(0, |x, &d| x ^ heaps[d]);
            if x != 0 {
                wins += 1;
            }
            // The next sequence: increase the last digit that is not K − 1.
            let Some(i) = digits.iter().rposition(|&d| d + 1 < k) else {
                break;
            };
            digits[i] += 1;
            for d in &mut digits[i + 1..] {
                *d = 0;
            }
        }
    }
    wins % MOD
}

/// AtCoder ABC212 H by a table over the xor value: ways[x] is the number of
/// length-m sequences with xor x, and a sequence of length m + 1 is one of
/// length m followed by a heap. O(n·K·2^b) for values below 2^b; exact mod
/// 998244353.
pub fn nim_counting_by_table(n: u64, heaps: &[u64]) -> u64 {
    let top = heaps.iter().max().map_or(1, |&a| a + 1).next_power_of_two() as usize;
    let mut ways = vec![0u64; top];
    ways[0] = 1;
    let mut wins = 0;
    for _ in 0..n {
        let mut next = vec![0u64; top];
        for (x, &w) in ways.iter().enumerate() {
            if w != 0 {
                for &a in heaps {
                    let y = x ^ a as usize;
                    next[y] = (next[y] + w) % MOD;
                }
            }
        }
        ways = next;
        let all: u64 = ways.iter().fold(0, |s, &w| (s + w) % MOD);
        wins = (wins + all + MOD - ways[0]) % MOD;
    }
    wins
}

/// AtCoder ABC212 H when the heaps are every size 1..2^16: a sequence of
/// length m has xor 0 exactly when its first m − 1 heaps have a nonzero xor t
/// and the last heap is t, so z_m = K^{m−1} − z_{m−1} (z_0 = 1, the empty sequence) with
/// K = 2^16 − 1, and the answer is Σ_m (K^m − z_m). O(n).
pub fn nim_counting_all_sizes(n: u64) -> u64 {
    let k = (1u64 << 16) - 1;
    let (mut before, mut zero, mut wins) = (1u64, 1u64, 0u64);
    for _ in 0..n {
        // before = K^{m−1}, zero = z_{m−1} on entry.
        zero = (before + MOD - zero) % MOD;
        before = before * k % MOD;
        wins = (wins + before + MOD - zero) % MOD;
    }
    wins
}

/// ABC212 H's input: N K, then the K heap sizes.
pub fn input_nim_counting(n: u64, heaps: &[u64]) -> String {
    format!("{n} {}\n{}\n", heaps.len(), join(heaps))
}

/// CSES 1654's input: n, then the n values.
pub fn input_1654(xs: &[u64]) -> String {
    format!("{}\n{}\n", xs.len(), join(xs))
}

/// The Library Checker convolution input: N, then a (2^N values), then b.
pub fn input_convolution(n: u32, a: &[u64], b: &[u64]) -> String {
    assert_eq!(a.len(), 1 << n);
    assert_eq!(b.len(), 1 << n);
    format!("{n}\n{}\n{}\n", join(a), join(b))
}

/// Numbers separated by single spaces.
pub fn join(xs: &[u64]) -> String {
    let v: Vec<String> = xs.iter().map(u64::to_string).collect();
    v.join(" ")
}

/// What a Library Checker convolution listing computes, as the oracles here
/// see it: the whole answer on small arrays and one entry on large ones.
#[derive(Clone, Copy, Debug)]
pub enum Convolution {
    Bitwise(BitOp),
    Subset,
    /// c_k = Σ_{gcd(i, j) = k} a_i b_j over 1 ≤ i, j ≤ N (arrays hold a_1 … a_N).
    Gcd,
    /// c_k = Σ_{lcm(i, j) = k} a_i b_j over 1 ≤ i, j ≤ N.
    Lcm,
}

impl Convolution {
    /// The whole answer, by the O(4^N) sums.
    pub fn direct(self, a: &[u64], b: &[u64]) -> Vec<u64> {
        match self {
            Convolution::Bitwise(op) => convolution_direct(a, b, op),
            Convolution::Subset => subset_convolution_direct(a, b),
            Convolution::Gcd | Convolution::Lcm => divisor_convolution_direct(a, b, self),
        }
    }

    /// The input text: N and the two arrays in the problem's format.
    pub fn input(self, a: &[u64], b: &[u64]) -> String {
        match self {
            Convolution::Gcd | Convolution::Lcm => {
                format!("{}\n{}\n{}\n", a.len(), join(a), join(b))
            }
            _ => input_convolution(a.len().trailing_zeros(), a, b),
        }
    }

    /// The array length of the problem's largest input.
    pub fn limit_len(self) -> usize {
        match self {
            Convolution::Gcd | Convolution::Lcm => 1_000_000,
            _ => 1 << 20,
        }
    }

    /// One entry, by the sums that can reach it (see [`convolution_entry_direct`]).
    pub fn entry(self, a: &[u64], b: &[u64], k: usize) -> u64 {
        match self {
            Convolution::Bitwise(op) => convolution_entry_direct(a, b, op, k),
            Convolution::Subset => subset_convolution_entry_direct(a, b, k),
            Convolution::Gcd | Convolution::Lcm => divisor_convolution_entry(a, b, self, k),
        }
    }

    /// Entries (0-based positions) of a largest answer that
    /// [`Convolution::entry`] sums quickly.
    pub fn cheap_entries(self) -> Vec<usize> {
        let len = self.limit_len();
        let full = len - 1;
        match self {
            // gcd = k: the pairs of multiples of k, (N/k)^2 of them.
            Convolution::Gcd => return vec![full, full - 1, len / 2 - 1, 999_983 - 1, 1_999],
            // lcm = k: the pairs of divisors of k.
            Convolution::Lcm => return vec![0, 1, 5, 720_720 - 1, 999_983 - 1, full],
            _ => {}
        }
        let low: Vec<usize> = vec![0, 1, 2, 3, 5, 0b1011, 0b1_0110_1001];
        let high: Vec<usize> = low.iter().map(|k| full ^ k).collect();
        match self {
            Convolution::Bitwise(BitOp::And) => high,
            Convolution::Bitwise(BitOp::Or) | Convolution::Subset => low,
            Convolution::Bitwise(BitOp::Xor) => low.into_iter().chain(high).collect(),
            Convolution::Gcd | Convolution::Lcm => unreachable!("returned above"),
        }
    }
}

/// gcd or lcm, by the binary gcd of [`crate::counting::gcd`].
fn meet_or_join(i: u64, j: u64, what: Convolution) -> u64 {
    let g = crate::counting::gcd(i, j);
    match what {
        Convolution::Gcd => g,
        _ => i / g * j,
    }
}

/// c_k (k = 1 … N, stored at k − 1) = Σ a_i b_j over every pair (i, j) whose
/// gcd (or lcm) is k; a pair whose lcm exceeds N counts nowhere. O(N^2) gcds.
pub fn divisor_convolution_direct(a: &[u64], b: &[u64], what: Convolution) -> Vec<u64> {
    let n = a.len() as u64;
    let mut c = vec![0u64; a.len()];
    for i in 1..=n {
        for j in 1..=n {
            let k = meet_or_join(i, j, what);
            if k <= n {
                let term = a[i as usize - 1] * b[j as usize - 1] % MOD;
                c[k as usize - 1] = (c[k as usize - 1] + term) % MOD;
            }
        }
    }
    c
}

/// One entry (position `pos`, k = pos + 1) of [`divisor_convolution_direct`]
/// on large arrays: for gcd the pairs of multiples of k ((N/k)^2 gcds), for
/// lcm the pairs of divisors of k (found by trial division).
pub fn divisor_convolution_entry(a: &[u64], b: &[u64], what: Convolution, pos: usize) -> u64 {
    let n = a.len() as u64;
    let k = pos as u64 + 1;
    let candidates: Vec<u64> = match what {
        Convolution::Gcd => (1..=n / k).map(|m| m * k).collect(),
        _ => (1..=k).filter(|d| k.is_multiple_of(*d)).collect(),
    };
    let mut sum = 0;
    for &i in &candidates {
        for &j in &candidates {
            if meet_or_join(i, j, what) == k {
                sum = (sum + a[i as usize - 1] * b[j as usize - 1] % MOD) % MOD;
            }
        }
    }
    sum
}

/// Random arrays of 2^n values below MOD: a third uniform, a third mostly
/// MOD − 1 (every sum and product wraps), a third small.
pub fn random_arrays(rng: &mut crate::rng::Rng, n: u32) -> (Vec<u64>, Vec<u64>) {
    let kind = rng.range(0, 2);
    let mut value = || match kind {
        0 => rng.range(0, MOD - 1),
        1 => MOD - 1 - rng.range(0, 1) * rng.range(0, 5),
        _ => rng.range(0, 9),
    };
    let a = (0..1usize << n).map(|_| value()).collect();
    let b = (0..1usize << n).map(|_| value()).collect();
    (a, b)
}

/// A convolution listing's binary against [`Convolution::direct`] on
/// `cases` random inputs with N ≤ 8 (every N from 0 appears; for gcd and
/// lcm, N ≤ 64 with every N from 1 to 5).
pub fn check_small_cases(bin: &std::path::Path, what: Convolution, cases: u32, seed: u64) {
    let mut rng = crate::rng::Rng::new(seed);
    for case in 0..cases {
        let (a, b) = match what {
            Convolution::Gcd | Convolution::Lcm => {
                let (mut a, mut b) = random_arrays(&mut rng, 6);
                let n = if case < 5 {
                    case as usize + 1
                } else {
                    rng.range(1, 64) as usize
                };
                a.truncate(n);
                b.truncate(n);
                (a, b)
            }
            _ => {
                let n = if case < 9 {
                    case
                } else {
                    rng.range(0, 8) as u32
                };
                random_arrays(&mut rng, n)
            }
        };
        let out = crate::run::output_of(bin, &what.input(&a, &b));
        assert_eq!(
            out.trim(),
            join(&what.direct(&a, &b)),
            "a = {a:?}, b = {b:?} (TEST_SEED={seed})"
        );
    }
}

/// A convolution listing's binary at the problem's largest size (N = 20, or
/// N = 10^6 for gcd and lcm; uniform values and all MOD − 1) under a 1 MiB
/// stack within `limit_ms`, with the entries of
/// [`Convolution::cheap_entries`] checked by the direct sums.
pub fn check_limit_cases(bin: &std::path::Path, what: Convolution, limit_ms: u128, seed: u64) {
    let mut rng = crate::rng::Rng::new(seed);
    let len = what.limit_len();
    let uniform: Vec<u64> = (0..2 * len).map(|_| rng.range(0, MOD - 1)).collect();
    let top = vec![MOD - 1; 2 * len];
    for (name, v) in [("uniform", uniform), ("all MOD − 1", top)] {
        let (a, b) = v.split_at(len);
        let out = crate::run::run_limited(bin, &what.input(a, b));
        assert!(out.success, "{}", out.stderr);
        out.assert_within_ms(limit_ms, &format!("length {len}, {name}"));
        let got: Vec<&str> = out.stdout.split_ascii_whitespace().collect();
        assert_eq!(got.len(), len, "length {len}, {name}");
        for k in what.cheap_entries() {
            assert_eq!(
                got[k],
                what.entry(a, b, k).to_string(),
                "length {len}, {name}, entry {k} (TEST_SEED={seed})"
            );
        }
    }
}

/// The bad first lines every listing that reads a count N first must refuse:
/// nothing at all, an absurd N, the largest u64, a negative N.
pub fn check_rejects_absurd_n(bin: &std::path::Path) {
    use crate::run::assert_rejects;
    assert_rejects(bin, "", "empty input");
    assert_rejects(bin, "99999999999\n1 2\n", "N (\"99999999999\")");
    assert_rejects(
        bin,
        "18446744073709551615\n",
        "N (\"18446744073709551615\")",
    );
    assert_rejects(bin, "-1\n", "N (\"-1\")");
}

/// The bad inputs every convolution listing must refuse with its message.
pub fn check_rejects(bin: &std::path::Path, what: Convolution) {
    use crate::run::{assert_rejects, assert_rejects_bytes};
    check_rejects_absurd_n(bin);
    match what {
        Convolution::Gcd | Convolution::Lcm => {
            assert_rejects(bin, "0\n", "N (\"0\")");
            assert_rejects(bin, "10000001\n", "N (\"10000001\")");
            assert_rejects(bin, "2\n1 2\n3\n", "expected 2 values of b, found 1");
            assert_rejects(bin, "2\n1\n", "expected 2 values of a, found 1");
            assert_rejects(bin, "2\n1 998244353\n3 4\n", "a_2 (\"998244353\")");
            assert_rejects(bin, "2\n1 2\nx 4\n", "b_1 (\"x\")");
        }
        _ => {
            assert_rejects(bin, "21\n", "N (\"21\")");
            assert_rejects(bin, "1\n1 2\n3\n", "expected 2 values of b, found 1");
            assert_rejects(bin, "1\n1\n", "expected 2 values of a, found 1");
            assert_rejects(bin, "1\n1 998244353\n3 4\n", "a_1 (\"998244353\")");
            assert_rejects(bin, "1\n1 2\nx 4\n", "b_0 (\"x\")");
        }
    }
    assert_rejects_bytes(bin, b"1\n1 2\n\xff\xfe\n", "not UTF-8");
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The two square-free oracles agree: the μ sum (one sieve for all n, and
    /// one per n) against the crossed-out table, for every n ≤ 3000 and at
    /// every 997th n up to 10^6.
    #[test]
    fn squarefree_mu_sum_agrees_with_crossing_out() {
        let m = 1_000_000;
        let flags = squarefree_flags(m);
        let mut count = vec![0u64; m + 1];
        for n in 1..=m {
            count[n] = count[n - 1] + u64::from(flags[n]);
        }
        let ns: Vec<u64> = (1..=3000).chain((3001..=m as u64).step_by(997)).collect();
        for (&n, got) in ns.iter().zip(squarefree_by_mu_sums(&ns)) {
            assert_eq!(got, count[n as usize], "n = {n}");
        }
        assert_eq!(squarefree_by_mu_sum(m as u64), count[m]);
        assert_eq!(squarefree_by_mu_sums(&[]), Vec::<u64>::new());
    }

    #[test]
    fn the_oracles_agree_with_hand_counts() {
        // 3 | y = 3 for y = 3, 2, 2; 3 & y = 3 for 3, 7; 3 & y ≠ 0 for all but 9… 9 = 1001 meets 3.
        assert_eq!(bit_problem_direct(&[3, 7, 2, 9, 2])[0], [3, 2, 5]);
        assert_eq!(
            convolution_direct(&[1, 2], &[3, 4], BitOp::And),
            vec![3 + 4 + 2 * 3, 8]
        );
        assert_eq!(
            convolution_direct(&[1, 2], &[3, 4], BitOp::Or),
            vec![3, 4 + 6 + 8]
        );
        assert_eq!(
            convolution_direct(&[1, 2], &[3, 4], BitOp::Xor),
            vec![3 + 8, 4 + 6]
        );
        assert_eq!(subset_convolution_direct(&[1, 2], &[3, 4]), vec![3, 4 + 6]);
    }

    /// The two totient-sum oracles (a sieve, and the memoised identity with its
    /// two tables) agree on every n up to 3000 (both sides of every √n switch)
    /// and on 300 random n up to 10^6.
    #[test]
    fn the_totient_sums_agree() {
        let sums = totient_prefix_sums(1_000_000);
        for n in 1..=3000u64 {
            assert_eq!(totient_sum_memo(n), sums[n as usize], "n = {n}");
        }
        let mut r = crate::rng::Rng::new(7);
        for _ in 0..300 {
            let n = r.range(1, 1_000_000);
            assert_eq!(totient_sum_memo(n), sums[n as usize], "n = {n}");
        }
    }

    /// The sample of ABC212 H by hand, the three counts against each other,
    /// and z_m = K^{m−1} − z_{m−1} against the table for a small alphabet.
    #[test]
    fn the_nim_counts_agree() {
        assert_eq!(nim_counting_direct(2, &[1, 2]), 4);
        assert_eq!(nim_counting_by_table(2, &[1, 2]), 4);
        let mut rng = crate::rng::Rng::new(11);
        for _ in 0..200 {
            let k = rng.range(1, 4) as usize;
            let mut heaps: Vec<u64> = Vec::new();
            while heaps.len() < k {
                let a = rng.range(1, 15);
                if !heaps.contains(&a) {
                    heaps.push(a);
                }
            }
            let n = rng.range(1, 6);
            assert_eq!(
                nim_counting_direct(n, &heaps),
                nim_counting_by_table(n, &heaps),
                "n={n} heaps={heaps:?}"
            );
        }
        // Every size below 2^16 is too big for the table; every size below
        // 2^3 follows the same recurrence with K = 7.
        let all: Vec<u64> = (1..8).collect();
        let (mut before, mut zero, mut wins) = (1u64, 1u64, 0u64);
        for m in 1..=40 {
            zero = (before + MOD - zero) % MOD;
            before = before * 7 % MOD;
            wins = (wins + before + MOD - zero) % MOD;
            assert_eq!(nim_counting_by_table(m, &all), wins, "m={m}");
        }
        assert_eq!(nim_counting_all_sizes(1), (1 << 16) - 1);
    }

    #[test]
    fn single_entries_agree_with_the_whole_sums() {
        let mut rng = crate::rng::Rng::new(7);
        for n in 0..6 {
            let a: Vec<u64> = (0..1 << n).map(|_| rng.range(0, MOD - 1)).collect();
            let b: Vec<u64> = (0..1 << n).map(|_| rng.range(0, MOD - 1)).collect();
            for op in [BitOp::And, BitOp::Or, BitOp::Xor] {
                let all = convolution_direct(&a, &b, op);
                for (k, &c) in all.iter().enumerate() {
                    assert_eq!(
                        convolution_entry_direct(&a, &b, op, k),
                        c,
                        "{op:?} n={n} k={k}"
                    );
                }
            }
            let all = subset_convolution_direct(&a, &b);
            for (k, &c) in all.iter().enumerate() {
                assert_eq!(subset_convolution_entry_direct(&a, &b, k), c, "n={n} k={k}");
            }
        }
    }
}
