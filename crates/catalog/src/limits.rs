//! Bounds on everything a pack or an overlay may hold. Packs and overlays can be imported from
//! files, so no count, length or number in them is trusted: each is checked against these limits
//! before the catalog is used. They are sanity bounds for the app, not game rules.

use std::ops::RangeInclusive;

/// Largest pack file accepted, in bytes.
pub const MAX_PACK_BYTES: usize = 4 * 1024 * 1024;

/// Largest overlay file accepted, in bytes.
pub const MAX_OVERLAY_BYTES: usize = 1024 * 1024;

/// Most characters a pack (or a pack with its overlay) may list.
pub const MAX_CHARACTERS: usize = 1000;

/// Most products a pack may list.
pub const MAX_PRODUCTS: usize = 200;

/// Most Sponsors a pack may list.
pub const MAX_SPONSORS: usize = 64;

/// Most scenarios a pack may list.
pub const MAX_SCENARIOS: usize = 200;

/// Most stadiums a pack may list.
pub const MAX_STADIUMS: usize = 64;

/// Most aliases one character may have.
pub const MAX_ALIASES: usize = 16;

/// Most character edits one overlay may hold (one per character).
pub const MAX_CHARACTER_EDITS: usize = MAX_CHARACTERS;

/// Longest name (character, alias, tactic, product, Sponsor, stadium, scenario, faction, overlay
/// label), in characters.
pub const MAX_NAME_CHARS: usize = 120;

/// Longest free text (an effect, a pack title or note), in characters.
pub const MAX_TEXT_CHARS: usize = 1000;

/// Longest pack version, in characters; a version grows by `+user.<hash>` when an overlay is
/// applied, so it leaves room for a few of those.
pub const MAX_VERSION_CHARS: usize = 128;

/// Accepted Initiative values.
pub const INITIATIVE_RANGE: RangeInclusive<u8> = 1..=20;

/// Accepted Movement, Energy and Health values.
pub const STAT_RANGE: RangeInclusive<u8> = 1..=20;

/// Accepted printed card numbers (character cards and Tactics share one numbering).
pub const CARD_NUMBER_RANGE: RangeInclusive<u16> = 1..=999;
