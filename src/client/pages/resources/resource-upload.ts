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
import type { KeyOf } from '../../i18n/catalogue.ts';
import { resourceBrowserText } from '../../i18n/en/resource-browser.ts';
import { textOf } from '../../i18n/language.ts';
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

const t = textOf(resourceBrowserText);

/** A form's words by their catalogue keys, read in the app's language when shown. */
function uploadForm(title: 'addDocument' | 'addImage' | 'addVideo', nameLabel: 'documentName' | 'imageName' | 'name') {
  return {
    get title() {
      return t(title);
    },
    get nameLabel() {
      return t(nameLabel);
    },
  };
}

/** The form of each kind: its title and the label of its name field (§5: 'Document Name', 'Image Name', 'Name'). */
export const UPLOAD_FORMS: Record<FileKind, { readonly title: string; readonly nameLabel: string }> = {
  document: uploadForm('addDocument', 'documentName'),
  image: uploadForm('addImage', 'imageName'),
  video: uploadForm('addVideo', 'name'),
};

const CHOOSE_A_FILE = {
  document: 'chooseDocumentFile',
  image: 'chooseImageFile',
  video: 'chooseVideoFile',
} as const satisfies Record<FileKind, KeyOf<typeof resourceBrowserText>>;

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
  if (!form.fileName) problems.file = t('fileRequired');
  else if (!isAcceptedFile(form.fileName, [kind], types)) {
    problems.file = t(CHOOSE_A_FILE[form.kind], { extensions: acceptedExtensions([kind], types).join(', ') });
  }
  if (!form.name.trim()) problems.name = t('fieldRequired', { field: UPLOAD_FORMS[form.kind].nameLabel });
  if (form.kind === 'document' && context.inEvent && !form.documentTypeId) {
    problems.documentTypeId = t('fieldRequired', { field: t('documentType') });
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
