//! Pages of text, lines and boxes, written as PDF by [`krilla`] in the paper's font (DejaVu Sans
//! Condensed, see `fonts/README.md`), embedded and subset to the glyphs a document uses, with a
//! map from glyphs back to characters so that copying a name from the PDF gives the name.
//!
//! Text is measured with [`rustybuzz`], the shaper krilla itself uses to draw it, so what the
//! layout measures is what is drawn. Nothing in a file depends on the time or the machine: the
//! same pages give the same bytes.

use krilla::color::luma;
use krilla::geom::{PathBuilder, Point, Rect};
use krilla::metadata::Metadata;
use krilla::page::PageSettings;
use krilla::paint::{Fill, Stroke, StrokeDash};
use krilla::surface::Surface;
use krilla::text::TextDirection;
use krilla::{Document, SerializeSettings};
use serde::{Deserialize, Serialize};
use std::sync::LazyLock;

/// The paper the documents are laid out for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "kebab-case")]
pub enum PaperSize {
    /// ISO A4, 210 × 297 mm.
    #[default]
    A4,
    /// US Letter, 8.5 × 11 in.
    Letter,
}

impl PaperSize {
    /// Width in points.
    pub fn width(self) -> f32 {
        match self {
            PaperSize::A4 => 595.28,
            PaperSize::Letter => 612.0,
        }
    }

    /// Height in points.
    pub fn height(self) -> f32 {
        match self {
            PaperSize::A4 => 841.89,
            PaperSize::Letter => 792.0,
        }
    }
}

/// The regular face, pre-subset (see `fonts/README.md`).
static REGULAR_FONT: &[u8] = include_bytes!("../fonts/DejaVuSansCondensed.ttf");
/// The bold face.
static BOLD_FONT: &[u8] = include_bytes!("../fonts/DejaVuSansCondensed-Bold.ttf");

/// One of the two faces of every document.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Font {
    /// DejaVu Sans Condensed.
    Regular,
    /// DejaVu Sans Condensed Bold.
    Bold,
}

/// The two faces, read once for measuring. The files are part of the crate and a test reads
/// them, so `None` does not happen in a build that passed its tests.
static FACES: LazyLock<[Option<rustybuzz::Face<'static>>; 2]> = LazyLock::new(|| {
    [
        rustybuzz::Face::from_slice(REGULAR_FONT, 0),
        rustybuzz::Face::from_slice(BOLD_FONT, 0),
    ]
});

impl Font {
    fn data(self) -> &'static [u8] {
        match self {
            Font::Regular => REGULAR_FONT,
            Font::Bold => BOLD_FONT,
        }
    }

    fn face(self) -> Option<&'static rustybuzz::Face<'static>> {
        let [regular, bold] = &*FACES;
        match self {
            Font::Regular => regular.as_ref(),
            Font::Bold => bold.as_ref(),
        }
    }
}

/// `text` as one line to print: line breaks and tabs become spaces and other control
/// characters are dropped. Everything else, accents typed apart from their letter included, is
/// kept as typed.
fn printable(text: &str) -> String {
    text.chars()
        .filter_map(|c| {
            if c.is_whitespace() {
                Some(' ')
            } else if c.is_control() {
                None
            } else {
                Some(c)
            }
        })
        .collect()
}

/// The width of `text` in points at `size`: the advances of its glyphs as shaped for drawing
/// (kerning included).
pub(crate) fn text_width(text: &str, font: Font, size: f32) -> f32 {
    let Some(face) = font.face() else {
        return 0.0;
    };
    let mut buffer = rustybuzz::UnicodeBuffer::new();
    buffer.push_str(&printable(text));
    buffer.guess_segment_properties();
    let shaped = rustybuzz::shape(face, &[], buffer);
    let units: i64 = shaped
        .glyph_positions()
        .iter()
        .map(|p| i64::from(p.x_advance))
        .sum();
    units as f32 * size / face.units_per_em().max(1) as f32
}

