//! The organizer's edits to a data pack, kept apart from it: values the pack does not know
//! (Initiative, stats, Tactics), characters of later boxes, General Tactic names, new products and
//! scenarios. An overlay is merged over the pack by [`Catalog::with_overlay`]; the merged catalog
//! is checked by the same rules as a pack and remembers which values are the organizer's.

use crate::checks::{item_path, Checks};
use crate::ids::{CharacterId, PackId, TacticNumber, TacticSlot};
use crate::layer::{self, add_new, edit_mut};
use crate::limits::{
    MAX_CHARACTERS, MAX_CHARACTER_EDITS, MAX_OVERLAY_BYTES, MAX_PRODUCTS, MAX_SCENARIOS,
};
use crate::model::{Character, Product, Scenario};
use crate::pack::{Catalog, PackFile};
use crate::problem::{CommonProblem, PackError, PackProblem};
use crate::provenance::{CharacterProvenance, UserValues, ValueSource};
use crate::validate::pack_problems;
use serde::{Deserialize, Serialize};
use std::collections::HashSet;

/// The only overlay format this version reads.
const OVERLAY_FORMAT: &str = "hexadraft-overlay";
/// The only overlay schema version this version reads.
const OVERLAY_FORMAT_VERSION: u32 = 1;

/// The organizer's edits to one data pack. A field left `None` is not edited: an overlay can add
/// what the pack does not know or correct it, never turn a known value back into an unknown one.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(deny_unknown_fields)]
pub struct Overlay {
    /// Always `hexadraft-overlay`.
    pub format: String,
    /// The schema version, 1.
    pub format_version: u32,
    /// The pack it edits (its id; any version of that pack).
    pub pack: PackId,
    /// The organizer's name for these edits, e.g. `Club Hexa, November`.
    pub label: String,
    /// Edits of characters of the pack or of this overlay, at most one per character.
    pub character_edits: Vec<CharacterEdit>,
    /// Characters the pack does not list, e.g. those of later boxes.
    pub new_characters: Vec<Character>,
    /// Names of General Tactics (009 to 018).
    pub general_tactic_names: Vec<GeneralTacticName>,
    /// Products the pack does not list.
    pub new_products: Vec<Product>,
    /// Scenarios the pack does not list.
    pub new_scenarios: Vec<Scenario>,
}

/// Edits of one character's values. `None` leaves the value as it is.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(deny_unknown_fields)]
pub struct CharacterEdit {
    /// The character edited.
    pub character: CharacterId,
    /// New Initiative.
    pub initiative: Option<u8>,
    /// New Movement.
    pub movement: Option<u8>,
    /// New Energy.
    pub energy: Option<u8>,
    /// New Health.
    pub health: Option<u8>,
    /// Edits of its Tactics, at most one per slot.
    pub tactics: Vec<TacticEdit>,
}

/// Edits of one character Tactic. `None` leaves the value as it is.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(deny_unknown_fields)]
pub struct TacticEdit {
    /// Which of the character's four Tactics.
    pub slot: TacticSlot,
    /// New card number.
    pub number: Option<TacticNumber>,
    /// New card name.
    pub name: Option<String>,
}

/// The name of one General Tactic.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(deny_unknown_fields)]
pub struct GeneralTacticName {
    /// Its card number, 9 to 18.
    pub number: TacticNumber,
    /// Its name.
    pub name: String,
}

impl CharacterEdit {
    /// An edit of `character` that changes nothing yet.
    pub fn new(character: CharacterId) -> CharacterEdit {
        CharacterEdit {
            character,
            initiative: None,
            movement: None,
            energy: None,
            health: None,
            tactics: Vec::new(),
        }
    }

    /// Whether the edit changes nothing.
    pub fn is_empty(&self) -> bool {
        self.initiative.is_none()
            && self.movement.is_none()
            && self.energy.is_none()
            && self.health.is_none()
            && self
                .tactics
                .iter()
                .all(|t| t.number.is_none() && t.name.is_none())
    }

    /// The edit of one Tactic slot, created empty if missing.
    pub fn tactic_mut(&mut self, slot: TacticSlot) -> &mut TacticEdit {
        edit_mut(
            &mut self.tactics,
            &slot,
            |t| &t.slot,
            |slot| TacticEdit {
                slot,
                number: None,
                name: None,
            },
        )
    }
}

