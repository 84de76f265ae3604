//! A finished quick match replayed step by step through `App`, refused while unfinished, and
//! exported as one HTML file that holds no secret (docs/rulings.md, "Replaying a finished draft").

// Test helpers outside #[test] functions may unwrap too: a failure here is a failed test.
#![allow(clippy::unwrap_used, clippy::panic)]

use hexadraft_app::table_draft::{SeedChoice, TableViewer};
use hexadraft_app::{AppError, AppRefusal};
use hexadraft_draft::{ActionKind, Clause, DraftMove, Mod, Seat, Step, SwapChoice, Viewer};
use hexadraft_testkit::{app_at, deck_of, play_public_steps, quick_match};

#[test]
fn a_finished_quick_match_replays_step_by_step_and_exports_without_its_secrets() {
    let dir = tempfile::tempdir().unwrap();
    let app = app_at(dir.path(), 11);
    let mut setup = quick_match(5);
    setup.mods = vec![Mod::KoorieQueen, Mod::Vassily];
    let id = app.create_draft(setup, SeedChoice::Draw, None).unwrap().id;
    let table = play_public_steps(&app, &id);
    assert_eq!(table.view.step, Step::Swap);

    // Unfinished: refused with its code and clause, whatever the step.
    let refused = app.draft_replay(&id).unwrap_err();
    assert_eq!(
        refused,
        AppError::Refused {
            refusal: AppRefusal::DraftNotFinished { step: Step::Swap }
        }
    );
    assert_eq!(refused.code(), "refused.draftNotFinished");
    assert_eq!(refused.clause(), Some(Clause::RulingReplay));
    assert!(app.export_draft_replay(&id, None).is_err());

    let mut seq = table.seq;
    let swap = SwapChoice::Keep;
    for seat in Seat::BOTH {
        seq = app
            .apply_draft_move(
                &id,
                seq,
                DraftMove::LockSwap {
                    seat,
                    swap: swap.clone(),
                },
                TableViewer::Table,
                None,
            )
            .unwrap()
            .seq;
    }
    let teams = app
        .open_draft(&id, TableViewer::Table, None)
        .unwrap()
        .view
        .teams
        .unwrap();
    // Still refused with a deck locked and the other to come: the locked deck is a secret.
    seq = app
        .apply_draft_move(
            &id,
            seq,
            DraftMove::LockDeck {
                seat: Seat::First,
                deck: deck_of(teams.get(Seat::First), [2, 3]),
            },
            TableViewer::Table,
            None,
        )
        .unwrap()
        .seq;
    assert!(matches!(
        app.draft_replay(&id),
        Err(AppError::Refused {
            refusal: AppRefusal::DraftNotFinished { step: Step::Deck }
        })
    ));
    app.apply_draft_move(
        &id,
        seq,
        DraftMove::LockDeck {
            seat: Seat::Second,
            deck: deck_of(teams.get(Seat::Second), [2, 3]),
        },
        TableViewer::Table,
        None,
    )
    .unwrap();

    let replay = app.draft_replay(&id).unwrap();
    let steps = &replay.replay.steps;
    // Two bans, eight picks, two swaps, two decks.
    assert_eq!(steps.len(), 14);
    assert_eq!(replay.title, "Ana vs Bo");
    assert_eq!(steps[0].action, ActionKind::Ban);
    assert_eq!(steps[0].clause, Clause::KoorieQueenMod);
    assert!(steps
        .iter()
        .all(|s| s.player == if s.seat == Seat::First { "Ana" } else { "Bo" }));
    assert!(steps.iter().all(|s| s.view.viewer == Viewer::Public));
    let last = steps.last().unwrap();
    assert!(last.view.complete);
    assert_eq!(last.action, ActionKind::LockDeck);
    assert_eq!(last.clause, Clause::Deckbuilding);

    // The deck salts and choices are the secret the file must not hold.
    let journal = app
        .export_journals_text(
            std::slice::from_ref(&id),
            hexadraft_storage::ExportAudience::Organizer,
        )
        .unwrap();
    let file = app.export_draft_replay(&id, None).unwrap();
    assert!(file.file_name.starts_with("hexadraft-replay-") && file.file_name.ends_with(".html"));
    let html = std::fs::read_to_string(&file.path).unwrap();
    assert!(html.starts_with("<!doctype html>"));
    assert!(
        html.contains("default-src 'none'"),
        "nothing may be fetched"
    );
    assert!(!html.contains("src=\"http") && !html.contains("href=\"http"));
    assert!(html.contains("Step 14 of 14"));
    let cited = Clause::KoorieQueenMod.citation().replace('"', "&quot;");
    assert!(html.contains(&format!("Legal under {cited}")));
    let salts: Vec<String> = serde_json::from_str::<serde_json::Value>(&journal)
        .unwrap()
        .to_string()
        .split("\"salt\":\"")
        .skip(1)
        .filter_map(|rest| rest.split('"').next().map(str::to_owned))
        .collect();
    assert_eq!(salts.len(), 4, "two swaps and two decks were salted");
    let replay_text = serde_json::to_string(&replay).unwrap();
    for deck_salt in &salts[2..] {
        assert!(
            !html.contains(deck_salt.as_str()),
            "the file holds a deck's salt"
        );
        assert!(
            !replay_text.contains(deck_salt.as_str()),
            "the replay holds a deck's salt"
        );
    }
    assert!(
        !replay_text.contains("\"tactics\""),
        "a deck's choice is in the replay"
    );

    // Names are the organizer's and players' text: written as text, never as markup.
    app.rename_journal(&id, "<script>alert(1)</script> & Bo")
        .unwrap();
    let renamed = app.export_draft_replay(&id, None).unwrap();
    let html = std::fs::read_to_string(&renamed.path).unwrap();
    assert!(html.contains("<h1>Draft replay: &lt;script&gt;alert(1)&lt;/script&gt; &amp; Bo</h1>"));
    assert!(!html.contains("<script>alert"));

    // A player-safe copy stops before its first withheld secret: for the core it is not
    // finished, so it is not replayed either (nothing of it to leak, and nothing pretended).
    let player_safe = app
        .export_journals_text(
            std::slice::from_ref(&id),
            hexadraft_storage::ExportAudience::PlayerSafe,
        )
        .unwrap();
    let imported = app
        .import_journals_bytes(player_safe.as_bytes(), true)
        .unwrap();
    let copy = imported.journals[0].id.as_str().to_owned();
    assert_ne!(copy, id);
    assert!(matches!(
        app.draft_replay(&copy),
        Err(AppError::Refused {
            refusal: AppRefusal::DraftNotFinished { .. }
        })
    ));
}
