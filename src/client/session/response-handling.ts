import type { FailedRequest } from '../api/http.ts';
import { messagesText } from '../i18n/en/messages.ts';
import { translate } from '../i18n/language.ts';
import { TOAST_SECONDS } from '../rules/messages.ts';
import { globalFailureMessage } from '../rules/response-messages.ts';
import { showToast } from './toasts.ts';

/**
 * The toast for a failed call, or null. Spec 000 §8 for 0/403/404/5xx; 401 is only logged. A
 * refused read (400 on a GET) is toasted with the server's reason: no screen shows field errors
 * for a read, and an empty table without a word is no answer. A refused save (400 on a POST) is
 * the form's to show on its fields.
 */
export function failureToastText(status: number, request: FailedRequest): string | null {
  const text = globalFailureMessage(status);
  if (text) return text;
  if (status === 400 && request.method === 'GET') {
    return request.message
      ? translate(messagesText, 'requestRefusedBecause', { reason: request.message })
      : translate(messagesText, 'requestRefused');
  }
  return null;
}

/** Global response handling: the toast (5 s, top centre) or, for 401, a log line. */
export function handleGlobalFailure(status: number, request: FailedRequest): void {
  if (status === 401) {
    console.warn('API call answered 401 (not authenticated)');
    return;
  }
  const text = failureToastText(status, request);
  if (text) showToast('error', text, TOAST_SECONDS.globalError);
}
