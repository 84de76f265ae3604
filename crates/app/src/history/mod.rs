//! An event's history, for either ruleset: every journalled action with the moment it was
//! recorded, where it came from (the desk or a player's phone, when recorded), and what it
//! changed in plain words in the event's papers' language or another, naming players by name. A
//! correction says the old and the new result. The journal is replayed through its engine entry
//! by entry, so each entry is told with the names and results of its own moment; a journal that
//! stops at a damaged, unreadable or refused entry shows the entries that can be trusted up to
//! it, and why it stops there, as its read-only view does.
//!
//! The history can be filtered by player, table and round, and written as CSV (a printable copy
//! is the desk's print of the same list).

pub mod words;

use crate::error::{AppError, ReadOnly};
use crate::files::write_export;
use crate::kernel::entry_sources::{entry_source, EntrySource};
use crate::kernel::event_journal::{event_kind, JournalledRuleset};
use crate::kernel::{header_value, read_only_after_replay, unreadable_header};
use crate::{journal_id, App, WrittenFile};
use hexadraft_event::ia::{IaAction, IaGameRef, IaTournament};
use hexadraft_event::{
    BySeat, EventAction, EventRuleset, PlayerId, RulesetKind, ScenarioChoice, Tournament,
};
use hexadraft_paper::Language;
use hexadraft_storage::{JournalId, Seq, Store, Timestamp};
use serde::{Deserialize, Serialize};
use std::collections::HashMap;
use words::{agl_wording, ia_wording, no_result, say, source_words, Said, Wording};

/// Which entries to show: those naming a player, at a table, in a round (all when unset).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct HistoryFilter {
    /// Only entries naming this player.
    #[serde(default)]
    pub player: Option<PlayerId>,
    /// Only entries about this table (or game of the cut).
    #[serde(default)]
    pub table: Option<u32>,
    /// Only entries about this round.
    #[serde(default)]
    pub round: Option<u32>,
}

/// An event's history.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct EventHistory {
    /// The event's journal id.
    pub id: String,
    /// Its name.
    pub title: String,
    /// Its ruleset.
    pub ruleset: RulesetKind,
    /// The language the entries are told in.
    pub language: Language,
    /// The entries the filter keeps, oldest first.
    pub entries: Vec<HistoryEntry>,
    /// How many entries the journal holds (before filtering).
    pub entry_count: u32,
    /// Set when the journal stops at an entry that cannot be trusted (damaged, unreadable,
    /// refused): the entries shown are those before it.
    pub stopped: Option<ReadOnly>,
    /// Every player the history names, for the filter, in registration order.
    pub players: Vec<HistoryPlayer>,
    /// The highest round any entry is about (0 when none), for the filter.
    pub rounds: u32,
    /// The highest table any entry is about (0 when none), for the filter.
    pub tables: u32,
}

/// A player the history names.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct HistoryPlayer {
    /// Their number.
    pub id: PlayerId,
    /// Their name (the latest).
    pub name: String,
}

/// One journalled action as the history tells it.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct HistoryEntry {
    /// Its number in the journal.
    pub seq: u32,
    /// When it was recorded, in seconds since the Unix epoch.
    pub at: Timestamp,
    /// Where it came from; `None` when not recorded (entries written before it was).
    pub source: Option<EntrySource>,
    /// Where it came from, in words.
    pub source_text: String,
    /// The sentence it is told with.
    pub wording: Wording,
    /// What it changed, in words.
    pub text: String,
    /// The round it is about, if any.
    pub round: Option<u32>,
    /// The table (or game of the cut) it is about, if any.
    pub table: Option<u32>,
    /// The players it names.
    pub players: Vec<PlayerId>,
    /// For a correction: the result before and after it.
    pub correction: Option<Correction>,
}

/// A result corrected: what it was and what it became.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct Correction {
    /// The result before, in words ("Ana 6–7 Bruno").
    pub before: String,
    /// The result after.
    pub after: String,
}

/// What an entry says before its words: the sentence, what fills it and what it is about.
struct Told {
    wording: Wording,
    said: Said,
    round: Option<u32>,
    table: Option<u32>,
    players: Vec<PlayerId>,
    correction: bool,
    /// The player whose registration this entry withdrew: the players after them took the
    /// numbers one lower.
    withdrawn: Option<PlayerId>,
}

