import { loginOverHttp } from '../tests/helpers/login.ts';
import { analyticsLines, measureAnalytics } from './analytics.ts';
import { ANALYST_EMAIL, seedAnalyticsCompany } from './analytics-seed.ts';
import { openBenchDatabase } from './fresh-postgres.ts';
import { listenForBench } from './listen.ts';

const { database, dataDir, dispose } = await openBenchDatabase('analytics-bench');
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
  await dispose();
}
