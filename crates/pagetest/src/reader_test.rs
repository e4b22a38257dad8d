//! What a reader takes from the book, checked in Chromium on the harness of
//! `harness.rs`:
//!
//! - copy to judge: on every page, the copy button of every Rust block with
//!   `fn main` is pressed and what it copies (read from the `copy` event mdBook's
//!   ClipboardJS fires) is compiled alone with `rustc --edition 2021 -O`; a listing
//!   block must copy exactly its file and pass its samples, a demonstration block
//!   must run to exit code 0;
//! - the print view (`print.html`, served and from disk, at A4 width with print
//!   media): every formula typeset (no raw `$…$` left in the text), every figure
//!   loaded, no table wider than the page, no request off the machine, and
//!   every exercise's hint and answer fold closed and left out.

use crate::harness::{run_script, Book};
use serde_json::Value;
use std::path::Path;
use std::process::Command;
use testkit::cmd::say;
use testkit::cmd::{par_map, rustc_cached};

/// The copy test's part of a tab, shared by the page test's pass over every
/// chapter (`browser.rs`) and by [`COPY_SCRIPT`]: `copyInit(page)` once per
/// tab, then `copyBlocks(page, p, blocks)` on each loaded page `p`.
pub const COPY_JS: &str = r#"
async function copyInit(page) {
  await page.addInitScript(() => {
    // ClipboardJS copies from a selected, focused textarea by execCommand('copy').
    document.addEventListener('copy', () => {
      const el = document.activeElement;
      window.__copied = el && 'value' in el && el.selectionEnd > el.selectionStart
        ? el.value.slice(el.selectionStart, el.selectionEnd)
        : String(document.getSelection());
    }, true);
  });
}
async function copyBlocks(page, p, blocks) {
    // A reader opens a folded section (验证, Rust judges) before copying
    // from it; every Rust block's facts in one round trip.
    const infos = await page.evaluate(() => {
      document.querySelectorAll('details').forEach(d => { d.open = true; });
      return [...document.querySelectorAll('pre > code.language-rust')].map(code => {
        const pre = code.parentElement;
        const before = pre.previousElementSibling ? pre.previousElementSibling.textContent : '';
        const m = before.match(/listings\/([^/\s]+)\/src\/main\.rs/);
        return { full: code.textContent.includes('fn main'), listing: m ? m[1] : null,
                 button: !!pre.querySelector('.clip-button') };
      });
    });
    for (let i = 0; i < infos.length; i++) {
      const info = infos[i];
      if (!info.full) continue;
      const b = { page: p, index: i, listing: info.listing, text: null };
      blocks.push(b);
      if (!info.button) { b.error = 'no copy button'; continue; }
      // The block's top (where its buttons are) a third of the way down the
      // window, clear of mdBook's sticky menu bar; the pointer over the block,
      // then a real click on the copy button where it is drawn. Where anything
      // else would take that click, Playwright's own click (which waits for
      // the button to be clickable) presses it instead.
      const at = await page.evaluate(i => {
        window.__copied = null;
        const pre = document.querySelectorAll('pre > code.language-rust')[i].parentElement;
        window.scrollBy(0, pre.getBoundingClientRect().top - window.innerHeight / 3);
        const r = pre.getBoundingClientRect();
        return { x: r.left + 10, y: r.top + 10 };
      }, i);
      await page.mouse.move(at.x, at.y);
      const btn = await page.evaluate(i => {
        const pre = document.querySelectorAll('pre > code.language-rust')[i].parentElement;
        const button = pre.querySelector('.clip-button');
        const r = button.getBoundingClientRect();
        const x = r.left + r.width / 2, y = r.top + r.height / 2;
        const hit = document.elementFromPoint(x, y);
        return { x, y, clear: !!hit && button.contains(hit) && getComputedStyle(button).visibility === 'visible' };
      }, i);
      if (btn.clear) {
        await page.mouse.click(btn.x, btn.y);
      } else {
        const pre = page.locator('pre:has(> code.language-rust)').nth(i);
        await pre.hover({ position: { x: 10, y: 10 } });
        await pre.locator('.clip-button').click();
      }
      // What the copy event saw, waited for in the page (one round trip;
      // null after 15 s of nothing, Playwright's wait before).
      b.text = await page.evaluate(() => new Promise(done => {
        const until = performance.now() + 15000;
        const look = () => window.__copied !== null ? done(window.__copied)
          : performance.now() > until ? done(null) : setTimeout(look, 10);
        look();
      }));
    }
}
// In page order, whichever tab finished first.
function inPageOrder(blocks, pages) {
  const order = new Map(pages.map((p, k) => [p, k]));
  blocks.sort((a, b) => order.get(a.page) - order.get(b.page) || a.index - b.index);
}
"#;

