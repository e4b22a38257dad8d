//! Inline math and the punctuation after it stay on one line.
//!
//! KaTeX typesets `$x$` as a row of inline-block boxes (`.base`), and Chromium
//! may break the line between the formula and a following `，` or `。`, so a comma
//! begins the next line. After `mdbook build`, every built page (print.html too)
//! gets each inline formula that is directly followed by punctuation wrapped with
//! that punctuation in `<span class="gb-nowrap">` (`white-space: nowrap`,
//! theme/reader.css), and every box of the formula but the last wrapped in
//! `<span class="gb-head">` (`white-space: normal`). So the punctuation is glued
//! to the formula's last box only: a long formula still breaks at its relations
//! and operators before that box and fits a phone.
//!
//! Measured in Chromium at 390 px: gluing the whole formula made pages pan
//! sideways; letting the formula wrap (`white-space: normal` on it) and a word
//! joiner U+2060 before the punctuation both let the punctuation begin a line,
//! and so does a nowrap span around the last box alone: Chromium takes the
//! break after an inline-block from the elements that close after it (here
//! `.katex-html` and `.katex`), so those must stay nowrap and the breaks are
//! opened inside `.gb-head` instead. The phone test counts punctuation that
//! still begins a line and elements wider than the viewport.

use std::path::Path;

/// Punctuation that must not begin a line.
const TRAILING: &[char] = &[
    '，', '。', '；', '：', '、', '！', '？', '）', '》', '」', '』', '”', '’', ',', '.', ';', ':',
    ')', '!', '?',
];

const OPEN: &str = r#"<span class="katex">"#;
const HTML: &str = r#"<span class="katex-html""#;
const HEAD: &str = r#"<span class="gb-head">"#;

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

/// The formula `katex` (one `<span class="katex">` element) with every box of
/// its `.katex-html` but the last wrapped in `<span class="gb-head">`; `None`
/// when it has fewer than two boxes or its boxes are not all `<span>` elements.
fn with_head(katex: &str) -> Option<String> {
    let h = katex.find(HTML)?;
    let h_end = span_end(katex, h)?;
    let mut i = h + katex[h..].find('>')? + 1;
    let first = i;
    let close = h_end - "</span>".len();
    let mut last = None;
    let mut boxes = 0;
    while i < close {
        let rest = &katex[i..close];
        i += rest.len() - rest.trim_start().len();
        if i == close {
            break;
        }
        if !katex[i..].starts_with("<span") {
            return None;
        }
        last = Some(i);
        boxes += 1;
        i = span_end(katex, i)?;
    }
    if boxes < 2 {
        return None;
    }
    let last = last?;
    Some(format!(
        "{}{HEAD}{}</span>{}",
        &katex[..first],
        &katex[first..last],
        &katex[last..]
    ))
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
        // Already wrapped (a page passed through twice): left as it is, so
        // that a second pass does not nest every pair twice.
        let wrapped = html[..start].ends_with(r#"<span class="gb-nowrap">"#);
        let punct: usize = html[end..]
            .chars()
            .take_while(|c| TRAILING.contains(c))
            .map(char::len_utf8)
            .sum();
        out.push_str(&html[at..start]);
        if punct > 0 && !display && !wrapped {
            out.push_str(r#"<span class="gb-nowrap">"#);
            match with_head(&html[start..end]) {
                Some(k) => out.push_str(&k),
                None => out.push_str(&html[start..end]),
            }
            out.push_str(&html[end..end + punct]);
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

    fn katex(boxes: &[&str]) -> String {
        format!(
            r#"<span class="katex"><span class="katex-html" aria-hidden="true">{}</span></span>"#,
            boxes_html(boxes)
        )
    }

    fn boxes_html(boxes: &[&str]) -> String {
        boxes
            .iter()
            .map(|x| format!(r#"<span class="base"><span class="strut"></span>{x}</span>"#))
            .collect()
    }

    #[test]
    fn a_page_wrapped_twice_is_wrapped_once() {
        let html = format!(
            "{}，{} 与 {}。",
            katex(&["a=", "b"]),
            katex(&["x"]),
            katex(&["y"])
        );
        let (once, n) = wrap(&html);
        assert_eq!(n, 2);
        assert_eq!(wrap(&once), (once.clone(), 0));
    }

    #[test]
    fn a_formula_and_its_comma_are_wrapped_together() {
        let x = katex(&["x"]);
        let y = katex(&["y"]);
        let html = format!("<p>设 {x}，则 {y} 成立。</p>");
        let (out, n) = wrap(&html);
        assert_eq!(n, 1);
        // One box: nothing to break, no head.
        assert_eq!(
            out,
            format!(r#"<p>设 <span class="gb-nowrap">{x}，</span>则 {y} 成立。</p>"#)
        );
    }

    #[test]
    fn a_long_formula_keeps_its_breaks_before_the_last_box() {
        let k = katex(&["a=", "b+", "c"]);
        let (out, n) = wrap(&format!("{k}。"));
        assert_eq!(n, 1);
        // `a=` and `b+` may part at a line end (inside .gb-head); `c` and `。` may not.
        assert_eq!(
            out,
            format!(
                r#"<span class="gb-nowrap"><span class="katex"><span class="katex-html" aria-hidden="true"><span class="gb-head">{}</span>{}</span></span>。</span>"#,
                boxes_html(&["a=", "b+"]),
                boxes_html(&["c"])
            )
        );
    }

    #[test]
    fn a_formula_of_unexpected_shape_is_glued_whole() {
        let html = r#"<span class="katex"><span class="katex-html">x<span class="base">y</span></span></span>，"#;
        let (out, n) = wrap(html);
        assert_eq!(n, 1);
        assert_eq!(out, format!(r#"<span class="gb-nowrap">{html}</span>"#));
    }

    #[test]
    fn formulas_without_punctuation_and_display_formulas_are_left_alone() {
        let k = katex(&["a=", "b"]);
        let html = format!("{k} 成立");
        assert_eq!(wrap(&html), (html.clone(), 0));
        let display = format!(r#"<span class="katex-display">{k}</span>。"#);
        assert_eq!(wrap(&display), (display.clone(), 0));
    }
}
