//! Draft formats as data: the order of a round's bans, picks and Vassily swap as a list of
//! turns the engine walks (docs/formats.md, "Draft formats"; docs/rulings.md, "Draft formats").
//!
//! The official orders of AGL v1.0 and Season 2, with their Mods, are built-in formats
//! ([`DraftFormat::official`]); an organizer's format is the same data, read from a file
//! ([`DraftFormat::from_json`]) and checked against the event's Mods
//! ([`DraftFormat::problems`]) before any draft starts. Choosing Player A comes before every
//! format's turns, and the secret Tactics decks (and Accesstel) after them: those are rules of
//! the tournament, not of the order.

use crate::clause::Clause;
use crate::rules::{Mod, ModSet};
use crate::seat::{Role, Seat};
use serde::{Deserialize, Serialize};
use std::fmt;

/// The version of the format file's text form this build writes and reads.
pub const FORMAT_FILE_VERSION: u32 = 1;

/// Most turns a format may hold. A draft needs at most fifteen; a longer list is refused
/// unread.
pub const MAX_FORMAT_TURNS: usize = 64;

/// Most bytes a format file may hold, refused before it is parsed.
pub const MAX_FORMAT_BYTES: usize = 16 * 1024;

/// Longest format name accepted, in characters.
pub const MAX_FORMAT_NAME_CHARS: usize = 100;

/// Who acts on a turn.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "kebab-case")]
pub enum Actor {
    /// Player A alone.
    PlayerA,
    /// Player B alone.
    PlayerB,
    /// Both players at once, each in secret; the turn ends when both have locked.
    Both,
    /// Nobody: a reveal, which the draft passes on its own.
    Nobody,
}

impl Actor {
    /// The role acting alone, if one does.
    pub fn role(self) -> Option<Role> {
        match self {
            Actor::PlayerA => Some(Role::A),
            Actor::PlayerB => Some(Role::B),
            Actor::Both | Actor::Nobody => None,
        }
    }

    /// The roles acting: one, both, or none (a reveal).
    pub fn roles(self) -> &'static [Role] {
        match self {
            Actor::PlayerA => &[Role::A],
            Actor::PlayerB => &[Role::B],
            Actor::Both => &[Role::A, Role::B],
            Actor::Nobody => &[],
        }
    }
}

impl fmt::Display for Actor {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Actor::PlayerA => "Player A",
            Actor::PlayerB => "Player B",
            Actor::Both => "both players at once",
            Actor::Nobody => "nobody",
        })
    }
}

/// What a turn does.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "kebab-case")]
pub enum TurnAction {
    /// Public: remove one character from a Starting Lineup for the round (as Koorie Queen).
    Ban,
    /// Public: one character joins a team from that team's Starting Lineup.
    Pick,
    /// Hidden: each player locks a swap of one picked character (or keeps), and both are
    /// revealed at once when both have locked (as Vassily).
    Swap,
    /// Hidden: one character joins a team, locked in secret with a commitment; it stays secret
    /// until the next reveal turn. Made by one player, or by both at once (each their own).
    HiddenPick,
    /// Every hidden pick locked so far is shown to all. Nobody acts: the draft passes it as
    /// soon as the turns before it are done.
    Reveal,
}

impl TurnAction {
    /// Whether the turn's choice stays secret until its reveal: the swap's until the end of its
    /// turn, a hidden pick's until the next reveal turn.
    pub fn is_hidden(self) -> bool {
        matches!(self, TurnAction::Swap | TurnAction::HiddenPick)
    }

    /// Whether a character joins a team on this turn.
    pub fn is_pick(self) -> bool {
        matches!(self, TurnAction::Pick | TurnAction::HiddenPick)
    }
}

impl fmt::Display for TurnAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            TurnAction::Ban => "a ban",
            TurnAction::Pick => "a pick",
            TurnAction::Swap => "a swap",
            TurnAction::HiddenPick => "a hidden pick",
            TurnAction::Reveal => "a reveal",
        })
    }
}

/// Whose Starting Lineup (and team) a turn works on, from the acting player's side.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "kebab-case")]
pub enum Scope {
    /// The acting player's own lineup and team.
    #[default]
    Own,
    /// The rival's lineup and team (a Koorie Queen ban; every pick under Semy).
    Rival,
}

impl Scope {
    /// The seat whose lineup and team `actor` works on.
    pub fn seat_for(self, actor: Seat) -> Seat {
        match self {
            Scope::Own => actor,
            Scope::Rival => actor.other(),
        }
    }

