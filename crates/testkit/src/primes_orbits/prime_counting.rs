//! Chapter “素数计数” (Library Checker counting_primes, Codeforces 665F): a
//! plain sieve of Eratosthenes for π, divisor counts by brute force for the
//! four-divisor count, and the published values of π(10^k). Nothing here is
//! shared with the listings.

/// π(10^k) for k = 0 … 11 (OEIS A006880).
pub const PI_POWERS_OF_TEN: [u64; 12] = [
    0,
    4,
    25,
    168,
    1229,
    9592,
    78_498,
    664_579,
    5_761_455,
    50_847_534,
    455_052_511,
    4_118_054_813,
];

/// is_prime[m] for m ≤ `limit` by the sieve of Eratosthenes: cross out every
/// multiple of every p with p² ≤ limit.
pub fn prime_flags(limit: usize) -> Vec<bool> {
    let mut is_prime = vec![true; limit + 1];
    is_prime[0] = false;
    if limit >= 1 {
        is_prime[1] = false;
    }
    let mut p = 2;
    while p * p <= limit {
        if is_prime[p] {
            let mut m = p * p;
            while m <= limit {
                is_prime[m] = false;
                m += p;
            }
        }
        p += 1;
    }
    is_prime
}

/// pi[x] = π(x), the number of primes ≤ x, for every x ≤ `limit` (meant for
/// limit ≤ 10^7), counted from the sieve.
pub fn prime_pi_table(limit: usize) -> Vec<u32> {
    let mut count = 0u32;
    prime_flags(limit)
        .into_iter()
        .map(|p| {
            count += u32::from(p);
            count
        })
        .collect()
}

/// The sum of the primes ≤ x, for every x ≤ `limit`, from the sieve.
pub fn prime_sum_table(limit: usize) -> Vec<u64> {
    let mut sum = 0u64;
    prime_flags(limit)
        .into_iter()
        .enumerate()
        .map(|(m, p)| {
            if p {
                sum += m as u64;
            }
            sum
        })
        .collect()
}

/// d(m), the number of divisors of m, for every m ≤ `limit`: each d ≤ limit
/// adds one to each of its multiples.
pub fn divisor_counts(limit: usize) -> Vec<u32> {
    let mut d = vec![0u32; limit + 1];
    for k in 1..=limit {
        let mut m = k;
        while m <= limit {
            d[m] += 1;
            m += k;
        }
    }
    d
}

/// D(n) for every n ≤ `limit`: the m ≤ n with exactly four divisors, counted
/// one by one from [`divisor_counts`] (meant for limit ≤ 10^6).
pub fn four_divisor_table(limit: usize) -> Vec<u64> {
    let mut count = 0u64;
    divisor_counts(limit)
        .into_iter()
        .map(|d| {
            count += u64::from(d == 4);
            count
        })
        .collect()
}

/// The number of divisors of one m by trial division up to √m.
pub fn divisor_count_of(m: u64) -> u32 {
    let mut count = 0;
    let mut d = 1u64;
    while d * d <= m {
        if m.is_multiple_of(d) {
            count += if d * d == m { 1 } else { 2 };
        }
        d += 1;
    }
    count
}

/// Legendre's φ(x, a): the m ≤ x with no prime factor among the first a
/// primes (`primes` holds at least a primes), by crossing out on a table.
pub fn phi_by_sieve(x: usize, a: usize, primes: &[usize]) -> u64 {
    let mut alive = vec![true; x + 1];
    alive[0] = false;
    for &p in &primes[..a] {
        let mut m = p;
        while m <= x {
            alive[m] = false;
            m += p;
        }
    }
    alive.iter().filter(|&&f| f).count() as u64
}

/// The primes ≤ `limit`, in order.
pub fn primes_up_to(limit: usize) -> Vec<usize> {
    prime_flags(limit)
        .into_iter()
        .enumerate()
        .filter_map(|(m, p)| p.then_some(m))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_sieve_agrees_with_the_published_values_to_10_7() {
        let pi = prime_pi_table(10_000_000);
        for (k, &want) in PI_POWERS_OF_TEN.iter().enumerate().take(8) {
            assert_eq!(u64::from(pi[10usize.pow(k as u32)]), want, "π(10^{k})");
        }
    }

    #[test]
    fn divisor_counts_agree_with_trial_division_to_2000() {
        let d = divisor_counts(2000);
        for (m, &dm) in d.iter().enumerate().skip(1) {
            assert_eq!(dm, divisor_count_of(m as u64), "d({m})");
        }
        assert_eq!(four_divisor_table(20)[20], 5);
        assert_eq!(four_divisor_table(10)[10], 3);
    }
}
