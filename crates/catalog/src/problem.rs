//! What can be wrong with a pack or an overlay. Each rule of the schema is its own variant, so the
//! UI can show it and tests can name it; every variant says where the problem is.
//!
//! Paths read like JSON paths: `characters[id=gata].tactics[1].name` picks a list item by its id
//! where it has one, and by position (`general_tactics[0]`, `characters[5]` for a repeated id)
//! where it has none or the id is the problem. Overlay paths start with `overlay.`.

use crate::model::SponsorRule;
use serde::Serialize;
use std::fmt;

/// The problems every pack reports alike, whatever its cards. The shared checks
/// ([`crate::checks::Checks`]) and the overlay machinery ([`crate::layer`]) write them once as
/// these, and each pack's problem type, declared by [`pack_problem!`], turns them into its own
/// variants of the same names and fields.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum CommonProblem<N> {
    UnknownFormat {
        found: String,
    },
    BadVersion {
        path: String,
        found: String,
    },
    TooMany {
        path: String,
        count: u32,
        max: u32,
    },
    DuplicateId {
        list: String,
        id: String,
        path: String,
    },
    EmptyText {
        path: String,
    },
    TextTooLong {
        path: String,
        chars: u32,
        max: u32,
    },
    ControlCharacter {
        path: String,
    },
    OutOfRange {
        path: String,
        value: N,
        min: N,
        max: N,
    },
    UnknownOverlayFormat {
        found: String,
    },
    OverlayForOtherPack {
        expected: String,
        found: String,
    },
    AlreadyInPack {
        list: String,
        id: String,
        path: String,
    },
}

/// A pack's problem type: it holds every [`CommonProblem`], reporting out-of-range numbers as
/// `Number`.
pub(crate) trait Problem: From<CommonProblem<Self::Number>> {
    /// How the pack reports an out-of-range number.
    type Number;
}

