import { useQuery } from '@tanstack/react-query';
import { eventEndpoints } from '../../../../schemas/event/endpoints.ts';
import type { EventProgress } from '../../../../schemas/event/entity.ts';
import { fileEndpoints } from '../../../../schemas/file.ts';
import { propertyEndpoints } from '../../../../schemas/property/endpoints.ts';
import type { BodyInputOf, ReplyOf, RowOf } from '../../../../schemas/protocol/contract.ts';
import { callEndpoint } from '../../api/call-endpoint.ts';
import { ApiError } from '../../api/http.ts';
import { type UploadProgress, uploadEndpoint } from '../../api/upload-endpoint.ts';
import { useSession } from '../../session/session-context.ts';
import { usePickerRows } from '../../widgets/association-list/use-association-rows.ts';
import type { MediaLists, MediaSource } from './media-source.ts';
import type { SaveProgressBody } from './wizard-saves.ts';

/**
 * The Add Event wizard's calls (spec 001 §7 "Events list and wizard"), over the contracts: the
 * reads as react-query hooks, the saves as functions the wizard awaits.
 */

export type PropertyChoice = RowOf<typeof propertyEndpoints.visibleToMe>;
export type InProgressEvent = ReplyOf<typeof eventEndpoints.inProgress>['eventsInProgress'][number];
export type { Media, MediaLists } from './media-source.ts';

function useCompanyId(): string | undefined {
  return useSession().currentCompany?.companyId;
}

const PROPERTY_PICKER = { endpoint: propertyEndpoints.visibleToMe, query: { sortBy: 'name', sortDirection: 'asc' } };

/** The signed-in user's properties matching `search`, searched on the server (the first 50). */
export function usePropertyChoices(search: string, enabled: boolean) {
  const query = usePickerRows(PROPERTY_PICKER, search, enabled);
  // The rows of GET /user/properties (the picker hook reads any list untyped).
  return { ...query, rows: (query.data?.rows ?? []) as PropertyChoice[] };
}

/** GET /events/property/{id}/reportinprogress: the 'Events in Progress' modal's rows (off without a property). */
export function useEventsInProgress(propertyId: string | null) {
  const companyId = useCompanyId();
  return useQuery({
    queryKey: ['eventsInProgress', companyId, propertyId],
    queryFn: ({ signal }) =>
      callEndpoint(eventEndpoints.inProgress, { params: { id: propertyId as string }, signal }).then(
        (reply) => reply.eventsInProgress,
      ),
    enabled: Boolean(companyId && propertyId),
    staleTime: 0,
  });
}

export interface PanelPerson {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
}

export type PanelKind = 'vendors' | 'contacts';

/** The side panels' people: the property's vendors, or its points of contact. */
export function usePanelPeople(kind: PanelKind, propertyId: string | null, enabled: boolean) {
  const companyId = useCompanyId();
  return useQuery({
    queryKey: ['wizardPanel', kind, companyId, propertyId],
    queryFn: async ({ signal }): Promise<PanelPerson[]> => {
      const params = { id: propertyId as string };
      if (kind === 'vendors') {
        const { vendors } = await callEndpoint(propertyEndpoints.vendors, { params, signal });
        return vendors.map((vendor) => ({
          id: vendor.id,
          name: vendor.name,
          email: vendor.email ?? null,
          phone: vendor.phone ?? null,
        }));
      }
      const { people } = await callEndpoint(propertyEndpoints.contacts, { params, signal });
      return people.map((person) => ({
        id: person.id,
        name: person.name,
        email: person.email || null,
        phone: person.phone,
      }));
    },
    enabled: Boolean(companyId && propertyId && enabled),
    staleTime: 60_000,
  });
}

/** GET /acceptedFileTypes: what the uploads take (spec 001 §3: the wizard takes its extensions from it). */
export function useAcceptedFileTypes() {
  const companyId = useCompanyId();
  return useQuery({
    queryKey: ['acceptedFileTypes', companyId],
    queryFn: ({ signal }) =>
      callEndpoint(fileEndpoints.acceptedTypes, { signal }).then((reply) => reply.acceptedFileTypes),
    enabled: Boolean(companyId),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Where media is uploaded: the event itself (Images/Videos tab) or one Image Upload step. */
export type MediaTarget = { eventId: string; questionId?: string };

/** The media of the event or of one of its Image Upload steps, for the media panel. */
export function eventMediaSource(target: MediaTarget): MediaSource {
  return {
    key: ['event', target.eventId, target.questionId ?? null],
    list: (signal) =>
      target.questionId
        ? callEndpoint(fileEndpoints.questionMedia, {
            params: { id: target.eventId, questionId: target.questionId },
            signal,
          })
        : callEndpoint(fileEndpoints.eventMedia, { params: { id: target.eventId }, signal }),
    send: (file, onProgress, signal) => uploadMedia(target, file, onProgress, signal),
  };
}

/**
 * Uploads one file to the target (one request a file: its own progress and Cancel). Quiet: the
 * uploader says what failed in its own toast (spec 001 §8 'Image upload failure').
 */
export async function uploadMedia(
  target: MediaTarget,
  file: File,
  onProgress: (progress: UploadProgress) => void,
  signal: AbortSignal,
): Promise<MediaLists> {
  const options = { files: [file], onProgress, signal, quiet: true };
  const reply = target.questionId
    ? await uploadEndpoint(fileEndpoints.uploadQuestionMedia, {
        ...options,
        params: { id: target.eventId, questionId: target.questionId },
      })
    : await uploadEndpoint(fileEndpoints.uploadEventMedia, { ...options, params: { id: target.eventId } });
  if (!reply.success) throw new Error('The upload was not accepted.');
  return reply;
}

type ProgressReply = ReplyOf<typeof eventEndpoints.create>;

/** The event of a save's answer; a `success: false` (no procedure matched) is the caller's to show. */
function progressOf(reply: ProgressReply): EventProgress | null {
  return reply.success && reply.eventProgress ? reply.eventProgress : null;
}

/** POST /events/create: the new event, or null when no procedure matches its type and category. */
export async function createEvent(body: BodyInputOf<typeof eventEndpoints.create>): Promise<EventProgress | null> {
  return progressOf(await callEndpoint(eventEndpoints.create, { body }));
}

/** POST /events/{id}/saveProgress: the event as saved. */
export async function saveProgress(eventId: string, body: SaveProgressBody): Promise<EventProgress> {
  const reply = await callEndpoint(eventEndpoints.saveProgress, { params: { id: eventId }, body });
  const event = progressOf(reply);
  if (!event) throw new Error(reply.failureReason ?? 'The progress was not saved.');
  return event;
}

/**
 * The server's reason when it no longer takes this wizard's saves (409: the report was finished in
 * another tab, or a manager moved the event on), else null: such a save must not be retried.
 */
export function closedReportReason(error: unknown): string | null {
  return error instanceof ApiError && error.status === 409 ? error.message : null;
}

/** POST /events/{id}/resume: the event being reported, with its trail. */
export async function resumeEvent(eventId: string): Promise<EventProgress> {
  const reply = await callEndpoint(eventEndpoints.resume, { params: { id: eventId } });
  const event = progressOf(reply);
  if (!event) throw new Error(reply.failureReason ?? 'The event could not be resumed.');
  return event;
}
