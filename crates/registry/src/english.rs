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

/// [`check_twins`], [`chinese_in_prose`] and [`sidebar_mismatches`] as one
/// [`crate::Check`].
pub fn check(root: &Path) -> Result<(), String> {
    let mut errs: Vec<String> = check_twins(root).err().into_iter().collect();
    errs.extend(chinese_in_prose(root));
    errs.extend(sidebar_mismatches(root).unwrap_or_else(|e| vec![e]));
    if errs.is_empty() {
        Ok(())
    } else {
        Err(errs.join("\n"))
    }
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

/// A Rust block's code with its comments and the contents of its string
/// literals removed, line by line, blank lines dropped: what a chapter and its
/// twin share (the comments and the text a block prints are translated).
/// Char literals are kept; a lifetime's `'` opens none.
pub fn rust_code(lines: &[String]) -> Vec<String> {
    let text = lines.join("\n");
    let chars: Vec<char> = text.chars().collect();
    let mut out = String::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let next = chars.get(i + 1).copied();
        if c == '/' && next == Some('/') {
            while i < chars.len() && chars[i] != '\n' {
                i += 1;
            }
        } else if c == '/' && next == Some('*') {
            let mut depth = 0;
            while i < chars.len() {
                if chars[i] == '/' && chars.get(i + 1) == Some(&'*') {
                    depth += 1;
                    i += 2;
                } else if chars[i] == '*' && chars.get(i + 1) == Some(&'/') {
                    depth -= 1;
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    i += 1;
                }
            }
        } else if c == '"'
            || (c == 'r' && matches!(next, Some('"') | Some('#')) && raw_start(&chars, i))
        {
            // A string literal (plain, byte or raw) becomes `""`.
            let hashes = if c == 'r' {
                i += 1;
                let n = chars[i..].iter().take_while(|&&h| h == '#').count();
                i += n;
                Some(n)
            } else {
                None
            };
            out.push_str("\"\"");
            i += 1;
            while i < chars.len() {
                match (chars[i], hashes) {
                    ('\\', None) => i += 2,
                    ('"', None) => {
                        i += 1;
                        break;
                    }
                    ('"', Some(n))
                        if chars[i + 1..].iter().take(n).filter(|&&h| h == '#').count() == n =>
                    {
                        i += 1 + n;
                        break;
                    }
                    _ => i += 1,
                }
            }
        } else if c == '\'' {
            // A char literal ('x', '\n', '\'') is code; a lifetime is one tick.
            let end = if next == Some('\\') {
                chars[i + 2..]
                    .iter()
                    .position(|&x| x == '\'')
                    .map(|p| i + 2 + p)
            } else if chars.get(i + 2) == Some(&'\'') {
                Some(i + 2)
            } else {
                None
            };
            let end = end.unwrap_or(i);
            out.extend(&chars[i..=end]);
            i = end + 1;
        } else {
            out.push(c);
            i += 1;
        }
    }
    out.lines()
        .map(|l| l.trim_end().to_string())
        .filter(|l| !l.trim().is_empty())
        .collect()
}

