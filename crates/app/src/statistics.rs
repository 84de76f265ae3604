//! What the meta looks like: pick, ban and win statistics for one event (with its table
//! drafts), a season ledger's events, or any chosen journals, and their export (docs/formats.md,
//! "Statistics export").
//!
//! The journals are replayed here and handed to `hexadraft-stats`, which reads each draft only
//! through its public view: an unrevealed Vassily swap or a locked deck never counts. Decks
//! count for the organizer's statistics once their event is finished; a player-safe audience
//! never sees them, as a player-safe export withholds them (docs/rulings.md, "Which draft entries a
//! player-safe export withholds").

use crate::error::AppError;
use crate::files::{write_export, WrittenFile};
use crate::kernel::event_journal::event_kind;
use crate::kernel::links::LinkIndex;
use crate::{journal_id, App};
use hexadraft_draft::{BySeat, Draft, Seat, Viewer};
use hexadraft_event::ia::{IaOutcome, IaTournament};
use hexadraft_event::{GameEnd, Outcome, RulesetKind, ScenarioChoice, Tournament};
use hexadraft_paper::{Language, PaperSize, StatisticsPaper};
use hexadraft_stats::{
    games_csv, report_json, stats_report, DeckAccess, EventInput, Filter, GameInput, GameOutcome,
    IaArmyInput, IaEventInput, IaGameInput, IaPlayerInput, PublicDraft, Stage, StatsReport,
};
use hexadraft_storage::{ExportAudience, JournalId, JournalKind, Store, Timestamp};
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, HashSet};

/// Which journals the statistics are computed over.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(tag = "kind", rename_all = "camelCase", deny_unknown_fields)]
pub enum StatsScope {
    /// One event (of either game) and its table drafts.
    Event {
        /// The event's journal id.
        id: String,
    },
    /// The events a season ledger added from this library.
    Ledger {
        /// The ledger's journal id.
        id: String,
    },
    /// Chosen journals: events with their table drafts, the events of ledgers, and drafts
    /// played outside an event (a draft of an event table counts through its event only).
    Journals {
        /// The journal ids.
        ids: Vec<String>,
    },
}

/// The form of a statistics export.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "kebab-case")]
pub enum StatsFileFormat {
    /// The whole report as JSON.
    Json,
    /// One row per Aristeia! game, for a spreadsheet.
    Csv,
}

/// The day a journal was begun, as an ISO date: the event's date for the date filter.
fn day_of(at: Timestamp) -> String {
    jiff::Timestamp::from_second(i64::from(at.unix_seconds()))
        .unwrap_or(jiff::Timestamp::UNIX_EPOCH)
        .strftime("%Y-%m-%d")
        .to_string()
}

/// A game's outcome for the statistics: an abandoned game has no winner.
fn outcome_of(outcomes: BySeat<Outcome>, game_end: GameEnd) -> GameOutcome {
    if game_end == GameEnd::Abandoned {
        return GameOutcome::NoWinner;
    }
    match (outcomes.first.is_win(), outcomes.second.is_win()) {
        (true, _) => GameOutcome::Won { seat: Seat::First },
        (_, true) => GameOutcome::Won { seat: Seat::Second },
        _ => GameOutcome::Tie,
    }
}

fn ia_outcome_of(outcomes: BySeat<IaOutcome>) -> GameOutcome {
    match (outcomes.first, outcomes.second) {
        (IaOutcome::Win, _) => GameOutcome::Won { seat: Seat::First },
        (_, IaOutcome::Win) => GameOutcome::Won { seat: Seat::Second },
        (IaOutcome::Draw, IaOutcome::Draw) => GameOutcome::Tie,
        _ => GameOutcome::NoWinner,
    }
}

/// Whether a draft's locked decks may enter the statistics for `audience`: the organizer's,
/// once the event is finished; a player-safe audience's, never.
pub fn deck_access(audience: ExportAudience, finished: bool) -> DeckAccess {
    match audience {
        ExportAudience::Organizer if finished => DeckAccess::Public,
        ExportAudience::Organizer | ExportAudience::PlayerSafe => DeckAccess::Withheld,
    }
}

