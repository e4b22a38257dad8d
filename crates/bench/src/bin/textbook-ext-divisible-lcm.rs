//! ext-divisible-lcm the textbook way: AcWing 890's loop over all 2^m
//! subsets as bitmasks, the lcm of each (in u128, stopping once it passes n),
//! added or subtracted by the parity of the subset's size.
use bench::Scanner;

fn gcd(a: u128, b: u128) -> u128 {
    if b == 0 {
        a
    } else {
        gcd(b, a % b)
    }
}

fn main() {
    let mut sc = Scanner::default();
    while let Some(n) = sc.token_opt::<u64>() {
        let m: usize = sc.token();
        let a: Vec<u128> = (0..m).map(|_| sc.token::<u64>() as u128).collect();
        let n = n as u128;
        let mut res: i128 = 0;
        for mask in 1u64..(1u64 << m) {
            let mut t: u128 = 1;
            let mut cnt = 0;
            for (j, &p) in a.iter().enumerate() {
                if mask >> j & 1 == 1 {
                    t = t / gcd(t, p) * p;
                    cnt += 1;
                    if t > n {
                        break;
                    }
                }
            }
            if t <= n {
                if cnt % 2 == 1 {
                    res += (n / t) as i128;
                } else {
                    res -= (n / t) as i128;
                }
            }
        }
        println!("{res}");
    }
}
