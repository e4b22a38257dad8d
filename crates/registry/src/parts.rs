//! The reading map: the parts of the book (the `# ` headings of
//! `src/SUMMARY.md`, with their English names from `en/titles.toml`) and which
//! parts each needs (`src/parts.toml`). The preface's figure is drawn from it
//! (crates/figures), and the preface's table and the "before this part" line
//! of each part's first chapter are rendered by it, so tests/reading_map.rs can
//! check the book's text against the one data file.

use crate::english::Titles;
use crate::markdown;
use serde::Deserialize;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// Where the prerequisites live, relative to the repository root.
pub const PARTS: &str = "src/parts.toml";

/// The language a text is rendered in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lang {
    Zh,
    En,
}

/// One chapter of a part, as `src/SUMMARY.md` lists it.
#[derive(Debug, Clone)]
pub struct Chapter {
    /// Its path under `src/`, e.g. `games/nim.md`.
    pub path: String,
    pub title_zh: String,
    /// From `en/titles.toml` (the Chinese title where it has none).
    pub title_en: String,
}

/// One part of the book.
#[derive(Debug, Clone)]
pub struct Part {
    /// 1, 2, … in the order of `src/SUMMARY.md`.
    pub number: usize,
    /// The heading without its number: `SG 函数与 SG 定理`.
    pub title_zh: String,
    pub title_en: String,
    pub chapters: Vec<Chapter>,
    /// Direct needs, as indices into [`ReadingMap::parts`].
    pub needs: Vec<usize>,
    /// A chapter that needs more than its part: (chapter path, part indices).
    pub chapter_needs: Vec<(String, Vec<usize>)>,
    /// Earlier parts linked only for a comparison or further reading.
    pub mentions: Vec<usize>,
}

impl Part {
    /// Its first chapter's path under `src/`.
    pub fn first(&self) -> &str {
        &self.chapters[0].path
    }

    /// `第三部分` / `Part 3`.
    pub fn label(&self, lang: Lang) -> String {
        match lang {
            Lang::Zh => format!("第{}部分", chinese_number(self.number)),
            Lang::En => format!("Part {}", self.number),
        }
    }

    pub fn title(&self, lang: Lang) -> &str {
        match lang {
            Lang::Zh => &self.title_zh,
            Lang::En => &self.title_en,
        }
    }
}

/// The parts of the book and their needs.
#[derive(Debug, Clone)]
pub struct ReadingMap {
    pub parts: Vec<Part>,
}

