//! What players do (actions), what the draft answers (events) and why it refuses.

use crate::clause::Clause;
use crate::commit::{Commitment, Committable, SaltError};
use crate::deck::{DeckChoice, DeckViolation};
use crate::seat::{BySeat, Seat};
use hexadraft_catalog::CharacterId;
use serde::{Deserialize, Serialize};
use std::fmt;

/// The steps of a round's draft, in rule order. Steps a draft's Mods do not use are skipped.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "kebab-case")]
pub enum Step {
    /// The Compass Transportation holder chooses who is Player A (otherwise a coin decided it).
    ChooseRoles,
    /// Koorie Queen: Player A bans, then Player B bans.
    Ban,
    /// The picks, A1 B2 A2 B2 A1 (Final Boss: A1 B2 A2 B2 A2 B2 A1).
    Pick,
    /// An organizer's format: one player, or both at once, lock a pick in secret, shown at the
    /// format's next reveal.
    HiddenPick,
    /// Vassily: both players secretly lock a swap (or keep), then both are revealed at once.
    Swap,
    /// Both players secretly lock their Tactics decks.
    Deck,
    /// Deployment: an Accesstel holder names one enemy character.
    Accesstel,
    /// Nothing is left to do.
    Complete,
}

impl Step {
    /// The clause that governs the step.
    pub fn clause(self) -> Clause {
        match self {
            Step::ChooseRoles => Clause::CompassTransportation,
            Step::Ban => Clause::KoorieQueenMod,
            Step::Pick | Step::Complete => Clause::BuildingTeamsEachRound,
            Step::HiddenPick => Clause::RulingDraftFormats,
            Step::Swap => Clause::VassilyMod,
            Step::Deck => Clause::Deckbuilding,
            Step::Accesstel => Clause::Accesstel,
        }
    }

    /// Whether the step's choices are made in the open, so the whole table may see what the seat
    /// to act may do: choosing Player A, bans and picks (AGL v1.0, "Building Teams at the
    /// beginning of each Tournament Round"; "Koorie Queen Mod"). The Vassily swap and the
    /// decks are secret, and at the Accesstel step the holder names a target at deployment.
    pub fn is_public(self) -> bool {
        match self {
            Step::ChooseRoles | Step::Ban | Step::Pick => true,
            Step::HiddenPick | Step::Swap | Step::Deck | Step::Accesstel | Step::Complete => false,
        }
    }
}

impl fmt::Display for Step {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Step::ChooseRoles => "choose Player A",
            Step::Ban => "ban",
            Step::Pick => "pick",
            Step::HiddenPick => "hidden pick",
            Step::Swap => "Vassily swap",
            Step::Deck => "Tactics deck",
            Step::Accesstel => "Accesstel",
            Step::Complete => "complete",
        })
    }
}

/// A Compass Transportation holder's decision (AGL "List of Sponsors": "you may choose who is
/// Player A").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "kebab-case")]
pub enum RoleChoice {
    /// The holder is Player A.
    BePlayerA,
    /// The holder is Player B.
    BePlayerB,
    /// The holder lets the seeded coin decide.
    TossCoin,
}

/// A Vassily swap decision: keep the team, or replace one character (AGL v1.0 "Vassily Mod").
/// Unknown fields are refused, beside `{"kind": "keep"}` too.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum SwapChoice {
    /// Keep the four picked characters.
    Keep,
    /// Replace `remove` (on the team) by `add` (from the same Starting Lineup).
    Replace {
        /// The character leaving the team.
        remove: CharacterId,
        /// The character joining the team.
        add: CharacterId,
    },
}

/// [`SwapChoice`] as read: serde ignores extra fields beside the tag of a unit variant even
/// under `deny_unknown_fields`, so `keep` is read as an empty struct variant, which refuses them.
#[derive(Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case", deny_unknown_fields)]
enum SwapChoiceInput {
    Keep {},
    Replace {
        remove: CharacterId,
        add: CharacterId,
    },
}

