//! Finding Imperial Assault cards by the names people type: case, accents, punctuation and spacing
//! do not matter, "(Elite)", "Elite" and "[Elite]" all mark the elite card, and a subtitle or an
//! affiliation may be added to tell apart cards sharing a name.
//!
//! This module holds its own accent folding: `hexadraft_catalog::text::fold`, the one folding
//! function of the catalog, is being written on another branch and is not on main yet. When it
//! lands, [`words`] becomes a call to it; nothing else here changes.

use super::model::{Affiliation, DeploymentCard, GameMode, IaCardId};
use super::pack::IaCatalog;
use serde::{Deserialize, Serialize};

/// Longest name text considered, in characters; the rest is ignored.
pub const MAX_NAME_QUERY_CHARS: usize = 200;

/// Most suggestions offered for a name not recognised.
const MAX_SUGGESTIONS: usize = 5;

/// Most words of a text weighed for suggestions.
const MAX_SUGGESTION_WORDS: usize = 12;

/// Unicode's combining diacritical marks (an accent typed apart from its letter).
const COMBINING_MARKS: std::ops::RangeInclusive<char> = '\u{300}'..='\u{36f}';

/// The folded words of `text`: lowercase letters and digits without accents; an apostrophe joins
/// (`Vader's` is `vaders`), every other mark separates words.
pub fn words(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut word = String::new();
    for ch in text.chars().take(MAX_NAME_QUERY_CHARS) {
        if COMBINING_MARKS.contains(&ch) || matches!(ch, '\'' | '\u{2019}' | '`' | '\u{b4}') {
            continue;
        }
        for lower in ch.to_lowercase() {
            match base_letter(lower) {
                Some(base) => word.push_str(base),
                None if lower.is_alphanumeric() => word.push(lower),
                None => {
                    if !word.is_empty() {
                        out.push(std::mem::take(&mut word));
                    }
                }
            }
        }
    }
    if !word.is_empty() {
        out.push(word);
    }
    out
}

/// `text`'s folded words run together: how two names are compared ("IG-88" and "ig 88" fold
/// alike).
pub fn fold(text: &str) -> String {
    words(text).concat()
}

/// The unaccented form of a lowercase Latin letter with a diacritic (Latin-1 and Latin
/// Extended-A).
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
        _ => return None,
    })
}

/// What a typed name names.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum NameMatch {
    /// Exactly one card.
    Found {
        /// The card.
        card: IaCardId,
    },
    /// Several cards, equally good: the text must say which (add "Elite", the subtitle or the
    /// affiliation).
    Ambiguous {
        /// The cards it could be, in pack order.
        candidates: Vec<IaCardId>,
    },
    /// No card.
    Unknown {
        /// Cards whose names share a word with the text, best first (at most five).
        suggestions: Vec<IaCardId>,
    },
}

/// A card's name as the matcher sees it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct NameKey {
    card: IaCardId,
    /// The folded name, run together.
    name: String,
    /// The folded name's words.
    name_words: Vec<String>,
    /// Words that may be added to the name to pick this card.
    qualifiers: Vec<String>,
    elite: bool,
    skirmish: bool,
}

/// The folded names of every card, built once per catalog.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub(crate) struct NameIndex {
    keys: Vec<NameKey>,
}

/// Words naming each affiliation, in English and Spanish.
fn affiliation_words(a: Affiliation) -> &'static [&'static str] {
    match a {
        Affiliation::Imperial => &["imperial", "imperials", "empire", "imperio"],
        Affiliation::Rebel => &["rebel", "rebels", "rebelde", "rebeldes", "rebellion"],
        Affiliation::Mercenary => &["mercenary", "mercenaries", "mercenario", "mercenarios"],
        Affiliation::Neutral => &["neutral"],
    }
}

fn deployment_key(card: &DeploymentCard) -> NameKey {
    let mut qualifiers: Vec<String> = Vec::new();
    if card.elite {
        qualifiers.push("elite".to_owned());
    } else {
        qualifiers.extend(["regular", "normal"].map(str::to_owned));
    }
    if let Some(subtitle) = &card.subtitle {
        qualifiers.extend(words(subtitle));
    }
    qualifiers.extend(
        affiliation_words(card.affiliation)
            .iter()
            .map(|w| (*w).to_owned()),
    );
    for mode in &card.modes {
        qualifiers.extend(
            match mode {
                GameMode::Skirmish => ["skirmish", "escaramuza"],
                GameMode::Campaign => ["campaign", "campana"],
            }
            .map(str::to_owned),
        );
    }
    let name_words = words(&card.name);
    NameKey {
        card: IaCardId::Deployment(card.id.clone()),
        name: name_words.concat(),
        name_words,
        qualifiers,
        elite: card.elite,
        skirmish: card.is_skirmish(),
    }
}

