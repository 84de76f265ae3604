//! Comma-separated values, read and written (RFC 4180: fields with the separator, a quote or a
//! line break are quoted, quotes doubled). Reading also takes the semicolon or tab that
//! spreadsheets in Spanish and French locales write, guessing the separator from the first line.

/// One record read, with the line it starts on (from 1).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CsvRecord {
    /// The line the record starts on.
    pub line: u32,
    /// Its fields, trimmed of surrounding spaces.
    pub fields: Vec<String>,
}

/// A CSV text that cannot be read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("line {line}: a quoted field is never closed")]
pub struct UnclosedQuote {
    /// The line the quoted field starts on.
    pub line: u32,
}

/// The separator of `text`: whichever of `,` `;` and tab appears most in its first line outside
/// quotes (a comma when none does).
pub fn guess_separator(text: &str) -> char {
    let first = text.lines().find(|l| !l.trim().is_empty()).unwrap_or("");
    let mut counts = [(',', 0usize), (';', 0), ('\t', 0)];
    let mut quoted = false;
    for c in first.chars() {
        if c == '"' {
            quoted = !quoted;
        } else if !quoted {
            for (sep, count) in &mut counts {
                if c == *sep {
                    *count += 1;
                }
            }
        }
    }
    counts
        .iter()
        .max_by_key(|(sep, count)| (*count, *sep == ','))
        .map_or(',', |(sep, _)| *sep)
}

/// Reads every record of `text`, skipping blank lines. A byte-order mark is ignored.
///
/// # Errors
/// [`UnclosedQuote`] when a quoted field runs to the end of the text.
pub fn read(text: &str, separator: char) -> Result<Vec<CsvRecord>, UnclosedQuote> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let mut records = Vec::new();
    let mut fields: Vec<String> = Vec::new();
    let mut field = String::new();
    let mut quoted = false;
    let mut was_quoted = false;
    let mut line: u32 = 1;
    let mut record_line: u32 = 1;
    let mut chars = text.chars().peekable();
    let finish_field = |fields: &mut Vec<String>, field: &mut String, was_quoted: &mut bool| {
        let value = std::mem::take(field);
        fields.push(if *was_quoted {
            value
        } else {
            value.trim().to_owned()
        });
        *was_quoted = false;
    };
    while let Some(c) = chars.next() {
        if quoted {
            match c {
                '"' if chars.peek() == Some(&'"') => {
                    chars.next();
                    field.push('"');
                }
                '"' => quoted = false,
                '\n' => {
                    line += 1;
                    field.push('\n');
                }
                _ => field.push(c),
            }
            continue;
        }
        match c {
            '"' if field.trim().is_empty() => {
                field.clear();
                quoted = true;
                was_quoted = true;
            }
            '\r' => {}
            '\n' => {
                finish_field(&mut fields, &mut field, &mut was_quoted);
                if !(fields.len() == 1 && fields.first().is_some_and(String::is_empty)) {
                    records.push(CsvRecord {
                        line: record_line,
                        fields: std::mem::take(&mut fields),
                    });
                }
                fields.clear();
                line += 1;
                record_line = line;
            }
            c if c == separator => finish_field(&mut fields, &mut field, &mut was_quoted),
            _ => field.push(c),
        }
    }
    if quoted {
        return Err(UnclosedQuote { line: record_line });
    }
    if !field.is_empty() || !fields.is_empty() || was_quoted {
        finish_field(&mut fields, &mut field, &mut was_quoted);
        if !(fields.len() == 1 && fields.first().is_some_and(String::is_empty)) {
            records.push(CsvRecord {
                line: record_line,
                fields,
            });
        }
    }
    Ok(records)
}

/// One CSV line (with its CRLF ending, as RFC 4180 asks) from `fields`.
pub fn row<S: AsRef<str>>(fields: &[S]) -> String {
    let mut out = String::new();
    for (i, field) in fields.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        let field = field.as_ref();
        if field.contains([',', '"', '\n', '\r', ';']) {
            out.push('"');
            out.push_str(&field.replace('"', "\"\""));
            out.push('"');
        } else {
            out.push_str(field);
        }
    }
    out.push_str("\r\n");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quoted_fields_keep_separators_quotes_and_line_breaks() {
        let text = "name,note\r\n\"Ana, la Roja\",\"says \"\"hi\"\"\nthen leaves\"\n  Bo  ,plain\n";
        let records = read(text, ',').unwrap();
        assert_eq!(records.len(), 3);
        assert_eq!(
            records[1].fields,
            vec!["Ana, la Roja", "says \"hi\"\nthen leaves"]
        );
        assert_eq!(records[1].line, 2);
        assert_eq!(records[2].line, 4, "the quoted line break counts");
        assert_eq!(records[2].fields, vec!["Bo", "plain"]);
    }

    #[test]
    fn blank_lines_are_skipped_and_a_missing_last_newline_is_fine() {
        let records = read("\u{feff}a;b\n\n1;2", ';').unwrap();
        assert_eq!(
            records,
            vec![
                CsvRecord {
                    line: 1,
                    fields: vec!["a".into(), "b".into()]
                },
                CsvRecord {
                    line: 3,
                    fields: vec!["1".into(), "2".into()]
                },
            ]
        );
    }

    #[test]
    fn an_unclosed_quote_names_its_line() {
        assert_eq!(
            read("a\n\"open,\nstill", ','),
            Err(UnclosedQuote { line: 2 })
        );
    }

    #[test]
    fn the_separator_is_guessed_from_the_first_line() {
        assert_eq!(guess_separator("name;pin;sponsor\n"), ';');
        assert_eq!(guess_separator("name,pin\n"), ',');
        assert_eq!(guess_separator("name\tpin\n"), '\t');
        assert_eq!(guess_separator("\"a;b\",c\n"), ',');
        assert_eq!(guess_separator("name\n"), ',');
    }

    #[test]
    fn written_rows_read_back_identically() {
        let fields = ["Señor \"M\"", "a,b", "line\nbreak", "plain", ""];
        let text = row(&fields);
        let back = read(&text, ',').unwrap();
        assert_eq!(back[0].fields, fields);
    }
}
