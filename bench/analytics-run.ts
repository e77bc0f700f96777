/**
 * The analytics dashboard's bench alone (`npx tsx bench/analytics-run.ts`), without the rest of
 * `npm run bench`: a fresh database (PGlite in a temp dir, or a new PostgreSQL database beside
 * DATABASE_URL, dropped at the end), the same company and events as the full bench
 * (bench/analytics-seed.ts: 5,000 properties, BENCH_ANALYTICS_EVENTS events, default 1,000,000 on
 * PostgreSQL and 100,000 on PGlite), the real app on loopback, and the same views
 * (bench/analytics.ts). Prints the figures; BENCHMARKS.md and results.json are left alone.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../src/server/db/connect.ts';
import { loginOverHttp } from '../tests/helpers/login.ts';
import { analyticsLines, measureAnalytics } from './analytics.ts';
import { ANALYST_EMAIL, seedAnalyticsCompany } from './analytics-seed.ts';
import { freshPostgres } from './fresh-postgres.ts';
import { listenForBench } from './listen.ts';

const databaseUrl = process.env.DATABASE_URL || undefined;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'property-ops-analytics-bench-'));
const postgres = databaseUrl ? await freshPostgres(databaseUrl) : undefined;
const database = await openDatabase(
  postgres
    ? { kind: 'postgres', url: postgres.url, poolSize: 10 }
    : { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') },
);
try {
  const company = await seedAnalyticsCompany(database);
  if (!company) throw new Error('BENCH_ANALYTICS_EVENTS is 0: nothing to measure');
  const { companyId, adminEmail, events, seedSeconds, propertyId } = company;
  const { app, baseUrl } = await listenForBench(database, dataDir);
  try {
    const tokens = {
      admin: (await loginOverHttp(baseUrl, adminEmail)).accessToken,
      limited: (await loginOverHttp(baseUrl, ANALYST_EMAIL)).accessToken,
    };
    const result = await measureAnalytics(baseUrl, { companyId, events, seedSeconds, propertyId }, tokens);
    console.log(`${analyticsLines(result).join('\n')}\n  database: ${database.kind}`);
  } finally {
    await app.close();
  }
} finally {
  await database.close();
  await postgres?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
