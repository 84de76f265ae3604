//! Speed of the statistics over a season: 20 events of 64 players, two rounds each, every
//! table drafted to the end (1,280 drafts), under five Mod sets. The bound: under
//! 100 ms in the release build (docs/performance.md, "Statistics").

// A benchmark's fixed inputs are known good; failing loudly is right here.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use criterion::{criterion_group, criterion_main, Criterion};
use hexadraft_catalog::{Catalog, CharacterId, SponsorId, SponsorKind, TacticSlot};
use hexadraft_draft::{
    BySeat, CoinToss, DeckChoice, Draft, DraftAction, DraftSetup, EventFormat, Mod, PlayerSetup,
    RulesetVersion, Salt, Seat, Step, TacticPick,
};
use hexadraft_stats::{
    stats_report, DeckAccess, EventInput, Filter, GameInput, GameOutcome, PublicDraft, Stage,
};
use std::hint::black_box;

const EVENTS: usize = 20;
const PLAYERS: usize = 64;
const ROUNDS: u32 = 2;

/// A small deterministic generator: the season is the same on every run.
struct Dice(u64);

impl Dice {
    fn roll(&mut self, below: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % below.max(1) as u64) as usize
    }
}

fn salt(n: u8) -> String {
    format!("{n:02x}").repeat(16)
}

/// A draft of two players played to the end with random legal choices, or `None` when the
/// engine refuses the setup (Zlavin with lineups too alike).
fn play(catalog: &Catalog, setup: DraftSetup, dice: &mut Dice) -> Option<Draft> {
    let mut draft = Draft::new(catalog, setup).ok()?;
    for _ in 0..64 {
        if draft.is_complete() {
            break;
        }
        let seat = *draft.waiting_for().first()?;
        let n = if seat == Seat::First { 0x10 } else { 0x20 };
        let action = match draft.step() {
            Step::Deck => {
                let team = draft.final_teams()?.get(seat).clone();
                let tactics = team
                    .iter()
                    .flat_map(|c| {
                        [0, 1].map(|s| TacticPick {
                            character: c.clone(),
                            slot: TacticSlot::new(s).unwrap(),
                        })
                    })
                    .collect();
                DraftAction::LockDeck {
                    seat,
                    deck: DeckChoice { tactics },
                    salt: salt(n + 1),
                }
            }
            _ => {
                let choices: Vec<DraftAction> = draft
                    .legal_actions(seat, &Salt::new(salt(n)).unwrap())
                    .into_iter()
                    .filter(|a| !matches!(a, DraftAction::Undo { .. }))
                    .collect();
                choices.get(dice.roll(choices.len()))?.clone()
            }
        };
        if draft.apply(action).is_err() {
            break;
        }
    }
    Some(draft)
}

/// The season's drafts, by event, round and table, with each game's outcome.
type Season = Vec<(EventFormat, Vec<(u32, u32, GameOutcome, Option<Draft>)>)>;

