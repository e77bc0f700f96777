import { describe, expect, it } from 'vitest';
import {
  canFinishMedia,
  canUpload,
  isVideoMedia,
  mediaKindsWords,
  refusedMediaFiles,
  WIZARD_MEDIA_KINDS,
} from '../../../src/client/pages/event-add/wizard-media.ts';
import { ACCEPTED_FILE_TYPES, acceptAttribute, FILE_KINDS } from '../../../src/domain/resources/accepted-file-types.ts';

describe('canUpload (spec 001 §5: valid form, no upload running, at least one file)', () => {
  it('is enabled only when all three hold', () => {
    expect(canUpload({ formValid: true, uploading: false, fileCount: 1 })).toBe(true);
    expect(canUpload({ formValid: true, uploading: false, fileCount: 3 })).toBe(true);
  });

  it('is disabled when any one fails', () => {
    expect(canUpload({ formValid: false, uploading: false, fileCount: 1 })).toBe(false);
    expect(canUpload({ formValid: true, uploading: true, fileCount: 1 })).toBe(false);
    expect(canUpload({ formValid: true, uploading: false, fileCount: 0 })).toBe(false);
  });
});

describe('Images/Videos tab', () => {
  it('takes images and videos', () => {
    expect(WIZARD_MEDIA_KINDS).toEqual([FILE_KINDS.image, FILE_KINDS.video]);
    expect(acceptAttribute(WIZARD_MEDIA_KINDS, ACCEPTED_FILE_TYPES)).toBe(
      '.jpg,.jpeg,.gif,.png,.heic,.heif,.mov,.mp4,.webm',
    );
  });

  it('takes its extensions from the list the server served', () => {
    expect(
      acceptAttribute(WIZARD_MEDIA_KINDS, [
        { type: 2, ext: 'png' },
        { type: 1, ext: 'pdf' },
      ]),
    ).toBe('.png');
  });

  it('refuses documents and unknown extensions, whatever the case of the name', () => {
    const files = [{ name: 'a.JPG' }, { name: 'b.pdf' }, { name: 'c.mp4' }, { name: 'noext' }, { name: 'd.exe' }];
    expect(refusedMediaFiles(files, ACCEPTED_FILE_TYPES)).toEqual([
      { name: 'b.pdf' },
      { name: 'noext' },
      { name: 'd.exe' },
    ]);
  });

  it('media are optional: Next waits only for a running upload', () => {
    expect(canFinishMedia({ uploading: false })).toBe(true);
    expect(canFinishMedia({ uploading: true })).toBe(false);
  });

  it('a media item is a video by its content type', () => {
    expect(isVideoMedia({ contentType: 'video/mp4' })).toBe(true);
    expect(isVideoMedia({ contentType: 'image/png' })).toBe(false);
    expect(isVideoMedia({ contentType: null })).toBe(false);
  });
});

describe("event management's Upload Images (images only)", () => {
  it('refuses videos too, and says what it takes', () => {
    const files = [{ name: 'a.jpg' }, { name: 'c.mp4' }, { name: 'b.pdf' }];
    expect(refusedMediaFiles(files, ACCEPTED_FILE_TYPES, [FILE_KINDS.image])).toEqual([
      { name: 'c.mp4' },
      { name: 'b.pdf' },
    ]);
    expect(mediaKindsWords([FILE_KINDS.image])).toEqual({ one: 'image', many: 'images' });
    expect(mediaKindsWords(WIZARD_MEDIA_KINDS)).toEqual({ one: 'image or video', many: 'images or videos' });
  });
});
