//! Search aliases: the names contestants type (博弈论, 阶梯博弈, 巴什博弈, 取石子,
//! 杨辉三角, Anti-Nim, …) find the chapter that teaches the thing even where the
//! chapter calls it otherwise. The aliases live in one place, the glossary: each
//! term's first cell links to the section that defines it and holds the term and
//! its other names (`台阶 Nim（阶梯博弈）`). The index pass reads the built
//! `glossary.html` and adds each first cell's text to the title terms of the
//! section it links to, so the alias ranks that section as a title would.

use std::collections::BTreeMap;
use std::path::Path;

/// (section as in the index's `doc_urls`, the text to add to its title terms).
pub fn from_glossary(book: &Path) -> BTreeMap<String, String> {
    let mut out: BTreeMap<String, String> = BTreeMap::new();
    let Ok(html) = std::fs::read_to_string(book.join("glossary.html")) else {
        return out;
    };
    for row in html.split("<tr>").skip(1) {
        let Some(cell) = row
            .split("<td>")
            .nth(1)
            .and_then(|c| c.split("</td>").next())
        else {
            continue;
        };
        if !cell.contains("id=\"term-") || cell.contains("katex") {
            continue;
        }
        let Some(href) = cell
            .split("<a href=\"")
            .nth(1)
            .and_then(|h| h.split('"').next())
        else {
            continue;
        };
        let section = percent_decode(href);
        let text = strip_tags(cell);
        if !text.trim().is_empty() && !section.starts_with("http") {
            let e = out.entry(section).or_default();
            e.push(' ');
            e.push_str(text.trim());
        }
    }
    out
}

fn strip_tags(s: &str) -> String {
    let mut out = String::new();
    let mut inside = false;
    for c in s.chars() {
        match c {
            '<' => inside = true,
            '>' => inside = false,
            _ if !inside => out.push(c),
            _ => {}
        }
    }
    out.replace("&amp;", "&")
}

fn percent_decode(s: &str) -> String {
    let b = s.as_bytes();
    let mut out = Vec::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        if b[i] == b'%' && i + 2 < b.len() {
            if let Ok(v) = u8::from_str_radix(&s[i + 1..i + 3], 16) {
                out.push(v);
                i += 3;
                continue;
            }
        }
        out.push(b[i]);
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_glossary_row_gives_its_section_its_names() {
        let dir = std::env::temp_dir().join(format!("alias-test-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(
            dir.join("glossary.html"),
            "<table><tr><th>术语</th></tr><tr><td><span id=\"term-staircase\"></span><a href=\"games/staircase.html#%E9%A2%98%E6%84%8F\">台阶 Nim（阶梯博弈）</a></td><td>x</td></tr></table>",
        )
        .unwrap();
        let a = from_glossary(&dir);
        assert_eq!(
            a.get("games/staircase.html#题意").map(|s| s.trim()),
            Some("台阶 Nim（阶梯博弈）")
        );
        let _ = std::fs::remove_dir_all(&dir);
    }
}
