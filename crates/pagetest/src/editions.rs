//! The two editions in one built book: the Chinese at `book/`, the English
//! (`en/book.toml`) at `book/en/`, and the language switch that joins
//! them. After both builds, every page gets a link in its top bar to the same
//! page of the other edition (or, for a chapter without a twin, to the other
//! edition's front page, saying so) and `<link rel="alternate" hreflang>` in
//! its head; the link carries the other page's heading ids, so that
//! `theme/lang-switch.js` can land on the same section (section i ↔ section i,
//! which the consistency test of `crates/registry/src/english.rs` guarantees).
//! Links of an English chapter to a chapter not translated yet lead to the
//! Chinese chapter (a fixed heading's English anchor mapped back).

use crate::checks::html_files;
use crate::Tools;
use std::path::{Path, PathBuf};
use testkit::cmd::cmd_capture;

/// The marker of the switch in a page (also what the tests look for).
pub const SWITCH_CLASS: &str = "gb-lang-switch";

/// `mdbook build` of `en/` into `out`; returns mdBook's log. A book root
/// without `en/book.toml` has no English edition: nothing to do.
pub fn build_english(tools: &Tools, book_root: &Path, out: &Path) -> Result<String, String> {
    let en = book_root.join("en");
    if !en.join("book.toml").is_file() {
        return Ok(String::new());
    }
    // The repository's settings are the Chinese book.toml's (crate::source).
    let (ok, log) = cmd_capture(
        tools
            .mdbook(&en)
            .envs(crate::source::english_env(book_root))
            .arg("build")
            .arg("--dest-dir")
            .arg(out),
    )?;
    if !ok {
        return Err(format!(
            "mdbook build of the English edition failed:\n{log}"
        ));
    }
    Ok(log)
}

/// The ids of a page's headings, in order.
pub fn heading_ids(html: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut rest = html;
    while let Some(p) = rest.find("<h") {
        rest = &rest[p + 2..];
        let level = rest.as_bytes().first().copied().unwrap_or(0);
        if !(b'1'..=b'6').contains(&level) {
            continue;
        }
        if let Some(r) = rest[1..].strip_prefix(" id=\"") {
            if let Some(end) = r.find('"') {
                out.push(r[..end].to_string());
            }
        }
    }
    out
}

/// `../` repeated for the folders of `rel` (a page's path under its book).
fn up(rel: &Path) -> String {
    "../".repeat(rel.components().count().saturating_sub(1))
}

/// Whether a page is one of mdBook's own (not a chapter).
fn special(rel: &Path) -> bool {
    matches!(
        rel.to_str(),
        Some("print.html" | "404.html" | "toc.html" | "index.html")
    )
}

/// Join the two built editions in `dest` (Chinese) and `dest/en` (English).
pub fn link_editions(dest: &Path) -> Result<(), String> {
    let en_dir = dest.join("en");
    if !en_dir.is_dir() {
        return Ok(());
    }
    let rel_pages = |dir: &Path, skip: Option<&Path>| -> Vec<PathBuf> {
        html_files(dir)
            .into_iter()
            .filter(|p| skip.is_none_or(|s| !p.starts_with(s)))
            .map(|p| p.strip_prefix(dir).expect("under dir").to_path_buf())
            .collect()
    };
    for rel in rel_pages(&en_dir, None) {
        let zh = dest.join(&rel);
        let (href, ids) = if special(&rel) {
            (format!("../{}", rel.display()), Vec::new())
        } else if zh.is_file() {
            (format!("../{}{}", up(&rel), rel.display()), ids_of(&zh))
        } else {
            (format!("../{}index.html", up(&rel)), Vec::new())
        };
        let page = en_dir.join(&rel);
        let html = redirect_untranslated(&read(&page)?, &rel, dest);
        let html = insert_switch(&html, &href, &ids, ("zh-CN", "中文", ""));
        write(&page, &html)?;
    }
    for rel in rel_pages(dest, Some(&en_dir)) {
        let en = en_dir.join(&rel);
        let (href, ids, note) = if special(&rel) {
            (format!("en/{}", rel.display()), Vec::new(), "")
        } else if en.is_file() {
            (format!("{}en/{}", up(&rel), rel.display()), ids_of(&en), "")
        } else {
            (
                format!("{}en/index.html", up(&rel)),
                Vec::new(),
                ": the English edition's front page",
            )
        };
        let page = dest.join(&rel);
        let html = insert_switch(&read(&page)?, &href, &ids, ("en", "English", note));
        write(&page, &html)?;
    }
    Ok(())
}

fn read(p: &Path) -> Result<String, String> {
    std::fs::read_to_string(p).map_err(|e| format!("{}: {e}", p.display()))
}

