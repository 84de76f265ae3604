//! The AGL team draft and Tactics deck rules, as a validated, replayable state machine.
//!
//! A [`DraftSetup`] (plain data: version, Mods, both players, a seed) is checked by
//! [`Draft::new`], which reports every problem at once. The [`Draft`] then changes only through
//! [`Draft::apply`]: each [`DraftAction`] is validated against the rules of the version and Mods
//! and either accepted (returning a [`DraftEvent`]) or refused with a [`Refusal`] naming the
//! clause, leaving the draft as it was. [`Draft::options`] and [`Draft::legal_actions`] say
//! what a seat may do; [`Draft::view`] shows the draft to one viewer without leaking the other
//! seat's secrets; [`Draft::result`] gives the teams, decks and Underdog. The setup plus the
//! action list determine the draft: [`Draft::replay`] rebuilds it byte for byte.
//!
//! ```
//! use hexadraft_catalog::{Catalog, CharacterId, SponsorId, TacticSlot};
//! use hexadraft_draft::*;
//!
//! let catalog = Catalog::shipped();
//! let ids = |names: &[&str]| -> Vec<CharacterId> {
//!     names.iter().map(|n| CharacterId::new(*n).unwrap()).collect()
//! };
//! let player = |name: &str, lineup: &[&str]| PlayerSetup {
//!     name: name.to_owned(),
//!     lineup: ids(lineup),
//!     sponsor: SponsorId::new("oxyd").unwrap(),
//!     unlocked_sponsors: None,
//! };
//! let setup = DraftSetup {
//!     version: RulesetVersion::AglV1,
//!     mods: vec![],
//!     players: BySeat::new(
//!         player("Ana", &["gata", "8-ball", "parvati", "maximus",
//!                         "wild-bill", "hexx3r", "major-lunah", "miyamoto-mushashi"]),
//!         player("Bo", &["valkyrie", "hannibal", "laxmee", "senor-massacre",
//!                        "padre-mendoza", "murtair", "kozmo", "taowu"]),
//!     ),
//!     seed: 7,
//!     coin: hexadraft_draft::CoinToss::Seeded,
//!     scenario: None,
//!     stadium: None,
//! };
//! let mut draft = Draft::new(&catalog, setup)?;
//! // No Compass Transportation: the seeded coin has already chosen Player A.
//! assert_eq!(draft.step(), Step::Pick);
//! let salt = Salt::new("5a".repeat(16))?;
//!
//! // Picks: whoever is to act takes the first character they may.
//! while draft.step() == Step::Pick {
//!     let seat = draft.waiting_for()[0];
//!     let pick = draft
//!         .legal_actions(seat, &salt)
//!         .into_iter()
//!         .find(|a| matches!(a, DraftAction::Pick { .. }))
//!         .unwrap();
//!     draft.apply(pick)?;
//! }
//!
//! // Decks, secret and simultaneous: Tactics 0 and 1 of each character. Every lock takes a
//! // fresh random salt: a salt used before in the draft is refused.
//! let salts = BySeat::new("5a".repeat(16), "a5".repeat(16));
//! for seat in Seat::BOTH {
//!     let tactics = draft
//!         .picked_team(seat)
//!         .into_iter()
//!         .flat_map(|c| [0, 1].map(|s| TacticPick { character: c.clone(), slot: TacticSlot::new(s).unwrap() }))
//!         .collect();
//!     draft.apply(DraftAction::LockDeck {
//!         seat,
//!         deck: DeckChoice { tactics },
//!         salt: salts.get(seat).clone(),
//!     })?;
//! }
//!
//! let result = draft.result().unwrap();
//! assert_eq!(result.teams.first.len(), 4);
//! assert_eq!(result.decks.second.deck.len(), 18);
//! // Each seat's view shows its own deck only.
//! let view = draft.view(Viewer::Seat(Seat::First));
//! assert!(matches!(view.decks.second, SecretView::Locked { .. }));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # Glossary
//! - *Seat*: where a player was entered in the setup (first or second); fixed before roles.
//! - *Role*: Player A or Player B, decided in step 1 (coin toss, or Compass Transportation).
//! - *Starting Lineup*: the eight characters (four under Carano) a player registered.
//! - *Ban* (Koorie Queen): removing one character from the rival's lineup for the round.
//! - *Pick*: choosing a character for a team; the *drafter* picks, the *team owner* plays it
//!   (the same player, except under Semy where each drafts the rival's team).
//! - *Swap* (Vassily): a secret replacement of one picked character after the picks.
//! - *Deck*: the 18 Tactics: ten General Tactics (009-018) and eight character Tactics,
//!   chosen by *slot* (0-3 on each character).
//! - *Lock*: committing to a secret; *commitment*: SHA-256 of the salt and the choice;
//!   *reveal*: when both secrets are locked.
//! - *Underdog*: the player whose team has the lower total Initiative.
//! - *Sponsor*: a player's backer for the event; *Vissiorama* cancels the rival's.
//! - *Stadium* (AGL Circuit, Season 2): the venue whose effect applies to every game.

