//! The plumbing beneath the use cases: what every journal-backed use case does the same way
//! (append an entry after the one a screen saw, refuse a stale screen or a journal that can only
//! be read, read a journal's header, say why a replay stopped, name the data pack a journal was
//! made with). Use-case modules import from here and never from each other; nothing here
//! imports a use-case module (docs/ARCHITECTURE.md, "crates/app").

pub(crate) mod audience;
pub(crate) mod catalog_settings;
pub(crate) mod crash_context;
pub(crate) mod draft_journal;
mod entries;
pub(crate) mod entry_sources;
pub(crate) mod event_journal;
pub(crate) mod links;
mod pack;
pub(crate) mod parallel;
pub(crate) mod round_backups;
pub(crate) mod seat_codes;
pub(crate) mod state;
pub(crate) mod table;
pub(crate) mod table_view;

pub(crate) use entries::{
    append_entry, check_writable, header_value, read_only_after_replay, unreadable_header,
};
pub use pack::{PackMismatch, PackRef};
