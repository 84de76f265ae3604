//! The organizer's desk for an Imperial Assault skirmish event: create, open, apply an action,
//! and the army lists (read from text, checked, the cards to pick from).
//!
//! An IA event lives in a journal of kind `Event` whose header names the ruleset
//! `ia-skirmish-1.1` and the IA data pack ([`crate::journal::ia_event`]); its entries are
//! [`IaAction`]s. As for an AGL event, it is replayed through its engine ([`IaTournament`]) when
//! first opened and kept in memory; each action is checked against the screen's `seq`, validated
//! on the state in memory, appended (synced) and only then answered.

use crate::error::{count_u32, AppError, AppRefusal, ErrorReport};
use crate::files::read_import_text;
use crate::journal::ia_event::IaEventRecord;
use crate::kernel::entry_sources::{record_entry_source, EntrySource};
use crate::kernel::event_journal::{replay_event_journal, EventHeader, OpenIaEvent};
use crate::kernel::round_backups::{back_up_round_moments, marks_of};
use crate::kernel::state::State;
use crate::kernel::{check_writable, PackRef};
use crate::{journal_id, App};
use hexadraft_catalog::ia::{
    Affiliation, CommandCard, DeploymentCard, GameMode, IaCardId, IaCatalog, SkirmishMap,
};
use hexadraft_event::ia::{
    army_text, card_text_name, check_army, read_army_text, season_2015_maps, ArmyList, ArmyReport,
    ArmyTextProblem, CategoryRules, IaAccepted, IaAction, IaCategory, IaEventDefinition,
    IaEventSnapshot, IaRuleset, IaRulingsEdition, IaSnapshotChange, IaTournament, Mission,
    MissionPool, ReadLine, RoundStructure, RoundTimer, SosMethod, Staff,
};
use hexadraft_event::EventSeed;
use hexadraft_paper::Language;
use hexadraft_storage::{DataPackRef, JournalId, JsonText, Store};
use serde::{Deserialize, Serialize};

/// An Imperial Assault event as the desk shows it.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct IaEventView {
    /// What every event's desk shows above the event.
    #[serde(flatten)]
    pub header: EventHeader,
    /// The event; `None` only when its definition itself no longer checks.
    pub snapshot: Option<IaEventSnapshot>,
    /// Set, after an action, when it reached the start or end of a round and its backup could
    /// not be made (the action stands).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub backup_warning: Option<ErrorReport>,
}

/// What an accepted Imperial Assault action did, and what it changed in the event: the desk
/// replaces those parts of what it shows and keeps the rest, as the AGL desk does with
/// [`crate::desk::agl::EventActionOutcome`].
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct IaActionOutcome {
    /// What the engine did.
    pub accepted: IaAccepted,
    /// The number of actions now (the next action's `seq`).
    pub seq: u32,
    /// Each part of the event's snapshot the action changed, with its value now.
    pub change: IaSnapshotChange,
    /// Set when the action reached the start or end of a round and its backup could not be
    /// made (the action stands).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub backup_warning: Option<ErrorReport>,
}

/// An Imperial Assault event as the setup screen sends it: an [`IaEventDefinition`] whose valid
/// missions are not checked yet. A checked pool that does not read would fail before the
/// command runs, and the screen would get an untyped sentence instead of the refusal
/// [`hexadraft_event::ia::IaRefusal::BadMissionPool`] with its clause.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(deny_unknown_fields)]
pub struct IaEventRequest {
    /// The rules.
    pub ruleset: IaRuleset,
    /// The event's name.
    pub name: String,
    /// Informal, competitive or premier.
    pub category: IaCategory,
    /// The Swiss rounds and cut announced, or `None` for the table's.
    #[serde(default)]
    pub structure: Option<RoundStructure>,
    /// The valid missions, as typed.
    pub missions: MissionList,
    /// Strength of schedule as the sum of the opponents' points, or the TOME variant.
    #[serde(default)]
    pub sos_method: SosMethod,
    /// The judges and playing staff announced at the start.
    #[serde(default)]
    pub staff: Staff,
    /// The seed of every draw, when fixed in advance.
    #[serde(default)]
    pub seed: Option<EventSeed>,
    /// The edition of the rulings, kept when a definition made earlier is created again; a new
    /// event from the setup screen leaves it out and is read under the newest.
    #[serde(default)]
    pub rulings: Option<IaRulingsEdition>,
    /// Whether each Swiss round is paired as a proposal to publish (docs/rulings.md,
    /// "Publishing a round"): the setup screen asks it for a new event; absent, rounds are
    /// published when paired, as they were before.
    #[serde(default)]
    pub publish_rounds: bool,
}

