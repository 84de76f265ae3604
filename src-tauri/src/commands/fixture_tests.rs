//! Fixtures frozen from the app as it is, written by the commands' own logic.
//!
//! Two generators, both `#[ignore]`d tests that write into the folder an environment variable
//! names:
//!
//! - `write_app_db_fixture` (`HEXADRAFT_FIXTURE_OUT`): a small database holding every kind of
//!   journal the app writes (quick matches, an event's table drafts, two events, renamed and
//!   archived journals, saved catalog edits, the last open journal), the store's organizer
//!   export of it, and `facts.json`: what a reader must get back when it replays each journal,
//!   in a schema of its own (seats "first"/"second"), so a later version can be checked against
//!   it (tests/fixtures/app-db-b866e7a/README.md).
//! - `write_perf_database` (`HEXADRAFT_PERF_DB_OUT`): a 256-player, 8-round Standard Tournament
//!   with every table's draft as a linked table-draft journal, for measuring command round trips
//!   in the real window (scripts/measure-commands.mjs, docs/performance.md).
//!
//! Everything goes through the `logic` functions the Tauri commands call and through
//! [`AppState`], so the journals are what the running app writes. Commands without a `logic`
//! function (the library's rename, archive, last-open marker and export) are plain store calls;
//! they are repeated here call for call. The catalog edits go through the test-only
//! `catalog::test_logic`, the edit commands' bodies without Tauri's `State`.

use super::catalog::{test_logic as catalog_edits, CharacterValues, NewCharacter};
use super::draft::{
    logic as table, EventTableRef, GameResultInput, GameScoreInput, TableDraft, TableMove,
    TableViewer,
};
use super::event::{logic as desk, EventView};
use crate::state::{now, AppState, DATABASE_FILE, OVERLAY_SETTING};
use hexadraft_catalog::{CharacterId, ScenarioId, SponsorId, TacticSlot};
use hexadraft_draft::{
    BySeat, CharacterOption, Deck, DeckChoice, DraftSetup, Mod, PlayerSetup, RoleChoice,
    RoleDecider, RulesetVersion, Seat, SeatChoice, SecretView, Step, SwapChoice, TacticPick,
};
use hexadraft_event::{
    ByPlayer, Decider, EventAction, EventDefinition, EventFormat, EventSeed, EventType, Outcome,
    PlayerId, Registration, RematchPolicy, ResultInput, ScenarioChoice, ScoreInput,
};
use hexadraft_storage::{ExportMode, JournalId, JournalKind, Title};
use serde::Serialize;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::time::Instant;

/// The commit whose code wrote the fixture.
const WRITTEN_BY: &str = "b866e7a";

/// Characters whose Initiative the shipped pack knows: every lineup is drawn from these.
const POOL: [&str; 24] = [
    "miyamoto-mushashi",
    "wild-bill",
    "gata",
    "8-ball",
    "major-lunah",
    "hexx3r",
    "parvati",
    "maximus",
    "valkyrie",
    "hannibal",
    "laxmee",
    "senor-massacre",
    "padre-mendoza",
    "murtair",
    "kozmo",
    "taowu",
    "dart",
    "bixie",
    "prysm",
    "eclypse",
    "oberon",
    "shona-carano",
    "reina-koorie",
    "final-boss",
];

/// Player `n`'s Starting Lineup: eight distinct characters (3 × 8 steps round the 24 of the pool
/// never meet), a different run for each `n`.
fn lineup(n: usize) -> Vec<CharacterId> {
    (0..8)
        .map(|k| CharacterId::new(POOL[(n * 5 + k * 3) % POOL.len()]).unwrap())
        .collect()
}

fn sponsor(id: &str) -> SponsorId {
    SponsorId::new(id).unwrap()
}

/// The folder named by `var`, created if needed.
fn output_folder(var: &str) -> PathBuf {
    let dir = std::env::var_os(var)
        .filter(|v| !v.is_empty())
        .map(PathBuf::from)
        .unwrap_or_else(|| panic!("set {var} to the folder to write into"));
    std::fs::create_dir_all(&dir).unwrap();
    assert!(
        !dir.join(DATABASE_FILE).exists(),
        "{} already holds a database: choose an empty folder",
        dir.display()
    );
    dir
}

/// Copies the closed database of `data_dir` into `to`; the store must have been dropped, so
/// everything is in the main file (SQLite folds the write-ahead log in when the last connection
/// closes).
fn copy_database(data_dir: &Path, to: &Path) -> PathBuf {
    let wal = data_dir.join(format!("{DATABASE_FILE}-wal"));
    assert!(
        !wal.exists() || std::fs::metadata(&wal).unwrap().len() == 0,
        "the write-ahead log was not folded in"
    );
    let target = to.join(DATABASE_FILE);
    std::fs::copy(data_dir.join(DATABASE_FILE), &target).unwrap();
    target
}

// ----- playing at the table, as the shared screen does -----------------------------------------

fn quick_setup(
    version: RulesetVersion,
    mods: Vec<Mod>,
    first: (&str, &str, usize),
    second: (&str, &str, usize),
) -> DraftSetup {
    let player = |(name, sponsor_id, n): (&str, &str, usize)| PlayerSetup {
        name: name.to_owned(),
        lineup: lineup(n),
        sponsor: sponsor(sponsor_id),
        unlocked_sponsors: None,
    };
    DraftSetup {
        version,
        mods,
        players: BySeat::new(player(first), player(second)),
        // The quick-match form sends a seed; `create_draft` draws the real one.
        seed: 0,
        scenario: Some(ScenarioId::new("assault").unwrap()),
        stadium: None,
    }
}

fn open(state: &AppState, id: &str, viewer: TableViewer) -> TableDraft {
    table::open_draft(state, id.to_owned(), viewer).unwrap()
}

