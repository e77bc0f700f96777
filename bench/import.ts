/**
 * `npm run bench` (fifth part): CSV import of a 10,000-row properties file (issue 24; goals: dry
 * run ≤ 5 s, import ≤ 15 s). A fresh database — PGlite in a temporary DATA_DIR, or with
 * DATABASE_URL a new PostgreSQL database beside it, dropped at the end — with the demo data; the
 * real app on 127.0.0.1; the demo administrator signs in over HTTP and posts the file as the
 * modal does (multipart). Times, one request each: the dry run, the import (every row new), the
 * same file again (every row unchanged) and a file changing every row's name (every row an
 * update). Prints them and writes bench/import-results.json (one entry per engine).
 * Settings: BENCH_IMPORT_ROWS (default 10,000).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Papa from 'papaparse';
import { importEndpoints } from '../schemas/import.ts';
import { DEMO_COMPANIES, DEMO_LOGINS } from '../src/server/seed/demo-logins.ts';
import { seedDemoData } from '../src/server/seed/demo-seed.ts';
import { loginOverHttp } from '../tests/helpers/login.ts';
import { openBenchDatabase } from './fresh-postgres.ts';
import { listenForBench } from './listen.ts';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS || 10_000);
const GOALS = { dryRunSeconds: 5, importSeconds: 15 };
const here = path.dirname(fileURLToPath(import.meta.url));
const resultsFile = path.join(here, 'import-results.json');

/** The properties template's columns, every row valid, a number of its own per row. */
function propertiesFile(rows: number, name: (index: number) => string): string {
  const header = [
    'Property #',
    'Name',
    '# of Units',
    'Street',
    'City',
    'State',
    'Postal Code',
    'Phone',
    'Time zone',
    'Archived',
  ];
  const body = Array.from({ length: rows }, (_, index) => [
    `IMP-${String(index).padStart(6, '0')}`,
    name(index),
    String(10 + (index % 300)),
    `${100 + (index % 900)} Main Street`,
    ['Springfield', 'Peoria', 'Champaign', 'Decatur'][index % 4],
    'IL',
    String(62700 + (index % 90)),
    `(217) 555-${String(1000 + (index % 9000)).padStart(4, '0')}`,
    index % 2 ? 'America/Chicago' : '',
    'No',
  ]);
  return `${Papa.unparse([header, ...body], { newline: '\r\n' })}\r\n`;
}

async function main(): Promise<void> {
  const { database, dataDir, postgresUrl, dispose } = await openBenchDatabase('import-bench');
  try {
    await seedDemoData(database.db);
    const [harbor] = await database.query<{ id: string }>('select id from companies where name = $1', [
      DEMO_COMPANIES.harbor.name,
    ]);
    const { app, baseUrl } = await listenForBench(database, dataDir, { DATABASE_URL: postgresUrl ?? '' });
    try {
      const { accessToken } = await loginOverHttp(baseUrl, DEMO_LOGINS.admin.email);
      const url = `${baseUrl}/api/company/${harbor.id}${importEndpoints.properties.path}`;
      const post = async (csv: string, dryRun: boolean) => {
        const form = new FormData();
        form.append('dryRun', String(dryRun));
        form.append('file', new Blob([csv], { type: 'text/csv' }), 'properties.csv');
        const started = performance.now();
        const response = await fetch(url, {
          method: 'POST',
          headers: { authorization: `Bearer ${accessToken}` },
          body: form,
        });
        const reply = await response.json();
        const seconds = Math.round((performance.now() - started) / 10) / 100;
        if (!response.ok) throw new Error(`import answered ${response.status}: ${JSON.stringify(reply)}`);
        return { seconds, reply };
      };
      const file = propertiesFile(ROWS, (index) => `Imported Property ${index}`);
      const dryRun = await post(file, true);
      const created = await post(file, false);
      const unchanged = await post(file, false);
      const updated = await post(
        propertiesFile(ROWS, (index) => `Renamed Property ${index}`),
        false,
      );
      const expect = (label: string, reply: Record<string, number>, key: string) => {
        if (reply[key] !== ROWS) throw new Error(`${label}: expected ${ROWS} ${key}, got ${JSON.stringify(reply)}`);
      };
      expect('dry run', dryRun.reply, 'created');
      expect('import', created.reply, 'created');
      expect('again', unchanged.reply, 'unchanged');
      expect('update', updated.reply, 'updated');
      const result = {
        date: new Date().toISOString(),
        engine: database.kind,
        rows: ROWS,
        fileMb: Math.round((Buffer.byteLength(file) / 1024 / 1024) * 10) / 10,
        dryRunSeconds: dryRun.seconds,
        importSeconds: created.seconds,
        unchangedSeconds: unchanged.seconds,
        updateSeconds: updated.seconds,
        goals: GOALS,
        passed: dryRun.seconds <= GOALS.dryRunSeconds && created.seconds <= GOALS.importSeconds,
      };
      console.log(
        `\nimport (${database.kind}): ${ROWS.toLocaleString('en-US')} properties (${result.fileMb} MB) — dry run ${result.dryRunSeconds} s (goal ≤ ${GOALS.dryRunSeconds}), import ${result.importSeconds} s (goal ≤ ${GOALS.importSeconds}), same file again ${result.unchangedSeconds} s, every row changed ${result.updateSeconds} s → ${result.passed ? 'OK' : 'ABOVE GOAL'}`,
      );
      const previous = fs.existsSync(resultsFile) ? JSON.parse(fs.readFileSync(resultsFile, 'utf8')) : {};
      fs.writeFileSync(resultsFile, `${JSON.stringify({ ...previous, [database.kind]: result }, null, 2)}\n`);
    } finally {
      await app.close();
    }
  } finally {
    await dispose();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
