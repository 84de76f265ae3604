//! One sample of every error a front door can receive, written to `ui/src/lib/errors/samples.json`
//! so the UI's test renders each of them in every language it speaks.
//!
//! Every enum below is matched without a wildcard ([`variants!`]): a new variant stops this file
//! compiling until it is named here, and the test then fails until a sample of it is in the list.
//! Refresh the file after a change with
//! `HEXADRAFT_UPDATE_ERROR_SAMPLES=1 cargo test -p hexadraft-app --test integration error_samples`.

// Sample builders outside #[test] functions may unwrap too: a failure here is a failed test.
#![allow(clippy::unwrap_used, clippy::panic)]

use hexadraft_app::catalog_edits::SavedEditsProblem;
use hexadraft_app::{
    AppError, AppRefusal, Conflict, ErrorReport, InputProblem, Missing, ReadOnly, Stat,
};
use hexadraft_catalog::ia::{
    Affiliation, CommandCardId, DeploymentCardId, IaCardId, IaPackProblem,
};
use hexadraft_catalog::{
    CharacterId, LineupProblem, PackProblem, ScenarioId, SponsorId, SponsorRule, StadiumId,
    TacticNumber,
};
use hexadraft_draft::IaSection;
use hexadraft_draft::{
    ActionKind, Actor, BySeat, Clause, ClockRefusal, DeckViolation, EventFormat, FormatFileError,
    FormatProblem, Mod, ModSetError, PlayerProblem, Refusal, Role, RulesetVersion, SaltError, Seat,
    Section, SetupProblem, Step, TurnAction, Unavailable,
};
use hexadraft_event::ia::{
    AffiliationCards, ArmyProblem, CutSize, IaDefinitionProblem, IaRefusal, StaffProblem,
    StructureProblem,
};
use hexadraft_event::{
    BadRating, DefinitionProblem, EventRefusal, EventType, LedgerProblem, Outcome, PlayerId,
    ScenarioChoice, ScenarioProblem, ScoreField, TableDraftProblem,
};
use hexadraft_paper::{PaperError, RequiredColumn, RosterColumn, RosterIssue};
use hexadraft_storage::{
    AlteredPart, JournalDamage, JournalId, LostEntries, ReplayStopCause, Seq, StorageError,
};
use serde::Serialize;
use std::collections::BTreeSet;
use std::path::PathBuf;

const SAMPLES_PATH: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/../../ui/src/lib/errors/samples.json"
);

/// Every variant of an enum has a sample here (`hexadraft_testkit::assert_every_variant`).
macro_rules! variants {
    ($samples:expr, $($enum:tt)*) => {
        hexadraft_testkit::assert_every_variant!($samples, "crates/app/tests/error_samples.rs", $($enum)*)
    };
}

fn character(id: &str) -> CharacterId {
    CharacterId::new(id).unwrap()
}

fn journal(id: &str) -> JournalId {
    JournalId::new(id).unwrap()
}

fn seq(n: u32) -> Seq {
    Seq::new(n).unwrap()
}

fn event_clause(section: Section) -> Clause {
    Clause::agl(
        RulesetVersion::AglV1,
        EventFormat::StandardTournament,
        section,
    )
}

fn unavailable() -> Vec<Unavailable> {
    let samples = vec![
        Unavailable::NotInLineup {
            lineup_of: Seat::Second,
        },
        Unavailable::Banned {
            lineup_of: Seat::First,
        },
        Unavailable::AlreadyOnTeam {
            team_of: Seat::First,
        },
        Unavailable::HeldByRival {
            holder: Seat::Second,
        },
        Unavailable::WouldLeaveTeamsIncomplete { team_size: 4 },
    ];
    variants!(
        samples,
        Unavailable {
            NotInLineup,
            Banned,
            AlreadyOnTeam,
            HeldByRival,
            WouldLeaveTeamsIncomplete,
        }
    );
    samples
}

fn salt_errors() -> Vec<SaltError> {
    let samples = vec![
        SaltError::WrongLength {
            min: 32,
            max: 128,
            found: 7,
        },
        SaltError::NotHex,
    ];
    variants!(
        samples,
        SaltError {
            WrongLength,
            NotHex
        }
    );
    samples
}

fn deck_violations() -> Vec<DeckViolation> {
    let samples = vec![
        DeckViolation::TeamWrongSize {
            expected: 4,
            found: 3,
            clause: Clause::BuildingTeamsEachRound,
        },
        DeckViolation::TeamRepeatsCharacter {
            character: character("gata"),
        },
        DeckViolation::UnknownCharacter {
            character: character("nobody"),
        },
        DeckViolation::TooManyEntries { max: 64 },
        DeckViolation::NotOnTeam {
            character: character("parvati"),
        },
        DeckViolation::RepeatedTactic {
            character: character("gata"),
            slot: 2,
        },
        DeckViolation::WrongCountForCharacter {
            character: character("8-ball"),
            required: 2,
            found: 1,
        },
        DeckViolation::TooManyFromCharacter {
            character: character("maximus"),
            max: 2,
            found: 3,
        },
        DeckViolation::WrongTotal {
            expected: 8,
            found: 1,
            clause: Clause::Deckbuilding,
        },
        DeckViolation::GeneralTacticMissing {
            number: TacticNumber::new(9).unwrap(),
            clause: Clause::Deckbuilding,
        },
        DeckViolation::GeneralTacticRepeated {
            number: TacticNumber::new(18).unwrap(),
            clause: Clause::FinalBossDeck,
        },
        DeckViolation::UnknownCard {
            number: TacticNumber::new(999).unwrap(),
        },
    ];
    variants!(
        samples,
        DeckViolation {
            TeamWrongSize,
            TeamRepeatsCharacter,
            UnknownCharacter,
            TooManyEntries,
            NotOnTeam,
            RepeatedTactic,
            WrongCountForCharacter,
            TooManyFromCharacter,
            WrongTotal,
            GeneralTacticMissing,
            GeneralTacticRepeated,
            UnknownCard,
        }
    );
    samples
}

fn draft_refusals() -> Vec<Refusal> {
    let mut samples = vec![
        Refusal::WrongStep {
            action: ActionKind::Pick,
            step: Step::Ban,
        },
        Refusal::NotYourTurn {
            seat: Seat::Second,
            step: Step::Pick,
        },
        Refusal::NotTheRoleChooser { seat: Seat::Second },
        Refusal::SwapOutNotOnTeam {
            character: character("hexx3r"),
            team_of: Seat::First,
        },
        Refusal::AlreadyLocked {
            seat: Seat::First,
            step: Step::Deck,
        },
        Refusal::DeckRefused {
            violations: deck_violations(),
        },
        Refusal::NoAccesstel {
            seat: Seat::First,
            nullified: true,
        },
        Refusal::AccesstelAlreadyNamed { seat: Seat::First },
        Refusal::NotAnEnemyCharacter {
            character: character("gata"),
        },
        Refusal::NothingToUndo { seat: Seat::Second },
        Refusal::SaltReused {
            seat: Seat::First,
            earlier: ActionKind::LockSwap,
            revealed: true,
        },
        Refusal::TooManyActions { max: 1000 },
    ];
    // Each reason a character can be unavailable, as a pick and as a Vassily swap's newcomer.
    for reason in unavailable() {
        samples.push(Refusal::CharacterUnavailable {
            character: character("wild-bill"),
            reason: reason.clone(),
        });
    }
    samples.push(Refusal::SwapInUnavailable {
        character: character("major-lunah"),
        reason: Unavailable::HeldByRival {
            holder: Seat::Second,
        },
    });
    for problem in salt_errors() {
        samples.push(Refusal::BadSalt { problem });
    }
    variants!(
        samples,
        Refusal {
            WrongStep,
            NotYourTurn,
            NotTheRoleChooser,
            CharacterUnavailable,
            SwapInUnavailable,
            SwapOutNotOnTeam,
            AlreadyLocked,
            BadSalt,
            DeckRefused,
            NoAccesstel,
            AccesstelAlreadyNamed,
            NotAnEnemyCharacter,
            NothingToUndo,
            SaltReused,
            TooManyActions,
        }
    );
    samples
}

