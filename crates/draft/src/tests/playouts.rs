//! Property tests: random setups played out with random legal actions (undos included).

use super::*;
use proptest::prelude::*;
use rand::seq::{IndexedRandom, SliceRandom};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

const SPONSORS: [&str; 8] = [
    "vissiorama",
    "oxyd",
    "aigletech",
    "accesstel",
    "tequian-psn",
    "shangmei",
    "keller-resources",
    "compass-transportation",
];

pub(super) fn random_setup(rng: &mut ChaCha8Rng) -> DraftSetup {
    let version = *RulesetVersion::ALL.choose(rng).unwrap();
    let mut mods: Vec<Mod> = version
        .mods()
        .iter()
        .copied()
        .filter(|_| rng.random_bool(0.4))
        .collect();
    if mods.contains(&Mod::Carano) {
        mods = vec![Mod::Carano];
    }
    let size = if mods.contains(&Mod::Carano) { 4 } else { 8 };
    let all: Vec<CharacterId> = catalog()
        .characters()
        .iter()
        .map(|c| c.id.clone())
        .collect();
    let lineup = |rng: &mut ChaCha8Rng| {
        let mut pool = all.clone();
        pool.shuffle(rng);
        pool.truncate(size);
        pool
    };
    let first = lineup(rng);
    let second = if rng.random_bool(0.2) {
        first.clone()
    } else {
        lineup(rng)
    };
    let stadium = mods
        .contains(&Mod::AglCircuit)
        .then(|| catalog().stadiums().choose(rng).unwrap().id.clone());
    let mut sponsor = || SponsorId::new(*SPONSORS.choose(rng).unwrap()).unwrap();
    DraftSetup {
        version,
        mods,
        players: BySeat::new(
            PlayerSetup {
                name: "Ana".to_owned(),
                lineup: first,
                sponsor: sponsor(),
                unlocked_sponsors: None,
            },
            PlayerSetup {
                name: "Bo".to_owned(),
                lineup: second,
                sponsor: sponsor(),
                unlocked_sponsors: None,
            },
        ),
        seed: rng.random(),
        coin: crate::CoinToss::Seeded,
        scenario: None,
        stadium,
    }
}

pub(super) fn random_deck(
    rng: &mut ChaCha8Rng,
    team: &[CharacterId],
    rule: &DeckRule,
) -> DeckChoice {
    let mut tactics = Vec::new();
    if rule.min_per_character == rule.max_per_character {
        for c in team {
            let mut slots = TacticSlot::ALL.to_vec();
            slots.shuffle(rng);
            for slot in slots.into_iter().take(rule.min_per_character as usize) {
                tactics.push(TacticPick {
                    character: c.clone(),
                    slot,
                });
            }
        }
    } else {
        let mut all: Vec<TacticPick> = team
            .iter()
            .flat_map(|c| {
                TacticSlot::ALL.map(|slot| TacticPick {
                    character: c.clone(),
                    slot,
                })
            })
            .collect();
        all.shuffle(rng);
        for p in all {
            let n = tactics
                .iter()
                .filter(|t: &&TacticPick| t.character == p.character)
                .count();
            if tactics.len() < rule.character_tactics as usize
                && n < rule.max_per_character as usize
            {
                tactics.push(p);
            }
        }
    }
    tactics.shuffle(rng);
    DeckChoice { tactics }
}

/// A random action of any kind, by any seat, naming any catalog character: mostly illegal.
fn random_action(rng: &mut ChaCha8Rng, salt: &str) -> DraftAction {
    let seat = *Seat::BOTH.choose(rng).unwrap();
    let chars = catalog().characters();
    let kind = rng.random_range(0..6);
    let role_choice = rng.random_range(0..3usize);
    let mut c = || chars.choose(rng).unwrap().id.clone();
    match kind {
        0 => DraftAction::ChooseRoles {
            seat,
            choice: [
                RoleChoice::BePlayerA,
                RoleChoice::BePlayerB,
                RoleChoice::TossCoin,
            ][role_choice],
        },
        1 => DraftAction::Ban {
            seat,
            character: c(),
        },
        2 => DraftAction::Pick {
            seat,
            character: c(),
        },
        3 => DraftAction::LockSwap {
            seat,
            swap: SwapChoice::Replace {
                remove: c(),
                add: c(),
            },
            salt: salt.to_owned(),
        },
        4 => DraftAction::NameAccesstelTarget {
            seat,
            character: c(),
        },
        _ => DraftAction::Undo { seat },
    }
}

