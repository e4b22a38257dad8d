//! Chinese quotes: in Chinese prose the book writes “…” and ‘…’, never an ASCII
//! `"` (mdBook's smart punctuation turns `"` beside Chinese text into two opening
//! quotes, “…“). Code (fenced and inline), math (`$…$`, `$$…$$`), HTML tags,
//! `{{#…}}` directives and link targets are not prose and are skipped.
//!
//! `GAMEBOOK_SRC` points the check at another copy of `src/` (the fault
//! injection of `cargo xtask faults` uses it on a scratch copy with a fault).

use std::path::{Path, PathBuf};

fn src_dir() -> PathBuf {
    match std::env::var_os("GAMEBOOK_SRC") {
        Some(p) => PathBuf::from(p),
        None => PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("src"),
    }
}

fn markdown_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for e in entries.flatten() {
        let p = e.path();
        if p.is_dir() {
            markdown_files(&p, out);
        } else if p.extension().is_some_and(|x| x == "md") {
            out.push(p);
        }
    }
}

/// Chinese text: Han characters and full-width punctuation.
fn is_chinese(c: char) -> bool {
    matches!(c, '\u{4e00}'..='\u{9fff}' | '\u{3000}'..='\u{303f}' | '\u{ff00}'..='\u{ffef}')
}

/// The line with code spans, inline math, HTML tags, directives and link
/// targets removed: what a reader reads as prose.
fn prose(line: &str) -> String {
    let mut out = String::new();
    let chars: Vec<char> = line.chars().collect();
    let mut i = 0;
    // (opening, closing) pairs whose contents are not prose.
    let skip = |c: &[char], i: usize| -> Option<&'static str> {
        match c[i] {
            '`' => Some("`"),
            '$' => Some("$"),
            '<' => Some(">"),
            '{' if c.get(i + 1) == Some(&'{') => Some("}}"),
            ']' if c.get(i + 1) == Some(&'(') => Some(")"),
            _ => None,
        }
    };
    while i < chars.len() {
        if let Some(close) = skip(&chars, i) {
            let start = i + 1;
            let close: Vec<char> = close.chars().collect();
            let found = (start..chars.len()).find(|&j| chars[j..].starts_with(&close));
            if let Some(j) = found {
                i = j + close.len();
                continue;
            }
        }
        out.push(chars[i]);
        i += 1;
    }
    out
}

/// Every line of `text` whose prose holds an ASCII `"` beside Chinese text:
/// (line number, the line).
pub fn ascii_quotes(text: &str) -> Vec<(usize, String)> {
    let mut found = Vec::new();
    let (mut fence, mut display) = (false, false);
    for (n, line) in text.lines().enumerate() {
        let t = line.trim();
        if t.starts_with("```") {
            fence = !fence;
            continue;
        }
        if fence {
            continue;
        }
        if t.starts_with("$$") {
            if t == "$$" || !(t.len() > 2 && t.ends_with("$$")) {
                display = !display;
            }
            continue;
        }
        if display {
            continue;
        }
        let p = prose(line);
        if p.contains('"') && p.chars().any(is_chinese) {
            found.push((n + 1, line.to_string()));
        }
    }
    found
}

#[test]
fn chinese_prose_has_no_ascii_double_quote() {
    let src = src_dir();
    let mut files = Vec::new();
    markdown_files(&src, &mut files);
    files.sort();
    assert!(files.len() > 10, "no chapters under {}", src.display());
    let mut errs = Vec::new();
    for f in &files {
        let text = std::fs::read_to_string(f).unwrap();
        for (n, line) in ascii_quotes(&text) {
            let short: String = line.chars().take(90).collect();
            errs.push(format!(
                "{}:{n}: ASCII \" in Chinese prose (write “…”): {short}",
                f.display()
            ));
        }
    }
    assert!(errs.is_empty(), "{}\n{} lines", errs.join("\n"), errs.len());
}

#[test]
fn the_check_sees_prose_only() {
    assert_eq!(ascii_quotes("他说\"必败\"。").len(), 1);
    assert!(ascii_quotes("他说“必败”。").is_empty());
    assert!(ascii_quotes("代码 `let s = \"必败\";` 里可以。").is_empty());
    assert!(ascii_quotes("公式 $\\text{\"}$ 里可以。").is_empty());
    assert!(ascii_quotes("<div class=\"gb-board\">棋盘</div>").is_empty());
    assert!(ascii_quotes("```\n\"必败\"\n```").is_empty());
    assert!(ascii_quotes("He said \"no\".").is_empty());
}
