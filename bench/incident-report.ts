/**
 * `npm run bench` (third part): the incident report of an event with 50 photos. Forks itself as
 * the server (a fresh PGlite database with the demo data, the real app on 127.0.0.1, the disk
 * store in a temp DATA_DIR, its job workers off so the bench runs the job itself), signs in over
 * HTTP, creates an event, uploads 50 photos (3000×2000 JPEGs, ~2 MB each) with notes, chooses
 * them all, asks for the report, then runs the queued job in the server while it samples its own
 * RSS every 20 ms. Prints the job's time (read everything, scale 50 photos, write and file the
 * PDF; goal: under 3 s), the PDF's size and pages, and the server's RSS before → peak.
 * Writes bench/incident-report-results.json. Settings: BENCH_REPORT_IMAGES (default 50),
 * BENCH_KEEP_PDF (a path to keep the PDF at, to look at it).
 */
import { execFileSync, fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { eventEndpoints } from '../schemas/event/endpoints.ts';
import { eventCategoryEndpoints } from '../schemas/event-category.ts';
import { fileEndpoints } from '../schemas/file.ts';
import { incidentReportEndpoints } from '../schemas/incident-report.ts';
import { propertyEndpoints } from '../schemas/property/endpoints.ts';
import { openDatabase } from '../src/server/db/connect.ts';
import { incidentReportJob } from '../src/server/modules/incident-reports/report-job.ts';
import { DEMO_COMPANIES, DEMO_LOGINS } from '../src/server/seed/demo-logins.ts';
import { seedDemoData } from '../src/server/seed/demo-seed.ts';
import { loginOverHttp } from '../tests/helpers/login.ts';
import { callJson, nextMessageOf } from './child-messages.ts';
import { listenForBench } from './listen.ts';

const MB = 1024 * 1024;
const IMAGES = Number(process.env.BENCH_REPORT_IMAGES || 50);
const GOAL_SECONDS = 3;
const here = path.dirname(fileURLToPath(import.meta.url));

type ToServer = { type: 'render'; reportId: string } | { type: 'stop' };
type FromServer =
  | { type: 'ready'; baseUrl: string; companyId: string }
  | { type: 'rendered'; seconds: number; before: number; peak: number; pdfPath: string; pdfBytes: number }
  | { type: 'stopped' };

/** The server side: the real app without job workers; runs the report's job on request, sampling its RSS. */
async function serve(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'property-ops-report-bench-'));
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
  await seedDemoData(database.db);
  const [harbor] = await database.query<{ id: string }>('select id from companies where name = $1', [
    DEMO_COMPANIES.harbor.name,
  ]);
  const { app, baseUrl } = await listenForBench(database, dataDir, {
    DATABASE_URL: '',
    S3_BUCKET: '',
    JOBS_RUN_WORKERS: 'false',
  });
  process.on('message', async (message: ToServer) => {
    if (message.type === 'render') {
      const job = incidentReportJob({ db: database.db, adapters: app.adapters, clock: app.clock, log: app.log });
      global.gc?.();
      const before = process.memoryUsage().rss;
      let peak = before;
      const sampler = setInterval(() => {
        peak = Math.max(peak, process.memoryUsage().rss);
      }, 20);
      const started = performance.now();
      await job.handle({
        id: message.reportId,
        data: { reportId: message.reportId },
        retryCount: 0,
        isLastAttempt: true,
      });
      const seconds = (performance.now() - started) / 1000;
      clearInterval(sampler);
      peak = Math.max(peak, process.memoryUsage().rss);
      const [row] = await database.query<{ storage_key: string; size: number }>(
        'select f.storage_key, f.size from incident_reports r join files f on f.id = r.file_id where r.id = $1',
        [message.reportId],
      );
      const pdfPath = path.join(dataDir, 'report.pdf');
      const stored = await app.adapters.files.get(row.storage_key);
      await new Promise<void>((resolve, reject) =>
        stored.body.pipe(fs.createWriteStream(pdfPath)).on('finish', resolve).on('error', reject),
      );
      process.send?.({
        type: 'rendered',
        seconds,
        before,
        peak,
        pdfPath,
        pdfBytes: Number(row.size),
      } satisfies FromServer);
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

/** A phone-sized photo: a colour gradient with grain (so it compresses like a photo, ~2 MB). */
async function photo(index: number): Promise<Buffer> {
  const width = 3000;
  const height = 2000;
  const grain = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 18 },
    },
  })
    .png()
    .toBuffer();
  const hue = (index * 37) % 360;
  const gradient = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},55%,45%)"/><stop offset="1" stop-color="hsl(${(hue + 90) % 360},45%,70%)"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><text x="120" y="400" font-size="260" fill="white">Photo ${index + 1}</text></svg>`,
  );
  return sharp(gradient)
    .composite([{ input: grain, blend: 'overlay' }])
    .jpeg({ quality: 85 })
    .toBuffer();
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
      location: 'Units 301-310',
    });
    const eventId: string = created.eventProgress.id;
    const mediaUrl = `${baseUrl}${api(fileEndpoints.uploadEventMedia.path.replace(':id', eventId))}`;
    let uploadedBytes = 0;
    for (let start = 0; start < IMAGES; start += 5) {
      const form = new FormData();
      for (let index = start; index < Math.min(IMAGES, start + 5); index += 1) {
        const bytes = await photo(index);
        uploadedBytes += bytes.length;
        form.append(
          'file',
          new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }),
          `photo-${String(index + 1).padStart(2, '0')}.jpg`,
        );
      }
      const response = await fetch(mediaUrl, {
        method: 'POST',
        headers: { authorization: `Bearer ${accessToken}` },
        body: form,
      });
      if (!response.ok) throw new Error(`upload: ${response.status} ${await response.text()}`);
    }
    const choices = await callJson(
      baseUrl,
      accessToken,
      'GET',
      api(incidentReportEndpoints.renderOptions.path.replace(':id', eventId)),
    );
    const imageIds = choices.choices.images.map((image: { id: string }) => image.id);
    if (imageIds.length !== IMAGES) throw new Error(`${imageIds.length} images of ${IMAGES}`);
    await callJson(
      baseUrl,
      accessToken,
      'POST',
      api(incidentReportEndpoints.saveRenderOptions.path.replace(':id', eventId)),
      {
        eventId,
        options: {
          includedDocumentIds: [],
          includedPeopleIds: [],
          includedImageIds: imageIds,
          includedInsuranceClaimIds: [],
        },
      },
    );
    const asked = await callJson(
      baseUrl,
      accessToken,
      'POST',
      api(incidentReportEndpoints.create.path.replace(':id', eventId)),
    );

    child.send({ type: 'render', reportId: asked.token } satisfies ToServer);
    const rendered = await next(child, 'rendered');
    if (process.env.BENCH_KEEP_PDF) fs.copyFileSync(rendered.pdfPath, process.env.BENCH_KEEP_PDF);
    const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [rendered.pdfPath], { encoding: 'utf8' }))?.[1]);
    const result = {
      date: new Date().toISOString(),
      images: IMAGES,
      photoMbEach: Math.round((uploadedBytes / IMAGES / MB) * 10) / 10,
      seconds: Math.round(rendered.seconds * 100) / 100,
      goalSeconds: GOAL_SECONDS,
      pdfMb: Math.round((rendered.pdfBytes / MB) * 10) / 10,
      pages,
      serverRssBeforeMb: Math.round(rendered.before / MB),
      serverRssPeakMb: Math.round(rendered.peak / MB),
      rssGrowthMb: Math.round(((rendered.peak - rendered.before) / MB) * 10) / 10,
      passed: rendered.seconds < GOAL_SECONDS,
    };
    console.log(
      `\nincident report: ${IMAGES} photos (${result.photoMbEach} MB each) in ${result.seconds} s (goal < ${GOAL_SECONDS} s) → ${result.pdfMb} MB, ${pages} pages; server RSS ${result.serverRssBeforeMb} → peak ${result.serverRssPeakMb} MB (+${result.rssGrowthMb} MB) → ${result.passed ? 'OK' : 'ABOVE GOAL'}`,
    );
    fs.writeFileSync(path.join(here, 'incident-report-results.json'), `${JSON.stringify(result, null, 2)}\n`);
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
