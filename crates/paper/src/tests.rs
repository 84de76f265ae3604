//! The documents of one whole small event, compared with their expected text ("snapshots": the
//! texts a reader extracts, page by page), and read back from the PDF bytes independently.

use crate::pdf::tests::{assert_reads_back, text_of};
use crate::*;
use hexadraft_catalog::{Catalog, CharacterId, ScenarioId, SponsorId, TacticSlot};
use hexadraft_draft::{
    DeckChoice, Draft, DraftAction, RulesetVersion, Salt, Seat, Step, TacticPick,
};
use hexadraft_event::*;
use std::collections::BTreeMap;

const LINEUPS: [[&str; 8]; 2] = [
    [
        "gata",
        "8-ball",
        "parvati",
        "maximus",
        "wild-bill",
        "hexx3r",
        "major-lunah",
        "miyamoto-mushashi",
    ],
    [
        "valkyrie",
        "hannibal",
        "laxmee",
        "senor-massacre",
        "padre-mendoza",
        "murtair",
        "kozmo",
        "taowu",
    ],
];

fn registration(name: &str, pin: &str, lineup: usize) -> Registration {
    Registration {
        name: name.into(),
        corvus_pin: pin.into(),
        sponsor: Some(SponsorId::new(if lineup == 0 { "oxyd" } else { "vissiorama" }).unwrap()),
        sponsor_unlocked: false,
        lineup: Some(
            LINEUPS[lineup]
                .iter()
                .map(|c| CharacterId::new(*c).unwrap())
                .collect(),
        ),
        team_name: None,
    }
}

fn score(a: i32, fa: i32, b: i32, fb: i32) -> ResultInput {
    ResultInput {
        first: ScoreInput {
            victory_points: a,
            frags: fa,
            first_blood: false,
        },
        second: ScoreInput {
            victory_points: b,
            frags: fb,
            first_blood: false,
        },
        players: None,
        game_end: GameEnd::Played,
    }
}

/// Six players over three rounds; Fe drops after round 1, so rounds 2 and 3 have a bye; one
/// result of round 1 is corrected after round 2 is played.
fn played_event(catalog: &Catalog) -> Tournament {
    played_event_of(
        catalog,
        &[
            ("Ana", "A1"),
            ("Bo", "B2"),
            ("Cy", "C3"),
            ("Di", "D4"),
            ("Élodie", "E5"),
            ("Fe", "F6"),
        ],
    )
}

/// The event of [`played_event`] with six other players (name, Corvus PIN); the sixth drops.
fn played_event_of(catalog: &Catalog, players: &[(&str, &str); 6]) -> Tournament {
    let mut t = Tournament::new(
        catalog,
        EventDefinition {
            name: "Copa Señor".into(),
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
            seed: Some(EventSeed::Number(2024)),
            rematches: RematchPolicy::Avoid,
            lineup_size: None,
            rulings: Default::default(),
            publish_rounds: false,
        },
    )
    .unwrap();
    for (i, (name, pin)) in players.iter().enumerate() {
        t.apply(EventAction::RegisterPlayer {
            registration: registration(name, pin, i % 2),
        })
        .unwrap();
    }
    let results = [
        [score(7, 2, 3, 1), score(5, 1, 5, 0), score(2, 0, 8, 3)],
        [score(6, 2, 1, 0), score(4, 1, 4, 1), score(9, 3, 3, 1)],
        [score(3, 0, 6, 2), score(7, 2, 2, 0), score(5, 1, 4, 1)],
    ];
    for (round, scores) in (1..=3).zip(results) {
        t.apply(EventAction::PairNextRound { round, seed: None })
            .unwrap();
        let tables = t.round(round).unwrap().tables.len() as u32;
        for (table, result) in (1..=tables).zip(scores) {
            t.apply(EventAction::RecordResult {
                round,
                table,
                result,
            })
            .unwrap();
        }
        if round == 1 {
            t.apply(EventAction::DropPlayer {
                player: PlayerId::new(6),
            })
            .unwrap();
        }
        if round == 2 {
            t.apply(EventAction::CorrectResult {
                round: 1,
                table: 1,
                result: score(8, 2, 3, 1),
            })
            .unwrap();
        }
    }
    assert!(t.is_finished());
    t
}