fn mod_set_errors() -> Vec<ModSetError> {
    let samples = vec![
        ModSetError::NotInVersion {
            mod_: Mod::FinalBoss,
            version: RulesetVersion::AglV1,
        },
        ModSetError::Repeated { mod_: Mod::Zlavin },
        ModSetError::CaranoNotAlone,
        ModSetError::TooMany { max: 7, found: 9 },
    ];
    variants!(
        samples,
        ModSetError {
            NotInVersion,
            Repeated,
            CaranoNotAlone,
            TooMany,
        }
    );
    samples
}

fn lineup_problems() -> Vec<LineupProblem> {
    let samples = vec![
        LineupProblem::WrongSize {
            expected: 8,
            found: 7,
        },
        LineupProblem::Duplicate {
            character: character("gata"),
        },
        LineupProblem::UnknownCharacter {
            character: character("gatta"),
        },
    ];
    variants!(
        samples,
        LineupProblem {
            WrongSize,
            Duplicate,
            UnknownCharacter,
        }
    );
    samples
}

fn player_problems() -> Vec<PlayerProblem> {
    let mut samples = vec![
        PlayerProblem::NameMissing,
        PlayerProblem::NameTooLong { max: 100 },
        PlayerProblem::UnknownSponsor {
            sponsor: SponsorId::new("acme").unwrap(),
        },
        PlayerProblem::SponsorNotUnlocked {
            sponsor: SponsorId::new("accesstel").unwrap(),
        },
        PlayerProblem::TooManyUnlockedSponsors { max: 64, found: 70 },
    ];
    for problem in lineup_problems() {
        samples.push(PlayerProblem::Lineup { problem });
    }
    variants!(
        samples,
        PlayerProblem {
            NameMissing,
            NameTooLong,
            TooManyUnlockedSponsors,
            Lineup,
            UnknownSponsor,
            SponsorNotUnlocked,
        }
    );
    samples
}

fn setup_problems() -> Vec<SetupProblem> {
    let mut samples = vec![
        SetupProblem::StadiumMissing,
        SetupProblem::StadiumWithoutCircuit {
            stadium: StadiumId::new("omadon-arena").unwrap(),
        },
        SetupProblem::UnknownStadium {
            stadium: StadiumId::new("atlantis").unwrap(),
        },
        SetupProblem::UnknownScenario {
            scenario: ScenarioId::new("moon-base").unwrap(),
        },
        SetupProblem::LineupsTooAlikeForZlavin {
            shared: vec![
                character("gata"),
                character("parvati"),
                character("maximus"),
            ],
            team_size: 4,
        },
    ];
    for problem in mod_set_errors() {
        samples.push(SetupProblem::Mods { problem });
    }
    samples.push(SetupProblem::Format {
        problems: format_problems(),
    });
    for (i, problem) in player_problems().into_iter().enumerate() {
        let seat = if i % 2 == 0 {
            Seat::First
        } else {
            Seat::Second
        };
        samples.push(SetupProblem::Player { seat, problem });
    }
    variants!(
        samples,
        SetupProblem {
            Mods,
            Player,
            StadiumMissing,
            StadiumWithoutCircuit,
            UnknownStadium,
            UnknownScenario,
            LineupsTooAlikeForZlavin,
            Format,
        }
    );
    samples
}

fn format_problems() -> Vec<FormatProblem> {
    let samples = vec![
        FormatProblem::NameEmpty,
        FormatProblem::NameUnusable { max: 100 },
        FormatProblem::TooManyTurns { max: 64, found: 65 },
        FormatProblem::TurnUnderCarano { turn: 0 },
        FormatProblem::ActorCannotAct {
            turn: 2,
            actor: Actor::Both,
            action: TurnAction::Pick,
        },
        FormatProblem::ActorCannotAct {
            turn: 9,
            actor: Actor::PlayerA,
            action: TurnAction::Swap,
        },
        FormatProblem::BanAfterPick { turn: 4 },
        FormatProblem::SecondBanOnLineup {
            turn: 1,
            lineup_of: Role::B,
        },
        FormatProblem::BanLeavesTooFew {
            turn: 0,
            lineup_of: Role::A,
            left: 3,
            team_size: 4,
        },
        FormatProblem::TeamOverfull {
            turn: 8,
            team_of: Role::A,
            team_size: 4,
        },
        FormatProblem::TeamIncomplete {
            team_of: Role::B,
            picks: 3,
            team_size: 4,
        },
        FormatProblem::SwapNotLast { turn: 10 },
        FormatProblem::ActorCannotAct {
            turn: 3,
            actor: Actor::PlayerB,
            action: TurnAction::Reveal,
        },
        FormatProblem::ActorCannotAct {
            turn: 5,
            actor: Actor::Nobody,
            action: TurnAction::HiddenPick,
        },
        FormatProblem::HiddenPickNotYetRevealed {
            turn: 4,
            hidden_turn: 2,
        },
        FormatProblem::HiddenPickNeverRevealed { turn: 7 },
        FormatProblem::NothingToReveal { turn: 0 },
        FormatProblem::HiddenPicksMayMeetUnderZlavin { turn: 2 },
    ];
    variants!(
        samples,
        FormatProblem {
            NameEmpty,
            NameUnusable,
            TooManyTurns,
            TurnUnderCarano,
            ActorCannotAct,
            BanAfterPick,
            SecondBanOnLineup,
            BanLeavesTooFew,
            TeamOverfull,
            TeamIncomplete,
            SwapNotLast,
            HiddenPickNotYetRevealed,
            HiddenPickNeverRevealed,
            NothingToReveal,
            HiddenPicksMayMeetUnderZlavin,
        }
    );
    samples
}

fn scenario_problems() -> Vec<ScenarioProblem> {
    let samples = vec![
        ScenarioProblem::Unknown {
            scenario: ScenarioId::new("moon-base").unwrap(),
        },
        ScenarioProblem::HomemadeNotAllowed {
            clause: event_clause(Section::Scenarios),
        },
        ScenarioProblem::BadName { max: 80 },
        ScenarioProblem::Repeated {
            scenario: ScenarioChoice::Official {
                id: ScenarioId::new("assault").unwrap(),
            },
            other_round: 1,
            clause: Clause::agl(
                RulesetVersion::AglV1,
                EventFormat::OpenTournament,
                Section::Scenarios,
            ),
        },
    ];
    variants!(
        samples,
        ScenarioProblem {
            Unknown,
            HomemadeNotAllowed,
            BadName,
            Repeated,
        }
    );
    samples
}

fn definition_problems() -> Vec<DefinitionProblem> {
    let mut samples = vec![
        DefinitionProblem::BadName { max: 120 },
        DefinitionProblem::Mods {
            problem: ModSetError::CaranoNotAlone,
            clause: Clause::CaranoMod,
        },
        DefinitionProblem::EventTypeMismatch {
            format: EventFormat::OpenTournament,
            found: EventType::Standard,
            expected: "Open".to_owned(),
            clause: event_clause(Section::Rankings),
        },
        DefinitionProblem::StadiumRequired {
            clause: Clause::AglCircuitMod,
        },
        DefinitionProblem::StadiumWithoutCircuit {
            clause: Clause::AglCircuitMod,
        },
        DefinitionProblem::UnknownStadium {
            stadium: StadiumId::new("atlantis").unwrap(),
        },
        DefinitionProblem::RoundsOutOfRange {
            rounds: 1,
            minimum: 3,
            maximum: 30,
            clause: event_clause(Section::NumberOfRounds),
        },
        DefinitionProblem::TooManyScenarios {
            count: 31,
            maximum: 30,
        },
        DefinitionProblem::BadSeed { max: 200 },
        DefinitionProblem::LineupSizeNotOpen {
            format: EventFormat::StandardTournament,
            clause: event_clause(Section::BuildingTeams),
        },
        DefinitionProblem::LineupSizeSetByMods {
            asked: 6,
            size: 4,
            clause: event_clause(Section::Mods),
        },
        DefinitionProblem::LineupSizeOutOfRange {
            asked: 3,
            minimum: 4,
            maximum: 12,
            clause: Clause::agl(
                RulesetVersion::AglV1,
                EventFormat::OpenTournament,
                Section::BuildingTeams,
            ),
        },
    ];
    for problem in scenario_problems() {
        samples.push(DefinitionProblem::Scenario { round: 2, problem });
    }
    variants!(
        samples,
        DefinitionProblem {
            BadName,
            Mods,
            EventTypeMismatch,
            StadiumRequired,
            StadiumWithoutCircuit,
            UnknownStadium,
            RoundsOutOfRange,
            TooManyScenarios,
            Scenario,
            BadSeed,
            LineupSizeNotOpen,
            LineupSizeSetByMods,
            LineupSizeOutOfRange,
        }
    );
    samples
}

