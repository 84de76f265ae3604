//! The library of saved drafts and events: list, rename, archive, delete, export, import, the
//! journal to continue on start, and recovery when the database could not be opened.
//!
//! Files: the app has no file dialog, so exports are written into the app-data folder's
//! `exports` subfolder and the full path is shown; imports read a file named there (or any path
//! typed in full).

use crate::error::CommandError;
use crate::state::{now, AppState};
use hexadraft_draft::DraftAction;
use hexadraft_storage::{
    ExportMode, JournalId, JournalKind, JournalSummary, OnExisting, Store, Title,
};
use serde::{Deserialize, Serialize};
use std::io::Read;
use std::path::{Path, PathBuf};
use tauri::State;

/// Draft or event, as the library shows it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub enum JournalKindName {
    /// One draft.
    Draft,
    /// One event.
    Event,
}

impl From<JournalKind> for JournalKindName {
    fn from(kind: JournalKind) -> Self {
        match kind {
            JournalKind::Draft => JournalKindName::Draft,
            JournalKind::Event => JournalKindName::Event,
        }
    }
}

/// One saved draft or event, as a line of the library.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct JournalRow {
    /// Its id (opens it: route `draft` or `event` with this id).
    pub id: String,
    /// Draft or event.
    pub kind: JournalKindName,
    /// Its title.
    pub title: String,
    /// Hidden from the main list; cannot be continued until unarchived.
    pub archived: bool,
    /// A player-safe copy with withheld entries: it can be read, not continued.
    pub redacted: bool,
    /// When it was started, in seconds since 1970 (UTC).
    pub created_at: u32,
    /// When it last changed, in seconds since 1970 (UTC).
    pub updated_at: u32,
    /// How many actions it holds.
    pub entry_count: u32,
}

impl From<JournalSummary> for JournalRow {
    fn from(s: JournalSummary) -> Self {
        JournalRow {
            id: s.id.to_string(),
            kind: s.kind.into(),
            title: s.title.to_string(),
            archived: s.archived,
            redacted: s.redacted,
            created_at: s.created_at.unix_seconds(),
            updated_at: s.updated_at.unix_seconds(),
            entry_count: s.entry_count,
        }
    }
}

/// Who an export is for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub enum ExportAudienceName {
    /// Everything, as stored: to move or archive.
    Organizer,
    /// Secret draft actions (locked decks and Vassily swaps) and seeds withheld.
    PlayerSafe,
}

/// A file the app wrote.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct WrittenFile {
    /// Its full path, to show.
    pub path: String,
    /// Its name inside the exports folder.
    pub file_name: String,
    /// Its size in bytes.
    pub size_bytes: u32,
}

/// A file in the exports folder, offered for import.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct ExchangeFile {
    /// Its name.
    pub name: String,
    /// Its full path.
    pub path: String,
    /// Its size in bytes (saturated).
    pub size_bytes: u32,
    /// When it last changed, in seconds since 1970 (UTC).
    pub modified_at: u32,
}

/// The exports folder and the files in it, newest first.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct ExchangeFolder {
    /// The folder's full path.
    pub dir: String,
    /// Its `.json` files, newest first.
    pub files: Vec<ExchangeFile>,
}

/// One journal brought in by an import.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct ImportedRow {
    /// Its id here.
    pub id: String,
    /// Its id in the file (differs for a copy).
    pub original_id: String,
    /// Its title.
    pub title: String,
    /// Draft or event.
    pub kind: JournalKindName,
    /// How many actions it holds.
    pub entry_count: u32,
}

/// What an import did.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct ImportOutcome {
    /// The backup made just before writing.
    pub backup_path: String,
    /// The journals imported.
    pub journals: Vec<ImportedRow>,
}

/// One backup of the database.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct BackupRow {
    /// Its number: higher is newer.
    pub number: u32,
    /// Why it was made (`before-import`, `before-migration-v2`, `manual`).
    pub reason: String,
    /// Its full path.
    pub path: String,
    /// Its size in bytes.
    pub size_bytes: u32,
}

