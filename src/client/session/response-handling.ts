import { TOAST_SECONDS } from '../../domain/messages.ts';
import { globalFailureMessage } from '../../domain/response-messages.ts';
import { showToast } from './toasts.ts';

/** Global response handling (spec 000 §8): toasts for 0/403/404/5xx, 401 only logged, the rest to the caller. */
export function handleGlobalFailure(status: number): void {
  if (status === 401) {
    console.warn('API call answered 401 (not authenticated)');
    return;
  }
  const text = globalFailureMessage(status);
  if (text) showToast('error', text, TOAST_SECONDS.globalError);
}
