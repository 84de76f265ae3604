//! Shared helpers for the workspace-level tests and benchmarks: an event run live through
//! hexadraft-app's use cases, exactly as the desktop app and the command line run one (the desk
//! creates the event, pairs, starts each table's draft from its setup, the table plays it, the
//! desk enters its result), with seeded choices so a run repeats.
//!
//! The same code drives the integration tests (`tests/`), the replay benchmark (`benches/`) and
//! the database the real-window measurements use (`examples/perf_db.rs`), so what is measured is
//! what is tested.

use hexadraft_app::desk::agl::EventView;
use hexadraft_app::table_draft::{EventTableRef, SeedChoice, TableViewer};
use hexadraft_app::App;
use hexadraft_catalog::{Catalog, CharacterId, SponsorId, TacticSlot};
use hexadraft_draft::{
    DeckChoice, Draft, DraftAction, DraftMove, DraftSetup, Mod, RulesetVersion, Salt, SeatChoice,
    Step, TacticPick,
};
use hexadraft_event::{
    EventAction, EventDefinition, EventFormat, EventSeed, EventType, GameEnd, Registration,
    RematchPolicy, ResultInput, RulingsEdition, ScenarioChoice, ScoreInput,
};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// Why a scripted run stopped: a scripted step was refused, or the store failed.
#[derive(Debug)]
pub struct RunError(pub String);

impl<E: std::fmt::Display> From<E> for RunError {
    fn from(error: E) -> Self {
        RunError(error.to_string())
    }
}

/// Characters whose Initiative and Tactics are known: lineups are drawn from these.
pub fn known_characters(catalog: &Catalog) -> Vec<CharacterId> {
    catalog
        .characters()
        .iter()
        .filter(|c| c.initiative.is_some())
        .map(|c| c.id.clone())
        .collect()
}

/// A Starting Lineup of eight distinct characters, different for each player number.
pub fn lineup_for(catalog: &Catalog, player: usize) -> Vec<CharacterId> {
    let pool = known_characters(catalog);
    (0..8)
        .map(|i| pool[(player * 3 + i * 5) % pool.len()].clone())
        .fold(Vec::new(), |mut lineup, id| {
            // The stride can repeat a character for some player numbers: fill from the pool.
            let id = if lineup.contains(&id) {
                pool.iter()
                    .find(|c| !lineup.contains(*c))
                    .cloned()
                    .unwrap_or(id)
            } else {
                id
            };
            lineup.push(id);
            lineup
        })
}

/// The move a front door sends for an engine action (the app adds the salt itself).
pub fn move_of(action: DraftAction) -> Option<DraftMove> {
    Some(match action {
        DraftAction::ChooseRoles { seat, choice } => DraftMove::ChooseRoles { seat, choice },
        DraftAction::Ban { seat, character } => DraftMove::Ban { seat, character },
        DraftAction::Pick { seat, character } => DraftMove::Pick { seat, character },
        DraftAction::LockPick {
            seat, character, ..
        } => DraftMove::LockPick { seat, character },
        DraftAction::LockSwap { seat, swap, .. } => DraftMove::LockSwap { seat, swap },
        DraftAction::LockDeck { seat, deck, .. } => DraftMove::LockDeck { seat, deck },
        DraftAction::NameAccesstelTarget { seat, character } => {
            DraftMove::NameAccesstelTarget { seat, character }
        }
        DraftAction::Undo { .. } => return None,
    })
}

/// Plays a table's whole draft through the app with seeded random legal choices: a local copy
/// of the engine says what is legal, the app validates and journals each move.
pub fn play_table_draft(
    app: &App,
    draft_id: &str,
    setup: DraftSetup,
    seed: u64,
) -> Result<(), RunError> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    // The local copy's salts never reach the app: only the choice is sent. Each lock needs its
    // own (the engine refuses a salt used twice in one draft), so they are numbered.
    let mut locks = 0u32;
    let mut fresh_salt = || {
        locks += 1;
        Salt::new(format!("{locks:032x}"))
    };
    let mut seq = app.open_draft(draft_id, TableViewer::Table, None)?.seq;
    let mut local = Draft::new(&app.catalog(), setup)?;
    let mut guard = 0;
    while local.step() != Step::Complete && guard < 200 {
        guard += 1;
        let Some(&seat) = local.waiting_for().first() else {
            break;
        };
        let salt = fresh_salt()?;
        let action = match local.options(seat).choice {
            SeatChoice::Deck { team, rule, .. } => {
                let wanted = rule.character_tactics as usize;
                let tactics: Vec<TacticPick> = team
                    .iter()
                    .flat_map(|c| {
                        TacticSlot::ALL[..2].iter().map(|slot| TacticPick {
                            character: c.character.clone(),
                            slot: *slot,
                        })
                    })
                    .take(wanted)
                    .collect();
                DraftAction::LockDeck {
                    seat,
                    deck: DeckChoice { tactics },
                    salt: salt.as_str().to_owned(),
                }
            }
            _ => {
                let legal: Vec<DraftAction> = local
                    .legal_actions(seat, &salt)
                    .into_iter()
                    .filter(|a| !matches!(a, DraftAction::Undo { .. }))
                    .collect();
                if legal.is_empty() {
                    return Err(RunError(format!(
                        "no legal action for {seat:?} at {:?}",
                        local.step()
                    )));
                }
                legal[rng.random_range(0..legal.len())].clone()
            }
        };
        let mv = move_of(action.clone()).ok_or_else(|| RunError("an undo was chosen".into()))?;
        local.apply(action).map_err(|r| RunError(r.to_string()))?;
        seq = app
            .apply_draft_move(draft_id, seq, mv, TableViewer::Table, None)?
            .seq;
    }
    Ok(())
}

