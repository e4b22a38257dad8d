//! Exp and log of a set power series (src/set-power-series/exp-log.md).

// ---------------------------------------------------------------------------
// Exp and log of a set power series (src/set-power-series/exp-log.md):
// Library Checker exp_of_set_power_series and log_of_set_power_series.
// ---------------------------------------------------------------------------

/// The modulus of both problems.
pub const MOD: u64 = 998_244_353;

/// Every set partition of the set `s` (a bit mask), each as its list of
/// blocks (bit masks), by restricted growth strings: the i-th element of `s`
/// goes to block a_i, where a_0 = 0 and a_i ≤ 1 + max(a_0, …, a_{i−1}).
/// The empty set has one partition, with no blocks.
pub fn set_partitions(s: usize) -> Vec<Vec<usize>> {
    let elems: Vec<usize> = (0..usize::BITS as usize)
        .filter(|&i| s >> i & 1 == 1)
        .collect();
    super::growth_strings(elems.len())
        .into_iter()
        .map(|a| {
            let blocks = a.iter().max().map_or(0, |&x| x + 1);
            let mut part = vec![0usize; blocks];
            for (&b, &e) in a.iter().zip(&elems) {
                part[b] |= 1 << e;
            }
            part
        })
        .collect()
}

/// exp(b)_S = Σ over the set partitions {B_1, …, B_k} of S of Π b_{B_i}
/// mod MOD, straight from the definition (b_∅ is never used: no block is
/// empty). Meant for N ≤ 10.
pub fn exp_by_partitions(b: &[u64]) -> Vec<u64> {
    (0..b.len())
        .map(|s| {
            set_partitions(s).iter().fold(0, |acc, part| {
                let prod = part.iter().fold(1, |p, &blk| p * (b[blk] % MOD) % MOD);
                (acc + prod) % MOD
            })
        })
        .collect()
}

/// log(b) mod MOD for b_∅ = 1: the c with c_∅ = 0 and exp(c) = b, from the
/// partition sums: b_S = c_S + Σ over the partitions of S into two or more
/// blocks of Π c_{B_i}, and every such block is a proper subset of S (so a
/// smaller number). Meant for N ≤ 10.
pub fn log_by_partitions(b: &[u64]) -> Vec<u64> {
    let mut c = vec![0u64; b.len()];
    for s in 1..b.len() {
        let mut rest = 0;
        for part in set_partitions(s).iter().filter(|p| p.len() >= 2) {
            rest = (rest + part.iter().fold(1, |p, &blk| p * c[blk] % MOD)) % MOD;
        }
        c[s] = (b[s] % MOD + MOD - rest) % MOD;
    }
    c
}

/// exp(b) mod MOD by the block that holds the lowest element of S:
/// g_S = Σ_{T ⊆ S, min S ∈ T} b_T g_{S∖T}, O(3^N).
pub fn exp_by_lowest_block(b: &[u64]) -> Vec<u64> {
    let mut g = vec![0u64; b.len()];
    g[0] = 1;
    for s in 1..b.len() {
        let low = s & s.wrapping_neg();
        let rest = s ^ low;
        // T = low ∪ U for every U ⊆ rest.
        let mut u = rest;
        let mut acc = 0;
        loop {
            acc = (acc + b[low | u] % MOD * g[rest ^ u]) % MOD;
            if u == 0 {
                break;
            }
            u = (u - 1) & rest;
        }
        g[s] = acc;
    }
    g
}

/// log(b) mod MOD for b_∅ = 1 by the same split: b_S = Σ_{T ∋ min S} c_T
/// b_{S∖T}, so c_S = b_S − Σ_{T ∋ min S, T ≠ S} c_T b_{S∖T}, O(3^N).
pub fn log_by_lowest_block(b: &[u64]) -> Vec<u64> {
    let mut c = vec![0u64; b.len()];
    for s in 1..b.len() {
        let low = s & s.wrapping_neg();
        let rest = s ^ low;
        let mut acc = 0;
        // T = low ∪ U for every proper subset U of rest.
        let mut u = rest;
        while u != 0 {
            u = (u - 1) & rest;
            acc = (acc + c[low | u] * (b[rest ^ u] % MOD)) % MOD;
        }
        c[s] = (b[s] % MOD + MOD - acc) % MOD;
    }
    c
}

