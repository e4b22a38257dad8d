// judge: luogu-4859-nothing-to-fear WA
// Prints the "at least" count f(t) = h_n(t)·(n − t)! as if it were the answer:
// the binomial inversion is forgotten (src/inclusion-exclusion-2/binomial-inversion.md, 常见错误).
use std::io::Read;

const P: u64 = 1_000_000_009;

fn main() {
    let mut s = String::new();
    std::io::stdin().read_to_string(&mut s).unwrap();
    let v: Vec<u64> = s.split_ascii_whitespace().map(|t| t.parse().unwrap()).collect();
    let (n, k) = (v[0] as usize, v[1] as usize);
    let mut a = v[2..2 + n].to_vec();
    let mut b = v[2 + n..2 + 2 * n].to_vec();
    if (n + k) % 2 == 1 {
        println!("0");
        return;
    }
    a.sort_unstable();
    b.sort_unstable();
    let mut h = vec![0u64; n + 1];
    h[0] = 1;
    let mut below = 0;
    for (i, &c) in a.iter().enumerate() {
        while below < n && b[below] < c {
            below += 1;
        }
        for j in (1..=i + 1).rev() {
            if below >= j {
                h[j] = (h[j] + h[j - 1] * (below - j + 1) as u64) % P;
            }
        }
    }
    let t = (n + k) / 2;
    let fact = (1..=(n - t) as u64).fold(1u64, |f, x| f * x % P);
    println!("{}", h[t] * fact % P);
}