/// What the recovery screen shows when the database could not be opened.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct RecoveryInfo {
    /// Why the database could not be opened; `None` when it is open.
    pub problem: Option<String>,
    /// The storage error's kind (`corrupt`, `foreignDatabase`, `newerSchema`...).
    pub problem_kind: Option<String>,
    /// The database file, left untouched.
    pub database_path: String,
    /// The backups that could be restored, newest first.
    pub backups: Vec<BackupRow>,
}

/// What restoring a backup did.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct RestoreOutcome {
    /// The backup that now is the database.
    pub restored_from: String,
    /// Where the damaged files were moved (kept, never deleted).
    pub moved_aside: Vec<String>,
}

fn journal_id(id: &str) -> Result<JournalId, CommandError> {
    Ok(JournalId::new(id)?)
}

fn row(store: &Store, id: &JournalId) -> Result<JournalRow, CommandError> {
    Ok(store.journal(id)?.summary.into())
}

/// Every saved draft and event, archived ones included, most recently changed first.
#[tauri::command]
#[specta::specta]
pub fn list_journals(state: State<'_, AppState>) -> Result<Vec<JournalRow>, CommandError> {
    state.with_store(|store| {
        Ok(store
            .list_journals()?
            .into_iter()
            .map(JournalRow::from)
            .collect())
    })
}

/// Gives a draft or event a new title.
#[tauri::command]
#[specta::specta]
pub fn rename_journal(
    state: State<'_, AppState>,
    id: String,
    title: String,
) -> Result<JournalRow, CommandError> {
    let id = journal_id(&id)?;
    let title = Title::new(title)?;
    state.with_store(|store| {
        store.rename_journal(&id, &title, now())?;
        row(store, &id)
    })
}

/// Archives (hides) a draft or event, or brings it back.
#[tauri::command]
#[specta::specta]
pub fn set_journal_archived(
    state: State<'_, AppState>,
    id: String,
    archived: bool,
) -> Result<JournalRow, CommandError> {
    let id = journal_id(&id)?;
    state.with_store(|store| {
        store.set_archived(&id, archived, now())?;
        row(store, &id)
    })
}

/// Deletes a draft or event with all its actions (the UI asks for confirmation first).
#[tauri::command]
#[specta::specta]
pub fn delete_journal(state: State<'_, AppState>, id: String) -> Result<(), CommandError> {
    let id = journal_id(&id)?;
    state.with_store(|store| Ok(store.delete_journal(&id)?))
}

/// Remembers the draft or event just opened, so the next start offers to continue it. The
/// draft and event screens call this when they open a journal.
#[tauri::command]
#[specta::specta]
pub fn remember_open(state: State<'_, AppState>, id: String) -> Result<(), CommandError> {
    let id = journal_id(&id)?;
    state.with_store(|store| Ok(store.set_last_open(Some(&id))?))
}

/// The draft or event open last, if it still exists and can be continued (not archived).
#[tauri::command]
#[specta::specta]
pub fn last_open(state: State<'_, AppState>) -> Result<Option<JournalRow>, CommandError> {
    state.with_store(|store| {
        let Some(id) = store.last_open()? else {
            return Ok(None);
        };
        let found = row(store, &id)?;
        Ok((!found.archived).then_some(found))
    })
}

/// The marker a player-safe export puts in place of a payload holding a secret draft action:
/// the kind of action and the seat, never the choice or its salt.
///
/// A payload is secret when it is, or holds at any depth (an envelope around an action), a
/// draft action the engine calls secret ([`DraftAction::is_secret`]: locked decks and Vassily
/// swaps). Event actions carry no secret and pass unchanged.
pub(crate) fn withhold_secret(payload: &serde_json::Value) -> Option<serde_json::Value> {
    secret_action(payload, 0).map(|action| {
        serde_json::json!({
            "withheld": action.kind(),
            "seat": action.seat(),
        })
    })
}

