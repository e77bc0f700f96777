import { and, eq, inArray } from 'drizzle-orm';
import { claimComputedCents } from '../../domain/claims/claim-costs.ts';
import { centsText, numericText } from '../../domain/common/currency.ts';
import type { Db } from '../db/connect.ts';
import { companies, events, insuranceClaims } from '../db/schema/index.ts';
import { DEMO_COMPANIES } from './demo-logins.ts';

/**
 * Two closed claims on Harbor's completed demo events, so the Insurance Claims report has rows
 * to show on a fresh start (closed: they lock no event's status). The claims module files claims
 * through event management; these are written directly, after the events, with the costs the
 * claims module would store (claimComputedCents) and the event's claim type (the list's filter).
 */
const DEMO_CLAIMS = [
  {
    location: 'Laundry room',
    title: 'Washer supply line leak',
    claimType: 2,
    claimStatus: 8,
    daysAfter: 3,
    insuranceCompany: 'Great Lakes Mutual',
    adjusterName: 'Dana Whitfield',
    policyNumber: 'GLM-204-1187',
    claimNumber: 'CLM-2026-0412',
    deductible: 1000,
    costEstimate: 8450.75,
    repairCost: 6200.75,
    mitigationCost: 2250,
    settlementAmount: 1000,
  },
  {
    location: 'Courtyard',
    title: 'Resident dog bite',
    claimType: 1,
    claimStatus: 7,
    daysAfter: 10,
    insuranceCompany: 'Great Lakes Mutual',
    adjusterName: null,
    policyNumber: 'GLM-204-1187',
    claimNumber: null,
    deductible: 500,
    costEstimate: 0,
    repairCost: 0,
    mitigationCost: 0,
    settlementAmount: 0,
  },
] as const;

export async function seedDemoClaims(db: Db): Promise<void> {
  const [harbor] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.name, DEMO_COMPANIES.harbor.name));
  if (!harbor) return;
  const rows = await db
    .select({ id: events.id, location: events.location, propertyId: events.propertyId, at: events.dateOccurredUtc })
    .from(events)
    .where(
      and(
        eq(events.companyId, harbor.id),
        inArray(
          events.location,
          DEMO_CLAIMS.map((claim) => claim.location),
        ),
      ),
    );
  for (const {
    location,
    daysAfter,
    deductible,
    costEstimate,
    repairCost,
    mitigationCost,
    settlementAmount,
    ...claim
  } of DEMO_CLAIMS) {
    const event = rows.find((row) => row.location === location);
    if (!event) continue;
    const claimDate = new Date(event.at.getTime() + daysAfter * 86_400_000).toISOString().slice(0, 10);
    const { totalLoss, adjustment } = claimComputedCents({ repairCost, mitigationCost, settlementAmount });
    const money = numericText;
    await db.insert(insuranceClaims).values({
      companyId: harbor.id,
      eventId: event.id,
      propertyId: event.propertyId,
      claimDate,
      ...claim,
      deductible: money(deductible),
      costEstimate: money(costEstimate),
      repairCost: money(repairCost),
      mitigationCost: money(mitigationCost),
      settlementAmount: money(settlementAmount),
      totalLoss: centsText(totalLoss),
      adjustment: centsText(adjustment),
    });
    await db.update(events).set({ claimType: claim.claimType }).where(eq(events.id, event.id));
  }
}
