//! Part 5's problems: `ext-anti-sg` (misère sums of subtraction games, the SJ
//! theorem), `ext-every-sg` (every heap moves each turn) and `ext-lasker-nim`
//! (take or split, the HDU 3032 format).
//!
//! The two subtraction-game formats share one case shape `[set, heaps]`:
//! dropping a move size or a heap, or lowering a heap, keeps a legal input
//! (a move size of 0 is not legal and shrinking never makes one). Small cases
//! go to the exhaustive searches of `testkit::sums`, which know only the rules;
//! bigger ones to the rules those searches check (the SJ rule on mex tables,
//! the largest step count). Lasker's Nim is one group per test, searched
//! whole when it has few stones and otherwise valued by the proved formula.

use super::games::{heaps, small, to_u32};
use super::{same_tokens, trap, Case, Problem};
use testkit::rng::Rng;
use testkit::sums::{
    answer_first, answer_lasker, every_sg_rule, input_lasker, input_set_heaps, lasker_sg, sj_rule,
    step_counts, subtraction_sg, AntiSubtractionOracle, EveryOracle, LaskerOracle,
};

/// The format's bounds for `ext-anti-sg` and `ext-every-sg` (the listings
/// accept heaps ten times larger; the judge stays inside the statement).
const MAX_K: usize = 100;
const MAX_N: usize = 100_000;
const MAX_HEAP: u64 = 100_000;