impl Told {
    fn new(wording: Wording) -> Told {
        Told {
            wording,
            said: Said::default(),
            round: None,
            table: None,
            players: Vec::new(),
            correction: false,
            withdrawn: None,
        }
    }

    /// The entry is about `round`: its sentence names it, and the round filter finds it.
    fn in_round(&mut self, round: u32) {
        self.said.round = round;
        self.round = Some(round);
    }

    /// The entry is about `table` of `round`, named and filtered by both.
    fn at_table(&mut self, round: u32, table: u32) {
        self.in_round(round);
        self.said.table = table;
        self.table = Some(table);
    }

    /// The result its table or game has now (worded, with the players who played it), when the
    /// event can say it.
    fn result_now(&mut self, now: Option<(String, BySeat<PlayerId>)>) {
        if let Some((text, seats)) = now {
            self.said.after = text;
            self.players = vec![seats.first, seats.second];
        }
    }

    /// The entry corrected a result that read `before`.
    fn corrected_from(&mut self, before: String) {
        self.said.before = before;
        self.correction = true;
    }

    /// Two players swapped in `round`, named as the event then knew them.
    fn swapped(
        &mut self,
        names: &HashMap<PlayerId, String>,
        round: u32,
        first: PlayerId,
        second: PlayerId,
    ) {
        self.in_round(round);
        self.said.name = name_in(names, first);
        self.said.other = name_in(names, second);
        self.players = vec![first, second];
    }
}

/// A ruleset's engine as the history tells its actions.
trait Narrated: JournalledRuleset {
    /// What the history must know of the state before `action` (a name that goes, a result
    /// replaced).
    fn before(&self, action: &Self::Action) -> Said;
    /// The entry `action` told, from the state after it and `before`.
    fn told(&self, action: &Self::Action, before: Said, language: Language) -> Told;
}

fn names_of<E: EventRuleset>(event: &E) -> HashMap<PlayerId, String> {
    event.player_names().into_iter().collect()
}

fn name_in(names: &HashMap<PlayerId, String>, player: PlayerId) -> String {
    names
        .get(&player)
        .cloned()
        .unwrap_or_else(|| format!("#{}", player.get()))
}

/// A result in words, the same in every language: "Ana 5–3 Bruno".
fn result_text(names: &BySeat<String>, points: BySeat<i64>) -> String {
    format!(
        "{} {}\u{2013}{} {}",
        names.first, points.first, points.second, names.second
    )
}

fn count(n: usize) -> u32 {
    u32::try_from(n).unwrap_or(u32::MAX)
}

fn scenario_text(choice: &ScenarioChoice) -> String {
    match choice {
        ScenarioChoice::Homemade { name } => name.clone(),
        ScenarioChoice::Official { id } => serde_json::to_value(id)
            .ok()
            .and_then(|v| v.as_str().map(str::to_owned))
            .unwrap_or_default(),
    }
}

/// An AGL table's players and its result in words (empty before one is recorded).
fn agl_table_text(
    event: &Tournament,
    round: u32,
    table: u32,
) -> Option<(String, BySeat<PlayerId>)> {
    {
        let names = names_of(event);
        let found = event
            .rounds()
            .iter()
            .find(|r| r.number == round)?
            .table(table)?;
        let seats = found.players;
        let text = found.result.as_ref().map(|r| {
            result_text(
                &BySeat {
                    first: name_in(&names, seats.first),
                    second: name_in(&names, seats.second),
                },
                BySeat {
                    first: i64::from(r.scores.first.victory_points()),
                    second: i64::from(r.scores.second.victory_points()),
                },
            )
        });
        Some((text.unwrap_or_default(), seats))
    }
}

impl Narrated for Tournament {
    fn before(&self, action: &EventAction) -> Said {
        match action {
            EventAction::EditPlayer { player, .. }
            | EventAction::WithdrawRegistration { player } => Said {
                before: name_in(&names_of(self), *player),
                ..Said::default()
            },
            EventAction::CorrectResult { round, table, .. } => Said {
                before: agl_table_text(self, *round, *table)
                    .map(|(text, _)| text)
                    .unwrap_or_default(),
                ..Said::default()
            },
            _ => Said::default(),
        }
    }

