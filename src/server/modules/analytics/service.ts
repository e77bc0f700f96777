import { and, eq } from 'drizzle-orm';
import type { analyticsEndpoints } from '../../../../schemas/analytics.ts';
import type { QueryOf, ReplyOf } from '../../../../schemas/protocol/contract.ts';
import { ANALYTICS_MESSAGES, effectiveRange, granularityOf, rangeError } from '../../../domain/analytics-range.ts';
import type { ServiceContext } from '../../context/service-context.ts';
import { properties } from '../../db/schema/index.ts';
import { invalidField, NotFoundError } from '../../http/errors.ts';
import { visiblePropertiesWhere } from '../properties/visibility.ts';
import { claimFigures } from './claim-figures.ts';
import { eventFigures, openEventsByProperty } from './event-figures.ts';
import { type FigureScope, scopeOf } from './scope.ts';

export type Analytics = ReplyOf<typeof analyticsEndpoints.analytics>;
type AnalyticsQuery = QueryOf<typeof analyticsEndpoints.analytics>;

/**
 * GET /analytics: every chart of the analytics dashboard over a range of days and, optionally, one
 * property. A viewer who sees every event of the company and chose no property reads the
 * company's rollups (migration 0021); any other viewer or a chosen property reads the events
 * themselves through the events visibility rule (over the (company, date) index).
 */
export async function getAnalytics(ctx: ServiceContext, query: AnalyticsQuery): Promise<Analytics> {
  const invalid = rangeError(query);
  // Named as the schema's own query errors are ('querystring.to').
  if (invalid) throw invalidField(`querystring.${invalid.field}`, invalid.message);
  const range = effectiveRange(query, ctx.clock.now().toISOString().slice(0, 10));
  const propertyId = query.propertyId?.toLowerCase() ?? null;
  const property = propertyId ? await chosenProperty(ctx, propertyId) : null;
  const granularity = granularityOf(range);
  const scope: FigureScope = await scopeOf(ctx, range, propertyId);
  const [events, openByProperty, claimsByMonth] = await Promise.all([
    eventFigures(ctx.db, scope, granularity),
    openEventsByProperty(ctx.db, scope),
    claimFigures(ctx.db, scope),
  ]);
  return { ...range, granularity, property, ...events, openByProperty, claimsByMonth };
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
