// Library Checker nim_product_64 — 《博弈论与容斥原理》第“Nim 积与 Nim 域”章 (src/nimbers/nim-product.md)
use std::io::{self, Read, Write};

/// The nim product of a, b < 2^(2^k) with `half` = 2^(k-1) bits, by halves:
/// with F = 2^half, a = F·a1 + a0 and b = F·b1 + b0 (a1, a0, b1, b0 < F),
/// a ⊗ b = F·(a1⊗b1 ⊕ a1⊗b0 ⊕ a0⊗b1) ⊕ a0⊗b0 ⊕ (a1⊗b1)⊗(F/2),
/// because F ⊗ x = F·x for x < F and F ⊗ F = F ⊕ F/2. The middle sum is
/// (a1⊕a0)⊗(b1⊕b0) ⊕ a0⊗b0, so three products of halves. Depth ≤ 6.
fn nim_mul_halves(a: u64, b: u64, half: u32) -> u64 {
    if half == 0 {
        return a & b;
    }
    let mask = (1u64 << half) - 1;
    let (a1, a0, b1, b0) = (a >> half, a & mask, b >> half, b & mask);
    let low = nim_mul_halves(a0, b0, half / 2);
    let high = nim_mul_halves(a1, b1, half / 2);
    let mid = nim_mul_halves(a1 ^ a0, b1 ^ b0, half / 2) ^ low;
    (mid << half) ^ low ^ nim_mul_halves(high, 1u64 << (half - 1), half / 2)
}

/// The nim product of two 64-bit numbers, F = 2^32.
fn nim_mul_slow(a: u64, b: u64) -> u64 {
    nim_mul_halves(a, b, 32)
}

/// Tables for the product of 64-bit numbers byte by byte.
/// `bytes[x·256 + y]` = x ⊗ y for bytes x, y (the field of 256 nimbers);
/// `shifted[(i·8 + j)·256 + z]` = 2^(8i) ⊗ 2^(8j) ⊗ z for a byte z.
struct NimTables {
    bytes: Vec<u8>,
    shifted: Vec<u64>,
}

impl NimTables {
    /// 256² byte products and 8·8·8 slow products; the rest by linearity in z.
    fn new() -> NimTables {
        let mut bytes = vec![0u8; 256 * 256];
        for x in 0..256u64 {
            for y in 0..256u64 {
                bytes[(x * 256 + y) as usize] = nim_mul_halves(x, y, 4) as u8;
            }
        }
        let mut shifted = vec![0u64; 64 * 256];
        for i in 0..8 {
            for j in 0..8 {
                let base = (i * 8 + j) * 256;
                let p = nim_mul_slow(1u64 << (8 * i), 1u64 << (8 * j));
                for z in 1..256usize {
                    let low = z & z.wrapping_neg();
                    shifted[base + z] = if low == z {
                        nim_mul_slow(p, z as u64)
                    } else {
                        shifted[base + (z ^ low)] ^ shifted[base + low]
                    };
                }
            }
        }
        NimTables { bytes, shifted }
    }

    /// a ⊗ b = ⊕ over byte pairs of (2^(8i) ⊗ 2^(8j)) ⊗ (a_i ⊗ b_j):
    /// 2^(8i)·a_i = 2^(8i) ⊗ a_i, and ⊗ distributes over ⊕. 64 lookups.
    fn mul(&self, a: u64, b: u64) -> u64 {
        let mut r = 0;
        for i in 0..8 {
            let ai = ((a >> (8 * i)) & 255) as usize;
            if ai == 0 {
                continue;
            }
            let row = &self.bytes[ai * 256..ai * 256 + 256];
            for j in 0..8 {
                let bj = ((b >> (8 * j)) & 255) as usize;
                r ^= self.shifted[(i * 8 + j) * 256 + row[bj] as usize];
            }
        }
        r
    }
}

/// Parse one unsigned decimal below 2^64 at `pos`, skipping ASCII whitespace first.
fn next_u64(s: &[u8], pos: &mut usize, what: &dyn Fn() -> String) -> Result<u64, String> {
    while *pos < s.len() && s[*pos].is_ascii_whitespace() {
        *pos += 1;
    }
    let start = *pos;
    let mut v: u64 = 0;
    while *pos < s.len() && !s[*pos].is_ascii_whitespace() {
        let c = s[*pos];
        if !c.is_ascii_digit() {
            return Err(format!("{} is not a non-negative integer", what()));
        }
        v = v
            .checked_mul(10)
            .and_then(|v| v.checked_add((c - b'0') as u64))
            .ok_or_else(|| format!("{} is 2^64 or more", what()))?;
        *pos += 1;
    }
    if start == *pos {
        return Err(format!("{} is missing", what()));
    }
    Ok(v)
}

/// Parse "T, then T lines A B" and answer each product on its own line.
fn solve(input: &[u8]) -> Result<Vec<u8>, String> {
    let mut pos = 0;
    let t = next_u64(input, &mut pos, &|| "T".to_string())?;
    let tables = NimTables::new();
    let mut out = Vec::with_capacity((t.min(1 << 20) as usize) * 21);
    let mut digits = [0u8; 20];
    for i in 1..=t {
        let a = next_u64(input, &mut pos, &|| format!("A of pair {i} (of T = {t})"))?;
        let b = next_u64(input, &mut pos, &|| format!("B of pair {i} (of T = {t})"))?;
        let mut v = tables.mul(a, b);
        let mut k = digits.len();
        loop {
            k -= 1;
            digits[k] = b'0' + (v % 10) as u8;
            v /= 10;
            if v == 0 {
                break;
            }
        }
        out.extend_from_slice(&digits[k..]);
        out.push(b'\n');
    }
    while pos < input.len() && input[pos].is_ascii_whitespace() {
        pos += 1;
    }
    if pos < input.len() {
        return Err(format!("unexpected text after the {t} pairs"));
    }
    Ok(out)
}

fn main() {
    let mut bytes = Vec::new();
    if let Err(e) = io::stdin().read_to_end(&mut bytes) {
        eprintln!("bad input: cannot read stdin: {e}");
        std::process::exit(1);
    }
    let result = match std::str::from_utf8(&bytes) {
        Ok(_) => solve(&bytes),
        Err(_) => Err("the input is not UTF-8 text".to_string()),
    };
    match result {
        Ok(answer) => {
            let mut out = io::stdout().lock();
            out.write_all(&answer).expect("failed to write stdout");
        }
        Err(e) => {
            eprintln!("bad input: {e}");
            std::process::exit(1);
        }
    }
}
