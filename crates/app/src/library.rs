//! The library of saved drafts and events: list, rename, archive, delete, export (for the
//! organizer, or player-safe), import, the journal to continue on start, and recovery when the
//! database could not be opened.

use crate::error::{AppError, AppRefusal, ErrorReport, InputProblem, Missing, ReadOnly};
use crate::files::{
    exchange_files, read_bounded, resolve_import_path, write_export, ExchangeFolder, WrittenFile,
};
use crate::journal::draft::{ClockEntry, TableDraftRecord, TableEntry};
use crate::journal::event::EventRecord;
use crate::journal::ia_event::IaEventRecord;
use crate::kernel::audience::{agl_proposal_cut, ia_proposal_cut};
use crate::kernel::event_journal::{event_kinds, ReplayedEvent};
use crate::kernel::table::{EventTableRef, TableViewer};
use crate::{journal_id, App, State};
use hexadraft_event::{EventProgress, EventRuleset, PlayerId, RulesetKind};
use hexadraft_storage::{
    BackupInfo, Damage, ExportAudience, ExportMode, ImportReport, JournalId, JournalKind,
    JournalSummary, OnExisting, RestoreReport, StorageError, Store, Title,
};
use serde::Serialize;
use std::collections::{HashMap, HashSet};

/// The setting holding the name this install signs its exports with.
const ORGANIZER_NAME_SETTING: &str = "organizer-name";
/// The name exports are signed with until the organizer gives theirs. Every install starts with
/// it, so on import it is told apart by its key's fingerprint, not by the name.
pub const DEFAULT_ORGANIZER_NAME: &str = "Hexadraft organizer";

/// Who this install's exports are signed as.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct ExportSigner {
    /// The organizer's name (or [`DEFAULT_ORGANIZER_NAME`]).
    pub name: String,
    /// The short fingerprint of this install's key; `None` until the first export makes it.
    pub fingerprint: Option<String>,
}

/// Why the database could not be opened, and the backups that could replace it.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct RecoveryInfo {
    /// Why the database could not be opened; `None` when it is open.
    pub problem: Option<StorageError>,
    /// The database file, left untouched.
    pub database_path: String,
    /// The backups that could be restored, newest first.
    pub backups: Vec<BackupInfo>,
}

/// What checking one journal found: the store's hash chain, then a replay through its engine
/// from the first entry, as the app opens it.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct JournalCheck {
    /// The journal.
    pub summary: JournalSummary,
    /// Where the hash chain no longer matches (the file was damaged after it was written).
    pub damage: Option<StorageError>,
    /// Why it opens read-only (an entry its engine no longer applies, a setup that no longer
    /// checks, a player-safe copy, archived); `None` when it replays to its last entry.
    pub read_only: Option<ReadOnly>,
    /// Why it could not be opened at all.
    pub error: Option<ErrorReport>,
}

impl JournalCheck {
    /// Whether every entry replays: intact, opened, and read-only only by choice (archived) or
    /// by design (a player-safe copy), never because an entry or the setup was refused.
    pub fn replays(&self) -> bool {
        self.damage.is_none()
            && self.error.is_none()
            && matches!(
                self.read_only,
                None | Some(ReadOnly::Archived | ReadOnly::PlayerSafeCopy)
            )
    }
}

/// How far a saved draft or event has come, as the library shows it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub enum Progress {
    /// Still to be played: a draft without its game's result, an event with rounds or results
    /// to come, and every season ledger (a season is never over for the app).
    InProgress,
    /// Done: a draft whose game's result is recorded (in the draft, or at the desk for the
    /// event table it was started for), an event whose every planned round is
    /// paired and has every result.
    Finished,
}

/// One line of the library: the journal, how far it has come, whether it can only be read
/// (and why), and for a table's draft the event table it was started for.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct LibraryItem {
    /// The journal's list line.
    pub journal: JournalSummary,
    /// How far it has come; `None` when it cannot be opened, so it is not known.
    pub progress: Option<Progress>,
    /// Why it can only be read, if it can (a player-safe copy, archived, an entry or a setup
    /// the engine no longer accepts, a header this build cannot read).
    pub read_only: Option<ReadOnly>,
    /// The event table a table's draft was started for; `None` for a quick match, an event or
    /// a ledger.
    pub event: Option<EventTableRef>,
    /// An event's players, so the reason it can only be read names them by name (the engine's
    /// refusals name players by number); empty for a draft or a ledger.
    pub players: Vec<NamedPlayer>,
}

