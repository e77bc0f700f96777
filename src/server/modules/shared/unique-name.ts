import { and, ne, type SQL, sql } from 'drizzle-orm';
import type { Runner } from '../../db/connect.ts';
import type {
  documentTypes,
  eventCategories,
  positionTypes,
  propertyGroups,
  vendorTypes,
} from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { BadRequestError, type FieldError } from '../../http/errors.ts';

/**
 * One duplicate-name rule for every named setup entity (roles, vendor types, property groups,
 * document types per company; categories per event type): a name another record of the same
 * scope already has, compared case-insensitively and archived or inactive records included, is
 * refused with 400 naming the field — two records a picker cannot tell apart help nobody. Each
 * table also has a unique index on (scope, lower(name)), so two saves at once cannot both pass;
 * `refuseNameClash` turns that index's violation into the same answer.
 */

export const NAME_TAKEN = 'already exists';

/** The 400 of a taken name; its message names the field, as every multi-field refusal's does. */
const nameTaken = (message: string) => new BadRequestError(`name ${message}`, [{ field: 'name', message }]);

type NamedTable =
  | typeof positionTypes
  | typeof vendorTypes
  | typeof propertyGroups
  | typeof documentTypes
  | typeof eventCategories;

/** The field error of a name a record of `scope` other than `exceptId` already has; none when it is free. */
export async function takenNameErrors(
  runner: Runner,
  table: NamedTable,
  scope: SQL | undefined,
  name: string,
  exceptId?: string,
  message: string = NAME_TAKEN,
): Promise<FieldError[]> {
  const [clash] = await runner
    .select({ id: table.id })
    .from(table as typeof positionTypes)
    .where(and(scope, sql`lower(${table.name}) = lower(${name})`, exceptId ? ne(table.id, exceptId) : undefined))
    .limit(1);
  return clash ? [{ field: 'name', message }] : [];
}

/** Throws 400 `{ field: 'name', message }` when the name is taken (see takenNameErrors). */
export async function refuseTakenName(...args: Parameters<typeof takenNameErrors>): Promise<void> {
  const [error] = await takenNameErrors(...args);
  if (error) throw nameTaken(error.message);
}

/** Runs the write; a violation of the unique name index `index` (a concurrent save) answers as a taken name. */
export async function refuseNameClash<T>(
  index: string,
  write: () => Promise<T>,
  message: string = NAME_TAKEN,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, index)) throw nameTaken(message);
    throw error;
  }
}
