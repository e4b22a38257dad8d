//! The page as a reader sees it, in headless Chromium on the harness
//! of `harness.rs`:
//!
//! - phone: every chapter at 390×844. No element of the page may stick out of the
//!   viewport unless it sits in a scroll box of its own (a display formula, a
//!   table, a code block, a board); no comma or full stop after an inline formula
//!   may begin a line; every control a board draws is at least 24 px a side
//!   (WCAG 2.2's minimum target), the subtraction board's SG table shows whole
//!   and each Ruler button sits under the coin it names; every box that scrolls
//!   sideways (tables, display formulas, code, a board's grid) shows a fade at
//!   the edge that has more; every figure is drawn at 60 % of its size or more;
//!   no display formula is wider than the column (a long one breaks into lines)
//!   unless `WIDE_MATH` lists it with the reason it cannot break;
//!   no inline code can break at a hyphen (`--lang`, `acwing-891-nim`) and
//!   none passes its block's column;
//! - figures: each figure, on its page in the light and the navy theme, drawn
//!   inline so its text can be measured: the contrast of every label against what
//!   is under it (the figure's own shapes, or the page) must be at least 3:1, and a
//!   screenshot of each figure in each theme is kept in `target/browser/figures/`.
//!
//! The print view's tables are measured in the print test's own load of
//! `print.html` (`reader_test.rs`).

use crate::harness::{run_script, Book};
use serde_json::Value;
use std::path::Path;
use testkit::cmd::say;

/// The phone and figure measurements of one loaded page, as functions for a
/// browser script: `phoneLoad` loads a page as a phone reader's tab does (in a
/// context made with `PHONE_CONTEXT`), `phoneMeasure` measures it at 390×844
/// (opening every fold), `figureMeasure` measures its figures in the light and
/// the navy theme (at a desktop's size). The page test (`browser.rs`) calls
/// them in its own load of each chapter; the phone check alone (`measure_on`)
/// in a load of its own.
pub const MEASURE_JS: &str = r#"
const PHONE_CONTEXT = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 1,
                        isMobile: true, hasTouch: true };
