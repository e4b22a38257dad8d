//! Part 9, beyond impartial games: CSES 1097 Removal Game,
//! `ext-blue-red-hackenbush` and AtCoder ABC229 H Advance or Eat.
//!
//! A case is one group: the list, each value x stored zigzag-coded (0, −1,
//! 1, −2, 2, … as 0, 1, 2, 3, 4, …), so that shrinking, which lowers the
//! stored numbers, walks the values toward 0 from both sides.
//! Lists up to 14 numbers go to the exhaustive minimax of `testkit::scores`;
//! longer ones to its recurrence by length (checked against the minimax on
//! every small list in that module's tests).

use super::games::heaps;
use super::{same_tokens, trap, Case, Problem};
use testkit::hot_games::Hot;
use testkit::advance_or_eat::{engine_winner, input_229h, whole_board_winner, Board};
use testkit::partizan::{
    TreeAndHeaps,
    hackenbush_nim_by_play, hackenbush_nim_input,hackenbush_check, hackenbush_input, hackenbush_tree_rule, parse_dyadic, Engine};
use testkit::rng::Rng;
use testkit::scores::{input_1097, removal_by_length, removal_exhaustive};
use std::collections::HashMap;

const E9: u64 = 1_000_000_000;

/// The list a case stands for.
fn list(c: &Case) -> Vec<i64> {
    c[0].iter()
        .map(|&v| {
            if v % 2 == 0 {
                (v / 2) as i64
            } else {
                -(v.div_ceil(2) as i64)
            }
        })
        .collect()
}

/// A case from real values (|x| ≤ 10^9).
fn case(x: &[i64]) -> Case {
    vec![x
        .iter()
        .map(|&v| {
            if v >= 0 {
                2 * v as u64
            } else {
                2 * v.unsigned_abs() - 1
            }
        })
        .collect()]
}

pub fn problems() -> Vec<Problem> {
    vec![removal_game(), hackenbush(), advance_or_eat(), hackenbush_nim(), short_games()]
}

/// Hackenbush cases: one group per forest, edge i (1-based) stored as
/// 2·p_i + (1 if blue), so lowering a number moves the edge toward the
/// ground or turns it red, and dropping an edge renumbers the later ones.
fn forests(c: &Case) -> Vec<(Vec<usize>, Vec<bool>)> {
    c.iter()
        .map(|g| {
            let mut parent = vec![0usize];
            let mut blue = vec![false];
            for &v in g {
                parent.push((v / 2) as usize);
                blue.push(v % 2 == 1);
            }
            (parent, blue)
        })
        .collect()
}

/// A forest from (parent, blue) pairs for edges 1, 2, ….
fn forest(edges: &[(u64, bool)]) -> Vec<u64> {
    edges.iter().map(|&(p, b)| 2 * p + b as u64).collect()
}

/// A random forest of `n` edges, mostly long paths.
fn random_forest(r: &mut Rng, n: usize) -> Vec<u64> {
    (1..=n as u64)
        .map(|i| {
            let p = if r.range(0, 2) == 0 { r.range(0, i - 1) } else { i - 1 };
            2 * p + r.range(0, 1)
        })
        .collect()
}

/// A path of n edges from the ground: the first edge `first`, the rest `rest`.
fn string(n: u64, first: bool, rest: bool) -> Vec<u64> {
    forest(&(1..=n).map(|i| (i - 1, if i == 1 { first } else { rest })).collect::<Vec<_>>())
}

