//! The season ledger: every player's AGL Rating carried from one event to the next over a season
//! (AGL v1.0, Basic Rules, "Rankings": "Players start the season with an AGL Rating of 1000. Their
//! performance in each Official AGL event they take part in modifies that Rating").
//!
//! A pure value: an organizer starts one, adds each finished event of theirs
//! ([`SeasonLedger::apply_event`]) or another organizer's report ([`SeasonLedger::import_report`],
//! the `report.json` hexadraft-paper writes), hands the next event its ratings before
//! ([`SeasonLedger::ratings`]) and exports the whole ledger for the next organizer
//! ([`SeasonLedger::to_json`], read back by [`SeasonLedger::from_json`]). Storing it is the front
//! door's business. Rulings: docs/rulings.md, "The season ledger".

use crate::definition::EventType;
use crate::player::{pin_is_well_formed, PinKey, MAX_PIN_CHARS, MAX_PLAYERS};
use crate::rating::{tally, CurrentRatings, RatedGame, MAX_RATING, MIN_RATING, STARTING_RATING};
use crate::scoring::Outcome;
use crate::tournament::Tournament;
use hexadraft_draft::{BySeat, Clause, EventFormat, RulesetVersion, Section};
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use std::collections::BTreeMap;

/// The `format` of a ledger file.
pub const LEDGER_FORMAT: &str = "hexadraft-season-ledger";

/// The ledger file version this Hexadraft writes and reads.
pub const LEDGER_VERSION: u32 = 1;

/// The `format` of the event report hexadraft-paper writes (`report.json`).
pub const REPORT_FORMAT: &str = "hexadraft-event-report";

/// The event report version the ledger reads.
pub const REPORT_VERSION: u32 = 1;

/// Most events one ledger holds (a season has far fewer).
pub const MAX_LEDGER_EVENTS: usize = 1_000;

/// Largest ledger file or event report read, in bytes.
pub const MAX_LEDGER_BYTES: usize = 32 * 1024 * 1024;

/// Longest season name and event name, in characters.
pub const MAX_LEDGER_NAME_CHARS: usize = 120;

/// Most games one imported event report may hold.
const MAX_REPORT_GAMES: usize = 500_000;

/// One player of the season.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(deny_unknown_fields)]
pub struct LedgerPlayer {
    /// The Corvus PIN, as last written (compared without case).
    pub corvus_pin: String,
    /// The name, as last written.
    pub name: String,
    /// The AGL Rating now.
    pub rating: f64,
    /// Events the player took part in.
    pub events: u32,
    /// Games rated (byes and abandoned games are not).
    pub games: u32,
}

/// A player's place in the ledger's ranking (docs/rulings.md, "The season ledger's ranking").
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct RankedPlayer {
    /// The place, from 1: players whose ratings print the same (to two decimals) share it, and
    /// the next place skips as many (1, 2, 2, 4).
    pub rank: u32,
    /// The player.
    pub player: LedgerPlayer,
}

/// The players ranked by their AGL Rating, highest first. Ratings are compared as printed, to
/// two decimals, so two players shown with the same rating share a place; within a place the
/// order is by name, then Corvus PIN, so the list reads the same every time.
pub fn rank_players<'a>(players: impl IntoIterator<Item = &'a LedgerPlayer>) -> Vec<RankedPlayer> {
    // Hundredths of a point: the rating as printed. Ratings are bounded (MIN_RATING..MAX_RATING),
    // so the product always fits an i64.
    let printed = |p: &LedgerPlayer| (p.rating * 100.0).round() as i64;
    let mut sorted: Vec<&LedgerPlayer> = players.into_iter().collect();
    sorted.sort_by(|a, b| {
        printed(b)
            .cmp(&printed(a))
            .then_with(|| a.name.cmp(&b.name))
            .then_with(|| a.corvus_pin.cmp(&b.corvus_pin))
    });
    let mut ranked: Vec<RankedPlayer> = Vec::with_capacity(sorted.len());
    for (index, player) in sorted.into_iter().enumerate() {
        let rank = match ranked.last() {
            Some(previous) if printed(&previous.player) == printed(player) => previous.rank,
            _ => u32::try_from(index + 1).unwrap_or(u32::MAX),
        };
        ranked.push(RankedPlayer {
            rank,
            player: player.clone(),
        });
    }
    ranked
}

