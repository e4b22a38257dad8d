//! Bench-only code for `cargo xtask bench`. Nothing here is a listing and
//! nothing here is shown to a reader as a way to write one.
//!
//! - [`runner`]: the verb itself: generate the inputs, probe and time every
//!   listing beside its baseline, write the table of the appendix 性能.
//! - `src/bin/textbook-<listing>.rs`: the same problem written the textbook
//!   way (the way most tutorials and accepted C++ submissions do it, carried
//!   over to Rust): the [`Scanner`] below, `println!` per answer line, and for
//!   the Sprague–Grundy problems memoised recursion with a hash set per state.
//! - `src/bin/read-only.rs`: reads stdin to the end and does nothing else,
//!   the floor of any program that must read its input.
//! - `src/bin/probe.rs`: runs one program once on a file under the judge's
//!   1 MiB stack and a time cap, and reports its wall time and peak memory.

pub mod runner;

use std::io::BufRead;
use std::str::FromStr;

/// The textbook token reader of Rust competitive programming: read one line
/// with `read_line`, split it into owned tokens, hand them out one at a time.
/// Every token is a fresh `String`; every line locks stdin anew.
#[derive(Default)]
pub struct Scanner {
    buffer: Vec<String>,
}

impl Scanner {
    /// The next token parsed as `T`; panics on malformed input (the textbook
    /// way: `.unwrap()`), `None` at the end of the input.
    pub fn token_opt<T: FromStr>(&mut self) -> Option<T> {
        loop {
            if let Some(token) = self.buffer.pop() {
                return Some(token.parse().ok().expect("a number"));
            }
            let mut line = String::new();
            let read = std::io::stdin()
                .lock()
                .read_line(&mut line)
                .expect("read stdin");
            if read == 0 {
                return None;
            }
            self.buffer = line.split_whitespace().rev().map(String::from).collect();
        }
    }

    /// The next token parsed as `T`; panics at the end of the input.
    pub fn token<T: FromStr>(&mut self) -> T {
        self.token_opt().expect("input ended early")
    }
}

/// ⌊√n⌋ exactly: the floating-point root, corrected by at most a few steps.
pub fn isqrt(n: u64) -> u64 {
    let mut r = (n as f64).sqrt() as u64;
    while r * r > n {
        r -= 1;
    }
    while (r + 1) * (r + 1) <= n {
        r += 1;
    }
    r
}

/// The primes up to `r` by the plain sieve of Eratosthenes: the base primes
/// of a segmented sieve up to r².
pub fn base_primes(r: usize) -> Vec<u64> {
    let mut alive = vec![true; r + 1];
    let mut primes = Vec::new();
    for p in 2..=r {
        if alive[p] {
            primes.push(p as u64);
            for m in (p * p..=r).step_by(p) {
                alive[m] = false;
            }
        }
    }
    primes
}

/// Crosses out, in `block` (the numbers lo..=hi, all set), the multiples of
/// every base prime p with p² ≤ hi, from max(p², the first multiple ≥ lo).
pub fn sieve_block(block: &mut [bool], lo: u64, hi: u64, base: &[u64]) {
    block.iter_mut().for_each(|b| *b = true);
    for &p in base {
        if p * p > hi {
            break;
        }
        let start = (p * p).max(lo.div_ceil(p) * p);
        for m in (start..=hi).step_by(p as usize) {
            block[(m - lo) as usize] = false;
        }
    }
}

/// `a^e mod p` by repeated squaring (p < 2^32, so products fit in u64): the
/// textbook programs that count modulo a prime.
#[inline]
pub fn pow_mod(mut a: u64, mut e: u64, p: u64) -> u64 {
    let mut r = 1;
    a %= p;
    while e > 0 {
        if e & 1 == 1 {
            r = r * a % p;
        }
        a = a * a % p;
        e >>= 1;
    }
    r
}

/// gcd(a, b) by Euclid's recursion, the textbook way.
#[inline]
pub fn gcd(a: u64, b: u64) -> u64 {
    if b == 0 {
        a
    } else {
        gcd(b, a % b)
    }
}
