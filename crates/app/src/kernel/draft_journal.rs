//! A draft journal replayed: its header read, its entries applied through the draft engine,
//! the game's result and the phones' reports kept beside it, and why it can only be read if it
//! can. Beneath the table draft's use cases and the desk's.

use crate::error::{AppError, AppRefusal, Missing, ReadOnly};
use crate::journal::draft::{
    ClockEntry, EventTableLink, TableDraftRecord, TableEntry, TableGame, TableScore,
};
use crate::kernel::table::{
    result_input, GameRecord, GameResultInput, GameScoreInput, ResultReports,
};
use crate::kernel::{header_value, read_only_after_replay, unreadable_header, PackRef};
use hexadraft_catalog::Catalog;
use hexadraft_draft::{
    expiry_action, expiry_draw, BySeat, ClockRefusal, ClockSettings, Draft, DraftAction,
    DraftEvent, DraftFormat, PaceClock, Salt,
};
use hexadraft_event::{score_table_game, table_game_warnings, TableDrafts};
use hexadraft_storage::{JournalId, JournalKind, JournalRecord, ReadEntries, Store};
use serde::Serialize;

/// A draft replayed from its journal.
pub(crate) struct OpenDraft {
    pub(crate) draft: Draft,
    pub(crate) log: Vec<DraftEvent>,
    pub(crate) game: Option<GameRecord>,
    /// Each seat's latest report from its phone; cleared when a result is recorded.
    pub(crate) reports: BySeat<Option<GameResultInput>>,
    /// Whether the players may report the result from their phones (a setting, not an entry).
    pub(crate) phone_reports: bool,
    /// Entries in the journal (also the seq a screen must send back).
    pub(crate) entry_count: u32,
    pub(crate) read_only: Option<ReadOnly>,
    pub(crate) link: Option<EventTableLink>,
    /// The pace clock, when the draft has one, as its journal's instants leave it.
    pub(crate) clock: Option<PaceClock>,
    pub(crate) pack: PackRef,
    pub(crate) title: String,
}

impl OpenDraft {
    /// The game recorded at the table, if any.
    pub(crate) fn game(&self) -> Option<&GameRecord> {
        self.game.as_ref()
    }

    /// The results reported from the phones while none is recorded.
    pub(crate) fn reports(&self) -> ResultReports {
        ResultReports::of(self.reports, self.phone_reports)
    }

    /// Why the draft can only be read, if it can.
    pub(crate) fn read_only(&self) -> Option<&ReadOnly> {
        self.read_only.as_ref()
    }
}

/// A draft's state as its journal's entries are applied one by one.
pub(crate) struct Replayed {
    pub(crate) draft: Draft,
    pub(crate) log: Vec<DraftEvent>,
    pub(crate) game: Option<GameRecord>,
    pub(crate) reports: BySeat<Option<GameResultInput>>,
    pub(crate) clock: Option<PaceClock>,
}

impl Replayed {
    /// Applies entry number `index` (from 0), recorded at `at`; leaves everything as it was
    /// when the entry is refused.
    pub(crate) fn apply(&mut self, entry: TableEntry, index: u32, at: u32) -> Result<(), AppError> {
        match entry {
            TableEntry::Action(action) => {
                if let Some(clock) = &self.clock {
                    clock.check_move(&action)?;
                }
                let event = self.draft.apply(action.clone())?;
                self.log.push(event);
                if let Some(clock) = self.clock.as_mut() {
                    clock.after_move(&action, &self.draft, at);
                }
                Ok(())
            }
            TableEntry::Game(game_entry) => {
                self.game = Some(score(&self.draft, input_of(game_entry))?);
                self.reports = BySeat::from_fn(|_| None);
                Ok(())
            }
            TableEntry::Report(report) => {
                let input = input_of(report.result);
                score(&self.draft, input)?;
                *self.reports.get_mut(report.seat) = Some(input);
                Ok(())
            }
            TableEntry::Clock(entry) => {
                let clock = self.clock.as_mut().ok_or(ClockRefusal::NoClock)?;
                if let Some(event) = apply_clock_entry(&mut self.draft, clock, &entry, index, at)? {
                    self.log.push(event);
                }
                Ok(())
            }
        }
    }
}

/// Reads a draft journal's header and replays its entries through the engine.
pub(crate) fn replay_draft(
    store: &Store,
    catalog: &Catalog,
    id: &JournalId,
) -> Result<OpenDraft, AppError> {
    read_draft(store, id)?.replay(catalog)
}