/// The sub-series of `b` on the subsets of `s`, renumbered: bit i of the
/// new index is the i-th element of `s`. exp and log at `s` are the last
/// entry of exp and log of this series.
pub fn restrict(b: &[u64], s: usize) -> Vec<u64> {
    let elems: Vec<usize> = (0..usize::BITS as usize)
        .filter(|&i| s >> i & 1 == 1)
        .collect();
    (0..1usize << elems.len())
        .map(|t| {
            let mask = elems
                .iter()
                .enumerate()
                .filter(|(i, _)| t >> i & 1 == 1)
                .fold(0, |m, (_, &e)| m | 1 << e);
            b[mask]
        })
        .collect()
}

/// The input "N\nb_0 … b_{2^N−1}\n" of both problems.
pub fn input_series(b: &[u64]) -> String {
    let n = b.len().trailing_zeros();
    format!("{n}\n{}\n", crate::lattices::join(b))
}

/// Which of the two problems.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Series {
    /// exp_of_set_power_series: b_0 = 0.
    Exp,
    /// log_of_set_power_series: b_0 = 1.
    Log,
}

impl Series {
    /// The value the statement fixes at the empty set.
    pub fn b0(self) -> u64 {
        match self {
            Series::Exp => 0,
            Series::Log => 1,
        }
    }

    /// The answer by the partition sums (N ≤ 10).
    pub fn by_partitions(self, b: &[u64]) -> Vec<u64> {
        match self {
            Series::Exp => exp_by_partitions(b),
            Series::Log => log_by_partitions(b),
        }
    }

    /// The answer by the O(3^N) recurrence on the lowest element's block.
    pub fn by_lowest_block(self, b: &[u64]) -> Vec<u64> {
        match self {
            Series::Exp => exp_by_lowest_block(b),
            Series::Log => log_by_lowest_block(b),
        }
    }

    /// The answer at the one set `s`, by the partition sums of its subsets.
    pub fn entry(self, b: &[u64], s: usize) -> u64 {
        *self.by_partitions(&restrict(b, s)).last().unwrap_or(&0)
    }

    /// A random series on 2^n sets with the statement's b_0: a third uniform
    /// values, a third mostly MOD − 1, a third small.
    pub fn random(self, rng: &mut crate::rng::Rng, n: u32) -> Vec<u64> {
        let mut b = crate::lattices::random_arrays(rng, n).0;
        b[0] = self.b0();
        b
    }
}

/// A listing's binary against the partition sums on `cases` random inputs
/// with N ≤ 8 (every N from 0 to 8 first).
pub fn check_small_cases(bin: &std::path::Path, what: Series, cases: u32, seed: u64) {
    let mut rng = crate::rng::Rng::new(seed);
    for case in 0..cases {
        let n = if case < 9 {
            case
        } else {
            rng.range(0, 8) as u32
        };
        let b = what.random(&mut rng, n);
        let out = crate::run::output_of(bin, &input_series(&b));
        assert_eq!(
            out.trim(),
            crate::lattices::join(&what.by_partitions(&b)),
            "{what:?}, b = {b:?} (TEST_SEED={seed})"
        );
    }
}

/// The sets whose answers the limit tests check at N = 20 by the partition
/// sums: every set of at most two elements, some of three to six, and sets
/// with the top element.
pub fn cheap_sets() -> Vec<usize> {
    let mut v: Vec<usize> = (0..1usize << 20).filter(|s| s.count_ones() <= 2).collect();
    v.extend([
        0b111,
        0b1011_0001,
        0b1111,
        0x8_4021,
        0xF_0000 | 1,
        0x3F,
        0x8_0000 | 0x1F,
    ]);
    v
}

