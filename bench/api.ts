/**
 * `npm run bench`: API throughput against its own bounds, the scale curve, overload, peak RSS.
 *
 * Forks bench/server.ts (fresh database, demo data + one scale company per BENCH_SCALES entry,
 * the real app on 127.0.0.1), signs in through the real code + PKCE flow, then drives the server
 * with autocannon over loopback. Per list endpoint: requests/s, p50, p99 and the two bounds of
 * the same run — (a) the authenticated no-op GET /api/company/{id}/ping, (b) the endpoint's own
 * service call looped in the server process through the same driver (the database cost alone) —
 * and efficiency = rps / (1 / (1/a + 1/b)); the events list the same way at each company with
 * events, with its p50 curve. Results go to bench/results.json and the table in
 * BENCHMARKS.md. Settings: BENCH_SCALES (default 1000,10000,100000), BENCH_EVENT_SCALES (the
 * companies that get 10 events per property, default 1000,10000), BENCH_ROWS (the company the
 * endpoint table runs on, default 10000), BENCH_DURATION (seconds per measurement, default 6),
 * DATABASE_URL (PostgreSQL: a fresh database is created beside it and dropped at the end),
 * BENCH_REPORT_EVENTS (the reports' company: default 1,000,000 events on PostgreSQL, 100,000 on
 * PGlite; 0 leaves the reports out), BENCH_ONLY=reports (only /ping and the two reports, written
 * to bench/report-results.json: BENCHMARKS.md and results.json are left alone), BENCH_ONLY=tasks
 * (only /ping and the routine tasks' three reads on the largest company — by default just the
 * 100,000 one, without events, reports or dashboard — into bench/tasks-results.json and the
 * routine tasks' block of BENCHMARKS.md).
 */
import { type ChildProcess, fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { loginOverHttp } from '../tests/helpers/login.ts';
import { type AnalyticsResult, analyticsLines, measureAnalytics, writeAnalyticsMarkdown } from './analytics.ts';
import { type BenchEndpoint, ENDPOINTS, EVENTS_ENDPOINT, PEOPLE_ENDPOINT, REPORT_ENDPOINTS } from './endpoints.ts';
import type { BoundResult, FromServer, ToServer } from './protocol.ts';
import {
  TASKS_EFFICIENCY_GOAL,
  TASKS_P50_GOAL_MS,
  type TaskPoint,
  type TaskTarget,
  taskEndpoints,
  taskGoalMet,
  writeTasksMarkdown,
} from './tasks.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.dirname(here);
const DURATION = Number(process.env.BENCH_DURATION || 6);
const WARMUP = 2;
const CONNECTIONS = 10;
const OVERLOAD_REQUESTS = 500;
const OVERLOAD_LIMIT_MS = 5000;
const EFFICIENCY_FLOOR = 0.6;
const GUARD_FLOOR = 0.7;
/** The events list's goal (issue 11): p50 at the largest events scale within 1.5x of the smallest. */
const EVENTS_CURVE_LIMIT = 1.5;

type Ready = Extract<FromServer, { type: 'ready' }>;

/** The server process and a request/answer channel over IPC. */
class ServerProcess {
  private nextId = 1;
  private readonly waiting = new Map<number, (message: FromServer) => void>();
  readonly ready: Promise<Ready>;
  private readonly child: ChildProcess;

  constructor() {
    this.child = fork(path.join(here, 'server.ts'), { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    this.ready = new Promise((resolve, reject) => {
      this.child.once('exit', (code) => reject(new Error(`bench server exited (${code})`)));
      this.child.on('message', (message: FromServer) => {
        if (message.type === 'ready') resolve(message);
        else if (message.type === 'error' && message.id === 0) reject(new Error(message.message));
        else this.waiting.get(message.id)?.(message);
      });
    });
  }

  private ask(message: Omit<ToServer, 'id'> & { type: ToServer['type'] }): Promise<FromServer> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, (answer) => {
        this.waiting.delete(id);
        if (answer.type === 'error') reject(new Error(answer.message));
        else resolve(answer);
      });
      this.child.send({ ...message, id } as ToServer);
    });
  }

  async bound(endpoint: BenchEndpoint, companyId: string): Promise<BoundResult> {
    const answer = await this.ask({
      type: 'bound',
      endpoint: endpoint.name,
      companyId,
      memberEmail: endpoint.memberEmail,
      concurrency: CONNECTIONS,
      warmupMs: 1000,
      durationMs: Math.max(2000, (DURATION * 1000) / 2),
    } as Omit<ToServer, 'id'>);
    if (answer.type !== 'bound') throw new Error(`unexpected answer ${answer.type}`);
    return answer.result;
  }

  async rss(): Promise<{ peakRss: number; rss: number }> {
    const answer = await this.ask({ type: 'rss' });
    if (answer.type !== 'rss') throw new Error(`unexpected answer ${answer.type}`);
    return answer;
  }

  async stop(): Promise<void> {
    await this.ask({ type: 'stop' }).catch(() => undefined);
  }

  kill(): void {
    if (this.child.exitCode === null) this.child.kill();
  }
}

