//! The catalog screen's use cases: browse and search the characters, see what is missing and
//! which values are the organizer's, fill values in or revert them, add characters of later
//! boxes, and move the organizer's edits (the overlay) or the whole merged pack in and out as
//! files.
//!
//! Every edit builds a new overlay from the one saved in the store, merges it over the shipped
//! pack (which checks it by every pack rule), saves it, and only then puts the merged catalog in
//! use: a refused edit changes nothing, and an acknowledged one survives a restart.

use crate::error::{count_u32, AppError, AppRefusal, InputProblem, Missing, Stat};
use crate::files::{read_import_text, write_export, WrittenFile};
pub use crate::kernel::catalog_settings::SavedEditsProblem;
use crate::kernel::catalog_settings::{product_name, save_edits_text};
use crate::kernel::state::State;
use crate::{App, OVERLAY_SETTING};
use hexadraft_catalog::limits::MAX_OVERLAY_BYTES;
use hexadraft_catalog::Catalog;
use hexadraft_catalog::{
    CatalogGaps, Character, CharacterId, CharacterProvenance, CharacterQuery, CharacterTactic,
    GeneralTacticName, Overlay, Product, ProductId, ProductKind, TacticNumber, TacticSlot,
    ValueSource,
};
use hexadraft_draft::TeamInitiative;
use hexadraft_storage::Store;
use serde::{Deserialize, Serialize};

/// The label of an overlay the app starts for the organizer.
const DEFAULT_OVERLAY_LABEL: &str = "Organizer's edits";

/// The catalog in use, as the catalog screen's header and side panels show it.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct CatalogOverview {
    /// The pack's id.
    pub pack_id: String,
    /// The pack's title.
    pub pack_title: String,
    /// The version in use: the pack's, plus `+user.<hash>` with the organizer's edits.
    pub version: String,
    /// The shipped pack's version.
    pub base_version: String,
    /// The label of the organizer's edits, when there are any.
    pub overlay_label: Option<String>,
    /// Characters holding at least one of the organizer's values.
    pub edited_characters: Vec<CharacterId>,
    /// What the catalog in use does not know.
    pub gaps: CatalogGaps,
    /// The boxes, with how many characters each lists.
    pub products: Vec<ProductRow>,
    /// The ten General Tactics.
    pub general_tactics: Vec<GeneralTacticRow>,
    /// Why the saved edits are not in use, when they could not be applied at start.
    pub saved_edits_problem: Option<SavedEditsProblem>,
}

/// One box.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct ProductRow {
    /// Its id.
    pub id: ProductId,
    /// Its name.
    pub name: String,
    /// What it is.
    pub kind: ProductKind,
    /// The pack's, or added by the organizer.
    pub source: ValueSource,
    /// How many characters of the catalog come in it.
    pub character_count: u32,
}

/// One General Tactic.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct GeneralTacticRow {
    /// Its card number, 9 to 18.
    pub number: TacticNumber,
    /// Its name, when known.
    pub name: Option<String>,
    /// Where the name comes from.
    pub source: ValueSource,
}

/// One character as the catalog list shows it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct CharacterRow {
    /// Its id.
    pub id: CharacterId,
    /// Its name.
    pub name: String,
    /// Its box.
    pub product: ProductId,
    /// The box's name.
    pub product_name: String,
    /// Initiative, when known.
    pub initiative: Option<u8>,
    /// Where the Initiative comes from.
    pub initiative_source: ValueSource,
    /// Whether any of its values is the organizer's.
    pub has_user_values: bool,
    /// Whether any of its values is still unknown.
    pub has_gaps: bool,
    /// Whether the organizer added the character.
    pub added: bool,
}

/// One character with where each value comes from.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct CharacterDetail {
    /// The character as the catalog in use has it.
    pub character: Character,
    /// The box's name.
    pub product_name: String,
    /// The pack's or the organizer's, value by value.
    pub provenance: CharacterProvenance,
    /// Whether the organizer added the character.
    pub added: bool,
}

/// Which characters to list. Empty text and no box list them all.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct CatalogSearch {
    /// Words of the name (case, accents and punctuation ignored).
    pub text: String,
    /// Only this box (its id); empty for every box.
    pub product: String,
}

/// New values for one character; a value left `null` stays as it is.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct CharacterValues {
    /// The character.
    pub character: String,
    /// Initiative.
    pub initiative: Option<u16>,
    /// Movement.
    pub movement: Option<u16>,
    /// Energy.
    pub energy: Option<u16>,
    /// Health.
    pub health: Option<u16>,
    /// Tactics, by slot.
    pub tactics: Vec<TacticValues>,
}

