//! The problem registry and the book's reader-side pages, as data and checks.
//!
//! - `src/problems.toml`: every problem the book teaches, one `[[problem]]` per
//!   folder under `listings/` (a new listing appends one entry). The local judge
//!   reads it for its list of known problems ([`Registry::load`]).
//! - `src/problem-list.toml`: the graded problem list (题单), one `[[problem]]`
//!   per practice problem on a judge that runs Rust.
//! - `src/problems.md` (题目索引) and `src/problem-list.md` (题单) are rendered
//!   from them by `cargo xtask problems`; [`check_pages_current`] fails when a
//!   committed page differs from what the data renders.
//! - [`check_references`] and [`check_glossary`] check `src/references.md` and
//!   `src/glossary.md` against the chapters.
//!
//! Test and tool code only: no listing depends on this crate.

pub mod english;
pub mod english_pages;
pub mod exercises;
pub mod markdown;
pub mod parts;

use serde::Deserialize;
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// Judges that accept Rust submissions (the problem list admits only these).
pub const RUST_JUDGES: &[&str] = &[
    "CSES",
    "Luogu",
    "AtCoder",
    "Codeforces",
    "Kattis",
    "LibreOJ",
    "Library Checker",
];

/// The registry file, relative to the book root.
pub const REGISTRY: &str = "src/problems.toml";
/// The problem list's data file, relative to the book root.
pub const PROBLEM_LIST: &str = "src/problem-list.toml";
/// The generated problem index page.
pub const INDEX_PAGE: &str = "src/problems.md";
/// The generated problem list page.
pub const LIST_PAGE: &str = "src/problem-list.md";

/// `src/problems.toml`.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Registry {
    #[serde(rename = "problem")]
    pub problems: Vec<Problem>,
}

/// A problem the book teaches, with its listing.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Problem {
    /// The folder under `listings/` (unique; the key the judge uses).
    pub listing: String,
    /// The judge's name (`AcWing`, `POJ`, `CSES`, …), or `本书` for `ext-` listings.
    pub judge: String,
    /// The problem's id on that judge (`891`, `P4279`, `abc131_c`); for `ext-`, the slug.
    pub id: String,
    /// The judge's title (or ours, for `ext-`).
    pub title: String,
    /// The statement's page on the judge, if there is one.
    #[serde(default)]
    pub url: Option<String>,
    /// The chapter that teaches it, relative to `src/`.
    pub chapter: String,
    /// The id of the section in that chapter (usually `题意`).
    pub anchor: String,
    /// Sample names: `"1"` stands for `samples/1.in` and `samples/1.out`.
    pub samples: Vec<String>,
    /// `interactive` for a problem whose program plays the judge through
    /// stdin and stdout (its samples are transcripts: `N.in` what the judge
    /// sends, `N.out` what the program prints); absent for the usual kind.
    #[serde(default)]
    pub kind: Option<String>,
    /// Where the statement, format and samples were confirmed.
    pub statement: String,
    /// Judges that run Rust where it or a variant can be submitted.
    #[serde(default)]
    pub rust: Vec<Submit>,
}

impl Problem {
    /// Does the program play the judge (the `interactive` kind)?
    pub fn is_interactive(&self) -> bool {
        self.kind.as_deref() == Some("interactive")
    }
}

/// A judge that runs Rust, where a problem (or a variant of it) can be submitted.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Submit {
    pub judge: String,
    pub id: String,
    pub title: String,
    pub url: String,
    /// The format difference from the listing, in a phrase (`无差别` if none).
    pub difference: String,
    /// Where the statement was confirmed: the address of the page read (the
    /// judge's page, a mirror of it, or a repository file at a commit).
    pub source: String,
}

/// `src/problem-list.toml`.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ProblemList {
    #[serde(rename = "problem")]
    pub problems: Vec<Practice>,
    /// What each judge's own language page says of its Rust compiler.
    #[serde(default, rename = "judge")]
    pub judges: Vec<JudgeRust>,
}