/// How deep into a payload to look for a wrapped action; payloads are small and shallow.
const MAX_PAYLOAD_DEPTH: usize = 8;

fn secret_action(value: &serde_json::Value, depth: usize) -> Option<DraftAction> {
    if depth > MAX_PAYLOAD_DEPTH {
        return None;
    }
    if let Ok(action) = <DraftAction as serde::Deserialize>::deserialize(value) {
        if action.is_secret() {
            return Some(action);
        }
    }
    match value {
        serde_json::Value::Object(map) => map.values().find_map(|v| secret_action(v, depth + 1)),
        serde_json::Value::Array(items) => items.iter().find_map(|v| secret_action(v, depth + 1)),
        _ => None,
    }
}

/// Writes the chosen drafts and events to a file in the exports folder: for the organizer
/// everything, for players with the secret draft actions and the seeds withheld.
#[tauri::command]
#[specta::specta]
pub fn export_journals(
    state: State<'_, AppState>,
    ids: Vec<String>,
    audience: ExportAudienceName,
) -> Result<WrittenFile, CommandError> {
    let ids = ids
        .iter()
        .map(|id| journal_id(id))
        .collect::<Result<Vec<_>, _>>()?;
    let mode = match audience {
        ExportAudienceName::Organizer => ExportMode::Organizer,
        ExportAudienceName::PlayerSafe => ExportMode::PlayerSafe {
            redact: &withhold_secret,
            withhold_seeds: true,
        },
    };
    let text = state.with_store(|store| Ok(store.export_json(&ids, mode)?))?;
    let stem = match audience {
        ExportAudienceName::Organizer => "hexadraft-journals",
        ExportAudienceName::PlayerSafe => "hexadraft-journals-player-safe",
    };
    write_export(&state.exports_dir(), stem, now().unix_seconds(), &text)
}

/// Imports the drafts and events of an export file (a name in the exports folder or a full
/// path). The store makes a backup first and writes all or nothing; with `as_copies`, a
/// journal whose id exists is imported as a copy instead of refusing the whole file.
#[tauri::command]
#[specta::specta]
pub fn import_journals(
    state: State<'_, AppState>,
    path: String,
    as_copies: bool,
) -> Result<ImportOutcome, CommandError> {
    let path = resolve_import_path(&state.exports_dir(), &path)?;
    let bytes = read_bounded(&path, hexadraft_storage::MAX_IMPORT_BYTES)?;
    let on_existing = if as_copies {
        OnExisting::ImportAsCopy
    } else {
        OnExisting::Refuse
    };
    let report = state.with_store(|store| Ok(store.import_json(&bytes, on_existing)?))?;
    Ok(ImportOutcome {
        backup_path: report.backup.path.display().to_string(),
        journals: report
            .journals
            .into_iter()
            .map(|j| ImportedRow {
                id: j.id.to_string(),
                original_id: j.original_id.to_string(),
                title: j.title.to_string(),
                kind: j.kind.into(),
                entry_count: j.entry_count,
            })
            .collect(),
    })
}

/// The exports folder and its files, to pick one for import.
#[tauri::command]
#[specta::specta]
pub fn list_exchange_files(state: State<'_, AppState>) -> Result<ExchangeFolder, CommandError> {
    let dir = state.exports_dir();
    Ok(ExchangeFolder {
        dir: dir.display().to_string(),
        files: exchange_files(&dir)?,
    })
}

