//! Laying text out down A4 or US Letter pages: a cursor that starts a new page when the next
//! block does not fit, titled pages, tables with a repeated header row, and the page footer.

use crate::pdf::{fit_text, text_width, write_pdf, Font, Page, PaperSize, PdfFile};

/// Page margin, points (about 15 mm); on US Letter the top and bottom margins are half an inch
/// ([`Composer::top_margin`]).
pub(crate) const MARGIN: f32 = 42.0;
/// Room between the content and the page's lower margin, for the footer.
const FOOTER_ROOM: f32 = 18.0;

/// Body text size.
pub(crate) const BODY: f32 = 10.0;
/// Small print.
pub(crate) const SMALL: f32 = 8.0;
/// Table text size.
pub(crate) const TABLE: f32 = 9.0;
/// Room left and right of a cell's text, together.
const CELL_PADDING: f32 = 6.0;

/// The top (and bottom) margin of `size` pages: about 15 mm on A4, half an inch on US Letter.
fn top_margin(size: PaperSize) -> f32 {
    match size {
        PaperSize::A4 => MARGIN,
        PaperSize::Letter => 36.0,
    }
}

/// How a table column aligns its cells.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Align {
    Left,
    Right,
    Centre,
}

/// A table column: its heading, share of the width and alignment.
#[derive(Debug, Clone)]
pub(crate) struct Column {
    pub(crate) title: String,
    pub(crate) width: f32,
    pub(crate) align: Align,
}

impl Column {
    pub(crate) fn new(title: impl Into<String>, width: f32, align: Align) -> Column {
        Column {
            title: title.into(),
            width,
            align,
        }
    }
}

/// Builds a document page by page.
pub(crate) struct Composer {
    size: PaperSize,
    pages: Vec<Page>,
    page: Page,
    /// Distance from the top edge of the next line's top.
    y: f32,
    footer: String,
    page_label: Box<dyn Fn(usize, usize) -> String>,
}

impl Composer {
    /// A document on `size` pages that carry `footer` at the bottom left and
    /// `page_label(n, total)` at the bottom right.
    pub(crate) fn new(
        size: PaperSize,
        footer: impl Into<String>,
        page_label: impl Fn(usize, usize) -> String + 'static,
    ) -> Composer {
        Composer {
            size,
            pages: Vec::new(),
            page: Page::new(),
            y: top_margin(size),
            footer: footer.into(),
            page_label: Box::new(page_label),
        }
    }

    /// The usable width between the margins.
    pub(crate) fn content_width(&self) -> f32 {
        self.size.width() - 2.0 * MARGIN
    }

    /// Where the content starts, points from the top edge.
    pub(crate) fn top_margin(&self) -> f32 {
        top_margin(self.size)
    }

    /// Where the content stops, points from the top edge, leaving room for the footer.
    pub(crate) fn bottom(&self) -> f32 {
        self.size.height() - self.top_margin() - FOOTER_ROOM
    }

    /// Points taken off each table row and box on the shorter US Letter page, so that a
    /// control sheet of three rounds still fits one page as it does on A4.
    pub(crate) fn row_trim(&self) -> f32 {
        match self.size {
            PaperSize::A4 => 0.0,
            PaperSize::Letter => 2.0,
        }
    }

    /// The current page, to draw on directly.
    pub(crate) fn page(&mut self) -> &mut Page {
        &mut self.page
    }

    /// The cursor: points from the top edge.
    pub(crate) fn y(&self) -> f32 {
        self.y
    }

    /// Moves the cursor down.
    pub(crate) fn advance(&mut self, points: f32) {
        self.y += points;
    }

    /// Starts a new page unless the current one is still empty.
    pub(crate) fn new_page(&mut self) {
        if self.y > self.top_margin() || !self.page.texts().is_empty() {
            let done = std::mem::take(&mut self.page);
            self.pages.push(done);
            self.y = self.top_margin();
        }
    }

    /// Makes sure `height` points fit below the cursor, starting a new page if not.
    pub(crate) fn ensure(&mut self, height: f32) {
        if self.y + height > self.bottom() {
            self.new_page();
        }
    }

