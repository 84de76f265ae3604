//! A whole Imperial Assault competitive event through the IA rules functions: twelve players
//! register army lists typed as text, four Swiss rounds are paired, each with a drawn mission,
//! then a top 4 plays to a champion (IA Skirmish 1.1, «Estructura de rondas»: 9-16 players, 4
//! rounds, top 4). Every random draw comes from the event's seed, so running it again gives the
//! same event, and the summary is compared with a golden file
//! (`HEXADRAFT_UPDATE_GOLDEN=1 cargo test -p hexadraft-event --test integration ia_event`
//! rewrites it).

// The event runner is a helper, not a #[test], so clippy's allowance for tests does not reach it.
#![allow(clippy::unwrap_used)]

use hexadraft_catalog::ia::IaCatalog;
use hexadraft_event::ia::{
    check_army, check_staff, check_structure, decide_game, draw_mission, ia_standings, pair_round,
    read_army_text, table_structure, ArmyList, Bracket, GameEnd, IaCategory, IaPairingInput,
    IaResultInput, IaRulingsEdition, IaSeed, Mission, MissionDraw, MissionPool, MissionRound,
    RoundStructure, SosMethod, Staff, SwissBye, SwissGame, SwissHistory,
};
use hexadraft_event::{BySeat, PlayerId};
use rand::{RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::Serialize;
use serde_json::{json, Value};

const COMMAND_DECK: &str = "Command cards:\n\
    2 Bodyguard\n1 Ballistics Matrix\n1 Battlefield Awareness\n1 Behind Enemy Lines\n\
    1 Black Market Prices\n1 Bladestorm\n1 Blitz\n1 Brace for Impact\n1 Camouflage\n\
    1 Capture the Weary\n1 Change of Plans\n1 Cheat to Win\n1 Collect Intel\n1 Dangerous Bargains\n";

/// Three 40-point armies (costs from the shipped pack), as players would paste them.
const ARMIES: [&str; 3] = [
    "Deployment cards:\n1 Darth Vader\n1 Stormtrooper (Elite)\n1 Stormtrooper\n\
     1 Imperial Officer\n1 Probe Droid\n1 Motivation\n1 Advanced Com Systems\n",
    "Deployment:\n- Han Solo\n- Chewbacca\n- Elite Echo Base Trooper\n- Alliance Smuggler\n\
     - C-3PO\n- Combat Suit\n",
    "2x Jawa Scavenger\nBoba Fett (13)\nIG-88\nGreedo\nHired Gun\nBlack Market\nHeadhunter\n\
     Beast Tamer\n",
];

#[derive(Serialize)]
struct RoundSummary {
    round: u32,
    mission: MissionDraw,
    tables: Vec<(u32, u32, String)>,
    bye: Option<u32>,
}

/// Plays the whole event from its seed and returns its summary.
fn run_event(seed: u64) -> Value {
    let catalog = IaCatalog::shipped();
    let seed = IaSeed::new(seed);
    let players: Vec<PlayerId> = (1..=12).map(PlayerId::new).collect();

    // Registration: every army list is read and checked before the event.
    let mut armies: Vec<ArmyList> = Vec::new();
    for i in 0..12 {
        let text = format!("{}\n{COMMAND_DECK}", ARMIES[i % 3]);
        let read = read_army_text(&catalog, &text);
        assert!(read.is_complete(), "player {}: {:?}", i + 1, read.problems);
        let report = check_army(&catalog, &read.list);
        assert!(report.is_legal(), "player {}: {:?}", i + 1, report.problems);
        assert_eq!(report.army_points, 40);
        armies.push(read.list);
    }

    // The structure the table gives for 12 competitive players: 4 rounds, top 4.
    let structure = table_structure(IaCategory::Competitive, 12).unwrap();
    assert_eq!(
        structure,
        RoundStructure {
            swiss_rounds: 4,
            cut: Some(hexadraft_event::ia::CutSize::TOP_4)
        }
    );
    assert!(check_structure(IaCategory::Competitive, 12, structure).is_empty());
    let staff = Staff {
        judges: 2,
        judges_playing: 1,
        organizers_playing: 0,
    };
    assert!(check_staff(IaCategory::Competitive, staff).is_empty());

    // Placeholder mission names (tests only; the data has maps, not missions).
    let pool = MissionPool::new(
        [
            "Mission A",
            "Mission B",
            "Mission C",
            "Mission D",
            "Mission E",
            "Mission F",
        ]
        .iter()
        .map(|name| Mission {
            name: (*name).to_owned(),
            map: None,
        })
        .collect(),
    )
    .unwrap();

    // Results come from their own stream: this is the players, not the app.
    let mut games = ChaCha8Rng::seed_from_u64(seed.get() ^ 0x5eed);
    let result = |rng: &mut ChaCha8Rng| -> IaResultInput {
        let roll = rng.next_u32() % 10;
        let a = i32::try_from(rng.next_u32() % 39).unwrap();
        let b = i32::try_from(rng.next_u32() % 39).unwrap();
        match roll {
            0..=3 => IaResultInput {
                victory_points: if roll % 2 == 0 {
                    BySeat::new(40, b)
                } else {
                    BySeat::new(a, 42)
                },
                figure_points: None,
                end: GameEnd::FortyPoints,
            },
            4 | 5 => IaResultInput {
                victory_points: BySeat::new(a, b),
                figure_points: Some(BySeat::new(a / 2, b / 2)),
                end: GameEnd::Time,
            },
            6 => IaResultInput {
                victory_points: BySeat::new(20, 20),
                figure_points: Some(BySeat::new(10, 10)),
                end: GameEnd::Time,
            },
            7 => IaResultInput {
                victory_points: BySeat::new(a, b),
                figure_points: None,
                end: GameEnd::AllFiguresDefeated {
                    side: hexadraft_event::Seat::Second,
                },
            },
            _ => IaResultInput {
                victory_points: BySeat::new(a, b),
                figure_points: None,
                end: GameEnd::Concession {
                    side: hexadraft_event::Seat::First,
                },
            },
        }
    };

    let mut history = SwissHistory::default();
    let mut draws: Vec<MissionDraw> = Vec::new();
    let mut rounds = Vec::new();
    for round in 1..=structure.swiss_rounds {
        let standings = ia_standings(
            &players,
            &history,
            SosMethod::Sum,
            IaRulingsEdition::First,
            seed,
        );
        let pairing = pair_round(&IaPairingInput {
            round,
            standings: &standings,
            active: &players,
            history: &history,
            keep_apart: &[],
            seed,
            rulings: IaRulingsEdition::First,
        })
        .unwrap();
        assert_eq!(pairing.tables.len(), 6);
        assert_eq!(pairing.search.rematches, 0);
        let mission = draw_mission(&pool, MissionRound::Swiss { round }, &draws, seed).unwrap();
        assert!(!mission.repeat);
        draws.push(mission.clone());
        let mut tables = Vec::new();
        for t in &pairing.tables {
            let input = result(&mut games);
            let decided = decide_game(&input).unwrap();
            history.games.push(SwissGame {
                round,
                players: t.players,
                outcomes: Some(decided.decision.outcomes),
            });
            tables.push((
                t.players.first.get(),
                t.players.second.get(),
                format!(
                    "{}-{} {:?}",
                    decided.victory_points.first,
                    decided.victory_points.second,
                    decided.decision.decided_by
                ),
            ));
        }
        if let Some(b) = pairing.bye {
            history.byes.push(SwissBye {
                round,
                player: b.player,
            });
        }
        rounds.push(RoundSummary {
            round,
            mission,
            tables,
            bye: pairing.bye.map(|b| b.player.get()),
        });
    }

    let standings = ia_standings(
        &players,
        &history,
        SosMethod::Sum,
        IaRulingsEdition::First,
        seed,
    );
    let cut = structure.cut.unwrap();
    let mut bracket = Bracket::cut(&standings, cut, &[]).unwrap();
    let top: Vec<PlayerId> = standings.rows.iter().take(4).map(|r| r.player).collect();
    assert_eq!(bracket.seeds, top);
    let mut cut_missions = Vec::new();
    while let Some(round) = bracket.current_round() {
        cut_missions.push(draw_mission(&pool, MissionRound::Cut { round }, &draws, seed).unwrap());
        draws.extend(cut_missions.last().cloned());
        let games_now: Vec<u32> = bracket.rounds[(round - 1) as usize]
            .games
            .iter()
            .map(|g| g.game)
            .collect();
        for game in games_now {
            let input = result(&mut games);
            bracket.record(round, game, &input, None).unwrap();
        }
    }
    let champion = bracket.champion().unwrap();
    assert!(top.contains(&champion));
    let placings = bracket.placings(&standings);
    assert_eq!(placings.len(), 12);
    assert_eq!(placings[0].player, champion);

    json!({
        "seed": seed.get(),
        "armies": armies,
        "structure": structure,
        "rounds": rounds,
        "standings": standings,
        "cut_missions": cut_missions,
        "bracket": bracket,
        "placings": placings,
    })
}

#[test]
fn a_twelve_player_competitive_event_plays_four_rounds_and_a_top_four_to_a_champion() {
    let summary = run_event(12);
    // The same seed replays the same event, draw for draw.
    assert_eq!(summary, run_event(12));
    assert_ne!(summary["rounds"], run_event(13)["rounds"]);

    let text = serde_json::to_string_pretty(&summary).unwrap() + "\n";
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/golden/ia-competitive-12.json"
    );
    if std::env::var_os("HEXADRAFT_UPDATE_GOLDEN").is_some() {
        std::fs::write(path, &text).unwrap();
    }
    let golden = std::fs::read_to_string(path).unwrap_or_default();
    assert!(
        golden == text,
        "the event's summary differs from {path}; if the change is intended, run with \
         HEXADRAFT_UPDATE_GOLDEN=1 and review the diff"
    );
}

