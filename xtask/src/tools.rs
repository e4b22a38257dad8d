//! Pinned tools, installed once per machine into a versioned cache outside the
//! work tree (`$GAMEBOOK_TOOLS`, else `$XDG_CACHE_HOME/gamebook-tools`, else
//! `~/.cache/gamebook-tools`), so every fresh clone on the machine reuses them.

use crate::{cmd_ok, say};
use std::path::{Path, PathBuf};
use std::process::Command;

/// A tool from crates.io at a pinned version.
pub struct Tool {
    pub krate: &'static str,
    pub version: &'static str,
    pub bin: &'static str,
    /// Rough first-install time on a 2-core machine, for the progress line.
    pub minutes: u32,
}

pub const MDBOOK: Tool = Tool {
    krate: "mdbook",
    version: "0.5.4",
    bin: "mdbook",
    minutes: 4,
};
pub const MDBOOK_KATEX: Tool = Tool {
    krate: "mdbook-katex",
    version: "0.10.0",
    bin: "mdbook-katex",
    minutes: 3,
};
pub const HYPERLINK: Tool = Tool {
    krate: "hyperlink",
    version: "0.3.2",
    bin: "hyperlink",
    minutes: 2,
};
pub const CARGO_MUTANTS: Tool = Tool {
    krate: "cargo-mutants",
    version: "27.1.0",
    bin: "cargo-mutants",
    minutes: 3,
};

/// The npm package whose stylesheet and fonts match the KaTeX bundled by mdbook-katex 0.10.0.
pub const KATEX_NPM: (&str, &str) = ("katex", "0.16.4");

/// The cache root for pinned tools.
pub fn cache_root() -> PathBuf {
    if let Some(p) = std::env::var_os("GAMEBOOK_TOOLS").filter(|p| !p.is_empty()) {
        return PathBuf::from(p);
    }
    let base = std::env::var_os("XDG_CACHE_HOME")
        .filter(|p| !p.is_empty())
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|h| PathBuf::from(h).join(".cache")))
        .unwrap_or_else(|| std::env::temp_dir().join("gamebook-cache"));
    base.join("gamebook-tools")
}

/// Path of `tool`'s binary, installing it first if this machine lacks it.
pub fn ensure(tool: &Tool) -> PathBuf {
    let root = cache_root().join(format!("{}-{}", tool.krate, tool.version));
    let bin = root.join("bin").join(tool.bin);
    if bin.is_file() {
        return bin;
    }
    say(&format!(
        "installing {} {} into {} (first time on this machine only; about {} min on 2 cores)",
        tool.krate,
        tool.version,
        root.display(),
        tool.minutes
    ));
    // Install into a scratch root and rename it into place, so an interrupted
    // install never leaves a half-filled cache entry behind.
    let scratch = cache_root().join(format!(
        ".{}-{}.partial-{}",
        tool.krate,
        tool.version,
        std::process::id()
    ));
    let _ = std::fs::remove_dir_all(&scratch);
    let mut c = Command::new(std::env::var("CARGO").unwrap_or_else(|_| "cargo".into()));
    c.args(["install", "--locked", "--root"])
        .arg(&scratch)
        .args([tool.krate, "--version", tool.version]);
    cmd_ok(&mut c).unwrap_or_else(|e| {
        crate::fail(&format!("installing {} {}: {e}", tool.krate, tool.version))
    });
    if !root.exists() {
        std::fs::rename(&scratch, &root)
            .unwrap_or_else(|e| crate::fail(&format!("{}: {e}", root.display())));
    } else {
        let _ = std::fs::remove_dir_all(&scratch);
    }
    assert!(
        bin.is_file(),
        "{} was not installed at {}",
        tool.bin,
        bin.display()
    );
    say(&format!("installed {} {}", tool.krate, tool.version));
    bin
}

/// The unpacked npm `katex` package (its `dist/`), fetched once with `npm pack`.
pub fn ensure_katex_package() -> PathBuf {
    let (name, version) = KATEX_NPM;
    let root = cache_root().join(format!("npm-{name}-{version}"));
    let dist = root.join("package").join("dist");
    if dist.join("katex.min.css").is_file() {
        return dist;
    }
    say(&format!(
        "fetching {name}@{version} from the npm registry into {}",
        root.display()
    ));
    let scratch = cache_root().join(format!(
        ".npm-{name}-{version}.partial-{}",
        std::process::id()
    ));
    let _ = std::fs::remove_dir_all(&scratch);
    std::fs::create_dir_all(&scratch)
        .unwrap_or_else(|e| crate::fail(&format!("{}: {e}", scratch.display())));
    let spec = format!("{name}@{version}");
    cmd_ok(
        Command::new("npm")
            .args(["pack", &spec, "--silent", "--pack-destination"])
            .arg(&scratch),
    )
    .unwrap_or_else(|e| crate::fail(&format!("npm pack {spec}: {e} (is npm installed?)")));
    let tgz = scratch.join(format!("{name}-{version}.tgz"));
    cmd_ok(
        Command::new("tar")
            .arg("xzf")
            .arg(&tgz)
            .arg("-C")
            .arg(&scratch),
    )
    .unwrap_or_else(|e| crate::fail(&format!("unpacking {}: {e}", tgz.display())));
    if !root.exists() {
        std::fs::rename(&scratch, &root)
            .unwrap_or_else(|e| crate::fail(&format!("{}: {e}", root.display())));
    } else {
        let _ = std::fs::remove_dir_all(&scratch);
    }
    assert!(
        dist.join("katex.min.css").is_file(),
        "no katex.min.css in {}",
        dist.display()
    );
    dist
}

/// Copy KaTeX's stylesheet and fonts into `src/katex/` (git-ignored), from
/// where mdBook copies them into the built book; `theme/head.hbs` links them.
pub fn install_katex_assets(book_root: &Path) {
    let dist = ensure_katex_package();
    let dest = book_root.join("src").join("katex");
    copy_if_changed(&dist.join("katex.min.css"), &dest.join("katex.min.css"));
    let fonts = std::fs::read_dir(dist.join("fonts"))
        .unwrap_or_else(|e| crate::fail(&format!("katex fonts: {e}")));
    for f in fonts.flatten() {
        copy_if_changed(&f.path(), &dest.join("fonts").join(f.file_name()));
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
