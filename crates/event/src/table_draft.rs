//! From an event table to its draft: the [`DraftSetup`] of the game a table plays, built from
//! the event's ruleset, Mods, scenario and stadium and both players' registrations.

use crate::definition::ScenarioChoice;
use crate::player::PlayerId;
use crate::policy::AglPolicy;
use crate::refusal::EventRefusal;
use crate::scoring::{result_warnings, score_game, GameResult, ResultInput};
use crate::tournament::Tournament;
use crate::warning::ResultWarning;
use hexadraft_draft::{
    BySeat, Clause, ClockSettings, Draft, DraftFormat, DraftSetup, EventFormat, PlayerSetup,
};
use serde::Serialize;

/// How the drafts of an event's tables are run, as the organizer chose
/// ([`crate::EventAction::SetTableDrafts`]). A draft records both in its own journal as it
/// starts, so a later choice never changes a draft already started.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct TableDrafts {
    /// The pace clock (`None`: untimed).
    pub clock: Option<ClockSettings>,
    /// The draft format (`None`: the official order of the event's ruleset and Mods).
    pub format: Option<DraftFormat>,
}

/// Why a table's draft cannot be set up from the event.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, thiserror::Error)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum TableDraftProblem {
    /// The round is not paired.
    #[error("round {round} is not paired ({paired} round(s) paired)")]
    UnknownRound {
        /// The round given.
        round: u32,
        /// Rounds paired.
        paired: u32,
    },
    /// The table is not in the round.
    #[error("round {round} has no table {table}")]
    UnknownTable {
        /// The round.
        round: u32,
        /// The table given.
        table: u32,
    },
    /// A player registered without a Sponsor (allowed in Open formats), and a draft needs one.
    #[error(
        "{name} registered without a Sponsor; the table draft needs one (edit the player first)"
    )]
    NoSponsor {
        /// The player.
        player: PlayerId,
        /// Their name.
        name: String,
    },
    /// The Open event's own team format: Starting Lineups of a size the draft's team building
    /// (eight, four under Carano) does not take, so the teams are built at the table.
    #[error("this event's Starting Lineups have {lineup_size} characters (the organizer's own team format); the app's table draft builds teams from lineups of {draft_size}")]
    OwnTeamFormat {
        /// The event's lineup size.
        lineup_size: u32,
        /// The size the draft takes under the event's Mods.
        draft_size: u32,
    },
    /// A player registered without a Starting Lineup (allowed in Open formats), and a draft
    /// needs one.
    #[error("{name} registered without a Starting Lineup; the table draft picks from it (edit the player first)")]
    NoLineup {
        /// The player.
        player: PlayerId,
        /// Their name.
        name: String,
    },
}

impl Tournament {
    /// The draft setup of table `table` in round `round`: the event's ruleset version, Mods and
    /// stadium, the round's scenario (an official one; a homemade scenario is not in the
    /// catalog and is left out), and both players' names, Sponsors and Starting Lineups. The
    /// table's first seat is the draft's first seat; Player A is then decided in the draft itself
    /// (AGL v1.0, "Building Teams at the beginning of each Tournament Round", step 1). `seed`
    /// is the draft's recorded seed.
    ///
    /// # Errors
    /// [`TableDraftProblem`] for an unknown round or table, or a player without the Sponsor or
    /// Starting Lineup a draft needs.
    pub fn table_draft_setup(
        &self,
        round: u32,
        table: u32,
        seed: u32,
    ) -> Result<DraftSetup, TableDraftProblem> {
        if self.lineup_size() != self.mods().lineup_size() {
            return Err(TableDraftProblem::OwnTeamFormat {
                lineup_size: u32::try_from(self.lineup_size()).unwrap_or(u32::MAX),
                draft_size: u32::try_from(self.mods().lineup_size()).unwrap_or(u32::MAX),
            });
        }
        let r = self.round(round).ok_or(TableDraftProblem::UnknownRound {
            round,
            paired: self.rounds().len() as u32,
        })?;
        let t = r
            .table(table)
            .ok_or(TableDraftProblem::UnknownTable { round, table })?;
        let player = |id: PlayerId| -> Result<PlayerSetup, TableDraftProblem> {
            let p = self
                .player(id)
                .ok_or(TableDraftProblem::UnknownTable { round, table })?;
            let sponsor = p
                .sponsor
                .clone()
                .ok_or_else(|| TableDraftProblem::NoSponsor {
                    player: id,
                    name: p.name.clone(),
                })?;
            let lineup = p
                .lineup
                .as_ref()
                .ok_or_else(|| TableDraftProblem::NoLineup {
                    player: id,
                    name: p.name.clone(),
                })?;
            Ok(PlayerSetup {
                name: p.name.clone(),
                lineup: lineup.characters().to_vec(),
                sponsor,
                // The event checked the Special Sponsor when the player registered.
                unlocked_sponsors: None,
            })
        };
        let definition = self.definition();
        Ok(DraftSetup {
            version: definition.ruleset,
            mods: self.mods().mods().to_vec(),
            players: BySeat::new(player(t.players.first)?, player(t.players.second)?),
            seed,
            coin: hexadraft_draft::CoinToss::Seeded,
            scenario: match &r.scenario {
                ScenarioChoice::Official { id } => Some(id.clone()),
                ScenarioChoice::Homemade { .. } => None,
            },
            stadium: definition.stadium.clone(),
        })
    }
}

