// CSES 2185 Prime Multiples — 《博弈论与容斥原理》第“质数的倍数：n ≤ 10^18（CSES 2185）”章 (src/inclusion-exclusion/prime-multiples.md) (en/src/inclusion-exclusion/prime-multiples.md)
use std::io::{self, Read, Write};

/// The most numbers accepted (the judge gives at most 20). Correctness does not
/// need a limit; it keeps the pairwise coprimality check and the walk small.
const MAX_K: usize = 64;

/// Greatest common divisor (Euclid).
fn gcd(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

/// How many x in 1..=n are divisible by at least one of `primes`, which must be
/// pairwise coprime and at least 2 (distinct primes are).
///
/// Each nonempty subset S is the term (−1)^{|S|−1} ⌊n / ∏S⌋: for pairwise
/// coprime numbers the product is the lcm. The walk extends a subset only by
/// numbers of larger index, so each subset is reached once. The numbers are
/// sorted ascending, so once ∏S · p_j > n every later p also overshoots, and
/// every superset has a product above n and the term 0: the loop stops there.
/// A frame of the explicit stack is (product ≤ n, next index, size is odd).
/// Products are compared with n in u128 (two factors below 2^64 cannot
/// overflow it). Distinct subsets of pairwise coprime numbers >= 2 have
/// distinct products, so the terms are ⌊n / d⌋ for distinct d <= n and their
/// absolute sum is at most n (1 + ln n) < 2^70: partial sums fit i128.
fn count_multiples(n: u64, primes: &[u64]) -> u64 {
    let mut a: Vec<u64> = primes.iter().copied().filter(|&p| p <= n).collect();
    a.sort_unstable();
    let mut total: i128 = 0;
    let mut stack: Vec<(u64, usize, bool)> = vec![(1, 0, false)];
    while let Some((prod, next, odd)) = stack.pop() {
        for (j, &p) in a.iter().enumerate().skip(next) {
            let child = prod as u128 * p as u128;
            if child > n as u128 {
                break;
            }
            let child = child as u64;
            let term = (n / child) as i128;
            // The child subset has one element more than the parent.
            if odd {
                total -= term;
            } else {
                total += term;
            }
            stack.push((child, j + 1, !odd));
        }
    }
    total as u64
}

/// Read one token as a u64; `what` names it in the error message.
fn number<'a>(tokens: &mut impl Iterator<Item = &'a str>, what: &str) -> Result<u64, String> {
    let t = tokens
        .next()
        .ok_or_else(|| format!("input ended before {what}"))?;
    t.parse::<u64>()
        .map_err(|_| format!("{what} ({t:?}) is not an integer in 0..=2^64-1"))
}

/// Parse "n k a_1 … a_k". The numbers must be at least 1 and pairwise coprime
/// (distinct primes are); otherwise a product is not the lcm and the count
/// would be wrong, so the input is refused instead.
fn parse(input: &str) -> Result<(u64, Vec<u64>), String> {
    let mut tokens = input.split_ascii_whitespace();
    let n = number(&mut tokens, "n")?;
    let k = number(&mut tokens, "k")?;
    if k > MAX_K as u64 {
        return Err(format!("k = {k}: this program accepts k <= {MAX_K}"));
    }
    let mut a: Vec<u64> = Vec::with_capacity(k as usize);
    for i in 1..=k {
        let p = number(&mut tokens, &format!("a_{i}"))?;
        if p == 0 {
            return Err(format!("a_{i} is 0; the numbers must be positive"));
        }
        for (j, &q) in a.iter().enumerate() {
            if gcd(p, q) != 1 {
                return Err(format!(
                    "a_{} = {q} and a_{i} = {p} are not coprime (the primes must be distinct)",
                    j + 1
                ));
            }
        }
        a.push(p);
    }
    Ok((n, a))
}

/// The answer: every x is a multiple of 1, so a 1 among the numbers gives n
/// at once (and keeps the walk's products growing: all other numbers are >= 2).
fn solve(n: u64, a: &[u64]) -> u64 {
    if a.contains(&1) {
        n
    } else {
        count_multiples(n, a)
    }
}

fn main() {
    let mut bytes = Vec::new();
    if let Err(e) = io::stdin().read_to_end(&mut bytes) {
        eprintln!("bad input: cannot read stdin: {e}");
        std::process::exit(1);
    }
    let parsed = std::str::from_utf8(&bytes)
        .map_err(|_| "the input is not UTF-8 text".to_string())
        .and_then(parse);
    let (n, a) = match parsed {
        Ok(v) => v,
        Err(e) => {
            eprintln!("bad input: {e}");
            std::process::exit(1);
        }
    };
    let mut out = io::stdout().lock();
    writeln!(out, "{}", solve(n, &a)).expect("failed to write stdout");
}
