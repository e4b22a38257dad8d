//! The WebAssembly exports: plain `extern "C"` functions over one shared
//! buffer of `u32`s, no bindgen. The page writes a position (and the
//! subtraction set) into the buffer, calls an export, and reads the answer
//! back from the same buffer. Numbers are `u32` so that JavaScript sees plain
//! numbers; the boards' limits are far below `u32::MAX`.
//!
//! Game numbers: 0 Nim, 1 staircase Nim, 2 subtraction game, 3 Wythoff, 4 Ruler.
//! The nim-product table's numbers are `u64`s; they cross as decimal text
//! (one character code a `u32`), read and written by the listing's own code.

use crate::game::{self, BadNumber, Game, Reply};
use std::sync::Mutex;

/// Length of the shared buffer, in `u32`s.
pub const BUF_LEN: usize = 4096;

struct Shared {
    buf: [u32; BUF_LEN],
    /// The subtraction game's set S, sorted, without repeats.
    set: Vec<usize>,
}

static SHARED: Mutex<Shared> = Mutex::new(Shared {
    buf: [0; BUF_LEN],
    set: Vec::new(),
});

fn with<T>(f: impl FnOnce(&mut Shared) -> T) -> T {
    let mut guard = match SHARED.lock() {
        Ok(g) => g,
        Err(poisoned) => poisoned.into_inner(),
    };
    f(&mut guard)
}

/// The position in `buf[0..n]`, or `None` if `n` does not fit the buffer.
fn position(s: &Shared, n: u32) -> Option<Vec<u64>> {
    let n = n as usize;
    (n <= BUF_LEN).then(|| s.buf[..n].iter().map(|&v| v as u64).collect())
}

/// Write `pos` into the buffer; `false` if a number does not fit a `u32`.
fn put(s: &mut Shared, pos: &[u64]) -> bool {
    for (slot, &v) in s.buf.iter_mut().zip(pos) {
        match u32::try_from(v) {
            Ok(v) => *slot = v,
            Err(_) => return false,
        }
    }
    true
}

/// Address of the shared buffer in the module's memory (the page writes
/// positions there between calls).
#[no_mangle]
pub extern "C" fn gb_buf() -> *mut u32 {
    with(|s| s.buf.as_mut_ptr())
}

/// Set the subtraction game's S from `buf[0..k]`. Returns 1, or 0 if S is
/// empty, holds 0, or holds a number twice.
#[no_mangle]
pub extern "C" fn gb_rule(k: u32) -> i32 {
    with(|s| {
        let k = k as usize;
        if k == 0 || k > BUF_LEN {
            return 0;
        }
        let mut set: Vec<usize> = s.buf[..k].iter().map(|&v| v as usize).collect();
        set.sort_unstable();
        if set[0] == 0 || set.windows(2).any(|w| w[0] == w[1]) {
            return 0;
        }
        s.set = set;
        1
    })
}

/// Click `(i, j)` on the position `buf[0..n]`: 1 and the new position in the
/// buffer if it is a legal move, else 0 and the buffer unchanged.
#[no_mangle]
pub extern "C" fn gb_click(game: u32, n: u32, i: u32, j: u32) -> i32 {
    with(|s| {
        let (Some(g), Some(pos)) = (Game::from_id(game), position(s, n)) else {
            return 0;
        };
        match game::click(g, &s.set, &pos, i as usize, j as u64) {
            Some(next) if put(s, &next) => 1,
            _ => 0,
        }
    })
}

/// Is click `(i, j)` legal on `buf[0..n]`? 1 or 0; the buffer is unchanged.
#[no_mangle]
pub extern "C" fn gb_legal(game: u32, n: u32, i: u32, j: u32) -> i32 {
    with(|s| {
        let (Some(g), Some(pos)) = (Game::from_id(game), position(s, n)) else {
            return 0;
        };
        i32::from(game::click(g, &s.set, &pos, i as usize, j as u64).is_some())
    })
}

/// The computer's move on `buf[0..n]`, written back into the buffer. Returns
/// 2 for the theorem's winning move, 1 for the smallest move (from a
/// P-position), 0 if there is no legal move (the player to move has lost).
#[no_mangle]
pub extern "C" fn gb_reply(game: u32, n: u32) -> i32 {
    with(|s| {
        let (Some(g), Some(pos)) = (Game::from_id(game), position(s, n)) else {
            return 0;
        };
        match game::reply(g, &s.set, &pos) {
            Reply::Winning(next) if put(s, &next) => 2,
            Reply::Smallest(next) if put(s, &next) => 1,
            _ => 0,
        }
    })
}

