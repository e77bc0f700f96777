import { eq } from 'drizzle-orm';
import type { incidentReportEndpoints } from '../../../../schemas/incident-report.ts';
import type { ReplyOf } from '../../../../schemas/protocol/contract.ts';
import { everythingIncluded } from '../../../domain/incident-report.ts';
import type { ServiceContext } from '../../context/service-context.ts';
import type { Runner } from '../../db/connect.ts';
import { incidentReportRenderOptions } from '../../db/schema/index.ts';
import { getRenderOptions } from '../events/report-options.ts';

/** Whether the event's render options were ever saved (an empty choice saved counts). */
async function hasSavedRenderOptions(db: Runner, eventId: string): Promise<boolean> {
  const [row] = await db
    .select({ eventId: incidentReportRenderOptions.eventId })
    .from(incidentReportRenderOptions)
    .where(eq(incidentReportRenderOptions.eventId, eventId));
  return row !== undefined;
}

/**
 * GET /events/{id}/incidentreportrenderoptions, and the options a report is made with: the saved
 * choice (still choosable) once the manager saved one; before that, everything the event offers
 * (issue 23, item 11: the modal opens with everything included and the manager removes the rest).
 */
export async function renderOptionsOfEvent(
  ctx: ServiceContext,
  eventId: string,
): Promise<ReplyOf<typeof incidentReportEndpoints.renderOptions>> {
  const answer = await getRenderOptions(ctx, eventId);
  if (await hasSavedRenderOptions(ctx.db, eventId.toLowerCase())) return answer;
  return { ...answer, options: everythingIncluded(answer.choices) };
}
