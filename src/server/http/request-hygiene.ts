import type { FastifyInstance, FastifyRequest } from 'fastify';
import { textProblem } from '../../domain/common/text-hygiene.ts';
import { BadRequestError, type FieldError } from './errors.ts';

/** Deeper JSON than this is refused before validation walks it (a deep body could exhaust the stack). */
export const MAX_JSON_DEPTH = 32;

/**
 * The first unacceptable string (value or key) in `value`, as a field error named the way the
 * validation errors name fields ('name', 'steps.0.text', 'querystring.search'). Iterative, with
 * a depth bound, so a hostile body cannot overflow the stack.
 */
export function findTextProblem(value: unknown, prefix: string): FieldError | null {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: prefix, depth: 0 }];
  while (stack.length > 0) {
    const item = stack.pop() as { value: unknown; path: string; depth: number };
    if (typeof item.value === 'string') {
      const problem = textProblem(item.value);
      if (problem) return { field: item.path || '(body)', message: problem };
      continue;
    }
    if (item.value === null || typeof item.value !== 'object') continue;
    if (item.depth >= MAX_JSON_DEPTH) return { field: item.path || '(body)', message: 'is nested too deeply' };
    for (const [key, child] of Object.entries(item.value)) {
      const path = item.path ? `${item.path}.${key}` : key;
      const keyProblem = textProblem(key);
      if (keyProblem) return { field: item.path || '(body)', message: `has a field name that ${keyProblem}` };
      stack.push({ value: child, path, depth: item.depth + 1 });
    }
  }
  return null;
}

function checkRequestText(request: FastifyRequest): void {
  const problem =
    findTextProblem(request.params, 'params') ??
    findTextProblem(request.query, 'querystring') ??
    findTextProblem(request.body, '');
  if (problem) throw new BadRequestError(`${problem.field} ${problem.message}`, [problem]);
}

/**
 * Every API request's text is checked once, here, before schema validation and before any
 * handler (issue 9): control characters and broken Unicode are a 400 naming the field, whatever
 * route. API responses carry company data, so no cache may keep them.
 */
export function installRequestHygiene(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (isApi(request)) reply.header('cache-control', 'no-store');
  });
  app.addHook('preValidation', async (request) => {
    if (isApi(request)) checkRequestText(request);
  });
}

/**
 * The JSON API. The sign-in pages under /oidc answer in HTML and treat such text as the unknown
 * e-mail it is (auth/oidc/accounts.ts); the API documentation is static.
 */
function isApi(request: FastifyRequest): boolean {
  return request.url.startsWith('/api/') && !request.url.startsWith('/api/docs');
}
