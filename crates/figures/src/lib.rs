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
// Part 10: the lattice of set partitions.
pub mod set_power_series;
// Part 13: the tail swap of the LGV lemma.
pub mod convolutions;
// The preface: which part needs which (src/SUMMARY.md, src/parts.toml).
pub mod reading_map;

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
    v.extend(set_power_series::figures());
    v.extend(convolutions::figures());
    v.extend(reading_map::figures());
    v
}

/// Write every figure of both editions under [`DIRS`] (`cargo xtask figures`);
/// returns the files written.
pub fn write_all(root: &std::path::Path) -> Result<Vec<std::path::PathBuf>, String> {
    let mut out = Vec::new();
    for (lang, rel) in DIRS {
        let dir = root.join(rel);
        std::fs::create_dir_all(&dir).map_err(|e| format!("{rel}: {e}"))?;
        for f in all_in(lang) {
            let path = dir.join(f.file);
            std::fs::write(&path, &f.svg).map_err(|e| format!("{}: {e}", path.display()))?;
            out.push(path);
        }
    }
    Ok(out)
}

/// Both editions' figure folders hold exactly what the code draws (the
/// figures stage of `cargo xtask test`).
pub fn check_all(root: &std::path::Path) -> Result<(), String> {
    let mut errs = Vec::new();
    for (lang, rel) in DIRS {
        let dir = root.join(rel);
        let drawn = all_in(lang);
        for f in &drawn {
            let path = dir.join(f.file);
            if lang == Lang::En {
                if let Some(line) = cjk_line(&f.svg) {
                    errs.push(format!(
                        "{} has Chinese text (a label not put through tr!): {line}",
                        path.display()
                    ));
                }
            }
            match std::fs::read_to_string(&path) {
                Ok(old) if old == f.svg => {}
                Ok(_) => errs.push(format!(
                    "{} differs from what the code draws: run `cargo xtask figures`",
                    path.display()
                )),
                Err(_) => errs.push(format!(
                    "{} is missing: run `cargo xtask figures`",
                    path.display()
                )),
            }
        }
        for e in std::fs::read_dir(&dir).into_iter().flatten().flatten() {
            let name = e.file_name().to_string_lossy().into_owned();
            if name.ends_with(".svg") && !drawn.iter().any(|f| f.file == name) {
                errs.push(format!(
                    "{} is not drawn by any code: remove it or add its generator",
                    e.path().display()
                ));
            }
        }
    }
    if errs.is_empty() {
        Ok(())
    } else {
        Err(errs.join("\n"))
    }
}

/// The first line of `svg` holding a CJK character (ideographs, CJK and
/// full-width punctuation), if any: an English figure must have none.
pub fn cjk_line(svg: &str) -> Option<&str> {
    let cjk = |c: char| matches!(c, '\u{3000}'..='\u{303f}' | '\u{3400}'..='\u{9fff}' | '\u{f900}'..='\u{faff}' | '\u{ff00}'..='\u{ffef}');
    svg.lines().find(|l| l.chars().any(cjk)).map(str::trim)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_english_figure_has_chinese_text() {
        for f in all_in(Lang::En) {
            assert_eq!(cjk_line(&f.svg), None, "{}", f.file);
        }
    }

    #[test]
    fn the_chinese_check_catches_a_label_left_in_chinese() {
        // A Chinese figure, drawn in Chinese, is caught; so is one stray label
        // or full-width punctuation in an English one.
        let zh = all_in(Lang::Zh);
        assert!(zh.iter().any(|f| cjk_line(&f.svg).is_some()));
        assert_eq!(cjk_line("<text>a（b）</text>"), Some("<text>a（b）</text>"));
        assert_eq!(
            cjk_line("<svg>\n<text>整棵树</text>\n</svg>"),
            Some("<text>整棵树</text>")
        );
        assert_eq!(cjk_line("<text>value = 11/8 — ½ ‖ ↑</text>"), None);
    }
}
