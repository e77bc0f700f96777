import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import { fill } from '../../domain/common/catalogue.ts';
import { CANONICAL_UUID } from '../../domain/common/uuid.ts';
import { isRouteNeed, meetsNeed, type RouteNeed } from '../../domain/company/permissions.ts';
import { apiMessagesText } from '../../domain/i18n/en/api-messages.ts';
import type { Db } from '../db/connect.ts';
import { ForbiddenError, NotFoundError, TooManyRequestsError, UnauthorizedError } from '../http/errors.ts';
import { ApiKeyAuthenticator } from './api-key-auth.ts';
import { looksLikeApiKey } from './api-key-format.ts';
import { hasTicket, readDownloadTicket } from './download-ticket.ts';
import type { TokenVerifier, VerifiedIdentity } from './identity.ts';
import { type CompanyContext, findMembership } from './membership.ts';
import type { SessionCheck } from './session-check.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What a route under /api/company/:companyId needs: a permission name, a list (any one), or 'member'. Required there. */
    need?: RouteNeed;
    /** An /api route that needs no token (for example the client's public configuration). */
    public?: boolean;
  }
  interface FastifyRequest {
    identity: VerifiedIdentity | null;
    company: CompanyContext | null;
  }
}

export const COMPANY_PREFIX = '/api/company/:companyId';
const MEMBERSHIP_CACHE_SIZE = 10_000;
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isCompanyRoute(url: string): boolean {
  return url === COMPANY_PREFIX || url.startsWith(`${COMPANY_PREFIX}/`);
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

interface GuardOptions {
  db: Db;
  verifier: TokenVerifier;
  /** Whether the sign-in behind a valid token still stands (logout). */
  sessions: SessionCheck;
}

/**
 * The one guard: 401 without a valid token (or with one of a sign-in that has ended) on any
 * non-public /api route — on an export, a valid download ticket for its exact address will do;
 * for company routes, 403 unless the caller is a member of that company and holds the route's
 * declared need. It runs in onRequest, before the body is even parsed, so
 * a refused call changes nothing.
 */
export const guardPlugin = fp<GuardOptions>(async (app: FastifyInstance, { db, verifier, sessions }) => {
  app.decorateRequest('identity', null);
  app.decorateRequest('company', null);

  app.addHook('onRoute', (route) => {
    if (!isCompanyRoute(route.url)) return;
    if (!isRouteNeed(route.config?.need)) {
      throw new Error(
        `Route ${route.method} ${route.url} must declare config.need (a permission name, a list of them, or 'member')`,
      );
    }
  });

  // Found memberships, per (company, e-mail), for a short while: the one query the guard would
  // otherwise run on every request (measured by `npm run bench`: /ping at 0.11 of /healthz without
  // it). Any successful write through a company route empties it (people, roles and company
  // settings all change that way); other writers (a second server, SQL) are bounded by the TTL.
  const ttlMs = app.config?.membershipCacheTtlMs ?? 0;
  const memberships = new LRUCache<string, { context: CompanyContext; until: number }>({ max: MEMBERSHIP_CACHE_SIZE });
  let generation = 0;
  const membershipOf = async (companyId: string, email: string): Promise<CompanyContext | null> => {
    if (ttlMs <= 0) return findMembership(db, companyId, email);
    const key = `${companyId}\n${email}`;
    const cached = memberships.get(key);
    if (cached && cached.until > Date.now()) return cached.context;
    const started = generation;
    const context = await findMembership(db, companyId, email);
    // Not remembered: non-members (a new member must get in at once) and answers a write overtook.
    if (context && started === generation) memberships.set(key, { context, until: Date.now() + ttlMs });
    else memberships.delete(key);
    return context;
  };
  // API keys (issue 28): found keys are remembered like memberships and forgotten with them.
  const apiKeys = new ApiKeyAuthenticator({
    db,
    clock: app.clock,
    ttlMs,
    requestsPerMinute: app.config?.apiKeyRequestsPerMinute ?? 0,
  });
  app.addHook('onResponse', async (request, reply) => {
    if (READ_METHODS.has(request.method) || reply.statusCode >= 400) return;
    if (!isCompanyRoute(request.routeOptions.url ?? '')) return;
    apiKeys.forget();
    if (ttlMs <= 0) return;
    generation++;
    memberships.clear();
  });

  /**
   * A request with an API key: the key's own company only, with its role's permissions; never a
   * person's route (account, preferences, sign-in). Counted against the key's rate limit first.
   */
  const admitApiKey = async (request: FastifyRequest, reply: FastifyReply, token: string, url: string) => {
    const context = await apiKeys.authenticate(token);
    const wait = await apiKeys.consume(context.apiKeyId ?? '');
    if (wait > 0) {
      reply.header('retry-after', String(wait));
      throw new TooManyRequestsError(fill(apiMessagesText.en.apiKeyRateLimited, { seconds: wait }));
    }
    if (!isCompanyRoute(url)) throw new ForbiddenError(apiMessagesText.en.apiKeyCompanyOnly);
    const { companyId } = request.params as { companyId?: string };
    if (!companyId || companyId.toLowerCase() !== context.companyId) throw new ForbiddenError();
    const config = request.routeOptions.config;
    if (!meetsNeed(context.permissions, config.need as RouteNeed)) throw new ForbiddenError();
    if (config.feature && !context.features[config.feature]) throw new NotFoundError();
    request.company = context;
  };

  app.addHook('onRequest', async (request, reply) => {
    const config = request.routeOptions.config;
    const url = request.routeOptions.url ?? '';
    if (!url.startsWith('/api/') || config.public) return;

    // An export may be opened by navigation, with a download ticket for exactly this address
    // instead of the token a browser cannot send then; membership and permission as for a token.
    if (config.endpoint?.csvExport && hasTicket(request.query)) {
      request.identity = await readDownloadTicket(db, request.raw.url ?? '', app.clock.now());
    } else {
      const token = bearerToken(request);
      if (!token) throw new UnauthorizedError();
      if (looksLikeApiKey(token)) return admitApiKey(request, reply, token, url);
      try {
        request.identity = await verifier.verify(token);
      } catch {
        throw new UnauthorizedError('The access token is not valid.');
      }
    }
    // A signed, unexpired token of a sign-in that has ended (logout) no longer counts.
    if (!(await sessions.isActive(request.identity))) throw new UnauthorizedError('The session has ended.');

    if (!isCompanyRoute(url)) return;
    const { companyId } = request.params as { companyId?: string };
    if (!companyId || !CANONICAL_UUID.test(companyId)) throw new ForbiddenError();
    const membership = await membershipOf(companyId, request.identity.email);
    if (!membership) throw new ForbiddenError();
    if (!meetsNeed(membership.permissions, config.need as RouteNeed)) throw new ForbiddenError();
    // A feature the company has switched off does not exist there (routine tasks in Summit).
    if (config.feature && !membership.features[config.feature]) throw new NotFoundError();
    request.company = membership;
  });
});

/** The checked company context of a guarded route; handlers call this instead of reading params. */
export function companyOf(request: FastifyRequest): CompanyContext {
  if (!request.company) throw new ForbiddenError();
  return request.company;
}

export function identityOf(request: FastifyRequest): VerifiedIdentity {
  if (!request.identity) throw new UnauthorizedError();
  return request.identity;
}
