import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadTicketEndpoints } from '../../schemas/download-ticket.ts';
import { ENDPOINTS_BY_AREA } from '../../schemas/endpoints.ts';
import { eventEndpoints } from '../../schemas/event/endpoints.ts';
import { EVENT_CSV_COLUMNS } from '../../schemas/lists/events.ts';
import { POLICY_CSV_COLUMNS } from '../../schemas/lists/insurance-policies.ts';
import { PERSON_COLUMNS } from '../../schemas/lists/people.ts';
import { VENDOR_COLUMNS } from '../../schemas/lists/vendors.ts';
import { personEndpoints } from '../../schemas/person/endpoints.ts';
import type { Endpoint } from '../../schemas/protocol/contract.ts';
import { vendorEndpoints } from '../../schemas/vendor.ts';
import { type CsvColumn, csvColumnsOf } from '../../src/domain/lists/cell-text.ts';
import { CSV_BOM, csvHeader, csvRows } from '../../src/domain/lists/csv-text.ts';
import { people, vendors } from '../../src/server/db/schema/index.ts';
import { csvColumnsIn } from '../../src/server/http/csv-language.ts';
import { translatorIn } from '../../src/server/i18n/translate.ts';
import { DEMO_COMPANIES, DEMO_LOGINS, DEMO_PASSWORD } from '../../src/server/seed/demo-logins.ts';
import { apiCall } from '../helpers/api-call.ts';
import { endpointUrl } from '../helpers/endpoint-call.ts';
import { companyIdByName, createMember } from '../helpers/fixtures.ts';
import { clientOf, loginAs, logOut, passwordFlow, TestBrowser } from '../helpers/login.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * The lists' CSV exports (GET …/export) and the download tickets a browser opens them with:
 * each export writes exactly the file the list's rows make with the shared columns (every row
 * the list pages through, in its order, visibility included), streamed as text/csv; a ticket
 * opens one export, once signed, unexpired, for its exact path and query, while its sign-in
 * stands — and membership and permission are checked as for a token.
 */
let t: TestApp;
let harborId: string;
let summitId: string;
let adminToken: string;
let managerToken: string;
/** The services' clock: 2026-03-07 03:30 UTC is still March 6 in Chicago. */
let now = new Date('2026-03-07T03:30:00Z');
const ZONE = 'America/Chicago';

beforeAll(async () => {
  t = await buildTestApp({}, undefined, { clock: { now: () => now } });
  const db = t.database.db;
  harborId = await companyIdByName(db, DEMO_COMPANIES.harbor.name);
  summitId = await companyIdByName(db, DEMO_COMPANIES.summit.name);
  adminToken = (await loginAs(t.app, DEMO_LOGINS.admin.email)).accessToken;
  managerToken = (await loginAs(t.app, DEMO_LOGINS.manager.email)).accessToken;
  // A cell a spreadsheet would run, and names with a comma and a quote.
  await db.insert(vendors).values([
    { companyId: harborId, name: '=SUM(1,2)', email: 'formula@test.example' },
    { companyId: harborId, name: 'Quote "Q" Repairs, Inc', city: 'Austin', state: 'TX' },
  ]);
  await db.insert(people).values({
    companyId: harborId,
    firstName: '@Archived',
    lastName: 'Person',
    emailAddress: 'archived.export@test.example',
    isArchived: true,
  });
});
afterAll(() => t?.close());

type Query = Record<string, string | number | boolean>;

/** Every row the list answers, page after page (1,000 a page), in its order. */
async function listRows(list: Endpoint, query: Query, token: string, params: object = {}): Promise<unknown[]> {
  const rows: unknown[] = [];
  for (let page = 1; ; page++) {
    const response = await apiCall(t.app, 'GET', endpointUrl(list, harborId, params), {
      token,
      query: { ...query, page, pageSize: 1000 },
    });
    expect(response.statusCode, response.body).toBe(200);
    const batch = (response.json() as Record<string, unknown[]>)[list.envelope as string] as unknown[];
    rows.push(...batch);
    if (batch.length < 1000) return rows;
  }
}

