import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEndpoints } from '../../schemas/audit.ts';
import { vendorEndpoints } from '../../schemas/vendor.ts';
import { auditPending, people, vendorTypes } from '../../src/server/db/schema/index.ts';
import { canonicalJson } from '../../src/server/modules/audit/canonical-json.ts';
import { ChainWalker } from '../../src/server/modules/audit/chain.ts';
import { digestDay, sendDueDigests } from '../../src/server/modules/audit/digest.ts';
import { auditJob } from '../../src/server/modules/audit/job.ts';
import { sealAll } from '../../src/server/modules/audit/seal.ts';
import { runAuditVerify } from '../../src/server/modules/audit/verify-command.ts';
import { DEMO_LOGINS } from '../../src/server/seed/demo-logins.ts';
import { signInDemoAdmins } from '../helpers/api-call.ts';
import { callEndpoint, endpointCaller, unchecked } from '../helpers/endpoint-call.ts';
import { loginAs } from '../helpers/login.ts';
import { mailsTo } from '../helpers/outbox.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

const run = promisify(execFile);

/** The database's refusal of a statement, drizzle's wrapper unwrapped. */
async function refusal(statement: Promise<unknown>): Promise<string> {
  try {
    await statement;
  } catch (error) {
    const cause = (error as { cause?: { message?: string } }).cause;
    return cause?.message ?? (error as Error).message;
  }
  return 'not refused';
}
const ROOT = path.resolve(import.meta.dirname, '../..');

let t: TestApp;
let adminToken: string;
let summitToken: string;
let managerToken: string;
let harborId: string;
let summitId: string;
let adminPersonId: string;
const vendorIds: string[] = [];

const api = endpointCaller(() => ({ app: t.app, token: adminToken, companyId: harborId }));

beforeAll(async () => {
  t = await buildTestApp();
  ({ adminToken, summitToken, harborId, summitId } = await signInDemoAdmins(t));
  managerToken = (await loginAs(t.app, DEMO_LOGINS.manager.email)).accessToken;
  const [admin] = await t.database.db
    .select({ id: people.id })
    .from(people)
    .where(and(eq(people.companyId, harborId), eq(people.emailAddress, DEMO_LOGINS.admin.email)));
  adminPersonId = admin!.id;
  const [type] = await t.database.db
    .select({ id: vendorTypes.id })
    .from(vendorTypes)
    .where(eq(vendorTypes.companyId, harborId))
    .limit(1);
  for (const name of ['Audit Vendor One', 'Audit Vendor Two', 'Audit Vendor Three']) {
    const saved = await api.ok(vendorEndpoints.save, { body: unchecked({ name, typeId: type!.id }) });
    vendorIds.push((saved as unknown as { vendor: { id: string } }).vendor.id);
  }
}, 60_000);
afterAll(() => t?.close());

