//! The game boards: build `crates/boards` to WebAssembly and inline
//! it into the book, and test the boards in headless Chromium through the
//! page's own controls, judged by testkit's exhaustive oracles.
//!
//! - [`install`] (run by every `cargo xtask build|serve|test`): build the
//!   `wasm` profile of `crates/boards` for `wasm32-unknown-unknown` (adding the
//!   target with rustup if missing) and write it base64-encoded into
//!   `src/boards/wasm.js` (git-ignored), which `theme/boards.js` loads as a
//!   script: a page opened from disk cannot `fetch()` a `.wasm` file.
//! - [`board_test`]: on the book the other browser tests use ([`Book`]), served
//!   and from disk (`file://`), play many
//!   games on every board with a Rust-side driver: the computer must win
//!   every game from an N-position against random replies and against the
//!   replies that make the game last longest, a player following the oracle
//!   must beat it from a P-position, each shown table must equal testkit's,
//!   with no console error and no request off the machine. Each board page is
//!   opened at the first heading below its board, which must stay where the
//!   browser's jump put it once the board has drawn (and the language switch
//!   must lead to it); ← and → on the board must not leave the page (mdBook's
//!   chapter keys); the labels the text before the board quotes must be the
//!   board's own; a board the reader plays first starts from an N-position.
//! - [`fault`]: the same Nim games against a build whose winning move is wrong.
//! - `boards/tree.rs`: the two Hackenbush boards (Green judged by testkit's exhaustive
//!   `tree_game_sg`, Blue–Red by its game-value engine).
//!
//! The browser is driven by a small Playwright script that reads one command a
//! line and answers one line; all judging happens here, in Rust.

use crate::harness::Book;
use std::collections::HashMap;
use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use std::time::Instant;
use testkit::cmd::{cargo, cmd_capture, cmd_ok, say};
use testkit::game::Solver;
use testkit::rng::Rng;

mod tree;

const TARGET: &str = "wasm32-unknown-unknown";
/// Each board module must stay below this size.
const MAX_WASM_BYTES: usize = 200 * 1024;

/// The workspace holding `crates/boards` (also when `book_root` is a scratch copy).
fn workspace() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../..")
        .canonicalize()
        .expect("pagetest lives in the workspace's crates/")
}

/// Where cargo builds the boards' module: `CARGO_TARGET_DIR`, else the workspace's `target/`.
fn target_dir() -> PathBuf {
    std::env::var_os("CARGO_TARGET_DIR").map_or_else(|| workspace().join("target"), PathBuf::from)
}

/// Add the wasm target with rustup if this toolchain lacks it.
fn ensure_target() -> Result<(), String> {
    let (ok, sysroot) = cmd_capture(Command::new("rustc").args(["--print", "sysroot"]))?;
    let have = ok
        && Path::new(sysroot.trim())
            .join("lib/rustlib")
            .join(TARGET)
            .is_dir();
    if have {
        return Ok(());
    }
    say(&format!(
        "adding the Rust target {TARGET} with rustup (once)"
    ));
    cmd_ok(Command::new("rustup").args(["target", "add", TARGET]))
        .map_err(|e| format!("{e}: the boards need `rustup target add {TARGET}`"))
}

/// Build the boards' module (with `features`, into `target_dir`) and return its bytes.
fn build_wasm(features: &[&str], target_dir: &Path) -> Result<Vec<u8>, String> {
    ensure_target()?;
    let mut c = cargo();
    c.current_dir(workspace())
        .args(["build", "--quiet", "-p", "boards", "--target", TARGET])
        .args(["--profile", "wasm", "--target-dir"])
        .arg(target_dir);
    for f in features {
        c.args(["--features", f]);
    }
    let (ok, log) = cmd_capture(&mut c)?;
    if !ok {
        return Err(format!(
            "building crates/boards for {TARGET} failed:\n{log}"
        ));
    }
    let file = target_dir.join(TARGET).join("wasm").join("boards.wasm");
    let bytes = std::fs::read(&file).map_err(|e| format!("{}: {e}", file.display()))?;
    if bytes.len() >= MAX_WASM_BYTES {
        return Err(format!(
            "{} is {} bytes; the limit is {MAX_WASM_BYTES}",
            file.display(),
            bytes.len()
        ));
    }
    Ok(bytes)
}

/// Standard base64 with padding.
fn base64(bytes: &[u8]) -> String {
    const ABC: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let b = [
            chunk[0],
            *chunk.get(1).unwrap_or(&0),
            *chunk.get(2).unwrap_or(&0),
        ];
        let n = (b[0] as u32) << 16 | (b[1] as u32) << 8 | b[2] as u32;
        for k in 0..4 {
            if k <= chunk.len() {
                out.push(ABC[(n >> (18 - 6 * k) & 63) as usize] as char);
            } else {
                out.push('=');
            }
        }
    }
    out
}

/// The script that carries the module.
fn wasm_script(bytes: &[u8]) -> String {
    format!(
        "// Generated by `cargo xtask` from crates/boards ({} bytes of WebAssembly); not committed.\nwindow.GAMEBOOK_BOARDS_WASM = \"{}\";\n",
        bytes.len(),
        base64(bytes)
    )
}

/// Build the boards' module and write `src/boards/wasm.js` under `book_root`
/// (only if it changed, so `mdbook serve` does not rebuild for nothing).
pub fn install(book_root: &Path) -> Result<(), String> {
    let t = Instant::now();
    let bytes = build_wasm(&[], &target_dir())?;
    let text = wasm_script(&bytes);
    for src in ["src", "en/src"] {
        let dest = book_root.join(src).join("boards").join("wasm.js");
        if std::fs::read_to_string(&dest).ok().as_deref() != Some(text.as_str()) {
            std::fs::create_dir_all(dest.parent().expect("a parent")).map_err(|e| e.to_string())?;
            std::fs::write(&dest, &text).map_err(|e| format!("{}: {e}", dest.display()))?;
            say(&format!(
                "boards: {} bytes of WebAssembly into {} ({:.1} s)",
                bytes.len(),
                dest.display(),
                t.elapsed().as_secs_f64()
            ));
        }
    }
    Ok(())
}

// ───────────────────────────── the browser side ─────────────────────────────