/// The valid missions as typed, before they are checked as a [`MissionPool`].
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(deny_unknown_fields)]
pub struct MissionList {
    /// Each mission.
    pub missions: Vec<Mission>,
}

impl IaEventRequest {
    /// The definition, once its valid missions check.
    ///
    /// # Errors
    /// [`hexadraft_event::ia::IaRefusal::BadMissionPool`] for an empty or malformed pool.
    pub fn definition(self) -> Result<IaEventDefinition, AppError> {
        Ok(IaEventDefinition {
            ruleset: self.ruleset,
            name: self.name,
            category: self.category,
            structure: self.structure,
            missions: MissionPool::new(self.missions.missions)?,
            sos_method: self.sos_method,
            staff: self.staff,
            seed: self.seed,
            // A new event is read under the newest Imperial Assault rulings.
            rulings: self.rulings.unwrap_or(IaRulingsEdition::CURRENT),
            publish_rounds: self.publish_rounds,
        })
    }
}

/// What the setup screen offers for an Imperial Assault event.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct IaEventOptions {
    /// Each category with what it requires («Categorías de torneos»).
    pub categories: Vec<IaCategoryOption>,
    /// Strength of schedule as the sum of the opponents' points, or the TOME variant.
    pub sos_methods: Vec<SosMethod>,
    /// The round timer the rules set.
    pub timer: RoundTimer,
    /// The maps of the 2015 season's valid missions, as a suggestion («Mapas y misiones
    /// válidos»), from the catalog.
    pub suggested_maps: Vec<SkirmishMap>,
    /// Every skirmish map of the catalog in use, to pick the event's missions from (the data
    /// holds the maps, not the missions' own names: a mission not in it is typed).
    pub maps: Vec<SkirmishMap>,
}

/// A category and its requirements.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct IaCategoryOption {
    /// The category.
    pub category: IaCategory,
    /// What it requires.
    pub rules: CategoryRules,
}

/// The cards an army list is built from.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct IaCards {
    /// The pack in use (with the organizer's edits).
    pub pack: PackRef,
    /// Deployment and Skirmish Upgrade cards.
    pub deployment: Vec<DeploymentCard>,
    /// Command cards.
    pub command: Vec<CommandCard>,
    /// The data's licence notice, shown with it.
    pub notice: String,
}

/// A card found by the army list's search box.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct IaCardHit {
    /// The card.
    pub card: IaCardId,
    /// Its name as a list writes it (one that reads back as this card).
    pub name: String,
    /// Its cost.
    pub cost: i32,
    /// A Deployment card's affiliation (none for a Command card).
    pub affiliation: Option<Affiliation>,
}

/// Most cards a search answers.
pub const MAX_IA_CARD_HITS: usize = 40;

/// An army list as read and checked: what the registration form shows while a list is typed,
/// pasted or picked.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct ArmyCheck {
    /// The list read (what was recognised).
    pub list: ArmyList,
    /// Each line of a pasted text and how it was read (empty for a picked list).
    pub lines: Vec<ReadLine>,
    /// The lines not recognised, with suggestions.
    pub text_problems: Vec<ArmyTextProblem>,
    /// Running totals and every rule the army breaks.
    pub report: ArmyReport,
    /// The list written back as text, with names that read back as the same cards.
    pub text: String,
    /// Each line naming several cards, with the cards it could be: the form asks which.
    pub ambiguous: Vec<AmbiguousLine>,
}

