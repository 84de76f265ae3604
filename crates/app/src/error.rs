//! The one error every use case returns: typed, with a stable code and its parameters (the
//! clause included), so each front door words it in its person's language. The English text
//! (`Display`) is for logs and the command line.

use hexadraft_catalog::ia::{IaPackError, IaPackProblem};
use hexadraft_catalog::{
    InvalidId, InvalidTacticNumber, InvalidTacticSlot, PackError, PackProblem,
};
use hexadraft_draft::{DeckViolation, ModSetError, SetupError, SetupProblem};
use hexadraft_event::ia::{IaDefinitionProblem, IaRefusal};
use hexadraft_event::{
    BadRating, DefinitionProblem, EventRefusal, LedgerProblem, TableDraftProblem,
};
use hexadraft_paper::PaperError;
use hexadraft_storage::{ReplayStopCause, StorageError};
use serde::Serialize;
use std::fmt;

/// Why a use case was refused or failed. Nothing was changed.
#[derive(Debug, Clone, PartialEq, Serialize, thiserror::Error)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum AppError {
    /// The request names something that does not exist.
    #[error("{missing}")]
    NotFound {
        /// What is missing.
        missing: Missing,
    },
    /// The request is malformed (a bad id, an unreadable file).
    #[error("{problem}")]
    Invalid {
        /// What is wrong with it.
        problem: InputProblem,
    },
    /// The rules (or the app's own limits) refuse it.
    #[error("{refusal}")]
    Refused {
        /// Why, with the clause.
        refusal: AppRefusal,
    },
    /// The journal changed since the screen was drawn, or can only be read.
    #[error("{conflict}")]
    Conflict {
        /// What happened.
        conflict: Conflict,
    },
    /// The database or a file could not be read or written.
    #[error("{error}")]
    Storage {
        /// The storage error.
        error: StorageError,
    },
}

impl AppError {
    /// A stable code for the error, e.g. `refused.event.scoreTooHigh`: its kind, then the kind
    /// of what it carries. Front doors branch on it and tests name it.
    pub fn code(&self) -> String {
        let inner = match self {
            AppError::NotFound { missing } => tag_of(missing),
            AppError::Invalid { problem } => tag_of(problem),
            AppError::Refused { refusal } => refusal.code(),
            AppError::Conflict { conflict } => tag_of(conflict),
            AppError::Storage { error } => error.kind().to_owned(),
        };
        format!("{}.{inner}", tag_of(self))
    }

    /// The clause the refusal cites, if any.
    pub fn clause(&self) -> Option<hexadraft_draft::Clause> {
        match self {
            AppError::Refused { refusal } => refusal.clause(),
            _ => None,
        }
    }
}

/// An error as a front door sends it: the typed error (which a UI words in its person's
/// language), its stable code and clause, and the English words as a fallback for logs and for
/// a front door that has no words of its own.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct ErrorReport {
    /// The stable code ([`AppError::code`]).
    pub code: String,
    /// The clause the refusal cites, if any.
    pub clause: Option<hexadraft_draft::Clause>,
    /// The English words.
    pub message: String,
    /// The typed error, with every parameter.
    pub error: Box<AppError>,
}

impl From<AppError> for ErrorReport {
    fn from(error: AppError) -> Self {
        // Every error a front door sends passes here: the log keeps its code only, since its
        // parameters may name what the person typed (a wrong seat code among them).
        tracing::info!(code = %error.code(), "error sent");
        ErrorReport {
            code: error.code(),
            clause: error.clause(),
            message: error.to_string(),
            error: Box::new(error),
        }
    }
}

/// The `kind` tag a value serializes with (every error type here is tagged by `kind`).
fn tag_of<T: Serialize>(value: &T) -> String {
    serde_json::to_value(value)
        .ok()
        .and_then(|v| v.get("kind").and_then(|k| k.as_str().map(str::to_owned)))
        .unwrap_or_else(|| "unknown".to_owned())
}

