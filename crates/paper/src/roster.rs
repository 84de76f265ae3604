//! Importing a roster of players from a CSV file: one player per line, with the columns of the
//! control sheet (name, Corvus PIN, Sponsor, Starting Lineup). Every bad line is reported with
//! its number and what is wrong; the good lines become registrations the event engine checks.

use crate::csv;
use hexadraft_catalog::text::fold;
use hexadraft_catalog::{Catalog, CharacterId, SponsorId};
use hexadraft_event::{EventAction, EventRefusal, Registration, Tournament};
use serde::Serialize;
use std::fmt;

/// Most lines a roster may have (a sanity bound on input, well above any real event).
pub const MAX_ROSTER_LINES: usize = 5_000;

/// One player read from the roster.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RosterLine {
    /// The line of the file.
    pub line: u32,
    /// The registration it gives.
    pub registration: Registration,
}

/// Something wrong with one line of the roster (line 1 is the header): typed, so the screen words
/// it in the reader's language and can gather the lines that share one problem.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct RosterProblem {
    /// The line of the file.
    pub line: u32,
    /// The player's name as the line gives it, when it gives one.
    pub player: Option<String>,
    /// What is wrong.
    pub issue: RosterIssue,
    /// The same in English, for logs and the command line.
    pub message: String,
}

impl RosterProblem {
    fn new(line: u32, player: Option<&str>, issue: RosterIssue) -> RosterProblem {
        RosterProblem {
            line,
            player: player.filter(|p| !p.is_empty()).map(str::to_owned),
            message: issue.to_string(),
            issue,
        }
    }
}

/// A column of the roster: its number from 1 and the heading the first line gives it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct RosterColumn {
    /// Its number, from 1.
    pub number: u32,
    /// Its heading, when the first line gives one.
    pub heading: Option<String>,
}

impl fmt::Display for RosterColumn {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.heading {
            Some(heading) => write!(f, "column {} ({heading})", self.number),
            None => write!(f, "column {}", self.number),
        }
    }
}

/// A column the first line must name.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub enum RequiredColumn {
    /// The player's name.
    Name,
    /// The player's Corvus PIN.
    CorvusPin,
}

impl fmt::Display for RequiredColumn {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            RequiredColumn::Name => "name",
            RequiredColumn::CorvusPin => "Corvus PIN",
        })
    }
}

/// What is wrong with a line of the roster.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, thiserror::Error)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum RosterIssue {
    /// A quoted value never ends: nothing after it can be read.
    #[error("the quoted value starting in column {column} is never closed, so the rest of the file cannot be read")]
    UnclosedQuote {
        /// The column where the value starts, from 1.
        column: u32,
    },
    /// No line at all.
    #[error("the file is empty: the first line must name the columns (name, Corvus PIN, sponsor, lineup)")]
    Empty,
    /// The first line does not name a required column.
    #[error("the first line has no \"{column}\" column")]
    MissingColumn {
        /// Which.
        column: RequiredColumn,
    },
    /// Only the first line.
    #[error("the file names its columns but lists no player after the first line")]
    NoPlayers,
    /// More lines than a roster may have.
    #[error("a roster has at most {max} players; the rest is not read")]
    TooManyLines {
        /// The most players read.
        max: u32,
    },
    /// More values than the first line names columns.
    #[error("{values} values for {columns} columns: {extra} has no heading")]
    ExtraValues {
        /// Values on the line.
        values: u32,
        /// Columns the first line names.
        columns: u32,
        /// The first column without a heading.
        extra: RosterColumn,
    },
    /// A Sponsor the catalog does not have.
    #[error("\"{text}\" in {column} is not a Sponsor of the catalog")]
    UnknownSponsor {
        /// The text of the cell.
        text: String,
        /// Where.
        column: RosterColumn,
    },
    /// An "unlocked" cell that is neither yes nor no.
    #[error("\"{text}\" in {column} is neither yes nor no")]
    NotYesOrNo {
        /// The text of the cell.
        text: String,
        /// Where.
        column: RosterColumn,
    },
    /// A character the catalog does not have.
    #[error("\"{text}\" in {column} is not a character of the catalog")]
    UnknownCharacter {
        /// The text of the cell.
        text: String,
        /// Where.
        column: RosterColumn,
    },
    /// The name cell is empty.
    #[error("the player has no name: {column} is empty")]
    NoName {
        /// Where the name belongs.
        column: RosterColumn,
    },
    /// The Corvus PIN cell is empty.
    #[error("the player has no Corvus PIN: {column} is empty")]
    NoPin {
        /// Where the PIN belongs.
        column: RosterColumn,
    },
    /// The event refuses the registration (a repeated PIN, a locked Special Sponsor, an
    /// illegal lineup...), with the rule.
    #[error("{refusal}")]
    Refused {
        /// The event's refusal.
        refusal: EventRefusal,
    },
}

