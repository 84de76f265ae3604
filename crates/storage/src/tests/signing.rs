//! Signed exports: the signer is told on import, a known name with a new key is flagged, and a
//! file changed after signing is refused naming what changed, with the store left as it was.

use super::*;
use crate::signing::{AlteredPart, Provenance, SignerIdentity};
use serde_json::json;

/// Draft "d1" with two picks and an entry whose text is easy to find and change.
fn source(path: &Path) -> Store {
    let mut store = store_with_picks(path, 2);
    let marked = JsonText::parse(r#"{"type":"undo","note":"score 6-7"}"#).unwrap();
    store
        .append_raw(&jid("d1"), seq(3), at(3), &marked)
        .unwrap();
    store
}

/// Draft "d1" whose entries are compact with sorted keys, so a test can edit the file as a
/// JSON value and write it back leaving the untouched entries byte for byte as they were.
fn plain_source(path: &Path) -> Store {
    let mut store = open(path);
    store
        .create_journal(&new_journal("d1", JournalKind::Draft))
        .unwrap();
    for n in 1..=3 {
        let text = JsonText::parse(format!(r#"{{"n":{n},"type":"note"}}"#)).unwrap();
        store.append_raw(&jid("d1"), seq(n), at(n), &text).unwrap();
    }
    store
}

fn key_a() -> [u8; 32] {
    [7; 32]
}

fn key_b() -> [u8; 32] {
    [9; 32]
}

fn signed_export(store: &mut Store, name: &str, key: fn() -> [u8; 32]) -> String {
    store
        .export_signed_json(&[jid("d1")], ExportMode::Organizer, name, key)
        .unwrap()
}

fn refused(text: &str) -> StorageError {
    let b = scratch();
    let mut fresh = open(&b.path);
    let error = fresh
        .import_json(text.as_bytes(), OnExisting::Refuse)
        .unwrap_err();
    // Nothing was written: no journal, no backup, no signer remembered.
    assert!(fresh.list_journals().unwrap().is_empty());
    assert!(fresh.get_setting("export-signer-keys:x").unwrap().is_none());
    error
}

#[test]
fn a_signed_export_imports_naming_its_signer_and_fingerprint() {
    let a = scratch();
    let mut store = source(&a.path);
    let text = signed_export(&mut store, "Ana Organizer", key_a);
    let fingerprint = store.signing_fingerprint().unwrap().unwrap();
    assert_eq!(fingerprint.len(), 19);
    // The key was made once: a later export with other entropy keeps it.
    signed_export(&mut store, "Ana Organizer", key_b);
    assert_eq!(
        store.signing_fingerprint().unwrap(),
        Some(fingerprint.clone())
    );
    let identity = SignerIdentity {
        name: "Ana Organizer".to_owned(),
        fingerprint,
    };
    let b = scratch();
    let mut other = open(&b.path);
    let report = other
        .import_json(text.as_bytes(), OnExisting::Refuse)
        .unwrap();
    assert_eq!(
        report.provenance,
        Provenance::Signed {
            signer: identity,
            earlier_keys: vec![],
        }
    );
    assert_eq!(report.journals[0].entry_count, 3);
}

#[test]
fn a_known_name_with_a_new_key_is_flagged_with_the_key_seen_before() {
    let (a, b, c) = (scratch(), scratch(), scratch());
    let mut first = source(&a.path);
    let mut second = source(&b.path);
    let from_first = signed_export(&mut first, "Ana", key_a);
    let from_second = signed_export(&mut second, "Ana", key_b);
    let mut desk = open(&c.path);
    desk.import_json(from_first.as_bytes(), OnExisting::Refuse)
        .unwrap();
    let report = desk
        .import_json(from_second.as_bytes(), OnExisting::ImportAsCopy)
        .unwrap();
    let first_print = first.signing_fingerprint().unwrap().unwrap();
    let second_print = second.signing_fingerprint().unwrap().unwrap();
    assert_ne!(first_print, second_print);
    match report.provenance {
        Provenance::Signed {
            signer,
            earlier_keys,
        } => {
            assert_eq!(signer.fingerprint, second_print);
            assert_eq!(earlier_keys, vec![first_print]);
        }
        Provenance::Unsigned => panic!("a signed file read as unsigned"),
    }
    // The same key again is known: no flag.
    let again = desk
        .import_json(from_first.as_bytes(), OnExisting::ImportAsCopy)
        .unwrap();
    assert!(
        matches!(&again.provenance, Provenance::Signed { earlier_keys, .. } if earlier_keys.len() == 1),
        "{again:?}"
    );
}

#[test]
fn an_entry_changed_after_signing_is_refused_naming_it() {
    let a = scratch();
    let mut store = source(&a.path);
    let text = signed_export(&mut store, "Ana", key_a);
    let edited = text.replace("score 6-7", "score 9-7");
    assert_ne!(edited, text);
    assert_eq!(
        refused(&edited),
        StorageError::ImportAltered {
            part: AlteredPart::Entry,
            journal: Some(jid("d1")),
            entry: Some(3),
        }
    );
}

#[test]
fn a_header_an_entry_count_or_the_signature_changed_is_refused_naming_the_part() {
    let a = scratch();
    let mut store = plain_source(&a.path);
    let text = signed_export(&mut store, "Ana", key_a);
    let mut value: serde_json::Value = serde_json::from_str(&text).unwrap();

    let mut retitled = value.clone();
    retitled["journals"][0]["title"] = json!("Another title");
    let error = refused(&serde_json::to_string(&retitled).unwrap());
    assert!(
        matches!(
            error,
            StorageError::ImportAltered {
                part: AlteredPart::Header,
                ..
            }
        ),
        "{error:?}"
    );

    let mut shortened = value.clone();
    shortened["journals"][0]["entries"]
        .as_array_mut()
        .unwrap()
        .pop();
    assert_eq!(
        refused(&serde_json::to_string(&shortened).unwrap()),
        StorageError::ImportAltered {
            part: AlteredPart::Entries,
            journal: Some(jid("d1")),
            entry: Some(3),
        }
    );

    // Re-audienced, renamed signer, or a forged digest: the signature itself fails.
    value["signature"]["signer"] = json!("Bo");
    let error = refused(&serde_json::to_string(&value).unwrap());
    assert_eq!(
        error,
        StorageError::ImportAltered {
            part: AlteredPart::Signature,
            journal: None,
            entry: None,
        }
    );
    assert!(error.to_string().contains("changed after it was signed"));
}

#[test]
fn an_unsigned_export_still_imports_marked_unsigned() {
    let a = scratch();
    let store = source(&a.path);
    let text = store
        .export_json(&[jid("d1")], ExportMode::Organizer)
        .unwrap();
    let b = scratch();
    let mut other = open(&b.path);
    let report = other
        .import_json(text.as_bytes(), OnExisting::Refuse)
        .unwrap();
    assert_eq!(report.provenance, Provenance::Unsigned);
    // A version 1 file cannot claim a signature.
    let a2 = scratch();
    let mut signer = source(&a2.path);
    let signed =
        signed_export(&mut signer, "Ana", key_a).replacen("\"version\": 2", "\"version\": 1", 1);
    assert!(matches!(
        refused(&signed),
        StorageError::ImportInvalid { .. }
    ));
}

#[test]
fn the_private_key_stays_in_the_settings_and_out_of_every_export_and_error() {
    let a = scratch();
    let mut store = source(&a.path);
    let text = signed_export(&mut store, "Ana", key_a);
    let secret: String = key_a().iter().map(|b| format!("{b:02x}")).collect();
    let stored = crate::verify::get_setting(&store.conn, "export-signing-key")
        .unwrap()
        .unwrap();
    assert_eq!(stored, secret);
    assert!(!text.contains(&secret));
    // The public setting calls refuse its key, so no caller can read or replace it.
    for error in [
        store.get_setting("export-signing-key").unwrap_err(),
        store.set_setting("export-signing-key", "00").unwrap_err(),
        store.remove_setting("export-signing-key").unwrap_err(),
    ] {
        assert!(!format!("{error:?} {error}").contains(&secret));
    }
    // A damaged key setting is reported without its value.
    crate::verify::put_setting(&store.conn, "export-signing-key", &format!("{secret}zz")).unwrap();
    let error = store
        .export_signed_json(&[jid("d1")], ExportMode::Organizer, "Ana", key_a)
        .unwrap_err();
    assert!(!format!("{error:?} {error}").contains(&secret), "{error:?}");
}

#[test]
fn a_signer_name_must_be_one_short_line() {
    let a = scratch();
    let mut store = source(&a.path);
    assert_eq!(
        store.signing_fingerprint().unwrap(),
        None,
        "looking makes no key"
    );
    for name in ["", "  ", "two\nlines", &"x".repeat(201)] {
        assert!(matches!(
            store.export_signed_json(&[jid("d1")], ExportMode::Organizer, name, key_a),
            Err(StorageError::InvalidInput { .. })
        ));
    }
}

mod property {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(24))]

        /// Whatever one entry of a signed export is changed to, the import is refused naming
        /// that entry, unless the text is the same as before.
        #[test]
        fn any_changed_entry_is_refused_by_its_number(
            at in 1u32..=3,
            n in any::<i64>(),
            kind in "[a-z]{1,8}",
        ) {
            let a = scratch();
            let mut store = plain_source(&a.path);
            let text = signed_export(&mut store, "Ana", key_a);
            let original = format!(r#"{{"n":{at},"type":"note"}}"#);
            let replacement = format!(r#"{{"n":{n},"type":"{kind}"}}"#);
            prop_assume!(replacement != original);
            let edited = text.replacen(&original, &replacement, 1);
            prop_assert_ne!(&edited, &text);
            prop_assert_eq!(
                refused(&edited),
                StorageError::ImportAltered {
                    part: AlteredPart::Entry,
                    journal: Some(jid("d1")),
                    entry: Some(at),
                }
            );
        }
    }
}
