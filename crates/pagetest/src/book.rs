//! Building a book: `mdbook build` with the Chinese search index, the output
//! checks of a build, and a scratch copy of a book's sources for the faults.

use crate::checks;
use crate::Tools;
use std::path::Path;
use std::process::Command;
use testkit::cmd::{cmd_capture, say};
use zhsearch::Scheme;

/// `mdbook build` of the book at `book_root` into `dest`, then the Chinese search
/// index by `scheme`, then the English edition into `dest/en` and the language
/// switch between them ([`crate::editions`]). Returns mdBook's logs and what the
/// index pass measured.
pub fn build_book(
    tools: &Tools,
    book_root: &Path,
    dest: &Path,
    scheme: Scheme,
) -> Result<(String, zhsearch::Stats), String> {
    // The PDFs (`cargo xtask pdf`) outlive a rebuild: the front pages link
    // them while they exist (`pdf::link_pdfs`).
    let kept_pdfs = dest.with_file_name(format!(
        ".{}-pdf",
        dest.file_name()
            .map_or("book".into(), |n| n.to_string_lossy())
    ));
    let _ = std::fs::remove_dir_all(&kept_pdfs);
    let had_pdfs = std::fs::rename(dest.join("pdf"), &kept_pdfs).is_ok();
    let _ = std::fs::remove_dir_all(dest);
    // The English edition is built beside the Chinese at the same time (each
    // mdBook a core), then moved into dest/en (mdBook clears its own dest).
    let name = dest
        .file_name()
        .map_or("book".into(), |n| n.to_string_lossy().into_owned());
    let en_out = dest.with_file_name(format!(".{name}-en"));
    let _ = std::fs::remove_dir_all(&en_out);
    // Each edition's own passes run in its own thread after its build: the
    // English reindex (1.7 s) beside the Chinese one (1.2 s).
    let (zh, en) = std::thread::scope(|s| {
        let en = s.spawn(|| {
            let log = crate::editions::build_english(tools, book_root, &en_out)?;
            if en_out.is_dir() {
                // The English edition's search (mdBook's own, cut again).
                zhsearch::postprocess_english(&en_out)?;
                crate::nowrap::postprocess(&en_out)?;
            }
            Ok::<_, String>(log)
        });
        let zh = cmd_capture(
            tools
                .mdbook(book_root)
                .arg("build")
                .arg("--dest-dir")
                .arg(dest),
        )
        .and_then(|(ok, log)| {
            if !ok {
                return Err(format!("mdbook build failed:\n{log}"));
            }
            let stats = zhsearch::postprocess(dest, scheme)?;
            crate::nowrap::postprocess(dest)?;
            Ok((log, stats))
        });
        (zh, en.join().expect("the English build's thread"))
    });
    if zh.is_err() || en.is_err() {
        let _ = std::fs::remove_dir_all(&en_out);
    }
    if had_pdfs {
        let _ = std::fs::create_dir_all(dest);
        std::fs::rename(&kept_pdfs, dest.join("pdf"))
            .map_err(|e| format!("{} → {}/pdf: {e}", kept_pdfs.display(), dest.display()))?;
    }
    let (log, stats) = zh?;
    let en_log = en?;
    if en_out.is_dir() {
        std::fs::rename(&en_out, dest.join("en"))
            .map_err(|e| format!("{} → {}/en: {e}", en_out.display(), dest.display()))?;
    }
    // Then the switch between the editions, the links to the PDFs, the
    // repository's links (where book.toml names it) and the source archive.
    crate::editions::link_editions(dest)?;
    crate::pdf_links::link_pdfs(dest)?;
    crate::source::fill_repository(dest)?;
    say(&crate::source::write_archive(book_root, dest)?);
    Ok((
        format!(
            "{log}
{en_log}"
        ),
        stats,
    ))
}

/// Build the book at `book_root` into `dest` and run every output check.
/// The checks of [`build_and_check`], as its report names them (`[name]`).
pub const CHECKS: &[&str] = &[
    "English twins",
    "clean build log",
    "no unexpanded include",
    "every formula rendered",
    "no request to another host",
    "KaTeX stylesheet and fonts present",
    "links and anchors",
];