/// New values for one of a character's four Tactics; `null` stays as it is.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct TacticValues {
    /// The slot, 0 to 3.
    pub slot: u8,
    /// The card number, 1 to 999.
    pub number: Option<u16>,
    /// The card name.
    pub name: Option<String>,
}

/// One of the organizer's values to take back, so the pack's value (or "unknown") shows again.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(tag = "kind", rename_all = "camelCase", deny_unknown_fields)]
pub enum CatalogValue {
    /// The Initiative.
    Initiative,
    /// The Movement.
    Movement,
    /// The Energy.
    Energy,
    /// The Health.
    Health,
    /// A Tactic's card number.
    TacticNumber {
        /// The slot, 0 to 3.
        slot: u8,
    },
    /// A Tactic's card name.
    TacticName {
        /// The slot, 0 to 3.
        slot: u8,
    },
    /// Every edit of the character; a character the organizer added is removed.
    WholeCharacter,
}

/// A character to add, e.g. from a box the pack does not list yet.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct NewCharacter {
    /// Its printed name.
    pub name: String,
    /// The id of its box, when the catalog lists it.
    pub product: Option<String>,
    /// The name of a new box to add for it instead.
    pub new_product_name: Option<String>,
    /// Initiative, when known.
    pub initiative: Option<u16>,
    /// Movement, when known.
    pub movement: Option<u16>,
    /// Energy, when known.
    pub energy: Option<u16>,
    /// Health, when known.
    pub health: Option<u16>,
    /// Its Tactics, by slot (0 to 3); slots left out are unknown.
    pub tactics: Vec<TacticValues>,
}

impl App {
    /// The catalog in use: version, gaps, boxes, General Tactics and the organizer's edits.
    pub fn catalog_overview(&self) -> CatalogOverview {
        let problem = self.lock_state().overlay_problem.clone();
        overview(&self.catalog(), problem)
    }

    /// The characters matching a search, in catalog order.
    ///
    /// # Errors
    /// A malformed box id.
    pub fn search_catalog(&self, search: &CatalogSearch) -> Result<Vec<CharacterRow>, AppError> {
        let catalog = self.catalog();
        let product = match search.product.trim() {
            "" => None,
            id => Some(ProductId::new(id)?),
        };
        let text = search.text.trim();
        let query = CharacterQuery {
            text: (!text.is_empty()).then(|| text.to_owned()),
            product,
        };
        Ok(catalog
            .search(&query)
            .into_iter()
            .map(|c| character_row(&catalog, c))
            .collect())
    }

    /// One character, with where each of its values comes from.
    ///
    /// # Errors
    /// A malformed id, or no such character.
    pub fn character_detail(&self, id: &str) -> Result<CharacterDetail, AppError> {
        let id = CharacterId::new(id)?;
        detail(&self.catalog(), &id)
    }

    /// Sets the organizer's values for one character (`null` values stay as they are).
    ///
    /// # Errors
    /// A value out of range, a value the pack rules refuse, or a storage failure.
    pub fn edit_character(&self, values: &CharacterValues) -> Result<CharacterDetail, AppError> {
        let id = CharacterId::new(values.character.clone())?;
        self.change_overlay(|overlay, _| apply_values(overlay, &id, values))?;
        detail(&self.catalog(), &id)
    }

    /// Takes back one of the organizer's values of a character, or all of them.
    ///
    /// # Errors
    /// A malformed id or slot, or a storage failure.
    pub fn revert_character_value(
        &self,
        character: &str,
        value: &CatalogValue,
    ) -> Result<CatalogOverview, AppError> {
        let id = CharacterId::new(character)?;
        self.change_overlay(|overlay, _| revert_value(overlay, &id, value))?;
        Ok(self.catalog_overview())
    }

    /// Adds a character the pack does not list; answers with it (and its new id).
    ///
    /// # Errors
    /// A missing name or box, a value out of range, or a storage failure.
    pub fn add_character(&self, character: &NewCharacter) -> Result<CharacterDetail, AppError> {
        let id =
            self.change_overlay(|overlay, catalog| add_new_character(overlay, catalog, character))?;
        detail(&self.catalog(), &id)
    }