pub fn problems() -> Vec<Problem> {
    vec![
        Problem {
            listing: "ext-anti-sg",
            time_limit_ms: 1000,
            limits_by_check: false,
            small: |r| vec![move_sizes(r), heaps(r, 1, 4, 0, 12)],
            input: |c| input_set_heaps(&c[0], &c[1]),
            valid: set_heaps_valid,
            check: |c, out| {
                let (set, h) = (usable(&c[0], &c[1]), &c[1]);
                let wins = if small(h, 4, 12) {
                    AntiSubtractionOracle::new(&set).first_player_wins(&to_u32(h))
                } else {
                    let g = subtraction_sg(&set, max_heap(h));
                    let values: Vec<u64> = h.iter().map(|&x| g[x as usize]).collect();
                    sj_rule(&values)
                };
                same_tokens(answer_first(wins), out)
            },
            traps: || {
                vec![
                    trap(
                        "照搬反 Nim，看堆的大小：S = {2}、一堆 2 颗，先手负", "copying misère Nim and looking at pile sizes: S = {2}, one pile of 2, the first player loses",
                        vec![vec![2], vec![2]],
                    ),
                    trap(
                        "两种情形的异或条件写反（样例 2）", "the XOR conditions of the two cases swapped (sample 2)",
                        vec![vec![2], vec![2, 3, 6]],
                    ),
                    trap(
                        "有大分量、异或为 0：先手负", "a large component and XOR 0: the first player loses",
                        vec![vec![1, 2], vec![2, 5, 1, 1]],
                    ),
                    trap(
                        "只特判所有堆为空：SG 值都是 1、偶数个，先手胜", "only the all-empty position treated specially: SG values all 1, an even number of them, the first player wins",
                        vec![vec![2], vec![2, 3]],
                    ),
                    trap(
                        "一步都走不了（样例 3）：无法行动的人获胜", "no move at all (sample 3): the player who cannot move wins",
                        vec![vec![3], vec![1, 2]],
                    ),
                    trap("空桌子", "an empty table", vec![vec![1], vec![0, 0]]),
                    trap(
                        "步长重复、大于所有堆、接近 2^64", "repeated steps, steps larger than every pile, steps near 2^64",
                        vec![vec![2, 2, u64::MAX, 1 << 63], vec![5, 4]],
                    ),
                ]
            },
            limits: set_heaps_limits,
        },
        Problem {
            listing: "ext-every-sg",
            time_limit_ms: 1000,
            limits_by_check: false,
            // The opposite convention (the chapter's main trap) differs on
            // few positions; three move sizes and four heaps catch it in
            // about one small case in 18 (measured on 10^4 random cases).
            small: |r| {
                let k = if r.range(0, 3) == 0 { r.range(1, 2) } else { 3 };
                let mut s: Vec<u64> = (0..k).map(|_| r.range(1, 7)).collect();
                if r.range(0, 7) == 0 {
                    s.push(r.range(13, u64::MAX));
                }
                vec![s, heaps(r, 1, 4, 0, 12)]
            },
            input: |c| input_set_heaps(&c[0], &c[1]),
            valid: set_heaps_valid,
            check: |c, out| {
                let (set, h) = (usable(&c[0], &c[1]), &c[1]);
                let wins = if small(h, 4, 12) {
                    EveryOracle::new(&set).first_player_wins(&to_u32(h))
                } else {
                    let step = step_counts(&set, max_heap(h) as u32, true);
                    let s: Vec<u64> = h.iter().map(|&x| step[x as usize]).collect();
                    every_sg_rule(&s)
                };
                same_tokens(answer_first(wins), out)
            },
            traps: || {
                vec![
                    trap("用 SG 值的异或（样例 2）", "using the XOR of SG values (sample 2)", vec![vec![1, 2], vec![1, 3]]),
                    trap(
                        "赢家赶快、输家拖延（样例 1）", "the winner hurries, the loser stalls (sample 1)",
                        vec![vec![1, 3, 4], vec![2, 3]],
                    ),
                    trap(
                        "赢家赶快、输家拖延（样例 3）", "the winner hurries, the loser stalls (sample 3)",
                        vec![vec![2, 5], vec![0, 4, 6]],
                    ),
                    trap(
                        "必胜态对所有后继取最大值：S = {1, 2}、一堆 2 颗", "a winning position taking the maximum over all options: S = {1, 2}, one pile of 2",
                        vec![vec![1, 2], vec![2]],
                    ),
                    trap(
                        "看最大的堆：S = {1, 3, 4} 时 step(4) = 1 < step(2) = 2", "looking at the largest pile: with S = {1, 3, 4}, step(4) = 1 < step(2) = 2",
                        vec![vec![1, 3, 4], vec![2, 4]],
                    ),
                    trap(
                        "看步数的和：step(3) + step(4) = 4", "looking at the sum of the steps: step(3) + step(4) = 4",
                        vec![vec![1, 3, 4], vec![3, 4]],
                    ),
                    trap(
                        "谁都走不了：轮到的人输", "nobody can move: the player to move loses",
                        vec![vec![7, u64::MAX], vec![0, 6]],
                    ),
                ]
            },
            limits: set_heaps_limits,
        },
        Problem {
            listing: "ext-lasker-nim",
            time_limit_ms: 1000,
            limits_by_check: false,
            small: |r| {
                let t = r.range(1, 10);
                (0..t).map(|_| heaps(r, 0, 3, 0, 7)).collect()
            },
            input: |c| input_lasker(c),
            valid: |c| (1..=100).contains(&c.len()) && c.iter().all(|g| g.len() <= 1_000_000),
            check: |c, out| {
                let mut oracle = LaskerOracle::default();
                let want: Vec<&str> = c
                    .iter()
                    .map(|g| {
                        let stones: u128 = g.iter().map(|&x| x as u128).sum();
                        answer_lasker(if stones <= 21 {
                            oracle.first_player_wins(&to_u32(g))
                        } else {
                            g.iter().fold(0u128, |a, &x| a ^ lasker_sg(x as u128)) != 0
                        })
                    })
                    .collect();
                same_tokens(&want.join("\n"), out)
            },
            traps: || {
                const M: u64 = u64::MAX;
                vec![
                    trap(
                        "直接用堆的大小做异或（样例 1 的第二、三组）", "XOR of the pile sizes themselves (the second and third tests of sample 1)",
                        vec![vec![1, 2, 3], vec![3, 5, 1]],
                    ),
                    trap("把互换记成 4k+1 ↔ 4k+2", "the swap remembered as 4k+1 ↔ 4k+2", vec![vec![1, 2, 4], vec![1, 3, 5]]),
                    trap("把互换记成 4k ↔ 4k+1", "the swap remembered as 4k ↔ 4k+1", vec![vec![3, 5, 1], vec![0, 0, 1]]),
                    trap(
                        "h = 0 时算 h − 1；n = 0 的一组", "computing h − 1 at h = 0; a test with n = 0",
                        vec![vec![0], vec![0, 4], vec![]],
                    ),
                    trap(
                        "在 u64 里算 h + 1（样例 2）", "computing h + 1 in u64 (sample 2)",
                        vec![vec![M], vec![M, M], vec![M, M - 3]],
                    ),
                    trap(
                        "打表时分的后继值用加法而不是异或", "tabulating a split's option value by addition instead of XOR",
                        vec![vec![1, 2, 4], vec![1, 4, 6]],
                    ),
                ]
            },
            limits: |r| {
                let big: Vec<u64> = (0..1_000_000).map(|_| r.next_u64()).collect();
                let many: Case = (0..100)
                    .map(|i| {
                        let mut g: Vec<u64> = (0..10_000).map(|_| r.next_u64()).collect();
                        if i % 2 == 0 {
                            // Copy the first half over the second: xor 0, Bob.
                            let (a, b) = g.split_at_mut(5_000);
                            b.copy_from_slice(a);
                        }
                        g
                    })
                    .collect();
                vec![
                    ("one test of 10^6 heaps up to 2^64 − 1", vec![big]),
                    ("100 tests of 10^4 heaps, half of them lost", many),
                ]
            },
        },
    ]
}

