//! CSES 2210 the textbook way: the line scanner, each of the four rotations
//! built as a permutation of the n² cells and its cycles counted cell by cell,
//! then Burnside: (Σ 2^cycles) times the inverse of 4. O(n²) time and memory.
use bench::Scanner;

const P: u64 = 1_000_000_007;

fn pow_mod(mut a: u64, mut e: u64) -> u64 {
    let mut r = 1;
    a %= P;
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
        sum = (sum + pow_mod(2, cycles)) % P;
        perm = perm.iter().map(|&j| turn[j]).collect();
    }
    println!("{}", sum * pow_mod(4, P - 2) % P);
}