    /// Names a General Tactic (009 to 018), or takes the organizer's name back with `None`.
    ///
    /// # Errors
    /// A number outside the General Tactics, or a storage failure.
    pub fn set_general_tactic_name(
        &self,
        number: u16,
        name: Option<&str>,
    ) -> Result<CatalogOverview, AppError> {
        let number = TacticNumber::new(number)?;
        self.change_overlay(|overlay, _| {
            overlay.general_tactic_names.retain(|g| g.number != number);
            if let Some(name) = name.map(str::trim).filter(|n| !n.is_empty()) {
                overlay.general_tactic_names.push(GeneralTacticName {
                    number,
                    name: name.to_owned(),
                });
                overlay.general_tactic_names.sort_by_key(|g| g.number);
            }
            Ok(())
        })?;
        Ok(self.catalog_overview())
    }

    /// Drops every edit of the organizer: the shipped pack is in use again.
    ///
    /// # Errors
    /// A storage failure.
    pub fn revert_all_catalog_edits(&self) -> Result<CatalogOverview, AppError> {
        {
            let mut state = self.lock_state();
            state.store_mut()?.remove_setting(OVERLAY_SETTING)?;
            self.set_catalog(self.catalog().without_overlay(), &mut state);
            state.overlay_problem = None;
        }
        Ok(self.catalog_overview())
    }

    /// The total Initiative of a team in the catalog in use, as the draft's Underdog sums it.
    ///
    /// # Errors
    /// A malformed character id.
    pub fn team_initiative(&self, team: &[String]) -> Result<TeamInitiative, AppError> {
        let team = team
            .iter()
            .take(hexadraft_draft::MAX_TEAM_INPUT)
            .map(CharacterId::new)
            .collect::<Result<Vec<_>, _>>()?;
        Ok(hexadraft_draft::team_initiative(&self.catalog(), &team))
    }

    /// Writes the organizer's edits to a file in the exports folder (or to the file `to`, a
    /// full path chosen in the system's save dialog), to share or keep.
    ///
    /// # Errors
    /// [`AppRefusal::NoCatalogEdits`], [`InputProblem::FileNotAbsolute`], or a file that cannot
    /// be written.
    pub fn export_catalog_edits(&self, to: Option<&str>) -> Result<WrittenFile, AppError> {
        let catalog = self.catalog();
        let overlay = catalog.overlay().ok_or(AppRefusal::NoCatalogEdits)?;
        write_export(
            &self.exports_dir(),
            "hexadraft-catalog-edits",
            "json",
            self.now(),
            overlay.to_json().as_bytes(),
            to,
        )
    }

    /// Writes the whole catalog in use (the pack with the edits merged in) as a data pack file,
    /// in the exports folder or to the file `to` (as [`App::export_catalog_edits`]).
    ///
    /// # Errors
    /// [`InputProblem::FileNotAbsolute`], or a file that cannot be written.
    pub fn export_catalog_pack(&self, to: Option<&str>) -> Result<WrittenFile, AppError> {
        write_export(
            &self.exports_dir(),
            "hexadraft-data-pack",
            "json",
            self.now(),
            self.catalog().to_pack_json().as_bytes(),
            to,
        )
    }

    /// Reads an edits file (a name in the exports folder or a full path) and puts it in use in
    /// place of the current edits. A file with problems is refused whole, listing every
    /// problem, and the catalog in use stays as it was.
    ///
    /// # Errors
    /// A missing, oversized or unreadable file, the pack rules' problems, or a storage failure.
    pub fn import_catalog_edits(&self, path: &str) -> Result<CatalogOverview, AppError> {
        let text = read_import_text(&self.exports_dir(), path, MAX_OVERLAY_BYTES)?;
        let imported = Overlay::from_json(&text)?;
        {
            let mut state = self.lock_state();
            let merged = self.catalog().with_overlay(&imported)?;
            save_overlay(state.store_mut()?, &imported)?;
            self.set_catalog(merged, &mut state);
            state.overlay_problem = None;
        }
        Ok(self.catalog_overview())
    }

    /// Runs `change` on the saved overlay, checks the result by merging it over the pack, saves
    /// it, then puts the merged catalog in use. Nothing changes when any step refuses. The state
    /// lock is held throughout, so two edits never interleave.
    fn change_overlay<T>(
        &self,
        change: impl FnOnce(&mut Overlay, &Catalog) -> Result<T, AppError>,
    ) -> Result<T, AppError> {
        let mut state = self.lock_state();
        let catalog = self.catalog();
        let mut overlay = saved_overlay(&mut state, &catalog)?;
        let answer = change(&mut overlay, &catalog)?;
        let merged = catalog.with_overlay(&overlay)?;
        save_overlay(state.store_mut()?, &overlay)?;
        self.set_catalog(merged, &mut state);
        state.overlay_problem = None;
        Ok(answer)
    }
}

