//! Loading and checking a data pack.

use crate::ids::{CharacterId, ScenarioId, SponsorId, StadiumId};
use crate::model::{Character, GeneralTactic, PackInfo, Product, Scenario, Sponsor, Stadium};
use serde::{Deserialize, Serialize};
use std::collections::HashMap;

/// The pack embedded in the app.
const SHIPPED_PACK: &str = include_str!("../data/aristeia.pack.json");

/// The only pack format this version reads.
const PACK_FORMAT: &str = "hexadraft-pack";
const PACK_FORMAT_VERSION: u32 = 1;

/// Largest pack file accepted, in bytes: imported files are never trusted.
pub const MAX_PACK_BYTES: usize = 4 * 1024 * 1024;

/// A data pack as stored on disk (JSON).
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

/// One thing wrong with a pack.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, thiserror::Error)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(tag = "kind", content = "detail", rename_all = "camelCase")]
pub enum PackProblem {
    /// The file is not a pack of a known format.
    #[error("not a Hexadraft data pack of format version 1 (found {found})")]
    UnknownFormat {
        /// What the file declares.
        found: String,
    },
    /// An id appears twice in one list.
    #[error("{list} lists \"{id}\" more than once")]
    DuplicateId {
        /// Which list.
        list: String,
        /// The repeated id.
        id: String,
    },
    /// A character names a product the pack does not list.
    #[error("character \"{character}\" comes in unknown product \"{product}\"")]
    UnknownProduct {
        /// The character.
        character: String,
        /// The product named.
        product: String,
    },
    /// The General Tactics are not exactly 009 to 018.
    #[error("the General Tactics must be exactly the ten cards 009 to 018")]
    GeneralTactics,
}

/// Why a pack was refused. The pack is refused as a whole, with every problem found.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, thiserror::Error)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(tag = "kind", content = "detail", rename_all = "camelCase")]
pub enum PackError {
    /// The file is larger than [`MAX_PACK_BYTES`].
    #[error("the pack file is {bytes} bytes, more than the {max} allowed")]
    TooLarge {
        /// Its size.
        bytes: u32,
        /// The limit.
        max: u32,
    },
    /// The file is not valid JSON of the pack's shape.
    #[error("the pack file cannot be read: {message}")]
    Malformed {
        /// The parser's message, with line and column.
        message: String,
    },
    /// The file reads but its content is inconsistent.
    #[error("the pack has {} problem(s): {}", problems.len(), problems.iter().map(ToString::to_string).collect::<Vec<_>>().join("; "))]
    Invalid {
        /// Every problem found.
        problems: Vec<PackProblem>,
    },
}

/// A checked catalog: unique ids, four tactics per character, General Tactics 009 to 018, known
/// products. Values of this type are always consistent.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Catalog {
    pack: PackFile,
    character_index: HashMap<CharacterId, usize>,
}

impl Catalog {
    /// The pack shipped with the app.
    pub fn shipped() -> Catalog {
        match Catalog::from_pack_json(SHIPPED_PACK) {
            Ok(catalog) => catalog,
            // The shipped pack is checked by a unit test; an empty catalog keeps the app usable
            // if that promise were ever broken.
            Err(_) => Catalog::empty(),
        }
    }

    fn empty() -> Catalog {
        Catalog {
            pack: PackFile {
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
            },
            character_index: HashMap::new(),
        }
    }

    /// Reads and checks a pack.
    ///
    /// # Errors
    /// [`PackError`] listing every problem; nothing is partly loaded.
    pub fn from_pack_json(text: &str) -> Result<Catalog, PackError> {
        if text.len() > MAX_PACK_BYTES {
            return Err(PackError::TooLarge {
                bytes: u32::try_from(text.len()).unwrap_or(u32::MAX),
                max: MAX_PACK_BYTES as u32,
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
    /// [`PackError::Invalid`] listing every problem.
    pub fn from_pack(pack: PackFile) -> Result<Catalog, PackError> {
        let problems = crate::pack::problems(&pack);
        if !problems.is_empty() {
            return Err(PackError::Invalid { problems });
        }
        let character_index = pack
            .characters
            .iter()
            .enumerate()
            .map(|(i, c)| (c.id.clone(), i))
            .collect();
        Ok(Catalog {
            pack,
            character_index,
        })
    }

    /// The pack as stored, for export.
    pub fn pack(&self) -> &PackFile {
        &self.pack
    }

    /// Which pack and version.
    pub fn info(&self) -> &PackInfo {
        &self.pack.pack
    }

    /// Every character, in pack order.
    pub fn characters(&self) -> &[Character] {
        &self.pack.characters
    }

    /// One character.
    pub fn character(&self, id: &CharacterId) -> Option<&Character> {
        self.character_index
            .get(id)
            .and_then(|&i| self.pack.characters.get(i))
    }

    /// The products.
    pub fn products(&self) -> &[Product] {
        &self.pack.products
    }

    /// The ten General Tactics.
    pub fn general_tactics(&self) -> &[GeneralTactic] {
        &self.pack.general_tactics
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

    /// The AGL Circuit stadiums.
    pub fn stadiums(&self) -> &[Stadium] {
        &self.pack.stadiums
    }

    /// One stadium.
    pub fn stadium(&self, id: &StadiumId) -> Option<&Stadium> {
        self.pack.stadiums.iter().find(|s| &s.id == id)
    }
}

/// Every problem of a pack (empty when the pack is consistent).
pub(crate) fn problems(pack: &PackFile) -> Vec<PackProblem> {
    let mut problems = Vec::new();
    if pack.format != PACK_FORMAT || pack.format_version != PACK_FORMAT_VERSION {
        problems.push(PackProblem::UnknownFormat {
            found: format!("{} {}", pack.format, pack.format_version),
        });
    }
    duplicates(
        "products",
        pack.products.iter().map(|p| p.id.as_str()),
        &mut problems,
    );
    duplicates(
        "characters",
        pack.characters.iter().map(|c| c.id.as_str()),
        &mut problems,
    );
    duplicates(
        "sponsors",
        pack.sponsors.iter().map(|s| s.id.as_str()),
        &mut problems,
    );
    duplicates(
        "scenarios",
        pack.scenarios.iter().map(|s| s.id.as_str()),
        &mut problems,
    );
    duplicates(
        "stadiums",
        pack.stadiums.iter().map(|s| s.id.as_str()),
        &mut problems,
    );
    for c in &pack.characters {
        if !pack.products.iter().any(|p| p.id == c.product) {
            problems.push(PackProblem::UnknownProduct {
                character: c.id.to_string(),
                product: c.product.to_string(),
            });
        }
    }
    let numbers: Vec<u16> = pack
        .general_tactics
        .iter()
        .map(|t| t.number.get())
        .collect();
    if numbers != (9..=18).collect::<Vec<u16>>() {
        problems.push(PackProblem::GeneralTactics);
    }
    problems
}

fn duplicates<'a>(list: &str, ids: impl Iterator<Item = &'a str>, out: &mut Vec<PackProblem>) {
    let mut seen = std::collections::HashSet::new();
    for id in ids {
        if !seen.insert(id) {
            out.push(PackProblem::DuplicateId {
                list: list.to_owned(),
                id: id.to_owned(),
            });
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_shipped_pack_loads_with_all_28_characters() {
        let catalog = Catalog::from_pack_json(SHIPPED_PACK).unwrap();
        assert_eq!(catalog.characters().len(), 28);
        assert_eq!(catalog.general_tactics().len(), 10);
        assert_eq!(catalog.sponsors().len(), 8);
        assert_eq!(catalog.stadiums().len(), 4);
    }
}
