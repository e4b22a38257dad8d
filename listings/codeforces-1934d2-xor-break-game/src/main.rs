// Codeforces 1934D2 XOR Break — Game Version — 《博弈论与容斥原理》第“交互题：与评测机对弈”章 (src/nimbers/interactive.md) (en/src/nimbers/interactive.md)
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

    /// The next token as an integer (the jury's -1 included).
    fn number(&mut self, what: &str) -> Result<i64, String> {
        let t = self.token()?;
        t.parse::<i64>()
            .map_err(|_| format!("{what} must be an integer, not {t:?}"))
    }
}

/// A number with an odd count of set bits loses for the player who must
/// break it: `p1 ^ p2 = p` splits the bits of `p` between the parts with
/// the common ones counted twice, so one part has an even count.
fn losing(p: u64) -> bool {
    p.count_ones() % 2 == 1
}

/// Our break of `p` (an even count of set bits, at least two): its top bit
/// and the rest. Both parts have an odd count; the rest's top bit is below
/// `p`'s, so the numbers we break have ever lower top bits: at most 60
/// breaks for `p < 2^60`, inside the 63 allowed.
fn our_break(p: u64) -> (u64, u64) {
    let top = 1u64 << (63 - p.leading_zeros());
    (top, p ^ top)
}

/// One game as Alice. `Ok(false)`: the jury said our break was invalid
/// (-1 -1) and we must stop.
fn play<R: BufRead>(jury: &mut Jury<R>) -> Result<bool, String> {
    let n = jury.number("n")?;
    if !(1..=1_000_000_000_000_000_000).contains(&n) {
        return Err(format!("n must be from 1 to 10^18, not {n}"));
    }
    let n = n as u64;
    // stdout is line-buffered: each println! reaches the jury at its newline.
    let mut mine = if losing(n) {
        println!("second");
        None
    } else {
        println!("first");
        Some(n)
    };
    loop {
        if let Some(p) = mine {
            let (a, b) = our_break(p);
            println!("{a} {b}");
        }
        let (p1, p2) = (jury.number("p1")?, jury.number("p2")?);
        if p1 == 0 && p2 == 0 {
            return Ok(true);
        }
        if p1 < 0 || p2 < 0 {
            return Ok(false);
        }
        // Exactly one part has an even count of set bits: break that one.
        let (p1, p2) = (p1 as u64, p2 as u64);
        mine = Some(if losing(p1) { p2 } else { p1 });
        if losing(p1) == losing(p2) {
            return Err(format!("{p1} {p2} is not a break of one number"));
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
        let t = jury.number("t")?;
        if !(1..=1000).contains(&t) {
            return Err(format!("t must be from 1 to 1000, not {t}"));
        }
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
