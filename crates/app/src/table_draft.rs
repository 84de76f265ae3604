//! A draft at the table: a quick match (or an event table's game) played on one shared screen
//! or on players' own devices, from the setup through the guided draft, the secret steps and
//! decks, to the match sheet and its result.
//!
//! A draft lives in a journal of kind `Draft` ([`crate::journal::draft`]). It is replayed through
//! the draft engine when first opened and kept in memory; each move is validated by the engine,
//! appended (synced) and only then answered. What a caller gets back is always a seat's view or
//! the table's public view: the organizer's view, which holds both decks, is never produced here.

use crate::error::{count_u32, AppError, AppRefusal};
use crate::journal::draft::{TableDraftRecord, TableEntry, TableReport};
use crate::kernel::seat_codes::{self as codes, SeatKey};
use crate::kernel::state::State;
use crate::kernel::{append_entry, check_writable, unreadable_header};
use crate::{journal_id, App};
use hexadraft_catalog::{Product, Scenario, Sponsor, Stadium};
use hexadraft_draft::{
    check_deck, BySeat, ClockSettings, DeckChoice, DeckViolation, Draft, DraftAction, DraftFormat,
    DraftMove, DraftSetup, Mod, ModOption, ModSet, ModSetError, RulesetVersion, Seat, SetupProblem,
};
use hexadraft_storage::{
    DataPackRef, JournalHeader, JournalId, JournalKind, JsonText, NewJournal, Title,
};
use serde::{Deserialize, Serialize};
use std::collections::HashMap;

// ----- what callers send and see -------------------------------------------------------------

use crate::kernel::draft_journal::{
    entry_of, phone_reports_setting, read_draft, replay_draft, score, OpenDraft,
};
pub use crate::kernel::table::{
    DraftOrder, EventTableRef, GameRecord, GameResultInput, GameScoreInput, ResultField,
    ResultReports, SeatAtScreen, SwapName, TableDraft, TableViewer,
};
pub(crate) use crate::kernel::table_view::table_view;

/// One ruleset version and the Mods it lists.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct VersionChoice {
    /// The version.
    pub version: RulesetVersion,
    /// The Mods it lists.
    pub mods: Vec<Mod>,
}

/// What a quick match is set up from: versions, Sponsors, scenarios, stadiums and boxes.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct QuickMatchCatalog {
    /// The ruleset versions.
    pub versions: Vec<VersionChoice>,
    /// Every Sponsor (Basic and Special).
    pub sponsors: Vec<Sponsor>,
    /// The scenarios.
    pub scenarios: Vec<Scenario>,
    /// The AGL Circuit stadiums.
    pub stadiums: Vec<Stadium>,
    /// The boxes, for the lineup filter.
    pub products: Vec<Product>,
}

/// The Mods chosen so far, checked by the engine.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct ModsCheck {
    /// Every Mod of the version, and whether it may be toggled now.
    pub choices: Vec<ModOption>,
    /// What is wrong with the Mods chosen, if anything.
    pub problems: Vec<ModSetError>,
    /// The Starting Lineup size these Mods ask for; `None` while they do not combine.
    pub lineup_size: Option<u32>,
    /// The team size these Mods give; `None` while they do not combine.
    pub team_size: Option<u32>,
}

/// A saved table draft, for the list to resume from.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct TableDraftSummary {
    /// The journal id.
    pub id: String,
    /// The title.
    pub title: String,
    /// When it was last changed (seconds since 1970).
    pub updated_at: u32,
    /// Whether it is archived.
    pub archived: bool,
}

/// Whose seed a new draft's coin toss uses.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub enum SeedChoice {
    /// Draw a fresh seed now (a quick match).
    Draw,
    /// Keep the setup's seed (a pairing that fixed it).
    Keep,
}

