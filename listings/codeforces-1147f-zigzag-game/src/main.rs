// Codeforces 1147F Zigzag Game — 《博弈论与容斥原理》第“交互题：与评测机对弈”章 (src/nimbers/interactive.md) (en/src/nimbers/interactive.md)
use std::io::{self, BufRead};

/// The jury's side of the conversation: tokens read line by line, only as
/// far as the jury has written (reading ahead would wait for lines the jury
/// sends only after our reply).
struct Jury<R: BufRead> {
    input: R,
    line: Vec<u8>,
    tokens: Vec<String>,
    next: usize,
}

impl<R: BufRead> Jury<R> {
    /// The next token; `Err` when the input ends or is not UTF-8.
    fn token(&mut self) -> Result<String, String> {
        while self.next == self.tokens.len() {
            self.line.clear();
            let got = self
                .input
                .read_until(b'\n', &mut self.line)
                .map_err(|e| format!("cannot read the input: {e}"))?;
            if got == 0 {
                return Err("the input ended early".into());
            }
            let text = std::str::from_utf8(&self.line)
                .map_err(|_| "the input is not UTF-8 text".to_string())?;
            self.tokens = text.split_ascii_whitespace().map(str::to_string).collect();
            self.next = 0;
        }
        self.next += 1;
        Ok(self.tokens[self.next - 1].clone())
    }

    /// The next token as a number in `lo..=hi`.
    fn number(&mut self, what: &str, lo: i64, hi: i64) -> Result<i64, String> {
        let t = self.token()?;
        t.parse::<i64>()
            .ok()
            .filter(|v| (lo..=hi).contains(v))
            .ok_or_else(|| format!("{what} must be an integer from {lo} to {hi}, not {t:?}"))
    }
}

/// The board: node `i < n` on one side, node `n + j` on the other,
/// `a[i][j]` the weight of the edge between them (0-based nodes).
struct Board {
    n: usize,
    a: Vec<Vec<i64>>,
}

impl Board {
    fn weight(&self, u: usize, v: usize) -> i64 {
        if u < self.n {
            self.a[u][v - self.n]
        } else {
            self.a[v][u - self.n]
        }
    }
}

/// Bob's partner for every node: a stable matching in which the start's side
/// ranks its edges by weight, heaviest first when Bob increases (lightest
/// first when he decreases), and the other side the opposite way.
/// Gale–Shapley with the start's side proposing: O(n²).
///
/// Why it wins: Alice moves from `b = partner[s]` to a new `u` only along an
/// edge lighter than `(s, b)` (Bob increasing), so `b` prefers `u` to `s`;
/// stability then says `u` does not prefer `b` to its own partner: the edge
/// `(u, partner[u])` is heavier than `(u, b)`, a legal move for Bob, to a node
/// never visited (the visited nodes of that side are partners of visited
/// nodes). Bob always has a move, so Alice loses.
fn stable_partner(board: &Board, start: usize, bob_increases: bool) -> Vec<usize> {
    let n = board.n;
    let (proposers, offset) = if start < n { (0..n, n) } else { (n..2 * n, 0) };
    let other = |j: usize| offset + j;
    // Each proposer's list of the other side, best first.
    let mut lists: Vec<Vec<usize>> = Vec::with_capacity(n);
    for p in proposers.clone() {
        let mut l: Vec<usize> = (0..n).map(other).collect();
        l.sort_by_key(|&v| board.weight(p, v));
        if bob_increases {
            l.reverse();
        }
        lists.push(l);
    }
    let first = proposers.start;
    // The other side keeps the proposer whose edge it ranks better.
    let prefers =
        |v: usize, p: usize, q: usize| (board.weight(v, p) < board.weight(v, q)) == bob_increases;
    let mut held = vec![usize::MAX; 2 * n];
    let mut tried = vec![0usize; n];
    let mut free: Vec<usize> = proposers.collect();
    while let Some(p) = free.pop() {
        let v = lists[p - first][tried[p - first]];
        tried[p - first] += 1;
        let q = held[v];
        if q == usize::MAX {
            held[v] = p;
        } else if prefers(v, p, q) {
            held[v] = p;
            free.push(q);
        } else {
            free.push(p);
        }
    }
    let mut partner = vec![usize::MAX; 2 * n];
    for v in (0..n).map(other) {
        partner[v] = held[v];
        partner[held[v]] = v;
    }
    partner
}

/// One game as Bob: read Alice's direction and start, then answer every
/// move with the partner of the node she moved to. `Ok(false)`: the jury
/// said our move was invalid (-2) and we must stop.
fn play<R: BufRead>(jury: &mut Jury<R>) -> Result<bool, String> {
    let n = jury.number("n", 1, 50)? as usize;
    let mut a = vec![vec![0i64; n]; n];
    for row in a.iter_mut() {
        for w in row.iter_mut() {
            *w = jury.number("a weight", 1, (n * n) as i64)?;
        }
    }
    let board = Board { n, a };
    // Bob wins every board: take his side (stdout is line-buffered, so
    // each println! reaches the jury at its newline).
    println!("B");
    let dir = jury.token()?;
    let bob_increases = match dir.as_str() {
        "I" => false,
        "D" => true,
        _ => return Err(format!("the direction must be I or D, not {dir:?}")),
    };
    let start = jury.number("the start node", 1, 2 * n as i64)? as usize - 1;
    let partner = stable_partner(&board, start, bob_increases);
    println!("{}", partner[start] + 1);
    loop {
        match jury.number("the jury's move", -2, 2 * n as i64)? {
            -1 => return Ok(true),
            -2 => return Ok(false),
            0 => return Err("the jury's move must be a node, -1 or -2, not 0".into()),
            u => println!("{}", partner[u as usize - 1] + 1),
        }
    }
}

fn main() {
    let stdin = io::stdin();
    let mut jury = Jury {
        input: stdin.lock(),
        line: Vec::new(),
        tokens: Vec::new(),
        next: 0,
    };
    let run = |jury: &mut Jury<_>| -> Result<(), String> {
        let t = jury.number("t", 1, 50)?;
        for _ in 0..t {
            if !play(jury)? {
                break;
            }
        }
        Ok(())
    };
    if let Err(e) = run(&mut jury) {
        eprintln!("bad input: {e}");
        std::process::exit(1);
    }
}
