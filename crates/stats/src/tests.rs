//! Hand-computed examples of each statistic, the secrecy rule, and properties.

use crate::*;
use hexadraft_catalog::{Catalog, CharacterId, SponsorId, TacticSlot};
use hexadraft_draft::{
    seed_tossing, BySeat, CoinToss, DeckChoice, Draft, DraftAction, EventFormat, Mod, PlayerSetup,
    RulesetVersion, Salt, Seat, Step, SwapChoice, TacticPick,
};
use proptest::prelude::*;
use std::sync::OnceLock;

const FIRST: Seat = Seat::First;
const SECOND: Seat = Seat::Second;

fn catalog() -> &'static Catalog {
    static CATALOG: OnceLock<Catalog> = OnceLock::new();
    CATALOG.get_or_init(Catalog::shipped)
}

fn id(name: &str) -> CharacterId {
    CharacterId::new(name).unwrap()
}

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

/// Seven expansion characters and Gata, whom the first lineup holds too.
const WITH_GATA: [&str; 8] = [
    "gata",
    "valkyrie",
    "hannibal",
    "laxmee",
    "senor-massacre",
    "padre-mendoza",
    "murtair",
    "kozmo",
];

fn player(name: &str, lineup: &[&str], sponsor: &str) -> PlayerSetup {
    PlayerSetup {
        name: name.to_owned(),
        lineup: lineup.iter().map(|c| id(c)).collect(),
        sponsor: SponsorId::new(sponsor).unwrap(),
        unlocked_sponsors: None,
    }
}

/// A draft under `mods` with the first seat as Player A.
fn draft(mods: &[Mod], sponsors: [&str; 2]) -> Draft {
    let setup = hexadraft_draft::DraftSetup {
        version: RulesetVersion::AglV1,
        mods: mods.to_vec(),
        players: BySeat::new(
            player("Ana", &CORE, sponsors[0]),
            player("Bo", &WITH_GATA, sponsors[1]),
        ),
        seed: seed_tossing(FIRST),
        coin: CoinToss::Seeded,
        scenario: None,
        stadium: None,
    };
    Draft::new(catalog(), setup).unwrap()
}

fn act(draft: &mut Draft, action: DraftAction) {
    if let Err(refusal) = draft.apply(action.clone()) {
        panic!("{action:?} refused: {refusal}");
    }
}

fn pick(draft: &mut Draft, seat: Seat, name: &str) {
    act(
        draft,
        DraftAction::Pick {
            seat,
            character: id(name),
        },
    );
}

fn ban(draft: &mut Draft, seat: Seat, name: &str) {
    act(
        draft,
        DraftAction::Ban {
            seat,
            character: id(name),
        },
    );
}

/// A1 B2 A2 B2 A1 with the first seat as Player A: the first team is `a`, the second `b`.
fn picks(draft: &mut Draft, a: [&str; 4], b: [&str; 4]) {
    pick(draft, FIRST, a[0]);
    pick(draft, SECOND, b[0]);
    pick(draft, SECOND, b[1]);
    pick(draft, FIRST, a[1]);
    pick(draft, FIRST, a[2]);
    pick(draft, SECOND, b[2]);
    pick(draft, SECOND, b[3]);
    pick(draft, FIRST, a[3]);
}

fn salt(n: u8) -> String {
    format!("{n:02x}").repeat(16)
}

fn lock_decks(draft: &mut Draft) {
    for (n, seat) in [(0xd1, FIRST), (0xd2, SECOND)] {
        let team = draft.final_teams().unwrap().get(seat).clone();
        let tactics = team
            .iter()
            .flat_map(|c| {
                [0u8, 1].map(|s| TacticPick {
                    character: c.clone(),
                    slot: TacticSlot::new(s).unwrap(),
                })
            })
            .collect();
        act(
            draft,
            DraftAction::LockDeck {
                seat,
                deck: DeckChoice { tactics },
                salt: salt(n),
            },
        );
    }
}

