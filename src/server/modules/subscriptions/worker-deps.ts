import type { FastifyBaseLogger } from 'fastify';
import type { Adapters } from '../../adapters/index.ts';
import type { Clock } from '../../context/clock.ts';
import type { Db } from '../../db/connect.ts';
import type { SubscriptionWorkerConfig } from './worker-config.ts';

/** What the subscription worker works with. */
export interface SubscriptionWorkerDeps {
  db: Db;
  adapters: Pick<Adapters, 'mail' | 'sms'>;
  clock: Clock;
  config: SubscriptionWorkerConfig;
  log?: Pick<FastifyBaseLogger, 'warn'>;
}
