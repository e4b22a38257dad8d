//! The engine behind the game boards in the chapters: legal moves, the move
//! each chapter's theorem prescribes, SG values, and a subtraction game's SG
//! table and proved period. Compiled to `wasm32-unknown-unknown` by
//! `cargo xtask build` (profile `wasm`); the page's script only draws the
//! position and forwards clicks to the exports in [`ffi`].
//!
//! Nothing here re-derives a strategy: the winning moves come from the
//! listings' own tested functions, compiled in as modules (`nim_sum` of
//! AcWing 891, `winning_moves` of POJ 2975, `odd_step_nim_sum` of AcWing 892,
//! `winning_move` of `ext-wythoff-move`, the nim product and the number parser
//! of Library Checker `nim_product_64`, `single_cell_bit` of Luogu P2594 for
//! the Ruler coin strip, `root_sg` of AtCoder AGC017 D for Green Hackenbush,
//! `forest_value` of `ext-blue-red-hackenbush` for Blue–Red Hackenbush, `parse` and
//! `report` of `ext-short-games` for the game calculator) and from the `sg-period` library. The browser test
//! (`cargo xtask test`, `crates/pagetest/src/boards.rs`) judges the boards with
//! testkit's independent oracles, so nothing here may come from testkit.

// Each listing is compiled in whole, `main` and all, as the body of a module
// (`include!` rather than `#[path]`: the listings keep their functions private,
// and a private function is visible to the module that holds it). The one
// function a board needs is wrapped beside it as `theorem`.

/// AcWing 891: `nim_sum`.
#[allow(dead_code)]
pub mod nim_listing {
    include!("../../../listings/acwing-891-nim/src/main.rs");
    /// The listing's `nim_sum`.
    pub(crate) fn theorem(heaps: &[u64]) -> u64 {
        nim_sum(heaps)
    }
}

/// POJ 2975: `winning_moves`, the number of winning first moves.
#[allow(dead_code)]
pub mod nim_moves_listing {
    include!("../../../listings/poj-2975-nim-moves/src/main.rs");
    /// The listing's `winning_moves`.
    pub(crate) fn theorem(heaps: &[u64]) -> usize {
        winning_moves(heaps)
    }
}

/// Library Checker `nim_product_64`: `NimTables::mul` and `next_u64`.
#[allow(dead_code)]
pub mod nim_product_listing {
    include!("../../../listings/library-checker-nim-product-64/src/main.rs");

    /// The listing's tables, built on first use (about 0.2 MB).
    static TABLES: std::sync::OnceLock<NimTables> = std::sync::OnceLock::new();

    /// The listing's `NimTables::mul`: a ⊗ b.
    pub(crate) fn theorem(a: u64, b: u64) -> u64 {
        let p = TABLES.get_or_init(NimTables::new).mul(a, b);
        // With `fault-wrong-nim-product` (for `cargo xtask faults` only): a
        // wrong top bit whenever both numbers reach 2^32, so the 16×16 table
        // stays right and only the typed products can catch it.
        if cfg!(feature = "fault-wrong-nim-product") && a >> 32 != 0 && b >> 32 != 0 {
            p ^ (1 << 63)
        } else {
            p
        }
    }

    /// The listing's `next_u64` on one typed number: the whole text must be
    /// one decimal below 2^64, with spaces around it allowed.
    pub(crate) fn parse(text: &[u8]) -> Result<u64, String> {
        let mut pos = 0;
        let v = next_u64(text, &mut pos, &|| "the number".to_string())?;
        if text[pos..].iter().all(|b| b.is_ascii_whitespace()) {
            Ok(v)
        } else {
            Err("the number is not a non-negative integer".to_string())
        }
    }
}

