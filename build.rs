//! Expand the chapters of both editions with mdBook's own link preprocessor,
//! then let skeptic turn every Rust block of the expanded text into a test
//! (tests/skeptic.rs).

use std::path::PathBuf;

fn main() {
    let root =
        PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR"));
    let out = PathBuf::from(std::env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join("chapters");
    for watched in ["book.toml", "src", "listings", "en/book.toml", "en/src"] {
        println!("cargo:rerun-if-changed={}", root.join(watched).display());
    }
    let chapters = bookexpand::expand(&root).unwrap_or_else(|e| panic!("\n{e}\n"));
    let mut files =
        bookexpand::write_expanded(&chapters, &out).unwrap_or_else(|e| panic!("\n{e}\n"));
    // The English twins: their own blocks (English comments and output) as
    // `en_<stem>_…` tests; the listings they share with the Chinese chapters
    // are compiled once, there.
    let english = bookexpand::expand(&root.join("en")).unwrap_or_else(|e| panic!("\n{e}\n"));
    let english = bookexpand::english_only_blocks(&english, &chapters);
    files.extend(
        bookexpand::write_expanded_as(&english, &out, "en-").unwrap_or_else(|e| panic!("\n{e}\n")),
    );
    skeptic::generate_doc_tests(&files);
}
