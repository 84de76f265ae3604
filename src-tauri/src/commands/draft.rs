//! The table draft: a quick match (or an event pairing) played on one shared device, from the
//! setup through the guided draft, the secret steps and decks, to the match sheet and its result.
//!
//! Every command translates and calls the draft engine (hexadraft-draft) or the event engine's
//! scoring (hexadraft-event); no rule is decided here. A draft lives in a journal of kind
//! `Draft`: its header records the setup (with the coin-toss seed drawn here), the ruleset
//! version and the data pack; its entries are the engine's actions, each appended (and synced)
//! before the answer, then a game result once the game is played. Every command rebuilds the
//! draft from the journal, so reopening the app or the screen is the same path as any other.
//!
//! What is sent back is always a seat's view or the table's (public) view: the organizer's view,
//! which holds both decks, is never produced here.

use crate::error::CommandError;
use crate::state::{now, AppState};
use hexadraft_catalog::{Catalog, Product, Scenario, Sponsor, Stadium};
use hexadraft_draft::{
    check_deck, BySeat, CharacterOption, DeckChoice, Draft, DraftAction, DraftEvent, DraftMove,
    DraftSetup, DraftView, Mod, ModOption, ModSet, RulesetVersion, Seat, SeatOptions, Viewer,
};
use hexadraft_event::{score_table_game, Decider, Outcome, ResultInput, ScoreInput};
use hexadraft_storage::{
    DataPackRef, JournalHeader, JournalId, JournalKind, JsonText, NewJournal, Seq, Store, Title,
};
use serde::{Deserialize, Serialize};
use tauri::State;

// ----- types the UI sees ---------------------------------------------------------------------

/// Who is looking at the shared screen: the player holding the device, or the whole table
/// between turns (what both players may see).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, specta::Type)]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum TableViewer {
    /// One player, alone with the device (after the curtain on secret steps).
    Seat {
        /// The player's seat.
        seat: Seat,
    },
    /// Both players: the public view, no secret of either.
    Table,
}

impl TableViewer {
    fn engine_viewer(self) -> Viewer {
        match self {
            TableViewer::Seat { seat } => Viewer::Seat(seat),
            TableViewer::Table => Viewer::Public,
        }
    }
}

/// Where a draft comes from when an event paired it (the organizer's desk fills this in).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct EventTableRef {
    /// The event's journal id.
    pub event_id: String,
    /// The round, from 1.
    pub round: u32,
    /// The table, from 1.
    pub table: u32,
}

/// One player's score as entered after the game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct GameScoreInput {
    /// Victory Points.
    pub victory_points: u32,
    /// Frags.
    pub frags: u32,
}

/// The game's result as entered: both scores and, in Season 2, who drew First Blood.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct GameResultInput {
    /// Each seat's score.
    pub scores: BySeat<GameScoreInput>,
    /// Who scored First Blood (Season 2 only).
    pub first_blood: Option<Seat>,
}

/// A game's result with its outcome and points, as the event engine's scoring decides them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct GameRecord {
    /// The result as entered.
    pub input: GameResultInput,
    /// Each seat's outcome.
    pub outcomes: BySeat<Outcome>,
    /// Each seat's Tournament (or League) Points.
    pub points: BySeat<u32>,
    /// What decided the game.
    pub decided_by: Decider,
}

/// A draft as the shared screen shows it to one viewer.
#[derive(Debug, Clone, PartialEq, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct TableDraft {
    /// The journal id.
    pub id: String,
    /// The journal's title.
    pub title: String,
    /// The sequence number the next move must be based on (stale screens are refused).
    pub seq: u32,
    /// The coin toss's seed, as recorded.
    pub seed: u32,
    /// The draft as this viewer may see it (never the organizer's view).
    pub view: DraftView,
    /// What the seat may do now; `None` for the table viewer.
    pub options: Option<SeatOptions>,
    /// At a public step (choose Player A, ban, pick), what the seat to act may do: shown to the
    /// whole table, as those choices are made in the open. `None` at the secret steps.
    pub turn: Option<SeatOptions>,
    /// Whether each seat may undo now (the step it would undo is never secret to the table).
    pub can_undo: BySeat<bool>,
    /// Each Starting Lineup's characters with why they cannot join that team now (banned,
    /// picked, or under Zlavin held by the rival), to mark the cards.
    pub lineups: BySeat<Vec<CharacterOption>>,
    /// What happened, in order (events never carry an unrevealed secret).
    pub log: Vec<DraftEvent>,
    /// Set when the journal no longer replays: the draft is shown read-only with this reason.
    pub read_only: Option<String>,
    /// The event pairing this draft belongs to, if any.
    pub event: Option<EventTableRef>,
    /// The data pack recorded at creation.
    pub pack: PackRef,
    /// Set when the catalog in use is not the data pack the draft was created with.
    pub pack_mismatch: Option<String>,
    /// Whether the game's result takes First Blood (Season 2).
    pub first_blood_rule: bool,
    /// The game's result, once recorded.
    pub game: Option<GameRecord>,
}

