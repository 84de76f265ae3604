//! One sample of every kind of history entry, of both rulesets, in every language the history
//! speaks, written to `crates/app/tests/history_samples.json`.
//!
//! The action enums are matched without a wildcard ([`variants!`]): a new action kind stops this
//! file compiling until it is named here, and the test then fails until a sample of it, with its
//! words in English, Spanish and French, is in the file. Refresh the file after a change with
//! `HEXADRAFT_UPDATE_HISTORY_SAMPLES=1 cargo test -p hexadraft-app --test integration history_samples`.

// Sample builders outside #[test] functions may unwrap too: a failure here is a failed test.
#![allow(clippy::unwrap_used, clippy::panic)]

use hexadraft_app::history::words::{agl_wording, ia_wording, say, Said, Wording};
use hexadraft_catalog::ScenarioId;
use hexadraft_draft::BySeat;
use hexadraft_event::ia::{
    CutSize, GameEnd as IaGameEnd, IaAction, IaGameRef, IaResultInput, KeepApart, RoundStructure,
};
use hexadraft_event::{
    CurrentRatings, EventAction, GameEnd, PlayerId, Registration, ResultInput, ScenarioChoice,
    ScoreInput,
};
use hexadraft_paper::Language;
use std::collections::BTreeMap;

const SAMPLES_PATH: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/history_samples.json");

/// Every variant of an enum has a sample here (`hexadraft_testkit::assert_every_variant`).
macro_rules! variants {
    ($samples:expr, $($enum:tt)*) => {
        hexadraft_testkit::assert_every_variant!($samples, "crates/app/tests/history_samples.rs", $($enum)*)
    };
}

fn p(n: u32) -> PlayerId {
    PlayerId::new(n)
}

fn registration() -> Registration {
    Registration {
        name: "Ana".into(),
        corvus_pin: "PIN1".into(),
        sponsor: None,
        sponsor_unlocked: false,
        lineup: None,
        team_name: None,
    }
}

fn scenario() -> ScenarioChoice {
    ScenarioChoice::Official {
        id: ScenarioId::new("assault").unwrap(),
    }
}

fn agl_result() -> ResultInput {
    let score = |vp| ScoreInput {
        victory_points: vp,
        frags: 0,
        first_blood: false,
    };
    ResultInput {
        first: score(9),
        second: score(7),
        players: None,
        game_end: GameEnd::Played,
    }
}

fn ia_result() -> IaResultInput {
    IaResultInput {
        victory_points: BySeat::new(40, 12),
        figure_points: None,
        end: IaGameEnd::FortyPoints,
    }
}

fn agl_actions() -> Vec<EventAction> {
    vec![
        EventAction::RegisterPlayer {
            registration: registration(),
        },
        EventAction::RegisterLateArrival {
            registration: registration(),
        },
        EventAction::EditPlayer {
            player: p(1),
            registration: registration(),
        },
        EventAction::DropPlayer { player: p(1) },
        EventAction::ReinstatePlayer { player: p(1) },
        EventAction::WithdrawRegistration { player: p(1) },
        EventAction::UnpairRound { round: 2 },
        EventAction::SetRounds { rounds: 4 },
        EventAction::SetScenario {
            round: 2,
            scenario: scenario(),
        },
        EventAction::OverrideScenario {
            round: 2,
            scenario: scenario(),
            note: None,
        },
        EventAction::PairNextRound {
            round: 2,
            seed: None,
        },
        EventAction::SwapPlayers {
            round: 2,
            first: p(1),
            second: p(2),
        },
        EventAction::RecordResult {
            round: 2,
            table: 3,
            result: agl_result(),
        },
        EventAction::CorrectResult {
            round: 2,
            table: 3,
            result: agl_result(),
        },
        EventAction::SetRatingsBefore {
            ratings: CurrentRatings::new(BTreeMap::from([("PIN1".to_owned(), 1010.0)])).unwrap(),
        },
        EventAction::MakeDecksPublic,
        EventAction::PublishRound { round: 2 },
        EventAction::SetTableDrafts {
            clock: Some(hexadraft_draft::ClockSettings {
                grace_seconds: 45,
                reserve_seconds: 90,
            }),
            format: None,
        },
    ]
}

