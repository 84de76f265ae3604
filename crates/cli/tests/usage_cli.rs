//! The built `hexadraft-cli` on bad and helpful command lines: help on standard output with exit
//! 0, clap's usage errors on standard error with exit 2, never a panic.

// Test helpers outside #[test] functions may unwrap too: a failure here is a failed test.
#![allow(clippy::unwrap_used)]

use std::ffi::OsStr;
use std::process::{Command, Output};

fn cli<S: AsRef<OsStr>>(args: &[S]) -> Output {
    crate::started(|| {
        Command::new(env!("CARGO_BIN_EXE_hexadraft-cli"))
            .args(args)
            .output()
    })
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

#[test]
fn help_lists_every_subcommand_on_standard_output_and_exits_0() {
    for args in [&["help"][..], &["--help"], &["-h"]] {
        let out = cli(args);
        assert_eq!(out.status.code(), Some(0), "{args:?}");
        let help = text(&out.stdout);
        for command in ["draft", "deck", "event"] {
            assert!(help.contains(command), "{args:?}: {help}");
        }
        assert!(help.contains("Exit codes: 0 accepted, 1 refused by the rules, 2"));
    }
    let out = cli(&["event", "help", "result"]);
    assert_eq!(out.status.code(), Some(0));
    assert!(text(&out.stdout).contains("--first-blood"));
}

#[test]
fn bad_usage_is_reported_in_clap_form_on_standard_error_and_exits_2() {
    for args in [
        &[][..],
        &["fly"],
        &["draft"],
        &["draft", "a.json", "b.json"],
        &["deck"],
        &["deck", "check"],
    ] {
        let out = cli(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let error = text(&out.stderr);
        assert!(error.contains("Usage: hexadraft-cli"), "{args:?}: {error}");
        assert!(out.stdout.is_empty(), "{args:?}");
    }
    let error = text(&cli(&["fly"]).stderr);
    assert!(
        error.starts_with("error: unrecognized subcommand 'fly'"),
        "{error}"
    );
}

#[cfg(unix)]
#[test]
fn an_argument_that_is_not_utf8_is_a_usage_error_not_a_panic() {
    // Issue 16, defect 2: the arguments were read with `std::env::args`, which panics on them.
    use std::os::unix::ffi::OsStrExt;
    let not_utf8 = OsStr::from_bytes(b"event-\xff.json");
    for args in [
        vec![OsStr::new("draft"), not_utf8],
        vec![OsStr::new("event"), OsStr::new("show"), not_utf8],
    ] {
        let out = cli(&args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let error = text(&out.stderr);
        assert!(error.contains("invalid UTF-8"), "{args:?}: {error}");
        assert!(!error.contains("panicked"), "{args:?}: {error}");
    }
    // As a subcommand name it is simply not one of the subcommands.
    let out = cli(&[not_utf8]);
    assert_eq!(out.status.code(), Some(2));
    let error = text(&out.stderr);
    assert!(
        error.starts_with("error: unrecognized subcommand"),
        "{error}"
    );
}