/// Scores the game a table played after its draft, by the draft's seats: the result is taken
/// only once the draft is complete (the game is played with the teams it fixed), then checked
/// and decided as an event's result is. Every AGL format scores a game the same way
/// (docs/rulings.md, "Breaking a tied game"), so a quick match outside an event follows the
/// Standard Tournament's "Keeping Score" and, in Season 2, "Primera Sangre".
///
/// # Errors
/// [`EventRefusal::DraftNotComplete`] before the draft is complete, or the refusal the event
/// engine gives the same numbers (negative, too high, two First Bloods, First Blood in v1.0).
pub fn score_table_game(draft: &Draft, input: &ResultInput) -> Result<GameResult, EventRefusal> {
    if !draft.is_complete() {
        return Err(EventRefusal::DraftNotComplete {
            clause: Clause::BuildingTeamsEachRound,
        });
    }
    let policy = AglPolicy::new(draft.mods().version(), EventFormat::StandardTournament);
    score_game(&policy, input)
}

/// What looks implausible in a table game's result (docs/rulings.md, "Implausible results"), as
/// the event engine warns of the same numbers: shown to the players, never changing the result.
pub fn table_game_warnings(draft: &Draft, result: &GameResult) -> Vec<ResultWarning> {
    let policy = AglPolicy::new(draft.mods().version(), EventFormat::StandardTournament);
    result_warnings(&policy, result)
}

#[cfg(test)]
mod tests {
    use crate::*;
    use hexadraft_catalog::{Catalog, CharacterId, ScenarioId, SponsorId, StadiumId};
    use hexadraft_draft::{Draft, Mod, RulesetVersion};

    fn lineup(i: usize) -> Vec<CharacterId> {
        let all = [
            "gata",
            "8-ball",
            "parvati",
            "maximus",
            "wild-bill",
            "hexx3r",
            "major-lunah",
            "miyamoto-mushashi",
            "valkyrie",
            "hannibal",
            "laxmee",
            "senor-massacre",
        ];
        (0..8)
            .map(|k| CharacterId::new(all[(i + k) % all.len()]).unwrap())
            .collect()
    }

    fn circuit_event() -> Tournament {
        let mut t = Tournament::new(
            &Catalog::shipped(),
            EventDefinition {
                name: "Circuito".into(),
                format: EventFormat::StandardTournament,
                ruleset: RulesetVersion::AglSeason2,
                mods: vec![Mod::AglCircuit, Mod::KoorieQueen],
                event_type: EventType::Regional,
                rounds: Some(3),
                scenarios: vec![ScenarioChoice::Official {
                    id: ScenarioId::new("conquest").unwrap(),
                }],
                stadium: Some(StadiumId::new("omadon-arena").unwrap()),
                seed: Some(EventSeed::Number(11)),
                rematches: RematchPolicy::Avoid,
                lineup_size: None,
                rulings: Default::default(),
                publish_rounds: false,
            },
        )
        .unwrap();
        for i in 0..4 {
            t.apply(EventAction::RegisterPlayer {
                registration: Registration {
                    name: format!("P{i}"),
                    corvus_pin: format!("P{i}"),
                    sponsor: Some(SponsorId::new("oxyd").unwrap()),
                    sponsor_unlocked: false,
                    lineup: Some(lineup(i)),
                    team_name: None,
                },
            })
            .unwrap();
        }
        t.apply(EventAction::PairNextRound {
            round: 1,
            seed: None,
        })
        .unwrap();
        t
    }

