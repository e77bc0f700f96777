import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Language } from '../../../domain/common/language.ts';
import { apiMessagesText } from '../../../domain/i18n/en/api-messages.ts';
import type { ActionType, SubscriptionSubscriber } from '../../../domain/subscriptions/subscription.ts';
import { subscriptionPreview } from '../../../domain/subscriptions/subscription-preview.ts';
import { languagesOf } from '../../auth/accounts/preferences.ts';
import type { Runner } from '../../db/connect.ts';
import {
  subscriptionConditions,
  subscriptionDeliveries,
  subscriptionEventChanges,
  subscriptions,
} from '../../db/schema/index.ts';
import { translatorIn } from '../../i18n/translate.ts';
import { type EventFacts, readEventFactsMany } from './event-facts.ts';
import { type MatchedSubscription, matchingSubscriptions } from './match.ts';
import { messageBody } from './message.ts';
import { oneNoticeEach } from './notices.ts';
import { type Candidate, eventsVisibleTo, mayBeNotified, readCandidates, recipientsFor } from './recipients.ts';
import { readNamedRecords } from './subscription-names.ts';
import type { SubscriptionWorkerDeps } from './worker-deps.ts';

interface LoadedSubscription {
  id: string;
  name: string;
  createdAt: Date;
  subscribers: SubscriptionSubscriber[];
  /** Its subject (the preview) in a recipient's language. */
  subject(language: Language): string;
  candidates: Candidate[];
}

type Change = typeof subscriptionEventChanges.$inferSelect;
type DeliveryRow = typeof subscriptionDeliveries.$inferInsert;

/** Reads a subscription once per batch: its subscribers, its subject (the preview) and the people they name. */
async function loadSubscription(db: Runner, id: string): Promise<LoadedSubscription | null> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.id, id), isNull(subscriptions.deletedAt)));
  if (!row) return null;
  const { names } = await readNamedRecords(db, row.companyId, [row.definition]);
  const subjects = new Map<Language, string>();
  const subject = (language: Language) => {
    let sentence = subjects.get(language);
    if (sentence === undefined) {
      sentence = subscriptionPreview({ subjectType: 'Event', ...row.definition }, names, translatorIn(language));
      subjects.set(language, sentence);
    }
    return sentence;
  };
  const candidates = await readCandidates(db, row.companyId, row.definition.subscribers);
  return {
    id: row.id,
    name: row.name,
    createdAt: row.createdAt,
    subscribers: row.definition.subscribers,
    subject,
    candidates,
  };
}

/** An Unchanged notice names its condition; it still counts only while that condition is active. */
async function pinnedMatch(db: Runner, change: Change): Promise<MatchedSubscription[]> {
  if (!change.conditionId || !change.subscriptionId) return [];
  const [condition] = await db
    .select({ notifyOnCall: subscriptionConditions.notifyOnCall })
    .from(subscriptionConditions)
    .where(and(eq(subscriptionConditions.id, change.conditionId), eq(subscriptionConditions.active, true)));
  return condition
    ? [{ subscriptionId: change.subscriptionId, notifyOnCall: condition.notifyOnCall, createdAt: change.occurredAt }]
    : [];
}

/** The older subscription first (then by id): the one whose notice a recipient named by several gets. */
const precedence = (a: LoadedSubscription, b: LoadedSubscription) =>
  a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * Matches one batch of the outbox in ONE transaction: each change's subscriptions (a subscription
 * made after the change does not hear of it), their recipients, and the deliveries — one notice
 * per recipient, change and medium however many subscriptions name them (the oldest subscription
 * sends it, the others record it Skipped, naming it), and a Skipped row saying why for a recipient
 * left out on purpose (archived, an inactive role, not allowed to see the event) — unique per
 * subscription, change, recipient and medium, so a rerun inserts nothing new; then the changes are
 * marked processed. A crash before the commit leaves the whole batch to the next run, which decides
 * the same. What several changes share is read once per batch: the events' facts, what a kind of
 * change of an event matches, each subscription with its people, and which of the batch's events
 * each person may see. Answers how many changes it took (0: none left).
 */
