//! The two Hackenbush boards, played through the page and judged
//! here: Green Hackenbush on a rooted tree by testkit's exhaustive
//! [`testkit::trees_graphs::tree_game_sg`] (the mex over every edge cut),
//! Blue–Red Hackenbush by testkit's game-value engine
//! ([`testkit::partizan::hackenbush_tree_game`], every cut played out to
//! canonical forms, and [`testkit::partizan::hackenbush_check`] for a shown
//! value). The cuts are this file's own: nothing comes from `crates/boards`.
//!
//! A position is the page's `data-pos`: entry k for vertex k + 1 holds its
//! parent (Green) or 2·parent + 1 for a blue edge, 2·parent for a red one
//! (Blue–Red); a vertex that is its own parent has fallen.

use super::{fault_page, parse_state, Puppet, State};
use crate::harness::Book;
use std::collections::HashMap;
use std::path::Path;
use testkit::partizan::{hackenbush_check, hackenbush_tree_game, Engine, Mover};
use testkit::rng::Rng;
use testkit::trees_graphs::tree_game_sg;

/// One tree board's rules and oracle.
struct Tree {
    game: &'static str,
    coloured: bool,
    engine: Engine,
    memo: HashMap<(Vec<u64>, bool), bool>,
}

impl Tree {
    fn new(game: &'static str) -> Tree {
        Tree {
            game,
            coloured: game == "bluered",
            engine: Engine::new(),
            memo: HashMap::new(),
        }
    }

    /// Vertex v's parent and colour, or `None` once fallen.
    fn vertex(&self, pos: &[u64], v: usize) -> Option<(usize, bool)> {
        let c = pos[v - 1];
        let (p, b) = if self.coloured {
            (c / 2, c % 2 == 1)
        } else {
            (c, false)
        };
        (p as usize != v).then_some((p as usize, b))
    }

    /// Does the path from vertex w down to the root pass through v?
    fn above(&self, pos: &[u64], w: usize, v: usize) -> bool {
        let mut x = w;
        for _ in 0..=pos.len() {
            if x == v {
                return true;
            }
            if x == 0 {
                return false;
            }
            match self.vertex(pos, x) {
                Some((p, _)) => x = p,
                None => return false,
            }
        }
        false
    }

    /// Cut the edge below vertex v: v and all standing above it fall.
    fn cut(&self, pos: &[u64], v: usize) -> Vec<u64> {
        (1..=pos.len())
            .map(|w| {
                if self.vertex(pos, w).is_some() && self.above(pos, w, v) {
                    if self.coloured {
                        2 * w as u64
                    } else {
                        w as u64
                    }
                } else {
                    pos[w - 1]
                }
            })
            .collect()
    }

    /// Every cut of a standing edge of `colour` (any colour for `None`), as
    /// the page's click `k:0` (k = vertex − 1) and the position after it.
    fn cuts(&self, pos: &[u64], colour: Option<bool>) -> Vec<(String, Vec<u64>)> {
        (1..=pos.len())
            .filter(|&v| match self.vertex(pos, v) {
                Some((_, b)) => colour.is_none_or(|c| c == b),
                None => false,
            })
            .map(|v| (format!("{}:0", v - 1), self.cut(pos, v)))
            .collect()
    }

    /// The standing vertices hanging from vertex r (r itself as 0), renumbered
    /// in order: (parent, blue). `Err` if the position is not a tree.
    fn hanging(&self, pos: &[u64], r: usize) -> Result<(Vec<usize>, Vec<bool>), String> {
        let mut id = vec![usize::MAX; pos.len() + 1];
        id[r] = 0;
        let (mut parent, mut blue) = (vec![0], vec![false]);
        for w in r + 1..=pos.len() {
            let Some((p, b)) = self.vertex(pos, w) else {
                continue;
            };
            if p > w || (p > 0 && self.vertex(pos, p).is_none()) {
                return Err(format!("{}: {pos:?} is not a standing tree", self.game));
            }
            if id[p] != usize::MAX {
                id[w] = parent.len();
                parent.push(id[p]);
                blue.push(b);
            }
        }
        Ok((parent, blue))
    }

    /// Green: testkit's exhaustive SG value of the tree hanging from r.
    fn sg(&self, pos: &[u64], r: usize) -> Result<usize, String> {
        let (parent, _) = self.hanging(pos, r)?;
        let edges: Vec<(usize, usize)> = (1..parent.len()).map(|v| (parent[v], v)).collect();
        Ok(tree_game_sg(parent.len(), &edges))
    }