/// Luogu P2594 (the coin-turning chapter): `single_cell_bit`. On the first
/// row the coloring game is Ruler, so the coin strip's values come from it.
#[allow(dead_code)]
pub mod ruler_listing {
    include!("../../../listings/luogu-2594-coloring-game/src/main.rs");
    /// The SG value of one head at 0-based place `k` of a Ruler strip (coin
    /// k + 1): 2^single_cell_bit(0, k), the first row of the coloring game.
    pub(crate) fn theorem(k: usize) -> u64 {
        // With `fault-ruler-from-zero` (for `cargo xtask faults` only): the
        // coins numbered from 0, the chapter's common mistake.
        let k = if cfg!(feature = "fault-ruler-from-zero") && k > 0 {
            k - 1
        } else {
            k
        };
        1 << single_cell_bit(0, k)
    }
}

/// AcWing 892: `odd_step_nim_sum`.
#[allow(dead_code)]
pub mod staircase_listing {
    include!("../../../listings/acwing-892-staircase-nim/src/main.rs");
    /// The listing's `odd_step_nim_sum`.
    pub(crate) fn theorem(steps: &[u64]) -> u64 {
        odd_step_nim_sum(steps)
    }
}

/// `ext-wythoff-move`: `winning_move`.
#[allow(dead_code)]
pub mod wythoff_listing {
    include!("../../../listings/ext-wythoff-move/src/main.rs");
    /// The listing's `winning_move`.
    pub(crate) fn theorem(a: u64, b: u64) -> Option<(u64, u64)> {
        winning_move(a, b)
    }
}

/// AtCoder AGC017 D (the Green Hackenbush chapter): `build_tree`,
/// `bfs_order` and `root_sg`, the colon principle on a tree.
#[allow(dead_code)]
pub mod green_listing {
    include!("../../../listings/atcoder-agc017-d-game-on-tree/src/main.rs");
    /// The SG value of the tree with `parent[v] < v` for v = 1.., rooted at
    /// vertex 0, by the listing's own functions.
    pub(crate) fn theorem(parent: &[usize]) -> u64 {
        let edges: Vec<(usize, usize)> = (1..parent.len()).map(|v| (parent[v], v)).collect();
        let tree = build_tree(parent.len(), &edges);
        let (order, par) = bfs_order(&tree);
        let g = root_sg(&order, &par) as u64;
        // With `fault-hackenbush-sum` (for `cargo xtask faults` only): a root
        // with exactly two branches adds their values instead of xoring them.
        let kids: Vec<usize> = (1..parent.len()).filter(|&v| parent[v] == 0).collect();
        if cfg!(feature = "fault-hackenbush-sum") && kids.len() == 2 {
            let branch = |c: usize| {
                let (sub, _) = crate::game::subtree(parent, &[], c);
                theorem(&sub) + 1
            };
            return branch(kids[0]) + branch(kids[1]);
        }
        g
    }
}

/// `ext-blue-red-hackenbush` (the numbers chapter): `forest_value` and `render`.
#[allow(dead_code)]
pub mod bluered_listing {
    include!("../../../listings/ext-blue-red-hackenbush/src/main.rs");

    /// The colours the listing sees: with `fault-bluered-sign` (for `cargo
    /// xtask faults` only) a red edge standing on a blue edge counts as blue.
    fn colours(parent: &[usize], blue: &[bool]) -> Vec<bool> {
        let mut b = blue.to_vec();
        if cfg!(feature = "fault-bluered-sign") {
            for v in 1..parent.len() {
                if !blue[v] && parent[v] > 0 && blue[parent[v]] {
                    b[v] = true;
                }
            }
        }
        b
    }

    /// The value of the tree (`parent[v] < v`, `blue[v]` the colour of the
    /// edge below v) as (numerator, exponent): num / 2^exp, reduced.
    pub(crate) fn theorem(parent: &[usize], blue: &[bool]) -> (i128, u32) {
        let v = forest_value(parent, &colours(parent, blue));
        (v.num, v.exp)
    }

    /// The value as the listing prints it: "p" or "p/q".
    pub(crate) fn text(parent: &[usize], blue: &[bool]) -> String {
        render(forest_value(parent, &colours(parent, blue)))
            .trim_end()
            .to_string()
    }
}

/// `ext-short-games` (the hot-games chapter): `parse` and `report`, for the
/// page's game calculator and `cargo xtask cgt`.
#[allow(dead_code)]
pub mod short_games_listing {
    include!("../../../listings/ext-short-games/src/main.rs");

