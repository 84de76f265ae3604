//! Loading, checking and exporting the Imperial Assault data pack.

use super::limits::MAX_IA_PACK_BYTES;
use super::model::{CommandCard, DeploymentCard, IaPackFile, IaProduct, SkirmishMap};
use super::names::NameIndex;
use super::overlay::IaOverlay;
use super::problem::IaPackError;
use crate::ids::{CommandCardId, DeploymentCardId, IaProductId, SkirmishMapId};
use crate::layer::{self, Layers};
use crate::model::PackInfo;
use std::collections::HashMap;
use std::sync::{Arc, OnceLock};

/// The pack embedded in the app.
pub(crate) const SHIPPED_IA_PACK: &str = include_str!("../../data/imperial-assault.pack.json");

/// The licence notice shipped beside the pack (the pack file carries the same text).
pub const SHIPPED_IA_NOTICE: &str = include_str!("../../data/imperial-assault.NOTICE");

/// The only pack format this version reads.
pub(crate) const IA_PACK_FORMAT: &str = "hexadraft-ia-pack";
/// The only pack schema version this version reads.
pub(crate) const IA_PACK_FORMAT_VERSION: u32 = 1;

/// A checked Imperial Assault catalog, possibly with the organizer's overlay merged in. Values of
/// this type always pass every rule of the schema (see [`super::IaPackProblem`]). A copy is cheap:
/// the contents are shared.
#[derive(Debug, Clone)]
pub struct IaCatalog {
    held: Held,
}

#[derive(Debug, Clone)]
enum Held {
    /// The shipped pack, read on first use and shared by every copy: a command that opens an
    /// event whose actions never look at a card (pairing, results, standings) does not read it.
    Shipped,
    /// A pack read from a file, or the shipped one with an overlay.
    Own(Arc<Contents>),
}

#[derive(Debug)]
struct Contents {
    /// The pack as loaded and the pack in use, with the overlay's values.
    layers: Layers<IaOverlay>,
    deployment_index: HashMap<DeploymentCardId, usize>,
    command_index: HashMap<CommandCardId, usize>,
    /// Built on the first name lookup: only army lists read as text need it.
    names: OnceLock<NameIndex>,
}

impl Contents {
    fn assemble(layers: Layers<IaOverlay>) -> Contents {
        let pack = &layers.pack;
        let deployment_index = pack
            .deployment_cards
            .iter()
            .enumerate()
            .map(|(i, c)| (c.id.clone(), i))
            .collect();
        let command_index = pack
            .command_cards
            .iter()
            .enumerate()
            .map(|(i, c)| (c.id.clone(), i))
            .collect();
        Contents {
            layers,
            deployment_index,
            command_index,
            names: OnceLock::new(),
        }
    }

    /// The shipped pack, read once per process.
    fn shipped() -> &'static Contents {
        static SHIPPED: OnceLock<Contents> = OnceLock::new();
        SHIPPED.get_or_init(|| {
            Contents::assemble(match Layers::shipped(SHIPPED_IA_PACK) {
                Some(layers) => layers,
                // The shipped pack is checked by a unit test; an empty catalog keeps the app
                // usable if that promise were ever broken.
                None => Layers::loaded(IaPackFile {
                    format: IA_PACK_FORMAT.to_owned(),
                    format_version: IA_PACK_FORMAT_VERSION,
                    pack: layer::empty_info(),
                    notice: SHIPPED_IA_NOTICE.to_owned(),
                    products: Vec::new(),
                    deployment_cards: Vec::new(),
                    command_cards: Vec::new(),
                    skirmish_maps: Vec::new(),
                }),
            })
        })
    }
}

/// Two catalogs are equal when their layers are: the indexes are built from them.
impl PartialEq for IaCatalog {
    fn eq(&self, other: &IaCatalog) -> bool {
        self.layers() == other.layers()
    }
}

impl Eq for IaCatalog {}

impl IaCatalog {
    /// The pack shipped with the app (read on first use, then shared).
    pub fn shipped() -> IaCatalog {
        IaCatalog {
            held: Held::Shipped,
        }
    }

    /// Builds the catalog around a pack already checked.
    pub(crate) fn assemble(layers: Layers<IaOverlay>) -> IaCatalog {
        IaCatalog {
            held: Held::Own(Arc::new(Contents::assemble(layers))),
        }
    }

    fn contents(&self) -> &Contents {
        match &self.held {
            Held::Shipped => Contents::shipped(),
            Held::Own(contents) => contents,
        }
    }

