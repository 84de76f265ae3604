//! What a seat may do now: a description for a UI ([`Draft::options`]) and the concrete legal
//! actions ([`Draft::legal_actions`]).

use crate::action::{DraftAction, RoleChoice, Step, SwapChoice, Unavailable};
use crate::commit::Salt;
use crate::deck::DeckRule;
use crate::draft::{Draft, Phase};
use crate::format::TurnAction;
use crate::seat::Seat;
use crate::view::Viewer;
use hexadraft_catalog::{CharacterId, TacticNumber, TacticSlot};
use serde::{Deserialize, Serialize};

/// A character a seat might choose, and if it cannot, why (so a UI can grey it out and say
/// why).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct CharacterOption {
    /// The character.
    pub character: CharacterId,
    /// Why it cannot be chosen now; `None` when it can.
    pub unavailable: Option<Unavailable>,
}

/// One of a team character's Tactics, for the deck step.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct TacticOption {
    /// The slot to choose it by.
    pub slot: TacticSlot,
    /// The printed number, where known.
    pub number: Option<TacticNumber>,
    /// The printed name, where known.
    pub name: Option<String>,
}

/// A team character and its four Tactics, for the deck step.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct DeckCharacter {
    /// The character.
    pub character: CharacterId,
    /// Its name.
    pub name: String,
    /// Its four Tactics.
    pub tactics: Vec<TacticOption>,
}

/// What the seat may do at this step.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum SeatChoice {
    /// Nothing: another seat is to act (or the draft is complete).
    Wait,
    /// Choose who is Player A (Compass Transportation).
    ChooseRoles {
        /// The decisions open.
        options: Vec<RoleChoice>,
    },
    /// Ban one character of the rival's lineup (Koorie Queen).
    Ban {
        /// The lineup banned from.
        lineup_of: Seat,
        /// Its characters.
        characters: Vec<CharacterOption>,
    },
    /// Pick one character.
    Pick {
        /// The team the pick joins (the rival's under Semy).
        team_of: Seat,
        /// Which pick of the whole draft this is, from 1.
        pick_number: u32,
        /// How many picks the draft has.
        picks_total: u32,
        /// Which pick of this turn, from 1 (turns are of one or two picks).
        turn_pick: u32,
        /// How many picks this turn has.
        turn_picks: u32,
        /// The lineup's characters.
        characters: Vec<CharacterOption>,
    },
    /// An organizer's format: lock a pick in secret.
    HiddenPick {
        /// The team the pick joins (the rival's when the turn works on the rival's lineup).
        team_of: Seat,
        /// The lineup's characters.
        characters: Vec<CharacterOption>,
        /// Whether this seat has locked this turn (then only an undo is open).
        locked: bool,
    },
    /// Vassily: lock a secret swap, or keep.
    Swap {
        /// The team swapped on (the rival's under Semy).
        team_of: Seat,
        /// Its picked characters: the ones that may leave.
        team: Vec<CharacterId>,
        /// The lineup's other characters: the ones that may join.
        replacements: Vec<CharacterOption>,
        /// Whether this seat has locked (then only an undo is open).
        locked: bool,
    },
    /// Lock a secret Tactics deck.
    Deck {
        /// The seat's team and their Tactics.
        team: Vec<DeckCharacter>,
        /// What the deck must hold.
        rule: DeckRule,
        /// Whether this seat has locked (then only an undo is open).
        locked: bool,
    },
    /// Accesstel: name one enemy character.
    NameAccesstelTarget {
        /// The enemy team.
        enemy_team: Vec<CharacterId>,
    },
}

/// Everything a UI needs to draw one seat's controls.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct SeatOptions {
    /// The seat described.
    pub seat: Seat,
    /// The current step.
    pub step: Step,
    /// The seats the draft waits for.
    pub waiting_for: Vec<Seat>,
    /// What this seat may do.
    pub choice: SeatChoice,
    /// Whether this seat may undo now.
    pub can_undo: bool,
}

fn count_u32(n: usize) -> u32 {
    u32::try_from(n).unwrap_or(u32::MAX)
}

impl Draft {
    /// The seats the draft waits for at the current step.
    pub fn waiting_for(&self) -> Vec<Seat> {
        match self.phase() {
            Phase::ChooseRoles { chooser } => vec![chooser],
            Phase::Ban { seat, .. } | Phase::Pick { seat, .. } => vec![seat],
            Phase::HiddenPick { only, start, .. } => self.hidden_pick_waiting(only, start),
            Phase::Swap => Seat::BOTH
                .into_iter()
                .filter(|s| self.swaps.get(*s).is_none())
                .collect(),
            Phase::Deck => Seat::BOTH
                .into_iter()
                .filter(|s| self.decks.get(*s).is_none())
                .collect(),
            Phase::Accesstel => Seat::BOTH
                .into_iter()
                .filter(|s| self.accesstel_pending(*s))
                .collect(),
            Phase::Complete => Vec::new(),
        }
    }