describe('the audit trail', () => {
  it('seals the writes made through the API, in order, by whom, chained', async () => {
    const reply = await api.ok(auditEndpoints.list, { query: { kind: 'vendor.created', pageSize: 100 } });
    const mine = reply.entries.filter((entry) => vendorIds.includes(entry.subjectId ?? ''));
    // Newest first: the three vendors in the reverse order they were saved, one seq after the other.
    expect(mine.map((entry) => entry.subjectId)).toEqual([...vendorIds].reverse());
    expect(mine[0]!.seq).toBeGreaterThan(mine[1]!.seq);
    expect(mine[1]!.seq).toBeGreaterThan(mine[2]!.seq);
    for (const entry of mine) {
      expect(entry).toMatchObject({
        companyId: harborId,
        type: 'vendor.created',
        actorPersonId: adminPersonId,
        actorName: DEMO_LOGINS.admin.name,
        actorApiKeyId: null,
      });
      expect(entry.hash).toMatch(/^[0-9a-f]{64}$/);
    }
    // Every domain event of the company is sealed: nothing left pending after the read.
    const pending = await t.database.db.select().from(auditPending).where(eq(auditPending.companyId, harborId));
    expect(pending).toEqual([]);
    // The seed's own records come first: seq 1 names the genesis hash.
    const first = await api.ok(auditEndpoints.list, { query: { sortDirection: 'asc', pageSize: 1 } });
    expect(first.entries[0]).toMatchObject({ seq: 1, previousHash: '0'.repeat(64) });
  });

  it('filters by record, person, kind and time, each along its index', async () => {
    const byRecord = await api.ok(auditEndpoints.list, { query: { recordId: vendorIds[1]! } });
    expect(byRecord.entries.map((entry) => entry.subjectId)).toEqual([vendorIds[1]]);
    expect(byRecord.total).toBe(1);

    const byPerson = await api.ok(auditEndpoints.list, { query: { personId: adminPersonId, pageSize: 100 } });
    expect(byPerson.entries.length).toBeGreaterThanOrEqual(3);
    expect(byPerson.entries.every((entry) => entry.actorPersonId === adminPersonId)).toBe(true);

    const byKind = await api.ok(auditEndpoints.list, { query: { kind: 'vendor.created', pageSize: 100 } });
    expect(byKind.entries.every((entry) => entry.type === 'vendor.created')).toBe(true);

    const latest = byRecord.entries[0]!.occurredAt;
    const at = await api.ok(auditEndpoints.list, {
      query: {
        recordId: vendorIds[1]!,
        occurredFrom: latest,
        occurredTo: new Date(Date.parse(latest) + 1).toISOString(),
      },
    });
    expect(at.total).toBe(1);
    const before = await api.ok(auditEndpoints.list, { query: { recordId: vendorIds[1]!, occurredTo: latest } });
    expect(before.total).toBe(0);

    const bad = await api.call(auditEndpoints.list, { query: unchecked({ recordId: 'not-an-id' }) });
    expect(bad.statusCode).toBe(400);
  });

  it('verifies: the chain holds, with its count and head', async () => {
    const check = await api.ok(auditEndpoints.verify);
    const newest = await api.ok(auditEndpoints.list, { query: { pageSize: 1 } });
    expect(check).toMatchObject({ ok: true, count: newest.entries[0]!.seq, headSeq: newest.entries[0]!.seq });
    expect(check.headHash).toBe(newest.entries[0]!.hash);
  });

  it('exports the list as CSV', async () => {
    const response = await api.call(auditEndpoints.export, { query: { recordId: vendorIds[0]!, timeZone: 'UTC' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Seq,Time,Time (UTC),Person or API Key,Kind,Record,Event,Payload,Previous Hash,Hash');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('vendor.created');
    expect(lines[1]).toContain(vendorIds[0]);
    expect(lines[1]).toContain(DEMO_LOGINS.admin.name);
  });

  it('signs the JSON export with the published Ed25519 key; anyone can check it with node:crypto', async () => {
    const doc = await api.ok(auditEndpoints.signedExport);
    const published = await callEndpoint(t.app, auditEndpoints.signingKey, {});
    expect(published.statusCode).toBe(200);
    const key = published.json() as { publicKey: string; keyId: string };
    expect(doc.signature).toMatchObject({ algorithm: 'Ed25519', keyId: key.keyId, publicKey: key.publicKey });
    const signed = Buffer.from(canonicalJson(doc.manifest), 'utf8');
    const signature = Buffer.from(doc.signature.value, 'base64');
    expect(crypto.verify(null, signed, key.publicKey, signature)).toBe(true);
    expect(crypto.createHash('sha256').update(canonicalJson(doc.entries)).digest('hex')).toBe(
      doc.manifest.entriesSha256,
    );
    const walker = new ChainWalker();
    walker.take(doc.entries as never);
    expect(walker.result()).toMatchObject({ ok: true, count: doc.manifest.count, headHash: doc.manifest.head.hash });
    // A changed manifest no longer verifies.
    const forged = Buffer.from(canonicalJson({ ...doc.manifest, count: doc.manifest.count + 1 }), 'utf8');
    expect(crypto.verify(null, forged, key.publicKey, signature)).toBe(false);

    const range = await api.ok(auditEndpoints.signedExport, { query: { fromSeq: 2, toSeq: 3 } });
    expect(range.entries.map((entry) => entry.seq)).toEqual([2, 3]);
    expect(range.manifest).toMatchObject({ fromSeq: 2, toSeq: 3, count: 2 });
  });

  it("answers another company's members 403 and a member without Manage Integrations 403", async () => {
    for (const endpoint of [auditEndpoints.list, auditEndpoints.verify, auditEndpoints.signedExport]) {
      const other = await callEndpoint(t.app, endpoint, { companyId: harborId, token: summitToken });
      expect(other.statusCode).toBe(403);
      const manager = await callEndpoint(t.app, endpoint, { companyId: harborId, token: managerToken });
      expect(manager.statusCode).toBe(403);
    }
    // Summit's own trail holds none of Harbor's entries.
    const summit = await api.ok(auditEndpoints.list, {
      companyId: summitId,
      token: summitToken,
      query: { pageSize: 1000 },
    });
    expect(new Set(summit.entries.map((entry) => entry.companyId))).toEqual(new Set([summitId]));
    expect(summit.entries.some((entry) => vendorIds.includes(entry.subjectId ?? ''))).toBe(false);
  });

  it('e-mails the daily digest of the chain head to the administrators, once a day', async () => {
    const now = new Date();
    const sent = await sendDueDigests({
      db: t.database.db,
      mail: t.app.adapters.mail,
      clock: { now: () => now },
      publicUrl: 'http://x',
    });
    expect(sent).toContain(harborId);
    const head = await api.ok(auditEndpoints.verify);
    const [mail] = (await mailsTo(t.database.db, DEMO_LOGINS.admin.email)).filter((m) =>
      (m.subject ?? '').startsWith('Audit trail of'),
    );
    expect(mail?.subject).toContain(digestDay(now));
    expect(mail?.body).toContain(head.headHash);
    expect(mail?.body).toContain(`Entry ${head.headSeq}`);
    const again = await sendDueDigests({
      db: t.database.db,
      mail: t.app.adapters.mail,
      clock: { now: () => now },
      publicUrl: 'http://x',
    });
    expect(again).toEqual([]);
  });

  it('seals every company from the periodic job (nothing left for a second round)', async () => {
    const [type] = await t.database.db
      .select({ id: vendorTypes.id })
      .from(vendorTypes)
      .where(eq(vendorTypes.companyId, harborId))
      .limit(1);
    await api.ok(vendorEndpoints.save, { body: unchecked({ name: 'Audit Vendor Four', typeId: type!.id }) });
    expect((await t.database.db.select().from(auditPending)).length).toBeGreaterThan(0);
    await auditJob({
      db: t.database.db,
      adapters: t.app.adapters,
      clock: t.app.clock,
      log: t.app.log,
      subscriptions: t.config.subscriptions,
      publicUrl: t.config.publicUrl,
      issuer: t.config.oidc.issuer,
    }).handle({ id: crypto.randomUUID(), data: {}, retryCount: 0, isLastAttempt: false });
    expect(await sealAll(t.database.db)).toBe(0);
    expect(await t.database.db.select().from(auditPending)).toEqual([]);
  });

  it('refuses UPDATE, DELETE and TRUNCATE of audit entries, and deleting a company that has some', async () => {
    const db = t.database.db;
    expect(await refusal(db.execute(sql`update audit_entries set type = 'x' where company_id = ${harborId}`))).toMatch(
      /append-only: UPDATE refused/,
    );
    expect(await refusal(db.execute(sql`delete from audit_entries where company_id = ${harborId}`))).toMatch(
      /append-only: DELETE refused/,
    );
    expect(await refusal(db.execute(sql`truncate audit_entries`))).toMatch(/append-only: TRUNCATE refused/);
    await expect(db.execute(sql`delete from companies where id = ${harborId}`)).rejects.toThrow();
    expect((await api.ok(auditEndpoints.verify)).ok).toBe(true);
  });

  it('finds a tampered entry (trigger disabled by the database owner) and names its seq; so does the command', async () => {
    const db = t.database.db;
    const lines: string[] = [];
    expect(await runAuditVerify(db, harborId, (line) => lines.push(line))).toBe(0);
    const target = (await api.ok(auditEndpoints.list, { query: { recordId: vendorIds[1]! } })).entries[0]!;
    await db.execute(sql`alter table audit_entries disable trigger audit_entries_append_only`);
    try {
      await db.execute(
        sql`update audit_entries set payload = '{"name":"Someone Else"}'::jsonb where company_id = ${harborId} and seq = ${target.seq}`,
      );
    } finally {
      await db.execute(sql`alter table audit_entries enable always trigger audit_entries_append_only`);
    }
    const check = await api.ok(auditEndpoints.verify);
    expect(check).toMatchObject({ ok: false, brokenAtSeq: target.seq, reason: 'hash', count: target.seq - 1 });
    expect(await runAuditVerify(db, harborId, (line) => lines.push(line))).toBe(1);
    expect(lines.at(-1)).toContain(`#${target.seq}`);
    expect(await runAuditVerify(db, crypto.randomUUID(), (line) => lines.push(line))).toBe(2);
    // Summit's chain is untouched.
    expect((await api.ok(auditEndpoints.verify, { companyId: summitId, token: summitToken })).ok).toBe(true);
  });

  it('the command refuses bad usage with exit code 2', async () => {
    const failure = await run('npx', ['tsx', 'src/server/cli/audit-verify.ts', '--company', 'acme'], {
      cwd: ROOT,
    }).catch((error: { code: number; stderr: string }) => error);
    expect((failure as { code: number }).code).toBe(2);
    expect((failure as { stderr: string }).stderr).toContain('Usage: npm run audit:verify');
  }, 30_000);
});