#[derive(Deserialize)]
struct File {
    #[serde(default)]
    part: Vec<Entry>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Entry {
    first: String,
    needs: Vec<String>,
    #[serde(default)]
    chapters: BTreeMap<String, Vec<String>>,
    #[serde(default)]
    mentions: Vec<String>,
}

/// `1` → `一`, …, `10` → `十`, `12` → `十二`, `20` → `二十` (the parts' headings).
pub fn chinese_number(n: usize) -> String {
    const D: [&str; 10] = ["零", "一", "二", "三", "四", "五", "六", "七", "八", "九"];
    match n {
        0..=9 => D[n].to_string(),
        10..=19 => format!("十{}", if n == 10 { "" } else { D[n - 10] }),
        20..=99 => format!(
            "{}十{}",
            D[n / 10],
            if n.is_multiple_of(10) { "" } else { D[n % 10] }
        ),
        _ => n.to_string(),
    }
}

/// The parts of a SUMMARY: (heading, chapters as (title, path)), in order.
/// Only `# ` headings after the first (the title) open a part; a `---` line
/// ends the parts.
fn summary_parts(summary: &str) -> Vec<(String, Vec<(String, String)>)> {
    let mut parts: Vec<(String, Vec<(String, String)>)> = Vec::new();
    let mut open = false;
    let mut seen_title = false;
    for line in summary.lines() {
        if let Some(h) = line.strip_prefix("# ") {
            if seen_title {
                parts.push((h.trim().to_string(), Vec::new()));
                open = true;
            }
            seen_title = true;
            continue;
        }
        if line.trim() == "---" {
            open = false;
            continue;
        }
        let t = line.trim_start();
        if !open || !t.starts_with("- [") {
            continue;
        }
        let rest = &t[3..];
        let (Some(close), Some(end)) = (rest.find("]("), rest.rfind(')')) else {
            continue;
        };
        if let Some(p) = parts.last_mut() {
            p.1.push((rest[..close].to_string(), rest[close + 2..end].to_string()));
        }
    }
    parts
}

/// The heading's title without its number: `第三部分 SG 函数` → `SG 函数`,
/// `Part 3 The SG function` → `The SG function`.
fn without_number(heading: &str) -> String {
    if let Some(rest) = heading.strip_prefix("Part ") {
        let rest = rest.trim_start_matches(|c: char| c.is_ascii_digit());
        return rest.trim().to_string();
    }
    match heading.split_once(' ') {
        Some((label, rest)) if label.starts_with('第') && label.ends_with("部分") => {
            rest.trim().to_string()
        }
        _ => heading.to_string(),
    }
}

impl ReadingMap {
    /// Read `src/SUMMARY.md`, `en/titles.toml` and [`PARTS`] under `root`.
    /// Every part of the SUMMARY must have its entry, and every entry must
    /// name a part's first chapter; a need must be an earlier part.
    pub fn load(root: &Path) -> Result<ReadingMap, String> {
        let summary = std::fs::read_to_string(root.join("src/SUMMARY.md"))
            .map_err(|e| format!("src/SUMMARY.md: {e}"))?;
        let titles = Titles::load(root)?;
        let text =
            std::fs::read_to_string(root.join(PARTS)).map_err(|e| format!("{PARTS}: {e}"))?;
        let file: File = toml::from_str(&text).map_err(|e| format!("{PARTS}: {e}"))?;
        Self::from_parts(&summary, &titles, &file.part)
    }

    fn from_parts(summary: &str, titles: &Titles, entries: &[Entry]) -> Result<ReadingMap, String> {
        let mut errs = Vec::new();
        let raw = summary_parts(summary);
        let firsts: Vec<&str> = raw
            .iter()
            .map(|(_, ch)| ch.first().map_or("", |c| c.1.as_str()))
            .collect();
        let index = |first: &str| firsts.iter().position(|f| *f == first);
        for e in entries {
            if index(&e.first).is_none() {
                errs.push(format!(
                    "{PARTS}: {:?} is not the first chapter of a part of src/SUMMARY.md",
                    e.first
                ));
            }
        }
        let mut parts = Vec::new();
        for (i, (heading, chapters)) in raw.iter().enumerate() {
            let Some((_, first)) = chapters.first() else {
                errs.push(format!(
                    "src/SUMMARY.md: the part {heading:?} has no chapter"
                ));
                continue;
            };
            let Some(e) = entries.iter().find(|e| &e.first == first) else {
                errs.push(format!(
                    "{PARTS} has no entry for the part {heading:?} of src/SUMMARY.md: add\n\n\
                     [[part]]\nfirst = {first:?}\nneeds = [] # the first chapters of the earlier parts it builds on\n"
                ));
                continue;
            };
            let refs = |list: &[String], what: &str, errs: &mut Vec<String>| -> Vec<usize> {
                let mut out = Vec::new();
                for r in list {
                    match index(r) {
                        Some(j) if j < i => out.push(j),
                        Some(_) => errs.push(format!(
                            "{PARTS}: the part {heading:?} {what} {r:?}, which is not an earlier part"
                        )),
                        None => errs.push(format!(
                            "{PARTS}: the part {heading:?} {what} {r:?}, which is not the first chapter of a part"
                        )),
                    }
                }
                out.sort_unstable();
                out.dedup();
                out
            };
            let needs = refs(&e.needs, "needs", &mut errs);
            let mentions = refs(&e.mentions, "mentions", &mut errs);
            let mut chapter_needs = Vec::new();
            for (c, list) in &e.chapters {
                if !chapters.iter().any(|(_, p)| p == c) {
                    errs.push(format!(
                        "{PARTS}: {c:?} is not a chapter of the part {heading:?}"
                    ));
                }
                chapter_needs.push((
                    c.clone(),
                    refs(list, &format!("(its chapter {c}) needs"), &mut errs),
                ));
            }
            let en_heading = titles.headings.get(heading).cloned().unwrap_or_else(|| {
                errs.push(format!(
                    "en/titles.toml: no English for the SUMMARY heading {heading:?}"
                ));
                heading.clone()
            });
            parts.push(Part {
                number: i + 1,
                title_zh: without_number(heading),
                title_en: without_number(&en_heading),
                chapters: chapters
                    .iter()
                    .map(|(t, p)| Chapter {
                        path: p.clone(),
                        title_zh: t.clone(),
                        title_en: titles.chapters.get(p).cloned().unwrap_or_else(|| t.clone()),
                    })
                    .collect(),
                needs,
                chapter_needs,
                mentions,
            });
        }
        if errs.is_empty() {
            Ok(ReadingMap { parts })
        } else {
            Err(errs.join("\n"))
        }
    }

