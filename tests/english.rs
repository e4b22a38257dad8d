//! The English edition kept in step with the Chinese one: every
//! chapter of src/SUMMARY.md has its twin under en/src/ or is listed in
//! en/UNTRANSLATED, no twin is without its chapter, en/src/SUMMARY.md is what
//! the Chinese SUMMARY renders, and every twin agrees with its chapter in
//! includes, code blocks, display math (modulo `\text{…}`), figures, sections,
//! links and tables (crates/registry/src/english.rs, TRANSLATING.md).

use std::path::Path;

#[test]
fn every_chapter_has_its_twin_or_is_listed_untranslated_and_the_twins_agree() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    match registry::english::check_twins(root) {
        Ok(mut report) => {
            let missing =
                registry::english_pages::missing_texts(root).unwrap_or_else(|e| panic!("{e}"));
            report.registry_untranslated = missing.len();
            println!("{report}");
            // The English problem pages render every registry text: a new
            // [[problem.rust]] or practice problem comes with its English line.
            assert!(
                missing.is_empty(),
                "{} registry texts without English: add them to en/registry.toml, then run \
                 `cargo xtask problems`:\n{}",
                missing.len(),
                missing.join("\n")
            );
        }
        Err(e) => panic!("\n{e}"),
    }
}

/// Set in book.toml only (crates/pagetest/src/source.rs gives them to the English build).
const REPOSITORY: [&str; 2] = ["git-repository-url", "edit-url-template"];

#[test]
fn the_english_book_toml_keeps_the_chinese_options() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let read = |p: &str| std::fs::read_to_string(root.join(p)).expect("book.toml");
    // The English search leaves the generated pages out (en/book.toml says why).
    let options = |t: &str| -> Vec<String> {
        t.split("[output.html.search.chapter]")
            .next()
            .unwrap_or("")
            .lines()
            .map(str::trim)
            .filter(|l| !l.starts_with('#') && !l.is_empty())
            .filter(|l| {
                !["title", "language", "description"]
                    .iter()
                    .any(|k| l.starts_with(k))
            })
            // The repository's settings: the build hands the Chinese ones on.
            .filter(|l| !REPOSITORY.iter().any(|k| l.starts_with(k)))
            .map(str::to_string)
            .collect()
    };
    assert_eq!(options(&read("book.toml")), options(&read("en/book.toml")));
    for key in REPOSITORY {
        assert!(
            !read("en/book.toml").lines().any(|l| l.trim().starts_with(key)),
            "en/book.toml sets {key}: set it in book.toml only (the English edition gets it from there)"
        );
    }
    assert!(read("book.toml").contains("language = \"zh-CN\""));
    assert!(read("en/book.toml").contains("language = \"en\""));
}

#[test]
fn english_prose_has_no_chinese_outside_original_titles_and_the_glossary() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let found = registry::english::chinese_in_prose(root);
    assert!(
        found.is_empty(),
        "{} lines of English prose with Chinese in them (TRANSLATING.md, \"How to translate\"):\n{}",
        found.len(),
        found.join("\n")
    );
}

#[test]
fn every_listing_names_its_problem_by_the_original_and_the_english_title_on_line_1() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let reg = registry::Registry::load(root).unwrap_or_else(|e| panic!("{e}"));
    let texts = registry::english_pages::Texts::load(root).unwrap_or_else(|e| panic!("{e}"));
    let mut errs = Vec::new();
    for p in &reg.problems {
        let key = registry::english_pages::title_key(&p.judge, &p.id);
        let main = root.join("listings").join(&p.listing).join("src/main.rs");
        let text = std::fs::read_to_string(&main).unwrap_or_default();
        let first = text.lines().next().unwrap_or("");
        let english = texts.titles.get(&key);
        // A judge's problem titled in Chinese: its original title as the
        // registry has it, and the English beside it. One of this book's own
        // formats: its English name, marked as ours. (A title in English is
        // already both.)
        let want: Vec<String> = if p.judge == "本书" {
            english
                .map(|en| vec![format!("({en}; this book's own format)")])
                .unwrap_or_default()
        } else if registry::english_pages::is_chinese(&p.title) {
            english
                .map(|en| vec![p.title.clone(), format!("({} {} {en})", p.judge, p.id)])
                .unwrap_or_default()
        } else {
            continue;
        };
        if want.is_empty() {
            errs.push(format!(
                "{}: no English title under [titles] {key:?} in en/registry.toml",
                p.listing
            ));
        }
        for w in want.iter().filter(|w| !first.contains(w.as_str())) {
            errs.push(format!(
                "listings/{}/src/main.rs line 1 does not name {w:?}: {first}",
                p.listing
            ));
        }
    }
    assert!(errs.is_empty(), "\n{}", errs.join("\n"));
}

#[test]
fn every_english_sidebar_title_is_its_pages_heading() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let found = registry::english::sidebar_mismatches(root).unwrap_or_else(|e| panic!("{e}"));
    assert!(found.is_empty(), "\n{}", found.join("\n"));
}

#[test]
fn each_exercise_has_as_many_folds_in_both_editions() {
    use registry::exercises::{fold_counts, CHINESE, ENGLISH};
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut errs = Vec::new();
    for rel in registry::summary_order(root).unwrap_or_else(|e| panic!("{e}")) {
        let (Ok(zh), Ok(en)) = (
            std::fs::read_to_string(root.join("src").join(&rel)),
            std::fs::read_to_string(root.join("en/src").join(&rel)),
        ) else {
            continue;
        };
        let (z, e) = (fold_counts(&zh, &CHINESE), fold_counts(&en, &ENGLISH));
        if z != e {
            errs.push(format!(
                "{}: (exercise, folds) {z:?} in the Chinese chapter, {e:?} in the English one",
                rel.display()
            ));
        }
    }
    assert!(errs.is_empty(), "\n{}", errs.join("\n"));
}
