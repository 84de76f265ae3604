//! The cut and its single-elimination bracket (IA Skirmish 1.1, «Rondas eliminatorias»): the top
//! players by tournament points, then strength of schedule, go through; the bracket is seeded
//! 1 v N, 2 v N-1...; every game must have a winner.
//!
//! The bracket is fixed when the cut is made (it is not re-seeded after each round): seeds are
//! placed so that the two best can meet only in the final, the four best only from the
//! semi-finals (docs/rulings.md, Imperial Assault, "The bracket"). The first seat of each game is
//! the higher seed.

use super::refusal::{ia, IaRefusal};
use super::result::{decide_cut_game, IaGameResult, IaResultInput};
use super::standings::IaStandings;
use super::structure::CutSize;
use crate::player::PlayerId;
use hexadraft_draft::{BySeat, IaSection, Seat};
use serde::{Deserialize, Serialize};
use std::collections::HashSet;

/// One game of the bracket.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct BracketGame {
    /// Its number in its round, from 1, top of the bracket first.
    pub game: u32,
    /// The seeds (1 is the best); the first seat holds the higher seed.
    pub seeds: BySeat<u32>,
    /// The players.
    pub players: BySeat<PlayerId>,
    /// The result, once entered.
    pub result: Option<IaGameResult>,
}

impl BracketGame {
    /// The winner, once the result is entered.
    pub fn winner(&self) -> Option<PlayerId> {
        let seat = self.result.as_ref()?.decision.winner()?;
        Some(*self.players.get(seat))
    }

    /// The loser, once the result is entered.
    pub fn loser(&self) -> Option<PlayerId> {
        let seat = self.result.as_ref()?.decision.winner()?;
        Some(*self.players.get(seat.other()))
    }

    fn winning_seed(&self) -> Option<u32> {
        let seat = self.result.as_ref()?.decision.winner()?;
        Some(*self.seeds.get(seat))
    }
}

/// One round of the bracket.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct BracketRound {
    /// Its number in the cut, from 1.
    pub round: u32,
    /// Its games, top of the bracket first.
    pub games: Vec<BracketGame>,
}

/// The cut's bracket: the seeds and every round started so far.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct Bracket {
    /// The cut's size.
    pub size: CutSize,
    /// The players by seed: `seeds[0]` is seed 1.
    pub seeds: Vec<PlayerId>,
    /// The rounds started, the first first.
    pub rounds: Vec<BracketRound>,
}

/// Where a player finished.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct Placing {
    /// The player.
    pub player: PlayerId,
    /// The place, from 1.
    pub place: u32,
    /// The round of the cut the player lost in, if any (none for the champion and for players
    /// outside the cut).
    pub lost_in_cut_round: Option<u32>,
}

/// What a round of the cut is called, by the players still in it: the final (2), the
/// semi-finals (4), the quarter-finals (8), or the round of 16, 32...
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum CutRoundName {
    /// Two players left.
    Final,
    /// Four players left.
    SemiFinals,
    /// Eight players left.
    QuarterFinals,
    /// More players left.
    RoundOf {
        /// The players left.
        players: u32,
    },
}

impl CutRoundName {
    /// The name of round `round` (from 1) of a cut of `size` players.
    pub fn of(size: CutSize, round: u32) -> CutRoundName {
        let players = size
            .get()
            .checked_shr(round.saturating_sub(1))
            .unwrap_or(0)
            .max(2);
        match players {
            2 => CutRoundName::Final,
            4 => CutRoundName::SemiFinals,
            8 => CutRoundName::QuarterFinals,
            players => CutRoundName::RoundOf { players },
        }
    }
}

/// The seeds of the first round's games, top of the bracket first: 1 v N, then the game whose
/// winner meets seed 1's... so that seeds 1 and 2 can meet only in the final.
fn first_round_seeds(size: u32) -> Vec<(u32, u32)> {
    let mut order = vec![1u32];
    let mut n = 1u32;
    while n < size {
        n *= 2;
        order = order.iter().flat_map(|&s| [s, n + 1 - s]).collect();
    }
    order
        .chunks(2)
        .filter_map(|c| match *c {
            [a, b] => Some((a.min(b), a.max(b))),
            _ => None,
        })
        .collect()
}

