//! Inclusion–exclusion (AcWing 890, `ext-divisible-lcm`): three oracles that
//! share no code with the listings, and input generators.
//!
//! - [`count_direct`] / [`direct_counts_up_to`]: test every x in 1..=n. No
//!   formula at all; for small n.
//! - [`count_by_sieve_recurrence`]: Legendre's recurrence
//!   φ(x, k) = φ(x, k−1) − φ(⌊x / a_k⌋, k−1) for pairwise coprime numbers. It
//!   never forms a product, so it checks the products of the 890 listing at
//!   n = 10^9 by a different route.
//! - [`count_bitmask`]: the plain 2^m inclusion–exclusion with lcm in u128,
//!   no pruning; the reference the depth-first `ext-divisible-lcm` is compared
//!   with at n up to 10^18.

use crate::rng::Rng;

/// How many x in 1..=n are divisible by at least one of `a`, by testing each x.
pub fn count_direct(n: u64, a: &[u64]) -> u64 {
    (1..=n).filter(|x| a.iter().any(|&d| x % d == 0)).count() as u64
}

/// `v[n]` = [`count_direct`]`(n, a)` for every n in 0..=limit, in one pass:
/// mark the multiples of each divisor, then take prefix sums.
pub fn direct_counts_up_to(limit: usize, a: &[u64]) -> Vec<u64> {
    let mut hit = vec![false; limit + 1];
    for &d in a {
        let d = d as usize;
        let mut x = d;
        while x <= limit {
            hit[x] = true;
            x += d;
        }
    }
    let mut v = vec![0u64; limit + 1];
    for x in 1..=limit {
        v[x] = v[x - 1] + u64::from(hit[x]);
    }
    v
}

/// Count of x in 1..=n divisible by at least one of the pairwise coprime `a`,
/// as n − φ(n, m), where φ(x, k) counts 1..=x free of a_1..a_k:
/// φ(x, 0) = x and φ(x, k) = φ(x, k−1) − φ(⌊x / a_k⌋, k−1) (the multiples of
/// a_k up to x are a_k·y with y ≤ ⌊x / a_k⌋, and by coprimality a_k·y avoids
/// a_1..a_{k−1} exactly when y does). Evaluated with an explicit stack.
pub fn count_by_sieve_recurrence(n: u64, a: &[u64]) -> u64 {
    for i in 0..a.len() {
        for j in 0..i {
            assert_eq!(gcd(a[i], a[j]), 1, "the recurrence needs coprime numbers");
        }
    }
    let mut free: i128 = 0;
    let mut stack: Vec<(u64, usize, bool)> = vec![(n, a.len(), true)];
    while let Some((x, k, plus)) = stack.pop() {
        if k == 0 || x == 0 {
            free += if plus { x as i128 } else { -(x as i128) };
            continue;
        }
        stack.push((x, k - 1, plus));
        stack.push((x / a[k - 1], k - 1, !plus));
    }
    (n as i128 - free) as u64
}

/// The 2^m-term inclusion–exclusion over every nonempty mask, with the lcm of
/// the selected numbers in u128 (capped just above n, where it stops
/// mattering). No pruning of supersets: every mask is evaluated on its own.
pub fn count_bitmask(n: u64, a: &[u64]) -> u64 {
    assert!(a.len() <= 24, "2^m masks: keep m small");
    let cap = n as u128 + 1;
    let mut total: i128 = 0;
    for mask in 1u32..(1u32 << a.len()) {
        let mut l: u128 = 1;
        for (j, &d) in a.iter().enumerate() {
            if mask & (1 << j) != 0 {
                let d = d as u128;
                l = (l / gcd128(l, d) * d).min(cap);
            }
        }
        let term = (n as u128 / l) as i128;
        if mask.count_ones() % 2 == 1 {
            total += term;
        } else {
            total -= term;
        }
    }
    total as u64
}

fn gcd(a: u64, b: u64) -> u64 {
    gcd128(a as u128, b as u128) as u64
}

