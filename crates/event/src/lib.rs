//! The AGL event engine.
