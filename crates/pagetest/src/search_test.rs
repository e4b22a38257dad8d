//! The search test in Chromium, served and from disk: Chinese, mixed and Latin
//! queries typed into mdBook's own search box (opened by the `s` key, the search
//! button or the `?search=` URL parameter), each with the section it must find
//! among the first three results, checked by following that result with the
//! keyboard (ArrowDown, Enter) and finding the section and the highlighted hit on
//! the page it opens. It also compares the browser's query cutter with the Rust
//! one on every section title and the start of every body, and prints the index
//! size and the time from keystroke to results.

use crate::harness::{run_script, Book};
use serde_json::{json, Value};
use std::path::Path;
use testkit::cmd::say;
use zhsearch::{Scheme, Side};

/// (query, the section it must find among the first three results).
pub const CASES: &[(&str, &str)] = &[
    // Chinese: one word, several words, one character.
    ("异或", "games/nim.html#nim-游戏与异或定理"),
    ("必胜", "games/impartial.html#必胜态与必败态"),
    ("必败", "games/impartial.html#必胜态与必败态"),
    ("必败态", "games/impartial.html#必胜态与必败态"),
    ("容斥", "inclusion-exclusion/principle.html#容斥原理"),
    ("威佐夫", "wythoff/wythoff.html#威佐夫博弈"),
    ("台阶", "games/staircase.html#台阶-nimacwing-892"),
    ("拆分", "sg/split-nim.html#拆分-nim-游戏"),
    ("集合", "inclusion-exclusion/principle.html#n-个集合"),
    ("黄金分割", "wythoff/wythoff.html#题意"),
    ("容斥原理", "inclusion-exclusion/principle.html#容斥原理"),
    (
        "位掩码",
        "inclusion-exclusion/principle.html#用位掩码枚举各项",
    ),
    ("斐波那契", "sg/fibonacci-sg.html#斐波那契取石子"),
    (
        "浮点",
        "wythoff/wythoff-float.html#浮点计算第一次出错的地方",
    ),
    ("找规律", "sg/sg-period.html#找规律减法游戏的周期"),
    ("打表", "sg/closed-forms.html#没有公式时自底向上打表"),
    ("反", "games/misere.html#反-nim拿走最后一颗的人输洛谷-p4279"),
    ("术语表", "glossary.html#术语表"),
    // Mixed.
    ("SG 定理", "sg/sg-theorem.html#sg-定理"),
    ("Nim 和", "games/nim.html#证明"),
    (
        "POJ 2975",
        "games/nim-moves.html#数一数必胜的第一步poj-2975",
    ),
    ("mex 运算", "sg/mex-sg.html#mex-运算"),
    ("SG 函数", "sg/mex-sg.html#sg-函数"),
    // Latin.
    ("mex", "sg/mex-sg.html#mex-运算"),
    ("Bouton", "games/nim.html#证明"),
    (
        "P4279",
        "games/misere.html#反-nim拿走最后一颗的人输洛谷-p4279",
    ),
    ("misère", "games/misere.html#题意"),
    ("Wythoff", "wythoff/wythoff.html#题意"),
    // What contestants call the games: aliases from the glossary.
    ("博弈论", "games/impartial.html#什么样的游戏"),
    ("博弈论入门", "games/impartial.html#什么样的游戏"),
    ("阶梯博弈", "games/staircase.html#题意"),
    (
        "巴什博弈",
        "sg/closed-forms.html#每次拿-1-到-m-颗sgx--x-mod-m1",
    ),
    ("取石子", "games/nim.html#题意"),
    ("杨辉三角", "inclusion-exclusion/principle.html#n-个集合"),
    ("Anti-Nim", "games/misere.html#题意"),
    ("nim游戏", "games/nim.html#nim-游戏与异或定理"),
    // Part 7, first half.
    (
        "二项式反演",
        "inclusion-exclusion-2/binomial-inversion.html#二项式反演",
    ),
    (
        "恰好 k 个",
        "inclusion-exclusion-2/binomial-inversion.html#恰好-k-个与至少-k-个",
    ),
    (
        "min-max 容斥",
        "inclusion-exclusion-2/min-max.html#min-max-容斥",
    ),
    (
        "斯特林",
        "inclusion-exclusion-2/binomial-inversion.html#满射与第二类斯特林数",
    ),
    // Part 8.
    ("nim积", "nimbers/nim-product.html#nim-积与-nim-域"),
    ("Nim 积", "nimbers/nim-product.html#nim-积与-nim-域"),
    ("翻硬币", "nimbers/coin-turning.html#翻硬币游戏"),
    ("二分图博弈", "nimbers/bipartite-game.html#二分图博弈"),
    ("Tartan", "nimbers/tartan.html#游戏的乘积与-tartan-定理"),
    // Part 9.
    (
        "非公平",
        "partizan/partizan.html#非公平组合游戏结局类序与标准型",
    ),
    (
        "超实数",
        "partizan/numbers.html#数二进分数最简数定理与红蓝-hackenbush",
    ),
    (
        "Hackenbush 红蓝",
        "partizan/numbers.html#数二进分数最简数定理与红蓝-hackenbush",
    ),
    (
        "零和",
        "partizan/scores.html#有分数的零和游戏极小化极大与区间-dpcses-1097",
    ),
    (
        "极小化极大",
        "partizan/scores.html#有分数的零和游戏极小化极大与区间-dpcses-1097",
    ),
    ("热图", "partizan/hot-games.html#热游戏冷却平均值温度与热图"),
    // A phrase only an exercise's answer holds: its section is the chapter's
    // exercises, and the page opened shows the answer (see ANSWER_SECTIONS).
    ("三角方程组", "inclusion-exclusion/mobius.html#练习"),
    // Part 10.
    ("划分格", "set-power-series/exp-log.html#划分格"),
    (
        "集合幂级数",
        "set-power-series/exp-log.html#集合幂级数的-exp-与-lnlibrary-checker",
    ),
    // Part 11.
    (
        "色多项式",
        "ie-algorithms/chromatic-polynomial.html#色多项式library-checker",
    ),
    (
        "积和式",
        "ie-algorithms/permanent.html#积和式ryser-公式atcoder-edpc-o",
    ),
    (
        "色数",
        "ie-algorithms/chromatic-number.html#k-着色与色数library-checker",
    ),
    (
        "独立集覆盖计数",
        "ie-algorithms/chromatic-number.html#独立集覆盖计数",
    ),
    (
        "哈密顿回路",
        "ie-algorithms/hamiltonian.html#多项式空间的哈密顿回路计数",
    ),
    ("Ryser 公式", "ie-algorithms/permanent.html#ryser-公式"),
    // Part 12.
    ("梅塞尔", "primes-orbits/prime-counting.html#梅塞尔莱默方法"),
    // Part 13.
    ("数论变换", "convolutions/ntt.html#数论变换library-checker"),
    ("蝴蝶运算", "convolutions/ntt.html#蝴蝶运算对半拆分"),
    // Part 13.
    ("泰勒平移", "convolutions/binomial-transforms.html#泰勒平移"),
    ("LGV 引理", "convolutions/lgv.html#lgv-引理"),
    ("不相交路径组", "convolutions/lgv.html#路径组与行列式"),
    ("伯恩赛德引理", "primes-orbits/burnside.html#证明"),
    ("循环指标", "primes-orbits/polya.html#循环指标"),
    // Part 8, interactive problems.
    (
        "稳定匹配",
        "nimbers/interactive.html#zigzag-gamecodeforces-1147f",
    ),
];

