//! Work that splits into independent pieces, done on every core: the desk replays a round's
//! table drafts side by side while the store is still reading the next ones.
//!
//! The standard library's scoped threads and channel are enough for the one pipeline this
//! crate runs; a pool crate would add a runtime the app does not otherwise need.

use crate::kernel::crash_context::{current_context, in_context_of};
use std::num::NonZeroUsize;
use std::sync::{mpsc, Mutex, OnceLock};

/// Runs `produce` on this thread, which hands items over one by one; each item is worked on
/// by `work` as soon as it is handed, by one of a worker thread for each other core, and by this
/// thread too once `produce` has returned. Gives what `produce` returned and the work's answers
/// in the order the items were handed.
///
/// A worker works in this thread's crash-report context, and a panic in it goes on unwinding
/// here, as if the work had been done on this thread.
pub(crate) fn produce_and_work<I: Send, O: Send, P>(
    produce: impl FnOnce(&mut dyn FnMut(I)) -> P,
    work: impl Fn(I) -> O + Sync,
) -> (P, Vec<O>) {
    produce_and_work_on(cores().saturating_sub(1), produce, work)
}

/// The cores the process may use, asked once: on Linux the answer reads the cgroup's files,
/// which a desk screen asking each time would pay again.
fn cores() -> usize {
    static CORES: OnceLock<usize> = OnceLock::new();
    *CORES.get_or_init(|| std::thread::available_parallelism().map_or(1, NonZeroUsize::get))
}

fn produce_and_work_on<I: Send, O: Send, P>(
    workers: usize,
    produce: impl FnOnce(&mut dyn FnMut(I)) -> P,
    work: impl Fn(I) -> O + Sync,
) -> (P, Vec<O>) {
    if workers == 0 {
        let mut answers = Vec::new();
        let produced = produce(&mut |item| answers.push(work(item)));
        return (produced, answers);
    }
    let (hand, handed) = mpsc::channel::<(usize, I)>();
    let handed = Mutex::new(handed);
    // Takes the next item handed over, until every item is taken and no more can come.
    let take_and_work = || {
        let mut done = Vec::new();
        loop {
            let next = match handed.lock() {
                Ok(receiver) => receiver.recv(),
                // Only a panic while holding the lock poisons it, and none can happen there.
                Err(poisoned) => poisoned.into_inner().recv(),
            };
            match next {
                Ok((index, item)) => done.push((index, work(item))),
                Err(mpsc::RecvError) => return done,
            }
        }
    };
    let context = current_context();
    std::thread::scope(|scope| {
        let threads: Vec<_> = (0..workers)
            .map(|_| {
                let context = context.clone();
                scope.spawn(|| in_context_of(context, take_and_work))
            })
            .collect();
        let mut count = 0usize;
        let mut unsent = Vec::new();
        let produced = produce(&mut |item| {
            // The receiver lives until this function returns, so a send cannot fail; were it
            // to, this thread works on the item itself.
            if let Err(mpsc::SendError((index, item))) = hand.send((count, item)) {
                unsent.push((index, work(item)));
            }
            count += 1;
        });
        drop(hand);
        let mut answers = take_and_work();
        answers.append(&mut unsent);
        for thread in threads {
            match thread.join() {
                Ok(done) => answers.extend(done),
                Err(panic) => std::panic::resume_unwind(panic),
            }
        }
        answers.sort_by_key(|(index, _)| *index);
        (
            produced,
            answers.into_iter().map(|(_, answer)| answer).collect(),
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    fn handing(count: u32) -> impl FnOnce(&mut dyn FnMut(u32)) -> &'static str {
        move |hand| {
            for n in 0..count {
                hand(n);
            }
            "produced"
        }
    }

    #[test]
    fn answers_come_in_the_order_items_were_handed_whatever_the_number_of_workers() {
        for workers in [0, 1, 2, 7] {
            for count in [0, 1, 2, 5, 128] {
                let (produced, answers) = produce_and_work_on(workers, handing(count), |n| n * 10);
                let expected: Vec<u32> = (0..count).map(|n| n * 10).collect();
                assert_eq!(produced, "produced");
                assert_eq!(answers, expected, "{workers} workers, {count} items");
            }
        }
    }

    #[test]
    fn workers_start_on_items_while_they_are_still_being_produced() {
        // The producer waits, after handing the first item, until a worker has finished it:
        // a pipeline that only began work once everything was produced would leave it waiting,
        // and the test fails when the wait ends (a bound on a failure, not a timing).
        let (finished, seen) = mpsc::channel::<u32>();
        let finished = Mutex::new(finished);
        let (produced, answers) = produce_and_work_on(
            1,
            |hand| {
                hand(1);
                seen.recv_timeout(Duration::from_secs(60)).ok()
            },
            |n| {
                if let Ok(sender) = finished.lock() {
                    let _ = sender.send(n);
                }
                n
            },
        );
        assert_eq!(produced, Some(1));
        assert_eq!(answers, vec![1]);
    }

    #[test]
    fn a_panic_in_a_worker_unwinds_in_the_caller() {
        // The producer returns only once a worker has taken the item, so the panic is the
        // worker's, never this thread's.
        let caller = std::thread::current().id();
        let (taken, seen) = mpsc::channel::<()>();
        let taken = Mutex::new(taken);
        let caught = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            produce_and_work_on(
                1,
                |hand| {
                    hand(1);
                    seen.recv_timeout(Duration::from_secs(60)).ok()
                },
                |n: u32| {
                    assert_ne!(
                        std::thread::current().id(),
                        caller,
                        "worked on by the caller"
                    );
                    if let Ok(sender) = taken.lock() {
                        let _ = sender.send(());
                    }
                    panic!("item {n}, in a worker");
                },
            )
        }));
        let payload = caught
            .err()
            .and_then(|p| p.downcast_ref::<String>().cloned());
        assert_eq!(payload.as_deref(), Some("item 1, in a worker"));
    }
}