    fn told(&self, action: &EventAction, before: Said, _language: Language) -> Told {
        let names = names_of(self);
        let mut told = Told::new(agl_wording(action));
        let latest = self.players().last().map(|p| p.id);
        match action {
            EventAction::RegisterPlayer { registration }
            | EventAction::RegisterLateArrival { registration } => {
                told.said.name = registration.name.clone();
                told.players.extend(latest);
            }
            EventAction::EditPlayer { player, .. } => {
                told.said.before = before.before;
                told.said.after = name_in(&names, *player);
                told.players.push(*player);
            }
            EventAction::DropPlayer { player } | EventAction::ReinstatePlayer { player } => {
                told.said.name = name_in(&names, *player);
                told.players.push(*player);
            }
            EventAction::WithdrawRegistration { player } => {
                told.said.name = before.before;
                told.withdrawn = Some(*player);
            }
            EventAction::UnpairRound { round } | EventAction::PublishRound { round } => {
                told.in_round(*round);
            }
            EventAction::SetRounds { rounds } => told.said.number = *rounds,
            EventAction::SetScenario { round, scenario }
            | EventAction::OverrideScenario {
                round, scenario, ..
            } => {
                told.in_round(*round);
                told.said.after = scenario_text(scenario);
            }
            EventAction::PairNextRound { round, .. } => {
                told.in_round(*round);
                if let Some(paired) = self.rounds().iter().find(|r| r.number == *round) {
                    told.said.number = count(paired.tables.len());
                    told.players = paired
                        .tables
                        .iter()
                        .flat_map(|t| [t.players.first, t.players.second])
                        .chain(paired.bye.as_ref().map(|b| b.player))
                        .collect();
                }
            }
            EventAction::SwapPlayers {
                round,
                first,
                second,
            } => told.swapped(&names, *round, *first, *second),
            EventAction::RecordResult { round, table, .. }
            | EventAction::CorrectResult { round, table, .. } => {
                told.at_table(*round, *table);
                told.result_now(agl_table_text(self, *round, *table));
                if matches!(action, EventAction::CorrectResult { .. }) {
                    told.corrected_from(before.before);
                }
            }
            EventAction::SetRatingsBefore { ratings } => told.said.number = count(ratings.len()),
            EventAction::MakeDecksPublic | EventAction::SetTableDrafts { .. } => {}
        }
        told
    }
}

/// An Imperial Assault Swiss table's players and its result in words (empty before one).
fn ia_table_text(
    event: &IaTournament,
    round: u32,
    table: u32,
) -> Option<(String, BySeat<PlayerId>)> {
    {
        let names = names_of(event);
        let found = event
            .rounds()
            .iter()
            .find(|r| r.round == round)?
            .tables
            .iter()
            .find(|t| t.pairing.table == table)?;
        let seats = found.pairing.players;
        let text = found
            .result
            .as_ref()
            .map(|r| seat_result(&names, seats, r.victory_points.map(|_, v| i64::from(v))));
        Some((text.unwrap_or_default(), seats))
    }
}

/// A game of the cut's players and its result in words (empty before one).
fn ia_cut_game_text(
    event: &IaTournament,
    round: u32,
    game: u32,
) -> Option<(String, BySeat<PlayerId>)> {
    {
        let names = names_of(event);
        let found = event
            .bracket()?
            .rounds
            .iter()
            .find(|r| r.round == round)?
            .games
            .iter()
            .find(|g| g.game == game)?;
        let text = found.result.as_ref().map(|r| {
            seat_result(
                &names,
                found.players,
                r.victory_points.map(|_, v| i64::from(v)),
            )
        });
        Some((text.unwrap_or_default(), found.players))
    }
}

fn ia_game_seats(event: &IaTournament, game: &IaGameRef) -> Option<BySeat<PlayerId>> {
    match *game {
        IaGameRef::Swiss { round, table } => ia_table_text(event, round, table),
        IaGameRef::Cut { round, game } => ia_cut_game_text(event, round, game),
    }
    .map(|(_, seats)| seats)
}

