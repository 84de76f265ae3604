//! The checks every pack and overlay makes alike, whatever its cards: a declared format, the pack's
//! name and version, texts, list sizes, number ranges and repeated ids. Each pack's rules
//! (`validate.rs`, `ia/validate.rs`) add their own checks on the same collector, so the organizer
//! sees every problem at once.

use crate::limits::{MAX_NAME_CHARS, MAX_TEXT_CHARS, MAX_VERSION_CHARS};
use crate::model::PackInfo;
use crate::problem::{CommonProblem, Problem};
use std::collections::HashSet;
use std::ops::RangeInclusive;

/// Collects the problems of one pack or overlay, of the pack's problem type `P`.
pub(crate) struct Checks<P> {
    pub(crate) problems: Vec<P>,
}

impl<P> Default for Checks<P> {
    fn default() -> Self {
        Checks {
            problems: Vec::new(),
        }
    }
}

/// A count as reported: `u32`, saturating.
pub(crate) fn count_u32(n: usize) -> u32 {
    u32::try_from(n).unwrap_or(u32::MAX)
}

/// `list[id=...]`: the path of a list item picked by its id.
pub(crate) fn item_path(list: &str, id: &str) -> String {
    format!("{list}[id={id}]")
}

/// Whether a version is a plain token: 1 to [`MAX_VERSION_CHARS`] letters, digits and `. + - _`.
fn version_ok(version: &str) -> bool {
    !version.is_empty()
        && version.chars().count() <= MAX_VERSION_CHARS
        && version
            .chars()
            .all(|ch| ch.is_ascii_alphanumeric() || matches!(ch, '.' | '+' | '-' | '_'))
}

impl<P: Problem> Checks<P> {
    /// Notes a problem both packs report alike.
    pub(crate) fn push(&mut self, problem: CommonProblem<P::Number>) {
        self.problems.push(problem.into());
    }

    /// The format a file declares is `expected`; `unknown` names the problem (a pack's or an
    /// overlay's), which quotes what the file declares, cut to a readable length.
    pub(crate) fn format(
        &mut self,
        (format, version): (&str, u32),
        expected: (&str, u32),
        unknown: fn(String) -> CommonProblem<P::Number>,
    ) {
        if (format, version) != expected {
            let declared: String = format.chars().take(40).collect();
            self.push(unknown(format!("{declared} {version}")));
        }
    }

    /// A pack file's header: the format it declares is `expected`, and [`Checks::pack_info`].
    pub(crate) fn pack_header(
        &mut self,
        declared: (&str, u32),
        expected: (&str, u32),
        info: &PackInfo,
    ) {
        self.format(declared, expected, |found| CommonProblem::UnknownFormat {
            found,
        });
        self.pack_info(info);
    }

    /// Which pack this is: its version a plain token (it is recorded by every event and extended
    /// by overlays), its title and note short texts.
    pub(crate) fn pack_info(&mut self, info: &PackInfo) {
        if !version_ok(&info.version) {
            self.push(CommonProblem::BadVersion {
                path: "pack.version".to_owned(),
                found: info.version.chars().take(80).collect(),
            });
        }
        self.text("pack.title", &info.title, MAX_TEXT_CHARS);
        if let Some(note) = &info.note {
            self.text("pack.note", note, MAX_TEXT_CHARS);
        }
    }

    /// A text that must say something, of at most `max` characters, with no control character
    /// but, where `lines_allowed`, line breaks and tabs.
    pub(crate) fn text_with(&mut self, path: &str, text: &str, max: usize, lines_allowed: bool) {
        if text.trim().is_empty() {
            self.push(CommonProblem::EmptyText {
                path: path.to_owned(),
            });
        }
        let chars = text.chars().count();
        if chars > max {
            self.push(CommonProblem::TextTooLong {
                path: path.to_owned(),
                chars: count_u32(chars),
                max: count_u32(max),
            });
        }
        let bad = |c: char| c.is_control() && !(lines_allowed && matches!(c, '\n' | '\r' | '\t'));
        if text.chars().any(bad) {
            self.push(CommonProblem::ControlCharacter {
                path: path.to_owned(),
            });
        }
    }

    /// A text that must say something, of at most `max` characters, on one line.
    pub(crate) fn text(&mut self, path: &str, text: &str, max: usize) {
        self.text_with(path, text, max, false);
    }

    /// A name: a short text.
    pub(crate) fn name(&mut self, path: &str, text: &str) {
        self.text(path, text, MAX_NAME_CHARS);
    }

    /// A name that may be unknown (or not edited).
    pub(crate) fn optional_name(&mut self, path: &str, text: Option<&str>) {
        if let Some(text) = text {
            self.name(path, text);
        }
    }

    /// A list of at most `max` items.
    pub(crate) fn count(&mut self, path: &str, len: usize, max: usize) {
        if len > max {
            self.push(CommonProblem::TooMany {
                path: path.to_owned(),
                count: count_u32(len),
                max: count_u32(max),
            });
        }
    }

    /// A number within `range`, when known.
    pub(crate) fn in_range<T>(&mut self, path: &str, value: Option<T>, range: &RangeInclusive<T>)
    where
        T: Copy + PartialOrd + Into<P::Number>,
    {
        if let Some(value) = value {
            if !range.contains(&value) {
                self.push(CommonProblem::OutOfRange {
                    path: path.to_owned(),
                    value: value.into(),
                    min: (*range.start()).into(),
                    max: (*range.end()).into(),
                });
            }
        }
    }

    /// Ids of one list, each at most once; `list` is the list's path.
    pub(crate) fn unique_ids<'a>(&mut self, list: &str, ids: impl Iterator<Item = &'a str>) {
        let mut seen = HashSet::new();
        for (i, id) in ids.enumerate() {
            if !seen.insert(id) {
                self.push(CommonProblem::DuplicateId {
                    list: list.to_owned(),
                    id: id.to_owned(),
                    path: format!("{list}[{i}]"),
                });
            }
        }
    }
}