    /// The role whose lineup and team `actor` works on.
    pub fn role_for(self, actor: Role) -> Role {
        match self {
            Scope::Own => actor,
            Scope::Rival => actor.other(),
        }
    }
}

/// One turn of a format.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(deny_unknown_fields)]
pub struct Turn {
    /// Who acts.
    pub actor: Actor,
    /// What they do.
    pub action: TurnAction,
    /// Whose lineup and team (a reveal has none: it may leave it out, read as own).
    #[serde(default)]
    pub scope: Scope,
}

impl Turn {
    const fn new(actor: Actor, action: TurnAction, scope: Scope) -> Turn {
        Turn {
            actor,
            action,
            scope,
        }
    }
}

/// A draft order: a name and its turns. Plain data that may be wrong: [`DraftFormat::problems`]
/// checks it against the event's Mods.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(deny_unknown_fields)]
pub struct DraftFormat {
    /// The name the organizer gave it (or the official order's).
    pub name: String,
    /// The turns, in order.
    pub turns: Vec<Turn>,
}

/// A format file: the text form's version and the format (docs/formats.md, "Draft formats").
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct FormatFile {
    hexadraft_format: u32,
    name: String,
    turns: Vec<Turn>,
}

/// Why a format file could not be read. Nothing of it was used.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, thiserror::Error)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum FormatFileError {
    /// The file is larger than any format needs: it was not read.
    #[error("the format file holds {found} bytes; a format file holds at most {max}, so it was not read ({})", Clause::RulingDraftFormats)]
    TooLarge {
        /// The bound.
        max: u32,
        /// The file's size.
        found: u32,
    },
    /// The text is not a format file.
    #[error("line {line}, column {column}: {reason}")]
    Unreadable {
        /// The line, from 1.
        line: u32,
        /// The column, from 1.
        column: u32,
        /// What is wrong there.
        reason: String,
    },
    /// The file was written by a later version of the app.
    #[error(
        "the format file is of version {found}; this version of the app reads version {supported}"
    )]
    UnsupportedVersion {
        /// The version the file declares.
        found: u32,
        /// The version read.
        supported: u32,
    },
    /// The format reads, but breaks the rules of formats.
    #[error("{}", problems.iter().map(ToString::to_string).collect::<Vec<_>>().join("; "))]
    Invalid {
        /// Every problem, in turn order.
        problems: Vec<FormatProblem>,
    },
}

