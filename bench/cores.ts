/**
 * `npm run bench:cores` (PostgreSQL: DATABASE_URL): the setup lists and the events list over
 * HTTP with one server process and with WEB_CONCURRENCY=2, side by side (issue 26's 'every core').
 *
 * Seeds a fresh database beside DATABASE_URL (the demo, then a scale company of BENCH_ROWS
 * properties, default 10,000, with 10 events each: 100,000 events), analyzes it, then starts the
 * real server (`src/server/main.ts`, the cluster primary when WEB_CONCURRENCY > 1) on it once per
 * process count, signs in through the real code + PKCE flow and drives each list with autocannon,
 * 10 connections, search + sort + page 25 (bench/endpoints.ts). Prints req/s, p50, p99 and the
 * ratio one / two, and writes the '## Every core' section of BENCHMARKS.md.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { openDatabase } from '../src/server/db/connect.ts';
import { seedDemoData } from '../src/server/seed/demo-seed.ts';
import { seedScale } from '../src/server/seed/scale-seed.ts';
import { loginOverHttp } from '../tests/helpers/login.ts';
import { updateBenchmarksSection } from './client-report.ts';
import { type BenchEndpoint, ENDPOINTS, EVENTS_ENDPOINT } from './endpoints.ts';
import { freshPostgres } from './fresh-postgres.ts';
import { freePort } from './listen.ts';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const DURATION = Number(process.env.BENCH_DURATION || 6);
const CONNECTIONS = 10;
const ROWS = Number(process.env.BENCH_ROWS || 10000);
const PROCESS_COUNTS = [1, 2];
/** The issue's goals: setup lists and events at two processes, p99, and how far one process is from two. */
const GOALS = { setupRps: 2100, eventsRps: 1000, p99Ms: 25, oneOfTwo: 0.55 };

interface Point {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
}

/** The real server on `databaseUrl` with `processes` server processes; resolves once every process listens (the banner). */
async function startServer(databaseUrl: string, processes: number) {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'property-ops-cores-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      WEB_CONCURRENCY: String(processes),
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_DEMO_DATA: 'false',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Property Ops is running at')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the server exited with ${code}:\n${output}`)));
  });
  return {
    baseUrl,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function cannon(url: string, token: string): Promise<Point> {
  const headers = { authorization: `Bearer ${token}` };
  await autocannon({ url, headers, connections: CONNECTIONS, duration: 2 });
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION });
  return {
    rps: result['2xx'] / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx + result.errors,
  };
}

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.log('bench:cores needs PostgreSQL (DATABASE_URL): the embedded PGlite lives in one process.');
    return;
  }
  const fresh = await freshPostgres(url);
  try {
    const started = performance.now();
    const database = await openDatabase({ kind: 'postgres', url: fresh.url, poolSize: 4 });
    await seedDemoData(database.db);
    const company = await seedScale(database, { rows: ROWS, companyName: `Bench Co ${ROWS}` });
    // What autovacuum would have done by the time a real company has this many rows.
    await database.query('analyze');
    await database.close();
    const events = company.counts.events ?? 0;
    console.log(
      `bench:cores: ${ROWS} properties, ${events} events, seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const endpoints: BenchEndpoint[] = [...ENDPOINTS.filter((e) => e.company === 'scale'), EVENTS_ENDPOINT];
    const results = new Map<string, Map<number, Point>>(endpoints.map((e) => [e.name, new Map()]));
    for (const processes of PROCESS_COUNTS) {
      const server = await startServer(fresh.url, processes);
      try {
        const token = (await loginOverHttp(server.baseUrl, company.adminEmail)).accessToken;
        for (const endpoint of endpoints) {
          const query = new URLSearchParams(endpoint.query);
          const point = await cannon(
            `${server.baseUrl}/api/company/${company.companyId}${endpoint.path}?${query}`,
            token,
          );
          results.get(endpoint.name)?.set(processes, point);
          console.log(
            `${String(processes)} process${processes > 1 ? 'es' : '  '}  ${endpoint.name.padEnd(16)} ${Math.round(point.rps).toString().padStart(6)} req/s  p50 ${point.p50} ms  p99 ${point.p99} ms${point.non2xx ? `  (non-2xx or errors: ${point.non2xx})` : ''}`,
          );
        }
      } finally {
        await server.stop();
      }
    }
    const section = markdown(endpoints, results, { rows: ROWS, events });
    console.log(`\n${section}`);
    updateBenchmarksSection(path.join(root, 'BENCHMARKS.md'), 'Every core', section);
  } finally {
    await fresh.drop();
  }
}

function markdown(
  endpoints: BenchEndpoint[],
  results: Map<string, Map<number, Point>>,
  scale: { rows: number; events: number },
): string {
  const lines = [
    '## Every core',
    '',
    `\`DATABASE_URL=… npm run bench:cores\` (bench/cores.ts): the real server (\`src/server/main.ts\`) on PostgreSQL with one process and with \`WEB_CONCURRENCY=2\`, on this ${os.availableParallelism()}-core machine (the load generator and PostgreSQL share it); a company of ${scale.rows.toLocaleString('en-US')} properties and ${scale.events.toLocaleString('en-US')} events, ${CONNECTIONS} connections, search + sort + page 25, ${DURATION} s per row. Goals (issue 26): every setup list ≥ ${GOALS.setupRps.toLocaleString('en-US')} req/s and the events list ≥ ${GOALS.eventsRps.toLocaleString('en-US')} req/s at two processes, p99 ≤ ${GOALS.p99Ms} ms, one process ≥ ${GOALS.oneOfTwo} of two.`,
    '',
    '| List | 1 process req/s | p50 / p99 ms | 2 processes req/s | p50 / p99 ms | one ÷ two | goal at two |',
    '|---|---|---|---|---|---|---|',
  ];
  for (const endpoint of endpoints) {
    const one = results.get(endpoint.name)?.get(1);
    const two = results.get(endpoint.name)?.get(2);
    if (!one || !two) continue;
    const goal = endpoint === EVENTS_ENDPOINT ? GOALS.eventsRps : GOALS.setupRps;
    const met = two.rps >= goal && two.p99 <= GOALS.p99Ms;
    lines.push(
      `| ${endpoint.name} | ${Math.round(one.rps)} | ${one.p50} / ${one.p99} | ${Math.round(two.rps)} | ${two.p50} / ${two.p99} | ${(one.rps / two.rps).toFixed(2)} | ${met ? 'met' : `not met (≥ ${goal}, p99 ≤ ${GOALS.p99Ms})`} |`,
    );
  }
  return `${lines.join('\n')}\n`;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
