//! Loading, checking and exporting a data pack.

use crate::ids::{CharacterId, ProductId, ScenarioId, SponsorId, StadiumId, TacticNumber};
use crate::layer::{self, Layers};
use crate::limits::MAX_PACK_BYTES;
use crate::model::{Character, GeneralTactic, PackInfo, Product, Scenario, Sponsor, Stadium};
use crate::overlay::Overlay;
use crate::problem::PackError;
use crate::provenance::{CharacterProvenance, ValueSource};
use serde::{Deserialize, Serialize};
use std::collections::HashMap;
use std::sync::OnceLock;

/// The pack embedded in the app.
pub(crate) const SHIPPED_PACK: &str = include_str!("../data/aristeia.pack.json");

/// The only pack format this version reads.
pub(crate) const PACK_FORMAT: &str = "hexadraft-pack";
/// The only pack schema version this version reads.
pub(crate) const PACK_FORMAT_VERSION: u32 = 1;

/// A data pack as stored on disk (JSON). Reading one gives no guarantee; [`Catalog::from_pack`]
/// checks it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(deny_unknown_fields)]
pub struct PackFile {
    /// Always `hexadraft-pack`.
    pub format: String,
    /// The schema version, 1.
    pub format_version: u32,
    /// Which pack.
    pub pack: PackInfo,
    /// The products (boxes).
    pub products: Vec<Product>,
    /// The characters.
    pub characters: Vec<Character>,
    /// The ten General Tactics, 009 to 018.
    pub general_tactics: Vec<GeneralTactic>,
    /// The AGL Sponsors.
    pub sponsors: Vec<Sponsor>,
    /// The scenarios.
    pub scenarios: Vec<Scenario>,
    /// The AGL Circuit stadiums.
    pub stadiums: Vec<Stadium>,
}

/// A checked catalog, possibly with the organizer's overlay merged in. Values of this type always
/// pass every rule of the schema (see [`crate::PackProblem`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Catalog {
    /// The pack as loaded and the pack in use, with the overlay's values.
    pub(crate) layers: Layers<Overlay>,
    pub(crate) character_index: HashMap<CharacterId, usize>,
}

impl Catalog {
    /// The pack shipped with the app (read once, then shared).
    pub fn shipped() -> Catalog {
        static SHIPPED: OnceLock<Catalog> = OnceLock::new();
        SHIPPED
            .get_or_init(|| match Layers::shipped(SHIPPED_PACK) {
                Some(layers) => Catalog::assemble(layers),
                // The shipped pack is checked by a unit test; an empty catalog keeps the app
                // usable if that promise were ever broken.
                None => Catalog::empty(),
            })
            .clone()
    }

    fn empty() -> Catalog {
        Catalog::assemble(Layers::loaded(PackFile {
            format: PACK_FORMAT.to_owned(),
            format_version: PACK_FORMAT_VERSION,
            pack: layer::empty_info(),
            products: Vec::new(),
            characters: Vec::new(),
            general_tactics: Vec::new(),
            sponsors: Vec::new(),
            scenarios: Vec::new(),
            stadiums: Vec::new(),
        }))
    }

    /// Builds the catalog around a pack already checked.
    pub(crate) fn assemble(layers: Layers<Overlay>) -> Catalog {
        let character_index = layers
            .pack
            .characters
            .iter()
            .enumerate()
            .map(|(i, c)| (c.id.clone(), i))
            .collect();
        Catalog {
            layers,
            character_index,
        }
    }

    /// Reads and checks a pack file.
    ///
    /// # Errors
    /// [`PackError::TooLarge`] above [`MAX_PACK_BYTES`], [`PackError::Malformed`] when the text is
    /// not a pack's JSON, [`PackError::Invalid`] listing every broken rule. Nothing is partly
    /// loaded.
    pub fn from_pack_json(text: &str) -> Result<Catalog, PackError> {
        Layers::read(text, MAX_PACK_BYTES).map(Catalog::assemble)
    }

    /// Checks a pack already read.
    ///
    /// # Errors
    /// [`PackError::Invalid`] listing every broken rule.
    pub fn from_pack(pack: PackFile) -> Result<Catalog, PackError> {
        Layers::check(pack).map(Catalog::assemble)
    }

    /// The whole catalog as a data pack file (pretty JSON), overlay merged in: another install
    /// reads it with [`Catalog::from_pack_json`] and gets the same pack. Which values were the
    /// organizer's is not part of a pack file.
    pub fn to_pack_json(&self) -> String {
        self.layers.to_json()
    }

    /// The pack in use (overlay merged in), for export.
    pub fn pack(&self) -> &PackFile {
        &self.layers.pack
    }

    /// Which pack and version is in use. With an overlay, the version is the base pack's plus
    /// `+user.<hash of the overlay>`, so an event that records it names exactly this data.
    pub fn info(&self) -> &PackInfo {
        &self.layers.pack.pack
    }

    /// The pack as loaded, before the overlay.
    pub fn base_info(&self) -> &PackInfo {
        &self.layers.base.pack
    }

