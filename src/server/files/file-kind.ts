import { fill } from '../../domain/common/catalogue.ts';
import { apiMessagesText } from '../../domain/i18n/en/api-messages.ts';
import { messagePiecesText } from '../../domain/i18n/en/message-pieces.ts';
import {
  ACCEPTED_FILE_TYPES,
  acceptedFileType,
  extensionOf,
  type FileKind,
  kindOfType,
} from '../../domain/resources/accepted-file-types.ts';

/** The words a refusal is made of (translated with it: src/domain/i18n/api-message.ts). */
export const PIECES = messagePiecesText.en;

/** What a content sniffer (the server uses `file-type`) recognised in the first bytes. */
export interface DetectedType {
  ext: string;
  mime: string;
}

export type FileKindDecision =
  | { ok: true; kind: FileKind; ext: string; contentType: string }
  | { ok: false; message: string };

/**
 * Bytes the decision sees: the whole file up to this size, else its first this many. Enough for
 * `file-type`, for the markup rule over a text file and for an Office file's first entries.
 */
export const SNIFF_BYTES = 64 * 1024;

/** Sniffer results that are the accepted type of the same name, or its nearest accepted one. */
const CONTENT_EXT: Record<string, string> = {
  jpg: 'jpg',
  png: 'png',
  gif: 'gif',
  heic: 'heic',
  pdf: 'pdf',
  mp4: 'mp4',
  m4v: 'mp4',
  mov: 'mov',
  webm: 'webm',
};

/** Old Office files: a container the sniffer cannot see into, so the name's extension decides among these. */
const CFB_EXTS = ['doc', 'xls', 'ppt'];

/**
 * Office Open XML files: a ZIP package that must show its content-types part and the main part of
 * its type (ECMA-376 part 2), or, in a file longer than the window, where producers order the
 * entries differently (LibreOffice writes `[Content_Types].xml` last, pictures may come early),
 * a package part and an entry in the type's folder.
 */
const OFFICE_OPEN_XML: Record<string, { main: string; folder: string; name: string }> = {
  docx: { main: 'word/document.xml', folder: 'word/', name: PIECES.wordDocument },
  xlsx: { main: 'xl/workbook.xml', folder: 'xl/', name: PIECES.excelWorkbook },
  pptx: { main: 'ppt/presentation.xml', folder: 'ppt/', name: PIECES.powerPointPresentation },
};
const officeType = (ext: string) => (Object.hasOwn(OFFICE_OPEN_XML, ext) ? OFFICE_OPEN_XML[ext] : undefined);
const CONTENT_TYPES_PART = '[Content_Types].xml';
const PACKAGE_RELATIONSHIPS_PART = '_rels/.rels';

/** Types the sniffer cannot recognise at all: accepted only as plain UTF-8 text. */
const TEXT_EXTS = ['txt', 'csv'];

/** A kind of file in the words of a message ('an image'). */
export const KIND_WORDS: Record<FileKind, string> = {
  document: PIECES.document,
  image: PIECES.image,
  video: PIECES.video,
};

