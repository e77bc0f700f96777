import type Provider from 'oidc-provider';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

function parse(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

export function isLoopbackUrl(value: string): boolean {
  const url = parse(value);
  return url !== null && url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname);
}

/**
 * Exact match, or — only while the product itself runs on a loopback address (dev, tests,
 * bench on random ports) — the same path and query on any http loopback origin and port.
 */
export function redirectAllowed(value: string, registered: readonly string[], lenient: boolean): boolean {
  if (registered.includes(value)) return true;
  if (!lenient || !isLoopbackUrl(value)) return false;
  const candidate = parse(value);
  if (!candidate || candidate.hash) return false;
  return registered.some((uri) => {
    const allowed = parse(uri);
    return allowed !== null && allowed.pathname === candidate.pathname && allowed.search === candidate.search;
  });
}

/** Applies the loopback leniency to the provider's client redirect checks and its CORS answer. */
export function installRedirectPolicy(provider: Provider, publicUrl: string): void {
  const lenient = isLoopbackUrl(publicUrl);
  const proto = provider.Client.prototype;
  proto.redirectUriAllowed = function redirectUriAllowed(value: string) {
    return redirectAllowed(value, this.redirectUris ?? [], lenient);
  };
  proto.postLogoutRedirectUriAllowed = function postLogoutRedirectUriAllowed(value: string) {
    return redirectAllowed(value, this.postLogoutRedirectUris ?? [], lenient);
  };
}

/** Browsers may call the token endpoint from the product's own origin (or a loopback one in dev). */
export function corsOriginAllowed(origin: string, publicUrl: string): boolean {
  if (origin === new URL(publicUrl).origin) return true;
  return isLoopbackUrl(publicUrl) && isLoopbackUrl(origin);
}
