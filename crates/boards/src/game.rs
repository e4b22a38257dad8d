//! The rules and strategies of the four boards, on plain Rust values.
//!
//! A position is a list of numbers: heap sizes (Nim, subtraction game), coins
//! on steps 1, 2, … (staircase Nim, `pos[0]` is step 1), or the queen's cell
//! `[x, y]` (Wythoff). The page names a move by a click `(i, j)`: element `j`
//! (0-based) of pile `i`, or cell `(i, j)` of Wythoff's grid; [`click`] says
//! what that click does, so the page knows no rule.

use crate::{
    bluered_listing, green_listing, nim_listing, nim_moves_listing, nim_product_listing,
    ruler_listing, staircase_listing, wythoff_listing,
};

/// The games the boards play.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Game {
    /// Take any positive number of stones from one heap.
    Nim,
    /// Move any positive number of coins from a step to the one below;
    /// coins moved from step 1 leave the game.
    Staircase,
    /// Take exactly `s` stones from one heap, `s` in the rule's set S.
    Subtraction,
    /// Wythoff's queen: move left, down, or diagonally down-left.
    Wythoff,
    /// Ruler, a coin strip: `pos[k]` is 1 when coin k + 1 shows heads; a move
    /// turns a head x to tails with any run of coins just left of it.
    Ruler,
    /// Green Hackenbush on a rooted tree: `pos[k]` is the parent (0 the
    /// root, else a vertex below k + 1) of vertex k + 1, or k + 1 itself once
    /// the vertex is gone. A move cuts one edge; what no longer reaches the
    /// root falls.
    Hackenbush,
    /// Blue–Red Hackenbush on a rooted tree: `pos[k]` is 2·parent + 1 for a
    /// blue edge below vertex k + 1, 2·parent for a red one, 2·(k + 1) once
    /// gone. The reader cuts edges of one colour (blue when `reader_blue`:
    /// Blue is Left), the computer the other's.
    BlueRed { reader_blue: bool },
}

impl Game {
    /// The game with the page's number (0 Nim, 1 staircase, 2 subtraction, 3 Wythoff, 4 Ruler,
    /// 5 Green Hackenbush, 6 Blue–Red with the reader Blue, 7 Blue–Red with the reader Red).
    pub fn from_id(id: u32) -> Option<Game> {
        [
            Game::Nim,
            Game::Staircase,
            Game::Subtraction,
            Game::Wythoff,
            Game::Ruler,
            Game::Hackenbush,
            Game::BlueRed { reader_blue: true },
            Game::BlueRed { reader_blue: false },
        ]
        .get(id as usize)
        .copied()
    }
}

/// What the computer did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Reply {
    /// The move the chapter's theorem gives from an N-position.
    Winning(Vec<u64>),
    /// At a P-position every move loses: the move that takes least, so the game lasts.
    Smallest(Vec<u64>),
    /// No legal move: the player to move has lost.
    None,
}

/// The position after click `(i, j)`, or `None` if that click is not a legal move.
/// `set` is the subtraction game's S (sorted; ignored by the other games).
pub fn click(game: Game, set: &[usize], pos: &[u64], i: usize, j: u64) -> Option<Vec<u64>> {
    let mut next = pos.to_vec();
    match game {
        Game::Nim => {
            // Clicking stone j leaves j stones.
            if j >= *pos.get(i)? {
                return None;
            }
            next[i] = j;
        }
        Game::Subtraction => {
            let h = *pos.get(i)?;
            if j >= h || !set.contains(&usize::try_from(h - j).ok()?) {
                return None;
            }
            next[i] = j;
        }
        Game::Staircase => {
            // Clicking coin j of step i + 1 moves coins j.. one step down.
            let h = *pos.get(i)?;
            if j >= h {
                return None;
            }
            next[i] = j;
            if i > 0 {
                next[i - 1] = next[i - 1].checked_add(h - j)?;
            }
        }
        Game::Wythoff => {
            let (a, b) = (*pos.first()?, *pos.get(1)?);
            let (x, y) = (i as u64, j);
            let legal =
                (x < a && y == b) || (x == a && y < b) || (x < a && a - x == b.checked_sub(y)?);
            if !legal || pos.len() != 2 {
                return None;
            }
            next = vec![x, y];
        }
        Game::Ruler => {
            // Click (x, l): coin x is a head; turn coins l..=x.
            let l = usize::try_from(j).ok()?;
            if *pos.get(i)? != 1 || l > i {
                return None;
            }
            for c in &mut next[l..=i] {
                *c ^= 1;
            }
        }
        // Click (i, 0): cut the edge below vertex i + 1.
        Game::Hackenbush | Game::BlueRed { .. } => {
            let (_, blue) = vertex(game, pos, i + 1)?;
            if j != 0 || matches!(game, Game::BlueRed { reader_blue } if blue != reader_blue) {
                return None;
            }
            next = cut(game, pos, i + 1);
        }
    }
    Some(next)
}

