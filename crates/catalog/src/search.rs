//! Finding characters by name and by box.

use crate::ids::ProductId;
use crate::model::Character;
use crate::pack::Catalog;
use serde::{Deserialize, Serialize};

/// Unicode's combining diacritical marks (an accent typed apart from its letter).
const COMBINING_MARKS: std::ops::RangeInclusive<char> = '\u{300}'..='\u{36f}';

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

/// Whether one of the character's names holds every word.
fn matches(character: &Character, words: &[String]) -> bool {
    std::iter::once(character.name.as_str())
        .chain(character.aliases.iter().map(String::as_str))
        .chain(std::iter::once(character.id.as_str()))
        .map(|name| fold(name).into_iter().collect::<String>())
        .any(|name| words.iter().all(|w| name.contains(w.as_str())))
}

/// The query's words, folded; punctuation separates words.
fn words(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut word = String::new();
    for ch in text.chars() {
        if COMBINING_MARKS.contains(&ch) {
            // An accent typed apart from its letter belongs to the word.
            continue;
        }
        let folded = fold(&ch.to_string());
        if folded.is_empty() {
            if !word.is_empty() {
                out.push(std::mem::take(&mut word));
            }
        } else {
            word.extend(folded);
        }
    }
    if !word.is_empty() {
        out.push(word);
    }
    out
}

/// Lowercase letters and digits without accents; everything else is dropped, so "8-Ball",
/// "8 ball" and "8ball" fold alike.
fn fold(text: &str) -> Vec<char> {
    let mut out = Vec::new();
    for ch in text.chars().flat_map(char::to_lowercase) {
        match base_letter(ch) {
            Some(base) => out.extend(base.chars()),
            None if ch.is_alphanumeric() => out.push(ch),
            None => {}
        }
    }
    out
}

/// The unaccented form of a lowercase Latin letter with a diacritic (Latin-1 and Latin
/// Extended-A, which cover the names of the game's languages).
fn base_letter(ch: char) -> Option<&'static str> {
    Some(match ch {
        'à'..='å' | 'ā' | 'ă' | 'ą' => "a",
        'æ' => "ae",
        'ç' | 'ć' | 'ĉ' | 'ċ' | 'č' => "c",
        'ď' | 'đ' => "d",
        'è'..='ë' | 'ē' | 'ĕ' | 'ė' | 'ę' | 'ě' => "e",
        'ĝ' | 'ğ' | 'ġ' | 'ģ' => "g",
        'ĥ' | 'ħ' => "h",
        'ì'..='ï' | 'ĩ' | 'ī' | 'ĭ' | 'į' | 'ı' => "i",
        'ĵ' => "j",
        'ķ' => "k",
        'ĺ' | 'ļ' | 'ľ' | 'ŀ' | 'ł' => "l",
        'ñ' | 'ń' | 'ņ' | 'ň' => "n",
        'ò'..='ö' | 'ø' | 'ō' | 'ŏ' | 'ő' => "o",
        'œ' => "oe",
        'ŕ' | 'ŗ' | 'ř' => "r",
        'ś' | 'ŝ' | 'ş' | 'š' => "s",
        'ß' => "ss",
        'ţ' | 'ť' | 'ŧ' => "t",
        'ù'..='ü' | 'ũ' | 'ū' | 'ŭ' | 'ů' | 'ű' | 'ų' => "u",
        'ŵ' => "w",
        'ý' | 'ÿ' | 'ŷ' => "y",
        'ź' | 'ż' | 'ž' => "z",
        // Combining marks (a name typed in decomposed form) carry no letter.
        c if COMBINING_MARKS.contains(&c) => "",
        _ => return None,
    })
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
