// judge: acwing-890-divisible WA
// The 2^m loop with the product in 32 bits: two primes near 10^9 wrap around
// (src/inclusion-exclusion/divisible.md, 常见错误).
use std::io::Read;

fn main() {
    let mut s = String::new();
    std::io::stdin().read_to_string(&mut s).unwrap();
    let v: Vec<u32> = s.split_whitespace().map(|t| t.parse().unwrap()).collect();
    let (n, m) = (v[0], v[1] as usize);
    let p = &v[2..2 + m];
    let mut total: i64 = 0;
    for mask in 1u32..(1 << m) {
        let mut prod: u32 = 1;
        let mut over = false;
        for (j, &x) in p.iter().enumerate() {
            if mask >> j & 1 == 1 {
                prod = prod.wrapping_mul(x);
                if prod > n {
                    over = true;
                    break;
                }
            }
        }
        if !over {
            let term = (n / prod) as i64;
            total += if mask.count_ones() % 2 == 1 { term } else { -term };
        }
    }
    println!("{total}");
}