const SCRIPT: &str = r#"
const { chromium } = require(process.env.PLAYWRIGHT_CORE);
const readline = require('readline');
(async () => {
  const browser = await gamebookBrowser(chromium);
  const page = await browser.newPage({ viewport: { width: 1000, height: 900 } });
  const local = process.env.LOCAL;
  const foreign = [], errors = [];
  page.on('request', r => {
    const u = r.url();
    if (!u.startsWith(local) && !u.startsWith('file://') && !u.startsWith('data:')) foreign.push(u);
  });
  page.on('console', m => { if (m.type() === 'error') errors.push(m.text()); });
  page.on('pageerror', e => errors.push(String(e)));
  const board = g => `.gb-board[data-game="${g}"]`;
  // The board's state and its enabled move buttons, in one line.
  const STATE = b => {
    const d = b.dataset;
    const on = [...b.querySelectorAll('.gb-move:not([disabled])')].map(e => `${e.dataset.i}:${e.dataset.j}`);
    // The last move is on screen: in the status line and as the history's last entry.
    const lastLi = b.querySelector('.gb-history li:last-child');
    const shown = !!d.lastMove && !!lastLi && lastLi.textContent === d.lastMove
      && b.querySelector('.gb-status').textContent.includes(d.lastMove.replace(/^[^：:]*[：:]\s*/, ''));
    return `pos=${d.pos} turn=${d.turn} last=${d.last || '-'} winner=${d.winner || '-'} shown=${shown ? 1 : 0} mover=${d.mover || '-'} enabled=${on.join(',')}`;
  };
  // `fn(element, arg, STATE)` on the first element `sel` matches (onAll: on the
  // list of all), found by the page's own querySelector in one round trip.
  // Playwright's $eval finds it with its own selector engine, which walks the
  // whole page: on nim.html (3 000 elements) a click took 12 ms that way and
  // 3 ms this way, and the board pages have up to 100 000 nodes.
  const run = (all, sel, fn, arg) => page.evaluate(([all, sel, src, arg, S]) => {
    const f = (0, eval)('(' + src + ')'), state = (0, eval)('(' + S + ')');
    if (all) return f([...document.querySelectorAll(sel)], arg, state);
    const e = document.querySelector(sel);
    if (!e) throw new Error('nothing on the page matches ' + sel);
    return f(e, arg, state);
  }, [all, sel, fn.toString(), arg, STATE.toString()]);
  const onFirst = (sel, fn, arg) => run(false, sel, fn, arg);
  const onAll = (sel, fn, arg) => run(true, sel, fn, arg);
  const ready = () => page.waitForFunction(() => !!document.querySelector('.gb-board[data-ready]'), null, { timeout: 15000 });
  const state = g => onFirst(board(g), (b, _, S) => S(b));
  const rl = readline.createInterface({ input: process.stdin });
  for await (const line of rl) {
    const [cmd, ...a] = line.split(' ');
    try {
      let out = '';
      if (cmd === 'open') {
        await page.goto(a[0], { waitUntil: 'load' });
        await ready();
        out = await onAll('.gb-board', bs => bs.map(b => b.dataset.game).join(','));
      } else if (cmd === 'landing') {
        // Opened at #a[0] (a heading below the board): once the boards have
        // drawn, the heading is where a fresh jump to it puts it; then, with
        // the heading in the middle of the window, the language switch points
        // at its twin (the same place in the other page's list of headings).
        out = await page.evaluate(id => {
          const h = document.getElementById(id);
          if (!h) return `ERR no heading #${id}`;
          const landed = h.getBoundingClientRect().top;
          h.scrollIntoView();
          const jump = h.getBoundingClientRect().top;
          window.scrollBy(0, jump - innerHeight * 0.4);
          const a = document.querySelector('a.gb-lang-switch');
          let sw = '-';
          if (a) {
            a.dispatchEvent(new Event('focus'));
            const ours = [...document.querySelectorAll('main :is(h1, h2, h3, h4, h5, h6)[id]')];
            const theirs = (a.dataset.ids || '').split(' ');
            const want = theirs[ours.indexOf(h)];
            const got = decodeURIComponent(a.getAttribute('href').split('#')[1] || '');
            sw = got === want ? 'ok' : `#${got}, not #${want}`;
          }
          return `landed=${Math.round(landed)} jump=${Math.round(jump)} switch=${sw}`;
        }, a[0]);
      } else if (cmd === 'arrows') {
        // ← and → on the board's first control that takes keys (a move, or the
        // nim-product table's scroll box): no navigation may start. The
        // Navigation API's navigate event names one (mdBook's chapter keys set
        // location.href) and cancelling it keeps the page for the next command.
        const on = await onFirst(board(a[0]), b => {
          window.gbLeft = [];
          if (!window.gbWatch) {
            window.gbWatch = true;
            navigation.addEventListener('navigate', e => { window.gbLeft.push(e.destination.url); e.preventDefault(); });
          }
          const e = b.querySelector('.gb-move:not([disabled]), .gb-nimwrap, .gb-game');
          if (!e) return '';
          e.focus();
          return document.activeElement === e ? e.className.split(' ')[0] : '';
        });
        if (!on) throw new Error(`${a[0]}: no control on the board took the focus`);
        for (const k of ['ArrowRight', 'ArrowLeft']) await page.keyboard.press(k);
        const left = await page.evaluate(() => window.gbLeft.join(' '));
        out = left ? `sent the page to ${left} (focus on .${on})` : 'stayed';
      } else if (cmd === 'quotes') {
        // What the paragraph before the board quotes ("…" or “…”), each not
        // among the board's own labels (labels, buttons, options: their own
        // text, without a closing colon).
        out = await onFirst(board(a[0]), b => {
          const p = b.previousElementSibling;
          const quoted = [...(p ? p.textContent : '').matchAll(/“([^”]+)”|"([^"]+)"/g)].map(m => m[1] || m[2]);
          const own = e => [...e.childNodes].filter(n => n.nodeType === 3).map(n => n.textContent).join('')
            .trim().replace(/\s*[：:]$/, '');
          const labels = new Set([...b.querySelectorAll('label, button, option')].map(own).filter(Boolean));
          return JSON.stringify({ quoted: quoted.length, off: quoted.filter(q => !labels.has(q)), labels: [...labels].filter(l => !/^\d+$/.test(l)) });
        });
      } else if (cmd === 'setup') {
        // The board's own inputs, select and start button, in one round trip.
        const [g, pos, set, first] = a;
        out = await onFirst(board(g), (b, [pos, set, first], S) => {
          b.querySelector('.gb-pos').value = pos.replace(/,/g, ' ');
          if (set !== '-') b.querySelector('.gb-set').value = set.replace(/,/g, ' ');
          b.querySelector('.gb-first').value = first;
          b.querySelector('.gb-start').click();
          return S(b);
        }, [pos, set, first]);
      } else if (cmd === 'click') {
        // The button's own click handler, without Playwright's per-click waits.
        const r = await onFirst(board(a[0]), (root, [i, j], S) => {
          const b = root.querySelector(`.gb-move[data-i="${i}"][data-j="${j}"]`);
          if (!b) return 'ERR no such button';
          if (b.disabled) return 'ERR the button is disabled';
          b.click();
          return S(root);
        }, [a[1], a[2]]);
        if (r.startsWith('ERR')) throw new Error(`click ${a.join(' ')}: ${r}`);
        out = r;
      } else if (cmd === 'key') {
        // Keyboard play: Tab from the start button to the first enabled move, then Enter.
        await page.focus(`${board(a[0])} .gb-start`);
        for (let k = 0; k < 6; k++) {
          await page.keyboard.press('Tab');
          if (await page.evaluate(() => document.activeElement.classList.contains('gb-move'))) break;
        }
        const f = await page.evaluate(() => {
          const e = document.activeElement;
          return e.classList.contains('gb-move') ? `${e.dataset.i}:${e.dataset.j}` : '';
        });
        if (!f) throw new Error('Tab did not reach a move button');
        await page.keyboard.press('Enter');
        out = `focused=${f} ` + await state(a[0]);
      } else if (cmd === 'enabled') {
        out = await onAll(`${board(a[0])} .gb-move:not([disabled])`,
          bs => bs.map(b => `${b.dataset.i}:${b.dataset.j}`).join(','));
      } else if (cmd === 'show') {
        await page.check(`${board(a[0])} .gb-show`);
        out = await onFirst(board(a[0]), b => {
          const q = s => [...b.querySelectorAll(s)];
          const x = b.querySelector('.gb-xor');
          const p = b.querySelector('.gb-period');
          return [
            'value=' + (x ? x.dataset.value : '-'),
            'bin=' + q('.gb-bin').map(e => e.textContent.replace(/\s/g, '')).join(','),
            'sg=' + q('.gb-sg td[data-sg]').map(e => e.dataset.sg).join(','),
            'period=' + (p ? `${p.dataset.preperiod}:${p.dataset.period}` : '-'),
            'p=' + q('.gb-p').map(e => e.dataset.i !== undefined ? `${e.dataset.i}:${e.dataset.j}` : (e.classList.contains('gb-queen') ? 'queen' : '?')).join(','),
          ].join(' ');
        });
      } else if (cmd === 'winmoves') {
        // The Nim board's list of winning moves on each position of a batch
        // (`;`-separated), through the board's own inputs and checkbox.
        out = await onFirst(board('nim'), (b, batch) => {
          const box = b.querySelector('.gb-show-moves');
          if (!box) return 'ERR no winning-moves checkbox';
          if (!box.checked) box.click();
          return batch.split(';').map(pos => {
            b.querySelector('.gb-pos').value = pos.replace(/,/g, ' ');
            b.querySelector('.gb-first').value = 'you';
            b.querySelector('.gb-start').click();
            const m = b.querySelector('.gb-moves');
            if (!m) return 'none';
            const listed = [...m.querySelectorAll('.gb-win-moves li')].map(li => `${li.dataset.i}:${li.dataset.j}`).join(',');
            const sums = [...m.querySelectorAll('.gb-colsum td')].map(td => `${td.dataset.bit}:${td.dataset.count}`).join(',');
            // How the panel's sentence counts them.
            const said = (m.textContent.match(/counts \d+ winning moves?|数得 \d+ 种必胜走法/) || ['-'])[0];
            return [listed, m.dataset.count, m.dataset.value, sums, said].join('|');
          }).join(';');
        }, a[0]);
        if (out.startsWith('ERR')) throw new Error(out);
      } else if (cmd === 'treevals') {
        // A tree board's shown values on each tree of a batch (`;`-separated
        // typed lists, `,` for spaces), through its own box, button and
        // checkbox: the value line's data-value and the labels, `|`-joined.
        out = await onFirst(board(a[0]), (b, batch) => {
          const box = b.querySelector('.gb-show');
          if (!box.checked) box.click();
          return batch.split(';').map(t => {
            b.querySelector('.gb-pos').value = t.replace(/,/g, ' ');
            b.querySelector('.gb-first').value = 'you';
            b.querySelector('.gb-start').click();
            const x = b.querySelector('.gb-xor');
            const labels = [...b.querySelectorAll('.gb-vval, .gb-eval')].map(e => `${e.dataset.v ?? e.dataset.i}=${e.textContent}`);
            return `${b.dataset.pos}|${x ? x.dataset.value : '-'}|${labels.join(',')}`;
          }).join(';');
        }, a[1]);
      } else if (cmd === 'grow') {
        // Draw an edge on vertex a[1] by its + button.
        const r = await onFirst(board(a[0]), (root, v, S) => {
          const b = root.querySelector(`.gb-vertex[data-v="${v}"]`);
          if (!b) return 'ERR no + button on that vertex';
          b.click();
          return S(root);
        }, a[1]);
        if (r.startsWith('ERR')) throw new Error(r);
        out = r;
      } else if (cmd === 'typed') {
        // Type a tree (`,` for spaces) and press Start: the status line and the position.
        out = await onFirst(board(a[0]), (b, t) => {
          b.querySelector('.gb-pos').value = t.replace(/,/g, ' ');
          b.querySelector('.gb-start').click();
          return `${b.dataset.pos}|${b.querySelector('.gb-status').textContent}`;
        }, a[1]);
      } else if (cmd === 'nimtable') {
        out = await onAll(`${board('nimproduct')} .gb-nimtab td`,
          ts => ts.map(t => `${t.dataset.a}:${t.dataset.b}:${t.dataset.v}:${t.textContent}`).join(','));
      } else if (cmd === 'products') {
        // Typed pairs (a JSON list of [a, b] texts) through the board's own
        // inputs and button; each answer is `p:<product>` or `e:<a|b>:<why>`.
        const pairs = JSON.parse(line.slice(cmd.length + 1));
        out = JSON.stringify(await onFirst(board('nimproduct'), (b, pairs) => pairs.map(([x, y]) => {
          b.querySelector('.gb-a').value = x;
          b.querySelector('.gb-b').value = y;
          b.querySelector('.gb-calc').click();
          const o = b.querySelector('.gb-product');
          const txt = o.textContent;
          if (o.dataset.product !== undefined) return txt.endsWith(' = ' + o.dataset.product) ? `p:${o.dataset.product}` : `shown:${txt}`;
          return o.dataset.error !== undefined && txt.length > 0 ? `e:${o.dataset.error}` : 'none';
        }), pairs));
      } else if (cmd === 'cgts') {
        // Typed games (a JSON list of texts) through the calculator's own box
        // and button; each answer is `g:<canonical>|<outcome>|<mean>|<temperature>|<mast>`
        // (mast: 1 if the thermograph has its mast drawn) or `e:<message shown>`.
        const games = JSON.parse(line.slice(cmd.length + 1));
        out = JSON.stringify(await onFirst(board('cgt'), (b, games) => games.map(g => {
          b.querySelector('.gb-game').value = g;
          b.querySelector('.gb-calc').click();
          const o = b.querySelector('.gb-cgt'), d = o.dataset;
          if (d.error !== undefined) return `e:${o.textContent}`;
          const mast = b.querySelector('.gb-thermo .gb-mast') ? 1 : 0;
          const shown = [d.canonical, d.mean, d.temperature].every(v => o.textContent.includes(v));
          return shown ? `g:${d.canonical}|${d.outcome}|${d.mean}|${d.temperature}|${mast}` : `shown:${o.textContent}`;
        }), games));
      } else if (cmd === 'cgtkey') {
        // Keyboard: type into the box and press Enter.
        const sel = `${board('cgt')} .gb-game`;
        await page.fill(sel, line.slice(cmd.length + 1));
        await page.focus(sel);
        await page.keyboard.press('Enter');
        out = await onFirst(`${board('cgt')} .gb-cgt`, o => o.dataset.canonical || '-');
      } else if (cmd === 'prodkey') {
        // Keyboard: type into a, Tab to b and to the button, Enter.
        const sel = c => `${board('nimproduct')} ${c}`;
        await page.fill(sel('.gb-a'), a[0]);
        await page.fill(sel('.gb-b'), a[1]);
        await page.focus(sel('.gb-a'));
        await page.keyboard.press('Tab');
        await page.keyboard.press('Tab');
        const on = await page.evaluate(() => document.activeElement.className);
        if (on !== 'gb-calc') throw new Error(`Tab from a reached ${on}, not the Compute button`);
        await page.keyboard.press('Enter');
        out = await onFirst(sel('.gb-product'), o => o.dataset.product || '-');
      } else if (cmd === 'cjk') {
        // Chinese characters (and full-width punctuation) anywhere in the
        // boards' text or labels: none may remain on an English page.
        out = await onAll('.gb-board', bs => {
          const re = /[\u3000-\u9fff\uff00-\uffef]+/;
          const found = [];
          for (const b of bs) {
            for (const e of [b, ...b.querySelectorAll('*')]) {
              const own = [...e.childNodes].filter(n => n.nodeType === 3).map(n => n.textContent);
              for (const t of own.concat([e.getAttribute('aria-label'), e.getAttribute('title')])) {
                const m = t && t.match(re);
                if (m) found.push(`${b.dataset.game}: “${t.trim().slice(0, 60)}”`);
              }
            }
          }
          return found.length ? `${found.length} ${found.slice(0, 3).join(' | ')}` : '0';
        });
      } else if (cmd === 'heaps') {
        // The boards' text, labels and titles, for the heap/pile check (`heap_check`).
        out = JSON.stringify(await onAll('.gb-board', bs => bs.flatMap(b => [b.textContent, ...[...b.querySelectorAll('[aria-label], [title]')]
          .map(e => `${e.getAttribute('aria-label') || ''} ${e.getAttribute('title') || ''}`)])));
      } else if (cmd === 'quiet') {
        // `quiet on`: the page's text (the board with it) is not drawn while
        // games are played by the buttons' own click handlers and judged from
        // the DOM (boards.js reads no layout). Drawn, each click costs a frame
        // of style, layout, paint and raster: 7-10 ms of Chromium's CPU a
        // click against 2-3 ms (measured on sg-period.html). `quiet off`
        // draws it again for the keyboard test, the shown tables and the shots.
        out = await page.evaluate(on => {
          document.querySelector('main').style.contentVisibility = on ? 'hidden' : '';
          return getComputedStyle(document.querySelector('main')).contentVisibility;
        }, a[0] === 'on');
      } else if (cmd === 'hide') {
        await page.uncheck(`${board(a[0])} .gb-show`);
      } else if (cmd === 'theme') {
        await page.evaluate(t => { localStorage.setItem('mdbook-theme', t); }, a[0]);
        await page.reload({ waitUntil: 'load' });
        await ready();
        out = await page.evaluate(() => document.documentElement.className);
      } else if (cmd === 'shot') {
        const l = page.locator(board(a[0]));
        await l.scrollIntoViewIfNeeded();
        await l.screenshot({ path: a[1] });
      } else if (cmd === 'report') {
        out = `foreign=${foreign.length} errors=${errors.length} ${foreign.concat(errors).join(' | ').replace(/\n/g, ' ')}`;
      } else {
        throw new Error('unknown command ' + cmd);
      }
      console.log('OK ' + out);
    } catch (e) {
      console.log('ERR ' + String(e && e.message || e).replace(/\n/g, ' '));
    }
  }
  await browser.close();
})().catch(e => { console.error(e); process.exit(1); });
"#;

