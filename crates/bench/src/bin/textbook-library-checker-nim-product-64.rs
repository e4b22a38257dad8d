//! Library Checker nim_product_64 the textbook way: the line scanner,
//! `println!` per pair, and the plain recursion on halves with four products
//! of halves per level (no tables, no Karatsuba).
use bench::Scanner;

/// a ⊗ b for a, b < 2^(2·half): a = F·a1 + a0, F = 2^half,
/// a ⊗ b = F·(a1b1 ⊕ a1b0 ⊕ a0b1) ⊕ a0b0 ⊕ a1b1 ⊗ (F/2).
fn nim_mul(a: u64, b: u64, half: u32) -> u64 {
    if half == 0 {
        return a & b;
    }
    let mask = (1u64 << half) - 1;
    let (a1, a0, b1, b0) = (a >> half, a & mask, b >> half, b & mask);
    let hh = nim_mul(a1, b1, half / 2);
    let hl = nim_mul(a1, b0, half / 2) ^ nim_mul(a0, b1, half / 2);
    let ll = nim_mul(a0, b0, half / 2);
    ((hh ^ hl) << half) ^ ll ^ nim_mul(hh, 1 << (half - 1), half / 2)
}

fn main() {
    let mut sc = Scanner::default();
    let t: usize = sc.token();
    for _ in 0..t {
        let a: u64 = sc.token();
        let b: u64 = sc.token();
        println!("{}", nim_mul(a, b, 32));
    }
}
