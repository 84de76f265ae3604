//! `deck check`'s input (version, Mods, team, deck choice): never panics; a deck it accepts
//! holds the 10 General Tactics and 8 Tactics of the team's characters.
#![no_main]

use hexadraft_catalog::CharacterId;
use hexadraft_draft::{check_deck, DeckChoice, Mod, ModSet, RulesetVersion};
use hexadraft_fuzz::{catalog, parse};
use libfuzzer_sys::fuzz_target;
use serde::Deserialize;

/// As the CLI reads it.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct DeckFile {
    version: RulesetVersion,
    #[serde(default)]
    mods: Vec<Mod>,
    team: Vec<CharacterId>,
    deck: DeckChoice,
}

fuzz_target!(|data: &[u8]| {
    let Some(file) = parse::<DeckFile>(data) else {
        return;
    };
    let Ok(mods) = ModSet::new(file.version, &file.mods) else {
        return;
    };
    if let Ok(deck) = check_deck(catalog(), &mods, &file.team, &file.deck) {
        assert_eq!(deck.len(), 18);
        assert_eq!(deck.general.len(), 10);
        assert!(deck
            .character_tactics
            .iter()
            .all(|card| file.team.contains(&card.character)));
    }
});
