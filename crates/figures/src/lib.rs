//! Every figure of the book, drawn by code from the mathematics it shows.
//! `cargo xtask figures` writes them to `src/figures/`; `cargo xtask test`
//! checks that the committed files equal what this code draws.

pub mod svg;

// One module per part of the book.
pub mod sg_graph;
// Part 5: sums beyond the SG theorem (Anti-SG, Lasker's Nim).
pub mod sums;
// Part 6: a Hackenbush tree with its values; a graph with W/L/D colours.
pub mod trees_graphs;
pub mod venn;
pub mod wythoff_grid;
// Part 6: Kayles (a move on a row of pins; its SG sequence and period).
pub mod octal;
// Part 5, second half: Moore's Nim-k and Fibonacci Nim.
pub mod moore_fibonacci;
// Part 7: lattice paths around walls (EDPC Y Grid 2).
pub mod grid_paths;
// Part 8: the nim-product table; a coin row with its SG values.
pub mod nimbers;

/// One figure: its file name under `src/figures/` and its SVG text.
pub struct Figure {
    pub file: &'static str,
    pub svg: String,
}

/// All figures of the book.
pub fn all() -> Vec<Figure> {
    let mut v = Vec::new();
    v.extend(venn::figures());
    v.extend(sg_graph::figures());
    v.extend(wythoff_grid::figures());
    v.extend(sums::figures());
    v.extend(trees_graphs::figures());
    v.extend(octal::figures());
    v.extend(moore_fibonacci::figures());
    v.extend(grid_paths::figures());
    v.extend(nimbers::figures());
    v
}