/// Something a request names that does not exist.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum Missing {
    /// No draft or event has this id.
    Journal {
        /// The id asked for.
        id: String,
    },
    /// The organizer keeps no draft format of this name.
    DraftFormat {
        /// The name asked for.
        name: String,
    },
    /// The journal exists but is not a draft.
    NotADraft {
        /// The id.
        id: String,
    },
    /// The journal exists but is not an event.
    NotAnEvent {
        /// The id.
        id: String,
    },
    /// The journal is an Imperial Assault event, opened where an AGL event is expected.
    NotAnAglEvent {
        /// The id.
        id: String,
    },
    /// The journal is not an Imperial Assault event.
    NotAnImperialAssaultEvent {
        /// The id.
        id: String,
    },
    /// The journal exists but is not a season ledger.
    NotALedger {
        /// The id.
        id: String,
    },
    /// No character of the catalog has this id.
    Character {
        /// The id.
        id: String,
    },
    /// No backup has this number.
    Backup {
        /// The number asked for.
        number: u32,
    },
    /// The event's journal holds fewer entries than the moment asked for.
    Moment {
        /// The event's journal id.
        id: String,
        /// The entries the moment asked for.
        seq: u32,
        /// The entries the journal holds (or could be read up to).
        entry_count: u32,
    },
    /// No draft of this event table is on this device.
    TableDraft {
        /// The round.
        round: u32,
        /// The table.
        table: u32,
    },
    /// There is no file at this path.
    File {
        /// The path.
        path: String,
    },
    /// There is no folder at this path.
    Folder {
        /// The path.
        path: String,
    },
}

impl fmt::Display for Missing {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Missing::Journal { id } => write!(f, "There is no draft or event \"{id}\"."),
            Missing::DraftFormat { name } => write!(f, "There is no draft format \"{name}\"."),
            Missing::NotADraft { id } => write!(f, "\"{id}\" is not a draft."),
            Missing::NotAnEvent { id } => write!(f, "\"{id}\" is not an event."),
            Missing::NotAnAglEvent { id } => {
                write!(
                    f,
                    "\"{id}\" is an Imperial Assault event, not an AGL event."
                )
            }
            Missing::NotAnImperialAssaultEvent { id } => {
                write!(f, "\"{id}\" is not an Imperial Assault event.")
            }
            Missing::NotALedger { id } => write!(f, "\"{id}\" is not a season ledger."),
            Missing::Character { id } => {
                write!(f, "There is no character \"{id}\" in the catalog.")
            }
            Missing::Backup { number } => write!(f, "There is no backup number {number}."),
            Missing::Moment {
                id,
                seq,
                entry_count,
            } => write!(
                f,
                "The event \"{id}\" has no moment after entry {seq}: its journal holds {entry_count} entries."
            ),
            Missing::TableDraft { round, table } => {
                write!(
                    f,
                    "Table {table} of round {round} has no draft on this device."
                )
            }
            Missing::File { path } => write!(f, "There is no file at {path}."),
            Missing::Folder { path } => write!(f, "There is no folder {path}."),
        }
    }
}

/// A character value that is out of range.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub enum Stat {
    /// Initiative.
    Initiative,
    /// Movement.
    Movement,
    /// Energy.
    Energy,
    /// Health.
    Health,
}

impl fmt::Display for Stat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Stat::Initiative => "Initiative",
            Stat::Movement => "Movement",
            Stat::Energy => "Energy",
            Stat::Health => "Health",
        })
    }
}

