//! The English edition (`en/`) kept in step with the Chinese one.
//!
//! - `en/src/<path>.md` is the twin of `src/<path>.md` (the same file name);
//!   `en/UNTRANSLATED` lists the chapters of `src/SUMMARY.md` that have no twin
//!   yet (one path relative to `src/` a line; the list only shrinks).
//! - `en/src/SUMMARY.md` is generated from `src/SUMMARY.md` and the title table
//!   `en/titles.toml` by [`render_summary`] (`cargo xtask problems` writes it):
//!   it lists only chapters whose twin exists (an untranslated chapter with a
//!   translated sub-chapter becomes a draft entry), in the same order and nesting.
//! - [`check_twins`] compares every chapter with its twin as `TRANSLATING.md`
//!   says: includes, code blocks, display math without `\text{…}` contents,
//!   figures, section structure with the fixed heading map, links to chapters and
//!   judges, tables. A chapter changed in one language and not the other fails
//!   by its name.

use crate::markdown;
use serde::Deserialize;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

pub const UNTRANSLATED: &str = "en/UNTRANSLATED";
pub const TITLES: &str = "en/titles.toml";
pub const SUMMARY: &str = "en/src/SUMMARY.md";

/// The fixed headings: Chinese → English (TRANSLATING.md, item 5).
pub const HEADING_MAP: &[(&str, &str)] = &[
    ("题意", "Problem"),
    ("分析", "Analysis"),
    ("证明", "Proof"),
    ("代码", "Code"),
    ("验证", "Verification"),
    ("常见错误", "Common mistakes"),
    ("练习", "Exercises"),
    ("延伸", "Further reading"),
    (
        "在支持 Rust 的评测网站上提交",
        "Submitting on a judge that runs Rust",
    ),
];

/// Pages rendered from data in both languages (checked against their data by
/// [`crate::check_pages_current`], not compared here).
pub const GENERATED_PAGES: &[&str] = &["problems.md", "problem-list.md"];

/// `en/titles.toml`: the English titles of the SUMMARY's headings (parts) and
/// chapters, keyed by the Chinese heading text and by the path under `src/`.
#[derive(Debug, Deserialize, Default)]
pub struct Titles {
    #[serde(default)]
    pub headings: BTreeMap<String, String>,
    #[serde(default)]
    pub chapters: BTreeMap<String, String>,
}

impl Titles {
    pub fn load(root: &Path) -> Result<Titles, String> {
        let text =
            std::fs::read_to_string(root.join(TITLES)).map_err(|e| format!("{TITLES}: {e}"))?;
        toml::from_str(&text).map_err(|e| format!("{TITLES}: {e}"))
    }
}

/// The chapters listed in `en/UNTRANSLATED` (comments after `#`).
pub fn untranslated(root: &Path) -> Result<Vec<String>, String> {
    let text = std::fs::read_to_string(root.join(UNTRANSLATED))
        .map_err(|e| format!("{UNTRANSLATED}: {e}"))?;
    Ok(text
        .lines()
        .map(|l| l.split('#').next().unwrap_or("").trim())
        .filter(|l| !l.is_empty())
        .map(str::to_string)
        .collect())
}

/// Whether `src/<rel>` has its twin `en/src/<rel>`.
pub fn has_twin(root: &Path, rel: &str) -> bool {
    root.join("en/src").join(rel).is_file()
}

/// One entry line of a SUMMARY: indent, list marker, title, target.
fn summary_entry(line: &str) -> Option<(&str, &str, &str, &str)> {
    let t = line.trim_start();
    let indent = &line[..line.len() - t.len()];
    let (marker, rest) = match t.strip_prefix("- ") {
        Some(r) => ("- ", r),
        None => ("", t),
    };
    let rest = rest.trim_end().strip_prefix('[')?;
    let close = rest.rfind("](")?;
    let target = rest[close + 2..].strip_suffix(')')?;
    Some((indent, marker, &rest[..close], target))
}

