//! The event's paper: control sheets, match slips, pairings and standings lists.

use crate::layout::{wrap, Align, Column, Composer, BODY, MARGIN, SMALL};
use crate::pdf::{fit_text, text_width, Font, PaperSize, PdfFile};
use crate::words::{fill, Language, Words};
use hexadraft_catalog::text::fold;
use hexadraft_catalog::{Catalog, CharacterId};
use hexadraft_draft::{DeckCard, DraftResult};
use hexadraft_event::{
    BySeat, Placement, Player, PlayerId, Round, ScenarioChoice, Seat, Tiebreak, Tournament,
};
use serde::Serialize;

/// What one table's draft recorded for its game: both teams and both decks' character Tactics,
/// by the event table's seats.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TablePlay {
    /// The round.
    pub round: u32,
    /// The table.
    pub table: u32,
    /// The final teams.
    pub teams: BySeat<Vec<CharacterId>>,
    /// The character Tactics of each deck (the 10 General Tactics are in every deck).
    pub tactics: BySeat<Vec<DeckCard>>,
}

impl TablePlay {
    /// The play recorded by a table's draft result. The draft of an event table seats the
    /// table's first seat first (see `Tournament::table_draft_setup` in hexadraft-event).
    pub fn from_draft(round: u32, table: u32, result: &DraftResult) -> TablePlay {
        TablePlay {
            round,
            table,
            teams: BySeat {
                first: result.teams.first.clone(),
                second: result.teams.second.clone(),
            },
            tactics: BySeat {
                first: result.decks.first.deck.character_tactics.clone(),
                second: result.decks.second.deck.character_tactics.clone(),
            },
        }
    }
}

/// Rows sorted by their first cell, alphabetically as people look names up: "Łukasz" under L
/// (the catalog's folding), not after "Z" where its first letter's code puts it.
pub(crate) fn sort_by_name(rows: &mut [Vec<String>]) {
    rows.sort_by_cached_key(|row| {
        row.first()
            .map(|n| (fold(n), n.to_lowercase()))
            .unwrap_or_default()
    });
}

/// Why a document cannot be made.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, thiserror::Error)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum PaperError {
    /// The round is not paired.
    #[error(
        "round {round} is not paired yet ({paired} round(s) paired), so it has no tables to print"
    )]
    RoundNotPaired {
        /// The round asked for.
        round: u32,
        /// Rounds paired so far.
        paired: u32,
    },
    /// The Imperial Assault event has no cut yet (or none at all).
    #[error("the cut is not made yet, so there is no bracket to print")]
    NoCut,
    /// No such player.
    #[error("there is no {player} in this event")]
    UnknownPlayer {
        /// The number given.
        player: PlayerId,
    },
}

/// An event's paper, in one language. Its documents are on A4 pages; [`EventPaper::on`] gives
/// them on another paper size.
#[derive(Debug, Clone, Copy)]
pub struct EventPaper<'a> {
    /// The event.
    pub event: &'a Tournament,
    /// The catalog the names come from.
    pub catalog: &'a Catalog,
    /// What the table drafts recorded (teams and Tactics), where the draft was run in the app.
    pub plays: &'a [TablePlay],
    /// The language printed.
    pub language: Language,
}

/// An event's paper on one paper size: [`EventPaper::on`].
#[derive(Debug, Clone, Copy)]
pub struct SizedPaper<'a> {
    paper: EventPaper<'a>,
    size: PaperSize,
}

