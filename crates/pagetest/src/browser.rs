//! The browser tests, on the book as [`Book`] builds and serves it (see
//! `harness.rs`): the page test opens every chapter in headless Chromium
//! (Debian's package) driven by playwright-core (npm, pinned; it downloads no
//! browser), and checks that the math is rendered with KaTeX's own fonts and that
//! no request leaves localhost; the search test is in `search_test.rs`.

use crate::harness::{run_script, Book};
use std::path::Path;
use testkit::cmd::say;

const SCRIPT: &str = r#"
const { chromium } = require(process.env.PLAYWRIGHT_CORE);
(async () => {
  const port = process.env.PORT;
  const pages = process.env.PAGES.split(',');
  const browser = await gamebookBrowser(chromium);
  const report = { foreign: [], pages: [] };
  // A few tabs at once: most of a page's time is waiting for the network to
  // go quiet, not work.
  const tabs = Number(process.env.TABS || 3);
  let next = 0, done = 0;
  await Promise.all([...Array(tabs)].map(async () => {
  const page = await browser.newPage();
  page.on('request', r => {
    const u = r.url();
    if (!u.startsWith(`http://127.0.0.1:${port}/`) && !u.startsWith('data:') && !u.startsWith('ws://127.0.0.1:'))
      report.foreign.push(u);
  });
  while (next < pages.length) {
    const p = pages[next++];
    await page.goto(`http://127.0.0.1:${port}/${p}`, { waitUntil: 'networkidle' });
    await page.evaluate(() => document.fonts.ready);
    const r = await page.evaluate(() => {
      const k = document.querySelectorAll('.katex');
      const first = document.querySelector('.katex');
      const css = first ? getComputedStyle(first) : null;
      const faces = [...document.fonts].filter(f => f.family.replace(/"/g, '') === 'KaTeX_Main');
      return {
        katex: k.length,
        styled: !!css && css.fontFamily.includes('KaTeX_Main'),
        katexMainLoaded: faces.some(f => f.status === 'loaded'),
        errors: document.querySelectorAll('.katex-error').length,
        // Display formulas wider than the text column are cut off for the reader.
        overflow: [...document.querySelectorAll('.katex-display')]
          .filter(e => e.scrollWidth > e.clientWidth + 1).length,
      };
    });
    r.page = p;
    await page.screenshot({ path: `${process.env.SHOTS}/${p.replace(/\//g, '_')}.png`, fullPage: false });
    report.pages.push(r);
    done++;
    if (done % 10 === 0 || done === pages.length)
      process.stderr.write(`[xtask]    pages ${done}/${pages.length} (last: ${p})\n`);
  }
  await page.close();
  }));
  await browser.close();
  console.log(JSON.stringify(report));
})().catch(e => { console.error(e); process.exit(1); });
"#;

/// Every chapter of the served book in Chromium.
pub fn page_test(root: &Path, book: &Book) -> Result<(), String> {
    let pages = chapter_pages(&book.dir);
    if pages.is_empty() {
        return Err(format!("no chapter pages under {}", book.dir.display()));
    }
    let port = book
        .http
        .trim_end_matches('/')
        .rsplit(':')
        .next()
        .unwrap_or("");
    let report = run_script(
        book,
        root,
        "check",
        SCRIPT,
        &[("PORT", port.to_string()), ("PAGES", pages.join(","))],
    )?;
    judge(&report)
}

/// Every chapter page of the served book (not mdBook's print, 404 or toc pages).
pub fn chapter_pages(served: &Path) -> Vec<String> {
    crate::checks::html_files(served)
        .iter()
        .filter_map(|p| p.strip_prefix(served).ok())
        .map(|p| p.to_string_lossy().replace('\\', "/"))
        .filter(|p| {
            !matches!(
                p.as_str(),
                "print.html" | "404.html" | "toc.html" | "index.html"
            )
        })
        .collect()
}

/// Read the script's JSON line without a JSON library: the fields are few and flat.
fn judge(report: &str) -> Result<(), String> {
    let line = report.lines().last().unwrap_or("");
    let mut errs = Vec::new();
    let mut checked = 0;
    if !line.contains("\"foreign\":[]") {
        errs.push(format!("requests left localhost: {line}"));
    }
    for p in line.split("{\"katex\":").skip(1) {
        let page = p
            .split("\"page\":\"")
            .nth(1)
            .and_then(|s| s.split('"').next())
            .unwrap_or("?");
        let count: usize = p
            .split(',')
            .next()
            .and_then(|n| n.parse().ok())
            .unwrap_or(0);
        if count == 0 {
            continue; // a page without math needs no KaTeX fonts
        }
        checked += 1;
        for (field, what) in [
            ("\"styled\":true", "the KaTeX stylesheet is not applied"),
            (
                "\"katexMainLoaded\":true",
                "the KaTeX_Main font did not load",
            ),
            ("\"errors\":0", "KaTeX error markup on the page"),
            (
                "\"overflow\":0",
                "a display formula is wider than the text column (break it with aligned)",
            ),
        ] {
            if !p.contains(field) {
                errs.push(format!("{page}: {what}"));
            }
        }
    }
    if checked == 0 {
        errs.push("no page with math was checked".into());
    }
    say(&format!(
        "   {checked} pages with math: KaTeX styles and fonts applied, nothing cut off; screenshots in target/browser/"
    ));
    if errs.is_empty() {
        Ok(())
    } else {
        Err(format!("{}\nreport: {line}", errs.join("\n")))
    }
}
