/**
 * The analytics dashboard in `npm run bench` (issue 14): GET /analytics at the company of
 * BENCH_ANALYTICS_EVENTS events (bench/analytics-seed.ts; default 1,000,000 on PostgreSQL,
 * 100,000 on PGlite), as one person opening the dashboard: requests one after the other, each
 * the whole dashboard. Goal: the default view (the last twelve months, every property) under
 * 500 ms p95 at 1,000,000 events on PostgreSQL, both the administrator's (the rollups, issue 14)
 * and that of a member of 'all properties' whose role does not see every event (the rollups less
 * the role-limited rollups of the 3 % of events limited to the Administrator role, issue 26).
 * Also a month, and one property (the events themselves).
 * Its figures go to bench/results.json and their own block of BENCHMARKS.md.
 */
import fs from 'node:fs';
import path from 'node:path';

export interface AnalyticsTarget {
  companyId: string;
  events: number;
  seedSeconds: number;
  propertyId: string;
}

export interface AnalyticsPoint {
  view: string;
  query: Record<string, string>;
  viewer: 'admin' | 'limited';
  p50: number;
  p95: number;
  max: number;
  requests: number;
}

export interface AnalyticsResult {
  events: number;
  seedSeconds: number;
  goalMs: number;
  points: AnalyticsPoint[];
  /** Every viewer's default view (no range, no property) under goalMs at p95. */
  passed: boolean;
}

const GOAL_MS = 500;
const WARMUP = 3;
const REQUESTS = Number(process.env.BENCH_ANALYTICS_REQUESTS || 20);

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
const round = (value: number) => Math.round(value * 10) / 10;

async function timed(url: string, token: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  const body = await response.text();
  if (!response.ok) throw new Error(`GET ${url}: ${response.status} ${body.slice(0, 200)}`);
  return performance.now() - started;
}

/** Each view: WARMUP requests, then REQUESTS one after the other (one person's dashboard). */
export async function measureAnalytics(
  baseUrl: string,
  target: AnalyticsTarget,
  tokens: { admin: string; limited: string },
): Promise<AnalyticsResult> {
  const today = new Date();
  const monthAgo = new Date(today.getTime() - 30 * 86_400_000);
  const day = (date: Date) => date.toISOString().slice(0, 10);
  const views: Omit<AnalyticsPoint, 'p50' | 'p95' | 'max' | 'requests'>[] = [
    { view: 'last 12 months, every property (rollups)', query: {}, viewer: 'admin' },
    { view: 'last 30 days, every property (rollups)', query: { from: day(monthAgo), to: day(today) }, viewer: 'admin' },
    { view: 'last 12 months, one property', query: { propertyId: target.propertyId }, viewer: 'admin' },
    { view: 'last 12 months, role-limited viewer', query: {}, viewer: 'limited' },
    {
      view: 'last 30 days, role-limited viewer',
      query: { from: day(monthAgo), to: day(today) },
      viewer: 'limited',
    },
  ];
  const points: AnalyticsPoint[] = [];
  for (const view of views) {
    const url = `${baseUrl}/api/company/${target.companyId}/analytics?${new URLSearchParams(view.query)}`;
    const token = tokens[view.viewer];
    for (let i = 0; i < WARMUP; i++) await timed(url, token);
    const times: number[] = [];
    for (let i = 0; i < REQUESTS; i++) times.push(await timed(url, token));
    times.sort((a, b) => a - b);
    points.push({
      ...view,
      p50: round(quantile(times, 0.5)),
      p95: round(quantile(times, 0.95)),
      max: round(times[times.length - 1]),
      requests: REQUESTS,
    });
  }
  return {
    events: target.events,
    seedSeconds: target.seedSeconds,
    goalMs: GOAL_MS,
    points,
    passed: goalPoints(points).every((point) => point.p95 < GOAL_MS),
  };
}

/** The views the goal is about: each viewer's default view (the last twelve months, every property). */
function goalPoints(points: AnalyticsPoint[]): AnalyticsPoint[] {
  return points.filter((point) => Object.keys(point.query).length === 0);
}

/** 'admin 270.2 ms, limited 353.5 ms': the goal views' p95. */
function goalFigures(result: AnalyticsResult): string {
  return goalPoints(result.points)
    .map((point) => `${point.viewer} ${point.p95} ms`)
    .join(', ');
}

export function analyticsLines(result: AnalyticsResult): string[] {
  return [
    `\nanalytics dashboard (${result.events.toLocaleString('en-US')} events, seeded in ${result.seedSeconds.toFixed(1)} s), requests one after the other`,
    ...result.points.map(
      (point) => `  ${point.view.padEnd(44)} p50 ${point.p50} ms, p95 ${point.p95} ms, max ${point.max} ms`,
    ),
    `  goal: each viewer's default view under ${result.goalMs} ms (p95; ${goalFigures(result)}) → ${result.passed ? 'OK' : 'ABOVE'}`,
  ];
}

const START = '<!-- bench:analytics:start -->';
const END = '<!-- bench:analytics:end -->';

/** Replaces the analytics block of BENCHMARKS.md (its own markers; the rest of the file is kept). */
export function writeAnalyticsMarkdown(file: string, result: AnalyticsResult, header: string): void {
  const lines = [
    START,
    header,
    '',
    `GET /analytics, the whole dashboard per request, ${result.points[0].requests} requests one after the other after ${WARMUP} warm-ups, at ${result.events.toLocaleString('en-US')} events (seeded set-based in ${result.seedSeconds.toFixed(1)} s):`,
    '',
    '| View | Viewer | p50 ms | p95 ms | max ms |',
    '|---|---|---:|---:|---:|',
    ...result.points.map((point) => `| ${point.view} | ${point.viewer} | ${point.p50} | ${point.p95} | ${point.max} |`),
    '',
    `Goal: the default view (last 12 months, every property) under ${result.goalMs} ms p95, the administrator's and the role-limited viewer's — **${result.passed ? 'met' : 'NOT met'}** (${goalFigures(result)}).`,
    END,
  ];
  const block = lines.join('\n');
  const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '# Benchmarks\n';
  const start = current.indexOf(START);
  const end = current.indexOf(END);
  const next =
    start >= 0 && end > start
      ? `${current.slice(0, start)}${block}${current.slice(end + END.length)}`
      : `${current.trimEnd()}\n\n## Analytics dashboard (issue 14)\n\n${block}\n`;
  fs.writeFileSync(path.resolve(file), next);
}