/// Where an event of the ledger came from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "kebab-case")]
pub enum LedgerSource {
    /// An event run in this Hexadraft, added finished.
    Event,
    /// Another organizer's event report.
    Report,
}

/// One player's rating change in one event of the ledger.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(deny_unknown_fields)]
pub struct LedgerChange {
    /// The Corvus PIN in that event.
    pub corvus_pin: String,
    /// The name in that event.
    pub name: String,
    /// The rating before the event.
    pub before: f64,
    /// Games rated.
    pub games: u32,
    /// K × (actual − expected).
    pub change: f64,
    /// The rating after the event.
    pub after: f64,
}

/// One event of the ledger, in the order added.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(deny_unknown_fields)]
pub struct LedgerEvent {
    /// The event's fingerprint: its name and every game (players and outcomes), hashed, so the
    /// same event is never counted twice, whether added from the event or from its report.
    pub key: String,
    /// The event's name.
    pub name: String,
    /// The event type, which sets K.
    pub event_type: EventType,
    /// The K factor used (AGL v1.0, Basic Rules, "Rankings").
    pub k_factor: u32,
    /// Where it came from.
    pub source: LedgerSource,
    /// Every player's change, in the event's registration order.
    pub changes: Vec<LedgerChange>,
}

/// A season's ratings: every player starts at 1000 and each finished event moves them by the
/// event type's K (AGL v1.0, Basic Rules, "Rankings").
#[derive(Debug, Clone, PartialEq)]
pub struct SeasonLedger {
    season: String,
    players: BTreeMap<PinKey, LedgerPlayer>,
    events: Vec<LedgerEvent>,
}

/// Why a ledger refuses an event, a report or a file. A refused change leaves the ledger as it
/// was.
#[derive(Debug, Clone, PartialEq, Serialize, thiserror::Error)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum LedgerProblem {
    /// The season or event name is empty or too long.
    #[error("a name has 1 to {max} characters")]
    BadName {
        /// The bound.
        max: u32,
    },
    /// The event is still running: its ratings are provisional.
    #[error("{name} is not finished: a rating changes once, at the end of the event ({clause})")]
    EventNotFinished {
        /// The event.
        name: String,
        /// Where the rule is.
        clause: Clause,
    },
    /// The event is in the ledger already.
    #[error("{name} is already in the ledger; an event changes the ratings once")]
    AlreadyInLedger {
        /// The event.
        name: String,
        /// Its fingerprint.
        key: String,
    },
    /// The file is not JSON of the expected shape.
    #[error("the file cannot be read: {message}")]
    Unreadable {
        /// The parser's words.
        message: String,
    },
    /// Not a file of the expected kind or version.
    #[error(
        "this is not a {expected} file this Hexadraft reads (format {format:?}, version {version})"
    )]
    UnknownFormat {
        /// The kind expected.
        expected: String,
        /// The format found.
        format: String,
        /// The version found.
        version: u32,
    },
    /// The report's K factor is not its event type's.
    #[error("the report rates a {event_type} event with K {k_factor}, but a {event_type} event has K {expected} ({clause})")]
    KFactorMismatch {
        /// The event type.
        event_type: EventType,
        /// The K factor given.
        k_factor: u32,
        /// The K factor of the type.
        expected: u32,
        /// Where the rule is.
        clause: Clause,
    },
    /// A PIN that is not a Corvus PIN.
    #[error("{corvus_pin:?} is not a Corvus PIN (1 to {max} letters, digits or hyphens)")]
    BadPin {
        /// The PIN given.
        corvus_pin: String,
        /// The bound.
        max: u32,
    },
    /// One PIN twice in a list of players.
    #[error("{corvus_pin} is listed twice (PINs are compared without case)")]
    DuplicatePin {
        /// The PIN.
        corvus_pin: String,
    },
    /// A game names a player the report does not list.
    #[error("a game names {corvus_pin}, who is not among the report's players")]
    UnknownPlayer {
        /// The PIN.
        corvus_pin: String,
    },
    /// A game's two outcomes cannot go together.
    #[error(
        "a game of round {round} has the outcomes {first} and {second}, which no result gives"
    )]
    BadOutcomes {
        /// The round.
        round: u32,
        /// One side's outcome.
        first: Outcome,
        /// The other's.
        second: Outcome,
    },
    /// A rating that is not a number in range, or counts that cannot be.
    #[error("the rating of {corvus_pin} must be a number from {MIN_RATING} to {MAX_RATING}")]
    BadRating {
        /// The PIN.
        corvus_pin: String,
    },
    /// Too many events, players, games or bytes.
    #[error("the ledger holds at most {max} {what}")]
    TooMany {
        /// What.
        what: String,
        /// The bound.
        max: u32,
    },
}