    /// A v1.0 draft without Mods, played to its end: first legal picks, then two Tactics of
    /// each character for each deck (each seat its own salt).
    fn complete_draft() -> Draft {
        use hexadraft_catalog::TacticSlot;
        use hexadraft_draft::{
            DeckChoice, DraftAction, DraftSetup, PlayerSetup, Salt, Seat, Step, TacticPick,
        };
        let player = |name: &str, i: usize| PlayerSetup {
            name: name.into(),
            lineup: lineup(i),
            sponsor: SponsorId::new("oxyd").unwrap(),
            unlocked_sponsors: None,
        };
        let setup = DraftSetup {
            version: RulesetVersion::AglV1,
            mods: vec![],
            players: BySeat::new(player("Ana", 0), player("Bo", 8)),
            seed: 3,
            coin: hexadraft_draft::CoinToss::Seeded,
            scenario: None,
            stadium: None,
        };
        let mut draft = Draft::new(&Catalog::shipped(), setup).unwrap();
        let salt = Salt::new("5a".repeat(16)).unwrap();
        while draft.step() == Step::Pick {
            let seat = draft.waiting_for()[0];
            let pick = draft
                .legal_actions(seat, &salt)
                .into_iter()
                .find(|a| matches!(a, DraftAction::Pick { .. }))
                .unwrap();
            draft.apply(pick).unwrap();
        }
        for (seat, salt) in [(Seat::First, "1b"), (Seat::Second, "2c")] {
            let tactics = draft
                .picked_team(seat)
                .into_iter()
                .flat_map(|c| {
                    [0, 1].map(|s| TacticPick {
                        character: c.clone(),
                        slot: TacticSlot::new(s).unwrap(),
                    })
                })
                .collect();
            draft
                .apply(DraftAction::LockDeck {
                    seat,
                    deck: DeckChoice { tactics },
                    salt: salt.repeat(16),
                })
                .unwrap();
        }
        assert!(draft.is_complete());
        draft
    }

    fn entered(first: (i32, i32, bool), second: (i32, i32, bool)) -> ResultInput {
        let score = |(victory_points, frags, first_blood)| ScoreInput {
            victory_points,
            frags,
            first_blood,
        };
        ResultInput {
            first: score(first),
            second: score(second),
            players: None,
            game_end: GameEnd::Played,
        }
    }

    #[test]
    fn a_table_game_is_scored_only_once_its_draft_is_complete() {
        // The game is played with the teams the draft fixes (AGL v1.0, "Building Teams at the
        // beginning of each Tournament Round").
        let mut t = circuit_event();
        let setup = t.table_draft_setup(1, 1, 5).unwrap();
        let unfinished = Draft::new(&Catalog::shipped(), setup).unwrap();
        assert_eq!(
            score_table_game(&unfinished, &entered((7, 0, false), (2, 0, false))),
            Err(EventRefusal::DraftNotComplete {
                clause: hexadraft_draft::Clause::BuildingTeamsEachRound
            })
        );
        // Keep the event in use (its table draft is what a desk opens).
        t.apply(EventAction::RecordResult {
            round: 1,
            table: 1,
            result: entered((7, 0, false), (2, 0, false)),
        })
        .unwrap();
    }

