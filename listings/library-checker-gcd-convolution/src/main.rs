// Library Checker gcd_convolution — 《博弈论与容斥原理》第“整除格：gcd 卷积与 lcm 卷积（Library Checker）”章 (src/lattices/divisor-lattice.md) (en/src/lattices/divisor-lattice.md)
use std::io::{self, Read, Write};

const MOD: u32 = 998_244_353;
/// The largest N accepted (the judge gives N ≤ 10^6).
const N_MAX: u64 = 10_000_000;

/// The primes up to n, by the sieve of Eratosthenes.
fn primes_up_to(n: usize) -> Vec<usize> {
    let mut composite = vec![false; n + 1];
    let mut primes = Vec::new();
    for p in 2..=n {
        if !composite[p] {
            primes.push(p);
            let mut m = p * p;
            while m <= n {
                composite[m] = true;
                m += p;
            }
        }
    }
    primes
}

/// Zeta transform over multiples mod MOD, in place on f[1..=n]: afterwards
/// f[d] = Σ_{d | k ≤ n} f_old[k]. One pass per prime p (a "coordinate": the
/// exponent of p): f[i] += f[i·p] for i from n/p down, so f[i·p] already
/// holds its sum over i·p, i·p², … Invariant: after the passes for the
/// primes p_1 … p_t, f[d] sums f_old[d·m] over the m ≤ n/d whose prime
/// factors are among p_1 … p_t.
fn zeta_multiples(f: &mut [u32], primes: &[usize]) {
    let n = f.len() - 1;
    for &p in primes {
        for i in (1..=n / p).rev() {
            let s = f[i] + f[i * p];
            f[i] = if s >= MOD { s - MOD } else { s };
        }
    }
}

/// Möbius transform over multiples mod MOD, the inverse of `zeta_multiples`:
/// each prime's pass undone in ascending i (f[i·p] is read before it changes).
fn mobius_multiples(f: &mut [u32], primes: &[usize]) {
    let n = f.len() - 1;
    for &p in primes {
        for i in 1..=n / p {
            let (x, y) = (f[i], f[i * p]);
            f[i] = if x >= y { x - y } else { x + MOD - y };
        }
    }
}

/// c_k = Σ_{gcd(i, j) = k} a_i b_j mod MOD (index 0 unused): gcd(i, j) is a
/// multiple of d exactly when both i and j are, so the zeta transforms over
/// multiples multiply pointwise.
fn gcd_convolution(mut a: Vec<u32>, mut b: Vec<u32>) -> Vec<u32> {
    let primes = primes_up_to(a.len() - 1);
    zeta_multiples(&mut a, &primes);
    zeta_multiples(&mut b, &primes);
    for (x, y) in a.iter_mut().zip(&b) {
        *x = (u64::from(*x) * u64::from(*y) % u64::from(MOD)) as u32;
    }
    mobius_multiples(&mut a, &primes);
    a
}

/// The next whitespace-separated token of `bytes` from `*pos`.
fn token<'a>(bytes: &'a [u8], pos: &mut usize) -> Option<&'a [u8]> {
    while *pos < bytes.len() && bytes[*pos].is_ascii_whitespace() {
        *pos += 1;
    }
    let start = *pos;
    while *pos < bytes.len() && !bytes[*pos].is_ascii_whitespace() {
        *pos += 1;
    }
    (start < *pos).then(|| &bytes[start..*pos])
}

/// A token of decimal digits as a number at most `max`.
fn number(t: &[u8], max: u64) -> Option<u64> {
    let mut v: u64 = 0;
    for &c in t {
        if !c.is_ascii_digit() {
            return None;
        }
        v = v.checked_mul(10)?.checked_add(u64::from(c - b'0'))?;
    }
    (v <= max).then_some(v)
}

/// Parse "N a_1 … a_N b_1 … b_N" with 1 ≤ N ≤ 10^7 and every value below
/// MOD; the arrays get an unused entry 0 in front.
fn parse(input: &[u8]) -> Result<(Vec<u32>, Vec<u32>), String> {
    let text = |t: &[u8]| String::from_utf8_lossy(t).into_owned();
    let mut pos = 0;
    let t = token(input, &mut pos).ok_or("empty input: expected N")?;
    let n = number(t, N_MAX)
        .filter(|&n| n >= 1)
        .ok_or_else(|| format!("N ({:?}) is not an integer in 1..=10^7", text(t)))?;
    let len = n as usize;
    let mut arrays = [Vec::with_capacity(len + 1), Vec::with_capacity(len + 1)];
    for (name, v) in ["a", "b"].iter().zip(arrays.iter_mut()) {
        v.push(0);
        for i in 1..=len {
            let t = token(input, &mut pos)
                .ok_or_else(|| format!("expected {len} values of {name}, found {}", i - 1))?;
            let x = number(t, u64::from(MOD) - 1).ok_or_else(|| {
                format!(
                    "{name}_{i} ({:?}) is not an integer in 0..998244353",
                    text(t)
                )
            })?;
            v.push(x as u32);
        }
    }
    let [a, b] = arrays;
    Ok((a, b))
}

/// The decimal digits of `v` and a separator, appended to `out`.
fn push_number(out: &mut Vec<u8>, mut v: u32, sep: u8) {
    let mut digits = [0u8; 10];
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
        .and_then(|_| parse(&bytes));
    let (a, b) = match parsed {
        Ok(ab) => ab,
        Err(e) => {
            eprintln!("bad input: {e}");
            std::process::exit(1);
        }
    };
    let c = gcd_convolution(a, b);
    let mut out = Vec::with_capacity(c.len() * 11);
    for (k, &v) in c.iter().enumerate().skip(1) {
        push_number(&mut out, v, if k + 1 == c.len() { b'\n' } else { b' ' });
    }
    io::stdout()
        .lock()
        .write_all(&out)
        .expect("failed to write stdout");
}
