//! Aristeia! statistics: per character, per Sponsor, per Tactic card.

use crate::filter::Filter;
use crate::input::{EventInput, PublicDraft};
use crate::rate::{Rate, Record, WinRate};
use hexadraft_catalog::{CharacterId, SponsorId, TacticSlot};
use hexadraft_draft::{Mod, SwapChoice};
use serde::Serialize;
use std::collections::{BTreeMap, BTreeSet};

/// The statistics of the games a filter keeps.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct AglStatistics {
    /// Events with at least one game counted.
    pub events: u32,
    /// Games counted (byes are not games).
    pub games: u32,
    /// Games with a draft.
    pub drafts: u32,
    /// Games with a draft and a winner or a tie: the games win rates are made of.
    pub decided_drafts: u32,
    /// Locked decks counted for the Tactics (finished events, decks public).
    pub decks: u32,
    /// One line per character that was available at least once, by id.
    pub characters: Vec<CharacterStats>,
    /// One line per Sponsor, by id.
    pub sponsors: Vec<SponsorStats>,
    /// One line per character Tactic seen in a counted deck, by character then slot.
    pub tactics: Vec<TacticStats>,
}

/// One character across the counted drafts.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct CharacterStats {
    /// The character.
    pub character: CharacterId,
    /// Starting Lineups it was in.
    pub available: u32,
    /// Teams it was picked for, out of the lineups it was in (under Carano the whole lineup is
    /// the team).
    pub drafted: Rate,
    /// Drafts it was the first pick of.
    pub first_picks: u32,
    /// Picks of it (the picks the average slot is made of).
    pub picks: u32,
    /// The average pick slot, from 1 (the draft's first pick); `None` when never picked.
    pub average_pick_slot: Option<f64>,
    /// Koorie Queen bans of it.
    pub bans: u32,
    /// Zlavin blocks: picks of it that closed it to the rival, in whose lineup it stood.
    pub blocks: u32,
    /// Drafted, banned or blocked.
    pub contested: u32,
    /// Revealed Vassily swaps that brought it in.
    pub swapped_in: u32,
    /// Revealed Vassily swaps that took it out.
    pub swapped_out: u32,
    /// Win rate of the teams it played on, mirror games (both teams field it) left out.
    pub win_rate: WinRate,
    /// The same, by scenario.
    pub by_scenario: Vec<Breakdown>,
    /// The same, by Mod set.
    pub by_mods: Vec<Breakdown>,
}

/// A win rate for one scenario or Mod set.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct Breakdown {
    /// The scenario or the Mod set ("unknown" when the game names no scenario).
    pub key: String,
    /// The win rate there.
    pub win_rate: WinRate,
}

/// One Sponsor across the counted drafts.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct SponsorStats {
    /// The Sponsor.
    pub sponsor: SponsorId,
    /// Different players who brought it (a player counts once per event).
    pub players: u32,
    /// Drafts it was brought to.
    pub drafts: u32,
    /// Its players' results, mirror games (both bring it) left out.
    pub win_rate: WinRate,
}

/// One character Tactic across the counted decks.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct TacticStats {
    /// The character.
    pub character: CharacterId,
    /// The slot on the character.
    pub slot: TacticSlot,
    /// The printed name, where known.
    pub name: Option<String>,
    /// Decks that hold it, out of the decks whose team fielded the character.
    pub included: Rate,
}

#[derive(Default)]
struct CharacterCount {
    available: u32,
    drafted: u32,
    first_picks: u32,
    picks: u32,
    slot_sum: u64,
    bans: u32,
    blocks: u32,
    swapped_in: u32,
    swapped_out: u32,
    record: Record,
    by_scenario: BTreeMap<String, Record>,
    by_mods: BTreeMap<String, Record>,
}

#[derive(Default)]
struct SponsorCount {
    players: BTreeSet<(String, String)>,
    drafts: u32,
    record: Record,
}

fn entry<'m>(
    characters: &'m mut BTreeMap<CharacterId, CharacterCount>,
    c: &CharacterId,
) -> &'m mut CharacterCount {
    characters.entry(c.clone()).or_default()
}

/// The Zlavin blocks of a draft: each pick of a character that also stood, unbanned, in the
/// other lineup ("Zlavin Mod": a character one player picked is closed to the other).
fn zlavin_blocks(draft: &PublicDraft) -> Vec<&CharacterId> {
    if !draft.mods().contains(&Mod::Zlavin) {
        return Vec::new();
    }
    draft
        .picks()
        .iter()
        .filter(|pick| {
            let other = pick.team_of.other();
            let banned_there = draft
                .bans()
                .iter()
                .any(|b| b.lineup_of == other && b.character == pick.character);
            draft.lineups().get(other).contains(&pick.character) && !banned_there
        })
        .map(|pick| &pick.character)
        .collect()
}