    /// Does the player to move win (Blue–Red: the mover is Blue when `blue`)?
    fn mover_wins(&mut self, pos: &[u64], blue: bool) -> Result<bool, String> {
        let key = (pos.to_vec(), blue);
        if let Some(&w) = self.memo.get(&key) {
            return Ok(w);
        }
        let w = if self.coloured {
            let (parent, colours) = self.hanging(pos, 0)?;
            let g = hackenbush_tree_game(&mut self.engine, &parent, &colours);
            let mover = if blue { Mover::Left } else { Mover::Right };
            self.engine.left_wins(&[g], mover) == blue
        } else {
            self.sg(pos, 0)? != 0
        };
        self.memo.insert(key, w);
        Ok(w)
    }

    /// The position as a reader types it: parents, or parent and B/R.
    fn typed(&self, pos: &[u64]) -> String {
        let toks: Vec<String> = pos
            .iter()
            .map(|&c| {
                if self.coloured {
                    format!("{}{}", c / 2, if c % 2 == 1 { 'B' } else { 'R' })
                } else {
                    c.to_string()
                }
            })
            .collect();
        toks.join(",")
    }

    /// A random tree of `n` edges (random colours on Blue–Red).
    fn random(&self, rng: &mut Rng, n: usize) -> Vec<u64> {
        (0..n as u64)
            .map(|k| {
                let p = rng.range(0, k);
                if self.coloured {
                    2 * p + rng.range(0, 1)
                } else {
                    p
                }
            })
            .collect()
    }
}

fn fallen(a: &[u64], b: &[u64]) -> usize {
    a.iter().zip(b).filter(|(x, y)| x != y).count()
}

/// Play one game from `start`, the computer first; the reader is Blue when
/// `reader_blue` (Blue–Red) and picks a winning cut when it has one if
/// `best`, else a random cut. Returns the winner.
fn play(
    p: &mut Puppet,
    t: &mut Tree,
    start: &[u64],
    reader_blue: bool,
    best: bool,
    rng: &mut Rng,
) -> Result<String, String> {
    let game = t.game;
    let (mine, theirs) = if t.coloured {
        (Some(reader_blue), Some(!reader_blue))
    } else {
        (None, None)
    };
    let side = if t.coloured {
        if reader_blue {
            "B"
        } else {
            "R"
        }
    } else {
        "-"
    };
    let mut st: State =
        parse_state(&p.cmd(&format!("setup {game} {} {side} computer", t.typed(start)))?)?;
    let mut before = start.to_vec();
    for _ in 0..100 {
        if st.pos != before {
            // The computer's cut: one of its colour, winning when it can.
            let legal = t.cuts(&before, theirs);
            if !legal.iter().any(|(_, q)| *q == st.pos) {
                return Err(format!(
                    "{game}: the computer's move {before:?} → {:?} is not a cut of its own",
                    st.pos
                ));
            }
            if t.mover_wins(&before, !reader_blue)? {
                if t.mover_wins(&st.pos, reader_blue)? || st.last != "winning" {
                    return Err(format!(
                        "{game}: from {before:?}, where the computer wins, it moved to {:?}, not a winning cut (it said {})",
                        st.pos, st.last
                    ));
                }
            } else {
                let least = legal.iter().map(|(_, q)| fallen(&before, q)).min();
                if Some(fallen(&before, &st.pos)) != least || st.last != "smallest" {
                    return Err(format!(
                        "{game}: from the lost {before:?} the computer's cut to {:?} is not a least one, or it said {}",
                        st.pos, st.last
                    ));
                }
            }
        }
        if st.pos != start && !st.shown {
            return Err(format!("{game}: the last move is not shown: {st:?}"));
        }
        if st.turn == "over" {
            let stuck = if st.winner == "computer" {
                mine
            } else {
                theirs
            };
            if !t.cuts(&st.pos, stuck).is_empty() {
                return Err(format!(
                    "{game}: the page ended the game at {:?} ({} won), where the loser can still cut",
                    st.pos, st.winner
                ));
            }
            return Ok(st.winner);
        }
        let legal = t.cuts(&st.pos, mine);
        let mut want: Vec<String> = legal.iter().map(|(c, _)| c.clone()).collect();
        want.sort();
        if st.turn != "you" || st.enabled != want {
            return Err(format!(
                "{game} at {:?}: the enabled buttons {:?} are not the reader's cuts {want:?} ({})",
                st.pos, st.enabled, st.turn
            ));
        }
        let mut pick = None;
        if best {
            for c in &legal {
                if !t.mover_wins(&c.1, !reader_blue)? {
                    pick = Some(c.clone());
                    break;
                }
            }
        }
        let (click, to) =
            pick.unwrap_or_else(|| legal[rng.range(0, legal.len() as u64 - 1) as usize].clone());
        let (k, _) = click.split_once(':').unwrap_or(("", ""));
        before = to;
        st = parse_state(&p.cmd(&format!("click {game} {k} 0"))?)?;
        if st.turn == "over" && st.pos == before && st.winner == "you" {
            if !t.cuts(&before, theirs).is_empty() {
                return Err(format!(
                    "{game}: the computer gave up at {before:?}, where it can cut"
                ));
            }
            return Ok(st.winner);
        }
    }
    Err(format!("{game}: the game did not end"))
}

