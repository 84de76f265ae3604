//! Imperial Assault standings: tournament points, then strength of schedule, then extended
//! strength of schedule, then a random order drawn from the event's seed (IA Skirmish 1.1,
//! «Desempates»), with the TOME variant of strength of schedule as an announced option («Fuerza
//! de enfrentamientos y software de torneos»). A bye is a win (3 points) that adds nothing to
//! strength of schedule («Byes»).

use super::edition::IaRulingsEdition;
use super::result::{ia_points, IaOutcome};
use super::seed::IaSeed;
use crate::player::PlayerId;
use hexadraft_draft::BySeat;
use serde::{Deserialize, Serialize, Serializer};
use std::cmp::Ordering;
use std::collections::{BTreeSet, HashMap};
use std::fmt;

/// How strength of schedule is computed, announced before the event.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "kebab-case")]
pub enum SosMethod {
    /// «Desempates»: the sum of the tournament points of every opponent.
    #[default]
    Sum,
    /// TOME: each opponent's points divided by the rounds that opponent played, summed, divided by
    /// the rounds the player played (from the second edition of the rulings a bye is a round
    /// played, adding nothing to the sum: docs/rulings.md, Imperial Assault, "Strength of
    /// schedule"). "Los organizadores que utilicen TOME deberán comunicárselo a
    /// los jugadores antes del inicio del torneo."
    Tome,
}

/// A strength of schedule: an exact fraction (the TOME variant divides), reduced. It prints and
/// travels as `12` or `23/6`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[cfg_attr(feature = "specta", specta(type = String))]
pub struct Strength {
    numerator: u128,
    denominator: u128,
}

fn gcd(mut a: u128, mut b: u128) -> u128 {
    while b != 0 {
        let t = a % b;
        a = b;
        b = t;
    }
    a
}

impl Strength {
    /// Zero.
    pub const ZERO: Strength = Strength {
        numerator: 0,
        denominator: 1,
    };

    /// A whole number.
    pub fn whole(n: u32) -> Strength {
        Strength {
            numerator: u128::from(n),
            denominator: 1,
        }
    }

    fn whole_u128(numerator: u128) -> Strength {
        Strength {
            numerator,
            denominator: 1,
        }
    }

    /// `numerator / denominator`, reduced; a zero denominator gives zero.
    pub fn ratio(numerator: u128, denominator: u128) -> Strength {
        if denominator == 0 || numerator == 0 {
            return Strength::ZERO;
        }
        if denominator == 1 {
            return Strength::whole_u128(numerator);
        }
        let g = gcd(numerator, denominator);
        Strength {
            numerator: numerator / g,
            denominator: denominator / g,
        }
    }

    /// Divided by a whole number (zero gives zero).
    pub fn divided_by(self, n: u32) -> Strength {
        if n == 0 {
            return Strength::ZERO;
        }
        Strength::ratio(
            self.numerator,
            self.denominator.saturating_mul(u128::from(n)),
        )
    }

    /// The numerator, reduced.
    pub fn numerator(self) -> u128 {
        self.numerator
    }

    /// The denominator, reduced (1 for a whole number).
    pub fn denominator(self) -> u128 {
        self.denominator
    }

    /// The value as printed for people: a whole number as it is (`12`), else with three
    /// decimals (`3.833`, TOME's averages). The paper, the projector and the room page show this.
    pub fn printed(self) -> String {
        if self.denominator == 1 {
            self.numerator.to_string()
        } else {
            self.decimal()
        }
    }

    /// The value with three decimals, for a printed list (`3.833`).
    pub fn decimal(self) -> String {
        let whole = self.numerator / self.denominator.max(1);
        let rest = self.numerator % self.denominator.max(1);
        let thousandths =
            (rest.saturating_mul(1000) + self.denominator / 2) / self.denominator.max(1);
        if thousandths >= 1000 {
            format!("{}.000", whole + 1)
        } else {
            format!("{whole}.{thousandths:03}")
        }
    }
}

impl std::ops::Add for Strength {
    type Output = Strength;