/// The parent and colour of vertex `v` ≥ 1 of a tree position, or `None`
/// once it is gone (or beyond the position).
fn vertex(game: Game, pos: &[u64], v: usize) -> Option<(usize, bool)> {
    let c = *pos.get(v.checked_sub(1)?)?;
    let (p, blue) = match game {
        Game::BlueRed { .. } => (c >> 1, c & 1 == 1),
        _ => (c, false),
    };
    (p < v as u64).then_some((p as usize, blue))
}

/// The position after cutting the edge below vertex `v`: `v` and every
/// vertex above it are gone (parents come before their children, so one
/// pass upwards finds them).
fn cut(game: Game, pos: &[u64], v: usize) -> Vec<u64> {
    let gone_code = |w: usize| match game {
        Game::BlueRed { .. } => 2 * w as u64,
        _ => w as u64,
    };
    let mut next = pos.to_vec();
    next[v - 1] = gone_code(v);
    for w in v + 1..=pos.len() {
        if let Some((p, _)) = vertex(game, &next, w) {
            if p > 0 && vertex(game, &next, p).is_none() {
                next[w - 1] = gone_code(w);
            }
        }
    }
    next
}

/// The vertices still standing, renumbered in order: (parent, blue, ids)
/// with vertex 0 the root, `parent[v] < v`, `ids[v]` the vertex's number in
/// the position.
fn standing(game: Game, pos: &[u64]) -> (Vec<usize>, Vec<bool>, Vec<usize>) {
    let (mut parent, mut blue, mut ids) = (vec![0], vec![false], vec![0]);
    let mut new_id = vec![0usize; pos.len() + 1];
    for v in 1..=pos.len() {
        if let Some((p, b)) = vertex(game, pos, v) {
            new_id[v] = ids.len();
            parent.push(new_id[p]);
            blue.push(b);
            ids.push(v);
        }
    }
    (parent, blue, ids)
}

/// The subtree hanging at vertex `r` of the tree (`parent[v] < v`; `blue`
/// may be empty), renumbered in order with `r` as vertex 0.
pub(crate) fn subtree(parent: &[usize], blue: &[bool], r: usize) -> (Vec<usize>, Vec<bool>) {
    let mut new_id = vec![usize::MAX; parent.len()];
    new_id[r] = 0;
    let (mut sp, mut sb) = (vec![0], vec![false]);
    for v in r + 1..parent.len() {
        if new_id[parent[v]] != usize::MAX {
            new_id[v] = sp.len();
            sp.push(new_id[parent[v]]);
            sb.push(blue.get(v).copied().unwrap_or(false));
        }
    }
    (sp, sb)
}

/// The Blue–Red value of a position as (numerator, exponent), by the listing.
pub fn bluered_value(pos: &[u64]) -> (i128, u32) {
    let (parent, blue, _) = standing(Game::BlueRed { reader_blue: true }, pos);
    bluered_listing::theorem(&parent, &blue)
}

