//! The organizer's desk: an event from its definition to the final standings, journalled.
//!
//! An event lives in a journal of kind `Event` ([`crate::journal::event`]). It is replayed through
//! the event engine when first opened and kept in memory; each action is checked against the
//! screen's `seq`, validated by the engine on the state in memory, appended (synced) and only then
//! answered, with just what changed, so entering a result costs the same in round 8 as in round 1.
//!
//! The tables' drafts are journals of kind `Draft` whose header links them to an event table and
//! records its players by id ([`crate::journal::draft::EventTableLink`]). The desk reads them as
//! the organizer and checks decks with the draft engine; decks are shown only when asked.

use crate::error::{AppError, Conflict, ErrorReport, Missing, ReadOnly};
use crate::journal::draft::EventTableLink;
use crate::journal::event::EventRecord;
use crate::kernel::entry_sources::{record_entry_source, EntrySource};
use crate::kernel::event_journal::EventHeader;
use crate::kernel::event_journal::{event_kinds, replay_event_journal, OpenEvent};
use crate::kernel::links::LinkedDraft;
use crate::kernel::round_backups::{back_up_round_moments, marks_of};
use crate::kernel::state::State;
use crate::kernel::table::{result_input, DraftOrder, EventTableRef, ResultReports};
use crate::kernel::{check_writable, PackRef};
use crate::{journal_id, App};
use hexadraft_catalog::{Catalog, CharacterId, Scenario, Sponsor, Stadium};
use hexadraft_draft::{
    check_deck, BySeat, ClockSettings, Deck, DeckViolation, DraftSetup, Mod, PaceClock,
    RulesetVersion, SecretView, Step, Viewer,
};
use hexadraft_event::{
    setup_options, Accepted, AglOpenActions, CurrentRatings, EventAction, EventDefinition,
    EventFormat, EventSnapshot, EventStage, Player, PlayerId, RatingReport, ResultInput, Round,
    RulesetKind, SetupOptions, Standings, Table, Tournament,
};
use hexadraft_paper::{check_roster, read_roster, Language, RosterProblem, TablePlay};
use hexadraft_storage::{
    DataPackRef, JournalHeader, JournalId, JournalKind, JsonText, NewJournal, Store, Title,
};
use serde::Serialize;

// ----- what callers see ----------------------------------------------------------------------

/// One saved event, for the list to reopen from.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct EventSummary {
    /// The journal id.
    pub id: String,
    /// The event's name.
    pub title: String,
    /// When it was created (seconds since 1970).
    pub created_at: u32,
    /// When it last changed.
    pub updated_at: u32,
    /// How many actions it holds.
    pub entry_count: u32,
    /// Whether it is archived.
    pub archived: bool,
    /// The rules it runs under: which desk opens it.
    pub ruleset: RulesetKind,
    /// Whether a season ledger of AGL Ratings may take it (once finished).
    pub feeds_rating_ledger: bool,
}

/// What the setup screen and the player form pick from.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct EventCatalog {
    /// The ruleset versions, oldest first.
    pub versions: Vec<RulesetVersion>,
    /// The four formats.
    pub formats: Vec<EventFormat>,
    /// The Sponsors.
    pub sponsors: Vec<Sponsor>,
    /// The official scenarios.
    pub scenarios: Vec<Scenario>,
    /// The AGL Circuit stadiums.
    pub stadiums: Vec<Stadium>,
}

/// An event as the desk shows it.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct EventView {
    /// What every event's desk shows above the event.
    #[serde(flatten)]
    pub header: EventHeader,
    /// The event; `None` only when its definition itself no longer checks.
    pub snapshot: Option<EventSnapshot>,
    /// What the event's format, version and Mods ask (Sponsor, lineup size, First Blood...).
    pub options: SetupOptions,
    /// Whether a player registered now is a late arrival.
    pub late_registration: bool,
    /// Every player's rating change (provisional until the event is finished).
    pub ratings: Option<RatingReport>,
    /// The ratings before the event, by Corvus PIN (others start at 1000), as journalled.
    pub ratings_before: CurrentRatings,
    /// The entry of `ratings_before` that rates each player, found as the engine finds it
    /// (without case, or under a PIN corrected since): a screen editing the list shows the
    /// rating in the player's row and writes it back under that entry's PIN.
    pub listed_ratings: Vec<ListedRating>,
}

