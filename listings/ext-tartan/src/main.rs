// 本书题：两个翻硬币游戏的乘积（Tartan 定理） (The product of two coin-turning games (the Tartan theorem); this book's own format) — 《博弈论与容斥原理》第“游戏的乘积与 Tartan 定理”章 (src/nimbers/tartan.md) (en/src/nimbers/tartan.md)
use std::io::{self, Read, Write};

/// The largest board side: coordinates are below this.
const SIDE: u64 = 100_000;
/// The most heads in one input.
const MAX_HEADS: u64 = 100_000;

/// The one-dimensional coin-turning games a factor may be (coins from 0).
#[derive(Clone, Copy)]
enum Factor {
    /// Turn a block of consecutive coins ending at x: value lowbit(x + 1).
    Ruler,
    /// Turn x and exactly one coin left of it: value x.
    Twins,
    /// Turn x and at most one coin left of it (Turning Turtles): value x + 1.
    Turtles,
    /// Turn x and at most two coins left of it (Mock Turtles): the x-th odious number.
    Mock,
}

/// The SG value of a single head at position x < 10^5 of the factor game;
/// below 2^18, so products stay in the field of 2^32 nimbers.
fn single_value(g: Factor, x: u64) -> u64 {
    match g {
        Factor::Ruler => (x + 1) & (x + 1).wrapping_neg(),
        Factor::Twins => x,
        Factor::Turtles => x + 1,
        // Of 2x and 2x + 1 exactly one has an odd number of ones.
        Factor::Mock => 2 * x + ((x.count_ones() + 1) % 2) as u64,
    }
}

/// Products of two nibbles and of two bytes, filled small to large.
struct Tables {
    /// x ⊗ y for x, y < 16 (row-major), once filled.
    nibbles: Vec<u8>,
    /// x ⊗ y for x, y < 256 (row-major), once filled.
    bytes: Vec<u8>,
}

impl Tables {
    /// The nibble table by recursion, then the byte table from it
    /// (256 + 65 536 products of a few steps each).
    fn new() -> Tables {
        let mut t = Tables {
            nibbles: Vec::new(),
            bytes: Vec::new(),
        };
        t.nibbles = (0..256u64)
            .map(|k| t.mul(k / 16, k % 16, 2) as u8)
            .collect();
        t.bytes = (0..65536u64)
            .map(|k| t.mul(k / 256, k % 256, 4) as u8)
            .collect();
        t
    }

    /// The nim product of a, b < 2^(2·half) by halves: F = 2^half,
    /// a ⊗ b = F·(a1b1 ⊕ a1b0 ⊕ a0b1) ⊕ a0b0 ⊕ (a1b1) ⊗ (F/2). Depth ≤ 5;
    /// products of two nibbles or two bytes come from the filled tables.
    fn mul(&self, a: u64, b: u64, half: u32) -> u64 {
        match half {
            0 => return a & b,
            2 if !self.nibbles.is_empty() => return self.nibbles[(a * 16 + b) as usize] as u64,
            4 if !self.bytes.is_empty() => return self.bytes[(a * 256 + b) as usize] as u64,
            _ => {}
        }
        let mask = (1u64 << half) - 1;
        let (a1, a0, b1, b0) = (a >> half, a & mask, b >> half, b & mask);
        let low = self.mul(a0, b0, half / 2);
        let high = self.mul(a1, b1, half / 2);
        let mid = self.mul(a1 ^ a0, b1 ^ b0, half / 2) ^ low;
        (mid << half) ^ low ^ self.mul(high, 1u64 << (half - 1), half / 2)
    }
}

fn factor(name: &str) -> Result<Factor, String> {
    match name {
        "ruler" => Ok(Factor::Ruler),
        "twins" => Ok(Factor::Twins),
        "turtles" => Ok(Factor::Turtles),
        "mock" => Ok(Factor::Mock),
        _ => Err(format!(
            "unknown game {name:?} (expected ruler, twins, turtles or mock)"
        )),
    }
}

/// Parse "G1 G2, k, then k heads x y" and give the SG value of the product
/// position: the xor over the heads of g1(x) ⊗ g2(y) (Tartan theorem).
fn solve(input: &str) -> Result<String, String> {
    let mut tokens = input.split_ascii_whitespace();
    let g1 = factor(tokens.next().ok_or("empty input: expected two games")?)?;
    let g2 = factor(tokens.next().ok_or("expected a second game")?)?;
    let mut number = |what: String, below: u64| -> Result<u64, String> {
        let tok = tokens.next().ok_or(format!("missing {what}"))?;
        let v: u64 = tok
            .parse()
            .map_err(|_| format!("{what} ({tok:?}) is not a non-negative integer"))?;
        if v >= below {
            return Err(format!("{what} = {v} is not below {below}"));
        }
        Ok(v)
    };
    let k = number("k".to_string(), MAX_HEADS + 1)?;
    let mut heads = Vec::with_capacity(k as usize);
    for i in 1..=k {
        let x = number(format!("x of head {i} (of k = {k})"), SIDE)?;
        let y = number(format!("y of head {i}"), SIDE)?;
        heads.push((x, y));
    }
    if let Some(extra) = tokens.next() {
        return Err(format!("unexpected {extra:?} after the {k} heads"));
    }
    let mut sorted = heads.clone();
    sorted.sort_unstable();
    if let Some(w) = sorted.windows(2).find(|w| w[0] == w[1]) {
        return Err(format!("the coin ({}, {}) is listed twice", w[0].0, w[0].1));
    }
    let tables = Tables::new();
    let sg = heads.iter().fold(0, |acc, &(x, y)| {
        acc ^ tables.mul(single_value(g1, x), single_value(g2, y), 16)
    });
    let who = if sg != 0 { "first" } else { "second" };
    Ok(format!("{sg} {who}\n"))
}

fn main() {
    let mut bytes = Vec::new();
    if let Err(e) = io::stdin().read_to_end(&mut bytes) {
        eprintln!("bad input: cannot read stdin: {e}");
        std::process::exit(1);
    }
    let result = match std::str::from_utf8(&bytes) {
        Ok(text) => solve(text),
        Err(_) => Err("the input is not UTF-8 text".to_string()),
    };
    match result {
        Ok(answer) => {
            let mut out = io::stdout().lock();
            out.write_all(answer.as_bytes())
                .expect("failed to write stdout");
        }
        Err(e) => {
            eprintln!("bad input: {e}");
            std::process::exit(1);
        }
    }
}
