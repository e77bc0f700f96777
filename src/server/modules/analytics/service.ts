import { and, eq, sql } from 'drizzle-orm';
import type { analyticsEndpoints } from '../../../../schemas/analytics.ts';
import type { QueryOf } from '../../../../schemas/protocol/contract.ts';
import {
  ANALYTICS_MESSAGES,
  effectiveRange,
  granularityOf,
  rangeError,
} from '../../../domain/analytics/analytics-range.ts';
import type { ServiceContext } from '../../context/service-context.ts';
import { properties } from '../../db/schema/index.ts';
import { invalidField, NotFoundError } from '../../http/errors.ts';
import { visiblePropertiesWhere } from '../properties/visibility.ts';
import { claimFigures } from './claim-figures.ts';
import { eventFigures, openEventsByProperty } from './event-figures.ts';
import { headlineFigures } from './headline-figures.ts';
import { type FigureScope, scopeOf, seesNoProperty } from './scope.ts';
import { taskFigures, taskScopeOf } from './task-figures.ts';
import type { Analytics } from './types.ts';

type AnalyticsQuery = QueryOf<typeof analyticsEndpoints.analytics>;

/**
 * GET /analytics: every chart of the analytics dashboard over a range of days and, optionally, one
 * property, read as scope.ts says: the company's rollups (migration 0021), the rollups less those
 * of the events hidden from a viewer's role (migration 0034), or the events the visibility rule allows; and, with the
 * routine tasks feature, the tasks done on time, late and overdue (task-figures.ts); above them the
 * headline figures as of today (headline-figures.ts), and whether the viewer sees no property at all.
 */
export async function getAnalytics(ctx: ServiceContext, query: AnalyticsQuery): Promise<Analytics> {
  const invalid = rangeError(query);
  // Named as the schema's own query errors are ('querystring.to').
  if (invalid) throw invalidField(`querystring.${invalid.field}`, invalid.message);
  const today = ctx.clock.now().toISOString().slice(0, 10);
  const range = effectiveRange(query, today);
  const propertyId = query.propertyId?.toLowerCase() ?? null;
  const property = propertyId ? await chosenProperty(ctx, propertyId) : null;
  const granularity = granularityOf(range);
  const scope: FigureScope = await scopeOf(ctx, range, propertyId);
  // Routine tasks only for a company with the feature: otherwise no task figures at all.
  const taskScope = ctx.company.features.routineTasks ? await taskScopeOf(ctx, range, propertyId) : null;
  const assignedToNoProperty = await seesNoProperty(ctx);
  // One transaction: every chart reads the same snapshot. Without JIT: these aggregates' estimated
  // costs pass PostgreSQL's JIT thresholds, and compiling them took longer (up to 0.7 s) than running them.
  return ctx.transaction(async ({ db }) => {
    await db.execute(sql`set local jit = off`);
    const events = await eventFigures(db, scope, granularity);
    const openByProperty = await openEventsByProperty(db, scope);
    const claimsByMonth = await claimFigures(db, scope);
    const tasks = taskScope ? { tasksByMonth: await taskFigures(db, taskScope) } : {};
    const headlines = await headlineFigures(db, scope, taskScope, today);
    return {
      ...range,
      granularity,
      property,
      headlines,
      ...events,
      openByProperty,
      claimsByMonth,
      ...tasks,
      assignedToNoProperty,
    };
  });
}

/** The property the filter names; another company's, or one the viewer does not see, is not found (nothing is read). */
async function chosenProperty(ctx: ServiceContext, propertyId: string): Promise<{ id: string; name: string }> {
  const [row] = await ctx.db
    .select({ id: properties.id, name: properties.name })
    .from(properties)
    .where(and(await visiblePropertiesWhere(ctx.db, ctx.company), eq(properties.id, propertyId)));
  if (!row) throw new NotFoundError(ANALYTICS_MESSAGES.unknownProperty);
  return row;
}
