//! Burnside's lemma (CSES 2209 Counting Necklaces, CSES 2210 Counting Grids,
//! Luogu P4980): orbits counted by listing every colouring and keeping the
//! least of each orbit, and two independent counts for sizes the listing
//! cannot reach: necklaces as a sum of aperiodic (Lyndon) words by Möbius
//! inversion, and grids by the cycles of the rotations as explicit
//! permutations of the cells.

/// The modulus of all three problems.
pub const MOD: u64 = 1_000_000_007;

/// `a^e mod p` by repeated squaring (u128 products).
pub fn pow_mod(a: u64, mut e: u64, p: u64) -> u64 {
    let mut base = (a % p) as u128;
    let mut acc = 1u128 % p as u128;
    while e > 0 {
        if e & 1 == 1 {
            acc = acc * base % p as u128;
        }
        base = base * base % p as u128;
        e >>= 1;
    }
    acc as u64
}

/// The number of necklaces of length `n` in `m` colours up to rotation,
/// exactly: every word of length n over m letters, read as a base-m number,
/// counted when it is the least of its n rotations. Needs m^n ≤ 2^24.
pub fn necklaces_by_orbits(n: usize, m: u64) -> u64 {
    assert!(n >= 1 && m >= 1);
    let total = m.checked_pow(n as u32).expect("m^n overflows");
    assert!(total <= 1 << 24, "m^n = {total} is too many words");
    let top = total / m; // m^(n−1): the weight of the first letter
    let mut count = 0;
    for w in 0..total {
        // Rotating left by one letter: the first letter goes to the end.
        let mut r = w;
        let mut least = true;
        for _ in 1..n {
            r = (r % top) * m + r / top;
            if r < w {
                least = false;
                break;
            }
        }
        if least {
            count += 1;
        }
    }
    count
}

/// The orbits of a finite set of `size` points under a group given by its
/// elements as maps on the points: the points whose index is the least of
/// their orbit, by following every group element. O(|X|·|G|).
pub fn orbits_by_listing(size: usize, group: &[Vec<usize>]) -> u64 {
    (0..size)
        .filter(|&x| group.iter().all(|g| g[x] >= x))
        .count() as u64
}

/// The n×n black/white grids up to the four rotations, exactly: every grid
/// as an n²-bit mask, counted when it is the least of its rotations. n ≤ 5.
pub fn grids_by_orbits(n: usize) -> u64 {
    assert!((1..=5).contains(&n));
    let cells = n * n;
    // The quarter turn as a map on cells: (r, c) goes to (c, n − 1 − r).
    let turn: Vec<usize> = (0..cells)
        .map(|i| {
            let (r, c) = (i / n, i % n);
            c * n + (n - 1 - r)
        })
        .collect();
    let rotate = |mask: u32| -> u32 {
        let mut out = 0;
        for (i, &j) in turn.iter().enumerate() {
            out |= (mask >> i & 1) << j;
        }
        out
    };
    let mut count = 0;
    for mask in 0u32..1 << cells {
        let r1 = rotate(mask);
        let r2 = rotate(r1);
        let r3 = rotate(r2);
        if mask <= r1 && mask <= r2 && mask <= r3 {
            count += 1;
        }
    }
    count
}

/// The divisors of `n`, by trial division up to √n, in increasing order.
pub fn divisors(n: u64) -> Vec<u64> {
    let mut small = Vec::new();
    let mut large = Vec::new();
    let mut d = 1;
    while d * d <= n {
        if n % d == 0 {
            small.push(d);
            if d * d != n {
                large.push(n / d);
            }
        }
        d += 1;
    }
    small.extend(large.into_iter().rev());
    small
}

/// The Möbius function μ(n) by trial division.
pub fn mobius(mut n: u64) -> i64 {
    let mut mu = 1;
    let mut p = 2;
    while p * p <= n {
        if n % p == 0 {
            n /= p;
            if n % p == 0 {
                return 0;
            }
            mu = -mu;
        }
        p += 1;
    }
    if n > 1 {
        mu = -mu;
    }
    mu
}

/// Necklaces of length n in m colours modulo a prime p > n, without Burnside:
/// a necklace of length n is an aperiodic necklace of length d repeated n/d
/// times, for exactly one d | n; the aperiodic words of length d number
/// Σ_{e|d} μ(e) m^{d/e} (Möbius inversion of m^d = Σ_{e|d} aperiodic(e)), and
/// each aperiodic necklace of length d has d distinct rotations.
pub fn necklaces_by_lyndon(n: u64, m: u64, p: u64) -> u64 {
    assert!(n >= 1 && n < p);
    let divs = divisors(n);
    // μ(e) for e | n from the primes of n: the least divisor > 1 of what is
    // left of n is prime.
    let mut primes = Vec::new();
    let mut rest = n;
    for &q in &divs[1..] {
        if rest % q == 0 {
            primes.push(q);
            while rest % q == 0 {
                rest /= q;
            }
        }
    }
    let mu: Vec<i64> = divs
        .iter()
        .map(|&e| {
            primes.iter().fold(1, |mu, &q| {
                if e % (q * q) == 0 {
                    0
                } else if e % q == 0 {
                    -mu
                } else {
                    mu
                }
            })
        })
        .collect();
    let mut total = 0u64;
    for &d in &divs {
        let mut words = 0u64;
        for (&e, &mu_e) in divs.iter().zip(&mu) {
            if mu_e == 0 || d % e != 0 {
                continue;
            }
            let term = pow_mod(m, d / e, p);
            match mu_e {
                1 => words = (words + term) % p,
                -1 => words = (words + p - term) % p,
                _ => {}
            }
        }
        let inv_d = pow_mod(d, p - 2, p);
        total = (total + words * inv_d % p) % p;
    }
    total
}