    /// The overlay merged in, if any.
    pub fn overlay(&self) -> Option<&Overlay> {
        self.layers.overlay.as_deref()
    }

    /// The same catalog without its overlay: the pack as loaded.
    pub fn without_overlay(&self) -> Catalog {
        Catalog::assemble(self.layers.without_overlay())
    }

    /// Every character, in pack order (the overlay's new characters last).
    pub fn characters(&self) -> &[Character] {
        &self.layers.pack.characters
    }

    /// One character.
    pub fn character(&self, id: &CharacterId) -> Option<&Character> {
        self.character_index
            .get(id)
            .and_then(|&i| self.layers.pack.characters.get(i))
    }

    /// Where each value of a character comes from (the pack or the organizer's overlay), or
    /// `None` for an unknown character.
    pub fn provenance(&self, id: &CharacterId) -> Option<CharacterProvenance> {
        self.character(id)?;
        Some(
            self.layers
                .user
                .characters
                .get(id)
                .copied()
                .unwrap_or_default(),
        )
    }

    /// The characters holding at least one of the organizer's values, in pack order, so the UI
    /// can say how many it shows with a note.
    pub fn characters_with_user_values(&self) -> Vec<&CharacterId> {
        self.layers
            .pack
            .characters
            .iter()
            .map(|c| &c.id)
            .filter(|id| {
                self.layers
                    .user
                    .characters
                    .get(*id)
                    .is_some_and(CharacterProvenance::has_user_values)
            })
            .collect()
    }

    /// The products.
    pub fn products(&self) -> &[Product] {
        &self.layers.pack.products
    }

    /// One product.
    pub fn product(&self, id: &ProductId) -> Option<&Product> {
        self.layers.pack.products.iter().find(|p| &p.id == id)
    }

    /// Whether a product comes from the pack or was added by the overlay.
    pub fn product_source(&self, id: &ProductId) -> Option<ValueSource> {
        self.product(id)
            .map(|_| ValueSource::of(self.layers.user.products.contains(id)))
    }

    /// The ten General Tactics.
    pub fn general_tactics(&self) -> &[GeneralTactic] {
        &self.layers.pack.general_tactics
    }

    /// Whether a General Tactic's name comes from the pack or from the overlay.
    pub fn general_tactic_name_source(&self, number: TacticNumber) -> Option<ValueSource> {
        self.layers
            .pack
            .general_tactics
            .iter()
            .find(|t| t.number == number)
            .map(|_| ValueSource::of(self.layers.user.general_tactic_names.contains(&number)))
    }

    /// The Sponsors.
    pub fn sponsors(&self) -> &[Sponsor] {
        &self.layers.pack.sponsors
    }

    /// One Sponsor.
    pub fn sponsor(&self, id: &SponsorId) -> Option<&Sponsor> {
        self.layers.pack.sponsors.iter().find(|s| &s.id == id)
    }

    /// The scenarios.
    pub fn scenarios(&self) -> &[Scenario] {
        &self.layers.pack.scenarios
    }

    /// One scenario.
    pub fn scenario(&self, id: &ScenarioId) -> Option<&Scenario> {
        self.layers.pack.scenarios.iter().find(|s| &s.id == id)
    }

    /// Whether a scenario comes from the pack or was added by the overlay.
    pub fn scenario_source(&self, id: &ScenarioId) -> Option<ValueSource> {
        self.scenario(id)
            .map(|_| ValueSource::of(self.layers.user.scenarios.contains(id)))
    }

    /// The AGL Circuit stadiums.
    pub fn stadiums(&self) -> &[Stadium] {
        &self.layers.pack.stadiums
    }

