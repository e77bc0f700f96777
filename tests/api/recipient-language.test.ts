import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptionEndpoints } from '../../schemas/subscription/endpoints.ts';
import { conditionFor } from '../../src/domain/subscriptions/subscription.ts';
import { deliverAccountMail } from '../../src/server/auth/accounts/account-mail-job.ts';
import { savePreferences } from '../../src/server/auth/accounts/preferences.ts';
import { requestSignInLink } from '../../src/server/auth/oidc/passwordless.ts';
import { logins, people, properties, subscriptionDeliveries } from '../../src/server/db/schema/index.ts';
import { drainSubscriptions } from '../../src/server/modules/subscriptions/drain.ts';
import { DEMO_LOGINS } from '../../src/server/seed/demo-logins.ts';
import { endpointCaller } from '../helpers/endpoint-call.ts';
import { type EventPersonas, reportFinishedEvent, signInEventPersonas } from '../helpers/event-fixtures.ts';
import { mailsTo } from '../helpers/outbox.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * What the server writes to people outside the app (issue 27) is in the recipient's language: the
 * manager chose Spanish on /profile, the administrator English. Notices of events (e-mail and
 * text), account e-mails and the sign-in link.
 */

let t: TestApp;
let p: EventPersonas;
const spanish = DEMO_LOGINS.manager.email;
const english = DEMO_LOGINS.admin.email;

beforeAll(async () => {
  t = await buildTestApp({ JOBS_RUN_WORKERS: 'false' });
  p = await signInEventPersonas(t);
  // After the sign-ins, which keep the browser's language (English here) as a first choice.
  await savePreferences(t.database.db, spanish, { language: 'es' });
  await savePreferences(t.database.db, english, { language: 'en' });
}, 60_000);
afterAll(() => t?.close());

const personId = async (email: string) =>
  (await t.database.db.select({ id: people.id }).from(people).where(eq(people.emailAddress, email)))[0].id;
const loginId = async (email: string) =>
  (await t.database.db.select({ id: logins.id }).from(logins).where(eq(logins.email, email)))[0].id;

describe('notices of events', () => {
  it('are written in each recipient’s language, by e-mail and by text', async () => {
    const [{ id: lakeview }] = await t.database.db
      .select({ id: properties.id })
      .from(properties)
      .where(and(eq(properties.companyId, p.harborId), eq(properties.name, 'Lakeview Apartments')));
    const [manager, admin] = [await personId(spanish), await personId(english)];
    const api = endpointCaller(() => ({ app: t.app, token: p.adminToken, companyId: p.harborId }));
    const saved = await api.ok(subscriptionEndpoints.save, {
      body: {
        name: 'Everyone hears of Lakeview',
        filters: [
          {
            conditions: [conditionFor('Created')],
            locations: [{ locationConditionType: 'Properties', propertyIds: [lakeview] }],
          },
        ],
        subscribers: [
          { recipientType: 'Person', recipientQualifier: manager, mediaType: 'Email' },
          { recipientType: 'Person', recipientQualifier: manager, mediaType: 'Text' },
          { recipientType: 'Person', recipientQualifier: admin, mediaType: 'Email' },
        ],
      },
    });
    const event = await reportFinishedEvent(t, p.adminToken, p.harborId, lakeview);
    await drainSubscriptions({
      db: t.database.db,
      adapters: t.app.adapters,
      clock: t.app.clock,
      config: t.config.subscriptions,
    });
    const deliveries = await t.database.db
      .select()
      .from(subscriptionDeliveries)
      .where(and(eq(subscriptionDeliveries.eventId, event.id), eq(subscriptionDeliveries.status, 'Sent')));
    // The manager's e-mail may go through an older subscription of the seed: any sent notice counts.
    expect(deliveries.map((delivery) => delivery.subscriptionId)).toContain(saved.subscription.id);
    const of = (person: string, mediaType: 'Email' | 'Text') =>
      deliveries.find((delivery) => delivery.personId === person && delivery.mediaType === mediaType)?.body ?? '';

    const subjectOf = (person: string) =>
      deliveries.find((delivery) => delivery.personId === person && delivery.mediaType === 'Email')?.subject;
    // The subject is the subscription's preview sentence, in the recipient's language.
    expect(subjectOf(manager)).toMatch(/^Cuando un evento se crea .+, enviar un correo a /);
    expect(subjectOf(admin)).toMatch(/^When an Event is Created .+, e-mail /);
    const [sent] = await mailsTo(t.database.db, spanish);
    expect(sent.subject).toMatch(/^Cuando un evento se crea /);

    const spanishMail = of(manager, 'Email');
    expect(spanishMail).toMatch(/^Evento \S+ en Lakeview Apartments$/m);
    expect(spanishMail).toContain('Estado: Nuevo');
    expect(spanishMail).toMatch(/^Gravedad: (Baja|Alta)$/m);
    expect(spanishMail).toMatch(/^Ábralo aquí: http/m);
    expect(spanishMail).not.toContain('Status:');

    expect(of(manager, 'Text')).toMatch(/^Evento \S+ en Lakeview Apartments \(.+\) Creado: Nuevo\. http/);

    const englishMail = of(admin, 'Email');
    expect(englishMail).toMatch(/^Event \S+ at Lakeview Apartments$/m);
    expect(englishMail).toContain('Status: New');
    expect(englishMail).toMatch(/^Severity: (Low|High)$/m);
    expect(englishMail).toMatch(/^Open it: http/m);
  });
});