/** A whole document of markup (`<html`, `<?xml`, `<!DOCTYPE`, `</p>`, any tag at its start) or a `#!` script. */
const MARKUP_OR_SCRIPT_START = /^(?:<[a-zA-Z!?/]|#!)/;

/**
 * Markup anywhere in text that a browser would act on, or that only markup has: an element that
 * makes or runs a page (script, html, body, iframe, object, embed, svg, style, …), a tag with an
 * attribute value (`<img src=x onerror=…>`, `<a href=…>`), a closing or self-closing tag, a
 * doctype, comment or CDATA section, an XML declaration or processing instruction (`<?php`).
 * Each pattern is linear (a hostile window must not make them backtrack): a tag is read up to
 * its first '=', then to the next '<' or '>'.
 */
const MARKUP_ANYWHERE = [
  /<\s*script\b/i,
  /<\/?(?:html|head|body|iframe|frame|frameset|object|embed|applet|svg|math|style|xml)(?=[\s/>]|$)/i,
  /<[a-zA-Z][\w:.-]*\s[^<>=]*=[^<>]*>/,
  /<\/[a-zA-Z][\w:.-]*\s*>/,
  /<[a-zA-Z][\w:.-]*\s*\/>/,
  /<!(?:--|\[CDATA\[|doctype\b)/i,
  /<\?[a-zA-Z]/,
];

/**
 * Markup (HTML, SVG, XML) or a script: a browser or a shell could run it. The whole window is
 * read: markup is found after any amount of innocent text, not only at the start.
 */
export function looksLikeMarkupOrScript(head: Uint8Array): boolean {
  const text = new TextDecoder('utf-8').decode(head).replace(/^\uFEFF/, '');
  if (MARKUP_OR_SCRIPT_START.test(text.trimStart())) return true;
  return MARKUP_ANYWHERE.some((pattern) => pattern.test(text));
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

const u16 = (bytes: Uint8Array, at: number) => (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8);

/**
 * The names of the entries a window of a ZIP archive shows: every local file header's and, when
 * the window holds the end of the archive, the central directory's. Headers are found by their
 * signatures rather than by walking sizes, so entries written with a data descriptor (sizes after
 * the data, as streaming writers do) are found too.
 */
export function zipEntryNames(head: Uint8Array): Set<string> {
  const names = new Set<string>();
  const decoder = new TextDecoder('utf-8');
  for (let at = head.indexOf(0x50); at >= 0 && at + 30 <= head.length; at = head.indexOf(0x50, at + 1)) {
    if (head[at + 1] !== 0x4b) continue;
    const local = head[at + 2] === 3 && head[at + 3] === 4;
    const central = head[at + 2] === 1 && head[at + 3] === 2;
    if (!local && !central) continue;
    const start = at + (local ? 30 : 46);
    const end = start + u16(head, at + (local ? 26 : 28));
    if (end <= head.length) names.add(decoder.decode(head.subarray(start, end)));
  }
  return names;
}

/** Whether the window shows an Office Open XML package of this type (see OFFICE_OPEN_XML). */
function showsOfficePackage(ext: string, entries: Set<string>, whole: boolean): boolean {
  const type = officeType(ext);
  if (!type) return false;
  if (whole) return entries.has(CONTENT_TYPES_PART) && entries.has(type.main);
  const packagePart = entries.has(CONTENT_TYPES_PART) || entries.has(PACKAGE_RELATIONSHIPS_PART);
  return packagePart && [...entries].some((name) => name.startsWith(type.folder));
}

/**
 * The Office Open XML type (docx, xlsx, pptx) a ZIP shows, trying `preferred` first, or undefined
 * for a ZIP that is not one. `head` is the whole file when it is shorter than SNIFF_BYTES.
 */
export function officeOpenXmlType(head: Uint8Array, preferred?: string): string | undefined {
  const entries = zipEntryNames(head);
  const whole = head.length < SNIFF_BYTES;
  const order = [preferred ?? '', ...Object.keys(OFFICE_OPEN_XML)];
  return order.find((ext) => showsOfficePackage(ext, entries, whole));
}

function accept(ext: string): FileKindDecision {
  const type = acceptedFileType(ext);
  if (!type) throw new Error(`'${ext}' is not an accepted file type`);
  return { ok: true, kind: kindOfType(type.type), ext: type.ext, contentType: type.mime };
}

/**
 * Decides what an upload is from its content, never from its name alone: the name's extension
 * must be one of the accepted types, and the content must really be an accepted type of the same
 * kind (a PNG named .jpg is stored as the PNG it is; a PDF named .jpg, a plain ZIP named .docx,
 * markup or a script named anything is refused with a message that says why). `head` is the
 * file's first SNIFF_BYTES, or all of it when shorter.
 */
export function decideFileKind(
  fileName: string,
  detected: DetectedType | undefined,
  head: Uint8Array,
): FileKindDecision {
  const declared = acceptedFileType(extensionOf(fileName));
  if (!declared) {
    const accepted = ACCEPTED_FILE_TYPES.map((type) => type.ext).join(', ');
    return { ok: false, message: fill(apiMessagesText.en.fileTypeNotAccepted, { name: fileName, types: accepted }) };
  }
  const declaredKind = kindOfType(declared.type);
  const refuse = (what: string, expected = KIND_WORDS[declaredKind]): FileKindDecision => ({
    ok: false,
    message: fill(apiMessagesText.en.fileContentRefused, {
      name: fileName,
      expectedWords: expected,
      contentWords: what,
    }),
  });
  const ofKind = (content: FileKindDecision, contentExt: string): FileKindDecision =>
    content.ok && content.kind !== declaredKind
      ? refuse(fill(PIECES.kindWithExtension, { kindWords: KIND_WORDS[content.kind], ext: contentExt }))
      : content;

  if (!detected) {
    if (looksLikeMarkupOrScript(head)) return refuse(PIECES.markupOrScript);
    if (TEXT_EXTS.includes(declared.ext)) return isPlainText(head) ? accept(declared.ext) : refuse(PIECES.notPlainText);
    return refuse(PIECES.unrecognisedType);
  }
  if (detected.ext === 'cfb') {
    return CFB_EXTS.includes(declared.ext) ? accept(declared.ext) : refuse(PIECES.cfbArchive);
  }
  if (detected.ext === 'zip' || officeType(detected.ext)) {
    const claimed = detected.ext === 'zip' ? declared.ext : detected.ext;
    if (!officeType(claimed)) return refuse(PIECES.zipArchive);
    const office = officeOpenXmlType(head, claimed);
    if (!office) return refuse(PIECES.plainZipArchive, officeType(declared.ext)?.name);
    return ofKind(accept(office), office);
  }
  const contentExt = CONTENT_EXT[detected.ext];
  if (!contentExt) {
    if (detected.ext === 'xml') return refuse(PIECES.markupOrScript);
    return refuse(`${detected.ext} (${detected.mime})`);
  }
  return ofKind(accept(detected.ext === 'heic' && detected.mime === 'image/heif' ? 'heif' : contentExt), contentExt);
}
