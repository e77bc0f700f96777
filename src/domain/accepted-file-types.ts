/**
 * Accepted file types (spec 001 §3 "Accepted file type", §9 "File kinds"): the extensions each
 * kind of upload takes. The server serves this list (the accepted-file-types call) and the
 * wizard's uploads take their extensions from what it served, so the functions take the list.
 * The icon class and colour of each entry are presentation and live with the client.
 */
export const FILE_KINDS = { document: 1, image: 2, video: 3 } as const;

export type FileKind = (typeof FILE_KINDS)[keyof typeof FILE_KINDS];

export interface AcceptedFileType {
  type: FileKind;
  ext: string;
}

const entries = (type: FileKind, exts: string[]): AcceptedFileType[] => exts.map((ext) => ({ type, ext }));

export const ACCEPTED_FILE_TYPES: readonly AcceptedFileType[] = [
  ...entries(FILE_KINDS.document, ['pdf', 'xlsx', 'xls', 'csv', 'ppt', 'pptx', 'docx', 'doc', 'txt']),
  ...entries(FILE_KINDS.image, ['jpg', 'jpeg', 'gif', 'png', 'heic', 'heif']),
  ...entries(FILE_KINDS.video, ['mov', 'mp4', 'webm']),
];

/** The extension of a file name, lower case and without the dot; null without one ('photo', '.env'). */
export function extensionOf(fileName: string): string | null {
  const base = fileName.slice(Math.max(fileName.lastIndexOf('/'), fileName.lastIndexOf('\\')) + 1);
  const dot = base.lastIndexOf('.');
  return dot > 0 && dot < base.length - 1 ? base.slice(dot + 1).toLowerCase() : null;
}

/** The extensions of the given kinds, in list order. */
export function acceptedExtensions(
  kinds: readonly FileKind[],
  types: readonly AcceptedFileType[] = ACCEPTED_FILE_TYPES,
): string[] {
  return types.filter((entry) => kinds.includes(entry.type)).map((entry) => entry.ext.toLowerCase());
}

/** The kind a file name's extension belongs to, or null when no kind takes it. */
export function fileKindOf(
  fileName: string,
  types: readonly AcceptedFileType[] = ACCEPTED_FILE_TYPES,
): FileKind | null {
  const ext = extensionOf(fileName);
  return types.find((entry) => entry.ext.toLowerCase() === ext)?.type ?? null;
}

/** True when the file name's extension is one of the given kinds'. */
export function isAcceptedFile(
  fileName: string,
  kinds: readonly FileKind[],
  types: readonly AcceptedFileType[] = ACCEPTED_FILE_TYPES,
): boolean {
  const kind = fileKindOf(fileName, types);
  return kind !== null && kinds.includes(kind);
}

/** The `accept` attribute of a file input for the given kinds: '.jpg,.jpeg,…'. */
export function acceptAttribute(
  kinds: readonly FileKind[],
  types: readonly AcceptedFileType[] = ACCEPTED_FILE_TYPES,
): string {
  return acceptedExtensions(kinds, types)
    .map((ext) => `.${ext}`)
    .join(',');
}
