//! The statistics use case end to end on a temporary data folder: an event's table drafts
//! played through the app, the statistics of the event, of a ledger and of chosen journals, what
//! a secret changes (nothing), what a player-safe copy gives, and the export's golden files.
//! `HEXADRAFT_UPDATE_GOLDEN=1 cargo test -p hexadraft-app --test integration statistics`
//! rewrites the golden files after a deliberate change to the export (documented in
//! docs/formats.md).

// Test helpers outside #[test] functions may unwrap too: a failure here is a failed test.
#![allow(clippy::unwrap_used, clippy::panic)]

use hexadraft_app::statistics::{StatsFileFormat, StatsScope};
use hexadraft_app::table_draft::{EventTableRef, SeedChoice, TableDraft, TableViewer};
use hexadraft_app::App;
use hexadraft_catalog::{CharacterId, ScenarioId, SponsorId, TacticSlot};
use hexadraft_draft::{
    DeckChoice, DraftMove, EventFormat, Mod, RulesetVersion, Seat, SeatChoice, SwapChoice,
    TacticPick,
};
use hexadraft_event::{
    EventAction, EventDefinition, EventType, GameEnd, Registration, RematchPolicy, ResultInput,
    RulingsEdition, ScenarioChoice, ScoreInput,
};
use hexadraft_paper::Language;
use hexadraft_stats::{Filter, StatsReport, STATS_FORMAT, STATS_VERSION};
use hexadraft_storage::ExportAudience;
use hexadraft_testkit::{app_at, ia_store_championship, IA_ARMY, LINEUPS};
use std::path::PathBuf;

/// Compares `found` with the golden file `name`, or rewrites it when asked.
fn matches_golden(name: &str, found: &str) {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/golden")
        .join(name);
    if std::env::var_os("HEXADRAFT_UPDATE_GOLDEN").is_some() {
        std::fs::write(&path, found).unwrap();
    } else {
        let expected = std::fs::read_to_string(&path).unwrap_or_default();
        assert!(
            expected == found,
            "{name} is not what this version exports: review, document in docs/formats.md, rewrite with HEXADRAFT_UPDATE_GOLDEN=1"
        );
    }
}

/// A one-round Koorie Queen + Vassily event of four players, round 1 paired.
fn event(app: &App) -> String {
    let id = app
        .create_event(
            EventDefinition {
                name: "Meta Cup".into(),
                format: EventFormat::OpenTournament,
                ruleset: RulesetVersion::AglV1,
                mods: vec![Mod::KoorieQueen, Mod::Vassily],
                event_type: EventType::Open,
                rounds: Some(1),
                scenarios: vec![ScenarioChoice::Official {
                    id: ScenarioId::new("assault").unwrap(),
                }],
                stadium: None,
                seed: None,
                rematches: RematchPolicy::Avoid,
                lineup_size: None,
                rulings: RulingsEdition::CURRENT,
                publish_rounds: false,
            },
            Language::En,
        )
        .unwrap()
        .id()
        .to_owned();
    let mut seq = 0;
    for (i, name) in ["Ana", "Bo", "Cy", "Di"].iter().enumerate() {
        let registration = Registration {
            name: (*name).into(),
            corvus_pin: format!("PIN{i}"),
            sponsor: Some(SponsorId::new(if i < 2 { "oxyd" } else { "vissiorama" }).unwrap()),
            sponsor_unlocked: false,
            lineup: Some(
                LINEUPS[i % 2]
                    .iter()
                    .map(|c| CharacterId::new(*c).unwrap())
                    .collect(),
            ),
            team_name: None,
        };
        seq = app
            .apply_event_action(&id, seq, EventAction::RegisterPlayer { registration })
            .unwrap()
            .seq();
    }
    app.apply_event_action(
        &id,
        seq,
        EventAction::PairNextRound {
            round: 1,
            seed: None,
        },
    )
    .unwrap();
    id
}

