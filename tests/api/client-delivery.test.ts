import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDirectory } from '../../build-tools/precompress.ts';
import { IMMUTABLE, REVALIDATE } from '../../src/server/plugins/client.ts';
import { DOCUMENT_ONLY_HEADERS } from '../../src/server/plugins/security-headers.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

/** Issue 26 item 1: the built client as the build leaves it (hashed assets, compressed copies). */
const SCRIPT = 'console.log("the app");\n'.repeat(300);
const ICON = `<svg xmlns="http://www.w3.org/2000/svg">${'<rect/>'.repeat(300)}</svg>`;

describe('the built client on the wire', () => {
  let t: TestApp;
  let clientDir: string;

  beforeAll(async () => {
    clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'client-delivery-'));
    fs.mkdirSync(path.join(clientDir, 'assets'));
    fs.writeFileSync(
      path.join(clientDir, 'index.html'),
      `<!doctype html><div id="root"></div>${'<!-- -->'.repeat(200)}`,
    );
    fs.writeFileSync(path.join(clientDir, 'assets', 'index-Ck9qqNgY.js'), SCRIPT);
    fs.writeFileSync(path.join(clientDir, 'favicon.svg'), ICON);
    precompressDirectory(clientDir);
    t = await buildTestApp({ CLIENT_DIR: clientDir });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(clientDir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('sends a hashed asset brotli-compressed to a browser that takes brotli, cached for a year', async () => {
    const response = await get('/assets/index-Ck9qqNgY.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.rawPayload.length).toBeLessThan(SCRIPT.length / 10);
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends a hashed asset without validators, byte ranges or the headers only a page needs', async () => {
    const response = await get('/assets/index-Ck9qqNgY.js', { 'accept-encoding': 'br' });
    // Never asked about again (immutable): a new build has new names.
    expect(response.headers.etag).toBeUndefined();
    expect(response.headers['last-modified']).toBeUndefined();
    expect(response.headers['accept-ranges']).toBeUndefined();
    for (const name of DOCUMENT_ONLY_HEADERS) expect(response.headers[name], name).toBeUndefined();
    // What protects the file itself stays.
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(response.headers['content-security-policy']).toBeUndefined();
  });

  it('sends gzip to a browser that takes only gzip, and the file itself to one that takes neither', async () => {
    const gzip = await get('/assets/index-Ck9qqNgY.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);
    const plain = await get('/assets/index-Ck9qqNgY.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    expect(plain.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('has a file without a hash revalidated: no-cache, and a 304 while it is unchanged', async () => {
    const first = await get('/favicon.svg', { 'accept-encoding': 'br' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe(REVALIDATE);
    expect(first.headers['content-encoding']).toBe('br');
    const etag = String(first.headers.etag);
    expect(etag).not.toBe('undefined');
    const again = await get('/favicon.svg', { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('answers every client route with index.html, revalidated', async () => {
    const response = await get('/events?statusType=1');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe(REVALIDATE);
    expect(response.body).toContain('<div id="root">');
    // A page keeps every security header and its policy.
    for (const name of DOCUMENT_ONLY_HEADERS) expect(response.headers[name], name).toBeDefined();
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('sends index.html compressed as the browser accepts, and a 304 while it is unchanged', async () => {
    const br = await get('/', { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toContain('<div id="root">');
    const gzip = await get('/events', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(zlib.brotliDecompressSync(br.rawPayload).toString());
    const etag = String(br.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    expect(gzip.headers.etag).toBe(etag);
    const again = await get('/properties', { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const changed = await get('/', { 'if-none-match': '"an-older-build"' });
    expect(changed.statusCode).toBe(200);
  });
});