/// A malformed request.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum InputProblem {
    /// Not a valid id (a character, box, Sponsor... id).
    BadId {
        /// The text given.
        text: String,
    },
    /// Not a valid draft or event id.
    BadJournalId {
        /// The text given.
        text: String,
    },
    /// Not a valid title.
    BadTitle {
        /// Why.
        detail: String,
    },
    /// A Tactic card number outside 1 to 999.
    BadTacticNumber {
        /// The number given.
        number: u16,
    },
    /// A Tactic slot outside 0 to 3.
    BadTacticSlot {
        /// The slot given.
        slot: u8,
    },
    /// A character value outside what a card can print.
    StatOutOfRange {
        /// Which value.
        stat: Stat,
        /// The value given.
        value: u16,
    },
    /// A new character needs a name.
    CharacterNameMissing,
    /// A new character needs a box (an existing one or a new name).
    CharacterBoxMissing,
    /// No file was chosen.
    NoFileChosen,
    /// A folder given without its full path.
    FolderNotAbsolute {
        /// The text given.
        path: String,
    },
    /// A file to write given without its full path (or naming a folder, not a file).
    FileNotAbsolute {
        /// The text given.
        path: String,
    },
    /// A seat's or the organizer's code must have `min` to `max` characters, on one line.
    BadCode {
        /// The fewest characters.
        min: u32,
        /// The most characters.
        max: u32,
    },
    /// The file is not UTF-8 text.
    NotText {
        /// The file.
        path: String,
    },
    /// The file is over the size this kind of file may have.
    FileTooLarge {
        /// The file.
        path: String,
        /// Its size in bytes (saturated).
        size: u32,
        /// The limit in bytes.
        max: u32,
    },
    /// A journal's recorded header does not read as its kind's format (damaged, or written by
    /// a newer version).
    UnreadableHeader {
        /// The journal.
        id: String,
        /// The reader's message.
        detail: String,
    },
    /// The network address given for the phone pages cannot be used on this computer (not
    /// one of its addresses, a port in use, or not an address at all).
    UnusableAddress {
        /// The address given.
        address: String,
        /// The system's words.
        detail: String,
    },
}

impl fmt::Display for InputProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            InputProblem::BadId { text } => write!(
                f,
                "\"{text}\" is not a valid id: use 1 to 64 lowercase letters, digits and single hyphens."
            ),
            InputProblem::BadJournalId { text } => write!(f, "\"{text}\" is not a valid draft or event id."),
            InputProblem::BadTitle { detail } => write!(f, "Not a valid title: {detail}."),
            InputProblem::BadTacticNumber { number } => {
                write!(f, "{number} is not a Tactic card number (1 to 999).")
            }
            InputProblem::BadTacticSlot { slot } => write!(f, "{slot} is not a Tactic slot (0 to 3)."),
            InputProblem::StatOutOfRange { stat, value } => write!(f, "{stat} {value} is outside 1 to 20."),
            InputProblem::CharacterNameMissing => f.write_str("Give the character a name."),
            InputProblem::CharacterBoxMissing => {
                f.write_str("Choose the character's box, or name a new one.")
            }
            InputProblem::NoFileChosen => f.write_str("Choose a file from the list or type its full path."),
            InputProblem::FolderNotAbsolute { path } => write!(
                f,
                "\"{path}\" is not a full folder path (it should start at the root)."
            ),
            InputProblem::FileNotAbsolute { path } => write!(
                f,
                "\"{path}\" is not the full path of a file (it should start at the root and end with the file's name)."
            ),
            InputProblem::BadCode { min, max } => {
                write!(f, "A code has {min} to {max} characters, on one line.")
            }
            InputProblem::NotText { path } => write!(f, "{path} is not a UTF-8 text file."),
            InputProblem::FileTooLarge { path, size, max } => write!(
                f,
                "{path} is too large ({size} bytes; the limit is {max}). Nothing was read."
            ),
            InputProblem::UnreadableHeader { id, detail } => write!(
                f,
                "The recorded setup of \"{id}\" cannot be read: {detail}."
            ),
            InputProblem::UnusableAddress { address, detail } => write!(
                f,
                "The phone pages cannot be served at {address}: {detail}."
            ),
        }
    }
}