/// `en/src/SUMMARY.md` from `src/SUMMARY.md`, the title table and the twins
/// that exist.
pub fn render_summary(root: &Path) -> Result<String, String> {
    let zh = std::fs::read_to_string(root.join("src/SUMMARY.md"))
        .map_err(|e| format!("src/SUMMARY.md: {e}"))?;
    let titles = Titles::load(root)?;
    let lines: Vec<&str> = zh.lines().collect();
    let mut errs = Vec::new();
    let mut out: Vec<String> = Vec::new();
    let mut pending_heading: Option<String> = None;
    let mut first_heading = true;
    for (i, line) in lines.iter().enumerate() {
        if let Some(h) = line.strip_prefix("# ") {
            let en = titles.headings.get(h.trim()).cloned();
            let en = en.unwrap_or_else(|| {
                errs.push(format!(
                    "{TITLES}: no English for the SUMMARY heading {h:?} (add it under [headings])"
                ));
                h.to_string()
            });
            if first_heading {
                out.push(format!("# {en}"));
                first_heading = false;
            } else {
                pending_heading = Some(format!("# {en}"));
            }
            continue;
        }
        let Some((indent, marker, _, target)) = summary_entry(line) else {
            if line.trim() == "---" {
                pending_heading = Some("---".into());
            }
            continue;
        };
        let depth = indent.len();
        // The generated pages are rendered in both languages (maybe in this very run).
        let twin =
            !target.is_empty() && (has_twin(root, target) || GENERATED_PAGES.contains(&target));
        // A sub-chapter below this one (deeper, before the next entry at this depth).
        let child_twin = lines[i + 1..]
            .iter()
            .map_while(|l| summary_entry(l).filter(|e| e.0.len() > depth))
            .any(|e| !e.3.is_empty() && has_twin(root, e.3));
        if !twin && !child_twin {
            continue;
        }
        let title = match titles.chapters.get(target) {
            Some(t) => t.clone(),
            None => {
                errs.push(format!(
                    "{TITLES}: no English title for {target} (add `\"{target}\" = \"…\"` under [chapters])"
                ));
                target.to_string()
            }
        };
        if let Some(h) = pending_heading.take() {
            out.push(String::new());
            out.push(h);
            out.push(String::new());
        } else if indent.is_empty() && marker.is_empty() {
            out.push(String::new());
        }
        let link = if twin { target } else { "" };
        out.push(format!("{indent}{marker}[{title}]({link})"));
    }
    if !errs.is_empty() {
        return Err(errs.join("\n"));
    }
    let mut s = String::new();
    for l in out {
        if l.is_empty() && (s.is_empty() || s.ends_with("\n\n")) {
            continue;
        }
        s.push_str(&l);
        s.push('\n');
    }
    Ok(s)
}

/// What [`check_twins`] compared and found equal.
#[derive(Debug, Default, Clone, Copy)]
pub struct Report {
    pub chapters: usize,
    pub untranslated: usize,
    pub formulas: usize,
    pub includes: usize,
    pub code_blocks: usize,
    pub figures: usize,
    pub links: usize,
    pub headings: usize,
    /// Registry texts without English in `en/registry.toml` (filled in by
    /// the caller, from `missing_texts` of the English problem pages).
    pub registry_untranslated: usize,
}

impl std::fmt::Display for Report {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "English edition: {} chapters with their twin checked equal ({} display formulas, {} includes, \
             {} code blocks, {} figures, {} links, {} headings); {} chapters untranslated (en/UNTRANSLATED); \
             {} registry texts without English (en/registry.toml)",
            self.chapters,
            self.formulas,
            self.includes,
            self.code_blocks,
            self.figures,
            self.links,
            self.headings,
            self.untranslated,
            self.registry_untranslated
        )
    }
}

/// [`check_twins`] as a [`crate::Check`].
pub fn check(root: &Path) -> Result<(), String> {
    check_twins(root).map(|_| ())
}

