//! The Swiss pairing of one Imperial Assault round and its bye (IA Skirmish 1.1,
//! «Emparejamientos» and «Byes»).
//!
//! - Round 1: players are paired at random; at an informal event, pairs that asked not to meet in
//!   round 1 (relatives, travel companions) are kept apart when possible.
//! - Later rounds: random among players on equal tournament points. When a points group is odd,
//!   its lowest-ranked player goes down and meets the highest-ranked player of the next group
//!   (docs/rulings.md, Imperial Assault, "Who goes down, and whom they meet": the text's example
//!   pairs Alicia with "el siguiente jugador en la clasificación", Sara, the strongest of the
//!   next group, so the example is followed rather than "un jugador al azar del siguiente
//!   grupo").
//! - No rematches before the cut: two players who have met are re-paired with other players of
//!   the same points where possible, and only then further down.
//! - Bye (odd number of players): round 1 at random; later the fewest points, then the lowest
//!   strength of schedule, then at random. From the second edition of the rulings the
//!   «Emparejamientos» obligation comes first: when that bye leaves a rematch, the bye goes to the
//!   first player in that order whose bye leaves the fewest (docs/rulings.md, Imperial Assault,
//!   "Byes").
//!
//! How: the bye is chosen first (and, from the second edition, chosen again down the «Byes»
//! order while the others cannot be paired without a rematch; only a small field late in an event
//! runs out of opponents, so these extra searches are few and small). The others are paired by a
//! depth-first search, the highest-ranked free player first, trying partners in the order the
//! rules prefer (same points in the round's random order, the group's lowest-ranked player last
//! when the group is odd; then lower players in standings order; players already met after all of
//! them). Among complete pairings it keeps the one with the fewest rematches, then the smallest
//! total of points between partners, then the first found in that order. A lower bound on the points that must cross between groups stops the
//! search as soon as a pairing is provably best; a work budget bounds it otherwise, keeping the
//! best found (always a complete pairing).

use super::edition::IaRulingsEdition;
use super::refusal::{ia, IaRefusal};
use super::seed::{shuffle, uniform_below, DrawPurpose, IaSeed};
use super::standings::{IaStandings, Strength, SwissHistory};
use crate::player::PlayerId;
use hexadraft_draft::{BySeat, IaSection};
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};
use std::collections::{HashMap, HashSet};

/// Most players one Imperial Assault round accepts (a sanity bound, above any real event).
pub const MAX_IA_PLAYERS: u32 = 4096;

/// Most candidate pairs one round's search may weigh once it holds a complete pairing.
const WORK_BUDGET: u64 = 3_000_000;

/// Two players who asked not to meet in round 1 (an informal event only; «Emparejamientos»: "los
/// jugadores pueden solicitar a la organización que no les emparejen contra familiares o
/// compañeros de viaje en la primera ronda, si es posible").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct KeepApart(pub PlayerId, pub PlayerId);

/// What a round's pairing needs.
#[derive(Debug, Clone, Copy)]
pub struct IaPairingInput<'a> {
    /// The Swiss round to pair: the one after the history's last.
    pub round: u32,
    /// The standings before the round (every registered player).
    pub standings: &'a IaStandings,
    /// The players to pair this round (those who have not dropped), in any order.
    pub active: &'a [PlayerId],
    /// The Swiss rounds so far.
    pub history: &'a SwissHistory,
    /// Round 1 requests to be kept apart; the caller passes them for informal events only, and
    /// later rounds ignore them.
    pub keep_apart: &'a [KeepApart],
    /// The event's seed.
    pub seed: IaSeed,
    /// The edition of the rulings the event is read under (which obligation chooses the bye).
    pub rulings: IaRulingsEdition,
}

/// Why two players meet.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "kebab-case")]
pub enum IaPairingReason {
    /// Round 1: drawn at random.
    Drawn,
    /// Drawn at random among players on the same points.
    SameScore,
    /// The first seat went down to a lower points group (an odd group, or no one left there to
    /// meet without a rematch).
    PairedDown,
    /// The organizer swapped a player into this table after the round was paired.
    OrganizerSwap,
}

