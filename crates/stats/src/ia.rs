//! Imperial Assault statistics: per Deployment card and affiliation, per Command card.

use crate::filter::Filter;
use crate::input::{GameOutcome, Stage};
use crate::rate::{Rate, Record, WinRate};
use hexadraft_catalog::ia::{Affiliation, CommandCardId, DeploymentCardId};
use hexadraft_draft::BySeat;
use serde::Serialize;
use std::collections::{BTreeMap, BTreeSet};

/// One player's army as the statistics read it: which cards it brings (copies do not matter).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct IaArmyInput {
    /// The army's affiliation, when its cards name exactly one.
    pub affiliation: Option<Affiliation>,
    /// The Deployment and Skirmish Upgrade cards.
    pub deployment: BTreeSet<DeploymentCardId>,
    /// The Command cards.
    pub command: BTreeSet<CommandCardId>,
}

/// One player of an Imperial Assault event.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct IaPlayerInput {
    /// A key that names the player across the event.
    pub key: String,
    /// The army list, when handed in.
    pub army: Option<IaArmyInput>,
    /// Whether the player reached the cut.
    pub made_cut: bool,
}

/// One game of an Imperial Assault event (a Swiss table or a game of the cut).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct IaGameInput {
    /// The round: Swiss rounds from 1, then the cut's rounds after the last Swiss one.
    pub round: u32,
    /// Swiss or cut.
    pub stage: Stage,
    /// Who sat in each seat, by player key.
    pub players: BySeat<String>,
    /// The result.
    pub outcome: GameOutcome,
}

/// One Imperial Assault event.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct IaEventInput {
    /// A key that names the event.
    pub key: String,
    /// Its name.
    pub name: String,
    /// The day it was held (YYYY-MM-DD), when known.
    pub date: Option<String>,
    /// Whether it is finished. Army lists stay with the organizer while an event runs (the
    /// room page never shows one), so they count only once it is finished.
    pub finished: bool,
    /// Whether the event has a cut (its Swiss-to-cut conversion means something).
    pub has_cut: bool,
    /// Its players.
    pub players: Vec<IaPlayerInput>,
    /// Its games.
    pub games: Vec<IaGameInput>,
}

/// The statistics of Imperial Assault events.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct IaStatistics {
    /// Events counted.
    pub events: u32,
    /// Games counted.
    pub games: u32,
    /// Army lists counted (finished events only).
    pub lists: u32,
    /// One line per Deployment card brought at least once.
    pub deployment: Vec<IaCardStats<DeploymentCardId>>,
    /// One line per affiliation brought at least once.
    pub affiliations: Vec<IaCardStats<Affiliation>>,
    /// One line per Command card brought at least once.
    pub command: Vec<IaCommandStats>,
}

/// A Deployment card or an affiliation across the counted lists.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct IaCardStats<K> {
    /// The card or affiliation.
    pub key: K,
    /// Lists that bring it, out of all lists.
    pub share: Rate,
    /// Different players who brought it (a player counts once per event).
    pub players: u32,
    /// Games where it was brought, mirror games (both lists bring it) left out.
    pub win_rate: WinRate,
    /// Lists that reached the cut, out of its lists in events with a cut.
    pub cut_conversion: Rate,
}

/// A Command card across the counted lists.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct IaCommandStats {
    /// The card.
    pub card: CommandCardId,
    /// Lists that bring it, out of all lists.
    pub share: Rate,
}

struct Count {
    lists: u32,
    players: BTreeSet<(String, String)>,
    record: Record,
    cut_lists: u32,
    made_cut: u32,
}

impl Count {
    fn new() -> Count {
        Count {
            lists: 0,
            players: BTreeSet::new(),
            record: Record::default(),
            cut_lists: 0,
            made_cut: 0,
        }
    }

    fn line<K>(self, key: K, lists: u32, threshold: u32) -> IaCardStats<K> {
        IaCardStats {
            key,
            share: Rate::new(self.lists, lists, threshold),
            players: u32::try_from(self.players.len()).unwrap_or(u32::MAX),
            win_rate: self.record.win_rate(threshold),
            cut_conversion: Rate::new(self.made_cut, self.cut_lists, threshold),
        }
    }
}

/// Whether `filter` keeps an Imperial Assault event: its events and date bounds (the ruleset
/// version and format are AGL's and leave IA events out when set).
fn keeps(filter: &Filter, event: &IaEventInput) -> bool {
    filter.keeps_date(event.date.as_deref())
        && filter.keeps_key(&event.key)
        && filter.ruleset.is_none()
        && filter.format.is_none()
}

