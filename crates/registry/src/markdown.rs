//! Just enough Markdown for the checks: headings and the ids mdBook gives them,
//! sections, links, and explicit `id="…"` anchors. Code fences are skipped.

use std::collections::{BTreeSet, HashSet};
use std::path::{Component, Path, PathBuf};

/// An ATX heading (`## 证明`) outside code fences.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Heading {
    /// 1 for `#`, 2 for `##`, …
    pub level: usize,
    /// The heading's text without an `{#id}` attribute.
    pub text: String,
    /// The HTML id mdBook 0.5.4 gives it (made unique within the page).
    pub id: String,
    /// Byte offset of the heading line in the chapter.
    pub at: usize,
}

/// The lines of `md` outside fenced code blocks, each with its byte offset.
pub fn prose_lines(md: &str) -> Vec<(usize, &str)> {
    let mut out = Vec::new();
    let mut fence: Option<(char, usize)> = None;
    let mut offset = 0;
    for line in md.split_inclusive('\n') {
        let at = offset;
        offset += line.len();
        let text = line.trim_end_matches(['\n', '\r']);
        let t = text.trim_start();
        let marker = t.chars().next().filter(|c| *c == '`' || *c == '~');
        match (fence, marker) {
            (None, Some(c)) => {
                let n = t.chars().take_while(|&x| x == c).count();
                if n >= 3 {
                    fence = Some((c, n));
                    continue;
                }
            }
            (Some((c, n)), Some(m)) if m == c => {
                let run = t.chars().take_while(|&x| x == c).count();
                if run >= n && t[run * c.len_utf8()..].trim().is_empty() {
                    fence = None;
                }
                continue;
            }
            (Some(_), _) => continue,
            _ => {}
        }
        out.push((at, text));
    }
    out
}

/// mdBook 0.5.4's `id_from_content`: lower-case; letters, digits, `_` and `-`
/// kept; whitespace becomes `-`; everything else dropped.
pub fn id_from_content(content: &str) -> String {
    content
        .trim()
        .to_lowercase()
        .chars()
        .filter_map(|ch| {
            if ch.is_alphanumeric() || ch == '_' || ch == '-' {
                Some(ch)
            } else if ch.is_whitespace() {
                Some('-')
            } else {
                None
            }
        })
        .collect()
}

/// The text a reader sees in inline Markdown: `[text](url)` becomes `text`,
/// code ticks and emphasis marks go.
pub fn plain_text(inline: &str) -> String {
    let mut out = String::new();
    let mut rest = inline;
    while let Some(open) = rest.find('[') {
        out.push_str(&rest[..open]);
        let after = &rest[open + 1..];
        match after.find("](") {
            Some(close) if !after[..close].contains('[') => {
                out.push_str(&after[..close]);
                let target = &after[close + 2..];
                let end = target.find(')').map_or(target.len(), |e| e + 1);
                rest = &target[end..];
            }
            _ => {
                out.push('[');
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out.replace(['`', '*'], "")
}

/// Every heading of `md` with its mdBook id. An explicit `{#id}` at the end of
/// the heading wins; otherwise the id comes from the text, with `-1`, `-2`, …
/// appended to repeats, as mdBook does.
pub fn headings(md: &str) -> Vec<Heading> {
    let mut used = HashSet::new();
    let mut out = Vec::new();
    for (at, line) in prose_lines(md) {
        let level = line.chars().take_while(|&c| c == '#').count();
        if level == 0 || level > 6 {
            continue;
        }
        let rest = &line[level..];
        if !(rest.is_empty() || rest.starts_with(' ')) {
            continue;
        }
        let mut text = rest.trim().trim_end_matches('#').trim().to_string();
        let mut explicit = None;
        if text.ends_with('}') {
            if let Some(open) = text.rfind("{#") {
                let id = text[open + 2..text.len() - 1].trim().to_string();
                if !id.is_empty() && !id.contains(char::is_whitespace) {
                    explicit = Some(id);
                    text = text[..open].trim_end().to_string();
                }
            }
        }
        let base = explicit.unwrap_or_else(|| id_from_content(&plain_text(&text)));
        let id = unique_id(&base, &mut used);
        out.push(Heading {
            level,
            text,
            id,
            at,
        });
    }
    out
}

fn unique_id(id: &str, used: &mut HashSet<String>) -> String {
    if used.insert(id.to_string()) {
        return id.to_string();
    }
    (1u32..)
        .map(|n| format!("{id}-{n}"))
        .find(|c| used.insert(c.clone()))
        .expect("some suffix is free")
}

/// The first level-1 heading's text: the chapter's title.
pub fn title(md: &str) -> Option<String> {
    headings(md)
        .into_iter()
        .find(|h| h.level == 1)
        .map(|h| plain_text(&h.text))
}

/// Every anchor a link may target in this page: heading ids and the values of
/// `id="…"` attributes in inline HTML outside code.
pub fn anchors(md: &str) -> BTreeSet<String> {
    let mut set: BTreeSet<String> = headings(md).into_iter().map(|h| h.id).collect();
    for (_, line) in prose_lines(md) {
        set.extend(html_ids(line));
    }
    set
}

/// The values of `id="…"` attributes on a line.
pub fn html_ids(line: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut rest = line;
    while let Some(p) = rest.find(" id=\"") {
        let v = &rest[p + 5..];
        let Some(end) = v.find('"') else { break };
        out.push(v[..end].to_string());
        rest = &v[end..];
    }
    out
}

/// The section headed by the heading with id `id`: from its heading line up to
/// the next heading of the same or a higher level (or the end).
pub fn section<'a>(md: &'a str, id: &str) -> Option<&'a str> {
    let hs = headings(md);
    let i = hs.iter().position(|h| h.id == id)?;
    let end = hs[i + 1..]
        .iter()
        .find(|h| h.level <= hs[i].level)
        .map_or(md.len(), |h| h.at);
    Some(&md[hs[i].at..end])
}

/// A Markdown link `[text](target)` outside code.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Link {
    pub text: String,
    pub target: String,
}

