import { incidentReportEndpoints as report } from '../../../../schemas/incident-report.ts';
import { on } from '../../context/endpoint-routes.ts';
import { renderOptionsOfEvent, saveRenderOptions } from '../events/report-options.ts';
import { checkIncidentReportStatus, createIncidentReport } from './request-report.ts';

/** The incident report (spec 001 §7): its render options, asking for it, and its status. */
export const incidentReportRoutes = [
  on(report.renderOptions, (ctx, { params }) => renderOptionsOfEvent(ctx, params.id)),
  on(report.saveRenderOptions, (ctx, { params, body }) => saveRenderOptions(ctx, params.id, body)),
  on(report.create, (ctx, { params, request }) => createIncidentReport(ctx, params.id, request.server.jobs)),
  on(report.status, (ctx, { params, query, request }) =>
    checkIncidentReportStatus(ctx, params.id, query, request.server.jobs),
  ),
];
