//! What can be wrong with an Imperial Assault pack or overlay. Each rule of the schema is its own
//! variant and says where the problem is; paths read like those of the Aristeia! pack
//! (`deployment_cards[id=stormtrooper].cost`, `overlay.command_edits[2]`).

use crate::problem::{pack_problem, PackError};
use serde::Serialize;

pack_problem! {
    /// One thing wrong with an Imperial Assault pack or overlay.
    #[derive(Debug, Clone, PartialEq, Eq, Serialize, thiserror::Error)]
    #[cfg_attr(feature = "specta", derive(specta::Type))]
    #[serde(tag = "kind", content = "detail", rename_all = "camelCase")]
    pub enum IaPackProblem {
        unknown_format: "not a Hexadraft Imperial Assault pack of format version 1 (found {found})",
        unknown_overlay_format:
            "not a Hexadraft Imperial Assault overlay of format version 1 (found {found})",
        number: i32,
        pack {
            /// A card or map names a product the pack does not list.
            #[error("at {path}: unknown product \"{product}\"")]
            UnknownProduct {
                /// The product named.
                product: String,
                /// Where.
                path: String,
            },
            /// A Deployment card is printed for no game mode, or lists one twice.
            #[error(
                "at {path}: a card lists each of its modes (campaign, skirmish) once, and at least one"
            )]
            BadModes {
                /// Where.
                path: String,
            },
            /// Two cards of one list carry the same name and the same marks, so a list typed by
            /// name could not tell them apart.
            #[error("at {path}: the card reads exactly like the card at {first} (same name, subtitle, elite mark, affiliation and modes)")]
            IndistinctCard {
                /// Where the second card is.
                path: String,
                /// Where the first is.
                first: String,
            },
        }
        edit {
            /// The overlay edits a card that neither the pack nor the overlay lists.
            #[error("at {path}: there is no {list} card \"{card}\" to edit")]
            EditOfUnknownCard {
                /// Which list (`deployment` or `command`).
                list: String,
                /// The id edited.
                card: String,
                /// Where.
                path: String,
            },
        }
        overlay {}
    }
}

impl IaPackProblem {
    /// Where the problem is.
    pub fn path(&self) -> &str {
        match self {
            IaPackProblem::BadVersion { path, .. }
            | IaPackProblem::TooMany { path, .. }
            | IaPackProblem::DuplicateId { path, .. }
            | IaPackProblem::EmptyText { path }
            | IaPackProblem::TextTooLong { path, .. }
            | IaPackProblem::ControlCharacter { path }
            | IaPackProblem::OutOfRange { path, .. }
            | IaPackProblem::UnknownProduct { path, .. }
            | IaPackProblem::BadModes { path }
            | IaPackProblem::IndistinctCard { path, .. }
            | IaPackProblem::EditOfUnknownCard { path, .. }
            | IaPackProblem::AlreadyInPack { path, .. } => path,
            IaPackProblem::UnknownFormat { .. } => "format",
            IaPackProblem::UnknownOverlayFormat { .. } => "overlay.format",
            IaPackProblem::OverlayForOtherPack { .. } => "overlay.pack",
        }
    }
}

/// Why an Imperial Assault pack or overlay was refused: the one [`PackError`] of both packs,
/// listing this pack's problems. It is refused as a whole, with every problem found; nothing is
/// partly loaded and the catalog in use is unchanged.
pub type IaPackError = PackError<IaPackProblem>;