    /// A title line with a rule under it.
    pub(crate) fn title(&mut self, text: &str, right: &str) {
        self.ensure(40.0);
        let top = self.y + 16.0;
        let right_width = text_width(right, Font::Regular, BODY);
        let title_width = self.content_width() - right_width - 12.0;
        let fitted = fit_text(text, Font::Bold, 16.0, title_width);
        self.page.text(MARGIN, top, 16.0, Font::Bold, &fitted);
        self.page.text_right(
            MARGIN + self.content_width(),
            top,
            BODY,
            Font::Regular,
            right,
        );
        self.page.line(
            MARGIN,
            top + 6.0,
            MARGIN + self.content_width(),
            top + 6.0,
            1.2,
        );
        self.y = top + 16.0;
    }

    /// A line of text; long text is cut to the width.
    pub(crate) fn line(&mut self, text: &str, font: Font, size: f32) {
        self.ensure(size + 4.0);
        let top = self.y + size;
        let fitted = fit_text(text, font, size, self.content_width());
        self.page.text(MARGIN, top, size, font, &fitted);
        self.y = top + 4.0;
    }

    /// A paragraph: words wrapped to the width.
    pub(crate) fn paragraph(&mut self, text: &str, font: Font, size: f32) {
        for line in wrap(text, font, size, self.content_width()) {
            self.line(&line, font, size);
        }
    }

    /// `first`, then `second` after a gap of about three spaces; `second` wraps in the width
    /// left, under itself.
    pub(crate) fn line_pair(&mut self, first: &str, second: &str, font: Font, size: f32) {
        let x = MARGIN + text_width(first, font, size) + size;
        let lines = wrap(second, font, size, MARGIN + self.content_width() - x);
        let line_height = size + 4.0;
        self.ensure(line_height * lines.len().max(1) as f32);
        let top = self.y + size;
        self.page.text(MARGIN, top, size, font, first);
        for (k, line) in lines.iter().enumerate() {
            self.page
                .text(x, top + line_height * k as f32, size, font, line);
        }
        self.y += line_height * lines.len().max(1) as f32;
    }

    /// A "label value" line with the label (colon included) in bold.
    pub(crate) fn field(&mut self, label: &str, value: &str) {
        self.ensure(BODY + 6.0);
        let top = self.y + BODY;
        self.page.text(MARGIN, top, BODY, Font::Bold, label);
        let x = MARGIN + text_width(label, Font::Bold, BODY) + 3.0;
        let fitted = fit_text(
            value,
            Font::Regular,
            BODY,
            MARGIN + self.content_width() - x,
        );
        self.page.text(x, top, BODY, Font::Regular, &fitted);
        self.y = top + 6.0;
    }

    /// A section heading.
    pub(crate) fn heading(&mut self, text: &str) {
        self.ensure(40.0);
        self.y += 6.0;
        let top = self.y + 12.0;
        self.page.text(MARGIN, top, 12.0, Font::Bold, text);
        self.y = top + 6.0;
    }

    /// A table: a shaded header row, then the rows with thin rules, the header repeated on each
    /// new page. Columns take the width their content needs, the rest shared by weight; a cell
    /// still too long for its column is cut with "…".
    pub(crate) fn table(&mut self, columns: &[Column], rows: &[Vec<String>]) {
        let row_height = TABLE + 8.0 - self.row_trim();
        let widths = column_widths(columns, rows, self.content_width());
        self.ensure(row_height * 2.0);
        self.table_header(columns, &widths, row_height);
        for row in rows {
            let lines = cell_lines(columns, &widths, row, Font::Regular);
            let height = row_height
                + LINE_GAP
                    * lines
                        .iter()
                        .map(Vec::len)
                        .max()
                        .unwrap_or(1)
                        .saturating_sub(1) as f32;
            if self.y + height > self.bottom() {
                self.new_page();
                self.table_header(columns, &widths, row_height);
            }
            self.table_row(columns, &widths, &lines, Font::Regular, height);
            let y = self.y;
            self.page
                .line(MARGIN, y, MARGIN + self.content_width(), y, 0.3);
        }
        self.y += 6.0;
    }

