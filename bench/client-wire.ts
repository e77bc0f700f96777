/**
 * `npm run bench:wire`: what a browser really moves, measured in Chromium (Debian's, as the
 * end-to-end tests use) against the real server and the built client (`npm run build` first):
 * bytes on the wire, headers included, as Chromium's network log counts them (encodedDataLength).
 *
 * - first visit: an empty cache opens /, is sent to the sign-in page, signs in, and the home page
 *   settles (no request left in flight);
 * - the Events page: from there, the header's Events link, until the list settles;
 * - second visit: the same browser (its cache kept) opens / again, signed in, until home settles.
 *
 * The app's service worker is blocked for these (it would fetch the next pages' files in its own
 * context, which the page's log does not see); what it downloads after sign-in, once and in the
 * background, is measured apart: every file of its precache list, fetched as a browser would.
 *
 * Issue 26's goals: first visit ≤ 250 KB, second ≤ 10 KB, Events ≤ 150 KB more. Writes
 * bench/client-wire-results.json and the '## Client on the wire' section of BENCHMARKS.md.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { type CDPSession, chromium, type Page } from '@playwright/test';
import { DEMO_LOGINS, DEMO_PASSWORD } from '../src/server/seed/demo-logins.ts';
import { startServer } from '../tests/e2e/server-process.ts';
import { updateBenchmarksSection } from './client-report.ts';

const repo = fileURLToPath(new URL('..', import.meta.url));
const GOALS = { firstVisit: 250_000, secondVisit: 10_000, eventsPage: 150_000 };
const LIST_ALL = process.env.WIRE_LIST === 'all';
const VIEWPORTS = { wide: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const;

interface Transfer {
  bytes: number;
  requests: number;
  /** The largest responses: address (path), content encoding, bytes. */
  largest: { url: string; encoding: string; bytes: number }[];
}

/** Counts what finishes loading on the page from now on, until taken. */
async function wireMeter(client: CDPSession) {
  await client.send('Network.enable');
  // The browser's own cache is used as a browser would (not disabled by the devtools session).
  await client.send('Network.setCacheDisabled', { cacheDisabled: false });
  const responses = new Map<string, { url: string; encoding: string }>();
  let current: Transfer = { bytes: 0, requests: 0, largest: [] };
  client.on('Network.responseReceived', (event) => {
    const url = new URL(event.response.url);
    const encoding = Object.entries(event.response.headers).find(([name]) => name.toLowerCase() === 'content-encoding');
    responses.set(event.requestId, { url: `${url.pathname}${url.search}`.slice(0, 90), encoding: encoding?.[1] ?? '' });
  });
  client.on('Network.loadingFinished', (event) => {
    current.bytes += event.encodedDataLength;
    if (event.encodedDataLength <= 0) return;
    current.requests += 1;
    const response = responses.get(event.requestId) ?? { url: '?', encoding: '' };
    current.largest.push({ ...response, bytes: event.encodedDataLength });
  });
  return {
    take(): Transfer {
      const taken = current;
      // WIRE_LIST=all lists every response, not only the 12 largest.
      taken.largest = taken.largest.sort((a, b) => b.bytes - a.bytes).slice(0, LIST_ALL ? undefined : 12);
      current = { bytes: 0, requests: 0, largest: [] };
      return taken;
    },
  };
}

async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.locator('.ant-spin-spinning, .ant-skeleton-active').first().waitFor({ state: 'detached' });
}

async function measure(baseUrl: string, viewport: { width: number; height: number }) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
  });
  try {
    const context = await browser.newContext({ baseURL: baseUrl, viewport, serviceWorkers: 'block' });
    const page = await context.newPage();
    const meter = await wireMeter(await context.newCDPSession(page));

    await page.goto('/');
    await page.getByLabel('E-mail').fill(DEMO_LOGINS.admin.email);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Events in Progress' }).or(page.locator('main h1')).first().waitFor();
    await settled(page);
    const firstVisit = meter.take();

    await page.goto('/');
    await page.locator('main h1').first().waitFor();
    await settled(page);
    meter.take();
    if (viewport.width >= 1000)
      await page.getByRole('navigation', { name: 'Main' }).getByText('Events', { exact: true }).click();
    else
      await page.evaluate(() => {
        window.history.pushState(null, '', '/events');
        window.dispatchEvent(new PopStateEvent('popstate'));
      });
    await page.locator('.ant-table-row').first().waitFor();
    await settled(page);
    const eventsPage = meter.take();

    const second = await context.newPage();
    const secondMeter = await wireMeter(await context.newCDPSession(second));
    await second.goto(`${baseUrl}/`);
    await second.locator('main h1').first().waitFor();
    await settled(second);
    const secondVisit = secondMeter.take();
    return { firstVisit, eventsPage, secondVisit };
  } finally {
    await browser.close();
  }
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

