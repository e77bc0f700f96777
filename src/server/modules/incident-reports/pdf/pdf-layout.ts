/**
 * The page furniture of a PDF made with pdfkit: Letter pages with 50 pt margins, section titles,
 * label/value rows and tables that move to a new page instead of being cut, and the footer with
 * page numbers written once every page exists. Knows nothing of incidents.
 */

export const PAGE_MARGIN = 50;
/** Room kept free at the bottom of every page for the footer. */
export const FOOTER_HEIGHT = 30;

export const COLORS = { ink: '#1f2328', muted: '#57606a', rule: '#d0d7de', accent: '#0b5cad', band: '#f3f6f9' };
export const FONTS = { regular: 'Helvetica', bold: 'Helvetica-Bold', italic: 'Helvetica-Oblique' };

export function contentWidth(doc: PDFKit.PDFDocument): number {
  return doc.page.width - PAGE_MARGIN * 2;
}

function pageBottom(doc: PDFKit.PDFDocument): number {
  return doc.page.height - PAGE_MARGIN - FOOTER_HEIGHT;
}

/** Starts a new page unless `height` points still fit on this one; answers the y to draw at. */
export function ensureSpace(doc: PDFKit.PDFDocument, height: number): number {
  if (doc.y + height > pageBottom(doc)) doc.addPage();
  return doc.y;
}

/** A numbered section's title with a rule under it; kept with at least `keepWith` points of what follows. */
export function sectionTitle(doc: PDFKit.PDFDocument, title: string, keepWith = 60): void {
  doc.moveDown(0.8);
  const y = ensureSpace(doc, 28 + keepWith);
  doc.font(FONTS.bold).fontSize(13).fillColor(COLORS.accent).text(title, PAGE_MARGIN, y);
  const ruleY = doc.y + 2;
  doc
    .moveTo(PAGE_MARGIN, ruleY)
    .lineTo(PAGE_MARGIN + contentWidth(doc), ruleY)
    .lineWidth(0.75)
    .strokeColor(COLORS.rule)
    .stroke();
  doc.x = PAGE_MARGIN;
  doc.y = ruleY + 6;
  doc.fillColor(COLORS.ink);
}

const LABEL_WIDTH = 150;

/** 'Label    value' on one row (the value may wrap); kept on one page. */
export function labelledRow(doc: PDFKit.PDFDocument, label: string, value: string, indent = 0): void {
  const x = PAGE_MARGIN + indent;
  const valueWidth = contentWidth(doc) - indent - LABEL_WIDTH;
  doc.font(FONTS.regular).fontSize(10);
  const height = Math.max(doc.heightOfString(value || ' ', { width: valueWidth }), 12);
  const y = ensureSpace(doc, height + 4);
  doc
    .font(FONTS.bold)
    .fontSize(9)
    .fillColor(COLORS.muted)
    .text(label, x, y + 1, { width: LABEL_WIDTH - 8 });
  doc
    .font(FONTS.regular)
    .fontSize(10)
    .fillColor(COLORS.ink)
    .text(value || '—', x + LABEL_WIDTH, y, { width: valueWidth });
  doc.x = PAGE_MARGIN;
  doc.y = y + height + 4;
}

/** A paragraph of text at the left margin (wraps, flows onto the next page when long). */
export function paragraph(doc: PDFKit.PDFDocument, text: string, options: { indent?: number; italic?: boolean } = {}) {
  const indent = options.indent ?? 0;
  doc
    .font(options.italic ? FONTS.italic : FONTS.regular)
    .fontSize(10)
    .fillColor(options.italic ? COLORS.muted : COLORS.ink);
  ensureSpace(doc, 14);
  doc.text(text, PAGE_MARGIN + indent, doc.y, { width: contentWidth(doc) - indent });
  doc.x = PAGE_MARGIN;
}

export interface TableColumn {
  header: string;
  /** Share of the content width. */
  width: number;
  align?: 'left' | 'right';
}

