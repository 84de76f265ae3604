//! Speed of the draft engine: legal-action generation where it is heaviest (Zlavin's
//! completion check on every candidate), and a full draft replayed from its action list.

// A benchmark's fixed inputs are known good; failing loudly is right here.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use criterion::{criterion_group, criterion_main, Criterion};
use hexadraft_catalog::{Catalog, CharacterId, SponsorId, TacticSlot};
use hexadraft_draft::{
    BySeat, DeckChoice, Draft, DraftAction, DraftSetup, Mod, PlayerSetup, RulesetVersion, Salt,
    Seat, Step, SwapChoice, TacticPick,
};
use std::hint::black_box;

const FIRST: [&str; 8] = [
    "miyamoto-mushashi",
    "wild-bill",
    "gata",
    "8-ball",
    "major-lunah",
    "hexx3r",
    "parvati",
    "maximus",
];
const SECOND: [&str; 8] = [
    "valkyrie",
    "hannibal",
    "laxmee",
    "senor-massacre",
    "padre-mendoza",
    "gata",
    "hexx3r",
    "parvati",
];

fn setup(version: RulesetVersion, mods: &[Mod]) -> DraftSetup {
    let player = |name: &str, lineup: &[&str]| PlayerSetup {
        name: name.to_owned(),
        lineup: lineup
            .iter()
            .map(|c| CharacterId::new(*c).unwrap())
            .collect(),
        sponsor: SponsorId::new("oxyd").unwrap(),
        unlocked_sponsors: None,
    };
    DraftSetup {
        version,
        mods: mods.to_vec(),
        players: BySeat::new(player("Ana", &FIRST), player("Bo", &SECOND)),
        seed: 1,
        coin: hexadraft_draft::CoinToss::Seeded,
        scenario: None,
        stadium: None,
    }
}

/// Plays a draft to the end with the first legal action each time, locking "keep" swaps and
/// two-per-character decks; returns the action list.
fn play_out(catalog: &Catalog, setup: DraftSetup) -> Vec<DraftAction> {
    let salt = Salt::new("c0".repeat(16)).unwrap();
    let mut draft = Draft::new(catalog, setup).unwrap();
    while !draft.is_complete() {
        let seat = draft.waiting_for()[0];
        let action = match draft.step() {
            Step::Swap => DraftAction::LockSwap {
                seat,
                swap: SwapChoice::Keep,
                salt: salt.as_str().to_owned(),
            },
            Step::Deck => {
                let team = draft.final_teams().unwrap().get(seat).clone();
                let tactics = team
                    .iter()
                    .take(4)
                    .flat_map(|c| {
                        [0, 1].map(|s| TacticPick {
                            character: c.clone(),
                            slot: TacticSlot::new(s).unwrap(),
                        })
                    })
                    .collect();
                DraftAction::LockDeck {
                    seat,
                    deck: DeckChoice { tactics },
                    salt: salt.as_str().to_owned(),
                }
            }
            _ => draft
                .legal_actions(seat, &salt)
                .into_iter()
                .find(|a| !matches!(a, DraftAction::Undo { .. }))
                .unwrap(),
        };
        draft.apply(action).unwrap();
    }
    draft.actions().to_vec()
}

fn benches(c: &mut Criterion) {
    let catalog = Catalog::shipped();
    let salt = Salt::new("c0".repeat(16)).unwrap();

    // Final Boss + Zlavin + Koorie Queen, after the bans: every candidate pick runs the
    // completion check.
    let heavy = setup(
        RulesetVersion::AglSeason2,
        &[Mod::FinalBoss, Mod::Zlavin, Mod::KoorieQueen],
    );
    let mut at_pick = Draft::new(&catalog, heavy.clone()).unwrap();
    while at_pick.step() == Step::Ban {
        let seat = at_pick.waiting_for()[0];
        let ban = at_pick
            .legal_actions(seat, &salt)
            .into_iter()
            .find(|a| matches!(a, DraftAction::Ban { .. }))
            .unwrap();
        at_pick.apply(ban).unwrap();
    }
    let to_move = at_pick.waiting_for()[0];
    c.bench_function(
        "legal_actions at a Final Boss + Zlavin + Koorie Queen pick",
        |b| b.iter(|| black_box(at_pick.legal_actions(black_box(to_move), &salt))),
    );
    c.bench_function("options for the waiting seat at the same pick", |b| {
        b.iter(|| black_box(at_pick.options(black_box(to_move))))
    });

    let standard = setup(RulesetVersion::AglV1, &[Mod::KoorieQueen, Mod::Vassily]);
    let standard_actions = play_out(&catalog, standard.clone());
    c.bench_function("replay a full v1.0 Koorie Queen + Vassily draft", |b| {
        b.iter(|| black_box(Draft::replay(&catalog, standard.clone(), &standard_actions).unwrap()))
    });

    let heavy_actions = play_out(&catalog, heavy.clone());
    c.bench_function(
        "replay a full S2 Final Boss + Zlavin + Koorie Queen draft",
        |b| b.iter(|| black_box(Draft::replay(&catalog, heavy.clone(), &heavy_actions).unwrap())),
    );

    let done = Draft::replay(&catalog, standard.clone(), &standard_actions).unwrap();
    c.bench_function("a seat's view of a complete draft", |b| {
        b.iter(|| black_box(done.view(hexadraft_draft::Viewer::Seat(Seat::First))))
    });
}

criterion_group!(draft, benches);
criterion_main!(draft);