/// A line of a pasted list whose name fits several cards, and the cards to choose from.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct AmbiguousLine {
    /// The line's number, from 1.
    pub line: u32,
    /// The line as typed.
    pub text: String,
    /// Each card it could be.
    pub choices: Vec<AmbiguousChoice>,
}

/// One card an ambiguous line could be.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct AmbiguousChoice {
    /// The card, with its name, cost and affiliation.
    pub hit: IaCardHit,
    /// The line rewritten to name this card alone, with the line's count.
    pub line_text: String,
}

/// A card as the search box and the "which one?" choice show it; `None` for a campaign-only
/// Deployment card (only skirmish cards make an army, «Construcción de ejércitos») or a card the
/// catalog does not have.
fn skirmish_card_hit(catalog: &IaCatalog, card: IaCardId) -> Option<IaCardHit> {
    let (cost, affiliation) = match &card {
        IaCardId::Deployment(id) => {
            let c = catalog.deployment_card(id)?;
            if !c.modes.contains(&GameMode::Skirmish) {
                return None;
            }
            (i32::from(c.cost), Some(c.affiliation))
        }
        IaCardId::Command(id) => (i32::from(catalog.command_card(id)?.cost), None),
    };
    Some(IaCardHit {
        name: card_text_name(catalog, &card),
        card,
        cost,
        affiliation,
    })
}

/// Largest roster file read, in bytes.
pub const MAX_IA_ROSTER_BYTES: usize = 256 * 1024;

/// Most players a roster file may register at once.
pub const MAX_IA_ROSTER_PLAYERS: usize = 256;

/// Words that open a player's block in a roster file, before a colon (any case).
const ROSTER_HEADINGS: [&str; 3] = ["player", "jugador", "joueur"];

/// A roster file as read: each player's block with their list checked, and every problem with its
/// line (docs/formats.md, "Imperial Assault roster file").
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct IaRoster {
    /// The players, in file order.
    pub players: Vec<IaRosterPlayer>,
    /// Problems with the file's shape (a list's own problems are in its check).
    pub problems: Vec<IaRosterProblem>,
    /// Whether every player may be registered as read ([`IaRoster::is_ready`]).
    pub ready: bool,
}

impl IaRoster {
    /// Whether every player may be registered as read: no problem with the file, every list
    /// read whole and legal.
    pub fn is_ready(&self) -> bool {
        self.problems.is_empty()
            && !self.players.is_empty()
            && self.players.iter().all(|p| {
                p.check
                    .as_ref()
                    .is_none_or(|c| c.text_problems.is_empty() && c.report.problems.is_empty())
            })
    }

    /// How many problems stop the import: the file's, and each list's.
    pub fn problem_count(&self) -> u32 {
        let lists: usize = self
            .players
            .iter()
            .filter_map(|p| p.check.as_ref())
            .map(|c| c.text_problems.len() + c.report.problems.len())
            .sum();
        count_u32(self.problems.len() + lists)
    }
}

/// One player's block of a roster file.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct IaRosterPlayer {
    /// The line of the block's `Player:` heading, from 1.
    pub line: u32,
    /// The player's name.
    pub name: String,
    /// The list's first line in the file (its line 1), to turn the list's line numbers into
    /// the file's.
    pub list_line: u32,
    /// The army list read and checked; `None` when the block holds no list.
    pub check: Option<ArmyCheck>,
}

/// What is wrong with a roster file's shape, with its line.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum IaRosterProblem {
    /// The file is larger than read.
    TooLarge {
        /// Its size.
        bytes: u32,
        /// The bound.
        max: u32,
    },
    /// More players than one import registers.
    TooManyPlayers {
        /// Players in the file.
        players: u32,
        /// The bound.
        max: u32,
    },
    /// A card line before the first `Player:` heading: whose is it?
    LineBeforeFirstPlayer {
        /// The line.
        line: u32,
    },
    /// A `Player:` heading without a name.
    NoName {
        /// The line.
        line: u32,
    },
    /// No `Player:` heading at all.
    NoPlayers,
}

