import type { ValidateFunction } from 'ajv';
import type { FastifySchemaValidationError } from 'fastify/types/schema.js';
import { importColumn } from '../../../domain/import/columns.ts';
import type { ImportResource } from '../../../domain/import/resources.ts';
import { columnMessage, type ImportRowError } from '../../../domain/import/row-values.ts';
import type { FieldError } from '../../http/errors.ts';
import { toFieldErrors } from '../../http/validation-errors.ts';
import { compileStrict } from '../../http/validator-compilers.ts';
import type { ReadRow } from './importer.ts';

/**
 * A row checked as its one-record save checks a body: the very JSON Schema the form renders and
 * POST validates with (the same formats: e-mail, US phone), then the save's own rules. Their
 * field errors name the body's fields ('address.city'); a row's errors name our columns (`paths`
 * says which body field each column fills) and read as sentences about the column.
 */
export class RowChecker {
  private readonly validate: ValidateFunction;

  constructor(
    private readonly resource: ImportResource,
    schema: object,
    /** Body field path → our field ('address.city' → 'city'). */
    private readonly paths: Record<string, string>,
  ) {
    this.validate = compileStrict(schema);
  }

  /** The schema's errors of a body built from the row (defaults are filled into `body`). */
  schemaErrors(row: ReadRow, body: object): ImportRowError[] {
    if (this.validate(body)) return [];
    return this.rowErrors(row, toFieldErrors((this.validate.errors ?? []) as FastifySchemaValidationError[], 'body'));
  }

  /** A save rule's field errors as the row's. */
  rowErrors(row: ReadRow, errors: readonly FieldError[]): ImportRowError[] {
    return errors.map((error) => {
      const field = this.paths[error.field] ?? this.paths[error.field.split('.')[0]] ?? error.field;
      return this.error(row, field, error.message);
    });
  }

  /** One error about a column of the row: its cell and a sentence naming the column. */
  error(row: ReadRow, field: string, problem: string): ImportRowError {
    const column = importColumn(this.resource, field) ?? { title: field };
    return { row: row.row, field, value: row.raw[field] ?? '', message: columnMessage(column, problem) };
  }
}