/// Returns what the search index pass measured.
pub fn build_and_check(
    tools: &Tools,
    book_root: &Path,
    dest: &Path,
) -> Result<zhsearch::Stats, String> {
    let (log, index) = build_book(tools, book_root, dest, Scheme::Bigrams)?;
    say(&format!(
        "   Chinese search index: {} KB (mdBook's own {} KB)",
        index.ours_bytes / 1000,
        index.mdbook_bytes / 1000
    ));
    let mut errs = Vec::new();
    match registry::english::check_twins(book_root) {
        Ok(mut r) => {
            r.registry_untranslated = registry::english_pages::missing_texts(book_root)
                .map(|m| m.len())
                .unwrap_or(0);
            say(&format!("   {r}"))
        }
        Err(e) => errs.push(format!("[English twins]\n{e}")),
    }
    let mut check = |name: &str, r: Result<(), String>| {
        if let Err(e) = r {
            errs.push(format!("[{name}]\n{e}"));
        }
    };
    check("clean build log", checks::build_log(&log));
    check(
        "no unexpanded include",
        checks::no_leftover_directives(dest),
    );
    check("every formula rendered", checks::math_rendered(dest));
    check("no request to another host", checks::no_remote_assets(dest));
    check(
        "KaTeX stylesheet and fonts present",
        checks::katex_assets_present(dest),
    );
    check("links and anchors", link_check(tools, dest));
    if errs.is_empty() {
        Ok(index)
    } else {
        Err(errs.join("\n"))
    }
}

/// Offline link and anchor check of a built book with `hyperlink --check-anchors`.
/// A build without `.git` has no source archive: its links alone are forgiven.
pub fn link_check(tools: &Tools, dest: &Path) -> Result<(), String> {
    let (ok, log) = cmd_capture(
        Command::new(&tools.hyperlink)
            .arg(dest)
            .arg("--check-anchors"),
    )?;
    if ok || crate::source::only_the_skipped_archive(dest, &log) {
        Ok(())
    } else {
        Err(format!("hyperlink found broken links or anchors:\n{log}"))
    }
}

/// Copy what `mdbook build` reads: book.toml, src/, theme/ and the folders of
/// listings/ and crates/ (chapters include their sources, samples and outputs).
pub fn copy_book(root: &Path, dest: &Path) -> Result<(), String> {
    let _ = std::fs::remove_dir_all(dest);
    std::fs::create_dir_all(dest).map_err(|e| e.to_string())?;
    std::fs::copy(root.join("book.toml"), dest.join("book.toml")).map_err(|e| e.to_string())?;
    copy_dir(&root.join("src"), &dest.join("src"))?;
    copy_dir(&root.join("theme"), &dest.join("theme"))?;
    copy_dir(&root.join("en"), &dest.join("en"))?;
    for group in ["listings", "crates"] {
        let Ok(entries) = std::fs::read_dir(root.join(group)) else {
            continue;
        };
        // Every folder a chapter may include from (src, samples, examples-output,
        // …), never a build's target/.
        for d in entries.flatten().map(|e| e.path()) {
            let name = d.file_name().expect("name").to_owned();
            for sub in std::fs::read_dir(&d).into_iter().flatten().flatten() {
                let sub = sub.path();
                if sub.is_dir() && !sub.ends_with("target") {
                    let to = dest
                        .join(group)
                        .join(&name)
                        .join(sub.file_name().expect("name"));
                    copy_dir(&sub, &to)?;
                }
            }
        }
    }
    Ok(())
}

pub fn copy_dir(from: &Path, to: &Path) -> Result<(), String> {
    for f in checks::files_under(from) {
        let rel = f.strip_prefix(from).expect("under from");
        let target = to.join(rel);
        std::fs::create_dir_all(target.parent().expect("parent")).map_err(|e| e.to_string())?;
        std::fs::copy(&f, &target).map_err(|e| format!("{}: {e}", f.display()))?;
    }
    Ok(())
}
