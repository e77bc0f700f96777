/**
 * The folder browser's Add Document, Add Image and Add Video forms (spec 001 §5 'Event
 * management'): a file of the kind with an accepted extension, a name (filled from the file when
 * one is picked), and for a document uploaded within an event its type. Pure.
 */
import {
  ACCEPTED_FILE_TYPES,
  acceptedExtensions,
  FILE_KINDS,
  type FileKind,
  isAcceptedFile,
  type ServedFileType,
} from '../../../domain/resources/accepted-file-types.ts';
import { canUpload } from '../event-add/wizard-media.ts';

export interface ResourceUploadForm {
  kind: FileKind;
  /** The chosen file's name; null before one is picked. */
  fileName: string | null;
  name: string;
  documentTypeId: string | null;
}

export type UploadField = 'file' | 'name' | 'documentTypeId';
export type UploadProblems = Partial<Record<UploadField, string>>;

/** The form of each kind: its title and the label of its name field (§5: 'Document Name', 'Image Name', 'Name'). */
export const UPLOAD_FORMS: Record<FileKind, { title: string; nameLabel: string }> = {
  document: { title: 'Add Document', nameLabel: 'Document Name' },
  image: { title: 'Add Image', nameLabel: 'Image Name' },
  video: { title: 'Add Video', nameLabel: 'Name' },
};

const A_KIND: Record<FileKind, string> = { document: 'a document', image: 'an image', video: 'a video' };

/** A new form of a kind: nothing chosen. */
export function emptyUploadForm(kind: FileKind): ResourceUploadForm {
  return { kind, fileName: null, name: '', documentTypeId: null };
}

/** §5: picking a file fills the name with the file name. */
export function withChosenFile(form: ResourceUploadForm, fileName: string | null): ResourceUploadForm {
  return { ...form, fileName, name: fileName ?? form.name };
}

/** What keeps the form from being sent, by field (messages are ours: the spec shows none). */
export function uploadProblems(
  form: ResourceUploadForm,
  context: { inEvent: boolean; types?: readonly ServedFileType[] },
): UploadProblems {
  const types = context.types ?? ACCEPTED_FILE_TYPES;
  const problems: UploadProblems = {};
  const kind = FILE_KINDS[form.kind];
  if (!form.fileName) problems.file = 'File is required.';
  else if (!isAcceptedFile(form.fileName, [kind], types)) {
    problems.file = `Choose ${A_KIND[form.kind]} file: ${acceptedExtensions([kind], types).join(', ')}.`;
  }
  if (!form.name.trim()) problems.name = `${UPLOAD_FORMS[form.kind].nameLabel} is required.`;
  if (form.kind === 'document' && context.inEvent && !form.documentTypeId) {
    problems.documentTypeId = 'Document Type is required.';
  }
  return problems;
}

/** §5: Save is disabled while the form is invalid, a request is running, or no file is chosen. */
export function canSaveUpload(form: ResourceUploadForm, problems: UploadProblems, running: boolean): boolean {
  return canUpload({
    formValid: Object.keys(problems).length === 0,
    uploading: running,
    fileCount: form.fileName ? 1 : 0,
  });
}