/// The part of hexadraft-paper's `report.json` the ledger reads (other fields are ignored).
#[derive(Deserialize)]
struct ReportFile {
    format: String,
    version: u32,
    event: ReportEventWire,
    rounds: Vec<ReportRoundWire>,
    ratings: Vec<ReportPlayerWire>,
}

#[derive(Deserialize)]
struct ReportEventWire {
    name: String,
    event_type: EventType,
    k_factor: u32,
    finished: bool,
}

#[derive(Deserialize)]
struct ReportRoundWire {
    round: u32,
    games: Vec<ReportGameWire>,
}

#[derive(Deserialize)]
struct ReportGameWire {
    a: ReportSideWire,
    b: ReportSideWire,
}

#[derive(Deserialize)]
struct ReportSideWire {
    corvus_pin: String,
    outcome: Outcome,
}

#[derive(Deserialize)]
struct ReportPlayerWire {
    name: String,
    corvus_pin: String,
}

/// The ledger file.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct LedgerFile {
    format: String,
    version: u32,
    season: String,
    players: Vec<LedgerPlayer>,
    events: Vec<LedgerEvent>,
}

/// An event as the ledger reads it, from a tournament or a report.
struct EventGames {
    name: String,
    event_type: EventType,
    /// Every player: PIN as written, name, and the PINs they had before (latest last).
    players: Vec<(String, String, Vec<String>)>,
    /// Every game with a result, in round and table order, abandoned ones included (for the key).
    games: Vec<(u32, RatedGame)>,
}

/// A limit as the refusal names it (every limit here is far below `u32::MAX`; a UI reads the
/// number exactly, which a 64-bit one would not promise).
fn bound(max: impl TryInto<u32>) -> u32 {
    max.try_into().unwrap_or(u32::MAX)
}

fn rankings_clause() -> Clause {
    Clause::agl(
        RulesetVersion::AglV1,
        EventFormat::StandardTournament,
        Section::Rankings,
    )
}

fn check_name(name: &str) -> Result<String, LedgerProblem> {
    let name = name.trim();
    let chars = name.chars().count();
    if chars == 0 || chars > MAX_LEDGER_NAME_CHARS || name.chars().any(char::is_control) {
        return Err(LedgerProblem::BadName {
            max: MAX_LEDGER_NAME_CHARS as u32,
        });
    }
    Ok(name.to_owned())
}

fn check_pin(pin: &str) -> Result<PinKey, LedgerProblem> {
    if pin_is_well_formed(pin.trim()) {
        Ok(PinKey::of(pin))
    } else {
        Err(LedgerProblem::BadPin {
            corvus_pin: pin.to_owned(),
            max: MAX_PIN_CHARS as u32,
        })
    }
}

fn unreadable(e: serde_json::Error) -> LedgerProblem {
    LedgerProblem::Unreadable {
        message: e.to_string(),
    }
}

