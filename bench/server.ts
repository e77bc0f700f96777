/**
 * The benchmark's server process (forked by bench/api.ts, so the load generator does not share
 * its event loop): a fresh database (PGlite in a temp DATA_DIR, or a new PostgreSQL database
 * when DATABASE_URL is set), migrated, the demo data and the scale companies seeded, then the
 * REAL app (buildApp) listening on 127.0.0.1. It answers the parent over IPC: bound (b) loops
 * run here, in-process, through the same driver the app uses; peak RSS is sampled here.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type CompanyContext, findMembership } from '../src/server/auth/membership.ts';
import { serviceContextOf } from '../src/server/context/endpoint-routes.ts';
import { type Database, openDatabase } from '../src/server/db/connect.ts';
import { DEMO_COMPANIES, DEMO_LOGINS } from '../src/server/seed/demo-logins.ts';
import { seedDemoData } from '../src/server/seed/demo-seed.ts';
import { seedFolderFiles } from '../src/server/seed/folder-files-seed.ts';
import { seedScale } from '../src/server/seed/scale-seed.ts';
import { seedAnalyticsCompany } from './analytics-seed.ts';
import {
  BENCH_ACTIVITY_ENTRIES,
  BENCH_EVENT_ID,
  BENCH_FOLDER_FILES,
  BENCH_FOLDER_ID,
  type BenchEndpoint,
  endpointByName,
} from './endpoints.ts';
import { freshPostgres } from './fresh-postgres.ts';
import { listenForBench } from './listen.ts';
import type { BoundRequest, BoundResult, FromServer, ScaleCompany, ToServer } from './protocol.ts';
import { seedReportCompany } from './report-seed.ts';
import { findTaskTarget, type TaskTarget, taskEndpoints } from './tasks.ts';

function send(message: FromServer): void {
  process.send?.(message);
}

let peakRss = process.memoryUsage().rss;
setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 50).unref();

/**
 * Bound (b): the route's own service call, `concurrency` loops at once, for `durationMs`, as the
 * company's administrator (`contexts`) or as the request's member.
 */
async function runBound(
  app: FastifyInstance,
  contexts: Map<string, CompanyContext>,
  request: BoundRequest,
  more: BenchEndpoint[],
) {
  const endpoint = endpointByName(request.endpoint, more);
  const company = request.memberEmail
    ? await findMembership(app.database.db, request.companyId, request.memberEmail)
    : contexts.get(request.companyId);
  if (!company) throw new Error(`no context for ${request.companyId} ${request.memberEmail ?? ''}`);
  const context = serviceContextOf(app, company);
  const warmUntil = performance.now() + request.warmupMs;
  while (performance.now() < warmUntil) await endpoint.run(context);
  let done = 0;
  const started = performance.now();
  const until = started + request.durationMs;
  const loop = async () => {
    while (performance.now() < until) {
      await endpoint.run(context);
      done++;
    }
  };
  await Promise.all(Array.from({ length: request.concurrency }, loop));
  const seconds = (performance.now() - started) / 1000;
  const result: BoundResult = { opsPerSecond: done / seconds, operations: done };
  return result;
}

/**
 * A copy of a demo event under BENCH_EVENT_ID with BENCH_ACTIVITY_ENTRIES entries in its activity
 * log (domain events naming it), for the 'activity log 5k' row.
 */
async function seedActivityLog(database: Database, companyId: string): Promise<void> {
  await database.query(
    `insert into events (id, company_id, number_year, number, property_id, event_type_id, event_category_id,
       location, status, severity_level, date_occurred_utc)
     select $1, company_id, number_year, number + 90000, property_id, event_type_id, event_category_id,
       'Bench activity', status, severity_level, date_occurred_utc
     from events where company_id = $2 order by number limit 1`,
    [BENCH_EVENT_ID, companyId],
  );
  await database.query(
    `insert into domain_events (company_id, type, subject_id, event_id, payload, occurred_at)
     select $2, 'event.detailsSaved', $1, $1,
       jsonb_build_object('before', jsonb_build_object('status', 0), 'after', jsonb_build_object('status', 1)),
       now() - make_interval(mins => i)
     from generate_series(1, $3::int) as i`,
    [BENCH_EVENT_ID, companyId, BENCH_ACTIVITY_ENTRIES],
  );
  await database.query('analyze domain_events');
}

