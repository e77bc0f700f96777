import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.ts';

/**
 * Security headers with a CSP the app passes: scripts only from this origin (Vite emits no
 * inline scripts), inline styles allowed because antd writes CSS-in-JS, and calls only to this
 * origin plus an external identity provider when one is configured.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: AppConfig): Promise<void> {
  const connectSrc = ["'self'"];
  const formAction = ["'self'"];
  if (!config.oidc.embedded) {
    const issuerOrigin = new URL(config.oidc.issuer).origin;
    connectSrc.push(issuerOrigin);
    formAction.push(issuerOrigin);
  }
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc,
        frameSrc: ["'self'", ...(!config.oidc.embedded ? [new URL(config.oidc.issuer).origin] : [])],
        frameAncestors: ["'self'"],
        formAction,
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
      },
    },
    // The OIDC redirect flow needs the referrer origin; everything else keeps helmet's defaults.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
}