impl Overlay {
    /// An overlay of `pack` that changes nothing yet.
    pub fn new(pack: PackId, label: impl Into<String>) -> Overlay {
        Overlay {
            format: OVERLAY_FORMAT.to_owned(),
            format_version: OVERLAY_FORMAT_VERSION,
            pack,
            label: label.into(),
            character_edits: Vec::new(),
            new_characters: Vec::new(),
            general_tactic_names: Vec::new(),
            new_products: Vec::new(),
            new_scenarios: Vec::new(),
        }
    }

    /// Reads and checks an overlay file.
    ///
    /// # Errors
    /// [`PackError::TooLarge`] above [`MAX_OVERLAY_BYTES`], [`PackError::Malformed`] when the
    /// text is not an overlay's JSON, [`PackError::Invalid`] listing every broken rule (see
    /// [`Overlay::problems`]). Whether it fits a pack is checked by [`Catalog::with_overlay`].
    pub fn from_json(text: &str) -> Result<Overlay, PackError> {
        layer::read_overlay(text, MAX_OVERLAY_BYTES)
    }

    /// The overlay as a file (pretty JSON), read back by [`Overlay::from_json`].
    pub fn to_json(&self) -> String {
        layer::to_json(self)
    }

    /// The first 12 hex digits of the SHA-256 of the overlay's compact JSON: any change to the
    /// overlay, its label included, changes it.
    pub fn content_hash(&self) -> String {
        layer::content_hash(self)
    }

    /// Whether the overlay changes nothing.
    pub fn is_empty(&self) -> bool {
        self.character_edits.iter().all(CharacterEdit::is_empty)
            && self.new_characters.is_empty()
            && self.general_tactic_names.is_empty()
            && self.new_products.is_empty()
            && self.new_scenarios.is_empty()
    }

    /// The edit of one character, created empty if missing.
    pub fn character_edit_mut(&mut self, character: &CharacterId) -> &mut CharacterEdit {
        edit_mut(
            &mut self.character_edits,
            character,
            |e| &e.character,
            CharacterEdit::new,
        )
    }

    /// Every problem of the overlay on its own (empty when it is well formed): format, bounds,
    /// ranges, texts, repeated ids and slots. Paths start with `overlay.`.
    pub fn problems(&self) -> Vec<PackProblem> {
        let mut c = Checks::default();
        c.format(
            (&self.format, self.format_version),
            (OVERLAY_FORMAT, OVERLAY_FORMAT_VERSION),
            |found| CommonProblem::UnknownOverlayFormat { found },
        );
        c.name("overlay.label", &self.label);

        c.count(
            "overlay.character_edits",
            self.character_edits.len(),
            MAX_CHARACTER_EDITS,
        );
        c.count(
            "overlay.new_characters",
            self.new_characters.len(),
            MAX_CHARACTERS,
        );
        c.count(
            "overlay.general_tactic_names",
            self.general_tactic_names.len(),
            10,
        );
        c.count(
            "overlay.new_products",
            self.new_products.len(),
            MAX_PRODUCTS,
        );
        c.count(
            "overlay.new_scenarios",
            self.new_scenarios.len(),
            MAX_SCENARIOS,
        );

        c.unique_ids(
            "overlay.character_edits",
            self.character_edits.iter().map(|e| e.character.as_str()),
        );
        c.unique_ids(
            "overlay.new_characters",
            self.new_characters.iter().map(|x| x.id.as_str()),
        );
        c.unique_ids(
            "overlay.new_products",
            self.new_products.iter().map(|p| p.id.as_str()),
        );
        c.unique_ids(
            "overlay.new_scenarios",
            self.new_scenarios.iter().map(|s| s.id.as_str()),
        );
        let numbers: Vec<String> = self
            .general_tactic_names
            .iter()
            .map(|g| g.number.to_string())
            .collect();
        c.unique_ids(
            "overlay.general_tactic_names",
            numbers.iter().map(String::as_str),
        );

        for e in &self.character_edits {
            let at = item_path("overlay.character_edits", e.character.as_str());
            c.stats(&at, e.initiative, e.movement, e.energy, e.health);
            c.count(&format!("{at}.tactics"), e.tactics.len(), 4);
            let mut slots = HashSet::new();
            for (i, t) in e.tactics.iter().enumerate() {
                let tat = format!("{at}.tactics[{i}]");
                if !slots.insert(t.slot) {
                    c.problems.push(PackProblem::DuplicateSlot {
                        path: tat.clone(),
                        slot: u8::from(t.slot),
                    });
                }
                c.optional_name(&format!("{tat}.name"), t.name.as_deref());
            }
        }
        for ch in &self.new_characters {
            c.character_values(&item_path("overlay.new_characters", ch.id.as_str()), ch);
        }
        for (i, g) in self.general_tactic_names.iter().enumerate() {
            let at = format!("overlay.general_tactic_names[{i}]");
            // AGL S2, Mod Final Boss, "Formar el mazo de tácticas": General Tactics are 009-018.
            if !(9..=18).contains(&g.number.get()) {
                c.problems.push(PackProblem::NotAGeneralTactic {
                    path: format!("{at}.number"),
                    number: g.number.get(),
                });
            }
            c.name(&format!("{at}.name"), &g.name);
        }
        for p in &self.new_products {
            c.name(
                &format!("{}.name", item_path("overlay.new_products", p.id.as_str())),
                &p.name,
            );
        }
        for s in &self.new_scenarios {
            c.scenario(&item_path("overlay.new_scenarios", s.id.as_str()), s);
        }
        c.problems
    }
}

