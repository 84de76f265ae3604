//! The event engine's integration tests, as one test binary: each file of this folder is a module
//! here. One binary links the crate's whole dependency tree once instead of once per file, which
//! was most of the time a cold test build spent on these tests, on Linux and in the Windows cross
//! build (docs/performance.md, "The whole CI run").

/// What several of the tests share: the simulated events and the invariants checked on them.
mod support {
    pub mod checks;
    pub mod sim;
}

mod fixture_replay;
mod ia_event;
mod properties;
mod season_ledger;
mod second_policy;
mod simulated_event;