fn event_refusals() -> Vec<EventRefusal> {
    let p = PlayerId::new;
    let samples = vec![
        EventRefusal::UnknownPlayer { player: p(9) },
        EventRefusal::AlreadyDropped {
            player: p(2),
            after_round: 1,
        },
        EventRefusal::NotDropped { player: p(2) },
        EventRefusal::WithdrawAfterStart {
            player: p(2),
            paired: 1,
        },
        EventRefusal::NotTheLatestRound {
            round: 1,
            latest: 2,
        },
        EventRefusal::RoundHasResults {
            round: 2,
            tables: vec![1, 3],
        },
        EventRefusal::RegistrationClosed { paired: 1 },
        EventRefusal::NotLate,
        EventRefusal::TooManyPlayers { max: 512 },
        EventRefusal::BadPlayerName {
            max: 100,
            clause: event_clause(Section::ControlSheet),
        },
        EventRefusal::BadPin {
            max: 32,
            clause: event_clause(Section::ControlSheet),
        },
        EventRefusal::DuplicatePin {
            pin: "A1".to_owned(),
            player: p(1),
        },
        EventRefusal::SponsorRequired {
            clause: event_clause(Section::ChoosingYourSponsor),
        },
        EventRefusal::UnknownSponsor {
            sponsor: SponsorId::new("acme").unwrap(),
        },
        EventRefusal::SpecialSponsorLocked {
            sponsor: SponsorId::new("accesstel").unwrap(),
            clause: event_clause(Section::ChoosingYourSponsor),
        },
        EventRefusal::LineupRequired {
            size: 8,
            clause: event_clause(Section::StartingLineup),
        },
        EventRefusal::Lineup {
            problems: lineup_problems(),
            clause: event_clause(Section::StartingLineup),
        },
        EventRefusal::Rounds {
            problem: DefinitionProblem::RoundsOutOfRange {
                rounds: 2,
                minimum: 3,
                maximum: 30,
                clause: event_clause(Section::NumberOfRounds),
            },
        },
        EventRefusal::FewerRoundsThanPaired {
            rounds: 2,
            paired: 3,
        },
        EventRefusal::RoundOutOfRange { round: 31, max: 30 },
        EventRefusal::RoundAlreadyPaired { round: 1 },
        EventRefusal::Scenario {
            round: 3,
            problem: ScenarioProblem::Unknown {
                scenario: ScenarioId::new("moon-base").unwrap(),
            },
        },
        EventRefusal::NotTheNextRound { given: 3, next: 2 },
        EventRefusal::AllRoundsPaired {
            rounds: 3,
            clause: event_clause(Section::NumberOfRounds),
        },
        EventRefusal::ResultsMissing {
            round: 1,
            tables: vec![2, 3],
            clause: event_clause(Section::Pairings),
        },
        EventRefusal::TooFewPlayers {
            active: 3,
            minimum: 4,
            clause: event_clause(Section::FormatOfTheEvent),
        },
        EventRefusal::NoScenario {
            round: 2,
            clause: event_clause(Section::Scenarios),
        },
        EventRefusal::NoPlayerCanTakeTheBye {
            clause: event_clause(Section::Byes),
        },
        EventRefusal::UnknownRound {
            round: 4,
            paired: 2,
        },
        EventRefusal::UnknownTable {
            round: 1,
            table: 5,
            tables: 3,
        },
        EventRefusal::NotTheirTable {
            round: 1,
            table: 2,
            seated: BySeat::new(p(3), p(4)),
            given: BySeat::new(p(1), p(2)),
        },
        EventRefusal::ResultAlreadyRecorded { round: 1, table: 1 },
        EventRefusal::NoResultToCorrect { round: 2, table: 1 },
        EventRefusal::NegativeScore {
            seat: Seat::Second,
            field: ScoreField::Frags,
            value: -1,
            clause: event_clause(Section::KeepingScore),
        },
        EventRefusal::ScoreTooHigh {
            seat: Seat::First,
            field: ScoreField::VictoryPoints,
            value: 1000,
            max: 99,
        },
        EventRefusal::DraftNotComplete {
            clause: Clause::BuildingTeamsEachRound,
        },
        EventRefusal::TwoFirstBloods {
            clause: Clause::agl(
                RulesetVersion::AglSeason2,
                EventFormat::StandardTournament,
                Section::FirstBlood,
            ),
        },
        EventRefusal::NoFirstBloodInRuleset {
            clause: Clause::agl(
                RulesetVersion::AglSeason2,
                EventFormat::StandardTournament,
                Section::FirstBlood,
            ),
        },
        EventRefusal::SwapOutsideCurrentRound {
            round: 1,
            current: 2,
        },
        EventRefusal::SwapWithSelf { player: p(2) },
        EventRefusal::NotInRound {
            player: p(5),
            round: 2,
        },
        EventRefusal::SwapAtSameTable { table: 1 },
        EventRefusal::SwapAfterResult { table: 2 },
        EventRefusal::DecksPublicBeforeEnd { rounds_left: 2 },
        EventRefusal::DecksAlreadyPublic,
        EventRefusal::SponsorFixed {
            player: p(3),
            clause: event_clause(Section::ChoosingYourSponsor),
        },
        EventRefusal::LineupFixed {
            player: p(3),
            clause: event_clause(Section::StartingLineup),
        },
        EventRefusal::BadTeamName {
            max: 80,
            clause: Clause::agl(
                RulesetVersion::AglSeason2,
                EventFormat::StandardTournament,
                Section::TeamNames,
            ),
        },
        EventRefusal::ScenariosNotAnnounced {
            missing: vec![2, 3],
            clause: event_clause(Section::Scenarios),
        },
        EventRefusal::ScenarioAnnounced {
            round: 2,
            clause: event_clause(Section::Scenarios),
        },
        EventRefusal::BadNote { max: 200 },
        EventRefusal::RoundOneSeedMissing {
            clause: event_clause(Section::Pairings),
        },
        EventRefusal::SeedFixedInDefinition,
        EventRefusal::SeedOnlyForRoundOne { round: 2 },
        EventRefusal::RoundNotPublished {
            round: 2,
            clause: Clause::RulingPublishRound,
        },
        EventRefusal::RoundAlreadyPublished {
            round: 2,
            clause: Clause::RulingPublishRound,
        },
        EventRefusal::TableDraftFormat {
            name: "One by one".into(),
            problems: vec![FormatProblem::TeamIncomplete {
                team_of: Role::B,
                picks: 3,
                team_size: 4,
            }],
            clause: Clause::BuildingTeamsEachRound,
        },
        EventRefusal::TableDraftClock {
            refusal: ClockRefusal::SettingsOutOfRange {
                min_grace: 1,
                max_grace: 600,
                max_reserve: 3600,
            },
            clause: Clause::RulingPaceClock,
        },
    ];
    variants!(
        samples,
        EventRefusal {
            UnknownPlayer,
            AlreadyDropped,
            NotDropped,
            WithdrawAfterStart,
            NotTheLatestRound,
            RoundHasResults,
            RegistrationClosed,
            NotLate,
            TooManyPlayers,
            BadPlayerName,
            BadPin,
            DuplicatePin,
            SponsorRequired,
            UnknownSponsor,
            SpecialSponsorLocked,
            LineupRequired,
            Lineup,
            Rounds,
            FewerRoundsThanPaired,
            RoundOutOfRange,
            RoundAlreadyPaired,
            Scenario,
            NotTheNextRound,
            AllRoundsPaired,
            ResultsMissing,
            TooFewPlayers,
            NoScenario,
            NoPlayerCanTakeTheBye,
            UnknownRound,
            UnknownTable,
            NotTheirTable,
            ResultAlreadyRecorded,
            NoResultToCorrect,
            NegativeScore,
            ScoreTooHigh,
            DraftNotComplete,
            TwoFirstBloods,
            NoFirstBloodInRuleset,
            SwapOutsideCurrentRound,
            SwapWithSelf,
            NotInRound,
            SwapAtSameTable,
            SwapAfterResult,
            SponsorFixed,
            LineupFixed,
            BadTeamName,
            ScenariosNotAnnounced,
            ScenarioAnnounced,
            BadNote,
            RoundOneSeedMissing,
            SeedFixedInDefinition,
            SeedOnlyForRoundOne,
            DecksPublicBeforeEnd,
            DecksAlreadyPublic,
            RoundNotPublished,
            RoundAlreadyPublished,
            TableDraftFormat,
            TableDraftClock,
        }
    );
    samples
}

