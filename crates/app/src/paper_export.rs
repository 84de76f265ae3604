//! The organizer's paper and report: control sheets, match slips, pairings and standings as PDF,
//! and the report as JSON and CSV, made by hexadraft-paper from the event and its tables' drafts.

use crate::error::AppError;
use crate::files::{target_folder, write_file};
use crate::kernel::audience::{agl_round_shown, ia_round_shown};
use crate::{journal_id, App};
use hexadraft_paper::{event_report, ia_event_report, EventPaper, IaEventPaper, PaperSize};
use serde::{Deserialize, Serialize};

/// Which paper or report file to make.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(tag = "kind", rename_all = "camelCase", deny_unknown_fields)]
pub enum PaperDocument {
    /// Every player's control sheet.
    ControlSheets,
    /// One slip per table of a round.
    MatchSlips {
        /// The round.
        round: u32,
    },
    /// A round's pairings.
    Pairings {
        /// The round.
        round: u32,
    },
    /// The standings now.
    Standings,
    /// The report: everything as JSON, standings and results as CSV.
    Report,
}

/// Which paper or report file of an Imperial Assault event to make.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(tag = "kind", rename_all = "camelCase", deny_unknown_fields)]
pub enum IaPaperDocument {
    /// One slip per table of a Swiss round.
    MatchSlips {
        /// The round.
        round: u32,
    },
    /// A Swiss round's pairings and mission.
    Pairings {
        /// The round.
        round: u32,
    },
    /// The standings now.
    Standings,
    /// Every player's army list.
    ArmyLists,
    /// The cut's bracket.
    Bracket,
    /// The report: the event as JSON, the standings as CSV.
    Report,
}

/// Which paper or report file to make, in the vocabulary of the event's ruleset.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(tag = "ruleset", content = "document", rename_all = "camelCase")]
pub enum EventPaperDocument {
    /// A document of an AGL event.
    Agl(PaperDocument),
    /// A document of an Imperial Assault event.
    ImperialAssault(IaPaperDocument),
}

impl From<PaperDocument> for EventPaperDocument {
    fn from(document: PaperDocument) -> Self {
        EventPaperDocument::Agl(document)
    }
}

impl From<IaPaperDocument> for EventPaperDocument {
    fn from(document: IaPaperDocument) -> Self {
        EventPaperDocument::ImperialAssault(document)
    }
}

/// One file of a document, by name.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PaperFile {
    /// Its file name.
    pub name: String,
    /// Its bytes.
    pub bytes: Vec<u8>,
    /// A PDF's text, line by line on each page as laid out (empty for CSV and JSON): what a
    /// preview shows or a check reads without parsing the PDF.
    pub pages: Vec<Vec<String>>,
}

/// The files written.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct ExportedFiles {
    /// The folder written into.
    pub folder: String,
    /// The files written, full paths.
    pub files: Vec<String>,
}

impl App {
    /// The files of a document, named as they are saved, in the event's language (chosen with
    /// the event; English for events made before 0.3).
    ///
    /// # Errors
    /// An unknown event or round, a document of another ruleset than the event's, no cut yet
    /// for an Imperial Assault bracket, or an event whose definition no longer checks.
    pub fn paper_files(
        &self,
        id: &str,
        document: impl Into<EventPaperDocument>,
    ) -> Result<Vec<PaperFile>, AppError> {
        match document.into() {
            EventPaperDocument::Agl(document) => self.agl_paper_files(id, document),
            EventPaperDocument::ImperialAssault(document) => self.ia_paper_files(id, document),
        }
    }

    /// Writes a document into `folder` (a full path), or the event's own folder in the exports
    /// folder when none is given.
    ///
    /// # Errors
    /// As [`App::paper_files`], a folder given without its full path, or a file that cannot be
    /// written.
    pub fn export_paper(
        &self,
        id: &str,
        document: impl Into<EventPaperDocument>,
        folder: Option<&str>,
    ) -> Result<ExportedFiles, AppError> {
        let files = self.paper_files(id, document)?;
        self.write_paper(id, &files, folder)
    }

