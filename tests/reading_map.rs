//! The reading map (src/parts.toml) against the book: every part of
//! src/SUMMARY.md has its entry, every link from a part back to an earlier part
//! is listed there, each part's first chapter opens with its "before this part"
//! line, and the preface's table has one row per part with the parts to read
//! first, in both editions. The figure is drawn from the same data
//! (crates/figures/src/reading_map.rs; the figures stage checks it is current).

use registry::parts::{Lang, ReadingMap};
use std::path::Path;

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn reading_map() -> ReadingMap {
    ReadingMap::load(root()).unwrap_or_else(|e| panic!("\n{e}"))
}

const EDITIONS: [(Lang, &str); 2] = [(Lang::Zh, "src"), (Lang::En, "en/src")];

#[test]
fn every_link_back_to_an_earlier_part_is_a_need_or_a_mention() {
    let errs = reading_map().check_links(root());
    assert!(errs.is_empty(), "\n{}", errs.join("\n"));
}

#[test]
fn each_part_opens_with_the_parts_to_read_before_it() {
    let map = reading_map();
    let mut errs = Vec::new();
    for (i, part) in map.parts.iter().enumerate() {
        for (lang, dir) in EDITIONS {
            let path = format!("{dir}/{}", part.first());
            let Ok(md) = std::fs::read_to_string(root().join(&path)) else {
                // A chapter not translated yet has no English page.
                continue;
            };
            let want = map.before_line(i, lang);
            let got = md
                .lines()
                .skip_while(|l| !l.starts_with("# "))
                .skip(1)
                .find(|l| !l.trim().is_empty())
                .unwrap_or("");
            if got != want {
                errs.push(format!(
                    "{path}: the line after the title should read\n{want}\nnot\n{got}"
                ));
            }
        }
    }
    assert!(errs.is_empty(), "\n{}", errs.join("\n\n"));
}

#[test]
fn the_prefaces_table_has_a_row_for_every_part() {
    let map = reading_map();
    let mut errs = Vec::new();
    for (lang, dir) in EDITIONS {
        let path = format!("{dir}/preface.md");
        let md = std::fs::read_to_string(root().join(&path)).expect("the preface");
        let header = match lang {
            Lang::Zh => "| 部分 |",
            Lang::En => "| Part |",
        };
        let rows: Vec<Vec<String>> = md
            .lines()
            .skip_while(|l| !l.starts_with(header))
            .skip(2)
            .take_while(|l| l.starts_with('|'))
            .map(|l| {
                l.trim()
                    .trim_matches('|')
                    .split('|')
                    .map(|c| c.trim().to_string())
                    .collect()
            })
            .collect();
        let want: Vec<[String; 3]> = (0..map.parts.len())
            .map(|i| map.table_cells(i, lang))
            .collect();
        let got: Vec<Vec<String>> = rows
            .iter()
            .map(|r| r.iter().take(3).cloned().collect())
            .collect();
        if got != want.iter().map(|w| w.to_vec()).collect::<Vec<_>>() {
            let lines: Vec<String> = want
                .iter()
                .map(|w| format!("| {} | {} | {} | … |", w[0], w[1], w[2]))
                .collect();
            errs.push(format!(
                "{path}: the reading table (the one whose header starts {header:?}) should have one row \
                 per part of src/SUMMARY.md, starting\n{}\nbut its rows start\n{}",
                lines.join("\n"),
                got.iter()
                    .map(|r| format!("| {} |", r.join(" | ")))
                    .collect::<Vec<_>>()
                    .join("\n")
            ));
        }
        if !md.contains("](figures/reading-map.svg)") {
            errs.push(format!("{path}: does not show figures/reading-map.svg"));
        }
    }
    assert!(errs.is_empty(), "\n{}", errs.join("\n\n"));
}
