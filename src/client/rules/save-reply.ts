/**
 * What a save's reply means, for every save of every screen: the saved record sits under the
 * save endpoint's envelope key, exactly like a detail reply (`{ vendor, … }` -> the vendor), or
 * is the whole reply when the endpoint has none; `{ success: false, failureReason }` (spec 000 §7,
 * Save person) is a refusal carried in a 200 reply.
 */

import { messagesText } from '../i18n/en/messages.ts';
import { translate } from '../i18n/language.ts';

/** A save the server refused in its reply rather than with a 4xx. */
export class SaveRefused extends Error {}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** The saved record of a save's reply; throws SaveRefused for `success: false`. Without a record in the reply, what was sent. */
export function savedRecordOf(
  reply: unknown,
  envelope: string | undefined,
  sent: Record<string, unknown>,
): Record<string, unknown> {
  const body = isRecord(reply) ? reply : {};
  if (body.success === false) {
    const reason = typeof body.failureReason === 'string' && body.failureReason ? body.failureReason : null;
    throw new SaveRefused(reason ?? translate(messagesText, 'saveNotSuccessful'));
  }
  const record = envelope === undefined ? body : body[envelope];
  return isRecord(record) && Object.keys(record).length > 0 ? record : sent;
}
