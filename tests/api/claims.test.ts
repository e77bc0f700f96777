import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimEndpoints } from '../../schemas/claim/endpoints.ts';
import type { InsuranceClaimInput } from '../../schemas/claim/entity.ts';
import { eventManagementEndpoints as manage } from '../../schemas/event-management/endpoints.ts';
import { CLAIM_MESSAGES } from '../../src/domain/claims/claim-form.ts';
import { EVENT_DETAILS_MESSAGES } from '../../src/domain/events/event-details.ts';
import {
  events,
  insuranceClaims,
  insurancePolicies,
  properties,
  propertyInsurancePolicies,
} from '../../src/server/db/schema/index.ts';
import { endpointCaller, unchecked } from '../helpers/endpoint-call.ts';
import {
  type EventPersonas,
  expectRefused,
  recordsOf,
  reportEvent,
  reportFinishedEvent,
  seededEventId,
  signInEventPersonas,
  withFailingRecords,
} from '../helpers/event-fixtures.ts';
import { databaseFingerprint, rowCount } from '../helpers/fixtures.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let p: EventPersonas;
/** 03:30 UTC on 24 Nov 2026: still the 23rd at the demo properties (New York). */
const now = new Date('2026-11-24T03:30:00.000Z');
/** 'Unit 204 kitchen' at Lakeview Apartments, whose first policy is Midwest Mutual MM-204-5581. */
let pipeBurst: string;
let lakeview: string;
let summitEvent: string;
/** A Harbor policy of another property, and a second policy of Lakeview. */
let otherPropertyPolicy: string;
let secondLakeviewPolicy: string;

const api = endpointCaller(() => ({ app: t.app, token: p.adminToken, companyId: p.harborId }));

function claimBody(eventId: string, over: Partial<InsuranceClaimInput> = {}): InsuranceClaimInput {
  return {
    eventId,
    title: 'Kitchen water damage',
    claimStatus: 0,
    claimType: 2,
    claimDate: '2026-11-20',
    repairCost: 1000,
    mitigationCost: 250.5,
    businessInterruptionCost: 100,
    settlementAmount: 300,
    ...over,
  };
}

const save = (eventId: string, claim: unknown, token = p.adminToken) =>
  api.call(claimEndpoints.save, { params: { id: eventId }, body: unchecked({ insuranceClaim: claim }), token });

const saved = async (eventId: string, claim: unknown) => {
  const response = await save(eventId, claim);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { claim: { id: string; totalLoss: number; adjustment: number } }).claim;
};

async function addPolicy(propertyId: string, number: string, position: number): Promise<string> {
  const [policy] = await t.database.db
    .insert(insurancePolicies)
    .values({ companyId: p.harborId, carrierName: 'Second Carrier', number, deductible: '100.00' })
    .returning({ id: insurancePolicies.id });
  await t.database.db
    .insert(propertyInsurancePolicies)
    .values({ companyId: p.harborId, propertyId, policyId: policy.id, position });
  return policy.id;
}

async function propertyNamed(name: string): Promise<string> {
  const [row] = await t.database.db
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.companyId, p.harborId), eq(properties.name, name)));
  return row.id;
}

const eventRow = async (id: string) => (await t.database.db.select().from(events).where(eq(events.id, id)))[0];

beforeAll(async () => {
  t = await buildTestApp({}, undefined, { clock: { now: () => now } });
  p = await signInEventPersonas(t);
  pipeBurst = await seededEventId(t.database.db, p.harborId, 'Unit 204 kitchen');
  summitEvent = await seededEventId(t.database.db, p.summitId, 'Building A attic');
  lakeview = (await eventRow(pipeBurst)).propertyId;
  otherPropertyPolicy = await addPolicy(await propertyNamed('Maple Court'), 'OTHER-1', 0);
  secondLakeviewPolicy = await addPolicy(lakeview, 'LV-2', 1);
});
afterAll(() => t?.close());

describe('GET /events/{id}/claims/new', () => {
  it("answers a blank claim: today at the property, type 0, New, prefilled from the property's first policy", async () => {
    const claimsBefore = await rowCount(t.database.db, insuranceClaims);
    const { claim } = await api.ok(claimEndpoints.newClaim, { params: { id: pipeBurst } });
    expect(claim).toMatchObject({
      id: null,
      eventId: pipeBurst,
      propertyId: lakeview,
      title: '',
      claimStatus: 0,
      claimStatusString: 'New',
      claimType: 0,
      claimTypeString: 'Property Liability',
      claimDate: '2026-11-23',
      insuranceCompany: 'Midwest Mutual',
      policyNumber: 'MM-204-5581',
      contactNumber: '(312) 555-0140',
      deductible: 2500,
      totalLoss: 0,
      adjustment: 0,
      damageRelatedExpenseTotal: 0,
    });
    expect(claim.policyChoices.map((choice) => choice.name)).toEqual([
      'MM-204-5581 (Midwest Mutual)',
      'LV-2 (Second Carrier)',
    ]);
    // The first policy is chosen as well: a claim saved as prefilled counts on that policy.
    expect(claim.policyId).toBe(claim.policyChoices[0].id);
    expect(await rowCount(t.database.db, insuranceClaims)).toBe(claimsBefore);
  });

  it('prefills nothing for a property without policies', async () => {
    const event = await reportFinishedEvent(t, p.adminToken, p.harborId, await propertyNamed('Oak Street Lofts'));
    const { claim } = await api.ok(claimEndpoints.newClaim, { params: { id: event.id } });
    expect(claim).toMatchObject({
      policyId: null,
      policyNumber: null,
      contactNumber: null,
      deductible: 0,
      policyChoices: [],
    });
  });
});

