//! `draft` and `deck check`.

use crate::Outcome;

/// `hexadraft-cli draft FILE`.
pub(crate) fn run_draft(args: &[&str]) -> Outcome {
    let _ = args;
    Outcome::Unreadable("draft: not available in this build".to_owned())
}

/// `hexadraft-cli deck check FILE`.
pub(crate) fn run_deck_check(args: &[&str]) -> Outcome {
    let _ = args;
    Outcome::Unreadable("deck check: not available in this build".to_owned())
}
