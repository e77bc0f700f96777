import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { type AppConfig, loadConfig } from '../../src/server/config.ts';
import type { Clock } from '../../src/server/context/clock.ts';
import type { Database } from '../../src/server/db/connect.ts';
import { cloneTemplate } from './template-db.ts';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: AppConfig;
  close(): Promise<void>;
}

export const TEST_PUBLIC_URL = 'http://localhost:3000';

/** The whole app (as `npm start` builds it) over a fresh copy of the migrated, seeded template. */
export async function buildTestApp(
  env: Record<string, string> = {},
  logStream?: NodeJS.WritableStream,
  options: { clock?: Clock } = {},
): Promise<TestApp> {
  const database = await cloneTemplate(inject('templateDumpPath'));
  const config = loadConfig({
    PUBLIC_URL: TEST_PUBLIC_URL,
    DATA_DIR: path.join(os.tmpdir(), 'property-ops-unused'),
    CLIENT_DIR: path.join(os.tmpdir(), 'property-ops-no-client'),
    LOG_LEVEL: logStream ? 'info' : 'silent',
    // The subscription worker runs when a test asks (drainSubscriptions), never on a timer.
    SUBSCRIPTIONS_TICK_SECONDS: '0',
    // The audit trail's job (seal, daily digest e-mails) too: reads seal first, tests call the rest.
    AUDIT_TICK_SECONDS: '0',
    // The webhook drain likewise (drainWebhooks).
    WEBHOOKS_TICK_SECONDS: '0',
    ...env,
  });
  const app = await buildApp(config, database, {
    ...(logStream ? { logStream } : { logger: false }),
    ...(options.clock ? { clock: options.clock } : {}),
  });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
