import { and, eq, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { procedureEndpoints } from '../../../../schemas/procedure/endpoints.ts';
import { PROCEDURE_MESSAGES } from '../../../../schemas/procedure/entity.ts';
import type { BodyOf } from '../../../../schemas/protocol/contract.ts';
import { PROCEDURE_FLAVORS } from '../../../domain/procedures/procedure-model.ts';
import type { ServiceContext } from '../../context/service-context.ts';
import type { Runner } from '../../db/connect.ts';
import {
  eventCategories,
  eventTypes,
  positionTypes,
  procedureSteps,
  procedures,
  procedureVisibleRoles,
} from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { BadRequestError, type FieldError, invalidField, NotFoundError } from '../../http/errors.ts';
import { type ProcedureValues, procedureValues } from './rules.ts';
import { type ProcedureReply, requireRoutineTasks } from './service.ts';
import { readProcedure, replaceContents } from './store.ts';

const FIXED = 'cannot be changed once the procedure exists';

/** The company's incident procedure for a type and category (no category is its own pair), other than `exceptId`. */
export function pairCondition(companyId: string, typeId: string, categoryId: string | null, exceptId?: string | null) {
  return and(
    eq(procedures.companyId, companyId),
    eq(procedures.flavor, PROCEDURE_FLAVORS.incident),
    eq(procedures.eventTypeId, typeId),
    categoryId ? eq(procedures.eventCategoryId, categoryId) : isNull(procedures.eventCategoryId),
    exceptId ? ne(procedures.id, exceptId) : undefined,
  );
}

/**
 * Field errors of a type and category that are not this company's, or a category that is not
 * of that type; `fields` names them as the calling body does.
 */
export async function pairErrors(
  db: Runner,
  companyId: string,
  typeId: string,
  categoryId: string | null,
  fields: { type: string; category: string },
): Promise<FieldError[]> {
  const [type] = await db
    .select({ id: eventTypes.id })
    .from(eventTypes)
    .where(and(eq(eventTypes.companyId, companyId), eq(eventTypes.id, typeId)));
  if (!type) return [{ field: fields.type, message: 'must be an event type of this company' }];
  if (!categoryId) return [];
  const [category] = await db
    .select({ id: eventCategories.id })
    .from(eventCategories)
    .where(
      and(
        eq(eventCategories.companyId, companyId),
        eq(eventCategories.id, categoryId),
        eq(eventCategories.eventTypeId, typeId),
      ),
    );
  return category ? [] : [{ field: fields.category, message: 'must be a category of the chosen type' }];
}

/** Roles that may be chosen: active roles of the company, and roles the procedure already shows to. */
async function roleErrors(db: Runner, companyId: string, values: ProcedureValues): Promise<FieldError[]> {
  if (values.roleIds.length === 0) return [];
  const kept: SQL | undefined = values.id
    ? sql`exists (select 1 from ${procedureVisibleRoles} where ${procedureVisibleRoles.procedureId} = ${values.id} and ${procedureVisibleRoles.positionTypeId} = ${positionTypes.id})`
    : undefined;
  const found = await db
    .select({ id: positionTypes.id })
    .from(positionTypes)
    .where(
      and(
        eq(positionTypes.companyId, companyId),
        inArray(positionTypes.id, values.roleIds),
        or(eq(positionTypes.active, true), kept),
      ),
    );
  const ok = new Set(found.map((row) => row.id));
  const bad = values.roleIds.filter((id) => !ok.has(id));
  return bad.length
    ? [{ field: 'visibleToPositionTypes', message: `must be active roles of this company (${bad.join(', ')})` }]
    : [];
}

/**
 * Step ids that already belong to another procedure of this company. Ids are unique per company,
 * so another company's step id is free here and answers exactly as an unknown id does.
 */
async function stepIdErrors(db: Runner, companyId: string, values: ProcedureValues): Promise<FieldError[]> {
  const taken = await db
    .select({ id: procedureSteps.id })
    .from(procedureSteps)
    .where(
      and(
        eq(procedureSteps.companyId, companyId),
        inArray(
          procedureSteps.id,
          values.steps.map((step) => step.id),
        ),
        values.id ? ne(procedureSteps.procedureId, values.id) : undefined,
      ),
    );
  const ids = new Set(taken.map((row) => row.id));
  return values.steps.flatMap((step, index) =>
    ids.has(step.id) ? [{ field: `questions.${index}.id`, message: 'belongs to another procedure' }] : [],
  );
}

/** The stored procedure being updated (locked), or 404; its type, category and flavor are fixed. */
async function fixedFieldErrors(tx: Runner, companyId: string, values: ProcedureValues): Promise<FieldError[]> {
  const [existing] = await tx
    .select({ flavor: procedures.flavor, typeId: procedures.eventTypeId, categoryId: procedures.eventCategoryId })
    .from(procedures)
    .where(and(eq(procedures.companyId, companyId), eq(procedures.id, values.id as string)))
    .for('update');
  if (!existing) throw new NotFoundError();
  if (existing.flavor !== values.flavor) return [{ field: 'flavor', message: FIXED }];
  if (values.flavor !== PROCEDURE_FLAVORS.incident) return [];
  const errors: FieldError[] = [];
  if (values.eventTypeId !== null && existing.typeId !== values.eventTypeId) {
    errors.push({ field: 'eventType', message: FIXED });
  }
  if (existing.categoryId !== values.eventCategoryId) errors.push({ field: 'eventCategory', message: FIXED });
  return errors;
}

function refuse(errors: FieldError[]): never {
  throw new BadRequestError(`${errors[0].field} ${errors[0].message}`, errors);
}

/**
 * POST /procedures: creates the procedure (no id) or updates the company's procedure with that
 * id (404 otherwise), in ONE transaction: the procedure row, its roles, its steps and their
 * checklist items are replaced together, so a refused or failed save leaves nothing half-written.
 * A task needs the company's routine tasks (403). Answers the saved procedure, read back.
 */
export async function saveProcedure(
  ctx: ServiceContext,
  input: BodyOf<typeof procedureEndpoints.save>,
): Promise<ProcedureReply> {
  const { companyId } = ctx.company;
  requireRoutineTasks(ctx.company, input.flavor);
  const { values, errors } = procedureValues(input);
  if (errors.length) refuse(errors);
  const isIncident = values.flavor === PROCEDURE_FLAVORS.incident;
  try {
    const procedure = await ctx.transaction(async ({ db: tx, record }) => {
      const found: FieldError[] = [];
      if (values.id) found.push(...(await fixedFieldErrors(tx, companyId, values)));
      else if (isIncident && values.eventTypeId) {
        found.push(
          ...(await pairErrors(tx, companyId, values.eventTypeId, values.eventCategoryId, {
            type: 'eventType',
            category: 'eventCategory',
          })),
        );
      }
      found.push(...(await roleErrors(tx, companyId, values)), ...(await stepIdErrors(tx, companyId, values)));
      found.push(...(await noEventErrors(tx, companyId, values)));
      if (found.length) refuse(found);

      let procedureId = values.id;
      if (procedureId) {
        await tx
          .update(procedures)
          .set({ name: values.name, updatedAt: ctx.clock.now() })
          .where(and(eq(procedures.companyId, companyId), eq(procedures.id, procedureId)));
      } else {
        if (isIncident && values.eventTypeId) {
          const [clash] = await tx
            .select({ id: procedures.id })
            .from(procedures)
            .where(pairCondition(companyId, values.eventTypeId, values.eventCategoryId));
          if (clash) throw invalidField('eventType', PROCEDURE_MESSAGES.duplicate);
        }
        const [created] = await tx
          .insert(procedures)
          .values({
            companyId,
            flavor: values.flavor,
            name: values.name,
            eventTypeId: values.eventTypeId,
            eventCategoryId: values.eventCategoryId,
          })
          .returning({ id: procedures.id });
        procedureId = created.id;
      }
      await replaceContents(tx, companyId, procedureId, values.roleIds, values.steps);
      await record({ type: values.id ? 'procedure.updated' : 'procedure.created', subjectId: procedureId });
      return readProcedure(tx, companyId, procedureId);
    });
    return { procedure };
  } catch (error) {
    if (isIncident && !values.id && isUniqueViolation(error, 'procedures_company_type_category_uq'))
      throw invalidField('eventType', PROCEDURE_MESSAGES.duplicate);
    throw error;
  }
}

/** Each "on No, report an event" names a type of this company and, if any, a category of that type. */
async function noEventErrors(db: Runner, companyId: string, values: ProcedureValues): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  for (const [index, step] of values.steps.entries()) {
    if (!step.noEvent) continue;
    const field = `questions.${index}.noEvent`;
    errors.push(
      ...(await pairErrors(db, companyId, step.noEvent.typeId, step.noEvent.categoryId, {
        type: `${field}.eventTypeId`,
        category: `${field}.eventCategoryId`,
      })),
    );
  }
  return errors;
}