fn title_for(setup: &DraftSetup) -> Result<Title, AppError> {
    let short = |name: &str| -> String { name.trim().chars().take(90).collect() };
    let text = format!(
        "{} vs {}",
        short(&setup.players.first.name),
        short(&setup.players.second.name)
    );
    Title::new(text.trim()).or_else(|_| Title::new("Quick match").map_err(AppError::from))
}

// ----- use cases -----------------------------------------------------------------------------

impl App {
    /// Makes sure the draft is replayed and current (another process may have appended), and
    /// gives it.
    pub(crate) fn open_draft_in<'s>(
        &self,
        state: &'s mut State,
        id: &JournalId,
    ) -> Result<&'s mut OpenDraft, AppError> {
        let catalog = self.catalog();
        state.current(
            State::drafts,
            id,
            |open| open.entry_count,
            |store| replay_draft(store, &catalog, id),
        )
    }

    /// Makes sure each draft of `ids` is replayed and current, all read from the store together
    /// (the desk's round of table drafts); gives the drafts that could not be, with why.
    pub(crate) fn open_drafts_in(
        &self,
        state: &mut State,
        ids: &[JournalId],
    ) -> Result<HashMap<JournalId, AppError>, AppError> {
        let catalog = self.catalog();
        state.make_all_current(
            State::drafts,
            ids,
            |open| open.entry_count,
            read_draft,
            |read| read.replay(&catalog),
        )
    }

    /// What a quick match is set up from: ruleset versions with their Mods, Sponsors,
    /// scenarios, stadiums and boxes of the catalog in use.
    pub fn quick_match_catalog(&self) -> QuickMatchCatalog {
        let catalog = self.catalog();
        QuickMatchCatalog {
            versions: RulesetVersion::ALL
                .into_iter()
                .map(|version| VersionChoice {
                    version,
                    mods: version.mods().to_vec(),
                })
                .collect(),
            sponsors: catalog.sponsors().to_vec(),
            scenarios: catalog.scenarios().to_vec(),
            stadiums: catalog.stadiums().to_vec(),
            products: catalog.products().to_vec(),
        }
    }

    /// Checks the chosen Mods, and says for each Mod of the version whether it may be added and,
    /// if not, why (AGL "Tournament Mods").
    pub fn check_mods(&self, version: RulesetVersion, mods: &[Mod]) -> ModsCheck {
        let (problems, lineup_size, team_size) = match ModSet::new(version, mods) {
            Ok(set) => (
                Vec::new(),
                Some(count_u32(set.lineup_size())),
                Some(count_u32(set.team_size())),
            ),
            Err(problems) => (problems, None, None),
        };
        ModsCheck {
            choices: ModSet::options(version, mods),
            problems,
            lineup_size,
            team_size,
        }
    }

    /// Every problem the engine finds in a setup (empty when the draft can start). The seed is
    /// not looked at.
    pub fn check_draft_setup(&self, setup: DraftSetup) -> Vec<SetupProblem> {
        match Draft::new(&self.catalog(), setup) {
            Ok(_) => Vec::new(),
            Err(error) => error.problems,
        }
    }

    /// Starts a draft: the engine checks the setup, which is recorded in a new journal with the
    /// data pack in use, and the answer is the table's view. `event` links the draft to an
    /// event's table, whose players are recorded by id.
    ///
    /// # Errors
    /// The setup's problems, an unknown event table, or a storage failure.
    pub fn create_draft(
        &self,
        setup: DraftSetup,
        seed: SeedChoice,
        event: Option<EventTableRef>,
    ) -> Result<TableDraft, AppError> {
        self.create_draft_with(setup, seed, event, None, None)
    }

    /// As [`App::create_draft`], in the organizer's `draft_format` (`None`: the official order)
    /// and with a pace clock when `clock` is set (docs/rulings.md, "Draft formats" and "The pace
    /// clock"). Both are recorded in the journal's header, so the draft and its expiries replay
    /// anywhere; the clock's turns run from the journal's creation. An event table's draft with
    /// no format or clock named takes the event's ([`App::event_table_drafts`]).
    ///
    /// # Errors
    /// As [`App::create_draft`], the format's problems under the setup's Mods, or
    /// [`hexadraft_draft::ClockRefusal::SettingsOutOfRange`].
    pub fn create_draft_with(
        &self,
        setup: DraftSetup,
        seed: SeedChoice,
        event: Option<EventTableRef>,
        draft_format: Option<DraftFormat>,
        clock: Option<ClockSettings>,
    ) -> Result<TableDraft, AppError> {
        let clock = clock.map(ClockSettings::check).transpose()?;
        let catalog = self.catalog();
        let mut setup = setup;
        if seed == SeedChoice::Draw {
            setup.seed = self.random_u32();
        }
        let record = TableDraftRecord {
            setup: setup.clone(),
            event: None,
            draft_format,
            clock: None,
        };
        // Checked before anything is written: a wrong setup leaves no journal behind.
        record.start_draft(&catalog)?;
        let mut state = self.lock_state();
        let link = match event {
            Some(table) => Some(self.event_table_link(&mut state, &table)?),
            None => None,
        };
        // An event table's draft takes the event's format and clock unless they are given
        // (docs/rulings.md, "Draft formats" and "The pace clock").
        let chosen = match &link {
            Some(link) => {
                Some(self.event_table_drafts_in(&mut state, &journal_id(&link.event_id)?)?)
            }
            None => None,
        };
        let (draft_format, clock) = match chosen {
            Some(chosen) => (
                record.draft_format.or(chosen.format),
                clock.or(chosen.clock),
            ),
            None => (record.draft_format, clock),
        };
        let record = TableDraftRecord {
            event: link,
            clock,
            draft_format,
            ..record
        };
        // The event's format was checked against its Mods when chosen; against this setup too.
        record.start_draft(&catalog)?;
        let id = self.fresh_journal_id("draft")?;
        let header = JournalHeader {
            ruleset_version: setup.version.as_str().to_owned(),
            data_pack: DataPackRef {
                id: catalog.info().id.to_string(),
                version: catalog.info().version.clone(),
            },
            seeds: JsonText::encode(&[setup.seed])?,
            setup: JsonText::encode(
                &record
                    .to_value()
                    .map_err(|e| AppError::from(unreadable_header(&id, e.to_string())))?,
            )?,
        };
        let store = state.store_mut()?;
        store.create_journal(&NewJournal {
            id: id.clone(),
            kind: JournalKind::Draft,
            title: title_for(&setup)?,
            header,
            created_at: self.now(),
        })?;
        if let Some(link) = &record.event {
            if let Some(index) = state.links.as_mut() {
                index.add(&id, link);
            }
        }
        let open = self.open_draft_in(&mut state, &id)?;
        Ok(table_view(
            &id,
            open,
            &catalog,
            TableViewer::Table,
            BySeat::from_fn(|_| SeatAtScreen::Open),
            self.now(),
        ))
    }

    /// A draft as `viewer` may see it. A seat protected by a code ([`App::set_seat_code`])
    /// opens only with its `code`; a seat played on its phone opens here only with its code,
    /// and not at all when it has none.
    ///
    /// # Errors
    /// [`AppRefusal::SeatCodeWrong`], [`AppRefusal::SeatOnPhone`], an unknown or damaged
    /// journal.
    pub fn open_draft(
        &self,
        id: &str,
        viewer: TableViewer,
        code: Option<&str>,
    ) -> Result<TableDraft, AppError> {
        self.open_draft_with(id, viewer, SeatKey::Code(code))
    }

    /// A draft as `seat` sees it on that seat's phone. The phone server calls this once it has
    /// checked the seat's token, which proves the seat as its code does (docs/rulings.md,
    /// "Codes at the shared screen"), so a protected seat opens without its code here. The
    /// seat is marked as played on its phone (docs/rulings.md, "A seat played on its phone").
    ///
    /// # Errors
    /// An unknown or damaged journal.
    pub fn open_draft_for_phone(&self, id: &str, seat: Seat) -> Result<TableDraft, AppError> {
        self.open_draft_with(id, TableViewer::Seat { seat }, SeatKey::PhoneToken(seat))
    }

    fn open_draft_with(
        &self,
        id: &str,
        viewer: TableViewer,
        key: SeatKey<'_>,
    ) -> Result<TableDraft, AppError> {
        let id = journal_id(id)?;
        let catalog = self.catalog();
        let mut state = self.lock_state();
        self.open_draft_in(&mut state, &id)?;
        codes::check_draft_call(&mut state, &id, viewer, None, key, self.now())?;
        let at_screen = codes::seats_at_screen(state.store_mut()?, &id)?;
        let open = self.open_draft_in(&mut state, &id)?;
        Ok(table_view(
            &id,
            open,
            &catalog,
            viewer,
            at_screen,
            self.now(),
        ))
    }

    /// Applies one move (or undo): the engine validates it, the journal records it (synced) and
    /// the answer is the new state as `viewer` sees it. `seq` is the screen's `seq`: a stale
    /// screen is refused. A secret lock gets a fresh random salt here. `code` opens a protected
    /// seat's view, and is needed for a protected seat's secret moves (a lock, naming the
    /// Accesstel target, an undo at a secret step) and for every move of a seat played on its
    /// phone, which without a code cannot be made here at all.
    ///
    /// # Errors
    /// [`AppRefusal::SeatCodeWrong`], [`AppRefusal::SeatOnPhone`], the engine's refusal (with its clause), a stale screen, a
    /// read-only journal, or a storage failure.
    pub fn apply_draft_move(
        &self,
        id: &str,
        seq: u32,
        mv: DraftMove,
        viewer: TableViewer,
        code: Option<&str>,
    ) -> Result<TableDraft, AppError> {
        self.apply_draft_move_with(id, seq, mv, viewer, SeatKey::Code(code))
    }

    /// Applies one move made on `seat`'s phone, answering with that seat's view. The phone
    /// server calls this once it has checked the seat's token: the token stands in for the
    /// seat's code, for that seat's own moves only (a secret move for the other seat still
    /// needs the other seat's code, and is refused).
    ///
    /// # Errors
    /// As [`App::apply_draft_move`].
    pub fn apply_draft_move_for_phone(
        &self,
        id: &str,
        seq: u32,
        mv: DraftMove,
        seat: Seat,
    ) -> Result<TableDraft, AppError> {
        self.apply_draft_move_with(
            id,
            seq,
            mv,
            TableViewer::Seat { seat },
            SeatKey::PhoneToken(seat),
        )
    }

    fn apply_draft_move_with(
        &self,
        id: &str,
        seq: u32,
        mv: DraftMove,
        viewer: TableViewer,
        key: SeatKey<'_>,
    ) -> Result<TableDraft, AppError> {
        let id = journal_id(id)?;
        let catalog = self.catalog();
        let mut state = self.lock_state();
        let public = self
            .open_draft_in(&mut state, &id)?
            .draft
            .step()
            .is_public();
        // The key first: a wrong one learns nothing of the rules' answer.
        codes::check_draft_call(
            &mut state,
            &id,
            viewer,
            Some((&mv, public)),
            key,
            self.now(),
        )?;
        let at_screen = codes::seats_at_screen(state.store_mut()?, &id)?;
        let action = DraftAction::from_move(mv, || self.fresh_salt());
        let open = self.open_draft_in(&mut state, &id)?;
        // The engine decides first, so a stale screen gets the rule's own words when it can.
        let mut next = open.draft.clone();
        let event = next.apply(action.clone())?;
        if let Some(clock) = &open.clock {
            clock.check_move(&action)?;
        }
        check_writable(open.read_only.as_ref(), open.entry_count, seq)?;
        // One instant for the entry and the clock, so the clock replays as it ran.
        let now = self.now();
        let appended = append_entry(
            &mut state,
            &id,
            seq,
            now,
            &TableEntry::Action(action.clone()),
        );
        let open = state.after_append(State::drafts, &id, appended)?;
        if let Some(clock) = open.clock.as_mut() {
            clock.after_move(&action, &next, now.unix_seconds());
        }
        open.draft = next;
        open.log.push(event);
        open.entry_count += 1;
        Ok(table_view(
            &id,
            open,
            &catalog,
            viewer,
            at_screen,
            self.now(),
        ))
    }

    /// Every problem the engine finds in a deck choice for the seat's final team (empty when the
    /// deck can be locked). Nothing is recorded.
    ///
    /// # Errors
    /// [`AppRefusal::TeamsNotFixed`] before the teams are fixed, or an unknown journal.
    pub fn check_deck_choice(
        &self,
        id: &str,
        seat: Seat,
        deck: &DeckChoice,
    ) -> Result<Vec<DeckViolation>, AppError> {
        let id = journal_id(id)?;
        let catalog = self.catalog();
        let mut state = self.lock_state();
        let open = self.open_draft_in(&mut state, &id)?;
        let draft = &open.draft;
        let team = draft
            .final_teams()
            .map(|teams| teams.get(seat).clone())
            .ok_or(AppRefusal::TeamsNotFixed)?;
        Ok(match check_deck(&catalog, draft.mods(), &team, deck) {
            Ok(_) => Vec::new(),
            Err(violations) => violations,
        })
    }

    /// The outcome and points a result would give, without recording it.
    ///
    /// # Errors
    /// The scoring's refusal (the draft not complete, impossible numbers, First Blood in v1.0).
    pub fn preview_game_result(
        &self,
        id: &str,
        result: GameResultInput,
    ) -> Result<GameRecord, AppError> {
        let id = journal_id(id)?;
        let mut state = self.lock_state();
        let open = self.open_draft_in(&mut state, &id)?;
        score(&open.draft, result)
    }

    /// Records the game's result (a later one corrects an earlier one) and answers with the
    /// table's view, which carries it.
    ///
    /// # Errors
    /// As [`App::preview_game_result`], or a stale screen, read-only journal or storage failure.
    pub fn record_game_result(
        &self,
        id: &str,
        seq: u32,
        result: GameResultInput,
    ) -> Result<TableDraft, AppError> {
        let id = journal_id(id)?;
        let catalog = self.catalog();
        let mut state = self.lock_state();
        self.open_draft_in(&mut state, &id)?;
        let at_screen = codes::seats_at_screen(state.store_mut()?, &id)?;
        let open = self.open_draft_in(&mut state, &id)?;
        let record = score(&open.draft, result)?;
        check_writable(open.read_only.as_ref(), open.entry_count, seq)?;
        let appended = append_entry(
            &mut state,
            &id,
            seq,
            self.now(),
            &TableEntry::Game(entry_of(result)),
        );
        let open = state.after_append(State::drafts, &id, appended)?;
        open.game = Some(record);
        // The table's entry settles the game: reports still waiting no longer count.
        open.reports = BySeat::from_fn(|_| None);
        open.entry_count += 1;
        Ok(table_view(
            &id,
            open,
            &catalog,
            TableViewer::Table,
            at_screen,
            self.now(),
        ))
    }

    /// One seat's report of the game's result from its phone (docs/rulings.md, "Results
    /// reported from the phones"); the phone server calls it once the seat's token has proved
    /// the seat. When it agrees with the rival's latest report, the result is recorded as if
    /// entered at the table (one game entry); otherwise the report is journalled (replacing the
    /// seat's earlier one) and the view shows where the two differ. The answer is the seat's
    /// view.
    ///
    /// # Errors
    /// [`AppRefusal::PhoneReportsOff`] when the organizer switched reports off; as
    /// [`App::preview_game_result`]; [`AppRefusal::GameAlreadyRecorded`] once the game is
    /// recorded; a read-only journal or a storage failure.
    pub fn report_game_result_from_phone(
        &self,
        id: &str,
        seat: Seat,
        result: GameResultInput,
    ) -> Result<TableDraft, AppError> {
        let id = journal_id(id)?;
        let catalog = self.catalog();
        let mut state = self.lock_state();
        self.open_draft_in(&mut state, &id)?;
        // The token proved the seat: it is played on its phone from now on.
        codes::mark_on_phone(state.store_mut()?, &id, seat)?;
        let at_screen = codes::seats_at_screen(state.store_mut()?, &id)?;
        let open = self.open_draft_in(&mut state, &id)?;
        if !open.phone_reports {
            return Err(AppRefusal::PhoneReportsOff.into());
        }
        let record = score(&open.draft, result)?;
        if open.game.is_some() {
            return Err(AppRefusal::GameAlreadyRecorded.into());
        }
        // A report depends on no screen, only on the draft being complete: it is appended
        // after whatever is latest, so the two phones never refuse each other as stale.
        let seen = open.entry_count;
        check_writable(open.read_only.as_ref(), seen, seen)?;
        let agreed = *open.reports.get(seat.other()) == Some(result);
        let entry = if agreed {
            TableEntry::Game(entry_of(result))
        } else {
            TableEntry::Report(TableReport {
                seat,
                result: entry_of(result),
            })
        };
        let appended = append_entry(&mut state, &id, seen, self.now(), &entry);
        let open = state.after_append(State::drafts, &id, appended)?;
        if agreed {
            open.game = Some(record);
            open.reports = BySeat::from_fn(|_| None);
        } else {
            *open.reports.get_mut(seat) = Some(result);
        }
        open.entry_count += 1;
        Ok(table_view(
            &id,
            open,
            &catalog,
            TableViewer::Seat { seat },
            at_screen,
            self.now(),
        ))
    }

    /// Lets the players of a draft report its result from their phones, or stops them
    /// (docs/rulings.md, "Results reported from the phones"); reports already given stay
    /// shown. Answers with the table's view.
    ///
    /// # Errors
    /// An unknown or damaged journal, or a storage failure.
    pub fn set_phone_reports(&self, id: &str, allowed: bool) -> Result<TableDraft, AppError> {
        let id = journal_id(id)?;
        let catalog = self.catalog();
        let mut state = self.lock_state();
        self.open_draft_in(&mut state, &id)?;
        let store = state.store_mut()?;
        let key = phone_reports_setting(&id);
        if allowed {
            store.remove_setting(&key)?;
        } else {
            store.set_setting(&key, "off")?;
        }
        let at_screen = codes::seats_at_screen(state.store_mut()?, &id)?;
        let open = self.open_draft_in(&mut state, &id)?;
        open.phone_reports = allowed;
        Ok(table_view(
            &id,
            open,
            &catalog,
            TableViewer::Table,
            at_screen,
            self.now(),
        ))
    }

    /// The saved table drafts, newest first, to resume one.
    ///
    /// # Errors
    /// A storage failure.
    pub fn list_table_drafts(&self) -> Result<Vec<TableDraftSummary>, AppError> {
        let mut state = self.lock_state();
        let mut drafts: Vec<TableDraftSummary> = state
            .store_mut()?
            .list_journals()?
            .into_iter()
            .filter(|j| j.kind == JournalKind::Draft)
            .map(|j| TableDraftSummary {
                id: j.id.as_str().to_owned(),
                title: j.title.as_str().to_owned(),
                updated_at: j.updated_at.unix_seconds(),
                archived: j.archived,
            })
            .collect();
        drafts.sort_by(|a, b| b.updated_at.cmp(&a.updated_at).then(b.id.cmp(&a.id)));
        Ok(drafts)
    }
}
