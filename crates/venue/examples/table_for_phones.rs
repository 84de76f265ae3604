//! A table ready for two phones, for the browser end-to-end test (tests/phones/): opens an app
//! on the data folder given (or a temporary one), starts a Vassily draft between Ana and Bo,
//! and an Imperial Assault event of four players with round 1 paired (a final of two to come),
//! serves both on 127.0.0.1 at a free port (the draft's seats and its live spectator page, the
//! event's room page and each of its players' pages) and prints one JSON line: `{"draftId",
//! "database", "seats": {"first": URL, "second": URL}, "short": {…the same, short}, "spectator":
//! URL, "room": URL, "mission": NAME, "players": [{"player": NUMBER, "name", "url"}, …],
//! "aglRoom": URL}`. The last is the room page of an AGL event of four players, served by a second
//! session: three rounds, round 1 drafted at both tables through both decks, every result in but
//! the last one's.
//!
//! Then it reads commands from standard input, one a line, and answers each with one JSON line:
//! `journal` (the organizer's export of the draft's journal), `table` (the table's view),
//! `ia-event` (the event's desk view), `ia-journal` (the organizer's export of its journal), `ia-cut` (round 1's missing results recorded and the
//! cut made; the room's view after it), `agl-finish` (the AGL event's last result recorded; its
//! room view after it) and `agl-decks-public` (its decks made public; whether they are).
//! It stops when standard input closes.
//!
//! With `HEXADRAFT_TABLE_FORMAT=hidden-picks` the draft is instead played without Mods in an
//! organizer's format with hidden picks ("Blind opening": two bans, both players' hidden picks
//! at once and a reveal, public picks, Player A's hidden pick while Player B picks in the open, a
//! reveal, the last picks), and the JSON line also holds `"format": "Blind opening"`. Unset, the
//! example does what it always did.
//!
//! `cargo run -p hexadraft-venue --example table_for_phones [DATA_DIR]`

use hexadraft_app::desk::ia::IaEventView;
use hexadraft_app::table_draft::{SeedChoice, TableViewer};
use hexadraft_app::{App, AppError, Language, OsEntropy, SystemClock};
use hexadraft_catalog::{CharacterId, SponsorId};
use hexadraft_draft::{BySeat, ClockSettings, DraftSetup, Mod, PlayerSetup, RulesetVersion};
use hexadraft_event::ia::{
    CutSize, GameEnd, IaAction, IaCategory, IaEventDefinition, IaResultInput, IaRuleset,
    IaRulingsEdition, Mission, MissionPool, RoundStructure, SosMethod, Staff,
};
use hexadraft_storage::ExportAudience;
use hexadraft_venue::Session;
use std::io::BufRead;
use std::sync::Arc;

fn player(name: &str, lineup: &[&str]) -> Result<PlayerSetup, AppError> {
    let bad = |text: &str| hexadraft_app::InputProblem::BadId {
        text: text.to_owned(),
    };
    Ok(PlayerSetup {
        name: name.to_owned(),
        lineup: lineup
            .iter()
            .map(|n| CharacterId::new(*n).map_err(|_| bad(n)))
            .collect::<Result<_, _>>()?,
        sponsor: SponsorId::new("oxyd").map_err(|_| bad("oxyd"))?,
        unlocked_sponsors: None,
    })
}

/// A store's informal event: four players, one Swiss round paired, then a final of two.
fn imperial_assault_event(app: &App) -> Result<IaEventView, AppError> {
    let mission = |name: &str| Mission {
        name: name.to_owned(),
        map: None,
    };
    let definition = IaEventDefinition {
        ruleset: IaRuleset::Skirmish11,
        name: "Store Championship".to_owned(),
        category: IaCategory::Informal,
        structure: Some(RoundStructure {
            swiss_rounds: 1,
            cut: CutSize::new(2).ok(),
        }),
        missions: MissionPool::new(vec![mission("Moisture Farm"), mission("Echo Base")])?,
        sos_method: SosMethod::Sum,
        staff: Staff::default(),
        seed: None,
        rulings: IaRulingsEdition::CURRENT,
        publish_rounds: false,
    };
    let event = ia_view(
        app.create_event(definition, Language::En)?
            .imperial_assault(),
    )?;
    let mut seq = event.header.seq;
    for name in ["Zoë", "Ana", "Łukasz", "Bo"] {
        let register = IaAction::RegisterPlayer {
            name: name.to_owned(),
            army: None,
        };
        seq = app
            .apply_event_action(&event.header.id, seq, register)?
            .seq();
    }
    let pair = IaAction::PairNextRound {
        round: 1,
        seed: None,
        pairing: None,
    };
    app.apply_event_action(&event.header.id, seq, pair)?;
    ia_view(app.get_event(&event.header.id)?.imperial_assault())
}

