//! Perft: counting complete legal pick sequences by enumerating `legal_actions`, against counts
//! derived by hand. A wrong availability rule (a pick allowed or refused wrongly anywhere in
//! the tree) changes the count.

use super::*;
use Seat::{First, Second};

/// The number of legal pick sequences from `draft` to the end of the picks, or to `depth` more
/// picks when given.
fn perft(draft: &Draft, depth: Option<u32>) -> u64 {
    if draft.step() != Step::Pick || depth == Some(0) {
        return 1;
    }
    let seat = draft.waiting_for()[0];
    let salt = Salt::new(salt(0)).unwrap();
    draft
        .legal_actions(seat, &salt)
        .into_iter()
        .filter(|a| matches!(a, DraftAction::Pick { .. }))
        .map(|a| {
            let mut next = draft.clone();
            next.apply(a).unwrap();
            perft(&next, depth.map(|d| d - 1))
        })
        .sum()
}

#[test]
fn perft_of_the_first_four_standard_picks_is_3136() {
    // AGL v1.0 "Building Teams": A1 B2 A2 B2 A1, each from their own lineup of eight, no Mods.
    // The first four picks are A, B, B, A: A has 8 choices, B then 8 and 7, A then 7 (their
    // own first pick is gone): 8 * 8 * 7 * 7 = 3136.
    let draft = new(v1(&[]));
    assert_eq!(perft(&draft, Some(4)), 8 * 8 * 7 * 7);
}

#[test]
fn perft_of_a_zlavin_draft_from_identical_lineups_is_8_factorial() {
    // Zlavin with both lineups the same eight characters: eight picks in all take eight
    // different characters, so every pick may take any character not yet taken, and the
    // completion ruling never bites (open characters always equal the places left). The pick
    // sequences are the orderings of the eight: 8! = 40320.
    let draft = new(setup(RulesetVersion::AglV1, &[Mod::Zlavin], &CORE, &CORE));
    assert_eq!(perft(&draft, None), 40_320);
}

#[test]
fn perft_of_a_koorie_queen_zlavin_draft_from_identical_lineups_is_11520() {
    // Koorie Queen + Zlavin, both lineups the same eight characters. A bans x from B's lineup,
    // B bans y from A's lineup. B may not ban x too: then x is closed to both and seven
    // characters cannot fill eight places (completion ruling), so B has 7 bans, not 8.
    let mut draft = new(setup(
        RulesetVersion::AglV1,
        &[Mod::Zlavin, Mod::KoorieQueen],
        &CORE,
        &CORE,
    ));
    apply_all(&mut draft, &[ban(First, CORE[0])]);
    let salt = Salt::new(salt(0)).unwrap();
    let bans = draft
        .legal_actions(Second, &salt)
        .into_iter()
        .filter(|a| matches!(a, DraftAction::Ban { .. }))
        .count();
    assert_eq!(bans, 7);
    apply_all(&mut draft, &[ban(Second, CORE[1])]);
    // Now all eight characters must be used: x (closed to B) goes to A, y (closed to A) goes
    // to B, and the other six split three and three: C(6,3) = 20 ways to choose A's three.
    // Each team's four characters then fill its four pick slots in any order: 4! * 4!. Every
    // prefix of such an assignment is legal (it can be completed), and every legal sequence
    // ends in one: 20 * 24 * 24 = 11520.
    assert_eq!(perft(&draft, None), 20 * 24 * 24);
}
