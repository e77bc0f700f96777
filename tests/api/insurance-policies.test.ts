import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insurancePolicyEndpoints } from '../../schemas/insurance-policy.ts';
import { propertyBuildingEndpoints } from '../../schemas/property-building.ts';
import type { Endpoint, SortFieldOf } from '../../schemas/protocol/contract.ts';
import { allInGoodStanding, calendarDateOf, POLICY_MESSAGES } from '../../src/domain/claims/insurance-policy.ts';
import {
  domainEvents,
  events,
  insuranceClaims,
  insurancePolicies,
  properties,
  propertyInsurancePolicies,
} from '../../src/server/db/schema/index.ts';
import { policyPageQuery } from '../../src/server/modules/insurance/policy-list.ts';
import { signInDemoAdmins } from '../helpers/api-call.ts';
import { endpointCaller, unchecked } from '../helpers/endpoint-call.ts';
import { memberToken } from '../helpers/event-fixtures.ts';
import { databaseFingerprint } from '../helpers/fixtures.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let adminToken: string;
let summitToken: string;
let harborId: string;
let summitId: string;
let harborProperties: { id: string; name: string }[];
let summitPropertyId: string;

const api = endpointCaller(() => ({ app: t.app, token: adminToken, companyId: harborId }));

const today = calendarDateOf(new Date());
const shift = (days: number) => calendarDateOf(new Date(Date.now() + days * 86_400_000));

/** A valid policy body for Harbor, with `extra` on top. */
function policy(extra: Record<string, unknown> = {}) {
  return {
    carrierName: 'Acme Insurance',
    number: `P-${Math.random().toString(36).slice(2, 10)}`,
    policyType: 0,
    startDate: shift(-30),
    endDate: shift(335),
    premium: 1200.5,
    premiumAnnualized: 1200.5,
    coverageAmount: 1_000_000,
    deductible: 2500,
    propertyIds: [harborProperties[0].id, harborProperties[1].id],
    ...extra,
  };
}

const save = (body: unknown, token = adminToken, companyId = harborId) =>
  api.call(insurancePolicyEndpoints.save, { body: unchecked(body), token, companyId });

async function created(body: Record<string, unknown> = {}) {
  const reply = await api.ok(insurancePolicyEndpoints.save, { body: unchecked(policy(body)) });
  expect(reply.success).toBe(true);
  return reply.policy;
}

async function fieldErrorsOf(response: Promise<{ statusCode: number; json(): unknown }>) {
  const answer = await response;
  expect(answer.statusCode, JSON.stringify(answer.json())).toBe(400);
  return (answer.json() as { validationErrors: { field: string; message: string }[] }).validationErrors;
}

/** A claim of the policy at the property, written directly (the claims module is not this suite's). */
async function insertClaim(policyId: string, propertyId: string) {
  const db = t.database.db;
  const [event] = await db
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.companyId, harborId), eq(events.propertyId, propertyId)))
    .limit(1);
  const eventId =
    event?.id ?? (await db.select({ id: events.id }).from(events).where(eq(events.companyId, harborId)))[0].id;
  await db
    .insert(insuranceClaims)
    .values({ companyId: harborId, eventId, propertyId, policyId, title: 'Kitchen leak', claimDate: today });
}

beforeAll(async () => {
  t = await buildTestApp();
  ({ adminToken, summitToken, harborId, summitId } = await signInDemoAdmins(t));
  const db = t.database.db;
  harborProperties = await db
    .select({ id: properties.id, name: properties.name })
    .from(properties)
    .where(and(eq(properties.companyId, harborId), eq(properties.isArchived, false)))
    .orderBy(asc(properties.name));
  [{ id: summitPropertyId }] = await db
    .select({ id: properties.id })
    .from(properties)
    .where(eq(properties.companyId, summitId))
    .limit(1);
  expect(harborProperties.length).toBeGreaterThanOrEqual(3);
});
afterAll(() => t?.close());