/** The files the built service worker precaches (its manifest, which the build writes into sw.js). */
function precacheUrls(): string[] {
  const worker = readFileSync(`${repo}dist/client/sw.js`, 'utf8');
  return [...worker.matchAll(/url:"([^"]+)"/g)].map((match) => `/${match[1]}`);
}

/** One file as a browser gets it (brotli accepted): its bytes on the wire, status line and headers included. */
function transferred(baseUrl: string, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(`${baseUrl}${path}`, { headers: { 'accept-encoding': 'br, gzip' } }, (response) => {
        let bytes = `HTTP/1.1 ${response.statusCode} ${response.statusMessage}\r\n`.length + 2;
        for (let i = 0; i < response.rawHeaders.length; i += 2) {
          bytes += `${response.rawHeaders[i]}: ${response.rawHeaders[i + 1]}\r\n`.length;
        }
        response.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
        });
        response.on('end', () => resolve(bytes));
      })
      .on('error', reject);
  });
}

/** What the service worker downloads after sign-in: its script, its runtime, and its precache list. */
async function workerPrecache(baseUrl: string) {
  const worker = readFileSync(`${repo}dist/client/sw.js`, 'utf8');
  // Its runtime, which it loads by name without the extension.
  const runtime = [...worker.matchAll(/"\.\/(workbox-[\w-]+)"/g)].map((match) => `/${match[1]}.js`);
  const urls = ['/sw.js', ...runtime, ...precacheUrls()];
  let bytes = 0;
  for (const url of urls) bytes += await transferred(baseUrl, url);
  return { files: urls.length, bytes };
}

const server = await startServer(Number(process.env.BENCH_PORT ?? 3290), { CLIENT_DIR: `${repo}dist/client` });
try {
  const results: Record<string, Awaited<ReturnType<typeof measure>>> = {};
  for (const [name, viewport] of Object.entries(VIEWPORTS)) results[name] = await measure(server.baseUrl, viewport);
  const rows = Object.entries(results).flatMap(([name, r]) => [
    { screen: name, visit: 'first visit (sign-in page + home)', ...r.firstVisit, goal: GOALS.firstVisit },
    { screen: name, visit: 'the Events page after it', ...r.eventsPage, goal: GOALS.eventsPage },
    { screen: name, visit: 'second visit (cache kept)', ...r.secondVisit, goal: GOALS.secondVisit },
  ]);
  console.table(
    rows.map(({ largest: _, ...row }) => ({
      ...row,
      bytes: kb(row.bytes),
      goal: kb(row.goal),
      pass: row.bytes <= row.goal,
    })),
  );
  for (const row of rows) {
    console.log(`\n${row.screen}, ${row.visit}: the largest responses`);
    for (const item of row.largest)
      console.log(`  ${kb(item.bytes).padStart(9)}  ${item.encoding.padEnd(4)}  ${item.url}`);
  }
  const precache = await workerPrecache(server.baseUrl);
  console.log(
    `\nservice worker after sign-in (once, in the background): ${precache.files} files, ${kb(precache.bytes)}`,
  );
  const pass = rows.every((row) => row.bytes <= row.goal);
  writeFileSync(
    `${repo}bench/client-wire-results.json`,
    `${JSON.stringify({ measuredAt: new Date().toISOString(), pass, goals: GOALS, results, precache }, null, 2)}\n`,
  );
  updateBenchmarksSection(
    `${repo}BENCHMARKS.md`,
    'Client on the wire',
    [
      '## Client on the wire',
      '',
      "Measured by `npm run build && npm run bench:wire` (bench/client-wire.ts): Debian's Chromium against the real",
      'server on the demo data, signed in as the demo administrator; bytes on the wire (headers included) as',
      "Chromium's network log counts them; 1 KB = 1000 bytes. The server sends the build's brotli copies and",
      'caches hashed assets for a year (immutable); index.html and unhashed files are revalidated; API JSON',
      "and the identity provider's answers of 1 KB or more are compressed per request. `WIRE_LIST=all` lists",
      'every response, not only the largest.',
      '',
      '| Screen | Visit | Requests | Bytes | Goal | |',
      '| --- | --- | ---: | ---: | ---: | --- |',
      ...rows.map(
        (row) =>
          `| ${row.screen} | ${row.visit} | ${row.requests} | ${kb(row.bytes)} | ≤ ${kb(row.goal)} | ${row.bytes <= row.goal ? 'PASS' : 'FAIL'} |`,
      ),
      '',
      `${new Date().toISOString().slice(0, 10)}: ${pass ? 'every goal met' : 'a goal is missed'}.`,
      '',
      `The service worker is blocked for the visits above. After sign-in it downloads, once and in the background`,
      `when the app is idle, its script and runtime and the files of the field pages (home, Add Event, My Tasks,`,
      `Perform Task; build-tools/field-precache.ts): ${precache.files} files, ${kb(precache.bytes)}. Later visits and`,
      'pages then read those files from its cache.',
      '',
    ].join('\n'),
  );
  if (!pass) process.exitCode = 1;
} finally {
  await server.stop();
}
