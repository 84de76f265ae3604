//! Bounds on everything an Imperial Assault pack or overlay may hold. They are sanity bounds for
//! input from files, not game rules (the game's own numbers are far inside them).

use std::ops::RangeInclusive;

/// Largest pack file accepted, in bytes: the same as for the Aristeia! pack.
pub const MAX_IA_PACK_BYTES: usize = crate::limits::MAX_PACK_BYTES;

/// Largest overlay file accepted, in bytes: the same as for the Aristeia! overlay.
pub const MAX_IA_OVERLAY_BYTES: usize = crate::limits::MAX_OVERLAY_BYTES;

/// Most Deployment cards a pack (with its overlay) may list.
pub const MAX_DEPLOYMENT_CARDS: usize = 2000;

/// Most Command cards a pack (with its overlay) may list.
pub const MAX_COMMAND_CARDS: usize = 2000;

/// Most products a pack may list.
pub const MAX_IA_PRODUCTS: usize = 500;

/// Most skirmish maps a pack may list.
pub const MAX_SKIRMISH_MAPS: usize = 500;

/// Most traits one card may print, and most products one card may come in.
pub const MAX_CARD_LIST: usize = 16;

/// Most edits of one kind an overlay may hold.
pub const MAX_IA_EDITS: usize = 2000;

/// Longest licence notice, in characters (it may hold line breaks).
pub const MAX_NOTICE_CHARS: usize = 8000;

/// Accepted deployment costs: a few Skirmish Upgrades cost less than nothing.
pub const DEPLOYMENT_COST_RANGE: RangeInclusive<i16> = -40..=40;

/// Accepted reinforcement costs.
pub const REINFORCE_COST_RANGE: RangeInclusive<u8> = 0..=40;

/// Accepted figures per deployment group.
pub const FIGURES_RANGE: RangeInclusive<u8> = 1..=10;

/// Accepted Health values.
pub const HEALTH_RANGE: RangeInclusive<u8> = 1..=99;

/// Accepted Speed values.
pub const SPEED_RANGE: RangeInclusive<u8> = 0..=20;

/// Accepted Command card costs (a whole deck costs at most 15).
pub const COMMAND_COST_RANGE: RangeInclusive<u8> = 0..=15;

/// Accepted Command card limits (a deck holds 15 cards).
pub const COMMAND_LIMIT_RANGE: RangeInclusive<u8> = 1..=15;

/// Accepted release waves.
pub const WAVE_RANGE: RangeInclusive<u8> = 1..=99;
