/**
 * `npm run bench:export`: one streamed CSV export end to end over HTTP (issue 26: 100,000 rows in
 * ≤ 3 s, the server's memory flat while it streams). A forked server process (the real app on
 * 127.0.0.1, a fresh database: PGlite, then PostgreSQL when DATABASE_URL is set) is seeded with
 * the demo and one scale company of BENCH_EXPORT_PROPERTIES properties × 10 events (default
 * 10,000: 100,000 events); this process signs in as its administrator, asks for a download
 * ticket and reads GET /events2/export?statusType=-1 to the end as a browser would, counting
 * bytes and rows. Printed per engine: seconds to the first byte and to the last, rows, megabytes,
 * the server process's CPU time during the export (all its threads: compression included; on a
 * shared machine steadier than the seconds), and the server's RSS before the export and its peak
 * while streaming (sampled every 20 ms).
 */
import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../src/server/db/connect.ts';
import { seedDemoData } from '../src/server/seed/demo-seed.ts';
import { seedScale } from '../src/server/seed/scale-seed.ts';
import { loginOverHttp } from '../tests/helpers/login.ts';
import { freshPostgres } from './fresh-postgres.ts';
import { listenForBench } from './listen.ts';

const here = fileURLToPath(import.meta.url);
const PROPERTIES = Number(process.env.BENCH_EXPORT_PROPERTIES || 10_000);
/** Measured exports per engine after the warm-up (BENCH_EXPORT_RUNS, default 1): one seed, several figures. */
const RUNS = Math.max(1, Number(process.env.BENCH_EXPORT_RUNS || 1));

type ServerMessage =
  | { type: 'ready'; baseUrl: string; companyId: string; adminEmail: string; events: number; seedSeconds: number }
  | { type: 'rss'; current: number; peak: number; cpu: number };

/** The server side: seed, listen, sample RSS, answer 'rss' (and reset the peak, with its CPU time so far) when asked. */
async function serve(engine: 'pglite' | 'postgres'): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'property-ops-export-bench-'));
  const postgres = engine === 'postgres' ? await freshPostgres(process.env.DATABASE_URL as string) : undefined;
  const database = await openDatabase(
    postgres
      ? { kind: 'postgres', url: postgres.url, poolSize: 10 }
      : { kind: 'pglite', dataDir: path.join(dataDir, 'db') },
  );
  const started = performance.now();
  await seedDemoData(database.db);
  const { companyId, adminEmail } = await seedScale(database, { rows: PROPERTIES, eventsPerProperty: 10 });
  const [{ n }] = await database.query<{ n: string }>('select count(*) as n from events where company_id = $1', [
    companyId,
  ]);
  const seedSeconds = (performance.now() - started) / 1000;
  const { app, baseUrl } = await listenForBench(database, dataDir);
  let peak = process.memoryUsage().rss;
  setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20).unref();
  process.on('message', async (message: { type: string }) => {
    if (message.type === 'rss') {
      const current = process.memoryUsage().rss;
      const { user, system } = process.cpuUsage();
      const cpu = (user + system) / 1e6;
      process.send?.({ type: 'rss', current, peak: Math.max(peak, current), cpu } satisfies ServerMessage);
      peak = current;
    } else if (message.type === 'stop') {
      await app.close();
      await database.close();
      await postgres?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
      process.exit(0);
    }
  });
  process.send?.({
    type: 'ready',
    baseUrl,
    companyId,
    adminEmail,
    events: Number(n),
    seedSeconds,
  } satisfies ServerMessage);
}

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

/** One engine: fork the server, export once to warm up (plans, JIT), then RUNS times measured. */
async function measure(engine: 'pglite' | 'postgres'): Promise<void> {
  const child = fork(here, ['--server', engine], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const next = () =>
    new Promise<ServerMessage>((resolve, reject) => {
      child.once('message', (message: ServerMessage) => resolve(message));
      child.once('exit', (code) => reject(new Error(`bench server exited (${code})`)));
    });
  const ready = (await next()) as Extract<ServerMessage, { type: 'ready' }>;
  console.log(`${engine}: ${ready.events.toLocaleString('en-US')} events seeded in ${ready.seedSeconds.toFixed(1)} s`);
  const tokens = await loginOverHttp(ready.baseUrl, ready.adminEmail);
  const exportPath = `/api/company/${ready.companyId}/events2/export?statusType=-1&timeZone=America%2FChicago`;

  const run = async () => {
    const started = performance.now();
    const ticket = await fetch(`${ready.baseUrl}/api/company/${ready.companyId}/download-tickets`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens.accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ url: exportPath }),
    });
    const { url } = (await ticket.json()) as { url: string };
    const response = await fetch(`${ready.baseUrl}${url}`);
    if (!response.ok || !response.body) throw new Error(`export answered ${response.status}`);
    let firstByte = 0;
    let bytes = 0;
    let lines = 0;
    for await (const chunk of Readable.fromWeb(response.body as never) as AsyncIterable<Buffer>) {
      if (!firstByte) firstByte = performance.now() - started;
      bytes += chunk.length;
      for (const byte of chunk) if (byte === 10) lines++;
    }
    return { seconds: (performance.now() - started) / 1000, firstByte: firstByte / 1000, bytes, rows: lines - 1 };
  };

  await run();
  for (let i = 0; i < RUNS; i++) {
    child.send({ type: 'rss' });
    const before = (await next()) as Extract<ServerMessage, { type: 'rss' }>;
    const result = await run();
    child.send({ type: 'rss' });
    const during = (await next()) as Extract<ServerMessage, { type: 'rss' }>;
    console.log(
      `${engine}: CSV of ${result.rows.toLocaleString('en-US')} events (${mb(result.bytes)} MB) in ${result.seconds.toFixed(2)} s ` +
        `(first byte ${result.firstByte.toFixed(2)} s); server CPU ${(during.cpu - before.cpu).toFixed(2)} s; ` +
        `server RSS ${mb(before.current)} MB before, ` +
        `peak ${mb(during.peak)} MB while streaming (+${mb(during.peak - before.current)} MB)`,
    );
  }
  child.send({ type: 'stop' });
  await new Promise((resolve) => child.once('exit', resolve));
}

if (process.argv[2] === '--server') {
  await serve(process.argv[3] as 'pglite' | 'postgres');
} else {
  await measure('pglite');
  if (process.env.DATABASE_URL) await measure('postgres');
}
