//! The page test in a real browser: serve the book with `mdbook serve` on
//! localhost, open a chapter in headless Chromium (Debian's package) driven by
//! playwright-core (npm, pinned; it downloads no browser), and check that the
//! math is rendered with KaTeX's own fonts and that no request leaves localhost.

use crate::book::mdbook;
use crate::{cmd_ok, say};
use std::io::{Read, Write};
use std::net::TcpStream;
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

const CHROMIUM: &str = "/usr/bin/chromium";
const PLAYWRIGHT: (&str, &str) = ("playwright-core", "1.64.1");
/// The page the server must answer before the check starts.
const FIRST_PAGE: &str = "games/nim.html";

/// Install Debian's Chromium and a CJK font if missing (needs root and apt-get).
fn ensure_chromium() -> Result<(), String> {
    let have_font = Path::new("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc").exists();
    if Path::new(CHROMIUM).exists() && have_font {
        return Ok(());
    }
    say("installing Debian's chromium and fonts-noto-cjk (first time on this machine only; about 2 min)");
    cmd_ok(Command::new("apt-get").arg("update").arg("-qq"))
        .map_err(|e| format!("{e}: the page test needs Debian's chromium; install it as root: apt-get install chromium fonts-noto-cjk"))?;
    cmd_ok(
        Command::new("apt-get")
            .args(["install", "-y", "-qq", "chromium", "fonts-noto-cjk"])
            .env("DEBIAN_FRONTEND", "noninteractive"),
    )
}

struct Server(Child);
impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map(|a| a.port())
        .unwrap_or(3917)
}

fn http_ok(port: u16, path: &str) -> bool {
    let Ok(mut s) = TcpStream::connect(("127.0.0.1", port)) else {
        return false;
    };
    let _ = s.set_read_timeout(Some(Duration::from_secs(5)));
    if s.write_all(format!("GET /{path} HTTP/1.0\r\nHost: 127.0.0.1\r\n\r\n").as_bytes())
        .is_err()
    {
        return false;
    }
    let mut head = [0u8; 16];
    s.read(&mut head)
        .map(|n| String::from_utf8_lossy(&head[..n]).contains(" 200"))
        .unwrap_or(false)
}

const SCRIPT: &str = r#"
const { chromium } = require(process.env.PLAYWRIGHT_CORE);
(async () => {
  const port = process.env.PORT;
  const pages = process.env.PAGES.split(',');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
           '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const report = { foreign: [], pages: [] };
  const page = await browser.newPage();
  page.on('request', r => {
    const u = r.url();
    if (!u.startsWith(`http://127.0.0.1:${port}/`) && !u.startsWith('data:') && !u.startsWith('ws://127.0.0.1:'))
      report.foreign.push(u);
  });
  for (const p of pages) {
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
  }
  await browser.close();
  console.log(JSON.stringify(report));
})().catch(e => { console.error(e); process.exit(1); });
"#;

/// Serve the book as a reader would and check it in Chromium.
pub fn page_test(root: &Path) -> Result<(), String> {
    ensure_chromium()?;
    let module = crate::tools::ensure_npm(PLAYWRIGHT.0, PLAYWRIGHT.1);
    let port = free_port();
    let out = root.join("target").join("browser");
    std::fs::create_dir_all(&out).map_err(|e| e.to_string())?;
    let serve_dir = out.join("served-book");
    let child = mdbook(root)
        .args([
            "serve",
            "--hostname",
            "127.0.0.1",
            "--port",
            &port.to_string(),
            "--dest-dir",
        ])
        .arg(&serve_dir)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .map_err(|e| format!("cannot start mdbook serve: {e}"))?;
    let _server = Server(child);
    let started = Instant::now();
    while !http_ok(port, FIRST_PAGE) {
        if started.elapsed() > Duration::from_secs(90) {
            return Err(format!(
                "mdbook serve did not answer on 127.0.0.1:{port} within 90 s"
            ));
        }
        std::thread::sleep(Duration::from_millis(300));
    }
    let pages = chapter_pages(&serve_dir);
    if pages.is_empty() {
        return Err(format!("no chapter pages under {}", serve_dir.display()));
    }
    let script = out.join("check.cjs");
    std::fs::write(&script, SCRIPT).map_err(|e| e.to_string())?;
    let o = Command::new("node")
        .arg(&script)
        .env("PLAYWRIGHT_CORE", &module)
        .env("PORT", port.to_string())
        .env("PAGES", pages.join(","))
        .env("CHROMIUM", CHROMIUM)
        .env("SHOTS", &out)
        .output()
        .map_err(|e| format!("cannot run node: {e}"))?;
    let stdout = String::from_utf8_lossy(&o.stdout);
    if !o.status.success() {
        return Err(format!(
            "the browser script failed:\n{stdout}\n{}",
            String::from_utf8_lossy(&o.stderr)
        ));
    }
    judge(&stdout)
}

/// Every chapter page of the served book (not mdBook's print, 404 or toc pages).
fn chapter_pages(served: &Path) -> Vec<String> {
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
