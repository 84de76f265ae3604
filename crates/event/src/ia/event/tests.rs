//! The Imperial Assault event engine: each action's rule, with its clause, and whole events.

use super::*;
use crate::ia::{
    read_army_text, CutSize, GameEnd, IaCategory, IaRulingsEdition, Mission, MissionPool,
    SosMethod, Staff, Strength,
};
use crate::{BySeat, Seat};
use hexadraft_catalog::ia::IaCatalog;

const COMMAND_DECK: &str = "2 Bodyguard\n1 Ballistics Matrix\n1 Battlefield Awareness\n\
    1 Behind Enemy Lines\n1 Black Market Prices\n1 Bladestorm\n1 Blitz\n1 Brace for Impact\n\
    1 Camouflage\n1 Capture the Weary\n1 Change of Plans\n1 Cheat to Win\n1 Collect Intel\n\
    1 Dangerous Bargains\n";

/// A legal 40-point Imperial army with its 15-card Command deck (costs from the shipped pack).
fn legal_army() -> ArmyList {
    let text = format!(
        "Darth Vader\nStormtrooper (Elite)\nStormtrooper\nImperial Officer\nProbe Droid\n\
         Motivation\nAdvanced Com Systems\n{COMMAND_DECK}"
    );
    let read = read_army_text(&IaCatalog::shipped(), &text);
    assert!(read.is_complete(), "{:?}", read.problems);
    read.list
}

fn missions(n: usize) -> MissionPool {
    MissionPool::new(
        (1..=n)
            .map(|i| Mission {
                name: format!("Mission {i}"),
                map: None,
            })
            .collect(),
    )
    .unwrap()
}

fn definition(category: IaCategory) -> IaEventDefinition {
    IaEventDefinition {
        ruleset: IaRuleset::Skirmish11,
        name: "Store Championship".to_owned(),
        category,
        structure: None,
        missions: missions(8),
        sos_method: SosMethod::Sum,
        staff: Staff::default(),
        seed: None,
        rulings: IaRulingsEdition::First,
        publish_rounds: false,
    }
}

fn event(category: IaCategory, players: u32) -> IaTournament {
    event_publishing(category, players, false)
}

/// The event, its rounds paired as proposals to publish when `publish_rounds`.
fn event_publishing(category: IaCategory, players: u32, publish_rounds: bool) -> IaTournament {
    let definition = IaEventDefinition {
        publish_rounds,
        ..definition(category)
    };
    let mut t = IaTournament::new(&IaCatalog::shipped(), definition).unwrap();
    for i in 1..=players {
        t.apply(IaAction::RegisterPlayer {
            name: format!("Player {i}"),
            army: Some(legal_army()),
        })
        .unwrap();
    }
    t
}

/// Docs/rulings.md, "Publishing a round": while a Swiss round is a proposal the stage says so, not
/// that it is being played; published, it is in progress with every result to enter.
#[test]
fn a_proposal_is_its_own_stage_until_published() {
    let mut t = event_publishing(IaCategory::Competitive, 6, true);
    pair(&mut t, 1).unwrap();
    assert_eq!(t.stage(), IaStage::RoundProposed { round: 1 });
    t.apply(IaAction::PublishRound { round: 1 }).unwrap();
    assert_eq!(
        t.stage(),
        IaStage::RoundInProgress {
            round: 1,
            results_missing: 3
        }
    );
    // Without publishing, a round paired is in progress at once.
    let mut t = event(IaCategory::Competitive, 6);
    pair(&mut t, 1).unwrap();
    assert!(matches!(
        t.stage(),
        IaStage::RoundInProgress { round: 1, .. }
    ));
}

fn pair(t: &mut IaTournament, round: u32) -> Result<IaAccepted, IaRefusal> {
    let seed = (round == 1).then_some(crate::EventSeed::Number(2015));
    t.apply(IaAction::PairNextRound {
        round,
        seed,
        pairing: None,
    })
}

fn forty_to(b: i32) -> IaResultInput {
    IaResultInput {
        victory_points: BySeat::new(40, b),
        figure_points: None,
        end: GameEnd::FortyPoints,
    }
}

fn finish_round(t: &mut IaTournament, round: u32) {
    let tables: Vec<u32> = t.rounds()[round as usize - 1]
        .tables
        .iter()
        .map(|x| x.pairing.table)
        .collect();
    for table in tables {
        t.apply(IaAction::RecordResult {
            round,
            table,
            result: forty_to(i32::try_from(table).unwrap()),
        })
        .unwrap();
    }
}

fn ia_clause(refusal: &IaRefusal) -> Option<IaSection> {
    match refusal.clause() {
        Some(Clause::ImperialAssault(section)) => Some(section),
        _ => None,
    }
}

#[test]
fn a_definition_with_every_problem_is_refused_with_all_of_them() {
    let mut d = definition(IaCategory::Premier);
    d.name = "  ".to_owned();
    d.structure = Some(RoundStructure {
        swiss_rounds: 9,
        cut: None,
    });
    d.staff = Staff {
        judges: 1,
        judges_playing: 1,
        organizers_playing: 0,
    };
    let problems = IaTournament::new(&IaCatalog::shipped(), d).unwrap_err();
    let kinds: Vec<&str> = problems
        .iter()
        .map(|p| match p {
            IaDefinitionProblem::BadName { .. } => "name",
            IaDefinitionProblem::Structure { .. } => "structure",
            IaDefinitionProblem::Staff { .. } => "staff",
        })
        .collect();
    // 9 rounds need 9 missions (8 given); a judge plays at a premier event.
    assert_eq!(kinds, ["name", "structure", "staff"]);
}

