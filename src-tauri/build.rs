//! Build script: compiles the Tauri context (config, capabilities, icons) into the shell.

// tauri.conf.json sits at the repository root beside the shell's manifest; the capabilities stay
// with the shell's sources, so tauri-build is told where they are.
fn main() {
    let attributes =
        tauri_build::Attributes::new().capabilities_path_pattern("./src-tauri/capabilities/**/*");
    if let Err(error) = tauri_build::try_build(attributes) {
        println!("cargo::error=tauri-build failed: {error:#}");
    }
}
