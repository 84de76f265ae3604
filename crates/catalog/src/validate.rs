//! The schema's rules, checked on every pack before it becomes a [`crate::Catalog`] (loaded,
//! imported or merged with an overlay). Each rule reports its own [`PackProblem`] and every
//! problem is collected, so the organizer sees the whole list at once.

use crate::checks::{count_u32, item_path, Checks};
use crate::limits::{
    CARD_NUMBER_RANGE, INITIATIVE_RANGE, MAX_ALIASES, MAX_CHARACTERS, MAX_PRODUCTS, MAX_SCENARIOS,
    MAX_SPONSORS, MAX_STADIUMS, MAX_TEXT_CHARS, STAT_RANGE,
};
use crate::model::{Character, CharacterTactic, Scenario, SponsorKind};
use crate::pack::{PackFile, PACK_FORMAT, PACK_FORMAT_VERSION};
use crate::problem::PackProblem;
use std::collections::{HashMap, HashSet};

/// The Aristeia! pack's own checks, on the collector both packs share.
impl Checks<PackProblem> {
    /// A character's values: names, ranges and its tactics' names. `at` is its path.
    pub(crate) fn character_values(&mut self, at: &str, c: &Character) {
        self.name(&format!("{at}.name"), &c.name);
        self.count(&format!("{at}.aliases"), c.aliases.len(), MAX_ALIASES);
        for (i, alias) in c.aliases.iter().enumerate() {
            self.name(&format!("{at}.aliases[{i}]"), alias);
        }
        self.stats(at, c.initiative, c.movement, c.energy, c.health);
        self.in_range(
            &format!("{at}.card_number"),
            c.card_number,
            &CARD_NUMBER_RANGE,
        );
        self.optional_name(&format!("{at}.faction"), c.faction.as_deref());
        for (slot, tactic) in c.tactics.iter().enumerate() {
            self.tactic(&format!("{at}.tactics[{slot}]"), tactic);
        }
    }

    /// Initiative, Movement, Energy and Health, where known.
    pub(crate) fn stats(
        &mut self,
        at: &str,
        initiative: Option<u8>,
        movement: Option<u8>,
        energy: Option<u8>,
        health: Option<u8>,
    ) {
        self.in_range(&format!("{at}.initiative"), initiative, &INITIATIVE_RANGE);
        self.in_range(&format!("{at}.movement"), movement, &STAT_RANGE);
        self.in_range(&format!("{at}.energy"), energy, &STAT_RANGE);
        self.in_range(&format!("{at}.health"), health, &STAT_RANGE);
    }

    /// A character tactic's name; its number is range-checked by its type.
    pub(crate) fn tactic(&mut self, at: &str, tactic: &CharacterTactic) {
        self.optional_name(&format!("{at}.name"), tactic.name.as_deref());
    }

    /// A scenario's names: at least one language, each a name. `at` is its path.
    pub(crate) fn scenario(&mut self, at: &str, s: &Scenario) {
        let names = [
            ("en", &s.names.en),
            ("es", &s.names.es),
            ("fr", &s.names.fr),
        ];
        if names.iter().all(|(_, n)| n.is_none()) {
            self.problems.push(PackProblem::UnnamedScenario {
                path: at.to_owned(),
            });
        }
        for (lang, name) in names {
            self.optional_name(&format!("{at}.names.{lang}"), name.as_deref());
        }
    }
}