/// A listing's binary at N = 20 (uniform values, and all MOD − 1 beside the
/// statement's b_0) under a 1 MiB stack within `limit_ms`, with the answers
/// at [`cheap_sets`] checked by the partition sums.
pub fn check_limit_cases(bin: &std::path::Path, what: Series, limit_ms: u128, seed: u64) {
    let mut rng = crate::rng::Rng::new(seed);
    let len = 1usize << 20;
    let mut uniform: Vec<u64> = (0..len).map(|_| rng.range(0, MOD - 1)).collect();
    let mut top = vec![MOD - 1; len];
    uniform[0] = what.b0();
    top[0] = what.b0();
    for (name, b) in [("uniform", uniform), ("all MOD − 1", top)] {
        let out = crate::run::run_limited(bin, &input_series(&b));
        assert!(out.success, "{}", out.stderr);
        out.assert_within_ms(limit_ms, &format!("{what:?}, N = 20, {name}"));
        let got: Vec<&str> = out.stdout.split_ascii_whitespace().collect();
        assert_eq!(got.len(), len, "{what:?}, N = 20, {name}");
        for s in cheap_sets() {
            assert_eq!(
                got[s],
                what.entry(&b, s).to_string(),
                "{what:?}, N = 20, {name}, set {s:#b} (TEST_SEED={seed})"
            );
        }
    }
}

/// The bad inputs both listings must refuse with their message.
pub fn check_rejects(bin: &std::path::Path, what: Series) {
    use crate::run::{assert_rejects, assert_rejects_bytes};
    crate::lattices::check_rejects_absurd_n(bin);
    assert_rejects(bin, "21\n", "N (\"21\")");
    let b0 = what.b0();
    assert_rejects(
        bin,
        &format!("1\n{b0}\n"),
        "expected 2 values of b, found 1",
    );
    assert_rejects(bin, &format!("1\n{b0} 998244353\n"), "b_1 (\"998244353\")");
    assert_rejects(bin, "1\nx 4\n", "b_0 (\"x\")");
    let wrong = 1 - b0;
    assert_rejects(
        bin,
        &format!("1\n{wrong} 4\n"),
        &format!("b_0 is {wrong}, but the statement requires b_0 = {b0}"),
    );
    assert_rejects(bin, "0\n7\n", "b_0 is 7");
    assert_rejects_bytes(bin, b"1\n1 2\n\xff\xfe\n", "not UTF-8");
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The number of set partitions of an m-set is the Bell number B_m.
    #[test]
    fn set_partitions_are_counted_by_the_bell_numbers() {
        let bell = [1usize, 1, 2, 5, 15, 52, 203, 877, 4140];
        for (m, &count) in bell.iter().enumerate() {
            let s = (1usize << m) - 1;
            let parts = set_partitions(s);
            assert_eq!(parts.len(), count, "m = {m}");
            for p in &parts {
                assert_eq!(p.iter().fold(0, |a, &b| a | b), s);
                assert_eq!(p.iter().map(|b| b.count_ones()).sum::<u32>(), m as u32);
                assert!(p.iter().all(|&b| b != 0));
            }
        }
    }

    /// The partition sums and the lowest-block recurrences agree for both
    /// problems on random series, N ≤ 8, and log undoes exp.
    #[test]
    fn the_two_oracles_agree_up_to_n_8() {
        let mut rng = crate::rng::Rng::new(crate::rng::seed(1001));
        for n in 0..=8 {
            for _ in 0..3 {
                for what in [Series::Exp, Series::Log] {
                    let b = what.random(&mut rng, n);
                    assert_eq!(
                        what.by_partitions(&b),
                        what.by_lowest_block(&b),
                        "{what:?} {b:?}"
                    );
                }
                let b = Series::Exp.random(&mut rng, n);
                assert_eq!(log_by_lowest_block(&exp_by_lowest_block(&b)), b);
            }
        }
    }

    /// The statement's sample, by hand: the partitions of {0, 1, 2}.
    #[test]
    fn the_sample_by_hand() {
        let b = [0, 6, 7, 8, 9, 10, 11, 12];
        let want = [1, 6, 7, 50, 9, 64, 74, 598];
        assert_eq!(exp_by_partitions(&b), want);
        assert_eq!(log_by_partitions(&want), b);
        assert_eq!(restrict(&b, 0b101), vec![0, 6, 9, 10]);
    }
}
