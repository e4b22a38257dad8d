// 洛谷 P1446 [HNOI2008] Cards — 《博弈论与容斥原理》第“波利亚计数定理（洛谷 P1446）”章 (src/primes-orbits/polya.md) (en/src/primes-orbits/polya.md)
use std::io::{self, Read, Write};

/// The input: the color counts, the modulus and the m shuffles (0-based:
/// after shuffle x, position i holds the card that was at x[i]).
struct Input {
    red: usize,
    blue: usize,
    green: usize,
    p: u64,
    shuffles: Vec<Vec<usize>>,
}

/// The lengths of the cycles of the permutation `x` of 0..n.
fn cycle_lengths(x: &[usize]) -> Vec<usize> {
    let mut seen = vec![false; x.len()];
    let mut lengths = Vec::new();
    for start in 0..x.len() {
        let mut len = 0;
        let mut i = start;
        while !seen[i] {
            seen[i] = true;
            i = x[i];
            len += 1;
        }
        if len > 0 {
            lengths.push(len);
        }
    }
    lengths
}

/// The colorings with `red`, `blue` and `green` cards (the card counts add
/// up to the sum of `cycles`) that a shuffle with these cycle lengths leaves
/// unchanged, modulo p. Such a coloring is constant on every cycle, so it is
/// one color per cycle: a knapsack over the cycles, each cycle going whole
/// into one color. `f[i][j]`: the ways to color the cycles seen so far with
/// i red and j blue cards (the rest of them green).
fn fixed_colorings(cycles: &[usize], red: usize, blue: usize, p: u64) -> u64 {
    let w = blue + 1;
    let mut f = vec![0u64; (red + 1) * w];
    f[0] = 1;
    for &len in cycles {
        // Downwards in i and j, so f[i - len][j] and f[i][j - len] still hold
        // the counts before this cycle; f[i][j] itself is the cycle in green.
        for i in (0..=red).rev() {
            for j in (0..=blue).rev() {
                let mut v = f[i * w + j];
                if i >= len {
                    v += f[(i - len) * w + j];
                }
                if j >= len {
                    v += f[i * w + j - len];
                }
                f[i * w + j] = v % p;
            }
        }
    }
    f[red * w + blue]
}

/// The inverse of a modulo the prime p, for 1 ≤ a < p: the x in 1..p with
/// a·x ≡ 1, found by trying each (p < 100).
fn inverse(a: u64, p: u64) -> u64 {
    (1..p)
        .find(|&x| a * x % p == 1)
        .expect("a nonzero residue modulo a prime has an inverse")
}

/// The number of colorings up to the shuffles, modulo p, by Burnside's
/// lemma: the group is the m shuffles and the identity (not shuffling), so
/// the average of the fixed counts is their sum divided by m + 1, which is
/// invertible since m + 1 < p and p is prime.
fn distinct_colorings(input: &Input) -> u64 {
    let n = input.red + input.blue + input.green;
    let identity = vec![1; n];
    let mut total = fixed_colorings(&identity, input.red, input.blue, input.p);
    for x in &input.shuffles {
        let cycles = cycle_lengths(x);
        total = (total + fixed_colorings(&cycles, input.red, input.blue, input.p)) % input.p;
    }
    let group = input.shuffles.len() as u64 + 1;
    total * inverse(group, input.p) % input.p
}

/// Is p prime? Trial division (p < 100).
fn is_prime(p: u64) -> bool {
    p >= 2 && (2..p).take_while(|d| d * d <= p).all(|d| p % d != 0)
}

/// Parse "Sr Sb Sg m P" and m permutations of 1..=n; `Err` says what is wrong.
fn parse(text: &str) -> Result<Input, String> {
    let mut tokens = text.split_ascii_whitespace();
    let mut number = |what: &str, max: u64| -> Result<u64, String> {
        let t = tokens
            .next()
            .ok_or_else(|| format!("expected {what}, found the end"))?;
        match t.parse::<u64>() {
            Ok(v) if v <= max => Ok(v),
            _ => Err(format!("{what}: {t:?} is not an integer in 0..={max}")),
        }
    };
    let red = number("Sr", 20)? as usize;
    let blue = number("Sb", 20)? as usize;
    let green = number("Sg", 20)? as usize;
    let m = number("m", 60)? as usize;
    let p = number("P", 99)?;
    if p <= m as u64 + 1 || !is_prime(p) {
        return Err(format!("P = {p} is not a prime with m + 1 < P < 100"));
    }
    let n = red + blue + green;
    let mut shuffles = Vec::with_capacity(m);
    for k in 1..=m {
        let mut x = Vec::with_capacity(n);
        let mut used = vec![false; n];
        for _ in 0..n {
            let v = number(&format!("shuffle {k}"), n as u64)? as usize;
            if v == 0 || used[v - 1] {
                return Err(format!("shuffle {k} is not a permutation of 1..={n}"));
            }
            used[v - 1] = true;
            x.push(v - 1);
        }
        shuffles.push(x);
    }
    if let Some(t) = tokens.next() {
        return Err(format!("unexpected {t:?} after the {m} shuffles"));
    }
    Ok(Input {
        red,
        blue,
        green,
        p,
        shuffles,
    })
}

fn main() {
    let mut bytes = Vec::new();
    if let Err(e) = io::stdin().read_to_end(&mut bytes) {
        eprintln!("bad input: cannot read stdin: {e}");
        std::process::exit(1);
    }
    let parsed = std::str::from_utf8(&bytes)
        .map_err(|_| "stdin is not UTF-8 text".to_string())
        .and_then(parse);
    let input = match parsed {
        Ok(i) => i,
        Err(e) => {
            eprintln!("bad input: {e}");
            std::process::exit(1);
        }
    };
    let mut out = io::stdout().lock();
    writeln!(out, "{}", distinct_colorings(&input)).expect("failed to write stdout");
}
