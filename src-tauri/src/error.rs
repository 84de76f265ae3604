//! The one error type every command returns, shaped for the UI.

use serde::Serialize;

/// Why a command was refused or failed. The UI branches on `kind` and shows `message`, which is
/// already in plain words; a rules refusal also names its clause.
#[derive(Debug, Clone, PartialEq, Serialize, specta::Type, thiserror::Error)]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum CommandError {
    /// The input names something that does not exist (a character, a draft, an event).
    #[error("{message}")]
    NotFound {
        /// Plain words for the user.
        message: String,
    },
    /// The input is malformed (a bad id, a file that is not what it claims).
    #[error("{message}")]
    InvalidInput {
        /// Plain words for the user.
        message: String,
    },
    /// The rules refuse the action; nothing changed.
    #[error("{message}")]
    Refused {
        /// Plain words for the user.
        message: String,
        /// The rule clause that refuses it, e.g. "AGL v1.0, Koorie Queen Mod".
        clause: Option<String>,
        /// Every problem, when there are several (a deck, a setup).
        problems: Vec<String>,
    },
    /// Someone else changed the same draft or event first; reload and try again.
    #[error("{message}")]
    Conflict {
        /// Plain words for the user.
        message: String,
    },
    /// The database or a file could not be read or written; nothing was confirmed.
    #[error("{message}")]
    Storage {
        /// Plain words for the user.
        message: String,
        /// The storage error's kind (`corrupt`, `newerSchema`, ...), so the UI can offer a backup.
        storage_kind: String,
    },
}

impl CommandError {
    /// A refusal by the rules, with its clause and every problem.
    pub fn refused(
        message: impl Into<String>,
        clause: Option<String>,
        problems: Vec<String>,
    ) -> CommandError {
        CommandError::Refused {
            message: message.into(),
            clause,
            problems,
        }
    }

    /// An input that names nothing known.
    pub fn not_found(message: impl Into<String>) -> CommandError {
        CommandError::NotFound {
            message: message.into(),
        }
    }

    /// A malformed input.
    pub fn invalid(message: impl Into<String>) -> CommandError {
        CommandError::InvalidInput {
            message: message.into(),
        }
    }
}

impl From<hexadraft_catalog::InvalidId> for CommandError {
    fn from(error: hexadraft_catalog::InvalidId) -> Self {
        CommandError::invalid(error.to_string())
    }
}

impl From<hexadraft_catalog::InvalidTacticNumber> for CommandError {
    fn from(error: hexadraft_catalog::InvalidTacticNumber) -> Self {
        CommandError::invalid(error.to_string())
    }
}

impl From<hexadraft_catalog::InvalidTacticSlot> for CommandError {
    fn from(error: hexadraft_catalog::InvalidTacticSlot) -> Self {
        CommandError::invalid(error.to_string())
    }
}

impl From<hexadraft_catalog::PackError> for CommandError {
    fn from(error: hexadraft_catalog::PackError) -> Self {
        let problems = error.problems().iter().map(ToString::to_string).collect();
        CommandError::refused(error.to_string(), None, problems)
    }
}

impl From<hexadraft_storage::StorageError> for CommandError {
    fn from(error: hexadraft_storage::StorageError) -> Self {
        let report = error.report();
        match error {
            hexadraft_storage::StorageError::SequenceConflict { .. } => CommandError::Conflict {
                message: report.message,
            },
            hexadraft_storage::StorageError::JournalNotFound { .. } => {
                CommandError::not_found(report.message)
            }
            _ => CommandError::Storage {
                message: report.message,
                storage_kind: report.kind,
            },
        }
    }
}

/// The engine's messages start in lower case (they are built to be embedded); a message shown
/// on its own starts with a capital.
fn sentence(text: String) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => text,
    }
}

impl From<hexadraft_draft::SetupError> for CommandError {
    fn from(error: hexadraft_draft::SetupError) -> Self {
        let problems = error
            .problems
            .iter()
            .map(|p| sentence(p.to_string()))
            .collect();
        CommandError::refused(sentence(error.to_string()), None, problems)
    }
}