impl<'de> Deserialize<'de> for SwapChoice {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        Ok(match SwapChoiceInput::deserialize(deserializer)? {
            SwapChoiceInput::Keep {} => SwapChoice::Keep,
            SwapChoiceInput::Replace { remove, add } => SwapChoice::Replace { remove, add },
        })
    }
}

impl Committable for CharacterId {
    fn canonical_bytes(&self) -> Vec<u8> {
        serde_json::to_vec(self).unwrap_or_default()
    }
}

impl Committable for SwapChoice {
    fn canonical_bytes(&self) -> Vec<u8> {
        serde_json::to_vec(self).unwrap_or_default()
    }
}

/// One thing a player does. A draft is its setup plus the list of actions applied to it.
/// Unknown fields are refused with their name.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(tag = "action", rename_all = "kebab-case", deny_unknown_fields)]
pub enum DraftAction {
    /// The Compass Transportation holder decides who is Player A.
    ChooseRoles {
        /// Who acts.
        seat: Seat,
        /// The decision.
        choice: RoleChoice,
    },
    /// Koorie Queen: ban one character of the rival's Starting Lineup.
    Ban {
        /// Who bans.
        seat: Seat,
        /// The character banned.
        character: CharacterId,
    },
    /// Pick one character (for one's own team, or under Semy for the rival's team).
    Pick {
        /// Who picks (the drafter).
        seat: Seat,
        /// The character picked.
        character: CharacterId,
    },
    /// An organizer's format: lock a pick in secret, shown at the format's next reveal.
    LockPick {
        /// Who picks (the drafter).
        seat: Seat,
        /// The character picked.
        character: CharacterId,
        /// The salt of the commitment: 32 to 128 lowercase hex digits chosen at random.
        salt: String,
    },
    /// Vassily: lock a secret swap decision.
    LockSwap {
        /// Who decides (the drafter of the team).
        seat: Seat,
        /// The decision.
        swap: SwapChoice,
        /// The salt of the commitment: 32 to 128 lowercase hex digits chosen at random.
        salt: String,
    },
    /// Lock a secret Tactics deck.
    LockDeck {
        /// Whose deck.
        seat: Seat,
        /// The character Tactics chosen.
        deck: DeckChoice,
        /// The salt of the commitment: 32 to 128 lowercase hex digits chosen at random.
        salt: String,
    },
    /// Accesstel: name one enemy character at the beginning of deployment.
    NameAccesstelTarget {
        /// The Accesstel holder.
        seat: Seat,
        /// The enemy character.
        character: CharacterId,
    },
    /// Undo this seat's last undoable action (docs/rulings.md, "What can be undone").
    Undo {
        /// Who undoes.
        seat: Seat,
    },
}

impl DraftAction {
    /// The seat acting.
    pub fn seat(&self) -> Seat {
        match self {
            DraftAction::ChooseRoles { seat, .. }
            | DraftAction::Ban { seat, .. }
            | DraftAction::Pick { seat, .. }
            | DraftAction::LockPick { seat, .. }
            | DraftAction::LockSwap { seat, .. }
            | DraftAction::LockDeck { seat, .. }
            | DraftAction::NameAccesstelTarget { seat, .. }
            | DraftAction::Undo { seat } => *seat,
        }
    }

    /// The kind of action.
    pub fn kind(&self) -> ActionKind {
        match self {
            DraftAction::ChooseRoles { .. } => ActionKind::ChooseRoles,
            DraftAction::Ban { .. } => ActionKind::Ban,
            DraftAction::Pick { .. } => ActionKind::Pick,
            DraftAction::LockPick { .. } => ActionKind::LockPick,
            DraftAction::LockSwap { .. } => ActionKind::LockSwap,
            DraftAction::LockDeck { .. } => ActionKind::LockDeck,
            DraftAction::NameAccesstelTarget { .. } => ActionKind::NameAccesstelTarget,
            DraftAction::Undo { .. } => ActionKind::Undo,
        }
    }