    /// The pack as loaded and the pack in use, with the overlay's values.
    pub(crate) fn layers(&self) -> &Layers<IaOverlay> {
        &self.contents().layers
    }

    /// The index of card names, built on first use.
    pub(crate) fn names(&self) -> &NameIndex {
        let contents = self.contents();
        contents
            .names
            .get_or_init(|| NameIndex::build(&contents.layers.pack))
    }

    /// Reads and checks a pack file.
    ///
    /// # Errors
    /// [`IaPackError::TooLarge`] above [`MAX_IA_PACK_BYTES`], [`IaPackError::Malformed`] when the
    /// text is not a pack's JSON (unknown fields included), [`IaPackError::Invalid`] listing every
    /// broken rule. Nothing is partly loaded.
    pub fn from_pack_json(text: &str) -> Result<IaCatalog, IaPackError> {
        Layers::read(text, MAX_IA_PACK_BYTES).map(IaCatalog::assemble)
    }

    /// Checks a pack already read.
    ///
    /// # Errors
    /// [`IaPackError::Invalid`] listing every broken rule.
    pub fn from_pack(pack: IaPackFile) -> Result<IaCatalog, IaPackError> {
        Layers::check(pack).map(IaCatalog::assemble)
    }

    /// The whole catalog as a pack file (pretty JSON), overlay merged in and notice kept: another
    /// install reads it with [`IaCatalog::from_pack_json`] and gets the same pack.
    pub fn to_pack_json(&self) -> String {
        self.layers().to_json()
    }

    /// The pack in use (overlay merged in).
    pub fn pack(&self) -> &IaPackFile {
        &self.layers().pack
    }

    /// Which pack and version is in use; with an overlay the version reads
    /// `<base>+user.<hash of the overlay>`.
    pub fn info(&self) -> &PackInfo {
        &self.layers().pack.pack
    }

    /// The pack as loaded, before the overlay.
    pub fn base_info(&self) -> &PackInfo {
        &self.layers().base.pack
    }

    /// The licence notice of the data, to show wherever the data is shown or exported.
    pub fn notice(&self) -> &str {
        &self.layers().pack.notice
    }

    /// The overlay merged in, if any.
    pub fn overlay(&self) -> Option<&IaOverlay> {
        self.layers().overlay.as_deref()
    }

    /// The same catalog without its overlay: the pack as loaded.
    pub fn without_overlay(&self) -> IaCatalog {
        IaCatalog::assemble(self.layers().without_overlay())
    }

    /// The products.
    pub fn products(&self) -> &[IaProduct] {
        &self.layers().pack.products
    }

    /// One product.
    pub fn product(&self, id: &IaProductId) -> Option<&IaProduct> {
        self.layers().pack.products.iter().find(|p| &p.id == id)
    }

    /// Every Deployment card (Skirmish Upgrades included), in pack order, the overlay's new cards
    /// last.
    pub fn deployment_cards(&self) -> &[DeploymentCard] {
        &self.layers().pack.deployment_cards
    }

    /// One Deployment card.
    pub fn deployment_card(&self, id: &DeploymentCardId) -> Option<&DeploymentCard> {
        self.contents()
            .deployment_index
            .get(id)
            .and_then(|&i| self.layers().pack.deployment_cards.get(i))
    }

    /// Every Command card, in pack order, the overlay's new cards last.
    pub fn command_cards(&self) -> &[CommandCard] {
        &self.layers().pack.command_cards
    }

    /// One Command card.
    pub fn command_card(&self, id: &CommandCardId) -> Option<&CommandCard> {
        self.contents()
            .command_index
            .get(id)
            .and_then(|&i| self.layers().pack.command_cards.get(i))
    }

    /// The skirmish maps.
    pub fn skirmish_maps(&self) -> &[SkirmishMap] {
        &self.layers().pack.skirmish_maps
    }

