//! The draft's setup as entered (plain data, possibly wrong) and the problems found in it.

use crate::clause::Clause;
use crate::rules::{Mod, ModSet, ModSetError, RulesetVersion, MAX_MODS_INPUT};
use crate::seat::{BySeat, Seat};
use hexadraft_catalog::{
    Catalog, CharacterId, LineupProblem, ScenarioId, Sponsor, SponsorId, SponsorKind, StadiumId,
    StartingLineup,
};
use serde::{Deserialize, Serialize};
use std::fmt;

/// Longest player name accepted, in characters.
pub const MAX_NAME_CHARS: usize = 100;

/// Most Sponsors an `unlocked_sponsors` list may hold: the catalog's own bound on Sponsors. A
/// longer list is refused unread.
pub const MAX_UNLOCKED_SPONSORS: usize = 64;

/// One player as entered for a draft. Unknown fields are refused (a misspelt
/// `unlocked_sponsor` must not let a Special Sponsor through unchecked).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(deny_unknown_fields)]
pub struct PlayerSetup {
    /// The player's name, for display.
    pub name: String,
    /// The Starting Lineup registered for the event: eight characters (four under Carano).
    pub lineup: Vec<CharacterId>,
    /// The Sponsor chosen for the event.
    pub sponsor: SponsorId,
    /// The Special Sponsors unlocked on the player's AGL profile, when known; `None` means
    /// unknown, and then a Special Sponsor is taken on trust.
    #[serde(default)]
    pub unlocked_sponsors: Option<Vec<SponsorId>>,
}

/// Everything a draft starts from. Plain data that may be wrong: [`crate::Draft::new`] checks it.
/// Unknown fields are refused with their name (a misspelt `mod` must not start a draft with no
/// Mods). Read through `#[serde(flatten)]` by a larger record, it ignores the record's other
/// fields instead: serde hands a flattened struct only the fields it knows.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(deny_unknown_fields)]
pub struct DraftSetup {
    /// The rules document the event runs under.
    pub version: RulesetVersion,
    /// The organizer's Mods.
    #[serde(default)]
    pub mods: Vec<Mod>,
    /// The two players, in the seats they were entered in (not yet Player A / Player B).
    pub players: BySeat<PlayerSetup>,
    /// The seed of the coin toss (32 bits, so the UI can hold it as a plain number).
    pub seed: u32,
    /// Who tosses step 1's coin: the app, from `seed`, or a real coin at the table whose
    /// outcome the organizer recorded. Left out when the app tosses, so a setup is written
    /// exactly as before a real coin could be recorded, and every older journal reads as seeded.
    #[serde(default, skip_serializing_if = "CoinToss::is_seeded")]
    pub coin: CoinToss,
    /// The round's scenario, when known.
    #[serde(default)]
    pub scenario: Option<ScenarioId>,
    /// The event's stadium: required under the AGL Circuit Mod, refused without it.
    #[serde(default)]
    pub stadium: Option<StadiumId>,
}

/// Who tosses the coin of "Building Teams", step 1 ("tossing a coin, which of them will be
/// Player A"). The outcome is public either way: it is announced at the table.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(tag = "kind", rename_all = "camelCase", deny_unknown_fields)]
pub enum CoinToss {
    /// The app tosses: the first draw of ChaCha8 seeded with the setup's `seed`.
    #[default]
    Seeded,
    /// A real coin was tossed at the table, and the organizer recorded its outcome.
    Recorded {
        /// The seat the real coin made Player A.
        player_a: Seat,
    },
}

impl CoinToss {
    /// Whether the app tosses the coin from the seed (the default).
    pub fn is_seeded(&self) -> bool {
        matches!(self, CoinToss::Seeded)
    }
}

