//! Rule tests of the event engine. Each cites the clause it checks.

use super::*;
use crate::definition::{EventSeed, EventType, RulingsEdition, ScenarioProblem};
use crate::refusal::ScoreField;
use crate::scoring::{Decider, GameEnd, Outcome, ScoreInput};
use crate::standings::SeparatedBy;
use crate::warning::{RegistrationWarning, ResultWarning, ScenarioWarning};
use hexadraft_catalog::{CharacterId, ScenarioId, SponsorId, StadiumId};
use hexadraft_draft::EventFormat;
use hexadraft_draft::{Clause, Mod, RulesetVersion, Seat, Section};
use std::collections::{BTreeMap, HashSet};

/// A lineup every test may register: eight characters of the core set.
pub(super) const CORE: [&str; 8] = [
    "miyamoto-mushashi",
    "wild-bill",
    "gata",
    "8-ball",
    "major-lunah",
    "hexx3r",
    "parvati",
    "maximus",
];

fn scenario(id: &str) -> ScenarioChoice {
    ScenarioChoice::Official {
        id: ScenarioId::new(id).unwrap(),
    }
}

fn scenarios() -> Vec<ScenarioChoice> {
    [
        "assault",
        "conquest",
        "king-of-the-hill",
        "scorched-earth",
        "carnage",
        "blitz",
        "witch-land",
    ]
    .map(scenario)
    .to_vec()
}

fn definition(format: EventFormat, ruleset: RulesetVersion) -> EventDefinition {
    EventDefinition {
        name: "Test Event".into(),
        format,
        ruleset,
        mods: vec![],
        event_type: if format.is_open() {
            EventType::Open
        } else {
            EventType::Standard
        },
        rounds: None,
        scenarios: scenarios(),
        stadium: None,
        seed: Some(EventSeed::Number(7)),
        rematches: RematchPolicy::Avoid,
        lineup_size: None,
        rulings: RulingsEdition::CURRENT,
        publish_rounds: false,
    }
}

fn lineup(n: usize) -> Vec<CharacterId> {
    CORE.iter()
        .take(n)
        .map(|c| CharacterId::new(*c).unwrap())
        .collect()
}

fn registration(i: usize) -> Registration {
    Registration {
        name: format!("Player {i}"),
        corvus_pin: format!("PIN-{i}"),
        sponsor: Some(SponsorId::new("vissiorama").unwrap()),
        sponsor_unlocked: false,
        lineup: Some(lineup(8)),
        team_name: None,
    }
}

fn event_from(def: EventDefinition, players: usize) -> Tournament {
    let mut t = Tournament::new(&Catalog::shipped(), def).unwrap();
    for i in 0..players {
        t.apply(EventAction::RegisterPlayer {
            registration: registration(i),
        })
        .unwrap();
    }
    t
}

fn event(players: usize) -> Tournament {
    event_from(
        definition(EventFormat::StandardTournament, RulesetVersion::AglV1),
        players,
    )
}

fn score(vp: i32, frags: i32) -> ScoreInput {
    ScoreInput {
        victory_points: vp,
        frags,
        first_blood: false,
    }
}

fn result(vpa: i32, fa: i32, vpb: i32, fb: i32) -> ResultInput {
    ResultInput {
        first: score(vpa, fa),
        second: score(vpb, fb),
        players: None,
        game_end: GameEnd::Played,
    }
}

fn pair(t: &mut Tournament) -> u32 {
    let round = t.rounds().len() as u32 + 1;
    t.apply(t.pair_action(|| 7)).unwrap();
    round
}

fn record(t: &mut Tournament, round: u32, table: u32, r: ResultInput) -> Accepted {
    t.apply(EventAction::RecordResult {
        round,
        table,
        result: r,
    })
    .unwrap()
}

/// Records `f(players)` at every table of `round`.
fn record_all(t: &mut Tournament, round: u32, f: impl Fn(BySeat<PlayerId>) -> ResultInput) {
    let tables = t.round(round).unwrap().tables.clone();
    for table in tables {
        record(t, round, table.number, f(table.players));
    }
}

/// Pairs the next round and records `f(table number)` at every table.
fn play_round(t: &mut Tournament, f: impl Fn(u32) -> ResultInput) -> u32 {
    let round = pair(t);
    let tables = t.round(round).unwrap().tables.len() as u32;
    for table in 1..=tables {
        record(t, round, table, f(table));
    }
    round
}

fn fingerprint(t: &Tournament) -> String {
    serde_json::to_string(&t.snapshot()).unwrap()
}

fn refused(t: &mut Tournament, action: EventAction) -> EventRefusal {
    let before = fingerprint(t);
    let actions = t.actions().len();
    let refusal = t.apply(action).unwrap_err();
    assert_eq!(
        fingerprint(t),
        before,
        "a refusal must leave the state unchanged"
    );
    assert_eq!(t.actions().len(), actions);
    refusal
}

// ------------------------------------------------------------------ definition

#[test]
fn the_agl_circuit_mod_needs_a_known_stadium_and_nothing_else_takes_one() {
    // AGL S2, Torneo Standard, "Mod Circuito AGL": "El Organizador escoge un único estadio".
    let catalog = Catalog::shipped();
    let mut def = definition(EventFormat::StandardTournament, RulesetVersion::AglSeason2);
    def.mods = vec![Mod::AglCircuit];
    let problems = Tournament::new(&catalog, def.clone()).unwrap_err();
    assert!(matches!(
        problems.as_slice(),
        [DefinitionProblem::StadiumRequired { .. }]
    ));
    def.stadium = Some(StadiumId::new("nowhere").unwrap());
    let problems = Tournament::new(&catalog, def.clone()).unwrap_err();
    assert!(matches!(
        problems.as_slice(),
        [DefinitionProblem::UnknownStadium { .. }]
    ));
    def.stadium = Some(StadiumId::new("omadon-arena").unwrap());
    assert!(Tournament::new(&catalog, def.clone()).is_ok());
    def.mods = vec![];
    let problems = Tournament::new(&catalog, def).unwrap_err();
    assert!(matches!(
        problems.as_slice(),
        [DefinitionProblem::StadiumWithoutCircuit { .. }]
    ));
}

#[test]
fn mods_of_the_other_version_and_bad_combinations_are_reported_together() {
    // AGL v1.0, "Tournament Mods"; Carano: "not compatible with any other Mods".
    let mut def = definition(EventFormat::StandardTournament, RulesetVersion::AglV1);
    def.mods = vec![Mod::Carano, Mod::FinalBoss];
    let problems = Tournament::new(&Catalog::shipped(), def).unwrap_err();
    assert_eq!(problems.len(), 2);
    assert!(problems
        .iter()
        .all(|p| matches!(p, DefinitionProblem::Mods { .. })));
}

#[test]
fn open_formats_are_open_events_and_standard_formats_are_not() {
    // AGL v1.0, Basic Rules, "Rankings": K by event type (docs/rulings.md, "Event type").
    let catalog = Catalog::shipped();
    let mut def = definition(EventFormat::OpenLeague, RulesetVersion::AglV1);
    def.event_type = EventType::Standard;
    assert!(matches!(
        Tournament::new(&catalog, def).unwrap_err().as_slice(),
        [DefinitionProblem::EventTypeMismatch { .. }]
    ));
    let mut def = definition(EventFormat::StandardLeague, RulesetVersion::AglV1);
    def.event_type = EventType::Open;
    assert!(Tournament::new(&catalog, def.clone()).is_err());
    def.event_type = EventType::Regional;
    assert!(Tournament::new(&catalog, def).is_ok());
}

#[test]
fn only_v1_open_formats_forbid_a_repeated_scenario_and_cite_the_english_text() {
    // AGL v1.0, Open Tournament and Open League, "Scenarios": "The same Scenario cannot be played
    // twice" (English and French; the Spanish v1.0 text lacks the sentence). AGL S2, Torneo Open
    // and Liga Open, "Escenarios": no such sentence. Standard formats never forbid it.
    let catalog = Catalog::shipped();
    for format in [EventFormat::OpenTournament, EventFormat::OpenLeague] {
        let mut def = definition(format, RulesetVersion::AglV1);
        def.scenarios = vec![scenario("assault"), scenario("assault")];
        let problems = Tournament::new(&catalog, def.clone()).unwrap_err();
        let [DefinitionProblem::Scenario {
            round: 2,
            problem:
                ScenarioProblem::Repeated {
                    other_round: 1,
                    clause,
                    ..
                },
        }] = problems.as_slice()
        else {
            panic!("{problems:?}")
        };
        assert_eq!(
            clause.citation(),
            format!(
                "AGL v1.0, {}, \"Scenarios\"",
                format.name_in(RulesetVersion::AglV1)
            )
        );
        // Season 2: allowed, in the definition and by setScenario.
        def.ruleset = RulesetVersion::AglSeason2;
        let mut t = Tournament::new(&catalog, def).unwrap();
        t.apply(EventAction::SetScenario {
            round: 3,
            scenario: scenario("assault"),
        })
        .unwrap();
    }
    for ruleset in RulesetVersion::ALL {
        let mut def = definition(EventFormat::StandardTournament, ruleset);
        def.scenarios = vec![scenario("assault"), scenario("assault")];
        assert!(Tournament::new(&catalog, def).is_ok());
    }
}

#[test]
fn homemade_scenarios_are_for_open_formats_only_and_count_as_repeats_by_name() {
    // Open formats, "Scenarios": "an Official or homemade Scenario"; Standard formats: "an
    // Official AGL Scenario".
    let catalog = Catalog::shipped();
    let homemade = |name: &str| ScenarioChoice::Homemade { name: name.into() };
    let mut def = definition(EventFormat::OpenLeague, RulesetVersion::AglV1);
    def.scenarios = vec![homemade("Hot Zone"), homemade("hot  zone")];
    assert!(matches!(
        Tournament::new(&catalog, def.clone())
            .unwrap_err()
            .as_slice(),
        [DefinitionProblem::Scenario {
            problem: ScenarioProblem::Repeated { .. },
            ..
        }]
    ));
    def.scenarios = vec![homemade("Hot Zone"), scenario("assault")];
    assert!(Tournament::new(&catalog, def.clone()).is_ok());
    def.format = EventFormat::StandardLeague;
    def.event_type = EventType::Standard;
    assert!(matches!(
        Tournament::new(&catalog, def).unwrap_err().as_slice(),
        [DefinitionProblem::Scenario {
            problem: ScenarioProblem::HomemadeNotAllowed { .. },
            ..
        }]
    ));
}

#[test]
fn a_round_cannot_be_paired_without_its_scenario() {
    // AGL v1.0, Standard Tournament, "Scenarios": "The Organizer must choose an Official AGL
    // Scenario for each Tournament Round". Under the first edition of the rulings (events made
    // before editions existed) that is all: a round needs its own scenario when it is paired.
    let mut def = definition(EventFormat::StandardTournament, RulesetVersion::AglV1);
    def.scenarios = vec![];
    def.rulings = RulingsEdition::First;
    let mut t = event_from(def, 4);
    assert!(matches!(
        refused(
            &mut t,
            EventAction::PairNextRound {
                round: 1,
                seed: None
            }
        ),
        EventRefusal::NoScenario { round: 1, .. }
    ));
    t.apply(EventAction::SetScenario {
        round: 1,
        scenario: scenario("blitz"),
    })
    .unwrap();
    pair(&mut t);
    assert!(matches!(
        refused(
            &mut t,
            EventAction::SetScenario {
                round: 1,
                scenario: scenario("assault")
            }
        ),
        EventRefusal::RoundAlreadyPaired { round: 1 }
    ));
    // Round 2's scenario is still set after round 1, as those events always did.
    t.apply(EventAction::SetScenario {
        round: 2,
        scenario: scenario("assault"),
    })
    .unwrap();
    t.apply(EventAction::SetScenario {
        round: 2,
        scenario: scenario("conquest"),
    })
    .unwrap();
}

