//! The browser tests, on the book as [`Book`] builds and serves it (see
//! `harness.rs`): the page test opens every chapter in headless Chromium
//! (Debian's package) driven by playwright-core (npm, pinned; it downloads no
//! browser), once: in that one load it measures the page as a phone shows it
//! (`phone_test.rs`: loaded at 390×844), then at a desktop's size checks that
//! the math is rendered with KaTeX's own fonts and that no request leaves
//! localhost, on a page with a Rust block presses every copy button
//! (`reader_test::COPY_JS`, judged by `reader_test::judge_copied`), and on a
//! page with a figure measures its labels' contrast in the light and the navy
//! theme; the search test is in `search_test.rs`.

use crate::harness::{run_script, Book};
use std::path::Path;
use testkit::cmd::say;

const SCRIPT: &str = r#"
const fs = require('fs');
const { chromium } = require(process.env.PLAYWRIGHT_CORE);
(async () => {
  const port = process.env.PORT;
  const pages = process.env.PAGES.split(',');
  const browser = await gamebookBrowser(chromium);
  const report = { foreign: [], pages: [] };
  // The phone and figure measurements (phone_test.rs) go to the file PHONE.
  const measured = { phone: [], figures: [] };
  const figurePages = new Set((process.env.FIGURE_PAGES || '').split(',').filter(Boolean));
  // The copy test on the pages with a Rust block, in the same load (its
  // report goes to the file BLOCKS, the page report to stdout).
  const copyOn = new Set((process.env.COPY_PAGES || '').split(',').filter(Boolean));
  const blocks = [];
  // One load per chapter, in a phone's tab: measured as a phone shows it
  // first, then widened to a desktop's size for the rest.
  const ctx = await browser.newContext(PHONE_CONTEXT);
  await lightThemeFirst(ctx);
  // A few tabs at once.
  const tabs = Number(process.env.TABS || 3);
  let next = 0, done = 0;
  await Promise.all([...Array(tabs)].map(async () => {
  const page = await ctx.newPage();
  page.setDefaultTimeout(15000);
  await copyInit(page);
  page.on('request', r => {
    const u = r.url();
    if (!u.startsWith(`http://127.0.0.1:${port}/`) && !u.startsWith('data:') && !u.startsWith('ws://127.0.0.1:'))
      report.foreign.push(u);
  });
  while (next < pages.length) {
    const p = pages[next++];
    // Loaded, and the fonts its text uses loaded too; a request made later
    // while the page is measured is still seen by the listener above.
    await page.setViewportSize(PHONE_CONTEXT.viewport);
    await phoneLoad(page, `http://127.0.0.1:${port}/${p}`);
    measured.phone.push(await phoneMeasure(page, p));
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.evaluate(() => new Promise(r => requestAnimationFrame(() => r(document.fonts.ready))));
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
        // Tables wider than the text column (they scroll sideways).
        wideTables: [...document.querySelectorAll('main .table-wrapper')]
          .filter(e => e.scrollWidth > e.clientWidth + 1).length,
      };
    });
    r.page = p;
    // A screenshot of a page with a problem only (one per page cost 93 ms of 310).
    if (r.errors || r.overflow || (r.katex && !(r.styled && r.katexMainLoaded)))
      await page.screenshot({ path: `${process.env.SHOTS}/${p.replace(/\//g, '_')}.png`, fullPage: false });
    report.pages.push(r);
    if (copyOn.has(p)) await copyBlocks(page, p, blocks);
    if (figurePages.has(p)) measured.figures.push(...await figureMeasure(page, p));
    done++;
    if (done % 10 === 0 || done === pages.length)
      process.stderr.write(`[xtask]    pages ${done}/${pages.length}, ${blocks.length} Rust blocks copied (last: ${p})\n`);
  }
  await page.close();
  }));
  await ctx.close();
  await browser.close();
  inPageOrder(blocks, pages);
  fs.writeFileSync(process.env.BLOCKS, JSON.stringify(blocks));
  fs.writeFileSync(process.env.PHONE, JSON.stringify(measured));
  console.log(JSON.stringify(report));
})().catch(e => { console.error(e); process.exit(1); });
"#;

