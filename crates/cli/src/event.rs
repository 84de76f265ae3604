//! `event ...`.

use crate::Outcome;

/// `hexadraft-cli event COMMAND ...`.
pub(crate) fn run(args: &[&str]) -> Outcome {
    let _ = args;
    Outcome::Unreadable("event: not available in this build".to_owned())
}