/// The cycles of a permutation given as a map.
pub fn cycle_count(perm: &[usize]) -> u64 {
    let mut seen = vec![false; perm.len()];
    let mut cycles = 0;
    for start in 0..perm.len() {
        if !seen[start] {
            cycles += 1;
            let mut x = start;
            while !seen[x] {
                seen[x] = true;
                x = perm[x];
            }
        }
    }
    cycles
}

/// The quarter turn of the n×n grid, k times, as a map on the n² cells.
pub fn grid_turn(n: usize, k: usize) -> Vec<usize> {
    (0..n * n)
        .map(|i| {
            let (mut r, mut c) = (i / n, i % n);
            for _ in 0..k % 4 {
                (r, c) = (c, n - 1 - r);
            }
            r * n + c
        })
        .collect()
}

/// CSES 2210 modulo p by Burnside with the rotations built as permutations
/// of the cells and their cycles counted one by one. O(n²); n ≤ 2000.
pub fn grids_by_cycles(n: usize, p: u64) -> u64 {
    assert!((1..=2000).contains(&n));
    let sum = (0..4).fold(0u64, |acc, k| {
        (acc + pow_mod(2, cycle_count(&grid_turn(n, k)), p)) % p
    });
    sum * pow_mod(4, p - 2, p) % p
}

/// CSES 2210 modulo p for any n, from the cycle counts of the rotations
/// worked out by hand: the quarter turn has n²/4 cycles of 4 cells for even
/// n, (n² − 1)/4 and the centre for odd n; the half turn n²/2 cycles of 2, or
/// (n² − 1)/2 and the centre. Checked against [`grids_by_cycles`] below.
pub fn grids_by_parity(n: u64, p: u64) -> u64 {
    let cells = n * n;
    let (quarter, half) = if n % 2 == 0 {
        (cells / 4, cells / 2)
    } else {
        ((cells - 1) / 4 + 1, (cells - 1) / 2 + 1)
    };
    let sum = [cells, quarter, half, quarter]
        .iter()
        .fold(0, |acc, &c| (acc + pow_mod(2, c, p)) % p);
    sum * pow_mod(4, p - 2, p) % p
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The two necklace counts agree for every m^n ≤ 2^16 (m ≥ 2), and for
    /// m = 1 (one necklace) and n = 1 (m necklaces).
    #[test]
    fn lyndon_count_agrees_with_the_listing_of_orbits() {
        for m in 1..=6u64 {
            for n in 1..=16usize {
                if m.pow(n as u32) > 1 << 16 {
                    break;
                }
                assert_eq!(
                    necklaces_by_lyndon(n as u64, m, MOD),
                    necklaces_by_orbits(n, m),
                    "n = {n}, m = {m}"
                );
            }
        }
        assert_eq!(necklaces_by_orbits(4, 3), 24); // CSES 2209's sample
    }

    /// Grids: the cycle count agrees with the listing of orbits for n ≤ 4;
    /// CSES 2210's sample (n = 4) is 16456.
    #[test]
    fn cycle_count_agrees_with_the_listing_of_grids() {
        for n in 1..=4 {
            assert_eq!(grids_by_cycles(n, MOD), grids_by_orbits(n), "n = {n}");
        }
        assert_eq!(grids_by_orbits(4), 16456);
        for n in 1..=60 {
            assert_eq!(
                grids_by_parity(n as u64, MOD),
                grids_by_cycles(n, MOD),
                "n = {n}"
            );
        }
    }

    /// The generic orbit listing agrees with the necklace listing.
    #[test]
    fn orbits_by_listing_counts_necklaces() {
        let (n, m) = (6usize, 2usize);
        let size = m.pow(n as u32);
        let group: Vec<Vec<usize>> = (0..n)
            .map(|k| {
                (0..size)
                    .map(|w| {
                        let digits: Vec<usize> = (0..n).map(|i| w / m.pow(i as u32) % m).collect();
                        (0..n).map(|i| digits[(i + k) % n] * m.pow(i as u32)).sum()
                    })
                    .collect()
            })
            .collect();
        assert_eq!(
            orbits_by_listing(size, &group),
            necklaces_by_orbits(n, m as u64)
        );
    }
}
