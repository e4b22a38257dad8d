//! Pinned tools, installed once per machine into a versioned cache outside the
//! work tree (`$GAMEBOOK_TOOLS`, else `$XDG_CACHE_HOME/gamebook-tools`, else
//! `~/.cache/gamebook-tools`), so every fresh clone on the machine reuses them.

use crate::{cmd_ok, say, warn};
use std::path::{Path, PathBuf};
use std::process::Command;

/// A tool from crates.io at a pinned version (its binary has the crate's name).
pub struct Tool {
    pub krate: &'static str,
    pub version: &'static str,
    /// Rough first-install time on a 2-core machine, for the progress line.
    pub minutes: u32,
}

const fn tool(krate: &'static str, version: &'static str, minutes: u32) -> Tool {
    Tool {
        krate,
        version,
        minutes,
    }
}

pub const MDBOOK: Tool = tool("mdbook", "0.5.4", 4);
pub const MDBOOK_KATEX: Tool = tool("mdbook-katex", "0.10.0", 3);
pub const HYPERLINK: Tool = tool("hyperlink", "0.3.2", 2);
pub const CARGO_MUTANTS: Tool = tool("cargo-mutants", "27.1.0", 3);

/// The oldest Rust the judges run: every listing must compile with this rustc
/// itself, not only pass clippy's `incompatible_msrv` lint.
pub const OLD_RUST: &str = "1.70.0";

/// Does `rustup run OLD_RUST rustc --version` work on this machine?
fn old_rust_ready() -> bool {
    Command::new("rustup")
        .args(["run", OLD_RUST, "rustc", "--version"])
        .output()
        .is_ok_and(|o| o.status.success())
}

/// Install the Rust 1.70.0 toolchain once per machine (`rustup toolchain
/// install 1.70.0 --profile minimal`, about a minute), like the other pinned
/// tools. `Err` says why it cannot be had here (no rustup, no network).
pub fn ensure_old_rust() -> Result<(), String> {
    if old_rust_ready() {
        return Ok(());
    }
    say(&format!(
        "installing Rust {OLD_RUST} with rustup toolchain install --profile minimal (first time on this machine only)"
    ));
    let (ok, log) = crate::cmd_capture(Command::new("rustup").args([
        "toolchain",
        "install",
        OLD_RUST,
        "--profile",
        "minimal",
    ]))?;
    if ok && old_rust_ready() {
        say(&format!("done: Rust {OLD_RUST}"));
        Ok(())
    } else {
        // rustup's first lines say why; a backtrace after them helps no one here.
        let head: Vec<&str> = log.lines().take(8).collect();
        Err(format!(
            "`rustup toolchain install {OLD_RUST} --profile minimal` failed:\n{}",
            head.join("\n")
        ))
    }
}

/// `rustc` of the pinned old toolchain (call [`ensure_old_rust`] first).
pub fn old_rustc() -> Command {
    let mut c = Command::new("rustup");
    c.args(["run", OLD_RUST, "rustc"]);
    c
}

/// `rustc` of the current stable toolchain (`rustup run stable rustc`; plain
/// `rustc` where there is no rustup), for the edition 2024 compile of every listing.
pub fn stable_rustc() -> Command {
    let rustup = Command::new("rustup")
        .args(["run", "stable", "rustc", "--version"])
        .output()
        .is_ok_and(|o| o.status.success());
    if rustup {
        let mut c = Command::new("rustup");
        c.args(["run", "stable", "rustc"]);
        c
    } else {
        Command::new("rustc")
    }
}

/// The npm package whose stylesheet and fonts match the KaTeX bundled by mdbook-katex 0.10.0.
pub const KATEX_NPM: (&str, &str) = ("katex", "0.16.4");

/// The cache root for pinned tools.
pub fn cache_root() -> PathBuf {
    testkit::cmd::tool_cache()
}

