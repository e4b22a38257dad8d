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
//!
//! Inline code does not break at its hyphens either: Chromium may end a line
//! after any `-`, so `--lang en` became `-` and `-lang en`, and a listing's
//! name `acwing-891-nim` three lines' pieces. Every word of inline code outside
//! `<pre>` and tables that holds a hyphen (words end at spaces and at `/`, so a
//! path still breaks after its slashes) is wrapped in `<span class="gb-nobr">`
//! (`white-space: nowrap`, theme/reader.css). The longest such word in the book
//! (`library-checker-bitwise-and-convolution`, 39 characters) is 312 px wide at
//! 390 px, inside a phone's 350 px column; the phone test checks that no inline
//! code can break at a hyphen and none passes its column.

use std::path::Path;

/// Punctuation that must not begin a line.
const TRAILING: &[char] = &[
    '，', '。', '；', '：', '、', '！', '？', '）', '》', '」', '』', '”', '’', ',', '.', ';', ':',
    ')', '!', '?',
];

const OPEN: &str = r#"<span class="katex">"#;
const HTML: &str = r#"<span class="katex-html""#;
const HEAD: &str = r#"<span class="gb-head">"#;

/// Rewrite every `.html` file under `dir`; returns how many formula–punctuation
/// pairs and hyphenated words of inline code were wrapped.
pub fn postprocess(dir: &Path) -> Result<usize, String> {
    let mut total = 0;
    for p in crate::checks::html_files(dir) {
        let html = std::fs::read_to_string(&p).map_err(|e| format!("{}: {e}", p.display()))?;
        let (out, n) = wrap(&html);
        let (out, m) = glue_hyphens(&out);
        if n + m > 0 {
            std::fs::write(&p, out).map_err(|e| format!("{}: {e}", p.display()))?;
            total += n + m;
        }
    }
    Ok(total)
}

const NOBR: &str = r#"<span class="gb-nobr">"#;

/// Wrap each word holding a hyphen of every inline `<code>` (outside `<pre>`
/// and `<table>`) in `<span class="gb-nobr">`; returns the text and the count.
/// A code element holding markup of its own (wrapped before) is left alone.
pub fn glue_hyphens(html: &str) -> (String, usize) {
    let mut out = String::with_capacity(html.len() + html.len() / 50);
    let mut n = 0;
    let mut at = 0;
    loop {
        let next = ["<pre", "<table", "<code"]
            .iter()
            .filter_map(|tag| Some((find_tag(html, at, tag)?, *tag)))
            .min();
        let Some((start, tag)) = next else { break };
        let close = format!("</{}>", &tag[1..]);
        let Some(end) = html[start..].find(&close).map(|e| start + e) else {
            break;
        };
        out.push_str(&html[at..start]);
        let open_end = start + html[start..end].find('>').map_or(0, |e| e + 1);
        let inner = &html[open_end..end];
        if tag == "<code" && open_end > start && !inner.contains('<') {
            out.push_str(&html[start..open_end]);
            for word in words(inner) {
                if word.len() > 1 && word.contains('-') {
                    out.push_str(NOBR);
                    out.push_str(word);
                    out.push_str("</span>");
                    n += 1;
                } else {
                    out.push_str(word);
                }
            }
            out.push_str(&close);
        } else {
            out.push_str(&html[start..end + close.len()]);
        }
        at = end + close.len();
    }
    out.push_str(&html[at..]);
    (out, n)
}

/// Where the first element `tag` (`<pre`: `<pre>` or `<pre class=…>`, not
/// `<prefix…>`) opens in `html` from `at`.
fn find_tag(html: &str, mut at: usize, tag: &str) -> Option<usize> {
    loop {
        let i = at + html[at..].find(tag)?;
        if matches!(html[i + tag.len()..].chars().next(), Some('>' | ' ')) {
            return Some(i);
        }
        at = i + tag.len();
    }
}

/// `text` cut before and after each run of whitespace and each `/`: the
/// words and what parts them, in order.
fn words(text: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut from = 0;
    let mut kind = None;
    for (i, c) in text.char_indices() {
        let k = if c.is_whitespace() {
            1
        } else if c == '/' {
            2 + i
        } else {
            0
        };
        if kind.is_some_and(|p| p != k) {
            out.push(&text[from..i]);
            from = i;
        }
        kind = Some(k);
    }
    if from < text.len() {
        out.push(&text[from..]);
    }
    out
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
    fn inline_code_keeps_its_hyphenated_words_whole() {
        let html = "<p>运行 <code>cargo xtask judge acwing-891-nim --lang en</code>，见 \
                    <a href=\"x\"><code>listings/acwing-891-nim/src/main.rs</code></a> 与 <code>a - b</code>。</p>";
        let (out, n) = glue_hyphens(html);
        assert_eq!(n, 3);
        assert_eq!(
            out,
            "<p>运行 <code>cargo xtask judge <span class=\"gb-nobr\">acwing-891-nim</span> \
             <span class=\"gb-nobr\">--lang</span> en</code>，见 <a href=\"x\"><code>listings/\
             <span class=\"gb-nobr\">acwing-891-nim</span>/src/main.rs</code></a> 与 <code>a - b</code>。</p>"
        );
        // Twice is once.
        assert_eq!(glue_hyphens(&out), (out.clone(), 0));
    }

    #[test]
    fn code_blocks_and_tables_keep_their_hyphens_as_they_are() {
        let html = "<pre><code class=\"language-text\">a-b\n<code>x-y</code></code></pre>\
                    <table><tr><td><code>cses-1730-nim-game-i</code></td></tr></table>\
                    <prefix><pre>--lang <code>x-y</code></pre>";
        assert_eq!(glue_hyphens(html), (html.to_string(), 0));
        assert_eq!(
            words("a  b/c-d//e"),
            ["a", "  ", "b", "/", "c-d", "/", "/", "e"]
        );
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