/// One table of a Swiss round.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct IaTable {
    /// The table number, from 1 (table 1 holds the highest-ranked player).
    pub table: u32,
    /// The players; the first seat is the higher-ranked.
    pub players: BySeat<PlayerId>,
    /// Their tournament points before the round.
    pub points: BySeat<u32>,
    /// Why they meet.
    pub reason: IaPairingReason,
    /// The round they met in before, when no pairing could avoid the rematch.
    pub rematch_of_round: Option<u32>,
    /// Whether they had asked to be kept apart in round 1 and no pairing could.
    pub request_not_kept: bool,
}

/// Why a player has the bye.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "kebab-case")]
pub enum IaByeReason {
    /// Round 1: drawn at random.
    Drawn,
    /// The fewest tournament points.
    FewestPoints,
    /// Tied on the fewest points: the lowest strength of schedule.
    LowestStrengthOfSchedule,
    /// Tied on both: drawn at random among them.
    DrawnAmongEqual,
    /// Every player before them in the «Byes» order would have left more rematches among the
    /// others (from the second edition of the rulings: «Emparejamientos» first).
    AvoidsRematch,
    /// The organizer swapped them into the bye after the round was paired.
    OrganizerSwap,
}

/// The bye of a Swiss round: a win worth 3 points that adds nothing to strength of schedule.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct IaBye {
    /// The player.
    pub player: PlayerId,
    /// Why them.
    pub reason: IaByeReason,
}

/// What the search did.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct IaSearchReport {
    /// Rematches kept (0 whenever a pairing without one exists and the search finished).
    pub rematches: u32,
    /// Round 1 requests that could not be kept.
    pub requests_not_kept: u32,
    /// The tournament points between partners, summed over the tables.
    pub points_between_partners: u32,
    /// Whether the search proved no better pairing exists (false only when its budget ran out).
    pub proven: bool,
}

/// A Swiss round's pairing.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct IaPairing {
    /// The Swiss round.
    pub round: u32,
    /// The tables, by number.
    pub tables: Vec<IaTable>,
    /// The bye, when the number of players is odd.
    pub bye: Option<IaBye>,
    /// What the search did.
    pub search: IaSearchReport,
    /// What the random draws were drawn for, with the event's seed: the round's order and, with
    /// an odd number of players, its bye.
    pub draws: Vec<DrawPurpose>,
}

/// A player being paired, by position in the standings.
struct Entry {
    id: PlayerId,
    points: u32,
    strength: Strength,
}

/// Pairs a Swiss round.
///
/// # Errors
/// A round that is not the next one, an unknown or repeated player, fewer than two players or
/// more than [`MAX_IA_PLAYERS`].
pub fn pair_round(input: &IaPairingInput<'_>) -> Result<IaPairing, IaRefusal> {
    pair_round_by(input, search)
}

/// The search over players in standings order: their points, their places in the round's random
/// order and whom each may not meet.
type SearchFn =
    fn(&[u32], &[usize], &[Vec<(usize, Conflict)>]) -> (Vec<(usize, usize)>, IaSearchReport);

/// What every pairing of a round starts from: the players in standings order, the bye the
/// rules give, the draws, and whom each may not meet.
struct Prepared {
    entries: Vec<Entry>,
    bye: Option<IaBye>,
    /// From round 2 with an odd number of players: every player in the «Byes» order (the first is
    /// `bye`'s player), for the second edition to go down while the bye leaves a rematch.
    bye_order: Vec<PlayerId>,
    draws: Vec<DrawPurpose>,
    conflicts: HashMap<(PlayerId, PlayerId), Conflict>,
    round_one: bool,
}

impl Prepared {
    /// The players to seat at tables: everyone but the bye, in standings order.
    fn paired(&self) -> Vec<&Entry> {
        self.entries
            .iter()
            .filter(|e| self.bye.is_none_or(|b| b.player != e.id))
            .collect()
    }