/// A result in one of these sections was found inside an exercise's hint or
/// answer fold (crates/registry/src/exercises.rs): following it must open the
/// fold that holds the hit (theme/reader.js), since the search term is
/// nowhere else on the page.
const ANSWER_SECTIONS: &[&str] = &["#练习", "#exercises"];

/// Queries whose word is also in the text of the page they open and in some
/// of its exercises' answers: following the result must leave every answer
/// closed (theme/reader.js opens a fold for a hit only when the text has none).
const ANSWERS_STAY_CLOSED: &[&str] = &["异或", "Nim"];

/// The English edition (`book/en/`, mdBook's own search, no Chinese terms):
/// (query, the section it must find among the first three results). Each term
/// is wanted where the chapters translated so far first teach it; a translator
/// whose chapter teaches a term better moves its query there, and adds the
/// terms of the chapter.
pub const EN_CASES: &[(&str, &str)] = &[
    ("Nim", "games/nim.html#nim-and-the-xor-theorem"),
    ("Sprague-Grundy", "sg/mex-sg.html#the-sg-function"),
    ("Wythoff", "wythoff/wythoff.html#wythoffs-game"),
    (
        "inclusion-exclusion",
        "inclusion-exclusion/principle.html#the-inclusionexclusion-principle",
    ),
    (
        "misère",
        "games/misere.html#misère-nim-whoever-takes-the-last-stone-loses-luogu-p4279",
    ),
    ("octal", "more-games/octal-kayles.html#octal-games-and-kayles"),
    (
        "Hackenbush",
        "more-games/hackenbush.html#deleting-edges-in-trees-green-hackenbush-and-the-colon-principle",
    ),
    (
        "P-position",
        "games/impartial.html#n-positions-and-p-positions",
    ),
    ("Bouton", "games/nim.html#proof"),
    ("König", "games/impartial.html#drawing-the-game-as-a-graph"),
    // ASCII spellings of words with diacritics (the index and the query are
    // folded alike), and the simplest number theorem by its one name.
    ("mobius", "inclusion-exclusion/mobius.html#möbius-inversion-luogu-p3455"),
    ("Möbius", "inclusion-exclusion/mobius.html#möbius-inversion-luogu-p3455"),
    (
        "misere",
        "games/misere.html#misère-nim-whoever-takes-the-last-stone-loses-luogu-p4279",
    ),
    (
        "simplest number",
        "partizan/numbers.html#numbers-dyadic-fractions-the-simplest-number-theorem-and-bluered-hackenbush-abc229-h",
    ),    (
        "set power series",
        "set-power-series/exp-log.html#exp-and-log-of-a-set-power-series-library-checker",
    ),
    (
        "partition lattice",
        "set-power-series/partition-mobius.html#the-möbius-function-of-the-partition-lattice",
    ),
    (
        "chromatic polynomial",
        "ie-algorithms/chromatic-polynomial.html#the-chromatic-polynomial-library-checker",
    ),
    (
        "chromatic number",
        "ie-algorithms/chromatic-number.html#k-colorings-and-the-chromatic-number-library-checker",
    ),
    (
        "covers by independent sets",
        "ie-algorithms/chromatic-number.html#counting-covers-by-independent-sets",
    ),
    (
        "Hamiltonian cycles",
        "ie-algorithms/hamiltonian.html#counting-hamiltonian-cycles-in-polynomial-space",
    ),
    (
        "permanent",
        "ie-algorithms/permanent.html#the-permanent-rysers-formula-atcoder-edpc-o",
    ),
    ("Ryser's formula", "ie-algorithms/permanent.html#rysers-formula"),
    (
        "Meissel",
        "primes-orbits/prime-counting.html#the-meissellehmer-method",
    ),
    (
        "number-theoretic transform",
        "convolutions/ntt.html#the-number-theoretic-transform-library-checker",
    ),
    ("Montgomery reduction", "convolutions/ntt.html#montgomery-reduction"),
    ("LGV lemma", "convolutions/lgv.html#the-lgv-lemma"),
    (
        "non-intersecting paths",
        "convolutions/lgv.html#path-families-and-determinants",
    ),
    (
        "Burnside's lemma",
        "primes-orbits/burnside.html#burnsides-lemma-and-counting-necklaces-cses-2209",
    ),
    ("cycle index", "primes-orbits/polya.html#the-cycle-index"),
    // The short sections that name it rank first (the theorem's is long).
    (
        "stable matching",
        "nimbers/interactive.html#further-reading",
    ),
    (
        "thermograph",
        "partizan/hot-games.html#hot-games-cooling-mean-temperature-and-thermographs",
    ),
    // Only an exercise's answer says it (see ANSWER_SECTIONS).
    ("unitriangular", "inclusion-exclusion/mobius.html#exercises"),
    // Part 13.
    ("Taylor shift", "convolutions/binomial-transforms.html#the-taylor-shift"),
];

