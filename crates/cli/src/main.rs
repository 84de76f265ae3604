//! The `hexadraft-cli` binary: everything is in the library ([`hexadraft_cli::run`]).

use std::process::ExitCode;

fn main() -> ExitCode {
    hexadraft_cli::run(std::env::args_os())
}