    /// Whether the action carries a secret the rival may not see before the reveal: a locked
    /// Tactics deck (AGL v1.0, Standard Tournament, "Deckbuilding": players "secretly choose two
    /// Tactics from each of their Characters") or a locked Vassily swap (AGL v1.0, "Vassily Mod":
    /// "each player may secretly replace one of those cards"), or a pick locked in secret in an
    /// organizer's format (docs/rulings.md, "Hidden picks"). Player-safe exports withhold these.
    pub fn is_secret(&self) -> bool {
        match self {
            DraftAction::LockSwap { .. }
            | DraftAction::LockDeck { .. }
            | DraftAction::LockPick { .. } => true,
            DraftAction::ChooseRoles { .. }
            | DraftAction::Ban { .. }
            | DraftAction::Pick { .. }
            | DraftAction::NameAccesstelTarget { .. }
            | DraftAction::Undo { .. } => false,
        }
    }
}

/// What a player does at the table, before a front door adds the random salt to a secret lock
/// ([`DraftAction::from_move`]): the person choosing never handles a salt.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(tag = "move", rename_all = "kebab-case", deny_unknown_fields)]
pub enum DraftMove {
    /// The Compass Transportation holder decides who is Player A.
    ChooseRoles {
        /// Who acts.
        seat: Seat,
        /// The decision.
        choice: RoleChoice,
    },
    /// Koorie Queen: ban one character of the rival's Starting Lineup.
    Ban {
        /// Who bans.
        seat: Seat,
        /// The character.
        character: CharacterId,
    },
    /// Pick one character.
    Pick {
        /// Who picks.
        seat: Seat,
        /// The character.
        character: CharacterId,
    },
    /// Lock a pick in secret (an organizer's format with hidden picks).
    LockPick {
        /// Who picks.
        seat: Seat,
        /// The character.
        character: CharacterId,
    },
    /// Vassily: lock the secret swap (or keep).
    LockSwap {
        /// Who decides.
        seat: Seat,
        /// The decision.
        swap: SwapChoice,
    },
    /// Lock the secret Tactics deck.
    LockDeck {
        /// Whose deck.
        seat: Seat,
        /// The character Tactics chosen.
        deck: DeckChoice,
    },
    /// Accesstel: name one enemy character at deployment.
    NameAccesstelTarget {
        /// The holder.
        seat: Seat,
        /// The enemy character.
        character: CharacterId,
    },
    /// Undo this seat's last undoable step.
    Undo {
        /// Who undoes.
        seat: Seat,
    },
}

impl DraftMove {
    /// The seat the move is made for.
    pub fn seat(&self) -> Seat {
        match self {
            DraftMove::ChooseRoles { seat, .. }
            | DraftMove::Ban { seat, .. }
            | DraftMove::Pick { seat, .. }
            | DraftMove::LockPick { seat, .. }
            | DraftMove::LockSwap { seat, .. }
            | DraftMove::LockDeck { seat, .. }
            | DraftMove::NameAccesstelTarget { seat, .. }
            | DraftMove::Undo { seat } => *seat,
        }
    }

    /// Whether the move locks a secret, so it needs a fresh salt.
    pub fn needs_salt(&self) -> bool {
        matches!(
            self,
            DraftMove::LockPick { .. } | DraftMove::LockSwap { .. } | DraftMove::LockDeck { .. }
        )
    }
}

