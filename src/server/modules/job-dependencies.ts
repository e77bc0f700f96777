import type { FastifyBaseLogger } from 'fastify';
import type { Adapters } from '../adapters/index.ts';
import type { Clock } from '../context/clock.ts';
import type { Db } from '../db/connect.ts';
import type { SubscriptionWorkerConfig } from './subscriptions/worker-config.ts';

/** What a job's handler works with: the database (no request, no transaction), the adapters, the clock, the log. */
export interface JobDependencies {
  db: Db;
  adapters: Adapters;
  clock: Clock;
  log: FastifyBaseLogger;
  /** The subscription worker's settings. */
  subscriptions: SubscriptionWorkerConfig;
  /** PUBLIC_URL and the embedded issuer: the account e-mails' links. */
  publicUrl: string;
  issuer: string;
}