fn table_draft_problems() -> Vec<TableDraftProblem> {
    let samples = vec![
        TableDraftProblem::UnknownRound {
            round: 3,
            paired: 2,
        },
        TableDraftProblem::UnknownTable { round: 1, table: 9 },
        TableDraftProblem::NoSponsor {
            player: PlayerId::new(2),
            name: "Bo".to_owned(),
        },
        TableDraftProblem::NoLineup {
            player: PlayerId::new(4),
            name: "Di".to_owned(),
        },
        TableDraftProblem::OwnTeamFormat {
            lineup_size: 6,
            draft_size: 8,
        },
    ];
    variants!(
        samples,
        TableDraftProblem {
            UnknownRound,
            UnknownTable,
            NoSponsor,
            NoLineup,
            OwnTeamFormat,
        }
    );
    samples
}

fn clock_refusals() -> Vec<ClockRefusal> {
    let samples = vec![
        ClockRefusal::NoClock,
        ClockRefusal::AlreadyPaused,
        ClockRefusal::NotPaused,
        ClockRefusal::SettingsOutOfRange {
            min_grace: 1,
            max_grace: 600,
            max_reserve: 3600,
        },
        ClockRefusal::AddedTimeOutOfRange { max: 600 },
        ClockRefusal::NotDue { seat: Seat::First },
        ClockRefusal::ExpiredMoveStands { seat: Seat::First },
        ClockRefusal::ExpiryMismatch { seat: Seat::Second },
    ];
    variants!(
        samples,
        ClockRefusal {
            NoClock,
            AlreadyPaused,
            NotPaused,
            SettingsOutOfRange,
            AddedTimeOutOfRange,
            NotDue,
            ExpiredMoveStands,
            ExpiryMismatch,
        }
    );
    samples
}

fn bad_ratings() -> Vec<BadRating> {
    let samples = vec![
        BadRating::OutOfRange {
            corvus_pin: "A1".to_owned(),
        },
        BadRating::SamePinTwice {
            corvus_pin: "CB-1024".to_owned(),
            other: "cb-1024".to_owned(),
        },
    ];
    variants!(
        samples,
        BadRating {
            OutOfRange,
            SamePinTwice
        }
    );
    samples
}

fn ledger_problems() -> Vec<LedgerProblem> {
    let samples = vec![
        LedgerProblem::BadName { max: 120 },
        LedgerProblem::EventNotFinished {
            name: "Copa Enero".to_owned(),
            clause: event_clause(Section::Rankings),
        },
        LedgerProblem::AlreadyInLedger {
            name: "Copa Enero".to_owned(),
            key: "818455060c27ef22".to_owned(),
        },
        LedgerProblem::Unreadable {
            message: "expected value at line 1 column 1".to_owned(),
        },
        LedgerProblem::UnknownFormat {
            expected: "hexadraft-event-report".to_owned(),
            format: "something-else".to_owned(),
            version: 1,
        },
        LedgerProblem::KFactorMismatch {
            event_type: EventType::Standard,
            k_factor: 20,
            expected: 32,
            clause: event_clause(Section::Rankings),
        },
        LedgerProblem::BadPin {
            corvus_pin: "CB 1024!".to_owned(),
            max: 32,
        },
        LedgerProblem::DuplicatePin {
            corvus_pin: "CB-1024".to_owned(),
        },
        LedgerProblem::UnknownPlayer {
            corvus_pin: "CB-9".to_owned(),
        },
        LedgerProblem::BadOutcomes {
            round: 2,
            first: Outcome::Victory,
            second: Outcome::Victory,
        },
        LedgerProblem::BadRating {
            corvus_pin: "CB-1024".to_owned(),
        },
        LedgerProblem::TooMany {
            what: "events".to_owned(),
            max: 1000,
        },
    ];
    variants!(
        samples,
        LedgerProblem {
            BadName,
            EventNotFinished,
            AlreadyInLedger,
            Unreadable,
            UnknownFormat,
            KFactorMismatch,
            BadPin,
            DuplicatePin,
            UnknownPlayer,
            BadOutcomes,
            BadRating,
            TooMany,
        }
    );
    samples
}

fn ia(section: IaSection) -> Clause {
    Clause::ImperialAssault(section)
}

fn structure_problems() -> Vec<StructureProblem> {
    let samples = vec![
        StructureProblem::SwissRounds { rounds: 0, max: 30 },
        StructureProblem::NotTheTable {
            players: 20,
            required_rounds: 5,
            required_cut: Some(CutSize::TOP_8),
            clause: ia(IaSection::RoundStructure),
        },
        StructureProblem::TooFewMissions {
            missions: 3,
            rounds: 4,
            clause: ia(IaSection::SetupProcedure),
        },
        StructureProblem::CutLargerThanField {
            cut: CutSize::TOP_8,
            needed: 8,
            players: 6,
            clause: ia(IaSection::RulingCutSize),
        },
    ];
    variants!(
        samples,
        StructureProblem {
            SwissRounds,
            NotTheTable,
            TooFewMissions,
            CutLargerThanField,
        }
    );
    samples
}

fn ia_definition_problems() -> Vec<IaDefinitionProblem> {
    let mut samples = vec![IaDefinitionProblem::BadName { max: 80 }];
    samples.extend(
        structure_problems()
            .into_iter()
            .map(|problem| IaDefinitionProblem::Structure { problem }),
    );
    let staff = vec![
        StaffProblem::MorePlayingThanJudges {
            judges: 1,
            playing: 2,
        },
        StaffProblem::JudgeWithoutSecond {
            clause: ia(IaSection::JudgeParticipation),
        },
        StaffProblem::StaffPlaysPremier {
            clause: ia(IaSection::JudgeParticipation),
        },
    ];
    variants!(
        staff,
        StaffProblem {
            MorePlayingThanJudges,
            JudgeWithoutSecond,
            StaffPlaysPremier,
        }
    );
    samples.extend(
        staff
            .into_iter()
            .map(|problem| IaDefinitionProblem::Staff { problem }),
    );
    variants!(
        samples,
        IaDefinitionProblem {
            BadName,
            Structure,
            Staff,
        }
    );
    samples
}

fn army_problems() -> Vec<ArmyProblem> {
    let building = ia(IaSection::ArmyBuilding);
    let deployment = |id: &str| DeploymentCardId::new(id).unwrap();
    let command = |id: &str| CommandCardId::new(id).unwrap();
    let samples = vec![
        ArmyProblem::UnknownCard {
            card: IaCardId::Deployment(deployment("nobody-trooper")),
            clause: building,
        },
        ArmyProblem::BadCount {
            card: IaCardId::Command(command("bodyguard")),
            count: 0,
            max: 99,
            clause: ia(IaSection::RulingArmyListText),
        },
        ArmyProblem::TooManyEntries {
            entries: 300,
            max: 200,
            clause: ia(IaSection::RulingArmyListText),
        },
        ArmyProblem::ArmyOverBudget {
            points: 46,
            max: 40,
            clause: building,
        },
        ArmyProblem::CommandDeckSize {
            cards: 14,
            required: 15,
            clause: building,
        },
        ArmyProblem::CommandDeckOverBudget {
            points: 17,
            max: 15,
            clause: building,
        },
        ArmyProblem::NotSkirmish {
            card: deployment("jabba-the-hutt-campaign"),
            name: "Jabba the Hutt (Campaign)".to_owned(),
            clause: building,
        },
        ArmyProblem::MixedAffiliations {
            affiliations: vec![
                AffiliationCards {
                    affiliation: Affiliation::Imperial,
                    cards: vec!["Darth Vader".to_owned()],
                },
                AffiliationCards {
                    affiliation: Affiliation::Rebel,
                    cards: vec!["Han Solo".to_owned(), "Chewbacca".to_owned()],
                },
            ],
            clause: building,
        },
        ArmyProblem::UniqueRepeated {
            name: "Darth Vader".to_owned(),
            cards: vec![deployment("darth-vader")],
            copies: 2,
            clause: building,
        },
        ArmyProblem::CommandOverLimit {
            card: command("bodyguard"),
            name: "Bodyguard".to_owned(),
            copies: 3,
            limit: 2,
            clause: building,
        },
    ];
    variants!(
        samples,
        ArmyProblem {
            UnknownCard,
            BadCount,
            TooManyEntries,
            ArmyOverBudget,
            CommandDeckSize,
            CommandDeckOverBudget,
            NotSkirmish,
            MixedAffiliations,
            UniqueRepeated,
            CommandOverLimit,
        }
    );
    samples
}

