// AtCoder ABC229 H Advance or Eat — 《博弈论与容斥原理》第“数”章 (src/partizan/numbers.md) (en/src/partizan/numbers.md)
use std::io::{self, Read, Write};

/// The largest board side the statement allows.
const MAX_N: usize = 8;

/// A dyadic rational num / 2^exp, kept reduced (num odd or exp = 0). Over all
/// 6561 columns of length 8 the values have |v| ≤ 8 and exp ≤ 7 (computed in
/// the chapter), so a sum of 8 columns is far inside i64.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct Dyadic {
    num: i64,
    exp: u32,
}

impl Dyadic {
    fn int(n: i64) -> Dyadic {
        Dyadic { num: n, exp: 0 }
    }

    fn new(num: i64, exp: u32) -> Dyadic {
        let (mut num, mut exp) = (num, exp);
        while exp > 0 && num % 2 == 0 {
            num /= 2;
            exp -= 1;
        }
        Dyadic { num, exp }
    }

    fn scaled(self, e: u32) -> i64 {
        self.num << (e - self.exp)
    }

    fn add(self, o: Dyadic) -> Dyadic {
        let e = self.exp.max(o.exp);
        Dyadic::new(self.scaled(e) + o.scaled(e), e)
    }

    fn lt(self, o: Dyadic) -> bool {
        let e = self.exp.max(o.exp);
        self.scaled(e) < o.scaled(e)
    }

    /// ⌊self⌋.
    fn floor(self) -> i64 {
        self.num >> self.exp
    }
}

/// The simplest number strictly between lo and hi (None = no bound), lo < hi:
/// 0 if it lies inside; else the integer inside nearest to 0; else the
/// number inside with the least denominator 2^k (unique: two such with odd
/// numerators would have an even numerator between them).
fn simplest(lo: Option<Dyadic>, hi: Option<Dyadic>) -> Dyadic {
    let zero = Dyadic::int(0);
    let above_lo = |x: Dyadic| lo.map_or(true, |l| l.lt(x));
    let below_hi = |x: Dyadic| hi.map_or(true, |h| x.lt(h));
    if above_lo(zero) && below_hi(zero) {
        return zero;
    }
    // Zero is not inside: the interval lies on one side of it.
    if let Some(l) = lo.filter(|l| !l.lt(zero)) {
        let n = Dyadic::int(l.floor() + 1);
        if below_hi(n) {
            return n;
        }
    } else if let Some(h) = hi {
        // hi ≤ 0 here; ⌈h⌉ − 1 is the largest integer below h.
        let n = Dyadic::int(-Dyadic::new(-h.num, h.exp).floor() - 1);
        if above_lo(n) {
            return n;
        }
    }
    // No integer inside, so both bounds are finite and less than 1 apart.
    let (l, h) = (lo.expect("bounded"), hi.expect("bounded"));
    let mut k = 1;
    loop {
        // c / 2^k with c = ⌊l · 2^k⌋ + 1 is the least multiple of 2^−k above l.
        let floor = if k >= l.exp {
            l.num << (k - l.exp)
        } else {
            l.num >> (l.exp - k)
        };
        let cand = Dyadic::new(floor + 1, k);
        if cand.lt(h) {
            return cand;
        }
        k += 1;
    }
}