/// Why the rules, or the app's own limits, refuse a request.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum AppRefusal {
    /// The draft engine refuses a move.
    Draft {
        /// Why.
        refusal: hexadraft_draft::Refusal,
    },
    /// A draft cannot start with this setup.
    DraftSetup {
        /// Every problem.
        problems: Vec<SetupProblem>,
    },
    /// A deck breaks the deck rules.
    Deck {
        /// Every problem.
        violations: Vec<DeckViolation>,
    },
    /// The Mods do not combine.
    Mods {
        /// Every problem.
        problems: Vec<ModSetError>,
    },
    /// The event engine refuses an action.
    Event {
        /// Why.
        refusal: EventRefusal,
    },
    /// An event cannot be created with this definition.
    EventDefinition {
        /// Every problem.
        problems: Vec<DefinitionProblem>,
    },
    /// The Imperial Assault event engine refuses an action.
    IaEvent {
        /// Why.
        refusal: IaRefusal,
    },
    /// An Imperial Assault event cannot be created with this definition.
    IaEventDefinition {
        /// Every problem.
        problems: Vec<IaDefinitionProblem>,
    },
    /// A table's draft cannot be set up from the event.
    TableDraft {
        /// Why.
        problem: TableDraftProblem,
    },
    /// A season ledger refuses an event, a report or a file (docs/rulings.md, "The season
    /// ledger"); an event already in it included.
    Ledger {
        /// Why.
        problem: LedgerProblem,
    },
    /// A rating outside what Elo can hold.
    Rating {
        /// Why.
        problem: BadRating,
    },
    /// The catalog's pack rules refuse edits or a file.
    Catalog {
        /// Every problem.
        problems: Vec<PackProblem>,
    },
    /// The Imperial Assault pack rules refuse an edits file.
    IaCatalog {
        /// Every problem.
        problems: Vec<IaPackProblem>,
    },
    /// A document cannot be made.
    Paper {
        /// Why.
        problem: PaperError,
    },
    /// The pace clock refuses (docs/rulings.md, "The pace clock").
    Clock {
        /// Why.
        refusal: hexadraft_draft::ClockRefusal,
    },
    /// A deck is built for a team, and the teams are not fixed yet.
    TeamsNotFixed,
    /// A player reported the game's result from a phone, and the result is already recorded
    /// (by both reports agreeing, or at the table).
    GameAlreadyRecorded,
    /// A player reported the game's result from a phone, and the organizer has switched
    /// reports from the phones off for this draft.
    PhoneReportsOff,
    /// A new database is started only when the database cannot be opened; it is open and
    /// working (a backup, though, may be restored over a working database).
    DatabaseWorks,
    /// There are no catalog edits to export.
    NoCatalogEdits,
    /// A draft format (a file, or one being kept) cannot be read or kept.
    DraftFormatFile {
        /// Why.
        error: hexadraft_draft::FormatFileError,
    },
    /// The organizer already keeps the most draft formats the app keeps.
    TooManyDraftFormats {
        /// The bound.
        max: u32,
    },
    /// The catalog edits would be too large to keep.
    CatalogEditsTooLarge {
        /// Their size in bytes.
        size: u32,
        /// The limit.
        max: u32,
    },
    /// The saved catalog edits cannot be read; revert them all to start again.
    SavedEditsUnreadable {
        /// Every problem.
        problems: Vec<PackProblem>,
    },
    /// Too many files of the same name and second in the folder.
    TooManyFiles {
        /// The name they share.
        name: String,
    },
    /// The seat is protected by a code, and the code given is not it (or none was given).
    SeatCodeWrong {
        /// The seat.
        seat: hexadraft_draft::Seat,
    },
    /// The seat is played on its phone and has no code: the shared screen cannot prove the
    /// seat, so it neither opens it, acts for it, nor chooses its code (docs/rulings.md, "A
    /// seat played on its phone"). The player uses their phone, or the organizer's code gives
    /// the seat back to the screen.
    SeatOnPhone {
        /// The seat.
        seat: hexadraft_draft::Seat,
    },
    /// The seat already has a code; it is chosen once.
    SeatCodeAlreadySet {
        /// The seat.
        seat: hexadraft_draft::Seat,
    },
    /// The organizer's code given is not the organizer's.
    OrganizerCodeWrong,
    /// The organizer has not chosen a code yet: decks in progress, and seats played on phones,
    /// open only behind one.
    OrganizerCodeNotSet,
    /// Too many wrong codes in a row: no code is checked for `seconds` more.
    CodeTriesPaused {
        /// Seconds until the next try.
        seconds: u32,
    },
    /// An Imperial Assault roster file with problems: nobody is registered until the file reads
    /// whole with every list legal (its reading shows each problem at its line).
    IaRosterNotRead {
        /// Problems found.
        problems: u32,
    },
    /// A draft is replayed only once it is finished; this one still has `step` to come
    /// (docs/rulings.md, "Replaying a finished draft").
    DraftNotFinished {
        /// The step the draft waits at.
        step: hexadraft_draft::Step,
    },
}

