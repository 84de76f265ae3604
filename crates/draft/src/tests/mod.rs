//! Rule tests for the draft engine. Each test cites the clause (or ruling) it checks.

mod clock;
mod formats;
mod hidden_picks;
mod input;
mod perft;
mod playouts;
mod replay;
mod rulings;
mod steps;

use crate::*;
use hexadraft_catalog::{Catalog, CharacterId, SponsorId, TacticSlot};
use std::sync::OnceLock;

pub(crate) fn catalog() -> &'static Catalog {
    static CATALOG: OnceLock<Catalog> = OnceLock::new();
    CATALOG.get_or_init(Catalog::shipped)
}

pub(crate) fn id(s: &str) -> CharacterId {
    CharacterId::new(s).unwrap()
}

pub(crate) fn ids(names: &[&str]) -> Vec<CharacterId> {
    names.iter().map(|n| id(n)).collect()
}

/// The Core Box eight: Initiative 6, 6, 7, 4, 5, 5, 4, 4 (total of the first four: 23).
pub(crate) const CORE: [&str; 8] = [
    "miyamoto-mushashi",
    "wild-bill",
    "gata",
    "8-ball",
    "major-lunah",
    "hexx3r",
    "parvati",
    "maximus",
];

/// Eight expansion characters, none in CORE: Initiative 5, 5, 5, 5, 4, 3, 4, 5.
pub(crate) const EXPANSIONS: [&str; 8] = [
    "valkyrie",
    "hannibal",
    "laxmee",
    "senor-massacre",
    "padre-mendoza",
    "murtair",
    "kozmo",
    "taowu",
];

pub(crate) fn player(name: &str, lineup: &[&str], sponsor: &str) -> PlayerSetup {
    PlayerSetup {
        name: name.to_owned(),
        lineup: ids(lineup),
        sponsor: SponsorId::new(sponsor).unwrap(),
        unlocked_sponsors: None,
    }
}

/// The seed whose coin toss makes `seat` Player A.
pub(crate) fn seed_making_a(seat: Seat) -> u32 {
    (0..).find(|s| crate::draft::coin_toss(*s) == seat).unwrap()
}

/// A setup with Oxyd for both and the first seat as Player A.
pub(crate) fn setup(
    version: RulesetVersion,
    mods: &[Mod],
    first: &[&str],
    second: &[&str],
) -> DraftSetup {
    DraftSetup {
        version,
        mods: mods.to_vec(),
        players: BySeat::new(player("Ana", first, "oxyd"), player("Bo", second, "oxyd")),
        seed: seed_making_a(Seat::First),
        coin: crate::CoinToss::Seeded,
        scenario: None,
        stadium: None,
    }
}

pub(crate) fn v1(mods: &[Mod]) -> DraftSetup {
    setup(RulesetVersion::AglV1, mods, &CORE, &EXPANSIONS)
}

pub(crate) fn s2(mods: &[Mod]) -> DraftSetup {
    setup(RulesetVersion::AglSeason2, mods, &CORE, &EXPANSIONS)
}

pub(crate) fn with_sponsors(mut setup: DraftSetup, first: &str, second: &str) -> DraftSetup {
    setup.players.first.sponsor = SponsorId::new(first).unwrap();
    setup.players.second.sponsor = SponsorId::new(second).unwrap();
    setup
}

pub(crate) fn new(setup: DraftSetup) -> Draft {
    Draft::new(catalog(), setup).unwrap()
}

pub(crate) fn salt(n: u8) -> String {
    format!("{n:02x}").repeat(16)
}

pub(crate) fn pick(seat: Seat, c: &str) -> DraftAction {
    DraftAction::Pick {
        seat,
        character: id(c),
    }
}

pub(crate) fn ban(seat: Seat, c: &str) -> DraftAction {
    DraftAction::Ban {
        seat,
        character: id(c),
    }
}

pub(crate) fn undo(seat: Seat) -> DraftAction {
    DraftAction::Undo { seat }
}

pub(crate) fn apply_all(draft: &mut Draft, actions: &[DraftAction]) {
    for a in actions {
        if let Err(r) = draft.apply(a.clone()) {
            panic!("{a:?} refused: {r}");
        }
    }
}

pub(crate) fn refusal(draft: &mut Draft, action: DraftAction) -> Refusal {
    let before = serde_json::to_string(draft).unwrap();
    let r = draft.apply(action).unwrap_err();
    assert_eq!(
        serde_json::to_string(draft).unwrap(),
        before,
        "a refusal changed the state"
    );
    r
}

/// A standard draft's picks with the first seat as A: A gets CORE[0..4], B gets EXPANSIONS[0..4].
pub(crate) fn standard_picks() -> Vec<DraftAction> {
    use Seat::{First as A, Second as B};
    vec![
        pick(A, CORE[0]),
        pick(B, EXPANSIONS[0]),
        pick(B, EXPANSIONS[1]),
        pick(A, CORE[1]),
        pick(A, CORE[2]),
        pick(B, EXPANSIONS[2]),
        pick(B, EXPANSIONS[3]),
        pick(A, CORE[3]),
    ]
}

/// Tactics in slots 0 and 1 of each team character (a legal deck outside Final Boss).
pub(crate) fn two_each(team: &[CharacterId]) -> DeckChoice {
    DeckChoice {
        tactics: team
            .iter()
            .flat_map(|c| {
                [0u8, 1].map(|s| TacticPick {
                    character: c.clone(),
                    slot: TacticSlot::new(s).unwrap(),
                })
            })
            .collect(),
    }
}

/// A legal Final Boss deck: two from each of the first four characters.
pub(crate) fn final_boss_deck(team: &[CharacterId]) -> DeckChoice {
    two_each(team.get(..4).unwrap())
}

pub(crate) fn lock_deck(seat: Seat, deck: DeckChoice, n: u8) -> DraftAction {
    DraftAction::LockDeck {
        seat,
        deck,
        salt: salt(n),
    }
}

pub(crate) fn lock_decks(draft: &mut Draft) {
    for (n, seat) in [(0xd1, Seat::First), (0xd2, Seat::Second)] {
        let team = draft.final_teams().unwrap().get(seat).clone();
        let deck = if draft.mods().has(Mod::FinalBoss) {
            final_boss_deck(&team)
        } else {
            two_each(&team)
        };
        draft.apply(lock_deck(seat, deck, n)).unwrap();
    }
}