impl SeasonLedger {
    /// An empty ledger for `season` (e.g. "AGL Season 2, Club Hexa").
    ///
    /// # Errors
    /// [`LedgerProblem::BadName`] for an empty or too long name.
    pub fn new(season: &str) -> Result<SeasonLedger, LedgerProblem> {
        Ok(SeasonLedger {
            season: check_name(season)?,
            players: BTreeMap::new(),
            events: Vec::new(),
        })
    }

    /// The season's name.
    pub fn season(&self) -> &str {
        &self.season
    }

    /// Every player, by PIN.
    pub fn players(&self) -> impl Iterator<Item = &LedgerPlayer> {
        self.players.values()
    }

    /// Every player in ranking order, with their place ([`rank_players`]).
    pub fn ranking(&self) -> Vec<RankedPlayer> {
        rank_players(self.players.values())
    }

    /// The events, in the order added.
    pub fn events(&self) -> &[LedgerEvent] {
        &self.events
    }

    /// The rating of `pin` now: 1000 for a player the ledger does not know yet.
    pub fn rating(&self, pin: &str) -> f64 {
        self.players
            .get(&PinKey::of(pin))
            .map_or(STARTING_RATING, |p| p.rating)
    }

    /// Every player's rating now, as the ratings before the next event (the desk's
    /// `{"<pin>": rating}` map).
    pub fn ratings(&self) -> CurrentRatings {
        CurrentRatings::from_ledger(
            self.players
                .values()
                .map(|p| (p.corvus_pin.clone(), p.rating))
                .collect(),
        )
    }

    /// Adds a finished event run in this Hexadraft: every game is rated from the ledger's
    /// ratings before it with the event type's K, exactly as the event's own rating report from
    /// those ratings. A player whose PIN was corrected in the event keeps their season entry.
    ///
    /// # Errors
    /// [`LedgerProblem::EventNotFinished`], or [`LedgerProblem::AlreadyInLedger`] for an event
    /// (or its report) added before.
    pub fn apply_event(&mut self, event: &Tournament) -> Result<&LedgerEvent, LedgerProblem> {
        let name = event.definition().name.trim().to_owned();
        if !event.is_finished() {
            return Err(LedgerProblem::EventNotFinished {
                name,
                clause: rankings_clause(),
            });
        }
        let games = EventGames {
            name,
            event_type: event.definition().event_type,
            players: event
                .players()
                .iter()
                .map(|p| {
                    (
                        p.corvus_pin.clone(),
                        p.name.clone(),
                        event.earlier_pins(p.id).to_vec(),
                    )
                })
                .collect(),
            games: rated_games_with_abandoned(event),
        };
        self.add(games, LedgerSource::Event)
    }

