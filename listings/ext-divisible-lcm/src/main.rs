// 扩展：任意除数（最小公倍数）与 n ≤ 10^18 的“能被整除的数” — 《博弈论与容斥原理》 (src/inclusion-exclusion/divisible-lcm.md) (en/src/inclusion-exclusion/divisible-lcm.md)
use std::io::{self, Read, Write};

/// The largest n and a_i accepted.
const LIMIT: u64 = 1_000_000_000_000_000_000;

/// Greatest common divisor (Euclid).
fn gcd(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

/// lcm(l, a) if it is at most n, else `None`. Computed as (l / gcd) · a in
/// u128: both factors are below 2^64, so the product cannot overflow.
fn lcm_up_to(l: u64, a: u64, n: u64) -> Option<u64> {
    let q = (l / gcd(l, a)) as u128 * a as u128;
    if q <= n as u128 {
        Some(q as u64)
    } else {
        None
    }
}

/// The divisors that matter: those at most n, without repeats, and without any
/// multiple of another one (if a | b, every multiple of b is a multiple of a,
/// so dropping b leaves the union unchanged). Sorted ascending.
fn reduce(n: u64, divisors: &[u64]) -> Vec<u64> {
    let mut sorted: Vec<u64> = divisors.iter().copied().filter(|&a| a <= n).collect();
    sorted.sort_unstable();
    sorted.dedup();
    let mut kept: Vec<u64> = Vec::with_capacity(sorted.len());
    for a in sorted {
        if kept.iter().all(|&d| a % d != 0) {
            kept.push(a);
        }
    }
    kept
}

/// Pairs (b, a) with b = a / h, where h = gcd(a, lcm of the other divisors) is
/// built as lcm over the others of gcd(a, other) (a divisor of a, so no
/// overflow). For any subset S without a, gcd(lcm(S), a) divides h, hence
/// lcm(lcm(S), a) = lcm(S) · a / gcd(lcm(S), a) >= lcm(S) · b. Sorted by b.
fn with_lower_bounds(a: &[u64]) -> Vec<(u64, u64)> {
    let mut v: Vec<(u64, u64)> = Vec::with_capacity(a.len());
    for (j, &x) in a.iter().enumerate() {
        let mut h = 1u64;
        for (i, &y) in a.iter().enumerate() {
            if i != j {
                let g = gcd(x, y);
                h = h / gcd(h, g) * g;
            }
        }
        v.push((x / h, x));
    }
    v.sort_unstable();
    v
}

/// How many x in 1..=n are divisible by at least one of `divisors`, and how
/// many inclusion–exclusion terms were visited to find out.
///
/// Each nonempty subset S of the (reduced) divisors is a term
/// (−1)^{|S|−1} ⌊n / lcm(S)⌋. A depth-first walk extends a subset only by
/// divisors of larger index, so each subset is reached once. Adding a divisor
/// never lowers the lcm, so once lcm(S) > n every superset of S also has
/// lcm > n and contributes 0: the walk skips that whole subtree. Better still,
/// lcm(S ∪ {a_j}) >= lcm(S) · b_j with b_j ascending, so once lcm(S) · b_j > n
/// no later j can be added to S either: the loop over j stops there. The cost
/// is about the number of subsets with lcm ≤ n, not 2^m.
/// The stack is explicit: a frame is (lcm of the subset, next index, the
/// subset's size is odd). Partial sums are kept in i128, so no order of the
/// terms can overflow.
pub fn count_divisible(n: u64, divisors: &[u64]) -> (u64, u64) {
    let a = with_lower_bounds(&reduce(n, divisors));
    let mut total: i128 = 0;
    let mut terms: u64 = 0;
    let mut stack: Vec<(u64, usize, bool)> = vec![(1, 0, false)];
    while let Some((l, next, odd)) = stack.pop() {
        for (j, &(b, d)) in a.iter().enumerate().skip(next) {
            if l as u128 * b as u128 > n as u128 {
                break; // lcm > n for this j and every later one
            }
            // b == a means gcd(l, a) divides 1: the lcm is the product, which
            // the check above has just shown to be at most n.
            let child = if b == d {
                Some(l * d)
            } else {
                lcm_up_to(l, d, n)
            };
            if let Some(child) = child {
                terms += 1;
                let term = (n / child) as i128;
                // The child subset has one more element than the parent.
                if odd {
                    total -= term;
                } else {
                    total += term;
                }
                if j + 1 < a.len() {
                    stack.push((child, j + 1, !odd));
                }
            }
        }
    }
    (total as u64, terms)
}

/// Read one number in 1..=10^18; `what` names it in the error message.
fn number<'a>(tokens: &mut impl Iterator<Item = &'a str>, what: &str) -> Result<u64, String> {
    let t = tokens
        .next()
        .ok_or_else(|| format!("input ended before {what}"))?;
    match t.parse::<u64>() {
        Ok(v) if (1..=LIMIT).contains(&v) => Ok(v),
        _ => Err(format!("{what} ({t:?}) is not an integer in 1..=10^18")),
    }
}

/// Parse cases "n m a_1 … a_m" until the end of the input (at least one).
fn parse(input: &str) -> Result<Vec<(u64, Vec<u64>)>, String> {
    let mut tokens = input.split_ascii_whitespace().peekable();
    let mut cases = Vec::new();
    while tokens.peek().is_some() || cases.is_empty() {
        let c = cases.len() + 1;
        let n = number(&mut tokens, &format!("n of case {c}"))?;
        let m = number(&mut tokens, &format!("m of case {c}"))?;
        if m > 64 {
            return Err(format!("m of case {c} is {m}; at most 64 numbers per case"));
        }
        let mut a = Vec::with_capacity(m as usize);
        for i in 1..=m {
            a.push(number(&mut tokens, &format!("a_{i} of case {c}"))?);
        }
        cases.push((n, a));
    }
    Ok(cases)
}

/// All of stdin as text; `Err` if it cannot be read or is not UTF-8.
fn read_input() -> Result<String, String> {
    let mut bytes = Vec::new();
    io::stdin()
        .read_to_end(&mut bytes)
        .map_err(|e| format!("cannot read stdin: {e}"))?;
    String::from_utf8(bytes).map_err(|e| {
        let at = e.utf8_error().valid_up_to();
        format!("the input is not UTF-8 text (at byte {at})")
    })
}

fn main() {
    let cases = match read_input().and_then(|input| parse(&input)) {
        Ok(v) => v,
        Err(e) => {
            eprintln!("bad input: {e}");
            std::process::exit(1);
        }
    };
    let mut out = String::new();
    for (n, a) in &cases {
        out.push_str(&count_divisible(*n, a).0.to_string());
        out.push('\n');
    }
    io::stdout()
        .lock()
        .write_all(out.as_bytes())
        .expect("failed to write stdout");
}