impl NameIndex {
    pub(crate) fn build(catalog_cards: &super::model::IaPackFile) -> NameIndex {
        let mut keys: Vec<NameKey> = catalog_cards
            .deployment_cards
            .iter()
            .map(deployment_key)
            .collect();
        keys.extend(catalog_cards.command_cards.iter().map(|c| {
            let name_words = words(&c.name);
            NameKey {
                card: IaCardId::Command(c.id.clone()),
                name: name_words.concat(),
                name_words,
                qualifiers: Vec::new(),
                elite: false,
                skirmish: true,
            }
        }));
        NameIndex { keys }
    }

    /// How many qualifier words `query` needs around this card's name, if it names the card:
    /// some run of the query's words spells the name, and every other word is one of the card's
    /// qualifiers.
    fn qualifiers_needed(key: &NameKey, query: &[String], joined: &str) -> Option<usize> {
        // The name must be spelled by consecutive words, so it is part of the words run together.
        if key.name.is_empty() || !joined.contains(key.name.as_str()) {
            return None;
        }
        for start in 0..query.len() {
            let mut spelled = String::new();
            for end in start..query.len() {
                spelled.push_str(&query[end]);
                if spelled.len() > key.name.len() {
                    break;
                }
                if spelled == key.name {
                    let rest = query[..start].iter().chain(&query[end + 1..]);
                    let mut needed = 0;
                    let mut all = true;
                    for word in rest {
                        needed += 1;
                        if !key.qualifiers.iter().any(|q| q == word) {
                            all = false;
                            break;
                        }
                    }
                    if all {
                        return Some(needed);
                    }
                }
            }
        }
        None
    }

    /// The card `text` names.
    ///
    /// A card matches when the text spells its name, with only its qualifiers around it. Among
    /// the matches: fewest qualifier words first (the plainest reading), then, unless the text
    /// says "Elite", the regular card over the elite one, then skirmish cards over campaign-only
    /// ones. Whatever is left is the card, or an ambiguity.
    pub(crate) fn resolve(&self, text: &str) -> NameMatch {
        let query = words(text);
        if query.is_empty() {
            return NameMatch::Unknown {
                suggestions: Vec::new(),
            };
        }
        let joined = query.concat();
        let mut matches: Vec<(&NameKey, usize)> = self
            .keys
            .iter()
            .filter_map(|k| Self::qualifiers_needed(k, &query, &joined).map(|n| (k, n)))
            .collect();
        if matches.is_empty() {
            return NameMatch::Unknown {
                suggestions: self.suggestions(&query),
            };
        }
        let fewest = matches.iter().map(|(_, n)| *n).min().unwrap_or(0);
        matches.retain(|(_, n)| *n == fewest);
        if matches.iter().any(|(k, _)| !k.elite) {
            matches.retain(|(k, _)| !k.elite);
        }
        if matches.iter().any(|(k, _)| k.skirmish) {
            matches.retain(|(k, _)| k.skirmish);
        }
        match matches.as_slice() {
            [(only, _)] => NameMatch::Found {
                card: only.card.clone(),
            },
            _ => NameMatch::Ambiguous {
                candidates: matches.iter().map(|(k, _)| k.card.clone()).collect(),
            },
        }
    }

