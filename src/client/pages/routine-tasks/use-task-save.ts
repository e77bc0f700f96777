import { useState } from 'react';
import { routineTaskEndpoints } from '../../../../schemas/routine-task/endpoints.ts';
import { callEndpoint } from '../../api/call-endpoint.ts';
import { ApiError } from '../../api/http.ts';
import { routineTasksText } from '../../i18n/en/routine-tasks.ts';
import { translate } from '../../i18n/language.ts';
import { TOAST_SECONDS } from '../../rules/messages.ts';
import { showToast } from '../../session/toasts.ts';
import { type RoutineTaskDraft, taskBodyOfDraft } from './routine-task-form.ts';
import { useRefreshRoutineTasks } from './routine-tasks-api.ts';

/** Spec 002 §9: routine-task feedback shows 4 s. */
const TASK_TOAST_SECONDS = TOAST_SECONDS.default;

/**
 * POST /routineTasks from the modal (spec 002 §2.2, §8): on success the task lists read again
 * and `onSaved` closes the modal; a refusal (success false, or a 400) shows the server's reason
 * as an error toast (4 s) and keeps the modal open. Other failures get the global toast.
 */
export function useTaskSave(onSaved: () => void) {
  const refresh = useRefreshRoutineTasks();
  const [saving, setSaving] = useState(false);
  const save = async (draft: RoutineTaskDraft) => {
    setSaving(true);
    try {
      const reply = await callEndpoint(routineTaskEndpoints.save, { body: taskBodyOfDraft(draft) });
      if (!reply.success) {
        showToast('error', reply.failureReason || translate(routineTasksText, 'saveFailed'), TASK_TOAST_SECONDS);
        return;
      }
      void refresh();
      onSaved();
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        showToast('error', error.body?.message ?? error.message, TASK_TOAST_SECONDS);
      }
    } finally {
      setSaving(false);
    }
  };
  return { saving, save };
}
