//! Faults for the reader's checks: each check must catch its defect.
//!
//! - quotes: an ASCII-quoted Chinese phrase in a chapter (`tests/quotes.rs`);
//! - phone: the built book without `theme/reader.css` (display math no longer
//!   scrolls in its own box, inline code breaks at its hyphens) must fail the
//!   phone test, and with the stones of `theme/boards.css` drawn 17 px on a
//!   phone (as before the boards had touch targets) its target-size check;
//! - figure contrast: a figure without its own background must fail in navy;
//! - search vocabulary: the book without its alias 阶梯博弈 (the glossary row that
//!   gives it to the staircase chapter, and the chapter's own mention) must fail
//!   the search test on that query.

use pagetest::harness::Book;
use pagetest::Tools;
use std::path::Path;
use testkit::cmd::{cargo, cmd_capture, say};

pub fn run(tools: &Tools, root: &Path) -> Vec<String> {
    let mut errs = Vec::new();
    match quote_fault(root) {
        Ok(()) => say("   caught an ASCII \" in Chinese prose"),
        Err(e) => errs.push(e),
    }
    // One scratch book serves the three browser faults: it is built without the
    // alias 阶梯博弈 (a source change the other two pages do not show), searched,
    // then loses theme/reader.css and the Venn figure's background.
    let book = match vocab_book(tools, root) {
        Ok(b) => b,
        Err(e) => return [errs, vec![format!("the reader faults' book: {e}")]].concat(),
    };
    match search_vocab_fault(root, &book) {
        Ok(()) => say("   caught a book without the alias 阶梯博弈 (glossary row and chapter)"),
        Err(e) => errs.push(e),
    }
    if let Err(e) = phone_and_figure_faults(root, &book) {
        errs.push(e);
    }
    errs
}

/// `他说"必败"。` in a scratch copy of a chapter must fail `tests/quotes.rs`.
fn quote_fault(root: &Path) -> Result<(), String> {
    let scratch = root.join("target/faults/quotes/src");
    let _ = std::fs::remove_dir_all(&scratch);
    pagetest::book::copy_dir(&root.join("src"), &scratch)?;
    let ch = scratch.join("games/nim.md");
    let text = std::fs::read_to_string(&ch).map_err(|e| format!("{}: {e}", ch.display()))?;
    std::fs::write(&ch, format!("{text}\n先手说\"必败\"。\n")).map_err(|e| e.to_string())?;
    let (ok, log) = cmd_capture(
        cargo()
            .args(["test", "--release", "-p", "gamebook", "--test", "quotes"])
            .env("GAMEBOOK_SRC", &scratch),
    )?;
    if ok {
        Err("a chapter with ASCII quotes in Chinese prose passed the quotes check".into())
    } else if log.contains("ASCII \" in Chinese prose") && log.contains("nim.md") {
        Ok(())
    } else {
        Err(format!(
            "the quotes check failed on the fault, but not for it:\n{log}"
        ))
    }
}

/// The built book's `theme/<prefix>-<hash>.css`.
fn theme_css(book: &Book, prefix: &str) -> Result<std::path::PathBuf, String> {
    pagetest::checks::files_under(&book.dir.join("theme"))
        .into_iter()
        .find(|p| {
            p.file_name()
                .and_then(|n| n.to_str())
                .is_some_and(|n| n.starts_with(prefix) && n.ends_with(".css"))
        })
        .ok_or_else(|| format!("theme/{prefix}*.css is missing from the built book"))
}