/// The copy test alone, on a few pages in one tab (the copy fault's book).
const COPY_SCRIPT: &str = r#"
const fs = require('fs');
const { chromium } = require(process.env.PLAYWRIGHT_CORE);
const input = JSON.parse(fs.readFileSync(process.env.INPUT, 'utf8'));
(async () => {
  const browser = await gamebookBrowser(chromium);
  const blocks = [];
  const page = await browser.newPage();
  page.setDefaultTimeout(15000);
  await copyInit(page);
  for (const p of input.pages) {
    process.stderr.write(`[xtask]    copy: ${p}\n`);
    await page.goto(input.base + p, { waitUntil: 'load' });
    await copyBlocks(page, p, blocks);
  }
  await browser.close();
  console.log(JSON.stringify({ blocks }));
})().catch(e => { console.error(e); process.exit(1); });
"#;

/// The pages with a Rust block (the others have nothing to copy).
pub fn copy_pages(book: &Book) -> Vec<String> {
    crate::checks::chapter_pages(&book.dir)
        .into_iter()
        .filter(|p| {
            std::fs::read_to_string(book.dir.join(p)).is_ok_and(|t| t.contains("language-rust"))
        })
        .collect()
}

/// The copy test alone on some pages: press every copy button of a Rust block
/// with `fn main` and judge what it copies ([`judge_copied`]). The whole book's
/// copy test runs in the page test's pass (`browser.rs`), which loads every
/// chapter anyway.
fn copy_test_on(root: &Path, book: &Book, pages: &[String]) -> Result<(), String> {
    let out = root.join("target").join("browser").join("copy");
    std::fs::create_dir_all(&out).map_err(|e| e.to_string())?;
    let input = serde_json::json!({ "base": book.http, "pages": pages });
    let path = out.join("input.json");
    std::fs::write(&path, input.to_string()).map_err(|e| e.to_string())?;
    let line = run_script(
        book,
        root,
        "copy",
        &format!("{COPY_JS}{COPY_SCRIPT}"),
        &[("INPUT", path.to_string_lossy().into_owned())],
    )?;
    let report: Value =
        serde_json::from_str(&line).map_err(|e| format!("copy script report ({e}): {line}"))?;
    judge_copied(root, book, &report["blocks"], true)
}