// mdBook keeps the reader's theme in localStorage: every page of a context
// made for these measurements starts in the light theme (the figure check
// leaves its page in navy).
async function lightThemeFirst(ctx) {
  await ctx.addInitScript(() => { try { localStorage.setItem('mdbook-theme', 'light'); } catch (e) {} });
}
async function phoneLoad(page, url) {
  await page.goto(url, { waitUntil: 'load' });
  await page.evaluate(() => document.fonts.ready);
  // The boards draw once their WebAssembly has loaded.
  await page.waitForFunction(() => [...document.querySelectorAll('.gb-board')].every(b => b.dataset.ready),
                             null, { timeout: 15000 });
  await page.waitForTimeout(50);
}
async function phoneMeasure(page, p) {
  const r = await page.evaluate(() => {
    // Folded sections (验证, hints, answers) are measured as a reader sees them opened.
    document.querySelectorAll('main details').forEach(d => { d.open = true; });
    const W = document.documentElement.clientWidth;
    const scrolls = e => {
      const s = getComputedStyle(e);
      return ['auto', 'scroll', 'hidden', 'clip'].includes(s.overflowX);
    };
    // Inside an ancestor that scrolls (or clips) sideways and itself fits the viewport.
    // mdBook's page-level containers (.content scrolls as a whole) do not count:
    // a reader panning the whole text sideways is what this test catches.
    const mainEl = document.querySelector('main');
    const boxed = e => {
      for (let a = e.parentElement; a && a !== document.body; a = a.parentElement) {
        if (mainEl && a.contains(mainEl)) return false;
        if (scrolls(a)) {
          const r = a.getBoundingClientRect();
          if (r.left >= -1 && r.right <= W + 1) return true;
        }
      }
      return false;
    };
    const roots = [document.querySelector('main'), document.querySelector('#mdbook-menu-bar, #menu-bar')]
      .filter(Boolean);
    const over = [];
    const seen = new Set();
    for (const root of roots) {
      for (const e of root.querySelectorAll('*')) {
        const r = e.getBoundingClientRect();
        if (r.width === 0 && r.height === 0) continue;
        // Inside the viewport first: the cheap test, for the thousands of
        // elements of a page, before the style lookup.
        if (r.right <= W + 1 && r.left >= -1) continue;
        if (getComputedStyle(e).visibility === 'hidden') continue;
        if (boxed(e)) continue;
        // Report the outermost element only.
        let a = e.parentElement, inner = false;
        while (a) { if (seen.has(a)) { inner = true; break; } a = a.parentElement; }
        seen.add(e);
        if (inner) continue;
        const h = e.closest('h1,h2,h3,h4,p,li,td,div,section');
        over.push({ tag: e.tagName.toLowerCase() + (e.className && typeof e.className === 'string'
                      ? '.' + e.className.split(' ')[0] : ''),
                    by: Math.round(r.right - W),
                    near: (h ? h.textContent : e.textContent).trim().slice(0, 40) });
      }
    }
    // Punctuation right after an inline formula that begins a new line.
    const P = /^[，。；：、！？）》」』”’,.;:)!?]/;
    let lineStart = 0, pairs = 0;
    for (const k of document.querySelectorAll('main .katex')) {
      if (k.closest('.katex-display')) continue;
      let n = k.nextSibling;
      if (!n && k.parentElement.classList.contains('gb-nowrap')) n = null;
      if (!n || n.nodeType !== 3 || !P.test(n.textContent)) continue;
      pairs++;
      const range = document.createRange();
      range.setStart(n, 0); range.setEnd(n, 1);
      const pr = range.getClientRects()[0];
      const kr = k.getClientRects();
      const last = kr[kr.length - 1];
      if (pr && last && pr.top > last.bottom - 2) lineStart++;
    }
    const pane = document.querySelector('#mdbook-content, .content');
    const width = Math.max(document.documentElement.scrollWidth,
                           pane ? W + pane.scrollWidth - pane.clientWidth : 0);
    // When the text pane pans, name what widens it: the outermost elements past
    // its edge with no clipping box of their own (e.g. KaTeX's \not overlay).
    const widening = [];
    if (pane && pane.scrollWidth > pane.clientWidth) {
      const edge = pane.getBoundingClientRect().left + pane.clientWidth;
      const found = new Set();
      for (const e of pane.querySelectorAll('*')) {
        const r = e.getBoundingClientRect();
        if (r.right <= edge + 0.5 || (r.width === 0 && r.height === 0)) continue;
        let clipped = false, inner = false;
        for (let a = e.parentElement; a && a !== pane; a = a.parentElement) {
          if (found.has(a)) inner = true;
          if (getComputedStyle(a).overflowX !== 'visible') { clipped = true; break; }
        }
        if (clipped) continue;
        found.add(e);
        if (inner) continue;
        const h = e.closest('.katex') || e.closest('h1,h2,h3,h4,p,li,td,div,section') || e;
        widening.push(`${e.tagName.toLowerCase()}${typeof e.className === 'string' && e.className ? '.' + e.className.split(' ')[0] : ''} by ${Math.round(r.right - edge)} px near “${h.textContent.trim().slice(0, 40)}”`);
      }
    }
    // What the boards draw: every control at least 24 px a side (WCAG 2.2's
    // minimum; a checkbox with its label), the subtraction board's SG table
    // whole, and each button of the Ruler strip under the coin it names.
    const small = [], cut = [];
    let controls = 0;
    for (const b of document.querySelectorAll('.gb-board')) {
      const g = b.dataset.game;
      for (const e of b.querySelectorAll('button, input, select')) {
        const t = e.type === 'checkbox' ? (e.closest('label') || e) : e;
        const q = t.getBoundingClientRect();
        if (q.width === 0 && q.height === 0) continue;
        controls++;
        if (Math.min(q.width, q.height) < 23.5)
          small.push(`${g}: ${e.tagName.toLowerCase()}.${(e.className || e.type).split(' ')[0]} ${Math.round(q.width)}×${Math.round(q.height)} px`);
      }
      for (const w of b.querySelectorAll('.gb-table-wrap')) {
        if (w.querySelector('.gb-sg') && w.scrollWidth > w.clientWidth + 1)
          cut.push(`${g}: the SG table shows ${w.clientWidth} of ${w.scrollWidth} px`);
      }
      const coins = [...b.querySelectorAll('.gb-coin')].map(c => c.getBoundingClientRect());
      const mid = q => (q.left + q.right) / 2;
      for (const m of b.querySelectorAll('.gb-move[data-i][data-j]')) {
        if (!coins.length) break;
        const c = coins[Number(m.dataset.j)], q = m.getBoundingClientRect();
        if (!c || Math.abs(mid(q) - mid(c)) > 1 || m.textContent.trim() !== String(Number(m.dataset.j) + 1))
          cut.push(`${g}: the button for coin ${Number(m.dataset.j) + 1} (head ${Number(m.dataset.i) + 1}, “${m.textContent}”) sits at x = ${Math.round(q.left)}, its coin at ${c ? Math.round(c.left) : '?'}`);
      }
    }
    // A box that scrolls sideways shows that more is there: a fade at its
    // right edge (reader.css) while it is scrolled to the start.
    const hidden = [];
    let scrolling = 0;
    for (const e of document.querySelectorAll('main *')) {
      if (e.scrollWidth <= e.clientWidth + 1 || e.clientWidth === 0) continue;
      const s = getComputedStyle(e);
      if (!['auto', 'scroll'].includes(s.overflowX)) continue;
      scrolling++;
      const mask = s.maskImage || s.webkitMaskImage || 'none';
      if (e.scrollLeft === 0 && !((e.dataset.more || '').includes('r') && mask.includes('gradient'))) {
        const h = e.closest('h1,h2,h3,h4,p,li,td,div,section') || e;
        hidden.push(`${e.tagName.toLowerCase()}.${(typeof e.className === 'string' && e.className ? e.className : '').split(' ')[0]} (${e.clientWidth} of ${e.scrollWidth} px) near “${(e.textContent || h.textContent).trim().slice(0, 30)}”`);
      }
    }
    // Display formulas wider than the text column: a long one breaks into
    // lines (aligned), so only those in WIDE_MATH may scroll. Their text is
    // named without KaTeX's zero-width spaces.
    const wideMath = [];
    for (const e of document.querySelectorAll('main .katex-display')) {
      if (e.scrollWidth <= e.clientWidth + 1) continue;
      wideMath.push({ w: e.scrollWidth, c: e.clientWidth,
                      text: e.textContent.replace(/\u200b/g, '').replace(/\s+/g, ' ').trim().slice(0, 40) });
    }
    // Inline code (outside code blocks and tables) never breaks at a hyphen:
    // a copy of it in a box 1 px wide, with no emergency breaks inside words,
    // takes every line break it allows, and none may follow a hyphen that
    // has more of the word after it (`--lang`, `acwing-891-nim`). The code
    // itself stays inside its block's column. Folded sections are opened
    // for the measure (the judge's commands are in them) and folded again.
    const hyphen = [], column = [];
    let codes = 0;
    const folded = [...document.querySelectorAll('main details:not([open])')];
    folded.forEach(d => { d.open = true; });
    for (const c of document.querySelectorAll('main code')) {
      if (c.closest('pre, table')) continue;
      codes++;
      const blk = c.closest('p, li, dd, dt, blockquote, h1, h2, h3, h4, h5, h6, div');
      if (blk) {
        const s = getComputedStyle(blk);
        const right = blk.getBoundingClientRect().right - parseFloat(s.paddingRight) - parseFloat(s.borderRightWidth);
        const past = Math.max(...[...c.getClientRects()].map(q => q.right)) - right;
        if (past > 1) column.push(`“${c.textContent.slice(0, 40)}” by ${Math.round(past)} px`);
      }
      if (!/-\S/.test(c.textContent)) continue;
      const box = document.createElement('span');
      box.style.cssText = 'display: inline-block; width: 1px; overflow-wrap: normal; word-break: normal;';
      const copy = c.cloneNode(true);
      copy.style.overflowWrap = 'normal';
      copy.style.wordBreak = 'normal';
      box.appendChild(copy);
      c.after(box);
      const chars = [];
      const walk = document.createTreeWalker(copy, NodeFilter.SHOW_TEXT);
      for (let n; (n = walk.nextNode());) for (let i = 0; i < n.length; i++) chars.push([n, i]);
      const top = ([n, i]) => { const r = document.createRange(); r.setStart(n, i); r.setEnd(n, i + 1); const q = r.getClientRects()[0]; return q ? q.top : NaN; };
      for (let k = 0; k + 1 < chars.length; k++) {
        const [n, i] = chars[k], [m, j] = chars[k + 1];
        if (n.data[i] !== '-' || /\s/.test(m.data[j])) continue;
        if (top(chars[k + 1]) > top(chars[k]) + 1) {
          const w = c.textContent;
          const at = w.slice(0, k + 1).split(/[\s/]/).pop() + '|' + w.slice(k + 1).split(/[\s/]/)[0];
          hyphen.push(`“${w.length > 40 ? w.slice(0, 40) + '…' : w}” at ${at}`);
          break;
        }
      }
      box.remove();
    }
    folded.forEach(d => { d.open = false; });
    // Figures drawn at 60 % of their size or more.
    const shrunk = [];
    for (const img of document.querySelectorAll('main img[src$=".svg"]')) {
      if (img.closest('.img-wrapper') || !img.naturalWidth) continue;
      const k = img.getBoundingClientRect().width / img.naturalWidth;
      if (k < 0.595) shrunk.push(`${img.getAttribute('src').split('/').pop()} at ${Math.round(100 * k)} % of its size`);
    }
    return { width, viewport: W, over, pairs, lineStart, widening: widening.slice(0, 5),
             controls, small, cut, scrolling, hidden, shrunk, wideMath, codes, hyphen, column };
  });
  r.page = p;
  if (r.over.length || r.width > r.viewport)
    await page.screenshot({ path: `${process.env.SHOTS}/phone_${p.replace(/\//g, '_')}.png` });
  return r;
}
// Each figure of the page in both themes, switched by mdBook's own theme
// buttons. mdBook 0.5 repeats every image inside a hidden zoom wrapper
// (.img-wrapper); only the image a reader sees is measured.
async function figureMeasure(page, p) {
  const out = [];
  fs.mkdirSync(`${process.env.SHOTS}/figures`, { recursive: true });
  // A figure in a folded section (验证) is measured as a reader sees it opened.
  const count = await page.evaluate(() => {
    document.querySelectorAll('details').forEach(d => { d.open = true; });
    const seen = [...document.querySelectorAll('main img[src$=".svg"]')].filter(i => !i.closest('.img-wrapper'));
    seen.forEach((img, k) => img.setAttribute('data-gb-figure', String(k)));
    return seen.length;
  });
  for (const theme of ['light', 'navy']) {
    const on = await page.evaluate(t => {
      const b = document.getElementById('mdbook-theme-' + t);
      if (b) b.click();
      return document.documentElement.classList.contains(t);
    }, theme);
    if (!on) throw new Error(`${p}: mdBook's theme button did not switch to ${theme}`);
    for (let i = 0; i < count; i++) {
      // The figure in the middle of the window, shot by its box (Playwright's
      // element screenshot also waits for it to hold still: 190 ms a shot
      // against 120 ms, measured on these 64 figures).
      const { src, clip } = await page.evaluate(i => {
        const img = document.querySelector(`[data-gb-figure="${i}"]`);
        img.scrollIntoView({ block: 'center', inline: 'center' });
        const b = img.getBoundingClientRect();
        const x = Math.floor(b.left), y = Math.floor(b.top);
        return { src: img.getAttribute('src'),
                 clip: { x, y, width: Math.ceil(b.right) - x, height: Math.ceil(b.bottom) - y } };
      }, i);
      await page.screenshot({ clip, path: `${process.env.SHOTS}/figures/${theme}_${p.startsWith('en/') ? 'en_' : ''}${src.split('/').pop()}.png` });
      const r = await page.evaluate(async ([i]) => {
        const img = document.querySelector(`[data-gb-figure="${i}"]`);
        const text = await (await fetch(img.src)).text();
        const svg = new DOMParser().parseFromString(text, 'image/svg+xml').documentElement;
        // The figure drawn inline, at the place of its <img>, over the same page.
        const box = document.createElement('div');
        box.style.cssText = 'position:fixed;left:0;top:0;z-index:99999;';
        box.appendChild(document.importNode(svg, true));
        document.body.appendChild(box);
        const rgb = s => { const m = s.match(/[\d.]+/g); return m ? m.map(Number) : null; };
        const pageBg = () => {
          for (const e of [document.querySelector('.page-wrapper'), document.body, document.documentElement]) {
            if (!e) continue;
            const c = rgb(getComputedStyle(e).backgroundColor);
            if (c && (c.length < 4 || c[3] > 0)) return c.slice(0, 3);
          }
          return [255, 255, 255];
        };
        const lum = c => {
          const f = v => { v /= 255; return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); };
          return 0.2126 * f(c[0]) + 0.7152 * f(c[1]) + 0.0722 * f(c[2]);
        };
        const contrast = (a, b) => { const x = lum(a), y = lum(b); return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05); };
        const shapes = new Set(['rect', 'circle', 'ellipse', 'path', 'polygon']);
        // What is painted under (x, y) below `skip`: the figure's filled shapes, blended, over the page.
        const under = (x, y, skip) => {
          const stack = document.elementsFromPoint(x, y).filter(e => box.contains(e) && e !== skip
            && shapes.has(e.tagName.toLowerCase()));
          let c = pageBg();
          for (const e of stack.reverse()) {
            const s = getComputedStyle(e);
            if (s.fill === 'none') continue;
            const f = rgb(s.fill);
            if (!f) continue;
            const a = parseFloat(s.fillOpacity) * parseFloat(s.opacity);
            c = c.map((v, j) => f[j] * a + v * (1 - a));
          }
          return c;
        };
        const low = [];
        let texts = 0, worst = 99;
        for (const t of box.querySelectorAll('text')) {
          if (!t.textContent.trim()) continue;
          const r = t.getBoundingClientRect();
          if (!r.width) continue;
          texts++;
          const fg = rgb(getComputedStyle(t).fill) || [0, 0, 0];
          const bg = under(r.left + r.width / 2, r.top + r.height / 2, t);
          const k = contrast(fg, bg);
          worst = Math.min(worst, k);
          if (k < 3) low.push(`${t.textContent.trim().slice(0, 12)} ${k.toFixed(2)}:1`);
        }
        box.remove();
        return { src: img.getAttribute('src').split('/').pop(), texts, worst: Math.round(worst * 100) / 100, low };
      }, [i]);
      r.theme = theme;
      r.page = p;
      out.push(r);
    }
  }
  return out;
}
"#;

