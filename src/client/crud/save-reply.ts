import type { ResourceRecord, SaveReply } from './resource-definition.ts';

/** A save the server refused in its reply rather than with a 4xx (`{ success: false, failureReason }`). */
export class SaveRefused extends Error {}

/**
 * A save's reply -> the saved record. With `saveReply: 'successFlag'` (spec 000 §7, Save person)
 * `{ success: false, failureReason }` throws SaveRefused with the reason, and a successful reply
 * is merged over what was sent (it may carry little more than the flag and the id).
 */
export function savedRecordOf(saveReply: SaveReply | undefined, reply: unknown, sent: ResourceRecord): ResourceRecord {
  const body = reply !== null && typeof reply === 'object' ? (reply as ResourceRecord) : {};
  if (saveReply !== 'successFlag') return Object.keys(body).length > 0 ? body : sent;
  if (body.success === false) {
    throw new SaveRefused(
      typeof body.failureReason === 'string' && body.failureReason
        ? body.failureReason
        : 'The save was not successful.',
    );
  }
  return { ...sent, ...body };
}