fn game(round: u32, table: u32, outcome: GameOutcome, draft: Option<PublicDraft>) -> GameInput {
    GameInput {
        round,
        table,
        stage: Stage::Swiss,
        scenario: Some("assault".to_owned()),
        players: BySeat::new(format!("ana-{table}"), format!("bo-{table}")),
        outcome,
        draft,
    }
}

fn event(key: &str, finished: bool, games: Vec<GameInput>) -> EventInput {
    EventInput {
        key: key.to_owned(),
        name: format!("Event {key}"),
        ruleset: RulesetVersion::AglV1,
        format: Some(EventFormat::StandardTournament),
        date: Some("2026-03-01".to_owned()),
        finished,
        games,
    }
}

fn character<'a>(stats: &'a AglStatistics, name: &str) -> &'a CharacterStats {
    stats
        .characters
        .iter()
        .find(|c| c.character.as_str() == name)
        .unwrap_or_else(|| panic!("{name} is not in the statistics"))
}

fn stats_of(events: &[EventInput]) -> AglStatistics {
    agl_statistics(events, &Filter::default())
}

/// Gata on both teams: the first seat picks her first, the second seat second.
fn mirror_draft() -> Draft {
    let mut d = draft(&[], ["oxyd", "keller-resources"]);
    picks(
        &mut d,
        ["gata", "wild-bill", "8-ball", "maximus"],
        ["gata", "valkyrie", "hannibal", "laxmee"],
    );
    d
}

#[test]
fn picks_slots_and_a_mirror_win_rate_by_hand() {
    let d = mirror_draft();
    let public = PublicDraft::of(&d, DeckAccess::Withheld);
    let events = [event(
        "e1",
        false,
        vec![game(1, 1, GameOutcome::Won { seat: FIRST }, Some(public))],
    )];
    let stats = stats_of(&events);
    assert_eq!((stats.games, stats.drafts, stats.decided_drafts), (1, 1, 1));

    // Gata: in both lineups, picked by both (slots 1 and 2), on both teams: a mirror.
    let gata = character(&stats, "gata");
    assert_eq!(
        (gata.available, gata.drafted.hits, gata.drafted.of),
        (2, 2, 2)
    );
    assert_eq!((gata.first_picks, gata.picks), (1, 2));
    assert_eq!(gata.average_pick_slot, Some(1.5));
    assert_eq!(
        gata.win_rate.games, 0,
        "a mirror game counts for neither side"
    );

    // Wild Bill: picked fourth, won; Valkyrie: picked third, lost.
    let bill = character(&stats, "wild-bill");
    assert_eq!(bill.average_pick_slot, Some(4.0));
    assert_eq!((bill.win_rate.wins, bill.win_rate.games), (1, 1));
    assert_eq!(bill.win_rate.rate.value, Some(1.0));
    assert!(bill.win_rate.rate.low_sample);
    let valkyrie = character(&stats, "valkyrie");
    assert_eq!(valkyrie.average_pick_slot, Some(3.0));
    assert_eq!(
        (valkyrie.win_rate.losses, valkyrie.win_rate.rate.value),
        (1, Some(0.0))
    );
    assert_eq!(valkyrie.by_scenario[0].key, "assault");
    assert_eq!(valkyrie.by_mods[0].key, "no Mods");

    // Miyamoto Mushashi: available, never drafted.
    let miyamoto = character(&stats, "miyamoto-mushashi");
    assert_eq!((miyamoto.available, miyamoto.drafted.value), (1, Some(0.0)));
    assert_eq!((miyamoto.picks, miyamoto.average_pick_slot), (0, None));

    // Sponsors: one player each; Oxyd won, Keller Resources lost.
    let oxyd = stats
        .sponsors
        .iter()
        .find(|s| s.sponsor.as_str() == "oxyd")
        .unwrap();
    assert_eq!((oxyd.players, oxyd.drafts, oxyd.win_rate.wins), (1, 1, 1));
    let keller = stats
        .sponsors
        .iter()
        .find(|s| s.sponsor.as_str() == "keller-resources")
        .unwrap();
    assert_eq!((keller.win_rate.losses, keller.win_rate.games), (1, 1));
}

