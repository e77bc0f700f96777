import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { DEMO_COMPANIES, DEMO_LOGINS, DEMO_PASSWORD } from '../../src/server/seed/demo-logins.ts';
import {
  type Client,
  clientOf,
  codeFrom,
  exchangeCode,
  hiddenInputs,
  loginAs,
  passwordFlow,
  startAuthorization,
  submitPassword,
  TestBrowser,
  tokensFrom,
} from '../helpers/login.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

const TAGLINE = 'Change the way you recover by how you respond.';
let t: TestApp;
let client: Client;

beforeAll(async () => {
  t = await buildTestApp();
  client = clientOf(t.app);
});
afterAll(() => t?.close());

describe('embedded provider: discovery', () => {
  it('advertises endpoints under /oidc with the configured issuer', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/oidc/.well-known/openid-configuration',
      headers: { host: 'localhost:3000' },
    });
    expect(response.statusCode).toBe(200);
    const document = response.json() as Record<string, unknown>;
    expect(document.issuer).toBe('http://localhost:3000/oidc');
    expect(document.authorization_endpoint).toBe('http://localhost:3000/oidc/auth');
    expect(document.token_endpoint).toBe('http://localhost:3000/oidc/token');
    expect(document.jwks_uri).toBe('http://localhost:3000/oidc/jwks');
    expect(document.end_session_endpoint).toBe('http://localhost:3000/oidc/session/end');
    expect(document.code_challenge_methods_supported).toEqual(['S256']);
    expect(document.response_types_supported).toEqual(['code']);
  });

  it('publishes only public RSA keys', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/oidc/jwks' });
    const { keys } = response.json() as { keys: Record<string, unknown>[] };
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) {
      expect(key.kty).toBe('RSA');
      expect(key.d).toBeUndefined();
    }
  });
});

