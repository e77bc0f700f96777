import path from 'node:path';
import type { FileKind } from '../domain/accepted-file-types.ts';
import { parseTrustProxy, type TrustProxy } from './http/trust-proxy.ts';
import type { JobsConfig } from './jobs/pg-boss-queue.ts';

/** SMS_PROVIDER=twilio: Twilio's Messages API (README, Configuration). */
export interface TwilioConfig {
  accountSid: string;
  authToken: string;
  /** The sending number (E.164) or a Messaging Service SID (MG…). */
  from: string;
  /** https://api.twilio.com, or a stand-in for tests. */
  apiUrl: string;
  timeoutMs: number;
}

/** The subscription worker's settings (SUBSCRIPTIONS_* in README 'Configuration'). */
export interface SubscriptionWorkerConfig {
  /** Seconds between drain jobs queued by this process (0: none; tests and benches drain by hand). */
  tickSeconds: number;
  /** Changes matched, and deliveries sent, per batch. */
  batchSize: number;
  /** Tries of one delivery before it is recorded Failed. */
  maxAttempts: number;
  /** Wait before the first retry of a delivery; each further retry waits twice as long. */
  retryDelaySeconds: number;
  /** How long a claimed delivery is left to its sender before another run may take it (a crash mid-send). */
  leaseSeconds: number;
  /** The address links in messages start with (PUBLIC_URL). */
  publicUrl: string;
}

/** S3_* (README, Configuration): any S3-compatible bucket for uploaded files. */
export interface S3Settings {
  bucket: string;
  /** Unset: AWS itself. Set for any S3-compatible service (MinIO, R2, Ceph, …). */
  endpoint: string | undefined;
  region: string;
  /** Unset: the SDK's default chain (environment, instance role, …). */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  forcePathStyle: boolean;
}

/** Every setting the server reads from the environment, each with an embedded default. */
export interface AppConfig {
  port: number;
  host: string;
  /** The origin browsers use to reach this server; the embedded issuer and audience derive from it. */
  publicUrl: string;
  dataDir: string;
  /** Unset: embedded PGlite under dataDir. Set: a real PostgreSQL with a pool. */
  databaseUrl: string | undefined;
  databasePoolSize: number;
  logLevel: string;
  bodyLimitBytes: number;
  /** Peers whose X-Forwarded-* headers count (client address for sign-in limits, protocol, host); false = none. */
  trustProxy: TrustProxy;
  seedDemoData: boolean;
  clientDir: string;
  oidc: {
    /** True when OIDC_ISSUER is unset: the embedded provider is mounted under /oidc. */
    embedded: boolean;
    issuer: string;
    clientId: string;
    audience: string;
    /** Claim of the access token that carries the e-mail address used to find the person records. */
    emailClaim: string;
    /** Kept short: logout revokes at once, but a copied token works until it expires. */
    accessTokenTtlSeconds: number;
    /** Embedded sign-in: failed attempts per e-mail within lockSeconds before it is locked (per client address: five times as many). */
    loginMaxFailures: number;
    loginLockSeconds: number;
  };
  termsUrl: string;
  supportEmail: string;
  defaultTimeZone: string;
  /** Where on-call phone numbers come from (src/server/adapters/phone-numbers): 'embedded' by default. */
  phoneNumberProvider: string;
  /** E-mail delivery: SMTP when smtpUrl is set (smtp://user:pass@host:587, smtps://…), else the outbox table. */
  mail: { smtpUrl: string | null; from: string };
  /** Text messages: Twilio's Messages API when SMS_PROVIDER=twilio, else the outbox table (channel 'sms'). */
  sms: { twilio: TwilioConfig | null };
  /** Notification subscriptions' worker: how often a drain job is queued (0: never; tests run it by hand), and its batches and retries. */
  subscriptions: SubscriptionWorkerConfig;
  /** Uploaded files (src/server/adapters/storage): an S3 bucket when S3_BUCKET is set, else files under dir. */
  files: {
    /** DATA_DIR/files: the embedded store's folder. */
    dir: string;
    s3: S3Settings | null;
    /** The largest upload of each kind, in bytes (413 above it). */
    maxBytes: Record<FileKind, number>;
  };
  /** The durable job queue (src/server/jobs): whether this process runs workers, and its timings. */
  jobs: JobsConfig;
  /** How long the guard may reuse a found membership (company, e-mail → role); 0 = query every request. */
  membershipCacheTtlMs: number;
  /** Overload behaviour (src/server/plugins/load-shedding.ts): shed with 503 + Retry-After, never hang. */
  load: {
    /**
     * Mean event-loop delay (ms) over a one-second sample above which requests are shed; 0 (the
     * default) turns the check off. With the embedded database a long synchronous step (a big
     * import, a dump) raises it for a whole sample, so it is opt-in (e.g. 1000 in production).
     */
    maxEventLoopDelayMs: number;
    /** Heap used / resident set size (bytes) above which requests are shed; 0 = off. */
    maxHeapUsedBytes: number;
    maxRssBytes: number;
    /** Open connections at once; requests on the ones beyond are shed (503, connection: close). 0 = no cap. */
    maxConnections: number;
    /** Requests in progress at once; the next one is shed. 0 = no cap. */
    maxInFlight: number;
    /** A request that has waited this long (ms) before its handler starts is shed instead of run. 0 = off. */
    queueDeadlineMs: number;
    retryAfterSeconds: number;
    /** Node's http requestTimeout: the whole request must arrive within this (ms). */
    requestTimeoutMs: number;
  };
}

