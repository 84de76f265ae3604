//! Durable local storage.