/// The name after a `Player:` heading (in any of the roster's languages), if `line` is one.
fn roster_heading(line: &str) -> Option<&str> {
    let (word, rest) = line.split_once(':')?;
    let word = word.trim().to_lowercase();
    ROSTER_HEADINGS
        .contains(&word.as_str())
        .then_some(rest.trim())
}

/// Reads a roster file: `Player: <name>` opens each player's block, the lines under it are their
/// army list (as "Army list text"); blank lines and `#` comments before the first player are
/// skipped. Bounded and never panics: a file above [`MAX_IA_ROSTER_BYTES`] or with more than
/// [`MAX_IA_ROSTER_PLAYERS`] players is reported, not read.
pub fn read_ia_roster_text(catalog: &IaCatalog, text: &str) -> IaRoster {
    let mut roster = IaRoster {
        players: Vec::new(),
        problems: Vec::new(),
        ready: false,
    };
    if text.len() > MAX_IA_ROSTER_BYTES {
        roster.problems.push(IaRosterProblem::TooLarge {
            bytes: count_u32(text.len()),
            max: count_u32(MAX_IA_ROSTER_BYTES),
        });
        return roster;
    }
    // Each block: its heading's line, its name, and its list's lines.
    let mut blocks: Vec<(u32, String, Vec<&str>)> = Vec::new();
    for (i, raw) in text.lines().enumerate() {
        let line = count_u32(i + 1);
        let trimmed = raw.trim_matches(|c: char| c.is_whitespace() || c == '\u{feff}');
        if let Some(name) = roster_heading(trimmed) {
            if name.is_empty() {
                roster.problems.push(IaRosterProblem::NoName { line });
            }
            blocks.push((line, name.to_owned(), Vec::new()));
        } else if let Some((_, _, lines)) = blocks.last_mut() {
            lines.push(raw);
        } else if !trimmed.is_empty() && !trimmed.starts_with('#') && !trimmed.starts_with("//") {
            roster
                .problems
                .push(IaRosterProblem::LineBeforeFirstPlayer { line });
        }
    }
    if blocks.is_empty() {
        roster.problems.push(IaRosterProblem::NoPlayers);
        return roster;
    }
    if blocks.len() > MAX_IA_ROSTER_PLAYERS {
        roster.problems.push(IaRosterProblem::TooManyPlayers {
            players: count_u32(blocks.len()),
            max: count_u32(MAX_IA_ROSTER_PLAYERS),
        });
        return roster;
    }
    for (line, name, lines) in blocks {
        let list = lines.join("\n");
        let check = (!list.trim().is_empty()).then(|| army_check(catalog, &list));
        roster.players.push(IaRosterPlayer {
            line,
            name,
            list_line: line.saturating_add(1),
            check,
        });
    }
    roster.ready = roster.is_ready();
    roster
}

/// A pasted list read and checked, with the choices for its ambiguous lines.
fn army_check(catalog: &IaCatalog, text: &str) -> ArmyCheck {
    let read = read_army_text(catalog, text);
    let report = check_army(catalog, &read.list);
    let ambiguous = read
        .problems
        .iter()
        .filter_map(|problem| match problem {
            ArmyTextProblem::AmbiguousName {
                line,
                text,
                count,
                candidates,
                ..
            } => Some(AmbiguousLine {
                line: *line,
                text: text.clone(),
                choices: candidates
                    .iter()
                    .filter_map(|card| skirmish_card_hit(catalog, card.clone()))
                    .map(|hit| AmbiguousChoice {
                        line_text: format!("{count} {}", hit.name),
                        hit,
                    })
                    .collect(),
            }),
            _ => None,
        })
        .collect();
    ArmyCheck {
        text: army_text(catalog, &read.list),
        list: read.list,
        lines: read.lines,
        text_problems: read.problems,
        report,
        ambiguous,
    }
}