describe('embedded provider: code + PKCE flow', () => {
  it('gives a JWT access token for the API with issuer, audience and e-mail', async () => {
    const tokens = await loginAs(t.app, DEMO_LOGINS.admin.email, DEMO_PASSWORD, { fresh: true });
    expect(decodeProtectedHeader(tokens.accessToken)).toMatchObject({ alg: 'RS256', typ: 'at+jwt' });
    const claims = decodeJwt(tokens.accessToken);
    expect(claims.iss).toBe(t.config.oidc.issuer);
    expect(claims.aud).toBe(t.config.oidc.audience);
    expect(claims.email).toBe(DEMO_LOGINS.admin.email);
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(t.config.oidc.accessTokenTtlSeconds);
    const idToken = decodeJwt(tokens.idToken);
    expect(idToken).toMatchObject({ email: DEMO_LOGINS.admin.email, name: DEMO_LOGINS.admin.name, sub: claims.sub });
  });

  it('shows the login card with the tagline, and no inline script', async () => {
    const { page } = await startAuthorization(TestBrowser.forApp(t.app), client);
    expect(page.status).toBe(200);
    expect(page.body).toContain(TAGLINE);
    expect(page.body).toContain('name="password"');
    expect(page.body).not.toMatch(/<script(?![^>]*\bsrc=)/);
  });

  it('refuses a wrong password with the error message and issues no code', async () => {
    const browser = TestBrowser.forApp(t.app);
    const { page } = await startAuthorization(browser, client);
    const result = await submitPassword(browser, client, page, DEMO_LOGINS.admin.email, 'wrong-password');
    expect(result.status).toBe(200);
    expect(result.body).toContain('Invalid e-mail or password.');
    expect(result.location).toBeUndefined();
    // The same answer for an e-mail without a login.
    const unknown = await submitPassword(browser, client, page, 'nobody-here@example.com', DEMO_PASSWORD);
    expect(unknown.body).toContain('Invalid e-mail or password.');
  });

  it('answers an e-mail with a control character like an unknown one (no 500), on both sign-in forms', async () => {
    const browser = TestBrowser.forApp(t.app);
    const { page } = await startAuthorization(browser, client);
    const form = { email: `${DEMO_LOGINS.admin.email}\u0000`, password: DEMO_PASSWORD };
    const withPassword = await browser.request('POST', `${page.url.split('?')[0]}/login`, form);
    expect(withPassword.status).toBe(200);
    expect(withPassword.body).toContain('Invalid e-mail or password.');
    const link = await browser.request('POST', `${page.url.split('?')[0]}/passwordless`, form);
    expect(link.status).toBe(200);
  });

  it('refuses a code exchange without the right PKCE verifier', async () => {
    const browser = TestBrowser.forApp(t.app);
    const { page, state } = await startAuthorization(browser, client);
    const callback = await submitPassword(browser, client, page, DEMO_LOGINS.viewer.email, DEMO_PASSWORD);
    const code = codeFrom(callback, client, state);
    await expect(exchangeCode(browser, client, code, 'not-the-verifier-not-the-verifier-0123456789')).rejects.toThrow(
      /400/,
    );
  });

  it('refuses a request without PKCE', async () => {
    const query = new URLSearchParams({
      client_id: client.clientId,
      response_type: 'code',
      redirect_uri: client.redirectUri,
      scope: 'openid',
    });
    const response = await t.app.inject({ method: 'GET', url: `/oidc/auth?${query}` });
    expect(response.headers.location ?? '').toContain('error=invalid_request');
  });

  it('answers the product’s redirect URI on any loopback port, and no other host', async () => {
    const loopback = { ...client, redirectUri: 'http://127.0.0.1:5173/callback' };
    const tokens = await passwordFlow(TestBrowser.forApp(t.app), loopback, DEMO_LOGINS.viewer.email, DEMO_PASSWORD);
    expect(tokens.accessToken).toBeTruthy();
    const foreign = await startAuthorization(TestBrowser.forApp(t.app), {
      ...client,
      redirectUri: 'http://evil.example/callback',
    });
    expect(foreign.page.status).toBe(400);
    expect(foreign.page.body).toContain('redirect_uri');
  });

  it('signs in silently while the session lasts, and shows the page again with prompt=login', async () => {
    const browser = TestBrowser.forApp(t.app);
    await passwordFlow(browser, client, DEMO_LOGINS.reporter.email, DEMO_PASSWORD);
    const silent = await startAuthorization(browser, client);
    const tokens = await exchangeCode(
      browser,
      client,
      codeFrom(silent.page, client, silent.state),
      silent.codeVerifier,
    );
    expect(decodeJwt(tokens.accessToken).email).toBe(DEMO_LOGINS.reporter.email);

    const again = await startAuthorization(browser, client, { prompt: 'login' });
    expect(again.page.status).toBe(200);
    expect(again.page.body).toContain(TAGLINE);
    const other = await submitPassword(browser, client, again.page, DEMO_LOGINS.manager.email, DEMO_PASSWORD);
    const switched = await exchangeCode(browser, client, codeFrom(other, client, again.state), again.codeVerifier);
    expect(decodeJwt(switched.accessToken).email).toBe(DEMO_LOGINS.manager.email);
  });

  it('renews the access token with the refresh token', async () => {
    const tokens = await loginAs(t.app, DEMO_LOGINS.manager.email, DEMO_PASSWORD, { fresh: true });
    const response = await TestBrowser.forApp(t.app).request('POST', '/oidc/token', {
      grant_type: 'refresh_token',
      refresh_token: tokens.refreshToken,
      client_id: client.clientId,
    });
    const renewed = tokensFrom(response);
    expect(renewed.accessToken).not.toBe(tokens.accessToken);
    expect(decodeJwt(renewed.accessToken)).toMatchObject({
      email: DEMO_LOGINS.manager.email,
      aud: t.config.oidc.audience,
    });
  });

  it('keeps sessions and refresh tokens in the database: a second process honours them', async () => {
    const tokens = await loginAs(t.app, DEMO_LOGINS.both.email, DEMO_PASSWORD, { fresh: true });
    const second = await buildApp(t.config, t.database, { logger: false });
    try {
      const response = await TestBrowser.forApp(second).request('POST', '/oidc/token', {
        grant_type: 'refresh_token',
        refresh_token: tokens.refreshToken,
        client_id: client.clientId,
      });
      const renewed = tokensFrom(response);
      const companies = await second.inject({
        method: 'POST',
        url: '/api/users/handlelogin',
        headers: { authorization: `Bearer ${renewed.accessToken}` },
        payload: {},
      });
      expect(companies.statusCode).toBe(200);
    } finally {
      await second.close();
    }
  });
});

