//! A draft format file from outside (the catalog's import, docs/formats.md "Draft formats"): the
//! first byte picks a fixed setup, whose Mods the format is checked under; the rest is the file.
//! Never panics; a refusal names its line or at least one problem; an accepted format writes out
//! and reads back the same, starts a draft on the setup, and the draft reaches the decks with
//! every turn's actor having a choice (no deadlock).
#![no_main]

use hexadraft_draft::{
    Draft, DraftAction, DraftFormat, FormatFileError, ModSet, Salt, SetupProblem, Step,
};
use hexadraft_fuzz::{catalog, draft_setups};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Some((choice, rest)) = data.split_first() else {
        return;
    };
    let setups = draft_setups();
    let setup = setups[usize::from(*choice) % setups.len()].clone();
    let Ok(text) = std::str::from_utf8(rest) else {
        return;
    };
    let mods = ModSet::new(setup.version, &setup.mods).expect("a fixed setup's Mods are legal");
    let format = match DraftFormat::from_json(text, &mods) {
        Ok(format) => format,
        Err(error) => {
            match &error {
                FormatFileError::Unreadable { line, .. } => assert!(*line >= 1, "no line"),
                FormatFileError::Invalid { problems } => {
                    assert!(!problems.is_empty(), "a refusal without a problem")
                }
                FormatFileError::TooLarge { .. } | FormatFileError::UnsupportedVersion { .. } => {}
            }
            let _ = error.to_string();
            return;
        }
    };
    assert!(format.problems(&mods).is_empty());
    assert_eq!(
        DraftFormat::from_json(&format.to_json(), &mods).as_ref(),
        Ok(&format),
        "what was written does not read back"
    );
    let mut draft = match Draft::new_in_format(catalog(), setup, format) {
        Ok(draft) => draft,
        Err(error) => {
            // Under Zlavin, lineups sharing characters may not survive the format's bans.
            assert!(
                error
                    .problems
                    .iter()
                    .all(|p| matches!(p, SetupProblem::LineupsTooAlikeForZlavin { .. })),
                "an accepted format refused: {error}"
            );
            return;
        }
    };
    for turn in 0..100u32 {
        if matches!(draft.step(), Step::Deck | Step::Complete) {
            return;
        }
        let salt = Salt::new(format!("{turn:032x}")).expect("a salt");
        let seat = draft.waiting_for()[0];
        let action = draft
            .legal_actions(seat, &salt)
            .into_iter()
            .find(|a| !matches!(a, DraftAction::Undo { .. }))
            .unwrap_or_else(|| panic!("no choice at {:?}", draft.step()));
        draft.apply(action).expect("a listed action is accepted");
    }
    panic!("the draft did not reach the decks in 100 actions");
});
