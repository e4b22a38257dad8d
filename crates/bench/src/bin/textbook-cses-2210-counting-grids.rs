//! CSES 2210 the textbook way: the line scanner, each of the four rotations
//! built as a permutation of the n² cells and its cycles counted cell by cell,
//! then Burnside: (Σ 2^cycles) times the inverse of 4. O(n²) time and memory.
use bench::{pow_mod, Scanner};

const P: u64 = 1_000_000_007;

fn main() {
    let mut sc = Scanner::default();
    let n: usize = sc.token();
    let cells = n * n;
    // The quarter turn: (r, c) goes to (c, n − 1 − r).
    let turn: Vec<usize> = (0..cells).map(|i| (i % n) * n + (n - 1 - i / n)).collect();
    let mut perm: Vec<usize> = (0..cells).collect();
    let mut sum = 0;
    for _ in 0..4 {
        let mut seen = vec![false; cells];
        let mut cycles = 0;
        for start in 0..cells {
            if !seen[start] {
                cycles += 1;
                let mut x = start;
                while !seen[x] {
                    seen[x] = true;
                    x = perm[x];
                }
            }
        }
        sum = (sum + pow_mod(2, cycles, P)) % P;
        perm = perm.iter().map(|&j| turn[j]).collect();
    }
    println!("{}", sum * pow_mod(4, P - 2, P) % P);
}
