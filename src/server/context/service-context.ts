import { DEFAULT_LANGUAGE, type Language } from '../../domain/common/language.ts';
import { DEFAULT_COMPANY_FEATURES } from '../../domain/company/company.ts';
import type { Adapters } from '../adapters/index.ts';
import type { CompanyContext } from '../auth/membership.ts';
import { insertRows } from '../db/batch-insert.ts';
import type { Db, Runner, Tx } from '../db/connect.ts';
import { domainEvents } from '../db/schema/index.ts';
import type { Clock } from './clock.ts';
import type { DomainEventType } from './domain-event-types.ts';

/** Something that happened, recorded with ctx.record in the transaction that made it happen. */
export interface DomainEvent {
  /** 'vendor.created', 'event.statusChanged', ...: one of DOMAIN_EVENT_TYPES. */
  type: DomainEventType;
  subjectId?: string;
  /** The incident the change concerns (its activity log lists the events that name it). */
  eventId?: string;
  payload?: Record<string, unknown>;
}

/**
 * What every company service receives first: `verbNoun(ctx, input)`. The database (or the
 * transaction the call runs in), the checked company context (company, person, permissions,
 * sees-all, features), the clock, the adapters, and `record` for domain events, which writes in
 * the same transaction as the change it describes.
 */
export interface ServiceContext<Database extends Runner = Runner> {
  db: Database;
  company: CompanyContext;
  clock: Clock;
  adapters: Adapters;
  /** The language of the person asking (their app's, by `Accept-Language`): the words of what they read back, CSV headers and messages. */
  language: Language;
  /** Runs `work` in one transaction (a savepoint when already in one); its ctx writes through it. */
  transaction<T>(work: (tx: ServiceContext<Tx>) => Promise<T>): Promise<T>;
  /** Writes a domain event through `db`: inside a transaction it commits or rolls back with it. */
  record(event: DomainEvent): Promise<void>;
  /** `record` for many at once (an import's batch): as few statements as the parameter limit allows. */
  recordAll(events: readonly DomainEvent[]): Promise<void>;
}

export interface ServiceContextParts {
  db: Db;
  company: CompanyContext;
  clock: Clock;
  adapters: Adapters;
  /** English when not given (a job, a test). */
  language?: Language;
}

/** The domain_events row of an event, as the context's company and person did it now. */
function eventRow(parts: ServiceContextParts, event: DomainEvent, occurredAt: Date) {
  return {
    companyId: parts.company.companyId,
    type: event.type,
    subjectId: event.subjectId ?? null,
    eventId: event.eventId ?? null,
    // A job acting for nobody in particular has no person (the log shows none).
    actorPersonId: parts.company.personId || null,
    // A request made with an API key is recorded as that key (issue 28; it has no person).
    actorApiKeyId: parts.company.apiKeyId,
    payload: event.payload ?? {},
    occurredAt,
  };
}

function contextOn<Database extends Runner>(parts: ServiceContextParts, db: Database): ServiceContext<Database> {
  const ctx: ServiceContext<Database> = {
    db,
    company: parts.company,
    clock: parts.clock,
    adapters: parts.adapters,
    language: parts.language ?? DEFAULT_LANGUAGE,
    transaction: (work) => db.transaction((tx) => work(contextOn(parts, tx))),
    record: async (event) => {
      await db.insert(domainEvents).values(eventRow(parts, event, parts.clock.now()));
    },
    recordAll: async (events) => {
      const now = parts.clock.now();
      await insertRows(
        db,
        domainEvents,
        events.map((event) => eventRow(parts, event, now)),
      );
    },
  };
  return ctx;
}

/** The context of one company request (or of a test calling a service directly). */
export function createServiceContext(parts: ServiceContextParts): ServiceContext<Db> {
  return contextOn(parts, parts.db);
}

/**
 * The context of background work (a job) for one company: it writes as the person who asked for
 * the work (null: nobody), with no permissions of its own — a job checks what it does itself.
 */
export function createJobContext(
  parts: Omit<ServiceContextParts, 'company'>,
  companyId: string,
  personId: string | null,
): ServiceContext<Db> {
  const company: CompanyContext = {
    companyId,
    personId: personId ?? '',
    email: '',
    positionId: null,
    positionName: null,
    permissions: [],
    seesAllCompanyItems: false,
    features: DEFAULT_COMPANY_FEATURES,
    apiKeyId: null,
  };
  return createServiceContext({ ...parts, company });
}