fn seat_result(
    names: &HashMap<PlayerId, String>,
    seats: BySeat<PlayerId>,
    points: BySeat<i64>,
) -> String {
    result_text(
        &BySeat {
            first: name_in(names, seats.first),
            second: name_in(names, seats.second),
        },
        points,
    )
}

impl Narrated for IaTournament {
    fn before(&self, action: &IaAction) -> Said {
        let before = match action {
            IaAction::RenamePlayer { player, .. } | IaAction::WithdrawRegistration { player } => {
                name_in(&names_of(self), *player)
            }
            IaAction::CorrectResult { round, table, .. } => ia_table_text(self, *round, *table)
                .map(|(text, _)| text)
                .unwrap_or_default(),
            IaAction::RecordCutResult { round, game, .. } => ia_cut_game_text(self, *round, *game)
                .map(|(text, _)| text)
                .unwrap_or_default(),
            _ => String::new(),
        };
        Said {
            before,
            ..Said::default()
        }
    }

    fn told(&self, action: &IaAction, before: Said, language: Language) -> Told {
        let names = names_of(self);
        let mut told = Told::new(ia_wording(action));
        match action {
            IaAction::RegisterPlayer { name, .. } => {
                told.said.name = name.clone();
                told.players.extend(self.players().last().map(|p| p.id));
            }
            IaAction::RenamePlayer { player, name } => {
                told.said.before = before.before;
                told.said.after = name.clone();
                told.players.push(*player);
            }
            IaAction::SetArmy { player, .. }
            | IaAction::DropPlayer { player }
            | IaAction::ReinstatePlayer { player } => {
                told.said.name = name_in(&names, *player);
                told.players.push(*player);
            }
            IaAction::WithdrawRegistration { player } => {
                told.said.name = before.before;
                told.withdrawn = Some(*player);
            }
            IaAction::SetKeepApart { pairs } => {
                told.said.number = count(pairs.len());
                told.players = pairs.iter().flat_map(|p| [p.0, p.1]).collect();
            }
            IaAction::SetStructure { .. } | IaAction::UndoCut {} => {}
            IaAction::PairNextRound { round, .. } => {
                told.in_round(*round);
                if let Some(paired) = self.rounds().iter().find(|r| r.round == *round) {
                    told.said.number = count(paired.tables.len());
                    told.players = paired
                        .tables
                        .iter()
                        .flat_map(|t| [t.pairing.players.first, t.pairing.players.second])
                        .chain(paired.bye.as_ref().map(|b| b.player))
                        .collect();
                }
            }
            IaAction::UnpairRound { round } | IaAction::PublishRound { round } => {
                told.in_round(*round);
            }
            IaAction::SwapPlayers {
                round,
                first,
                second,
            } => told.swapped(&names, *round, *first, *second),
            IaAction::RecordResult { round, table, .. }
            | IaAction::CorrectResult { round, table, .. } => {
                told.at_table(*round, *table);
                told.result_now(ia_table_text(self, *round, *table));
                if matches!(action, IaAction::CorrectResult { .. }) {
                    told.corrected_from(before.before);
                }
            }
            IaAction::MakeCut {} => {
                if let Some(bracket) = self.bracket() {
                    told.said.number = count(bracket.seeds.len());
                    told.players.clone_from(&bracket.seeds);
                }
            }
            IaAction::RecordCutResult { round, game, .. } => {
                told.at_table(*round, *game);
                told.result_now(ia_cut_game_text(self, *round, *game));
                if before.before.is_empty() {
                    told.said.before = no_result(language).to_owned();
                } else {
                    told.corrected_from(before.before);
                }
            }
            IaAction::ReportResult {
                game,
                player,
                result,
            } => {
                let (round, table) = match *game {
                    IaGameRef::Swiss { round, table } => (round, table),
                    IaGameRef::Cut { round, game } => (round, game),
                };
                told.said.round = round;
                told.said.table = table;
                told.said.name = name_in(&names, *player);
                told.round = Some(round);
                told.table = Some(table);
                if let Some(seats) = ia_game_seats(self, game) {
                    told.said.after = seat_result(
                        &names,
                        seats,
                        result.victory_points.map(|_, v| i64::from(v)),
                    );
                    told.players = vec![seats.first, seats.second];
                }
            }
        }
        told
    }
}