impl AppRefusal {
    /// The refusal's code: its kind, then the engine's own kind where it has one.
    fn code(&self) -> String {
        let kind = tag_of(self);
        let inner = match self {
            AppRefusal::Draft { refusal } => Some(tag_of(refusal)),
            AppRefusal::Event { refusal } => Some(tag_of(refusal)),
            AppRefusal::IaEvent { refusal } => Some(tag_of(refusal)),
            AppRefusal::TableDraft { problem } => Some(tag_of(problem)),
            AppRefusal::Paper { problem } => Some(tag_of(problem)),
            AppRefusal::Clock { refusal } => Some(tag_of(refusal)),
            AppRefusal::Ledger { problem } => Some(tag_of(problem)),
            AppRefusal::DraftFormatFile { error } => Some(tag_of(error)),
            _ => None,
        };
        match inner {
            Some(inner) => format!("{kind}.{inner}"),
            None => kind,
        }
    }

    /// The clause the refusal cites, if any (the first problem's, for a list).
    pub fn clause(&self) -> Option<hexadraft_draft::Clause> {
        match self {
            AppRefusal::Draft { refusal } => Some(refusal.clause()),
            AppRefusal::Deck { violations } => violations.first().map(DeckViolation::clause),
            AppRefusal::Mods { .. } => Some(hexadraft_draft::Clause::TournamentMods),
            AppRefusal::Event { refusal } => refusal.clause(),
            AppRefusal::EventDefinition { problems } => {
                problems.iter().find_map(DefinitionProblem::clause)
            }
            AppRefusal::IaEvent { refusal } => refusal.clause(),
            AppRefusal::IaEventDefinition { problems } => {
                problems.iter().find_map(IaDefinitionProblem::clause)
            }
            AppRefusal::TeamsNotFixed => Some(hexadraft_draft::Clause::Deckbuilding),
            AppRefusal::DraftFormatFile { error } => Some(match error {
                hexadraft_draft::FormatFileError::Invalid { problems } => problems
                    .first()
                    .map_or(hexadraft_draft::Clause::RulingDraftFormats, |p| p.clause()),
                _ => hexadraft_draft::Clause::RulingDraftFormats,
            }),
            AppRefusal::Clock { refusal } => Some(refusal.clause()),
            AppRefusal::DraftNotFinished { .. } => Some(hexadraft_draft::Clause::RulingReplay),
            AppRefusal::Ledger {
                problem:
                    LedgerProblem::EventNotFinished { clause, .. }
                    | LedgerProblem::KFactorMismatch { clause, .. },
            } => Some(*clause),
            _ => None,
        }
    }
}

fn join<T: fmt::Display>(items: &[T]) -> String {
    items
        .iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join("; ")
}

