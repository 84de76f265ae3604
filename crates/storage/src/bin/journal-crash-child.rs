//! Test tool for `tests/crash.rs`: appends scripted actions to a journal until killed.
//!
//! Usage: `journal-crash-child <database> <journal id> <last entry>`. Creates the journal if
//! needed, continues the script from the journal's next entry, and after each append has
//! returned prints `confirmed N` (so N is on disk). Action N is always the same JSON, so a
//! killed run can be checked and continued.

use hexadraft_storage::{
    DataPackRef, JournalHeader, JournalId, JournalKind, JsonText, NewJournal, Seq, StorageError,
    Store, Timestamp, Title,
};
use std::io::Write;
use std::process::ExitCode;

/// Action `n` of the script (tests/crash.rs builds the same text to check it).
fn scripted_action(n: u32) -> String {
    format!(r#"{{"action":"pick","n":{n},"note":"scripted action {n}"}}"#)
}

fn run(path: &str, id: &str, last: u32) -> Result<(), StorageError> {
    let mut store = Store::open(path)?;
    let id = JournalId::new(id)?;
    if store.journal(&id).is_err() {
        store.create_journal(&NewJournal {
            id: id.clone(),
            kind: JournalKind::Draft,
            title: Title::new("Crash test")?,
            header: JournalHeader {
                ruleset_version: "crash-test".to_owned(),
                data_pack: DataPackRef {
                    id: "none".to_owned(),
                    version: "0".to_owned(),
                },
                seeds: JsonText::parse("[7]")?,
                setup: JsonText::parse("{}")?,
            },
            created_at: Timestamp::from_unix_seconds(0),
        })?;
    }
    let mut next = store.next_seq(&id)?;
    let stdout = std::io::stdout();
    while next.get() <= last {
        let payload = JsonText::parse(scripted_action(next.get()))?;
        let done: Seq = store.append_raw(
            &id,
            next,
            Timestamp::from_unix_seconds(next.get()),
            &payload,
        )?;
        let mut out = stdout.lock();
        // If the test stopped reading, there is nobody left to tell: stop appending.
        if writeln!(out, "confirmed {done}")
            .and_then(|()| out.flush())
            .is_err()
        {
            return Ok(());
        }
        match done.next() {
            Some(n) => next = n,
            None => break,
        }
    }
    Ok(())
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().collect();
    let (Some(path), Some(id), Some(last)) = (args.get(1), args.get(2), args.get(3)) else {
        eprintln!("usage: journal-crash-child <database> <journal id> <last entry>");
        return ExitCode::from(2);
    };
    let Ok(last) = last.parse::<u32>() else {
        eprintln!("<last entry> must be a number");
        return ExitCode::from(2);
    };
    match run(path, id, last) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("{e}");
            ExitCode::FAILURE
        }
    }
}
