//! Bench-only baselines, written the way the textbooks and the source notes
//! write them, so `cargo xtask bench` can time each listing against them. They
//! are not submissions and not tested for contest grade: a baseline may be
//! slow, hold the whole input, or (the float Wythoff) answer wrongly.