describe('POST /events/{id}/claims', () => {
  it('files a claim, computes and stores its total loss and adjustment, moves the event to Claim in Progress and locks its status', async () => {
    const event = await reportFinishedEvent(t, p.adminToken, p.harborId, lakeview);
    const claim = await saved(event.id, claimBody(event.id, { policyId: secondLakeviewPolicy, policyNumber: 'typed' }));
    // 1000 + 250.50 + 100 (+ no damages) = 1350.50; minus the 300 settlement.
    expect(claim).toMatchObject({ totalLoss: 1350.5, adjustment: 1050.5 });
    const [row] = await t.database.db.select().from(insuranceClaims).where(eq(insuranceClaims.id, claim.id));
    expect(row).toMatchObject({
      totalLoss: '1350.50',
      adjustment: '1050.50',
      mitigationCost: '250.50',
      policyId: secondLakeviewPolicy,
      // A chosen policy gives the number (spec 002 §4).
      policyNumber: 'LV-2',
      claimDate: '2026-11-20',
      companyId: p.harborId,
      propertyId: lakeview,
    });
    expect(await eventRow(event.id)).toMatchObject({ status: 8, claimType: 2 });

    const { event: shown } = await api.ok(manage.forDisplay, { params: { id: event.id } });
    expect(shown.isEventStatusLockedByClaimStatus).toBe(true);
    const refused = await api.call(manage.saveDetails, {
      params: { id: event.id },
      body: {
        eventId: event.id,
        details: { status: 1, summary: null, location: 'Unit 5', visibleToPositionTypeIds: [] },
      },
    });
    await expectRefused(Promise.resolve(refused), 'details.status', EVENT_DETAILS_MESSAGES.locked);

    const list = await api.ok(claimEndpoints.list, { params: { id: event.id } });
    expect(list.claims).toHaveLength(1);
    expect(list.claims[0]).toMatchObject({
      id: claim.id,
      title: 'Kitchen water damage',
      claimStatusString: 'New',
      claimTypeString: 'Property Casualty',
      totalLoss: 1350.5,
    });

    const records = await recordsOf(t.database.db, event.id);
    expect(records.find((record) => record.type === 'event.claim.created')).toMatchObject({ subjectId: claim.id });
    const byClaim = records.filter((record) => record.type === 'event.statusChanged' && record.payload?.byClaim);
    expect(byClaim.map((record) => record.payload)).toEqual([
      {
        from: 0,
        to: 8,
        byClaim: true,
      },
    ]);
  });

  it('stores large amounts exactly and adds them in whole cents (issue 25: no tolerance that large amounts outgrow)', async () => {
    const event = await reportFinishedEvent(t, p.adminToken, p.harborId, lakeview);
    const claim = await saved(
      event.id,
      claimBody(event.id, {
        repairCost: 1_234_567_890.12,
        mitigationCost: 0.1,
        businessInterruptionCost: 0.2,
        settlementAmount: 0.15,
        deductible: 999_999_999_999.99,
      }),
    );
    // Float dollars: 1234567890.12 + 0.1 + 0.2 = 1234567890.4199998.
    expect(claim).toMatchObject({ totalLoss: 1_234_567_890.42, adjustment: 1_234_567_890.27 });
    const [row] = await t.database.db.select().from(insuranceClaims).where(eq(insuranceClaims.id, claim.id));
    expect(row).toMatchObject({
      repairCost: '1234567890.12',
      deductible: '999999999999.99',
      totalLoss: '1234567890.42',
      adjustment: '1234567890.27',
    });
  });

  it('closing the claim (Closed Paid) releases the lock; the status may then change', async () => {
    const event = await reportFinishedEvent(t, p.adminToken, p.harborId, lakeview);
    const claim = await saved(event.id, claimBody(event.id));
    const closed = await saved(
      event.id,
      claimBody(event.id, { id: claim.id, claimStatus: 8, settlementAmount: 1350.5 }),
    );
    expect(closed.adjustment).toBe(0);
    const { event: shown } = await api.ok(manage.forDisplay, { params: { id: event.id } });
    expect(shown).toMatchObject({ status: 8, isEventStatusLockedByClaimStatus: false });
    await api.ok(manage.saveDetails, {
      params: { id: event.id },
      body: {
        eventId: event.id,
        details: { status: 4, summary: null, location: 'Unit 5', visibleToPositionTypeIds: [] },
      },
    });
    expect((await eventRow(event.id)).status).toBe(4);
    // The activity log says what changed.
    const log = await api.ok(manage.activityLogs, { params: { id: event.id } });
    const updated = log.activityLogs.find((entry) => entry.type === 'event.claim.updated');
    expect(updated).toMatchObject({
      activityElement: 'Claim',
      activity: 'Updated',
      description: '"Kitchen water damage": Status: New → Closed Paid',
    });
    expect(log.activityLogs.find((entry) => entry.type === 'event.claim.created')?.description).toBe(
      '"Kitchen water damage": Property Casualty, New',
    );
    // Reopening it locks the status again and moves the event back to Claim in Progress.
    await saved(event.id, claimBody(event.id, { id: claim.id, claimStatus: 1 }));
    expect((await eventRow(event.id)).status).toBe(8);
  });

  it('the events list filters and shows the claim type from the claims', async () => {
    const event = await reportFinishedEvent(t, p.adminToken, p.harborId, lakeview);
    await saved(event.id, claimBody(event.id, { claimType: 3 }));
    const { eventEndpoints } = await import('../../schemas/event/endpoints.ts');
    const list = (claimType: 0 | 1 | 2 | 3) =>
      api.ok(eventEndpoints.list, { query: { statusType: 8, claimType, pageSize: 100 } });
    const vendorLiability = await list(3);
    expect(vendorLiability.events.map((row) => row.id)).toContain(event.id);
    expect(vendorLiability.events.every((row) => row.claimTypeString === 'Vendor Liability')).toBe(true);
    expect((await list(1)).events.map((row) => row.id)).not.toContain(event.id);
  });

  it.each<[string, Partial<InsuranceClaimInput> | Record<string, unknown>, string]>([
    ['a missing title', { title: undefined }, 'insuranceClaim.title'],
    ['a blank title', { title: '   ' }, 'insuranceClaim.title'],
    ['a missing claim date', { claimDate: undefined }, 'insuranceClaim.claimDate'],
    ['a claim date that is not a date', { claimDate: '2026-02-30' }, 'insuranceClaim.claimDate'],
    ['a claim date as MM/DD/YYYY', { claimDate: '11/20/2026' }, 'insuranceClaim.claimDate'],
    ['a negative amount', { repairCost: -1 }, 'insuranceClaim.repairCost'],
    ['more than two decimals', { deductible: 1.005 }, 'insuranceClaim.deductible'],
    ['a claim status past 10', { claimStatus: 11 }, 'insuranceClaim.claimStatus'],
    ['a claim type past 3', { claimType: 4 }, 'insuranceClaim.claimType'],
    ['an amount as text', { settlementAmount: '5' }, 'insuranceClaim.settlementAmount'],
    ['a bad adjuster e-mail', { adjusterWorkEmail: 'not-mail' }, 'insuranceClaim.adjusterWorkEmail'],
    ['another event in the body', { eventId: '00000000-0000-4000-8000-000000000001' }, 'insuranceClaim.eventId'],
    ['another property', { propertyId: '00000000-0000-4000-8000-000000000001' }, 'insuranceClaim.propertyId'],
  ])('refuses %s with 400 naming the field, and stores nothing', async (_title, over, field) => {
    const before = await databaseFingerprint(t.database);
    await expectRefused(save(pipeBurst, { ...claimBody(pipeBurst), ...over }), field);
    expect(await databaseFingerprint(t.database)).toEqual(before);
  });

  it('offers no archived policy to a new claim, while a claim keeps the archived policy it names', async () => {
    const event = await reportFinishedEvent(t, p.adminToken, p.harborId, lakeview);
    const kept = await saved(event.id, claimBody(event.id, { policyId: secondLakeviewPolicy }));
    const archive = (isArchived: boolean) =>
      t.database.db.update(insurancePolicies).set({ isArchived }).where(eq(insurancePolicies.id, secondLakeviewPolicy));
    await archive(true);
    try {
      const choices = async (claimId?: string) => {
        const { claim } = claimId
          ? await api.ok(claimEndpoints.detail, { params: { id: event.id, claimId } })
          : await api.ok(claimEndpoints.newClaim, { params: { id: event.id } });
        return claim.policyChoices.map((choice) => choice.id);
      };
      expect(await choices()).not.toContain(secondLakeviewPolicy);
      expect(await choices(kept.id)).toContain(secondLakeviewPolicy);
      await saved(event.id, claimBody(event.id, { id: kept.id, policyId: secondLakeviewPolicy, title: 'Kept' }));
      await expectRefused(
        save(event.id, claimBody(event.id, { policyId: secondLakeviewPolicy })),
        'insuranceClaim.policyId',
        CLAIM_MESSAGES.notOfProperty,
      );
    } finally {
      await archive(false);
    }
  });

  it("refuses a policy that is not one of the property's (another property's, another company's)", async () => {
    const [summitPolicy] = await t.database.db
      .insert(insurancePolicies)
      .values({ companyId: p.summitId, number: 'S-1' })
      .returning({ id: insurancePolicies.id });
    for (const policyId of [otherPropertyPolicy, summitPolicy.id]) {
      const before = await databaseFingerprint(t.database);
      await expectRefused(
        save(pipeBurst, claimBody(pipeBurst, { policyId })),
        'insuranceClaim.policyId',
        CLAIM_MESSAGES.notOfProperty,
      );
      expect(await databaseFingerprint(t.database)).toEqual(before);
    }
  });

  it('refuses a first claim while the event is still being reported (SOP In Progress): the wizard keeps its status', async () => {
    const progress = await reportEvent(t, p.adminToken, p.harborId, lakeview);
    const inProgress = await eventRow(progress.id);
    expect(inProgress.status).toBe(5);
    const before = await databaseFingerprint(t.database);
    await expectRefused(
      save(progress.id, claimBody(progress.id)),
      'insuranceClaim.eventId',
      CLAIM_MESSAGES.stillBeingReported,
    );
    expect(await databaseFingerprint(t.database)).toEqual(before);
  });

  it("a claim of another company's event, an unknown or archived event, or another event's claim is not found; nothing changes", async () => {
    const mine = await reportFinishedEvent(t, p.adminToken, p.harborId, lakeview);
    const claim = await saved(mine.id, claimBody(mine.id));
    const elsewhere = await reportFinishedEvent(t, p.adminToken, p.harborId, lakeview);
    const archived = await reportFinishedEvent(t, p.adminToken, p.harborId, lakeview);
    await api.ok(manage.archive, {
      params: { id: archived.id },
      body: { selectedEventId: archived.id, verifiedEventId: archived.id },
    });
    const before = await databaseFingerprint(t.database);
    const notFound = async (response: Promise<{ statusCode: number }>) => expect((await response).statusCode).toBe(404);
    await notFound(save(summitEvent, claimBody(summitEvent)));
    await notFound(save(archived.id, claimBody(archived.id)));
    await notFound(save(elsewhere.id, claimBody(elsewhere.id, { id: claim.id })));
    await notFound(api.call(claimEndpoints.list, { params: { id: summitEvent } }));
    await notFound(api.call(claimEndpoints.list, { params: { id: archived.id } }));
    await notFound(api.call(claimEndpoints.newClaim, { params: { id: summitEvent } }));
    await notFound(api.call(claimEndpoints.detail, { params: { id: elsewhere.id, claimId: claim.id } }));
    await notFound(api.call(claimEndpoints.detail, { params: { id: summitEvent, claimId: claim.id } }));
    // Summit's admin cannot reach Harbor's claim through Summit's company either.
    await notFound(
      api.call(claimEndpoints.detail, {
        params: { id: mine.id, claimId: claim.id },
        companyId: p.summitId,
        token: p.summitToken,
      }),
    );
    expect(await databaseFingerprint(t.database)).toEqual(before);
    const { claim: read } = await api.ok(claimEndpoints.detail, { params: { id: mine.id, claimId: claim.id } });
    expect(read).toMatchObject({ id: claim.id, title: 'Kitchen water damage' });
    expect(read.policyChoices.length).toBe(2);
  });

  it('needs manageEvents: a reporter and a viewer are refused with 403 by every call', async () => {
    for (const token of [p.reporterToken, p.viewerToken]) {
      expect((await api.call(claimEndpoints.list, { params: { id: pipeBurst }, token })).statusCode).toBe(403);
      expect((await api.call(claimEndpoints.newClaim, { params: { id: pipeBurst }, token })).statusCode).toBe(403);
      expect((await save(pipeBurst, claimBody(pipeBurst), token)).statusCode).toBe(403);
    }
  });

  it('a claim that cannot record its activity entry is not kept', async () => {
    const event = await reportFinishedEvent(t, p.adminToken, p.harborId, lakeview);
    const response = await withFailingRecords(t, () => save(event.id, claimBody(event.id)));
    expect(response.statusCode).toBe(500);
    expect(await t.database.db.select().from(insuranceClaims).where(eq(insuranceClaims.eventId, event.id))).toEqual([]);
    expect(await eventRow(event.id)).toMatchObject({ status: 0, claimType: null });
  });
});
