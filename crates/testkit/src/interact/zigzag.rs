//! The jury of Codeforces 1147F Zigzag Game, and an exhaustive solver of the
//! game for small boards.
//!
//! A board: `n` nodes a side, node `i` (0-based, `i < n`) joined to node
//! `n + j` by an edge of weight `a[i][j]`, all weights distinct. The token
//! walks a path; each player's edges must increase (or decrease) against the
//! last edge walked; who cannot move loses. When the program plays Bob, the
//! jury plays Alice (it picks the direction and the start and cannot win
//! against a right program: it plays the move that leaves the fewest
//! replies); when the program plays Alice, the jury plays Bob by a stable
//! matching of the start's side (found here by proposals from the other side,
//! not the listing's way), which always wins.

use super::{heard, play_batch, split_games, Bout, Chooser, Fail, Jury, Played, Script};
use crate::rng::Rng;
use std::path::Path;

/// One game's board.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Board {
    pub n: usize,
    /// `a[i][j]`: the weight of the edge between node `i` and node `n + j` (0-based).
    pub a: Vec<Vec<u32>>,
}

impl Board {
    /// The weight of the edge between nodes `u` and `v` (0-based, opposite sides).
    pub fn w(&self, u: usize, v: usize) -> u32 {
        if u < self.n {
            self.a[u][v - self.n]
        } else {
            self.a[v][u - self.n]
        }
    }

    /// A board with the weights `1..=n²` in random places.
    pub fn random(n: usize, rng: &mut Rng) -> Board {
        let mut w: Vec<u32> = (1..=(n * n) as u32).collect();
        for i in (1..w.len()).rev() {
            let j = rng.range(0, i as u64) as usize;
            w.swap(i, j);
        }
        Board {
            n,
            a: w.chunks(n).map(<[u32]>::to_vec).collect(),
        }
    }

    /// Every board with `n` nodes a side (the (n²)! orders of the weights).
    pub fn all(n: usize) -> Vec<Board> {
        let mut out = Vec::new();
        let mut w: Vec<u32> = (1..=(n * n) as u32).collect();
        permutations(&mut w, 0, &mut |p| {
            out.push(Board {
                n,
                a: p.chunks(n).map(<[u32]>::to_vec).collect(),
            })
        });
        out
    }

    /// The nodes reachable from `cur` by a player whose edges increase
    /// (`inc`) or decrease against `last` (any edge when `None`).
    pub fn moves(&self, visited: u128, cur: usize, last: Option<u32>, inc: bool) -> Vec<usize> {
        let other = if cur < self.n {
            self.n..2 * self.n
        } else {
            0..self.n
        };
        other
            .filter(|&v| visited >> v & 1 == 0)
            .filter(|&v| match last {
                None => true,
                Some(l) => (self.w(cur, v) > l) == inc,
            })
            .collect()
    }

    /// Does the player to move win, with `visited` nodes used, the token on
    /// `cur`, the last edge `last`, the mover's direction `inc` (the other
    /// player's is the opposite)? Exhaustive search; small boards only.
    pub fn mover_wins(&self, visited: u128, cur: usize, last: Option<u32>, inc: bool) -> bool {
        self.moves(visited, cur, last, inc)
            .into_iter()
            .any(|v| !self.mover_wins(visited | 1 << v, v, Some(self.w(cur, v)), !inc))
    }

    /// A stable matching for Bob when the token starts on `start`'s side and
    /// Bob's edges increase (`bob_inc`): that side's nodes prefer larger
    /// weights, the other side's smaller (both the other way round when Bob
    /// decreases). Found by proposals from the other side. `partner[v]` for
    /// every node.
    pub fn stable_partner(&self, start: usize, bob_inc: bool) -> Vec<usize> {
        let n = self.n;
        let (own, other): (Vec<usize>, Vec<usize>) = if start < n {
            ((0..n).collect(), (n..2 * n).collect())
        } else {
            ((n..2 * n).collect(), (0..n).collect())
        };
        // The other side proposes, best first: smaller weights first when Bob increases.
        let order: Vec<Vec<usize>> = other
            .iter()
            .map(|&b| {
                let mut o = own.clone();
                o.sort_by_key(|&u| self.w(u, b));
                if !bob_inc {
                    o.reverse();
                }
                o
            })
            .collect();
        // `own` side: prefers larger weights when Bob increases.
        let better = |u: usize, b1: usize, b2: usize| (self.w(u, b1) > self.w(u, b2)) == bob_inc;
        let mut held: Vec<Option<usize>> = vec![None; 2 * n]; // own node -> other node
        let mut next = vec![0usize; 2 * n];
        let mut free: Vec<usize> = other.clone();
        while let Some(b) = free.pop() {
            let k = other.iter().position(|&x| x == b).expect("other side");
            let u = order[k][next[b]];
            next[b] += 1;
            match held[u] {
                None => held[u] = Some(b),
                Some(c) if better(u, b, c) => {
                    held[u] = Some(b);
                    free.push(c);
                }
                Some(_) => free.push(b),
            }
        }
        let mut partner = vec![usize::MAX; 2 * n];
        for &u in &own {
            let b = held[u].expect("a perfect matching");
            partner[u] = b;
            partner[b] = u;
        }
        partner
    }
}