fn season(catalog: &Catalog) -> Season {
    let mut dice = Dice(0x5eed_2026);
    let characters: Vec<CharacterId> = catalog.characters().iter().map(|c| c.id.clone()).collect();
    let sponsors: Vec<SponsorId> = catalog
        .sponsors()
        .iter()
        .filter(|s| s.kind == SponsorKind::Basic)
        .map(|s| s.id.clone())
        .collect();
    let mod_sets = [
        vec![],
        vec![Mod::KoorieQueen],
        vec![Mod::KoorieQueen, Mod::Zlavin],
        vec![Mod::Vassily],
        vec![Mod::KoorieQueen, Mod::Vassily],
    ];
    (0..EVENTS)
        .map(|e| {
            let players: Vec<PlayerSetup> = (0..PLAYERS)
                .map(|p| {
                    let mut lineup: Vec<CharacterId> = Vec::new();
                    while lineup.len() < 8 {
                        let c = &characters[dice.roll(characters.len())];
                        if !lineup.contains(c) {
                            lineup.push(c.clone());
                        }
                    }
                    PlayerSetup {
                        name: format!("Player {p}"),
                        lineup,
                        sponsor: sponsors[dice.roll(sponsors.len())].clone(),
                        unlocked_sponsors: None,
                    }
                })
                .collect();
            let mods = &mod_sets[e % mod_sets.len()];
            let mut games = Vec::new();
            for round in 1..=ROUNDS {
                let mut order: Vec<usize> = (0..PLAYERS).collect();
                for i in (1..order.len()).rev() {
                    order.swap(i, dice.roll(i + 1));
                }
                for (t, pair) in order.chunks(2).enumerate() {
                    let setup = DraftSetup {
                        version: RulesetVersion::AglV1,
                        mods: mods.clone(),
                        players: BySeat::new(players[pair[0]].clone(), players[pair[1]].clone()),
                        seed: dice.roll(1 << 20) as u32,
                        coin: CoinToss::Seeded,
                        scenario: None,
                        stadium: None,
                    };
                    let outcome = match dice.roll(5) {
                        0 => GameOutcome::Tie,
                        1 | 2 => GameOutcome::Won { seat: Seat::First },
                        _ => GameOutcome::Won { seat: Seat::Second },
                    };
                    games.push((
                        round,
                        t as u32 + 1,
                        outcome,
                        play(catalog, setup, &mut dice),
                    ));
                }
            }
            (EventFormat::StandardTournament, games)
        })
        .collect()
}

fn inputs(season: &Season) -> Vec<EventInput> {
    season
        .iter()
        .enumerate()
        .map(|(e, (format, games))| EventInput {
            key: format!("event-{e}"),
            name: format!("Event {e}"),
            ruleset: RulesetVersion::AglV1,
            format: Some(*format),
            date: Some(format!("2026-{:02}-01", e % 12 + 1)),
            finished: true,
            games: games
                .iter()
                .map(|(round, table, outcome, draft)| GameInput {
                    round: *round,
                    table: *table,
                    stage: Stage::Swiss,
                    scenario: Some(
                        ["assault", "conquest", "carnage"][*table as usize % 3].to_owned(),
                    ),
                    players: draft.as_ref().map_or_else(
                        || BySeat::new(String::new(), String::new()),
                        |d| d.setup().players.as_ref().map(|_, p| p.name.clone()),
                    ),
                    outcome: *outcome,
                    draft: draft
                        .as_ref()
                        .map(|d| PublicDraft::of(d, DeckAccess::Public)),
                })
                .collect(),
        })
        .collect()
}

fn benches(c: &mut Criterion) {
    let catalog = Catalog::shipped();
    let season = season(&catalog);
    let events = inputs(&season);
    let report = stats_report(&events, &[], &Filter::default());
    let complete = season
        .iter()
        .flat_map(|(_, games)| games.iter())
        .filter(|(_, _, _, d)| d.as_ref().is_some_and(Draft::is_complete))
        .count();
    eprintln!(
        "season: {} games, {} drafts ({complete} played to the end), {} decks, {} characters",
        report.agl.games,
        report.agl.drafts,
        report.agl.decks,
        report.agl.characters.len()
    );
    c.bench_function(
        "season statistics: 20 events of 64 players, every table drafted",
        |b| b.iter(|| black_box(stats_report(black_box(&events), &[], &Filter::default()))),
    );
    c.bench_function(
        "the same from the replayed drafts (their public views made)",
        |b| {
            b.iter(|| {
                let events = inputs(black_box(&season));
                black_box(stats_report(&events, &[], &Filter::default()))
            })
        },
    );
    let round_two = Filter {
        first_round: Some(2),
        ..Filter::default()
    };
    c.bench_function("a filter change: round 2 only", |b| {
        b.iter(|| black_box(stats_report(black_box(&events), &[], &round_two)))
    });
}

criterion_group!(season_benches, benches);
criterion_main!(season_benches);
