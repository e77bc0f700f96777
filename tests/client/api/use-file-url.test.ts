import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureHttp, type FailedRequest } from '../../../src/client/api/http.ts';
import { openFileUrl } from '../../../src/client/api/use-file-url.ts';

describe('openFileUrl (a protected image for an <img>)', () => {
  const failures: [number, FailedRequest][] = [];
  const fetched: [string, RequestInit | undefined][] = [];
  const revoked: string[] = [];

  beforeEach(() => {
    failures.length = 0;
    fetched.length = 0;
    revoked.length = 0;
    configureHttp({
      getAccessToken: async () => 'token-2',
      onFailure: (status, failure) => failures.push([status, failure]),
    });
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:local/1');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation((url) => revoked.push(url));
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('fetches the path with the bearer token and hands back an object URL that can be revoked', async () => {
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      fetched.push([url, init]);
      return new Response(new Blob([new Uint8Array([255, 216])], { type: 'image/jpeg' }));
    });
    const file = await openFileUrl('/api/company/c1/files/f1?thumbnail=true');
    expect(fetched[0][0]).toBe('/api/company/c1/files/f1?thumbnail=true');
    expect(fetched[0][1]?.headers).toEqual({ accept: '*/*', 'accept-language': 'en', authorization: 'Bearer token-2' });
    expect(file.url).toBe('blob:local/1');
    file.revoke();
    expect(revoked).toEqual(['blob:local/1']);
  });

  it('fails quietly (the picture shows a placeholder, no toast) with the ApiError of the answer', async () => {
    vi.stubGlobal(
      'fetch',
      async () => new Response(JSON.stringify({ message: 'Not found' }), { status: 404, statusText: 'Not Found' }),
    );
    await expect(openFileUrl('/api/company/c1/files/f2')).rejects.toMatchObject({ status: 404, message: 'Not found' });
    expect(failures).toEqual([]);
  });
});