/// Every chapter of the served book in Chromium, in one load each: the phone
/// and figure measurements (`phone_test::judge`), its math, no request off
/// localhost, and on the pages with a Rust block the copy test
/// (`reader_test::judge_copied`).
pub fn page_test(root: &Path, book: &Book) -> Result<(), String> {
    let pages = crate::checks::chapter_pages(&book.dir);
    if pages.is_empty() {
        return Err(format!("no chapter pages under {}", book.dir.display()));
    }
    page_test_on(root, book, &pages, true)
}

/// [`page_test`] on some of the chapters (`pages`; a warm run's pages that
/// changed, `passed::pages_stage`). `whole`: they are all the book's, so the
/// checks that something was found at all (a page with math, a listing block,
/// a figure) and that each formula allowed to be wide still is apply to the
/// book; on some pages, each applies to the pages given.
pub fn page_test_on(root: &Path, book: &Book, pages: &[String], whole: bool) -> Result<(), String> {
    let port = book
        .http
        .trim_end_matches('/')
        .rsplit(':')
        .next()
        .unwrap_or("");
    let copy: Vec<String> = crate::reader_test::copy_pages(book)
        .into_iter()
        .filter(|p| pages.contains(p))
        .collect();
    // run_script makes target/browser/.
    let blocks_file = root.join("target/browser/copied-blocks.json");
    let phone_file = root.join("target/browser/phone-measured.json");
    let _ = std::fs::remove_file(&blocks_file);
    let _ = std::fs::remove_file(&phone_file);
    let report = run_script(
        book,
        root,
        "check",
        &format!(
            "{}{}{SCRIPT}",
            crate::reader_test::COPY_JS,
            crate::phone_test::MEASURE_JS
        ),
        &[
            ("PORT", port.to_string()),
            ("PAGES", pages.join(",")),
            ("COPY_PAGES", copy.join(",")),
            (
                "FIGURE_PAGES",
                crate::phone_test::figure_pages(book, pages).join(","),
            ),
            ("BLOCKS", blocks_file.to_string_lossy().into_owned()),
            ("PHONE", phone_file.to_string_lossy().into_owned()),
        ],
    )?;
    let measured: serde_json::Value = std::fs::read_to_string(&phone_file)
        .map_err(|e| format!("{}: {e}", phone_file.display()))
        .and_then(|t| {
            serde_json::from_str(&t).map_err(|e| format!("{}: {e}", phone_file.display()))
        })?;
    let (counts, errs) = crate::phone_test::judge(&measured, pages, whole);
    let blocks: serde_json::Value = std::fs::read_to_string(&blocks_file)
        .map_err(|e| format!("{}: {e}", blocks_file.display()))
        .and_then(|t| {
            serde_json::from_str(&t).map_err(|e| format!("{}: {e}", blocks_file.display()))
        })?;
    let copied = crate::reader_test::judge_copied(root, book, &blocks, whole);
    let phone = crate::phone_test::conclude(&counts, errs, (!whole).then_some(pages));
    [
        judge(&report, whole),
        copied,
        phone,
        switch_test(root, book),
    ]
    .into_iter()
    .filter_map(Result::err)
    .reduce(|a, b| format!("{a}\n{b}"))
    .map_or(Ok(()), Err)
}

/// Read the script's JSON line without a JSON library: the fields are few and flat.
fn judge(report: &str, whole: bool) -> Result<(), String> {
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
        // The problem index fits a desktop's column: its last column wraps.
        if page.ends_with("problems.html") && !p.contains("\"wideTables\":0") {
            errs.push(format!(
                "{page}: the problem index is wider than the text column on a desktop (its last column is cut off)"
            ));
        }
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
    if checked == 0 && whole {
        errs.push("no page with math was checked".into());
    }
    say(&format!(
        "   {checked} pages with math: KaTeX styles and fonts applied, nothing cut off (a screenshot of each page with a problem goes to target/browser/)"
    ));
    if errs.is_empty() {
        Ok(())
    } else {
        Err(format!("{}\nreport: {line}", errs.join("\n")))
    }
}

// ───────────────────────── the switch in the browser ─────────────────────────

