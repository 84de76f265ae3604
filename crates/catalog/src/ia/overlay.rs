//! The organizer's edits to the Imperial Assault pack, kept apart from it: cards of later
//! releases, corrected values (a cost, a limit, an affiliation...), new products and maps. The
//! overlay is merged over the pack by [`IaCatalog::with_overlay`]; the merged catalog is checked by
//! the same rules as a pack and remembers which values are the organizer's. It works as the
//! Aristeia! overlay does (docs/formats.md, "Imperial Assault overlay").

use super::limits::{
    MAX_COMMAND_CARDS, MAX_DEPLOYMENT_CARDS, MAX_IA_EDITS, MAX_IA_OVERLAY_BYTES, MAX_IA_PRODUCTS,
    MAX_SKIRMISH_MAPS,
};
use super::model::{
    Affiliation, CommandCard, DeploymentCard, GameMode, IaPackFile, IaProduct, SkirmishMap,
};
use super::pack::IaCatalog;
use super::problem::{IaPackError, IaPackProblem};
use super::validate::ia_pack_problems;
use crate::checks::{item_path, Checks};
use crate::ids::{CommandCardId, DeploymentCardId, IaProductId, PackId};
use crate::layer::{self, add_new, edit_mut};
use crate::problem::CommonProblem;
use crate::provenance::ValueSource;
use serde::{Deserialize, Serialize};
use std::collections::{BTreeSet, HashMap};

/// The only overlay format this version reads.
const IA_OVERLAY_FORMAT: &str = "hexadraft-ia-overlay";
/// The only overlay schema version this version reads.
const IA_OVERLAY_FORMAT_VERSION: u32 = 1;

/// The organizer's edits to the Imperial Assault pack. A field left `None` is not edited.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(deny_unknown_fields)]
pub struct IaOverlay {
    /// Always `hexadraft-ia-overlay`.
    pub format: String,
    /// The schema version, 1.
    pub format_version: u32,
    /// The pack it edits (its id; any version of that pack).
    pub pack: PackId,
    /// The organizer's name for these edits.
    pub label: String,
    /// Corrections of Deployment cards of the pack or of this overlay, at most one per card.
    #[serde(default)]
    pub deployment_edits: Vec<DeploymentEdit>,
    /// Deployment cards the pack does not list.
    #[serde(default)]
    pub new_deployment_cards: Vec<DeploymentCard>,
    /// Corrections of Command cards, at most one per card.
    #[serde(default)]
    pub command_edits: Vec<CommandEdit>,
    /// Command cards the pack does not list.
    #[serde(default)]
    pub new_command_cards: Vec<CommandCard>,
    /// Products the pack does not list.
    #[serde(default)]
    pub new_products: Vec<IaProduct>,
    /// Skirmish maps the pack does not list.
    #[serde(default)]
    pub new_skirmish_maps: Vec<SkirmishMap>,
}

/// Corrections of one Deployment card. `None` leaves a value as it is.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(deny_unknown_fields)]
pub struct DeploymentEdit {
    /// The card edited.
    pub card: DeploymentCardId,
    /// New name.
    #[serde(default)]
    pub name: Option<String>,
    /// New subtitle.
    #[serde(default)]
    pub subtitle: Option<String>,
    /// New elite mark.
    #[serde(default)]
    pub elite: Option<bool>,
    /// New unique mark.
    #[serde(default)]
    pub unique: Option<bool>,
    /// New affiliation.
    #[serde(default)]
    pub affiliation: Option<Affiliation>,
    /// New traits (the whole list).
    #[serde(default)]
    pub traits: Option<Vec<String>>,
    /// New modes (the whole list).
    #[serde(default)]
    pub modes: Option<Vec<GameMode>>,
    /// New deployment cost.
    #[serde(default)]
    pub cost: Option<i16>,
    /// New reinforcement cost.
    #[serde(default)]
    pub reinforce_cost: Option<u8>,
    /// New figure count.
    #[serde(default)]
    pub figures: Option<u8>,
    /// New Health.
    #[serde(default)]
    pub health: Option<u8>,
    /// New Speed.
    #[serde(default)]
    pub speed: Option<u8>,
    /// New products (the whole list).
    #[serde(default)]
    pub products: Option<Vec<IaProductId>>,
}

