//! AGL Ratings: Elo with the event type's K factor (AGL v1.0, Basic Rules, "Rankings").
//!
//! Ruling (docs/rulings.md, "When ratings change"): every game of the event counts, each against
//! the ratings both players had when the event began, and the summed change is applied once, at
//! the end of the event. Byes change nothing.

use crate::definition::EventType;
use crate::player::{PinKey, Player, PlayerId};
use crate::round::Round;
use crate::scoring::{GameEnd, Outcome};
use hexadraft_draft::BySeat;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// Every player's rating at the start of a season (AGL v1.0, Basic Rules, "Rankings": "Players
/// start the season with an AGL Rating of 1000").
pub const STARTING_RATING: f64 = 1000.0;

/// The lowest rating accepted as input (a sanity bound).
pub const MIN_RATING: f64 = 0.0;

/// The highest rating accepted as input (a sanity bound).
pub const MAX_RATING: f64 = 5000.0;

/// Players' ratings before the event, by Corvus PIN; a player not listed has
/// [`STARTING_RATING`]. In JSON a map `{"<pin>": rating}`, checked when read (every rating
/// finite and in range), so two values are equal exactly when their maps are. PINs are looked up
/// as everywhere else, without case ([`PinKey`]): `cb-1024` rates the player registered as
/// `CB-1024`.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[cfg_attr(feature = "specta", specta(type = BTreeMap<String, f64>))]
#[serde(try_from = "BTreeMap<String, f64>", into = "BTreeMap<String, f64>")]
pub struct CurrentRatings {
    by_pin: BTreeMap<String, f64>,
    by_key: BTreeMap<PinKey, f64>,
}

/// A ratings map that cannot be used.
#[derive(Debug, Clone, PartialEq, thiserror::Error, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum BadRating {
    /// A rating outside the accepted range, or not a number.
    #[error("the rating of {corvus_pin} must be a number from {MIN_RATING} to {MAX_RATING}")]
    OutOfRange {
        /// The PIN whose rating is refused.
        corvus_pin: String,
    },
    /// The same PIN twice, spelled in two cases: which rating holds is not known.
    #[error("{corvus_pin} and {other} are the same Corvus PIN (PINs are compared without case); give one rating for it")]
    SamePinTwice {
        /// One spelling.
        corvus_pin: String,
        /// The other spelling.
        other: String,
    },
}

impl CurrentRatings {
    /// Checks every rating, and that no PIN is listed twice in different cases.
    ///
    /// # Errors
    /// [`BadRating`] for the first rating that is not finite or is out of range, or the first
    /// PIN listed twice.
    pub fn new(by_pin: BTreeMap<String, f64>) -> Result<CurrentRatings, BadRating> {
        let mut by_key: BTreeMap<PinKey, f64> = BTreeMap::new();
        let mut spelled: BTreeMap<PinKey, &str> = BTreeMap::new();
        for (pin, rating) in &by_pin {
            if !rating.is_finite() || !(MIN_RATING..=MAX_RATING).contains(rating) {
                return Err(BadRating::OutOfRange {
                    corvus_pin: pin.clone(),
                });
            }
            let key = PinKey::of(pin);
            if let Some(other) = spelled.get(&key) {
                return Err(BadRating::SamePinTwice {
                    corvus_pin: (*other).to_owned(),
                    other: pin.clone(),
                });
            }
            spelled.insert(key.clone(), pin);
            by_key.insert(key, *rating);
        }
        Ok(CurrentRatings { by_pin, by_key })
    }

    /// A season ledger's ratings: one entry per PIN key already, computed rather than typed, so
    /// not range-checked (a season cannot move a rating from 1000 out of 0-5000).
    pub(crate) fn from_ledger(by_pin: BTreeMap<String, f64>) -> CurrentRatings {
        let by_key = by_pin
            .iter()
            .map(|(pin, rating)| (PinKey::of(pin), *rating))
            .collect();
        CurrentRatings { by_pin, by_key }
    }

    /// The rating listed for `pin` (compared without case), if any.
    pub fn get(&self, pin: &str) -> Option<f64> {
        self.by_key.get(&PinKey::of(pin)).copied()
    }

    /// The entry listing `pin` (compared without case): the PIN as it was spelled there, and its
    /// rating. A screen that edits the list shows a player's rating in that entry's place.
    pub fn listed(&self, pin: &str) -> Option<(&str, f64)> {
        let key = PinKey::of(pin);
        self.iter().find(|(listed, _)| PinKey::of(listed) == key)
    }

    /// The same ratings with the entry listing `from` (without case) listed under `to` instead.
    /// `None` when `from` is not listed or `to` already is (a rating under the new PIN wins, so
    /// nothing moves), or `to` is the same PIN as `from`.
    pub fn moved(&self, from: &str, to: &str) -> Option<CurrentRatings> {
        if PinKey::of(from) == PinKey::of(to) || self.get(to).is_some() {
            return None;
        }
        let (spelled, rating) = self.listed(from)?;
        let mut by_pin = self.by_pin.clone();
        by_pin.remove(spelled);
        by_pin.insert(to.trim().to_owned(), rating);
        // Every rating was checked already and `to` is a new key, so this cannot fail.
        CurrentRatings::new(by_pin).ok()
    }

