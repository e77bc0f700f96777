import type { ErrorSchema } from '@rjsf/utils';
import type { FieldError } from '../../../schemas/error.ts';
import { valueAt } from '../../domain/lists/cell-text.ts';
import type { JsonSchema, ResourceRecord } from '../resources/definition.ts';

/** One entry of the API's 400 body: `{ field: 'permissions.manageRoles', message }`. */
export type ServerFieldError = FieldError;

/** The server's answer to a save, kept with the data that was submitted. */
export interface ServerErrors {
  message: string;
  fieldErrors: ServerFieldError[];
  submitted: ResourceRecord;
}

/** True when `path` names a property the schema declares (so RJSF can show the error on it). */
export function schemaHasPath(schema: JsonSchema, path: string): boolean {
  let node: unknown = schema;
  for (const key of path.split('.')) {
    const properties = (node as { properties?: Record<string, unknown> } | undefined)?.properties;
    if (!properties || !Object.hasOwn(properties, key)) return false;
    node = properties[key];
  }
  return true;
}

/**
 * Server errors -> RJSF `extraErrors`: each message lands on its field; an error the form has
 * no field for (the body as a whole, an unknown key) goes to the form's root.
 */
export function toErrorSchema(errors: readonly ServerFieldError[], schema: JsonSchema): ErrorSchema {
  const root: ErrorSchema = {};
  for (const error of errors) {
    const onField = schemaHasPath(schema, error.field);
    const path = onField ? error.field.split('.') : [];
    let node: Record<string, unknown> = root;
    for (const key of path) {
      node[key] ??= {};
      node = node[key] as Record<string, unknown>;
    }
    const list = (node.__errors as string[] | undefined) ?? [];
    list.push(onField ? error.message : `${error.field} ${error.message}`);
    node.__errors = list;
  }
  return root;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The errors still worth showing: those whose field the user has not changed since submitting. */
export function pendingServerErrors(errors: ServerErrors | null, current: ResourceRecord): ServerFieldError[] {
  if (!errors) return [];
  return errors.fieldErrors.filter((error) =>
    same(valueAt(errors.submitted, error.field), valueAt(current, error.field)),
  );
}