/// The theorem's value of `buf[0..n]` (see [`game::value`]); 0 exactly at a
/// P-position. Saturates at `u32::MAX` (never reached within the boards' limits).
#[no_mangle]
pub extern "C" fn gb_value(game: u32, n: u32) -> u32 {
    with(|s| {
        let (Some(g), Some(pos)) = (Game::from_id(game), position(s, n)) else {
            return 0;
        };
        u32::try_from(game::value(g, &s.set, &pos)).unwrap_or(u32::MAX)
    })
}

/// SG values of heaps `0..len` of the subtraction game, into `buf[0..len]`.
/// Returns `len`, or 0 if no S is set or `len` does not fit the buffer.
#[no_mangle]
pub extern "C" fn gb_sg_table(len: u32) -> u32 {
    with(|s| {
        if s.set.is_empty() || len as usize > BUF_LEN {
            return 0;
        }
        let table = game::sg_table(&s.set, len as usize);
        s.buf[..table.len()].copy_from_slice(&table);
        len
    })
}

/// The subtraction game's least preperiod and period into `buf[0..2]`, found
/// within `max_len` table entries. 1 if found, else 0.
#[no_mangle]
pub extern "C" fn gb_period(max_len: u32) -> i32 {
    with(|s| {
        if s.set.is_empty() {
            return 0;
        }
        match game::period(&s.set, max_len as usize) {
            Some((a, p)) if put(s, &[a as u64, p as u64]) => 1,
            _ => 0,
        }
    })
}

/// Every winning move of the Nim position `buf[0..n]`, as pairs (heap,
/// stones left) in `buf[0..2k]`; returns k (0 at a P-position).
#[no_mangle]
pub extern "C" fn gb_nim_moves(n: u32) -> u32 {
    with(|s| {
        let Some(pos) = position(s, n) else {
            return 0;
        };
        let moves = game::nim_winning_moves(&pos);
        let flat: Vec<u64> = moves.iter().flat_map(|&(i, v)| [i as u64, v]).collect();
        if flat.len() > BUF_LEN || !put(s, &flat) {
            return 0;
        }
        moves.len() as u32
    })
}

/// POJ 2975's count of winning first moves of `buf[0..n]` (the buffer is unchanged).
#[no_mangle]
pub extern "C" fn gb_nim_count(n: u32) -> u32 {
    with(|s| position(s, n).map_or(0, |pos| game::nim_winning_count(&pos) as u32))
}

/// The binary column sums of `buf[0..n]` (see [`game::nim_columns`]) into
/// `buf[0..b]`, bit 0 first; returns b.
#[no_mangle]
pub extern "C" fn gb_nim_columns(n: u32) -> u32 {
    with(|s| {
        let Some(pos) = position(s, n) else {
            return 0;
        };
        let cols: Vec<u64> = game::nim_columns(&pos).into_iter().map(u64::from).collect();
        if !put(s, &cols) {
            return 0;
        }
        cols.len() as u32
    })
}

/// The `size`×`size` table of a ⊗ b for a, b < `size` ≤ 64, row by row, into
/// the buffer; returns size², or 0 if `size` is too large.
#[no_mangle]
pub extern "C" fn gb_nim_table(size: u32) -> u32 {
    with(|s| {
        if size > 64 {
            return 0;
        }
        let n = size as u64;
        let table: Vec<u64> = (0..n * n)
            .map(|k| game::nim_product(k / n, k % n))
            .collect();
        if !put(s, &table) {
            return 0;
        }
        (n * n) as u32
    })
}

/// The values a tree board shows for `buf[0..n]` (see [`game::tree_text`]),
/// as character codes into `buf[0..]`; returns their number (0 for no tree game).
#[no_mangle]
pub extern "C" fn gb_tree_text(game: u32, n: u32) -> u32 {
    with(|s| {
        let (Some(g), Some(pos)) = (Game::from_id(game), position(s, n)) else {
            return 0;
        };
        if !matches!(g, Game::Hackenbush | Game::BlueRed { .. }) {
            return 0;
        }
        let text = game::tree_text(g, &pos);
        for (slot, c) in s.buf.iter_mut().zip(text.bytes()) {
            *slot = u32::from(c);
        }
        text.len().min(BUF_LEN) as u32
    })
}