    fn table_header(&mut self, columns: &[Column], widths: &[f32], row_height: f32) {
        self.page
            .shade(MARGIN, self.y, self.content_width(), row_height, 0.88);
        let titles: Vec<Vec<String>> = columns
            .iter()
            .zip(widths)
            .map(|(c, w)| vec![fit_text(&c.title, Font::Bold, TABLE, w - CELL_PADDING)])
            .collect();
        self.table_row(columns, widths, &titles, Font::Bold, row_height);
        let y = self.y;
        self.page
            .line(MARGIN, y, MARGIN + self.content_width(), y, 0.8);
    }

    fn table_row(
        &mut self,
        columns: &[Column],
        widths: &[f32],
        cells: &[Vec<String>],
        font: Font,
        row_height: f32,
    ) {
        let first_baseline = self.y + TABLE + 3.0 - self.row_trim();
        let mut x = MARGIN;
        for ((column, &width), lines) in columns.iter().zip(widths).zip(cells) {
            for (k, line) in lines.iter().enumerate() {
                let baseline = first_baseline + k as f32 * LINE_GAP;
                match column.align {
                    Align::Left => self.page.text(x + 3.0, baseline, TABLE, font, line),
                    Align::Right => {
                        self.page
                            .text_right(x + width - 3.0, baseline, TABLE, font, line);
                    }
                    Align::Centre => {
                        self.page
                            .text_centred(x + width / 2.0, baseline, TABLE, font, line);
                    }
                }
            }
            x += width;
        }
        self.y += row_height;
    }

    /// A match slip's rows: a bold label, then one box per seat with the value printed in it
    /// (the first row, the players' names, in bold); a value too long for its box wraps, and its
    /// row grows.
    pub(crate) fn slip_rows(&mut self, rows: &[(String, [String; 2])]) {
        let label_width = 120.0;
        let column = (self.content_width() - label_width) / 2.0;
        let line_gap = BODY + 2.0;
        for (k, (label, cells)) in rows.iter().enumerate() {
            let font = if k == 0 { Font::Bold } else { Font::Regular };
            let lines = cells
                .clone()
                .map(|cell| wrap(&cell, font, BODY, column - 16.0));
            let extra = lines
                .iter()
                .map(Vec::len)
                .max()
                .unwrap_or(1)
                .saturating_sub(1);
            let height = 22.0 + line_gap * extra as f32;
            let top = self.y();
            self.page().text(
                MARGIN,
                top + 15.0,
                BODY,
                Font::Bold,
                &fit_text(label, Font::Bold, BODY, label_width - 4.0),
            );
            for (n, cell_lines) in lines.iter().enumerate() {
                let x = MARGIN + label_width + n as f32 * column;
                self.page()
                    .rect(x + 2.0, top + 2.0, column - 4.0, height - 4.0, 0.6);
                for (i, line) in cell_lines.iter().enumerate() {
                    self.page()
                        .text(x + 8.0, top + 15.0 + line_gap * i as f32, BODY, font, line);
                }
            }
            self.advance(height);
        }
    }

    /// Finishes the document: footers on every page, then the file.
    pub(crate) fn finish(mut self, title: &str) -> PdfFile {
        let last = std::mem::take(&mut self.page);
        if !last.texts().is_empty() || self.pages.is_empty() {
            self.pages.push(last);
        }
        let total = self.pages.len();
        let top = self.size.height() - self.top_margin() + 4.0;
        let content_width = self.content_width();
        for (i, page) in self.pages.iter_mut().enumerate() {
            let footer = fit_text(&self.footer, Font::Regular, SMALL, content_width - 90.0);
            page.text(MARGIN, top, SMALL, Font::Regular, &footer);
            page.text_right(
                MARGIN + content_width,
                top,
                SMALL,
                Font::Regular,
                &(self.page_label)(i + 1, total),
            );
        }
        write_pdf(title, self.size, self.pages)
    }
}

/// Most lines a table cell wraps to; the last is cut with "…". Enough for the longest player
/// name the event accepts (80 characters) in the narrowest name column.
const MAX_CELL_LINES: usize = 8;
/// Distance between the lines of a wrapped cell.
const LINE_GAP: f32 = TABLE + 2.0;

