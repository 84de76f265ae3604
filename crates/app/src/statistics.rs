//! What the meta looks like: pick, ban and win statistics for one event (with its table
//! drafts), a season ledger's events, or any chosen journals, and their export (docs/formats.md,
//! "Statistics export").
//!
//! The journals are replayed here and handed to `hexadraft-stats`, which reads each draft only
//! through its public view: an unrevealed Vassily swap or a locked deck never counts. Decks
//! count for the organizer's statistics once their event is finished; for a player-safe audience
//! (the projector, the room page, player-safe exports) only once the organizer has also made
//! them public (docs/rulings.md, "Decks made public after the event").

use crate::error::{AppError, InputProblem, Missing};
use crate::files::{write_export, WrittenFile};
use crate::kernel::event_journal::event_kind;
use crate::{journal_id, App};
use hexadraft_catalog::CharacterId;
use hexadraft_draft::{BySeat, Draft, Seat, Viewer};
use hexadraft_event::ia::{IaOutcome, IaTournament};
use hexadraft_event::{EventAction, GameEnd, Outcome, RulesetKind, ScenarioChoice, Tournament};
use hexadraft_paper::{Language, PaperSize, StatisticsPaper};
use hexadraft_stats::{
    character_season, games_csv, report_json, stats_report, AglStatistics, DeckAccess, EventInput,
    Filter, GameInput, GameOutcome, IaArmyInput, IaEventInput, IaGameInput, IaPlayerInput,
    IaStatistics, PublicDraft, SeasonPoint, Stage, StatsReport,
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

/// Whether an AGL event's locked decks are public: what the organizer's switch on the Statistics
/// screen shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct DeckPublicity {
    /// The event journal's number of actions: send it back with the switch.
    pub seq: u32,
    /// Whether the event has ended (the switch may be turned on).
    pub finished: bool,
    /// Whether the organizer made the decks public.
    pub public: bool,
}

