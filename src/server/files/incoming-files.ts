import { PassThrough, type Readable } from 'node:stream';
import type { ValidateFunction } from 'ajv';
import type { FastifyRequest } from 'fastify';
import type { FastifySchemaValidationError } from 'fastify/types/schema.js';
import { UPLOAD_FILE_FIELD, type UploadSpec } from '../../../schemas/protocol/contract.ts';
import { TEXT_PROBLEMS, textProblem } from '../../domain/common/text-hygiene.ts';
import { BadRequestError, invalidField } from '../http/errors.ts';
import { findTextProblem } from '../http/request-hygiene.ts';
import { toFieldErrors } from '../http/validation-errors.ts';
import { compileTextFields } from '../http/validator-compilers.ts';
import { multipartRefusal } from '../plugins/multipart.ts';

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
  return (fileName.split(/[\\/]/).pop() ?? '').trim().slice(0, NAME_LIMIT);
}

const LINE_CONTROL = /[\t\n\r\u007F-\u009F]/;

/**
 * Why a file name is refused: what the API refuses in any text (src/domain/common/text-hygiene.ts:
 * control characters, bidirectional controls, broken Unicode), and, a name being one line, the
 * control characters text may otherwise hold (tab, line breaks) and DEL and the C1 controls.
 */
function fileNameProblem(fileName: string): string | null {
  return textProblem(fileName) ?? (LINE_CONTROL.test(fileName) ? TEXT_PROBLEMS.control : null);
}

/** A refused file name as a message can show it: its invisible characters spelled \uXXXX. */
function shownName(fileName: string): string {
  const shown = fileName.replace(
    /[\p{Cc}\p{Cs}\u202A-\u202E\u2066-\u2069]/gu,
    (char) => `\\u${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`,
  );
  return shown.length > 120 ? `${shown.slice(0, 120)}…` : shown;
}

/**
 * A file part's stream as the upload's consumer reads it. When the parser gives up in the middle
 * of a file (a limit of the whole upload passed, a malformed or cut body), @fastify/multipart
 * stops feeding that file (or destroys its stream) without a reason, which would leave the
 * consumer waiting for ever or failing with a bare 'premature close' (a 500). The reason is what
 * the parts iterator answers next (`following`, asked for as soon as the file starts): the stream
 * fails with that refusal instead.
 */
function explainedStream(file: Readable, following: Promise<unknown>): Readable {
  const out = new PassThrough();
  file.pipe(out);
  const stop = (reason: unknown) => {
    if (!out.readableEnded && !out.destroyed) out.destroy(reason as Error);
  };
  following.catch(stop);
  const cutShort = () => {
    if (file.readableEnded) return;
    following.then(
      () => stop(new BadRequestError('The upload ended in the middle of a file.')),
      () => {}, // stopped above, with the refusal
    );
  };
  // The parser may have given up before anyone read this file (the service was still checking
  // the target): the stream is already closed, and 'close' will not come again.
  if (file.destroyed) cutShort();
  else file.once('close', cutShort);
  return out;
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
  const iterator = request.parts()[Symbol.asyncIterator]();
  // What @fastify/multipart or busboy raise (a limit, no boundary, a malformed or cut body) is a 4xx of the API's shape.
  const parts = {
    next: () => iterator.next().catch((error: unknown) => Promise.reject(multipartRefusal(error, request))),
  };
  const fields: Record<string, string> = {};
  let first = await parts.next();
  while (!first.done && first.value.type === 'field') {
    fields[first.value.fieldname] = String(first.value.value ?? '');
    first = await parts.next();
  }
  if (spec.fields) checkFields(fields, spec.fields);
  async function* files(): AsyncGenerator<IncomingFile> {
    let count = 0;
    for (let next = first; !next.done; ) {
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
      const problem = fileNameProblem(part.filename ?? '');
      if (problem) {
        part.file.resume();
        throw invalidField(UPLOAD_FILE_FIELD, `The file name '${shownName(part.filename)}' ${problem}.`);
      }
      const fileName = displayName(part.filename ?? '');
      if (!fileName) {
        part.file.resume();
        throw invalidField(UPLOAD_FILE_FIELD, 'must have a file name');
      }
      const following = parts.next();
      yield { fileName, stream: explainedStream(part.file, following) };
      next = await following;
    }
    if (count === 0) throw invalidField(UPLOAD_FILE_FIELD, 'must be at least one file');
  }
  return { fields: fields as Fields, files: files() };
}
