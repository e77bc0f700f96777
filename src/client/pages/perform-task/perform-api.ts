import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { routineTaskEndpoints } from '../../../../schemas/routine-task/endpoints.ts';
import type { SaveProgressInput } from '../../../../schemas/routine-task/entity.ts';
import type { PerformReply } from '../../../../schemas/routine-task/replies.ts';
import { callEndpoint, endpointPath } from '../../api/call-endpoint.ts';
import { queryClient } from '../../api/query-client.ts';
import { uploadEndpoint } from '../../api/upload-endpoint.ts';
import { wantOffline } from '../../offline/offline-wanted.ts';
import { hasWaiting, OUTBOX_MESSAGES, outboxState, requireOwner, saveNowOrLater } from '../../offline/outbox.ts';
import { restoreFieldReads } from '../../offline/persisted-queries.ts';
import { getSession } from '../../session/store.ts';
import { keptMediaSource } from '../event-add/kept-media-source.ts';
import type { MediaSource } from '../event-add/media-source.ts';
import { acceptedFileTypesQuery } from '../event-add/wizard-api.ts';
import { applyTaskSave, begunLocally } from './local-perform.ts';

/** The location a wizard performs: the instance and its location's result. */
export interface PerformTarget {
  instanceId: string;
  resultId: string;
}

/** Words of the offline Perform wizard (the product's own: the specification has no offline words). */
export const OFFLINE_PERFORM_MESSAGES = {
  needsConnection:
    'This task cannot be begun without a connection: open My Tasks once while online, then it works offline.',
} as const;

/** The most locations read ahead for offline use (the person's overdue and this week's). */
const PREVIEWS_AHEAD = 100;

const previewKey = (companyId: string | undefined, resultId: string) => ['performPreview', companyId, resultId];
// Read ahead, observed by no page until a location opens: kept in memory, not collected after five
// minutes (and then left out of the next copy kept on the device).
queryClient.setQueryDefaults(['performPreview'], { gcTime: Number.POSITIVE_INFINITY });

/** How a refused save names the location. */
const taskLabel = (reply: Pick<PerformReply, 'taskName' | 'locationName'>) =>
  OUTBOX_MESSAGES.taskLabel(reply.taskName, reply.locationName);
/** The labels of the locations opened in this page's life, for their photos. */
const labels = new Map<string, string>();

/**
 * Reads ahead, while online, what the Perform wizard needs to begin each open location of My Tasks
 * offline (GET …/preview, which changes nothing) and the accepted file types; kept on the device
 * with the other field reads.
 */
export function usePerformPreviews(
  rows: readonly { instanceId: string; resultId: string; section: string }[] | undefined,
): void {
  const client = useQueryClient();
  const companyId = getSession().currentCompany?.companyId;
  // My Tasks works offline: the shell loads what that takes (banner, sending, kept reads).
  useEffect(wantOffline, []);
  useEffect(() => {
    if (!rows || !companyId || !navigator.onLine) return;
    // The photo steps check the files against them.
    void client.prefetchQuery(acceptedFileTypesQuery(companyId));
    for (const row of rows.filter((each) => each.section !== 'Completed').slice(0, PREVIEWS_AHEAD)) {
      void client.prefetchQuery({
        queryKey: previewKey(companyId, row.resultId),
        queryFn: ({ signal }) =>
          callEndpoint(routineTaskEndpoints.preview, {
            params: { id: row.instanceId, resultId: row.resultId },
            signal,
            quiet: true,
          }),
        staleTime: 60_000,
      });
    }
  }, [rows, companyId, client]);
}

/**
 * Keeps the location as the wizard now has it in place of its preview, so that the page reloaded
 * offline goes on from there (at Finalize once complete), not from the location's first step.
 */
function keepAsPreview(companyId: string | undefined, resultId: string, reply: PerformReply): void {
  queryClient.setQueryData(previewKey(companyId, resultId), reply);
}

