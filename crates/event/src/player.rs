//! Players: registration as entered, and the checked record the event keeps.

use hexadraft_catalog::{CharacterId, SponsorId, StartingLineup};
use serde::{Deserialize, Serialize};
use std::fmt;

/// Most players one event accepts (a sanity bound for input, far above any real event).
pub const MAX_PLAYERS: u32 = 50_000;

/// Longest player name, in characters.
pub const MAX_PLAYER_NAME_CHARS: usize = 80;

/// Longest Corvus PIN, in characters.
pub const MAX_PIN_CHARS: usize = 32;

/// Longest team name, in characters.
pub const MAX_TEAM_NAME_CHARS: usize = 80;

/// A player's number in the event: 1 for the first registered, 2 for the next, and so on. The
/// number is also the standings' last tiebreak (registration order).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(transparent)]
pub struct PlayerId(u32);

impl PlayerId {
    /// Wraps a registration number (1-based). Whether it names a player is checked by the event.
    pub fn new(number: u32) -> PlayerId {
        PlayerId(number)
    }

    /// The registration number.
    pub fn get(self) -> u32 {
        self.0
    }

    /// The position in registration order, if the number is not 0.
    pub(crate) fn index(self) -> Option<usize> {
        (self.0 as usize).checked_sub(1)
    }

    /// The id of the player at `index` in registration order.
    pub(crate) fn from_index(index: usize) -> PlayerId {
        PlayerId(
            u32::try_from(index)
                .unwrap_or(u32::MAX - 1)
                .saturating_add(1),
        )
    }
}

impl fmt::Display for PlayerId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "player {}", self.0)
    }
}

/// A player's registration as entered on the control sheet (AGL v1.0, Standard Tournament,
/// "Tournament Control Sheet": name, Corvus PIN, Sponsor and starting characters).
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(deny_unknown_fields)]
pub struct Registration {
    /// The player's name.
    pub name: String,
    /// The player's Corvus PIN (letters, digits and hyphens).
    pub corvus_pin: String,
    /// The Sponsor for the whole event (required in Standard formats).
    #[serde(default)]
    pub sponsor: Option<SponsorId>,
    /// The organizer checked that the player unlocked this Special Sponsor on their AGL profile.
    #[serde(default)]
    pub sponsor_unlocked: bool,
    /// The Starting Lineup (required in Standard formats).
    #[serde(default)]
    pub lineup: Option<Vec<CharacterId>>,
    /// The player's team name, if they have one (AGL S2, Normas Básicas, "Nombres y logotipos de
    /// equipo"); blank is none. Absent in registrations written before team names existed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub team_name: Option<String>,
}

/// A registered player.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct Player {
    /// The player's number.
    pub id: PlayerId,
    /// The name, trimmed.
    pub name: String,
    /// The Corvus PIN.
    pub corvus_pin: String,
    /// The Sponsor, if any.
    pub sponsor: Option<SponsorId>,
    /// The checked Starting Lineup, if any.
    pub lineup: Option<StartingLineup>,
    /// The team name, trimmed, if any.
    pub team_name: Option<String>,
    /// The first round the player could be paired in: 1, or later for a late arrival.
    pub first_round: u32,
    /// After which round the player dropped (0: before round 1), if they did.
    pub dropped_after_round: Option<u32>,
}

impl Player {
    /// Whether the player is still in the event (has not dropped).
    pub fn is_active(&self) -> bool {
        self.dropped_after_round.is_none()
    }
}

/// A Corvus PIN as the AGL tells players apart: trimmed and compared without case, everywhere a
/// PIN is looked up (one registration per PIN, the ratings before an event, the season ledger).
/// `cb-1024`, ` CB-1024 ` and `CB-1024` are the same player (docs/rulings.md, "Corvus PINs").
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(from = "String", into = "String")]
pub struct PinKey(String);

impl PinKey {
    /// The key of `pin`: surrounding spaces dropped, ASCII letters in upper case.
    pub fn of(pin: &str) -> PinKey {
        PinKey(pin.trim().to_ascii_uppercase())
    }

    /// The key as text (upper case).
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl From<String> for PinKey {
    fn from(pin: String) -> PinKey {
        PinKey::of(&pin)
    }
}

impl From<PinKey> for String {
    fn from(key: PinKey) -> String {
        key.0
    }
}

impl fmt::Display for PinKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// Checks a Corvus PIN's shape: 1 to 32 letters, digits or hyphens.
pub(crate) fn pin_is_well_formed(pin: &str) -> bool {
    !pin.is_empty()
        && pin.chars().count() <= MAX_PIN_CHARS
        && pin.chars().all(|c| c.is_ascii_alphanumeric() || c == '-')
}