    /// Cards sharing words with the query, most shared words first, then pack order.
    fn suggestions(&self, query: &[String]) -> Vec<IaCardId> {
        // A name is a few words: the first dozen of the text are enough to suggest from.
        let useful: Vec<&String> = query
            .iter()
            .filter(|w| w.len() >= 3)
            .take(MAX_SUGGESTION_WORDS)
            .collect();
        // (words of the query found, words of the name not found, pack position)
        let mut scored: Vec<(usize, usize, usize)> = self
            .keys
            .iter()
            .enumerate()
            .filter_map(|(i, k)| {
                let shared = useful
                    .iter()
                    .filter(|w| k.name_words.iter().any(|n| resembles(w, n)))
                    .count();
                let unmatched = k
                    .name_words
                    .iter()
                    .filter(|n| !useful.iter().any(|w| resembles(w, n)))
                    .count();
                (shared > 0).then_some((shared, unmatched, i))
            })
            .collect();
        scored.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)).then(a.2.cmp(&b.2)));
        let mut out: Vec<IaCardId> = Vec::new();
        for (_, _, i) in scored {
            if out.len() == MAX_SUGGESTIONS {
                break;
            }
            if let Some(k) = self.keys.get(i) {
                out.push(k.card.clone());
            }
        }
        out
    }

    /// Cards whose name (or, for Deployment cards, subtitle) holds every word of `text`, in pack
    /// order, Deployment cards first; an empty text lists every card.
    pub(crate) fn search(&self, text: &str) -> Vec<IaCardId> {
        let query = words(text);
        self.keys
            .iter()
            .filter(|k| {
                query.iter().all(|w| {
                    k.name.contains(w.as_str())
                        || k.qualifiers.iter().any(|q| q.starts_with(w.as_str()))
                })
            })
            .map(|k| k.card.clone())
            .collect()
    }
}

/// Whether a typed word looks like a word of a name: it is part of it, or both start with the
/// same five letters (a typo further on).
fn resembles(typed: &str, name_word: &str) -> bool {
    const SHARED_PREFIX: usize = 5;
    let (t, n) = (typed.as_bytes(), name_word.as_bytes());
    let shared = t.iter().zip(n).take_while(|(a, b)| a == b).count();
    shared >= SHARED_PREFIX || shared == t.len() || (t.len() < n.len() && name_word.contains(typed))
}

impl IaCatalog {
    /// The card a typed name names: `2 Stormtrooper (Elite)` without its count, `luke skywalker
    /// jedi knight`, `Bossk [Rebel]`. See [`NameMatch`].
    ///
    /// ```
    /// use hexadraft_catalog::ia::{IaCardId, IaCatalog, NameMatch};
    /// let catalog = IaCatalog::shipped();
    /// let NameMatch::Found { card: IaCardId::Deployment(id) } = catalog.resolve_name("Stormtrooper (Elite)")
    /// else { panic!("one card") };
    /// assert_eq!(id.as_str(), "stormtrooper-elite");
    /// ```
    pub fn resolve_name(&self, text: &str) -> NameMatch {
        self.names().resolve(text)
    }

