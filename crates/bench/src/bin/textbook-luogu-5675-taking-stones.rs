//! Luogu P5675 the textbook way: the line scanner, and for each pile i a
//! fresh count of the other piles' subsets by XOR (a `Vec` per step).
use bench::Scanner;

fn main() {
    let mut sc = Scanner::default();
    let n: usize = sc.token();
    let a: Vec<usize> = (0..n).map(|_| sc.token()).collect();
    let p = 1_000_000_007u64;
    let mut total = 0;
    for i in 0..n {
        let mut count = vec![0u64; 256];
        count[0] = 1;
        for (j, &x) in a.iter().enumerate() {
            if j != i {
                let mut next = count.clone();
                for y in 0..256 {
                    next[y ^ x] = (next[y ^ x] + count[y]) % p;
                }
                count = next;
            }
        }
        for &c in &count[a[i]..] {
            total = (total + c) % p;
        }
    }
    println!("{total}");
}