impl Catalog {
    /// Merges `overlay` over this catalog's pack as loaded (an overlay already merged into
    /// `self` is replaced, not stacked) and checks the result by every rule of a pack.
    ///
    /// The merged [`PackInfo`](crate::PackInfo) keeps the pack id; its version becomes
    /// `<base version>+user.<Overlay::content_hash>`. An overlay that changes nothing gives the
    /// pack as loaded, version unchanged.
    ///
    /// # Errors
    /// [`PackError::Invalid`] with every problem: the overlay's own (see [`Overlay::problems`]),
    /// then where it does not fit the pack (another pack, an unknown character edited, an id
    /// added twice) and every rule the merged pack breaks. `self` is unchanged either way.
    pub fn with_overlay(&self, overlay: &Overlay) -> Result<Catalog, PackError> {
        self.layers.with_overlay(overlay).map(Catalog::assemble)
    }
}

layer::data_pack! {
    PackFile, PackProblem, pack_problems; Overlay, UserValues, [merge_additions, merge_edits]
}

/// Appends the overlay's new products, scenarios and characters.
fn merge_additions(
    o: &Overlay,
    pack: &mut PackFile,
    user: &mut UserValues,
    problems: &mut Vec<PackProblem>,
) {
    for p in add_new(&mut pack.products, &o.new_products, "products", problems) {
        user.products.insert(p.id.clone());
    }
    for s in add_new(&mut pack.scenarios, &o.new_scenarios, "scenarios", problems) {
        user.scenarios.insert(s.id.clone());
    }
    let characters = &o.new_characters;
    for c in add_new(&mut pack.characters, characters, "characters", problems) {
        let added = CharacterProvenance::added();
        user.characters.insert(c.id.clone(), added);
    }
}

/// Applies the character edits and General Tactic names, noting each value set as the user's.
fn merge_edits(
    overlay: &Overlay,
    pack: &mut PackFile,
    user: &mut UserValues,
    problems: &mut Vec<PackProblem>,
) {
    for e in &overlay.character_edits {
        let Some(ch) = pack.characters.iter_mut().find(|c| c.id == e.character) else {
            problems.push(PackProblem::EditOfUnknownCharacter {
                path: format!(
                    "{}.character",
                    item_path("overlay.character_edits", e.character.as_str())
                ),
                character: e.character.to_string(),
            });
            continue;
        };
        let source = user.characters.entry(ch.id.clone()).or_default();
        set(&mut ch.initiative, e.initiative, &mut source.initiative);
        set(&mut ch.movement, e.movement, &mut source.movement);
        set(&mut ch.energy, e.energy, &mut source.energy);
        set(&mut ch.health, e.health, &mut source.health);
        for t in &e.tactics {
            let slot = t.slot.index();
            if let (Some(tactic), Some(src)) =
                (ch.tactics.get_mut(slot), source.tactics.get_mut(slot))
            {
                set(&mut tactic.number, t.number, &mut src.number);
                set(&mut tactic.name, t.name.clone(), &mut src.name);
            }
        }
    }
    for g in &overlay.general_tactic_names {
        if let Some(t) = pack
            .general_tactics
            .iter_mut()
            .find(|t| t.number == g.number)
        {
            t.name = Some(g.name.clone());
            user.general_tactic_names.insert(g.number);
        }
    }
}

