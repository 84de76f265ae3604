//! What the tests of several crates share, written once: the two Starting Lineups every AGL test
//! drafts and registers, an [`App`] on a fixed clock with seeded draws, a quick match's players,
//! the three-round event most desk tests run, a draft's picks played out and a Tactics deck, and
//! an Imperial Assault Store Championship with a legal army list.
//! Only tests and benchmarks depend on this crate (as a dev-dependency).

// A fixture is a constant known to be valid; were it not, the test using it fails, which is
// what a test should do.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use hexadraft_app::table_draft::{TableDraft, TableViewer};
use hexadraft_app::{App, FixedClock, SeededEntropy};
use hexadraft_catalog::{CharacterId, ScenarioId, SponsorId, TacticSlot};
use hexadraft_draft::{
    BySeat, CharacterOption, CoinToss, DeckChoice, DraftMove, DraftSetup, EventFormat, PlayerSetup,
    RulesetVersion, SeatChoice, TacticPick,
};
use hexadraft_event::ia::{
    IaCategory, IaEventDefinition, IaRuleset, IaRulingsEdition, Mission, MissionPool, SosMethod,
    Staff,
};
use hexadraft_event::{
    EventAction, EventDefinition, EventSeed, EventType, GameEnd, Registration, RematchPolicy,
    ResultInput, RulingsEdition, ScenarioChoice, ScoreInput,
};
use std::path::Path;