/// Coverage, the generated SUMMARY, and every chapter against its twin.
pub fn check_twins(root: &Path) -> Result<Report, String> {
    let mut errs = Vec::new();
    let mut report = Report::default();
    let order: Vec<String> = crate::summary_order(root)?
        .into_iter()
        .map(|p| p.to_string_lossy().into_owned())
        .collect();
    let listed = untranslated(root)?;
    report.untranslated = listed.len();
    for u in &listed {
        if !order.contains(u) {
            errs.push(format!(
                "{UNTRANSLATED} lists {u}, which is no chapter of src/SUMMARY.md"
            ));
        } else if has_twin(root, u) {
            errs.push(format!(
                "{UNTRANSLATED} lists {u}, but en/src/{u} exists: take it off the list"
            ));
        }
    }
    for c in &order {
        if !has_twin(root, c) && !listed.contains(c) {
            errs.push(format!(
                "src/{c} has no twin en/src/{c} and is not in {UNTRANSLATED}"
            ));
        }
    }
    for twin in markdown_files(&root.join("en/src")) {
        let rel = twin.to_string_lossy().into_owned();
        if rel == "SUMMARY.md" {
            continue;
        }
        if !root.join("src").join(&twin).is_file() {
            errs.push(format!(
                "en/src/{rel} has no Chinese chapter src/{rel} (a twin without its chapter)"
            ));
        } else if !order.contains(&rel) {
            errs.push(format!("en/src/{rel}: src/{rel} is not in src/SUMMARY.md"));
        }
    }
    match render_summary(root) {
        Ok(want) => match std::fs::read_to_string(root.join(SUMMARY)) {
            Ok(have) if have == want => {}
            _ => errs.push(format!(
                "{SUMMARY} differs from what src/SUMMARY.md, {TITLES} and the twins render: run `cargo xtask problems`"
            )),
        },
        Err(e) => errs.push(e),
    }
    for c in order.iter().filter(|c| has_twin(root, c)) {
        if GENERATED_PAGES.contains(&c.as_str()) {
            continue;
        }
        let zh = std::fs::read_to_string(root.join("src").join(c)).unwrap_or_default();
        let en = std::fs::read_to_string(root.join("en/src").join(c)).unwrap_or_default();
        let faults = compare(root, Path::new(c), &zh, &en, &mut report);
        if faults.is_empty() {
            report.chapters += 1;
        } else {
            errs.push(format!(
                "src/{c} and en/src/{c} drifted apart (change both in one commit):\n  {}",
                faults.join("\n  ")
            ));
        }
    }
    if errs.is_empty() {
        Ok(report)
    } else {
        Err(errs.join("\n"))
    }
}

/// The `.md` files under `dir`, relative to it.
fn markdown_files(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        for e in std::fs::read_dir(&d).into_iter().flatten().flatten() {
            let p = e.path();
            if p.is_dir() {
                stack.push(p);
            } else if p.extension().is_some_and(|x| x == "md") {
                out.push(p.strip_prefix(dir).expect("under dir").to_path_buf());
            }
        }
    }
    out.sort();
    out
}

/// A fenced code block: its info string and its lines.
#[derive(Debug, PartialEq)]
struct Block {
    info: String,
    lines: Vec<String>,
}

fn code_blocks(md: &str) -> Vec<Block> {
    let mut out = Vec::new();
    let mut open: Option<(usize, Block)> = None;
    for line in md.lines() {
        let t = line.trim_start();
        let run = t.chars().take_while(|&c| c == '`').count();
        match &mut open {
            None if run >= 3 => {
                open = Some((
                    run,
                    Block {
                        info: t[run..].trim().to_string(),
                        lines: Vec::new(),
                    },
                ))
            }
            Some((n, _)) if run >= *n && t[run..].trim().is_empty() => {
                out.push(open.take().expect("open").1)
            }
            Some((_, b)) => b.lines.push(line.to_string()),
            None => {}
        }
    }
    out
}

/// A character of Chinese text (Han, CJK punctuation, full-width forms).
fn is_cjk(c: char) -> bool {
    matches!(c, '\u{2e80}'..='\u{9fff}' | '\u{f900}'..='\u{faff}' | '\u{ff00}'..='\u{ffef}' | '“' | '”')
}

/// The part of a line of a `text`/`sh` block that must not be translated: up to
/// a comment (`#`, `//`) or the first Chinese character.
fn code_part(line: &str) -> &str {
    let mut end = line.len();
    for (i, c) in line.char_indices() {
        if is_cjk(c) {
            end = i;
            break;
        }
    }
    let mut s = &line[..end];
    for m in [" #", " //"] {
        if let Some(p) = s.find(m) {
            s = &s[..p];
        }
    }
    if s.trim_start().starts_with('#') || s.trim_start().starts_with("//") {
        s = "";
    }
    s.trim_end()
}