fn write(p: &Path, s: &str) -> Result<(), String> {
    std::fs::write(p, s).map_err(|e| format!("{}: {e}", p.display()))
}

fn ids_of(page: &Path) -> Vec<String> {
    std::fs::read_to_string(page)
        .map(|h| heading_ids(&h))
        .unwrap_or_default()
}

/// The page with the switch in its top bar and the alternate link in its head.
fn insert_switch(html: &str, href: &str, ids: &[String], lang: (&str, &str, &str)) -> String {
    let (code, name, note) = lang;
    let attr = |s: &str| s.replace('&', "&amp;").replace('"', "&quot;");
    let title = match (code, note.is_empty()) {
        ("en", true) => "This page in English".to_string(),
        ("en", false) => format!("Not translated yet{note}"),
        _ => "本页的中文版".to_string(),
    };
    let link = format!(
        "<a class=\"{SWITCH_CLASS}\" href=\"{href}\" hreflang=\"{code}\" lang=\"{code}\" title=\"{}\" data-ids=\"{}\" data-twin=\"{}\">{name}{}</a>",
        attr(&title),
        attr(&ids.join(" ")),
        note.is_empty(),
        if note.is_empty() { "" } else { " (front page)" },
    );
    let mut out = html.to_string();
    if let Some(p) = out.find("<div class=\"right-buttons\">") {
        out.insert_str(p + "<div class=\"right-buttons\">".len(), &link);
    }
    if let Some(p) = out.find("</head>") {
        out.insert_str(
            p,
            &format!("<link rel=\"alternate\" hreflang=\"{code}\" href=\"{href}\">\n"),
        );
    }
    out
}

/// An English page's links to chapters that have no English page lead to the
/// Chinese chapter instead (one folder up), a fixed heading's English anchor
/// mapped back to its Chinese id.
fn redirect_untranslated(html: &str, rel: &Path, dest: &Path) -> String {
    let from = rel.parent().unwrap_or(Path::new(""));
    let mut out = String::with_capacity(html.len());
    let mut rest = html;
    while let Some(p) = rest.find("href=\"") {
        out.push_str(&rest[..p + 6]);
        rest = &rest[p + 6..];
        let end = rest.find('"').unwrap_or(rest.len());
        let target = &rest[..end];
        let (path, anchor) = target.split_once('#').unwrap_or((target, ""));
        let local = !target.contains(':') && path.ends_with(".html");
        let en_page = normalize(&dest.join("en").join(from).join(path));
        let zh_page = normalize(&dest.join(from).join(path));
        if local && !en_page.is_file() && zh_page.is_file() && en_page.starts_with(dest.join("en"))
        {
            let anchor = zh_anchor(anchor);
            out.push_str("../");
            out.push_str(path);
            if !anchor.is_empty() {
                out.push('#');
                out.push_str(&anchor);
            }
            out.push_str("\" hreflang=\"zh-CN");
        } else {
            out.push_str(target);
        }
        rest = &rest[end..];
    }
    out.push_str(rest);
    out
}

fn zh_anchor(anchor: &str) -> String {
    use registry::markdown::id_from_content;
    registry::english::HEADING_MAP
        .iter()
        .find(|(_, en)| id_from_content(en) == anchor)
        .map_or(anchor.to_string(), |(zh, _)| id_from_content(zh))
}

fn normalize(p: &Path) -> PathBuf {
    let mut out = PathBuf::new();
    for c in p.components() {
        match c {
            std::path::Component::ParentDir => {
                out.pop();
            }
            std::path::Component::CurDir => {}
            other => out.push(other),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn heading_ids_in_order() {
        let h = r#"<h1 class="menu-title">T</h1><h1 id="nim"><a>x</a></h1><p><h2 id="证明">"#;
        assert_eq!(heading_ids(h), ["nim", "证明"]);
    }

    #[test]
    fn the_switch_goes_into_the_top_bar() {
        let h = "<head></head><div class=\"right-buttons\"><a>print</a></div>";
        let out = insert_switch(h, "en/a.html", &["x".into()], ("en", "English", ""));
        assert!(out.contains(
            "<div class=\"right-buttons\"><a class=\"gb-lang-switch\" href=\"en/a.html\""
        ));
        assert!(out.contains("data-ids=\"x\""));
        assert!(out.contains("<link rel=\"alternate\" hreflang=\"en\" href=\"en/a.html\">"));
    }

    #[test]
    fn fixed_anchors_map_back() {
        assert_eq!(zh_anchor("proof"), "证明");
        assert_eq!(zh_anchor("term-mex"), "term-mex");
    }
}
