//! Library Checker log_of_set_power_series the textbook way: b = exp(c)
//! split by the block of c that holds the lowest element of S gives
//! c_S = b_S − Σ_{T ∋ min S, T ≠ S} c_T b_{S∖T}, with the submask loop over
//! the rest of S (3^N products in all), one `%` per product.
use bench::Scanner;

const MOD: u64 = 998_244_353;

fn main() {
    let mut sc = Scanner::default();
    let n: u32 = sc.token();
    let len = 1usize << n;
    let b: Vec<u64> = (0..len).map(|_| sc.token()).collect();
    let mut c = vec![0u64; len];
    for s in 1..len {
        let low = s & s.wrapping_neg();
        let rest = s ^ low;
        let mut acc = 0;
        let mut u = rest;
        while u != 0 {
            u = (u - 1) & rest;
            acc = (acc + c[low | u] * b[rest ^ u]) % MOD;
        }
        c[s] = (b[s] + MOD - acc) % MOD;
    }
    let out: Vec<String> = c.iter().map(u64::to_string).collect();
    println!("{}", out.join(" "));
}