fn ia_pack_ref(catalog: &IaCatalog) -> PackRef {
    PackRef {
        id: catalog.info().id.to_string(),
        version: catalog.info().version.clone(),
    }
}

/// Replays an Imperial Assault event's journal.
fn replay_ia_event(
    store: &Store,
    catalog: &IaCatalog,
    id: &JournalId,
) -> Result<OpenIaEvent, AppError> {
    replay_event_journal::<IaTournament>(store, id, catalog)
}

impl App {
    /// What the setup screen offers for an Imperial Assault event.
    pub fn ia_event_options(&self) -> IaEventOptions {
        let catalog = self.ia_catalog();
        IaEventOptions {
            categories: IaCategory::ALL
                .iter()
                .map(|&category| IaCategoryOption {
                    category,
                    rules: category.rules(),
                })
                .collect(),
            sos_methods: vec![SosMethod::Sum, SosMethod::Tome],
            timer: RoundTimer::PRESET,
            suggested_maps: season_2015_maps()
                .iter()
                .filter_map(|id| catalog.skirmish_map(id).cloned())
                .collect(),
            maps: catalog.skirmish_maps().to_vec(),
        }
    }

    /// The cards an army list is built from, with the organizer's edits.
    pub fn ia_cards(&self) -> IaCards {
        let catalog = self.ia_catalog();
        IaCards {
            pack: ia_pack_ref(&catalog),
            deployment: catalog.deployment_cards().to_vec(),
            command: catalog.command_cards().to_vec(),
            notice: catalog.notice().to_owned(),
        }
    }

    /// Skirmish cards whose name or marks hold every word typed, Deployment cards first (at most
    /// [`MAX_IA_CARD_HITS`]): the army list's search box.
    pub fn search_ia_cards(&self, query: &str) -> Vec<IaCardHit> {
        let catalog = self.ia_catalog();
        if query.trim().is_empty() {
            return Vec::new();
        }
        catalog
            .search(query)
            .into_iter()
            .filter_map(|card| skirmish_card_hit(&catalog, card))
            .take(MAX_IA_CARD_HITS)
            .collect()
    }

    /// Reads an army list as a player pasted it and checks it («Construcción de ejércitos»).
    pub fn read_ia_army_text(&self, text: &str) -> ArmyCheck {
        army_check(&self.ia_catalog(), text)
    }

    /// Reads a roster file (chosen from the exports folder or by full path) and checks each
    /// player's list, registering nobody: what the desk shows before the import.
    ///
    /// # Errors
    /// A missing, oversized or unreadable file.
    pub fn read_ia_roster_file(&self, path: &str) -> Result<IaRoster, AppError> {
        let text = read_import_text(&self.exports_dir(), path, MAX_IA_ROSTER_BYTES)?;
        Ok(read_ia_roster_text(&self.ia_catalog(), &text))
    }

    /// Registers every player of a roster file with their list, all or none: the file must read
    /// whole with every list legal, and the engine must accept each registration (checked on a
    /// copy first); then each is journalled like a registration made at the desk.
    ///
    /// # Errors
    /// A file that cannot be read or has problems ([`AppRefusal::IaRosterNotRead`]), the engine's
    /// refusal of a registration, a stale screen, a read-only event, or a storage failure.
    pub fn import_ia_roster(
        &self,
        id: &str,
        seq: u32,
        path: &str,
    ) -> Result<IaEventView, AppError> {
        let roster = self.read_ia_roster_file(path)?;
        if !roster.is_ready() {
            return Err(AppRefusal::IaRosterNotRead {
                problems: roster.problem_count(),
            }
            .into());
        }
        let actions: Vec<IaAction> = roster
            .players
            .into_iter()
            .map(|p| IaAction::RegisterPlayer {
                name: p.name,
                army: p.check.map(|c| c.list),
            })
            .collect();
        let journal = journal_id(id)?;
        {
            let mut state = self.lock_state();
            let open = self.open_ia_event_in(&mut state, &journal)?;
            check_writable(open.read_only.as_ref(), open.entry_count, seq)?;
            let mut trial = open.tournament()?.clone();
            for action in &actions {
                trial.apply(action.clone())?;
            }
        }
        let mut seq = seq;
        for action in actions {
            seq = self.apply_ia_action(id, seq, action)?.seq;
        }
        self.ia_event(id)
    }