fn ia_refusals() -> Vec<IaRefusal> {
    let p = PlayerId::new;
    let samples = vec![
        IaRefusal::NegativeScore {
            seat: Seat::First,
            clause: ia(IaSection::RulingScoreBounds),
        },
        IaRefusal::ScoreTooHigh {
            seat: Seat::Second,
            value: 150,
            max: 99,
            clause: ia(IaSection::RulingScoreBounds),
        },
        IaRefusal::FigurePointsAboveTotal {
            seat: Seat::First,
            figures: 30,
            total: 20,
            clause: ia(IaSection::EndOfGame),
        },
        IaRefusal::FortyNotReached {
            best: 30,
            clause: ia(IaSection::EndOfGame),
        },
        IaRefusal::FortyReachedBeforeTime {
            clause: ia(IaSection::EndOfGame),
        },
        IaRefusal::FigurePointsNeeded {
            clause: ia(IaSection::EndOfGame),
        },
        IaRefusal::WrongRound {
            round: 3,
            expected: 2,
            clause: ia(IaSection::Pairings),
        },
        IaRefusal::NotEnoughPlayers {
            active: 1,
            clause: ia(IaSection::Pairings),
        },
        IaRefusal::TooManyPlayers {
            count: 5000,
            max: 4096,
        },
        IaRefusal::UnknownPlayer { player: p(9) },
        IaRefusal::RepeatedPlayer { player: p(3) },
        IaRefusal::RecordedPairingNotValid {
            round: 3,
            clause: ia(IaSection::Pairings),
        },
        IaRefusal::MissionsExhausted {
            pool: 4,
            clause: ia(IaSection::SetupProcedure),
        },
        IaRefusal::BadMissionPool {
            max: 100,
            max_chars: 80,
            clause: ia(IaSection::SetupProcedure),
        },
        IaRefusal::CutTooLarge {
            size: 8,
            eligible: 6,
            clause: ia(IaSection::EliminationRounds),
        },
        IaRefusal::NoSuchCutGame {
            round: 2,
            game: 3,
            clause: ia(IaSection::EliminationRounds),
        },
        IaRefusal::WrongPlayers {
            clause: ia(IaSection::EliminationRounds),
        },
        IaRefusal::RegistrationClosed {
            clause: ia(IaSection::ArmyBuilding),
        },
        IaRefusal::BadPlayerName { max: 80 },
        IaRefusal::NoSuchPlayer { player: p(12) },
        IaRefusal::ArmyNotLegal {
            problems: army_problems(),
            clause: ia(IaSection::ArmyBuilding),
        },
        IaRefusal::ArmyListsMissing {
            players: vec![p(2), p(5)],
            clause: ia(IaSection::ArmyBuilding),
        },
        IaRefusal::KeepApartNotInformal {
            clause: ia(IaSection::Pairings),
        },
        IaRefusal::KeepApartSelf { player: p(4) },
        IaRefusal::StructureNeeded {
            clause: ia(IaSection::RoundStructure),
        },
        IaRefusal::StructureNotValid {
            problems: structure_problems(),
            clause: ia(IaSection::RoundStructure),
        },
        IaRefusal::SwissRoundsComplete {
            rounds: 4,
            clause: ia(IaSection::RoundStructure),
        },
        IaRefusal::ResultsMissing {
            round: 2,
            missing: 3,
            clause: ia(IaSection::Pairings),
        },
        IaRefusal::SeedMissing,
        IaRefusal::SeedNotExpected { round: 2 },
        IaRefusal::NoSuchTable { round: 1, table: 9 },
        IaRefusal::ResultAlreadyRecorded { round: 1, table: 2 },
        IaRefusal::NoResultToCorrect { round: 1, table: 2 },
        IaRefusal::SwissRoundsClosed {
            clause: ia(IaSection::EliminationRounds),
        },
        IaRefusal::NoCut {
            clause: ia(IaSection::RoundStructure),
        },
        IaRefusal::CutNotReady {
            rounds_left: 2,
            clause: ia(IaSection::EliminationRounds),
        },
        IaRefusal::CutAlreadyMade {
            clause: ia(IaSection::EliminationRounds),
        },
        IaRefusal::NoCutToUndo {
            clause: ia(IaSection::EliminationRounds),
        },
        IaRefusal::CutHasResults {
            clause: ia(IaSection::EliminationRounds),
        },
        IaRefusal::AlreadyDropped { player: p(2) },
        IaRefusal::NotDropped { player: p(2) },
        IaRefusal::NotTheLatestRound {
            round: 1,
            latest: 2,
        },
        IaRefusal::RoundHasResults { round: 2 },
        IaRefusal::SwapNotLatestRound {
            round: 1,
            latest: 2,
        },
        IaRefusal::SwapNotInRound {
            round: 2,
            player: p(2),
        },
        IaRefusal::SwapOpponents { round: 2, table: 3 },
        IaRefusal::SwapAfterResult { round: 2, table: 3 },
        IaRefusal::NotAtThisGame { player: p(2) },
        IaRefusal::GameHasResult {
            game: hexadraft_event::ia::IaGameRef::Swiss { round: 2, table: 3 },
        },
        IaRefusal::GameHasResult {
            game: hexadraft_event::ia::IaGameRef::Cut { round: 1, game: 2 },
        },
        IaRefusal::RoundNotPublished {
            round: 2,
            clause: Clause::RulingPublishRound,
        },
        IaRefusal::RoundAlreadyPublished {
            round: 2,
            clause: Clause::RulingPublishRound,
        },
    ];
    variants!(
        samples,
        IaRefusal {
            NegativeScore,
            ScoreTooHigh,
            FigurePointsAboveTotal,
            FortyNotReached,
            FortyReachedBeforeTime,
            FigurePointsNeeded,
            WrongRound,
            NotEnoughPlayers,
            TooManyPlayers,
            UnknownPlayer,
            RepeatedPlayer,
            RecordedPairingNotValid,
            MissionsExhausted,
            BadMissionPool,
            CutTooLarge,
            NoSuchCutGame,
            WrongPlayers,
            RegistrationClosed,
            BadPlayerName,
            NoSuchPlayer,
            ArmyNotLegal,
            ArmyListsMissing,
            KeepApartNotInformal,
            KeepApartSelf,
            StructureNeeded,
            StructureNotValid,
            SwissRoundsComplete,
            ResultsMissing,
            SeedMissing,
            SeedNotExpected,
            NoSuchTable,
            ResultAlreadyRecorded,
            NoResultToCorrect,
            SwissRoundsClosed,
            NoCut,
            CutNotReady,
            CutAlreadyMade,
            NoCutToUndo,
            CutHasResults,
            AlreadyDropped,
            NotDropped,
            NotTheLatestRound,
            RoundHasResults,
            SwapNotLatestRound,
            SwapNotInRound,
            SwapOpponents,
            SwapAfterResult,
            NotAtThisGame,
            GameHasResult,
            RoundNotPublished,
            RoundAlreadyPublished,
        }
    );
    samples
}

fn paper_errors() -> Vec<PaperError> {
    let samples = vec![
        PaperError::RoundNotPaired {
            round: 3,
            paired: 2,
        },
        PaperError::UnknownPlayer {
            player: PlayerId::new(9),
        },
        PaperError::NoCut,
    ];
    variants!(
        samples,
        PaperError {
            RoundNotPaired,
            UnknownPlayer,
            NoCut,
        }
    );
    samples
}