/// A roster as read: the players and every problem found.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Roster {
    /// Lines that read as a registration.
    pub lines: Vec<RosterLine>,
    /// Lines that did not, and header problems.
    pub problems: Vec<RosterProblem>,
    /// Columns of the header that are not read (an e-mail column, notes...).
    pub ignored_columns: Vec<String>,
}

/// Which column holds what.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Field {
    Name,
    Pin,
    Sponsor,
    Unlocked,
    Lineup,
    Character,
}

/// The column names understood, folded as the catalog folds names ([`fold`]), in the app's
/// three languages.
fn field_of(header: &str) -> Option<Field> {
    let key = fold(header);
    let key = key.trim_end_matches(|c: char| c.is_ascii_digit());
    Some(match key {
        "name" | "player" | "playername" | "nombre" | "jugador" | "nom" | "joueur" => Field::Name,
        "pin" | "corvuspin" | "pincorvus" => Field::Pin,
        "sponsor" | "patrocinador" => Field::Sponsor,
        "unlocked" | "sponsorunlocked" | "specialunlocked" | "desbloqueado" | "debloque" => {
            Field::Unlocked
        }
        "lineup"
        | "startinglineup"
        | "alineacion"
        | "alineacioninicial"
        | "composition"
        | "compositiondedepart"
        | "characters"
        | "personajes"
        | "personnages" => Field::Lineup,
        "character" | "personaje" | "personnage" => Field::Character,
        _ => return None,
    })
}

fn find_character(catalog: &Catalog, text: &str) -> Option<CharacterId> {
    let key = fold(text);
    catalog
        .characters()
        .iter()
        .find(|c| {
            fold(&c.name) == key
                || fold(c.id.as_str()) == key
                || c.aliases.iter().any(|a| fold(a) == key)
        })
        .map(|c| c.id.clone())
}

fn find_sponsor(catalog: &Catalog, text: &str) -> Option<SponsorId> {
    let key = fold(text);
    catalog
        .sponsors()
        .iter()
        .find(|s| fold(&s.name) == key || fold(s.id.as_str()) == key)
        .map(|s| s.id.clone())
}

fn yes_no(text: &str) -> Option<bool> {
    match fold(text).as_str() {
        "" | "no" | "n" | "false" | "0" | "non" => Some(false),
        "yes" | "y" | "true" | "1" | "x" | "si" | "s" | "oui" | "o" => Some(true),
        _ => None,
    }
}

/// Reads a roster. The first line names the columns: a name and a Corvus PIN are required;
/// Sponsor, "unlocked" (the organizer's mark that a Special Sponsor is unlocked) and the Starting
/// Lineup (one column listing the characters separated by `|`, `/` or `+`, or one column per
/// character) are optional. Names of Sponsors and characters are matched without case or accents.
pub fn read_roster(catalog: &Catalog, text: &str) -> Roster {
    let mut roster = Roster::default();
    let separator = csv::guess_separator(text);
    let records = match csv::read(text, separator) {
        Ok(records) => records,
        Err(csv::CsvError::UnclosedQuote { line, column }) => {
            roster.problems.push(RosterProblem::new(
                line,
                None,
                RosterIssue::UnclosedQuote { column },
            ));
            return roster;
        }
    };
    let mut records = records.into_iter();
    let Some(header) = records.next() else {
        roster
            .problems
            .push(RosterProblem::new(1, None, RosterIssue::Empty));
        return roster;
    };
    let fields: Vec<Option<Field>> = header.fields.iter().map(|h| field_of(h)).collect();
    roster.ignored_columns = header
        .fields
        .iter()
        .zip(&fields)
        .filter(|(h, f)| f.is_none() && !h.is_empty())
        .map(|(h, _)| h.clone())
        .collect();
    for (required, column) in [
        (Field::Name, RequiredColumn::Name),
        (Field::Pin, RequiredColumn::CorvusPin),
    ] {
        if !fields.contains(&Some(required)) {
            roster.problems.push(RosterProblem::new(
                header.line,
                None,
                RosterIssue::MissingColumn { column },
            ));
        }
    }
    if !roster.problems.is_empty() {
        return roster;
    }
    let mut records = records.peekable();
    if records.peek().is_none() {
        roster.problems.push(RosterProblem::new(
            header.line,
            None,
            RosterIssue::NoPlayers,
        ));
        return roster;
    }
    for (count, record) in records.enumerate() {
        if count >= MAX_ROSTER_LINES {
            roster.problems.push(RosterProblem::new(
                record.line,
                None,
                RosterIssue::TooManyLines {
                    max: u32::try_from(MAX_ROSTER_LINES).unwrap_or(u32::MAX),
                },
            ));
            break;
        }
        match read_line(catalog, &header.fields, &fields, &record.fields, separator) {
            Ok(registration) => roster.lines.push(RosterLine {
                line: record.line,
                registration,
            }),
            Err((player, issues)) => roster.problems.extend(
                issues
                    .into_iter()
                    .map(|issue| RosterProblem::new(record.line, player.as_deref(), issue)),
            ),
        }
    }
    roster
}