/// Every problem of a pack (empty when the pack is consistent).
pub(crate) fn pack_problems(pack: &PackFile) -> Vec<PackProblem> {
    let mut c = Checks::default();
    let declared = (pack.format.as_str(), pack.format_version);
    c.pack_header(declared, (PACK_FORMAT, PACK_FORMAT_VERSION), &pack.pack);

    c.count("products", pack.products.len(), MAX_PRODUCTS);
    c.count("characters", pack.characters.len(), MAX_CHARACTERS);
    c.count("sponsors", pack.sponsors.len(), MAX_SPONSORS);
    c.count("scenarios", pack.scenarios.len(), MAX_SCENARIOS);
    c.count("stadiums", pack.stadiums.len(), MAX_STADIUMS);

    c.unique_ids("products", pack.products.iter().map(|p| p.id.as_str()));
    c.unique_ids("characters", pack.characters.iter().map(|x| x.id.as_str()));
    c.unique_ids("sponsors", pack.sponsors.iter().map(|s| s.id.as_str()));
    c.unique_ids("scenarios", pack.scenarios.iter().map(|s| s.id.as_str()));
    c.unique_ids("stadiums", pack.stadiums.iter().map(|s| s.id.as_str()));

    for p in &pack.products {
        c.name(
            &format!("{}.name", item_path("products", p.id.as_str())),
            &p.name,
        );
    }

    let products: HashSet<_> = pack.products.iter().map(|p| &p.id).collect();
    for ch in &pack.characters {
        let at = item_path("characters", ch.id.as_str());
        c.character_values(&at, ch);
        if !products.contains(&ch.product) {
            c.problems.push(PackProblem::UnknownProduct {
                character: ch.id.to_string(),
                product: ch.product.to_string(),
                path: format!("{at}.product"),
            });
        }
    }

    card_numbers(pack, &mut c);

    // AGL S2, Mod Final Boss, "Formar el mazo de tácticas": "las 10 Tácticas Generales (009 a
    // 018)".
    let numbers: Vec<u16> = pack
        .general_tactics
        .iter()
        .take(MAX_CHARACTERS)
        .map(|t| t.number.get())
        .collect();
    if !numbers.iter().copied().eq(9..=18) {
        c.problems
            .push(PackProblem::GeneralTactics { found: numbers });
    }
    for (i, t) in pack.general_tactics.iter().enumerate() {
        c.optional_name(&format!("general_tactics[{i}].name"), t.name.as_deref());
    }

    let mut rules = HashSet::new();
    for s in &pack.sponsors {
        let at = item_path("sponsors", s.id.as_str());
        c.name(&format!("{at}.name"), &s.name);
        c.text(&format!("{at}.effect"), &s.effect, MAX_TEXT_CHARS);
        if let Some(rule) = s.rule {
            if !rules.insert(rule) {
                c.problems.push(PackProblem::DuplicateSponsorRule {
                    rule,
                    path: format!("{at}.rule"),
                });
            }
        }
    }
    // AGL v1.0, "Choosing your Sponsor" (Season 2, "Elección del patrocinador", the same):
    // every player may choose either of "the two Basic Sponsors".
    let basic = pack
        .sponsors
        .iter()
        .filter(|s| s.kind == SponsorKind::Basic)
        .count();
    if basic != 2 {
        c.problems.push(PackProblem::BasicSponsors {
            found: count_u32(basic),
        });
    }

    for s in &pack.scenarios {
        c.scenario(&item_path("scenarios", s.id.as_str()), s);
    }

    for s in &pack.stadiums {
        let at = item_path("stadiums", s.id.as_str());
        c.name(&format!("{at}.name"), &s.name);
        c.name(&format!("{at}.faction"), &s.faction);
        c.text(&format!("{at}.effect"), &s.effect, MAX_TEXT_CHARS);
    }
    c.problems
}