/// A judge's Rust compiler, as its language page (or a faithful copy of it)
/// states it. A row of the list on a judge outside [`RUST_JUDGES`] needs one.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct JudgeRust {
    /// The judge's name, as the rows write it.
    pub name: String,
    /// Whether the page shows rustc 1.70 or later: one of [`RUST_VERDICTS`].
    pub rust_1_70: String,
    /// The compiler and command the page names; empty when it was not read.
    #[serde(default)]
    pub rustc: String,
    /// The judge's language page.
    pub page: String,
    /// The address read and what it says, or why it could not be confirmed.
    pub source: String,
}

/// The verdicts of [`JudgeRust::rust_1_70`]: confirmed yes, confirmed no, not
/// confirmed on the judge's own page.
pub const RUST_VERDICTS: [&str; 3] = ["是", "否", "未核对"];

/// A practice problem of the problem list.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Practice {
    /// One of [`RUST_JUDGES`].
    pub judge: String,
    pub id: String,
    pub title: String,
    pub url: String,
    /// 1 入门, 2 进阶, 3 挑战.
    pub tier: u8,
    /// The chapter it needs, relative to `src/`.
    pub chapter: String,
    /// The section of that chapter it needs.
    pub anchor: String,
    /// One line on the idea it trains (no solution).
    pub trains: String,
    /// Where the statement was confirmed: the address of the page read (the
    /// judge's page, a mirror of it, or a repository file at a commit).
    pub source: String,
}

impl Practice {
    /// The problem's anchor on the problem list page, e.g. `cses-1730`, `luogu-p2197`.
    pub fn key(&self) -> String {
        format!("{}-{}", slug(&self.judge), slug(&self.id))
    }
}

/// Lower-case ASCII letters and digits; any run of other characters becomes `-`.
pub fn slug(s: &str) -> String {
    let mut out = String::new();
    for c in s.chars() {
        if c.is_ascii_alphanumeric() {
            out.push(c.to_ascii_lowercase());
        } else if !out.ends_with('-') {
            out.push('-');
        }
    }
    out.trim_matches('-').to_string()
}

fn read(root: &Path, rel: &str) -> Result<String, String> {
    std::fs::read_to_string(root.join(rel)).map_err(|e| format!("{rel}: {e}"))
}

impl Registry {
    /// Read and parse `src/problems.toml` under the book root.
    pub fn load(root: &Path) -> Result<Registry, String> {
        toml::from_str(&read(root, REGISTRY)?).map_err(|e| format!("{REGISTRY}: {e}"))
    }

    /// The entry of a listing folder.
    pub fn get(&self, listing: &str) -> Option<&Problem> {
        self.problems.iter().find(|p| p.listing == listing)
    }
}

impl ProblemList {
    /// Read and parse `src/problem-list.toml` under the book root.
    pub fn load(root: &Path) -> Result<ProblemList, String> {
        toml::from_str(&read(root, PROBLEM_LIST)?).map_err(|e| format!("{PROBLEM_LIST}: {e}"))
    }
}

/// The chapters of `src/SUMMARY.md` in reading order, relative to `src/`.
pub fn summary_order(root: &Path) -> Result<Vec<PathBuf>, String> {
    let text = read(root, "src/SUMMARY.md")?;
    Ok(markdown::links(&text)
        .into_iter()
        .filter_map(|l| markdown::resolve(Path::new("SUMMARY.md"), &l.target))
        .map(|(p, _)| p)
        .collect())
}

/// The chapter sources under `src/` (every `.md` but SUMMARY.md), relative to `src/`.
pub fn chapter_files(root: &Path) -> Vec<PathBuf> {
    let src = root.join("src");
    let mut out = Vec::new();
    let mut stack = vec![src.clone()];
    while let Some(d) = stack.pop() {
        let Ok(entries) = std::fs::read_dir(&d) else {
            continue;
        };
        for e in entries.flatten() {
            let p = e.path();
            if p.is_dir() {
                stack.push(p);
            } else if p.extension().is_some_and(|x| x == "md") {
                let rel = p.strip_prefix(&src).expect("under src").to_path_buf();
                if rel != Path::new("SUMMARY.md") {
                    out.push(rel);
                }
            }
        }
    }
    out.sort();
    out
}

/// The chapters' text, keyed by their path relative to `src/`.
pub struct Book {
    pub chapters: BTreeMap<PathBuf, String>,
}

