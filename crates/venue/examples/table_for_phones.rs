//! A table ready for two phones, for the browser end-to-end test (tests/phones/): opens an app
//! on the data folder given (or a temporary one), starts a Vassily draft between Ana and Bo,
//! serves it on 127.0.0.1 at a free port and prints one JSON line:
//! `{"draftId", "database", "seats": {"first": URL, "second": URL}, "short": {…the same, short}}`.
//!
//! Then it reads commands from standard input, one a line, and answers each with one JSON line:
//! `journal` (the organizer's export of the draft's journal) and `table` (the table's view).
//! It stops when standard input closes.
//!
//! `cargo run -p hexadraft-venue --example table_for_phones [DATA_DIR]`

use hexadraft_app::table_draft::{SeedChoice, TableViewer};
use hexadraft_app::{App, AppError, OsEntropy, SystemClock};
use hexadraft_catalog::{CharacterId, SponsorId};
use hexadraft_draft::{BySeat, DraftSetup, Mod, PlayerSetup, RulesetVersion};
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

#[tokio::main(flavor = "multi_thread", worker_threads = 2)]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let temporary = tempfile::tempdir()?;
    let data_dir = std::env::args_os()
        .nth(1)
        .map(std::path::PathBuf::from)
        .unwrap_or_else(|| temporary.path().to_path_buf());
    let app = Arc::new(App::open(&data_dir, SystemClock, OsEntropy));
    let setup = DraftSetup {
        version: RulesetVersion::AglV1,
        mods: vec![Mod::Vassily],
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
    let draft = app.create_draft(setup, SeedChoice::Draw, None)?;
    let session = Session::start(Arc::clone(&app), ([127, 0, 0, 1], 0).into(), |_| {}).await?;
    let shared = session.share_draft(&draft.id)?;
    println!(
        "{}",
        serde_json::json!({
            "draftId": draft.id,
            "database": app.database_path(),
            "seats": { "first": shared.seats.first.url, "second": shared.seats.second.url },
            "short": { "first": shared.seats.first.short_url, "second": shared.seats.second.short_url },
        })
    );
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
                _ => serde_json::json!({ "unknown": line }),
            };
            println!("{answer}");
        }
        Ok(())
    });
    lines.await??;
    session.stop().await;
    Ok(())
}
