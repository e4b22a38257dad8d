//! Octal games: the SG table and a period proved by the Guy–Smith theorem.
//!
//! An octal code `0.d₁d₂…d_t` (each `d_k` an octal digit, `d_t ≠ 0`) is a
//! game on rows of heaps: a move picks one heap, removes `k` tokens from it
//! and leaves the rest as
//!
//! - no heap at all, if bit 1 of `d_k` is set (only when the heap had exactly `k`);
//! - one nonempty heap, if bit 2 is set;
//! - two nonempty heaps, if bit 4 is set.
//!
//! So `SG(n)` is the mex of `0` (no heap), `SG(n − k)` (one heap) and
//! `SG(a) ⊕ SG(n − k − a)` for `1 ≤ a ≤ (n − k)/2` (two heaps).
//!
//! **Guy–Smith periodicity theorem** (proved in `src/more-games/octal-kayles.md`).
//! If `n₀ ≥ 1`, `p ≥ 1` and `SG(n + p) = SG(n)` for every `n` with
//! `n₀ ≤ n < 2n₀ + p + t`, then `SG(n + p) = SG(n)` for every `n ≥ n₀`.
//! (With `n₀ = 0` the statement is false: see the chapter's counterexample
//! 0.4. The tool therefore applies it with `max(n₀, 1)`.)
//!
//! The search computes `SG(0), SG(1), …` and, for every `p`, the least `a(p)`
//! such that `SG(m + p) = SG(m)` for all computed `m ≥ a(p)`. It stops at the
//! first table length `L` for which some `p` has its whole window
//! `max(a(p), 1) ≤ n < 2·max(a(p), 1) + p + t` inside the table
//! (`2·max(a(p), 1) + 2p + t ≤ L`), and reports the least such `p`. That `p`
//! is the least period and `a(p)` the least preperiod (see the chapter).

/// The longest code this tool accepts (digits after the point).
pub const MAX_DIGITS: usize = 16;

/// Default number of SG values the octal search may compute: the work is
/// quadratic, so this is far below the subtraction-game default.
pub const DEFAULT_LIMIT: usize = 10_000;

/// Parse an octal code such as `0.77` or `.07`: digits `d₁ … d_t` after the
/// point, each 0–7, at least one nonzero. Trailing zeros are dropped, so the
/// result's last digit is nonzero and its length is `t`.
pub fn parse_code(arg: &str) -> Result<Vec<u8>, String> {
    let s = arg.trim();
    let digits = s
        .strip_prefix("0.")
        .or_else(|| s.strip_prefix('.'))
        .ok_or_else(|| {
            format!("{s:?} is not an octal code: write it as 0.d1d2… (for example 0.77)")
        })?;
    if digits.is_empty() {
        return Err(format!("{s:?} has no digits after the point"));
    }
    if digits.len() > MAX_DIGITS {
        return Err(format!(
            "{s:?} has {} digits after the point; at most {MAX_DIGITS}",
            digits.len()
        ));
    }
    let mut code = Vec::new();
    for c in digits.chars() {
        match c.to_digit(8) {
            Some(d) => code.push(d as u8),
            None => return Err(format!("{c:?} in {s:?} is not an octal digit (0-7)")),
        }
    }
    while code.last() == Some(&0) {
        code.pop();
    }
    if code.is_empty() {
        return Err(format!("{s:?} allows no move at all"));
    }
    Ok(code)
}

/// The code written back as `0.d₁…d_t`.
pub fn code_string(code: &[u8]) -> String {
    let d: String = code.iter().map(|&d| char::from(b'0' + d)).collect();
    format!("0.{d}")
}

/// Appends `SG(n)` for `n = table.len()` to `table`. `seen` is scratch space
/// for the mex, stamped with `n + 1`; it grows when an option value needs it.
fn push_next(code: &[u8], table: &mut Vec<u32>, seen: &mut Vec<usize>) {
    let n = table.len();
    let stamp = n + 1;
    let mark = |v: u32, seen: &mut Vec<usize>| {
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
            mark(0, seen);
        }
        if d & 2 != 0 && rest >= 1 {
            mark(table[rest], seen);
        }
        if d & 4 != 0 {
            for a in 1..=rest / 2 {
                mark(table[a] ^ table[rest - a], seen);
            }
        }
    }
    let mut mex = 0;
    while mex < seen.len() && seen[mex] == stamp {
        mex += 1;
    }
    table.push(mex as u32);
}

/// `SG(0), …, SG(len − 1)` of the octal game `code`, from the definition.
pub fn octal_table(code: &[u8], len: usize) -> Vec<u32> {
    let mut table = Vec::new();
    let mut seen = Vec::new();
    while table.len() < len {
        push_next(code, &mut table, &mut seen);
    }
    table
}

/// An octal game whose SG sequence is proved periodic by the Guy–Smith theorem.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OctalPeriodic {
    /// The digits `d₁ … d_t`, last one nonzero.
    pub code: Vec<u8>,
    /// Least `a` with `SG(n + p) = SG(n)` for all `n ≥ a`.
    pub preperiod: usize,
    /// Least such `p ≥ 1`.
    pub period: usize,
    /// `SG(0), …, SG(L − 1)`: `L` is the shortest table that holds the
    /// theorem's whole window, `2·max(a, 1) + 2p + t ≤ L`.
    pub table: Vec<u32>,
}