describe('account e-mails', () => {
  const deps = () => ({
    db: t.database.db,
    mail: t.app.adapters.mail,
    clock: t.app.clock,
    log: t.app.log,
    publicUrl: t.config.publicUrl,
    issuer: t.config.oidc.issuer,
  });

  it('a password reset is written in the language its owner chose', async () => {
    const since = new Date();
    const toSpanish = await deliverAccountMail(deps(), { kind: 'password-reset', loginId: await loginId(spanish) });
    const toEnglish = await deliverAccountMail(deps(), { kind: 'password-reset', loginId: await loginId(english) });
    expect(toSpanish?.subject).toMatch(/^Restablezca su contraseña de /);
    expect(toEnglish?.subject).toMatch(/^Reset your .+ password$/);
    const [mail] = await mailsTo(t.database.db, spanish, since);
    expect(mail.body).toContain('Alguien pidió restablecer la contraseña');
    expect(mail.body).toContain('Elegir una contraseña nueva:\nhttp');
    const [englishMail] = await mailsTo(t.database.db, english, since);
    expect(englishMail.body).toContain('Someone asked to reset the password');
  });

  it('a company’s welcome to someone added is in their language too', async () => {
    const since = new Date();
    await deliverAccountMail(deps(), {
      kind: 'added',
      email: spanish,
      name: DEMO_LOGINS.manager.name,
      companyId: p.harborId,
      inviterName: 'Avery Admin',
    });
    const [mail] = await mailsTo(t.database.db, spanish, since);
    expect(mail.subject).toMatch(/^Se le agregó a /);
    expect(mail.body).toContain(`Hola, ${DEMO_LOGINS.manager.name}:`);
    expect(mail.body).toContain('Avery Admin le agregó a');
  });

  it('the sign-in link e-mail follows the same choice', async () => {
    const since = new Date();
    const ctx = { db: t.database.db, mail: t.app.adapters.mail, log: t.app.log, issuer: t.config.oidc.issuer };
    await requestSignInLink(ctx, 'interaction-es', spanish);
    await requestSignInLink(ctx, 'interaction-en', english);
    const [toSpanish] = await mailsTo(t.database.db, spanish, since);
    const [toEnglish] = await mailsTo(t.database.db, english, since);
    expect(toSpanish.subject).toBe('Su enlace para iniciar sesión');
    expect(toSpanish.body).toContain('Use este enlace para iniciar sesión.');
    expect(toEnglish.subject).toBe('Your sign-in link');
    expect(toEnglish.body).toContain('Use this link to sign in.');
  });
});

describe('the pages of the sign-in provider', () => {
  it("a person not known yet reads them in their browser's language", async () => {
    const path = new URL(`${t.config.oidc.issuer}/password-reset?token=unknown`).pathname;
    const page = (acceptLanguage?: string) =>
      t.app.inject({
        method: 'GET',
        url: `${path}?token=unknown`,
        headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {},
      });
    const spanishPage = await page('es-US,es;q=0.9,en;q=0.8');
    expect(spanishPage.body).toContain('<html lang="es">');
    expect(spanishPage.body).toContain('Enlace para restablecer no válido');
    const englishPage = await page();
    expect(englishPage.body).toContain('Reset link not valid');
  });
});