/// The move of the seat to act: the first character it may ban or pick.
fn public_move(app: &App, draft: &TableDraft, seat: Seat) -> Option<DraftMove> {
    let options = app
        .open_draft(&draft.id, TableViewer::Seat { seat }, None)
        .unwrap()
        .options?;
    let first_open = |list: &[hexadraft_draft::CharacterOption]| {
        list.iter()
            .find(|o| o.unavailable.is_none())
            .unwrap()
            .character
            .clone()
    };
    match options.choice {
        SeatChoice::Ban { characters, .. } => Some(DraftMove::Ban {
            seat,
            character: first_open(&characters),
        }),
        SeatChoice::Pick { characters, .. } => Some(DraftMove::Pick {
            seat,
            character: first_open(&characters),
        }),
        _ => None,
    }
}

fn play(app: &App, draft: TableDraft, mv: DraftMove) -> TableDraft {
    app.apply_draft_move(&draft.id, draft.seq, mv, TableViewer::Table, None)
        .unwrap()
}

/// Round 1's draft of `table`: bans and picks, then the secret steps up to `secrets` of them
/// (the first seat swaps its first character for the first one it left, the second keeps; then
/// both decks).
fn draft_table(app: &App, event: &str, table: u32, secrets: usize) -> TableDraft {
    let setup = app.table_draft_setup(event, 1, table).unwrap();
    let link = EventTableRef {
        event_id: event.to_owned(),
        round: 1,
        table,
    };
    let mut draft = app
        .create_draft(setup, SeedChoice::Keep, Some(link))
        .unwrap();
    while let Some(&seat) = draft.view.waiting_for.first() {
        let Some(mv) = public_move(app, &draft, seat) else {
            break;
        };
        draft = play(app, draft, mv);
    }
    let first = &draft.view.players.first;
    let swap = SwapChoice::Replace {
        remove: first.picked_team[0].clone(),
        add: first
            .lineup
            .iter()
            .map(|e| e.character.clone())
            .find(|c| !first.picked_team.contains(c) && first.banned.as_ref() != Some(c))
            .unwrap(),
    };
    let swaps = [(Seat::First, swap), (Seat::Second, SwapChoice::Keep)];
    for (seat, swap) in swaps.into_iter().take(secrets) {
        draft = play(app, draft, DraftMove::LockSwap { seat, swap });
    }
    for seat in Seat::BOTH.into_iter().take(secrets.saturating_sub(2)) {
        let team = draft.view.teams.clone().unwrap().get(seat).clone();
        let tactics = team
            .iter()
            .flat_map(|c| {
                [0, 1].map(|s| TacticPick {
                    character: c.clone(),
                    slot: TacticSlot::new(s).unwrap(),
                })
            })
            .collect();
        draft = play(
            app,
            draft,
            DraftMove::LockDeck {
                seat,
                deck: DeckChoice { tactics },
            },
        );
    }
    draft
}

fn record(app: &App, event: &str, table: u32, first: i32, second: i32) {
    let seq = app.get_event(event).unwrap().seq();
    let score = |victory_points| ScoreInput {
        victory_points,
        frags: 0,
        first_blood: false,
    };
    app.apply_event_action(
        event,
        seq,
        EventAction::RecordResult {
            round: 1,
            table,
            result: ResultInput {
                first: score(first),
                second: score(second),
                players: None,
                game_end: GameEnd::Played,
            },
        },
    )
    .unwrap();
}

fn of_event(app: &App, event: &str, audience: ExportAudience) -> StatsReport {
    app.statistics(
        &StatsScope::Event {
            id: event.to_owned(),
        },
        &Filter::default(),
        audience,
    )
    .unwrap()
}

/// The finished event: table 1 drafted through both decks and won by its first seat, table 2
/// drafted through both decks and won by its second.
fn finished_event(app: &App) -> String {
    let id = event(app);
    draft_table(app, &id, 1, 4);
    draft_table(app, &id, 2, 4);
    record(app, &id, 1, 7, 2);
    record(app, &id, 2, 3, 4);
    id
}

