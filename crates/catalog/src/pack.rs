//! Loading, checking and exporting a data pack.

use crate::ids::{CharacterId, ProductId, ScenarioId, SponsorId, StadiumId, TacticNumber};
use crate::limits::MAX_PACK_BYTES;
use crate::model::{Character, GeneralTactic, PackInfo, Product, Scenario, Sponsor, Stadium};
use crate::overlay::Overlay;
use crate::problem::PackError;
use crate::provenance::{CharacterProvenance, UserValues, ValueSource};
use serde::{Deserialize, Serialize};
use std::collections::HashMap;
use std::sync::{Arc, OnceLock};

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
    /// The pack in use: the base pack with the overlay merged in.
    pub(crate) pack: Arc<PackFile>,
    /// The pack as loaded, before any overlay; overlays always apply to it.
    pub(crate) base: Arc<PackFile>,
    /// The overlay merged in, if any.
    pub(crate) overlay: Option<Arc<Overlay>>,
    pub(crate) character_index: HashMap<CharacterId, usize>,
    /// Which values came from the overlay.
    pub(crate) user_values: UserValues,
}

impl Catalog {
    /// The pack shipped with the app (read once, then shared).
    pub fn shipped() -> Catalog {
        static SHIPPED: OnceLock<Catalog> = OnceLock::new();
        SHIPPED
            .get_or_init(|| match Catalog::from_pack_json(SHIPPED_PACK) {
                Ok(catalog) => catalog,
                // The shipped pack is checked by a unit test; an empty catalog keeps the app
                // usable if that promise were ever broken.
                Err(_) => Catalog::empty(),
            })
            .clone()
    }

    fn empty() -> Catalog {
        let pack = Arc::new(PackFile {
            format: PACK_FORMAT.to_owned(),
            format_version: PACK_FORMAT_VERSION,
            pack: PackInfo {
                id: crate::PackId::from_trusted("empty"),
                version: "0".to_owned(),
                title: "Empty".to_owned(),
                note: None,
            },
            products: Vec::new(),
            characters: Vec::new(),
            general_tactics: Vec::new(),
            sponsors: Vec::new(),
            scenarios: Vec::new(),
            stadiums: Vec::new(),
        });
        Catalog::assemble(Arc::clone(&pack), pack, None, UserValues::default())
    }

    /// Builds the catalog around a pack already checked.
    pub(crate) fn assemble(
        pack: Arc<PackFile>,
        base: Arc<PackFile>,
        overlay: Option<Arc<Overlay>>,
        user_values: UserValues,
    ) -> Catalog {
        let character_index = pack
            .characters
            .iter()
            .enumerate()
            .map(|(i, c)| (c.id.clone(), i))
            .collect();
        Catalog {
            pack,
            base,
            overlay,
            character_index,
            user_values,
        }
    }

    /// Reads and checks a pack file.
    ///
    /// # Errors
    /// [`PackError::TooLarge`] above [`MAX_PACK_BYTES`], [`PackError::Malformed`] when the text is
    /// not a pack's JSON, [`PackError::Invalid`] listing every broken rule. Nothing is partly
    /// loaded.
    pub fn from_pack_json(text: &str) -> Result<Catalog, PackError> {
        if text.len() > MAX_PACK_BYTES {
            return Err(PackError::TooLarge {
                bytes: u32::try_from(text.len()).unwrap_or(u32::MAX),
                max: u32::try_from(MAX_PACK_BYTES).unwrap_or(u32::MAX),
            });
        }
        let pack: PackFile = serde_json::from_str(text).map_err(|e| PackError::Malformed {
            message: e.to_string(),
        })?;
        Catalog::from_pack(pack)
    }

    /// Checks a pack already read.
    ///
    /// # Errors
    /// [`PackError::Invalid`] listing every broken rule.
    pub fn from_pack(pack: PackFile) -> Result<Catalog, PackError> {
        let problems = crate::validate::pack_problems(&pack);
        if !problems.is_empty() {
            return Err(PackError::Invalid { problems });
        }
        let pack = Arc::new(pack);
        Ok(Catalog::assemble(
            Arc::clone(&pack),
            pack,
            None,
            UserValues::default(),
        ))
    }

