//! Finding characters by name and by box.

use crate::ids::ProductId;
use crate::model::Character;
use crate::pack::Catalog;
use crate::text::{fold, words};
use serde::{Deserialize, Serialize};

/// Longest search text considered, in characters; the rest is ignored.
const MAX_QUERY_CHARS: usize = 200;

/// What to look for among the characters. An empty query lists every character.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct CharacterQuery {
    /// Words to find in the name, an alias or the id, ignoring case, accents and punctuation:
    /// every word must appear in one of them.
    pub text: Option<String>,
    /// Only characters of this box.
    pub product: Option<ProductId>,
}

impl Catalog {
    /// The characters matching `query`, in pack order.
    pub fn search(&self, query: &CharacterQuery) -> Vec<&Character> {
        let words: Vec<String> = query
            .text
            .as_deref()
            .map(|t| {
                let bounded: String = t.chars().take(MAX_QUERY_CHARS).collect();
                words(&bounded)
            })
            .unwrap_or_default();
        self.characters()
            .iter()
            .filter(|c| query.product.as_ref().is_none_or(|p| &c.product == p))
            .filter(|c| words.is_empty() || matches(c, &words))
            .collect()
    }
}

/// Whether one of the character's names holds every word, both folded by [`crate::text`].
fn matches(character: &Character, words: &[String]) -> bool {
    std::iter::once(character.name.as_str())
        .chain(character.aliases.iter().map(String::as_str))
        .chain(std::iter::once(character.id.as_str()))
        .map(fold)
        .any(|name| words.iter().all(|w| name.contains(w.as_str())))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::CharacterId;

    fn ids(found: &[&Character]) -> Vec<String> {
        found.iter().map(|c| c.id.to_string()).collect()
    }

    fn text(t: &str) -> CharacterQuery {
        CharacterQuery {
            text: Some(t.to_owned()),
            product: None,
        }
    }

    #[test]
    fn senor_without_the_tilde_finds_senor_massacre() {
        let catalog = Catalog::shipped();
        assert_eq!(ids(&catalog.search(&text("senor"))), ["senor-massacre"]);
        assert_eq!(ids(&catalog.search(&text("SEÑOR"))), ["senor-massacre"]);
    }

    #[test]
    fn musashi_finds_miyamoto_mushashi_through_an_alias() {
        let catalog = Catalog::shipped();
        assert_eq!(
            ids(&catalog.search(&text("musashi"))),
            ["miyamoto-mushashi"]
        );
    }

    #[test]
    fn accents_in_an_alias_match_plain_text_and_the_reverse() {
        let catalog = Catalog::shipped();
        // "Táowù" and "Bìxié" are aliases as printed on the cards.
        assert_eq!(ids(&catalog.search(&text("TÁOWÙ"))), ["taowu"]);
        assert_eq!(ids(&catalog.search(&text("bìxie"))), ["bixie"]);
        // Decomposed input: "e" followed by a combining acute accent.
        assert_eq!(ids(&catalog.search(&text("bixie\u{301}"))), ["bixie"]);
    }

    #[test]
    fn letters_outside_latin_1_fold_like_everywhere_else() {
        // The same folding as the roster import (crate::text): ł is l, Cyrillic is spelled out.
        let catalog = Catalog::shipped();
        assert_eq!(ids(&catalog.search(&text("Łaxmee"))), ["laxmee"]);
        assert_eq!(ids(&catalog.search(&text("Гата"))), ["gata"]);
    }

    #[test]
    fn the_name_printed_on_the_cards_finds_reina_koorie() {
        let catalog = Catalog::shipped();
        assert_eq!(
            ids(&catalog.search(&text("koorie queen"))),
            ["reina-koorie"]
        );
    }

    #[test]
    fn punctuation_and_spacing_do_not_matter() {
        let catalog = Catalog::shipped();
        for q in ["8-ball", "8 ball", "8ball", "8-BALL"] {
            assert_eq!(ids(&catalog.search(&text(q))), ["8-ball"], "{q}");
        }
    }

    #[test]
    fn every_word_must_match_the_same_name() {
        let catalog = Catalog::shipped();
        assert_eq!(ids(&catalog.search(&text("major lunah"))), ["major-lunah"]);
        assert!(catalog.search(&text("major gata")).is_empty());
    }

    #[test]
    fn a_box_filter_keeps_pack_order() {
        let catalog = Catalog::shipped();
        let soldiers = CharacterQuery {
            text: None,
            product: Some(ProductId::new("soldiers-of-fortune").unwrap()),
        };
        assert_eq!(
            ids(&catalog.search(&soldiers)),
            ["valkyrie", "hannibal", "laxmee", "senor-massacre"]
        );
    }

    #[test]
    fn text_and_box_filters_combine() {
        let catalog = Catalog::shipped();
        let q = CharacterQuery {
            text: Some("a".to_owned()),
            product: Some(ProductId::new("chemical-brothers").unwrap()),
        };
        assert_eq!(ids(&catalog.search(&q)), ["bachmann", "hammerhead"]);
    }

    #[test]
    fn an_empty_query_lists_every_character_in_pack_order() {
        let catalog = Catalog::shipped();
        let all = catalog.search(&CharacterQuery::default());
        assert_eq!(all.len(), catalog.characters().len());
        assert_eq!(all[0].id, CharacterId::new("miyamoto-mushashi").unwrap());
        // Only punctuation is no words: every character.
        assert_eq!(catalog.search(&text(" - ")).len(), all.len());
    }

    #[test]
    fn a_name_nobody_has_finds_nothing() {
        assert!(Catalog::shipped().search(&text("zzz")).is_empty());
    }
}