/// Every inline link of `md` outside code fences and inline code.
pub fn links(md: &str) -> Vec<Link> {
    let mut out = Vec::new();
    for (_, line) in prose_lines(md) {
        let line = strip_inline_code(line);
        let mut rest = line.as_str();
        while let Some(p) = rest.find("](") {
            let before = &rest[..p];
            let target_and_more = &rest[p + 2..];
            let Some(end) = target_and_more.find(')') else {
                break;
            };
            let target = target_and_more[..end].trim();
            let text = match before.rfind('[') {
                Some(open) => before[open + 1..].to_string(),
                None => String::new(),
            };
            if !target.is_empty() && !target.contains(' ') {
                out.push(Link {
                    text,
                    target: target.to_string(),
                });
            }
            rest = &target_and_more[end..];
        }
    }
    out
}

fn strip_inline_code(line: &str) -> String {
    let mut out = String::new();
    for (i, part) in line.split('`').enumerate() {
        if i % 2 == 0 {
            out.push_str(part);
        }
    }
    out
}

/// Where a link from the chapter `from` (relative to `src/`) leads: the target
/// page relative to `src/` and its anchor. `None` for links off the book
/// (`http:`, `https:`, `mailto:`).
pub fn resolve(from: &Path, target: &str) -> Option<(PathBuf, Option<String>)> {
    if target.contains("://") || target.starts_with("mailto:") {
        return None;
    }
    let (path, anchor) = match target.split_once('#') {
        Some((p, a)) => (p, Some(a.to_string())),
        None => (target, None),
    };
    if path.is_empty() {
        return Some((from.to_path_buf(), anchor));
    }
    let mut out = PathBuf::new();
    let base = from.parent().unwrap_or(Path::new(""));
    for c in base.join(path).components() {
        match c {
            Component::ParentDir => {
                out.pop();
            }
            Component::CurDir => {}
            other => out.push(other),
        }
    }
    Some((out, anchor))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_follow_mdbook() {
        assert_eq!(id_from_content("SG 定理"), "sg-定理");
        assert_eq!(id_from_content("展开式有 2^n − 1 项"), "展开式有-2n--1-项");
        assert_eq!(id_from_content("mex 运算"), "mex-运算");
    }

    #[test]
    fn repeated_headings_get_suffixes_and_code_is_skipped() {
        let md = "# T\n## 练习\n```text\n## not a heading\n```\n## 练习\n### A {#ref-a}\n";
        let ids: Vec<String> = headings(md).into_iter().map(|h| h.id).collect();
        assert_eq!(ids, ["t", "练习", "练习-1", "ref-a"]);
    }

    #[test]
    fn sections_end_at_the_next_heading_of_the_same_level() {
        let md = "# T\n## A\na\n### A1\nb\n## B\nc\n";
        assert_eq!(section(md, "a"), Some("## A\na\n### A1\nb\n"));
        assert_eq!(section(md, "b"), Some("## B\nc\n"));
        assert_eq!(section(md, "zzz"), None);
    }

    #[test]
    fn links_and_html_ids_are_found_outside_code() {
        let md =
            "见 [证明](nim.md#证明) 与 `[x](y.md)`。<a id=\"term-x\"></a>\n```\n[z](w.md)\n```\n";
        let l = links(md);
        assert_eq!(l.len(), 1);
        assert_eq!(l[0].target, "nim.md#证明");
        assert!(anchors(md).contains("term-x"));
    }

    #[test]
    fn links_resolve_relative_to_the_chapter() {
        let r = resolve(Path::new("games/nim.md"), "../references.md#bouton-1901");
        assert_eq!(
            r,
            Some((PathBuf::from("references.md"), Some("bouton-1901".into())))
        );
        assert_eq!(
            resolve(Path::new("games/nim.md"), "#证明"),
            Some((PathBuf::from("games/nim.md"), Some("证明".into())))
        );
        assert_eq!(resolve(Path::new("a.md"), "https://cses.fi/"), None);
    }

    #[test]
    fn plain_text_drops_link_targets_and_marks() {
        assert_eq!(plain_text("[Nim](nim.md) 与 `x` **粗**"), "Nim 与 x 粗");
    }
}
