import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ClaimStatus } from '../../../domain/claims/claim-status.ts';
import type { ClaimType } from '../../../domain/claims/claim-types.ts';
import type { ExpenseSource } from '../../../domain/claims/damage-expenses.ts';
import { companyId, createdAt, id } from './columns.ts';
import { events } from './events.ts';
import { insurancePolicies } from './insurance.ts';
import { properties } from './properties.ts';
import { vendors } from './vendors.ts';

const money = (name: string) => numeric(name, { precision: 14, scale: 2 }).notNull().default('0');

/**
 * Insurance claims filed on an event (spec 002 §3 'Claim (edit form)', spec 001 §3 'Claim').
 * Money is exact (numeric(14, 2)); total loss and adjustment are stored as the server computed
 * them with src/domain/claims/claim-costs.ts, so reports read them without recomputing. The claim's
 * property is the event's, kept here so per-property claim counts (the policy form) and the
 * report read one table.
 */
// Triggers (docs/database.md): insurance_claims_daily_rollups_*, insurance_claims_role_limited_rollups_*.
export const insuranceClaims = pgTable(
  'insurance_claims',
  {
    id: id(),
    companyId: companyId(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id),
    title: text('title').notNull(),
    /** 0–10, see src/domain/claims/claim-status.ts; 7–10 are closed. */
    claimStatus: integer('claim_status').$type<ClaimStatus>().notNull().default(0),
    claimType: integer('claim_type').$type<ClaimType>().notNull().default(0),
    claimDate: date('claim_date').notNull(),
    reason: text('reason'),
    determinedCause: text('determined_cause'),
    insuranceCompany: text('insurance_company'),
    policyId: uuid('policy_id').references(() => insurancePolicies.id, { onDelete: 'set null' }),
    policyNumber: text('policy_number'),
    adjusterName: text('adjuster_name'),
    contactNumber: text('contact_number'),
    adjusterWorkEmail: text('adjuster_work_email'),
    claimNumber: text('claim_number'),
    notes: text('notes'),
    recoverableDepreciation: money('recoverable_depreciation'),
    deductible: money('deductible'),
    costEstimate: money('cost_estimate'),
    mitigationCost: money('mitigation_cost'),
    repairCost: money('repair_cost'),
    businessInterruptionCost: money('business_interruption_cost'),
    settlementAmount: money('settlement_amount'),
    totalLoss: money('total_loss'),
    adjustment: money('adjustment'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The Claim tab: an event's claims in the order they were filed.
    index('insurance_claims_event_idx').on(t.eventId, t.createdAt, t.id),
    // The claims report: a company's claims by claim date (and its min/max date range).
    index('insurance_claims_company_date_idx').on(t.companyId, t.claimDate, t.id),
    // Claim counts per property of a policy (a property with claims stays on its policy).
    index('insurance_claims_policy_property_idx').on(t.policyId, t.propertyId),
    index('insurance_claims_property_idx').on(t.propertyId),
    check('insurance_claims_status_range', sql`${t.claimStatus} between 0 and 10`),
    check('insurance_claims_type_range', sql`${t.claimType} between 0 and 3`),
  ],
);

/**
 * Damage related expenses of an event (spec 002 §3 'DamageRelatedExpense'): a vendor's bill or
 * an other party's, with details and a positive amount. Their total is the claims' 'damage
 * related expenses'. Saved as a whole list (the Damages form), kept in the order entered.
 */
export const damageRelatedExpenses = pgTable(
  'damage_related_expenses',
  {
    id: id(),
    companyId: companyId(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    /** 0 Vendor (vendor_id), 1 Other (other_name). */
    expenseSource: integer('expense_source').$type<ExpenseSource>().notNull(),
    vendorId: uuid('vendor_id').references(() => vendors.id, { onDelete: 'set null' }),
    otherName: text('other_name'),
    detail: text('detail'),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('damage_related_expenses_event_idx').on(t.eventId, t.position, t.id),
    index('damage_related_expenses_vendor_idx').on(t.vendorId),
    check('damage_related_expenses_amount_positive', sql`${t.amount} > 0`),
    check('damage_related_expenses_source_range', sql`${t.expenseSource} in (0, 1)`),
  ],
);

/**
 * A property's Statement of Values (spec 002 §3 'PropertyInsurancePolicyDetails'): one row per
 * building, what an insurer prices a policy on. The spec's client shows sample rows; ours are
 * kept by policy managers. `total_insured_value` is the spec's 'totalInsuranedValue'.
 */
export const propertyBuildings = pgTable(
  'property_buildings',
  {
    id: id(),
    companyId: companyId(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    locationNumber: text('location_number'),
    buildingNumber: text('building_number'),
    numberOfUnits: integer('number_of_units'),
    numberOfStories: integer('number_of_stories'),
    squareFeet: integer('square_feet'),
    buildingDescription: text('building_description'),
    occupancy: text('occupancy'),
    yearBuilt: integer('year_built'),
    construction: text('construction'),
    rentControlled: text('rent_controlled'),
    rentLoss: numeric('rent_loss', { precision: 14, scale: 2 }),
    ppCoverage: numeric('pp_coverage', { precision: 14, scale: 2 }),
    wiringType: text('wiring_type'),
    sprinklered: text('sprinklered'),
    hvac: text('hvac'),
    plumbing: text('plumbing'),
    roof: text('roof'),
    floodZone: text('flood_zone'),
    securedEntrance: text('secured_entrance'),
    totalInsuredValue: numeric('total_insured_value', { precision: 14, scale: 2 }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('property_buildings_property_idx').on(t.propertyId, t.locationNumber, t.buildingNumber, t.id)],
);