/// Why the database could not be opened, and the backups that could replace it.
#[tauri::command]
#[specta::specta]
pub fn recovery_info(state: State<'_, AppState>) -> Result<RecoveryInfo, CommandError> {
    let database = state.database_path();
    let problem = state.store_problem();
    let backups = Store::backups(&Store::backup_dir_for(&database))?
        .into_iter()
        .map(|b| BackupRow {
            number: b.number,
            reason: b.reason,
            path: b.path.display().to_string(),
            size_bytes: b.size_bytes,
        })
        .collect();
    Ok(RecoveryInfo {
        problem_kind: problem.as_ref().map(|p| p.kind().to_owned()),
        problem: problem.map(|p| p.to_string()),
        database_path: database.display().to_string(),
        backups,
    })
}

/// Replaces the database that could not be opened by backup `number` (the damaged files are
/// moved aside, never deleted), then opens it.
#[tauri::command]
#[specta::specta]
pub fn restore_backup(
    state: State<'_, AppState>,
    number: u32,
) -> Result<RestoreOutcome, CommandError> {
    restore(&state, number)
}

fn restore(state: &AppState, number: u32) -> Result<RestoreOutcome, CommandError> {
    if state.store_problem().is_none() {
        return Err(CommandError::refused(
            "The database is open and working; a backup is restored only when it cannot be opened.",
            None,
            Vec::new(),
        ));
    }
    let database = state.database_path();
    let backup = Store::backups(&Store::backup_dir_for(&database))?
        .into_iter()
        .find(|b| b.number == number)
        .ok_or_else(|| CommandError::not_found(format!("There is no backup number {number}.")))?;
    let report = Store::restore_backup(&backup.path, &database)?;
    state.reopen_store()?;
    Ok(RestoreOutcome {
        restored_from: report.restored_from.display().to_string(),
        moved_aside: report
            .moved_aside
            .iter()
            .map(|p| p.display().to_string())
            .collect(),
    })
}

/// Starts a new, empty database in place of one that could not be opened, keeping the damaged
/// files beside it (`<file>.damaged-N`): the way on when no backup exists. Answers where the
/// damaged files went.
#[tauri::command]
#[specta::specta]
pub fn start_new_database(state: State<'_, AppState>) -> Result<Vec<String>, CommandError> {
    start_afresh(&state)
}

fn start_afresh(state: &AppState) -> Result<Vec<String>, CommandError> {
    if state.store_problem().is_none() {
        return Err(CommandError::refused(
            "The database is open and working; a new one is started only when it cannot be opened.",
            None,
            Vec::new(),
        ));
    }
    let moved = Store::set_aside(&state.database_path())?;
    state.reopen_store()?;
    Ok(moved.iter().map(|p| p.display().to_string()).collect())
}

// ---- Files in the exports folder (shared with the catalog's export and import) ----

/// Writes `text` to a new file `<stem>-<date>-<time>.json` in `dir` (created if needed), never
/// over an existing file.
pub(crate) fn write_export(
    dir: &Path,
    stem: &str,
    at_unix_seconds: u32,
    text: &str,
) -> Result<WrittenFile, CommandError> {
    std::fs::create_dir_all(dir).map_err(|e| io_error("create the folder", dir, &e))?;
    let base = format!("{stem}-{}", file_stamp(at_unix_seconds));
    for n in 1..=999u32 {
        let file_name = if n == 1 {
            format!("{base}.json")
        } else {
            format!("{base}-{n}.json")
        };
        let path = dir.join(&file_name);
        // create_new: two exports in the same second never overwrite each other.
        let file = match std::fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&path)
        {
            Ok(file) => file,
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => continue,
            Err(e) => return Err(io_error("create", &path, &e)),
        };
        write_synced(file, text.as_bytes()).map_err(|e| io_error("write", &path, &e))?;
        return Ok(WrittenFile {
            path: path.display().to_string(),
            file_name,
            size_bytes: u32::try_from(text.len()).unwrap_or(u32::MAX),
        });
    }
    Err(CommandError::invalid(format!(
        "Too many exports named {base} in {}.",
        dir.display()
    )))
}

fn write_synced(mut file: std::fs::File, bytes: &[u8]) -> std::io::Result<()> {
    use std::io::Write;
    file.write_all(bytes)?;
    file.sync_all()
}

