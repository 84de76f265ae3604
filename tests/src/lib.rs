//! Shared helpers for the workspace-level tests: seeded players, lineups and draft playouts, and
//! an event run live through the engines while every action is journaled in the store.
//!
//! The same code drives the integration tests (`tests/`) and the replay benchmark (`benches/`),
//! so what is measured is what is tested.

use hexadraft_catalog::{Catalog, CharacterId, SponsorId, TacticSlot};
use hexadraft_draft::{
    BySeat, DeckChoice, Draft, DraftAction, DraftSetup, Mod, PlayerSetup, RulesetVersion, Salt,
    SeatChoice, Step, TacticPick,
};
use hexadraft_event::{
    EventAction, EventDefinition, EventFormat, EventSeed, EventType, Registration, RematchPolicy,
    ResultInput, ScenarioChoice, ScoreInput, Tournament,
};
use hexadraft_storage::{
    DataPackRef, JournalHeader, JournalId, JournalKind, JsonText, NewJournal, Seq, Store,
    Timestamp, Title,
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

/// A fixed salt for scripted secrets (the app makes a random one per lock).
pub fn test_salt() -> Result<Salt, RunError> {
    Ok(Salt::new("c0ffee".repeat(6))?)
}

/// Plays a whole draft with seeded random legal choices and returns the accepted actions.
pub fn playout(
    catalog: &Catalog,
    setup: DraftSetup,
    seed: u64,
) -> Result<Vec<DraftAction>, RunError> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let salt = test_salt()?;
    let mut draft = Draft::new(catalog, setup).map_err(|e| RunError(format!("{e:?}")))?;
    let mut guard = 0;
    while draft.step() != Step::Complete && guard < 200 {
        guard += 1;
        let seat = match draft.waiting_for().first() {
            Some(&seat) => seat,
            None => break,
        };
        let action = match draft.options(seat).choice {
            SeatChoice::Deck { team, rule, .. } => {
                let wanted = rule.character_tactics as usize;
                let tactics: Vec<TacticPick> = team
                    .iter()
                    .flat_map(|c| {
                        [0u8, 1].map(|s| TacticPick {
                            character: c.character.clone(),
                            slot: TacticSlot::ALL[usize::from(s)],
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
                let legal: Vec<DraftAction> = draft
                    .legal_actions(seat, &salt)
                    .into_iter()
                    .filter(|a| !matches!(a, DraftAction::Undo { .. }))
                    .collect();
                if legal.is_empty() {
                    return Err(RunError(format!(
                        "no legal action for {seat:?} at {:?}",
                        draft.step()
                    )));
                }
                legal[rng.random_range(0..legal.len())].clone()
            }
        };
        draft
            .apply(action)
            .map_err(|r| RunError(r.report().message))?;
    }
    Ok(draft.actions().to_vec())
}

/// What a live run produced: the live states, to compare with a replay from the journal.
pub struct LiveEvent {
    /// The event journal's id.
    pub event_journal: JournalId,
    /// The event as it stood when the run ended.
    pub tournament: Tournament,
    /// Each table's draft journal and live draft, in play order.
    pub drafts: Vec<(JournalId, Draft)>,
}

/// The definition of a Standard Tournament of `rounds` rounds under v1.0 with Koorie Queen.
pub fn standard_definition(rounds: u32, seed: u32) -> Result<EventDefinition, RunError> {
    Ok(EventDefinition {
        name: "Integration Open".into(),
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
        seed: EventSeed::Number(seed),
        rematches: RematchPolicy::Avoid,
    })
}

fn journal_of<T: serde::Serialize>(
    kind: JournalKind,
    title: &str,
    ruleset: RulesetVersion,
    catalog: &Catalog,
    seed: u32,
    setup: &T,
) -> Result<NewJournal, RunError> {
    Ok(NewJournal {
        id: JournalId::new(format!("{}-{}", kind_prefix(kind), slug(title)))?,
        kind,
        title: Title::new(title)?,
        header: JournalHeader {
            ruleset_version: serde_json::to_value(ruleset)?
                .as_str()
                .unwrap_or_default()
                .to_owned(),
            data_pack: DataPackRef {
                id: catalog.info().id.to_string(),
                version: catalog.info().version.clone(),
            },
            seeds: JsonText::encode(&[seed])?,
            setup: JsonText::encode(setup)?,
        },
        created_at: Timestamp::from_unix_seconds(1_800_000_000),
    })
}

fn kind_prefix(kind: JournalKind) -> &'static str {
    match kind {
        JournalKind::Draft => "draft",
        JournalKind::Event => "event",
    }
}

fn slug(title: &str) -> String {
    title
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() {
                c.to_ascii_lowercase()
            } else {
                '-'
            }
        })
        .collect()
}

/// Runs a whole event live: registers `players`, and each round pairs, drafts every table
/// (journaled per table), and records a seeded result. Every accepted action is appended to the
/// store before the next one, as the app does.
pub fn run_event_live(
    store: &mut Store,
    catalog: &Catalog,
    players: usize,
    rounds: u32,
    seed: u32,
) -> Result<LiveEvent, RunError> {
    let definition = standard_definition(rounds, seed)?;
    let mut tournament =
        Tournament::new(catalog, definition.clone()).map_err(|p| RunError(format!("{p:?}")))?;
    let event_journal = journal_of(
        JournalKind::Event,
        &format!("event {seed}"),
        definition.ruleset,
        catalog,
        seed,
        &definition,
    )?;
    let event_id = event_journal.id.clone();
    store.create_journal(&event_journal)?;
    let mut seq = Seq::FIRST;
    let clock = std::cell::Cell::new(1_800_000_000u32);
    let tick = || {
        clock.set(clock.get() + 1);
        Timestamp::from_unix_seconds(clock.get())
    };
    let mut record = |store: &mut Store, tournament: &mut Tournament, action: EventAction| {
        tournament
            .apply(action.clone())
            .map_err(|r| RunError(r.to_string()))?;
        store.append(&event_id, seq, tick(), &action)?;
        seq = seq.next().ok_or_else(|| RunError("journal full".into()))?;
        Ok::<(), RunError>(())
    };
    let sponsor = SponsorId::new("oxyd")?;
    for p in 0..players {
        let registration = Registration {
            name: format!("Player {p:03}"),
            corvus_pin: format!("PIN{p:05}"),
            sponsor: Some(sponsor.clone()),
            sponsor_unlocked: false,
            lineup: Some(lineup_for(catalog, p)),
        };
        record(
            store,
            &mut tournament,
            EventAction::RegisterPlayer { registration },
        )?;
    }
    let mut rng = ChaCha8Rng::seed_from_u64(u64::from(seed));
    let mut drafts = Vec::new();
    for round in 1..=rounds {
        record(store, &mut tournament, EventAction::PairNextRound { round })?;
        let tables = tournament
            .round(round)
            .map(|r| r.tables.clone())
            .unwrap_or_default();
        for table in tables {
            let [a, b] = [table.players.first, table.players.second].map(|id| {
                tournament.player(id).map(|p| PlayerSetup {
                    name: p.name.clone(),
                    lineup: p
                        .lineup
                        .as_ref()
                        .map(|l| l.characters().to_vec())
                        .unwrap_or_default(),
                    sponsor: sponsor.clone(),
                    unlocked_sponsors: None,
                })
            });
            let (Some(a), Some(b)) = (a, b) else {
                return Err(RunError(format!(
                    "table {} names an unknown player",
                    table.number
                )));
            };
            let draft_seed: u32 = rng.random();
            let setup = DraftSetup {
                version: definition.ruleset,
                mods: definition.mods.clone(),
                players: BySeat::new(a, b),
                seed: draft_seed,
                scenario: None,
                stadium: None,
            };
            let actions = playout(catalog, setup.clone(), u64::from(draft_seed))?;
            let journal = journal_of(
                JournalKind::Draft,
                &format!("event {seed} round {round} table {}", table.number),
                definition.ruleset,
                catalog,
                draft_seed,
                &setup,
            )?;
            let draft_id = journal.id.clone();
            store.create_journal(&journal)?;
            let mut draft_seq = Seq::FIRST;
            for action in &actions {
                store.append(&draft_id, draft_seq, tick(), action)?;
                draft_seq = draft_seq
                    .next()
                    .ok_or_else(|| RunError("journal full".into()))?;
            }
            let draft =
                Draft::replay(catalog, setup, &actions).map_err(|e| RunError(format!("{e:?}")))?;
            drafts.push((draft_id, draft));
            let score = |rng: &mut ChaCha8Rng| ScoreInput {
                victory_points: rng.random_range(0..=9),
                frags: rng.random_range(0..=4),
                first_blood: false,
            };
            let result = ResultInput {
                first: score(&mut rng),
                second: score(&mut rng),
                players: None,
            };
            record(
                store,
                &mut tournament,
                EventAction::RecordResult {
                    round,
                    table: table.number,
                    result,
                },
            )?;
        }
    }
    Ok(LiveEvent {
        event_journal: event_id,
        tournament,
        drafts,
    })
}

/// Rebuilds an event and all its drafts from the journals, as the app does when it reopens.
pub fn replay_from_store(
    store: &Store,
    catalog: &Catalog,
    event: &JournalId,
    drafts: &[JournalId],
) -> Result<(Tournament, Vec<Draft>), RunError> {
    let header = store.journal(event)?.header;
    let definition: EventDefinition = header.setup.decode()?;
    let start = Tournament::new(catalog, definition).map_err(|p| RunError(format!("{p:?}")))?;
    let outcome = store.replay(event, start, |t: &mut Tournament, a: EventAction| {
        t.apply(a).map(drop)
    })?;
    if let Some(stop) = outcome.stopped {
        return Err(RunError(format!("event replay stopped: {stop:?}")));
    }
    let mut replayed = Vec::new();
    for id in drafts {
        let setup: DraftSetup = store.journal(id)?.header.setup.decode()?;
        let start = Draft::new(catalog, setup).map_err(|e| RunError(format!("{e:?}")))?;
        let outcome = store.replay(id, start, |d: &mut Draft, a: DraftAction| {
            d.apply(a).map(drop)
        })?;
        if let Some(stop) = outcome.stopped {
            return Err(RunError(format!("draft replay stopped: {stop:?}")));
        }
        replayed.push(outcome.state);
    }
    Ok((outcome.state, replayed))
}
