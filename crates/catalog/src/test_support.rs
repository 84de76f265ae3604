//! What the tests of both packs share: the refusal they expect, and arbitrary JSON to throw at
//! the readers.

use crate::problem::PackError;
use proptest::prelude::*;
use proptest::strategy::Union;
use serde_json::Value;
use std::fmt;

/// The problems of a refusal; any other outcome fails the test.
pub(crate) fn refused<T: fmt::Debug, P: fmt::Display + fmt::Debug>(
    result: Result<T, PackError<P>>,
) -> Vec<P> {
    match result {
        Err(PackError::Invalid { problems }) => problems,
        other => panic!("expected a refusal, got {other:?}"),
    }
}

/// Every leaf of a JSON value, as a JSON pointer.
pub(crate) fn leaves(value: &Value, at: String, out: &mut Vec<String>) {
    match value {
        Value::Object(map) => {
            for (k, v) in map {
                leaves(v, format!("{at}/{k}"), out);
            }
        }
        Value::Array(items) => {
            for (i, v) in items.iter().enumerate() {
                leaves(v, format!("{at}/{i}"), out);
            }
        }
        _ => out.push(at),
    }
}

/// Any JSON value: one of the usual leaves or of `more_leaves`, each as likely, in arrays and
/// objects nested at most `depth` deep, about `size` values in all and `items` per level.
pub(crate) fn any_json(
    more_leaves: Vec<BoxedStrategy<Value>>,
    depth: u32,
    size: u32,
    items: usize,
) -> impl Strategy<Value = Value> {
    let mut leaf = vec![
        Just(Value::Null).boxed(),
        any::<bool>().prop_map(Value::Bool).boxed(),
        any::<i64>().prop_map(Value::from).boxed(),
    ];
    leaf.extend(more_leaves);
    leaf.extend([
        ".{0,12}".prop_map(Value::String).boxed(),
        "[a-z0-9-]{0,8}".prop_map(Value::String).boxed(),
    ]);
    Union::new(leaf).prop_recursive(
        depth,
        size,
        u32::try_from(items).unwrap_or(1),
        move |inner| {
            prop_oneof![
                prop::collection::vec(inner.clone(), 0..items).prop_map(Value::Array),
                prop::collection::btree_map("[a-z_]{1,12}", inner, 0..items)
                    .prop_map(|m| Value::Object(m.into_iter().collect())),
            ]
        },
    )
}