/// The display formulas (`$$ … $$`) of a chapter, outside code.
fn display_math(md: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut cur: Option<String> = None;
    for (_, line) in markdown::prose_lines(md) {
        let t = line.trim();
        match &mut cur {
            None if t.starts_with("$$") => {
                let rest = &t[2..];
                if rest.len() >= 2 && rest.ends_with("$$") {
                    out.push(rest[..rest.len() - 2].to_string());
                } else {
                    cur = Some(rest.to_string());
                }
            }
            Some(f) if t.ends_with("$$") => {
                f.push('\n');
                f.push_str(&t[..t.len() - 2]);
                out.push(cur.take().expect("open"));
            }
            Some(f) => {
                f.push('\n');
                f.push_str(line);
            }
            None => {}
        }
    }
    out
}

/// `s` with the contents of every `\text{…}` removed (braces balanced).
pub fn without_text(s: &str) -> String {
    let mut out = String::new();
    let mut rest = s;
    while let Some(p) = rest.find("\\text{") {
        out.push_str(&rest[..p + 6]);
        let mut depth = 1;
        let mut end = rest.len();
        for (i, c) in rest[p + 6..].char_indices() {
            match c {
                '{' => depth += 1,
                '}' => {
                    depth -= 1;
                    if depth == 0 {
                        end = p + 6 + i;
                        break;
                    }
                }
                _ => {}
            }
        }
        rest = &rest[end..];
    }
    out.push_str(rest);
    out
}

/// The `{{#include …}}`-style directives of a chapter, in order.
fn includes(md: &str) -> Vec<String> {
    md.split("{{#")
        .skip(1)
        .map(|d| d.split("}}").next().unwrap_or("").trim().to_string())
        .collect()
}

/// The heading structure: one token per heading (level and, for the fixed
/// headings, their name) and per `<details>` fold, in order.
fn structure(md: &str, english: bool) -> Vec<String> {
    let heads = markdown::headings(md);
    let mut out = Vec::new();
    let mut hi = heads.iter().peekable();
    for (at, line) in markdown::prose_lines(md) {
        while hi.peek().is_some_and(|h| h.at <= at) {
            let h = hi.next().expect("peeked");
            let text = markdown::plain_text(&h.text);
            let fixed = HEADING_MAP
                .iter()
                .find(|(zh, en)| if english { *en == text } else { *zh == text })
                .map_or("", |(_, en)| en);
            out.push(
                format!("{} {}", "#".repeat(h.level), fixed)
                    .trim_end()
                    .to_string(),
            );
        }
        for tag in ["<details", "</details>", "<summary"] {
            out.extend(line.matches(tag).map(|t| t.to_string()));
        }
    }
    out
}

/// Figures (`![…](x.svg)`) and links to chapters and other sites, in order.
fn links(md: &str) -> (Vec<String>, Vec<String>) {
    let (mut figs, mut links) = (Vec::new(), Vec::new());
    for l in markdown::links(md) {
        let path = l.target.split('#').next().unwrap_or("");
        if path.ends_with(".md") || l.target.contains("://") || l.target.starts_with('#') {
            links.push(l.target);
        } else if [".svg", ".png", ".jpg"].iter().any(|e| path.ends_with(e)) {
            figs.push(l.target);
        }
    }
    (figs, links)
}

/// Each table's rows: the digit runs of each cell.
fn tables(md: &str) -> Vec<Vec<Vec<String>>> {
    let mut out: Vec<Vec<Vec<String>>> = Vec::new();
    let mut in_table = false;
    for (_, line) in markdown::prose_lines(md) {
        let t = line.trim();
        if !t.starts_with('|') {
            in_table = false;
            continue;
        }
        if !in_table {
            out.push(Vec::new());
            in_table = true;
        }
        let cells = t.trim_matches('|').split('|').map(|c| {
            let mut nums = Vec::new();
            let mut cur = String::new();
            for ch in c.chars() {
                if ch.is_ascii_digit() {
                    cur.push(ch);
                } else if !cur.is_empty() {
                    nums.push(std::mem::take(&mut cur));
                }
            }
            if !cur.is_empty() {
                nums.push(cur);
            }
            nums.join(" ")
        });
        out.last_mut().expect("a table").push(cells.collect());
    }
    out
}

