//! The AGL team draft and Tactics deck rules.

mod rules;

pub use rules::{Mod, ModSet, ModSetError, RulesetVersion};