#[test]
fn a_sponsor_mirror_counts_its_players_but_no_result() {
    let mut d = draft(&[], ["oxyd", "oxyd"]);
    picks(
        &mut d,
        ["gata", "wild-bill", "8-ball", "maximus"],
        ["valkyrie", "hannibal", "laxmee", "kozmo"],
    );
    let public = PublicDraft::of(&d, DeckAccess::Withheld);
    let events = [event(
        "e1",
        false,
        vec![game(1, 1, GameOutcome::Won { seat: SECOND }, Some(public))],
    )];
    let stats = stats_of(&events);
    let oxyd = &stats.sponsors[0];
    assert_eq!((oxyd.players, oxyd.drafts, oxyd.win_rate.games), (2, 2, 0));
}

#[test]
fn koorie_queen_bans_and_zlavin_blocks_are_contested() {
    // "Koorie Queen Mod": A bans from B's lineup, then B from A's; "Zlavin Mod": Gata, picked
    // by the first seat, is closed to the second, in whose lineup she stands.
    let mut d = draft(&[Mod::KoorieQueen, Mod::Zlavin], ["oxyd", "oxyd"]);
    ban(&mut d, FIRST, "valkyrie");
    ban(&mut d, SECOND, "miyamoto-mushashi");
    picks(
        &mut d,
        ["gata", "wild-bill", "8-ball", "maximus"],
        ["hannibal", "laxmee", "senor-massacre", "padre-mendoza"],
    );
    let public = PublicDraft::of(&d, DeckAccess::Withheld);
    let stats = stats_of(&[event(
        "e1",
        false,
        vec![game(1, 1, GameOutcome::Pending, Some(public))],
    )]);
    let gata = character(&stats, "gata");
    assert_eq!(
        (gata.drafted.hits, gata.blocks, gata.bans, gata.contested),
        (1, 1, 0, 2)
    );
    let valkyrie = character(&stats, "valkyrie");
    assert_eq!(
        (valkyrie.bans, valkyrie.contested, valkyrie.drafted.hits),
        (1, 1, 0)
    );
    assert_eq!(character(&stats, "miyamoto-mushashi").bans, 1);
    assert_eq!(character(&stats, "hannibal").blocks, 0);
    assert_eq!(stats.decided_drafts, 0, "a pending game has no win rate");
    assert_eq!(character(&stats, "gata").by_mods.len(), 0);
}

#[test]
fn an_undone_pick_is_not_a_pick() {
    // docs/rulings.md, "What can be undone": the undone pick leaves the record.
    let mut d = draft(&[], ["oxyd", "oxyd"]);
    pick(&mut d, FIRST, "parvati");
    act(&mut d, DraftAction::Undo { seat: FIRST });
    picks(
        &mut d,
        ["gata", "wild-bill", "8-ball", "maximus"],
        ["valkyrie", "hannibal", "laxmee", "kozmo"],
    );
    let public = PublicDraft::of(&d, DeckAccess::Withheld);
    let stats = stats_of(&[event(
        "e1",
        false,
        vec![game(1, 1, GameOutcome::Pending, Some(public))],
    )]);
    let parvati = character(&stats, "parvati");
    assert_eq!(
        (parvati.picks, parvati.first_picks, parvati.drafted.hits),
        (0, 0, 0)
    );
    assert_eq!(character(&stats, "gata").first_picks, 1);
}

fn lock_swap(draft: &mut Draft, seat: Seat, swap: SwapChoice, n: u8) {
    act(
        draft,
        DraftAction::LockSwap {
            seat,
            swap,
            salt: salt(n),
        },
    );
}

