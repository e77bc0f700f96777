import type { ClientConfig } from '../../../src/client/session/store.ts';

/** The public client configuration as the demo server answers it (firstRun: an installation without a company). */
export const clientConfig = (firstRun = false): ClientConfig => ({
  issuer: 'http://localhost:3311/oidc',
  clientId: 'web',
  audience: 'api',
  embeddedProvider: true,
  termsUrl: '/terms.html',
  supportEmail: 'support@example.com',
  firstRun,
});
