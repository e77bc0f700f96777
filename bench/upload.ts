/**
 * `npm run bench` (second part): a 100 MB upload's memory. Forks itself as the server (a fresh
 * PGlite database with the demo data, the real app on 127.0.0.1, the embedded file store in a temp
 * DATA_DIR), signs in over HTTP, creates an event, then streams a 100 MB video (generated on the
 * fly, never held whole) to POST /events/{id}/medias while the server samples its own RSS every
 * 20 ms. Prints the growth of the server's peak RSS over its RSS before the upload; goal: under
 * 50 MB. Writes bench/upload-results.json. Settings: BENCH_UPLOAD_MB (default 100).
 */
import { fork } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eventEndpoints } from '../schemas/event/endpoints.ts';
import { eventCategoryEndpoints } from '../schemas/event-category.ts';
import { fileEndpoints } from '../schemas/file.ts';
import { propertyEndpoints } from '../schemas/property/endpoints.ts';
import { openDatabase } from '../src/server/db/connect.ts';
import { DEMO_COMPANIES, DEMO_LOGINS } from '../src/server/seed/demo-logins.ts';
import { seedDemoData } from '../src/server/seed/demo-seed.ts';
import { loginOverHttp } from '../tests/helpers/login.ts';
import { callJson, nextMessageOf } from './child-messages.ts';
import { listenForBench } from './listen.ts';

const MB = 1024 * 1024;
const UPLOAD_BYTES = Number(process.env.BENCH_UPLOAD_MB || 100) * MB;
const GROWTH_GOAL_MB = 50;
const here = path.dirname(fileURLToPath(import.meta.url));

type ToServer = { type: 'rss-start' } | { type: 'rss-stop' } | { type: 'stop' };
type FromServer =
  | { type: 'ready'; baseUrl: string; companyId: string }
  | { type: 'rss'; before: number; peak: number; buffersBefore: number; buffersPeak: number }
  | { type: 'stopped' };

/** The server side: the real app; samples its RSS between rss-start and rss-stop. */
async function serve(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'property-ops-upload-bench-'));
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
  await seedDemoData(database.db);
  const [harbor] = await database.query<{ id: string }>('select id from companies where name = $1', [
    DEMO_COMPANIES.harbor.name,
  ]);
  const { app, baseUrl } = await listenForBench(database, dataDir, { DATABASE_URL: '', S3_BUCKET: '' });
  let sampler: NodeJS.Timeout | undefined;
  let before = 0;
  let peak = 0;
  // Buffers outside the JS heap: where an upload held in memory would show even when the RSS has room.
  let buffersBefore = 0;
  let buffersPeak = 0;
  const sample = () => {
    const usage = process.memoryUsage();
    peak = Math.max(peak, usage.rss);
    buffersPeak = Math.max(buffersPeak, usage.arrayBuffers);
  };
  process.on('message', async (message: ToServer) => {
    if (message.type === 'rss-start') {
      global.gc?.();
      const usage = process.memoryUsage();
      before = usage.rss;
      peak = before;
      buffersBefore = usage.arrayBuffers;
      buffersPeak = buffersBefore;
      sampler = setInterval(sample, 20);
    } else if (message.type === 'rss-stop') {
      clearInterval(sampler);
      sample();
      process.send?.({ type: 'rss', before, peak, buffersBefore, buffersPeak } satisfies FromServer);
    } else {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
      process.send?.({ type: 'stopped' } satisfies FromServer);
      process.exit(0);
    }
  });
  process.send?.({ type: 'ready', baseUrl, companyId: harbor.id } satisfies FromServer);
}

const next = nextMessageOf<FromServer>();