    /// Adds another organizer's finished event from its `report.json` (hexadraft-paper's event
    /// report): the games are rated again from this ledger's ratings, with the K of the event
    /// type the report names; the report's own rating columns are not used.
    ///
    /// # Errors
    /// A [`LedgerProblem`]: unreadable or not an event report, not finished, a K factor that
    /// is not its type's, bad PINs, impossible outcomes, or an event already in the ledger.
    pub fn import_report(&mut self, json: &str) -> Result<&LedgerEvent, LedgerProblem> {
        if json.len() > MAX_LEDGER_BYTES {
            return Err(LedgerProblem::TooMany {
                what: "bytes in a report".to_owned(),
                max: bound(MAX_LEDGER_BYTES),
            });
        }
        let report: ReportFile = serde_json::from_str(json).map_err(unreadable)?;
        if report.format != REPORT_FORMAT || report.version != REPORT_VERSION {
            return Err(LedgerProblem::UnknownFormat {
                expected: REPORT_FORMAT.to_owned(),
                format: report.format,
                version: report.version,
            });
        }
        let name = check_name(&report.event.name)?;
        if !report.event.finished {
            return Err(LedgerProblem::EventNotFinished {
                name,
                clause: rankings_clause(),
            });
        }
        let event_type = report.event.event_type;
        if report.event.k_factor != event_type.k_factor() {
            return Err(LedgerProblem::KFactorMismatch {
                event_type,
                k_factor: report.event.k_factor,
                expected: event_type.k_factor(),
                clause: rankings_clause(),
            });
        }
        if report.ratings.len() > MAX_PLAYERS as usize {
            return Err(LedgerProblem::TooMany {
                what: "players in an event".to_owned(),
                max: bound(MAX_PLAYERS),
            });
        }
        let mut index: BTreeMap<PinKey, usize> = BTreeMap::new();
        let mut players = Vec::with_capacity(report.ratings.len());
        for (i, p) in report.ratings.iter().enumerate() {
            let key = check_pin(&p.corvus_pin)?;
            if index.insert(key, i).is_some() {
                return Err(LedgerProblem::DuplicatePin {
                    corvus_pin: p.corvus_pin.clone(),
                });
            }
            players.push((p.corvus_pin.trim().to_owned(), p.name.clone(), Vec::new()));
        }
        let mut games = Vec::new();
        for round in &report.rounds {
            for game in &round.games {
                if games.len() >= MAX_REPORT_GAMES {
                    return Err(LedgerProblem::TooMany {
                        what: "games in an event".to_owned(),
                        max: bound(MAX_REPORT_GAMES),
                    });
                }
                let seat = |side: &ReportSideWire| -> Result<usize, LedgerProblem> {
                    index.get(&check_pin(&side.corvus_pin)?).copied().ok_or(
                        LedgerProblem::UnknownPlayer {
                            corvus_pin: side.corvus_pin.clone(),
                        },
                    )
                };
                let (first, second) = (game.a.outcome, game.b.outcome);
                // A result gives one winner and one Defeat, a Tie to both, or (abandoned) a
                // Defeat to both.
                let possible = matches!(
                    (first.is_win(), second.is_win()),
                    (true, false) | (false, true)
                ) && (first == Outcome::Defeat || second == Outcome::Defeat)
                    || (first == Outcome::Tie && second == Outcome::Tie)
                    || (first == Outcome::Defeat && second == Outcome::Defeat);
                if !possible {
                    return Err(LedgerProblem::BadOutcomes {
                        round: round.round,
                        first,
                        second,
                    });
                }
                games.push((
                    round.round,
                    RatedGame {
                        players: BySeat::new(seat(&game.a)?, seat(&game.b)?),
                        outcomes: BySeat::new(first, second),
                    },
                ));
            }
        }
        self.add(
            EventGames {
                name,
                event_type,
                players,
                games,
            },
            LedgerSource::Report,
        )
    }

