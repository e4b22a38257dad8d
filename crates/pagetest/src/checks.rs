//! Checks of a built book: each returns `Err` with every problem it found.
//! The fault-injection step (`crates/faults`) proves each of them can fail.

use std::path::{Path, PathBuf};

/// All files under `dir` (recursively), sorted.
pub fn files_under(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        let Ok(entries) = std::fs::read_dir(&d) else {
            continue;
        };
        for e in entries.flatten() {
            let p = e.path();
            if p.is_dir() {
                stack.push(p);
            } else {
                out.push(p);
            }
        }
    }
    out.sort();
    out
}

/// The files under a book's `src` and every file its chapters' `{{#…}}`
/// directives name (e.g. listings, crates/*/examples-output): what a build or
/// `mdbook test` of that book reads.
pub fn book_inputs(src: &Path) -> Vec<PathBuf> {
    let mut out = files_under(src);
    for md in files_under(src) {
        out.extend(included(&md));
    }
    out
}

/// The files `md` pulls in with mdBook's `{{#…}}` links (`include`,
/// `rustdoc_include`, …; an anchor or line range after `:` dropped), relative
/// to its folder.
fn included(md: &Path) -> Vec<PathBuf> {
    let text = std::fs::read_to_string(md).unwrap_or_default();
    let mut out = Vec::new();
    for d in text.split("{{#").skip(1) {
        let Some(path) = d
            .split("}}")
            .next()
            .and_then(|d| d.split_whitespace().nth(1))
        else {
            continue;
        };
        let path = path.split(':').next().unwrap_or(path);
        out.push(md.parent().expect("a folder").join(path));
    }
    out
}

/// Every file a chapter pulls in, and what those pull in (mdBook expands
/// links in included text too), each once.
pub fn included_by(md: &Path) -> Vec<PathBuf> {
    let mut out: Vec<PathBuf> = Vec::new();
    let mut todo = included(md);
    while let Some(f) = todo.pop() {
        if out.contains(&f) {
            continue;
        }
        if f.extension().is_some_and(|e| e == "md") {
            todo.extend(included(&f));
        }
        out.push(f);
    }
    out
}

/// mdBook's and mdbook-katex's log must hold no error, no failed rendering
/// (mdbook-katex only *warns* on a LaTeX error and keeps the source), and no
/// warning at all: a clean log. One warning is known and harmless: the pinned
/// mdbook-katex 0.10.0 was built against mdBook 0.5.3 and says so when mdBook
/// 0.5.4 calls it (the preprocessor protocol did not change between them).
pub fn build_log(log: &str) -> Result<(), String> {
    const KNOWN: &str = "This mdbook-katex was built against mdbook v0.5.3, but we are being called from mdbook v0.5.4";
    let bad: Vec<&str> = log
        .lines()
        .filter(|l| !l.contains(KNOWN))
        .filter(|l| {
            l.contains("ERROR")
                || l.contains("WARN")
                || l.contains("Rendering failed")
                || l.contains("panicked")
        })
        .collect();
    if bad.is_empty() {
        Ok(())
    } else {
        Err(format!("the build log is not clean:\n{}", bad.join("\n")))
    }
}

/// No `{{#…}}` directive may survive into the HTML (an include that failed).
pub fn no_leftover_directives(book: &Path) -> Result<(), String> {
    let mut errs = Vec::new();
    for f in html_files(book) {
        let text = std::fs::read_to_string(&f).unwrap_or_default();
        for (i, line) in text.lines().enumerate() {
            if line.contains("{{#include")
                || line.contains("{{#rustdoc_include")
                || line.contains("{{#playground")
            {
                errs.push(format!(
                    "{}:{}: unexpanded directive: {}",
                    f.display(),
                    i + 1,
                    line.trim()
                ));
            }
        }
    }
    join(errs)
}

