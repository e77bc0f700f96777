import type { FastifyBaseLogger } from 'fastify';
import type { Adapters } from '../../adapters/index.ts';
import type { Clock } from '../../context/clock.ts';
import type { Db } from '../../db/connect.ts';

/** What the webhook worker works with: the database (no request), the adapters (webhooks' network, mail), the clock. */
export interface WebhookWorkerDeps {
  db: Db;
  adapters: Adapters;
  clock: Clock;
  log?: Pick<FastifyBaseLogger, 'warn'>;
  /** PUBLIC_URL: the paused-webhook e-mail links to Setup → Integrations. */
  publicUrl: string;
}