    /// One skirmish map.
    pub fn skirmish_map(&self, id: &SkirmishMapId) -> Option<&SkirmishMap> {
        self.layers()
            .pack
            .skirmish_maps
            .iter()
            .find(|m| &m.id == id)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ia::model::{Affiliation, GameMode};
    use crate::ia::problem::IaPackProblem;
    use crate::ia::validate::ia_pack_problems;
    use crate::test_support::leaves;
    use proptest::prelude::*;
    use serde_json::Value;

    fn shipped_file() -> IaPackFile {
        serde_json::from_str(SHIPPED_IA_PACK).unwrap()
    }

    fn refused(pack: IaPackFile) -> Vec<IaPackProblem> {
        crate::test_support::refused(IaCatalog::from_pack(pack))
    }

    #[test]
    fn the_shipped_pack_loads_with_every_card_of_the_shared_data() {
        let catalog = IaCatalog::from_pack_json(SHIPPED_IA_PACK).unwrap();
        // ../shared/data/imperial-assault-cards.json: 161 Deployment cards, 206 Command cards.
        assert_eq!(catalog.deployment_cards().len(), 161);
        assert_eq!(catalog.command_cards().len(), 206);
        assert_eq!(catalog.skirmish_maps().len(), 39);
        assert_eq!(catalog.products().len(), 42);
        assert_eq!(catalog.info().id.as_str(), "imperial-assault-skirmish");
        assert_eq!(catalog.info().version, "2026.11.23.1");
        assert_eq!(IaCatalog::shipped(), catalog);
    }

    #[test]
    fn the_mit_notice_ships_inside_the_pack_and_beside_it() {
        let catalog = IaCatalog::shipped();
        assert_eq!(catalog.notice(), SHIPPED_IA_NOTICE.trim());
        for needed in [
            "MIT License",
            "Copyright (c) 2018 Luis Visintini",
            "The above copyright notice and this permission notice shall be included",
        ] {
            assert!(catalog.notice().contains(needed), "{needed}");
        }
        // An exported pack keeps it.
        assert!(catalog.to_pack_json().contains("Luis Visintini"));
    }

    #[test]
    fn the_shipped_facts_are_the_sources_facts() {
        // Spot checks against ../shared/data/imperial-assault-cards.json.
        let catalog = IaCatalog::shipped();
        let card = |id: &str| {
            catalog
                .deployment_card(&DeploymentCardId::new(id).unwrap())
                .unwrap()
                .clone()
        };
        let elite = card("stormtrooper-elite");
        assert_eq!((elite.cost, elite.elite, elite.unique), (9, true, false));
        assert_eq!(elite.affiliation, Affiliation::Imperial);
        assert_eq!(card("stormtrooper").cost, 6);
        let upgrade = card("driven-by-hatred");
        assert_eq!(upgrade.cost, -5);
        assert!(upgrade.is_skirmish_upgrade());
        assert_eq!(card("agent-blaise-campaign").modes, [GameMode::Campaign]);
        assert!(!card("agent-blaise-campaign").is_skirmish());
        assert_eq!(card("channel-the-force").affiliation, Affiliation::Neutral);
        assert_eq!(
            card("luke-skywalker-jedi-knight").display_name(),
            "Luke Skywalker, Jedi Knight"
        );
        assert_eq!(elite.display_name(), "Stormtrooper (Elite)");
        let command = catalog
            .command_card(&CommandCardId::new("take-initiative").unwrap())
            .unwrap();
        assert_eq!((command.cost, command.limit), (0, 1));
        assert!(catalog
            .skirmish_map(&SkirmishMapId::new("mos-eisley-outskirts").unwrap())
            .is_some());
        assert_eq!(
            catalog
                .product(&IaProductId::new("twin-shadows").unwrap())
                .map(|p| p.name.as_str()),
            Some("Twin Shadows")
        );
        assert_eq!(
            catalog.deployment_card(&DeploymentCardId::new("nobody").unwrap()),
            None
        );
    }

    #[test]
    fn an_exported_pack_reads_back_identically() {
        let catalog = IaCatalog::shipped();
        let text = catalog.to_pack_json();
        let back = IaCatalog::from_pack_json(&text).unwrap();
        assert_eq!(back, catalog);
        assert_eq!(back.to_pack_json(), text);
    }

    #[test]
    fn unknown_fields_and_wrong_shapes_are_refused_with_the_parsers_position() {
        for text in ["", "not json", "{}", "[1]"] {
            assert!(matches!(
                IaCatalog::from_pack_json(text),
                Err(IaPackError::Malformed { .. })
            ));
        }
        let extra = SHIPPED_IA_PACK.replacen("\"elite\":", "\"elitte\": true, \"elite\":", 1);
        let Err(IaPackError::Malformed { message }) = IaCatalog::from_pack_json(&extra) else {
            panic!("an unknown field must be refused")
        };
        assert!(message.contains("elitte"), "{message}");
        let bad_affiliation = SHIPPED_IA_PACK.replacen(
            "\"affiliation\": \"imperial\"",
            "\"affiliation\": \"sith\"",
            1,
        );
        assert!(matches!(
            IaCatalog::from_pack_json(&bad_affiliation),
            Err(IaPackError::Malformed { .. })
        ));
        let big = " ".repeat(MAX_IA_PACK_BYTES + 1);
        assert!(matches!(
            IaCatalog::from_pack_json(&big),
            Err(IaPackError::TooLarge { .. })
        ));
    }

    #[test]
    fn every_schema_rule_is_checked_and_every_problem_listed_at_once() {
        let mut pack = shipped_file();
        pack.format = "hexadraft-pack".to_owned();
        pack.pack.version = "bad version".to_owned();
        pack.notice = " ".to_owned();
        pack.deployment_cards[0].cost = 41;
        pack.deployment_cards[0].name = "Name\non two lines".to_owned();
        pack.deployment_cards[1].modes = vec![];
        pack.deployment_cards[2].products = vec![IaProductId::new("no-such-box").unwrap()];
        pack.deployment_cards[3].health = Some(0);
        pack.command_cards[0].limit = 0;
        pack.command_cards[1].cost = 16;
        pack.command_cards[2].name = "x".repeat(121);
        let repeated = pack.command_cards[3].clone();
        pack.command_cards.push(repeated);
        let mut twin = pack.deployment_cards[5].clone();
        twin.id = DeploymentCardId::new("a-twin").unwrap();
        pack.deployment_cards.push(twin);
        pack.skirmish_maps[0].name = String::new();
        pack.products[0].wave = Some(0);
        let problems = refused(pack);
        let kinds: Vec<String> = problems
            .iter()
            .map(|p| {
                format!(
                    "{} @ {}",
                    serde_json::to_value(p).unwrap()["kind"],
                    p.path()
                )
            })
            .collect();
        assert_eq!(
            kinds,
            [
                "\"unknownFormat\" @ format",
                "\"badVersion\" @ pack.version",
                "\"emptyText\" @ notice",
                "\"duplicateId\" @ command_cards[206]",
                "\"outOfRange\" @ products[id=imperial-assault].wave",
                "\"controlCharacter\" @ deployment_cards[id=0-0-0].name",
                "\"outOfRange\" @ deployment_cards[id=0-0-0].cost",
                "\"badModes\" @ deployment_cards[id=at-st].modes",
                "\"unknownProduct\" @ deployment_cards[id=advanced-com-systems].products[0]",
                "\"outOfRange\" @ deployment_cards[id=agent-blaise-campaign].health",
                "\"indistinctCard\" @ deployment_cards[id=a-twin]",
                "\"outOfRange\" @ command_cards[id=a-powerful-influence].limit",
                "\"outOfRange\" @ command_cards[id=adrenaline].cost",
                "\"textTooLong\" @ command_cards[id=advance-warning].name",
                "\"indistinctCard\" @ command_cards[id=against-the-odds]",
                "\"emptyText\" @ skirmish_maps[id=geonosis-foundry].name",
            ],
            "{problems:#?}"
        );
    }

    fn any_json() -> impl Strategy<Value = Value> {
        let small = (-50i64..60).prop_map(Value::from).boxed();
        crate::test_support::any_json(vec![small], 3, 16, 4)
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]

        #[test]
        fn arbitrary_text_never_panics_the_loader(text in ".{0,300}") {
            let _ = IaCatalog::from_pack_json(&text);
            let _ = IaOverlay::from_json(&text);
        }

        #[test]
        fn the_shipped_pack_with_one_value_replaced_loads_or_is_refused_without_panic(
            pick in any::<prop::sample::Index>(),
            replacement in any_json(),
        ) {
            let mut pack: Value = serde_json::from_str(SHIPPED_IA_PACK).unwrap();
            let mut paths = Vec::new();
            leaves(&pack, String::new(), &mut paths);
            let path = pick.get(&paths);
            if let Some(slot) = pack.pointer_mut(path) {
                *slot = replacement;
            }
            match IaCatalog::from_pack_json(&pack.to_string()) {
                Ok(catalog) => {
                    prop_assert!(ia_pack_problems(catalog.pack()).is_empty());
                    let back = IaCatalog::from_pack_json(&catalog.to_pack_json()).unwrap();
                    prop_assert_eq!(back.pack(), catalog.pack());
                }
                Err(IaPackError::Invalid { problems }) => prop_assert!(!problems.is_empty()),
                Err(_) => {}
            }
        }
    }
}
