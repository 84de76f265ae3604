//! Army lists pasted as text: one card a line with an optional count (`2 Stormtrooper (Elite)`,
//! `Stormtrooper x2`), names matched forgivingly by the catalog
//! ([`IaCatalog::resolve_name`]), and a clear list of the lines not read, with their numbers
//! (docs/rulings.md, Imperial Assault, "Army lists typed as text"; the format is in
//! docs/formats.md, "Army list text").
//!
//! The reader never panics and is bounded: at most [`MAX_ARMY_TEXT_BYTES`] bytes, the first
//! [`MAX_ARMY_TEXT_LINES`] lines, [`MAX_ARMY_LINE_CHARS`] characters a line.

use super::army::{ArmyList, MAX_COPIES};
use super::refusal::ia;
use hexadraft_catalog::ia::{words, Affiliation, IaCardId, IaCatalog, NameMatch};
use hexadraft_draft::{Clause, IaSection};
use serde::{Deserialize, Serialize};

/// Largest text read, in bytes.
pub const MAX_ARMY_TEXT_BYTES: usize = 16 * 1024;

/// Most lines read; later lines are reported, not read.
pub const MAX_ARMY_TEXT_LINES: usize = 200;

/// Longest line read, in characters.
pub const MAX_ARMY_LINE_CHARS: usize = 200;

/// What a line was read as.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum LineReading {
    /// Nothing on it.
    Blank,
    /// A heading or a comment (`Command cards:`, `# my list`), skipped.
    Heading,
    /// Copies of a card.
    Card {
        /// The card.
        card: IaCardId,
        /// How many copies.
        count: u32,
    },
    /// Not read: see the problems.
    NotRead,
}

/// One line of the text and how it was read.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct ReadLine {
    /// Its number, from 1.
    pub line: u32,
    /// Its text, trimmed (cut at [`MAX_ARMY_LINE_CHARS`]).
    pub text: String,
    /// How it was read.
    pub reading: LineReading,
}

/// A line or text that could not be read.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, thiserror::Error)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum ArmyTextProblem {
    /// The whole text is too large to read.
    #[error("the text is {bytes} bytes, more than the {max} read ({clause})")]
    TextTooLong {
        /// Its size.
        bytes: u32,
        /// The bound.
        max: u32,
        /// Where the rule is.
        clause: Clause,
    },
    /// Lines past the bound were not read.
    #[error("the text has {lines} lines; only the first {max} were read ({clause})")]
    TooManyLines {
        /// Lines in the text.
        lines: u32,
        /// The bound.
        max: u32,
        /// Where the rule is.
        clause: Clause,
    },
    /// A line too long to be a card.
    #[error("line {line} has {chars} characters, more than a card's line ({max}) ({clause})")]
    LineTooLong {
        /// The line's number.
        line: u32,
        /// Its length.
        chars: u32,
        /// The bound.
        max: u32,
        /// Where the rule is.
        clause: Clause,
    },
    /// A count of no copy or too many.
    #[error("line {line}: \"{text}\" counts {count}; a line counts 1 to {max} copies ({clause})")]
    BadCount {
        /// The line's number.
        line: u32,
        /// Its text.
        text: String,
        /// The count read (0, or more than the bound; saturated).
        count: u32,
        /// The bound.
        max: u32,
        /// Where the rule is.
        clause: Clause,
    },
    /// No card has that name.
    #[error("line {line}: no card is named \"{text}\" ({clause})")]
    UnknownName {
        /// The line's number.
        line: u32,
        /// Its text.
        text: String,
        /// Cards with similar names, best first.
        suggestions: Vec<IaCardId>,
        /// Where the rule is.
        clause: Clause,
    },
    /// Several cards have that name.
    #[error("line {line}: \"{text}\" could be {} cards; add Elite, the subtitle or the affiliation ({clause})", candidates.len())]
    AmbiguousName {
        /// The line's number.
        line: u32,
        /// Its text.
        text: String,
        /// The copies the line counts (so that the card chosen keeps them).
        count: u32,
        /// The cards it could be.
        candidates: Vec<IaCardId>,
        /// Where the rule is.
        clause: Clause,
    },
}

/// A pasted army list as read: the cards recognised, each line's reading and every problem.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct ArmyText {
    /// The cards read (entries of the same card add up), in the order first read.
    pub list: ArmyList,
    /// Every line read, in order.
    pub lines: Vec<ReadLine>,
    /// Every line or text not read.
    pub problems: Vec<ArmyTextProblem>,
}

impl ArmyText {
    /// Whether every line was read.
    pub fn is_complete(&self) -> bool {
        self.problems.is_empty()
    }
}

/// Words a heading may be made of (with numbers): `Deployment cards (40)`, `Mazo de mando`.
const HEADING_WORDS: [&str; 34] = [
    "deployment",
    "deployments",
    "card",
    "cards",
    "command",
    "commands",
    "deck",
    "army",
    "list",
    "upgrade",
    "upgrades",
    "skirmish",
    "total",
    "points",
    "point",
    "pts",
    "pt",
    "figures",
    "imperial",
    "rebel",
    "mercenary",
    "mercenaries",
    "de",
    "ejercito",
    "mando",
    "mazo",
    "despliegue",
    "carta",
    "cartas",
    "mejora",
    "mejoras",
    "escaramuza",
    "puntos",
    "lista",
];

