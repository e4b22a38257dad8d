//! Library Checker exp_of_set_power_series the textbook way: the block that
//! holds the lowest element of S, g_S = Σ_{T ⊆ S, min S ∈ T} b_T g_{S∖T},
//! with the submask loop over the rest of S (3^N products in all), one `%`
//! per product.
use bench::Scanner;

const MOD: u64 = 998_244_353;

fn main() {
    let mut sc = Scanner::default();
    let n: u32 = sc.token();
    let len = 1usize << n;
    let b: Vec<u64> = (0..len).map(|_| sc.token()).collect();
    let mut g = vec![0u64; len];
    g[0] = 1;
    for s in 1..len {
        let low = s & s.wrapping_neg();
        let rest = s ^ low;
        let mut u = rest;
        loop {
            g[s] = (g[s] + b[low | u] * g[rest ^ u]) % MOD;
            if u == 0 {
                break;
            }
            u = (u - 1) & rest;
        }
    }
    let out: Vec<String> = g.iter().map(u64::to_string).collect();
    println!("{}", out.join(" "));
}