/// `text` cut to fit `width` points, ending in "…" when cut.
pub(crate) fn fit_text(text: &str, font: Font, size: f32, width: f32) -> String {
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

/// What a page draws, in order.
#[derive(Debug, Clone, PartialEq)]
enum Mark {
    Text {
        x: f32,
        baseline: f32,
        size: f32,
        font: Font,
        text: String,
    },
    Line {
        from: (f32, f32),
        to: (f32, f32),
        width: f32,
        dashed: bool,
    },
    Rect {
        x: f32,
        top: f32,
        width: f32,
        height: f32,
        line_width: f32,
    },
    Shade {
        x: f32,
        top: f32,
        width: f32,
        height: f32,
        gray: f32,
    },
}

/// One page being drawn. Coordinates are in points from the top-left corner, as a page is read.
#[derive(Debug, Clone, Default)]
pub(crate) struct Page {
    marks: Vec<Mark>,
    texts: Vec<String>,
}

impl Page {
    /// An empty page.
    pub(crate) fn new() -> Page {
        Page::default()
    }

    /// Writes `text` with its baseline at `top` points from the top edge.
    pub(crate) fn text(&mut self, x: f32, top: f32, size: f32, font: Font, text: &str) {
        if text.is_empty() {
            return;
        }
        self.marks.push(Mark::Text {
            x,
            baseline: top,
            size,
            font,
            text: printable(text),
        });
        self.texts.push(text.to_owned());
    }

    /// Writes `text` ending at `right`.
    pub(crate) fn text_right(&mut self, right: f32, top: f32, size: f32, font: Font, text: &str) {
        let x = right - text_width(text, font, size);
        self.text(x, top, size, font, text);
    }

    /// Writes `text` centred on `centre`.
    pub(crate) fn text_centred(
        &mut self,
        centre: f32,
        top: f32,
        size: f32,
        font: Font,
        text: &str,
    ) {
        let x = centre - text_width(text, font, size) / 2.0;
        self.text(x, top, size, font, text);
    }

    /// A straight line, `width` points thick.
    pub(crate) fn line(&mut self, x1: f32, top1: f32, x2: f32, top2: f32, width: f32) {
        self.marks.push(Mark::Line {
            from: (x1, top1),
            to: (x2, top2),
            width,
            dashed: false,
        });
    }

    /// A dashed line (a cutting guide).
    pub(crate) fn dashed_line(&mut self, x1: f32, top: f32, x2: f32) {
        self.marks.push(Mark::Line {
            from: (x1, top),
            to: (x2, top),
            width: 0.5,
            dashed: true,
        });
    }

    /// A rectangle outline; `top` is its upper edge.
    pub(crate) fn rect(&mut self, x: f32, top: f32, width: f32, height: f32, line_width: f32) {
        self.marks.push(Mark::Rect {
            x,
            top,
            width,
            height,
            line_width,
        });
    }

    /// A grey filled rectangle (0 black, 1 white), for shading header rows.
    pub(crate) fn shade(&mut self, x: f32, top: f32, width: f32, height: f32, gray: f32) {
        self.marks.push(Mark::Shade {
            x,
            top,
            width,
            height,
            gray: gray.clamp(0.0, 1.0),
        });
    }

    /// The texts written on the page, in drawing order.
    pub(crate) fn texts(&self) -> &[String] {
        &self.texts
    }

    /// Draws the page on `surface`; `fonts` are the document's regular and bold faces.
    fn draw(&self, surface: &mut Surface<'_>, fonts: &[krilla::text::Font; 2], glyphs: Glyphs) {
        let [regular, bold] = fonts;
        for mark in &self.marks {
            match mark {
                Mark::Text {
                    x,
                    baseline,
                    size,
                    font,
                    text,
                } => {
                    surface.set_stroke(None);
                    surface.set_fill(Some(Fill::default()));
                    let face = match font {
                        Font::Regular => regular,
                        Font::Bold => bold,
                    };
                    surface.draw_text(
                        Point::from_xy(*x, *baseline),
                        face.clone(),
                        *size,
                        text,
                        glyphs == Glyphs::Outlined,
                        TextDirection::Auto,
                    );
                }
                Mark::Line {
                    from,
                    to,
                    width,
                    dashed,
                } => {
                    let mut path = PathBuilder::new();
                    path.move_to(from.0, from.1);
                    path.line_to(to.0, to.1);
                    stroke(surface, path, *width, *dashed);
                }
                Mark::Rect {
                    x,
                    top,
                    width,
                    height,
                    line_width,
                } => {
                    if let Some(rect) = Rect::from_xywh(*x, *top, *width, *height) {
                        let mut path = PathBuilder::new();
                        path.push_rect(rect);
                        stroke(surface, path, *line_width, false);
                    }
                }
                Mark::Shade {
                    x,
                    top,
                    width,
                    height,
                    gray,
                } => {
                    let Some(rect) = Rect::from_xywh(*x, *top, *width, *height) else {
                        continue;
                    };
                    let mut path = PathBuilder::new();
                    path.push_rect(rect);
                    if let Some(path) = path.finish() {
                        surface.set_stroke(None);
                        surface.set_fill(Some(Fill {
                            paint: luma::Color::new((gray * 255.0).round() as u8).into(),
                            ..Fill::default()
                        }));
                        surface.draw_path(&path);
                    }
                }
            }
        }
    }
}

/// Strokes `path` in black, `width` points thick, dashed for a cutting guide.
fn stroke(surface: &mut Surface<'_>, path: PathBuilder, width: f32, dashed: bool) {
    let Some(path) = path.finish() else { return };
    surface.set_fill(None);
    surface.set_stroke(Some(Stroke {
        width,
        dash: dashed.then(|| StrokeDash {
            array: vec![4.0, 3.0],
            offset: 0.0,
        }),
        ..Stroke::default()
    }));
    surface.draw_path(&path);
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

    /// The texts of each page, in drawing order (what a reader extracts from it).
    pub fn page_texts(&self) -> &[Vec<String>] {
        &self.pages
    }
}

/// Why krilla could not write a file.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
enum PdfError {
    /// A shipped font file does not read as a font.
    #[error("the paper's font cannot be read")]
    Font,
    /// krilla refused the document (embedding the font, or a PDF limit).
    #[error("the PDF cannot be written: {0}")]
    Writer(String),
}

/// Assembles `pages` of `size` into a PDF file titled `title`.
///
/// Writing can only fail if a shipped font cannot be embedded, which the crate's tests rule out
/// for every glyph of both faces; should it happen anyway, the text is drawn again as outlines
/// (it prints the same, but cannot be copied), and only if that fails too is the file empty.
pub(crate) fn write_pdf(title: &str, size: PaperSize, pages: Vec<Page>) -> PdfFile {
    let pages = if pages.is_empty() {
        vec![Page::new()]
    } else {
        pages
    };
    let bytes = render(title, size, &pages, Glyphs::Embedded)
        .or_else(|_| render(title, size, &pages, Glyphs::Outlined))
        .unwrap_or_default();
    PdfFile {
        bytes,
        pages: pages.into_iter().map(|p| p.texts).collect(),
    }
}

/// How text reaches the file.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Glyphs {
    /// In the embedded, subset font: selectable and copyable.
    Embedded,
    /// As filled outlines: printed the same, but no font and no text in the file.
    Outlined,
}

