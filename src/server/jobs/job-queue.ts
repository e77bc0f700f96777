/**
 * The durable job queue (README 'Background jobs'): work that must outlive the request that asked
 * for it and survive a restart or a crash of the process doing it. Jobs live in the application's
 * own database, so a job is as durable as the data it works on. A job that throws, or whose
 * process dies while it runs (it is then 'active' past its time limit), is retried with back-off
 * until its retry limit, then ends 'failed'. A handler may therefore run more than once for one
 * job: it must be idempotent (do nothing twice that it already did).
 */

/** Where a job is in its life; 'failed' is final (retries used up). */
export type JobState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';

/** One run of a job, as its handler receives it. */
export interface JobRun<Data> {
  id: string;
  data: Data;
  /** 0 on the first run, 1 on the first retry… */
  retryCount: number;
  /** True on the run after which no retry is left: a handler that throws now ends the job 'failed'. */
  isLastAttempt: boolean;
}

/** A kind of job: its name, its retry policy and what runs it. */
export interface JobDefinition<Data extends object> {
  name: string;
  /** Retries after the first run (0 = none). */
  retryLimit: number;
  /** Seconds before the first retry; with backoff each further retry waits about twice as long. */
  retryDelaySeconds: number;
  retryBackoff: boolean;
  /** How long one run may take: a run still 'active' after this counts as crashed and is retried. */
  expireInSeconds: number;
  handle(run: JobRun<Data>): Promise<void>;
}

export interface JobStatus {
  state: JobState;
  retryCount: number;
  retryLimit: number;
}

export interface JobQueue {
  /** Prepares the queue's tables (first start) and its kinds of job; starts the workers when this process runs them. */
  start(): Promise<void>;
  /** Stops taking jobs, waits (bounded) for running ones, and lets go of the database. */
  stop(): Promise<void>;
  /** Declares a kind of job; before start(). */
  register<Data extends object>(definition: JobDefinition<Data>): void;
  /**
   * Queues a job; `id` (a UUID) lets the caller name it, e.g. after a token it already answered.
   * Send after the transaction that made the job's row commits, never inside it: on PGlite the
   * engine runs one transaction at a time, so the send would wait for the very transaction
   * waiting on it (and a job must not run before what it reads exists).
   */
  send<Data extends object>(name: string, data: Data, options?: { id?: string }): Promise<string>;
  /** Where a job is; null when the queue does not know it (never sent, or long removed). */
  status(name: string, id: string): Promise<JobStatus | null>;
  /** Starts or stops this process's workers (tests use them to play a restart). */
  startWorkers(): Promise<void>;
  stopWorkers(): Promise<void>;
  /** Retries or fails runs that are 'active' past their time limit now (the queue also does so on its own schedule). */
  expireStalled(): Promise<void>;
}