const SCRIPT: &str = r#"
const fs = require('fs');
const { chromium } = require(process.env.PLAYWRIGHT_CORE);
const input = JSON.parse(fs.readFileSync(process.env.INPUT, 'utf8'));
(async () => {
  const browser = await gamebookBrowser(chromium);
  const report = { phone: [], figures: [] };
  const ctx = await browser.newContext(PHONE_CONTEXT);
  await lightThemeFirst(ctx);
  const figurePages = new Set(input.figurePages);
  // Two tabs at once (the machines have two cores): most of a page's time is
  // the renderer laying it out, one process per tab.
  let next = 0;
  await Promise.all([0, 1].map(async () => {
  const page = await ctx.newPage();
  page.setDefaultTimeout(20000);
  while (next < input.pages.length) {
    const k = next++, p = input.pages[k];
    if (k % 20 === 0)
      process.stderr.write(`[xtask]    phone: page ${k + 1}/${input.pages.length} ${p}\n`);
    await page.setViewportSize(PHONE_CONTEXT.viewport);
    await phoneLoad(page, input.base + p);
    report.phone.push(await phoneMeasure(page, p));
    if (figurePages.has(p)) {
      await page.setViewportSize({ width: 1000, height: 900 });
      report.figures.push(...await figureMeasure(page, p));
    }
  }
  await page.close();
  }));
  await ctx.close();
  await browser.close();
  console.log(JSON.stringify(report));
})().catch(e => { console.error(e); process.exit(1); });
"#;