    /// Cards for a search box: every word typed must appear in the card's name or among its
    /// marks (elite, subtitle, affiliation, mode); Deployment cards first, in pack order.
    pub fn search(&self, text: &str) -> Vec<IaCardId> {
        self.names().search(text)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn found(catalog: &IaCatalog, text: &str) -> String {
        match catalog.resolve_name(text) {
            NameMatch::Found {
                card: IaCardId::Deployment(id),
            } => id.to_string(),
            NameMatch::Found {
                card: IaCardId::Command(id),
            } => format!("command:{id}"),
            other => format!("{other:?}"),
        }
    }

    #[test]
    fn folding_ignores_case_accents_and_punctuation_and_joins_apostrophes() {
        assert_eq!(words("Vader's Finest"), ["vaders", "finest"]);
        assert_eq!(words("ÉLITE Storm-Trooper"), ["elite", "storm", "trooper"]);
        assert_eq!(fold("IG-88"), fold("ig 88"));
        assert_eq!(fold("Campaña"), "campana");
        assert_eq!(fold("e\u{301}lite"), "elite");
        assert!(words(" - () ").is_empty());
    }

    #[test]
    fn every_way_of_writing_elite_names_the_elite_card_and_no_mark_the_regular_one() {
        let catalog = IaCatalog::shipped();
        for text in [
            "Stormtrooper (Elite)",
            "Elite Stormtrooper",
            "stormtrooper elite",
            "Stormtrooper [Elite]",
            "STORMTROOPER - ÉLITE",
            "stormtrooper-elite",
        ] {
            assert_eq!(found(&catalog, text), "stormtrooper-elite", "{text}");
        }
        for text in ["Stormtrooper", "stormtrooper (regular)", "Storm Trooper"] {
            assert_eq!(found(&catalog, text), "stormtrooper", "{text}");
        }
    }

    #[test]
    fn punctuation_and_apostrophes_do_not_matter() {
        let catalog = IaCatalog::shipped();
        assert_eq!(found(&catalog, "0-0-0"), "0-0-0");
        assert_eq!(found(&catalog, "000"), "0-0-0");
        assert_eq!(found(&catalog, "Vaders Finest"), "vaders-finest");
        assert_eq!(found(&catalog, "vader’s finest"), "vaders-finest");
        assert_eq!(found(&catalog, "r2d2"), "r2-d2");
    }

    #[test]
    fn a_subtitle_or_an_affiliation_tells_apart_cards_sharing_a_name() {
        let catalog = IaCatalog::shipped();
        assert_eq!(
            found(&catalog, "Luke Skywalker, Jedi Knight"),
            "luke-skywalker-jedi-knight"
        );
        assert_eq!(
            found(&catalog, "Luke Skywalker (Hero of the Rebellion)"),
            "luke-skywalker-hero-of-the-rebellion"
        );
        assert_eq!(found(&catalog, "Bossk [Rebel]"), "bossk-rebel");
        assert_eq!(found(&catalog, "Bossk (Mercenario)"), "bossk-mercenary");
        assert_eq!(
            found(&catalog, "Temporary Alliance: Hired Guns"),
            "temporary-alliance-hired-guns"
        );
        match catalog.resolve_name("Luke Skywalker") {
            NameMatch::Ambiguous { candidates } => assert_eq!(candidates.len(), 2),
            other => panic!("{other:?}"),
        }
        match catalog.resolve_name("bossk") {
            NameMatch::Ambiguous { candidates } => assert_eq!(
                candidates,
                [
                    IaCardId::Deployment(
                        crate::ia::DeploymentCardId::new("bossk-mercenary").unwrap()
                    ),
                    IaCardId::Deployment(crate::ia::DeploymentCardId::new("bossk-rebel").unwrap()),
                ]
            ),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn the_skirmish_card_is_preferred_over_its_campaign_only_twin() {
        let catalog = IaCatalog::shipped();
        // The source lists Agent Blaise twice: campaign only, and skirmish only.
        assert_eq!(found(&catalog, "Agent Blaise"), "agent-blaise");
        assert_eq!(
            found(&catalog, "Agent Blaise (campaign)"),
            "agent-blaise-campaign"
        );
        assert_eq!(
            found(&catalog, "Elite Jawa Scavenger"),
            "jawa-scavenger-elite"
        );
        assert_eq!(
            found(&catalog, "Riot Trooper Elite"),
            "riot-trooper-elite-imperial"
        );
    }

    #[test]
    fn command_cards_are_found_by_name() {
        let catalog = IaCatalog::shipped();
        assert_eq!(
            found(&catalog, "take initiative"),
            "command:take-initiative"
        );
        assert_eq!(found(&catalog, "Brace Yourself!"), "command:brace-yourself");
        // A command card takes no marks.
        assert!(matches!(
            catalog.resolve_name("Take Initiative (Elite)"),
            NameMatch::Unknown { .. }
        ));
    }

    #[test]
    fn an_unknown_name_comes_with_suggestions() {
        let catalog = IaCatalog::shipped();
        match catalog.resolve_name("Stormtroopr") {
            NameMatch::Unknown { suggestions } => assert_eq!(
                suggestions.first().map(ToString::to_string).as_deref(),
                Some("deployment card stormtrooper")
            ),
            other => panic!("{other:?}"),
        }
        match catalog.resolve_name("Darth Vadr") {
            NameMatch::Unknown { suggestions } => {
                assert!(suggestions
                    .iter()
                    .any(|s| s.to_string().contains("darth-vader")));
                assert!(suggestions.len() <= MAX_SUGGESTIONS);
            }
            other => panic!("{other:?}"),
        }
        assert!(matches!(
            catalog.resolve_name("  --  "),
            NameMatch::Unknown { suggestions } if suggestions.is_empty()
        ));
    }

    #[test]
    fn search_finds_cards_by_every_word_including_their_marks() {
        let catalog = IaCatalog::shipped();
        let found = catalog.search("trooper elite imperial");
        assert!(found.contains(&IaCardId::Deployment(
            crate::ia::DeploymentCardId::new("stormtrooper-elite").unwrap()
        )));
        assert!(!found.contains(&IaCardId::Deployment(
            crate::ia::DeploymentCardId::new("stormtrooper").unwrap()
        )));
        assert_eq!(
            catalog.search("").len(),
            catalog.deployment_cards().len() + catalog.command_cards().len()
        );
    }
}