/// A draft journal as read from the store, to be replayed away from it ([`DraftRead::replay`]):
/// the desk replays a round's drafts side by side.
pub(crate) struct DraftRead {
    id: JournalId,
    journal: JournalRecord,
    entries: ReadEntries,
    phone_reports: bool,
}

/// Reads what replaying draft `id` needs from the store.
pub(crate) fn read_draft(store: &Store, id: &JournalId) -> Result<DraftRead, AppError> {
    let journal = store.journal(id)?;
    if journal.summary.kind != JournalKind::Draft {
        return Err(Missing::NotADraft {
            id: id.as_str().to_owned(),
        }
        .into());
    }
    Ok(DraftRead {
        id: id.clone(),
        entries: store.read_entries(id)?,
        phone_reports: phone_reports_allowed(store, id)?,
        journal,
    })
}

impl DraftRead {
    /// The draft's header read and its entries applied through the engine.
    pub(crate) fn replay(self, catalog: &Catalog) -> Result<OpenDraft, AppError> {
        let DraftRead {
            id,
            journal,
            entries,
            phone_reports,
        } = self;
        let record = match TableDraftRecord::from_version_2_text(journal.header.setup.as_str()) {
            Some(record) => record,
            None => TableDraftRecord::from_value(header_value(&journal, &id)?)
                .map_err(|e| AppError::from(unreadable_header(&id, e.to_string())))?,
        };
        let draft = record.start_draft(catalog)?;
        let clock = record.clock.map(|settings| {
            PaceClock::start(settings, &draft, journal.summary.created_at.unix_seconds())
        });
        let mut refused: Option<AppRefusal> = None;
        let initial = Replayed {
            draft,
            log: Vec::new(),
            game: None,
            reports: BySeat::from_fn(|_| None),
            clock,
        };
        let outcome = entries.replay_with(
            initial,
            TableEntry::from_text,
            |replayed: &mut Replayed, seq, at, entry: TableEntry| -> Result<(), AppError> {
                let result = replayed.apply(entry, seq.get().saturating_sub(1), at.unix_seconds());
                if let Err(AppError::Refused { refusal }) = &result {
                    refused = Some(refusal.clone());
                }
                result
            },
        );
        let Replayed {
            draft,
            log,
            game,
            reports,
            clock,
        } = outcome.state;
        let read_only = match outcome.stopped {
            // A player-safe copy replays up to its first withheld secret: read, not continued.
            Some(stop) if matches!(stop.cause, hexadraft_storage::ReplayStopCause::Withheld) => {
                Some(ReadOnly::PlayerSafeCopy)
            }
            stopped => read_only_after_replay(
                stopped,
                refused,
                journal.summary.redacted.then_some(ReadOnly::PlayerSafeCopy),
            ),
        };
        Ok(OpenDraft {
            draft,
            log,
            game,
            reports,
            phone_reports,
            entry_count: outcome.entry_count,
            read_only,
            link: record.event,
            clock,
            pack: PackRef::from_storage(&journal.header.data_pack),
            title: journal.summary.title.as_str().to_owned(),
        })
    }
}

/// The settings key that switches a draft's phone reports off (docs/rulings.md, "Results
/// reported from the phones"); absent means on.
pub(crate) fn phone_reports_setting(id: &JournalId) -> String {
    format!("draft.{}.phone-reports", id.as_str())
}

pub(crate) fn phone_reports_allowed(store: &Store, id: &JournalId) -> Result<bool, AppError> {
    Ok(store.get_setting(&phone_reports_setting(id))?.as_deref() != Some("off"))
}

pub(crate) fn input_of(game: TableGame) -> GameResultInput {
    GameResultInput {
        scores: game.scores.map(|_, s| GameScoreInput {
            victory_points: s.victory_points,
            frags: s.frags,
        }),
        first_blood: game.first_blood,
        game_end: game.game_end,
    }
}

pub(crate) fn entry_of(input: GameResultInput) -> TableGame {
    TableGame {
        scores: input.scores.map(|_, s| TableScore {
            victory_points: s.victory_points,
            frags: s.frags,
        }),
        first_blood: input.first_blood,
        game_end: input.game_end,
    }
}