/// The file an import names: a bare file name is looked for in the exports folder; a path
/// with folders is taken as it is.
pub(crate) fn resolve_import_path(
    exports_dir: &Path,
    input: &str,
) -> Result<PathBuf, CommandError> {
    let input = input.trim();
    if input.is_empty() {
        return Err(CommandError::invalid(
            "Choose a file from the list or type its full path.",
        ));
    }
    let given = PathBuf::from(input);
    let path = if given.components().count() == 1 && !given.is_absolute() {
        exports_dir.join(given)
    } else {
        given
    };
    if !path.is_file() {
        return Err(CommandError::not_found(format!(
            "There is no file at {}.",
            path.display()
        )));
    }
    Ok(path)
}

/// Reads a whole file of at most `max` bytes, refusing a larger one before reading it.
pub(crate) fn read_bounded(path: &Path, max: usize) -> Result<Vec<u8>, CommandError> {
    let file = std::fs::File::open(path).map_err(|e| io_error("open", path, &e))?;
    let limit = u64::try_from(max).unwrap_or(u64::MAX);
    let size = file
        .metadata()
        .map_err(|e| io_error("read", path, &e))?
        .len();
    let too_large = |size: u64| {
        CommandError::refused(
            format!(
                "{} is too large to import ({size} bytes; the limit is {max}). Nothing was imported.",
                path.display()
            ),
            None,
            Vec::new(),
        )
    };
    if size > limit {
        return Err(too_large(size));
    }
    let mut bytes = Vec::new();
    // The file may grow while it is read: never take more than one byte past the limit.
    file.take(limit.saturating_add(1))
        .read_to_end(&mut bytes)
        .map_err(|e| io_error("read", path, &e))?;
    if bytes.len() > max {
        return Err(too_large(bytes.len() as u64));
    }
    Ok(bytes)
}

fn exchange_files(dir: &Path) -> Result<Vec<ExchangeFile>, CommandError> {
    let entries = match std::fs::read_dir(dir) {
        Ok(entries) => entries,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Vec::new()),
        Err(e) => return Err(io_error("list the files in", dir, &e)),
    };
    let mut files = Vec::new();
    for entry in entries.flatten() {
        let Ok(name) = entry.file_name().into_string() else {
            continue;
        };
        let Ok(meta) = entry.metadata() else {
            continue;
        };
        if !meta.is_file() || !name.to_ascii_lowercase().ends_with(".json") {
            continue;
        }
        let modified_at = meta
            .modified()
            .ok()
            .and_then(|t| t.duration_since(std::time::UNIX_EPOCH).ok())
            .map(|d| u32::try_from(d.as_secs()).unwrap_or(u32::MAX))
            .unwrap_or(0);
        files.push(ExchangeFile {
            path: entry.path().display().to_string(),
            name,
            size_bytes: u32::try_from(meta.len()).unwrap_or(u32::MAX),
            modified_at,
        });
    }
    files.sort_by(|a, b| {
        b.modified_at
            .cmp(&a.modified_at)
            .then_with(|| b.name.cmp(&a.name))
    });
    Ok(files)
}

fn io_error(action: &str, path: &Path, error: &std::io::Error) -> CommandError {
    CommandError::Storage {
        message: format!("Could not {action} {}: {error}", path.display()),
        storage_kind: "io".to_owned(),
    }
}

/// `YYYYMMDD-HHMMSS` in UTC, for file names that sort by time.
pub(crate) fn file_stamp(unix_seconds: u32) -> String {
    let seconds = i64::from(unix_seconds);
    let days = seconds.div_euclid(86_400);
    let rest = seconds.rem_euclid(86_400);
    let (year, month, day) = civil_from_days(days);
    format!(
        "{year:04}{month:02}{day:02}-{:02}{:02}{:02}",
        rest / 3600,
        (rest % 3600) / 60,
        rest % 60
    )
}

