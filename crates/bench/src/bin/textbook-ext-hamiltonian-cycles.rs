//! ext-hamiltonian-cycles the textbook way: the bitmask DP over paths from
//! vertex 1 (Bellman; Held and Karp), dp[S][v] = the paths from vertex 1
//! through exactly the vertices of S ending at v, a 2^n × n table of u64
//! with `%` at every addition; the closed paths through all n vertices,
//! halved. O(2^n·n²) time, O(2^n·n) memory.
use bench::Scanner;

const MOD: u64 = 998_244_353;

fn main() {
    let mut sc = Scanner::default();
    let n: usize = sc.token();
    let m: usize = sc.token();
    let mut adj = vec![vec![false; n]; n];
    for _ in 0..m {
        let a: usize = sc.token();
        let b: usize = sc.token();
        adj[a - 1][b - 1] = true;
        adj[b - 1][a - 1] = true;
    }
    if n < 3 {
        println!("0");
        return;
    }
    let mut dp = vec![vec![0u64; n]; 1 << n];
    dp[1][0] = 1;
    for s in 1..1usize << n {
        if s & 1 == 0 {
            continue;
        }
        for v in 0..n {
            if dp[s][v] == 0 {
                continue;
            }
            for w in 0..n {
                if adj[v][w] && s >> w & 1 == 0 {
                    dp[s | 1 << w][w] = (dp[s | 1 << w][w] + dp[s][v]) % MOD;
                }
            }
        }
    }
    let full = (1 << n) - 1;
    let mut total = 0;
    for v in 1..n {
        if adj[v][0] {
            total = (total + dp[full][v]) % MOD;
        }
    }
    println!("{}", total * MOD.div_ceil(2) % MOD);
}
