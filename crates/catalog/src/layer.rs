//! The one mechanism both data packs share: a pack file read within its size limit and checked
//! whole, and the organizer's overlay read the same way and merged over the pack as loaded. The
//! merged pack keeps the pack's id, takes the version `<base version>+user.<hash of the overlay>`
//! (so an event that records it names exactly this data), is checked again by every rule of a
//! pack, and remembers which values are the organizer's.
//!
//! Each pack says only what is its own: its file and its checks ([`PackData`]), its overlay's
//! checks and how its edits apply ([`OverlayData`]).

use crate::ids::PackId;
use crate::limits::MAX_TEXT_CHARS;
use crate::model::PackInfo;
use crate::problem::{CommonProblem, PackError, Problem};
use serde::de::DeserializeOwned;
use serde::Serialize;
use sha2::{Digest, Sha256};
use std::fmt;
use std::sync::Arc;

/// How many hex digits of the overlay's SHA-256 go into the merged pack's version.
const HASH_HEX_DIGITS: usize = 12;

/// A data pack file, as the shared mechanism sees it.
pub(crate) trait PackData: Clone + Serialize + DeserializeOwned {
    /// The pack's problem type.
    type Problem: Problem + fmt::Display;

    /// Which pack and version this is.
    fn info(&self) -> &PackInfo;

    /// The same, to rename a merged pack.
    fn info_mut(&mut self) -> &mut PackInfo;

    /// Every rule of the pack's schema it breaks (empty when it is consistent).
    fn problems(&self) -> Vec<Self::Problem>;
}

/// The organizer's edits to a pack, as the shared mechanism sees them.
pub(crate) trait OverlayData: Clone + Serialize + DeserializeOwned {
    /// The pack it edits.
    type Pack: PackData;
    /// Which values of a merged pack are the organizer's.
    type UserValues: Default;

    /// The id of the pack it edits.
    fn pack_id(&self) -> &PackId;

    /// The organizer's name for these edits.
    fn label(&self) -> &str;

    /// Whether it changes nothing.
    fn is_empty(&self) -> bool;

    /// Every problem of the overlay on its own.
    fn problems(&self) -> Vec<<Self::Pack as PackData>::Problem>;

    /// Applies the additions and edits to `pack` (a copy of the pack as loaded), noting in
    /// `user` which values are the organizer's and in `problems` what does not fit the pack.
    fn merge_into(
        &self,
        pack: &mut Self::Pack,
        user: &mut Self::UserValues,
        problems: &mut Vec<<Self::Pack as PackData>::Problem>,
    );
}

/// Implements [`PackData`] and [`OverlayData`] for one pack: its file type (with its field
/// `pack: PackInfo`), its problem type and the function that checks a file; its overlay type
/// (with its fields `pack` and `label` and its own `is_empty` and `problems`), the type noting the
/// organizer's values and the functions that apply the overlay, in order.
///
/// A macro because what it writes is only the path from the traits to each pack's fields and
/// functions, which a trait cannot name; what each pack does is in those functions.
macro_rules! data_pack {
    (
        $pack:ty, $problem:ty, $rules:path;
        $overlay:ty, $user:ty, [$($merge:path),+ $(,)?]
    ) => {
        impl $crate::layer::PackData for $pack {
            type Problem = $problem;

            fn info(&self) -> &$crate::model::PackInfo {
                &self.pack
            }

            fn info_mut(&mut self) -> &mut $crate::model::PackInfo {
                &mut self.pack
            }

            fn problems(&self) -> Vec<$problem> {
                $rules(self)
            }
        }

        impl $crate::layer::OverlayData for $overlay {
            type Pack = $pack;
            type UserValues = $user;

            fn pack_id(&self) -> &$crate::ids::PackId {
                &self.pack
            }

            fn label(&self) -> &str {
                &self.label
            }

            fn is_empty(&self) -> bool {
                <$overlay>::is_empty(self)
            }

            fn problems(&self) -> Vec<$problem> {
                <$overlay>::problems(self)
            }

            fn merge_into(&self, pack: &mut $pack, user: &mut $user, problems: &mut Vec<$problem>) {
                $($merge(self, pack, user, problems);)+
            }
        }
    };
}
pub(crate) use data_pack;

