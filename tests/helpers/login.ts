import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { DEMO_PASSWORD } from '../../src/server/seed/demo-logins.ts';

/**
 * Signs in through the REAL embedded provider: authorization code + PKCE, cookies, the login
 * form, the token endpoint. `loginAs` drives the app through app.inject; `loginOverHttp` does
 * the same with fetch against a running server (benchmarks, smoke checks).
 */

export interface Tokens {
  accessToken: string;
  refreshToken: string;
  idToken: string;
}

export interface RawResponse {
  status: number;
  /** Path + query the response came from. */
  url: string;
  location?: string;
  setCookies: string[];
  body: string;
}

interface RawRequest {
  method: 'GET' | 'POST';
  path: string;
  form?: Record<string, string>;
  cookie?: string;
}

type Transport = (request: RawRequest) => Promise<RawResponse>;

export interface Client {
  clientId: string;
  redirectUri: string;
}

/** How an injected browser reaches the server: extra headers on every request, its socket address. */
export interface InjectOrigin {
  headers?: Record<string, string>;
  remoteAddress?: string;
}

function injectTransport(app: FastifyInstance, origin: InjectOrigin = {}): Transport {
  const host = new URL(app.config.publicUrl).host;
  return async ({ method, path, form, cookie }) => {
    const response = await app.inject({
      method,
      url: path,
      ...(origin.remoteAddress ? { remoteAddress: origin.remoteAddress } : {}),
      headers: {
        ...origin.headers,
        host,
        ...(cookie ? { cookie } : {}),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(form ? { payload: new URLSearchParams(form).toString() } : {}),
    });
    const setCookie = response.headers['set-cookie'];
    return {
      status: response.statusCode,
      url: path,
      location: response.headers.location as string | undefined,
      setCookies: setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [setCookie],
      body: response.body,
    };
  };
}

function fetchTransport(baseUrl: string): Transport {
  return async ({ method, path, form, cookie }) => {
    const response = await fetch(new URL(path, baseUrl), {
      method,
      redirect: 'manual',
      headers: {
        ...(cookie ? { cookie } : {}),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(form ? { body: new URLSearchParams(form).toString() } : {}),
    });
    return {
      status: response.status,
      url: path,
      location: response.headers.get('location') ?? undefined,
      setCookies: response.headers.getSetCookie(),
      body: await response.text(),
    };
  };
}

/** A tiny browser: a path-aware cookie jar and redirect following, over either transport. */
export class TestBrowser {
  private readonly cookies = new Map<string, { value: string; path: string }>();

  constructor(private readonly transport: Transport) {}

  static forApp(app: FastifyInstance, origin?: InjectOrigin): TestBrowser {
    return new TestBrowser(injectTransport(app, origin));
  }

  static forUrl(baseUrl: string): TestBrowser {
    return new TestBrowser(fetchTransport(baseUrl));
  }

  private cookieHeader(path: string): string | undefined {
    const pairs = [...this.cookies.entries()]
      .filter(([, cookie]) => path.startsWith(cookie.path))
      .map(([key, cookie]) => `${key.split('\n')[0]}=${cookie.value}`);
    return pairs.length ? pairs.join('; ') : undefined;
  }

  private store(setCookies: string[]): void {
    for (const line of setCookies) {
      const [pair, ...attributes] = line.split(';').map((part) => part.trim());
      const index = pair.indexOf('=');
      const name = pair.slice(0, index);
      const value = pair.slice(index + 1);
      const pathAttribute = attributes.find((attribute) => attribute.toLowerCase().startsWith('path='));
      const path = pathAttribute ? pathAttribute.slice(5) : '/';
      const expired = attributes.some((attribute) => /^expires=.*1970/i.test(attribute)) || value === '';
      const key = `${name}\n${path}`;
      if (expired) this.cookies.delete(key);
      else this.cookies.set(key, { value, path });
    }
  }

  async request(method: 'GET' | 'POST', url: string, form?: Record<string, string>): Promise<RawResponse> {
    const parsed = new URL(url, 'http://placeholder');
    const path = `${parsed.pathname}${parsed.search}`;
    const response = await this.transport({ method, path, form, cookie: this.cookieHeader(parsed.pathname) });
    this.store(response.setCookies);
    return response;
  }

  /**
   * Follows redirects — and the provider's self-submitting forms (e.g. the sign-out of the previous
   * account when another one signs in) — until a page answers or the next location satisfies `stop`.
   */
  async follow(response: RawResponse, stop: (location: string) => boolean = () => false): Promise<RawResponse> {
    let current = response;
    for (let hops = 0; hops <= 10; hops++) {
      if (current.location && current.status >= 300 && current.status < 400) {
        if (stop(current.location)) return current;
        current = await this.request('GET', current.location);
      } else if (current.status === 200 && current.body.includes('<title>Submitting Callback</title>')) {
        const action = /<form method="post" action="([^"]+)"/.exec(current.body)?.[1];
        if (!action) return current;
        current = await this.request('POST', action, hiddenInputs(current.body));
      } else {
        return current;
      }
    }
    return current;
  }
}

/** The hidden inputs of a page's forms (xsrf values and the like). */
export function hiddenInputs(html: string): Record<string, string> {
  const inputs: Record<string, string> = {};
  for (const match of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g))
    inputs[match[1]] = match[2];
  return inputs;
}

function base64url(buffer: Buffer): string {
  return buffer.toString('base64url');
}

