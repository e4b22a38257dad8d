// AcWing 890 能被整除的数 (AcWing 890 Divisible numbers) — 《博弈论与容斥原理》第“能被整除的数”章 (src/inclusion-exclusion/divisible.md) (en/src/inclusion-exclusion/divisible.md)
use std::io::{self, Read, Write};

/// The most primes the 2^m enumeration accepts (the judge gives at most 16).
const MAX_M: usize = 20;

/// The product of the primes selected by `mask` (bit j selects `primes[j]`),
/// or `None` as soon as a partial product exceeds `n`. Invariant of the loop:
/// `prod <= n`, so `prod * p <= n * p <= 10^18 < 2^64` never overflows u64
/// (`checked_mul` makes that explicit rather than a matter of luck); once the
/// product passes `n` it only grows, and ⌊n / prod⌋ is 0 for it and for any
/// further factor, so the term is 0 and the loop may stop.
fn product_up_to(n: u64, primes: &[u64], mask: u32) -> Option<u64> {
    let mut prod = 1u64;
    for (j, &p) in primes.iter().enumerate() {
        if mask >> j & 1 == 1 {
            prod = prod.checked_mul(p).filter(|&q| q <= n)?;
        }
    }
    Some(prod)
}

/// |A_1 ∪ … ∪ A_m| with A_j = the multiples of `primes[j]` in 1..=n. Every
/// nonempty mask is one term of the inclusion–exclusion sum: an odd number of
/// selected sets adds ⌊n / product⌋, an even number subtracts it. For distinct
/// primes (more generally, pairwise coprime numbers) the product is the least
/// common multiple, so ⌊n / product⌋ counts the intersection exactly. Partial
/// sums stay within ±(2^m − 1) · n <= 2^20 · 10^9, far inside i64.
fn count_divisible(n: u64, primes: &[u64]) -> u64 {
    let m = primes.len();
    let mut total: i64 = 0;
    for mask in 1u32..1 << m {
        if let Some(prod) = product_up_to(n, primes, mask) {
            let term = (n / prod) as i64;
            if mask.count_ones() % 2 == 1 {
                total += term;
            } else {
                total -= term;
            }
        }
    }
    total as u64
}

/// Greatest common divisor (Euclid).
fn gcd(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

/// Read one number in 1..=10^9 (the judge's limits); `what` names it in the
/// error message.
fn number<'a>(tokens: &mut impl Iterator<Item = &'a str>, what: &str) -> Result<u64, String> {
    let t = tokens
        .next()
        .ok_or_else(|| format!("input ended before {what}"))?;
    match t.parse::<u64>() {
        Ok(v) if (1..=1_000_000_000).contains(&v) => Ok(v),
        _ => Err(format!("{what} ({t:?}) is not an integer in 1..=10^9")),
    }
}

/// Parse "n m p_1 … p_m". The numbers must be pairwise coprime (distinct
/// primes are); otherwise a product is not the lcm and the count would be wrong.
fn parse(input: &str) -> Result<(u64, Vec<u64>), String> {
    let mut tokens = input.split_ascii_whitespace();
    let n = number(&mut tokens, "n")?;
    let m = number(&mut tokens, "m")?;
    if m > MAX_M as u64 {
        return Err(format!(
            "m = {m}: this program enumerates 2^m terms and accepts m <= {MAX_M}"
        ));
    }
    let mut primes = Vec::with_capacity(m as usize);
    for i in 1..=m {
        let p = number(&mut tokens, &format!("p_{i}"))?;
        for (j, &q) in primes.iter().enumerate() {
            if gcd(p, q) != 1 {
                return Err(format!(
                    "p_{} = {q} and p_{i} = {p} are not coprime (the primes must be distinct)",
                    j + 1
                ));
            }
        }
        primes.push(p);
    }
    Ok((n, primes))
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
    let (n, primes) = match read_input().and_then(|input| parse(&input)) {
        Ok(v) => v,
        Err(e) => {
            eprintln!("bad input: {e}");
            std::process::exit(1);
        }
    };
    let mut out = io::stdout().lock();
    writeln!(out, "{}", count_divisible(n, &primes)).expect("failed to write stdout");
}
