import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { companyId, createdAt, id, searchIndex } from './columns.ts';
import { properties } from './properties.ts';

/**
 * Insurance policies (spec 002 "InsurancePolicy"). The property form edits the property's
 * first policy (number, contact phone, deductible); the policy screens of a later issue use
 * the rest. Money is exact: numeric(14, 2).
 */
export const insurancePolicies = pgTable(
  'insurance_policies',
  {
    id: id(),
    companyId: companyId(),
    carrierName: text('carrier_name'),
    number: text('number'),
    contactNumber: text('contact_number'),
    /** 0 General Liability, 1 Umbrella, 2 Property And Casualty, 3 Unknown. */
    policyType: integer('policy_type').notNull().default(3),
    startDate: date('start_date'),
    endDate: date('end_date'),
    premium: numeric('premium', { precision: 14, scale: 2 }),
    premiumAnnualized: numeric('premium_annualized', { precision: 14, scale: 2 }),
    coverageAmount: numeric('coverage_amount', { precision: 14, scale: 2 }),
    deductible: numeric('deductible', { precision: 14, scale: 2 }).notNull().default('0'),
    isArchived: boolean('is_archived').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('insurance_policies_company_carrier_idx').on(t.companyId, sql`lower(${t.carrierName})`, t.id),
    // The list's other sorts (migration 0019): each key, then the list's tail (carrier name, id).
    ...sortIndexes(t),
    searchIndex(
      'insurance_policies_search_idx',
      sql`lower(coalesce(${t.carrierName}, '') || ' ' || coalesce(${t.number}, ''))`,
    ),
  ],
);

/** One index per sortable column of the policy list, ending with its tail (lower(carrier_name), id). */
function sortIndexes(t: {
  companyId: AnyPgColumn;
  carrierName: AnyPgColumn;
  id: AnyPgColumn;
  number: AnyPgColumn;
  policyType: AnyPgColumn;
  startDate: AnyPgColumn;
  endDate: AnyPgColumn;
  premium: AnyPgColumn;
  premiumAnnualized: AnyPgColumn;
  coverageAmount: AnyPgColumn;
  deductible: AnyPgColumn;
}) {
  const tail = [sql`lower(${t.carrierName})`, t.id] as const;
  const keys: [string, AnyPgColumn | SQL][] = [
    ['number', sql`lower(${t.number})`],
    ['type', t.policyType],
    ['start', t.startDate],
    ['end', t.endDate],
    ['premium', t.premium],
    ['premium_annualized', t.premiumAnnualized],
    ['coverage', t.coverageAmount],
    ['deductible', t.deductible],
  ];
  return keys.map(([name, key]) => index(`insurance_policies_company_${name}_idx`).on(t.companyId, key, ...tail));
}

/** Which policies cover which property; `position` 0 is the property's first policy. */
export const propertyInsurancePolicies = pgTable(
  'property_insurance_policies',
  {
    companyId: companyId(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    policyId: uuid('policy_id')
      .notNull()
      .references(() => insurancePolicies.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.propertyId, t.policyId] }),
    index('property_insurance_policies_policy_idx').on(t.policyId),
  ],
);
