import type { IncomingMessage } from 'node:http';
import { constants } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import compress from 'koa-compress';
import type Provider from 'oidc-provider';
import { COMPRESS_THRESHOLD, COMPRESSIBLE } from '../../plugins/compression.ts';

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
  // Fastify's onSend does not run for a hijacked reply: the provider's pages (HTML only, as the
  // app's own) get the CSP here; its JSON goes without the ~330 bytes.
  provider.use(async (ctx, next) => {
    await next();
    if (ctx.response.is('html')) ctx.set('content-security-policy', contentSecurityPolicy);
  });
  // Nor does it pass through @fastify/compress: the provider compresses its own (discovery, JWKS,
  // token and userinfo JSON, its HTML pages) with the app's rules.
  provider.use(
    compress({
      threshold: COMPRESS_THRESHOLD,
      filter: (type) => COMPRESSIBLE.test(type),
      br: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
      gzip: {},
      deflate: false,
      zstd: false,
    }),
  );
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