describe('POST /insurancepolicies', () => {
  it('creates a policy with its properties, records it, and answers it as the form edits it', async () => {
    const saved = await created({ carrierName: '  Zenith Mutual ', number: 'ZM-1' });
    expect(saved).toMatchObject({
      carrierName: 'Zenith Mutual',
      number: 'ZM-1',
      policyType: 0,
      premium: 1200.5,
      deductible: 2500,
      isArchived: false,
    });
    expect(new Set(saved.propertyIds)).toEqual(new Set([harborProperties[0].id, harborProperties[1].id]));
    expect(saved.selectableProperties.map((p) => p.claimCount)).toEqual([0, 0]);
    const [recorded] = await t.database.db.select().from(domainEvents).where(eq(domainEvents.subjectId, saved.id));
    expect(recorded.type).toBe('insurancePolicy.created');
    const edit = await api.ok(insurancePolicyEndpoints.forEdit, { params: { id: saved.id } });
    expect(edit.policy).toEqual(saved);
  });

  it('updates in place, archives, and keeps the property form’s contact number when the form does not send it', async () => {
    const saved = await created();
    await t.database.db
      .update(insurancePolicies)
      .set({ contactNumber: '(312) 555-0199' })
      .where(eq(insurancePolicies.id, saved.id));
    const { selectableProperties: _, ...body } = saved;
    const { contactNumber: __, ...withoutContact } = body;
    const reply = await api.ok(insurancePolicyEndpoints.save, {
      body: unchecked({ ...withoutContact, isArchived: true, propertyIds: [harborProperties[2].id] }),
    });
    expect(reply.policy).toMatchObject({ id: saved.id, isArchived: true, contactNumber: '(312) 555-0199' });
    expect(reply.policy.propertyIds).toEqual([harborProperties[2].id]);
  });

  it('refuses what the schema refuses: missing required fields, a type outside 0–2, a bad date, a negative amount', async () => {
    for (const field of ['carrierName', 'number', 'policyType', 'startDate', 'endDate']) {
      const { [field]: _, ...body } = policy() as Record<string, unknown>;
      expect((await save(body)).statusCode, field).toBe(400);
    }
    expect((await save(policy({ policyType: 3 }))).statusCode).toBe(400);
    expect((await save(policy({ startDate: '2025-02-30' }))).statusCode).toBe(400);
    expect((await save(policy({ premium: -1 }))).statusCode).toBe(400);
  });

  it('names the field: blank carrier or number, an end before the start, a far-off year, part cents', async () => {
    expect(await fieldErrorsOf(save(policy({ carrierName: '  ', number: ' ' })))).toEqual([
      { field: 'carrierName', message: 'is required' },
      { field: 'number', message: 'is required' },
    ]);
    expect(await fieldErrorsOf(save(policy({ startDate: '2026-05-01', endDate: '2026-04-30' })))).toEqual([
      { field: 'endDate', message: POLICY_MESSAGES.endBeforeStart },
    ]);
    expect(await fieldErrorsOf(save(policy({ startDate: '0202-05-01' })))).toContainEqual(
      expect.objectContaining({ field: 'startDate' }),
    );
    expect(await fieldErrorsOf(save(policy({ premium: 10.005 })))).toEqual([
      { field: 'premium', message: 'must be whole cents' },
    ]);
  });

  it('refuses a second live policy with the same carrier and number (case-insensitive) on the number field', async () => {
    await created({ carrierName: 'Dup Carrier', number: 'DUP-9' });
    expect(await fieldErrorsOf(save(policy({ carrierName: 'dup carrier', number: 'dup-9' })))).toEqual([
      { field: 'number', message: POLICY_MESSAGES.duplicateNumber },
    ]);
    // Another carrier may use the same number.
    await created({ carrierName: 'Other Carrier', number: 'DUP-9' });
  });

  it('keeps a property with claims under the policy on it, and says so', async () => {
    const saved = await created();
    const [withClaims, other] = saved.propertyIds;
    await insertClaim(saved.id, withClaims);
    const edit = await api.ok(insurancePolicyEndpoints.forEdit, { params: { id: saved.id } });
    expect(edit.policy.selectableProperties.find((p) => p.id === withClaims)?.claimCount).toBe(1);
    const before = await databaseFingerprint(t.database);
    const answer = await save({ ...policy(), id: saved.id, number: saved.number, propertyIds: [other] });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({
      message: POLICY_MESSAGES.propertyHasClaims,
      validationErrors: [{ field: 'propertyIds', message: POLICY_MESSAGES.propertyHasClaims }],
    });
    expect(await databaseFingerprint(t.database)).toEqual(before);
    // The property without claims may go.
    const kept = await api.ok(insurancePolicyEndpoints.save, {
      body: unchecked({ ...policy(), id: saved.id, number: saved.number, propertyIds: [withClaims] }),
    });
    expect(kept.policy.propertyIds).toEqual([withClaims]);
  });

  it("refuses another company's property (400 on propertyIds) and another company's policy (404), changing nothing", async () => {
    const mine = await created();
    const before = await databaseFingerprint(t.database);
    expect(await fieldErrorsOf(save(policy({ propertyIds: [summitPropertyId] })))).toEqual([
      { field: 'propertyIds', message: 'must be properties of the company' },
    ]);
    expect((await save({ ...policy(), id: mine.id }, summitToken, summitId)).statusCode).toBe(404);
    expect(await databaseFingerprint(t.database)).toEqual(before);
  });
});