export interface AuthorizationStart {
  /** The page the flow stopped at (normally the login form), or the redirect to the callback. */
  page: RawResponse;
  codeVerifier: string;
  state: string;
}

/** Starts a code + PKCE authorization request and follows it to the login page (or the callback). */
export async function startAuthorization(
  browser: TestBrowser,
  client: Client,
  extra: Record<string, string> = {},
): Promise<AuthorizationStart> {
  const codeVerifier = base64url(crypto.randomBytes(32));
  const state = base64url(crypto.randomBytes(12));
  const query = new URLSearchParams({
    client_id: client.clientId,
    response_type: 'code',
    redirect_uri: client.redirectUri,
    scope: 'openid profile email offline_access',
    code_challenge: base64url(crypto.createHash('sha256').update(codeVerifier).digest()),
    code_challenge_method: 'S256',
    state,
    nonce: base64url(crypto.randomBytes(12)),
    ...extra,
  });
  const first = await browser.request('GET', `/oidc/auth?${query}`);
  const page = await browser.follow(first, (location) => location.startsWith(client.redirectUri));
  return { page, codeVerifier, state };
}

/** Posts e-mail + password to the login form the flow stopped at; follows on towards the callback. */
export async function submitPassword(
  browser: TestBrowser,
  client: Client,
  loginPage: RawResponse,
  email: string,
  password: string,
): Promise<RawResponse> {
  const action = `${loginPage.url.split('?')[0]}/login`;
  const response = await browser.request('POST', action, { email, password });
  return browser.follow(response, (location) => location.startsWith(client.redirectUri));
}

/** The authorization code from a redirect to the callback; throws when the flow did not get there. */
export function codeFrom(response: RawResponse, client: Client, state: string): string {
  if (!response.location?.startsWith(client.redirectUri)) {
    throw new Error(`sign-in did not reach the callback (status ${response.status})`);
  }
  const params = new URL(response.location).searchParams;
  const code = params.get('code');
  if (!code || params.get('state') !== state) throw new Error(`callback without a code: ${params.get('error')}`);
  return code;
}

export async function exchangeCode(browser: TestBrowser, client: Client, code: string, codeVerifier: string) {
  const response = await browser.request('POST', '/oidc/token', {
    grant_type: 'authorization_code',
    code,
    redirect_uri: client.redirectUri,
    client_id: client.clientId,
    code_verifier: codeVerifier,
  });
  return tokensFrom(response);
}

export function tokensFrom(response: RawResponse): Tokens {
  if (response.status !== 200) throw new Error(`token endpoint answered ${response.status}: ${response.body}`);
  const body = JSON.parse(response.body) as { access_token?: string; refresh_token?: string; id_token?: string };
  if (!body.access_token || !body.refresh_token || !body.id_token) throw new Error('token response is incomplete');
  return { accessToken: body.access_token, refreshToken: body.refresh_token, idToken: body.id_token };
}

/** The whole flow in a fresh browser. */
export async function passwordFlow(
  browser: TestBrowser,
  client: Client,
  email: string,
  password: string,
): Promise<Tokens> {
  const { page, codeVerifier, state } = await startAuthorization(browser, client);
  const callback = await submitPassword(browser, client, page, email, password);
  return exchangeCode(browser, client, codeFrom(callback, client, state), codeVerifier);
}

export function clientOf(app: FastifyInstance): Client {
  return { clientId: app.config.oidc.clientId, redirectUri: `${app.config.publicUrl}/callback` };
}

/**
 * The product's Logout: end_session with the id token, then the auto-submitted confirmation.
 * Returns the confirmation's status (303 when the provider ended the session).
 */
export async function logOut(browser: TestBrowser, app: FastifyInstance, tokens: Tokens): Promise<number> {
  const query = new URLSearchParams({
    id_token_hint: tokens.idToken,
    post_logout_redirect_uri: `${app.config.publicUrl}/`,
    client_id: clientOf(app).clientId,
  });
  const page = await browser.request('GET', `/oidc/session/end?${query}`);
  const confirm = await browser.request('POST', '/oidc/session/end/confirm', hiddenInputs(page.body));
  return confirm.status;
}

const cache = new WeakMap<FastifyInstance, Map<string, Promise<Tokens>>>();

/**
 * Tokens for `email`, obtained through the real code + PKCE flow via app.inject. Cached per app
 * and e-mail (pass `{ fresh: true }` for a new sign-in, e.g. before using the refresh token).
 */
export async function loginAs(
  app: FastifyInstance,
  email: string,
  password = DEMO_PASSWORD,
  options: { fresh?: boolean } = {},
): Promise<Tokens> {
  let perApp = cache.get(app);
  if (!perApp) {
    perApp = new Map();
    cache.set(app, perApp);
  }
  const key = `${email.toLowerCase()}\n${password}`;
  const cached = perApp.get(key);
  if (cached && !options.fresh) return cached;
  const pending = passwordFlow(TestBrowser.forApp(app), clientOf(app), email, password);
  perApp.set(key, pending);
  pending.catch(() => perApp.delete(key));
  return pending;
}

/** The same flow against a running server (client id from its public configuration). */
export async function loginOverHttp(baseUrl: string, email: string, password = DEMO_PASSWORD): Promise<Tokens> {
  const origin = baseUrl.replace(/\/$/, '');
  const configResponse = await fetch(`${origin}/api/client-config`);
  const { clientId } = (await configResponse.json()) as { clientId: string };
  return passwordFlow(TestBrowser.forUrl(origin), { clientId, redirectUri: `${origin}/callback` }, email, password);
}