/// How a problem names a cell's column: its number from 1 and, when the first line gives one,
/// its heading.
fn column(index: usize, headings: &[String]) -> RosterColumn {
    RosterColumn {
        number: u32::try_from(index + 1).unwrap_or(u32::MAX),
        heading: headings.get(index).filter(|h| !h.is_empty()).cloned(),
    }
}

fn read_line(
    catalog: &Catalog,
    headings: &[String],
    fields: &[Option<Field>],
    cells: &[String],
    separator: u8,
) -> Result<Registration, (Option<String>, Vec<RosterIssue>)> {
    let mut problems = Vec::new();
    if cells.len() > fields.len() {
        problems.push(RosterIssue::ExtraValues {
            values: u32::try_from(cells.len()).unwrap_or(u32::MAX),
            columns: u32::try_from(fields.len()).unwrap_or(u32::MAX),
            extra: column(fields.len(), headings),
        });
    }
    let mut name = String::new();
    let mut pin = String::new();
    let mut sponsor = None;
    let mut unlocked = false;
    let mut lineup: Vec<CharacterId> = Vec::new();
    let mut lineup_given = false;
    for (index, (field, cell)) in fields.iter().zip(cells).enumerate() {
        let cell = cell.trim();
        let at = || column(index, headings);
        match field {
            Some(Field::Name) => name = cell.to_owned(),
            Some(Field::Pin) => pin = cell.to_owned(),
            Some(Field::Sponsor) if !cell.is_empty() => match find_sponsor(catalog, cell) {
                Some(id) => sponsor = Some(id),
                None => problems.push(RosterIssue::UnknownSponsor {
                    text: cell.to_owned(),
                    column: at(),
                }),
            },
            Some(Field::Unlocked) => match yes_no(cell) {
                Some(value) => unlocked = value,
                None => problems.push(RosterIssue::NotYesOrNo {
                    text: cell.to_owned(),
                    column: at(),
                }),
            },
            Some(Field::Lineup) if !cell.is_empty() => {
                lineup_given = true;
                let separators: &[char] = if separator == b',' {
                    &['|', '/', '+', ';']
                } else {
                    &['|', '/', '+', ',']
                };
                for part in cell
                    .split(separators)
                    .map(str::trim)
                    .filter(|p| !p.is_empty())
                {
                    match find_character(catalog, part) {
                        Some(id) => lineup.push(id),
                        None => problems.push(RosterIssue::UnknownCharacter {
                            text: part.to_owned(),
                            column: at(),
                        }),
                    }
                }
            }
            Some(Field::Character) if !cell.is_empty() => {
                lineup_given = true;
                match find_character(catalog, cell) {
                    Some(id) => lineup.push(id),
                    None => problems.push(RosterIssue::UnknownCharacter {
                        text: cell.to_owned(),
                        column: at(),
                    }),
                }
            }
            _ => {}
        }
    }
    let position = |wanted: Field| fields.iter().position(|f| *f == Some(wanted)).unwrap_or(0);
    if name.is_empty() {
        problems.push(RosterIssue::NoName {
            column: column(position(Field::Name), headings),
        });
    }
    if pin.is_empty() {
        problems.push(RosterIssue::NoPin {
            column: column(position(Field::Pin), headings),
        });
    }
    if problems.is_empty() {
        Ok(Registration {
            name,
            corvus_pin: pin,
            sponsor,
            sponsor_unlocked: unlocked,
            lineup: lineup_given.then_some(lineup),
            team_name: None,
        })
    } else {
        Err(((!name.is_empty()).then_some(name), problems))
    }
}

