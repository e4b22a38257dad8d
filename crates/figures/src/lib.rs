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
// Part 9: the four outcome classes of a partizan game.
pub mod partizan;

/// The language of a figure's labels: every label is written once per language
/// beside each other (`tr!("中文", "English", args…)`), so each figure is drawn
/// by one code path in both editions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lang {
    Zh,
    En,
}

thread_local! {
    static LANG: std::cell::Cell<Lang> = const { std::cell::Cell::new(Lang::Zh) };
}

/// The language the figures are being drawn in.
pub fn lang() -> Lang {
    LANG.with(|l| l.get())
}

/// A label in the language being drawn: `format!` of the Chinese or the English
/// template with the same arguments.
#[macro_export]
macro_rules! tr {
    ($zh:literal, $en:literal $(, $a:expr)* $(,)?) => {
        match $crate::lang() {
            $crate::Lang::Zh => format!($zh $(, $a)*),
            $crate::Lang::En => format!($en $(, $a)*),
        }
    };
}

/// Where each edition's figures go, relative to the workspace root.
pub const DIRS: [(Lang, &str); 2] = [(Lang::Zh, "src/figures"), (Lang::En, "en/src/figures")];

/// All figures of the book with labels in `lang` (the same files for both
/// editions, written under [`DIRS`]).
pub fn all_in(lang: Lang) -> Vec<Figure> {
    LANG.with(|l| l.set(lang));
    let v = all();
    LANG.with(|l| l.set(Lang::Zh));
    v
}

/// One figure: its file name under `src/figures/` and its SVG text.
pub struct Figure {
    pub file: &'static str,
    pub svg: String,
}

/// All figures of the book, labelled in the language being drawn (Chinese
/// unless called through [`all_in`]).
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
    v.extend(partizan::figures());
    v
}
