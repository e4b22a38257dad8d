//! How many inclusion–exclusion terms `ext-divisible-lcm` visits, and how long
//! it takes, at n = 10^18. Run from the workspace root:
//!
//! ```text
//! cargo run --release -p ext-divisible-lcm --example terms
//! cargo run --release -p ext-divisible-lcm --example terms -- 40 50
//! ```
//!
//! The numbers after `--` ask for the walk itself on the first m primes (the
//! first 50 take about two minutes).
//!
//! It calls the listing's own `count_divisible` (the submission file is
//! compiled in as a module), so what is measured is what the chapter shows.
//! For the first 50 primes the walk would take too long; there the number of
//! terms is counted by a separate meet-in-the-middle program
//! (`tests/mitm/mod.rs`), checked against the walk on the smaller sets (here
//! and in `tests/terms.rs`), and the time is extrapolated.

#[allow(dead_code)]
#[path = "../src/main.rs"]
mod listing;

/// The meet-in-the-middle term count, shared with `tests/terms.rs`.
#[path = "../tests/mitm/mod.rs"]
mod mitm;
use mitm::count_terms;

use std::time::Instant;

const N: u64 = 1_000_000_000_000_000_000;

fn is_prime(x: u64) -> bool {
    x >= 2 && (2..).take_while(|d| d * d <= x).all(|d| x % d != 0)
}

/// The first `k` primes.
fn first_primes(k: usize) -> Vec<u64> {
    (2..).filter(|&x| is_prime(x)).take(k).collect()
}

/// `k` distinct random primes in 1001..=`hi` (SplitMix64 with a fixed seed).
fn random_primes(k: usize, hi: u64, mut state: u64) -> Vec<u64> {
    let mut out: Vec<u64> = Vec::new();
    while out.len() < k {
        state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        let x = 1001 + (z ^ (z >> 31)) % (hi - 1000);
        if is_prime(x) && !out.contains(&x) {
            out.push(x);
        }
    }
    out
}

fn main() {
    let mut rate = 0.0;
    println!("n = 10^18");
    println!(
        "{:<28} {:>14} {:>10} {:>14}",
        "set", "terms", "time (s)", "answer"
    );
    let mut sets: Vec<(String, Vec<u64>)> = [10, 15, 20, 25]
        .iter()
        .map(|&m| (format!("first {m} primes"), first_primes(m)))
        .collect();
    sets.push((
        "50 random primes in 1001..10^5".to_string(),
        random_primes(50, 100_000, 890),
    ));
    sets.push((
        "50 random primes in 1001..2000".to_string(),
        random_primes(50, 2000, 891),
    ));
    // The products p·q of two of the first 7, 9 and 11 primes: every lcm
    // divides the product of those primes (< n), so a walk over subsets would
    // visit all 2^21 − 1, 2^36 − 1, 2^55 − 1 of them; merged by lcm, the terms
    // are at most the 2^7, 2^9, 2^11 squarefree divisors.
    for k in [7, 9, 11] {
        let small = first_primes(k);
        let mut pq = Vec::new();
        for i in 0..k {
            for j in i + 1..k {
                pq.push(small[i] * small[j]);
            }
        }
        sets.push((
            format!("{} products p*q, q <= {}", pq.len(), small[k - 1]),
            pq,
        ));
    }
    // 2·p for the first 20 and 23 odd primes: every number shares the factor
    // 2, yet no two subsets have the same lcm, so merging saves nothing and
    // the merged list holds every lcm <= n.
    for k in [20, 23] {
        let two_p: Vec<u64> = first_primes(k + 1)[1..].iter().map(|p| 2 * p).collect();
        sets.push((format!("{k} numbers 2*p, p odd prime"), two_p));
    }
    for (name, ps) in &sets {
        let start = Instant::now();
        let (answer, terms) = listing::count_divisible(N, ps);
        let secs = start.elapsed().as_secs_f64();
        println!("{name:<28} {terms:>14} {secs:>10.3} {answer:>14}");
        if ps.iter().all(|&p| is_prime(p)) {
            let counted = count_terms(ps, N, ps.len() / 2);
            assert_eq!(counted, terms, "{name}: the two term counts differ");
        } else if name.contains("2*p") {
            let odd: Vec<u64> = ps.iter().map(|x| x / 2).collect();
            assert_eq!(count_terms(&odd, N / 2, odd.len() / 2), terms, "{name}");
        } else {
            // At most the nonempty squarefree divisors of the primes' product.
            let k = (2..=31u64)
                .filter(|&p| is_prime(p) && ps.iter().any(|&x| x % p == 0))
                .count();
            assert!(terms < 1 << k, "{name}");
        }
        if name == "first 25 primes" {
            rate = terms as f64 / secs;
        }
    }
    println!("walk speed on the first 25 primes: {rate:.3e} terms/s");
    for m in [30, 40, 50] {
        let ps = first_primes(m);
        let start = Instant::now();
        let terms = count_terms(&ps, N, m * 2 / 5);
        println!(
            "first {m} primes: {terms} terms (counted by meet in the middle in {:.1} s); \
             the walk would take about {:.0} s",
            start.elapsed().as_secs_f64(),
            terms as f64 / rate
        );
    }
    for arg in std::env::args().skip(1) {
        let m: usize = arg.parse().expect("arguments: numbers of primes");
        let ps = first_primes(m);
        let start = Instant::now();
        let (answer, terms) = listing::count_divisible(N, &ps);
        println!(
            "walk on the first {m} primes: {terms} terms in {:.1} s, answer {answer}",
            start.elapsed().as_secs_f64()
        );
        assert_eq!(terms, count_terms(&ps, N, m * 2 / 5));
    }
}