/// Declares a pack's problem type: the problems every pack reports alike, with the words and in
/// the order they have always had (the order is the UI bindings' order), around the pack's own
/// problems (`pack`: of the pack's content; `edit`: of an edit that does not fit the pack;
/// `overlay`: of an overlay on its own), and implements [`Problem`] for it.
///
/// A macro because the shared variants are variants of each pack's own enum: both enums are
/// serialized and shown as they are, so neither can hold the other.
macro_rules! pack_problem {
    (
        $(#[$attr:meta])*
        pub enum $name:ident {
            unknown_format: $unknown_format:tt,
            unknown_overlay_format: $unknown_overlay_format:tt,
            number: $number:ty,
            pack { $($pack:tt)* }
            edit { $($edit:tt)* }
            overlay { $($overlay:tt)* }
        }
    ) => {
        $(#[$attr])*
        pub enum $name {
            /// The file is not a pack of a known format.
            #[error($unknown_format)]
            UnknownFormat {
                /// What the file declares.
                found: String,
            },
            /// The pack version is empty, too long or uses characters other than letters, digits and
            /// `. + - _`.
            #[error("at {path}: the version \"{found}\" must be 1 to 128 letters, digits, dots, plus signs, hyphens or underscores")]
            BadVersion {
                /// Where.
                path: String,
                /// The refused version (cut to a readable length).
                found: String,
            },
            /// A list holds more items than the app accepts.
            #[error("at {path}: {count} items, more than the {max} allowed")]
            TooMany {
                /// Which list.
                path: String,
                /// How many it holds.
                count: u32,
                /// The limit.
                max: u32,
            },
            /// An id appears twice in one list.
            #[error("at {path}: {list} lists \"{id}\" more than once")]
            DuplicateId {
                /// Which list.
                list: String,
                /// The repeated id.
                id: String,
                /// Where the repeat is.
                path: String,
            },
            /// A name or text that must say something is empty (or only spaces).
            #[error("at {path}: the text is empty")]
            EmptyText {
                /// Where.
                path: String,
            },
            /// A name or text is longer than the app accepts.
            #[error("at {path}: the text has {chars} characters, more than the {max} allowed")]
            TextTooLong {
                /// Where.
                path: String,
                /// Its length, in characters.
                chars: u32,
                /// The limit.
                max: u32,
            },
            /// A name or text holds a control character (a line break, a tab, a NUL...).
            #[error("at {path}: the text holds a control character such as a line break")]
            ControlCharacter {
                /// Where.
                path: String,
            },
            /// A number is outside its sane range.
            #[error("at {path}: {value} is outside {min} to {max}")]
            OutOfRange {
                /// Where.
                path: String,
                /// The refused value.
                value: $number,
                /// The lowest accepted value.
                min: $number,
                /// The highest accepted value.
                max: $number,
            },
            $($pack)*
            /// The file is not an overlay of a known format.
            #[error($unknown_overlay_format)]
            UnknownOverlayFormat {
                /// What the file declares.
                found: String,
            },
            /// The overlay edits another pack.
            #[error("the overlay edits pack \"{found}\", not \"{expected}\"")]
            OverlayForOtherPack {
                /// The pack in use.
                expected: String,
                /// The pack the overlay names.
                found: String,
            },
            $($edit)*
            /// The overlay adds something the pack already has.
            #[error("at {path}: {list} \"{id}\" is already in the pack; edit it instead of adding it")]
            AlreadyInPack {
                /// Which list.
                list: String,
                /// The id added again.
                id: String,
                /// Where.
                path: String,
            },
            $($overlay)*
        }

        impl $crate::problem::Problem for $name {
            type Number = $number;
        }

        impl From<$crate::problem::CommonProblem<$number>> for $name {
            fn from(common: $crate::problem::CommonProblem<$number>) -> Self {
                use $crate::problem::CommonProblem as C;
                match common {
                    C::UnknownFormat { found } => Self::UnknownFormat { found },
                    C::BadVersion { path, found } => Self::BadVersion { path, found },
                    C::TooMany { path, count, max } => Self::TooMany { path, count, max },
                    C::DuplicateId { list, id, path } => Self::DuplicateId { list, id, path },
                    C::EmptyText { path } => Self::EmptyText { path },
                    C::TextTooLong { path, chars, max } => Self::TextTooLong { path, chars, max },
                    C::ControlCharacter { path } => Self::ControlCharacter { path },
                    C::OutOfRange { path, value, min, max } => {
                        Self::OutOfRange { path, value, min, max }
                    }
                    C::UnknownOverlayFormat { found } => Self::UnknownOverlayFormat { found },
                    C::OverlayForOtherPack { expected, found } => {
                        Self::OverlayForOtherPack { expected, found }
                    }
                    C::AlreadyInPack { list, id, path } => Self::AlreadyInPack { list, id, path },
                }
            }
        }
    };
}
pub(crate) use pack_problem;

pack_problem! {
    /// One thing wrong with a pack or an overlay.
    #[derive(Debug, Clone, PartialEq, Eq, Serialize, thiserror::Error)]
    #[cfg_attr(feature = "specta", derive(specta::Type))]
    #[serde(tag = "kind", content = "detail", rename_all = "camelCase")]
    pub enum PackProblem {
        unknown_format: "not a Hexadraft data pack of format version 1 (found {found})",
        unknown_overlay_format: "not a Hexadraft overlay of format version 1 (found {found})",
        number: u32,
        pack {
            /// Two cards share a printed number: character cards, character Tactics and General Tactics
            /// share one numbering, so a number names one card.
            #[error("at {path}: card number {number:03} is already used at {first}")]
            DuplicateCardNumber {
                /// The repeated number.
                number: u16,
                /// Where the repeat is.
                path: String,
                /// Where the number is first used.
                first: String,
            },
            /// The General Tactics are not exactly 009 to 018, in order.
            #[error(
                "the General Tactics must be exactly the ten cards 009 to 018, in order (found {found:?})"
            )]
            GeneralTactics {
                /// The numbers the pack lists.
                found: Vec<u16>,
            },
            /// A character names a product the pack does not list.
            #[error("at {path}: character \"{character}\" comes in unknown product \"{product}\"")]
            UnknownProduct {
                /// The character.
                character: String,
                /// The product named.
                product: String,
                /// Where.
                path: String,
            },
            /// There are not exactly two Basic Sponsors (AGL v1.0 and Season 2, "Choosing your
            /// Sponsor": every player may choose either of "the two Basic Sponsors").
            #[error("the Sponsors must include exactly two Basic Sponsors (found {found})")]
            BasicSponsors {
                /// How many Basic Sponsors the pack lists.
                found: u32,
            },
            /// Two Sponsors carry the same rule the app applies, so it could not tell which one acts.
            #[error("at {path}: another Sponsor already carries the rule {rule:?}")]
            DuplicateSponsorRule {
                /// The repeated rule.
                rule: SponsorRule,
                /// Where the repeat is.
                path: String,
            },
            /// A scenario has no name in any language.
            #[error("at {path}: the scenario has no name in any language")]
            UnnamedScenario {
                /// Where.
                path: String,
            },
        }
        edit {
            /// The overlay edits a character that neither the pack nor the overlay lists.
            #[error("at {path}: there is no character \"{character}\" to edit")]
            EditOfUnknownCharacter {
                /// Where.
                path: String,
                /// The id edited.
                character: String,
            },
        }
        overlay {
            /// One character edit changes the same tactic slot twice.
            #[error("at {path}: tactic slot {slot} is edited more than once")]
            DuplicateSlot {
                /// Where the repeat is.
                path: String,
                /// The slot.
                slot: u8,
            },
            /// The overlay names a General Tactic outside 009 to 018.
            #[error("at {path}: {number:03} is not a General Tactic (they are 009 to 018)")]
            NotAGeneralTactic {
                /// Where.
                path: String,
                /// The number given.
                number: u16,
            },
        }
    }
}

