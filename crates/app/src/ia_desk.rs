//! The organizer's desk for an Imperial Assault skirmish event: create, open, apply an action,
//! and the army lists (read from text, checked, the cards to pick from).
//!
//! An IA event lives in a journal of kind `Event` whose header names the ruleset
//! `ia-skirmish-1.1` and the IA data pack ([`crate::journal::ia_event`]); its entries are
//! [`IaAction`]s. As for an AGL event, it is replayed through its engine ([`IaTournament`]) when
//! first opened and kept in memory; each action is checked against the screen's `seq`, validated
//! on the state in memory, appended (synced) and only then answered.

use crate::error::{AppError, ReadOnly};
use crate::event_journal::{replay_event_journal, ReplayedEvent};
use crate::journal::ia_event::IaEventRecord;
use crate::state::State;
use crate::table_draft::{check_writable, PackMismatch, PackRef};
use crate::{journal_id, App};
use hexadraft_catalog::ia::{
    Affiliation, CommandCard, DeploymentCard, GameMode, IaCardId, IaCatalog, SkirmishMap,
};
use hexadraft_event::ia::{
    army_text, card_text_name, check_army, read_army_text, season_2015_maps, ArmyList, ArmyReport,
    ArmyTextProblem, CategoryRules, IaAction, IaCategory, IaEventDefinition, IaEventSnapshot,
    IaRuleset, IaTournament, Mission, MissionPool, ReadLine, RoundStructure, RoundTimer, SosMethod,
    Staff,
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
    /// The journal id.
    pub id: String,
    /// The event's name.
    pub title: String,
    /// The number of actions seen: send it back with the next action.
    pub seq: u32,
    /// Set when the event can only be read, with why.
    pub read_only: Option<ReadOnly>,
    /// Set when the IA catalog in use is not the pack the event was created with.
    pub pack_mismatch: Option<PackMismatch>,
    /// The event; `None` only when its definition itself no longer checks.
    pub snapshot: Option<IaEventSnapshot>,
    /// Where paper and reports are saved unless another folder is chosen.
    pub export_folder: String,
    /// The language of the event's papers.
    pub language: Language,
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
}

/// An Imperial Assault event replayed from its journal.
pub(crate) type OpenIaEvent = ReplayedEvent<IaTournament>;

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
            .filter_map(|card| {
                let (cost, affiliation) = match &card {
                    IaCardId::Deployment(id) => {
                        let c = catalog.deployment_card(id)?;
                        // Only skirmish cards make an army («Construcción de ejércitos»).
                        if !c.modes.contains(&GameMode::Skirmish) {
                            return None;
                        }
                        (i32::from(c.cost), Some(c.affiliation))
                    }
                    IaCardId::Command(id) => (i32::from(catalog.command_card(id)?.cost), None),
                };
                Some(IaCardHit {
                    name: card_text_name(&catalog, &card),
                    card,
                    cost,
                    affiliation,
                })
            })
            .take(MAX_IA_CARD_HITS)
            .collect()
    }

    /// Reads an army list as a player pasted it and checks it («Construcción de ejércitos»).
    pub fn read_ia_army_text(&self, text: &str) -> ArmyCheck {
        let catalog = self.ia_catalog();
        let read = read_army_text(&catalog, text);
        let report = check_army(&catalog, &read.list);
        ArmyCheck {
            text: army_text(&catalog, &read.list),
            list: read.list,
            lines: read.lines,
            text_problems: read.problems,
            report,
        }
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
        }
    }

    /// Creates an Imperial Assault event: the engine checks the definition, which is recorded
    /// with the IA data pack and the language of its papers in a new journal.
    ///
    /// # Errors
    /// Every problem of the definition, a bad name, or a storage failure.
    pub fn create_ia_event(
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

    /// Creates an Imperial Assault event from what the setup screen sends
    /// ([`App::create_ia_event`] once the valid missions check).
    ///
    /// # Errors
    /// An empty or malformed mission pool, every problem of the definition, or a storage
    /// failure.
    pub fn create_ia_event_from_request(
        &self,
        request: IaEventRequest,
        language: Language,
    ) -> Result<IaEventView, AppError> {
        self.create_ia_event(request.definition()?, language)
    }

    /// An Imperial Assault event as the desk shows it.
    ///
    /// # Errors
    /// An unknown, damaged or AGL journal.
    pub fn get_ia_event(&self, id: &str) -> Result<IaEventView, AppError> {
        let id = journal_id(id)?;
        let mut state = self.lock_state();
        self.ia_event_view_in(&mut state, &id)
    }

    /// Applies one organizer action to an Imperial Assault event: the screen's `seq` is
    /// checked, the engine validates it, the journal records it (synced), and the answer is the
    /// event now. Round 1 of an event without a seed fixed in advance records a seed drawn now.
    ///
    /// # Errors
    /// The engine's refusal (with its clause), a stale screen, a read-only event, or a storage
    /// failure.
    pub fn apply_ia_event_action(
        &self,
        id: &str,
        seq: u32,
        action: IaAction,
    ) -> Result<IaEventView, AppError> {
        let id = journal_id(id)?;
        let mut state = self.lock_state();
        let now = self.now();
        let open = self.open_ia_event_in(&mut state, &id)?;
        check_writable(open.read_only.as_ref(), open.entry_count, seq)?;
        let tournament = open.tournament_mut()?;
        let action = match action {
            IaAction::PairNextRound { round, seed: None } => {
                match tournament.pair_action(|| self.random_u32()) {
                    next @ IaAction::PairNextRound { round: r, .. } if r == round => next,
                    _ => IaAction::PairNextRound { round, seed: None },
                }
            }
            action => action,
        };
        // A refused action changes nothing and is not recorded.
        tournament.apply(action.clone())?;
        let appended = crate::table_draft::append_entry(&mut state, &id, seq, now, &action);
        let open = state.after_append(State::ia_events, &id, appended)?;
        open.entry_count += 1;
        self.ia_event_view_in(&mut state, &id)
    }

    fn ia_event_view_in(&self, state: &mut State, id: &JournalId) -> Result<IaEventView, AppError> {
        let catalog = self.ia_catalog();
        let export_folder = self.exports_dir().join(id.as_str()).display().to_string();
        let open = self.open_ia_event_in(state, id)?;
        let in_use = ia_pack_ref(&catalog);
        Ok(IaEventView {
            id: id.as_str().to_owned(),
            title: open.title.clone(),
            seq: open.entry_count,
            read_only: open.read_only.clone(),
            pack_mismatch: (in_use != open.pack).then(|| PackMismatch {
                recorded: open.pack.clone(),
                in_use,
            }),
            snapshot: open.tournament.as_ref().map(IaTournament::snapshot),
            export_folder,
            language: open.language,
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
