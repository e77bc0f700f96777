import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fileEndpoints } from '../../../schemas/file.ts';
import { ApiError, configureHttp, type FailedRequest } from '../../../src/client/api/http.ts';
import { uploadBody, uploadEndpoint } from '../../../src/client/api/upload-endpoint.ts';

/** A stand-in XMLHttpRequest: records what was sent; the test answers, fails or reports progress. */
class FakeRequest {
  static last: FakeRequest | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  statusText = '';
  responseText = '';
  aborted = false;
  upload: { onprogress: ((event: { loaded: number; total: number; lengthComputable: boolean }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor() {
    FakeRequest.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  answer(status: number, body: unknown, statusText = '') {
    this.status = status;
    this.statusText = statusText;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.();
  }
}

/** Waits for the request to be opened (the token is read first, asynchronously). */
async function sent(): Promise<FakeRequest> {
  await vi.waitFor(() => expect(FakeRequest.last?.body).toBeTruthy());
  return FakeRequest.last as FakeRequest;
}

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'photo.png', { type: 'image/png' });
const params = { id: 'e1', questionId: 'q1' };
const reply = { success: true, images: [], videos: [] };

describe('uploadEndpoint (multipart through XMLHttpRequest)', () => {
  const failures: [number, FailedRequest][] = [];

  beforeEach(() => {
    FakeRequest.last = null;
    failures.length = 0;
    vi.stubGlobal('XMLHttpRequest', FakeRequest);
    configureHttp({
      getCompanyId: () => 'c1',
      getAccessToken: async () => 'token-1',
      onFailure: (status, failure) => failures.push([status, failure]),
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('posts the files under the part name `file` to the contract path, with the bearer token and language as every call sends them', async () => {
    const done = uploadEndpoint(fileEndpoints.uploadQuestionMedia, { params, files: [png(), png()] });
    const request = await sent();
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/company/c1/events/e1/questions/q1/medias');
    expect(request.headers).toEqual({
      accept: 'application/json',
      'accept-language': 'en',
      authorization: 'Bearer token-1',
    });
    expect(request.body?.getAll('file')).toHaveLength(2);
    expect((request.body as FormData).get('file') as File).toHaveProperty('name', 'photo.png');
    request.answer(200, reply);
    await expect(done).resolves.toEqual(reply);
  });

  it('reports the progress of the request', async () => {
    const seen: unknown[] = [];
    const done = uploadEndpoint(fileEndpoints.uploadEventMedia, {
      params: { id: 'e1' },
      files: [png()],
      onProgress: (progress) => seen.push(progress),
    });
    const request = await sent();
    request.upload.onprogress?.({ loaded: 5, total: 10, lengthComputable: true });
    request.upload.onprogress?.({ loaded: 7, total: 0, lengthComputable: false });
    request.answer(200, reply);
    await done;
    expect(seen).toEqual([
      { loaded: 5, total: 10 },
      { loaded: 7, total: 0 },
    ]);
  });

  it("turns a refusal into the ApiError http.ts makes, with the server's message, and tells the global handler", async () => {
    const done = uploadEndpoint(fileEndpoints.uploadEventMedia, { params: { id: 'e1' }, files: [png()] });
    (await sent()).answer(413, { message: 'The file is larger than 30 MB' }, 'Payload Too Large');
    const error = await done.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 413, message: 'The file is larger than 30 MB' });
    expect(failures).toEqual([[413, { method: 'POST', message: 'The file is larger than 30 MB' }]]);
  });

  it('a quiet upload leaves the toast to the caller; an answer that is not JSON keeps the status text', async () => {
    const done = uploadEndpoint(fileEndpoints.uploadEventMedia, { params: { id: 'e1' }, files: [png()], quiet: true });
    (await sent()).answer(502, '<html>bad gateway</html>', 'Bad Gateway');
    await expect(done).rejects.toMatchObject({ status: 502, message: 'Bad Gateway', body: null });
    expect(failures).toEqual([]);
  });

  it('cancels through the signal with an AbortError, and tells no one', async () => {
    const controller = new AbortController();
    const done = uploadEndpoint(fileEndpoints.uploadEventMedia, {
      params: { id: 'e1' },
      files: [png()],
      signal: controller.signal,
    });
    const request = await sent();
    controller.abort();
    expect(request.aborted).toBe(true);
    await expect(done).rejects.toMatchObject({ name: 'AbortError' });
    expect(failures).toEqual([]);
  });

  it('does not start when the signal is already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      uploadEndpoint(fileEndpoints.uploadEventMedia, {
        params: { id: 'e1' },
        files: [png()],
        signal: controller.signal,
      }),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(FakeRequest.last).toBeNull();
  });

  it('a network failure is reported as no answer (status 0)', async () => {
    const done = uploadEndpoint(fileEndpoints.uploadEventMedia, { params: { id: 'e1' }, files: [png()] });
    (await sent()).onerror?.();
    await expect(done).rejects.toBeInstanceOf(TypeError);
    expect(failures).toEqual([[0, { method: 'POST' }]]);
  });
});

describe('uploadBody', () => {
  const single = { ...fileEndpoints.uploadEventMedia, upload: { kinds: [2], multiple: false } } as const;

  it('puts the text fields before the files and names a blob', () => {
    const body = uploadBody(single, { folderId: 7, note: 'n', skipped: undefined }, [
      { blob: new Blob(['x']), name: 'x.png' },
    ]);
    expect([...body.keys()]).toEqual(['folderId', 'note', 'file']);
    expect(body.get('folderId')).toBe('7');
    expect((body.get('file') as File).name).toBe('x.png');
  });

  it('refuses no file, and several where the contract takes exactly one', () => {
    expect(() => uploadBody(fileEndpoints.uploadEventMedia, {}, [])).toThrow('at least one file');
    expect(() => uploadBody(single, {}, [png(), png()])).toThrow('exactly one file');
  });
});
