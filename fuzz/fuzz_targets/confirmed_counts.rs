//! The count of confirmed entries kept beside the database (`<db>-confirmed`, written outside
//! SQLite and so read back as outside input: torn, truncated or edited by hand): opening an empty
//! database beside any such file never panics, and is refused only as a loss naming the journals
//! the file counted (the database holds none).
#![no_main]

use hexadraft_storage::{StorageError, Store};
use libfuzzer_sys::fuzz_target;
use std::sync::atomic::{AtomicU64, Ordering};

static RUN: AtomicU64 = AtomicU64::new(0);

fuzz_target!(|data: &[u8]| {
    let dir = std::env::temp_dir().join(format!(
        "hexadraft-fuzz-confirmed-{}-{}",
        std::process::id(),
        RUN.fetch_add(1, Ordering::Relaxed)
    ));
    if std::fs::create_dir_all(&dir).is_err() {
        return;
    }
    let db = dir.join("hexadraft.db");
    if std::fs::write(dir.join("hexadraft.db-confirmed"), data).is_ok() {
        match Store::open(&db) {
            Ok(_) => {}
            // The database is empty: any journal the file names counts as lost, and is named.
            Err(StorageError::EntriesLost { journals, .. }) => {
                assert!(
                    !journals.is_empty(),
                    "a loss refused without naming a journal"
                )
            }
            Err(e) => panic!("an empty database beside a counts file is refused: {e}"),
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
});
