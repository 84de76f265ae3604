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
//!   reported.
//!
//! # Why an own PDF writer
//!
//! The documents are text, rules and boxes on A4: no images, no custom fonts. A PDF file of that
//! kind is a few hundred lines of well-specified text (PDF 1.4: objects, one content stream per
//! page, a cross-reference table), so this crate writes it itself ([`pdf`]) rather than adding a
//! PDF library and its dependency tree to the workspace. It uses the standard Type 1 fonts
//! Helvetica and Helvetica-Bold, which every PDF reader provides, with WinAnsiEncoding, so the
//! accented letters of Spanish and French names ("Señor Massacre", "Élodie") print correctly;
//! a character outside that encoding prints as `?`. Text is measured with the fonts' published
//! widths (the `metrics` module) to align and cut it. Nothing is compressed and no date is written, so
//! the same event always gives the same bytes and tests can read the text back.
//!
//! Depends on the catalog (names), the draft crate (teams and decks of table drafts) and the
//! event engine; never on the shell.

pub mod csv;
mod documents;
mod layout;
mod metrics;
pub mod pdf;
mod report;
mod roster;
mod words;

pub use documents::{EventPaper, PaperError, TablePlay};
pub use report::{
    event_report, EventReport, ReportBye, ReportEvent, ReportGame, ReportRating, ReportRound,
    ReportSide, ReportStanding, REPORT_FORMAT, REPORT_VERSION,
};
pub use roster::{
    check_roster, read_roster, CheckedRoster, Roster, RosterLine, RosterProblem, MAX_ROSTER_LINES,
};
pub use words::Language;

#[cfg(test)]
mod tests;
