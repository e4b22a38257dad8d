//! The local judge for interactive problems: instead of an input and an
//! output, the reader's program plays testkit's jury (`testkit::interact`)
//! through its stdin and stdout, several games to a run as the statement
//! allows, in three stages:
//!
//! 1. the listing's sample transcripts, played back;
//! 2. small cases against every reply of the jury (every direction, start and
//!    move of 1147F with n ≤ 3; every break of 1934D2 with n ≤ 63);
//! 3. random large cases against the jury's best moves (1147F: the stable
//!    matching, or the move leaving the fewest replies; 1934D2: the winning
//!    break, or the longest game) and against random ones.
//!
//! A verdict is WA (an illegal move, a lost game, a break past the limit),
//! ILE (the program waits for input while the jury waits for it: unflushed
//! output, or reading more than the jury sent), TLE or RE, and comes with the
//! transcript of the failing game: the first found in a breadth-first walk of
//! the jury's replies (so among the shortest), played again alone.

use crate::problem::english;
use std::path::Path;
use testkit::interact::xor_break::XorBreak;
use testkit::interact::zigzag::{Board, Zigzag};
use testkit::interact::{describe, explore, render, Chooser, Fail, Jury, Played};
use testkit::rng::Rng;

/// How an interactive program fared (the engine turns it into its verdict).
#[derive(Debug)]
pub enum Verdict {
    Accepted,
    /// A failed game: WA, ILE, TLE or RE, with its transcript.
    Played {
        code: &'static str,
        stage: String,
        detail: String,
        transcript: String,
    },
    /// A sample the judge could not read.
    RuntimeError {
        stage: String,
        input: String,
        detail: String,
    },
}

fn tr(zh: String, en: String) -> String {
    if english() {
        en
    } else {
        zh
    }
}

/// The verdict for a failed game.
fn failed(stage: String, f: &Fail, transcript: &str) -> Verdict {
    let detail = match (f, english()) {
        (Fail::Idle, false) => "你的程序在等输入，评测机在等你的程序输出：输出还留在缓冲区里没有刷新（例如写进 BufWriter 后没有 flush 就去读），或者读的比评测机发来的多".to_string(),
        (Fail::Idle, true) => "your program waits for input while the jury waits for its output: what it printed is still in a buffer (e.g. written to a BufWriter and not flushed before reading), or it reads more than the jury sent".to_string(),
        (Fail::TimeLimit, false) => "时间用完时你的程序还在运行".to_string(),
        (Fail::TimeLimit, true) => "your program was still running when the time ran out".to_string(),
        (other, en) => describe(other, en),
    };
    Verdict::Played {
        code: f.code(),
        stage,
        detail,
        transcript: transcript.to_string(),
    }
}

fn from_played(stage: String, p: &Played) -> Option<Verdict> {
    p.result
        .as_ref()
        .err()
        .map(|f| failed(stage, f, &render(&p.transcript)))
}