/// A player's rating before the event as an entry of the journalled list.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct ListedRating {
    /// The player.
    pub player: PlayerId,
    /// The PIN as the entry spells it.
    pub corvus_pin: String,
    /// The rating.
    pub rating: f64,
}

/// What an accepted action changed, so a screen updates only that.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum EventChange {
    /// A player was registered, corrected or dropped.
    Player {
        /// The player as now registered.
        player: Player,
    },
    /// A round was paired, or players swapped in it.
    Round {
        /// The round as now published.
        round: Round,
    },
    /// A table's result was recorded or corrected.
    Table {
        /// The round.
        round: u32,
        /// The table as now.
        table: Table,
    },
    /// Something the whole event shows (rounds planned, a scenario, ratings): reload it.
    Event,
}

/// An accepted action and what it changed.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct EventActionOutcome {
    /// What the engine did.
    pub accepted: Accepted,
    /// The number of actions now (the next action's `seq`).
    pub seq: u32,
    /// Where the event stands now.
    pub stage: EventStage,
    /// What the desk may offer now.
    pub open: AglOpenActions,
    /// Whether a player registered now is a late arrival.
    pub late_registration: bool,
    /// The rounds planned now (set by the organizer, or frozen when round 1 was paired).
    pub planned_rounds: Option<u32>,
    /// The rounds the format suggests for the players active now.
    pub suggested_rounds: u32,
    /// What changed.
    pub change: EventChange,
    /// Set when the action reached the start or end of a round and its backup could not be
    /// made (the action stands).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub backup_warning: Option<ErrorReport>,
}

/// The standings and rating changes now.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct EventStandings {
    /// The standings, with what decided each place.
    pub standings: Standings,
    /// Every player's rating change (provisional until the event is finished).
    pub ratings: RatingReport,
}

/// What a roster import did.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct RosterImportReport {
    /// Players registered.
    pub imported: u32,
    /// Every bad line, with its number and reason.
    pub problems: Vec<RosterProblem>,
    /// Columns of the file that were not read.
    pub ignored_columns: Vec<String>,
    /// Whether nothing was imported because of the problems (import the good lines only, or
    /// fix the file).
    pub held_back: bool,
    /// The number of actions now.
    pub seq: u32,
}

/// Where a table's draft stands.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum TableDraftState {
    /// The draft is at this step.
    InProgress {
        /// The step.
        step: Step,
    },
    /// The teams and decks are fixed.
    Complete,
    /// The draft's journal can only be read.
    ReadOnly {
        /// Why.
        reason: ReadOnly,
    },
    /// The draft's journal cannot be replayed at all.
    Unreadable {
        /// Why.
        error: Box<AppError>,
    },
}

/// The draft was started for other players than the table now seats (the pairing changed).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct SeatedElsewhere {
    /// The players the draft was started for.
    pub drafted: BySeat<String>,
    /// The players the table seats now.
    pub seated: BySeat<String>,
}

/// A table's draft as the desk shows it (decks only when asked, [`App::check_table_decks`]).
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct TableDraftInfo {
    /// The round.
    pub round: u32,
    /// The table.
    pub table: u32,
    /// The draft's journal id.
    pub draft_id: String,
    /// Where the draft stands.
    pub state: TableDraftState,
    /// The order the draft walks (an organizer's format is named; a draft keeps the format it
    /// was started with, whatever the event chose since); `None` when the draft cannot be read.
    pub order: Option<DraftOrder>,
    /// The draft's pace clock settings, when it has one.
    pub clock: Option<ClockSettings>,
    /// Set when the draft's players are not the table's.
    pub mismatch: Option<SeatedElsewhere>,
    /// The final teams, by the table's seats, once fixed.
    pub teams: Option<BySeat<Vec<CharacterId>>>,
    /// The game's result as the table recorded it, to enter on the desk.
    pub reported: Option<ResultInput>,
    /// The results the players reported from their phones, by the draft's seats, while none
    /// is recorded (docs/rulings.md, "Results reported from the phones"); `None` when the
    /// draft cannot be read.
    pub phone_reports: Option<ResultReports>,
}