impl fmt::Display for AppRefusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AppRefusal::Draft { refusal } => write!(f, "{refusal}"),
            AppRefusal::DraftSetup { problems } => write!(f, "The draft cannot start: {}", join(problems)),
            AppRefusal::Deck { violations } => write!(f, "The deck breaks the rules: {}", join(violations)),
            AppRefusal::Mods { problems } => write!(f, "{}", join(problems)),
            AppRefusal::Event { refusal } => write!(f, "{refusal}"),
            AppRefusal::EventDefinition { problems } => {
                write!(f, "The event cannot be created: {}", join(problems))
            }
            AppRefusal::IaEvent { refusal } => write!(f, "{refusal}"),
            AppRefusal::IaEventDefinition { problems } => {
                write!(f, "The event cannot be created: {}", join(problems))
            }
            AppRefusal::TableDraft { problem } => write!(f, "{problem}"),
            AppRefusal::Ledger { problem } => write!(f, "{problem}"),
            AppRefusal::Rating { problem } => write!(f, "{problem}"),
            AppRefusal::Catalog { problems } => write!(f, "The catalog refuses it: {}", join(problems)),
            AppRefusal::IaCatalog { problems } => {
                write!(f, "The Imperial Assault cards refuse it: {}", join(problems))
            }
            AppRefusal::Paper { problem } => write!(f, "{problem}"),
            AppRefusal::Clock { refusal } => write!(f, "{refusal}"),
            AppRefusal::TeamsNotFixed => {
                f.write_str("The teams are not fixed yet, so no deck can be built.")
            }
            AppRefusal::GameAlreadyRecorded => f.write_str(
                "The game's result is already recorded; it is corrected at the table's screen.",
            ),
            AppRefusal::PhoneReportsOff => f.write_str(
                "The organizer takes this game's result at the table's screen, not from the phones.",
            ),
            AppRefusal::DatabaseWorks => f.write_str(
                "The database is open and working; a new one is started only when it cannot be opened.",
            ),
            AppRefusal::NoCatalogEdits => f.write_str("There are no catalog edits to export yet."),
            AppRefusal::DraftFormatFile { error } => write!(f, "The draft format cannot be used: {error}"),
            AppRefusal::TooManyDraftFormats { max } => write!(
                f,
                "The app keeps at most {max} draft formats; remove one to keep another."
            ),
            AppRefusal::CatalogEditsTooLarge { size, max } => write!(
                f,
                "The catalog edits would take {size} bytes, more than the {max} the app keeps; nothing was changed."
            ),
            AppRefusal::SavedEditsUnreadable { problems } => write!(
                f,
                "The saved catalog edits cannot be read ({}); revert all edits to start again.",
                join(problems)
            ),
            AppRefusal::TooManyFiles { name } => write!(f, "Too many files named {name} in the folder."),
            AppRefusal::SeatCodeWrong { seat } => {
                write!(f, "That is not the code of {seat}; nothing of it was shown.")
            }
            AppRefusal::SeatOnPhone { seat } => write!(
                f,
                "{seat} plays this draft on their phone, so this screen neither shows nor changes \
                 anything of it; they use their phone, or the organizer's code gives the seat \
                 back to this screen."
            ),
            AppRefusal::SeatCodeAlreadySet { seat } => {
                write!(f, "A code is already set for {seat}.")
            }
            AppRefusal::OrganizerCodeWrong => {
                f.write_str("That is not the organizer's code; nothing was shown.")
            }
            AppRefusal::OrganizerCodeNotSet => f.write_str(
                "Choose the organizer's code first: decks in progress, and seats played on \
                 phones, open only behind it.",
            ),
            AppRefusal::CodeTriesPaused { seconds } => write!(
                f,
                "Too many wrong codes: try again in {seconds} seconds. Nothing was shown."
            ),
            AppRefusal::IaRosterNotRead { problems } => write!(
                f,
                "The roster file has {problems} problems; nobody was registered. Read it again and fix the lines shown."
            ),
            AppRefusal::DraftNotFinished { step } => write!(
                f,
                "This draft is not finished (it is at the {step} step): a draft is replayed only once it is over."
            ),
        }
    }
}

/// Why a journal can only be read: the reason is kept typed, so it is worded like any refusal.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum ReadOnly {
    /// An entry could not be applied: the journal is shown as it was before it.
    EntryNotApplied {
        /// The entry's sequence number.
        at_seq: u32,
        /// What kind of problem it was.
        cause: ReplayStopCause,
        /// The rule that refused it, when the engine refused it.
        refusal: Option<AppRefusal>,
        /// The reader's or engine's message.
        detail: String,
    },
    /// The recorded setup or definition no longer checks with the catalog in use.
    SetupNoLongerChecks {
        /// Why.
        refusal: AppRefusal,
    },
    /// The recorded header cannot be read.
    HeaderUnreadable {
        /// The reader's message.
        detail: String,
    },
    /// A player-safe copy: entries were withheld, so it can be read, not continued.
    PlayerSafeCopy,
    /// Archived: unarchive it to continue.
    Archived,
    /// The event as it stood at an earlier moment: "Continue from here" makes a new event of it.
    AsItStood {
        /// The entries applied.
        seq: u32,
        /// The entries the journal holds now.
        entry_count: u32,
    },
}