type Env = Record<string, string | undefined>;

function integer(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a non-negative integer, got '${raw}'`);
  return value;
}

function optionalInteger(env: Env, name: string): number | null {
  return env[name] === undefined || env[name] === '' ? null : integer(env, name, 0);
}

function flag(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  return !['0', 'false', 'no', 'off'].includes(raw.toLowerCase());
}

const MB = 1024 * 1024;

function smsSettings(env: Env): TwilioConfig | null {
  const provider = (env.SMS_PROVIDER || 'outbox').toLowerCase();
  if (provider === 'outbox') return null;
  if (provider !== 'twilio') throw new Error(`SMS_PROVIDER must be 'outbox' or 'twilio', got '${env.SMS_PROVIDER}'`);
  const accountSid = env.TWILIO_ACCOUNT_SID;
  const authToken = env.TWILIO_AUTH_TOKEN;
  const from = env.TWILIO_FROM;
  if (!accountSid || !authToken || !from) {
    throw new Error('SMS_PROVIDER=twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM');
  }
  return {
    accountSid,
    authToken,
    from,
    apiUrl: (env.TWILIO_API_URL || 'https://api.twilio.com').replace(/\/$/, ''),
    timeoutMs: integer(env, 'SMS_TIMEOUT_MS', 10_000),
  };
}

function s3Settings(env: Env): S3Settings | null {
  const bucket = env.S3_BUCKET;
  if (!bucket) return null;
  const accessKeyId = env.S3_ACCESS_KEY_ID || undefined;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY || undefined;
  if (!accessKeyId !== !secretAccessKey) {
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together or not at all');
  }
  return {
    bucket,
    endpoint: env.S3_ENDPOINT || undefined,
    region: env.S3_REGION || 'us-east-1',
    accessKeyId,
    secretAccessKey,
    forcePathStyle: flag(env, 'S3_FORCE_PATH_STYLE', false),
  };
}

export function loadConfig(env: Env = process.env): AppConfig {
  const port = integer(env, 'PORT', 3000);
  const publicUrl = (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/$/, '');
  const embedded = !env.OIDC_ISSUER;
  const dataDir = path.resolve(env.DATA_DIR || './data');
  return {
    port,
    host: env.HOST || '0.0.0.0',
    publicUrl,
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    databasePoolSize: integer(env, 'DATABASE_POOL_SIZE', 10),
    logLevel: env.LOG_LEVEL || 'info',
    bodyLimitBytes: integer(env, 'BODY_LIMIT_BYTES', 1024 * 1024),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    seedDemoData: flag(env, 'SEED_DEMO_DATA', true),
    clientDir: path.resolve(env.CLIENT_DIR || './dist/client'),
    oidc: {
      embedded,
      issuer: (env.OIDC_ISSUER || `${publicUrl}/oidc`).replace(/\/$/, ''),
      clientId: env.OIDC_CLIENT_ID || 'property-ops-web',
      audience: env.OIDC_AUDIENCE || `${publicUrl}/api`,
      emailClaim: env.OIDC_EMAIL_CLAIM || 'email',
      // 15 minutes: above the client's 600 s refresh threshold (src/domain/session.ts), else every
      // activity check would renew the token.
      accessTokenTtlSeconds: integer(env, 'ACCESS_TOKEN_TTL_SECONDS', 900),
      loginMaxFailures: integer(env, 'LOGIN_MAX_FAILURES', 10),
      loginLockSeconds: integer(env, 'LOGIN_LOCK_SECONDS', 900),
    },
    termsUrl: env.TERMS_URL || '/terms.html',
    supportEmail: env.SUPPORT_EMAIL || 'support@example.com',
    defaultTimeZone: env.DEFAULT_TIME_ZONE || 'America/New_York',
    phoneNumberProvider: env.PHONE_NUMBER_PROVIDER || 'embedded',
    mail: {
      smtpUrl: env.SMTP_URL || null,
      from: env.MAIL_FROM || `Property Ops <no-reply@${new URL(publicUrl).hostname}>`,
    },
    files: {
      dir: path.join(dataDir, 'files'),
      s3: s3Settings(env),
      maxBytes: {
        document: integer(env, 'UPLOAD_MAX_DOCUMENT_BYTES', 50 * MB),
        image: integer(env, 'UPLOAD_MAX_IMAGE_BYTES', 30 * MB),
        video: integer(env, 'UPLOAD_MAX_VIDEO_BYTES', 500 * MB),
      },
    },
    membershipCacheTtlMs: integer(env, 'MEMBERSHIP_CACHE_TTL_MS', 2000),
    sms: { twilio: smsSettings(env) },
    subscriptions: {
      tickSeconds: integer(env, 'SUBSCRIPTIONS_TICK_SECONDS', 15),
      batchSize: integer(env, 'SUBSCRIPTIONS_BATCH_SIZE', 500),
      maxAttempts: integer(env, 'SUBSCRIPTIONS_MAX_ATTEMPTS', 5),
      retryDelaySeconds: integer(env, 'SUBSCRIPTIONS_RETRY_DELAY_SECONDS', 60),
      leaseSeconds: integer(env, 'SUBSCRIPTIONS_LEASE_SECONDS', 300),
      publicUrl,
    },
    jobs: {
      runWorkers: flag(env, 'JOBS_RUN_WORKERS', true),
      pollingIntervalSeconds: integer(env, 'JOBS_POLL_INTERVAL_SECONDS', 2),
      maintenanceIntervalSeconds: integer(env, 'JOBS_MAINTENANCE_INTERVAL_SECONDS', 30),
      retryLimit: optionalInteger(env, 'JOBS_RETRY_LIMIT'),
      retryDelaySeconds: optionalInteger(env, 'JOBS_RETRY_DELAY_SECONDS'),
      expireInSeconds: optionalInteger(env, 'JOBS_EXPIRE_SECONDS'),
      stopTimeoutMs: integer(env, 'JOBS_STOP_TIMEOUT_MS', 10_000),
      poolSize: integer(env, 'JOBS_POOL_SIZE', 2),
    },
    load: {
      maxEventLoopDelayMs: integer(env, 'LOAD_MAX_EVENT_LOOP_DELAY_MS', 0),
      maxHeapUsedBytes: integer(env, 'LOAD_MAX_HEAP_USED_BYTES', 0),
      maxRssBytes: integer(env, 'LOAD_MAX_RSS_BYTES', 0),
      maxConnections: integer(env, 'LOAD_MAX_CONNECTIONS', 64),
      maxInFlight: integer(env, 'LOAD_MAX_IN_FLIGHT', 64),
      queueDeadlineMs: integer(env, 'LOAD_QUEUE_DEADLINE_MS', 2500),
      retryAfterSeconds: integer(env, 'LOAD_RETRY_AFTER_SECONDS', 2),
      requestTimeoutMs: integer(env, 'REQUEST_TIMEOUT_MS', 30_000),
    },
  };
}