/// A deck as the organizer checks it.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(tag = "state", rename_all = "kebab-case")]
pub enum DeckCheck {
    /// The player has not locked a deck yet.
    NotLocked,
    /// The deck is legal under the event's Mods and the catalog in use.
    Legal {
        /// The checked deck.
        deck: Deck,
    },
    /// The deck breaks a rule (the catalog changed since it was locked, for instance).
    Violations {
        /// Every problem, with its clause.
        problems: Vec<DeckViolation>,
    },
}

// ----- the event in memory -------------------------------------------------------------------

pub(crate) fn replay_event(
    store: &Store,
    catalog: &Catalog,
    id: &JournalId,
) -> Result<OpenEvent, AppError> {
    replay_event_journal::<Tournament>(store, id, catalog)
}

/// Whether a linked draft was started for the players the table seats now: by id when the
/// link records them, else (links written before 0.2) by name.
fn seated_elsewhere(
    tournament: &Tournament,
    table: &Table,
    linked: &LinkedDraft,
) -> Option<SeatedElsewhere> {
    let name = |id: PlayerId| {
        tournament
            .player(id)
            .map(|p| p.name.clone())
            .unwrap_or_default()
    };
    let seated = table.players.map(|_, id| name(id));
    let same = match linked.link.players {
        Some(players) => players == table.players,
        None => linked.names == seated,
    };
    (!same).then(|| SeatedElsewhere {
        drafted: match linked.link.players {
            Some(players) => players.map(|_, id| name(id)),
            None => linked.names.clone(),
        },
        seated,
    })
}

/// The `setRatingsBefore` that moves a corrected player's rating to their new PIN, if the
/// journalled list rated them under the previous one and not already under the new one.
fn moved_rating(accepted: &Accepted, tournament: &Tournament) -> Option<EventAction> {
    let Accepted::PlayerEdited {
        player,
        previous_pin: Some(previous),
        ..
    } = accepted
    else {
        return None;
    };
    let now = &tournament.player(*player)?.corvus_pin;
    let ratings = tournament.ratings_before().moved(previous, now)?;
    Some(EventAction::SetRatingsBefore { ratings })
}

/// Each rated player's entry of the journalled ratings before the event.
fn listed_ratings(tournament: &Tournament) -> Vec<ListedRating> {
    let current = tournament.ratings_before();
    tournament
        .players()
        .iter()
        .filter_map(|p| {
            let (pin, rating) = tournament.listed_rating(p.id, current)?;
            Some(ListedRating {
                player: p.id,
                corvus_pin: pin.to_owned(),
                rating,
            })
        })
        .collect()
}

fn change_of(accepted: &Accepted, tournament: &Tournament) -> EventChange {
    let player = |id: PlayerId| {
        tournament
            .player(id)
            .map(|p| EventChange::Player { player: p.clone() })
            .unwrap_or(EventChange::Event)
    };
    let table = |round: u32, number: u32| {
        tournament
            .round(round)
            .and_then(|r| r.table(number))
            .map(|t| EventChange::Table {
                round,
                table: t.clone(),
            })
            .unwrap_or(EventChange::Event)
    };
    match accepted {
        Accepted::Registered { player: id, .. }
        | Accepted::PlayerEdited { player: id, .. }
        | Accepted::Dropped { player: id, .. } => player(*id),
        Accepted::Paired { round, .. }
        | Accepted::Swapped { round, .. }
        | Accepted::RoundPublished { round } => tournament
            .round(*round)
            .map(|r| EventChange::Round { round: r.clone() })
            .unwrap_or(EventChange::Event),
        Accepted::ResultRecorded {
            round, table: t, ..
        }
        | Accepted::ResultCorrected {
            round, table: t, ..
        } => table(*round, *t),
        _ => EventChange::Event,
    }
}

