// judge: luogu-4055-game WA
// Matches greedily (each free cell, row by row, takes its first free
// neighbour) instead of finding a maximum matching; the rest is right
// (src/nimbers/bipartite-game.md, 常见错误).
use std::io::Read;

fn main() {
    let mut s = String::new();
    std::io::stdin().read_to_string(&mut s).unwrap();
    let mut t = s.split_whitespace();
    let n: usize = t.next().unwrap().parse().unwrap();
    let m: usize = t.next().unwrap().parse().unwrap();
    let g: Vec<Vec<u8>> = (0..n).map(|_| t.next().unwrap().bytes().collect()).collect();
    let nb = |c: usize| {
        let (i, j) = (c / m, c % m);
        let mut v = Vec::new();
        if j + 1 < m { v.push(c + 1); }
        if i + 1 < n { v.push(c + m); }
        if j > 0 { v.push(c - 1); }
        if i > 0 { v.push(c - m); }
        v.into_iter().filter(|&d| g[d / m][d % m] == b'.').collect::<Vec<_>>()
    };
    let none = usize::MAX;
    let mut mate = vec![none; n * m];
    for c in 0..n * m {
        if g[c / m][c % m] == b'.' && mate[c] == none {
            if let Some(&d) = nb(c).iter().find(|&&d| mate[d] == none) {
                mate[c] = d;
                mate[d] = c;
            }
        }
    }
    let mut marked = vec![false; n * m];
    let mut stack: Vec<usize> = (0..n * m).filter(|&c| g[c / m][c % m] == b'.' && mate[c] == none).collect();
    for &c in &stack { marked[c] = true; }
    while let Some(x) = stack.pop() {
        for y in nb(x) {
            let z = mate[y];
            if z != none && !marked[z] { marked[z] = true; stack.push(z); }
        }
    }
    let cells: Vec<usize> = (0..n * m).filter(|&c| marked[c]).collect();
    if cells.is_empty() {
        println!("LOSE");
    } else {
        println!("WIN");
        for c in cells { println!("{} {}", c / m + 1, c % m + 1); }
    }
}