/// Character cards, character Tactics and General Tactics share one printed numbering (the Core
/// Box prints character cards 001-008, General Tactics 009-018, character Tactics 019-050), so a
/// number names one card.
fn card_numbers(pack: &PackFile, c: &mut Checks<PackProblem>) {
    let mut first: HashMap<u16, String> = HashMap::new();
    let mut note = |number: u16, path: String, c: &mut Checks<PackProblem>| {
        if let Some(earlier) = first.get(&number) {
            c.problems.push(PackProblem::DuplicateCardNumber {
                number,
                path,
                first: earlier.clone(),
            });
        } else {
            first.insert(number, path);
        }
    };
    for (i, t) in pack.general_tactics.iter().enumerate() {
        note(t.number.get(), format!("general_tactics[{i}].number"), c);
    }
    for ch in &pack.characters {
        let at = item_path("characters", ch.id.as_str());
        if let Some(n) = ch.card_number {
            note(n, format!("{at}.card_number"), c);
        }
        for (slot, t) in ch.tactics.iter().enumerate() {
            if let Some(n) = t.number {
                note(n.get(), format!("{at}.tactics[{slot}].number"), c);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ids::{CharacterId, TacticNumber};
    use crate::limits::{MAX_NAME_CHARS, MAX_VERSION_CHARS};
    use crate::model::SponsorRule;
    use crate::pack::{Catalog, SHIPPED_PACK};
    use crate::problem::PackError;

    fn shipped() -> PackFile {
        serde_json::from_str(SHIPPED_PACK).unwrap()
    }

    fn character_mut<'a>(pack: &'a mut PackFile, id: &str) -> &'a mut Character {
        pack.characters
            .iter_mut()
            .find(|c| c.id.as_str() == id)
            .unwrap()
    }

    /// The problems of a pack that must be refused.
    fn refused(pack: PackFile) -> Vec<PackProblem> {
        crate::test_support::refused(Catalog::from_pack(pack))
    }

    fn paths(problems: &[PackProblem]) -> Vec<&str> {
        problems.iter().filter_map(PackProblem::path).collect()
    }

    #[test]
    fn the_shipped_pack_breaks_no_rule() {
        assert_eq!(pack_problems(&shipped()), vec![]);
    }

    #[test]
    fn a_pack_of_another_format_or_schema_version_is_refused() {
        let mut pack = shipped();
        pack.format = "something-else".to_owned();
        assert_eq!(
            refused(pack),
            vec![PackProblem::UnknownFormat {
                found: "something-else 1".to_owned()
            }]
        );
        let mut pack = shipped();
        pack.format_version = 2;
        assert_eq!(
            refused(pack),
            vec![PackProblem::UnknownFormat {
                found: "hexadraft-pack 2".to_owned()
            }]
        );
    }

    #[test]
    fn a_version_must_be_a_short_plain_token() {
        for bad in ["", "2026 11 21", "v1/2", &"9".repeat(MAX_VERSION_CHARS + 1)] {
            let mut pack = shipped();
            pack.pack.version = bad.to_owned();
            let problems = refused(pack);
            assert!(
                matches!(problems.as_slice(), [PackProblem::BadVersion { path, .. }] if path == "pack.version"),
                "{bad:?}: {problems:?}"
            );
        }
        let mut pack = shipped();
        pack.pack.version = "2026.11.21+user.0123456789ab".to_owned();
        assert!(Catalog::from_pack(pack).is_ok());
    }

    #[test]
    fn every_id_list_refuses_a_repeated_id() {
        let mut pack = shipped();
        pack.products.push(pack.products[0].clone());
        pack.sponsors.push(pack.sponsors[2].clone());
        pack.scenarios.push(pack.scenarios[0].clone());
        pack.stadiums.push(pack.stadiums[0].clone());
        // Bachmann has no card numbers, so only the id repeats.
        let bachmann = pack.characters[24].clone();
        assert_eq!(bachmann.id.as_str(), "bachmann");
        pack.characters.push(bachmann);
        let problems = refused(pack);
        let expected = [
            ("products", "core", "products[13]"),
            ("characters", "bachmann", "characters[28]"),
            ("sponsors", "aigletech", "sponsors[8]"),
            ("scenarios", "assault", "scenarios[12]"),
            ("stadiums", "stadion-tunguska", "stadiums[4]"),
        ];
        for (list, id, path) in expected {
            assert!(
                problems.contains(&PackProblem::DuplicateId {
                    list: list.to_owned(),
                    id: id.to_owned(),
                    path: path.to_owned()
                }),
                "{list}: {problems:?}"
            );
        }
        assert_eq!(problems.len(), expected.len(), "{problems:?}");
    }

    #[test]
    fn list_counts_are_bounded() {
        let mut pack = shipped();
        let bachmann = pack.characters[24].clone();
        for i in 0..MAX_CHARACTERS {
            let mut extra = bachmann.clone();
            extra.id = CharacterId::new(format!("extra-{i}")).unwrap();
            pack.characters.push(extra);
        }
        character_mut(&mut pack, "gata").aliases = vec!["Cat".to_owned(); MAX_ALIASES + 1];
        let problems = refused(pack);
        assert_eq!(
            problems,
            vec![
                PackProblem::TooMany {
                    path: "characters".to_owned(),
                    count: 1028,
                    max: 1000
                },
                PackProblem::TooMany {
                    path: "characters[id=gata].aliases".to_owned(),
                    count: 17,
                    max: 16
                },
            ]
        );
    }

    #[test]
    fn names_must_not_be_empty_including_tactic_names_when_present() {
        let mut pack = shipped();
        character_mut(&mut pack, "gata").name = "  ".to_owned();
        character_mut(&mut pack, "gata").tactics[2].name = Some(String::new());
        pack.general_tactics[0].name = Some(String::new());
        pack.sponsors[0].name = String::new();
        pack.products[1].name = String::new();
        let problems = refused(pack);
        assert!(problems
            .iter()
            .all(|p| matches!(p, PackProblem::EmptyText { .. })));
        assert_eq!(
            paths(&problems),
            [
                "products[id=soldiers-of-fortune].name",
                "characters[id=gata].name",
                "characters[id=gata].tactics[2].name",
                "general_tactics[0].name",
                "sponsors[id=vissiorama].name",
            ]
        );
    }

    #[test]
    fn texts_are_bounded_in_length() {
        let mut pack = shipped();
        pack.sponsors[1].effect = "x".repeat(MAX_TEXT_CHARS + 1);
        character_mut(&mut pack, "dart").aliases = vec!["ñ".repeat(MAX_NAME_CHARS + 1)];
        // Exactly at the limit is fine; length counts characters, not bytes.
        pack.stadiums[0].name = "ñ".repeat(MAX_NAME_CHARS);
        assert_eq!(
            refused(pack),
            vec![
                PackProblem::TextTooLong {
                    path: "characters[id=dart].aliases[0]".to_owned(),
                    chars: 121,
                    max: 120
                },
                PackProblem::TextTooLong {
                    path: "sponsors[id=oxyd].effect".to_owned(),
                    chars: 1001,
                    max: 1000
                },
            ]
        );
    }

    #[test]
    fn texts_hold_no_control_characters() {
        let mut pack = shipped();
        character_mut(&mut pack, "gata").name = "Ga\nta".to_owned();
        pack.scenarios[0].names.fr = Some("Assaut\u{0}".to_owned());
        assert_eq!(
            refused(pack),
            vec![
                PackProblem::ControlCharacter {
                    path: "characters[id=gata].name".to_owned()
                },
                PackProblem::ControlCharacter {
                    path: "scenarios[id=assault].names.fr".to_owned()
                },
            ]
        );
    }

    #[test]
    fn initiative_stats_and_card_numbers_stay_in_their_ranges() {
        let mut pack = shipped();
        let gata = character_mut(&mut pack, "gata");
        gata.initiative = Some(0);
        gata.movement = Some(21);
        gata.energy = Some(0);
        gata.health = Some(255);
        gata.card_number = Some(1000);
        character_mut(&mut pack, "dart").initiative = Some(21);
        let problems = refused(pack);
        let ranges: Vec<(&str, u32)> = problems
            .iter()
            .map(|p| match p {
                PackProblem::OutOfRange { path, value, .. } => (path.as_str(), *value),
                other => panic!("unexpected {other:?}"),
            })
            .collect();
        assert_eq!(
            ranges,
            [
                ("characters[id=gata].initiative", 0),
                ("characters[id=gata].movement", 21),
                ("characters[id=gata].energy", 0),
                ("characters[id=gata].health", 255),
                ("characters[id=gata].card_number", 1000),
                ("characters[id=dart].initiative", 21),
            ]
        );
    }

    #[test]
    fn a_card_number_names_one_card_across_characters_and_general_tactics() {
        let mut pack = shipped();
        // Maximus's Block is 047; 8-Ball's Block is 023: same name, different cards.
        character_mut(&mut pack, "gata").tactics[0].number = TacticNumber::new(47).ok();
        // 009 is a General Tactic.
        character_mut(&mut pack, "dart").tactics[1].number = TacticNumber::new(9).ok();
        // Character card 001 is Musashi's.
        character_mut(&mut pack, "bachmann").card_number = Some(1);
        assert_eq!(
            refused(pack),
            vec![
                PackProblem::DuplicateCardNumber {
                    number: 47,
                    path: "characters[id=maximus].tactics[0].number".to_owned(),
                    first: "characters[id=gata].tactics[0].number".to_owned()
                },
                PackProblem::DuplicateCardNumber {
                    number: 9,
                    path: "characters[id=dart].tactics[1].number".to_owned(),
                    first: "general_tactics[0].number".to_owned()
                },
                PackProblem::DuplicateCardNumber {
                    number: 1,
                    path: "characters[id=bachmann].card_number".to_owned(),
                    first: "characters[id=miyamoto-mushashi].card_number".to_owned()
                },
            ]
        );
    }

    #[test]
    fn the_general_tactics_are_exactly_009_to_018_in_order() {
        // AGL S2, Mod Final Boss, "Formar el mazo de tácticas": "las 10 Tácticas Generales (009 a
        // 018)".
        let mut missing = shipped();
        missing.general_tactics.pop();
        let mut swapped = shipped();
        swapped.general_tactics.swap(0, 1);
        let mut extra = shipped();
        let mut nineteen = extra.general_tactics[9].clone();
        nineteen.number = TacticNumber::new(19).unwrap();
        extra.general_tactics.push(nineteen);
        for (pack, found) in [
            (missing, (9..=17).collect::<Vec<u16>>()),
            (swapped, vec![10, 9, 11, 12, 13, 14, 15, 16, 17, 18]),
            (extra, (9..=19).collect()),
        ] {
            let problems = refused(pack);
            assert!(
                problems.contains(&PackProblem::GeneralTactics { found }),
                "{problems:?}"
            );
        }
    }

    #[test]
    fn a_character_must_come_in_a_listed_product() {
        let mut pack = shipped();
        pack.products.retain(|p| p.id.as_str() != "human-fate");
        let problems = refused(pack);
        let characters: Vec<&str> = problems
            .iter()
            .map(|p| match p {
                PackProblem::UnknownProduct {
                    character, product, ..
                } => {
                    assert_eq!(product, "human-fate");
                    character.as_str()
                }
                other => panic!("unexpected {other:?}"),
            })
            .collect();
        assert_eq!(characters, ["dart", "bixie", "prysm", "eclypse"]);
    }

    #[test]
    fn there_are_exactly_two_basic_sponsors() {
        // AGL v1.0, "Choosing your Sponsor": "any of the two Basic Sponsors".
        let mut pack = shipped();
        pack.sponsors[1].kind = SponsorKind::Special;
        assert_eq!(refused(pack), vec![PackProblem::BasicSponsors { found: 1 }]);
        let mut pack = shipped();
        pack.sponsors[2].kind = SponsorKind::Basic;
        assert_eq!(refused(pack), vec![PackProblem::BasicSponsors { found: 3 }]);
    }

    #[test]
    fn two_sponsors_cannot_carry_the_same_app_rule() {
        let mut pack = shipped();
        pack.sponsors[1].rule = Some(SponsorRule::ChoosePlayerA);
        assert_eq!(
            refused(pack),
            vec![PackProblem::DuplicateSponsorRule {
                rule: SponsorRule::ChoosePlayerA,
                path: "sponsors[id=compass-transportation].rule".to_owned()
            }]
        );
    }

    #[test]
    fn a_scenario_needs_a_name_in_some_language() {
        let mut pack = shipped();
        pack.scenarios[3].names = crate::LocalizedName::default();
        assert_eq!(
            refused(pack),
            vec![PackProblem::UnnamedScenario {
                path: "scenarios[id=scorched-earth]".to_owned()
            }]
        );
    }

    #[test]
    fn stadium_texts_and_the_pack_title_are_checked_too() {
        let mut pack = shipped();
        pack.pack.title = String::new();
        pack.pack.note = Some("\t".to_owned());
        pack.stadiums[1].faction = String::new();
        assert_eq!(
            paths(&refused(pack)),
            [
                "pack.title",
                "pack.note",
                "pack.note",
                "stadiums[id=saif-traders].faction"
            ]
        );
    }

    #[test]
    fn every_problem_is_listed_at_once() {
        let mut pack = shipped();
        pack.format_version = 9;
        pack.general_tactics.clear();
        pack.sponsors.clear();
        character_mut(&mut pack, "gata").initiative = Some(99);
        pack.products.push(pack.products[0].clone());
        let problems = refused(pack);
        assert_eq!(problems.len(), 5, "{problems:?}");
        let message = PackError::Invalid {
            problems: problems.clone(),
        }
        .to_string();
        assert!(message.starts_with("5 problem(s): not a Hexadraft data pack"));
        assert!(message.contains("at characters[id=gata].initiative: 99 is outside 1 to 20"));
    }
}
