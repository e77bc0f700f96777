import { and, asc, eq, sql } from 'drizzle-orm';
import type { eventEndpoints } from '../../../../schemas/event/endpoints.ts';
import type { ReplyOf } from '../../../../schemas/protocol/contract.ts';
import type { ServiceContext } from '../../context/service-context.ts';
import { eventCategories, eventTypes } from '../../db/schema/index.ts';
import { incidentProcedures, matchingProcedure } from '../procedures/for-event.ts';
import { stepsOf } from '../procedures/store.ts';
import { startingQuestions } from './store.ts';

type Reply = ReplyOf<typeof eventEndpoints.reportingProcedures>;

/**
 * GET /events/reportingProcedures (issue 27, offline reporting): for every active type and active
 * category of it, the procedure POST /events/create would copy (`matchingProcedure`, the same rule)
 * as the copy starts (`startingQuestions`); pairs no procedure matches are left out, as create
 * would refuse them. A wizard that lost its connection builds the event it reports from this.
 */
export async function listReportingProcedures(ctx: ServiceContext): Promise<Reply> {
  const { companyId } = ctx.company;
  const [pairs, candidates] = await Promise.all([
    ctx.db
      .select({
        typeId: eventTypes.id,
        typeName: eventTypes.name,
        categoryId: eventCategories.id,
        categoryName: eventCategories.name,
      })
      .from(eventCategories)
      .innerJoin(eventTypes, eq(eventTypes.id, eventCategories.eventTypeId))
      .where(and(eq(eventTypes.companyId, companyId), eq(eventTypes.active, true), eq(eventCategories.active, true)))
      .orderBy(asc(sql`lower(${eventTypes.name})`), asc(sql`lower(${eventCategories.name})`)),
    incidentProcedures(ctx.db, companyId),
  ]);
  const matched = pairs.flatMap((pair) => {
    const procedure = matchingProcedure(candidates, pair.typeId, pair.categoryId);
    return procedure ? [{ pair, procedureId: procedure.id }] : [];
  });
  const questions = new Map<string, Reply['reportingProcedures'][number]['questions']>();
  for (const procedureId of new Set(matched.map((match) => match.procedureId))) {
    questions.set(
      procedureId,
      startingQuestions({ procedureId, steps: await stepsOf(ctx.db, companyId, procedureId) }),
    );
  }
  return {
    reportingProcedures: matched.map(({ pair, procedureId }) => ({
      type: { id: pair.typeId, name: pair.typeName },
      category: { id: pair.categoryId, name: pair.categoryName },
      procedureId,
      questions: questions.get(procedureId) ?? [],
    })),
  };
}