impl DraftAction {
    /// The action of `mv`, with `salt` for a secret lock (ignored by the other moves). The
    /// salt must be fresh and random for each lock (docs/rulings.md, "Secret choices and
    /// commitments").
    pub fn from_move(mv: DraftMove, salt: impl FnOnce() -> String) -> DraftAction {
        match mv {
            DraftMove::ChooseRoles { seat, choice } => DraftAction::ChooseRoles { seat, choice },
            DraftMove::Ban { seat, character } => DraftAction::Ban { seat, character },
            DraftMove::Pick { seat, character } => DraftAction::Pick { seat, character },
            DraftMove::LockPick { seat, character } => DraftAction::LockPick {
                seat,
                character,
                salt: salt(),
            },
            DraftMove::LockSwap { seat, swap } => DraftAction::LockSwap {
                seat,
                swap,
                salt: salt(),
            },
            DraftMove::LockDeck { seat, deck } => DraftAction::LockDeck {
                seat,
                deck,
                salt: salt(),
            },
            DraftMove::NameAccesstelTarget { seat, character } => {
                DraftAction::NameAccesstelTarget { seat, character }
            }
            DraftMove::Undo { seat } => DraftAction::Undo { seat },
        }
    }
}

/// The kind of a [`DraftAction`], for messages.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "kebab-case")]
pub enum ActionKind {
    /// Choosing Player A.
    ChooseRoles,
    /// A ban.
    Ban,
    /// A pick.
    Pick,
    /// Locking a hidden pick.
    LockPick,
    /// Locking a swap.
    LockSwap,
    /// Locking a deck.
    LockDeck,
    /// Naming the Accesstel target.
    NameAccesstelTarget,
    /// An undo.
    Undo,
}

impl fmt::Display for ActionKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            ActionKind::ChooseRoles => "choosing Player A",
            ActionKind::Ban => "a ban",
            ActionKind::Pick => "a pick",
            ActionKind::LockPick => "locking a hidden pick",
            ActionKind::LockSwap => "locking a Vassily swap",
            ActionKind::LockDeck => "locking a Tactics deck",
            ActionKind::NameAccesstelTarget => "naming an Accesstel target",
            ActionKind::Undo => "an undo",
        })
    }
}

/// Why a character cannot be banned, picked or swapped in right now.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize, thiserror::Error)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum Unavailable {
    /// Not in the Starting Lineup the choice is made from.
    #[error(
        "it is not in the Starting Lineup of {lineup_of} ({})",
        Clause::StartingLineup
    )]
    NotInLineup {
        /// The lineup's seat.
        lineup_of: Seat,
    },
    /// Banned from that lineup this round.
    #[error(
        "it is banned from the Starting Lineup of {lineup_of} this round ({})",
        Clause::KoorieQueenMod
    )]
    Banned {
        /// The lineup's seat.
        lineup_of: Seat,
    },
    /// Already on that team.
    #[error(
        "it is already on the team of {team_of} ({})",
        Clause::BuildingTeamsEachRound
    )]
    AlreadyOnTeam {
        /// The team's seat.
        team_of: Seat,
    },
    /// Under Zlavin, already on the other team.
    #[error(
        "it is on the team of {holder}, so under Zlavin it is blocked for the rival ({})",
        Clause::ZlavinMod
    )]
    HeldByRival {
        /// The seat whose team holds it.
        holder: Seat,
    },
    /// Under Zlavin, choosing it would leave too few characters to complete both teams.
    #[error(
        "choosing it would leave too few characters to complete both teams of {team_size} ({})",
        Clause::RulingZlavinCompletion
    )]
    WouldLeaveTeamsIncomplete {
        /// The team size.
        team_size: u32,
    },
}

impl Unavailable {
    /// The clause behind the reason.
    pub fn clause(&self) -> Clause {
        match self {
            Unavailable::NotInLineup { .. } => Clause::StartingLineup,
            Unavailable::Banned { .. } => Clause::KoorieQueenMod,
            Unavailable::AlreadyOnTeam { .. } => Clause::BuildingTeamsEachRound,
            Unavailable::HeldByRival { .. } => Clause::ZlavinMod,
            Unavailable::WouldLeaveTeamsIncomplete { .. } => Clause::RulingZlavinCompletion,
        }
    }
}