/// Plays table 1 of round 1's draft: each seat takes the first legal pick, decks of slots 0
/// and 1.
fn table_play(catalog: &Catalog, event: &Tournament) -> TablePlay {
    let setup = event.table_draft_setup(1, 1, 7).unwrap();
    let mut draft = Draft::new(catalog, setup).unwrap();
    let salt = Salt::new("5a".repeat(16)).unwrap();
    while draft.step() != Step::Deck {
        let seat = draft.waiting_for()[0];
        let action = draft.legal_actions(seat, &salt).into_iter().next().unwrap();
        draft.apply(action).unwrap();
    }
    for seat in Seat::BOTH {
        let tactics = draft
            .final_teams()
            .unwrap()
            .get(seat)
            .iter()
            .flat_map(|c| {
                [0, 1].map(|s| TacticPick {
                    character: c.clone(),
                    slot: TacticSlot::new(s).unwrap(),
                })
            })
            .collect();
        // Each lock needs its own salt (the engine refuses one used twice in a draft).
        let salt = match seat {
            Seat::First => "a1".repeat(16),
            Seat::Second => "b2".repeat(16),
        };
        draft
            .apply(DraftAction::LockDeck {
                seat,
                deck: DeckChoice { tactics },
                salt,
            })
            .unwrap();
    }
    TablePlay::from_draft(1, 1, &draft.result().unwrap())
}

fn pages(file: &PdfFile) -> Vec<String> {
    // The text read back from the bytes must be the text the layout wrote.
    assert_reads_back(file);
    file.page_texts().iter().map(|p| p.join(" | ")).collect()
}

fn paper_of<'a>(
    event: &'a Tournament,
    catalog: &'a Catalog,
    plays: &'a [TablePlay],
    language: Language,
) -> EventPaper<'a> {
    EventPaper {
        event,
        catalog,
        plays,
        language,
    }
}

#[test]
fn a_control_sheet_holds_the_players_entries_and_each_rounds_team_tactics_and_score() {
    // AGL v1.0, Standard Tournament, "Tournament Control Sheet": name, Corvus PIN, Sponsor,
    // eight starting Characters; each round's score, Characters and Tactics Deck. Round 1 was
    // drafted in the app, so its team and Tactics are printed; rounds 2 and 3 leave boxes.
    let catalog = Catalog::shipped();
    let event = played_event(&catalog);
    let plays = [table_play(&catalog, &event)];
    let paper = paper_of(&event, &catalog, &plays, Language::En);
    assert_eq!(
        pages(&paper.control_sheet(PlayerId::new(3)).unwrap()),
        vec![
            "Tournament Control Sheet | Copa Señor | AGL v1.0 (Season 1) · Standard Tournament · Mods: none · Event type: Standard (K 32) | Name:  | Cy | Corvus PIN:  | C3 | Sponsor:  | Oxyd | Starting Lineup | 1. Gata | 2. 8-Ball | 3. Parvati | 4. Maximus | 5. Wild Bill | 6. Hexx3r | 7. Major Lunah | 8. Miyamoto Mushashi | Round 1 · Scenario: Assault | Table: 1 | Opponent: Élodie (E5) | Team | Tactics | Gata | Swerve (031) | Go All-Out (032) | 8-Ball | Block (023) | Barrel Through (024) | Parvati | Reset 2.0 (035) | Nanoid Cloud (036) | Maximus | Block (047) | Scram! (048) | plus the 10 General Tactics (009-018) | Victory Points | Frags | Outcome | Tournament Points | Me | 8 | 2 | Total Victory | 3 | Opponent | 3 | 1 | Defeat | 0 | Signature (Opponent): ______________________ | Round 2 · Scenario: Conquest | Table: 1 | Opponent: Bo (B2) | Team | Tactics | plus the 10 General Tactics (009-018) | Victory Points | Frags | Outcome | Tournament Points | Me | 1 | 0 | Defeat | 0 | Opponent | 6 | 2 | Total Victory | 3 | Signature (Opponent): ______________________ | Round 3 · Scenario: Carnage | Table: 2 | Opponent: Di (D4) | Team | Tactics | plus the 10 General Tactics (009-018) | Victory Points | Frags | Outcome | Tournament Points | Me | 7 | 2 | Total Victory | 3 | Opponent | 2 | 0 | Defeat | 0 | Signature (Opponent): ______________________ | Copa Señor · Tournament Control Sheet | Page 1 of 1",
        ]
    );
}

