//! The event journals the previous release wrote (tests/fixtures/app-db-b866e7a: its organizer
//! export and facts) replay through today's engine to exactly the state that release showed:
//! players, rounds, results, standings and ratings. New fields and actions have defaults that
//! read those journals as they were written (docs/rulings.md, "Editions of the rulings").

// Test setup: an unwrap failing here is a bug in the fixture or the test.
#![allow(clippy::unwrap_used)]

use hexadraft_catalog::{Catalog, Overlay};
use hexadraft_draft::Seat;
use hexadraft_event::{
    CurrentRatings, EventAction, EventDefinition, PlayerId, RulingsEdition, ScenarioChoice,
    Tournament,
};
use serde_json::Value;
use std::collections::BTreeMap;
use std::path::PathBuf;

fn fixture(name: &str) -> Value {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../tests/fixtures/app-db-b866e7a")
        .join(name);
    serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap()
}

/// A value of the facts as text, for comparing with an engine value serialized the same way.
fn text(v: &Value) -> String {
    match v {
        Value::String(s) => s.clone(),
        other => other.to_string(),
    }
}

fn kebab<T: serde::Serialize>(value: T) -> String {
    text(&serde_json::to_value(value).unwrap())
}

#[test]
fn the_previous_releases_event_journals_replay_to_the_same_players_rounds_standings_and_ratings() {
    let export = fixture("organizer-export.json");
    let facts = fixture("facts.json");
    // The events were written with the organizer's catalog edits in use.
    let overlay =
        Overlay::from_json(facts["settings"]["catalog_overlay"].as_str().unwrap()).unwrap();
    let catalog = Catalog::shipped().with_overlay(&overlay).unwrap();
    let mut events = 0;
    for journal in export["journals"].as_array().unwrap() {
        if journal["kind"] != "event" {
            continue;
        }
        events += 1;
        let id = journal["id"].as_str().unwrap();
        let expected = facts["journals"]
            .as_array()
            .unwrap()
            .iter()
            .find(|j| j["id"] == id)
            .unwrap();
        let expected = &expected["event"];
        let definition: EventDefinition =
            serde_json::from_value(journal["header"]["setup"].clone()).unwrap();
        assert_eq!(
            definition.rulings,
            RulingsEdition::First,
            "written before editions existed"
        );
        let actions: Vec<EventAction> = journal["entries"]
            .as_array()
            .unwrap()
            .iter()
            .map(|e| serde_json::from_value(e["payload"].clone()).unwrap())
            .collect();
        assert_eq!(
            actions.len() as u64,
            journal["entries"].as_array().unwrap().len() as u64
        );
        let t = Tournament::replay(&catalog, definition, &actions)
            .unwrap_or_else(|e| panic!("{id}: {e}"));

        assert_eq!(
            t.is_finished(),
            expected["finished"].as_bool().unwrap(),
            "{id}"
        );
        // Players.
        let players = expected["players"].as_array().unwrap();
        assert_eq!(t.players().len(), players.len(), "{id}");
        for (p, e) in t.players().iter().zip(players) {
            assert_eq!(u64::from(p.id.get()), e["id"].as_u64().unwrap());
            assert_eq!(p.name, e["name"].as_str().unwrap());
            assert_eq!(p.corvus_pin, e["pin"].as_str().unwrap());
            assert_eq!(!p.is_active(), e["dropped"].as_bool().unwrap());
            assert_eq!(u64::from(p.first_round), e["first_round"].as_u64().unwrap());
        }
        // Rounds, tables, results and byes.
        let rounds = expected["rounds"].as_array().unwrap();
        assert_eq!(t.rounds().len(), rounds.len(), "{id}");
        for (r, e) in t.rounds().iter().zip(rounds) {
            assert_eq!(u64::from(r.number), e["round"].as_u64().unwrap());
            match &r.scenario {
                ScenarioChoice::Official { id: scenario } => {
                    assert_eq!(e["scenario"]["kind"], "official");
                    assert_eq!(scenario.as_str(), e["scenario"]["id"].as_str().unwrap());
                }
                ScenarioChoice::Homemade { name } => {
                    assert_eq!(e["scenario"]["kind"], "homemade");
                    assert_eq!(name, e["scenario"]["name"].as_str().unwrap());
                }
            }
            assert_eq!(
                r.bye.as_ref().map(|b| u64::from(b.player.get())),
                e["bye"].as_u64(),
                "{id} round {}",
                r.number
            );
            let tables = e["tables"].as_array().unwrap();
            assert_eq!(r.tables.len(), tables.len());
            for (table, e) in r.tables.iter().zip(tables) {
                assert_eq!(u64::from(table.number), e["table"].as_u64().unwrap());
                for seat in Seat::BOTH {
                    assert_eq!(
                        u64::from(table.players.get(seat).get()),
                        e["players"][kebab(seat)].as_u64().unwrap()
                    );
                }
                match (&table.result, &e["result"]) {
                    (None, Value::Null) => {}
                    (Some(result), game) => {
                        assert_eq!(kebab(result.decision.decided_by), text(&game["decided_by"]));
                        for seat in Seat::BOTH {
                            let side = &game[kebab(seat)];
                            let score = result.scores.get(seat);
                            assert_eq!(
                                u64::from(score.victory_points()),
                                side["victory_points"].as_u64().unwrap()
                            );
                            assert_eq!(u64::from(score.frags()), side["frags"].as_u64().unwrap());
                            assert_eq!(
                                result.first_blood == Some(seat),
                                side["first_blood"].as_bool().unwrap()
                            );
                            assert_eq!(
                                kebab(*result.decision.outcomes.get(seat)),
                                text(&side["outcome"])
                            );
                            assert_eq!(
                                u64::from(*result.points.get(seat)),
                                side["points"].as_u64().unwrap()
                            );
                        }
                    }
                    (None, other) => panic!("{id}: a result was expected: {other}"),
                }
            }
        }
        // Standings.
        let standings = t.standings();
        assert_eq!(
            standings.is_final,
            expected["standings_final"].as_bool().unwrap()
        );
        let rows = expected["standings"].as_array().unwrap();
        assert_eq!(standings.rows.len(), rows.len());
        for (row, e) in standings.rows.iter().zip(rows) {
            assert_eq!(u64::from(row.place), e["rank"].as_u64().unwrap(), "{id}");
            assert_eq!(u64::from(row.player.get()), e["player"].as_u64().unwrap());
            assert_eq!(u64::from(row.points), e["points"].as_u64().unwrap());
            assert_eq!(
                u64::from(row.victory_points),
                e["victory_points"].as_u64().unwrap()
            );
            assert_eq!(u64::from(row.frags), e["frags"].as_u64().unwrap());
        }
        // Ratings, from the ratings before the event the organizer saved.
        let before: BTreeMap<String, f64> =
            serde_json::from_value(expected["ratings_before"].clone()).unwrap();
        let report = t.rating_report(&CurrentRatings::new(before).unwrap());
        for e in expected["ratings_after"].as_array().unwrap() {
            let player = PlayerId::new(u32::try_from(e["player"].as_u64().unwrap()).unwrap());
            let change = report.changes.iter().find(|c| c.player == player).unwrap();
            let after = e["after"].as_f64().unwrap();
            assert!(
                (change.after - after).abs() < 1e-9,
                "{id}: {player} {} against {after}",
                change.after
            );
        }
        // The actions read back and are written again as they were stored.
        for (action, entry) in actions.iter().zip(journal["entries"].as_array().unwrap()) {
            let again = serde_json::to_value(action).unwrap();
            let stored = &entry["payload"];
            if stored.to_string().contains("\"a\":") {
                // Results written with the older seat names `a` and `b` are written today as
                // `first` and `second` (docs/formats.md, "Actions").
                continue;
            }
            assert_eq!(&again, stored, "{id}");
        }
    }
    assert_eq!(events, 2, "the fixture holds two event journals");
}
