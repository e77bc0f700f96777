import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { DEFAULT_COMPANY_FEATURES } from '../../../domain/company.ts';
import { toE164 } from '../../../domain/phone.ts';
import type { MediaType, SubscriptionSubscriber } from '../../../domain/subscription.ts';
import type { CompanyContext } from '../../auth/membership.ts';
import type { Runner } from '../../db/connect.ts';
import { events, people, positionTypes } from '../../db/schema/index.ts';
import { eventRolesAllow } from '../events/visibility.ts';
import { visiblePropertyIdWhere } from '../properties/visibility.ts';
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

interface Candidate {
  id: string;
  firstName: string;
  lastName: string;
  emailAddress: string;
  phoneNumber: string | null;
  positionId: string | null;
  seesAll: boolean | null;
}

/**
 * May this person see the event? The events' own rule (its property visible to them, and a role
 * limit letting their role in, unless their role sees everything), here without the archived
 * test: a Deleted notice is about an archived event.
 */
async function maySee(db: Runner, person: Candidate, facts: EventFacts): Promise<boolean> {
  const viewer: CompanyContext = {
    companyId: facts.companyId,
    personId: person.id,
    email: person.emailAddress,
    positionId: person.positionId,
    positionName: null,
    permissions: [],
    seesAllCompanyItems: person.seesAll === true,
    features: DEFAULT_COMPANY_FEATURES,
  };
  if (viewer.seesAllCompanyItems) return true;
  const property = await visiblePropertyIdWhere(db, viewer, events.propertyId);
  const where: (SQL | undefined)[] = [eq(events.id, facts.id), property ?? undefined, eventRolesAllow(viewer)];
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(events)
    .where(and(...where));
  return row !== undefined;
}

/**
 * Who one subscription's subscribers are for one event: a person (not archived), or a role's
 * active members (role active, person not archived); either way only those who may see the event.
 * Each person once per medium; plus the property's on-call number by text when asked.
 */
export async function resolveRecipients(
  db: Runner,
  subscribers: readonly SubscriptionSubscriber[],
  facts: EventFacts,
  notifyOnCall: boolean,
): Promise<Recipient[]> {
  const personIds = subscribers.filter((s) => s.recipientType === 'Person').map((s) => s.recipientQualifier as string);
  const roleIds = subscribers.filter((s) => s.recipientType === 'Role').map((s) => s.recipientQualifier as string);
  const columns = {
    id: people.id,
    firstName: people.firstName,
    lastName: people.lastName,
    emailAddress: people.emailAddress,
    phoneNumber: people.phoneNumber,
    positionId: people.positionId,
    seesAll: positionTypes.seesAllCompanyItems,
  };
  const active = and(eq(people.companyId, facts.companyId), eq(people.isArchived, false));
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
  const byId = new Map([...persons, ...members].map((person) => [person.id, person]));
  const allowed = new Set<string>();
  for (const person of byId.values()) if (await maySee(db, person, facts)) allowed.add(person.id);

  const out = new Map<string, Recipient>();
  const add = (person: Candidate, mediaType: MediaType) => {
    if (!allowed.has(person.id)) return;
    const address =
      mediaType === 'Email' ? person.emailAddress : person.phoneNumber ? toE164(person.phoneNumber) : null;
    out.set(`${person.id}:${mediaType}`, {
      key: person.id,
      personId: person.id,
      name: `${person.firstName} ${person.lastName}`,
      mediaType,
      address,
    });
  };
  for (const subscriber of subscribers) {
    const id = subscriber.recipientQualifier;
    if (subscriber.recipientType === 'Person') {
      const person = id ? byId.get(id) : undefined;
      if (person) add(person, subscriber.mediaType);
    } else {
      for (const member of members) if (member.positionId === id) add(member, subscriber.mediaType);
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