/// The values a tree board shows, space-separated. Green Hackenbush: the
/// value of the subtree hanging at each vertex 0..=n by the colon principle
/// (AGC017 D's `root_sg` on that subtree), `-` for a vertex gone. Blue–Red:
/// the tree's value, then for each edge 1..=n the value of that edge with
/// everything above it standing on the ground (`-` if gone), each as the
/// listing renders it.
pub fn tree_text(game: Game, pos: &[u64]) -> String {
    let (parent, blue, ids) = standing(game, pos);
    let mut at = vec!["-".to_string(); pos.len() + 1];
    let mut out = Vec::new();
    if game == Game::Hackenbush {
        for (k, &v) in ids.iter().enumerate() {
            at[v] = green_listing::theorem(&subtree(&parent, &[], k).0).to_string();
        }
    } else {
        out.push(bluered_listing::text(&parent, &blue));
        for (k, &v) in ids.iter().enumerate().skip(1) {
            // The edge below k on the ground: a new vertex 0 under k's subtree.
            let (sp, mut sb) = subtree(&parent, &blue, k);
            let mut p = vec![0, 0];
            p.extend(sp[1..].iter().map(|&x| x + 1));
            sb[0] = blue[k];
            sb.insert(0, false);
            at[v] = bluered_listing::text(&p, &sb);
        }
        at.remove(0);
    }
    out.extend(at);
    out.join(" ")
}

/// Every legal click from `pos`, with its position, pile by pile and, within a
/// pile, from the click that changes least to the one that changes most.
pub fn legal_moves(game: Game, set: &[usize], pos: &[u64]) -> Vec<((usize, u64), Vec<u64>)> {
    let mut out = Vec::new();
    let piles = if game == Game::Wythoff {
        pos.first().map_or(0, |&a| a as usize + 1)
    } else {
        pos.len()
    };
    for i in 0..piles {
        let top = if game == Game::Wythoff {
            pos.get(1).copied().unwrap_or(0) + 1
        } else if game == Game::Ruler {
            i as u64 + 1
        } else if matches!(game, Game::Hackenbush | Game::BlueRed { .. }) {
            1
        } else {
            pos[i]
        };
        for j in (0..top).rev() {
            if let Some(next) = click(game, set, pos, i, j) {
                out.push(((i, j), next));
            }
        }
    }
    out
}

/// How much a move takes: stones or coins moved, or the queen's steps.
fn amount(game: Game, from: &[u64], to: &[u64]) -> u64 {
    match game {
        // A staircase move keeps every coin but one pile's; count the coins moved.
        Game::Staircase => from.iter().zip(to).map(|(a, b)| a.saturating_sub(*b)).sum(),
        // A Ruler move: the coins turned; a Hackenbush cut: the edges that fall.
        Game::Ruler | Game::Hackenbush | Game::BlueRed { .. } => {
            from.iter().zip(to).filter(|(a, b)| a != b).count() as u64
        }
        _ => from.iter().sum::<u64>() - to.iter().sum::<u64>(),
    }
}

/// The legal move that takes least (first pile first among equals), or `None`.
pub fn smallest_move(game: Game, set: &[usize], pos: &[u64]) -> Option<Vec<u64>> {
    legal_moves(game, set, pos)
        .into_iter()
        .map(|(_, next)| (amount(game, pos, &next), next))
        .min_by_key(|(a, _)| *a)
        .map(|(_, next)| next)
}

/// SG values of one heap of `0..len` in the subtraction game with set S, by
/// the `sg-period` library.
pub fn sg_table(set: &[usize], len: usize) -> Vec<u32> {
    sg_period::sg_table(set, len)
}

/// The preperiod and period of the subtraction game's SG sequence, proved by
/// the `sg-period` library's stopping rule within `max_len` entries.
pub fn period(set: &[usize], max_len: usize) -> Option<(usize, usize)> {
    sg_period::find_period(set, max_len)
        .ok()
        .map(|p| (p.preperiod, p.period))
}