/// Corrections of one Command card. `None` leaves a value as it is.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(deny_unknown_fields)]
pub struct CommandEdit {
    /// The card edited.
    pub card: CommandCardId,
    /// New name.
    #[serde(default)]
    pub name: Option<String>,
    /// New cost.
    #[serde(default)]
    pub cost: Option<u8>,
    /// New copy limit.
    #[serde(default)]
    pub limit: Option<u8>,
    /// New products (the whole list).
    #[serde(default)]
    pub products: Option<Vec<IaProductId>>,
}

/// Where a card's values come from: the pack, or the organizer's overlay.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct IaCardProvenance {
    /// `User` when the overlay adds the card: then every value is the organizer's.
    pub card: ValueSource,
    /// The fields the overlay corrected, by their name in the file (`cost`, `limit`...).
    pub edited: Vec<String>,
}

impl IaCardProvenance {
    /// Whether any value of the card is the organizer's.
    pub fn has_user_values(&self) -> bool {
        self.card == ValueSource::User || !self.edited.is_empty()
    }
}

/// Which values came from the overlay.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub(crate) struct IaUserValues {
    deployment: HashMap<DeploymentCardId, (bool, BTreeSet<&'static str>)>,
    command: HashMap<CommandCardId, (bool, BTreeSet<&'static str>)>,
    products: BTreeSet<IaProductId>,
    maps: BTreeSet<String>,
}

fn provenance(entry: Option<&(bool, BTreeSet<&'static str>)>) -> IaCardProvenance {
    match entry {
        None => IaCardProvenance::default(),
        Some((added, fields)) => IaCardProvenance {
            card: ValueSource::of(*added),
            edited: fields.iter().map(|f| (*f).to_owned()).collect(),
        },
    }
}

impl DeploymentEdit {
    /// An edit of `card` that changes nothing yet.
    pub fn new(card: DeploymentCardId) -> DeploymentEdit {
        DeploymentEdit {
            card,
            name: None,
            subtitle: None,
            elite: None,
            unique: None,
            affiliation: None,
            traits: None,
            modes: None,
            cost: None,
            reinforce_cost: None,
            figures: None,
            health: None,
            speed: None,
            products: None,
        }
    }

    /// Whether the edit changes nothing.
    pub fn is_empty(&self) -> bool {
        self.name.is_none()
            && self.subtitle.is_none()
            && self.elite.is_none()
            && self.unique.is_none()
            && self.affiliation.is_none()
            && self.traits.is_none()
            && self.modes.is_none()
            && self.cost.is_none()
            && self.reinforce_cost.is_none()
            && self.figures.is_none()
            && self.health.is_none()
            && self.speed.is_none()
            && self.products.is_none()
    }
}

impl CommandEdit {
    /// An edit of `card` that changes nothing yet.
    pub fn new(card: CommandCardId) -> CommandEdit {
        CommandEdit {
            card,
            name: None,
            cost: None,
            limit: None,
            products: None,
        }
    }

    /// Whether the edit changes nothing.
    pub fn is_empty(&self) -> bool {
        self.name.is_none()
            && self.cost.is_none()
            && self.limit.is_none()
            && self.products.is_none()
    }
}

impl IaOverlay {
    /// An overlay of `pack` that changes nothing yet.
    pub fn new(pack: PackId, label: impl Into<String>) -> IaOverlay {
        IaOverlay {
            format: IA_OVERLAY_FORMAT.to_owned(),
            format_version: IA_OVERLAY_FORMAT_VERSION,
            pack,
            label: label.into(),
            deployment_edits: Vec::new(),
            new_deployment_cards: Vec::new(),
            command_edits: Vec::new(),
            new_command_cards: Vec::new(),
            new_products: Vec::new(),
            new_skirmish_maps: Vec::new(),
        }
    }

    /// Reads and checks an overlay file.
    ///
    /// # Errors
    /// [`IaPackError::TooLarge`] above [`MAX_IA_OVERLAY_BYTES`], [`IaPackError::Malformed`] when
    /// the text is not an overlay's JSON, [`IaPackError::Invalid`] listing every broken rule (see
    /// [`IaOverlay::problems`]). Whether it fits a pack is checked by
    /// [`IaCatalog::with_overlay`].
    pub fn from_json(text: &str) -> Result<IaOverlay, IaPackError> {
        layer::read_overlay(text, MAX_IA_OVERLAY_BYTES)
    }

    /// The overlay as a file (pretty JSON), read back by [`IaOverlay::from_json`].
    pub fn to_json(&self) -> String {
        layer::to_json(self)
    }

    /// The first 12 hex digits of the SHA-256 of the overlay's compact JSON.
    pub fn content_hash(&self) -> String {
        layer::content_hash(self)
    }

    /// Whether the overlay changes nothing.
    pub fn is_empty(&self) -> bool {
        self.deployment_edits.iter().all(DeploymentEdit::is_empty)
            && self.command_edits.iter().all(CommandEdit::is_empty)
            && self.new_deployment_cards.is_empty()
            && self.new_command_cards.is_empty()
            && self.new_products.is_empty()
            && self.new_skirmish_maps.is_empty()
    }

    /// The edit of one Deployment card, created empty if missing.
    pub fn deployment_edit_mut(&mut self, card: &DeploymentCardId) -> &mut DeploymentEdit {
        edit_mut(
            &mut self.deployment_edits,
            card,
            |e| &e.card,
            DeploymentEdit::new,
        )
    }

    /// The edit of one Command card, created empty if missing.
    pub fn command_edit_mut(&mut self, card: &CommandCardId) -> &mut CommandEdit {
        edit_mut(&mut self.command_edits, card, |e| &e.card, CommandEdit::new)
    }

    /// Every problem of the overlay on its own (empty when it is well formed): format, bounds,
    /// ranges, texts, repeated ids. Paths start with `overlay.`.
    pub fn problems(&self) -> Vec<IaPackProblem> {
        let mut c = Checks::default();
        c.format(
            (&self.format, self.format_version),
            (IA_OVERLAY_FORMAT, IA_OVERLAY_FORMAT_VERSION),
            |found| CommonProblem::UnknownOverlayFormat { found },
        );
        c.name("overlay.label", &self.label);
        c.count(
            "overlay.deployment_edits",
            self.deployment_edits.len(),
            MAX_IA_EDITS,
        );
        c.count(
            "overlay.command_edits",
            self.command_edits.len(),
            MAX_IA_EDITS,
        );
        c.count(
            "overlay.new_deployment_cards",
            self.new_deployment_cards.len(),
            MAX_DEPLOYMENT_CARDS,
        );
        c.count(
            "overlay.new_command_cards",
            self.new_command_cards.len(),
            MAX_COMMAND_CARDS,
        );
        c.count(
            "overlay.new_products",
            self.new_products.len(),
            MAX_IA_PRODUCTS,
        );
        c.count(
            "overlay.new_skirmish_maps",
            self.new_skirmish_maps.len(),
            MAX_SKIRMISH_MAPS,
        );
        c.unique_ids(
            "overlay.deployment_edits",
            self.deployment_edits.iter().map(|e| e.card.as_str()),
        );
        c.unique_ids(
            "overlay.command_edits",
            self.command_edits.iter().map(|e| e.card.as_str()),
        );
        c.unique_ids(
            "overlay.new_deployment_cards",
            self.new_deployment_cards.iter().map(|x| x.id.as_str()),
        );
        c.unique_ids(
            "overlay.new_command_cards",
            self.new_command_cards.iter().map(|x| x.id.as_str()),
        );
        c.unique_ids(
            "overlay.new_products",
            self.new_products.iter().map(|x| x.id.as_str()),
        );
        c.unique_ids(
            "overlay.new_skirmish_maps",
            self.new_skirmish_maps.iter().map(|x| x.id.as_str()),
        );
        for e in &self.deployment_edits {
            let at = item_path("overlay.deployment_edits", e.card.as_str());
            if let Some(name) = &e.name {
                c.name(&format!("{at}.name"), name);
            }
            if let Some(subtitle) = &e.subtitle {
                c.name(&format!("{at}.subtitle"), subtitle);
            }
        }
        for e in &self.command_edits {
            if let Some(name) = &e.name {
                let at = item_path("overlay.command_edits", e.card.as_str());
                c.name(&format!("{at}.name"), name);
            }
        }
        c.problems
    }
}

impl IaCatalog {
    /// Where each value of a Deployment card comes from, or `None` for an unknown card.
    pub fn deployment_provenance(&self, id: &DeploymentCardId) -> Option<IaCardProvenance> {
        self.deployment_card(id)?;
        Some(provenance(self.layers().user.deployment.get(id)))
    }

    /// Where each value of a Command card comes from, or `None` for an unknown card.
    pub fn command_provenance(&self, id: &CommandCardId) -> Option<IaCardProvenance> {
        self.command_card(id)?;
        Some(provenance(self.layers().user.command.get(id)))
    }

    /// Whether a product comes from the pack or was added by the overlay.
    pub fn product_source(&self, id: &IaProductId) -> Option<ValueSource> {
        self.product(id)
            .map(|_| ValueSource::of(self.layers().user.products.contains(id)))
    }

    /// Merges `overlay` over this catalog's pack as loaded (an overlay already merged is
    /// replaced, not stacked) and checks the result by every rule of a pack. The merged version
    /// is `<base version>+user.<IaOverlay::content_hash>`; an overlay that changes nothing gives
    /// the pack as loaded.
    ///
    /// # Errors
    /// [`IaPackError::Invalid`] with every problem: the overlay's own, where it does not fit the
    /// pack (another pack, an unknown card edited, an id added twice) and every rule the merged
    /// pack breaks. `self` is unchanged either way.
    pub fn with_overlay(&self, overlay: &IaOverlay) -> Result<IaCatalog, IaPackError> {
        self.layers().with_overlay(overlay).map(IaCatalog::assemble)
    }
}

layer::data_pack! {
    IaPackFile, IaPackProblem, ia_pack_problems;
    IaOverlay, IaUserValues, [merge_additions, merge_deployment_edits, merge_command_edits]
}

/// Appends the overlay's new products, maps and cards.
fn merge_additions(
    o: &IaOverlay,
    pack: &mut IaPackFile,
    user: &mut IaUserValues,
    problems: &mut Vec<IaPackProblem>,
) {
    for p in add_new(&mut pack.products, &o.new_products, "products", problems) {
        user.products.insert(p.id.clone());
    }
    let maps = &o.new_skirmish_maps;
    for m in add_new(&mut pack.skirmish_maps, maps, "skirmish_maps", problems) {
        user.maps.insert(m.id.to_string());
    }
    let cards = &o.new_deployment_cards;
    for c in add_new(
        &mut pack.deployment_cards,
        cards,
        "deployment_cards",
        problems,
    ) {
        user.deployment
            .insert(c.id.clone(), (true, BTreeSet::new()));
    }
    let cards = &o.new_command_cards;
    for c in add_new(&mut pack.command_cards, cards, "command_cards", problems) {
        user.command.insert(c.id.clone(), (true, BTreeSet::new()));
    }
}

/// Sets `value` when the edit gives one, and notes the field as the user's.
fn set<T: Clone>(
    value: &mut T,
    edit: &Option<T>,
    field: &'static str,
    fields: &mut BTreeSet<&'static str>,
) {
    if let Some(new) = edit {
        *value = new.clone();
        fields.insert(field);
    }
}

fn merge_deployment_edits(
    overlay: &IaOverlay,
    pack: &mut IaPackFile,
    user: &mut IaUserValues,
    problems: &mut Vec<IaPackProblem>,
) {
    for e in &overlay.deployment_edits {
        let id = &e.card;
        let Some(card) = pack.deployment_cards.iter_mut().find(|c| &c.id == id) else {
            problems.push(IaPackProblem::EditOfUnknownCard {
                list: "deployment".to_owned(),
                card: id.to_string(),
                path: format!(
                    "{}.card",
                    item_path("overlay.deployment_edits", id.as_str())
                ),
            });
            continue;
        };
        let (_, fields) = user
            .deployment
            .entry(id.clone())
            .or_insert_with(|| (false, BTreeSet::new()));
        set(&mut card.name, &e.name, "name", fields);
        if let Some(subtitle) = &e.subtitle {
            card.subtitle = Some(subtitle.clone());
            fields.insert("subtitle");
        }
        set(&mut card.elite, &e.elite, "elite", fields);
        set(&mut card.unique, &e.unique, "unique", fields);
        set(&mut card.affiliation, &e.affiliation, "affiliation", fields);
        set(&mut card.traits, &e.traits, "traits", fields);
        set(&mut card.modes, &e.modes, "modes", fields);
        set(&mut card.cost, &e.cost, "cost", fields);
        set(&mut card.products, &e.products, "products", fields);
        for (value, edit, field) in [
            (&mut card.reinforce_cost, e.reinforce_cost, "reinforce_cost"),
            (&mut card.figures, e.figures, "figures"),
            (&mut card.health, e.health, "health"),
            (&mut card.speed, e.speed, "speed"),
        ] {
            if let Some(new) = edit {
                *value = Some(new);
                fields.insert(field);
            }
        }
    }
}

fn merge_command_edits(
    overlay: &IaOverlay,
    pack: &mut IaPackFile,
    user: &mut IaUserValues,
    problems: &mut Vec<IaPackProblem>,
) {
    for e in &overlay.command_edits {
        let id = &e.card;
        let Some(card) = pack.command_cards.iter_mut().find(|c| &c.id == id) else {
            problems.push(IaPackProblem::EditOfUnknownCard {
                list: "command".to_owned(),
                card: id.to_string(),
                path: format!("{}.card", item_path("overlay.command_edits", id.as_str())),
            });
            continue;
        };
        let (_, fields) = user
            .command
            .entry(id.clone())
            .or_insert_with(|| (false, BTreeSet::new()));
        set(&mut card.name, &e.name, "name", fields);
        set(&mut card.cost, &e.cost, "cost", fields);
        set(&mut card.limit, &e.limit, "limit", fields);
        set(&mut card.products, &e.products, "products", fields);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ia::model::IaProductKind;
    use crate::ia::names::NameMatch;
    use crate::ia::IaCardId;
    use crate::test_support::refused;

    fn overlay() -> IaOverlay {
        IaOverlay::new(
            PackId::new("imperial-assault-skirmish").unwrap(),
            "Club edits",
        )
    }

    fn dep(id: &str) -> DeploymentCardId {
        DeploymentCardId::new(id).unwrap()
    }

    fn cmd(id: &str) -> CommandCardId {
        CommandCardId::new(id).unwrap()
    }

    /// A card of a later release, as an organizer would type it; the values exercise the merge
    /// and are not game data.
    fn new_card() -> DeploymentCard {
        DeploymentCard {
            id: dep("test-trooper"),
            name: "Test Trooper".to_owned(),
            subtitle: None,
            elite: false,
            unique: false,
            affiliation: Affiliation::Imperial,
            traits: vec!["Trooper".to_owned()],
            modes: vec![GameMode::Skirmish],
            cost: 5,
            reinforce_cost: None,
            figures: Some(2),
            health: Some(4),
            speed: Some(4),
            products: vec![IaProductId::new("test-box").unwrap()],
        }
    }

    fn test_box() -> IaProduct {
        IaProduct {
            id: IaProductId::new("test-box").unwrap(),
            name: "Test Box".to_owned(),
            kind: IaProductKind::Other,
            wave: None,
        }
    }

    #[test]
    fn corrections_are_applied_and_marked_as_the_organizers() {
        let base = IaCatalog::shipped();
        let mut o = overlay();
        o.deployment_edit_mut(&dep("stormtrooper")).cost = Some(7);
        o.deployment_edit_mut(&dep("stormtrooper")).affiliation = Some(Affiliation::Mercenary);
        o.command_edit_mut(&cmd("take-initiative")).limit = Some(2);
        let merged = base.with_overlay(&o).unwrap();
        let storm = merged.deployment_card(&dep("stormtrooper")).unwrap();
        assert_eq!((storm.cost, storm.affiliation), (7, Affiliation::Mercenary));
        assert_eq!(
            merged.command_card(&cmd("take-initiative")).unwrap().limit,
            2
        );
        let p = merged.deployment_provenance(&dep("stormtrooper")).unwrap();
        assert_eq!(p.card, ValueSource::Pack);
        assert_eq!(p.edited, ["affiliation", "cost"]);
        assert!(p.has_user_values());
        assert!(!merged
            .deployment_provenance(&dep("stormtrooper-elite"))
            .unwrap()
            .has_user_values());
        assert_eq!(
            merged
                .command_provenance(&cmd("take-initiative"))
                .unwrap()
                .edited,
            ["limit"]
        );
        assert_eq!(merged.deployment_provenance(&dep("nobody")), None);
        // The base is untouched, and the version names the edits.
        assert_eq!(base.deployment_card(&dep("stormtrooper")).unwrap().cost, 6);
        assert_eq!(
            merged.info().version,
            format!("2026.11.23.1+user.{}", o.content_hash())
        );
        assert!(merged
            .info()
            .note
            .as_deref()
            .unwrap()
            .starts_with("Organizer's edits \"Club edits\""));
        assert_eq!(merged.notice(), base.notice());
    }

    #[test]
    fn cards_of_later_releases_are_added_found_by_name_and_marked() {
        let mut o = overlay();
        o.new_products.push(test_box());
        o.new_deployment_cards.push(new_card());
        o.new_command_cards.push(CommandCard {
            id: cmd("test-order"),
            name: "Test Order".to_owned(),
            cost: 1,
            limit: 2,
            products: vec![IaProductId::new("test-box").unwrap()],
        });
        let merged = IaCatalog::shipped().with_overlay(&o).unwrap();
        assert_eq!(merged.deployment_cards().len(), 162);
        assert_eq!(merged.command_cards().len(), 207);
        assert_eq!(
            merged.resolve_name("test trooper"),
            NameMatch::Found {
                card: IaCardId::Deployment(dep("test-trooper"))
            }
        );
        assert_eq!(
            merged.resolve_name("TEST-ORDER"),
            NameMatch::Found {
                card: IaCardId::Command(cmd("test-order"))
            }
        );
        let p = merged.deployment_provenance(&dep("test-trooper")).unwrap();
        assert_eq!(p.card, ValueSource::User);
        assert_eq!(
            merged.product_source(&IaProductId::new("test-box").unwrap()),
            Some(ValueSource::User)
        );
        assert_eq!(
            merged.product_source(&IaProductId::new("twin-shadows").unwrap()),
            Some(ValueSource::Pack)
        );
        // An added card may be corrected in the same overlay.
        let mut again = o.clone();
        again.deployment_edit_mut(&dep("test-trooper")).cost = Some(6);
        let merged = IaCatalog::shipped().with_overlay(&again).unwrap();
        assert_eq!(
            merged.deployment_card(&dep("test-trooper")).unwrap().cost,
            6
        );
    }

    #[test]
    fn a_bad_overlay_is_refused_whole_with_every_problem() {
        let base = IaCatalog::shipped();
        let mut o = overlay();
        o.label = String::new();
        let own = refused(base.with_overlay(&o));
        assert_eq!(
            own,
            [IaPackProblem::EmptyText {
                path: "overlay.label".to_owned()
            }]
        );

        let mut o = overlay();
        o.deployment_edit_mut(&dep("stormtrooper")).cost = Some(99);
        o.deployment_edit_mut(&dep("nobody")).cost = Some(1);
        o.command_edit_mut(&cmd("take-initiative")).limit = Some(0);
        let mut card = new_card();
        card.products = vec![IaProductId::new("no-box").unwrap()];
        o.new_deployment_cards.push(card);
        let mut twin = base.deployment_cards()[0].clone();
        twin.id = dep("0-0-0");
        o.new_deployment_cards.push(twin);
        let problems = refused(base.with_overlay(&o));
        assert_eq!(
            problems,
            [
                IaPackProblem::AlreadyInPack {
                    list: "deployment_cards".to_owned(),
                    id: "0-0-0".to_owned(),
                    path: "overlay.new_deployment_cards[1]".to_owned()
                },
                IaPackProblem::EditOfUnknownCard {
                    list: "deployment".to_owned(),
                    card: "nobody".to_owned(),
                    path: "overlay.deployment_edits[id=nobody].card".to_owned()
                },
                IaPackProblem::OutOfRange {
                    path: "deployment_cards[id=stormtrooper].cost".to_owned(),
                    value: 99,
                    min: -40,
                    max: 40
                },
                IaPackProblem::UnknownProduct {
                    product: "no-box".to_owned(),
                    path: "deployment_cards[id=test-trooper].products[0]".to_owned()
                },
                IaPackProblem::OutOfRange {
                    path: "command_cards[id=take-initiative].limit".to_owned(),
                    value: 0,
                    min: 1,
                    max: 15
                },
            ]
        );
    }

    #[test]
    fn an_overlay_of_another_pack_or_format_is_refused() {
        let mut o = overlay();
        o.pack = PackId::new("aristeia-agl").unwrap();
        o.command_edit_mut(&cmd("take-initiative")).cost = Some(1);
        assert_eq!(
            refused(IaCatalog::shipped().with_overlay(&o)),
            [IaPackProblem::OverlayForOtherPack {
                expected: "imperial-assault-skirmish".to_owned(),
                found: "aristeia-agl".to_owned()
            }]
        );
        let mut o = overlay();
        o.format = "hexadraft-overlay".to_owned();
        o.deployment_edits
            .push(DeploymentEdit::new(dep("stormtrooper")));
        o.deployment_edits
            .push(DeploymentEdit::new(dep("stormtrooper")));
        o.command_edit_mut(&cmd("take-initiative")).name = Some("Two\nlines".to_owned());
        let problems = o.problems();
        assert_eq!(problems.len(), 3, "{problems:?}");
        assert!(matches!(
            problems[0],
            IaPackProblem::UnknownOverlayFormat { .. }
        ));
    }

    #[test]
    fn an_empty_overlay_leaves_the_pack_as_shipped_and_overlays_do_not_stack() {
        let base = IaCatalog::shipped();
        let mut empty = overlay();
        empty.deployment_edit_mut(&dep("stormtrooper"));
        assert!(empty.is_empty());
        assert_eq!(base.with_overlay(&empty).unwrap(), base);

        let mut first = overlay();
        first.deployment_edit_mut(&dep("stormtrooper")).cost = Some(7);
        let mut second = overlay();
        second.command_edit_mut(&cmd("take-initiative")).cost = Some(1);
        let merged = base
            .with_overlay(&first)
            .unwrap()
            .with_overlay(&second)
            .unwrap();
        assert_eq!(
            merged.deployment_card(&dep("stormtrooper")).unwrap().cost,
            6
        );
        assert_eq!(merged.overlay(), Some(&second));
        assert_eq!(merged.without_overlay(), base);
    }

    #[test]
    fn an_overlay_round_trips_through_json_and_its_size_is_bounded() {
        let mut o = overlay();
        o.new_products.push(test_box());
        o.new_deployment_cards.push(new_card());
        o.deployment_edit_mut(&dep("stormtrooper")).traits = Some(vec!["Trooper".to_owned()]);
        let text = o.to_json();
        let back = IaOverlay::from_json(&text).unwrap();
        assert_eq!(back, o);
        assert_eq!(back.content_hash(), o.content_hash());
        assert!(matches!(
            IaOverlay::from_json(&" ".repeat(MAX_IA_OVERLAY_BYTES + 1)),
            Err(IaPackError::TooLarge { .. })
        ));
        let unknown_field = text.replacen("\"label\"", "\"labell\": 1, \"label\"", 1);
        assert!(matches!(
            IaOverlay::from_json(&unknown_field),
            Err(IaPackError::Malformed { .. })
        ));
    }

    #[test]
    fn the_overlay_example_in_the_format_documentation_reads_and_merges() {
        let doc_path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../docs/formats.md");
        let doc = std::fs::read_to_string(doc_path).unwrap();
        let after = doc.split("<!-- ia-overlay-example").nth(1).unwrap();
        let example = after
            .split("```json")
            .nth(1)
            .and_then(|rest| rest.split("```").next())
            .unwrap();
        let o = IaOverlay::from_json(example).unwrap();
        let merged = IaCatalog::shipped().with_overlay(&o).unwrap();
        assert!(merged.info().version.contains("+user."));
        assert!(merged
            .deployment_provenance(&dep("stormtrooper"))
            .unwrap()
            .has_user_values());
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(64))]

        /// Any correction of any shipped card either merges, with the value applied and marked,
        /// or is refused with problems; it never panics.
        #[test]
        fn arbitrary_corrections_merge_or_are_refused_without_panic(
            pick in proptest::prelude::any::<proptest::sample::Index>(),
            cost in proptest::option::of(proptest::prelude::any::<i16>()),
            health in proptest::option::of(proptest::prelude::any::<u8>()),
            name in proptest::option::of(".{0,130}"),
            limit in proptest::option::of(proptest::prelude::any::<u8>()),
        ) {
            let base = IaCatalog::shipped();
            let card = pick.get(base.deployment_cards()).id.clone();
            let command = pick.get(base.command_cards()).id.clone();
            let mut o = overlay();
            let e = o.deployment_edit_mut(&card);
            e.cost = cost;
            e.health = health;
            e.name = name;
            o.command_edit_mut(&command).limit = limit;
            match base.with_overlay(&o) {
                Ok(merged) if o.is_empty() => proptest::prop_assert_eq!(merged, base),
                Ok(merged) => {
                    if let Some(cost) = cost {
                        proptest::prop_assert_eq!(merged.deployment_card(&card).unwrap().cost, cost);
                        let edited = merged.deployment_provenance(&card).unwrap().edited;
                        proptest::prop_assert!(edited.contains(&"cost".to_owned()));
                    }
                    proptest::prop_assert!(merged.info().version.starts_with("2026.11.23.1+user."));
                }
                Err(IaPackError::Invalid { problems }) => proptest::prop_assert!(!problems.is_empty()),
                Err(other) => proptest::prop_assert!(false, "unexpected {other:?}"),
            }
        }
    }
}