impl SizedPaper<'_> {
    /// The paper size.
    pub fn size(&self) -> PaperSize {
        self.size
    }

    /// Every player's control sheet, one player per page (more for long events), in
    /// registration order.
    pub fn control_sheets(&self) -> PdfFile {
        self.paper.control_sheets_on(self.size)
    }

    /// One player's control sheet.
    ///
    /// # Errors
    /// [`PaperError::UnknownPlayer`].
    pub fn control_sheet(&self, player: PlayerId) -> Result<PdfFile, PaperError> {
        self.paper.control_sheet_on(self.size, player)
    }

    /// A slip for every table of `round`, three to a page with cutting lines.
    ///
    /// # Errors
    /// [`PaperError::RoundNotPaired`].
    pub fn match_slips(&self, round: u32) -> Result<PdfFile, PaperError> {
        self.paper.match_slips_on(self.size, round)
    }

    /// The pairings of `round`, by table and by name.
    ///
    /// # Errors
    /// [`PaperError::RoundNotPaired`].
    pub fn pairings(&self, round: u32) -> Result<PdfFile, PaperError> {
        self.paper.pairings_on(self.size, round)
    }

    /// The standings now (final once the event is finished).
    pub fn standings(&self) -> PdfFile {
        self.paper.standings_on(self.size)
    }
}