/// The value the chapter's theorem reads off a position: the Nim sum (Nim),
/// the Nim sum of the odd steps (staircase), the xor of the heaps' SG values
/// (subtraction game), and 0 or 1 for a Wythoff P- or N-position. The player to
/// move loses exactly when it is 0.
pub fn value(game: Game, set: &[usize], pos: &[u64]) -> u64 {
    match game {
        Game::Nim => nim_listing::theorem(pos),
        Game::Staircase => staircase_listing::theorem(pos),
        Game::Subtraction => {
            let table = heap_table(set, pos);
            pos.iter().fold(0, |x, &h| x ^ table[h as usize] as u64)
        }
        Game::Wythoff => match pos {
            [a, b] => u64::from(wythoff_listing::theorem(*a, *b).is_some()),
            _ => 0,
        },
        // Coin-turning theorem: the xor of the single heads' values.
        Game::Ruler => pos
            .iter()
            .enumerate()
            .filter(|&(_, &c)| c == 1)
            .fold(0, |x, (k, _)| x ^ ruler_listing::theorem(k)),
        Game::Hackenbush => green_listing::theorem(&standing(game, pos).0),
        // Not an SG value: 1 when the value is not 0 (the board shows the number).
        Game::BlueRed { .. } => u64::from(bluered_value(pos).0 != 0),
    }
}

/// SG values of heaps `0..=max(pos)`.
fn heap_table(set: &[usize], pos: &[u64]) -> Vec<u32> {
    let top = pos.iter().copied().max().unwrap_or(0) as usize;
    sg_table(set, top + 1)
}

/// The move the chapter's theorem gives, or `None` at a P-position.
pub fn theorem_move(game: Game, set: &[usize], pos: &[u64]) -> Option<Vec<u64>> {
    if let Game::BlueRed { reader_blue } = game {
        // The computer plays the other colour and wins by moving to a value
        // the reader, moving next, cannot win from: ≤ 0 when the computer
        // is Red, ≥ 0 when it is Blue (a number's sign decides who wins).
        return legal_moves(computer(game), set, pos)
            .into_iter()
            .map(|(_, q)| q)
            .find(|q| {
                let (num, _) = bluered_value(q);
                if reader_blue {
                    num <= 0
                } else {
                    num >= 0
                }
            });
    }
    let s = value(game, set, pos);
    if s == 0 {
        return None;
    }
    let mut next = pos.to_vec();
    match game {
        // Nim theorem: some heap has a ^ s < a; lower it to a ^ s.
        Game::Nim => {
            let i = pos.iter().position(|&a| a ^ s < a)?;
            next[i] = fault_adjust(pos[i] ^ s, pos[i]);
        }
        // The odd steps are a Nim game: lower an odd step (even index) to a ^ s,
        // the coins moving to the even step below (or off the stairs).
        Game::Staircase => {
            let i = (0..pos.len()).step_by(2).find(|&i| pos[i] ^ s < pos[i])?;
            let moved = pos[i] - (pos[i] ^ s);
            next[i] -= moved;
            if i > 0 {
                next[i - 1] += moved;
            }
        }
        // SG theorem: move one heap to a heap whose SG value is g ^ s.
        Game::Subtraction => {
            let table = heap_table(set, pos);
            let (i, t) = pos.iter().enumerate().find_map(|(i, &h)| {
                let want = table[h as usize] as u64 ^ s;
                set.iter()
                    .find(|&&t| t as u64 <= h && table[h as usize - t] as u64 == want)
                    .map(|&t| (i, t))
            })?;
            next[i] -= t as u64;
        }
        Game::Wythoff => {
            let (x, y) = wythoff_listing::theorem(pos[0], pos[1])?;
            next = vec![x, y];
        }
        // SG theorem: some move reaches value 0; the first one, fewest coins
        // (Hackenbush: the first edge) first.
        Game::Ruler | Game::Hackenbush => {
            next = legal_moves(game, set, pos)
                .into_iter()
                .map(|(_, q)| q)
                .find(|q| value(game, set, q) == 0)?;
        }
        Game::BlueRed { .. } => return None,
    }
    Some(next)
}

/// With the `fault-wrong-nim-move` feature (for `cargo xtask faults` only),
/// the Nim move leaves one stone too many whenever it can; otherwise `to`.
fn fault_adjust(to: u64, from: u64) -> u64 {
    if cfg!(feature = "fault-wrong-nim-move") && to + 1 < from {
        to + 1
    } else {
        to
    }
}

