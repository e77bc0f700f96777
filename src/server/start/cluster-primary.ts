import cluster, { type Worker } from 'node:cluster';
import type { AppConfig } from '../config.ts';
import { startBanner } from './banner.ts';
import { prepareDatabase } from './prepare-database.ts';

/** A process that dies this soon after it started is crashing at start: wait before the next try. */
const STARTUP_GRACE_MS = 10_000;
const MAX_RESTART_DELAY_MS = 30_000;
/** How long shutting down waits for the processes to finish their requests before it kills them. */
const STOP_TIMEOUT_MS = 30_000;

/**
 * WEB_CONCURRENCY > 1: this process prepares the database (migrations, the demo on a first start),
 * then starts that many server processes sharing the port (node:cluster), one after the other
 * (two processes creating the job queue's tables at once deadlock on PostgreSQL). The first (slot
 * 0) runs the background jobs when JOBS_RUN_WORKERS allows, the others only queue them. A process
 * that dies is started again in its slot, after a growing pause while it keeps dying at start;
 * SIGINT or SIGTERM stops them all, each finishing its requests.
 */
export async function runClusterPrimary(config: AppConfig): Promise<void> {
  const database = await prepareDatabase(config);
  const banner = await startBanner(config, database, config.webConcurrency);
  await database.close();

  let stopping = false;
  const crashes = new Map<number, number>();
  /** Called when the process in a slot listens (the start-up waits on each in turn). */
  const onListening = new Map<number, () => void>();

  const start = (slot: number) => {
    const worker = cluster.fork(slot === 0 ? {} : { JOBS_RUN_WORKERS: 'false' });
    const startedAt = Date.now();
    worker.once('listening', () => {
      onListening.get(slot)?.();
      onListening.delete(slot);
    });
    worker.once('exit', (code, signal) => {
      if (stopping) return;
      const early = Date.now() - startedAt < STARTUP_GRACE_MS;
      const count = early ? (crashes.get(slot) ?? 0) + 1 : 0;
      crashes.set(slot, count);
      const delay = early ? Math.min(MAX_RESTART_DELAY_MS, 500 * 2 ** count) : 0;
      const role = slot === 0 ? 'jobs' : 'web';
      console.error(
        `server process ${worker.process.pid} (${role}) ended (${signal ?? `exit ${code}`}); starting another in ${delay} ms`,
      );
      setTimeout(() => {
        if (!stopping) start(slot);
      }, delay).unref();
    });
  };

  const stop = async () => {
    if (stopping) return;
    stopping = true;
    const running = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => !!worker);
    const exited = running.map((worker) => new Promise((resolve) => worker.once('exit', resolve)));
    for (const worker of running) worker.process.kill('SIGTERM');
    const timer = setTimeout(() => {
      for (const worker of running) worker.process.kill('SIGKILL');
    }, STOP_TIMEOUT_MS);
    await Promise.all(exited);
    clearTimeout(timer);
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());

  for (let slot = 0; slot < config.webConcurrency; slot += 1) {
    await new Promise<void>((resolve) => {
      onListening.set(slot, resolve);
      start(slot);
    });
  }
  console.log(banner);
}