impl<'a> EventPaper<'a> {
    /// The same documents on `size` pages: `paper.on(PaperSize::Letter).standings()`.
    pub fn on(self, size: PaperSize) -> SizedPaper<'a> {
        SizedPaper { paper: self, size }
    }

    fn words(&self) -> &'static Words {
        self.language.words()
    }

    fn composer(&self, size: PaperSize, document: &str) -> Composer {
        let language = self.language;
        let footer = format!("{} · {}", self.event.definition().name, document);
        Composer::new(size, footer, move |n, total| {
            fill(
                language.words().page_of,
                &[("n", n.to_string()), ("total", total.to_string())],
            )
        })
    }

    fn player_name(&self, id: PlayerId) -> String {
        self.event
            .player(id)
            .map_or_else(|| id.to_string(), |p| p.name.clone())
    }

    fn character_name(&self, id: &CharacterId) -> String {
        self.catalog
            .character(id)
            .map_or_else(|| id.to_string(), |c| c.name.clone())
    }

    fn scenario_name(&self, scenario: &ScenarioChoice) -> String {
        match scenario {
            ScenarioChoice::Official { id } => self
                .catalog
                .scenario(id)
                .and_then(|s| {
                    let names = &s.names;
                    match self.language {
                        Language::En => names.en.clone(),
                        Language::Es => names.es.clone().or_else(|| names.en.clone()),
                        Language::Fr => names.fr.clone().or_else(|| names.en.clone()),
                    }
                    .or_else(|| names.en.clone())
                    .or_else(|| names.es.clone())
                })
                .unwrap_or_else(|| id.to_string()),
            ScenarioChoice::Homemade { name } => format!("{name} ({})", self.words().homemade),
        }
    }

    /// A Tactic as printed on a sheet beside its character: its name and card number, where
    /// the catalog knows them, else its position on the character.
    fn tactic_only(&self, card: &DeckCard) -> String {
        match (&card.name, card.number) {
            (Some(name), Some(number)) => format!("{name} ({number})"),
            (Some(name), None) => name.clone(),
            (None, Some(number)) => number.to_string(),
            (None, None) => format!("#{}", card.slot.index() + 1),
        }
    }

    fn points_label(&self) -> &'static str {
        if self.event.definition().format.is_league() {
            self.words().league_points
        } else {
            self.words().tournament_points
        }
    }

    fn has_first_blood(&self) -> bool {
        self.event.definition().ruleset.has_first_blood()
    }

    fn round_label(&self, n: u32) -> String {
        fill(self.words().round, &[("n", n.to_string())])
    }

    /// One line saying what the event is: rules, format, Mods, event type and stadium.
    fn event_line(&self) -> String {
        let w = self.words();
        let definition = self.event.definition();
        let mods: Vec<String> = self
            .event
            .mods()
            .mods()
            .iter()
            .map(ToString::to_string)
            .collect();
        let mut line = format!(
            "{} · {} · {}{c}{} · {}{c}{} (K {})",
            self.language.ruleset_name(definition.ruleset),
            self.language.format_name(definition.format),
            w.mods,
            if mods.is_empty() {
                w.none.to_owned()
            } else {
                mods.join(", ")
            },
            w.event_type,
            definition.event_type,
            definition.event_type.k_factor(),
            c = w.colon
        );
        if let Some(stadium) = &definition.stadium {
            let name = self
                .catalog
                .stadium(stadium)
                .map_or_else(|| stadium.to_string(), |s| s.name.clone());
            line.push_str(&format!(" · {}{}{name}", w.stadium, w.colon));
        }
        line
    }

    fn play_of(&self, round: u32, table: u32) -> Option<&TablePlay> {
        self.plays
            .iter()
            .find(|p| p.round == round && p.table == table)
    }

    // ------------------------------------------------------------------ control sheets

    /// Every player's control sheet, one player per page (more for long events), in
    /// registration order, on A4.
    pub fn control_sheets(&self) -> PdfFile {
        self.control_sheets_on(PaperSize::A4)
    }

    fn control_sheets_on(&self, size: PaperSize) -> PdfFile {
        let title = self.control_sheet_title();
        let mut composer = self.composer(size, title);
        let scenarios = self.event.snapshot().scenarios;
        for player in self.event.players() {
            composer.new_page();
            self.control_sheet_into(&mut composer, player, &scenarios);
        }
        composer.finish(&format!("{} · {title}", self.event.definition().name))
    }

    /// One player's control sheet, on A4.
    ///
    /// # Errors
    /// [`PaperError::UnknownPlayer`].
    pub fn control_sheet(&self, player: PlayerId) -> Result<PdfFile, PaperError> {
        self.control_sheet_on(PaperSize::A4, player)
    }

    fn control_sheet_on(&self, size: PaperSize, player: PlayerId) -> Result<PdfFile, PaperError> {
        let p = self
            .event
            .player(player)
            .ok_or(PaperError::UnknownPlayer { player })?;
        let title = self.control_sheet_title();
        let mut composer = self.composer(size, title);
        let scenarios = self.event.snapshot().scenarios;
        self.control_sheet_into(&mut composer, p, &scenarios);
        Ok(composer.finish(&format!(
            "{} · {} · {title}",
            self.event.definition().name,
            p.name
        )))
    }

    fn control_sheet_title(&self) -> &'static str {
        // AGL v1.0, "Tournament Control Sheet" / "League Control Sheet".
        if self.event.definition().format.is_league() {
            self.words().league_control_sheet
        } else {
            self.words().tournament_control_sheet
        }
    }

    /// AGL v1.0, Standard Tournament, "Tournament Control Sheet": name, Corvus PIN, Sponsor and
    /// starting Characters; then each round's score, Characters and Tactics Deck.
    fn control_sheet_into(
        &self,
        c: &mut Composer,
        player: &Player,
        scenarios: &[Option<ScenarioChoice>],
    ) {
        let w = self.words();
        c.title(self.control_sheet_title(), &self.event.definition().name);
        c.line(&self.event_line(), Font::Regular, SMALL);
        c.advance(4.0);
        let sponsor = player
            .sponsor
            .as_ref()
            .map(|id| {
                self.catalog
                    .sponsor(id)
                    .map_or_else(|| id.to_string(), |s| s.name.clone())
            })
            .unwrap_or_default();
        let name = (w.name, player.name.clone());
        let pin = (w.corvus_pin, player.corvus_pin.clone());
        let sponsor = (w.sponsor, sponsor);
        // A name too long for a third of the line gets the whole line.
        let name_width = text_width(&format!("{}{}", w.name, w.colon), Font::Bold, BODY)
            + text_width(&player.name, Font::Regular, BODY)
            + 6.0;
        if name_width <= c.content_width() / 3.0 {
            fields_row(c, w.colon, &[name, pin, sponsor], 10.0);
        } else {
            fields_row(c, w.colon, &[name], 4.0);
            fields_row(c, w.colon, &[pin, sponsor], 10.0);
        }
        let size = self.event.mods().lineup_size();
        let lineup: Vec<String> = match &player.lineup {
            Some(lineup) => lineup
                .characters()
                .iter()
                .enumerate()
                .map(|(i, id)| format!("{}. {}", i + 1, self.character_name(id)))
                .collect(),
            None => (1..=size).map(|i| format!("{i}.")).collect(),
        };
        boxes(c, w.starting_lineup, &lineup, 4);
        for round in 1..=self.event.rounds_of_event() {
            let planned = scenarios.get(round as usize - 1).cloned().flatten();
            self.control_sheet_round(c, player, round, planned);
        }
    }

    fn control_sheet_round(
        &self,
        c: &mut Composer,
        player: &Player,
        number: u32,
        planned: Option<ScenarioChoice>,
    ) {
        let w = self.words();
        let team_size = self.event.mods().team_size();
        // Heading, table line, team grid, note, score table, signature.
        let trim = c.row_trim();
        let block = 24.0
            + 14.0
            + (14.0 + (17.0 - trim) * team_size as f32)
            + 12.0
            + (57.0 - 3.0 * trim)
            + 12.0;
        c.ensure(block);
        let round = self.event.round(number);
        let scenario = round.map(|r| r.scenario.clone()).or(planned);
        let mut heading = self.round_label(number);
        if let Some(s) = &scenario {
            heading.push_str(&format!(
                " · {}{}{}",
                w.scenario,
                w.colon,
                self.scenario_name(s)
            ));
        }
        c.heading(&heading);
        let seat = round.and_then(|r| r.placement_of(player.id).map(|s| (r, s)));
        // One row per team member: the character and its Tactics in the deck.
        let mut team_rows = vec![vec![String::new(); 3]; team_size];
        let mut score_rows = vec![
            vec![
                w.me.to_owned(),
                String::new(),
                String::new(),
                String::new(),
                String::new(),
                String::new(),
            ],
            vec![
                w.opponent.to_owned(),
                String::new(),
                String::new(),
                String::new(),
                String::new(),
                String::new(),
            ],
        ];
        match seat {
            None if round.is_none() => {
                c.line(
                    &format!(
                        "{}{c}______   {}{c}____________________",
                        w.table,
                        w.opponent,
                        c = w.colon
                    ),
                    Font::Regular,
                    BODY,
                );
            }
            None => {
                // Registered later, or dropped before this round: nothing to write.
                c.line("—", Font::Regular, BODY);
                return;
            }
            Some((_, Placement::Bye)) => {
                // "When players take a bye, they must make a note of it in their ... Control
                // Sheet."
                let award = self.event.policy().bye_award();
                c.line(
                    &format!(
                        "{} · {}",
                        w.bye,
                        fill(w.bye_note, &[("points", award.points.to_string())])
                    ),
                    Font::Bold,
                    BODY,
                );
                return;
            }
            Some((r, Placement::Table { table, seat: side })) => {
                let Some(t) = r.table(table) else { return };
                let opponent = *t.players.get(side.other());
                let opponent_pin = self
                    .event
                    .player(opponent)
                    .map(|p| p.corvus_pin.clone())
                    .unwrap_or_default();
                c.line_pair(
                    &format!("{}{}{table}", w.table, w.colon),
                    &format!(
                        "{}{}{} ({opponent_pin})",
                        w.opponent,
                        w.colon,
                        self.player_name(opponent)
                    ),
                    Font::Regular,
                    BODY,
                );
                if let Some(play) = self.play_of(number, table) {
                    for (row, id) in team_rows.iter_mut().zip(play.teams.get(side)) {
                        let mut cells = vec![self.character_name(id)];
                        cells.extend(
                            play.tactics
                                .get(side)
                                .iter()
                                .filter(|card| &card.character == id)
                                .map(|card| self.tactic_only(card)),
                        );
                        cells.resize(3, String::new());
                        *row = cells;
                    }
                }
                if let Some(result) = &t.result {
                    for (row, s) in score_rows.iter_mut().zip([side, side.other()]) {
                        let score = result.scores.get(s);
                        row[1] = score.victory_points().to_string();
                        row[2] = score.frags().to_string();
                        row[3] = if result.first_blood == Some(s) {
                            "X".to_owned()
                        } else {
                            String::new()
                        };
                        row[4] = self
                            .language
                            .outcome(*result.decision.outcomes.get(s))
                            .to_owned();
                        row[5] = result.points.get(s).to_string();
                    }
                }
            }
        }
        grid(c, &[(w.team, 1.0), (w.tactics, 1.4), ("", 1.4)], &team_rows);
        c.line(w.general_tactics_note, Font::Regular, SMALL);
        let mut columns = vec![
            Column::new("", 2.0, Align::Left),
            Column::new(w.victory_points, 2.0, Align::Centre),
            Column::new(w.frags, 1.2, Align::Centre),
        ];
        let mut rows = score_rows;
        if self.has_first_blood() {
            columns.push(Column::new(w.first_blood, 1.6, Align::Centre));
        } else {
            for row in &mut rows {
                row.remove(3);
            }
        }
        columns.push(Column::new(w.outcome, 2.0, Align::Centre));
        columns.push(Column::new(self.points_label(), 2.0, Align::Centre));
        c.table(&columns, &rows);
        c.line(
            &format!(
                "{} ({}){}______________________",
                w.signature, w.opponent, w.colon
            ),
            Font::Regular,
            SMALL,
        );
    }

    // ------------------------------------------------------------------ match slips

    /// A slip for every table of `round`, three to an A4 page with cutting lines: both
    /// players' names and PINs and boxes for the score.
    ///
    /// # Errors
    /// [`PaperError::RoundNotPaired`].
    pub fn match_slips(&self, round: u32) -> Result<PdfFile, PaperError> {
        self.match_slips_on(PaperSize::A4, round)
    }

    fn match_slips_on(&self, size: PaperSize, round: u32) -> Result<PdfFile, PaperError> {
        let r = self.paired_round(round)?;
        let w = self.words();
        let mut composer = self.composer(size, w.match_slip);
        // Three slips to a page: 236 points each on A4, a third of the shorter Letter page.
        let slip_height = f32::min(236.0, (composer.bottom() - composer.top_margin()) / 3.0);
        let content_width = composer.content_width();
        for (i, table) in r.tables.iter().enumerate() {
            if i > 0 && i % 3 == 0 {
                composer.new_page();
            }
            let top = composer.y();
            self.slip(&mut composer, r, table.number);
            composer.advance((top + slip_height - composer.y()).max(0.0));
            if i % 3 != 2 && i + 1 < r.tables.len() {
                let y = composer.y() - 10.0;
                composer
                    .page()
                    .dashed_line(MARGIN - 20.0, y, MARGIN + content_width + 20.0);
            }
        }
        Ok(composer.finish(&format!(
            "{} · {} · {}",
            self.event.definition().name,
            w.match_slip,
            self.round_label(round)
        )))
    }

    fn slip(&self, c: &mut Composer, round: &Round, table: u32) {
        let w = self.words();
        let Some(t) = round.table(table) else { return };
        c.title(
            &format!("{} · {} {table}", self.round_label(round.number), w.table),
            &self.event.definition().name,
        );
        c.line(
            &format!(
                "{}{}{}",
                w.scenario,
                w.colon,
                self.scenario_name(&round.scenario)
            ),
            Font::Regular,
            BODY,
        );
        let players = t.players;
        let name = |side: Seat| self.player_name(*players.get(side));
        let pin = |side: Seat| {
            self.event
                .player(*players.get(side))
                .map(|p| p.corvus_pin.clone())
                .unwrap_or_default()
        };
        let result = t.result.as_ref();
        let value = |f: &dyn Fn(Seat) -> String| [f(Seat::First), f(Seat::Second)];
        let mut rows: Vec<(String, [String; 2])> = vec![
            (w.player.to_owned(), value(&name)),
            (w.corvus_pin.to_owned(), value(&pin)),
            (
                w.victory_points.to_owned(),
                value(&|s| {
                    result.map_or(String::new(), |r| {
                        r.scores.get(s).victory_points().to_string()
                    })
                }),
            ),
            (
                w.frags.to_owned(),
                value(&|s| result.map_or(String::new(), |r| r.scores.get(s).frags().to_string())),
            ),
        ];
        if self.has_first_blood() {
            rows.push((
                w.first_blood.to_owned(),
                value(&|s| {
                    result.map_or(String::new(), |r| {
                        if r.first_blood == Some(s) {
                            "X".to_owned()
                        } else {
                            String::new()
                        }
                    })
                }),
            ));
        }
        rows.push((
            w.outcome.to_owned(),
            value(&|s| {
                result.map_or(String::new(), |r| {
                    self.language
                        .outcome(*r.decision.outcomes.get(s))
                        .to_owned()
                })
            }),
        ));
        rows.push((w.signature.to_owned(), [String::new(), String::new()]));
        c.slip_rows(&rows);
    }

    // ------------------------------------------------------------------ pairings

    fn paired_round(&self, round: u32) -> Result<&Round, PaperError> {
        self.event.round(round).ok_or(PaperError::RoundNotPaired {
            round,
            paired: self.event.rounds().len() as u32,
        })
    }

    /// The pairings of `round`: each table with its players and why they meet, the bye, then
    /// every player by name with their table.
    ///
    /// # Errors
    /// [`PaperError::RoundNotPaired`].
    pub fn pairings(&self, round: u32) -> Result<PdfFile, PaperError> {
        self.pairings_on(PaperSize::A4, round)
    }

    fn pairings_on(&self, size: PaperSize, round: u32) -> Result<PdfFile, PaperError> {
        let r = self.paired_round(round)?;
        let w = self.words();
        let mut c = self.composer(size, w.pairings);
        c.title(
            &format!("{} · {}", w.pairings, self.round_label(round)),
            &self.event.definition().name,
        );
        c.field(
            &format!("{}{}", w.scenario, w.colon),
            &self.scenario_name(&r.scenario),
        );
        c.line(&self.event_line(), Font::Regular, SMALL);
        c.heading(w.by_table);
        let name = |id: PlayerId| self.player_name(id);
        let pin = |id: PlayerId| {
            self.event
                .player(id)
                .map(|p| p.corvus_pin.clone())
                .unwrap_or_default()
        };
        let columns = [
            Column::new(w.table, 1.0, Align::Centre),
            Column::new(w.player, 3.0, Align::Left),
            Column::new(w.corvus_pin, 1.6, Align::Left),
            Column::new(w.player, 3.0, Align::Left),
            Column::new(w.corvus_pin, 1.6, Align::Left),
            Column::new(w.why, 4.6, Align::Left),
        ];
        let mut rows: Vec<Vec<String>> = r
            .tables
            .iter()
            .map(|t| {
                let mut why = self.language.pairing_reason(&t.reason, &name);
                for warning in &t.warnings {
                    why = format!("! {} · {why}", self.language.warning(warning, &name));
                }
                vec![
                    t.number.to_string(),
                    name(t.players.first),
                    pin(t.players.first),
                    name(t.players.second),
                    pin(t.players.second),
                    why,
                ]
            })
            .collect();
        if let Some(bye) = &r.bye {
            let mut why = self.language.bye_reason(&bye.reason, &name);
            for warning in &bye.warnings {
                why = format!("! {} · {why}", self.language.warning(warning, &name));
            }
            rows.push(vec![
                w.bye.to_owned(),
                name(bye.player),
                pin(bye.player),
                String::new(),
                String::new(),
                why,
            ]);
        }
        c.table(&columns, &rows);
        // A list by name, for players looking for their table.
        c.heading(w.by_name);
        let mut by_name: Vec<Vec<String>> = Vec::new();
        for t in &r.tables {
            for side in [Seat::First, Seat::Second] {
                let me = *t.players.get(side);
                let opponent = *t.players.get(side.other());
                by_name.push(vec![
                    name(me),
                    pin(me),
                    t.number.to_string(),
                    name(opponent),
                ]);
            }
        }
        if let Some(bye) = &r.bye {
            by_name.push(vec![
                name(bye.player),
                pin(bye.player),
                w.bye.to_owned(),
                String::new(),
            ]);
        }
        sort_by_name(&mut by_name);
        c.table(
            &[
                Column::new(w.player, 3.0, Align::Left),
                Column::new(w.corvus_pin, 1.6, Align::Left),
                Column::new(w.table, 1.0, Align::Centre),
                Column::new(w.opponent, 3.0, Align::Left),
            ],
            &by_name,
        );
        Ok(c.finish(&format!(
            "{} · {} · {}",
            self.event.definition().name,
            w.pairings,
            self.round_label(round)
        )))
    }

    // ------------------------------------------------------------------ standings

    /// The standings now (final once the event is finished): every tiebreak value, each
    /// player's record and what decided each place, with the bye scaling spelled out. On A4.
    pub fn standings(&self) -> PdfFile {
        self.standings_on(PaperSize::A4)
    }

    fn standings_on(&self, size: PaperSize) -> PdfFile {
        let w = self.words();
        let standings = self.event.standings();
        let title = if standings.is_final {
            w.final_standings.to_owned()
        } else {
            format!(
                "{} · {}",
                w.standings,
                fill(w.after_round, &[("n", self.completed_rounds().to_string())])
            )
        };
        let mut c = self.composer(size, w.standings);
        c.title(&title, &self.event.definition().name);
        c.line(&self.event_line(), Font::Regular, SMALL);
        c.advance(6.0);
        let mut columns = vec![
            Column::new(w.place, 0.6, Align::Right),
            Column::new(w.player, 3.4, Align::Left),
            Column::new(w.corvus_pin, 1.6, Align::Left),
            Column::new(w.points_short, 0.8, Align::Right),
        ];
        for tiebreak in &standings.tiebreaks {
            columns.push(Column::new(
                self.language.tiebreak_short(*tiebreak),
                if matches!(tiebreak, Tiebreak::Frags | Tiebreak::VictoryPoints) {
                    0.8
                } else {
                    1.2
                },
                Align::Right,
            ));
        }
        columns.push(Column::new(w.record_short, 1.6, Align::Centre));
        columns.push(Column::new(w.decided_by, 4.2, Align::Left));
        let mut notes = Vec::new();
        let rows: Vec<Vec<String>> = standings
            .rows
            .iter()
            .enumerate()
            .map(|(index, row)| {
                let above = index.checked_sub(1).and_then(|i| standings.rows.get(i));
                let pin = self
                    .event
                    .player(row.player)
                    .map(|p| p.corvus_pin.clone())
                    .unwrap_or_default();
                let mut name = row.name.clone();
                if row.dropped {
                    name = format!("{name} ({})", w.dropped);
                }
                if let Some(s) = row.bye_scaling {
                    name.push_str(" *");
                    notes.push(fill(
                        w.scaled_note,
                        &[
                            ("name", row.name.clone()),
                            ("earned", s.earned_victory_points.to_string()),
                            ("rounds", s.rounds.to_string()),
                            ("played", s.played.to_string()),
                            ("scaled", row.victory_points.to_string()),
                            ("earned_frags", s.earned_frags.to_string()),
                            ("scaled_frags", row.frags.to_string()),
                        ],
                    ));
                }
                let mut cells = vec![row.place.to_string(), name, pin, row.points.to_string()];
                for tiebreak in &standings.tiebreaks {
                    cells.push(
                        match tiebreak {
                            Tiebreak::VictoryPoints => row.victory_points,
                            Tiebreak::Frags => row.frags,
                            Tiebreak::OpponentsVictoryPoints => row.opponents_victory_points,
                            Tiebreak::OpponentsPoints => row.opponents_points,
                        }
                        .to_string(),
                    );
                }
                let r = row.record;
                cells.push(format!(
                    "{}-{}-{}-{}",
                    r.total_victories + r.victories,
                    r.ties,
                    r.defeats,
                    r.byes
                ));
                cells.push(self.language.separated_sentence(row, above));
                cells
            })
            .collect();
        c.table(&columns, &rows);
        for note in notes {
            c.paragraph(&format!("* {note}"), Font::Regular, SMALL);
        }
        c.finish(&format!("{} · {title}", self.event.definition().name))
    }

    /// Rounds whose results are all in.
    fn completed_rounds(&self) -> u32 {
        self.event
            .rounds()
            .iter()
            .filter(|r| r.tables.iter().all(|t| t.result.is_some()))
            .map(|r| r.number)
            .max()
            .unwrap_or(0)
    }
}