/// Every winning move of the Nim position `pos`, as (heap, stones left),
/// heap by heap. A move wins when POJ 2975's `winning_moves` counts no
/// winning move after it: a position with Nim sum s ≠ 0 always has one (the
/// heap holding s's top bit), so a count of 0 is exactly Nim sum 0, a
/// P-position. The list's length is `winning_moves(pos)` (tested below).
pub fn nim_winning_moves(pos: &[u64]) -> Vec<(usize, u64)> {
    let mut out = Vec::new();
    for (i, &a) in pos.iter().enumerate() {
        for v in 0..a {
            let mut next = pos.to_vec();
            next[i] = v;
            if nim_moves_listing::theorem(&next) == 0 {
                out.push((i, v));
            }
        }
    }
    // With `fault-missing-winning-move` (for `cargo xtask faults` only): one left out.
    if cfg!(feature = "fault-missing-winning-move") {
        out.pop();
    }
    out
}

/// POJ 2975's count of winning first moves of `pos`.
pub fn nim_winning_count(pos: &[u64]) -> usize {
    nim_moves_listing::theorem(pos)
}

/// The binary column sums that explain the Nim sum: for each bit k (from 0
/// up to the largest heap's top bit), how many heaps have bit k set. The Nim
/// sum's bit k is 1 exactly when that count is odd.
pub fn nim_columns(pos: &[u64]) -> Vec<u32> {
    let top = pos.iter().copied().max().unwrap_or(0);
    let bits = (64 - top.leading_zeros()) as usize;
    (0..bits)
        .map(|k| pos.iter().filter(|&&a| a >> k & 1 == 1).count() as u32)
        .collect()
}

/// a ⊗ b by the listing `library-checker-nim-product-64`.
pub fn nim_product(a: u64, b: u64) -> u64 {
    nim_product_listing::theorem(a, b)
}

/// Why a typed number was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BadNumber {
    /// Nothing but spaces.
    Empty,
    /// Something other than one string of decimal digits.
    NotANumber,
    /// 2^64 or more.
    TooBig,
}

/// A typed number below 2^64, read by the listing's own parser `next_u64`.
pub fn parse_u64(text: &[u8]) -> Result<u64, BadNumber> {
    if text.iter().all(|b| b.is_ascii_whitespace()) {
        return Err(BadNumber::Empty);
    }
    nim_product_listing::parse(text).map_err(|e| {
        if e.ends_with("2^64 or more") {
            BadNumber::TooBig
        } else {
            BadNumber::NotANumber
        }
    })
}

/// The game whose reader's moves are the computer's: Blue–Red with the
/// colours swapped; every other game is impartial.
pub fn computer(game: Game) -> Game {
    match game {
        Game::BlueRed { reader_blue } => Game::BlueRed {
            reader_blue: !reader_blue,
        },
        g => g,
    }
}

