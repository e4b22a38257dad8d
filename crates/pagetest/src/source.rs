//! The source travels with the book.
//!
//! - Every build from a git checkout writes the source it was built from into
//!   the built book as [`ARCHIVE`]: `git archive --format=tar.gz` of HEAD when
//!   the work tree is clean, of `git stash create` (HEAD with the uncommitted
//!   changes to tracked files) otherwise; tracked files only, unpacking into
//!   [`PREFIX`]`/`. The front page, the local judge's page and the errata page
//!   of both editions link it (the English one level up, `../`). A build
//!   without `.git` (from the unpacked archive, or a scratch copy of the book)
//!   skips it and says so in one line; the link check then forgives the links
//!   to it, and nothing else.
//! - Where book.toml sets `git-repository-url` under `[output.html]`, mdBook puts
//!   the repository in every page's top bar (and, with `edit-url-template`, a
//!   "suggest an edit" link); [`fill_repository`] then turns each
//!   `<span class="gb-repo" data-path="…">` of the pages into a link to the
//!   repository (the path appended: the errata page's `/issues`). Without it the
//!   span keeps its text, which says what to do instead. The English edition
//!   gets the same two settings from the Chinese book.toml ([`english_env`]).
//! - The `source` stage of `cargo xtask test` checks that the archive builds
//!   and the links (source_test.rs).

use crate::checks::html_files;
use std::path::Path;
use std::process::Command;

/// The archive's name, at the root of the built book.
pub const ARCHIVE: &str = "gamebook-src.tar.gz";
/// The folder the archive unpacks into.
pub const PREFIX: &str = "gamebook-src";
/// How a build without `.git` starts its one line (the stage looks for it).
pub const SKIPPED: &str = "no .git";
/// The class of the spans that [`fill_repository`] turns into links.
pub const SPAN: &str = "<span class=\"gb-repo\"";

/// Write [`ARCHIVE`] into `dest` from the git checkout at `book_root`; the
/// line to print: which commit or stash, and the size (or why it was skipped).
pub fn write_archive(book_root: &Path, dest: &Path) -> Result<String, String> {
    if !book_root.join(".git").exists() {
        return Ok(format!(
            "{SKIPPED} in {}: skipping the source archive ({ARCHIVE}); its links lead nowhere in this build",
            book_root.display()
        ));
    }
    let git = |args: &[&str]| -> Result<Option<String>, String> {
        let out = match Command::new("git")
            .arg("-C")
            .arg(book_root)
            .args(args)
            .output()
        {
            Ok(o) => o,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
            Err(e) => return Err(format!("cannot run git: {e}")),
        };
        if !out.status.success() {
            return Err(format!(
                "the source archive: `git {}` failed in {}:\n{}",
                args.join(" "),
                book_root.display(),
                String::from_utf8_lossy(&out.stderr).trim()
            ));
        }
        Ok(Some(
            String::from_utf8_lossy(&out.stdout).trim().to_string(),
        ))
    };
    let Some(head) = git(&["rev-parse", "--short", "HEAD"])? else {
        return Ok(format!(
            "git is not installed: skipping the source archive ({ARCHIVE}); its links lead nowhere in this build"
        ));
    };
    // Empty when no tracked file differs from HEAD; it writes no ref.
    let stash = git(&["--no-optional-locks", "stash", "create"])?.unwrap_or_default();
    let (rev, what) = if stash.is_empty() {
        ("HEAD", format!("commit {head} (the work tree is clean)"))
    } else {
        (
            stash.as_str(),
            format!(
                "stash {} (commit {head} with the uncommitted changes to tracked files)",
                &stash[..stash.len().min(7)]
            ),
        )
    };
    let dir = dest
        .canonicalize()
        .map_err(|e| format!("{}: {e}", dest.display()))?;
    let file = dir.join(ARCHIVE);
    let prefix = format!("--prefix={PREFIX}/");
    let out = file.to_string_lossy().into_owned();
    git(&["archive", "--format=tar.gz", &prefix, "-o", &out, rev])?;
    let bytes = std::fs::metadata(&file)
        .map_err(|e| format!("{}: {e}", file.display()))?
        .len();
    let shown = dest.strip_prefix(book_root).unwrap_or(dest).join(ARCHIVE);
    Ok(format!(
        "source archive {}: {what}, {:.2} MB ({bytes} bytes)",
        shown.display(),
        bytes as f64 / 1e6
    ))
}