#[test]
fn an_events_statistics_count_its_drafted_tables_and_decks_once_it_is_finished() {
    let dir = tempfile::tempdir().unwrap();
    let app = app_at(dir.path(), 26);
    let id = event(&app);
    draft_table(&app, &id, 1, 4);
    draft_table(&app, &id, 2, 4);
    record(&app, &id, 1, 7, 2);
    let running = of_event(&app, &id, ExportAudience::Organizer);
    assert_eq!(
        (running.format.as_str(), running.version),
        (STATS_FORMAT, STATS_VERSION)
    );
    assert_eq!(
        (
            running.agl.games,
            running.agl.drafts,
            running.agl.decided_drafts
        ),
        (2, 2, 1)
    );
    assert_eq!(running.agl.decks, 0, "a running event's decks stay secret");
    let bans: u32 = running.agl.characters.iter().map(|c| c.bans).sum();
    assert_eq!(bans, 4, "each table's two Koorie Queen bans");
    let swaps: u32 = running.agl.characters.iter().map(|c| c.swapped_in).sum();
    assert_eq!(swaps, 2, "each table's first seat swapped once, revealed");
    assert_eq!(running.games.len(), 2);
    assert_eq!(running.games[0].result, "first");
    assert_eq!(running.games[1].result, "pending");
    assert_eq!(running.games[0].scenario, "assault");

    record(&app, &id, 2, 3, 4);
    let finished = of_event(&app, &id, ExportAudience::Organizer);
    assert_eq!(finished.agl.decks, 4);
    assert!(!finished.agl.tactics.is_empty());
    // The player-safe audience's statistics are the organizer's without the decks.
    let mut player_safe = of_event(&app, &id, ExportAudience::PlayerSafe);
    assert_eq!(
        (player_safe.agl.decks, player_safe.agl.tactics.len()),
        (0, 0)
    );
    player_safe.agl.decks = finished.agl.decks;
    player_safe.agl.tactics = finished.agl.tactics.clone();
    assert_eq!(player_safe, finished);
}

#[test]
fn a_hidden_swap_or_a_locked_deck_changes_no_statistic() {
    let dir = tempfile::tempdir().unwrap();
    let app = app_at(dir.path(), 26);
    let id = event(&app);
    let draft = draft_table(&app, &id, 1, 0);
    let before = of_event(&app, &id, ExportAudience::Organizer);
    let text = |app: &App| {
        app.statistics_text(
            &StatsScope::Event { id: id.clone() },
            &Filter::default(),
            ExportAudience::Organizer,
            StatsFileFormat::Json,
        )
        .unwrap()
    };
    let json_before = text(&app);
    // The first seat's secret swap, not yet revealed.
    let first = &draft.view.players.first;
    let add = first
        .lineup
        .iter()
        .map(|e| e.character.clone())
        .find(|c| !first.picked_team.contains(c) && first.banned.as_ref() != Some(c))
        .unwrap();
    let swap = SwapChoice::Replace {
        remove: first.picked_team[0].clone(),
        add,
    };
    let draft = play(
        &app,
        draft,
        DraftMove::LockSwap {
            seat: Seat::First,
            swap,
        },
    );
    assert_eq!(of_event(&app, &id, ExportAudience::Organizer), before);
    assert_eq!(text(&app), json_before);
    // Once both are locked the swaps are revealed and count; then one locked deck changes
    // nothing.
    let draft = play(
        &app,
        draft,
        DraftMove::LockSwap {
            seat: Seat::Second,
            swap: SwapChoice::Keep,
        },
    );
    let revealed = of_event(&app, &id, ExportAudience::Organizer);
    assert_eq!(
        revealed
            .agl
            .characters
            .iter()
            .map(|c| c.swapped_in)
            .sum::<u32>(),
        1
    );
    let team = draft.view.teams.clone().unwrap().first;
    let tactics = team
        .iter()
        .flat_map(|c| {
            [0, 1].map(|s| TacticPick {
                character: c.clone(),
                slot: TacticSlot::new(s).unwrap(),
            })
        })
        .collect();
    play(
        &app,
        draft,
        DraftMove::LockDeck {
            seat: Seat::First,
            deck: DeckChoice { tactics },
        },
    );
    assert_eq!(of_event(&app, &id, ExportAudience::Organizer), revealed);
}

