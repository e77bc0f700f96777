import {
  ACCEPTED_FILE_TYPES,
  acceptedFileType,
  extensionOf,
  type FileKind,
  kindOfType,
} from './accepted-file-types.ts';

/** What a content sniffer (the server uses `file-type`) recognised in the first bytes. */
export interface DetectedType {
  ext: string;
  mime: string;
}

export type FileKindDecision =
  | { ok: true; kind: FileKind; ext: string; contentType: string }
  | { ok: false; message: string };

/** Bytes the decision needs to see: enough for `file-type` and for the text checks. */
export const SNIFF_BYTES = 64 * 1024;

/** Sniffer results that are the accepted type of the same name, or its nearest accepted one. */
const CONTENT_EXT: Record<string, string> = {
  jpg: 'jpg',
  png: 'png',
  gif: 'gif',
  heic: 'heic',
  pdf: 'pdf',
  docx: 'docx',
  xlsx: 'xlsx',
  pptx: 'pptx',
  mp4: 'mp4',
  m4v: 'mp4',
  mov: 'mov',
  webm: 'webm',
};

/** Containers the sniffer cannot see into: the name's extension decides among these. */
const CONTAINERS: Record<string, readonly string[]> = {
  cfb: ['doc', 'xls', 'ppt'],
  zip: ['docx', 'xlsx', 'pptx'],
};

/** Types the sniffer cannot recognise at all: accepted only as plain UTF-8 text. */
const TEXT_EXTS = ['txt', 'csv'];

const A_KIND: Record<FileKind, string> = { document: 'a document', image: 'an image', video: 'a video' };

/** Markup (HTML, SVG, XML) or a script: a browser or a shell could run it. */
export function looksLikeMarkupOrScript(head: Uint8Array): boolean {
  const text = new TextDecoder('utf-8').decode(head.subarray(0, 1024)).replace(/^\uFEFF/, '');
  const start = text.trimStart();
  return /^<[a-zA-Z!?/]/.test(start) || start.startsWith('#!') || /<\s*script\b/i.test(text);
}

/** UTF-8 text without NUL bytes (a multi-byte character cut at the end of the head is fine). */
export function isPlainText(head: Uint8Array): boolean {
  if (head.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
    return true;
  } catch {
    return false;
  }
}

function accept(ext: string): FileKindDecision {
  const type = acceptedFileType(ext);
  if (!type) throw new Error(`'${ext}' is not an accepted file type`);
  return { ok: true, kind: kindOfType(type.type), ext: type.ext, contentType: type.mime };
}

/**
 * Decides what an upload is from its content, never from its name alone: the name's extension
 * must be one of the accepted types, and the content must really be an accepted type of the same
 * kind (a PNG named .jpg is stored as the PNG it is; a PDF named .jpg, or HTML or a script named
 * anything, is refused with a message that says why).
 */
export function decideFileKind(
  fileName: string,
  detected: DetectedType | undefined,
  head: Uint8Array,
): FileKindDecision {
  const declared = acceptedFileType(extensionOf(fileName));
  if (!declared) {
    const accepted = ACCEPTED_FILE_TYPES.map((type) => type.ext).join(', ');
    return { ok: false, message: `'${fileName}' cannot be uploaded: the accepted file types are ${accepted}.` };
  }
  const declaredKind = kindOfType(declared.type);
  const refuse = (what: string): FileKindDecision => ({
    ok: false,
    message: `'${fileName}' is not ${A_KIND[declaredKind]}: its content is ${what}.`,
  });

  if (!detected) {
    if (looksLikeMarkupOrScript(head)) return refuse('HTML, XML or a script');
    if (TEXT_EXTS.includes(declared.ext)) return isPlainText(head) ? accept(declared.ext) : refuse('not plain text');
    return refuse('of an unrecognised type');
  }
  const container = CONTAINERS[detected.ext];
  if (container) {
    return container.includes(declared.ext) ? accept(declared.ext) : refuse(`a ${detected.ext} archive`);
  }
  const contentExt = CONTENT_EXT[detected.ext];
  if (!contentExt) {
    if (detected.ext === 'xml') return refuse('HTML, XML or a script');
    return refuse(`${detected.ext} (${detected.mime})`);
  }
  const content = accept(detected.ext === 'heic' && detected.mime === 'image/heif' ? 'heif' : contentExt);
  if (content.ok && content.kind !== declaredKind) return refuse(`${A_KIND[content.kind]} (${contentExt})`);
  return content;
}
