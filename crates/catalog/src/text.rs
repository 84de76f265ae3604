//! Folding names for search and matching, and making slugs from them: the one place where the
//! app decides which letters count as the same.
//!
//! Everything goes through [`deunicode`], which transliterates any Unicode text to ASCII. It was
//! chosen over Unicode decomposition (NFD, then dropping the combining marks) because
//! decomposition leaves the letters organizers actually type unchanged: `ł`, `ø`, `đ`, `ß`, `æ`
//! and `œ` are letters of their own, not a base letter plus an accent, so a search for "lukasz"
//! would miss "Łukasz". Transliteration folds them the way people type them on a plain keyboard
//! (`ł` → `l`, `ø` → `o`, `ß` → `ss`, `æ` → `ae`), and it also spells Greek and Cyrillic names
//! in Latin letters (`Γιώργος` → `giorgos`, `Дмитрий` → `dmitrii`), so a slug made from them is
//! still a readable ASCII id, and a name typed in either script matches itself. What it does not
//! do is match two different transliterations of one name ("Dmitrij" and "Дмитрий" fold to
//! `dmitrij` and `dmitrii`).
//!
//! A character the transliteration table does not know separates words and is otherwise
//! dropped; an accent typed apart from its letter (a combining mark) is dropped without
//! separating.

use deunicode::deunicode_with_tofu;

/// `text` in lowercase ASCII letters and digits only, every other character transliterated or
/// dropped: how names are compared. "Señor Massacre", "senor massacre" and "SEÑOR-MASSACRE" all
/// fold to `senormassacre`; "Łukasz Żółkiewski" to `lukaszzolkiewski`.
///
/// ```
/// use hexadraft_catalog::text::fold;
/// assert_eq!(fold("Łukasz Żółkiewski"), "lukaszzolkiewski");
/// assert_eq!(fold("8-Ball"), fold("8 ball"));
/// ```
pub fn fold(text: &str) -> String {
    words(text).concat()
}

/// The folded words of `text`, in order: transliterated to ASCII, lowercased, split at every
/// character that is not a letter or digit.
///
/// ```
/// use hexadraft_catalog::text::words;
/// assert_eq!(words("Dmitrij Ševčík, Jr."), ["dmitrij", "sevcik", "jr"]);
/// ```
pub fn words(text: &str) -> Vec<String> {
    deunicode_with_tofu(text, " ")
        .split(|c: char| !c.is_ascii_alphanumeric())
        .filter(|word| !word.is_empty())
        .map(str::to_ascii_lowercase)
        .collect()
}

/// A kebab-case ASCII slug of `text` (its folded words joined by `-`), the form of the catalog's
/// ids; empty when `text` has no letter or digit at all.
///
/// ```
/// use hexadraft_catalog::text::slug;
/// assert_eq!(slug("Señor Massacre"), "senor-massacre");
/// assert_eq!(slug("Γιώργος"), "giorgos");
/// ```
pub fn slug(text: &str) -> String {
    words(text).join("-")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn latin_letters_with_accents_or_strokes_fold_to_their_plain_letters() {
        // Polish, Czech, Hungarian, Danish and German letters, as the module docs say.
        assert_eq!(fold("Łukasz Żółkiewski"), "lukaszzolkiewski");
        assert_eq!(fold("Dmitrij Ševčík"), "dmitrijsevcik");
        assert_eq!(fold("Erdős Pál"), "erdospal");
        assert_eq!(fold("Øyvind Ærø"), "oyvindaero");
        assert_eq!(fold("Žofie Straße"), "zofiestrasse");
        assert_eq!(fold("Œuvre"), "oeuvre");
    }

    #[test]
    fn greek_and_cyrillic_names_are_spelled_in_latin_letters() {
        assert_eq!(fold("Γιώργος"), "giorgos");
        assert_eq!(fold("ΓΙΏΡΓΟΣ"), "giorgos");
        assert_eq!(fold("Дмитрий"), "dmitrii");
        assert_eq!(fold("Дмитрий"), fold("ДМИТРИЙ"));
        // Two transliterations of one name stay different.
        assert_ne!(fold("Дмитрий"), fold("Dmitrij"));
    }

    #[test]
    fn an_accent_typed_apart_from_its_letter_folds_like_the_accented_letter() {
        assert_eq!(fold("Bixie\u{301}"), fold("Bixié"));
        assert_eq!(words("Bixie\u{301} 8"), ["bixie", "8"]);
    }

    #[test]
    fn punctuation_spacing_and_unknown_characters_separate_words() {
        assert_eq!(words("8-Ball"), ["8", "ball"]);
        assert_eq!(fold("8-Ball"), "8ball");
        assert_eq!(words("  Ana\t(la Roja)  "), ["ana", "la", "roja"]);
        assert!(words(" - ").is_empty());
        assert_eq!(words("a\u{E000}b"), ["a", "b"], "a private-use character");
    }

    #[test]
    fn slugs_are_kebab_case_ascii() {
        assert_eq!(slug("Señor Massacre"), "senor-massacre");
        assert_eq!(slug("8-Ball"), "8-ball");
        assert_eq!(slug("Łukasz Żółkiewski"), "lukasz-zolkiewski");
        assert_eq!(slug("Дмитрий"), "dmitrii");
        assert_eq!(slug("!!!"), "");
        for text in ["Ω Prime", "Hexx3r", "Miyamoto Mushashi", "Ærø"] {
            let slug = slug(text);
            assert!(
                slug.chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-'),
                "{slug}"
            );
        }
    }
}
