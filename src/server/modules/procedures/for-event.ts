import { and, eq } from 'drizzle-orm';
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
  const candidates = await db
    .select({ id: procedures.id, typeId: procedures.eventTypeId, categoryId: procedures.eventCategoryId })
    .from(procedures)
    .where(
      and(
        eq(procedures.companyId, companyId),
        eq(procedures.flavor, PROCEDURE_FLAVORS.incident),
        eq(procedures.eventTypeId, typeId),
      ),
    );
  const match = matchingProcedure(candidates, typeId, categoryId);
  if (!match) return null;
  return { procedureId: match.id, steps: await stepsOf(db, companyId, match.id) };
}

/** An incident procedure as the matching sees it: its id, type and category (null: the type's general one). */
export interface ProcedureCandidate {
  id: string;
  typeId: string | null;
  categoryId: string | null;
}

/**
 * The rule of which procedure an event follows: the procedure of exactly its type and category,
 * otherwise its type's procedure without a category; undefined when neither exists.
 */
export function matchingProcedure(
  candidates: readonly ProcedureCandidate[],
  typeId: string,
  categoryId: string | null,
): ProcedureCandidate | undefined {
  const ofType = candidates.filter((candidate) => candidate.typeId === typeId);
  return (
    (categoryId ? ofType.find((candidate) => candidate.categoryId === categoryId) : undefined) ??
    ofType.find((candidate) => candidate.categoryId === null)
  );
}

/** Every incident procedure of the company, for matching many types and categories at once. */
export function incidentProcedures(db: Runner, companyId: string): Promise<ProcedureCandidate[]> {
  return db
    .select({ id: procedures.id, typeId: procedures.eventTypeId, categoryId: procedures.eventCategoryId })
    .from(procedures)
    .where(and(eq(procedures.companyId, companyId), eq(procedures.flavor, PROCEDURE_FLAVORS.incident)));
}
