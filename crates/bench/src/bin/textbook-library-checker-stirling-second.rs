//! Library Checker stirling_number_of_the_second_kind the textbook way: the
//! triangle S(m, k) = k·S(m−1, k) + S(m−1, k−1) row by row up to m = N
//! (O(N²) steps, one row kept), one `%` per step, one `print!` per number.
use bench::Scanner;

const MOD: u64 = 998_244_353;

fn main() {
    let mut sc = Scanner::default();
    let n: usize = sc.token();
    let mut row = vec![0u64; n + 1];
    row[0] = 1;
    for m in 1..=n {
        for k in (1..=m).rev() {
            row[k] = (k as u64 * row[k] + row[k - 1]) % MOD;
        }
        row[0] = 0;
    }
    for (k, s) in row.iter().enumerate() {
        if k > 0 {
            print!(" ");
        }
        print!("{s}");
    }
    println!();
}