/// A player of an event: the number its refusals give, and the name people know.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct NamedPlayer {
    /// The player's number in the event.
    pub id: PlayerId,
    /// The player's name.
    pub name: String,
}

/// The marker a player-safe export puts in place of a table draft's secret action: the kind of
/// action and the seat, never the choice or its salt. Secret actions are those the engine calls
/// secret ([`hexadraft_draft::DraftAction::is_secret`]: locked decks and Vassily swaps); event
/// actions carry no secret and pass unchanged.
fn withhold_secret(payload: &serde_json::Value) -> Option<serde_json::Value> {
    match serde_json::from_value::<TableEntry>(payload.clone()) {
        Ok(TableEntry::Action(action)) if action.is_secret() => Some(serde_json::json!({
            "withheld": action.kind(),
            "seat": action.seat(),
        })),
        // A lock made for a seat whose time ran out is as secret as one it made itself.
        Ok(TableEntry::Clock(ClockEntry::Expired { action, .. })) if action.is_secret() => {
            Some(serde_json::json!({
                "withheld": action.kind(),
                "seat": action.seat(),
            }))
        }
        _ => None,
    }
}

/// Why a journal that cannot be opened can only be read, for its library line: a setup the
/// engine refuses, or anything else that stops it from opening (a header this build cannot read,
/// a damaged header). One such journal is listed with why; it never hides the others (the store
/// itself answered the listing, so the failure is this journal's).
/// The name this install signs with: the organizer's, or [`DEFAULT_ORGANIZER_NAME`].
fn organizer_name(store: &Store) -> Result<String, AppError> {
    Ok(store
        .get_setting(ORGANIZER_NAME_SETTING)?
        .unwrap_or_else(|| DEFAULT_ORGANIZER_NAME.to_owned()))
}

fn unopenable(error: AppError) -> ReadOnly {
    match error {
        AppError::Refused { refusal } => ReadOnly::SetupNoLongerChecks { refusal },
        // The reader's own words: the line already says the setup cannot be read.
        AppError::Invalid {
            problem: InputProblem::UnreadableHeader { detail, .. },
        } => ReadOnly::HeaderUnreadable { detail },
        other => ReadOnly::HeaderUnreadable {
            detail: other.to_string(),
        },
    }
}

/// The header's setup a player-safe export carries in place of the recorded one, or `None` to
/// keep it (docs/rulings.md, "Player-safe exports"). A draft's coin-toss seed becomes the
/// stand-in seed that tosses the same coin, so the copy replays to the same Player A; an
/// event that fixed its round-1 draw seed in its definition (events written before the seed was
/// drawn at pairing) has it removed while round 1 is unpaired (`unpaired_events`), because it
/// would predict the draw. A setup this build cannot read is kept: the export is the organizer's
/// choice and the store's own header hash has vouched for it.
fn withhold_setup_seed(
    unpaired_events: &HashSet<JournalId>,
    id: &JournalId,
    kind: JournalKind,
    setup: &serde_json::Value,
) -> Option<serde_json::Value> {
    match kind {
        JournalKind::Draft => {
            let mut record = TableDraftRecord::from_value(setup.clone()).ok()?;
            record.setup.seed = hexadraft_draft::stand_in_seed(record.setup.seed);
            record.to_value().ok()
        }
        JournalKind::Event => {
            if !unpaired_events.contains(id) {
                return None;
            }
            if let Ok(mut record) = IaEventRecord::from_value(setup.clone()) {
                record.definition.seed.as_ref()?;
                record.definition.seed = None;
                return record.to_value().ok();
            }
            let mut record = EventRecord::from_value(setup.clone()).ok()?;
            record.definition.seed.as_ref()?;
            record.definition.seed = None;
            record.to_value().ok()
        }
        // A ledger draws nothing and keeps no secret.
        JournalKind::Ledger => None,
    }
}

