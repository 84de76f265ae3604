//! Results reported by the players themselves, from their phones (docs/rulings.md, Imperial
//! Assault, "Results reported from the phones"): each player of a game reports how it ended;
//! when the second report agrees with the first the result is recorded as if the organizer had
//! entered it, and until then the desk sees both reports and where they differ. The organizer's
//! own entry always settles the game.
//!
//! A report stands only for the game it was made for, as it was paired: once that game has a
//! result, or is taken back or re-seated (a round unpaired, players swapped, the cut undone), its
//! reports are gone.

use super::{IaAccepted, IaTournament};
use crate::ia::refusal::IaRefusal;
use crate::ia::result::{decide_game, IaResultInput};
use crate::player::PlayerId;
use hexadraft_draft::{BySeat, Seat};
use serde::{Deserialize, Serialize};

/// One game of an Imperial Assault event: a Swiss round's table, or a game of the cut.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(tag = "stage", rename_all = "camelCase", deny_unknown_fields)]
pub enum IaGameRef {
    /// A table of a Swiss round.
    Swiss {
        /// The round, from 1.
        round: u32,
        /// The table, from 1.
        table: u32,
    },
    /// A game of the cut.
    Cut {
        /// The round of the cut, from 1.
        round: u32,
        /// The game in that round, from 1.
        game: u32,
    },
}

/// Where two reports of one game differ, in the order the result form asks them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub enum IaResultField {
    /// The first seat's Victory Points.
    FirstVictoryPoints,
    /// The second seat's Victory Points.
    SecondVictoryPoints,
    /// The Victory Points from defeating figures (either seat, or whether they were given).
    FigurePoints,
    /// How the game ended.
    GameEnd,
}

/// The reports waiting on one game. Results are public: every viewer sees both.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct IaGameReports {
    /// The game.
    pub game: IaGameRef,
    /// Its players, by seat, as they were when the reports were made.
    pub players: BySeat<PlayerId>,
    /// Each seat's latest report.
    pub by_seat: BySeat<Option<IaResultInput>>,
    /// Where the two reports differ (empty until both seats reported).
    pub differs: Vec<IaResultField>,
}

impl IaGameReports {
    fn new(game: IaGameRef, players: BySeat<PlayerId>) -> IaGameReports {
        IaGameReports {
            game,
            players,
            by_seat: BySeat::new(None, None),
            differs: Vec::new(),
        }
    }

    fn set(&mut self, seat: Seat, result: IaResultInput) {
        *self.by_seat.get_mut(seat) = Some(result);
        self.differs = match (&self.by_seat.first, &self.by_seat.second) {
            (Some(a), Some(b)) => differences(a, b),
            _ => Vec::new(),
        };
    }
}

fn differences(a: &IaResultInput, b: &IaResultInput) -> Vec<IaResultField> {
    [
        (
            a.victory_points.first != b.victory_points.first,
            IaResultField::FirstVictoryPoints,
        ),
        (
            a.victory_points.second != b.victory_points.second,
            IaResultField::SecondVictoryPoints,
        ),
        (
            a.figure_points != b.figure_points,
            IaResultField::FigurePoints,
        ),
        (a.end != b.end, IaResultField::GameEnd),
    ]
    .into_iter()
    .filter_map(|(differ, field)| differ.then_some(field))
    .collect()
}

/// A game as it stands now: its players, and whether it has a result.
struct GameNow {
    players: BySeat<PlayerId>,
    recorded: bool,
}

impl IaTournament {
    /// The game `game` as it stands, if it exists.
    fn game_now(&self, game: IaGameRef) -> Option<GameNow> {
        match game {
            IaGameRef::Swiss { round, table } => {
                let round = self
                    .rounds
                    .get(usize::try_from(round.checked_sub(1)?).ok()?)?;
                let table = round.tables.iter().find(|t| t.pairing.table == table)?;
                Some(GameNow {
                    players: table.pairing.players,
                    recorded: table.result.is_some(),
                })
            }
            IaGameRef::Cut { round, game } => {
                let bracket = self.bracket.as_ref()?;
                let round = bracket
                    .rounds
                    .get(usize::try_from(round.checked_sub(1)?).ok()?)?;
                let game = round.games.iter().find(|g| g.game == game)?;
                Some(GameNow {
                    players: game.players,
                    recorded: game.result.is_some(),
                })
            }
        }
    }

