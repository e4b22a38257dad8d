// judge: atcoder-dp-y-grid-2 WA
// The first-wall recurrence over the walls in input order, without sorting
// them by (row, column) (src/inclusion-exclusion-2/grid-obstacles.md, 常见错误).
use std::io::Read;

const P: u64 = 1_000_000_007;

fn power(mut a: u64, mut e: u64) -> u64 {
    let mut r = 1;
    while e > 0 {
        if e & 1 == 1 {
            r = r * a % P;
        }
        a = a * a % P;
        e >>= 1;
    }
    r
}

fn main() {
    let mut s = String::new();
    std::io::stdin().read_to_string(&mut s).unwrap();
    let v: Vec<u64> = s.split_ascii_whitespace().map(|t| t.parse().unwrap()).collect();
    let (h, w, n) = (v[0], v[1], v[2] as usize);
    let mut pts: Vec<(u64, u64)> = (0..n).map(|i| (v[3 + 2 * i], v[4 + 2 * i])).collect();
    pts.push((h, w));
    let top = (h + w) as usize;
    let mut fact = vec![1u64; top + 1];
    for i in 1..=top {
        fact[i] = fact[i - 1] * i as u64 % P;
    }
    let c = |a: (u64, u64), b: (u64, u64)| -> u64 {
        if b.0 < a.0 || b.1 < a.1 {
            return 0;
        }
        let (x, y) = ((b.0 - a.0) as usize, (b.1 - a.1) as usize);
        fact[x + y] * power(fact[x] * fact[y] % P, P - 2) % P
    };
    let mut first: Vec<u64> = Vec::new();
    for i in 0..pts.len() {
        let mut f = c((1, 1), pts[i]);
        for j in 0..i {
            f = (f + P - first[j] * c(pts[j], pts[i]) % P) % P;
        }
        first.push(f);
    }
    println!("{}", first[n]);
}
