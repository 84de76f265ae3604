//! The command line's argument handling (`hexadraft_cli::parse`, clap), on any argument vector:
//! the input is split at NUL bytes into arguments, each any bytes (not UTF-8 too). Nothing is
//! run: a parsed command would read and write files, which a fuzzer must not do with arbitrary
//! paths; what runs after parsing is fuzzed by the targets of each input format.
//!
//! Invariants: parsing never panics; a refusal is help or version (exit 0, stdout) or a usage
//! error (exit 2, stderr) and says something; the same arguments parse the same way twice.
#![no_main]

use libfuzzer_sys::fuzz_target;
use std::ffi::OsString;
use std::os::unix::ffi::OsStringExt;

/// At most this many arguments (a real command line has a dozen).
const MAX_ARGS: usize = 64;

fuzz_target!(|data: &[u8]| {
    let args: Vec<OsString> = std::iter::once(OsString::from("hexadraft-cli"))
        .chain(
            data.split(|b| *b == 0)
                .take(MAX_ARGS)
                .map(|a| OsString::from_vec(a.to_vec())),
        )
        .collect();
    let first = hexadraft_cli::parse(args.clone());
    let again = hexadraft_cli::parse(args);
    match (&first, &again) {
        (Ok(a), Ok(b)) => assert_eq!(format!("{a:?}"), format!("{b:?}"), "parsing is not stable"),
        (Err(a), Err(b)) => {
            let code = a.exit_code();
            assert!(code == 0 || code == 2, "exit code {code}");
            assert_eq!(
                code == 0,
                a.is_help_or_version(),
                "help goes to stdout with 0"
            );
            let text = a.text();
            assert!(!text.trim().is_empty(), "a refusal says something");
            assert_eq!(text, b.text(), "the refusal is not stable");
            assert_eq!(code, b.exit_code());
        }
        _ => panic!("the same arguments parsed once and were refused once"),
    }
});
