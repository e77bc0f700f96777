import { hashPassword } from '../src/server/auth/passwords.ts';
import type { Database } from '../src/server/db/connect.ts';
import { analyzeSeeded } from '../src/server/seed/analyze-seeded.ts';
import { DEMO_PASSWORD } from '../src/server/seed/demo-logins.ts';
import { seedScale } from '../src/server/seed/scale-seed.ts';

/**
 * The analytics benchmark's events (issue 14): `count` events over the two years before now in a
 * scale company that has properties and the demo's event types but no events yet, written set-based
 * — one `insert … select from generate_series` per BATCH events (no step copies: the dashboard
 * reads none) — with statuses by age as the scale seed mixes them, a quarter High, SOPs finished
 * minutes to hours after the report, 1 % archived, 3 % limited to the Administrator role, and a
 * claim on about one event in twenty.
 * Every trigger runs as in production (the rollups of migration 0021 are kept by them), then the
 * tables are vacuumed and analysed as a bulk load wants. Also a member limited to viewDashboard
 * with 'all properties' (not a sees-all role): the rollups less the events hidden from that role.
 */

const BATCH = 100_000;

export const ANALYST_EMAIL = 'bench-analyst@scale.example';

export async function seedAnalyticsEvents(database: Database, companyId: string, count: number): Promise<void> {
  for (let from = 0; from < count; from += BATCH) {
    await database.query(
      `with props as (select array_agg(id order by id) as ids from properties where company_id = $1),
            routes as (select array_agg(t.id order by c.id) as types, array_agg(c.id order by c.id) as categories
                       from event_categories c join event_types t on t.id = c.event_type_id where c.company_id = $1),
            drawn as (
              select i, now() - random() * interval '730 days' as reported, random() as r, random() as s
              from generate_series($2::int, $3::int) as i)
       insert into events (company_id, number_year, number, property_id, event_type_id, event_category_id, location,
         status, severity_level, date_occurred_utc, is_sop_complete, emergency_services_answered, archived_at,
         created_at, updated_at)
       select $1, extract(year from d.reported)::int, d.i,
         p.ids[1 + d.i % cardinality(p.ids)], r.types[1 + (d.i / 7) % cardinality(r.types)],
         r.categories[1 + (d.i / 7) % cardinality(r.categories)], 'Unit ' || (d.i % 900 + 100),
         st.status, (d.s < 0.25)::int, d.reported - (d.i % 600) * interval '1 minute', st.status <> 5, true,
         case when d.i % 100 = 0 then d.reported + interval '3 days' end,
         d.reported, d.reported + (5 + d.i % 720) * interval '1 minute'
       from drawn d cross join props p cross join routes r
       cross join lateral (select case
           when d.r < (case when d.reported > now() - interval '14 days' then 0.02
                            when d.reported > now() - interval '180 days' then 0.4 else 0.85 end) then 4
           else (array[0, 1, 2, 3, 5, 8])[1 + (d.i % 6)] end as status) st`,
      [companyId, from + 1, Math.min(count, from + BATCH)],
    );
  }
  await database.query(
    `insert into event_number_counters (company_id, year, last_number)
     select company_id, number_year, max(number) from events where company_id = $1 group by 1, 2
     on conflict (company_id, year) do update set last_number = greatest(event_number_counters.last_number, excluded.last_number)`,
    [companyId],
  );
  await database.query(
    `insert into insurance_claims (company_id, event_id, property_id, title, claim_date, total_loss, settlement_amount)
     select company_id, id, property_id, 'Claim ' || number, (date_occurred_utc + (number % 20) * interval '1 day')::date,
       round((500 + (number::bigint * 7919) % 50000)::numeric, 2), round(((number::bigint * 104729) % 40000)::numeric, 2)
     from events where company_id = $1 and number % 20 = 0`,
    [companyId],
  );
  // One event in 33 limited to the Administrator role: hidden from the analyst (bench/analytics.ts).
  await database.query(
    `insert into event_visible_roles (company_id, event_id, position_type_id)
     select e.company_id, e.id, r.id from events e
       cross join (select id from position_types where company_id = $1 and name = 'Administrator') r
     where e.company_id = $1 and e.number % 33 = 0`,
    [companyId],
  );
  await addAnalyst(database, companyId);
  await analyzeSeeded(database, [
    'events',
    'insurance_claims',
    'event_visible_roles',
    'event_number_counters',
    'people',
  ]);
}

/** A viewDashboard-only member with 'all properties': the visibility rule's path, not the rollups. */
async function addAnalyst(database: Database, companyId: string): Promise<void> {
  await database.query(
    `insert into logins (email, name, password_hash) values ($1, 'Bench Analyst', $2) on conflict ((lower(email))) do nothing`,
    [ANALYST_EMAIL, await hashPassword(DEMO_PASSWORD)],
  );
  await database.query(
    `with role as (
       insert into position_types (company_id, name, permissions)
       values ($1, 'Analyst', (select permissions from position_types where company_id = $1 and name = 'Viewer' limit 1))
       returning id)
     insert into people (company_id, first_name, last_name, email_address, position_id, all_properties_associated)
     select $1, 'Bench', 'Analyst', $2, id, true from role`,
    [companyId, ANALYST_EMAIL],
  );
}

/**
 * The analytics dashboard's company (issue 14): 5,000 properties and BENCH_ANALYTICS_EVENTS events
 * (default 1,000,000 on PostgreSQL, 100,000 on PGlite; 0 for none), seeded set-based.
 */
export async function seedAnalyticsCompany(database: Database) {
  const fallback = process.env.BENCH_ONLY === 'tasks' ? 0 : database.kind === 'postgres' ? 1_000_000 : 100_000;
  const events = Number(process.env.BENCH_ANALYTICS_EVENTS ?? fallback);
  if (!events) return undefined;
  const started = performance.now();
  const { companyId, adminEmail } = await seedScale(database, {
    rows: 5000,
    companyName: 'Bench Co analytics',
    eventsPerProperty: 0,
  });
  await seedAnalyticsEvents(database, companyId, events);
  const [property] = await database.query<{ id: string }>(
    'select property_id as id from events where company_id = $1 group by 1 order by count(*) desc, 1 limit 1',
    [companyId],
  );
  return {
    companyId,
    adminEmail,
    limitedEmail: ANALYST_EMAIL,
    events,
    propertyId: property.id,
    seedSeconds: (performance.now() - started) / 1000,
  };
}