#[test]
fn every_planned_scenario_is_announced_before_round_one_and_a_later_change_is_a_logged_override() {
    // AGL v1.0, Standard Tournament (and every format), "Scenarios": "The Organizer must make the
    // chosen Scenarios known when the tournament is first announced so that players can take
    // them into account when building their Starting Lineups"; AGL S2, "Escenarios": "en el mismo
    // momento en el que anuncie el torneo". docs/rulings.md, "Scenarios are announced with the
    // event".
    let clause = |format| Clause::agl(RulesetVersion::AglSeason2, format, Section::Scenarios);
    for format in EventFormat::ALL {
        let mut def = definition(format, RulesetVersion::AglSeason2);
        def.scenarios = vec![scenario("assault")];
        def.rounds = Some(3);
        let mut t = event_from(def, 4);
        assert_eq!(
            refused(
                &mut t,
                EventAction::PairNextRound {
                    round: 1,
                    seed: None
                }
            ),
            EventRefusal::ScenariosNotAnnounced {
                missing: vec![2, 3],
                clause: clause(format)
            },
            "{format}"
        );
        for (round, id) in [(2, "conquest"), (3, "blitz")] {
            let set = t
                .apply(EventAction::SetScenario {
                    round,
                    scenario: scenario(id),
                })
                .unwrap();
            assert_eq!(
                set,
                Accepted::ScenarioSet {
                    round,
                    warnings: vec![]
                }
            );
        }
        // Before round 1 the organizer may still change them freely.
        t.apply(EventAction::SetScenario {
            round: 3,
            scenario: scenario("carnage"),
        })
        .unwrap();
        pair(&mut t);
        // Round 1 is paired: an announced scenario no longer changes by setScenario...
        assert_eq!(
            refused(
                &mut t,
                EventAction::SetScenario {
                    round: 3,
                    scenario: scenario("witch-land")
                }
            ),
            EventRefusal::ScenarioAnnounced {
                round: 3,
                clause: clause(format)
            }
        );
        // ...only by an explicit override, logged with its note and accepted with a warning.
        let override_action = EventAction::OverrideScenario {
            round: 3,
            scenario: scenario("witch-land"),
            note: Some("the Carnage tiles were lost".into()),
        };
        let accepted = t.apply(override_action.clone()).unwrap();
        assert_eq!(
            accepted,
            Accepted::ScenarioOverridden {
                round: 3,
                previous: Some(scenario("carnage")),
                warnings: vec![ScenarioWarning::ChangedAfterAnnouncement {
                    round: 3,
                    previous: scenario("carnage"),
                    clause: clause(format),
                }],
            }
        );
        assert_eq!(t.actions().last(), Some(&override_action));
        assert_eq!(t.snapshot().scenarios[2], Some(scenario("witch-land")));
        // A round added later had nothing announced: it is set, with a warning.
        t.apply(EventAction::SetRounds { rounds: 4 }).unwrap();
        assert_eq!(
            t.apply(EventAction::SetScenario {
                round: 4,
                scenario: scenario("scorched-earth"),
            })
            .unwrap(),
            Accepted::ScenarioSet {
                round: 4,
                warnings: vec![ScenarioWarning::NotAnnounced {
                    round: 4,
                    clause: clause(format)
                }]
            }
        );
        // A paired round changes neither way; a note is one short line.
        assert!(matches!(
            refused(
                &mut t,
                EventAction::OverrideScenario {
                    round: 1,
                    scenario: scenario("blitz"),
                    note: None
                }
            ),
            EventRefusal::RoundAlreadyPaired { round: 1 }
        ));
        assert!(matches!(
            refused(
                &mut t,
                EventAction::OverrideScenario {
                    round: 2,
                    scenario: scenario("blitz"),
                    note: Some("two\nlines".into())
                }
            ),
            EventRefusal::BadNote { .. }
        ));
        let replayed =
            Tournament::replay(&Catalog::shipped(), t.definition().clone(), t.actions()).unwrap();
        assert_eq!(replayed.snapshot(), t.snapshot());
    }
}

// ------------------------------------------------------------------ registration

#[test]
fn standard_formats_require_a_sponsor_and_a_starting_lineup() {
    // AGL v1.0, Standard Tournament, "Choosing Your Sponsor": "exactly one Sponsor"; "Starting
    // Lineup": "Every player has to build a Starting Lineup before the Tournament".
    let mut t = event(0);
    let mut r = registration(1);
    r.sponsor = None;
    assert!(matches!(
        refused(&mut t, EventAction::RegisterPlayer { registration: r }),
        EventRefusal::SponsorRequired { .. }
    ));
    let mut r = registration(1);
    r.lineup = None;
    assert!(matches!(
        refused(&mut t, EventAction::RegisterPlayer { registration: r }),
        EventRefusal::LineupRequired { size: 8, .. }
    ));
}

#[test]
fn a_special_sponsor_needs_the_organizers_mark_that_it_is_unlocked() {
    // AGL v1.0, Standard Tournament, "Choosing Your Sponsor": "Players can only choose a Special
    // Sponsor if they have unlocked that Sponsor on their AGL profile".
    let mut t = event(0);
    let mut r = registration(1);
    r.sponsor = Some(SponsorId::new("keller-resources").unwrap());
    assert!(matches!(
        refused(
            &mut t,
            EventAction::RegisterPlayer {
                registration: r.clone()
            }
        ),
        EventRefusal::SpecialSponsorLocked { .. }
    ));
    r.sponsor_unlocked = true;
    assert!(t
        .apply(EventAction::RegisterPlayer { registration: r })
        .is_ok());
    // Both Basic Sponsors are open to everyone.
    let mut r = registration(2);
    r.sponsor = Some(SponsorId::new("oxyd").unwrap());
    assert!(t
        .apply(EventAction::RegisterPlayer { registration: r })
        .is_ok());
    let mut r = registration(3);
    r.sponsor = Some(SponsorId::new("nobody-inc").unwrap());
    assert!(matches!(
        refused(&mut t, EventAction::RegisterPlayer { registration: r }),
        EventRefusal::UnknownSponsor { .. }
    ));
}

#[test]
fn the_lineup_has_four_characters_under_carano_and_eight_otherwise() {
    // AGL v1.0, "Building Teams": "four or eight Characters, depending on the Tournament Mods";
    // Carano Mod: "The Starting Lineup consists of four Characters".
    let mut def = definition(EventFormat::StandardTournament, RulesetVersion::AglV1);
    def.mods = vec![Mod::Carano];
    let mut t = event_from(def, 0);
    assert!(matches!(
        refused(
            &mut t,
            EventAction::RegisterPlayer {
                registration: registration(1)
            }
        ),
        EventRefusal::Lineup { .. }
    ));
    let mut r = registration(1);
    r.lineup = Some(lineup(4));
    assert!(t
        .apply(EventAction::RegisterPlayer { registration: r })
        .is_ok());
    let mut r = registration(2);
    r.lineup = Some(vec![CharacterId::new("gata").unwrap(); 4]);
    assert!(matches!(
        refused(&mut t, EventAction::RegisterPlayer { registration: r }),
        EventRefusal::Lineup { .. }
    ));
}

#[test]
fn open_formats_take_sponsor_and_lineup_only_if_needed_but_check_what_is_given() {
    // AGL v1.0, Open Tournament, "Tournament Control Sheet": "Sponsor (if it's needed), and
    // starting Characters (if it's needed)" (docs/rulings.md, "Open registration").
    let mut t = event_from(
        definition(EventFormat::OpenTournament, RulesetVersion::AglV1),
        0,
    );
    let mut r = registration(1);
    r.sponsor = None;
    r.lineup = None;
    assert!(t
        .apply(EventAction::RegisterPlayer { registration: r })
        .is_ok());
    let mut r = registration(2);
    r.lineup = Some(lineup(3));
    assert!(matches!(
        refused(&mut t, EventAction::RegisterPlayer { registration: r }),
        EventRefusal::Lineup { .. }
    ));
}

#[test]
fn open_formats_let_the_organizer_choose_the_lineup_size_unless_a_mod_states_it() {
    // AGL v1.0 and S2, Open Tournament / Open League, "Building Teams": "The Organizer can decide
    // any format for Character Teams, as far as the rules in the Aristeia! rules are met"; every
    // Mod but the AGL Circuit begins "The Starting Lineup consists of eight (four) Characters";
    // docs/rulings.md, "Open team formats".
    let catalog = Catalog::shipped();
    let sized = |format, ruleset, mods: Vec<Mod>, size| {
        let mut def = definition(format, ruleset);
        def.mods = mods;
        def.lineup_size = size;
        if def.mods.contains(&Mod::AglCircuit) {
            def.stadium = Some(StadiumId::new("omadon-arena").unwrap());
        }
        def
    };
    let open = sized(
        EventFormat::OpenTournament,
        RulesetVersion::AglV1,
        vec![],
        Some(6),
    );
    let mut t = Tournament::new(&catalog, open).unwrap();
    assert_eq!(t.lineup_size(), 6);
    let with = |n: usize, i: usize| Registration {
        lineup: Some(lineup(n)),
        ..registration(i)
    };
    t.apply(EventAction::RegisterPlayer {
        registration: with(6, 0),
    })
    .unwrap();
    assert!(matches!(
        refused(
            &mut t,
            EventAction::RegisterPlayer {
                registration: with(8, 1)
            }
        ),
        EventRefusal::Lineup { .. }
    ));
    // Without a lineup (allowed in Open formats) a player still registers.
    t.apply(EventAction::RegisterPlayer {
        registration: Registration {
            lineup: None,
            ..registration(1)
        },
    })
    .unwrap();
    for i in 2..4 {
        t.apply(EventAction::RegisterPlayer {
            registration: with(6, i),
        })
        .unwrap();
    }
    pair(&mut t);
    // The app's draft builds teams from lineups of eight: such an event's teams are built at
    // the table.
    assert_eq!(
        t.table_draft_setup(1, 1, 0),
        Err(crate::TableDraftProblem::OwnTeamFormat {
            lineup_size: 6,
            draft_size: 8
        })
    );
    // Not in a Standard format, not against a Mod that states the size, not below a team.
    let problem = |def: EventDefinition| Tournament::new(&catalog, def).unwrap_err();
    assert!(matches!(
        problem(sized(
            EventFormat::StandardLeague,
            RulesetVersion::AglSeason2,
            vec![],
            Some(6)
        ))
        .as_slice(),
        [DefinitionProblem::LineupSizeNotOpen { .. }]
    ));
    assert!(matches!(
        problem(sized(
            EventFormat::OpenLeague,
            RulesetVersion::AglV1,
            vec![Mod::KoorieQueen],
            Some(6)
        ))
        .as_slice(),
        [DefinitionProblem::LineupSizeSetByMods {
            asked: 6,
            size: 8,
            ..
        }]
    ));
    assert!(matches!(
        problem(sized(
            EventFormat::OpenLeague,
            RulesetVersion::AglSeason2,
            vec![Mod::FinalBoss],
            Some(7)
        ))
        .as_slice(),
        [DefinitionProblem::LineupSizeSetByMods { size: 8, .. }]
    ));
    assert!(matches!(
        problem(sized(
            EventFormat::OpenTournament,
            RulesetVersion::AglV1,
            vec![],
            Some(3)
        ))
        .as_slice(),
        [DefinitionProblem::LineupSizeOutOfRange {
            asked: 3,
            minimum: 4,
            ..
        }]
    ));
    // The size a Mod states may be repeated; the AGL Circuit states none.
    for (mods, size) in [
        (vec![Mod::KoorieQueen], 8),
        (vec![Mod::Carano], 4),
        (vec![Mod::AglCircuit], 5),
    ] {
        let ruleset = if mods.contains(&Mod::AglCircuit) {
            RulesetVersion::AglSeason2
        } else {
            RulesetVersion::AglV1
        };
        let t = Tournament::new(
            &catalog,
            sized(EventFormat::OpenTournament, ruleset, mods, Some(size)),
        )
        .unwrap();
        assert_eq!(t.lineup_size(), size as usize);
    }
    // Left out, the Mods decide, and the field is not written.
    let plain = sized(
        EventFormat::OpenTournament,
        RulesetVersion::AglV1,
        vec![],
        None,
    );
    assert!(!serde_json::to_string(&plain)
        .unwrap()
        .contains("lineup_size"));
    assert_eq!(Tournament::new(&catalog, plain).unwrap().lineup_size(), 8);
}

#[test]
fn a_corvus_pin_registers_once_whatever_its_case_and_names_are_checked() {
    let mut t = event(1);
    let mut r = registration(9);
    r.corvus_pin = "pin-0".into();
    assert!(matches!(
        refused(&mut t, EventAction::RegisterPlayer { registration: r }),
        EventRefusal::DuplicatePin { .. }
    ));
    let mut r = registration(9);
    r.corvus_pin = "has space".into();
    assert!(matches!(
        refused(&mut t, EventAction::RegisterPlayer { registration: r }),
        EventRefusal::BadPin { .. }
    ));
    let mut r = registration(9);
    r.name = "   ".into();
    assert!(matches!(
        refused(&mut t, EventAction::RegisterPlayer { registration: r }),
        EventRefusal::BadPlayerName { .. }
    ));
}

