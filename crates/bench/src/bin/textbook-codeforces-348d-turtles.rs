//! Codeforces 348D the textbook way: both turtles move one step at a time,
//! dp[r1][r2] counts the pairs of partial paths after s steps with the upper
//! turtle in row r1 < r2 (the two meet only on the same cell after the same
//! number of steps), a fresh table per step: O((n + m)·n²) time.
use bench::Scanner;

fn main() {
    let mut sc = Scanner::default();
    let n: usize = sc.token();
    let m: usize = sc.token();
    let grid: Vec<Vec<u8>> = (0..n).map(|_| sc.token::<String>().into_bytes()).collect();
    let p = 1_000_000_007u64;
    let free = |r: usize, s: usize| s >= r && s - r < m && grid[r][s - r] == b'.';
    let mut dp = vec![vec![0u64; n]; n];
    if free(0, 1) && free(1, 1) {
        dp[0][1] = 1;
    }
    for s in 2..=n + m - 3 {
        let mut next = vec![vec![0u64; n]; n];
        for r1 in 0..n {
            for r2 in r1 + 1..n {
                if !free(r1, s) || !free(r2, s) {
                    continue;
                }
                let mut v = dp[r1][r2];
                if r1 > 0 {
                    v += dp[r1 - 1][r2];
                }
                if r2 > r1 + 1 {
                    v += dp[r1][r2 - 1];
                }
                if r1 > 0 {
                    v += dp[r1 - 1][r2 - 1];
                }
                next[r1][r2] = v % p;
            }
        }
        dp = next;
    }
    println!("{}", dp[n - 2][n - 1]);
}