fn vassily_draft() -> Draft {
    let mut d = draft(&[Mod::Vassily], ["oxyd", "oxyd"]);
    picks(
        &mut d,
        ["gata", "wild-bill", "8-ball", "maximus"],
        ["valkyrie", "hannibal", "laxmee", "kozmo"],
    );
    d
}

fn one_game(draft: &Draft, finished: bool, outcome: GameOutcome) -> Vec<EventInput> {
    let decks = if finished {
        DeckAccess::Public
    } else {
        DeckAccess::Withheld
    };
    vec![event(
        "e1",
        finished,
        vec![game(1, 1, outcome, Some(PublicDraft::of(draft, decks)))],
    )]
}

#[test]
fn a_hidden_swap_changes_nothing_and_a_revealed_one_counts() {
    // "Vassily Mod": both swaps are locked in secret and revealed at once.
    let mut d = vassily_draft();
    let before = stats_of(&one_game(&d, false, GameOutcome::Pending));
    let report = |d: &Draft| {
        report_json(&stats_report(
            &one_game(d, false, GameOutcome::Pending),
            &[],
            &Filter::default(),
        ))
    };
    let report_before = report(&d);
    let replace = SwapChoice::Replace {
        remove: id("maximus"),
        add: id("hexx3r"),
    };
    lock_swap(&mut d, FIRST, replace, 0x51);
    assert_eq!(d.step(), Step::Swap);
    let hidden = stats_of(&one_game(&d, false, GameOutcome::Pending));
    assert_eq!(hidden, before, "a hidden swap must not show");
    assert_eq!(
        report(&d),
        report_before,
        "a hidden swap must not reach the export"
    );

    lock_swap(&mut d, SECOND, SwapChoice::Keep, 0x52);
    let shown = stats_of(&one_game(&d, false, GameOutcome::Won { seat: FIRST }));
    assert_eq!(character(&shown, "hexx3r").swapped_in, 1);
    assert_eq!(character(&shown, "maximus").swapped_out, 1);
    // The swap changes who played, not who was drafted.
    assert_eq!(character(&shown, "maximus").drafted.hits, 1);
    assert_eq!(character(&shown, "maximus").win_rate.games, 0);
    assert_eq!(character(&shown, "hexx3r").win_rate.wins, 1);
    let rows = game_rows(
        &one_game(&d, false, GameOutcome::Pending),
        &Filter::default(),
    );
    assert_eq!(rows[0].swaps.first, "maximus>hexx3r");
}

#[test]
fn decks_count_only_when_public_and_the_event_is_finished() {
    let mut d = mirror_draft();
    let before = stats_of(&one_game(&d, false, GameOutcome::Pending));
    let team = d.final_teams().unwrap().first.clone();
    act(
        &mut d,
        DraftAction::LockDeck {
            seat: FIRST,
            deck: DeckChoice {
                tactics: team
                    .iter()
                    .flat_map(|c| {
                        [0u8, 1].map(|s| TacticPick {
                            character: c.clone(),
                            slot: TacticSlot::new(s).unwrap(),
                        })
                    })
                    .collect(),
            },
            salt: salt(0xd1),
        },
    );
    assert_eq!(
        stats_of(&one_game(&d, false, GameOutcome::Pending)),
        before,
        "one locked deck must not show"
    );
    let mut d = mirror_draft();
    lock_decks(&mut d);
    let unfinished = stats_of(&one_game(&d, false, GameOutcome::Won { seat: FIRST }));
    assert_eq!((unfinished.decks, unfinished.tactics.len()), (0, 0));
    // Even with the decks given, an unfinished event's decks never count.
    let given = vec![event(
        "e1",
        false,
        vec![game(
            1,
            1,
            GameOutcome::Won { seat: FIRST },
            Some(PublicDraft::of(&d, DeckAccess::Public)),
        )],
    )];
    assert_eq!(stats_of(&given).decks, 0);

    let finished = stats_of(&one_game(&d, true, GameOutcome::Won { seat: FIRST }));
    assert_eq!(finished.decks, 2);
    // Gata is on both teams, each deck holding her slots 0 and 1: 2 of 2; slot 2 is in none.
    let gata_0 = finished
        .tactics
        .iter()
        .find(|t| t.character.as_str() == "gata" && t.slot == TacticSlot::new(0).unwrap())
        .unwrap();
    assert_eq!((gata_0.included.hits, gata_0.included.of), (2, 2));
    assert!(!finished
        .tactics
        .iter()
        .any(|t| t.slot == TacticSlot::new(2).unwrap()));
    let bill_1 = finished
        .tactics
        .iter()
        .find(|t| t.character.as_str() == "wild-bill" && t.slot == TacticSlot::new(1).unwrap())
        .unwrap();
    assert_eq!((bill_1.included.hits, bill_1.included.of), (1, 1));
}