fn hackenbush() -> Problem {
    Problem {
        listing: "ext-blue-red-hackenbush",
        time_limit_ms: 1000,
        limits_by_check: false,
        small: |r| {
            let t = r.range(1, 6) as usize;
            (0..t)
                .map(|_| {
                    let n = r.range(1, 7) as usize;
                    random_forest(r, n)
                })
                .collect()
        },
        input: |c| hackenbush_input(&forests(c)),
        valid: |c| {
            (1..=100_000).contains(&c.len())
                && c.iter().map(|g| g.len()).sum::<usize>() <= 1_000_000
                && c.iter().all(|g| {
                    g.len() <= 63 && g.iter().enumerate().all(|(i, &v)| v / 2 <= i as u64)
                })
        },
        check: |c, out| {
            let toks: Vec<&str> = out.split_ascii_whitespace().collect();
            if toks.len() != c.len() {
                return Err(format!("expected {} lines, got {}", c.len(), toks.len()));
            }
            let mut e = Engine::new();
            for (i, ((parent, blue), tok)) in forests(c).iter().zip(&toks).enumerate() {
                let verdict = if parent.len() <= 9 {
                    hackenbush_check(&mut e, parent, blue, tok)
                } else {
                    let want = hackenbush_tree_rule(parent, blue);
                    match parse_dyadic(tok) {
                        Some(d) if d == want => Ok(()),
                        _ => Err(format!("{tok} is not the value {want:?}")),
                    }
                };
                verdict.map_err(|why| format!("forest {}: {why}", i + 1))?;
            }
            Ok(())
        },
        traps: || {
            vec![
                trap(
                    "数蓝边减红边：蓝边上接两条红边的串是 1/4，不是 −1", "blue edges minus red edges: a blue edge with two red edges on top is 1/4, not −1",
                    vec![string(3, true, false)],
                ),
                trap(
                    "蓝边下接负值时也用 x + 1：蓝边上一条红边是 1/2，不是 0", "x + 1 for a blue edge even below a negative value: a blue edge with one red edge on top is 1/2, not 0",
                    vec![string(2, true, false)],
                ),
                trap(
                    "k 算错：蓝边下接 −3（三条红边并排）是 1/8", "k computed wrongly: a blue edge below −3 (three red edges side by side) is 1/8",
                    vec![forest(&[(0, true), (1, false), (1, false), (1, false)])],
                ),
                trap(
                    "k = ⌊−x⌋ + 1：整数处对，非整数处错；蓝、红、蓝的串是 3/4，不是 1/2", "k = ⌊−x⌋ + 1: right at integers, wrong elsewhere; the string blue, red, blue is 3/4, not 1/2",
                    vec![forest(&[(0, true), (1, false), (2, true)])],
                ),
                trap(
                    "忘了约分：输出 2/4 而不是 1/2", "not reducing the fraction: printing 2/4 instead of 1/2",
                    vec![forest(&[(0, true), (1, false), (0, true), (3, false)])],
                ),
                trap(
                    "当成绿色 Hackenbush 算 SG 值（异或）", "SG values (XOR) as in Green Hackenbush",
                    vec![forest(&[(0, true), (0, false), (2, true)])],
                ),
                trap(
                    "32 位分母：40 条边的串要 2^39", "32-bit denominators: a string of 40 edges needs 2^39",
                    vec![string(40, true, false), string(40, false, true)],
                ),
                trap(
                    "63 条边的串：分母 2^62，f64 打印、i64 中间量 k·2^e 都会出错", "a string of 63 edges: denominator 2^62, printing through f64 or an i64 intermediate k·2^e both go wrong",
                    vec![string(63, true, false), string(63, false, true), string(63, false, false)],
                ),
            ]
        },
        limits: |r| {
            vec![
                (
                    "T = 15 873 random forests of 63 edges (10^6 edges)",
                    (0..15_873).map(|_| random_forest(r, 63)).collect(),
                ),
                (
                    "T = 100 000 forests of 1..=10 edges",
                    (0..100_000)
                        .map(|_| {
                            let n = r.range(1, 10) as usize;
                            random_forest(r, n)
                        })
                        .collect(),
                ),
            ]
        },
    }
}

/// ext-hackenbush-nim cases: groups in pairs, a forest (as for
/// ext-blue-red-hackenbush) and its heaps.
fn nim_tests(c: &Case) -> Vec<TreeAndHeaps> {
    c.chunks(2)
        .map(|pair| {
            let f = forests(&vec![pair[0].clone()]).remove(0);
            (f, pair.get(1).cloned().unwrap_or_default())
        })
        .collect()
}