fn render(
    title: &str,
    size: PaperSize,
    pages: &[Page],
    glyphs: Glyphs,
) -> Result<Vec<u8>, PdfError> {
    let settings = SerializeSettings {
        // Nothing is tagged for accessibility yet, so no empty structure tree is written.
        enable_tagging: false,
        ..SerializeSettings::default()
    };
    let mut document = Document::new_with(settings);
    document.set_metadata(
        Metadata::new()
            .title(title.to_owned())
            .creator("Hexadraft".to_owned())
            .producer("Hexadraft".to_owned()),
    );
    let fonts = [
        krilla::text::Font::new(Font::Regular.data().into(), 0).ok_or(PdfError::Font)?,
        krilla::text::Font::new(Font::Bold.data().into(), 0).ok_or(PdfError::Font)?,
    ];
    let settings = PageSettings::from_wh(size.width(), size.height())
        .ok_or_else(|| PdfError::Writer("the page size is not valid".to_owned()))?;
    for page in pages {
        let mut pdf_page = document.start_page_with(settings.clone());
        let mut surface = pdf_page.surface();
        page.draw(&mut surface, &fonts, glyphs);
        surface.finish();
        pdf_page.finish();
    }
    document
        .finish()
        .map_err(|e| PdfError::Writer(e.to_string()))
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use std::io::Write;
    use std::process::{Command, Stdio};

    /// The text poppler's `pdftotext` (Debian's poppler-utils) extracts from `bytes`, page by
    /// page, in content order (`-raw`): an independent reader of what the file holds.
    /// Set by scripts/test-windows.sh, which runs this crate's tests as a Windows program under
    /// wine: poppler's `pdftotext` is a Linux program such a process cannot start, so there the
    /// independent reading of the bytes is left to the Linux run (the writer is the same code),
    /// and the tests read the text the layout wrote instead.
    pub(crate) fn under_wine() -> bool {
        std::env::var_os("HEXADRAFT_UNDER_WINE").is_some()
    }

    /// What a test reads of `file`: pdftotext's text, page by page, or under wine
    /// ([`under_wine`]) the text the layout wrote.
    pub(crate) fn text_of(file: &PdfFile) -> Vec<String> {
        if under_wine() {
            return file
                .page_texts()
                .iter()
                .map(|page| page.join("\n"))
                .collect();
        }
        pdftotext(file.bytes())
    }

    pub(crate) fn pdftotext(bytes: &[u8]) -> Vec<String> {
        let mut child = Command::new("pdftotext")
            .args(["-raw", "-enc", "UTF-8", "-", "-"])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .expect("pdftotext runs (install poppler-utils: bash scripts/setup.sh)");
        child.stdin.take().unwrap().write_all(bytes).unwrap();
        let out = child.wait_with_output().unwrap();
        assert!(out.status.success(), "pdftotext failed");
        let text = String::from_utf8(out.stdout).unwrap();
        let mut pages: Vec<String> = text.split('\u{c}').map(str::to_owned).collect();
        if pages.last().is_some_and(|p| p.trim().is_empty()) {
            pages.pop();
        }
        pages
    }

    /// `text` with every run of spaces and line breaks as one space: pdftotext ends each piece
    /// of text with a line break or a space and reads several spaces in a row as one.
    fn spaced(text: &str) -> String {
        text.split_whitespace().collect::<Vec<_>>().join(" ")
    }

    /// Checks that every text the layout wrote comes back from the file, page by page and in
    /// drawing order, exactly as written but for the spacing ([`spaced`]).
    pub(crate) fn assert_reads_back(file: &PdfFile) {
        if under_wine() {
            return;
        }
        let pages = pdftotext(file.bytes());
        assert_eq!(pages.len(), file.page_count(), "pages");
        for (n, (read, written)) in pages.iter().zip(file.page_texts()).enumerate() {
            let read = spaced(read);
            let mut from = 0;
            for text in written {
                let text = spaced(text);
                match read[from..].find(&text) {
                    Some(at) => from += at + text.len(),
                    None => panic!(
                        "page {}: {text:?} not read back after {:?}\nread: {read}",
                        n + 1,
                        &read[..from]
                    ),
                }
            }
        }
    }

    fn page_with(texts: &[(Font, &str)]) -> Page {
        let mut page = Page::new();
        for (i, (font, text)) in texts.iter().enumerate() {
            page.text(40.0, 60.0 + 20.0 * i as f32, 12.0, *font, text);
        }
        page
    }

    #[test]
    fn names_outside_latin_1_come_back_from_the_file_exactly() {
        let names = [
            "Łukasz Żółkiewski",
            "Dmitrij Ševčík",
            "Γιώργος",
            "Дмитрий",
            "Señor (Massacre) \\ 100%",
            "Nguyễn Thị Minh Khai",
            "Şükrü Gönül",
            "João Conceição",
            "Jordi Puigcercós i Pulŀlà",
            "Élodie – Zoë",
        ];
        let texts: Vec<(Font, &str)> = names
            .iter()
            .enumerate()
            .map(|(i, n)| {
                (
                    if i % 2 == 0 {
                        Font::Regular
                    } else {
                        Font::Bold
                    },
                    *n,
                )
            })
            .collect();
        let file = write_pdf("Names", PaperSize::A4, vec![page_with(&texts)]);
        assert_reads_back(&file);
        let read = text_of(&file).concat();
        for name in names {
            assert!(read.contains(name), "{name}: {read}");
        }
    }

    #[test]
    fn a_file_embeds_its_subset_font_and_keeps_no_date() {
        let file = write_pdf(
            "Fonts",
            PaperSize::A4,
            vec![page_with(&[(Font::Bold, "Ana")])],
        );
        let bytes = file.bytes();
        assert!(bytes.starts_with(b"%PDF-"));
        let has = |needle: &[u8]| bytes.windows(needle.len()).any(|w| w == needle);
        assert!(has(b"/FontFile2"), "the font program is embedded");
        assert!(has(b"/ToUnicode"), "glyphs map back to characters");
        assert!(
            has(b"+DejaVuSansCondensed-Bold"),
            "a subset, tagged as such"
        );
        assert!(!has(b"/CreationDate"));
        assert!(!has(b"/ModDate"));
        // A subset of three letters is far smaller than the 117 KB face.
        assert!(bytes.len() < 30_000, "{} bytes", bytes.len());
    }

    #[test]
    fn the_same_pages_give_the_same_bytes() {
        let make = || {
            let mut page = Page::new();
            page.text_centred(300.0, 100.0, 14.0, Font::Regular, "Ronda 1 · Дмитрий");
            page.rect(40.0, 80.0, 100.0, 20.0, 0.5);
            page.shade(40.0, 120.0, 100.0, 20.0, 0.88);
            page.dashed_line(20.0, 200.0, 500.0);
            write_pdf("Same", PaperSize::Letter, vec![page])
        };
        assert_eq!(make().bytes(), make().bytes());
    }

    #[test]
    fn pages_have_the_paper_size_asked_for() {
        for (size, media_box) in [
            (PaperSize::A4, "/MediaBox[0 0 595.28 841.89]"),
            (PaperSize::Letter, "/MediaBox[0 0 612 792]"),
        ] {
            let file = write_pdf("Size", size, vec![Page::new(), Page::new()]);
            let text = String::from_utf8_lossy(file.bytes());
            assert_eq!(text.matches(media_box).count(), 2, "{size:?}");
        }
    }

    #[test]
    fn the_shipped_fonts_draw_every_letter_of_the_names_they_are_for() {
        // Every character of the blocks fonts/README.md lists that the DejaVu faces draw at
        // all; a few spot checks per script, and no character of these names falls back to
        // the missing-glyph box.
        for font in [Font::Regular, Font::Bold] {
            let face = font.face().expect("the shipped face reads as a font");
            for c in "ŁłŻżŹźŚśĆćŃńĄąĘęŠšŽžČčŘřŮůĚěŐőŰűĞğŞşİıȘșȚțẞßØøÆæŒœÑñÇçĿŀ\
                      ΑΒΓΔΩαβγδωάέήίόύώϊϋΐΰ\
                      АБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯабвгдеёжзийклмнопрстуфхцчшщъыьэюяЄєІіЇїЎўҐґ\
                      ễịạươ–—…“”‘’•€№™\u{301}\u{308}"
                .chars()
            {
                assert!(face.glyph_index(c).is_some(), "{font:?} lacks {c:?}");
            }
        }
    }

    #[test]
    fn the_fonts_subset_for_every_glyph_they_have() {
        // krilla subsets a face to the glyphs a document uses; a failure there would leave
        // only the outlined fallback. One page drawing every character of both faces.
        let mut all = String::new();
        for c in (0x20u32..0x2200).filter_map(char::from_u32) {
            if Font::Regular
                .face()
                .and_then(|f| f.glyph_index(c))
                .is_some()
            {
                all.push(c);
            }
        }
        assert!(all.chars().count() > 1200, "{}", all.chars().count());
        let mut page = Page::new();
        let lines: Vec<String> = all
            .chars()
            .collect::<Vec<_>>()
            .chunks(60)
            .map(|c| c.iter().collect())
            .collect();
        for (i, line) in lines.iter().enumerate() {
            page.text(20.0, 20.0 + 9.0 * i as f32, 7.0, Font::Regular, line);
            page.text(300.0, 20.0 + 9.0 * i as f32, 7.0, Font::Bold, line);
        }
        let settings = PaperSize::A4;
        assert!(render("All", settings, &[page], Glyphs::Embedded).is_ok());
    }

    #[test]
    fn text_drawn_as_outlines_is_the_fallback_and_keeps_the_drawing() {
        let page = page_with(&[(Font::Regular, "Łukasz")]);
        let outlined = render("Outlined", PaperSize::A4, &[page], Glyphs::Outlined).unwrap();
        let has = |needle: &[u8]| outlined.windows(needle.len()).any(|w| w == needle);
        assert!(!has(b"/FontFile2"), "no font in the file");
        // Outlines carry no text for a reader: only pdftotext, on Linux, can say so.
        if !under_wine() {
            assert!(pdftotext(&outlined).concat().trim().is_empty());
        }
    }

    #[test]
    fn widths_come_from_the_shaped_glyphs() {
        let a = text_width("Hi", Font::Regular, 10.0);
        assert!(a > 0.0);
        assert!((text_width("Hi", Font::Regular, 20.0) - 2.0 * a).abs() < 0.001);
        assert!(text_width("Hi", Font::Bold, 10.0) > a, "bold is wider");
        // Within a few percent of Helvetica, which the layout was made for (9.44 pt).
        assert!((a - 9.44).abs() < 0.6, "{a}");
        // A line break measures as a space; an accent typed apart adds no width.
        assert_eq!(
            text_width("a\nb", Font::Regular, 10.0),
            text_width("a b", Font::Regular, 10.0)
        );
        assert_eq!(
            text_width("e\u{301}", Font::Regular, 10.0),
            text_width("e", Font::Regular, 10.0)
        );
    }

    #[test]
    fn a_long_text_is_cut_with_an_ellipsis_to_fit() {
        let fitted = fit_text("Miyamoto Mushashi", Font::Regular, 10.0, 50.0);
        assert!(fitted.ends_with('…'));
        assert!(text_width(&fitted, Font::Regular, 10.0) <= 50.0);
        assert_eq!(fit_text("Gata", Font::Regular, 10.0, 50.0), "Gata");
    }
}