/// The overlay saved in the store (the source of truth, even when it could not be applied at
/// start), or a new, empty one.
fn saved_overlay(state: &mut State, catalog: &Catalog) -> Result<Overlay, AppError> {
    match state.store_mut()?.get_setting(OVERLAY_SETTING)? {
        Some(text) => Overlay::from_json(&text).map_err(|error| {
            AppRefusal::SavedEditsUnreadable {
                problems: error.problems().to_vec(),
            }
            .into()
        }),
        None => Ok(catalog.overlay().cloned().unwrap_or_else(|| {
            Overlay::new(catalog.base_info().id.clone(), DEFAULT_OVERLAY_LABEL)
        })),
    }
}

/// Saves the overlay (compact JSON) before it is acknowledged; an empty one is removed.
fn save_overlay(store: &mut Store, overlay: &Overlay) -> Result<(), AppError> {
    if overlay.is_empty() {
        store.remove_setting(OVERLAY_SETTING)?;
        return Ok(());
    }
    save_edits_text(store, OVERLAY_SETTING, &overlay.to_json())
}

fn overview(catalog: &Catalog, saved_edits_problem: Option<SavedEditsProblem>) -> CatalogOverview {
    let products = catalog
        .products()
        .iter()
        .map(|p| ProductRow {
            id: p.id.clone(),
            name: p.name.clone(),
            kind: p.kind,
            source: catalog.product_source(&p.id).unwrap_or_default(),
            character_count: count_u32(
                catalog
                    .characters()
                    .iter()
                    .filter(|c| c.product == p.id)
                    .count(),
            ),
        })
        .collect();
    let general_tactics = catalog
        .general_tactics()
        .iter()
        .map(|g| GeneralTacticRow {
            number: g.number,
            name: g.name.clone(),
            source: catalog
                .general_tactic_name_source(g.number)
                .unwrap_or_default(),
        })
        .collect();
    CatalogOverview {
        pack_id: catalog.info().id.to_string(),
        pack_title: catalog.info().title.clone(),
        version: catalog.info().version.clone(),
        base_version: catalog.base_info().version.clone(),
        overlay_label: catalog.overlay().map(|o| o.label.clone()),
        edited_characters: catalog
            .characters_with_user_values()
            .into_iter()
            .cloned()
            .collect(),
        gaps: catalog.gaps(),
        products,
        general_tactics,
        saved_edits_problem,
    }
}

fn character_row(catalog: &Catalog, c: &Character) -> CharacterRow {
    let provenance = catalog.provenance(&c.id).unwrap_or_default();
    CharacterRow {
        id: c.id.clone(),
        name: c.name.clone(),
        product: c.product.clone(),
        product_name: product_name(catalog, &c.product),
        initiative: c.initiative,
        initiative_source: provenance.initiative,
        has_user_values: provenance.has_user_values(),
        has_gaps: c.has_unknown_values(),
        added: provenance.character == ValueSource::User,
    }
}

fn detail(catalog: &Catalog, id: &CharacterId) -> Result<CharacterDetail, AppError> {
    let character = catalog
        .character(id)
        .ok_or_else(|| Missing::Character { id: id.to_string() })?;
    let provenance = catalog.provenance(id).unwrap_or_default();
    Ok(CharacterDetail {
        character: character.clone(),
        product_name: product_name(catalog, &character.product),
        provenance,
        added: provenance.character == ValueSource::User,
    })
}

/// A stat as the overlay holds it; the merge checks its range (1 to 20).
fn stat(which: Stat, value: Option<u16>) -> Result<Option<u8>, AppError> {
    value
        .map(|v| {
            u8::try_from(v).map_err(|_| {
                InputProblem::StatOutOfRange {
                    stat: which,
                    value: v,
                }
                .into()
            })
        })
        .transpose()
}

fn tactic_name(name: Option<&str>) -> Option<String> {
    name.map(str::trim)
        .filter(|n| !n.is_empty())
        .map(str::to_owned)
}

