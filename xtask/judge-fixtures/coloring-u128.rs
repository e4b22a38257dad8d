// judge: luogu-2594-coloring-game WA
// Keeps the board's SG value in a u128 and shifts with wrapping_shl: the
// value 2^(i+j) of a cell with i + j ≥ 128 lands on the wrong bit
// (src/nimbers/coin-turning.md, 常见错误).
use std::io::Read;

fn main() {
    let mut s = String::new();
    std::io::stdin().read_to_string(&mut s).unwrap();
    let mut t = s.split_whitespace();
    let games: usize = t.next().unwrap().parse().unwrap();
    for _ in 0..games {
        let n: usize = t.next().unwrap().parse().unwrap();
        let _m: usize = t.next().unwrap().parse().unwrap();
        let mut v: u128 = 0;
        for i in 0..n {
            for (j, c) in t.next().unwrap().bytes().enumerate() {
                if c == b'T' {
                    let bit = if i == 0 || j == 0 { (i + j + 1).trailing_zeros() } else { (i + j) as u32 };
                    v ^= 1u128.wrapping_shl(bit);
                }
            }
        }
        println!("{}", if v != 0 { "-_-" } else { "=_=" });
    }
}
