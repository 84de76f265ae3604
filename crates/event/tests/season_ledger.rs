//! The season ledger: ratings carried from event to event (AGL v1.0, Basic Rules, "Rankings";
//! docs/rulings.md, "The season ledger").

// Test setup: an unwrap failing in a helper is a bug in the test itself.
#![allow(clippy::unwrap_used)]

use crate::support::sim;
use hexadraft_catalog::Catalog;
use hexadraft_draft::RulesetVersion;
use hexadraft_event::{
    CurrentRatings, EventAction, EventFormat, EventType, GameEnd, LedgerProblem, LedgerSource,
    PlayerId, Registration, SeasonLedger, Tournament, STARTING_RATING,
};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde_json::{json, Value};

/// A finished event of `players` simulated players (PINs SIM-0, SIM-1, ...).
fn finished(players: usize, seed: u64, event_type: EventType) -> Tournament {
    let catalog = Catalog::shipped();
    let mut definition = sim::definition(RulesetVersion::AglSeason2, 3, seed as u32);
    definition.name = format!("Event {seed}");
    definition.event_type = event_type;
    if event_type == EventType::Open {
        definition.format = EventFormat::OpenTournament;
    }
    let mut t = Tournament::replay(&catalog, definition, &sim::registrations(players)).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    for _ in 0..3 {
        sim::play_round(&mut t, &mut rng);
    }
    assert!(t.is_finished());
    t
}

/// The part of hexadraft-paper's `report.json` a ledger reads, written from `t` the way paper
/// writes it, with a few of the other fields paper writes.
fn report(t: &Tournament) -> Value {
    let pin = |p: PlayerId| t.player(p).unwrap().corvus_pin.clone();
    let outcome = |o| serde_json::to_value(o).unwrap();
    json!({
        "format": "hexadraft-event-report",
        "version": 1,
        "event": {
            "name": t.definition().name,
            "format": "standard-tournament",
            "event_type": t.definition().event_type,
            "k_factor": t.definition().event_type.k_factor(),
            "rounds": 3,
            "finished": t.is_finished(),
        },
        "standings": [],
        "rounds": t.rounds().iter().map(|r| json!({
            "round": r.number,
            "scenario": "assault",
            "games": r.tables.iter().filter_map(|table| {
                let result = table.result?;
                Some(json!({
                    "table": table.number,
                    "a": {"name": "x", "corvus_pin": pin(table.players.first),
                          "outcome": outcome(result.decision.outcomes.first), "points": 0},
                    "b": {"name": "y", "corvus_pin": pin(table.players.second),
                          "outcome": outcome(result.decision.outcomes.second), "points": 0},
                }))
            }).collect::<Vec<_>>(),
            "pending_tables": [],
            "bye": null,
        })).collect::<Vec<_>>(),
        "ratings": t.players().iter().map(|p| json!({
            "name": p.name, "corvus_pin": p.corvus_pin,
            "before": 1000.0, "games": 0, "change": 0.0, "after": 1000.0, "provisional": false,
        })).collect::<Vec<_>>(),
    })
}

#[test]
fn the_season_starts_at_1000_and_each_finished_event_moves_the_ratings_by_its_k() {
    // AGL v1.0, Basic Rules, "Rankings": "Players start the season with an AGL Rating of 1000.
    // Their performance in each Official AGL event they take part in modifies that Rating";
    // K 38 / 36 / 32 / 8 by event type.
    let mut ledger = SeasonLedger::new("AGL Season 2, Club Hexa").unwrap();
    assert_eq!(ledger.rating("SIM-0"), STARTING_RATING);
    let first = finished(8, 1, EventType::Standard);
    let added = ledger.apply_event(&first).unwrap().clone();
    assert_eq!((added.k_factor, added.source), (32, LedgerSource::Event));
    // Exactly the event's own report from the starting ratings.
    let own = first.rating_report(&CurrentRatings::default());
    for (change, expected) in added.changes.iter().zip(&own.changes) {
        assert_eq!(change.before, STARTING_RATING);
        assert_eq!(change.after, expected.after);
        assert_eq!(ledger.rating(&expected.corvus_pin), expected.after);
    }
    // The next event starts from the ledger's ratings and moves them by its own K.
    let second = finished(10, 2, EventType::Open);
    let before = ledger.ratings();
    let expected = second.rating_report(&before);
    let added = ledger.apply_event(&second).unwrap().clone();
    assert_eq!(added.k_factor, 8);
    for (change, expected) in added.changes.iter().zip(&expected.changes) {
        assert_eq!(change.before, before.of(&expected.corvus_pin));
        assert_eq!(change.after, expected.after);
    }
    // SIM-8 and SIM-9 joined in the second event: they started at 1000.
    assert_eq!(added.changes[8].before, STARTING_RATING);
    let sim0 = ledger
        .players()
        .find(|p| p.corvus_pin == "SIM-0")
        .unwrap()
        .clone();
    assert_eq!(sim0.events, 2);
    assert_eq!(sim0.games, 6);
    // An event counts once, and only once finished.
    assert!(matches!(
        ledger.apply_event(&first),
        Err(LedgerProblem::AlreadyInLedger { .. })
    ));
    let catalog = Catalog::shipped();
    let running = sim::played(&catalog, 6, 3, 1, 9);
    let snapshot = ledger.clone();
    assert!(matches!(
        ledger.apply_event(&running),
        Err(LedgerProblem::EventNotFinished { .. })
    ));
    assert_eq!(ledger, snapshot, "a refused event changes nothing");
}