fn hackenbush_nim() -> Problem {
    Problem {
        listing: "ext-hackenbush-nim",
        time_limit_ms: 1000,
        limits_by_check: false,
        small: |r| {
            let t = r.range(1, 4);
            let mut c = Vec::new();
            for _ in 0..t {
                let n = r.range(0, 4) as usize;
                c.push(random_forest(r, n));
                let k = r.range(0, 2);
                c.push((0..k).map(|_| r.range(0, 3)).collect());
            }
            c
        },
        input: |c| hackenbush_nim_input(&nim_tests(c)),
        valid: |c| {
            c.len() % 2 == 0
                && (2..=20_000).contains(&c.len())
                && c.chunks(2).all(|p| {
                    p[0].len() <= 63
                        && p[0].iter().enumerate().all(|(i, &v)| v / 2 <= i as u64)
                        && p[1].iter().all(|&a| a <= 1_000_000_000_000_000_000)
                })
                && c.iter().skip(1).step_by(2).map(|h| h.len()).sum::<usize>() <= 200_000
        },
        check: |c, out| {
            let mut e = Engine::new();
            let want: String = nim_tests(c)
                .iter()
                .map(|((parent, blue), heaps)| {
                    let small = parent.len() <= 6 && heaps.len() <= 2 && heaps.iter().all(|&a| a <= 3);
                    let class = if small {
                        hackenbush_nim_by_play(&mut e, parent, blue, heaps)
                    } else {
                        let x = hackenbush_tree_rule(parent, blue);
                        match (x.p.signum(), heaps.iter().fold(0, |a, &b| a ^ b)) {
                            (1, _) => 'L',
                            (-1, _) => 'R',
                            (_, 0) => 'P',
                            _ => 'N',
                        }
                    };
                    format!("{class}\n")
                })
                .collect();
            same_tokens(&want, out)
        },
        traps: || {
            vec![
                trap(
                    "只看石堆的异或：1/2 加一堆 1 颗是左方总赢，不是先走者赢", "looking only at the XOR of the piles: 1/2 plus a pile of 1 is a Left win, not a first-player win",
                    vec![string(2, true, false), vec![1]],
                ),
                trap(
                    "只看森林的值：值为 0 的森林加两堆 1、2 颗是先走者赢", "looking only at the forest's value: a forest of value 0 plus piles of 1 and 2 is a first-player win",
                    vec![forest(&[(0, true), (0, false)]), vec![1, 2]],
                ),
                trap(
                    "把石堆当成数加到森林上：−1 加一堆 3 颗仍是右方总赢", "adding the piles to the forest as numbers: −1 plus a pile of 3 is still a Right win",
                    vec![forest(&[(0, false)]), vec![3]],
                ),
                trap("空森林、没有石堆：先走的人无路可走", "an empty forest and no piles: the first player cannot move", vec![vec![], vec![]]),
                trap(
                    "10^18 颗的石堆：异或要用 64 位", "a pile of 10^18 stones: the XOR needs 64 bits",
                    vec![vec![], vec![1_000_000_000_000_000_000, 999_999_999_999_999_999]],
                ),
                trap(
                    "63 条边的串：值 2^−62 仍是正数", "a string of 63 edges: the value 2^−62 is still positive",
                    vec![string(63, true, false), vec![5, 6]],
                ),
            ]
        },
        limits: |r| {
            vec![(
                "T = 10 000, 63 edges and 20 heaps each",
                (0..10_000)
                    .flat_map(|_| {
                        let f = random_forest(r, 63);
                        let h: Vec<u64> = (0..20).map(|_| r.range(0, 1_000_000_000_000_000_000)).collect();
                        [f, h]
                    })
                    .collect(),
            )]
        },
    }
}

/// ABC229 H cases: one group per row, 0 empty, 1 white, 2 black; lowering a
/// number turns black into white and white into empty.
fn board(c: &Case) -> Board {
    c.iter()
        .map(|row| row.iter().map(|&v| b".WB"[v as usize]).collect())
        .collect()
}

fn rows(rows: &[&str]) -> Case {
    rows.iter()
        .map(|r| {
            r.bytes()
                .map(|b| match b {
                    b'W' => 1,
                    b'B' => 2,
                    _ => 0,
                })
                .collect()
        })
        .collect()
}