/// Queries whose section must rank higher than third: (query, the lowest rank
/// allowed, counted from 1). `mobius` and `Möbius` may be second: the section
/// "The zeta and Möbius transforms" of the subset-zeta chapter is about the
/// Möbius transform, a right answer too, and its three-word title outscores
/// the chapter's four.
pub const EN_RANKS: &[(&str, usize)] = &[
    ("mobius", 2),
    ("Möbius", 2),
    ("misere", 1),
    ("misère", 1),
    ("simplest number", 1),
];

/// Keystroke to results on screen, at most.
const MAX_MS: f64 = 200.0;
/// Our index against mdBook's own for the same text, at most.
const MAX_SIZE_RATIO: f64 = 3.0;

const SCRIPT: &str = r#"
const fs = require('fs');
const { chromium } = require(process.env.PLAYWRIGHT_CORE);
const input = JSON.parse(fs.readFileSync(process.env.INPUT, 'utf8'));

// The section a URL points to, as mdBook's doc_urls write it: page#anchor.
function sectionOf(href, base) {
  const u = new URL(href), b = new URL(base);
  return decodeURIComponent(u.pathname).slice(decodeURIComponent(b.pathname).length)
    + decodeURIComponent(u.hash);
}

(async () => {
  const browser = await gamebookBrowser(chromium);
  const report = { runs: [] };
  // Served and from disk side by side, one tab each (the machines have two
  // cores; a tab's renderer is one process): the report keeps their order.
  report.runs = await Promise.all(input.bases.map(async ([mode, base], m) => {
    const page = await browser.newPage();
    page.setDefaultTimeout(15000);
    const run = { mode, errors: [], cuts: [], cases: [] };
    page.on('pageerror', e => run.errors.push(String(e)));
    // The English edition has mdBook's own search, without our cutter.
    const ready = () => page.waitForFunction(
      en => (en || window.gamebookSearch) && window.search && window.search.index, input.english);

    // The browser's query cutter against the Rust one.
    await page.goto(base + 'index.html');
    await page.keyboard.press('s');
    await ready();
    run.cuts = await page.evaluate(cuts => cuts
      .filter(([t, w]) => JSON.stringify(window.gamebookSearch.cut(t)) !== JSON.stringify(w))
      .slice(0, 5)
      .map(([t, w]) => ({ text: t.slice(0, 60), rust: w.slice(0, 10), js: window.gamebookSearch.cut(t).slice(0, 10) })),
      input.cuts);
    run.cutsCompared = input.cuts.length;
    await page.goto(base + 'index.html');

    for (let i = 0; i < input.cases.length; i++) {
      const [q, want] = input.cases[i];
      // Each query is typed, ranked and followed in one of the two runs
      // (served: the even cases, from disk: the odd ones): the two load the
      // same index and rank with the same script, and what differs between
      // them (how the index and the pages load) every query of a run shows.
      if (i % input.bases.length !== m) {
        run.cases.push({ q, want, skipped: true });
        continue;
      }
      if (i % 7 === 0)
        process.stderr.write(`[xtask]    search ${mode}: query ${i + 1}/${input.cases.length} ${q}\n`);
      const how = ['s key', 'search button', '?search='][i % 3];
      const r = { q, want, how, top: [], rank: -1, ms: null };
      run.cases.push(r);
      try {
        if (how === '?search=') {
          await page.goto(base + 'index.html?search=' + encodeURIComponent(q));
        } else {
          if (how === 's key') {
            await page.keyboard.press('s');
          } else {
            await page.click('#mdbook-search-toggle');
          }
          await page.waitForSelector('#mdbook-searchbar', { state: 'visible' });
          await ready();
          // Everything but the last character, then the last one as a key
          // (Latin) or as an IME commits it (Han), timed from its keydown or
          // beforeinput to the next frame after the results changed. On a
          // loaded machine one frame can come late: a time over the bound is
          // measured once more and the smaller one kept.
          const chars = Array.from(q);
          const last = chars.pop();
          for (let attempt = 0; attempt < 2 && (attempt === 0 || r.ms > input.maxMs); attempt++) {
            if (attempt > 0) {
              // Another term first, searched: mdBook searches on keyup and
              // skips a term equal to its last one, so without this the
              // retimed keystroke would search nothing and never show.
              await page.fill('#mdbook-searchbar', 'x');
              await page.focus('#mdbook-searchbar');
              await page.keyboard.press('End');
            }
            await page.fill('#mdbook-searchbar', chars.join(''));
            await page.evaluate(() => {
              const t = window.__searchTime = { start: null, end: null };
              const bar = document.getElementById('mdbook-searchbar');
              const mark = () => { if (t.start === null) t.start = performance.now(); };
              bar.addEventListener('keydown', mark, { capture: true, once: true });
              bar.addEventListener('beforeinput', mark, { capture: true, once: true });
              const o = new MutationObserver(() => {
                o.disconnect();
                requestAnimationFrame(() => { t.end = performance.now(); });
              });
              // The header changes on every search, the list only when it had
              // or gets results; searcher.js writes both in one task.
              o.observe(document.getElementById('mdbook-searchresults-header'), { childList: true });
              o.observe(document.getElementById('mdbook-searchresults'), { childList: true });
            });
            if (/^[\x21-\x7e]$/.test(last)) {
              await page.keyboard.press(last);
            } else {
              await page.keyboard.insertText(last);
            }
            await page.waitForFunction(() => window.__searchTime.end !== null);
            const ms = await page.evaluate(() => window.__searchTime.end - window.__searchTime.start);
            r.ms = r.ms === null ? ms : Math.min(r.ms, ms);
          }
        }
        const shown = timeout => page.waitForFunction(([q, en]) => {
          const h = document.getElementById('mdbook-searchresults-header');
          // The result line in Chinese (search.js rewrites mdBook's English one);
          // the English edition keeps mdBook's own ("… results for 'q':").
          if (en) return h && h.innerText.includes("'" + q + "'");
          return h && h.innerText.includes('“' + q + '”') && /结果|没有找到/.test(h.innerText);
        }, [q, input.english], { timeout });
        try {
          await shown(how === '?search=' ? 15000 : 5000);
        } catch (e) {
          if (how === '?search=') throw e;
          // Seen once on a loaded machine: the last key's search never ran. A
          // reader would press another key; End searches again (mdBook searches
          // on every keyup). Reported, not failed; a second miss fails.
          r.state = await page.evaluate(() => ({
            header: (document.getElementById('mdbook-searchresults-header') || {}).innerText,
            value: document.getElementById('mdbook-searchbar').value,
            focus: document.activeElement ? document.activeElement.id || document.activeElement.tagName : null,
          }));
          r.retyped = true;
          await page.focus('#mdbook-searchbar');
          await page.keyboard.press('End');
          await shown(10000);
        }
        const top = await page.evaluate(() => [...document.querySelectorAll('#mdbook-searchresults > li')]
          .slice(0, 3).map(li => ({ href: li.querySelector('a').href,
                                    teaser: li.querySelector('.teaser').innerHTML })));
        r.top = top.map(t => sectionOf(t.href, base));
        r.teaserHit = top.some(t => t.teaser.includes('<em>'));
        r.teaser = (top.find(t => t.teaser.includes('<em>')) || top[0] || { teaser: '' }).teaser.slice(0, 120);
        r.rank = r.top.indexOf(want);
        if (r.rank < 0) {
          await page.goto(base + 'index.html');
          continue;
        }
        r.followed = true;
        // Follow the result with the keyboard, as a reader would.
        await page.focus('#mdbook-searchbar');
        const before = page.url();
        await page.keyboard.press('ArrowDown');
        for (let k = 0; k < r.rank; k++) {
          await page.keyboard.press('ArrowDown');
        }
        await page.keyboard.press('Enter');
        await page.waitForURL(u => u.href !== before, { waitUntil: 'load' });
        r.landed = await page.evaluate(() => ({
          id: decodeURIComponent(location.hash.slice(1)),
          heading: !!document.getElementById(decodeURIComponent(location.hash.slice(1))),
          marks: [...document.querySelectorAll('#mdbook-content mark')].slice(0, 3).map(m => m.textContent),
        }));
        r.landed.section = sectionOf(page.url(), base);
        // A word the text and some answers share: the answers stay closed
        // (counted after theme/reader.js has had its 300 ms).
        if (input.answersStayClosed.includes(q)) {
          await page.waitForTimeout(800);
          r.landed.answersWithHit = await page.evaluate(() =>
            document.querySelectorAll('#mdbook-content details.gb-answer mark').length);
          r.landed.answersOpen = await page.evaluate(() =>
            document.querySelectorAll('#mdbook-content details.gb-answer[open]').length);
        }
        // A hit inside an exercise's hint or answer: the fold around it opens
        // (theme/reader.js, 300 ms after load).
        if (input.answerSections.some(a => want.endsWith(a))) {
          r.landed.answerOpen = await page.waitForFunction(() =>
            document.querySelector('#mdbook-content details.gb-answer[open] mark, #mdbook-content details.gb-hint[open] mark') !== null,
            null, { timeout: 5000 }).then(() => true, () => false);
        }
      } catch (e) {
        r.error = String(e).split('\n')[0];
        await page.goto(base + 'index.html').catch(() => {});
      }
    }
    await page.close();
    return run;
  }));
  await browser.close();
  console.log(JSON.stringify(report));
})().catch(e => { console.error(e); process.exit(1); });
"#;

