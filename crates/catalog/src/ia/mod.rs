//! The Imperial Assault skirmish catalog: the second data pack, for the second ruleset
//! (IA Skirmish 1.1, «Construcción de ejércitos»: an army is Deployment cards, Skirmish Upgrade
//! cards and a Command deck).
//!
//! The app ships the pack `imperial-assault-skirmish` ([`IaCatalog::shipped`]), built from the
//! MIT-licensed facts in `../shared/data/imperial-assault-cards.json` by
//! `scripts/ia-pack-from-shared.py`; the licence notice travels inside the pack
//! ([`IaCatalog::notice`]) and beside it (`crates/catalog/data/imperial-assault.NOTICE`). Nothing
//! the source does not give is invented.
//!
//! ```
//! use hexadraft_catalog::ia::{DeploymentCardId, IaCatalog, IaOverlay};
//! let shipped = IaCatalog::shipped();
//! let storm = DeploymentCardId::new("stormtrooper")?;
//! assert_eq!(shipped.deployment_card(&storm).map(|c| c.cost), Some(6));
//!
//! // An organizer corrects a value; the merged catalog says whose it is and names its version.
//! let mut overlay = IaOverlay::new(shipped.info().id.clone(), "Store errata");
//! overlay.deployment_edit_mut(&storm).cost = Some(7); // an example value, not game data
//! let merged = shipped.with_overlay(&overlay)?;
//! assert_eq!(merged.deployment_card(&storm).map(|c| c.cost), Some(7));
//! assert_eq!(merged.deployment_provenance(&storm).map(|p| p.edited), Some(vec!["cost".to_owned()]));
//! assert!(merged.info().version.starts_with("2026.11.23.1+user."));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! The army rules themselves (40 points, 15 Command cards...) cite the rules text, so they live
//! with the clauses in `hexadraft_event::ia`; this module holds only the data and the names.

pub mod limits;
mod model;
mod names;
mod overlay;
mod pack;
mod problem;
mod validate;

pub use crate::ids::{CommandCardId, DeploymentCardId, IaProductId, SkirmishMapId};
pub use model::{
    Affiliation, CommandCard, DeploymentCard, GameMode, IaCardId, IaPackFile, IaProduct,
    IaProductKind, SkirmishMap, SKIRMISH_UPGRADE_TRAIT,
};
pub use names::{fold, words, NameMatch, MAX_NAME_QUERY_CHARS};
pub use overlay::{CommandEdit, DeploymentEdit, IaCardProvenance, IaOverlay};
pub use pack::{IaCatalog, SHIPPED_IA_NOTICE};
pub use problem::{IaPackError, IaPackProblem};