/// The computer's move: the theorem's winning move, else the smallest move.
pub fn reply(game: Game, set: &[usize], pos: &[u64]) -> Reply {
    if let Some(next) = theorem_move(game, set, pos) {
        Reply::Winning(next)
    } else if let Some(next) = smallest_move(computer(game), set, pos) {
        Reply::Smallest(next)
    } else {
        Reply::None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every position of `len` piles of at most `max`.
    fn positions(len: usize, max: u64) -> Vec<Vec<u64>> {
        let mut out = vec![vec![]];
        for _ in 0..len {
            out = out
                .into_iter()
                .flat_map(|p: Vec<u64>| {
                    (0..=max).map(move |v| {
                        let mut q = p.clone();
                        q.push(v);
                        q
                    })
                })
                .collect();
        }
        out
    }

    /// The theorem's move is a legal click and lands on value 0, in every game,
    /// for every position of 3 piles up to 7 (Wythoff: every cell up to 15).
    #[test]
    fn theorem_moves_are_legal_and_reach_zero() {
        let set = [1, 3, 4];
        // Every impartial game of the pages (Blue–Red has tests of its own).
        let impartial = (0..).map_while(Game::from_id);
        for game in impartial.filter(|g| !matches!(g, Game::BlueRed { .. })) {
            let all = if game == Game::Wythoff {
                positions(2, 15)
            } else if game == Game::Hackenbush {
                trees(7)
            } else if game == Game::Ruler {
                positions(10, 1)
            } else {
                positions(3, 7)
            };
            for p in all {
                let legal: Vec<Vec<u64>> = legal_moves(game, &set, &p)
                    .into_iter()
                    .map(|(_, q)| q)
                    .collect();
                match theorem_move(game, &set, &p) {
                    Some(q) => {
                        assert!(legal.contains(&q), "{game:?} {p:?} -> {q:?} is not legal");
                        assert_eq!(value(game, &set, &q), 0, "{game:?} {p:?} -> {q:?}");
                    }
                    None => {
                        assert_eq!(value(game, &set, &p), 0);
                        for q in &legal {
                            assert_ne!(value(game, &set, q), 0, "{game:?} {p:?} -> {q:?}");
                        }
                    }
                }
            }
        }
    }

    /// Every parent list of `n` vertices above the root (p_v < v).
    fn trees(n: usize) -> Vec<Vec<u64>> {
        let mut out = vec![vec![]];
        for v in 1..=n as u64 {
            out = out
                .into_iter()
                .flat_map(|p: Vec<u64>| {
                    (0..v).map(move |x| {
                        let mut q = p.clone();
                        q.push(x);
                        q
                    })
                })
                .collect();
        }
        out
    }

    /// Blue–Red: the computer's winning move leaves a value of its sign (or
    /// 0), and when it has none every one of its cuts leaves the reader a
    /// value of the reader's sign; every coloured tree of 5 edges.
    #[test]
    fn blue_red_moves() {
        for p in trees(5) {
            for mask in 0..32u64 {
                let pos: Vec<u64> = p
                    .iter()
                    .enumerate()
                    .map(|(k, &x)| 2 * x + (mask >> k & 1))
                    .collect();
                for reader_blue in [true, false] {
                    let g = Game::BlueRed { reader_blue };
                    let sign = |q: &[u64]| bluered_value(q).0.signum();
                    let mine = if reader_blue { -1 } else { 1 };
                    match theorem_move(g, &[], &pos) {
                        Some(q) => {
                            assert!(legal_moves(computer(g), &[], &pos)
                                .iter()
                                .any(|(_, r)| *r == q));
                            assert_ne!(sign(&q), -mine, "{pos:?} -> {q:?}");
                        }
                        None => {
                            for (_, q) in legal_moves(computer(g), &[], &pos) {
                                assert_eq!(sign(&q), -mine, "{pos:?} -> {q:?}");
                            }
                        }
                    }
                }
            }
        }
        // A string: blue on the ground, then red, is 1/2; red on blue on red…
        assert_eq!(bluered_value(&[1, 2]), (1, 1));
        assert_eq!(bluered_value(&[0, 3]), (-1, 1));
        assert_eq!(
            tree_text(Game::BlueRed { reader_blue: true }, &[1, 2]),
            "1/2 1/2 -1"
        );
    }

    #[test]
    fn smallest_move_takes_one_and_none_at_the_end() {
        assert_eq!(
            smallest_move(Game::Nim, &[], &[0, 5, 2]),
            Some(vec![0, 4, 2])
        );
        assert_eq!(
            smallest_move(Game::Subtraction, &[2, 5], &[1, 7]),
            Some(vec![1, 5])
        );
        assert_eq!(
            smallest_move(Game::Staircase, &[], &[0, 3]),
            Some(vec![1, 2])
        );
        assert_eq!(smallest_move(Game::Wythoff, &[], &[2, 1]), Some(vec![1, 1]));
        assert_eq!(reply(Game::Nim, &[], &[0, 0]), Reply::None);
        assert_eq!(reply(Game::Wythoff, &[], &[0, 0]), Reply::None);
    }

    /// The listed winning moves are exactly the moves to Nim sum 0 (by a
    /// plain xor here), as many as POJ 2975 counts; the column sums are the
    /// bit counts. Every position of 4 heaps up to 9.
    #[test]
    fn nim_winning_moves_and_columns() {
        for p in positions(4, 9) {
            let want: Vec<(usize, u64)> = legal_moves(Game::Nim, &[], &p)
                .into_iter()
                .filter(|(_, q)| q.iter().fold(0, |x, v| x ^ v) == 0)
                .map(|((i, j), _)| (i, j))
                .collect();
            let mut got = nim_winning_moves(&p);
            got.sort_unstable_by_key(|&(i, j)| (i, std::cmp::Reverse(j)));
            assert_eq!(got, want, "{p:?}");
            assert_eq!(nim_winning_count(&p), want.len(), "{p:?}");
            let cols = nim_columns(&p);
            let s = p.iter().fold(0, |x, v| x ^ v);
            for (k, &c) in cols.iter().enumerate() {
                assert_eq!(c as u64 % 2, s >> k & 1, "{p:?} bit {k}");
            }
            assert_eq!(
                cols.len(),
                (64 - p.iter().max().unwrap().leading_zeros()) as usize
            );
        }
    }

    #[test]
    fn nim_products_and_typed_numbers() {
        // The chapter's small facts, and F ⊗ F = 3F/2 for F = 2^32.
        assert_eq!(nim_product(2, 2), 3);
        assert_eq!(nim_product(4, 4), 6);
        assert_eq!(nim_product(8, 8), 13);
        assert_eq!(nim_product(4, 3), 12);
        assert_eq!(nim_product(1 << 32, 1 << 32), 3 << 31);
        assert_eq!(parse_u64(b" 18446744073709551615 "), Ok(u64::MAX));
        assert_eq!(parse_u64(b"007"), Ok(7));
        assert_eq!(parse_u64(b"18446744073709551616"), Err(BadNumber::TooBig));
        assert_eq!(
            parse_u64(b"99999999999999999999999"),
            Err(BadNumber::TooBig)
        );
        assert_eq!(parse_u64(b""), Err(BadNumber::Empty));
        assert_eq!(parse_u64(b"  "), Err(BadNumber::Empty));
        for bad in [
            &b"-1"[..],
            b"1 2",
            b"0x10",
            b"1e5",
            b"12a",
            "\u{ff11}".as_bytes(),
        ] {
            assert_eq!(parse_u64(bad), Err(BadNumber::NotANumber), "{bad:?}");
        }
    }

    /// Ruler's single-coin values are lowbit(x) for coin x = 1, 2, …
    #[test]
    fn ruler_values() {
        for x in 1..=16u64 {
            let mut p = vec![0; 16];
            p[x as usize - 1] = 1;
            assert_eq!(
                value(Game::Ruler, &[], &p),
                x & x.wrapping_neg(),
                "coin {x}"
            );
        }
        assert_eq!(
            click(Game::Ruler, &[], &[0, 1, 1], 2, 1),
            Some(vec![0, 0, 0])
        );
        assert_eq!(click(Game::Ruler, &[], &[0, 1, 0], 2, 1), None);
        assert_eq!(click(Game::Ruler, &[], &[1, 1, 1], 1, 2), None);
        assert_eq!(
            smallest_move(Game::Ruler, &[], &[0, 1, 1]),
            Some(vec![0, 0, 1])
        );
    }

    #[test]
    fn clicks() {
        assert_eq!(click(Game::Staircase, &[], &[1, 4], 1, 1), Some(vec![4, 1]));
        assert_eq!(click(Game::Subtraction, &[2, 5], &[7], 0, 4), None);
        assert_eq!(click(Game::Wythoff, &[], &[3, 5], 1, 3), Some(vec![1, 3]));
        assert_eq!(click(Game::Wythoff, &[], &[3, 5], 1, 4), None);
        assert_eq!(click(Game::Wythoff, &[], &[3, 5], 3, 5), None);
    }
}
