import { describe, expect, it } from 'vitest';
import { decideFileKind, isPlainText, looksLikeMarkupOrScript } from '../../src/domain/file-kind.ts';

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

  it('lets the name choose within a container the sniffer cannot open (Office files)', () => {
    expect(decideFileKind('old.doc', { ext: 'cfb', mime: 'application/x-cfb' }, binary)).toMatchObject({
      ok: true,
      ext: 'doc',
      contentType: 'application/msword',
    });
    expect(decideFileKind('sheet.xlsx', { ext: 'zip', mime: 'application/zip' }, binary)).toMatchObject({
      ok: true,
      ext: 'xlsx',
    });
    expect(decideFileKind('photo.jpg', { ext: 'zip', mime: 'application/zip' }, binary)).toEqual({
      ok: false,
      message: "'photo.jpg' is not an image: its content is a zip archive.",
    });
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