/// How far an event has come and whether it can only be read; a definition that no longer
/// checks has no progress to tell.
fn event_state<E: EventRuleset>(
    open: &ReplayedEvent<E>,
) -> (Option<Progress>, Option<ReadOnly>, Vec<NamedPlayer>) {
    (
        open.progress().map(|progress| match progress {
            EventProgress::Finished => Progress::Finished,
            EventProgress::Registration | EventProgress::Running => Progress::InProgress,
        }),
        open.read_only().cloned(),
        open.tournament
            .as_ref()
            .map(|event| {
                event
                    .player_names()
                    .into_iter()
                    .map(|(id, name)| NamedPlayer { id, name })
                    .collect()
            })
            .unwrap_or_default(),
    )
}

impl App {
    /// Every saved draft and event, archived ones included, most recently changed first.
    ///
    /// # Errors
    /// A storage failure.
    pub fn list_journals(&self) -> Result<Vec<JournalSummary>, AppError> {
        let mut state = self.lock_state();
        Ok(state.store_mut()?.list_journals()?)
    }

    /// Every saved draft, event and ledger with how far it has come, most recently changed
    /// first. Drafts and events are read through the same replayed state the screens use, so a
    /// journal is replayed once per session (or when another program changed it) and later
    /// listings only read each journal's entry count; a ledger's line needs no replay. A journal
    /// that cannot be opened is listed as read-only with why, never left out.
    ///
    /// # Errors
    /// A storage failure of the list itself.
    pub fn library_items(&self) -> Result<Vec<LibraryItem>, AppError> {
        let mut state = self.lock_state();
        let journals = state.store_mut()?.list_journals()?;
        let kinds = event_kinds(state.store_mut()?)?;
        let mut items = Vec::with_capacity(journals.len());
        for journal in journals {
            let archived = journal.archived.then_some(ReadOnly::Archived);
            let (progress, read_only, event, players) = match journal.kind {
                JournalKind::Draft => match self.open_draft_in(&mut state, &journal.id) {
                    Ok(open) => {
                        let played = open.game().is_some();
                        let read_only = open.read_only().cloned();
                        let event = open.link.as_ref().map(|link| EventTableRef {
                            event_id: link.event_id.clone(),
                            round: link.round,
                            table: link.table,
                        });
                        // A table's game is over once either its draft or the event's desk
                        // holds its result: the desk usually records it.
                        let finished = played
                            || event
                                .as_ref()
                                .is_some_and(|table| self.table_has_result(&mut state, table));
                        (
                            Some(if finished {
                                Progress::Finished
                            } else {
                                Progress::InProgress
                            }),
                            read_only,
                            event,
                            Vec::new(),
                        )
                    }
                    Err(error) => (None, Some(unopenable(error)), None, Vec::new()),
                },
                JournalKind::Event => {
                    // An event opens through its own ruleset's engine, named by its header.
                    let kind = kinds.get(&journal.id).copied().unwrap_or(RulesetKind::Agl);
                    let opened = match kind {
                        RulesetKind::Agl => self
                            .open_event_in(&mut state, &journal.id)
                            .map(|open| event_state(open)),
                        RulesetKind::ImperialAssault => self
                            .open_ia_event_in(&mut state, &journal.id)
                            .map(|open| event_state(open)),
                    };
                    match opened {
                        Ok((progress, read_only, players)) => (progress, read_only, None, players),
                        Err(error) => (None, Some(unopenable(error)), None, Vec::new()),
                    }
                }
                JournalKind::Ledger => (
                    Some(Progress::InProgress),
                    journal.redacted.then_some(ReadOnly::PlayerSafeCopy),
                    None,
                    Vec::new(),
                ),
            };
            items.push(LibraryItem {
                progress,
                // Why it cannot be continued comes first; archived is the last reason.
                read_only: read_only.or(archived),
                event,
                players,
                journal,
            });
        }
        Ok(items)
    }

    /// Whether the event table a draft was started for has its result at the desk; an event
    /// that cannot be opened (or no longer has that table) says no.
    fn table_has_result(&self, state: &mut State, table: &EventTableRef) -> bool {
        journal_id(&table.event_id)
            .ok()
            .and_then(|id| self.open_event_in(state, &id).ok())
            .and_then(|open| open.tournament().ok())
            .and_then(|event| event.rounds().get((table.round as usize).checked_sub(1)?))
            .and_then(|round| round.table(table.table))
            .is_some_and(|found| found.result.is_some())
    }

