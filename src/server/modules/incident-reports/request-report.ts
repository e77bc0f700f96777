import crypto from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { incidentReportEndpoints } from '../../../../schemas/incident-report.ts';
import type { QueryOf, ReplyOf } from '../../../../schemas/protocol/contract.ts';
import {
  INCIDENT_REPORT_STATUS,
  type IncidentReportStatus,
  isFinalReportStatus,
} from '../../../domain/events/incident-report.ts';
import { actingPersonId } from '../../auth/membership.ts';
import type { ServiceContext } from '../../context/service-context.ts';
import { incidentReports } from '../../db/schema/index.ts';
import { NotFoundError } from '../../http/errors.ts';
import type { JobQueue, JobStatus } from '../../jobs/job-queue.ts';
import { renderOptionsOfEvent } from '../events/report-options.ts';
import { visibleEvent } from '../events/visibility.ts';
import { ensureReportFolder } from './report-folder.ts';
import { INCIDENT_REPORT_JOB } from './report-job.ts';

/**
 * POST /events/{id}/createIncidentReport: notes the report with the event's render options (as
 * the modal reads them: everything it offers while none were saved), makes sure the event's
 * report folder exists, queues the job named by the token and answers at once.
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
      actingPersonId(tx.company),
    );
    await tx.db.insert(incidentReports).values({
      id: token,
      companyId: tx.company.companyId,
      eventId: event.id,
      folderId: folder,
      options: (await renderOptionsOfEvent(tx, event.id)).options,
      requestedByPersonId: actingPersonId(tx.company),
    });
    return folder;
  });
  try {
    // The report is written in the language of the person asking.
    await jobs.send(INCIDENT_REPORT_JOB, { reportId: token, language: ctx.language }, { id: token });
  } catch (error) {
    await ctx.db
      .update(incidentReports)
      .set({ status: INCIDENT_REPORT_STATUS.failed, lastError: String(error), finishedAt: ctx.clock.now() })
      .where(eq(incidentReports.id, token));
    throw error;
  }
  return { token, data: { folderId } };
}

/**
 * The queue's word for a report still under way: 2 while a run is on it, 1 while it waits; null
 * once the job has ended without filing the report — failed, cancelled, finished, or gone from
 * the queue (a run killed on its last attempt never noted its failure, and the queue removes old
 * jobs in time).
 */
function statusOfJob(job: JobStatus | null): IncidentReportStatus | null {
  if (!job || job.state === 'failed' || job.state === 'cancelled' || job.state === 'completed') return null;
  return job.state === 'active' ? INCIDENT_REPORT_STATUS.running : INCIDENT_REPORT_STATUS.queued;
}

/** A report whose job ended without filing it: failed for good, in the log; answers where it stands now. */
async function settleEndedReport(
  ctx: ServiceContext,
  reportId: string,
): Promise<{ status: IncidentReportStatus; fileId: string | null }> {
  return ctx.transaction(async (tx) => {
    const [failed] = await tx.db
      .update(incidentReports)
      .set({
        status: INCIDENT_REPORT_STATUS.failed,
        lastError: sql`coalesce(${incidentReports.lastError}, ${REPORT_JOB_ENDED})`,
        finishedAt: tx.clock.now(),
      })
      .where(
        and(
          eq(incidentReports.id, reportId),
          inArray(incidentReports.status, [INCIDENT_REPORT_STATUS.queued, INCIDENT_REPORT_STATUS.running]),
        ),
      )
      .returning({ eventId: incidentReports.eventId });
    if (failed) {
      await tx.record({
        type: 'event.incidentReport.failed',
        subjectId: reportId,
        eventId: failed.eventId,
        payload: { reportId },
      });
      return { status: INCIDENT_REPORT_STATUS.failed, fileId: null };
    }
    // Filed (or failed) by its run in the meantime.
    const [report] = await tx.db
      .select({ status: incidentReports.status, fileId: incidentReports.fileId })
      .from(incidentReports)
      .where(eq(incidentReports.id, reportId));
    return { status: report.status as IncidentReportStatus, fileId: report.fileId };
  });
}

/** What a report whose job ended without a word says. */
export const REPORT_JOB_ENDED = 'The report job ended without filing the report';

/** GET /events/{id}/checkCreateIncidentReportStatus?token: 3 once filed, 4 once failed for good. */
export async function checkIncidentReportStatus(
  ctx: ServiceContext,
  eventId: string,
  query: QueryOf<typeof incidentReportEndpoints.status>,
  jobs: JobQueue,
): Promise<ReplyOf<typeof incidentReportEndpoints.status>> {
  const event = await visibleEvent(ctx.db, ctx.company, eventId.toLowerCase());
  const token = query.token.toLowerCase();
  const [report] = await ctx.db
    .select({ status: incidentReports.status, folderId: incidentReports.folderId, fileId: incidentReports.fileId })
    .from(incidentReports)
    .where(
      and(
        eq(incidentReports.id, token),
        eq(incidentReports.eventId, event.id),
        eq(incidentReports.companyId, ctx.company.companyId),
      ),
    );
  if (!report) throw new NotFoundError();
  const { folderId } = report;
  if (isFinalReportStatus(report.status)) {
    return { status: report.status as IncidentReportStatus, folderId, fileId: report.fileId };
  }
  const underWay = statusOfJob(await jobs.status(INCIDENT_REPORT_JOB, token));
  if (underWay) return { status: underWay, folderId, fileId: report.fileId };
  return { ...(await settleEndedReport(ctx, token)), folderId };
}
