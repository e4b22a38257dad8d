//! Part 6's games that split: `ext-octal-game` (SG values of octal games,
//! Kayles among them) and CSES 2207 (Grundy's game).
//!
//! An octal case is `[code, position, position, …]`: the code's digits
//! `d_1 … d_t`, then each position's heaps. Small positions go to the
//! exhaustive search of the whole multi-heap game ([`OctalOracle`]); bigger
//! ones to the plain SG table of `testkit::octal` and the SG theorem, and heaps
//! past the table, only for the three codes whose period is published, to
//! that period. A Grundy case is `[heaps]`: heaps up to 20 go to the
//! exhaustive search, bigger ones to `grundy_sg_table` (checked against the
//! search and a `BTreeSet` mex in `testkit::octal`'s tests).

use super::games::{heaps, small, to_u32};
use super::{line, same_tokens, trap, Problem};
use testkit::cses::first_second;
use testkit::game::{Outcome, Solver};
use testkit::octal::{
    code_text, grundy_moves, grundy_sg_table, octal_sg_fast, random_code, OctalOracle,
    PUBLISHED_PERIODS,
};
use testkit::rng::Rng;

/// Heaps from here on are answered only for codes with a published period
/// (the listing's own table stops at 5000 values too).
const OCTAL_TABLE: u64 = 5000;

/// Above this heap the Grundy check does not build the table (2.5·10^9 xors)
/// but uses the computed fact the chapter states: no heap in (1222, 10^6]
/// has SG value 0 (the listing's test checks it to 10^5 with this crate's
/// table, its slow test to 10^6).
const GRUNDY_TABLE: u64 = 100_000;

const E18: u64 = 1_000_000_000_000_000_000;