fn ia_view(view: Option<IaEventView>) -> Result<IaEventView, AppError> {
    view.ok_or_else(|| {
        AppError::from(hexadraft_app::Missing::NotAnImperialAssaultEvent { id: String::new() })
    })
}

/// An AGL event of four players nearly ended: round 1 drafted at both tables through both decks,
/// three rounds played, every result in but round 3 table 2's.
fn agl_event_nearly_ended(app: &App) -> Result<String, AppError> {
    use hexadraft_event::EventAction;
    use hexadraft_testkit::{deck_of, play_public_steps, played, registration, standard_event};
    let event = app.create_event(standard_event("Copa de Otoño", None), Language::En)?;
    let id = event.id().to_owned();
    let mut seq = event.seq();
    for (i, name) in ["Ana", "Bo", "Cy", "Di"].iter().enumerate() {
        let registration = registration(name, i);
        seq = app
            .apply_event_action(&id, seq, EventAction::RegisterPlayer { registration })?
            .seq();
    }
    for round in 1..=3 {
        let pair = EventAction::PairNextRound { round, seed: None };
        app.apply_event_action(&id, app.get_event(&id)?.seq(), pair)?;
        for table in 1..=2 {
            if round == 1 {
                let setup = app.table_draft_setup(&id, 1, table)?;
                let link = hexadraft_app::table_draft::EventTableRef {
                    event_id: id.clone(),
                    round: 1,
                    table,
                };
                let draft = app.create_draft(setup, SeedChoice::Keep, Some(link))?;
                let mut view = play_public_steps(app, &draft.id);
                for seat in hexadraft_draft::Seat::BOTH {
                    let team = view
                        .view
                        .teams
                        .as_ref()
                        .map(|t| t.get(seat).clone())
                        .unwrap_or_default();
                    let deck = hexadraft_draft::DraftMove::LockDeck {
                        seat,
                        deck: deck_of(&team, [0, 1]),
                    };
                    view =
                        app.apply_draft_move(&draft.id, view.seq, deck, TableViewer::Table, None)?;
                }
            }
            if (round, table) != (3, 2) {
                let result = EventAction::RecordResult {
                    round,
                    table,
                    result: played(6, 2),
                };
                app.apply_event_action(&id, app.get_event(&id)?.seq(), result)?;
            }
        }
    }
    Ok(id)
}

/// Round 1's missing results, the first seat winning each game, and the cut made.
fn cut_made(app: &App, id: &str) -> Result<(), AppError> {
    let event = ia_view(app.get_event(id)?.imperial_assault())?;
    let mut seq = event.header.seq;
    let tables: Vec<u32> = event
        .snapshot
        .iter()
        .flat_map(|s| {
            s.rounds
                .iter()
                .flat_map(|r| r.tables.iter().filter(|t| t.result.is_none()))
                .map(|t| t.pairing.table)
        })
        .collect();
    for table in tables {
        let result = IaAction::RecordResult {
            round: 1,
            table,
            result: IaResultInput {
                victory_points: BySeat::new(40, 12),
                figure_points: None,
                end: GameEnd::FortyPoints,
            },
        };
        seq = app.apply_event_action(id, seq, result)?.seq();
    }
    app.apply_event_action(id, seq, IaAction::MakeCut {})?;
    Ok(())
}

