import { routineTaskEndpoints } from '../../../../schemas/routine-task/endpoints.ts';
import type { SaveProgressInput } from '../../../../schemas/routine-task/entity.ts';
import type { PerformReply } from '../../../../schemas/routine-task/replies.ts';
import { callEndpoint } from '../../api/call-endpoint.ts';
import { uploadEndpoint } from '../../api/upload-endpoint.ts';
import type { MediaSource } from '../event-add/media-source.ts';

/** The location a wizard performs: the instance and its location's result. */
export interface PerformTarget {
  instanceId: string;
  resultId: string;
}

/** GET /routineTaskInstance/{id}/result/{resultId}: begins the location, or resumes it. */
export function beginTask(target: PerformTarget): Promise<PerformReply> {
  return callEndpoint(routineTaskEndpoints.begin, { params: { id: target.instanceId, resultId: target.resultId } });
}

/** POST /routineTaskInstance/{id}/result/{resultId}: saves the answers and trail (isSopComplete completes it). */
export function saveTaskProgress(target: PerformTarget, body: SaveProgressInput): Promise<PerformReply> {
  return callEndpoint(routineTaskEndpoints.saveProgress, {
    params: { id: target.instanceId, resultId: target.resultId },
    body,
  });
}

/**
 * The photos of one Image Upload step of the location, for the media panel: read with
 * GET …/questions/{questionId}/images, each file sent with POST to the same path (its own request,
 * progress and Cancel; quiet: the uploader says what failed in its own toast).
 */
export function taskStepMediaSource(target: PerformTarget, questionId: string): MediaSource {
  const params = { id: target.instanceId, resultId: target.resultId, questionId };
  return {
    key: ['taskStep', target.resultId, questionId],
    list: (signal) =>
      callEndpoint(routineTaskEndpoints.stepImages, { params, signal }).then(({ images }) => ({ images, videos: [] })),
    send: async (file, onProgress, signal) => {
      const reply = await uploadEndpoint(routineTaskEndpoints.uploadStepImages, {
        params,
        files: [file],
        onProgress,
        signal,
        quiet: true,
      });
      if (!reply.success) throw new Error('The upload was not accepted.');
      return { images: reply.images, videos: [] };
    },
  };
}
