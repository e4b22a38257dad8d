//! Recurses as deep as stdin says and prints the depth: testkit's proof that
//! `ulimit -s 1024` really limits the stack of the programs it runs.
use std::hint::black_box;
use std::io::Read;

/// Depth `n` recursion with a 64-byte array in every frame; `black_box` keeps
/// the optimiser from turning it into a loop.
#[inline(never)]
fn down(n: u64, pad: [u64; 8]) -> u64 {
    if n == 0 {
        return 0;
    }
    let mut p = black_box(pad);
    p[(n % 8) as usize] ^= n;
    let below = down(black_box(n - 1), black_box(p));
    black_box(p);
    below + 1
}

fn main() {
    let mut s = String::new();
    std::io::stdin().read_to_string(&mut s).expect("read stdin");
    let n: u64 = s.trim().parse().expect("a depth");
    println!("{}", down(n, [0; 8]));
}