    /// Checks an army list picked card by card.
    pub fn check_ia_army(&self, list: ArmyList) -> ArmyCheck {
        let catalog = self.ia_catalog();
        ArmyCheck {
            report: check_army(&catalog, &list),
            text: army_text(&catalog, &list),
            list,
            lines: Vec::new(),
            text_problems: Vec::new(),
            ambiguous: Vec::new(),
        }
    }

    /// Creates an Imperial Assault event: the engine checks the definition, which is recorded
    /// with the IA data pack and the language of its papers in a new journal.
    ///
    /// # Errors
    /// Every problem of the definition, a bad name, or a storage failure.
    pub(crate) fn create_ia_event(
        &self,
        definition: IaEventDefinition,
        language: Language,
    ) -> Result<IaEventView, AppError> {
        let catalog = self.ia_catalog();
        IaTournament::new(&catalog, definition.clone())?;
        let record = IaEventRecord::new(definition.clone(), language);
        let id = self.create_event_journal(
            &definition.name,
            definition.ruleset.as_str(),
            DataPackRef {
                id: catalog.info().id.to_string(),
                version: catalog.info().version.clone(),
            },
            JsonText::encode(&definition.seed)?,
            record.to_value(),
        )?;
        let mut state = self.lock_state();
        self.ia_event_view_in(&mut state, &id)
    }

    /// An Imperial Assault event as the desk shows it.
    ///
    /// # Errors
    /// An unknown, damaged or AGL journal.
    pub(crate) fn ia_event(&self, id: &str) -> Result<IaEventView, AppError> {
        let id = journal_id(id)?;
        let mut state = self.lock_state();
        self.ia_event_view_in(&mut state, &id)
    }

    /// The event as the desk opens it: with a round backup that failed after a phone's report,
    /// said once.
    pub(crate) fn ia_event_at_desk(&self, id: &str) -> Result<IaEventView, AppError> {
        let id = journal_id(id)?;
        let mut state = self.lock_state();
        let view = self.ia_event_view_in(&mut state, &id)?;
        Ok(IaEventView {
            backup_warning: state.backup_warnings.remove(&id),
            ..view
        })
    }

    /// Applies one organizer action to an Imperial Assault event: the screen's `seq` is
    /// checked, the engine validates it, the journal records it (synced), and the answer says
    /// what changed. Round 1 of an event without a seed fixed in advance records a seed drawn now.
    ///
    /// # Errors
    /// The engine's refusal (with its clause), a stale screen, a read-only event, or a storage
    /// failure.
    pub(crate) fn apply_ia_action(
        &self,
        id: &str,
        seq: u32,
        action: IaAction,
    ) -> Result<IaActionOutcome, AppError> {
        self.apply_ia_action_seen(id, Some(seq), action)
    }

