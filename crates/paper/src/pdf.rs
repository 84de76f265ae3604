//! A small writer of text-only PDF files: A4 pages, the standard Helvetica fonts in
//! WinAnsiEncoding, text, lines and rectangles. Nothing is compressed or embedded, so a file is
//! plain ASCII, the same input always gives the same bytes, and a test can read the text back.

use crate::metrics::{FIRST_CODE, HELVETICA, HELVETICA_BOLD};
use std::fmt::Write as _;

/// A4 width in points (210 mm).
pub const A4_WIDTH: f32 = 595.28;
/// A4 height in points (297 mm).
pub const A4_HEIGHT: f32 = 841.89;

/// One of the two fonts of every document.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Font {
    /// Helvetica.
    Regular,
    /// Helvetica-Bold.
    Bold,
}

impl Font {
    fn resource(self) -> &'static str {
        match self {
            Font::Regular => "F1",
            Font::Bold => "F2",
        }
    }

    fn widths(self) -> &'static [u16; 224] {
        match self {
            Font::Regular => &HELVETICA,
            Font::Bold => &HELVETICA_BOLD,
        }
    }
}

/// The WinAnsiEncoding code of `c`, if the encoding has it.
fn win_ansi_code(c: char) -> Option<u8> {
    let code = u32::from(c);
    match code {
        0x20..=0x7E | 0xA0..=0xFF => u8::try_from(code).ok(),
        _ => {
            // The codes 0x80-0x9F hold these characters in WinAnsiEncoding (PDF 32000-1,
            // Annex D): the typographic quotes, dashes, the euro sign and a few letters.
            let byte = match c {
                '€' => 0x80,
                '‚' => 0x82,
                'ƒ' => 0x83,
                '„' => 0x84,
                '…' => 0x85,
                '†' => 0x86,
                '‡' => 0x87,
                'ˆ' => 0x88,
                '‰' => 0x89,
                'Š' => 0x8A,
                '‹' => 0x8B,
                'Œ' => 0x8C,
                'Ž' => 0x8E,
                '‘' => 0x91,
                '’' => 0x92,
                '“' => 0x93,
                '”' => 0x94,
                '•' => 0x95,
                '–' => 0x96,
                '—' => 0x97,
                '˜' => 0x98,
                '™' => 0x99,
                'š' => 0x9A,
                '›' => 0x9B,
                'œ' => 0x9C,
                'ž' => 0x9E,
                'Ÿ' => 0x9F,
                _ => return None,
            };
            Some(byte)
        }
    }
}

/// `text` in WinAnsiEncoding. Line breaks and tabs become spaces; an accent typed apart from its
/// letter is dropped (the letter prints bare); any other character the encoding lacks prints as
/// `?`, so the output always has one byte per visible character.
pub fn encode_win_ansi(text: &str) -> Vec<u8> {
    let mut out = Vec::with_capacity(text.len());
    for c in text.chars() {
        if ('\u{300}'..='\u{36F}').contains(&c) {
            continue;
        }
        if c.is_whitespace() {
            out.push(b' ');
            continue;
        }
        out.push(win_ansi_code(c).unwrap_or(b'?'));
    }
    out
}

/// The width of `text` in points at `size`.
pub fn text_width(text: &str, font: Font, size: f32) -> f32 {
    let widths = font.widths();
    let thousandths: u32 = encode_win_ansi(text)
        .iter()
        .map(|&b| {
            b.checked_sub(FIRST_CODE)
                .and_then(|i| widths.get(usize::from(i)))
                .map_or(0, |&w| u32::from(w))
        })
        .sum();
    thousandths as f32 * size / 1000.0
}

/// `text` cut to fit `width` points, ending in "…" when cut.
pub fn fit_text(text: &str, font: Font, size: f32, width: f32) -> String {
    if text_width(text, font, size) <= width {
        return text.to_owned();
    }
    let mut cut: String = text.to_owned();
    while !cut.is_empty() {
        cut.pop();
        let candidate = format!("{}…", cut.trim_end());
        if text_width(&candidate, font, size) <= width {
            return candidate;
        }
    }
    String::new()
}

