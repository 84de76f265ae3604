//! `draft` and `deck check`: the draft engine from JSON files (formats in docs/formats.md,
//! section "Draft and deck files").

use crate::{read_input, Outcome};
use clap::{Args, Subcommand, ValueEnum};
use hexadraft_catalog::{Catalog, CharacterId, TacticNumber};
use hexadraft_draft::{
    check_deck, check_written_deck, DeckChoice, Draft, DraftAction, DraftSetup, Mod, ModSet, Role,
    RulesetVersion, Seat, Viewer,
};
use serde::Deserialize;
use serde_json::{json, Value};

/// The `draft` input: a setup and the actions to apply, in order.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct DraftFile {
    setup: DraftSetup,
    #[serde(default)]
    actions: Vec<DraftAction>,
}

/// The `deck check` input: the event's version and Mods, a team, and the deck, either as a
/// deck choice (`deck`: Tactics by character and slot) or as a written list (`cards`: the 18
/// printed card numbers, General Tactics included). Exactly one of the two.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct DeckFile {
    version: RulesetVersion,
    #[serde(default)]
    mods: Vec<Mod>,
    team: Vec<CharacterId>,
    #[serde(default)]
    deck: Option<DeckChoice>,
    #[serde(default)]
    cards: Option<Vec<WrittenCard>>,
}

/// A card number as a player writes it: `23`, or as printed, `"023"`.
struct WrittenCard(TacticNumber);

impl<'de> Deserialize<'de> for WrittenCard {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct Visit;
        impl serde::de::Visitor<'_> for Visit {
            type Value = WrittenCard;
            fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str("a card number from 1 to 999, as 23 or \"023\"")
            }
            fn visit_u64<E: serde::de::Error>(self, n: u64) -> Result<WrittenCard, E> {
                u16::try_from(n)
                    .ok()
                    .and_then(|n| TacticNumber::new(n).ok())
                    .map(WrittenCard)
                    .ok_or_else(|| E::custom(format!("{n} is not a card number (1 to 999)")))
            }
            fn visit_i64<E: serde::de::Error>(self, n: i64) -> Result<WrittenCard, E> {
                Err(E::custom(format!("{n} is not a card number (1 to 999)")))
            }
            fn visit_str<E: serde::de::Error>(self, text: &str) -> Result<WrittenCard, E> {
                let digits =
                    (1..=3).contains(&text.len()) && text.bytes().all(|b| b.is_ascii_digit());
                match text.parse::<u16>() {
                    Ok(n) if digits => self.visit_u64(u64::from(n)),
                    _ => Err(E::custom(format!(
                        "{text:?} is not a card number: write its digits as printed, as \"023\""
                    ))),
                }
            }
        }
        deserializer.deserialize_any(Visit)
    }
}

/// `hexadraft-cli deck COMMAND`.
#[derive(Debug, Subcommand)]
pub(crate) enum DeckCommand {
    /// Check a Tactics deck against a team.
    Check {
        /// The deck file: {"version", "mods", "team", "deck"}, or a written list
        /// {"version", "mods", "team", "cards": [9, 10, ..., "023", ...]}.
        file: String,
    },
}

/// Runs one `deck` command.
pub(crate) fn run_deck(command: DeckCommand) -> Outcome {
    match command {
        DeckCommand::Check { file } => run_deck_check(&file),
    }
}

fn parse<T: for<'de> Deserialize<'de>>(path: &str) -> Result<T, Outcome> {
    let text = read_input(path).map_err(Outcome::Unreadable)?;
    serde_json::from_str(&text).map_err(|e| Outcome::Unreadable(format!("{path}: {e}")))
}

fn pretty(value: &Value) -> String {
    serde_json::to_string_pretty(value).unwrap_or_else(|e| format!("{{\"error\":\"{e}\"}}"))
}

/// `hexadraft-cli draft [--viewer WHO] [--after N] FILE`.
#[derive(Debug, Args)]
pub(crate) struct DraftArgs {
    /// The draft file: {"setup": ..., "actions": [...]}.
    file: String,
    /// Whose view to print: the organizer (everything), a seat (its own secrets only), Player A
    /// or B (the seat playing that role, once roles are decided), or a spectator.
    #[arg(long, value_enum, default_value = "organizer")]
    viewer: ViewerArg,
    /// Print the draft as it was after the first N actions of the file (default: all of them).
    #[arg(long, value_name = "N")]
    after: Option<usize>,
}

/// A viewer as `--viewer` names it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
enum ViewerArg {
    /// The organizer or referee: sees both players' secrets.
    Organizer,
    /// The player entered first in the setup.
    First,
    /// The player entered second in the setup.
    Second,
    /// Player A, once roles are decided.
    A,
    /// Player B, once roles are decided.
    B,
    /// A spectator: sees what both players may see.
    Public,
}