#[test]
fn another_organizers_report_rates_its_games_from_the_ledger_and_counts_once() {
    // docs/rulings.md, "The season ledger": a report's games are rated again from this ledger's
    // ratings with the K of its event type; its own rating columns are not used.
    let first = finished(8, 1, EventType::Regional);
    let second = finished(8, 3, EventType::Standard);
    let mut from_events = SeasonLedger::new("Season").unwrap();
    from_events.apply_event(&first).unwrap();
    from_events.apply_event(&second).unwrap();
    let mut from_reports = SeasonLedger::new("Season").unwrap();
    for t in [&first, &second] {
        let added = from_reports
            .import_report(&report(t).to_string())
            .unwrap()
            .clone();
        assert_eq!(added.source, LedgerSource::Report);
    }
    for (a, b) in from_events.players().zip(from_reports.players()) {
        assert_eq!(a.rating, b.rating, "{}", a.corvus_pin);
    }
    assert_eq!(from_events.events()[1].key, from_reports.events()[1].key);
    // The same event as a report after being added from the desk: counted once.
    assert!(matches!(
        from_events.import_report(&report(&first).to_string()),
        Err(LedgerProblem::AlreadyInLedger { .. })
    ));
    // What the ledger refuses in a report.
    let refused = |mutate: &dyn Fn(&mut Value)| {
        let mut r = report(&first);
        mutate(&mut r);
        SeasonLedger::new("Season")
            .unwrap()
            .import_report(&r.to_string())
            .unwrap_err()
    };
    assert!(matches!(
        refused(&|r| r["event"]["finished"] = json!(false)),
        LedgerProblem::EventNotFinished { .. }
    ));
    assert!(matches!(
        refused(&|r| r["event"]["k_factor"] = json!(32)),
        LedgerProblem::KFactorMismatch {
            k_factor: 32,
            expected: 36,
            ..
        }
    ));
    assert!(matches!(
        refused(&|r| r["format"] = json!("hexadraft-journal-export")),
        LedgerProblem::UnknownFormat { .. }
    ));
    assert!(matches!(
        refused(&|r| r["rounds"][0]["games"][0]["a"]["corvus_pin"] = json!("NOBODY-1")),
        LedgerProblem::UnknownPlayer { .. }
    ));
    assert!(matches!(
        refused(&|r| {
            r["rounds"][0]["games"][0]["a"]["outcome"] = json!("victory");
            r["rounds"][0]["games"][0]["b"]["outcome"] = json!("tie");
        }),
        LedgerProblem::BadOutcomes { .. }
    ));
    assert!(matches!(
        refused(&|r| r["ratings"][1]["corvus_pin"] = json!("sim-0")),
        LedgerProblem::DuplicatePin { .. }
    ));
    assert!(matches!(
        SeasonLedger::new("Season").unwrap().import_report("{"),
        Err(LedgerProblem::Unreadable { .. })
    ));
}

