//! The characters of the catalog in use, as lists and lineup pickers show them.

use crate::kernel::catalog_settings::product_name;
use crate::App;
use hexadraft_catalog::{Catalog, Character, CharacterId, CharacterQuery, ProductId};
use serde::Serialize;

/// One character as lists show it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct CharacterSummary {
    /// Its id.
    pub id: CharacterId,
    /// Its printed name.
    pub name: String,
    /// Its box.
    pub product: ProductId,
    /// The box's name.
    pub product_name: String,
    /// Initiative, when known.
    pub initiative: Option<u8>,
}

fn summary(catalog: &Catalog, c: &Character) -> CharacterSummary {
    CharacterSummary {
        id: c.id.clone(),
        name: c.name.clone(),
        product: c.product.clone(),
        product_name: product_name(catalog, &c.product),
        initiative: c.initiative,
    }
}

impl App {
    /// The characters of the catalog in use, in catalog order, optionally of one box.
    pub fn list_characters(&self, product: Option<&ProductId>) -> Vec<CharacterSummary> {
        let catalog = self.catalog();
        catalog
            .characters()
            .iter()
            .filter(|c| product.is_none_or(|p| &c.product == p))
            .map(|c| summary(&catalog, c))
            .collect()
    }

    /// The characters whose name or alias matches (accents and case ignored), optionally in one
    /// box, in catalog order: the lineup pickers use it.
    pub fn find_characters(&self, query: &CharacterQuery) -> Vec<CharacterSummary> {
        let catalog = self.catalog();
        catalog
            .search(query)
            .into_iter()
            .map(|c| summary(&catalog, c))
            .collect()
    }

    /// Texts folded as every search of the app folds them (accents and case ignored,
    /// `hexadraft_catalog::text::fold`), for a screen that matches names it already holds (the
    /// desk's "find a player") without a second folding of its own.
    pub fn fold_for_search(&self, texts: &[String]) -> Vec<String> {
        texts
            .iter()
            .map(|t| hexadraft_catalog::text::fold(t))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use crate::{App, FixedClock, SeededEntropy};
    use hexadraft_catalog::{CharacterQuery, ProductId};

    fn app() -> (tempfile::TempDir, App) {
        let dir = tempfile::tempdir().unwrap();
        let app = App::open(dir.path(), FixedClock::at(1), SeededEntropy::new(1));
        (dir, app)
    }

    #[test]
    fn the_search_ignores_accents_and_case_and_names_the_box() {
        let (_dir, app) = app();
        let found = app.find_characters(&CharacterQuery {
            text: Some("senor MASSACRE".to_owned()),
            product: None,
        });
        assert_eq!(found.len(), 1);
        assert_eq!(found[0].name, "Señor Massacre");
        assert_eq!(found[0].product_name, "Soldiers of Fortune");
    }

    #[test]
    fn names_are_folded_as_the_searches_fold_them() {
        let (_dir, app) = app();
        let folded =
            app.fold_for_search(&["Łukasz Żółkiewski".to_owned(), "ANA García".to_owned()]);
        // Spaces and punctuation go too, so "ana gar" finds "ANA García".
        assert_eq!(folded, ["lukaszzolkiewski", "anagarcia"]);
    }

    #[test]
    fn one_box_lists_its_characters_in_catalog_order() {
        let (_dir, app) = app();
        let names: Vec<String> = app
            .list_characters(Some(&ProductId::new("human-fate").unwrap()))
            .into_iter()
            .map(|c| c.name)
            .collect();
        assert_eq!(names, ["Dart", "Bixie", "Prysm", "Eclypse"]);
    }
}
