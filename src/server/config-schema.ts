/**
 * Every environment variable the server reads, as one JSON Schema: its type, its default and what
 * it means. `loadConfig` (config.ts) validates the environment against it once at start, and
 * docs/configuration.md's table is generated from it (`npm run generate:config-docs`; a test
 * keeps the two equal). `docDefault` is the documentation's default cell where the plain default
 * does not say it all (a derived default, a unit, "off").
 */

const MB = 1024 * 1024;

const integer = { type: 'integer', minimum: 0 } as const;

export const ENV_SCHEMA = {
  type: 'object',
  properties: {
    PORT: { ...integer, default: 3000, description: 'HTTP port' },
    HOST: { type: 'string', default: '0.0.0.0', description: 'listen address' },
    PUBLIC_URL: {
      type: 'string',
      docDefault: '`http://localhost:$PORT`',
      description: 'the origin browsers use; the embedded issuer, audience and redirect URIs derive from it',
    },
    DATA_DIR: {
      type: 'string',
      default: './data',
      description: 'PGlite data (`$DATA_DIR/pglite`) and, without `S3_BUCKET`, uploaded files (`$DATA_DIR/files`)',
    },
    DATABASE_URL: { type: 'string', description: '`postgres://…` switches to PostgreSQL with a pool' },
    DATABASE_POOL_SIZE: { ...integer, default: 10, description: 'PostgreSQL pool size' },
    WEB_CONCURRENCY: {
      ...integer,
      minimum: 1,
      docDefault: 'the number of cores with `DATABASE_URL`; `1` on PGlite',
      description:
        'server processes sharing the port (node:cluster); the first runs the background jobs (as `JOBS_RUN_WORKERS` says), a process that dies is started again. PGlite lives in one process: above 1 needs `DATABASE_URL`',
    },
    SEED_DEMO_DATA: {
      type: 'boolean',
      default: true,
      description:
        "seed the demo companies when the database has no company; `false` starts empty, with the 'Set up your company' first run (see 'Start for real')",
    },
    LOG_LEVEL: { type: 'string', default: 'info', description: 'pino level (`silent` to mute)' },
    BODY_LIMIT_BYTES: { ...integer, default: 1024 * 1024, description: 'request body limit (413 above it)' },
    CLIENT_DIR: { type: 'string', default: './dist/client', description: 'the built client the server serves' },
    OIDC_ISSUER: {
      type: 'string',
      docDefault: '`$PUBLIC_URL/oidc` (embedded)',
      description: "an external OpenID provider's issuer; unset = embedded provider",
    },
    OIDC_CLIENT_ID: {
      type: 'string',
      default: 'property-ops-web',
      description: "the browser's client id at the provider",
    },
    OIDC_AUDIENCE: {
      type: 'string',
      docDefault: '`$PUBLIC_URL/api`',
      description: 'the `aud` the API requires in access tokens',
    },
    OIDC_EMAIL_CLAIM: {
      type: 'string',
      default: 'email',
      description: 'access-token claim with the e-mail (userinfo is asked when absent)',
    },
    ACCESS_TOKEN_TTL_SECONDS: {
      ...integer,
      // 15 minutes: above the client's 600 s refresh threshold (src/client/session/session-state.ts), else every
      // activity check would renew the token.
      default: 900,
      description:
        "lifetime of the embedded provider's access tokens; keep it above 600 (the browser renews an active user's token when less than 600 s remain)",
    },
    LOGIN_MAX_FAILURES: {
      ...integer,
      default: 10,
      description:
        'embedded sign-in: failed attempts (and sign-in links sent) per e-mail within the lock window before that e-mail is locked; a client address may fail five times as often',
    },
    LOGIN_LOCK_SECONDS: {
      ...integer,
      default: 900,
      description:
        'the window those failures are counted in, and how long a lock lasts at most (counted in the database: restarts and other processes keep a lock)',
    },
    TRUST_PROXY: {
      type: 'string',
      default: 'false',
      description:
        'whose `X-Forwarded-For/-Proto/-Host` count (client address for sign-in limits, https and host for the provider): `false`, `true` (anyone: only behind a proxy that overwrites them), or a comma-separated list of proxy addresses / CIDR ranges (`10.0.0.1,10.1.0.0/16`, `loopback`). Behind a TLS-terminating proxy list it, or the provider sees plain http',
    },
    SMTP_URL: {
      type: 'string',
      description:
        'e-mail delivery over SMTP (nodemailer), e.g. `smtps://user:password@mail.example.com`; unset: messages go to the `outbox` table and account links (invitations, resets) to the server log. Invitations and resets are queued jobs, retried with back-off while the mail server fails',
    },
    MAIL_FROM: {
      type: 'string',
      docDefault: '`Property Ops <no-reply@{PUBLIC_URL host}>`',
      description: 'the sender of every e-mail',
    },
    TERMS_URL: {
      type: 'string',
      default: '/terms.html',
      description: 'terms-and-conditions link (footer and navigation)',
    },
    SUPPORT_EMAIL: {
      type: 'string',
      default: 'support@example.com',
      description: 'support e-mail link (footer and navigation)',
    },
    DEFAULT_TIME_ZONE: { type: 'string', default: 'America/New_York', description: 'time zone of new properties' },
    MEMBERSHIP_CACHE_TTL_MS: {
      ...integer,
      default: 2000,
      description:
        "how long the guard reuses a (company, e-mail) membership it found, and that a token's sign-in is still active; any successful write through a company route empties the memberships, a logout in this process ends its tokens at once; `0` turns it off. With several server processes a role change, an archived person or a logout reaches the others within this time",
    },
    API_KEY_REQUESTS_PER_MINUTE: {
      ...integer,
      default: 600,
      description:
        'requests one API key may make per minute (each server process counts its own); above it 429 + Retry-After; `0` turns the limit off',
    },
    LOAD_MAX_CONNECTIONS: {
      ...integer,
      default: 64,
      description: 'open connections above which new requests get 503 + Retry-After',
    },
    LOAD_MAX_IN_FLIGHT: {
      ...integer,
      default: 64,
      description: 'requests in progress above which new ones get 503 + Retry-After',
    },
    LOAD_QUEUE_DEADLINE_MS: {
      ...integer,
      default: 2500,
      description: 'a request that waited longer than this before its handler gets 503 + Retry-After',
    },
    LOAD_MAX_EVENT_LOOP_DELAY_MS: {
      ...integer,
      default: 0,
      docDefault: '`0` (off)',
      description: '@fastify/under-pressure event-loop delay limit',
    },
    LOAD_MAX_HEAP_USED_BYTES: {
      ...integer,
      default: 0,
      docDefault: '`0` (off)',
      description: '@fastify/under-pressure heap limit',
    },
    LOAD_MAX_RSS_BYTES: {
      ...integer,
      default: 0,
      docDefault: '`0` (off)',
      description: '@fastify/under-pressure RSS limit',
    },
    LOAD_RETRY_AFTER_SECONDS: { ...integer, default: 2, description: 'the Retry-After of a shed request' },
    REQUEST_TIMEOUT_MS: { ...integer, default: 30_000, description: "Node's request timeout" },
    PHONE_NUMBER_PROVIDER: {
      type: 'string',
      default: 'embedded',
      description:
        'where on-call numbers come from; `embedded` hands out the fictional (area code) 555-0100…0199 numbers, a pool per company; other providers plug in at `src/server/adapters/phone-numbers/index.ts` (an unknown name stops the server at start)',
    },
    S3_BUCKET: {
      type: 'string',
      description:
        'keep uploaded files in this S3 bucket (it must exist) instead of `$DATA_DIR/files`; servers on several machines need a bucket, not the disk store',
    },
    S3_ENDPOINT: {
      type: 'string',
      docDefault: 'unset (AWS)',
      description: "an S3-compatible service's address (MinIO, Cloudflare R2, Ceph, …), e.g. `http://minio:9000`",
    },
    S3_REGION: { type: 'string', default: 'us-east-1', description: "the bucket's region" },
    S3_ACCESS_KEY_ID: {
      type: 'string',
      description:
        "the access key's id, set with `S3_SECRET_ACCESS_KEY` or neither; unset: the AWS SDK's default chain (environment, instance or task role)",
    },
    S3_SECRET_ACCESS_KEY: {
      type: 'string',
      description: "the access key's secret, set with `S3_ACCESS_KEY_ID` or neither",
    },
    S3_FORCE_PATH_STYLE: {
      type: 'boolean',
      default: false,
      description:
        '`true` addresses the bucket as `endpoint/bucket/key` (most self-hosted services) rather than `bucket.endpoint/key`',
    },
    UPLOAD_MAX_DOCUMENT_BYTES: {
      ...integer,
      default: 50 * MB,
      docDefault: '`52428800` (50 MB)',
      description: 'largest document upload (413 above it)',
    },
    UPLOAD_MAX_IMAGE_BYTES: {
      ...integer,
      default: 30 * MB,
      docDefault: '`31457280` (30 MB)',
      description: 'largest image upload',
    },
    UPLOAD_MAX_VIDEO_BYTES: {
      ...integer,
      default: 500 * MB,
      docDefault: '`524288000` (500 MB)',
      description: 'largest video upload',
    },
    SMS_PROVIDER: {
      type: 'string',
      enum: ['outbox', 'twilio'],
      default: 'outbox',
      description: "where texts go: `outbox` (the `outbox` table, channel `sms`) or `twilio` (Twilio's Messages API)",
    },
    TWILIO_ACCOUNT_SID: {
      type: 'string',
      description: "the Twilio account's SID (the user of HTTP basic auth); required with `SMS_PROVIDER=twilio`",
    },
    TWILIO_AUTH_TOKEN: {
      type: 'string',
      description:
        "the Twilio account's auth token (the password of HTTP basic auth); required with `SMS_PROVIDER=twilio`",
    },
    TWILIO_FROM: {
      type: 'string',
      description: 'the sending number (E.164) or a Messaging Service SID (`MG…`); required with `SMS_PROVIDER=twilio`',
    },
    TWILIO_API_URL: {
      type: 'string',
      default: 'https://api.twilio.com',
      description: "the API's origin (tests point it at a fake on loopback)",
    },
    SMS_TIMEOUT_MS: {
      ...integer,
      default: 10_000,
      description: 'how long one text send may take before it counts as failed',
    },
    SUBSCRIPTIONS_TICK_SECONDS: {
      ...integer,
      default: 15,
      description: 'how often a worker process queues the subscription drain job (`0`: never)',
    },
    SUBSCRIPTIONS_BATCH_SIZE: {
      ...integer,
      default: 500,
      description: 'outbox changes matched, and deliveries sent, per batch',
    },
    SUBSCRIPTIONS_MAX_ATTEMPTS: {
      ...integer,
      default: 5,
      description: 'tries of one delivery before it is recorded Failed',
    },
    SUBSCRIPTIONS_RETRY_DELAY_SECONDS: {
      ...integer,
      default: 60,
      description: "wait before a delivery's first retry, doubled for each further one",
    },
    SUBSCRIPTIONS_LEASE_SECONDS: {
      ...integer,
      default: 300,
      description:
        'how long a claimed delivery is left to the run that claimed it before another may take it (a crash mid-send)',
    },
    WEBHOOKS_ALLOW_HTTP_LOOPBACK: {
      type: 'boolean',
      default: false,
      description:
        'allow webhooks to plain `http` on a loopback address (127.0.0.1, ::1, localhost) for development and tests; otherwise a webhook URL must be `https` to a public address',
    },
    WEBHOOKS_TICK_SECONDS: {
      ...integer,
      default: 5,
      description: 'how often a worker process queues the webhook delivery job (`0`: never)',
    },
    AUDIT_TICK_SECONDS: {
      ...integer,
      default: 60,
      description:
        'how often a worker process queues the audit trail job: seal new domain events into the hash chain, send the daily chain-head digests that are due (`0`: never)',
    },
    JOBS_RUN_WORKERS: {
      type: 'boolean',
      default: true,
      description:
        'whether this process runs background jobs (incident reports, subscription deliveries); `false`: it only queues them, for another process to run',
    },
    JOBS_POLL_INTERVAL_SECONDS: {
      ...integer,
      default: 2,
      description: 'how often an idle worker looks for a job',
    },
    JOBS_MAINTENANCE_INTERVAL_SECONDS: {
      ...integer,
      default: 30,
      description: 'how often runs stalled past their time limit (a crashed process) are retried or failed',
    },
    JOBS_RETRY_LIMIT: {
      ...integer,
      description: "overrides every kind of job's number of retries (the tests shorten it)",
    },
    JOBS_RETRY_DELAY_SECONDS: {
      ...integer,
      description: "overrides every kind of job's first retry delay (each further retry waits about twice as long)",
    },
    JOBS_EXPIRE_SECONDS: {
      ...integer,
      description: "overrides every kind of job's run time limit (a run still going after it counts as crashed)",
    },
    JOBS_STOP_TIMEOUT_MS: {
      ...integer,
      default: 10_000,
      description: 'how long a stopping server waits for running jobs before leaving them to be retried',
    },
    JOBS_POOL_SIZE: { ...integer, default: 2, description: "the job queue's own PostgreSQL connections" },
  },
  allOf: [
    {
      if: { required: ['SMS_PROVIDER'], properties: { SMS_PROVIDER: { const: 'twilio' } } },
      // biome-ignore lint/suspicious/noThenProperty: `then` is the JSON Schema keyword here.
      then: {
        description: 'SMS_PROVIDER=twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM',
        required: ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'],
      },
    },
    {
      if: { not: { required: ['DATABASE_URL'] } },
      // biome-ignore lint/suspicious/noThenProperty: `then` is the JSON Schema keyword here.
      then: {
        properties: {
          WEB_CONCURRENCY: {
            type: 'integer',
            maximum: 1,
            description: 'WEB_CONCURRENCY above 1 needs DATABASE_URL (PGlite lives in one process)',
          },
        },
      },
    },
    {
      if: { required: ['S3_BUCKET'] },
      // biome-ignore lint/suspicious/noThenProperty: `then` is the JSON Schema keyword here.
      then: {
        description: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together or not at all',
        dependencies: { S3_ACCESS_KEY_ID: ['S3_SECRET_ACCESS_KEY'], S3_SECRET_ACCESS_KEY: ['S3_ACCESS_KEY_ID'] },
      },
    },
  ],
} as const;