/// What is wrong with a format (docs/rulings.md, "Draft formats"). `turn` counts from 0.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, thiserror::Error)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum FormatProblem {
    /// The name is empty.
    #[error("the format has no name ({})", Clause::RulingDraftFormats)]
    NameEmpty,
    /// The name is too long or holds a control character.
    #[error(
        "the format's name must be one line of at most {max} characters ({})",
        Clause::RulingDraftFormats
    )]
    NameUnusable {
        /// The bound.
        max: u32,
    },
    /// More turns than any draft needs: the list was not read.
    #[error(
        "the format lists {found} turns; a format holds at most {max}, so it was not read ({})",
        Clause::RulingDraftFormats
    )]
    TooManyTurns {
        /// The bound.
        max: u32,
        /// How many were listed.
        found: u32,
    },
    /// Under Carano the lineup is the team: there is nothing to ban, pick or swap.
    #[error(
        "turn {turn}: under Carano the Starting Lineup is the team, so a format has no turns ({})",
        Clause::CaranoMod
    )]
    TurnUnderCarano {
        /// The turn.
        turn: u32,
    },
    /// The actor cannot do this action: a ban or a pick is one player's, a swap both players',
    /// a hidden pick one player's or both players', a reveal nobody's.
    #[error("turn {turn}: {action} is made by {}, not by {actor} ({})", match action { TurnAction::Swap => "both players at once", TurnAction::Ban | TurnAction::Pick => "Player A or Player B alone", TurnAction::HiddenPick => "Player A, Player B or both players at once", TurnAction::Reveal => "nobody: the draft passes it on its own" }, Clause::RulingDraftFormats)]
    ActorCannotAct {
        /// The turn.
        turn: u32,
        /// The actor given.
        actor: Actor,
        /// The action.
        action: TurnAction,
    },
    /// A ban after a pick: bans come before the picks, as Koorie Queen's do.
    #[error(
        "turn {turn}: a ban comes after a pick; every ban comes before the first pick ({})",
        Clause::KoorieQueenMod
    )]
    BanAfterPick {
        /// The turn.
        turn: u32,
    },
    /// A second ban on one lineup: each lineup loses at most one character.
    #[error("turn {turn}: the Starting Lineup of {lineup_of} is banned from a second time; each lineup loses at most one character ({})", Clause::KoorieQueenMod)]
    SecondBanOnLineup {
        /// The turn.
        turn: u32,
        /// Whose lineup.
        lineup_of: Role,
    },
    /// A ban that leaves a lineup too small to complete its team.
    #[error("turn {turn}: after this ban the Starting Lineup of {lineup_of} holds {left} characters, too few for a team of {team_size} ({})", Clause::RulingDraftFormats)]
    BanLeavesTooFew {
        /// The turn.
        turn: u32,
        /// Whose lineup.
        lineup_of: Role,
        /// Characters left in it.
        left: u32,
        /// The team size.
        team_size: u32,
    },
    /// A pick beyond the team's size.
    #[error(
        "turn {turn}: the team of {team_of} is already complete with {team_size} characters ({})",
        Clause::BuildingTeamsEachRound
    )]
    TeamOverfull {
        /// The turn.
        turn: u32,
        /// Whose team.
        team_of: Role,
        /// The team size.
        team_size: u32,
    },
    /// Too few picks for a team.
    #[error(
        "the team of {team_of} gets {picks} picks; a team has {team_size} characters ({})",
        Clause::BuildingTeamsEachRound
    )]
    TeamIncomplete {
        /// Whose team.
        team_of: Role,
        /// The picks it gets.
        picks: u32,
        /// The team size.
        team_size: u32,
    },
    /// A turn after the swap, or a second swap: the hidden swap is the last turn, revealed
    /// before the decks are chosen.
    #[error("turn {turn}: a turn follows the swap; the swap is the format's last turn, so it is revealed before anything depends on it ({})", Clause::VassilyMod)]
    SwapNotLast {
        /// The turn after the swap.
        turn: u32,
    },
    /// A choice before the reveal of an earlier hidden pick that could meet it: the rival
    /// choosing for the same team (or under Zlavin for either), or a public pick the whole table
    /// watches, whose refusals and greyed-out cards would show the hidden character.
    #[error("turn {turn}: this choice could meet the hidden pick of turn {hidden_turn} before that pick is revealed, and so give it away; put a reveal turn between them ({})", Clause::RulingDraftFormats)]
    HiddenPickNotYetRevealed {
        /// The turn that comes too soon.
        turn: u32,
        /// The hidden pick's turn.
        hidden_turn: u32,
    },
    /// A hidden pick with no reveal turn after it: teams must be known before the decks.
    #[error("turn {turn}: this hidden pick is never revealed; a reveal turn must follow it before the swap and the end of the draft ({})", Clause::RulingDraftFormats)]
    HiddenPickNeverRevealed {
        /// The hidden pick's turn.
        turn: u32,
    },
    /// A reveal with no hidden pick before it since the last reveal.
    #[error(
        "turn {turn}: this reveal has no hidden pick to show ({})",
        Clause::RulingDraftFormats
    )]
    NothingToReveal {
        /// The reveal's turn.
        turn: u32,
    },
    /// Under Zlavin, both players picking in secret at once could choose the same character,
    /// which only one team may hold.
    #[error("turn {turn}: both players pick in secret at once, and under Zlavin both could choose the same character, which only one team may hold ({})", Clause::ZlavinMod)]
    HiddenPicksMayMeetUnderZlavin {
        /// The turn.
        turn: u32,
    },
}

impl FormatProblem {
    /// The turn the problem is at (from 0), if it is at one.
    pub fn turn(&self) -> Option<u32> {
        match self {
            FormatProblem::NameEmpty
            | FormatProblem::NameUnusable { .. }
            | FormatProblem::TooManyTurns { .. }
            | FormatProblem::TeamIncomplete { .. } => None,
            FormatProblem::TurnUnderCarano { turn }
            | FormatProblem::ActorCannotAct { turn, .. }
            | FormatProblem::BanAfterPick { turn }
            | FormatProblem::SecondBanOnLineup { turn, .. }
            | FormatProblem::BanLeavesTooFew { turn, .. }
            | FormatProblem::TeamOverfull { turn, .. }
            | FormatProblem::SwapNotLast { turn }
            | FormatProblem::HiddenPickNotYetRevealed { turn, .. }
            | FormatProblem::HiddenPickNeverRevealed { turn }
            | FormatProblem::NothingToReveal { turn }
            | FormatProblem::HiddenPicksMayMeetUnderZlavin { turn } => Some(*turn),
        }
    }