    /// The sum; saturates far beyond any event's numbers.
    fn add(self, other: Strength) -> Strength {
        // Whole numbers (every sum of points) add without the 128-bit divisions below, which
        // were most of the standings' time.
        if self.denominator == 1 && other.denominator == 1 {
            return Strength {
                numerator: self.numerator.saturating_add(other.numerator),
                denominator: 1,
            };
        }
        let g = gcd(self.denominator, other.denominator).max(1);
        let lcm = (self.denominator / g).saturating_mul(other.denominator);
        let a = self.numerator.saturating_mul(lcm / self.denominator.max(1));
        let b = other
            .numerator
            .saturating_mul(lcm / other.denominator.max(1));
        Strength::ratio(a.saturating_add(b), lcm)
    }
}

impl Ord for Strength {
    fn cmp(&self, other: &Strength) -> Ordering {
        if self.denominator == other.denominator {
            return self.numerator.cmp(&other.numerator);
        }
        // Both are reduced and small enough for the products to fit (a few hundred points over
        // denominators below 2^64); saturation keeps the order sane even if they were not.
        let a = self.numerator.saturating_mul(other.denominator);
        let b = other.numerator.saturating_mul(self.denominator);
        a.cmp(&b)
    }
}

impl PartialOrd for Strength {
    fn partial_cmp(&self, other: &Strength) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl fmt::Display for Strength {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.denominator == 1 {
            write!(f, "{}", self.numerator)
        } else {
            write!(f, "{}/{}", self.numerator, self.denominator)
        }
    }
}

impl Serialize for Strength {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

/// One Swiss game as the standings see it: who sat where, and the outcome once entered.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct SwissGame {
    /// The Swiss round.
    pub round: u32,
    /// The players, first seat and second.
    pub players: BySeat<PlayerId>,
    /// Each seat's outcome, once the result is entered.
    pub outcomes: Option<BySeat<IaOutcome>>,
}

/// A bye of one Swiss round.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct SwissBye {
    /// The Swiss round.
    pub round: u32,
    /// The player.
    pub player: PlayerId,
}

/// The Swiss rounds so far: every game (entered or not) and every bye. Games of the cut are not
/// part of it (standings and pairings are Swiss only).
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct SwissHistory {
    /// The games.
    pub games: Vec<SwissGame>,
    /// The byes.
    pub byes: Vec<SwissBye>,
}

impl SwissHistory {
    /// The last Swiss round that has a game or a bye, 0 before round 1.
    pub fn last_round(&self) -> u32 {
        self.games
            .iter()
            .map(|g| g.round)
            .chain(self.byes.iter().map(|b| b.round))
            .max()
            .unwrap_or(0)
    }

    /// Every pair of players who have met, with the first round they met in.
    pub(crate) fn met(&self) -> HashMap<(PlayerId, PlayerId), u32> {
        let mut met = HashMap::new();
        for g in &self.games {
            let (a, b) = (g.players.first, g.players.second);
            let key = if a <= b { (a, b) } else { (b, a) };
            met.entry(key)
                .and_modify(|r: &mut u32| *r = (*r).min(g.round))
                .or_insert(g.round);
        }
        met
    }
}

/// A player's games by outcome.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct IaRecord {
    /// Wins in games (byes not included).
    pub wins: u32,
    /// Draws.
    pub draws: u32,
    /// Losses.
    pub losses: u32,
    /// Byes.
    pub byes: u32,
}

/// What separated a place from the place above it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "kebab-case")]
pub enum IaSeparatedBy {
    /// First place.
    First,
    /// More tournament points.
    Points,
    /// Equal points, higher strength of schedule.
    StrengthOfSchedule,
    /// Equal so far, higher extended strength of schedule.
    ExtendedStrengthOfSchedule,
    /// Equal in everything: the random order drawn from the seed.
    Lot,
}

/// One line of the standings.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct IaStandingRow {
    /// The place, from 1; every place is distinct.
    pub place: u32,
    /// The player.
    pub player: PlayerId,
    /// Tournament points: 3 a win or a bye, 1 a draw.
    pub points: u32,
    /// Strength of schedule.
    pub strength_of_schedule: Strength,
    /// Extended strength of schedule: the sum of the opponents' strength of schedule.
    pub extended_strength_of_schedule: Strength,
    /// The player's lot, the last tiebreak (lower ranks higher).
    pub lot: u32,
    /// Games by outcome.
    pub record: IaRecord,
    /// Games with a result.
    pub games_played: u32,
    /// The opponents met in games with a result, in registration order, each once.
    pub opponents: Vec<PlayerId>,
    /// What separated this place from the one above.
    pub separated_by: IaSeparatedBy,
}

