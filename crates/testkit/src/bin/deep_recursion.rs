//! Recurses as deep as stdin says and prints the depth: testkit's proof that
//! `ulimit -s 1024` really limits the stack of the programs it runs.
use std::io::Read;

#[inline(never)]
fn down(n: u64, pad: [u64; 8]) -> u64 {
    if n == 0 {
        return pad[0];
    }
    let mut p = pad;
    p[(n % 8) as usize] = p[(n % 8) as usize].wrapping_add(1);
    1 + down(std::hint::black_box(n - 1), std::hint::black_box(p))
}

fn main() {
    let mut s = String::new();
    std::io::stdin().read_to_string(&mut s).expect("read stdin");
    let n: u64 = s.trim().parse().expect("a depth");
    println!("{}", down(n, [0; 8]));
}