/// Writes the given values into the character's edit in the overlay.
fn apply_values(
    overlay: &mut Overlay,
    id: &CharacterId,
    values: &CharacterValues,
) -> Result<(), AppError> {
    let initiative = stat(Stat::Initiative, values.initiative)?;
    let movement = stat(Stat::Movement, values.movement)?;
    let energy = stat(Stat::Energy, values.energy)?;
    let health = stat(Stat::Health, values.health)?;
    let mut tactics = Vec::with_capacity(values.tactics.len());
    for t in values.tactics.iter().take(TacticSlot::ALL.len() * 2) {
        let slot = TacticSlot::new(t.slot)?;
        let number = t.number.map(TacticNumber::new).transpose()?;
        tactics.push((slot, number, tactic_name(t.name.as_deref())));
    }
    let edit = overlay.character_edit_mut(id);
    for (field, value) in [
        (&mut edit.initiative, initiative),
        (&mut edit.movement, movement),
        (&mut edit.energy, energy),
        (&mut edit.health, health),
    ] {
        if value.is_some() {
            *field = value;
        }
    }
    for (slot, number, name) in tactics {
        let tactic = edit.tactic_mut(slot);
        if number.is_some() {
            tactic.number = number;
        }
        if name.is_some() {
            tactic.name = name;
        }
    }
    tidy(overlay);
    Ok(())
}

/// Removes one of the organizer's values from the overlay.
fn revert_value(
    overlay: &mut Overlay,
    id: &CharacterId,
    value: &CatalogValue,
) -> Result<(), AppError> {
    if *value == CatalogValue::WholeCharacter {
        overlay.character_edits.retain(|e| &e.character != id);
        overlay.new_characters.retain(|c| &c.id != id);
        tidy(overlay);
        return Ok(());
    }
    if let Some(character) = overlay.new_characters.iter_mut().find(|c| &c.id == id) {
        // The organizer's own character: taking a value back leaves it unknown.
        clear_added_value(character, value)?;
    }
    if let Some(edit) = overlay
        .character_edits
        .iter_mut()
        .find(|e| &e.character == id)
    {
        match value {
            CatalogValue::Initiative => edit.initiative = None,
            CatalogValue::Movement => edit.movement = None,
            CatalogValue::Energy => edit.energy = None,
            CatalogValue::Health => edit.health = None,
            CatalogValue::TacticNumber { slot } => {
                let slot = TacticSlot::new(*slot)?;
                edit.tactics
                    .iter_mut()
                    .filter(|t| t.slot == slot)
                    .for_each(|t| t.number = None);
            }
            CatalogValue::TacticName { slot } => {
                let slot = TacticSlot::new(*slot)?;
                edit.tactics
                    .iter_mut()
                    .filter(|t| t.slot == slot)
                    .for_each(|t| t.name = None);
            }
            CatalogValue::WholeCharacter => {}
        }
    }
    tidy(overlay);
    Ok(())
}

fn clear_added_value(character: &mut Character, value: &CatalogValue) -> Result<(), AppError> {
    let slot_of = |slot: u8| -> Result<usize, AppError> { Ok(TacticSlot::new(slot)?.index()) };
    match value {
        CatalogValue::Initiative => character.initiative = None,
        CatalogValue::Movement => character.movement = None,
        CatalogValue::Energy => character.energy = None,
        CatalogValue::Health => character.health = None,
        CatalogValue::TacticNumber { slot } => {
            if let Some(t) = character.tactics.get_mut(slot_of(*slot)?) {
                t.number = None;
            }
        }
        CatalogValue::TacticName { slot } => {
            if let Some(t) = character.tactics.get_mut(slot_of(*slot)?) {
                t.name = None;
            }
        }
        CatalogValue::WholeCharacter => {}
    }
    Ok(())
}

/// Drops edits that change nothing, so the overlay (and its hash) holds only real values.
fn tidy(overlay: &mut Overlay) {
    for edit in &mut overlay.character_edits {
        edit.tactics
            .retain(|t| t.number.is_some() || t.name.is_some());
    }
    overlay.character_edits.retain(|e| !e.is_empty());
    let used: Vec<ProductId> = overlay
        .new_characters
        .iter()
        .map(|c| c.product.clone())
        .collect();
    // A box the organizer added only for characters since removed goes with them.
    overlay.new_products.retain(|p| used.contains(&p.id));
}

