import { type PerformReply, routineTaskEndpoints, type SaveProgressInput } from '../../../../schemas/routine-task.ts';
import { callEndpoint } from '../../api/call-endpoint.ts';

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