/// The Chinese half of [`search_test`] alone (the search vocabulary fault needs no more).
pub fn search_test_zh(root: &Path, book: &Book) -> Result<(), String> {
    run(root, book, CASES, false)
}

/// Run the search test on a built, served book: the Chinese edition, then
/// the English one under `en/`.
pub fn search_test(root: &Path, book: &Book) -> Result<(), String> {
    let zh = run(root, book, CASES, false);
    if !book.dir.join("en/index.html").is_file() {
        return zh;
    }
    say("   English edition (book/en/, mdBook's own search):");
    let en = run(root, book, EN_CASES, true);
    match (zh, en) {
        (Ok(()), Ok(())) => Ok(()),
        (a, b) => Err([a.err(), b.err().map(|e| format!("English edition:\n{e}"))]
            .into_iter()
            .flatten()
            .collect::<Vec<_>>()
            .join("\n")),
    }
}

/// The Chinese search test on the cases whose query contains `word` only (a
/// fault that breaks one query need not type the other forty).
pub fn search_test_zh_only(root: &Path, book: &Book, word: &str) -> Result<(), String> {
    let cases: Vec<(&str, &str)> = CASES
        .iter()
        .copied()
        .filter(|(q, _)| q.contains(word))
        .collect();
    if cases.is_empty() {
        return Err(format!("the search test has no query with {word:?}"));
    }
    run(root, book, &cases, false)
}