    #[test]
    fn a_table_game_is_decided_as_the_standard_tournament_keeps_score() {
        // AGL v1.0, Standard Tournament, "Keeping Score": 5 or more is a Total Victory (3), 1 to 4
        // a Victory (2); equal VP broken by Frags is a Victory.
        let draft = complete_draft();
        let big = score_table_game(&draft, &entered((9, 1, false), (4, 2, false))).unwrap();
        assert_eq!(big.decision.outcomes.first, Outcome::TotalVictory);
        assert_eq!(big.points, BySeat::new(3, 0));
        let frags = score_table_game(&draft, &entered((5, 1, false), (5, 3, false))).unwrap();
        assert_eq!(frags.decision.outcomes.second, Outcome::Victory);
        assert_eq!(frags.decision.decided_by, Decider::Frags);
        assert_eq!(frags.points, BySeat::new(0, 2));
    }

    #[test]
    fn a_v1_table_game_refuses_first_blood_and_impossible_scores() {
        // First Blood is a Season 2 rule (AGL S2, "Primera Sangre").
        let draft = complete_draft();
        let refused = score_table_game(&draft, &entered((5, 0, true), (5, 0, false))).unwrap_err();
        assert!(matches!(
            refused,
            EventRefusal::NoFirstBloodInRuleset { .. }
        ));
        assert!(refused.to_string().contains("Primera Sangre"), "{refused}");
        assert!(matches!(
            score_table_game(&draft, &entered((150, 0, false), (5, 0, false))),
            Err(EventRefusal::ScoreTooHigh {
                seat: hexadraft_draft::Seat::First,
                ..
            })
        ));
    }

    #[test]
    fn a_tables_draft_carries_the_events_rules_scenario_stadium_and_both_registrations() {
        // AGL S2, "Mod Circuito AGL": one stadium for the whole event.
        let t = circuit_event();
        let setup = t.table_draft_setup(1, 2, 99).unwrap();
        let table = t.round(1).unwrap().table(2).unwrap();
        let a = t.player(table.players.first).unwrap();
        assert_eq!(setup.players.first.name, a.name);
        assert_eq!(
            setup.players.first.lineup,
            a.lineup.as_ref().unwrap().characters()
        );
        assert_eq!(setup.version, RulesetVersion::AglSeason2);
        assert_eq!(setup.mods, vec![Mod::KoorieQueen, Mod::AglCircuit]);
        assert_eq!(setup.scenario.unwrap().as_str(), "conquest");
        assert_eq!(setup.stadium.unwrap().as_str(), "omadon-arena");
        assert_eq!(setup.seed, 99);
        // The draft engine accepts it as it is.
        assert!(Draft::new(&Catalog::shipped(), t.table_draft_setup(1, 1, 5).unwrap()).is_ok());
    }

    #[test]
    fn unknown_tables_and_players_without_a_lineup_are_refused_with_the_reason() {
        let t = circuit_event();
        assert_eq!(
            t.table_draft_setup(2, 1, 0),
            Err(TableDraftProblem::UnknownRound {
                round: 2,
                paired: 1
            })
        );
        assert_eq!(
            t.table_draft_setup(1, 3, 0),
            Err(TableDraftProblem::UnknownTable { round: 1, table: 3 })
        );
        let mut open = Tournament::new(
            &Catalog::shipped(),
            EventDefinition {
                name: "Open".into(),
                format: EventFormat::OpenTournament,
                ruleset: RulesetVersion::AglV1,
                mods: vec![],
                event_type: EventType::Open,
                rounds: Some(1),
                scenarios: vec![ScenarioChoice::Homemade {
                    name: "Garden".into(),
                }],
                stadium: None,
                seed: Some(EventSeed::Number(1)),
                rematches: RematchPolicy::Avoid,
                lineup_size: None,
                rulings: Default::default(),
                publish_rounds: false,
            },
        )
        .unwrap();
        for i in 0..4 {
            open.apply(EventAction::RegisterPlayer {
                registration: Registration {
                    name: format!("O{i}"),
                    corvus_pin: format!("O{i}"),
                    sponsor: Some(SponsorId::new("oxyd").unwrap()),
                    sponsor_unlocked: false,
                    lineup: None,
                    team_name: None,
                },
            })
            .unwrap();
        }
        open.apply(EventAction::PairNextRound {
            round: 1,
            seed: None,
        })
        .unwrap();
        assert!(matches!(
            open.table_draft_setup(1, 1, 0),
            Err(TableDraftProblem::NoLineup { .. })
        ));
    }
}