fn ia_actions() -> Vec<IaAction> {
    vec![
        IaAction::RegisterPlayer {
            name: "Ana".into(),
            army: None,
        },
        IaAction::RenamePlayer {
            player: p(1),
            name: "Ana".into(),
        },
        IaAction::SetArmy {
            player: p(1),
            army: None,
        },
        IaAction::WithdrawRegistration { player: p(1) },
        IaAction::SetKeepApart {
            pairs: vec![KeepApart(p(1), p(2))],
        },
        IaAction::SetStructure {
            structure: RoundStructure {
                swiss_rounds: 3,
                cut: Some(CutSize::new(4).unwrap()),
            },
        },
        IaAction::PairNextRound {
            round: 2,
            seed: None,
            pairing: None,
        },
        IaAction::UnpairRound { round: 2 },
        IaAction::SwapPlayers {
            round: 2,
            first: p(1),
            second: p(2),
        },
        IaAction::RecordResult {
            round: 2,
            table: 3,
            result: ia_result(),
        },
        IaAction::CorrectResult {
            round: 2,
            table: 3,
            result: ia_result(),
        },
        IaAction::DropPlayer { player: p(1) },
        IaAction::ReinstatePlayer { player: p(1) },
        IaAction::MakeCut {},
        IaAction::UndoCut {},
        IaAction::RecordCutResult {
            round: 1,
            game: 2,
            result: ia_result(),
        },
        IaAction::ReportResult {
            game: IaGameRef::Swiss { round: 2, table: 3 },
            player: p(1),
            result: ia_result(),
        },
        IaAction::ReportResult {
            game: IaGameRef::Cut { round: 1, game: 2 },
            player: p(1),
            result: ia_result(),
        },
        IaAction::PublishRound { round: 2 },
    ]
}

fn said() -> Said {
    Said {
        name: "Ana".into(),
        other: "Bruno".into(),
        round: 2,
        table: 3,
        number: 4,
        before: "Ana 6\u{2013}7 Bruno".into(),
        after: "Ana 9\u{2013}7 Bruno".into(),
    }
}

/// Every wording's sample: its sentence in each language.
fn samples() -> BTreeMap<Wording, BTreeMap<&'static str, String>> {
    let wordings: Vec<Wording> = agl_actions()
        .iter()
        .map(agl_wording)
        .chain(ia_actions().iter().map(ia_wording))
        .collect();
    wordings
        .into_iter()
        .map(|wording| {
            let texts = [
                ("en", Language::En),
                ("es", Language::Es),
                ("fr", Language::Fr),
            ]
            .into_iter()
            .map(|(code, language)| (code, say(language, wording, &said())))
            .collect();
            (wording, texts)
        })
        .collect()
}

#[test]
fn every_action_kind_of_both_rulesets_has_a_sample() {
    variants!(
        agl_actions(),
        EventAction {
            RegisterPlayer,
            RegisterLateArrival,
            EditPlayer,
            DropPlayer,
            ReinstatePlayer,
            WithdrawRegistration,
            UnpairRound,
            SetRounds,
            SetScenario,
            OverrideScenario,
            PairNextRound,
            SwapPlayers,
            RecordResult,
            CorrectResult,
            SetRatingsBefore,
            MakeDecksPublic,
            PublishRound,
            SetTableDrafts,
        }
    );
    variants!(
        ia_actions(),
        IaAction {
            RegisterPlayer,
            RenamePlayer,
            SetArmy,
            WithdrawRegistration,
            SetKeepApart,
            SetStructure,
            PairNextRound,
            UnpairRound,
            SwapPlayers,
            RecordResult,
            CorrectResult,
            DropPlayer,
            ReinstatePlayer,
            MakeCut,
            UndoCut,
            RecordCutResult,
            ReportResult,
            PublishRound,
        }
    );
}

#[test]
fn every_sample_is_worded_in_three_languages_without_a_blank_left() {
    for (wording, texts) in samples() {
        let en = &texts["en"];
        for (code, text) in &texts {
            assert!(!text.trim().is_empty(), "{wording:?} has no {code} words");
            assert!(
                !text.contains('{') && !text.contains('}'),
                "{wording:?} in {code} leaves a blank: {text}"
            );
            if *code != "en" {
                assert_ne!(text, en, "{wording:?} in {code} is the English words");
            }
        }
    }
}

#[test]
fn the_samples_file_is_current() {
    let fresh = serde_json::to_string_pretty(&samples()).unwrap() + "\n";
    if std::env::var_os("HEXADRAFT_UPDATE_HISTORY_SAMPLES").is_some() {
        std::fs::write(SAMPLES_PATH, &fresh).unwrap();
        return;
    }
    let committed = std::fs::read_to_string(SAMPLES_PATH).unwrap_or_default();
    assert!(
        committed == fresh,
        "crates/app/tests/history_samples.json is stale: run `HEXADRAFT_UPDATE_HISTORY_SAMPLES=1 cargo test -p hexadraft-app --test integration history_samples` and commit it"
    );
}
