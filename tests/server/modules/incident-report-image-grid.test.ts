import { Readable } from 'node:stream';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { type GridImage, imageGrid } from '../../../src/server/modules/incident-reports/pdf/image-grid.ts';

const jpeg = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 10, g: 120, b: 200 } } })
    .jpeg()
    .toBuffer();

describe('the incident report image grid', () => {
  it('reads an image through its print copy when it has one, else through the original', async () => {
    const opened: string[] = [];
    const content = await jpeg();
    const open = async (key: string) => {
      opened.push(key);
      return Readable.from([content]);
    };
    const images: GridImage[] = [
      { name: 'with copy', note: '', storageKey: 'original-1', printKey: 'print-1' },
      { name: 'stored before copies', note: '', storageKey: 'original-2', printKey: null },
    ];
    const doc = new PDFDocument({ size: 'LETTER', margin: 54 });
    await imageGrid(doc, images, open, { perRow: 2, boxHeight: 100, maxSide: 640, captions: true });
    doc.end();
    expect(opened.sort()).toEqual(['original-2', 'print-1']);
  });
});
