/**
 * The process tests/api/subscription-crash.test.ts kills with SIGKILL: the real app over a PGlite
 * data folder (made from the test template), where a subscription e-mails a role and an event is
 * reported (the report finished, so it is announced as Created). The worker then drains with a mail adapter that hangs after its first message: the
 * process says 'hung' (with the subscription's id) and waits to be killed mid-run.
 */
import fs from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { subscriptionEndpoints } from '../../schemas/subscription/endpoints.ts';
import { conditionFor } from '../../src/domain/subscriptions/subscription.ts';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { createPglite, openDatabase } from '../../src/server/db/connect.ts';
import { positionTypes, properties, subscriptions } from '../../src/server/db/schema/index.ts';
import { drainSubscriptions } from '../../src/server/modules/subscriptions/drain.ts';
import { DEMO_LOGINS } from '../../src/server/seed/demo-logins.ts';
import { PERSONA_ROLES } from '../../src/server/seed/persona-roles.ts';
import { okReply } from './endpoint-call.ts';
import { reportFinishedEvent } from './event-fixtures.ts';
import { loginAs } from './login.ts';
import type { TestApp } from './test-app.ts';

const [dataDir, templateDump, companyId] = process.argv.slice(2);

const database = await openDatabase({
  kind: 'pglite',
  instance: createPglite(path.join(dataDir, 'pglite'), { loadDataDir: new Blob([fs.readFileSync(templateDump)]) }),
});
const config = loadConfig({
  DATA_DIR: dataDir,
  PUBLIC_URL: 'http://localhost:3000',
  LOG_LEVEL: 'silent',
  SUBSCRIPTIONS_TICK_SECONDS: '0',
});
const app = await buildApp(config, database, { logger: false });
await app.ready();
const { accessToken } = await loginAs(app, DEMO_LOGINS.admin.email);
const idOf = async (table: typeof positionTypes | typeof properties, name: string) =>
  (
    await database.db
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.companyId, companyId), eq(table.name, name)))
  )[0].id;
const created = conditionFor('Created');
const saved = await okReply(app, subscriptionEndpoints.save, {
  companyId,
  token: accessToken,
  body: {
    name: 'Crash test',
    filters: [{ conditions: [created] }],
    subscribers: [
      {
        recipientType: 'Role',
        recipientQualifier: await idOf(positionTypes, PERSONA_ROLES.manager.name),
        mediaType: 'Email',
      },
    ],
  },
});
// The demo's 'Water intrusions in the North Portfolio' e-mails the same role about the same event and,
// older, would carry these two notices (one per person, change and medium): this run's are its own.
const [demoWater] = await database.db
  .select({ id: subscriptions.id })
  .from(subscriptions)
  .where(
    and(eq(subscriptions.companyId, companyId), eq(subscriptions.name, 'Water intrusions in the North Portfolio')),
  );
if (demoWater) {
  await okReply(app, subscriptionEndpoints.delete, { companyId, token: accessToken, params: { id: demoWater.id } });
}
const lakeview = await idOf(properties, 'Lakeview Apartments');
await reportFinishedEvent(
  { app, database, config, close: async () => {} } as TestApp,
  accessToken,
  companyId,
  lakeview,
);

const mail = app.adapters.mail;
let first: Promise<void> | null = null;
await drainSubscriptions({
  db: database.db,
  clock: app.clock,
  config: config.subscriptions,
  adapters: {
    sms: app.adapters.sms,
    // No sendMany: one by one, the second send hangs once the first is in the outbox.
    mail: {
      deliversMail: false,
      send: async (message) => {
        if (!first) {
          first = mail.send(message);
          return first;
        }
        await first;
        process.send?.({ type: 'hung', subscriptionId: saved.subscription.id });
        return new Promise(() => {});
      },
    },
  },
});