    /// The game `player` plays now and has no result yet: their table of the latest Swiss round
    /// while the Swiss rounds are open, else their game of the cut's latest round.
    pub fn current_game(&self, player: PlayerId) -> Option<IaGameRef> {
        if let Some(bracket) = &self.bracket {
            let round = bracket.rounds.last()?;
            let game = round.games.iter().find(|g| {
                g.result.is_none() && (g.players.first == player || g.players.second == player)
            })?;
            return Some(IaGameRef::Cut {
                round: round.round,
                game: game.game,
            });
        }
        // A round not yet published is nobody's game (docs/rulings.md, "Publishing a round").
        let round = self.rounds.last().filter(|r| r.published)?;
        let table = round.tables.iter().find(|t| {
            t.result.is_none()
                && (t.pairing.players.first == player || t.pairing.players.second == player)
        })?;
        Some(IaGameRef::Swiss {
            round: round.round,
            table: table.pairing.table,
        })
    }

    /// The reports waiting, game by game.
    pub fn reports(&self) -> &[IaGameReports] {
        &self.reports
    }

    /// One player's report of a game's result.
    pub(super) fn report_result(
        &mut self,
        game: IaGameRef,
        player: PlayerId,
        result: &IaResultInput,
    ) -> Result<IaAccepted, IaRefusal> {
        let no_such = match game {
            IaGameRef::Swiss { round, table } => IaRefusal::NoSuchTable { round, table },
            IaGameRef::Cut { round, game } => IaRefusal::NoSuchCutGame {
                round,
                game,
                clause: super::clause(hexadraft_draft::IaSection::EliminationRounds),
            },
        };
        let now = self.game_now(game).ok_or(no_such)?;
        let seat = if now.players.first == player {
            Seat::First
        } else if now.players.second == player {
            Seat::Second
        } else {
            return Err(IaRefusal::NotAtThisGame { player });
        };
        if now.recorded {
            return Err(IaRefusal::GameHasResult { game });
        }
        // The report is checked as the organizer's entry would be (a game of the cut cannot be
        // drawn, its round must still be open), so an agreed report is always recordable.
        match game {
            IaGameRef::Swiss { round, .. } => {
                self.swiss_open()?;
                self.published_round(round)?;
                decide_game(result)?;
            }
            IaGameRef::Cut { round, game } => {
                if let Some(bracket) = &self.bracket {
                    bracket.clone().record(round, game, result, None)?;
                }
            }
        }
        let agreed = self
            .reports
            .iter()
            .find(|r| r.game == game)
            .and_then(|r| r.by_seat.get(seat.other()).as_ref())
            == Some(result);
        if agreed {
            let accepted = match game {
                IaGameRef::Swiss { round, table } => self.record(round, table, result, false)?,
                IaGameRef::Cut { round, game } => self.record_cut(round, game, result)?,
            };
            self.reports.retain(|r| r.game != game);
            return Ok(accepted);
        }
        let index = match self.reports.iter().position(|r| r.game == game) {
            Some(index) => index,
            None => {
                self.reports.push(IaGameReports::new(game, now.players));
                self.reports.len() - 1
            }
        };
        if let Some(reports) = self.reports.get_mut(index) {
            reports.set(seat, *result);
        }
        Ok(IaAccepted::ResultReported { game, player })
    }

    /// Drops the reports whose game has a result now, or is gone, or has other players.
    pub(super) fn prune_reports(&mut self) {
        let mut reports = std::mem::take(&mut self.reports);
        reports.retain(|r| {
            self.game_now(r.game)
                .is_some_and(|now| !now.recorded && now.players == r.players)
        });
        self.reports = reports;
    }
}