/// The value of every column of length n, indexed by its code: cell i (0 at
/// the top) is digit i in base 3, 0 empty, 1 white, 2 black.
///
/// Left (white) moves: a white piece one square up into an empty square, or
/// eat any black piece; Right the same with the colours swapped. Every
/// position is a number (proved in the chapter), so its value is the
/// simplest number between its best Left option and its best Right option.
/// A move lowers the weight Σ (i + 1) over the pieces, so columns taken in
/// order of weight see all their options done (no recursion).
fn column_values(n: usize) -> Vec<Dyadic> {
    let total = 3usize.pow(n as u32);
    let pow: Vec<usize> = (0..n).map(|i| 3usize.pow(i as u32)).collect();
    let digit = |code: usize, i: usize| code / pow[i] % 3;
    let weight = |code: usize| {
        (0..n)
            .filter(|&i| digit(code, i) != 0)
            .map(|i| i + 1)
            .sum::<usize>()
    };
    let mut order: Vec<usize> = (0..total).collect();
    order.sort_by_key(|&c| weight(c));
    let mut val = vec![Dyadic::int(0); total];
    for code in order {
        let (mut lo, mut hi): (Option<Dyadic>, Option<Dyadic>) = (None, None);
        for i in 0..n {
            let d = digit(code, i);
            if d == 0 {
                continue;
            }
            let mut next = vec![code - d * pow[i]];
            if i > 0 && digit(code, i - 1) == 0 {
                next.push(code - d * pow[i] + d * pow[i - 1]);
            }
            for (m, &nx) in next.iter().enumerate() {
                // m = 0 eats the piece (the other player's move), m = 1 advances it.
                let left = (d == 1) == (m == 1);
                let v = val[nx];
                if left {
                    lo = Some(lo.map_or(v, |l| if l.lt(v) { v } else { l }));
                } else {
                    hi = Some(hi.map_or(v, |h| if v.lt(h) { v } else { h }));
                }
            }
        }
        val[code] = simplest(lo, hi);
    }
    val
}

/// "Takahashi" if the sum of the columns' values is positive, else "Snuke":
/// numbers are never fuzzy with 0, so the first player wins iff the sum > 0.
fn winner(board: &[Vec<u8>]) -> &'static str {
    let n = board.len();
    let val = column_values(n);
    // codes[j] is column j in base 3, the top cell as the lowest digit.
    let mut codes = vec![0usize; n];
    for (i, row) in board.iter().enumerate() {
        for (code, &c) in codes.iter_mut().zip(row) {
            let d = match c {
                b'W' => 1,
                b'B' => 2,
                _ => 0,
            };
            *code += d * 3usize.pow(i as u32);
        }
    }
    let sum = codes
        .iter()
        .fold(Dyadic::int(0), |acc, &code| acc.add(val[code]));
    if Dyadic::int(0).lt(sum) {
        "Takahashi"
    } else {
        "Snuke"
    }
}

/// Parse "N" then N rows of N characters W, B or `.`, 1 ≤ N ≤ 8.
fn parse(input: &str) -> Result<Vec<Vec<u8>>, String> {
    let mut tokens = input.split_ascii_whitespace();
    let n_tok = tokens.next().ok_or("empty input: expected N")?;
    let n: u64 = n_tok
        .parse()
        .map_err(|_| format!("N ({n_tok:?}) is not a non-negative integer below 2^64"))?;
    if n == 0 || n > MAX_N as u64 {
        return Err(format!("N = {n} is outside 1..={MAX_N}"));
    }
    let n = n as usize;
    let mut board = Vec::with_capacity(n);
    for i in 1..=n {
        let row = tokens
            .next()
            .ok_or_else(|| format!("expected {n} rows, found {}", i - 1))?;
        if row.len() != n {
            return Err(format!("row {i} ({row:?}) does not have {n} characters"));
        }
        if let Some(c) = row.chars().find(|c| !"WB.".contains(*c)) {
            return Err(format!("row {i} has {c:?}, not W, B or ."));
        }
        board.push(row.as_bytes().to_vec());
    }
    if let Some(extra) = tokens.next() {
        return Err(format!("unexpected {extra:?} after the {n} rows"));
    }
    Ok(board)
}

fn main() {
    let mut bytes = Vec::new();
    if let Err(e) = io::stdin().read_to_end(&mut bytes) {
        eprintln!("bad input: cannot read stdin: {e}");
        std::process::exit(1);
    }
    let parsed = match std::str::from_utf8(&bytes) {
        Ok(text) => parse(text),
        Err(_) => Err("the input is not UTF-8 text".to_string()),
    };
    match parsed {
        Ok(board) => {
            let answer = format!("{}\n", winner(&board));
            let mut out = io::stdout().lock();
            out.write_all(answer.as_bytes())
                .expect("failed to write stdout");
        }
        Err(e) => {
            eprintln!("bad input: {e}");
            std::process::exit(1);
        }
    }
}
