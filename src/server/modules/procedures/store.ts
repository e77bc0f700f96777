import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { SavedProcedure, SavedProcedureStep } from '../../../../schemas/procedure/entity.ts';
import { stepTypeDescriptor } from '../../../domain/procedures/procedure-model.ts';
import { insertRows } from '../../db/batch-insert.ts';
import type { Runner, Tx } from '../../db/connect.ts';
import {
  checklistItems,
  eventCategories,
  eventTypes,
  positionTypes,
  procedureSteps,
  procedures,
  procedureVisibleRoles,
} from '../../db/schema/index.ts';
import { NotFoundError } from '../../http/errors.ts';
import { resultFromRow, type StepValues } from './rules.ts';

/** Reading and writing a procedure's rows; the callers own the transaction and the rules. */

/** The 'Visible To' roles of some procedures, by procedure id, each list sorted by name. */
export async function visibleRolesOf(
  db: Runner,
  companyId: string,
  procedureIds: string[],
): Promise<Map<string, { id: string; name: string; active: boolean }[]>> {
  const out = new Map<string, { id: string; name: string; active: boolean }[]>();
  if (procedureIds.length === 0) return out;
  const rows = await db
    .select({
      procedureId: procedureVisibleRoles.procedureId,
      id: positionTypes.id,
      name: positionTypes.name,
      active: positionTypes.active,
    })
    .from(procedureVisibleRoles)
    .innerJoin(positionTypes, eq(positionTypes.id, procedureVisibleRoles.positionTypeId))
    .where(
      and(eq(procedureVisibleRoles.companyId, companyId), inArray(procedureVisibleRoles.procedureId, procedureIds)),
    )
    .orderBy(asc(sql`lower(${positionTypes.name})`), asc(positionTypes.id));
  for (const { procedureId, ...role } of rows) {
    const list = out.get(procedureId) ?? [];
    list.push(role);
    out.set(procedureId, list);
  }
  return out;
}

/** The steps of a procedure in order, with their checklist items, as stored values. */
export async function stepsOf(db: Runner, companyId: string, procedureId: string): Promise<StepValues[]> {
  const rows = await db
    .select()
    .from(procedureSteps)
    .where(and(eq(procedureSteps.companyId, companyId), eq(procedureSteps.procedureId, procedureId)))
    .orderBy(asc(procedureSteps.position), asc(procedureSteps.id));
  const items = rows.length
    ? await db
        .select({ stepId: checklistItems.stepId, text: checklistItems.text })
        .from(checklistItems)
        .where(
          and(
            eq(checklistItems.companyId, companyId),
            inArray(
              checklistItems.stepId,
              rows.map((row) => row.id),
            ),
          ),
        )
        .orderBy(asc(checklistItems.sortKey), asc(checklistItems.id))
    : [];
  const itemsOf = new Map<string, string[]>();
  for (const item of items) itemsOf.set(item.stepId, [...(itemsOf.get(item.stepId) ?? []), item.text]);
  return rows.map((row) => ({
    id: row.id,
    text: row.text,
    typeId: row.typeId,
    yes: { type: row.yesResultType, stepId: row.yesResultStepId },
    no: { type: row.noResultType, stepId: row.noResultStepId },
    items: itemsOf.get(row.id) ?? [],
    noEvent: row.noEventTypeId ? { typeId: row.noEventTypeId, categoryId: row.noEventCategoryId } : null,
  }));
}

function toStep(step: StepValues): SavedProcedureStep {
  return {
    id: step.id,
    text: step.text,
    typeId: step.typeId,
    typeDescriptor: stepTypeDescriptor(step.typeId),
    yesResult: resultFromRow(step.yes.type, step.yes.stepId),
    noResult: resultFromRow(step.no.type, step.no.stepId),
    checklistItems: step.items.map((text, index) => ({ text, sortKey: index + 1 })),
    ...(step.noEvent
      ? { noEvent: { eventTypeId: step.noEvent.typeId, eventCategoryId: step.noEvent.categoryId } }
      : {}),
  };
}

/** One procedure of the company in the API's shape (404 when it is another company's or unknown). */
export async function readProcedure(db: Runner, companyId: string, id: string): Promise<SavedProcedure> {
  const [row] = await db
    .select({
      id: procedures.id,
      flavor: procedures.flavor,
      name: procedures.name,
      typeId: eventTypes.id,
      typeName: eventTypes.name,
      categoryId: eventCategories.id,
      categoryName: eventCategories.name,
    })
    .from(procedures)
    .leftJoin(eventTypes, eq(eventTypes.id, procedures.eventTypeId))
    .leftJoin(eventCategories, eq(eventCategories.id, procedures.eventCategoryId))
    .where(and(eq(procedures.companyId, companyId), eq(procedures.id, id)));
  if (!row) throw new NotFoundError();
  const [roles, steps] = await Promise.all([visibleRolesOf(db, companyId, [row.id]), stepsOf(db, companyId, row.id)]);
  return {
    id: row.id,
    flavor: row.flavor,
    name: row.name,
    eventType: row.typeId && row.typeName !== null ? { id: row.typeId, name: row.typeName } : null,
    eventCategory: row.categoryId && row.categoryName !== null ? { id: row.categoryId, name: row.categoryName } : null,
    visibleToPositionTypes: roles.get(row.id) ?? [],
    questions: steps.map(toStep),
  };
}

/**
 * Replaces the procedure's roles, steps and checklist items with the given ones (steps keep
 * their ids; position = order of the list). Runs inside the caller's transaction.
 */
export async function replaceContents(
  tx: Tx,
  companyId: string,
  procedureId: string,
  roleIds: string[],
  steps: StepValues[],
): Promise<void> {
  await tx.delete(procedureVisibleRoles).where(eq(procedureVisibleRoles.procedureId, procedureId));
  // Checklist items go with their steps (on delete cascade).
  await tx.delete(procedureSteps).where(eq(procedureSteps.procedureId, procedureId));
  await insertRows(
    tx,
    procedureVisibleRoles,
    roleIds.map((positionTypeId) => ({ companyId, procedureId, positionTypeId })),
  );
  await insertRows(
    tx,
    procedureSteps,
    steps.map((step, position) => ({
      id: step.id,
      companyId,
      procedureId,
      position,
      text: step.text,
      typeId: step.typeId,
      yesResultType: step.yes.type,
      yesResultStepId: step.yes.stepId,
      noResultType: step.no.type,
      noResultStepId: step.no.stepId,
      noEventTypeId: step.noEvent?.typeId ?? null,
      noEventCategoryId: step.noEvent?.categoryId ?? null,
    })),
  );
  const items = steps.flatMap((step) =>
    step.items.map((text, index) => ({ companyId, stepId: step.id, text, sortKey: index + 1 })),
  );
  await insertRows(tx, checklistItems, items);
}
