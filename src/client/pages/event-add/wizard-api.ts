import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { eventEndpoints } from '../../../../schemas/event/endpoints.ts';
import type { EventProgress } from '../../../../schemas/event/entity.ts';
import { fileEndpoints } from '../../../../schemas/file.ts';
import { propertyEndpoints } from '../../../../schemas/property/endpoints.ts';
import type { BodyInputOf, ReplyOf, RowOf } from '../../../../schemas/protocol/contract.ts';
import { callEndpoint, endpointPath } from '../../api/call-endpoint.ts';
import { ApiError } from '../../api/http.ts';
import { type UploadProgress, uploadEndpoint } from '../../api/upload-endpoint.ts';
import { eventAddText } from '../../i18n/en/event-add.ts';
import { mediaUploadText } from '../../i18n/en/media-upload.ts';
import { translate } from '../../i18n/language.ts';
import { wantOffline } from '../../offline/offline-wanted.ts';
import { OUTBOX_MESSAGES, requireOwner, saveNowOrLater } from '../../offline/outbox.ts';
import { isNoResponse } from '../../offline/send-save.ts';
import { useSession } from '../../session/session-context.ts';
import { getSession } from '../../session/store.ts';
import { usePickerRows } from '../../widgets/association-list/use-association-rows.ts';
import { keptMediaSource } from './kept-media-source.ts';
import { forgetReport, type InProgressEvent, keepReport, keptReport, keptReportsAt } from './kept-reports.ts';
import { applyProgressSave, type ReportingProcedure, startingEvent } from './local-progress.ts';
import type { MediaLists, MediaSource } from './media-source.ts';
import type { SaveProgressBody } from './wizard-saves.ts';

/**
 * The Add Event wizard's calls (spec 001 §7 "Events list and wizard"), over the contracts: the
 * reads as react-query hooks, the saves as functions the wizard awaits.
 */

export type PropertyChoice = RowOf<typeof propertyEndpoints.visibleToMe>;
export type { InProgressEvent } from './kept-reports.ts';
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

/** A property of the picker as the event shows it (what an event reported offline is built with). */
export function eventProperty(row: PropertyChoice): EventProgress['property'] {
  return {
    id: row.id,
    name: row.name,
    timeZone: row.timeZone,
    address: {
      streetAddress1: row.address?.streetAddress1 ?? null,
      city: row.address?.city ?? null,
      state: row.address?.state ?? null,
    },
  };
}

/**
 * GET /events/property/{id}/reportinprogress: the 'Events in Progress' modal's rows (off without a
 * property), with the reports made on this device whose saves still wait — the only ones offline.
 */