/// An AGL event as the statistics read it: every table of every round, with the draft of a
/// table from `drafts` (by round and table) when it has one. Make each draft with
/// [`PublicDraft::of`] and [`deck_access`].
pub fn agl_event_input(
    key: &str,
    date: Option<String>,
    tournament: &Tournament,
    drafts: &mut BTreeMap<(u32, u32), PublicDraft>,
) -> EventInput {
    let definition = tournament.definition();
    let name_of = |player| {
        tournament
            .player(player)
            .map(|p| p.name.clone())
            .unwrap_or_default()
    };
    // A round paired as a proposal is the desk's alone (docs/rulings.md, "Publishing a round").
    let games = crate::kernel::audience::shown_rounds(tournament)
        .flat_map(|round| {
            let scenario = match &round.scenario {
                ScenarioChoice::Official { id } => id.as_str().to_owned(),
                ScenarioChoice::Homemade { name } => name.clone(),
            };
            round
                .tables
                .iter()
                .map(move |t| (round.number, scenario.clone(), t))
        })
        .map(|(round, scenario, t)| GameInput {
            round,
            table: t.number,
            stage: Stage::Swiss,
            scenario: Some(scenario),
            players: t.players.map(|_, p| name_of(p)),
            outcome: t.result.as_ref().map_or(GameOutcome::Pending, |r| {
                outcome_of(r.decision.outcomes, r.game_end)
            }),
            draft: drafts.remove(&(round, t.number)),
        })
        .collect();
    EventInput {
        key: key.to_owned(),
        name: definition.name.clone(),
        ruleset: definition.ruleset,
        format: Some(definition.format),
        date,
        finished: tournament.is_finished(),
        games,
    }
}

/// An Imperial Assault event as the statistics read it: its lists, Swiss games and cut (the
/// cut's rounds numbered after the last Swiss round).
pub fn ia_event_input(key: &str, date: Option<String>, tournament: &IaTournament) -> IaEventInput {
    let name_of = |player| {
        tournament
            .player(player)
            .map(|p| p.name.clone())
            .unwrap_or_default()
    };
    let outcome = |result: Option<&hexadraft_event::ia::IaGameResult>| {
        result.map_or(GameOutcome::Pending, |r| ia_outcome_of(r.decision.outcomes))
    };
    let bracket = tournament.bracket();
    let mut games: Vec<IaGameInput> = crate::kernel::audience::ia_shown_rounds(tournament)
        .flat_map(|round| {
            round.tables.iter().map(|t| IaGameInput {
                round: round.round,
                stage: Stage::Swiss,
                players: t.pairing.players.map(|_, p| name_of(p)),
                outcome: outcome(t.result.as_ref()),
            })
        })
        .collect();
    let swiss_rounds = u32::try_from(tournament.rounds().len()).unwrap_or(u32::MAX);
    for round in bracket.iter().flat_map(|b| b.rounds.iter()) {
        for game in &round.games {
            games.push(IaGameInput {
                round: swiss_rounds.saturating_add(round.round),
                stage: Stage::Cut,
                players: game.players.map(|_, p| name_of(p)),
                outcome: outcome(game.result.as_ref()),
            });
        }
    }
    let players = tournament
        .players()
        .iter()
        .map(|p| IaPlayerInput {
            key: p.name.clone(),
            army: p.army.as_ref().map(|army| IaArmyInput {
                affiliation: p.army_report.as_ref().and_then(|r| r.affiliation),
                deployment: army.deployment.iter().map(|e| e.card.clone()).collect(),
                command: army.command.iter().map(|e| e.card.clone()).collect(),
            }),
            made_cut: bracket.is_some_and(|b| b.seeds.contains(&p.id)),
        })
        .collect();
    IaEventInput {
        key: key.to_owned(),
        name: tournament.definition().name.clone(),
        date,
        finished: tournament.is_finished(),
        has_cut: bracket.is_some(),
        players,
        games,
    }
}

