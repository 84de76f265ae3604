//! Two moments of an event compared: what changed between them, typed (results, rounds paired,
//! standings places, drops), in the terms both rulesets share.

use super::{EventAsItStood, StoodPlayer, StoodTable};
use hexadraft_event::{BySeat, PlayerId};
use serde::Serialize;
use std::collections::{BTreeMap, HashMap};

/// What changed between two moments of an event.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct MomentComparison {
    /// The earlier moment asked for (entries applied).
    pub from: u32,
    /// The later moment asked for.
    pub to: u32,
    /// Every player named by a change, by number, as the later moment knew them (the earlier
    /// one for a player registered only then).
    pub players: Vec<StoodPlayer>,
    /// Rounds paired at one moment and not at the other.
    pub rounds: Vec<RoundChange>,
    /// Tables whose result differs, in round and table order.
    pub results: Vec<ResultChange>,
    /// Players whose place differs, in the later moment's place order (new players last).
    pub places: Vec<PlaceChange>,
    /// Players who dropped or came back.
    pub drops: Vec<DropChange>,
}

/// A round paired at one moment and not at the other.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct RoundChange {
    /// The round.
    pub round: u32,
    /// Whether it is paired at the later moment (else it was undone since).
    pub paired: bool,
}

/// A table's result at the two moments.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct ResultChange {
    /// The round.
    pub round: u32,
    /// The table.
    pub table: u32,
    /// Its players at the later moment (the earlier one's when the table is gone).
    pub players: BySeat<PlayerId>,
    /// Victory Points at the earlier moment; `None` without a result (or a table).
    pub before: Option<BySeat<u32>>,
    /// Victory Points at the later moment; `None` without a result (or a table).
    pub after: Option<BySeat<u32>>,
}

/// A player's place at the two moments.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct PlaceChange {
    /// The player.
    pub player: PlayerId,
    /// Their place at the earlier moment; `None` when not registered then.
    pub before: Option<u32>,
    /// Their place at the later moment; `None` when no longer registered.
    pub after: Option<u32>,
    /// Their points at the earlier moment.
    pub points_before: u32,
    /// Their points at the later moment.
    pub points_after: u32,
}

/// A player who dropped or came back between the two moments.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct DropChange {
    /// The player.
    pub player: PlayerId,
    /// Whether they had dropped at the later moment (else they were reinstated).
    pub dropped: bool,
}

fn tables_of(stood: &EventAsItStood) -> BTreeMap<(u32, u32), &StoodTable> {
    stood
        .rounds
        .iter()
        .flat_map(|round| {
            round
                .tables
                .iter()
                .map(move |t| ((round.round, t.table), t))
        })
        .collect()
}

/// What changed from `before` to `after`.
pub(crate) fn compare(before: &EventAsItStood, after: &EventAsItStood) -> MomentComparison {
    let rounds_before: Vec<u32> = before.rounds.iter().map(|r| r.round).collect();
    let rounds_after: Vec<u32> = after.rounds.iter().map(|r| r.round).collect();
    let mut rounds: Vec<RoundChange> = rounds_after
        .iter()
        .filter(|r| !rounds_before.contains(r))
        .map(|&round| RoundChange {
            round,
            paired: true,
        })
        .chain(
            rounds_before
                .iter()
                .filter(|r| !rounds_after.contains(r))
                .map(|&round| RoundChange {
                    round,
                    paired: false,
                }),
        )
        .collect();
    rounds.sort_by_key(|change| change.round);

    let tables_before = tables_of(before);
    let tables_after = tables_of(after);
    let mut keys: Vec<(u32, u32)> = tables_before
        .keys()
        .chain(tables_after.keys())
        .copied()
        .collect();
    keys.sort_unstable();
    keys.dedup();
    let results: Vec<ResultChange> = keys
        .into_iter()
        .filter_map(|key| {
            let was = tables_before.get(&key);
            let now = tables_after.get(&key);
            let vp_before = was.and_then(|t| t.victory_points);
            let vp_after = now.and_then(|t| t.victory_points);
            let same_players = was.map(|t| t.players) == now.map(|t| t.players);
            if vp_before == vp_after && same_players {
                return None;
            }
            // A table paired since without a result, or undone before it had one, is a round
            // change, not a result's.
            if vp_before.is_none() && vp_after.is_none() {
                return None;
            }
            let players = now.or(was).map(|t| t.players)?;
            Some(ResultChange {
                round: key.0,
                table: key.1,
                players,
                before: vp_before,
                after: vp_after,
            })
        })
        .collect();

    let places_before: HashMap<PlayerId, (u32, u32)> = before
        .standings
        .iter()
        .map(|s| (s.player, (s.place, s.points)))
        .collect();
    let places_after: HashMap<PlayerId, (u32, u32)> = after
        .standings
        .iter()
        .map(|s| (s.player, (s.place, s.points)))
        .collect();
    let mut places: Vec<PlaceChange> = after
        .standings
        .iter()
        .map(|s| s.player)
        .chain(
            before
                .standings
                .iter()
                .map(|s| s.player)
                .filter(|p| !places_after.contains_key(p)),
        )
        .filter_map(|player| {
            let was = places_before.get(&player).copied();
            let now = places_after.get(&player).copied();
            (was.map(|w| w.0) != now.map(|n| n.0)).then(|| PlaceChange {
                player,
                before: was.map(|w| w.0),
                after: now.map(|n| n.0),
                points_before: was.map_or(0, |w| w.1),
                points_after: now.map_or(0, |n| n.1),
            })
        })
        .collect();
    places.dedup_by_key(|change| change.player);

    let dropped_before: HashMap<PlayerId, bool> =
        before.players.iter().map(|p| (p.id, p.dropped)).collect();
    let drops: Vec<DropChange> = after
        .players
        .iter()
        .filter(|p| dropped_before.get(&p.id).copied().unwrap_or(false) != p.dropped)
        .map(|p| DropChange {
            player: p.id,
            dropped: p.dropped,
        })
        .collect();

    let mut named: Vec<PlayerId> = results
        .iter()
        .flat_map(|r: &ResultChange| [r.players.first, r.players.second])
        .chain(places.iter().map(|p| p.player))
        .chain(drops.iter().map(|d| d.player))
        .collect();
    named.sort_unstable();
    named.dedup();
    let players = named
        .into_iter()
        .filter_map(|id| {
            after
                .players
                .iter()
                .chain(before.players.iter())
                .find(|p| p.id == id)
                .cloned()
        })
        .collect();

    MomentComparison {
        from: before.seq,
        to: after.seq,
        players,
        rounds,
        results,
        places,
        drops,
    }
}