/// Whether hyperlink's failing `log` on the book in `dest` names nothing but
/// links to an archive this build skipped.
pub fn only_the_skipped_archive(dest: &Path, log: &str) -> bool {
    let bad = format!("error: bad link /{ARCHIVE}");
    let errors: Vec<&str> = log
        .lines()
        .map(str::trim)
        .filter(|l| l.starts_with("error:"))
        .collect();
    !dest.join(ARCHIVE).exists()
        && !errors.is_empty()
        && errors.iter().all(|l| *l == bad)
        && log.contains("Found 0 bad anchors")
}

/// mdBook's repository link in a page's top bar (`git-repository-url`).
pub fn repository_url(html: &str) -> Option<&str> {
    let at = html.find("aria-label=\"Git repository\"")?;
    let tag = &html[html[..at].rfind("<a ")?..at];
    let href = &tag[tag.find("href=\"")? + 6..];
    Some(&href[..href.find('"')?])
}

/// Turn every `<span class="gb-repo" data-path="P">…</span>` into a link to the
/// repository that mdBook's top bar names, P appended; a page without the
/// repository link keeps its spans. Returns how many spans became links.
pub fn fill_repository(dest: &Path) -> Result<usize, String> {
    let mut filled = 0;
    for page in html_files(dest) {
        let html =
            std::fs::read_to_string(&page).map_err(|e| format!("{}: {e}", page.display()))?;
        let Some(url) = repository_url(&html).filter(|_| html.contains(SPAN)) else {
            continue;
        };
        let mut out = String::with_capacity(html.len());
        let mut rest = html.as_str();
        while let Some(p) = rest.find(SPAN) {
            let broken = || format!("{}: an unclosed gb-repo span", page.display());
            let open = p + rest[p..].find('>').ok_or_else(broken)? + 1;
            let close = open + rest[open..].find("</span>").ok_or_else(broken)?;
            let path = rest[p..open]
                .split("data-path=\"")
                .nth(1)
                .and_then(|v| v.split('"').next())
                .unwrap_or("");
            let href = format!("{url}{path}");
            out.push_str(&rest[..p]);
            out.push_str(&format!("<a class=\"gb-repo\" href=\"{href}\">{href}</a>"));
            rest = &rest[close + "</span>".len()..];
            filled += 1;
        }
        out.push_str(rest);
        std::fs::write(&page, out).map_err(|e| format!("{}: {e}", page.display()))?;
    }
    Ok(filled)
}

/// The English edition's repository settings, from the Chinese book's (its
/// book.toml, or mdBook's `MDBOOK_OUTPUT__HTML__…` variables, which win): the
/// same address, and the edit template's `{path}` one folder down (`en/`).
pub fn english_env(book_root: &Path) -> Vec<(&'static str, String)> {
    let toml = std::fs::read_to_string(book_root.join("book.toml")).unwrap_or_default();
    let html = toml::from_str::<toml::Table>(&toml)
        .ok()
        .and_then(|t| t.get("output")?.get("html")?.as_table().cloned())
        .unwrap_or_default();
    let setting = |var: &str, key: &str| {
        std::env::var(var)
            .ok()
            .or_else(|| html.get(key)?.as_str().map(str::to_string))
    };
    let mut env = Vec::new();
    const URL: &str = "MDBOOK_OUTPUT__HTML__GIT_REPOSITORY_URL";
    const EDIT: &str = "MDBOOK_OUTPUT__HTML__EDIT_URL_TEMPLATE";
    if let Some(url) = setting(URL, "git-repository-url") {
        env.push((URL, url));
    }
    if let Some(t) = setting(EDIT, "edit-url-template") {
        env.push((EDIT, t.replace("{path}", "en/{path}")));
    }
    env
}