/// The text in `buf[from..from + len]` as bytes (a character beyond one byte
/// becomes 0xFF, which is no digit and no space).
fn text(s: &Shared, from: usize, len: usize) -> Option<Vec<u8>> {
    let part = s.buf.get(from..from.checked_add(len)?)?;
    Some(
        part.iter()
            .map(|&c| u8::try_from(c).unwrap_or(0xFF))
            .collect(),
    )
}

/// The nim product of two typed numbers: a's characters in `buf[0..la]`, b's
/// in `buf[la..la + lb]`. Returns the number of decimal digits of a ⊗ b,
/// written as character codes into `buf[0..]`; or, for a refused number,
/// -(10·w + why) with w = 1 for a, 2 for b, and why = 1 empty, 2 not a
/// non-negative integer, 3 at least 2^64.
#[no_mangle]
pub extern "C" fn gb_nim_product(la: u32, lb: u32) -> i32 {
    with(|s| {
        let (la, lb) = (la as usize, lb as usize);
        let mut nums = [0u64; 2];
        for (w, (from, len)) in [(0, la), (la, lb)].into_iter().enumerate() {
            let why = match text(s, from, len).map(|t| game::parse_u64(&t)) {
                Some(Ok(v)) => {
                    nums[w] = v;
                    continue;
                }
                Some(Err(BadNumber::Empty)) => 1,
                None | Some(Err(BadNumber::NotANumber)) => 2,
                Some(Err(BadNumber::TooBig)) => 3,
            };
            return -(10 * (w as i32 + 1) + why);
        }
        let digits = game::nim_product(nums[0], nums[1]).to_string();
        for (slot, c) in s.buf.iter_mut().zip(digits.bytes()) {
            *slot = u32::from(c);
        }
        digits.len() as i32
    })
}