/// Judge what the copy buttons copied (`blocks`, as `copyBlocks` reports
/// them): each copied text is compiled alone, on every core at once, each
/// source once per compiler ([`rustc_cached`]); a listing block must copy
/// exactly its file and pass its samples, a demonstration block must run to
/// exit code 0. `whole`: the blocks are the whole book's, so some listing
/// block must be among them.
pub fn judge_copied(root: &Path, book: &Book, blocks: &Value, whole: bool) -> Result<(), String> {
    let out = root.join("target").join("browser").join("copy");
    std::fs::create_dir_all(&out).map_err(|e| e.to_string())?;
    let blocks = blocks.as_array().cloned().unwrap_or_default();
    let mut errs = Vec::new();
    let (mut listings, mut demos) = (0, 0);
    let mut sources = Vec::new();
    for (n, b) in blocks.iter().enumerate() {
        let src = out.join(format!("block{n}.rs"));
        std::fs::write(&src, b["text"].as_str().unwrap_or("")).map_err(|e| e.to_string())?;
        sources.push(src);
    }
    // Compiled binaries by source and rustc, in the tool cache: every clone on
    // the machine compiles a block's text once.
    let cache = book.tools.cache.join("copied-blocks");
    // Each block compiled and judged on its own, on every core: its kind (1 a
    // listing, 2 a demonstration, 0 not run) and what failed.
    let jobs: Vec<(&std::path::PathBuf, &Value)> = sources.iter().zip(&blocks).collect();
    let judged = par_map(&jobs, |&(src, b)| -> (u8, Vec<String>) {
        let what = format!(
            "{} block {}{}",
            b["page"].as_str().unwrap_or("?"),
            b["index"],
            b["listing"]
                .as_str()
                .map(|l| format!(" (listing {l})"))
                .unwrap_or_default()
        );
        if let Some(e) = b["error"].as_str() {
            return (0, vec![format!("{what}: {e}")]);
        }
        let Some(text) = b["text"].as_str() else {
            return (0, vec![format!("{what}: the copy button copied nothing")]);
        };
        let bin = match rustc_cached(src, &cache) {
            Ok(bin) => bin,
            Err(log) => {
                return (0, vec![format!(
                    "{what}: what the copy button copies does not compile alone (rustc --edition 2021 -O {}):\n{log}",
                    src.display()
                )]);
            }
        };
        if let Some(name) = b["listing"].as_str() {
            let dir = root.join("listings").join(name);
            let file = std::fs::read_to_string(dir.join("src/main.rs")).unwrap_or_default();
            let mut errs = Vec::new();
            if text.trim_end() != file.trim_end() {
                errs.push(format!(
                    "{what}: the copy button copies something other than listings/{name}/src/main.rs (hidden lines, or the block drifted from its file): see {}",
                    src.display()
                ));
            }
            if let Err(e) = testkit::run::check_samples(&bin, &dir.join("samples")) {
                errs.push(format!("{what}: the copied program fails its samples: {e}"));
            }
            (1, errs)
        } else {
            match testkit::cmd::cmd_capture(&mut Command::new(&bin)) {
                Ok((true, _)) => (2, Vec::new()),
                Ok((false, log)) => (
                    2,
                    vec![format!(
                        "{what}: the copied program does not exit 0:\n{log}"
                    )],
                ),
                Err(e) => (2, vec![format!("{what}: {e}")]),
            }
        }
    });
    // The last few versions of every block are kept (half a megabyte each).
    testkit::cmd::prune_lru(&cache, 4 * blocks.len().max(100));
    for (kind, e) in judged {
        match kind {
            1 => listings += 1,
            2 => demos += 1,
            _ => {}
        }
        errs.extend(e);
    }
    say(&format!(
        "   copy to judge: {listings} listing blocks copy their file and pass their samples, {demos} demonstration blocks run to exit 0 (copied text compiled alone)"
    ));
    if listings == 0 && whole {
        errs.push("no listing block was found to copy".into());
    }
    if errs.is_empty() {
        Ok(())
    } else {
        Err(errs.join("\n"))
    }
}

