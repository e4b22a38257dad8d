//! The short-game calculator the textbook way: each line read into forms,
//! summed by the definition of +, reduced to canonical form, its outcome
//! from the order, and its mean and temperature by cooling the game by its
//! definition at the points of a grid (testkit's oracle for the hot-games
//! chapter, with its recursion and no thermograph). Numbers print as the
//! listing prints them; the bench's lines sum to numbers.
use std::io::{self, BufRead, Write};
use testkit::hot_games::Hot;

fn main() {
    let mut h = Hot::new();
    let mut out = String::new();
    for line in io::stdin().lock().lines() {
        let line = line.expect("stdin");
        if line.trim().is_empty() {
            continue;
        }
        let g = h.read(&line);
        let g = h.e.canonical(g);
        let [o, m, t] = h.report(g);
        out += &format!("canonical form: {}\n{o}\n{m}\n{t}\n", h.notation(g));
    }
    io::stdout().write_all(out.as_bytes()).expect("stdout");
}