fn is_heading_text(text: &str) -> bool {
    let w = words(text);
    !w.is_empty()
        && w.iter().any(|x| !x.chars().all(|c| c.is_ascii_digit()))
        && w.iter()
            .all(|x| HEADING_WORDS.contains(&x.as_str()) || x.chars().all(|c| c.is_ascii_digit()))
}

/// `2`, `2x`, `x2`, `×2`, `(x2)`: a count, or `None` when the token is not one. Counts too large
/// for `u32` saturate (and are refused as above the bound).
fn count_token(token: &str) -> Option<u32> {
    let t = token
        .strip_prefix('(')
        .and_then(|t| t.strip_suffix(')'))
        .unwrap_or(token);
    let digits = t
        .strip_prefix(['x', 'X', '×'])
        .or_else(|| t.strip_suffix(['x', 'X', '×']))
        .unwrap_or(t);
    if digits.is_empty() || !digits.chars().all(|c| c.is_ascii_digit()) {
        return None;
    }
    Some(digits.parse::<u32>().unwrap_or(u32::MAX))
}

/// Whether the token is a count marked with an x (`x2`, `2x`, `(x2)`), which may end a line; a
/// bare number at the end of a line is more likely a cost, and is not read as a count.
fn is_marked_count(token: &str) -> bool {
    count_token(token).is_some() && token.contains(['x', 'X', '×'])
}

/// `s` without a points unit at its end (`pts`, `points`, `puntos`...).
fn strip_unit(s: &str) -> &str {
    let s = s.trim_end();
    for unit in ["points", "point", "puntos", "pts", "pt"] {
        if let Some(rest) = s.strip_suffix(unit) {
            if rest.ends_with(|c: char| c.is_ascii_digit() || c.is_whitespace()) {
                return rest.trim_end();
            }
        }
    }
    s
}

fn is_number(s: &str) -> bool {
    !s.is_empty() && s.chars().all(|c| c.is_ascii_digit())
}

/// Drops a cost written after the name: `(9)`, `[9 pts]`, `- 9`, `: 9 points`, `9 pts`. A bare
/// trailing number stays (it is refused with the name, never guessed), and so does a hyphen
/// inside a name (`IG-88`).
fn strip_cost(text: &str) -> &str {
    let t = text.trim_end();
    for (open, close) in [('(', ')'), ('[', ']')] {
        if let Some(inner_end) = t.strip_suffix(close) {
            if let Some(at) = inner_end.rfind(open) {
                let inner = inner_end.get(at + 1..).unwrap_or("").trim();
                if is_number(strip_unit(inner)) {
                    return t.get(..at).unwrap_or(t).trim_end();
                }
            }
        }
    }
    let no_unit = strip_unit(t);
    let had_unit = no_unit.len() != t.len();
    let before = no_unit.trim_end_matches(|c: char| c.is_ascii_digit());
    if before.len() == no_unit.len() {
        return t;
    }
    let before_trimmed = before.trim_end();
    if let Some(rest) = before_trimmed.strip_suffix(['-', '–', '=', ':']) {
        if before_trimmed.ends_with(':') || rest.ends_with(char::is_whitespace) {
            return rest.trim_end();
        }
    }
    if had_unit && before.ends_with(char::is_whitespace) {
        return before_trimmed;
    }
    t
}

/// Reads a pasted army list.
pub fn read_army_text(catalog: &IaCatalog, text: &str) -> ArmyText {
    let clause = ia(IaSection::RulingArmyListText);
    let mut out = ArmyText {
        list: ArmyList::default(),
        lines: Vec::new(),
        problems: Vec::new(),
    };
    if text.len() > MAX_ARMY_TEXT_BYTES {
        out.problems.push(ArmyTextProblem::TextTooLong {
            bytes: u32::try_from(text.len()).unwrap_or(u32::MAX),
            max: u32::try_from(MAX_ARMY_TEXT_BYTES).unwrap_or(u32::MAX),
            clause,
        });
        return out;
    }
    let total = text.lines().count();
    for (i, raw) in text.lines().take(MAX_ARMY_TEXT_LINES).enumerate() {
        let line = u32::try_from(i + 1).unwrap_or(u32::MAX);
        let trimmed = raw.trim_matches(|c: char| c.is_whitespace() || c == '\u{feff}');
        let chars = trimmed.chars().count();
        let shown: String = trimmed.chars().take(MAX_ARMY_LINE_CHARS).collect();
        let reading = if chars > MAX_ARMY_LINE_CHARS {
            out.problems.push(ArmyTextProblem::LineTooLong {
                line,
                chars: u32::try_from(chars).unwrap_or(u32::MAX),
                max: u32::try_from(MAX_ARMY_LINE_CHARS).unwrap_or(u32::MAX),
                clause,
            });
            LineReading::NotRead
        } else {
            read_line(catalog, line, trimmed, &mut out, clause)
        };
        out.lines.push(ReadLine {
            line,
            text: shown,
            reading,
        });
    }
    if total > MAX_ARMY_TEXT_LINES {
        out.problems.push(ArmyTextProblem::TooManyLines {
            lines: u32::try_from(total).unwrap_or(u32::MAX),
            max: u32::try_from(MAX_ARMY_TEXT_LINES).unwrap_or(u32::MAX),
            clause,
        });
    }
    out
}

