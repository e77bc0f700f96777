import { and, eq } from 'drizzle-orm';
import type { procedureEndpoints } from '../../../../schemas/procedure/endpoints.ts';
import { PROCEDURE_MESSAGES } from '../../../../schemas/procedure/entity.ts';
import type { BodyOf, ReplyOf } from '../../../../schemas/protocol/contract.ts';
import { PROCEDURE_FLAVORS } from '../../../domain/procedures/procedure-model.ts';
import type { ServiceContext } from '../../context/service-context.ts';
import type { Runner } from '../../db/connect.ts';
import { procedures, procedureVisibleRoles } from '../../db/schema/index.ts';
import { BadRequestError, invalidField, NotFoundError } from '../../http/errors.ts';
import { copySteps } from './rules.ts';
import { pairCondition, pairErrors } from './save.ts';
import type { ProcedureReply } from './service.ts';
import { readProcedure, replaceContents, stepsOf } from './store.ts';

const FIELDS = { type: 'newTypeId', category: 'newCategoryId' } as const;

async function checkPair(db: Runner, companyId: string, typeId: string, categoryId: string | null): Promise<void> {
  const errors = await pairErrors(db, companyId, typeId, categoryId, FIELDS);
  if (errors.length) throw new BadRequestError(`${errors[0].field} ${errors[0].message}`, errors);
}

/**
 * POST /procedure/checkforduplicate: whether an incident procedure other than the source already
 * exists for the type and category (the editor then refuses a new one; the copy modal offers
 * Overwrite). The type and category must be this company's (400 otherwise).
 */
export async function checkForDuplicate(
  ctx: ServiceContext,
  input: BodyOf<typeof procedureEndpoints.checkDuplicate>,
): Promise<ReplyOf<typeof procedureEndpoints.checkDuplicate>> {
  const { db } = ctx;
  const { companyId } = ctx.company;
  const typeId = input.newTypeId.toLowerCase();
  const categoryId = input.newCategoryId?.toLowerCase() ?? null;
  await checkPair(db, companyId, typeId, categoryId);
  const [row] = await db
    .select({ id: procedures.id })
    .from(procedures)
    .where(pairCondition(companyId, typeId, categoryId, input.sourceProcedureId?.toLowerCase()))
    .limit(1);
  return { duplicate: row !== undefined };
}

/**
 * POST /procedure/duplicate: copies the source incident procedure's steps (new ids, gotos
 * remapped to the copies), checklist items and visible roles to the target type and category.
 * A procedure already there is overwritten (keeps its id; its steps and roles are replaced);
 * otherwise one is created. The source must be this company's (404), the target type and
 * category too (400), and not the source's own pair (400). One transaction.
 */
export async function duplicateProcedure(
  ctx: ServiceContext,
  input: BodyOf<typeof procedureEndpoints.duplicate>,
): Promise<ProcedureReply> {
  const { companyId } = ctx.company;
  const sourceId = input.sourceProcedureId.toLowerCase();
  const typeId = input.newTypeId.toLowerCase();
  const categoryId = input.newCategoryId?.toLowerCase() ?? null;
  const procedure = await ctx.transaction(async ({ db: tx, record }) => {
    const [source] = await tx
      .select({ flavor: procedures.flavor, typeId: procedures.eventTypeId, categoryId: procedures.eventCategoryId })
      .from(procedures)
      .where(and(eq(procedures.companyId, companyId), eq(procedures.id, sourceId)));
    if (!source) throw new NotFoundError();
    if (source.flavor !== PROCEDURE_FLAVORS.incident) {
      throw invalidField('sourceProcedureId', 'must be an incident procedure');
    }
    await checkPair(tx, companyId, typeId, categoryId);
    if (source.typeId === typeId && source.categoryId === categoryId) {
      throw invalidField(FIELDS.type, PROCEDURE_MESSAGES.copyToItself);
    }

    const [roles, steps] = await Promise.all([
      tx
        .select({ id: procedureVisibleRoles.positionTypeId })
        .from(procedureVisibleRoles)
        .where(and(eq(procedureVisibleRoles.companyId, companyId), eq(procedureVisibleRoles.procedureId, sourceId))),
      stepsOf(tx, companyId, sourceId),
    ]);

    const [existing] = await tx
      .select({ id: procedures.id })
      .from(procedures)
      .where(pairCondition(companyId, typeId, categoryId))
      .for('update');
    let targetId = existing?.id;
    if (targetId) {
      await tx.update(procedures).set({ updatedAt: ctx.clock.now() }).where(eq(procedures.id, targetId));
    } else {
      const [created] = await tx
        .insert(procedures)
        .values({
          companyId,
          flavor: PROCEDURE_FLAVORS.incident,
          eventTypeId: typeId,
          eventCategoryId: categoryId,
        })
        .returning({ id: procedures.id });
      targetId = created.id;
    }
    await replaceContents(
      tx,
      companyId,
      targetId,
      roles.map((role) => role.id),
      copySteps(steps),
    );
    await record({
      type: existing ? 'procedure.updated' : 'procedure.created',
      subjectId: targetId,
      payload: { copiedFrom: sourceId },
    });
    return readProcedure(tx, companyId, targetId);
  });
  return { procedure };
}