#[test]
fn an_abandoned_game_rates_nobody_in_the_ledger_either() {
    // docs/rulings.md, "Conceded and abandoned games": a Defeat for both, no rating change.
    let catalog = Catalog::shipped();
    let mut definition = sim::definition(RulesetVersion::AglV1, 3, 5);
    definition.rounds = Some(3);
    let mut t = Tournament::replay(&catalog, definition, &sim::registrations(4)).unwrap();
    for round in 1..=3 {
        t.apply(EventAction::PairNextRound { round, seed: None })
            .unwrap();
        for table in 1..=2 {
            let mut result = sim::random_result(&mut ChaCha8Rng::seed_from_u64(7), false);
            if round == 1 && table == 1 {
                result.game_end = GameEnd::Abandoned;
            }
            t.apply(EventAction::RecordResult {
                round,
                table,
                result,
            })
            .unwrap();
        }
    }
    let mut ledger = SeasonLedger::new("Season").unwrap();
    let added = ledger.apply_event(&t).unwrap().clone();
    let own = t.rating_report(&CurrentRatings::default());
    for (change, expected) in added.changes.iter().zip(&own.changes) {
        assert_eq!(change.games, expected.games);
        assert_eq!(change.after, expected.after);
    }
    assert_eq!(added.changes.iter().map(|c| c.games).sum::<u32>(), 10);
    // The report says "defeat" for both sides of that game: the import rates it the same way.
    let mut imported = SeasonLedger::new("Season").unwrap();
    imported.import_report(&report(&t).to_string()).unwrap();
    for (a, b) in ledger.players().zip(imported.players()) {
        assert_eq!(a.rating, b.rating);
    }
}

#[test]
fn a_pin_corrected_in_an_event_keeps_the_players_season_entry() {
    // docs/rulings.md, "Corvus PINs": a correction never orphans a rating.
    let mut ledger = SeasonLedger::new("Season").unwrap();
    ledger
        .apply_event(&finished(8, 1, EventType::Standard))
        .unwrap();
    let rating = ledger.rating("SIM-3");
    let catalog = Catalog::shipped();
    let mut t = Tournament::replay(
        &catalog,
        sim::definition(RulesetVersion::AglSeason2, 3, 11),
        &sim::registrations(8),
    )
    .unwrap();
    t.apply(EventAction::EditPlayer {
        player: PlayerId::new(4),
        registration: Registration {
            corvus_pin: "CB-3333".into(),
            ..sim::registration(3)
        },
    })
    .unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(11);
    for _ in 0..3 {
        sim::play_round(&mut t, &mut rng);
    }
    let added = ledger.apply_event(&t).unwrap().clone();
    assert_eq!(added.changes[3].before, rating);
    assert_eq!(added.changes[3].corvus_pin, "CB-3333");
    assert!(ledger.players().all(|p| p.corvus_pin != "SIM-3"));
    assert_eq!(ledger.rating("cb-3333"), added.changes[3].after);
    assert_eq!(
        ledger
            .players()
            .find(|p| p.corvus_pin == "CB-3333")
            .unwrap()
            .events,
        2
    );
}

#[test]
fn the_ledger_is_exported_for_the_next_organizer_and_read_back_exactly() {
    // AGL v1.0, Basic Rules, "Rankings": a season's ratings carry over from one organizer's
    // events to the next; docs/formats.md, "Season ledger".
    let mut ledger = SeasonLedger::new("AGL Season 2").unwrap();
    ledger
        .apply_event(&finished(8, 1, EventType::Interplanetario))
        .unwrap();
    ledger
        .import_report(&report(&finished(6, 4, EventType::Open)).to_string())
        .unwrap();
    let text = ledger.to_json();
    assert!(text.contains("\"format\": \"hexadraft-season-ledger\""));
    let read = SeasonLedger::from_json(&text).unwrap();
    assert_eq!(read, ledger);
    assert_eq!(read.to_json(), text);
    // The next event's ratings before, as the desk keeps them.
    let ratings = read.ratings();
    assert_eq!(ratings.of("sim-2"), ledger.rating("SIM-2"));
    // A newer file asks for an update; a bad rating or an unknown field is refused.
    let mut value: Value = serde_json::from_str(&text).unwrap();
    value["version"] = json!(2);
    assert!(matches!(
        SeasonLedger::from_json(&value.to_string()),
        Err(LedgerProblem::UnknownFormat { version: 2, .. })
    ));
    let mut value: Value = serde_json::from_str(&text).unwrap();
    value["players"][0]["rating"] = json!(-5.0);
    assert!(matches!(
        SeasonLedger::from_json(&value.to_string()),
        Err(LedgerProblem::BadRating { .. })
    ));
    let mut value: Value = serde_json::from_str(&text).unwrap();
    value["players"][0]["nickname"] = json!("x");
    assert!(matches!(
        SeasonLedger::from_json(&value.to_string()),
        Err(LedgerProblem::Unreadable { .. })
    ));
    assert!(matches!(
        SeasonLedger::new("  "),
        Err(LedgerProblem::BadName { .. })
    ));
}