/// Play `count` games (a fifth with a random reader) from random trees;
/// the computer must win exactly where the oracle says the first player
/// (the computer) wins.
fn games(p: &mut Puppet, t: &mut Tree, count: usize, rng: &mut Rng) -> Result<usize, String> {
    for k in 0..count {
        let n = rng.range(4, if t.coloured { 7 } else { 8 }) as usize;
        let start = t.random(rng, n);
        let reader_blue = rng.range(0, 1) == 1;
        let computer_wins = t.mover_wins(&start, !reader_blue)?;
        let want = if computer_wins { "computer" } else { "you" };
        let best = k % 5 != 0;
        let got = play(p, t, &start, reader_blue, best, rng)?;
        if got != want && (best || want == "computer") {
            return Err(format!(
                "{} from {start:?} (reader {}, computer first): {got} won, expected {want}",
                t.game,
                if reader_blue { "Blue" } else { "Red" }
            ));
        }
    }
    Ok(count)
}

/// The values the board shows on `count` random trees, in one batch: Green,
/// each standing vertex's value equals testkit's exhaustive SG value of the
/// subtree hanging from it; Blue–Red, the tree's value and each edge's (the
/// edge with all above it, alone on the ground) equal the engine's.
fn values(p: &mut Puppet, t: &mut Tree, count: usize, rng: &mut Rng) -> Result<usize, String> {
    let game = t.game;
    let trees: Vec<Vec<u64>> = (0..count)
        .map(|k| t.random(rng, 1 + k % if t.coloured { 7 } else { 9 }))
        .collect();
    let batch: Vec<String> = trees.iter().map(|x| t.typed(x)).collect();
    let got = p.batch(&format!("treevals {game}"), &batch, game)?;
    for (pos, line) in trees.iter().zip(&got) {
        let parts: Vec<&str> = line.split('|').collect();
        let (Some(shown_pos), Some(value), Some(labels)) =
            (parts.first(), parts.get(1), parts.get(2))
        else {
            return Err(format!("{game}: malformed answer {line:?}"));
        };
        if *shown_pos != super::join(pos) {
            return Err(format!(
                "{game}: typed {pos:?}, the board holds {shown_pos}"
            ));
        }
        let labels: Vec<(usize, &str)> = labels
            .split(',')
            .filter(|s| !s.is_empty())
            .filter_map(|s| {
                let (k, v) = s.split_once('=')?;
                Some((k.parse().ok()?, v))
            })
            .collect();
        if t.coloured {
            let (parent, blue) = t.hanging(pos, 0)?;
            hackenbush_check(&mut t.engine, &parent, &blue, value)
                .map_err(|e| format!("{game} {pos:?}: the shown value {e}"))?;
            if labels.len() != pos.len() {
                return Err(format!(
                    "{game} {pos:?}: {} edge values shown",
                    labels.len()
                ));
            }
            for (i, v) in labels {
                // Edge i + 1 and all above it, on a new ground.
                let (sp, sb) = t.hanging(pos, i + 1)?;
                let mut parent = vec![0, 0];
                parent.extend(sp[1..].iter().map(|&x| x + 1));
                let mut blue = vec![false, pos[i] % 2 == 1];
                blue.extend(&sb[1..]);
                hackenbush_check(&mut t.engine, &parent, &blue, v)
                    .map_err(|e| format!("{game} {pos:?}: edge {}'s shown value {e}", i + 1))?;
            }
        } else {
            let root = t.sg(pos, 0)?;
            if *value != root.to_string() || labels.len() != pos.len() + 1 {
                return Err(format!(
                    "{game} {pos:?}: shown value {value} ({} labels), testkit's SG {root}",
                    labels.len()
                ));
            }
            for (v, shown) in labels {
                let want = t.sg(pos, v)?;
                if shown != want.to_string() {
                    return Err(format!(
                        "{game} {pos:?}: vertex {v} shows {shown}, testkit's SG of its subtree is {want}"
                    ));
                }
            }
        }
    }
    Ok(count)
}