/// The definition of a Standard Tournament of `rounds` rounds under v1.0 with Koorie Queen.
pub fn standard_definition(rounds: u32, seed: u32) -> Result<EventDefinition, RunError> {
    Ok(EventDefinition {
        name: format!("Integration Open {seed}"),
        format: EventFormat::StandardTournament,
        ruleset: RulesetVersion::AglV1,
        mods: vec![Mod::KoorieQueen],
        event_type: EventType::Standard,
        rounds: Some(rounds),
        scenarios: (0..rounds)
            .map(|_| {
                Ok(ScenarioChoice::Official {
                    id: hexadraft_catalog::ScenarioId::new("assault")?,
                })
            })
            .collect::<Result<_, RunError>>()?,
        stadium: None,
        seed: Some(EventSeed::Number(seed)),
        rematches: RematchPolicy::Avoid,
        lineup_size: None,
        rulings: RulingsEdition::CURRENT,
        publish_rounds: false,
    })
}

/// What a live run produced, to compare with a reopened app.
pub struct LiveEvent {
    /// The event's journal id.
    pub event_id: String,
    /// The event as the desk showed it when the run ended.
    pub view: EventView,
    /// Each table's draft journal, in play order: (round, table, draft id).
    pub drafts: Vec<(u32, u32, String)>,
}

/// Runs a whole event through the app: registers `players`, and each round pairs, starts and
/// plays every table's draft (when `with_drafts`), and enters a seeded result. Every accepted
/// action is journalled by the app before the next one.
pub fn run_event_live(
    app: &App,
    players: usize,
    rounds: u32,
    seed: u32,
    with_drafts: bool,
) -> Result<LiveEvent, RunError> {
    let catalog = app.catalog();
    let created = app.create_event(
        standard_definition(rounds, seed)?,
        hexadraft_app::Language::En,
    )?;
    let id = created.id().to_owned();
    let mut seq = created.seq();
    let sponsor = SponsorId::new("oxyd")?;
    for p in 0..players {
        let registration = Registration {
            name: format!("Player {p:03}"),
            corvus_pin: format!("PIN{p:05}"),
            sponsor: Some(sponsor.clone()),
            sponsor_unlocked: false,
            lineup: Some(lineup_for(&catalog, p)),
            team_name: None,
        };
        seq = app
            .apply_event_action(&id, seq, EventAction::RegisterPlayer { registration })?
            .seq();
    }
    let mut rng = ChaCha8Rng::seed_from_u64(u64::from(seed));
    let mut drafts = Vec::new();
    for round in 1..=rounds {
        seq = app
            .apply_event_action(&id, seq, EventAction::PairNextRound { round, seed: None })?
            .seq();
        let tables = app
            .get_event(&id)?
            .agl()
            .ok_or_else(|| RunError("not an AGL event".into()))?
            .snapshot
            .and_then(|s| s.rounds.into_iter().find(|r| r.number == round))
            .map(|r| r.tables)
            .unwrap_or_default();
        for table in tables {
            if with_drafts {
                let setup = app.table_draft_setup(&id, round, table.number)?;
                let draft = app.create_draft(
                    setup.clone(),
                    SeedChoice::Keep,
                    Some(EventTableRef {
                        event_id: id.clone(),
                        round,
                        table: table.number,
                    }),
                )?;
                play_table_draft(app, &draft.id, setup, rng.random())?;
                drafts.push((round, table.number, draft.id));
            }
            let score = |rng: &mut ChaCha8Rng| ScoreInput {
                victory_points: rng.random_range(0..=9),
                frags: rng.random_range(0..=4),
                first_blood: false,
            };
            let result = ResultInput {
                first: score(&mut rng),
                second: score(&mut rng),
                players: Some(table.players),
                game_end: GameEnd::Played,
            };
            seq = app
                .apply_event_action(
                    &id,
                    seq,
                    EventAction::RecordResult {
                        round,
                        table: table.number,
                        result,
                    },
                )?
                .seq();
        }
    }
    Ok(LiveEvent {
        view: app
            .get_event(&id)?
            .agl()
            .ok_or_else(|| RunError("not an AGL event".into()))?,
        event_id: id,
        drafts,
    })
}
