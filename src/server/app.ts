import crypto from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Endpoint } from '../../schemas/protocol/contract.ts';
import type { RouteNeed } from '../domain/company/permissions.ts';
import { type Adapters, createAdapters } from './adapters/index.ts';
import { createIdentity } from './auth/create-identity.ts';
import { guardPlugin } from './auth/guard.ts';
import type { SessionCheck } from './auth/session-check.ts';
import type { AppConfig } from './config.ts';
import { type Clock, systemClock } from './context/clock.ts';
import { registerEndpoints } from './context/endpoint-routes.ts';
import type { Database } from './db/connect.ts';
import { answerClientError, answerFrameworkError, installErrorHandler } from './http/error-handler.ts';
import { errorResponseSchema } from './http/error-shape.ts';
import { installRequestHygiene } from './http/request-hygiene.ts';
import { installSerializerCompiler } from './http/serializer-compiler.ts';
import { installValidatorCompilers } from './http/validator-compilers.ts';
import type { JobQueue } from './jobs/job-queue.ts';
import { createPgBossQueue } from './jobs/pg-boss-queue.ts';
import { AUDIT_JOB, auditTickJobId } from './modules/audit/job.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { endpointRoutes } from './modules/index.ts';
import { jobDefinitions } from './modules/job-definitions.ts';
import { SUBSCRIPTION_DRAIN_JOB, startSubscriptionTicker } from './modules/subscriptions/notification-job.ts';
import { WEBHOOK_DRAIN_JOB, webhookTickJobId } from './modules/webhooks/job.ts';
import { registerApiDocs } from './plugins/api-docs.ts';
import { registerClient } from './plugins/client.ts';
import { registerCompression } from './plugins/compression.ts';
import { registerLoadShedding } from './plugins/load-shedding.ts';
import { registerMultipart } from './plugins/multipart.ts';
import { registerSecurityHeaders, securityHeadersOf } from './plugins/security-headers.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: Database;
    /** The services' clock (ctx.clock). */
    clock: Clock;
    /** Mail, phone numbers and files, built once from the configuration (ctx.adapters). */
    adapters: Adapters;
    /** The durable job queue (src/server/jobs): started with the app, stopped when it closes. */
    jobs: JobQueue;
    /** Whether a sign-in still stands; told when this process ends one (a password change). */
    sessions: SessionCheck;
    /** Every registered route, in order (the route-matrix test walks it). */
    routeList: { method: string; url: string; need?: RouteNeed; public?: boolean; endpoint?: Endpoint }[];
  }
}

/** Keeps secrets out of logs: no authorization header, no cookies, no query string values. */
const requestSerializer = (req: { method: string; url: string; id: string }) => ({
  id: req.id,
  method: req.method,
  url: req.url.split('?')[0],
});

/**
 * Builds the whole product as one Fastify instance: security headers, API docs, the embedded
 * identity provider (unless an external one is configured), the guard, the API and the client.
 */
export async function buildApp(
  config: AppConfig,
  database: Database,
  options: { logger?: boolean; logStream?: NodeJS.WritableStream; clock?: Clock } = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
            serializers: { req: requestSerializer },
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    genReqId: (req) => (req.headers['x-request-id'] as string | undefined) ?? crypto.randomUUID(),
    bodyLimit: config.bodyLimitBytes,
    // The whole request must arrive in bounded time (slow clients cannot hold sockets forever).
    requestTimeout: config.load.requestTimeoutMs,
    // X-Forwarded-For counts only from configured proxies (TRUST_PROXY): the sign-in limits key on it.
    trustProxy: config.trustProxy,
    // Errors the router raises before any route (a malformed or over-long address) and broken
    // HTTP get the API's one error shape too.
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  });
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('clock', options.clock ?? systemClock);
  app.decorate('adapters', createAdapters(config, database.db));
  app.decorate('routeList', []);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      // Getters: later onRoute hooks (the API docs) may still amend the route's config.
      app.routeList.push({
        method,
        url: route.url,
        get need() {
          return route.config?.need;
        },
        get public() {
          return route.config?.public;
        },
        get endpoint() {
          return route.config?.endpoint;
        },
      });
    }
  });
  app.addSchema(errorResponseSchema);
  installValidatorCompilers(app);
  installSerializerCompiler(app);
  installErrorHandler(app);
  installRequestHygiene(app);
  await registerLoadShedding(app, config);

  const securityHeaders = securityHeadersOf(config);
  await registerSecurityHeaders(app, securityHeaders);
  await registerCompression(app);
  await registerApiDocs(app);
  await registerMultipart(app, config);
  const identity = await createIdentity(app, config, database.db, securityHeaders.contentSecurityPolicy);
  app.decorate('sessions', identity.sessions);
  await app.register(guardPlugin, { db: database.db, ...identity });

  await app.register(healthRoutes);
  registerEndpoints(app, endpointRoutes);
  await registerClient(app, config);
  await startJobs(app, config, database);
  return app;
}

/** The job queue on the app's database, its kinds of job registered, stopped before the database closes. */
async function startJobs(app: FastifyInstance, config: AppConfig, database: Database): Promise<void> {
  const jobs = createPgBossQueue(database, config.jobs, (error) => app.log.error({ err: error }, 'job queue error'));
  for (const definition of jobDefinitions({
    db: database.db,
    adapters: app.adapters,
    clock: app.clock,
    log: app.log,
    subscriptions: config.subscriptions,
    publicUrl: config.publicUrl,
    issuer: config.oidc.issuer,
  })) {
    jobs.register(definition);
  }
  app.decorate('jobs', jobs);
  const stopTicker = config.jobs.runWorkers
    ? startSubscriptionTicker(
        (id) => jobs.send(SUBSCRIPTION_DRAIN_JOB, {}, { id }),
        () => new Date(),
        config.subscriptions.tickSeconds,
        (error) => app.log.error({ err: error }, 'subscription tick failed'),
      )
    : () => {};
  // The webhook worker's ticker: the same timer, its own job and window ids (issue 28).
  const stopWebhookTicker = config.jobs.runWorkers
    ? startSubscriptionTicker(
        (id) => jobs.send(WEBHOOK_DRAIN_JOB, {}, { id: webhookTickJobId(id) }),
        () => new Date(),
        config.webhooks.tickSeconds,
        (error) => app.log.error({ err: error }, 'webhook tick failed'),
      )
    : () => {};
  // The audit trail's ticker: seals pending domain events and sends the daily digests (issue 28).
  const stopAuditTicker = config.jobs.runWorkers
    ? startSubscriptionTicker(
        (id) => jobs.send(AUDIT_JOB, {}, { id: auditTickJobId(id) }),
        () => new Date(),
        config.auditTickSeconds,
        (error) => app.log.error({ err: error }, 'audit tick failed'),
      )
    : () => {};
  app.addHook('onClose', async () => {
    stopTicker();
    stopWebhookTicker();
    stopAuditTicker();
    await jobs.stop();
  });
  await jobs.start();
}