    /// `a` and `b` at one table, with why they meet and what they break.
    fn table(&self, a: &Entry, b: &Entry) -> IaTable {
        let conflict = self.conflicts.get(&key(a.id, b.id)).copied();
        let reason = if self.round_one {
            IaPairingReason::Drawn
        } else if a.points == b.points {
            IaPairingReason::SameScore
        } else {
            IaPairingReason::PairedDown
        };
        IaTable {
            table: 0,
            players: BySeat::new(a.id, b.id),
            points: BySeat::new(a.points, b.points),
            reason,
            rematch_of_round: match conflict {
                Some(Conflict::Met(r)) => Some(r),
                _ => None,
            },
            request_not_kept: conflict == Some(Conflict::Request),
        }
    }

    /// The round's pairing with its tables numbered in order.
    fn pairing(self, round: u32, mut tables: Vec<IaTable>, search: IaSearchReport) -> IaPairing {
        for (i, t) in tables.iter_mut().enumerate() {
            t.table = u32::try_from(i + 1).unwrap_or(u32::MAX);
        }
        IaPairing {
            round,
            tables,
            bye: self.bye,
            search,
            draws: self.draws,
        }
    }
}

/// Checks the round's input and prepares its pairing (the same for a search and a recorded one).
fn prepare(input: &IaPairingInput<'_>) -> Result<Prepared, IaRefusal> {
    let clause = ia(IaSection::Pairings);
    let expected = input.history.last_round().saturating_add(1);
    if input.round != expected {
        return Err(IaRefusal::WrongRound {
            round: input.round,
            expected,
            clause,
        });
    }
    let count = u32::try_from(input.active.len()).unwrap_or(u32::MAX);
    if count > MAX_IA_PLAYERS {
        return Err(IaRefusal::TooManyPlayers {
            count,
            max: MAX_IA_PLAYERS,
        });
    }
    let place: HashMap<PlayerId, usize> = input
        .standings
        .rows
        .iter()
        .enumerate()
        .map(|(i, r)| (r.player, i))
        .collect();
    let mut seen = HashSet::new();
    for &p in input.active {
        if !place.contains_key(&p) {
            return Err(IaRefusal::UnknownPlayer { player: p });
        }
        if !seen.insert(p) {
            return Err(IaRefusal::RepeatedPlayer { player: p });
        }
    }
    if count < 2 {
        return Err(IaRefusal::NotEnoughPlayers {
            active: count,
            clause,
        });
    }
    let mut ranked: Vec<PlayerId> = input.active.to_vec();
    ranked.sort_by_key(|p| place.get(p).copied().unwrap_or(usize::MAX));
    let entries: Vec<Entry> = ranked
        .iter()
        .filter_map(|p| {
            let row = input.standings.rows.get(*place.get(p)?)?;
            Some(Entry {
                id: *p,
                points: row.points,
                strength: row.strength_of_schedule,
            })
        })
        .collect();

    let mut draws = vec![DrawPurpose::Pairing { round: input.round }];
    let (bye, bye_order) = if entries.len() % 2 == 1 {
        draws.push(DrawPurpose::Bye { round: input.round });
        let mut rng = input.seed.stream(DrawPurpose::Bye { round: input.round });
        let bye = choose_bye(&entries, input.round, &mut rng);
        let order = if input.round > 1 && input.rulings >= IaRulingsEdition::Second {
            bye_order(&entries, bye.player, &mut rng)
        } else {
            Vec::new()
        };
        (Some(bye), order)
    } else {
        (None, Vec::new())
    };
    let round_one = input.round == 1;
    let mut conflicts: HashMap<(PlayerId, PlayerId), Conflict> = HashMap::new();
    if round_one {
        for KeepApart(a, b) in input.keep_apart {
            conflicts.insert(key(*a, *b), Conflict::Request);
        }
    } else {
        for (pair, round) in input.history.met() {
            conflicts.insert(pair, Conflict::Met(round));
        }
    }
    Ok(Prepared {
        entries,
        bye,
        bye_order,
        draws,
        conflicts,
        round_one,
    })
}