    /// The clause the problem rests on.
    pub fn clause(&self) -> Clause {
        match self {
            FormatProblem::TurnUnderCarano { .. } => Clause::CaranoMod,
            FormatProblem::BanAfterPick { .. } | FormatProblem::SecondBanOnLineup { .. } => {
                Clause::KoorieQueenMod
            }
            FormatProblem::TeamOverfull { .. } | FormatProblem::TeamIncomplete { .. } => {
                Clause::BuildingTeamsEachRound
            }
            FormatProblem::SwapNotLast { .. } => Clause::VassilyMod,
            FormatProblem::HiddenPicksMayMeetUnderZlavin { .. } => Clause::ZlavinMod,
            FormatProblem::HiddenPickNotYetRevealed { .. }
            | FormatProblem::HiddenPickNeverRevealed { .. }
            | FormatProblem::NothingToReveal { .. } => Clause::RulingDraftFormats,
            FormatProblem::NameEmpty
            | FormatProblem::NameUnusable { .. }
            | FormatProblem::TooManyTurns { .. }
            | FormatProblem::ActorCannotAct { .. }
            | FormatProblem::BanLeavesTooFew { .. } => Clause::RulingDraftFormats,
        }
    }
}

fn count_u32(n: usize) -> u32 {
    u32::try_from(n).unwrap_or(u32::MAX)
}

impl DraftFormat {
    /// The official order of the rules document and Mods of `mods` (AGL v1.0, "Building Teams at
    /// the beginning of each Tournament Round"; "Koorie Queen Mod"; "Semy Mod"; "Vassily Mod";
    /// "Carano Mod"; AGL S2, "Final Boss", "Formar los equipos").
    pub fn official(mods: &ModSet) -> DraftFormat {
        use Actor::{Both, PlayerA, PlayerB};
        let mut turns = Vec::new();
        if !mods.has(Mod::Carano) {
            // Koorie Queen: "Player A bans one Character from Player B's Starting Lineup. Then,
            // Player B bans one Character from Player A's Starting Lineup."
            if mods.has(Mod::KoorieQueen) {
                turns.push(Turn::new(PlayerA, TurnAction::Ban, Scope::Rival));
                turns.push(Turn::new(PlayerB, TurnAction::Ban, Scope::Rival));
            }
            // Semy: each player drafts the opponent's team from the opponent's lineup.
            let team = if mods.has(Mod::Semy) {
                Scope::Rival
            } else {
                Scope::Own
            };
            let pattern: &[Role] = if mods.has(Mod::FinalBoss) {
                // A1, B2, A2, B2, A2, B2, A1.
                &[Role::A, Role::B, Role::B, Role::A, Role::A, Role::B]
            } else {
                // A1, B2, A2, B2, A1.
                &[Role::A, Role::B, Role::B, Role::A]
            };
            for role in pattern.iter().chain(pattern.iter().rev()) {
                let actor = match role {
                    Role::A => PlayerA,
                    Role::B => PlayerB,
                };
                turns.push(Turn::new(actor, TurnAction::Pick, team));
            }
            // Vassily: the drafter swaps on the team they drafted (docs/rulings.md, "Vassily
            // with Semy").
            if mods.has(Mod::Vassily) {
                turns.push(Turn::new(Both, TurnAction::Swap, team));
            }
        }
        DraftFormat {
            name: format!("{} official order", mods.version()),
            turns,
        }
    }

    /// Every problem of the format under `mods`, in turn order; empty when the engine can run
    /// it. A list of more than [`MAX_FORMAT_TURNS`] turns is one problem, looked at no
    /// further.
    ///
    /// The checks make every draft in the format finish: each team gets exactly its size in
    /// picks, each lineup keeps enough characters after its ban, the hidden swap is the last
    /// turn (so it is revealed before anything depends on it), and the actor of each turn always
    /// has a choice (docs/rulings.md, "Draft formats").
    pub fn problems(&self, mods: &ModSet) -> Vec<FormatProblem> {
        let mut problems = self.shape_problems();
        if self.turns.len() > MAX_FORMAT_TURNS {
            return problems;
        }
        problems.extend(self.turn_problems(mods));
        problems
    }

    /// The problems that hold under any Mods: the name, and the number of turns. A format
    /// without them may be kept, to be used under Mods it suits.
    pub fn shape_problems(&self) -> Vec<FormatProblem> {
        let mut problems = Vec::new();
        let name = self.name.trim();
        if name.is_empty() {
            problems.push(FormatProblem::NameEmpty);
        } else if self.name.chars().count() > MAX_FORMAT_NAME_CHARS
            || self.name.chars().any(char::is_control)
        {
            problems.push(FormatProblem::NameUnusable {
                max: count_u32(MAX_FORMAT_NAME_CHARS),
            });
        }
        if self.turns.len() > MAX_FORMAT_TURNS {
            problems.push(FormatProblem::TooManyTurns {
                max: count_u32(MAX_FORMAT_TURNS),
                found: count_u32(self.turns.len()),
            });
        }
        problems
    }