export async function matchChangeBatch(deps: SubscriptionWorkerDeps): Promise<number> {
  const { config, clock } = deps;
  return deps.db.transaction(async (tx) => {
    const changes = await tx
      .select()
      .from(subscriptionEventChanges)
      .where(isNull(subscriptionEventChanges.processedAt))
      .orderBy(asc(subscriptionEventChanges.occurredAt), asc(subscriptionEventChanges.id))
      .limit(config.batchSize)
      .for('update', { skipLocked: true });
    if (changes.length === 0) return 0;
    const now = clock.now();
    const eventIds = [...new Set(changes.map((change) => change.eventId))];
    const facts = await readEventFactsMany(tx, eventIds);

    const matchesOf = new Map<string, Promise<MatchedSubscription[]>>();
    const matchesFor = (change: Change, event: EventFacts) => {
      if (change.conditionId) return pinnedMatch(tx, change);
      const key = `${change.eventId}:${change.actionType}:${change.status}`;
      let found = matchesOf.get(key);
      if (!found) {
        found = matchingSubscriptions(tx, change.actionType as ActionType, change.status, event);
        matchesOf.set(key, found);
      }
      return found.then((all) => all.filter((match) => match.createdAt <= change.occurredAt));
    };
    const matched: { change: Change; event: EventFacts; matches: MatchedSubscription[] }[] = [];
    for (const change of changes) {
      const event = facts.get(change.eventId);
      if (event) matched.push({ change, event, matches: await matchesFor(change, event) });
    }

    const loaded = new Map<string, LoadedSubscription | null>();
    for (const id of new Set(matched.flatMap((m) => m.matches.map((match) => match.subscriptionId))))
      loaded.set(id, await loadSubscription(tx, id));
    // Whether a person may see the event is asked only of those nothing else keeps from the notice.
    const visible = new Map<string, Set<string>>();
    for (const subscription of loaded.values()) {
      for (const person of subscription?.candidates ?? []) {
        if (mayBeNotified(person) && !visible.has(person.id))
          visible.set(person.id, await eventsVisibleTo(tx, person, eventIds));
      }
    }

    // Each person's notice is written in their language (an on-call number's in English).
    const emailOf = new Map<string, string>();
    for (const subscription of loaded.values())
      for (const person of subscription?.candidates ?? []) emailOf.set(person.id, person.emailAddress);
    const languageOf = await languagesOf(tx, [...emailOf.values()]);
    const languageOfPerson = (personId: string | null) => languageOf((personId && emailOf.get(personId)) || '');

    const rows: DeliveryRow[] = [];
    for (const { change, event, matches } of matched) {
      const maySee = (personId: string) => visible.get(personId)?.has(event.id) === true;
      const actionType = change.actionType as ActionType;
      const subscribed = matches.flatMap((match) => {
        const subscription = loaded.get(match.subscriptionId);
        return subscription ? [{ subscription, notifyOnCall: match.notifyOnCall }] : [];
      });
      subscribed.sort((a, b) => precedence(a.subscription, b.subscription));
      const candidates = subscribed.flatMap(({ subscription, notifyOnCall }) =>
        recipientsFor(subscription.subscribers, subscription.candidates, maySee, event, notifyOnCall).map(
          (recipient) => ({
            ...recipient,
            subscription,
            subscriptionId: subscription.id,
            subscriptionName: subscription.name,
            recipientKey: recipient.key,
          }),
        ),
      );
      for (const recipient of oneNoticeEach(candidates)) {
        const { subscription } = recipient;
        const skipped = recipient.skipReason !== null;
        const language = languageOfPerson(recipient.personId);
        const subject = subscription.subject(language);
        rows.push({
          companyId: change.companyId,
          subscriptionId: subscription.id,
          changeId: change.id,
          eventId: change.eventId,
          actionType,
          recipientKey: recipient.key,
          personId: recipient.personId,
          recipientName: recipient.name,
          mediaType: recipient.mediaType,
          address: recipient.address ?? '',
          subject,
          // What is not sent keeps no copy of the event's facts.
          body: skipped ? '' : messageBody(recipient.mediaType, subject, actionType, event, config.publicUrl, language),
          ...(skipped
            ? { status: 'Skipped', lastError: recipient.skipReason }
            : recipient.address
              ? { status: 'Pending' }
              : // Nowhere to send it: recorded as failed at once, so the Deliveries list says why.
                {
                  status: 'Failed',
                  lastError:
                    recipient.mediaType === 'Text'
                      ? apiMessagesText.en.deliveryNoPhone
                      : apiMessagesText.en.deliveryNoEmail,
                }),
          nextAttemptAt: now,
          createdAt: now,
        });
      }
    }
    for (let i = 0; i < rows.length; i += 500) {
      await tx
        .insert(subscriptionDeliveries)
        .values(rows.slice(i, i + 500))
        .onConflictDoNothing();
    }
    await tx
      .update(subscriptionEventChanges)
      .set({ processedAt: now })
      .where(
        inArray(
          subscriptionEventChanges.id,
          changes.map((change) => change.id),
        ),
      );
    return changes.length;
  });
}
