//! The reusable piece of every browser test: the book built once (with its
//! Chinese search index), served over http by a small std-only static server AND
//! opened from disk (`file://`), and one runner for Playwright scripts that drive
//! Debian's Chromium through the pinned playwright-core.
//!
//! A test asks for a [`Book`], loops over [`Book::bases`] (the same book as a
//! reader gets it from a server and from a folder), and runs its script with
//! [`run_script`], which hands it `PLAYWRIGHT_CORE` and `CHROMIUM` and returns the
//! script's last line (by convention one line of JSON).

use crate::book::build_book;
use crate::Tools;
use std::io::{BufRead, BufReader, Write};
use std::net::{TcpListener, TcpStream};
use std::path::{Component, Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::thread::JoinHandle;
use std::time::Duration;
use zhsearch::Scheme;

/// Put before every browser script: `gamebookBrowser(chromium)` connects to
/// the Chromium the harness started (`CHROMIUM_WS`), else launches one.
pub const PRELUDE: &str = r#"
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync'];
async function gamebookBrowser(chromium) {
  return process.env.CHROMIUM_WS
    ? chromium.connect(process.env.CHROMIUM_WS)
    : chromium.launch({ executablePath: process.env.CHROMIUM, args: CHROMIUM_ARGS });
}
"#;

/// One Chromium for every browser script of a [`Book`]: a playwright-core
/// browser server the scripts connect to, stopped when dropped.
pub struct Chromium {
    child: std::process::Child,
    /// The server's `ws://` endpoint.
    pub ws: String,
}

impl Chromium {
    pub fn start(tools: &Tools, out: &Path) -> Result<Chromium, String> {
        use std::io::Read;
        std::fs::create_dir_all(out).map_err(|e| e.to_string())?;
        let path = out.join("chromium-server.cjs");
        let script = format!(
            "{PRELUDE}\nconst {{ chromium }} = require(process.env.PLAYWRIGHT_CORE);\n\
             (async () => {{\n\
               const s = await chromium.launchServer({{ executablePath: process.env.CHROMIUM, args: CHROMIUM_ARGS }});\n\
               console.log(s.wsEndpoint());\n\
               process.stdin.on('end', () => s.close().then(() => process.exit(0)));\n\
               process.stdin.resume();\n\
             }})().catch(e => {{ console.error(e); process.exit(1); }});\n"
        );
        std::fs::write(&path, script).map_err(|e| e.to_string())?;
        let mut child = Command::new("node")
            .arg(&path)
            .env("PLAYWRIGHT_CORE", &tools.playwright)
            .env("CHROMIUM", &tools.chromium)
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::piped())
            .spawn()
            .map_err(|e| format!("cannot run node: {e}"))?;
        let mut stdout = child.stdout.take().expect("piped stdout");
        let mut line = Vec::new();
        let mut byte = [0u8];
        while stdout.read(&mut byte).map_err(|e| e.to_string())? == 1 && byte[0] != b'\n' {
            line.push(byte[0]);
        }
        let ws = String::from_utf8_lossy(&line).trim().to_string();
        if !ws.starts_with("ws://") {
            let _ = child.kill();
            return Err(format!("Chromium's server did not start ({ws:?})"));
        }
        Ok(Chromium { child, ws })
    }
}

