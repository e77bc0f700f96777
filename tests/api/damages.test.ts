import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimEndpoints } from '../../schemas/claim/endpoints.ts';
import type { DamageExpenseInput } from '../../schemas/claim/entity.ts';
import { eventManagementEndpoints as manage } from '../../schemas/event-management/endpoints.ts';
import { propertyEndpoints } from '../../schemas/property/endpoints.ts';
import { DAMAGE_MESSAGES } from '../../src/domain/claims/damage-expense-rows.ts';
import {
  damageRelatedExpenses,
  events,
  insuranceClaims,
  people,
  personProperties,
  properties,
  vendors,
} from '../../src/server/db/schema/index.ts';
import { endpointCaller, unchecked } from '../helpers/endpoint-call.ts';
import {
  type EventPersonas,
  expectRefused,
  memberToken,
  reportFinishedEvent,
  seededEventId,
  signInEventPersonas,
  withFailingRecords,
} from '../helpers/event-fixtures.ts';
import { databaseFingerprint } from '../helpers/fixtures.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let p: EventPersonas;
let lakeview: string;
let summitEvent: string;
/** 'Rapid Restoration Co.' serves every Harbor property; 'BrightSpark Electric' none; Summit's own. */
let rapid: string;
let brightSpark: string;
let summitVendor: string;

const api = endpointCaller(() => ({ app: t.app, token: p.adminToken, companyId: p.harborId }));

const vendorNamed = async (companyId: string, name: string) =>
  (
    await t.database.db
      .select({ id: vendors.id })
      .from(vendors)
      .where(and(eq(vendors.companyId, companyId), eq(vendors.name, name)))
  )[0].id;

const saveDamages = (eventId: string, expenses: unknown, token = p.adminToken) =>
  api.call(claimEndpoints.saveDamages, {
    params: { id: eventId },
    body: unchecked({ eventId, expenses }),
    token,
  });

const vendorExpense = (over: Partial<DamageExpenseInput> = {}): DamageExpenseInput => ({
  expenseSource: 0,
  vendorId: rapid,
  detail: 'Water extraction',
  amount: 1200.25,
  ...over,
});
const otherExpense = (over: Partial<DamageExpenseInput> = {}): DamageExpenseInput => ({
  expenseSource: 1,
  otherName: 'Resident, Unit 5',
  detail: null,
  amount: 49.75,
  ...over,
});

beforeAll(async () => {
  t = await buildTestApp();
  p = await signInEventPersonas(t);
  const pipeBurst = await seededEventId(t.database.db, p.harborId, 'Unit 204 kitchen');
  lakeview = (await t.database.db.select().from(events).where(eq(events.id, pipeBurst)))[0].propertyId;
  summitEvent = await seededEventId(t.database.db, p.summitId, 'Building A attic');
  rapid = await vendorNamed(p.harborId, 'Rapid Restoration Co.');
  brightSpark = await vendorNamed(p.harborId, 'BrightSpark Electric');
  summitVendor = await vendorNamed(p.summitId, 'Rapid Restoration Co.');
});
afterAll(() => t?.close());

