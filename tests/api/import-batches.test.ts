import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainEvents, properties } from '../../src/server/db/schema/index.ts';
import { IMPORT_BATCH_ROWS } from '../../src/server/modules/import/write-batches.ts';
import { signInDemoAdmins } from '../helpers/api-call.ts';
import { rowCount } from '../helpers/fixtures.ts';
import { csvOf, importOk, postImport } from '../helpers/import-csv.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * An import that fails between batches (issue 24: 'a crash mid-import leaves each batch either
 * fully written or not at all, and re-running the same file finishes the job'). A trigger makes
 * the database refuse one row of the second batch: the first batch stays whole, the second and
 * third leave nothing (not one of their rows nor a domain event), and the same file again
 * writes exactly the rest.
 */

let t: TestApp;
let adminToken: string;
let harborId: string;

const ROWS = IMPORT_BATCH_ROWS * 2 + 500;
const FAILING_ROW = IMPORT_BATCH_ROWS + 500;
const numberOf = (index: number) => `BATCH-${String(index).padStart(5, '0')}`;
const file = csvOf([
  ['Property #', 'Name', '# of Units', 'Phone'],
  ...Array.from({ length: ROWS }, (_, index) => [numberOf(index), `Batch ${index}`, '4', '(217) 555-0101']),
]);

const imported = () =>
  rowCount(
    t.database.db,
    properties,
    and(eq(properties.companyId, harborId), like(properties.propertyNumber, 'BATCH-%')),
  );
const createdEvents = () =>
  rowCount(
    t.database.db,
    domainEvents,
    and(eq(domainEvents.companyId, harborId), eq(domainEvents.type, 'property.created')),
  );

beforeAll(async () => {
  t = await buildTestApp();
  ({ adminToken, harborId } = await signInDemoAdmins(t));
});

afterAll(async () => {
  await t?.close();
});

describe('an import that fails part way', () => {
  it('keeps whole batches only, and the same file again finishes the job', async () => {
    const eventsBefore = await createdEvents();
    await t.database.query(`
      create function refuse_one_property() returns trigger language plpgsql as $$
      begin
        if new.property_number = '${numberOf(FAILING_ROW)}' then raise exception 'simulated crash'; end if;
        return new;
      end $$`);
    await t.database.query(
      'create trigger refuse_one_property before insert on properties for each row execute function refuse_one_property()',
    );
    const failed = await postImport(t, 'properties', file, { token: adminToken, companyId: harborId });
    expect(failed.statusCode).toBe(500);
    expect(await imported()).toBe(IMPORT_BATCH_ROWS);
    expect((await createdEvents()) - eventsBefore).toBe(IMPORT_BATCH_ROWS);

    await t.database.query('drop trigger refuse_one_property on properties');
    const rerun = await importOk(t, 'properties', file, { token: adminToken, companyId: harborId });
    expect(rerun).toEqual({
      created: ROWS - IMPORT_BATCH_ROWS,
      updated: 0,
      unchanged: IMPORT_BATCH_ROWS,
      failed: 0,
      errors: [],
    });
    expect(await imported()).toBe(ROWS);
    expect((await createdEvents()) - eventsBefore).toBe(ROWS);
  });
});
