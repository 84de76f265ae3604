//! What the fuzz targets share: the shipped catalog (loaded once per process), fixed setups for
//! the targets that fuzz actions, and the checks every target makes.
//!
//! A target reports a finding by panicking: libFuzzer then saves the input as a crash.

use hexadraft_catalog::ia::IaCatalog;
use hexadraft_catalog::Catalog;
use hexadraft_draft::DraftSetup;
use hexadraft_event::ia::IaEventDefinition;
use hexadraft_event::{EventDefinition, EventRuleset};
use serde::de::DeserializeOwned;
use serde::Serialize;
use std::sync::OnceLock;

/// The shipped catalog.
pub fn catalog() -> &'static Catalog {
    static CATALOG: OnceLock<Catalog> = OnceLock::new();
    CATALOG.get_or_init(Catalog::shipped)
}

/// Reads `bytes` as UTF-8 JSON of a `T`, as the app and the CLI do.
pub fn parse<T: DeserializeOwned>(bytes: &[u8]) -> Option<T> {
    let text = std::str::from_utf8(bytes).ok()?;
    serde_json::from_str(text).ok()
}

/// Serializing `value` and reading it back gives the same value (and the same text again).
pub fn assert_round_trips<T: Serialize + DeserializeOwned + PartialEq + std::fmt::Debug>(
    value: &T,
) {
    let text = serde_json::to_string(value).expect("an accepted value serializes");
    let back: T = serde_json::from_str(&text)
        .unwrap_or_else(|e| panic!("what was written does not read back: {e}\n{text}"));
    assert_eq!(&back, value, "the round trip changed the value");
    let again = serde_json::to_string(&back).expect("serializes again");
    assert_eq!(again, text, "the round trip changed the text");
}

/// What every action target checks, through the one event interface both engines implement
/// ([`EventRuleset`]): each action round-trips; a refused action leaves the event as it was; the
/// accepted actions, as the journal keeps them ([`EventRuleset::recorded`], an Imperial Assault
/// round with its pairing), replay to the same event.
pub fn check_actions<E>(catalog: &E::Catalog, mut event: E, actions: Vec<E::Action>)
where
    E: EventRuleset,
    E::Action: PartialEq + std::fmt::Debug,
    E::Snapshot: PartialEq + std::fmt::Debug,
    E::ReplayError: std::fmt::Debug,
{
    let mut accepted = Vec::new();
    for action in actions.into_iter().take(300) {
        assert_round_trips(&action);
        let before = event.snapshot();
        match event.apply(action.clone()) {
            Ok(_) => {
                let kept = event.recorded(action);
                assert_round_trips(&kept);
                accepted.push(kept);
            }
            Err(_) => assert_eq!(
                event.snapshot(),
                before,
                "a refused action changed the event"
            ),
        }
    }
    let again =
        E::replay(catalog, event.definition().clone(), &accepted).expect("accepted actions replay");
    assert_eq!(again.snapshot(), event.snapshot(), "the replay differs");
}

/// Fixed draft setups the action targets start from (the first input byte picks one): no
/// Mods; Koorie Queen and Vassily with Compass Transportation and Accesstel; Season 2 Final
/// Boss with Zlavin on lineups sharing characters; Carano.
pub fn draft_setups() -> &'static [DraftSetup] {
    static SETUPS: OnceLock<Vec<DraftSetup>> = OnceLock::new();
    SETUPS.get_or_init(|| {
        [
            include_str!("../fixtures/setup-plain.json"),
            include_str!("../fixtures/setup-koorie-vassily.json"),
            include_str!("../fixtures/setup-final-boss-zlavin.json"),
            include_str!("../fixtures/setup-carano.json"),
        ]
        .iter()
        .map(|text| serde_json::from_str(text).expect("a fixed setup reads"))
        .collect()
    })
}

/// Fixed event definitions the action target starts from (the first input byte picks one).
pub fn event_definitions() -> &'static [EventDefinition] {
    static DEFINITIONS: OnceLock<Vec<EventDefinition>> = OnceLock::new();
    DEFINITIONS.get_or_init(|| {
        [
            include_str!("../fixtures/definition-standard.json"),
            include_str!("../fixtures/definition-open-s2.json"),
        ]
        .iter()
        .map(|text| serde_json::from_str(text).expect("a fixed definition reads"))
        .collect()
    })
}

/// The shipped Imperial Assault catalog.
pub fn ia_catalog() -> &'static IaCatalog {
    static CATALOG: OnceLock<IaCatalog> = OnceLock::new();
    CATALOG.get_or_init(IaCatalog::shipped)
}

/// Fixed Imperial Assault definitions the event target starts from (the first input byte picks
/// one): a competitive event with the table's structure, and an informal one with its own.
pub fn ia_event_definitions() -> &'static [IaEventDefinition] {
    static DEFINITIONS: OnceLock<Vec<IaEventDefinition>> = OnceLock::new();
    DEFINITIONS.get_or_init(|| {
        [
            include_str!("../fixtures/ia-definition-competitive.json"),
            include_str!("../fixtures/ia-definition-informal.json"),
        ]
        .iter()
        .map(|text| serde_json::from_str(text).expect("a fixed definition reads"))
        .collect()
    })
}