/// [`pair_round`] with the search given (the tests compare the search with the earlier one).
fn pair_round_by(input: &IaPairingInput<'_>, search: SearchFn) -> Result<IaPairing, IaRefusal> {
    let mut prepared = prepare(input)?;
    let (mut tables, mut report) = seat(&prepared, input, search);
    // Second edition: «Emparejamientos» ("deberá asegurarse") before «Byes»: while the bye leaves
    // a rematch, try the next players in the «Byes» order and keep the first whose bye leaves the
    // fewest. The first choice seats without a rematch almost always, and then nothing more is
    // searched. Only a search that proved its rematches unavoidable sends the bye down: a rematch
    // is forced only in a small field (from 61 players, 30 rounds leave everyone more than half
    // the others to meet, whoever has the bye), where every search finishes; a large field's
    // search that ran out of budget is not searched again once per player.
    if report.rematches > 0 && report.proven {
        let mut chosen = prepared.bye;
        let order = std::mem::take(&mut prepared.bye_order);
        for &candidate in order.iter().skip(1) {
            prepared.bye = Some(IaBye {
                player: candidate,
                reason: IaByeReason::AvoidsRematch,
            });
            let (other_tables, other_report) = seat(&prepared, input, search);
            if other_report.rematches < report.rematches {
                tables = other_tables;
                report = other_report;
                chosen = prepared.bye;
                if report.rematches == 0 {
                    break;
                }
            }
        }
        prepared.bye = chosen;
    }
    Ok(prepared.pairing(input.round, tables, report))
}

/// Seats everyone but `prepared`'s bye by `search`.
fn seat(
    prepared: &Prepared,
    input: &IaPairingInput<'_>,
    search: SearchFn,
) -> (Vec<IaTable>, IaSearchReport) {
    let paired = prepared.paired();
    let conflicts = &prepared.conflicts;
    let mut rng = input
        .seed
        .stream(DrawPurpose::Pairing { round: input.round });
    let mut order: Vec<usize> = (0..paired.len()).collect();
    shuffle(&mut rng, &mut order);
    let mut random_key = vec![0usize; paired.len()];
    for (position, &i) in order.iter().enumerate() {
        if let Some(slot) = random_key.get_mut(i) {
            *slot = position;
        }
    }
    let points: Vec<u32> = paired.iter().map(|e| e.points).collect();
    // Each player's conflicts from the pairs that have them, rather than asking the map for every
    // pair of players (a million questions at 1,024 players).
    let index_of: HashMap<PlayerId, usize> =
        paired.iter().enumerate().map(|(i, e)| (e.id, i)).collect();
    let mut conflict_lists: Vec<Vec<(usize, Conflict)>> = vec![Vec::new(); paired.len()];
    for (&(a, b), &c) in conflicts {
        if let (Some(&i), Some(&j)) = (index_of.get(&a), index_of.get(&b)) {
            if i != j {
                if let Some(list) = conflict_lists.get_mut(i) {
                    list.push((j, c));
                }
                if let Some(list) = conflict_lists.get_mut(j) {
                    list.push((i, c));
                }
            }
        }
    }
    for list in &mut conflict_lists {
        list.sort_unstable_by_key(|&(j, _)| j);
    }
    let (pairs, report) = search(&points, &random_key, &conflict_lists);
    let tables: Vec<IaTable> = pairs
        .into_iter()
        .filter_map(|(u, v)| Some(prepared.table(paired.get(u)?, paired.get(v)?)))
        .collect();
    (tables, report)
}

/// A round's pairing as the journal records it once the search has made it, so a replay seats
/// the same players without searching again: each table's two players in table order, the bye,
/// and what the search reported.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(deny_unknown_fields)]
pub struct RecordedPairing {
    /// The tables' players, table 1 first.
    pub tables: Vec<BySeat<PlayerId>>,
    /// The bye, when the number of players is odd.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bye: Option<PlayerId>,
    /// What the search reported when it paired the round.
    pub search: IaSearchReport,
}