#[test]
fn abandoned_games_ties_and_undrafted_tables_by_hand() {
    let d = mirror_draft();
    let public = || Some(PublicDraft::of(&d, DeckAccess::Withheld));
    let events = [event(
        "e1",
        true,
        vec![
            game(1, 1, GameOutcome::NoWinner, public()),
            game(1, 2, GameOutcome::Tie, public()),
            // A conceded game is a win for the rival (the app reads GameEnd::Conceded so).
            game(2, 1, GameOutcome::Won { seat: SECOND }, public()),
            // A table played without a draft in the app.
            game(2, 2, GameOutcome::Won { seat: FIRST }, None),
        ],
    )];
    let stats = stats_of(&events);
    assert_eq!((stats.games, stats.drafts, stats.decided_drafts), (4, 3, 2));
    let bill = character(&stats, "wild-bill");
    assert_eq!(
        (
            bill.win_rate.games,
            bill.win_rate.wins,
            bill.win_rate.ties,
            bill.win_rate.losses
        ),
        (2, 0, 1, 1)
    );
    assert_eq!(bill.win_rate.rate.value, Some(0.0));
    assert_eq!(bill.available, 3);
    // Players count once per event: each table's seat is a different key here.
    let oxyd = stats
        .sponsors
        .iter()
        .find(|s| s.sponsor.as_str() == "oxyd")
        .unwrap();
    assert_eq!((oxyd.players, oxyd.drafts), (2, 3));
}

#[test]
fn filters_keep_rounds_dates_and_events() {
    let d = mirror_draft();
    let public = || Some(PublicDraft::of(&d, DeckAccess::Withheld));
    let mut late = event("e2", true, vec![game(1, 1, GameOutcome::Tie, public())]);
    late.date = Some("2026-09-01".to_owned());
    late.ruleset = RulesetVersion::AglSeason2;
    let mut undated = event("e3", true, vec![game(1, 1, GameOutcome::Tie, public())]);
    undated.date = None;
    let events = [
        event(
            "e1",
            true,
            vec![
                game(1, 1, GameOutcome::Tie, public()),
                game(2, 1, GameOutcome::Tie, public()),
                game(3, 1, GameOutcome::Tie, public()),
            ],
        ),
        late,
        undated,
    ];
    let games = |filter: Filter| agl_statistics(&events, &filter).games;
    assert_eq!(games(Filter::default()), 5);
    assert_eq!(
        games(Filter {
            first_round: Some(2),
            last_round: Some(2),
            ..Filter::default()
        }),
        1
    );
    assert_eq!(
        games(Filter {
            from_date: Some("2026-06-01".to_owned()),
            ..Filter::default()
        }),
        1
    );
    assert_eq!(
        games(Filter {
            to_date: Some("2026-06-01".to_owned()),
            ..Filter::default()
        }),
        3
    );
    assert_eq!(
        games(Filter {
            events: Some(vec!["e3".to_owned()]),
            ..Filter::default()
        }),
        1
    );
    assert_eq!(
        games(Filter {
            ruleset: Some(RulesetVersion::AglSeason2),
            ..Filter::default()
        }),
        1
    );
    assert_eq!(
        games(Filter {
            stage: Some(Stage::Cut),
            ..Filter::default()
        }),
        0
    );
    let stats = agl_statistics(
        &events,
        &Filter {
            low_sample_under: 2,
            ..Filter::default()
        },
    );
    assert!(!character(&stats, "gata").drafted.low_sample);
    assert_eq!(agl_statistics(&events, &Filter::default()).events, 3);
}

