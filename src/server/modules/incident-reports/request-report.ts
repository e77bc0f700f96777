import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { incidentReportEndpoints } from '../../../../schemas/incident-report.ts';
import type { QueryOf, ReplyOf } from '../../../../schemas/protocol/contract.ts';
import { INCIDENT_REPORT_STATUS, type IncidentReportStatus } from '../../../domain/incident-report.ts';
import type { ServiceContext } from '../../context/service-context.ts';
import { incidentReports } from '../../db/schema/index.ts';
import { NotFoundError } from '../../http/errors.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { readRenderOptions } from '../events/report-options.ts';
import { visibleEvent } from '../events/visibility.ts';
import { ensureReportFolder } from './report-folder.ts';
import { INCIDENT_REPORT_JOB } from './report-job.ts';

/**
 * POST /events/{id}/createIncidentReport: notes the report with the saved render options, makes
 * sure the event's report folder exists, queues the job named by the token and answers at once.
 */
export async function createIncidentReport(
  ctx: ServiceContext,
  eventId: string,
  jobs: JobQueue,
): Promise<ReplyOf<typeof incidentReportEndpoints.create>> {
  const token = crypto.randomUUID();
  const folderId = await ctx.transaction(async (tx) => {
    const event = await visibleEvent(tx.db, tx.company, eventId.toLowerCase());
    const folder = await ensureReportFolder(
      tx.db,
      { companyId: tx.company.companyId, eventId: event.id },
      tx.company.personId,
    );
    await tx.db.insert(incidentReports).values({
      id: token,
      companyId: tx.company.companyId,
      eventId: event.id,
      folderId: folder,
      options: await readRenderOptions(tx.db, event.id),
      requestedByPersonId: tx.company.personId,
    });
    return folder;
  });
  try {
    await jobs.send(INCIDENT_REPORT_JOB, { reportId: token }, { id: token });
  } catch (error) {
    await ctx.db
      .update(incidentReports)
      .set({ status: INCIDENT_REPORT_STATUS.failed, lastError: String(error), finishedAt: ctx.clock.now() })
      .where(eq(incidentReports.id, token));
    throw error;
  }
  return { token, data: { folderId } };
}

/** The queue's word for a report still under way: 4 once its retries are spent, 2 while a run is on it. */
function statusOfJob(state: string | undefined): IncidentReportStatus {
  if (state === 'failed' || state === 'cancelled') return INCIDENT_REPORT_STATUS.failed;
  if (state === 'active') return INCIDENT_REPORT_STATUS.running;
  return INCIDENT_REPORT_STATUS.queued;
}

/** GET /events/{id}/checkCreateIncidentReportStatus?token: 3 once filed, 4 once failed for good. */
export async function checkIncidentReportStatus(
  ctx: ServiceContext,
  eventId: string,
  query: QueryOf<typeof incidentReportEndpoints.status>,
  jobs: JobQueue,
): Promise<ReplyOf<typeof incidentReportEndpoints.status>> {
  const event = await visibleEvent(ctx.db, ctx.company, eventId.toLowerCase());
  const [report] = await ctx.db
    .select({ status: incidentReports.status, folderId: incidentReports.folderId, fileId: incidentReports.fileId })
    .from(incidentReports)
    .where(
      and(
        eq(incidentReports.id, query.token.toLowerCase()),
        eq(incidentReports.eventId, event.id),
        eq(incidentReports.companyId, ctx.company.companyId),
      ),
    );
  if (!report) throw new NotFoundError();
  const done = report.status === INCIDENT_REPORT_STATUS.done || report.status === INCIDENT_REPORT_STATUS.failed;
  const status = done
    ? report.status
    : statusOfJob((await jobs.status(INCIDENT_REPORT_JOB, query.token.toLowerCase()))?.state);
  return { status, folderId: report.folderId, fileId: report.fileId };
}
