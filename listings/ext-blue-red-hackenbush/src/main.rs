// 红蓝 Hackenbush（有根森林）的精确值 (The exact value of Blue–Red Hackenbush; this book's own format) — 《博弈论与容斥原理》第“数”章 (src/partizan/numbers.md) (en/src/partizan/numbers.md)
use std::io::{self, Read, Write};

/// The most edges the format allows. A tree with m edges has a value
/// p / 2^e with e + ⌈|p / 2^e|⌉ ≤ m (proved in the chapter), so with m ≤ 63
/// every value met below has e ≤ 62 and |p| ≤ 2^62: the answer fits i64,
/// and i128 holds every intermediate sum with room to spare.
const MAX_N: usize = 63;

/// A dyadic rational num / 2^exp, kept reduced (num odd or exp = 0).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct Dyadic {
    num: i128,
    exp: u32,
}

impl Dyadic {
    const ZERO: Dyadic = Dyadic { num: 0, exp: 0 };

    fn new(num: i128, exp: u32) -> Dyadic {
        let (mut num, mut exp) = (num, exp);
        while exp > 0 && num % 2 == 0 {
            num /= 2;
            exp -= 1;
        }
        Dyadic { num, exp }
    }

    /// The numerator over 2^e, for e ≥ self.exp.
    fn scaled(self, e: u32) -> i128 {
        self.num << (e - self.exp)
    }

    fn add(self, o: Dyadic) -> Dyadic {
        let e = self.exp.max(o.exp);
        Dyadic::new(self.scaled(e) + o.scaled(e), e)
    }

    fn neg(self) -> Dyadic {
        Dyadic {
            num: -self.num,
            exp: self.exp,
        }
    }
}

/// The value of a blue edge with a forest of value x standing on it:
/// x + 1 when x > 0; otherwise (x + k) / 2^(k−1), where k = ⌊−x⌋ + 2 is the
/// least integer ≥ 1 with x + k > 1. (For x = 0 both give 1.)
fn blue_edge(x: Dyadic) -> Dyadic {
    if x.num > 0 {
        return x.add(Dyadic::new(1, 0));
    }
    // ⌊−x⌋ for −x ≥ 0 is the arithmetic shift of the numerator.
    let k = ((-x.num) >> x.exp) + 2;
    let top = x.num + (k << x.exp);
    Dyadic::new(top, x.exp + (k - 1) as u32)
}

/// The value of the forest: vertex 0 is the ground, edge i joins vertex i to
/// parent[i] < i and is blue when blue[i]. Children have larger numbers than
/// their parents, so one pass from n down to 1 sees every subtree finished
/// before the edge below it: val[v] is the sum over the branches at v.
fn forest_value(parent: &[usize], blue: &[bool]) -> Dyadic {
    let n = parent.len() - 1;
    let mut val = vec![Dyadic::ZERO; n + 1];
    for v in (1..=n).rev() {
        let branch = if blue[v] {
            blue_edge(val[v])
        } else {
            blue_edge(val[v].neg()).neg()
        };
        val[parent[v]] = val[parent[v]].add(branch);
    }
    val[0]
}

/// "p" for an integer, "p/q" with q = 2^e otherwise.
fn render(v: Dyadic) -> String {
    if v.exp == 0 {
        format!("{}\n", v.num)
    } else {
        format!("{}/{}\n", v.num, 1i128 << v.exp)
    }
}

/// The most forests in one input, and the most edges in all of them.
const MAX_T: u64 = 100_000;
const MAX_EDGES: usize = 1_000_000;

/// Read one forest: "n" then n pairs "p_i c_i" (0 ≤ p_i < i, c_i is B or R).
fn parse_forest<'a>(
    tokens: &mut impl Iterator<Item = &'a str>,
    t: usize,
) -> Result<(Vec<usize>, Vec<bool>), String> {
    let n_tok = tokens
        .next()
        .ok_or_else(|| format!("forest {t}: expected n"))?;
    let n: u64 = n_tok.parse().map_err(|_| {
        format!("forest {t}: n ({n_tok:?}) is not a non-negative integer below 2^64")
    })?;
    if n > MAX_N as u64 {
        return Err(format!("forest {t}: n = {n} is outside 0..={MAX_N}"));
    }
    let n = n as usize;
    let mut parent = vec![0usize; n + 1];
    let mut blue = vec![false; n + 1];
    for i in 1..=n {
        let p_tok = tokens
            .next()
            .ok_or_else(|| format!("forest {t}: expected {n} edges, found {}", i - 1))?;
        let p: u64 = p_tok
            .parse()
            .map_err(|_| format!("forest {t}: p_{i} ({p_tok:?}) is not a non-negative integer"))?;
        if p >= i as u64 {
            return Err(format!("forest {t}: p_{i} = {p} is not below {i}"));
        }
        let c_tok = tokens
            .next()
            .ok_or_else(|| format!("forest {t}: edge {i} has no colour"))?;
        blue[i] = match c_tok {
            "B" => true,
            "R" => false,
            _ => {
                return Err(format!(
                    "forest {t}: colour of edge {i} ({c_tok:?}) is not B or R"
                ))
            }
        };
        parent[i] = p as usize;
    }
    Ok((parent, blue))
}

/// Answer "T" then T forests, one line each.
fn solve(input: &str) -> Result<String, String> {
    let mut tokens = input.split_ascii_whitespace();
    let t_tok = tokens.next().ok_or("empty input: expected T")?;
    let t: u64 = t_tok
        .parse()
        .map_err(|_| format!("T ({t_tok:?}) is not a non-negative integer below 2^64"))?;
    if t == 0 || t > MAX_T {
        return Err(format!("T = {t} is outside 1..={MAX_T}"));
    }
    let mut edges_left = MAX_EDGES;
    let mut out = String::new();
    for i in 1..=t as usize {
        let (parent, blue) = parse_forest(&mut tokens, i)?;
        edges_left = edges_left
            .checked_sub(parent.len() - 1)
            .ok_or_else(|| format!("forest {i}: more than {MAX_EDGES} edges in all"))?;
        out.push_str(&render(forest_value(&parent, &blue)));
    }
    if let Some(extra) = tokens.next() {
        return Err(format!("unexpected {extra:?} after the {t} forests"));
    }
    Ok(out)
}

fn main() {
    let mut bytes = Vec::new();
    if let Err(e) = io::stdin().read_to_end(&mut bytes) {
        eprintln!("bad input: cannot read stdin: {e}");
        std::process::exit(1);
    }
    let answer = match std::str::from_utf8(&bytes) {
        Ok(text) => solve(text),
        Err(_) => Err("the input is not UTF-8 text".to_string()),
    };
    match answer {
        Ok(answer) => {
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