#[cfg(test)]
mod seeds {
    //! The generated part of the seed corpora: legal drafts and events played through the
    //! engines. Every run plays them (so the seeds still follow the engines' API and rules);
    //! they are written only when HEXADRAFT_WRITE_SEEDS is set:
    //! `HEXADRAFT_WRITE_SEEDS=1 cargo test --manifest-path fuzz/Cargo.toml`.

    use super::*;
    use hexadraft_catalog::TacticSlot;
    use hexadraft_draft::{
        DeckChoice, Draft, DraftAction, Mod, Salt, Seat, SeatChoice, TacticPick,
    };
    use hexadraft_event::{
        EventAction, GameEnd, Registration, ResultInput, ScoreInput, Tournament,
    };
    use std::path::Path;

    fn write(target: &str, name: &str, bytes: &[u8]) {
        if std::env::var_os("HEXADRAFT_WRITE_SEEDS").is_none() {
            return;
        }
        let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("seeds")
            .join(target);
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(dir.join(name), bytes).unwrap();
    }

    fn play(setup: &DraftSetup) -> Vec<DraftAction> {
        let mut draft = Draft::new(catalog(), setup.clone()).unwrap();
        let mut salt_number = 0u32;
        let mut fresh = || {
            salt_number += 1;
            format!("{salt_number:032x}")
        };
        for _ in 0..100 {
            if draft.is_complete() {
                break;
            }
            let seat = draft.waiting_for()[0];
            let action = match draft.options(seat).choice {
                SeatChoice::Deck { team, rule, .. } => {
                    // Two from each character until eight: legal under every rule.
                    let _ = rule;
                    let tactics = team
                        .iter()
                        .flat_map(|c| {
                            (0..2).map(|s| TacticPick {
                                character: c.character.clone(),
                                slot: TacticSlot::new(s).unwrap(),
                            })
                        })
                        .take(8)
                        .collect();
                    DraftAction::LockDeck {
                        seat,
                        deck: DeckChoice { tactics },
                        salt: fresh(),
                    }
                }
                _ => {
                    let salt = Salt::new(fresh()).unwrap();
                    draft
                        .legal_actions(seat, &salt)
                        .into_iter()
                        .find(|a| !matches!(a, DraftAction::Undo { .. }))
                        .unwrap()
                }
            };
            draft.apply(action).unwrap();
        }
        assert!(draft.is_complete());
        draft.actions().to_vec()
    }

    #[test]
    fn seed_corpora_play_through_the_engines() {
        for (index, setup) in draft_setups().iter().enumerate() {
            let actions = play(setup);
            let mut bytes = vec![index as u8];
            bytes.extend(serde_json::to_vec_pretty(&actions).unwrap());
            write("draft_actions", &format!("full-draft-{index}.json"), &bytes);
            write(
                "draft_setup",
                &format!("setup-{index}.json"),
                &serde_json::to_vec_pretty(setup).unwrap(),
            );
        }
        assert!(draft_setups()
            .iter()
            .any(|s| s.mods.contains(&Mod::FinalBoss)));
        for (index, definition) in event_definitions().iter().enumerate() {
            let mut event = Tournament::new(catalog(), definition.clone()).unwrap();
            let lineup: Vec<_> = draft_setups()[0].players.first.lineup.clone();
            for i in 0..5 {
                event
                    .apply(EventAction::RegisterPlayer {
                        registration: Registration {
                            name: format!("Player {i}"),
                            corvus_pin: format!("CB-{i}"),
                            sponsor: Some(hexadraft_catalog::SponsorId::new("oxyd").unwrap()),
                            sponsor_unlocked: false,
                            lineup: Some(lineup.clone()),
                            team_name: None,
                        },
                    })
                    .unwrap();
            }
            for round in 1..=2u32 {
                event
                    .apply(EventAction::PairNextRound { round, seed: None })
                    .unwrap();
                let tables = event.rounds().last().unwrap().tables.len() as u32;
                for table in 1..=tables {
                    let score = |vp| ScoreInput {
                        victory_points: vp,
                        frags: 1,
                        first_blood: false,
                    };
                    event
                        .apply(EventAction::RecordResult {
                            round,
                            table,
                            result: ResultInput {
                                first: score(7),
                                second: score(3),
                                players: None,
                                game_end: GameEnd::Played,
                            },
                        })
                        .unwrap();
                }
            }
            event
                .apply(EventAction::DropPlayer {
                    player: hexadraft_event::PlayerId::new(2),
                })
                .unwrap();
            let mut bytes = vec![index as u8];
            bytes.extend(serde_json::to_vec_pretty(event.actions()).unwrap());
            write("event_actions", &format!("event-{index}.json"), &bytes);
            write(
                "event_definition",
                &format!("definition-{index}.json"),
                &serde_json::to_vec_pretty(definition).unwrap(),
            );
            let _ = Seat::BOTH;
        }
    }
}
