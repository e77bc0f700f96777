import type { Readable } from 'node:stream';
import { incidentReportText } from '../../../../domain/i18n/en/incident-report.ts';
import { printImage } from '../../../files/print-image.ts';
import { COLORS, contentWidth, ensureSpace, FONTS, PAGE_MARGIN } from './pdf-layout.ts';

/** A picture of the report: where to read it and what to write under it. */
export interface GridImage {
  name: string;
  note: string;
  storageKey: string;
  /** Its print copy: read instead of the original when there is one (no camera original to decode). */
  printKey: string | null;
}

export type OpenImage = (storageKey: string) => Promise<Readable>;

type Prepared = { jpeg: Buffer } | { error: true };

/**
 * Scales the pictures a few at a time, in order: decoding overlaps with writing the PDF, and at
 * most `ahead` scaled copies are held at once (never an original), whatever their number.
 */
async function* scaledInOrder(
  images: readonly GridImage[],
  open: OpenImage,
  maxSide: number,
  ahead = 3,
): AsyncGenerator<Prepared> {
  const load = async (image: GridImage): Promise<Prepared> => {
    try {
      return { jpeg: (await printImage(await open(image.printKey ?? image.storageKey), maxSide)).jpeg };
    } catch {
      return { error: true };
    }
  };
  const pending: Promise<Prepared>[] = [];
  let next = 0;
  while (next < images.length && pending.length < ahead) pending.push(load(images[next++]));
  while (pending.length > 0) {
    const prepared = await (pending.shift() as Promise<Prepared>);
    if (next < images.length) pending.push(load(images[next++]));
    yield prepared;
  }
}

function drawPicture(
  doc: PDFKit.PDFDocument,
  prepared: Prepared,
  box: { x: number; y: number; width: number; height: number },
  notShown: string,
) {
  const { x, y, width, height } = box;
  if ('jpeg' in prepared) {
    doc.image(prepared.jpeg, x, y, { fit: [width, height], align: 'center', valign: 'center' });
    return;
  }
  doc.rect(x, y, width, height).fill(COLORS.band);
  doc
    .font(FONTS.italic)
    .fontSize(9)
    .fillColor(COLORS.muted)
    .text(notShown, x + 10, y + height / 2 - 10, {
      width: width - 20,
      align: 'center',
    });
}

/**
 * Pictures `perRow` to a row, each scaled into its box with its name and note under it; a row
 * never splits across pages.
 */
export async function imageGrid(
  doc: PDFKit.PDFDocument,
  images: readonly GridImage[],
  open: OpenImage,
  options: {
    perRow: number;
    boxHeight: number;
    maxSide: number;
    captions: boolean;
    /** What stands in a picture's box when it cannot be printed (the report's language; English by default). */
    notShown?: string;
  },
): Promise<void> {
  const gap = 14;
  const cellWidth = (contentWidth(doc) - gap * (options.perRow - 1)) / options.perRow;
  const captionHeight = (image: GridImage) => {
    if (!options.captions) return 0;
    doc.font(FONTS.bold).fontSize(9);
    const name = doc.heightOfString(image.name, { width: cellWidth });
    doc.font(FONTS.regular).fontSize(8.5);
    return name + (image.note ? doc.heightOfString(image.note, { width: cellWidth }) + 2 : 0) + 4;
  };
  const prepared = scaledInOrder(images, open, options.maxSide);
  for (let start = 0; start < images.length; start += options.perRow) {
    const row = images.slice(start, start + options.perRow);
    const rowHeight = options.boxHeight + Math.max(...row.map(captionHeight)) + gap;
    const y = ensureSpace(doc, rowHeight);
    for (const [column, image] of row.entries()) {
      const x = PAGE_MARGIN + column * (cellWidth + gap);
      const next = await prepared.next();
      const box = { x, y, width: cellWidth, height: options.boxHeight };
      drawPicture(
        doc,
        next.done ? { error: true } : next.value,
        box,
        options.notShown ?? incidentReportText.en.imageNotShown,
      );
      if (!options.captions) continue;
      doc
        .font(FONTS.bold)
        .fontSize(9)
        .fillColor(COLORS.ink)
        .text(image.name, x, y + options.boxHeight + 4, { width: cellWidth });
      if (image.note) {
        doc
          .font(FONTS.regular)
          .fontSize(8.5)
          .fillColor(COLORS.muted)
          .text(image.note, x, doc.y + 2, { width: cellWidth });
      }
    }
    doc.x = PAGE_MARGIN;
    doc.y = y + rowHeight;
  }
}