/// The standings of an Imperial Assault event's Swiss rounds.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct IaStandings {
    /// How strength of schedule was computed.
    pub method: SosMethod,
    /// One row per player, in place order.
    pub rows: Vec<IaStandingRow>,
}

impl IaStandings {
    /// The row of a player.
    pub fn row(&self, player: PlayerId) -> Option<&IaStandingRow> {
        self.rows.iter().find(|r| r.player == player)
    }
}

#[derive(Default, Clone)]
struct Tally {
    points: u32,
    games: u32,
    record: IaRecord,
    opponents: BTreeSet<PlayerId>,
}

/// The standings of `players` (every player registered, dropped ones included) from the Swiss
/// history. Games without a result count for nothing yet; games naming a player not in `players`
/// are ignored. Each distinct opponent counts once (docs/rulings.md, Imperial Assault, "Strength
/// of schedule"); `rulings` decides what TOME counts as a round played.
pub fn ia_standings(
    players: &[PlayerId],
    history: &SwissHistory,
    method: SosMethod,
    rulings: IaRulingsEdition,
    seed: IaSeed,
) -> IaStandings {
    let mut tallies: HashMap<PlayerId, Tally> =
        players.iter().map(|&p| (p, Tally::default())).collect();
    for g in &history.games {
        let Some(outcomes) = g.outcomes else { continue };
        if !tallies.contains_key(&g.players.first) || !tallies.contains_key(&g.players.second) {
            continue;
        }
        for (me, opponent, outcome) in [
            (g.players.first, g.players.second, outcomes.first),
            (g.players.second, g.players.first, outcomes.second),
        ] {
            if let Some(t) = tallies.get_mut(&me) {
                t.points = t.points.saturating_add(ia_points(outcome));
                t.games += 1;
                match outcome {
                    IaOutcome::Win => t.record.wins += 1,
                    IaOutcome::Draw => t.record.draws += 1,
                    IaOutcome::Loss => t.record.losses += 1,
                }
                if opponent != me {
                    t.opponents.insert(opponent);
                }
            }
        }
    }
    // «Byes»: "recibe una victoria, pero no se añade nada a su fuerza de enfrentamiento".
    for b in &history.byes {
        if let Some(t) = tallies.get_mut(&b.player) {
            t.points = t.points.saturating_add(ia_points(IaOutcome::Win));
            t.record.byes += 1;
        }
    }

    let strength = |p: &PlayerId| -> Strength {
        let Some(t) = tallies.get(p) else {
            return Strength::ZERO;
        };
        match method {
            // «Desempates»: "sumando los puntos de torneo totales de todos los oponentes".
            SosMethod::Sum => t.opponents.iter().fold(Strength::ZERO, |acc, o| {
                acc + Strength::whole(tallies.get(o).map_or(0, |x| x.points))
            }),
            // TOME: Σ (opponent's points / rounds the opponent played) / rounds the player played.
            SosMethod::Tome => t
                .opponents
                .iter()
                .fold(Strength::ZERO, |acc, o| {
                    let (points, rounds) = tallies
                        .get(o)
                        .map_or((0, 0), |x| (x.points, tome_rounds(x, rulings)));
                    acc + Strength::whole(points).divided_by(rounds)
                })
                .divided_by(tome_rounds(t, rulings)),
        }
    };
    let sos: HashMap<PlayerId, Strength> = players.iter().map(|p| (*p, strength(p))).collect();
    // «Desempates»: "se calcula la fuerza de enfrentamientos de todos los oponentes de ese jugador y
    // se suma".
    let extended = |p: &PlayerId| -> Strength {
        tallies.get(p).map_or(Strength::ZERO, |t| {
            t.opponents.iter().fold(Strength::ZERO, |acc, o| {
                acc + sos.get(o).copied().unwrap_or(Strength::ZERO)
            })
        })
    };

    let mut unique: Vec<PlayerId> = players.to_vec();
    unique.sort_unstable();
    unique.dedup();
    let mut rows: Vec<IaStandingRow> = unique
        .iter()
        .map(|&p| {
            let t = tallies.get(&p).cloned().unwrap_or_default();
            IaStandingRow {
                place: 0,
                player: p,
                points: t.points,
                strength_of_schedule: sos.get(&p).copied().unwrap_or(Strength::ZERO),
                extended_strength_of_schedule: extended(&p),
                lot: seed.lot(p),
                record: t.record,
                games_played: t.games,
                opponents: t.opponents.into_iter().collect(),
                separated_by: IaSeparatedBy::First,
            }
        })
        .collect();
    rows.sort_by(compare_rows);
    for i in 0..rows.len() {
        let separated_by = match i.checked_sub(1).and_then(|above| rows.get(above)) {
            None => IaSeparatedBy::First,
            Some(above) => rows
                .get(i)
                .map_or(IaSeparatedBy::First, |row| separated(above, row)),
        };
        if let Some(row) = rows.get_mut(i) {
            row.place = u32::try_from(i + 1).unwrap_or(u32::MAX);
            row.separated_by = separated_by;
        }
    }
    IaStandings { method, rows }
}

