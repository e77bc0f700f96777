import { describe, expect, it } from 'vitest';
import {
  ACCEPTED_FILE_TYPES,
  acceptAttribute,
  acceptedExtensions,
  acceptedFileType,
  extensionOf,
  FILE_KINDS,
  fileKindOf,
  isAcceptedFile,
} from '../../../src/domain/resources/accepted-file-types.ts';

describe('accepted file types (spec 001 §3, §9)', () => {
  it('kinds are 1 document, 2 image, 3 video', () => {
    expect(FILE_KINDS).toEqual({ document: 1, image: 2, video: 3 });
  });

  it('lists the spec extensions per kind', () => {
    expect(acceptedExtensions([1])).toEqual(['pdf', 'xlsx', 'xls', 'csv', 'ppt', 'pptx', 'docx', 'doc', 'txt']);
    expect(acceptedExtensions([2])).toEqual(['jpg', 'jpeg', 'gif', 'png', 'heic', 'heif']);
    expect(acceptedExtensions([3])).toEqual(['mov', 'mp4', 'webm']);
    expect(ACCEPTED_FILE_TYPES).toHaveLength(18);
  });

  it('extensionOf: lower case, last dot, empty for none, dotfiles or a trailing dot', () => {
    expect(extensionOf('Photo.JPEG')).toBe('jpeg');
    expect(extensionOf('archive.tar.mp4')).toBe('mp4');
    expect(extensionOf('photo')).toBe('');
    expect(extensionOf('.env')).toBe('');
    expect(extensionOf('photo.')).toBe('');
    expect(extensionOf('C:\\dir.x\\photo')).toBe('');
    expect(extensionOf('dir.x/photo.png')).toBe('png');
  });

  it('fileKindOf and isAcceptedFile', () => {
    expect(fileKindOf('report.PDF')).toBe(1);
    expect(fileKindOf('clip.webm')).toBe(3);
    expect(fileKindOf('script.js')).toBeNull();
    expect(isAcceptedFile('a.heic', [2])).toBe(true);
    expect(isAcceptedFile('a.heic', [1, 3])).toBe(false);
  });

  it('acceptAttribute', () => {
    expect(acceptAttribute([3])).toBe('.mov,.mp4,.webm');
  });
});

const extsOfType = (type: number) => ACCEPTED_FILE_TYPES.filter((t) => t.type === type).map((t) => t.ext);

describe('accepted file types (spec 001 §3)', () => {
  it('are exactly the spec list: documents (1), images (2), videos (3)', () => {
    expect(FILE_KINDS).toEqual({ document: 1, image: 2, video: 3 });
    expect(extsOfType(1)).toEqual(['pdf', 'xlsx', 'xls', 'csv', 'ppt', 'pptx', 'docx', 'doc', 'txt']);
    expect(extsOfType(2)).toEqual(['jpg', 'jpeg', 'gif', 'png', 'heic', 'heif']);
    expect(extsOfType(3)).toEqual(['mov', 'mp4', 'webm']);
  });

  it('each has one entry with its icon class, colour and content type', () => {
    expect(new Set(ACCEPTED_FILE_TYPES.map((t) => t.ext)).size).toBe(ACCEPTED_FILE_TYPES.length);
    for (const type of ACCEPTED_FILE_TYPES) {
      expect(type.class).toMatch(/^[A-Z][A-Za-z]+Outlined$/);
      expect(type.color).toMatch(/^#[0-9a-f]{6}$/);
      expect(type.mime).toMatch(/^(application|image|video|text)\/[\w.+-]+$/);
    }
  });

  it('finds a type by extension in any case, with or without the dot', () => {
    expect(acceptedFileType('.JPG')?.mime).toBe('image/jpeg');
    expect(acceptedFileType('mov')?.type).toBe(3);
    expect(acceptedFileType('exe')).toBeUndefined();
    expect(acceptedFileType('')).toBeUndefined();
  });

  it('reads the extension of a file name', () => {
    expect(extensionOf('Photo.JPG')).toBe('jpg');
    expect(extensionOf('report.final.PDF')).toBe('pdf');
    expect(extensionOf('C:\\Users\\me\\scan.png')).toBe('png');
    expect(extensionOf('.bashrc')).toBe('');
    expect(extensionOf('README')).toBe('');
    expect(extensionOf('photo.jpg/')).toBe('');
  });
});
