//! The floor for an input file: read all of stdin and do nothing else. A
//! listing that reads the same file cannot be faster than this.
use std::io::Read;

fn main() {
    let mut bytes = Vec::new();
    std::io::stdin()
        .read_to_end(&mut bytes)
        .expect("read stdin");
    // Use the bytes so the read cannot be thought dead.
    std::process::exit(i32::from(bytes.last() == Some(&0)));
}
