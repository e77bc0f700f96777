/**
 * The file types an upload may have (spec 001 §3 'Accepted file type'): type 1 document,
 * 2 image, 3 video; `ext` without the dot; `class` names the antd icon the client shows for it
 * and `color` that icon's colour. The wizard takes its accepted extensions from this list, which
 * the server serves.
 */
export const FILE_KIND_TYPE = { document: 1, image: 2, video: 3 } as const;

export type FileKind = keyof typeof FILE_KIND_TYPE;

export interface AcceptedFileType {
  type: (typeof FILE_KIND_TYPE)[FileKind];
  ext: string;
  class: string;
  color: string;
  /** The Content-Type the file is stored and served with. */
  mime: string;
}

const document = (ext: string, icon: string, color: string, mime: string): AcceptedFileType => ({
  type: FILE_KIND_TYPE.document,
  ext,
  class: icon,
  color,
  mime,
});
const image = (ext: string, mime: string): AcceptedFileType => ({
  type: FILE_KIND_TYPE.image,
  ext,
  class: 'FileImageOutlined',
  color: '#1677ff',
  mime,
});
const video = (ext: string, mime: string): AcceptedFileType => ({
  type: FILE_KIND_TYPE.video,
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