#[test]
fn a_player_safe_copy_gives_the_same_statistics_as_the_organizers_where_no_secret_is_involved() {
    let dir = tempfile::tempdir().unwrap();
    let app = app_at(dir.path(), 26);
    let id = event(&app);
    // Table 1 with the first seat's swap locked in secret, table 2 at the secret steps: the
    // copy withholds the swap and replays each draft up to its picks.
    let first = draft_table(&app, &id, 1, 1);
    let second = draft_table(&app, &id, 2, 0);
    let ids = vec![id.clone(), first.id.clone(), second.id.clone()];
    let organizer = of_event(&app, &id, ExportAudience::Organizer);
    let text = app
        .export_journals_text(&ids, ExportAudience::PlayerSafe)
        .unwrap();
    let elsewhere = tempfile::tempdir().unwrap();
    let copy = app_at(elsewhere.path(), 27);
    copy.import_journals_bytes(text.as_bytes(), false).unwrap();
    assert_eq!(of_event(&copy, &id, ExportAudience::Organizer), organizer);
    assert_eq!(organizer.agl.drafts, 2);
    assert!(organizer.agl.characters.iter().any(|c| c.picks > 0));
}

#[test]
fn a_ledger_and_chosen_journals_gather_each_event_once() {
    let dir = tempfile::tempdir().unwrap();
    let app = app_at(dir.path(), 26);
    let id = finished_event(&app);
    let ledger = app.create_ledger("2026").unwrap();
    app.add_event_to_ledger(&ledger.id, ledger.seq, &id)
        .unwrap();
    let filter = Filter::default();
    let organizer = ExportAudience::Organizer;
    let of_event = of_event(&app, &id, organizer);
    let of_ledger = app
        .statistics(
            &StatsScope::Ledger {
                id: ledger.id.clone(),
            },
            &filter,
            organizer,
        )
        .unwrap();
    assert_eq!(of_ledger, of_event);
    let chosen = app
        .statistics(
            &StatsScope::Journals {
                ids: vec![id.clone(), ledger.id.clone(), id.clone()],
            },
            &filter,
            organizer,
        )
        .unwrap();
    assert_eq!(chosen, of_event, "an event chosen twice counts once");
    // The filter reaches the statistics: round 2 was never played.
    let later = Filter {
        first_round: Some(2),
        ..Filter::default()
    };
    let none = app
        .statistics(&StatsScope::Event { id: id.clone() }, &later, organizer)
        .unwrap();
    assert_eq!((none.agl.games, none.games.len()), (0, 0));
    // An unknown journal is refused.
    assert!(app
        .statistics(
            &StatsScope::Event {
                id: "no-such-journal".into()
            },
            &filter,
            organizer
        )
        .is_err());
}

#[test]
fn the_statistics_export_is_the_golden_files() {
    let dir = tempfile::tempdir().unwrap();
    let app = app_at(dir.path(), 26);
    let id = finished_event(&app);
    let export = |format| {
        app.statistics_text(
            &StatsScope::Event { id: id.clone() },
            &Filter::default(),
            ExportAudience::Organizer,
            format,
        )
        .unwrap()
    };
    matches_golden("statistics-export.json", &export(StatsFileFormat::Json));
    matches_golden("statistics-games.csv", &export(StatsFileFormat::Csv));
    // The file written into the exports folder: the same text, the CSV after a byte-order mark.
    let scope = StatsScope::Event { id: id.clone() };
    let written = |format| {
        let file = app
            .export_statistics(
                &scope,
                &Filter::default(),
                ExportAudience::Organizer,
                format,
                None,
            )
            .unwrap();
        assert!(file.file_name.starts_with("hexadraft-statistics-"));
        std::fs::read_to_string(&file.path).unwrap()
    };
    assert_eq!(
        written(StatsFileFormat::Json),
        export(StatsFileFormat::Json)
    );
    assert_eq!(
        written(StatsFileFormat::Csv),
        format!("\u{feff}{}", export(StatsFileFormat::Csv))
    );
}

