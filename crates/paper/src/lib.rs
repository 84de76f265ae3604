//! The organizer's paper: what the AGL rules ask to be handed out or reported, made from an
//! event ([`hexadraft_event::Tournament`]).
//!
//! - [`EventPaper::control_sheets`]: the Tournament/League Control Sheet of every player (AGL
//!   v1.0, "Tournament Control Sheet": name, Corvus PIN, Sponsor, starting Characters, then each
//!   round's team, Tactics and score), prefilled with what the app knows and with boxes for the
//!   rest;
//! - [`EventPaper::match_slips`]: one slip per table of a round, to bring the score back;
//! - [`EventPaper::pairings`] and [`EventPaper::standings`]: the lists to pin on the wall, with
//!   why each table was paired and what decided each place;
//! - [`event_report`]: final standings, results and rating changes as JSON and CSV for reporting
//!   to the league ("Reporting Results");
//! - [`read_roster`] and [`check_roster`]: a roster of players from a CSV file, every bad line
//!   reported;
//! - [`StatisticsPaper`]: a statistics report (issue 26) on paper, every rate with its count.
//!
//! # How the PDF files are made
//!
//! The documents are text, rules and boxes, laid out here (the `layout` module: page breaks,
//! tables with repeated headers, wrapping) on A4 or US Letter ([`PaperSize`], through
//! [`EventPaper::on`]), and written by the [`krilla`] crate, which embeds the paper's font
//! subset to the glyphs a document uses and maps every glyph back to its characters, so copying
//! a name from the PDF gives the name. The font is DejaVu Sans Condensed, regular and bold,
//! shipped pre-subset to Latin, Greek and Cyrillic in `fonts/` with its licence and how it was
//! made (`fonts/README.md`): "Łukasz", "Γιώργος" and "Дмитрий" print as typed. Text is measured
//! with [`rustybuzz`], the shaper krilla draws with, to align, wrap and cut it; a player's name
//! is wrapped, never cut. No date is written and nothing depends on the machine, so the same
//! event always gives the same bytes; the tests read every document back with poppler's
//! `pdftotext`.
//!
//! CSV files are read and written with the [`::csv`] crate ([`csv`]).
//!
//! Depends on the catalog (names), the draft crate (teams and decks of table drafts), the
//! event engine and the statistics crate (its report's types); never on the shell.

pub mod csv;
mod documents;
mod ia;
mod layout;
mod pdf;
mod report;
mod roster;
mod statistics;
mod words;

pub use documents::{EventPaper, PaperError, SizedPaper, TablePlay};
pub use ia::{ia_event_report, IaEventPaper, IaReport};
pub use pdf::{PaperSize, PdfFile};
pub use report::{
    event_report, EventReport, ReportBye, ReportEvent, ReportGame, ReportRating, ReportRound,
    ReportSide, ReportStanding, REPORT_FORMAT, REPORT_VERSION,
};
pub use roster::{
    check_roster, read_roster, CheckedRoster, RequiredColumn, Roster, RosterColumn, RosterIssue,
    RosterLine, RosterProblem, MAX_ROSTER_LINES,
};
pub use statistics::StatisticsPaper;
pub use words::Language;

#[cfg(test)]
mod tests;
