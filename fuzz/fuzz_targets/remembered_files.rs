//! The files a clean close leaves beside the database: the verdict of its check (`<db>-checked`)
//! and what it derived from the file (`<db>-derived`). They are written outside SQLite and so
//! read back as outside input: torn, truncated, edited by hand or by another program. A sound
//! database beside any such files always opens, and neither file is believed unless it is,
//! byte for byte, the one the close wrote for these bytes (docs/formats.md, "Verdict of the
//! check" and "What the close derives").
#![no_main]

use hexadraft_storage::{CloseCheck, Derivation, Store};
use libfuzzer_sys::fuzz_target;
use std::path::Path;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::OnceLock;

static RUN: AtomicU64 = AtomicU64::new(0);

const NAME: &str = "fuzz-payload-v1";
const PAYLOAD: &[u8] = b"[{\"derived\":\"from the closed file\"}]";

/// A sound database closed with its verdict and a derived payload: the three files' bytes.
struct Closed {
    database: Vec<u8>,
    verdict: Vec<u8>,
    derived: Vec<u8>,
}

/// Made once; a failure here is a finding too, so that no input is ever passed over unchecked.
fn closed() -> &'static Closed {
    static CLOSED: OnceLock<Closed> = OnceLock::new();
    CLOSED.get_or_init(|| {
        let dir = scratch("template").expect("a temporary folder");
        let db = dir.join("hexadraft.db");
        let derivation = Derivation {
            name: NAME,
            make: &|_| Some(PAYLOAD.to_vec()),
        };
        let store = Store::open(&db).expect("a new database opens");
        let check = store.close_deriving(Some(&derivation));
        assert_eq!(check, Ok(CloseCheck::Remembered));
        let read = |suffix: &str| {
            std::fs::read(format!("{}{suffix}", db.display())).expect("the close's files")
        };
        let closed = Closed {
            database: read(""),
            verdict: read("-checked"),
            derived: read("-derived"),
        };
        let _ = std::fs::remove_dir_all(&dir);
        closed
    })
}

fn scratch(what: &str) -> Option<std::path::PathBuf> {
    let dir = std::env::temp_dir().join(format!(
        "hexadraft-fuzz-remembered-{what}-{}-{}",
        std::process::id(),
        RUN.fetch_add(1, Ordering::Relaxed)
    ));
    std::fs::create_dir_all(&dir).ok()?;
    Some(dir)
}

fn write(db: &Path, suffix: &str, bytes: &[u8]) -> bool {
    std::fs::write(format!("{}{suffix}", db.display()), bytes).is_ok()
}

/// Which of the close's two files an input changed, in the fourth kind of input.
#[derive(Clone, Copy, PartialEq)]
enum Changed {
    Neither,
    Verdict,
    Derived,
}

fuzz_target!(|data: &[u8]| {
    let closed = closed();
    let Some((&which, rest)) = data.split_first() else {
        return;
    };
    let mut verdict = closed.verdict.clone();
    let mut derived = closed.derived.clone();
    let mut changed = None;
    // The input stands in for the verdict, for the derived file, or for both (split in two);
    // or it changes one byte of the files the close wrote (or none).
    match which % 4 {
        0 => verdict = rest.to_vec(),
        1 => derived = rest.to_vec(),
        2 => {
            let (first, second) = rest.split_at(rest.len() / 2);
            verdict = first.to_vec();
            derived = second.to_vec();
        }
        _ => {
            changed = Some(Changed::Neither);
            if let [file, high, low, xor, ..] = *rest {
                if xor != 0 {
                    let (bytes, which_file) = if file % 2 == 0 {
                        (&mut verdict, Changed::Verdict)
                    } else {
                        (&mut derived, Changed::Derived)
                    };
                    let at = usize::from(u16::from_be_bytes([high, low])) % bytes.len();
                    bytes[at] ^= xor;
                    changed = Some(which_file);
                }
            }
        }
    }
    let Some(dir) = scratch("run") else {
        return;
    };
    let db = dir.join("hexadraft.db");
    if write(&db, "", &closed.database)
        && write(&db, "-checked", &verdict)
        && write(&db, "-derived", &derived)
    {
        let store = match Store::open(&db) {
            Ok(store) => store,
            Err(e) => panic!("a sound database is refused for the files beside it: {e}"),
        };
        let remembered = store.structure_check_remembered();
        let payload = store.derived(NAME);
        if remembered {
            assert_eq!(verdict, closed.verdict, "another verdict was believed");
        }
        if let Some(payload) = &payload {
            assert!(remembered, "a derived file believed without its verdict");
            assert_eq!(derived, closed.derived, "another derived file was believed");
            assert_eq!(payload.as_slice(), PAYLOAD);
        }
        match changed {
            Some(Changed::Neither) => {
                assert!(
                    remembered && payload.is_some(),
                    "the close's own files were not believed"
                )
            }
            Some(Changed::Verdict) => assert!(!remembered && payload.is_none()),
            Some(Changed::Derived) => assert!(remembered && payload.is_none()),
            None => {}
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
});