    /// The rating of `pin` (the starting rating if unlisted).
    pub fn of(&self, pin: &str) -> f64 {
        self.get(pin).unwrap_or(STARTING_RATING)
    }

    /// Every listed PIN and rating, as given, in PIN order.
    pub fn iter(&self) -> impl Iterator<Item = (&str, f64)> {
        self.by_pin
            .iter()
            .map(|(pin, rating)| (pin.as_str(), *rating))
    }
}

// Every rating is finite (checked on construction), so equality is an equivalence.
impl Eq for CurrentRatings {}

impl std::hash::Hash for CurrentRatings {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        for (pin, rating) in &self.by_pin {
            pin.hash(state);
            rating.to_bits().hash(state);
        }
    }
}

impl CurrentRatings {
    /// How many players are listed.
    pub fn len(&self) -> usize {
        self.by_pin.len()
    }

    /// Whether nobody is listed.
    pub fn is_empty(&self) -> bool {
        self.by_pin.is_empty()
    }
}

impl TryFrom<BTreeMap<String, f64>> for CurrentRatings {
    type Error = BadRating;
    fn try_from(by_pin: BTreeMap<String, f64>) -> Result<CurrentRatings, BadRating> {
        CurrentRatings::new(by_pin)
    }
}

impl From<CurrentRatings> for BTreeMap<String, f64> {
    fn from(r: CurrentRatings) -> BTreeMap<String, f64> {
        r.by_pin
    }
}

/// The expected score of a player rated `rating` against one rated `opponent`:
/// E = 1 / (1 + 10^((opponent − rating) / 400)).
pub fn expected_score(rating: f64, opponent: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf((opponent - rating) / 400.0))
}

/// The actual score of an outcome: a win of either kind 1, a tie ½, a defeat 0 (docs/rulings.md,
/// "When ratings change": the margin counts in points, not in the rating).
pub fn actual_score(outcome: Outcome) -> f64 {
    match outcome {
        Outcome::TotalVictory | Outcome::Victory => 1.0,
        Outcome::Tie => 0.5,
        Outcome::Defeat => 0.0,
    }
}

/// One player's rating change over the event.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct RatingChange {
    /// The player.
    pub player: PlayerId,
    /// The player's name.
    pub name: String,
    /// The player's Corvus PIN.
    pub corvus_pin: String,
    /// The rating before the event.
    pub before: f64,
    /// Games counted (byes are not games).
    pub games: u32,
    /// The sum of the expected scores of those games.
    pub expected: f64,
    /// The sum of the actual scores.
    pub actual: f64,
    /// K × (actual − expected).
    pub change: f64,
    /// The rating after the event.
    pub after: f64,
}

/// Every player's rating change.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct RatingReport {
    /// The event type.
    pub event_type: EventType,
    /// Its K factor.
    pub k_factor: u32,
    /// Whether the event is still running (the changes so far, not yet final).
    pub provisional: bool,
    /// One line per registered player, in registration order.
    pub changes: Vec<RatingChange>,
}

/// One rated game: the two players (indices into the ratings `before`) and their outcomes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct RatedGame {
    pub(crate) players: BySeat<usize>,
    pub(crate) outcomes: BySeat<Outcome>,
}

/// One player's games, expected and actual scores over an event.
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub(crate) struct Tally {
    pub(crate) games: u32,
    pub(crate) expected: f64,
    pub(crate) actual: f64,
}

/// The games of `rounds` that change ratings, in round and table order: every game with a
/// result except an abandoned one (docs/rulings.md, "Conceded and abandoned games": no winner,
/// nothing to measure; a conceded game counts as won and lost).
pub(crate) fn rated_games(rounds: &[Round]) -> Vec<(u32, RatedGame)> {
    let mut games = Vec::new();
    for round in rounds {
        for table in &round.tables {
            let Some(result) = &table.result else {
                continue;
            };
            if result.game_end == GameEnd::Abandoned {
                continue;
            }
            if let (Some(a), Some(b)) = (table.players.first.index(), table.players.second.index())
            {
                games.push((
                    round.number,
                    RatedGame {
                        players: BySeat::new(a, b),
                        outcomes: result.decision.outcomes,
                    },
                ));
            }
        }
    }
    games
}

/// Each player's tally over `games`, every expectation from the ratings `before` the event
/// (docs/rulings.md, "When ratings change"). The one computation behind an event's rating report
/// and the season ledger, so both give the same numbers to the last bit.
pub(crate) fn tally(before: &[f64], games: &[RatedGame]) -> Vec<Tally> {
    let mut tallies = vec![Tally::default(); before.len()];
    for game in games {
        let (ia, ib) = (game.players.first, game.players.second);
        let (Some(&ra), Some(&rb)) = (before.get(ia), before.get(ib)) else {
            continue;
        };
        for (me, mine, theirs, outcome) in [
            (ia, ra, rb, game.outcomes.first),
            (ib, rb, ra, game.outcomes.second),
        ] {
            if let Some(t) = tallies.get_mut(me) {
                t.games += 1;
                t.expected += expected_score(mine, theirs);
                t.actual += actual_score(outcome);
            }
        }
    }
    tallies
}