impl OctalPeriodic {
    /// `t`, the largest number of tokens a move removes.
    pub fn t(&self) -> usize {
        self.code.len()
    }

    /// The `n₀` the theorem is applied with: `max(a, 1)`.
    pub fn n0(&self) -> usize {
        self.preperiod.max(1)
    }

    /// `SG(x)` for any `x`, from the table and the period.
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

/// Search for a period proved by the theorem, computing at most `max_len`
/// SG values. `Err` says that no period was proved up to `max_len`, or that
/// the code is malformed.
pub fn find_octal_period(code: &[u8], max_len: usize) -> Result<OctalPeriodic, String> {
    let t = code.len();
    if t == 0 || code[t - 1] == 0 {
        return Err("the code must end in a nonzero digit".into());
    }
    let mut table: Vec<u32> = Vec::new();
    let mut seen = Vec::new();
    // least_a[p] (p ≥ 1): least a with SG(m + p) = SG(m) for every computed m ≥ a.
    let mut least_a: Vec<usize> = vec![0];
    while table.len() < max_len {
        push_next(code, &mut table, &mut seen);
        let n = table.len() - 1;
        if n >= 1 {
            least_a.push(0); // p = n: only the pair (0, n) so far
        }
        for p in 1..=n {
            if table[n] != table[n - p] {
                least_a[p] = n - p + 1;
            }
        }
        let len = n + 1;
        for (p, &a) in least_a.iter().enumerate().skip(1) {
            if 2 * p + t + 2 > len {
                break;
            }
            if 2 * a.max(1) + 2 * p + t <= len {
                return Ok(OctalPeriodic {
                    code: code.to_vec(),
                    preperiod: a,
                    period: p,
                    table,
                });
            }
        }
    }
    Err(format!(
        "no period proved up to {max_len}: among SG(0..{max_len}) no period p has the \
         Guy-Smith window max(a, 1) <= n < 2 max(a, 1) + p + {t} inside the table (raise --limit)"
    ))
}

/// What each digit allows, one line per nonzero digit.
fn rules(code: &[u8]) -> String {
    let mut out = String::new();
    for (i, &d) in code.iter().enumerate() {
        if d == 0 {
            continue;
        }
        let mut leaves = Vec::new();
        if d & 1 != 0 {
            leaves.push("no heap");
        }
        if d & 2 != 0 {
            leaves.push("one heap");
        }
        if d & 4 != 0 {
            leaves.push("two heaps");
        }
        out.push_str(&format!(
            "  d{} = {d}: remove {} leaving {}\n",
            i + 1,
            i + 1,
            leaves.join(" or ")
        ));
    }
    out
}

/// The tool's report for an octal game: the rules, the window that proves
/// the period, the preperiod and period, and the table of SG(0 .. a + p − 1)
/// (up to `show` values), 20 per line.
pub fn octal_report(p: &OctalPeriodic, show: usize) -> String {
    let (a, per, t, n0) = (p.preperiod, p.period, p.t(), p.n0());
    let mut out = String::new();
    out.push_str(&format!("octal game {} (t = {t})\n", code_string(&p.code)));
    out.push_str(&rules(&p.code));
    out.push_str(&format!(
        "window: SG(n + {per}) = SG(n) for {n0} <= n < 2*{n0} + {per} + {t} = {} \
         (checked in SG(0..{}))\n",
        2 * n0 + per + t,
        p.table.len() - 1
    ));
    out.push_str(&format!(
        "Guy-Smith theorem: so SG(n + {per}) = SG(n) for every n >= {n0}\n"
    ));
    if a == 0 {
        out.push_str(&format!("and SG({per}) = SG(0), so from n = 0 on\n"));
    }
    crate::write_period_and_table(&mut out, &p.table, a, per, show);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parse_accepts_codes_and_rejects_the_rest() {
        assert_eq!(parse_code("0.77").unwrap(), vec![7, 7]);
        assert_eq!(parse_code(".07").unwrap(), vec![0, 7]);
        assert_eq!(parse_code("0.0070").unwrap(), vec![0, 0, 7]);
        assert!(parse_code("0.8").unwrap_err().contains("octal digit"));
        assert!(parse_code("0.").unwrap_err().contains("no digits"));
        assert!(parse_code("0.000").unwrap_err().contains("no move"));
        assert!(parse_code("4.07")
            .unwrap_err()
            .contains("not an octal code"));
        assert!(parse_code("0.12345671234567123")
            .unwrap_err()
            .contains("at most 16"));
    }

    #[test]
    fn kayles_starts_as_published() {
        // Winning Ways, chapter 4: Kayles 0.77 begins 0 1 2 3 1 4 3 2 1 4 2 6.
        assert_eq!(
            octal_table(&[7, 7], 12),
            vec![0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6]
        );
    }
}