#[test]
fn a_bye_is_noted_on_the_control_sheet_in_spanish() {
    // AGL v1.0, "Odd Number of Players (Byes)": "When players take a bye, they must make a note
    // of it in their Tournament Control Sheet"; Spanish terms of the Season 2 text.
    let catalog = Catalog::shipped();
    let event = played_event(&catalog);
    let paper = paper_of(&event, &catalog, &[], Language::Es);
    assert_eq!(
        pages(&paper.control_sheet(PlayerId::new(4)).unwrap()),
        vec![
            "Hoja de Control de Torneo | Copa Señor | AGL v1.0 (Temporada 1) · Torneo Standard · Mods: ninguno · Tipo de evento: Standard (K 32) | Nombre:  | Di | Corvus PIN:  | D4 | Patrocinador:  | Vissiorama | Alineación Inicial | 1. Valkyrie | 2. Hannibal | 3. Laxmee | 4. Señor Massacre | 5. Padre Mendoza | 6. Murtair | 7. Kozmo | 8. Taowu | Ronda 1 · Escenario: Asalto | Mesa: 3 | Rival: Bo (B2) | Equipo | Tácticas | más las 10 Tácticas Generales (009-018) | Puntos de Victoria | Frags | Resultado | Puntos de Torneo | Yo | 2 | 0 | Derrota | 0 | Rival | 8 | 3 | Victoria Total | 3 | Firma (Rival): ______________________ | Ronda 2 · Escenario: Conquista | Bye · Bye: una Victoria que vale 2 puntos, 0 Puntos de Victoria y 0 Frags | Ronda 3 · Escenario: Masacre | Mesa: 2 | Rival: Cy (C3) | Equipo | Tácticas | más las 10 Tácticas Generales (009-018) | Puntos de Victoria | Frags | Resultado | Puntos de Torneo | Yo | 2 | 0 | Derrota | 0 | Rival | 7 | 2 | Victoria Total | 3 | Firma (Rival): ______________________ | Copa Señor · Hoja de Control de Torneo | Página 1 de 1",
        ]
    );
}

#[test]
fn every_player_gets_a_control_sheet_page_with_their_name() {
    let catalog = Catalog::shipped();
    let event = played_event(&catalog);
    let paper = paper_of(&event, &catalog, &[], Language::En);
    let file = paper.control_sheets();
    assert_eq!(file.page_count(), 6);
    for (page, player) in file.page_texts().iter().zip(event.players()) {
        assert!(page.contains(&player.name), "{}", player.name);
        assert!(page.contains(&player.corvus_pin));
    }
    assert_eq!(
        paper.control_sheet(PlayerId::new(9)).unwrap_err(),
        PaperError::UnknownPlayer {
            player: PlayerId::new(9)
        }
    );
}

#[test]
fn match_slips_give_each_table_both_players_and_boxes_for_the_score() {
    let catalog = Catalog::shipped();
    let event = played_event(&catalog);
    let paper = paper_of(&event, &catalog, &[], Language::En);
    assert_eq!(pages(&paper.match_slips(1).unwrap()), vec![
            "Round 1 · Table 1 | Copa Señor | Scenario: Assault | Player | Cy | Élodie | Corvus PIN | C3 | E5 | Victory Points | 8 | 3 | Frags | 2 | 1 | Outcome | Total Victory | Defeat | Signature | Round 1 · Table 2 | Copa Señor | Scenario: Assault | Player | Fe | Ana | Corvus PIN | F6 | A1 | Victory Points | 5 | 5 | Frags | 1 | 0 | Outcome | Victory | Defeat | Signature | Round 1 · Table 3 | Copa Señor | Scenario: Assault | Player | Di | Bo | Corvus PIN | D4 | B2 | Victory Points | 2 | 8 | Frags | 0 | 3 | Outcome | Defeat | Total Victory | Signature | Copa Señor · Match slip | Page 1 of 1",
        ]);
    assert_eq!(
        paper.match_slips(4).unwrap_err(),
        PaperError::RoundNotPaired {
            round: 4,
            paired: 3
        }
    );
}