impl Drop for Chromium {
    fn drop(&mut self) {
        drop(self.child.stdin.take());
        let t = std::time::Instant::now();
        while t.elapsed() < Duration::from_secs(5) {
            if let Ok(Some(_)) = self.child.try_wait() {
                return;
            }
            std::thread::sleep(Duration::from_millis(50));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A built book, served on localhost while this value lives.
pub struct Book {
    pub dir: PathBuf,
    /// `http://127.0.0.1:<port>/`
    pub http: String,
    /// `file:///…/` of the same folder.
    pub file: String,
    pub index: zhsearch::Stats,
    pub tools: Tools,
    /// The Chromium every browser script on this book connects to.
    pub chromium: Chromium,
    _server: Server,
}

impl Book {
    /// Build the book into `target/browser/book` and serve it on a free port.
    pub fn start(tools: &Tools, root: &Path) -> Result<Book, String> {
        Book::start_at(
            tools,
            root,
            &root.join("target").join("browser").join("book"),
            Scheme::Bigrams,
        )
    }

    /// Build the book at `book_root` into `dest` (the index cut by `scheme`) and serve it.
    pub fn start_at(
        tools: &Tools,
        book_root: &Path,
        dest: &Path,
        scheme: Scheme,
    ) -> Result<Book, String> {
        let (_, index) = build_book(tools, book_root, dest, scheme)?;
        Book::serve(tools, dest, index)
    }

    /// Serve a book already built into `dest` (with its index's measurements).
    pub fn serve(tools: &Tools, dest: &Path, index: zhsearch::Stats) -> Result<Book, String> {
        let dir = dest
            .canonicalize()
            .map_err(|e| format!("{}: {e}", dest.display()))?;
        let server = Server::start_with(&dir, 0, Cache::Hour)?;
        let scratch =
            std::env::temp_dir().join(format!("gamebook-chromium-{}", std::process::id()));
        let chromium = Chromium::start(tools, &scratch)?;
        Ok(Book {
            http: format!("http://127.0.0.1:{}/", server.port),
            file: file_url(&dir),
            dir,
            index,
            tools: tools.clone(),
            chromium,
            _server: server,
        })
    }

    /// The same book two ways: ("served", http base) and ("from disk", file base).
    pub fn bases(&self) -> [(&'static str, &str); 2] {
        [("served", &self.http), ("from disk", &self.file)]
    }
}

/// `file:///` URL of a folder, ending in `/`, with bytes outside the safe set escaped.
pub fn file_url(dir: &Path) -> String {
    let mut url = String::from("file://");
    for b in dir.to_string_lossy().bytes() {
        if b.is_ascii_alphanumeric() || b"/-_.~".contains(&b) {
            url.push(b as char);
        } else {
            url.push_str(&format!("%{b:02X}"));
        }
    }
    if !url.ends_with('/') {
        url.push('/');
    }
    url
}

/// Run a Node script that drives Chromium: written to `target/browser/<name>.cjs`,
/// given `PLAYWRIGHT_CORE` (the module's path), `CHROMIUM` and `env`. Returns the
/// last line of its stdout; `Err` with all its output if it exits non-zero.
pub fn run_script(
    book: &Book,
    root: &Path,
    name: &str,
    script: &str,
    env: &[(&str, String)],
) -> Result<String, String> {
    let out = root.join("target").join("browser");
    std::fs::create_dir_all(&out).map_err(|e| e.to_string())?;
    let path = out.join(format!("{name}.cjs"));
    std::fs::write(&path, format!("{PRELUDE}{script}")).map_err(|e| e.to_string())?;
    let tools = &book.tools;
    let mut c = Command::new("node");
    c.arg(&path)
        .env("PLAYWRIGHT_CORE", &tools.playwright)
        .env("CHROMIUM", &tools.chromium)
        .env("CHROMIUM_WS", &book.chromium.ws)
        .env("SHOTS", &out);
    for (k, v) in env {
        c.env(k, v);
    }
    // Its progress lines and errors go to stderr, shown as they come.
    let o = c
        .stderr(std::process::Stdio::inherit())
        .output()
        .map_err(|e| format!("cannot run node: {e}"))?;
    let stdout = String::from_utf8_lossy(&o.stdout);
    if !o.status.success() {
        return Err(format!(
            "the browser script {name} ({}) failed; its messages are above:\n{stdout}",
            path.display()
        ));
    }
    Ok(stdout.lines().last().unwrap_or("").to_string())
}

/// A static file server on 127.0.0.1 (one thread per connection, GET and HEAD,
/// `Connection: close`), stopped when dropped.
pub struct Server {
    pub port: u16,
    stop: Arc<AtomicBool>,
    thread: Option<JoinHandle<()>>,
}

/// How long a browser may keep what the server sends.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cache {
    /// `no-store`: every load reads the files again (`cargo xtask serve`,
    /// where the author rebuilds the book under the reader's tab).
    Never,
    /// An hour: the tests' books do not change while served, and each browser
    /// script opens its own context (its own cache), so a chapter's styles,
    /// scripts and fonts are fetched and compiled once per script, not once per
    /// page (116 chapter loads in one tab: 36 s with `no-store`, 21 s cached).
    Hour,
}

impl Server {
    /// Serve `dir` on `port` (0: any free port), every answer `no-store`.
    pub fn start(dir: &Path, port: u16) -> Result<Server, String> {
        Server::start_with(dir, port, Cache::Never)
    }

    /// Serve `dir` on `port` (0: any free port), kept as `cache` says.
    pub fn start_with(dir: &Path, port: u16, cache: Cache) -> Result<Server, String> {
        let listener = TcpListener::bind(("127.0.0.1", port))
            .map_err(|e| format!("cannot listen on 127.0.0.1:{port}: {e}"))?;
        let port = listener.local_addr().map_err(|e| e.to_string())?.port();
        let stop = Arc::new(AtomicBool::new(false));
        let stopped = Arc::clone(&stop);
        let dir = dir.to_path_buf();
        // A blocking accept (a request is answered at once); the drop wakes it
        // with a connection of its own after setting `stop`.
        let thread = std::thread::spawn(move || {
            for stream in listener.incoming() {
                if stopped.load(Ordering::Relaxed) {
                    break;
                }
                if let Ok(stream) = stream {
                    let dir = dir.clone();
                    std::thread::spawn(move || {
                        let _ = answer(stream, &dir, cache);
                    });
                }
            }
        });
        Ok(Server {
            port,
            stop,
            thread: Some(thread),
        })
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
        let _ = TcpStream::connect(("127.0.0.1", self.port));
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
    }
}

/// Answer one request from the files under `dir`.
fn answer(stream: TcpStream, dir: &Path, cache: Cache) -> std::io::Result<()> {
    stream.set_read_timeout(Some(Duration::from_secs(10)))?;
    let mut reader = BufReader::new(stream.try_clone()?);
    let mut first = String::new();
    reader.read_line(&mut first)?;
    loop {
        let mut line = String::new();
        if reader.read_line(&mut line)? == 0 || line == "\r\n" || line == "\n" {
            break;
        }
    }
    let mut parts = first.split_whitespace();
    let method = parts.next().unwrap_or("");
    let target = parts.next().unwrap_or("/");
    let mut out = stream;
    if method != "GET" && method != "HEAD" {
        return respond(
            &mut out,
            "405 Method Not Allowed",
            "text/plain",
            b"",
            true,
            Cache::Never,
        );
    }
    let (status, path) = match resolve(dir, target) {
        Some(p) => ("200 OK", p),
        None => ("404 Not Found", dir.join("404.html")),
    };
    let body = std::fs::read(&path).unwrap_or_default();
    respond(
        &mut out,
        status,
        content_type(&path),
        &body,
        method == "GET",
        if status == "200 OK" {
            cache
        } else {
            Cache::Never
        },
    )
}

fn respond(
    out: &mut TcpStream,
    status: &str,
    kind: &str,
    body: &[u8],
    with_body: bool,
    cache: Cache,
) -> std::io::Result<()> {
    let keep = match cache {
        Cache::Never => "no-store",
        Cache::Hour => "max-age=3600",
    };
    let head = format!(
        "HTTP/1.1 {status}\r\nContent-Type: {kind}\r\nContent-Length: {}\r\nCache-Control: {keep}\r\nConnection: close\r\n\r\n",
        body.len()
    );
    out.write_all(head.as_bytes())?;
    if with_body {
        out.write_all(body)?;
    }
    out.flush()
}

/// The file a request target names under `dir` (query and fragment dropped,
/// percent-escapes decoded, `..` refused, a folder meaning its `index.html`).
fn resolve(dir: &Path, target: &str) -> Option<PathBuf> {
    let path = target.split(['?', '#']).next().unwrap_or("");
    let decoded = percent_decode(path)?;
    let rel = Path::new(decoded.trim_start_matches('/'));
    if rel
        .components()
        .any(|c| !matches!(c, Component::Normal(_) | Component::CurDir))
    {
        return None;
    }
    let mut p = dir.join(rel);
    if p.is_dir() {
        p = p.join("index.html");
    }
    p.is_file().then_some(p)
}

fn percent_decode(s: &str) -> Option<String> {
    let bytes = s.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' {
            let hex = std::str::from_utf8(bytes.get(i + 1..i + 3)?).ok()?;
            out.push(u8::from_str_radix(hex, 16).ok()?);
            i += 3;
        } else {
            out.push(bytes[i]);
            i += 1;
        }
    }
    String::from_utf8(out).ok()
}

fn content_type(path: &Path) -> &'static str {
    match path.extension().and_then(|e| e.to_str()).unwrap_or("") {
        "html" => "text/html; charset=utf-8",
        "js" => "text/javascript; charset=utf-8",
        "css" => "text/css; charset=utf-8",
        "svg" => "image/svg+xml",
        "png" => "image/png",
        "ico" => "image/x-icon",
        "woff2" => "font/woff2",
        "woff" => "font/woff",
        "ttf" => "font/ttf",
        "json" => "application/json",
        "gz" => "application/gzip",
        "txt" | "md" | "rs" | "in" | "out" => "text/plain; charset=utf-8",
        _ => "application/octet-stream",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn requests_resolve_inside_the_folder_only() {
        let dir = std::env::temp_dir().join(format!("harness-test-{}", std::process::id()));
        std::fs::create_dir_all(dir.join("games")).unwrap();
        std::fs::write(dir.join("index.html"), "i").unwrap();
        std::fs::write(dir.join("games/必败.html"), "g").unwrap();
        assert_eq!(resolve(&dir, "/"), Some(dir.join("index.html")));
        assert_eq!(
            resolve(&dir, "/games/%E5%BF%85%E8%B4%A5.html?highlight=x#a"),
            Some(dir.join("games/必败.html"))
        );
        assert_eq!(resolve(&dir, "/../etc/passwd"), None);
        assert_eq!(resolve(&dir, "/nothing.html"), None);
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn file_urls_escape_what_a_url_cannot_hold() {
        assert_eq!(file_url(Path::new("/tmp/a b")), "file:///tmp/a%20b/");
    }
}