/// The rounds TOME divides by. The first edition counted games only, while the opponent's points
/// kept their byes' 3, so an average could pass the 3 a round can give. From the second, a bye is
/// a round played: its 3 points are earned over that round, and the player's own average takes
/// nothing for it («Byes»: "no se añade nada a su fuerza de enfrentamiento para esa ronda").
fn tome_rounds(tally: &Tally, rulings: IaRulingsEdition) -> u32 {
    match rulings {
        IaRulingsEdition::First => tally.games,
        IaRulingsEdition::Second => tally.games.saturating_add(tally.record.byes),
    }
}

/// Points, strength, extended strength (all higher first), then the lower lot; the player number
/// only if two lots were ever equal, so the order is total.
fn compare_rows(a: &IaStandingRow, b: &IaStandingRow) -> Ordering {
    b.points
        .cmp(&a.points)
        .then(b.strength_of_schedule.cmp(&a.strength_of_schedule))
        .then(
            b.extended_strength_of_schedule
                .cmp(&a.extended_strength_of_schedule),
        )
        .then(a.lot.cmp(&b.lot))
        .then(a.player.cmp(&b.player))
}

fn separated(above: &IaStandingRow, row: &IaStandingRow) -> IaSeparatedBy {
    if above.points != row.points {
        IaSeparatedBy::Points
    } else if above.strength_of_schedule != row.strength_of_schedule {
        IaSeparatedBy::StrengthOfSchedule
    } else if above.extended_strength_of_schedule != row.extended_strength_of_schedule {
        IaSeparatedBy::ExtendedStrengthOfSchedule
    } else {
        IaSeparatedBy::Lot
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(n: u32) -> PlayerId {
        PlayerId::new(n)
    }

    fn game(round: u32, first: u32, second: u32, winner: Option<u32>) -> SwissGame {
        let outcome = |me: u32| match winner {
            None => IaOutcome::Draw,
            Some(w) if w == me => IaOutcome::Win,
            Some(_) => IaOutcome::Loss,
        };
        SwissGame {
            round,
            players: BySeat::new(p(first), p(second)),
            outcomes: Some(BySeat::new(outcome(first), outcome(second))),
        }
    }

    fn players(n: u32) -> Vec<PlayerId> {
        (1..=n).map(p).collect()
    }

    #[test]
    fn strength_of_schedule_is_the_sum_of_the_opponents_points_and_extended_sums_theirs() {
        // «Desempates». Round 1: 1 beats 2, 3 beats 4. Round 2: 1 beats 3, 2 draws with 4.
        let history = SwissHistory {
            games: vec![
                game(1, 1, 2, Some(1)),
                game(1, 3, 4, Some(3)),
                game(2, 1, 3, Some(1)),
                game(2, 2, 4, None),
            ],
            byes: vec![],
        };
        let s = ia_standings(
            &players(4),
            &history,
            SosMethod::Sum,
            IaRulingsEdition::First,
            IaSeed::new(1),
        );
        let row = |n| s.row(p(n)).unwrap();
        assert_eq!(
            [row(1).points, row(2).points, row(3).points, row(4).points],
            [6, 1, 3, 1]
        );
        // SoS: 1 met 2 and 3 (1 + 3); 2 met 1 and 4 (6 + 1); 3 met 4 and 1 (1 + 6); 4 met 3 and 2.
        assert_eq!(row(1).strength_of_schedule, Strength::whole(4));
        assert_eq!(row(2).strength_of_schedule, Strength::whole(7));
        assert_eq!(row(3).strength_of_schedule, Strength::whole(7));
        assert_eq!(row(4).strength_of_schedule, Strength::whole(4));
        // Extended: 1 → SoS(2) + SoS(3) = 14; 2 → SoS(1) + SoS(4) = 8.
        assert_eq!(row(1).extended_strength_of_schedule, Strength::whole(14));
        assert_eq!(row(2).extended_strength_of_schedule, Strength::whole(8));
        let order: Vec<u32> = s.rows.iter().map(|r| r.player.get()).collect();
        // 2 and 4 tie on points (1); 2 has the higher SoS (7 against 4).
        assert_eq!(order, [1, 3, 2, 4]);
        assert_eq!(
            s.rows.iter().map(|r| r.separated_by).collect::<Vec<_>>(),
            [
                IaSeparatedBy::First,
                IaSeparatedBy::Points,
                IaSeparatedBy::Points,
                IaSeparatedBy::StrengthOfSchedule
            ]
        );
    }

    #[test]
    fn extended_strength_breaks_a_tie_in_strength() {
        // 1 and 2 both beat one opponent with 0 points... give them equal SoS and different ESoS.
        // Round 1: 1 beats 3, 2 beats 4, 5 beats 6. Round 2: 3 beats 6, 4 draws 5... 1 and 2 are
        // not paired with each other in this hand-made history.
        let history = SwissHistory {
            games: vec![
                game(1, 1, 3, Some(1)),
                game(1, 2, 4, Some(2)),
                game(1, 5, 6, Some(5)),
                game(2, 3, 6, Some(3)),
                game(2, 4, 5, Some(4)),
            ],
            byes: vec![],
        };
        let s = ia_standings(
            &players(6),
            &history,
            SosMethod::Sum,
            IaRulingsEdition::First,
            IaSeed::new(1),
        );
        let row = |n| s.row(p(n)).unwrap();
        assert_eq!(row(1).points, row(2).points);
        // SoS(1) = points(3) = 3; SoS(2) = points(4) = 3.
        assert_eq!(row(1).strength_of_schedule, row(2).strength_of_schedule);
        // ESoS(1) = SoS(3) = points(1) + points(6) = 3 + 0; ESoS(2) = SoS(4) = 3 + 3.
        assert_eq!(row(1).extended_strength_of_schedule, Strength::whole(3));
        assert_eq!(row(2).extended_strength_of_schedule, Strength::whole(6));
        assert!(row(2).place < row(1).place);
        assert_eq!(
            row(1).separated_by,
            IaSeparatedBy::ExtendedStrengthOfSchedule
        );
    }

    #[test]
    fn players_equal_in_everything_are_ordered_by_their_seeded_lots() {
        // No game yet: everyone equal; the order is the lots', and it is the same every time.
        let a = ia_standings(
            &players(8),
            &SwissHistory::default(),
            SosMethod::Sum,
            IaRulingsEdition::First,
            IaSeed::new(5),
        );
        let b = ia_standings(
            &players(8),
            &SwissHistory::default(),
            SosMethod::Sum,
            IaRulingsEdition::First,
            IaSeed::new(5),
        );
        assert_eq!(a, b);
        assert!(a.rows.windows(2).all(|w| w[0].lot < w[1].lot));
        assert!(a.rows[1..]
            .iter()
            .all(|r| r.separated_by == IaSeparatedBy::Lot));
        let other = ia_standings(
            &players(8),
            &SwissHistory::default(),
            SosMethod::Sum,
            IaRulingsEdition::First,
            IaSeed::new(6),
        );
        assert_ne!(
            a.rows.iter().map(|r| r.player).collect::<Vec<_>>(),
            other.rows.iter().map(|r| r.player).collect::<Vec<_>>()
        );
    }

    #[test]
    fn a_bye_is_a_win_that_adds_nothing_to_strength_of_schedule() {
        // «Byes». Round 1: 1 beats 2, 3 has the bye. Round 2: 3 beats 1, 2 has the bye.
        let history = SwissHistory {
            games: vec![game(1, 1, 2, Some(1)), game(2, 3, 1, Some(3))],
            byes: vec![
                SwissBye {
                    round: 1,
                    player: p(3),
                },
                SwissBye {
                    round: 2,
                    player: p(2),
                },
            ],
        };
        let s = ia_standings(
            &players(3),
            &history,
            SosMethod::Sum,
            IaRulingsEdition::First,
            IaSeed::new(1),
        );
        let row = |n| s.row(p(n)).unwrap();
        assert_eq!(row(3).points, 6);
        assert_eq!(row(3).record.byes, 1);
        assert_eq!(row(3).opponents, [p(1)]);
        // 3 met only 1 (3 points); the bye brought no opponent.
        assert_eq!(row(3).strength_of_schedule, Strength::whole(3));
        // 2's bye counts in 2's points, and so in the strength of 2's opponent, 1.
        assert_eq!(row(2).points, 3);
        assert_eq!(row(1).strength_of_schedule, Strength::whole(9));
    }

    #[test]
    fn the_tome_variant_averages_per_round_played() {
        // «Fuerza de enfrentamientos y software de torneos». Round 1: 1 beats 2, 3 beats 4.
        // Round 2: 1 beats 3, 4 beats 2. Round 3: 1 has the bye, 2 beats 3... 4 drops.
        let history = SwissHistory {
            games: vec![
                game(1, 1, 2, Some(1)),
                game(1, 3, 4, Some(3)),
                game(2, 1, 3, Some(1)),
                game(2, 4, 2, Some(4)),
                game(3, 2, 3, Some(2)),
            ],
            byes: vec![SwissBye {
                round: 3,
                player: p(1),
            }],
        };
        let s = ia_standings(
            &players(4),
            &history,
            SosMethod::Tome,
            IaRulingsEdition::First,
            IaSeed::new(1),
        );
        let row = |n| s.row(p(n)).unwrap();
        // Player 1 played 2 games (the bye is not played): opponents 2 (3 points in 3 games)
        // and 3 (3 points in 3 games): (1 + 1) / 2 = 1.
        assert_eq!(row(1).strength_of_schedule, Strength::whole(1));
        // Player 4 played 2 games: opponents 3 (3/3) and 2 (3/3) → 2 / 2 = 1.
        assert_eq!(row(4).strength_of_schedule, Strength::whole(1));
        // Player 2: opponents 1 (9 points in 2 games), 4 (3 in 2), 3 (3 in 3): (9/2 + 3/2 + 1) / 3
        // = 7/3.
        assert_eq!(row(2).strength_of_schedule, Strength::ratio(7, 3));
        assert_eq!(row(2).strength_of_schedule.to_string(), "7/3");
        assert_eq!(row(2).strength_of_schedule.decimal(), "2.333");
        assert_eq!(
            serde_json::to_string(&row(2).strength_of_schedule).unwrap(),
            "\"7/3\""
        );
    }

    #[test]
    fn fractions_add_reduce_and_compare_exactly() {
        let third = Strength::ratio(1, 3);
        assert_eq!(third + third + third, Strength::whole(1));
        assert!(Strength::ratio(2, 3) > Strength::ratio(3, 5));
        assert_eq!(Strength::ratio(4, 0), Strength::ZERO);
        assert_eq!(Strength::whole(5).divided_by(0), Strength::ZERO);
        assert_eq!(Strength::ratio(2, 3).decimal(), "0.667");
        assert_eq!(Strength::ratio(9999, 10000).decimal(), "1.000");
        assert_eq!(Strength::whole(12).decimal(), "12.000");
        // What people read: a whole number as it is, a fraction in three decimals.
        assert_eq!(Strength::whole(12).printed(), "12");
        assert_eq!(Strength::ratio(23, 6).printed(), "3.833");
    }

    #[test]
    fn games_without_a_result_and_unknown_players_count_for_nothing() {
        let history = SwissHistory {
            games: vec![
                SwissGame {
                    round: 1,
                    players: BySeat::new(p(1), p(2)),
                    outcomes: None,
                },
                game(1, 3, 9, Some(3)),
            ],
            byes: vec![],
        };
        let s = ia_standings(
            &players(3),
            &history,
            SosMethod::Sum,
            IaRulingsEdition::First,
            IaSeed::new(1),
        );
        assert!(s.rows.iter().all(|r| r.points == 0 && r.games_played == 0));
        assert_eq!(history.last_round(), 1);
        assert_eq!(history.met().get(&(p(1), p(2))), Some(&1));
    }

    /// «Fuerza de enfrentamientos y software de torneos» with «Byes» (docs/rulings.md, Imperial
    /// Assault, "Strength of schedule"). Three players: round 1, 1 has the bye and 2 beats 3;
    /// round 2, 1 beats 3 and 2 has the bye; round 3, 3 beats 1 and 2 has the bye. Player 1 has 6
    /// points from 2 games and a bye, 2 has 9 from 1 game and 2 byes, 3 has 3 from 3 games.
    #[test]
    fn tome_counts_a_bye_as_a_round_played_from_the_second_edition() {
        let history = SwissHistory {
            games: vec![
                game(1, 2, 3, Some(2)),
                game(2, 1, 3, Some(1)),
                game(3, 3, 1, Some(3)),
            ],
            byes: vec![
                SwissBye {
                    round: 1,
                    player: p(1),
                },
                SwissBye {
                    round: 2,
                    player: p(2),
                },
                SwissBye {
                    round: 3,
                    player: p(2),
                },
            ],
        };
        let sos = |rulings: IaRulingsEdition, n: u32| {
            ia_standings(
                &players(3),
                &history,
                SosMethod::Tome,
                rulings,
                IaSeed::new(1),
            )
            .row(p(n))
            .unwrap()
            .strength_of_schedule
        };
        // First edition: the byes' points stay in and their rounds do not count. Player 3 met
        // 1 (6 points / 2 games = 3) and 2 (9 points / 1 game = 9): (3 + 9) / 3 games = 4, more
        // than the 3 points a round can give.
        assert_eq!(sos(IaRulingsEdition::First, 3), Strength::whole(4));
        assert_eq!(sos(IaRulingsEdition::First, 1), Strength::ratio(1, 2));
        // Second edition: a bye is a round played. Player 1: 6 points / 3 rounds = 2; player 2:
        // 9 / 3 = 3; so player 3 has (2 + 3) / 3 = 5/3. Player 1 met only 3 (3 points / 3
        // rounds = 1) over 3 rounds, the bye's adding nothing: 1/3; player 2 likewise 1/3.
        assert_eq!(sos(IaRulingsEdition::Second, 3), Strength::ratio(5, 3));
        assert_eq!(sos(IaRulingsEdition::Second, 3).decimal(), "1.667");
        assert_eq!(sos(IaRulingsEdition::Second, 1), Strength::ratio(1, 3));
        assert_eq!(sos(IaRulingsEdition::Second, 2), Strength::ratio(1, 3));
        // The sum of «Desempates» is the same under both.
        for n in 1..=3 {
            let sum = |rulings| {
                ia_standings(
                    &players(3),
                    &history,
                    SosMethod::Sum,
                    rulings,
                    IaSeed::new(1),
                )
                .row(p(n))
                .unwrap()
                .strength_of_schedule
            };
            assert_eq!(sum(IaRulingsEdition::First), sum(IaRulingsEdition::Second));
        }
    }

    proptest::proptest! {
        /// Second edition: whatever the games and byes, TOME's strength of schedule never passes
        /// the 3 points a round can give.
        #[test]
        fn tome_never_passes_three_points_a_round_from_the_second_edition(
            games in proptest::collection::vec((1u32..7, 1u32..7, 0u8..3, 1u32..6), 0..30),
            byes in proptest::collection::vec((1u32..7, 1u32..6), 0..8),
        ) {
            let history = SwissHistory {
                games: games
                    .into_iter()
                    .filter(|&(a, b, _, _)| a != b)
                    .map(|(a, b, w, round)| {
                        game(round, a, b, match w {
                            0 => None,
                            1 => Some(a),
                            _ => Some(b),
                        })
                    })
                    .collect(),
                byes: byes
                    .into_iter()
                    .map(|(q, round)| SwissBye { round, player: p(q) })
                    .collect(),
            };
            let s = ia_standings(
                &players(6),
                &history,
                SosMethod::Tome,
                IaRulingsEdition::Second,
                IaSeed::new(3),
            );
            for row in &s.rows {
                proptest::prop_assert!(row.strength_of_schedule <= Strength::whole(3), "{:?}", row);
            }
        }
    }
}