impl RecordedPairing {
    /// The record of `pairing`.
    pub fn of(pairing: &IaPairing) -> RecordedPairing {
        RecordedPairing {
            tables: pairing.tables.iter().map(|t| t.players).collect(),
            bye: pairing.bye.map(|b| b.player),
            search: pairing.search,
        }
    }
}

/// Pairs a Swiss round as `recorded` says, without searching: the replay of a journal that
/// recorded its pairings. The record must seat every player present exactly once and give the
/// bye to the player the rules give it to («Byes»); the reasons, points and rematches are worked
/// out again from the standings. From the second edition of the rulings, a bye moved down the
/// «Byes» order is accepted when choosing the bye again moves it to the same player.
///
/// # Errors
/// As [`pair_round`], and [`IaRefusal::RecordedPairingNotValid`] for a record that does not fit
/// the round (a file changed by hand).
pub fn pair_round_as_recorded(
    input: &IaPairingInput<'_>,
    recorded: &RecordedPairing,
) -> Result<IaPairing, IaRefusal> {
    let mut prepared = prepare(input)?;
    let not_valid = || IaRefusal::RecordedPairingNotValid {
        round: input.round,
        clause: ia(IaSection::Pairings),
    };
    if recorded.bye != prepared.bye.map(|b| b.player) {
        // Second edition: a bye moved down the «Byes» order to avoid a rematch is checked by
        // choosing it again. Only a round whose first choice left a rematch searches (a small
        // field late in the event); every other record replays without a search.
        let moved_there = !prepared.bye_order.is_empty()
            && recorded.bye.is_some()
            && pair_round(input)?.bye.map(|b| b.player) == recorded.bye;
        if !moved_there {
            return Err(not_valid());
        }
        prepared.bye = recorded.bye.map(|player| IaBye {
            player,
            reason: IaByeReason::AvoidsRematch,
        });
    }
    let paired = prepared.paired();
    let by_id: HashMap<PlayerId, &Entry> = paired.iter().map(|e| (e.id, *e)).collect();
    let mut seated = HashSet::with_capacity(by_id.len());
    let mut tables = Vec::with_capacity(recorded.tables.len());
    for players in &recorded.tables {
        let (Some(a), Some(b)) = (by_id.get(&players.first), by_id.get(&players.second)) else {
            return Err(not_valid());
        };
        if !seated.insert(a.id) || !seated.insert(b.id) {
            return Err(not_valid());
        }
        tables.push(prepared.table(a, b));
    }
    if seated.len() != by_id.len() {
        return Err(not_valid());
    }
    Ok(prepared.pairing(input.round, tables, recorded.search))
}

fn key(a: PlayerId, b: PlayerId) -> (PlayerId, PlayerId) {
    if a <= b {
        (a, b)
    } else {
        (b, a)
    }
}

/// Why two players should not meet.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Conflict {
    /// They met in this round.
    Met(u32),
    /// They asked to be kept apart in round 1.
    Request,
}

/// «Byes»: round 1 at random; then the fewest points, the lowest strength of schedule, and a draw
/// among those still equal.
fn choose_bye(entries: &[Entry], round: u32, rng: &mut ChaCha8Rng) -> IaBye {
    let mut draw = |pool: &[&Entry]| -> PlayerId {
        // Drawn in player-number order, so the draw does not depend on the standings' lots.
        let mut ids: Vec<PlayerId> = pool.iter().map(|e| e.id).collect();
        ids.sort_unstable();
        let pick = usize::try_from(uniform_below(rng, ids.len() as u64)).unwrap_or(0);
        ids.get(pick).copied().unwrap_or(PlayerId::new(0))
    };
    let all: Vec<&Entry> = entries.iter().collect();
    if round == 1 {
        return IaBye {
            player: draw(&all),
            reason: IaByeReason::Drawn,
        };
    }
    let fewest = all.iter().map(|e| e.points).min().unwrap_or(0);
    let lowest_points: Vec<&Entry> = all.into_iter().filter(|e| e.points == fewest).collect();
    if let [only] = lowest_points[..] {
        return IaBye {
            player: only.id,
            reason: IaByeReason::FewestPoints,
        };
    }
    let weakest = lowest_points
        .iter()
        .map(|e| e.strength)
        .min()
        .unwrap_or(Strength::ZERO);
    let lowest: Vec<&Entry> = lowest_points
        .into_iter()
        .filter(|e| e.strength == weakest)
        .collect();
    if let [only] = lowest[..] {
        return IaBye {
            player: only.id,
            reason: IaByeReason::LowestStrengthOfSchedule,
        };
    }
    IaBye {
        player: draw(&lowest),
        reason: IaByeReason::DrawnAmongEqual,
    }
}