impl Book {
    pub fn load(root: &Path) -> Book {
        let chapters = chapter_files(root)
            .into_iter()
            .filter_map(|rel| {
                let text = std::fs::read_to_string(root.join("src").join(&rel)).ok()?;
                Some((rel, text))
            })
            .collect();
        Book { chapters }
    }

    pub fn text(&self, chapter: &Path) -> Option<&str> {
        self.chapters.get(chapter).map(String::as_str)
    }

    /// `None` if the chapter and anchor exist; otherwise why not.
    pub fn missing(&self, chapter: &str, anchor: &str) -> Option<String> {
        let Some(text) = self.text(Path::new(chapter)) else {
            return Some(format!("chapter src/{chapter} does not exist"));
        };
        if markdown::anchors(text).contains(anchor) {
            None
        } else {
            Some(format!("src/{chapter} has no section #{anchor}"))
        }
    }

    /// The chapter's title (its `#` heading), or its path if it has none.
    pub fn title(&self, chapter: &str) -> String {
        self.text(Path::new(chapter))
            .and_then(markdown::title)
            .unwrap_or_else(|| chapter.to_string())
    }

    /// The text of the heading with this id, or the id itself.
    pub fn heading(&self, chapter: &str, anchor: &str) -> String {
        self.text(Path::new(chapter))
            .and_then(|t| {
                markdown::headings(t)
                    .into_iter()
                    .find(|h| h.id == anchor)
                    .map(|h| markdown::plain_text(&h.text))
            })
            .unwrap_or_else(|| anchor.to_string())
    }
}

fn join(errs: Vec<String>) -> Result<(), String> {
    if errs.is_empty() {
        Ok(())
    } else {
        Err(errs.join("\n"))
    }
}

/// The folders under `listings/`.
pub fn listing_dirs(root: &Path) -> Vec<String> {
    let mut v: Vec<String> = std::fs::read_dir(root.join("listings"))
        .into_iter()
        .flatten()
        .flatten()
        .filter(|e| e.path().is_dir())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    v.sort();
    v
}