/// Reads a pack or an overlay file as JSON, refusing one above `max_bytes` before reading it.
/// Unknown fields and wrong shapes are refused by the types' own `Deserialize`.
pub(crate) fn read_json<T: DeserializeOwned, P: fmt::Display>(
    text: &str,
    max_bytes: usize,
) -> Result<T, PackError<P>> {
    if text.len() > max_bytes {
        return Err(PackError::TooLarge {
            bytes: u32::try_from(text.len()).unwrap_or(u32::MAX),
            max: u32::try_from(max_bytes).unwrap_or(u32::MAX),
        });
    }
    serde_json::from_str(text).map_err(|e| PackError::Malformed {
        message: e.to_string(),
    })
}

/// Reads an overlay file and checks it on its own (whether it fits a pack is checked when it is
/// merged).
pub(crate) fn read_overlay<O: OverlayData>(
    text: &str,
    max_bytes: usize,
) -> Result<O, PackError<<O::Pack as PackData>::Problem>> {
    let overlay: O = read_json(text, max_bytes)?;
    let problems = overlay.problems();
    if problems.is_empty() {
        Ok(overlay)
    } else {
        Err(PackError::Invalid { problems })
    }
}

/// A pack or an overlay as a file: pretty JSON.
pub(crate) fn to_json<T: Serialize>(value: &T) -> String {
    // Serializing these plain structs cannot fail (string keys, no custom serializers).
    serde_json::to_string_pretty(value).unwrap_or_default()
}

/// The first 12 hex digits of the SHA-256 of an overlay's compact JSON: any change to the
/// overlay, its label included, changes it.
pub(crate) fn content_hash<T: Serialize>(overlay: &T) -> String {
    let bytes = serde_json::to_vec(overlay).unwrap_or_default();
    Sha256::digest(&bytes)
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect::<String>()
        .chars()
        .take(HASH_HEX_DIGITS)
        .collect()
}

/// A checked pack as loaded and the pack in use: the same pack, or the pack with an overlay
/// merged in. A catalog is built around one.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Layers<O: OverlayData> {
    /// The pack in use: the base pack with the overlay merged in.
    pub(crate) pack: Arc<O::Pack>,
    /// The pack as loaded, before any overlay; overlays always apply to it.
    pub(crate) base: Arc<O::Pack>,
    /// The overlay merged in, if any.
    pub(crate) overlay: Option<Arc<O>>,
    /// Which values came from the overlay.
    pub(crate) user: O::UserValues,
}

impl<O: OverlayData> Layers<O> {
    /// A pack already checked, with no overlay.
    pub(crate) fn loaded(pack: O::Pack) -> Layers<O> {
        let pack = Arc::new(pack);
        Layers {
            pack: Arc::clone(&pack),
            base: pack,
            overlay: None,
            user: O::UserValues::default(),
        }
    }

    /// The pack embedded in the app, read without checking it again: its check is a unit test
    /// (`the_shipped_pack_breaks_no_rule` and the IA pack's twin), and every process that opens
    /// an event reads it, the command line's eleven in a row included. `None` if it cannot be
    /// read, which the same tests rule out.
    pub(crate) fn shipped(text: &str) -> Option<Layers<O>> {
        serde_json::from_str(text).ok().map(Layers::loaded)
    }

    /// Checks a pack already read.
    pub(crate) fn check(
        pack: O::Pack,
    ) -> Result<Layers<O>, PackError<<O::Pack as PackData>::Problem>> {
        let problems = pack.problems();
        if problems.is_empty() {
            Ok(Layers::loaded(pack))
        } else {
            Err(PackError::Invalid { problems })
        }
    }

    /// Reads and checks a pack file of at most `max_bytes`.
    pub(crate) fn read(
        text: &str,
        max_bytes: usize,
    ) -> Result<Layers<O>, PackError<<O::Pack as PackData>::Problem>> {
        Layers::check(read_json(text, max_bytes)?)
    }

    /// The pack as loaded, without the overlay.
    pub(crate) fn without_overlay(&self) -> Layers<O> {
        Layers {
            pack: Arc::clone(&self.base),
            base: Arc::clone(&self.base),
            overlay: None,
            user: O::UserValues::default(),
        }
    }

