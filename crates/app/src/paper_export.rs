//! The organizer's paper and report: control sheets, match slips, pairings and standings as PDF,
//! and the report as JSON and CSV, made by hexadraft-paper from the event and its tables' drafts.

use crate::error::AppError;
use crate::files::{target_folder, write_file};
use crate::{journal_id, App};
use hexadraft_paper::{event_report, EventPaper, Language};
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

/// One file of a document, by name.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PaperFile {
    /// Its file name.
    pub name: String,
    /// Its bytes.
    pub bytes: Vec<u8>,
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
    /// The files of a document, named as they are saved.
    ///
    /// # Errors
    /// An unknown event or round, or an event whose definition no longer checks.
    pub fn paper_files(
        &self,
        id: &str,
        document: PaperDocument,
        language: Language,
    ) -> Result<Vec<PaperFile>, AppError> {
        let event = journal_id(id)?;
        let catalog = self.catalog();
        let mut state = self.lock_state();
        let plays = self.table_plays_in(&mut state, &event)?;
        let open = self.open_event_in(&mut state, &event)?;
        let entry_count = open.entry_count();
        let tournament = open.tournament()?;
        let paper = EventPaper {
            event: tournament,
            catalog: &catalog,
            plays: &plays,
            language,
        };
        let file = |name: String, bytes: &[u8]| PaperFile {
            name,
            bytes: bytes.to_vec(),
        };
        Ok(match document {
            PaperDocument::ControlSheets => vec![file(
                "control-sheets.pdf".to_owned(),
                paper.control_sheets().bytes(),
            )],
            PaperDocument::MatchSlips { round } => vec![file(
                format!("match-slips-round-{round}.pdf"),
                paper.match_slips(round)?.bytes(),
            )],
            PaperDocument::Pairings { round } => vec![file(
                format!("pairings-round-{round}.pdf"),
                paper.pairings(round)?.bytes(),
            )],
            PaperDocument::Standings => {
                let name = if tournament.is_finished() {
                    "standings-final.pdf".to_owned()
                } else {
                    format!("standings-after-{entry_count}-actions.pdf")
                };
                vec![file(name, paper.standings().bytes())]
            }
            PaperDocument::Report => {
                let report = event_report(tournament, tournament.ratings_before());
                vec![
                    file("report.json".to_owned(), report.to_json().as_bytes()),
                    file(
                        "standings.csv".to_owned(),
                        report.standings_csv().as_bytes(),
                    ),
                    file("results.csv".to_owned(), report.results_csv().as_bytes()),
                ]
            }
        })
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
        document: PaperDocument,
        language: Language,
        folder: Option<&str>,
    ) -> Result<ExportedFiles, AppError> {
        let event = journal_id(id)?;
        let files = self.paper_files(id, document, language)?;
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