/// The registry agrees with the book: every folder under `listings/` has exactly
/// one entry; every entry's listing, chapter, section and samples exist; the
/// listing's line 1 names the same chapter; every sample file is registered;
/// every judge that runs Rust is one of [`RUST_JUDGES`] and has a source.
pub fn check_registry(root: &Path) -> Result<(), String> {
    let reg = Registry::load(root)?;
    let book = Book::load(root);
    let summary = summary_order(root)?;
    let mut errs = Vec::new();
    let mut seen = BTreeSet::new();
    for p in &reg.problems {
        let who = format!("{REGISTRY} [{}]", p.listing);
        if !seen.insert(p.listing.clone()) {
            errs.push(format!("{who}: listed twice"));
        }
        for (field, v) in [
            ("judge", &p.judge),
            ("id", &p.id),
            ("title", &p.title),
            ("statement", &p.statement),
        ] {
            if v.trim().is_empty() {
                errs.push(format!("{who}: empty {field}"));
            }
        }
        let dir = root.join("listings").join(&p.listing);
        let main = dir.join("src/main.rs");
        match std::fs::read_to_string(&main) {
            Err(_) => errs.push(format!(
                "{who}: listing folder listings/{}/ has no src/main.rs",
                p.listing
            )),
            Ok(text) => {
                let first = text.lines().next().unwrap_or("");
                // Both editions' chapters: `(src/<chapter>) (en/src/<chapter>)`.
                for named in [
                    format!("(src/{})", p.chapter),
                    format!("(en/src/{})", p.chapter),
                ] {
                    if !first.contains(&named) {
                        errs.push(format!(
                            "{who}: chapter is {}, but line 1 of src/main.rs does not name {named}: {first}",
                            p.chapter
                        ));
                    }
                }
            }
        }
        if let Some(why) = book.missing(&p.chapter, &p.anchor) {
            errs.push(format!("{who}: {why}"));
        } else if !summary.iter().any(|c| c == Path::new(&p.chapter)) {
            errs.push(format!("{who}: src/{} is not in src/SUMMARY.md", p.chapter));
        }
        if p.samples.is_empty() {
            errs.push(format!("{who}: no samples"));
        }
        if let Some(k) = &p.kind {
            if k != "interactive" {
                errs.push(format!(
                    "{who}: kind is {k:?}; the only kind is \"interactive\""
                ));
            }
        }
        for s in &p.samples {
            for ext in ["in", "out"] {
                if !dir.join("samples").join(format!("{s}.{ext}")).is_file() {
                    errs.push(format!(
                        "{who}: sample listings/{}/samples/{s}.{ext} does not exist",
                        p.listing
                    ));
                }
            }
        }
        for f in std::fs::read_dir(dir.join("samples"))
            .into_iter()
            .flatten()
            .flatten()
        {
            let name = f.file_name().to_string_lossy().into_owned();
            let stem = name.rsplit_once('.').map_or(name.as_str(), |(s, _)| s);
            if !p.samples.iter().any(|s| s == stem) {
                errs.push(format!("{who}: samples/{name} is not in its samples list"));
            }
        }
        let ext = p.listing.starts_with("ext-");
        if ext != (p.judge == "本书") {
            errs.push(format!(
                "{who}: an ext- listing has judge = \"本书\", and only it"
            ));
        }
        let web = |u: &str| u.starts_with("https://") || u.starts_with("http://");
        if !ext && !p.url.as_deref().is_some_and(web) {
            errs.push(format!("{who}: a judge's problem needs its http(s):// url"));
        }
        for s in &p.rust {
            let at = format!("{who} rust [{} {}]", s.judge, s.id);
            if !RUST_JUDGES.contains(&s.judge.as_str()) {
                errs.push(format!(
                    "{at}: {} is not a judge that runs Rust ({})",
                    s.judge,
                    RUST_JUDGES.join(", ")
                ));
            }
            if !s.url.starts_with("https://") {
                errs.push(format!("{at}: url must be https://"));
            }
            for (field, v) in [
                ("title", &s.title),
                ("difference", &s.difference),
                ("source", &s.source),
            ] {
                if v.trim().is_empty() {
                    errs.push(format!("{at}: empty {field}"));
                }
            }
        }
    }
    for dir in listing_dirs(root) {
        if reg.get(&dir).is_none() {
            errs.push(format!(
                "listings/{dir} is not in the registry: append a [[problem]] for it to {REGISTRY}"
            ));
        }
    }
    join(errs)
}

/// The problem list is sound: at least 30 problems, each on a judge that runs
/// Rust, in tier 1–3, linked to an existing chapter section that is in
/// SUMMARY.md, with what it trains and where its statement was confirmed.
pub fn check_problem_list(root: &Path) -> Result<(), String> {
    let list = ProblemList::load(root)?;
    let book = Book::load(root);
    let summary = summary_order(root)?;
    let mut errs = Vec::new();
    let mut keys = BTreeSet::new();
    if list.problems.len() < 30 {
        errs.push(format!(
            "{PROBLEM_LIST}: {} problems; the list promises at least 30",
            list.problems.len()
        ));
    }
    for p in &list.problems {
        let who = format!("{PROBLEM_LIST} [{} {}]", p.judge, p.id);
        if !keys.insert(p.key()) {
            errs.push(format!("{who}: listed twice (key {})", p.key()));
        }
        if !RUST_JUDGES.contains(&p.judge.as_str())
            && !list.judges.iter().any(|j| j.name == p.judge)
        {
            errs.push(format!(
                "{who}: {} is not a judge that runs Rust ({}), and has no [[judge]] entry",
                p.judge,
                RUST_JUDGES.join(", ")
            ));
        }
        if !(1..=3).contains(&p.tier) {
            errs.push(format!("{who}: tier {} is not 1, 2 or 3", p.tier));
        }
        if !p.url.starts_with("https://") {
            errs.push(format!("{who}: url must be https://"));
        }
        for (field, v) in [
            ("title", &p.title),
            ("trains", &p.trains),
            ("source", &p.source),
        ] {
            if v.trim().is_empty() {
                errs.push(format!("{who}: has no {field}"));
            }
        }
        if let Some(why) = book.missing(&p.chapter, &p.anchor) {
            errs.push(format!("{who}: {why}"));
        } else if !summary.iter().any(|c| c == Path::new(&p.chapter)) {
            errs.push(format!("{who}: src/{} is not in src/SUMMARY.md", p.chapter));
        }
    }
    let mut names = BTreeSet::new();
    for j in &list.judges {
        let who = format!("{PROBLEM_LIST} [judge {}]", j.name);
        if !names.insert(j.name.clone()) {
            errs.push(format!("{who}: listed twice"));
        }
        if !RUST_VERDICTS.contains(&j.rust_1_70.as_str()) {
            errs.push(format!(
                "{who}: rust_1_70 is {:?}, not one of {}",
                j.rust_1_70,
                RUST_VERDICTS.join(" ")
            ));
        }
        if j.rust_1_70 != "未核对" && j.rustc.trim().is_empty() {
            errs.push(format!(
                "{who}: a confirmed verdict names the rustc the page shows"
            ));
        }
        if !j.page.starts_with("https://") {
            errs.push(format!("{who}: page must be https://"));
        }
        if j.source.trim().is_empty() {
            errs.push(format!("{who}: has no source"));
        }
    }
    join(errs)
}