/// A roster checked against an event: the actions that register its good lines, in order, and
/// every problem (the reading problems and each line the event refuses, with the rule).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct CheckedRoster {
    /// The registrations the event accepts, with their lines.
    pub actions: Vec<(u32, EventAction)>,
    /// Every problem, by line.
    pub problems: Vec<RosterProblem>,
}

/// Checks each line of `roster` by registering it, in order, on a copy of `event`: a line the
/// engine refuses (a duplicate PIN, an illegal lineup...) is reported with every one of the
/// engine's reasons;
/// the accepted ones, applied in the same order to the event, give the same players.
pub fn check_roster(event: &Tournament, roster: Roster) -> CheckedRoster {
    let mut scratch = event.clone();
    let mut checked = CheckedRoster {
        actions: Vec::new(),
        problems: roster.problems,
    };
    for line in roster.lines {
        // Every problem of the line at once, so one correction of the file fixes it.
        let problems = scratch.registration_problems(&line.registration);
        if !problems.is_empty() {
            checked.problems.extend(problems.into_iter().map(|refusal| {
                RosterProblem::new(
                    line.line,
                    Some(&line.registration.name),
                    RosterIssue::Refused { refusal },
                )
            }));
            continue;
        }
        let name = line.registration.name.clone();
        let action = scratch.registration_action(line.registration);
        match scratch.apply(action.clone()) {
            Ok(_) => checked.actions.push((line.line, action)),
            Err(refusal) => checked.problems.push(RosterProblem::new(
                line.line,
                Some(&name),
                RosterIssue::Refused { refusal },
            )),
        }
    }
    checked.problems.sort_by_key(|p| p.line);
    checked
}

#[cfg(test)]
mod tests {
    use super::*;
    use hexadraft_draft::RulesetVersion;
    use hexadraft_event::{EventDefinition, EventFormat, EventSeed, EventType, ScenarioChoice};

    fn catalog() -> Catalog {
        Catalog::shipped()
    }

    fn standard_event(catalog: &Catalog) -> Tournament {
        Tournament::new(
            catalog,
            EventDefinition {
                name: "Roster test".into(),
                format: EventFormat::StandardTournament,
                ruleset: RulesetVersion::AglV1,
                mods: vec![],
                event_type: EventType::Standard,
                rounds: Some(3),
                scenarios: vec![ScenarioChoice::Official {
                    id: hexadraft_catalog::ScenarioId::new("assault").unwrap(),
                }],
                stadium: None,
                seed: Some(EventSeed::Number(1)),
                rematches: Default::default(),
                lineup_size: None,
                rulings: Default::default(),
                publish_rounds: false,
            },
        )
        .unwrap()
    }

    const LINEUP: &str =
        "Gata|8-Ball|Parvati|Maximus|Wild Bill|Hexx3r|Major Lunah|Miyamoto Mushashi";

    #[test]
    fn a_roster_with_names_in_any_case_and_accent_reads_as_registrations() {
        let text = format!(
            "Name,Corvus PIN,Sponsor,Lineup\nAna,A-1,OXYD,{LINEUP}\n\"Señor, Jr.\",B2,oxyd,{}\n",
            "valkyrie|hannibal|laxmee|senor massacre|padre mendoza|murtair|kozmo|taowu"
        );
        let roster = read_roster(&catalog(), &text);
        assert_eq!(roster.problems, vec![]);
        assert_eq!(roster.lines.len(), 2);
        let second = &roster.lines[1];
        assert_eq!(second.line, 3);
        assert_eq!(second.registration.name, "Señor, Jr.");
        let lineup = second.registration.lineup.as_ref().unwrap();
        assert_eq!(lineup[3].as_str(), "senor-massacre");
    }