mod action;
mod clause;
mod clock;
mod commit;
mod deck;
mod draft;
mod format;
mod initiative;
mod options;
mod replay;
mod rules;
mod seat;
mod setup;
mod view;

pub use action::{
    ActionKind, BanRecord, DraftAction, DraftEvent, DraftMove, PickRecord, Refusal, RefusalReport,
    RoleChoice, RoleDecider, RoleDecision, Step, SwapChoice, Unavailable, Undone,
};
pub use clause::{Clause, IaSection, Section};
pub use clock::{
    expiry_action, expiry_draw, is_timed, timed_seats, ClockRefusal, ClockSettings, ClockView,
    ExpiredTurn, PaceClock, SeatClockView, MAX_ADDED_SECONDS, MAX_GRACE_SECONDS,
    MAX_RESERVE_SECONDS, MIN_GRACE_SECONDS,
};
pub use commit::{
    verify_commitment, Commitment, Committable, Salt, SaltError, MAX_SALT_HEX, MIN_SALT_HEX,
};
pub use deck::{
    check_deck, check_written_deck, Deck, DeckCard, DeckChoice, DeckRule, DeckViolation,
    TacticPick, CHARACTER_TACTICS_PER_DECK, MAX_DECK_INPUT, MAX_TACTICS_PER_CHARACTER,
};
pub use draft::{
    lineups_too_alike, lineups_too_alike_in, seed_tossing, stand_in_seed, Draft, ReplayError,
    StadiumEffect, MAX_DRAFT_ACTIONS,
};
pub use format::{
    Actor, DraftFormat, FormatFileError, FormatProblem, Scope, Turn, TurnAction,
    FORMAT_FILE_VERSION, MAX_FORMAT_BYTES, MAX_FORMAT_NAME_CHARS, MAX_FORMAT_TURNS,
};
pub use initiative::{team_initiative, TeamInitiative, MAX_TEAM_INPUT};
pub use options::{CharacterOption, DeckCharacter, SeatChoice, SeatOptions, TacticOption};
pub use replay::{replay_steps, DraftReplay, ReplayStep, ReplayStepsError};
pub use rules::{
    EventFormat, Mod, ModOption, ModSet, ModSetError, ModWarning, RulesetVersion, MAX_MODS_INPUT,
};
pub use seat::{BySeat, Role, Seat};
pub use setup::{
    CoinToss, DraftSetup, PlayerProblem, PlayerSetup, SetupError, SetupProblem, MAX_NAME_CHARS,
    MAX_UNLOCKED_SPONSORS,
};
pub use view::{
    AccesstelState, DeckResult, DeckReveal, DraftResult, DraftView, HiddenPickView, KellerEffect,
    LineupEntry, PlayerView, SecretView, ShangmeiEffect, SponsorView, UnderdogByInitiative,
    UnderdogReport, Viewer,
};

#[cfg(test)]
mod tests;