    /// The listing's four lines for one game, or its message (without the
    /// `bad input: ` prefix) naming the column of the fault.
    pub(crate) fn theorem(text: &str) -> Result<String, String> {
        evaluate(Arena::new(), text)
    }

    /// The page's budget: a quarter of the listing's comparisons, so that a
    /// game too large for the page stops within about a second of
    /// WebAssembly instead of freezing the tab.
    pub(crate) const PAGE_COMPARISONS: usize = MAX_COMPARISONS / 4;

    /// The four lines and a fifth, `walls:` with the temperature, the mean
    /// and the thermograph's two walls as `t,value` breakpoints from t = 0 up
    /// to the temperature (the mast above it), for the page.
    pub(crate) fn with_walls(text: &str) -> Result<String, String> {
        let mut arena = Arena {
            max_comparisons: PAGE_COMPARISONS,
            ..Arena::new()
        };
        let (four, g) = evaluate_in(&mut arena, text)?;
        let th = arena.thermograph(g);
        let pts = |w: &Wall| {
            w.pts
                .iter()
                .map(|(t, v)| format!("{},{}", t.text(), v.text()))
                .collect::<Vec<_>>()
                .join(" ")
        };
        Ok(format!(
            "{four}walls: {} {} ; {} ; {}\n",
            th.temperature.text(),
            th.mean.text(),
            pts(&th.left),
            pts(&th.right)
        ))
    }

    fn evaluate(mut arena: Arena, text: &str) -> Result<String, String> {
        evaluate_in(&mut arena, text).map(|(four, _)| four)
    }

    /// The four lines for the one game on `text`, and the game.
    fn evaluate_in(arena: &mut Arena, text: &str) -> Result<(String, Id), String> {
        let line = text.trim_end_matches(['\n', '\r']);
        if line.contains('\n') {
            return Err("one game, on one line".to_string());
        }
        if line.trim().is_empty() {
            return Err("no game given".to_string());
        }
        let g = parse(arena, line.as_bytes())?;
        Ok((report(arena, g)?, g))
    }
}

/// The calculator's answer for one game in the chapter's notation: the four
/// lines `canonical form:`, `outcome:`, `mean:`, `temperature:`, or the
/// message for bad input.
pub fn short_game(text: &str) -> Result<String, String> {
    short_games_listing::theorem(text)
}

/// The page calculator's answer: the four lines and the thermograph's walls
/// (see `short_games_listing::with_walls`), with the page's smaller budget.
pub fn short_game_walls(text: &str) -> Result<String, String> {
    short_games_listing::with_walls(text)
}

pub mod ffi;
pub mod game;

#[cfg(test)]
mod short_game_tests {
    /// The chapter's examples through the calculator `cargo xtask cgt` and the
    /// page call (the listing's own tests judge it against testkit's oracle).
    #[test]
    fn the_chapter_examples() {
        let four = |t: &str| super::short_game(t).unwrap();
        assert_eq!(
            four("{4||-4|-10}"),
            "canonical form: {4|{-4|-10}}\noutcome: N\nmean: -3/2\ntemperature: 11/2\n"
        );
        assert_eq!(
            four("{4|0}"),
            "canonical form: {4|0}\noutcome: N\nmean: 2\ntemperature: 2\n"
        );
        assert_eq!(
            four("{9||8|0}\n"),
            "canonical form: {9|{8|0}}\noutcome: L\nmean: 8\ntemperature: 1\n"
        );
        assert_eq!(
            super::short_game("{4|0").unwrap_err(),
            "column 1: '{' is never closed"
        );
        assert_eq!(super::short_game(" ").unwrap_err(), "no game given");
        assert_eq!(
            super::short_game_walls("{4||-4|-10}")
                .unwrap()
                .lines()
                .last(),
            Some("walls: 11/2 -3/2 ; 0,4 11/2,-3/2 ; 0,-4 3,-4 11/2,-3/2")
        );
    }
}
