//! The season ledger reads the event report this crate writes (`report.json`): another
//! organizer's finished event counts in the season exactly as if it had been run here (AGL v1.0,
//! Basic Rules, "Rankings"; docs/rulings.md, "The season ledger").

// Test setup: an unwrap failing in a helper is a bug in the test itself.
#![allow(clippy::unwrap_used)]

use hexadraft_catalog::{Catalog, CharacterId, ScenarioId, SponsorId};
use hexadraft_draft::RulesetVersion;
use hexadraft_event::{
    CurrentRatings, EventAction, EventDefinition, EventFormat, EventType, GameEnd, LedgerProblem,
    Registration, RematchPolicy, ResultInput, RulingsEdition, ScenarioChoice, ScoreInput,
    SeasonLedger, Tournament,
};
use hexadraft_paper::event_report;
use std::collections::BTreeMap;

const CORE: [&str; 8] = [
    "miyamoto-mushashi",
    "wild-bill",
    "gata",
    "8-ball",
    "major-lunah",
    "hexx3r",
    "parvati",
    "maximus",
];

/// A finished five-player Regional with a bye each round and one conceded game.
fn regional() -> Tournament {
    let scenario = |id: &str| ScenarioChoice::Official {
        id: ScenarioId::new(id).unwrap(),
    };
    let definition = EventDefinition {
        name: "Regional del Norte".into(),
        format: EventFormat::StandardTournament,
        ruleset: RulesetVersion::AglSeason2,
        mods: vec![],
        event_type: EventType::Regional,
        rounds: Some(3),
        scenarios: vec![scenario("assault"), scenario("conquest"), scenario("blitz")],
        stadium: None,
        seed: None,
        rematches: RematchPolicy::Avoid,
        lineup_size: None,
        rulings: RulingsEdition::CURRENT,
        publish_rounds: false,
    };
    let mut t = Tournament::new(&Catalog::shipped(), definition).unwrap();
    for i in 0..5 {
        t.apply(EventAction::RegisterPlayer {
            registration: Registration {
                name: format!("Player {i}"),
                corvus_pin: format!("RN-{i}"),
                sponsor: Some(SponsorId::new("oxyd").unwrap()),
                sponsor_unlocked: false,
                lineup: Some(CORE.iter().map(|c| CharacterId::new(*c).unwrap()).collect()),
                team_name: None,
            },
        })
        .unwrap();
    }
    for round in 1..=3u32 {
        t.apply(t.pair_action(|| 77)).unwrap();
        let tables = t.round(round).unwrap().tables.len() as u32;
        for table in 1..=tables {
            let score = |vp: i32| ScoreInput {
                victory_points: vp,
                frags: 1,
                first_blood: false,
            };
            let game_end = if round == 2 && table == 1 {
                GameEnd::Conceded {
                    by: hexadraft_draft::Seat::First,
                }
            } else {
                GameEnd::Played
            };
            t.apply(EventAction::RecordResult {
                round,
                table,
                result: ResultInput {
                    first: score(3 + (round + table) as i32 % 5),
                    second: score(4),
                    players: None,
                    game_end,
                },
            })
            .unwrap();
        }
    }
    assert!(t.is_finished());
    t
}

#[test]
fn a_report_written_here_imports_into_a_season_ledger_with_the_events_own_ratings() {
    let event = regional();
    let before = CurrentRatings::new(BTreeMap::from([
        ("RN-0".to_owned(), 1100.0),
        ("rn-3".to_owned(), 950.0),
    ]))
    .unwrap();
    // The next organizer's ledger already holds two of these players.
    let mut ledger = SeasonLedger::new("AGL Season 2").unwrap();
    let mut earlier = SeasonLedger::from_json(
        &serde_json::json!({
            "format": "hexadraft-season-ledger",
            "version": 1,
            "season": "AGL Season 2",
            "players": [
                {"corvus_pin": "RN-0", "name": "Player 0", "rating": 1100.0, "events": 1, "games": 3},
                {"corvus_pin": "RN-3", "name": "Player 3", "rating": 950.0, "events": 1, "games": 3}
            ],
            "events": []
        })
        .to_string(),
    )
    .unwrap();
    assert_eq!(earlier.ratings().of("rn-0"), 1100.0);
    assert_eq!(earlier.ratings().of("RN-3"), 950.0);
    let report = event_report(&event, &before).to_json();
    let added = earlier.import_report(&report).unwrap().clone();
    assert_eq!(added.k_factor, 36);
    // The ledger rates the report's games exactly as the event rates itself from the same
    // ratings before.
    let own = event.rating_report(&before);
    for (change, expected) in added.changes.iter().zip(&own.changes) {
        assert_eq!(change.corvus_pin, expected.corvus_pin);
        assert_eq!(change.before, expected.before);
        assert_eq!(change.after, expected.after);
    }
    // The same event added from the desk is the same event: counted once.
    ledger.apply_event(&event).unwrap();
    assert!(matches!(
        ledger.import_report(&report),
        Err(LedgerProblem::AlreadyInLedger { .. })
    ));
}
