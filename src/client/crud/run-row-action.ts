import { callEndpoint } from '../api/call-endpoint.ts';
import { ApiError } from '../api/http.ts';
import type { ResourceRecord, RowAction } from '../resources/definition.ts';
import { globalFailureMessage } from '../rules/response-messages.ts';
import { showToast } from '../session/toasts.ts';

/**
 * A row action's call (POST with the row's id): its success toast, or the server's reason for a
 * refusal (400, 429 'try again in…'). The HTTP client's global handler already toasts no answer,
 * 403, 404 and 5xx, so those are not toasted twice.
 */
export async function runRowAction(action: RowAction, row: ResourceRecord): Promise<boolean> {
  try {
    await callEndpoint(action.endpoint, { params: { id: row.id } });
  } catch (error) {
    if (error instanceof ApiError && globalFailureMessage(error.status) === null && error.status !== 401) {
      showToast('error', error.message);
    }
    return false;
  }
  showToast('success', action.done);
  return true;
}