/// Each cell's lines: text columns wrap at spaces (up to [`MAX_CELL_LINES`]), number columns are
/// cut to fit.
fn cell_lines(columns: &[Column], widths: &[f32], row: &[String], font: Font) -> Vec<Vec<String>> {
    columns
        .iter()
        .zip(widths)
        .zip(row)
        .map(|((column, width), cell)| {
            let inner = width - CELL_PADDING;
            if column.align == Align::Left {
                let mut lines = wrap(cell, font, TABLE, inner);
                if lines.len() > MAX_CELL_LINES {
                    let rest = lines.split_off(MAX_CELL_LINES - 1).join(" ");
                    lines.push(fit_text(&rest, font, TABLE, inner));
                }
                lines
            } else {
                vec![fit_text(cell, font, TABLE, inner)]
            }
        })
        .collect()
}

/// Each column's width: what its header and cells need, plus a share of the room left by
/// weight. When the content needs more than the page, number columns keep their width and the
/// text columns share the rest by weight (never narrower than their header). The widths add up
/// to `content_width`.
fn column_widths(columns: &[Column], rows: &[Vec<String>], content_width: f32) -> Vec<f32> {
    let natural: Vec<f32> = columns
        .iter()
        .enumerate()
        .map(|(i, column)| {
            let header = text_width(&column.title, Font::Bold, TABLE);
            let cells = rows
                .iter()
                .filter_map(|row| row.get(i))
                .map(|cell| text_width(cell, Font::Regular, TABLE))
                .fold(0.0, f32::max);
            header.max(cells) + CELL_PADDING + 2.0
        })
        .collect();
    let total: f32 = natural.iter().sum();
    let weights: f32 = columns
        .iter()
        .map(|c| c.width)
        .sum::<f32>()
        .max(f32::EPSILON);
    if total <= content_width {
        let spare = content_width - total;
        return natural
            .iter()
            .zip(columns)
            .map(|(n, c)| n + spare * c.width / weights)
            .collect();
    }
    let is_text = |c: &Column| c.align == Align::Left;
    let fixed: f32 = natural
        .iter()
        .zip(columns)
        .filter(|(_, c)| !is_text(c))
        .map(|(n, _)| n)
        .sum();
    let rest = (content_width - fixed).max(0.0);
    // Each text column gets weight × λ, kept between its header's width and its content's; λ
    // is found by bisection so that the text columns fill exactly what the numbers leave.
    let header = |c: &Column| text_width(&c.title, Font::Bold, TABLE) + CELL_PADDING + 2.0;
    let share = |lambda: f32| -> Vec<f32> {
        natural
            .iter()
            .zip(columns)
            .map(|(n, c)| {
                if is_text(c) {
                    (lambda * c.width).min(*n).max(header(c).min(*n))
                } else {
                    *n
                }
            })
            .collect()
    };
    // At λ = the widest need over the lightest weight every text column has all it needs.
    let lightest = columns
        .iter()
        .filter(|c| is_text(c) && c.width > 0.0)
        .map(|c| c.width)
        .fold(f32::INFINITY, f32::min);
    let widest = natural.iter().copied().fold(0.0, f32::max);
    let (mut low, mut high) = (
        0.0f32,
        if lightest.is_finite() {
            widest / lightest
        } else {
            0.0
        },
    );
    for _ in 0..60 {
        let mid = (low + high) / 2.0;
        let text_sum: f32 = share(mid)
            .iter()
            .zip(columns)
            .filter(|(_, c)| is_text(c))
            .map(|(w, _)| w)
            .sum();
        if text_sum > rest {
            high = mid;
        } else {
            low = mid;
        }
    }
    let widths = share(low);
    // Only when even the headers do not fit is everything scaled down.
    let used: f32 = widths.iter().sum();
    let scale = if used > content_width {
        content_width / used
    } else {
        1.0
    };
    let spare = (content_width - used).max(0.0);
    widths
        .iter()
        .zip(columns)
        .map(|(w, c)| w * scale + spare * c.width / weights)
        .collect()
}

