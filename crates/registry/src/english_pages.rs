//! The English problem index and problem list (`en/src/problems.md`,
//! `en/src/problem-list.md`), rendered from the same registry as the Chinese
//! pages, with the English texts of `en/registry.toml` and the English chapter
//! titles and headings (`en/titles.toml`, the twins).

use crate::english::{has_twin, Titles, HEADING_MAP};
use crate::{cell, judge_rows, markdown, rank, Practice, Problem, ProblemList, Registry};
use serde::Deserialize;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

pub const TEXTS: &str = "en/registry.toml";
pub const INDEX_PAGE: &str = "en/src/problems.md";
pub const LIST_PAGE: &str = "en/src/problem-list.md";
const MISSING: &str = "(not translated yet)";

/// `en/registry.toml`.
#[derive(Debug, Deserialize, Default)]
#[serde(deny_unknown_fields)]
pub struct Texts {
    #[serde(default)]
    pub trains: BTreeMap<String, String>,
    #[serde(default)]
    pub difference: BTreeMap<String, String>,
    /// The English title beside an original title in Chinese, by [`title_key`].
    #[serde(default)]
    pub titles: BTreeMap<String, String>,
}

impl Texts {
    pub fn load(root: &Path) -> Result<Texts, String> {
        let text =
            std::fs::read_to_string(root.join(TEXTS)).map_err(|e| format!("{TEXTS}: {e}"))?;
        toml::from_str(&text).map_err(|e| format!("{TEXTS}: {e}"))
    }
}

/// The key of a `[[problem.rust]]` entry in `[difference]`.
pub fn difference_key(p: &Problem, judge: &str, id: &str) -> String {
    format!("{} {judge} {id}", p.listing)
}

/// The key of a problem in `[titles]`: its anchor on the problem list
/// (`luogu-p4279`), or `ext-<id>` for a listing of this book's own format.
pub fn title_key(judge: &str, id: &str) -> String {
    if judge == "本书" {
        format!("ext-{id}")
    } else {
        format!("{}-{}", crate::slug(judge), crate::slug(id))
    }
}

/// Whether a title is written in Chinese (and so needs its English beside it).
pub fn is_chinese(title: &str) -> bool {
    title
        .chars()
        .any(|c| matches!(c, '\u{2e80}'..='\u{9fff}' | '\u{f900}'..='\u{faff}'))
}

/// Every registry title that needs English: (key, original title).
fn chinese_titles(reg: &Registry, list: &ProblemList) -> Vec<(String, String)> {
    let mut out = Vec::new();
    for p in &reg.problems {
        if p.judge == "本书" || is_chinese(&p.title) {
            out.push((title_key(&p.judge, &p.id), p.title.clone()));
        }
        for r in p.rust.iter().filter(|r| is_chinese(&r.title)) {
            out.push((title_key(&r.judge, &r.id), r.title.clone()));
        }
    }
    for p in list.problems.iter().filter(|p| is_chinese(&p.title)) {
        out.push((p.key(), p.title.clone()));
    }
    out.sort();
    out.dedup();
    out
}

impl Texts {
    /// A judge's title as the English pages write it: the original, then its
    /// English in parentheses where the original is Chinese.
    pub fn title(&self, judge: &str, id: &str, title: &str) -> String {
        if !is_chinese(title) {
            return title.to_string();
        }
        let en = self
            .titles
            .get(&title_key(judge, id))
            .map_or(MISSING, String::as_str);
        format!("{title} ({en})")
    }
}

/// Registry texts with no English in `en/registry.toml`.
pub fn missing_texts(root: &Path) -> Result<Vec<String>, String> {
    let texts = Texts::load(root)?;
    let mut out = Vec::new();
    let (reg, list) = (Registry::load(root)?, ProblemList::load(root)?);
    for (key, title) in chinese_titles(&reg, &list) {
        if !texts.titles.contains_key(&key) {
            out.push(format!("[titles] {key:?} (the English of {title:?})"));
        }
    }
    for p in &reg.problems {
        for r in &p.rust {
            let k = difference_key(p, &r.judge, &r.id);
            if !texts.difference.contains_key(&k) {
                out.push(format!("[difference] {k:?}"));
            }
        }
    }
    for p in &list.problems {
        if !texts.trains.contains_key(&p.key()) {
            out.push(format!("[trains] {:?}", p.key()));
        }
    }
    Ok(out)
}

