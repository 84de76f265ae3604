//! An event file of any ruleset, `{"definition": ..., "actions": [...]}`: read and replayed
//! through its engine ([`EventRuleset`]), created from a bare definition, and appended to one
//! accepted action at a time (written back atomically, or printed for `-`). The AGL's `event`
//! and Imperial Assault's `ia` commands share it.

use crate::event::{accepted, accepted_view, parse, pretty, save};
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

/// Reads and replays an event file, keeping its text.
fn load_text<E: EventRuleset>(
    catalog: &E::Catalog,
    path: &str,
) -> Result<(String, EventFile<E>, E), Outcome> {
    let text = read_input(path).map_err(Outcome::Unreadable)?;
    let file: EventFile<E> =
        serde_json::from_str(&text).map_err(|e| Outcome::Unreadable(format!("{path}: {e}")))?;
    let event = E::replay(catalog, file.definition.clone(), &file.actions)
        .map_err(|e| replay_refused(&e))?;
    Ok((text, file, event))
}

/// How a file this program wrote begins and ends: the definition first, the actions last.
const FILE_START: &str = "{\n  \"definition\": ";
const ACTIONS_END: &str = "\n  ]\n}";

/// `text` with one more action at the end of its actions, when `text` is laid out as this program
/// writes event files (`None` otherwise, and the file is written whole). An event file only grows
/// at its end, so an append need not print every earlier action again: with hundreds of results
/// that printing was a tenth of a command's time. The earlier actions keep their text, which reads
/// back to the same actions.
fn with_action_appended<A: Serialize>(
    text: &str,
    earlier_actions: usize,
    action: &A,
) -> Option<String> {
    // An empty list is printed `[]`; the definition first means the closing bracket at the end
    // is the actions' (an event file has no other key).
    if earlier_actions == 0 || !text.starts_with(FILE_START) {
        return None;
    }
    let kept = text.strip_suffix(ACTIONS_END)?;
    let printed = serde_json::to_string_pretty(action).ok()?;
    let mut out = String::with_capacity(text.len() + printed.len() * 2);
    out.push_str(kept);
    out.push(',');
    // A JSON string holds no raw line break, so indenting line by line is safe.
    for line in printed.lines() {
        out.push_str("\n    ");
        out.push_str(line);
    }
    out.push_str(ACTIONS_END);
    Some(out)
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
    Ok(accepted_view(&file))
}

/// Applies the action `make(event)` to the event in `path`; on acceptance saves the file (or
/// prints it for `-`) and prints `report(accepted, event)`.
pub(crate) fn append<E: EventRuleset>(
    catalog: &E::Catalog,
    path: &str,
    make: impl FnOnce(&E) -> E::Action,
    report: impl FnOnce(Value, &E) -> Value,
) -> Result<Outcome, Outcome> {
    let (original, mut file, mut event) = load_text::<E>(catalog, path)?;
    let action = make(&event);
    let done = event
        .apply(action.clone())
        .map(|accepted| json!(accepted))
        .map_err(|refusal| refused(&refusal))?;
    let recorded = event.recorded(action);
    let text = match with_action_appended(&original, file.actions.len(), &recorded) {
        Some(text) => text,
        None => {
            file.actions.push(recorded);
            serde_json::to_string_pretty(&file)
                .map_err(|e| Outcome::Unreadable(format!("cannot write the event: {e}")))?
        }
    };
    if path == "-" {
        return Ok(Outcome::Accepted(text));
    }
    save(path, &text)?;
    Ok(accepted(&report(done, &event)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use hexadraft_catalog::ia::IaCatalog;
    use hexadraft_event::ia::{IaAction, IaTournament};

    fn ia_file(players: usize) -> EventFile<IaTournament> {
        let definition = serde_json::from_value(json!({
            "ruleset": "ia-skirmish-1.1",
            "name": "Thursday Skirmish",
            "category": "informal",
            "structure": { "swiss_rounds": 2, "cut": null },
            "missions": { "missions": [{ "name": "Mission A" }, { "name": "Mission B" }] },
            "seed": 7
        }))
        .unwrap();
        let actions = (1..=players)
            .map(|n| IaAction::RegisterPlayer {
                name: format!("Player {n}"),
                army: None,
            })
            .collect();
        EventFile {
            definition,
            actions,
        }
    }

    #[test]
    fn an_action_appended_to_a_file_this_program_wrote_prints_as_the_whole_file_would() {
        for earlier in 1..4 {
            let mut file = ia_file(earlier);
            let text = serde_json::to_string_pretty(&file).unwrap();
            let action = IaAction::RegisterPlayer {
                name: "Late \"Quoted\"\nName".to_owned(),
                army: None,
            };
            let appended = with_action_appended(&text, earlier, &action).unwrap();
            file.actions.push(action);
            assert_eq!(appended, serde_json::to_string_pretty(&file).unwrap());
        }
    }

    #[test]
    fn a_file_laid_out_otherwise_is_printed_whole() {
        let file = ia_file(2);
        let action = IaAction::RegisterPlayer {
            name: "Late".to_owned(),
            army: None,
        };
        let compact = serde_json::to_string(&file).unwrap();
        assert_eq!(with_action_appended(&compact, 2, &action), None);
        let empty = serde_json::to_string_pretty(&ia_file(0)).unwrap();
        assert_eq!(with_action_appended(&empty, 0, &action), None);
        // The actions first: the last bracket could not be known to be theirs.
        let value = serde_json::to_value(&file).unwrap();
        let reordered = format!(
            "{{\n  \"actions\": {},\n  \"definition\": {}\n}}",
            serde_json::to_string_pretty(&value["actions"]).unwrap(),
            serde_json::to_string_pretty(&value["definition"]).unwrap()
        );
        assert_eq!(with_action_appended(&reordered, 2, &action), None);
    }

    #[test]
    fn earlier_actions_keep_their_text_and_read_back_the_same() {
        // Actions appended by another program on one line, as scripts/ia-flow.sh does.
        let file = ia_file(1);
        let text = serde_json::to_string_pretty(&file).unwrap();
        let kept = text.strip_suffix(ACTIONS_END).unwrap();
        let text = format!("{kept},{{\"kind\":\"registerPlayer\",\"name\":\"B\"}}{ACTIONS_END}");
        let action = IaAction::RegisterPlayer {
            name: "C".to_owned(),
            army: None,
        };
        let appended = with_action_appended(&text, 2, &action).unwrap();
        assert!(appended.contains("{\"kind\":\"registerPlayer\",\"name\":\"B\"}"));
        let read: EventFile<IaTournament> = serde_json::from_str(&appended).unwrap();
        let names: Vec<String> = read
            .actions
            .iter()
            .map(|a| match a {
                IaAction::RegisterPlayer { name, .. } => name.clone(),
                other => panic!("{other:?}"),
            })
            .collect();
        assert_eq!(names, ["Player 1", "B", "C"]);
        IaTournament::replay(&IaCatalog::shipped(), read.definition, &read.actions).unwrap();
    }
}
