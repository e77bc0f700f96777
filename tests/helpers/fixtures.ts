import { and, count, eq, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { PERMISSION_NAMES, type PermissionName } from '../../src/domain/company/permissions.ts';
import { hashPassword } from '../../src/server/auth/passwords.ts';
import type { Database, Db } from '../../src/server/db/connect.ts';
import {
  companies,
  eventCategories,
  eventTypes,
  logins,
  people,
  personProperties,
  positionTypes,
} from '../../src/server/db/schema/index.ts';
import { DEMO_PASSWORD } from '../../src/server/seed/demo-logins.ts';

export async function companyIdByName(db: Db, name: string): Promise<string> {
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.name, name));
  if (!row) throw new Error(`No company named ${name}`);
  return row.id;
}

/** How many rows of `table` match `where` (every row without it). */
export async function rowCount(db: Db, table: PgTable, where?: SQL): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return Number(row.n);
}

/** A login + person in the company whose role holds exactly `granted`; returns the e-mail. */
export async function createMember(
  db: Db,
  companyId: string,
  email: string,
  granted: PermissionName[],
): Promise<string> {
  const permissions = Object.fromEntries(PERMISSION_NAMES.map((name) => [name, granted.includes(name)]));
  const [role] = await db
    .insert(positionTypes)
    .values({ companyId, name: `Test role for ${email}`, permissions })
    .returning({ id: positionTypes.id });
  await db
    .insert(logins)
    .values({ email, name: email, passwordHash: await hashPassword(DEMO_PASSWORD) })
    .onConflictDoNothing();
  await db
    .insert(people)
    .values({ companyId, firstName: 'Test', lastName: email, emailAddress: email, positionId: role.id });
  return email;
}

/** A fingerprint of every table's contents, to prove a refused call changed nothing. */
/**
 * Tables the account-mail job writes at its own pace (an invitation queued by an earlier request
 * lands whenever the worker polls): a refused request never queues one — it fails before the
 * commit the queueing follows — and the tests that expect mail read the outbox themselves.
 */
const WRITTEN_BY_JOBS = new Set(['outbox', 'account_tokens']);

export async function databaseFingerprint(database: Database): Promise<Record<string, string>> {
  const tables = await database.query<{ table_name: string }>(
    "select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name",
  );
  const out: Record<string, string> = {};
  for (const { table_name } of tables) {
    if (WRITTEN_BY_JOBS.has(table_name)) continue;
    const [row] = await database.query<{ digest: string }>(
      `select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from "${table_name}" t`,
    );
    out[table_name] = row.digest;
  }
  return out;
}

/** The property a person (by e-mail) is linked to directly: the demo reporter has exactly one. */
export async function linkedPropertyOf(db: Db, email: string): Promise<string> {
  const [link] = await db
    .select({ propertyId: personProperties.propertyId })
    .from(personProperties)
    .innerJoin(people, eq(people.id, personProperties.personId))
    .where(eq(people.emailAddress, email));
  if (!link) throw new Error(`${email} is linked to no property`);
  return link.propertyId;
}

/** A company's event type, by name. */
export async function eventTypeIdByName(db: Db, companyId: string, name: string): Promise<string> {
  const [row] = await db
    .select({ id: eventTypes.id })
    .from(eventTypes)
    .where(and(eq(eventTypes.companyId, companyId), eq(eventTypes.name, name)));
  if (!row) throw new Error(`No event type named ${name}`);
  return row.id;
}

/** A category of a company's event type, by the two names. */
export async function eventCategoryIdByName(db: Db, companyId: string, type: string, name: string): Promise<string> {
  const [row] = await db
    .select({ id: eventCategories.id })
    .from(eventCategories)
    .where(
      and(
        eq(eventCategories.eventTypeId, await eventTypeIdByName(db, companyId, type)),
        eq(eventCategories.name, name),
      ),
    );
  if (!row) throw new Error(`No category ${type} / ${name}`);
  return row.id;
}