    #[test]
    fn spanish_headers_semicolons_and_one_column_per_character_are_understood() {
        let text = "Nombre;PIN;Patrocinador;Desbloqueado;Personaje 1;Personaje 2;Personaje 3;Personaje 4\nLuz;L9;Óxyd;no;Gata;Parvati;Maximus;8 ball\n";
        let roster = read_roster(&catalog(), text);
        assert_eq!(roster.problems, vec![]);
        let registration = &roster.lines[0].registration;
        assert_eq!(registration.sponsor.as_ref().unwrap().as_str(), "oxyd");
        assert_eq!(registration.lineup.as_ref().unwrap().len(), 4);
    }

    #[test]
    fn every_bad_line_is_reported_with_its_number_and_reason() {
        let text = format!(
            "name,pin,sponsor,lineup\nAna,A1,oxyd,{LINEUP}\n,B2,oxyd,{LINEUP}\nCy,C3,Nobody Inc,Gata|Gatta\nDi,D4,oxyd,{LINEUP},extra\n"
        );
        let roster = read_roster(&catalog(), &text);
        assert_eq!(roster.lines.len(), 1);
        let lines: Vec<(u32, &str)> = roster
            .problems
            .iter()
            .map(|p| (p.line, p.message.as_str()))
            .collect();
        assert_eq!(
            lines,
            vec![
                (3, "the player has no name: column 1 (name) is empty"),
                (
                    4,
                    "\"Nobody Inc\" in column 3 (sponsor) is not a Sponsor of the catalog"
                ),
                (
                    4,
                    "\"Gatta\" in column 4 (lineup) is not a character of the catalog"
                ),
                (5, "5 values for 4 columns: column 5 has no heading"),
            ]
        );
    }

    #[test]
    fn a_roster_saved_by_a_spreadsheet_in_the_spanish_locale_imports() {
        // What a spreadsheet program writes in a Spanish or French locale: a byte-order mark,
        // semicolons, CRLF, quotes around a name holding a comma, a quoted line break in a note
        // column, names outside Latin-1.
        let catalog = catalog();
        let text = format!(
            "\u{feff}Nombre;PIN Corvus;Patrocinador;Alineación;Notas\r\n\
             \"Żółkiewski, Łukasz\";PL-1;Óxyd;{LINEUP};\"llega tarde\r\nmesa 3\"\r\n\
             Дмитрий;RU-7;oxyd;{};\r\n",
            "Gata, 8-Ball, Parvati, Maximus, Wild Bill, Hexx3r, Major Lunah, Miyamoto Mushashi"
        );
        let roster = read_roster(&catalog, &text);
        assert_eq!(roster.problems, vec![]);
        assert_eq!(roster.ignored_columns, vec!["Notas"]);
        let names: Vec<(u32, &str)> = roster
            .lines
            .iter()
            .map(|l| (l.line, l.registration.name.as_str()))
            .collect();
        assert_eq!(names, vec![(2, "Żółkiewski, Łukasz"), (4, "Дмитрий")]);
        assert_eq!(
            roster.lines[1].registration.lineup.as_ref().unwrap().len(),
            8
        );
        let event = standard_event(&catalog);
        assert_eq!(check_roster(&event, roster).actions.len(), 2);
    }

    #[test]
    fn every_problem_of_a_roster_line_is_reported_at_once() {
        // Issue 17, "report every problem of a roster line": a PIN already taken by an earlier
        // line, a Special Sponsor not unlocked (AGL v1.0, "Choosing Your Sponsor") and a lineup
        // of three (AGL v1.0, "Building Teams"), all on line 3.
        let catalog = catalog();
        let text = format!(
            "name;Corvus PIN;sponsor;lineup\n\
             Ana;A1;oxyd;{LINEUP}\n\
             Bo;a1;accesstel;Gata|8-Ball|Parvati\n"
        );
        let roster = read_roster(&catalog, &text);
        assert_eq!(roster.problems, vec![]);
        let checked = check_roster(&standard_event(&catalog), roster);
        assert_eq!(checked.actions.len(), 1);
        let line_3: Vec<&str> = checked
            .problems
            .iter()
            .filter(|p| p.line == 3)
            .map(|p| p.message.as_str())
            .collect();
        assert_eq!(line_3.len(), 3, "{line_3:?}");
        assert!(line_3[0].contains("already registered"), "{}", line_3[0]);
        assert!(line_3[1].contains("Choosing Your Sponsor"), "{}", line_3[1]);
        assert!(line_3[2].contains("Building Teams"), "{}", line_3[2]);
    }

