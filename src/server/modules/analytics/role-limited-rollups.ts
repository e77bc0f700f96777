import { type SQL, sql } from 'drizzle-orm';

/** The bucket of the role-limited rollups (migration 0034) that counts every role-limited event, whatever its roles. */
export const EVERY_ROLE_LIMITED_EVENT = '00000000-0000-0000-0000-000000000000';

/** Who the figures leave events out for: a viewer's role, or null for a person without one. */
export interface HiddenFrom {
  companyId: string;
  roleId: string | null;
}

/**
 * The rows of a role-limited rollup (role_limited_event_rollups, role_limited_open_event_rollups,
 * role_limited_claim_rollups) that take the events hidden from a role out of the company's figures.
 * Hidden are the role-limited events that do not name the role: every role-limited event (the nil
 * bucket, `sign` −1) less those that name it (the role's bucket, +1). A person without a role sees
 * no role-limited event: the nil bucket alone. Each measure is read times `sign`.
 */
export function lessHidden(from: HiddenFrom): { where: SQL; sign: SQL } {
  const buckets = from.roleId ? [EVERY_ROLE_LIMITED_EVENT, from.roleId] : [EVERY_ROLE_LIMITED_EVENT];
  return {
    where: sql`company_id = ${from.companyId} and role_id in (${sql.join(
      buckets.map((bucket) => sql`${bucket}::uuid`),
      sql`, `,
    )})`,
    sign: sql`(case when role_id = ${EVERY_ROLE_LIMITED_EVENT}::uuid then -1 else 1 end)`,
  };
}