fn advance_or_eat() -> Problem {
    Problem {
        listing: "atcoder-abc229-h-advance-or-eat",
        time_limit_ms: 2000,
        limits_by_check: false,
        small: |r| {
            let n = r.range(1, 3);
            (0..n).map(|_| (0..n).map(|_| r.range(0, 2)).collect()).collect()
        },
        input: |c| input_229h(&board(c)),
        valid: |c| {
            let n = c.len();
            (1..=8).contains(&n) && c.iter().all(|row| row.len() == n && row.iter().all(|&v| v <= 2))
        },
        check: |c, out| {
            let b = board(c);
            let want = if b.len() <= 3 {
                whole_board_winner(&b, &mut HashMap::new())
            } else {
                engine_winner(&mut Engine::new(), &b, &mut HashMap::new())
            };
            same_tokens(want, out)
        },
        traps: || {
            vec![
                trap("和为 0 时判高桥君赢（后手才赢）", "Takahashi declared the winner when the sum is 0 (the second player wins)", rows(&["WB", ".."])),
                trap("空棋盘：高桥君无路可走", "an empty board: Takahashi cannot move", rows(&["..", ".."])),
                trap("数棋子多少：两个白子反而是负担（样例 2）", "counting the pieces: two white pieces are a burden (sample 2)", rows(&["..", "WW"])),
                trap(
                    "把白子当作向下走（题面说双方的“上”相同）", "moving the white pieces downwards (the statement says \"up\" is the same for both)",
                    rows(&["...", "W..", "..B"]),
                ),
                trap(
                    "只许吃相邻的棋子（题面允许吃任意一个）", "eating only adjacent pieces (the statement allows eating any one)",
                    rows(&["B..", "...", "..W"]),
                ),
                trap(
                    "分数值：列值 −1/2 与 1/4 相加要精确", "fractional values: the column values −1/2 and 1/4 must add exactly",
                    rows(&["....", "W.B.", "..W.", "...."]),
                ),
                trap(
                    "当成公平游戏算 SG 值", "treating it as an impartial game and computing SG values",
                    rows(&["W.B", ".B.", "W.."]),
                ),
            ]
        },
        limits: |r| {
            vec![
                (
                    "N = 8, full random board",
                    (0..8).map(|_| (0..8).map(|_| r.range(1, 2)).collect()).collect(),
                ),
                (
                    "N = 8, random board",
                    (0..8).map(|_| (0..8).map(|_| r.range(0, 2)).collect()).collect(),
                ),
            ]
        },
    }
}