#[tokio::main(flavor = "multi_thread", worker_threads = 2)]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let temporary = tempfile::tempdir()?;
    let data_dir = std::env::args_os()
        .nth(1)
        .map(std::path::PathBuf::from)
        .unwrap_or_else(|| temporary.path().to_path_buf());
    let app = Arc::new(App::open(&data_dir, SystemClock, OsEntropy));
    let draft_format = match std::env::var("HEXADRAFT_TABLE_FORMAT").ok().as_deref() {
        None | Some("") => None,
        Some("hidden-picks") => Some(hexadraft_testkit::blind_opening_format()),
        Some(other) => return Err(format!("unknown HEXADRAFT_TABLE_FORMAT {other:?}").into()),
    };
    let setup = DraftSetup {
        version: RulesetVersion::AglV1,
        // The format with hidden picks is played without Mods (no Vassily swap).
        mods: if draft_format.is_some() {
            vec![]
        } else {
            vec![Mod::Vassily]
        },
        players: BySeat::new(
            player(
                "Ana",
                &[
                    "gata",
                    "8-ball",
                    "parvati",
                    "maximus",
                    "wild-bill",
                    "hexx3r",
                    "major-lunah",
                    "miyamoto-mushashi",
                ],
            )?,
            player(
                "Bo",
                &[
                    "valkyrie",
                    "hannibal",
                    "laxmee",
                    "senor-massacre",
                    "padre-mendoza",
                    "murtair",
                    "kozmo",
                    "taowu",
                ],
            )?,
        ),
        seed: 0,
        coin: hexadraft_draft::CoinToss::Seeded,
        scenario: None,
        stadium: None,
    };
    // Timed, so the phones and the spectator show the pace clock; nothing here expires a turn
    // (the desktop's timer does), so the clock never moves for the players.
    let clock = ClockSettings {
        grace_seconds: 600,
        reserve_seconds: 600,
    };
    let format_name = draft_format.as_ref().map(|f| f.name.clone());
    let draft = app.create_draft_with(setup, SeedChoice::Draw, None, draft_format, Some(clock))?;
    let event = imperial_assault_event(&app)?;
    let agl_event = agl_event_nearly_ended(&app)?;
    let session = Session::start(Arc::clone(&app), ([127, 0, 0, 1], 0).into(), |_| {}).await?;
    // A session shares one event's room: the AGL event's is served by a second one.
    let agl_session = Session::start(Arc::clone(&app), ([127, 0, 0, 1], 0).into(), |_| {}).await?;
    let agl_room = agl_session.share_room(&agl_event)?;
    let shared = session.share_draft(&draft.id)?;
    let room = session.share_room(&event.header.id)?;
    let spectator = session.share_spectator(&draft.id, 0)?;
    let players: Vec<serde_json::Value> = session
        .share_players(&event.header.id)?
        .players
        .into_iter()
        .map(|p| serde_json::json!({ "player": p.player, "name": p.name, "url": p.url }))
        .collect();
    let mut line = serde_json::json!({
            "draftId": draft.id,
            "database": app.database_path(),
            "seats": { "first": shared.seats.first.url, "second": shared.seats.second.url },
            "short": { "first": shared.seats.first.short_url, "second": shared.seats.second.short_url },
            "spectator": spectator.url,
            "room": room.url,
            "mission": event.snapshot.as_ref().and_then(|s| s.rounds.first()).map(|r| r.mission.mission.name.clone()),
            "players": players,
            "aglRoom": agl_room.url,
    });
    if let Some(name) = format_name {
        line["format"] = name.into();
    }
    println!("{line}");
    let lines = tokio::task::spawn_blocking(move || -> Result<(), AppError> {
        for line in std::io::stdin().lock().lines() {
            let Ok(line) = line else { break };
            let answer = match line.trim() {
                "journal" => serde_json::from_str::<serde_json::Value>(&app.export_journals_text(
                    std::slice::from_ref(&draft.id),
                    ExportAudience::Organizer,
                )?)
                .unwrap_or_default(),
                "table" => {
                    serde_json::to_value(app.open_draft(&draft.id, TableViewer::Table, None)?)
                        .unwrap_or_default()
                }
                "ia-event" => {
                    serde_json::to_value(app.get_event(&event.header.id)?).unwrap_or_default()
                }
                "ia-journal" => {
                    serde_json::from_str::<serde_json::Value>(&app.export_journals_text(
                        std::slice::from_ref(&event.header.id),
                        ExportAudience::Organizer,
                    )?)
                    .unwrap_or_default()
                }
                "ia-cut" => {
                    cut_made(&app, &event.header.id)?;
                    serde_json::to_value(app.room_view(&event.header.id)?).unwrap_or_default()
                }
                "agl-finish" => {
                    let result = hexadraft_event::EventAction::RecordResult {
                        round: 3,
                        table: 2,
                        result: hexadraft_testkit::played(6, 2),
                    };
                    app.apply_event_action(&agl_event, app.get_event(&agl_event)?.seq(), result)?;
                    serde_json::to_value(app.room_view(&agl_event)?).unwrap_or_default()
                }
                "agl-decks-public" => {
                    let seq = app
                        .deck_publicity(&agl_event)?
                        .map(|d| d.seq)
                        .unwrap_or_default();
                    serde_json::to_value(app.make_decks_public(&agl_event, seq)?)
                        .unwrap_or_default()
                }
                _ => serde_json::json!({ "unknown": line }),
            };
            println!("{answer}");
        }
        Ok(())
    });
    lines.await??;
    agl_session.stop().await;
    session.stop().await;
    Ok(())
}