/// Every problem section (a chapter with both 题意 and 练习) ends its 练习 with
/// two or three problems of the list: links to `problem-list.md#<key>` of
/// existing entries.
pub fn check_exercises(root: &Path) -> Result<(), String> {
    let list = ProblemList::load(root)?;
    let keys: BTreeSet<String> = list.problems.iter().map(Practice::key).collect();
    let book = Book::load(root);
    let list_page = Path::new("problem-list.md");
    let mut errs = Vec::new();
    for (chapter, text) in &book.chapters {
        let ids: BTreeSet<String> = markdown::headings(text).into_iter().map(|h| h.id).collect();
        if !(ids.contains("题意") && ids.contains("练习")) {
            continue;
        }
        let section = markdown::section(text, "练习").unwrap_or("");
        let mut cited = Vec::new();
        for l in markdown::links(section) {
            if let Some((page, Some(anchor))) = markdown::resolve(chapter, &l.target) {
                if page == list_page {
                    if !keys.contains(&anchor) {
                        errs.push(format!(
                            "src/{}: 练习 links problem-list.md#{anchor}, which is not in {PROBLEM_LIST}",
                            chapter.display()
                        ));
                    }
                    cited.push(anchor);
                }
            }
        }
        if !(2..=3).contains(&cited.len()) {
            errs.push(format!(
                "src/{}: 练习 names {} problems of the problem list; it should end with two or three",
                chapter.display(),
                cited.len()
            ));
        }
    }
    join(errs)
}

/// Every reference of `src/references.md` (a heading with an explicit `{#id}`)
/// is cited by at least one chapter, and every citation (a link to
/// `references.md#…`) names a reference that exists.
pub fn check_references(root: &Path) -> Result<(), String> {
    let book = Book::load(root);
    let page = Path::new("references.md");
    let Some(refs_text) = book.text(page) else {
        return Err("src/references.md does not exist".into());
    };
    let defined: BTreeSet<String> = markdown::prose_lines(refs_text)
        .into_iter()
        .filter(|(_, l)| l.starts_with('#') && l.trim_end().ends_with('}'))
        .filter_map(|(_, l)| markdown::headings(l).pop().map(|h| h.id))
        .collect();
    let mut errs = Vec::new();
    if defined.is_empty() {
        errs.push("src/references.md defines no reference (### 名称 {#id})".into());
    }
    let mut cited: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for (chapter, text) in &book.chapters {
        if chapter == page {
            continue;
        }
        for l in markdown::links(text) {
            if let Some((to, anchor)) = markdown::resolve(chapter, &l.target) {
                if to != page {
                    continue;
                }
                let Some(anchor) = anchor else {
                    continue;
                };
                if !defined.contains(&anchor) {
                    errs.push(format!(
                        "src/{}: cites references.md#{anchor}, which is no reference",
                        chapter.display()
                    ));
                }
                cited
                    .entry(anchor)
                    .or_default()
                    .push(chapter.display().to_string());
            }
        }
    }
    for r in &defined {
        if !cited.contains_key(r) {
            errs.push(format!(
                "src/references.md: reference #{r} is cited nowhere: cite it where the book uses it, or remove it"
            ));
        }
    }
    join(errs)
}