    /// What `seat` may do now, described for a UI. Describes only what this seat may know.
    pub fn options(&self, seat: Seat) -> SeatOptions {
        let phase = self.phase();
        let choice = match phase {
            Phase::ChooseRoles { chooser } if chooser == seat => SeatChoice::ChooseRoles {
                options: vec![
                    RoleChoice::BePlayerA,
                    RoleChoice::BePlayerB,
                    RoleChoice::TossCoin,
                ],
            },
            Phase::Ban {
                seat: banner,
                lineup_of,
            } if banner == seat => SeatChoice::Ban {
                lineup_of,
                characters: self
                    .lineup(lineup_of)
                    .iter()
                    .map(|c| CharacterOption {
                        character: c.clone(),
                        unavailable: self.ban_problem(lineup_of, c),
                    })
                    .collect(),
            },
            Phase::Pick {
                index,
                turn,
                seat: drafter,
                team_of,
            } if drafter == seat => {
                // The turn's picks: this pick's run of public picks by the same player.
                let turns = &self.format.turns;
                let same = |t: &crate::format::Turn| {
                    t.action == TurnAction::Pick
                        && turns.get(turn).is_some_and(|this| this.actor == t.actor)
                };
                let before = turns
                    .get(..turn)
                    .map_or(0, |b| b.iter().rev().take_while(|t| same(t)).count());
                let after = turns
                    .get(turn..)
                    .map_or(1, |a| a.iter().take_while(|t| same(t)).count());
                SeatChoice::Pick {
                    team_of,
                    pick_number: count_u32(index + 1),
                    picks_total: count_u32(self.format.pick_count()),
                    turn_pick: count_u32(before + 1),
                    turn_picks: count_u32(before + after),
                    characters: self.pick_options(team_of),
                }
            }
            Phase::HiddenPick {
                scope, only, start, ..
            } if only.is_none_or(|o| o == seat) => {
                let team_of = scope.seat_for(seat);
                SeatChoice::HiddenPick {
                    team_of,
                    characters: self.pick_options(team_of),
                    locked: !self.hidden_pick_waiting(only, start).contains(&seat),
                }
            }
            Phase::Swap => {
                let team_of = self.team_swapped_by(seat);
                let team = self.picked_team(team_of);
                SeatChoice::Swap {
                    team_of,
                    replacements: self
                        .lineup(team_of)
                        .iter()
                        .filter(|c| !team.contains(c))
                        .map(|c| CharacterOption {
                            character: c.clone(),
                            unavailable: self.joining_problem(team_of, c),
                        })
                        .collect(),
                    team,
                    locked: self.swaps.get(seat).is_some(),
                }
            }
            Phase::Deck => SeatChoice::Deck {
                team: self
                    .final_team(seat)
                    .unwrap_or_default()
                    .iter()
                    .filter_map(|id| self.facts(id))
                    .map(|f| DeckCharacter {
                        character: f.id.clone(),
                        name: f.name.clone(),
                        tactics: TacticSlot::ALL
                            .into_iter()
                            .zip(f.tactics.iter())
                            .map(|(slot, t)| TacticOption {
                                slot,
                                number: t.number,
                                name: t.name.clone(),
                            })
                            .collect(),
                    })
                    .collect(),
                rule: self.deck_rule(),
                locked: self.decks.get(seat).is_some(),
            },
            Phase::Accesstel if self.accesstel_pending(seat) => SeatChoice::NameAccesstelTarget {
                enemy_team: self.final_team(seat.other()).unwrap_or_default(),
            },
            _ => SeatChoice::Wait,
        };
        SeatOptions {
            seat,
            step: phase.step(),
            waiting_for: self.waiting_for(),
            choice,
            can_undo: self.undo_target(seat).is_some(),
        }
    }

    /// The lineup of `team_of`, each character with why it cannot be picked for that team now.
    fn pick_options(&self, team_of: Seat) -> Vec<CharacterOption> {
        self.lineup(team_of)
            .iter()
            .map(|c| CharacterOption {
                character: c.clone(),
                unavailable: self.pick_problem(team_of, c),
            })
            .collect()
    }

