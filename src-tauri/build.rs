//! Build script: compiles the Tauri context (config, capabilities, icons) into the shell.

// The capabilities are written in tauri.conf.json, not in files of their own: the release build
// removes every plugin command no capability allows (`build.removeUnusedCommands`), and the
// plugins' build scripts read capabilities only from the config or a folder beside it.
fn main() {
    if let Err(error) = tauri_build::try_build(tauri_build::Attributes::new()) {
        println!("cargo::error=tauri-build failed: {error:#}");
    }
}
