// Library Checker montmort_number_mod — 《博弈论与容斥原理》第“错排（CSES 1717）”章 (src/inclusion-exclusion/derangements.md) (en/src/inclusion-exclusion/derangements.md)
use std::io::{self, Read, Write};

/// The largest N accepted (the judge gives N ≤ 10^6).
const N_MAX: u64 = 10_000_000;
/// The largest modulus (the statement's 1 ≤ M ≤ 10^9).
const M_MAX: u64 = 1_000_000_000;

/// D(1), …, D(n) mod m, where D(k) counts the permutations of k items with no
/// fixed point: D(0) = 1, D(1) = 0, D(k) = (k − 1)(D(k − 1) + D(k − 2)).
/// Only + and × appear, so the recurrence holds modulo any m ≥ 1 (m = 1 gives
/// all zeros); no inverse of k! is needed. Residues are below m ≤ 10^9, their
/// sum below 2·10^9, times k − 1 < 10^7: below 2·10^16 < 2^64; each residue
/// is below 10^9 < 2^32 and is stored as u32.
fn derangements_mod(n: usize, m: u64) -> Vec<u32> {
    let mut d: Vec<u32> = Vec::with_capacity(n);
    let (mut before, mut last) = (1 % m, 0u64);
    for k in 1..=n as u64 {
        if k >= 2 {
            let next = (k - 1) * ((before + last) % m) % m;
            before = last;
            last = next;
        }
        d.push(last as u32);
    }
    d
}

/// Parse "N M" with 1 ≤ N ≤ 10^7 and 1 ≤ M ≤ 10^9.
fn parse(input: &str) -> Result<(usize, u64), String> {
    let mut tokens = input.split_ascii_whitespace();
    let mut next = |name: &str, max: u64, range: &str| -> Result<u64, String> {
        let t = tokens
            .next()
            .ok_or_else(|| format!("expected {name}, found the end of the input"))?;
        t.parse::<u64>()
            .ok()
            .filter(|v| (1..=max).contains(v))
            .ok_or_else(|| format!("{name} ({t:?}) is not an integer in {range}"))
    };
    let n = next("N", N_MAX, "1..=10^7")?;
    let m = next("M", M_MAX, "1..=10^9")?;
    Ok((n as usize, m))
}

/// The decimal digits of `v` and a separator, appended to `out`.
fn push_number(out: &mut Vec<u8>, mut v: u64, sep: u8) {
    let mut digits = [0u8; 20];
    let mut i = digits.len();
    loop {
        i -= 1;
        digits[i] = b'0' + (v % 10) as u8;
        v /= 10;
        if v == 0 {
            break;
        }
    }
    out.extend_from_slice(&digits[i..]);
    out.push(sep);
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
    let (n, m) = match parsed {
        Ok(nm) => nm,
        Err(e) => {
            eprintln!("bad input: {e}");
            std::process::exit(1);
        }
    };
    let d = derangements_mod(n, m);
    let mut out = Vec::with_capacity(n * 11);
    for (k, &v) in d.iter().enumerate() {
        push_number(
            &mut out,
            u64::from(v),
            if k + 1 == n { b'\n' } else { b' ' },
        );
    }
    io::stdout()
        .lock()
        .write_all(&out)
        .expect("failed to write stdout");
}