async function main(): Promise<void> {
  // BENCH_ONLY=tasks measures the routine tasks alone: by default only the 100,000 company, no
  // events, no reports' or dashboard's company (each setting still wins when given).
  const tasksOnly = process.env.BENCH_ONLY === 'tasks';
  const scales = (process.env.BENCH_SCALES ?? (tasksOnly ? '100000' : '1000,10000,100000')).split(',').map(Number);
  // The companies that get the scale seed's events (10 per property: 10,000 and 100,000 events);
  // the others none: 1,000,000 events would add minutes of seeding and nothing the curve lacks.
  const eventScales = (process.env.BENCH_EVENT_SCALES ?? (tasksOnly ? '' : '1000,10000')).split(',').map(Number);
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'property-ops-bench-'));
  const postgres = databaseUrl ? await freshPostgres(databaseUrl) : undefined;
  const database = await openDatabase(
    postgres
      ? { kind: 'postgres', url: postgres.url, poolSize: Number(process.env.DATABASE_POOL_SIZE || 10) }
      : { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') },
  );

  const seedStarted = performance.now();
  await seedDemoData(database.db);
  const companies: ScaleCompany[] = [];
  let largest: (ScaleCompany & { inspectorEmail: string }) | undefined;
  for (const rows of scales) {
    const started = performance.now();
    const { companyId, adminEmail, inspectorEmail, counts } = await seedScale(database, {
      rows,
      companyName: `Bench Co ${rows}`,
      ...(eventScales.includes(rows) ? {} : { eventsPerProperty: 0 }),
    });
    const seedSeconds = (performance.now() - started) / 1000;
    companies.push({ rows, events: counts.events ?? 0, companyId, adminEmail, seedSeconds });
    if (!largest || rows > largest.rows) largest = { ...companies[companies.length - 1], inspectorEmail };
  }
  // The reports' company: 1,000,000 events on PostgreSQL (the issue's figure), 100,000 on PGlite
  // (a million there takes minutes to load); BENCH_REPORT_EVENTS=0 leaves it out.
  const reportEvents = Number(process.env.BENCH_REPORT_EVENTS ?? (tasksOnly ? 0 : databaseUrl ? 1_000_000 : 100_000));
  const reports = reportEvents > 0 ? await seedReportCompany(database, reportEvents) : undefined;
  const analytics = await seedAnalyticsCompany(database);
  const seedSeconds = (performance.now() - seedStarted) / 1000;

  const [demo] = await database.query<{ id: string }>('select id from companies where name = $1', [
    DEMO_COMPANIES.harbor.name,
  ]);
  await seedFolderFiles(database.db, { companyId: demo.id, count: BENCH_FOLDER_FILES, folderId: BENCH_FOLDER_ID });
  await database.query('analyze files, folders');
  await seedActivityLog(database, demo.id);
  const contexts = new Map<string, CompanyContext>();
  for (const [companyId, email] of [
    ...companies.map((company) => [company.companyId, company.adminEmail] as const),
    ...(reports ? [[reports.companyId, reports.adminEmail] as const] : []),
    [demo.id, DEMO_LOGINS.admin.email] as const,
  ]) {
    const context = await findMembership(database.db, companyId, email);
    if (!context) throw new Error(`${email} is not a member of ${companyId}`);
    contexts.set(companyId, context);
  }

  const tasks: TaskTarget | undefined = largest?.companyId ? await findTaskTarget(database, largest) : undefined;
  const moreEndpoints = tasks ? taskEndpoints(tasks) : [];

  const { app, baseUrl } = await listenForBench(database, dataDir);

  const stop = async () => {
    await app.close();
    await database.close();
    await postgres?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  process.on('message', (message: ToServer) => {
    void (async () => {
      try {
        if (message.type === 'bound') {
          send({ type: 'bound', id: message.id, result: await runBound(app, contexts, message, moreEndpoints) });
        } else if (message.type === 'rss') {
          send({ type: 'rss', id: message.id, peakRss, rss: process.memoryUsage().rss });
        } else if (message.type === 'stop') {
          await stop();
          send({ type: 'stopped', id: message.id });
          process.exit(0);
        }
      } catch (error) {
        send({ type: 'error', id: message.id, message: String((error as Error).stack ?? error) });
      }
    })();
  });

  send({
    type: 'ready',
    baseUrl,
    database: database.kind,
    companies,
    demo: { companyId: demo.id, adminEmail: DEMO_LOGINS.admin.email },
    reports,
    seedSeconds,
    load: app.config.load,
    analytics,
    tasks,
  });
}

main().catch((error) => {
  send({ type: 'error', id: 0, message: String((error as Error).stack ?? error) });
  process.exit(1);
});