/// The English names of the book's chapters and sections.
struct Names<'a> {
    root: &'a Path,
    titles: Titles,
}

impl Names<'_> {
    fn title(&self, chapter: &str) -> String {
        self.titles
            .chapters
            .get(chapter)
            .cloned()
            .unwrap_or_else(|| chapter.to_string())
    }

    /// The section's English heading and id where the chapter has its twin;
    /// otherwise a fixed heading's English name (or the chapter's title) and
    /// the Chinese id (the build points the link at the Chinese page).
    fn section(&self, chapter: &str, anchor: &str) -> (String, String) {
        let read = |dir: &str| std::fs::read_to_string(self.root.join(dir).join(chapter)).ok();
        let zh = read("src")
            .map(|t| markdown::headings(&t))
            .unwrap_or_default();
        let i = zh.iter().position(|h| h.id == anchor);
        if has_twin(self.root, chapter) {
            let en = read("en/src")
                .map(|t| markdown::headings(&t))
                .unwrap_or_default();
            if let Some(h) = i.and_then(|i| en.get(i)) {
                return (markdown::plain_text(&h.text), h.id.clone());
            }
        }
        let text = i.map(|i| markdown::plain_text(&zh[i].text));
        let fixed = HEADING_MAP
            .iter()
            .find(|(z, _)| Some(z.to_string()) == text)
            .map(|(_, e)| e.to_string());
        (
            fixed.unwrap_or_else(|| self.title(chapter)),
            anchor.to_string(),
        )
    }
}

const GENERATED: &str = "<!-- Generated by `cargo xtask problems` from src/problems.toml, src/problem-list.toml and en/registry.toml; do not edit by hand: the tests check that it matches the data. -->";

/// The problem index, in English.
pub fn render_index(root: &Path, reg: &Registry, order: &[PathBuf]) -> Result<String, String> {
    let names = Names {
        root,
        titles: Titles::load(root)?,
    };
    let texts = Texts::load(root)?;
    let mut ps: Vec<&Problem> = reg.problems.iter().collect();
    ps.sort_by_key(|p| rank(order, &p.chapter));
    let mut s = String::from("# Problem index\n\n");
    s.push_str(GENERATED);
    s.push_str(
        "\n\nEvery problem the book teaches, in the order of the chapters: where it is from, the section \
that teaches it, the folder of its listing and its samples, and the judges that run Rust where it (or a \
variant) can be submitted, with how the format differs. Original titles are kept as the judges write \
them. The data is in `src/problems.toml`, one entry per listing; see also the [problem list](problem-list.md).\n\n",
    );
    s.push_str("| Problem | Taught in | Listing and samples | Submit in Rust |\n");
    s.push_str("| --- | --- | --- | --- |\n");
    for p in ps {
        let name = if p.judge == "本书" {
            let en = texts
                .titles
                .get(&title_key(&p.judge, &p.id))
                .map_or(MISSING, String::as_str);
            format!("This book's own format: {en}")
        } else {
            format!(
                "{} {} {}",
                p.judge,
                p.id,
                texts.title(&p.judge, &p.id, &p.title)
            )
        };
        let name = match &p.url {
            Some(u) => format!("[{}]({u})", cell(&name)),
            None => cell(&name),
        };
        let (_, anchor) = names.section(&p.chapter, &p.anchor);
        let chapter = format!(
            "[{}]({}#{anchor})",
            cell(&names.title(&p.chapter)),
            p.chapter
        );
        let samples: Vec<String> = p.samples.iter().map(|x| format!("`{x}.in`")).collect();
        let code = format!(
            "`listings/{}/`<br>samples {}{}",
            p.listing,
            samples.join(", "),
            if p.is_interactive() {
                "<br>interactive: the samples are transcripts"
            } else {
                ""
            }
        );
        let rust = if p.rust.is_empty() {
            "none yet".to_string()
        } else {
            p.rust
                .iter()
                .map(|r| {
                    let diff = texts
                        .difference
                        .get(&difference_key(p, &r.judge, &r.id))
                        .map_or(MISSING, String::as_str);
                    format!(
                        "[{} {} {}]({}): {}",
                        r.judge,
                        cell(&r.id),
                        cell(&texts.title(&r.judge, &r.id, &r.title)),
                        r.url,
                        cell(diff)
                    )
                })
                .collect::<Vec<_>>()
                .join("<br>")
        };
        s.push_str(&format!("| {name} | {chapter} | {code} | {rust} |\n"));
    }
    Ok(s)
}