/// Fill the cache entry `name` once: if `ready` (a path inside the entry) is
/// missing, print `what`, let `fill` populate a scratch folder and rename it into
/// place, so an interrupted install never leaves a half-filled entry behind.
/// Returns the entry's folder.
pub fn install_once(
    name: &str,
    ready: &str,
    what: &str,
    fill: impl FnOnce(&Path) -> Result<(), String>,
) -> PathBuf {
    let root = cache_root().join(name);
    if root.join(ready).exists() {
        return root;
    }
    say(&format!(
        "{what} into {} (first time on this machine only)",
        root.display()
    ));
    let scratch = cache_root().join(format!(".{name}.partial-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&scratch);
    std::fs::create_dir_all(&scratch)
        .unwrap_or_else(|e| crate::fail(&format!("{}: {e}", scratch.display())));
    fill(&scratch).unwrap_or_else(|e| crate::fail(&format!("{what}: {e}")));
    if !scratch.join(ready).exists() {
        crate::fail(&format!("{what}: {ready} is missing afterwards"));
    }
    if root.join(ready).exists() {
        let _ = std::fs::remove_dir_all(&scratch); // another run got there first
    } else {
        // A stale entry (an older layout, or a hand-made folder) is replaced.
        let _ = std::fs::remove_dir_all(&root);
        std::fs::rename(&scratch, &root)
            .unwrap_or_else(|e| crate::fail(&format!("{}: {e}", root.display())));
    }
    say(&format!("done: {what}"));
    root
}

/// Path of `tool`'s binary, installing it first if this machine lacks it.
pub fn ensure(tool: &Tool) -> PathBuf {
    let what = format!(
        "installing {} {} with cargo install --locked (about {} min on 2 cores)",
        tool.krate, tool.version, tool.minutes
    );
    let ready = format!("bin/{}", tool.krate);
    let root = install_once(
        &format!("{}-{}", tool.krate, tool.version),
        &ready,
        &what,
        |dir| {
            cmd_ok(
                Command::new(std::env::var("CARGO").unwrap_or_else(|_| "cargo".into()))
                    .args(["install", "--locked", "--root"])
                    .arg(dir)
                    .args([tool.krate, "--version", tool.version]),
            )
        },
    );
    root.join(ready)
}

/// An npm package at a pinned version, installed once; returns its folder.
pub fn ensure_npm(name: &str, version: &str) -> PathBuf {
    let module = format!("node_modules/{name}");
    let what = format!("installing {name}@{version} from the npm registry");
    let root = install_once(
        &format!("npm-{name}-{version}"),
        &format!("{module}/package.json"),
        &what,
        |dir| {
            cmd_ok(
                Command::new("npm")
                    .args(["install", "--no-audit", "--no-fund", "--silent", "--prefix"])
                    .arg(dir)
                    .arg(format!("{name}@{version}")),
            )
            .map_err(|e| format!("{e} (is npm installed?)"))
        },
    );
    root.join(module)
}

/// The `dist/` folder of the pinned npm `katex` package.
pub fn ensure_katex_package() -> PathBuf {
    let (name, version) = KATEX_NPM;
    ensure_npm(name, version).join("dist")
}

/// Copy KaTeX's stylesheet and fonts into `src/katex/` and `en/src/katex/` (git-ignored), from
/// where mdBook copies them into the built book; `theme/head.hbs` links them.
pub fn install_katex_assets(book_root: &Path) {
    let dist = ensure_katex_package();
    for src in ["src", "en/src"] {
        let dest = book_root.join(src).join("katex");
        copy_if_changed(&dist.join("katex.min.css"), &dest.join("katex.min.css"));
        let fonts = std::fs::read_dir(dist.join("fonts"))
            .unwrap_or_else(|e| crate::fail(&format!("katex fonts: {e}")));
        for f in fonts.flatten() {
            copy_if_changed(&f.path(), &dest.join("fonts").join(f.file_name()));
        }
    }
}

fn copy_if_changed(from: &Path, to: &Path) {
    let new =
        std::fs::read(from).unwrap_or_else(|e| crate::fail(&format!("{}: {e}", from.display())));
    if std::fs::read(to).map(|old| old == new).unwrap_or(false) {
        return;
    }
    std::fs::create_dir_all(to.parent().expect("a parent")).expect("create the katex folder");
    std::fs::write(to, new).unwrap_or_else(|e| crate::fail(&format!("{}: {e}", to.display())));
}

/// Debian's Chromium headless shell (see CONTRIBUTING), driven by playwright-core;
/// Debian's whole `chromium` (headless, slower) where the shell cannot be installed.
pub const CHROMIUM: [&str; 2] = ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"];
pub const PLAYWRIGHT: (&str, &str) = ("playwright-core", "1.64.1");

/// Install the headless shell and a CJK font if missing (root, apt-get); the browser to use.
pub fn ensure_chromium() -> Result<PathBuf, String> {
    let have_font = Path::new("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc").exists();
    let have_poppler = Path::new("/usr/bin/pdfinfo").exists();
    if Path::new(CHROMIUM[0]).exists() && have_font && have_poppler {
        return Ok(CHROMIUM[0].into());
    }
    say("installing Debian's chromium-headless-shell, fonts-noto-cjk and poppler-utils (first time on this machine only; about 2 min)");
    let apt = |a: &[&str]| {
        let mut c = Command::new("apt-get");
        cmd_ok(c.args(a).env("DEBIAN_FRONTEND", "noninteractive"))
    };
    let pkgs: Vec<&str> = "install -y -qq chromium-headless-shell fonts-noto-cjk poppler-utils"
        .split(' ')
        .collect();
    match apt(&["update", "-qq"]).and_then(|()| apt(&pkgs)) {
        Ok(()) => Ok(CHROMIUM[0].into()),
        Err(e) if Path::new(CHROMIUM[1]).exists() && have_font => {
            warn(&format!("{e}: the browser tests use Debian's whole chromium, which is slower"));
            Ok(CHROMIUM[1].into())
        }
        Err(e) => Err(format!("{e}: the browser tests need Debian's Chromium headless shell; install it as root: apt-get install chromium-headless-shell fonts-noto-cjk poppler-utils")),
    }
}

/// Every pinned tool, installed if missing, with the KaTeX assets copied into
/// `src/katex/` and the boards' WebAssembly built into `src/boards/wasm.js`.
/// Chromium is installed only when `browser` is set (the page tests need it).
pub fn pinned(root: &Path, browser: bool) -> pagetest::Tools {
    let mut tools = pagetest::Tools {
        mdbook: ensure(&MDBOOK),
        mdbook_katex: ensure(&MDBOOK_KATEX),
        hyperlink: ensure(&HYPERLINK),
        playwright: ensure_npm(PLAYWRIGHT.0, PLAYWRIGHT.1),
        chromium: PathBuf::from(CHROMIUM[0]),
        cache: cache_root(),
    };
    install_katex_assets(root);
    if let Err(why) = ensure_old_rust() {
        warn(&format!("rustc {OLD_RUST}: {why}"));
    }
    pagetest::boards::install(root).unwrap_or_else(|e| crate::fail(&e));
    if browser {
        tools.chromium = ensure_chromium().unwrap_or_else(|e| crate::fail(&e));
    }
    tools
}
