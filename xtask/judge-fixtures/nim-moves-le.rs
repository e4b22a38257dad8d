// judge: poj-2975-nim-moves WA
// Counts the heaps with (s ^ a_i) <= a_i: at a P-position (s = 0) every heap
// passes, so it answers n instead of 0 (src/games/nim-moves.md, 常见错误).
use std::io::Read;

fn main() {
    let mut s = String::new();
    std::io::stdin().read_to_string(&mut s).unwrap();
    let mut t = s.split_whitespace().map(|x| x.parse::<u64>().unwrap());
    let mut out = String::new();
    while let Some(n) = t.next() {
        if n == 0 {
            break;
        }
        let a: Vec<u64> = (0..n).map(|_| t.next().unwrap()).collect();
        let x = a.iter().fold(0, |acc, &h| acc ^ h);
        let c = a.iter().filter(|&&h| (x ^ h) <= h).count();
        out.push_str(&format!("{c}\n"));
    }
    print!("{out}");
}
