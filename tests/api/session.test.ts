import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionEndpoints } from '../../schemas/session.ts';
import { PERMISSION_NAMES } from '../../src/domain/company/permissions.ts';
import { DEMO_COMPANIES, DEMO_LOGINS } from '../../src/server/seed/demo-logins.ts';
import { companiesOf } from '../helpers/api-call.ts';
import { callEndpoint } from '../helpers/endpoint-call.ts';
import { companyIdByName } from '../helpers/fixtures.ts';
import { loginAs } from '../helpers/login.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let harborId: string;
let summitId: string;

async function handleLogin(email: string) {
  const { accessToken } = await loginAs(t.app, email);
  // The body's e-mail is not trusted: the token's is used.
  const companies = await companiesOf(t.app, accessToken, { id: 'whatever', email: DEMO_LOGINS.admin.email });
  return { accessToken, companies };
}

const permissionsOf = (token: string, companyId: string) =>
  callEndpoint(t.app, sessionEndpoints.permissions, { companyId, token });

beforeAll(async () => {
  t = await buildTestApp();
  harborId = await companyIdByName(t.database.db, DEMO_COMPANIES.harbor.name);
  summitId = await companyIdByName(t.database.db, DEMO_COMPANIES.summit.name);
});
afterAll(() => t?.close());

describe('POST /api/users/handlelogin', () => {
  it('lists the companies of the signed-in e-mail, not of the e-mail in the body', async () => {
    const { companies } = await handleLogin(DEMO_LOGINS.reporter.email);
    expect(companies).toEqual([{ companyId: harborId, companyName: DEMO_COMPANIES.harbor.name }]);
  });

  it('lists both companies for the login that belongs to two', async () => {
    const { companies } = await handleLogin(DEMO_LOGINS.both.email);
    expect(companies.map((company) => company.companyId).sort()).toEqual([harborId, summitId].sort());
  });

  it('lists no company for a login without any', async () => {
    expect((await handleLogin(DEMO_LOGINS.nobody.email)).companies).toEqual([]);
  });
});

describe('GET loggedInUserPermissions', () => {
  it('gives the admin every permission and sees-all', async () => {
    const { accessToken } = await loginAs(t.app, DEMO_LOGINS.admin.email);
    const body = (await permissionsOf(accessToken, harborId)).json();
    expect(body.permissions).toEqual([...PERMISSION_NAMES]);
    expect(body.seesAllCompanyItems).toBe(true);
    expect(body.features).toEqual({ routineTasks: true });
  });

  it('gives the reporter only reportEvents', async () => {
    const { accessToken } = await loginAs(t.app, DEMO_LOGINS.reporter.email);
    const body = (await permissionsOf(accessToken, harborId)).json();
    expect(body.permissions).toEqual(['reportEvents']);
    expect(body.seesAllCompanyItems).toBe(false);
  });

  it('answers per company for the two-company login, with that company’s feature switches', async () => {
    const { accessToken } = await loginAs(t.app, DEMO_LOGINS.both.email);
    const harbor = (await permissionsOf(accessToken, harborId)).json();
    const summit = (await permissionsOf(accessToken, summitId)).json();
    expect(harbor.permissions).not.toContain('manageRoles');
    expect(summit.permissions).toContain('manageRoles');
    expect(summit.features).toEqual({ routineTasks: false });
  });

  it('answers 403 to a login of another company and to one with no company', async () => {
    for (const email of [DEMO_LOGINS.summitAdmin.email, DEMO_LOGINS.nobody.email]) {
      const { accessToken } = await loginAs(t.app, email);
      const response = await permissionsOf(accessToken, harborId);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: 'You do not have permission to perform this action.' });
    }
  });
});

describe('public endpoints', () => {
  it('serves the client configuration without a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/client-config' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ issuer: 'http://localhost:3000/oidc', embeddedProvider: true });
  });

  it('answers the health probes', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).json()).toEqual({ status: 'ready' });
  });

  it('publishes the OpenAPI document generated from the route schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    expect(paths).toContain('/api/company/{companyId}/dashboard');
    expect(paths).toContain('/api/users/handlelogin');
  });

  it('publishes a document that a standard validator accepts as OpenAPI 3.1', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(document.openapi).toBe('3.1.0');
    // Throws with the list of errors when the document is not valid.
    await expect(SwaggerParser.validate(document)).resolves.toBeDefined();
  });

  it('sends security headers on every response, and the content security policy on HTML only', async () => {
    const json = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(json.headers['x-content-type-options']).toBe('nosniff');
    expect(json.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(json.headers['content-security-policy']).toBeUndefined();
    // A page of our own routes, and one the identity provider writes itself (a hijacked reply).
    for (const url of ['/oidc/password-reset?token=made-up', '/oidc/auth']) {
      const html = await t.app.inject({ method: 'GET', url });
      expect(html.headers['content-type'], url).toMatch(/^text\/html/);
      expect(html.headers['content-security-policy'], url).toContain("script-src 'self'");
      expect(html.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });

  it('refuses an over-large body with 413, not 500', async () => {
    const { accessToken } = await loginAs(t.app, DEMO_LOGINS.admin.email);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/handlelogin',
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ id: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
  });
});
