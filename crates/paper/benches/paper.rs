//! Speed of the paper: a 64-player event's control sheets (64 pages), its final standings and
//! a round's match slips, as PDF files with the embedded font, and its report as CSV.

// A benchmark's fixed inputs are known good; failing loudly is right here.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use criterion::{criterion_group, criterion_main, Criterion};
use hexadraft_catalog::{Catalog, CharacterId, ScenarioId, SponsorId};
use hexadraft_draft::RulesetVersion;
use hexadraft_event::{
    CurrentRatings, EventAction, EventDefinition, EventFormat, EventSeed, EventType, GameEnd,
    Registration, RematchPolicy, ResultInput, RulingsEdition, ScenarioChoice, ScoreInput,
    Tournament,
};
use hexadraft_paper::{event_report, EventPaper, Language};
use std::hint::black_box;

const LINEUP: [&str; 8] = [
    "gata",
    "8-ball",
    "parvati",
    "maximus",
    "wild-bill",
    "hexx3r",
    "major-lunah",
    "miyamoto-mushashi",
];

/// Names in the scripts the paper prints, so the font subset is not only Latin.
const FIRST_NAMES: [&str; 8] = [
    "Łukasz",
    "Dmitrij",
    "Γιώργος",
    "Дмитрий",
    "María",
    "Şükrü",
    "João",
    "Élodie",
];

/// 64 players, three rounds played with results.
fn event(catalog: &Catalog) -> Tournament {
    let mut t = Tournament::new(
        catalog,
        EventDefinition {
            name: "Bench Open".into(),
            format: EventFormat::StandardTournament,
            ruleset: RulesetVersion::AglV1,
            mods: vec![],
            event_type: EventType::Standard,
            rounds: Some(3),
            scenarios: ["assault", "conquest", "carnage"]
                .iter()
                .map(|id| ScenarioChoice::Official {
                    id: ScenarioId::new(*id).unwrap(),
                })
                .collect(),
            stadium: None,
            seed: Some(EventSeed::Number(7)),
            rematches: RematchPolicy::Avoid,
            lineup_size: None,
            rulings: RulingsEdition::CURRENT,
            publish_rounds: false,
        },
    )
    .unwrap();
    for i in 0..64 {
        let registration = Registration {
            name: format!("{} Player {i}", FIRST_NAMES[i % FIRST_NAMES.len()]),
            corvus_pin: format!("B-{i}"),
            sponsor: Some(SponsorId::new("oxyd").unwrap()),
            sponsor_unlocked: false,
            lineup: Some(
                LINEUP
                    .iter()
                    .map(|c| CharacterId::new(*c).unwrap())
                    .collect(),
            ),
            team_name: None,
        };
        t.apply(EventAction::RegisterPlayer { registration })
            .unwrap();
    }
    for round in 1..=3 {
        t.apply(EventAction::PairNextRound { round, seed: None })
            .unwrap();
        let tables = t.round(round).unwrap().tables.len() as u32;
        for table in 1..=tables {
            let score = |victory_points| ScoreInput {
                victory_points,
                frags: 1,
                first_blood: false,
            };
            let result = ResultInput {
                first: score((table % 7) as i32 + 1),
                second: score((table % 5) as i32),
                players: None,
                game_end: GameEnd::Played,
            };
            t.apply(EventAction::RecordResult {
                round,
                table,
                result,
            })
            .unwrap();
        }
    }
    t
}

fn paper(c: &mut Criterion) {
    let catalog = Catalog::shipped();
    let event = event(&catalog);
    let paper = EventPaper {
        event: &event,
        catalog: &catalog,
        plays: &[],
        language: Language::En,
    };
    c.bench_function("control sheets of 64 players (64 pages)", |b| {
        b.iter(|| black_box(paper.control_sheets().into_bytes().len()))
    });
    c.bench_function("final standings of 64 players", |b| {
        b.iter(|| black_box(paper.standings().into_bytes().len()))
    });
    c.bench_function("match slips of a 32-table round", |b| {
        b.iter(|| black_box(paper.match_slips(3).unwrap().into_bytes().len()))
    });
    let ratings = CurrentRatings::default();
    c.bench_function("report standings and results as CSV", |b| {
        b.iter(|| {
            let report = event_report(&event, &ratings);
            black_box(report.standings_csv().len() + report.results_csv().len())
        })
    });
}

criterion_group!(benches, paper);
criterion_main!(benches);
