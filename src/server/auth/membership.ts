import { and, eq, sql } from 'drizzle-orm';
import { type CompanyFeatures, companyFeatures } from '../../domain/company/company.ts';
import { grantedPermissions, type PermissionName } from '../../domain/company/permissions.ts';
import type { Db } from '../db/connect.ts';
import { companies, people, positionTypes } from '../db/schema/index.ts';

/** The checked context every company handler receives (DESIGN: Identity, tenancy, permissions). */
export interface CompanyContext {
  companyId: string;
  personId: string;
  email: string;
  positionId: string | null;
  positionName: string | null;
  permissions: PermissionName[];
  seesAllCompanyItems: boolean;
  features: CompanyFeatures;
  /**
   * The API key the request was made with (issue 28); null for a person (and a job). A key acts
   * with no person: personId is '' (as for a job), its role's permissions and sees-all.
   */
  apiKeyId: string | null;
}

/** The signed-in e-mail's person in one company, with its role's permissions; null when not a member. */
export async function findMembership(db: Db, companyId: string, email: string): Promise<CompanyContext | null> {
  const rows = await db
    .select({
      personId: people.id,
      positionId: positionTypes.id,
      positionName: positionTypes.name,
      permissions: positionTypes.permissions,
      seesAll: positionTypes.seesAllCompanyItems,
      features: companies.features,
    })
    .from(people)
    .innerJoin(companies, eq(companies.id, people.companyId))
    .leftJoin(positionTypes, eq(positionTypes.id, people.positionId))
    .where(
      and(
        eq(people.companyId, companyId),
        sql`lower(${people.emailAddress}) = lower(${email})`,
        eq(people.isArchived, false),
      ),
    )
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  return {
    companyId,
    personId: row.personId,
    email,
    positionId: row.positionId,
    positionName: row.positionName,
    permissions: grantedPermissions(row.permissions ?? {}),
    seesAllCompanyItems: row.seesAll ?? false,
    features: companyFeatures(row.features),
    apiKeyId: null,
  };
}

/** Companies in which the e-mail has an active person record (POST /api/users/handlelogin). */
export async function companiesOfLogin(db: Db, email: string): Promise<{ companyId: string; companyName: string }[]> {
  return db
    .selectDistinct({ companyId: companies.id, companyName: companies.name })
    .from(people)
    .innerJoin(companies, eq(companies.id, people.companyId))
    .where(and(sql`lower(${people.emailAddress}) = lower(${email})`, eq(people.isArchived, false)))
    .orderBy(companies.name);
}

/**
 * The person behind a change, for a created-by / done-by column: null when nobody is (a request
 * made with an API key, or a job acting for nobody; their personId is ''). The key itself is
 * recorded on the change's domain event (actor_api_key_id).
 */
export function actingPersonId(company: Pick<CompanyContext, 'personId'>): string | null {
  return company.personId || null;
}
