//! The organizer's draft formats (docs/rulings.md, "Draft formats"; docs/formats.md): the
//! official order of the Mods chosen, the formats the organizer keeps (a setting of the store,
//! as the catalog edits are), each with its problems under those Mods as the engine finds them,
//! and the format files they are shared as. A draft is started in one with
//! [`App::create_draft_with`], whose journal's header records it.

use crate::error::{count_u32, AppError, AppRefusal, Missing};
use crate::files::{read_import_text, write_export, WrittenFile};
use crate::kernel::state::State;
use crate::App;
use hexadraft_draft::{
    DraftFormat, FormatFileError, FormatProblem, Mod, ModSet, Role, RulesetVersion,
    MAX_FORMAT_BYTES,
};
use hexadraft_storage::MAX_SETTING_VALUE_LEN;
use serde::Serialize;

/// The setting that keeps the organizer's formats: a JSON list of formats.
const FORMATS_SETTING: &str = "draft_formats";

/// Most formats the organizer keeps. Sixteen of the largest formats fit in one setting.
pub const MAX_SAVED_FORMATS: usize = 16;

/// A format as the catalog screen lists it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct FormatEntry {
    /// The format.
    pub format: DraftFormat,
    /// Whether it is the official order of the Mods asked about (built in, not editable).
    pub official: bool,
    /// Its problems under the Mods asked about; empty when a draft can start in it.
    pub problems: Vec<FormatProblem>,
    /// Who picks, pick by pick.
    pub pick_order: Vec<Role>,
}

fn entry(format: DraftFormat, official: bool, mods: &ModSet) -> FormatEntry {
    FormatEntry {
        problems: format.problems(mods),
        pick_order: format.pick_order(),
        format,
        official,
    }
}

fn mod_set(version: RulesetVersion, mods: &[Mod]) -> Result<ModSet, AppError> {
    ModSet::new(version, mods).map_err(|problems| AppRefusal::Mods { problems }.into())
}

/// The formats the organizer keeps, oldest first.
fn saved(state: &mut State) -> Result<Vec<DraftFormat>, AppError> {
    match state.store_mut()?.get_setting(FORMATS_SETTING)? {
        None => Ok(Vec::new()),
        Some(text) => serde_json::from_str(&text).map_err(|e| {
            AppRefusal::DraftFormatFile {
                error: FormatFileError::Unreadable {
                    line: count_u32(e.line()),
                    column: count_u32(e.column()),
                    reason: e.to_string(),
                },
            }
            .into()
        }),
    }
}

fn keep(state: &mut State, formats: &[DraftFormat]) -> Result<(), AppError> {
    let text = serde_json::to_string(formats).map_err(|e| AppRefusal::DraftFormatFile {
        error: FormatFileError::Unreadable {
            line: 1,
            column: 1,
            reason: e.to_string(),
        },
    })?;
    // Unreachable with the bounds on a format and on their number; kept total all the same.
    if text.len() > MAX_SETTING_VALUE_LEN {
        return Err(AppRefusal::TooManyDraftFormats {
            max: count_u32(MAX_SAVED_FORMATS),
        }
        .into());
    }
    state.store_mut()?.set_setting(FORMATS_SETTING, &text)?;
    Ok(())
}

/// Adds `format` to the kept ones, in place of one of the same name.
fn add(state: &mut State, format: DraftFormat) -> Result<Vec<DraftFormat>, AppError> {
    let problems = format.shape_problems();
    if !problems.is_empty() {
        return Err(AppRefusal::DraftFormatFile {
            error: FormatFileError::Invalid { problems },
        }
        .into());
    }
    let mut formats = saved(state)?;
    let kept = formats.len();
    match formats.iter_mut().find(|f| f.name == format.name) {
        Some(same) => *same = format,
        None if kept >= MAX_SAVED_FORMATS => {
            return Err(AppRefusal::TooManyDraftFormats {
                max: count_u32(MAX_SAVED_FORMATS),
            }
            .into())
        }
        None => formats.push(format),
    }
    keep(state, &formats)?;
    Ok(formats)
}

