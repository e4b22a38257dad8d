//! Expand the chapters with mdBook's own link preprocessor, then let skeptic
//! turn every Rust block of the expanded text into a test (tests/skeptic.rs).

use std::path::PathBuf;

fn main() {
    let root =
        PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR"));
    let out = PathBuf::from(std::env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join("chapters");
    for watched in ["book.toml", "src", "listings"] {
        println!("cargo:rerun-if-changed={}", root.join(watched).display());
    }
    let chapters = bookexpand::expand(&root).unwrap_or_else(|e| panic!("\n{e}\n"));
    let files = bookexpand::write_expanded(&chapters, &out).unwrap_or_else(|e| panic!("\n{e}\n"));
    skeptic::generate_doc_tests(&files);
}
