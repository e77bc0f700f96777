import { analyticsEndpoints } from '../../../../schemas/analytics.ts';
import { on } from '../../context/endpoint-routes.ts';
import { getAnalytics } from './service.ts';

/** GET /analytics: the analytics dashboard's figures (/bold-dashboard). */
export const analyticsRoutes = [on(analyticsEndpoints.analytics, (ctx, { query }) => getAnalytics(ctx, query))];
