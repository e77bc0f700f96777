import { and, eq, inArray, type SQL } from 'drizzle-orm';
import { toE164 } from '../../../domain/common/phone.ts';
import { DEFAULT_COMPANY_FEATURES } from '../../../domain/company/company.ts';
import type { MediaType, SubscriptionSubscriber } from '../../../domain/subscriptions/subscription.ts';
import type { CompanyContext } from '../../auth/membership.ts';
import type { Runner } from '../../db/connect.ts';
import { events, people, positionTypes } from '../../db/schema/index.ts';
import { eventVisibilityLimit } from '../events/visibility.ts';
import type { EventFacts } from './event-facts.ts';
import { NOTICE_SKIP_REASONS } from './notices.ts';

/**
 * One recipient of one subscription for one event, by one medium: `address` null when the person
 * has none of that kind (recorded Failed); `skipReason` set when the subscription names them but
 * does not send them the notice (recorded Skipped, saying why).
 */
export interface Recipient {
  key: string;
  personId: string | null;
  name: string;
  mediaType: MediaType;
  address: string | null;
  skipReason: string | null;
}

export const ON_CALL_KEY = 'on-call';
export const ON_CALL_NAME = 'On-call number';

/**
 * A person a subscriber names: in person (`via` 'person', archived or not) or as a member of the
 * role (`via` 'role', not archived; the role active or not, so an inactive role's silence is said).
 */
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
  roleName: string | null;
  archived: boolean;
  via: 'person' | 'role';
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
  roleName: positionTypes.name,
  archived: people.isArchived,
};

/** The people a subscription's subscribers name: each person named, and the members (not archived) of each role named. */
export async function readCandidates(
  db: Runner,
  companyId: string,
  subscribers: readonly SubscriptionSubscriber[],
): Promise<Candidate[]> {
  const personIds = subscribers.filter((s) => s.recipientType === 'Person').map((s) => s.recipientQualifier as string);
  const roleIds = subscribers.filter((s) => s.recipientType === 'Role').map((s) => s.recipientQualifier as string);
  const [persons, members] = await Promise.all([
    personIds.length === 0
      ? Promise.resolve([])
      : db
          .select(columns)
          .from(people)
          .leftJoin(positionTypes, eq(positionTypes.id, people.positionId))
          .where(and(eq(people.companyId, companyId), inArray(people.id, personIds))),
    roleIds.length === 0
      ? Promise.resolve([])
      : db
          .select(columns)
          .from(people)
          .innerJoin(positionTypes, eq(positionTypes.id, people.positionId))
          .where(
            and(eq(people.companyId, companyId), eq(people.isArchived, false), inArray(people.positionId, roleIds)),
          ),
  ]);
  return [
    ...persons.map((person) => ({ ...person, via: 'person' as const })),
    ...members.map((member) => ({ ...member, via: 'role' as const })),
  ];
}

/** Why a subscription naming this candidate does not notify them, before the event is asked about. */
function standingSkip(candidate: Candidate): string | null {
  if (candidate.via === 'person') return candidate.archived ? NOTICE_SKIP_REASONS.archived : null;
  return candidate.roleActive === true ? null : NOTICE_SKIP_REASONS.inactiveRole(candidate.roleName ?? '');
}

/** Whether the event's visibility decides this candidate's notice (nothing else keeps it from them). */
export function mayBeNotified(candidate: Candidate): boolean {
  return standingSkip(candidate) === null;
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
    apiKeyId: null,
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
 * Who one subscription's subscribers are for one event: each candidate by each medium they are
 * named for — skipped, saying why, when archived, named through an inactive role, or not allowed
 * to see the event — plus the property's on-call number by text when a matching condition asks.
 * A person named twice by the subscription is collapsed later, with the other subscriptions'
 * recipients of the same change (oneNoticeEach).
 */
export function recipientsFor(
  subscribers: readonly SubscriptionSubscriber[],
  candidates: readonly Candidate[],
  maySee: (personId: string) => boolean,
  facts: EventFacts,
  notifyOnCall: boolean,
): Recipient[] {
  const out: Recipient[] = [];
  const add = (person: Candidate, mediaType: MediaType) => {
    const address =
      mediaType === 'Email' ? person.emailAddress : person.phoneNumber ? toE164(person.phoneNumber) : null;
    const skipReason = standingSkip(person) ?? (maySee(person.id) ? null : NOTICE_SKIP_REASONS.mayNotSee);
    const name = `${person.firstName} ${person.lastName}`;
    out.push({ key: person.id, personId: person.id, name, mediaType, address, skipReason });
  };
  for (const subscriber of subscribers) {
    const id = subscriber.recipientQualifier;
    for (const person of candidates) {
      const named =
        subscriber.recipientType === 'Person'
          ? person.via === 'person' && person.id === id
          : person.via === 'role' && person.positionId === id;
      if (named) add(person, subscriber.mediaType);
    }
  }
  if (notifyOnCall && facts.onCallNumber) {
    out.push({
      key: ON_CALL_KEY,
      personId: null,
      name: ON_CALL_NAME,
      mediaType: 'Text',
      address: facts.onCallNumber,
      skipReason: null,
    });
  }
  return out;
}
