import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { PROCEDURE_FLAVORS } from '../../../domain/procedures/procedure-model.ts';
import type { Runner } from '../../db/connect.ts';
import { procedures } from '../../db/schema/index.ts';
import type { StepValues } from './rules.ts';
import { stepsOf } from './store.ts';

/** What an event copies of the procedure that matches its type and category. */
export interface ProcedureSnapshot {
  procedureId: string;
  steps: StepValues[];
}

/**
 * The incident procedure an event of this type and category follows, read for the event's own
 * copy (the events module writes the copy; this module owns the procedure rows): the procedure
 * of exactly that type and category, otherwise the type's procedure without a category; null when
 * neither exists (the wizard then says 'Did not match a procedure…'). Read inside the caller's
 * transaction, so the copy is of one saved version.
 */
export async function procedureForEvent(
  db: Runner,
  companyId: string,
  typeId: string,
  categoryId: string | null,
): Promise<ProcedureSnapshot | null> {
  const [match] = await db
    .select({ id: procedures.id })
    .from(procedures)
    .where(
      and(
        eq(procedures.companyId, companyId),
        eq(procedures.flavor, PROCEDURE_FLAVORS.incident),
        eq(procedures.eventTypeId, typeId),
        categoryId
          ? or(eq(procedures.eventCategoryId, categoryId), isNull(procedures.eventCategoryId))
          : isNull(procedures.eventCategoryId),
      ),
    )
    // The category's own procedure before the type's general one.
    .orderBy(sql`${procedures.eventCategoryId} is null`)
    .limit(1);
  if (!match) return null;
  return { procedureId: match.id, steps: await stepsOf(db, companyId, match.id) };
}
