//! Input from outside (files, the command line, the UI): unknown fields are refused with their
//! name, and every list has a bound that fits the game, checked before any work.

use super::*;
use Seat::First;

fn setup_json() -> serde_json::Value {
    serde_json::to_value(v1(&[Mod::Vassily])).unwrap()
}

fn refused_field<T: serde::de::DeserializeOwned + std::fmt::Debug>(
    json: serde_json::Value,
) -> String {
    serde_json::from_value::<T>(json).unwrap_err().to_string()
}

#[test]
fn a_setup_with_a_misspelt_field_is_refused_with_the_fields_name() {
    // docs/formats.md, "Draft and deck files": `"mod": ["vassily"]` must not run with no Mods.
    let mut json = setup_json();
    assert!(serde_json::from_value::<DraftSetup>(json.clone()).is_ok());
    let mods = json["mods"].take();
    json.as_object_mut().unwrap().remove("mods");
    json["mod"] = mods;
    let message = refused_field::<DraftSetup>(json);
    assert!(message.contains("unknown field `mod`"), "{message}");

    // `"unlocked_sponsor"` must not let a Special Sponsor through unchecked.
    let mut json = setup_json();
    json["players"]["first"]["unlocked_sponsor"] = serde_json::json!(["accesstel"]);
    let message = refused_field::<DraftSetup>(json);
    assert!(
        message.contains("unknown field `unlocked_sponsor`"),
        "{message}"
    );

    // A third seat is not a seat.
    let mut json = setup_json();
    json["players"]["third"] = json["players"]["first"].clone();
    let message = refused_field::<DraftSetup>(json);
    assert!(message.contains("unknown field `third`"), "{message}");
}

#[test]
fn actions_swaps_and_decks_with_unknown_fields_are_refused_with_the_fields_name() {
    let cases = [
        (
            serde_json::json!({"action": "pick", "seat": "first", "character": "gata", "characters": ["kozmo"]}),
            "characters",
        ),
        (
            serde_json::json!({"action": "undo", "seat": "first", "all": true}),
            "all",
        ),
        (
            serde_json::json!({"action": "lock-swap", "seat": "first", "salt": salt(1),
                               "swap": {"kind": "keep", "add": "gata"}}),
            "add",
        ),
        (
            serde_json::json!({"action": "lock-deck", "seat": "first", "salt": salt(1),
                               "deck": {"tactics": [], "general": [9]}}),
            "general",
        ),
        (
            serde_json::json!({"action": "lock-deck", "seat": "first", "salt": salt(1),
                               "deck": {"tactics": [{"character": "gata", "slot": 0, "number": 31}]}}),
            "number",
        ),
    ];
    for (json, field) in cases {
        let message = refused_field::<DraftAction>(json.clone());
        assert!(
            message.contains(&format!("unknown field `{field}`")),
            "{json}: {message}"
        );
    }
    // What the engine writes reads back.
    let action = lock_deck(First, two_each(&ids(&CORE[..4])), 3);
    let text = serde_json::to_string(&action).unwrap();
    assert_eq!(serde_json::from_str::<DraftAction>(&text).unwrap(), action);
    for swap in [
        SwapChoice::Keep,
        SwapChoice::Replace {
            remove: id("gata"),
            add: id("kozmo"),
        },
    ] {
        let text = serde_json::to_string(&swap).unwrap();
        assert_eq!(serde_json::from_str::<SwapChoice>(&text).unwrap(), swap);
    }
}

#[test]
fn a_million_copies_of_a_mod_are_one_problem_found_before_any_work() {
    // The case: 15 MB of one Mod took 11 s, 5 GB and 356 MB of output. Now the list is
    // refused unread: one problem, at once.
    let mut setup = v1(&[]);
    setup.mods = vec![Mod::Vassily; 1_000_000];
    let started = std::time::Instant::now();
    let problems = Draft::new(catalog(), setup).unwrap_err().problems;
    assert_eq!(
        problems,
        vec![SetupProblem::Mods {
            problem: ModSetError::TooMany {
                max: MAX_MODS_INPUT as u32,
                found: 1_000_000
            }
        }]
    );
    assert!(started.elapsed() < std::time::Duration::from_secs(1));
}

#[test]
fn huge_unlocked_sponsor_lists_and_lineups_are_one_problem_each() {
    // "Choosing your Sponsor": a catalog holds at most 64 Sponsors; "Building Teams": a lineup
    // has four or eight characters. Each over-long list is one problem and is not read.
    let mut setup = with_sponsors(v1(&[]), "oxyd", "accesstel");
    setup.players.second.unlocked_sponsors =
        Some(vec![
            hexadraft_catalog::SponsorId::new("accesstel").unwrap();
            1_000_000
        ]);
    setup.players.first.lineup = vec![id("nobody"); 1_000_000];
    let problems = Draft::new(catalog(), setup).unwrap_err().problems;
    assert_eq!(
        problems,
        vec![
            SetupProblem::Player {
                seat: First,
                problem: PlayerProblem::Lineup {
                    problem: hexadraft_catalog::LineupProblem::WrongSize {
                        expected: 8,
                        found: 1_000_000
                    }
                }
            },
            SetupProblem::Player {
                seat: Seat::Second,
                problem: PlayerProblem::TooManyUnlockedSponsors {
                    max: MAX_UNLOCKED_SPONSORS as u32,
                    found: 1_000_000
                }
            },
        ]
    );
}

#[test]
fn a_deck_check_with_a_million_mods_or_entries_is_bounded() {
    // `deck check` reads a Mods list, a team and a choice from a file.
    assert_eq!(
        ModSet::new(RulesetVersion::AglSeason2, &[Mod::FinalBoss; 1000]).unwrap_err(),
        vec![ModSetError::TooMany {
            max: MAX_MODS_INPUT as u32,
            found: 1000
        }]
    );
    let mods = ModSet::new(RulesetVersion::AglV1, &[]).unwrap();
    let team = vec![id("gata"); 1_000_000];
    let choice = DeckChoice {
        tactics: vec![
            TacticPick {
                character: id("gata"),
                slot: hexadraft_catalog::TacticSlot::new(0).unwrap()
            };
            1_000_000
        ],
    };
    let violations = check_deck(catalog(), &mods, &team, &choice).unwrap_err();
    assert_eq!(
        violations,
        vec![
            DeckViolation::TeamWrongSize {
                expected: 4,
                found: 1_000_000,
                clause: Clause::BuildingTeamsEachRound
            },
            DeckViolation::TooManyEntries {
                max: MAX_DECK_INPUT as u32
            },
        ]
    );
}

#[test]
fn a_setup_flattened_into_a_larger_record_still_reads_the_records_other_fields() {
    // The desktop shell records `{...setup fields..., "event": {...}}` through
    // `#[serde(flatten)]`; journals it wrote must keep reading.
    #[derive(serde::Deserialize)]
    struct Recorded {
        #[serde(flatten)]
        setup: DraftSetup,
        #[serde(default)]
        event: Option<serde_json::Value>,
    }
    let mut json = setup_json();
    json["event"] = serde_json::json!({"eventId": "e1", "round": 1, "table": 2});
    let recorded: Recorded = serde_json::from_value(json).unwrap();
    assert_eq!(recorded.setup, v1(&[Mod::Vassily]));
    assert_eq!(recorded.event.unwrap()["table"], 2);
}