/// The rating changes from the results entered so far, from each player's rating `before` the
/// event (by registration index).
pub(crate) fn rating_report(
    players: &[Player],
    rounds: &[Round],
    event_type: EventType,
    before: &[f64],
    provisional: bool,
) -> RatingReport {
    let k = f64::from(event_type.k_factor());
    let games: Vec<RatedGame> = rated_games(rounds).into_iter().map(|(_, g)| g).collect();
    let tallies = tally(before, &games);
    let changes = players
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let b = before.get(i).copied().unwrap_or(STARTING_RATING);
            let t = tallies.get(i).copied().unwrap_or_default();
            let change = k * (t.actual - t.expected);
            RatingChange {
                player: p.id,
                name: p.name.clone(),
                corvus_pin: p.corvus_pin.clone(),
                before: b,
                games: t.games,
                expected: t.expected,
                actual: t.actual,
                change,
                after: b + change,
            }
        })
        .collect();
    RatingReport {
        event_type,
        k_factor: event_type.k_factor(),
        provisional,
        changes,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn equal_ratings_expect_half_a_point() {
        // AGL v1.0, Basic Rules, "Rankings": an Elo rating system.
        assert!((expected_score(1000.0, 1000.0) - 0.5).abs() < 1e-12);
    }

    #[test]
    fn four_hundred_points_ahead_expects_ten_to_one() {
        let e = expected_score(1400.0, 1000.0);
        assert!((e - 10.0 / 11.0).abs() < 1e-12);
        assert!((e + expected_score(1000.0, 1400.0) - 1.0).abs() < 1e-12);
    }

    #[test]
    fn a_total_victory_and_a_victory_score_the_same_win() {
        assert_eq!(actual_score(Outcome::TotalVictory), 1.0);
        assert_eq!(actual_score(Outcome::Victory), 1.0);
        assert_eq!(actual_score(Outcome::Tie), 0.5);
        assert_eq!(actual_score(Outcome::Defeat), 0.0);
    }

    #[test]
    fn ratings_out_of_range_or_not_numbers_are_refused() {
        let one = |r: f64| CurrentRatings::new(BTreeMap::from([("P1".to_owned(), r)]));
        assert!(one(1200.0).is_ok());
        assert!(one(-1.0).is_err());
        assert!(one(f64::NAN).is_err());
        assert!(one(f64::INFINITY).is_err());
        assert_eq!(CurrentRatings::default().of("nobody"), STARTING_RATING);
    }

    #[test]
    fn a_rating_is_found_by_its_pin_whatever_the_case_and_one_pin_is_listed_once() {
        // AGL v1.0, Basic Rules, "Rankings" (a player's rating is theirs, found by their Corvus
        // PIN); docs/rulings.md, "Corvus PINs": compared without case, as at registration.
        let ratings =
            CurrentRatings::new(BTreeMap::from([("cb-1024".to_owned(), 1250.0)])).unwrap();
        assert_eq!(ratings.of("CB-1024"), 1250.0);
        assert_eq!(ratings.of(" Cb-1024 "), 1250.0);
        assert_eq!(ratings.get("CB-1025"), None);
        assert_eq!(
            CurrentRatings::new(BTreeMap::from([
                ("CB-1024".to_owned(), 1250.0),
                ("cb-1024".to_owned(), 1100.0)
            ])),
            Err(BadRating::SamePinTwice {
                corvus_pin: "CB-1024".to_owned(),
                other: "cb-1024".to_owned()
            })
        );
        // It is written back as given.
        let json = serde_json::to_string(&ratings).unwrap();
        assert_eq!(json, r#"{"cb-1024":1250.0}"#);
    }

    #[test]
    fn a_listed_rating_moves_to_a_corrected_pin_unless_the_new_pin_is_rated() {
        // AGL v1.0, Basic Rules, "Rankings" (the rating is the player's, carried from event to
        // event); docs/rulings.md, "Corvus PINs": a corrected PIN keeps its rating.
        let ratings = CurrentRatings::new(BTreeMap::from([
            ("cb-1o24".to_owned(), 1250.0),
            ("CB-7".to_owned(), 990.0),
        ]))
        .unwrap();
        assert_eq!(ratings.listed("CB-1O24"), Some(("cb-1o24", 1250.0)));
        let moved = ratings.moved("CB-1O24", "CB-1024").unwrap();
        assert_eq!(moved.listed("cb-1024"), Some(("CB-1024", 1250.0)));
        assert_eq!(moved.get("cb-1o24"), None);
        assert_eq!(moved.get("CB-7"), Some(990.0));
        // Nothing to move, a change of case only, or a rating already under the new PIN.
        assert_eq!(ratings.moved("CB-9", "CB-10"), None);
        assert_eq!(ratings.moved("cb-1o24", "CB-1O24"), None);
        assert_eq!(ratings.moved("cb-1o24", "cb-7"), None);
    }
}
