import { useInvalidate } from '@refinedev/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { eventManagementEndpoints as manage } from '../../../../schemas/event-management/endpoints.ts';
import type { InvolvedPerson, InvolvedPersonInput } from '../../../../schemas/event-management/entity.ts';
import type { EventForDisplay } from '../../../../schemas/event-management/replies.ts';
import type { EventDetailsValues } from '../../../domain/events/event-details.ts';
import { callEndpoint } from '../../api/call-endpoint.ts';
import { useCompanyId } from '../../session/session-context.ts';
import { EVENTS_RESOURCE } from '../events/events-list.ts';

/**
 * The calls of event management (spec 001 §7 'Event management') as react-query hooks over the
 * contracts. Every key starts with the event, so a change to it refreshes what shows it.
 */
export const KEY = 'eventManage';

export type { EventForDisplay, InvolvedPerson, InvolvedPersonInput };

function useEventKey(eventId: string) {
  const companyId = useCompanyId();
  return { companyId, key: [KEY, companyId, eventId] as const };
}

/** GET /events/{id}/canuserviewevent, asked first: the page opens only when it answers true. */
export function useCanViewEvent(eventId: string) {
  const { companyId, key } = useEventKey(eventId);
  return useQuery({
    queryKey: [...key, 'canView'],
    queryFn: ({ signal }) =>
      callEndpoint(manage.canView, { params: { id: eventId }, signal, quiet: true }).then(
        (reply) => reply.canUserViewEvent,
      ),
    enabled: Boolean(companyId),
    retry: false,
  });
}

/** GET /events/fordisplay/{id}. */
export function useEventForDisplay(eventId: string, enabled: boolean) {
  const { companyId, key } = useEventKey(eventId);
  return useQuery({
    queryKey: [...key, 'display'],
    queryFn: ({ signal }) =>
      callEndpoint(manage.forDisplay, { params: { id: eventId }, signal }).then((reply) => reply.event),
    enabled: Boolean(companyId) && enabled,
  });
}

/** The Refine resource of the activity log (a list of the list protocol, read with useListTable). */
export const ACTIVITY_RESOURCE = 'eventActivity';

/** After a change: the activity log and the events list with its counts. */
function useRefreshAfterChange() {
  const invalidate = useInvalidate();
  return () =>
    Promise.all([
      invalidate({ resource: ACTIVITY_RESOURCE, invalidates: ['list'] }),
      invalidate({ resource: EVENTS_RESOURCE, invalidates: ['list'] }),
    ]);
}

/** POST /events/{id}/details: the saved event replaces the one shown. */
export function useSaveEventDetails(eventId: string) {
  const queryClient = useQueryClient();
  const { key } = useEventKey(eventId);
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (details: EventDetailsValues) =>
      callEndpoint(manage.saveDetails, {
        params: { id: eventId },
        body: { eventId, details: { ...details, visibleToPositionTypeIds: [...details.visibleToPositionTypeIds] } },
      }).then((reply) => reply.event),
    onSuccess: (event) => {
      queryClient.setQueryData([...key, 'display'], event);
      void refresh();
    },
  });
}

/** GET /events/{id}/involvedPeople. */
export function useInvolvedPeople(eventId: string) {
  const { companyId, key } = useEventKey(eventId);
  return useQuery({
    queryKey: [...key, 'people'],
    queryFn: ({ signal }) =>
      callEndpoint(manage.involvedPeople, { params: { id: eventId }, signal }).then((reply) => reply.involvedPeople),
    enabled: Boolean(companyId),
  });
}

/** POST /events/{id}/involvedPeople, then the list is read again (spec 001 §7: 'then reload'). */
export function useSaveInvolvedPerson(eventId: string) {
  const queryClient = useQueryClient();
  const { key } = useEventKey(eventId);
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (involvedPerson: InvolvedPersonInput) =>
      callEndpoint(manage.saveInvolvedPerson, { params: { id: eventId }, body: { eventId, involvedPerson } }).then(
        (reply) => reply.involvedPerson,
      ),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [...key, 'people'] });
      void refresh();
    },
  });
}

/** POST /events/{id}/archive (the Delete): the list and its counts no longer hold the event. */
export function useArchiveEvent(eventId: string) {
  const queryClient = useQueryClient();
  const invalidate = useInvalidate();
  const { key } = useEventKey(eventId);
  return useMutation({
    mutationFn: () =>
      callEndpoint(manage.archive, {
        params: { id: eventId },
        body: { selectedEventId: eventId, verifiedEventId: eventId },
      }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: key });
      void invalidate({ resource: EVENTS_RESOURCE, invalidates: ['list'] });
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });
}

/**
 * After an upload of event images: the event shown takes the images of the upload's answer, and
 * the activity log is read again (the upload recorded event.media.uploaded).
 */
export function useShowUploadedImages(eventId: string) {
  const queryClient = useQueryClient();
  const { key } = useEventKey(eventId);
  const refresh = useRefreshAfterChange();
  return (lists: { images: EventForDisplay['images'] }) => {
    queryClient.setQueryData<EventForDisplay>([...key, 'display'], (event) =>
      event ? { ...event, images: lists.images } : event,
    );
    void refresh();
  };
}