#[test]
fn a_registration_may_carry_a_team_name_that_can_be_withdrawn_at_any_time() {
    // AGL S2, Normas Básicas, "Nombres y logotipos de equipo": Corvus Belli may ban or withdraw a
    // team name, so it is optional, checked for shape only, and can change after round 1 (unlike
    // the Sponsor and the Starting Lineup). The v1.0 texts are silent; a name breaks no rule.
    let mut t = event(4);
    let named = |team: &str| Registration {
        team_name: Some(team.to_owned()),
        ..registration(4)
    };
    t.apply(EventAction::RegisterPlayer {
        registration: named("  Los Hexas "),
    })
    .unwrap();
    assert_eq!(
        t.player(PlayerId::new(5)).unwrap().team_name.as_deref(),
        Some("Los Hexas")
    );
    for bad in ["Two\nlines".to_owned(), "x".repeat(MAX_TEAM_NAME_CHARS + 1)] {
        let refusal = refused(
            &mut t,
            EventAction::RegisterPlayer {
                registration: Registration {
                    corvus_pin: "PIN-9".into(),
                    ..named(&bad)
                },
            },
        );
        assert!(matches!(refusal, EventRefusal::BadTeamName { .. }));
        assert_eq!(
            refusal.clause().unwrap().citation(),
            "AGL S2, Normas Básicas, \"Nombres y logotipos de equipo\""
        );
    }
    pair(&mut t);
    // Withdrawn after round 1 (blank is none).
    t.apply(EventAction::EditPlayer {
        player: PlayerId::new(5),
        registration: named("  "),
    })
    .unwrap();
    assert_eq!(t.player(PlayerId::new(5)).unwrap().team_name, None);
    // A registration without a team name is written as before team names existed, and such a
    // registration reads back.
    let json = serde_json::to_string(&registration(1)).unwrap();
    assert!(!json.contains("team_name"), "{json}");
    let read: Registration = serde_json::from_str(&json).unwrap();
    assert_eq!(read.team_name, None);
}

#[test]
fn after_round_one_newcomers_are_late_arrivals_who_join_the_next_round() {
    // docs/rulings.md, "Late arrivals".
    let mut t = event(4);
    assert!(matches!(
        refused(
            &mut t,
            EventAction::RegisterLateArrival {
                registration: registration(5)
            }
        ),
        EventRefusal::NotLate
    ));
    play_round(&mut t, |_| result(7, 0, 3, 0));
    assert!(matches!(
        refused(
            &mut t,
            EventAction::RegisterPlayer {
                registration: registration(5)
            }
        ),
        EventRefusal::RegistrationClosed { paired: 1 }
    ));
    let late = match t
        .apply(EventAction::RegisterLateArrival {
            registration: registration(5),
        })
        .unwrap()
    {
        Accepted::Registered { player, .. } => player,
        other => panic!("{other:?}"),
    };
    assert_eq!(t.player(late).unwrap().first_round, 2);
    let round = pair(&mut t);
    // Five players now: the late arrival has nothing and ranks last, so takes the bye.
    let bye = t.round(round).unwrap().bye.as_ref().unwrap();
    assert_eq!(bye.player, late);
    assert_eq!(bye.reason, ByeReason::LowestRanked { rank: 5 });
}

// ------------------------------------------------------------------ rounds

#[test]
fn the_round_count_follows_the_table_until_the_organizer_sets_it() {
    // AGL v1.0, Standard Tournament, "Number of Tournament Rounds": 4-8 3, 9-16 4, 17+ 5, "Treat
    // this table as a guideline"; the suggestion is frozen when round 1 is paired.
    assert_eq!(event(8).rounds_of_event(), 3);
    assert_eq!(event(9).rounds_of_event(), 4);
    let mut t = event(17);
    assert_eq!(t.rounds_of_event(), 5);
    assert_eq!(t.planned_rounds(), None);
    pair(&mut t);
    assert_eq!(t.planned_rounds(), Some(5));
    t.apply(EventAction::SetRounds { rounds: 6 }).unwrap();
    assert_eq!(t.rounds_of_event(), 6);
}

#[test]
fn standard_formats_and_the_open_league_never_plan_fewer_than_three_rounds() {
    // "there must never be fewer than 3" (Standard Tournament, Standard League, Open League);
    // the Open Tournament: "1 or more Tournament Rounds" (docs/rulings.md, "Number of rounds").
    for format in EventFormat::ALL {
        let mut t = event_from(definition(format, RulesetVersion::AglSeason2), 4);
        let two = t.apply(EventAction::SetRounds { rounds: 2 });
        if format == EventFormat::OpenTournament {
            assert!(two.is_ok());
            assert!(t.apply(EventAction::SetRounds { rounds: 1 }).is_ok());
        } else {
            assert!(matches!(two, Err(EventRefusal::Rounds { .. })), "{format}");
        }
    }
    let mut def = definition(EventFormat::StandardLeague, RulesetVersion::AglV1);
    def.rounds = Some(8);
    assert!(Tournament::new(&Catalog::shipped(), def.clone()).is_ok());
    def.rounds = Some(2);
    assert!(Tournament::new(&Catalog::shipped(), def).is_err());
}

#[test]
fn no_round_is_paired_beyond_the_plan_and_the_plan_never_drops_below_the_rounds_paired() {
    let mut t = event(4);
    for _ in 0..3 {
        play_round(&mut t, |_| result(5, 0, 4, 0));
    }
    assert!(t.is_finished());
    assert!(matches!(
        refused(
            &mut t,
            EventAction::PairNextRound {
                round: 4,
                seed: None
            }
        ),
        EventRefusal::AllRoundsPaired { rounds: 3, .. }
    ));
    t.apply(EventAction::SetRounds { rounds: 4 }).unwrap();
    assert!(!t.is_finished());
    assert!(matches!(
        refused(
            &mut t,
            EventAction::PairNextRound {
                round: 5,
                seed: None
            }
        ),
        EventRefusal::NotTheNextRound { given: 5, next: 4 }
    ));
    pair(&mut t);
    assert!(matches!(
        refused(&mut t, EventAction::SetRounds { rounds: 3 }),
        EventRefusal::FewerRoundsThanPaired { .. }
    ));
}

#[test]
fn decks_are_made_public_once_the_event_has_ended_and_only_once() {
    // Melee's rule, as docs/rulings.md ("Decks made public after the event") adopts it: lists
    // stay hidden until the event ends, then are public at the organizer's choice.
    let mut t = event(4);
    assert_eq!(
        refused(&mut t, EventAction::MakeDecksPublic),
        EventRefusal::DecksPublicBeforeEnd { rounds_left: 3 }
    );
    play_round(&mut t, |_| result(5, 0, 4, 0));
    pair(&mut t);
    record(&mut t, 2, 1, result(5, 0, 4, 0));
    // Round 2 still waits for a result, round 3 is not paired.
    assert_eq!(
        refused(&mut t, EventAction::MakeDecksPublic),
        EventRefusal::DecksPublicBeforeEnd { rounds_left: 2 }
    );
    record(&mut t, 2, 2, result(5, 0, 4, 0));
    play_round(&mut t, |_| result(5, 0, 4, 0));
    assert!(t.is_finished() && !t.decks_public());
    assert_eq!(
        t.apply(EventAction::MakeDecksPublic).unwrap(),
        Accepted::DecksMadePublic
    );
    assert!(t.decks_public());
    assert_eq!(
        refused(&mut t, EventAction::MakeDecksPublic),
        EventRefusal::DecksAlreadyPublic
    );
    // The switch is journalled: the event replays to it.
    let replayed =
        Tournament::replay(&Catalog::shipped(), t.definition().clone(), t.actions()).unwrap();
    assert!(replayed.decks_public());
}

// ------------------------------------------------------------------ pairings

#[test]
fn fewer_than_four_players_cannot_be_paired() {
    // AGL v1.0, Standard Tournament, "Format of the Event": "4 or more players".
    let mut t = event(3);
    assert!(matches!(
        refused(
            &mut t,
            EventAction::PairNextRound {
                round: 1,
                seed: None
            }
        ),
        EventRefusal::TooFewPlayers {
            active: 3,
            minimum: 4,
            ..
        }
    ));
    let mut t = event(5);
    t.apply(EventAction::DropPlayer {
        player: PlayerId::new(2),
    })
    .unwrap();
    t.apply(EventAction::DropPlayer {
        player: PlayerId::new(3),
    })
    .unwrap();
    assert!(matches!(
        refused(
            &mut t,
            EventAction::PairNextRound {
                round: 1,
                seed: None
            }
        ),
        EventRefusal::TooFewPlayers { active: 3, .. }
    ));
}

#[test]
fn round_one_is_drawn_from_the_recorded_seed() {
    // AGL v1.0, Standard Tournament, "Pairings": "Pairings for the first Tournament Round are
    // assigned at random" — from the seed in the definition, so replays agree.
    let draw = |seed: EventSeed| {
        let mut def = definition(EventFormat::StandardTournament, RulesetVersion::AglV1);
        def.seed = Some(seed);
        let mut t = event_from(def, 16);
        pair(&mut t);
        t.round(1)
            .unwrap()
            .tables
            .iter()
            .map(|t| (t.players.first, t.players.second))
            .collect::<Vec<_>>()
    };
    assert_eq!(draw(EventSeed::Number(1)), draw(EventSeed::Number(1)));
    assert_ne!(draw(EventSeed::Number(1)), draw(EventSeed::Number(2)));
    assert_eq!(
        draw(EventSeed::Text("spring".into())),
        draw(EventSeed::Text("spring".into()))
    );
    let mut t = event(16);
    pair(&mut t);
    assert!(t
        .round(1)
        .unwrap()
        .tables
        .iter()
        .all(|t| t.reason == PairingReason::Drawn));
}

