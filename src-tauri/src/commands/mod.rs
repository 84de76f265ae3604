//! The commands the UI calls, one module per screen area. Each command is wiring: it hands its
//! arguments to one use case of hexadraft-app and returns its answer or its typed error. Commands
//! that read or write the disk run off the main thread (`async`).

pub mod app;
pub mod backups;
pub mod catalog;
pub mod clock;
pub mod diagnostics;
pub mod draft;
pub mod event;
pub mod formats;
pub mod history;
pub mod ia_event;
pub mod ledger;
pub mod library;
pub mod moments;
pub mod phones;
pub mod statistics;