/// The id an anchor of the Chinese chapter `target` takes in its twin: the id
/// of the heading at the same place, or the anchor itself (an `id="…"`).
fn twin_anchor(root: &Path, target: &Path, anchor: &str) -> Option<String> {
    let zh = std::fs::read_to_string(root.join("src").join(target)).ok()?;
    let en = std::fs::read_to_string(root.join("en/src").join(target)).ok()?;
    let i = markdown::headings(&zh)
        .iter()
        .position(|h| h.id == anchor)?;
    markdown::headings(&en).get(i).map(|h| h.id.clone())
}

/// The English id of a fixed heading's Chinese id (`证明` → `proof`).
pub fn fixed_anchor(zh_id: &str) -> Option<String> {
    HEADING_MAP
        .iter()
        .find(|(zh, _)| markdown::id_from_content(zh) == zh_id)
        .map(|(_, en)| markdown::id_from_content(en))
}

/// What differs between the chapter `rel` (`zh`) and its twin (`en`).
fn compare(root: &Path, rel: &Path, zh: &str, en: &str, report: &mut Report) -> Vec<String> {
    let mut f = Vec::new();
    let first_diff = |a: &[String], b: &[String]| -> String {
        let i = a
            .iter()
            .zip(b)
            .position(|(x, y)| x != y)
            .unwrap_or(a.len().min(b.len()));
        format!(
            "{} against {}; first difference at #{}: {:?} ↔ {:?}",
            a.len(),
            b.len(),
            i + 1,
            a.get(i).map_or("(none)", String::as_str),
            b.get(i).map_or("(none)", String::as_str)
        )
    };
    // Includes: the same files, one directory deeper.
    let (zi, ei) = (includes(zh), includes(en));
    let zi_en: Vec<String> = zi
        .iter()
        .map(|d| match d.split_once(' ') {
            Some((verb, path)) => format!("{verb} ../{}", path.trim()),
            None => d.clone(),
        })
        .collect();
    if zi_en != ei {
        f.push(format!("[includes] {}", first_diff(&zi_en, &ei)));
    } else {
        report.includes += zi.len();
    }
    // Code blocks.
    let (zb, mut eb) = (code_blocks(zh), code_blocks(en));
    // The includes inside them were compared above (one `../` deeper).
    for b in &mut eb {
        for l in &mut b.lines {
            for d in ["{{#include ../", "{{#rustdoc_include ../"] {
                *l = l.replace(d, &d[..d.len() - 3]);
            }
        }
    }
    let norm = |b: &Block, english: bool| -> String {
        let rust = b.info.starts_with("rust") || b.info.is_empty();
        let mut s = b.info.clone();
        for l in &b.lines {
            s.push('\n');
            if rust {
                s.push_str(l);
            } else if english {
                // An English line must begin with what the Chinese keeps.
                s.push_str(l.trim_end());
            } else {
                s.push_str(code_part(l));
            }
        }
        s
    };
    let same_block = |z: &Block, e: &Block| -> bool {
        let rust = z.info.starts_with("rust") || z.info.is_empty();
        if z.info != e.info || z.lines.len() != e.lines.len() {
            return false;
        }
        if rust {
            return z.lines == e.lines;
        }
        z.lines.iter().zip(&e.lines).all(|(a, b)| {
            let keep = code_part(a);
            if keep == a.trim_end() {
                a.trim_end() == b.trim_end()
            } else {
                code_part(b).starts_with(keep)
            }
        })
    };
    if zb.len() != eb.len() || !zb.iter().zip(&eb).all(|(z, e)| same_block(z, e)) {
        let i = zb
            .iter()
            .zip(&eb)
            .position(|(z, e)| !same_block(z, e))
            .unwrap_or(zb.len().min(eb.len()));
        f.push(format!(
            "[code blocks] {} against {}; block #{} differs: {:?} ↔ {:?}",
            zb.len(),
            eb.len(),
            i + 1,
            zb.get(i).map_or(String::new(), |b| norm(b, false)),
            eb.get(i).map_or(String::new(), |b| norm(b, true)),
        ));
    } else {
        report.code_blocks += zb.len();
    }
    // Display math, modulo \text{…}.
    let zm: Vec<String> = display_math(zh).iter().map(|m| without_text(m)).collect();
    let em: Vec<String> = display_math(en).iter().map(|m| without_text(m)).collect();
    if zm != em {
        f.push(format!("[display math] {}", first_diff(&zm, &em)));
    } else {
        report.formulas += zm.len();
    }
    // Figures and links.
    let ((zf, zl), (ef, el)) = (links(zh), links(en));
    if zf != ef {
        f.push(format!("[figures] {}", first_diff(&zf, &ef)));
    } else {
        report.figures += zf.len();
    }
    let zl_en: Vec<String> = zl
        .iter()
        .map(|t| {
            let Some((page, Some(anchor))) = markdown::resolve(rel, t) else {
                return t.clone();
            };
            let path = t.split('#').next().unwrap_or("");
            let mapped = if has_twin(root, &page.to_string_lossy()) {
                twin_anchor(root, &page, &anchor)
            } else {
                fixed_anchor(&anchor)
            };
            format!("{path}#{}", mapped.unwrap_or(anchor))
        })
        .collect();
    // A link to an untranslated chapter may keep the Chinese anchor.
    let same_link = |z: &String, zen: &String, e: &String| e == zen || e == z;
    if zl.len() != el.len()
        || !zl
            .iter()
            .zip(&zl_en)
            .zip(&el)
            .all(|((z, zen), e)| same_link(z, zen, e))
    {
        let i = zl
            .iter()
            .zip(&zl_en)
            .zip(&el)
            .position(|((z, zen), e)| !same_link(z, zen, e))
            .unwrap_or(zl.len().min(el.len()));
        f.push(format!(
            "[links] (an anchor into a translated chapter is its English heading's id) {} against {}; \
             first difference at #{}: {:?} ↔ {:?}",
            zl.len(),
            el.len(),
            i + 1,
            zl_en.get(i).map_or("(none)", String::as_str),
            el.get(i).map_or("(none)", String::as_str)
        ));
    } else {
        report.links += zl.len();
    }
    // Section structure.
    let (zs, es) = (structure(zh, false), structure(en, true));
    if zs != es {
        f.push(format!("[sections] {}", first_diff(&zs, &es)));
    } else {
        report.headings += zs.iter().filter(|s| s.starts_with('#')).count();
    }
    // Tables.
    let (zt, et) = (tables(zh), tables(en));
    if zt != et {
        let i = zt
            .iter()
            .zip(&et)
            .position(|(a, b)| a != b)
            .unwrap_or(zt.len().min(et.len()));
        let (a, b) = (
            zt.get(i).cloned().unwrap_or_default(),
            et.get(i).cloned().unwrap_or_default(),
        );
        let r = a
            .iter()
            .zip(&b)
            .position(|(x, y)| x != y)
            .unwrap_or(a.len().min(b.len()));
        f.push(format!(
            "[tables] {} against {}; table #{} differs in its rows, columns or numbers: {} rows against {}; \
             row {} has the numbers (cell by cell) {:?} ↔ {:?}",
            zt.len(),
            et.len(),
            i + 1,
            a.len(),
            b.len(),
            r + 1,
            a.get(r),
            b.get(r)
        ));
    }
    f
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_contents_are_dropped_from_math() {
        assert_eq!(
            without_text(r"a + \text{先手{必}胜} = \text{b}"),
            r"a + \text{} = \text{}"
        );
    }

    #[test]
    fn the_untranslatable_part_of_a_text_line() {
        assert_eq!(
            code_part("cargo xtask serve    # 安装"),
            "cargo xtask serve"
        );
        assert_eq!(
            code_part("├── Cargo.toml  edition 2021，没有"),
            "├── Cargo.toml  edition 2021"
        );
        assert_eq!(code_part("3 4 5"), "3 4 5");
    }

    #[test]
    fn fixed_anchors_map() {
        assert_eq!(fixed_anchor("证明").as_deref(), Some("proof"));
        assert_eq!(fixed_anchor("常见错误").as_deref(), Some("common-mistakes"));
        assert_eq!(fixed_anchor("其他"), None);
    }
}
