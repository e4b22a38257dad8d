//! The jury of Codeforces 1934D2 XOR Break — Game Version, and an exhaustive
//! solver of the game for small numbers.
//!
//! A break of `p` is a pair `p1 ^ p2 = p` with `0 < p1, p2 < p`; the opponent
//! then picks one of the two and must break it; who cannot break loses. The
//! program plays Alice (first or second, its choice) and may break at most 63
//! times; the jury plays Bob. The jury's best move: break a number with an
//! even number of set bits into its top bit and the rest (both parts odd,
//! which wins); with none, the break that hands the program the largest
//! number it can break (the longest game). The solver below knows nothing of
//! bits: it tries every break.

use super::{heard, play_batch, split_games, Bout, Chooser, Fail, Jury, Played, Script};
use std::collections::HashMap;
use std::path::Path;

/// Alice's break limit in one game.
pub const MAX_BREAKS: usize = 63;

/// Every break of `p`, as pairs `(p1, p2)` with `p1 < p2`.
pub fn breaks(p: u64) -> Vec<(u64, u64)> {
    (1..p)
        .filter(|&a| a ^ p < p && a < a ^ p)
        .map(|a| (a, a ^ p))
        .collect()
}

/// Does the player who must break `p` win? Exhaustive search over every
/// break and every pick, memoised; small `p` only.
pub fn breaker_wins(p: u64, memo: &mut HashMap<u64, bool>) -> bool {
    if let Some(&w) = memo.get(&p) {
        return w;
    }
    // A break wins when both parts lose for the opponent who must break
    // the one it picks.
    let w = breaks(p)
        .into_iter()
        .any(|(a, b)| !breaker_wins(a, memo) && !breaker_wins(b, memo));
    memo.insert(p, w);
    w
}

/// The breaks the jury considers for `p`: all of them below 256; above, one
/// for each set bit `j` below the top (`2^j`, and `p`'s bits up to `j`), and
/// the top bit alone.
pub fn jury_breaks(p: u64) -> Vec<(u64, u64)> {
    if p < 256 {
        return breaks(p);
    }
    if p.count_ones() < 2 {
        return vec![];
    }
    let top = 63 - p.leading_zeros();
    let mut out = vec![(1u64 << top, p ^ 1 << top)];
    for j in 0..top {
        if p >> j & 1 == 1 {
            let low = p & ((1u64 << (j + 1)) - 1);
            for s in [1u64 << j, low] {
                let pair = (s.min(p ^ s), s.max(p ^ s));
                if !out.contains(&pair) {
                    out.push(pair);
                }
            }
        }
    }
    out
}

/// The jury of 1934D2.
pub struct XorBreak;

impl Jury for XorBreak {
    type Case = u64;
    const TIME_LIMIT_MS: u64 = 3000;
    const MAX_GAMES: usize = 1000;

    fn play(bin: &Path, cases: &[u64], chooser: &mut Chooser) -> Played {
        play_scripted(bin, cases, chooser, &mut [])
    }
}

fn play_scripted(
    bin: &Path,
    cases: &[u64],
    chooser: &mut Chooser,
    scripts: &mut [Script],
) -> Played {
    play_batch(
        bin,
        XorBreak::TIME_LIMIT_MS,
        cases,
        scripts,
        |n: &u64| vec![n.to_string()],
        &mut |s, g, n, script, moves| game(s, g, *n, chooser, script, moves),
    )
}

