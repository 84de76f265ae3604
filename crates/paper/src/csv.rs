//! Comma-separated values, read and written through the [`csv`] crate (RFC 4180: a field with
//! the separator, a quote or a line break is quoted, quotes are doubled).
//!
//! Reading takes what spreadsheet programs save: a UTF-8 byte-order mark, CRLF or LF line
//! ends, and the semicolon (or tab) that they use instead of the comma in Spanish and French
//! locales ([`guess_separator`]). Writing puts a byte-order mark first, so that spreadsheet
//! programs read accented names as UTF-8, and ends lines with CRLF.

use ::csv::{ReaderBuilder, StringRecord, Terminator, Trim, WriterBuilder};

/// The UTF-8 byte-order mark.
const BOM: char = '\u{feff}';

/// The separators a file may use, the comma first (it wins ties).
const SEPARATORS: [u8; 3] = [b',', b';', b'\t'];

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
pub enum CsvError {
    /// A quoted field runs to the end of the text: its closing quote is missing, so where the
    /// following records start cannot be known.
    #[error("line {line}, column {column}: a quoted value starts here and is never closed")]
    UnclosedQuote {
        /// The line the quoted field starts on (from 1).
        line: u32,
        /// The field's column (from 1).
        column: u32,
    },
}

/// The separator of `text`: whichever of `,` `;` and tab splits its first record into the most
/// fields (a comma when none splits it). The first record is read by the CSV reader itself, so
/// a separator inside a quoted name does not count.
pub fn guess_separator(text: &str) -> u8 {
    let text = text.strip_prefix(BOM).unwrap_or(text);
    let fields = |separator: u8| {
        reader(text, separator)
            .records()
            .flatten()
            .find(|record| !is_blank(record))
            .map_or(0, |record| record.len())
    };
    SEPARATORS
        .into_iter()
        .rev()
        .max_by_key(|&separator| fields(separator))
        .unwrap_or(b',')
}

/// Reads every record of `text`, skipping blank lines. A byte-order mark is ignored.
///
/// # Errors
/// [`CsvError::UnclosedQuote`] when a quoted field runs to the end of the text.
pub fn read(text: &str, separator: u8) -> Result<Vec<CsvRecord>, CsvError> {
    let text = text.strip_prefix(BOM).unwrap_or(text);
    let records = raw_records(text, separator);
    // The reader is lenient: a quote that is never closed takes the rest of the text into one
    // field instead of failing. A closing quote added at the end then changes nothing, while
    // after a well-formed text it starts a field of its own or becomes part of the last one.
    if let Some(last) = records.last() {
        if raw_records(&format!("{text}\""), separator) == records {
            let earlier_breaks: usize = last
                .iter()
                .take(last.len().saturating_sub(1))
                .map(|field| field.matches('\n').count())
                .sum();
            return Err(CsvError::UnclosedQuote {
                line: line_of(text, last)
                    .saturating_add(u32::try_from(earlier_breaks).unwrap_or(0)),
                column: u32::try_from(last.len()).unwrap_or(u32::MAX),
            });
        }
    }
    Ok(records
        .iter()
        .filter(|record| !is_blank(record))
        .map(|record| CsvRecord {
            line: line_of(text, record),
            fields: record.iter().map(|f| f.trim().to_owned()).collect(),
        })
        .collect())
}

/// `rows` as CSV text: a byte-order mark, then one line per row, each ending in CRLF.
pub fn write<S: AsRef<str>>(rows: &[Vec<S>]) -> String {
    let mut writer = WriterBuilder::new()
        .flexible(true)
        .terminator(Terminator::CRLF)
        .from_writer(BOM.to_string().into_bytes());
    // Writing to memory cannot fail (no I/O, and `flexible` accepts rows of any length); the
    // empty text after a failure is never returned in practice.
    let written = rows
        .iter()
        .try_for_each(|row| writer.write_record(row.iter().map(AsRef::as_ref)));
    written
        .ok()
        .and_then(|()| writer.into_inner().ok())
        .and_then(|bytes| String::from_utf8(bytes).ok())
        .unwrap_or_default()
}

fn reader(text: &str, separator: u8) -> ::csv::Reader<&[u8]> {
    ReaderBuilder::new()
        .has_headers(false)
        .flexible(true)
        .delimiter(separator)
        .trim(Trim::None)
        .from_reader(text.as_bytes())
}

/// Every record the reader finds, untrimmed. Reading from memory valid UTF-8 never fails, so
/// the reader's errors (I/O, invalid UTF-8) cannot occur.
fn raw_records(text: &str, separator: u8) -> Vec<StringRecord> {
    reader(text, separator).records().flatten().collect()
}