    fn turn_problems(&self, mods: &ModSet) -> Vec<FormatProblem> {
        let mut problems = Vec::new();
        if mods.has(Mod::Carano) {
            problems.extend(
                (0..self.turns.len()).map(|turn| FormatProblem::TurnUnderCarano {
                    turn: count_u32(turn),
                }),
            );
            return problems;
        }
        let team_size = mods.team_size();
        let lineup_size = mods.lineup_size();
        let zlavin = mods.has(Mod::Zlavin);
        let mut picks = [0usize; 2];
        let mut banned = [false; 2];
        let mut picked_yet = false;
        let mut swap_seen = false;
        // The hidden picks not yet revealed: their turn, who chose, and for whose team.
        let mut unrevealed: Vec<(u32, Role, Role)> = Vec::new();
        let slot = |role: Role| match role {
            Role::A => 0,
            Role::B => 1,
        };
        for (i, turn) in self.turns.iter().enumerate() {
            let at = count_u32(i);
            if swap_seen {
                problems.push(FormatProblem::SwapNotLast { turn: at });
            }
            let acts = match (turn.action, turn.actor) {
                (TurnAction::Swap, Actor::Both) | (TurnAction::Reveal, Actor::Nobody) => true,
                (TurnAction::HiddenPick, actor) => actor != Actor::Nobody,
                (TurnAction::Ban | TurnAction::Pick, actor) => actor.role().is_some(),
                (TurnAction::Swap | TurnAction::Reveal, _) => false,
            };
            if !acts {
                problems.push(FormatProblem::ActorCannotAct {
                    turn: at,
                    actor: turn.actor,
                    action: turn.action,
                });
                // A swap is still the format's last turn, whoever it names.
                swap_seen |= turn.action == TurnAction::Swap;
                continue;
            }
            match turn.action {
                TurnAction::Ban => {
                    let Some(role) = turn.actor.role() else {
                        continue;
                    };
                    let lineup_of = turn.scope.role_for(role);
                    if picked_yet {
                        problems.push(FormatProblem::BanAfterPick { turn: at });
                    }
                    if banned[slot(lineup_of)] {
                        problems.push(FormatProblem::SecondBanOnLineup {
                            turn: at,
                            lineup_of,
                        });
                    } else if lineup_size.saturating_sub(1) < team_size {
                        problems.push(FormatProblem::BanLeavesTooFew {
                            turn: at,
                            lineup_of,
                            left: count_u32(lineup_size.saturating_sub(1)),
                            team_size: count_u32(team_size),
                        });
                    }
                    banned[slot(lineup_of)] = true;
                }
                TurnAction::Pick | TurnAction::HiddenPick => {
                    picked_yet = true;
                    let hidden = turn.action == TurnAction::HiddenPick;
                    let choices: Vec<(Role, Role)> = turn
                        .actor
                        .roles()
                        .iter()
                        .map(|&role| (role, turn.scope.role_for(role)))
                        .collect();
                    // A choice meets an unrevealed hidden pick when it is made for the same team
                    // (under Zlavin, for either: a character serves one team only) and it is
                    // the rival's, or made in the open, where its refusals and greyed cards
                    // would show the hidden character to the table.
                    let met = unrevealed.iter().find(|(_, chooser, team)| {
                        choices.iter().any(|(role, team_of)| {
                            (zlavin || team_of == team) && (role != chooser || !hidden)
                        })
                    });
                    if let Some((hidden_turn, _, _)) = met {
                        problems.push(FormatProblem::HiddenPickNotYetRevealed {
                            turn: at,
                            hidden_turn: *hidden_turn,
                        });
                    }
                    if hidden && zlavin && choices.len() > 1 {
                        problems.push(FormatProblem::HiddenPicksMayMeetUnderZlavin { turn: at });
                    }
                    for (role, team_of) in choices {
                        let count = &mut picks[slot(team_of)];
                        *count += 1;
                        if *count == team_size + 1 {
                            problems.push(FormatProblem::TeamOverfull {
                                turn: at,
                                team_of,
                                team_size: count_u32(team_size),
                            });
                        }
                        if hidden {
                            unrevealed.push((at, role, team_of));
                        }
                    }
                }
                TurnAction::Reveal => {
                    if unrevealed.is_empty() {
                        problems.push(FormatProblem::NothingToReveal { turn: at });
                    }
                    unrevealed.clear();
                }
                TurnAction::Swap => {
                    swap_seen = true;
                    if let Some((hidden_turn, _, _)) = unrevealed.first() {
                        problems.push(FormatProblem::HiddenPickNotYetRevealed {
                            turn: at,
                            hidden_turn: *hidden_turn,
                        });
                    }
                }
            }
        }
        let mut never: Vec<u32> = unrevealed.iter().map(|(turn, _, _)| *turn).collect();
        never.dedup();
        problems.extend(
            never
                .into_iter()
                .map(|turn| FormatProblem::HiddenPickNeverRevealed { turn }),
        );
        for team_of in [Role::A, Role::B] {
            let got = picks[slot(team_of)];
            if got < team_size {
                problems.push(FormatProblem::TeamIncomplete {
                    team_of,
                    picks: count_u32(got),
                    team_size: count_u32(team_size),
                });
            }
        }
        problems
    }

