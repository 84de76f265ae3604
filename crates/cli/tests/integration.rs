//! The built command line's tests, as one test binary: each file of this folder is a module here.
//! One binary links the crate's whole dependency tree once instead of once per file, which was most
//! of the time a cold test build spent on these tests, on Linux and in the Windows cross build
//! (docs/performance.md, "The whole CI run").

mod db_cli;
mod draft_cli;
mod event_cli;
mod ia_cli;
mod stats_cli;
mod usage_cli;