describe('GET /insurancepolicies', () => {
  const list = (query: Record<string, unknown> = {}) =>
    api.ok(insurancePolicyEndpoints.list, { query: unchecked({ pageSize: 1000, ...query }) });

  it('sorts by carrier name ascending, case-insensitive, by default; leaves archived ones out unless asked', async () => {
    await created({ carrierName: 'aardvark Assurance' });
    await created({ carrierName: 'Beacon Re' });
    const archived = await created({ carrierName: 'Archived Co', isArchived: true });
    const carriers = (await list()).policies.map((row) => row.carrierName ?? '');
    const lower = carriers.map((name) => name.toLowerCase());
    expect(lower).toEqual([...lower].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(carriers.indexOf('aardvark Assurance')).toBeLessThan(carriers.indexOf('Beacon Re'));
    expect((await list()).policies.some((row) => row.id === archived.id)).toBe(false);
    expect((await list({ showArchived: true })).policies.some((row) => row.id === archived.id)).toBe(true);
  });

  it.each<SortFieldOf<typeof insurancePolicyEndpoints.list>>([
    'number',
    'policyType',
    'startDate',
    'endDate',
    'premium',
    'premiumAnnualized',
    'coverageAmount',
    'deductible',
  ])('sorts by %s both ways', async (sortBy) => {
    await created({ premium: 10, premiumAnnualized: 20, coverageAmount: 30, deductible: 40, policyType: 1 });
    await created({ premium: 99, premiumAnnualized: 98, coverageAmount: 97, deductible: 96, policyType: 2 });
    const key = (row: Record<string, unknown>) => {
      const value = row[sortBy];
      return typeof value === 'string' ? value.toLowerCase() : value;
    };
    for (const sortDirection of ['asc', 'desc'] as const) {
      const rows = (await list({ sortBy, sortDirection })).policies as unknown as Record<string, unknown>[];
      const values = rows.map(key).filter((value) => value !== null && value !== undefined) as (string | number)[];
      const sorted = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
      expect(values).toEqual(sortDirection === 'asc' ? sorted : sorted.reverse());
    }
  });

  it("filters by property ('All' without it), pages with a total, and 404s another company's property", async () => {
    const onlyThird = await created({ propertyIds: [harborProperties[2].id] });
    const ofThird = await list({ propertyId: harborProperties[2].id });
    expect(ofThird.policies.map((row) => row.id)).toContain(onlyThird.id);
    const ofFirst = await list({ propertyId: harborProperties[0].id });
    expect(ofFirst.policies.map((row) => row.id)).not.toContain(onlyThird.id);
    const all = await list();
    expect(all.total).toBeGreaterThan(ofFirst.total);
    const page2 = await list({ pageSize: 2, page: 2 });
    expect(page2.policies).toEqual(all.policies.slice(2, 4));
    const answer = await api.call(insurancePolicyEndpoints.list, { query: { propertyId: summitPropertyId } });
    expect(answer.statusCode).toBe(404);
  });

  it('reads each sort from its own index (migration 0019)', async () => {
    const plans: Record<string, string> = {};
    const indexes = {
      carrierName: 'insurance_policies_company_carrier_idx',
      number: 'insurance_policies_company_number_idx',
      policyType: 'insurance_policies_company_type_idx',
      startDate: 'insurance_policies_company_start_idx',
      endDate: 'insurance_policies_company_end_idx',
      premium: 'insurance_policies_company_premium_idx',
      premiumAnnualized: 'insurance_policies_company_premium_annualized_idx',
      coverageAmount: 'insurance_policies_company_coverage_idx',
      deductible: 'insurance_policies_company_deductible_idx',
    } as const;
    await t.database.db
      .transaction(async (tx) => {
        // On a table this small the planner prefers scanning and sorting; forbid both to see the ordered index chosen.
        await tx.execute(sql`set local enable_seqscan = off`);
        await tx.execute(sql`set local enable_bitmapscan = off`);
        await tx.execute(sql`set local enable_sort = off`);
        for (const sortBy of Object.keys(indexes) as (keyof typeof indexes)[]) {
          const query = { sortBy, sortDirection: 'asc', page: 1, pageSize: 25, showArchived: false } as const;
          const result = await tx.execute(sql`explain ${policyPageQuery(tx, harborId, query)}`);
          plans[sortBy] = JSON.stringify((result as { rows: unknown[] }).rows);
        }
        tx.rollback();
      })
      .catch((error: Error) => {
        if (!/rollback/i.test(error.message)) throw error;
      });
    for (const [sortBy, index] of Object.entries(indexes)) expect(plans[sortBy], sortBy).toContain(index);
  });

  it("shows only the company's own policies", async () => {
    const mine = await created();
    const summit = await api.ok(insurancePolicyEndpoints.list, {
      token: summitToken,
      companyId: summitId,
      query: { pageSize: 1000 },
    });
    expect(summit.policies.map((row) => row.id)).not.toContain(mine.id);
  });
});

describe('the picker, one policy, delete', () => {
  it('searches properties on the server with the claims of the policy at each', async () => {
    const saved = await created();
    await insertClaim(saved.id, saved.propertyIds[0]);
    await insertClaim(saved.id, saved.propertyIds[0]);
    const reply = await api.ok(insurancePolicyEndpoints.selectableProperties, {
      query: { policyId: saved.id, pageSize: 100 },
    });
    expect(reply.properties.find((p) => p.id === saved.propertyIds[0])?.claimCount).toBe(2);
    const name = harborProperties[1].name;
    const searched = await api.ok(insurancePolicyEndpoints.selectableProperties, { query: { search: name } });
    expect(searched.properties.map((p) => p.name)).toContain(name);
    expect(searched.properties.every((p) => p.claimCount === 0)).toBe(true);
    const other = await api.call(insurancePolicyEndpoints.selectableProperties, {
      query: { policyId: saved.id },
      token: summitToken,
      companyId: summitId,
    });
    expect(other.statusCode).toBe(404);
  });

  it("reads one policy; another company's id is 404 for every call", async () => {
    const saved = await created();
    const one = await api.ok(insurancePolicyEndpoints.detail, { params: { id: saved.id } });
    expect(one.policy).toMatchObject({ id: saved.id, number: saved.number });
    const asSummit = { token: summitToken, companyId: summitId, params: { id: saved.id } };
    expect((await api.call(insurancePolicyEndpoints.detail, asSummit)).statusCode).toBe(404);
    expect((await api.call(insurancePolicyEndpoints.forEdit, asSummit)).statusCode).toBe(404);
    expect((await api.call(insurancePolicyEndpoints.delete, asSummit)).statusCode).toBe(404);
    expect((await api.call(insurancePolicyEndpoints.detail, { params: { id: saved.id } })).statusCode).toBe(200);
  });

  it('deletes a policy with its links, recorded; claims keep their number without the link', async () => {
    const saved = await created();
    await insertClaim(saved.id, saved.propertyIds[0]);
    expect(await api.ok(insurancePolicyEndpoints.delete, { params: { id: saved.id } })).toEqual({ success: true });
    const db = t.database.db;
    expect(await db.select().from(insurancePolicies).where(eq(insurancePolicies.id, saved.id))).toEqual([]);
    expect(
      await db.select().from(propertyInsurancePolicies).where(eq(propertyInsurancePolicies.policyId, saved.id)),
    ).toEqual([]);
    const types = (await db.select().from(domainEvents).where(eq(domainEvents.subjectId, saved.id))).map((e) => e.type);
    expect(types).toContain('insurancePolicy.deleted');
    expect((await api.call(insurancePolicyEndpoints.delete, { params: { id: saved.id } })).statusCode).toBe(404);
  });
});

describe('per property', () => {
  it("answers 'All in Good Standing' as the domain rule says, with the number of live policies", async () => {
    const property = harborProperties[3] ?? harborProperties[2];
    const stats = async () =>
      (
        await api.ok(insurancePolicyEndpoints.propertyStats, { query: { pageSize: 1000 } })
      ).propertyInsurancePolicyStats.find((row) => row.propertyId === property.id);
    const current = await created({ propertyIds: [property.id] });
    const periods = async () =>
      (
        await api.ok(insurancePolicyEndpoints.list, { query: { propertyId: property.id, pageSize: 1000 } })
      ).policies.map((row) => ({ startDate: row.startDate, endDate: row.endDate, isArchived: row.isArchived }));
    let row = await stats();
    expect(row?.allInGoodStanding).toBe(allInGoodStanding(await periods(), today) ? 1 : 0);
    const expired = await created({ propertyIds: [property.id], startDate: shift(-400), endDate: shift(-35) });
    row = await stats();
    expect(row?.allInGoodStanding).toBe(0);
    expect(allInGoodStanding(await periods(), today)).toBe(false);
    const liveCount = (await periods()).filter((p) => !p.isArchived).length;
    expect(row?.numberOfPolicies).toBe(liveCount);
    // Archiving the expired one leaves only current ones (the seed's dateless policy is on property 0 only).
    await api.ok(insurancePolicyEndpoints.save, {
      body: unchecked({
        ...policy({ propertyIds: [property.id] }),
        id: expired.id,
        number: expired.number,
        isArchived: true,
      }),
    });
    row = await stats();
    expect(row?.numberOfPolicies).toBe(liveCount - 1);
    expect(row?.allInGoodStanding).toBe(allInGoodStanding(await periods(), today) ? 1 : 0);
    expect(current.id).toBeDefined();
  });

  it('pages the properties by name and searches them', async () => {
    const page = await api.ok(insurancePolicyEndpoints.propertyStats, { query: { pageSize: 2 } });
    expect(page.propertyInsurancePolicyStats.map((row) => row.propertyName)).toEqual(
      harborProperties.slice(0, 2).map((p) => p.name),
    );
    const searched = await api.ok(insurancePolicyEndpoints.propertyStats, {
      query: { search: harborProperties[1].name },
    });
    expect(searched.propertyInsurancePolicyStats.map((row) => row.propertyName)).toContain(harborProperties[1].name);
  });

  it("answers the property's information, policies and Statement of Values; another company's property is 404", async () => {
    const property = harborProperties[2];
    const saved = await created({ propertyIds: [property.id] });
    await api.ok(propertyBuildingEndpoints.save, {
      params: { id: property.id },
      body: { locationNumber: '1', buildingNumber: 'A', numberOfUnits: 12, totalInsuranedValue: 2_500_000.25 },
    });
    const { details } = await api.ok(insurancePolicyEndpoints.propertyDetails, { params: { id: property.id } });
    expect(details).toMatchObject({ propertyId: property.id, name: property.name, legalEntityName: null });
    expect(details.policies.map((p) => p.id)).toContain(saved.id);
    expect(details.statementOfValues).toEqual([
      expect.objectContaining({ locationNumber: '1', buildingNumber: 'A', totalInsuranedValue: 2_500_000.25 }),
    ]);
    const other = await api.call(insurancePolicyEndpoints.propertyDetails, { params: { id: summitPropertyId } });
    expect(other.statusCode).toBe(404);
  });
});

describe('Statement of Values', () => {
  it('adds, edits, lists and deletes buildings of a property; another company cannot touch them', async () => {
    const propertyId = harborProperties[1].id;
    const params = { id: propertyId };
    const { building } = await api.ok(propertyBuildingEndpoints.save, {
      params,
      body: { locationNumber: '2', buildingNumber: 'B', yearBuilt: 1987, rentLoss: 1500, sprinklered: 'Yes' },
    });
    await api.ok(propertyBuildingEndpoints.save, { params, body: { locationNumber: '1', buildingNumber: 'C' } });
    const edited = await api.ok(propertyBuildingEndpoints.save, {
      params,
      body: { id: building.id, locationNumber: '2', buildingNumber: 'B', roof: 'Metal' },
    });
    expect(edited.building).toMatchObject({ id: building.id, roof: 'Metal', yearBuilt: null });
    const listed = await api.ok(propertyBuildingEndpoints.list, { params });
    expect(listed.buildings.map((row) => `${row.locationNumber}${row.buildingNumber}`)).toEqual(['1C', '2B']);
    const asSummit = { token: summitToken, companyId: summitId };
    expect((await api.call(propertyBuildingEndpoints.list, { ...asSummit, params })).statusCode).toBe(404);
    expect(
      (
        await api.call(propertyBuildingEndpoints.save, {
          ...asSummit,
          params: { id: summitPropertyId },
          body: { id: building.id, roof: 'Tile' },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await api.call(propertyBuildingEndpoints.delete, {
          ...asSummit,
          params: { id: propertyId, buildingId: building.id },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      await api.ok(propertyBuildingEndpoints.delete, { params: { id: propertyId, buildingId: building.id } }),
    ).toEqual({ success: true });
    expect((await api.ok(propertyBuildingEndpoints.list, { params })).buildings).toHaveLength(1);
  });

  it('refuses a building with nothing to name it, a bad year, or part cents', async () => {
    const params = { id: harborProperties[0].id };
    expect(
      (await fieldErrorsOf(api.call(propertyBuildingEndpoints.save, { params, body: { roof: 'Tile' } })))[0].field,
    ).toBe('locationNumber');
    expect((await api.call(propertyBuildingEndpoints.save, { params, body: { yearBuilt: 1200 } })).statusCode).toBe(
      400,
    );
    expect(
      await fieldErrorsOf(
        api.call(propertyBuildingEndpoints.save, { params, body: { locationNumber: '1', ppCoverage: 1.234 } }),
      ),
    ).toEqual([{ field: 'ppCoverage', message: 'must be whole cents' }]);
  });
});

describe('permission', () => {
  it('answers 403 to a member without manageInsurancePolicies on every call, changing nothing', async () => {
    const saved = await created();
    const token = await memberToken(t, harborId, 'no-policies@harbor.example', ['manageProperties', 'manageEvents']);
    const before = await databaseFingerprint(t.database);
    const calls: [Endpoint, Record<string, unknown>][] = [
      [insurancePolicyEndpoints.list, {}],
      [insurancePolicyEndpoints.selectableProperties, {}],
      [insurancePolicyEndpoints.detail, { params: { id: saved.id } }],
      [insurancePolicyEndpoints.forEdit, { params: { id: saved.id } }],
      [insurancePolicyEndpoints.save, { body: policy() }],
      [insurancePolicyEndpoints.delete, { params: { id: saved.id } }],
      [insurancePolicyEndpoints.propertyStats, {}],
      [insurancePolicyEndpoints.propertyDetails, { params: { id: harborProperties[0].id } }],
      [propertyBuildingEndpoints.list, { params: { id: harborProperties[0].id } }],
      [propertyBuildingEndpoints.save, { params: { id: harborProperties[0].id }, body: { locationNumber: '9' } }],
      [
        propertyBuildingEndpoints.delete,
        { params: { id: harborProperties[0].id, buildingId: '3aba4df4-7c1b-4e6a-9f1d-2b3c4d5e6f70' } },
      ],
    ];
    for (const [endpoint, input] of calls) {
      const answer = await api.call(endpoint as typeof insurancePolicyEndpoints.list, { ...input, token } as never);
      expect(answer.statusCode, `${endpoint.method} ${endpoint.path}`).toBe(403);
    }
    expect(await databaseFingerprint(t.database)).toEqual(before);
  });
});