/// A data pack's id and version.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct PackRef {
    /// The pack's id.
    pub id: String,
    /// The pack's version.
    pub version: String,
}

/// One ruleset version and the Mods it lists.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct VersionChoice {
    /// The version.
    pub version: RulesetVersion,
    /// Its name, e.g. "AGL v1.0 (Season 1)".
    pub label: String,
    /// The Mods it lists.
    pub mods: Vec<Mod>,
}

/// What the quick-match form offers: versions, Sponsors, scenarios, stadiums and boxes.
#[derive(Debug, Clone, PartialEq, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct QuickMatchCatalog {
    /// The ruleset versions.
    pub versions: Vec<VersionChoice>,
    /// Every Sponsor (Basic and Special).
    pub sponsors: Vec<Sponsor>,
    /// The scenarios.
    pub scenarios: Vec<Scenario>,
    /// The AGL Circuit stadiums.
    pub stadiums: Vec<Stadium>,
    /// The boxes, for the lineup filter.
    pub products: Vec<Product>,
}

/// The Mods chosen so far, checked by the engine.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct ModsCheck {
    /// Every Mod of the version.
    pub choices: Vec<ModOption>,
    /// What is wrong with the Mods chosen, if anything.
    pub problems: Vec<String>,
    /// The Starting Lineup size these Mods ask for.
    pub lineup_size: u32,
    /// The team size these Mods give.
    pub team_size: u32,
}

/// A saved table draft, for the list to resume from.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct TableDraftSummary {
    /// The journal id.
    pub id: String,
    /// The title.
    pub title: String,
    /// When it was last changed (seconds since 1970).
    pub updated_at: u32,
    /// Whether it is archived.
    pub archived: bool,
}

// ----- journal format ------------------------------------------------------------------------

/// The setup as recorded in the journal header: the engine's setup, plus the event pairing the
/// draft belongs to. Flattened, so a reader expecting a plain setup ignores the extra field.
#[derive(Debug, Clone, Serialize, Deserialize)]
struct RecordedSetup {
    #[serde(flatten)]
    setup: DraftSetup,
    #[serde(default)]
    event: Option<EventTableRef>,
}

/// One journal entry: an engine action (recorded as the engine writes it), or the game's result.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(untagged)]
enum TableEntry {
    Action(DraftAction),
    Result { game_result: GameResultInput },
}

/// The state rebuilt from a journal.
struct Replayed {
    draft: Draft,
    log: Vec<DraftEvent>,
    game: Option<GameRecord>,
    next_seq: Option<Seq>,
    entry_count: u32,
    stopped: Option<String>,
    event: Option<EventTableRef>,
    pack: PackRef,
    title: String,
}

fn invalid_id(id: &str) -> Result<JournalId, CommandError> {
    JournalId::new(id).map_err(CommandError::from)
}