/// One thing wrong with a player's registration.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, thiserror::Error)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum PlayerProblem {
    /// The name is empty.
    #[error("the player has no name")]
    NameMissing,
    /// The name is too long.
    #[error("the player's name is longer than {max} characters")]
    NameTooLong {
        /// The bound.
        max: u32,
    },
    /// A problem with the Starting Lineup.
    #[error("{problem} ({})", Clause::StartingLineup)]
    Lineup {
        /// The problem.
        problem: LineupProblem,
    },
    /// The Sponsor is not in the catalog.
    #[error(
        "{sponsor} is not a Sponsor of the catalog ({})",
        Clause::ChoosingYourSponsor
    )]
    UnknownSponsor {
        /// The Sponsor.
        sponsor: SponsorId,
    },
    /// A Special Sponsor the player has not unlocked.
    #[error(
        "{sponsor} is a Special Sponsor this player has not unlocked ({})",
        Clause::ChoosingYourSponsor
    )]
    SponsorNotUnlocked {
        /// The Sponsor.
        sponsor: SponsorId,
    },
    /// More unlocked Sponsors are listed than a catalog can hold: the list was not read.
    #[error(
        "{found} unlocked Sponsors are listed; a catalog holds at most {max} Sponsors, so the list was not read ({})",
        Clause::ChoosingYourSponsor
    )]
    TooManyUnlockedSponsors {
        /// The bound.
        max: u32,
        /// How many were listed.
        found: u32,
    },
}

impl PlayerSetup {
    /// Every problem with this registration under `mods`: the name, the Starting Lineup (size,
    /// repeats, unknown characters) and the Sponsor. An event can run this at registration.
    pub fn problems(&self, catalog: &Catalog, mods: &ModSet) -> Vec<PlayerProblem> {
        self.problems_with_size(catalog, mods.lineup_size())
    }

    pub(crate) fn problems_with_size(
        &self,
        catalog: &Catalog,
        lineup_size: usize,
    ) -> Vec<PlayerProblem> {
        let mut problems = Vec::new();
        if self.name.trim().is_empty() {
            problems.push(PlayerProblem::NameMissing);
        } else if self.name.chars().nth(MAX_NAME_CHARS).is_some() {
            problems.push(PlayerProblem::NameTooLong {
                max: MAX_NAME_CHARS as u32,
            });
        }
        if let Err(lineup) = StartingLineup::check(catalog, &self.lineup, lineup_size) {
            problems.extend(
                lineup
                    .into_iter()
                    .map(|problem| PlayerProblem::Lineup { problem }),
            );
        }
        let unlocked = match &self.unlocked_sponsors {
            Some(list) if list.len() > MAX_UNLOCKED_SPONSORS => {
                problems.push(PlayerProblem::TooManyUnlockedSponsors {
                    max: MAX_UNLOCKED_SPONSORS as u32,
                    found: u32::try_from(list.len()).unwrap_or(u32::MAX),
                });
                None
            }
            other => other.as_ref(),
        };
        match catalog.sponsor(&self.sponsor) {
            None => problems.push(PlayerProblem::UnknownSponsor {
                sponsor: self.sponsor.clone(),
            }),
            Some(Sponsor {
                kind: SponsorKind::Special,
                ..
            }) => {
                // AGL v1.0 "Choosing your Sponsor": Special Sponsors only if unlocked.
                if let Some(unlocked) = unlocked {
                    if !unlocked.contains(&self.sponsor) {
                        problems.push(PlayerProblem::SponsorNotUnlocked {
                            sponsor: self.sponsor.clone(),
                        });
                    }
                }
            }
            Some(_) => {}
        }
        problems
    }
}

