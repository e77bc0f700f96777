import PgBoss from 'pg-boss';
import type { Database } from '../db/connect.ts';
import type { JobDefinition, JobQueue, JobState } from './job-queue.ts';
import { pgliteExecuteSql } from './pglite-sql.ts';

/** JOBS_* (README, Configuration). */
export interface JobsConfig {
  /** Whether this process takes jobs (JOBS_RUN_WORKERS); every process may queue them. */
  runWorkers: boolean;
  /** How often an idle worker looks for a job. */
  pollingIntervalSeconds: number;
  /** How often stalled runs are retried or failed, and old jobs archived. */
  maintenanceIntervalSeconds: number;
  /** Overrides every kind's number of retries. */
  retryLimit: number | null;
  /** Overrides every kind's first retry delay (tests: 1). */
  retryDelaySeconds: number | null;
  /** Overrides every kind's run time limit (tests: 1). */
  expireInSeconds: number | null;
  /** How long stop() waits for running jobs before it lets them be retried elsewhere. */
  stopTimeoutMs: number;
  /** Connections of the queue's own pool on PostgreSQL. */
  poolSize: number;
}

/** The job queue over pg-boss, in the `pgboss` schema of the application's database (PGlite or PostgreSQL). */
export function createPgBossQueue(database: Database, config: JobsConfig, onError: (error: Error) => void): JobQueue {
  const connection =
    database.kind === 'pglite' && database.pglite
      ? { db: { executeSql: pgliteExecuteSql(database.pglite) } as PgBoss.Db }
      : { connectionString: database.url, max: config.poolSize };
  const boss = new PgBoss({
    ...connection,
    schedule: false,
    maintenanceIntervalSeconds: config.maintenanceIntervalSeconds,
  });
  boss.on('error', onError);
  const definitions = new Map<string, JobDefinition<object>>();
  let started = false;
  let working = false;
  /** This process's worker of each kind, woken when this process queues one (no wait for its poll). */
  const workerIds = new Map<string, string>();

  const startWorkers = async () => {
    if (working) return;
    working = true;
    for (const definition of definitions.values()) {
      const workerId = await boss.work<object>(
        definition.name,
        { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: config.pollingIntervalSeconds },
        async ([job]) => {
          if (!job) return;
          await definition.handle({
            id: job.id,
            data: job.data,
            retryCount: job.retryCount,
            isLastAttempt: job.retryCount >= job.retryLimit,
          });
        },
      );
      workerIds.set(definition.name, workerId);
    }
  };

  const stopWorkers = async () => {
    if (!working) return;
    working = false;
    workerIds.clear();
    for (const name of definitions.keys()) await boss.offWork(name);
  };

  return {
    register(definition) {
      if (started) throw new Error(`job '${definition.name}' registered after the queue started`);
      definitions.set(definition.name, definition as unknown as JobDefinition<object>);
    },
    async start() {
      await boss.start();
      started = true;
      for (const definition of definitions.values()) {
        const options = {
          name: definition.name,
          retryLimit: config.retryLimit ?? definition.retryLimit,
          retryDelay: config.retryDelaySeconds ?? definition.retryDelaySeconds,
          retryBackoff: definition.retryBackoff,
          expireInSeconds: config.expireInSeconds ?? definition.expireInSeconds,
        };
        // createQueue keeps an existing queue's policy: the definition (or the configuration) may have moved.
        if (await boss.getQueue(definition.name)) await boss.updateQueue(definition.name, options);
        else await boss.createQueue(definition.name, options);
      }
      if (config.runWorkers) await startWorkers();
    },
    async stop() {
      if (!started) return;
      started = false;
      working = false;
      workerIds.clear();
      await boss.stop({ graceful: true, wait: true, timeout: config.stopTimeoutMs });
    },
    async send(name, data, options = {}) {
      const id = await boss.send(name, data, options.id ? { id: options.id } : {});
      if (!id) throw new Error(`job '${name}' was not queued`);
      const workerId = workerIds.get(name);
      if (workerId) boss.notifyWorker(workerId);
      return id;
    },
    async status(name, id) {
      const job = await boss.getJobById(name, id, { includeArchive: true });
      if (!job) return null;
      return { state: job.state as JobState, retryCount: job.retryCount, retryLimit: job.retryLimit };
    },
    startWorkers,
    stopWorkers,
    expireStalled: () => boss.expire(),
  };
}
