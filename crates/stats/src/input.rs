//! What the statistics read: events, their games, and each game's draft as the public sees it.

use hexadraft_catalog::{CharacterId, SponsorId, TacticSlot};
use hexadraft_draft::{
    BanRecord, BySeat, Draft, EventFormat, Mod, PickRecord, RulesetVersion, Seat, SecretView,
    SwapChoice, Viewer,
};
use serde::{Deserialize, Serialize};

/// Where a round sits in an event: the Swiss rounds, or the cut (a single-elimination bracket
/// after them; AGL events have none).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "kebab-case")]
pub enum Stage {
    /// A Swiss (or league) round.
    Swiss,
    /// A round of the cut.
    Cut,
}

/// How a game ended, as far as the statistics care.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum GameOutcome {
    /// No result yet: the game counts for the draft, never for a win rate.
    Pending,
    /// This seat won (played out, or the rival conceded).
    Won {
        /// The winner.
        seat: Seat,
    },
    /// A tie.
    Tie,
    /// Stopped with no one winning (abandoned): a Defeat for both, so no side's win rate moves;
    /// the game is left out of win rates as it is left out of ratings.
    NoWinner,
}

impl GameOutcome {
    /// Whether the game counts for win rates: it has a result and a side that could win it.
    pub fn decided(self) -> bool {
        matches!(self, GameOutcome::Won { .. } | GameOutcome::Tie)
    }

    /// Whether `seat` won: `None` for a tie (and for a game without a winner).
    pub fn won_by(self, seat: Seat) -> Option<bool> {
        match self {
            GameOutcome::Won { seat: winner } => Some(winner == seat),
            GameOutcome::Tie | GameOutcome::Pending | GameOutcome::NoWinner => None,
        }
    }
}

/// A Tactics card of a character, as a locked deck names it.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct TacticCard {
    /// The character.
    pub character: CharacterId,
    /// The Tactic's slot on the character (0 to 3).
    pub slot: TacticSlot,
    /// The printed name, where known.
    pub name: Option<String>,
}

/// Whether the locked decks of a draft may be read by whoever the statistics are for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DeckAccess {
    /// The decks stay secret: they never enter the statistics.
    Withheld,
    /// The event is finished and the decks may be counted (the organizer's own statistics, or
    /// the decks were made public).
    Public,
}

/// One table draft as everyone may see it. It is only made from [`Draft::view`] for
/// [`Viewer::Public`], so nothing a seat keeps secret can reach it: an unrevealed Vassily swap
/// is absent, as is every locked deck unless the caller says the event's decks are public.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PublicDraft {
    version: RulesetVersion,
    mods: Vec<Mod>,
    scenario: Option<String>,
    sponsors: BySeat<SponsorId>,
    lineups: BySeat<Vec<CharacterId>>,
    player_a: Option<Seat>,
    bans: Vec<BanRecord>,
    picks: Vec<PickRecord>,
    picked_teams: BySeat<Vec<CharacterId>>,
    swaps: BySeat<Option<SwapChoice>>,
    swaps_void: bool,
    teams: Option<BySeat<Vec<CharacterId>>>,
    decks: Option<BySeat<Vec<TacticCard>>>,
}

impl PublicDraft {
    /// The public facts of `draft`. Decks are read only with [`DeckAccess::Public`] and once both
    /// are locked (the draft's result).
    pub fn of(draft: &Draft, decks: DeckAccess) -> PublicDraft {
        let view = draft.view(Viewer::Public);
        let revealed = |secret: &SecretView<SwapChoice>| match secret {
            SecretView::Open { choice, .. } => Some(choice.clone()),
            SecretView::NotLocked | SecretView::Locked { .. } => None,
        };
        let swaps = match &view.swaps {
            Some(both) => both.as_ref().map(|_, s| revealed(s)),
            None => BySeat::new(None, None),
        };
        let decks = match decks {
            DeckAccess::Withheld => None,
            DeckAccess::Public => draft.result().map(|result| {
                result.decks.map(|_, d| {
                    d.deck
                        .character_tactics
                        .into_iter()
                        .map(|card| TacticCard {
                            character: card.character,
                            slot: card.slot,
                            name: card.name,
                        })
                        .collect()
                })
            }),
        };
        PublicDraft {
            version: view.version,
            mods: view.mods.clone(),
            scenario: view.scenario.as_ref().map(|s| s.as_str().to_owned()),
            sponsors: view.players.as_ref().map(|_, p| p.sponsor.id.clone()),
            lineups: view
                .players
                .as_ref()
                .map(|_, p| p.lineup.iter().map(|e| e.character.clone()).collect()),
            player_a: view.roles.map(|r| r.player_a),
            bans: view.bans.clone(),
            picks: view.picks.clone(),
            picked_teams: view.players.as_ref().map(|_, p| p.picked_team.clone()),
            swaps,
            swaps_void: view.swaps_void,
            teams: view.teams.clone(),
            decks,
        }
    }