#[test]
fn the_pairings_list_says_why_each_table_was_paired_and_who_has_the_bye() {
    // AGL v1.0, Standard Tournament, "Pairings" and "Odd Number of Players (Byes)".
    let catalog = Catalog::shipped();
    let event = played_event(&catalog);
    let paper = paper_of(&event, &catalog, &[], Language::En);
    assert_eq!(pages(&paper.pairings(3).unwrap()), vec![
            "Pairings · Round 3 | Copa Señor | Scenario:  | Carnage | AGL v1.0 (Season 1) · Standard Tournament · Mods: none · Event type: Standard (K 32) | By table | Table | Player | Corvus PIN | Player | Corvus PIN | Why | 1 | Bo | B2 | Ana | A1 | ranked 1st and 4th, avoiding a rematch; passed over 2nd (met in | round 2); passed over 3rd (met in round 1) | 2 | Cy | C3 | Di | D4 | ranked 2nd and 3rd | Bye | Élodie | E5 | lowest ranked (5th) | By name | Player | Corvus PIN | Table | Opponent | Ana | A1 | 1 | Bo | Bo | B2 | 1 | Ana | Cy | C3 | 2 | Di | Di | D4 | 2 | Cy | Élodie | E5 | Bye | Copa Señor · Pairings | Page 1 of 1",
        ]);
    let french = paper_of(&event, &catalog, &[], Language::Fr);
    assert_eq!(pages(&french.pairings(3).unwrap()), vec![
            "Appariements · Ronde 3 | Copa Señor | Scénario :  | Carnage | AGL v1.0 (Saison 1) · Tournoi Standard · Mods : aucun · Type d'événement : Standard (K 32) | Par table | Table | Joueur | PIN Corvus | Joueur | PIN Corvus | Raison | 1 | Bo | B2 | Ana | A1 | classés 1er et 4e, pour éviter une revanche; saute le 2e (déjà | affronté à la ronde 2); saute le 3e (déjà affronté à la ronde 1) | 2 | Cy | C3 | Di | D4 | classés 2e et 3e | Bye | Élodie | E5 | dernier du classement (5e) | Par nom | Joueur | PIN Corvus | Table | Adversaire | Ana | A1 | 1 | Bo | Bo | B2 | 1 | Ana | Cy | C3 | 2 | Di | Di | D4 | 2 | Cy | Élodie | E5 | Bye | Copa Señor · Appariements | Page 1 sur 1",
        ]);
}

