//! One character over a season: its pick, ban and win rates event by event, in date order, with
//! the events where the rules changed marked.

use crate::agl::agl_statistics;
use crate::filter::Filter;
use crate::input::EventInput;
use crate::rate::{Rate, WinRate};
use hexadraft_catalog::CharacterId;
use hexadraft_draft::{Mod, RulesetVersion};
use serde::Serialize;

/// One event of a character's season.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct SeasonPoint {
    /// The event's key.
    pub event: String,
    /// The event's name.
    pub name: String,
    /// The day it was held (YYYY-MM-DD), when known.
    pub date: Option<String>,
    /// The ruleset version it was played under.
    pub ruleset: RulesetVersion,
    /// Whether its ruleset differs from the event before it: the rules changed here.
    pub rules_changed: bool,
    /// Starting Lineups the character stood in at this event.
    pub available: u32,
    /// Teams it was drafted for, out of those lineups.
    pub drafted: Rate,
    /// Koorie Queen bans of it, out of the lineups it stood in at drafts under Koorie Queen
    /// (no ban could be made elsewhere: without the Mod the rate has no sample, not 0).
    pub banned: Rate,
    /// Its win rate there, mirror games left out.
    pub win_rate: WinRate,
}

/// `character`'s rates at each event `filter` keeps that has a counted game, oldest first
/// (events without a date last, then by key). Each point is the statistics of that event alone,
/// so every rate means what it means in [`agl_statistics`].
pub fn character_season(
    events: &[EventInput],
    filter: &Filter,
    character: &CharacterId,
) -> Vec<SeasonPoint> {
    let mut kept: Vec<&EventInput> = events.iter().filter(|e| filter.keeps_event(e)).collect();
    kept.sort_by(|a, b| {
        (a.date.is_none(), &a.date, &a.key).cmp(&(b.date.is_none(), &b.date, &b.key))
    });
    let threshold = filter.low_sample_under;
    let mut previous: Option<RulesetVersion> = None;
    let mut points = Vec::new();
    for event in kept {
        let stats = agl_statistics(std::slice::from_ref(event), filter);
        if stats.games == 0 {
            continue;
        }
        let line = stats.characters.iter().find(|c| &c.character == character);
        let available = line.map_or(0, |c| c.available);
        let ban_chances: usize = filter
            .games(std::slice::from_ref(event))
            .filter_map(|(_, game)| game.draft.as_ref())
            .filter(|draft| draft.mods().contains(&Mod::KoorieQueen))
            .map(|draft| {
                draft
                    .lineups()
                    .iter()
                    .filter(|(_, lineup)| lineup.contains(character))
                    .count()
            })
            .sum();
        let point = SeasonPoint {
            event: event.key.clone(),
            name: event.name.clone(),
            date: event.date.clone(),
            ruleset: event.ruleset,
            rules_changed: previous.is_some_and(|p| p != event.ruleset),
            available,
            drafted: line.map_or_else(|| Rate::new(0, 0, threshold), |c| c.drafted),
            banned: Rate::new(
                line.map_or(0, |c| c.bans),
                u32::try_from(ban_chances).unwrap_or(u32::MAX),
                threshold,
            ),
            win_rate: line.map_or_else(
                || crate::rate::Record::default().win_rate(threshold),
                |c| c.win_rate,
            ),
        };
        previous = Some(event.ruleset);
        points.push(point);
    }
    points
}