describe('the API with provider tokens', () => {
  it('answers handlelogin with the persona’s companies', async () => {
    const { accessToken } = await loginAs(t.app, DEMO_LOGINS.both.email);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/handlelogin',
      headers: { authorization: `Bearer ${accessToken}` },
      payload: { id: 'ignored', email: 'someone-else@example.com' },
    });
    expect(response.statusCode).toBe(200);
    const names = (response.json() as { companies: { companyName: string }[] }).companies.map((c) => c.companyName);
    expect(names.sort()).toEqual([DEMO_COMPANIES.harbor.name, DEMO_COMPANIES.summit.name].sort());
  });

  it('answers 401 without a token or with a garbled one', async () => {
    const none = await t.app.inject({ method: 'POST', url: '/api/users/handlelogin', payload: {} });
    expect(none.statusCode).toBe(401);
    const garbled = await t.app.inject({
      method: 'POST',
      url: '/api/users/handlelogin',
      headers: { authorization: 'Bearer not.a.token' },
      payload: {},
    });
    expect(garbled.statusCode).toBe(401);
  });
});

describe('logout', () => {
  it('signs out through end_session (auto-submitting page) and returns to the site', async () => {
    const browser = TestBrowser.forApp(t.app);
    const tokens = await passwordFlow(browser, client, DEMO_LOGINS.viewer.email, DEMO_PASSWORD);
    const query = new URLSearchParams({
      id_token_hint: tokens.idToken,
      post_logout_redirect_uri: `${t.config.publicUrl}/`,
      client_id: client.clientId,
    });
    const page = await browser.request('GET', `/oidc/session/end?${query}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain('<script src="/oidc-assets/logout.js"');
    const script = await t.app.inject({ method: 'GET', url: '/oidc-assets/logout.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('javascript');

    const confirm = await browser.request('POST', '/oidc/session/end/confirm', hiddenInputs(page.body));
    expect(confirm.status).toBe(303);
    expect(confirm.location).toBe(`${t.config.publicUrl}/`);

    // The session is gone: the next authorization request shows the login page again.
    const next = await startAuthorization(browser, client);
    expect(next.page.status).toBe(200);
    expect(next.page.body).toContain(TAGLINE);
  });
});

describe('sign-in attempts are limited (LOGIN_MAX_FAILURES, LOGIN_LOCK_SECONDS)', () => {
  let limited: TestApp;
  let limitedClient: Client;

  beforeAll(async () => {
    limited = await buildTestApp({ LOGIN_MAX_FAILURES: '3', LOGIN_LOCK_SECONDS: '600' });
    limitedClient = clientOf(limited.app);
  });
  afterAll(() => limited.close());

  it('locks an e-mail after its failures, even for the right password, and leaves other e-mails alone', async () => {
    const browser = TestBrowser.forApp(limited.app);
    const { page } = await startAuthorization(browser, limitedClient);
    for (let i = 0; i < 3; i++) {
      const refused = await submitPassword(browser, limitedClient, page, DEMO_LOGINS.viewer.email, 'wrong-password');
      expect(refused.body).toContain('Invalid e-mail or password.');
    }
    const locked = await submitPassword(browser, limitedClient, page, DEMO_LOGINS.viewer.email, DEMO_PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.body).toContain('Too many sign-in attempts. Try again in 10 minutes.');
    expect(locked.location).toBeUndefined();

    const other = await startAuthorization(browser, limitedClient);
    const signedIn = await submitPassword(browser, limitedClient, other.page, DEMO_LOGINS.manager.email, DEMO_PASSWORD);
    expect(codeFrom(signedIn, limitedClient, other.state)).toBeTruthy();
  });
});