    #[test]
    fn a_broken_roster_is_refused_with_its_line_and_column_and_nothing_is_imported() {
        let catalog = catalog();
        let text = format!(
            "\u{feff}Nombre;PIN;Patrocinador;Alineación\r\nAna;A1;oxyd;{LINEUP}\r\nBo;B2;\"oxyd;{LINEUP}\r\nCy;C3;oxyd;{LINEUP}\r\n"
        );
        let roster = read_roster(&catalog, &text);
        assert_eq!(
            roster.problems,
            vec![RosterProblem::new(
                3,
                None,
                RosterIssue::UnclosedQuote { column: 3 }
            )]
        );
        assert!(roster.lines.is_empty());
        let checked = check_roster(&standard_event(&catalog), roster);
        assert!(checked.actions.is_empty());
    }

    #[test]
    fn characters_and_sponsors_match_with_the_catalogs_folding() {
        // Letters outside Latin-1 fold as in the catalog search (hexadraft_catalog::text).
        let text = "name,pin,sponsor,character,character\nAna,A1,ÓXYD,ŁAXMEE,Гата\n";
        let roster = read_roster(&catalog(), text);
        assert_eq!(roster.problems, vec![]);
        let lineup: Vec<&str> = roster.lines[0]
            .registration
            .lineup
            .iter()
            .flatten()
            .map(CharacterId::as_str)
            .collect();
        assert_eq!(lineup, ["laxmee", "gata"]);
    }

    #[test]
    fn a_roster_without_players_is_a_problem_not_an_empty_success() {
        let roster = read_roster(&catalog(), "name;pin;sponsor\n");
        assert_eq!(roster.problems.len(), 1);
        assert!(roster.problems[0].message.contains("lists no player"));
    }

    #[test]
    fn a_header_without_a_pin_stops_the_import_and_unknown_columns_are_set_aside() {
        let roster = read_roster(&catalog(), "name,sponsor\nAna,oxyd\n");
        assert_eq!(roster.problems.len(), 1);
        assert!(roster.problems[0].message.contains("Corvus PIN"));
        assert!(roster.lines.is_empty());
        let roster = read_roster(&catalog(), "name,pin,e-mail\nAna,A1,ana@example.org\n");
        assert_eq!(roster.problems, vec![]);
        assert_eq!(roster.ignored_columns, vec!["e-mail"]);
        assert_eq!(roster.lines[0].registration.name, "Ana");
    }

    #[test]
    fn the_event_refuses_duplicate_pins_and_illegal_lineups_line_by_line() {
        // AGL v1.0, Standard Tournament, "Starting Lineup" and "Tournament Control Sheet".
        let catalog = catalog();
        let event = standard_event(&catalog);
        let text = format!(
            "name,pin,sponsor,lineup\nAna,A1,oxyd,{LINEUP}\nAnother Ana,a1,oxyd,{LINEUP}\nBo,B2,oxyd,Gata|Parvati\nCy,C3,,{LINEUP}\n"
        );
        let checked = check_roster(&event, read_roster(&catalog, &text));
        assert_eq!(checked.actions.len(), 1);
        assert_eq!(checked.actions[0].0, 2);
        let lines: Vec<u32> = checked.problems.iter().map(|p| p.line).collect();
        assert_eq!(lines, vec![3, 4, 5]);
        assert!(checked.problems[0].message.contains("already registered"));
        assert!(checked.problems[1]
            .message
            .contains("Starting Lineup is not legal"));
        assert!(checked.problems[2].message.contains("Sponsor"));
    }

    #[test]
    fn after_round_one_is_paired_a_roster_registers_late_arrivals() {
        let catalog = catalog();
        let mut event = standard_event(&catalog);
        let text: String = std::iter::once("name,pin,sponsor,lineup\n".to_owned())
            .chain((1..=4).map(|i| format!("P{i},P{i},oxyd,{LINEUP}\n")))
            .collect();
        for (_, action) in check_roster(&event, read_roster(&catalog, &text)).actions {
            event.apply(action).unwrap();
        }
        event
            .apply(EventAction::PairNextRound {
                round: 1,
                seed: None,
            })
            .unwrap();
        let late = format!("name,pin,sponsor,lineup\nLate,L1,oxyd,{LINEUP}\n");
        let checked = check_roster(&event, read_roster(&catalog, &late));
        assert!(matches!(
            checked.actions[0].1,
            EventAction::RegisterLateArrival { .. }
        ));
    }
}
