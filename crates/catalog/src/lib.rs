//! The Aristeia! game catalog: what the draft and the event engines know about the game.
//!
//! The catalog is data, not code. The app ships a data pack ([`Catalog::shipped`]) holding what
//! public sources give; values nobody has published are `None`, never invented.
//!
//! ```
//! use hexadraft_catalog::{Catalog, CharacterId};
//! let catalog = Catalog::shipped();
//! let gata = catalog.character(&CharacterId::new("gata")?).expect("Gata ships in the Core Box");
//! assert_eq!(gata.initiative, Some(7));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! The organizer fills gaps with an [`Overlay`], merged over the pack and checked again; the
//! merged catalog says which values are the organizer's and carries its own version:
//!
//! ```
//! use hexadraft_catalog::{Catalog, CharacterId, CharacterQuery, Overlay, ValueSource};
//! let shipped = Catalog::shipped();
//! assert_eq!(shipped.gaps().summary()[0], "Initiative unknown for 4 characters");
//!
//! let bachmann = CharacterId::new("bachmann")?;
//! let mut overlay = Overlay::new(shipped.info().id.clone(), "Read from my cards");
//! overlay.character_edit_mut(&bachmann).initiative = Some(5); // an example value, not game data
//! let merged = shipped.with_overlay(&overlay)?;
//! assert_eq!(merged.provenance(&bachmann).map(|p| p.initiative), Some(ValueSource::User));
//! assert!(merged.info().version.starts_with("2026.11.23.1+user."));
//!
//! let found = merged.search(&CharacterQuery { text: Some("senor".into()), product: None });
//! assert_eq!(found[0].name, "Señor Massacre");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! Glossary: a *character* (Aristo) has an *Initiative* and four character *Tactics*; a deck adds
//! the ten *General Tactics* 009-018; a *Sponsor* is a player's backer for a whole event; a
//! *stadium* is the AGL Circuit venue of a Season 2 event.

mod checks;
mod gaps;
pub mod ia;
mod ids;
mod layer;
pub mod limits;
mod lineup;
mod model;
mod overlay;
mod pack;
mod problem;
mod provenance;
mod search;
#[cfg(test)]
mod test_support;
pub mod text;
mod validate;

pub use gaps::{CatalogGaps, GapCounts, TacticGaps};
pub use ids::{
    CharacterId, InvalidId, InvalidTacticNumber, InvalidTacticSlot, PackId, ProductId, ScenarioId,
    SponsorId, StadiumId, TacticNumber, TacticSlot, MAX_SLUG_LEN,
};
pub use limits::MAX_PACK_BYTES;
pub use lineup::{LineupProblem, StartingLineup, MAX_LINEUP_INPUT};
pub use model::{
    Character, CharacterTactic, GeneralTactic, LocalizedName, PackInfo, Product, ProductKind,
    Scenario, Sponsor, SponsorKind, SponsorRule, Stadium,
};
pub use overlay::{CharacterEdit, GeneralTacticName, Overlay, TacticEdit};
pub use pack::{Catalog, PackFile};
pub use problem::{PackError, PackProblem};
pub use provenance::{CharacterProvenance, TacticProvenance, ValueSource};
pub use search::CharacterQuery;
