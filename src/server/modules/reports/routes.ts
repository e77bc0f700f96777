import { reportEndpoints } from '../../../../schemas/report.ts';
import { on } from '../../context/endpoint-routes.ts';
import { eventCountByProperty } from './event-counts.ts';
import { insuranceClaimDateRange, insuranceClaimReport } from './insurance-claims.ts';
import { exportInsuranceClaims } from './insurance-claims-export.ts';

/** The two reports (spec 001 §7 'Reports'), both for manageProperties. */
export const reportRoutes = [
  on(reportEndpoints.eventCountByProperty, (ctx, { query }) => eventCountByProperty(ctx, query)),
  on(reportEndpoints.insuranceClaim, (ctx, { query }) => insuranceClaimReport(ctx, query)),
  on(reportEndpoints.insuranceClaimExport, (ctx, { query }) => exportInsuranceClaims(ctx, query)),
  on(reportEndpoints.insuranceClaimDateRange, (ctx) => insuranceClaimDateRange(ctx)),
];
