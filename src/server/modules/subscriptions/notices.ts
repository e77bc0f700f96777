import { fill } from '../../../domain/common/catalogue.ts';
import { apiMessagesText } from '../../../domain/i18n/en/api-messages.ts';
import type { MediaType } from '../../../domain/subscriptions/subscription.ts';

/**
 * Who is sent a subscription's notice of one event change (issue 23, 3): one notice per recipient,
 * change and medium, however many subscriptions name them, and a recipient left out on purpose is
 * recorded, saying why, so the Deliveries list can explain a silence. Pure; the worker applies it
 * to every change it matches (src/server/modules/subscriptions/match-changes.ts).
 */

const REASONS = apiMessagesText.en;

/**
 * Why a recipient a subscription names is not sent its notice (a 'Skipped' delivery's reason):
 * stored in English, put in the reader's language when the Deliveries list is read (delivery-list.ts).
 */
export const NOTICE_SKIP_REASONS = {
  mayNotSee: REASONS.deliveryMayNotSee,
  archived: REASONS.deliveryPersonArchived,
  inactiveRole: (role: string) => fill(REASONS.deliveryRoleInactive, { role }),
  duplicate: (subscription: string) => fill(REASONS.deliveryDuplicate, { subscription }),
} as const;

/** One recipient one matching subscription names for one change, by one medium. */
export interface NoticeCandidate {
  subscriptionId: string;
  subscriptionName: string;
  /** The person's id, or the on-call number's key. */
  recipientKey: string;
  mediaType: MediaType;
  /** Why this subscription does not send it to them (null: it would). */
  skipReason: string | null;
}

/**
 * The deliveries of one change: `candidates` are every recipient every matching subscription names,
 * the subscriptions in the order they take precedence (the oldest first). Answers one entry per
 * subscription, recipient and medium — of a recipient named twice by one subscription (in person and
 * through a role), the one not skipped — and of all the subscriptions that would send a recipient
 * the notice by one medium, only the first does: the others are skipped, naming it.
 */
export function oneNoticeEach<T extends NoticeCandidate>(candidates: readonly T[]): T[] {
  const perSubscription = new Map<string, T>();
  for (const candidate of candidates) {
    const key = `${candidate.subscriptionId}\n${candidate.recipientKey}\n${candidate.mediaType}`;
    const seen = perSubscription.get(key);
    if (!seen || (seen.skipReason !== null && candidate.skipReason === null)) perSubscription.set(key, candidate);
  }
  const carriedBy = new Map<string, string>();
  return [...perSubscription.values()].map((candidate) => {
    if (candidate.skipReason !== null) return candidate;
    const key = `${candidate.recipientKey}\n${candidate.mediaType}`;
    const through = carriedBy.get(key);
    if (through === undefined) {
      carriedBy.set(key, candidate.subscriptionName);
      return candidate;
    }
    return { ...candidate, skipReason: NOTICE_SKIP_REASONS.duplicate(through) };
  });
}
