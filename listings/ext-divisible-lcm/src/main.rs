// 扩展：任意除数（最小公倍数）与 n ≤ 10^18 的“能被整除的数” (Arbitrary divisors and n ≤ 10^18; this book's own format) — 《博弈论与容斥原理》 (src/inclusion-exclusion/divisible-lcm.md) (en/src/inclusion-exclusion/divisible-lcm.md)
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

/// Split the divisors into those that share a factor with another one and
/// those coprime to every other one (ascending). If a is coprime to every
/// other divisor, then for any subset S without a, lcm(S ∪ {a}) = lcm(S) · a.
fn split_coprime(a: &[u64]) -> (Vec<u64>, Vec<u64>) {
    let (mut shared, mut alone) = (Vec::new(), Vec::new());
    for (j, &x) in a.iter().enumerate() {
        let coprime = a.iter().enumerate().all(|(i, &y)| i == j || gcd(x, y) == 1);
        if coprime {
            alone.push(x);
        } else {
            shared.push(x);
        }
    }
    (shared, alone)
}

/// Pairs (b, d) with b = d / h, where h = gcd(d, lcm of the other divisors) is
/// built as lcm over the others of gcd(d, other) (a divisor of d, so no
/// overflow). For any v = lcm(S) with S not holding d, gcd(v, d) divides h,
/// hence lcm(v, d) = v · d / gcd(v, d) >= v · b.
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
    v
}

/// The subsets S of `shared` (the empty one included) merged by their lcm:
/// for each lcm v ≤ n, c_v = Σ (−1)^{|S|} over the subsets with lcm(S) = v.
/// Adding a divisor d, each subset S either stays or becomes S ∪ {d}, whose lcm
/// is lcm(v, d) ≥ v · b and whose sign is the opposite. Only the v ≤ n / b can
/// stay ≤ n (the list is sorted by lcm: only that prefix is read); lcms above n are
/// dropped (no superset comes back to n or below), and so are counts that
/// cancel to 0. |c_v| ≤ 2^ω(v) ≤ 2^15 (v ≤ 10^18), so i64 is ample.
fn lcm_counts(n: u64, shared: &[u64]) -> Vec<(u64, i64)> {
    let mut counts: Vec<(u64, i64)> = vec![(1, 1)];
    let (mut moved, mut merged) = (Vec::new(), Vec::new());
    for (b, d) in with_lower_bounds(shared) {
        let reach = counts.partition_point(|&(v, _)| v <= n / b);
        moved.clear();
        moved.extend(
            counts[..reach]
                .iter()
                .filter_map(|&(v, c)| lcm_up_to(v, d, n).map(|w| (w, -c))),
        );
        moved.sort_unstable();
        merge_sorted(&counts, &moved, &mut merged);
        std::mem::swap(&mut counts, &mut merged);
    }
    counts
}

/// `out` becomes the union of two lists sorted by lcm, with the counts of
/// equal lcms added and the lcms whose count is then 0 left out.
fn merge_sorted(a: &[(u64, i64)], b: &[(u64, i64)], out: &mut Vec<(u64, i64)>) {
    out.clear();
    let (mut i, mut j) = (0, 0);
    while i < a.len() || j < b.len() {
        let next = if j == b.len() || (i < a.len() && a[i].0 <= b[j].0) {
            i += 1;
            a[i - 1]
        } else {
            j += 1;
            b[j - 1]
        };
        match out.last_mut() {
            Some(last) if last.0 == next.0 => last.1 += next.1,
            _ => out.push(next),
        }
        if out.last().map(|l| l.1) == Some(0) {
            out.pop();
        }
    }
}

/// How many x in 1..=n are divisible by at least one of `divisors`, and how
/// many inclusion–exclusion terms (other than the empty set's) were summed.
///
/// By inclusion–exclusion, the x divisible by none of them number
/// Σ_U (−1)^{|U|} ⌊n / lcm(U)⌋ over all subsets U. Write U = S ∪ P with S
/// from the shared divisors and P from the coprime ones: lcm(U) = lcm(S) ·
/// prod(P). The S with equal lcm are merged into one term ([`lcm_counts`]);
/// for each merged term (v, c_v) a depth-first walk adds coprime divisors of
/// larger index while v · prod(P) ≤ n (ascending, so the first that overflows
/// ends the loop). Distinct pairs (v, P) have distinct lcms, so the terms are
/// the distinct lcms ≤ n with a nonzero signed count. The stack is explicit:
/// a frame is (lcm, next coprime index, signed count). Sums are in i128.
pub fn count_divisible(n: u64, divisors: &[u64]) -> (u64, u64) {
    let (shared, alone) = split_coprime(&reduce(n, divisors));
    let mut none: i128 = 0;
    let mut terms: u64 = 0;
    let mut stack: Vec<(u64, usize, i64)> = Vec::new();
    for (v, c) in lcm_counts(n, &shared) {
        stack.push((v, 0, c));
        while let Some((l, next, c)) = stack.pop() {
            terms += 1;
            none += c as i128 * (n / l) as i128;
            for (j, &p) in alone.iter().enumerate().skip(next) {
                if l as u128 * p as u128 > n as u128 {
                    break; // this and every later (larger) p
                }
                stack.push((l * p, j + 1, -c));
            }
        }
    }
    ((n as i128 - none) as u64, terms - 1)
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
