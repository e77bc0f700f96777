import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { procedureEndpoints } from '../../../schemas/procedure/endpoints.ts';
import { configureHttp } from '../../../src/client/api/http.ts';
import { PROCEDURE_VIEWS, procedureListOptions } from '../../../src/client/pages/procedures/procedure-views.ts';
import { dataProvider, listOf, toHttpError } from '../../../src/client/providers/data-provider.ts';

const COMPANY = '11111111-2222-4333-8444-555555555555';
const calls: { url: string; method: string; body: unknown }[] = [];
let reply: { status: number; body: unknown } = { status: 200, body: {} };

beforeEach(() => {
  calls.length = 0;
  configureHttp({ getAccessToken: async () => 'token', getCompanyId: () => COMPANY, onFailure: () => {} });
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, method: init.method ?? 'GET', body: init.body ? JSON.parse(String(init.body)) : undefined });
    return new Response(JSON.stringify(reply.body), { status: reply.status });
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('dataProvider', () => {
  it('lists from the declared path and reads the declared response key and total', async () => {
    reply = { status: 200, body: { types: [{ id: 'r1', name: 'Lead' }], total: 31, totalIsExact: false } };
    const result = await dataProvider.getList({
      resource: 'roles',
      pagination: { currentPage: 2, pageSize: 10 },
      sorters: [{ field: 'name', order: 'desc' }],
      filters: [{ field: 'search', operator: 'contains', value: 'le' }],
    });
    expect(result).toEqual({ data: [{ id: 'r1', name: 'Lead' }], total: 31, totalIsExact: false });
    expect(calls[0].method).toBe('GET');
    const url = new URL(calls[0].url, 'http://x');
    expect(url.pathname).toBe(`/api/company/${COMPANY}/positiontypes`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      sortBy: 'name',
      sortDirection: 'desc',
      page: '2',
      pageSize: '10',
      search: 'le',
    });
  });

  it('creates with a POST to the save path, without an id', async () => {
    reply = { status: 200, body: { id: 'new-id', name: 'Lead' } };
    const result = await dataProvider.create({ resource: 'roles', variables: { name: 'Lead' } });
    expect(result.data).toEqual({ id: 'new-id', name: 'Lead' });
    expect(calls[0]).toEqual({ url: `/api/company/${COMPANY}/positiontype`, method: 'POST', body: { name: 'Lead' } });
  });

  it('updates with a POST to the same path, with the id in the body', async () => {
    reply = { status: 200, body: { id: 'r1', name: 'Lead' } };
    await dataProvider.update({ resource: 'roles', id: 'r1', variables: { name: 'Lead' } });
    expect(calls[0]).toEqual({
      url: `/api/company/${COMPANY}/positiontype`,
      method: 'POST',
      body: { id: 'r1', name: 'Lead' },
    });
  });

  it('reads one record under its detail key', async () => {
    reply = { status: 200, body: { type: { id: 'r1', name: 'Lead' } } };
    const result = await dataProvider.getOne({ resource: 'roles', id: 'r1' });
    expect(result.data).toEqual({ id: 'r1', name: 'Lead' });
    expect(calls[0].url).toBe(`/api/company/${COMPANY}/positiontypes/r1`);
  });

  it('turns a 400 into Refine’s HttpError with the field errors', async () => {
    const validationErrors = [{ field: 'name', message: 'is required' }];
    reply = { status: 400, body: { message: 'name is required', validationErrors } };
    await expect(dataProvider.create({ resource: 'roles', variables: {} })).rejects.toEqual({
      message: 'name is required',
      statusCode: 400,
      errors: { name: 'is required' },
      validationErrors,
    });
  });

  it("reads a save's record under the save endpoint's envelope key, as a detail reply is read", async () => {
    reply = { status: 200, body: { vendor: { id: 'v1', name: 'Acme' }, propertyAssociations: [] } };
    const result = await dataProvider.create({ resource: 'vendors', variables: { name: 'Acme' } });
    expect(result.data).toEqual({ id: 'v1', name: 'Acme' });
  });

  it('turns a save refused in its reply ({ success: false, failureReason }) into a 400 carrying the reason', async () => {
    reply = { status: 200, body: { success: false, failureReason: 'A person with the e-mail x@y.z already exists.' } };
    await expect(dataProvider.create({ resource: 'people', variables: {} })).rejects.toMatchObject({
      statusCode: 400,
      message: 'A person with the e-mail x@y.z already exists.',
    });
  });

  it('lists any list endpoint named in meta, for bespoke pages', async () => {
    reply = { status: 200, body: { data: [{ id: 'p1' }], total: 1, totalIsExact: true } };
    const result = await dataProvider.getList({
      resource: 'taskProcedures',
      meta: listOf(procedureEndpoints.taskList),
      pagination: { currentPage: 1, pageSize: 25 },
    });
    expect(new URL(calls[0].url, 'http://x').pathname).toBe(`/api/company/${COMPANY}/routineTasks/procedures`);
    expect(result.data).toEqual([{ id: 'p1' }]);
  });

  it.each([
    ['incidents', `/api/company/${COMPANY}/procedures`, 'type'],
    ['tasks', `/api/company/${COMPANY}/routineTasks/procedures`, 'name'],
  ] as const)(
    'reads the %s procedure list its page asks for: descending, page 1 of 25, searched',
    async (key, path, sortBy) => {
      reply = { status: 200, body: { data: [{ id: 'p1' }], total: 60, totalIsExact: false } };
      const options = procedureListOptions(PROCEDURE_VIEWS[key], ' mold ');
      const result = await dataProvider.getList({
        resource: options.resource,
        meta: options.meta,
        pagination: { currentPage: 1, pageSize: options.pageSize, mode: 'server' },
        sorters: [options.defaultSort],
        filters: options.filters,
      });
      const url = new URL(calls[0].url, 'http://x');
      expect(url.pathname).toBe(path);
      expect(Object.fromEntries(url.searchParams)).toEqual({
        sortBy,
        sortDirection: 'desc',
        page: '1',
        pageSize: '25',
        search: 'mold',
      });
      expect(result).toEqual({ data: [{ id: 'p1' }], total: 60, totalIsExact: false });
    },
  );

  it('sends no search for a blank one', async () => {
    reply = { status: 200, body: { data: [], total: 0 } };
    const options = procedureListOptions(PROCEDURE_VIEWS.incidents, '   ');
    await dataProvider.getList({ resource: options.resource, meta: options.meta, filters: options.filters });
    expect(new URL(calls[0].url, 'http://x').searchParams.has('search')).toBe(false);
  });

  it('reports a network failure as status 0', () => {
    expect(toHttpError(new TypeError('Failed to fetch'))).toMatchObject({ statusCode: 0, message: 'Failed to fetch' });
  });
});
