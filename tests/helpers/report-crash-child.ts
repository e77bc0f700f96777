/**
 * The process tests/api/incident-report-crash.test.ts kills with SIGKILL: the real app over a
 * PGlite data folder (made from the test template on first use), whose incident report job hangs
 * while writing the PDF. It asks for a report of a demo event, tells the parent the token, and
 * once the job's run is under way says 'hung' and waits to be killed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { createPglite, openDatabase } from '../../src/server/db/connect.ts';
import { DEMO_LOGINS } from '../../src/server/seed/demo-logins.ts';
import { loginAs } from './login.ts';

const [dataDir, templateDump, companyId, eventId] = process.argv.slice(2);

const pglite = createPglite(path.join(dataDir, 'pglite'), {
  loadDataDir: new Blob([fs.readFileSync(templateDump)]),
});
const database = await openDatabase({ kind: 'pglite', instance: pglite });
const config = loadConfig({
  DATA_DIR: dataDir,
  PUBLIC_URL: 'http://localhost:3000',
  LOG_LEVEL: 'silent',
  JOBS_POLL_INTERVAL_SECONDS: '1',
  JOBS_EXPIRE_SECONDS: '2',
  JOBS_RETRY_DELAY_SECONDS: '1',
});
const app = await buildApp(config, database, { logger: false });
await app.ready();
const put = app.adapters.files.put.bind(app.adapters.files);
app.adapters.files.put = (key, body, options) => {
  if (!key.includes('incident-report-')) return put(key, body, options);
  body.resume();
  process.send?.({ type: 'hung' });
  return new Promise(() => {});
};
const { accessToken } = await loginAs(app, DEMO_LOGINS.manager.email);
const created = await app.inject({
  method: 'POST',
  url: `/api/company/${companyId}/events/${eventId}/createIncidentReport`,
  headers: { authorization: `Bearer ${accessToken}` },
});
process.send?.({ type: 'asked', status: created.statusCode, token: created.json().token });