/// The browser, driven one command at a time.
struct Puppet {
    child: Child,
    stdin: ChildStdin,
    stdout: BufReader<ChildStdout>,
}

impl Puppet {
    fn start(book: &Book, out: &Path, local: &str) -> Result<Puppet, String> {
        let tools = &book.tools;
        // Written aside and renamed: two puppets may start at once.
        let script = out.join("boards.cjs");
        let aside = out.join(format!("boards.cjs.{:?}", std::thread::current().id()));
        std::fs::write(&aside, format!("{}{SCRIPT}", crate::harness::PRELUDE))
            .and_then(|()| std::fs::rename(&aside, &script))
            .map_err(|e| e.to_string())?;
        let mut child = Command::new("node")
            .arg(&script)
            .env("PLAYWRIGHT_CORE", &tools.playwright)
            .env("CHROMIUM", &tools.chromium)
            .env("CHROMIUM_WS", &book.chromium.ws)
            .env("LOCAL", local)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .map_err(|e| format!("cannot run node: {e}"))?;
        let stdin = child.stdin.take().expect("piped stdin");
        let stdout = BufReader::new(child.stdout.take().expect("piped stdout"));
        Ok(Puppet {
            child,
            stdin,
            stdout,
        })
    }

    /// Send one command; the answer after `OK `, or the script's error.
    fn cmd(&mut self, line: &str) -> Result<String, String> {
        writeln!(self.stdin, "{line}").map_err(|e| format!("browser script gone: {e}"))?;
        let mut answer = String::new();
        self.stdout
            .read_line(&mut answer)
            .map_err(|e| e.to_string())?;
        let answer = answer.trim_end();
        match answer.strip_prefix("OK ") {
            Some(rest) => Ok(rest.to_string()),
            None if answer == "OK" => Ok(String::new()),
            None => Err(format!("`{line}`: {answer}")),
        }
    }

    /// One command over many items (`verb a;b;c`), answered item by item in
    /// the same order: one answer per item, or an error naming what is missing.
    fn batch(&mut self, verb: &str, items: &[String], what: &str) -> Result<Vec<String>, String> {
        let answer = self.cmd(&format!("{verb} {}", items.join(";")))?;
        let got: Vec<String> = answer.split(';').map(str::to_string).collect();
        if got.len() != items.len() {
            return Err(format!(
                "{what}: {} answers for {} items",
                got.len(),
                items.len()
            ));
        }
        Ok(got)
    }
}

impl Drop for Puppet {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A board's state as the page reports it.
#[derive(Debug, Clone, PartialEq, Eq)]
struct State {
    pos: Vec<u64>,
    turn: String,
    last: String,
    winner: String,
    /// The last move (whoever made it) is in the status line and the history.
    shown: bool,
    /// Who made the last move on the page's history: you or computer (`-` before any).
    mover: String,
    /// The enabled move buttons, `i:j`, sorted.
    enabled: Vec<String>,
}

fn parse_state(s: &str) -> Result<State, String> {
    let field = |name: &str| {
        s.split(' ')
            .find_map(|f| f.strip_prefix(&format!("{name}=")))
            .map(str::to_string)
            .ok_or_else(|| format!("no {name} in the board's state {s:?}"))
    };
    let pos = field("pos")?
        .split(',')
        .filter(|t| !t.is_empty())
        .map(|t| t.parse().map_err(|_| format!("bad position in {s:?}")))
        .collect::<Result<_, _>>()?;
    Ok(State {
        pos,
        turn: field("turn")?,
        last: field("last")?,
        winner: field("winner")?,
        shown: field("shown")? == "1",
        mover: field("mover")?,
        enabled: {
            let mut v: Vec<String> = field("enabled")?
                .split(',')
                .filter(|s| !s.is_empty())
                .map(str::to_string)
                .collect();
            v.sort();
            v
        },
    })
}

// ───────────────────────────── the oracle side ──────────────────────────────

type Moves = Box<dyn FnMut(&Vec<u32>) -> Vec<Vec<u32>>>;
/// testkit's move function of one game, shareable.
type MoveFn = Box<dyn Fn(&Vec<u32>) -> Vec<Vec<u32>>>;

/// testkit's view of one game: its moves (testkit's own move functions), the
/// exhaustive solver's P/N, and the length of the game under play where the
/// winner hurries and the loser resists.
struct Judge {
    game: &'static str,
    /// Heap games ignore heap order: positions are sorted for the oracle.
    sorted: bool,
    set: Vec<u32>,
    moves: MoveFn,
    solver: Solver<Vec<u32>, Moves>,
    depth: HashMap<Vec<u32>, u32>,
}

impl Judge {
    fn new(game: &'static str, set: &[u32]) -> Judge {
        let s = set.to_vec();
        let make = |s: Vec<u32>| -> MoveFn {
            match game {
                "nim" => Box::new(testkit::game::nim_moves),
                "staircase" => Box::new(testkit::nim_family::staircase_moves),
                "subtraction" => {
                    Box::new(move |p: &Vec<u32>| testkit::sg::subtraction_moves(&s, p))
                }
                "ruler" => Box::new(|p: &Vec<u32>| ruler_moves(p)),
                _ => Box::new(|p: &Vec<u32>| {
                    testkit::wythoff::options(p[0] as usize, p[1] as usize)
                        .into_iter()
                        .map(|(x, y)| vec![x as u32, y as u32])
                        .collect()
                }),
            }
        };
        let for_solver = make(s.clone());
        Judge {
            game,
            sorted: matches!(game, "nim" | "subtraction"),
            set: s.clone(),
            moves: make(s),
            solver: Solver::new(Box::new(move |p: &Vec<u32>| for_solver(p)) as Moves),
            depth: HashMap::new(),
        }
    }

    fn key(&self, pos: &[u64]) -> Vec<u32> {
        let mut k: Vec<u32> = pos.iter().map(|&v| v as u32).collect();
        if self.sorted {
            k.sort_unstable();
        }
        k
    }

    /// Does the player to move lose at `pos` (testkit's exhaustive solver)?
    fn lost(&mut self, pos: &[u64]) -> bool {
        let k = self.key(pos);
        self.solver.sg(&k) == 0
    }

    /// Is `from → to` one move of the game, by testkit's move function?
    fn is_move(&self, from: &[u64], to: &[u64]) -> bool {
        (self.moves)(&self.key(from)).contains(&self.key(to))
    }

    /// Plies left when the winner ends the game as fast as it can and the
    /// loser makes it last as long as it can.
    fn plies(&mut self, pos: &[u64]) -> u32 {
        let k = self.key(pos);
        if let Some(&d) = self.depth.get(&k) {
            return d;
        }
        let opts = (self.moves)(&k);
        let lost = self.solver.sg(&k) == 0;
        let mut best: Option<u32> = None;
        for o in &opts {
            let o64: Vec<u64> = o.iter().map(|&v| v as u64).collect();
            let o_lost = self.lost(&o64);
            if lost || o_lost {
                let d = 1 + self.plies(&o64);
                best = Some(match best {
                    None => d,
                    Some(b) if lost => b.max(d),
                    Some(b) => b.min(d),
                });
            }
        }
        let d = best.unwrap_or(0);
        self.depth.insert(k, d);
        d
    }

    /// How much a move takes: stones (heap games), coins moved (staircase),
    /// coins turned (Ruler), queen's steps.
    fn amount(&self, from: &[u64], to: &[u64]) -> u64 {
        if self.game == "ruler" {
            from.iter().zip(to).filter(|(a, b)| a != b).count() as u64
        } else if self.game == "staircase" {
            from.iter().zip(to).map(|(a, b)| a.saturating_sub(*b)).sum()
        } else {
            from.iter().sum::<u64>() - to.iter().sum::<u64>()
        }
    }