    fn summary(store: &Store, id: &JournalId) -> Result<JournalSummary, AppError> {
        Ok(store.journal(id)?.summary)
    }

    /// One journal's list line (its kind, title, entry count...), read by its id alone.
    ///
    /// # Errors
    /// An unknown journal or a storage failure.
    pub fn journal_summary(&self, id: &str) -> Result<JournalSummary, AppError> {
        let id = journal_id(id)?;
        let mut state = self.lock_state();
        Self::summary(state.store_mut()?, &id)
    }

    /// Gives a draft or event a new title.
    ///
    /// # Errors
    /// A bad title, an unknown journal or a storage failure.
    pub fn rename_journal(&self, id: &str, title: &str) -> Result<JournalSummary, AppError> {
        let id = journal_id(id)?;
        let title = Title::new(title)?;
        let now = self.now();
        let mut state = self.lock_state();
        state.store_mut()?.rename_journal(&id, &title, now)?;
        state.forget(&id);
        Self::summary(state.store_mut()?, &id)
    }

    /// Archives (hides) a draft or event, or brings it back. An archived draft no longer speaks
    /// for its event table.
    ///
    /// # Errors
    /// An unknown journal or a storage failure.
    pub fn set_journal_archived(
        &self,
        id: &str,
        archived: bool,
    ) -> Result<JournalSummary, AppError> {
        let id = journal_id(id)?;
        let now = self.now();
        let mut state = self.lock_state();
        state.store_mut()?.set_archived(&id, archived, now)?;
        state.forget(&id);
        state.links = None;
        Self::summary(state.store_mut()?, &id)
    }

    /// Deletes a draft or event with all its actions (a front door asks for confirmation).
    ///
    /// # Errors
    /// An unknown journal or a storage failure.
    pub fn delete_journal(&self, id: &str) -> Result<(), AppError> {
        let id = journal_id(id)?;
        let mut state = self.lock_state();
        let store = state.store_mut()?;
        let entries = store.journal(&id)?.summary.entry_count;
        store.delete_journal(&id)?;
        // A deleted draft's seat codes and its phone-report switch go with it, and a deleted
        // event's record of where each entry came from.
        crate::kernel::seat_codes::forget_seat_codes(store, &id)?;
        store.remove_setting(&crate::kernel::draft_journal::phone_reports_setting(&id))?;
        crate::kernel::entry_sources::forget_entry_sources(store, &id, entries)?;
        state.forget(&id);
        state.links = None;
        Ok(())
    }

    /// Remembers the draft or event just opened, so the next start offers to continue it.
    ///
    /// # Errors
    /// A storage failure.
    pub fn remember_open(&self, id: &str) -> Result<(), AppError> {
        let id = journal_id(id)?;
        let mut state = self.lock_state();
        Ok(state.store_mut()?.set_last_open(Some(&id))?)
    }

    /// The draft or event open last, if it still exists and can be continued (not archived).
    ///
    /// # Errors
    /// A storage failure.
    pub fn last_open(&self) -> Result<Option<JournalSummary>, AppError> {
        let mut state = self.lock_state();
        let store = state.store_mut()?;
        let Some(id) = store.last_open()? else {
            return Ok(None);
        };
        match Self::summary(store, &id) {
            Ok(found) => Ok((!found.archived).then_some(found)),
            Err(AppError::NotFound { .. }) => Ok(None),
            Err(error) => Err(error),
        }
    }

