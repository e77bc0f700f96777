import { describe, expect, it } from 'vitest';
import {
  canSaveUpload,
  emptyUploadForm,
  type ResourceUploadForm,
  uploadProblems,
  withChosenFile,
} from '../../../../src/client/pages/resources/resource-upload.ts';

const chosen = (form: ResourceUploadForm, fileName: string) => withChosenFile(form, fileName);

describe('the Add Document / Image / Video forms (spec 001 §5)', () => {
  it('picking a file fills the name with the file name', () => {
    const form = chosen(emptyUploadForm('document'), 'Lease 2026.pdf');
    expect(form.name).toBe('Lease 2026.pdf');
    expect(chosen({ ...form, name: 'Renamed' }, 'Other.docx').name).toBe('Other.docx');
  });

  it('a file of the kind with an accepted extension is required', () => {
    expect(uploadProblems(emptyUploadForm('image'), { inEvent: false }).file).toBe('File is required.');
    expect(uploadProblems(chosen(emptyUploadForm('image'), 'scan.pdf'), { inEvent: false }).file).toBe(
      'Choose an image file: jpg, jpeg, gif, png, heic, heif.',
    );
    expect(uploadProblems(chosen(emptyUploadForm('video'), 'clip.MOV'), { inEvent: false })).toEqual({});
  });

  it('the name is required, labelled per kind', () => {
    const blank = (kind: 'document' | 'image' | 'video', fileName: string) => ({
      ...chosen(emptyUploadForm(kind), fileName),
      name: '  ',
    });
    expect(uploadProblems(blank('document', 'a.pdf'), { inEvent: false }).name).toBe('Document Name is required.');
    expect(uploadProblems(blank('image', 'a.png'), { inEvent: false }).name).toBe('Image Name is required.');
    expect(uploadProblems(blank('video', 'a.mp4'), { inEvent: false }).name).toBe('Name is required.');
  });

  it('a document type is required for a document uploaded within an event only', () => {
    const document = chosen(emptyUploadForm('document'), 'invoice.pdf');
    expect(uploadProblems(document, { inEvent: true })).toEqual({ documentTypeId: 'Document Type is required.' });
    expect(uploadProblems(document, { inEvent: false })).toEqual({});
    expect(uploadProblems({ ...document, documentTypeId: 't1' }, { inEvent: true })).toEqual({});
    expect(uploadProblems(chosen(emptyUploadForm('image'), 'a.png'), { inEvent: true })).toEqual({});
  });

  it('takes the extensions from the list the server served', () => {
    const served = [{ type: 1 as const, ext: 'pdf' }];
    expect(uploadProblems(chosen(emptyUploadForm('document'), 'a.docx'), { inEvent: false, types: served }).file).toBe(
      'Choose a document file: pdf.',
    );
  });

  it('Save is disabled while invalid, while running, or with no file', () => {
    const ready = chosen(emptyUploadForm('image'), 'a.png');
    expect(canSaveUpload(ready, {}, false)).toBe(true);
    expect(canSaveUpload(ready, {}, true)).toBe(false);
    expect(canSaveUpload(ready, { name: 'x' }, false)).toBe(false);
    expect(canSaveUpload(emptyUploadForm('image'), {}, false)).toBe(false);
  });
});
