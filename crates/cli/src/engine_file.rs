//! An event file of any ruleset, `{"definition": ..., "actions": [...]}`: read and replayed
//! through its engine ([`EventRuleset`]), created from a bare definition, and appended to one
//! accepted action at a time (written back atomically, or printed for `-`). The AGL's `event`
//! and Imperial Assault's `ia` commands share it.

use crate::event::{accepted, parse, pretty, save};
use crate::{read_input, Outcome};
use hexadraft_event::EventRuleset;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};
use std::fmt::Display;

/// An event file: the definition and every action so far.
#[derive(Serialize, Deserialize)]
#[serde(
    deny_unknown_fields,
    bound(
        serialize = "E::Definition: Serialize, E::Action: Serialize",
        deserialize = "E::Definition: DeserializeOwned, E::Action: DeserializeOwned"
    )
)]
pub(crate) struct EventFile<E: EventRuleset> {
    pub(crate) definition: E::Definition,
    #[serde(default)]
    pub(crate) actions: Vec<E::Action>,
}

/// A refused action, as printed (exit 1).
pub(crate) fn refused<R: Serialize + Display>(refusal: &R) -> Outcome {
    Outcome::Refused(pretty(&json!({
        "status": "refused",
        "message": refusal.to_string(),
        "refusal": refusal,
    })))
}

fn replay_refused<R: Serialize + Display>(error: &R) -> Outcome {
    Outcome::Refused(pretty(&json!({
        "status": "refused",
        "message": error.to_string(),
        "replay": error,
    })))
}

/// Reads and replays an event file.
pub(crate) fn load<E: EventRuleset>(
    catalog: &E::Catalog,
    path: &str,
) -> Result<(EventFile<E>, E), Outcome> {
    let file: EventFile<E> = parse(path)?;
    let event = E::replay(catalog, file.definition.clone(), &file.actions)
        .map_err(|e| replay_refused(&e))?;
    Ok((file, event))
}

/// `create FILE`: FILE holds an event file or a bare definition; the event file is printed.
pub(crate) fn create<E: EventRuleset>(
    catalog: &E::Catalog,
    path: &str,
) -> Result<Outcome, Outcome> {
    let text = read_input(path).map_err(Outcome::Unreadable)?;
    let value: Value =
        serde_json::from_str(&text).map_err(|e| Outcome::Unreadable(format!("{path}: {e}")))?;
    let file: EventFile<E> = if value.get("definition").is_some() {
        serde_json::from_value(value)
    } else {
        serde_json::from_value::<E::Definition>(value).map(|definition| EventFile {
            definition,
            actions: Vec::new(),
        })
    }
    .map_err(|e| Outcome::Unreadable(format!("{path}: {e}")))?;
    E::replay(catalog, file.definition.clone(), &file.actions).map_err(|e| replay_refused(&e))?;
    Ok(accepted(&json!(file)))
}

/// Applies the action `make(event)` to the event in `path`; on acceptance saves the file (or
/// prints it for `-`) and prints `report(accepted, event)`.
pub(crate) fn append<E: EventRuleset>(
    catalog: &E::Catalog,
    path: &str,
    make: impl FnOnce(&E) -> E::Action,
    report: impl FnOnce(Value, &E) -> Value,
) -> Result<Outcome, Outcome> {
    let (mut file, mut event) = load::<E>(catalog, path)?;
    let action = make(&event);
    let done = event
        .apply(action.clone())
        .map(|accepted| json!(accepted))
        .map_err(|refusal| refused(&refusal))?;
    file.actions.push(event.recorded(action));
    let text = serde_json::to_string_pretty(&file)
        .map_err(|e| Outcome::Unreadable(format!("cannot write the event: {e}")))?;
    if path == "-" {
        return Ok(Outcome::Accepted(text));
    }
    save(path, &text)?;
    Ok(accepted(&report(done, &event)))
}