    /// The ruleset version.
    pub fn version(&self) -> RulesetVersion {
        self.version
    }

    /// The Mods.
    pub fn mods(&self) -> &[Mod] {
        &self.mods
    }

    /// The scenario the draft names, if any.
    pub fn scenario(&self) -> Option<&str> {
        self.scenario.as_deref()
    }

    /// Each seat's Sponsor.
    pub fn sponsors(&self) -> &BySeat<SponsorId> {
        &self.sponsors
    }

    /// Each seat's Starting Lineup.
    pub fn lineups(&self) -> &BySeat<Vec<CharacterId>> {
        &self.lineups
    }

    /// The seat that is Player A, once decided.
    pub fn player_a(&self) -> Option<Seat> {
        self.player_a
    }

    /// The bans standing (undone ones are gone).
    pub fn bans(&self) -> &[BanRecord] {
        &self.bans
    }

    /// The picks standing, in order (undone ones are gone).
    pub fn picks(&self) -> &[PickRecord] {
        &self.picks
    }

    /// The revealed Vassily swaps; `None` for a seat that kept its team or has not revealed.
    pub fn revealed_swaps(&self) -> &BySeat<Option<SwapChoice>> {
        &self.swaps
    }

    /// Whether the revealed swaps cancelled each other.
    pub fn swaps_void(&self) -> bool {
        self.swaps_void
    }

    /// The teams that play: the final teams once fixed, the picked teams before.
    pub fn teams(&self) -> &BySeat<Vec<CharacterId>> {
        self.teams.as_ref().unwrap_or(&self.picked_teams)
    }

    /// Both locked decks' character Tactics, when the decks may be read.
    pub fn decks(&self) -> Option<&BySeat<Vec<TacticCard>>> {
        self.decks.as_ref()
    }

    /// The label of the pick in `index` (from 0): the role and its pick number, e.g. "A1" for
    /// Player A's first pick; the seat ("1"/"2") stands in while roles are unknown.
    pub fn pick_label(&self, index: usize) -> Option<String> {
        let pick = self.picks.get(index)?;
        let number = self.picks[..=index]
            .iter()
            .filter(|p| p.seat == pick.seat)
            .count();
        let who = match self.player_a {
            Some(a) if a == pick.seat => "A",
            Some(_) => "B",
            None if pick.seat == Seat::First => "1-",
            None => "2-",
        };
        Some(format!("{who}{number}"))
    }

    /// The Mods as one label, e.g. "Koorie Queen + Zlavin", or "no Mods".
    pub fn mod_set_label(&self) -> String {
        if self.mods.is_empty() {
            return "no Mods".to_owned();
        }
        self.mods
            .iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>()
            .join(" + ")
    }
}

/// One game of an event: a table of a round.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct GameInput {
    /// The round, from 1.
    pub round: u32,
    /// The table, from 1.
    pub table: u32,
    /// Swiss or cut.
    pub stage: Stage,
    /// The scenario played, by id or name, when known.
    pub scenario: Option<String>,
    /// Who sat in each seat: a key that names a player across the event (their PIN or name).
    pub players: BySeat<String>,
    /// The result.
    pub outcome: GameOutcome,
    /// The table's draft as the public sees it, when the table was drafted in the app.
    pub draft: Option<PublicDraft>,
}

/// One event and its games. Byes are not games and are never listed.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct EventInput {
    /// A key that names the event (its journal id or file name).
    pub key: String,
    /// Its name.
    pub name: String,
    /// The ruleset version.
    pub ruleset: RulesetVersion,
    /// The format; `None` for a draft played outside an event (a quick match).
    pub format: Option<EventFormat>,
    /// The day it was held, as an ISO date (YYYY-MM-DD), when known.
    pub date: Option<String>,
    /// Whether it is finished.
    pub finished: bool,
    /// Its games, in round then table order.
    pub games: Vec<GameInput>,
}
