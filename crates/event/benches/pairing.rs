//! Pairing benchmarks (placeholder replaced below).
fn main() {}