/// A draft played outside an event (a quick match) as an event of one game, finished once its
/// result is in.
pub fn draft_event_input(
    key: &str,
    name: &str,
    date: Option<String>,
    draft: &Draft,
    result: Option<(BySeat<Outcome>, GameEnd)>,
    audience: ExportAudience,
) -> EventInput {
    let view = draft.view(Viewer::Public);
    let finished = result.is_some();
    EventInput {
        key: key.to_owned(),
        name: name.to_owned(),
        ruleset: view.version,
        format: None,
        date,
        finished,
        games: vec![GameInput {
            round: 1,
            table: 1,
            stage: Stage::Swiss,
            scenario: None,
            players: view.players.map(|_, p| p.name),
            outcome: result.map_or(GameOutcome::Pending, |(outcomes, end)| {
                outcome_of(outcomes, end)
            }),
            draft: Some(PublicDraft::of(draft, deck_access(audience, finished))),
        }],
    }
}

/// What the statistics gather, each event once.
#[derive(Default)]
struct Gathered {
    seen: HashSet<JournalId>,
    agl: Vec<EventInput>,
    ia: Vec<IaEventInput>,
}

fn created_on(store: &Store, id: &JournalId) -> Result<String, AppError> {
    Ok(day_of(store.journal(id)?.summary.created_at))
}

impl App {
    /// The statistics of `scope` under `filter`, as `audience` may see them: the organizer's
    /// count the decks of finished events; a player-safe audience's never do.
    ///
    /// # Errors
    /// An unknown journal, one that is neither an event, a ledger nor a draft, an event whose
    /// definition no longer checks, or a storage failure.
    pub fn statistics(
        &self,
        scope: &StatsScope,
        filter: &Filter,
        audience: ExportAudience,
    ) -> Result<StatsReport, AppError> {
        let ids: Vec<String> = match scope {
            StatsScope::Event { id } => vec![id.clone()],
            StatsScope::Ledger { id } => self.get_ledger(id)?.event_ids,
            StatsScope::Journals { ids } => ids.clone(),
        };
        let mut gathered = Gathered::default();
        for id in &ids {
            let id = journal_id(id)?;
            let kind = {
                let mut state = self.lock_state();
                state.store_mut()?.journal(&id)?.summary.kind
            };
            match kind {
                JournalKind::Event => self.gather_event(&mut gathered, &id, audience)?,
                JournalKind::Ledger => {
                    for event in self.get_ledger(id.as_str())?.event_ids {
                        self.gather_event(&mut gathered, &journal_id(&event)?, audience)?;
                    }
                }
                JournalKind::Draft => self.gather_draft(&mut gathered, &id, audience)?,
            }
        }
        Ok(stats_report(&gathered.agl, &gathered.ia, filter))
    }

    /// The statistics of `scope` as an export file's text (docs/formats.md, "Statistics
    /// export").
    ///
    /// # Errors
    /// As [`App::statistics`].
    pub fn statistics_text(
        &self,
        scope: &StatsScope,
        filter: &Filter,
        audience: ExportAudience,
        format: StatsFileFormat,
    ) -> Result<String, AppError> {
        let report = self.statistics(scope, filter, audience)?;
        Ok(match format {
            StatsFileFormat::Json => report_json(&report),
            StatsFileFormat::Csv => games_csv(&report.games),
        })
    }