/// An Imperial Assault list with Darth Vader, and one without him.
const WITH_VADER: &str = IA_ARMY;
const WITHOUT_VADER: &str = "Stormtrooper (Elite)\nStormtrooper\nImperial Officer\nProbe Droid\n\
    2 Bodyguard\n1 Ballistics Matrix\n1 Battlefield Awareness\n1 Behind Enemy Lines\n\
    1 Black Market Prices\n1 Bladestorm\n1 Blitz\n1 Brace for Impact\n1 Camouflage\n\
    1 Capture the Weary\n1 Change of Plans\n1 Cheat to Win\n1 Collect Intel\n\
    1 Dangerous Bargains\n";

#[test]
fn an_imperial_assault_events_lists_count_once_it_is_finished() {
    use hexadraft_app::desk::ia::IaEventView;
    use hexadraft_event::ia::{CutSize, GameEnd as IaEnd, IaAction, IaResultInput, RoundStructure};
    use hexadraft_event::BySeat;
    let dir = tempfile::tempdir().unwrap();
    let app = app_at(dir.path(), 26);
    let act = |view: &IaEventView, action: IaAction| -> IaEventView {
        app.apply_event_action(&view.header.id, view.header.seq, action)
            .unwrap();
        app.get_event(&view.header.id)
            .unwrap()
            .imperial_assault()
            .unwrap()
    };
    let mut view = app
        .create_event(
            ia_store_championship(&["Mission A", "Mission B"], None),
            Language::En,
        )
        .unwrap()
        .imperial_assault()
        .unwrap();
    for (i, text) in [WITH_VADER, WITHOUT_VADER, WITH_VADER, WITHOUT_VADER]
        .iter()
        .enumerate()
    {
        let army = app.read_ia_army_text(text);
        assert!(
            army.report.problems.is_empty(),
            "{:?}",
            army.report.problems
        );
        view = act(
            &view,
            IaAction::RegisterPlayer {
                name: format!("Player {i}"),
                army: Some(army.list),
            },
        );
    }
    view = act(
        &view,
        IaAction::SetStructure {
            structure: RoundStructure {
                swiss_rounds: 2,
                cut: Some(CutSize::new(2).unwrap()),
            },
        },
    );
    let won = IaResultInput {
        victory_points: BySeat::new(40, 12),
        figure_points: None,
        end: IaEnd::FortyPoints,
    };
    for round in 1..=2 {
        view = act(
            &view,
            IaAction::PairNextRound {
                round,
                seed: None,
                pairing: None,
            },
        );
        for table in [1, 2] {
            view = act(
                &view,
                IaAction::RecordResult {
                    round,
                    table,
                    result: won,
                },
            );
        }
    }
    view = act(&view, IaAction::MakeCut {});
    let scope = StatsScope::Event {
        id: view.header.id.clone(),
    };
    let stats = |app: &App| {
        app.statistics(&scope, &Filter::default(), ExportAudience::Organizer)
            .unwrap()
            .ia
    };
    let running = stats(&app);
    assert_eq!((running.events, running.games, running.lists), (1, 5, 0));
    assert!(
        running.deployment.is_empty(),
        "lists stay secret while the event runs"
    );
    act(
        &view,
        IaAction::RecordCutResult {
            round: 1,
            game: 1,
            result: won,
        },
    );
    let finished = stats(&app);
    assert_eq!((finished.games, finished.lists), (5, 4));
    let vader = finished
        .deployment
        .iter()
        .find(|c| c.key.as_str().contains("vader"))
        .unwrap();
    assert_eq!((vader.share.hits, vader.share.of, vader.players), (2, 4, 2));
    assert_eq!(vader.cut_conversion.of, 2);
    // Every decided game: wins and losses of a card brought by one side only add up.
    let officer = finished
        .deployment
        .iter()
        .find(|c| c.key.as_str().contains("officer"))
        .unwrap();
    assert_eq!(officer.share.hits, 4);
    assert_eq!(
        officer.win_rate.games, 0,
        "every game is an Imperial Officer mirror"
    );
    assert_eq!(finished.affiliations.len(), 1);
    assert_eq!(finished.affiliations[0].win_rate.games, 0);
    assert_eq!(
        vader.win_rate.wins + vader.win_rate.losses + vader.win_rate.ties,
        vader.win_rate.games
    );
}