const PRINT_SCRIPT: &str = r#"
const { chromium } = require(process.env.PLAYWRIGHT_CORE);
const bases = JSON.parse(process.env.BASES);
(async () => {
  const browser = await gamebookBrowser(chromium);
  const report = { runs: [] };
  // Served and from disk in two tabs at once.
  await Promise.all(bases.map(async ([mode, base]) => {
    // As it prints: A4 width (794 px at 96 dpi) and print media.
    const page = await browser.newPage({ viewport: { width: 794, height: 1123 } });
    await page.emulateMedia({ media: 'print' });
    // The whole book on one page, two at once on a loaded machine: more than
    // Playwright's 30 s by default.
    page.setDefaultTimeout(120000);
    // print.html calls window.print() on load; headless, that must not block.
    await page.addInitScript(() => { window.print = () => {}; });
    const foreign = [];
    const origin = new URL(base).origin;
    page.on('request', r => {
      const u = r.url();
      const local = base.startsWith('file:') ? u.startsWith('file:') : u.startsWith(origin + '/');
      if (!local && !u.startsWith('data:')) foreign.push(u);
    });
    await page.goto(base + 'print.html', { waitUntil: 'load' });
    await page.evaluate(() => document.fonts.ready);
    const r = await page.evaluate(() => {
      const main = document.querySelector('#mdbook-content main') || document.body;
      // Text outside code and outside rendered math that still holds $…$.
      const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT, {
        acceptNode: n => n.parentElement.closest('pre, code, .katex') ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT,
      });
      const raw = [];
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        if (/\$[^$\s][^$]*\$/.test(n.textContent)) raw.push(n.textContent.trim().slice(0, 80));
      }
      const imgs = [...main.querySelectorAll('img')];
      // Tables wider than the printed page.
      const W = main.getBoundingClientRect().right;
      const tables = [...main.querySelectorAll('table')]
        .map(t => ({ by: Math.round(t.getBoundingClientRect().right - W),
                     head: (t.querySelector('th') || t).textContent.trim().slice(0, 30) }))
        .filter(t => t.by > 1);
      // An exercise's hint and answer: closed and left out of the print.
      const folds = [...main.querySelectorAll('details.gb-hint, details.gb-answer')];
      return {
        tables,
        folds: folds.length,
        foldsPrinted: folds.filter(d => d.open || getComputedStyle(d).display !== 'none').length,
        katex: main.querySelectorAll('.katex').length,
        errors: main.querySelectorAll('.katex-error').length,
        raw: raw.slice(0, 5),
        figures: imgs.length,
        broken: imgs.filter(i => !i.complete || i.naturalWidth === 0).map(i => i.getAttribute('src')),
      };
    });
    r.mode = mode;
    r.foreign = foreign;
    report.runs.push(r);
    await page.close();
  }));
  report.runs.sort((a, b) => bases.findIndex(x => x[0] === a.mode) - bases.findIndex(x => x[0] === b.mode));
  await browser.close();
  console.log(JSON.stringify(report));
})().catch(e => { console.error(e); process.exit(1); });
"#;

/// The print view, served and from disk.
pub fn print_test(root: &Path, book: &Book) -> Result<(), String> {
    let zh = print_test_of(root, book, "", 2);
    if !book.dir.join("en/print.html").is_file() {
        return zh;
    }
    let en = print_test_of(root, book, "en/", 2);
    match (zh, en) {
        (Ok(()), Ok(())) => Ok(()),
        (a, b) => Err([a.err(), b.err().map(|e| format!("English edition: {e}"))]
            .into_iter()
            .flatten()
            .collect::<Vec<_>>()
            .join("\n")),
    }
}