    /// Writes the statistics of `scope` as an export file (docs/formats.md, "Statistics
    /// export") into the exports folder, or to the file `to` (a full path chosen in the system's
    /// save dialog). A CSV file starts with a byte-order mark, so spreadsheet programs read
    /// accented names right.
    ///
    /// # Errors
    /// As [`App::statistics`], [`crate::InputProblem::FileNotAbsolute`], or a file that cannot
    /// be written.
    pub fn export_statistics(
        &self,
        scope: &StatsScope,
        filter: &Filter,
        audience: ExportAudience,
        format: StatsFileFormat,
        to: Option<&str>,
    ) -> Result<WrittenFile, AppError> {
        let text = self.statistics_text(scope, filter, audience, format)?;
        let (extension, bytes) = match format {
            StatsFileFormat::Json => ("json", text.into_bytes()),
            StatsFileFormat::Csv => ("csv", format!("\u{feff}{text}").into_bytes()),
        };
        write_export(
            &self.exports_dir(),
            "hexadraft-statistics",
            extension,
            self.now(),
            &bytes,
            to,
        )
    }

    /// Writes the statistics of `scope` as a printable PDF page in `language` (the paper
    /// crate's statistics page: every rate with its count, low-sample rates marked) into the
    /// exports folder, or to the file `to`. Its heading names what it covers: the event's or
    /// the ledger's name, or the chosen journals' names.
    ///
    /// # Errors
    /// As [`App::export_statistics`].
    pub fn export_statistics_pdf(
        &self,
        scope: &StatsScope,
        filter: &Filter,
        audience: ExportAudience,
        language: Language,
        to: Option<&str>,
    ) -> Result<WrittenFile, AppError> {
        let report = self.statistics(scope, filter, audience)?;
        let covers = self.scope_title(scope)?;
        let catalog = self.catalog();
        let ia_catalog = self.ia_catalog();
        let pdf = StatisticsPaper {
            report: &report,
            scope: &covers,
            catalog: &catalog,
            ia_catalog: &ia_catalog,
            language,
            size: PaperSize::A4,
        }
        .pdf();
        write_export(
            &self.exports_dir(),
            "hexadraft-statistics",
            "pdf",
            self.now(),
            pdf.bytes(),
            to,
        )
    }

    /// What `scope` covers, by name: the event's or ledger's title, or the chosen journals'
    /// titles (the first three, and how many more).
    fn scope_title(&self, scope: &StatsScope) -> Result<String, AppError> {
        let ids: &[String] = match scope {
            StatsScope::Event { id } | StatsScope::Ledger { id } => std::slice::from_ref(id),
            StatsScope::Journals { ids } => ids,
        };
        let mut state = self.lock_state();
        let store = state.store_mut()?;
        let mut titles = Vec::new();
        for id in ids.iter().take(3) {
            titles.push(String::from(store.journal(&journal_id(id)?)?.summary.title));
        }
        if ids.len() > 3 {
            titles.push(format!("+{}", ids.len() - 3));
        }
        Ok(titles.join(", "))
    }

    fn gather_event(
        &self,
        gathered: &mut Gathered,
        id: &JournalId,
        audience: ExportAudience,
    ) -> Result<(), AppError> {
        if !gathered.seen.insert(id.clone()) {
            return Ok(());
        }
        let kind = {
            let mut state = self.lock_state();
            event_kind(state.store_mut()?, id)?
        };
        match kind {
            RulesetKind::Agl => {
                let event = self.agl_event_input(id, audience)?;
                gathered.agl.push(event);
            }
            RulesetKind::ImperialAssault => {
                let event = self.ia_event_input(id)?;
                gathered.ia.push(event);
            }
        }
        Ok(())
    }

