import type { analyticsEndpoints } from '../../../../schemas/analytics.ts';
import type { QueryOf, ReplyOf } from '../../../../schemas/protocol/contract.ts';
import { ANALYTICS_MESSAGES, effectiveRange, granularityOf, rangeError } from '../../../domain/analytics-range.ts';
import type { ServiceContext } from '../../context/service-context.ts';
import { invalidField, NotFoundError } from '../../http/errors.ts';
import { canSeeProperty } from '../properties/visibility.ts';
import { eventFigures, openEventsByProperty } from './event-figures.ts';
import { claimFigures } from './claim-figures.ts';
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
  // Another company's property, or one the viewer does not see, is not found (nothing is read).
  if (propertyId && !(await canSeeProperty(ctx.db, ctx.company, propertyId))) {
    throw new NotFoundError(ANALYTICS_MESSAGES.unknownProperty);
  }
  const granularity = granularityOf(range);
  const scope: FigureScope = await scopeOf(ctx, range, propertyId);
  const [events, openByProperty, claimsByMonth] = await Promise.all([
    eventFigures(ctx.db, scope, granularity),
    openEventsByProperty(ctx.db, scope),
    claimFigures(ctx.db, scope),
  ]);
  return { ...range, granularity, ...events, openByProperty, claimsByMonth };
}
