//! The use cases' integration tests, as one test binary: each file of this folder is a module here.
//! One binary links the crate's whole dependency tree once instead of once per file, which was most
//! of the time a cold test build spent on these tests, on Linux and in the Windows cross build
//! (docs/performance.md, "The whole CI run"). Kept apart, in its own binary: `crash_and_log.rs` (it
//! sets the process's global log subscriber, which every test of a shared binary would write to).

mod architecture;
mod desk;
mod diagnostics;
mod draft_clock;
mod draft_formats;
mod draft_replay;
mod error_samples;
mod event_table_drafts;
mod fixture_db;
mod golden_formats;
mod history;
mod history_samples;
mod ia_desk;
mod ledger;
mod library;
mod moments;
mod publish;
mod round_backups;
mod signed_exports;
mod statistics;
mod table_draft;
