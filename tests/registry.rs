//! The reader's side, checked against the book: the problem registry and its
//! generated pages, the problem list and the exercises that cite it, the
//! references and the glossary. Each check lives in `crates/registry` so that
//! `cargo xtask faults` can run the same check on a broken copy of the book.

use std::path::Path;

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn ok(r: Result<(), String>) {
    if let Err(e) = r {
        panic!("\n{e}");
    }
}

#[test]
fn every_listing_is_registered_and_every_entry_exists() {
    ok(registry::check_registry(root()));
}

#[test]
fn problem_index_and_problem_list_pages_match_their_data() {
    ok(registry::check_pages_current(root()));
}

#[test]
fn every_practice_problem_has_a_source_and_an_existing_chapter_section() {
    ok(registry::check_problem_list(root()));
}

#[test]
fn every_problem_section_ends_its_exercises_with_problems_of_the_list() {
    ok(registry::check_exercises(root()));
}

#[test]
fn every_reference_is_cited_and_every_citation_resolves() {
    ok(registry::check_references(root()));
}

#[test]
fn every_glossary_term_links_to_its_section_and_back() {
    ok(registry::check_glossary(root()));
}

#[test]
fn the_registry_knows_every_listing_the_judge_will_be_asked_for() {
    let reg = registry::Registry::load(root()).unwrap_or_else(|e| panic!("{e}"));
    assert!(reg.get("acwing-891-nim").is_some());
    assert!(reg.get("no-such-listing").is_none());
}
