import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { AppConfig } from '../config.ts';

export interface SecurityHeaders {
  /** The Content-Security-Policy, for HTML responses only (JSON, files and images need none). */
  contentSecurityPolicy: string;
  /** Every other header helmet sets, for every response. */
  others: readonly (readonly [string, string])[];
}

/**
 * The security headers, worked out once at start by running helmet over a response that records
 * them (rebuilding the policy string on every response cost bare Fastify 38–58% of its
 * throughput, issue 26). The CSP the app passes: scripts only from this origin (Vite emits no
 * inline scripts), inline styles allowed because antd writes CSS-in-JS, and calls only to this
 * origin plus an external identity provider when one is configured.
 */
export function securityHeadersOf(config: AppConfig): SecurityHeaders {
  const external = config.oidc.embedded ? [] : [new URL(config.oidc.issuer).origin];
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: unknown) => headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...external],
        frameSrc: ["'self'", ...external],
        frameAncestors: ["'self'"],
        formAction: ["'self'", ...external],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
      },
    },
    // The OIDC redirect flow needs the referrer origin; everything else keeps helmet's defaults.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  })({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  const contentSecurityPolicy = headers.get('content-security-policy') ?? '';
  headers.delete('content-security-policy');
  return { contentSecurityPolicy, others: [...headers] };
}

/**
 * Headers that govern a document (a page and what it loads or frames) and mean nothing on a script,
 * a style sheet or an image: the client's static files go without them (plugins/client.ts), about
 * 400 bytes on each of some 50 responses of a first visit. X-Content-Type-Options and
 * Cross-Origin-Resource-Policy protect the file itself and stay. Referrer-Policy would apply to
 * what a style sheet loads, but ours equals the browsers' default (strict-origin-when-cross-origin);
 * HSTS is learnt from the page, which always comes first.
 */
export const DOCUMENT_ONLY_HEADERS = [
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
] as const;

const isHtml = (contentType: unknown) => typeof contentType === 'string' && contentType.startsWith('text/html');

/**
 * Every response gets the headers at once on the raw response (so a route that hands the response
 * to another library, as the identity provider's mount does, keeps them); an HTML response gets
 * the CSP unless its route set its own (Swagger UI).
 */
export async function registerSecurityHeaders(app: FastifyInstance, headers: SecurityHeaders): Promise<void> {
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers.others) reply.raw.setHeader(name, value);
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (isHtml(reply.getHeader('content-type')) && !reply.hasHeader('content-security-policy'))
      reply.header('content-security-policy', headers.contentSecurityPolicy);
    done(null, payload);
  });
}