/// Rebuilds a draft from its journal through the engine.
fn replay(store: &Store, catalog: &Catalog, id: &JournalId) -> Result<Replayed, CommandError> {
    let record = store.journal(id)?;
    if record.summary.kind != JournalKind::Draft {
        return Err(CommandError::not_found(format!(
            "\"{}\" is not a draft.",
            id.as_str()
        )));
    }
    let recorded: RecordedSetup = record.header.setup.decode().map_err(|e| {
        CommandError::invalid(format!("The draft's recorded setup cannot be read: {e}."))
    })?;
    let draft = Draft::new(catalog, recorded.setup).map_err(CommandError::from)?;
    let initial = (draft, Vec::new(), None::<GameRecord>);
    let outcome = store.replay(
        id,
        initial,
        |(draft, log, game): &mut (Draft, Vec<DraftEvent>, Option<GameRecord>),
         entry: TableEntry|
         -> Result<(), String> {
            match entry {
                TableEntry::Action(action) => {
                    let event = draft.apply(action).map_err(|r| r.to_string())?;
                    log.push(event);
                    Ok(())
                }
                TableEntry::Result { game_result } => {
                    *game = Some(score_game(draft, game_result).map_err(|e| e.to_string())?);
                    Ok(())
                }
            }
        },
    )?;
    let next_seq = outcome.next_seq();
    let (draft, log, game) = outcome.state;
    Ok(Replayed {
        draft,
        log,
        game,
        next_seq,
        entry_count: outcome.entry_count,
        stopped: outcome.stopped.map(|s| {
            format!(
                "Entry {} could not be applied: {}. The draft is shown as it was before it, read-only.",
                s.at_seq.get(),
                s.reason
            )
        }),
        event: recorded.event,
        pack: PackRef {
            id: record.header.data_pack.id,
            version: record.header.data_pack.version,
        },
        title: record.summary.title.as_str().to_owned(),
    })
}

fn table_draft(
    id: &JournalId,
    replayed: Replayed,
    catalog: &Catalog,
    viewer: TableViewer,
) -> TableDraft {
    let in_use = PackRef {
        id: catalog.info().id.to_string(),
        version: catalog.info().version.clone(),
    };
    let pack_mismatch = (in_use != replayed.pack).then(|| {
        format!(
            "This draft was made with data pack {} {}; the catalog in use is {} {}.",
            replayed.pack.id, replayed.pack.version, in_use.id, in_use.version
        )
    });
    let draft = &replayed.draft;
    TableDraft {
        id: id.as_str().to_owned(),
        title: replayed.title,
        seq: replayed.entry_count,
        seed: draft.setup().seed,
        view: draft.view(viewer.engine_viewer()),
        options: match viewer {
            TableViewer::Seat { seat } => Some(draft.options(seat)),
            TableViewer::Table => None,
        },
        turn: draft
            .step()
            .is_public()
            .then(|| draft.waiting_for().first().map(|seat| draft.options(*seat)))
            .flatten(),
        can_undo: BySeat::from_fn(|seat| draft.options(seat).can_undo),
        lineups: BySeat::from_fn(|seat| draft.lineup_status(seat)),
        log: replayed.log,
        read_only: replayed.stopped,
        event: replayed.event,
        pack: replayed.pack,
        pack_mismatch,
        first_blood_rule: draft.mods().version().has_first_blood(),
        game: replayed.game,
    }
}

/// The sequence number the next entry takes, when the screen's `seq` is the journal's.
fn next_seq_for(replayed: &Replayed, seen: u32) -> Result<Seq, CommandError> {
    if let Some(reason) = &replayed.stopped {
        return Err(CommandError::Conflict {
            message: format!("This draft is read-only. {reason}"),
        });
    }
    if seen != replayed.entry_count {
        return Err(CommandError::Conflict {
            message: "The draft changed since this screen was drawn (another window?). It has been reloaded: look again and repeat your choice.".to_owned(),
        });
    }
    replayed.next_seq.ok_or_else(|| CommandError::Conflict {
        message: "This draft is read-only.".to_owned(),
    })
}