/// Three faults in the built book: no `theme/reader.css`, the boards' stones
/// 17 px on a phone, and the Venn figure without its background.
fn phone_and_figure_faults(root: &Path, book: &Book) -> Result<(), String> {
    let css = theme_css(book, "reader")?;
    std::fs::write(&css, "/* removed by the fault */\n").map_err(|e| e.to_string())?;
    let boards = theme_css(book, "boards")?;
    let text = std::fs::read_to_string(&boards).map_err(|e| e.to_string())?;
    const PHONE_STONES: &str = "  .gb-move { width: 28px; height: 28px; }";
    if !text.contains(PHONE_STONES) {
        return Err(format!(
            "{} has no {PHONE_STONES:?} to shrink",
            boards.display()
        ));
    }
    std::fs::write(
        &boards,
        text.replace(PHONE_STONES, "  .gb-move { width: 17px; height: 17px; }"),
    )
    .map_err(|e| e.to_string())?;
    let fig = book.dir.join("figures/venn-three-sets.svg");
    let svg = std::fs::read_to_string(&fig).map_err(|e| format!("{}: {e}", fig.display()))?;
    let bare: String = svg
        .lines()
        .filter(|l| !(l.starts_with(r#"<rect x="0.00" y="0.00""#) && l.contains("fill=\"white\"")))
        .map(|l| format!("{l}\n"))
        .collect();
    if bare == svg {
        return Err("venn-three-sets.svg has no background rectangle to remove".into());
    }
    std::fs::write(&fig, bare).map_err(|e| e.to_string())?;
    // The pages the faults touch: the Venn figure's chapter and a chapter
    // with a display formula wider than a phone's column (a cases array in
    // WIDE_MATH), in both editions, and the Nim chapter (a board, and listing
    // names and commands in inline code; no figure to measure).
    let pages: Vec<String> = ["inclusion-exclusion/principle.html", "sums/every-sg.html"]
        .iter()
        .flat_map(|p| [p.to_string(), format!("en/{p}")])
        .chain(["games/nim.html".to_string()])
        .collect();
    let (counts, errs) = pagetest::phone_test::measure_on(root, book, &pages)?;
    let all = errs.join("\n");
    let mut missed = Vec::new();
    if all.contains("overflows the viewport") {
        say(&format!(
            "   caught the book without theme/reader.css on a phone ({} elements out of the viewport on {} pages too wide)",
            counts.overflowing, counts.wide_pages
        ));
    } else {
        missed.push(format!(
            "the book without theme/reader.css passed the phone test:\n{all}"
        ));
    }
    // Without reader.css no box that scrolls sideways fades at its edge.
    if all.contains("nothing showing that more is there") {
        say("   caught the book without theme/reader.css: boxes scrolling sideways with no fade at the edge");
    } else {
        missed.push(format!(
            "the book without theme/reader.css passed the scroll-hint check:\n{all}"
        ));
    }
    let on_nim = |what: &str| {
        all.lines()
            .any(|l| l.starts_with("games/nim.html: at 390×844") && l.contains(what))
    };
    if on_nim("a board control smaller than 24 px a side: nim: button.gb-move 17×17 px") {
        say("   caught the Nim board's stones at 17 px on a phone (the target-size check)");
    } else {
        missed.push(format!(
            "a Nim board with 17 px stones on a phone passed the target-size check:\n{all}"
        ));
    }
    if on_nim("inline code that can break at a hyphen: “listings/acwing-891-nim/src/main.rs” at acwing-|891-nim") {
        say("   caught the book without theme/reader.css: inline code breaking at its hyphens (listings/acwing-891-nim)");
    } else {
        missed.push(format!(
            "the book without theme/reader.css passed the inline-code hyphen check:\n{all}"
        ));
    }
    if all.contains("venn-three-sets.svg") && all.contains("navy theme") {
        say(&format!(
            "   caught a figure without its own background in the navy theme ({} labels below 3:1)",
            counts.low_contrast
        ));
    } else {
        missed.push(format!(
            "a figure without its background passed the contrast check in navy:\n{all}"
        ));
    }
    if missed.is_empty() {
        Ok(())
    } else {
        Err(missed.join("\n"))
    }
}

/// The staircase chapter loses its contestant's name 阶梯博弈 (glossary row and
/// the chapter's mention), and the copy is built and served.
fn vocab_book(tools: &Tools, root: &Path) -> Result<Book, String> {
    let scratch = root.join("target/faults/search-vocab");
    pagetest::book::copy_book(root, &scratch)?;
    let g = scratch.join("src/glossary.md");
    let text = std::fs::read_to_string(&g).map_err(|e| e.to_string())?;
    let cut: String = text
        .lines()
        .filter(|l| !l.contains("阶梯博弈"))
        .map(|l| format!("{l}\n"))
        .collect();
    if cut == text {
        return Err("src/glossary.md has no row with 阶梯博弈 to remove".into());
    }
    std::fs::write(&g, cut).map_err(|e| e.to_string())?;
    let ch = scratch.join("src/games/staircase.md");
    let text = std::fs::read_to_string(&ch).map_err(|e| e.to_string())?;
    std::fs::write(&ch, text.replace("阶梯博弈", "台阶 Nim")).map_err(|e| e.to_string())?;
    Book::start_at(
        tools,
        &scratch,
        &scratch.join("book"),
        zhsearch::Scheme::Bigrams,
    )
}

/// The search test must fail on the query 阶梯博弈 in that book.
fn search_vocab_fault(root: &Path, book: &Book) -> Result<(), String> {
    match pagetest::search_test::search_test_zh_only(root, book, "阶梯博弈") {
        Ok(()) => Err("a book without the alias 阶梯博弈 passed the search test".into()),
        Err(e) if e.contains("\"阶梯博弈\"") => Ok(()),
        Err(e) => Err(format!(
            "the search test failed on a book without the alias 阶梯博弈, but not on that query:\n{e}"
        )),
    }
}