fn permutations(w: &mut Vec<u32>, k: usize, f: &mut dyn FnMut(&[u32])) {
    if k == w.len() {
        f(w);
        return;
    }
    for i in k..w.len() {
        w.swap(k, i);
        permutations(w, k + 1, f);
        w.swap(k, i);
    }
}

/// The jury of 1147F.
pub struct Zigzag;

impl Jury for Zigzag {
    type Case = Board;
    const TIME_LIMIT_MS: u64 = 5000;
    const MAX_GAMES: usize = 50;

    fn play(bin: &Path, cases: &[Board], chooser: &mut Chooser) -> Played {
        play_scripted(bin, cases, chooser, &mut [])
    }
}

fn play_scripted(
    bin: &Path,
    cases: &[Board],
    chooser: &mut Chooser,
    scripts: &mut [Script],
) -> Played {
    let data = |b: &Board| {
        let mut v = vec![b.n.to_string()];
        v.extend(
            b.a.iter()
                .map(|row| row.iter().map(u32::to_string).collect::<Vec<_>>().join(" ")),
        );
        v
    };
    play_batch(
        bin,
        Zigzag::TIME_LIMIT_MS,
        cases,
        scripts,
        data,
        &mut |s, g, b, script, moves| game(s, g, b, chooser, script, moves),
    )
}

fn wrong(zh: String, en: String) -> Fail {
    Fail::Wrong(zh, en)
}

/// One game; `Ok` when the program won it.
fn game(
    s: &mut Bout,
    g: usize,
    b: &Board,
    chooser: &mut Chooser,
    mut script: Option<&mut Script>,
    moves: &mut usize,
) -> Result<(), Fail> {
    let n = b.n;
    let side = s.token(("“A”或“B”", "\"A\" or \"B\""))?;
    heard(&mut script, &side);
    let mut visited: u128 = 0;
    let (cur, prog_inc, mut jury_turn, partner);
    match side.as_str() {
        "A" => {
            let d = s.token(("“I”或“D”", "\"I\" or \"D\""))?;
            heard(&mut script, &d);
            if d != "I" && d != "D" {
                s.send("-2");
                return Err(wrong(
                    format!("Alice 要选 “I” 或 “D”，你的是 {d:?}"),
                    format!("Alice chooses \"I\" or \"D\", not {d:?}"),
                ));
            }
            let t = s.token(("起点", "the start node"))?;
            heard(&mut script, &t);
            let start = node(&t, n).ok_or_else(|| {
                s.send("-2");
                wrong(
                    format!("起点要在 1 到 {} 之间，你的是 {t:?}", 2 * n),
                    format!("the start node must be 1 to {}, not {t:?}", 2 * n),
                )
            })?;
            prog_inc = d == "I";
            cur = start;
            jury_turn = true;
            partner = Some(b.stable_partner(start, !prog_inc));
        }
        "B" => {
            let options = 2 * (2 * n);
            let scripted = script.as_deref_mut().and_then(|sc| {
                let v = sc.next(2)?;
                let d = usize::from(v[0] == "D");
                let st = node(&v[1], n)?;
                Some(d * 2 * n + st)
            });
            let k = chooser.pick(g, options, 0, scripted);
            let (d, start) = (k / (2 * n), k % (2 * n));
            s.send(&format!("{} {}", if d == 0 { "I" } else { "D" }, start + 1));
            // The jury's Alice increases when it said "I": the program decreases.
            prog_inc = d == 1;
            cur = start;
            jury_turn = false;
            partner = None;
        }
        _ => {
            return Err(wrong(
                format!("第一个输出应是 “A” 或 “B”，你的是 {side:?}"),
                format!("the first thing to print is \"A\" or \"B\", not {side:?}"),
            ))
        }
    }
    visited |= 1 << cur;
    let mut cur = cur;
    let mut last: Option<u32> = None;
    let limit = 2 * n + 1;
    loop {
        *moves += 1;
        if *moves > limit {
            return Err(wrong(
                format!("一局超过 {limit} 步：路径上只有 {} 个点", 2 * n),
                format!(
                    "more than {limit} moves in one game: the path has only {} nodes",
                    2 * n
                ),
            ));
        }
        if jury_turn {
            let opts = b.moves(visited, cur, last, !prog_inc);
            if opts.is_empty() {
                s.send("-1");
                return Ok(());
            }
            let best = match &partner {
                Some(p) => opts.iter().position(|&v| v == p[cur]),
                None => None,
            }
            .unwrap_or_else(|| fewest_replies(b, visited, cur, &opts, prog_inc));
            let scripted = script.as_deref_mut().and_then(|sc| {
                let v = sc.next(1)?;
                let to = node(&v[0], n)?;
                opts.iter().position(|&o| o == to)
            });
            let k = chooser.pick(g, opts.len(), best, scripted);
            let v = opts[k];
            s.send(&(v + 1).to_string());
            last = Some(b.w(cur, v));
            visited |= 1 << v;
            cur = v;
        } else {
            let t = s.token(("你的一步", "your move"))?;
            heard(&mut script, &t);
            if t == "-1" {
                let left = b.moves(visited, cur, last, prog_inc);
                return Err(if left.is_empty() {
                    wrong(
                        "你已无路可走，输出了 -1：这一局输了".into(),
                        "you had no move and printed -1: the game is lost".into(),
                    )
                } else {
                    wrong(
                        format!(
                            "你输出了 -1（认输），其实还有 {} 种合法走法，例如 {}",
                            left.len(),
                            left[0] + 1
                        ),
                        format!(
                            "you printed -1 (gave up) with {} legal move(s) left, e.g. {}",
                            left.len(),
                            left[0] + 1
                        ),
                    )
                });
            }
            let legal = b.moves(visited, cur, last, prog_inc);
            let Some(v) = node(&t, n).filter(|v| legal.contains(v)) else {
                s.send("-2");
                let list = legal
                    .iter()
                    .map(|v| (v + 1).to_string())
                    .collect::<Vec<_>>()
                    .join(" ");
                return Err(if legal.is_empty() {
                    wrong(
                        format!("你已无路可走（这一局输了），却输出了 {t:?}"),
                        format!("you had no legal move (the game is lost), and printed {t:?}"),
                    )
                } else {
                    wrong(
                        format!("从点 {} 走到 {t:?} 不合法：合法的是 {list}", cur + 1),
                        format!(
                            "{t:?} is not a legal move from node {}: the legal ones are {list}",
                            cur + 1
                        ),
                    )
                });
            };
            last = Some(b.w(cur, v));
            visited |= 1 << v;
            cur = v;
        }
        jury_turn = !jury_turn;
    }
}

