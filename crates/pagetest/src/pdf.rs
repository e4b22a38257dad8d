//! The book to take away: one PDF per edition, printed from that edition's
//! print view (`print.html`) by the same headless Chromium the browser tests
//! use, and checked with Debian's `poppler-utils` (`pdfinfo`, `pdffonts`,
//! `pdftohtml -xml`, `pdftotext`).
//!
//! What the PDF holds: a cover page (the book's title and the edition), every
//! chapter in the order of its `SUMMARY.md`, every formula typeset by KaTeX at
//! build time, every figure, code blocks wrapped rather than cut, the
//! verification folds open (a printed page cannot be clicked), page numbers,
//! an outline with an entry for every chapter and section (Chromium builds it
//! from the headings), working internal links, and every font embedded.
//!
//! Printing the whole book is the slow part (tens of seconds per edition), so
//! a PDF is kept in the tool cache outside the work tree
//! (`~/.cache/gamebook-tools/pdf-cache/`, where every clone on the machine
//! finds it) under a hash of what it is printed from (the print view, the
//! stylesheets, the figures, this module's script and the Chromium that
//! prints it) and reused while that is unchanged; the newest [`KEEP`] PDFs
//! are kept.

use crate::harness::{run_script, Book};
use crate::pdf_links::{link_pdfs, relink};
use std::collections::hash_map::DefaultHasher;
use std::hash::Hasher;
use std::path::{Path, PathBuf};
use std::process::Command;
use testkit::cmd::say;

/// One edition of the book as the PDF step sees it.
#[derive(Clone, Copy, Debug)]
pub struct Edition {
    /// The edition's folder inside the built book: "" (Chinese) or "en/".
    pub prefix: &'static str,
    /// The PDF's file name inside `book/pdf/`.
    pub file: &'static str,
    /// The edition's table of contents, from the book root.
    pub summary: &'static str,
    /// The line under the title on the cover.
    pub label: &'static str,
    /// Its text needs a CJK font.
    pub cjk: bool,
}

pub const CHINESE: Edition = Edition {
    prefix: "",
    file: "zh.pdf",
    summary: "src/SUMMARY.md",
    label: "简体中文版",
    cjk: true,
};

pub const ENGLISH: Edition = Edition {
    prefix: "en/",
    file: "en.pdf",
    summary: "en/src/SUMMARY.md",
    label: "English edition",
    cjk: false,
};

/// The editions a built book has (the English one once it is built).
pub fn editions(book_dir: &Path) -> Vec<Edition> {
    let mut v = vec![CHINESE];
    if book_dir.join("en/print.html").is_file() {
        v.push(ENGLISH);
    }
    v
}

const SCRIPT: &str = r#"
const { chromium } = require(process.env.PLAYWRIGHT_CORE);
const jobs = JSON.parse(process.env.JOBS);
(async () => {
  const browser = await gamebookBrowser(chromium);
  const report = [];
  // The editions in tabs of their own, at the same time (one core each).
  await Promise.all(jobs.map(async job => {
    const t0 = Date.now();
    const page = await browser.newPage({ viewport: { width: 794, height: 1123 } });
    // Printing a whole edition takes tens of seconds, more on a loaded machine.
    page.setDefaultTimeout(600000);
    // print.html calls window.print() on load; here the PDF is made instead.
    await page.addInitScript(() => { window.print = () => {}; });
    await page.emulateMedia({ media: 'print' });
    await page.goto(job.url, { waitUntil: 'load' });
    await page.evaluate(() => document.fonts.ready);
    const r = await page.evaluate(label => {
      const main = document.querySelector('#mdbook-content main') || document.querySelector('main');
      // A printed page cannot be clicked: every fold is open, but an
      // exercise's hint and answer, which the print style leaves out.
      for (const d of document.querySelectorAll('details:not(.gb-hint):not(.gb-answer)')) d.open = true;
      // The cover: the book's title and the edition, on a page of its own.
      const cover = document.createElement('div');
      cover.className = 'gb-pdf-cover';
      cover.style.cssText = 'break-after: page; height: 240mm; display: flex; flex-direction: column; justify-content: center; text-align: center;';
      const title = document.createElement('div');
      title.style.cssText = 'font-size: 30pt; font-weight: bold; line-height: 1.4;';
      title.textContent = document.title;
      const sub = document.createElement('div');
      sub.style.cssText = 'font-size: 16pt; margin-top: 12mm;';
      sub.textContent = label;
      cover.append(title, sub);
      main.prepend(cover);
      // Code that would run past the right edge of the page.
      const cut = [...main.querySelectorAll('pre')].filter(p => p.scrollWidth > p.clientWidth + 1).length;
      return { cut, h1: [...main.querySelectorAll('h1')].map(h => h.textContent.trim()) };
    }, job.label);
    const loaded = Date.now() - t0;
    await page.pdf({
      path: job.out, format: 'A4', printBackground: true, outline: true, tagged: true,
      margin: { top: '16mm', bottom: '18mm', left: '15mm', right: '15mm' },
      displayHeaderFooter: true, headerTemplate: '<span></span>',
      footerTemplate: '<div style="width: 100%; font-size: 8pt; text-align: center; color: #555;"><span class="pageNumber"></span> / <span class="totalPages"></span></div>',
    });
    r.file = job.out; r.loadMs = loaded; r.printMs = Date.now() - t0 - loaded;
    report.push(r);
    process.stderr.write(`[xtask]    printed ${job.out} (${(r.printMs / 1000).toFixed(0)} s)\n`);
    await page.close();
  }));
  await browser.close();
  console.log(JSON.stringify(report));
})().catch(e => { console.error(e); process.exit(1); });
"#;