    /// Every action `seat` may apply now, each accepted by [`Draft::apply`]. Secret locks use
    /// `salt`, and are left out when this draft already used it (a lock needs a fresh salt).
    /// Decks are not enumerated (a Final Boss deck has tens of thousands of
    /// choices): at the deck step use [`Draft::options`] for the team and its [`DeckRule`],
    /// and [`crate::check_deck`] or [`Draft::apply`] to check a choice.
    pub fn legal_actions(&self, seat: Seat, salt: &Salt) -> Vec<DraftAction> {
        let options = self.options(seat);
        let mut actions = Vec::new();
        match options.choice {
            SeatChoice::Wait | SeatChoice::Deck { .. } => {}
            SeatChoice::ChooseRoles { options } => {
                actions.extend(
                    options
                        .into_iter()
                        .map(|choice| DraftAction::ChooseRoles { seat, choice }),
                );
            }
            SeatChoice::Ban { characters, .. } => actions.extend(
                characters
                    .into_iter()
                    .filter(|o| o.unavailable.is_none())
                    .map(|o| DraftAction::Ban {
                        seat,
                        character: o.character,
                    }),
            ),
            SeatChoice::Pick { characters, .. } => actions.extend(
                characters
                    .into_iter()
                    .filter(|o| o.unavailable.is_none())
                    .map(|o| DraftAction::Pick {
                        seat,
                        character: o.character,
                    }),
            ),
            SeatChoice::Swap {
                team,
                replacements,
                locked: false,
                ..
            } if self.salt_reuse(salt).is_none() => {
                let lock = |swap| DraftAction::LockSwap {
                    seat,
                    swap,
                    salt: salt.as_str().to_owned(),
                };
                actions.push(lock(SwapChoice::Keep));
                for remove in &team {
                    for add in replacements.iter().filter(|o| o.unavailable.is_none()) {
                        actions.push(lock(SwapChoice::Replace {
                            remove: remove.clone(),
                            add: add.character.clone(),
                        }));
                    }
                }
            }
            SeatChoice::Swap { .. } => {}
            SeatChoice::HiddenPick {
                characters,
                locked: false,
                ..
            } if self.salt_reuse(salt).is_none() => actions.extend(
                characters
                    .into_iter()
                    .filter(|o| o.unavailable.is_none())
                    .map(|o| DraftAction::LockPick {
                        seat,
                        character: o.character,
                        salt: salt.as_str().to_owned(),
                    }),
            ),
            SeatChoice::HiddenPick { .. } => {}
            SeatChoice::NameAccesstelTarget { enemy_team } => actions.extend(
                enemy_team
                    .into_iter()
                    .map(|character| DraftAction::NameAccesstelTarget { seat, character }),
            ),
        }
        if options.can_undo {
            actions.push(DraftAction::Undo { seat });
        }
        actions
    }

    /// Every character of the Starting Lineup of `team_of`, with why it cannot join that team
    /// now as `viewer` may know it: banned (Koorie Queen), already on it, or under Zlavin held
    /// by the rival team; a hidden pick not yet revealed marks a card only for its drafter and
    /// the organizer. For a UI marking the cards of both lineups at any step; unlike
    /// [`Draft::options`] it ignores whose turn it is and Zlavin's completion check, which
    /// concern only the seat choosing.
    pub fn lineup_status(&self, team_of: Seat, viewer: Viewer) -> Vec<CharacterOption> {
        let visible = self.visible_picks(viewer);
        let on_team = |team: Seat, c: &CharacterId| {
            visible
                .iter()
                .any(|p| p.team_of == team && &p.character == c)
        };
        self.lineup(team_of)
            .iter()
            .map(|c| CharacterOption {
                character: c.clone(),
                unavailable: if self.banned_in(team_of) == Some(c) {
                    Some(Unavailable::Banned { lineup_of: team_of })
                } else if on_team(team_of, c) {
                    Some(Unavailable::AlreadyOnTeam { team_of })
                } else if self.zlavin() && on_team(team_of.other(), c) {
                    Some(Unavailable::HeldByRival {
                        holder: team_of.other(),
                    })
                } else {
                    None
                },
            })
            .collect()
    }

    /// Whether `action` would be accepted now.
    pub fn is_legal(&self, action: &DraftAction) -> bool {
        self.clone().apply(action.clone()).is_ok()
    }
}

#[cfg(test)]
mod lineup_status_tests {
    use crate::tests::*;
    use crate::*;

    #[test]
    fn both_lineups_show_bans_picks_and_zlavin_blocks_whoever_is_to_act() {
        // AGL v1.0, "Koorie Queen Mod" (the ban removes the character from that lineup) and
        // "Zlavin Mod" (a character one player chose is blocked for the other).
        let mut second = EXPANSIONS;
        second[7] = "gata";
        let mut draft = new(setup(
            RulesetVersion::AglV1,
            &[Mod::KoorieQueen, Mod::Zlavin],
            &CORE,
            &second,
        ));
        apply_all(
            &mut draft,
            &[
                ban(Seat::First, "valkyrie"),
                ban(Seat::Second, "wild-bill"),
                pick(Seat::First, "gata"),
            ],
        );
        let reason = |team_of: Seat, c: &str| {
            draft
                .lineup_status(team_of, Viewer::Public)
                .into_iter()
                .find(|o| o.character == id(c))
                .unwrap()
                .unavailable
        };
        assert_eq!(
            reason(Seat::First, "wild-bill"),
            Some(Unavailable::Banned {
                lineup_of: Seat::First
            })
        );
        assert_eq!(
            reason(Seat::First, "gata"),
            Some(Unavailable::AlreadyOnTeam {
                team_of: Seat::First
            })
        );
        assert_eq!(
            reason(Seat::Second, "gata"),
            Some(Unavailable::HeldByRival {
                holder: Seat::First
            })
        );
        assert_eq!(reason(Seat::Second, "hannibal"), None);
        assert_eq!(draft.lineup_status(Seat::Second, Viewer::Public).len(), 8);
    }
}
