import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type Provider from 'oidc-provider';

/**
 * Hands every request under `mountPath` to oidc-provider (a Koa app). Fastify must not touch the
 * body (the provider parses its own), and the provider must see the original URL so that the
 * endpoints it advertises keep the prefix. Our own interaction routes are more specific and win.
 */
export async function mountProvider(
  app: FastifyInstance,
  provider: Provider,
  mountPath: string,
  contentSecurityPolicy: string,
): Promise<void> {
  const callback = provider.callback();
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    scope.route({
      method: ['GET', 'POST', 'OPTIONS'],
      url: `${mountPath}/*`,
      schema: { hide: true },
      config: { public: true },
      handler: (request, reply) => {
        reply.hijack();
        // Fastify's onSend does not run for a hijacked reply: the provider's pages get the CSP here.
        reply.raw.setHeader('content-security-policy', contentSecurityPolicy);
        const raw = request.raw as IncomingMessage & { originalUrl?: string };
        // The provider (Koa, proxy mode) builds its URLs from X-Forwarded-*: it gets what Fastify
        // decided under TRUST_PROXY, never a header a client made up.
        raw.headers['x-forwarded-proto'] = request.protocol;
        raw.headers['x-forwarded-host'] = request.host;
        raw.headers['x-forwarded-for'] = request.ip;
        const url = raw.url ?? '/';
        raw.originalUrl = url;
        raw.url = url.slice(mountPath.length) || '/';
        void callback(raw, reply.raw);
      },
    });
  });
}