/// `cargo xtask pdf`: build the book into `book/`, print both editions into
/// `book/pdf/`, check them, and link them from the front pages.
pub fn make(tools: &crate::Tools, root: &Path) -> Result<(), String> {
    let dest = root.join("book");
    let index = crate::book::build_and_check(tools, root, &dest)?;
    let book = Book::serve(tools, &dest, index)?;
    let made = write_and_check(root, &book, &dest.join("pdf"))?;
    link_pdfs(&dest)?;
    for (path, c) in made {
        say(&format!("{}: {} pages", path.display(), c.pages));
    }
    say("the front pages (book/index.html, book/en/index.html) now link them");
    Ok(())
}

/// The test stage: both editions printed (or reused) and checked, the front
/// pages' links to them checked, and the fault: the Chinese PDF checked
/// against its chapters and one chapter more, which it must name as missing.
pub fn stage(root: &Path, book: &Book) -> Result<(), String> {
    let out = book.dir.join("pdf");
    write_and_check(root, book, &out)?;
    link_pdfs(&book.dir)?;
    crate::book::link_check(&book.tools, &book.dir)?;
    let extra = "一章只在目录里的新章".to_string();
    let missing = missing_chapters(
        root,
        &out.join(CHINESE.file),
        &CHINESE,
        std::slice::from_ref(&extra),
    )?;
    if missing == [extra.clone()] {
        say("   fault caught: a PDF without a chapter of the book (checked against one chapter more)");
        Ok(())
    } else {
        Err(format!(
            "fault: checked against one chapter more (“{extra}”), the PDF's missing chapters are {missing:?}"
        ))
    }
}

/// What the checks found in one PDF.
#[derive(Debug)]
pub struct Checked {
    pub pages: usize,
    pub bytes: u64,
    pub outline: usize,
    pub fonts: usize,
}

impl Checked {
    /// One line that [`Checked::parse`] reads back.
    fn line(&self) -> String {
        format!(
            "{} {} {} {}\n",
            self.pages, self.bytes, self.outline, self.fonts
        )
    }

    fn parse(line: &str) -> Option<Checked> {
        let mut w = line.split_whitespace().map(str::parse::<u64>);
        let mut next = || w.next()?.ok();
        Some(Checked {
            pages: next()? as usize,
            bytes: next()?,
            outline: next()? as usize,
            fonts: next()? as usize,
        })
    }
}