/// A number as PDF writes it: at most two decimals, no trailing zeros.
fn num(value: f32) -> String {
    let rounded = (value * 100.0).round() / 100.0;
    let mut text = format!("{rounded:.2}");
    while text.ends_with('0') {
        text.pop();
    }
    if text.ends_with('.') {
        text.pop();
    }
    if text == "-0" {
        text = "0".to_owned();
    }
    text
}

/// A PDF literal string of WinAnsi bytes, escaped so the file stays ASCII.
fn literal(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len() + 2);
    out.push('(');
    for &b in bytes {
        match b {
            b'(' | b')' | b'\\' => {
                out.push('\\');
                out.push(char::from(b));
            }
            0x20..=0x7E => out.push(char::from(b)),
            _ => {
                let _ = write!(out, "\\{b:03o}");
            }
        }
    }
    out.push(')');
    out
}

/// One page being drawn. Coordinates are in points from the top-left corner, as a page is read;
/// the writer turns them into PDF's bottom-left system.
#[derive(Debug, Clone, Default)]
pub struct Page {
    ops: String,
    texts: Vec<String>,
}

impl Page {
    /// An empty page.
    pub fn new() -> Page {
        Page::default()
    }

    /// Writes `text` with its baseline at `top` points from the top edge.
    pub fn text(&mut self, x: f32, top: f32, size: f32, font: Font, text: &str) {
        if text.is_empty() {
            return;
        }
        let _ = writeln!(
            self.ops,
            "BT /{} {} Tf {} {} Td {} Tj ET",
            font.resource(),
            num(size),
            num(x),
            num(A4_HEIGHT - top),
            literal(&encode_win_ansi(text))
        );
        self.texts.push(text.to_owned());
    }

    /// Writes `text` ending at `right`.
    pub fn text_right(&mut self, right: f32, top: f32, size: f32, font: Font, text: &str) {
        let x = right - text_width(text, font, size);
        self.text(x, top, size, font, text);
    }

    /// Writes `text` centred on `centre`.
    pub fn text_centred(&mut self, centre: f32, top: f32, size: f32, font: Font, text: &str) {
        let x = centre - text_width(text, font, size) / 2.0;
        self.text(x, top, size, font, text);
    }

    /// A straight line, `width` points thick.
    pub fn line(&mut self, x1: f32, top1: f32, x2: f32, top2: f32, width: f32) {
        let _ = writeln!(
            self.ops,
            "{} w {} {} m {} {} l S",
            num(width),
            num(x1),
            num(A4_HEIGHT - top1),
            num(x2),
            num(A4_HEIGHT - top2)
        );
    }

    /// A dashed line (a cutting guide).
    pub fn dashed_line(&mut self, x1: f32, top: f32, x2: f32) {
        let y = num(A4_HEIGHT - top);
        let _ = writeln!(
            self.ops,
            "q [4 3] 0 d 0.5 w {} {y} m {} {y} l S Q",
            num(x1),
            num(x2)
        );
    }

    /// A rectangle outline; `top` is its upper edge.
    pub fn rect(&mut self, x: f32, top: f32, width: f32, height: f32, line_width: f32) {
        let _ = writeln!(
            self.ops,
            "{} w {} {} {} {} re S",
            num(line_width),
            num(x),
            num(A4_HEIGHT - top - height),
            num(width),
            num(height)
        );
    }

    /// A grey filled rectangle (0 black, 1 white), for shading header rows.
    pub fn shade(&mut self, x: f32, top: f32, width: f32, height: f32, gray: f32) {
        let _ = writeln!(
            self.ops,
            "q {} g {} {} {} {} re f Q",
            num(gray.clamp(0.0, 1.0)),
            num(x),
            num(A4_HEIGHT - top - height),
            num(width),
            num(height)
        );
    }

    /// The texts written on the page, in drawing order.
    pub fn texts(&self) -> &[String] {
        &self.texts
    }
}

/// A finished PDF file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PdfFile {
    bytes: Vec<u8>,
    pages: Vec<Vec<String>>,
}

impl PdfFile {
    /// The file's bytes.
    pub fn bytes(&self) -> &[u8] {
        &self.bytes
    }

    /// The file's bytes, taken.
    pub fn into_bytes(self) -> Vec<u8> {
        self.bytes
    }