/// The measurements of one run: (pages too wide, overflowing elements, inline
/// formula–punctuation pairs, those whose punctuation begins a line, figures
/// checked, figure labels below 3:1).
#[derive(Debug, Default)]
pub struct Counts {
    pub pages: usize,
    /// Board controls measured, boxes scrolling sideways, and what failed
    /// among them and the figures' sizes.
    pub controls: usize,
    pub scrolling: usize,
    /// Inline code elements checked for breaks at a hyphen and for their column.
    pub codes: usize,
    pub phone_boards: usize,
    pub wide_pages: usize,
    pub overflowing: usize,
    pub pairs: usize,
    pub line_start: usize,
    pub figures: usize,
    pub low_contrast: usize,
    /// Display formulas wider than the phone's column, per edition (Chinese,
    /// English): formulas and pages; and those of them in [`WIDE_MATH`].
    pub wide_math: [(usize, usize); 2],
    pub wide_math_allowed: usize,
    /// The [`WIDE_MATH`] entries that matched a formula.
    pub allowed_seen: std::collections::BTreeSet<usize>,
}

/// The display formulas that may stay wider than a phone's column and scroll in
/// their own box (with the fade at the edge that has more): (page, without `en/`
/// for the English twin; the start of the formula's rendered text; why it cannot
/// break). Every other display formula wider than the column fails: a long one
/// breaks into lines with `\begin{aligned}`.
pub const WIDE_MATH: &[(&str, &str, &str)] = &[
    (
        "inclusion-exclusion/coprime.html",
        "μ(d)=",
        "the Möbius function's cases: a row's condition is a phrase, which cannot wrap inside a cases array",
    ),
    (
        "partizan/numbers.html",
        "f(x)=",
        "a cases array whose second case's condition is a phrase (the least k), which cannot wrap",
    ),
    (
        "sums/every-sg.html",
        "step(u)=",
        "a cases array whose second row alone (a maximum over a set) is wider than the column",
    ),
];

