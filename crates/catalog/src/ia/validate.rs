//! The Imperial Assault pack schema's rules, checked on every pack before it becomes an
//! [`super::IaCatalog`] (loaded, imported or merged with an overlay). Every problem is collected,
//! so the organizer sees the whole list at once.

use super::limits::{
    COMMAND_COST_RANGE, COMMAND_LIMIT_RANGE, DEPLOYMENT_COST_RANGE, FIGURES_RANGE, HEALTH_RANGE,
    MAX_CARD_LIST, MAX_COMMAND_CARDS, MAX_DEPLOYMENT_CARDS, MAX_IA_PRODUCTS, MAX_NOTICE_CHARS,
    MAX_SKIRMISH_MAPS, REINFORCE_COST_RANGE, SPEED_RANGE, WAVE_RANGE,
};
use super::model::{CommandCard, DeploymentCard, GameMode, IaPackFile};
use super::names::fold;
use super::pack::{IA_PACK_FORMAT, IA_PACK_FORMAT_VERSION};
use super::problem::IaPackProblem;
use crate::checks::{item_path, Checks};
use crate::ids::IaProductId;
use std::collections::{HashMap, HashSet};

/// The Imperial Assault pack's own checks, on the collector both packs share.
impl Checks<IaPackProblem> {
    /// Names and traits of a list of traits.
    fn traits(&mut self, at: &str, traits: &[String]) {
        self.count(&format!("{at}.traits"), traits.len(), MAX_CARD_LIST);
        for (i, t) in traits.iter().enumerate() {
            self.name(&format!("{at}.traits[{i}]"), t);
        }
    }

    /// A card's modes: at least one, each once.
    fn modes(&mut self, at: &str, modes: &[GameMode]) {
        let distinct: HashSet<_> = modes.iter().collect();
        if modes.is_empty() || distinct.len() != modes.len() {
            self.problems.push(IaPackProblem::BadModes {
                path: format!("{at}.modes"),
            });
        }
    }

    /// A Deployment card's own values (not its products, which need the pack). `at` is its path.
    pub(crate) fn deployment_values(&mut self, at: &str, c: &DeploymentCard) {
        self.name(&format!("{at}.name"), &c.name);
        if let Some(subtitle) = &c.subtitle {
            self.name(&format!("{at}.subtitle"), subtitle);
        }
        self.traits(at, &c.traits);
        self.modes(at, &c.modes);
        self.in_range(&format!("{at}.cost"), Some(c.cost), &DEPLOYMENT_COST_RANGE);
        self.in_range(
            &format!("{at}.reinforce_cost"),
            c.reinforce_cost,
            &REINFORCE_COST_RANGE,
        );
        self.in_range(&format!("{at}.figures"), c.figures, &FIGURES_RANGE);
        self.in_range(&format!("{at}.health"), c.health, &HEALTH_RANGE);
        self.in_range(&format!("{at}.speed"), c.speed, &SPEED_RANGE);
        self.count(&format!("{at}.products"), c.products.len(), MAX_CARD_LIST);
    }

    /// A Command card's own values.
    pub(crate) fn command_values(&mut self, at: &str, c: &CommandCard) {
        self.name(&format!("{at}.name"), &c.name);
        self.in_range(&format!("{at}.cost"), Some(c.cost), &COMMAND_COST_RANGE);
        self.in_range(&format!("{at}.limit"), Some(c.limit), &COMMAND_LIMIT_RANGE);
        self.count(&format!("{at}.products"), c.products.len(), MAX_CARD_LIST);
    }

    fn products_known(
        &mut self,
        at: &str,
        products: &[IaProductId],
        known: &HashSet<&IaProductId>,
    ) {
        for (i, p) in products.iter().enumerate() {
            if !known.contains(p) {
                self.problems.push(IaPackProblem::UnknownProduct {
                    product: p.to_string(),
                    path: format!("{at}.products[{i}]"),
                });
            }
        }
    }
}

/// What a typed name can tell apart: two cards equal in all of it are indistinct.
fn deployment_reading(c: &DeploymentCard) -> (String, String, bool, u8, bool) {
    let affiliation = match c.affiliation {
        super::model::Affiliation::Imperial => 0,
        super::model::Affiliation::Rebel => 1,
        super::model::Affiliation::Mercenary => 2,
        super::model::Affiliation::Neutral => 3,
    };
    (
        fold(&c.name),
        c.subtitle.as_deref().map(fold).unwrap_or_default(),
        c.elite,
        affiliation,
        c.is_skirmish(),
    )
}

/// Every problem of an Imperial Assault pack (empty when it is consistent).
pub(crate) fn ia_pack_problems(pack: &IaPackFile) -> Vec<IaPackProblem> {
    let mut c = Checks::default();
    let declared = (pack.format.as_str(), pack.format_version);
    c.pack_header(
        declared,
        (IA_PACK_FORMAT, IA_PACK_FORMAT_VERSION),
        &pack.pack,
    );
    c.text_with("notice", &pack.notice, MAX_NOTICE_CHARS, true);

    c.count("products", pack.products.len(), MAX_IA_PRODUCTS);
    c.count(
        "deployment_cards",
        pack.deployment_cards.len(),
        MAX_DEPLOYMENT_CARDS,
    );
    c.count("command_cards", pack.command_cards.len(), MAX_COMMAND_CARDS);
    c.count("skirmish_maps", pack.skirmish_maps.len(), MAX_SKIRMISH_MAPS);

    c.unique_ids("products", pack.products.iter().map(|p| p.id.as_str()));
    c.unique_ids(
        "deployment_cards",
        pack.deployment_cards.iter().map(|x| x.id.as_str()),
    );
    c.unique_ids(
        "command_cards",
        pack.command_cards.iter().map(|x| x.id.as_str()),
    );
    c.unique_ids(
        "skirmish_maps",
        pack.skirmish_maps.iter().map(|x| x.id.as_str()),
    );

    for p in &pack.products {
        let at = item_path("products", p.id.as_str());
        c.name(&format!("{at}.name"), &p.name);
        c.in_range(&format!("{at}.wave"), p.wave, &WAVE_RANGE);
    }
    let products: HashSet<&IaProductId> = pack.products.iter().map(|p| &p.id).collect();

    let mut readings: HashMap<(String, String, bool, u8, bool), String> = HashMap::new();
    for card in &pack.deployment_cards {
        let at = item_path("deployment_cards", card.id.as_str());
        c.deployment_values(&at, card);
        c.products_known(&at, &card.products, &products);
        let reading = deployment_reading(card);
        match readings.get(&reading) {
            Some(first) => c.problems.push(IaPackProblem::IndistinctCard {
                path: at,
                first: first.clone(),
            }),
            None => {
                readings.insert(reading, at);
            }
        }
    }

    let mut command_names: HashMap<String, String> = HashMap::new();
    for card in &pack.command_cards {
        let at = item_path("command_cards", card.id.as_str());
        c.command_values(&at, card);
        c.products_known(&at, &card.products, &products);
        let name = fold(&card.name);
        match command_names.get(&name) {
            Some(first) => c.problems.push(IaPackProblem::IndistinctCard {
                path: at,
                first: first.clone(),
            }),
            None => {
                command_names.insert(name, at);
            }
        }
    }

    for m in &pack.skirmish_maps {
        let at = item_path("skirmish_maps", m.id.as_str());
        c.name(&format!("{at}.name"), &m.name);
        c.count(&format!("{at}.products"), m.products.len(), MAX_CARD_LIST);
        c.products_known(&at, &m.products, &products);
    }
    c.problems
}
