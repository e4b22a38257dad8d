//! The SG table of a subtraction game and its eventual period.
//!
//! A subtraction game with a finite set `S` of positive integers: one heap, a
//! move takes exactly `s ∈ S` stones. Let `m = max S`.
//!
//! **Stopping rule.** Write `W(x)` for the window of the `m` values
//! `SG(x), …, SG(x + m − 1)`. For every `x ≥ 0`, `SG(x + m)` is the mex of
//! `SG(x + m − s)` over all `s ∈ S` (every move is legal at `x + m ≥ m`), and
//! each `x + m − s` lies in `x .. x + m`. So `W(x + 1)` is a function of `W(x)`
//! alone. Hence if `W(a) = W(a + p)` with `p ≥ 1`, induction gives
//! `W(x) = W(x + p)` for every `x ≥ a`, i.e. `SG(x + p) = SG(x)` for all
//! `x ≥ a`. Scanning `x = 0, 1, 2, …` and stopping at the first window that
//! equals an earlier one, `W(a + p) = W(a)`, yields the least preperiod `a`
//! and the least period `p` (the windows form a "rho": a tail, then a cycle).
//! The chapter `src/sg/sg-period.md` proves this in full.
//!
//! [`octal`]: the same for octal games (Kayles and its relatives), where the
//! stopping rule is the Guy–Smith periodicity theorem instead.

use std::collections::HashMap;

/// Parse a set such as `2,5,7`: comma-separated positive integers, no repeats.
pub fn parse_set(arg: &str) -> Result<Vec<usize>, String> {
    if arg.trim().is_empty() {
        return Err("the set S is empty: give positive integers such as 2,5,7".into());
    }
    let mut set = Vec::new();
    for part in arg.split(',') {
        let t = part.trim();
        if t.is_empty() {
            return Err(format!("S = {arg:?} has an empty entry"));
        }
        let v: u64 = t
            .parse()
            .map_err(|_| format!("{t:?} in S is not a positive integer"))?;
        if v == 0 {
            return Err(
                "0 in S: a move must take at least one stone (0 would make the game endless)"
                    .into(),
            );
        }
        if v > MAX_MOVE as u64 {
            return Err(format!("{v} in S is larger than {MAX_MOVE}"));
        }
        let v = v as usize;
        if set.contains(&v) {
            return Err(format!("{v} appears twice in S"));
        }
        set.push(v);
    }
    set.sort_unstable();
    Ok(set)
}

/// The largest move this tool accepts.
pub const MAX_MOVE: usize = 1_000_000;

/// Extends `table` (SG values of heaps `0..table.len()`) to length `len`.
/// `seen` must have `set.len() + 1` entries: a heap has at most |S| options,
/// so its SG value is at most |S|. Entries marked for heap x hold x + 1.
fn extend_table(set: &[usize], table: &mut Vec<u32>, seen: &mut [usize], len: usize) {
    while table.len() < len {
        let x = table.len();
        let stamp = x + 1;
        for &s in set.iter().take_while(|&&s| s <= x) {
            seen[table[x - s] as usize] = stamp;
        }
        let mut mex = 0;
        while seen[mex] == stamp {
            mex += 1;
        }
        table.push(mex as u32);
    }
}

/// SG values of heaps `0..len`, directly from the definition. `set` sorted.
pub fn sg_table(set: &[usize], len: usize) -> Vec<u32> {
    let mut table = Vec::with_capacity(len);
    let mut seen = vec![0usize; set.len() + 1];
    extend_table(set, &mut table, &mut seen, len);
    table
}

/// A subtraction game's SG sequence, known to be periodic from `preperiod`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Periodic {
    /// The set S, sorted.
    pub set: Vec<usize>,
    /// Least `a` with `SG(x + p) = SG(x)` for all `x ≥ a`.
    pub preperiod: usize,
    /// Least such `p ≥ 1`.
    pub period: usize,
    /// `SG(0), …, SG(a + p + m − 1)`: enough to show the repeated window.
    pub table: Vec<u32>,
}

impl Periodic {
    /// `max S`, the window length.
    pub fn window(&self) -> usize {
        *self.set.last().expect("S is not empty")
    }

    /// SG(x) for any `x`, from the table and the period.
    pub fn sg_at(&self, x: u64) -> u32 {
        let a = self.preperiod as u64;
        let i = if x < a {
            x
        } else {
            a + (x - a) % self.period as u64
        };
        self.table[i as usize]
    }
}