fn removal_game() -> Problem {
    Problem {
        listing: "cses-1097-removal-game",
        time_limit_ms: 1000,
        limits_by_check: false,
        // Small values only: a failure then shrinks quickly to a few small
        // numbers. The full range is covered by the traps and the limits.
        small: |r| vec![heaps(r, 1, 10, 0, 14)],
        input: |c| input_1097(&list(c)),
        valid: |c| {
            c.len() == 1 && (1..=5000).contains(&c[0].len()) && c[0].iter().all(|&v| v <= 2 * E9)
        },
        check: |c, out| {
            let x = list(c);
            let want = if x.len() <= 14 {
                removal_exhaustive(&x)
            } else {
                removal_by_length(&x)
            };
            same_tokens(&want.to_string(), out)
        },
        traps: || {
            vec![
                trap(
                    "贪心地拿两端较大的数：1 1 3 2 先拿 2 只得 3 分", "greedily taking the larger end: on 1 1 3 2, taking 2 first scores only 3",
                    case(&[1, 1, 3, 2]),
                ),
                trap(
                    "只比较奇数位之和与偶数位之和：2 1 2 3 的答案是 5 不是 4", "comparing only the sums of the odd and even positions: the answer for 2 1 2 3 is 5, not 4",
                    case(&[2, 1, 2, 3]),
                ),
                trap("负数：把“最好的分数”初始化为 0", "negative numbers: the \"best score\" initialised to 0", case(&[-1, -2])),
                trap("全是负数、n 为奇数", "all numbers negative, n odd", case(&[-5, -1, -3])),
                trap(
                    "5000 个 10^9：分数 2.5·10^12 超出 32 位", "5000 times 10^9: the score 2.5·10^12 does not fit in 32 bits",
                    case(&vec![1_000_000_000; 5000]),
                ),
                trap(
                    "5000 个 −10^9：递归 5000 层、或用二维 i64 表", "5000 times −10^9: 5000 levels of recursion, or a two-dimensional i64 table",
                    case(&vec![-1_000_000_000; 5000]),
                ),
            ]
        },
        limits: |r| {
            vec![
                (
                    "n = 5000, values in ±10^9",
                    vec![heaps(r, 5000, 5000, 0, 2 * E9)],
                ),
                (
                    "n = 5000, values in −1..=1 (many ties)",
                    vec![heaps(r, 5000, 5000, 0, 2)],
                ),
            ]
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn zigzag_code_round_trips_and_covers_the_judge_range() {
        let x = [0, -1, 1, -2, 2, 1_000_000_000, -1_000_000_000];
        assert_eq!(case(&x), vec![vec![0, 1, 2, 3, 4, 2 * E9, 2 * E9 - 1]]);
        assert_eq!(list(&case(&x)), x.to_vec());
    }
}

/// ext-short-games components, simplest first (shrinking lowers an index):
/// numbers, infinitesimals, switches, and the hot-games chapter's examples.
const COMPONENTS: [&str; 24] = [
    "0", "1", "-1", "*", "1/2", "^", "v", "-1/2", "2", "*2", "^*", "3/4", "{1|-1}", "{1|0}",
    "{0|-1}", "{2|-2}", "{1/2|-1/2}", "{4|0}", "{3|1}", "{2|0}", "{4||-4|-10}", "{9||8|0}",
    "{0|^*}", "{1|*}",
];

/// ext-short-games cases: one group per line, each number an index into
/// [`COMPONENTS`]; the line is their sum.
fn short_games_input(c: &Case) -> String {
    c.iter()
        .map(|g| {
            let parts: Vec<&str> = g.iter().map(|&i| COMPONENTS[i as usize]).collect();
            parts.join(" + ") + "\n"
        })
        .collect()
}

fn short_games() -> Problem {
    Problem {
        listing: "ext-short-games",
        time_limit_ms: 1000,
        limits_by_check: false,
        small: |r| {
            let t = r.range(1, 6);
            (0..t)
                .map(|_| {
                    let k = r.range(1, 3);
                    (0..k).map(|_| r.range(0, COMPONENTS.len() as u64 - 1)).collect()
                })
                .collect()
        },
        input: short_games_input,
        valid: |c| {
            !c.is_empty()
                && c.len() <= 2000
                && c.iter().all(|g| {
                    (1..=16).contains(&g.len()) && g.iter().all(|&i| (i as usize) < COMPONENTS.len())
                })
        },
        check: |c, out| {
            let mut h = Hot::new();
            let lines: Vec<&str> = out.lines().filter(|l| !l.trim().is_empty()).collect();
            let mut want = String::new();
            for (k, g) in c.iter().enumerate() {
                let mut s = h.read(COMPONENTS[g[0] as usize]);
                for &i in &g[1..] {
                    let x = h.read(COMPONENTS[i as usize]);
                    let y = h.e.add(s, x);
                    s = h.e.canonical(y);
                }
                // The canonical form: any text the oracle reads as the same
                // game, itself canonical; the other three lines exactly.
                let printed = lines.get(4 * k).and_then(|l| l.trim().strip_prefix("canonical form:"));
                let ok = printed.is_some_and(|p| {
                    let p = p.trim();
                    let valid = !p.is_empty()
                        && p.bytes().all(|b| b"0123456789/-+*^v{}|, ".contains(&b))
                        && p.bytes().filter(|&b| b == b'{').count() == p.bytes().filter(|&b| b == b'}').count();
                    valid
                        && std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                            let mut o = Hot::new();
                            let raw = o.read(p);
                            let want = o.read(&h.notation(s));
                            o.e.canonical(raw) == raw && o.e.eq(raw, want)
                        }))
                        .unwrap_or(false)
                });
                let form = if ok { lines[4 * k].trim().to_string() } else { format!("canonical form: {}", h.notation(s)) };
                let [o, m, t] = h.report(s);
                want += &format!("{form}\n{o}\n{m}\n{t}\n");
            }
            same_tokens(&want, out)
        },
        traps: || {
            vec![
                trap(
                    "把数的温度当成 0：1/2 的温度是 −1/2，整数的是 −1", "taking a number's temperature as 0: 1/2 has temperature −1/2, an integer −1",
                    vec![vec![4], vec![1], vec![11]],
                ),
                trap(
                    "把 {a|b} 的平均值当成 (a+b)/2：{4‖−4|−10} 的平均值是 −3/2，温度是 11/2", "taking the mean of {a|b} as (a+b)/2: {4‖−4|−10} has mean −3/2 and temperature 11/2",
                    vec![vec![20], vec![21]],
                ),
                trap(
                    "把和的温度当成各部分温度的最大值：±1 + ±1 = 0", "taking a sum's temperature as its hottest component's: ±1 + ±1 = 0",
                    vec![vec![12, 12], vec![15, 12]],
                ),
                trap(
                    "只比停止点判结局：↑ 的两个停止点都是 0，却是左方总赢", "judging the outcome by the stops alone: both stops of ↑ are 0, yet Left wins",
                    vec![vec![5], vec![10], vec![22]],
                ),
            ]
        },
        limits: |r| {
            vec![(
                "500 lines of 16 components, at most two of them hot",
                (0..500)
                    .map(|_| {
                        (0..16)
                            .map(|j| r.range(0, if j < 2 { COMPONENTS.len() as u64 - 1 } else { 11 }))
                            .collect()
                    })
                    .collect(),
            )]
        },
    }
}
