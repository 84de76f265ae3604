//! What varies between the AGL's formats and ruleset versions, asked in one place: points, byes,
//! tiebreaks, rematches, the fewest players and rounds, what a registration needs, scenarios and
//! which clause says so. [`AglPolicy`] answers for each version and format, so registration,
//! pairing and standings never match on a version or a format themselves.
//!
//! It is not the seam between games. Imperial Assault shares nothing of the AGL's registration,
//! pairing or standings, so it is its own engine, and the two meet at
//! [`crate::EventRuleset`] (docs/ARCHITECTURE.md, "Rulesets"). `tests/second_policy.rs` keeps
//! the AGL core honest by running it under a points table that is not the AGL's.

use crate::definition::RematchPolicy;
use crate::scoring::{agl_decision, agl_points, Decision, Outcome, Score};
use hexadraft_draft::EventFormat;
use hexadraft_draft::RulesetVersion;
use hexadraft_draft::{BySeat, Seat};
use hexadraft_draft::{Clause, Section};
use serde::{Deserialize, Serialize};
use std::fmt;

/// A standings tiebreak, applied after points and before registration order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "kebab-case")]
pub enum Tiebreak {
    /// Accumulated Victory Points (bye-scaled at the end).
    VictoryPoints,
    /// Accumulated Frags (bye-scaled at the end).
    Frags,
    /// The sum of the Victory Points of every opponent met.
    OpponentsVictoryPoints,
    /// The sum of the points of every opponent met ("strength of schedule").
    OpponentsPoints,
}

impl fmt::Display for Tiebreak {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Tiebreak::VictoryPoints => "Victory Points",
            Tiebreak::Frags => "Frags",
            Tiebreak::OpponentsVictoryPoints => "opponents' Victory Points",
            Tiebreak::OpponentsPoints => "opponents' points",
        })
    }
}

/// What a bye is worth.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct ByeAward {
    /// The outcome the bye counts as.
    pub outcome: Outcome,
    /// The points it gives.
    pub points: u32,
}

/// What a registration must include.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RegistrationRules {
    /// A Sponsor is required.
    pub sponsor_required: bool,
    /// A Starting Lineup is required.
    pub lineup_required: bool,
}

/// The questions the AGL event core asks of a format under a ruleset version.
pub trait EventPolicy: fmt::Debug + Send + Sync {
    /// Decides a game from both scores and First Blood.
    fn decide(&self, scores: BySeat<Score>, first_blood: Option<Seat>) -> Decision;
    /// Whether a result may record First Blood.
    fn accepts_first_blood(&self) -> bool;
    /// The points an outcome earns.
    fn points(&self, outcome: Outcome) -> u32;
    /// What a bye is worth.
    fn bye_award(&self) -> ByeAward;
    /// Whether a bye player's Victory Points and Frags are scaled up at the end.
    fn scales_bye_scores(&self) -> bool;
    /// The tiebreaks after points, in order (registration order always comes last).
    fn tiebreaks(&self) -> &[Tiebreak];
    /// The rematch policy actually used, given the organizer's choice.
    fn rematches(&self, chosen: RematchPolicy) -> RematchPolicy;
    /// The fewest active players a round can be paired with.
    fn minimum_players(&self) -> u32;
    /// The fewest rounds an event may plan.
    fn minimum_rounds(&self) -> u32;
    /// The suggested number of rounds for `players` players.
    fn suggested_rounds(&self, players: u32) -> u32;
    /// What a registration must include.
    fn registration(&self) -> RegistrationRules;
    /// Whether homemade scenarios may be played.
    fn allows_homemade_scenarios(&self) -> bool;
    /// Whether a scenario may be played in two rounds.
    fn scenarios_may_repeat(&self) -> bool;
    /// The clause that states `section`'s rule.
    fn clause(&self, section: Section) -> Clause;
    /// Whether every round's scenario is announced with the event, before round 1, and changes
    /// after that only by an explicit override (from the second edition of the rulings on).
    /// Rulesets that draw each round's mission as they go say no (the default).
    fn scenarios_announced_in_advance(&self) -> bool {
        false
    }
}

/// The AGL rules of one format under one ruleset version.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct AglPolicy {
    version: RulesetVersion,
    format: EventFormat,
}

impl AglPolicy {
    /// The rules of `format` under `version`.
    pub fn new(version: RulesetVersion, format: EventFormat) -> AglPolicy {
        AglPolicy { version, format }
    }

    /// The ruleset version.
    pub fn version(&self) -> RulesetVersion {
        self.version
    }

    /// The format.
    pub fn format(&self) -> EventFormat {
        self.format
    }
}

/// AGL v1.0, "Final Scores" of every format (and "Pairings" from round 2): points, then Victory
/// Points, then Frags, then the total Victory Points of all opponents.
const AGL_TIEBREAKS: [Tiebreak; 3] = [
    Tiebreak::VictoryPoints,
    Tiebreak::Frags,
    Tiebreak::OpponentsVictoryPoints,
];

impl EventPolicy for AglPolicy {
    // The Frag note is printed under Standard Tournament "Keeping Score" only, and First Blood
    // under the Season 2 Standard formats only; both apply to every format of their version
    // (docs/rulings.md, "Breaking a tied game").
    fn decide(&self, scores: BySeat<Score>, first_blood: Option<Seat>) -> Decision {
        agl_decision(scores, first_blood, self.version.has_first_blood())
    }

