import { and, eq, isNull, sql } from 'drizzle-orm';
import type { onboardingEndpoints } from '../../../../schemas/onboarding.ts';
import type { ReplyOf } from '../../../../schemas/protocol/contract.ts';
import { GETTING_STARTED_STEPS, type GettingStartedKey } from '../../../domain/company/getting-started.ts';
import { PROCEDURE_FLAVORS } from '../../../domain/procedures/procedure-model.ts';
import type { ServiceContext } from '../../context/service-context.ts';
import { companies, events, people, positionTypes, procedures, properties } from '../../db/schema/index.ts';

type GettingStarted = ReplyOf<typeof onboardingEndpoints.gettingStarted>;

/**
 * Which of a new company's first steps are done, in one query of cheap EXISTS checks on indexed
 * company columns: details (the whole address), roles (more than the first), properties, users
 * (someone besides the first administrator), an incident procedure, an event.
 */
export async function getGettingStarted(ctx: ServiceContext): Promise<GettingStarted> {
  const { companyId } = ctx.company;
  const exists = (table: Parameters<typeof sql>[1], where: ReturnType<typeof sql>) =>
    sql<boolean>`exists (select 1 from ${table} where ${where})`;
  const [row] = await ctx.db
    .select({
      companyDetails: sql<boolean>`(${companies.streetAddress1} is not null and ${companies.city} is not null and ${companies.state} is not null and ${companies.postalCode} is not null)`,
      roles: sql<boolean>`((select count(*) from ${positionTypes} where ${positionTypes.companyId} = ${companyId}) > 1)`,
      properties: exists(properties, sql`${properties.companyId} = ${companyId} and not ${properties.isArchived}`),
      users: sql<boolean>`((select count(*) from (select 1 from ${people} where ${people.companyId} = ${companyId} limit 2) as two) > 1)`,
      incidentProcedure: exists(
        procedures,
        sql`${procedures.companyId} = ${companyId} and ${procedures.flavor} = ${PROCEDURE_FLAVORS.incident}`,
      ),
      firstEvent: exists(events, sql`${events.companyId} = ${companyId} and ${events.archivedAt} is null`),
      dismissedAt: companies.gettingStartedDismissedAt,
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  const done = (key: GettingStartedKey) => row?.[key] === true;
  return {
    steps: GETTING_STARTED_STEPS.map((step) => ({ key: step.key, done: done(step.key) })),
    dismissed: Boolean(row?.dismissedAt),
  };
}

/** Closes the card for every administrator of the company (once; a second call changes nothing). */
export async function dismissGettingStarted(ctx: ServiceContext): Promise<GettingStarted> {
  await ctx.db
    .update(companies)
    .set({ gettingStartedDismissedAt: ctx.clock.now() })
    .where(and(eq(companies.id, ctx.company.companyId), isNull(companies.gettingStartedDismissedAt)));
  return getGettingStarted(ctx);
}