/// Every term of `src/glossary.md` (a table row whose first cell holds
/// `<span id="term-…"></span>[术语](chapter.md#section)`) links to an existing
/// section, and that section links back to `glossary.md#term-…`.
pub fn check_glossary(root: &Path) -> Result<(), String> {
    let book = Book::load(root);
    let page = Path::new("glossary.md");
    let Some(text) = book.text(page) else {
        return Err("src/glossary.md does not exist".into());
    };
    let mut errs = Vec::new();
    let mut terms = 0;
    for (_, line) in markdown::prose_lines(text) {
        let t = line.trim();
        // The terms are the table before the first `##` section; what follows
        // (the letters that change meaning between parts) is no term.
        if t.starts_with("## ") {
            break;
        }
        if !t.starts_with('|') || t.starts_with("| ---") || t.starts_with("|---") {
            continue;
        }
        let first = t.trim_start_matches('|').split('|').next().unwrap_or("");
        if first.trim() == "术语" {
            continue;
        }
        terms += 1;
        let name = markdown::plain_text(first.trim());
        let ids = markdown::html_ids(first);
        let Some(id) = ids.first().filter(|i| i.starts_with("term-")) else {
            errs.push(format!(
                "src/glossary.md: term {name:?} has no anchor <span id=\"term-…\"></span>"
            ));
            continue;
        };
        let defs: Vec<(PathBuf, Option<String>)> = markdown::links(first)
            .iter()
            .filter_map(|l| markdown::resolve(page, &l.target))
            .collect();
        let Some((chapter, Some(anchor))) = defs.first().cloned() else {
            errs.push(format!(
                "src/glossary.md: term {name:?} (#{id}) does not link to the section that defines it"
            ));
            continue;
        };
        let Some(ch_text) = book.text(&chapter) else {
            errs.push(format!(
                "src/glossary.md: term {name:?} links to src/{}, which does not exist",
                chapter.display()
            ));
            continue;
        };
        let Some(section) = markdown::section(ch_text, &anchor) else {
            errs.push(format!(
                "src/glossary.md: term {name:?} links to src/{}#{anchor}, which is no section",
                chapter.display()
            ));
            continue;
        };
        let back = markdown::links(section).into_iter().any(|l| {
            markdown::resolve(&chapter, &l.target)
                .is_some_and(|(p, a)| p == page && a.as_deref() == Some(id.as_str()))
        });
        if !back {
            errs.push(format!(
                "src/{}#{anchor} defines {name:?} but does not link back to glossary.md#{id}",
                chapter.display()
            ));
        }
    }
    if terms == 0 {
        errs.push("src/glossary.md has no terms".into());
    }
    join(errs)
}

/// `src/problems.md` and `src/problem-list.md` are exactly what the data renders.
pub fn check_pages_current(root: &Path) -> Result<(), String> {
    let mut errs = Vec::new();
    for (rel, want) in render_pages(root)? {
        match std::fs::read_to_string(root.join(rel)) {
            Ok(have) if have == want => {}
            Ok(_) => errs.push(format!(
                "{rel} differs from what the registry renders: run `cargo xtask problems`"
            )),
            Err(_) => errs.push(format!("{rel} is missing: run `cargo xtask problems`")),
        }
    }
    join(errs)
}

/// A check of the book at a root: `Err` holds every problem it found.
pub type Check = fn(&Path) -> Result<(), String>;

/// Every check of this crate, by name.
pub const CHECKS: &[(&str, Check)] = &[
    ("registry", check_registry),
    ("generated pages", check_pages_current),
    ("problem list", check_problem_list),
    ("exercises", check_exercises),
    ("references", check_references),
    ("glossary", check_glossary),
    ("English edition", english::check),
];

/// Every check of this crate, each one's report kept.
pub fn check_all(root: &Path) -> Result<(), String> {
    let errs: Vec<String> = CHECKS
        .iter()
        .filter_map(|(name, f)| f(root).err().map(|e| format!("{name}:\n{e}")))
        .collect();
    join(errs)
}