/// Blanks every commitment, so views can be compared for what they reveal.
fn mask_commitments(v: &mut serde_json::Value) {
    match v {
        serde_json::Value::Object(map) => {
            for (k, x) in map.iter_mut() {
                if k == "commitment" {
                    *x = serde_json::Value::Null;
                } else {
                    mask_commitments(x);
                }
            }
        }
        serde_json::Value::Array(items) => items.iter_mut().for_each(mask_commitments),
        _ => {}
    }
}

/// All a viewer is shown: the view, both lineups' marks and, for a seat, its own choices.
fn seen_by(draft: &Draft, viewer: Viewer) -> serde_json::Value {
    let options = match viewer {
        Viewer::Seat(seat) => Some(draft.options(seat)),
        Viewer::Organizer | Viewer::Public => None,
    };
    let lineups = Seat::BOTH.map(|seat| draft.lineup_status(seat, viewer));
    let mut v = serde_json::to_value((draft.view(viewer), options, lineups)).unwrap();
    mask_commitments(&mut v);
    v
}

/// Checks that locking `secret` rather than `other` for `seat` changes nothing the rival or a
/// spectator sees (commitments aside), as long as the lock does not trigger a reveal.
pub(super) fn assert_no_leak(draft: &Draft, seat: Seat, secret: DraftAction, other: DraftAction) {
    let mut a = draft.clone();
    let mut b = draft.clone();
    let ea = a.apply(secret).unwrap();
    b.apply(other).unwrap();
    if matches!(
        ea,
        DraftEvent::SwapsRevealed { .. } | DraftEvent::PicksRevealed { .. }
    ) {
        return;
    }
    for viewer in [Viewer::Seat(seat.other()), Viewer::Public] {
        assert_eq!(
            seen_by(&a, viewer),
            seen_by(&b, viewer),
            "{viewer:?} can tell two different secrets of {seat:?} apart"
        );
    }
}

pub(super) fn check_final(draft: &Draft) {
    let teams = draft.final_teams().unwrap();
    let mods = draft.mods();
    for seat in Seat::BOTH {
        let team = teams.get(seat);
        assert_eq!(team.len(), mods.team_size());
        for (i, c) in team.iter().enumerate() {
            assert!(!team[..i].contains(c), "{c} twice on a team");
            assert!(draft.lineup(seat).contains(c), "{c} not in the lineup");
            assert_ne!(draft.banned_in(seat), Some(c), "{c} was banned");
            if mods.has(Mod::Zlavin) {
                assert!(
                    !teams.get(seat.other()).contains(c),
                    "{c} on both teams under Zlavin"
                );
            }
        }
        let result = draft.result().unwrap();
        let deck = &result.decks.get(seat);
        assert_eq!(deck.deck.len(), 18);
        assert_eq!(
            check_deck(catalog(), mods, team, &deck.choice).unwrap(),
            deck.deck
        );
        assert!(verify_commitment(
            &deck.commitment,
            &deck.salt,
            &deck.choice
        ));
    }
}