interface Measured {
  rps: number;
  p50: number;
  p99: number;
  max: number;
  requests: number;
  non2xx: number;
  errors: number;
}

async function cannon(
  url: string,
  token: string | undefined,
  options: { duration: number; connections?: number },
): Promise<Measured> {
  const headers = token ? { authorization: `Bearer ${token}` } : {};
  const connections = options.connections ?? CONNECTIONS;
  await autocannon({ url, headers, connections, duration: WARMUP });
  const result = await autocannon({ url, headers, connections, duration: options.duration });
  const ok = result['2xx'];
  return {
    rps: ok / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

type ListMeasured = Measured & { boundA: number; boundB: number; composedBound: number; efficiency: number };

/**
 * A list endpoint against its bounds: over HTTP, then bound (b) in the server process; (a) is the
 * run's /ping. Efficiency = req/s ÷ (1 / (1/a + 1/b)).
 */
async function measureList(
  server: ServerProcess,
  endpoint: BenchEndpoint,
  url: string,
  token: string | undefined,
  companyId: string,
  ping: number,
): Promise<ListMeasured> {
  const measured = await cannon(withQuery(url, endpoint.query), token, { duration: DURATION });
  const bound = await server.bound(endpoint, companyId);
  const composedBound = 1 / (1 / ping + 1 / bound.opsPerSecond);
  return {
    ...measured,
    boundA: ping,
    boundB: bound.opsPerSecond,
    composedBound,
    efficiency: measured.rps / composedBound,
  };
}

/** One row of the bounds tables printed to the console. */
function boundsLine(label: string, m: ListMeasured): string {
  const cells = [round(m.rps), m.p50, m.p99, round(m.boundA), round(m.boundB), round(m.composedBound)].map(String);
  const widths = [6, 6, 6, 8, 7, 7];
  const flags = `${m.efficiency < EFFICIENCY_FLOOR ? '  DEFECT (< 0.6)' : ''}${m.non2xx || m.errors ? `  (non-2xx ${m.non2xx}, errors ${m.errors})` : ''}`;
  return `${label.padEnd(16)} ${cells.map((cell, i) => cell.padStart(widths[i])).join('  ')}   ${m.efficiency.toFixed(2)}${flags}`;
}

const round = (value: number, digits = 0) => Number(value.toFixed(digits));
const mb = (bytes: number) => round(bytes / 1024 / 1024, 1);
const withQuery = (base: string, query: Record<string, string>) => `${base}?${new URLSearchParams(query)}`;
const log = (line: string) => console.log(line);

type ReportMeasured = ListMeasured & {
  name: string;
  path: string;
  query: Record<string, string>;
  /** One request at a time: how long one answer takes (the issue's 200 ms / 100 ms goals). */
  alone: Measured;
};

/** The two reports (issue 13) on the reports' company, each against its bounds. */
async function measureReports(
  server: ServerProcess,
  reports: NonNullable<Ready['reports']>,
  url: (endpoint: BenchEndpoint) => string,
  token: string | undefined,
  ping: number,
): Promise<ReportMeasured[]> {
  log(
    `\nreports (${reports.events.toLocaleString('en-US')} events in ${reports.groups.toLocaleString('en-US')} count rows, ${reports.claims.toLocaleString('en-US')} claims; seeded in ${reports.seedSeconds.toFixed(1)} s), ${CONNECTIONS} connections`,
  );
  log('report            rps     p50 ms  p99 ms   (a) ping  (b) sql   bound    efficiency');
  const points: ReportMeasured[] = [];
  for (const endpoint of REPORT_ENDPOINTS) {
    const measured = await measureList(server, endpoint, url(endpoint), token, reports.companyId, ping);
    const alone = await cannon(withQuery(url(endpoint), endpoint.query), token, { duration: DURATION, connections: 1 });
    points.push({ name: endpoint.name, path: endpoint.path, query: endpoint.query, ...measured, alone });
    log(boundsLine(endpoint.name, measured));
    log(`  one at a time: p50 ${alone.p50} ms, p99 ${alone.p99} ms, ${round(alone.rps)} rps`);
  }
  return points;
}

/** The rows of a reply: its envelope's list (instances, routineTasks). */
async function answerRows(url: string, token: string | undefined): Promise<number> {
  const response = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as Record<string, unknown>;
  const list = Object.values(body).find(Array.isArray);
  return list ? list.length : 0;
}

/** Routine tasks (issue 15, bench/tasks.ts): the week view, the task list and My Tasks, each against its bounds. */
async function measureTasks(
  server: ServerProcess,
  target: TaskTarget,
  url: (endpoint: BenchEndpoint) => string,
  token: (endpoint: BenchEndpoint) => string | undefined,
  ping: number,
): Promise<TaskPoint[]> {
  const c = target.counts;
  log(
    `\nroutine tasks (${target.rows} properties: ${c.tasks} tasks, ${c.instances} instances, ${c.results} results; a property of ${c.propertyTasks} tasks, week ${target.week.startDate}; My Tasks of an inspector on ${c.inspectorTasks} tasks), ${CONNECTIONS} connections`,
  );
  log('read              rps     p50 ms  p99 ms   (a) ping  (b) sql   bound    efficiency');
  const points: TaskPoint[] = [];
  for (const endpoint of taskEndpoints(target)) {
    const full = withQuery(url(endpoint), endpoint.query);
    const rows = await answerRows(full, token(endpoint));
    const measured = await measureList(server, endpoint, url(endpoint), token(endpoint), target.companyId, ping);
    const alone = await cannon(full, token(endpoint), { duration: DURATION, connections: 1 });
    const point = {
      name: endpoint.name,
      path: endpoint.path,
      query: endpoint.query,
      ...measured,
      answerRows: rows,
      alone: { p50: alone.p50, p99: alone.p99, rps: alone.rps },
    };
    points.push(point);
    log(
      `${boundsLine(endpoint.name.replace('tasks: ', ''), measured)}  ${taskGoalMet(point) ? 'goal met' : `GOAL NOT MET (p50 < ${TASKS_P50_GOAL_MS} ms, efficiency ≥ ${TASKS_EFFICIENCY_GOAL})`}`,
    );
    log(`  ${rows} rows; one at a time: p50 ${alone.p50} ms, p99 ${alone.p99} ms, ${round(alone.rps)} rps`);
  }
  return points;
}

async function main(): Promise<void> {
  const startedAt = new Date();
  const server = new ServerProcess();
  const cleanUp = () => server.kill();
  process.once('SIGINT', () => {
    cleanUp();
    process.exit(130);
  });
  try {
    log('bench: seeding and starting the server …');
    const ready = await server.ready;
    log(
      `bench: ${ready.database}, seeded in ${ready.seedSeconds.toFixed(1)} s (${ready.companies
        .map((company) => `${company.rows} rows + ${company.events} events ${company.seedSeconds.toFixed(1)} s`)
        .join(', ')}), server at ${ready.baseUrl}`,
    );
    const mainRows = Number(process.env.BENCH_ROWS || 10000);
    const mainCompany =
      ready.companies.find((company) => company.rows === mainRows) ?? ready.companies[ready.companies.length - 1];
    const largest = ready.companies.reduce((a, b) => (b.rows > a.rows ? b : a));

    const tokens = new Map<string, string>();
    for (const { companyId, adminEmail } of [
      ...ready.companies,
      ...(ready.reports ? [ready.reports] : []),
      ready.demo,
    ]) {
      tokens.set(companyId, (await loginOverHttp(ready.baseUrl, adminEmail)).accessToken);
    }
    const memberTokens = new Map<string, string>();
    if (ready.tasks) {
      const email = ready.tasks.inspectorEmail;
      memberTokens.set(email, (await loginOverHttp(ready.baseUrl, email)).accessToken);
    }
    const api = (companyId: string, suffix: string) => `${ready.baseUrl}/api/company/${companyId}${suffix}`;

    // (1) The guard's cost: the unguarded no-op /healthz against the guarded no-op /ping.
    // Both requests carry the same bearer token, so they differ only by the guard's work.
    const mainToken = tokens.get(mainCompany.companyId);
    const unguarded = await cannon(`${ready.baseUrl}/healthz`, mainToken, { duration: DURATION });
    const ping = await cannon(api(mainCompany.companyId, '/ping'), mainToken, { duration: DURATION });
    const guardRatio = ping.rps / unguarded.rps;
    log(
      `no-op: /healthz ${round(unguarded.rps)} rps, /ping ${round(ping.rps)} rps → guarded/unguarded ${guardRatio.toFixed(2)} ${guardRatio < GUARD_FLOOR ? '(BELOW 0.7)' : ''}`,
    );

    const reportsOf = async () =>
      ready.reports
        ? measureReports(
            server,
            ready.reports,
            (endpoint) => api(ready.reports?.companyId ?? '', endpoint.path),
            tokens.get(ready.reports.companyId),
            ping.rps,
          )
        : [];
    const tasksOf = async () =>
      ready.tasks
        ? measureTasks(
            server,
            ready.tasks,
            (endpoint) => api(ready.tasks?.companyId ?? '', endpoint.path),
            (endpoint) =>
              endpoint.memberEmail ? memberTokens.get(endpoint.memberEmail) : tokens.get(ready.tasks?.companyId ?? ''),
            ping.rps,
          )
        : [];
    const writeTasks = (points: TaskPoint[]) => {
      if (!ready.tasks || points.length === 0) return;
      const header = machineLine({ date: startedAt.toISOString(), machine: machineOf(), database: ready.database });
      writeTasksMarkdown(path.join(root, 'BENCHMARKS.md'), ready.tasks, points, header);
    };
    if (process.env.BENCH_ONLY === 'tasks') {
      const tasks = await tasksOf();
      const summary = {
        date: startedAt.toISOString(),
        machine: machineOf(),
        database: ready.database,
        durationSeconds: DURATION,
        seed: ready.companies,
        target: ready.tasks,
        ping: ping.rps,
        tasks,
      };
      fs.writeFileSync(path.join(here, 'tasks-results.json'), `${JSON.stringify(summary, null, 2)}\n`);
      writeTasks(tasks);
      log('\nbench: wrote bench/tasks-results.json and the routine tasks block of BENCHMARKS.md (BENCH_ONLY=tasks)');
      await server.stop();
      return;
    }
    if (process.env.BENCH_ONLY === 'reports') {
      const reports = await reportsOf();
      const file = path.join(here, 'report-results.json');
      const summary = {
        date: startedAt.toISOString(),
        database: ready.database,
        durationSeconds: DURATION,
        company: ready.reports,
        ping: ping.rps,
        reports,
      };
      fs.writeFileSync(file, `${JSON.stringify(summary, null, 2)}\n`);
      log('\nbench: wrote bench/report-results.json (BENCH_ONLY=reports: BENCHMARKS.md and results.json unchanged)');
      await server.stop();
      return;
    }

    // (2) Each list endpoint against its bounds.
    const endpoints = [];
    log(
      `\nlist endpoints (${mainCompany.rows} rows per table; procedures: the demo company), ${CONNECTIONS} connections`,
    );
    log('endpoint          rps     p50 ms  p99 ms   (a) ping  (b) sql   bound    efficiency');
    for (const endpoint of ENDPOINTS) {
      const companyId = endpoint.company === 'demo' ? ready.demo.companyId : mainCompany.companyId;
      const measured = await measureList(
        server,
        endpoint,
        api(companyId, endpoint.path),
        tokens.get(companyId),
        companyId,
        ping.rps,
      );
      endpoints.push({
        name: endpoint.name,
        path: endpoint.path,
        query: endpoint.query,
        rows: endpoint.company === 'demo' ? 'demo' : mainCompany.rows,
        ...measured,
      });
      log(boundsLine(endpoint.name, measured));
    }

    // (3) The events list at each scale (10 events per property): its bounds and its own curve.
    log(`\nevents list (${new URLSearchParams(EVENTS_ENDPOINT.query)}), ${CONNECTIONS} connections`);
    log('events            rps     p50 ms  p99 ms   (a) ping  (b) sql   bound    efficiency');
    const eventPoints = [];
    for (const company of ready.companies.filter((c) => c.events > 0)) {
      const measured = await measureList(
        server,
        EVENTS_ENDPOINT,
        api(company.companyId, EVENTS_ENDPOINT.path),
        tokens.get(company.companyId),
        company.companyId,
        ping.rps,
      );
      eventPoints.push({ rows: company.rows, events: company.events, ...measured });
      log(boundsLine(String(company.events), measured));
    }
    const eventsRatio = eventPoints.length
      ? eventPoints[eventPoints.length - 1].p50 / Math.max(eventPoints[0].p50, 1)
      : Number.NaN;
    if (eventPoints.length > 1) {
      log(
        `  p50 ${eventPoints[eventPoints.length - 1].events} / ${eventPoints[0].events} events: ${eventsRatio.toFixed(2)}x ${eventsRatio > EVENTS_CURVE_LIMIT ? `(ABOVE ${EVENTS_CURVE_LIMIT}x)` : `(within ${EVENTS_CURVE_LIMIT}x)`}`,
      );
    }

    // (3b) The two reports (issue 13) on the reports' company.
    const reports = await reportsOf();

    // (3c) Routine tasks (issue 15) on the largest company.
    const tasks = await tasksOf();

    // (4) The scale curve: people list (search + sort + page) per company size.
    log('\nscale curve: people list (search + sort + page of 25)');
    const curve = [];
    for (const company of ready.companies) {
      const url = withQuery(api(company.companyId, PEOPLE_ENDPOINT.path), PEOPLE_ENDPOINT.query);
      const measured = await cannon(url, tokens.get(company.companyId), { duration: Math.max(3, DURATION / 2) });
      curve.push({ rows: company.rows, ...measured });
      log(
        `  ${String(company.rows).padStart(7)} rows: p50 ${measured.p50} ms, p99 ${measured.p99} ms, ${round(measured.rps)} rps`,
      );
    }
    const smallest = curve[0];
    const biggest = curve[curve.length - 1];
    const curveRatio = biggest.p50 / Math.max(smallest.p50, 1);
    log(
      `  p50 ${biggest.rows} / ${smallest.rows}: ${curveRatio.toFixed(2)}x ${curveRatio > 2 ? '(ABOVE 2x)' : '(within 2x)'}`,
    );

    // (5) Overload: 500 requests in flight at once at the heaviest list.
    const overloadUrl = withQuery(api(largest.companyId, PEOPLE_ENDPOINT.path), PEOPLE_ENDPOINT.query);
    const burst = await autocannon({
      url: overloadUrl,
      headers: { authorization: `Bearer ${tokens.get(largest.companyId)}` },
      connections: OVERLOAD_REQUESTS,
      amount: OVERLOAD_REQUESTS,
      timeout: 15,
    });
    const codes = Object.fromEntries(
      Object.entries(burst.statusCodeStats ?? {}).map(([code, stats]) => [code, stats.count ?? 0]),
    );
    const overload = {
      requests: OVERLOAD_REQUESTS,
      rows: largest.rows,
      statusCodes: codes,
      ok: codes['200'] ?? 0,
      shed: codes['503'] ?? 0,
      timeouts: burst.timeouts,
      errors: burst.errors,
      maxLatencyMs: burst.latency.max,
      passed: burst.timeouts === 0 && burst.errors === 0 && burst.latency.max < OVERLOAD_LIMIT_MS,
    };
    log(
      `\noverload: ${OVERLOAD_REQUESTS} concurrent GET people (${largest.rows} rows): 200 × ${overload.ok}, 503 × ${overload.shed}, timeouts ${overload.timeouts}, errors ${overload.errors}, max latency ${overload.maxLatencyMs} ms → ${overload.passed ? 'OK' : 'FAILED'}`,
    );

    // (6) The analytics dashboard at BENCH_ANALYTICS_EVENTS events (bench/analytics.ts).
    let analytics: AnalyticsResult | undefined;
    if (ready.analytics) {
      const target = ready.analytics;
      analytics = await measureAnalytics(ready.baseUrl, target, {
        admin: (await loginOverHttp(ready.baseUrl, target.adminEmail)).accessToken,
        limited: (await loginOverHttp(ready.baseUrl, target.limitedEmail)).accessToken,
      });
      for (const line of analyticsLines(analytics)) log(line);
    }

    const { peakRss } = await server.rss();
    log(`\npeak server RSS: ${mb(peakRss)} MB`);

    const results = {
      date: startedAt.toISOString(),
      machine: machineOf(),
      database: ready.database,
      settings: {
        connections: CONNECTIONS,
        warmupSeconds: WARMUP,
        durationSeconds: DURATION,
        scales: ready.companies.map((c) => c.rows),
      },
      seed: {
        seconds: ready.seedSeconds,
        companies: ready.companies.map(({ rows, events, seedSeconds }) => ({ rows, events, seedSeconds })),
      },
      noop: { unguarded, ping, guardRatio },
      endpoints,
      events: { query: EVENTS_ENDPOINT.query, points: eventPoints, ratio: eventsRatio },
      reports: ready.reports ? { company: ready.reports, points: reports } : undefined,
      scaleCurve: { points: curve, ratio: curveRatio },
      overload,
      load: ready.load,
      peakRssBytes: peakRss,
      analytics,
      tasks: ready.tasks ? { target: ready.tasks, points: tasks } : undefined,
    };
    fs.writeFileSync(path.join(here, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
    writeMarkdown(results);
    if (analytics) writeAnalyticsMarkdown(path.join(root, 'BENCHMARKS.md'), analytics, machineLine(results));
    writeTasks(tasks);
    log('\nbench: wrote bench/results.json and BENCHMARKS.md');
    await server.stop();
  } finally {
    cleanUp();
  }
}

type Results = {
  date: string;
  machine: { cpus: number; cpuModel: string; memoryGb: number; node: string; platform: string };
  database: string;
  settings: { connections: number; warmupSeconds: number; durationSeconds: number };
  noop: { unguarded: Measured; ping: Measured; guardRatio: number };
  endpoints: (ListMeasured & { name: string; path: string; rows: number | string })[];
  events: { query: Record<string, string>; points: (ListMeasured & { rows: number; events: number })[]; ratio: number };
  reports?: { company: NonNullable<Ready['reports']>; points: ReportMeasured[] };
  scaleCurve: { points: (Measured & { rows: number })[]; ratio: number };
  overload: {
    requests: number;
    rows: number;
    ok: number;
    shed: number;
    timeouts: number;
    errors: number;
    maxLatencyMs: number;
    passed: boolean;
  };
  peakRssBytes: number;
  seed: { seconds: number; companies: { rows: number; events: number; seedSeconds: number }[] };
};

/** The reports' table of the generated block (issue 13). */
function reportLines(reports: NonNullable<Results['reports']>): string[] {
  const { company } = reports;
  return [
    `| Reports (${company.events.toLocaleString('en-US')} events, ${company.groups.toLocaleString('en-US')} count rows, ${company.claims.toLocaleString('en-US')} claims) | query | req/s | p50 ms | p99 ms | (a) /ping req/s | (b) SQL ops/s | bound 1/(1/a+1/b) | efficiency | alone p50 / p99 ms |`,
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...reports.points.map(
      (e) =>
        `| ${e.name} \`${e.path}\` | \`${new URLSearchParams(e.query)}\` | ${round(e.rps)} | ${e.p50} | ${e.p99} | ${round(e.boundA)} | ${round(e.boundB)} | ${round(e.composedBound)} | ${e.efficiency.toFixed(2)} | ${e.alone.p50} / ${e.alone.p99} |`,
    ),
    '',
  ];
}

function machineOf(): Results['machine'] {
  return {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? 'unknown',
    memoryGb: round(os.totalmem() / 1024 ** 3, 1),
    node: process.version,
    platform: `${os.type()} ${os.release()}`,
  };
}

/** The run's machine and database, in words (the first line of each generated block). */
function machineLine(results: Pick<Results, 'date' | 'machine' | 'database'>): string {
  const m = results.machine;
  return `_Generated by \`npm run bench\` on ${results.date.slice(0, 10)} — ${m.cpus} CPUs (${m.cpuModel}), ${m.memoryGb} GB memory, Node ${m.node}, ${m.platform}, database: ${results.database === 'pglite' ? 'embedded PGlite' : 'PostgreSQL'}._`;
}

const START = '<!-- bench:results:start -->';
const END = '<!-- bench:results:end -->';

/** Replaces the generated block of BENCHMARKS.md (the prose around it is kept). */
function writeMarkdown(results: Results): void {
  const file = path.join(root, 'BENCHMARKS.md');
  const m = results.machine;
  const lines = [
    START,
    `_Generated by \`npm run bench\` on ${results.date.slice(0, 10)} — ${m.cpus} CPUs (${m.cpuModel}), ${m.memoryGb} GB memory, Node ${m.node}, ${m.platform}, database: ${results.database === 'pglite' ? 'embedded PGlite' : 'PostgreSQL'}; ${results.settings.connections} connections, ${results.settings.warmupSeconds} s warm-up, ${results.settings.durationSeconds} s per run, loopback._`,
    '',
    '| Endpoint | Rows | req/s | p50 ms | p99 ms | (a) /ping req/s | (b) SQL ops/s | bound 1/(1/a+1/b) | efficiency |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...results.endpoints.map(
      (e) =>
        `| ${e.name} \`${e.path}\` | ${e.rows} | ${round(e.rps)} | ${e.p50} | ${e.p99} | ${round(e.boundA)} | ${round(e.boundB)} | ${round(e.composedBound)} | ${e.efficiency.toFixed(2)} |`,
    ),
    '',
    `| Events list (\`${new URLSearchParams(results.events.query)}\`) | Events | req/s | p50 ms | p99 ms | (a) /ping req/s | (b) SQL ops/s | bound 1/(1/a+1/b) | efficiency |`,
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...results.events.points.map(
      (e) =>
        `| ${e.rows} properties | ${e.events} | ${round(e.rps)} | ${e.p50} | ${e.p99} | ${round(e.boundA)} | ${round(e.boundB)} | ${round(e.composedBound)} | ${e.efficiency.toFixed(2)} |`,
    ),
    '',
    `Events list p50 at the largest / the smallest scale: **${results.events.ratio.toFixed(2)}x** (goal ${EVENTS_CURVE_LIMIT}x).`,
    '',
    ...(results.reports ? reportLines(results.reports) : []),
    `No-op routes: \`/healthz\` (no guard) ${round(results.noop.unguarded.rps)} req/s, \`/api/company/{id}/ping\` (token + membership) ${round(results.noop.ping.rps)} req/s — guarded/unguarded **${results.noop.guardRatio.toFixed(2)}** (floor 0.70).`,
    '',
    '| Scale curve: people list (search + sort + page of 25) | p50 ms | p99 ms | req/s |',
    '|---|---:|---:|---:|',
    ...results.scaleCurve.points.map((p) => `| ${p.rows} rows | ${p.p50} | ${p.p99} | ${round(p.rps)} |`),
    '',
    `p50 at the largest / the smallest scale: **${results.scaleCurve.ratio.toFixed(2)}x** (limit 2x).`,
    '',
    `Overload: ${results.overload.requests} concurrent requests at the people list (${results.overload.rows} rows): ${results.overload.ok} × 200, ${results.overload.shed} × 503 + Retry-After, ${results.overload.timeouts} timeouts, ${results.overload.errors} errors, max latency ${results.overload.maxLatencyMs} ms — **${results.overload.passed ? 'within 5 s' : 'FAILED'}**.`,
    '',
    `Peak server RSS: **${mb(results.peakRssBytes)} MB**.`,
    '',
    `Scale seed (\`seedScale\`, the same code as \`npm run seed:scale\`, one after the other into one database): ${results.seed.companies.map((company) => `${company.rows.toLocaleString('en-US')} rows + ${company.events.toLocaleString('en-US')} events ${company.seedSeconds.toFixed(1)} s`).join(', ')}.`,
    END,
  ];
  const block = lines.join('\n');
  const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : `# Benchmarks\n\n${START}\n${END}\n`;
  const start = current.indexOf(START);
  const end = current.indexOf(END);
  const next =
    start >= 0 && end > start
      ? `${current.slice(0, start)}${block}${current.slice(end + END.length)}`
      : `${current.trimEnd()}\n\n${block}\n`;
  fs.writeFileSync(file, next);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