/// An ended event's statistics as the room sees them (the projector and the room page): the
/// player-safe audience's, without the per-game rows an analyst's export carries (they name the
/// event's journal).
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct RoomStatistics {
    /// Rates out of fewer games than this are marked low-sample.
    pub low_sample_under: u32,
    /// The Aristeia! statistics.
    pub agl: AglStatistics,
    /// The Imperial Assault statistics.
    pub ia: IaStatistics,
    /// The name of each character, Sponsor, Deployment and Command card the statistics name,
    /// by id (a phone has no catalog; a Deployment card's name carries its subtitle).
    pub names: BTreeMap<String, String>,
    /// The elite Deployment cards among them (an elite card and its regular side share a name).
    pub elite: Vec<String>,
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
/// once the event is finished; a player-safe audience's, once it is finished and the organizer
/// has made its decks public ([`hexadraft_event::EventAction::MakeDecksPublic`]).
pub fn deck_access(audience: ExportAudience, finished: bool, made_public: bool) -> DeckAccess {
    match audience {
        ExportAudience::Organizer if finished => DeckAccess::Public,
        ExportAudience::PlayerSafe if finished && made_public => DeckAccess::Public,
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
            // A game outside an event has no organizer's switch: its decks stay the organizer's.
            draft: Some(PublicDraft::of(
                draft,
                deck_access(audience, finished, false),
            )),
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
        let gathered = self.gather(scope, audience)?;
        Ok(stats_report(&gathered.agl, &gathered.ia, filter))
    }

    /// One character's pick, ban and win rates at each AGL event of `scope` under `filter`, in
    /// date order, the events where the ruleset version changed marked: the season chart of
    /// the Statistics screen.
    ///
    /// # Errors
    /// As [`App::statistics`], or a character id that is not well formed.
    pub fn character_season(
        &self,
        scope: &StatsScope,
        filter: &Filter,
        audience: ExportAudience,
        character: &str,
    ) -> Result<Vec<SeasonPoint>, AppError> {
        let character = CharacterId::new(character).map_err(|_| InputProblem::BadId {
            text: character.to_owned(),
        })?;
        let gathered = self.gather(scope, audience)?;
        Ok(character_season(&gathered.agl, filter, &character))
    }

    /// The statistics the projector and the room page show: the event's, for the player-safe
    /// audience, once it has ended; `None` before (docs/rulings.md, "Decks made public after
    /// the event").
    ///
    /// # Errors
    /// As [`App::statistics`].
    pub fn room_statistics(&self, event: &str) -> Result<Option<RoomStatistics>, AppError> {
        let id = journal_id(event)?;
        let finished = {
            let mut state = self.lock_state();
            match event_kind(state.store_mut()?, &id)? {
                RulesetKind::Agl => self
                    .open_event_in(&mut state, &id)?
                    .tournament()?
                    .is_finished(),
                RulesetKind::ImperialAssault => self
                    .open_ia_event_in(&mut state, &id)?
                    .tournament()?
                    .is_finished(),
            }
        };
        if !finished {
            return Ok(None);
        }
        let scope = StatsScope::Event {
            id: event.to_owned(),
        };
        let report = self.statistics(&scope, &Filter::default(), ExportAudience::PlayerSafe)?;
        let catalog = self.catalog();
        let ia_catalog = self.ia_catalog();
        let mut names = BTreeMap::new();
        let mut elite = Vec::new();
        for c in &report.agl.characters {
            if let Some(found) = catalog.character(&c.character) {
                names.insert(c.character.as_str().to_owned(), found.name.clone());
            }
        }
        for s in &report.agl.sponsors {
            if let Some(found) = catalog.sponsors().iter().find(|x| x.id == s.sponsor) {
                names.insert(s.sponsor.as_str().to_owned(), found.name.clone());
            }
        }
        for d in &report.ia.deployment {
            if let Some(card) = ia_catalog.deployment_card(&d.key) {
                let name = match &card.subtitle {
                    Some(subtitle) => format!("{}, {subtitle}", card.name),
                    None => card.name.clone(),
                };
                names.insert(d.key.as_str().to_owned(), name);
                if card.elite {
                    elite.push(d.key.as_str().to_owned());
                }
            }
        }
        for c in &report.ia.command {
            if let Some(card) = ia_catalog.command_cards().iter().find(|x| x.id == c.card) {
                names.insert(c.card.as_str().to_owned(), card.name.clone());
            }
        }
        Ok(Some(RoomStatistics {
            low_sample_under: report.filter.low_sample_under,
            agl: report.agl,
            ia: report.ia,
            names,
            elite,
        }))
    }

    /// The events and drafts of `scope`, each once, as `audience` may read them.
    fn gather(&self, scope: &StatsScope, audience: ExportAudience) -> Result<Gathered, AppError> {
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
        Ok(gathered)
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

    /// Whether the decks of the AGL event `event` are public, and whether they may be made so;
    /// `None` for an Imperial Assault event (it has no locked decks).
    ///
    /// # Errors
    /// An unknown event, one whose definition no longer checks, or a storage failure.
    pub fn deck_publicity(&self, event: &str) -> Result<Option<DeckPublicity>, AppError> {
        let id = journal_id(event)?;
        let mut state = self.lock_state();
        if event_kind(state.store_mut()?, &id)? != RulesetKind::Agl {
            return Ok(None);
        }
        let open = self.open_event_in(&mut state, &id)?;
        let seq = open.entry_count();
        let tournament = open.tournament()?;
        Ok(Some(DeckPublicity {
            seq,
            finished: tournament.is_finished(),
            public: tournament.decks_public(),
        }))
    }

    /// Makes the locked decks of the finished AGL event `event` public: journalled as the
    /// event's `makeDecksPublic` action, so it replays and travels with every export of the
    /// event (docs/rulings.md, "Decks made public after the event").
    ///
    /// # Errors
    /// [`hexadraft_event::EventRefusal::DecksPublicBeforeEnd`] before the event has ended,
    /// [`hexadraft_event::EventRefusal::DecksAlreadyPublic`], a stale `seq`, an Imperial
    /// Assault event, or a storage failure.
    pub fn make_decks_public(&self, event: &str, seq: u32) -> Result<DeckPublicity, AppError> {
        self.apply_event_action(event, seq, EventAction::MakeDecksPublic)?;
        self.deck_publicity(event)?.ok_or_else(|| {
            Missing::NotAnAglEvent {
                id: event.to_owned(),
            }
            .into()
        })
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
        let linked = state.links()?.of(id, None);
        let decks = deck_access(
            audience,
            tournament.is_finished(),
            tournament.decks_public(),
        );
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
    fn decks_are_read_once_the_event_is_finished_and_by_players_once_made_public() {
        use ExportAudience::{Organizer, PlayerSafe};
        let read = |audience, finished, public| deck_access(audience, finished, public);
        assert_eq!(read(Organizer, true, false), DeckAccess::Public);
        assert_eq!(read(Organizer, false, false), DeckAccess::Withheld);
        assert_eq!(read(PlayerSafe, true, false), DeckAccess::Withheld);
        assert_eq!(read(PlayerSafe, true, true), DeckAccess::Public);
        // Rounds added after the switch reopen the event: its decks are secret again until
        // it ends.
        assert_eq!(read(PlayerSafe, false, true), DeckAccess::Withheld);
        assert_eq!(read(Organizer, false, true), DeckAccess::Withheld);
    }
}
