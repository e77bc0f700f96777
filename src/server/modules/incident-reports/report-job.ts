import { and, eq, isNull, ne } from 'drizzle-orm';
import { dateTimeText } from '../../../domain/common/date-time-text.ts';
import { DEFAULT_LANGUAGE, type Language } from '../../../domain/common/language.ts';
import {
  INCIDENT_REPORT_STATUS,
  incidentReportFileName,
  incidentReportName,
} from '../../../domain/events/incident-report.ts';
import { incidentReportText } from '../../../domain/i18n/en/incident-report.ts';
import { FILE_KINDS } from '../../../domain/resources/accepted-file-types.ts';
import { checkedKey } from '../../adapters/storage/keys.ts';
import { createJobContext } from '../../context/service-context.ts';
import { files, folders, incidentReports } from '../../db/schema/index.ts';
import { translateIn } from '../../i18n/translate.ts';
import type { JobDefinition, JobRun } from '../../jobs/job-queue.ts';
import type { JobDependencies } from '../job-dependencies.ts';
import { renderIncidentReport } from './pdf/render-incident-report.ts';
import { readReportData } from './report-data.ts';
import { ensureReportDocumentType } from './report-folder.ts';

export const INCIDENT_REPORT_JOB = 'incident-report';

export interface IncidentReportJobData {
  reportId: string;
  /** The language of the person who asked for it (their request's); absent in jobs queued before it was carried: English. */
  language?: Language;
}

const PDF = 'application/pdf';

/**
 * Makes one incident report: reads the event and what was chosen, writes the PDF straight into
 * the file store (under a key named by the report, so a rerun replaces rather than adds), then in
 * one transaction files it as a document and marks the report done — unless a run before this
 * one already did, which is how a rerun after a crash files the report once.
 */
async function makeIncidentReport(
  deps: Omit<JobDependencies, 'subscriptions' | 'publicUrl' | 'issuer'>,
  run: JobRun<IncidentReportJobData>,
): Promise<void> {
  const { db, adapters, clock } = deps;
  const [report] = await db.select().from(incidentReports).where(eq(incidentReports.id, run.data.reportId));
  if (!report || report.fileId) return;
  await db
    .update(incidentReports)
    .set({ status: INCIDENT_REPORT_STATUS.running })
    .where(and(eq(incidentReports.id, report.id), isNull(incidentReports.fileId)));

  const data = await readReportData(db, report, clock.now(), run.data.language ?? DEFAULT_LANGUAGE);
  const storageKey = checkedKey(`${report.companyId}/incident-report-${report.id}`);
  const { pdf, done } = renderIncidentReport(data, async (key) => (await adapters.files.get(key)).body);
  const [{ size }] = await Promise.all([
    adapters.files.put(storageKey, pdf, { contentType: PDF, maxBytes: adapters.fileLimits.document }),
    done,
  ]);

  const ctx = createJobContext(deps, report.companyId, report.requestedByPersonId);
  await ctx.transaction(async (tx) => {
    const [current] = await tx.db
      .select({ fileId: incidentReports.fileId })
      .from(incidentReports)
      .where(eq(incidentReports.id, report.id))
      .for('update');
    if (!current || current.fileId) return;
    const name = incidentReportName(data.event.number, data.generatedAt, data.timeZone);
    const [folder] = await tx.db.select({ name: folders.name }).from(folders).where(eq(folders.id, report.folderId));
    const [file] = await tx.db
      .insert(files)
      .values({
        companyId: report.companyId,
        eventId: report.eventId,
        folderId: report.folderId,
        kind: FILE_KINDS.document,
        name,
        fileName: incidentReportFileName(data.event.number, data.generatedLocal),
        note: translateIn(data.language, incidentReportText, 'generatedNote', {
          time: dateTimeText(data.generatedAt, data.timeZone),
          timeZone: data.timeZone,
        }),
        documentTypeId: await ensureReportDocumentType(tx.db, report.companyId),
        contentType: PDF,
        size,
        storageKey,
        uploadedByPersonId: report.requestedByPersonId,
      })
      .returning({ id: files.id });
    await tx.db
      .update(incidentReports)
      .set({ status: INCIDENT_REPORT_STATUS.done, fileId: file.id, finishedAt: tx.clock.now(), lastError: null })
      .where(eq(incidentReports.id, report.id));
    await tx.record({
      type: 'event.incidentReport.generated',
      subjectId: file.id,
      eventId: report.eventId,
      payload: { name, folderName: folder?.name ?? null, reportId: report.id },
    });
  });
}

/** A run that failed: its error noted; after the last attempt the report is failed and the log says so. */
async function noteFailure(
  deps: Omit<JobDependencies, 'subscriptions' | 'publicUrl' | 'issuer'>,
  run: JobRun<IncidentReportJobData>,
  error: unknown,
): Promise<void> {
  const message = error instanceof Error ? error.message : String(error);
  deps.log.warn({ reportId: run.data.reportId, attempt: run.retryCount + 1, err: error }, 'incident report failed');
  const [report] = await deps.db
    .update(incidentReports)
    .set({
      lastError: message.slice(0, 2000),
      ...(run.isLastAttempt ? { status: INCIDENT_REPORT_STATUS.failed, finishedAt: deps.clock.now() } : {}),
    })
    .where(and(eq(incidentReports.id, run.data.reportId), ne(incidentReports.status, INCIDENT_REPORT_STATUS.done)))
    .returning({
      companyId: incidentReports.companyId,
      eventId: incidentReports.eventId,
      personId: incidentReports.requestedByPersonId,
    });
  if (report && run.isLastAttempt) {
    await createJobContext(deps, report.companyId, report.personId).record({
      type: 'event.incidentReport.failed',
      subjectId: run.data.reportId,
      eventId: report.eventId,
      payload: { reportId: run.data.reportId },
    });
  }
}

/** The incident report job (spec 001 §4 'Incident report'): three retries with back-off, two minutes a run. */
export function incidentReportJob(
  deps: Omit<JobDependencies, 'subscriptions' | 'publicUrl' | 'issuer'>,
): JobDefinition<IncidentReportJobData> {
  return {
    name: INCIDENT_REPORT_JOB,
    retryLimit: 3,
    retryDelaySeconds: 5,
    retryBackoff: true,
    expireInSeconds: 120,
    async handle(run) {
      try {
        await makeIncidentReport(deps, run);
      } catch (error) {
        await noteFailure(deps, run, error);
        throw error;
      }
    },
  };
}