/// The generated pages and their text: (path relative to the root, content).
pub fn render_pages(root: &Path) -> Result<Vec<(&'static str, String)>, String> {
    let book = Book::load(root);
    let order = summary_order(root)?;
    Ok(vec![
        (
            INDEX_PAGE,
            render_index(&Registry::load(root)?, &book, &order),
        ),
        (
            LIST_PAGE,
            render_list(&ProblemList::load(root)?, &book, &order),
        ),
        (english::SUMMARY, english::render_summary(root)?),
        (
            english_pages::INDEX_PAGE,
            english_pages::render_index(root, &Registry::load(root)?, &order)?,
        ),
        (
            english_pages::LIST_PAGE,
            english_pages::render_list(root, &ProblemList::load(root)?, &order)?,
        ),
    ])
}

/// Write the generated pages; returns their paths.
pub fn write_pages(root: &Path) -> Result<Vec<PathBuf>, String> {
    let mut out = Vec::new();
    for (rel, text) in render_pages(root)? {
        let path = root.join(rel);
        std::fs::write(&path, text).map_err(|e| format!("{}: {e}", path.display()))?;
        out.push(path);
    }
    Ok(out)
}

/// Position of a chapter in reading order (unknown chapters last).
fn rank(order: &[PathBuf], chapter: &str) -> usize {
    order
        .iter()
        .position(|c| c == Path::new(chapter))
        .unwrap_or(usize::MAX)
}

/// A table cell: no line breaks, `|` escaped.
fn cell(s: &str) -> String {
    s.replace('\n', " ").replace('|', "\\|")
}

/// How the page names a judge.
fn judge_name(judge: &str) -> &str {
    match judge {
        "Luogu" => "洛谷",
        other => other,
    }
}

const GENERATED: &str =
    "<!-- 本页由 `cargo xtask problems` 从数据文件生成，请勿手改；测试检查它与数据一致。 -->";

/// The problem index (题目索引), in reading order of the chapters.
pub fn render_index(reg: &Registry, book: &Book, order: &[PathBuf]) -> String {
    let mut ps: Vec<&Problem> = reg.problems.iter().collect();
    ps.sort_by_key(|p| rank(order, &p.chapter));
    let mut s = String::new();
    s.push_str("# 题目索引\n\n");
    s.push_str(GENERATED);
    s.push_str("\n\n");
    s.push_str(
        "本书讲解的每一道题，按章节顺序排列：出处、讲解它的一节、代码清单所在的文件夹和样例，\
以及可以用 Rust 提交它（或它的变体）的评测网站与格式上的差别。\
数据在 `src/problems.toml`，每个代码清单一条；另见[题单](problem-list.md)。\n\n",
    );
    s.push_str("| 题目 | 讲解 | 代码清单与样例 | 可用 Rust 提交 |\n");
    s.push_str("| --- | --- | --- | --- |\n");
    for p in ps {
        let name = if p.judge == "本书" {
            format!("本书自定格式：{}", p.title)
        } else {
            format!("{} {} {}", judge_name(&p.judge), p.id, p.title)
        };
        let name = match &p.url {
            Some(u) => format!("[{}]({u})", cell(&name)),
            None => cell(&name),
        };
        let chapter = format!(
            "[{}]({}#{})",
            cell(&book.title(&p.chapter)),
            p.chapter,
            p.anchor
        );
        let samples: Vec<String> = p.samples.iter().map(|x| format!("`{x}.in`")).collect();
        let code = format!(
            "`listings/{}/`<br>样例 {}{}",
            p.listing,
            samples.join("、"),
            if p.is_interactive() {
                "<br>交互题：样例是交互记录"
            } else {
                ""
            }
        );
        let rust = if p.rust.is_empty() {
            "暂无".to_string()
        } else {
            p.rust
                .iter()
                .map(|r| {
                    format!(
                        "[{} {} {}]({})：{}",
                        judge_name(&r.judge),
                        cell(&r.id),
                        cell(&r.title),
                        r.url,
                        cell(&r.difference)
                    )
                })
                .collect::<Vec<_>>()
                .join("<br>")
        };
        s.push_str(&format!("| {name} | {chapter} | {code} | {rust} |\n"));
    }
    s
}

