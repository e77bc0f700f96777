import { and, eq, inArray, type SQL } from 'drizzle-orm';
import { DEFAULT_COMPANY_FEATURES } from '../../../domain/company.ts';
import { toE164 } from '../../../domain/phone.ts';
import type { MediaType, SubscriptionSubscriber } from '../../../domain/subscription.ts';
import type { CompanyContext } from '../../auth/membership.ts';
import type { Runner } from '../../db/connect.ts';
import { events, people, positionTypes } from '../../db/schema/index.ts';
import { eventVisibilityLimit } from '../events/visibility.ts';
import type { EventFacts } from './event-facts.ts';

/** One message to send: to whom, how, where. `address` null: the person has no such address (recorded Failed). */
export interface Recipient {
  key: string;
  personId: string | null;
  name: string;
  mediaType: MediaType;
  address: string | null;
}

export const ON_CALL_KEY = 'on-call';
export const ON_CALL_NAME = 'On-call number';

/** A person a subscriber names: the person, or an active member of the role. */
export interface Candidate {
  id: string;
  companyId: string;
  firstName: string;
  lastName: string;
  emailAddress: string;
  phoneNumber: string | null;
  positionId: string | null;
  seesAll: boolean | null;
  roleActive: boolean | null;
}

const columns = {
  id: people.id,
  companyId: people.companyId,
  firstName: people.firstName,
  lastName: people.lastName,
  emailAddress: people.emailAddress,
  phoneNumber: people.phoneNumber,
  positionId: people.positionId,
  seesAll: positionTypes.seesAllCompanyItems,
  roleActive: positionTypes.active,
};

/** The people a subscription's subscribers name (not archived; a role's members only while the role is active). */
export async function readCandidates(
  db: Runner,
  companyId: string,
  subscribers: readonly SubscriptionSubscriber[],
): Promise<Candidate[]> {
  const personIds = subscribers.filter((s) => s.recipientType === 'Person').map((s) => s.recipientQualifier as string);
  const roleIds = subscribers.filter((s) => s.recipientType === 'Role').map((s) => s.recipientQualifier as string);
  const active = and(eq(people.companyId, companyId), eq(people.isArchived, false));
  const [persons, members] = await Promise.all([
    personIds.length === 0
      ? Promise.resolve([] as Candidate[])
      : db
          .select(columns)
          .from(people)
          .leftJoin(positionTypes, eq(positionTypes.id, people.positionId))
          .where(and(active, inArray(people.id, personIds))),
    roleIds.length === 0
      ? Promise.resolve([] as Candidate[])
      : db
          .select(columns)
          .from(people)
          .innerJoin(positionTypes, eq(positionTypes.id, people.positionId))
          .where(and(active, eq(positionTypes.active, true), inArray(people.positionId, roleIds))),
  ]);
  return [...persons, ...members];
}

/**
 * Which of these events the person may see: the events' own rule (eventVisibilityLimit: the
 * property visible to them, and a role limit letting their role in, unless their role sees
 * everything), without the archived test, since a Deleted notice is about an archived event.
 */
export async function eventsVisibleTo(
  db: Runner,
  person: Candidate,
  eventIds: readonly string[],
): Promise<Set<string>> {
  if (person.seesAll === true) return new Set(eventIds);
  if (eventIds.length === 0) return new Set();
  const viewer: CompanyContext = {
    companyId: person.companyId,
    personId: person.id,
    email: person.emailAddress,
    positionId: person.positionId,
    positionName: null,
    permissions: [],
    seesAllCompanyItems: false,
    features: DEFAULT_COMPANY_FEATURES,
  };
  const where: (SQL | undefined)[] = [
    eq(events.companyId, person.companyId),
    inArray(events.id, [...eventIds]),
    (await eventVisibilityLimit(db, viewer)) ?? undefined,
  ];
  const rows = await db
    .select({ id: events.id })
    .from(events)
    .where(and(...where));
  return new Set(rows.map((row) => row.id));
}

/**
 * Who one subscription's subscribers are for one event: its candidates who may see it, each once
 * per medium, plus the property's on-call number by text when a matching condition asks.
 */
export function recipientsFor(
  subscribers: readonly SubscriptionSubscriber[],
  candidates: readonly Candidate[],
  maySee: (personId: string) => boolean,
  facts: EventFacts,
  notifyOnCall: boolean,
): Recipient[] {
  const out = new Map<string, Recipient>();
  const add = (person: Candidate, mediaType: MediaType) => {
    if (!maySee(person.id)) return;
    const address =
      mediaType === 'Email' ? person.emailAddress : person.phoneNumber ? toE164(person.phoneNumber) : null;
    const name = `${person.firstName} ${person.lastName}`;
    out.set(`${person.id}:${mediaType}`, { key: person.id, personId: person.id, name, mediaType, address });
  };
  for (const subscriber of subscribers) {
    const id = subscriber.recipientQualifier;
    for (const person of candidates) {
      const named =
        subscriber.recipientType === 'Person'
          ? person.id === id
          : person.positionId === id && person.roleActive === true;
      if (named) add(person, subscriber.mediaType);
    }
  }
  if (notifyOnCall && facts.onCallNumber) {
    out.set(ON_CALL_KEY, {
      key: ON_CALL_KEY,
      personId: null,
      name: ON_CALL_NAME,
      mediaType: 'Text',
      address: facts.onCallNumber,
    });
  }
  return [...out.values()];
}
