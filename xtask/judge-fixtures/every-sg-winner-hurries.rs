// judge: ext-every-sg WA
// Step counts with the opposite convention: the winner takes the shortest
// winning move and the loser the longest move (src/sums/every-sg.md, 常见错误).
use std::io::Read;

fn main() {
    let mut s = String::new();
    std::io::stdin().read_to_string(&mut s).unwrap();
    let v: Vec<u64> = s.split_whitespace().map(|t| t.parse().unwrap()).collect();
    let k = v[0] as usize;
    let set: Vec<u64> = v[1..=k].to_vec();
    let heaps: Vec<usize> = v[k + 2..].iter().map(|&h| h as usize).collect();
    let max = heaps.iter().copied().max().unwrap_or(0);
    let mut win = vec![false; max + 1];
    let mut step = vec![0usize; max + 1];
    for x in 1..=max {
        let opts: Vec<usize> = set
            .iter()
            .filter(|&&t| t <= x as u64)
            .map(|&t| x - t as usize)
            .collect();
        if opts.is_empty() {
            continue;
        }
        win[x] = opts.iter().any(|&o| !win[o]);
        step[x] = 1 + if win[x] {
            opts.iter().filter(|&&o| !win[o]).map(|&o| step[o]).min().unwrap()
        } else {
            opts.iter().map(|&o| step[o]).max().unwrap()
        };
    }
    let top = heaps.iter().map(|&h| step[h]).max().unwrap_or(0);
    println!("{}", if top % 2 == 1 { "First" } else { "Second" });
}
