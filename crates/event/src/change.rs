//! What an accepted action changed in a view, told part by part, so a screen can keep what it
//! already has and replace only the rest. Ruleset-neutral: each engine's snapshot says which of
//! its parts are told whole ([`Now`]) and which item by item ([`ListChange`]).

use serde::Serialize;

/// A part of a view an action changed, with its value now (which may itself be empty: a cut
/// undone is `Now { now: None }`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct Now<T> {
    /// The part's value after the action.
    pub now: T,
}

/// One item of a list, with its place in the list.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct Indexed<T> {
    /// Its place, from 0.
    pub index: u32,
    /// The item now.
    pub item: T,
}

/// A list an action changed: its length now, and each item that differs from (or was not in)
/// the list before, by place. Items past `len` are gone; every other item is as it was.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct ListChange<T> {
    /// The number of items now.
    pub len: u32,
    /// The items that changed or were added.
    pub items: Vec<Indexed<T>>,
}

/// `after` told as a change from `before`, or `None` when they are equal.
pub fn whole_change<T: Clone + PartialEq>(before: &T, after: &T) -> Option<Now<T>> {
    (before != after).then(|| Now { now: after.clone() })
}

/// `after` told as a change from `before` item by item, or `None` when they are equal.
pub fn list_change<T: Clone + PartialEq>(before: &[T], after: &[T]) -> Option<ListChange<T>> {
    if before == after {
        return None;
    }
    let items = after
        .iter()
        .enumerate()
        .filter(|&(index, item)| before.get(index) != Some(item))
        .map(|(index, item)| Indexed {
            index: u32::try_from(index).unwrap_or(u32::MAX),
            item: item.clone(),
        })
        .collect();
    Some(ListChange {
        len: u32::try_from(after.len()).unwrap_or(u32::MAX),
        items,
    })
}

impl<T: Clone> ListChange<T> {
    /// `before` with this change applied: what a screen does with it.
    pub fn applied_to(&self, before: &[T]) -> Vec<T> {
        let len = usize::try_from(self.len).unwrap_or(usize::MAX);
        let mut list: Vec<Option<T>> = before.iter().take(len).cloned().map(Some).collect();
        list.resize(len, None);
        for Indexed { index, item } in &self.items {
            if let Some(slot) = usize::try_from(*index).ok().and_then(|i| list.get_mut(i)) {
                *slot = Some(item.clone());
            }
        }
        list.into_iter().flatten().collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn an_equal_value_is_no_change() {
        assert_eq!(whole_change(&3, &3), None);
        assert_eq!(whole_change(&3, &4), Some(Now { now: 4 }));
        assert_eq!(list_change(&[1, 2], &[1, 2]), None);
    }

    #[test]
    fn a_list_tells_only_its_changed_and_added_items() {
        let change = list_change(&[1, 2, 3], &[1, 9, 3, 4]).unwrap();
        assert_eq!(change.len, 4);
        assert_eq!(
            change.items,
            vec![Indexed { index: 1, item: 9 }, Indexed { index: 3, item: 4 }]
        );
        let shorter = list_change(&[1, 2, 3], &[1, 2]).unwrap();
        assert_eq!((shorter.len, shorter.items.len()), (2, 0));
    }

    proptest! {
        /// Whatever the two lists, the change applied to the first gives the second.
        #[test]
        fn a_list_change_applied_gives_the_list_after(
            before in proptest::collection::vec(0u8..4, 0..12),
            after in proptest::collection::vec(0u8..4, 0..12),
        ) {
            match list_change(&before, &after) {
                None => prop_assert_eq!(&before, &after),
                Some(change) => {
                    prop_assert!(change.items.iter().all(|i| before.get(i.index as usize) != Some(&i.item)));
                    prop_assert_eq!(change.applied_to(&before), after);
                }
            }
        }
    }
}
