import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { UPLOAD_FILE_FIELD, type UploadSpec } from '../../../schemas/protocol/contract.ts';
import { BadRequestError, invalidField } from '../http/errors.ts';

/** One file part of an upload, still streaming: it must be consumed (or destroyed) before the next. */
export interface IncomingFile {
  fileName: string;
  stream: Readable;
}

/** The parts of a multipart upload: its text fields, then its files one at a time as they arrive. */
export interface IncomingUpload {
  fields: Record<string, string>;
  files: AsyncIterable<IncomingFile>;
}

const NAME_LIMIT = 255;

/** The base name of an uploaded file, as shown to people (never used as a storage key). */
function displayName(fileName: string): string {
  const base = [...(fileName.split(/[\\/]/).pop() ?? '')]
    .filter((char) => char >= ' ' && char !== '\u007f')
    .join('')
    .trim();
  return base.slice(0, NAME_LIMIT);
}

/**
 * Reads a multipart request as its contract's `upload` declares it: text fields first, then the
 * file parts named `file` (one, or several when `multiple`). A request that is not multipart, a
 * file under another name, a field after the files or a second file where one is allowed is a
 * 400. Resolves once the fields are read; the files follow through `files`.
 */
export async function readIncomingUpload(request: FastifyRequest, spec: UploadSpec): Promise<IncomingUpload> {
  if (!request.isMultipart()) throw new BadRequestError('The request must be multipart/form-data with the files.');
  const parts = request.parts()[Symbol.asyncIterator]();
  const fields: Record<string, string> = {};
  let first = await parts.next();
  while (!first.done && first.value.type === 'field') {
    fields[first.value.fieldname] = String(first.value.value ?? '');
    first = await parts.next();
  }
  async function* files(): AsyncGenerator<IncomingFile> {
    let count = 0;
    for (let next = first; !next.done; next = await parts.next()) {
      const part = next.value;
      if (part.type !== 'file') throw invalidField(part.fieldname, 'must come before the files');
      if (part.fieldname !== UPLOAD_FILE_FIELD) {
        part.file.resume();
        throw invalidField(part.fieldname, `is not a field of this upload (files go in '${UPLOAD_FILE_FIELD}')`);
      }
      count += 1;
      if (count > 1 && !spec.multiple) {
        part.file.resume();
        throw invalidField(UPLOAD_FILE_FIELD, 'must be one file');
      }
      const fileName = displayName(part.filename ?? '');
      if (!fileName) {
        part.file.resume();
        throw invalidField(UPLOAD_FILE_FIELD, 'must have a file name');
      }
      yield { fileName, stream: part.file };
    }
    if (count === 0) throw invalidField(UPLOAD_FILE_FIELD, 'must be at least one file');
  }
  return { fields, files: files() };
}
