// judge: acwing-891-nim TLE
// Waits for a line that never comes: reads, then loops forever.
use std::io::Read;

fn main() {
    let mut s = String::new();
    std::io::stdin().read_to_string(&mut s).unwrap();
    let mut x: u64 = s.len() as u64;
    loop {
        x = std::hint::black_box(x.wrapping_mul(6364136223846793005).wrapping_add(1));
    }
}