/// The proleptic Gregorian date of a day count since 1970-01-01 (the well-known
/// days-to-civil conversion, by 400-year eras).
fn civil_from_days(days: i64) -> (i64, i64, i64) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    (year, month, day)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn a_locked_deck_is_withheld_with_its_kind_and_seat_only() {
        let payload = json!({
            "action": "lock-deck", "seat": "second", "salt": "00112233445566778899aabbccddeeff",
            "deck": {"tactics": [{"character": "gata", "slot": 0}]}
        });
        let marker = withhold_secret(&payload).unwrap();
        assert_eq!(marker, json!({"withheld": "lock-deck", "seat": "second"}));
        assert!(!marker.to_string().contains("gata"));
    }

    #[test]
    fn a_locked_swap_is_withheld_even_inside_an_envelope() {
        let payload = json!({"draft": "r1-t4", "entry": {
            "action": "lock-swap", "seat": "first", "salt": "0a1b2c3d4e5f60718293a4b5c6d7e8f9",
            "swap": {"kind": "replace", "remove": "parvati", "add": "maximus"}
        }});
        assert_eq!(
            withhold_secret(&payload),
            Some(json!({"withheld": "lock-swap", "seat": "first"}))
        );
    }

    #[test]
    fn picks_bans_and_event_actions_are_exported_as_they_are() {
        for payload in [
            json!({"action": "pick", "seat": "first", "character": "gata"}),
            json!({"action": "ban", "seat": "second", "character": "kozmo"}),
            json!({"kind": "registerPlayer", "player": {"name": "Ana"}}),
            json!("a plain note"),
            json!(null),
        ] {
            assert_eq!(withhold_secret(&payload), None, "{payload}");
        }
    }

    #[test]
    fn a_player_safe_export_withholds_the_deck_and_keeps_the_picks() {
        use hexadraft_storage::{DataPackRef, JournalHeader, JsonText, NewJournal, Seq, Timestamp};
        let dir = tempfile::tempdir().unwrap();
        let mut store = Store::open(dir.path().join("db.sqlite3")).unwrap();
        let id = JournalId::new("r1-t4").unwrap();
        store
            .create_journal(&NewJournal {
                id: id.clone(),
                kind: JournalKind::Draft,
                title: Title::new("Round 1, table 4").unwrap(),
                header: JournalHeader {
                    ruleset_version: "agl-v1.0".into(),
                    data_pack: DataPackRef {
                        id: "aristeia-agl".into(),
                        version: "1".into(),
                    },
                    seeds: JsonText::parse("[42]").unwrap(),
                    setup: JsonText::parse("{}").unwrap(),
                },
                created_at: Timestamp::from_unix_seconds(1),
            })
            .unwrap();
        let pick = json!({"action": "pick", "seat": "first", "character": "gata"});
        let deck = json!({"action": "lock-deck", "seat": "first",
            "salt": "00112233445566778899aabbccddeeff",
            "deck": {"tactics": [{"character": "gata", "slot": 3}]}});
        let at = Timestamp::from_unix_seconds(2);
        store.append(&id, Seq::FIRST, at, &pick).unwrap();
        store.append(&id, Seq::new(2).unwrap(), at, &deck).unwrap();
        let mode = ExportMode::PlayerSafe {
            redact: &withhold_secret,
            withhold_seeds: true,
        };
        let text = store.export_json(std::slice::from_ref(&id), mode).unwrap();
        assert!(text.contains("\"character\":\"gata\""), "the pick stays");
        assert!(
            !text.contains("00112233445566778899aabbccddeeff"),
            "the salt goes"
        );
        assert!(text.contains("\"withheld\":\"lock-deck\""));
        let organizer = store.export_json(&[id], ExportMode::Organizer).unwrap();
        assert!(organizer.contains("00112233445566778899aabbccddeeff"));
    }

    #[test]
    fn a_damaged_database_is_replaced_by_its_backup_and_kept_aside() {
        let dir = tempfile::tempdir().unwrap();
        let database = dir.path().join(crate::state::DATABASE_FILE);
        {
            let mut store = Store::open(&database).unwrap();
            store.set_setting("test.marker", "from the backup").unwrap();
            store.create_backup().unwrap();
        }
        let garbage = b"not a database at all".repeat(100);
        std::fs::write(&database, &garbage).unwrap();
        let state = AppState::open(dir.path());
        assert!(state.store_problem().is_some());
        let outcome = restore(&state, 1).unwrap();
        assert!(state.store_problem().is_none());
        let marker = state
            .with_store(|store| Ok(store.get_setting("test.marker")?))
            .unwrap();
        assert_eq!(marker.as_deref(), Some("from the backup"));
        let aside = outcome.moved_aside.first().unwrap();
        assert_eq!(std::fs::read(aside).unwrap(), garbage);
        // Once the database works, restoring is refused.
        assert!(matches!(
            restore(&state, 1),
            Err(CommandError::Refused { .. })
        ));
    }

    #[test]
    fn a_damaged_database_without_backup_is_kept_aside_and_a_new_one_started() {
        let dir = tempfile::tempdir().unwrap();
        let database = dir.path().join(crate::state::DATABASE_FILE);
        std::fs::write(&database, b"no database here").unwrap();
        let state = AppState::open(dir.path());
        assert!(state.store_problem().is_some());
        let moved = start_afresh(&state).unwrap();
        assert_eq!(std::fs::read(&moved[0]).unwrap(), b"no database here");
        assert!(state.store_problem().is_none());
        assert!(state
            .with_store(|store| Ok(store.list_journals()?))
            .unwrap()
            .is_empty());
        assert!(matches!(
            start_afresh(&state),
            Err(CommandError::Refused { .. })
        ));
    }

    #[test]
    fn file_stamps_are_utc_dates_and_times() {
        assert_eq!(file_stamp(0), "19700101-000000");
        // 2026-11-22 15:30:05 UTC.
        assert_eq!(file_stamp(1_795_361_405), "20261122-153005");
        assert_eq!(file_stamp(951_782_400), "20000229-000000");
    }

    #[test]
    fn exports_never_overwrite_an_earlier_file() {
        let dir = tempfile::tempdir().unwrap();
        let first = write_export(dir.path(), "x", 0, "1").unwrap();
        let second = write_export(dir.path(), "x", 0, "2").unwrap();
        assert_eq!(first.file_name, "x-19700101-000000.json");
        assert_eq!(second.file_name, "x-19700101-000000-2.json");
        assert_eq!(std::fs::read_to_string(&first.path).unwrap(), "1");
        let listed = exchange_files(dir.path()).unwrap();
        assert_eq!(listed.len(), 2);
    }

    #[test]
    fn a_bare_file_name_is_looked_for_in_the_exports_folder() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("a.json"), "{}").unwrap();
        assert_eq!(
            resolve_import_path(dir.path(), " a.json ").unwrap(),
            dir.path().join("a.json")
        );
        let full = dir.path().join("a.json").display().to_string();
        assert_eq!(
            resolve_import_path(Path::new("/elsewhere"), &full).unwrap(),
            dir.path().join("a.json")
        );
        assert!(matches!(
            resolve_import_path(dir.path(), "missing.json"),
            Err(CommandError::NotFound { .. })
        ));
        assert!(resolve_import_path(dir.path(), "  ").is_err());
    }

    #[test]
    fn a_file_over_the_limit_is_refused_before_it_is_read() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("big.json");
        std::fs::write(&path, vec![b' '; 11]).unwrap();
        assert!(matches!(
            read_bounded(&path, 10),
            Err(CommandError::Refused { .. })
        ));
        assert_eq!(read_bounded(&path, 11).unwrap().len(), 11);
    }
}
