//! `deck check`'s input (version, Mods, team, and a deck choice or a written list of card
//! numbers): never panics; a deck it accepts holds the 10 General Tactics and 8 Tactics of the
//! team's characters, and a written list's accepted deck holds exactly the cards it lists.
#![no_main]

use hexadraft_catalog::{CharacterId, TacticNumber};
use hexadraft_draft::{check_deck, check_written_deck, DeckChoice, Mod, ModSet, RulesetVersion};
use hexadraft_fuzz::{catalog, parse};
use libfuzzer_sys::fuzz_target;
use serde::Deserialize;

/// As the CLI reads it (the CLI also reads a card written as a string, "023", into the same
/// number before the check).
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct DeckFile {
    version: RulesetVersion,
    #[serde(default)]
    mods: Vec<Mod>,
    team: Vec<CharacterId>,
    #[serde(default)]
    deck: Option<DeckChoice>,
    #[serde(default)]
    cards: Option<Vec<TacticNumber>>,
}

fuzz_target!(|data: &[u8]| {
    let Some(file) = parse::<DeckFile>(data) else {
        return;
    };
    let Ok(mods) = ModSet::new(file.version, &file.mods) else {
        return;
    };
    let checked = match (&file.deck, &file.cards) {
        (Some(deck), None) => check_deck(catalog(), &mods, &file.team, deck),
        (None, Some(cards)) => check_written_deck(catalog(), &mods, &file.team, cards),
        _ => return,
    };
    if let Ok(deck) = checked {
        assert_eq!(deck.len(), 18);
        assert_eq!(deck.general.len(), 10);
        assert!(deck
            .character_tactics
            .iter()
            .all(|card| file.team.contains(&card.character)));
        if let Some(cards) = &file.cards {
            let mut listed = cards.clone();
            listed.sort();
            let mut held: Vec<TacticNumber> = deck.general.clone();
            held.extend(deck.character_tactics.iter().filter_map(|c| c.number));
            held.sort();
            assert_eq!(listed, held, "the deck holds exactly the cards written");
        }
    }
});