#[test]
fn a_new_events_round_one_seed_is_drawn_at_pairing_and_recorded_in_the_action() {
    // AGL v1.0, Standard Tournament, "Pairings": "Pairings for the first Tournament Round are
    // assigned at random"; "Odd Number of Players (Byes)": "For the first Tournament Round, the
    // player given a bye is determined at random". docs/rulings.md, "Round 1's draw": a new event
    // fixes no seed, so nobody holding its file before round 1 can foresee the draw or the bye.
    let mut def = definition(EventFormat::StandardTournament, RulesetVersion::AglV1);
    def.seed = None;
    let mut t = event_from(def.clone(), 9);
    // The pairing must bring the seed.
    assert_eq!(
        refused(
            &mut t,
            EventAction::PairNextRound {
                round: 1,
                seed: None
            }
        ),
        EventRefusal::RoundOneSeedMissing {
            clause: Clause::agl(
                RulesetVersion::AglV1,
                EventFormat::StandardTournament,
                Section::Pairings
            )
        }
    );
    // The front door asks the event which action pairs now; it draws only when needed.
    let action = t.pair_action(|| 4_242);
    assert_eq!(
        action,
        EventAction::PairNextRound {
            round: 1,
            seed: Some(4_242)
        }
    );
    t.apply(action.clone()).unwrap();
    let json = serde_json::to_string(&action).unwrap();
    assert_eq!(json, r#"{"kind":"pairNextRound","round":1,"seed":4242}"#);
    // The same seed gives the same draw and bye, on replay and in another event file alike; the
    // definition alone does not decide it.
    let replayed = Tournament::replay(&Catalog::shipped(), def.clone(), t.actions()).unwrap();
    assert_eq!(replayed.snapshot(), t.snapshot());
    let mut other = event_from(def.clone(), 9);
    other
        .apply(EventAction::PairNextRound {
            round: 1,
            seed: Some(4_243),
        })
        .unwrap();
    assert_ne!(other.round(1), t.round(1));
    // A drawn seed and a fixed one are the same draw: a seed fixed in an older definition still
    // gives exactly the draw it always gave.
    let mut fixed = def.clone();
    fixed.seed = Some(EventSeed::Number(4_242));
    let mut old = event_from(fixed.clone(), 9);
    assert_eq!(
        old.pair_action(|| unreachable!("no draw when the definition fixes the seed")),
        EventAction::PairNextRound {
            round: 1,
            seed: None
        }
    );
    assert_eq!(
        refused(
            &mut old,
            EventAction::PairNextRound {
                round: 1,
                seed: Some(1)
            }
        ),
        EventRefusal::SeedFixedInDefinition
    );
    old.apply(EventAction::PairNextRound {
        round: 1,
        seed: None,
    })
    .unwrap();
    assert_eq!(old.round(1), t.round(1));
    // Later rounds are paired from the standings and take no seed.
    record_all(&mut t, 1, |_| result(5, 0, 2, 0));
    assert_eq!(
        refused(
            &mut t,
            EventAction::PairNextRound {
                round: 2,
                seed: Some(7)
            }
        ),
        EventRefusal::SeedOnlyForRoundOne { round: 2 }
    );
    assert_eq!(
        t.pair_action(|| unreachable!()),
        EventAction::PairNextRound {
            round: 2,
            seed: None
        }
    );
    // A definition without a seed is written without one and reads back the same.
    let text = serde_json::to_string(&def).unwrap();
    assert!(text.contains(r#""seed":null"#), "{text}");
    assert_eq!(serde_json::from_str::<EventDefinition>(&text).unwrap(), def);
}

const EXPANSIONS: [&str; 8] = [
    "valkyrie",
    "hannibal",
    "laxmee",
    "senor-massacre",
    "padre-mendoza",
    "murtair",
    "kozmo",
    "taowu",
];

/// A Season 2 Final Boss + Zlavin event of the players given as (name, lineup).
fn final_boss_zlavin(
    edition: RulingsEdition,
    rematches: RematchPolicy,
    lineups: &[&[&str; 8]],
) -> (Tournament, Vec<Accepted>) {
    let mut def = definition(EventFormat::StandardTournament, RulesetVersion::AglSeason2);
    def.mods = vec![Mod::FinalBoss, Mod::Zlavin];
    def.rulings = edition;
    def.rematches = rematches;
    def.rounds = Some(3);
    def.seed = None;
    let mut t = Tournament::new(&Catalog::shipped(), def).unwrap();
    let accepted = lineups
        .iter()
        .enumerate()
        .map(|(i, l)| {
            t.apply(EventAction::RegisterPlayer {
                registration: Registration {
                    lineup: Some(l.iter().map(|c| CharacterId::new(*c).unwrap()).collect()),
                    ..registration(i)
                },
            })
            .unwrap()
        })
        .collect();
    (t, accepted)
}

/// Whether each table of `round` can start its draft, by the draft engine itself.
fn draftable_tables(t: &Tournament, round: u32) -> Vec<bool> {
    t.round(round)
        .unwrap()
        .tables
        .iter()
        .map(|table| {
            let setup = t.table_draft_setup(round, table.number, 1).unwrap();
            let draftable = hexadraft_draft::Draft::new(&Catalog::shipped(), setup).is_ok();
            let warned = table
                .warnings
                .iter()
                .any(|w| matches!(w, PairingWarning::Undraftable { .. }));
            assert_eq!(
                draftable, !warned,
                "a table is warned exactly when its draft cannot start"
            );
            draftable
        })
        .collect()
}

#[test]
fn final_boss_with_zlavin_avoids_undraftable_tables_and_says_why_when_it_cannot() {
    // AGL S2, Mod Final Boss, "Formar los equipos" (six each) with Mod Zlavin ("los jugadores
    // bloquean los Personajes que escogen"): two lineups of eight sharing five or more characters
    // cannot give two teams of six with none in common, so such a table's draft cannot start
    // (docs/rulings.md, "Zlavin: every team must stay completable", and "Final Boss with Zlavin:
    // undraftable tables"). Two pairs of players share a whole lineup (the Core Box, say).
    let lineups: [&[&str; 8]; 4] = [&CORE, &CORE, &EXPANSIONS, &EXPANSIONS];
    let (mut t, accepted) =
        final_boss_zlavin(RulingsEdition::Second, RematchPolicy::Avoid, &lineups);
    // Registration says so at once.
    let clause = Clause::RulingZlavinCompletion;
    assert_eq!(
        accepted[1],
        Accepted::Registered {
            player: PlayerId::new(2),
            warnings: vec![RegistrationWarning::UndraftableWith {
                players: vec![PlayerId::new(1)],
                clause
            }]
        }
    );
    assert_eq!(
        accepted[2],
        Accepted::Registered {
            player: PlayerId::new(3),
            warnings: vec![]
        }
    );
    // Round 1's random draw never seats the two Core players (or the two others) together,
    // whatever the seed.
    for seed in 0..24 {
        let (mut drawn, _) =
            final_boss_zlavin(RulingsEdition::Second, RematchPolicy::Avoid, &lineups);
        drawn
            .apply(EventAction::PairNextRound {
                round: 1,
                seed: Some(seed),
            })
            .unwrap();
        assert_eq!(draftable_tables(&drawn, 1), vec![true, true], "seed {seed}");
        assert!(drawn
            .round(1)
            .unwrap()
            .tables
            .iter()
            .all(|t| t.reason == PairingReason::Drawn));
    }
    pair(&mut t);
    assert_eq!(draftable_tables(&t, 1), vec![true, true]);
    // Round 2 from the standings: the only new draftable opponents.
    record_all(&mut t, 1, |_| result(6, 1, 2, 0));
    pair(&mut t);
    assert_eq!(draftable_tables(&t, 2), vec![true, true]);
    // Round 3: every draftable opponent was met; a rematch is kept rather than an undraftable
    // table, and flagged.
    record_all(&mut t, 2, |_| result(6, 1, 2, 0));
    let paired = t.apply(t.pair_action(|| 0)).unwrap();
    assert_eq!(draftable_tables(&t, 3), vec![true, true]);
    let Accepted::Paired { warnings, .. } = paired else {
        panic!("{paired:?}")
    };
    assert!(warnings
        .iter()
        .all(|w| matches!(w, PairingWarning::Rematch { .. })));
    // The strict rule text keeps rematches but still moves an undraftable table.
    let (mut strict, _) = final_boss_zlavin(
        RulingsEdition::Second,
        RematchPolicy::AllowAsRuleText,
        &lineups,
    );
    for round in 1..=3 {
        pair(&mut strict);
        assert_eq!(draftable_tables(&strict, round), vec![true, true]);
        record_all(&mut strict, round, |_| result(6, 1, 2, 0));
    }
    // When no pairing avoids one, the table is paired and the organizer is told why, on the
    // table and on the accepted pairing; a swap into one is warned the same way.
    let core = [&CORE; 4];
    let (mut stuck, _) = final_boss_zlavin(RulingsEdition::Second, RematchPolicy::Avoid, &core);
    let paired = stuck.apply(stuck.pair_action(|| 5)).unwrap();
    assert_eq!(draftable_tables(&stuck, 1), vec![false, false]);
    let Accepted::Paired { warnings, .. } = paired else {
        panic!("{paired:?}")
    };
    assert_eq!(warnings.len(), 2);
    assert!(matches!(
        &warnings[0],
        PairingWarning::Undraftable { shared, clause: Clause::RulingZlavinCompletion, .. }
            if shared.len() == 8
    ));
    let (mut swapped, _) =
        final_boss_zlavin(RulingsEdition::Second, RematchPolicy::Avoid, &lineups);
    pair(&mut swapped);
    // Swap the second Core player with the rival of the first: the Core players now meet.
    let with_first = swapped
        .round(1)
        .unwrap()
        .tables
        .iter()
        .find(|t| t.players.first.get() == 1 || t.players.second.get() == 1)
        .map(|t| {
            if t.players.first.get() == 1 {
                t.players.second
            } else {
                t.players.first
            }
        })
        .unwrap();
    let (a, b) = (with_first, PlayerId::new(2));
    let Accepted::Swapped { warnings, .. } = swapped
        .apply(EventAction::SwapPlayers {
            round: 1,
            first: a,
            second: b,
        })
        .unwrap()
    else {
        panic!()
    };
    assert!(warnings
        .iter()
        .any(|w| matches!(w, PairingWarning::Undraftable { .. })));
    assert_eq!(draftable_tables(&swapped, 1), vec![false, false]);
}

#[test]
fn first_edition_events_pair_as_they_always_did_but_warn_of_undraftable_tables() {
    // docs/rulings.md, "Editions of the rulings": an event made before the second edition is
    // paired exactly as it was (its journal replays), and only told which tables cannot draft.
    let core = [&CORE; 4];
    let (mut t, accepted) = final_boss_zlavin(RulingsEdition::First, RematchPolicy::Avoid, &core);
    assert!(matches!(&accepted[3], Accepted::Registered { warnings, .. } if warnings.len() == 1));
    pair(&mut t);
    assert_eq!(draftable_tables(&t, 1), vec![false, false]);
}

#[test]
fn pairing_waits_for_every_result_of_the_round() {
    // AGL v1.0, Standard Tournament, "Pairings": from round 2 players are ranked by their
    // accumulated scores, so every game must be in.
    let mut t = event(6);
    pair(&mut t);
    record(&mut t, 1, 1, result(7, 0, 3, 0));
    match refused(
        &mut t,
        EventAction::PairNextRound {
            round: 2,
            seed: None,
        },
    ) {
        EventRefusal::ResultsMissing { round, tables, .. } => {
            assert_eq!(round, 1);
            assert_eq!(tables, vec![2, 3]);
        }
        other => panic!("{other:?}"),
    }
}

/// Six players; round 1: table 1 a 7-7 tie, table 2 a wins 3-0, table 3 a wins 2-1.
/// Ranking after it: T2a, T3a, then the tied pair of table 1, then T3b, then T2b.
fn tied_pair_in_the_middle(rematches: RematchPolicy) -> (Tournament, [PlayerId; 6]) {
    let mut def = definition(EventFormat::StandardTournament, RulesetVersion::AglV1);
    def.rematches = rematches;
    let mut t = event_from(def, 6);
    pair(&mut t);
    record(&mut t, 1, 1, result(7, 1, 7, 1));
    record(&mut t, 1, 2, result(3, 0, 0, 0));
    record(&mut t, 1, 3, result(2, 0, 1, 0));
    let r1 = t.round(1).unwrap().tables.clone();
    let (t1a, t1b) = if r1[0].players.first < r1[0].players.second {
        (r1[0].players.first, r1[0].players.second)
    } else {
        (r1[0].players.second, r1[0].players.first)
    };
    let ids = [
        r1[1].players.first,
        r1[2].players.first,
        t1a,
        t1b,
        r1[2].players.second,
        r1[1].players.second,
    ];
    (t, ids)
}

#[test]
fn later_rounds_pair_first_against_second_down_the_ranking() {
    // AGL v1.0, Standard Tournament, "Pairings": ranked by points, Victory Points, Frags,
    // opponents' Victory Points; "first against second, third against fourth, etc.".
    let mut t = event(4);
    pair(&mut t);
    record(&mut t, 1, 1, result(7, 0, 3, 0));
    record(&mut t, 1, 2, result(6, 0, 3, 0));
    let r1 = t.round(1).unwrap().tables.clone();
    pair(&mut t);
    let r2 = &t.round(2).unwrap().tables;
    assert_eq!(r2[0].players.first, r1[0].players.first);
    assert_eq!(r2[0].players.second, r1[1].players.first);
    assert_eq!(
        r2[0].reason,
        PairingReason::Ranked {
            ranks: BySeat {
                first: 1,
                second: 2
            }
        }
    );
    // The two losers: equal points, VP and Frags; table 1's loser met the player with 7 VP.
    assert_eq!(r2[1].players.first, r1[0].players.second);
    assert_eq!(
        r2[1].reason,
        PairingReason::Ranked {
            ranks: BySeat {
                first: 3,
                second: 4
            }
        }
    );
}

#[test]
fn a_rematch_is_avoided_by_moving_one_player_down_one_place_and_saying_why() {
    // docs/rulings.md, "Rematches": the default moves as little as possible.
    let (mut t, [p1, p2, p3, p4, p5, p6]) = tied_pair_in_the_middle(RematchPolicy::Avoid);
    pair(&mut t);
    let r2 = &t.round(2).unwrap().tables;
    assert_eq!(
        r2[0].players,
        BySeat {
            first: p1,
            second: p2
        }
    );
    assert_eq!(
        r2[1].players,
        BySeat {
            first: p3,
            second: p5
        }
    );
    assert_eq!(
        r2[1].reason,
        PairingReason::AvoidedRematch {
            ranks: BySeat {
                first: 3,
                second: 5
            },
            passed_over: vec![PassedOver {
                player: p4,
                rank: 4,
                round: 1
            }],
        }
    );
    assert_eq!(
        r2[2].players,
        BySeat {
            first: p4,
            second: p6
        }
    );
    assert!(r2.iter().all(|t| t.warnings.is_empty()));
}

#[test]
fn the_strict_rule_text_pairs_the_rematch_and_flags_it() {
    // AGL v1.0, Standard Tournament, "Pairings", to the letter (the alternative policy).
    let (mut t, [_, _, p3, p4, _, _]) = tied_pair_in_the_middle(RematchPolicy::AllowAsRuleText);
    let accepted = t
        .apply(EventAction::PairNextRound {
            round: 2,
            seed: None,
        })
        .unwrap();
    let r2 = t.round(2).unwrap();
    assert_eq!(
        r2.tables[1].players,
        BySeat {
            first: p3,
            second: p4
        }
    );
    let warning = PairingWarning::Rematch {
        players: BySeat {
            first: p3,
            second: p4,
        },
        earlier_round: 1,
    };
    assert_eq!(r2.tables[1].warnings, vec![warning.clone()]);
    assert_eq!(r2.notes, vec![PairingNote::StrictRuleText]);
    assert!(matches!(accepted, Accepted::Paired { warnings, .. } if warnings == vec![warning]));
}

// ------------------------------------------------------------------ byes

#[test]
fn an_odd_round_one_gives_a_random_bye_worth_a_victory_of_two_points_and_nothing_else() {
    // AGL v1.0, Standard Tournament, "Odd Number of Players (Byes)": "awarded a Victory (worth
    // 2 Tournament Points), 0 Victory Points and 0 Frags"; round 1's bye "at random".
    let mut t = event(5);
    play_round(&mut t, |_| result(6, 2, 3, 1));
    let bye = t.round(1).unwrap().bye.clone().unwrap();
    assert_eq!(bye.reason, ByeReason::Drawn);
    let row = t
        .standings()
        .rows
        .into_iter()
        .find(|r| r.player == bye.player)
        .unwrap();
    assert_eq!((row.points, row.victory_points, row.frags), (2, 0, 0));
    assert_eq!(row.record.byes, 1);
}

#[test]
fn later_byes_go_to_the_lowest_ranked_player_without_one() {
    // AGL v1.0, "Odd Number of Players (Byes)": "the player with the lowest ranking takes a bye,
    // unless that player had already taken a bye ... the player with the next lowest ranking".
    let mut t = event(5);
    play_round(&mut t, |_| result(1, 0, 0, 0));
    let first_bye = t.round(1).unwrap().bye.clone().unwrap().player;
    let round = pair(&mut t);
    let bye = t.round(round).unwrap().bye.clone().unwrap();
    assert_ne!(bye.player, first_bye);
    // The losers of round 1 are ranked lowest; by registration the later one is last.
    let standings_before: Vec<PlayerId> = {
        let mut copy = t.clone();
        copy.rounds.pop();
        copy.standings().rows.iter().map(|r| r.player).collect()
    };
    assert_eq!(Some(&bye.player), standings_before.last());
    assert_eq!(bye.reason, ByeReason::LowestRanked { rank: 5 });
}

#[test]
fn the_bye_passes_over_players_who_already_had_one() {
    // AGL v1.0, "Odd Number of Players (Byes)": "In that case, the player with the next lowest
    // ranking who had not previously taken a bye is given the bye."
    let mut t = event(5);
    let round = pair(&mut t);
    let first_bye = t.round(round).unwrap().bye.clone().unwrap().player;
    // The round-1 bye player loses every game 0-9; every other game is a 9-9 tie, so after
    // round 2 that player ranks last.
    let by_player = |players: BySeat<PlayerId>| {
        if players.first == first_bye {
            result(0, 0, 9, 0)
        } else if players.second == first_bye {
            result(9, 0, 0, 0)
        } else {
            result(9, 0, 9, 0)
        }
    };
    record_all(&mut t, round, by_player);
    let round = pair(&mut t);
    record_all(&mut t, round, by_player);
    let last = t.standings().rows.last().unwrap().player;
    assert_eq!(last, first_bye);
    let round = pair(&mut t);
    let bye = t.round(round).unwrap().bye.clone().unwrap();
    assert_ne!(bye.player, first_bye);
    assert_eq!(
        bye.reason,
        ByeReason::LowestWithoutBye {
            rank: 4,
            passed_over: vec![PassedOver {
                player: first_bye,
                rank: 5,
                round: 1
            }],
        }
    );
}

#[test]
fn no_player_is_given_a_second_bye_even_when_nobody_else_can_take_it() {
    let mut t = event(5);
    t.apply(EventAction::SetRounds { rounds: 6 }).unwrap();
    let mut byes = HashSet::new();
    for _ in 0..5 {
        let round = play_round(&mut t, |_| result(2, 0, 2, 0));
        let bye = t.round(round).unwrap().bye.clone().unwrap();
        assert!(byes.insert(bye.player), "a player was given a second bye");
    }
    // AGL v1.0, "Byes": "a single player is never given more than one bye".
    assert!(matches!(
        refused(
            &mut t,
            EventAction::PairNextRound {
                round: 6,
                seed: None
            }
        ),
        EventRefusal::NoPlayerCanTakeTheBye { .. }
    ));
    // Dropping one player makes the count even: no bye is needed.
    t.apply(EventAction::DropPlayer {
        player: PlayerId::new(1),
    })
    .unwrap();
    pair(&mut t);
    assert!(t.round(6).unwrap().bye.is_none());
}

#[test]
fn at_the_end_a_bye_players_points_and_frags_are_scaled_up_by_rounds_over_rounds_played() {
    // AGL v1.0, Standard Tournament, "Odd Number of Players (Byes)", steps 1-3 and "In the event
    // of a tie, repeat the process with the player's Frags".
    let mut t = event(5);
    for _ in 0..3 {
        play_round(&mut t, |table| result(3 + table as i32, 1, 3, 2));
    }
    assert!(t.is_finished());
    let standings = t.standings();
    assert!(standings.is_final);
    let mut scaled_rows = 0;
    for row in &standings.rows {
        // The player's own games, summed from the rounds.
        let (mut vp, mut frags, mut games) = (0, 0, 0);
        for round in t.rounds() {
            for table in &round.tables {
                let result = table.result.unwrap();
                for side in [Seat::First, Seat::Second] {
                    if *table.players.get(side) == row.player {
                        vp += result.scores.get(side).victory_points();
                        frags += result.scores.get(side).frags();
                        games += 1;
                    }
                }
            }
        }
        if row.record.byes == 1 {
            scaled_rows += 1;
            assert_eq!(games, 2);
            assert_eq!(row.victory_points, (vp * 3).div_ceil(2));
            assert_eq!(row.frags, (frags * 3).div_ceil(2));
            let s = row.bye_scaling.unwrap();
            assert_eq!((s.rounds, s.played, s.earned_victory_points), (3, 2, vp));
        } else {
            assert_eq!(row.bye_scaling, None);
            assert_eq!((row.victory_points, row.frags), (vp, frags));
        }
    }
    assert_eq!(scaled_rows, 3);
    // Before the end nothing is scaled.
    let mut running = t.clone();
    running.apply(EventAction::SetRounds { rounds: 4 }).unwrap();
    assert!(running
        .standings()
        .rows
        .iter()
        .all(|r| r.bye_scaling.is_none()));
}

#[test]
fn final_opponents_victory_points_count_each_opponents_bye_scaled_total() {
    // AGL v1.0, Standard Tournament, "Final Scores": "the sum total of the Victory Points
    // accumulated from all their opponents in the tournament"; "Odd Number of Players (Byes)":
    // for a bye player, "The end result is their final Victory Points score" (S2: "serán los
    // Puntos de Victoria totales al final del torneo para ese jugador"). docs/rulings.md,
    // "Opponents' Victory Points": in the final standings an opponent counts with that final,
    // bye-scaled total; during the event (pairings, provisional standings) as earned.
    let play = |edition| {
        let mut def = definition(EventFormat::StandardTournament, RulesetVersion::AglV1);
        def.rulings = edition;
        let mut t = event_from(def, 5);
        for _ in 0..3 {
            play_round(&mut t, |table| result(3 + table as i32, 1, 3, 2));
        }
        assert!(t.is_finished());
        t
    };
    let t = play(RulingsEdition::Second);
    // Every player's earned Victory Points, games and byes, summed from the rounds by hand.
    let mut earned = BTreeMap::<PlayerId, (u32, u32, u32)>::new();
    let mut opponents = BTreeMap::<PlayerId, Vec<PlayerId>>::new();
    for round in t.rounds() {
        for table in &round.tables {
            let r = table.result.unwrap();
            for seat in Seat::BOTH {
                let me = *table.players.get(seat);
                let entry = earned.entry(me).or_default();
                entry.0 += r.scores.get(seat).victory_points();
                entry.1 += 1;
                opponents
                    .entry(me)
                    .or_default()
                    .push(*table.players.get(seat.other()));
            }
        }
        if let Some(bye) = &round.bye {
            earned.entry(bye.player).or_default().2 += 1;
        }
    }
    // Steps 1-3: VP x rounds / rounds played, rounded up.
    let final_vp = |p: PlayerId| {
        let (vp, games, byes) = earned[&p];
        if byes > 0 {
            (vp * (games + byes)).div_ceil(games)
        } else {
            vp
        }
    };
    let standings = t.standings();
    let mut differs = 0;
    for row in &standings.rows {
        let mut met = opponents[&row.player].clone();
        met.sort_unstable();
        met.dedup();
        let scaled: u32 = met.iter().map(|&o| final_vp(o)).sum();
        let as_earned: u32 = met.iter().map(|o| earned[o].0).sum();
        assert_eq!(row.opponents_victory_points, scaled, "{}", row.name);
        if scaled != as_earned {
            differs += 1;
        }
    }
    assert!(
        differs > 0,
        "some opponent had a bye, so the reading matters"
    );
    // The first edition keeps the earned totals: those events' final standings stay as shown.
    let first = play(RulingsEdition::First);
    for row in &first.standings().rows {
        let mut met = opponents[&row.player].clone();
        met.sort_unstable();
        met.dedup();
        assert_eq!(
            row.opponents_victory_points,
            met.iter().map(|o| earned[o].0).sum::<u32>()
        );
    }
    // Before the end, as earned in either edition.
    let mut running = t.clone();
    running.apply(EventAction::SetRounds { rounds: 4 }).unwrap();
    for row in &running.standings().rows {
        let mut met = opponents[&row.player].clone();
        met.sort_unstable();
        met.dedup();
        assert_eq!(
            row.opponents_victory_points,
            met.iter().map(|o| earned[o].0).sum::<u32>()
        );
    }
}

#[test]
fn a_dropped_player_is_not_paired_again_and_never_takes_a_bye() {
    // docs/rulings.md, "Drops and byes".
    let mut t = event(6);
    play_round(&mut t, |_| result(4, 0, 2, 0));
    let leaving = PlayerId::new(3);
    match t
        .apply(EventAction::DropPlayer { player: leaving })
        .unwrap()
    {
        Accepted::Dropped { pending_table, .. } => assert_eq!(pending_table, None),
        other => panic!("{other:?}"),
    }
    assert!(matches!(
        refused(&mut t, EventAction::DropPlayer { player: leaving }),
        EventRefusal::AlreadyDropped { after_round: 1, .. }
    ));
    play_round(&mut t, |_| result(4, 0, 2, 0));
    let r2 = t.round(2).unwrap();
    assert_eq!(r2.placement_of(leaving), None);
    assert_eq!(r2.tables.len(), 2);
    assert!(r2.bye.as_ref().is_some_and(|b| b.player != leaving));
    let row = t
        .standings()
        .rows
        .into_iter()
        .find(|r| r.player == leaving)
        .unwrap();
    assert!(row.dropped);
    assert_eq!(row.record.victories + row.record.defeats, 1);
}

// ------------------------------------------------------------------ results

#[test]
fn the_three_worked_examples_score_as_the_rules_say_when_entered_at_a_table() {
    // AGL v1.0, Standard Tournament, "Keeping Score", Examples 1-3.
    let mut t = event(6);
    pair(&mut t);
    let outcome = |a: Accepted| match a {
        Accepted::ResultRecorded { result, .. } => result,
        other => panic!("{other:?}"),
    };
    let one = outcome(record(&mut t, 1, 1, result(7, 0, 3, 0)));
    assert_eq!(
        one.points,
        BySeat {
            first: 2,
            second: 0
        }
    );
    let two = outcome(record(&mut t, 1, 2, result(7, 5, 7, 3)));
    assert_eq!(
        two.points,
        BySeat {
            first: 2,
            second: 0
        }
    );
    assert_eq!(two.decision.decided_by, Decider::Frags);
    let three = outcome(record(&mut t, 1, 3, result(7, 4, 7, 4)));
    assert_eq!(
        three.points,
        BySeat {
            first: 1,
            second: 1
        }
    );
    assert_eq!(three.decision.outcomes.first, Outcome::Tie);
}

#[test]
fn negative_and_impossible_scores_are_refused() {
    // AGL v1.0, Standard Tournament, "Keeping Score": Victory Points and Frags are counts.
    let mut t = event(4);
    pair(&mut t);
    for (r, field) in [
        (result(-1, 0, 3, 0), ScoreField::VictoryPoints),
        (result(1, 0, 3, -2), ScoreField::Frags),
    ] {
        match refused(
            &mut t,
            EventAction::RecordResult {
                round: 1,
                table: 1,
                result: r,
            },
        ) {
            EventRefusal::NegativeScore { field: f, .. } => assert_eq!(f, field),
            other => panic!("{other:?}"),
        }
    }
    assert!(matches!(
        refused(
            &mut t,
            EventAction::RecordResult {
                round: 1,
                table: 1,
                result: result(100, 0, 3, 0)
            }
        ),
        EventRefusal::ScoreTooHigh { max: 99, .. }
    ));
}

#[test]
fn results_name_an_existing_round_and_table_and_the_players_seated_there() {
    let mut t = event(4);
    assert!(matches!(
        refused(
            &mut t,
            EventAction::RecordResult {
                round: 1,
                table: 1,
                result: result(1, 0, 0, 0)
            }
        ),
        EventRefusal::UnknownRound {
            round: 1,
            paired: 0
        }
    ));
    pair(&mut t);
    assert!(matches!(
        refused(
            &mut t,
            EventAction::RecordResult {
                round: 1,
                table: 3,
                result: result(1, 0, 0, 0)
            }
        ),
        EventRefusal::UnknownTable { tables: 2, .. }
    ));
    let seated = t.round(1).unwrap().tables[0].players;
    let other = t.round(1).unwrap().tables[1].players;
    let mut r = result(1, 0, 0, 0);
    r.players = Some(BySeat {
        first: seated.first,
        second: other.first,
    });
    assert!(matches!(
        refused(
            &mut t,
            EventAction::RecordResult {
                round: 1,
                table: 1,
                result: r
            }
        ),
        EventRefusal::NotTheirTable { .. }
    ));
    r.players = Some(seated);
    record(&mut t, 1, 1, r);
    assert!(matches!(
        refused(
            &mut t,
            EventAction::RecordResult {
                round: 1,
                table: 1,
                result: r
            }
        ),
        EventRefusal::ResultAlreadyRecorded { .. }
    ));
    assert!(matches!(
        refused(
            &mut t,
            EventAction::CorrectResult {
                round: 1,
                table: 2,
                result: result(1, 0, 0, 0)
            }
        ),
        EventRefusal::NoResultToCorrect { .. }
    ));
}

#[test]
fn a_conceded_game_is_lost_by_the_conceder_and_an_abandoned_one_by_both() {
    // AGL v1.0, Basic Rules, "Lost or Damaged Game Components": "If the component is
    // irreplaceable, the player will have to concede the game" (S2, Normas Básicas, "Material de
    // juego perdido o dañado", the same); docs/rulings.md, "Conceded and abandoned games".
    let mut t = event(4);
    pair(&mut t);
    let ended = |game_end, vpa, vpb| ResultInput {
        game_end,
        ..result(vpa, 0, vpb, 0)
    };
    // The second seat concedes while ahead on Victory Points: still a Defeat, and the rival has a
    // Victory.
    let conceded = record(
        &mut t,
        1,
        1,
        ended(GameEnd::Conceded { by: Seat::Second }, 2, 6),
    );
    let Accepted::ResultRecorded { result: game, .. } = conceded else {
        panic!("{conceded:?}")
    };
    assert_eq!(game.decision.decided_by, Decider::Concession);
    assert_eq!(
        game.decision.outcomes,
        BySeat::new(Outcome::Victory, Outcome::Defeat)
    );
    assert_eq!(game.points, BySeat::new(2, 0));
    assert_eq!(
        (
            game.scores.first.victory_points(),
            game.scores.second.victory_points()
        ),
        (2, 6),
        "the scores stand as entered"
    );
    // Already 5 ahead when the rival concedes: the Total Victory the scores give.
    t.apply(EventAction::CorrectResult {
        round: 1,
        table: 1,
        result: ended(GameEnd::Conceded { by: Seat::Second }, 7, 1),
    })
    .unwrap();
    let table = |t: &Tournament, n| t.round(1).unwrap().table(n).unwrap().clone();
    assert_eq!(
        table(&t, 1).result.unwrap().decision.outcomes.first,
        Outcome::TotalVictory
    );
    // Abandoned: nobody won.
    record(&mut t, 1, 2, ended(GameEnd::Abandoned, 3, 3));
    let abandoned = table(&t, 2).result.unwrap();
    assert_eq!(abandoned.decision.decided_by, Decider::Abandoned);
    assert_eq!(
        abandoned.decision.outcomes,
        BySeat::new(Outcome::Defeat, Outcome::Defeat)
    );
    assert_eq!(abandoned.points, BySeat::new(0, 0));
    // Ratings: the conceded game counts as won and lost, the abandoned one not at all.
    let report = t.rating_report(&CurrentRatings::default());
    let games = |p: PlayerId| report.changes.iter().find(|c| c.player == p).unwrap();
    let t1 = table(&t, 1).players;
    let t2 = table(&t, 2).players;
    assert_eq!(games(t1.first).games, 1);
    assert!(games(t1.first).change > 0.0);
    assert_eq!(games(t2.first).games, 0);
    assert_eq!(games(t2.second).change, 0.0);
    // The standings count the abandoned game as a Defeat each.
    let row = |p: PlayerId| {
        t.standings()
            .rows
            .into_iter()
            .find(|r| r.player == p)
            .unwrap()
    };
    assert_eq!(row(t2.first).record.defeats, 1);
    assert_eq!(row(t2.second).points, 0);
    // How it ended is written only when the game was not played to its end, and a result
    // written before concessions existed reads as played.
    let json = serde_json::to_string(&ended(GameEnd::Conceded { by: Seat::First }, 1, 0)).unwrap();
    assert!(
        json.ends_with(r#""game_end":{"kind":"conceded","by":"first"}}"#),
        "{json}"
    );
    assert!(!serde_json::to_string(&result(1, 0, 0, 0))
        .unwrap()
        .contains("game_end"));
    let old: ResultInput = serde_json::from_str(
        r#"{"first":{"victory_points":1,"frags":0},"second":{"victory_points":0,"frags":0}}"#,
    )
    .unwrap();
    assert_eq!(old.game_end, GameEnd::Played);
    let replayed =
        Tournament::replay(&Catalog::shipped(), t.definition().clone(), t.actions()).unwrap();
    assert_eq!(replayed.snapshot(), t.snapshot());
}

#[test]
fn implausible_first_blood_and_frags_are_warned_and_recorded_as_entered() {
    // AGL S2, Torneo Standard, "Primera Sangre": "Únicamente un Jugador puede conseguir la
    // Primera Sangre"; "El primer Jugador que envíe a un Personaje Enemigo a la Enfermería se
    // apuntará la Primera Sangre". A Frag is such a trip to the Infirmary, so First Blood with
    // no Frag, or Frags on both sides without First Blood, are typed warnings; the result is
    // recorded and decided exactly as entered (docs/rulings.md, "Implausible results").
    let clause = Clause::agl(
        RulesetVersion::AglSeason2,
        EventFormat::StandardTournament,
        Section::FirstBlood,
    );
    let mut t = event_from(
        definition(EventFormat::StandardTournament, RulesetVersion::AglSeason2),
        6,
    );
    pair(&mut t);
    let with_blood = |vpa, fa, vpb, fb, blood: Option<Seat>| {
        let mut r = result(vpa, fa, vpb, fb);
        r.first.first_blood = blood == Some(Seat::First);
        r.second.first_blood = blood == Some(Seat::Second);
        r
    };
    let warnings = |accepted: Accepted| match accepted {
        Accepted::ResultRecorded {
            warnings, result, ..
        }
        | Accepted::ResultCorrected {
            warnings, result, ..
        } => (warnings, result),
        other => panic!("{other:?}"),
    };
    // First Blood with 0-0 Frags: it still decides the 4-4 game.
    let (w, r) = warnings(record(
        &mut t,
        1,
        1,
        with_blood(4, 0, 4, 0, Some(Seat::First)),
    ));
    assert_eq!(
        w,
        vec![ResultWarning::FirstBloodWithoutFrags {
            seat: Seat::First,
            clause
        }]
    );
    assert_eq!(r.decision.decided_by, Decider::FirstBlood);
    // Equal non-zero Frags and no First Blood: recorded as the Tie it is, with the warning that
    // First Blood would have decided it.
    let (w, r) = warnings(record(&mut t, 1, 2, with_blood(4, 2, 4, 2, None)));
    assert_eq!(
        w,
        vec![ResultWarning::EqualFragsWithoutFirstBlood {
            frags: 2,
            decides_game: true,
            clause
        }]
    );
    assert_eq!(r.decision.outcomes.first, Outcome::Tie);
    assert!(w[0].to_string().contains("Primera Sangre"), "{}", w[0]);
    // Different Victory Points: still implausible, but First Blood would not have mattered.
    let (w, _) = warnings(record(&mut t, 1, 3, with_blood(6, 1, 3, 1, None)));
    assert_eq!(
        w,
        vec![ResultWarning::EqualFragsWithoutFirstBlood {
            frags: 1,
            decides_game: false,
            clause
        }]
    );
    // A correction is checked the same way; a plausible result has no warning.
    let (w, _) = warnings(
        t.apply(EventAction::CorrectResult {
            round: 1,
            table: 2,
            result: with_blood(4, 2, 4, 2, Some(Seat::Second)),
        })
        .unwrap(),
    );
    assert!(w.is_empty());
    // Under v1.0 there is no First Blood, so nothing to warn of.
    let mut v1 = event(4);
    pair(&mut v1);
    let (w, _) = warnings(record(&mut v1, 1, 1, result(4, 2, 4, 2)));
    assert!(w.is_empty());
}

#[test]
fn first_blood_is_one_players_and_only_in_season_2() {
    // AGL S2, Torneo Standard, "Primera Sangre": "Únicamente un Jugador puede conseguir la
    // Primera Sangre"; it decides a game tied in Victory Points and Frags.
    let mut s2 = event_from(
        definition(EventFormat::StandardTournament, RulesetVersion::AglSeason2),
        4,
    );
    pair(&mut s2);
    let mut both = result(5, 1, 5, 1);
    both.first.first_blood = true;
    both.second.first_blood = true;
    assert!(matches!(
        refused(
            &mut s2,
            EventAction::RecordResult {
                round: 1,
                table: 1,
                result: both
            }
        ),
        EventRefusal::TwoFirstBloods { .. }
    ));
    let mut b_first = result(5, 1, 5, 1);
    b_first.second.first_blood = true;
    match record(&mut s2, 1, 1, b_first) {
        Accepted::ResultRecorded { result, .. } => {
            assert_eq!(result.first_blood, Some(Seat::Second));
            assert_eq!(result.decision.decided_by, Decider::FirstBlood);
            assert_eq!(
                result.points,
                BySeat {
                    first: 0,
                    second: 2
                }
            );
        }
        other => panic!("{other:?}"),
    }
    let mut v1 = event(4);
    pair(&mut v1);
    match refused(
        &mut v1,
        EventAction::RecordResult {
            round: 1,
            table: 1,
            result: b_first,
        },
    ) {
        EventRefusal::NoFirstBloodInRuleset { clause } => {
            assert!(clause.citation().contains("Primera Sangre"));
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn first_blood_decides_ties_in_every_season_2_format() {
    // docs/rulings.md, "Breaking a tied game".
    for format in EventFormat::ALL {
        let mut t = event_from(definition(format, RulesetVersion::AglSeason2), 4);
        pair(&mut t);
        let mut r = result(4, 0, 4, 0);
        r.first.first_blood = true;
        match record(&mut t, 1, 1, r) {
            Accepted::ResultRecorded { result, .. } => {
                assert_eq!(result.decision.outcomes.first, Outcome::Victory, "{format}");
            }
            other => panic!("{other:?}"),
        }
    }
}

#[test]
fn correcting_an_old_result_updates_the_standings_but_not_the_pairings_already_published() {
    // docs/rulings.md, "Corrections".
    let mut t = event(4);
    play_round(&mut t, |_| result(7, 0, 3, 0));
    pair(&mut t);
    let round_two = t.round(2).unwrap().clone();
    let winner = t.round(1).unwrap().tables[0].players.first;
    let points_of = |t: &Tournament, p: PlayerId| {
        t.standings()
            .rows
            .iter()
            .find(|r| r.player == p)
            .unwrap()
            .points
    };
    assert_eq!(points_of(&t, winner), 2);
    let corrected = t
        .apply(EventAction::CorrectResult {
            round: 1,
            table: 1,
            result: result(3, 0, 9, 0),
        })
        .unwrap();
    assert!(
        matches!(corrected, Accepted::ResultCorrected { previous, .. } if previous.points.first == 2)
    );
    assert_eq!(points_of(&t, winner), 0);
    assert_eq!(t.round(2).unwrap(), &round_two);
    // Replaying the log gives the same state.
    let replayed =
        Tournament::replay(&Catalog::shipped(), t.definition().clone(), t.actions()).unwrap();
    assert_eq!(fingerprint(&replayed), fingerprint(&t));
}

// ------------------------------------------------------------------ standings

#[test]
fn each_place_says_which_tiebreak_separated_it_from_the_place_above() {
    // AGL v1.0, Standard Tournament, "Final Scores": points, then Victory Points, then Frags,
    // then the opponents' Victory Points; registration order last (docs/rulings.md).
    let mut t = event(6);
    pair(&mut t);
    record(&mut t, 1, 1, result(7, 1, 3, 0));
    record(&mut t, 1, 2, result(7, 0, 3, 0));
    record(&mut t, 1, 3, result(6, 0, 3, 0));
    let reasons: Vec<SeparatedBy> = t.standings().rows.iter().map(|r| r.separated_by).collect();
    assert_eq!(
        reasons,
        vec![
            SeparatedBy::First,
            SeparatedBy::Frags,
            SeparatedBy::VictoryPoints,
            SeparatedBy::Points,
            SeparatedBy::RegistrationOrder,
            SeparatedBy::OpponentsVictoryPoints,
        ]
    );
    let rows = t.standings().rows;
    assert_eq!(rows[4].opponents_victory_points, 7);
    assert_eq!(rows[5].opponents_victory_points, 6);
    assert!(rows[3].player < rows[4].player);
}

// ------------------------------------------------------------------ ratings

#[test]
fn ratings_start_at_1000_and_move_by_k_times_actual_minus_expected() {
    // AGL v1.0, Basic Rules, "Rankings": start at 1000, Elo, K 32 for a Standard event.
    let mut t = event(4);
    pair(&mut t);
    record(&mut t, 1, 1, result(7, 0, 3, 0));
    record(&mut t, 1, 2, result(3, 0, 3, 0));
    let report = t.rating_report(&CurrentRatings::default());
    assert_eq!(report.k_factor, 32);
    assert!(report.provisional);
    let r1 = &t.round(1).unwrap().tables;
    let change = |p: PlayerId| {
        report
            .changes
            .iter()
            .find(|c| c.player == p)
            .unwrap()
            .change
    };
    assert!((change(r1[0].players.first) - 16.0).abs() < 1e-9);
    assert!((change(r1[0].players.second) + 16.0).abs() < 1e-9);
    assert!(change(r1[1].players.first).abs() < 1e-9);
    assert!(report.changes.iter().all(|c| c.before == 1000.0));
}

#[test]
fn current_ratings_set_the_expectation_and_the_open_k_factor_is_eight() {
    let mut t = event_from(
        definition(EventFormat::OpenTournament, RulesetVersion::AglV1),
        4,
    );
    pair(&mut t);
    record(&mut t, 1, 1, result(7, 0, 3, 0));
    record(&mut t, 1, 2, result(7, 0, 3, 0));
    let winner = t.round(1).unwrap().tables[0].players.first;
    let loser = t.round(1).unwrap().tables[0].players.second;
    let pin = |p: PlayerId| t.player(p).unwrap().corvus_pin.clone();
    let current = CurrentRatings::new(BTreeMap::from([
        (pin(winner), 1200.0),
        (pin(loser), 1000.0),
    ]))
    .unwrap();
    let report = t.rating_report(&current);
    assert_eq!(report.k_factor, 8);
    let c = report.changes.iter().find(|c| c.player == winner).unwrap();
    let expected = crate::rating::expected_score(1200.0, 1000.0);
    assert!((c.change - 8.0 * (1.0 - expected)).abs() < 1e-9);
    assert!((c.after - (1200.0 + c.change)).abs() < 1e-9);
}

#[test]
fn ratings_are_found_by_corvus_pin_without_case_and_a_corrected_pin_keeps_its_rating() {
    // AGL v1.0, Basic Rules, "Rankings" and Standard Tournament, "Tournament Control Sheet": the
    // Corvus PIN identifies the player; docs/rulings.md, "Corvus PINs": one rule everywhere,
    // compared without case, and a correction does not orphan the rating.
    let mut t = event(4);
    t.apply(EventAction::EditPlayer {
        player: PlayerId::new(1),
        registration: Registration {
            corvus_pin: "CB-1024".into(),
            ..registration(0)
        },
    })
    .unwrap();
    let ratings = CurrentRatings::new(BTreeMap::from([
        ("cb-1024".to_owned(), 1300.0),
        ("pin-2".to_owned(), 1100.0),
    ]))
    .unwrap();
    let before = |t: &Tournament, p: u32| {
        t.rating_report(&ratings)
            .changes
            .iter()
            .find(|c| c.player == PlayerId::new(p))
            .unwrap()
            .before
    };
    assert_eq!(
        before(&t, 1),
        1300.0,
        "CB-1024 is rated by the line cb-1024"
    );
    assert_eq!(before(&t, 3), 1100.0, "PIN-2 is rated by the line pin-2");
    assert_eq!(before(&t, 2), 1000.0);
    // The organizer corrects a typo in the PIN: the rating kept under the old PIN follows, and
    // the front door is told which PIN it was so it can move what it keeps by PIN.
    let accepted = t
        .apply(EventAction::EditPlayer {
            player: PlayerId::new(1),
            registration: Registration {
                corvus_pin: "CB-1042".into(),
                ..registration(0)
            },
        })
        .unwrap();
    assert_eq!(
        accepted,
        Accepted::PlayerEdited {
            player: PlayerId::new(1),
            previous_pin: Some("CB-1024".to_owned()),
            warnings: vec![],
        }
    );
    assert_eq!(t.earlier_pins(PlayerId::new(1)), ["PIN-0", "CB-1024"]);
    assert_eq!(before(&t, 1), 1300.0);
    // A rating listed under the new PIN wins over the old one.
    let moved = CurrentRatings::new(BTreeMap::from([
        ("CB-1024".to_owned(), 1300.0),
        ("cb-1042".to_owned(), 1310.0),
    ]))
    .unwrap();
    assert_eq!(t.rating_report(&moved).changes[0].before, 1310.0);
    // Only the case changed: the same PIN, nothing to move.
    let same = t
        .apply(EventAction::EditPlayer {
            player: PlayerId::new(1),
            registration: Registration {
                corvus_pin: "cb-1042".into(),
                ..registration(0)
            },
        })
        .unwrap();
    assert_eq!(
        same,
        Accepted::PlayerEdited {
            player: PlayerId::new(1),
            previous_pin: None,
            warnings: vec![],
        }
    );
    // The corrections replay to the same state.
    let replayed =
        Tournament::replay(&Catalog::shipped(), t.definition().clone(), t.actions()).unwrap();
    assert_eq!(replayed.rating_report(&ratings), t.rating_report(&ratings));
}

#[test]
fn a_bye_changes_no_rating() {
    // docs/rulings.md, "When ratings change": a bye has no opponent and no expectation.
    let mut t = event(5);
    play_round(&mut t, |_| result(4, 0, 1, 0));
    let bye = t.round(1).unwrap().bye.clone().unwrap().player;
    let report = t.rating_report(&CurrentRatings::default());
    let c = report.changes.iter().find(|c| c.player == bye).unwrap();
    assert_eq!(c.games, 0);
    assert_eq!(c.change, 0.0);
    let total: f64 = report.changes.iter().map(|c| c.change).sum();
    assert!(total.abs() < 1e-9);
}

// ------------------------------------------------------------------ manual swaps

#[test]
fn the_organizer_may_swap_players_and_is_warned_of_each_rule_the_swap_breaks() {
    // docs/rulings.md, "Manual swaps".
    let mut t = event(5);
    play_round(&mut t, |_| result(4, 0, 1, 0));
    let r1 = t.round(1).unwrap().clone();
    let first_bye = r1.bye.as_ref().unwrap().player;
    pair(&mut t);
    let r2 = t.round(2).unwrap().clone();
    // Put the round-1 bye player back on the bye.
    let bye_now = r2.bye.as_ref().unwrap().player;
    match t
        .apply(EventAction::SwapPlayers {
            round: 2,
            first: bye_now,
            second: first_bye,
        })
        .unwrap()
    {
        Accepted::Swapped { warnings, .. } => {
            assert!(warnings.contains(&PairingWarning::SecondBye {
                player: first_bye,
                earlier_round: 1
            }))
        }
        other => panic!("{other:?}"),
    }
    let bye = t.round(2).unwrap().bye.clone().unwrap();
    assert_eq!(bye.player, first_bye);
    assert_eq!(bye.reason, ByeReason::OrganizerSwap { replaced: bye_now });
    // Seat two round-1 opponents together again.
    let (x, y) = (r1.tables[0].players.first, r1.tables[0].players.second);
    let r2 = t.round(2).unwrap().clone();
    let table_of = |p: PlayerId| match r2.placement_of(p) {
        Some(Placement::Table { table, .. }) => Some(table),
        _ => None,
    };
    let (tx, ty) = (table_of(x).unwrap(), table_of(y).unwrap());
    assert_ne!(tx, ty);
    let partner_of_x = {
        let t = r2.table(tx).unwrap();
        if t.players.first == x {
            t.players.second
        } else {
            t.players.first
        }
    };
    match t
        .apply(EventAction::SwapPlayers {
            round: 2,
            first: partner_of_x,
            second: y,
        })
        .unwrap()
    {
        Accepted::Swapped { warnings, .. } => {
            assert!(warnings.contains(&PairingWarning::Rematch {
                players: t.round(2).unwrap().table(tx).unwrap().players,
                earlier_round: 1
            }))
        }
        other => panic!("{other:?}"),
    }
    assert!(matches!(
        t.round(2).unwrap().table(tx).unwrap().reason,
        PairingReason::OrganizerSwap { .. }
    ));
    // Refusals: the same player, an old round, a table with a result, two at one table.
    assert!(matches!(
        refused(
            &mut t,
            EventAction::SwapPlayers {
                round: 2,
                first: x,
                second: x
            }
        ),
        EventRefusal::SwapWithSelf { .. }
    ));
    assert!(matches!(
        refused(
            &mut t,
            EventAction::SwapPlayers {
                round: 1,
                first: x,
                second: y
            }
        ),
        EventRefusal::SwapOutsideCurrentRound { .. }
    ));
    let t1 = t.round(2).unwrap().tables[0].players;
    assert!(matches!(
        refused(
            &mut t,
            EventAction::SwapPlayers {
                round: 2,
                first: t1.first,
                second: t1.second
            }
        ),
        EventRefusal::SwapAtSameTable { table: 1 }
    ));
    record(&mut t, 2, 1, result(1, 0, 0, 0));
    let t2 = t.round(2).unwrap().tables[1].players;
    assert!(matches!(
        refused(
            &mut t,
            EventAction::SwapPlayers {
                round: 2,
                first: t1.first,
                second: t2.first
            }
        ),
        EventRefusal::SwapAfterResult { table: 1 }
    ));
}

// ------------------------------------------------------------------ replay

#[test]
fn a_refused_action_in_a_log_is_reported_with_its_position() {
    let t = event(4);
    let mut actions = t.actions().to_vec();
    actions.push(EventAction::PairNextRound {
        round: 2,
        seed: None,
    });
    match Tournament::replay(&Catalog::shipped(), t.definition().clone(), &actions) {
        Err(ReplayError::Action { index, action, .. }) => {
            assert_eq!(index, 4);
            assert_eq!(action, "pairNextRound");
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn actions_and_definitions_round_trip_through_json() {
    let mut t = event(5);
    play_round(&mut t, |_| result(4, 1, 4, 1));
    let json = serde_json::to_string(&(t.definition(), t.actions())).unwrap();
    let (def, actions): (EventDefinition, Vec<EventAction>) = serde_json::from_str(&json).unwrap();
    let replayed = Tournament::replay(&Catalog::shipped(), def, &actions).unwrap();
    assert_eq!(fingerprint(&replayed), fingerprint(&t));
}

#[test]
fn an_event_can_live_in_the_desktop_shells_shared_state() {
    fn shareable<T: Send + Sync + 'static>() {}
    shareable::<Tournament>();
}

// ----- input from outside: unknown fields and bounded lists ----------------------------------

#[test]
fn actions_scenarios_and_results_with_unknown_fields_are_refused_with_the_fields_name() {
    // docs/formats.md, "Event files": "Unknown fields are refused (a typo is an error, not a
    // silently ignored field)".
    let cases = [
        (
            serde_json::json!({"kind": "pairNextRound", "round": 1, "rounds": 2}),
            "rounds",
        ),
        (
            serde_json::json!({"kind": "setScenario", "round": 2,
                               "scenario": {"kind": "official", "id": "assault", "name": "Assault"}}),
            "name",
        ),
        (
            serde_json::json!({"kind": "recordResult", "round": 1, "table": 1, "result": {
                "a": {"victory_points": 5, "frags": 0}, "b": {"victory_points": 3, "frags": 0},
                "players": {"a": 1, "b": 2, "c": 3}}}),
            "c",
        ),
        (
            serde_json::json!({"kind": "dropPlayer", "player": 3, "reason": "left"}),
            "reason",
        ),
    ];
    for (json, field) in cases {
        let message = serde_json::from_value::<EventAction>(json.clone())
            .unwrap_err()
            .to_string();
        assert!(
            message.contains(&format!("unknown field `{field}`")),
            "{json}: {message}"
        );
    }
    let mut def = serde_json::to_value(definition(
        EventFormat::StandardTournament,
        RulesetVersion::AglV1,
    ))
    .unwrap();
    def["mod"] = serde_json::json!(["vassily"]);
    let message = serde_json::from_value::<EventDefinition>(def)
        .unwrap_err()
        .to_string();
    assert!(message.contains("unknown field `mod`"), "{message}");
}

#[test]
fn a_definition_listing_a_million_mods_is_one_problem_found_before_any_work() {
    // The issue's `event create` case: one Mod repeated a million times. AGL v1.0, "Tournament
    // Mods": there are seven Mods, so a longer list is refused unread, once.
    let mut def = definition(EventFormat::StandardTournament, RulesetVersion::AglV1);
    def.mods = vec![Mod::Vassily; 1_000_000];
    let started = std::time::Instant::now();
    let problems = Tournament::new(&Catalog::shipped(), def).unwrap_err();
    assert_eq!(
        problems,
        vec![DefinitionProblem::Mods {
            problem: hexadraft_draft::ModSetError::TooMany {
                max: hexadraft_draft::MAX_MODS_INPUT as u32,
                found: 1_000_000
            },
            clause: hexadraft_draft::Clause::agl(
                RulesetVersion::AglV1,
                EventFormat::StandardTournament,
                hexadraft_draft::Section::Mods
            ),
        }]
    );
    // A Mod named twice is one problem, not one per copy.
    let mut def = definition(EventFormat::StandardTournament, RulesetVersion::AglV1);
    def.mods = vec![Mod::Zlavin; 5];
    assert_eq!(
        Tournament::new(&Catalog::shipped(), def).unwrap_err().len(),
        1
    );
    // So is a scenario list longer than any event.
    let mut def = definition(EventFormat::StandardTournament, RulesetVersion::AglV1);
    def.scenarios = vec![scenario("assault"); 1_000_000];
    assert_eq!(
        Tournament::new(&Catalog::shipped(), def).unwrap_err(),
        vec![DefinitionProblem::TooManyScenarios {
            count: 1_000_000,
            maximum: MAX_ROUNDS
        }]
    );
    assert!(started.elapsed() < std::time::Duration::from_secs(2));
}

#[test]
fn a_registration_lineup_of_a_million_characters_is_refused_by_its_size() {
    // "Building Teams": four or eight characters; the list is not read further.
    let mut t = event(0);
    let mut r = registration(1);
    r.lineup = Some(vec![CharacterId::new("nobody").unwrap(); 1_000_000]);
    match t.apply(EventAction::RegisterPlayer { registration: r }) {
        Err(EventRefusal::Lineup { problems, .. }) => assert_eq!(
            problems,
            vec![hexadraft_catalog::LineupProblem::WrongSize {
                expected: 8,
                found: 1_000_000
            }]
        ),
        other => panic!("{other:?}"),
    }
}

// ---------------------------------------------------------------- publishing a round

/// An event of `players` whose rounds are paired as proposals (docs/rulings.md, "Publishing a
/// round").
fn publishing_event(players: usize) -> Tournament {
    event_from(
        EventDefinition {
            publish_rounds: true,
            ..definition(EventFormat::StandardTournament, RulesetVersion::AglV1)
        },
        players,
    )
}

/// Docs/rulings.md, "Publishing a round": a paired round is a proposal that takes no result; the
/// organizer may swap its players, take it back and pair it again, then publish it once.
#[test]
fn a_proposal_takes_no_result_until_published() {
    let mut t = publishing_event(5);
    let round = pair(&mut t);
    assert!(!t.round(round).unwrap().published);
    assert_eq!(t.open_actions().publish_round, Some(1));
    // The stage says the round waits for publishing, not that it is being played.
    assert_eq!(t.stage(), EventStage::RoundProposed { round: 1 });
    let refusal = refused(
        &mut t,
        EventAction::RecordResult {
            round,
            table: 1,
            result: result(6, 1, 2, 0),
        },
    );
    assert_eq!(
        refusal,
        EventRefusal::RoundNotPublished {
            round: 1,
            clause: Clause::RulingPublishRound,
        }
    );
    assert_eq!(refusal.clause(), Some(Clause::RulingPublishRound));

    // Swapped before publishing: the swap stands in the proposal.
    let bye = t.round(1).unwrap().bye.as_ref().unwrap().player;
    let seated = t.round(1).unwrap().tables[0].players.first;
    t.apply(EventAction::SwapPlayers {
        round: 1,
        first: bye,
        second: seated,
    })
    .unwrap();
    assert_eq!(t.round(1).unwrap().bye.as_ref().unwrap().player, seated);
    assert!(!t.round(1).unwrap().published);

    assert_eq!(
        t.apply(EventAction::PublishRound { round: 1 }).unwrap(),
        Accepted::RoundPublished { round: 1 }
    );
    assert!(t.round(1).unwrap().published);
    assert_eq!(t.open_actions().publish_round, None);
    assert_eq!(
        t.stage(),
        EventStage::RoundInProgress {
            round: 1,
            results_missing: 2
        }
    );
    assert_eq!(
        refused(&mut t, EventAction::PublishRound { round: 1 }),
        EventRefusal::RoundAlreadyPublished {
            round: 1,
            clause: Clause::RulingPublishRound,
        }
    );
    record_all(&mut t, 1, |_| result(6, 1, 2, 0));

    // Round 2 is a proposal again, and only the latest round can be published.
    let round = pair(&mut t);
    assert_eq!(
        refused(&mut t, EventAction::PublishRound { round: 1 }),
        EventRefusal::NotTheLatestRound {
            round: 1,
            latest: round
        }
    );
    t.apply(EventAction::PublishRound { round }).unwrap();
    record_all(&mut t, round, |_| result(6, 1, 2, 0));

    // The journal replays to the same event.
    let replayed =
        Tournament::replay(&Catalog::shipped(), t.definition().clone(), t.actions()).unwrap();
    assert_eq!(fingerprint(&replayed), fingerprint(&t));
}

/// Docs/rulings.md, "Publishing a round": pairing again is taking the proposal back and pairing
/// anew. Round 1's draw comes from a new seed, recorded with the new pairing; a later round is
/// paired from the standings, so it comes out the same unless the players changed (here a drop),
/// and the swaps made in the proposal go with it.
#[test]
fn pairing_again_draws_round_one_anew_and_pairs_a_later_round_from_the_standings() {
    let mut t = event_from(
        EventDefinition {
            publish_rounds: true,
            seed: None,
            ..definition(EventFormat::StandardTournament, RulesetVersion::AglV1)
        },
        8,
    );
    t.apply(t.pair_action(|| 1)).unwrap();
    let first_draw = t.round(1).unwrap().tables.clone();
    t.apply(EventAction::UnpairRound { round: 1 }).unwrap();
    t.apply(t.pair_action(|| 2)).unwrap();
    assert_ne!(
        t.round(1).unwrap().tables,
        first_draw,
        "a new seed, a new draw"
    );
    assert!(!t.round(1).unwrap().published);
    t.apply(EventAction::PublishRound { round: 1 }).unwrap();
    record_all(&mut t, 1, |_| result(6, 1, 2, 0));

    pair(&mut t);
    let proposed = t.round(2).unwrap().tables.clone();
    let (a, b) = (proposed[0].players.first, proposed[1].players.first);
    t.apply(EventAction::SwapPlayers {
        round: 2,
        first: a,
        second: b,
    })
    .unwrap();
    t.apply(EventAction::UnpairRound { round: 2 }).unwrap();
    pair(&mut t);
    assert_eq!(
        t.round(2).unwrap().tables,
        proposed,
        "the same standings, the same pairing"
    );
}

/// An event made before publishing existed (its definition has no `publish_rounds`) keeps its
/// behaviour: each round is published when paired, takes results at once, and cannot be
/// published again; its definition is written as before.
#[test]
fn an_event_made_before_publishing_publishes_each_round_when_paired() {
    let mut t = event(4);
    let written = serde_json::to_value(t.definition()).unwrap();
    assert!(written.get("publish_rounds").is_none());
    let read: EventDefinition = serde_json::from_value(written).unwrap();
    assert!(!read.publish_rounds);
    let round = pair(&mut t);
    assert!(t.round(round).unwrap().published);
    assert_eq!(t.open_actions().publish_round, None);
    assert_eq!(
        refused(&mut t, EventAction::PublishRound { round }),
        EventRefusal::RoundAlreadyPublished {
            round,
            clause: Clause::RulingPublishRound,
        }
    );
    record_all(&mut t, round, |_| result(6, 1, 2, 0));
}

// ------------------------------------------------------------------ table drafts

#[test]
fn the_tables_draft_format_and_clock_are_recorded_checked_and_replayed() {
    // docs/rulings.md, "Draft formats" and "The pace clock": the organizer's choice for the
    // tables' drafts is journalled, checked against the event's Mods and the clock's limits.
    use hexadraft_draft::{ClockSettings, DraftFormat, FormatProblem, ModSet};
    let mut t = event(4);
    assert_eq!(t.table_drafts(), None);
    let mods = ModSet::new(RulesetVersion::AglV1, &[]).unwrap();
    // The official order without its last pick: a team is one short.
    let mut short = DraftFormat::official(&mods);
    short.name = "Short".into();
    short.turns.pop();
    let EventRefusal::TableDraftFormat {
        name,
        problems,
        clause,
    } = refused(
        &mut t,
        EventAction::SetTableDrafts {
            clock: None,
            format: Some(short),
        },
    )
    else {
        panic!("the short format was not refused as a table draft format");
    };
    assert_eq!(name, "Short");
    assert!(matches!(
        problems.as_slice(),
        [FormatProblem::TeamIncomplete { .. }]
    ));
    assert_eq!(clause, Clause::BuildingTeamsEachRound);
    assert!(matches!(
        refused(
            &mut t,
            EventAction::SetTableDrafts {
                clock: Some(ClockSettings {
                    grace_seconds: 0,
                    reserve_seconds: 0,
                }),
                format: None,
            },
        ),
        EventRefusal::TableDraftClock {
            clause: Clause::RulingPaceClock,
            ..
        }
    ));
    // Nothing refused was kept.
    assert_eq!(t.table_drafts(), None);

    let mut reversed = DraftFormat::official(&mods);
    reversed.name = "B first".into();
    for turn in &mut reversed.turns {
        turn.actor = match turn.actor {
            hexadraft_draft::Actor::PlayerA => hexadraft_draft::Actor::PlayerB,
            hexadraft_draft::Actor::PlayerB => hexadraft_draft::Actor::PlayerA,
            other => other,
        };
    }
    let clock = ClockSettings {
        grace_seconds: 30,
        reserve_seconds: 120,
    };
    assert_eq!(
        t.apply(EventAction::SetTableDrafts {
            clock: Some(clock),
            format: Some(reversed.clone()),
        })
        .unwrap(),
        Accepted::TableDraftsSet
    );
    let chosen = TableDrafts {
        clock: Some(clock),
        format: Some(reversed),
    };
    assert_eq!(t.table_drafts(), Some(&chosen));
    let replayed =
        Tournament::replay(&Catalog::shipped(), t.definition().clone(), t.actions()).unwrap();
    assert_eq!(replayed.table_drafts(), Some(&chosen));
}