impl fmt::Display for ReadOnly {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReadOnly::EntryNotApplied { at_seq, detail, .. } => write!(
                f,
                "Entry {at_seq} could not be applied: {detail}. It is shown as it was before it, read-only."
            ),
            ReadOnly::SetupNoLongerChecks { refusal } => write!(
                f,
                "Its recorded setup no longer checks with the catalog in use: {refusal}. It is shown read-only."
            ),
            ReadOnly::HeaderUnreadable { detail } => {
                write!(f, "Its recorded setup cannot be read: {detail}.")
            }
            ReadOnly::PlayerSafeCopy => f.write_str(
                "It is a player-safe copy with withheld entries: it can be read but not continued.",
            ),
            ReadOnly::Archived => f.write_str("It is archived; unarchive it to continue."),
            ReadOnly::AsItStood { seq, entry_count } => write!(
                f,
                "It is shown as it stood after entry {seq} of {entry_count}; continue from here to make a new event of it."
            ),
        }
    }
}

/// The journal changed since the screen was drawn, or can only be read.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum Conflict {
    /// The screen showed an older state (another window, another device).
    Stale {
        /// The number of entries the screen saw.
        seen: u32,
        /// The number of entries now.
        now: u32,
    },
    /// The journal can only be read.
    ReadOnly {
        /// Why.
        reason: ReadOnly,
    },
}

impl fmt::Display for Conflict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Conflict::Stale { .. } => f.write_str(
                "It changed since this screen was drawn (another window or device?). Look again and repeat your choice.",
            ),
            Conflict::ReadOnly { reason } => write!(f, "It can only be read. {reason}"),
        }
    }
}

// ----- conversions ---------------------------------------------------------------------------

impl From<AppRefusal> for AppError {
    fn from(refusal: AppRefusal) -> Self {
        AppError::Refused { refusal }
    }
}

impl From<Missing> for AppError {
    fn from(missing: Missing) -> Self {
        AppError::NotFound { missing }
    }
}

impl From<InputProblem> for AppError {
    fn from(problem: InputProblem) -> Self {
        AppError::Invalid { problem }
    }
}

impl From<Conflict> for AppError {
    fn from(conflict: Conflict) -> Self {
        AppError::Conflict { conflict }
    }
}

impl From<StorageError> for AppError {
    fn from(error: StorageError) -> Self {
        match error {
            StorageError::JournalNotFound { id } => Missing::Journal {
                id: id.as_str().to_owned(),
            }
            .into(),
            StorageError::InvalidInput { what, detail } if what.contains("title") => {
                InputProblem::BadTitle { detail }.into()
            }
            StorageError::InvalidInput { what, .. } if what.contains("id") => {
                // The storage crate does not echo the text; the callers that check ids first
                // report it with the text.
                InputProblem::BadJournalId {
                    text: String::new(),
                }
                .into()
            }
            StorageError::JournalArchived { .. } => Conflict::ReadOnly {
                reason: ReadOnly::Archived,
            }
            .into(),
            StorageError::JournalReadOnly { .. } => Conflict::ReadOnly {
                reason: ReadOnly::PlayerSafeCopy,
            }
            .into(),
            error => AppError::Storage { error },
        }
    }
}

impl From<InvalidId> for AppError {
    fn from(error: InvalidId) -> Self {
        InputProblem::BadId { text: error.value }.into()
    }
}

impl From<InvalidTacticNumber> for AppError {
    fn from(error: InvalidTacticNumber) -> Self {
        InputProblem::BadTacticNumber { number: error.0 }.into()
    }
}