/// Every formula rendered: no KaTeX error markup and no raw `$…$` left in prose.
/// KaTeX output is recognised by its `class="katex"` spans.
pub fn math_rendered(book: &Path) -> Result<(), String> {
    let mut errs = Vec::new();
    let mut rendered = 0usize;
    for f in html_files(book) {
        let text = std::fs::read_to_string(&f).unwrap_or_default();
        rendered += text.matches("class=\"katex\"").count();
        if text.contains("katex-error") {
            errs.push(format!("{}: KaTeX error markup", f.display()));
        }
        // Dollars outside <code>/<pre> mean a formula was left as source.
        let prose = strip_code(&text);
        if let Some(pos) = prose.find('$') {
            let ctx: String = prose[pos.saturating_sub(60)..].chars().take(120).collect();
            errs.push(format!(
                "{}: unrendered `$` near: {}",
                f.display(),
                ctx.replace('\n', " ")
            ));
        }
    }
    if rendered == 0 {
        errs.push("no KaTeX output at all: is the katex preprocessor running?".into());
    }
    join(errs)
}

/// Remove `<pre>…</pre>`, `<code>…</code>`, `<script>…</script>`, `<style>…</style>`
/// and KaTeX's own MathML annotations, leaving the prose.
fn strip_code(html: &str) -> String {
    let mut s = html.to_string();
    for (open, close) in [
        ("<pre", "</pre>"),
        ("<code", "</code>"),
        ("<script", "</script>"),
        ("<style", "</style>"),
        ("<annotation", "</annotation>"),
        ("<title", "</title>"),
        ("<meta", ">"),
    ] {
        let mut out = String::with_capacity(s.len());
        let mut rest = s.as_str();
        while let Some(a) = rest.find(open) {
            out.push_str(&rest[..a]);
            match rest[a..].find(close) {
                Some(b) => rest = &rest[a + b + close.len()..],
                None => {
                    rest = "";
                }
            }
        }
        out.push_str(rest);
        s = out;
    }
    s
}

/// The book makes no request to another host: no `src`/`href`/`url()`/`@import`
/// pointing at `http(s)://` or `//host` in HTML, CSS or JS that a page loads.
/// Plain links in prose (`<a href>`) are navigation, not requests, and allowed.
pub fn no_remote_assets(book: &Path) -> Result<(), String> {
    let mut errs = Vec::new();
    for f in files_under(book) {
        let ext = f.extension().and_then(|e| e.to_str()).unwrap_or("");
        if !matches!(ext, "html" | "css" | "js" | "svg" | "hbs") {
            continue;
        }
        let text = std::fs::read_to_string(&f).unwrap_or_default();
        for (i, line) in text.lines().enumerate() {
            if let Some(why) = remote_reference(line, ext) {
                errs.push(format!("{}:{}: {why}", f.display(), i + 1));
            }
        }
    }
    join(errs)
}

/// Why `line` makes a request to another host, if it does.
pub fn remote_reference(line: &str, ext: &str) -> Option<String> {
    let lower = line.to_ascii_lowercase();
    let remote = |rest: &str| {
        let r = rest.trim_start_matches(['"', '\'', ' ']);
        r.starts_with("http://") || r.starts_with("https://") || r.starts_with("//")
    };
    // Attributes that make the browser fetch something.
    for attr in ["src=", "srcset=", "poster=", "data=", "@import", "url("] {
        let mut from = 0;
        while let Some(p) = lower[from..].find(attr) {
            let at = from + p;
            if remote(&lower[at + attr.len()..]) {
                return Some(format!("remote `{attr}`: {}", line.trim()));
            }
            from = at + attr.len();
        }
    }
    // href fetches for <link> (stylesheets, fonts, icons); for <a> it is a link.
    if ext == "html" || ext == "hbs" {
        let mut from = 0;
        while let Some(p) = lower[from..].find("<link") {
            let at = from + p;
            let tag_end = lower[at..].find('>').map_or(lower.len(), |e| at + e);
            let tag = &lower[at..tag_end];
            if let Some(h) = tag.find("href=") {
                if remote(&tag[h + 5..]) {
                    return Some(format!("remote <link>: {}", line.trim()));
                }
            }
            from = tag_end.max(at + 1);
        }
    }
    // Scripts that fetch at run time.
    if ext == "js" && (lower.contains("fetch(\"http") || lower.contains("fetch('http")) {
        return Some(format!("remote fetch: {}", line.trim()));
    }
    None
}