    fn agl_paper_files(
        &self,
        id: &str,
        document: PaperDocument,
    ) -> Result<Vec<PaperFile>, AppError> {
        let event = journal_id(id)?;
        let catalog = self.catalog();
        let mut state = self.lock_state();
        let plays = self.table_plays_in(&mut state, &event)?;
        let open = self.open_event_in(&mut state, &event)?;
        let entry_count = open.entry_count();
        let language = open.language;
        let tournament = open.tournament()?;
        let paper = EventPaper {
            event: tournament,
            catalog: &catalog,
            plays: &plays,
            language,
        };
        let pdf = |name: String, pdf: hexadraft_paper::PdfFile| PaperFile {
            name,
            pages: pdf.page_texts().to_vec(),
            bytes: pdf.into_bytes(),
        };
        let text = |name: &str, text: String| PaperFile {
            name: name.to_owned(),
            bytes: text.into_bytes(),
            pages: Vec::new(),
        };
        Ok(match document {
            PaperDocument::ControlSheets => {
                vec![pdf("control-sheets.pdf".to_owned(), paper.control_sheets())]
            }
            PaperDocument::MatchSlips { round } => {
                agl_round_shown(tournament, round)?;
                vec![pdf(
                    format!("match-slips-round-{round}.pdf"),
                    paper.match_slips(round)?,
                )]
            }
            PaperDocument::Pairings { round } => {
                agl_round_shown(tournament, round)?;
                vec![pdf(
                    format!("pairings-round-{round}.pdf"),
                    paper.pairings(round)?,
                )]
            }
            PaperDocument::Standings => {
                let name = if tournament.is_finished() {
                    "standings-final.pdf".to_owned()
                } else {
                    format!("standings-after-{entry_count}-actions.pdf")
                };
                vec![pdf(name, paper.standings())]
            }
            PaperDocument::Report => {
                let report = event_report(tournament, tournament.ratings_before());
                vec![
                    text("report.json", report.to_json()),
                    text("standings.csv", report.standings_csv()),
                    text("results.csv", report.results_csv()),
                ]
            }
        })
    }

    fn ia_paper_files(
        &self,
        id: &str,
        document: IaPaperDocument,
    ) -> Result<Vec<PaperFile>, AppError> {
        let event = journal_id(id)?;
        let catalog = self.ia_catalog();
        let mut state = self.lock_state();
        let (tournament, language) = self.ia_tournament_in(&mut state, &event)?;
        let paper = IaEventPaper {
            event: tournament,
            catalog: &catalog,
            language,
            size: PaperSize::A4,
        };
        let pdf = |name: String, pdf: hexadraft_paper::PdfFile| PaperFile {
            name,
            pages: pdf.page_texts().to_vec(),
            bytes: pdf.into_bytes(),
        };
        Ok(match document {
            IaPaperDocument::MatchSlips { round } => {
                ia_round_shown(tournament, round)?;
                vec![pdf(
                    format!("match-slips-round-{round}.pdf"),
                    paper.match_slips(round)?,
                )]
            }
            IaPaperDocument::Pairings { round } => {
                ia_round_shown(tournament, round)?;
                vec![pdf(
                    format!("pairings-round-{round}.pdf"),
                    paper.pairings(round)?,
                )]
            }
            IaPaperDocument::Standings => {
                let name = if tournament.placings().is_empty() {
                    format!("standings-after-{}-actions.pdf", tournament.actions().len())
                } else {
                    "standings-final.pdf".to_owned()
                };
                vec![pdf(name, paper.standings())]
            }
            IaPaperDocument::ArmyLists => {
                vec![pdf("army-lists.pdf".to_owned(), paper.army_lists())]
            }
            IaPaperDocument::Bracket => vec![pdf("bracket.pdf".to_owned(), paper.bracket()?)],
            IaPaperDocument::Report => {
                let report = ia_event_report(tournament);
                vec![
                    PaperFile {
                        name: "report.json".to_owned(),
                        bytes: report.json.into_bytes(),
                        pages: Vec::new(),
                    },
                    PaperFile {
                        name: "standings.csv".to_owned(),
                        bytes: report.standings_csv.into_bytes(),
                        pages: Vec::new(),
                    },
                ]
            }
        })
    }

    fn write_paper(
        &self,
        id: &str,
        files: &[PaperFile],
        folder: Option<&str>,
    ) -> Result<ExportedFiles, AppError> {
        let event = journal_id(id)?;
        let folder = target_folder(self.exports_dir().join(event.as_str()), folder)?;
        let written = files
            .iter()
            .map(|f| write_file(&folder, &f.name, &f.bytes))
            .collect::<Result<Vec<_>, _>>()?;
        Ok(ExportedFiles {
            folder: folder.display().to_string(),
            files: written,
        })
    }
}