    /// The whole catalog as a data pack file (pretty JSON), overlay merged in: another install
    /// reads it with [`Catalog::from_pack_json`] and gets the same pack. Which values were the
    /// organizer's is not part of a pack file.
    pub fn to_pack_json(&self) -> String {
        // Serializing these plain structs cannot fail (string keys, no custom serializers).
        serde_json::to_string_pretty(&*self.pack).unwrap_or_default()
    }

    /// The pack in use (overlay merged in), for export.
    pub fn pack(&self) -> &PackFile {
        &self.pack
    }

    /// Which pack and version is in use. With an overlay, the version is the base pack's plus
    /// `+user.<hash of the overlay>`, so an event that records it names exactly this data.
    pub fn info(&self) -> &PackInfo {
        &self.pack.pack
    }

    /// The pack as loaded, before the overlay.
    pub fn base_info(&self) -> &PackInfo {
        &self.base.pack
    }

    /// The overlay merged in, if any.
    pub fn overlay(&self) -> Option<&Overlay> {
        self.overlay.as_deref()
    }

    /// The same catalog without its overlay: the pack as loaded.
    pub fn without_overlay(&self) -> Catalog {
        Catalog::assemble(
            Arc::clone(&self.base),
            Arc::clone(&self.base),
            None,
            UserValues::default(),
        )
    }

    /// Every character, in pack order (the overlay's new characters last).
    pub fn characters(&self) -> &[Character] {
        &self.pack.characters
    }

    /// One character.
    pub fn character(&self, id: &CharacterId) -> Option<&Character> {
        self.character_index
            .get(id)
            .and_then(|&i| self.pack.characters.get(i))
    }

    /// Where each value of a character comes from (the pack or the organizer's overlay), or
    /// `None` for an unknown character.
    pub fn provenance(&self, id: &CharacterId) -> Option<CharacterProvenance> {
        self.character(id)?;
        Some(
            self.user_values
                .characters
                .get(id)
                .copied()
                .unwrap_or_default(),
        )
    }

    /// The products.
    pub fn products(&self) -> &[Product] {
        &self.pack.products
    }

    /// One product.
    pub fn product(&self, id: &ProductId) -> Option<&Product> {
        self.pack.products.iter().find(|p| &p.id == id)
    }

    /// Whether a product comes from the pack or was added by the overlay.
    pub fn product_source(&self, id: &ProductId) -> Option<ValueSource> {
        self.product(id)
            .map(|_| ValueSource::of(self.user_values.products.contains(id)))
    }

    /// The ten General Tactics.
    pub fn general_tactics(&self) -> &[GeneralTactic] {
        &self.pack.general_tactics
    }

    /// Whether a General Tactic's name comes from the pack or from the overlay.
    pub fn general_tactic_name_source(&self, number: TacticNumber) -> Option<ValueSource> {
        self.pack
            .general_tactics
            .iter()
            .find(|t| t.number == number)
            .map(|_| ValueSource::of(self.user_values.general_tactic_names.contains(&number)))
    }

    /// The Sponsors.
    pub fn sponsors(&self) -> &[Sponsor] {
        &self.pack.sponsors
    }

    /// One Sponsor.
    pub fn sponsor(&self, id: &SponsorId) -> Option<&Sponsor> {
        self.pack.sponsors.iter().find(|s| &s.id == id)
    }

    /// The scenarios.
    pub fn scenarios(&self) -> &[Scenario] {
        &self.pack.scenarios
    }

    /// One scenario.
    pub fn scenario(&self, id: &ScenarioId) -> Option<&Scenario> {
        self.pack.scenarios.iter().find(|s| &s.id == id)
    }

    /// Whether a scenario comes from the pack or was added by the overlay.
    pub fn scenario_source(&self, id: &ScenarioId) -> Option<ValueSource> {
        self.scenario(id)
            .map(|_| ValueSource::of(self.user_values.scenarios.contains(id)))
    }

    /// The AGL Circuit stadiums.
    pub fn stadiums(&self) -> &[Stadium] {
        &self.pack.stadiums
    }

    /// One stadium.
    pub fn stadium(&self, id: &StadiumId) -> Option<&Stadium> {
        self.pack.stadiums.iter().find(|s| &s.id == id)
    }
}
