//! Expand the book's chapters exactly as `mdbook build` does before rendering:
//! load the book with `mdbook-driver` and run mdBook's own `LinkPreprocessor`
//! (`{{#include}}`, anchors, `{{#rustdoc_include}}`). The build script hands the
//! result to skeptic, so the code tested is the code the reader sees.
//!
//! mdBook only *logs* an include it cannot resolve and leaves the directive in
//! place; here that is an error, so a broken include path fails the build.

use mdbook_driver::book::BookItem;
use mdbook_driver::builtin_preprocessors::LinkPreprocessor;
use mdbook_driver::MDBook;
use mdbook_preprocessor::{Preprocessor, PreprocessorContext};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// One chapter after link expansion.
#[derive(Debug, Clone)]
pub struct Chapter {
    /// Path of the chapter's source, relative to the book's `src/`.
    pub source: PathBuf,
    /// Markdown with every include expanded.
    pub content: String,
}

/// Directives that the link preprocessor replaces; any left over means it failed.
const DIRECTIVES: [&str; 3] = ["{{#include", "{{#rustdoc_include", "{{#playground"];

/// Load the book at `book_root` and expand every chapter's links.
pub fn expand(book_root: &Path) -> Result<Vec<Chapter>, String> {
    let book = MDBook::load(book_root)
        .map_err(|e| format!("cannot load the book at {}: {e:#}", book_root.display()))?;
    let ctx = PreprocessorContext::new(book_root.to_path_buf(), book.config.clone(), "html".into());
    let expanded = LinkPreprocessor::new()
        .run(&ctx, book.book.clone())
        .map_err(|e| format!("mdBook's link preprocessor failed: {e:#}"))?;
    // mdBook turns an escaped `\{{#include …}}` into the literal text, so a
    // directive left in the output is an error only beyond the escaped ones.
    let mut escaped = std::collections::HashMap::new();
    for item in book.book.iter() {
        if let BookItem::Chapter(ch) = item {
            if let Some(path) = &ch.path {
                escaped.insert(path.clone(), count_directives(&ch.content, true));
            }
        }
    }
    let mut chapters = Vec::new();
    let mut errors = Vec::new();
    for item in expanded.iter() {
        if let BookItem::Chapter(ch) = item {
            let Some(path) = &ch.path else { continue };
            let left = count_directives(&ch.content, false);
            let allowed = escaped.get(path).copied().unwrap_or(0);
            if left > allowed {
                let lines: Vec<String> = ch
                    .content
                    .lines()
                    .filter(|l| DIRECTIVES.iter().any(|d| l.contains(d)))
                    .map(|l| format!("    {}", l.trim()))
                    .collect();
                errors.push(format!(
                    "{}: {} include directive(s) could not be resolved:\n{}",
                    path.display(),
                    left - allowed,
                    lines.join("\n")
                ));
            }
            chapters.push(Chapter {
                source: path.clone(),
                content: ch.content.clone(),
            });
        }
    }
    if errors.is_empty() {
        Ok(chapters)
    } else {
        Err(errors.join("\n"))
    }
}

/// Occurrences of link directives in `text`: the escaped ones (`\{{#…`) if
/// `escaped`, else all of them.
fn count_directives(text: &str, escaped: bool) -> usize {
    DIRECTIVES
        .iter()
        .map(|d| {
            if escaped {
                text.matches(&format!("\\{d}")).count()
            } else {
                text.matches(d).count()
            }
        })
        .sum()
}

/// The English twins for skeptic: each English chapter with the Rust blocks
/// that its Chinese chapter (same path) holds word for word, the included
/// listings, turned into `text` blocks, so a listing is compiled once, with the
/// Chinese chapter. Every other Rust block (the English page's own
/// demonstrations, with English comments and output) stays, on its line.
pub fn english_only_blocks(english: &[Chapter], chinese: &[Chapter]) -> Vec<Chapter> {
    english
        .iter()
        .map(|en| {
            let zh = chinese
                .iter()
                .find(|c| c.source == en.source)
                .map(|c| rust_blocks(&c.content))
                .unwrap_or_default();
            let mut out = String::new();
            let mut open: Option<(usize, String, Vec<&str>)> = None;
            for line in en.content.split_inclusive('\n') {
                let t = line.trim_start();
                let run = t.chars().take_while(|&c| c == '`').count();
                match &mut open {
                    None if run >= 3 => open = Some((run, line.to_string(), Vec::new())),
                    Some((n, _, _)) if run >= *n && t[run..].trim().is_empty() => {
                        let (_, fence, body) = open.take().expect("open");
                        let info = fence.trim_start()[run..].trim();
                        let shared = is_rust(info) && zh.contains(&body.concat());
                        if shared {
                            out.push_str(&fence.replacen(info, "text", 1));
                        } else {
                            out.push_str(&fence);
                        }
                        out.push_str(&body.concat());
                        out.push_str(line);
                    }
                    Some((_, _, body)) => body.push(line),
                    None => out.push_str(line),
                }
            }
            if let Some((_, fence, body)) = open {
                out.push_str(&fence);
                out.push_str(&body.concat());
            }
            Chapter {
                source: en.source.clone(),
                content: out,
            }
        })
        .collect()
}

/// Whether a fence's info string makes a Rust block for skeptic (`rust`,
/// `rust,no_run`, …).
fn is_rust(info: &str) -> bool {
    info.split(|c: char| !(c == '_' || c == '-' || c.is_alphanumeric()))
        .next()
        .is_some_and(|t| t == "rust")
}