/// Whether the `r` at `i` starts a raw string (`r"…"`, `r#"…"#`, `br"…"`),
/// not the end of an identifier such as `for`.
fn raw_start(chars: &[char], i: usize) -> bool {
    let before = if i > 0 { Some(chars[i - 1]) } else { None };
    let ident = |c: char| c.is_alphanumeric() || c == '_';
    let prefix_ok = match before {
        Some('b') => i < 2 || !ident(chars[i - 2]),
        Some(c) => !ident(c),
        None => true,
    };
    let hashes = chars[i + 1..].iter().take_while(|&&h| h == '#').count();
    prefix_ok && chars.get(i + 1 + hashes) == Some(&'"')
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
        if rust {
            for l in rust_code(&b.lines) {
                s.push('\n');
                s.push_str(&l);
            }
            return s;
        }
        for l in &b.lines {
            s.push('\n');
            if english {
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
        if z.info != e.info {
            return false;
        }
        if rust {
            return rust_code(&z.lines) == rust_code(&e.lines);
        }
        if z.lines.len() != e.lines.len() {
            return false;
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
    // The English page's own Rust blocks speak English (an included listing
    // may keep its Chinese comments: it is one file shared by both editions).
    for (i, b) in eb.iter().enumerate() {
        let rust = b.info.starts_with("rust") || b.info.is_empty();
        if let Some(l) = b.lines.iter().find(|l| rust && l.chars().any(is_cjk)) {
            f.push(format!(
                "[code blocks] block #{} of the English page has Chinese in its comments or strings \
                 (English pages get English comments and output): {:?}",
                i + 1,
                l.trim()
            ));
        }
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

/// English sidebar titles (`en/titles.toml`) that are not their page's
/// heading: the title must be the heading, or the heading followed by the
/// judge problem the chapter solves in parentheses (`Grundy's game (CSES 2207)`).
pub fn sidebar_mismatches(root: &Path) -> Result<Vec<String>, String> {
    let titles = Titles::load(root)?;
    let mut out = Vec::new();
    for (rel, title) in &titles.chapters {
        let Ok(text) = std::fs::read_to_string(root.join("en/src").join(rel)) else {
            continue;
        };
        let Some(heading) = markdown::title(&text) else {
            continue;
        };
        let same = title == &heading
            || title
                .strip_prefix(heading.as_str())
                .and_then(|rest| rest.strip_prefix(" ("))
                .is_some_and(|rest| rest.ends_with(')'));
        if !same {
            out.push(format!(
                "{TITLES}: {rel} is {title:?} in the sidebar but {heading:?} on its page (one name)"
            ));
        }
    }
    Ok(out)
}

/// Judges whose problem numbers an English page writes before an original
/// title (`Luogu P4279 [SHOI2008] 小约翰的游戏 (Little John's game)`).
const JUDGES: &[&str] = &[
    "Luogu",
    "AcWing",
    "POJ",
    "HDU",
    "LibreOJ",
    "LOJ",
    "BZOJ",
    "UOJ",
    "Codeforces",
    "AtCoder",
    "CSES",
];

/// Chinese (or Japanese) characters in English prose, as `file:line: …`.
/// TRANSLATING.md's rule, made exact. Outside code blocks and inline code, a
/// Chinese character may stand only
/// - in a row of the glossary's table (its Chinese column: `glossary.md`),
/// - in the references (`references.md`: a Chinese source is cited by its
///   title and its authors' names), or in a cited work's title inside `《…》`,
/// - in an original problem title: right after a judge and a problem number
///   (`Luogu P4279`, optionally a contest tag `[SHOI2008]`, an opening `(`
///   or quote), up to a `(` or `,`, and followed by its English title: ` (…)`
///   or `, …`. An original title with nothing English after it is reported.
pub fn chinese_in_prose(root: &Path) -> Vec<String> {
    let dir = root.join("en/src");
    let mut out = Vec::new();
    for rel in markdown_files(&dir) {
        let name = rel.to_string_lossy().replace('\\', "/");
        if name == "references.md" {
            continue;
        }
        let text = std::fs::read_to_string(dir.join(&rel)).unwrap_or_default();
        let starts: Vec<usize> = std::iter::once(0)
            .chain(text.match_indices('\n').map(|(i, _)| i + 1))
            .collect();
        for (at, line) in markdown::prose_lines(&text) {
            let n = starts.partition_point(|&s| s <= at);
            if name == "glossary.md" && line.trim_start().starts_with('|') {
                continue;
            }
            if let Some(why) = chinese_in_line(line) {
                out.push(format!("en/src/{name}:{n}: {why}"));
            }
        }
    }
    out
}

/// What is wrong with one line of English prose (see [`chinese_in_prose`]).
fn chinese_in_line(line: &str) -> Option<String> {
    let chars: Vec<char> = line.chars().collect();
    let mut allowed = vec![false; chars.len()];
    // Inline code and cited titles 《…》.
    let mut i = 0;
    while i < chars.len() {
        let close = match chars[i] {
            '`' => Some('`'),
            '《' => Some('》'),
            _ => None,
        };
        if let Some(close) = close {
            if let Some(p) = chars[i + 1..].iter().position(|&c| c == close) {
                for a in &mut allowed[i..=i + 1 + p] {
                    *a = true;
                }
                i += p + 2;
                continue;
            }
        }
        i += 1;
    }
    // Original titles after a judge and a problem number.
    for judge in JUDGES {
        let j: Vec<char> = judge.chars().collect();
        let mut s = 0;
        while s + j.len() < chars.len() {
            let at_word = s == 0 || !chars[s - 1].is_alphanumeric();
            if !(at_word && chars[s..s + j.len()] == j[..] && chars[s + j.len()] == ' ') {
                s += 1;
                continue;
            }
            let mut k = s + j.len() + 1;
            let id_start = k;
            while k < chars.len() && (chars[k].is_ascii_alphanumeric() || chars[k] == '_') {
                k += 1;
            }
            s = k.max(s + 1);
            if k == id_start {
                continue;
            }
            let skip_spaces = |k: &mut usize| {
                while *k < chars.len() && chars[*k] == ' ' {
                    *k += 1;
                }
            };
            skip_spaces(&mut k);
            if k < chars.len() && chars[k] == '(' {
                k += 1;
            }
            if k < chars.len() && chars[k] == '[' {
                if let Some(p) = chars[k..].iter().position(|&c| c == ']') {
                    k += p + 1;
                    skip_spaces(&mut k);
                }
            }
            let quoted = k < chars.len() && matches!(chars[k], '"' | '“');
            if quoted {
                k += 1;
            }
            let start = k;
            let stops: &[char] = if quoted {
                &['"', '”']
            } else {
                &['(', ',', ')', ']', '"']
            };
            while k < chars.len() && !stops.contains(&chars[k]) {
                k += 1;
            }
            if !chars[start..k].iter().any(|&c| is_cjk(c)) {
                continue;
            }
            for a in &mut allowed[start..k] {
                *a = true;
            }
            let mut after = k + usize::from(quoted);
            skip_spaces(&mut after);
            let english_follows = after < chars.len() && matches!(chars[after], '(' | ',');
            if !english_follows {
                let title: String = chars[start..k].iter().collect();
                return Some(format!(
                    "the original title {:?} has no English title after it (write ` (English title)`)",
                    title.trim()
                ));
            }
        }
    }
    let bad: String = chars
        .iter()
        .zip(&allowed)
        .filter(|(c, ok)| is_cjk(**c) && **c != '“' && **c != '”' && !**ok)
        .map(|(c, _)| *c)
        .collect();
    (!bad.is_empty()).then(|| {
        format!(
            "Chinese in English prose ({bad:?}): the glossary pairs the terms; an original \
             title stands after its judge and number, with its English title"
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rust_code_drops_comments_and_string_contents() {
        let zh: Vec<String> = [
            "/// 定理 1。",
            "fn f<'a>(x: &'a str) -> char { // 注释",
            "    let q = '\"'; let s = \"{x} 个\"; /* 块 */ let r = r#\"原\"文\"#;",
            "    '\\n'",
            "}",
        ]
        .map(String::from)
        .to_vec();
        let en: Vec<String> = [
            "/// Theorem 1.",
            "/// (two lines now)",
            "fn f<'a>(x: &'a str) -> char { // a comment",
            "    let q = '\"'; let s = \"{x} of them\"; /* block */ let r = r#\"raw\"#;",
            "    '\\n'",
            "}",
        ]
        .map(String::from)
        .to_vec();
        assert_eq!(rust_code(&zh), rust_code(&en));
        assert_eq!(
            rust_code(&en),
            [
                "fn f<'a>(x: &'a str) -> char {",
                "    let q = '\"'; let s = \"\";  let r = \"\";",
                "    '\\n'",
                "}"
            ]
        );
        let changed: Vec<String> = vec!["let s = \"x\"; let y = 2;".into()];
        assert_ne!(
            rust_code(&changed),
            rust_code(&["let s = \"x\"; let y = 3;".into()])
        );
    }

    #[test]
    fn twins_differ_in_rust_code_but_not_in_comments_and_an_english_block_speaks_english() {
        let page = |comment: &str, text: &str, n: u32| {
            format!("# T\n\n```rust\nfn main() {{ // {comment}\n    println!(\"{text}\"); let n = {n};\n}}\n```\n")
        };
        let zh = page("注释", "全部符合", 216);
        let faults = |en: &str| {
            compare(
                Path::new("."),
                Path::new("t.md"),
                &zh,
                en,
                &mut Report::default(),
            )
        };
        assert!(faults(&page("a comment", "all agree", 216)).is_empty());
        let code = faults(&page("a comment", "all agree", 215));
        assert!(
            code.iter().any(|f| f.contains("block #1 differs")),
            "{code:?}"
        );
        let chinese = faults(&page("a comment", "全部符合", 216));
        assert!(
            chinese
                .iter()
                .any(|f| f.contains("has Chinese in its comments or strings")),
            "{chinese:?}"
        );
    }

    #[test]
    fn chinese_in_english_prose_is_found_outside_titles_code_and_citations() {
        let ok = [
            "(Luogu P4279 [SHOI2008] 小约翰的游戏, Little John's game) There are",
            "- [Luogu P1450 [HAOI2008] 硬币购物 (Coin shopping)](https://x)",
            "Submit on Luogu P2252 (【模板】威佐夫博弈, \"[Template] Wythoff's game\")",
            "- HDU 2516 \"取石子游戏\" (Stone taking game) is this game",
            "| [Luogu P2252 [SHOI2002] 取石子游戏\\|【模板】威佐夫博弈 (Taking stones)](u) |",
            "the notes write `输出 0` here; see 《组合游戏略述》 (A brief survey)",
        ];
        for l in ok {
            assert_eq!(chinese_in_line(l), None, "{l}");
        }
        for l in [
            "**Left** (左方) and **Right**",
            "- [Luogu P2567 [SCOI2010] 幸运数字](https://x) | many divisors",
            "Takahashi (高橋君, who moves first)",
            "Snuke (すぬけ君) moves",
        ] {
            assert!(chinese_in_line(l).is_some(), "{l}");
        }
    }

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