/** A table with a header row (repeated on each new page) and an optional bold last row (a total). */
export function table(
  doc: PDFKit.PDFDocument,
  columns: readonly TableColumn[],
  rows: readonly string[][],
  options: { totalRow?: string[] } = {},
): void {
  const total = contentWidth(doc);
  const widths = columns.map((column) => column.width * total);
  const padding = 4;
  const drawRow = (cells: readonly string[], style: 'header' | 'body' | 'total') => {
    doc.font(style === 'body' ? FONTS.regular : FONTS.bold).fontSize(style === 'header' ? 9 : 9.5);
    const height =
      Math.max(...cells.map((cell, index) => doc.heightOfString(cell || ' ', { width: widths[index] - padding * 2 }))) +
      padding * 2;
    let y = doc.y;
    if (y + height > pageBottom(doc)) {
      doc.addPage();
      y = doc.y;
      if (style !== 'header')
        drawRow(
          columns.map((column) => column.header),
          'header',
        );
      y = doc.y;
    }
    if (style !== 'body') doc.rect(PAGE_MARGIN, y, total, height).fill(COLORS.band);
    let x = PAGE_MARGIN;
    cells.forEach((cell, index) => {
      doc
        .font(style === 'body' ? FONTS.regular : FONTS.bold)
        .fontSize(style === 'header' ? 9 : 9.5)
        .fillColor(style === 'header' ? COLORS.muted : COLORS.ink)
        .text(cell, x + padding, y + padding, {
          width: widths[index] - padding * 2,
          align: columns[index].align ?? 'left',
        });
      x += widths[index];
    });
    doc
      .moveTo(PAGE_MARGIN, y + height)
      .lineTo(PAGE_MARGIN + total, y + height)
      .lineWidth(0.5)
      .strokeColor(COLORS.rule)
      .stroke();
    doc.x = PAGE_MARGIN;
    doc.y = y + height;
  };
  drawRow(
    columns.map((column) => column.header),
    'header',
  );
  for (const row of rows) drawRow(row, 'body');
  if (options.totalRow) drawRow(options.totalRow, 'total');
  doc.moveDown(0.5);
}

/** A checkbox drawn as vector (the standard fonts have no ballot box), ticked or not, at (x, y). */
export function checkbox(doc: PDFKit.PDFDocument, x: number, y: number, checked: boolean): void {
  const size = 9;
  doc.lineWidth(0.8).strokeColor(COLORS.ink).rect(x, y, size, size).stroke();
  if (checked) {
    doc
      .lineWidth(1.4)
      .strokeColor(COLORS.accent)
      .moveTo(x + 1.8, y + 4.8)
      .lineTo(x + 3.8, y + 7)
      .lineTo(x + 7.5, y + 2)
      .stroke();
  }
}

/** Every page's footer: `left` and 'Page n of N' (`pageOf`, in the report's language). Needs the document made with bufferPages. */
export function writeFooters(
  doc: PDFKit.PDFDocument,
  left: string,
  pageOf: (page: number, pages: number) => string,
): void {
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    const bottom = doc.page.margins.bottom;
    // Writing below the bottom margin would otherwise open a new page.
    doc.page.margins.bottom = 0;
    const y = doc.page.height - PAGE_MARGIN - 12;
    const width = contentWidth(doc);
    doc
      .moveTo(PAGE_MARGIN, y - 6)
      .lineTo(PAGE_MARGIN + width, y - 6)
      .lineWidth(0.5)
      .strokeColor(COLORS.rule)
      .stroke();
    doc.font(FONTS.regular).fontSize(8).fillColor(COLORS.muted);
    doc.text(left, PAGE_MARGIN, y, { width: width * 0.75, lineBreak: false });
    doc.text(pageOf(index - range.start + 1, range.count), PAGE_MARGIN + width * 0.75, y, {
      width: width * 0.25,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = bottom;
  }
}