    /// As [`App::apply_ia_action`], `seen` being the screen's `seq`, or `None` for an action
    /// that depends on no screen (a player's report from their phone: it is appended after
    /// whatever is latest, so two phones never refuse each other as stale).
    pub(crate) fn apply_ia_action_seen(
        &self,
        id: &str,
        seen: Option<u32>,
        action: IaAction,
    ) -> Result<IaActionOutcome, AppError> {
        let id = journal_id(id)?;
        let mut state = self.lock_state();
        let now = self.now();
        let open = self.open_ia_event_in(&mut state, &id)?;
        let seq = seen.unwrap_or(open.entry_count);
        check_writable(open.read_only.as_ref(), open.entry_count, seq)?;
        let rounds_before = marks_of(open);
        let tournament = open.tournament_mut()?;
        let action = match action {
            IaAction::PairNextRound {
                round,
                seed: None,
                pairing: None,
            } => match tournament.pair_action(|| self.random_u32()) {
                next @ IaAction::PairNextRound { round: r, .. } if r == round => next,
                _ => IaAction::PairNextRound {
                    round,
                    seed: None,
                    pairing: None,
                },
            },
            action => action,
        };
        // A refused action changes nothing and is not recorded; an accepted one is recorded
        // with what the engine decided (a round's pairing), so a replay does not search again.
        // Should the append fail, the event in memory is forgotten and replayed from the journal.
        let before = tournament.snapshot();
        let accepted = tournament.apply(action.clone())?;
        let action = tournament.recorded(action);
        let change = IaSnapshotChange::between(&before, &tournament.snapshot());
        let appended = crate::kernel::append_entry(&mut state, &id, seq, now, &action);
        let open = state.after_append(State::ia_events, &id, appended)?;
        open.entry_count += 1;
        let seq = open.entry_count;
        let source = match (&seen, &action) {
            (None, IaAction::ReportResult { player, .. }) => {
                EntrySource::PlayerPhone { player: *player }
            }
            _ => EntrySource::Desk,
        };
        record_entry_source(&mut state, &id, seq, source);
        let backup_warning =
            back_up_round_moments(&mut state, State::ia_events, &id, &rounds_before);
        if seen.is_none() {
            // A phone's report: its answer goes to the phone, so the desk's next view says it.
            if let Some(warning) = backup_warning {
                state.backup_warnings.insert(id, warning);
            }
            return Ok(IaActionOutcome {
                accepted,
                seq,
                change,
                backup_warning: None,
            });
        }
        Ok(IaActionOutcome {
            accepted,
            seq,
            change,
            backup_warning: backup_warning.or_else(|| state.backup_warnings.remove(&id)),
        })
    }

    fn ia_event_view_in(&self, state: &mut State, id: &JournalId) -> Result<IaEventView, AppError> {
        let in_use = ia_pack_ref(&self.ia_catalog());
        let exports = self.exports_dir();
        let open = self.open_ia_event_in(state, id)?;
        Ok(IaEventView {
            header: open.header(id, in_use, &exports),
            snapshot: open.tournament.as_ref().map(IaTournament::snapshot),
            backup_warning: None,
        })
    }

