//! What can be wrong with an Imperial Assault pack or overlay. Each rule of the schema is its own
//! variant and says where the problem is; paths read like those of the Aristeia! pack
//! (`deployment_cards[id=stormtrooper].cost`, `overlay.command_edits[2]`).

use serde::Serialize;

/// One thing wrong with an Imperial Assault pack or overlay.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, thiserror::Error)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(tag = "kind", content = "detail", rename_all = "camelCase")]
pub enum IaPackProblem {
    /// The file is not an Imperial Assault pack of a known format.
    #[error("not a Hexadraft Imperial Assault pack of format version 1 (found {found})")]
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
    /// A name holds a control character (a line break, a tab, a NUL...).
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
        value: i64,
        /// The lowest accepted value.
        min: i64,
        /// The highest accepted value.
        max: i64,
    },
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
    /// Two cards of one list carry the same name and the same marks, so a list typed by name
    /// could not tell them apart.
    #[error("at {path}: the card reads exactly like the card at {first} (same name, subtitle, elite mark, affiliation and modes)")]
    IndistinctCard {
        /// Where the second card is.
        path: String,
        /// Where the first is.
        first: String,
    },
    /// The file is not an Imperial Assault overlay of a known format.
    #[error("not a Hexadraft Imperial Assault overlay of format version 1 (found {found})")]
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

/// Why an Imperial Assault pack or overlay was refused. It is refused as a whole, with every
/// problem found; nothing is partly loaded and the catalog in use is unchanged.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, thiserror::Error)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(tag = "kind", content = "detail", rename_all = "camelCase")]
pub enum IaPackError {
    /// The file is larger than the limit.
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
        problems: Vec<IaPackProblem>,
    },
}

impl IaPackError {
    /// The problems listed, empty for a file too large or unreadable.
    pub fn problems(&self) -> &[IaPackProblem] {
        match self {
            IaPackError::Invalid { problems } => problems,
            IaPackError::TooLarge { .. } | IaPackError::Malformed { .. } => &[],
        }
    }
}