/// One game; `Ok` when the program won it.
fn game(
    s: &mut Bout,
    g: usize,
    n: u64,
    chooser: &mut Chooser,
    mut script: Option<&mut Script>,
    moves: &mut usize,
) -> Result<(), Fail> {
    let side = s.token(("“first”或“second”", "\"first\" or \"second\""))?;
    heard(&mut script, &side);
    let mut prog_turn = match side.as_str() {
        "first" => true,
        "second" => false,
        _ => {
            return Err(Fail::Wrong(
                format!("第一个输出应是 “first” 或 “second”，你的是 {side:?}"),
                format!("the first thing to print is \"first\" or \"second\", not {side:?}"),
            ))
        }
    };
    // The numbers the player to move may break.
    let mut avail: Vec<u64> = vec![n];
    let mut alice = 0;
    loop {
        *moves += 1;
        if prog_turn {
            let a = s.token(("你的拆分（两个数）", "your break (two numbers)"))?;
            heard(&mut script, &a);
            let b = s.token(("你的拆分的第二个数", "the second number of your break"))?;
            heard(&mut script, &b);
            let (Ok(p1), Ok(p2)) = (a.parse::<u64>(), b.parse::<u64>()) else {
                s.send("-1 -1");
                return Err(Fail::Wrong(
                    format!("拆分是两个正整数，你的是 {a:?} {b:?}"),
                    format!("a break is two positive integers, not {a:?} {b:?}"),
                ));
            };
            if p1 == 0 && p2 == 0 {
                let can = avail.iter().any(|&x| x.count_ones() >= 2);
                return Err(if can {
                    Fail::Wrong(
                        "你输出了 0 0（认输），其实还能拆".into(),
                        "you printed 0 0 (gave up) though a break was possible".into(),
                    )
                } else {
                    Fail::Wrong(
                        "你已无数可拆，输出了 0 0：这一局输了".into(),
                        "you could not break and printed 0 0: the game is lost".into(),
                    )
                });
            }
            let p = p1 ^ p2;
            if !avail.contains(&p) || p1 == 0 || p2 == 0 || p1 >= p || p2 >= p {
                s.send("-1 -1");
                let of = avail
                    .iter()
                    .map(u64::to_string)
                    .collect::<Vec<_>>()
                    .join(" or ");
                return Err(Fail::Wrong(
                    format!("{p1} {p2} 不是 {of} 的拆分：要有 0 < p1, p2 < p 且 p1 xor p2 = p"),
                    format!("{p1} {p2} is not a break of {of}: it needs 0 < p1, p2 < p and p1 xor p2 = p"),
                ));
            }
            alice += 1;
            if alice > MAX_BREAKS {
                s.send("-1 -1");
                return Err(Fail::Wrong(
                    format!("第 {alice} 次拆分：最多只能拆 {MAX_BREAKS} 次"),
                    format!("break number {alice}: at most {MAX_BREAKS} breaks are allowed"),
                ));
            }
            avail = vec![p1, p2];
        } else {
            let opts: Vec<(u64, u64)> = avail.iter().flat_map(|&x| jury_breaks(x)).collect();
            if opts.is_empty() {
                s.send("0 0");
                return Ok(());
            }
            let odd = |x: u64| x.count_ones() % 2 == 1;
            let best = opts
                .iter()
                .position(|&(a, b)| odd(a) && odd(b))
                .unwrap_or_else(|| {
                    let even = |&(a, b): &(u64, u64)| if odd(a) { b } else { a };
                    (0..opts.len()).max_by_key(|&k| even(&opts[k])).unwrap_or(0)
                });
            let scripted = script.as_deref_mut().and_then(|sc| {
                let v = sc.next(2)?;
                let (a, b): (u64, u64) = (v[0].parse().ok()?, v[1].parse().ok()?);
                opts.iter().position(|&o| o == (a.min(b), a.max(b)))
            });
            let k = chooser.pick(g, opts.len(), best, scripted);
            let (a, b) = opts[k];
            s.send(&format!("{a} {b}"));
            avail = vec![a, b];
        }
        prog_turn = !prog_turn;
        if *moves > 4 * MAX_BREAKS {
            return Err(Fail::Wrong(
                "这一局太长了".into(),
                "the game has gone on too long".into(),
            ));
        }
    }
}

/// Play a sample transcript: the games' numbers from `jury`, the jury's
/// replies from it while the program prints what `prog` shows.
pub fn replay(bin: &Path, jury: &str, prog: &str) -> Result<Played, String> {
    let toks: Vec<&str> = jury.split_whitespace().collect();
    let t: usize = toks
        .first()
        .and_then(|t| t.parse().ok())
        .ok_or("the sample does not start with t")?;
    let mut at = 1;
    let mut ns = Vec::new();
    let mut jury_moves = Vec::new();
    for _ in 0..t {
        let n: u64 = toks
            .get(at)
            .and_then(|t| t.parse().ok())
            .ok_or("a game without n")?;
        at += 1;
        let mut moves = Vec::new();
        loop {
            let pair = toks
                .get(at..at + 2)
                .ok_or("a game that does not end with 0 0")?;
            at += 2;
            moves.extend(pair.iter().map(|s| s.to_string()));
            if pair == ["0", "0"] {
                break;
            }
        }
        ns.push(n);
        jury_moves.push(moves);
    }
    let ptoks: Vec<&str> = prog.split_whitespace().collect();
    let games = split_games(&ptoks, |t| t == "first" || t == "second");
    let mut scripts: Vec<Script> = jury_moves
        .into_iter()
        .enumerate()
        .map(|(g, j)| {
            Script::new(
                j,
                games
                    .get(g)
                    .map(|v| v.iter().map(|s| s.to_string()).collect())
                    .unwrap_or_default(),
            )
        })
        .collect();
    Ok(play_scripted(bin, &ns, &mut Chooser::Best, &mut scripts))
}
