import { dashboardEndpoints } from '../../../../schemas/dashboard.ts';
import { on } from '../../context/endpoint-routes.ts';
import { getDashboard } from './service.ts';

/** GET /dashboard: the home page's status cards and the 'Event Details' chart data. */
export const dashboardRoutes = [on(dashboardEndpoints.dashboard, (ctx) => getDashboard(ctx))];