#[test]
fn the_definition_and_actions_read_back_from_json_and_refuse_unknown_fields() {
    let d = definition(IaCategory::Competitive);
    let text = serde_json::to_string(&d).unwrap();
    assert!(text.contains(r#""ruleset":"ia-skirmish-1.1""#), "{text}");
    assert_eq!(serde_json::from_str::<IaEventDefinition>(&text).unwrap(), d);
    let extra = text.replacen('{', r#"{"format":"standard","#, 1);
    let error = serde_json::from_str::<IaEventDefinition>(&extra).unwrap_err();
    assert!(error.to_string().contains("format"), "{error}");

    let action = IaAction::RecordResult {
        round: 1,
        table: 2,
        result: forty_to(12),
    };
    let text = serde_json::to_string(&action).unwrap();
    assert!(text.starts_with(r#"{"kind":"recordResult""#), "{text}");
    assert_eq!(serde_json::from_str::<IaAction>(&text).unwrap(), action);
    assert!(serde_json::from_str::<IaAction>(r#"{"kind":"makeCut","size":8}"#).is_err());
}

#[test]
fn an_illegal_army_is_refused_with_every_problem_and_its_clause() {
    // «Construcción de ejércitos»: 40 points; 15 Command cards.
    let mut t = event(IaCategory::Competitive, 0);
    let read = read_army_text(
        &IaCatalog::shipped(),
        "Darth Vader\nDarth Vader\nBodyguard\n",
    );
    let refusal = t
        .apply(IaAction::RegisterPlayer {
            name: "Ana".to_owned(),
            army: Some(read.list),
        })
        .unwrap_err();
    let IaRefusal::ArmyNotLegal { problems, .. } = &refusal else {
        panic!("{refusal:?}");
    };
    assert!(problems.len() >= 2, "{problems:?}");
    assert_eq!(ia_clause(&refusal), Some(IaSection::ArmyBuilding));
    assert!(
        t.players().is_empty(),
        "a refused registration changes nothing"
    );
}

#[test]
fn competitive_events_need_every_list_before_round_one_and_informal_ones_do_not() {
    let mut t = event(IaCategory::Competitive, 3);
    t.apply(IaAction::RegisterPlayer {
        name: "Łukasz Żółkiewski".to_owned(),
        army: None,
    })
    .unwrap();
    let refusal = pair(&mut t, 1).unwrap_err();
    assert_eq!(
        refusal,
        IaRefusal::ArmyListsMissing {
            players: vec![PlayerId::new(4)],
            clause: Clause::ImperialAssault(IaSection::ArmyBuilding),
        }
    );
    t.apply(IaAction::SetArmy {
        player: PlayerId::new(4),
        army: Some(legal_army()),
    })
    .unwrap();
    pair(&mut t, 1).unwrap();
    // Lists are used unchanged once the event starts.
    let refusal = t
        .apply(IaAction::SetArmy {
            player: PlayerId::new(4),
            army: None,
        })
        .unwrap_err();
    assert!(matches!(refusal, IaRefusal::RegistrationClosed { .. }));

    let mut informal = event(IaCategory::Informal, 0);
    for name in ["Ana García", "Дмитрий"] {
        informal
            .apply(IaAction::RegisterPlayer {
                name: name.to_owned(),
                army: None,
            })
            .unwrap();
    }
    // An informal event chooses its rounds («Estructura de rondas»: only for competitive and
    // premier events does the table apply).
    assert_eq!(
        ia_clause(&pair(&mut informal, 1).unwrap_err()),
        Some(IaSection::RoundStructure)
    );
    informal
        .apply(IaAction::SetStructure {
            structure: RoundStructure {
                swiss_rounds: 2,
                cut: None,
            },
        })
        .unwrap();
    pair(&mut informal, 1).unwrap();
}

#[test]
fn the_table_settles_the_structure_when_round_one_is_paired() {
    // «Estructura de rondas»: 9-16 competitive players play 4 rounds and a top 4.
    let mut t = event(IaCategory::Competitive, 12);
    assert_eq!(t.structure(), None);
    assert_eq!(
        t.snapshot().table_structure,
        Some(RoundStructure {
            swiss_rounds: 4,
            cut: Some(CutSize::TOP_4)
        })
    );
    pair(&mut t, 1).unwrap();
    assert_eq!(
        t.structure(),
        Some(RoundStructure {
            swiss_rounds: 4,
            cut: Some(CutSize::TOP_4)
        })
    );
    // A late registration would change the table: registration is closed.
    assert!(matches!(
        t.apply(IaAction::RegisterPlayer {
            name: "Late".to_owned(),
            army: Some(legal_army())
        }),
        Err(IaRefusal::RegistrationClosed { .. })
    ));
}

#[test]
fn a_premier_event_keeps_to_the_table() {
    let mut t = event(IaCategory::Premier, 12);
    t.apply(IaAction::SetStructure {
        structure: RoundStructure {
            swiss_rounds: 3,
            cut: None,
        },
    })
    .unwrap();
    let refusal = pair(&mut t, 1).unwrap_err();
    let IaRefusal::StructureNotValid { problems, .. } = &refusal else {
        panic!("{refusal:?}");
    };
    assert!(matches!(
        problems.as_slice(),
        [crate::ia::StructureProblem::NotTheTable {
            required_rounds: 4,
            ..
        }]
    ));
}

#[test]
fn too_few_missions_for_the_swiss_rounds_are_refused() {
    // «Procedimiento de preparación de escaramuzas», 1: no mission twice in the Swiss rounds.
    let mut d = definition(IaCategory::Competitive);
    d.missions = missions(3);
    let mut t = IaTournament::new(&IaCatalog::shipped(), d).unwrap();
    for i in 0..12 {
        t.apply(IaAction::RegisterPlayer {
            name: format!("P{i}"),
            army: Some(legal_army()),
        })
        .unwrap();
    }
    assert_eq!(
        ia_clause(&pair(&mut t, 1).unwrap_err()),
        Some(IaSection::SetupProcedure)
    );
}

#[test]
fn the_seed_is_drawn_with_round_one_once() {
    let mut t = event(IaCategory::Competitive, 4);
    assert_eq!(
        t.apply(IaAction::PairNextRound {
            round: 1,
            seed: None,
            pairing: None,
        }),
        Err(IaRefusal::SeedMissing)
    );
    assert!(t.standings().is_none(), "no lots before the seed");
    pair(&mut t, 1).unwrap();
    finish_round(&mut t, 1);
    assert_eq!(
        t.apply(IaAction::PairNextRound {
            round: 2,
            seed: Some(crate::EventSeed::Number(1)),
            pairing: None,
        }),
        Err(IaRefusal::SeedNotExpected { round: 2 })
    );
}

#[test]
fn results_are_recorded_once_corrected_after_and_the_next_round_waits_for_them() {
    let mut t = event(IaCategory::Competitive, 4);
    pair(&mut t, 1).unwrap();
    t.apply(IaAction::RecordResult {
        round: 1,
        table: 1,
        result: forty_to(10),
    })
    .unwrap();
    assert_eq!(
        t.apply(IaAction::RecordResult {
            round: 1,
            table: 1,
            result: forty_to(11),
        }),
        Err(IaRefusal::ResultAlreadyRecorded { round: 1, table: 1 })
    );
    assert_eq!(
        t.apply(IaAction::CorrectResult {
            round: 1,
            table: 2,
            result: forty_to(11),
        }),
        Err(IaRefusal::NoResultToCorrect { round: 1, table: 2 })
    );
    assert_eq!(
        ia_clause(&pair(&mut t, 2).unwrap_err()),
        Some(IaSection::Pairings)
    );
    assert_eq!(
        t.stage(),
        IaStage::RoundInProgress {
            round: 1,
            results_missing: 1
        }
    );
    // A result the rules refuse changes nothing («Fin de la partida»: 40 VP ends the game).
    let refusal = t
        .apply(IaAction::RecordResult {
            round: 1,
            table: 2,
            result: IaResultInput {
                victory_points: BySeat::new(30, 20),
                figure_points: None,
                end: GameEnd::FortyPoints,
            },
        })
        .unwrap_err();
    assert_eq!(ia_clause(&refusal), Some(IaSection::EndOfGame));
    t.apply(IaAction::CorrectResult {
        round: 1,
        table: 1,
        result: IaResultInput {
            victory_points: BySeat::new(12, 40),
            figure_points: None,
            end: GameEnd::FortyPoints,
        },
    })
    .unwrap();
    let winner = t.rounds()[0].tables[0].pairing.players.second;
    finish_round_missing(&mut t, 1);
    let standings = t.standings().unwrap();
    assert_eq!(standings.row(winner).unwrap().points, 3);
}

fn finish_round_missing(t: &mut IaTournament, round: u32) {
    let missing: Vec<u32> = t.rounds()[round as usize - 1]
        .tables
        .iter()
        .filter(|x| x.result.is_none())
        .map(|x| x.pairing.table)
        .collect();
    for table in missing {
        t.apply(IaAction::RecordResult {
            round,
            table,
            result: forty_to(5),
        })
        .unwrap();
    }
}

#[test]
fn an_odd_field_gives_a_bye_worth_a_win_and_a_dropped_player_is_not_paired() {
    // «Byes»: a bye is a win; «Puntuaciones»: a win is 3 points.
    let mut t = event(IaCategory::Competitive, 5);
    pair(&mut t, 1).unwrap();
    let bye = t.rounds()[0].bye.expect("five players: a bye").player;
    finish_round(&mut t, 1);
    let standings = t.standings().unwrap();
    let row = standings.row(bye).unwrap();
    assert_eq!((row.points, row.record.byes), (3, 1));

    t.apply(IaAction::DropPlayer { player: bye }).unwrap();
    assert_eq!(
        t.apply(IaAction::DropPlayer { player: bye }),
        Err(IaRefusal::AlreadyDropped { player: bye })
    );
    pair(&mut t, 2).unwrap();
    let round2 = &t.rounds()[1];
    assert!(round2.bye.is_none(), "four players left");
    assert!(round2
        .tables
        .iter()
        .all(|x| x.pairing.players.first != bye && x.pairing.players.second != bye));
    // The dropped player keeps their results.
    assert_eq!(t.standings().unwrap().row(bye).unwrap().points, 3);
}

#[test]
fn the_latest_round_can_be_taken_back_until_it_has_a_result() {
    let mut t = event(IaCategory::Competitive, 4);
    pair(&mut t, 1).unwrap();
    t.apply(IaAction::UnpairRound { round: 1 }).unwrap();
    assert_eq!(t.stage(), IaStage::Registration);
    // Registration reopens, and round 1 draws its seed again.
    t.apply(IaAction::RegisterPlayer {
        name: "Late but before round 1".to_owned(),
        army: Some(legal_army()),
    })
    .unwrap();
    pair(&mut t, 1).unwrap();
    assert!(t.rounds()[0].bye.is_some());
    t.apply(IaAction::RecordResult {
        round: 1,
        table: 1,
        result: forty_to(1),
    })
    .unwrap();
    assert_eq!(
        t.apply(IaAction::UnpairRound { round: 1 }),
        Err(IaRefusal::RoundHasResults { round: 1 })
    );
}

#[test]
fn a_withdrawn_registration_renumbers_the_players_after_it() {
    let mut t = event(IaCategory::Informal, 4);
    t.apply(IaAction::SetKeepApart {
        pairs: vec![
            KeepApart(PlayerId::new(1), PlayerId::new(2)),
            KeepApart(PlayerId::new(3), PlayerId::new(4)),
        ],
    })
    .unwrap();
    t.apply(IaAction::WithdrawRegistration {
        player: PlayerId::new(2),
    })
    .unwrap();
    let names: Vec<(u32, &str)> = t
        .players()
        .iter()
        .map(|p| (p.id.get(), p.name.as_str()))
        .collect();
    assert_eq!(names, [(1, "Player 1"), (2, "Player 3"), (3, "Player 4")]);
    assert_eq!(
        t.snapshot().keep_apart,
        [KeepApart(PlayerId::new(2), PlayerId::new(3))]
    );
}

#[test]
fn only_informal_events_keep_players_apart_in_round_one() {
    // «Emparejamientos»: requests are for informal events.
    let mut t = event(IaCategory::Competitive, 4);
    let refusal = t
        .apply(IaAction::SetKeepApart {
            pairs: vec![KeepApart(PlayerId::new(1), PlayerId::new(2))],
        })
        .unwrap_err();
    assert_eq!(ia_clause(&refusal), Some(IaSection::Pairings));

    let mut informal = event(IaCategory::Informal, 4);
    informal
        .apply(IaAction::SetStructure {
            structure: RoundStructure {
                swiss_rounds: 2,
                cut: None,
            },
        })
        .unwrap();
    let apart = [
        KeepApart(PlayerId::new(1), PlayerId::new(2)),
        KeepApart(PlayerId::new(3), PlayerId::new(4)),
    ];
    informal
        .apply(IaAction::SetKeepApart {
            pairs: apart.to_vec(),
        })
        .unwrap();
    pair(&mut informal, 1).unwrap();
    for table in &informal.rounds()[0].tables {
        let BySeat { first, second } = table.pairing.players;
        assert!(
            !apart
                .iter()
                .any(|KeepApart(a, b)| (*a, *b) == (first, second) || (*b, *a) == (first, second)),
            "{first} and {second} asked to be kept apart"
        );
    }
}

/// Plays a whole competitive event of `players` players through the actions, every game won by
/// the first seat, and returns it.
fn whole_event(players: u32) -> IaTournament {
    let mut t = event(IaCategory::Competitive, players);
    let swiss = table_structure(IaCategory::Competitive, players)
        .unwrap()
        .swiss_rounds;
    for round in 1..=swiss {
        pair(&mut t, round).unwrap();
        finish_round(&mut t, round);
    }
    t
}

#[test]
fn a_twelve_player_event_plays_four_rounds_then_a_top_four_to_its_champion() {
    let mut t = whole_event(12);
    assert_eq!(t.stage(), IaStage::ReadyToCut);
    assert_eq!(
        pair(&mut t, 5),
        Err(IaRefusal::SwissRoundsComplete {
            rounds: 4,
            clause: Clause::ImperialAssault(IaSection::RoundStructure)
        })
    );
    // Each Swiss round drew its own mission.
    let mut drawn: Vec<&str> = t
        .rounds()
        .iter()
        .map(|r| r.mission.mission.name.as_str())
        .collect();
    drawn.sort_unstable();
    drawn.dedup();
    assert_eq!(drawn.len(), 4);

    let top4: Vec<PlayerId> = t.standings().unwrap().rows[..4]
        .iter()
        .map(|r| r.player)
        .collect();
    t.apply(IaAction::MakeCut {}).unwrap();
    let bracket = t.bracket().unwrap();
    assert_eq!(bracket.seeds, top4);
    // «Rondas eliminatorias»: seed 1 meets seed 4, seed 2 meets seed 3.
    let firsts: Vec<BySeat<u32>> = bracket.rounds[0].games.iter().map(|g| g.seeds).collect();
    assert_eq!(firsts, [BySeat::new(1, 4), BySeat::new(2, 3)]);
    assert_eq!(
        t.stage(),
        IaStage::CutInProgress {
            round: 1,
            results_missing: 2
        }
    );
    // The Swiss rounds are closed.
    assert!(matches!(
        t.apply(IaAction::CorrectResult {
            round: 4,
            table: 1,
            result: forty_to(0)
        }),
        Err(IaRefusal::SwissRoundsClosed { .. })
    ));
    for game in [1, 2] {
        t.apply(IaAction::RecordCutResult {
            round: 1,
            game,
            result: forty_to(3),
        })
        .unwrap();
    }
    let accepted = t
        .apply(IaAction::RecordCutResult {
            round: 2,
            game: 1,
            result: IaResultInput {
                victory_points: BySeat::new(10, 40),
                figure_points: None,
                end: GameEnd::FortyPoints,
            },
        })
        .unwrap();
    // Seeds 1 and 2 won their semi-finals; seed 2 won the final.
    assert_eq!(
        accepted,
        IaAccepted::CutResultRecorded {
            round: 2,
            game: 1,
            champion: Some(top4[1])
        }
    );
    assert_eq!(t.stage(), IaStage::Finished);
    let snapshot = t.snapshot();
    assert_eq!(snapshot.cut_missions.len(), 2);
    assert_eq!(snapshot.placings.len(), 12);
    assert_eq!(snapshot.placings[0].player, top4[1]);
    assert_eq!(snapshot.placings[1].player, top4[0]);

    // The journal replays to the same event.
    let replayed =
        IaTournament::replay(&IaCatalog::shipped(), t.definition().clone(), t.actions()).unwrap();
    assert_eq!(replayed.snapshot(), snapshot);
}

#[test]
fn an_event_without_a_cut_finishes_with_its_swiss_rounds() {
    // «Estructura de rondas»: up to 8 competitive players play 3 rounds and no cut.
    let mut t = whole_event(6);
    assert_eq!(t.rounds().len(), 3);
    assert_eq!(t.stage(), IaStage::Finished);
    assert_eq!(
        ia_clause(&t.apply(IaAction::MakeCut {}).unwrap_err()),
        Some(IaSection::RoundStructure)
    );
    let placings = t.placings();
    let standings = t.standings().unwrap();
    assert_eq!(placings[0].player, standings.rows[0].player);
}

#[test]
fn the_cut_waits_for_the_last_swiss_round() {
    let mut t = event(IaCategory::Competitive, 10);
    pair(&mut t, 1).unwrap();
    assert_eq!(
        t.apply(IaAction::MakeCut {}),
        Err(IaRefusal::CutNotReady {
            rounds_left: 4,
            clause: Clause::ImperialAssault(IaSection::EliminationRounds)
        })
    );
}

#[test]
fn a_player_who_drops_is_left_out_of_the_cut() {
    let mut t = whole_event(10);
    let first = t.standings().unwrap().rows[0].player;
    t.apply(IaAction::DropPlayer { player: first }).unwrap();
    t.apply(IaAction::MakeCut {}).unwrap();
    let bracket = t.bracket().unwrap();
    assert!(!bracket.seeds.contains(&first));
    assert_eq!(bracket.seeds.len(), 4);
    assert!(matches!(
        t.apply(IaAction::ReinstatePlayer { player: first }),
        Err(IaRefusal::SwissRoundsClosed { .. })
    ));
}

#[test]
fn a_concession_loses_whatever_the_points_and_the_tome_method_is_kept() {
    // «Fin de la partida»: a concession; «Fuerza de enfrentamientos»: TOME announced before.
    let mut d = definition(IaCategory::Competitive);
    d.sos_method = SosMethod::Tome;
    let mut t = IaTournament::new(&IaCatalog::shipped(), d).unwrap();
    for i in 0..4 {
        t.apply(IaAction::RegisterPlayer {
            name: format!("P{i}"),
            army: Some(legal_army()),
        })
        .unwrap();
    }
    pair(&mut t, 1).unwrap();
    t.apply(IaAction::RecordResult {
        round: 1,
        table: 1,
        result: IaResultInput {
            victory_points: BySeat::new(30, 2),
            figure_points: None,
            end: GameEnd::Concession { side: Seat::First },
        },
    })
    .unwrap();
    let table = &t.rounds()[0].tables[0];
    let result = table.result.as_ref().unwrap();
    assert_eq!(result.points, BySeat::new(0, 3));
    assert_eq!(t.standings().unwrap().method, SosMethod::Tome);
}

/// Each action the event says is open is accepted by a copy of it, and each one it says is not is
/// refused: the desk's buttons and the engine's rules cannot disagree. (For events whose lists
/// are in and whose structure is settled by the table: those are checked when round 1 is paired.)
fn assert_open_actions_are_what_apply_accepts(t: &IaTournament) {
    let open = t.open_actions();
    let before = t.snapshot();
    // Every accepted action's change, applied to the snapshot before, rebuilds the one after:
    // the desk, which keeps what it has and replaces what changed, shows the event as it is.
    let accepted = |action: IaAction| {
        let mut copy = t.clone();
        let ok = copy.apply(action).is_ok();
        if ok {
            let after = copy.snapshot();
            assert_eq!(
                IaSnapshotChange::between(&before, &after).applied_to(&before),
                after
            );
        }
        ok
    };

    let registering = accepted(IaAction::RegisterPlayer {
        name: "Latecomer".to_owned(),
        army: Some(legal_army()),
    });
    assert_eq!(
        open.registration,
        registering,
        "registration, at {:?}",
        t.stage()
    );

    let anyone = t.players()[0].id;
    let drop_or_reinstate = if t.players()[0].dropped {
        IaAction::ReinstatePlayer { player: anyone }
    } else {
        IaAction::DropPlayer { player: anyone }
    };
    assert_eq!(
        open.swiss,
        accepted(drop_or_reinstate),
        "drops, at {:?}",
        t.stage()
    );

    let next = u32::try_from(t.rounds().len()).unwrap() + 1;
    let mut paired = t.clone();
    assert_eq!(
        open.pair_round,
        pair(&mut paired, next).is_ok().then_some(next),
        "pairing, at {:?}",
        t.stage()
    );

    let latest = t.rounds().last().map_or(1, |r| r.round);
    assert_eq!(
        open.publish_round,
        accepted(IaAction::PublishRound { round: latest }).then_some(latest),
        "publishing, at {:?}",
        t.stage()
    );
    assert_eq!(
        open.unpair_round,
        accepted(IaAction::UnpairRound { round: latest }).then_some(latest),
        "taking back, at {:?}",
        t.stage()
    );

    // Two players of the latest round who could be swapped (at different tables without a
    // result, or one of them with the bye), if there are two.
    let movable: Vec<(u32, PlayerId)> = t
        .rounds()
        .last()
        .map(|r| {
            r.tables
                .iter()
                .filter(|x| x.result.is_none())
                .flat_map(|x| {
                    [x.pairing.players.first, x.pairing.players.second]
                        .map(|p| (x.pairing.table, p))
                })
                .chain(r.bye.map(|b| (0, b.player)))
                .collect()
        })
        .unwrap_or_default();
    let pair_to_swap = movable.iter().find_map(|(table, a)| {
        movable
            .iter()
            .find(|(other, _)| other != table)
            .map(|(_, b)| (*a, *b))
    });
    match pair_to_swap {
        Some((first, second)) => assert_eq!(
            open.swap_round,
            accepted(IaAction::SwapPlayers {
                round: latest,
                first,
                second
            })
            .then_some(latest),
            "swapping, at {:?}",
            t.stage()
        ),
        None => assert_eq!(open.swap_round, None, "swapping, at {:?}", t.stage()),
    }

    assert_eq!(
        open.make_cut,
        accepted(IaAction::MakeCut {}),
        "the cut, at {:?}",
        t.stage()
    );

    assert_eq!(
        open.undo_cut,
        accepted(IaAction::UndoCut {}),
        "taking the cut back, at {:?}",
        t.stage()
    );
    assert_eq!(
        t.snapshot().cut_preview.is_some(),
        open.make_cut,
        "the cut's preview, at {:?}",
        t.stage()
    );

    for round in t.bracket().map(|b| b.rounds.clone()).unwrap_or_default() {
        let recorded = accepted(IaAction::RecordCutResult {
            round: round.round,
            game: round.games[0].game,
            result: forty_to(3),
        });
        assert_eq!(
            open.cut_rounds.contains(&round.round),
            recorded,
            "cut round {}, at {:?}",
            round.round,
            t.stage()
        );
    }
}

#[test]
fn the_desk_is_offered_what_each_stage_allows() {
    // «Construcción de ejércitos»: lists and registration close with round 1; «Rondas de
    // eliminación»: the cut closes the Swiss rounds.
    let mut t = event(IaCategory::Competitive, 8);
    let open = t.open_actions();
    assert!(open.registration && open.swiss && !open.make_cut);
    assert_eq!((open.pair_round, open.unpair_round), (Some(1), None));
    assert_open_actions_are_what_apply_accepts(&t);

    pair(&mut t, 1).unwrap();
    let open = t.open_actions();
    assert!(!open.registration && open.swiss);
    assert_eq!((open.pair_round, open.unpair_round), (None, Some(1)));
    assert_open_actions_are_what_apply_accepts(&t);

    let table = t.rounds()[0].tables[0].pairing.table;
    t.apply(IaAction::RecordResult {
        round: 1,
        table,
        result: forty_to(3),
    })
    .unwrap();
    assert_eq!(t.open_actions().unpair_round, None);
    assert_open_actions_are_what_apply_accepts(&t);

    finish_round_missing(&mut t, 1);
    assert_eq!(t.open_actions().pair_round, Some(2));
    assert_open_actions_are_what_apply_accepts(&t);

    // Twelve players: four Swiss rounds and a top 4 («Estructura de rondas»).
    let mut t = whole_event(12);
    let open = t.open_actions();
    assert!(open.make_cut && open.swiss);
    assert_eq!(open.pair_round, None);
    assert_open_actions_are_what_apply_accepts(&t);

    t.apply(IaAction::MakeCut {}).unwrap();
    let open = t.open_actions();
    assert!(!open.make_cut && !open.swiss && !open.registration);
    assert_eq!((open.pair_round, open.unpair_round), (None, None));
    assert_open_actions_are_what_apply_accepts(&t);
    assert_eq!(open.cut_rounds, vec![1]);
}

#[test]
fn the_cut_is_previewed_as_made_and_taken_back_until_a_game_of_it_has_a_result() {
    // «Rondas eliminatorias»; docs/rulings.md, Imperial Assault, "Taking the cut back".
    let mut t = whole_event(12);
    let dropped = t.standings().unwrap().rows[1].player;
    t.apply(IaAction::DropPlayer { player: dropped }).unwrap();
    let preview = t.cut_preview().unwrap();
    assert_eq!(preview.size, 4);
    assert_eq!(preview.first_games.len(), 2);
    assert_eq!(preview.left_out.len(), 8);
    let why = |p: PlayerId| {
        preview
            .left_out
            .iter()
            .find(|l| l.player == p)
            .map(|l| l.reason)
    };
    assert_eq!(why(dropped), Some(IaLeftOutReason::Dropped));
    assert!(preview
        .left_out
        .iter()
        .filter(|l| l.player != dropped)
        .all(|l| l.reason == IaLeftOutReason::BelowCut && l.place > 2));
    assert!(!preview.seeds.contains(&dropped));
    assert_eq!(t.snapshot().cut_preview.as_ref(), Some(&preview));

    assert!(matches!(
        t.clone().apply(IaAction::UndoCut {}),
        Err(IaRefusal::NoCutToUndo { .. })
    ));
    t.apply(IaAction::MakeCut {}).unwrap();
    assert_eq!(t.bracket().unwrap().seeds, preview.seeds);
    assert_eq!(t.snapshot().cut_preview, None);
    assert!(t.open_actions().undo_cut && !t.open_actions().swiss);

    // Taken back: the Swiss rounds are open again, a drop can be taken back, a result corrected.
    assert_eq!(t.apply(IaAction::UndoCut {}), Ok(IaAccepted::CutUndone));
    assert_eq!(t.stage(), IaStage::ReadyToCut);
    assert!(t.open_actions().swiss && t.open_actions().make_cut);
    t.apply(IaAction::ReinstatePlayer { player: dropped })
        .unwrap();
    assert!(t.cut_preview().unwrap().seeds.contains(&dropped));

    // Once a game of the cut has a result, the cut stays.
    t.apply(IaAction::MakeCut {}).unwrap();
    t.apply(IaAction::RecordCutResult {
        round: 1,
        game: 1,
        result: forty_to(3),
    })
    .unwrap();
    assert!(!t.open_actions().undo_cut);
    assert!(matches!(
        t.clone().apply(IaAction::UndoCut {}),
        Err(IaRefusal::CutHasResults { .. })
    ));
    let replayed =
        IaTournament::replay(&IaCatalog::shipped(), t.definition().clone(), t.actions()).unwrap();
    assert_eq!(replayed.snapshot(), t.snapshot());
}

/// An action's change names only what it changed: a result changes its round (one round of the
/// list), the standings and what is open, and leaves the players and the definition out.
#[test]
fn a_result_changes_its_round_and_the_standings_and_names_nothing_else() {
    let mut t = event(IaCategory::Competitive, 6);
    pair(&mut t, 1).unwrap();
    finish_round(&mut t, 1);
    pair(&mut t, 2).unwrap();
    let before = t.snapshot();
    let table = t.rounds()[1].tables[0].pairing.table;
    t.apply(IaAction::RecordResult {
        round: 2,
        table,
        result: forty_to(7),
    })
    .unwrap();
    let after = t.snapshot();
    let change = IaSnapshotChange::between(&before, &after);
    assert_eq!(change.players, None);
    assert_eq!(change.definition, None);
    assert_eq!(change.keep_apart, None);
    let rounds = change.rounds.as_ref().unwrap();
    assert_eq!(rounds.len, 2);
    assert_eq!(rounds.items.len(), 1);
    assert_eq!(rounds.items[0].index, 1);
    assert!(change.standings.is_some());
    assert_eq!(change.applied_to(&before), after);
    // Nothing changed, nothing told.
    assert_eq!(
        IaSnapshotChange::between(&after, &after),
        IaSnapshotChange::default()
    );
}

mod properties {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(24))]

        /// Whatever the field and the results, every Swiss round seats each active player once
        /// (or gives them the bye), nobody meets the same opponent twice before the cut when the
        /// field allows it, and a competitive event reaches its champion.
        #[test]
        fn every_event_runs_to_its_end(players in 2u32..=20, publish_rounds in any::<bool>(), outcomes in proptest::collection::vec(0u8..4, 200)) {
            let mut t = event_publishing(IaCategory::Competitive, players, publish_rounds);
            let mut next = outcomes.into_iter().cycle();
            let mut result = move || -> IaResultInput {
                match next.next().unwrap_or(0) {
                    0 => forty_to(7),
                    1 => IaResultInput { victory_points: BySeat::new(3, 40), figure_points: None, end: GameEnd::FortyPoints },
                    2 => IaResultInput { victory_points: BySeat::new(20, 20), figure_points: Some(BySeat::new(8, 8)), end: GameEnd::Time },
                    _ => IaResultInput { victory_points: BySeat::new(12, 9), figure_points: None, end: GameEnd::Concession { side: Seat::Second } },
                }
            };
            let swiss = table_structure(IaCategory::Competitive, players).unwrap().swiss_rounds;
            assert_open_actions_are_what_apply_accepts(&t);
            for round in 1..=swiss {
                pair(&mut t, round).unwrap();
                assert_open_actions_are_what_apply_accepts(&t);
                // docs/rulings.md, "Publishing a round": a proposal takes no result until published.
                prop_assert_eq!(t.rounds()[round as usize - 1].published, !publish_rounds);
                if publish_rounds {
                    // The stage says the round waits for publishing, not that it is played.
                    prop_assert_eq!(t.stage(), IaStage::RoundProposed { round });
                    let first = t.rounds()[round as usize - 1].tables.first().map_or(1, |x| x.pairing.table);
                    prop_assert!(matches!(
                        t.clone().apply(IaAction::RecordResult { round, table: first, result: forty_to(7) }),
                        Err(IaRefusal::RoundNotPublished { round: r, .. }) if r == round
                    ), "a result entered in a proposal");
                    t.apply(IaAction::PublishRound { round }).unwrap();
                    assert_open_actions_are_what_apply_accepts(&t);
                }
                let r = &t.rounds()[round as usize - 1];
                let mut seen: Vec<PlayerId> = r.tables.iter().flat_map(|x| [x.pairing.players.first, x.pairing.players.second]).chain(r.bye.map(|b| b.player)).collect();
                seen.sort_unstable();
                prop_assert_eq!(seen, t.active_players());
                let tables: Vec<u32> = r.tables.iter().map(|x| x.pairing.table).collect();
                for table in tables {
                    t.apply(IaAction::RecordResult { round, table, result: result() }).unwrap();
                    assert_open_actions_are_what_apply_accepts(&t);
                }
            }
            if t.stage() == IaStage::ReadyToCut {
                let preview = t.cut_preview().unwrap();
                t.apply(IaAction::MakeCut {}).unwrap();
                assert_open_actions_are_what_apply_accepts(&t);
                // The preview was the cut made.
                let bracket = t.bracket().unwrap().clone();
                prop_assert_eq!(&preview.seeds, &bracket.seeds);
                prop_assert_eq!(&preview.first_games, &bracket.rounds[0].games);
                // Taken back and made again, it is the same cut.
                t.apply(IaAction::UndoCut {}).unwrap();
                assert_open_actions_are_what_apply_accepts(&t);
                t.apply(IaAction::MakeCut {}).unwrap();
                prop_assert_eq!(t.bracket(), Some(&bracket));
                assert_open_actions_are_what_apply_accepts(&t);
                while let IaStage::CutInProgress { round, .. } = t.stage() {
                    let games: Vec<u32> = t.bracket().unwrap().rounds[round as usize - 1].games.iter().filter(|g| g.result.is_none()).map(|g| g.game).collect();
                    for game in games {
                        t.apply(IaAction::RecordCutResult { round, game, result: result() }).unwrap();
                        assert_open_actions_are_what_apply_accepts(&t);
                    }
                }
            }
            prop_assert_eq!(t.stage(), IaStage::Finished);
            let placings = t.placings();
            prop_assert_eq!(placings.len(), players as usize);
            let replayed = IaTournament::replay(&IaCatalog::shipped(), t.definition().clone(), t.actions()).unwrap();
            prop_assert_eq!(replayed.snapshot(), t.snapshot());
        }
    }
}

/// docs/rulings.md, Imperial Assault, "Editions of the Imperial Assault rulings": a definition
/// without `rulings` is the first edition (every event made before editions), written back
/// without it; a later edition is written as its number, and one this version does not know is
/// refused.
#[test]
fn the_rulings_edition_is_read_from_the_definition_and_absent_means_the_first() {
    let first = definition(IaCategory::Competitive);
    let text = serde_json::to_string(&first).unwrap();
    assert!(!text.contains("rulings"), "{text}");
    assert_eq!(
        serde_json::from_str::<IaEventDefinition>(&text)
            .unwrap()
            .rulings,
        IaRulingsEdition::First
    );
    let second = IaEventDefinition {
        rulings: IaRulingsEdition::Second,
        ..first
    };
    let text = serde_json::to_string(&second).unwrap();
    assert!(text.contains(r#""rulings":2"#), "{text}");
    assert_eq!(
        serde_json::from_str::<IaEventDefinition>(&text).unwrap(),
        second
    );
    let unknown = text.replace(r#""rulings":2"#, r#""rulings":9"#);
    let error = serde_json::from_str::<IaEventDefinition>(&unknown).unwrap_err();
    assert!(error.to_string().contains("edition 9"), "{error}");
}

/// The event reads its standings under its own edition: five players over two rounds under
/// TOME, the winner at each table the first seat (seed 2015). Player 2 loses both games, the
/// second to a player who had round 1's bye: the first edition divides that player's 6 points by
/// their one game (6 a round) and gives player 2 an average of 9/2, more than the 3 points a round
/// can give; the second counts the bye's round (3 a round) and gives 3 («Fuerza de
/// enfrentamientos y software de torneos», «Byes»).
#[test]
fn an_event_counts_tome_rounds_under_its_own_edition() {
    let strengths = |rulings: IaRulingsEdition| {
        let mut d = definition(IaCategory::Informal);
        d.sos_method = SosMethod::Tome;
        d.structure = Some(RoundStructure {
            swiss_rounds: 2,
            cut: None,
        });
        d.rulings = rulings;
        let mut t = IaTournament::new(&IaCatalog::shipped(), d).unwrap();
        for i in 1..=5 {
            t.apply(IaAction::RegisterPlayer {
                name: format!("Player {i}"),
                army: Some(legal_army()),
            })
            .unwrap();
        }
        for round in 1..=2 {
            pair(&mut t, round).unwrap();
            finish_round(&mut t, round);
        }
        let standings = t.standings().unwrap();
        let row = standings.row(PlayerId::new(2)).unwrap().clone();
        assert_eq!((row.points, row.games_played), (0, 2));
        (
            row.strength_of_schedule,
            standings
                .rows
                .iter()
                .map(|r| r.strength_of_schedule)
                .max()
                .unwrap(),
        )
    };
    assert_eq!(
        strengths(IaRulingsEdition::First),
        (Strength::ratio(9, 2), Strength::ratio(9, 2))
    );
    assert_eq!(
        strengths(IaRulingsEdition::Second),
        (Strength::whole(3), Strength::whole(3))
    );
}

/// docs/rulings.md, Imperial Assault, "Swapping players of a paired round": the organizer swaps
/// two players of the latest round before either's game has a result; each takes the other's seat
/// or the bye with their own points, the table is marked as the organizer's, a rematch the swap
/// makes is named, and the swap replays.
#[test]
fn the_organizer_swaps_players_of_the_latest_round_before_their_results() {
    let mut t = event(IaCategory::Competitive, 9);
    pair(&mut t, 1).unwrap();
    finish_round(&mut t, 1);
    pair(&mut t, 2).unwrap();
    let round = t.rounds()[1].clone();
    let bye = round.bye.unwrap().player;
    let (one, two) = (&round.tables[0], &round.tables[1]);
    let (a, b) = (one.pairing.players.first, two.pairing.players.second);
    let points_of =
        |t: &IaTournament, p: PlayerId| t.standings().unwrap().row(p).map(|r| r.points).unwrap();

    // Two players at different tables change seats, each with their points.
    let b_points = *two.pairing.points.get(Seat::Second);
    t.apply(IaAction::SwapPlayers {
        round: 2,
        first: a,
        second: b,
    })
    .unwrap();
    let swapped = &t.rounds()[1];
    assert_eq!(swapped.tables[0].pairing.players.first, b);
    assert_eq!(swapped.tables[1].pairing.players.second, a);
    assert_eq!(*swapped.tables[0].pairing.points.get(Seat::First), b_points);
    assert_eq!(
        swapped.tables[0].pairing.reason,
        IaPairingReason::OrganizerSwap
    );
    assert_eq!(
        swapped.tables[1].pairing.reason,
        IaPairingReason::OrganizerSwap
    );
    assert_eq!(
        swapped.tables[2], round.tables[2],
        "other tables are untouched"
    );

    // The bye changes hands: its new holder's points before the round go to the seat too.
    let seated = swapped.tables[2].pairing.players.first;
    let seated_points = points_of(&t, seated);
    t.apply(IaAction::SwapPlayers {
        round: 2,
        first: bye,
        second: seated,
    })
    .unwrap();
    let swapped = &t.rounds()[1];
    assert_eq!(
        swapped.bye.map(|x| (x.player, x.reason)),
        Some((seated, IaByeReason::OrganizerSwap))
    );
    assert_eq!(swapped.tables[2].pairing.players.first, bye);
    // Round 2 has no result yet, so the standings give each player's points before it, plus
    // the bye's win for whoever holds it now.
    assert_eq!(
        *swapped.tables[2].pairing.points.get(Seat::First),
        points_of(&t, bye),
        "the former bye's points before round 2"
    );
    assert_eq!(points_of(&t, seated), seated_points + 3);

    // Refused: opponents, a player with themselves, an earlier round, a played table.
    let opponents = t.rounds()[1].tables[3].pairing.players;
    assert_eq!(
        t.apply(IaAction::SwapPlayers {
            round: 2,
            first: opponents.first,
            second: opponents.second
        }),
        Err(IaRefusal::SwapOpponents {
            round: 2,
            table: t.rounds()[1].tables[3].pairing.table
        })
    );
    assert_eq!(
        t.apply(IaAction::SwapPlayers {
            round: 2,
            first: a,
            second: a
        }),
        Err(IaRefusal::RepeatedPlayer { player: a })
    );
    assert_eq!(
        t.apply(IaAction::SwapPlayers {
            round: 1,
            first: a,
            second: b
        }),
        Err(IaRefusal::SwapNotLatestRound {
            round: 1,
            latest: 2
        })
    );
    let table = t.rounds()[1].tables[0].pairing.table;
    t.apply(IaAction::RecordResult {
        round: 2,
        table,
        result: forty_to(3),
    })
    .unwrap();
    let played = t.rounds()[1].tables[0].pairing.players.first;
    let other = t.rounds()[1].tables[1].pairing.players.first;
    assert_eq!(
        t.apply(IaAction::SwapPlayers {
            round: 2,
            first: other,
            second: played
        }),
        Err(IaRefusal::SwapAfterResult { round: 2, table })
    );
    assert_open_actions_are_what_apply_accepts(&t);

    // The journal replays to the same event.
    let replayed =
        IaTournament::replay(&IaCatalog::shipped(), t.definition().clone(), t.actions()).unwrap();
    assert_eq!(replayed.snapshot(), t.snapshot());
}

/// A swap that seats two players who met before stands, and the table names the round they met
/// in («Emparejamientos»: the organizer is told, and decides).
#[test]
fn a_swap_that_makes_a_rematch_names_the_round_they_met_in() {
    let mut t = event(IaCategory::Competitive, 8);
    pair(&mut t, 1).unwrap();
    finish_round(&mut t, 1);
    pair(&mut t, 2).unwrap();
    let first_round = t.rounds()[0].tables[0].pairing.players;
    let round = t.rounds()[1].clone();
    // Where is the first player's round-1 opponent now, and who sits against the first player?
    let seat_of = |p: PlayerId| {
        round
            .tables
            .iter()
            .position(|x| x.pairing.players.first == p || x.pairing.players.second == p)
            .unwrap()
    };
    let (mine, theirs) = (seat_of(first_round.first), seat_of(first_round.second));
    assert_ne!(mine, theirs, "no rematch in the pairing itself");
    let opponent = round.tables[mine].pairing.players;
    let opponent = if opponent.first == first_round.first {
        opponent.second
    } else {
        opponent.first
    };
    t.apply(IaAction::SwapPlayers {
        round: 2,
        first: opponent,
        second: first_round.second,
    })
    .unwrap();
    let table = &t.rounds()[1].tables[mine];
    assert_eq!(table.pairing.rematch_of_round, Some(1));
    assert_eq!(table.pairing.reason, IaPairingReason::OrganizerSwap);
}

/// The players of a Swiss table, by seat.
fn players_at(t: &IaTournament, round: u32, table: u32) -> BySeat<PlayerId> {
    t.rounds()[round as usize - 1]
        .tables
        .iter()
        .find(|x| x.pairing.table == table)
        .unwrap()
        .pairing
        .players
}

#[test]
fn two_agreeing_reports_from_the_phones_record_the_result_and_two_differing_ones_wait() {
    let mut t = event(IaCategory::Competitive, 8);
    pair(&mut t, 1).unwrap();
    let game = IaGameRef::Swiss { round: 1, table: 1 };
    let players = players_at(&t, 1, 1);
    assert_eq!(t.current_game(players.first), Some(game));

    // The first report waits; the desk sees it.
    assert_eq!(
        t.apply(IaAction::ReportResult {
            game,
            player: players.first,
            result: forty_to(12),
        }),
        Ok(IaAccepted::ResultReported {
            game,
            player: players.first
        })
    );
    let waiting = t.snapshot().reports;
    assert_eq!(waiting.len(), 1);
    assert_eq!(waiting[0].by_seat.first, Some(forty_to(12)));
    assert_eq!(waiting[0].by_seat.second, None);
    assert!(waiting[0].differs.is_empty());

    // A differing report: both wait, and the desk is told where they differ.
    t.apply(IaAction::ReportResult {
        game,
        player: players.second,
        result: forty_to(15),
    })
    .unwrap();
    assert_eq!(
        t.reports()[0].differs,
        vec![IaResultField::SecondVictoryPoints]
    );
    assert!(t.rounds()[0].tables[0].result.is_none());

    // The first player changes theirs to agree: the result is recorded, the reports are gone.
    assert_eq!(
        t.apply(IaAction::ReportResult {
            game,
            player: players.first,
            result: forty_to(15),
        }),
        Ok(IaAccepted::ResultRecorded { round: 1, table: 1 })
    );
    assert!(t.reports().is_empty());
    let recorded = t.rounds()[0].tables[0].result.as_ref().unwrap();
    assert_eq!(recorded.victory_points, BySeat::new(40, 15));
    assert_eq!(t.current_game(players.first), None);

    // The game has its result: a report now is refused; only the organizer corrects it.
    assert_eq!(
        t.apply(IaAction::ReportResult {
            game,
            player: players.second,
            result: forty_to(20),
        }),
        Err(IaRefusal::GameHasResult { game })
    );
}

#[test]
fn a_report_is_refused_from_a_player_of_another_game_and_for_a_game_that_does_not_exist() {
    let mut t = event(IaCategory::Competitive, 8);
    pair(&mut t, 1).unwrap();
    let other = players_at(&t, 1, 2).first;
    let game = IaGameRef::Swiss { round: 1, table: 1 };
    assert_eq!(
        t.apply(IaAction::ReportResult {
            game,
            player: other,
            result: forty_to(3),
        }),
        Err(IaRefusal::NotAtThisGame { player: other })
    );
    assert_eq!(
        t.apply(IaAction::ReportResult {
            game: IaGameRef::Swiss { round: 1, table: 9 },
            player: other,
            result: forty_to(3),
        }),
        Err(IaRefusal::NoSuchTable { round: 1, table: 9 })
    );
    // A report is checked as the desk's entry would be.
    let negative = IaResultInput {
        victory_points: BySeat::new(40, -1),
        figure_points: None,
        end: GameEnd::FortyPoints,
    };
    let player = players_at(&t, 1, 1).first;
    assert!(matches!(
        t.apply(IaAction::ReportResult {
            game,
            player,
            result: negative,
        }),
        Err(IaRefusal::NegativeScore { .. })
    ));
    assert!(t.reports().is_empty());
}

#[test]
fn the_desk_settles_a_reported_game_and_a_reseated_game_loses_its_reports() {
    let mut t = event(IaCategory::Competitive, 8);
    pair(&mut t, 1).unwrap();
    let (one, two) = (players_at(&t, 1, 1), players_at(&t, 1, 2));
    for (table, player) in [(1, one.first), (2, two.second)] {
        t.apply(IaAction::ReportResult {
            game: IaGameRef::Swiss { round: 1, table },
            player,
            result: forty_to(5),
        })
        .unwrap();
    }
    // The organizer enters table 1's result: its waiting report no longer counts.
    t.apply(IaAction::RecordResult {
        round: 1,
        table: 1,
        result: forty_to(7),
    })
    .unwrap();
    assert_eq!(t.reports().len(), 1);
    // Table 2's players swapped with table 3's: table 2 is another game now.
    let three = players_at(&t, 1, 3);
    t.apply(IaAction::SwapPlayers {
        round: 1,
        first: two.second,
        second: three.second,
    })
    .unwrap();
    assert!(t.reports().is_empty());
    // A correction elsewhere leaves a waiting report alone.
    t.apply(IaAction::ReportResult {
        game: IaGameRef::Swiss { round: 1, table: 4 },
        player: players_at(&t, 1, 4).first,
        result: forty_to(5),
    })
    .unwrap();
    t.apply(IaAction::CorrectResult {
        round: 1,
        table: 1,
        result: forty_to(7),
    })
    .unwrap();
    assert_eq!(t.reports().len(), 1);
}

#[test]
fn a_game_of_the_cut_is_reported_from_the_phones_and_cannot_be_reported_drawn() {
    let mut t = whole_event(12);
    t.apply(IaAction::MakeCut {}).unwrap();
    let top = t.bracket().unwrap().rounds[0].games[0].clone();
    let game = IaGameRef::Cut { round: 1, game: 1 };
    assert_eq!(t.current_game(top.players.first), Some(game));
    let draw = IaResultInput {
        victory_points: BySeat::new(20, 20),
        figure_points: None,
        end: GameEnd::Time,
    };
    assert!(t
        .apply(IaAction::ReportResult {
            game,
            player: top.players.first,
            result: draw,
        })
        .is_err());
    for player in [top.players.second, top.players.first] {
        t.apply(IaAction::ReportResult {
            game,
            player,
            result: forty_to(10),
        })
        .unwrap();
    }
    let recorded = &t.bracket().unwrap().rounds[0].games[0];
    assert_eq!(recorded.winner(), Some(top.players.first));
    assert!(t.reports().is_empty());
}

#[test]
fn reports_replay_from_the_journal_as_they_were_made() {
    let mut t = event(IaCategory::Competitive, 8);
    pair(&mut t, 1).unwrap();
    let players = players_at(&t, 1, 1);
    t.apply(IaAction::ReportResult {
        game: IaGameRef::Swiss { round: 1, table: 1 },
        player: players.second,
        result: forty_to(9),
    })
    .unwrap();
    let json = serde_json::to_string(t.actions()).unwrap();
    assert!(
        json.contains(r#""kind":"reportResult","game":{"stage":"swiss","round":1,"table":1}"#),
        "{json}"
    );
    let actions: Vec<IaAction> = serde_json::from_str(&json).unwrap();
    let again = IaTournament::replay(
        &IaCatalog::shipped(),
        definition(IaCategory::Competitive),
        &actions,
    )
    .unwrap();
    assert_eq!(again.snapshot(), t.snapshot());
}