    /// The export file of these journals as text: everything for the organizer; for players the
    /// secret draft actions and the seeds withheld.
    ///
    /// # Errors
    /// An unknown journal, or an export over the import limit.
    pub fn export_journals_text(
        &self,
        ids: &[String],
        audience: ExportAudience,
    ) -> Result<String, AppError> {
        let ids = ids
            .iter()
            .map(|id| journal_id(id))
            .collect::<Result<Vec<JournalId>, _>>()?;
        let (unpaired_events, proposal_cuts) = match audience {
            ExportAudience::Organizer => (HashSet::new(), HashMap::new()),
            ExportAudience::PlayerSafe => self.unpaired_events(&ids)?,
        };
        let redact_setup = |id: &JournalId, kind: JournalKind, setup: &serde_json::Value| {
            withhold_setup_seed(&unpaired_events, id, kind, setup)
        };
        let keep_entries = |id: &JournalId| proposal_cuts.get(id).copied();
        let mode = match audience {
            ExportAudience::Organizer => ExportMode::Organizer,
            ExportAudience::PlayerSafe => ExportMode::PlayerSafeWithSetup {
                redact: &withhold_secret,
                redact_setup: &redact_setup,
                keep_entries: &keep_entries,
            },
        };
        let mut state = self.lock_state();
        let store = state.store_mut()?;
        let signer = organizer_name(store)?;
        Ok(store.export_signed_json(&ids, mode, &signer, || self.fresh_signing_seed())?)
    }

    /// 32 bytes of the app's entropy for this install's signing key, drawn once, on first use.
    fn fresh_signing_seed(&self) -> [u8; 32] {
        let mut seed = [0u8; 32];
        self.draw_random(&mut seed);
        seed
    }

    /// Who this install's exports are signed as: the organizer's name, and the fingerprint of
    /// its key once the first export has made one (looking draws no randomness).
    ///
    /// # Errors
    /// A storage failure.
    pub fn export_signer(&self) -> Result<ExportSigner, AppError> {
        let mut state = self.lock_state();
        let store = state.store_mut()?;
        Ok(ExportSigner {
            name: organizer_name(store)?,
            fingerprint: store.signing_fingerprint()?,
        })
    }

    /// Sets the organizer's name that signs this install's exports.
    ///
    /// # Errors
    /// A name that is empty, more than one line or over
    /// [`hexadraft_storage::MAX_SIGNER_NAME_LEN`] bytes; a storage failure.
    pub fn set_organizer_name(&self, name: &str) -> Result<ExportSigner, AppError> {
        let name = name.trim();
        Store::check_signer_name(name)?;
        let mut state = self.lock_state();
        let store = state.store_mut()?;
        store.set_setting(ORGANIZER_NAME_SETTING, name)?;
        Ok(ExportSigner {
            name: name.to_owned(),
            fingerprint: store.signing_fingerprint()?,
        })
    }

    /// Checks journals (all of them when `ids` is empty): each against the store's hash chain,
    /// then replayed from its first entry through its engine, as when the app first opens it.
    ///
    /// # Errors
    /// An unknown journal, or a storage failure before any journal could be checked.
    pub fn verify_journals(&self, ids: &[String]) -> Result<Vec<JournalCheck>, AppError> {
        let wanted = ids
            .iter()
            .map(|id| journal_id(id))
            .collect::<Result<Vec<JournalId>, _>>()?;
        let (mut summaries, damage) = {
            let mut state = self.lock_state();
            let store = state.store_mut()?;
            (store.list_journals()?, store.verify()?)
        };
        if !wanted.is_empty() {
            if let Some(unknown) = wanted
                .iter()
                .find(|id| !summaries.iter().any(|s| &s.id == *id))
            {
                return Err(Missing::Journal {
                    id: unknown.as_str().to_owned(),
                }
                .into());
            }
            summaries.retain(|s| wanted.contains(&s.id));
        }
        summaries.sort_by(|a, b| (a.created_at, &a.id).cmp(&(b.created_at, &b.id)));
        let mut checks = Vec::with_capacity(summaries.len());
        for summary in summaries {
            let damage = damage.iter().find_map(|d| match d {
                Damage::Journal { id, .. } if *id == summary.id => Some(d.to_error()),
                _ => None,
            });
            // Forgotten first, so the check replays from the journal, not from memory.
            self.lock_state().forget(&summary.id);
            let opened = match summary.kind {
                JournalKind::Draft => self
                    .open_draft(summary.id.as_str(), TableViewer::Table, None)
                    .map(|draft| draft.read_only),
                JournalKind::Event => self
                    .get_event(summary.id.as_str())
                    .map(|event| event.into_read_only()),
                JournalKind::Ledger => self
                    .get_ledger(summary.id.as_str())
                    .map(|ledger| ledger.read_only),
            };
            let (read_only, error) = match opened {
                Ok(read_only) => (read_only, None),
                Err(error) => (None, Some(ErrorReport::from(error))),
            };
            checks.push(JournalCheck {
                summary,
                damage,
                read_only,
                error,
            });
        }
        Ok(checks)
    }