/// Find the least preperiod and period of the SG sequence of `set` (sorted,
/// nonempty), computing at most `max_len` table entries. Windows are compared
/// by a rolling hash and then element by element, so a hash collision cannot
/// give a wrong answer.
pub fn find_period(set: &[usize], max_len: usize) -> Result<Periodic, String> {
    let m = *set.last().ok_or("the set S is empty")?;
    const B: u64 = 1_000_003;
    let top = B.wrapping_pow(m as u32 - 1); // weight of the oldest value in a window
    let mut table: Vec<u32> = Vec::new();
    let mut seen = vec![0usize; set.len() + 1];
    extend_table(set, &mut table, &mut seen, m.min(max_len));
    if table.len() < m {
        return Err(format!("--limit {max_len} is smaller than max S = {m}"));
    }
    let mut hash = table
        .iter()
        .fold(0u64, |h, &v| h.wrapping_mul(B).wrapping_add(v as u64 + 1));
    let mut first: HashMap<u64, Vec<usize>> = HashMap::new();
    let mut x = 0;
    loop {
        // Here table holds SG(0..x + m) and hash is the hash of W(x).
        if let Some(earlier) = first.get(&hash) {
            for &y in earlier {
                if table[y..y + m] == table[x..x + m] {
                    return Ok(Periodic {
                        set: set.to_vec(),
                        preperiod: y,
                        period: x - y,
                        table,
                    });
                }
            }
        }
        first.entry(hash).or_default().push(x);
        if x + m + 1 > max_len {
            return Err(format!(
                "no period found among the first {max_len} SG values (raise --limit)"
            ));
        }
        extend_table(set, &mut table, &mut seen, x + m + 1);
        hash = hash
            .wrapping_sub((table[x] as u64 + 1).wrapping_mul(top))
            .wrapping_mul(B)
            .wrapping_add(table[x + m] as u64 + 1);
        x += 1;
    }
}

/// The tool's report: the set, the rule that stopped the search, the
/// preperiod, the period, and the table of SG(0 .. a + p − 1) (up to `show`
/// values), 20 per line.
pub fn report(p: &Periodic, show: usize) -> String {
    let m = p.window();
    let (a, per) = (p.preperiod, p.period);
    let list: Vec<String> = p.set.iter().map(|s| s.to_string()).collect();
    let mut out = String::new();
    out.push_str(&format!("S = {{{}}}\n", list.join(", ")));
    out.push_str(&format!(
        "max S = {m}, so SG values are at most |S| = {}; windows have {m} values\n",
        p.set.len()
    ));
    out.push_str(&format!(
        "stopped: the window SG({a}..{}) equals the window SG({}..{})\n",
        a + m - 1,
        a + per,
        a + per + m - 1
    ));
    write_period_and_table(&mut out, &p.table, a, per, show);
    out
}

/// The common end of both reports: the preperiod and period, the formula,
/// and the first `show` values of the table (at most a + p), twenty a row.
pub(crate) fn write_period_and_table(
    out: &mut String,
    table: &[u32],
    a: usize,
    per: usize,
    show: usize,
) {
    out.push_str(&format!("preperiod a = {a}\nperiod p = {per}\n"));
    out.push_str(&format!(
        "SG(x) = SG({a} + (x - {a}) mod {per}) for x >= {a}\n"
    ));
    let n = (a + per).min(show);
    out.push_str(&format!("SG(0..{}):\n", a + per - 1));
    for start in (0..n).step_by(20) {
        let row: Vec<String> = table[start..(start + 20).min(n)]
            .iter()
            .map(|v| v.to_string())
            .collect();
        out.push_str(&format!("{start:>6}: {}\n", row.join(" ")));
    }
    if n < a + per {
        out.push_str(&format!(
            "  ... {} more values (use --show {})\n",
            a + per - n,
            a + per
        ));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn take_1_to_m_has_period_m_plus_1_from_0() {
        for m in 1..=12 {
            let set: Vec<usize> = (1..=m).collect();
            let p = find_period(&set, 10_000).unwrap();
            assert_eq!((p.preperiod, p.period), (0, m + 1));
            assert_eq!(
                p.sg_at(1_000_000_000_000_000_000),
                (1e18 as u64 % (m as u64 + 1)) as u32
            );
        }
    }

    #[test]
    fn parse_rejects_bad_sets() {
        assert!(parse_set("").unwrap_err().contains("empty"));
        assert!(parse_set("2,,5").unwrap_err().contains("empty entry"));
        assert!(parse_set("0,3").unwrap_err().contains("0 in S"));
        assert!(parse_set("2,x").unwrap_err().contains("\"x\""));
        assert!(parse_set("-1")
            .unwrap_err()
            .contains("not a positive integer"));
        assert!(parse_set("3,3").unwrap_err().contains("twice"));
        assert_eq!(parse_set("7, 2,5").unwrap(), vec![2, 5, 7]);
    }

    #[test]
    fn the_limit_is_reported() {
        let e = find_period(&[2, 5, 7], 10).unwrap_err();
        assert!(e.contains("no period"), "{e}");
    }
}

pub mod octal;
