//! The front pages' links to the PDFs of `cargo xtask pdf` (see `pdf`): a
//! link while the file is in `book/pdf/`, the link's text alone otherwise, so
//! a book built without its PDFs has no broken link.

use std::path::Path;

/// The front pages' links to the PDFs: `<a href="…pdf/<file>">` where the
/// file exists in `book_dir/pdf/`, otherwise the link's text alone (the page
/// says beside it which command makes the file), so a book without its PDFs
/// has no broken link.
pub fn link_pdfs(book_dir: &Path) -> Result<(), String> {
    for f in crate::checks::html_files(book_dir) {
        let Ok(html) = std::fs::read_to_string(&f) else {
            continue;
        };
        if !html.contains("gb-pdf") {
            continue;
        }
        let new = relink(&html, |file| book_dir.join("pdf").join(file).is_file());
        if new != html {
            std::fs::write(&f, new).map_err(|e| format!("{}: {e}", f.display()))?;
        }
    }
    Ok(())
}

/// Rewrite every `<a class="gb-pdf" href="…pdf/F">T</a>` (or its unlinked form
/// `<span class="gb-pdf" data-href="…">T</span>`) to a link when `exists(F)`,
/// else to the unlinked form.
pub(crate) fn relink(html: &str, exists: impl Fn(&str) -> bool) -> String {
    let mut out = String::with_capacity(html.len());
    let mut rest = html;
    loop {
        let a = rest.find("<a class=\"gb-pdf\" href=\"");
        let s = rest.find("<span class=\"gb-pdf\" data-href=\"");
        let (at, tag, attr) = match (a, s) {
            (Some(a), Some(s)) if s < a => (s, "span", "data-href"),
            (Some(a), _) => (a, "a", "href"),
            (None, Some(s)) => (s, "span", "data-href"),
            (None, None) => break,
        };
        out.push_str(&rest[..at]);
        let open = format!("<{tag} class=\"gb-pdf\" {attr}=\"");
        let after = &rest[at + open.len()..];
        let Some(q) = after.find('"') else { break };
        let href = &after[..q];
        let Some(gt) = after[q..].find('>') else {
            break;
        };
        let close = format!("</{tag}>");
        let body_start = q + gt + 1;
        let Some(end) = after[body_start..].find(&close) else {
            break;
        };
        let text = &after[body_start..body_start + end];
        let file = href.rsplit('/').next().unwrap_or(href);
        if exists(file) {
            out.push_str(&format!("<a class=\"gb-pdf\" href=\"{href}\">{text}</a>"));
        } else {
            out.push_str(&format!(
                "<span class=\"gb-pdf\" data-href=\"{href}\">{text}</span>"
            ));
        }
        rest = &after[body_start + end + close.len()..];
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_link_to_a_missing_pdf_becomes_text_and_back() {
        let page =
            r#"<p>PDF: <a class="gb-pdf" href="pdf/zh.pdf">zh.pdf</a>, <a href="x.html">x</a></p>"#;
        let off = relink(page, |_| false);
        assert_eq!(
            off,
            r#"<p>PDF: <span class="gb-pdf" data-href="pdf/zh.pdf">zh.pdf</span>, <a href="x.html">x</a></p>"#
        );
        assert_eq!(relink(&off, |f| f == "zh.pdf"), page);
    }
}
