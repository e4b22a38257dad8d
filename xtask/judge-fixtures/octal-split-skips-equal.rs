// judge: ext-octal-game WA
// Splits the rest r into a + b with a < b only, missing a = b: Kayles' heap 4
// loses its move to (1, 1) (src/more-games/octal-kayles.md, 常见错误).
use std::io::Read;

fn main() {
    let mut s = String::new();
    std::io::stdin().read_to_string(&mut s).unwrap();
    let mut t = s.split_whitespace();
    let code: Vec<usize> = t.next().unwrap()[2..]
        .bytes()
        .map(|c| (c - b'0') as usize)
        .collect();
    let len = 600;
    let mut g = vec![0usize; len];
    for n in 1..len {
        let mut seen = vec![false; 4 * len];
        for (i, &d) in code.iter().enumerate() {
            let k = i + 1;
            if k > n {
                break;
            }
            let rest = n - k;
            if d & 1 != 0 && rest == 0 {
                seen[0] = true;
            }
            if d & 2 != 0 && rest > 0 {
                seen[g[rest]] = true;
            }
            if d & 4 != 0 {
                for a in 1..(rest + 1) / 2 {
                    seen[g[a] ^ g[rest - a]] = true;
                }
            }
        }
        g[n] = (0..).find(|&v| !seen[v]).unwrap();
    }
    let q: usize = t.next().unwrap().parse().unwrap();
    let mut out = String::new();
    for _ in 0..q {
        let k: usize = t.next().unwrap().parse().unwrap();
        let mut x = 0;
        for _ in 0..k {
            let h: u64 = t.next().unwrap().parse().unwrap();
            x ^= g[(h % len as u64) as usize];
        }
        out.push_str(&format!("{x} {}\n", if x != 0 { "first" } else { "second" }));
    }
    print!("{out}");
}
