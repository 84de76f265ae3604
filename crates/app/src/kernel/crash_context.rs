//! The command or phone request each thread runs, for a crash report ([`crate::diagnostics`]):
//! plumbing, so that the kernel's worker threads carry the context of the thread they work for
//! ([`crate::kernel::parallel`]).

use serde::{Deserialize, Serialize};
use std::cell::RefCell;

/// Where in the app a panic happened.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub enum CrashPlace {
    /// A command of the desktop window.
    Command,
    /// A request from a phone or the room page.
    PhoneRequest,
    /// Somewhere else (start-up, a background task).
    Elsewhere,
}

thread_local! {
    /// The command or phone request this thread runs now, for a crash report.
    static CONTEXT: RefCell<Option<(CrashPlace, String)>> = const { RefCell::new(None) };
}

/// Runs `work` with `place` and `name` as this thread's context: a panic inside it is reported
/// as having happened there.
pub fn in_context<T>(place: CrashPlace, name: &str, work: impl FnOnce() -> T) -> T {
    let before = CONTEXT.with(|c| c.replace(Some((place, name.to_owned()))));
    // Restored on the way out, on a panic's unwinding too.
    struct Restore(Option<(CrashPlace, String)>);
    impl Drop for Restore {
        fn drop(&mut self) {
            let before = self.0.take();
            CONTEXT.with(|c| *c.borrow_mut() = before);
        }
    }
    let _restore = Restore(before);
    work()
}

/// This thread's context, to hand to another thread that works for it ([`in_context_of`]).
pub fn current_context() -> Option<(CrashPlace, String)> {
    CONTEXT.with(|c| c.try_borrow().ok().and_then(|c| c.clone()))
}

/// Runs `work` in a context taken from another thread ([`current_context`]), or in none.
pub fn in_context_of<T>(context: Option<(CrashPlace, String)>, work: impl FnOnce() -> T) -> T {
    match context {
        Some((place, name)) => in_context(place, &name, work),
        None => work(),
    }
}
