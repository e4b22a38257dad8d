// judge: ext-moore-nim-k WA
// Fixes each binary digit by lowering fresh heaps only, never reusing a heap
// that is already smaller: the move lands on a P-position but can touch more
// than k heaps (src/sums/moore-nim-k.md, 常见错误: 每一位都另选新堆).
use std::io::Read;

fn main() {
    let mut s = String::new();
    std::io::stdin().read_to_string(&mut s).unwrap();
    let mut t = s.split_whitespace().map(|x| x.parse::<u64>().unwrap());
    let cases = t.next().unwrap();
    let mut out = String::new();
    for _ in 0..cases {
        let n = t.next().unwrap() as usize;
        let k = t.next().unwrap();
        let a: Vec<u64> = (0..n).map(|_| t.next().unwrap()).collect();
        let m = k.min(n as u64) + 1;
        let mut b = a.clone();
        let mut chosen = vec![false; n];
        for bit in (0..64).rev() {
            let ones: Vec<usize> = (0..n)
                .filter(|&i| !chosen[i] && (a[i] >> bit) & 1 == 1)
                .collect();
            let r = (ones.len() as u64 % m) as usize;
            for &i in ones.iter().take(r) {
                chosen[i] = true;
                b[i] = ((a[i] >> bit) << bit) ^ (1u64 << bit);
            }
        }
        if chosen.iter().any(|&c| c) {
            out.push_str("Win");
            for i in (0..n).filter(|&i| chosen[i]) {
                out.push_str(&format!(" {}:{}", i + 1, b[i]));
            }
        } else {
            out.push_str("Lose");
        }
        out.push('\n');
    }
    print!("{out}");
}