    /// Which of these journals are events whose round 1 is not paired yet, as their player-safe
    /// copies stand; and for each event with a proposal, the entries its copy keeps
    /// (docs/rulings.md, "Publishing a round": the journal as it stood before the unpublished
    /// pairing, so nothing of the proposal leaves the desk).
    fn unpaired_events(
        &self,
        ids: &[JournalId],
    ) -> Result<(HashSet<JournalId>, HashMap<JournalId, u32>), AppError> {
        let mut unpaired = HashSet::new();
        let mut cuts = HashMap::new();
        for id in ids {
            if self.journal_summary(id.as_str())?.kind != JournalKind::Event {
                continue;
            }
            let event = self.get_event(id.as_str())?;
            let cut = match event.kind() {
                RulesetKind::Agl => {
                    let mut state = self.lock_state();
                    let open = self.open_event_in(&mut state, id)?;
                    open.tournament().ok().and_then(agl_proposal_cut)
                }
                RulesetKind::ImperialAssault => {
                    let mut state = self.lock_state();
                    self.ia_tournament_in(&mut state, id)
                        .ok()
                        .and_then(|(tournament, _)| ia_proposal_cut(tournament))
                }
            };
            let round_one_paired = match cut {
                Some(cut) => {
                    cuts.insert(id.clone(), cut.entries);
                    cut.round_one_paired
                }
                None => event.round_one_paired(),
            };
            if !round_one_paired {
                unpaired.insert(id.clone());
            }
        }
        Ok((unpaired, cuts))
    }

    /// Writes the chosen journals to a new file in the exports folder, or to the file `to`
    /// (a full path, chosen in the system's save dialog), replacing it.
    ///
    /// # Errors
    /// As [`App::export_journals_text`], `to` not a file's full path
    /// ([`crate::error::InputProblem::FileNotAbsolute`]), or a file that cannot be written.
    pub fn export_journals(
        &self,
        ids: &[String],
        audience: ExportAudience,
        to: Option<&str>,
    ) -> Result<WrittenFile, AppError> {
        let text = self.export_journals_text(ids, audience)?;
        let stem = match audience {
            ExportAudience::Organizer => "hexadraft-journals",
            ExportAudience::PlayerSafe => "hexadraft-journals-player-safe",
        };
        write_export(
            &self.exports_dir(),
            stem,
            "json",
            self.now(),
            text.as_bytes(),
            to,
        )
    }

    /// Imports the drafts and events of an export file's bytes. The store makes a backup first
    /// and writes all or nothing; with `as_copies`, a journal whose id exists is imported as a
    /// copy instead of refusing the whole file.
    ///
    /// # Errors
    /// A file that is not a valid export, a journal that exists (without `as_copies`), or a
    /// storage failure.
    pub fn import_journals_bytes(
        &self,
        bytes: &[u8],
        as_copies: bool,
    ) -> Result<ImportReport, AppError> {
        let on_existing = if as_copies {
            OnExisting::ImportAsCopy
        } else {
            OnExisting::Refuse
        };
        let mut state = self.lock_state();
        let report = state.store_mut()?.import_json(bytes, on_existing)?;
        // New drafts may belong to open events' tables.
        state.links = None;
        Ok(report)
    }

    /// Imports an export file: a name in the exports folder or a full path.
    ///
    /// # Errors
    /// As [`App::import_journals_bytes`], or a missing or oversized file.
    pub fn import_journals(&self, path: &str, as_copies: bool) -> Result<ImportReport, AppError> {
        let path = resolve_import_path(&self.exports_dir(), path)?;
        let bytes = read_bounded(&path, hexadraft_storage::MAX_IMPORT_BYTES)?;
        self.import_journals_bytes(&bytes, as_copies)
    }

    /// The exports folder and its files, to pick one for import.
    ///
    /// # Errors
    /// A folder that cannot be listed.
    pub fn list_exchange_files(&self) -> Result<ExchangeFolder, AppError> {
        let dir = self.exports_dir();
        Ok(ExchangeFolder {
            dir: dir.display().to_string(),
            files: exchange_files(&dir)?,
        })
    }