impl Bracket {
    /// Makes the cut: the top `size` players of the Swiss standings who have not dropped,
    /// seeded in standings order (points, then strength of schedule; the standings' further
    /// tiebreaks order whoever is still equal), and the first round's games.
    ///
    /// # Errors
    /// [`IaRefusal::CutTooLarge`] when fewer players could take part.
    pub fn cut(
        standings: &IaStandings,
        size: CutSize,
        dropped: &[PlayerId],
    ) -> Result<Bracket, IaRefusal> {
        let dropped: HashSet<PlayerId> = dropped.iter().copied().collect();
        let eligible: Vec<PlayerId> = standings
            .rows
            .iter()
            .map(|r| r.player)
            .filter(|p| !dropped.contains(p))
            .collect();
        let n = usize::try_from(size.get()).unwrap_or(usize::MAX);
        if eligible.len() < n {
            return Err(IaRefusal::CutTooLarge {
                size: size.get(),
                eligible: u32::try_from(eligible.len()).unwrap_or(u32::MAX),
                clause: ia(IaSection::EliminationRounds),
            });
        }
        let seeds: Vec<PlayerId> = eligible.into_iter().take(n).collect();
        let games = first_round_seeds(size.get())
            .into_iter()
            .zip(1u32..)
            .filter_map(|((a, b), game)| {
                let pa = *seeds.get(usize::try_from(a).ok()?.checked_sub(1)?)?;
                let pb = *seeds.get(usize::try_from(b).ok()?.checked_sub(1)?)?;
                Some(BracketGame {
                    game,
                    seeds: BySeat::new(a, b),
                    players: BySeat::new(pa, pb),
                    result: None,
                })
            })
            .collect();
        Ok(Bracket {
            size,
            seeds,
            rounds: vec![BracketRound { round: 1, games }],
        })
    }

    /// The round being played, or `None` once the final is decided.
    pub fn current_round(&self) -> Option<u32> {
        if self.champion().is_some() {
            return None;
        }
        self.rounds.last().map(|r| r.round)
    }

    /// The champion, once the final has a result.
    pub fn champion(&self) -> Option<PlayerId> {
        let last = self.rounds.last()?;
        if last.round != self.size.rounds() {
            return None;
        }
        last.games.first()?.winner()
    }

    /// Records (or corrects) the result of a game of the current round, or of the round before
    /// while the current one has no result yet (the current round is then redrawn from the
    /// winners). A game left equal goes to the higher seed. When every game of the round has a
    /// winner, the next round's games are set: the winners of games 1 and 2 meet in game 1, of
    /// games 3 and 4 in game 2, and so on.
    ///
    /// # Errors
    /// The result's own refusals ([`decide_cut_game`]), [`IaRefusal::NoSuchCutGame`] for a game
    /// that is not open for a result, [`IaRefusal::WrongPlayers`] when `players` is given and is
    /// not the game's.
    pub fn record(
        &mut self,
        round: u32,
        game: u32,
        input: &IaResultInput,
        players: Option<BySeat<PlayerId>>,
    ) -> Result<(), IaRefusal> {
        let clause = ia(IaSection::EliminationRounds);
        let no_such = IaRefusal::NoSuchCutGame {
            round,
            game,
            clause,
        };
        if !self.round_open(round) {
            return Err(no_such);
        }
        let index = usize::try_from(round - 1).map_err(|_| no_such.clone())?;
        let target = self
            .rounds
            .get(index)
            .and_then(|r| r.games.iter().find(|g| g.game == game))
            .ok_or_else(|| no_such.clone())?;
        if let Some(given) = players {
            if given != target.players {
                return Err(IaRefusal::WrongPlayers { clause });
            }
        }
        let result = decide_cut_game(input, target.seeds)?;
        self.rounds.truncate(index + 1);
        if let Some(slot) = self
            .rounds
            .get_mut(index)
            .and_then(|r| r.games.iter_mut().find(|g| g.game == game))
        {
            slot.result = Some(result);
        }
        self.advance();
        Ok(())
    }

    /// Whether games of `round` may be recorded or corrected: the latest round, or the one before
    /// it while no later game has a result.
    pub fn round_open(&self, round: u32) -> bool {
        let last = self.rounds.last().map_or(0, |r| r.round);
        let later_has_results = self
            .rounds
            .iter()
            .filter(|r| r.round > round)
            .any(|r| r.games.iter().any(|g| g.result.is_some()));
        round != 0 && round <= last && round + 1 >= last && !later_has_results
    }