/// The bodies of a chapter's Rust blocks.
fn rust_blocks(md: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut open: Option<(usize, bool, String)> = None;
    for line in md.split_inclusive('\n') {
        let t = line.trim_start();
        let run = t.chars().take_while(|&c| c == '`').count();
        match &mut open {
            None if run >= 3 => open = Some((run, is_rust(t[run..].trim()), String::new())),
            Some((n, rust, body)) if run >= *n && t[run..].trim().is_empty() => {
                if *rust {
                    out.push(std::mem::take(body));
                }
                open = None;
            }
            Some((_, _, body)) => body.push_str(line),
            None => {}
        }
    }
    out
}

/// Write the expanded chapters to `out_dir`, one file per chapter named by its
/// ASCII file stem (skeptic derives test names from it), and return their paths.
/// Two chapters with the same stem would give colliding test names: an error.
pub fn write_expanded(chapters: &[Chapter], out_dir: &Path) -> Result<Vec<PathBuf>, String> {
    write_expanded_as(chapters, out_dir, "")
}

/// [`write_expanded`] with `prefix` before every file stem (`en-`: the English
/// twins' tests are `en_<stem>_…`, beside the Chinese `<stem>_…`).
pub fn write_expanded_as(
    chapters: &[Chapter],
    out_dir: &Path,
    prefix: &str,
) -> Result<Vec<PathBuf>, String> {
    std::fs::create_dir_all(out_dir).map_err(|e| format!("{}: {e}", out_dir.display()))?;
    let mut by_stem: BTreeMap<String, &Path> = BTreeMap::new();
    let mut written = Vec::new();
    for ch in chapters {
        let stem = ch
            .source
            .file_stem()
            .and_then(|s| s.to_str())
            .ok_or_else(|| format!("{}: chapter file name is not UTF-8", ch.source.display()))?;
        let ok_name = stem.starts_with(|c: char| c.is_ascii_lowercase())
            && stem
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_');
        if !ok_name {
            return Err(format!(
                "{}: chapter file names must be ASCII and start with a letter \
                 (skeptic turns them into test names)",
                ch.source.display()
            ));
        }
        if let Some(other) = by_stem.insert(stem.to_string(), &ch.source) {
            return Err(format!(
                "{} and {} share the file stem `{stem}`; skeptic's test names would collide",
                other.display(),
                ch.source.display()
            ));
        }
        let dest = out_dir.join(format!("{prefix}{stem}.md"));
        let same = std::fs::read_to_string(&dest)
            .map(|old| old == ch.content)
            .unwrap_or(false);
        if !same {
            std::fs::write(&dest, &ch.content).map_err(|e| format!("{}: {e}", dest.display()))?;
        }
        written.push(dest);
    }
    Ok(written)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scratch_book(name: &str, chapter: &str, files: &[(&str, &str)]) -> PathBuf {
        let root = std::env::temp_dir().join(format!("bookexpand-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&root);
        std::fs::create_dir_all(root.join("src")).unwrap();
        std::fs::write(root.join("book.toml"), "[book]\ntitle = \"t\"\n").unwrap();
        std::fs::write(root.join("src/SUMMARY.md"), "# S\n\n- [c](chap.md)\n").unwrap();
        std::fs::write(root.join("src/chap.md"), chapter).unwrap();
        for (path, text) in files {
            let p = root.join(path);
            std::fs::create_dir_all(p.parent().unwrap()).unwrap();
            std::fs::write(p, text).unwrap();
        }
        root
    }

    #[test]
    fn include_with_anchor_is_expanded() {
        let root = scratch_book(
            "ok",
            "# c\n\n```rust\n{{#include ../code/a.rs:body}}\n```\n",
            &[(
                "code/a.rs",
                "// ANCHOR: body\nfn main() {}\n// ANCHOR_END: body\nfn other() {}\n",
            )],
        );
        let chapters = expand(&root).unwrap();
        assert_eq!(chapters.len(), 1);
        assert!(chapters[0].content.contains("fn main() {}"));
        assert!(!chapters[0].content.contains("other"));
        assert!(!chapters[0].content.contains("ANCHOR"));
    }

    #[test]
    fn missing_include_is_an_error() {
        let root = scratch_book(
            "missing",
            "# c\n\n```rust\n{{#include ../code/gone.rs}}\n```\n",
            &[],
        );
        let err = expand(&root).unwrap_err();
        assert!(err.contains("gone.rs"), "{err}");
    }

    #[test]
    fn escaped_directive_is_not_an_error() {
        let root = scratch_book(
            "escaped",
            "# c\n\nwrite `\\{{#include file.rs}}` to include\n",
            &[],
        );
        assert!(expand(&root).is_ok());
    }

    #[test]
    fn english_blocks_shared_with_the_chinese_chapter_are_not_tested_twice() {
        let ch = |content: &str| Chapter {
            source: "games/nim.md".into(),
            content: content.into(),
        };
        let zh = ch(
            "# 中\n\n```rust,no_run\nfn main() {}\n```\n\n```rust\n// 中文\nfn main() {}\n```\n",
        );
        let en = ch(
            "# En\n\n```rust,no_run\nfn main() {}\n```\n\n```rust\n// English\nfn main() {}\n```\n",
        );
        let out = english_only_blocks(&[en], &[zh]);
        assert_eq!(
            out[0].content,
            "# En\n\n```text\nfn main() {}\n```\n\n```rust\n// English\nfn main() {}\n```\n"
        );
    }

    #[test]
    fn colliding_stems_are_an_error() {
        let a = Chapter {
            source: "a/nim.md".into(),
            content: String::new(),
        };
        let b = Chapter {
            source: "b/nim.md".into(),
            content: String::new(),
        };
        let out = std::env::temp_dir().join(format!("bookexpand-collide-{}", std::process::id()));
        assert!(write_expanded(&[a, b], &out).unwrap_err().contains("nim"));
    }
}
