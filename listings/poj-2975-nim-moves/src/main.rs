// POJ 2975 Nim（数必胜的第一步）— 《博弈论与容斥原理》第“数一数必胜的第一步”章 (src/games/nim-moves.md) (en/src/games/nim-moves.md)
use std::io::{self, BufRead, BufWriter, Write};

/// The number of winning first moves. With s the Nim sum, moving heap i to a
/// new size v wins iff v = s ^ a_i; that is a legal move iff (s ^ a_i) < a_i.
/// So each heap gives at most one winning move, and the answer is the number
/// of heaps with (s ^ a_i) < a_i (zero when s = 0).
fn winning_moves(heaps: &[u64]) -> usize {
    let s = heaps.iter().fold(0, |acc, &h| acc ^ h);
    heaps.iter().filter(|&&a| (s ^ a) < a).count()
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

/// Answer the cases as they are read, one line each: each case is `n` and n
/// heap sizes; a lone `0` (or the end of the input) ends the list. Only the
/// current case is held. `Err` names what is missing or malformed.
fn answer_all(mut tokens: Tokens<impl BufRead>, out: &mut impl Write) -> Result<(), String> {
    let mut heaps = Vec::new();
    let mut case = 1;
    while let Some(t) = tokens.next()? {
        let n: usize = t
            .parse()
            .map_err(|_| format!("case {case}: n ({t:?}) is not a non-negative integer"))?;
        if n == 0 {
            break;
        }
        heaps.clear();
        heaps.reserve(n.min(1 << 16));
        for i in 1..=n {
            let h = tokens
                .next()?
                .ok_or_else(|| format!("case {case}: expected {n} heap sizes, found {}", i - 1))?;
            heaps.push(h.parse().map_err(|_| {
                format!("case {case}: heap {i} ({h:?}) is not a non-negative integer")
            })?);
        }
        writeln!(out, "{}", winning_moves(&heaps)).expect("failed to write stdout");
        case += 1;
    }
    Ok(())
}

fn main() {
    let mut out = BufWriter::with_capacity(1 << 16, io::stdout().lock());
    if let Err(e) = answer_all(Tokens::new(io::stdin().lock()), &mut out) {
        eprintln!("bad input: {e}");
        std::process::exit(1);
    }
    out.flush().expect("failed to write stdout");
}