/// The statistics of `events`' games that `filter` keeps. Only public facts are read (see
/// [`PublicDraft`]); decks count only for finished events.
pub fn agl_statistics(events: &[EventInput], filter: &Filter) -> AglStatistics {
    let threshold = filter.low_sample_under;
    let mut characters: BTreeMap<CharacterId, CharacterCount> = BTreeMap::new();
    let mut sponsors: BTreeMap<SponsorId, SponsorCount> = BTreeMap::new();
    let mut deck_teams: BTreeMap<CharacterId, u32> = BTreeMap::new();
    let mut tactics: BTreeMap<(CharacterId, TacticSlot), (u32, Option<String>)> = BTreeMap::new();
    let mut counted_events = BTreeSet::new();
    let (mut games, mut drafts, mut decided_drafts, mut decks) = (0u32, 0u32, 0u32, 0u32);

    for (event, game) in filter.games(events) {
        counted_events.insert(event.key.as_str());
        games += 1;
        let Some(draft) = &game.draft else {
            continue;
        };
        drafts += 1;
        for (_, lineup) in draft.lineups().iter() {
            for c in lineup {
                entry(&mut characters, c).available += 1;
            }
        }
        for (seat, _) in draft.lineups().iter() {
            // The team as picked: a swap changes who plays, not who was drafted.
            let picked: Vec<&CharacterId> = draft
                .picks()
                .iter()
                .filter(|p| p.team_of == seat)
                .map(|p| &p.character)
                .collect();
            let carano = draft.mods().contains(&Mod::Carano);
            let drafted: Vec<&CharacterId> = if carano {
                draft.lineups().get(seat).iter().collect()
            } else {
                picked
            };
            for c in drafted {
                entry(&mut characters, c).drafted += 1;
            }
        }
        for (index, pick) in draft.picks().iter().enumerate() {
            let count = entry(&mut characters, &pick.character);
            count.picks += 1;
            count.slot_sum += index as u64 + 1;
            if index == 0 {
                count.first_picks += 1;
            }
        }
        for ban in draft.bans() {
            entry(&mut characters, &ban.character).bans += 1;
        }
        for blocked in zlavin_blocks(draft) {
            entry(&mut characters, blocked).blocks += 1;
        }
        if !draft.swaps_void() {
            for (_, swap) in draft.revealed_swaps().iter() {
                if let Some(SwapChoice::Replace { remove, add }) = swap {
                    entry(&mut characters, remove).swapped_out += 1;
                    entry(&mut characters, add).swapped_in += 1;
                }
            }
        }
        let decided = game.outcome.decided();
        if decided {
            decided_drafts += 1;
        }
        let scenario = game
            .scenario
            .clone()
            .or_else(|| draft.scenario().map(str::to_owned))
            .unwrap_or_else(|| "unknown".to_owned());
        let mods = draft.mod_set_label();
        let teams = draft.teams();
        for (seat, team) in teams.iter() {
            let rival = teams.get(seat.other());
            if decided {
                let won = game.outcome.won_by(seat);
                for c in team.iter().filter(|c| !rival.contains(c)) {
                    let count = entry(&mut characters, c);
                    count.record.add(won);
                    count
                        .by_scenario
                        .entry(scenario.clone())
                        .or_default()
                        .add(won);
                    count.by_mods.entry(mods.clone()).or_default().add(won);
                }
            }
            let sponsor = draft.sponsors().get(seat);
            let count = sponsors.entry(sponsor.clone()).or_default();
            count
                .players
                .insert((event.key.clone(), game.players.get(seat).clone()));
            count.drafts += 1;
            if decided && draft.sponsors().get(seat.other()) != sponsor {
                count.record.add(game.outcome.won_by(seat));
            }
        }
        if let (true, Some(both)) = (event.finished, draft.decks()) {
            for (seat, deck) in both.iter() {
                decks += 1;
                for c in teams.get(seat) {
                    *deck_teams.entry(c.clone()).or_default() += 1;
                }
                let mut seen = BTreeSet::new();
                for card in deck {
                    if seen.insert((&card.character, card.slot)) {
                        let line = tactics
                            .entry((card.character.clone(), card.slot))
                            .or_insert((0, None));
                        line.0 += 1;
                        if line.1.is_none() {
                            line.1.clone_from(&card.name);
                        }
                    }
                }
            }
        }
    }

    let breakdown = |map: BTreeMap<String, Record>| {
        map.into_iter()
            .map(|(key, record)| Breakdown {
                key,
                win_rate: record.win_rate(threshold),
            })
            .collect()
    };
    AglStatistics {
        events: u32::try_from(counted_events.len()).unwrap_or(u32::MAX),
        games,
        drafts,
        decided_drafts,
        decks,
        characters: characters
            .into_iter()
            .map(|(character, c)| CharacterStats {
                character,
                available: c.available,
                drafted: Rate::new(c.drafted, c.available, threshold),
                first_picks: c.first_picks,
                picks: c.picks,
                average_pick_slot: (c.picks > 0).then(|| c.slot_sum as f64 / f64::from(c.picks)),
                bans: c.bans,
                blocks: c.blocks,
                contested: c.drafted + c.bans + c.blocks,
                swapped_in: c.swapped_in,
                swapped_out: c.swapped_out,
                win_rate: c.record.win_rate(threshold),
                by_scenario: breakdown(c.by_scenario),
                by_mods: breakdown(c.by_mods),
            })
            .collect(),
        sponsors: sponsors
            .into_iter()
            .map(|(sponsor, s)| SponsorStats {
                sponsor,
                players: u32::try_from(s.players.len()).unwrap_or(u32::MAX),
                drafts: s.drafts,
                win_rate: s.record.win_rate(threshold),
            })
            .collect(),
        tactics: tactics
            .into_iter()
            .map(|((character, slot), (hits, name))| {
                let of = deck_teams.get(&character).copied().unwrap_or(0);
                TacticStats {
                    character,
                    slot,
                    name,
                    included: Rate::new(hits, of, threshold),
                }
            })
            .collect(),
    }
}