/// The search test with the given (query, section) cases.
fn run(root: &Path, book: &Book, cases: &[(&str, &str)], english: bool) -> Result<(), String> {
    let s = &book.index;
    let ratio = s.ours_bytes as f64 / s.mdbook_bytes as f64;
    if !english {
        say(&format!(
        "   search index {}: {} KB (mdBook's own {} KB, {ratio:.2}x; {} sections, {} postings over {} KB of section text; built in {:.0} ms)",
        s.file.file_name().unwrap_or_default().to_string_lossy(),
        s.ours_bytes / 1000,
        s.mdbook_bytes / 1000,
        s.docs,
        s.postings,
        s.text_bytes / 1000,
        s.millis
    ));
    }
    let mut errs = Vec::new();
    if ratio > MAX_SIZE_RATIO && !english {
        errs.push(format!(
            "the search index is {ratio:.2}x mdBook's own (at most {MAX_SIZE_RATIO}x)"
        ));
    }
    let mut cuts: Vec<(String, Vec<String>)> = if english {
        Vec::new()
    } else {
        cases
            .iter()
            .map(|(q, _)| q.to_string())
            .chain(zhsearch::probe_texts(&book.dir)?)
            .map(|t| {
                let c = zhsearch::cut(&t, Side::Query, Scheme::Bigrams);
                (t, c)
            })
            .collect()
    };
    cuts.dedup();
    let bases: Vec<(&str, String)> = book
        .bases()
        .iter()
        .map(|(m, b)| {
            (
                *m,
                if english {
                    format!("{b}en/")
                } else {
                    b.to_string()
                },
            )
        })
        .collect();
    let input = json!({
        "english": english,
        "bases": bases,
        "cases": cases,
        "cuts": cuts,
        "maxMs": MAX_MS,
        "answerSections": ANSWER_SECTIONS,
        "answersStayClosed": ANSWERS_STAY_CLOSED,
    });
    let path = root
        .join("target")
        .join("browser")
        .join("search-input.json");
    std::fs::create_dir_all(path.parent().expect("a parent")).map_err(|e| e.to_string())?;
    std::fs::write(&path, input.to_string()).map_err(|e| e.to_string())?;
    let line = run_script(
        book,
        root,
        "search",
        SCRIPT,
        &[("INPUT", path.to_string_lossy().into_owned())],
    )?;
    let report: Value = serde_json::from_str(&line)
        .map_err(|e| format!("the search script's report is not JSON ({e}): {line}"))?;
    judge(&report, cases, english, &mut errs);
    if errs.is_empty() {
        Ok(())
    } else {
        Err(errs.join("\n"))
    }
}