/// The entry of [`WIDE_MATH`] that lets a formula of `page` beginning with
/// `text` scroll, if any.
fn allowed(page: &str, text: &str) -> Option<usize> {
    let page = page.strip_prefix("en/").unwrap_or(page);
    WIDE_MATH
        .iter()
        .position(|(p, start, _)| *p == page && text.starts_with(start))
}

/// Run the phone and figure measurements on the served book, in a load of
/// their own (`cargo xtask phone`; the page test makes them in its own load).
pub fn phone_test(root: &Path, book: &Book) -> Result<(), String> {
    let (counts, errs) = measure(root, book)?;
    conclude(&counts, errs, None)
}

/// Say what the measurements found and fail with what failed (a stale
/// [`WIDE_MATH`] entry too; when `only` names the pages measured, only the
/// entries of those pages can be stale).
pub fn conclude(
    counts: &Counts,
    mut errs: Vec<String>,
    only: Option<&[String]>,
) -> Result<(), String> {
    for (k, (p, start, _)) in WIDE_MATH.iter().enumerate() {
        let measured = only.map_or(true, |pages| {
            pages
                .iter()
                .any(|q| q.strip_prefix("en/").unwrap_or(q) == *p)
        });
        if measured && !counts.allowed_seen.contains(&k) {
            errs.push(format!(
                "{p}: the display formula “{start}” allowed to be wider than a phone's column (WIDE_MATH in crates/pagetest/src/phone_test.rs) is not wider: take it off the list"
            ));
        }
    }
    say(&format!(
        "   phone 390×844: {} pages, {} too wide, {} elements out of the viewport; {} inline formulas before punctuation, {} with the punctuation beginning a line",
        counts.pages, counts.wide_pages, counts.overflowing, counts.pairs, counts.line_start
    ));
    say(&format!(
        "   phone 390×844: {} board controls at least 24 px a side, {} boxes scrolling sideways with a fade at the edge that has more, figures at 60 % of their size or more, {} inline code elements unbroken at their hyphens and inside their column ({} failures)",
        counts.controls, counts.scrolling, counts.codes, counts.phone_boards
    ));
    let [(zf, zp), (ef, ep)] = counts.wide_math;
    say(&format!(
        "   phone 390×844: display formulas wider than the column: {zf} on {zp} Chinese pages, {ef} on {ep} English pages ({} of them allowed to scroll, WIDE_MATH)",
        counts.wide_math_allowed
    ));
    say(&format!(
        "   figures in light and navy: {} checked, {} labels below 3:1 contrast (screenshots in target/browser/figures/)",
        counts.figures, counts.low_contrast
    ));
    if errs.is_empty() {
        Ok(())
    } else {
        Err(errs.join("\n"))
    }
}

