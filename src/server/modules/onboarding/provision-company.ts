import { sql } from 'drizzle-orm';
import { COMPANY_TYPES } from '../../../domain/company/company.ts';
import { permissionSet } from '../../../domain/company/permissions.ts';
import type { AccountMailData } from '../../auth/accounts/account-mail-job.ts';
import { welcomeMailFor } from '../../auth/accounts/logins.ts';
import type { DomainEventType } from '../../context/domain-event-types.ts';
import type { Db, Tx } from '../../db/connect.ts';
import { companies, domainEvents, people, positionTypes } from '../../db/schema/index.ts';

/** A new company and its first administrator (the operator's command and the first-run form). */
export interface NewCompany {
  name: string;
  type: number;
  admin: { email: string; firstName: string; lastName: string };
  /** False: the company's routine-task features are switched off (features.routineTasks). */
  routineTasks: boolean;
}

export type ProvisionResult =
  | { created: true; companyId: string; personId: string; welcome: AccountMailData }
  | { created: false; companyId: string };

/** The first role: every permission, the spec's defaults otherwise (spec 000 §3 'New default'). */
export const FIRST_ROLE = {
  name: 'Administrator',
  active: true,
  isPocForEvents: true,
  seesAllCompanyItems: false,
  permissions: permissionSet(true),
} as const;

export const isCompanyType = (type: number) => COMPANY_TYPES.some((known) => known.value === type);

/**
 * Creates the company, its first role, the administrator (that role, all properties) and — with
 * the embedded provider — a login without a password, in one transaction; answers the invitation
 * to send once it commits. A company of the same name (any case) means it was made already:
 * nothing changes. Run inside `tx` (callers hold the lock that makes the check safe).
 */
export async function provisionCompany(tx: Tx, input: NewCompany, embedded: boolean): Promise<ProvisionResult> {
  const [existing] = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(sql`lower(${companies.name}) = lower(${input.name})`)
    .limit(1);
  if (existing) return { created: false, companyId: existing.id };
  const [company] = await tx
    .insert(companies)
    .values({ name: input.name, type: input.type, features: input.routineTasks ? {} : { routineTasks: false } })
    .returning({ id: companies.id });
  const companyId = company.id;
  const [role] = await tx
    .insert(positionTypes)
    .values({ companyId, ...FIRST_ROLE })
    .returning({ id: positionTypes.id });
  const { email, firstName, lastName } = input.admin;
  const [person] = await tx
    .insert(people)
    .values({ companyId, firstName, lastName, emailAddress: email, positionId: role.id, allPropertiesAssociated: true })
    .returning({ id: people.id });
  await tx.insert(domainEvents).values({
    companyId,
    type: 'company.created' satisfies DomainEventType,
    subjectId: companyId,
    actorPersonId: null,
    payload: { administrator: person.id },
    occurredAt: new Date(),
  });
  const welcome = await welcomeMailFor(
    tx,
    { email, name: `${firstName} ${lastName}`, companyId, inviterName: null },
    embedded,
  );
  return { created: true, companyId, personId: person.id, welcome };
}

/** Serialises company creation across processes: the name check and the first-run check are then safe. */
export async function lockCompanyCreation(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('property-ops:company-creation'))`);
}

/** True when the installation has no company yet (the first run). */
export async function hasNoCompany(db: Db | Tx): Promise<boolean> {
  // One row looked at, not all counted: every page load asks (GET /client-config).
  const rows = await db.select({ id: companies.id }).from(companies).limit(1);
  return rows.length === 0;
}

/** 'pat.lee@acme.example' → Pat / Lee; a one-word local part gets 'Administrator' as last name. */
export function namesFromEmail(email: string): { firstName: string; lastName: string } {
  const words = (email.split('@')[0] ?? '')
    .split(/[._+-]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1));
  return { firstName: words[0] ?? 'Company', lastName: words.slice(1).join(' ') || 'Administrator' };
}