/// Adds a character (and, if asked, its new box) to the overlay; answers with its id.
fn add_new_character(
    overlay: &mut Overlay,
    catalog: &Catalog,
    input: &NewCharacter,
) -> Result<CharacterId, AppError> {
    let name = input.name.trim();
    if name.is_empty() {
        return Err(InputProblem::CharacterNameMissing.into());
    }
    let new_product = input
        .new_product_name
        .as_deref()
        .map(str::trim)
        .filter(|n| !n.is_empty());
    let product = match (new_product, input.product.as_deref().map(str::trim)) {
        (Some(box_name), _) => {
            let taken: Vec<String> = catalog
                .products()
                .iter()
                .map(|p| p.id.to_string())
                .chain(overlay.new_products.iter().map(|p| p.id.to_string()))
                .collect();
            let id = ProductId::new(free_slug(box_name, "box", &taken))?;
            overlay.new_products.push(Product {
                id: id.clone(),
                name: box_name.to_owned(),
                kind: ProductKind::Expansion,
            });
            id
        }
        (None, Some(id)) if !id.is_empty() => ProductId::new(id)?,
        _ => return Err(InputProblem::CharacterBoxMissing.into()),
    };
    let taken: Vec<String> = catalog
        .characters()
        .iter()
        .map(|c| c.id.to_string())
        .chain(overlay.new_characters.iter().map(|c| c.id.to_string()))
        .collect();
    let id = CharacterId::new(free_slug(name, "character", &taken))?;
    let mut tactics: [CharacterTactic; 4] = Default::default();
    for t in input.tactics.iter().take(8) {
        let slot = TacticSlot::new(t.slot)?;
        if let Some(tactic) = tactics.get_mut(slot.index()) {
            tactic.number = t.number.map(TacticNumber::new).transpose()?;
            tactic.name = tactic_name(t.name.as_deref());
        }
    }
    overlay.new_characters.push(Character {
        id: id.clone(),
        name: name.to_owned(),
        aliases: Vec::new(),
        product,
        initiative: stat(Stat::Initiative, input.initiative)?,
        movement: stat(Stat::Movement, input.movement)?,
        energy: stat(Stat::Energy, input.energy)?,
        health: stat(Stat::Health, input.health)?,
        card_number: None,
        faction: None,
        tactics,
    });
    Ok(id)
}

/// A kebab-case id from a printed name ("Señor Massacre" → "senor-massacre", through the
/// catalog's one fold), made unique against `taken` with a number ("-2", "-3"...).
fn free_slug(name: &str, fallback: &str, taken: &[String]) -> String {
    let slug = hexadraft_catalog::text::slug(name);
    let mut base: String = slug.trim_end_matches('-').chars().take(56).collect();
    base = base.trim_end_matches('-').to_owned();
    if base.is_empty() {
        base = fallback.to_owned();
    }
    let mut candidate = base.clone();
    let mut n = 2u32;
    while taken.contains(&candidate) {
        candidate = format!("{base}-{n}");
        n += 1;
    }
    candidate
}

#[cfg(test)]
mod tests {
    use super::*;

    fn id(s: &str) -> CharacterId {
        CharacterId::new(s).unwrap()
    }

    fn fresh() -> (Catalog, Overlay) {
        let catalog = Catalog::shipped();
        let overlay = Overlay::new(catalog.info().id.clone(), DEFAULT_OVERLAY_LABEL);
        (catalog, overlay)
    }

    #[test]
    fn an_initiative_typed_for_gaia_is_the_organizers_and_counts_in_a_team_total() {
        let (catalog, mut overlay) = fresh();
        let values = CharacterValues {
            character: "gaia".into(),
            initiative: Some(3),
            ..Default::default()
        };
        apply_values(&mut overlay, &id("gaia"), &values).unwrap();
        let merged = catalog.with_overlay(&overlay).unwrap();
        let d = detail(&merged, &id("gaia")).unwrap();
        assert_eq!(d.character.initiative, Some(3));
        assert_eq!(d.provenance.initiative, ValueSource::User);
        assert_eq!(d.provenance.movement, ValueSource::Pack);
        let team = [id("gata"), id("gaia")];
        assert_eq!(
            hexadraft_draft::team_initiative(&merged, &team).total,
            Some(7 + 3)
        );
        assert_eq!(merged.gaps().counts.characters_without_initiative, 3);
    }

    #[test]
    fn values_left_null_keep_earlier_edits_and_empty_names_are_not_edits() {
        let (_, mut overlay) = fresh();
        let gaia = id("gaia");
        let first = CharacterValues {
            character: "gaia".into(),
            initiative: Some(3),
            tactics: vec![TacticValues {
                slot: 1,
                number: None,
                name: Some(" Test Name ".into()),
            }],
            ..Default::default()
        };
        apply_values(&mut overlay, &gaia, &first).unwrap();
        let second = CharacterValues {
            character: "gaia".into(),
            health: Some(4),
            tactics: vec![TacticValues {
                slot: 1,
                number: Some(901),
                name: Some("   ".into()),
            }],
            ..Default::default()
        };
        apply_values(&mut overlay, &gaia, &second).unwrap();
        let edit = &overlay.character_edits[0];
        assert_eq!((edit.initiative, edit.health), (Some(3), Some(4)));
        assert_eq!(edit.tactics.len(), 1);
        assert_eq!(edit.tactics[0].name.as_deref(), Some("Test Name"));
        assert_eq!(edit.tactics[0].number.map(TacticNumber::get), Some(901));
    }