/// The saved forms of the IA inputs an event's journal will hold, frozen: a change to one of them
/// must be deliberate (and keep old journals readable).
#[test]
fn the_saved_formats_match_their_golden_file() {
    let catalog = IaCatalog::shipped();
    let read = read_army_text(&catalog, "1 Darth Vader\n2 Stormtrooper\n2 Bodyguard\n");
    let samples = json!({
        "army_list": read.list,
        "result_forty": serde_json::from_str::<IaResultInput>(
            r#"{"victory_points": {"first": 40, "second": 12}, "end": {"kind": "fortyPoints"}}"#
        ).unwrap(),
        "result_time": IaResultInput {
            victory_points: BySeat::new(20, 20),
            figure_points: Some(BySeat::new(14, 9)),
            end: GameEnd::Time,
        },
        "result_defeated": IaResultInput {
            victory_points: BySeat::new(31, 12),
            figure_points: None,
            end: GameEnd::AllFiguresDefeated { side: hexadraft_event::Seat::First },
        },
        "result_concession": IaResultInput {
            victory_points: BySeat::new(5, 9),
            figure_points: None,
            end: GameEnd::Concession { side: hexadraft_event::Seat::Second },
        },
        "structure": RoundStructure { swiss_rounds: 5, cut: Some(hexadraft_event::ia::CutSize::TOP_8) },
        "missions": MissionPool::new(vec![Mission { name: "Mission A".to_owned(), map: None }]).unwrap(),
        "staff": Staff { judges: 2, judges_playing: 1, organizers_playing: 0 },
        "category": IaCategory::Premier,
        "sos_method": SosMethod::Tome,
        "seed": IaSeed::new(2015),
    });
    let text = serde_json::to_string_pretty(&samples).unwrap() + "\n";
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/golden/ia-formats.json");
    if std::env::var_os("HEXADRAFT_UPDATE_GOLDEN").is_some() {
        std::fs::write(path, &text).unwrap();
    }
    let golden = std::fs::read_to_string(path).unwrap_or_default();
    assert!(golden == text, "{path} differs; see the test's comment");
    // And each reads back.
    let back: Value = serde_json::from_str(&golden).unwrap();
    let _: ArmyList = serde_json::from_value(back["army_list"].clone()).unwrap();
    let _: IaResultInput = serde_json::from_value(back["result_time"].clone()).unwrap();
    let _: MissionPool = serde_json::from_value(back["missions"].clone()).unwrap();
    let _: RoundStructure = serde_json::from_value(back["structure"].clone()).unwrap();
}