/// Names each entry's players by their numbers now: a withdrawn registration moved the numbers of
/// the players registered after it one lower, so an entry before it named them one higher (and
/// named the withdrawn player, who has no number now).
fn renumber_after_withdrawals(told: &mut [(Seq, Timestamp, Told)]) {
    // The withdrawals after the entry in hand, in the order they were made.
    let mut later: Vec<PlayerId> = Vec::new();
    for (_, _, entry) in told.iter_mut().rev() {
        if !later.is_empty() {
            entry.players = entry
                .players
                .iter()
                .filter_map(|player| {
                    later.iter().try_fold(player.get(), |number, gone| {
                        match number.cmp(&gone.get()) {
                            std::cmp::Ordering::Less => Some(number),
                            std::cmp::Ordering::Equal => None,
                            std::cmp::Ordering::Greater => Some(number - 1),
                        }
                    })
                })
                .map(PlayerId::new)
                .collect();
        }
        if let Some(gone) = entry.withdrawn {
            later.insert(0, gone);
        }
    }
}

/// Tells every entry of the event journal `id` through `E`, as far as they can be trusted.
fn history_of<E: Narrated>(
    store: &Store,
    id: &JournalId,
    catalog: &E::Catalog,
    language: Option<Language>,
    filter: HistoryFilter,
) -> Result<EventHistory, AppError> {
    let journal = store.journal(id)?;
    let header = header_value(&journal, id)?;
    let setup = E::read_header(header).map_err(|detail| unreadable_header(id, detail))?;
    let (definition, language) = (setup.definition, language.unwrap_or(setup.language));
    let mut history = EventHistory {
        id: id.as_str().to_owned(),
        title: journal.summary.title.as_str().to_owned(),
        ruleset: E::KIND,
        language,
        entries: Vec::new(),
        entry_count: journal.summary.entry_count,
        stopped: None,
        players: Vec::new(),
        rounds: 0,
        tables: 0,
    };
    let state = match E::create(catalog, definition) {
        Ok(state) => state,
        Err(problems) => {
            history.stopped = Some(ReadOnly::SetupNoLongerChecks {
                refusal: E::definition_refused(problems),
            });
            return Ok(history);
        }
    };
    let mut refused = None;
    type Told2 = (Seq, Timestamp, Told);
    let outcome = store.replay_entries(
        id,
        (state, Vec::<Told2>::new()),
        |(event, told): &mut (E, Vec<Told2>), seq, at, action: E::Action| {
            let before = event.before(&action);
            event.apply(action.clone()).map(drop).map_err(|refusal| {
                let described = E::refused(refusal);
                let reason = described.to_string();
                refused = Some(described);
                reason
            })?;
            told.push((seq, at, event.told(&action, before, language)));
            Ok::<(), String>(())
        },
    )?;
    history.entry_count = outcome.entry_count;
    history.stopped = read_only_after_replay(outcome.stopped, refused, None);
    let (event, mut told) = outcome.state;
    renumber_after_withdrawals(&mut told);
    let names = names_of(&event);
    history.players = event
        .player_names()
        .into_iter()
        .map(|(id, name)| HistoryPlayer { id, name })
        .collect();
    for (seq, at, told) in told {
        history.rounds = history.rounds.max(told.round.unwrap_or(0));
        history.tables = history.tables.max(told.table.unwrap_or(0));
        let keep = filter.player.is_none_or(|p| told.players.contains(&p))
            && filter.table.is_none_or(|t| told.table == Some(t))
            && filter.round.is_none_or(|r| told.round == Some(r));
        if !keep {
            continue;
        }
        let source = entry_source(store, id, seq.get());
        let source_text = match source {
            None => source_words(language, false, None),
            Some(EntrySource::Desk) => source_words(language, true, None),
            Some(EntrySource::PlayerPhone { player }) => {
                source_words(language, true, Some(&name_in(&names, player)))
            }
        };
        history.entries.push(HistoryEntry {
            seq: seq.get(),
            at,
            source,
            source_text,
            wording: told.wording,
            text: say(language, told.wording, &told.said),
            round: told.round,
            table: told.table,
            players: told.players,
            correction: told.correction.then(|| Correction {
                before: told.said.before.clone(),
                after: told.said.after.clone(),
            }),
        });
    }
    Ok(history)
}

