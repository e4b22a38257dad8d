// judge: cses-1097-removal-game WA
// Takes the larger end every time: wrong on 1 1 3 2 (3 instead of 4).
use std::io::Read;

fn main() {
    let mut s = String::new();
    std::io::stdin().read_to_string(&mut s).unwrap();
    let v: Vec<i64> = s.split_ascii_whitespace().map(|t| t.parse().unwrap()).collect();
    let mut x: std::collections::VecDeque<i64> = v[1..].iter().copied().collect();
    let mut score = [0i64; 2];
    let mut turn = 0;
    while let (Some(&a), Some(&b)) = (x.front(), x.back()) {
        score[turn] += if a >= b { x.pop_front().unwrap() } else { x.pop_back().unwrap() };
        turn ^= 1;
    }
    println!("{}", score[0]);
}