const SWITCH_SCRIPT: &str = r#"
const { chromium } = require(process.env.PLAYWRIGHT_CORE);
const cases = JSON.parse(process.env.CASES);
const bases = JSON.parse(process.env.BASES);
(async () => {
  const browser = await gamebookBrowser(chromium);
  const page = await browser.newPage();
  page.setDefaultTimeout(15000);
  const out = [];
  for (const [mode, base] of bases) {
    for (const [from, want] of cases) {
      const r = { mode, from, want };
      try {
        await page.goto(base + from, { waitUntil: 'load' });
        r.lang = await page.evaluate(() => document.documentElement.lang);
        const before = page.url();
        await page.click('a.gb-lang-switch');
        await page.waitForURL(u => u.href !== before, { waitUntil: 'load' });
        const u = new URL(page.url()), b = new URL(base);
        r.landed = decodeURIComponent(u.pathname).slice(decodeURIComponent(b.pathname).length) + decodeURIComponent(u.hash);
        r.landedLang = await page.evaluate(() => document.documentElement.lang);
        r.heading = await page.evaluate(() => !location.hash || !!document.getElementById(decodeURIComponent(location.hash.slice(1))));
      } catch (e) { r.error = String(e).split('\n')[0]; }
      out.push(r);
    }
  }
  await browser.close();
  console.log(JSON.stringify(out));
})().catch(e => { console.error(e); process.exit(1); });
"#;

/// The language switch in Chromium, served and from disk: from a section of a
/// page to the same section of its twin, both ways, and from a chapter without
/// a twin to the English front page; `lang` right on both sides.
pub fn switch_test(root: &Path, book: &Book) -> Result<(), String> {
    if !book.dir.join("en/index.html").is_file() {
        return Ok(());
    }
    // (page with its section, where the switch must land).
    let mut cases: Vec<(String, String)> = vec![
        (
            "en/games/nim.html#proof".into(),
            "games/nim.html#证明".into(),
        ),
        (
            "games/impartial.html#把游戏画成图".into(),
            "en/games/impartial.html#drawing-the-game-as-a-graph".into(),
        ),
        ("en/preface.html".into(), "preface.html".into()),
    ];
    if let Some(untranslated) = registry::english::untranslated(root)?
        .into_iter()
        .find(|c| c.ends_with(".md") && c.contains('/'))
    {
        let page = untranslated.trim_end_matches(".md").to_string() + ".html";
        cases.push((page, "en/index.html".into()));
    }
    let cases_json = serde_json::to_string(&cases).map_err(|e| e.to_string())?;
    let bases = serde_json::to_string(&book.bases()).map_err(|e| e.to_string())?;
    let line = run_script(
        book,
        root,
        "switch",
        SWITCH_SCRIPT,
        &[("CASES", cases_json), ("BASES", bases)],
    )?;
    let report: serde_json::Value = serde_json::from_str(&line)
        .map_err(|e| format!("the switch script's report is not JSON ({e}): {line}"))?;
    let mut errs = Vec::new();
    for r in report.as_array().into_iter().flatten() {
        let (mode, from, want) = (&r["mode"], &r["from"], &r["want"]);
        let want_lang = |page: &str| {
            if page.starts_with("en/") {
                "en"
            } else {
                "zh-CN"
            }
        };
        if let Some(e) = r["error"].as_str() {
            errs.push(format!("{mode} {from}: {e}"));
        } else if r["landed"] != *want || r["heading"] != serde_json::Value::Bool(true) {
            errs.push(format!(
                "{mode} {from}: the switch led to {} (wanted {want})",
                r["landed"]
            ));
        } else if r["lang"].as_str() != Some(want_lang(from.as_str().unwrap_or("")))
            || r["landedLang"].as_str() != Some(want_lang(want.as_str().unwrap_or("")))
        {
            errs.push(format!(
                "{mode} {from}: lang {} → {}",
                r["lang"], r["landedLang"]
            ));
        }
    }
    if errs.is_empty() {
        say(&format!(
            "   language switch: {} pages x 2 (served, from disk) led to the same section of the other edition (or its front page)",
            cases.len()
        ));
        Ok(())
    } else {
        Err(errs.join("\n"))
    }
}