/// Up to three "label: value" pairs side by side, then `gap` points; a value too long for its
/// share of the width wraps under itself.
fn fields_row(c: &mut Composer, colon: &str, fields: &[(&str, String)], gap: f32) {
    let width = c.content_width() / fields.len().max(1) as f32;
    let cells: Vec<(String, f32, Vec<String>)> = fields
        .iter()
        .map(|(label, value)| {
            let label = format!("{label}{colon}");
            let label_width = text_width(&label, Font::Bold, BODY);
            let lines = if value.is_empty() {
                vec!["________________".to_owned()]
            } else {
                wrap(value, Font::Regular, BODY, width - label_width - 6.0)
            };
            (label, label_width, lines)
        })
        .collect();
    let extra_lines = cells
        .iter()
        .map(|(_, _, lines)| lines.len().saturating_sub(1))
        .max()
        .unwrap_or(0);
    let line_gap = BODY + 2.0;
    let height = BODY + gap + line_gap * extra_lines as f32;
    c.ensure(height);
    let top = c.y() + BODY + 2.0;
    for (i, (label, label_width, lines)) in cells.iter().enumerate() {
        let x = MARGIN + i as f32 * width;
        c.page().text(x, top, BODY, Font::Bold, label);
        for (k, line) in lines.iter().enumerate() {
            c.page().text(
                x + label_width,
                top + k as f32 * line_gap,
                BODY,
                Font::Regular,
                line,
            );
        }
    }
    c.advance(height);
}

