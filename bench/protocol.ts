import type { AppConfig } from '../src/server/config.ts';
import type { AnalyticsTarget } from './analytics.ts';
import type { ReportCompany } from './report-seed.ts';
import type { TaskTarget } from './tasks.ts';

/** Messages between bench/api.ts (the load generator) and bench/server.ts (the server process). */
export interface BoundRequest {
  type: 'bound';
  id: number;
  endpoint: string;
  companyId: string;
  /** The member whose context the loops use (default the company's administrator). */
  memberEmail?: string;
  concurrency: number;
  warmupMs: number;
  durationMs: number;
}

export interface BoundResult {
  opsPerSecond: number;
  operations: number;
}

export type ToServer = BoundRequest | { type: 'rss'; id: number } | { type: 'stop'; id: number };

export interface ScaleCompany {
  rows: number;
  /** Its events (the scale seed's events per property). */
  events: number;
  companyId: string;
  adminEmail: string;
  seedSeconds: number;
}

export type FromServer =
  | {
      type: 'ready';
      baseUrl: string;
      database: 'pglite' | 'postgres';
      companies: ScaleCompany[];
      demo: { companyId: string; adminEmail: string };
      /** The reports' company (BENCH_REPORT_EVENTS events), absent when that is 0. */
      reports?: ReportCompany;
      seedSeconds: number;
      load: AppConfig['load'];
      /** Routine tasks (issue 15): the largest scale company's property, week and busy inspector. */
      tasks?: TaskTarget;
      /** The analytics dashboard's company (BENCH_ANALYTICS_EVENTS events), when there is one. */
      analytics?: AnalyticsTarget & { adminEmail: string; limitedEmail: string };
    }
  | { type: 'bound'; id: number; result: BoundResult }
  | { type: 'rss'; id: number; peakRss: number; rss: number }
  | { type: 'stopped'; id: number }
  | { type: 'error'; id: number; message: string };