    /// Why the database could not be opened, and the backups that could replace it.
    ///
    /// # Errors
    /// A backup folder that cannot be listed.
    pub fn recovery_info(&self) -> Result<RecoveryInfo, AppError> {
        let database = self.database_path();
        let mut backups = Store::backups(&Store::backup_dir_for(&database))?;
        backups.sort_by_key(|b| std::cmp::Reverse(b.number));
        Ok(RecoveryInfo {
            problem: self.lock_state().store_problem(),
            database_path: database.display().to_string(),
            backups,
        })
    }

    /// Replaces the database by backup `number`, then opens it. A database that could not be
    /// opened has its files moved aside (`.damaged-N`), never deleted. A working one is replaced
    /// too, on request (to go back to the start or end of a round): it is first copied to a
    /// `before-restore` backup, so going back is itself undone by restoring that one, and its
    /// files are moved aside (`.replaced-N`). The backup is checked first (SQLite's check and
    /// every journal's hash chain): a damaged one is refused with why, and nothing changes.
    ///
    /// # Errors
    /// An unknown backup, a damaged, foreign or newer one, a copy of the working database that
    /// cannot be made ([`StorageError::BackupFailed`]), or a storage failure.
    pub fn restore_backup(&self, number: u32) -> Result<RestoreReport, AppError> {
        let database = self.database_path();
        let backup = Store::backups(&Store::backup_dir_for(&database))?
            .into_iter()
            .find(|b| b.number == number)
            .ok_or(Missing::Backup { number })?;
        let mut state = self.lock_state();
        let Some(working) = state.take_store("closed while a backup is restored") else {
            drop(state);
            let report = Store::restore_backup(&backup.path, &database)?;
            self.reopen_store()?;
            return Ok(report);
        };
        // Under the lock throughout: no other call sees the database between the two.
        let restored = working.restore_over(&backup.path);
        let reopened = Store::open(&database);
        let reopen_error = reopened.as_ref().err().cloned();
        state.replace_store(reopened);
        drop(state);
        if reopen_error.is_none() {
            self.after_store_opened();
        }
        let report = restored?;
        if let Some(error) = reopen_error {
            return Err(error.into());
        }
        Ok(report)
    }

    /// Starts a new, empty database in place of one that could not be opened, keeping the
    /// damaged files beside it: the way on when no backup exists. Answers where they went.
    ///
    /// # Errors
    /// [`AppRefusal::DatabaseWorks`] when the database is open, or a storage failure.
    pub fn start_new_database(&self) -> Result<Vec<String>, AppError> {
        if self.lock_state().store_problem().is_none() {
            return Err(AppRefusal::DatabaseWorks.into());
        }
        let moved = Store::set_aside(&self.database_path())?;
        self.reopen_store()?;
        Ok(moved.iter().map(|p| p.display().to_string()).collect())
    }

    /// Opens the store again (after a restore), then puts its saved catalog edits in use.
    fn reopen_store(&self) -> Result<(), AppError> {
        let store = Store::open(self.database_path());
        let error = store.as_ref().err().cloned();
        self.lock_state().replace_store(store);
        if let Some(error) = error {
            return Err(error.into());
        }
        self.after_store_opened();
        Ok(())
    }
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
    fn a_locked_swap_is_withheld_and_public_moves_and_results_pass() {
        let swap = json!({
            "action": "lock-swap", "seat": "first", "salt": "0a1b2c3d4e5f60718293a4b5c6d7e8f9",
            "swap": {"kind": "replace", "remove": "parvati", "add": "maximus"}
        });
        assert_eq!(
            withhold_secret(&swap),
            Some(json!({"withheld": "lock-swap", "seat": "first"}))
        );
        let pick = json!({"action": "pick", "seat": "first", "character": "gata"});
        assert_eq!(withhold_secret(&pick), None);
        let game = json!({"game_result": {"scores": {"first": {"victoryPoints": 1, "frags": 0}, "second": {"victoryPoints": 0, "frags": 0}}, "firstBlood": null}});
        assert_eq!(withhold_secret(&game), None);
        let event_action = json!({"kind": "pairNextRound", "round": 1});
        assert_eq!(withhold_secret(&event_action), None);
    }
}