/// A fresh random salt for one secret lock: 16 random bytes as 32 hex digits (docs/rulings.md,
/// "Secret choices and commitments": the caller supplies the salt).
fn fresh_salt() -> String {
    let bytes: [u8; 16] = rand::random();
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// Validates `action` with the engine, appends it (durably), and answers with the new state.
fn apply_action(
    state: &AppState,
    id: &str,
    seq: u32,
    action: DraftAction,
    viewer: TableViewer,
) -> Result<TableDraft, CommandError> {
    let id = invalid_id(id)?;
    let catalog = state.catalog();
    state.with_store(|store| {
        let mut replayed = replay(store, &catalog, &id)?;
        // The engine decides first, so a stale screen gets the rule's own words when it can.
        let event = replayed.draft.apply(action.clone())?;
        let expected = next_seq_for(&replayed, seq)?;
        store.append(&id, expected, now(), &TableEntry::Action(action))?;
        replayed.log.push(event);
        replayed.entry_count += 1;
        Ok(table_draft(&id, replayed, &catalog, viewer))
    })
}

/// Decides a game with the event engine's table scoring (hexadraft_event::score_table_game).
fn score_game(draft: &Draft, input: GameResultInput) -> Result<GameRecord, CommandError> {
    let score = |seat: Seat| {
        let s = input.scores.get(seat);
        ScoreInput {
            victory_points: i32::try_from(s.victory_points).unwrap_or(i32::MAX),
            frags: i32::try_from(s.frags).unwrap_or(i32::MAX),
            first_blood: input.first_blood == Some(seat),
        }
    };
    let result = score_table_game(
        draft,
        &ResultInput {
            first: score(Seat::First),
            second: score(Seat::Second),
            players: None,
        },
    )?;
    Ok(GameRecord {
        input,
        outcomes: result.decision.outcomes,
        points: result.points,
        decided_by: result.decision.decided_by,
    })
}

fn title_for(setup: &DraftSetup) -> Result<Title, CommandError> {
    let short = |name: &str| -> String { name.trim().chars().take(90).collect() };
    let text = format!(
        "{} vs {}",
        short(&setup.players.first.name),
        short(&setup.players.second.name)
    );
    Title::new(text.trim()).or_else(|_| Title::new("Quick match").map_err(CommandError::from))
}

/// A new journal id: the clock and random digits, so two drafts never collide.
fn fresh_journal_id() -> Result<JournalId, CommandError> {
    let random: u32 = rand::random();
    JournalId::new(format!("draft-{}-{random:08x}", now().unix_seconds()))
        .map_err(CommandError::from)
}

fn count_u32(n: usize) -> u32 {
    u32::try_from(n).unwrap_or(u32::MAX)
}

// ----- commands ------------------------------------------------------------------------------

/// What the quick-match form offers: ruleset versions with their Mods, Sponsors, scenarios,
/// stadiums and boxes of the catalog in use.
#[tauri::command]
#[specta::specta]
pub fn quick_match_catalog(state: State<'_, AppState>) -> QuickMatchCatalog {
    logic::quick_match_catalog(&state)
}

/// Checks the chosen Mods with the engine, and says for each Mod of the version whether it may
/// be added and, if not, the rule that forbids it (AGL "Tournament Mods").
#[tauri::command]
#[specta::specta]
pub fn check_mods(version: RulesetVersion, mods: Vec<Mod>) -> ModsCheck {
    logic::check_mods(version, mods)
}

/// Every problem the engine finds in a setup (empty when the draft can start). The seed is not
/// looked at.
#[tauri::command]
#[specta::specta]
pub fn check_draft_setup(state: State<'_, AppState>, setup: DraftSetup) -> Vec<String> {
    logic::check_draft_setup(&state, setup)
}

/// Starts a draft: checks the setup with the engine, records it in a new journal with the data
/// pack in use, and answers with the table's view. With `drawSeed` the shell draws the coin
/// toss's seed (a quick match); without it the setup's seed is kept (a pairing that fixed it).
/// `event` links the draft to an event's round and table.
#[tauri::command]
#[specta::specta]
pub fn create_draft(
    state: State<'_, AppState>,
    setup: DraftSetup,
    draw_seed: bool,
    event: Option<EventTableRef>,
) -> Result<TableDraft, CommandError> {
    logic::create_draft(&state, setup, draw_seed, event)
}

/// Reopens a draft from its journal (replaying every entry through the engine) as `viewer` may
/// see it: the seat holding the device, or the table between turns.
#[tauri::command]
#[specta::specta]
pub fn open_draft(
    state: State<'_, AppState>,
    id: String,
    viewer: TableViewer,
) -> Result<TableDraft, CommandError> {
    logic::open_draft(&state, id, viewer)
}

/// Applies one move: the engine validates it, the journal records it (synced) and the answer
/// is the new state as `viewer` sees it. `seq` is the screen's `seq`: a stale screen is refused.
#[tauri::command]
#[specta::specta]
pub fn apply_draft_move(
    state: State<'_, AppState>,
    id: String,
    seq: u32,
    action: DraftMove,
    viewer: TableViewer,
) -> Result<TableDraft, CommandError> {
    logic::apply_draft_move(&state, id, seq, action, viewer)
}

/// Undoes the seat's last undoable step, where the engine allows it (docs/rulings.md, "What can
/// be undone").
#[tauri::command]
#[specta::specta]
pub fn undo_draft_step(
    state: State<'_, AppState>,
    id: String,
    seq: u32,
    seat: Seat,
    viewer: TableViewer,
) -> Result<TableDraft, CommandError> {
    logic::undo_draft_step(&state, id, seq, seat, viewer)
}

/// Every problem the engine finds in a deck choice for the seat's final team (empty when the
/// deck can be locked). Nothing is recorded.
#[tauri::command]
#[specta::specta]
pub fn check_deck_choice(
    state: State<'_, AppState>,
    id: String,
    seat: Seat,
    deck: DeckChoice,
) -> Result<Vec<String>, CommandError> {
    logic::check_deck_choice(&state, id, seat, deck)
}

/// The outcome and points a result would give, without recording it (the match sheet shows
/// them while the numbers are typed).
#[tauri::command]
#[specta::specta]
pub fn preview_game_result(
    state: State<'_, AppState>,
    id: String,
    result: GameResultInput,
) -> Result<GameRecord, CommandError> {
    logic::preview_game_result(&state, id, result)
}

/// Records the game's result (a later entry corrects an earlier one) and answers with the
/// table's view, which carries it.
#[tauri::command]
#[specta::specta]
pub fn record_game_result(
    state: State<'_, AppState>,
    id: String,
    seq: u32,
    result: GameResultInput,
) -> Result<TableDraft, CommandError> {
    logic::record_game_result(&state, id, seq, result)
}

/// The saved table drafts, newest first, to resume one.
#[tauri::command]
#[specta::specta]
pub fn list_table_drafts(
    state: State<'_, AppState>,
) -> Result<Vec<TableDraftSummary>, CommandError> {
    logic::list_table_drafts(&state)
}

/// The commands' logic, callable without a running app (tests build an [`AppState`]).
pub(crate) mod logic {
    use super::*;

    pub(crate) fn quick_match_catalog(state: &AppState) -> QuickMatchCatalog {
        let catalog = state.catalog();
        QuickMatchCatalog {
            versions: RulesetVersion::ALL
                .into_iter()
                .map(|version| VersionChoice {
                    version,
                    label: version.to_string(),
                    mods: version.mods().to_vec(),
                })
                .collect(),
            sponsors: catalog.sponsors().to_vec(),
            scenarios: catalog.scenarios().to_vec(),
            stadiums: catalog.stadiums().to_vec(),
            products: catalog.products().to_vec(),
        }
    }

    pub(crate) fn check_mods(version: RulesetVersion, mods: Vec<Mod>) -> ModsCheck {
        let (problems, lineup_size, team_size) = match ModSet::new(version, &mods) {
            Ok(set) => (
                Vec::new(),
                count_u32(set.lineup_size()),
                count_u32(set.team_size()),
            ),
            Err(errors) => (errors.iter().map(ToString::to_string).collect(), 8, 4),
        };
        ModsCheck {
            choices: ModSet::options(version, &mods),
            problems,
            lineup_size,
            team_size,
        }
    }

    pub(crate) fn check_draft_setup(state: &AppState, setup: DraftSetup) -> Vec<String> {
        match Draft::new(&state.catalog(), setup) {
            Ok(_) => Vec::new(),
            Err(error) => error.problems.iter().map(ToString::to_string).collect(),
        }
    }

    pub(crate) fn create_draft(
        state: &AppState,
        setup: DraftSetup,
        draw_seed: bool,
        event: Option<EventTableRef>,
    ) -> Result<TableDraft, CommandError> {
        let catalog = state.catalog();
        let mut setup = setup;
        if draw_seed {
            setup.seed = rand::random();
        }
        // Checked before anything is written: a wrong setup leaves no journal behind.
        Draft::new(&catalog, setup.clone())?;
        let id = fresh_journal_id()?;
        let title = title_for(&setup)?;
        let version = serde_json::to_value(setup.version)
            .ok()
            .and_then(|v| v.as_str().map(str::to_owned))
            .unwrap_or_else(|| setup.version.to_string());
        let header = JournalHeader {
            ruleset_version: version,
            data_pack: DataPackRef {
                id: catalog.info().id.to_string(),
                version: catalog.info().version.clone(),
            },
            seeds: JsonText::encode(&[setup.seed])?,
            setup: JsonText::encode(&RecordedSetup { setup, event })?,
        };
        state.with_store(|store| {
            store.create_journal(&NewJournal {
                id: id.clone(),
                kind: JournalKind::Draft,
                title,
                header,
                created_at: now(),
            })?;
            let replayed = replay(store, &catalog, &id)?;
            Ok(table_draft(&id, replayed, &catalog, TableViewer::Table))
        })
    }

    pub(crate) fn open_draft(
        state: &AppState,
        id: String,
        viewer: TableViewer,
    ) -> Result<TableDraft, CommandError> {
        let id = invalid_id(&id)?;
        let catalog = state.catalog();
        state.with_store(|store| {
            let replayed = replay(store, &catalog, &id)?;
            Ok(table_draft(&id, replayed, &catalog, viewer))
        })
    }

    pub(crate) fn apply_draft_move(
        state: &AppState,
        id: String,
        seq: u32,
        action: DraftMove,
        viewer: TableViewer,
    ) -> Result<TableDraft, CommandError> {
        apply_action(
            state,
            &id,
            seq,
            DraftAction::from_move(action, fresh_salt),
            viewer,
        )
    }

    pub(crate) fn undo_draft_step(
        state: &AppState,
        id: String,
        seq: u32,
        seat: Seat,
        viewer: TableViewer,
    ) -> Result<TableDraft, CommandError> {
        apply_action(state, &id, seq, DraftAction::Undo { seat }, viewer)
    }

    pub(crate) fn check_deck_choice(
        state: &AppState,
        id: String,
        seat: Seat,
        deck: DeckChoice,
    ) -> Result<Vec<String>, CommandError> {
        let id = invalid_id(&id)?;
        let catalog = state.catalog();
        state.with_store(|store| {
            let replayed = replay(store, &catalog, &id)?;
            let draft = &replayed.draft;
            let team = draft
                .final_teams()
                .map(|teams| teams.get(seat).clone())
                .ok_or_else(|| {
                    CommandError::refused(
                        "The teams are not fixed yet, so no deck can be built.",
                        None,
                        Vec::new(),
                    )
                })?;
            Ok(match check_deck(&catalog, draft.mods(), &team, &deck) {
                Ok(_) => Vec::new(),
                Err(violations) => violations.iter().map(ToString::to_string).collect(),
            })
        })
    }

    pub(crate) fn preview_game_result(
        state: &AppState,
        id: String,
        result: GameResultInput,
    ) -> Result<GameRecord, CommandError> {
        let id = invalid_id(&id)?;
        let catalog = state.catalog();
        state.with_store(|store| {
            let replayed = replay(store, &catalog, &id)?;
            score_game(&replayed.draft, result)
        })
    }

    pub(crate) fn record_game_result(
        state: &AppState,
        id: String,
        seq: u32,
        result: GameResultInput,
    ) -> Result<TableDraft, CommandError> {
        let id = invalid_id(&id)?;
        let catalog = state.catalog();
        state.with_store(|store| {
            let mut replayed = replay(store, &catalog, &id)?;
            let record = score_game(&replayed.draft, result)?;
            let expected = next_seq_for(&replayed, seq)?;
            store.append(
                &id,
                expected,
                now(),
                &TableEntry::Result {
                    game_result: result,
                },
            )?;
            replayed.game = Some(record);
            replayed.entry_count += 1;
            Ok(table_draft(&id, replayed, &catalog, TableViewer::Table))
        })
    }

    pub(crate) fn list_table_drafts(
        state: &AppState,
    ) -> Result<Vec<TableDraftSummary>, CommandError> {
        state.with_store(|store| {
            let mut drafts: Vec<TableDraftSummary> = store
                .list_journals()?
                .into_iter()
                .filter(|j| j.kind == JournalKind::Draft)
                .map(|j| TableDraftSummary {
                    id: j.id.as_str().to_owned(),
                    title: j.title.as_str().to_owned(),
                    updated_at: j.updated_at.unix_seconds(),
                    archived: j.archived,
                })
                .collect();
            drafts.sort_by(|a, b| b.updated_at.cmp(&a.updated_at).then(b.id.cmp(&a.id)));
            Ok(drafts)
        })
    }
}

#[cfg(test)]
mod tests;
