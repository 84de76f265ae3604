//! Which actions an AGL event accepts now, each decided by the check `apply` makes for it, so a
//! desk that offers exactly these never offers what the engine refuses for the event's stage.
//! A property test (`tournament_open_tests.rs`) keeps the two in step.

use super::Tournament;
use crate::refusal::EventRefusal;
use hexadraft_draft::{Clause, Section};
use serde::Serialize;

/// The actions open now. The action's own details (a name, a result, which two players) are
/// still checked when it is applied, and so are the players present when a round is paired:
/// that refusal says what to fix, with its clause.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct AglOpenActions {
    /// Registering players, withdrawing a registration and changing a Sponsor or a Starting
    /// Lineup: until round 1 is paired.
    pub registration: bool,
    /// Registering a late arrival: once round 1 is paired (docs/rulings.md, "Late arrivals").
    pub late_registration: bool,
    /// The round that may be paired next: the latest round's results are all in and the
    /// planned rounds are not all paired (AGL v1.0, "Pairings", "Number of Tournament Rounds").
    pub pair_round: Option<u32>,
    /// The round that may be taken back: the latest, while none of its results is in
    /// (docs/rulings.md, "Safety nets at the desk").
    pub unpair_round: Option<u32>,
    /// The round whose players may be swapped: the latest, while two of its places without a
    /// result are at different tables (or one is the bye).
    pub swap_round: Option<u32>,
    /// The rounds whose scenario must be chosen before `pair_round` can be paired: with the
    /// scenarios announced in advance, round 1 waits for every planned round's (AGL v1.0,
    /// "Scenarios"; a count decided at round 1 may plan more rounds than the setup gave
    /// scenarios for), else the round itself. Empty when nothing is to be paired.
    pub scenarios_to_choose: Vec<u32>,
    /// The round that may be published: the latest, paired as a proposal and not yet
    /// published (docs/rulings.md, "Publishing a round").
    pub publish_round: Option<u32>,
}

impl Tournament {
    /// The actions open now, each asked of the check its action makes.
    pub fn open_actions(&self) -> AglOpenActions {
        AglOpenActions {
            registration: self.rounds.is_empty(),
            late_registration: !self.rounds.is_empty(),
            pair_round: self.round_to_pair().ok(),
            unpair_round: self
                .rounds
                .last()
                .map(|last| last.number)
                .filter(|&latest| self.unpairable(latest).is_ok()),
            swap_round: self.swappable_round(),
            scenarios_to_choose: self
                .round_to_pair()
                .map(|next| self.scenarios_missing(next, self.rounds_of_event()))
                .unwrap_or_default(),
            publish_round: self
                .rounds
                .last()
                .map(|last| last.number)
                .filter(|&latest| self.publishable(latest).is_ok()),
        }
    }

    /// Whether `round` may be published: it is the latest and not published yet.
    pub(super) fn publishable(&self, round: u32) -> Result<(), EventRefusal> {
        let latest = self.rounds.len() as u32;
        match self.rounds.last() {
            Some(last) if round == latest => {
                if last.published {
                    Err(EventRefusal::RoundAlreadyPublished {
                        round,
                        clause: Clause::RulingPublishRound,
                    })
                } else {
                    Ok(())
                }
            }
            _ => Err(EventRefusal::NotTheLatestRound { round, latest }),
        }
    }

    /// The round `pairNextRound` would pair as far as the event's stage goes: every result of
    /// the latest round is in and the planned rounds are not all paired.
    pub(super) fn round_to_pair(&self) -> Result<u32, EventRefusal> {
        let next = self.rounds.len() as u32 + 1;
        if let Some(last) = self.rounds.last() {
            let missing = last.tables_without_result();
            if !missing.is_empty() {
                return Err(EventRefusal::ResultsMissing {
                    round: last.number,
                    tables: missing,
                    clause: self.policy.clause(Section::Pairings),
                });
            }
        }
        let planned = self.rounds_of_event();
        if next > planned {
            return Err(EventRefusal::AllRoundsPaired {
                rounds: planned,
                clause: self.policy.clause(Section::NumberOfRounds),
            });
        }
        Ok(next)
    }

    /// Whether `round` may be taken back: it is the latest and none of its games has a result.
    pub(super) fn unpairable(&self, round: u32) -> Result<(), EventRefusal> {
        let latest = self.rounds.len() as u32;
        if round != latest || latest == 0 {
            return Err(EventRefusal::NotTheLatestRound { round, latest });
        }
        let with_results: Vec<u32> = self
            .rounds
            .last()
            .map(|r| {
                r.tables
                    .iter()
                    .filter(|t| t.result.is_some())
                    .map(|t| t.number)
                    .collect()
            })
            .unwrap_or_default();
        if with_results.is_empty() {
            Ok(())
        } else {
            Err(EventRefusal::RoundHasResults {
                round,
                tables: with_results,
            })
        }
    }

    /// The latest round, when some swap of it would be accepted: two tables without a result,
    /// or one and the bye (a swap refuses a seat whose game has a result, and two seats of the
    /// same table).
    fn swappable_round(&self) -> Option<u32> {
        let last = self.rounds.last()?;
        let open_tables = last.tables.iter().filter(|t| t.result.is_none()).count();
        (open_tables >= 2 || (open_tables == 1 && last.bye.is_some())).then_some(last.number)
    }
}

#[cfg(test)]
#[path = "tournament_open_tests.rs"]
mod tests;