export function useEventsInProgress(propertyId: string | null) {
  const companyId = useCompanyId();
  return useQuery({
    queryKey: ['eventsInProgress', companyId, propertyId],
    queryFn: async ({ signal }) => {
      const id = propertyId as string;
      let stored: InProgressEvent[] = [];
      try {
        const quiet = !navigator.onLine;
        stored = (await callEndpoint(eventEndpoints.inProgress, { params: { id }, signal, quiet })).eventsInProgress;
      } catch (error) {
        if (!isNoResponse(error)) throw error;
      }
      const kept = (await keptReportsAt(id)).filter((row) => !stored.some((each) => each.id === row.id));
      return [...kept, ...stored];
    },
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
  return useQuery({ ...acceptedFileTypesQuery(companyId), enabled: Boolean(companyId) });
}

/** The accepted file types' query, also read ahead where a wizard may need it offline (My Tasks). */
export function acceptedFileTypesQuery(companyId: string | undefined) {
  return {
    queryKey: ['acceptedFileTypes', companyId],
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      callEndpoint(fileEndpoints.acceptedTypes, { signal }).then((reply) => reply.acceptedFileTypes),
    staleTime: Number.POSITIVE_INFINITY,
  };
}

/**
 * GET /events/reportingProcedures: what the wizard builds an event from when it is reported
 * without a connection. Read when the wizard opens, and kept: offline it cannot be read again.
 */
export function useReportingProcedures() {
  const companyId = useCompanyId();
  // The wizard works offline: the shell loads what that takes (banner, sending, kept reads).
  useEffect(wantOffline, []);
  return useQuery({
    queryKey: ['reportingProcedures', companyId],
    queryFn: ({ signal }) =>
      callEndpoint(eventEndpoints.reportingProcedures, { signal, quiet: true }).then(
        (reply) => reply.reportingProcedures,
      ),
    enabled: Boolean(companyId),
    staleTime: 5 * 60_000,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/** How a refused save names the report. */
const reportLabel = (propertyName: string) => OUTBOX_MESSAGES.reportLabel(propertyName);

/** Where media is uploaded: the event itself (Images/Videos tab) or one Image Upload step. */
export type MediaTarget = { eventId: string; questionId?: string };

/** The media of the event or of one of its Image Upload steps, for the media panel; kept offline. */
export function eventMediaSource(target: MediaTarget, propertyName: string): MediaSource {
  return keptMediaSource({
    key: ['event', target.eventId, target.questionId ?? null],
    path: target.questionId
      ? endpointPath(fileEndpoints.uploadQuestionMedia, { id: target.eventId, questionId: target.questionId })
      : endpointPath(fileEndpoints.uploadEventMedia, { id: target.eventId }),
    subject: target.eventId,
    label: reportLabel(propertyName),
    stored: (signal, quiet) =>
      target.questionId
        ? callEndpoint(fileEndpoints.questionMedia, {
            params: { id: target.eventId, questionId: target.questionId },
            signal,
            quiet,
          })
        : callEndpoint(fileEndpoints.eventMedia, { params: { id: target.eventId }, signal, quiet }),
    upload: (file, onProgress, signal, key) => uploadMedia(target, file, onProgress, signal, key),
  });
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
  idempotencyKey?: string,
): Promise<MediaLists> {
  const options = { files: [file], onProgress, signal, quiet: true, idempotencyKey };
  const reply = target.questionId
    ? await uploadEndpoint(fileEndpoints.uploadQuestionMedia, {
        ...options,
        params: { id: target.eventId, questionId: target.questionId },
      })
    : await uploadEndpoint(fileEndpoints.uploadEventMedia, { ...options, params: { id: target.eventId } });
  if (!reply.success) throw new Error(translate(mediaUploadText, 'notAcceptedByServer'));
  return reply;
}

type ProgressReply = ReplyOf<typeof eventEndpoints.create>;

/** The event of a save's answer; a `success: false` (no procedure matched) is the caller's to show. */
function progressOf(reply: ProgressReply): EventProgress | null {
  return reply.success && reply.eventProgress ? reply.eventProgress : null;
}

/** What the wizard knows of a new event besides the create's body: enough to go on offline. */
export interface OfflineCreate {
  property: EventProgress['property'];
  /** GET /events/reportingProcedures, once read (undefined before). */
  reporting: readonly ReportingProcedure[] | undefined;
}

/**
 * POST /events/create: the new event, or null when no procedure matches its type and category.
 * The wizard names the event (a random UUID), so the saves queued behind an offline create can
 * name it too; offline the event is built as the server would start it, without its number yet.
 */
export async function createEvent(
  body: BodyInputOf<typeof eventEndpoints.create>,
  offline: OfflineCreate,
): Promise<EventProgress | null> {
  const id = crypto.randomUUID();
  const outcome = await saveNowOrLater<ProgressReply, EventProgress>(
    {
      owner: requireOwner(),
      subject: id,
      label: reportLabel(offline.property.name),
      method: 'POST',
      path: endpointPath(eventEndpoints.create),
      key: crypto.randomUUID(),
      body: { ...body, id },
    },
    () => {
      // The offline wizard's own words (the specification has none for working offline).
      if (!offline.reporting) throw new Error(translate(eventAddText, 'needsConnection'));
      const reporting = offline.reporting.find(
        (candidate) => candidate.type.id === body.typeId && candidate.category.id === body.categoryId,
      );
      if (!reporting) return null;
      const reportedByName = getSession().userProfile?.name ?? null;
      const location = body.location ?? null;
      return startingEvent({ id, property: offline.property, reporting, location, reportedByName, now: new Date() });
    },
  );
  if (!outcome.sent) {
    if (outcome.local) keepReport(outcome.local);
    return outcome.local;
  }
  return progressOf(outcome.reply);
}

/** POST /events/{id}/saveProgress: the event as saved, or as it will be once the waiting saves are sent. */
export async function saveProgress(event: EventProgress, body: SaveProgressBody): Promise<EventProgress> {
  const outcome = await saveNowOrLater<ProgressReply, EventProgress>(
    {
      owner: requireOwner(),
      subject: event.id,
      label: reportLabel(event.property.name),
      method: 'POST',
      path: endpointPath(eventEndpoints.saveProgress, { id: event.id }),
      key: crypto.randomUUID(),
      body,
    },
    () => applyProgressSave(event, body),
  );
  if (!outcome.sent) {
    keepReport(outcome.local as EventProgress);
    return outcome.local as EventProgress;
  }
  forgetReport(event.id);
  const saved = progressOf(outcome.reply);
  if (!saved) throw new Error(outcome.reply.failureReason ?? translate(eventAddText, 'progressNotSaved'));
  return saved;
}

/**
 * The server's reason when it no longer takes this wizard's saves (409: the report was finished in
 * another tab, or a manager moved the event on), else null: such a save must not be retried.
 */
export function closedReportReason(error: unknown): string | null {
  return error instanceof ApiError && error.status === 409 ? error.message : null;
}

/** POST /events/{id}/resume: the event being reported, with its trail; one made on this device whose saves wait, as kept here. */
export async function resumeEvent(eventId: string): Promise<EventProgress> {
  const kept = await keptReport(eventId);
  if (kept) return kept;
  const reply = await callEndpoint(eventEndpoints.resume, { params: { id: eventId } });
  const event = progressOf(reply);
  if (!event) throw new Error(reply.failureReason ?? translate(eventAddText, 'notResumed'));
  return event;
}