    /// Every part `i` needs, directly or through another part, in order.
    pub fn all_needs(&self, i: usize) -> Vec<usize> {
        self.closure(&self.parts[i].needs)
    }

    /// `start` and everything its parts need, in order.
    fn closure(&self, start: &[usize]) -> Vec<usize> {
        let mut seen = vec![false; self.parts.len()];
        let mut stack: Vec<usize> = start.to_vec();
        while let Some(j) = stack.pop() {
            if !std::mem::replace(&mut seen[j], true) {
                stack.extend(&self.parts[j].needs);
            }
        }
        (0..seen.len()).filter(|&j| seen[j]).collect()
    }

    /// The chapters of part `i` that need more than their part, each with the
    /// parts it needs beyond the part's own (and what those need).
    pub fn chapter_extras(&self, i: usize) -> Vec<(&Chapter, Vec<usize>)> {
        let part = &self.parts[i];
        let base = self.all_needs(i);
        part.chapter_needs
            .iter()
            .filter_map(|(c, list)| {
                let extra: Vec<usize> = self
                    .closure(list)
                    .into_iter()
                    .filter(|j| !base.contains(j))
                    .collect();
                let ch = part.chapters.iter().find(|ch| &ch.path == c)?;
                (!extra.is_empty()).then_some((ch, extra))
            })
            .collect()
    }

    /// The line that opens part `i`'s first chapter (a Markdown blockquote,
    /// links relative to that chapter).
    pub fn before_line(&self, i: usize, lang: Lang) -> String {
        let part = &self.parts[i];
        let up = "../".repeat(part.first().matches('/').count());
        let link = |j: usize| {
            let p = &self.parts[j];
            format!("[{}]({up}{})", p.label(lang), p.first())
        };
        let list = |js: &[usize]| join(&js.iter().map(|&j| link(j)).collect::<Vec<_>>(), lang);
        let needs = self.all_needs(i);
        let mut out = match (lang, needs.is_empty()) {
            (Lang::Zh, true) => "> 读这一部分之前：不需要先读本书的其他部分。".to_string(),
            (Lang::Zh, false) => format!("> 读这一部分之前：先读{}。", list(&needs)),
            (Lang::En, true) => {
                "> Before this part: no other part of the book is needed.".to_string()
            }
            (Lang::En, false) => format!("> Before this part: read {} first.", list(&needs)),
        };
        for (ch, extra) in self.chapter_extras(i) {
            let title = short_title(match lang {
                Lang::Zh => &ch.title_zh,
                Lang::En => &ch.title_en,
            });
            let at = format!("{up}{}", ch.path);
            out.push_str(&match lang {
                Lang::Zh => format!("其中“[{title}]({at})”一章还要用到{}。", list(&extra)),
                Lang::En => format!(" The chapter [{title}]({at}) also uses {}.", list(&extra)),
            });
        }
        if !part.mentions.is_empty() {
            out.push_str(&match lang {
                Lang::Zh => format!(
                    "{}只在对照处或延伸阅读里提到，不读也能跟上。",
                    list(&part.mentions)
                ),
                Lang::En => format!(
                    " {} {} mentioned only in a comparison or the further reading; you can follow without {}.",
                    capitalise(&list(&part.mentions)),
                    if part.mentions.len() == 1 { "is" } else { "are" },
                    if part.mentions.len() == 1 { "it" } else { "them" }
                ),
            });
        }
        out
    }