/// The print test of the edition under `prefix` (`""` Chinese, `"en/"` English).
/// The English print view needs a figure only once a translated chapter has one.
/// `modes`: 2 for served and from disk, 1 for served only (the print fault,
/// which a missing figure breaks the same way in both).
fn print_test_of(root: &Path, book: &Book, prefix: &str, modes: usize) -> Result<(), String> {
    let bases: Vec<(&str, String)> = book
        .bases()
        .iter()
        .take(modes)
        .map(|(m, b)| (*m, format!("{b}{prefix}")))
        .collect();
    let needs_figure = prefix.is_empty()
        || std::fs::read_to_string(book.dir.join(prefix).join("print.html"))
            .is_ok_and(|t| t.contains("<img"));
    let bases = serde_json::to_string(&bases).map_err(|e| e.to_string())?;
    let line = run_script(book, root, "print", PRINT_SCRIPT, &[("BASES", bases)])?;
    let report: Value =
        serde_json::from_str(&line).map_err(|e| format!("print script report ({e}): {line}"))?;
    let mut errs = Vec::new();
    let runs = report["runs"].as_array().cloned().unwrap_or_default();
    for r in &runs {
        let mode = r["mode"].as_str().unwrap_or("?");
        if r["katex"].as_u64().unwrap_or(0) == 0 {
            errs.push(format!("print.html ({mode}): no typeset formula"));
        }
        if r["errors"].as_u64().unwrap_or(0) > 0 {
            errs.push(format!("print.html ({mode}): KaTeX error markup"));
        }
        if r["raw"].as_array().is_some_and(|a| !a.is_empty()) {
            errs.push(format!(
                "print.html ({mode}): raw $…$ left in the text: {}",
                r["raw"]
            ));
        }
        if needs_figure && r["figures"].as_u64().unwrap_or(0) == 0 {
            errs.push(format!("print.html ({mode}): no figure"));
        }
        if r["broken"].as_array().is_some_and(|a| !a.is_empty()) {
            errs.push(format!(
                "print.html ({mode}): a figure did not load: {}",
                r["broken"]
            ));
        }
        for t in r["tables"].as_array().into_iter().flatten() {
            errs.push(format!(
                "print.html ({mode}): the table beginning “{}” is {} px wider than the page (A4)",
                t["head"].as_str().unwrap_or(""),
                t["by"]
            ));
        }
        if r["foldsPrinted"].as_u64().unwrap_or(0) > 0 {
            errs.push(format!(
                "print.html ({mode}): {} of {} hint and answer folds are printed (theme/reader.css leaves them out)",
                r["foldsPrinted"], r["folds"]
            ));
        }
        if r["foreign"].as_array().is_some_and(|a| !a.is_empty()) {
            errs.push(format!(
                "print.html ({mode}): requests off the machine: {}",
                r["foreign"]
            ));
        }
    }
    if runs.len() != modes {
        errs.push(format!("expected {modes} runs (served, from disk): {line}"));
    }
    if let Some(r) = runs.first() {
        say(&format!(
            "   {}print view at A4, {}: {} formulas typeset, {} figures loaded, {} tables wider than the page, {} hint and answer folds left out, no request off the machine",
            if prefix.is_empty() { "" } else { "English " },
            if modes == 2 { "served and from disk" } else { "served" },
            r["katex"], r["figures"], r["tables"].as_array().map_or(0, Vec::len), r["folds"]
        ));
    }
    if errs.is_empty() {
        Ok(())
    } else {
        Err(errs.join("\n"))
    }
}

/// The copy fault, on a book built from a copy whose `acwing-891-nim` listing
/// got a line mdBook hides from the copy (see [`hide_a_line`]): the copy test
/// of the page that shows it must fail for that listing.
pub fn copy_fault(scratch: &Path, book: &Book) -> Result<(), String> {
    match copy_test_on(scratch, book, &["games/nim.html".to_string()]) {
        Ok(()) => Err("a listing with a hidden line passed the copy test".to_string()),
        Err(e) if e.contains("copies something other than listings/acwing-891-nim") => Ok(()),
        Err(e) => Err(format!(
            "the copy test failed on a hidden listing line, but not for it:\n{e}"
        )),
    }
}

/// Break the copy of a book at `scratch`: a `# ` line in a listing, which
/// mdBook hides from the page and from the copy button.
pub fn hide_a_line(scratch: &Path) -> Result<(), String> {
    let main = scratch.join("listings/acwing-891-nim/src/main.rs");
    let text = std::fs::read_to_string(&main).map_err(|e| format!("{}: {e}", main.display()))?;
    let (first, rest) = text.split_once('\n').unwrap_or((&text, ""));
    std::fs::write(
        &main,
        format!("{first}\n# // a line mdBook hides from the copy\n{rest}"),
    )
    .map_err(|e| e.to_string())
}

/// The print fault, on a built book one of whose figures was removed: the
/// print test must fail for the figure.
pub fn print_fault(root: &Path, book: &Book) -> Result<(), String> {
    let fig = crate::checks::files_under(&book.dir.join("figures"))
        .into_iter()
        .find(|p| p.extension().is_some_and(|e| e == "svg"))
        .ok_or("no figure in the built book to remove")?;
    std::fs::remove_file(&fig).map_err(|e| e.to_string())?;
    // The figure is the Chinese edition's (the English one has its own copies).
    match print_test_of(root, book, "", 1) {
        Ok(()) => Err("print.html with a missing figure passed the print test".to_string()),
        Err(e) if e.contains("a figure did not load") => Ok(()),
        Err(e) => Err(format!(
            "the print test failed on a missing figure, but not for it:\n{e}"
        )),
    }
}
