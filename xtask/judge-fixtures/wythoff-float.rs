// judge: poj-1067-wythoff WA
// The notes' way: the golden ratio in f64. Wrong from k = 102334155 on, inside
// the judge's range (see src/wythoff/wythoff-float.md).
use std::io::Read;

fn main() {
    let mut s = String::new();
    std::io::stdin().read_to_string(&mut s).unwrap();
    let v: Vec<u64> = s.split_whitespace().map(|t| t.parse().unwrap()).collect();
    let phi = (1.0 + 5f64.sqrt()) / 2.0;
    let mut out = String::new();
    for p in v.chunks(2) {
        let (a, b) = (p[0].min(p[1]), p[0].max(p[1]));
        let lost = a == ((b - a) as f64 * phi) as u64;
        out.push_str(if lost { "0\n" } else { "1\n" });
    }
    print!("{out}");
}