    #[test]
    fn out_of_range_input_is_refused_in_plain_words() {
        let (_, mut overlay) = fresh();
        let big = CharacterValues {
            character: "gaia".into(),
            initiative: Some(300),
            ..Default::default()
        };
        assert_eq!(
            apply_values(&mut overlay, &id("gaia"), &big),
            Err(InputProblem::StatOutOfRange {
                stat: Stat::Initiative,
                value: 300
            }
            .into())
        );
        let bad_slot = CharacterValues {
            character: "gaia".into(),
            tactics: vec![TacticValues {
                slot: 4,
                number: None,
                name: Some("x".into()),
            }],
            ..Default::default()
        };
        assert!(apply_values(&mut overlay, &id("gaia"), &bad_slot).is_err());
        assert!(overlay.is_empty(), "a refused edit leaves nothing behind");
        // In the u8 range but not a legal Initiative: the merge names the rule.
        let zero = CharacterValues {
            character: "gaia".into(),
            initiative: Some(0),
            ..Default::default()
        };
        apply_values(&mut overlay, &id("gaia"), &zero).unwrap();
        let refused = AppError::from(Catalog::shipped().with_overlay(&overlay).unwrap_err());
        match refused {
            AppError::Refused {
                refusal: AppRefusal::Catalog { problems },
            } => assert!(
                problems[0].to_string().contains("initiative"),
                "{problems:?}"
            ),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn reverting_a_value_brings_the_packs_value_back_and_drops_empty_edits() {
        let (catalog, mut overlay) = fresh();
        let gata = id("gata");
        let values = CharacterValues {
            character: "gata".into(),
            initiative: Some(9),
            ..Default::default()
        };
        apply_values(&mut overlay, &gata, &values).unwrap();
        assert_eq!(
            catalog
                .with_overlay(&overlay)
                .unwrap()
                .character(&gata)
                .unwrap()
                .initiative,
            Some(9)
        );
        revert_value(&mut overlay, &gata, &CatalogValue::Initiative).unwrap();
        assert!(overlay.is_empty() && overlay.character_edits.is_empty());
        let merged = catalog.with_overlay(&overlay).unwrap();
        assert_eq!(merged.character(&gata).unwrap().initiative, Some(7));
        assert_eq!(merged.info().version, catalog.info().version);
    }

    #[test]
    fn a_character_of_a_new_box_is_added_with_its_four_slots_and_can_be_removed() {
        let (catalog, mut overlay) = fresh();
        let input = NewCharacter {
            name: "Señor Test".into(),
            new_product_name: Some("Test Box".into()),
            initiative: Some(4),
            tactics: vec![TacticValues {
                slot: 2,
                number: Some(950),
                name: Some("Test Tactic".into()),
            }],
            ..Default::default()
        };
        let added = add_new_character(&mut overlay, &catalog, &input).unwrap();
        assert_eq!(added.as_str(), "senor-test");
        let merged = catalog.with_overlay(&overlay).unwrap();
        let d = detail(&merged, &added).unwrap();
        assert!(d.added);
        assert_eq!(d.product_name, "Test Box");
        assert_eq!(d.character.tactics[2].name.as_deref(), Some("Test Tactic"));
        assert_eq!(d.character.tactics[0], CharacterTactic::default());
        // The same name again gets its own id.
        let again = add_new_character(&mut overlay, &catalog, &input).unwrap();
        assert_eq!(again.as_str(), "senor-test-2");
        assert_eq!(overlay.new_products.len(), 2);

        revert_value(&mut overlay, &added, &CatalogValue::WholeCharacter).unwrap();
        revert_value(&mut overlay, &again, &CatalogValue::WholeCharacter).unwrap();
        assert!(overlay.is_empty(), "{overlay:?}");
    }

    #[test]
    fn an_added_character_in_a_listed_box_needs_a_box_and_a_name() {
        let (catalog, mut overlay) = fresh();
        let nameless = NewCharacter {
            name: "  ".into(),
            product: Some("double-trouble".into()),
            ..Default::default()
        };
        assert!(add_new_character(&mut overlay, &catalog, &nameless).is_err());
        let boxless = NewCharacter {
            name: "Moonchild".into(),
            ..Default::default()
        };
        assert!(add_new_character(&mut overlay, &catalog, &boxless).is_err());
        let ok = NewCharacter {
            name: "Moonchild".into(),
            product: Some("double-trouble".into()),
            ..Default::default()
        };
        let added = add_new_character(&mut overlay, &catalog, &ok).unwrap();
        let merged = catalog.with_overlay(&overlay).unwrap();
        assert!(merged.gaps().initiative_unknown.contains(&added));
        // Reverting one value of the organizer's own character leaves it unknown.
        let mut with_initiative = overlay.clone();
        with_initiative.new_characters[0].initiative = Some(5);
        revert_value(&mut with_initiative, &added, &CatalogValue::Initiative).unwrap();
        assert_eq!(with_initiative.new_characters[0].initiative, None);
    }

    #[test]
    fn slugs_are_kebab_case_ascii_and_unique() {
        assert_eq!(free_slug("Señor Massacre", "x", &[]), "senor-massacre");
        assert_eq!(free_slug("  8-Ball!! ", "x", &[]), "8-ball");
        // Other scripts are spelled in Latin letters (catalog's text::slug), so the id stays
        // readable; a name with no letter at all falls back.
        assert_eq!(free_slug("東京", "character", &[]), "dong-jing");
        assert_eq!(free_slug("!!!", "character", &[]), "character");
        let taken = vec!["gata".to_owned(), "gata-2".to_owned()];
        assert_eq!(free_slug("Gata", "x", &taken), "gata-3");
        assert!(free_slug(&"a".repeat(200), "x", &[]).len() <= 56);
    }

    #[test]
    fn the_overview_lists_the_gaps_the_boxes_and_the_organizers_characters() {
        let (catalog, mut overlay) = fresh();
        let o = overview(&catalog, None);
        assert_eq!(o.gaps.counts.characters_without_initiative, 4);
        assert_eq!(o.general_tactics.len(), 10);
        assert!(o.edited_characters.is_empty() && o.overlay_label.is_none());
        apply_values(
            &mut overlay,
            &id("gaia"),
            &CharacterValues {
                character: "gaia".into(),
                initiative: Some(3),
                ..Default::default()
            },
        )
        .unwrap();
        let merged = catalog.with_overlay(&overlay).unwrap();
        let o = overview(&merged, None);
        assert_eq!(o.edited_characters, vec![id("gaia")]);
        assert!(o.version.starts_with(&format!("{}+user.", o.base_version)));
        let core = o.products.iter().find(|p| p.id.as_str() == "core").unwrap();
        assert!(core.character_count > 0);
    }

    #[test]
    fn an_acknowledged_edit_is_saved_before_it_is_used_and_a_refused_one_changes_nothing() {
        let dir = tempfile::tempdir().unwrap();
        let state = crate::App::open(
            dir.path(),
            crate::FixedClock::at(1_800_000_000),
            crate::SeededEntropy::new(3),
        );
        let gaia = id("gaia");
        let values = CharacterValues {
            character: "gaia".into(),
            initiative: Some(3),
            ..Default::default()
        };
        state
            .change_overlay(|o, _| apply_values(o, &gaia, &values))
            .unwrap();
        assert_eq!(
            state.catalog().character(&gaia).unwrap().initiative,
            Some(3)
        );
        let version = state.catalog().info().version.clone();

        let bad = CharacterValues {
            character: "gaia".into(),
            health: Some(99),
            ..Default::default()
        };
        let refused = state.change_overlay(|o, _| apply_values(o, &gaia, &bad));
        assert!(matches!(refused, Err(AppError::Refused { .. })));
        assert_eq!(state.catalog().info().version, version);

        drop(state);
        let reopened = crate::App::open(
            dir.path(),
            crate::FixedClock::at(1_800_000_000),
            crate::SeededEntropy::new(3),
        );
        assert_eq!(
            reopened.catalog().character(&gaia).unwrap().initiative,
            Some(3)
        );
        assert_eq!(reopened.catalog().info().version, version);
        assert_eq!(reopened.catalog().character(&gaia).unwrap().health, None);
    }

    #[test]
    fn a_saved_overlay_over_the_setting_limit_is_refused_before_writing() {
        let dir = tempfile::tempdir().unwrap();
        let mut store = Store::open(dir.path().join("db.sqlite3")).unwrap();
        let (catalog, mut overlay) = fresh();
        for n in 0..400 {
            let input = NewCharacter {
                name: format!("Test Character {n} with a rather long printed name"),
                product: Some("double-trouble".into()),
                ..Default::default()
            };
            add_new_character(&mut overlay, &catalog, &input).unwrap();
        }
        assert!(matches!(
            save_overlay(&mut store, &overlay),
            Err(AppError::Refused { .. })
        ));
        assert_eq!(store.get_setting(OVERLAY_SETTING).unwrap(), None);
    }
}