/// A grid of boxes to read or write in: a small bold header over each column, then one box per
/// cell.
fn grid(c: &mut Composer, columns: &[(&str, f32)], rows: &[Vec<String>]) {
    let height = 17.0 - c.row_trim();
    c.ensure(12.0 + height * rows.len() as f32);
    let total: f32 = columns
        .iter()
        .map(|(_, w)| w)
        .sum::<f32>()
        .max(f32::EPSILON);
    let widths: Vec<f32> = columns
        .iter()
        .map(|(_, w)| c.content_width() * w / total)
        .collect();
    let top = c.y();
    let mut x = MARGIN;
    for ((title, _), width) in columns.iter().zip(&widths) {
        c.page().text(x, top + 9.0, SMALL, Font::Bold, title);
        x += width;
    }
    for (r, row) in rows.iter().enumerate() {
        let y = top + 12.0 + r as f32 * height;
        let mut x = MARGIN;
        for (k, width) in widths.iter().enumerate() {
            c.page().rect(x, y + 1.0, width - 3.0, height - 2.0, 0.5);
            let value = row.get(k).map(String::as_str).unwrap_or("");
            let font = if k == 0 { Font::Bold } else { Font::Regular };
            c.page().text(
                x + 4.0,
                y + height - 4.5,
                9.0,
                font,
                &fit_text(value, font, 9.0, width - 10.0),
            );
            x += width;
        }
    }
    c.advance(12.0 + height * rows.len() as f32 + 2.0);
}

/// A labelled grid of boxes, `per_row` to a row, each holding one value (or empty, to write
/// in); the label sits above.
fn boxes(c: &mut Composer, label: &str, values: &[String], per_row: usize) {
    let per_row = per_row.max(1);
    let height = 18.0 - c.row_trim();
    let rows = values.len().div_ceil(per_row).max(1);
    c.ensure(12.0 + height * rows as f32 + 4.0);
    let width = c.content_width() / per_row as f32;
    let top = c.y();
    c.page().text(MARGIN, top + 9.0, SMALL, Font::Bold, label);
    for (i, value) in values.iter().enumerate() {
        let x = MARGIN + (i % per_row) as f32 * width;
        let y = top + 12.0 + (i / per_row) as f32 * height;
        c.page().rect(x, y + 1.0, width - 3.0, height - 2.0, 0.5);
        c.page().text(
            x + 4.0,
            y + height - 5.0,
            9.0,
            Font::Regular,
            &fit_text(value, Font::Regular, 9.0, width - 10.0),
        );
    }
    c.advance(12.0 + height * rows as f32 + 4.0);
}