    /// One stadium.
    pub fn stadium(&self, id: &StadiumId) -> Option<&Stadium> {
        self.layers.pack.stadiums.iter().find(|s| &s.id == id)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_support::leaves;
    use proptest::prelude::*;
    use serde_json::Value;

    #[test]
    fn the_shipped_pack_loads_with_all_28_characters() {
        let catalog = Catalog::from_pack_json(SHIPPED_PACK).unwrap();
        assert_eq!(catalog.characters().len(), 28);
        assert_eq!(catalog.general_tactics().len(), 10);
        assert_eq!(catalog.sponsors().len(), 8);
        assert_eq!(catalog.stadiums().len(), 4);
        assert_eq!(catalog.info().version, "2026.11.23.1");
        assert_eq!(Catalog::shipped(), catalog);
        assert_eq!(catalog.overlay(), None);
    }

    #[test]
    fn an_exported_pack_reads_back_identically() {
        let catalog = Catalog::shipped();
        let text = catalog.to_pack_json();
        let back = Catalog::from_pack_json(&text).unwrap();
        assert_eq!(back, catalog);
        assert_eq!(back.to_pack_json(), text);
    }

    #[test]
    fn a_file_too_large_is_refused_before_reading() {
        let text = " ".repeat(MAX_PACK_BYTES + 1);
        assert_eq!(
            Catalog::from_pack_json(&text),
            Err(PackError::TooLarge {
                bytes: 4_194_305,
                max: 4_194_304
            })
        );
    }

    #[test]
    fn text_that_is_not_a_pack_is_refused_with_the_parsers_position() {
        for text in ["", "not json", "{}", "[1, 2]", "{\"format\": 3}"] {
            let error = Catalog::from_pack_json(text).unwrap_err();
            assert!(matches!(error, PackError::Malformed { .. }), "{text:?}");
            assert!(error.problems().is_empty());
        }
        // A bad slug is a shape error: the reader stops there.
        let bad_id = SHIPPED_PACK.replacen("\"id\": \"gata\"", "\"id\": \"Gata\"", 1);
        let error = Catalog::from_pack_json(&bad_id).unwrap_err();
        let PackError::Malformed { message } = error else {
            panic!("{error:?}")
        };
        assert!(message.contains("\"Gata\" is not a valid id"), "{message}");
        assert!(message.contains("line"), "{message}");
    }

    #[test]
    fn a_pack_with_an_unknown_field_is_refused_with_the_fields_name() {
        // docs/formats.md, "Data pack and overlay": a misspelt field is an error, not ignored.
        for (from, to, field) in [
            ("\"characters\":", "\"charcters\":", "charcters"),
            ("\"initiative\": 7", "\"initative\": 7", "initative"),
            ("\"number\": 31", "\"numbr\": 31", "numbr"),
        ] {
            let text = SHIPPED_PACK.replacen(from, to, 1);
            assert_ne!(text, SHIPPED_PACK, "{from} is not in the shipped pack");
            let PackError::Malformed { message } = Catalog::from_pack_json(&text).unwrap_err()
            else {
                panic!("{field}");
            };
            assert!(
                message.contains(&format!("unknown field `{field}`")),
                "{message}"
            );
        }
    }

    #[test]
    fn lookups_find_what_the_pack_lists_and_nothing_else() {
        let catalog = Catalog::shipped();
        let core = ProductId::new("core").unwrap();
        assert_eq!(
            catalog.product(&core).map(|p| p.name.as_str()),
            Some("Aristeia! Core Box")
        );
        assert_eq!(catalog.product(&ProductId::new("nope").unwrap()), None);
        assert_eq!(
            catalog.product_source(&ProductId::new("nope").unwrap()),
            None
        );
        let compass = SponsorId::new("compass-transportation").unwrap();
        assert_eq!(
            catalog.sponsor(&compass).and_then(|s| s.rule),
            Some(crate::SponsorRule::ChoosePlayerA)
        );
        assert!(catalog
            .scenario(&ScenarioId::new("king-of-the-hill").unwrap())
            .is_some());
        assert!(catalog
            .stadium(&StadiumId::new("omadon-arena").unwrap())
            .is_some());
    }

    fn any_json() -> impl Strategy<Value = Value> {
        let floats = any::<f64>().prop_map(Value::from).boxed();
        crate::test_support::any_json(vec![floats], 4, 32, 6)
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(128))]

        #[test]
        fn arbitrary_text_never_panics_the_loader(text in ".{0,300}") {
            let _ = Catalog::from_pack_json(&text);
            let _ = Overlay::from_json(&text);
        }

        #[test]
        fn arbitrary_json_never_panics_the_loader(value in any_json()) {
            let text = value.to_string();
            let _ = Catalog::from_pack_json(&text);
            let _ = Overlay::from_json(&text);
        }

        #[test]
        fn the_shipped_pack_with_one_value_replaced_loads_or_is_refused_without_panic(
            pick in any::<prop::sample::Index>(),
            replacement in any_json(),
        ) {
            let mut pack: Value = serde_json::from_str(SHIPPED_PACK).unwrap();
            let mut paths = Vec::new();
            leaves(&pack, String::new(), &mut paths);
            let path = pick.get(&paths);
            if let Some(slot) = pack.pointer_mut(path) {
                *slot = replacement;
            }
            match Catalog::from_pack_json(&pack.to_string()) {
                // Whatever loads passes every rule and exports back to the same pack.
                Ok(catalog) => {
                    prop_assert!(crate::validate::pack_problems(catalog.pack()).is_empty());
                    let back = Catalog::from_pack_json(&catalog.to_pack_json()).unwrap();
                    prop_assert_eq!(back.pack(), catalog.pack());
                }
                Err(PackError::Invalid { problems }) => prop_assert!(!problems.is_empty()),
                Err(_) => {}
            }
        }

        #[test]
        fn a_cut_or_spliced_pack_never_panics_the_loader(
            cut in any::<prop::sample::Index>(),
            insert in ".{0,20}",
        ) {
            let at = cut.index(SHIPPED_PACK.len());
            let at = (0..=at).rev().find(|&i| SHIPPED_PACK.is_char_boundary(i)).unwrap_or(0);
            let text = format!("{}{insert}{}", &SHIPPED_PACK[..at], &SHIPPED_PACK[at..]);
            let _ = Catalog::from_pack_json(&text);
            let _ = Catalog::from_pack_json(&SHIPPED_PACK[..at]);
        }
    }
}