describe('POST /events/{id}/damages and GET /events/{id}/damages', () => {
  it("replaces the event's expenses, answers them with the vendor's name and the total, and the claims' stored totals follow", async () => {
    const event = await reportFinishedEvent(t, p.adminToken, p.harborId, lakeview);
    const claimResponse = await api.call(claimEndpoints.save, {
      params: { id: event.id },
      body: {
        insuranceClaim: {
          eventId: event.id,
          title: 'Water',
          claimStatus: 0,
          claimType: 0,
          claimDate: '2026-11-20',
          repairCost: 100,
          settlementAmount: 50,
        },
      },
    });
    const claimId = (claimResponse.json() as { claim: { id: string } }).claim.id;

    const saved = await api.ok(claimEndpoints.saveDamages, {
      params: { id: event.id },
      body: { eventId: event.id, expenses: [vendorExpense(), otherExpense()] },
    });
    expect(saved.total).toBe(1250);
    expect(saved.damageRelatedExpenses).toEqual([
      expect.objectContaining({
        expenseSource: 0,
        expenseSourceString: 'Vendor',
        vendorId: rapid,
        vendorName: 'Rapid Restoration Co.',
        otherName: null,
        detail: 'Water extraction',
        amount: 1200.25,
      }),
      expect.objectContaining({
        expenseSource: 1,
        expenseSourceString: 'Other',
        vendorId: null,
        vendorName: null,
        otherName: 'Resident, Unit 5',
        detail: null,
        amount: 49.75,
      }),
    ]);
    expect(await api.ok(claimEndpoints.damages, { params: { id: event.id } })).toEqual({
      damageRelatedExpenses: saved.damageRelatedExpenses,
      total: 1250,
    });
    // 100 repair + 1250 damages = 1350 total loss; minus the 50 settlement.
    const [claim] = await t.database.db.select().from(insuranceClaims).where(eq(insuranceClaims.id, claimId));
    expect(claim).toMatchObject({ totalLoss: '1350.00', adjustment: '1300.00' });
    const { claims } = await api.ok(claimEndpoints.list, { params: { id: event.id } });
    expect(claims[0]).toMatchObject({ damageRelatedExpenseTotal: 1250, totalLoss: 1350, adjustment: 1300 });

    // Keeping the first by its id and dropping the second.
    const [first] = saved.damageRelatedExpenses;
    const kept = await api.ok(claimEndpoints.saveDamages, {
      params: { id: event.id },
      body: { eventId: event.id, expenses: [vendorExpense({ id: first.id, amount: 10 })] },
    });
    expect(kept.damageRelatedExpenses.map((expense) => [expense.id, expense.amount])).toEqual([[first.id, 10]]);
    const [after] = await t.database.db.select().from(insuranceClaims).where(eq(insuranceClaims.id, claimId));
    expect(after).toMatchObject({ totalLoss: '110.00', adjustment: '60.00' });

    // The activity log says what was saved.
    const log = await api.ok(manage.activityLogs, { params: { id: event.id } });
    expect(log.activityLogs[0]).toMatchObject({
      type: 'event.damages.saved',
      activityElement: 'Damage Related Expenses',
      activity: 'Saved',
      description: '1 expense, Total Expense $10.00',
    });

    // An empty list removes every expense.
    const emptied = await api.ok(claimEndpoints.saveDamages, {
      params: { id: event.id },
      body: { eventId: event.id, expenses: [] },
    });
    expect(emptied).toMatchObject({ damageRelatedExpenses: [], total: 0 });
  });

  it('totals money exactly, in whole cents, where float dollars would drift (issue 25)', async () => {
    const event = await reportFinishedEvent(t, p.adminToken, p.harborId, lakeview);
    const claimResponse = await api.call(claimEndpoints.save, {
      params: { id: event.id },
      body: {
        insuranceClaim: {
          eventId: event.id,
          title: 'Pennies',
          claimStatus: 0,
          claimType: 0,
          claimDate: '2026-11-20',
          repairCost: 0.1,
          mitigationCost: 0.2,
          settlementAmount: 0.07,
        },
      },
    });
    const claimId = (claimResponse.json() as { claim: { id: string } }).claim.id;
    // Float dollars: 0.1 + 0.2 + 1234.5 + 0.15 + 30 × 0.01 = 1235.2499999999998.
    const amounts = [0.1, 0.2, 1234.5, 0.15, ...Array.from({ length: 30 }, () => 0.01)];
    const saved = await api.ok(claimEndpoints.saveDamages, {
      params: { id: event.id },
      body: { eventId: event.id, expenses: amounts.map((amount) => otherExpense({ amount })) },
    });
    expect(saved.total).toBe(1235.25);
    expect(saved.damageRelatedExpenses.map((expense) => expense.amount)).toEqual(amounts);
    expect((await api.ok(claimEndpoints.damages, { params: { id: event.id } })).total).toBe(1235.25);

    // 0.1 + 0.2 + 1235.25 = 1235.55 total loss (float: 1235.5499999999997); minus 0.07 settlement.
    const [claim] = await t.database.db.select().from(insuranceClaims).where(eq(insuranceClaims.id, claimId));
    expect(claim).toMatchObject({ totalLoss: '1235.55', adjustment: '1235.48' });
    const { claims } = await api.ok(claimEndpoints.list, { params: { id: event.id } });
    expect(claims[0]).toMatchObject({ damageRelatedExpenseTotal: 1235.25, totalLoss: 1235.55, adjustment: 1235.48 });

    // An amount that is float arithmetic (0.1 + 0.2 = 0.30000000000000004), not whole cents, is refused.
    await expectRefused(saveDamages(event.id, [otherExpense({ amount: 0.1 + 0.2 })]), 'expenses.0.amount');
  });

  it.each<[string, () => unknown[], string, string?]>([
    ['a negative amount', () => [vendorExpense(), otherExpense({ amount: -5 })], 'expenses.1.amount'],
    ['a zero amount', () => [vendorExpense({ amount: 0 })], 'expenses.0.amount'],
    [
      'more than two decimals',
      () => [vendorExpense(), vendorExpense(), otherExpense({ amount: 1.001 })],
      'expenses.2.amount',
    ],
    ['an amount as text', () => [vendorExpense({ amount: '5' as unknown as number })], 'expenses.0.amount'],
    [
      "a vendor of no property's",
      () => [vendorExpense({ vendorId: brightSpark })],
      'expenses.0.vendorId',
      DAMAGE_MESSAGES.vendorNotOfProperty,
    ],
    [
      "another company's vendor",
      () => [vendorExpense({ vendorId: summitVendor })],
      'expenses.0.vendorId',
      DAMAGE_MESSAGES.vendorNotOfProperty,
    ],
    ['a vendor expense without its vendor', () => [vendorExpense({ vendorId: null })], 'expenses.0.vendorId'],
    ['an other expense without its name', () => [otherExpense({ otherName: '  ' })], 'expenses.0.otherName'],
    ['an other expense with a vendor', () => [otherExpense({ vendorId: rapid })], 'expenses.0.vendorId'],
    ['a vendor expense with a name', () => [vendorExpense({ otherName: 'Someone' })], 'expenses.0.otherName'],
    ['an unknown source', () => [vendorExpense({ expenseSource: 2 as 0 })], 'expenses.0.expenseSource'],
    [
      "another event's expense id",
      () => [vendorExpense({ id: '00000000-0000-4000-8000-000000000009' })],
      'expenses.0.id',
    ],
  ])('refuses %s with 400 naming the row’s field, and changes nothing', async (_title, expenses, field, message) => {
    const event = await reportFinishedEvent(t, p.adminToken, p.harborId, lakeview);
    await api.ok(claimEndpoints.saveDamages, {
      params: { id: event.id },
      body: { eventId: event.id, expenses: [otherExpense()] },
    });
    const before = await databaseFingerprint(t.database);
    await expectRefused(saveDamages(event.id, expenses()), field, message);
    expect(await databaseFingerprint(t.database)).toEqual(before);
  });

  it("another company's, an archived or an unknown event is not found; a body for another event is refused; nothing changes", async () => {
    const archived = await reportFinishedEvent(t, p.adminToken, p.harborId, lakeview);
    await api.ok(manage.archive, {
      params: { id: archived.id },
      body: { selectedEventId: archived.id, verifiedEventId: archived.id },
    });
    const mine = await reportFinishedEvent(t, p.adminToken, p.harborId, lakeview);
    const before = await databaseFingerprint(t.database);
    for (const id of [summitEvent, archived.id, '00000000-0000-4000-8000-00000000abcd']) {
      expect((await saveDamages(id, [otherExpense()])).statusCode).toBe(404);
      expect((await api.call(claimEndpoints.damages, { params: { id } })).statusCode).toBe(404);
    }
    await expectRefused(
      api.call(claimEndpoints.saveDamages, {
        params: { id: mine.id },
        body: { eventId: archived.id, expenses: [otherExpense()] },
      }),
      'eventId',
    );
    expect(await databaseFingerprint(t.database)).toEqual(before);
    expect(
      await t.database.db.select().from(damageRelatedExpenses).where(eq(damageRelatedExpenses.eventId, summitEvent)),
    ).toEqual([]);
  });

  it('needs manageEvents: a reporter and a viewer are refused with 403', async () => {
    const event = await reportFinishedEvent(t, p.adminToken, p.harborId, lakeview);
    for (const token of [p.reporterToken, p.viewerToken]) {
      expect((await api.call(claimEndpoints.damages, { params: { id: event.id }, token })).statusCode).toBe(403);
      expect((await saveDamages(event.id, [otherExpense()], token)).statusCode).toBe(403);
    }
  });

  it('an event manager reads the vendors of a property they see (the damage form’s vendor list), not of others', async () => {
    const email = 'events-only@damages.example';
    const token = await memberToken(t, p.harborId, email, ['manageEvents']);
    const [person] = await t.database.db.select({ id: people.id }).from(people).where(eq(people.emailAddress, email));
    await t.database.db
      .insert(personProperties)
      .values({ companyId: p.harborId, personId: person.id, propertyId: lakeview });
    const { vendors: list } = await api.ok(propertyEndpoints.vendors, { params: { id: lakeview }, token });
    expect(list.map((vendor) => vendor.name)).toContain('Rapid Restoration Co.');
    expect(list.map((vendor) => vendor.name)).not.toContain('BrightSpark Electric');
    const [unseen] = await t.database.db
      .select({ id: properties.id })
      .from(properties)
      .where(and(eq(properties.companyId, p.harborId), eq(properties.name, 'Oak Street Lofts')));
    expect((await api.call(propertyEndpoints.vendors, { params: { id: unseen.id }, token })).statusCode).toBe(404);
  });

  it('expenses that cannot record their activity entry are not kept', async () => {
    const event = await reportFinishedEvent(t, p.adminToken, p.harborId, lakeview);
    const response = await withFailingRecords(t, () => saveDamages(event.id, [otherExpense()]));
    expect(response.statusCode).toBe(500);
    expect(
      await t.database.db.select().from(damageRelatedExpenses).where(eq(damageRelatedExpenses.eventId, event.id)),
    ).toEqual([]);
  });
});
