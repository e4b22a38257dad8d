// judge: acwing-891-nim CE
// A type error: the judge shows the compiler's first error.
fn main() {
    let heaps: Vec<u64> = vec![1, 2, 3];
    let s: u32 = heaps.iter().fold(0u64, |a, &h| a ^ h);
    println!("{s}");
}