/// The `cargo xtask …` lines of the README's code block under its heading
/// "Two commands".
pub fn readme_commands(readme: &str) -> Result<Vec<String>, String> {
    let section = readme
        .split("\n## ")
        .find(|s| s.starts_with("Two commands"))
        .ok_or("README.md has no section \"## Two commands\"")?;
    let block = section
        .split("```")
        .nth(1)
        .ok_or("README.md's \"Two commands\" holds no code block")?;
    let cmds: Vec<String> = block
        .lines()
        .filter(|l| l.starts_with("cargo xtask"))
        .map(|l| l.split('#').next().unwrap_or(l).trim().to_string())
        .collect();
    for want in ["cargo xtask serve", "cargo xtask test"] {
        if !cmds.iter().any(|c| c == want) {
            return Err(format!(
                "README.md's \"Two commands\" block lacks `{want}` (it has {cmds:?})"
            ));
        }
    }
    Ok(cmds)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_link_check_forgives_only_a_skipped_archive() {
        let dest = std::env::temp_dir().join(format!("gamebook-source-{}", std::process::id()));
        let _ = std::fs::create_dir_all(&dest);
        let log = |lines: &str, anchors: usize| {
            format!("Reading files\nbook/index.html\n{lines}\nFound 1 bad links\nFound {anchors} bad anchors\n")
        };
        let archive = format!("  error: bad link /{ARCHIVE}");
        assert!(only_the_skipped_archive(&dest, &log(&archive, 0)));
        assert!(!only_the_skipped_archive(
            &dest,
            &log(&format!("{archive}\n  error: bad link /x.html"), 0)
        ));
        assert!(!only_the_skipped_archive(&dest, &log(&archive, 1)));
        assert!(!only_the_skipped_archive(&dest, &log("", 0)));
        std::fs::write(dest.join(ARCHIVE), "").unwrap();
        assert!(!only_the_skipped_archive(&dest, &log(&archive, 0)));
        let _ = std::fs::remove_dir_all(&dest);
    }

    #[test]
    fn repository_spans_become_links_only_where_the_top_bar_names_it() {
        let dest = std::env::temp_dir().join(format!("gamebook-repo-{}", std::process::id()));
        let _ = std::fs::create_dir_all(&dest);
        let top = r#"<a href="https://h/o/r" title="Git repository" aria-label="Git repository"><i></i></a>"#;
        let body = r#"<p>x: <span class="gb-repo" data-path="/issues">ask</span>, <span class="gb-repo">none</span>.</p>"#;
        std::fs::write(dest.join("a.html"), format!("{top}{body}")).unwrap();
        std::fs::write(dest.join("b.html"), body).unwrap();
        assert_eq!(fill_repository(&dest).unwrap(), 2);
        let a = std::fs::read_to_string(dest.join("a.html")).unwrap();
        assert!(a.ends_with(r#"<p>x: <a class="gb-repo" href="https://h/o/r/issues">https://h/o/r/issues</a>, <a class="gb-repo" href="https://h/o/r">https://h/o/r</a>.</p>"#), "{a}");
        assert_eq!(std::fs::read_to_string(dest.join("b.html")).unwrap(), body);
        let _ = std::fs::remove_dir_all(&dest);
    }

    #[test]
    fn the_readme_commands_come_from_the_two_commands_block() {
        let readme = "# T\n\n## Two commands\n\n```sh\ncargo xtask serve   # serve\n                    # more\ncargo xtask test    # test\n```\n\n## Other\n\n```sh\ncargo xtask build\n```\n";
        assert_eq!(
            readme_commands(readme).unwrap(),
            ["cargo xtask serve", "cargo xtask test"]
        );
        assert!(readme_commands(&readme.replace("cargo xtask test ", "cargo test ")).is_err());
        assert!(readme_commands("# T\n").is_err());
    }
}

/// The files git tracks in the checkout at `root` (`git ls-files`), or `None`
/// where there is no git checkout (an unpacked source archive) or no git.
pub fn tracked_files(root: &Path) -> Option<Vec<std::path::PathBuf>> {
    let out = Command::new("git")
        .args(["ls-files", "-z"])
        .current_dir(root)
        .output()
        .ok()?;
    if !out.status.success() || out.stdout.is_empty() {
        return None;
    }
    Some(
        String::from_utf8_lossy(&out.stdout)
            .split('\0')
            .filter(|p| !p.is_empty())
            .map(|p| root.join(p))
            .collect(),
    )
}