    // AGL S2, "Primera Sangre": a Season 2 rule; AGL v1.0 has no First Blood.
    fn accepts_first_blood(&self) -> bool {
        self.version.has_first_blood()
    }

    fn points(&self, outcome: Outcome) -> u32 {
        agl_points(outcome)
    }

    // AGL v1.0, "Odd Number of Players (Byes)": "awarded a Victory (worth 2 Tournament Points),
    // 0 Victory Points and 0 Frags".
    fn bye_award(&self) -> ByeAward {
        ByeAward {
            outcome: Outcome::Victory,
            points: agl_points(Outcome::Victory),
        }
    }

    // AGL v1.0, "Odd Number of Players (Byes)", steps 1-3.
    fn scales_bye_scores(&self) -> bool {
        true
    }

    fn tiebreaks(&self) -> &[Tiebreak] {
        &AGL_TIEBREAKS
    }

    fn rematches(&self, chosen: RematchPolicy) -> RematchPolicy {
        chosen
    }

    // "Format of the Event" of every format: "4 or more players".
    fn minimum_players(&self) -> u32 {
        4
    }

    // "Number of ... Rounds": "there must never be fewer than 3" in the Standard formats and the
    // Open League; the Open Tournament leaves it to the Organizer ("1 or more Tournament Rounds").
    // docs/rulings.md, "Number of rounds".
    fn minimum_rounds(&self) -> u32 {
        match self.format {
            EventFormat::OpenTournament => 1,
            _ => 3,
        }
    }

    // "Number of ... Rounds": 4-8 players 3, 9-16 players 4, 17+ players 5 (a guideline).
    fn suggested_rounds(&self, players: u32) -> u32 {
        match players {
            0..=8 => 3,
            9..=16 => 4,
            _ => 5,
        }
    }

    // Standard formats: "Choosing Your Sponsor" and "Starting Lineup" require both; Open formats
    // write them down "if it's needed" (docs/rulings.md, "Open registration").
    fn registration(&self) -> RegistrationRules {
        let required = !self.format.is_open();
        RegistrationRules {
            sponsor_required: required,
            lineup_required: required,
        }
    }

    // Standard formats: "an Official AGL Scenario"; Open formats: "an Official or homemade
    // Scenario".
    fn allows_homemade_scenarios(&self) -> bool {
        self.format.is_open()
    }

    // AGL v1.0, Open Tournament and Open League, "Scenarios": "The same Scenario cannot be played
    // twice" (the English and French texts; the Spanish v1.0 text does not have the sentence).
    // AGL S2, Torneo Open and Liga Open, "Escenarios", do not have it either; the Standard formats
    // never did (docs/rulings.md, "Scenarios").
    fn scenarios_may_repeat(&self) -> bool {
        !(self.format.is_open() && self.version == RulesetVersion::AglV1)
    }

    // "Scenarios" of every format and version: "The Organizer must make the chosen Scenarios
    // known when the tournament is first announced so that players can take them into account
    // when building their Starting Lineups" (S2: "en el mismo momento en el que anuncie el
    // torneo").
    fn scenarios_announced_in_advance(&self) -> bool {
        true
    }

    fn clause(&self, section: Section) -> Clause {
        match section {
            // First Blood, the AGL Circuit and team names exist only in the Season 2 text: a v1.0
            // event points there.
            Section::FirstBlood | Section::AglCircuit | Section::TeamNames => {
                Clause::agl(RulesetVersion::AglSeason2, self.format, section)
            }
            _ => Clause::agl(self.version, self.format, section),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_round_table_suggests_three_four_or_five_rounds() {
        // AGL v1.0, Standard Tournament, "Number of Tournament Rounds": 4-8 3, 9-16 4, 17+ 5.
        let p = AglPolicy::new(RulesetVersion::AglV1, EventFormat::StandardTournament);
        assert_eq!(p.suggested_rounds(4), 3);
        assert_eq!(p.suggested_rounds(8), 3);
        assert_eq!(p.suggested_rounds(9), 4);
        assert_eq!(p.suggested_rounds(16), 4);
        assert_eq!(p.suggested_rounds(17), 5);
        assert_eq!(p.suggested_rounds(10_000), 5);
    }

    #[test]
    fn only_the_open_tournament_may_plan_fewer_than_three_rounds() {
        // "there must never be fewer than 3" (Standard formats, Open League); the Open Tournament
        // says "1 or more Tournament Rounds".
        for format in EventFormat::ALL {
            let p = AglPolicy::new(RulesetVersion::AglSeason2, format);
            let expected = if format == EventFormat::OpenTournament {
                1
            } else {
                3
            };
            assert_eq!(p.minimum_rounds(), expected, "{format}");
        }
    }

    #[test]
    fn a_bye_is_a_victory_worth_two_points() {
        // AGL v1.0, "Odd Number of Players (Byes)".
        let p = AglPolicy::new(RulesetVersion::AglV1, EventFormat::StandardLeague);
        assert_eq!(
            p.bye_award(),
            ByeAward {
                outcome: Outcome::Victory,
                points: 2
            }
        );
    }
}