    /// Reads a format file (docs/formats.md, "Draft formats"): bounded in size before it is
    /// parsed, a problem of the text named by its line and column, and the format checked
    /// under `mods`.
    ///
    /// # Errors
    /// [`FormatFileError`] saying what is wrong, and where.
    pub fn from_json(text: &str, mods: &ModSet) -> Result<DraftFormat, FormatFileError> {
        let format = DraftFormat::read_json(text)?;
        let problems = format.problems(mods);
        if problems.is_empty() {
            Ok(format)
        } else {
            Err(FormatFileError::Invalid { problems })
        }
    }

    /// Reads a format file without checking it against Mods: a saved format is kept even when
    /// it does not suit the Mods of the moment (the organizer may choose others).
    ///
    /// # Errors
    /// [`FormatFileError`] for a file too large, unreadable or of a later version, or whose
    /// turns are more than [`MAX_FORMAT_TURNS`].
    pub fn read_json(text: &str) -> Result<DraftFormat, FormatFileError> {
        if text.len() > MAX_FORMAT_BYTES {
            return Err(FormatFileError::TooLarge {
                max: count_u32(MAX_FORMAT_BYTES),
                found: count_u32(text.len()),
            });
        }
        // The version is read first, so a later file is named as such and not as a wrong one.
        #[derive(Deserialize)]
        struct VersionOnly {
            hexadraft_format: u32,
        }
        let unreadable = |e: serde_json::Error| FormatFileError::Unreadable {
            line: count_u32(e.line()),
            column: count_u32(e.column()),
            reason: e.to_string(),
        };
        let version: VersionOnly = serde_json::from_str(text).map_err(unreadable)?;
        if version.hexadraft_format != FORMAT_FILE_VERSION {
            return Err(FormatFileError::UnsupportedVersion {
                found: version.hexadraft_format,
                supported: FORMAT_FILE_VERSION,
            });
        }
        let file: FormatFile = serde_json::from_str(text).map_err(unreadable)?;
        if file.turns.len() > MAX_FORMAT_TURNS {
            return Err(FormatFileError::Invalid {
                problems: vec![FormatProblem::TooManyTurns {
                    max: count_u32(MAX_FORMAT_TURNS),
                    found: count_u32(file.turns.len()),
                }],
            });
        }
        Ok(DraftFormat {
            name: file.name,
            turns: file.turns,
        })
    }

    /// The format as a file, one turn a line (docs/formats.md, "Draft formats").
    pub fn to_json(&self) -> String {
        let turns: Vec<String> = self
            .turns
            .iter()
            .map(|t| serde_json::to_string(t).unwrap_or_default())
            .collect();
        format!(
            "{{\n  \"hexadraft_format\": {FORMAT_FILE_VERSION},\n  \"name\": {},\n  \"turns\": [\n    {}\n  ]\n}}\n",
            serde_json::to_string(&self.name).unwrap_or_default(),
            turns.join(",\n    ")
        )
    }

    /// Who picks, pick by pick, hidden picks included (a turn of both players' hidden picks
    /// counts Player A's, then Player B's).
    pub fn pick_order(&self) -> Vec<Role> {
        self.turns
            .iter()
            .filter(|t| t.action.is_pick())
            .flat_map(|t| t.actor.roles().iter().copied())
            .collect()
    }

    /// How many characters join the teams over the whole format.
    pub(crate) fn pick_count(&self) -> usize {
        self.turns
            .iter()
            .filter(|t| t.action.is_pick())
            .map(|t| t.actor.roles().len())
            .sum()
    }