/// Plays a random setup to its end with random legal actions, checking every step; `None` when
/// the generated setup cannot start.
pub(super) fn playout(seed: u64) -> Option<Draft> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let setup = random_setup(&mut rng);
    let mut draft = match Draft::new(catalog(), setup.clone()) {
        Ok(d) => d,
        Err(e) => {
            // Only Zlavin's completion check may refuse these generated setups.
            assert!(
                e.problems
                    .iter()
                    .all(|p| matches!(p, SetupProblem::LineupsTooAlikeForZlavin { .. })),
                "{e}"
            );
            return None;
        }
    };
    // Every lock takes a fresh salt (docs/rulings.md, "Secret choices and commitments").
    let salt_base: u64 = rng.random();
    for turn in 0..400u64 {
        let salt_text = format!("{salt_base:016x}{turn:016x}");
        let salt_value = Salt::new(salt_text.clone()).unwrap();
        if draft.is_complete() {
            break;
        }
        let waiting = draft.waiting_for();
        assert!(
            !waiting.is_empty(),
            "the draft waits for nobody at {:?}",
            draft.step()
        );
        let seat = *waiting.choose(&mut rng).unwrap();
        let legal = draft.legal_actions(seat, &salt_value);
        let mut listed = legal.clone();
        listed.extend(draft.legal_actions(seat.other(), &salt_value));
        // Every listed action is accepted.
        for a in &listed {
            assert!(draft.is_legal(a), "listed but refused: {a:?}");
        }
        // Unlisted actions are refused (decks are not listed; they are checked below).
        for _ in 0..8 {
            let a = random_action(&mut rng, &salt_text);
            if !listed.contains(&a) {
                let mut copy = draft.clone();
                let before = serde_json::to_string(&copy).unwrap();
                assert!(
                    copy.apply(a.clone()).is_err(),
                    "not listed but accepted: {a:?}"
                );
                assert_eq!(serde_json::to_string(&copy).unwrap(), before);
            }
        }
        let undo = legal
            .iter()
            .find(|a| matches!(a, DraftAction::Undo { .. }))
            .cloned();
        let action = if undo.is_some() && rng.random_bool(0.12) {
            undo.unwrap_or(DraftAction::Undo { seat })
        } else if let SeatChoice::Deck {
            team,
            rule,
            locked: false,
        } = draft.options(seat).choice
        {
            let ids: Vec<CharacterId> = team.into_iter().map(|c| c.character).collect();
            // A random (probably wrong) deck is refused exactly when check_deck refuses it.
            let junk = DeckChoice {
                tactics: (0..rng.random_range(6..10))
                    .map(|_| TacticPick {
                        character: ids.choose(&mut rng).unwrap().clone(),
                        slot: *TacticSlot::ALL.choose(&mut rng).unwrap(),
                    })
                    .collect(),
            };
            assert_eq!(
                draft.is_legal(&lock_deck(seat, junk.clone(), 0)),
                check_deck(catalog(), draft.mods(), &ids, &junk).is_ok()
            );
            let deck = random_deck(&mut rng, &ids, &rule);
            let other = random_deck(&mut rng, &ids, &rule);
            let act = DraftAction::LockDeck {
                seat,
                deck,
                salt: salt_text.clone(),
            };
            assert_no_leak(
                &draft,
                seat,
                act.clone(),
                DraftAction::LockDeck {
                    seat,
                    deck: other,
                    salt: salt_text.clone(),
                },
            );
            act
        } else {
            let forward: Vec<DraftAction> = legal
                .iter()
                .filter(|a| !matches!(a, DraftAction::Undo { .. }))
                .cloned()
                .collect();
            let Some(act) = forward.choose(&mut rng).cloned() else {
                // Locked and waiting for the rival: let the rival act.
                continue;
            };
            if matches!(act, DraftAction::LockSwap { .. }) {
                let others: Vec<&DraftAction> = forward.iter().filter(|a| **a != act).collect();
                if let Some(other) = others.choose(&mut rng) {
                    assert_no_leak(&draft, seat, act.clone(), (*other).clone());
                }
            }
            act
        };
        draft.apply(action.clone()).unwrap();
    }
    assert!(draft.is_complete(), "not complete: {:?}", draft.step());
    check_final(&draft);
    let replayed = Draft::replay(catalog(), setup, draft.actions()).unwrap();
    assert_eq!(
        serde_json::to_string(&replayed).unwrap(),
        serde_json::to_string(&draft).unwrap()
    );
    Some(draft)
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: 96,
        failure_persistence: None,
        ..ProptestConfig::default()
    })]

    #[test]
    fn random_playouts_end_in_legal_teams_and_decks_and_replay_exactly(seed in any::<u64>()) {
        let _ = playout(seed);
    }
}

#[test]
fn a_fixed_set_of_playouts_covers_every_mod() {
    // Deterministic companions to the property test, so every Mod is exercised on each run.
    let mut seen = std::collections::BTreeSet::new();
    for seed in 0..40u64 {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let s = random_setup(&mut rng);
        seen.extend(s.mods.iter().copied());
        let _ = playout(seed);
    }
    assert_eq!(seen.len(), Mod::ALL.len());
}