    /// The first three cells of part `i`'s row in the preface's table: its
    /// number, its title linking its first chapter, and the parts to read
    /// first (digits, and a chapter that needs more).
    pub fn table_cells(&self, i: usize, lang: Lang) -> [String; 3] {
        let part = &self.parts[i];
        let numbers = |js: &[usize]| {
            js.iter()
                .map(|j| (j + 1).to_string())
                .collect::<Vec<_>>()
                .join(match lang {
                    Lang::Zh => "、",
                    Lang::En => ", ",
                })
        };
        let needs = self.all_needs(i);
        let mut first = if needs.is_empty() {
            "—".to_string()
        } else {
            numbers(&needs)
        };
        for (ch, extra) in self.chapter_extras(i) {
            let title = short_title(match lang {
                Lang::Zh => &ch.title_zh,
                Lang::En => &ch.title_en,
            });
            first.push_str(&match lang {
                Lang::Zh => format!("；“[{title}]({})”一章还要 {}", ch.path, numbers(&extra)),
                Lang::En => format!("; [{title}]({}) also {}", ch.path, numbers(&extra)),
            });
        }
        [
            part.number.to_string(),
            format!("[{}]({})", part.title(lang), part.first()),
            first,
        ]
    }

    /// Links from a part's chapters to an earlier part that are neither a
    /// need (of the part, or of that chapter) nor a mention; and needs and
    /// mentions no chapter links to. Read from the Chinese chapters under
    /// `root/src`.
    pub fn check_links(&self, root: &Path) -> Vec<String> {
        let part_of = |path: &Path| {
            self.parts
                .iter()
                .position(|p| p.chapters.iter().any(|c| Path::new(&c.path) == path))
        };
        let mut errs = Vec::new();
        for (i, part) in self.parts.iter().enumerate() {
            let mut linked: BTreeMap<usize, Vec<String>> = BTreeMap::new();
            let needs = self.all_needs(i);
            for ch in &part.chapters {
                let Ok(md) = std::fs::read_to_string(root.join("src").join(&ch.path)) else {
                    errs.push(format!("src/{}: cannot be read", ch.path));
                    continue;
                };
                // The "before this part" line links what this file lists.
                let md = md.replacen(&self.before_line(i, Lang::Zh), "", 1);
                let own: Vec<usize> = part
                    .chapter_needs
                    .iter()
                    .filter(|(c, _)| c == &ch.path)
                    .flat_map(|(_, l)| self.closure(l))
                    .collect();
                for l in markdown::links(&md) {
                    let Some((target, _)) = markdown::resolve(&PathBuf::from(&ch.path), &l.target)
                    else {
                        continue;
                    };
                    let Some(j) = part_of(&target) else { continue };
                    if j >= i {
                        continue;
                    }
                    linked.entry(j).or_default().push(ch.path.clone());
                    if !needs.contains(&j) && !own.contains(&j) && !part.mentions.contains(&j) {
                        errs.push(format!(
                            "src/{} links to {} ({}), an earlier part that {PARTS} does not list for \
                             the part {:?}: add it to its needs (or the chapter's), or to its mentions",
                            ch.path,
                            target.display(),
                            self.parts[j].label(Lang::Zh),
                            part.title_zh
                        ));
                    }
                }
            }
            let direct = part
                .needs
                .iter()
                .chain(&part.mentions)
                .chain(part.chapter_needs.iter().flat_map(|(_, l)| l));
            for &j in direct {
                if !linked.contains_key(&j) {
                    errs.push(format!(
                        "{PARTS}: the part {:?} lists {} ({}), but none of its chapters links to it",
                        part.title_zh,
                        self.parts[j].label(Lang::Zh),
                        self.parts[j].first()
                    ));
                }
            }
        }
        errs
    }
}

/// `a`, `a 和 b`, `a、b 和 c` / `a`, `a and b`, `a, b and c`.
fn join(items: &[String], lang: Lang) -> String {
    let (sep, and) = match lang {
        Lang::Zh => ("、", "和"),
        Lang::En => (", ", " and "),
    };
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{}{and}{last}", init.join(sep)),
    }
}