#[test]
fn a_bye_is_no_game_and_a_table_without_a_draft_counts_its_result_only() {
    let dir = tempfile::tempdir().unwrap();
    let app = app_at(dir.path(), 26);
    let id = app
        .create_event(
            EventDefinition {
                name: "Odd Cup".into(),
                format: EventFormat::OpenTournament,
                ruleset: RulesetVersion::AglV1,
                mods: vec![],
                event_type: EventType::Open,
                rounds: Some(1),
                scenarios: vec![ScenarioChoice::Homemade {
                    name: "Back Alley".into(),
                }],
                stadium: None,
                seed: None,
                rematches: RematchPolicy::Avoid,
                lineup_size: None,
                rulings: RulingsEdition::CURRENT,
                publish_rounds: false,
            },
            Language::En,
        )
        .unwrap()
        .id()
        .to_owned();
    for (i, name) in ["Ana", "Bo", "Cy", "Di", "Eve"].iter().enumerate() {
        let seq = app.get_event(&id).unwrap().seq();
        let registration = Registration {
            name: (*name).into(),
            corvus_pin: format!("PIN{i}"),
            sponsor: None,
            sponsor_unlocked: false,
            lineup: None,
            team_name: None,
        };
        app.apply_event_action(&id, seq, EventAction::RegisterPlayer { registration })
            .unwrap();
    }
    let seq = app.get_event(&id).unwrap().seq();
    app.apply_event_action(
        &id,
        seq,
        EventAction::PairNextRound {
            round: 1,
            seed: None,
        },
    )
    .unwrap();
    record(&app, &id, 1, 5, 1);
    let report = of_event(&app, &id, ExportAudience::Organizer);
    assert_eq!((report.agl.games, report.agl.drafts), (2, 0));
    assert!(report.agl.characters.is_empty() && report.agl.sponsors.is_empty());
    assert_eq!(report.games.len(), 2, "five players: two tables and a bye");
    assert_eq!(
        (
            report.games[0].result.as_str(),
            report.games[1].result.as_str()
        ),
        ("first", "pending")
    );
    assert_eq!(report.games[0].scenario, "Back Alley");
    assert!(report.games.iter().all(|g| g.pick_order.is_empty()));
}

/// The printable page of an event's statistics: a PDF in the exports folder, headed with the
/// event's name, its characters by name and every rate with its count (issue 26).
#[test]
fn the_statistics_page_prints_the_event_by_name_with_every_rate_and_its_count() {
    let dir = tempfile::tempdir().unwrap();
    let app = app_at(dir.path(), 26);
    let id = finished_event(&app);
    let scope = StatsScope::Event { id: id.clone() };
    let report = of_event(&app, &id, ExportAudience::Organizer);
    let file = app
        .export_statistics_pdf(
            &scope,
            &Filter::default(),
            ExportAudience::Organizer,
            hexadraft_app::Language::Fr,
            None,
        )
        .unwrap();
    assert!(file.file_name.ends_with(".pdf"));
    let bytes = std::fs::read(&file.path).unwrap();
    assert!(bytes.starts_with(b"%PDF"));
    // Under wine (scripts/test-windows.sh) poppler's Linux `pdftotext` cannot start: the text
    // is read back by the Linux run, and the paper crate's own tests check the layout there.
    if std::env::var_os("HEXADRAFT_UNDER_WINE").is_some() {
        return;
    }
    let text = pdftotext(std::path::Path::new(&file.path));
    let title = app.get_event(&id).unwrap().header().title.clone();
    assert!(text.contains("Statistiques"), "{text}");
    assert!(text.contains(&title), "{text}");
    let catalog = app.catalog();
    let drafted = report
        .agl
        .characters
        .iter()
        .find(|c| c.drafted.hits > 0)
        .unwrap();
    let name = &catalog.character(&drafted.character).unwrap().name;
    assert!(text.contains(name.as_str()), "{name}: {text}");
    assert!(
        text.contains(&format!("{}/{}", drafted.drafted.hits, drafted.drafted.of)),
        "{text}"
    );
}

/// The text poppler's `pdftotext` (Debian's poppler-utils) reads from the file.
fn pdftotext(path: &std::path::Path) -> String {
    let out = std::process::Command::new("pdftotext")
        .arg("-layout")
        .arg(path)
        .arg("-")
        .output()
        .unwrap();
    String::from_utf8_lossy(&out.stdout).into_owned()
}