/// Binary gcd (a different algorithm from the listings' Euclid).
fn gcd128(mut a: u128, mut b: u128) -> u128 {
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

/// All primes up to `limit` (sieve of Eratosthenes).
pub fn primes_up_to(limit: u64) -> Vec<u64> {
    let limit = limit as usize;
    let mut composite = vec![false; limit + 1];
    let mut out = Vec::new();
    for i in 2..=limit {
        if !composite[i] {
            out.push(i as u64);
            let mut j = i * i;
            while j <= limit {
                composite[j] = true;
                j += i;
            }
        }
    }
    out
}

/// Is `x` prime? Trial division; fine for x up to about 10^12.
pub fn is_prime(x: u64) -> bool {
    if x < 2 {
        return false;
    }
    let mut d = 2;
    while d * d <= x {
        if x.is_multiple_of(d) {
            return false;
        }
        d += 1;
    }
    true
}

/// The first `k` primes.
pub fn first_primes(k: usize) -> Vec<u64> {
    (2..).filter(|&x| is_prime(x)).take(k).collect()
}

/// The `k` largest primes at most `x`, largest first.
pub fn primes_at_most(x: u64, k: usize) -> Vec<u64> {
    (2..=x).rev().filter(|&p| is_prime(p)).take(k).collect()
}

/// `m` distinct elements of `pool`, in random order (partial Fisher–Yates).
pub fn pick_distinct(rng: &mut Rng, pool: &[u64], m: usize) -> Vec<u64> {
    assert!(m <= pool.len());
    let mut v = pool.to_vec();
    for i in 0..m {
        let j = rng.range(i as u64, (v.len() - 1) as u64) as usize;
        v.swap(i, j);
    }
    v.truncate(m);
    v
}

/// A number for the lcm tests: mostly products of small prime powers (so that
/// lcms share factors and often stay ≤ n), sometimes a repeat-prone small
/// number, sometimes anything up to `max`.
pub fn random_divisor(rng: &mut Rng, max: u64) -> u64 {
    match rng.range(0, 3) {
        0 => rng.range(1, 30.min(max)),
        1 => rng.range(1, max),
        _ => {
            let mut x: u64 = 1;
            for _ in 0..rng.range(1, 6) {
                let p = [2u64, 3, 5, 7, 11, 13][rng.range(0, 5) as usize];
                match x.checked_mul(p) {
                    Some(y) if y <= max => x = y,
                    _ => break,
                }
            }
            x
        }
    }
}

/// One case in the AcWing 890 format: "n m" and the m numbers.
pub fn input_890(n: u64, a: &[u64]) -> String {
    let body: Vec<String> = a.iter().map(u64::to_string).collect();
    format!("{n} {}\n{}\n", a.len(), body.join(" "))
}

/// Several cases in the `ext-divisible-lcm` format (890 cases one after another).
pub fn input_ext(cases: &[(u64, Vec<u64>)]) -> String {
    cases.iter().map(|(n, a)| input_890(*n, a)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn oracles_agree_on_small_cases() {
        let mut rng = Rng::new(890);
        for _ in 0..500 {
            let n = rng.range(1, 400);
            let m = rng.range(1, 6) as usize;
            let a: Vec<u64> = (0..m).map(|_| random_divisor(&mut rng, 60)).collect();
            let want = count_direct(n, &a);
            assert_eq!(count_bitmask(n, &a), want, "n={n} a={a:?}");
            assert_eq!(direct_counts_up_to(n as usize, &a)[n as usize], want);
        }
        let ps = first_primes(8);
        for n in 1..=3000 {
            assert_eq!(count_by_sieve_recurrence(n, &ps), count_direct(n, &ps));
        }
    }

    #[test]
    fn generators_are_sane() {
        assert_eq!(first_primes(5), vec![2, 3, 5, 7, 11]);
        assert_eq!(primes_at_most(30, 3), vec![29, 23, 19]);
        assert_eq!(primes_up_to(20), vec![2, 3, 5, 7, 11, 13, 17, 19]);
        assert_eq!(gcd(12, 18), 6);
        assert_eq!(gcd(0, 7), 7);
        assert_eq!(input_890(10, &[2, 3]), "10 2\n2 3\n");
    }
}
