//! The engine behind the game boards in the chapters: legal moves, the move
//! each chapter's theorem prescribes, SG values, and a subtraction game's SG
//! table and proved period. Compiled to `wasm32-unknown-unknown` by
//! `cargo xtask build` (profile `wasm`); the page's script only draws the
//! position and forwards clicks to the exports in [`ffi`].
//!
//! Nothing here re-derives a strategy: the winning moves come from the
//! listings' own tested functions, compiled in as modules (`nim_sum` of
//! AcWing 891, `odd_step_nim_sum` of AcWing 892, `winning_move` of
//! `ext-wythoff-move`) and from the `sg-period` library. The browser test
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

pub mod ffi;
pub mod game;