/// Judge a compiled candidate on the interactive problem `name`.
pub fn judge(
    root: &Path,
    name: &str,
    candidate: &Path,
    seed: u64,
    log: &mut dyn FnMut(&str),
) -> Verdict {
    // 1. The sample transcripts, played back.
    let samples = root.join("listings").join(name).join("samples");
    let pairs = match testkit::run::sample_pairs(&samples) {
        Ok(v) => v,
        Err(e) => {
            return Verdict::RuntimeError {
                stage: "samples".into(),
                input: String::new(),
                detail: e,
            }
        }
    };
    log(&tr(
        format!(
            "第 1/3 步：{} 组官方样例（交互记录，评测机照着回放）",
            pairs.len()
        ),
        format!(
            "step 1/3: {} official sample(s) (transcripts the jury plays back)",
            pairs.len()
        ),
    ));
    for (i, o) in &pairs {
        let jury = std::fs::read_to_string(i).unwrap_or_default();
        let prog = std::fs::read_to_string(o).unwrap_or_default();
        let played = match name {
            "codeforces-1147f-zigzag-game" => {
                testkit::interact::zigzag::replay(candidate, &jury, &prog)
            }
            _ => testkit::interact::xor_break::replay(candidate, &jury, &prog),
        };
        let file = i
            .file_name()
            .unwrap_or_default()
            .to_string_lossy()
            .into_owned();
        let stage = tr(format!("样例 {file} 中"), format!("sample {file}"));
        match played {
            Err(e) => {
                return Verdict::RuntimeError {
                    stage,
                    input: jury,
                    detail: e,
                }
            }
            Ok(p) => {
                if let Some(v) = from_played(stage, &p) {
                    return v;
                }
            }
        }
    }
    let mut rng = Rng::new(seed);
    match name {
        "codeforces-1147f-zigzag-game" => {
            let mut boards = Board::all(1);
            boards.extend(Board::all(2));
            for _ in 0..40 {
                boards.push(Board::random(3, &mut rng));
            }
            let large: Vec<Vec<Board>> = (0..4)
                .map(|_| {
                    (0..Zigzag::MAX_GAMES)
                        .map(|_| {
                            let n = rng.range(4, 50) as usize;
                            Board::random(n, &mut rng)
                        })
                        .collect()
                })
                .collect();
            stages::<Zigzag>(
                candidate,
                &boards,
                &large,
                &mut rng,
                log,
                &tr(
                    "n ≤ 2 的全部 25 个棋盘和 40 个 n = 3 的随机棋盘".into(),
                    "all 25 boards with n ≤ 2 and 40 random boards with n = 3".into(),
                ),
            )
        }
        _ => {
            let small: Vec<u64> = (1..=63).collect();
            let large: Vec<Vec<u64>> = (0..4)
                .map(|_| {
                    let mut v: Vec<u64> = (0..XorBreak::MAX_GAMES - 10)
                        .map(|_| rng.range(64, 1_000_000_000_000_000_000))
                        .collect();
                    v.extend((50..60).map(|b| (1u64 << b) - 1));
                    v
                })
                .collect();
            stages::<XorBreak>(
                candidate,
                &small,
                &large,
                &mut rng,
                log,
                &tr("n = 1 到 63".into(), "n = 1 to 63".into()),
            )
        }
    }
}

/// Stages 2 and 3 for one problem's jury.
fn stages<J: Jury>(
    candidate: &Path,
    small: &[J::Case],
    large: &[Vec<J::Case>],
    rng: &mut Rng,
    log: &mut dyn FnMut(&str),
    small_what: &str,
) -> Verdict {
    log(&tr(
        format!("第 2/3 步：{small_what}，评测机试遍自己的每一种应对"),
        format!("step 2/3: {small_what}, the jury trying every reply it has"),
    ));
    match explore::<J>(candidate, small, 200_000) {
        Ok((games, runs)) => log(&tr(
            format!("   {games} 局，{runs} 次运行，全胜"),
            format!("   {games} games in {runs} runs, all won"),
        )),
        Err((case, p)) => {
            let stage = tr(
                format!("小数据（{case:?}）中，评测机穷举应对"),
                format!("small case {case:?}, the jury trying every reply"),
            );
            return from_played(stage, &p).expect("a failed game");
        }
    }
    log(&tr(
        format!("第 3/3 步：{} 批随机大数据，评测机轮流用最好的应对和随机应对", large.len()),
        format!("step 3/3: {} batches of random large cases, the jury's best replies and random ones in turn", large.len()),
    ));
    for (k, batch) in large.iter().enumerate() {
        let best = k % 2 == 0;
        let mut chooser = if best {
            Chooser::Best
        } else {
            Chooser::Random(Rng::new(rng.next_u64()))
        };
        let p = J::play(candidate, batch, &mut chooser);
        let stage = tr(
            format!(
                "第 {} 批随机大数据中（评测机{}）",
                k + 1,
                if best {
                    "用最好的应对"
                } else {
                    "随机应对"
                }
            ),
            format!(
                "random batch {} (the jury's {} replies)",
                k + 1,
                if best { "best" } else { "random" }
            ),
        );
        if let Some(g) = p.game {
            if best {
                // The failed game alone: the best replies do not depend on the others.
                let alone = J::play(candidate, &batch[g..=g], &mut Chooser::Best);
                if alone.result.is_err() {
                    return from_played(stage, &alone).expect("a failed game");
                }
            }
        }
        if let Some(v) = from_played(stage, &p) {
            return v;
        }
    }
    Verdict::Accepted
}
