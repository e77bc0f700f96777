import { and, eq } from 'drizzle-orm';
import type { SavedProcedureStep } from '../../../../schemas/procedure/entity.ts';
import type { Runner } from '../../db/connect.ts';
import { procedureSteps } from '../../db/schema/index.ts';
import { readProcedure } from '../procedures/store.ts';

/** A procedure question as done at one location: the step, its answer and its "on No" event. */
export type PerformedQuestion = SavedProcedureStep & {
  answer: boolean | null;
  answered: boolean;
  textAnswer: string | null;
  checklistItems: { text: string; sortKey: number; checked: boolean }[];
  /** Beyond the spec: a No on completion reports an event of this type and category. */
  noEvent: { eventTypeId: string; eventCategoryId: string | null } | null;
};

/** The task's procedure as it is now, unanswered, kept with the result from the first begin on. */
export async function procedureSnapshot(
  db: Runner,
  companyId: string,
  procedureId: string,
): Promise<PerformedQuestion[]> {
  const [procedure, noEvents] = await Promise.all([
    readProcedure(db, companyId, procedureId),
    db
      .select({
        id: procedureSteps.id,
        typeId: procedureSteps.noEventTypeId,
        categoryId: procedureSteps.noEventCategoryId,
      })
      .from(procedureSteps)
      .where(and(eq(procedureSteps.companyId, companyId), eq(procedureSteps.procedureId, procedureId))),
  ]);
  const noEventOf = new Map(noEvents.map((row) => [row.id, row]));
  return procedure.questions.map((question) => {
    const configured = noEventOf.get(question.id);
    return {
      ...question,
      answer: null,
      answered: false,
      textAnswer: null,
      checklistItems: question.checklistItems.map((item) => ({ ...item, checked: false })),
      noEvent: configured?.typeId ? { eventTypeId: configured.typeId, eventCategoryId: configured.categoryId } : null,
    };
  });
}
