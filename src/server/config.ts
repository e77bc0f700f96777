import os from 'node:os';
import path from 'node:path';
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import type { FromSchema } from '../../schemas/from-schema.ts';
import type { FileKind } from '../domain/resources/accepted-file-types.ts';
import { ENV_SCHEMA, envVariables } from './config-schema.ts';
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
  /** Server processes sharing the port (WEB_CONCURRENCY); more than 1 only on PostgreSQL. */
  webConcurrency: number;
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
  /** Requests one API key may make per minute on this process (0: no limit; issue 28). */
  apiKeyRequestsPerMinute: number;
  /** Outbound webhooks (issue 28): plain http to loopback allowed (development, tests), and how often the delivery job is queued (0: never). */
  webhooks: { allowHttpLoopback: boolean; tickSeconds: number };
  /** How often the audit trail job is queued (seal, daily digests; 0: never; issue 28). */
  auditTickSeconds: number;
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

/** The environment once validated: every declared variable typed, defaults filled in. */
export type ValidatedEnv = FromSchema<typeof ENV_SCHEMA>;

const FALSE_WORDS = ['0', 'false', 'no', 'off'];
const TRUE_WORDS = ['1', 'true', 'yes', 'on'];

let validate: ValidateFunction | undefined;

/**
 * The declared variables of `env`, converted by their declared type (an integer with Number, a
 * switch from its words, a choice lower-cased); unset and empty ones are left out, so their
 * default applies. A value that does not convert is kept as given, for the schema to refuse.
 */
function declaredValues(env: Env): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, variable] of envVariables()) {
    const raw = env[name];
    if (raw === undefined || raw === '') continue;
    if (variable.type === 'integer') {
      const number = Number(raw);
      values[name] = raw.trim() === '' || Number.isNaN(number) ? raw : number;
    } else if (variable.type === 'boolean') {
      const word = raw.toLowerCase();
      values[name] = FALSE_WORDS.includes(word) ? false : TRUE_WORDS.includes(word) ? true : raw;
    } else {
      values[name] = variable.enum ? raw.toLowerCase() : raw;
    }
  }
  return values;
}

/** One sentence per schema error, naming the variable and quoting what it was set to. */
function problem(error: ErrorObject, env: Env): string {
  const name = error.instancePath.slice(1);
  if (!name) {
    // A rule between variables (allOf): its `then` says what it asks.
    const rule = (error.parentSchema as { description?: string } | undefined)?.description;
    return rule ?? String(error.message);
  }
  const got = `got '${env[name]}'`;
  if (error.keyword === 'enum') {
    const allowed = (error.params as { allowedValues: string[] }).allowedValues;
    return `${name} must be ${allowed.map((value) => `'${value}'`).join(' or ')}, ${got}`;
  }
  // A rule between variables that bounds one of them (WEB_CONCURRENCY on PGlite) says what it asks.
  const rule = (error.parentSchema as { description?: string } | undefined)?.description;
  if (error.keyword === 'maximum' && rule) return `${rule}, ${got}`;
  const declared = (ENV_SCHEMA.properties as Record<string, { type: string; minimum?: number }>)[name];
  const type = declared?.type;
  if (type === 'integer')
    return `${name} must be ${declared.minimum ? `an integer of at least ${declared.minimum}` : 'a non-negative integer'}, ${got}`;
  if (type === 'boolean') return `${name} must be true or false (or 1/0, yes/no, on/off), ${got}`;
  return `${name} ${error.message}, ${got}`;
}

/** Validates the environment against ENV_SCHEMA; throws one error naming every variable that is wrong. */
export function validateEnv(env: Env = process.env): ValidatedEnv {
  if (!validate) {
    const ajv = new Ajv({ allErrors: true, useDefaults: true, verbose: true });
    ajv.addVocabulary(['docDefault']);
    validate = ajv.compile(ENV_SCHEMA);
  }
  const values = declaredValues(env);
  if (!validate(values)) {
    const problems = (validate.errors ?? [])
      .filter((error) => error.keyword !== 'if')
      .map((error) => problem(error, env));
    throw new Error([...new Set(problems)].join('; '));
  }
  return values as ValidatedEnv;
}