    /// How many pages it has.
    pub fn page_count(&self) -> usize {
        self.pages.len()
    }

    /// The texts of each page, in drawing order (what a reader would extract).
    pub fn page_texts(&self) -> &[Vec<String>] {
        &self.pages
    }
}

/// Assembles `pages` into a PDF file titled `title`.
pub fn write_pdf(title: &str, pages: Vec<Page>) -> PdfFile {
    let pages = if pages.is_empty() {
        vec![Page::new()]
    } else {
        pages
    };
    let mut objects: Vec<String> = Vec::new();
    let page_count = pages.len();
    // Objects 1-5 are fixed; each page then takes two: the page and its content stream.
    let kids: Vec<String> = (0..page_count)
        .map(|i| format!("{} 0 R", 6 + 2 * i))
        .collect();
    objects.push("<< /Type /Catalog /Pages 2 0 R >>".to_owned());
    objects.push(format!(
        "<< /Type /Pages /Kids [{}] /Count {page_count} >>",
        kids.join(" ")
    ));
    // Objects 3 and 4: the fonts F1 and F2 of every page's resources.
    for base in ["Helvetica", "Helvetica-Bold"] {
        objects.push(format!(
            "<< /Type /Font /Subtype /Type1 /BaseFont /{base} /Encoding /WinAnsiEncoding >>"
        ));
    }
    objects.push(format!(
        "<< /Title {} /Producer (Hexadraft) /Creator (Hexadraft) >>",
        literal(&encode_win_ansi(title))
    ));
    let mut texts = Vec::with_capacity(page_count);
    for (i, page) in pages.into_iter().enumerate() {
        objects.push(format!(
            "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 {} {}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents {} 0 R >>",
            num(A4_WIDTH),
            num(A4_HEIGHT),
            7 + 2 * i
        ));
        objects.push(format!(
            "<< /Length {} >>\nstream\n{}endstream",
            page.ops.len(),
            page.ops
        ));
        texts.push(page.texts);
    }
    let mut out = String::from("%PDF-1.4\n");
    let mut offsets = Vec::with_capacity(objects.len());
    for (i, object) in objects.iter().enumerate() {
        offsets.push(out.len());
        let _ = write!(out, "{} 0 obj\n{object}\nendobj\n", i + 1);
    }
    let xref = out.len();
    let _ = write!(out, "xref\n0 {}\n0000000000 65535 f \n", objects.len() + 1);
    for offset in offsets {
        let _ = writeln!(out, "{offset:010} 00000 n ");
    }
    let _ = write!(
        out,
        "trailer\n<< /Size {} /Root 1 0 R /Info 5 0 R >>\nstartxref\n{xref}\n%%EOF\n",
        objects.len() + 1
    );
    PdfFile {
        bytes: out.into_bytes(),
        pages: texts,
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// Reads back every string shown with `Tj` in the file, page by page, decoding WinAnsi:
    /// an independent check that the bytes hold the text the layout recorded.
    pub(crate) fn shown_strings(bytes: &[u8]) -> Vec<String> {
        let text = String::from_utf8(bytes.to_vec()).unwrap();
        let mut out = Vec::new();
        for line in text.lines().filter(|l| l.ends_with(" Tj ET")) {
            let start = line.find('(').unwrap();
            let end = line.rfind(") Tj").unwrap();
            let inner = &line.as_bytes()[start + 1..end];
            let mut decoded = Vec::new();
            let mut i = 0;
            while i < inner.len() {
                if inner[i] == b'\\' {
                    let next = inner[i + 1];
                    if next.is_ascii_digit() {
                        let octal = std::str::from_utf8(&inner[i + 1..i + 4]).unwrap();
                        decoded.push(u8::from_str_radix(octal, 8).unwrap());
                        i += 4;
                    } else {
                        decoded.push(next);
                        i += 2;
                    }
                } else {
                    decoded.push(inner[i]);
                    i += 1;
                }
            }
            out.push(decoded.iter().map(|&b| decode_win_ansi(b)).collect());
        }
        out
    }

    fn decode_win_ansi(b: u8) -> char {
        match b {
            0x85 => '…',
            0x96 => '–',
            0x97 => '—',
            0x95 => '•',
            0x80 => '€',
            _ => char::from(b),
        }
    }

    #[test]
    fn accented_letters_print_in_win_ansi_and_unknown_ones_as_a_question_mark() {
        assert_eq!(encode_win_ansi("Señor"), b"Se\xF1or".to_vec());
        assert_eq!(
            encode_win_ansi("Élodie – Zoë"),
            b"\xC9lodie \x96 Zo\xEB".to_vec()
        );
        assert_eq!(encode_win_ansi("e\u{301}"), b"e".to_vec());
        assert_eq!(encode_win_ansi("李"), b"?".to_vec());
        assert_eq!(encode_win_ansi("a\tb\nc"), b"a b c".to_vec());
    }

    #[test]
    fn widths_follow_the_helvetica_metrics() {
        // "Hi": H 722 + i 222 = 944 thousandths; at 10 pt that is 9.44 pt.
        assert!((text_width("Hi", Font::Regular, 10.0) - 9.44).abs() < 0.001);
        // Bold is wider: H 722 + i 278.
        assert!((text_width("Hi", Font::Bold, 10.0) - 10.0).abs() < 0.001);
        assert_eq!(text_width("ñ", Font::Regular, 1000.0), 556.0);
    }

    #[test]
    fn a_long_text_is_cut_with_an_ellipsis_to_fit() {
        let fitted = fit_text("Miyamoto Mushashi", Font::Regular, 10.0, 50.0);
        assert!(fitted.ends_with('…'));
        assert!(text_width(&fitted, Font::Regular, 10.0) <= 50.0);
        assert_eq!(fit_text("Gata", Font::Regular, 10.0, 50.0), "Gata");
    }

    #[test]
    fn a_file_has_a_correct_cross_reference_table_and_reads_back() {
        let mut page = Page::new();
        page.text(40.0, 60.0, 12.0, Font::Bold, "Señor (Massacre) \\ 100%");
        page.rect(40.0, 80.0, 100.0, 20.0, 0.5);
        let file = write_pdf("Test", vec![page, Page::new()]);
        let bytes = file.bytes();
        assert!(bytes.starts_with(b"%PDF-1.4\n"));
        assert!(bytes.ends_with(b"%%EOF\n"));
        assert!(bytes.is_ascii());
        let text = String::from_utf8(bytes.to_vec()).unwrap();
        // Every xref offset points at its object.
        let xref_at: usize = text
            .lines()
            .skip_while(|l| *l != "startxref")
            .nth(1)
            .unwrap()
            .parse()
            .unwrap();
        assert!(text[xref_at..].starts_with("xref\n0 10\n"));
        for (n, line) in text[xref_at..].lines().skip(3).take(9).enumerate() {
            let offset: usize = line[..10].parse().unwrap();
            assert!(
                text[offset..].starts_with(&format!("{} 0 obj", n + 1)),
                "object {}",
                n + 1
            );
        }
        assert_eq!(file.page_count(), 2);
        assert_eq!(shown_strings(bytes), vec!["Señor (Massacre) \\ 100%"]);
        assert_eq!(file.page_texts()[0], vec!["Señor (Massacre) \\ 100%"]);
    }

    #[test]
    fn the_same_pages_give_the_same_bytes() {
        let make = || {
            let mut page = Page::new();
            page.text_centred(300.0, 100.0, 14.0, Font::Regular, "Ronda 1");
            write_pdf("Same", vec![page])
        };
        assert_eq!(make().bytes(), make().bytes());
    }

    #[test]
    fn stream_lengths_match_their_content() {
        let mut page = Page::new();
        page.text(10.0, 10.0, 9.0, Font::Regular, "Zoë");
        let file = write_pdf("Len", vec![page]);
        let text = String::from_utf8(file.bytes().to_vec()).unwrap();
        let at = text.find("/Length ").unwrap() + 8;
        let length: usize = text[at..]
            .split_whitespace()
            .next()
            .unwrap()
            .parse()
            .unwrap();
        let start = text.find("stream\n").unwrap() + 7;
        assert_eq!(&text[start + length..start + length + 9], "endstream");
    }
}