    /// Merges `overlay` over the pack as loaded (an overlay already merged is replaced, not
    /// stacked) and checks the result by every rule of a pack. An overlay that changes nothing
    /// gives the pack as loaded, version unchanged.
    ///
    /// The problems come in this order: the overlay's own (alone, when it has any), another
    /// pack's overlay, what does not fit the pack, then every rule the merged pack breaks.
    pub(crate) fn with_overlay(
        &self,
        overlay: &O,
    ) -> Result<Layers<O>, PackError<<O::Pack as PackData>::Problem>> {
        let own = overlay.problems();
        if !own.is_empty() {
            return Err(PackError::Invalid { problems: own });
        }
        let base = self.base.info();
        let mut problems = Vec::new();
        if overlay.pack_id() != &base.id {
            problems.push(
                CommonProblem::OverlayForOtherPack {
                    expected: base.id.to_string(),
                    found: overlay.pack_id().to_string(),
                }
                .into(),
            );
        }
        if overlay.is_empty() && problems.is_empty() {
            return Ok(self.without_overlay());
        }

        let mut pack = (*self.base).clone();
        let mut user = O::UserValues::default();
        overlay.merge_into(&mut pack, &mut user, &mut problems);
        *pack.info_mut() = merged_info(base, overlay.label(), &content_hash(overlay));

        problems.extend(pack.problems());
        if !problems.is_empty() {
            return Err(PackError::Invalid { problems });
        }
        Ok(Layers {
            pack: Arc::new(pack),
            base: Arc::clone(&self.base),
            overlay: Some(Arc::new(overlay.clone())),
            user,
        })
    }

    /// The pack in use as a file.
    pub(crate) fn to_json(&self) -> String {
        to_json(&*self.pack)
    }
}

/// The name of the empty pack a catalog falls back to if the shipped pack ever failed its checks.
pub(crate) fn empty_info() -> PackInfo {
    PackInfo {
        id: PackId::from_trusted("empty"),
        version: "0".to_owned(),
        title: "Empty".to_owned(),
        note: None,
    }
}

/// The merged pack's name: the base's id and title, the version
/// `<base version>+user.<overlay hash>`, and a note saying whose edits are over which pack.
fn merged_info(base: &PackInfo, label: &str, overlay_hash: &str) -> PackInfo {
    let applied = format!(
        "Organizer's edits \"{label}\" over {} {}.",
        base.id, base.version
    );
    let note = match &base.note {
        Some(note) => format!("{applied} {note}"),
        None => applied,
    };
    PackInfo {
        id: base.id.clone(),
        version: format!("{}+user.{overlay_hash}", base.version),
        title: base.title.clone(),
        note: Some(note.chars().take(MAX_TEXT_CHARS).collect()),
    }
}

/// A record of a pack's list (a card, a product, a map...), known by its id.
pub(crate) trait Keyed: Clone {
    /// Its id's type.
    type Id: PartialEq + fmt::Display;

    /// Its id.
    fn id(&self) -> &Self::Id;
}

/// Implements [`Keyed`] for record types whose id is their field `id`.
macro_rules! keyed_by_id {
    ($($record:ty: $id:ty),* $(,)?) => {
        $(
            impl $crate::layer::Keyed for $record {
                type Id = $id;

                fn id(&self) -> &$id {
                    &self.id
                }
            }
        )*
    };
}
pub(crate) use keyed_by_id;

/// Appends the overlay's new records (`new`, from the overlay's list `new_<name>`) to the pack's
/// list `name`; an id the list already has is a problem and is not added, so it is reported once
/// and not again as a repeated id. Returns the records added.
pub(crate) fn add_new<'a, T: Keyed, P: Problem>(
    list: &mut Vec<T>,
    new: &'a [T],
    name: &str,
    problems: &mut Vec<P>,
) -> Vec<&'a T> {
    let mut added = Vec::new();
    for (i, record) in new.iter().enumerate() {
        if list.iter().any(|q| q.id() == record.id()) {
            problems.push(
                CommonProblem::AlreadyInPack {
                    list: name.to_owned(),
                    id: record.id().to_string(),
                    path: format!("overlay.new_{name}[{i}]"),
                }
                .into(),
            );
        } else {
            list.push(record.clone());
            added.push(record);
        }
    }
    added
}

/// The edit of the record `id` in an overlay's list of edits (`target` says which record an edit
/// is of), created empty by `new` if missing.
pub(crate) fn edit_mut<'a, E, I: PartialEq + Clone>(
    edits: &'a mut Vec<E>,
    id: &I,
    target: fn(&E) -> &I,
    new: fn(I) -> E,
) -> &'a mut E {
    let i = match edits.iter().position(|e| target(e) == id) {
        Some(i) => i,
        None => {
            edits.push(new(id.clone()));
            edits.len() - 1
        }
    };
    &mut edits[i]
}