/// The measurements and the failures they make, on every chapter page.
pub fn measure(root: &Path, book: &Book) -> Result<(Counts, Vec<String>), String> {
    measure_on(root, book, &crate::checks::chapter_pages(&book.dir))
}

/// The pages among `pages` that show a figure.
pub fn figure_pages(book: &Book, pages: &[String]) -> Vec<String> {
    pages
        .iter()
        .filter(|p| {
            std::fs::read_to_string(book.dir.join(p))
                .is_ok_and(|t| t.contains("figures/") && t.contains(".svg"))
        })
        .cloned()
        .collect()
}

/// The measurements on some pages only (a fault's pages).
pub fn measure_on(
    root: &Path,
    book: &Book,
    pages: &[String],
) -> Result<(Counts, Vec<String>), String> {
    let figure_pages = figure_pages(book, pages);
    let out = root.join("target").join("browser");
    std::fs::create_dir_all(&out).map_err(|e| e.to_string())?;
    let input =
        serde_json::json!({ "base": book.http, "pages": pages, "figurePages": figure_pages });
    let path = out.join("phone-input.json");
    std::fs::write(&path, input.to_string()).map_err(|e| e.to_string())?;
    let line = run_script(
        book,
        root,
        "phone",
        &format!("{MEASURE_JS}{SCRIPT}"),
        &[("INPUT", path.to_string_lossy().into_owned())],
    )?;
    let report: Value =
        serde_json::from_str(&line).map_err(|e| format!("phone script report ({e}): {line}"))?;
    Ok(judge(&report, pages, false))
}