pub fn problems() -> Vec<Problem> {
    vec![
        Problem {
            listing: "ext-octal-game",
            time_limit_ms: 1000,
            limits_by_check: false,
            small: |r| {
                // One case in four: a code with a published period and heaps
                // around its preperiod and far beyond it.
                if r.range(0, 3) == 0 {
                    let (code, a, p) = PUBLISHED_PERIODS[r.range(0, 2) as usize];
                    let (a, p) = (a as u64, p as u64);
                    let mut c = vec![code.iter().map(|&d| d as u64).collect::<Vec<u64>>()];
                    for _ in 0..r.range(1, 6) {
                        let k = r.range(0, 3) as usize;
                        c.push(
                            (0..k)
                                .map(|_| match r.range(0, 2) {
                                    0 => r.range(a.saturating_sub(3), a + p + 3),
                                    1 => r.range(0, 30),
                                    _ => r.range(E18, u64::MAX),
                                })
                                .collect(),
                        );
                    }
                    return c;
                }
                let code = random_code(r, 4);
                let mut c = vec![code.iter().map(|&d| d as u64).collect::<Vec<u64>>()];
                for _ in 0..r.range(1, 6) {
                    c.push(heaps(r, 0, 3, 0, 6));
                }
                c
            },
            input: |c| {
                let code: Vec<u8> = c[0].iter().map(|&d| d as u8).collect();
                let mut s = format!("{}\n{}\n", code_text(&code), c.len() - 1);
                for h in &c[1..] {
                    s.push_str(&format!("{} {}\n", h.len(), line(h)).replace(" \n", "\n"));
                }
                s
            },
            valid: |c| {
                !c.is_empty()
                    && (1..=4).contains(&c[0].len())
                    && c[0].iter().all(|&d| d <= 7)
                    && c[0].iter().any(|&d| d != 0)
                    && (published(&c[0]).is_some()
                        || c[1..].iter().flatten().all(|&h| h < OCTAL_TABLE))
            },
            check: |c, out| {
                let code: Vec<u8> = c[0].iter().map(|&d| d as u8).collect();
                let mut exhaustive = OctalOracle::new(&code);
                let big = Heaps::new(&c[0], &c[1..]);
                let want: Vec<String> = c[1..]
                    .iter()
                    .map(|h| {
                        let g = if small(h, 3, 8) {
                            exhaustive.sg(&to_u32(h))
                        } else {
                            h.iter().fold(0, |acc, &x| acc ^ big.sg(x))
                        };
                        format!("{g} {}", first_second(g != 0))
                    })
                    .collect();
                same_tokens(&want.join("\n"), out)
            },
            traps: || {
                vec![
                    trap(
                        "看到几十项重复就认定周期：Kayles 的最后一个例外是 70", "declaring a period after a few dozen repeats: the last exception of Kayles is at 70",
                        vec![vec![7, 7], vec![70], vec![82], vec![57], vec![69], vec![40]],
                    ),
                    trap(
                        "用减法游戏的“窗口重复”规则：Kayles 的大堆", "the subtraction game's \"repeated window\" rule: a large Kayles pile",
                        vec![
                            vec![7, 7],
                            vec![E18],
                            vec![E18 + 1, u64::MAX],
                            vec![71, 83],
                            vec![u64::MAX, 70],
                        ],
                    ),
                    trap(
                        "定理中取 n0 = 0：0.4 的前三个值是 0，G(3) = 1", "taking n0 = 0 in the theorem: the first three values of 0.4 are 0, G(3) = 1",
                        vec![vec![4], vec![3], vec![2], vec![1], vec![0], vec![100]],
                    ),
                    trap(
                        "分两堆时漏掉 a = b：0.04 的堆 4 只能分成 (1, 1)", "missing a = b when splitting into two piles: pile 4 of 0.04 can only split into (1, 1)",
                        vec![vec![0, 4], vec![4], vec![6], vec![4, 3]],
                    ),
                    trap(
                        "把 (a, 0) 当成两堆：0.4 的堆 2 无路可走", "taking (a, 0) as two piles: pile 2 of 0.4 has no move",
                        vec![vec![4], vec![2], vec![2, 2], vec![5]],
                    ),
                    trap(
                        "Dawson's Kayles 的预周期在 52 与 53 之间混用（0.07 与 0.137）", "mixing up the preperiods 52 and 53 of Dawson's Kayles (0.07 and 0.137)",
                        vec![
                            vec![0, 7],
                            vec![52],
                            vec![86],
                            vec![53],
                            vec![87],
                            vec![E18],
                        ],
                    ),
                    trap(
                        "Dawson's chess 0.137：最后一个例外是 51", "Dawson's chess 0.137: the last exception is at 51",
                        vec![vec![1, 3, 7], vec![51], vec![85], vec![52], vec![86]],
                    ),
                ]
            },
            limits: |r| {
                let many = |r: &mut Rng, code: Vec<u64>, hi: u64| {
                    let mut c = vec![code];
                    c.extend((0..10_000).map(|_| heaps(r, 10, 10, 0, hi)));
                    c
                };
                vec![
                    (
                        "0.6666: 10^4 positions of 10 heaps below 5000 (the slowest table)",
                        many(r, vec![6, 6, 6, 6], OCTAL_TABLE - 1),
                    ),
                    (
                        "0.7676: 10^4 positions of 10 heaps below 5000",
                        many(r, vec![7, 6, 7, 6], OCTAL_TABLE - 1),
                    ),
                    (
                        "0.007 (no period proved): 10^4 positions of 10 heaps below 5000",
                        many(r, vec![0, 0, 7], OCTAL_TABLE - 1),
                    ),
                    (
                        "Kayles: 10^4 positions of 10 heaps up to 2^64 - 1",
                        many(r, vec![7, 7], u64::MAX),
                    ),
                ]
            },
        },
        Problem {
            listing: "cses-2207-grundys-game",
            time_limit_ms: 1000,
            limits_by_check: false,
            // Half the cases small enough to search; half around the last
            // heap of SG value 0, 1222, answered by the table.
            small: |r| {
                if r.range(0, 1) == 0 {
                    vec![heaps(r, 1, 20, 1, 20)]
                } else {
                    vec![heaps(r, 1, 20, 1, 1300)]
                }
            },
            input: |c| {
                let mut s = format!("{}\n", c[0].len());
                for h in &c[0] {
                    s.push_str(&format!("{h}\n"));
                }
                s
            },
            valid: |c| {
                c.len() == 1
                    && (1..=100_000).contains(&c[0].len())
                    && c[0].iter().all(|h| (1..=1_000_000).contains(h))
            },
            check: |c, out| {
                let mut solver = Solver::new(|p: &Vec<u32>| grundy_moves(p));
                let max = c[0].iter().copied().filter(|&h| h <= GRUNDY_TABLE).max();
                let table = grundy_sg_table(max.unwrap_or(0) as usize + 1);
                let want: Vec<&str> = c[0]
                    .iter()
                    .map(|&h| {
                        first_second(if h <= 20 {
                            solver.outcome(&vec![h as u32]) == Outcome::Win
                        } else if h <= GRUNDY_TABLE {
                            table[h as usize] != 0
                        } else {
                            true
                        })
                    })
                    .collect();
                same_tokens(&want.join("\n"), out)
            },
            traps: || {
                vec![
                    trap(
                        "把“大小不同”漏掉：2 不能分成 1 + 1", "forgetting \"of different sizes\": 2 cannot be split into 1 + 1",
                        vec![vec![1, 2, 3, 4, 6, 7, 8]],
                    ),
                    trap(
                        "凭感觉定一个界就输出 first：最后一个必败态是 1222", "printing first beyond a bound picked by feel: the last losing position is 1222",
                        vec![vec![1222, 1221, 1223, 932, 1000, 2000]],
                    ),
                    trap(
                        "以为序列周期，打几千项去找：每个 n ≤ 3000", "assuming the sequence is periodic and tabulating thousands of terms to find it: every n ≤ 3000",
                        vec![(1..=3000).collect()],
                    ),
                    trap(
                        "mex 的标记数组开得太小：后继值可以超过已有的最大 SG 值", "the mex mark array too small: an option's value can exceed the largest SG value so far",
                        vec![vec![2999, 2000, 1500, 1024, 513]],
                    ),
                ]
            },
            limits: |r| {
                vec![
                    ("t = 10^5 heaps of 10^6", vec![vec![1_000_000; 100_000]]),
                    (
                        "t = 10^5 random heaps up to 10^6",
                        vec![heaps(r, 100_000, 100_000, 1, 1_000_000)],
                    ),
                    ("every n from 1 to 10^5", vec![(1..=100_000).collect()]),
                ]
            },
        },
    ]
}

