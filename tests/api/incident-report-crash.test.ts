import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { INCIDENT_REPORT_STATUS } from '../../src/domain/events/incident-report.ts';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { createPglite, type Database, openDatabase } from '../../src/server/db/connect.ts';
import { domainEvents, files, incidentReports } from '../../src/server/db/schema/index.ts';
import { DEMO_COMPANIES } from '../../src/server/seed/demo-logins.ts';
import { seededEventId } from '../helpers/event-fixtures.ts';
import { companyIdByName } from '../helpers/fixtures.ts';

const CHILD = fileURLToPath(new URL('../helpers/report-crash-child.ts', import.meta.url));

/**
 * A server killed with SIGKILL while its job makes an incident report (spec 001 §4; issue 14:
 * 'it survives a kill -9 in the middle'): the queue lives in the database on disk, so the next
 * server retries the job once its run is past its time limit, and the report is filed once.
 * PGlite only: the child opens a data folder (PostgreSQL's own restart is the same queue).
 */
describe.skipIf(Boolean(process.env.DATABASE_URL))('a server killed mid-report', () => {
  it('the next server retries the job and files the report once', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'incident-report-crash-'));
    let database: Database | undefined;
    try {
      // The ids of the demo data, read from a copy of the template (the child makes its own).
      const peek = await openDatabase({
        kind: 'pglite',
        instance: createPglite(undefined, { loadDataDir: new Blob([fs.readFileSync(inject('templateDumpPath'))]) }),
      });
      const companyId = await companyIdByName(peek.db, DEMO_COMPANIES.harbor.name);
      const eventId = await seededEventId(peek.db, companyId, 'Unit 204 kitchen');
      await peek.close();

      const child = fork(CHILD, [dataDir, inject('templateDumpPath'), companyId, eventId], {
        execArgv: ['--import', 'tsx'],
        stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
      });
      const messages: { type: string; token?: string; status?: number }[] = [];
      child.on('message', (message) => messages.push(message as (typeof messages)[number]));
      await expect.poll(() => messages.some((m) => m.type === 'hung'), { timeout: 60_000, interval: 200 }).toBe(true);
      await expect.poll(() => messages.find((m) => m.type === 'asked'), { timeout: 10_000 }).toBeDefined();
      const asked = messages.find((m) => m.type === 'asked');
      expect(asked?.status).toBe(200);
      const token = asked?.token as string;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      expect(await exited).toBeNull();

      // The next server on the same data: its maintenance finds the run past its limit and retries it.
      database = await openDatabase({ kind: 'pglite', instance: createPglite(path.join(dataDir, 'pglite')) });
      const [before] = await database.db.select().from(incidentReports).where(eq(incidentReports.id, token));
      expect(before).toMatchObject({ status: INCIDENT_REPORT_STATUS.running, fileId: null });
      const config = loadConfig({
        DATA_DIR: dataDir,
        PUBLIC_URL: 'http://localhost:3000',
        LOG_LEVEL: 'silent',
        JOBS_POLL_INTERVAL_SECONDS: '1',
        JOBS_MAINTENANCE_INTERVAL_SECONDS: '1',
      });
      const app = await buildApp(config, database, { logger: false });
      try {
        await expect
          .poll(
            async () =>
              (await database?.db.select().from(incidentReports).where(eq(incidentReports.id, token)))?.[0]?.status,
            { timeout: 40_000, interval: 500 },
          )
          .toBe(INCIDENT_REPORT_STATUS.done);
        const [after] = await database.db.select().from(incidentReports).where(eq(incidentReports.id, token));
        const filed = await database.db
          .select({ id: files.id, storageKey: files.storageKey })
          .from(files)
          .where(and(eq(files.eventId, eventId), eq(files.contentType, 'application/pdf')));
        expect(filed).toEqual([expect.objectContaining({ id: after.fileId })]);
        const stored = await app.adapters.files.head(filed[0].storageKey);
        expect(stored.size).toBeGreaterThan(1000);
        const records = await database.db
          .select()
          .from(domainEvents)
          .where(and(eq(domainEvents.eventId, eventId), eq(domainEvents.type, 'event.incidentReport.generated')));
        expect(records).toHaveLength(1);
      } finally {
        await app.close();
      }
    } finally {
      await database?.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
