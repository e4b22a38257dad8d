// judge: acwing-894-split-nim RE
// The mex buffer sized by the heap (a + 1 slots): the option value 2 ^ 4 = 6
// at a = 4 is out of bounds (src/sg/split-nim.md, 常见错误).
use std::io::Read;

fn main() {
    let mut s = String::new();
    std::io::stdin().read_to_string(&mut s).unwrap();
    let v: Vec<usize> = s.split_whitespace().map(|t| t.parse().unwrap()).collect();
    let heaps = &v[1..];
    let max = *heaps.iter().max().unwrap();
    let mut sg = vec![0usize; max + 1];
    for a in 1..=max {
        let mut seen = vec![false; a + 1];
        for i in 0..a {
            for j in 0..=i {
                seen[sg[i] ^ sg[j]] = true;
            }
        }
        sg[a] = (0..).find(|&g| !seen[g]).unwrap();
    }
    let x = heaps.iter().fold(0, |acc, &h| acc ^ sg[h]);
    println!("{}", if x != 0 { "Yes" } else { "No" });
}