    /// The clicks a reader can make, read from the buttons' labels ("pile i
    /// keeps j", "queen to (x, y)"), each with the position it names, kept
    /// only if testkit says that is a move.
    fn clicks(&self, pos: &[u64]) -> Vec<((u64, u64), Vec<u64>)> {
        let mut out = Vec::new();
        if self.game == "wythoff" {
            for x in 0..=pos[0] {
                for y in 0..=pos[1] {
                    let to = vec![x, y];
                    if self.is_move(pos, &to) {
                        out.push(((x, y), to));
                    }
                }
            }
            return out;
        }
        if self.game == "ruler" {
            // Button (x, l) names the run of coins l..=x.
            for x in 0..pos.len() {
                for l in 0..=x {
                    let mut to = pos.to_vec();
                    to[l..=x].iter_mut().for_each(|c| *c ^= 1);
                    if self.is_move(pos, &to) {
                        out.push(((x as u64, l as u64), to));
                    }
                }
            }
            return out;
        }
        for i in 0..pos.len() {
            for j in 0..pos[i] {
                let mut to = pos.to_vec();
                to[i] = j;
                if self.game == "staircase" && i > 0 {
                    to[i - 1] += pos[i] - j;
                }
                if self.is_move(pos, &to) {
                    out.push(((i as u64, j), to));
                }
            }
        }
        out
    }
}

/// Ruler's moves on a strip (`p[k]` = 1 for heads on coin k + 1) by
/// testkit's `ruler_moves`, which numbers the coins from 1 in a bitmask.
fn ruler_moves(p: &[u32]) -> Vec<Vec<u32>> {
    let mask: u32 = p.iter().enumerate().map(|(k, &c)| c << (k + 1)).sum();
    let mut out = Vec::new();
    for x in 1..=p.len() {
        if mask >> x & 1 == 1 {
            for o in testkit::nimbers::ruler_moves(x) {
                let m = mask ^ 1 << x ^ o;
                out.push((0..p.len()).map(|k| m >> (k + 1) & 1).collect());
            }
        }
    }
    out
}

/// How the reader's side chooses its moves.
#[derive(Clone, Copy, Debug)]
enum Player {
    Random,
    /// The move after which the game lasts longest (the loser's best resistance).
    Resist,
    /// A move to a P-position, by the oracle.
    Oracle,
}

/// Check the computer's move `from → to` (the page said `last`).
fn check_computer(j: &mut Judge, from: &[u64], to: &[u64], last: &str) -> Result<(), String> {
    if !j.is_move(from, to) {
        return Err(format!(
            "{}: the computer's move {from:?} → {to:?} is not a legal move",
            j.game
        ));
    }
    if !j.lost(from) {
        if !j.lost(to) || last != "winning" {
            return Err(format!(
                "{}: from the N-position {from:?} the computer moved to {to:?}, not a P-position (it said {last})",
                j.game
            ));
        }
    } else {
        let least = j
            .clicks(from)
            .iter()
            .map(|(_, q)| j.amount(from, q))
            .min()
            .unwrap_or(0);
        if j.amount(from, to) != least || last != "smallest" {
            return Err(format!(
                "{}: from the P-position {from:?} the computer's move to {to:?} is not a smallest move ({least}), or it said {last}",
                j.game
            ));
        }
    }
    Ok(())
}

/// Play one game on the page from `start`, the computer first. Returns the winner.
fn play(
    p: &mut Puppet,
    j: &mut Judge,
    start: &[u64],
    player: Player,
    rng: &mut Rng,
) -> Result<String, String> {
    let set = if j.set.is_empty() {
        "-".to_string()
    } else {
        join(&j.set)
    };
    let mut st =
        parse_state(&p.cmd(&format!("setup {} {} {set} computer", j.game, join(start)))?)?;
    let mut before = start.to_vec();
    for _ in 0..10_000 {
        if st.pos != before {
            check_computer(j, &before, &st.pos, &st.last)?;
        }
        if st.pos != start && !st.shown {
            return Err(format!(
                "{}: the last move (to {:?}) is not shown in the status line and the move history: {st:?}",
                j.game, st.pos
            ));
        }
        if st.turn == "over" && st.winner == "computer" && st.mover != "computer" {
            return Err(format!(
                "{}: the computer won at {:?}, but its game-ending move is not the last one shown",
                j.game, st.pos
            ));
        }
        if st.turn == "over" {
            let over_at = &st.pos;
            if !j.clicks(over_at).is_empty() {
                return Err(format!(
                    "{}: the page ended the game at {over_at:?}, where moves remain",
                    j.game
                ));
            }
            return Ok(st.winner);
        }
        if st.turn != "you" {
            return Err(format!("{}: unexpected state {st:?}", j.game));
        }
        let legal = j.clicks(&st.pos);
        let enabled = &st.enabled;
        let mut want: Vec<String> = legal.iter().map(|((a, b), _)| format!("{a}:{b}")).collect();
        want.sort();
        if *enabled != want {
            return Err(format!(
                "{} at {:?}: the enabled buttons {enabled:?} are not the legal moves {want:?}",
                j.game, st.pos
            ));
        }
        let pick = match player {
            Player::Random => legal[rng.range(0, legal.len() as u64 - 1) as usize].clone(),
            Player::Resist => {
                let mut best = legal[0].clone();
                let mut best_d = 0;
                for c in &legal {
                    let d = j.plies(&c.1);
                    if d > best_d {
                        best_d = d;
                        best = c.clone();
                    }
                }
                best
            }
            Player::Oracle => legal
                .iter()
                .find(|c| j.lost(&c.1))
                .cloned()
                .ok_or_else(|| {
                    format!(
                        "{}: at {:?} the reader has no winning move: the computer left an N-position?",
                        j.game, st.pos
                    )
                })?,
        };
        let ((a, b), to) = pick;
        before = to;
        st = parse_state(&p.cmd(&format!("click {} {a} {b}", j.game))?)?;
        if st.turn == "over" && st.pos == before && st.winner == "you" {
            // The computer had no move.
            if !j.clicks(&before).is_empty() {
                return Err(format!(
                    "{}: the computer gave up at {before:?}, where it has a move",
                    j.game
                ));
            }
            return Ok(st.winner);
        }
    }
    Err(format!("{}: the game did not end", j.game))
}

fn join<T: ToString>(v: &[T]) -> String {
    v.iter()
        .map(|x| x.to_string())
        .collect::<Vec<_>>()
        .join(",")
}

/// A random position with `len` piles of at most `max` that is (not) lost.
fn random_position(j: &mut Judge, rng: &mut Rng, len: usize, max: u64, lost: bool) -> Vec<u64> {
    loop {
        let p: Vec<u64> = (0..len).map(|_| rng.range(0, max)).collect();
        if j.lost(&p) == lost && !(lost && p.iter().all(|&v| v == 0)) {
            return p;
        }
    }
}

/// How many games of each kind, per board and per way of opening the book.
struct Plan {
    random: usize,
    resist: usize,
    p_games: usize,
}

/// Play the plan on one board; returns the number of games played.
fn games_on(
    p: &mut Puppet,
    game: &'static str,
    set: &[u32],
    plan: &Plan,
    rng: &mut Rng,
) -> Result<usize, String> {
    quietly(p, |p| games_quietly(p, game, set, plan, rng))
}

/// Run `f` with the page not drawn (the script's `quiet`), then drawn again.
fn quietly<T>(
    p: &mut Puppet,
    f: impl FnOnce(&mut Puppet) -> Result<T, String>,
) -> Result<T, String> {
    let on = p.cmd("quiet on")?;
    if on != "hidden" {
        return Err(format!("quiet on: the page's text is still drawn ({on})"));
    }
    let r = f(p);
    let off = p.cmd("quiet off");
    let v = r?;
    off?;
    Ok(v)
}

fn games_quietly(
    p: &mut Puppet,
    game: &'static str,
    set: &[u32],
    plan: &Plan,
    rng: &mut Rng,
) -> Result<usize, String> {
    let mut j = Judge::new(game, set);
    let (len, max) = match game {
        "nim" => (3, 12),
        "staircase" => (4, 5),
        "subtraction" => (3, 20),
        "ruler" => (10, 1),
        _ => (2, 15),
    };
    let mut played = 0;
    for (count, player, lost, want) in [
        (plan.random, Player::Random, false, "computer"),
        (plan.resist, Player::Resist, false, "computer"),
        (plan.p_games, Player::Oracle, true, "you"),
    ] {
        for _ in 0..count {
            let start = random_position(&mut j, rng, len, max, lost);
            let winner = play(p, &mut j, &start, player, rng)?;
            if winner != want {
                return Err(format!(
                    "{game} from {start:?} ({player:?} reader, computer first): {winner} won, expected {want}"
                ));
            }
            played += 1;
        }
    }
    Ok(played)
}

/// The subtraction board's SG table and period against testkit's own table.
fn check_table(p: &mut Puppet, set: &[u32]) -> Result<(), String> {
    p.cmd(&format!("setup subtraction 5,9 {} you", join(set)))?;
    let shown = p.cmd("show subtraction")?;
    p.cmd("hide subtraction")?;
    let field = |name: &str| {
        shown
            .split(' ')
            .find_map(|f| f.strip_prefix(&format!("{name}=")))
            .unwrap_or("")
            .to_string()
    };
    let sg: Vec<u32> = field("sg")
        .split(',')
        .filter_map(|t| t.parse().ok())
        .collect();
    if sg.is_empty() {
        return Err(format!(
            "S = {set:?}: the board shows no SG table ({shown})"
        ));
    }
    let s64: Vec<u64> = set.iter().map(|&v| v as u64).collect();
    let m = *set.iter().max().expect("S is not empty") as usize;
    let want = testkit::sg::subtraction_sg_plain(&s64, sg.len() - 1);
    if sg != want {
        return Err(format!(
            "S = {set:?}: the board's SG table {sg:?} differs from testkit's {want:?}"
        ));
    }
    let period = field("period");
    let (a, per) = period
        .split_once(':')
        .and_then(|(a, b)| Some((a.parse::<usize>().ok()?, b.parse::<usize>().ok()?)))
        .ok_or_else(|| format!("S = {set:?}: no period shown ({period})"))?;
    // Check the shown period on testkit's table, far beyond the stopping rule's window.
    let long = testkit::sg::subtraction_sg_plain(&s64, a + per + m + 3000);
    let holds = |a: usize, per: usize| (a..long.len() - per).all(|x| long[x + per] == long[x]);
    if !holds(a, per) || (a > 0 && holds(a - 1, per)) || (1..per).any(|q| holds(a, q)) {
        return Err(format!(
            "S = {set:?}: the shown preperiod {a} and period {per} are not the least ones on testkit's table"
        ));
    }
    // The heaps' SG values and their xor, as shown.
    let v: u64 = field("value").parse().unwrap_or(u64::MAX);
    let x = want[5] ^ want[9];
    if v != x as u64 {
        return Err(format!(
            "S = {set:?}: the shown xor of the heaps' SG values is {v}, testkit's is {x}"
        ));
    }
    Ok(())
}

/// Nim's binary and xor, staircase's odd-step xor, Wythoff's P-positions, as shown.
fn check_shown(p: &mut Puppet, game: &'static str) -> Result<(), String> {
    let mut j = Judge::new(game, &[]);
    let start: Vec<u64> = match game {
        "nim" => vec![3, 5, 6],
        "staircase" => vec![2, 7, 3],
        "ruler" => vec![1, 1, 0, 1, 0, 0, 0, 1, 0, 1],
        _ => vec![9, 12],
    };
    p.cmd(&format!("setup {game} {} - you", join(&start)))?;
    let shown = p.cmd(&format!("show {game}"))?;
    p.cmd(&format!("hide {game}"))?;
    let field = |name: &str| {
        shown
            .split(' ')
            .find_map(|f| f.strip_prefix(&format!("{name}=")))
            .unwrap_or("")
            .to_string()
    };
    match game {
        "wythoff" => {
            let ex = testkit::wythoff::Exhaustive::new(15);
            // Only cells the queen can reach are buttons carrying coordinates;
            // among them, exactly testkit's P-positions must be marked.
            let marked: Vec<(usize, usize)> = field("p")
                .split(',')
                .filter_map(|c| {
                    let (x, y) = c.split_once(':')?;
                    Some((x.parse().ok()?, y.parse().ok()?))
                })
                .collect();
            let reachable: Vec<(usize, usize)> = testkit::wythoff::options(9, 12)
                .into_iter()
                .filter(|&(x, y)| ex.is_lost(x, y))
                .collect();
            let mut marked_sorted = marked.clone();
            marked_sorted.sort();
            let mut reach_sorted = reachable;
            reach_sorted.sort();
            if marked_sorted != reach_sorted {
                return Err(format!(
                    "wythoff: the marked move cells {marked_sorted:?} are not testkit's P-positions {reach_sorted:?}"
                ));
            }
            let all_marked = field("p").split(',').filter(|s| !s.is_empty()).count();
            // Every P-position of the 16×16 grid is marked, reachable or not.
            let total = (0..=15)
                .flat_map(|x| (0..=15).map(move |y| (x, y)))
                .filter(|&(x, y)| ex.is_lost(x, y))
                .count();
            if all_marked != total {
                return Err(format!(
                    "wythoff: {all_marked} cells are marked P, testkit counts {total} in the grid"
                ));
            }
        }
        _ => {
            let v: u64 = field("value").parse().unwrap_or(u64::MAX);
            if (v == 0) != j.lost(&start) {
                return Err(format!(
                    "{game}: the shown value {v} at {start:?} disagrees with testkit's outcome"
                ));
            }
            if game == "ruler" {
                // Each head's value against testkit's search over whole strips.
                let sg =
                    testkit::nimbers::coin_game_sg(start.len() + 1, testkit::nimbers::ruler_moves);
                let want: Vec<String> = (0..start.len())
                    .filter(|&k| start[k] == 1)
                    .map(|k| sg[1 << (k + 1)].to_string())
                    .collect();
                let mask: usize = (0..start.len())
                    .map(|k| (start[k] as usize) << (k + 1))
                    .sum();
                if field("bin") != want.join(",") || v != sg[mask] as u64 {
                    return Err(format!(
                        "ruler: shown {shown}, testkit's head values {want:?} and strip value {}",
                        sg[mask]
                    ));
                }
            }
            if game == "nim" {
                let bins: Vec<String> = start.iter().map(|h| format!("{h:b}")).collect();
                if field("bin") != bins.join(",") || v != start.iter().fold(0, |x, h| x ^ h) {
                    return Err(format!("nim: shown {shown}, expected binary {bins:?}"));
                }
            }
        }
    }
    Ok(())
}

/// The Nim board's list of every winning move, on random positions: the
/// listed moves must be exactly the moves to Nim sum 0 (brute force over every
/// move, the Nim sum by a plain xor here), and on positions small enough for
/// testkit's exhaustive solver exactly its winning moves
/// ([`testkit::nim_family::WinningMoves`]); the count shown, the xor and the
/// binary column sums must agree. Returns the number of positions checked.
fn check_winning_moves(
    p: &mut Puppet,
    rng: &mut Rng,
    positions: usize,
    en: bool,
) -> Result<usize, String> {
    let mut exhaustive = testkit::nim_family::WinningMoves::default();
    let mut batch: Vec<Vec<u64>> = vec![vec![3, 4, 5], vec![1, 2, 3], vec![0], vec![7, 7, 7]];
    while batch.len() < positions {
        let small = batch.len().is_multiple_of(3);
        let (n, max) = if small {
            (rng.range(1, 5), 15)
        } else {
            (rng.range(1, 8), 30)
        };
        batch.push((0..n).map(|_| rng.range(0, max)).collect());
    }
    let items: Vec<String> = batch.iter().map(|b| join(b)).collect();
    let shown = p.batch("winmoves", &items, "nim winning-move panels")?;
    for (pos, panel) in batch.iter().zip(&shown) {
        check_panel(pos, panel, en, &mut exhaustive)?;
    }
    Ok(batch.len())
}

/// One position's winning-moves panel as the page shows it
/// (`listed|count|value|sums|said`: the listed moves `i:j`, the count and
/// Nim sum of its data, the column sums `bit:count`, and its sentence's count)
/// against the moves to Nim sum 0, testkit's exhaustive winning moves where
/// the position is small enough, the Nim sum and the bit counts; the sentence
/// counts in the edition's words, "1 winning move", "2 winning moves".
fn check_panel(
    pos: &[u64],
    panel: &str,
    en: bool,
    exhaustive: &mut testkit::nim_family::WinningMoves,
) -> Result<(), String> {
    let f: Vec<&str> = panel.split('|').collect();
    let [listed, count, value, sums, said] = f[..] else {
        return Err(format!("nim at {pos:?}: no winning-moves panel ({panel})"));
    };
    let mut got: Vec<(usize, u64)> = listed
        .split(',')
        .filter(|t| !t.is_empty())
        .filter_map(|t| {
            let (i, j) = t.split_once(':')?;
            Some((i.parse().ok()?, j.parse().ok()?))
        })
        .collect();
    got.sort_unstable();
    let mut want = Vec::new();
    for i in 0..pos.len() {
        for v in 0..pos[i] {
            let mut q = pos.to_vec();
            q[i] = v;
            if q.iter().fold(0, |x, h| x ^ h) == 0 {
                want.push((i, v));
            }
        }
    }
    if got != want {
        return Err(format!(
            "nim at {pos:?}: the listed winning moves {got:?} are not the moves to Nim sum 0 {want:?}"
        ));
    }
    if pos.len() <= 5 && pos.iter().all(|&h| h <= 15) {
        let heaps: Vec<u32> = pos.iter().map(|&h| h as u32).collect();
        let by_search: Vec<(usize, u64)> = exhaustive
            .per_heap(&heaps)
            .into_iter()
            .enumerate()
            .flat_map(|(i, vs)| vs.into_iter().map(move |v| (i, v as u64)))
            .collect();
        if got != by_search {
            return Err(format!(
                "nim at {pos:?}: the listed winning moves {got:?} are not testkit's exhaustive {by_search:?}"
            ));
        }
    }
    let s = pos.iter().fold(0, |x, h| x ^ h);
    if count != want.len().to_string() || value != s.to_string() {
        return Err(format!(
            "nim at {pos:?}: the panel says {count} winning moves and s = {value}; expected {} and {s}",
            want.len()
        ));
    }
    let n = want.len();
    let say_count = if en {
        format!("counts {n} winning move{}", if n == 1 { "" } else { "s" })
    } else {
        format!("数得 {n} 种必胜走法")
    };
    if n > 0 && said != say_count {
        return Err(format!(
            "nim at {pos:?}: the panel says “{said}”, not “{say_count}”"
        ));
    }
    let top = pos.iter().copied().max().unwrap_or(0);
    let bits = 64 - top.leading_zeros() as u64;
    let want_sums = (0..bits)
        .rev()
        .map(|k| format!("{k}:{}", pos.iter().filter(|&&h| h >> k & 1 == 1).count()))
        .collect::<Vec<_>>()
        .join(",");
    if sums != want_sums {
        return Err(format!(
            "nim at {pos:?}: the column sums shown {sums} are not the bit counts {want_sums}"
        ));
    }
    Ok(())
}

/// The nim-product board: every cell of its 16×16 table against testkit's
/// table from the mex definition ([`testkit::nimbers::nim_mul_mex_table`]),
/// `typed` random pairs below 2^64 typed into its inputs against testkit's
/// bit-pair product ([`testkit::nimbers::NimBits`]), the refusals of bad
/// input, and the keyboard. Returns (cells, pairs) checked.
fn check_product(p: &mut Puppet, rng: &mut Rng, typed: usize) -> Result<(usize, usize), String> {
    const SIZE: usize = 16;
    let want = testkit::nimbers::nim_mul_mex_table(SIZE);
    let cells: Vec<String> = p
        .cmd("nimtable")?
        .split(',')
        .filter(|c| !c.is_empty())
        .map(str::to_string)
        .collect();
    if cells.len() != SIZE * SIZE {
        return Err(format!(
            "nimproduct: {} table cells, expected {}",
            cells.len(),
            SIZE * SIZE
        ));
    }
    for (k, c) in cells.iter().enumerate() {
        let (a, b) = (k / SIZE, k % SIZE);
        let v = want[a * SIZE + b];
        if *c != format!("{a}:{b}:{v}:{v}") {
            return Err(format!(
                "nimproduct: table cell {c} (a:b:value:text), testkit's {a} ⊗ {b} = {v}"
            ));
        }
    }
    let bits = testkit::nimbers::NimBits::new();
    let mut pairs: Vec<(u64, u64)> = vec![
        (1 << 32, 1 << 32),
        (u64::MAX, u64::MAX),
        (0, u64::MAX),
        (1, 1 << 63),
        (2, 3),
    ];
    while pairs.len() < typed {
        let mut pick = || match rng.range(0, 3) {
            0 => rng.range(0, u64::MAX),
            1 => rng.range(0, 255),
            2 => 1 << rng.range(0, 63),
            _ => rng.range(0, u32::MAX as u64) << 32,
        };
        pairs.push((pick(), pick()));
    }
    let texts: Vec<[String; 2]> = pairs
        .iter()
        .enumerate()
        .map(|(k, &(a, b))| match k % 4 {
            // Spaces around and leading zeros are allowed.
            1 => [format!(" {a} "), format!("00{b}")],
            _ => [a.to_string(), b.to_string()],
        })
        .collect();
    let bad: &[([&str; 2], &str)] = &[
        (["", "5"], "e:a:empty"),
        (["5", "   "], "e:b:empty"),
        (["abc", "1"], "e:a:nan"),
        (["1", "-3"], "e:b:nan"),
        (["1 2", "3"], "e:a:nan"),
        (["0x10", "1"], "e:a:nan"),
        (["１２", "3"], "e:a:nan"),
        (["3", "1e5"], "e:b:nan"),
        (["18446744073709551616", "1"], "e:a:big"),
        (["1", "99999999999999999999999"], "e:b:big"),
    ];
    let mut all: Vec<[String; 2]> = texts.clone();
    all.extend(
        bad.iter()
            .map(|(t, _)| [t[0].to_string(), t[1].to_string()]),
    );
    let json = serde_json::to_string(&all).map_err(|e| e.to_string())?;
    let answer: Vec<String> = serde_json::from_str(&p.cmd(&format!("products {json}"))?)
        .map_err(|e| format!("nimproduct: the page's answers: {e}"))?;
    if answer.len() != all.len() {
        return Err(format!(
            "nimproduct: {} answers for {} typed pairs",
            answer.len(),
            all.len()
        ));
    }
    for (k, &(a, b)) in pairs.iter().enumerate() {
        let want = format!("p:{}", bits.mul(a, b));
        if answer[k] != want {
            return Err(format!(
                "nimproduct: typed {:?} gave {}, testkit's product is {want}",
                texts[k], answer[k]
            ));
        }
    }
    for (k, (t, want)) in bad.iter().enumerate() {
        if answer[pairs.len() + k] != *want {
            return Err(format!(
                "nimproduct: typed {t:?} gave {}, expected the refusal {want}",
                answer[pairs.len() + k]
            ));
        }
    }
    let key = p.cmd("prodkey 4294967296 3")?;
    if key != bits.mul(1 << 32, 3).to_string() {
        return Err(format!("nimproduct: Tab, Tab, Enter gave {key}"));
    }
    Ok((SIZE * SIZE, pairs.len()))
}

/// The hot-games chapter's calculator: every game typed into the page's box
/// (the chapter's examples, every value born by day 2 written option by
/// option, sums of them, Domineering 2 × 3) must show testkit's outcome, mean
/// and temperature, a canonical form that reads back (by testkit) as the
/// canonical form of the same game, and a thermograph with its mast; bad
/// input shows the column of the fault; a sum too large for the page shows
/// the budget's message; Enter in the box evaluates. Returns the number of
/// games typed.
fn check_cgt(p: &mut Puppet, en: bool) -> Result<usize, String> {
    use testkit::hot_games::Hot;
    let mut h = Hot::new();
    let mut games: Vec<String> = [
        "{4||-4|-10}",
        "{4|0}",
        "{9||8|0}",
        "{2|-2} + {1|-1} + *",
        "3/4",
        "^ + *",
        "{1||0|-2}+{0|-1}",
        "1+{0|-1}",
        "{2|-1/2}",
        "{4|0}+{4|0}",
        "{4|0}+{2|0}",
        "-5",
        "*2+*3",
        "v*",
        "{1/2|-1/2}",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect();
    let day2 = h.e.values_by_day(2);
    for &g in &day2 {
        games.push(h.notation(g));
    }
    if !en {
        for k in 0..day2.len() {
            let (a, b) = (day2[k], day2[(k * 7 + 3) % day2.len()]);
            games.push(format!("{} + {}", h.notation(a), h.notation(b)));
        }
    }
    let bad: &[(&str, &str)] = &[
        ("{4|0", "column 1"),
        ("{1||2||3}", "column 6"),
        ("3/5", "column 1"),
        ("{1|x}", "column 4"),
        ("{1‖0}", "column 3"),
    ];
    let budget = (1..=16)
        .map(|i| format!("{{{}|{{{i}|-{i}}}}}", 3 * i + 2))
        .collect::<Vec<_>>()
        .join("+");
    let mut all = games.clone();
    all.extend(bad.iter().map(|(t, _)| t.to_string()));
    all.push(budget);
    let json = serde_json::to_string(&all).map_err(|e| e.to_string())?;
    let answer: Vec<String> = serde_json::from_str(&p.cmd(&format!("cgts {json}"))?)
        .map_err(|e| format!("cgt: the page's answers: {e}"))?;
    if answer.len() != all.len() {
        return Err(format!(
            "cgt: {} answers for {} games",
            answer.len(),
            all.len()
        ));
    }
    for (text, got) in games.iter().zip(&answer) {
        let g = h.read(text);
        let g = h.e.canonical(g);
        let [o, m, t] = h.report(g);
        // The canonical form holds bars itself: split the four fields off the right.
        let mut parts: Vec<&str> = got
            .strip_prefix("g:")
            .unwrap_or("")
            .rsplitn(5, '|')
            .collect();
        parts.reverse();
        let form_ok = parts.len() == 5 && {
            let raw = h.read(parts[0]);
            h.e.canonical(raw) == raw && h.e.eq(raw, g)
        };
        let want = [o.as_str(), m.as_str(), t.as_str()]
            .map(|l| l.split_once(": ").map_or("", |x| x.1).to_string());
        if !form_ok || parts[1..4] != want || parts[4] != "1" {
            return Err(format!(
                "cgt: typed {text:?}, the page shows {got}; testkit: {} {want:?} and a thermograph with its mast",
                h.notation(g)
            ));
        }
    }
    for ((text, col), got) in bad.iter().zip(&answer[games.len()..]) {
        if !got.starts_with("e:") || !got.contains(col) {
            return Err(format!(
                "cgt: typed {text:?}, the page shows {got}, not a message at {col}"
            ));
        }
    }
    let last = &answer[all.len() - 1];
    if !last.starts_with("e:") || !last.contains("comparisons (the limit)") {
        return Err(format!(
            "cgt: a sum of 16 hot games shows {last}, not the budget's message"
        ));
    }
    let key = p.cmd("cgtkey {3|1}")?;
    if key != "{3|1}" {
        return Err(format!(
            "cgt: Enter in the box after typing {{3|1}} shows {key}"
        ));
    }
    Ok(all.len())
}

/// The chapter holding each board.
pub const PAGES: &[(&str, &str)] = &[
    ("nim", "games/nim.html"),
    ("staircase", "games/staircase.html"),
    ("subtraction", "sg/sg-period.html"),
    ("wythoff", "wythoff/wythoff.html"),
    ("nimproduct", "nimbers/nim-product.html"),
    ("ruler", "nimbers/coin-turning.html"),
    ("hackenbush", "more-games/hackenbush.html"),
    ("bluered", "partizan/numbers.html"),
    ("cgt", "partizan/hot-games.html"),
];

/// Subtraction sets tabulated: the chapter's own sets (those within the
/// board's limits) and one more; games are played on the first three.
const SETS: &[&[u32]] = &[
    &[1, 3, 4],
    &[2, 5, 7],
    &[2, 4, 7],
    &[2, 5],
    &[1, 2, 3, 5, 8, 13],
    &[2, 7, 8],
    &[3, 4, 7],
];

/// An English page's boards show no Chinese (text, labels or titles), and
/// call a pile a pile, as their labels do.
fn no_chinese(p: &mut Puppet, page: &str) -> Result<(), String> {
    match p.cmd("cjk")?.as_str() {
        "0" => {}
        found => return Err(format!("{page}: Chinese on an English board: {found}")),
    }
    let texts: Vec<String> =
        serde_json::from_str(&p.cmd("heaps")?).map_err(|e| format!("{page}: heaps: {e}"))?;
    heap_check(page, &texts)
}

/// The English boards call a pile a pile (the word of their labels), never a
/// heap: the first three clauses (between `.`, `:` and `;`) of `texts` that
/// say heap or heaps as a word, in any case, fail.
fn heap_check(page: &str, texts: &[String]) -> Result<(), String> {
    let says_heap = |clause: &str| {
        let lower = clause.to_ascii_lowercase();
        lower.match_indices("heap").any(|(i, _)| {
            let before = lower[..i].chars().next_back();
            let mut after = lower[i + 4..].chars().peekable();
            after.next_if_eq(&'s');
            let letter = |c: Option<char>| c.is_some_and(|c| c.is_ascii_lowercase());
            !letter(before) && !letter(after.next())
        })
    };
    let found: Vec<&str> = texts
        .iter()
        .flat_map(|t| t.split(['.', ':', ';']))
        .filter(|c| says_heap(c))
        .map(str::trim)
        .take(3)
        .collect();
    if found.is_empty() {
        return Ok(());
    }
    Err(format!(
        "{page}: an English board says heap where its labels say pile: {}",
        found.join(" | ")
    ))
}

/// The id of the first heading after the board in a built page.
fn heading_after_board(html: &str) -> Option<String> {
    let mut rest = &html[html.find("class=\"gb-board\"")?..];
    loop {
        let at = rest.find("<h")?;
        rest = &rest[at + 2..];
        let level = rest.as_bytes().first()?;
        if (b'1'..=b'6').contains(level) {
            if let Some(tail) = rest[1..].strip_prefix(" id=\"") {
                return tail.split('"').next().map(str::to_string);
            }
        }
    }
}

/// The page was opened at `#id`, a heading below its board: once the boards
/// have drawn, the heading must be where a fresh jump to it puts it (a board
/// drawn after the browser's jump pushes it down), and the language switch
/// must lead to that section while it is in view.
fn landing(p: &mut Puppet, id: &str) -> Result<(), String> {
    let r = p.cmd(&format!("landing {id}"))?;
    let field = |name: &str| {
        r.split(' ')
            .find_map(|f| f.strip_prefix(&format!("{name}=")))
            .unwrap_or("")
    };
    let landed: i64 = field("landed")
        .parse()
        .map_err(|_| format!("landing: {r}"))?;
    let jump: i64 = field("jump").parse().map_err(|_| format!("landing: {r}"))?;
    if (landed - jump).abs() > 2 {
        return Err(format!(
            "the heading landed at {landed} px from the window's top, {} px from where a jump to it puts it ({jump} px): the board drew after the jump",
            landed - jump
        ));
    }
    let switch = r.split_once(" switch=").map_or("", |x| x.1);
    if switch != "ok" {
        return Err(format!(
            "with the heading in view, the language switch leads to {switch}"
        ));
    }
    Ok(())
}

/// Every word the paragraph before a board quotes is one of the board's labels
/// (the text tells the reader what to tick or press).
fn quoted_labels(p: &mut Puppet, game: &str) -> Result<(), String> {
    let r: serde_json::Value = serde_json::from_str(&p.cmd(&format!("quotes {game}"))?)
        .map_err(|e| format!("quotes: {e}"))?;
    let off: Vec<&str> = r["off"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|v| v.as_str())
        .collect();
    if off.is_empty() {
        return Ok(());
    }
    Err(format!(
        "the text quotes {off:?}, which the {game} board does not show; its labels: {}",
        r["labels"]
    ))
}

/// A board the reader plays first (its default) starts from a position the
/// reader can win: an N-position by testkit's solver.
fn starts_won(html: &str, game: &'static str) -> Result<(), String> {
    if !matches!(
        game,
        "nim" | "staircase" | "subtraction" | "wythoff" | "ruler"
    ) {
        return Ok(());
    }
    let attr = |name: &str| {
        let tag = &html[html.find(&format!("data-game=\"{game}\""))?..];
        let tag = &tag[..tag.find('>')?];
        let v = tag.split(&format!("{name}=\"")).nth(1)?;
        Some(v[..v.find('"')?].to_string())
    };
    let nums = |t: &str| -> Vec<u64> {
        t.split_whitespace()
            .filter_map(|v| v.parse().ok())
            .collect()
    };
    let start = nums(&attr("data-start").unwrap_or_default());
    let set: Vec<u32> = nums(&attr("data-set").unwrap_or_default())
        .into_iter()
        .map(|v| v as u32)
        .collect();
    if Judge::new(game, &set).lost(&start) {
        return Err(format!(
            "the {game} board starts from {start:?}, a P-position: the reader, moving first, has lost before the first move"
        ));
    }
    Ok(())
}

/// What one way of opening the book (served, or from disk) checked.
#[derive(Default)]
struct Tally {
    /// What a reader meets on the board pages: where a link lands, the arrow keys.
    reader: Vec<String>,
    games: usize,
    moves_checked: usize,
    cells: usize,
    typed: usize,
    tree_values: usize,
    tree_secs: f64,
}

/// Play the boards of a built book in Chromium, both served and from disk (at
/// once, each in its own tab with its own seeded games), in both editions (the
/// English pages with fewer games).
pub fn board_test(root: &Path, served: &Book) -> Result<(), String> {
    let t = Instant::now();
    let out = root.join("target").join("boards");
    std::fs::create_dir_all(&out).map_err(|e| e.to_string())?;
    let seed = testkit::rng::seed(22);
    say(&format!("   boards: seed {seed} (TEST_SEED replays)"));
    let modes = [
        ("served", served.http.clone(), seed),
        ("disk", served.file.clone(), seed.wrapping_add(1)),
    ];
    let runs: Vec<Result<Tally, String>> = testkit::cmd::par_map(&modes, |(mode, base, seed)| {
        boards_in(served, &out, mode, base, *seed)
    });
    let mut errs: Vec<String> = runs
        .iter()
        .filter_map(|r| r.as_ref().err().cloned())
        .collect();
    for r in runs.iter().flatten() {
        errs.extend(r.reader.iter().cloned());
    }
    if !errs.is_empty() {
        return Err(errs.join("\n"));
    }
    let all = runs
        .into_iter()
        .flatten()
        .fold(Tally::default(), |a, x| Tally {
            reader: Vec::new(),
            games: a.games + x.games,
            moves_checked: a.moves_checked + x.moves_checked,
            cells: a.cells + x.cells,
            typed: a.typed + x.typed,
            tree_values: a.tree_values + x.tree_values,
            tree_secs: a.tree_secs + x.tree_secs,
        });
    let Tally {
        reader: _,
        games,
        moves_checked,
        cells,
        typed,
        tree_values,
        tree_secs,
    } = all;
    say("   boards: links below each board land on their heading, ← and → stay on the page, quoted labels are the boards' own, every board starts from a won position (both editions, served and from disk)");
    say(&format!(
        "   boards: {games} games won as the theorems say (both editions), Nim's winning moves listed right on {moves_checked} positions, {tree_values} Hackenbush trees' shown values equal testkit's ({tree_secs:.0} s of the two Hackenbush boards, both tabs), {cells} nim-product cells and {typed} typed products and short games equal testkit's, tables equal testkit's, served and from disk, no console error, no remote request ({:.0} s); screenshots in {}",
        t.elapsed().as_secs_f64(),
        out.display()
    ));
    Ok(())
}

/// Every board of both editions opened one way (`base`: served or from disk),
/// in one tab; screenshots are taken of the served pages only.
fn boards_in(
    served: &Book,
    out: &Path,
    mode: &str,
    base: &str,
    seed: u64,
) -> Result<Tally, String> {
    let t = Instant::now();
    let mut rng = Rng::new(seed);
    let mut p = Puppet::start(served, out, &served.http)?;
    let mut x = Tally::default();
    // A failed check ends the pages; what the reader's checks found before it is reported too.
    if let Err(e) = pages_in(&mut p, served, out, mode, base, &mut rng, &mut x, t) {
        x.reader.push(e);
        return Ok(x);
    }
    let report = p.cmd("report")?;
    if !report.starts_with("foreign=0 errors=0") {
        return Err(format!(
            "{mode}: console errors or requests off the machine: {report}"
        ));
    }
    Ok(x)
}

/// The board pages of both editions, one after the other, in one tab.
#[allow(clippy::too_many_arguments)]
fn pages_in(
    p: &mut Puppet,
    served: &Book,
    out: &Path,
    mode: &str,
    base: &str,
    rng: &mut Rng,
    x: &mut Tally,
    t: Instant,
) -> Result<(), String> {
    let book = &served.dir;
    let plan_zh = Plan {
        random: 8,
        resist: 8,
        p_games: 5,
    };
    // The English edition runs the same script with English words: fewer games.
    let plan_en = Plan {
        random: 3,
        resist: 2,
        p_games: 2,
    };
    for (en, &(game, page)) in [false, true]
        .into_iter()
        .flat_map(|en| PAGES.iter().map(move |g| (en, g)))
    {
        let page = &format!("{}{page}", if en { "en/" } else { "" });
        say(&format!(
            "   boards ({mode}, {:.0} s): {page}, {} games so far",
            t.elapsed().as_secs_f64(),
            x.games
        ));
        let mode = if en {
            format!("{mode}, English")
        } else {
            mode.to_string()
        };
        let plan = if en { &plan_en } else { &plan_zh };
        let html = std::fs::read_to_string(book.join(page)).map_err(|e| e.to_string())?;
        if !html.contains(&format!("data-game=\"{game}\"")) || !html.contains("<noscript>") {
            return Err(format!("{page}: no {game} board with a <noscript> line"));
        }
        // Opened at the first heading below the board, as a link to that section would.
        let below = heading_after_board(&html)
            .ok_or_else(|| format!("{page}: no heading with an id below the {game} board"))?;
        let found = p.cmd(&format!("open {base}{page}#{below}"))?;
        if !found.split(',').any(|g| g == game) {
            return Err(format!("{page} ({mode}) has no {game} board: {found}"));
        }
        x.reader.extend(
            landing(p, &below)
                .err()
                .map(|e| format!("{page}#{below} ({mode}): {e}")),
        );
        x.reader.extend(
            quoted_labels(p, game)
                .err()
                .map(|e| format!("{page} ({mode}): {e}")),
        );
        if mode.starts_with("served") {
            x.reader.extend(
                starts_won(&html, game)
                    .err()
                    .map(|e| format!("{page}: {e}")),
            );
        }
        match p.cmd(&format!("arrows {game}"))?.as_str() {
            "stayed" => {}
            left => x.reader.push(format!(
                "{page} ({mode}): ← and → on the {game} board {left}: the board must keep its keys"
            )),
        }
        if game == "nimproduct" {
            let (c, t) = check_product(p, rng, if en { 100 } else { 300 })
                .map_err(|e| format!("{mode}: {e}"))?;
            x.cells += c;
            x.typed += t;
            if en {
                // A refusal on screen too, for the language check.
                p.cmd(r#"products [["abc","1"]]"#)?;
                no_chinese(p, page)?;
                if mode.starts_with("served") {
                    let shot = out.join("en-nimproduct.png");
                    p.cmd(&format!("shot {game} {}", shot.display()))?;
                }
            } else if mode == "served" {
                for theme in ["navy", "light"] {
                    p.cmd(&format!("theme {theme}"))?;
                    let name = if theme == "light" {
                        "nimproduct.png".to_string()
                    } else {
                        format!("nimproduct-{theme}.png")
                    };
                    p.cmd(&format!("shot {game} {}", out.join(name).display()))?;
                }
            }
            continue;
        }
        if game == "cgt" {
            x.typed += check_cgt(p, en).map_err(|e| format!("{mode}: {e}"))?;
            if en {
                no_chinese(p, page)?;
            }
            continue;
        }
        if game == "hackenbush" || game == "bluered" {
            let lap = Instant::now();
            let shots = mode.starts_with("served").then_some(out);
            let (g, v) =
                tree::board(p, game, en, shots, rng).map_err(|e| format!("{mode}: {e}"))?;
            x.games += g;
            x.tree_values += v;
            x.tree_secs += lap.elapsed().as_secs_f64();
            if en {
                no_chinese(p, page)?;
            }
            continue;
        }
        if game == "subtraction" {
            for set in &SETS[..if en { 2 } else { SETS.len() }] {
                check_table(p, set).map_err(|e| format!("{mode}: {e}"))?;
            }
            // Games on the first sets only: every set is tabulated above.
            for set in &SETS[..if en { 1 } else { 3 }] {
                x.games += games_on(p, game, set, plan, rng).map_err(|e| format!("{mode}: {e}"))?;
            }
        } else {
            if game == "nim" {
                x.moves_checked += check_winning_moves(p, rng, if en { 60 } else { 200 }, en)
                    .map_err(|e| format!("{mode}: {e}"))?;
                if en {
                    // The winning-moves panel of the batch's last position, with its column table.
                    no_chinese(p, page)?;
                }
            }
            check_shown(p, game).map_err(|e| format!("{mode}: {e}"))?;
            x.games += games_on(p, game, &[], plan, rng).map_err(|e| format!("{mode}: {e}"))?;
        }
        if en {
            // The verdict of the last game is on screen.
            no_chinese(p, page)?;
        }
        // Keyboard: Tab reaches a move and Enter plays it.
        let start = match game {
            "wythoff" => "5,9",
            "ruler" => "1,0,1",
            "subtraction" => "7,4",
            _ => "4,4",
        };
        p.cmd(&format!(
            "setup {game} {start} {} you",
            if game == "subtraction" { "1,3,4" } else { "-" }
        ))?;
        let k = p.cmd(&format!("key {game}"))?;
        let after = parse_state(k.split_once(' ').map_or("", |x| x.1))?;
        if after.pos
            == start
                .split(',')
                .map(|v| v.parse().unwrap_or(0))
                .collect::<Vec<u64>>()
        {
            return Err(format!(
                "{game} ({mode}): Enter on a focused move did nothing ({k})"
            ));
        }
        if en {
            p.cmd(&format!("show {game}"))?;
            no_chinese(p, page)?;
            if mode.starts_with("served") {
                let shot = out.join(format!("en-{game}.png"));
                p.cmd(&format!("shot {game} {}", shot.display()))?;
            }
            p.cmd(&format!("hide {game}"))?;
        } else if mode == "served" {
            p.cmd(&format!(
                "setup {game} {} {} you",
                match game {
                    "wythoff" => "9,12",
                    "staircase" => "2,3,1,4",
                    "subtraction" => "9,13,6",
                    "ruler" => "1,1,0,1,0,0,0,1,0,1",
                    // An N-position, so the list of winning moves is not empty.
                    _ => "7,11,13",
                },
                if game == "subtraction" { "2,4,7" } else { "-" }
            ))?;
            p.cmd(&format!("show {game}"))?;
            p.cmd(&format!(
                "shot {game} {}",
                out.join(format!("{game}.png")).display()
            ))?;
            if game == "nim" || game == "wythoff" || game == "ruler" {
                p.cmd("theme navy")?;
                p.cmd(&format!(
                    "setup {game} {} - you",
                    match game {
                        "nim" => "7,11,13",
                        "ruler" => "1,1,0,1,0,0,0,1,0,1",
                        _ => "9,12",
                    }
                ))?;
                p.cmd(&format!("show {game}"))?;
                if game == "nim" {
                    // The list of winning moves too (the reload cleared its box).
                    p.cmd("winmoves 7,11,13")?;
                }
                p.cmd(&format!(
                    "shot {game} {}",
                    out.join(format!("{game}-navy.png")).display()
                ))?;
                p.cmd("theme light")?;
            }
        }
    }
    Ok(())
}

/// The faults [`break_nim_move`] builds into one module, one per board check:
/// each is caught by its own function below.
const FAULTS: &[&str] = &[
    "fault-wrong-nim-move",
    "fault-missing-winning-move",
    "fault-wrong-nim-product",
    "fault-ruler-from-zero",
    "fault-hackenbush-sum",
    "fault-bluered-sign",
];

/// Break a built book's boards: its `boards/wasm.js` becomes a module whose Nim
/// board makes a wrong winning move (the `fault-wrong-nim-move` feature) and
/// leaves one winning move out of its list (`fault-missing-winning-move`), and
/// whose nim product is wrong from 2^32 up (`fault-wrong-nim-product`), and
/// whose Ruler strip counts its coins from 0 (`fault-ruler-from-zero`), whose
/// Green Hackenbush root adds two branches' values (`fault-hackenbush-sum`)
/// and whose Blue–Red value counts a red edge on a blue one as blue
/// (`fault-bluered-sign`).
pub fn break_nim_move(book_dir: &Path) -> Result<(), String> {
    let out = workspace().join("target").join("faults").join("boards");
    let bytes = build_wasm(FAULTS, &out.join("cargo-target"))?;
    std::fs::write(book_dir.join("boards").join("wasm.js"), wasm_script(&bytes))
        .map_err(|e| e.to_string())
}

/// A browser on `page` of a broken book, opened from disk.
fn fault_page(root: &Path, book: &Book, page: &str) -> Result<Puppet, String> {
    let out = root.join("target").join("faults").join("boards");
    std::fs::create_dir_all(&out).map_err(|e| e.to_string())?;
    let mut p = Puppet::start(book, &out, "file://")?;
    p.cmd(&format!("open {}{page}", book.file))?;
    Ok(p)
}

/// `book`'s file `dir/<prefix>*<suffix>` (mdBook names theme files with a hash).
fn hashed(dir: &Path, prefix: &str, suffix: &str) -> Result<PathBuf, String> {
    std::fs::read_dir(dir)
        .map_err(|e| format!("{}: {e}", dir.display()))?
        .filter_map(Result::ok)
        .map(|e| e.path())
        .find(|p| {
            p.file_name()
                .and_then(|n| n.to_str())
                .is_some_and(|n| n.starts_with(prefix) && n.ends_with(suffix))
        })
        .ok_or_else(|| format!("the fault book has no {}/{prefix}*{suffix}", dir.display()))
}

/// `text` with each `(from, to)` replaced, or which `from` is missing.
fn replaced(text: &str, edits: &[(&str, &str)], what: &Path) -> Result<String, String> {
    let mut out = text.to_string();
    for (from, to) in edits {
        if !out.contains(from) {
            return Err(format!("{} has no {from:?} to break", what.display()));
        }
        out = out.replace(from, to);
    }
    Ok(out)
}

/// Three defects of the Nim page, found in one load of it, each by its own
/// check: `theme/boards-*.js` without the line that stops ← and → at the
/// board (the arrow-key check), without the scroll back after drawing, and
/// drawing only after the page's load event, when the browser has long jumped
/// to the section the address names (the landing check: on a fast load the
/// board may draw before that jump, which hides the defect); and the text
/// before the board quoting its checkbox with one character changed
/// (“显示二进制和异或” for 显示二进制与异或: the quoted-label check). The built
/// files are restored after the checks.
pub fn nim_page_faults(root: &Path, book: &Book) -> Vec<(&'static str, Result<(), String>)> {
    const KEYS: &str = "a Nim board letting ← and → through to mdBook's chapter keys";
    const LANDING: &str =
        "a board drawn after the jump to a section below it, without scrolling back";
    const QUOTE: &str = "text quoting a label the Nim board does not show (“显示二进制和异或”)";
    let page = "games/nim.html";
    let broken = (|| {
        let script = hashed(&book.dir.join("theme"), "boards", ".js")?;
        let html = book.dir.join(page);
        let js = std::fs::read_to_string(&script).map_err(|e| e.to_string())?;
        let text = std::fs::read_to_string(&html).map_err(|e| e.to_string())?;
        let bad_js = replaced(
            &js,
            &[
                ("if (e.key.startsWith('Arrow')) e.stopPropagation();", ""),
                ("if (Math.abs(by) >= 1) window.scrollBy(0, by);", ""),
                (
                    "loadEngine().then(E0 => {",
                    "new Promise(r => addEventListener('load', () => setTimeout(r, 100))).then(loadEngine).then(E0 => {",
                ),
            ],
            &script,
        )?;
        let bad_html = replaced(
            &text,
            &[("“显示二进制与异或”", "“显示二进制和异或”")],
            &html,
        )?;
        let below = heading_after_board(&text)
            .ok_or_else(|| format!("{page}: no heading with an id below the board"))?;
        std::fs::write(&script, bad_js).map_err(|e| e.to_string())?;
        std::fs::write(&html, bad_html).map_err(|e| e.to_string())?;
        let found = fault_page(root, book, &format!("{page}#{below}")).map(|mut p| {
            let landed = landing(&mut p, &below);
            let quoted = quoted_labels(&mut p, "nim");
            let arrows = p.cmd("arrows nim");
            (landed, quoted, arrows)
        });
        std::fs::write(&script, js).map_err(|e| e.to_string())?;
        std::fs::write(&html, text).map_err(|e| e.to_string())?;
        found
    })();
    let (landed, quoted, arrows) = match broken {
        Ok(r) => r,
        Err(e) => {
            return vec![
                (KEYS, Err(e.clone())),
                (LANDING, Err(e.clone())),
                (QUOTE, Err(e)),
            ]
        }
    };
    let keys = match arrows {
        Ok(left) if left.starts_with("sent the page to") => Ok(()),
        Ok(other) => Err(format!("{KEYS} passed the arrow-key check: {other}")),
        Err(e) => Err(e),
    };
    vec![
        (KEYS, keys),
        (
            LANDING,
            caught(landed, "the board drew after the jump", LANDING),
        ),
        (
            QUOTE,
            caught(
                quoted,
                "[\"显示二进制和异或\"], which the nim board does not show",
                QUOTE,
            ),
        ),
    ]
}

/// On a book broken by [`break_nim_move`], the Nim games must be lost.
pub fn fault(root: &Path, book: &Book) -> Result<(), String> {
    wrong_moves_lose(
        root,
        book,
        "games/nim.html",
        "nim",
        "a Nim board with a wrong winning move",
    )
}

/// On `page` of a broken book, the computer's games on `game` from
/// N-positions must be lost or its moves found wrong.
fn wrong_moves_lose(
    root: &Path,
    book: &Book,
    page: &str,
    game: &'static str,
    what: &str,
) -> Result<(), String> {
    let mut p = fault_page(root, book, page)?;
    let plan = Plan {
        random: 6,
        resist: 6,
        p_games: 0,
    };
    let mut rng = Rng::new(22);
    match games_on(&mut p, game, &[], &plan, &mut rng) {
        Err(e) if e.contains("won, expected") => Ok(()),
        r => caught(r, "not a P-position", what),
    }
}

/// On a book broken by [`break_nim_move`], the Nim board's list of winning
/// moves must be found short.
pub fn moves_fault(root: &Path, book: &Book) -> Result<(), String> {
    let mut p = fault_page(root, book, "games/nim.html")?;
    let mut rng = Rng::new(22);
    caught(
        check_winning_moves(&mut p, &mut rng, 30, false),
        "listed winning moves",
        "a Nim board listing too few winning moves",
    )
}

/// A broken board's check must fail, and for the error naming `marker`.
fn caught<T>(r: Result<T, String>, marker: &str, what: &str) -> Result<(), String> {
    match r {
        Ok(_) => Err(format!("{what} passed the board test")),
        Err(e) if e.contains(marker) => Ok(()),
        Err(e) => Err(format!(
            "{what} failed the board test, but not for that: {e}"
        )),
    }
}

/// On a book broken by [`break_nim_move`], the nim-product board's typed
/// products must be found wrong (its 16×16 table is still right).
pub fn product_fault(root: &Path, book: &Book) -> Result<(), String> {
    let mut p = fault_page(root, book, "nimbers/nim-product.html")?;
    let mut rng = Rng::new(22);
    caught(
        check_product(&mut p, &mut rng, 40),
        "testkit's product",
        "a nim-product board with a wrong product",
    )
}

/// On a book broken by [`break_nim_move`], the Ruler strip's games must be lost.
pub fn ruler_fault(root: &Path, book: &Book) -> Result<(), String> {
    wrong_moves_lose(
        root,
        book,
        "nimbers/coin-turning.html",
        "ruler",
        "a Ruler strip counting its coins from 0",
    )
}

/// Every board fault on a book broken by [`break_nim_move`]: what it is, and
/// whether the board test caught it (`Ok`).
pub fn faults(root: &Path, book: &Book) -> Vec<(&'static str, Result<(), String>)> {
    let mut all = vec![
        (
            "a Nim board whose winning move leaves one stone too many",
            fault(root, book),
        ),
        (
            "a Nim board whose list of winning moves leaves one out",
            moves_fault(root, book),
        ),
        (
            "a nim-product board whose product is wrong from 2^32 up",
            product_fault(root, book),
        ),
        (
            "a Ruler strip counting its coins from 0",
            ruler_fault(root, book),
        ),
        (
            "a Green Hackenbush board adding two branches' values",
            tree::fault(root, book, "hackenbush"),
        ),
        (
            "a Blue–Red Hackenbush board valuing a red edge on a blue one as blue",
            tree::fault(root, book, "bluered"),
        ),
    ];
    all.extend(nim_page_faults(root, book));
    all
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A chapter of the book, as its source holds it.
    fn chapter(path: &str) -> String {
        let file = workspace().join(path);
        std::fs::read_to_string(&file).unwrap_or_else(|e| panic!("{}: {e}", file.display()))
    }

    #[test]
    fn a_board_starting_from_a_lost_position_fails_the_start_check() {
        for page in ["src/sg/sg-period.md", "en/src/sg/sg-period.md"] {
            let md = chapter(page);
            assert_eq!(starts_won(&md, "subtraction"), Ok(()), "{page}");
            // The start the board had before its fix: 7 9 12, a P-position for S = {2, 5, 7}.
            let at = md.find("data-start=\"").expect("the board's data-start") + 12;
            let end = at + md[at..].find('"').expect("a closing quote");
            let lost = format!("{}7 9 12{}", &md[..at], &md[end..]);
            assert_eq!(
                starts_won(&lost, "subtraction"),
                Err("the subtraction board starts from [7, 9, 12], a P-position: the reader, moving first, has lost before the first move".to_string()),
                "{page}"
            );
        }
    }

    #[test]
    fn a_panel_counting_1_winning_moves_fails_the_plural_check() {
        // Nim 3 4 5: s = 2, one winning move (pile 1 to 1); bits 2, 1, 0 set in 2, 1, 2 piles.
        let panel = |said: &str| format!("0:1|1|2|2:2,1:1,0:2|{said}");
        let mut exhaustive = testkit::nim_family::WinningMoves::default();
        let mut check =
            |said: &str, en: bool| check_panel(&[3, 4, 5], &panel(said), en, &mut exhaustive);
        assert_eq!(check("counts 1 winning move", true), Ok(()));
        assert_eq!(check("数得 1 种必胜走法", false), Ok(()));
        assert_eq!(
            check("counts 1 winning moves", true),
            Err("nim at [3, 4, 5]: the panel says “counts 1 winning moves”, not “counts 1 winning move”".to_string())
        );
    }

    #[test]
    fn an_english_board_saying_heap_fails_the_pile_check() {
        let texts = |words: &[&str]| words.iter().map(|w| w.to_string()).collect::<Vec<_>>();
        let page = "en/games/nim.html";
        let piles = texts(&[
            "Piles: 3 4 5. Show binary and XOR",
            "leave 2 in pile 1 ",
            "heapsort; cheap",
        ]);
        assert_eq!(heap_check(page, &piles), Ok(()));
        let heaps = texts(&[
            "Piles: 3 4 5. Show binary and XOR",
            "leave 2 in Heap 1 ",
            "heaps with this bit: 2",
        ]);
        assert_eq!(
            heap_check(page, &heaps),
            Err("en/games/nim.html: an English board says heap where its labels say pile: leave 2 in Heap 1 | heaps with this bit".to_string())
        );
    }
}