/// The KaTeX stylesheet is linked from every page and every font it names is in the book.
pub fn katex_assets_present(book: &Path) -> Result<(), String> {
    let mut errs = Vec::new();
    let css = book.join("katex").join("katex.min.css");
    let Ok(text) = std::fs::read_to_string(&css) else {
        return Err(format!(
            "{} is missing: KaTeX output would be unstyled",
            css.display()
        ));
    };
    let mut fonts = 0;
    let mut rest = text.as_str();
    while let Some(p) = rest.find("url(") {
        rest = &rest[p + 4..];
        let end = rest.find(')').unwrap_or(rest.len());
        let url = rest[..end].trim_matches(['"', '\'']);
        fonts += 1;
        if !css.parent().expect("katex dir").join(url).is_file() {
            errs.push(format!("katex.min.css names {url}, which the book lacks"));
        }
    }
    if fonts == 0 {
        errs.push("katex.min.css names no fonts: wrong file?".into());
    }
    for f in html_files(book) {
        let t = std::fs::read_to_string(&f).unwrap_or_default();
        if t.contains("class=\"katex\"") && !t.contains("katex/katex.min.css") {
            errs.push(format!(
                "{}: has math but does not link katex/katex.min.css",
                f.display()
            ));
        }
    }
    join(errs)
}

/// HTML files of the built book (mdBook's print page and 404 included).
pub fn html_files(book: &Path) -> Vec<PathBuf> {
    files_under(book)
        .into_iter()
        .filter(|p| p.extension().is_some_and(|e| e == "html"))
        .collect()
}

fn join(errs: Vec<String>) -> Result<(), String> {
    if errs.is_empty() {
        Ok(())
    } else {
        Err(errs.join("\n"))
    }
}

/// Every chapter page of the served book (not mdBook's print, 404 or toc pages).
pub fn chapter_pages(served: &Path) -> Vec<String> {
    html_files(served)
        .iter()
        .filter_map(|p| p.strip_prefix(served).ok())
        .map(|p| p.to_string_lossy().replace('\\', "/"))
        .filter(|p| {
            // The same four pages of each edition: the Chinese at the root, the English under en/.
            !matches!(
                p.strip_prefix("en/").unwrap_or(p),
                "print.html" | "404.html" | "toc.html" | "index.html"
            )
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn remote_references_are_recognised() {
        assert!(
            remote_reference(r#"<script src="https://cdn.x/k.js"></script>"#, "html").is_some()
        );
        assert!(remote_reference(
            r#"<link rel="stylesheet" href="https://cdn.x/k.css">"#,
            "html"
        )
        .is_some());
        assert!(remote_reference(r#"@font-face{src:url(https://x/f.woff2)}"#, "css").is_some());
        assert!(remote_reference(r#"<img src="//cdn.x/a.png">"#, "html").is_some());
        assert!(remote_reference(
            r#"<a href="https://www.acwing.com/problem/">AcWing</a>"#,
            "html"
        )
        .is_none());
        assert!(remote_reference(r#"<svg xmlns="http://www.w3.org/2000/svg">"#, "html").is_none());
        assert!(remote_reference(
            r#"<link rel="stylesheet" href="katex/katex.min.css">"#,
            "html"
        )
        .is_none());
    }

    #[test]
    fn log_with_rendering_failure_is_not_clean() {
        assert!(build_log(" INFO Book building has started").is_ok());
        assert!(
            build_log(" WARN mdbook_katex: Rendering failed, keeping the original content")
                .is_err()
        );
        assert!(build_log("ERROR Unable to open file").is_err());
    }

    #[test]
    fn code_is_stripped_before_looking_for_dollars() {
        assert!(!strip_code("<p>a</p><pre><code>let s = \"$\";</code></pre>").contains('$'));
        assert!(strip_code("<p>cost $5</p>").contains('$'));
    }
}