/// The rows of the judges-and-Rust table: name, compiler ("—" if none was
/// read), the verdict as `verdict` words it, and the language page.
pub(crate) fn judge_rows(
    judges: &[JudgeRust],
    name: fn(&str) -> &str,
    verdict: fn(&str) -> &str,
) -> String {
    let mut s = String::new();
    for j in judges {
        let rustc = if j.rustc.is_empty() { "—" } else { &j.rustc };
        s.push_str(&format!(
            "| {} | {} | {} | <{}> |\n",
            name(&j.name),
            cell(rustc),
            verdict(&j.rust_1_70),
            j.page
        ));
    }
    s
}

/// The problem list (题单): one section per chapter in reading order, tiers within.
pub fn render_list(list: &ProblemList, book: &Book, order: &[PathBuf]) -> String {
    let mut by_chapter: BTreeMap<(usize, String), Vec<&Practice>> = BTreeMap::new();
    for p in &list.problems {
        by_chapter
            .entry((rank(order, &p.chapter), p.chapter.clone()))
            .or_default()
            .push(p);
    }
    let count = |t: u8| list.problems.iter().filter(|p| p.tier == t).count();
    let mut s = String::new();
    s.push_str("# 题单\n\n");
    s.push_str(GENERATED);
    s.push_str("\n\n");
    s.push_str(&format!(
        "{} 道练习题，按它们用到的章节分组，每组内由易到难；各评测网站的 Rust 编译器见文末“评测网站与 Rust”一节：\n\n",
        list.problems.len()
    ));
    s.push_str(&format!(
        "- ★ 入门（{} 道）：读完那一节就能做，练的是把题目认出来；\n\
         - ★★ 进阶（{} 道）：要多走一步转化，或者自己打表找规律；\n\
         - ★★★ 挑战（{} 道）：要把几章的东西组合起来，或者需要本书之外的一个想法。\n\n",
        count(1),
        count(2),
        count(3)
    ));
    s.push_str(
        "这里只说每道题练什么，不给解法。各章的练习会从这里挑两三道，并附上不泄露答案的提示。\
核对题面时所读的页面记在 `src/problem-list.toml` 中；没能在公开地址核对题面的题，那里也写明了。\n",
    );
    for ((_, chapter), mut ps) in by_chapter {
        ps.sort_by_key(|p| p.tier);
        s.push_str(&format!("\n## {}\n\n", cell(&book.title(&chapter))));
        s.push_str("| 难度 | 题目 | 先读 | 练什么 |\n");
        s.push_str("| --- | --- | --- | --- |\n");
        for p in ps {
            let stars = "★".repeat(p.tier.clamp(1, 3) as usize);
            s.push_str(&format!(
                "| {stars} | <span id=\"{}\"></span>[{} {} {}]({}) | [{}]({}#{}) | {} |\n",
                p.key(),
                judge_name(&p.judge),
                cell(&p.id),
                cell(&p.title),
                p.url,
                cell(&book.heading(&p.chapter, &p.anchor)),
                p.chapter,
                p.anchor,
                cell(&p.trains)
            ));
        }
    }
    if !list.judges.is_empty() {
        s.push_str("\n## 评测网站与 Rust\n\n");
        s.push_str(
            "评测网站自己的语言页面上写的 Rust 编译器，以及它是否为 rustc 1.70 或更新（本书代码清单的最低版本）；\
“未核对”表示没能在该网站自己的语言页面（或忠实的副本）上读到。所读的地址记在 `src/problem-list.toml` 中。\n\n",
        );
        s.push_str("| 评测网站 | 页面上的编译器 | rustc ≥ 1.70 | 语言页面 |\n");
        s.push_str("| --- | --- | --- | --- |\n");
        s.push_str(&judge_rows(&list.judges, judge_name, |v| v));
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_are_slugs_of_judge_and_id() {
        let p = Practice {
            judge: "Library Checker".into(),
            id: "abc131_C".into(),
            title: String::new(),
            url: String::new(),
            tier: 1,
            chapter: String::new(),
            anchor: String::new(),
            trains: String::new(),
            source: String::new(),
        };
        assert_eq!(p.key(), "library-checker-abc131-c");
        assert_eq!(slug("P2197"), "p2197");
    }

    #[test]
    fn cells_escape_pipes() {
        assert_eq!(cell("a|b\nc"), "a\\|b c");
    }
}