    /// An AGL event and the newest draft of each table, when it was drafted for the players
    /// the table seats.
    fn agl_event_input(
        &self,
        id: &JournalId,
        audience: ExportAudience,
    ) -> Result<EventInput, AppError> {
        let mut state = self.lock_state();
        let date = created_on(state.store_mut()?, id)?;
        // A copy: the tables' drafts are opened from the same state.
        let tournament = self.open_event_in(&mut state, id)?.tournament()?.clone();
        if state.links.is_none() {
            state.links = Some(LinkIndex::build(state.store_mut()?)?);
        }
        let linked = state
            .links
            .as_ref()
            .map(|l| l.of(id, None))
            .unwrap_or_default();
        let decks = deck_access(audience, tournament.is_finished());
        let mut drafts = BTreeMap::new();
        for d in linked {
            let Some(table) = tournament
                .round(d.link.round)
                .and_then(|r| r.table(d.link.table))
            else {
                continue;
            };
            // A draft begun for players since moved to another table speaks for no game.
            let seated_here = match d.link.players {
                Some(players) => players == table.players,
                None => {
                    let name = |p| tournament.player(p).map(|p| p.name.clone());
                    d.names == table.players.map(|_, p| name(p).unwrap_or_default())
                }
            };
            if seated_here {
                let open = self.open_draft_in(&mut state, &d.draft)?;
                drafts.insert(
                    (d.link.round, d.link.table),
                    PublicDraft::of(&open.draft, decks),
                );
            }
        }
        Ok(agl_event_input(
            id.as_str(),
            Some(date),
            &tournament,
            &mut drafts,
        ))
    }

    /// An Imperial Assault event: its lists, Swiss games and cut.
    fn ia_event_input(&self, id: &JournalId) -> Result<IaEventInput, AppError> {
        let mut state = self.lock_state();
        let date = created_on(state.store_mut()?, id)?;
        let tournament = self.open_ia_event_in(&mut state, id)?.tournament()?;
        Ok(ia_event_input(id.as_str(), Some(date), tournament))
    }

    /// A draft played outside an event, as an event of one game; a draft of an event table is
    /// left to its event.
    fn gather_draft(
        &self,
        gathered: &mut Gathered,
        id: &JournalId,
        audience: ExportAudience,
    ) -> Result<(), AppError> {
        if !gathered.seen.insert(id.clone()) {
            return Ok(());
        }
        let mut state = self.lock_state();
        let date = created_on(state.store_mut()?, id)?;
        let open = self.open_draft_in(&mut state, id)?;
        if open.link.is_some() {
            return Ok(());
        }
        let result = open.game().map(|g| (g.outcomes, g.input.game_end));
        gathered.agl.push(draft_event_input(
            id.as_str(),
            &open.title,
            Some(date),
            &open.draft,
            result,
            audience,
        ));
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use hexadraft_event::Outcome::{Defeat, Tie, TotalVictory, Victory};

    #[test]
    fn a_conceded_game_is_the_rivals_win_and_an_abandoned_one_nobodys() {
        // GameEnd::Conceded: "a Defeat for them, at least a Victory for the rival"; Abandoned:
        // "a Defeat for both" (the event engine's `GameEnd`).
        let conceded = outcome_of(
            BySeat::new(Defeat, Victory),
            GameEnd::Conceded { by: Seat::First },
        );
        assert_eq!(conceded, GameOutcome::Won { seat: Seat::Second });
        assert_eq!(
            outcome_of(BySeat::new(Defeat, Defeat), GameEnd::Abandoned),
            GameOutcome::NoWinner
        );
        assert_eq!(
            outcome_of(BySeat::new(Tie, Tie), GameEnd::Played),
            GameOutcome::Tie
        );
        assert_eq!(
            outcome_of(BySeat::new(TotalVictory, Defeat), GameEnd::Played),
            GameOutcome::Won { seat: Seat::First }
        );
        assert_eq!(
            ia_outcome_of(BySeat::new(IaOutcome::Loss, IaOutcome::Loss)),
            GameOutcome::NoWinner
        );
        assert_eq!(
            ia_outcome_of(BySeat::new(IaOutcome::Draw, IaOutcome::Draw)),
            GameOutcome::Tie
        );
    }

    #[test]
    fn decks_are_read_for_the_organizer_of_a_finished_event_only() {
        assert_eq!(
            deck_access(ExportAudience::Organizer, true),
            DeckAccess::Public
        );
        assert_eq!(
            deck_access(ExportAudience::Organizer, false),
            DeckAccess::Withheld
        );
        assert_eq!(
            deck_access(ExportAudience::PlayerSafe, true),
            DeckAccess::Withheld
        );
    }
}