/// Plays at most `limit` public moves (Player A's choice, bans, picks) through
/// `apply_draft_move`, as the shared screen does from the `turn` it shows: the seat to act takes
/// an available character, the `variety`-th counted round the list, so drafts differ. Stops at
/// the first secret step.
fn play_public_steps(
    state: &AppState,
    id: &str,
    variety: usize,
    limit: usize,
    roles: RoleChoice,
) -> TableDraft {
    let mut current = open(state, id, TableViewer::Table);
    for n in 0..limit {
        let Some(turn) = current.turn.clone() else {
            break;
        };
        let seat = turn.seat;
        let choose = |options: &[CharacterOption]| {
            let open: Vec<&CharacterOption> =
                options.iter().filter(|o| o.unavailable.is_none()).collect();
            open[(variety + n) % open.len()].character.clone()
        };
        let action = match turn.choice {
            SeatChoice::ChooseRoles { .. } => TableMove::ChooseRoles {
                seat,
                choice: roles,
            },
            SeatChoice::Ban { characters, .. } => TableMove::Ban {
                seat,
                character: choose(&characters),
            },
            SeatChoice::Pick { characters, .. } => TableMove::Pick {
                seat,
                character: choose(&characters),
            },
            other => panic!("not a public step: {other:?}"),
        };
        current = table::apply_draft_move(
            state,
            id.to_owned(),
            current.seq,
            action,
            TableViewer::Table,
        )
        .unwrap();
    }
    current
}

/// Eight character Tactics: two of each character from the first ones of the team, in the slot
/// pair `variety` picks.
fn deck_for(team: &[CharacterId], tactics: u32, variety: usize) -> DeckChoice {
    let pairs = [[0u8, 1], [2, 3], [1, 3], [0, 2]];
    let slots = pairs[variety % pairs.len()];
    DeckChoice {
        tactics: team
            .iter()
            .take(tactics as usize / 2)
            .flat_map(|c| {
                slots.map(|s| TacticPick {
                    character: c.clone(),
                    slot: TacticSlot::new(s).unwrap(),
                })
            })
            .collect(),
    }
}

/// Both seats lock their decks, each from its own screen (options, then `check_deck_choice`
/// as the deck screen does before the lock).
fn lock_decks(state: &AppState, id: &str, variety: usize, check: bool) -> TableDraft {
    let mut seq = open(state, id, TableViewer::Table).seq;
    let mut last = None;
    for (i, seat) in Seat::BOTH.into_iter().enumerate() {
        let mine = open(state, id, TableViewer::Seat { seat });
        let Some(SeatChoice::Deck { team, rule, .. }) = mine.options.map(|o| o.choice) else {
            panic!("{seat:?} is not at the deck step");
        };
        let team: Vec<CharacterId> = team.into_iter().map(|c| c.character).collect();
        let deck = deck_for(&team, rule.character_tactics, variety + i);
        if check {
            let problems =
                table::check_deck_choice(state, id.to_owned(), seat, deck.clone()).unwrap();
            assert!(problems.is_empty(), "{problems:?}");
        }
        let after = table::apply_draft_move(
            state,
            id.to_owned(),
            seq,
            TableMove::LockDeck { seat, deck },
            TableViewer::Table,
        )
        .unwrap();
        seq = after.seq;
        last = Some(after);
    }
    last.unwrap()
}

fn game(first: (u32, u32), second: (u32, u32), first_blood: Option<Seat>) -> GameResultInput {
    let score = |(victory_points, frags)| GameScoreInput {
        victory_points,
        frags,
    };
    GameResultInput {
        scores: BySeat::new(score(first), score(second)),
        first_blood,
    }
}

fn record_game(state: &AppState, id: &str, result: GameResultInput) -> TableDraft {
    let seq = open(state, id, TableViewer::Table).seq;
    table::record_game_result(state, id.to_owned(), seq, result).unwrap()
}

// ----- the organizer's desk --------------------------------------------------------------------

fn act(state: &AppState, view: &EventView, action: EventAction) -> EventView {
    desk::apply_event_action(state, &view.id, view.seq, action)
        .unwrap()
        .view
}

fn registration(name: &str, pin: &str, sponsor_id: Option<&str>, n: Option<usize>) -> Registration {
    Registration {
        name: name.to_owned(),
        corvus_pin: pin.to_owned(),
        sponsor: sponsor_id.map(sponsor),
        sponsor_unlocked: sponsor_id == Some("compass-transportation"),
        lineup: n.map(lineup),
    }
}

fn result(
    a: (i32, i32),
    b: (i32, i32),
    first_blood: Option<&str>,
    players: ByPlayer<PlayerId>,
) -> ResultInput {
    let score = |(victory_points, frags), side| ScoreInput {
        victory_points,
        frags,
        first_blood: first_blood == Some(side),
    };
    ResultInput {
        a: score(a, "a"),
        b: score(b, "b"),
        players: Some(players),
    }
}

fn tables_of(view: &EventView, round: u32) -> Vec<hexadraft_event::Table> {
    view.snapshot
        .as_ref()
        .and_then(|s| s.rounds.get(round as usize - 1))
        .map(|r| r.tables.clone())
        .unwrap()
}

/// A table's draft started from the desk: the prefilled setup, then `create_draft` with the
/// event table (the seed the command draws is kept: the UI sends `drawSeed: false`).
fn start_table_draft(state: &AppState, event: &EventView, round: u32, table_number: u32) -> String {
    let setup =
        desk::table_draft_setup(state, &event.id, round, table_number, rand::random()).unwrap();
    let link = EventTableRef {
        event_id: event.id.clone(),
        round,
        table: table_number,
    };
    table::create_draft(state, setup, false, Some(link))
        .unwrap()
        .id
}

// ----- the library (store calls of the library commands) ---------------------------------------

/// `rename_journal`.
fn rename(state: &AppState, id: &str, title: &str) {
    let id = JournalId::new(id).unwrap();
    let title = Title::new(title).unwrap();
    state
        .with_store(|store| Ok(store.rename_journal(&id, &title, now())?))
        .unwrap();
}

/// `set_journal_archived`.
fn archive(state: &AppState, id: &str) {
    let id = JournalId::new(id).unwrap();
    state
        .with_store(|store| Ok(store.set_archived(&id, true, now())?))
        .unwrap();
}

/// `remember_open`.
fn remember_open(state: &AppState, id: &str) {
    let id = JournalId::new(id).unwrap();
    state
        .with_store(|store| Ok(store.set_last_open(Some(&id))?))
        .unwrap();
}

/// `export_journals` with every journal, for the organizer (the text the command writes into
/// the exports folder), in the library's order.
fn organizer_export(state: &AppState) -> String {
    state
        .with_store(|store| {
            let ids: Vec<JournalId> = store.list_journals()?.into_iter().map(|j| j.id).collect();
            Ok(store.export_json(&ids, ExportMode::Organizer)?)
        })
        .unwrap()
}

// ----- the facts a reader must get back ---------------------------------------------------------

