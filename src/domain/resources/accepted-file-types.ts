/**
 * The file types an upload may have (spec 001 §3 'Accepted file type', §9 'File kinds'): type 1
 * document, 2 image, 3 video; `ext` without the dot; `class` names the antd icon the client shows
 * for it and `color` that icon's colour; `mime` is what it is stored and served as. The server
 * serves this list (the accepted-file-types call) and decides an upload's kind from its bytes
 * (file-kind.ts); the wizard's uploads take their extensions from what it served, so the
 * functions below take the list.
 */
export const FILE_KINDS = { document: 1, image: 2, video: 3 } as const;

/** A kind by name. */
export type FileKind = keyof typeof FILE_KINDS;

/** The spec's type number of a kind: 1 document, 2 image, 3 video. */
export type FileType = (typeof FILE_KINDS)[FileKind];

export interface AcceptedFileType {
  type: FileType;
  ext: string;
  class: string;
  color: string;
  /** The Content-Type the file is stored and served with. */
  mime: string;
}

const document = (ext: string, icon: string, color: string, mime: string): AcceptedFileType => ({
  type: FILE_KINDS.document,
  ext,
  class: icon,
  color,
  mime,
});
const image = (ext: string, mime: string): AcceptedFileType => ({
  type: FILE_KINDS.image,
  ext,
  class: 'FileImageOutlined',
  color: '#1677ff',
  mime,
});
const video = (ext: string, mime: string): AcceptedFileType => ({
  type: FILE_KINDS.video,
  ext,
  class: 'VideoCameraOutlined',
  color: '#722ed1',
  mime,
});

const EXCEL = '#1d6f42';
const WORD = '#2b579a';
const POWERPOINT = '#d24726';
const TEXT = '#595959';

export const ACCEPTED_FILE_TYPES: readonly AcceptedFileType[] = [
  document('pdf', 'FilePdfOutlined', '#d32f2f', 'application/pdf'),
  document('xlsx', 'FileExcelOutlined', EXCEL, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
  document('xls', 'FileExcelOutlined', EXCEL, 'application/vnd.ms-excel'),
  document('csv', 'FileTextOutlined', EXCEL, 'text/csv'),
  document('ppt', 'FilePptOutlined', POWERPOINT, 'application/vnd.ms-powerpoint'),
  document(
    'pptx',
    'FilePptOutlined',
    POWERPOINT,
    'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  ),
  document('docx', 'FileWordOutlined', WORD, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
  document('doc', 'FileWordOutlined', WORD, 'application/msword'),
  document('txt', 'FileTextOutlined', TEXT, 'text/plain'),
  image('jpg', 'image/jpeg'),
  image('jpeg', 'image/jpeg'),
  image('gif', 'image/gif'),
  image('png', 'image/png'),
  image('heic', 'image/heic'),
  image('heif', 'image/heif'),
  video('mov', 'video/quicktime'),
  video('mp4', 'video/mp4'),
  video('webm', 'video/webm'),
];

const KIND_OF_TYPE: Record<AcceptedFileType['type'], FileKind> = { 1: 'document', 2: 'image', 3: 'video' };

export const kindOfType = (type: AcceptedFileType['type']): FileKind => KIND_OF_TYPE[type];

/** The accepted type of an extension (any case, with or without the dot), or undefined. */
export function acceptedFileType(ext: string): AcceptedFileType | undefined {
  const bare = ext.toLowerCase().replace(/^\./, '');
  return ACCEPTED_FILE_TYPES.find((accepted) => accepted.ext === bare);
}

/** The extension of a file name ('Photo.JPG' → 'jpg'), '' when it has none. */
export function extensionOf(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

/** What the functions below read of a served list's entries. */
export type ServedFileType = Pick<AcceptedFileType, 'type' | 'ext'>;

/** The extensions of the given kinds, in list order. */
export function acceptedExtensions(
  kinds: readonly FileType[],
  types: readonly ServedFileType[] = ACCEPTED_FILE_TYPES,
): string[] {
  return types.filter((entry) => kinds.includes(entry.type)).map((entry) => entry.ext.toLowerCase());
}

/** The kind a file name's extension belongs to, or null when no kind takes it. */
export function fileKindOf(fileName: string, types: readonly ServedFileType[] = ACCEPTED_FILE_TYPES): FileType | null {
  const ext = extensionOf(fileName);
  return ext ? (types.find((entry) => entry.ext.toLowerCase() === ext)?.type ?? null) : null;
}

/** True when the file name's extension is one of the given kinds'. */
export function isAcceptedFile(
  fileName: string,
  kinds: readonly FileType[],
  types: readonly ServedFileType[] = ACCEPTED_FILE_TYPES,
): boolean {
  const kind = fileKindOf(fileName, types);
  return kind !== null && kinds.includes(kind);
}

/** The `accept` attribute of a file input for the given kinds: '.jpg,.jpeg,…'. */
export function acceptAttribute(
  kinds: readonly FileType[],
  types: readonly ServedFileType[] = ACCEPTED_FILE_TYPES,
): string {
  return acceptedExtensions(kinds, types)
    .map((ext) => `.${ext}`)
    .join(',');
}
