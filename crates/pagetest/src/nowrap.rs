//! Inline math and the punctuation after it stay on one line.
//!
//! KaTeX typesets `$x$` as inline-blocks, and Chromium may break the line between
//! the formula and a following `，` or `。`, so a comma begins the next line. After
//! `mdbook build`, every built page (print.html too) gets each inline formula that
//! is directly followed by punctuation wrapped with that punctuation in
//! `<span class="gb-nowrap">` (`white-space: nowrap`, theme/reader.css). The phone
//! test counts punctuation that still begins a line.

use std::path::Path;

/// Punctuation that must not begin a line.
const TRAILING: &[char] = &[
    '，', '。', '；', '：', '、', '！', '？', '）', '》', '」', '』', '”', '’', ',', '.', ';', ':',
    ')', '!', '?',
];

const OPEN: &str = r#"<span class="katex">"#;

/// Rewrite every `.html` file under `dir`; returns how many pairs were wrapped.
pub fn postprocess(dir: &Path) -> Result<usize, String> {
    let mut total = 0;
    for p in crate::checks::html_files(dir) {
        let html = std::fs::read_to_string(&p).map_err(|e| format!("{}: {e}", p.display()))?;
        let (out, n) = wrap(&html);
        if n > 0 {
            std::fs::write(&p, out).map_err(|e| format!("{}: {e}", p.display()))?;
            total += n;
        }
    }
    Ok(total)
}

/// The end (exclusive) of the `<span>` element that opens at `start`.
fn span_end(html: &str, start: usize) -> Option<usize> {
    let mut depth = 0usize;
    let mut i = start;
    let b = html.as_bytes();
    while i < b.len() {
        if b[i..].starts_with(b"<span") {
            depth += 1;
            i += 5;
        } else if b[i..].starts_with(b"</span>") {
            depth -= 1;
            i += 7;
            if depth == 0 {
                return Some(i);
            }
        } else {
            i += 1;
        }
    }
    None
}

/// Wrap each inline formula followed by punctuation; returns the text and the count.
pub fn wrap(html: &str) -> (String, usize) {
    let mut out = String::with_capacity(html.len() + html.len() / 20);
    let mut n = 0;
    let mut at = 0;
    while let Some(off) = html[at..].find(OPEN) {
        let start = at + off;
        let Some(end) = span_end(html, start) else {
            break;
        };
        // A display formula (`<span class="katex-display"><span class="katex">`) is a block.
        let display = html[..start].ends_with(r#"<span class="katex-display">"#);
        let punct: usize = html[end..]
            .chars()
            .take_while(|c| TRAILING.contains(c))
            .map(char::len_utf8)
            .sum();
        out.push_str(&html[at..start]);
        if punct > 0 && !display {
            out.push_str(r#"<span class="gb-nowrap">"#);
            out.push_str(&html[start..end + punct]);
            out.push_str("</span>");
            n += 1;
        } else {
            out.push_str(&html[start..end + punct]);
        }
        at = end + punct;
    }
    out.push_str(&html[at..]);
    (out, n)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_formula_and_its_comma_are_wrapped_together() {
        let html = r#"<p>设 <span class="katex"><span class="a">x</span></span>，则 <span class="katex"><span>y</span></span> 成立。</p>"#;
        let (out, n) = wrap(html);
        assert_eq!(n, 1);
        assert_eq!(
            out,
            r#"<p>设 <span class="gb-nowrap"><span class="katex"><span class="a">x</span></span>，</span>则 <span class="katex"><span>y</span></span> 成立。</p>"#
        );
    }

    #[test]
    fn display_formulas_are_left_alone() {
        let html =
            r#"<span class="katex-display"><span class="katex"><span>x</span></span></span>。"#;
        assert_eq!(wrap(html).1, 0);
    }
}