/** A multipart request whose one file is an MP4 of `total` bytes, written chunk by chunk as the socket drains. */
function uploadVideo(url: URL, token: string, total: number): Promise<{ status: number; body: string }> {
  const boundary = `----bench${crypto.randomUUID().replaceAll('-', '')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="walkthrough.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const ftyp = Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftypisom'),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from('isomiso2'),
  ]);
  const block = crypto.randomBytes(256 * 1024);
  return new Promise((resolve, reject) => {
    const request = http.request(url, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(head.length + total + tail.length),
      },
    });
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
    });
    request.on('error', reject);
    let sent = 0;
    const write = () => {
      while (sent < total) {
        const chunk = sent === 0 ? ftyp : block.subarray(0, Math.min(block.length, total - sent));
        sent += chunk.length;
        if (!request.write(chunk)) return void request.once('drain', write);
      }
      request.end(tail);
    };
    request.write(head);
    write();
  });
}

async function main(): Promise<void> {
  const child = fork(fileURLToPath(import.meta.url), ['server'], {
    execArgv: [...process.execArgv, '--expose-gc'],
    stdio: 'inherit',
  });
  const { baseUrl, companyId } = await next(child, 'ready');
  try {
    const { accessToken } = await loginOverHttp(baseUrl, DEMO_LOGINS.manager.email);
    const api = (p: string) => `/api/company/${companyId}${p}`;
    const properties = await callJson(baseUrl, accessToken, 'GET', api(propertyEndpoints.visibleToMe.path));
    const types = await callJson(baseUrl, accessToken, 'GET', api(`${eventCategoryEndpoints.list.path}?pageSize=100`));
    const type = types.eventTypes.find((candidate: { name: string }) => candidate.name === 'Water Intrusion');
    const created = await callJson(baseUrl, accessToken, 'POST', api(eventEndpoints.create.path), {
      propertyId: properties.properties[0].id,
      typeId: type.id,
      categoryId: type.categories.find((category: { name: string }) => category.name === 'Pipe Burst').id,
    });
    const eventId: string = created.eventProgress.id;
    const url = new URL(`${baseUrl}${api(fileEndpoints.uploadEventMedia.path.replace(':id', eventId))}`);

    child.send({ type: 'rss-start' } satisfies ToServer);
    const started = performance.now();
    const answer = await uploadVideo(url, accessToken, UPLOAD_BYTES);
    const seconds = (performance.now() - started) / 1000;
    child.send({ type: 'rss-stop' } satisfies ToServer);
    const { before, peak, buffersBefore, buffersPeak } = await next(child, 'rss');
    if (answer.status !== 200) throw new Error(`upload answered ${answer.status}: ${answer.body}`);
    const stored: number = JSON.parse(answer.body).videos[0]?.size ?? 0;
    if (stored !== UPLOAD_BYTES) throw new Error(`stored ${stored} bytes of ${UPLOAD_BYTES}`);
    const growthMb = (peak - before) / MB;
    const result = {
      date: new Date().toISOString(),
      uploadMb: UPLOAD_BYTES / MB,
      seconds: Math.round(seconds * 10) / 10,
      mbPerSecond: Math.round((UPLOAD_BYTES / MB / seconds) * 10) / 10,
      serverRssBeforeMb: Math.round(before / MB),
      serverRssPeakMb: Math.round(peak / MB),
      growthMb: Math.round(growthMb * 10) / 10,
      bufferGrowthMb: Math.round(((buffersPeak - buffersBefore) / MB) * 10) / 10,
      goalMb: GROWTH_GOAL_MB,
      passed: growthMb < GROWTH_GOAL_MB && (buffersPeak - buffersBefore) / MB < GROWTH_GOAL_MB,
    };
    console.log(
      `\nupload: ${result.uploadMb} MB video in ${result.seconds} s (${result.mbPerSecond} MB/s); server RSS ${result.serverRssBeforeMb} → peak ${result.serverRssPeakMb} MB, growth ${result.growthMb} MB (goal < ${GROWTH_GOAL_MB} MB), buffers +${result.bufferGrowthMb} MB → ${result.passed ? 'OK' : 'ABOVE GOAL'}`,
    );
    fs.writeFileSync(path.join(here, 'upload-results.json'), `${JSON.stringify(result, null, 2)}\n`);
  } finally {
    child.send({ type: 'stop' } satisfies ToServer);
    await next(child, 'stopped');
  }
}

if (process.argv[2] === 'server') void serve();
else
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