impl ViewerArg {
    /// The engine's viewer at this point of the draft; a usage error when the argument names a
    /// role that is not decided.
    fn resolve(self, draft: &Draft, applied: usize) -> Result<Viewer, Outcome> {
        let role = match self {
            ViewerArg::Organizer => return Ok(Viewer::Organizer),
            ViewerArg::Public => return Ok(Viewer::Public),
            ViewerArg::First => return Ok(Viewer::Seat(Seat::First)),
            ViewerArg::Second => return Ok(Viewer::Seat(Seat::Second)),
            ViewerArg::A => Role::A,
            ViewerArg::B => Role::B,
        };
        draft.seat_of(role).map(Viewer::Seat).ok_or_else(|| {
            Outcome::Unreadable(format!(
                "--viewer {}: {role} is not decided after {applied} actions (roles are decided \
                 in the draft's first step, and never under the Carano Mod); name the seat \
                 instead: --viewer first or --viewer second",
                if role == Role::A { "a" } else { "b" },
            ))
        })
    }
}

/// `hexadraft-cli draft FILE`: replays the draft (its first N actions with `--after N`) and
/// prints it as one viewer sees it ([`Draft::view`]), with the result once both decks are
/// locked when the viewer is the organizer; or the index and reason of the first refused action.
pub(crate) fn run_draft(args: DraftArgs) -> Outcome {
    let file: DraftFile = match parse(&args.file) {
        Ok(f) => f,
        Err(o) => return o,
    };
    let total = file.actions.len();
    let after = match args.after {
        None => total,
        Some(n) if n <= total => n,
        Some(n) => {
            return Outcome::Unreadable(format!("--after {n}: {} holds {total} actions", args.file))
        }
    };
    let catalog = Catalog::shipped();
    let mut draft = match Draft::new(&catalog, file.setup) {
        Ok(d) => d,
        Err(error) => {
            let problems: Vec<Value> = error
                .problems
                .iter()
                .map(|p| json!({ "problem": p, "message": p.to_string() }))
                .collect();
            return Outcome::Refused(pretty(&json!({
                "status": "setup-refused",
                "message": error.to_string(),
                "problems": problems,
            })));
        }
    };
    let mut events = Vec::with_capacity(after);
    for (index, action) in file.actions.into_iter().take(after).enumerate() {
        match draft.apply(action.clone()) {
            Ok(event) => events.push(event),
            Err(refusal) => {
                let viewer = match args.viewer.resolve(&draft, index) {
                    Ok(v) => v,
                    Err(o) => return o,
                };
                let report = refusal.report();
                // A rival's refused secret (a deck or swap lock) is not shown to a seat: only
                // that the rival's action was refused.
                let shown = !action.is_secret() || viewer.sees_secrets_of(action.seat());
                let detail = if shown {
                    json!({
                        "action": action,
                        "refusal": report.refusal,
                        "message": report.message,
                    })
                } else {
                    json!({ "action": { "action": action.kind(), "seat": action.seat() } })
                };
                let mut out = json!({
                    "status": "refused",
                    "index": index,
                    "clause": report.clause,
                    "view": draft.view(viewer),
                });
                if let (Some(out), Value::Object(detail)) = (out.as_object_mut(), detail) {
                    out.extend(detail);
                }
                return Outcome::Refused(pretty(&out));
            }
        }
    }
    let viewer = match args.viewer.resolve(&draft, after) {
        Ok(v) => v,
        Err(o) => return o,
    };
    // The result holds both decks: the organizer's only.
    let result = if viewer == Viewer::Organizer {
        draft.result()
    } else {
        None
    };
    Outcome::Accepted(pretty(&json!({
        "status": "accepted",
        "applied": after,
        "step": draft.step(),
        "complete": draft.is_complete(),
        "events": events,
        "view": draft.view(viewer),
        "result": result,
    })))
}

/// `hexadraft-cli deck check FILE`: checks a deck choice against a team under a version's Mods.
fn run_deck_check(path: &str) -> Outcome {
    let file: DeckFile = match parse(path) {
        Ok(f) => f,
        Err(o) => return o,
    };
    let mods = match ModSet::new(file.version, &file.mods) {
        Ok(m) => m,
        Err(problems) => {
            let problems: Vec<Value> = problems
                .iter()
                .map(|p| json!({ "problem": p, "message": p.to_string() }))
                .collect();
            return Outcome::Refused(pretty(&json!({
                "status": "refused",
                "mods": problems,
                "violations": [],
            })));
        }
    };
    let catalog = Catalog::shipped();
    let checked = match (&file.deck, &file.cards) {
        (Some(deck), None) => check_deck(&catalog, &mods, &file.team, deck),
        (None, Some(cards)) => {
            let cards: Vec<TacticNumber> = cards.iter().map(|c| c.0).collect();
            check_written_deck(&catalog, &mods, &file.team, &cards)
        }
        (Some(_), Some(_)) | (None, None) => {
            return Outcome::Unreadable(format!(
                "{path}: give the deck either as \"deck\" (Tactics by character and slot) or as \
                 \"cards\" (the 18 card numbers), not both and not neither"
            ))
        }
    };
    match checked {
        Ok(deck) => Outcome::Accepted(pretty(&json!({
            "status": "accepted",
            "cards": deck.len(),
            "deck": deck,
        }))),
        Err(violations) => {
            let violations: Vec<Value> = violations
                .iter()
                .map(|v| {
                    json!({
                        "violation": v,
                        "message": v.to_string(),
                        "clause": v.clause().citation(),
                    })
                })
                .collect();
            Outcome::Refused(pretty(&json!({
                "status": "refused",
                "mods": [],
                "violations": violations,
            })))
        }
    }
}