impl PackProblem {
    /// Where the problem is, when it is at one place.
    pub fn path(&self) -> Option<&str> {
        match self {
            PackProblem::BadVersion { path, .. }
            | PackProblem::TooMany { path, .. }
            | PackProblem::DuplicateId { path, .. }
            | PackProblem::EmptyText { path }
            | PackProblem::TextTooLong { path, .. }
            | PackProblem::ControlCharacter { path }
            | PackProblem::OutOfRange { path, .. }
            | PackProblem::DuplicateCardNumber { path, .. }
            | PackProblem::UnknownProduct { path, .. }
            | PackProblem::DuplicateSponsorRule { path, .. }
            | PackProblem::UnnamedScenario { path }
            | PackProblem::EditOfUnknownCharacter { path, .. }
            | PackProblem::AlreadyInPack { path, .. }
            | PackProblem::DuplicateSlot { path, .. }
            | PackProblem::NotAGeneralTactic { path, .. } => Some(path),
            PackProblem::UnknownFormat { .. } => Some("format"),
            PackProblem::GeneralTactics { .. } => Some("general_tactics"),
            PackProblem::BasicSponsors { .. } => Some("sponsors"),
            PackProblem::UnknownOverlayFormat { .. } => Some("overlay.format"),
            PackProblem::OverlayForOtherPack { .. } => Some("overlay.pack"),
        }
    }
}

/// Why a pack or an overlay was refused. It is refused as a whole, with every problem found;
/// nothing is partly loaded and the catalog in use is unchanged. `P` is the pack's problem type:
/// [`PackProblem`] for the Aristeia! pack, [`crate::ia::IaPackProblem`] for the Imperial Assault
/// pack ([`crate::ia::IaPackError`]).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, thiserror::Error)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(tag = "kind", content = "detail", rename_all = "camelCase")]
pub enum PackError<P: fmt::Display = PackProblem> {
    /// The file is larger than the limit ([`crate::MAX_PACK_BYTES`] for a pack,
    /// [`crate::limits::MAX_OVERLAY_BYTES`] for an overlay).
    #[error("the file is {bytes} bytes, more than the {max} allowed")]
    TooLarge {
        /// Its size.
        bytes: u32,
        /// The limit.
        max: u32,
    },
    /// The file is not valid JSON of the expected shape (a wrong type, a missing or unknown
    /// field, an id that is not a slug...). The reader stops at the first such error.
    #[error("the file cannot be read: {message}")]
    Malformed {
        /// The parser's message, with line and column.
        message: String,
    },
    /// The file reads but its content breaks the schema's rules.
    #[error("{} problem(s): {}", problems.len(), problems.iter().map(ToString::to_string).collect::<Vec<_>>().join("; "))]
    Invalid {
        /// Every problem found.
        problems: Vec<P>,
    },
}

impl<P: fmt::Display> PackError<P> {
    /// The problems listed, empty for a file too large or unreadable.
    pub fn problems(&self) -> &[P] {
        match self {
            PackError::Invalid { problems } => problems,
            PackError::TooLarge { .. } | PackError::Malformed { .. } => &[],
        }
    }
}