/// The game calculator (the hot-games chapter): the game's text in
/// `buf[0..len]` as character codes. Returns the length of the answer (the
/// four lines and the walls, see [`crate::short_game_walls`]) written as
/// character codes into `buf[0..]`, or minus the length of the bad-input
/// message written there instead.
#[no_mangle]
pub extern "C" fn gb_cgt(len: u32) -> i32 {
    with(|s| {
        let answer = match text(s, 0, len as usize) {
            None => Err("the game does not fit the buffer".to_string()),
            Some(bytes) => match String::from_utf8(bytes) {
                Ok(t) => crate::short_game_walls(&t),
                Err(_) => Err("only ASCII characters are allowed".to_string()),
            },
        };
        let (sign, out) = match answer {
            Ok(a) if a.len() <= BUF_LEN => (1, a),
            Ok(_) => (
                -1,
                format!("the answer is longer than {BUF_LEN} characters"),
            ),
            Err(e) => (-1, e),
        };
        for (slot, c) in s.buf.iter_mut().zip(out.bytes()) {
            *slot = u32::from(c);
        }
        sign * out.len().min(BUF_LEN) as i32
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Write `v` at the start of the shared buffer, as the page does.
    fn write(v: &[u32]) {
        with(|s| s.buf[..v.len()].copy_from_slice(v));
    }

    fn read(n: usize) -> Vec<u32> {
        with(|s| s.buf[..n].to_vec())
    }

    /// One test holds the shared buffer's whole story (tests run in parallel).
    #[test]
    fn a_game_through_the_exports() {
        // Nim 3 4 5: the winning move is heap 1 to 1 (3 ^ 4 ^ 5 = 2, 3 ^ 2 = 1).
        write(&[3, 4, 5]);
        assert_eq!(gb_value(0, 3), 2);
        assert_eq!(gb_reply(0, 3), 2);
        assert_eq!(read(3), vec![1, 4, 5]);
        // At a P-position: the smallest move, one stone from the first heap.
        assert_eq!(gb_reply(0, 3), 1);
        assert_eq!(read(3), vec![0, 4, 5]);
        // A click that is not a move leaves the buffer alone.
        assert_eq!(gb_click(0, 3, 1, 4), 0);
        assert_eq!(read(3), vec![0, 4, 5]);
        assert_eq!(gb_click(0, 3, 1, 2), 1);
        assert_eq!(read(3), vec![0, 2, 5]);
        // The subtraction game's rule, table and period.
        write(&[4, 1, 3]);
        assert_eq!(gb_rule(3), 1);
        assert_eq!(gb_sg_table(8), 8);
        assert_eq!(read(8), vec![0, 1, 0, 1, 2, 3, 2, 0]);
        assert_eq!(gb_period(1000), 1);
        assert_eq!(read(2), vec![0, 7]);
        write(&[2, 0]);
        assert_eq!(gb_rule(2), 0, "0 in S is refused");
        write(&[2, 2]);
        assert_eq!(gb_rule(2), 0, "a repeated move is refused");
        // Wythoff (3, 5) is a P-position; (3, 6) is not.
        write(&[3, 5]);
        assert_eq!(gb_value(3, 2), 0);
        write(&[3, 6]);
        assert_eq!(gb_reply(3, 2), 2);
        assert_eq!(read(2), vec![3, 5]);
        assert_eq!(gb_legal(3, 2, 1, 3), 1);
        assert_eq!(gb_legal(3, 2, 1, 4), 0);
        // Nim 3 4 5: one winning move, heap 1 to 1; columns 1 0 2 … bit 0: 3, 5 → 2.
        write(&[3, 4, 5]);
        assert_eq!(gb_nim_count(3), 1);
        assert_eq!(gb_nim_moves(3), 1);
        assert_eq!(read(2), vec![0, 1]);
        write(&[3, 4, 5]);
        assert_eq!(gb_nim_columns(3), 3);
        assert_eq!(read(3), vec![2, 1, 2]);
        // The 4×4 corner of the nim-product table.
        assert_eq!(gb_nim_table(4), 16);
        assert_eq!(
            read(16),
            vec![0, 0, 0, 0, 0, 1, 2, 3, 0, 2, 3, 1, 0, 3, 1, 2]
        );
        assert_eq!(gb_nim_table(65), 0);
        // Typed products: 2^32 ⊗ 2^32 = 3·2^31; refusals say which and why.
        let typed = |a: &str, b: &str| {
            let codes: Vec<u32> = a.chars().chain(b.chars()).map(u32::from).collect();
            write(&codes);
            gb_nim_product(a.chars().count() as u32, b.chars().count() as u32)
        };
        assert_eq!(typed("4294967296", " 4294967296"), 10);
        let digits: String = read(10).into_iter().map(|c| char::from(c as u8)).collect();
        assert_eq!(digits, "6442450944");
        assert_eq!(typed("", "3"), -11);
        assert_eq!(typed("x", "3"), -12);
        assert_eq!(typed("18446744073709551616", "3"), -13);
        assert_eq!(typed("3", "  "), -21);
        assert_eq!(typed("3", "\u{ff13}"), -22);
        assert_eq!(typed("3", "99999999999999999999"), -23);
        // Green Hackenbush 0 0 1 1: vertex 1 holds two leaves, 1 ^ 1 = 0; the
        // root 1 ^ (0 + 1) = 0 by the colon principle.
        let text = |g: u32, n: u32| {
            let len = gb_tree_text(g, n) as usize;
            read(len)
                .into_iter()
                .map(|c| char::from(c as u8))
                .collect::<String>()
        };
        write(&[0, 0, 1, 1]);
        assert_eq!(text(5, 4), "0 0 0 0 0");
        write(&[0, 0, 1, 1]);
        assert_eq!(gb_click(5, 4, 0, 0), 1);
        assert_eq!(read(4), vec![1, 0, 3, 4]);
        // Blue–Red, the chapter's sample 1 (0 B, 1 R, 1 B, 0 R, 4 B) is 1/2.
        write(&[1, 2, 3, 0, 9]);
        assert_eq!(text(6, 5), "1/2 1 -1 1 -1/2 1");
        write(&[1, 2, 3, 0, 9]);
        assert_eq!(gb_click(6, 5, 1, 0), 0, "the reader (Blue) cannot cut red");
        assert_eq!(gb_click(7, 5, 1, 0), 1);
        assert_eq!(read(5), vec![1, 4, 3, 0, 9]);
        // No game 9; a position longer than the buffer.
        assert_eq!(gb_reply(9, 2), 0);
        assert_eq!(gb_value(0, BUF_LEN as u32 + 1), 0);
    }
}
