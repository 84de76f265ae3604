//! A team's total Initiative, the number the Underdog rule compares (AGL v1.0, Standard
//! Tournament: the Underdog is the player whose team has the lower total Initiative; AGL S2, Mod
//! Final Boss: the sum of six). The draft's own Underdog report and the app's calculator both
//! sum through [`sum_initiative`], so the two can never disagree.

use hexadraft_catalog::{Catalog, CharacterId};
use serde::{Deserialize, Serialize};

/// Most characters [`team_initiative`] looks at: a team is four, six under Final Boss; the bound
/// only keeps oversized input cheap.
pub const MAX_TEAM_INPUT: usize = 16;

/// A team's Initiative as the Underdog rule sums it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct TeamInitiative {
    /// The total, when every character's Initiative is known; `None` otherwise, because a
    /// partial sum would name the wrong Underdog.
    pub total: Option<u32>,
    /// The sum of the Initiatives that are known.
    pub known_total: u32,
    /// Characters of the catalog whose Initiative it does not know, in team order.
    pub missing: Vec<CharacterId>,
    /// Ids that name no character of the catalog, in team order.
    pub not_in_catalog: Vec<CharacterId>,
}

/// Sums the Initiatives of a team, given each character with its Initiative (`None` when
/// unknown). A character listed twice counts twice: the caller decides what a team is.
pub(crate) fn sum_initiative<'a>(
    members: impl IntoIterator<Item = (&'a CharacterId, Option<u8>)>,
) -> TeamInitiative {
    let mut known_total = 0u32;
    let mut missing: Vec<CharacterId> = Vec::new();
    for (id, initiative) in members {
        match initiative {
            Some(i) => known_total = known_total.saturating_add(u32::from(i)),
            None => {
                if !missing.contains(id) {
                    missing.push(id.clone());
                }
            }
        }
    }
    TeamInitiative {
        total: missing.is_empty().then_some(known_total),
        known_total,
        missing,
        not_in_catalog: Vec::new(),
    }
}

/// The total Initiative of `team` in `catalog` (the catalog in use, with the organizer's
/// overlay): what the Underdog compares once the teams are fixed. Ids the catalog does not know
/// are listed apart and make the total unknown. At most [`MAX_TEAM_INPUT`] ids are looked at.
pub fn team_initiative(catalog: &Catalog, team: &[CharacterId]) -> TeamInitiative {
    let team = team.get(..MAX_TEAM_INPUT).unwrap_or(team);
    let mut not_in_catalog: Vec<CharacterId> = Vec::new();
    let members: Vec<(&CharacterId, Option<u8>)> = team
        .iter()
        .filter_map(|id| match catalog.character(id) {
            Some(c) => Some((id, c.initiative)),
            None => {
                if !not_in_catalog.contains(id) {
                    not_in_catalog.push(id.clone());
                }
                None
            }
        })
        .collect();
    let mut result = sum_initiative(members);
    if !not_in_catalog.is_empty() {
        result.total = None;
    }
    result.not_in_catalog = not_in_catalog;
    result
}

#[cfg(test)]
mod tests {
    use super::*;
    use hexadraft_catalog::Overlay;

    fn ids(names: &[&str]) -> Vec<CharacterId> {
        names
            .iter()
            .map(|n| CharacterId::new(*n).unwrap())
            .collect()
    }

    #[test]
    fn a_team_of_known_characters_totals_their_printed_initiative() {
        let catalog = Catalog::shipped();
        let team = ids(&["gata", "8-ball", "parvati", "maximus"]);
        let expected: u32 = team
            .iter()
            .map(|id| u32::from(catalog.character(id).unwrap().initiative.unwrap()))
            .sum();
        let result = team_initiative(&catalog, &team);
        assert_eq!(result.total, Some(expected));
        assert_eq!(result.known_total, expected);
        assert!(result.missing.is_empty() && result.not_in_catalog.is_empty());
    }

    #[test]
    fn an_unknown_initiative_leaves_the_total_unknown_and_names_the_character() {
        // Gaia's Initiative is not in the shipped pack.
        let catalog = Catalog::shipped();
        let result = team_initiative(&catalog, &ids(&["gata", "gaia", "parvati", "maximus"]));
        assert_eq!(result.total, None);
        assert_eq!(result.missing, ids(&["gaia"]));
        assert!(result.known_total > 0);
    }

    #[test]
    fn the_organizers_initiative_is_the_one_summed() {
        let shipped = Catalog::shipped();
        let gaia = CharacterId::new("gaia").unwrap();
        let mut overlay = Overlay::new(shipped.info().id.clone(), "Test edits");
        // A test value, not game data.
        overlay.character_edit_mut(&gaia).initiative = Some(3);
        let merged = shipped.with_overlay(&overlay).unwrap();
        let team = ids(&["gata", "gaia", "parvati", "maximus"]);
        let before = team_initiative(&shipped, &team);
        let after = team_initiative(&merged, &team);
        assert_eq!(after.total, Some(before.known_total + 3));
    }

    #[test]
    fn ids_outside_the_catalog_are_listed_and_the_total_is_unknown() {
        let result = team_initiative(&Catalog::shipped(), &ids(&["gata", "nobody"]));
        assert_eq!(result.total, None);
        assert_eq!(result.not_in_catalog, ids(&["nobody"]));
        assert!(result.missing.is_empty());
    }

    #[test]
    fn oversized_input_is_cut_to_the_bound() {
        let team = vec![CharacterId::new("gata").unwrap(); MAX_TEAM_INPUT + 10];
        let result = team_initiative(&Catalog::shipped(), &team);
        assert_eq!(result.total, Some(7 * MAX_TEAM_INPUT as u32));
    }
}