/// Check the script's report, print the table, collect failures into `errs`.
/// For the English edition (`english`), mdBook's own teaser and highlighter do
/// not mark a word joined by an en dash or glued to punctuation
/// ("Sprague–Grundy", "(Bouton,"): there a missing mark is reported, not failed.
fn judge(report: &Value, cases: &[(&str, &str)], english: bool, errs: &mut Vec<String>) {
    let mut notes = Vec::new();
    let runs = report["runs"].as_array().cloned().unwrap_or_default();
    if runs.len() != 2 {
        errs.push(format!("expected a served and a from-disk run: {report}"));
    }
    let mut table = vec![format!(
        "   {:<10} {:<13} {:<8} {}",
        "query", "opened by", "ms", "first hit (served | from disk)"
    )];
    for (i, (q, _)) in cases.iter().enumerate() {
        let cell = |r: &Value| {
            let c = &r["cases"][i];
            if c["skipped"] == Value::Bool(true) {
                return "·".to_string();
            }
            let first = c["top"][0].as_str().unwrap_or("—").to_string();
            let rank = c["rank"].as_i64().unwrap_or(-1);
            if rank == 0 {
                first
            } else if rank < 0 {
                format!("{first} (wanted one not in the first three)")
            } else {
                format!("{first} (wanted at #{})", rank + 1)
            }
        };
        let ms = runs
            .iter()
            .filter_map(|r| r["cases"][i]["ms"].as_f64())
            .map(|m| format!("{m:.0}"))
            .collect::<Vec<_>>()
            .join("/");
        let how = runs
            .iter()
            .find_map(|r| r["cases"][i]["how"].as_str())
            .unwrap_or("");
        table.push(format!(
            "   {:<10} {:<13} {:<8} {} | {}",
            q,
            how,
            ms,
            runs.first().map(cell).unwrap_or_default(),
            runs.get(1).map(cell).unwrap_or_default()
        ));
    }
    let mut times = Vec::new();
    for run in &runs {
        let mode = run["mode"].as_str().unwrap_or("?");
        for e in run["errors"].as_array().into_iter().flatten() {
            errs.push(format!("{mode}: error on the page: {e}"));
        }
        if let Some(bad) = run["cuts"].as_array().filter(|a| !a.is_empty()) {
            errs.push(format!(
                "{mode}: the browser cuts queries differently from crates/zhsearch/src/lib.rs: {}",
                Value::Array(bad.clone())
            ));
        }
        for (i, (q, want)) in cases.iter().enumerate() {
            let c = &run["cases"][i];
            if c["skipped"] == Value::Bool(true) {
                continue;
            }
            let what = format!(
                "{mode}: {q:?} (opened by {})",
                c["how"].as_str().unwrap_or("?")
            );
            if c["retyped"] == Value::Bool(true) {
                say(&format!(
                    "   {what}: no results shown after the last key; shown after End was pressed (page then: {})",
                    c["state"]
                ));
            }
            if let Some(e) = c["error"].as_str() {
                errs.push(format!("{what}: {e}"));
                continue;
            }
            let rank = c["rank"].as_i64().unwrap_or(-1);
            if rank < 0 {
                errs.push(format!(
                    "{what}: {want} is not among the first three results {}",
                    c["top"]
                ));
                continue;
            }
            let lowest = EN_RANKS
                .iter()
                .find(|(x, _)| english && x == q)
                .map_or(3, |r| r.1);
            if rank as usize + 1 > lowest {
                errs.push(format!(
                    "{what}: {want} ranks #{} (at most #{lowest} wanted): {}",
                    rank + 1,
                    c["top"]
                ));
            }
            let marks = if english { &mut notes } else { &mut *errs };
            if c["teaserHit"] != Value::Bool(true) {
                marks.push(format!(
                    "{what}: no teaser of the first three marks the hit: {}",
                    c["teaser"]
                ));
            }
            if c["followed"] != Value::Bool(true) {
                continue;
            }
            let landed = &c["landed"];
            if landed["marks"].as_array().is_none_or(|m| m.is_empty()) {
                marks.push(format!("{what}: the page opened has no highlighted hit"));
            }
            if ANSWERS_STAY_CLOSED.contains(q)
                && (landed["answersWithHit"].as_u64().unwrap_or(0) == 0
                    || landed["answersOpen"].as_u64() != Some(0))
            {
                errs.push(format!(
                    "{what}: the page opened should have hits in its answers and every answer closed: {landed}"
                ));
            }
            if ANSWER_SECTIONS.iter().any(|a| want.ends_with(a))
                && landed["answerOpen"] != Value::Bool(true)
            {
                errs.push(format!(
                    "{what}: the hit is in an exercise's answer, but the page opened did not open its fold: {landed}"
                ));
            }
            if landed["section"].as_str() != Some(want) || landed["heading"] != Value::Bool(true) {
                errs.push(format!(
                    "{what}: following the result did not open {want}: {landed}"
                ));
            }
            if let Some(ms) = c["ms"].as_f64() {
                times.push(ms);
            }
        }
    }
    // Each query is typed in exactly one of the two runs, and its result,
    // when found, followed there.
    for (i, (q, _)) in cases.iter().enumerate() {
        let typed: Vec<&Value> = runs
            .iter()
            .map(|r| &r["cases"][i])
            .filter(|c| c.is_object() && c["skipped"] != Value::Bool(true))
            .collect();
        let unfollowed = typed
            .iter()
            .any(|c| c["rank"].as_i64() >= Some(0) && c["followed"] != Value::Bool(true));
        if runs.len() == 2 && (typed.len() != 1 || unfollowed) {
            errs.push(format!(
                "{q:?}: typed in {} runs (one wanted){}",
                typed.len(),
                if unfollowed {
                    ", its result not followed"
                } else {
                    ""
                }
            ));
        }
    }
    for l in &table {
        say(l);
    }
    times.sort_by(f64::total_cmp);
    if let (Some(max), false) = (times.last(), times.is_empty()) {
        say(&format!(
            "   keystroke to results on screen: median {:.0} ms, max {max:.0} ms over {} typed queries",
            times[times.len() / 2],
            times.len()
        ));
        if *max > MAX_MS {
            errs.push(format!(
                "keystroke to results took {max:.0} ms (at most {MAX_MS} ms)"
            ));
        }
    } else {
        errs.push("no keystroke-to-results time was measured".into());
    }
    let compared = runs
        .first()
        .and_then(|r| r["cutsCompared"].as_u64())
        .unwrap_or(0);
    if english {
        say(&format!(
            "   {} queries, each typed in one of the two runs (served, from disk), found in the first three and followed to its section",
            cases.len()
        ));
        for n in &notes {
            say(&format!("   (mdBook's own highlighting) {n}"));
        }
    } else {
        say(&format!(
            "   {} queries, each typed in one of the two runs (served, from disk) and its result followed; the browser's cutter agrees with the Rust one on {compared} texts",
            cases.len()
        ));
    }
}

/// The fault, on a book built with [`Scheme::LatinOnly`] (an index without a
/// Chinese term): the search test must fail on a Chinese query. The first
/// Chinese case and one Latin case are enough to show it.
pub fn fault(root: &Path, latin_only: &Book) -> Result<(), String> {
    let cases = [CASES[0], CASES[CASES.len() - 1]];
    match run(root, latin_only, &cases, false) {
        Ok(()) => Err("a search index without Chinese terms passed the search test".into()),
        Err(e) if e.contains(&format!("{:?}", CASES[0].0)) => Ok(()),
        Err(e) => Err(format!(
            "the search test failed on an index without Chinese terms, but not on a Chinese query:\n{e}"
        )),
    }
}
