import { describe, expect, it } from 'vitest';
import {
  ACCEPTED_FILE_TYPES,
  acceptAttribute,
  acceptedExtensions,
  extensionOf,
  FILE_KINDS,
  fileKindOf,
  isAcceptedFile,
} from '../../src/domain/accepted-file-types.ts';

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

  it('extensionOf: lower case, last dot, none for dotfiles or a trailing dot', () => {
    expect(extensionOf('Photo.JPEG')).toBe('jpeg');
    expect(extensionOf('archive.tar.mp4')).toBe('mp4');
    expect(extensionOf('photo')).toBeNull();
    expect(extensionOf('.env')).toBeNull();
    expect(extensionOf('photo.')).toBeNull();
    expect(extensionOf('C:\\dir.x\\photo')).toBeNull();
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
