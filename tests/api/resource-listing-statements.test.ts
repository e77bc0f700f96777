import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ROOT_FOLDER_ID } from '../../src/domain/resources/resource-folders.ts';
import { findMembership } from '../../src/server/auth/membership.ts';
import { serviceContextOf } from '../../src/server/context/endpoint-routes.ts';
import type { ServiceContext } from '../../src/server/context/service-context.ts';
import { openFolder, openPropertiesFolder } from '../../src/server/modules/files/resources/listing.ts';
import { resolveScope } from '../../src/server/modules/files/resources/scope.ts';
import { DEMO_COMPANIES, DEMO_LOGINS } from '../../src/server/seed/demo-logins.ts';
import { seedFolderFiles } from '../../src/server/seed/folder-files-seed.ts';
import { companyIdByName } from '../helpers/fixtures.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * Issue 26: opening a folder is ONE statement (it was 7: the folder, two counts, a page of
 * folders, a page per file kind, a statement per step of the path), and the company's root or
 * the Properties folder one more for a viewer whose reach among properties must be looked up.
 * Counted where the app hands statements over: PGlite's protocol messages (one Bind or one Query
 * a statement), or the PostgreSQL pool's query calls.
 */

let t: TestApp;
let harborId: string;
let folderId: string;
let childId: string;

/** Runs `work` and counts the statements it sent to the engine (PGlite) or the pool (PostgreSQL). */
async function statementsOf(work: () => Promise<unknown>): Promise<number> {
  const { pglite } = t.database;
  if (!pglite) {
    const spy = vi.spyOn((t.database.db as unknown as { $client: pg.Pool }).$client, 'query');
    try {
      await work();
      return spy.mock.calls.length;
    } finally {
      spy.mockRestore();
    }
  }
  const spy = vi.spyOn(pglite, 'execProtocolRaw');
  try {
    await work();
    // 'B' (Bind) starts each extended-protocol statement, 'Q' each simple query.
    return spy.mock.calls.filter(([message]) => message[0] === 0x42 || message[0] === 0x51).length;
  } finally {
    spy.mockRestore();
  }
}

async function contextOf(email: string): Promise<ServiceContext> {
  const member = await findMembership(t.database.db, harborId, email);
  if (!member) throw new Error(`${email} is not a member of Harbor`);
  return serviceContextOf(t.app, member);
}

const query = { page: 1, pageSize: 50, showArchived: false };

beforeAll(async () => {
  t = await buildTestApp();
  harborId = await companyIdByName(t.database.db, DEMO_COMPANIES.harbor.name);
  folderId = await seedFolderFiles(t.database.db, { companyId: harborId, count: 120, name: 'Counted' });
  childId = await seedFolderFiles(t.database.db, { companyId: harborId, count: 0, name: 'Inside' });
  await t.database.query('update folders set parent_id = $1 where id = $2', [folderId, childId]);
});
afterAll(() => t?.close());

describe('the folder view', () => {
  it('opens a folder in one statement: its path, totals and a page of each list', async () => {
    const ctx = await contextOf(DEMO_LOGINS.admin.email);
    const scope = await resolveScope(ctx.db, ctx, { kind: 'company' });
    let opened: Awaited<ReturnType<typeof openFolder>> | undefined;
    expect(
      await statementsOf(async () => {
        opened = await openFolder(ctx, scope, childId, query);
      }),
    ).toBe(1);
    expect(opened?.path.map((entry) => entry.name)).toEqual(['Counted', 'Inside']);
    expect(await statementsOf(() => openFolder(ctx, scope, folderId, query))).toBe(1);
    expect(await statementsOf(() => openFolder(ctx, scope, folderId, { ...query, section: 'images' }))).toBe(1);
  });

  it("opens the company's root and the Properties folder in one statement, two for a viewer whose reach is looked up", async () => {
    const admin = await contextOf(DEMO_LOGINS.admin.email);
    const reporter = await contextOf(DEMO_LOGINS.reporter.email);
    for (const [ctx, expected] of [
      [admin, 1],
      [reporter, 2],
    ] as const) {
      const scope = await resolveScope(ctx.db, ctx, { kind: 'company' });
      expect(await statementsOf(() => openFolder(ctx, scope, ROOT_FOLDER_ID, query))).toBe(expected);
      expect(await statementsOf(() => openPropertiesFolder(ctx, query))).toBe(expected);
    }
  });
});