/// One thing wrong with a draft's setup.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, thiserror::Error)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum SetupProblem {
    /// The Mods are not allowed together or in this version.
    #[error("{problem} ({})", Clause::TournamentMods)]
    Mods {
        /// The problem.
        problem: ModSetError,
    },
    /// A player's registration is wrong.
    #[error("{seat}: {problem}")]
    Player {
        /// Whose.
        seat: Seat,
        /// The problem.
        problem: PlayerProblem,
    },
    /// The AGL Circuit Mod needs the event's stadium.
    #[error(
        "the AGL Circuit Mod needs the event's stadium ({})",
        Clause::AglCircuitMod
    )]
    StadiumMissing,
    /// A stadium is given but the AGL Circuit Mod is not chosen.
    #[error(
        "stadium {stadium} is given but the AGL Circuit Mod is not chosen ({})",
        Clause::AglCircuitMod
    )]
    StadiumWithoutCircuit {
        /// The stadium.
        stadium: StadiumId,
    },
    /// The stadium is not in the catalog.
    #[error(
        "{stadium} is not a stadium of the catalog ({})",
        Clause::AglCircuitMod
    )]
    UnknownStadium {
        /// The stadium.
        stadium: StadiumId,
    },
    /// The scenario is not in the catalog.
    #[error("{scenario} is not a scenario of the catalog")]
    UnknownScenario {
        /// The scenario.
        scenario: ScenarioId,
    },
    /// Under Zlavin the two lineups share so many characters that both teams cannot be built.
    #[error("under the Zlavin Mod these Starting Lineups share too many characters ({}) for two teams of {team_size} with no character in common ({})", shared.iter().map(CharacterId::as_str).collect::<Vec<_>>().join(", "), Clause::RulingZlavinCompletion)]
    LineupsTooAlikeForZlavin {
        /// The characters both lineups hold.
        shared: Vec<CharacterId>,
        /// The team size.
        team_size: u32,
    },
    /// The draft format chosen does not suit the Mods (docs/rulings.md, "Draft formats").
    #[error("the draft format cannot be used: {}", problems.iter().map(ToString::to_string).collect::<Vec<_>>().join("; "))]
    Format {
        /// Every problem of the format, in turn order.
        problems: Vec<crate::format::FormatProblem>,
    },
}

/// Why a draft could not start: every problem of the setup.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, thiserror::Error)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct SetupError {
    /// The problems, in the order: Mods, first seat, second seat, stadium and scenario, Zlavin.
    pub problems: Vec<SetupProblem>,
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("the draft cannot start: ")?;
        for (i, p) in self.problems.iter().enumerate() {
            if i > 0 {
                f.write_str("; ")?;
            }
            write!(f, "{p}")?;
        }
        Ok(())
    }
}

/// Checks everything but Zlavin's completability (which needs the checked lineups). Returns the
/// checked ModSet when the Mods are fine.
pub(crate) fn check_setup(
    catalog: &Catalog,
    setup: &DraftSetup,
) -> (Option<ModSet>, Vec<SetupProblem>) {
    let mut problems = Vec::new();
    // A list too long for ModSet is refused unread; only its first entries are looked at here.
    let listed = setup.mods.get(..MAX_MODS_INPUT).unwrap_or(&setup.mods);
    let mods = match ModSet::new(setup.version, &setup.mods) {
        Ok(m) => Some(m),
        Err(errors) => {
            problems.extend(
                errors
                    .into_iter()
                    .map(|problem| SetupProblem::Mods { problem }),
            );
            None
        }
    };
    // Every Mod's first line: four under Carano, otherwise eight. Used even when the Mods are
    // wrong, so the lineups are still checked against what was meant.
    let lineup_size = match &mods {
        Some(m) => m.lineup_size(),
        None if listed.contains(&Mod::Carano) => 4,
        None => 8,
    };
    for (seat, player) in setup.players.iter() {
        problems.extend(
            player
                .problems_with_size(catalog, lineup_size)
                .into_iter()
                .map(|problem| SetupProblem::Player { seat, problem }),
        );
    }
    let circuit = listed.contains(&Mod::AglCircuit);
    match &setup.stadium {
        None if circuit => problems.push(SetupProblem::StadiumMissing),
        None => {}
        Some(stadium) => {
            if !circuit {
                problems.push(SetupProblem::StadiumWithoutCircuit {
                    stadium: stadium.clone(),
                });
            }
            if catalog.stadium(stadium).is_none() {
                problems.push(SetupProblem::UnknownStadium {
                    stadium: stadium.clone(),
                });
            }
        }
    }
    if let Some(scenario) = &setup.scenario {
        if catalog.scenario(scenario).is_none() {
            problems.push(SetupProblem::UnknownScenario {
                scenario: scenario.clone(),
            });
        }
    }
    (mods, problems)
}