/// Both seats of a draft; for an event table, side a is "first" and side b "second".
#[derive(Debug, Clone, PartialEq, Serialize)]
struct Seats<T> {
    first: T,
    second: T,
}

impl<T> Seats<T> {
    fn of(mut f: impl FnMut(Seat) -> T) -> Seats<T> {
        Seats {
            first: f(Seat::First),
            second: f(Seat::Second),
        }
    }

    fn sides(mut f: impl FnMut(hexadraft_event::Side) -> T) -> Seats<T> {
        Seats {
            first: f(hexadraft_event::Side::A),
            second: f(hexadraft_event::Side::B),
        }
    }
}

#[derive(Debug, Clone, PartialEq, Serialize)]
struct Facts {
    format: &'static str,
    version: u32,
    written_by: &'static str,
    settings: SettingsFacts,
    journals: Vec<JournalFacts>,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
struct SettingsFacts {
    /// The saved catalog edits, as stored.
    catalog_overlay: Option<String>,
    /// The journal open last.
    last_open: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
struct JournalFacts {
    id: String,
    kind: &'static str,
    title: String,
    archived: bool,
    entry_count: u32,
    ruleset_version: String,
    data_pack: PackFacts,
    #[serde(skip_serializing_if = "Option::is_none")]
    draft: Option<DraftFacts>,
    #[serde(skip_serializing_if = "Option::is_none")]
    event: Option<EventFacts>,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
struct PackFacts {
    id: String,
    version: String,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
struct DraftFacts {
    /// The event table the draft was started for.
    event_table: Option<LinkFacts>,
    /// Whether the replay stopped (never in this fixture).
    read_only: bool,
    seed: u32,
    step: &'static str,
    player_a: Option<&'static str>,
    /// `coin-toss`, `coin-toss-asked-by-<seat>` or `chosen-by-<seat>`.
    roles_decided_by: Option<String>,
    bans: Vec<BanFacts>,
    picks: Vec<PickFacts>,
    teams: Option<Seats<Vec<String>>>,
    /// The Vassily swaps, once revealed.
    swaps: Option<Seats<SwapFacts>>,
    commitments: CommitmentFacts,
    /// Each seat's locked deck: the 18 cards as the organizer (or the deck's owner) sees them.
    decks: Seats<Option<DeckFacts>>,
    /// The last game result recorded at the table.
    game: Option<GameFacts>,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
struct LinkFacts {
    event_id: String,
    round: u32,
    table: u32,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
struct BanFacts {
    seat: &'static str,
    character: String,
    lineup_of: &'static str,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
struct PickFacts {
    seat: &'static str,
    character: String,
    team_of: &'static str,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
struct SwapFacts {
    kind: &'static str,
    remove: Option<String>,
    add: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
struct CommitmentFacts {
    /// Lowercase hex SHA-256; `None` for a secret not locked; the whole map `None` without
    /// Vassily.
    swap: Option<Seats<Option<String>>>,
    deck: Seats<Option<String>>,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
struct DeckFacts {
    general: Vec<u16>,
    character_tactics: Vec<CardFacts>,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
struct CardFacts {
    character: String,
    slot: usize,
    number: Option<u16>,
    name: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
struct GameFacts {
    decided_by: &'static str,
    first: SideFacts,
    second: SideFacts,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
struct SideFacts {
    victory_points: u32,
    frags: u32,
    first_blood: bool,
    outcome: &'static str,
    points: u32,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
struct EventFacts {
    name: String,
    format: &'static str,
    ruleset: &'static str,
    mods: Vec<&'static str>,
    read_only: bool,
    finished: bool,
    players: Vec<PlayerFacts>,
    rounds: Vec<RoundFacts>,
    standings_final: bool,
    standings: Vec<StandingFacts>,
    /// Player id → rating after the event (provisional until it is finished); compare to 1e-9.
    ratings_after: Vec<RatingFacts>,
    /// The organizer's ratings before the event, by Corvus PIN.
    ratings_before: BTreeMap<String, f64>,
    table_drafts: Vec<LinkedDraftFacts>,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
struct PlayerFacts {
    id: u32,
    name: String,
    pin: String,
    dropped: bool,
    first_round: u32,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
struct RoundFacts {
    round: u32,
    scenario: ScenarioFacts,
    tables: Vec<TableFacts>,
    bye: Option<u32>,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
struct ScenarioFacts {
    kind: &'static str,
    id: Option<String>,
    name: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
struct TableFacts {
    table: u32,
    /// Player ids: side a is "first", side b "second".
    players: Seats<u32>,
    result: Option<GameFacts>,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
struct StandingFacts {
    rank: u32,
    player: u32,
    points: u32,
    victory_points: u32,
    frags: u32,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
struct RatingFacts {
    player: u32,
    after: f64,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
struct LinkedDraftFacts {
    round: u32,
    table: u32,
    draft_id: String,
}

fn seat_name(seat: Seat) -> &'static str {
    match seat {
        Seat::First => "first",
        Seat::Second => "second",
    }
}

fn step_name(step: Step) -> &'static str {
    match step {
        Step::ChooseRoles => "choose-roles",
        Step::Ban => "ban",
        Step::Pick => "pick",
        Step::Swap => "swap",
        Step::Deck => "deck",
        Step::Accesstel => "accesstel",
        Step::Complete => "complete",
    }
}

fn outcome_name(outcome: Outcome) -> &'static str {
    match outcome {
        Outcome::TotalVictory => "total-victory",
        Outcome::Victory => "victory",
        Outcome::Tie => "tie",
        Outcome::Defeat => "defeat",
    }
}

fn decider_name(decider: Decider) -> &'static str {
    match decider {
        Decider::VictoryPoints => "victory-points",
        Decider::Frags => "frags",
        Decider::FirstBlood => "first-blood",
        Decider::Nothing => "nothing",
    }
}

fn format_name(format: EventFormat) -> &'static str {
    match format {
        EventFormat::StandardTournament => "standard-tournament",
        EventFormat::OpenTournament => "open-tournament",
        EventFormat::StandardLeague => "standard-league",
        EventFormat::OpenLeague => "open-league",
    }
}

fn ruleset_name(version: RulesetVersion) -> &'static str {
    match version {
        RulesetVersion::AglV1 => "agl-v1.0",
        RulesetVersion::AglSeason2 => "agl-season-2",
    }
}

fn mod_name(m: Mod) -> &'static str {
    match m {
        Mod::KoorieQueen => "koorie-queen",
        Mod::Zlavin => "zlavin",
        Mod::Vassily => "vassily",
        Mod::Semy => "semy",
        Mod::Carano => "carano",
        Mod::AglCircuit => "agl-circuit",
        Mod::FinalBoss => "final-boss",
    }
}

fn commitment_of<T>(secret: &SecretView<T>) -> Option<String> {
    match secret {
        SecretView::NotLocked => None,
        SecretView::Locked { commitment } | SecretView::Open { commitment, .. } => {
            Some(commitment.as_str().to_owned())
        }
    }
}

fn deck_facts(deck: &Deck) -> DeckFacts {
    DeckFacts {
        general: deck.general.iter().map(|n| n.get()).collect(),
        character_tactics: deck
            .character_tactics
            .iter()
            .map(|card| CardFacts {
                character: card.character.to_string(),
                slot: card.slot.index(),
                number: card.number.map(|n| n.get()),
                name: card.name.clone(),
            })
            .collect(),
    }
}

fn swap_facts(swap: &SwapChoice) -> SwapFacts {
    match swap {
        SwapChoice::Keep => SwapFacts {
            kind: "keep",
            remove: None,
            add: None,
        },
        SwapChoice::Replace { remove, add } => SwapFacts {
            kind: "replace",
            remove: Some(remove.to_string()),
            add: Some(add.to_string()),
        },
    }
}

fn ids_of(characters: &[CharacterId]) -> Vec<String> {
    characters.iter().map(ToString::to_string).collect()
}

/// A draft as a reader replays it: the table's view for what is public, each seat's own view
/// for its secrets (its deck as the organizer sees it).
fn draft_facts(state: &AppState, id: &str) -> DraftFacts {
    let public = open(state, id, TableViewer::Table);
    let own = BySeat::from_fn(|seat| open(state, id, TableViewer::Seat { seat }).view);
    let view = &public.view;
    let revealed = view
        .swaps
        .as_ref()
        .and_then(|swaps| match (&swaps.first, &swaps.second) {
            (SecretView::Open { choice: a, .. }, SecretView::Open { choice: b, .. }) => {
                Some(Seats {
                    first: swap_facts(a),
                    second: swap_facts(b),
                })
            }
            _ => None,
        });
    DraftFacts {
        event_table: public.event.as_ref().map(|e| LinkFacts {
            event_id: e.event_id.clone(),
            round: e.round,
            table: e.table,
        }),
        read_only: public.read_only.is_some(),
        seed: public.seed,
        step: step_name(view.step),
        player_a: view.roles.map(|r| seat_name(r.player_a)),
        roles_decided_by: view.roles.map(|r| match r.decided_by {
            RoleDecider::CoinToss => "coin-toss".to_owned(),
            RoleDecider::CoinTossAskedBy { seat } => {
                format!("coin-toss-asked-by-{}", seat_name(seat))
            }
            RoleDecider::ChosenBy { seat } => format!("chosen-by-{}", seat_name(seat)),
        }),
        bans: view
            .bans
            .iter()
            .map(|b| BanFacts {
                seat: seat_name(b.seat),
                character: b.character.to_string(),
                lineup_of: seat_name(b.lineup_of),
            })
            .collect(),
        picks: view
            .picks
            .iter()
            .map(|p| PickFacts {
                seat: seat_name(p.seat),
                character: p.character.to_string(),
                team_of: seat_name(p.team_of),
            })
            .collect(),
        teams: view
            .teams
            .as_ref()
            .map(|t| Seats::of(|seat| ids_of(t.get(seat)))),
        swaps: revealed,
        commitments: CommitmentFacts {
            swap: view
                .swaps
                .as_ref()
                .map(|s| Seats::of(|seat| commitment_of(s.get(seat)))),
            deck: Seats::of(|seat| commitment_of(view.decks.get(seat))),
        },
        decks: Seats::of(|seat| match own.get(seat).decks.get(seat) {
            SecretView::Open { choice, .. } => Some(deck_facts(&choice.deck)),
            _ => None,
        }),
        game: public.game.as_ref().map(|g| GameFacts {
            decided_by: decider_name(g.decided_by),
            first: side_of_game(g, Seat::First),
            second: side_of_game(g, Seat::Second),
        }),
    }
}

fn side_of_game(game: &super::draft::GameRecord, seat: Seat) -> SideFacts {
    let score = game.input.scores.get(seat);
    SideFacts {
        victory_points: score.victory_points,
        frags: score.frags,
        first_blood: game.input.first_blood == Some(seat),
        outcome: outcome_name(*game.outcomes.get(seat)),
        points: *game.points.get(seat),
    }
}

fn event_facts(state: &AppState, id: &str) -> EventFacts {
    let view = desk::get_event(state, id).unwrap();
    let snapshot = view.snapshot.as_ref().unwrap();
    let definition = &snapshot.definition;
    EventFacts {
        name: definition.name.clone(),
        format: format_name(definition.format),
        ruleset: ruleset_name(definition.ruleset),
        mods: definition.mods.iter().map(|m| mod_name(*m)).collect(),
        read_only: view.read_only.is_some(),
        finished: matches!(snapshot.stage, hexadraft_event::EventStage::Finished),
        players: snapshot
            .players
            .iter()
            .map(|p| PlayerFacts {
                id: p.id.get(),
                name: p.name.clone(),
                pin: p.corvus_pin.clone(),
                dropped: p.dropped_after_round.is_some(),
                first_round: p.first_round,
            })
            .collect(),
        rounds: snapshot
            .rounds
            .iter()
            .map(|r| RoundFacts {
                round: r.number,
                scenario: match &r.scenario {
                    ScenarioChoice::Official { id } => ScenarioFacts {
                        kind: "official",
                        id: Some(id.to_string()),
                        name: None,
                    },
                    ScenarioChoice::Homemade { name } => ScenarioFacts {
                        kind: "homemade",
                        id: None,
                        name: Some(name.clone()),
                    },
                },
                tables: r
                    .tables
                    .iter()
                    .map(|t| TableFacts {
                        table: t.number,
                        players: Seats::sides(|side| t.players.get(side).get()),
                        result: t.result.map(|g| GameFacts {
                            decided_by: decider_name(g.decision.decided_by),
                            first: side_of_result(&g, hexadraft_event::Side::A),
                            second: side_of_result(&g, hexadraft_event::Side::B),
                        }),
                    })
                    .collect(),
                bye: r.bye.as_ref().map(|b| b.player.get()),
            })
            .collect(),
        standings_final: snapshot.standings.is_final,
        standings: snapshot
            .standings
            .rows
            .iter()
            .map(|row| StandingFacts {
                rank: row.place,
                player: row.player.get(),
                points: row.points,
                victory_points: row.victory_points,
                frags: row.frags,
            })
            .collect(),
        ratings_after: view
            .ratings
            .as_ref()
            .map(|report| {
                report
                    .changes
                    .iter()
                    .map(|c| RatingFacts {
                        player: c.player.get(),
                        after: c.after,
                    })
                    .collect()
            })
            .unwrap_or_default(),
        ratings_before: view.ratings_before.clone(),
        table_drafts: view
            .table_drafts
            .iter()
            .map(|d| LinkedDraftFacts {
                round: d.round,
                table: d.table,
                draft_id: d.draft_id.clone(),
            })
            .collect(),
    }
}

fn side_of_result(game: &hexadraft_event::GameResult, side: hexadraft_event::Side) -> SideFacts {
    let score = game.scores.get(side);
    SideFacts {
        victory_points: score.victory_points(),
        frags: score.frags(),
        first_blood: game.first_blood == Some(side),
        outcome: outcome_name(*game.decision.outcomes.get(side)),
        points: *game.points.get(side),
    }
}

/// Everything a reader must get back from the database, read through the commands' logic.
fn facts(state: &AppState) -> Facts {
    let (summaries, headers, settings) = state
        .with_store(|store| {
            let summaries = store.list_journals()?;
            let headers = summaries
                .iter()
                .map(|s| store.journal(&s.id).map(|r| r.header))
                .collect::<Result<Vec<_>, _>>()?;
            let settings = SettingsFacts {
                catalog_overlay: store.get_setting(OVERLAY_SETTING)?,
                last_open: store.last_open()?.map(|id| id.to_string()),
            };
            Ok((summaries, headers, settings))
        })
        .unwrap();
    let mut journals: Vec<JournalFacts> = summaries
        .iter()
        .zip(headers)
        .map(|(s, header)| {
            let id = s.id.as_str();
            JournalFacts {
                id: id.to_owned(),
                kind: match s.kind {
                    JournalKind::Draft => "draft",
                    JournalKind::Event => "event",
                },
                title: s.title.to_string(),
                archived: s.archived,
                entry_count: s.entry_count,
                ruleset_version: header.ruleset_version,
                data_pack: PackFacts {
                    id: header.data_pack.id,
                    version: header.data_pack.version,
                },
                draft: (s.kind == JournalKind::Draft).then(|| draft_facts(state, id)),
                event: (s.kind == JournalKind::Event).then(|| event_facts(state, id)),
            }
        })
        .collect();
    // By id, so the order does not depend on the clock.
    journals.sort_by(|a, b| a.id.cmp(&b.id));
    Facts {
        format: "hexadraft-fixture-facts",
        version: 1,
        written_by: WRITTEN_BY,
        settings,
        journals,
    }
}

// ----- the small fixture database ---------------------------------------------------------------

/// The journals the fixture generator wrote, by what they are.
struct Written {
    vassily: String,
    undo: String,
    final_boss: String,
    compass: String,
    koorie_cup: String,
    koorie_cup_drafts: [String; 2],
    open_night: String,
}

/// A quick match under AGL v1.0 with Koorie Queen and Vassily, played to the end: bans, picks,
/// one real swap and one keep, both decks, a result and its correction.
fn vassily_quick_match(state: &AppState) -> String {
    let created = table::create_draft(
        state,
        quick_setup(
            RulesetVersion::AglV1,
            vec![Mod::KoorieQueen, Mod::Vassily],
            ("Ana", "oxyd", 0),
            ("Bo", "vissiorama", 3),
        ),
        true,
        None,
    )
    .unwrap();
    let id = created.id;
    let table_view = play_public_steps(state, &id, 1, 100, RoleChoice::TossCoin);
    assert_eq!(table_view.view.step, Step::Swap);
    assert_eq!(table_view.view.bans.len(), 2);
    let mut seq = table_view.seq;
    for seat in Seat::BOTH {
        let mine = open(state, &id, TableViewer::Seat { seat });
        let Some(SeatChoice::Swap {
            team, replacements, ..
        }) = mine.options.map(|o| o.choice)
        else {
            panic!("{seat:?} is not at the swap step");
        };
        let swap = match seat {
            Seat::First => SwapChoice::Replace {
                remove: team[1].clone(),
                add: replacements
                    .iter()
                    .find(|o| o.unavailable.is_none())
                    .map(|o| o.character.clone())
                    .unwrap(),
            },
            Seat::Second => SwapChoice::Keep,
        };
        seq = table::apply_draft_move(
            state,
            id.clone(),
            seq,
            TableMove::LockSwap { seat, swap },
            TableViewer::Table,
        )
        .unwrap()
        .seq;
    }
    let decks = lock_decks(state, &id, 0, true);
    assert!(decks.view.complete);
    record_game(state, &id, game((7, 1), (3, 0), None));
    // The table typed it wrong: a later result corrects the earlier one.
    let corrected = record_game(state, &id, game((6, 1), (6, 2), None));
    assert_eq!(corrected.game.unwrap().decided_by, Decider::Frags);
    id
}

/// A v1.0 quick match whose first pick was taken back and made again; left with both decks
/// locked and no result.
fn quick_match_with_undo(state: &AppState) -> String {
    let created = table::create_draft(
        state,
        quick_setup(
            RulesetVersion::AglV1,
            vec![],
            ("Cy", "oxyd", 5),
            ("Di", "oxyd", 6),
        ),
        true,
        None,
    )
    .unwrap();
    let id = created.id;
    let first = play_public_steps(state, &id, 2, 1, RoleChoice::TossCoin);
    let seat = first.view.picks[0].seat;
    let undone =
        table::undo_draft_step(state, id.clone(), first.seq, seat, TableViewer::Table).unwrap();
    assert!(undone.view.picks.is_empty());
    let picked = play_public_steps(state, &id, 3, 100, RoleChoice::TossCoin);
    assert_eq!(picked.view.step, Step::Deck);
    lock_decks(state, &id, 1, true);
    id
}

/// A Season 2 Final Boss quick match left in the middle of the picks.
fn final_boss_in_progress(state: &AppState) -> String {
    let created = table::create_draft(
        state,
        quick_setup(
            RulesetVersion::AglSeason2,
            vec![Mod::FinalBoss],
            ("Eva", "oxyd", 9),
            ("Finn", "oxyd", 12),
        ),
        true,
        None,
    )
    .unwrap();
    let id = created.id;
    let partway = play_public_steps(state, &id, 4, 5, RoleChoice::TossCoin);
    assert_eq!(partway.view.step, Step::Pick);
    assert_eq!(partway.view.picks.len(), 5);
    id
}

/// A Season 2 quick match where the Compass Transportation holder chose to be Player B; played
/// to the end with a result decided by First Blood.
fn compass_holder_chooses(state: &AppState) -> String {
    let created = table::create_draft(
        state,
        quick_setup(
            RulesetVersion::AglSeason2,
            vec![],
            ("Gus", "compass-transportation", 15),
            ("Hana", "oxyd", 18),
        ),
        true,
        None,
    )
    .unwrap();
    assert_eq!(created.view.step, Step::ChooseRoles);
    let id = created.id;
    let picked = play_public_steps(state, &id, 5, 100, RoleChoice::BePlayerB);
    let roles = picked.view.roles.unwrap();
    assert_eq!(roles.player_a, Seat::Second);
    assert_eq!(
        roles.decided_by,
        RoleDecider::ChosenBy { seat: Seat::First }
    );
    lock_decks(state, &id, 2, true);
    let done = record_game(state, &id, game((4, 1), (4, 1), Some(Seat::Second)));
    assert_eq!(done.game.unwrap().decided_by, Decider::FirstBlood);
    id
}

/// The organizer's catalog edits: a value the pack lacks (Gaia's Initiative) and a character of
/// a box the pack lists without characters.
fn edit_catalog(state: &AppState) {
    catalog_edits::edit_character(
        state,
        CharacterValues {
            character: "gaia".into(),
            initiative: Some(3),
            ..Default::default()
        },
    )
    .unwrap();
    let added = catalog_edits::add_character(
        state,
        NewCharacter {
            name: "Moonchild".into(),
            product: Some("double-trouble".into()),
            initiative: Some(5),
            movement: Some(5),
            energy: Some(4),
            health: Some(4),
            ..Default::default()
        },
    )
    .unwrap();
    assert!(added.added);
}

/// An AGL v1.0 Standard Tournament with Koorie Queen: a roster import and hand registrations,
/// ratings before the event, round 1 with a corrected result, a late arrival and a drop, round 2
/// with a bye and two table drafts (one played to its result, entered on the desk).
fn koorie_cup(state: &AppState) -> (String, [String; 2]) {
    let scenarios = ["assault", "conquest", "king-of-the-hill"];
    let definition = EventDefinition {
        name: "Koorie Cup".into(),
        format: EventFormat::StandardTournament,
        ruleset: RulesetVersion::AglV1,
        mods: vec![Mod::KoorieQueen],
        event_type: EventType::Standard,
        rounds: Some(3),
        scenarios: scenarios
            .iter()
            .map(|id| ScenarioChoice::Official {
                id: ScenarioId::new(*id).unwrap(),
            })
            .collect(),
        stadium: None,
        seed: EventSeed::Text("koorie-cup-fixture".into()),
        rematches: RematchPolicy::Avoid,
    };
    let view = desk::create_event(state, definition).unwrap();
    // The roster: semicolons, names and aliases for characters and Sponsors, a column the app
    // does not read.
    let names = |n: usize| -> String {
        lineup(n)
            .iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>()
            .join("|")
    };
    let csv = format!(
        "name;Corvus PIN;sponsor;unlocked;lineup;club\n\
         Ana;CB-1001;Oxyd;;{};Norte\n\
         Bruno;CB-1002;Compass Transportation;yes;{};Norte\n\
         Camille;CB-1003;vissiorama;;{};\n\
         Diego;CB-1004;oxyd;no;{};Sur\n",
        names(0),
        names(1),
        names(2),
        names(3)
    );
    let imported = desk::import_roster(state, &view.id, view.seq, &csv, false).unwrap();
    assert_eq!(imported.imported, 4, "{:?}", imported.problems);
    assert_eq!(imported.ignored_columns.len(), 1);
    let mut view = imported.view;
    for (name, pin, n) in [
        ("Élodie", "CB-1005", 4),
        ("Farid", "CB-1006", 5),
        ("Greta", "CB-1007", 6),
    ] {
        view = act(
            state,
            &view,
            EventAction::RegisterPlayer {
                registration: registration(name, pin, Some("oxyd"), Some(n)),
            },
        );
    }
    view = desk::set_ratings(
        state,
        &view.id,
        BTreeMap::from([
            ("CB-1001".to_owned(), 1112.5),
            ("CB-1003".to_owned(), 987.0),
            ("CB-1005".to_owned(), 1040.0),
        ]),
    )
    .unwrap();
    view = act(state, &view, EventAction::PairNextRound { round: 1 });
    assert!(view.late_registration);
    view = act(
        state,
        &view,
        EventAction::RegisterLateArrival {
            registration: registration("Hiro", "CB-1008", Some("vissiorama"), Some(7)),
        },
    );
    let round1 = tables_of(&view, 1);
    assert_eq!(round1.len(), 3);
    let scores = [((7, 2), (3, 1)), ((4, 0), (4, 3)), ((9, 1), (2, 0))];
    for (t, (a, b)) in round1.iter().zip(scores) {
        view = act(
            state,
            &view,
            EventAction::RecordResult {
                round: 1,
                table: t.number,
                result: result(a, b, None, t.players),
            },
        );
    }
    view = act(
        state,
        &view,
        EventAction::CorrectResult {
            round: 1,
            table: 2,
            result: result((5, 0), (4, 3), None, round1[1].players),
        },
    );
    view = act(
        state,
        &view,
        EventAction::DropPlayer {
            player: round1[2].players.b,
        },
    );
    view = act(state, &view, EventAction::PairNextRound { round: 2 });
    let round2 = tables_of(&view, 2);
    assert_eq!(round2.len(), 3);
    assert!(view.snapshot.as_ref().unwrap().rounds[1].bye.is_some());

    // Two tables start their drafts from the desk; table 1 plays through to its result.
    let played = start_table_draft(state, &view, 2, 1);
    play_public_steps(state, &played, 6, 100, RoleChoice::BePlayerA);
    lock_decks(state, &played, 3, true);
    record_game(state, &played, game((8, 2), (2, 1), None));
    let partway = start_table_draft(state, &view, 2, 2);
    play_public_steps(state, &partway, 7, 4, RoleChoice::TossCoin);

    // The desk enters the result the table recorded.
    let view = desk::get_event(state, &view.id).unwrap();
    assert_eq!(view.table_drafts.len(), 2);
    let reported = view.table_drafts[0].reported.unwrap();
    let view = act(
        state,
        &view,
        EventAction::RecordResult {
            round: 2,
            table: 1,
            result: reported,
        },
    );
    assert_eq!(view.seq, 16);
    (view.id, [played, partway])
}

/// A Season 2 Open Tournament without Sponsors or lineups: two rounds, a homemade scenario, a
/// game decided by First Blood.
fn open_night(state: &AppState) -> String {
    let definition = EventDefinition {
        name: "Season 2 Open Night".into(),
        format: EventFormat::OpenTournament,
        ruleset: RulesetVersion::AglSeason2,
        mods: vec![],
        event_type: EventType::Open,
        rounds: Some(2),
        scenarios: vec![
            ScenarioChoice::Official {
                id: ScenarioId::new("captura-la-bandera").unwrap(),
            },
            ScenarioChoice::Homemade {
                name: "Las Ruinas de Omadon".into(),
            },
        ],
        stadium: None,
        seed: EventSeed::Number(20_260_306),
        rematches: RematchPolicy::Avoid,
    };
    let mut view = desk::create_event(state, definition).unwrap();
    for (name, pin) in [
        ("Iris", "S2-01"),
        ("Jon", "S2-02"),
        ("Kai", "S2-03"),
        ("Lía", "S2-04"),
    ] {
        view = act(
            state,
            &view,
            EventAction::RegisterPlayer {
                registration: registration(name, pin, None, None),
            },
        );
    }
    let rounds = [
        [((5, 2), (5, 2), Some("b")), ((8, 1), (2, 0), None)],
        [((3, 0), (6, 1), Some("a")), ((4, 2), (4, 2), None)],
    ];
    for (round, games) in (1..).zip(rounds) {
        view = act(state, &view, EventAction::PairNextRound { round });
        for (t, (a, b, first_blood)) in tables_of(&view, round).iter().zip(games) {
            view = act(
                state,
                &view,
                EventAction::RecordResult {
                    round,
                    table: t.number,
                    result: result(a, b, first_blood, t.players),
                },
            );
        }
    }
    assert!(matches!(
        view.snapshot.as_ref().unwrap().stage,
        hexadraft_event::EventStage::Finished
    ));
    view.id
}

fn write_fixture_journals(state: &AppState) -> Written {
    let vassily = vassily_quick_match(state);
    let undo = quick_match_with_undo(state);
    let final_boss = final_boss_in_progress(state);
    let compass = compass_holder_chooses(state);
    // Journals created from here on record the edited catalog's version.
    edit_catalog(state);
    let (koorie_cup, koorie_cup_drafts) = koorie_cup(state);
    let open_night = open_night(state);
    rename(state, &undo, "Practice game (with a taken-back pick)");
    archive(state, &open_night);
    remember_open(state, &compass);
    remember_open(state, &koorie_cup);
    Written {
        vassily,
        undo,
        final_boss,
        compass,
        koorie_cup,
        koorie_cup_drafts,
        open_night,
    }
}

fn journal<'a>(facts: &'a Facts, id: &str) -> &'a JournalFacts {
    facts.journals.iter().find(|j| j.id == id).unwrap()
}

#[test]
#[ignore = "writes the fixture database; set HEXADRAFT_FIXTURE_OUT (tests/fixtures/app-db-b866e7a/README.md)"]
fn write_app_db_fixture() {
    let out = output_folder("HEXADRAFT_FIXTURE_OUT");
    let work = tempfile::tempdir().unwrap();
    let state = AppState::open(work.path());
    let written = write_fixture_journals(&state);
    let live = facts(&state);
    let export = organizer_export(&state);
    drop(state);
    let database = copy_database(work.path(), &out);

    // What the fixture holds, read back the way the app reads it after a restart.
    let reader = tempfile::tempdir().unwrap();
    copy_database(database.parent().unwrap(), reader.path());
    let reopened = AppState::open(reader.path());
    assert!(reopened.store_problem().is_none());
    assert!(reopened.overlay_problem().is_none());
    let read_back = facts(&reopened);
    assert_eq!(
        read_back, live,
        "a restart replays every journal to the same facts"
    );
    assert_eq!(organizer_export(&reopened), export);
    drop(reopened);

    assert_eq!(live.journals.len(), 8);
    assert_eq!(
        live.settings.last_open.as_deref(),
        Some(written.koorie_cup.as_str())
    );
    assert!(live
        .settings
        .catalog_overlay
        .as_deref()
        .unwrap()
        .contains("moonchild"));
    let vassily = journal(&live, &written.vassily).draft.as_ref().unwrap();
    assert_eq!(vassily.step, "complete");
    let swaps = vassily.swaps.as_ref().unwrap();
    assert_eq!((swaps.first.kind, swaps.second.kind), ("replace", "keep"));
    assert_eq!(vassily.decks.first.as_ref().unwrap().general.len(), 10);
    assert_eq!(vassily.game.as_ref().unwrap().second.outcome, "victory");
    // Two bans, eight picks, two swaps, two decks, two results.
    assert_eq!(journal(&live, &written.vassily).entry_count, 16);
    assert_eq!(
        journal(&live, &written.undo).title,
        "Practice game (with a taken-back pick)"
    );
    assert_eq!(
        journal(&live, &written.final_boss)
            .draft
            .as_ref()
            .unwrap()
            .step,
        "pick"
    );
    let compass = journal(&live, &written.compass).draft.as_ref().unwrap();
    assert_eq!(compass.roles_decided_by.as_deref(), Some("chosen-by-first"));
    assert!(journal(&live, &written.open_night).archived);
    let cup = journal(&live, &written.koorie_cup).event.as_ref().unwrap();
    assert_eq!(cup.players.len(), 8);
    assert_eq!(cup.players.iter().filter(|p| p.dropped).count(), 1);
    assert_eq!(cup.table_drafts.len(), 2);
    assert!(cup.rounds[1].bye.is_some());
    assert_eq!(cup.ratings_before.len(), 3);
    // The desk's organizer view of the played table shows the decks each seat locked.
    let played = journal(&live, &written.koorie_cup_drafts[0])
        .draft
        .as_ref()
        .unwrap();
    assert!(played.game.is_some());
    let desk_view = desk::get_event(&AppState::open(reader.path()), &written.koorie_cup).unwrap();
    let organizer = desk_view.table_drafts[0].decks.as_ref().unwrap();
    assert_eq!(Some(deck_facts(&organizer.a)), played.decks.first);
    assert_eq!(Some(deck_facts(&organizer.b)), played.decks.second);

    std::fs::write(out.join("organizer-export.json"), &export).unwrap();
    let mut text = serde_json::to_string_pretty(&live).unwrap();
    text.push('\n');
    std::fs::write(out.join("facts.json"), text).unwrap();
    eprintln!(
        "wrote {} ({} bytes), facts.json and organizer-export.json into {}",
        DATABASE_FILE,
        std::fs::metadata(&database).unwrap().len(),
        out.display()
    );
}

// ----- the big event for measurements -----------------------------------------------------------

const PERF_PLAYERS: usize = 256;
const PERF_ROUNDS: u32 = 8;

#[derive(Serialize)]
struct PerfManifest {
    written_by: &'static str,
    event_id: String,
    players: usize,
    rounds: u32,
    table_drafts: usize,
    event_entries: u32,
    journals: usize,
    database_bytes: u64,
    seconds_to_write: f64,
}

/// A 256-player AGL v1.0 Standard Tournament (Koorie Queen), 8 rounds, written as the app
/// writes it: the roster imported from CSV, each round paired on the desk, every table's draft
/// started from the desk and played at the table (Player A's choice for Compass Transportation
/// holders, bans, picks, both decks, the result), and the result the table recorded entered on
/// the desk.
#[test]
#[ignore = "writes a 256-player event with 1,024 table drafts (minutes); set HEXADRAFT_PERF_DB_OUT"]
fn write_perf_database() {
    let out = output_folder("HEXADRAFT_PERF_DB_OUT");
    let started = Instant::now();
    let work = tempfile::tempdir().unwrap();
    let state = AppState::open(work.path());
    let scenarios = [
        "assault",
        "conquest",
        "king-of-the-hill",
        "scorched-earth",
        "carnage",
        "blitz",
        "assault",
        "conquest",
    ];
    let definition = EventDefinition {
        name: "Perf Open 256".into(),
        format: EventFormat::StandardTournament,
        ruleset: RulesetVersion::AglV1,
        mods: vec![Mod::KoorieQueen],
        event_type: EventType::Standard,
        rounds: Some(PERF_ROUNDS),
        scenarios: scenarios
            .iter()
            .map(|id| ScenarioChoice::Official {
                id: ScenarioId::new(*id).unwrap(),
            })
            .collect(),
        stadium: None,
        seed: EventSeed::Number(256_008),
        rematches: RematchPolicy::Avoid,
    };
    let view = desk::create_event(&state, definition).unwrap();
    let mut csv = String::from("name,pin,sponsor,unlocked,lineup\n");
    for n in 0..PERF_PLAYERS {
        // One player in sixteen holds Compass Transportation, so some drafts begin with
        // Player A's choice; one in five plays Vissiorama.
        let (sponsor_id, unlocked) = if n % 16 == 7 {
            ("compass-transportation", "yes")
        } else if n % 5 == 2 {
            ("vissiorama", "")
        } else {
            ("oxyd", "")
        };
        let characters: Vec<String> = lineup(n).iter().map(ToString::to_string).collect();
        csv.push_str(&format!(
            "Player {n:03},P-{n:04},{sponsor_id},{unlocked},{}\n",
            characters.join("|")
        ));
    }
    let imported = desk::import_roster(&state, &view.id, view.seq, &csv, false).unwrap();
    assert_eq!(
        imported.imported as usize, PERF_PLAYERS,
        "{:?}",
        imported.problems
    );
    let mut view = imported.view;
    let mut drafts = 0usize;
    for round in 1..=PERF_ROUNDS {
        let round_started = Instant::now();
        view = act(&state, &view, EventAction::PairNextRound { round });
        for t in tables_of(&view, round) {
            let variety = (round as usize) * 131 + t.number as usize;
            let draft = start_table_draft(&state, &view, round, t.number);
            play_public_steps(&state, &draft, variety, 100, RoleChoice::TossCoin);
            lock_decks(&state, &draft, variety, false);
            let a = ((round * 7 + t.number * 3) % 10, (round + t.number) % 5);
            let b = ((round * 5 + t.number * 11) % 10, (round * 3 + t.number) % 4);
            record_game(&state, &draft, game(a, b, None));
            drafts += 1;
            // The desk enters what the table recorded (the prefill of `reported`).
            let to_i32 = |(vp, frags): (u32, u32)| (vp as i32, frags as i32);
            view = act(
                &state,
                &view,
                EventAction::RecordResult {
                    round,
                    table: t.number,
                    result: result(to_i32(a), to_i32(b), None, t.players),
                },
            );
        }
        eprintln!(
            "round {round}: {} tables in {:.1} s ({:.0} s so far)",
            PERF_PLAYERS / 2,
            round_started.elapsed().as_secs_f64(),
            started.elapsed().as_secs_f64()
        );
    }
    assert!(matches!(
        view.snapshot.as_ref().unwrap().stage,
        hexadraft_event::EventStage::Finished
    ));
    assert_eq!(
        view.table_drafts.len(),
        PERF_PLAYERS / 2 * PERF_ROUNDS as usize
    );
    let event_id = view.id.clone();
    let event_entries = view.seq;
    let journals = state
        .with_store(|store| Ok(store.list_journals()?.len()))
        .unwrap();
    drop(state);
    let database = copy_database(work.path(), &out);
    let manifest = PerfManifest {
        written_by: WRITTEN_BY,
        event_id,
        players: PERF_PLAYERS,
        rounds: PERF_ROUNDS,
        table_drafts: drafts,
        event_entries,
        journals,
        database_bytes: std::fs::metadata(&database).unwrap().len(),
        seconds_to_write: started.elapsed().as_secs_f64(),
    };
    let mut text = serde_json::to_string_pretty(&manifest).unwrap();
    text.push('\n');
    std::fs::write(out.join("perf-db.json"), text).unwrap();
    eprintln!("{}", serde_json::to_string(&manifest).unwrap());
}