/// Two legal Starting Lineups of the shipped catalog, eight characters each, sharing none.
pub const LINEUPS: [[&str; 8]; 2] = [
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

/// The moment every test's clock stands at.
pub const FIXED_NOW: u32 = 1_800_000_000;

/// Lineup `index` (0 or 1, or any number: it alternates) as character ids.
pub fn lineup(index: usize) -> Vec<CharacterId> {
    LINEUPS[index % 2]
        .iter()
        .map(|id| CharacterId::new(*id).unwrap())
        .collect()
}

/// An app on `dir` whose clock stands at [`FIXED_NOW`] and whose draws come from `seed`.
pub fn app_at(dir: &Path, seed: u64) -> App {
    App::open(dir, FixedClock::at(FIXED_NOW), SeededEntropy::new(seed))
}

/// A player of a quick match: `name` with `lineup` and the Oxyd Sponsor.
pub fn player(name: &str, lineup: &[&str]) -> PlayerSetup {
    PlayerSetup {
        name: name.to_owned(),
        lineup: lineup
            .iter()
            .map(|id| CharacterId::new(*id).unwrap())
            .collect(),
        sponsor: SponsorId::new("oxyd").unwrap(),
        unlocked_sponsors: None,
    }
}

/// A quick match of the AGL v1.0 without Mods: Ana with the first lineup against Bo with the
/// second, the coin tossed from `seed`.
pub fn quick_match(seed: u32) -> DraftSetup {
    DraftSetup {
        version: RulesetVersion::AglV1,
        mods: vec![],
        players: BySeat::new(player("Ana", &LINEUPS[0]), player("Bo", &LINEUPS[1])),
        seed,
        coin: CoinToss::Seeded,
        scenario: None,
        stadium: None,
    }
}

/// An AGL v1.0 Standard Tournament named `name`: three rounds, on Assault, Conquest and Carnage,
/// rematches avoided, its draws from `seed` (or, with `None`, from the app's).
pub fn standard_event(name: &str, seed: Option<EventSeed>) -> EventDefinition {
    EventDefinition {
        name: name.into(),
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
        seed,
        rematches: RematchPolicy::Avoid,
        lineup_size: None,
        rulings: RulingsEdition::CURRENT,
        publish_rounds: false,
    }
}

/// Plays the public steps of draft `id` at its table (bans, then picks), each seat taking the
/// first character it may, until no seat waits for one (a hidden swap or the decks come next);
/// answers the table after the last of them.
pub fn play_public_steps(app: &App, id: &str) -> TableDraft {
    let mut table = app.open_draft(id, TableViewer::Table, None).unwrap();
    while let Some(&seat) = table.view.waiting_for.first() {
        let options = app
            .open_draft(id, TableViewer::Seat { seat }, None)
            .unwrap()
            .options
            .unwrap();
        let first_open = |characters: &[CharacterOption]| {
            characters
                .iter()
                .find(|o| o.unavailable.is_none())
                .unwrap()
                .character
                .clone()
        };
        let action = match options.choice {
            SeatChoice::Ban { characters, .. } => DraftMove::Ban {
                seat,
                character: first_open(&characters),
            },
            SeatChoice::Pick { characters, .. } => DraftMove::Pick {
                seat,
                character: first_open(&characters),
            },
            _ => break,
        };
        table = app
            .apply_draft_move(id, table.seq, action, TableViewer::Table, None)
            .unwrap();
    }
    table
}

/// An organizer's format with hidden picks (docs/rulings.md, "Hidden picks"): two bans, both
/// players' hidden picks at once and a reveal, public picks, Player A's hidden pick while Player
/// B picks in the open, a second reveal, and the last picks.
pub fn blind_opening_format() -> hexadraft_draft::DraftFormat {
    use hexadraft_draft::{Actor, DraftFormat, Scope, Turn, TurnAction};
    use Actor::{Both, Nobody, PlayerA, PlayerB};
    use TurnAction::{Ban, HiddenPick, Pick, Reveal};
    let turn = |actor, action, scope| Turn {
        actor,
        action,
        scope,
    };
    DraftFormat {
        name: "Blind opening".to_owned(),
        turns: vec![
            turn(PlayerA, Ban, Scope::Rival),
            turn(PlayerB, Ban, Scope::Rival),
            turn(Both, HiddenPick, Scope::Own),
            turn(Nobody, Reveal, Scope::Own),
            turn(PlayerB, Pick, Scope::Own),
            turn(PlayerA, Pick, Scope::Own),
            turn(PlayerA, HiddenPick, Scope::Own),
            turn(PlayerB, Pick, Scope::Own),
            turn(Nobody, Reveal, Scope::Own),
            turn(PlayerB, Pick, Scope::Own),
            turn(PlayerA, Pick, Scope::Own),
        ],
    }
}

/// A Tactics deck of two cards of each of `team`'s characters: those in `slots`.
pub fn deck_of(team: &[CharacterId], slots: [u8; 2]) -> DeckChoice {
    DeckChoice {
        tactics: team
            .iter()
            .flat_map(|c| {
                slots.map(|s| TacticPick {
                    character: c.clone(),
                    slot: TacticSlot::new(s).unwrap(),
                })
            })
            .collect(),
    }
}

/// A legal 40-point Imperial army with its 15-card Command deck, as an organizer types it (costs
/// from the shipped Imperial Assault pack).
pub const IA_ARMY: &str = "Darth Vader\nStormtrooper (Elite)\nStormtrooper\nImperial Officer\n\
    Probe Droid\nMotivation\nAdvanced Com Systems\n2 Bodyguard\n1 Ballistics Matrix\n\
    1 Battlefield Awareness\n1 Behind Enemy Lines\n1 Black Market Prices\n1 Bladestorm\n1 Blitz\n\
    1 Brace for Impact\n1 Camouflage\n1 Capture the Weary\n1 Change of Plans\n1 Cheat to Win\n\
    1 Collect Intel\n1 Dangerous Bargains\n";

/// A competitive Imperial Assault Store Championship on the missions named, its structure the
/// table's for the players present, its draws from `seed` (or, with `None`, from the app's).
pub fn ia_store_championship(missions: &[&str], seed: Option<EventSeed>) -> IaEventDefinition {
    IaEventDefinition {
        ruleset: IaRuleset::Skirmish11,
        name: "Store Championship".to_owned(),
        category: IaCategory::Competitive,
        structure: None,
        missions: MissionPool::new(
            missions
                .iter()
                .map(|name| Mission {
                    name: (*name).to_owned(),
                    map: None,
                })
                .collect(),
        )
        .unwrap(),
        sos_method: SosMethod::Sum,
        staff: Staff::default(),
        seed,
        rulings: IaRulingsEdition::CURRENT,
        publish_rounds: false,
    }
}

/// Player `i`'s registration for an AGL event: `name`, the Corvus PIN `PIN<i>`, the Oxyd Sponsor
/// and lineup `i` ([`lineup`]).
pub fn registration(name: &str, i: usize) -> Registration {
    Registration {
        name: name.into(),
        corvus_pin: format!("PIN{i}"),
        sponsor: Some(SponsorId::new("oxyd").unwrap()),
        sponsor_unlocked: false,
        lineup: Some(lineup(i)),
        team_name: None,
    }
}

/// Registers `players` players on the AGL event `id` (P0, P1, ..., with [`registration`]) and
/// pairs round 1; answers the event's `seq` after it.
pub fn register_and_pair_round_one(app: &App, id: &str, players: usize) -> u32 {
    let mut seq = app.get_event(id).unwrap().seq();
    for i in 0..players {
        seq = app
            .apply_event_action(
                id,
                seq,
                EventAction::RegisterPlayer {
                    registration: registration(&format!("P{i}"), i),
                },
            )
            .unwrap()
            .seq();
    }
    app.apply_event_action(
        id,
        seq,
        EventAction::PairNextRound {
            round: 1,
            seed: None,
        },
    )
    .unwrap()
    .seq()
}

/// An AGL game played to its end, the first seat scoring `first` Victory Points and the second
/// `second`, with no Frags and no First Blood.
pub fn played(first: i32, second: i32) -> ResultInput {
    let score = |victory_points| ScoreInput {
        victory_points,
        frags: 0,
        first_blood: false,
    };
    ResultInput {
        first: score(first),
        second: score(second),
        players: None,
        game_end: GameEnd::Played,
    }
}

/// Checks that `samples` hold a sample of every variant of the enum `$ty`, for the tests that
/// word each variant (the error samples, the history's): the match lists the variants with no
/// wildcard, so the compiler names any variant added later, and a variant without a sample fails
/// naming `$file`, where the samples are written.
#[macro_export]
macro_rules! assert_every_variant {
    ($samples:expr, $file:expr, $ty:ident { $($variant:ident),* $(,)? }) => {{
        let all: std::collections::BTreeSet<&'static str> =
            [$(stringify!($variant)),*].into_iter().collect();
        let seen: std::collections::BTreeSet<&'static str> = $samples
            .iter()
            .map(|value: &$ty| match value {
                $($ty::$variant { .. } => stringify!($variant),)*
            })
            .collect();
        let missing: Vec<_> = all.difference(&seen).collect();
        assert!(
            missing.is_empty(),
            "no sample of {}::{:?} in {}",
            stringify!($ty),
            missing,
            $file
        );
    }};
}
