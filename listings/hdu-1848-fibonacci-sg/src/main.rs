// HDU 1848 Fibonacci again and again — 《博弈论与容斥原理》第“斐波那契取石子”章 (src/sg/fibonacci-sg.md) (en/src/sg/fibonacci-sg.md)
use std::io::{self, BufRead, BufWriter, Write};

/// The largest heap this program accepts (the statement's limit is 1000).
const MAX_HEAP: usize = 1_000_000;

/// The distinct Fibonacci numbers 1, 2, 3, 5, 8, … that are at most `limit`:
/// the amounts one move may take. Built in `usize`, stopping before the first
/// value above `limit`, so nothing overflows.
fn fibonacci_moves(limit: usize) -> Vec<usize> {
    let mut f = vec![1usize];
    let (mut a, mut b) = (1usize, 2usize);
    while b <= limit {
        f.push(b);
        let c = a + b;
        a = b;
        b = c;
    }
    f
}

/// SG values of one heap, computed bottom-up and extended on demand: `g[x]`
/// is known for every x < g.len(). A heap has at most |moves| options, so
/// every SG value is at most |moves| and indexes `seen`; an entry of `seen`
/// is marked for state x only when it holds the stamp x + 1.
struct SgTable {
    moves: Vec<usize>,
    g: Vec<usize>,
    seen: Vec<usize>,
}

impl SgTable {
    fn new() -> Self {
        let moves = fibonacci_moves(MAX_HEAP);
        let seen = vec![0; moves.len() + 1];
        SgTable {
            moves,
            g: Vec::new(),
            seen,
        }
    }

    /// The SG value of a heap of x ≤ MAX_HEAP, extending the table up to x
    /// first if needed: g[x] needs only g[x − f] for f ≤ x, already known.
    fn sg(&mut self, x: usize) -> usize {
        for y in self.g.len()..=x {
            let stamp = y + 1;
            for &f in self.moves.iter().take_while(|&&f| f <= y) {
                self.seen[self.g[y - f]] = stamp;
            }
            let mut mex = 0;
            while self.seen[mex] == stamp {
                mex += 1;
            }
            self.g.push(mex);
        }
        self.g[x]
    }
}

/// The whitespace-separated tokens of the input, read a line at a time, so
/// memory is one line whatever the length of the input.
struct Tokens<R> {
    input: R,
    line: Vec<u8>,
    pos: usize,
    line_no: u64,
}

impl<R: BufRead> Tokens<R> {
    fn new(input: R) -> Self {
        Tokens {
            input,
            line: Vec::new(),
            pos: 0,
            line_no: 0,
        }
    }

    /// The next token, `None` at the end of the input; `Err` if the input
    /// cannot be read or a token is not UTF-8 text.
    fn next(&mut self) -> Result<Option<&str>, String> {
        loop {
            let rest = &self.line[self.pos..];
            if let Some(start) = rest.iter().position(|b| !b.is_ascii_whitespace()) {
                let len = rest[start..]
                    .iter()
                    .position(|b| b.is_ascii_whitespace())
                    .unwrap_or(rest.len() - start);
                let token = &self.line[self.pos + start..self.pos + start + len];
                self.pos += start + len;
                return match std::str::from_utf8(token) {
                    Ok(t) => Ok(Some(t)),
                    Err(_) => Err(format!("line {} is not UTF-8 text", self.line_no)),
                };
            }
            self.line.clear();
            self.pos = 0;
            self.line_no += 1;
            match self.input.read_until(b'\n', &mut self.line) {
                Ok(0) => return Ok(None),
                Ok(_) => {}
                Err(e) => return Err(format!("cannot read stdin: {e}")),
            }
        }
    }
}

/// Answer the lines "m n p" as they are read, up to the line "0 0 0" (or the
/// end of the input), one line each; only the SG table is kept.
fn answer_all(mut tokens: Tokens<impl BufRead>, out: &mut impl Write) -> Result<(), String> {
    let mut table = SgTable::new();
    let mut case = 1;
    loop {
        let mut heaps = [0usize; 3];
        for (i, slot) in heaps.iter_mut().enumerate() {
            let t = match tokens.next()? {
                Some(t) => t,
                None if i == 0 => return Ok(()),
                None => return Err(format!("case {case}: expected 3 heap sizes, found {i}")),
            };
            let h: usize = t
                .parse()
                .map_err(|_| format!("case {case}: {t:?} is not a non-negative integer"))?;
            if h > MAX_HEAP {
                return Err(format!("case {case}: heap {h} exceeds {MAX_HEAP}"));
            }
            *slot = h;
        }
        if heaps == [0, 0, 0] {
            return Ok(());
        }
        let [m, n, p] = heaps;
        let x = table.sg(m) ^ table.sg(n) ^ table.sg(p);
        let answer: &[u8] = if x != 0 { b"Fibo\n" } else { b"Nacci\n" };
        out.write_all(answer).expect("failed to write stdout");
        case += 1;
    }
}

fn main() {
    let mut out = BufWriter::with_capacity(1 << 16, io::stdout().lock());
    if let Err(e) = answer_all(Tokens::new(io::stdin().lock()), &mut out) {
        eprintln!("bad input: {e}");
        std::process::exit(1);
    }
    out.flush().expect("failed to write stdout");
}