/// Why an action was refused. The draft is unchanged after a refusal.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, thiserror::Error)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum Refusal {
    /// The action belongs to another step.
    #[error(
        "{action} is not possible now: the draft is at the {step} step ({})",
        Clause::BuildingTeamsEachRound
    )]
    WrongStep {
        /// What was tried.
        action: ActionKind,
        /// The current step.
        step: Step,
    },
    /// Another seat is to act.
    #[error("it is not the turn of {seat} at the {step} step ({})", step.clause())]
    NotYourTurn {
        /// Who tried.
        seat: Seat,
        /// The current step.
        step: Step,
    },
    /// Only the Compass Transportation holder chooses Player A.
    #[error(
        "{seat} does not hold Compass Transportation, so cannot choose Player A ({})",
        Clause::CompassTransportation
    )]
    NotTheRoleChooser {
        /// Who tried.
        seat: Seat,
    },
    /// The character cannot be banned or picked now.
    #[error("{character} cannot be chosen: {reason}")]
    CharacterUnavailable {
        /// The character.
        character: CharacterId,
        /// Why.
        reason: Unavailable,
    },
    /// The Vassily swap's incoming character cannot join the team.
    #[error("{character} cannot be swapped in: {reason}{}", if matches!(reason, Unavailable::HeldByRival { .. }) { format!(" ({})", Clause::RulingVassilyWithZlavin) } else { String::new() })]
    SwapInUnavailable {
        /// The character.
        character: CharacterId,
        /// Why.
        reason: Unavailable,
    },
    /// The Vassily swap's outgoing character is not on the team.
    #[error(
        "{character} is not on the team of {team_of}, so it cannot be swapped out ({})",
        Clause::VassilyMod
    )]
    SwapOutNotOnTeam {
        /// The character.
        character: CharacterId,
        /// The team's seat.
        team_of: Seat,
    },
    /// The seat already locked this secret.
    #[error(
        "{seat} has already locked at the {step} step; undo first to change it ({})",
        Clause::RulingUndo
    )]
    AlreadyLocked {
        /// Who tried.
        seat: Seat,
        /// The step.
        step: Step,
    },
    /// The salt is malformed.
    #[error("the salt is not usable: {problem} ({})", Clause::RulingCommitments)]
    BadSalt {
        /// What is wrong.
        problem: SaltError,
    },
    /// The salt (or its first 16 bytes) was already used by a lock of this draft.
    #[error("this salt was already used for {earlier} by {seat}{}: every lock needs a fresh random salt, or the rival could recover the secret from its commitment by trying every choice ({})", if *revealed { ", and was revealed" } else { "" }, Clause::RulingCommitments)]
    SaltReused {
        /// The seat whose earlier lock used it.
        seat: Seat,
        /// What that lock was.
        earlier: ActionKind,
        /// Whether that salt has been shown to the rival (a revealed Vassily swap).
        revealed: bool,
    },
    /// The draft already holds the most actions one draft may record.
    #[error(
        "this draft already records {max} actions, the most one draft may hold ({})",
        Clause::RulingUndo
    )]
    TooManyActions {
        /// The bound.
        max: u32,
    },
    /// The deck breaks the deckbuilding rules.
    #[error("the deck is not legal: {}", violations.iter().map(|v| v.to_string()).collect::<Vec<_>>().join("; "))]
    DeckRefused {
        /// Every violation.
        violations: Vec<DeckViolation>,
    },
    /// The seat has no Accesstel effect to use.
    #[error("{seat} has no Accesstel effect to use{}", if *nullified { format!(": the rival's Vissiorama cancels it ({})", Clause::Vissiorama) } else { format!(" ({})", Clause::Accesstel) })]
    NoAccesstel {
        /// Who tried.
        seat: Seat,
        /// Whether the seat holds Accesstel but the rival's Vissiorama cancels it.
        nullified: bool,
    },
    /// The Accesstel target was already named.
    #[error(
        "{seat} has already named the Accesstel target ({})",
        Clause::Accesstel
    )]
    AccesstelAlreadyNamed {
        /// Who tried.
        seat: Seat,
    },
    /// The Accesstel target is not on the enemy team.
    #[error("{character} is not on the enemy team ({})", Clause::Accesstel)]
    NotAnEnemyCharacter {
        /// The character.
        character: CharacterId,
    },
    /// The seat has nothing it may undo.
    #[error("{seat} has nothing to undo: only its last ban or pick before the next one, its Compass choice before the first ban or pick, or its own locked secret before the reveal can be undone ({})", Clause::RulingUndo)]
    NothingToUndo {
        /// Who tried.
        seat: Seat,
    },
}

