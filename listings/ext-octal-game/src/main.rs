// 八进制游戏（本书自定格式） (The SG values of an octal game; this book's own format) — 《博弈论与容斥原理》第“八进制游戏与 Kayles”章 (src/more-games/octal-kayles.md) (en/src/more-games/octal-kayles.md)
use std::io::{self, Read, Write};

/// At most this many digits after the point.
const MAX_DIGITS: usize = 4;

/// At most this many SG values are computed while looking for a period.
const LIMIT: usize = 5_000;

/// Parse an octal code `0.d1…dt`: 1 to 4 octal digits after `0.`, not all 0.
/// Trailing zeros are dropped, so the last digit of the result is nonzero and
/// its length is t, the most tokens a move removes.
fn parse_code(token: &str) -> Result<Vec<u8>, String> {
    let digits = token
        .strip_prefix("0.")
        .ok_or_else(|| format!("the code {token:?} does not start with 0."))?;
    if digits.is_empty() || digits.len() > MAX_DIGITS {
        return Err(format!(
            "the code {token:?} must have 1 to {MAX_DIGITS} digits after 0."
        ));
    }
    let mut code = Vec::with_capacity(MAX_DIGITS);
    for c in digits.bytes() {
        if !(b'0'..=b'7').contains(&c) {
            return Err(format!("the code {token:?} has a digit that is not 0-7"));
        }
        code.push(c - b'0');
    }
    while code.last() == Some(&0) {
        code.pop();
    }
    if code.is_empty() {
        return Err(format!("the code {token:?} allows no move"));
    }
    Ok(code)
}

/// Append SG(n) for n = `g.len()`: the mex over every move that removes k
/// tokens (digit d_k) and leaves no heap (bit 1, only when n = k), one heap
/// n − k ≥ 1 (bit 2) or two nonempty heaps a + b = n − k (bit 4), whose value
/// is SG(a) xor SG(b). `seen[v] == n + 1` marks value v as an option's.
fn push_sg(code: &[u8], g: &mut Vec<u32>, seen: &mut Vec<usize>) {
    let n = g.len();
    let stamp = n + 1;
    let mut mark = |v: u32| {
        let v = v as usize;
        if v >= seen.len() {
            seen.resize((v + 1).next_power_of_two(), 0);
        }
        seen[v] = stamp;
    };
    for (i, &d) in code.iter().enumerate() {
        let k = i + 1;
        if k > n {
            break;
        }
        let rest = n - k;
        if d & 1 != 0 && rest == 0 {
            mark(0);
        }
        if d & 2 != 0 && rest > 0 {
            mark(g[rest]);
        }
        if d & 4 != 0 {
            for a in 1..=rest / 2 {
                mark(g[a] ^ g[rest - a]);
            }
        }
    }
    let mut mex = 0;
    while mex < seen.len() && seen[mex] == stamp {
        mex += 1;
    }
    g.push(mex as u32);
}

/// The SG table of one heap, and `(a, p)` when the Guy–Smith theorem proves
/// SG(n + p) = SG(n) for all n ≥ a.
struct Analysis {
    table: Vec<u32>,
    period: Option<(usize, usize)>,
}

/// Compute SG(0), SG(1), … until the theorem proves a period or `LIMIT`
/// values are known. `least[p]` is the least a such that SG(m + p) = SG(m)
/// for every computed m ≥ a. With n0 = max(a, 1), the theorem applies once
/// the table holds the whole window n0 ≤ n < 2·n0 + p + t, that is once
/// 2·n0 + 2p + t ≤ the table's length; the first p found is the least period.
fn analyse(code: &[u8]) -> Analysis {
    let t = code.len();
    let mut table = Vec::new();
    let mut seen = Vec::new();
    let mut least: Vec<usize> = vec![0];
    while table.len() < LIMIT {
        push_sg(code, &mut table, &mut seen);
        let n = table.len() - 1;
        if n >= 1 {
            least.push(0);
        }
        for p in 1..=n {
            if table[n] != table[n - p] {
                least[p] = n - p + 1;
            }
        }
        for (p, &a) in least.iter().enumerate().skip(1) {
            if 2 * p + t + 2 > n + 1 {
                break;
            }
            if 2 * a.max(1) + 2 * p + t <= n + 1 {
                return Analysis {
                    table,
                    period: Some((a, p)),
                };
            }
        }
    }
    Analysis {
        table,
        period: None,
    }
}

/// SG of one heap of `h` tokens: from the table, or by the proved period.
fn sg_of_heap(an: &Analysis, h: u64) -> Option<u32> {
    if h < an.table.len() as u64 {
        return Some(an.table[h as usize]);
    }
    let (a, p) = an.period?;
    let i = a as u64 + (h - a as u64) % p as u64;
    Some(an.table[i as usize])
}

/// The SG value of one position "k h_1 … h_k" read from `tokens`: the xor of
/// the heaps' values, by the SG theorem. `j` numbers the position in messages.
fn position_sg<'a>(
    tokens: &mut impl Iterator<Item = &'a str>,
    an: &Analysis,
    j: u64,
) -> Result<u32, String> {
    let k: u64 = tokens
        .next()
        .ok_or_else(|| format!("position {j}: expected the number of heaps k"))?
        .parse()
        .map_err(|_| format!("position {j}: k is not a non-negative integer below 2^64"))?;
    let mut total = 0u32;
    for i in 1..=k {
        let tok = tokens
            .next()
            .ok_or_else(|| format!("position {j}: expected {k} heaps, found {}", i - 1))?;
        let h: u64 = tok.parse().map_err(|_| {
            format!(
                "position {j}: heap {i} ({tok:?}) is not an integer from 0 to 18446744073709551615"
            )
        })?;
        let v = sg_of_heap(an, h).ok_or_else(|| {
            format!(
                "position {j}: heap {h}: no period was proved among the first {LIMIT} SG \
                 values, so heaps from {LIMIT} on cannot be answered"
            )
        })?;
        total ^= v;
    }
    Ok(total)
}

/// Read "code q" and q positions; one line "g first" or "g second" per
/// position, g being its SG value. Positions are streamed, never stored.
fn solve(input: &str) -> Result<String, String> {
    let mut tokens = input.split_ascii_whitespace();
    let code = parse_code(tokens.next().ok_or("empty input: expected an octal code")?)?;
    let q: u64 = tokens
        .next()
        .ok_or("expected the number of positions q after the code")?
        .parse()
        .map_err(|_| "q is not a non-negative integer below 2^64")?;
    let an = analyse(&code);
    let mut out = String::new();
    for j in 1..=q {
        let g = position_sg(&mut tokens, &an, j)?;
        let winner = if g != 0 { "first" } else { "second" };
        out.push_str(&format!("{g} {winner}\n"));
    }
    if let Some(extra) = tokens.next() {
        return Err(format!("unexpected {extra:?} after the {q} positions"));
    }
    Ok(out)
}

fn main() {
    let mut bytes = Vec::new();
    if let Err(e) = io::stdin().read_to_end(&mut bytes) {
        eprintln!("bad input: cannot read stdin: {e}");
        std::process::exit(1);
    }
    let result = match std::str::from_utf8(&bytes) {
        Ok(text) => solve(text),
        Err(_) => Err("the input is not UTF-8 text".to_string()),
    };
    let answer = match result {
        Ok(a) => a,
        Err(e) => {
            eprintln!("bad input: {e}");
            std::process::exit(1);
        }
    };
    let mut out = io::stdout().lock();
    out.write_all(answer.as_bytes())
        .expect("failed to write stdout");
}