/// The statistics of `events` that `filter` keeps. Win rates count the games the filter keeps;
/// shares and the cut conversion count each kept event's lists.
pub fn ia_statistics(events: &[IaEventInput], filter: &Filter) -> IaStatistics {
    let threshold = filter.low_sample_under;
    let mut deployment: BTreeMap<DeploymentCardId, Count> = BTreeMap::new();
    let mut affiliations: BTreeMap<Affiliation, Count> = BTreeMap::new();
    let mut command: BTreeMap<CommandCardId, u32> = BTreeMap::new();
    let (mut counted, mut games, mut lists) = (0u32, 0u32, 0u32);
    for event in events.iter().filter(|e| keeps(filter, e)) {
        counted += 1;
        let armies: BTreeMap<&str, &IaArmyInput> = if event.finished {
            event
                .players
                .iter()
                .filter_map(|p| Some((p.key.as_str(), p.army.as_ref()?)))
                .collect()
        } else {
            BTreeMap::new()
        };
        for player in event
            .players
            .iter()
            .filter(|p| armies.contains_key(p.key.as_str()))
        {
            let Some(army) = &player.army else {
                continue;
            };
            lists += 1;
            let note = |count: &mut Count| {
                count.lists += 1;
                count
                    .players
                    .insert((event.key.clone(), player.key.clone()));
                if event.has_cut {
                    count.cut_lists += 1;
                    count.made_cut += u32::from(player.made_cut);
                }
            };
            for card in &army.deployment {
                note(deployment.entry(card.clone()).or_insert_with(Count::new));
            }
            if let Some(affiliation) = army.affiliation {
                note(affiliations.entry(affiliation).or_insert_with(Count::new));
            }
            for card in &army.command {
                *command.entry(card.clone()).or_default() += 1;
            }
        }
        for game in event
            .games
            .iter()
            .filter(|g| filter.keeps_round(g.round, g.stage))
        {
            games += 1;
            if !game.outcome.decided() {
                continue;
            }
            let (Some(first), Some(second)) = (
                armies.get(game.players.first.as_str()),
                armies.get(game.players.second.as_str()),
            ) else {
                continue;
            };
            let both = BySeat::new(*first, *second);
            for (seat, army) in both.iter() {
                let rival = both.get(seat.other());
                let won = game.outcome.won_by(seat);
                for card in army.deployment.difference(&rival.deployment) {
                    if let Some(count) = deployment.get_mut(card) {
                        count.record.add(won);
                    }
                }
                if let Some(affiliation) =
                    army.affiliation.filter(|a| rival.affiliation != Some(*a))
                {
                    if let Some(count) = affiliations.get_mut(&affiliation) {
                        count.record.add(won);
                    }
                }
            }
        }
    }
    IaStatistics {
        events: counted,
        games,
        lists,
        deployment: deployment
            .into_iter()
            .map(|(key, count)| count.line(key, lists, threshold))
            .collect(),
        affiliations: affiliations
            .into_iter()
            .map(|(key, count)| count.line(key, lists, threshold))
            .collect(),
        command: command
            .into_iter()
            .map(|(card, hits)| IaCommandStats {
                card,
                share: Rate::new(hits, lists, threshold),
            })
            .collect(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use hexadraft_draft::Seat;

    fn army(affiliation: Affiliation, deployment: &[&str], command: &[&str]) -> IaArmyInput {
        IaArmyInput {
            affiliation: Some(affiliation),
            deployment: deployment
                .iter()
                .map(|c| DeploymentCardId::new(*c).unwrap())
                .collect(),
            command: command
                .iter()
                .map(|c| CommandCardId::new(*c).unwrap())
                .collect(),
        }
    }

    fn player(key: &str, army: IaArmyInput, made_cut: bool) -> IaPlayerInput {
        IaPlayerInput {
            key: key.to_owned(),
            army: Some(army),
            made_cut,
        }
    }

    fn game(
        round: u32,
        stage: Stage,
        first: &str,
        second: &str,
        winner: Option<Seat>,
    ) -> IaGameInput {
        IaGameInput {
            round,
            stage,
            players: BySeat::new(first.to_owned(), second.to_owned()),
            outcome: winner.map_or(GameOutcome::Tie, |seat| GameOutcome::Won { seat }),
        }
    }

    /// Three players: Ann (Imperial, Vader + troopers), Ben (Imperial, Vader + officer), Cat
    /// (Rebel, Luke). Ann beats Cat, Ann and Ben draw (a Vader mirror, an Imperial mirror), Cat
    /// beats Ben; then a cut of two: Ann beats Cat.
    fn sample(finished: bool) -> IaEventInput {
        IaEventInput {
            key: "ia1".to_owned(),
            name: "Skirmish".to_owned(),
            date: Some("2026-04-01".to_owned()),
            finished,
            has_cut: true,
            players: vec![
                player(
                    "ann",
                    army(
                        Affiliation::Imperial,
                        &["darth-vader", "stormtroopers"],
                        &["force-lightning"],
                    ),
                    true,
                ),
                player(
                    "ben",
                    army(
                        Affiliation::Imperial,
                        &["darth-vader", "imperial-officer"],
                        &[],
                    ),
                    false,
                ),
                player(
                    "cat",
                    army(
                        Affiliation::Rebel,
                        &["luke-skywalker"],
                        &["force-lightning"],
                    ),
                    true,
                ),
                IaPlayerInput {
                    key: "dan".to_owned(),
                    army: None,
                    made_cut: false,
                },
            ],
            games: vec![
                game(1, Stage::Swiss, "ann", "cat", Some(Seat::First)),
                game(2, Stage::Swiss, "ann", "ben", None),
                game(3, Stage::Swiss, "cat", "ben", Some(Seat::First)),
                game(4, Stage::Cut, "ann", "cat", Some(Seat::First)),
            ],
        }
    }

    fn line<'a, K: PartialEq>(lines: &'a [IaCardStats<K>], key: &K) -> &'a IaCardStats<K> {
        lines.iter().find(|l| l.key == *key).unwrap()
    }

    #[test]
    fn shares_mirrors_and_the_cut_by_hand() {
        let stats = ia_statistics(&[sample(true)], &Filter::default());
        assert_eq!((stats.events, stats.games, stats.lists), (1, 4, 3));
        let vader = line(
            &stats.deployment,
            &DeploymentCardId::new("darth-vader").unwrap(),
        );
        assert_eq!((vader.share.hits, vader.share.of, vader.players), (2, 3, 2));
        // Ann-Ben is a Vader mirror; Vader won twice with Ann (Cat, the cut) and lost to Cat with Ben.
        assert_eq!(
            (
                vader.win_rate.games,
                vader.win_rate.wins,
                vader.win_rate.losses
            ),
            (3, 2, 1)
        );
        assert_eq!((vader.cut_conversion.hits, vader.cut_conversion.of), (1, 2));
        let troopers = line(
            &stats.deployment,
            &DeploymentCardId::new("stormtroopers").unwrap(),
        );
        assert_eq!((troopers.win_rate.games, troopers.win_rate.ties), (3, 1));
        let imperial = line(&stats.affiliations, &Affiliation::Imperial);
        assert_eq!(
            (
                imperial.share.hits,
                imperial.win_rate.games,
                imperial.win_rate.wins
            ),
            (2, 3, 2)
        );
        let rebel = line(&stats.affiliations, &Affiliation::Rebel);
        assert_eq!((rebel.win_rate.wins, rebel.win_rate.losses), (1, 2));
        assert_eq!((rebel.cut_conversion.hits, rebel.cut_conversion.of), (1, 1));
        assert_eq!(
            (stats.command[0].share.hits, stats.command[0].share.of),
            (2, 3)
        );
    }

    #[test]
    fn lists_of_a_running_event_never_count() {
        let stats = ia_statistics(&[sample(false)], &Filter::default());
        assert_eq!((stats.games, stats.lists), (4, 0));
        assert!(
            stats.deployment.is_empty()
                && stats.affiliations.is_empty()
                && stats.command.is_empty()
        );
    }

    #[test]
    fn the_stage_filter_keeps_the_swiss_rounds() {
        let swiss = Filter {
            stage: Some(Stage::Swiss),
            ..Filter::default()
        };
        let stats = ia_statistics(&[sample(true)], &swiss);
        assert_eq!(stats.games, 3);
        let vader = line(
            &stats.deployment,
            &DeploymentCardId::new("darth-vader").unwrap(),
        );
        assert_eq!((vader.win_rate.games, vader.win_rate.wins), (2, 1));
        let agl_only = Filter {
            ruleset: Some(hexadraft_draft::RulesetVersion::AglV1),
            ..Filter::default()
        };
        assert_eq!(ia_statistics(&[sample(true)], &agl_only).events, 0);
    }
}