/** Reads and checks the environment (src/server/config-schema.ts), and derives the settings from it. */
export function loadConfig(env: Env = process.env): AppConfig {
  const e = validateEnv(env);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  const dataDir = path.resolve(e.DATA_DIR);
  const twilio =
    e.SMS_PROVIDER === 'twilio' && e.TWILIO_ACCOUNT_SID && e.TWILIO_AUTH_TOKEN && e.TWILIO_FROM
      ? {
          accountSid: e.TWILIO_ACCOUNT_SID,
          authToken: e.TWILIO_AUTH_TOKEN,
          from: e.TWILIO_FROM,
          apiUrl: e.TWILIO_API_URL.replace(/\/$/, ''),
          timeoutMs: e.SMS_TIMEOUT_MS,
        }
      : null;
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    webConcurrency: e.WEB_CONCURRENCY ?? (e.DATABASE_URL ? os.availableParallelism() : 1),
    logLevel: e.LOG_LEVEL,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    seedDemoData: e.SEED_DEMO_DATA,
    clientDir: path.resolve(e.CLIENT_DIR),
    oidc: {
      embedded: !e.OIDC_ISSUER,
      issuer: (e.OIDC_ISSUER ?? `${publicUrl}/oidc`).replace(/\/$/, ''),
      clientId: e.OIDC_CLIENT_ID,
      audience: e.OIDC_AUDIENCE ?? `${publicUrl}/api`,
      emailClaim: e.OIDC_EMAIL_CLAIM,
      accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
      loginMaxFailures: e.LOGIN_MAX_FAILURES,
      loginLockSeconds: e.LOGIN_LOCK_SECONDS,
    },
    termsUrl: e.TERMS_URL,
    supportEmail: e.SUPPORT_EMAIL,
    defaultTimeZone: e.DEFAULT_TIME_ZONE,
    phoneNumberProvider: e.PHONE_NUMBER_PROVIDER,
    mail: {
      smtpUrl: e.SMTP_URL ?? null,
      from: e.MAIL_FROM ?? `Property Ops <no-reply@${new URL(publicUrl).hostname}>`,
    },
    files: {
      dir: path.join(dataDir, 'files'),
      s3: e.S3_BUCKET
        ? {
            bucket: e.S3_BUCKET,
            endpoint: e.S3_ENDPOINT,
            region: e.S3_REGION,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            forcePathStyle: e.S3_FORCE_PATH_STYLE,
          }
        : null,
      maxBytes: {
        document: e.UPLOAD_MAX_DOCUMENT_BYTES,
        image: e.UPLOAD_MAX_IMAGE_BYTES,
        video: e.UPLOAD_MAX_VIDEO_BYTES,
      },
    },
    membershipCacheTtlMs: e.MEMBERSHIP_CACHE_TTL_MS,
    apiKeyRequestsPerMinute: e.API_KEY_REQUESTS_PER_MINUTE,
    webhooks: { allowHttpLoopback: e.WEBHOOKS_ALLOW_HTTP_LOOPBACK, tickSeconds: e.WEBHOOKS_TICK_SECONDS },
    auditTickSeconds: e.AUDIT_TICK_SECONDS,
    sms: { twilio },
    subscriptions: {
      tickSeconds: e.SUBSCRIPTIONS_TICK_SECONDS,
      batchSize: e.SUBSCRIPTIONS_BATCH_SIZE,
      maxAttempts: e.SUBSCRIPTIONS_MAX_ATTEMPTS,
      retryDelaySeconds: e.SUBSCRIPTIONS_RETRY_DELAY_SECONDS,
      leaseSeconds: e.SUBSCRIPTIONS_LEASE_SECONDS,
      publicUrl,
    },
    jobs: {
      runWorkers: e.JOBS_RUN_WORKERS,
      pollingIntervalSeconds: e.JOBS_POLL_INTERVAL_SECONDS,
      maintenanceIntervalSeconds: e.JOBS_MAINTENANCE_INTERVAL_SECONDS,
      retryLimit: e.JOBS_RETRY_LIMIT ?? null,
      retryDelaySeconds: e.JOBS_RETRY_DELAY_SECONDS ?? null,
      expireInSeconds: e.JOBS_EXPIRE_SECONDS ?? null,
      stopTimeoutMs: e.JOBS_STOP_TIMEOUT_MS,
      poolSize: e.JOBS_POOL_SIZE,
    },
    load: {
      maxEventLoopDelayMs: e.LOAD_MAX_EVENT_LOOP_DELAY_MS,
      maxHeapUsedBytes: e.LOAD_MAX_HEAP_USED_BYTES,
      maxRssBytes: e.LOAD_MAX_RSS_BYTES,
      maxConnections: e.LOAD_MAX_CONNECTIONS,
      maxInFlight: e.LOAD_MAX_IN_FLIGHT,
      queueDeadlineMs: e.LOAD_QUEUE_DEADLINE_MS,
      retryAfterSeconds: e.LOAD_RETRY_AFTER_SECONDS,
      requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    },
  };
}