/// The line `record` starts on, from 1, counted in `text` from the record's byte offset. The
/// reader's own line count is not used: it lags behind after a CRLF line end and after a blank
/// line (BurntSushi/rust-csv issues 395 and 208), and at such a place the byte offset points at
/// the line breaks before the record, which are skipped here.
fn line_of(text: &str, record: &StringRecord) -> u32 {
    let offset = record
        .position()
        .and_then(|p| usize::try_from(p.byte()).ok())
        .unwrap_or(0);
    let before = text.get(..offset).unwrap_or(text);
    let breaks_before = before.matches('\n').count();
    let skipped = text
        .get(offset..)
        .unwrap_or("")
        .chars()
        .take_while(|c| matches!(c, '\r' | '\n'))
        .filter(|c| *c == '\n')
        .count();
    u32::try_from(1 + breaks_before + skipped).unwrap_or(u32::MAX)
}

/// A line holding nothing but spaces.
fn is_blank(record: &StringRecord) -> bool {
    record.iter().all(|field| field.trim().is_empty())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quoted_fields_keep_separators_quotes_and_line_breaks() {
        let text = "name,note\r\n\"Ana, la Roja\",\"says \"\"hi\"\"\nthen leaves\"\n  Bo  ,plain\n";
        let records = read(text, b',').unwrap();
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
        let records = read("\u{feff}a;b\n\n  \n1;2", b';').unwrap();
        assert_eq!(
            records,
            vec![
                CsvRecord {
                    line: 1,
                    fields: vec!["a".into(), "b".into()]
                },
                CsvRecord {
                    line: 4,
                    fields: vec!["1".into(), "2".into()]
                },
            ]
        );
    }

    #[test]
    fn lines_are_counted_right_after_crlf_ends_and_blank_lines() {
        let text = "a,b\r\n\r\n\r\n1,2\r\n\"x\r\ny\",3\r\n4,5\r\n";
        let lines: Vec<u32> = read(text, b',').unwrap().iter().map(|r| r.line).collect();
        assert_eq!(lines, vec![1, 4, 5, 7]);
    }

    #[test]
    fn an_unclosed_quote_names_its_line_and_column() {
        assert_eq!(
            read("a,b\nAna,\"open\nstill\n", b','),
            Err(CsvError::UnclosedQuote { line: 2, column: 2 })
        );
        assert_eq!(
            read("a;b\n\"x\ny\";\"open", b';'),
            Err(CsvError::UnclosedQuote { line: 3, column: 2 }),
            "the quoted field starts after a line break inside the record"
        );
        assert_eq!(
            read("a,b\n\"open", b',').unwrap_err().to_string(),
            "line 2, column 1: a quoted value starts here and is never closed"
        );
    }

    #[test]
    fn a_quote_closed_at_the_very_end_or_inside_a_plain_value_is_fine() {
        assert_eq!(read("a,\"b\"", b',').unwrap()[0].fields, vec!["a", "b"]);
        assert_eq!(
            read("a,5\" tall", b',').unwrap()[0].fields,
            vec!["a", "5\" tall"]
        );
        assert_eq!(read("", b',').unwrap(), vec![]);
    }

    #[test]
    fn the_separator_is_guessed_from_the_first_record() {
        assert_eq!(guess_separator("name;pin;sponsor\n"), b';');
        assert_eq!(guess_separator("\u{feff}Nombre;PIN\r\n"), b';');
        assert_eq!(guess_separator("name,pin\n"), b',');
        assert_eq!(guess_separator("name\tpin\n"), b'\t');
        assert_eq!(guess_separator("\"a;b\",c\n"), b',');
        assert_eq!(guess_separator("\"Pérez, Ana\";A1;x\n"), b';');
        assert_eq!(guess_separator("name\n"), b',');
        assert_eq!(guess_separator("\n\nname;pin\n"), b';');
    }

    #[test]
    fn written_rows_start_with_a_bom_end_in_crlf_and_read_back_identically() {
        let fields = vec!["Señor \"M\"", "a,b", "line\nbreak", "plain", ""];
        let text = write(&[fields.clone(), vec!["Łukasz"]]);
        assert!(text.starts_with("\u{feff}\"Señor \"\"M\"\"\",\"a,b\",\"line\nbreak\",plain,\r\n"));
        assert!(text.ends_with("\r\nŁukasz\r\n"));
        let back = read(&text, b',').unwrap();
        assert_eq!(back[0].fields, fields);
        assert_eq!(back[1].fields, vec!["Łukasz"]);
    }
}