impl From<hexadraft_draft::Refusal> for CommandError {
    fn from(refusal: hexadraft_draft::Refusal) -> Self {
        let problems = match &refusal {
            hexadraft_draft::Refusal::DeckRefused { violations } => {
                violations.iter().map(|v| sentence(v.to_string())).collect()
            }
            _ => Vec::new(),
        };
        CommandError::refused(
            sentence(refusal.to_string()),
            Some(refusal.clause().to_string()),
            problems,
        )
    }
}

impl From<hexadraft_event::EventRefusal> for CommandError {
    fn from(refusal: hexadraft_event::EventRefusal) -> Self {
        let clause = refusal.clause().map(|c| c.to_string());
        CommandError::refused(sentence(refusal.to_string()), clause, Vec::new())
    }
}

impl From<Vec<hexadraft_event::DefinitionProblem>> for CommandError {
    fn from(problems: Vec<hexadraft_event::DefinitionProblem>) -> Self {
        let words: Vec<String> = problems.iter().map(ToString::to_string).collect();
        let clause = problems
            .iter()
            .find_map(hexadraft_event::DefinitionProblem::clause)
            .map(|c| c.to_string());
        CommandError::refused(
            format!("The event cannot be created: {}", words.join("; ")),
            clause,
            words.into_iter().map(sentence).collect(),
        )
    }
}

impl From<hexadraft_event::TableDraftProblem> for CommandError {
    fn from(problem: hexadraft_event::TableDraftProblem) -> Self {
        match problem {
            hexadraft_event::TableDraftProblem::UnknownRound { .. }
            | hexadraft_event::TableDraftProblem::UnknownTable { .. } => {
                CommandError::not_found(sentence(problem.to_string()))
            }
            hexadraft_event::TableDraftProblem::NoSponsor { .. }
            | hexadraft_event::TableDraftProblem::NoLineup { .. } => {
                CommandError::refused(sentence(problem.to_string()), None, Vec::new())
            }
        }
    }
}

impl From<hexadraft_paper::PaperError> for CommandError {
    fn from(error: hexadraft_paper::PaperError) -> Self {
        match error {
            hexadraft_paper::PaperError::RoundNotPaired { .. }
            | hexadraft_paper::PaperError::UnknownPlayer { .. } => {
                CommandError::not_found(sentence(error.to_string()))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn errors_reach_the_ui_as_a_tagged_object_with_a_message() {
        let error = CommandError::not_found("No character \"nobody\" in the catalog.");
        assert_eq!(
            serde_json::to_value(&error).unwrap(),
            serde_json::json!({"kind": "notFound", "message": "No character \"nobody\" in the catalog."})
        );
    }

    #[test]
    fn a_draft_refusal_reaches_the_ui_with_its_clause_and_a_capital() {
        let refusal = hexadraft_draft::Refusal::NothingToUndo {
            seat: hexadraft_draft::Seat::First,
        };
        let CommandError::Refused {
            message, clause, ..
        } = CommandError::from(refusal)
        else {
            unreachable!("a draft refusal is a refusal")
        };
        assert!(message.starts_with("The first seat has nothing to undo"));
        assert_eq!(
            clause.as_deref(),
            Some("docs/rulings.md, \"What can be undone\"")
        );
    }

    #[test]
    fn a_refusal_carries_its_clause_and_problems() {
        let error = CommandError::refused(
            "Gata is banned",
            Some("AGL v1.0, Koorie Queen Mod".to_owned()),
            vec!["Gata is banned".to_owned()],
        );
        assert_eq!(
            serde_json::to_value(&error).unwrap(),
            serde_json::json!({
                "kind": "refused",
                "message": "Gata is banned",
                "clause": "AGL v1.0, Koorie Queen Mod",
                "problems": ["Gata is banned"]
            })
        );
    }
}
