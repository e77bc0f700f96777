import type { FastifyInstance, FastifyReply } from 'fastify';

/** What the provider's own pages share: HTML forms posted as urlencoded, answered with no-store pages. */

const FORM = 'application/x-www-form-urlencoded';

/** Our pages are not API endpoints: hidden from the API docs, open to anyone (the guard skips them). */
export const routeOptions = { schema: { hide: true }, config: { public: true } } as const;

/** Parses posted forms in this plugin's scope (the provider's own mount keeps its raw bodies). */
export function installFormParser(app: FastifyInstance): void {
  if (app.hasContentTypeParser(FORM)) return;
  app.addContentTypeParser(FORM, { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
}

/** One text field of a posted form (or a query); '' when absent or not a string. */
export function field(body: unknown, name: string): string {
  if (!body || typeof body !== 'object') return '';
  const value = (body as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : '';
}

/** Answers a page; sign-in pages are never cached (they carry one-time values). */
export function html(reply: FastifyReply, page: string, status = 200): FastifyReply {
  return reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);
}
