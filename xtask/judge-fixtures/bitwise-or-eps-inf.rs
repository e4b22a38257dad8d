// judge: luogu-3175-bitwise-or WA
// Decides INF with an eps (p < 1e-6 counts as 0), so a rare but possible
// number is ignored (src/inclusion-exclusion-2/min-max.md, 常见错误).
use std::io::Read;

fn main() {
    let mut s = String::new();
    std::io::stdin().read_to_string(&mut s).unwrap();
    let mut it = s.split_ascii_whitespace();
    let n: u32 = it.next().unwrap().parse().unwrap();
    let p: Vec<f64> = it.map(|t| t.parse().unwrap()).collect();
    let full = (1usize << n) - 1;
    let reach = (0..=full).filter(|&i| p[i] > 1e-6).fold(0, |a, i| a | i);
    if reach != full {
        println!("INF");
        return;
    }
    let mut f = p.clone();
    for b in 0..n {
        for s in 0..=full {
            if s >> b & 1 == 1 {
                f[s] += f[s ^ (1 << b)];
            }
        }
    }
    let mut e = 0.0;
    for t in 1..=full {
        let q = f[full] - f[full ^ t];
        e += if t.count_ones() % 2 == 1 { 1.0 / q } else { -1.0 / q };
    }
    println!("{e:.10}");
}
