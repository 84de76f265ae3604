//! Embeds the phone page (`ui/dist-phone/`, built by `npm --prefix ui run build`) into the
//! binary. A checkout where the UI was not built yet still compiles: the page then says so, and
//! the JSON API works as ever.

use std::path::Path;

const FILES: [&str; 3] = ["phone.html", "phone.js", "phone.css"];

fn main() {
    // Read when the script runs, not when it is compiled: cargo may reuse one compiled script for
    // checkouts in other folders that share a target directory.
    let Ok(manifest_dir) = std::env::var("CARGO_MANIFEST_DIR") else {
        println!("cargo:warning=CARGO_MANIFEST_DIR is not set");
        return;
    };
    let built = Path::new(&manifest_dir).join("../../ui/dist-phone");
    println!("cargo:rerun-if-changed={}", built.display());
    let out = std::env::var("OUT_DIR").map(std::path::PathBuf::from);
    let Ok(out) = out else {
        println!("cargo:warning=OUT_DIR is not set");
        return;
    };
    for name in FILES {
        let source = built.join(name);
        println!("cargo:rerun-if-changed={}", source.display());
        let content = std::fs::read(&source).unwrap_or_else(|_| placeholder(name));
        if let Err(error) = std::fs::write(out.join(name), content) {
            println!("cargo:warning=could not write {name}: {error}");
        }
    }
}

fn placeholder(name: &str) -> Vec<u8> {
    match name {
        "phone.html" => b"<!doctype html><meta charset=utf-8><title>Hexadraft</title>\
<p>The phone page was not built: run <code>npm --prefix ui run build</code>, then build again.</p>"
            .to_vec(),
        _ => Vec::new(),
    }
}
