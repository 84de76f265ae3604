//! The one error type every command returns, shaped for the UI.

use serde::Serialize;

/// Why a command was refused or failed. The UI branches on `kind` and shows `message` in plain
/// words; `detail` carries the domain error for screens that render it specially.
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
}

impl From<hexadraft_catalog::InvalidId> for CommandError {
    fn from(error: hexadraft_catalog::InvalidId) -> Self {
        CommandError::InvalidInput {
            message: error.to_string(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn errors_reach_the_ui_as_a_tagged_object_with_a_message() {
        let error = CommandError::NotFound {
            message: "No character \"nobody\" in the catalog.".to_owned(),
        };
        assert_eq!(
            serde_json::to_value(&error).unwrap(),
            serde_json::json!({"kind": "notFound", "message": "No character \"nobody\" in the catalog."})
        );
    }
}