impl App {
    /// The history of the event `id` (either ruleset), told in `language` (the event's papers'
    /// language when `None`), keeping the entries `filter` keeps.
    ///
    /// # Errors
    /// An unknown journal, one that is not an event, an unreadable header, or a storage failure.
    /// A damaged or refused entry is no error: the history stops before it and says why.
    pub fn event_history(
        &self,
        id: &str,
        language: Option<Language>,
        filter: HistoryFilter,
    ) -> Result<EventHistory, AppError> {
        let id = journal_id(id)?;
        let mut state = self.lock_state();
        let store: &Store = state.store_mut()?;
        match event_kind(store, &id)? {
            RulesetKind::Agl => {
                history_of::<Tournament>(store, &id, &self.catalog(), language, filter)
            }
            RulesetKind::ImperialAssault => {
                history_of::<IaTournament>(store, &id, &self.ia_catalog(), language, filter)
            }
        }
    }

    /// The history of the event `id` as CSV (UTF-8, a header row in `language`), as
    /// [`App::event_history`] keeps it: one row per entry, with its time in UTC.
    ///
    /// # Errors
    /// As [`App::event_history`].
    pub fn event_history_csv(
        &self,
        id: &str,
        language: Option<Language>,
        filter: HistoryFilter,
    ) -> Result<String, AppError> {
        let history = self.event_history(id, language, filter)?;
        Ok(history_csv(&history))
    }

    /// Writes the history as [`App::event_history_csv`] words it (with a byte order mark, so a
    /// spreadsheet reads its accents) into the event's exports folder, or to the file `to`
    /// chosen in the system's save dialog.
    ///
    /// # Errors
    /// As [`App::event_history`], or the file cannot be written.
    pub fn export_event_history(
        &self,
        id: &str,
        language: Option<Language>,
        filter: HistoryFilter,
        to: Option<&str>,
    ) -> Result<WrittenFile, AppError> {
        let text = self.event_history_csv(id, language, filter)?;
        write_export(
            &self.exports_dir().join(journal_id(id)?.as_str()),
            "history",
            "csv",
            self.now(),
            format!("\u{feff}{text}").as_bytes(),
            to,
        )
    }
}

/// The history as CSV text.
pub fn history_csv(history: &EventHistory) -> String {
    let mut out = String::new();
    let heads = words::csv_heads(history.language);
    out.push_str(&heads.map(csv_field).join(","));
    out.push('\n');
    for entry in &history.entries {
        let row = [
            entry.seq.to_string(),
            utc_text(entry.at),
            entry.source_text.clone(),
            entry.round.map(|r| r.to_string()).unwrap_or_default(),
            entry.text.clone(),
            entry
                .correction
                .as_ref()
                .map(|c| c.before.clone())
                .unwrap_or_default(),
        ];
        out.push_str(
            &row.iter()
                .map(|f| csv_field(f))
                .collect::<Vec<_>>()
                .join(","),
        );
        out.push('\n');
    }
    out
}

fn csv_field(text: &str) -> String {
    if text.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", text.replace('"', "\"\""))
    } else {
        text.to_owned()
    }
}

/// A moment as `YYYY-MM-DD HH:MM:SS` in UTC.
pub fn utc_text(at: Timestamp) -> String {
    jiff::Timestamp::from_second(i64::from(at.unix_seconds()))
        .unwrap_or(jiff::Timestamp::UNIX_EPOCH)
        .strftime("%Y-%m-%d %H:%M:%S")
        .to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moments_are_written_in_utc() {
        assert_eq!(
            utc_text(Timestamp::from_unix_seconds(0)),
            "1970-01-01 00:00:00"
        );
        assert_eq!(
            utc_text(Timestamp::from_unix_seconds(1_772_000_000)),
            "2026-02-25 06:13:20"
        );
    }

    #[test]
    fn csv_fields_with_commas_or_quotes_are_quoted() {
        assert_eq!(csv_field("plain"), "plain");
        assert_eq!(csv_field("a, b"), "\"a, b\"");
        assert_eq!(csv_field("say \"hi\""), "\"say \"\"hi\"\"\"");
    }
}
