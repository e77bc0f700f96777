import { and, type SQL, sql } from 'drizzle-orm';
import type { Runner } from '../../db/connect.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { events, insuranceClaims } from '../../db/schema/index.ts';
import { type HiddenFrom, lessHidden } from './role-limited-rollups.ts';
import type { FigureScope } from './scope.ts';
import type { Analytics } from './types.ts';

/**
 * Claims by month of claim date in the range: how many, their total loss and their settlement
 * (exact sums, as text). The company's daily claim rollups (migration 0021), less for a viewer
 * limited by roles the claims of the events hidden from them (role_limited_claim_rollups, any
 * claim status), or the claims of the events the scope allows.
 */
export async function claimFigures(db: Runner, scope: FigureScope): Promise<Analytics['claimsByMonth']> {
  const claimsInRange = sql`${insuranceClaims.claimDate} between ${scope.from}::date and ${scope.to}::date`;
  const counted = (where: SQL) =>
    sql`select ${insuranceClaims.claimDate} as day, 1 as claims, ${insuranceClaims.totalLoss} as total_loss,
        ${insuranceClaims.settlementAmount} as settlement
      from ${insuranceClaims} join ${events} on ${events.id} = ${insuranceClaims.eventId}
      where ${and(where, sql`${insuranceClaims.companyId} = ${scope.companyId}`, claimsInRange)}`;
  const inDays = sql`day between ${scope.from}::date and ${scope.to}::date`;
  const rollups = sql`select day, claims, total_loss, settlement from claim_daily_rollups
    where company_id = ${scope.companyId} and ${inDays}`;
  const hidden = (from: HiddenFrom) => {
    const { where, sign } = lessHidden(from);
    return sql`select day, ${sign} * claims as claims, ${sign} * total_loss as total_loss, ${sign} * settlement as settlement
      from role_limited_claim_rollups where ${where} and ${inDays}`;
  };
  const source =
    scope.read === 'events'
      ? counted(scope.where)
      : scope.read === 'rollups'
        ? rollups
        : sql`${rollups} union all ${hidden(scope)}`;
  return rowsOf<Analytics['claimsByMonth'][number]>(
    await db.execute(sql`
      select to_char(date_trunc('month', s.day), 'YYYY-MM-DD') as month, sum(s.claims)::int as claims,
        sum(s.total_loss)::numeric(16, 2)::text as "totalLoss", sum(s.settlement)::numeric(16, 2)::text as settlement
      from (${source}) s group by 1 having sum(s.claims) > 0 order by 1`),
  );
}