fn ia_pack_problems() -> Vec<IaPackProblem> {
    let samples = vec![
        IaPackProblem::UnknownFormat {
            found: "a shopping list".to_owned(),
        },
        IaPackProblem::UnknownOverlayFormat {
            found: "hexadraft-ia-overlay/9".to_owned(),
        },
        IaPackProblem::BadVersion {
            path: "version".to_owned(),
            found: "2026 11".to_owned(),
        },
        IaPackProblem::TooMany {
            path: "deployment_cards".to_owned(),
            count: 5000,
            max: 2000,
        },
        IaPackProblem::DuplicateId {
            list: "deployment_cards".to_owned(),
            id: "stormtrooper".to_owned(),
            path: "deployment_cards[9].id".to_owned(),
        },
        IaPackProblem::EmptyText {
            path: "deployment_cards[2].name".to_owned(),
        },
        IaPackProblem::TextTooLong {
            path: "deployment_cards[2].name".to_owned(),
            chars: 300,
            max: 200,
        },
        IaPackProblem::ControlCharacter {
            path: "deployment_cards[2].name".to_owned(),
        },
        IaPackProblem::OutOfRange {
            path: "deployment_cards[id=stormtrooper].cost".to_owned(),
            value: 99,
            min: 0,
            max: 40,
        },
        IaPackProblem::OverlayForOtherPack {
            expected: "imperial-assault-skirmish".to_owned(),
            found: "aristeia-agl".to_owned(),
        },
        IaPackProblem::AlreadyInPack {
            list: "deployment_cards".to_owned(),
            id: "stormtrooper".to_owned(),
            path: "new_deployment_cards[0].id".to_owned(),
        },
        IaPackProblem::UnknownProduct {
            product: "moon-box".to_owned(),
            path: "deployment_cards[0].products[0]".to_owned(),
        },
        IaPackProblem::BadModes {
            path: "deployment_cards[3].modes".to_owned(),
        },
        IaPackProblem::IndistinctCard {
            path: "deployment_cards[8]".to_owned(),
            first: "deployment_cards[7]".to_owned(),
        },
        IaPackProblem::EditOfUnknownCard {
            list: "deployment".to_owned(),
            card: "nobody-trooper".to_owned(),
            path: "overlay.deployment_edits[0]".to_owned(),
        },
    ];
    variants!(
        samples,
        IaPackProblem {
            UnknownFormat,
            UnknownOverlayFormat,
            BadVersion,
            TooMany,
            DuplicateId,
            EmptyText,
            TextTooLong,
            ControlCharacter,
            OutOfRange,
            OverlayForOtherPack,
            AlreadyInPack,
            UnknownProduct,
            BadModes,
            IndistinctCard,
            EditOfUnknownCard,
        }
    );
    samples
}

fn pack_problems() -> Vec<PackProblem> {
    let samples = vec![
        PackProblem::UnknownFormat {
            found: "a shopping list".to_owned(),
        },
        PackProblem::BadVersion {
            path: "version".to_owned(),
            found: "2026 11".to_owned(),
        },
        PackProblem::TooMany {
            path: "characters".to_owned(),
            count: 5000,
            max: 2000,
        },
        PackProblem::DuplicateId {
            list: "characters".to_owned(),
            id: "gata".to_owned(),
            path: "characters[9].id".to_owned(),
        },
        PackProblem::EmptyText {
            path: "characters[2].name".to_owned(),
        },
        PackProblem::TextTooLong {
            path: "characters[2].name".to_owned(),
            chars: 300,
            max: 200,
        },
        PackProblem::ControlCharacter {
            path: "characters[2].name".to_owned(),
        },
        PackProblem::OutOfRange {
            path: "characters[2].health".to_owned(),
            value: 99,
            min: 1,
            max: 20,
        },
        PackProblem::DuplicateCardNumber {
            number: 19,
            path: "characters[4].tactics[0].number".to_owned(),
            first: "characters[1].tactics[2].number".to_owned(),
        },
        PackProblem::GeneralTactics {
            found: vec![9, 10, 11],
        },
        PackProblem::UnknownProduct {
            character: "gata".to_owned(),
            product: "moon-box".to_owned(),
            path: "characters[0].product".to_owned(),
        },
        PackProblem::BasicSponsors { found: 3 },
        PackProblem::DuplicateSponsorRule {
            rule: SponsorRule::ChoosePlayerA,
            path: "sponsors[4].rule".to_owned(),
        },
        PackProblem::UnnamedScenario {
            path: "scenarios[3].names".to_owned(),
        },
        PackProblem::UnknownOverlayFormat {
            found: "hexadraft-overlay/9".to_owned(),
        },
        PackProblem::OverlayForOtherPack {
            expected: "aristeia-agl".to_owned(),
            found: "another-game".to_owned(),
        },
        PackProblem::EditOfUnknownCharacter {
            path: "character_edits[0]".to_owned(),
            character: "nobody".to_owned(),
        },
        PackProblem::AlreadyInPack {
            list: "characters".to_owned(),
            id: "gata".to_owned(),
            path: "added_characters[0].id".to_owned(),
        },
        PackProblem::DuplicateSlot {
            path: "character_edits[0].tactics[1]".to_owned(),
            slot: 2,
        },
        PackProblem::NotAGeneralTactic {
            path: "general_tactic_names[0]".to_owned(),
            number: 19,
        },
    ];
    variants!(
        samples,
        PackProblem {
            UnknownFormat,
            BadVersion,
            TooMany,
            DuplicateId,
            EmptyText,
            TextTooLong,
            ControlCharacter,
            OutOfRange,
            DuplicateCardNumber,
            GeneralTactics,
            UnknownProduct,
            BasicSponsors,
            DuplicateSponsorRule,
            UnnamedScenario,
            UnknownOverlayFormat,
            OverlayForOtherPack,
            EditOfUnknownCharacter,
            AlreadyInPack,
            DuplicateSlot,
            NotAGeneralTactic,
        }
    );
    samples
}

fn storage_errors() -> Vec<StorageError> {
    let db = || PathBuf::from("/data/hexadraft.sqlite3");
    let samples = vec![
        StorageError::Io {
            action: "create the folder",
            path: PathBuf::from("/data"),
            detail: "Permission denied (os error 13)".to_owned(),
        },
        StorageError::Corrupt {
            path: db(),
            detail: "file is not a database".to_owned(),
            last_backup: Some(PathBuf::from("/data/backups/hexadraft-3-manual.bak")),
        },
        StorageError::WalDamaged {
            path: db(),
            kept: vec![PathBuf::from("/data/hexadraft.sqlite3-wal.damaged-1")],
            kept_commits: 3,
            lost_commits: 2,
        },
        StorageError::EntriesLost {
            path: db(),
            journals: vec![
                LostEntries {
                    id: journal("event-1-abc"),
                    confirmed: 40,
                    found: 37,
                },
                LostEntries {
                    id: journal("r4-t2"),
                    confirmed: 1,
                    found: 0,
                },
            ],
            kept: vec![PathBuf::from("/data/hexadraft.sqlite3.unclean-1-wal")],
            last_backup: Some(PathBuf::from(
                "/data/hexadraft.sqlite3.backups/hexadraft.sqlite3.0004.manual.bak",
            )),
        },
        StorageError::JournalDamaged {
            id: journal("event-1-abc"),
            damage: JournalDamage::Entry { seq: seq(5) },
        },
        StorageError::JournalDamaged {
            id: journal("event-1-abc"),
            damage: JournalDamage::Header,
        },
        StorageError::JournalDamaged {
            id: journal("event-1-abc"),
            damage: JournalDamage::Missing {
                intact: 4,
                recorded: 6,
            },
        },
        StorageError::JournalDamaged {
            id: journal("event-1-abc"),
            damage: JournalDamage::Record,
        },
        StorageError::SettingDamaged {
            key: "catalog.overlay".to_owned(),
        },
        StorageError::ForeignDatabase { path: db() },
        StorageError::NewerSchema {
            path: db(),
            found: 9,
            supported: 3,
        },
        StorageError::MigrationFailed {
            version: 3,
            detail: "disk I/O error".to_owned(),
            backup: PathBuf::from("/data/backups/hexadraft-2-before-migration-v3.bak"),
        },
        StorageError::BackupFailed {
            path: PathBuf::from("/data/backups/hexadraft-4-before-import.bak"),
            detail: "No space left on device (os error 28)".to_owned(),
        },
        StorageError::JournalNotFound {
            id: journal("event-1-abc"),
        },
        StorageError::JournalExists {
            id: journal("r1-t4"),
        },
        StorageError::SequenceConflict {
            id: journal("event-1-abc"),
            expected: seq(12),
            next: seq(13),
        },
        StorageError::JournalArchived {
            id: journal("event-1-abc"),
        },
        StorageError::JournalReadOnly {
            id: journal("event-1-abc"),
        },
        StorageError::JournalFull {
            id: journal("event-1-abc"),
        },
        StorageError::InvalidInput {
            what: "setting key",
            detail: "longer than 200 characters".to_owned(),
        },
        StorageError::InvalidJson {
            detail: "expected value at line 1 column 1".to_owned(),
        },
        StorageError::PayloadEncode {
            detail: "key must be a string".to_owned(),
        },
        StorageError::PayloadDecode {
            id: journal("draft-1-abc"),
            seq: seq(4),
            detail: "unknown variant `lock-dekc`".to_owned(),
        },
        StorageError::ImportTooLarge {
            size: 90_000_000,
            limit: 64_000_000,
        },
        StorageError::ImportInvalid {
            detail: "missing field `journals`".to_owned(),
        },
        StorageError::ImportNotAnExport,
        StorageError::ImportCutShort { line: 94 },
        StorageError::ImportDamaged {
            line: 12,
            column: 7,
        },
        StorageError::ImportNewerFormat {
            found: 4,
            supported: 1,
        },
        StorageError::ExportTooLarge {
            size: 70_000_000,
            limit: 64_000_000,
        },
        StorageError::Database {
            detail: "database is locked".to_owned(),
        },
        StorageError::ImportAltered {
            part: AlteredPart::Entry,
            journal: Some(journal("event-1-abc")),
            entry: Some(57),
        },
        StorageError::ImportAltered {
            part: AlteredPart::Signature,
            journal: None,
            entry: None,
        },
    ];
    variants!(
        samples,
        StorageError {
            Io,
            Corrupt,
            WalDamaged,
            EntriesLost,
            JournalDamaged,
            SettingDamaged,
            ForeignDatabase,
            NewerSchema,
            MigrationFailed,
            BackupFailed,
            JournalNotFound,
            JournalExists,
            SequenceConflict,
            JournalArchived,
            JournalReadOnly,
            JournalFull,
            InvalidInput,
            InvalidJson,
            PayloadEncode,
            PayloadDecode,
            ImportTooLarge,
            ImportInvalid,
            ImportNotAnExport,
            ImportCutShort,
            ImportDamaged,
            ImportNewerFormat,
            ExportTooLarge,
            Database,
            ImportAltered,
        }
    );
    samples
}