#[test]
fn the_games_csv_has_one_row_per_game_and_defuses_formulas() {
    let d = mirror_draft();
    let mut e = event(
        "e1",
        true,
        vec![game(
            1,
            1,
            GameOutcome::Won { seat: FIRST },
            Some(PublicDraft::of(&d, DeckAccess::Withheld)),
        )],
    );
    e.name = "=cmd, \"quoted\"".to_owned();
    let rows = game_rows(&[e], &Filter::default());
    assert_eq!(
        rows[0].pick_order,
        "A1 gata B1 gata B2 valkyrie A2 wild-bill A3 8-ball B3 hannibal B4 laxmee A4 maximus"
    );
    assert_eq!(rows[0].player_a, "first");
    let csv = games_csv(&rows);
    let lines: Vec<&str> = csv.split("\r\n").filter(|l| !l.is_empty()).collect();
    assert_eq!(lines.len(), 2);
    assert_eq!(lines[0], GAMES_CSV_COLUMNS.join(","));
    assert!(
        lines[1].starts_with("e1,\"'=cmd, \"\"quoted\"\"\",2026-03-01,1,1,swiss,assault,no Mods,")
    );
    assert!(lines[1].ends_with(",first,hexadraft-stats,1"));
}

/// A random draft: public actions (bans, picks, undos) chosen by `choices`, under `mods`.
fn random_draft(mods: &[Mod], choices: &[u8]) -> Draft {
    let mut d = draft(mods, ["oxyd", "keller-resources"]);
    let any_salt = Salt::new(salt(0x77)).unwrap();
    for choice in choices {
        if !matches!(d.step(), Step::Ban | Step::Pick) {
            break;
        }
        let Some(&seat) = d.waiting_for().first() else {
            break;
        };
        let actions: Vec<DraftAction> = d
            .legal_actions(seat, &any_salt)
            .into_iter()
            .filter(|a| {
                matches!(
                    a,
                    DraftAction::Ban { .. } | DraftAction::Pick { .. } | DraftAction::Undo { .. }
                )
            })
            .collect();
        if actions.is_empty() {
            break;
        }
        act(
            &mut d,
            actions[usize::from(*choice) % actions.len()].clone(),
        );
    }
    d
}

