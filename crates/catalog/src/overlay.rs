//! The organizer's edits to a data pack, kept apart from it: values the pack does not know
//! (Initiative, stats, Tactics), characters of later boxes, General Tactic names, new products and
//! scenarios. An overlay is merged over the pack by [`Catalog::with_overlay`]; the merged catalog
//! is checked by the same rules as a pack and remembers which values are the organizer's.

use crate::ids::{CharacterId, PackId, TacticNumber, TacticSlot};
use crate::limits::{
    MAX_CHARACTERS, MAX_CHARACTER_EDITS, MAX_OVERLAY_BYTES, MAX_PRODUCTS, MAX_SCENARIOS,
    MAX_TEXT_CHARS,
};
use crate::model::{Character, Product, Scenario};
use crate::pack::{Catalog, PackFile};
use crate::problem::{PackError, PackProblem};
use crate::provenance::{CharacterProvenance, UserValues, ValueSource};
use crate::validate::{item_path, pack_problems, Checks};
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use std::collections::HashSet;
use std::sync::Arc;

/// The only overlay format this version reads.
const OVERLAY_FORMAT: &str = "hexadraft-overlay";
/// The only overlay schema version this version reads.
const OVERLAY_FORMAT_VERSION: u32 = 1;

/// How many hex digits of the overlay's SHA-256 go into the merged pack's version.
const HASH_HEX_DIGITS: usize = 12;

/// The organizer's edits to one data pack. A field left `None` is not edited: an overlay can add
/// what the pack does not know or correct it, never turn a known value back into an unknown one.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
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
        let i = match self.tactics.iter().position(|t| t.slot == slot) {
            Some(i) => i,
            None => {
                self.tactics.push(TacticEdit {
                    slot,
                    number: None,
                    name: None,
                });
                self.tactics.len() - 1
            }
        };
        &mut self.tactics[i]
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
        if text.len() > MAX_OVERLAY_BYTES {
            return Err(PackError::TooLarge {
                bytes: u32::try_from(text.len()).unwrap_or(u32::MAX),
                max: u32::try_from(MAX_OVERLAY_BYTES).unwrap_or(u32::MAX),
            });
        }
        let overlay: Overlay = serde_json::from_str(text).map_err(|e| PackError::Malformed {
            message: e.to_string(),
        })?;
        let problems = overlay.problems();
        if problems.is_empty() {
            Ok(overlay)
        } else {
            Err(PackError::Invalid { problems })
        }
    }

    /// The overlay as a file (pretty JSON), read back by [`Overlay::from_json`].
    pub fn to_json(&self) -> String {
        // Serializing these plain structs cannot fail (string keys, no custom serializers).
        serde_json::to_string_pretty(self).unwrap_or_default()
    }

    /// The first 12 hex digits of the SHA-256 of the overlay's compact JSON: any change to the
    /// overlay, its label included, changes it.
    pub fn content_hash(&self) -> String {
        let bytes = serde_json::to_vec(self).unwrap_or_default();
        let digest = Sha256::digest(&bytes);
        digest
            .iter()
            .map(|b| format!("{b:02x}"))
            .collect::<String>()
            .chars()
            .take(HASH_HEX_DIGITS)
            .collect()
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
        let i = match self
            .character_edits
            .iter()
            .position(|e| &e.character == character)
        {
            Some(i) => i,
            None => {
                self.character_edits
                    .push(CharacterEdit::new(character.clone()));
                self.character_edits.len() - 1
            }
        };
        &mut self.character_edits[i]
    }

    /// Every problem of the overlay on its own (empty when it is well formed): format, bounds,
    /// ranges, texts, repeated ids and slots. Paths start with `overlay.`.
    pub fn problems(&self) -> Vec<PackProblem> {
        let mut c = Checks::default();
        if self.format != OVERLAY_FORMAT || self.format_version != OVERLAY_FORMAT_VERSION {
            c.problems.push(PackProblem::UnknownOverlayFormat {
                found: format!(
                    "{} {}",
                    self.format.chars().take(40).collect::<String>(),
                    self.format_version
                ),
            });
        }
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
            let at = item_path("overlay.new_scenarios", s.id.as_str());
            let names = [
                ("en", &s.names.en),
                ("es", &s.names.es),
                ("fr", &s.names.fr),
            ];
            if names.iter().all(|(_, n)| n.is_none()) {
                c.problems
                    .push(PackProblem::UnnamedScenario { path: at.clone() });
            }
            for (lang, name) in names {
                c.optional_name(&format!("{at}.names.{lang}"), name.as_deref());
            }
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
        let own = overlay.problems();
        if !own.is_empty() {
            return Err(PackError::Invalid { problems: own });
        }
        let base = &self.base;
        let mut problems = Vec::new();
        if overlay.pack != base.pack.id {
            problems.push(PackProblem::OverlayForOtherPack {
                expected: base.pack.id.to_string(),
                found: overlay.pack.to_string(),
            });
        }
        if overlay.is_empty() && problems.is_empty() {
            return Ok(self.without_overlay());
        }

        let mut pack: PackFile = (**base).clone();
        let mut user = UserValues::default();
        merge_additions(overlay, &mut pack, &mut user, &mut problems);
        merge_edits(overlay, &mut pack, &mut user, &mut problems);

        pack.pack.version = format!("{}+user.{}", base.pack.version, overlay.content_hash());
        let applied = format!(
            "Organizer's edits \"{}\" over {} {}.",
            overlay.label, base.pack.id, base.pack.version
        );
        let note = match &base.pack.note {
            Some(note) => format!("{applied} {note}"),
            None => applied,
        };
        pack.pack.note = Some(note.chars().take(MAX_TEXT_CHARS).collect());

        problems.extend(pack_problems(&pack));
        if !problems.is_empty() {
            return Err(PackError::Invalid { problems });
        }
        Ok(Catalog::assemble(
            Arc::new(pack),
            Arc::clone(base),
            Some(Arc::new(overlay.clone())),
            user,
        ))
    }
}

/// Appends the overlay's new products, scenarios and characters; an id the pack already has is a
/// problem and is not added (so it is reported once, not again as a repeated id).
fn merge_additions(
    overlay: &Overlay,
    pack: &mut PackFile,
    user: &mut UserValues,
    problems: &mut Vec<PackProblem>,
) {
    for (i, p) in overlay.new_products.iter().enumerate() {
        if pack.products.iter().any(|q| q.id == p.id) {
            problems.push(PackProblem::AlreadyInPack {
                list: "products".to_owned(),
                id: p.id.to_string(),
                path: format!("overlay.new_products[{i}]"),
            });
        } else {
            pack.products.push(p.clone());
            user.products.insert(p.id.clone());
        }
    }
    for (i, s) in overlay.new_scenarios.iter().enumerate() {
        if pack.scenarios.iter().any(|q| q.id == s.id) {
            problems.push(PackProblem::AlreadyInPack {
                list: "scenarios".to_owned(),
                id: s.id.to_string(),
                path: format!("overlay.new_scenarios[{i}]"),
            });
        } else {
            pack.scenarios.push(s.clone());
            user.scenarios.insert(s.id.clone());
        }
    }
    for (i, ch) in overlay.new_characters.iter().enumerate() {
        if pack.characters.iter().any(|q| q.id == ch.id) {
            problems.push(PackProblem::AlreadyInPack {
                list: "characters".to_owned(),
                id: ch.id.to_string(),
                path: format!("overlay.new_characters[{i}]"),
            });
        } else {
            pack.characters.push(ch.clone());
            user.characters
                .insert(ch.id.clone(), CharacterProvenance::added());
        }
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
