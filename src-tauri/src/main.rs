//! The Hexadraft desktop app: starts the Tauri shell.

// The release binary opens no console window on Windows.
#![cfg_attr(not(debug_assertions), windows_subsystem = "windows")]

fn main() -> std::process::ExitCode {
    match hexadraft_shell::run() {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("Hexadraft could not start: {error}");
            std::process::ExitCode::FAILURE
        }
    }
}
