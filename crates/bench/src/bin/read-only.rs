//! The floor for the I/O-bound listings: read all of stdin and nothing else.
use std::io::{self, Read};

fn main() {
    let mut bytes = Vec::new();
    io::stdin().read_to_end(&mut bytes).expect("read stdin");
    println!("{}", bytes.len());
}
