//! AtCoder ABC229 H Advance or Eat: two oracles that know only the rules.
//!
//! Rules (Takahashi = Left = white `W`, Snuke = Right = black `B`, Takahashi
//! first): a player moves one of his pieces one square up into an empty
//! square, or eats (removes) any one piece of the other colour; who cannot
//! move loses.
//!
//! - [`whole_board_winner`] plays the whole board out (every line of play,
//!   no sums, no values): small boards only.
//! - [`engine_winner`] builds each column as a game form in the partizan
//!   [`Engine`] (options by the rules), adds the columns' canonical forms and
//!   compares the sum with 0 by the order alone (no dyadic arithmetic).

use crate::partizan::{Engine, Id};
use std::collections::HashMap;

/// A board: N rows of N characters `W`, `B` or `.`.
pub type Board = Vec<Vec<u8>>;

/// The input text of a board.
pub fn input_229h(board: &Board) -> String {
    let mut s = format!("{}\n", board.len());
    for row in board {
        s.push_str(std::str::from_utf8(row).expect("board is ASCII"));
        s.push('\n');
    }
    s
}

/// Every board of side n (3^(n·n) of them).
pub fn all_boards(n: usize) -> Vec<Board> {
    let cells = n * n;
    let total = 3usize.pow(cells as u32);
    (0..total)
        .map(|mut code| {
            let mut b = vec![vec![b'.'; n]; n];
            for c in 0..cells {
                b[c / n][c % n] = b".WB"[code % 3];
                code /= 3;
            }
            b
        })
        .collect()
}

/// Every column of `len` squares (top first), 3^len of them.
pub fn all_columns(len: u32) -> Vec<Vec<u8>> {
    (0..3usize.pow(len))
        .map(|mut code| {
            (0..len)
                .map(|_| {
                    let c = b".WB"[code % 3];
                    code /= 3;
                    c
                })
                .collect()
        })
        .collect()
}

/// "Takahashi" or "Snuke", by playing the whole board: state = the board and
/// who moves. Memo shared across calls through `memo`.
pub fn whole_board_winner(board: &Board, memo: &mut HashMap<(Board, bool), bool>) -> &'static str {
    if mover_wins(board.clone(), true, memo) {
        "Takahashi"
    } else {
        "Snuke"
    }
}

/// Does the player to move win? `white` is true when Takahashi moves.
fn mover_wins(b: Board, white: bool, memo: &mut HashMap<(Board, bool), bool>) -> bool {
    if let Some(&w) = memo.get(&(b.clone(), white)) {
        return w;
    }
    let (mine, theirs) = if white { (b'W', b'B') } else { (b'B', b'W') };
    let n = b.len();
    let mut wins = false;
    'all: for i in 0..n {
        for j in 0..n {
            if b[i][j] == theirs {
                let mut c = b.clone();
                c[i][j] = b'.';
                if !mover_wins(c, !white, memo) {
                    wins = true;
                    break 'all;
                }
            }
            if b[i][j] == mine && i > 0 && b[i - 1][j] == b'.' {
                let mut c = b.clone();
                c[i - 1][j] = mine;
                c[i][j] = b'.';
                if !mover_wins(c, !white, memo) {
                    wins = true;
                    break 'all;
                }
            }
        }
    }
    memo.insert((b, white), wins);
    wins
}

/// The game form of one column (top first) by the rules, canonical, memoised
/// in `memo`.
pub fn column_game(e: &mut Engine, col: &[u8], memo: &mut HashMap<Vec<u8>, Id>) -> Id {
    if let Some(&g) = memo.get(col) {
        return g;
    }
    let (mut l, mut r) = (Vec::new(), Vec::new());
    for i in 0..col.len() {
        match col[i] {
            b'W' | b'B' => {
                let mut eaten = col.to_vec();
                eaten[i] = b'.';
                let o = column_game(e, &eaten, memo);
                // Eating a black piece is Left's move, a white one Right's.
                if col[i] == b'B' {
                    l.push(o)
                } else {
                    r.push(o)
                }
                if i > 0 && col[i - 1] == b'.' {
                    let mut up = col.to_vec();
                    up.swap(i - 1, i);
                    let o = column_game(e, &up, memo);
                    if col[i] == b'W' {
                        l.push(o)
                    } else {
                        r.push(o)
                    }
                }
            }
            _ => {}
        }
    }
    let f = e.form(l, r);
    let g = e.canonical(f);
    memo.insert(col.to_vec(), g);
    g
}

/// Is g a number: every Left option below every Right option, options
/// numbers, all the way down?
pub fn is_number(e: &mut Engine, g: Id, memo: &mut HashMap<Id, bool>) -> bool {
    if let Some(&b) = memo.get(&g) {
        return b;
    }
    let (l, r) = (e.left(g).to_vec(), e.right(g).to_vec());
    let mut ok = l.iter().chain(&r).all(|&o| is_number(e, o, memo));
    for &x in &l {
        for &y in &r {
            ok &= e.le(x, y) && !e.le(y, x);
        }
    }
    memo.insert(g, ok);
    ok
}

/// "Takahashi" or "Snuke" by the engine: the sum of the columns' canonical
/// forms, compared with 0. Takahashi moves first, so he wins iff the sum is
/// not ≤ 0 (G > 0 or G ‖ 0).
pub fn engine_winner(
    e: &mut Engine,
    board: &Board,
    memo: &mut HashMap<Vec<u8>, Id>,
) -> &'static str {
    let n = board.len();
    let mut sum = e.zero();
    let columns: Vec<Vec<u8>> = (0..n)
        .map(|j| board.iter().map(|row| row[j]).collect())
        .collect();
    for col in columns {
        let g = column_game(e, &col, memo);
        let s = e.add(sum, g);
        sum = e.canonical(s);
    }
    let z = e.zero();
    if e.le(sum, z) {
        "Snuke"
    } else {
        "Takahashi"
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every column of length 1..=6 (1 092 columns) is a number, and the
    /// engine's sums agree with whole-board play on every board of side ≤ 2
    /// and on all 19 683 boards of side 3.
    #[test]
    fn columns_are_numbers_and_sums_agree_with_play() {
        let mut e = Engine::new();
        let mut cols = HashMap::new();
        let mut num = HashMap::new();
        let mut count = 0;
        for len in 1..=6u32 {
            for col in all_columns(len) {
                let g = column_game(&mut e, &col, &mut cols);
                assert!(
                    is_number(&mut e, g, &mut num),
                    "{:?}",
                    String::from_utf8_lossy(&col)
                );
                count += 1;
            }
        }
        assert_eq!(count, 1092);
        let mut memo = HashMap::new();
        let mut boards = 0;
        for n in 1..=3 {
            for b in all_boards(n) {
                assert_eq!(
                    engine_winner(&mut e, &b, &mut cols),
                    whole_board_winner(&b, &mut memo),
                    "{}",
                    input_229h(&b)
                );
                boards += 1;
            }
        }
        assert_eq!(boards, 3 + 81 + 19_683);
    }
}
