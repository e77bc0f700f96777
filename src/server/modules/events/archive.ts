import { and, eq } from 'drizzle-orm';
import type { eventManagementEndpoints } from '../../../../schemas/event-management/endpoints.ts';
import type { BodyOf, ReplyOf } from '../../../../schemas/protocol/contract.ts';
import { actingPersonId } from '../../auth/membership.ts';
import type { ServiceContext } from '../../context/service-context.ts';
import { events } from '../../db/schema/index.ts';
import { checkBodyEvent } from './body-event.ts';
import { visibleEvent } from './visibility.ts';

/**
 * POST /events/{id}/archive, the Delete of event management (spec 001 §4 'Other states'): both
 * selectedEventId and verifiedEventId must be the event of the address (400 naming the field),
 * which the caller must see (404). The event is archived, not removed: every row stays, but the
 * visibility rule leaves it out of the list, the counts and every event call from then on.
 * Records event.archived in the same transaction.
 */
export async function archiveEvent(
  ctx: ServiceContext,
  eventId: string,
  input: BodyOf<typeof eventManagementEndpoints.archive>,
): Promise<ReplyOf<typeof eventManagementEndpoints.archive>> {
  checkBodyEvent('selectedEventId', input.selectedEventId, eventId);
  checkBodyEvent('verifiedEventId', input.verifiedEventId, eventId);
  return ctx.transaction(async (tx) => {
    const event = await visibleEvent(tx.db, tx.company, eventId.toLowerCase(), { forUpdate: true });
    const now = tx.clock.now();
    await tx.db
      .update(events)
      .set({ archivedAt: now, archivedByPersonId: actingPersonId(tx.company), updatedAt: now })
      .where(and(eq(events.companyId, tx.company.companyId), eq(events.id, event.id)));
    await tx.record({
      type: 'event.archived',
      subjectId: event.id,
      eventId: event.id,
      payload: { status: event.status },
    });
    return { success: true };
  });
}