    pub(crate) fn open_ia_event_in<'s>(
        &self,
        state: &'s mut State,
        id: &JournalId,
    ) -> Result<&'s mut OpenIaEvent, AppError> {
        let catalog = self.ia_catalog();
        state.current(
            State::ia_events,
            id,
            |open| open.entry_count,
            |store| replay_ia_event(store, &catalog, id),
        )
    }

    /// The event of an open journal, with the language of its papers.
    pub(crate) fn ia_tournament_in<'s>(
        &self,
        state: &'s mut State,
        id: &JournalId,
    ) -> Result<(&'s IaTournament, Language), AppError> {
        let open = self.open_ia_event_in(state, id)?;
        Ok((open.tournament()?, open.language))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const DECK: &str = "2 Bodyguard\n1 Ballistics Matrix\n1 Battlefield Awareness\n\
        1 Behind Enemy Lines\n1 Black Market Prices\n1 Bladestorm\n1 Blitz\n1 Brace for Impact\n\
        1 Camouflage\n1 Capture the Weary\n1 Change of Plans\n1 Cheat to Win\n1 Collect Intel\n\
        1 Dangerous Bargains\n";
    const ARMY: &str = "Darth Vader\nStormtrooper (Elite)\nStormtrooper\nImperial Officer\n\
        Probe Droid\nMotivation\nAdvanced Com Systems\n";

    fn read(text: &str) -> IaRoster {
        read_ia_roster_text(&IaCatalog::shipped(), text)
    }

    #[test]
    fn each_player_block_is_read_with_its_list_checked() {
        let roster = read(&format!(
            "# Store Championship\n\nPlayer: Ana García\n{ARMY}{DECK}\njugador: Bo\n\nJOUEUR:   Cy  \n{ARMY}{DECK}"
        ));
        assert!(roster.problems.is_empty(), "{:?}", roster.problems);
        let names: Vec<&str> = roster.players.iter().map(|p| p.name.as_str()).collect();
        assert_eq!(names, ["Ana García", "Bo", "Cy"]);
        assert_eq!(
            (roster.players[0].line, roster.players[0].list_line),
            (3, 4)
        );
        assert!(roster.players[1].check.is_none(), "a block without a list");
        let ana = roster.players[0].check.as_ref().unwrap();
        assert_eq!(ana.report.army_points, 40);
        assert!(ana.report.problems.is_empty() && ana.text_problems.is_empty());
        assert!(roster.is_ready());
    }

    #[test]
    fn the_files_problems_are_reported_with_their_lines() {
        let roster = read("Darth Vader\nPlayer:\nPlayer: Bo\nLuke Skywalker\n");
        assert_eq!(
            roster.problems,
            [
                IaRosterProblem::LineBeforeFirstPlayer { line: 1 },
                IaRosterProblem::NoName { line: 2 }
            ]
        );
        // Bo's list: "Luke Skywalker" is ambiguous, at the list's line 1 (the file's line 4).
        let bo = &roster.players[1];
        assert_eq!(bo.list_line, 4);
        assert_eq!(bo.check.as_ref().unwrap().ambiguous[0].line, 1);
        assert!(!roster.is_ready());
        assert_eq!(read("").problems, [IaRosterProblem::NoPlayers]);
        assert_eq!(
            read("# only a comment\n").problems,
            [IaRosterProblem::NoPlayers]
        );
    }

    #[test]
    fn the_file_is_bounded() {
        let big = "x".repeat(MAX_IA_ROSTER_BYTES + 1);
        assert!(matches!(
            read(&big).problems.as_slice(),
            [IaRosterProblem::TooLarge { .. }]
        ));
        let many: String = (0..=MAX_IA_ROSTER_PLAYERS)
            .map(|i| format!("Player: P{i}\n"))
            .collect();
        let roster = read(&many);
        assert!(matches!(
            roster.problems.as_slice(),
            [IaRosterProblem::TooManyPlayers { players, .. }] if *players as usize == MAX_IA_ROSTER_PLAYERS + 1
        ));
        assert!(roster.players.is_empty());
    }

    /// Any text, made of roster-like pieces and noise: read without panic, every line number
    /// within the file.
    #[test]
    fn any_text_is_read_without_panic() {
        const PIECES: [&str; 12] = [
            "Player: Ana\n",
            "player:\n",
            "Jugador: Bó\n",
            "Darth Vader\n",
            "Luke Skywalker\n",
            "Bodyguard (1) x2\n",
            "\n",
            "# note\n",
            "::::\n",
            "\u{feff}Joueur : Zoë\n",
            "999999999999 Stormtrooper\n",
            "é\u{301}\r\n",
        ];
        let mut seed: u64 = 2026;
        for _ in 0..300 {
            let mut text = String::new();
            for _ in 0..(seed % 40) {
                seed = seed
                    .wrapping_mul(6_364_136_223_846_793_005)
                    .wrapping_add(1_442_695_040_888_963_407);
                text.push_str(PIECES[((seed >> 33) % 12) as usize]);
            }
            let roster = read(&text);
            let lines = count_u32(text.lines().count());
            for problem in &roster.problems {
                if let IaRosterProblem::LineBeforeFirstPlayer { line }
                | IaRosterProblem::NoName { line } = problem
                {
                    assert!(*line >= 1 && *line <= lines, "{text:?}");
                }
            }
            for p in &roster.players {
                assert!(p.line >= 1 && p.line <= lines && p.list_line == p.line + 1);
            }
        }
    }
}