/// The published (preperiod, period) of `code`, trailing zero digits dropped.
fn published(code: &[u64]) -> Option<(u64, u64)> {
    let t = code.iter().rposition(|&d| d != 0)? + 1;
    PUBLISHED_PERIODS.iter().find_map(|&(c, a, p)| {
        (c.len() == t && c.iter().zip(code).all(|(&x, &y)| x as u64 == y))
            .then_some((a as u64, p as u64))
    })
}

/// SG values of single heaps of one code: a plain table as long as the
/// biggest heap below [`OCTAL_TABLE`] needs (at least a + p for a published
/// code), and the published period past it.
struct Heaps {
    table: Vec<u32>,
    period: Option<(u64, u64)>,
}

impl Heaps {
    fn new(code: &[u64], positions: &[Vec<u64>]) -> Self {
        let period = published(code);
        let need = positions
            .iter()
            .flatten()
            .copied()
            .filter(|&h| h < OCTAL_TABLE)
            .max()
            .map_or(0, |h| h + 1)
            .max(period.map_or(0, |(a, p)| a + p));
        let digits: Vec<u8> = code.iter().map(|&d| d as u8).collect();
        Heaps {
            table: octal_sg_fast(&digits, need as usize),
            period,
        }
    }

    /// SG of one heap; `valid` keeps heaps past the table to published codes.
    fn sg(&self, h: u64) -> u64 {
        match self.period {
            Some((a, p)) if h >= self.table.len() as u64 => {
                self.table[(a + (h - a) % p) as usize] as u64
            }
            _ => self.table[h as usize] as u64,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn problem(name: &str) -> Problem {
        problems()
            .into_iter()
            .find(|p| p.listing == name)
            .expect("known problem")
    }

    #[test]
    fn the_octal_check_knows_the_samples_and_rejects_a_wrong_value() {
        let p = problem("ext-octal-game");
        // samples/1: Kayles, positions 3 5 | 6 | 1 4.
        let c = vec![vec![7, 7], vec![3, 5], vec![6], vec![1, 4]];
        assert!((p.valid)(&c));
        assert!((p.check)(&c, "7 first\n3 first\n0 second\n").is_ok());
        assert!((p.check)(&c, "7 first\n2 first\n0 second\n").is_err());
        // samples/4: Kayles at 4, 10^18 | 71 83 2^64-1.
        let c = vec![vec![7, 7], vec![4, E18], vec![71, 83, u64::MAX]];
        assert!((p.check)(&c, "0 second\n8 first\n").is_ok());
        // samples/2: Dawson's Kayles 0.07.
        let c = vec![vec![0, 7], vec![14, E18, 71], vec![52]];
        assert!((p.check)(&c, "6 first\n2 first\n").is_ok());
    }

    #[test]
    fn octal_inputs_render_the_code_and_empty_positions() {
        let p = problem("ext-octal-game");
        let c = vec![vec![0, 0, 7], vec![], vec![4999]];
        assert_eq!((p.input)(&c), "0.007\n2\n0\n1 4999\n");
        assert!((p.check)(&c, "0 second\n68 first\n").is_ok());
    }

    #[test]
    fn heaps_past_the_table_are_legal_only_with_a_published_period() {
        let p = problem("ext-octal-game");
        assert!((p.valid)(&vec![vec![7, 7, 0], vec![E18]]));
        assert!(!(p.valid)(&vec![vec![0, 0, 7], vec![OCTAL_TABLE]]));
        assert!(!(p.valid)(&vec![vec![0, 0], vec![1]]));
        assert!(!(p.valid)(&vec![vec![8], vec![1]]));
    }

    #[test]
    fn the_grundy_check_knows_the_sample_and_the_last_p_position() {
        let p = problem("cses-2207-grundys-game");
        let c = vec![vec![6, 7, 8]];
        assert!((p.check)(&c, "first\nsecond\nfirst\n").is_ok());
        assert!((p.check)(&c, "first\nfirst\nfirst\n").is_err());
        let c = vec![vec![1222, 1223, 1_000_000]];
        assert!((p.check)(&c, "second\nfirst\nfirst\n").is_ok());
        assert!(!(p.valid)(&vec![vec![0]]));
    }
}