    /// Whether any turn is a hidden pick.
    pub fn has_hidden_picks(&self) -> bool {
        self.turns
            .iter()
            .any(|t| t.action == TurnAction::HiddenPick)
    }

    /// The ban turns, in order.
    pub(crate) fn bans(&self) -> impl Iterator<Item = &Turn> {
        self.turns.iter().filter(|t| t.action == TurnAction::Ban)
    }

    /// The swap turn, if the format has one.
    pub fn swap(&self) -> Option<&Turn> {
        self.turns.iter().find(|t| t.action == TurnAction::Swap)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::RulesetVersion;

    fn mods(version: RulesetVersion, list: &[Mod]) -> ModSet {
        ModSet::new(version, list).unwrap()
    }

    fn turn(actor: Actor, action: TurnAction, scope: Scope) -> Turn {
        Turn::new(actor, action, scope)
    }

    #[test]
    fn the_official_orders_are_the_texts_orders() {
        // AGL v1.0, "Building Teams": A1, B2, A2, B2, A1; Koorie Queen: A bans, then B;
        // AGL S2, Final Boss: A1, B2, A2, B2, A2, B2, A1.
        use Role::{A, B};
        let v1 = mods(RulesetVersion::AglV1, &[Mod::KoorieQueen, Mod::Vassily]);
        let f = DraftFormat::official(&v1);
        assert_eq!(f.pick_order(), vec![A, B, B, A, A, B, B, A]);
        assert_eq!(
            f.turns[0],
            turn(Actor::PlayerA, TurnAction::Ban, Scope::Rival)
        );
        assert_eq!(
            f.turns[1],
            turn(Actor::PlayerB, TurnAction::Ban, Scope::Rival)
        );
        assert_eq!(
            f.turns.last(),
            Some(&turn(Actor::Both, TurnAction::Swap, Scope::Own))
        );
        let fb = mods(RulesetVersion::AglSeason2, &[Mod::FinalBoss]);
        assert_eq!(
            DraftFormat::official(&fb).pick_order(),
            vec![A, B, B, A, A, B, B, A, A, B, B, A]
        );
        let semy = mods(RulesetVersion::AglV1, &[Mod::Semy, Mod::Vassily]);
        assert!(DraftFormat::official(&semy)
            .turns
            .iter()
            .all(|t| t.scope == Scope::Rival));
        let carano = mods(RulesetVersion::AglV1, &[Mod::Carano]);
        assert!(DraftFormat::official(&carano).turns.is_empty());
    }

    #[test]
    fn every_official_order_passes_its_own_checks() {
        // docs/rulings.md, "Draft formats": the built-in formats are formats like any other.
        for version in RulesetVersion::ALL {
            let listed = version.mods();
            for mask in 0u32..(1 << listed.len()) {
                let chosen: Vec<Mod> = listed
                    .iter()
                    .enumerate()
                    .filter(|(i, _)| mask & (1 << i) != 0)
                    .map(|(_, m)| *m)
                    .collect();
                if let Ok(set) = ModSet::new(version, &chosen) {
                    let f = DraftFormat::official(&set);
                    assert_eq!(f.problems(&set), vec![], "{chosen:?}");
                }
            }
        }
    }

    #[test]
    fn each_problem_names_its_turn() {
        // docs/rulings.md, "Draft formats".
        let plain = mods(RulesetVersion::AglV1, &[]);
        let pick = |actor| turn(actor, TurnAction::Pick, Scope::Own);
        let mut turns = vec![pick(Actor::PlayerA); 5];
        turns.extend([
            turn(Actor::PlayerB, TurnAction::Ban, Scope::Rival),
            turn(Actor::PlayerA, TurnAction::Swap, Scope::Own),
            turn(Actor::Both, TurnAction::Swap, Scope::Own),
            pick(Actor::PlayerB),
        ]);
        let f = DraftFormat {
            name: "  ".to_owned(),
            turns,
        };
        assert_eq!(
            f.problems(&plain),
            vec![
                FormatProblem::NameEmpty,
                FormatProblem::TeamOverfull {
                    turn: 4,
                    team_of: Role::A,
                    team_size: 4
                },
                FormatProblem::BanAfterPick { turn: 5 },
                FormatProblem::ActorCannotAct {
                    turn: 6,
                    actor: Actor::PlayerA,
                    action: TurnAction::Swap
                },
                FormatProblem::SwapNotLast { turn: 7 },
                FormatProblem::SwapNotLast { turn: 8 },
                FormatProblem::TeamIncomplete {
                    team_of: Role::B,
                    picks: 1,
                    team_size: 4
                },
            ]
        );
        let both_pick = DraftFormat {
            name: "x".to_owned(),
            turns: vec![turn(Actor::Both, TurnAction::Pick, Scope::Own)],
        };
        assert_eq!(
            both_pick.problems(&plain)[0],
            FormatProblem::ActorCannotAct {
                turn: 0,
                actor: Actor::Both,
                action: TurnAction::Pick
            }
        );
    }

    #[test]
    fn a_lineup_is_banned_from_once_and_carano_has_no_turns() {
        // AGL v1.0, "Koorie Queen Mod" (one character from a lineup) and "Carano Mod".
        let plain = mods(RulesetVersion::AglV1, &[]);
        let ban = |actor, scope| turn(actor, TurnAction::Ban, scope);
        let mut f = DraftFormat::official(&plain);
        f.turns.insert(0, ban(Actor::PlayerA, Scope::Rival));
        f.turns.insert(1, ban(Actor::PlayerA, Scope::Rival));
        assert_eq!(
            f.problems(&plain),
            vec![FormatProblem::SecondBanOnLineup {
                turn: 1,
                lineup_of: Role::B
            }]
        );
        // A player may ban from their own lineup, when nobody else bans from it.
        f.turns[1] = ban(Actor::PlayerA, Scope::Own);
        assert_eq!(f.problems(&plain), vec![]);
        let carano = mods(RulesetVersion::AglV1, &[Mod::Carano]);
        assert_eq!(
            f.problems(&carano).first(),
            Some(&FormatProblem::TurnUnderCarano { turn: 0 })
        );
    }

    #[test]
    fn the_documented_format_file_reads_and_is_valid() {
        // docs/formats.md, "Draft formats": the example is a format this version reads and runs.
        let doc = include_str!("../../../docs/formats.md");
        let section = doc.split("### Draft formats").nth(1).unwrap();
        let example = section.split("```json\n").nth(1).unwrap();
        let example = example.split("```").next().unwrap();
        let plain = mods(RulesetVersion::AglV1, &[]);
        let format = DraftFormat::from_json(example, &plain).unwrap();
        assert_eq!(format.to_json(), example);
        assert_eq!(format.turns[0].actor, Actor::PlayerB);
        assert!(format.swap().is_some());
    }

    #[test]
    fn a_format_file_is_bounded_and_refused_with_its_line() {
        // docs/formats.md, "Draft formats".
        let plain = mods(RulesetVersion::AglV1, &[Mod::KoorieQueen]);
        let official = DraftFormat::official(&plain);
        let text = official.to_json();
        assert_eq!(DraftFormat::from_json(&text, &plain), Ok(official.clone()));
        assert_eq!(text.lines().count(), 16, "{text}");

        let wrong = text.replace("\"pick\"", "\"pik\"");
        match DraftFormat::from_json(&wrong, &plain) {
            Err(FormatFileError::Unreadable { line, reason, .. }) => {
                assert_eq!(line, 7, "{reason}");
                assert!(reason.contains("pik"), "{reason}");
            }
            other => panic!("{other:?}"),
        }
        let later = text.replace("\"hexadraft_format\": 1", "\"hexadraft_format\": 2");
        assert_eq!(
            DraftFormat::from_json(&later, &plain),
            Err(FormatFileError::UnsupportedVersion {
                found: 2,
                supported: 1
            })
        );
        let huge = " ".repeat(MAX_FORMAT_BYTES + 1);
        assert!(matches!(
            DraftFormat::from_json(&huge, &plain),
            Err(FormatFileError::TooLarge { .. })
        ));
        let pick = "{\"actor\":\"player-a\",\"action\":\"pick\",\"scope\":\"own\"}";
        let many = format!(
            "{{\"hexadraft_format\":1,\"name\":\"n\",\"turns\":[{}]}}",
            vec![pick; MAX_FORMAT_TURNS + 1].join(",")
        );
        assert!(many.len() <= MAX_FORMAT_BYTES);
        assert_eq!(
            DraftFormat::read_json(&many),
            Err(FormatFileError::Invalid {
                problems: vec![FormatProblem::TooManyTurns { max: 64, found: 65 }]
            })
        );
        let extra = text.replace("\"name\"", "\"colour\": 1, \"name\"");
        assert!(matches!(
            DraftFormat::from_json(&extra, &plain),
            Err(FormatFileError::Unreadable { line: 3, .. })
        ));
        let no_picks = "{\"hexadraft_format\":1,\"name\":\"n\",\"turns\":[]}";
        assert!(matches!(
            DraftFormat::from_json(no_picks, &plain),
            Err(FormatFileError::Invalid { .. })
        ));
    }
}
