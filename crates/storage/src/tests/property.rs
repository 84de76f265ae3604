//! Whatever is appended, with reopenings in between, is read back exactly.

use super::*;
use proptest::prelude::*;
use serde_json::Value;

fn json_value() -> impl Strategy<Value = Value> {
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::Bool),
        any::<i64>().prop_map(Value::from),
        any::<u64>().prop_map(Value::from),
        (-1.0e12f64..1.0e12).prop_map(Value::from),
        "\\PC{0,12}".prop_map(Value::String),
    ];
    leaf.prop_recursive(3, 24, 4, |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..4).prop_map(Value::Array),
            prop::collection::btree_map("[a-z_]{1,6}", inner, 0..4)
                .prop_map(|m| Value::Object(m.into_iter().collect())),
        ]
    })
}

#[derive(Debug, Clone)]
enum Step {
    Append(Value),
    Reopen,
}

fn step() -> impl Strategy<Value = Step> {
    prop_oneof![6 => json_value().prop_map(Step::Append), 1 => Just(Step::Reopen)]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    #[test]
    fn any_appends_and_reopenings_give_back_exactly_the_appended_payloads(
        steps in prop::collection::vec(step(), 0..20)
    ) {
        let s = scratch();
        let mut store = store_with_picks(&s.path, 0);
        let mut appended: Vec<Value> = Vec::new();
        for step in steps {
            match step {
                Step::Append(value) => {
                    let next = Seq::new(appended.len() as u32 + 1).unwrap();
                    prop_assert_eq!(store.append(&jid("d1"), next, at(1), &value).unwrap(), next);
                    appended.push(value);
                }
                Step::Reopen => {
                    drop(store);
                    store = open(&s.path);
                }
            }
        }
        drop(store);
        let store = open(&s.path);
        let typed: Vec<Value> = store
            .entries::<Value>(&jid("d1"))
            .unwrap()
            .into_iter()
            .map(|e| e.payload)
            .collect();
        prop_assert_eq!(&typed, &appended);
        let raw: Vec<String> = store
            .entries_raw(&jid("d1"))
            .unwrap()
            .into_iter()
            .map(|e| e.payload.as_str().to_owned())
            .collect();
        let expected: Vec<String> = appended.iter().map(|v| serde_json::to_string(v).unwrap()).collect();
        prop_assert_eq!(raw, expected);
    }
}