fn app_refusals() -> Vec<AppRefusal> {
    let mut samples = vec![
        AppRefusal::DraftSetup {
            problems: setup_problems(),
        },
        AppRefusal::Deck {
            violations: deck_violations(),
        },
        AppRefusal::Mods {
            problems: mod_set_errors(),
        },
        AppRefusal::EventDefinition {
            problems: definition_problems(),
        },
        AppRefusal::Catalog {
            problems: pack_problems(),
        },
        AppRefusal::TeamsNotFixed,
        AppRefusal::DraftNotFinished { step: Step::Deck },
        AppRefusal::GameAlreadyRecorded,
        AppRefusal::PhoneReportsOff,
        AppRefusal::DatabaseWorks,
        AppRefusal::NoCatalogEdits,
        AppRefusal::DraftFormatFile {
            error: FormatFileError::TooLarge {
                max: 16384,
                found: 20000,
            },
        },
        AppRefusal::DraftFormatFile {
            error: FormatFileError::Unreadable {
                line: 7,
                column: 24,
                reason: "unknown variant `pik`, expected one of `ban`, `pick`, `swap` at line 7 column 24".to_owned(),
            },
        },
        AppRefusal::DraftFormatFile {
            error: FormatFileError::UnsupportedVersion {
                found: 2,
                supported: 1,
            },
        },
        AppRefusal::DraftFormatFile {
            error: FormatFileError::Invalid {
                problems: vec![FormatProblem::NameEmpty],
            },
        },
        AppRefusal::TooManyDraftFormats { max: 16 },
        AppRefusal::CatalogEditsTooLarge {
            size: 2_000_000,
            max: 1_000_000,
        },
        AppRefusal::SavedEditsUnreadable {
            problems: pack_problems()[..2].to_vec(),
        },
        AppRefusal::TooManyFiles {
            name: "hexadraft-journals-2026-11-21-1930".to_owned(),
        },
        AppRefusal::SeatCodeWrong { seat: Seat::Second },
        AppRefusal::SeatOnPhone { seat: Seat::First },
        AppRefusal::SeatCodeAlreadySet { seat: Seat::First },
        AppRefusal::OrganizerCodeWrong,
        AppRefusal::OrganizerCodeNotSet,
        AppRefusal::CodeTriesPaused { seconds: 42 },
        AppRefusal::IaRosterNotRead { problems: 3 },
    ];
    samples.extend(
        draft_refusals()
            .into_iter()
            .map(|refusal| AppRefusal::Draft { refusal }),
    );
    samples.extend(
        event_refusals()
            .into_iter()
            .map(|refusal| AppRefusal::Event { refusal }),
    );
    samples.extend(
        ia_refusals()
            .into_iter()
            .map(|refusal| AppRefusal::IaEvent { refusal }),
    );
    samples.push(AppRefusal::IaEventDefinition {
        problems: ia_definition_problems(),
    });
    samples.push(AppRefusal::IaCatalog {
        problems: ia_pack_problems(),
    });
    samples.extend(
        table_draft_problems()
            .into_iter()
            .map(|problem| AppRefusal::TableDraft { problem }),
    );
    samples.extend(
        paper_errors()
            .into_iter()
            .map(|problem| AppRefusal::Paper { problem }),
    );
    samples.extend(
        bad_ratings()
            .into_iter()
            .map(|problem| AppRefusal::Rating { problem }),
    );
    samples.extend(
        clock_refusals()
            .into_iter()
            .map(|refusal| AppRefusal::Clock { refusal }),
    );
    samples.extend(
        ledger_problems()
            .into_iter()
            .map(|problem| AppRefusal::Ledger { problem }),
    );
    variants!(
        samples,
        AppRefusal {
            Ledger,
            Draft,
            DraftSetup,
            Deck,
            Mods,
            Event,
            EventDefinition,
            IaEvent,
            IaEventDefinition,
            IaCatalog,
            TableDraft,
            Rating,
            Catalog,
            Paper,
            Clock,
            TeamsNotFixed,
            GameAlreadyRecorded,
            PhoneReportsOff,
            DatabaseWorks,
            NoCatalogEdits,
            DraftFormatFile,
            TooManyDraftFormats,
            CatalogEditsTooLarge,
            SavedEditsUnreadable,
            TooManyFiles,
            SeatCodeWrong,
            SeatOnPhone,
            SeatCodeAlreadySet,
            OrganizerCodeWrong,
            OrganizerCodeNotSet,
            CodeTriesPaused,
            IaRosterNotRead,
            DraftNotFinished,
        }
    );
    samples
}

fn missing() -> Vec<Missing> {
    let samples = vec![
        Missing::Journal {
            id: "event-1-abc".to_owned(),
        },
        Missing::DraftFormat {
            name: "Blind picks".to_owned(),
        },
        Missing::NotADraft {
            id: "event-1-abc".to_owned(),
        },
        Missing::NotAnEvent {
            id: "draft-1-abc".to_owned(),
        },
        Missing::NotALedger {
            id: "event-1-abc".to_owned(),
        },
        Missing::NotAnAglEvent {
            id: "event-2-ia".to_owned(),
        },
        Missing::NotAnImperialAssaultEvent {
            id: "event-1-abc".to_owned(),
        },
        Missing::Character {
            id: "nobody".to_owned(),
        },
        Missing::Backup { number: 7 },
        Missing::Moment {
            id: "event-1-abc".to_owned(),
            seq: 40,
            entry_count: 31,
        },
        Missing::TableDraft { round: 2, table: 3 },
        Missing::File {
            path: "/data/exports/missing.json".to_owned(),
        },
        Missing::Folder {
            path: "/nowhere".to_owned(),
        },
    ];
    variants!(
        samples,
        Missing {
            Journal,
            DraftFormat,
            NotADraft,
            NotAnEvent,
            NotALedger,
            NotAnAglEvent,
            NotAnImperialAssaultEvent,
            Character,
            Backup,
            Moment,
            TableDraft,
            File,
            Folder,
        }
    );
    samples
}