/// The jury's move that leaves the program the fewest replies (the first such).
fn fewest_replies(b: &Board, visited: u128, cur: usize, opts: &[usize], prog_inc: bool) -> usize {
    let mut best = (usize::MAX, 0);
    for (k, &v) in opts.iter().enumerate() {
        let r = b
            .moves(visited | 1 << v, v, Some(b.w(cur, v)), prog_inc)
            .len();
        if r < best.0 {
            best = (r, k);
        }
    }
    best.1
}

/// A 1-based node number `1..=2n`, as 0-based.
fn node(t: &str, n: usize) -> Option<usize> {
    t.parse::<usize>()
        .ok()
        .filter(|&v| (1..=2 * n).contains(&v))
        .map(|v| v - 1)
}

/// Play a sample transcript: the games' boards from `jury`, the jury's
/// replies from it while the program prints what `prog` shows.
pub fn replay(bin: &Path, jury: &str, prog: &str) -> Result<Played, String> {
    let toks: Vec<&str> = jury.split_whitespace().collect();
    let t: usize = toks
        .first()
        .and_then(|t| t.parse().ok())
        .ok_or("the sample does not start with t")?;
    let mut at = 1;
    let mut boards = Vec::new();
    let mut jury_moves = Vec::new();
    for _ in 0..t {
        let n: usize = toks
            .get(at)
            .and_then(|t| t.parse().ok())
            .ok_or("a game without n")?;
        at += 1;
        let w: Vec<u32> = toks
            .get(at..at + n * n)
            .ok_or("a board cut short")?
            .iter()
            .map(|t| t.parse().map_err(|_| format!("weight {t:?}")))
            .collect::<Result<_, _>>()?;
        at += n * n;
        boards.push(Board {
            n,
            a: w.chunks(n).map(<[u32]>::to_vec).collect(),
        });
        let end = toks[at..]
            .iter()
            .position(|&t| t == "-1")
            .ok_or("a game whose jury side does not end with -1")?;
        jury_moves.push(toks[at..at + end + 1].to_vec());
        at += end + 1;
    }
    let ptoks: Vec<&str> = prog.split_whitespace().collect();
    let games = split_games(&ptoks, |t| t == "A" || t == "B");
    let mut scripts: Vec<Script> = jury_moves
        .into_iter()
        .enumerate()
        .map(|(g, j)| {
            Script::new(
                j.iter().map(|s| s.to_string()).collect(),
                games
                    .get(g)
                    .map(|v| v.iter().map(|s| s.to_string()).collect())
                    .unwrap_or_default(),
            )
        })
        .collect();
    Ok(play_scripted(
        bin,
        &boards,
        &mut Chooser::Best,
        &mut scripts,
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_stable_matching_reply_is_always_legal_and_wins_on_every_board_up_to_n_2() {
        for n in 1..=2 {
            for b in Board::all(n) {
                for start in 0..2 * n {
                    for alice_inc in [true, false] {
                        let p = b.stable_partner(start, !alice_inc);
                        let first = p[start];
                        let visited = 1u128 << start | 1 << first;
                        assert!(!b.mover_wins(visited, first, Some(b.w(start, first)), alice_inc));
                    }
                }
            }
        }
    }
}