fn capitalise(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().chain(c).collect(),
        None => String::new(),
    }
}

/// A chapter's title up to its first colon or parenthesis:
/// `Nim Counting：博弈与计数相遇（…）` → `Nim Counting`.
pub fn short_title(title: &str) -> &str {
    let end = title.find(['：', ':', '（', '(']).unwrap_or(title.len());
    title[..end].trim()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn map(summary: &str, parts: &str) -> Result<ReadingMap, String> {
        let file: File = toml::from_str(parts).expect("toml");
        let mut titles = Titles::default();
        for (zh, en) in [("第一部分 甲", "Part 1 A"), ("第二部分 乙", "Part 2 B")] {
            titles.headings.insert(zh.into(), en.into());
        }
        ReadingMap::from_parts(summary, &titles, &file.part)
    }

    const SUMMARY: &str = "# 目录\n\n[前言](preface.md)\n\n# 第一部分 甲\n\n- [一](a/one.md)\n\n\
                           # 第二部分 乙\n\n- [二](b/two.md)\n- [三：副题](b/three.md)\n\n---\n\n[附录](x.md)\n";

    #[test]
    fn a_part_of_the_summary_without_an_entry_is_an_error() {
        let e = map(SUMMARY, "[[part]]\nfirst = \"a/one.md\"\nneeds = []\n").unwrap_err();
        assert!(e.contains("no entry for the part \"第二部分 乙\""), "{e}");
        assert!(e.contains("first = \"b/two.md\""), "{e}");
    }

    #[test]
    fn a_need_must_be_an_earlier_part() {
        let e = map(
            SUMMARY,
            "[[part]]\nfirst = \"a/one.md\"\nneeds = [\"b/two.md\"]\n[[part]]\nfirst = \"b/two.md\"\nneeds = []\n",
        )
        .unwrap_err();
        assert!(e.contains("not an earlier part"), "{e}");
    }

    #[test]
    fn lines_name_every_part_needed_and_a_chapters_extra() {
        let m = map(
            SUMMARY,
            "[[part]]\nfirst = \"a/one.md\"\nneeds = []\n[[part]]\nfirst = \"b/two.md\"\nneeds = []\n\
             chapters = { \"b/three.md\" = [\"a/one.md\"] }\n",
        )
        .unwrap();
        assert_eq!(m.parts.len(), 2);
        assert_eq!(m.parts[1].title_zh, "乙");
        assert_eq!(
            m.before_line(1, Lang::Zh),
            "> 读这一部分之前：不需要先读本书的其他部分。其中“[三](../b/three.md)”一章还要用到[第一部分](../a/one.md)。"
        );
        assert_eq!(m.table_cells(1, Lang::En)[2], "—; [三](b/three.md) also 1");
    }

    #[test]
    fn chinese_numbers_as_the_headings_write_them() {
        let got: Vec<String> = [1, 9, 10, 11, 20, 23].map(chinese_number).into();
        assert_eq!(got, ["一", "九", "十", "十一", "二十", "二十三"]);
        assert_eq!(without_number("第十一部分 甲 乙"), "甲 乙");
        assert_eq!(without_number("Part 11 The end"), "The end");
        assert_eq!(short_title("Nim Counting: games (X)"), "Nim Counting");
    }
}