#[test]
fn decks_reach_the_player_safe_statistics_only_once_the_organizer_makes_them_public() {
    let dir = tempfile::tempdir().unwrap();
    let app = app_at(dir.path(), 26);
    let id = event(&app);
    draft_table(&app, &id, 1, 4);
    draft_table(&app, &id, 2, 4);
    record(&app, &id, 1, 7, 2);
    // Running: the switch is refused, and the room shows no statistics.
    let running = app.deck_publicity(&id).unwrap().unwrap();
    assert_eq!((running.finished, running.public), (false, false));
    let refusal = app.make_decks_public(&id, running.seq).unwrap_err();
    assert_eq!(refusal.code(), "refused.event.decksPublicBeforeEnd");
    assert_eq!(app.room_statistics(&id).unwrap(), None);

    record(&app, &id, 2, 3, 4);
    let organizer = of_event(&app, &id, ExportAudience::Organizer);
    assert_eq!(organizer.agl.decks, 4);
    // Ended, decks not yet public: the players' statistics are the organizer's without them.
    let before = of_event(&app, &id, ExportAudience::PlayerSafe);
    assert_eq!((before.agl.decks, before.agl.tactics.len()), (0, 0));
    let mut without_decks = organizer.clone();
    without_decks.agl.decks = 0;
    without_decks.agl.tactics.clear();
    assert_eq!(before, without_decks);
    let room = app.room_statistics(&id).unwrap().unwrap();
    assert_eq!((&room.agl, &room.ia), (&before.agl, &before.ia));

    let ended = app.deck_publicity(&id).unwrap().unwrap();
    assert_eq!((ended.finished, ended.public), (true, false));
    let public = app.make_decks_public(&id, ended.seq).unwrap();
    assert!(public.public && public.seq == ended.seq + 1);
    // Public: nothing is secret any more, and the players' statistics are the organizer's.
    assert_eq!(of_event(&app, &id, ExportAudience::PlayerSafe), organizer);
    let room = app.room_statistics(&id).unwrap().unwrap();
    assert_eq!(room.agl, organizer.agl);
    assert!(!room.agl.tactics.is_empty());
    assert_eq!(
        app.make_decks_public(&id, public.seq).unwrap_err().code(),
        "refused.event.decksAlreadyPublic"
    );

    // A player-safe copy of the event and its drafts carries the switch; the secret entries
    // themselves (the locked swaps and decks) stay with the organizer, as a player-safe export
    // withholds them whatever the step. The copy's statistics are the organizer's wherever
    // none of them is involved: games, results, Sponsors, and each character's draft.
    let mut ids = vec![id.clone()];
    ids.extend(
        app.list_journals()
            .unwrap()
            .into_iter()
            .filter(|j| j.kind == hexadraft_storage::JournalKind::Draft)
            .map(|j| j.id.as_str().to_owned()),
    );
    let text = app
        .export_journals_text(&ids, ExportAudience::PlayerSafe)
        .unwrap();
    let elsewhere = tempfile::tempdir().unwrap();
    let copy = app_at(elsewhere.path(), 27);
    copy.import_journals_bytes(text.as_bytes(), false).unwrap();
    assert!(copy.deck_publicity(&id).unwrap().unwrap().public);
    let copied = of_event(&copy, &id, ExportAudience::PlayerSafe);
    assert_eq!((copied.agl.decks, copied.agl.tactics.len()), (0, 0));
    let draft_facts = |report: &StatsReport| {
        let counts = (
            report.agl.games,
            report.agl.drafts,
            report.agl.decided_drafts,
        );
        let characters: Vec<_> = report
            .agl
            .characters
            .iter()
            .map(|c| {
                let slot = c.average_pick_slot.map(f64::to_bits);
                (
                    c.character.clone(),
                    c.available,
                    c.drafted,
                    c.first_picks,
                    slot,
                    c.bans,
                )
            })
            .collect();
        (counts, characters, report.agl.sponsors.clone())
    };
    assert_eq!(draft_facts(&copied), draft_facts(&organizer));
}