    /// Sets the next round once every game of the last one has a winner.
    fn advance(&mut self) {
        let Some(last) = self.rounds.last() else {
            return;
        };
        if last.round >= self.size.rounds() || last.games.iter().any(|g| g.winner().is_none()) {
            return;
        }
        let games = last
            .games
            .chunks(2)
            .zip(1u32..)
            .filter_map(|(pair, game)| match pair {
                [a, b] => {
                    let (sa, sb) = (a.winning_seed()?, b.winning_seed()?);
                    let (pa, pb) = (a.winner()?, b.winner()?);
                    let (seeds, players) = if sa <= sb {
                        (BySeat::new(sa, sb), BySeat::new(pa, pb))
                    } else {
                        (BySeat::new(sb, sa), BySeat::new(pb, pa))
                    };
                    Some(BracketGame {
                        game,
                        seeds,
                        players,
                        result: None,
                    })
                }
                _ => None,
            })
            .collect();
        let round = last.round + 1;
        self.rounds.push(BracketRound { round, games });
    }

    /// The final places: the champion 1, the finalist 2, then the players who lost in each
    /// earlier round of the cut, later rounds first and by seed within a round, then everyone
    /// outside the cut in Swiss standings order (docs/rulings.md, Imperial Assault, "Final
    /// places"). Empty until the final is decided.
    pub fn placings(&self, standings: &IaStandings) -> Vec<Placing> {
        let mut out: Vec<Placing> = Vec::new();
        let mut placed: HashSet<PlayerId> = HashSet::new();
        let mut push = |out: &mut Vec<Placing>, player: PlayerId, lost: Option<u32>| {
            if placed.insert(player) {
                let place = u32::try_from(out.len() + 1).unwrap_or(u32::MAX);
                out.push(Placing {
                    player,
                    place,
                    lost_in_cut_round: lost,
                });
            }
        };
        let Some(champion) = self.champion() else {
            return out;
        };
        push(&mut out, champion, None);
        for r in self.rounds.iter().rev() {
            let mut losers: Vec<(u32, PlayerId)> = r
                .games
                .iter()
                .filter_map(|g| {
                    let loser = g.loser()?;
                    let seat = if g.players.first == loser {
                        Seat::First
                    } else {
                        Seat::Second
                    };
                    Some((*g.seeds.get(seat), loser))
                })
                .collect();
            losers.sort_unstable();
            for (_, p) in losers {
                push(&mut out, p, Some(r.round));
            }
        }
        for row in &standings.rows {
            push(&mut out, row.player, None);
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ia::result::{GameEnd, IaDecider};
    use crate::ia::seed::IaSeed;
    use crate::ia::standings::{ia_standings, SosMethod, SwissHistory};
    use proptest::prelude::*;

    fn p(n: u32) -> PlayerId {
        PlayerId::new(n)
    }

    /// Standings in which player n is in place n (no game: the order is the lots'; rows are
    /// renumbered here so the tests read simply).
    fn standings(n: u32) -> IaStandings {
        let mut s = ia_standings(
            &(1..=n).map(p).collect::<Vec<_>>(),
            &SwissHistory::default(),
            SosMethod::Sum,
            crate::ia::IaRulingsEdition::First,
            IaSeed::new(0),
        );
        for (i, row) in s.rows.iter_mut().enumerate() {
            row.player = p(u32::try_from(i).unwrap() + 1);
            row.place = u32::try_from(i).unwrap() + 1;
        }
        s
    }

    fn win(seat: Seat) -> IaResultInput {
        let vp = match seat {
            Seat::First => BySeat::new(40, 10),
            Seat::Second => BySeat::new(10, 40),
        };
        IaResultInput {
            victory_points: vp,
            figure_points: None,
            end: GameEnd::FortyPoints,
        }
    }

    fn seeds_of(round: &BracketRound) -> Vec<(u32, u32)> {
        round
            .games
            .iter()
            .map(|g| (g.seeds.first, g.seeds.second))
            .collect()
    }

    #[test]
    fn the_cut_seeds_one_against_n_and_keeps_the_best_two_apart_until_the_final() {
        // «Rondas eliminatorias».
        let b = Bracket::cut(&standings(12), CutSize::TOP_8, &[]).unwrap();
        assert_eq!(b.seeds, (1..=8).map(p).collect::<Vec<_>>());
        assert_eq!(seeds_of(&b.rounds[0]), [(1, 8), (4, 5), (2, 7), (3, 6)]);
        let b4 = Bracket::cut(&standings(12), CutSize::TOP_4, &[]).unwrap();
        assert_eq!(seeds_of(&b4.rounds[0]), [(1, 4), (2, 3)]);
        assert_eq!(
            seeds_of(
                &Bracket::cut(&standings(16), CutSize::TOP_16, &[])
                    .unwrap()
                    .rounds[0]
            ),
            [
                (1, 16),
                (8, 9),
                (4, 13),
                (5, 12),
                (2, 15),
                (7, 10),
                (3, 14),
                (6, 11)
            ]
        );
    }

    #[test]
    fn a_top_four_plays_to_a_champion_and_places_everyone() {
        let s = standings(12);
        let mut b = Bracket::cut(&s, CutSize::TOP_4, &[]).unwrap();
        assert_eq!(b.current_round(), Some(1));
        // 4 beats 1 (an upset), 2 beats 3.
        b.record(1, 1, &win(Seat::Second), None).unwrap();
        assert_eq!(b.rounds.len(), 1, "the final waits for both semi-finals");
        b.record(1, 2, &win(Seat::First), Some(BySeat::new(p(2), p(3))))
            .unwrap();
        assert_eq!(seeds_of(&b.rounds[1]), [(2, 4)]);
        assert_eq!(b.rounds[1].games[0].players, BySeat::new(p(2), p(4)));
        b.record(2, 1, &win(Seat::Second), None).unwrap();
        assert_eq!(b.champion(), Some(p(4)));
        assert_eq!(b.current_round(), None);
        let places: Vec<(u32, u32)> = b
            .placings(&s)
            .iter()
            .map(|pl| (pl.place, pl.player.get()))
            .collect();
        assert_eq!(places[..4], [(1, 4), (2, 2), (3, 1), (4, 3)]);
        assert_eq!(places.len(), 12);
        assert_eq!(
            places[4..],
            (5..=12).map(|n| (n, n)).collect::<Vec<_>>()[..]
        );
    }

    #[test]
    fn a_drawn_game_goes_to_the_higher_seed() {
        let mut b = Bracket::cut(&standings(4), CutSize::TOP_4, &[]).unwrap();
        let drawn = IaResultInput {
            victory_points: BySeat::new(30, 30),
            figure_points: Some(BySeat::new(12, 12)),
            end: GameEnd::Time,
        };
        b.record(1, 2, &drawn, None).unwrap();
        let game = &b.rounds[0].games[1];
        assert_eq!(game.winner(), Some(p(2)));
        assert_eq!(
            game.result.unwrap().decision.decided_by,
            IaDecider::HigherSeed
        );
    }

    #[test]
    fn results_go_to_open_games_of_the_right_players_and_corrections_redraw_the_next_round() {
        let mut b = Bracket::cut(&standings(8), CutSize::TOP_4, &[]).unwrap();
        assert!(matches!(
            b.record(2, 1, &win(Seat::First), None),
            Err(IaRefusal::NoSuchCutGame { .. })
        ));
        assert!(matches!(
            b.record(1, 3, &win(Seat::First), None),
            Err(IaRefusal::NoSuchCutGame { .. })
        ));
        assert!(matches!(
            b.record(1, 1, &win(Seat::First), Some(BySeat::new(p(1), p(2)))),
            Err(IaRefusal::WrongPlayers { .. })
        ));
        b.record(1, 1, &win(Seat::First), None).unwrap();
        b.record(1, 2, &win(Seat::First), None).unwrap();
        assert_eq!(b.rounds[1].games[0].players, BySeat::new(p(1), p(2)));
        // A correction of a semi-final before the final has a result redraws the final.
        b.record(1, 2, &win(Seat::Second), None).unwrap();
        assert_eq!(b.rounds[1].games[0].players, BySeat::new(p(1), p(3)));
        b.record(2, 1, &win(Seat::First), None).unwrap();
        // Once the final has a result, the semi-finals are closed.
        assert!(b.record(1, 1, &win(Seat::Second), None).is_err());
        // The final itself may be corrected.
        b.record(2, 1, &win(Seat::Second), None).unwrap();
        assert_eq!(b.champion(), Some(p(3)));
    }

    #[test]
    fn dropped_players_do_not_take_a_place_in_the_cut() {
        let b = Bracket::cut(&standings(6), CutSize::TOP_4, &[p(2)]).unwrap();
        assert_eq!(b.seeds, [p(1), p(3), p(4), p(5)]);
        assert_eq!(
            Bracket::cut(&standings(6), CutSize::TOP_8, &[]),
            Err(IaRefusal::CutTooLarge {
                size: 8,
                eligible: 6,
                clause: ia(IaSection::EliminationRounds)
            })
        );
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]

        /// Results sent to any round and game, with any scores: recorded or refused, never a
        /// panic, and the bracket stays well formed.
        #[test]
        fn any_result_anywhere_is_recorded_or_refused(
            entries in proptest::collection::vec(
                (0u32..5, 0u32..6, -5i32..110, -5i32..110, 0u8..5, any::<bool>()), 0..30),
        ) {
            let mut b = Bracket::cut(&standings(9), CutSize::TOP_8, &[]).unwrap();
            for (round, game, a, c, end, first) in entries {
                let seat = if first { Seat::First } else { Seat::Second };
                let input = IaResultInput {
                    victory_points: BySeat::new(a, c),
                    figure_points: if end == 4 { Some(BySeat::new(a / 2, c / 2)) } else { None },
                    end: match end {
                        0 => GameEnd::FortyPoints,
                        1 => GameEnd::AllFiguresDefeated { side: seat },
                        2 => GameEnd::Concession { side: seat },
                        3 => GameEnd::BothSidesDefeated,
                        _ => GameEnd::Time,
                    },
                };
                let _ = b.record(round, game, &input, None);
                prop_assert!(b.rounds.len() <= 3);
                for r in &b.rounds {
                    prop_assert_eq!(r.games.len() as u32, 4 >> (r.round - 1));
                }
            }
        }

        /// Any cut, any winners: the first round is 1 v N, 2 v N-1... (seed sums N + 1); every
        /// round halves the field; each player plays once per round; the winners go on; seeds 1
        /// and 2 can meet only in the final; N - 1 games crown one champion from the cut; every
        /// player is placed once.
        #[test]
        fn bracket_seeding_and_progression_invariants(
            log_size in 1u32..6,
            extra in 0u32..6,
            coins in proptest::collection::vec(any::<bool>(), 64),
        ) {
            let size = CutSize::new(1 << log_size).unwrap();
            let n = size.get();
            let s = standings(n + extra);
            let mut b = Bracket::cut(&s, size, &[]).unwrap();
            let first = &b.rounds[0];
            prop_assert!(first.games.iter().all(|g| g.seeds.first + g.seeds.second == n + 1));
            prop_assert!(first.games.iter().all(|g| g.seeds.first < g.seeds.second));
            let mut coin = coins.into_iter().cycle();
            let mut games = 0;
            while let Some(round) = b.current_round() {
                let open: Vec<u32> = b.rounds[(round - 1) as usize].games.iter().map(|g| g.game).collect();
                let field = u32::try_from(open.len()).unwrap() * 2;
                prop_assert_eq!(field, n >> (round - 1));
                let mut players: Vec<PlayerId> = b.rounds[(round - 1) as usize]
                    .games.iter().flat_map(|g| [g.players.first, g.players.second]).collect();
                players.sort_unstable();
                players.dedup();
                prop_assert_eq!(players.len() as u32, field);
                if round < size.rounds() {
                    prop_assert!(b.rounds[(round - 1) as usize]
                        .games.iter().all(|g| (g.seeds.first, g.seeds.second) != (1, 2)));
                }
                for game in open {
                    let seat = if coin.next().unwrap_or(true) { Seat::First } else { Seat::Second };
                    b.record(round, game, &win(seat), None).unwrap();
                    games += 1;
                }
                if round < size.rounds() {
                    let winners: HashSet<PlayerId> = b.rounds[(round - 1) as usize]
                        .games.iter().filter_map(BracketGame::winner).collect();
                    let next: HashSet<PlayerId> = b.rounds[round as usize]
                        .games.iter().flat_map(|g| [g.players.first, g.players.second]).collect();
                    prop_assert_eq!(winners, next);
                }
            }
            prop_assert_eq!(games, n - 1);
            let champion = b.champion().unwrap();
            prop_assert!(b.seeds.contains(&champion));
            let places = b.placings(&s);
            prop_assert_eq!(places.len() as u32, n + extra);
            prop_assert_eq!(places[0].player, champion);
            let distinct: HashSet<PlayerId> = places.iter().map(|pl| pl.player).collect();
            prop_assert_eq!(distinct.len() as u32, n + extra);
            prop_assert!(places.iter().enumerate().all(|(i, pl)| pl.place == i as u32 + 1));
        }
    }

    #[test]
    fn cut_rounds_are_named_by_the_players_left() {
        let name = |size: u32, round: u32| CutRoundName::of(CutSize::new(size).unwrap(), round);
        assert_eq!(name(2, 1), CutRoundName::Final);
        assert_eq!(name(4, 1), CutRoundName::SemiFinals);
        assert_eq!(name(4, 2), CutRoundName::Final);
        assert_eq!(name(8, 1), CutRoundName::QuarterFinals);
        assert_eq!(name(16, 1), CutRoundName::RoundOf { players: 16 });
        assert_eq!(name(64, 2), CutRoundName::RoundOf { players: 32 });
        assert_eq!(name(64, 6), CutRoundName::Final);
    }
}