/**
 * GET /routineTaskInstance/{id}/result/{resultId}: begins the location, or resumes it. Offline
 * it begins from the preview read ahead (the local state once saves were made), and the begin
 * waits in the outbox with the saves; a location whose saves already wait is not begun again.
 */
export async function beginTask(target: PerformTarget): Promise<PerformReply> {
  const companyId = getSession().currentCompany?.companyId;
  const owner = requireOwner();
  const cached = () => queryClient.getQueryData<PerformReply>(previewKey(companyId, target.resultId));
  // A page reloaded offline may begin before the kept reads are put back: read them now.
  if (!cached()) await restoreFieldReads(queryClient, owner);
  const preview = cached();
  if (preview && (await hasWaiting(owner)) && outboxState().subjects.has(target.resultId)) {
    return remember(target, begunLocally(preview));
  }
  const outcome = await saveNowOrLater<PerformReply, PerformReply>(
    {
      owner,
      subject: target.resultId,
      label: preview ? taskLabel(preview) : OUTBOX_MESSAGES.someTask,
      method: 'GET',
      path: endpointPath(routineTaskEndpoints.begin, { id: target.instanceId, resultId: target.resultId }),
      key: crypto.randomUUID(),
    },
    () => {
      if (!preview) throw new Error(OFFLINE_PERFORM_MESSAGES.needsConnection);
      return begunLocally(preview);
    },
  );
  return remember(target, outcome.sent ? outcome.reply : (outcome.local as PerformReply));
}

/** The location as now begun or saved: its label for the photos, and kept for a reload offline. */
function remember(target: PerformTarget, reply: PerformReply): PerformReply {
  labels.set(target.resultId, taskLabel(reply));
  keepAsPreview(getSession().currentCompany?.companyId, target.resultId, reply);
  return reply;
}

/** POST /routineTaskInstance/{id}/result/{resultId}: saves the answers and trail (isSopComplete completes it); offline, kept. */
export async function saveTaskProgress(
  target: PerformTarget,
  reply: PerformReply,
  body: SaveProgressInput,
): Promise<PerformReply> {
  const outcome = await saveNowOrLater<PerformReply, PerformReply>(
    {
      owner: requireOwner(),
      subject: target.resultId,
      label: taskLabel(reply),
      method: 'POST',
      path: endpointPath(routineTaskEndpoints.saveProgress, { id: target.instanceId, resultId: target.resultId }),
      key: crypto.randomUUID(),
      body,
    },
    () => applyTaskSave(reply, body),
  );
  return remember(target, outcome.sent ? outcome.reply : (outcome.local as PerformReply));
}

/**
 * The photos of one Image Upload step of the location, for the media panel: read with
 * GET …/questions/{questionId}/images, each file sent with POST to the same path (its own request,
 * progress and Cancel; quiet: the uploader says what failed in its own toast); kept offline.
 */
export function taskStepMediaSource(target: PerformTarget, questionId: string): MediaSource {
  const params = { id: target.instanceId, resultId: target.resultId, questionId };
  return keptMediaSource({
    key: ['taskStep', target.resultId, questionId],
    path: endpointPath(routineTaskEndpoints.uploadStepImages, params),
    subject: target.resultId,
    label: labels.get(target.resultId) ?? OUTBOX_MESSAGES.someTask,
    stored: (signal, quiet) =>
      callEndpoint(routineTaskEndpoints.stepImages, { params, signal, quiet }).then(({ images }) => ({
        images,
        videos: [],
      })),
    upload: async (file, onProgress, signal, idempotencyKey) => {
      const reply = await uploadEndpoint(routineTaskEndpoints.uploadStepImages, {
        params,
        files: [file],
        onProgress,
        signal,
        quiet: true,
        idempotencyKey,
      });
      if (!reply.success) throw new Error('The upload was not accepted.');
      return { images: reply.images, videos: [] };
    },
  });
}