fn read_line(
    catalog: &IaCatalog,
    line: u32,
    trimmed: &str,
    out: &mut ArmyText,
    clause: Clause,
) -> LineReading {
    if trimmed.is_empty() {
        return LineReading::Blank;
    }
    if trimmed.starts_with('#') || trimmed.starts_with("//") || trimmed.ends_with(':') {
        return LineReading::Heading;
    }
    let mut body = trimmed;
    while let Some(rest) = body
        .strip_prefix(['-', '*', '•', '·', '–', '—', '+'])
        .filter(|r| r.starts_with(char::is_whitespace))
    {
        body = rest.trim_start();
    }
    // A cost may come before or after a count at the end ("Bodyguard (1) x2", "Bodyguard x2
    // (1)"): it is dropped before the count is looked for, and again after.
    let body = strip_cost(body);
    // A count before the name ("2", "2x", "x2") or after it ("x2", "(x2)").
    let mut count = None;
    let mut name = body;
    if let Some((first, rest)) = body.split_once(char::is_whitespace) {
        if let Some(n) = count_token(first) {
            count = Some(n);
            name = rest.trim_start();
            // "2 x Stormtrooper".
            if let Some((x, after)) = name.split_once(char::is_whitespace) {
                if matches!(x, "x" | "X" | "×") {
                    name = after.trim_start();
                }
            }
        }
    }
    if count.is_none() {
        if let Some((rest, last)) = body.rsplit_once(char::is_whitespace) {
            if is_marked_count(last) {
                if let Some(n) = count_token(last) {
                    count = Some(n);
                    name = rest.trim_end();
                }
            }
        }
    }
    let name = strip_cost(name);
    let count = count.unwrap_or(1);
    if count == 0 || count > MAX_COPIES {
        out.problems.push(ArmyTextProblem::BadCount {
            line,
            text: trimmed.to_owned(),
            count,
            max: MAX_COPIES,
            clause,
        });
        return LineReading::NotRead;
    }
    match catalog.resolve_name(name) {
        NameMatch::Found { card } => {
            out.list.add(card.clone(), count);
            LineReading::Card { card, count }
        }
        NameMatch::Ambiguous { candidates } => {
            out.problems.push(ArmyTextProblem::AmbiguousName {
                line,
                text: trimmed.to_owned(),
                count,
                candidates,
                clause,
            });
            LineReading::NotRead
        }
        NameMatch::Unknown { suggestions } => {
            if is_heading_text(trimmed) {
                return LineReading::Heading;
            }
            out.problems.push(ArmyTextProblem::UnknownName {
                line,
                text: trimmed.to_owned(),
                suggestions,
                clause,
            });
            LineReading::NotRead
        }
    }
}

/// The name under which `card` is written in a list: the plainest one that reads back as the
/// card (its printed name, with "(Elite)" and the subtitle; then the affiliation in brackets,
/// then "(Campaign)"); its id when nothing else does (a card the catalog does not have).
pub fn card_text_name(catalog: &IaCatalog, card: &IaCardId) -> String {
    let reads_back = |text: &str| matches!(catalog.resolve_name(text), NameMatch::Found { card: found } if &found == card);
    match card {
        IaCardId::Command(id) => {
            if let Some(c) = catalog.command_card(id) {
                if reads_back(&c.name) {
                    return c.name.clone();
                }
            }
            id.to_string()
        }
        IaCardId::Deployment(id) => {
            if let Some(c) = catalog.deployment_card(id) {
                let base = c.display_name();
                let affiliation = affiliation_word(c.affiliation);
                let tries = [
                    base.clone(),
                    format!("{base} [{affiliation}]"),
                    format!("{base} (Campaign)"),
                    format!("{base} [{affiliation}] (Campaign)"),
                ];
                if let Some(found) = tries.into_iter().find(|t| reads_back(t)) {
                    return found;
                }
            }
            id.to_string()
        }
    }
}

fn affiliation_word(a: Affiliation) -> String {
    a.to_string()
}

/// An army list as text, one card a line with its count, Deployment cards first under a heading,
/// then the Command deck: what [`read_army_text`] reads back as the same list.
pub fn army_text(catalog: &IaCatalog, list: &ArmyList) -> String {
    let mut out = String::from("Deployment cards:\n");
    for e in &list.deployment {
        let name = card_text_name(catalog, &IaCardId::Deployment(e.card.clone()));
        out.push_str(&format!("{} {name}\n", e.count));
    }
    out.push_str("\nCommand cards:\n");
    for e in &list.command {
        let name = card_text_name(catalog, &IaCardId::Command(e.card.clone()));
        out.push_str(&format!("{} {name}\n", e.count));
    }
    out
}

#[cfg(test)]
mod tests;