impl From<InvalidTacticSlot> for AppError {
    fn from(error: InvalidTacticSlot) -> Self {
        InputProblem::BadTacticSlot { slot: error.0 }.into()
    }
}

impl From<PackError> for AppError {
    fn from(error: PackError) -> Self {
        AppRefusal::Catalog {
            problems: error.problems().to_vec(),
        }
        .into()
    }
}

impl From<SetupError> for AppError {
    fn from(error: SetupError) -> Self {
        AppRefusal::DraftSetup {
            problems: error.problems,
        }
        .into()
    }
}

impl From<hexadraft_draft::Refusal> for AppError {
    fn from(refusal: hexadraft_draft::Refusal) -> Self {
        AppRefusal::Draft { refusal }.into()
    }
}

impl From<hexadraft_draft::ClockRefusal> for AppError {
    fn from(refusal: hexadraft_draft::ClockRefusal) -> Self {
        AppRefusal::Clock { refusal }.into()
    }
}

impl From<EventRefusal> for AppError {
    fn from(refusal: EventRefusal) -> Self {
        AppRefusal::Event { refusal }.into()
    }
}

impl From<IaPackError> for AppError {
    fn from(error: IaPackError) -> Self {
        AppRefusal::IaCatalog {
            problems: error.problems().to_vec(),
        }
        .into()
    }
}

impl From<IaRefusal> for AppError {
    fn from(refusal: IaRefusal) -> Self {
        AppRefusal::IaEvent { refusal }.into()
    }
}

impl From<Vec<IaDefinitionProblem>> for AppError {
    fn from(problems: Vec<IaDefinitionProblem>) -> Self {
        AppRefusal::IaEventDefinition { problems }.into()
    }
}

impl From<LedgerProblem> for AppError {
    fn from(problem: LedgerProblem) -> Self {
        AppRefusal::Ledger { problem }.into()
    }
}

impl From<Vec<DefinitionProblem>> for AppError {
    fn from(problems: Vec<DefinitionProblem>) -> Self {
        AppRefusal::EventDefinition { problems }.into()
    }
}

impl From<TableDraftProblem> for AppError {
    fn from(problem: TableDraftProblem) -> Self {
        AppRefusal::TableDraft { problem }.into()
    }
}

impl From<PaperError> for AppError {
    fn from(problem: PaperError) -> Self {
        AppRefusal::Paper { problem }.into()
    }
}

impl From<BadRating> for AppError {
    fn from(problem: BadRating) -> Self {
        AppRefusal::Rating { problem }.into()
    }
}

/// A count as the views carry it (saturated: no list here comes near `u32::MAX`).
pub(crate) fn count_u32(n: usize) -> u32 {
    u32::try_from(n).unwrap_or(u32::MAX)
}

#[cfg(test)]
mod tests {
    use super::*;
    use hexadraft_draft::{Clause, Seat};

    #[test]
    fn an_error_travels_tagged_with_its_parameters_and_has_a_stable_code() {
        let error = AppError::from(hexadraft_draft::Refusal::NothingToUndo { seat: Seat::First });
        assert_eq!(error.code(), "refused.draft.nothingToUndo");
        assert_eq!(error.clause(), Some(Clause::RulingUndo));
        assert_eq!(
            serde_json::to_value(&error).unwrap(),
            serde_json::json!({
                "kind": "refused",
                "refusal": {"kind": "draft", "refusal": {"kind": "nothingToUndo", "seat": "first"}}
            })
        );
    }

    #[test]
    fn a_missing_journal_and_a_stale_screen_have_their_own_codes() {
        let missing = AppError::from(Missing::Journal { id: "x".into() });
        assert_eq!(missing.code(), "notFound.journal");
        let stale = AppError::from(Conflict::Stale { seen: 3, now: 4 });
        assert_eq!(stale.code(), "conflict.stale");
        assert_eq!(
            serde_json::to_value(&stale).unwrap(),
            serde_json::json!({"kind": "conflict", "conflict": {"kind": "stale", "seen": 3, "now": 4}})
        );
    }
}