export type EnvName = keyof typeof ENV_SCHEMA.properties;

interface VariableSchema {
  type: 'integer' | 'boolean' | 'string';
  default?: unknown;
  docDefault?: string;
  description: string;
  enum?: readonly string[];
}

/** The declared variables, in the schema's (and the documentation's) order. */
export function envVariables(): [EnvName, VariableSchema][] {
  return Object.entries(ENV_SCHEMA.properties) as [EnvName, VariableSchema][];
}

const TABLE_START = '<!-- generated from src/server/config-schema.ts: npm run generate:config-docs -->';
const TABLE_END = '<!-- end of the generated table -->';

/** The table of docs/configuration.md: one row per variable, from the schema. */
export function configurationTable(): string {
  const rows = envVariables().map(([name, variable]) => {
    const fallback = variable.docDefault ?? (variable.default === undefined ? 'unset' : `\`${variable.default}\``);
    return `| \`${name}\` | ${fallback} | ${variable.description} |`;
  });
  return [TABLE_START, '', '| variable | default | meaning |', '|---|---|---|', ...rows, '', TABLE_END].join('\n');
}

/** `markdown` with its generated table (between the two markers) replaced by the schema's. */
export function withConfigurationTable(markdown: string): string {
  const start = markdown.indexOf(TABLE_START);
  const end = markdown.indexOf(TABLE_END);
  if (start < 0 || end < start) throw new Error(`the configuration page has no '${TABLE_START}' … '${TABLE_END}'`);
  return markdown.slice(0, start) + configurationTable() + markdown.slice(end + TABLE_END.length);
}