/// Sets `value` when the edit gives one, and notes it as the user's.
fn set<T>(value: &mut Option<T>, edit: Option<T>, source: &mut ValueSource) {
    if let Some(new) = edit {
        *value = Some(new);
        *source = ValueSource::User;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ids::ProductId;
    use crate::model::{CharacterTactic, LocalizedName, ProductKind};
    use crate::test_support::refused;
    use crate::{CharacterQuery, ScenarioId, StartingLineup, TacticProvenance};

    fn id(s: &str) -> CharacterId {
        CharacterId::new(s).unwrap()
    }

    fn slot(n: u8) -> TacticSlot {
        TacticSlot::new(n).unwrap()
    }

    fn number(n: u16) -> TacticNumber {
        TacticNumber::new(n).unwrap()
    }

    fn overlay() -> Overlay {
        Overlay::new(PackId::new("aristeia-agl").unwrap(), "Club edits")
    }

    /// A character with nothing known but its name and box.
    fn unknown_character(id_text: &str, name: &str, product: &str) -> Character {
        Character {
            id: id(id_text),
            name: name.to_owned(),
            aliases: Vec::new(),
            product: ProductId::new(product).unwrap(),
            initiative: None,
            movement: None,
            energy: None,
            health: None,
            card_number: None,
            faction: None,
            tactics: Default::default(),
        }
    }

    /// The test values below exercise the merge; they are not game data.
    fn bachmann_edits() -> Overlay {
        let mut o = overlay();
        let edit = o.character_edit_mut(&id("bachmann"));
        edit.initiative = Some(5);
        edit.health = Some(4);
        let t = edit.tactic_mut(slot(2));
        t.name = Some("Test Name".to_owned());
        t.number = Some(number(900));
        o
    }

    #[test]
    fn edits_are_applied_and_marked_as_the_users() {
        let base = Catalog::shipped();
        let merged = base.with_overlay(&bachmann_edits()).unwrap();
        let bachmann = merged.character(&id("bachmann")).unwrap();
        assert_eq!(bachmann.initiative, Some(5));
        assert_eq!(bachmann.health, Some(4));
        assert_eq!(bachmann.movement, None, "unknown stays unknown");
        assert_eq!(
            bachmann.tactics[2],
            CharacterTactic {
                number: Some(number(900)),
                name: Some("Test Name".to_owned())
            }
        );
        assert_eq!(bachmann.tactics[1], CharacterTactic::default());

        let p = merged.provenance(&id("bachmann")).unwrap();
        assert_eq!(p.character, ValueSource::Pack);
        assert_eq!(p.initiative, ValueSource::User);
        assert_eq!(p.health, ValueSource::User);
        assert_eq!(p.movement, ValueSource::Pack);
        assert_eq!(p.energy, ValueSource::Pack);
        assert_eq!(
            p.tactics[2],
            TacticProvenance {
                number: ValueSource::User,
                name: ValueSource::User
            }
        );
        assert_eq!(p.tactics[0], TacticProvenance::default());
        assert!(p.has_user_values());

        let gata = merged.provenance(&id("gata")).unwrap();
        assert!(!gata.has_user_values());
        assert_eq!(merged.characters_with_user_values(), [&id("bachmann")]);
        assert!(base.characters_with_user_values().is_empty());
        assert_eq!(merged.provenance(&id("nobody")), None);
        // The edited value is what the draft sees; everything else is the pack's.
        assert_eq!(merged.character(&id("gata")), base.character(&id("gata")));
    }

    #[test]
    fn the_merged_version_is_the_base_version_plus_a_hash_of_the_overlay() {
        let base = Catalog::shipped();
        let edits = bachmann_edits();
        let merged = base.with_overlay(&edits).unwrap();
        let hash = edits.content_hash();
        assert_eq!(hash.len(), 12);
        assert!(hash.chars().all(|c| c.is_ascii_hexdigit()));
        assert_eq!(merged.info().version, format!("2026.11.23.1+user.{hash}"));
        assert_eq!(merged.info().id, base.info().id);
        assert_eq!(merged.base_info(), base.info());
        assert!(merged
            .info()
            .note
            .as_deref()
            .unwrap()
            .starts_with("Organizer's edits \"Club edits\" over aristeia-agl 2026.11.23.1."));

        // The same overlay gives the same version; any change gives another.
        assert_eq!(
            base.with_overlay(&edits.clone()).unwrap().info().version,
            merged.info().version
        );
        let mut changed = edits.clone();
        changed.character_edit_mut(&id("bachmann")).initiative = Some(6);
        let mut relabelled = edits;
        relabelled.label = "Other label".to_owned();
        let versions = [
            merged.info().version.clone(),
            base.with_overlay(&changed).unwrap().info().version.clone(),
            base.with_overlay(&relabelled)
                .unwrap()
                .info()
                .version
                .clone(),
        ];
        assert_ne!(versions[0], versions[1]);
        assert_ne!(versions[0], versions[2]);
        assert_ne!(versions[1], versions[2]);
    }

    #[test]
    fn an_overlay_replaces_the_previous_one_instead_of_stacking() {
        let base = Catalog::shipped();
        let first = base.with_overlay(&bachmann_edits()).unwrap();
        let mut other = overlay();
        other.character_edit_mut(&id("gaia")).initiative = Some(3);
        let second = first.with_overlay(&other).unwrap();
        assert_eq!(
            second.info().version,
            format!("2026.11.23.1+user.{}", other.content_hash())
        );
        assert_eq!(second.character(&id("bachmann")).unwrap().initiative, None);
        assert_eq!(second.character(&id("gaia")).unwrap().initiative, Some(3));
        assert_eq!(second.without_overlay(), base);
        assert_eq!(second.overlay(), Some(&other));
    }

    #[test]
    fn an_overlay_that_changes_nothing_leaves_the_pack_as_shipped() {
        let base = Catalog::shipped();
        let mut empty = overlay();
        empty.character_edit_mut(&id("gata"));
        assert!(empty.is_empty());
        let same = base.with_overlay(&empty).unwrap();
        assert_eq!(same, base);
        assert_eq!(same.info().version, "2026.11.23.1");
        assert_eq!(same.overlay(), None);
    }

    #[test]
    fn characters_of_later_boxes_are_added_with_their_product() {
        // Double Trouble's two Aristos are named by a source but none of their values are known.
        let mut o = overlay();
        o.new_characters.push(unknown_character(
            "moonchild",
            "Moonchild",
            "double-trouble",
        ));
        o.new_characters
            .push(unknown_character("lei-gong", "Lei Gong", "double-trouble"));
        let merged = Catalog::shipped().with_overlay(&o).unwrap();
        assert_eq!(merged.characters().len(), 30);
        let moonchild = merged.character(&id("moonchild")).unwrap();
        assert_eq!(moonchild.initiative, None);
        let p = merged.provenance(&id("moonchild")).unwrap();
        assert_eq!(p.character, ValueSource::User);
        assert_eq!(p.tactics[3].name, ValueSource::User);

        let query = CharacterQuery {
            text: Some("lei".to_owned()),
            product: Some(ProductId::new("double-trouble").unwrap()),
        };
        let found: Vec<&str> = merged
            .search(&query)
            .iter()
            .map(|c| c.id.as_str())
            .collect();
        assert_eq!(found, ["lei-gong"]);

        let gaps = merged.gaps();
        assert_eq!(gaps.counts.characters_without_initiative, 6);
        assert!(!gaps
            .products_without_characters
            .contains(&ProductId::new("double-trouble").unwrap()));

        // The lineup check sees the merged catalog.
        let lineup = [id("moonchild"), id("lei-gong"), id("gata"), id("dart")];
        assert!(StartingLineup::check(&merged, &lineup, 4).is_ok());
        assert!(StartingLineup::check(&Catalog::shipped(), &lineup, 4).is_err());
    }

    #[test]
    fn an_added_character_can_be_edited_and_stays_the_users() {
        let mut o = overlay();
        o.new_characters.push(unknown_character(
            "moonchild",
            "Moonchild",
            "double-trouble",
        ));
        o.character_edit_mut(&id("moonchild")).energy = Some(5);
        let merged = Catalog::shipped().with_overlay(&o).unwrap();
        assert_eq!(merged.character(&id("moonchild")).unwrap().energy, Some(5));
        assert_eq!(
            merged.provenance(&id("moonchild")).unwrap(),
            CharacterProvenance::added()
        );
    }

    #[test]
    fn new_products_scenarios_and_general_tactic_names_are_merged_and_marked() {
        let mut o = overlay();
        o.new_products.push(Product {
            id: ProductId::new("test-box").unwrap(),
            name: "Test Box".to_owned(),
            kind: ProductKind::Expansion,
        });
        o.new_characters
            .push(unknown_character("test-hero", "Test Hero", "test-box"));
        o.new_scenarios.push(Scenario {
            id: ScenarioId::new("test-scenario").unwrap(),
            names: LocalizedName {
                en: Some("Test Scenario".to_owned()),
                es: None,
                fr: None,
            },
        });
        o.general_tactic_names.push(GeneralTacticName {
            number: number(12),
            name: "Test Tactic".to_owned(),
        });
        let merged = Catalog::shipped().with_overlay(&o).unwrap();
        let test_box = ProductId::new("test-box").unwrap();
        assert_eq!(merged.product_source(&test_box), Some(ValueSource::User));
        assert_eq!(
            merged.product_source(&ProductId::new("core").unwrap()),
            Some(ValueSource::Pack)
        );
        let scenario = ScenarioId::new("test-scenario").unwrap();
        assert_eq!(merged.scenario_source(&scenario), Some(ValueSource::User));
        assert_eq!(
            merged.scenario_source(&ScenarioId::new("assault").unwrap()),
            Some(ValueSource::Pack)
        );
        let twelve = &merged.general_tactics()[3];
        assert_eq!(twelve.name.as_deref(), Some("Test Tactic"));
        assert_eq!(
            merged.general_tactic_name_source(number(12)),
            Some(ValueSource::User)
        );
        assert_eq!(
            merged.general_tactic_name_source(number(13)),
            Some(ValueSource::Pack)
        );
        assert_eq!(merged.general_tactic_name_source(number(19)), None);
        assert_eq!(merged.gaps().counts.general_tactics_without_names, 9);
    }

    #[test]
    fn a_bad_overlay_is_refused_whole_and_the_catalog_in_use_is_unchanged() {
        let catalog = Catalog::shipped().with_overlay(&bachmann_edits()).unwrap();
        let before = catalog.clone();
        let mut bad = bachmann_edits();
        bad.character_edit_mut(&id("gata")).initiative = Some(0);
        bad.label = String::new();
        let problems = refused(catalog.with_overlay(&bad));
        assert_eq!(
            problems,
            vec![
                PackProblem::EmptyText {
                    path: "overlay.label".to_owned()
                },
                PackProblem::OutOfRange {
                    path: "overlay.character_edits[id=gata].initiative".to_owned(),
                    value: 0,
                    min: 1,
                    max: 20
                },
            ]
        );
        assert_eq!(catalog, before);
    }

    #[test]
    fn the_merged_pack_is_checked_by_every_pack_rule_with_all_problems_at_once() {
        let mut o = overlay();
        // An edit whose card number is already Gata's Swerve (031).
        o.character_edit_mut(&id("bachmann"))
            .tactic_mut(slot(0))
            .number = Some(number(31));
        // A character of a box nobody lists.
        o.new_characters
            .push(unknown_character("stranger", "Stranger", "no-such-box"));
        // Already in the pack.
        o.new_characters
            .push(unknown_character("gata", "Gata", "core"));
        o.new_scenarios.push(Scenario {
            id: ScenarioId::new("assault").unwrap(),
            names: LocalizedName {
                en: Some("Assault".to_owned()),
                es: None,
                fr: None,
            },
        });
        // Nobody to edit.
        o.character_edit_mut(&id("nobody")).initiative = Some(4);
        let problems = refused(Catalog::shipped().with_overlay(&o));
        assert_eq!(
            problems,
            vec![
                PackProblem::AlreadyInPack {
                    list: "scenarios".to_owned(),
                    id: "assault".to_owned(),
                    path: "overlay.new_scenarios[0]".to_owned()
                },
                PackProblem::AlreadyInPack {
                    list: "characters".to_owned(),
                    id: "gata".to_owned(),
                    path: "overlay.new_characters[1]".to_owned()
                },
                PackProblem::EditOfUnknownCharacter {
                    path: "overlay.character_edits[id=nobody].character".to_owned(),
                    character: "nobody".to_owned()
                },
                PackProblem::UnknownProduct {
                    character: "stranger".to_owned(),
                    product: "no-such-box".to_owned(),
                    path: "characters[id=stranger].product".to_owned()
                },
                PackProblem::DuplicateCardNumber {
                    number: 31,
                    path: "characters[id=bachmann].tactics[0].number".to_owned(),
                    first: "characters[id=gata].tactics[0].number".to_owned()
                },
            ]
        );
    }

    #[test]
    fn an_overlay_of_another_pack_is_refused() {
        let mut o = bachmann_edits();
        o.pack = PackId::new("other-pack").unwrap();
        assert_eq!(
            refused(Catalog::shipped().with_overlay(&o)),
            vec![PackProblem::OverlayForOtherPack {
                expected: "aristeia-agl".to_owned(),
                found: "other-pack".to_owned()
            }]
        );
    }

    #[test]
    fn an_overlay_checks_its_own_format_ids_slots_and_general_tactic_numbers() {
        let mut o = overlay();
        o.format = "hexadraft-pack".to_owned();
        let edit = o.character_edit_mut(&id("gata"));
        edit.tactics.push(TacticEdit {
            slot: slot(1),
            number: None,
            name: Some("A".to_owned()),
        });
        edit.tactics.push(TacticEdit {
            slot: slot(1),
            number: None,
            name: Some("B".to_owned()),
        });
        o.character_edits.push(CharacterEdit::new(id("gata")));
        o.general_tactic_names.push(GeneralTacticName {
            number: number(19),
            name: "Not general".to_owned(),
        });
        o.general_tactic_names.push(GeneralTacticName {
            number: number(19),
            name: "Again".to_owned(),
        });
        assert_eq!(
            o.problems(),
            vec![
                PackProblem::UnknownOverlayFormat {
                    found: "hexadraft-pack 1".to_owned()
                },
                PackProblem::DuplicateId {
                    list: "overlay.character_edits".to_owned(),
                    id: "gata".to_owned(),
                    path: "overlay.character_edits[1]".to_owned()
                },
                PackProblem::DuplicateId {
                    list: "overlay.general_tactic_names".to_owned(),
                    id: "019".to_owned(),
                    path: "overlay.general_tactic_names[1]".to_owned()
                },
                PackProblem::DuplicateSlot {
                    path: "overlay.character_edits[id=gata].tactics[1]".to_owned(),
                    slot: 1
                },
                PackProblem::NotAGeneralTactic {
                    path: "overlay.general_tactic_names[0].number".to_owned(),
                    number: 19
                },
                PackProblem::NotAGeneralTactic {
                    path: "overlay.general_tactic_names[1].number".to_owned(),
                    number: 19
                },
            ]
        );
    }

    #[test]
    fn an_overlay_round_trips_through_json() {
        let mut o = bachmann_edits();
        o.new_characters.push(unknown_character(
            "moonchild",
            "Moonchild",
            "double-trouble",
        ));
        o.general_tactic_names.push(GeneralTacticName {
            number: number(9),
            name: "Test Tactic".to_owned(),
        });
        let text = o.to_json();
        let back = Overlay::from_json(&text).unwrap();
        assert_eq!(back, o);
        assert_eq!(back.to_json(), text);
        assert_eq!(back.content_hash(), o.content_hash());
    }

    #[test]
    fn reading_an_overlay_lists_every_problem_and_bounds_its_size() {
        let mut o = overlay();
        o.label = "x".repeat(200);
        o.character_edit_mut(&id("gata")).movement = Some(0);
        let problems = match Overlay::from_json(&o.to_json()) {
            Err(PackError::Invalid { problems }) => problems,
            other => panic!("{other:?}"),
        };
        assert_eq!(problems.len(), 2, "{problems:?}");

        let big = " ".repeat(MAX_OVERLAY_BYTES + 1);
        assert!(matches!(
            Overlay::from_json(&big),
            Err(PackError::TooLarge { .. })
        ));
        assert!(matches!(
            Overlay::from_json("{\"format\": 1}"),
            Err(PackError::Malformed { .. })
        ));
        // A misspelt field is refused with its name.
        let text = o.to_json().replacen("\"label\"", "\"lable\"", 1);
        match Overlay::from_json(&text) {
            Err(PackError::Malformed { message }) => {
                assert!(message.contains("unknown field `lable`"), "{message}")
            }
            other => panic!("{other:?}"),
        }
        // Ids are checked while reading: "Gata" is not a slug.
        let text = o.to_json().replace("\"gata\"", "\"Gata\"");
        assert!(matches!(
            Overlay::from_json(&text),
            Err(PackError::Malformed { .. })
        ));
    }

    #[test]
    fn the_overlay_example_in_the_format_documentation_reads_and_merges() {
        let doc_path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../docs/formats.md");
        let doc = std::fs::read_to_string(doc_path).unwrap();
        let after = doc.split("<!-- overlay-example").nth(1).unwrap();
        let example = after
            .split("```json")
            .nth(1)
            .and_then(|rest| rest.split("```").next())
            .unwrap();
        let o = Overlay::from_json(example).unwrap();
        let merged = Catalog::shipped().with_overlay(&o).unwrap();
        assert!(merged.character(&id("moonchild")).is_some());
        assert_eq!(
            merged.provenance(&id("bachmann")).unwrap().initiative,
            ValueSource::User
        );
    }

    #[test]
    fn the_merged_catalog_exports_as_a_pack_that_reads_back_identically() {
        let mut o = bachmann_edits();
        o.new_characters.push(unknown_character(
            "moonchild",
            "Moonchild",
            "double-trouble",
        ));
        let merged = Catalog::shipped().with_overlay(&o).unwrap();
        let text = merged.to_pack_json();
        let back = Catalog::from_pack_json(&text).unwrap();
        assert_eq!(back.pack(), merged.pack());
        assert_eq!(back.info(), merged.info());
        assert_eq!(back.to_pack_json(), text);
        // Read back, it is a plain pack: its values are the pack's now.
        assert_eq!(
            back.provenance(&id("moonchild")),
            Some(CharacterProvenance::default())
        );
        // An overlay of the re-imported pack extends its version again.
        let mut more = overlay();
        more.character_edit_mut(&id("gaia")).initiative = Some(2);
        let again = back.with_overlay(&more).unwrap();
        assert_eq!(
            again.info().version,
            format!(
                "2026.11.23.1+user.{}+user.{}",
                o.content_hash(),
                more.content_hash()
            )
        );
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(128))]

        /// Any edit of any shipped character either merges, with the edit applied and marked, or
        /// is refused with problems; it never panics.
        #[test]
        fn arbitrary_edits_merge_or_are_refused_without_panic(
            pick in proptest::prelude::any::<proptest::sample::Index>(),
            initiative in proptest::option::of(proptest::prelude::any::<u8>()),
            health in proptest::option::of(proptest::prelude::any::<u8>()),
            slot_number in 0u8..4,
            card in proptest::option::of(1u16..=999),
            name in proptest::option::of(".{0,130}"),
        ) {
            let base = Catalog::shipped();
            let character = pick.get(base.characters()).id.clone();
            let mut o = overlay();
            let edit = o.character_edit_mut(&character);
            edit.initiative = initiative;
            edit.health = health;
            let t = edit.tactic_mut(slot(slot_number));
            t.number = card.map(number);
            t.name = name.clone();
            match base.with_overlay(&o) {
                Ok(merged) if o.is_empty() => proptest::prop_assert_eq!(merged, base),
                Ok(merged) => {
                    let c = merged.character(&character).unwrap();
                    let p = merged.provenance(&character).unwrap();
                    if let Some(i) = initiative {
                        proptest::prop_assert_eq!(c.initiative, Some(i));
                        proptest::prop_assert_eq!(p.initiative, ValueSource::User);
                    }
                    let s = usize::from(slot_number);
                    proptest::prop_assert_eq!(c.tactics[s].name.is_some(),
                        name.is_some() || base.character(&character).unwrap().tactics[s].name.is_some());
                    proptest::prop_assert!(merged.info().version.starts_with("2026.11.23.1+user."));
                }
                Err(PackError::Invalid { problems }) => proptest::prop_assert!(!problems.is_empty()),
                Err(other) => proptest::prop_assert!(false, "unexpected {other:?}"),
            }
        }
    }
}