    /// Rates `event` from the ledger's ratings and records it.
    fn add(
        &mut self,
        event: EventGames,
        source: LedgerSource,
    ) -> Result<&LedgerEvent, LedgerProblem> {
        if self.events.len() >= MAX_LEDGER_EVENTS {
            return Err(LedgerProblem::TooMany {
                what: "events".to_owned(),
                max: bound(MAX_LEDGER_EVENTS),
            });
        }
        let key = event_key(&event);
        if self.events.iter().any(|e| e.key == key) {
            return Err(LedgerProblem::AlreadyInLedger {
                name: event.name,
                key,
            });
        }
        let added = event
            .players
            .iter()
            .filter(|(pin, _, _)| !self.players.contains_key(&PinKey::of(pin)))
            .count();
        if self.players.len() + added > MAX_PLAYERS as usize {
            return Err(LedgerProblem::TooMany {
                what: "players".to_owned(),
                max: bound(MAX_PLAYERS),
            });
        }
        // docs/rulings.md, "Corvus PINs": a PIN corrected in the event takes its season entry
        // along.
        for (pin, _, earlier) in &event.players {
            let now = PinKey::of(pin);
            if self.players.contains_key(&now) {
                continue;
            }
            if let Some(entry) = earlier
                .iter()
                .rev()
                .find_map(|old| self.players.remove(&PinKey::of(old)))
            {
                self.players.insert(now, entry);
            }
        }
        let before: Vec<f64> = event
            .players
            .iter()
            .map(|(pin, _, _)| self.rating(pin))
            .collect();
        // AGL v1.0, Basic Rules, "Rankings": Elo with the event type's K; an abandoned game
        // (a Defeat for both) rates nobody (docs/rulings.md, "Conceded and abandoned games").
        let rated: Vec<RatedGame> = event
            .games
            .iter()
            .map(|(_, g)| *g)
            .filter(|g| {
                !(g.outcomes.first == Outcome::Defeat && g.outcomes.second == Outcome::Defeat)
            })
            .collect();
        let tallies = tally(&before, &rated);
        let k = f64::from(event.event_type.k_factor());
        let mut changes = Vec::with_capacity(event.players.len());
        for (i, (pin, name, _)) in event.players.iter().enumerate() {
            let b = before.get(i).copied().unwrap_or(STARTING_RATING);
            let t = tallies.get(i).copied().unwrap_or_default();
            let change = k * (t.actual - t.expected);
            let after = b + change;
            let entry = self
                .players
                .entry(PinKey::of(pin))
                .or_insert_with(|| LedgerPlayer {
                    corvus_pin: pin.trim().to_owned(),
                    name: name.clone(),
                    rating: STARTING_RATING,
                    events: 0,
                    games: 0,
                });
            entry.corvus_pin = pin.trim().to_owned();
            entry.name = name.clone();
            entry.rating = after;
            entry.events += 1;
            entry.games += t.games;
            changes.push(LedgerChange {
                corvus_pin: pin.trim().to_owned(),
                name: name.clone(),
                before: b,
                games: t.games,
                change,
                after,
            });
        }
        self.events.push(LedgerEvent {
            key,
            name: event.name,
            event_type: event.event_type,
            k_factor: event.event_type.k_factor(),
            source,
            changes,
        });
        self.events.last().ok_or(LedgerProblem::TooMany {
            what: "events".to_owned(),
            max: bound(MAX_LEDGER_EVENTS),
        })
    }

    /// The ledger as a file for the next organizer (docs/formats.md, "Season ledger").
    pub fn to_json(&self) -> String {
        let file = LedgerFile {
            format: LEDGER_FORMAT.to_owned(),
            version: LEDGER_VERSION,
            season: self.season.clone(),
            players: self.players.values().cloned().collect(),
            events: self.events.clone(),
        };
        // A ledger holds strings and finite numbers only, so writing it cannot fail.
        serde_json::to_string_pretty(&file).unwrap_or_default()
    }

    /// Reads a ledger file written by [`SeasonLedger::to_json`], checking every value.
    ///
    /// # Errors
    /// A [`LedgerProblem`] naming what is wrong; a file of a newer version asks for an update.
    pub fn from_json(json: &str) -> Result<SeasonLedger, LedgerProblem> {
        if json.len() > MAX_LEDGER_BYTES {
            return Err(LedgerProblem::TooMany {
                what: "bytes in a ledger".to_owned(),
                max: bound(MAX_LEDGER_BYTES),
            });
        }
        let file: LedgerFile = serde_json::from_str(json).map_err(unreadable)?;
        if file.format != LEDGER_FORMAT || file.version != LEDGER_VERSION {
            return Err(LedgerProblem::UnknownFormat {
                expected: LEDGER_FORMAT.to_owned(),
                format: file.format,
                version: file.version,
            });
        }
        if file.events.len() > MAX_LEDGER_EVENTS {
            return Err(LedgerProblem::TooMany {
                what: "events".to_owned(),
                max: bound(MAX_LEDGER_EVENTS),
            });
        }
        if file.players.len() > MAX_PLAYERS as usize {
            return Err(LedgerProblem::TooMany {
                what: "players".to_owned(),
                max: bound(MAX_PLAYERS),
            });
        }
        let in_range = |r: f64| r.is_finite() && (MIN_RATING..=MAX_RATING).contains(&r);
        let mut players = BTreeMap::new();
        for p in file.players {
            let key = check_pin(&p.corvus_pin)?;
            if !in_range(p.rating) {
                return Err(LedgerProblem::BadRating {
                    corvus_pin: p.corvus_pin,
                });
            }
            let pin = p.corvus_pin.clone();
            if players.insert(key, p).is_some() {
                return Err(LedgerProblem::DuplicatePin { corvus_pin: pin });
            }
        }
        for e in &file.events {
            check_name(&e.name)?;
            for c in &e.changes {
                check_pin(&c.corvus_pin)?;
                if ![c.before, c.after, c.change].iter().all(|v| v.is_finite()) {
                    return Err(LedgerProblem::BadRating {
                        corvus_pin: c.corvus_pin.clone(),
                    });
                }
            }
        }
        Ok(SeasonLedger {
            season: check_name(&file.season)?,
            players,
            events: file.events,
        })
    }
}