/// Decides a table's game with the event engine (`score_table_game`).
pub(crate) fn score(draft: &Draft, input: GameResultInput) -> Result<GameRecord, AppError> {
    let result = score_table_game(draft, &result_input(input))?;
    Ok(GameRecord {
        input,
        outcomes: result.decision.outcomes,
        points: result.points,
        decided_by: result.decision.decided_by,
        warnings: table_game_warnings(draft, &result),
    })
}

/// A salt for the expiry rule's listing of bans and picks, whose moves carry none.
const LISTING_SALT: &str = "00000000000000000000000000000000";

/// Applies a clock entry, number `index` of the journal (from 0), recorded at `at`: a pause,
/// a resume or added time changes the clock; an expiry is checked to be due and to be the
/// rule's move for its draw, then applied to the draft. Nothing changes when it is refused.
/// Gives the draft's event for an expiry.
pub(crate) fn apply_clock_entry(
    draft: &mut Draft,
    clock: &mut PaceClock,
    entry: &ClockEntry,
    index: u32,
    at: u32,
) -> Result<Option<DraftEvent>, AppError> {
    match entry {
        ClockEntry::Paused {} => clock.pause(at)?,
        ClockEntry::Resumed {} => clock.resume(at)?,
        ClockEntry::Added { seconds } => clock.add(*seconds)?,
        ClockEntry::Expired { seat, draw, action } => {
            clock.check_due(*seat, at)?;
            let mismatch = ClockRefusal::ExpiryMismatch { seat: *seat };
            if *draw != expiry_draw(draft.setup().seed, index) {
                return Err(mismatch.into());
            }
            let salt = match action {
                DraftAction::LockSwap { salt, .. } | DraftAction::LockPick { salt, .. } => {
                    Salt::new(salt.clone())
                }
                _ => Salt::new(LISTING_SALT.to_owned()),
            }
            .map_err(|_| mismatch.clone())?;
            if expiry_action(draft, *seat, *draw, &salt).as_ref() != Some(action) {
                return Err(mismatch.into());
            }
            let step = draft.step();
            let event = draft.apply(action.clone())?;
            clock.after_expiry(step, action, draft, at);
            return Ok(Some(event));
        }
    }
    Ok(None)
}

/// How the drafts of an AGL event's tables are run, as the desk shows it: the pace clock and
/// the draft format each draft started from now on records in its own journal (docs/rulings.md,
/// "Draft formats" and "The pace clock"). The organizer changes them with the event action
/// `setTableDrafts`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct EventTableDrafts {
    /// The pace clock (`None`: untimed).
    pub clock: Option<ClockSettings>,
    /// The draft format (`None`: the official order of the event's ruleset and Mods).
    pub format: Option<DraftFormat>,
    /// Whether the clock is the one this computer kept for the event before the journal
    /// recorded the choice: the journal records none yet, so a copy elsewhere is untimed.
    pub clock_from_this_computer: bool,
}

/// The organizer's choice for the drafts of an AGL event's tables: what its journal records
/// (`recorded`, from [`hexadraft_event::EventAction::SetTableDrafts`]) or, while it records
/// nothing, the official order with the pace clock this computer kept for the event before the
/// choice was journalled (docs/rulings.md, "The pace clock"). That older setting is only read:
/// the journal's first choice takes its place, and a copy of the event on another computer
/// never had it.
pub(crate) fn event_table_drafts(
    store: &Store,
    event: &JournalId,
    recorded: Option<&TableDrafts>,
) -> Result<EventTableDrafts, AppError> {
    if let Some(recorded) = recorded {
        return Ok(EventTableDrafts {
            clock: recorded.clock,
            format: recorded.format.clone(),
            clock_from_this_computer: false,
        });
    }
    let clock = legacy_event_clock(store, event)?;
    Ok(EventTableDrafts {
        clock,
        format: None,
        clock_from_this_computer: clock.is_some(),
    })
}

/// The event's pace clock as this computer kept it before the journal recorded it; one that no
/// longer reads counts as none (a draft is never refused for it: the organizer sets it again).
fn legacy_event_clock(store: &Store, event: &JournalId) -> Result<Option<ClockSettings>, AppError> {
    let stored = store.get_setting(&legacy_event_clock_setting(event))?;
    Ok(stored.and_then(|text| serde_json::from_str::<ClockSettings>(&text).ok()))
}

/// The settings key under which versions before the journalled choice kept an event's pace
/// clock for the drafts of its tables; absent means none.
fn legacy_event_clock_setting(event: &JournalId) -> String {
    format!("event.{}.pace-clock", event.as_str())
}