impl App {
    /// Makes sure the event is replayed and current, and gives it.
    pub(crate) fn open_event_in<'s>(
        &self,
        state: &'s mut State,
        id: &JournalId,
    ) -> Result<&'s mut OpenEvent, AppError> {
        let catalog = self.catalog();
        state.current(
            State::events,
            id,
            |open| open.entry_count,
            |store| replay_event(store, &catalog, id),
        )
    }

    /// The link a new draft of an event table records: the table and its players.
    pub(crate) fn event_table_link(
        &self,
        state: &mut State,
        table: &EventTableRef,
    ) -> Result<EventTableLink, AppError> {
        let id = journal_id(&table.event_id)?;
        let open = self.open_event_in(state, &id)?;
        let tournament = open.tournament()?;
        // The table's draft shows its players on their phones: it waits for the round to be
        // published (docs/rulings.md, "Publishing a round").
        crate::kernel::audience::agl_round_shown(tournament, table.round)?;
        let players = tournament
            .round(table.round)
            .and_then(|r| r.table(table.table))
            .map(|t| t.players)
            .ok_or(Missing::TableDraft {
                round: table.round,
                table: table.table,
            })?;
        Ok(EventTableLink {
            event_id: table.event_id.clone(),
            round: table.round,
            table: table.table,
            players: Some(players),
        })
    }

    /// What the format, version and Mods allow: Mods that combine, event types with K, the
    /// rounds table and what registrations need (asked of the event engine).
    pub fn event_setup_options(
        &self,
        ruleset: RulesetVersion,
        format: EventFormat,
        mods: &[Mod],
    ) -> SetupOptions {
        setup_options(&self.catalog(), ruleset, format, mods)
    }

    /// The versions, formats, Sponsors, scenarios and stadiums to choose from.
    pub fn event_catalog(&self) -> EventCatalog {
        let catalog = self.catalog();
        EventCatalog {
            versions: RulesetVersion::ALL.to_vec(),
            formats: EventFormat::ALL.to_vec(),
            sponsors: catalog.sponsors().to_vec(),
            scenarios: catalog.scenarios().to_vec(),
            stadiums: catalog.stadiums().to_vec(),
        }
    }

    /// The saved events, most recently changed first.
    ///
    /// # Errors
    /// A storage failure.
    pub fn list_events(&self) -> Result<Vec<EventSummary>, AppError> {
        let mut state = self.lock_state();
        let store = state.store_mut()?;
        // Each event's ruleset, read once from its header.
        let kinds = event_kinds(store)?;
        Ok(store
            .list_journals()?
            .into_iter()
            .filter(|j| j.kind == JournalKind::Event)
            .map(|j| {
                let ruleset = kinds.get(&j.id).copied().unwrap_or(RulesetKind::Agl);
                EventSummary {
                    id: j.id.as_str().to_owned(),
                    title: j.title.as_str().to_owned(),
                    created_at: j.created_at.unix_seconds(),
                    updated_at: j.updated_at.unix_seconds(),
                    entry_count: j.entry_count,
                    archived: j.archived,
                    ruleset,
                    feeds_rating_ledger: ruleset.feeds_rating_ledger(),
                }
            })
            .collect())
    }

    /// Records a season ledger's ratings as the event's ratings before (`setRatingsBefore`), as
    /// the organizer would type them: every player the ledger knows, by Corvus PIN; the others
    /// start at 1000.
    ///
    /// # Errors
    /// As [`App::get_ledger`] and [`App::apply_event_action`].
    pub fn ratings_before_from_ledger(
        &self,
        event_id: &str,
        seq: u32,
        ledger_id: &str,
    ) -> Result<EventActionOutcome, AppError> {
        let ratings = self.ledger_ratings(ledger_id)?;
        self.apply_agl_action(event_id, seq, EventAction::SetRatingsBefore { ratings })
    }

    /// Creates an event: the engine checks the definition, which is recorded with the data pack
    /// and the language of its papers in a new journal.
    ///
    /// # Errors
    /// Every problem of the definition, a bad name, or a storage failure.
    pub(crate) fn create_agl_event(
        &self,
        definition: EventDefinition,
        language: Language,
    ) -> Result<EventView, AppError> {
        let catalog = self.catalog();
        Tournament::new(&catalog, definition.clone())?;
        let record = EventRecord {
            definition: definition.clone(),
            language,
            continued_from: None,
        };
        let id = self.create_event_journal(
            &definition.name,
            definition.ruleset.as_str(),
            DataPackRef {
                id: catalog.info().id.to_string(),
                version: catalog.info().version.clone(),
            },
            JsonText::encode(&definition.seed)?,
            record.to_value(),
        )?;
        let mut state = self.lock_state();
        self.event_view_in(&mut state, &id)
    }

    /// A new event journal of either ruleset: its title, ruleset and data pack, its seed and its
    /// header record, written before anything is answered.
    pub(crate) fn create_event_journal(
        &self,
        name: &str,
        ruleset: &str,
        data_pack: DataPackRef,
        seeds: JsonText,
        record: Result<serde_json::Value, serde_json::Error>,
    ) -> Result<JournalId, AppError> {
        let title = Title::new(name)?;
        let id = self.fresh_journal_id("event")?;
        let setup = record.map_err(|e| crate::InputProblem::UnreadableHeader {
            id: id.as_str().to_owned(),
            detail: e.to_string(),
        })?;
        let header = JournalHeader {
            ruleset_version: ruleset.to_owned(),
            data_pack,
            seeds,
            setup: JsonText::encode(&setup)?,
        };
        self.lock_state().store_mut()?.create_journal(&NewJournal {
            id: id.clone(),
            kind: JournalKind::Event,
            title,
            header,
            created_at: self.now(),
        })?;
        Ok(id)
    }

    /// An event as the desk shows it.
    ///
    /// # Errors
    /// An unknown or damaged journal.
    pub(crate) fn agl_event(&self, id: &str) -> Result<EventView, AppError> {
        let id = journal_id(id)?;
        let mut state = self.lock_state();
        self.event_view_in(&mut state, &id)
    }

    fn event_view_in(&self, state: &mut State, id: &JournalId) -> Result<EventView, AppError> {
        let catalog = self.catalog();
        let exports = self.exports_dir();
        let open = self.open_event_in(state, id)?;
        let definition = open.tournament.as_ref().map(Tournament::definition);
        let options = match definition {
            Some(d) => setup_options(&catalog, d.ruleset, d.format, &d.mods),
            None => setup_options(
                &catalog,
                RulesetVersion::AglV1,
                EventFormat::StandardTournament,
                &[],
            ),
        };
        let tournament = open.tournament.as_ref();
        Ok(EventView {
            header: open.header(id, PackRef::of(&catalog), &exports),
            snapshot: tournament.map(Tournament::snapshot),
            options,
            late_registration: tournament.is_some_and(Tournament::registers_late_arrivals),
            ratings: tournament.map(|t| t.rating_report(t.ratings_before())),
            ratings_before: tournament
                .map(|t| t.ratings_before().clone())
                .unwrap_or_default(),
            listed_ratings: tournament.map(listed_ratings).unwrap_or_default(),
        })
    }

    /// Applies one organizer action: the screen's `seq` is checked, the engine validates it,
    /// the journal records it (synced), and the answer says what changed.
    ///
    /// # Errors
    /// The engine's refusal (with its clause), a stale screen, a read-only event, or a storage
    /// failure.
    pub(crate) fn apply_agl_action(
        &self,
        id: &str,
        seq: u32,
        action: EventAction,
    ) -> Result<EventActionOutcome, AppError> {
        let id = journal_id(id)?;
        let mut state = self.lock_state();
        let now = self.now();
        let open = self.open_event_in(&mut state, &id)?;
        check_writable(open.read_only.as_ref(), open.entry_count, seq)?;
        let rounds_before = marks_of(open);
        let tournament = writable(open)?;
        let action = with_drawn_seed(tournament, action, || self.random_u32());
        // A refused action changes nothing and is not recorded.
        let accepted = tournament.apply(action.clone())?;
        let appended = crate::kernel::append_entry(&mut state, &id, seq, now, &action);
        let open = state.after_append(State::events, &id, appended)?;
        open.entry_count += 1;
        let recorded = open.entry_count;
        record_entry_source(&mut state, &id, recorded, EntrySource::Desk);
        let open = state.replayed(State::events, &id)?;
        let mut change = change_of(&accepted, open.tournament()?);
        // A corrected PIN takes the player's rating along in the journalled list, so the list,
        // its exports and the season ledger name the player as now registered (docs/rulings.md,
        // "Corvus PINs"). Were this append to fail, the engine still finds the rating under
        // the earlier PIN, so the correction is answered as accepted either way.
        if let Some(moved) = moved_rating(&accepted, open.tournament()?) {
            let next = open.entry_count;
            if writable(open)?.apply(moved.clone()).is_ok() {
                match crate::kernel::append_entry(&mut state, &id, next, now, &moved) {
                    Ok(()) => {
                        state.replayed(State::events, &id)?.entry_count += 1;
                        record_entry_source(&mut state, &id, next + 1, EntrySource::Desk);
                        change = EventChange::Event;
                    }
                    // Memory is ahead of the journal: replay it from the journal.
                    Err(_) => state.forget(&id),
                }
            }
        }
        let backup_warning = back_up_round_moments(&mut state, State::events, &id, &rounds_before);
        let open = self.open_event_in(&mut state, &id)?;
        let tournament = open.tournament()?;
        Ok(EventActionOutcome {
            backup_warning,
            change,
            stage: tournament.stage(),
            open: tournament.open_actions(),
            late_registration: tournament.registers_late_arrivals(),
            planned_rounds: tournament.planned_rounds(),
            suggested_rounds: tournament.suggested_rounds(),
            seq: open.entry_count,
            accepted,
        })
    }

    /// The standings and rating changes now.
    ///
    /// # Errors
    /// An unknown event, or one whose definition no longer checks.
    pub fn event_standings(&self, id: &str) -> Result<EventStandings, AppError> {
        let id = journal_id(id)?;
        let mut state = self.lock_state();
        let tournament = self.open_event_in(&mut state, &id)?.tournament()?;
        Ok(EventStandings {
            standings: tournament.standings(),
            ratings: tournament.rating_report(tournament.ratings_before()),
        })
    }

    /// Imports a roster from CSV text. Every bad line is reported; with problems, nothing is
    /// imported unless `good_lines_only`. Each line is applied and journalled in turn, as if
    /// entered by hand.
    ///
    /// # Errors
    /// A stale screen, a read-only event, or a storage failure.
    pub fn import_roster(
        &self,
        id: &str,
        seq: u32,
        csv: &str,
        good_lines_only: bool,
    ) -> Result<RosterImportReport, AppError> {
        let id = journal_id(id)?;
        let catalog = self.catalog();
        let now = self.now();
        let mut state = self.lock_state();
        let open = self.open_event_in(&mut state, &id)?;
        check_writable(open.read_only.as_ref(), open.entry_count, seq)?;
        let roster = read_roster(&catalog, csv);
        let ignored_columns = roster.ignored_columns.clone();
        let checked = check_roster(writable(open)?, roster);
        let held_back = !checked.problems.is_empty() && !good_lines_only;
        let mut imported = 0u32;
        let mut next = seq;
        if !held_back {
            for (_, action) in checked.actions {
                let open = state.replayed(State::events, &id)?;
                writable(open)?.apply(action.clone())?;
                let appended = crate::kernel::append_entry(&mut state, &id, next, now, &action);
                let open = state.after_append(State::events, &id, appended)?;
                open.entry_count += 1;
                next += 1;
                imported += 1;
            }
        }
        Ok(RosterImportReport {
            imported,
            problems: checked.problems,
            ignored_columns,
            held_back,
            seq: next,
        })
    }

    /// The prefilled draft setup of a table (ruleset, Mods, lineups, Sponsors, names, scenario,
    /// stadium) with a freshly drawn coin-toss seed: a front door creates the draft from it
    /// ([`App::create_draft`] with the event table).
    ///
    /// # Errors
    /// An unknown round or table, or a player registered without Sponsor or lineup.
    pub fn table_draft_setup(
        &self,
        id: &str,
        round: u32,
        table: u32,
    ) -> Result<DraftSetup, AppError> {
        let id = journal_id(id)?;
        let seed = self.random_u32();
        let mut state = self.lock_state();
        let tournament = self.open_event_in(&mut state, &id)?.tournament()?;
        Ok(tournament.table_draft_setup(round, table, seed)?)
    }

    /// The drafts of a round's tables, each the newest started for its table.
    ///
    /// # Errors
    /// An unknown event, or a storage failure.
    pub fn round_drafts(&self, id: &str, round: u32) -> Result<Vec<TableDraftInfo>, AppError> {
        let id = journal_id(id)?;
        let mut state = self.lock_state();
        let linked = state.links()?.of(&id, Some(round));
        if linked.is_empty() {
            return Ok(Vec::new());
        }
        // The event once for every table: whether its draft was made for the players seated
        // there now, and who they are.
        let tables: Vec<(LinkedDraft, Option<SeatedElsewhere>, BySeat<PlayerId>)> = {
            let tournament = self.open_event_in(&mut state, &id)?.tournament()?;
            linked
                .into_iter()
                .filter_map(|linked| {
                    let table = tournament
                        .round(linked.link.round)
                        .and_then(|r| r.table(linked.link.table))?;
                    let mismatch = seated_elsewhere(tournament, table, &linked);
                    let players = table.players;
                    Some((linked, mismatch, players))
                })
                .collect()
        };
        // Then every table's draft, read from the store together.
        let drafts: Vec<JournalId> = tables.iter().map(|(l, ..)| l.draft.clone()).collect();
        let mut unreadable = self.open_drafts_in(&mut state, &drafts)?;
        let mut infos = Vec::with_capacity(tables.len());
        for (linked, mismatch, players) in tables {
            let info = match (
                unreadable.remove(&linked.draft),
                state.drafts.get(&linked.draft),
            ) {
                (None, Some(open)) => {
                    let draft = &open.draft;
                    TableDraftInfo {
                        round: linked.link.round,
                        table: linked.link.table,
                        draft_id: linked.draft.as_str().to_owned(),
                        state: match (open.read_only(), draft.is_complete()) {
                            (Some(reason), _) => TableDraftState::ReadOnly {
                                reason: reason.clone(),
                            },
                            (None, true) => TableDraftState::Complete,
                            (None, false) => TableDraftState::InProgress { step: draft.step() },
                        },
                        order: Some(DraftOrder::of(draft)),
                        clock: open.clock.as_ref().map(PaceClock::settings),
                        mismatch,
                        teams: draft.final_teams(),
                        reported: open.game().map(|g| ResultInput {
                            players: Some(players),
                            ..result_input(g.input)
                        }),
                        phone_reports: Some(open.reports()),
                    }
                }
                (error, _) => TableDraftInfo {
                    round: linked.link.round,
                    table: linked.link.table,
                    draft_id: linked.draft.as_str().to_owned(),
                    state: TableDraftState::Unreadable {
                        error: Box::new(error.unwrap_or_else(|| {
                            Missing::Journal {
                                id: linked.draft.as_str().to_owned(),
                            }
                            .into()
                        })),
                    },
                    order: None,
                    clock: None,
                    mismatch,
                    teams: None,
                    reported: None,
                    phone_reports: None,
                },
            };
            infos.push(info);
        }
        Ok(infos)
    }

    /// Checks both decks of a table's draft with the draft engine, as they stand now; a legal
    /// deck comes with its cards (the organizer's "show decks").
    ///
    /// The decks are behind the organizer's own code ([`App::set_organizer_code`]).
    ///
    /// # Errors
    /// [`crate::AppRefusal::OrganizerCodeNotSet`] or [`crate::AppRefusal::OrganizerCodeWrong`],
    /// no draft of that table on this device, or a draft that cannot be replayed.
    pub fn check_table_decks(
        &self,
        id: &str,
        round: u32,
        table: u32,
        organizer_code: &str,
    ) -> Result<BySeat<DeckCheck>, AppError> {
        let event = journal_id(id)?;
        let catalog = self.catalog();
        let mut state = self.lock_state();
        self.check_organizer(&mut state, organizer_code)?;
        let linked = state
            .links()?
            .of(&event, Some(round))
            .into_iter()
            .find(|d| d.link.table == table)
            .ok_or(Missing::TableDraft { round, table })?;
        let open = self.open_draft_in(&mut state, &linked.draft)?;
        let draft = &open.draft;
        let organizer = draft.view(Viewer::Organizer);
        Ok(BySeat::from_fn(|seat| {
            let team = organizer
                .teams
                .as_ref()
                .map(|teams| teams.get(seat).clone());
            match (organizer.decks.get(seat), team) {
                (SecretView::Open { choice, .. }, Some(team)) => {
                    match check_deck(&catalog, draft.mods(), &team, &choice.choice) {
                        Ok(deck) => DeckCheck::Legal { deck },
                        Err(problems) => DeckCheck::Violations { problems },
                    }
                }
                _ => DeckCheck::NotLocked,
            }
        }))
    }

    /// What the table drafts of the players now seated recorded, for the control sheets.
    pub(crate) fn table_plays_in(
        &self,
        state: &mut State,
        event: &JournalId,
    ) -> Result<Vec<TablePlay>, AppError> {
        let linked = state.links()?.of(event, None);
        let mut plays = Vec::new();
        for linked in linked {
            let matches = {
                let tournament = self.open_event_in(state, event)?.tournament()?;
                tournament
                    .round(linked.link.round)
                    .and_then(|r| r.table(linked.link.table))
                    .is_some_and(|t| seated_elsewhere(tournament, t, &linked).is_none())
            };
            if !matches {
                continue;
            }
            let Ok(open) = self.open_draft_in(state, &linked.draft) else {
                continue;
            };
            if let Some(result) = open.draft.result() {
                plays.push(TablePlay::from_draft(
                    linked.link.round,
                    linked.link.table,
                    &result,
                ));
            }
        }
        Ok(plays)
    }
}

/// Round 1 of an event whose definition fixes no seed is paired with a seed drawn now, which
/// the journal records with the pairing (docs/rulings.md, "Round 1's draw"); any other action,
/// and a pairing that names its own seed or another round, goes to the engine as sent.
fn with_drawn_seed(
    tournament: &Tournament,
    action: EventAction,
    draw: impl FnOnce() -> u32,
) -> EventAction {
    match action {
        EventAction::PairNextRound { round, seed: None } => match tournament.pair_action(draw) {
            next @ EventAction::PairNextRound { round: r, .. } if r == round => next,
            _ => EventAction::PairNextRound { round, seed: None },
        },
        action => action,
    }
}

/// The event, ready to take an action.
fn writable(open: &mut OpenEvent) -> Result<&mut Tournament, AppError> {
    let reason = open.read_only.clone();
    open.tournament.as_mut().ok_or_else(|| {
        Conflict::ReadOnly {
            reason: reason.unwrap_or(ReadOnly::HeaderUnreadable {
                detail: String::new(),
            }),
        }
        .into()
    })
}