impl Refusal {
    /// The clause the refusal rests on.
    pub fn clause(&self) -> Clause {
        match self {
            Refusal::WrongStep { .. } => Clause::BuildingTeamsEachRound,
            Refusal::NotYourTurn { step, .. } => step.clause(),
            Refusal::NotTheRoleChooser { .. } => Clause::CompassTransportation,
            Refusal::CharacterUnavailable { reason, .. } => reason.clause(),
            Refusal::SwapInUnavailable { reason, .. } => match reason {
                Unavailable::HeldByRival { .. } => Clause::RulingVassilyWithZlavin,
                other => other.clause(),
            },
            Refusal::SwapOutNotOnTeam { .. } => Clause::VassilyMod,
            Refusal::AlreadyLocked { .. }
            | Refusal::NothingToUndo { .. }
            | Refusal::TooManyActions { .. } => Clause::RulingUndo,
            Refusal::BadSalt { .. } | Refusal::SaltReused { .. } => Clause::RulingCommitments,
            Refusal::DeckRefused { violations } => violations
                .first()
                .map_or(Clause::Deckbuilding, DeckViolation::clause),
            Refusal::NoAccesstel {
                nullified: true, ..
            } => Clause::Vissiorama,
            Refusal::NoAccesstel { .. }
            | Refusal::AccesstelAlreadyNamed { .. }
            | Refusal::NotAnEnemyCharacter { .. } => Clause::Accesstel,
        }
    }

    /// The refusal with its message and citation, ready to show or print.
    pub fn report(&self) -> RefusalReport {
        RefusalReport {
            refusal: self.clone(),
            message: self.to_string(),
            clause: self.clause().citation().into_owned(),
        }
    }
}

/// A refusal with its plain-words message and the citation of its clause.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct RefusalReport {
    /// The typed refusal.
    pub refusal: Refusal,
    /// The message.
    pub message: String,
    /// Where the rule is written.
    pub clause: String,
}

/// How Player A was decided.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(tag = "how", rename_all = "kebab-case")]
pub enum RoleDecider {
    /// The seeded coin toss ("Building Teams", step 1).
    CoinToss,
    /// The Compass Transportation holder let the coin decide.
    CoinTossAskedBy {
        /// The holder.
        seat: Seat,
    },
    /// A real coin tossed at the table, its outcome recorded in the setup.
    RealCoin,
    /// The Compass Transportation holder let the coin decide, and the coin was the real one
    /// recorded in the setup (docs/rulings.md, "A real coin at the table").
    RealCoinAskedBy {
        /// The holder.
        seat: Seat,
    },
    /// The Compass Transportation holder chose.
    ChosenBy {
        /// The holder.
        seat: Seat,
    },
}

/// Who is Player A, and how that was decided.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct RoleDecision {
    /// The seat that is Player A.
    pub player_a: Seat,
    /// How it was decided.
    pub decided_by: RoleDecider,
}

/// A ban made (public).
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct BanRecord {
    /// Who banned.
    pub seat: Seat,
    /// The character.
    pub character: CharacterId,
    /// The lineup it was banned from (the rival's).
    pub lineup_of: Seat,
}

/// A pick made (public).
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct PickRecord {
    /// Who picked (the drafter).
    pub seat: Seat,
    /// The character.
    pub character: CharacterId,
    /// Whose team it joined (the drafter's, or under Semy the rival's).
    pub team_of: Seat,
}