/// Print each edition of `book` to `out/<edition>.pdf` (reusing a cached
/// PDF of an unchanged print view), check each, and return what the checks
/// found. Prints where each file went, its pages and size.
pub fn write_and_check(
    root: &Path,
    book: &Book,
    out: &Path,
) -> Result<Vec<(PathBuf, Checked)>, String> {
    std::fs::create_dir_all(out).map_err(|e| format!("{}: {e}", out.display()))?;
    let cache = book.tools.cache.join("pdf-cache");
    std::fs::create_dir_all(&cache).map_err(|e| format!("{}: {e}", cache.display()))?;
    let editions = editions(&book.dir);
    let mut jobs = Vec::new();
    let mut cached = Vec::new();
    // What the checks of each edition's PDF found, kept under a key of the
    // PDF (its print key), the edition's SUMMARY (the outline is checked
    // against it) and the checks (this executable): the same PDF is not
    // read through again (pdffonts and pdftotext over 800 pages: seconds).
    let memo_dir = root.join("target").join("pdf-checked");
    let mut memos = Vec::new();
    for e in &editions {
        let key = print_key(&book.dir, &book.tools.chromium, e)?;
        memos.push({
            use std::hash::{Hash, Hasher};
            let mut h = DefaultHasher::new();
            (key, testkit::cmd::exe_stamp()).hash(&mut h);
            std::fs::read(root.join(e.summary))
                .unwrap_or_default()
                .hash(&mut h);
            memo_dir.join(format!("{:016x}-{}.txt", h.finish(), e.file))
        });
        let kept = cache.join(format!("{key:016x}-{}", e.file));
        let dest = out.join(e.file);
        if kept.is_file() {
            std::fs::copy(&kept, &dest).map_err(|err| format!("{}: {err}", dest.display()))?;
            // Marked as just used, so pruning (`prune_lru`) keeps it.
            let _ = std::fs::File::options()
                .write(true)
                .open(&kept)
                .and_then(|f| f.set_modified(std::time::SystemTime::now()));
            cached.push(e.file);
        } else {
            jobs.push(serde_json::json!({
                "url": format!("{}{}print.html", book.http, e.prefix),
                "out": dest.to_string_lossy(),
                "label": e.label,
                "kept": kept.to_string_lossy(),
            }));
        }
    }
    if !cached.is_empty() {
        say(&format!(
            "   {} reused from {} (print view unchanged)",
            cached.join(", "),
            cache.display()
        ));
    }
    if !jobs.is_empty() {
        say(&format!(
            "   printing {} edition(s) to PDF in headless Chromium (tens of seconds each)",
            jobs.len()
        ));
        let env = serde_json::to_string(&jobs).map_err(|e| e.to_string())?;
        let line = run_script(book, root, "pdf", SCRIPT, &[("JOBS", env)])?;
        let report: serde_json::Value =
            serde_json::from_str(&line).map_err(|e| format!("pdf script report ({e}): {line}"))?;
        let mut errs = Vec::new();
        for r in report.as_array().into_iter().flatten() {
            let file = r["file"].as_str().unwrap_or("?");
            if r["cut"].as_u64().unwrap_or(0) > 0 {
                errs.push(format!(
                    "{file}: {} code blocks run past the page's right edge",
                    r["cut"]
                ));
            }
        }
        if !errs.is_empty() {
            return Err(errs.join("\n"));
        }
        for j in &jobs {
            let (from, to) = (j["out"].as_str().unwrap(), j["kept"].as_str().unwrap());
            std::fs::copy(from, to).map_err(|e| format!("{to}: {e}"))?;
        }
        testkit::cmd::prune_lru(&cache, KEEP);
    }
    let mut done = Vec::new();
    let mut errs = Vec::new();
    // The editions' checks side by side (each runs its poppler tools at once).
    let checked: Vec<_> = std::thread::scope(|s| {
        let handles: Vec<_> = editions
            .iter()
            .zip(&memos)
            .map(|(e, memo)| {
                let path = out.join(e.file);
                s.spawn(move || {
                    if let Some(c) = std::fs::read_to_string(memo)
                        .ok()
                        .and_then(|t| Checked::parse(&t))
                    {
                        return (Ok(c), path);
                    }
                    let r = check(root, &path, e);
                    if let Ok(c) = &r {
                        let _ = std::fs::create_dir_all(memo.parent().expect("a parent"));
                        let _ = std::fs::write(memo, c.line());
                    }
                    (r, path)
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().expect("a PDF check's thread"))
            .collect()
    });
    for (result, path) in checked {
        match result {
            Ok(c) => {
                say(&format!(
                    "   wrote {}: {} pages, {:.1} MB, {} outline entries, {} fonts (all embedded)",
                    path.display(),
                    c.pages,
                    c.bytes as f64 / 1e6,
                    c.outline,
                    c.fonts
                ));
                done.push((path, c));
            }
            Err(err) => errs.push(format!("{}: {err}", path.display())),
        }
    }
    if errs.is_empty() {
        Ok(done)
    } else {
        Err(errs.join("\n"))
    }
}

/// A hash of what the PDF of `e` is printed from: its print view, every
/// stylesheet and figure of the built book, and the script above.
fn print_key(book_dir: &Path, chromium: &Path, e: &Edition) -> Result<u64, String> {
    let mut h = DefaultHasher::new();
    h.write(SCRIPT.as_bytes());
    h.write(e.label.as_bytes());
    // The Chromium that prints (another build prints other bytes): its path,
    // size and time of last change.
    h.write(chromium.to_string_lossy().as_bytes());
    if let Ok(m) = std::fs::metadata(chromium) {
        h.write_u64(m.len());
        if let Ok(t) = m
            .modified()
            .map(|t| t.duration_since(std::time::UNIX_EPOCH))
        {
            h.write_u128(t.unwrap_or_default().as_nanos());
        }
    }
    let print = book_dir.join(e.prefix).join("print.html");
    let html =
        std::fs::read_to_string(&print).map_err(|err| format!("{}: {err}", print.display()))?;
    // The same print view whether or not the PDFs existed when it was built.
    h.write(relink(&html, |_| false).as_bytes());
    // Every stylesheet, script, figure and font (files_under is sorted); the
    // PDFs themselves are not what they are printed from.
    let pdfs = book_dir.join("pdf");
    for f in crate::checks::files_under(book_dir) {
        if f.starts_with(&pdfs) {
            continue;
        }
        let ext = f.extension().and_then(|x| x.to_str()).unwrap_or("");
        if matches!(ext, "css" | "svg" | "png" | "woff2" | "js") {
            // By its path inside the book: every clone's book keys the same.
            h.write(
                f.strip_prefix(book_dir)
                    .unwrap_or(&f)
                    .to_string_lossy()
                    .as_bytes(),
            );
            h.write(&std::fs::read(&f).unwrap_or_default());
        }
    }
    Ok(h.finish())
}

/// How many PDFs the cache keeps (two editions of the last few print views,
/// so switching between branches reuses them; 10–20 MB each).
const KEEP: usize = 8;

/// The chapter titles of an edition: the first heading of every chapter its
/// `SUMMARY.md` lists, in order.
pub fn chapter_titles(root: &Path, summary: &str) -> Result<Vec<String>, String> {
    let path = root.join(summary);
    let text = std::fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
    let dir = path.parent().expect("SUMMARY.md has a folder");
    let mut titles = Vec::new();
    for line in text.lines() {
        let Some(target) = line
            .split("](")
            .nth(1)
            .and_then(|rest| rest.split(')').next())
        else {
            continue;
        };
        if !target.ends_with(".md") {
            continue;
        }
        let chapter = dir.join(target);
        let body =
            std::fs::read_to_string(&chapter).map_err(|e| format!("{}: {e}", chapter.display()))?;
        if let Some(h1) = body.lines().find_map(|l| l.strip_prefix("# ")) {
            titles.push(plain(h1));
        }
    }
    Ok(titles)
}

/// A heading as the reader sees it: no Markdown emphasis or code marks, one
/// space between words.
fn plain(s: &str) -> String {
    squash(&s.replace(['*', '`'], ""))
}

/// A title compared without spaces and with mdBook's curly apostrophe and
/// quotes (its smart punctuation) as the ASCII ones of the Markdown source.
fn bare(s: &str) -> String {
    s.split_whitespace()
        .collect::<String>()
        .replace(['\u{2018}', '\u{2019}'], "'")
        .replace(['\u{201c}', '\u{201d}'], "\"")
}

fn squash(s: &str) -> String {
    s.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Run a poppler tool on `pdf` (after `args`; `to_stdout` adds the `-` that
/// sends pdftotext's text to stdout) and return what it printed.
fn poppler(tool: &str, args: &[&str], pdf: &Path, to_stdout: bool) -> Result<String, String> {
    let mut c = Command::new(tool);
    c.args(args).arg(pdf);
    if to_stdout {
        c.arg("-");
    }
    let o = c
        .output()
        .map_err(|e| {
            format!("cannot run {tool} ({e}): the PDF checks need Debian's poppler-utils (apt-get install poppler-utils)")
        })?;
    if !o.status.success() {
        return Err(format!(
            "{tool} {} failed: {}",
            args.join(" "),
            String::from_utf8_lossy(&o.stderr)
        ));
    }
    Ok(String::from_utf8_lossy(&o.stdout).into_owned())
}

/// The PDF's outline (bookmarks), every entry without spaces (see [`bare`]).
/// `pdftohtml -xml` writes it whole before the pages it is asked for, so one
/// page is enough.
fn outline(pdf: &Path) -> Result<Vec<String>, String> {
    let xml = poppler(
        "pdftohtml",
        &["-xml", "-i", "-q", "-stdout", "-f", "1", "-l", "1"],
        pdf,
        false,
    )?;
    Ok(xml
        .split("<item")
        .skip(1)
        .filter_map(|s| s.split_once('>'))
        .map(|(_, rest)| unescape(rest.split("</item>").next().unwrap_or("")))
        .map(|t| bare(&t))
        .collect())
}

/// The chapters of the edition's `SUMMARY.md` (and `extra` titles, which the
/// fault adds) that have no entry in the PDF's outline. Compared without
/// spaces: Chromium drops the space between words that the book's no-wrap
/// spans hold apart ("Library Checker" in a heading).
pub fn missing_chapters(
    root: &Path,
    pdf: &Path,
    e: &Edition,
    extra: &[String],
) -> Result<Vec<String>, String> {
    let outline = outline(pdf)?;
    let mut want = chapter_titles(root, e.summary)?;
    want.extend(extra.iter().cloned());
    Ok(want
        .into_iter()
        .filter(|t| !outline.contains(&bare(t)))
        .collect())
}

/// The checks of one edition's PDF: A4 pages with page numbers, the cover,
/// every font embedded (and the Chinese text extractable), an outline entry
/// for every chapter title of the edition's `SUMMARY.md` and for its
/// sections, internal links, and no TeX source left in the text.
pub fn check(root: &Path, pdf: &Path, e: &Edition) -> Result<Checked, String> {
    let mut errs = Vec::new();
    let bytes = std::fs::metadata(pdf)
        .map_err(|err| format!("no PDF ({err})"))?
        .len();
    // The slow tools (each reads every page) at the same time.
    let (fonts, text) = std::thread::scope(|s| {
        let fonts = s.spawn(|| poppler("pdffonts", &[], pdf, false));
        let text = s.spawn(|| poppler("pdftotext", &["-enc", "UTF-8"], pdf, true));
        (
            fonts.join().expect("pdffonts' thread"),
            text.join().expect("pdftotext's thread"),
        )
    });
    let (fonts, text) = (fonts?, text?);
    let info = poppler("pdfinfo", &[], pdf, false)?;
    let field = |name: &str| {
        info.lines()
            .find_map(|l| l.strip_prefix(name))
            .map(|v| v.trim().to_string())
            .unwrap_or_default()
    };
    let pages: usize = field("Pages:").parse().unwrap_or(0);
    if pages < 2 {
        errs.push(format!("{pages} pages"));
    }
    if !field("Page size:").contains("(A4)") {
        errs.push(format!("page size {:?}, not A4", field("Page size:")));
    }
    // Fonts: `pdffonts` lists name, type, encoding, emb, sub, uni per font.
    let rows: Vec<&str> = fonts.lines().skip(2).collect();
    let not_embedded: Vec<&str> = rows
        .iter()
        .filter(|l| {
            let cols: Vec<&str> = l.split_whitespace().collect();
            cols.len() >= 5 && cols[cols.len() - 5] != "yes"
        })
        .copied()
        .collect();
    if rows.is_empty() {
        errs.push("no fonts".to_string());
    }
    if !not_embedded.is_empty() {
        errs.push(format!("fonts not embedded: {not_embedded:?}"));
    }
    let outline = outline(pdf)?;
    let chapters = chapter_titles(root, e.summary)?.len();
    let missing = missing_chapters(root, pdf, e, &[])?;
    if !missing.is_empty() {
        errs.push(format!(
            "{} chapter(s) missing from the outline (and so from the PDF): {}",
            missing.len(),
            missing
                .iter()
                .map(|t| format!("“{t}”"))
                .collect::<Vec<_>>()
                .join(", ")
        ));
    }
    if outline.len() <= chapters {
        errs.push(format!(
            "the outline has {} entries for {chapters} chapters: no sections",
            outline.len()
        ));
    }
    // Internal links: link annotations with a destination inside the file.
    let raw = std::fs::read(pdf).map_err(|err| err.to_string())?;
    if !raw.windows(5).any(|w| w == b"/Dest") {
        errs.push("no internal link".to_string());
    }
    // The text: the cover first, page numbers last, no TeX source anywhere.
    let page_texts: Vec<&str> = text.split('\u{c}').collect();
    let cover = squash(page_texts.first().copied().unwrap_or(""));
    if !cover.contains(&squash(e.label)) {
        errs.push(format!(
            "the first page is not the cover ({:?})",
            cover.chars().take(80).collect::<String>()
        ));
    }
    let last = page_texts
        .iter()
        .rev()
        .find(|t| !t.trim().is_empty())
        .copied()
        .unwrap_or("");
    if !squash(last).contains(&format!("{pages} / {pages}")) {
        errs.push(format!(
            "the last page has no page number “{pages} / {pages}”"
        ));
    }
    // The Chinese text comes out as text: Chromium embeds the CJK font's
    // glyphs (as Type 3 fonts, which `pdffonts` lists without a name), with
    // their Unicode values.
    if e.cjk {
        let han = text
            .chars()
            .filter(|c| ('\u{4e00}'..='\u{9fff}').contains(c))
            .count();
        if han < 10 * pages {
            errs.push(format!(
                "only {han} Chinese characters in the text of {pages} pages"
            ));
        }
    }
    let tex = tex_left(&text);
    if !tex.is_empty() {
        errs.push(format!("TeX source left in the text: {tex:?}"));
    }
    if errs.is_empty() {
        Ok(Checked {
            pages,
            bytes,
            outline: outline.len(),
            fonts: rows.len(),
        })
    } else {
        Err(errs.join("; "))
    }
}

fn unescape(s: &str) -> String {
    s.replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&#39;", "'")
        .replace("&apos;", "'")
        .replace("&amp;", "&")
}

/// Up to five places where the text still holds TeX: a `$…$` pair or a
/// command KaTeX would have typeset.
fn tex_left(text: &str) -> Vec<String> {
    const COMMANDS: &[&str] = &[
        "\\frac",
        "\\binom",
        "\\sum",
        "\\lfloor",
        "\\operatorname",
        "\\mathcal",
        "\\oplus",
        "\\otimes",
        "\\left",
        "\\begin{",
        "\\mid",
        "\\cdot",
        "\\times",
        "\\le ",
        "\\ge ",
    ];
    let mut found = Vec::new();
    for line in text.lines() {
        let dollar = line.find('$').is_some_and(|i| {
            line[i + 1..]
                .find('$')
                .is_some_and(|j| j > 0 && !line[i + 1..i + 1 + j].starts_with(' '))
        });
        if dollar || COMMANDS.iter().any(|c| line.contains(c)) {
            found.push(line.chars().take(80).collect());
            if found.len() == 5 {
                break;
            }
        }
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_checked_line_reads_back() {
        let c = Checked {
            pages: 783,
            bytes: 24_300_000,
            outline: 843,
            fonts: 487,
        };
        let back = Checked::parse(&c.line()).expect("its own line");
        assert_eq!(
            (back.pages, back.bytes, back.outline, back.fonts),
            (783, 24_300_000, 843, 487)
        );
        assert!(Checked::parse("783 24300000 843").is_none());
        assert!(Checked::parse("").is_none());
    }

    #[test]
    fn tex_left_finds_dollars_and_commands_not_prices_in_prose() {
        assert_eq!(tex_left("a $x^2$ b").len(), 1);
        assert_eq!(tex_left("\\frac{1}{2}").len(), 1);
        assert!(tex_left("costs $ 5 and $ 6").is_empty());
        assert!(tex_left("let s = \"{}\\n\";").is_empty());
    }
}