/// Drawing and typing: a + button grows an edge, Enter on a focused edge
/// cuts it, a bad list says what is wrong and changes nothing.
fn drawing(p: &mut Puppet, t: &Tree) -> Result<(), String> {
    let game = t.game;
    let side = if t.coloured { "B" } else { "-" };
    p.cmd(&format!(
        "setup {game} {} {side} you",
        t.typed(&[if t.coloured { 1 } else { 0 }])
    ))?;
    let st = parse_state(&p.cmd(&format!("grow {game} 1"))?)?;
    let want: Vec<u64> = if t.coloured { vec![1, 3] } else { vec![0, 1] };
    if st.pos != want || st.turn != "you" {
        return Err(format!(
            "{game}: + on vertex 1 gave {st:?}, expected {want:?}"
        ));
    }
    let k = p.cmd(&format!("key {game}"))?;
    let after = parse_state(k.split_once(' ').map_or("", |x| x.1))?;
    if after.pos == want {
        return Err(format!("{game}: Enter on a focused edge did nothing ({k})"));
    }
    let bad = if t.coloured { "0B,5R" } else { "0,5" };
    let r = p.cmd(&format!("typed {game} {bad}"))?;
    let (held, status) = r.split_once('|').unwrap_or(("", ""));
    if held != super::join(&after.pos) || !status.contains('2') || !status.contains('5') {
        return Err(format!(
            "{game}: the bad list {bad} gave {r:?}; it must name vertex 2 and its parent 5 and keep the board"
        ));
    }
    Ok(())
}

/// Everything on one tree board (one edition, one way of opening the book):
/// shown values, drawing, keyboard, games, and with `shots` screenshots.
/// Returns (games played, trees whose values were checked).
pub(super) fn board(
    p: &mut Puppet,
    game: &'static str,
    en: bool,
    shots: Option<&Path>,
    rng: &mut Rng,
) -> Result<(usize, usize), String> {
    let mut t = Tree::new(game);
    let checked = values(p, &mut t, if en { 40 } else { 120 }, rng)?;
    p.cmd(&format!("hide {game}"))?;
    drawing(p, &t)?;
    let played = super::quietly(p, |p| games(p, &mut t, if en { 15 } else { 80 }, rng))?;
    if let Some(out) = shots {
        let (tree, side) = if t.coloured {
            ("0B,1R,1B,0R,4B,5R,5B", "R")
        } else {
            ("0,0,1,1,2,0,6,6", "-")
        };
        let shot = |p: &mut Puppet, name: &str| -> Result<(), String> {
            p.cmd(&format!("setup {game} {tree} {side} you"))?;
            p.cmd(&format!("show {game}"))?;
            p.cmd(&format!("shot {game} {}", out.join(name).display()))?;
            p.cmd(&format!("hide {game}"))?;
            Ok(())
        };
        if en {
            shot(p, &format!("en-{game}.png"))?;
        } else {
            shot(p, &format!("{game}.png"))?;
            p.cmd("theme navy")?;
            shot(p, &format!("{game}-navy.png"))?;
            p.cmd("theme light")?;
        }
    }
    Ok((played, checked))
}

/// On a book broken by `break_nim_move`, the tree board `game` must be
/// caught: a wrong shown value or a game the computer should have won.
pub(super) fn fault(root: &Path, book: &Book, game: &'static str) -> Result<(), String> {
    let page = if game == "bluered" {
        "partizan/numbers.html"
    } else {
        "more-games/hackenbush.html"
    };
    let mut p = fault_page(root, book, page)?;
    let mut rng = Rng::new(33);
    let mut t = Tree::new(game);
    let r = values(&mut p, &mut t, 60, &mut rng).and_then(|_| games(&mut p, &mut t, 30, &mut rng));
    match r {
        Ok(_) => Err(format!("a broken {game} board passed the board test")),
        Err(e)
            if e.contains("shown value")
                || e.contains("shows")
                || e.contains("expected")
                || e.contains("not a winning cut") =>
        {
            Ok(())
        }
        Err(e) => Err(format!(
            "a broken {game} board failed the board test, but not for that: {e}"
        )),
    }
}