fn input_problems() -> Vec<InputProblem> {
    let mut samples = vec![
        InputProblem::BadId {
            text: "Gata!".to_owned(),
        },
        InputProblem::BadJournalId {
            text: "../etc".to_owned(),
        },
        InputProblem::BadTitle {
            detail: "a title has 1 to 200 characters".to_owned(),
        },
        InputProblem::BadTacticNumber { number: 1000 },
        InputProblem::BadTacticSlot { slot: 4 },
        InputProblem::CharacterNameMissing,
        InputProblem::CharacterBoxMissing,
        InputProblem::NoFileChosen,
        InputProblem::FolderNotAbsolute {
            path: "exports".to_owned(),
        },
        InputProblem::FileNotAbsolute {
            path: "report.json".to_owned(),
        },
        InputProblem::NotText {
            path: "/data/exports/photo.jpg".to_owned(),
        },
        InputProblem::FileTooLarge {
            path: "/data/exports/huge.json".to_owned(),
            size: 90_000_000,
            max: 64_000_000,
        },
        InputProblem::UnreadableHeader {
            id: "draft-1-abc".to_owned(),
            detail: "missing field `players`".to_owned(),
        },
        InputProblem::UnusableAddress {
            address: "192.168.1.20:8765".to_owned(),
            detail: "Address already in use (os error 98)".to_owned(),
        },
        InputProblem::BadCode { min: 4, max: 32 },
    ];
    for (stat, value) in [
        (Stat::Initiative, 0),
        (Stat::Movement, 21),
        (Stat::Energy, 30),
        (Stat::Health, 99),
    ] {
        samples.push(InputProblem::StatOutOfRange { stat, value });
    }
    variants!(
        samples,
        InputProblem {
            BadId,
            BadJournalId,
            BadTitle,
            BadTacticNumber,
            BadTacticSlot,
            StatOutOfRange,
            CharacterNameMissing,
            CharacterBoxMissing,
            NoFileChosen,
            FolderNotAbsolute,
            FileNotAbsolute,
            NotText,
            FileTooLarge,
            UnreadableHeader,
            UnusableAddress,
            BadCode,
        }
    );
    samples
}

fn read_only_reasons() -> Vec<ReadOnly> {
    let mut samples = vec![
        ReadOnly::SetupNoLongerChecks {
            refusal: AppRefusal::DraftSetup {
                problems: vec![SetupProblem::UnknownScenario {
                    scenario: ScenarioId::new("moon-base").unwrap(),
                }],
            },
        },
        ReadOnly::HeaderUnreadable {
            detail: "missing field `setup`".to_owned(),
        },
        ReadOnly::PlayerSafeCopy,
        ReadOnly::Archived,
        ReadOnly::AsItStood {
            seq: 12,
            entry_count: 31,
        },
    ];
    for (cause, refusal) in [
        (ReplayStopCause::Withheld, None),
        (ReplayStopCause::Unreadable, None),
        (
            ReplayStopCause::Refused,
            Some(AppRefusal::Event {
                refusal: EventRefusal::ResultAlreadyRecorded { round: 1, table: 2 },
            }),
        ),
    ] {
        samples.push(ReadOnly::EntryNotApplied {
            at_seq: 7,
            cause,
            refusal,
            detail: "entry 7".to_owned(),
        });
    }
    variants!(
        samples,
        ReadOnly {
            EntryNotApplied,
            SetupNoLongerChecks,
            HeaderUnreadable,
            PlayerSafeCopy,
            Archived,
            AsItStood,
        }
    );
    samples
}

fn conflicts() -> Vec<Conflict> {
    let mut samples = vec![Conflict::Stale { seen: 12, now: 13 }];
    samples.extend(
        read_only_reasons()
            .into_iter()
            .map(|reason| Conflict::ReadOnly { reason }),
    );
    variants!(samples, Conflict { Stale, ReadOnly });
    samples
}

fn app_errors() -> Vec<AppError> {
    let mut samples: Vec<AppError> = Vec::new();
    samples.extend(
        missing()
            .into_iter()
            .map(|missing| AppError::NotFound { missing }),
    );
    samples.extend(
        input_problems()
            .into_iter()
            .map(|problem| AppError::Invalid { problem }),
    );
    samples.extend(
        app_refusals()
            .into_iter()
            .map(|refusal| AppError::Refused { refusal }),
    );
    samples.extend(
        conflicts()
            .into_iter()
            .map(|conflict| AppError::Conflict { conflict }),
    );
    samples.extend(
        storage_errors()
            .into_iter()
            .map(|error| AppError::Storage { error }),
    );
    variants!(
        samples,
        AppError {
            NotFound,
            Invalid,
            Refused,
            Conflict,
            Storage,
        }
    );
    samples
}

fn saved_edits_problems() -> Vec<SavedEditsProblem> {
    let samples = vec![
        SavedEditsProblem::Unusable {
            problems: pack_problems()[14..16].to_vec(),
        },
        SavedEditsProblem::Unreadable {
            error: StorageError::Database {
                detail: "database is locked".to_owned(),
            },
        },
    ];
    variants!(
        samples,
        SavedEditsProblem {
            Unusable,
            Unreadable
        }
    );
    samples
}

fn roster_issues() -> Vec<RosterIssue> {
    let column = |number: u32, heading: Option<&str>| RosterColumn {
        number,
        heading: heading.map(str::to_owned),
    };
    let mut samples = vec![
        RosterIssue::UnclosedQuote { column: 3 },
        RosterIssue::Empty,
        RosterIssue::MissingColumn {
            column: RequiredColumn::Name,
        },
        RosterIssue::MissingColumn {
            column: RequiredColumn::CorvusPin,
        },
        RosterIssue::NoPlayers,
        RosterIssue::TooManyLines { max: 5000 },
        RosterIssue::ExtraValues {
            values: 5,
            columns: 4,
            extra: column(5, None),
        },
        RosterIssue::UnknownSponsor {
            text: "Acesstel".to_owned(),
            column: column(3, Some("Sponsor")),
        },
        RosterIssue::NotYesOrNo {
            text: "maybe".to_owned(),
            column: column(4, None),
        },
        RosterIssue::UnknownCharacter {
            text: "Gatta".to_owned(),
            column: column(5, Some("Lineup")),
        },
        RosterIssue::NoName {
            column: column(1, Some("Nombre")),
        },
        RosterIssue::NoPin {
            column: column(2, Some("PIN")),
        },
    ];
    samples.extend(
        event_refusals()
            .into_iter()
            .map(|refusal| RosterIssue::Refused { refusal }),
    );
    variants!(
        samples,
        RosterIssue {
            UnclosedQuote,
            Empty,
            MissingColumn,
            NoPlayers,
            TooManyLines,
            ExtraValues,
            UnknownSponsor,
            NotYesOrNo,
            UnknownCharacter,
            NoName,
            NoPin,
            Refused,
        }
    );
    samples
}

/// What the UI test reads: every error as a front door receives it, the catalog screen's own
/// typed problem, and every problem a roster import reports.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Samples {
    reports: Vec<ErrorReport>,
    saved_edits: Vec<SavedEditsProblem>,
    roster_issues: Vec<RosterIssue>,
}

#[test]
fn every_error_has_a_sample_and_the_ui_copy_is_current() {
    let samples = Samples {
        reports: app_errors().into_iter().map(ErrorReport::from).collect(),
        saved_edits: saved_edits_problems(),
        roster_issues: roster_issues(),
    };
    let fresh = serde_json::to_string_pretty(&samples).unwrap() + "\n";
    if std::env::var_os("HEXADRAFT_UPDATE_ERROR_SAMPLES").is_some() {
        std::fs::write(SAMPLES_PATH, &fresh).unwrap();
        return;
    }
    let committed = std::fs::read_to_string(SAMPLES_PATH).unwrap_or_default();
    assert!(
        committed == fresh,
        "ui/src/lib/errors/samples.json is stale: run `HEXADRAFT_UPDATE_ERROR_SAMPLES=1 cargo test -p hexadraft-app --test integration error_samples` and commit it"
    );
}

#[test]
fn every_sample_has_its_own_code() {
    // Codes are what the UI and tests branch on: the samples exercise every one of them.
    let codes: BTreeSet<String> = app_errors().iter().map(AppError::code).collect();
    assert!(codes.contains("refused.event.scoreTooHigh"));
    assert!(codes.contains("conflict.stale"));
    assert!(codes.contains("storage.corrupt"));
    assert!(
        !codes
            .iter()
            .any(|c| c.split('.').any(|part| part == "unknown")),
        "{codes:?}"
    );
}