#[test]
fn the_final_standings_show_every_tiebreak_and_what_decided_each_place() {
    // Each place says what put it below the one above, from its own side and with both numbers,
    // as the desk does: a row never claims "more" of what it has less of (issue 29, item 2).
    // AGL v1.0, Standard Tournament, "Final Scores" and the bye scaling of "Odd Number of
    // Players (Byes)": Élodie earned 7 Victory Points in 2 games of 3 rounds, 7 x 3 / 2 = 10.5,
    // rounded up to 11.
    let catalog = Catalog::shipped();
    let event = played_event(&catalog);
    let paper = paper_of(&event, &catalog, &[], Language::En);
    assert_eq!(pages(&paper.standings()), vec![
            "Final standings | Copa Señor | AGL v1.0 (Season 1) · Standard Tournament · Mods: none · Event type: Standard (K 32) | # | Player | Corvus PIN | Pts | VP | Frags | Opp. VP | W-T-L-Bye | Place decided by | 1 | Bo | B2 | 6 | 17 | 5 | 35 | 2-0-1-0 | first place | 2 | Cy | C3 | 6 | 16 | 4 | 28 | 2-0-1-0 | behind Bo on Victory Points, 16 to 17 | 3 | Ana | A1 | 3 | 15 | 3 | 29 | 1-1-1-0 | behind Cy on points, 3 to 6 | 4 | Élodie * | E5 | 3 | 11 | 3 | 31 | 0-1-1-1 | behind Ana on Victory Points, 11 to 15 | 5 | Di * | D4 | 2 | 6 | 0 | 33 | 0-0-2-1 | behind Élodie on points, 2 to 3 | 6 | Fe (dropped) | F6 | 2 | 5 | 1 | 15 | 1-0-0-0 | behind Di on Victory Points, 5 to 6 | * Élodie: Victory Points 7 x 3 / 2 rounded up = 11; Frags 2 -> 3 (bye) | * Di: Victory Points 4 x 3 / 2 rounded up = 6; Frags 0 -> 0 (bye) | Copa Señor · Standings | Page 1 of 1",
        ]);
    let spanish = paper_of(&event, &catalog, &[], Language::Es);
    assert_eq!(pages(&spanish.standings()), vec![
            "Clasificación final | Copa Señor | AGL v1.0 (Temporada 1) · Torneo Standard · Mods: ninguno · Tipo de evento: Standard (K 32) | # | Jugador | Corvus PIN | Pts | PV | Frags | PV rivales | V-E-D-Bye | Puesto decidido por | 1 | Bo | B2 | 6 | 17 | 5 | 35 | 2-0-1-0 | primer puesto | 2 | Cy | C3 | 6 | 16 | 4 | 28 | 2-0-1-0 | por detrás de Bo en Puntos de Victoria: 16 a | 17 | 3 | Ana | A1 | 3 | 15 | 3 | 29 | 1-1-1-0 | por detrás de Cy en puntos: 3 a 6 | 4 | Élodie * | E5 | 3 | 11 | 3 | 31 | 0-1-1-1 | por detrás de Ana en Puntos de Victoria: 11 a | 15 | 5 | Di * | D4 | 2 | 6 | 0 | 33 | 0-0-2-1 | por detrás de Élodie en puntos: 2 a 3 | 6 | Fe (retirado) | F6 | 2 | 5 | 1 | 15 | 1-0-0-0 | por detrás de Di en Puntos de Victoria: 5 a 6 | * Élodie: Puntos de Victoria 7 x 3 / 2 redondeado hacia arriba = 11; Frags 2 -> 3 (bye) | * Di: Puntos de Victoria 4 x 3 / 2 redondeado hacia arriba = 6; Frags 0 -> 0 (bye) | Copa Señor · Clasificación | Página 1 de 1",
        ]);
    let french = read_back(&paper_of(&event, &catalog, &[], Language::Fr).standings());
    for sentence in [
        "derrière Bo en Points de Victoire : 16 contre 17",
        "derrière Cy en points : 3 contre 6",
        "derrière Di en Points de Victoire : 5 contre 6",
    ] {
        assert!(french.contains(sentence), "{sentence} in {french}");
    }
}