/// Every player in the «Byes» order: `first` (the bye [`choose_bye`] gave), then the others by
/// fewest points and lowest strength of schedule, players equal on both in an order drawn with
/// the bye's stream after its own draw (in player-number order, as that draw).
fn bye_order(entries: &[Entry], first: PlayerId, rng: &mut ChaCha8Rng) -> Vec<PlayerId> {
    let mut rest: Vec<&Entry> = entries.iter().filter(|e| e.id != first).collect();
    rest.sort_unstable_by_key(|e| e.id);
    shuffle(rng, &mut rest);
    // Stable: the drawn order stays among players equal on points and strength.
    rest.sort_by(|a, b| a.points.cmp(&b.points).then(a.strength.cmp(&b.strength)));
    std::iter::once(first)
        .chain(rest.into_iter().map(|e| e.id))
        .collect()
}

/// (conflicts kept, points between partners): lower is better, compared in that order.
type Cost = (u32, u64);

struct Search<'a> {
    points: &'a [u32],
    conflicts: &'a [Vec<(usize, Conflict)>],
    /// Points group of each player (0 is the highest).
    group: Vec<usize>,
    /// Points of each group.
    group_points: Vec<u32>,
    /// Each group's players in standings order.
    group_members: Vec<Vec<usize>>,
    /// Each group's players in the round's random order.
    group_draw: Vec<Vec<usize>>,
    /// The round's random order of each player.
    random_key: &'a [usize],
    free: Vec<bool>,
    free_in_group: Vec<usize>,
    free_count: usize,
    stack: Vec<(usize, usize)>,
    best: Option<(Cost, Vec<(usize, usize)>)>,
    target: Cost,
    work: u64,
    stopped: bool,
}

/// Pairs players `0..n` (n even, in standings order) and reports what it did.
fn search(
    points: &[u32],
    random_key: &[usize],
    conflicts: &[Vec<(usize, Conflict)>],
) -> (Vec<(usize, usize)>, IaSearchReport) {
    let n = points.len();
    let mut group = Vec::with_capacity(n);
    let mut group_points: Vec<u32> = Vec::new();
    let mut group_members: Vec<Vec<usize>> = Vec::new();
    for (i, &p) in points.iter().enumerate() {
        if group_points.last() != Some(&p) {
            group_points.push(p);
            group_members.push(Vec::new());
        }
        group.push(group_points.len() - 1);
        if let Some(members) = group_members.last_mut() {
            members.push(i);
        }
    }
    let group_draw = group_members
        .iter()
        .map(|members| {
            let mut drawn = members.clone();
            drawn.sort_by_key(|&v| random_key.get(v).copied());
            drawn
        })
        .collect();
    let free_in_group = group_members.iter().map(Vec::len).collect();
    let mut s = Search {
        points,
        conflicts,
        group,
        group_points,
        group_members,
        group_draw,
        random_key,
        free: vec![true; n],
        free_in_group,
        free_count: n,
        stack: Vec::with_capacity(n / 2),
        best: None,
        target: (0, 0),
        work: 0,
        stopped: false,
    };
    s.target = (0, s.crossing_bound());
    s.run((0, 0), 0);
    let proven = !s.stopped || s.best.as_ref().is_some_and(|(c, _)| *c == s.target);
    let (cost, pairs) = s.best.unwrap_or(((0, 0), Vec::new()));
    let mut rematches = 0;
    let mut requests = 0;
    for &(u, v) in &pairs {
        match conflict_of(conflicts, u, v) {
            Some(Conflict::Met(_)) => rematches += 1,
            Some(Conflict::Request) => requests += 1,
            None => {}
        }
    }
    let mut pairs = pairs;
    pairs.sort_unstable();
    (
        pairs,
        IaSearchReport {
            rematches,
            requests_not_kept: requests,
            points_between_partners: u32::try_from(cost.1).unwrap_or(u32::MAX),
            proven,
        },
    )
}

