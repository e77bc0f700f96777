import type { Database } from '../src/server/db/connect.ts';
import { analyzeSeeded } from '../src/server/seed/analyze-seeded.ts';
import { seedScale } from '../src/server/seed/scale-seed.ts';

/**
 * The reports' company for `npm run bench`: a scale company (its properties in several time
 * zones, the demo's event types and categories, an administrator) and then `events` events and
 * one claim per CLAIM_EVERY events, written set-based (`insert … select from generate_series`,
 * BATCH events a statement) — the triggers of migrations 0015 and 0018 count each batch in one
 * statement. Dates are fixed (REPORT_SPAN), so the claims of REPORT_CLAIM_YEAR are the same in
 * every run and in both bench processes.
 */

/** The properties of the reports' company (the scale seed's rows). */
export const REPORT_PROPERTIES = 2000;
/** Events occur over these two years (UTC). */
export const REPORT_SPAN = { from: '2024-01-01T00:00:00Z', days: 731 } as const;
/** The claims report's year (both ends inclusive): about half of the claims. */
export const REPORT_CLAIM_YEAR = { claimDateOnOrAfter: '2025-01-01', claimDateOnOrBefore: '2025-12-31' } as const;
/** One claim per this many events (1,000,000 events: 5,000 claims, ~2,500 a year). */
export const CLAIM_EVERY = 200;
const BATCH = 100_000;

export interface ReportCompany {
  companyId: string;
  adminEmail: string;
  events: number;
  claims: number;
  /** Rows of event_month_counts (the Event Counts report's groups). */
  groups: number;
  seedSeconds: number;
}

export async function seedReportCompany(database: Database, events: number): Promise<ReportCompany> {
  const started = performance.now();
  const { companyId, adminEmail } = await seedScale(database, {
    rows: REPORT_PROPERTIES,
    companyName: `Bench Reports ${events}`,
    eventsPerProperty: 0,
  });
  const [ids] = await database.query<{ properties: string[]; categories: string[]; types: string[] }>(
    `select (select array_agg(id order by id) from properties where company_id = $1) as properties,
            array_agg(c.id order by c.id) as categories, array_agg(c.event_type_id order by c.id) as types
       from event_categories c join event_types t on t.id = c.event_type_id where t.company_id = $1`,
    [companyId],
  );
  for (let first = 1; first <= events; first += BATCH) {
    const last = Math.min(events, first + BATCH - 1);
    // Spread deterministically from the event's number: a property, a category (one event in 20
    // without; the category index advances once per round of the properties, so each property
    // gets every category), a moment of the two years, a status and a severity.
    await database.query(
      `insert into events (company_id, number_year, number, property_id, event_type_id, event_category_id,
         location, status, severity_level, date_occurred_utc, is_sop_complete)
       select $1, extract(year from at)::int, i, ($2::uuid[])[1 + (i::bigint * 7919) % cardinality($2::uuid[])],
              ($4::uuid[])[k], case when i % 20 = 0 then null else ($3::uuid[])[k] end,
              'Unit ' || (i % 997), (array[0, 1, 2, 3, 4, 8])[1 + i % 6], i % 2, at, true
         from generate_series($5::int, $6::int) as i,
              lateral (select $7::timestamptz + make_interval(secs => ((i::bigint * 2654435761) % ($8::bigint * 86400))::double precision) as at,
                              1 + ((i::bigint * 48271) / 2000) % cardinality($3::uuid[]) as k) spread`,
      [companyId, ids.properties, ids.categories, ids.types, first, last, REPORT_SPAN.from, REPORT_SPAN.days],
    );
  }
  const [claims] = await database.query<{ n: number }>(
    `with filed as (
       insert into insurance_claims (company_id, event_id, property_id, title, claim_date, claim_type, claim_status,
         insurance_company, adjuster_name, policy_number, claim_number, deductible, cost_estimate, adjustment)
       select company_id, id, property_id, 'Claim for ' || location, (date_occurred_utc + interval '5 days')::date,
              number % 4, number % 11, 'Great Lakes Mutual', 'Adjuster ' || (number % 50), 'GLM-' || (number % 300),
              'CLM-' || number, 1000, 5000 + number % 1000, 4000 + number % 1000
         from events where company_id = $1 and number % $2 = 0
       returning 1)
     select count(*)::int as n from filed`,
    [companyId, CLAIM_EVERY],
  );
  await analyzeSeeded(database, ['events', 'insurance_claims']);
  const [groups] = await database.query<{ n: number }>(
    'select count(*)::int as n from event_month_counts where company_id = $1',
    [companyId],
  );
  return {
    companyId,
    adminEmail,
    events,
    claims: claims.n,
    groups: groups.n,
    seedSeconds: (performance.now() - started) / 1000,
  };
}