/// What an undo took back.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum Undone {
    /// The Compass holder's choice of Player A.
    RoleChoice,
    /// A ban.
    Ban {
        /// The character freed.
        character: CharacterId,
    },
    /// A pick.
    Pick {
        /// The character taken back.
        character: CharacterId,
    },
    /// A hidden pick locked in its still open turn (what it was is not said).
    PickLock,
    /// A locked Vassily swap.
    SwapLock,
    /// A locked deck.
    DeckLock,
}

/// What an accepted action did. Events never carry an unrevealed secret, so every event may be
/// shown to both players.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(tag = "event", rename_all = "kebab-case")]
pub enum DraftEvent {
    /// Player A is decided.
    RolesDecided {
        /// The decision.
        decision: RoleDecision,
    },
    /// A character was banned.
    Banned {
        /// The ban.
        ban: BanRecord,
    },
    /// A character was picked.
    Picked {
        /// The pick.
        pick: PickRecord,
        /// The hidden picks a reveal right after this pick showed (an organizer's format),
        /// in the order they were locked; absent when none.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        revealed: Vec<PickRecord>,
    },
    /// A hidden pick was locked; what it is stays secret until the next reveal.
    PickLocked {
        /// Who locked.
        seat: Seat,
        /// The commitment.
        commitment: Commitment,
    },
    /// A hidden pick was locked and the format's reveal that follows showed every hidden pick
    /// not shown before.
    PicksRevealed {
        /// Who locked last.
        seat: Seat,
        /// The last commitment.
        commitment: Commitment,
        /// The picks the reveal showed, in the order they were locked.
        picks: Vec<PickRecord>,
    },
    /// A swap was locked; the other is still open.
    SwapLocked {
        /// Who locked.
        seat: Seat,
        /// The commitment.
        commitment: Commitment,
    },
    /// The second swap was locked and both are revealed at once.
    SwapsRevealed {
        /// Who locked last.
        seat: Seat,
        /// The last commitment.
        commitment: Commitment,
        /// Both swaps, by the seat that chose them.
        swaps: BySeat<SwapChoice>,
        /// Whether both swaps were cancelled because under Zlavin they brought in the same
        /// character (docs/rulings.md, "Vassily with Zlavin").
        void: bool,
    },
    /// A deck was locked; the other is still open.
    DeckLocked {
        /// Who locked.
        seat: Seat,
        /// The commitment.
        commitment: Commitment,
    },
    /// The second deck was locked: both are shown to the organizer (never to the rival).
    DecksLocked {
        /// Who locked last.
        seat: Seat,
        /// The last commitment.
        commitment: Commitment,
    },
    /// The Accesstel holder named an enemy character.
    AccesstelNamed {
        /// The holder.
        seat: Seat,
        /// The enemy character.
        character: CharacterId,
    },
    /// An action was undone.
    Undone {
        /// Who undid.
        seat: Seat,
        /// What.
        undone: Undone,
    },
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_locked_decks_and_locked_swaps_are_secret() {
        // AGL v1.0, "Deckbuilding" and "Vassily Mod": the secret steps of a draft.
        let seat = Seat::First;
        let gata = CharacterId::new("gata").unwrap();
        let secret = [
            DraftAction::LockSwap {
                seat,
                swap: SwapChoice::Keep,
                salt: "ab".repeat(16),
            },
            DraftAction::LockDeck {
                seat,
                deck: DeckChoice { tactics: vec![] },
                salt: "ab".repeat(16),
            },
        ];
        let public = [
            DraftAction::ChooseRoles {
                seat,
                choice: RoleChoice::BePlayerA,
            },
            DraftAction::Ban {
                seat,
                character: gata.clone(),
            },
            DraftAction::Pick {
                seat,
                character: gata.clone(),
            },
            DraftAction::NameAccesstelTarget {
                seat,
                character: gata,
            },
            DraftAction::Undo { seat },
        ];
        assert!(secret.iter().all(DraftAction::is_secret));
        assert!(!public.iter().any(DraftAction::is_secret));
    }
}
