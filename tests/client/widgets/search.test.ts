import { afterEach, describe, expect, it, vi } from 'vitest';
import { listQuerySchema } from '../../../schemas/protocol/list.ts';
import { apiFetch, configureHttp, type FailedRequest } from '../../../src/client/api/http.ts';
import { listFilters, toListQuery } from '../../../src/client/providers/list-query.ts';
import { failureToastText } from '../../../src/client/session/response-handling.ts';
import { SEARCH_MAX_LENGTH, searchTerm } from '../../../src/client/widgets/search-term.ts';

afterEach(() => vi.unstubAllGlobals());

describe('list search (issue 9, point 12)', () => {
  it("stops at the API's own search limit", () => {
    expect(SEARCH_MAX_LENGTH).toBe(listQuerySchema(['name']).properties.search.maxLength);
  });

  it('cuts a long search to the limit instead of sending one the API refuses', () => {
    expect(searchTerm('x'.repeat(1000))).toBe('x'.repeat(SEARCH_MAX_LENGTH));
    expect(searchTerm(`  ${'y'.repeat(SEARCH_MAX_LENGTH)}  `)).toBe('y'.repeat(SEARCH_MAX_LENGTH));
    expect(searchTerm('  plumber ')).toBe('plumber');
  });

  it('sends % and _ encoded, so the server receives them as typed', async () => {
    const urls: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      urls.push(url);
      return new Response('{}', { status: 200 });
    });
    configureHttp({ getAccessToken: async () => null, onFailure: () => {} });
    await apiFetch('/api/x', { query: toListQuery({ filters: listFilters('50%_off & a+b', false) }) });
    expect(new URL(urls[0], 'http://x').searchParams.get('search')).toBe('50%_off & a+b');
  });

  it("hands a refused call to the global handler with its method and the server's message", async () => {
    const failures: [number, FailedRequest][] = [];
    vi.stubGlobal(
      'fetch',
      async () => new Response(JSON.stringify({ message: 'search is too long' }), { status: 400 }),
    );
    configureHttp({
      getAccessToken: async () => null,
      onFailure: (status, request) => failures.push([status, request]),
    });
    await expect(apiFetch('/api/x')).rejects.toThrow('search is too long');
    expect(failures).toEqual([[400, { method: 'GET', message: 'search is too long' }]]);
  });
});

describe('the toast of a refused call', () => {
  it("a refused read (400 on a GET) tells the user the server's reason", () => {
    expect(failureToastText(400, { method: 'GET', message: 'querystring.search must be at most 200 characters' })).toBe(
      'The request was refused: querystring.search must be at most 200 characters',
    );
    expect(failureToastText(400, { method: 'GET' })).toBe('The request was refused.');
  });

  it('a refused save (400 on a POST) is left to the form, which shows it on its fields', () => {
    expect(failureToastText(400, { method: 'POST', message: 'name is required' })).toBeNull();
  });

  it('keeps the spec wording for the other statuses, and 401 stays silent', () => {
    expect(failureToastText(403, { method: 'GET' })).toBe('You do not have permission to perform this action.');
    expect(failureToastText(500, { method: 'POST' })).toBe('The server encountered an error. Please try again later.');
    expect(failureToastText(401, { method: 'GET' })).toBeNull();
  });
});
