import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isRouteNeed, meetsNeed, type RouteNeed } from '../../domain/permissions.ts';
import type { Db } from '../db/connect.ts';
import { ForbiddenError, UnauthorizedError } from '../http/errors.ts';
import type { TokenVerifier, VerifiedIdentity } from './identity.ts';
import { type CompanyContext, findMembership } from './membership.ts';

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
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isCompanyRoute(url: string): boolean {
  return url === COMPANY_PREFIX || url.startsWith(`${COMPANY_PREFIX}/`);
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

/**
 * The one guard: 401 without a valid token on any non-public /api route; for company routes,
 * 403 unless the caller is a member of that company and holds the route's declared need.
 * It runs in onRequest, before the body is even parsed, so a refused call changes nothing.
 */
export const guardPlugin = fp<{ db: Db; verifier: TokenVerifier }>(async (app: FastifyInstance, { db, verifier }) => {
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

  app.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config;
    const url = request.routeOptions.url ?? '';
    if (!url.startsWith('/api/') || config.public) return;

    const token = bearerToken(request);
    if (!token) throw new UnauthorizedError();
    try {
      request.identity = await verifier.verify(token);
    } catch {
      throw new UnauthorizedError('The access token is not valid.');
    }

    if (!isCompanyRoute(url)) return;
    const { companyId } = request.params as { companyId?: string };
    if (!companyId || !UUID.test(companyId)) throw new ForbiddenError();
    const membership = await findMembership(db, companyId, request.identity.email);
    if (!membership) throw new ForbiddenError();
    if (!meetsNeed(membership.permissions, config.need as RouteNeed)) throw new ForbiddenError();
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