/// The counts and failures of a report with the `phone` and `figures`
/// arrays `phoneMeasure` and `figureMeasure` return; `pages` orders them.
/// `whole`: the pages are the whole book's, so some figure must have been
/// measured (on some pages only, figures are judged if there are any).
pub fn judge(report: &Value, pages: &[String], whole: bool) -> (Counts, Vec<String>) {
    let order = |v: &Value| {
        let p = v["page"].as_str().unwrap_or("");
        pages.iter().position(|q| q == p).unwrap_or(usize::MAX)
    };
    let mut phone: Vec<&Value> = report["phone"].as_array().into_iter().flatten().collect();
    phone.sort_by_key(|v| order(v));
    let mut figures: Vec<&Value> = report["figures"].as_array().into_iter().flatten().collect();
    figures.sort_by_key(|v| order(v));
    let mut c = Counts::default();
    let mut errs = Vec::new();
    for r in phone {
        c.pages += 1;
        let page = r["page"].as_str().unwrap_or("?");
        let (w, vw) = (
            r["width"].as_u64().unwrap_or(0),
            r["viewport"].as_u64().unwrap_or(0),
        );
        if w > vw {
            c.wide_pages += 1;
            let what = strings(&r["widening"]);
            errs.push(format!(
                "{page}: at 390×844 the page is {w} px wide: it pans sideways{}",
                if what.is_empty() {
                    String::new()
                } else {
                    format!(" (widened by {})", what.join("; "))
                }
            ));
        }
        for o in r["over"].as_array().into_iter().flatten() {
            c.overflowing += 1;
            errs.push(format!(
                "{page}: at 390×844 {} overflows the viewport by {} px outside a scroll box (near “{}”)",
                o["tag"].as_str().unwrap_or("?"),
                o["by"],
                o["near"].as_str().unwrap_or("")
            ));
        }
        c.controls += r["controls"].as_u64().unwrap_or(0) as usize;
        c.codes += r["codes"].as_u64().unwrap_or(0) as usize;
        c.scrolling += r["scrolling"].as_u64().unwrap_or(0) as usize;
        for (key, what) in [
            ("small", "a board control smaller than 24 px a side"),
            ("cut", "a board drawn cut off or out of line"),
            (
                "hidden",
                "a box that scrolls sideways with nothing showing that more is there",
            ),
            ("shrunk", "a figure drawn below 60 % of its size"),
            ("hyphen", "inline code that can break at a hyphen"),
            ("column", "inline code passing its text column"),
        ] {
            let found = strings(&r[key]);
            c.phone_boards += found.len();
            if !found.is_empty() {
                errs.push(format!(
                    "{page}: at 390×844 {} × {what}: {}{}",
                    found.len(),
                    found[..found.len().min(3)].join("; "),
                    if found.len() > 3 { "; …" } else { "" }
                ));
            }
        }
        let wide = r["wideMath"].as_array().map_or(&[][..], |v| v.as_slice());
        if !wide.is_empty() {
            let e = &mut c.wide_math[usize::from(page.starts_with("en/"))];
            e.0 += wide.len();
            e.1 += 1;
        }
        for m in wide {
            let text = m["text"].as_str().unwrap_or("");
            if let Some(k) = allowed(page, text) {
                c.wide_math_allowed += 1;
                c.allowed_seen.insert(k);
                continue;
            }
            errs.push(format!(
                "{page}: at 390×844 a display formula is {} px wide in a {} px column; break it into lines (\\begin{{aligned}}) or list it in WIDE_MATH (crates/pagetest/src/phone_test.rs) with its reason: “{text}”",
                m["w"], m["c"]
            ));
        }
        c.pairs += r["pairs"].as_u64().unwrap_or(0) as usize;
        let ls = r["lineStart"].as_u64().unwrap_or(0) as usize;
        c.line_start += ls;
        if ls > 0 {
            errs.push(format!(
                "{page}: at 390×844 {ls} punctuation marks after an inline formula begin a line"
            ));
        }
    }
    if c.pages == 0 {
        errs.push("no page was measured at 390×844".into());
    }
    let mut themes = std::collections::BTreeSet::new();
    for f in figures {
        c.figures += 1;
        themes.insert(f["theme"].as_str().unwrap_or("?").to_string());
        if f["texts"].as_u64().unwrap_or(0) == 0 {
            errs.push(format!(
                "{} ({}): no label measured in the figure",
                f["src"].as_str().unwrap_or("?"),
                f["theme"].as_str().unwrap_or("?")
            ));
        }
        let low = strings(&f["low"]);
        if !low.is_empty() {
            c.low_contrast += low.len();
            errs.push(format!(
                "{} on {} ({} theme): {} labels below 3:1 contrast against their background: {}",
                f["src"].as_str().unwrap_or("?"),
                f["page"].as_str().unwrap_or("?"),
                f["theme"].as_str().unwrap_or("?"),
                low.len(),
                low.join(", ")
            ));
        }
    }
    if (themes.len() != 2 && c.figures > 0) || (c.figures == 0 && whole) {
        errs.push(format!(
            "figures were not measured in light and navy: {themes:?}, {} figures",
            c.figures
        ));
    }
    (c, errs)
}

/// The strings of a JSON array in the script's report (none if it is no array).
fn strings(v: &Value) -> Vec<&str> {
    v.as_array()
        .into_iter()
        .flatten()
        .filter_map(Value::as_str)
        .collect()
}
