// judge: cses-2207-grundys-game WA
// Lets a heap split into two equal halves (a = n − a): then 2 splits into
// 1 + 1 and the whole table changes (src/more-games/grundy-game.md, 常见错误).
use std::io::Read;

fn main() {
    let mut s = String::new();
    std::io::stdin().read_to_string(&mut s).unwrap();
    let mut t = s.split_whitespace().map(|x| x.parse::<usize>().unwrap());
    let n = t.next().unwrap();
    let len = 1300;
    let mut g = vec![0usize; len];
    for m in 2..len {
        let mut seen = vec![false; len];
        for a in 1..=m / 2 {
            seen[g[a] ^ g[m - a]] = true;
        }
        g[m] = (0..).find(|&v| !seen[v]).unwrap();
    }
    let mut out = String::new();
    for _ in 0..n {
        let h = t.next().unwrap();
        let win = h >= len || g[h] != 0;
        out.push_str(if win { "first\n" } else { "second\n" });
    }
    print!("{out}");
}