/// Every game of `event` with a result, abandoned ones included, in round and table order.
fn rated_games_with_abandoned(event: &Tournament) -> Vec<(u32, RatedGame)> {
    let mut games = Vec::new();
    for round in event.rounds() {
        for table in &round.tables {
            let Some(result) = &table.result else {
                continue;
            };
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

/// The event's fingerprint: SHA-256 of its name and, per game, the round, both PINs (compared
/// without case) and both outcomes; the first 16 hex digits.
fn event_key(event: &EventGames) -> String {
    let mut hasher = Sha256::new();
    hasher.update(event.name.as_bytes());
    let pin = |i: usize| {
        event
            .players
            .get(i)
            .map(|(pin, _, _)| PinKey::of(pin).as_str().to_owned())
            .unwrap_or_default()
    };
    for (round, game) in &event.games {
        hasher.update(
            format!(
                "\n{round},{},{},{:?},{:?}",
                pin(game.players.first),
                pin(game.players.second),
                game.outcomes.first,
                game.outcomes.second
            )
            .as_bytes(),
        );
    }
    hasher
        .finalize()
        .iter()
        .take(8)
        .map(|b| format!("{b:02x}"))
        .collect()
}

#[cfg(test)]
mod ranking_tests {
    use super::*;

    fn player(name: &str, pin: &str, rating: f64) -> LedgerPlayer {
        LedgerPlayer {
            corvus_pin: pin.to_owned(),
            name: name.to_owned(),
            rating,
            events: 1,
            games: 3,
        }
    }

    fn places(ranked: &[RankedPlayer]) -> Vec<(u32, &str)> {
        ranked
            .iter()
            .map(|r| (r.rank, r.player.name.as_str()))
            .collect()
    }

    #[test]
    fn the_highest_rating_ranks_first_and_equal_printed_ratings_share_a_place() {
        let players = [
            player("Di", "D4", 987.5),
            player("Bo", "B2", 1064.004),
            player("Ana", "A1", 1064.0),
            player("Cy", "C3", 1012.25),
        ];
        // Bo's 1064.004 prints as 1064.00, as Ana's does: they share first place, and the next
        // place is third (1, 1, 3, 4); within the shared place, by name.
        assert_eq!(
            places(&rank_players(&players)),
            vec![(1, "Ana"), (1, "Bo"), (3, "Cy"), (4, "Di")]
        );
    }

    #[test]
    fn the_ranking_is_the_same_whatever_order_the_players_come_in() {
        let mut players = vec![
            player("Ana", "A1", 1000.0),
            player("Ana", "A0", 1000.0),
            player("Élodie", "E5", 1030.0),
        ];
        let first = rank_players(&players);
        players.reverse();
        assert_eq!(rank_players(&players), first);
        assert_eq!(
            first
                .iter()
                .map(|r| r.player.corvus_pin.as_str())
                .collect::<Vec<_>>(),
            vec!["E5", "A0", "A1"]
        );
        assert!(rank_players(&[]).is_empty());
    }
}
