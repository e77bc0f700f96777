import { and, type SQL, sql } from 'drizzle-orm';
import { CLAIM_STATUS_VALUES, isClaimClosed } from '../../../domain/claims/claim-status.ts';
import { EVENT_STATUS } from '../../../domain/events/event-status.ts';
import { sundayWeekStart } from '../../../domain/tasks/routine-task-status.ts';
import type { Runner } from '../../db/connect.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { events, insuranceClaims } from '../../db/schema/index.ts';
import { companyStatusCounts } from '../events/status-counts.ts';
import { eventTotal, openEvent } from './event-figures.ts';
import { type HiddenFrom, lessHidden } from './role-limited-rollups.ts';
import type { FigureScope } from './scope.ts';
import { overdueTaskCount, type TaskScope } from './task-figures.ts';
import type { Analytics } from './types.ts';

type Headlines = Analytics['headlines'];

/**
 * The figures at the top of the dashboard, as of `today` whatever the range: open events, events
 * of this week (Sunday to today, the Tasks screen's week), open claims with their total loss and,
 * with routine tasks, the instances overdue today. The chosen property and the visibility rule
 * apply as scope.ts reads them for the charts.
 */
export async function headlineFigures(
  db: Runner,
  scope: FigureScope,
  taskScope: TaskScope | null,
  today: string,
): Promise<Headlines> {
  const weekFrom = sundayWeekStart(today);
  const claims = await openClaims(db, scope);
  return {
    today,
    weekFrom,
    openEvents: await openEvents(db, scope),
    newThisWeek: await eventTotal(db, { ...scope, from: weekFrom, to: today }),
    openClaims: claims.claims,
    openClaimsTotalLoss: claims.totalLoss,
    ...(taskScope ? { overdueTasks: await overdueTaskCount(db, taskScope) } : {}),
  };
}

/**
 * Events not Complete: the company's kept counts per status (migration 0015) for a viewer who
 * sees every event, less the hidden ones for a viewer limited by roles alone (their open events
 * of every day in role_limited_open_event_rollups); otherwise counted from the events the scope
 * allows (the partial index of open events).
 */
async function openEvents(db: Runner, scope: FigureScope): Promise<number> {
  if (scope.read === 'events') {
    const [row] = rowsOf<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from ${events} where ${and(scope.where, openEvent)}`),
    );
    return row.n;
  }
  const kept = (await companyStatusCounts(db, scope.companyId))
    .filter((row) => row.status !== EVENT_STATUS.complete)
    .reduce((sum, row) => sum + Number(row.n), 0);
  if (scope.read === 'rollups') return kept;
  const { where, sign } = lessHidden(scope);
  const [hidden] = rowsOf<{ n: number }>(
    await db.execute(
      sql`select coalesce(sum(${sign} * events), 0)::int as n from role_limited_open_event_rollups where ${where}`,
    ),
  );
  return kept + hidden.n;
}

/** The claim statuses that leave a claim open (0–6), from the one rule of src/domain/claims/claim-status.ts. */
const OPEN_CLAIM_STATUSES = CLAIM_STATUS_VALUES.filter((status) => !isClaimClosed(status));

/**
 * Claims not closed, of the events the scope counts, and their total loss (exact, as text). Read
 * from the company's open claims. For the events a condition allows, each claim's event looked up
 * by id (`offset 0` keeps the lookup per claim): joined as a whole, the planner hashed every event
 * of the company, which at 1,000,000 events cost more than the rest of the dashboard. For the
 * rollups' events (the company's, not archived) the claims of the company's archived events are
 * left out (a company's claims are of its own events: claims/service.ts, as the claim rollups
 * count them), found through their partial index; for a viewer limited by roles, less the open
 * claims of the hidden events (role_limited_claim_rollups, every day, the open statuses).
 */
async function openClaims(db: Runner, scope: FigureScope): Promise<{ claims: number; totalLoss: string }> {
  const openStatuses = sql.join(
    OPEN_CLAIM_STATUSES.map((status) => sql.raw(String(status))),
    sql`, `,
  );
  const ofClaim = sql`${events.id} = ${insuranceClaims.eventId}`;
  const counted =
    scope.read === 'events'
      ? sql`exists (select 1 from ${events} where ${and(ofClaim, scope.where)} offset 0)`
      : sql`not exists (select 1 from ${events} where ${and(ofClaim, archivedEventOf(scope))})`;
  const companyOpenClaims = and(
    sql`${insuranceClaims.companyId} = ${scope.companyId}`,
    sql`${insuranceClaims.claimStatus} in (${openStatuses})`,
    counted,
  );
  const claims = sql`select count(*) as claims, sum(${insuranceClaims.totalLoss}) as total_loss
    from ${insuranceClaims} where ${companyOpenClaims}`;
  const hidden = (from: HiddenFrom) => {
    const { where, sign } = lessHidden(from);
    return sql`select sum(${sign} * claims), sum(${sign} * total_loss) from role_limited_claim_rollups
      where ${where} and claim_status in (${openStatuses})`;
  };
  const source = scope.read === 'rollupsMinus' ? sql`${claims} union all ${hidden(scope)}` : claims;
  const [row] = rowsOf<{ claims: number; totalLoss: string }>(
    await db.execute(sql`
      select coalesce(sum(s.claims), 0)::int as claims, coalesce(sum(s.total_loss), 0)::numeric(16, 2)::text as "totalLoss"
      from (${source}) s`),
  );
  return row;
}

/** An archived event of the scope's company, as the partial index events_archived_idx is written. */
function archivedEventOf(scope: FigureScope): SQL {
  return sql`${events.companyId} = ${scope.companyId} and ${events.archivedAt} is not null`;
}
