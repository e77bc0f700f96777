import { and, type SQL, sql } from 'drizzle-orm';
import type { Runner } from '../../db/connect.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { events, insuranceClaims } from '../../db/schema/index.ts';
import type { FigureScope } from './scope.ts';
import type { Analytics } from './types.ts';

/**
 * Claims by month of claim date in the range: how many, their total loss and their settlement
 * (exact sums, as text). The company's daily claim rollups (migration 0021), less the claims of the
 * events a viewer may not see, or the claims of the events the scope allows.
 */
export async function claimFigures(db: Runner, scope: FigureScope): Promise<Analytics['claimsByMonth']> {
  const inRange = sql`${insuranceClaims.claimDate} between ${scope.from}::date and ${scope.to}::date`;
  const counted = (from: SQL, where: SQL | undefined, sign: 1 | -1) => {
    const times = sql.raw(String(sign));
    return sql`select ${insuranceClaims.claimDate} as day, ${times} as claims, ${times} * ${insuranceClaims.totalLoss} as total_loss,
        ${times} * ${insuranceClaims.settlementAmount} as settlement
      from ${insuranceClaims} join ${from} on ${events.id} = ${insuranceClaims.eventId}
      where ${and(where, sql`${insuranceClaims.companyId} = ${scope.companyId}`, inRange)}`;
  };
  const rollups = sql`select day, claims, total_loss, settlement from claim_daily_rollups
    where company_id = ${scope.companyId} and day between ${scope.from}::date and ${scope.to}::date`;
  const source =
    scope.read === 'events'
      ? counted(sql`${events}`, scope.where, 1)
      : scope.read === 'rollups'
        ? rollups
        : sql`${rollups} union all ${counted(scope.hidden, undefined, -1)}`;
  return rowsOf<Analytics['claimsByMonth'][number]>(
    await db.execute(sql`
      select to_char(date_trunc('month', s.day), 'YYYY-MM-DD') as month, sum(s.claims)::int as claims,
        sum(s.total_loss)::numeric(16, 2)::text as "totalLoss", sum(s.settlement)::numeric(16, 2)::text as settlement
      from (${source}) s group by 1 having sum(s.claims) > 0 order by 1`),
  );
}
