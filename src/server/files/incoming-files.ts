import type { Readable } from 'node:stream';
import type { ValidateFunction } from 'ajv';
import type { FastifyRequest } from 'fastify';
import type { FastifySchemaValidationError } from 'fastify/types/schema.js';
import { UPLOAD_FILE_FIELD, type UploadSpec } from '../../../schemas/protocol/contract.ts';
import { BadRequestError, invalidField } from '../http/errors.ts';
import { findTextProblem } from '../http/request-hygiene.ts';
import { toFieldErrors } from '../http/validation-errors.ts';
import { compileTextFields } from '../http/validator-compilers.ts';

/** One file part of an upload, still streaming: it must be consumed (or destroyed) before the next. */
export interface IncomingFile {
  fileName: string;
  stream: Readable;
}

/** The parts of a multipart upload: its text fields, then its files one at a time as they arrive. */
export interface IncomingUpload<Fields = Record<string, string>> {
  fields: Fields;
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

const fieldValidators = new WeakMap<object, ValidateFunction>();

/**
 * The text fields checked as a JSON body is: the request-wide text rules (no control characters,
 * no broken Unicode), then the contract's `fields` schema (coerced, defaults filled in); 400
 * naming the field otherwise.
 */
function checkFields(fields: Record<string, string>, schema: object): void {
  const problem = findTextProblem(fields, '');
  if (problem) throw new BadRequestError(`${problem.field} ${problem.message}`, [problem]);
  let validate = fieldValidators.get(schema);
  if (!validate) {
    validate = compileTextFields(schema);
    fieldValidators.set(schema, validate);
  }
  if (!validate(fields)) {
    const errors = toFieldErrors((validate.errors ?? []) as FastifySchemaValidationError[], 'body');
    const first = errors[0];
    throw new BadRequestError(first ? `${first.field} ${first.message}` : 'The request is invalid.', errors);
  }
}

/**
 * Reads a multipart request as its contract's `upload` declares it: text fields first (checked
 * against its `fields`, when it declares them), then the file parts named `file` (one, or
 * several when `multiple`). A request that is not multipart, bad fields, a file under another
 * name, a field after the files or a second file where one is allowed is a 400. Resolves once
 * the fields are read; the files follow through `files`. `Fields` is the contract's
 * `UploadFieldsOf`.
 */
export async function readIncomingUpload<Fields = Record<string, string>>(
  request: FastifyRequest,
  spec: UploadSpec,
): Promise<IncomingUpload<Fields>> {
  if (!request.isMultipart()) throw new BadRequestError('The request must be multipart/form-data with the files.');
  const parts = request.parts()[Symbol.asyncIterator]();
  const fields: Record<string, string> = {};
  let first = await parts.next();
  while (!first.done && first.value.type === 'field') {
    fields[first.value.fieldname] = String(first.value.value ?? '');
    first = await parts.next();
  }
  if (spec.fields) checkFields(fields, spec.fields);
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
  return { fields: fields as Fields, files: files() };
}