#[test]
fn the_report_csv_files_hold_the_standings_with_rating_changes_and_every_game() {
    // AGL v1.0, "Reporting Results"; Basic Rules, "Rankings": K 32 for a Standard event, every
    // player at 1000 before it (docs/rulings.md, "When ratings change").
    let catalog = Catalog::shipped();
    let event = played_event(&catalog);
    let report = event_report(&event, &CurrentRatings::default());
    // A byte-order mark first, so spreadsheet programs read "Élodie" as UTF-8.
    let standings_csv = report.standings_csv();
    let standings: Vec<String> = standings_csv
        .strip_prefix('\u{feff}')
        .unwrap()
        .split("\r\n")
        .map(str::to_owned)
        .collect();
    assert_eq!(
        standings,
        vec![
            "place,name,corvus_pin,points,victory_points,frags,earned_victory_points,earned_frags,opponents_victory_points,opponents_points,total_victories,victories,ties,defeats,byes,dropped,place_decided_by,rating_before,rating_change,rating_after",
            "1,Bo,B2,6,17,5,17,5,35,11,2,0,0,1,0,false,first,1000.00,16.00,1016.00",
            "2,Cy,C3,6,16,4,16,4,28,11,2,0,0,1,0,false,victory-points,1000.00,16.00,1016.00",
            "3,Ana,A1,3,15,3,15,3,29,11,0,1,1,1,0,false,points,1000.00,0.00,1000.00",
            "4,Élodie,E5,3,11,3,7,2,31,9,0,0,1,1,1,false,victory-points,1000.00,-16.00,984.00",
            "5,Di,D4,2,6,0,4,0,33,12,0,0,0,2,1,false,points,1000.00,-32.00,968.00",
            "6,Fe,F6,2,5,1,5,1,15,3,0,1,0,0,0,true,victory-points,1000.00,16.00,1016.00",
            "",
        ]
    );
    let results_csv = report.results_csv();
    let results: Vec<String> = results_csv
        .strip_prefix('\u{feff}')
        .unwrap()
        .split("\r\n")
        .map(str::to_owned)
        .collect();
    assert_eq!(
        results,
        vec![
            "round,scenario,table,player_a,pin_a,victory_points_a,frags_a,first_blood_a,outcome_a,points_a,player_b,pin_b,victory_points_b,frags_b,first_blood_b,outcome_b,points_b",
            "1,assault,1,Cy,C3,8,2,false,total-victory,3,Élodie,E5,3,1,false,defeat,0",
            "1,assault,2,Fe,F6,5,1,false,victory,2,Ana,A1,5,0,false,defeat,0",
            "1,assault,3,Di,D4,2,0,false,defeat,0,Bo,B2,8,3,false,total-victory,3",
            "2,conquest,1,Bo,B2,6,2,false,total-victory,3,Cy,C3,1,0,false,defeat,0",
            "2,conquest,2,Ana,A1,4,1,false,tie,1,Élodie,E5,4,1,false,tie,1",
            "2,conquest,bye,Di,D4,0,0,false,bye,2,,,,,,,",
            "3,carnage,1,Bo,B2,3,0,false,defeat,0,Ana,A1,6,2,false,victory,2",
            "3,carnage,2,Cy,C3,7,2,false,total-victory,3,Di,D4,2,0,false,defeat,0",
            "3,carnage,bye,Élodie,E5,0,0,false,bye,2,,,,,,,",
            "",
        ]
    );
}

#[test]
fn the_json_report_names_its_format_and_uses_the_ratings_given() {
    let catalog = Catalog::shipped();
    let event = played_event(&catalog);
    let ratings = CurrentRatings::new(BTreeMap::from([("B2".to_owned(), 1200.0)])).unwrap();
    let report = event_report(&event, &ratings);
    let json: serde_json::Value = serde_json::from_str(&report.to_json()).unwrap();
    assert_eq!(json["format"], "hexadraft-event-report");
    assert_eq!(json["version"], 1);
    assert_eq!(json["event"]["finished"], true);
    assert_eq!(json["event"]["k_factor"], 32);
    let elodie = &json["standings"][3];
    assert_eq!(elodie["name"], "Élodie");
    assert_eq!(elodie["victory_points"], 11);
    assert_eq!(elodie["earned_victory_points"], 7);
    let bo = report
        .ratings
        .iter()
        .find(|r| r.corvus_pin == "B2")
        .unwrap();
    assert_eq!(bo.before, 1200.0);
    // Three games against players at 1000: E = 1 / (1 + 10^(-200/400)) = 0.7597 each; Bo won
    // two, so 32 x (2 - 2.2792) = -8.94: a favourite loses rating for losing once.
    assert_eq!(bo.change, -8.94);
    assert_eq!(bo.after, 1191.06);
    assert_eq!(json["rounds"][1]["bye"]["name"], "Di");
}

/// The names of issue 15: outside Latin-1, Greek, Cyrillic and one as long as the event allows
/// (`MAX_PLAYER_NAME_CHARS`, 80), on every document and both paper sizes.
const NAMES: [(&str, &str); 6] = [
    ("Łukasz Żółkiewski", "PL-1"),
    ("Dmitrij Ševčík", "CZ-2"),
    ("Γιώργος", "GR-3"),
    ("Дмитрий", "RU-4"),
    (
        "María de los Ángeles Fernández-Villaverde y Żółkiewska de la Concepción Montes",
        "ES-5",
    ),
    ("Ana", "A6"),
];