impl App {
    /// The official order of `version` and `mods`, then the organizer's formats, each with its
    /// problems under those Mods (the catalog screen's list, and a setup's choice).
    ///
    /// # Errors
    /// Mods that do not combine, or saved formats that cannot be read.
    pub fn draft_formats(
        &self,
        version: RulesetVersion,
        mods: &[Mod],
    ) -> Result<Vec<FormatEntry>, AppError> {
        let set = mod_set(version, mods)?;
        let kept = saved(&mut self.lock_state())?;
        let mut entries = vec![entry(DraftFormat::official(&set), true, &set)];
        entries.extend(kept.into_iter().map(|f| entry(f, false, &set)));
        Ok(entries)
    }

    /// A format as it is being edited, with its problems under `version` and `mods` and its
    /// pick order: the turn editor's live preview. Nothing is kept.
    ///
    /// # Errors
    /// Mods that do not combine.
    pub fn check_draft_format(
        &self,
        format: DraftFormat,
        version: RulesetVersion,
        mods: &[Mod],
    ) -> Result<FormatEntry, AppError> {
        let set = mod_set(version, mods)?;
        Ok(entry(format, false, &set))
    }

    /// Keeps `format` among the organizer's formats, in place of one of the same name. Problems
    /// that depend on the Mods do not stop it being kept (they are listed with it); a name or a
    /// number of turns no format may have do.
    ///
    /// # Errors
    /// [`AppRefusal::DraftFormatFile`], [`AppRefusal::TooManyDraftFormats`], or a storage
    /// failure.
    pub fn save_draft_format(&self, format: DraftFormat) -> Result<Vec<DraftFormat>, AppError> {
        add(&mut self.lock_state(), format)
    }

    /// Removes the organizer's format `name`.
    ///
    /// # Errors
    /// [`Missing::DraftFormat`], or a storage failure.
    pub fn delete_draft_format(&self, name: &str) -> Result<Vec<DraftFormat>, AppError> {
        let mut state = self.lock_state();
        let mut formats = saved(&mut state)?;
        let before = formats.len();
        formats.retain(|f| f.name != name);
        if formats.len() == before {
            return Err(Missing::DraftFormat {
                name: name.to_owned(),
            }
            .into());
        }
        keep(&mut state, &formats)?;
        Ok(formats)
    }

    /// Writes the organizer's format `name` as a format file, in the exports folder or to the
    /// file `to` (a full path chosen in the system's save dialog).
    ///
    /// # Errors
    /// [`Missing::DraftFormat`], or a file that cannot be written.
    pub fn export_draft_format(
        &self,
        name: &str,
        to: Option<&str>,
    ) -> Result<WrittenFile, AppError> {
        let format = saved(&mut self.lock_state())?
            .into_iter()
            .find(|f| f.name == name)
            .ok_or_else(|| Missing::DraftFormat {
                name: name.to_owned(),
            })?;
        write_export(
            &self.exports_dir(),
            "hexadraft-draft-format",
            "json",
            self.now(),
            format.to_json().as_bytes(),
            to,
        )
    }

    /// Reads a format file (a name in the exports folder or a full path), bounded in size, and
    /// keeps its format (in place of one of the same name). A file that does not read is
    /// refused with its line and the reason, and nothing is kept.
    ///
    /// # Errors
    /// A missing or oversized file, [`AppRefusal::DraftFormatFile`],
    /// [`AppRefusal::TooManyDraftFormats`], or a storage failure.
    pub fn import_draft_format(&self, path: &str) -> Result<Vec<DraftFormat>, AppError> {
        let text = read_import_text(&self.exports_dir(), path, MAX_FORMAT_BYTES)?;
        let format = DraftFormat::read_json(&text)
            .map_err(|error| AppError::from(AppRefusal::DraftFormatFile { error }))?;
        add(&mut self.lock_state(), format)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use hexadraft_draft::{
        Actor, Scope, Turn, TurnAction, MAX_FORMAT_NAME_CHARS, MAX_FORMAT_TURNS,
    };

    #[test]
    fn the_most_formats_of_the_largest_size_fit_in_one_setting() {
        let largest = DraftFormat {
            name: "\u{10FFFF}".repeat(MAX_FORMAT_NAME_CHARS),
            turns: vec![
                Turn {
                    actor: Actor::PlayerB,
                    action: TurnAction::Pick,
                    scope: Scope::Rival,
                };
                MAX_FORMAT_TURNS
            ],
        };
        let all = vec![largest; MAX_SAVED_FORMATS];
        let text = serde_json::to_string(&all).unwrap();
        assert!(text.len() <= MAX_SETTING_VALUE_LEN, "{}", text.len());
    }
}