const expectedFile = <Row>(columns: readonly CsvColumn<Row>[], rows: unknown[], timeZone: string) =>
  CSV_BOM + csvHeader(columns) + csvRows(columns, rows as Row[], timeZone);

function exportCall(endpoint: Endpoint, query: Query, token?: string, params: object = {}, companyId = harborId) {
  return apiCall(t.app, 'GET', endpointUrl(endpoint, companyId, params), { token, query });
}

/** A ticketed address for an export (its path and query as the browser builds them). */
async function ticketFor(url: string, token = adminToken, companyId = harborId) {
  const response = await apiCall(t.app, 'POST', endpointUrl(downloadTicketEndpoints.create, companyId), {
    token,
    payload: { url },
  });
  return response;
}

async function ticketedUrl(url: string, token = adminToken): Promise<string> {
  const response = await ticketFor(url, token);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { url: string }).url;
}

const peopleUrl = (query = 'sortBy=name&sortDirection=asc&showArchived=true&timeZone=America%2FChicago') =>
  `${endpointUrl(personEndpoints.export, harborId)}?${query}`;

describe('a list export', () => {
  it('writes the Users list as the screen shows it: every row, its order, the viewer clock, streamed as a CSV attachment', async () => {
    const query = { sortBy: 'email', sortDirection: 'desc', showArchived: true };
    const response = await exportCall(personEndpoints.export, { ...query, timeZone: ZONE }, adminToken);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="people-2026-03-06.csv"');
    expect(response.headers['cache-control']).toBe('no-store');
    // A browser never runs or renders it: the security headers every response carries.
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const rows = await listRows(personEndpoints.list, query, adminToken);
    expect(rows.length).toBeGreaterThan(3);
    const columns = csvColumnsOf(PERSON_COLUMNS, true);
    expect(response.body).toBe(expectedFile(columns, rows, ZONE));
    expect(response.body.startsWith(`${CSV_BOM}Name,Position,Phone #,Email,Sign-in,Archived\r\n`)).toBe(true);
    // A formula-like cell is escaped; the archived person is there with show archived, not without.
    expect(response.body).toContain(`"'@Archived Person",`);
    const active = await exportCall(personEndpoints.export, { sortBy: 'name' }, adminToken);
    expect(active.body).not.toContain('@Archived');
    expect(active.headers['content-disposition']).toBe('attachment; filename="people-2026-03-07.csv"');
  });

  it('writes the search and sort of the Vendors list, quoting and escaping cells', async () => {
    const query = { sortBy: 'location', sortDirection: 'asc', search: 'e' };
    const response = await exportCall(vendorEndpoints.export, query, adminToken);
    expect(response.statusCode, response.body).toBe(200);
    const rows = await listRows(vendorEndpoints.list, query, adminToken);
    expect(response.body).toBe(expectedFile(csvColumnsOf(VENDOR_COLUMNS), rows, 'UTC'));
    expect(response.body).toContain(`"'=SUM(1,2)"`);
    expect(response.body).toContain('"Quote ""Q"" Repairs, Inc"');
  });

  it('writes the events a viewer may see, with the list filters, as the Events list', async () => {
    for (const token of [adminToken, managerToken]) {
      const queries: Query[] = [
        { sortBy: 'dateOccurredLocal', sortDirection: 'desc', statusType: -1 },
        { sortBy: 'property', sortDirection: 'asc', statusType: -2, search: 'a' },
      ];
      for (const query of queries) {
        const response = await exportCall(eventEndpoints.export, query, token);
        expect(response.statusCode, response.body).toBe(200);
        expect(response.headers['content-disposition']).toBe('attachment; filename="events-2026-03-07.csv"');
        const rows = await listRows(eventEndpoints.list, query, token);
        expect(rows.length).toBeGreaterThan(0);
        expect(response.body).toBe(expectedFile(EVENT_CSV_COLUMNS, rows, 'UTC'));
      }
    }
  });

  it("answers every list's export with its header line to the administrator", async () => {
    const areas = [
      'roles',
      'documentTypes',
      'vendorTypes',
      'vendors',
      'properties',
      'people',
      'propertyGroups',
      'insurancePolicies',
      'propertyBuildings',
      'events',
    ] as const;
    const exports = areas.map((area) => (ENDPOINTS_BY_AREA[area] as { export: Endpoint }).export);
    const [property] = await listRows(ENDPOINTS_BY_AREA.properties.list, {}, adminToken);
    for (const endpoint of exports) {
      const response = await exportCall(endpoint, {}, adminToken, { id: (property as { id: string }).id });
      expect(response.statusCode, `${endpoint.path}: ${response.body}`).toBe(200);
      expect(response.body.startsWith(CSV_BOM), endpoint.path).toBe(true);
      expect(response.body.split('\r\n').length, endpoint.path).toBeGreaterThan(1);
    }
  });

  it("writes the header row in the requester's language (Accept-Language), English without one", async () => {
    const url = endpointUrl(personEndpoints.export, harborId);
    const headerOf = async (acceptLanguage?: string) => {
      const response = await t.app.inject({
        method: 'GET',
        url,
        query: { sortBy: 'name', showArchived: 'true' },
        headers: {
          authorization: `Bearer ${adminToken}`,
          ...(acceptLanguage ? { 'accept-language': acceptLanguage } : {}),
        },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.body.split('\r\n')[0];
    };
    const english = `${CSV_BOM}Name,Position,Phone #,Email,Sign-in,Archived`;
    expect(await headerOf()).toBe(english);
    expect(await headerOf('en')).toBe(english);
    expect(await headerOf('es')).toBe(`${CSV_BOM}Nombre,Puesto,Teléfono,Correo electrónico,Inicio de sesión,Archivado`);
    expect(await headerOf('es-MX,es;q=0.9')).toBe(
      `${CSV_BOM}Nombre,Puesto,Teléfono,Correo electrónico,Inicio de sesión,Archivado`,
    );
    // The titles are words of the language (the cells' words: the next test).
    const events = await apiCall(t.app, 'GET', endpointUrl(eventEndpoints.export, harborId), { token: adminToken });
    const eventsEs = await t.app.inject({
      method: 'GET',
      url: endpointUrl(eventEndpoints.export, harborId),
      headers: { authorization: `Bearer ${adminToken}`, 'accept-language': 'es' },
    });
    expect(eventsEs.body.split('\r\n')[0]).toBe(
      `${CSV_BOM}Propiedad,Gravedad,Tipo,Categoría,Ubicación,Estado,Tipo de reclamo,Privacidad,Fecha/Hora,Número,Procedimiento completo`,
    );
    expect(events.body.split('\r\n')[0]).toBe(`${CSV_BOM}${EVENT_CSV_COLUMNS.map((column) => column.title).join(',')}`);
    // A download by navigation sends the browser's Accept-Language: the app's language rides in the query.
    const ticketed = await ticketedUrl(peopleUrl('sortBy=name&language=es'));
    const opened = await t.app.inject({ method: 'GET', url: ticketed, headers: { 'accept-language': 'en-US' } });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.body.split('\r\n')[0]).toBe(`${CSV_BOM}Nombre,Puesto,Teléfono,Correo electrónico,Inicio de sesión`);
  });

  it("writes the words inside the cells in the requester's language too, the data as it is", async () => {
    const spanishExport = async (endpoint: Endpoint, query: Query) => {
      const response = await t.app.inject({
        method: 'GET',
        url: endpointUrl(endpoint, harborId),
        query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
        headers: { authorization: `Bearer ${adminToken}`, 'accept-language': 'es' },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.body;
    };
    const spanishFile = <Row>(columns: readonly CsvColumn<Row>[], rows: unknown[], timeZone: string) =>
      CSV_BOM + csvHeader(csvColumnsIn('es', columns)) + csvRows(columns, rows as Row[], timeZone, translatorIn('es'));

    // Users: the sign-in state and the Archived column.
    const peopleQuery = { sortBy: 'name', sortDirection: 'asc', showArchived: true };
    const people = await spanishExport(personEndpoints.export, { ...peopleQuery, timeZone: ZONE });
    const peopleRows = await listRows(personEndpoints.list, peopleQuery, adminToken);
    expect(people).toBe(spanishFile(csvColumnsOf(PERSON_COLUMNS, true), peopleRows, ZONE));
    expect(people).toContain(',admin@harbor.example,Invitado,No\r\n');
    const [signIn] = csvColumnsOf(PERSON_COLUMNS).filter((column) => column.titleKey === 'people.signIn');
    const signedIn = { ...(peopleRows[0] as object), lastSignInAt: '2024-03-07T15:00:00Z' } as Parameters<
      typeof signIn.text
    >[0];
    expect(signIn.text(signedIn, ZONE, translatorIn('es'))).toBe('Activo (último inicio de sesión 03/07/2024)');
    expect(signIn.text(signedIn, ZONE)).toBe('Active (last sign-in 03/07/2024)');
    expect(people).toContain(`"'@Archived Person",`);
    expect(people).toMatch(/,Sí\r\n/);
    expect(people).not.toMatch(/\b(Yes|Active|Invited)\b/);

    // Roles: the status.
    const roles = await spanishExport(ENDPOINTS_BY_AREA.roles.export, {});
    expect(roles).toMatch(/,Activo(\r\n|,)/);
    expect(roles).toMatch(/,Inactivo(\r\n|,)/);
    expect(roles).not.toMatch(/\b(Active|Inactive)\b/);

    // Insurance policies: the type in words.
    const policies = await spanishExport(ENDPOINTS_BY_AREA.insurancePolicies.export, {});
    const policyRows = await listRows(ENDPOINTS_BY_AREA.insurancePolicies.list, {}, adminToken);
    expect(policies).toBe(spanishFile(POLICY_CSV_COLUMNS, policyRows, 'UTC'));
    expect(policies).toContain(',Bienes y accidentes,Midwest Mutual,');
    const [carrier] = POLICY_CSV_COLUMNS.filter((column) => column.titleKey === 'insurancePolicies.carrierName');
    const archived = { ...(policyRows[0] as object), isArchived: true } as Parameters<typeof carrier.text>[0];
    expect(carrier.text(archived, 'UTC', translatorIn('es'))).toBe('Midwest Mutual (Archivado)');
    expect(carrier.text(archived)).toBe('Midwest Mutual (Archived)');

    // Events: severity, status and SOP Complete.
    const events = await spanishExport(eventEndpoints.export, {});
    const eventRows = await listRows(eventEndpoints.list, {}, adminToken);
    expect(eventRows.length).toBeGreaterThan(0);
    expect(
      events
        .split('\r\n')
        .slice(1, -1)
        .every((line) => /,(Sí|No)$/.test(line)),
    ).toBe(true);
    expect(events).toMatch(/,(Baja|Alta),/);
    expect(events).toContain(',Nuevo,');
    expect(events).not.toMatch(/,(Low|High|New|All),|,Yes\r\n/);
  });

  it('refuses an unknown time zone (400), and answers 401 without a token and 403 to a member without the permission', async () => {
    const bad = await exportCall(personEndpoints.export, { timeZone: 'Mars/Olympus' }, adminToken);
    expect(bad.statusCode).toBe(400);
    expect((bad.json() as { validationErrors: { field: string }[] }).validationErrors[0]?.field).toBe('timeZone');
    expect((await exportCall(personEndpoints.export, {})).statusCode).toBe(401);
    expect((await exportCall(personEndpoints.export, {}, managerToken)).statusCode).toBe(403);
  });
});

describe('a download ticket', () => {
  it('opens the export it names, without a token, as the person who asked', async () => {
    const url = await ticketedUrl(peopleUrl());
    expect(url.startsWith(`${peopleUrl()}&ticket=`)).toBe(true);
    const response = await apiCall(t.app, 'GET', url);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="people-2026-03-06.csv"');
    const withToken = await apiCall(t.app, 'GET', peopleUrl(), { token: adminToken });
    expect(response.body).toBe(withToken.body);
  });

  it('is refused (401) once expired, tampered with, or used on another path, query or company', async () => {
    const url = await ticketedUrl(peopleUrl());
    const ticket = new URL(url, 'http://x').searchParams.get('ticket') as string;
    const [claims, mac] = ticket.split('.') as [string, string];
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(claims, 'base64url').toString()), exp: 4_000_000_000 }),
    ).toString('base64url');
    const vendorsUrl = `${endpointUrl(vendorEndpoints.export, harborId)}?sortBy=name`;
    const refusedUrls = [
      `${peopleUrl()}&ticket=${forged}.${mac}`,
      `${peopleUrl()}&ticket=${claims}.${mac.slice(0, -2)}AA`,
      `${peopleUrl()}&ticket=${claims}`,
      `${vendorsUrl}&ticket=${ticket}`,
      `${peopleUrl('sortBy=email&sortDirection=asc&showArchived=true&timeZone=America%2FChicago')}&ticket=${ticket}`,
      `${peopleUrl()}&search=a&ticket=${ticket}`,
      url.replace(harborId, summitId),
    ];
    for (const refused of refusedUrls) {
      const response = await apiCall(t.app, 'GET', refused);
      expect(response.statusCode, refused).toBe(401);
      expect(Object.keys(response.json() as object)).toEqual(['message']);
    }
    expect((await apiCall(t.app, 'GET', url)).statusCode).toBe(200);
    now = new Date(now.getTime() + 61_000);
    try {
      expect((await apiCall(t.app, 'GET', url)).statusCode).toBe(401);
    } finally {
      now = new Date('2026-03-07T03:30:00Z');
    }
  });

  it('is refused once its sign-in has ended (logout)', async () => {
    const browser = TestBrowser.forApp(t.app);
    const tokens = await passwordFlow(browser, clientOf(t.app), DEMO_LOGINS.admin.email, DEMO_PASSWORD);
    const url = await ticketedUrl(peopleUrl(), tokens.accessToken);
    expect((await apiCall(t.app, 'GET', url)).statusCode).toBe(200);
    expect(await logOut(browser, t.app, tokens)).toBe(303);
    const after = await apiCall(t.app, 'GET', url);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ message: 'The session has ended.' });
  });

  it('checks membership and the permission when used (403), and is only made for an export of this company (400)', async () => {
    const email = await createMember(t.database.db, harborId, 'export-viewer@test.example', ['viewDashboard']);
    const token = (await loginAs(t.app, email)).accessToken;
    const url = await ticketedUrl(peopleUrl(), token);
    expect((await apiCall(t.app, 'GET', url)).statusCode).toBe(403);
    const summitAdmin = (await loginAs(t.app, DEMO_LOGINS.summitAdmin.email)).accessToken;
    expect((await ticketFor(peopleUrl(), summitAdmin, summitId)).statusCode).toBe(400);
    expect((await ticketFor(peopleUrl(), summitAdmin)).statusCode).toBe(403);
    expect((await ticketFor(`${endpointUrl(personEndpoints.list, harborId)}?sortBy=name`)).statusCode).toBe(400);
    expect((await ticketFor(`${peopleUrl()}&ticket=x`)).statusCode).toBe(400);
    // A ticket counts only on an export: a list answers 401 without its token.
    const listUrl = url.replace('/people/export?', '/people?');
    expect((await apiCall(t.app, 'GET', listUrl)).statusCode).toBe(401);
    // No ticket and no token.
    expect((await apiCall(t.app, 'GET', peopleUrl())).statusCode).toBe(401);
  });
});