/// One to three move sizes in 1..=6, repeats allowed (the format allows
/// them); now and then one far larger than every heap.
fn move_sizes(r: &mut Rng) -> Vec<u64> {
    let k = r.range(1, 3);
    let mut s: Vec<u64> = (0..k).map(|_| r.range(1, 6)).collect();
    if r.range(0, 7) == 0 {
        s.push(r.range(13, u64::MAX));
    }
    s
}

/// `k s_1 … s_k n h_1 … h_n` inside the statement: 1 ≤ k ≤ 100, every
/// s_i ≥ 1, 1 ≤ n ≤ 10^5, every heap ≤ 10^5.
fn set_heaps_valid(c: &Case) -> bool {
    c.len() == 2
        && (1..=MAX_K).contains(&c[0].len())
        && c[0].iter().all(|&s| s >= 1)
        && (1..=MAX_N).contains(&c[1].len())
        && c[1].iter().all(|&h| h <= MAX_HEAP)
}

/// The move sizes that can ever apply (≤ the largest heap), distinct, as u32.
fn usable(set: &[u64], h: &[u64]) -> Vec<u32> {
    let top = h.iter().copied().max().unwrap_or(0);
    let mut s: Vec<u32> = set
        .iter()
        .filter(|&&x| x <= top)
        .map(|&x| x as u32)
        .collect();
    s.sort_unstable();
    s.dedup();
    s
}

fn max_heap(h: &[u64]) -> usize {
    h.iter().copied().max().unwrap_or(0) as usize
}

/// Limit cases of the two subtraction-game formats.
fn set_heaps_limits(r: &mut Rng) -> Vec<(&'static str, Case)> {
    let mut sizes: Vec<u64> = Vec::new();
    while sizes.len() < MAX_K {
        let x = r.range(1, MAX_HEAP);
        if !sizes.contains(&x) {
            sizes.push(x);
        }
    }
    vec![
        (
            "S = {1..100}, 10^5 heaps up to 10^5",
            vec![(1..=100).collect(), heaps(r, MAX_N, MAX_N, 0, MAX_HEAP)],
        ),
        (
            "S = {1..100}, 10^5 heaps of 10^5",
            vec![(1..=100).collect(), vec![MAX_HEAP; MAX_N]],
        ),
        (
            "100 random move sizes, 10^5 heaps up to 10^5",
            vec![sizes, heaps(r, MAX_N, MAX_N, 0, MAX_HEAP)],
        ),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The traps' answers, worked out by hand in the chapters (samples) or
    /// from the step and SG tables there: the oracle checks must give them.
    #[test]
    fn traps_have_the_answers_the_chapters_give() {
        let want: [(&str, &[&str]); 3] = [
            (
                "ext-anti-sg",
                &[
                    "Second", "Second", "Second", "First", "First", "First", "First",
                ],
            ),
            (
                "ext-every-sg",
                &[
                    "Second", "First", "First", "First", "Second", "First", "Second",
                ],
            ),
            (
                "ext-lasker-nim",
                &[
                    "Alice Bob",
                    "Bob Bob",
                    "Bob Alice",
                    "Bob Alice Bob",
                    "Alice Bob Alice",
                    "Bob Alice",
                ],
            ),
        ];
        let all = problems();
        for (listing, answers) in want {
            let p = all.iter().find(|p| p.listing == listing).unwrap();
            let traps = (p.traps)();
            assert_eq!(traps.len(), answers.len(), "{listing}");
            for (t, a) in traps.iter().zip(answers) {
                assert!((p.check)(&t.case, a).is_ok(), "{listing}: {}", t.why);
                let flipped = a
                    .replace("First", "x")
                    .replace("Second", "First")
                    .replace('x', "Second")
                    .replace("Alice", "y")
                    .replace("Bob", "Alice")
                    .replace('y', "Bob");
                assert!(
                    (p.check)(&t.case, &flipped).is_err(),
                    "{listing}: {}",
                    t.why
                );
            }
        }
    }

    /// Small cases on both sides of the exhaustive/rule boundary agree: the
    /// rule branch answers what the search answers on the same positions.
    #[test]
    fn rule_branches_agree_with_the_searches() {
        let mut r = Rng::new(testkit::rng::seed(5501));
        for _ in 0..200 {
            let set = usable(&move_sizes(&mut r), &[12]);
            let h: Vec<u64> = heaps(&mut r, 1, 3, 0, 10);
            let g = subtraction_sg(&set, 12);
            let values: Vec<u64> = h.iter().map(|&x| g[x as usize]).collect();
            assert_eq!(
                AntiSubtractionOracle::new(&set).first_player_wins(&to_u32(&h)),
                sj_rule(&values),
                "{set:?} {h:?}"
            );
            let step = step_counts(&set, 12, true);
            let s: Vec<u64> = h.iter().map(|&x| step[x as usize]).collect();
            assert_eq!(
                EveryOracle::new(&set).first_player_wins(&to_u32(&h)),
                every_sg_rule(&s),
                "{set:?} {h:?}"
            );
        }
    }
}