fn mod_sets() -> Vec<Vec<Mod>> {
    vec![
        vec![],
        vec![Mod::KoorieQueen],
        vec![Mod::Zlavin],
        vec![Mod::KoorieQueen, Mod::Zlavin],
        vec![Mod::Vassily],
        vec![Mod::KoorieQueen, Mod::Vassily],
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn rates_stay_in_range_and_counts_add_up(
        drafts in prop::collection::vec((0usize..6, prop::collection::vec(any::<u8>(), 0..30), 0u8..4), 1..6)
    ) {
        let sets = mod_sets();
        let mut games = Vec::new();
        let (mut picks, mut bans, mut with_picks, mut lineups) = (0u32, 0u32, 0u32, 0u32);
        for (table, (set, choices, result)) in drafts.iter().enumerate() {
            let d = random_draft(&sets[*set], choices);
            let public = PublicDraft::of(&d, DeckAccess::Withheld);
            picks += public.picks().len() as u32;
            bans += public.bans().len() as u32;
            with_picks += u32::from(!public.picks().is_empty());
            lineups += public.lineups().iter().map(|(_, l)| l.len() as u32).sum::<u32>();
            let outcome = match result {
                0 => GameOutcome::Won { seat: FIRST },
                1 => GameOutcome::Won { seat: SECOND },
                2 => GameOutcome::Tie,
                _ => GameOutcome::Pending,
            };
            games.push(game(1, table as u32 + 1, outcome, Some(public)));
        }
        let stats = stats_of(&[event("e", false, games)]);
        let sum = |f: fn(&CharacterStats) -> u32| stats.characters.iter().map(f).sum::<u32>();
        prop_assert_eq!(sum(|c| c.picks), picks);
        prop_assert_eq!(sum(|c| c.bans), bans);
        prop_assert_eq!(sum(|c| c.first_picks), with_picks);
        prop_assert_eq!(sum(|c| c.available), lineups);
        for c in &stats.characters {
            prop_assert!(c.drafted.hits <= c.available);
            prop_assert_eq!(c.contested, c.drafted.hits + c.bans + c.blocks);
            let w = c.win_rate;
            prop_assert_eq!(w.games, w.wins + w.ties + w.losses);
            prop_assert!(w.games <= stats.decided_drafts * 2);
            for rate in [c.drafted, w.rate] {
                if let Some(v) = rate.value {
                    prop_assert!((0.0..=1.0).contains(&v));
                }
            }
            if let Some(slot) = c.average_pick_slot {
                prop_assert!((1.0..=8.0).contains(&slot));
            }
            let by_scenario: u32 = c.by_scenario.iter().map(|b| b.win_rate.games).sum();
            let by_mods: u32 = c.by_mods.iter().map(|b| b.win_rate.games).sum();
            prop_assert_eq!(by_scenario, w.games);
            prop_assert_eq!(by_mods, w.games);
        }
    }

    /// A player-safe copy withholds every secret action: it replays up to the first one. Where
    /// no secret is involved (nothing revealed yet) its statistics are the organizer's, and a
    /// hidden swap gives the statistics of the draft before it.
    #[test]
    fn a_player_safe_copy_and_a_hidden_swap_give_the_organizers_statistics(
        set in 0usize..6,
        choices in prop::collection::vec(any::<u8>(), 0..40),
        swap_seat in any::<bool>(),
    ) {
        let sets = mod_sets();
        let mut organizer = random_draft(&sets[set], &choices);
        let seat = if swap_seat { FIRST } else { SECOND };
        if organizer.step() == Step::Swap {
            let team = organizer.picked_team(seat);
            let lineup = organizer.setup().players.get(seat).lineup.clone();
            for add in lineup.iter().filter(|c| !team.contains(c)) {
                let swap = SwapChoice::Replace { remove: team[0].clone(), add: add.clone() };
                if organizer.apply(DraftAction::LockSwap { seat, swap, salt: salt(0x99) }).is_ok() {
                    break;
                }
            }
            prop_assert!(organizer.actions().last().is_some_and(DraftAction::is_secret));
        }
        // The export's stand-in: every action before the first secret one.
        let public_actions: Vec<DraftAction> = organizer
            .actions()
            .iter()
            .take_while(|a| !a.is_secret())
            .cloned()
            .collect();
        let player_safe = Draft::replay(catalog(), organizer.setup().clone(), &public_actions).unwrap();
        let stats = |d: &Draft| stats_of(&one_game(d, false, GameOutcome::Pending));
        prop_assert_eq!(stats(&organizer), stats(&player_safe));
        prop_assert_eq!(
            game_rows(&one_game(&organizer, false, GameOutcome::Pending), &Filter::default()),
            game_rows(&one_game(&player_safe, false, GameOutcome::Pending), &Filter::default())
        );
    }
}

/// An event of one game on `date` under `ruleset`.
fn dated(
    key: &str,
    date: Option<&str>,
    ruleset: RulesetVersion,
    outcome: GameOutcome,
    draft: &Draft,
) -> EventInput {
    let public = PublicDraft::of(draft, DeckAccess::Withheld);
    EventInput {
        ruleset,
        date: date.map(str::to_owned),
        ..event(key, true, vec![game(1, 1, outcome, Some(public))])
    }
}

#[test]
fn a_characters_season_is_one_point_per_event_in_date_order_with_rule_changes_marked() {
    // January (v1.0): Koorie Queen, the first seat bans Valkyrie; the first team wins.
    let mut january = draft(&[Mod::KoorieQueen], ["oxyd", "oxyd"]);
    ban(&mut january, FIRST, "valkyrie");
    ban(&mut january, SECOND, "miyamoto-mushashi");
    picks(
        &mut january,
        ["gata", "wild-bill", "8-ball", "maximus"],
        ["hannibal", "laxmee", "senor-massacre", "padre-mendoza"],
    );
    // February (v1.0): Valkyrie on the second team, which wins.
    let february = mirror_draft();
    // March (Season 2): Valkyrie on the second team, which loses.
    let mut march = draft(&[], ["oxyd", "oxyd"]);
    picks(
        &mut march,
        ["wild-bill", "8-ball", "maximus", "hexx3r"],
        ["valkyrie", "hannibal", "laxmee", "kozmo"],
    );
    let won = |seat| GameOutcome::Won { seat };
    let events = [
        dated(
            "march",
            Some("2026-03-10"),
            RulesetVersion::AglSeason2,
            won(FIRST),
            &march,
        ),
        // No date: last. Back under v1.0, a change again; its game has no result.
        dated(
            "undated",
            None,
            RulesetVersion::AglV1,
            GameOutcome::Pending,
            &february,
        ),
        dated(
            "january",
            Some("2026-01-10"),
            RulesetVersion::AglV1,
            won(FIRST),
            &january,
        ),
        dated(
            "february",
            Some("2026-02-10"),
            RulesetVersion::AglV1,
            won(SECOND),
            &february,
        ),
    ];
    let season = character_season(&events, &Filter::default(), &id("valkyrie"));
    let keys: Vec<&str> = season.iter().map(|p| p.event.as_str()).collect();
    assert_eq!(keys, ["january", "february", "march", "undated"]);
    let changed: Vec<bool> = season.iter().map(|p| p.rules_changed).collect();
    assert_eq!(changed, [false, false, true, true]);
    // Valkyrie stands in the second lineup of every game.
    assert!(season.iter().all(|p| p.available == 1));
    let drafted: Vec<(u32, u32)> = season
        .iter()
        .map(|p| (p.drafted.hits, p.drafted.of))
        .collect();
    assert_eq!(drafted, [(0, 1), (1, 1), (1, 1), (1, 1)]);
    // Only January's draft is under Koorie Queen: elsewhere no ban could be made, so no sample.
    let banned: Vec<(u32, u32, Option<f64>)> = season
        .iter()
        .map(|p| (p.banned.hits, p.banned.of, p.banned.value))
        .collect();
    assert_eq!(
        banned,
        [(1, 1, Some(1.0)), (0, 0, None), (0, 0, None), (0, 0, None)]
    );
    let wins: Vec<(u32, u32, Option<f64>)> = season
        .iter()
        .map(|p| (p.win_rate.wins, p.win_rate.games, p.win_rate.rate.value))
        .collect();
    assert_eq!(
        wins,
        [
            (0, 0, None),
            (1, 1, Some(1.0)),
            (0, 1, Some(0.0)),
            (0, 0, None)
        ]
    );
    assert!(season.iter().all(|p| p.drafted.low_sample));

    // A character in no lineup still has its events, at zero.
    let absent = character_season(&events, &Filter::default(), &id("not-in-any-lineup"));
    assert_eq!(absent.len(), 4);
    assert!(absent
        .iter()
        .all(|p| p.available == 0 && p.drafted.value.is_none()));

    // The filter keeps v1.0 only: no change left to mark.
    let v1 = Filter {
        ruleset: Some(RulesetVersion::AglV1),
        ..Filter::default()
    };
    let season = character_season(&events, &v1, &id("valkyrie"));
    assert_eq!(season.len(), 3);
    assert!(season.iter().all(|p| !p.rules_changed));
}
