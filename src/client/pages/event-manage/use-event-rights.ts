import { useCan } from '@refinedev/core';
import { useSession } from '../../session/session-context.ts';
import { EVENTS_RESOURCE } from '../events/events-list.ts';

/** Delete shows only with deleteEvents (spec 001 §6), as the events route's 'delete' action says. */
export function useMayDeleteEvents(): boolean {
  return useCan({ resource: EVENTS_RESOURCE, action: 'delete' }).data?.can === true;
}

/** Complete is offered only with completeEvents (spec 001 §4, §6). */
export function useMayCompleteEvents(): boolean {
  return useSession().permissions.includes('completeEvents');
}
