//! The built command line's tests, as one test binary: each file of this folder is a module here.
//! One binary links the crate's whole dependency tree once instead of once per file, which was most
//! of the time a cold test build spent on these tests, on Linux and in the Windows cross build
//! (docs/performance.md, "The whole CI run").

// Test helpers outside #[test] functions may panic too: a failure here is a failed test.
#![allow(clippy::panic)]

mod db_cli;
mod draft_cli;
mod event_cli;
mod ia_cli;
mod stats_cli;
mod usage_cli;

/// What `start` gives (starting the built command line), tried again when Windows refuses to
/// start the process with "Internal error" (error 1359, `ERROR_INTERNAL_ERROR`). Wine does so now
/// and then before the program runs at all, even with one test at a time while other work loads
/// the machine (docs/windows.md). Any other error, and everything the program itself does, stays
/// the test's.
pub(crate) fn started<T>(mut start: impl FnMut() -> std::io::Result<T>) -> T {
    const INTERNAL_ERROR: i32 = 1359;
    let mut refused = 0;
    loop {
        match start() {
            Ok(started) => return started,
            Err(e) if e.raw_os_error() == Some(INTERNAL_ERROR) && refused < 4 => refused += 1,
            Err(e) => panic!("the command line did not start: {e}"),
        }
    }
}