/// The problem list, in English: one section per chapter, tiers within.
pub fn render_list(root: &Path, list: &ProblemList, order: &[PathBuf]) -> Result<String, String> {
    let names = Names {
        root,
        titles: Titles::load(root)?,
    };
    let texts = Texts::load(root)?;
    let mut by_chapter: BTreeMap<(usize, String), Vec<&Practice>> = BTreeMap::new();
    for p in &list.problems {
        by_chapter
            .entry((rank(order, &p.chapter), p.chapter.clone()))
            .or_default()
            .push(p);
    }
    let count = |t: u8| list.problems.iter().filter(|p| p.tier == t).count();
    let mut s = String::from("# Problem list\n\n");
    s.push_str(GENERATED);
    s.push_str(&format!(
        "\n\n{} practice problems, grouped by the chapter they use, easier first; each judge's Rust compiler is in the section \"Judges and Rust\" at the end:\n\n",
        list.problems.len()
    ));
    s.push_str(&format!(
        "- ★ starter ({}): solvable right after reading the section; the skill is recognising the problem;\n\
         - ★★ intermediate ({}): one more transformation, or a table to compute and a pattern to find;\n\
         - ★★★ challenge ({}): several chapters combined, or one idea from outside the book.\n\n",
        count(1),
        count(2),
        count(3)
    ));
    s.push_str(
        "Only what each problem trains is said here, never the solution. Each chapter's exercises pick two or three \
of them with hints that give nothing away. The pages read to check each statement are in `src/problem-list.toml`, which also says where a statement could not be checked at a public address.\n",
    );
    for ((_, chapter), mut ps) in by_chapter {
        ps.sort_by_key(|p| p.tier);
        s.push_str(&format!("\n## {}\n\n", cell(&names.title(&chapter))));
        s.push_str("| Tier | Problem | Read first | Trains |\n");
        s.push_str("| --- | --- | --- | --- |\n");
        for p in ps {
            let stars = "★".repeat(p.tier.clamp(1, 3) as usize);
            let (heading, anchor) = names.section(&p.chapter, &p.anchor);
            let trains = texts.trains.get(&p.key()).map_or(MISSING, String::as_str);
            s.push_str(&format!(
                "| {stars} | <span id=\"{}\"></span>[{} {} {}]({}) | [{}]({}#{anchor}) | {} |\n",
                p.key(),
                p.judge,
                cell(&p.id),
                cell(&texts.title(&p.judge, &p.id, &p.title)),
                p.url,
                cell(&heading),
                p.chapter,
                cell(trains)
            ));
        }
    }
    if !list.judges.is_empty() {
        s.push_str("\n## Judges and Rust\n\n");
        s.push_str(
            "The Rust compiler each judge's own language page names, and whether it is rustc 1.70 or later (the oldest \
compiler this book's listings support); \"not confirmed\" means it could not be read on the judge's own language page \
(or a faithful copy). The addresses read are in `src/problem-list.toml`.\n\n",
        );
        s.push_str("| Judge | Compiler on the page | rustc ≥ 1.70 | Language page |\n");
        s.push_str("| --- | --- | --- | --- |\n");
        s.push_str(&judge_rows(
            &list.judges,
            |n| n,
            |v| match v {
                "是" => "yes",
                "否" => "no",
                _ => "not confirmed",
            },
        ));
    }
    Ok(s)
}