fn conflict_of(conflicts: &[Vec<(usize, Conflict)>], u: usize, v: usize) -> Option<Conflict> {
    conflicts
        .get(u)?
        .iter()
        .find(|(j, _)| *j == v)
        .map(|(_, c)| *c)
}

impl Search<'_> {
    /// The least total of points between partners any pairing of the free players needs: at each
    /// boundary between two points groups with an odd number of free players above it, someone
    /// must cross it.
    fn crossing_bound(&self) -> u64 {
        let mut bound = 0u64;
        let mut odd_above = false;
        let mut previous: Option<u32> = None;
        for (g, &count) in self.free_in_group.iter().enumerate() {
            if count == 0 {
                continue;
            }
            let here = self.group_points.get(g).copied().unwrap_or(0);
            if let (true, Some(above)) = (odd_above, previous) {
                bound += u64::from(above.saturating_sub(here));
            }
            odd_above ^= count % 2 == 1;
            previous = Some(here);
        }
        bound
    }

    fn take(&mut self, i: usize, free: bool) {
        if let Some(slot) = self.free.get_mut(i) {
            *slot = free;
        }
        if free {
            self.free_count += 1;
        } else {
            self.free_count = self.free_count.saturating_sub(1);
        }
        if let Some(g) = self.group.get(i) {
            if let Some(count) = self.free_in_group.get_mut(*g) {
                if free {
                    *count += 1;
                } else {
                    *count = count.saturating_sub(1);
                }
            }
        }
    }

    fn is_free(&self, v: usize) -> bool {
        self.free.get(v) == Some(&true)
    }

    /// `u`'s partners in the order the rules prefer; `u` is the highest-ranked free player and
    /// already taken. Same points first, in the round's random order, the group's lowest-ranked
    /// player last when the group (with `u`) is odd, since it goes down; then lower players in
    /// standings order; players `u` may not meet after all of them, in the same order.
    ///
    /// The order is produced as it is tried, not listed first: most players take their first
    /// candidate, and listing every lower player for each of them made a round's search quadratic
    /// in the field.
    fn candidates(&self, u: usize) -> Candidates {
        let g = self.group.get(u).copied().unwrap_or(0);
        let same = self.free_in_group.get(g).copied().unwrap_or(0);
        let reserved = if same % 2 == 0 {
            self.group_members
                .get(g)
                .and_then(|m| m.iter().rev().copied().find(|&v| self.is_free(v)))
        } else {
            None
        };
        let lower_from = self
            .group_members
            .get(g)
            .and_then(|m| m.last())
            .map_or(usize::MAX, |last| last + 1);
        // The few partners `u` conflicts with, in the order above: they come after the rest.
        let mut conflicted: Vec<(usize, Conflict)> = self
            .conflicts
            .get(u)
            .map(|list| {
                list.iter()
                    .copied()
                    .filter(|&(v, _)| self.is_free(v))
                    .collect()
            })
            .unwrap_or_default();
        conflicted.sort_by_key(|&(v, _)| {
            if self.group.get(v) == Some(&g) {
                (
                    0,
                    Some(v) == reserved,
                    self.random_key.get(v).copied().unwrap_or(0),
                )
            } else {
                (1, false, v)
            }
        });
        Candidates {
            group: g,
            reserved,
            lower_from,
            step: Step::Drawn(0),
            conflicted,
            next_conflicted: 0,
        }
    }

    /// The next of `u`'s candidates after `c`'s position, with its conflict.
    fn next_candidate(&self, u: usize, c: &mut Candidates) -> Option<(usize, Option<Conflict>)> {
        let clean = |v: usize| self.is_free(v) && conflict_of(self.conflicts, u, v).is_none();
        loop {
            match c.step {
                Step::Drawn(k) => {
                    let Some(&v) = self.group_draw.get(c.group).and_then(|d| d.get(k)) else {
                        c.step = Step::Reserved;
                        continue;
                    };
                    c.step = Step::Drawn(k + 1);
                    if Some(v) != c.reserved && clean(v) {
                        return Some((v, None));
                    }
                }
                Step::Reserved => {
                    c.step = Step::Lower(c.lower_from);
                    if let Some(v) = c.reserved.filter(|&v| clean(v)) {
                        return Some((v, None));
                    }
                }
                Step::Lower(v) => {
                    if v >= self.free.len() {
                        c.step = Step::Conflicted;
                        continue;
                    }
                    c.step = Step::Lower(v + 1);
                    if clean(v) {
                        return Some((v, None));
                    }
                }
                Step::Conflicted => {
                    let (v, conflict) = c.conflicted.get(c.next_conflicted).copied()?;
                    c.next_conflicted += 1;
                    return Some((v, Some(conflict)));
                }
            }
        }
    }

    fn done(&self) -> bool {
        self.best.as_ref().is_some_and(|(c, _)| *c <= self.target)
    }

    /// Pairs the free players from `from` on (every player before `from` is paired).
    fn run(&mut self, cost: Cost, from: usize) {
        let Some(u) = (from..self.free.len()).find(|&i| self.is_free(i)) else {
            if self.best.as_ref().is_none_or(|(c, _)| cost < *c) {
                self.best = Some((cost, self.stack.clone()));
            }
            return;
        };
        self.take(u, false);
        let mut candidates = self.candidates(u);
        // The work counts every candidate `u` has (all the free players below it), as it did when
        // they were listed first: the budget, and so the pairing it leaves, stay as they were.
        self.work = self.work.saturating_add(self.free_count as u64 + 1);
        let pu = self.points.get(u).copied().unwrap_or(0);
        while let Some((v, conflict)) = self.next_candidate(u, &mut candidates) {
            if self.best.is_some() && self.work > WORK_BUDGET {
                self.stopped = true;
                break;
            }
            self.work += 1;
            let pv = self.points.get(v).copied().unwrap_or(0);
            let step = (
                u32::from(conflict.is_some()),
                u64::from(pu.saturating_sub(pv)),
            );
            let next = (cost.0 + step.0, cost.1 + step.1);
            self.take(v, false);
            let bound = (next.0, next.1 + self.crossing_bound());
            if self.best.as_ref().is_none_or(|(c, _)| bound < *c) {
                self.stack.push((u, v));
                self.run(next, u + 1);
                self.stack.pop();
            }
            self.take(v, true);
            if self.done() || self.stopped {
                break;
            }
        }
        self.take(u, true);
    }
}

/// Where the walk through one player's candidates stands.
struct Candidates {
    group: usize,
    /// The group's lowest-ranked free player, tried last of the group when it goes down.
    reserved: Option<usize>,
    /// The first player of the lower groups.
    lower_from: usize,
    step: Step,
    conflicted: Vec<(usize, Conflict)>,
    next_conflicted: usize,
}

/// The part of the order a walk is in.
#[derive(Clone, Copy)]
enum Step {
    /// The group in the round's random order, from this position.
    Drawn(usize),
    /// The group's reserved player.
    Reserved,
    /// The lower players, from this one in standings order.
    Lower(usize),
    /// The players `u` conflicts with.
    Conflicted,
}

#[cfg(test)]
mod earlier_search;
#[cfg(test)]
mod largest_matching;
#[cfg(test)]
mod tests;
