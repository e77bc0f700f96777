import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { procedureEndpoints } from '../../schemas/procedure/endpoints.ts';
import { PROCEDURE_LIMITS } from '../../schemas/procedure/entity.ts';
import { vendorEndpoints } from '../../schemas/vendor.ts';
import { END_OF_PROCEDURE, STEP_TYPES } from '../../src/domain/procedures/procedure-model.ts';
import { vendorTypes } from '../../src/server/db/schema/index.ts';
import { signInDemoAdmins } from '../helpers/api-call.ts';
import { okReply, unchecked } from '../helpers/endpoint-call.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * Issue 9 point 4: what the schemas allow, the server can store. A procedure of 200 checklist
 * steps × 100 items is 20,000 item rows (100,000 bind parameters in one insert); a vendor's
 * association list has no maxItems, so 22,000 properties (66,000 parameters) fit in a 1 MB body.
 * The writes are split into statements under the driver's limit (db/batch-insert.ts).
 */

let t: TestApp;
let adminToken: string;
let harborId: string;

beforeAll(async () => {
  t = await buildTestApp();
  ({ adminToken, harborId } = await signInDemoAdmins(t));
});
afterAll(() => t?.close());

/** A task / inspection of `steps` checklist steps of `items` items each, each step going to the next. */
function largestTask(steps: number, items: number) {
  const ids = Array.from({ length: steps }, () => crypto.randomUUID());
  return {
    flavor: 'RoutineTask',
    name: 'Largest inspection',
    questions: ids.map((id, index) => ({
      id,
      text: `Step ${index + 1}`,
      typeId: STEP_TYPES.checklist,
      yesResult: index + 1 < steps ? { type: 'goto', value: ids[index + 1] } : END_OF_PROCEDURE,
      noResult: END_OF_PROCEDURE,
      checklistItems: Array.from({ length: items }, (_, item) => ({ text: `${index + 1}.${item + 1}`, sortKey: 1 })),
    })),
  };
}

describe('a procedure at the schema limits', () => {
  it('saves 200 checklist steps × 100 items (200) and reads back whole, in order', async () => {
    const body = largestTask(PROCEDURE_LIMITS.steps, PROCEDURE_LIMITS.itemsPerStep);
    const as = { companyId: harborId, token: adminToken };
    const { procedure } = await okReply(t.app, procedureEndpoints.save, { ...as, body: unchecked(body) });
    const read = (await okReply(t.app, procedureEndpoints.detail, { ...as, params: { id: procedure.id as string } }))
      .procedure;
    for (const answer of [procedure, read]) {
      expect(answer.questions).toHaveLength(PROCEDURE_LIMITS.steps);
      expect(answer.questions.map((q) => q.id)).toEqual(body.questions.map((q) => q.id));
      expect(answer.questions.map((q) => q.yesResult)).toEqual(body.questions.map((q) => q.yesResult));
      answer.questions.forEach((q, index) => {
        expect(q.checklistItems).toEqual(
          body.questions[index].checklistItems.map((item, n) => ({ text: item.text, sortKey: n + 1 })),
        );
      });
    }
    // Saved again over itself (update path: delete and re-insert everything) it stays whole.
    const again = await okReply(t.app, procedureEndpoints.save, {
      ...as,
      body: unchecked({ ...body, id: procedure.id }),
    });
    expect(again.procedure.questions.flatMap((q) => q.checklistItems)).toHaveLength(
      PROCEDURE_LIMITS.steps * PROCEDURE_LIMITS.itemsPerStep,
    );
  });
});

describe('association lists past the parameter limit', () => {
  it('saves a vendor with 22,000 properties (200) and reads them all back', async () => {
    const rows = 22_000;
    // The properties, written directly (quicker than 22,000 calls).
    const ids = (
      await t.database.query<{ id: string }>(
        `insert into properties (company_id, property_number, name)
         select $1, 'BULK-' || n, 'Bulk ' || n from generate_series(1, $2::int) as n returning id`,
        [harborId, rows],
      )
    ).map((row) => row.id);
    const [type] = await t.database.db
      .select({ id: vendorTypes.id })
      .from(vendorTypes)
      .where(eq(vendorTypes.companyId, harborId))
      .limit(1);
    const body = { name: 'Everywhere Services', typeId: type.id, propertyAssociations: ids };
    const saved = await okReply(t.app, vendorEndpoints.save, { companyId: harborId, token: adminToken, body });
    expect(saved.vendor.propertyAssociations).toHaveLength(rows);
    expect(new Set(saved.vendor.propertyAssociations)).toEqual(new Set(ids));
  });
});