/// `text` broken into lines of at most `width` points, at spaces; a word longer than the width
/// is broken where it has to be, so that nothing is cut.
pub(crate) fn wrap(text: &str, font: Font, size: f32, width: f32) -> Vec<String> {
    let fits = |candidate: &str| text_width(candidate, font, size) <= width;
    let mut lines = Vec::new();
    let mut current = String::new();
    for word in text.split_whitespace() {
        let candidate = if current.is_empty() {
            word.to_owned()
        } else {
            format!("{current} {word}")
        };
        if fits(&candidate) {
            current = candidate;
            continue;
        }
        if !current.is_empty() {
            lines.push(std::mem::take(&mut current));
        }
        // The word alone: whole if it fits, else in pieces of as many letters as fit (at least
        // one, so a width narrower than a letter still makes progress).
        for c in word.chars() {
            current.push(c);
            if !fits(&current) && current.chars().count() > 1 {
                current.pop();
                lines.push(std::mem::replace(&mut current, c.to_string()));
            }
        }
    }
    if !current.is_empty() {
        lines.push(current);
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wrapping_keeps_every_word_and_respects_the_width() {
        let text =
            "Once the last Tournament Round ends, players who were given a bye follow these steps";
        let lines = wrap(text, Font::Regular, 10.0, 150.0);
        assert!(lines.len() > 2);
        for line in &lines {
            assert!(text_width(line, Font::Regular, 10.0) <= 150.0);
        }
        assert_eq!(lines.join(" "), text);
    }

    const A4_CONTENT: f32 = 595.28 - 2.0 * MARGIN;

    #[test]
    fn a_word_longer_than_the_width_is_broken_not_cut() {
        let word = "Fernández-Villaverde-Żółkiewska-Montenegro";
        let lines = wrap(&format!("Ana {word}"), Font::Regular, 10.0, 60.0);
        assert_eq!(lines[0], "Ana");
        assert!(lines.len() > 2, "{lines:?}");
        for line in &lines {
            assert!(text_width(line, Font::Regular, 10.0) <= 60.0, "{line}");
        }
        assert_eq!(lines[1..].concat(), word);
        // Narrower than one letter: one letter a line, nothing lost.
        assert_eq!(wrap("Ab", Font::Regular, 10.0, 1.0), vec!["A", "b"]);
    }

    #[test]
    fn columns_fit_their_content_and_always_fill_the_width() {
        let columns = [
            Column::new("#", 1.0, Align::Right),
            Column::new("Player", 3.0, Align::Left),
            Column::new("Corvus PIN", 1.0, Align::Left),
            Column::new("Why", 6.0, Align::Left),
        ];
        let short = vec![vec![
            "1".into(),
            "Ana".into(),
            "A1".into(),
            "first place".into(),
        ]];
        let widths = column_widths(&columns, &short, A4_CONTENT);
        assert!((widths.iter().sum::<f32>() - A4_CONTENT).abs() < 0.01);
        assert!(widths[2] >= text_width("Corvus PIN", Font::Bold, TABLE) + CELL_PADDING);
        let long = vec![vec![
            "12".into(),
            "A very long player name indeed, longer than most".into(),
            "PIN-1234567890".into(),
            "same so far, more opponents' Victory Points; and then a great deal more text than fits".into(),
        ]];
        let widths = column_widths(&columns, &long, A4_CONTENT);
        assert!((widths.iter().sum::<f32>() - A4_CONTENT).abs() < 0.01);
        assert!(widths[0] >= text_width("12", Font::Regular, TABLE) + CELL_PADDING);
        assert!(widths[2] >= text_width("Corvus PIN", Font::Bold, TABLE) + CELL_PADDING);
        assert!(
            widths[3] > widths[1],
            "the heavier text column gets more room"
        );
    }

    #[test]
    fn a_long_table_continues_on_a_new_page_with_its_header() {
        let mut composer =
            Composer::new(PaperSize::A4, "Footer", |n, total| format!("{n}/{total}"));
        let columns = [
            Column::new("Name", 3.0, Align::Left),
            Column::new("Pts", 1.0, Align::Right),
        ];
        let rows: Vec<Vec<String>> = (1..=120)
            .map(|i| vec![format!("Player {i}"), i.to_string()])
            .collect();
        composer.table(&columns, &rows);
        let file = composer.finish("Long");
        assert_eq!(file.page_count(), 3);
        for page in file.page_texts() {
            assert_eq!(page[0], "Name", "each page starts with the header row");
        }
        let all: Vec<&String> = file.page_texts().iter().flatten().collect();
        assert!(all.iter().any(|t| *t == "Player 120"));
        assert_eq!(file.page_texts()[2].last().unwrap(), "3/3");
    }
}
