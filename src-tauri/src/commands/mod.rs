//! The commands the UI calls, one module per area. Each command translates between the UI's
//! types and one crate call; no rule is decided here.

pub mod app;
pub mod catalog;
pub mod draft;
pub mod event;
pub mod library;