/// What pdftotext reads from `file`, with every run of spaces and line breaks as one space (a
/// name wrapped over two lines reads back with a space where it was wrapped, as typed).
fn read_back(file: &PdfFile) -> String {
    assert_reads_back(file);
    text_of(file)
        .join(" ")
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

#[test]
fn every_players_name_prints_and_reads_back_exactly_on_every_document_in_a4_and_letter() {
    // Issue 15: names outside WinAnsi printed as "?". Round 1, table 1 was drafted in the app;
    // on table 2 the draft recorded no team for either player (an empty team prints empty
    // boxes). With HEXADRAFT_PAPER_OUT set to a folder, the files are also written there, to
    // look at (pdftoppm -png).
    let catalog = Catalog::shipped();
    let event = played_event_of(&catalog, &NAMES);
    let empty = TablePlay {
        round: 1,
        table: 2,
        teams: BySeat::new(vec![], vec![]),
        tactics: BySeat::new(vec![], vec![]),
    };
    let plays = [table_play(&catalog, &event), empty];
    let names: Vec<&str> = NAMES.iter().map(|(name, _)| *name).collect();
    assert!(names[4].chars().count() <= MAX_PLAYER_NAME_CHARS);
    let out = std::env::var_os("HEXADRAFT_PAPER_OUT").map(std::path::PathBuf::from);
    for size in [PaperSize::A4, PaperSize::Letter] {
        let paper = paper_of(&event, &catalog, &plays, Language::En).on(size);
        let mut documents = vec![
            ("control-sheets", paper.control_sheets(), names.clone()),
            ("standings", paper.standings(), names.clone()),
        ];
        for round in 1..=3 {
            let r = event.round(round).unwrap();
            let seated: Vec<&str> = r
                .tables
                .iter()
                .flat_map(|t| [t.players.first, t.players.second])
                .map(|id| event.player(id).unwrap().name.as_str())
                .collect();
            let mut listed = seated.clone();
            listed.extend(
                r.bye
                    .iter()
                    .map(|b| event.player(b.player).unwrap().name.as_str()),
            );
            documents.push(("match-slips", paper.match_slips(round).unwrap(), seated));
            documents.push(("pairings", paper.pairings(round).unwrap(), listed));
        }
        for (n, (document, file, expected)) in documents.iter().enumerate() {
            // Three rounds fit one page per player on both sizes, even the longest name; every
            // list of six players fits one page.
            let pages = if *document == "control-sheets" { 6 } else { 1 };
            assert_eq!(file.page_count(), pages, "{size:?} {document}");
            let text = read_back(file);
            for name in expected {
                assert!(
                    text.contains(name),
                    "{size:?} {document}: {name:?} not read back:\n{text}"
                );
            }
            assert!(!text.contains('?'), "{size:?} {document}: {text}");
            if *document == "pairings" && n == 5 {
                // Round 2's list by name, alphabetical by the catalog's folding: Ł under L,
                // Дмитрий as "dmitrii", Γιώργος as "giorgos".
                let by_name = &text[text.find("By name").unwrap()..];
                let at = |name: &str| by_name.find(name).unwrap();
                assert!(at("Дмитрий") < at("Dmitrij"));
                assert!(at("Dmitrij") < at("Γιώργος"));
                assert!(at("Γιώργος") < at("Łukasz"));
                assert!(at("Łukasz") < at("María"), "{by_name}");
            }
            if let Some(folder) = &out {
                let path = folder.join(format!("{size:?}-{n:02}-{document}.pdf"));
                std::fs::write(path, file.bytes()).unwrap();
            }
        }
    }
}

#[test]
fn the_same_event_gives_the_same_bytes() {
    let catalog = Catalog::shipped();
    let make = || {
        let event = played_event_of(&catalog, &NAMES);
        let paper = paper_of(&event, &catalog, &[], Language::Fr);
        (
            paper.control_sheets().into_bytes(),
            paper.on(PaperSize::Letter).standings().into_bytes(),
        )
    };
    assert_eq!(make(), make());
}
