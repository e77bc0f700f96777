import type { eventEndpoints } from '../../../../schemas/event/endpoints.ts';
import type { EventProgress } from '../../../../schemas/event/entity.ts';
import type { ReplyOf } from '../../../../schemas/protocol/contract.ts';
import { localDateTimeIn } from '../../../domain/common/calendar-date.ts';
import { isReportInProgress } from '../../../domain/events/event-wizard-saves.ts';
import { queryClient } from '../../api/query-client.ts';
import { hasWaiting, outboxState, requireOwner } from '../../offline/outbox.ts';
import { getSession } from '../../session/store.ts';

/**
 * Reports made or saved offline, kept on the device (issue 27) with the field reads (their query
 * key is one of them, offline/persisted-queries.ts), so that after a reload with no signal the
 * report is still in the property's 'Events in Progress' and resumes where it was — its saves wait
 * in the outbox. Once a save of it is sent, the server has it and the kept copy goes.
 */

/** A row of the 'Events in Progress' modal (GET /events/property/{id}/reportinprogress). */
export type InProgressEvent = ReplyOf<typeof eventEndpoints.inProgress>['eventsInProgress'][number];

const KEY = 'keptReport';
// Nothing observes them: kept in memory until sent, not collected after five minutes (and then
// left out of the next copy kept on the device).
queryClient.setQueryDefaults([KEY], { gcTime: Number.POSITIVE_INFINITY });

const keyOf = (eventId: string) => [KEY, getSession().currentCompany?.companyId, eventId];

/** The report as the wizard now has it, made or saved offline. */
export function keepReport(event: EventProgress): void {
  queryClient.setQueryData(keyOf(event.id), event);
}

/** The server has the report (a save of it was sent): nothing more to keep. */
export function forgetReport(eventId: string): void {
  queryClient.removeQueries({ queryKey: keyOf(eventId), exact: true });
}

/** The kept reports whose saves still wait (a kept one whose saves were sent or dropped is the server's, or gone). */
async function waitingReports(): Promise<EventProgress[]> {
  const companyId = getSession().currentCompany?.companyId;
  const kept = queryClient.getQueriesData<EventProgress>({ queryKey: [KEY, companyId] });
  if (kept.length === 0 || !(await hasWaiting(requireOwner()))) return [];
  const { subjects } = outboxState();
  return kept.flatMap(([, event]) => (event && subjects.has(event.id) ? [event] : []));
}

/** The kept report `eventId`, when its saves still wait: resumed from here, not from the server. */
export async function keptReport(eventId: string): Promise<EventProgress | undefined> {
  return (await waitingReports()).find((event) => event.id === eventId);
}

/** The kept reports at a property still being reported, as 'Events in Progress' rows (no number yet). */
export async function keptReportsAt(propertyId: string): Promise<InProgressEvent[]> {
  return (await waitingReports())
    .filter((event) => event.property.id === propertyId && isReportInProgress(event))
    .map((event) => ({
      id: event.id,
      number: event.number,
      reportedByName: event.reportedByName,
      dateReportedLocal: localDateTimeIn(new Date(event.dateOccurredUtc), event.property.timeZone),
      dateReportedUtc: event.dateOccurredUtc,
      propertyTimeZone: event.property.timeZone,
      typeName: event.type.name,
      categoryName: event.category?.name ?? null,
    }));
}
