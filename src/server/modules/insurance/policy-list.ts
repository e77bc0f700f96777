import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { insurancePolicyEndpoints, type POLICY_SORT_FIELDS } from '../../../../schemas/insurance-policy.ts';
import { POLICY_CSV_COLUMNS } from '../../../../schemas/lists/insurance-policies.ts';
import type { QueryOf, ReplyOf } from '../../../../schemas/protocol/contract.ts';
import type { ServiceContext } from '../../context/service-context.ts';
import type { Runner } from '../../db/connect.ts';
import { type ListSpec, listPageQuery, readList } from '../../db/list-page.ts';
import { mapBatches, walkList } from '../../db/list-walk.ts';
import { insurancePolicies, propertyInsurancePolicies } from '../../db/schema/index.ts';
import { type CsvExport, csvExport } from '../../http/csv-export.ts';
import { policyRowColumns, policyRowOf } from './policy-values.ts';
import { ownPropertyOrNotFound } from './property-lookup.ts';

type PolicySortField = (typeof POLICY_SORT_FIELDS)[number];

const lowerCarrier = sql`lower(${insurancePolicies.carrierName})`;

/**
 * GET /insurancepolicies. Every order ends with lower(carrier_name), id: the default sort reads
 * insurance_policies_company_carrier_idx, each other sort its own index of migration 0019
 * (company_id, key, lower(carrier_name), id). Text sorts are case-insensitive (spec 002 §9).
 */
const policyList: ListSpec<PolicySortField, typeof policyRowColumns> = {
  table: insurancePolicies,
  id: insurancePolicies.id,
  company: insurancePolicies.companyId,
  archived: insurancePolicies.isArchived,
  search: (pattern) =>
    sql`lower(coalesce(${insurancePolicies.carrierName}, '') || ' ' || coalesce(${insurancePolicies.number}, '')) like lower(${pattern})`,
  columns: policyRowColumns,
  sorts: {
    carrierName: [],
    number: [sql`lower(${insurancePolicies.number})`],
    policyType: [insurancePolicies.policyType],
    startDate: [insurancePolicies.startDate],
    endDate: [insurancePolicies.endDate],
    premium: [insurancePolicies.premium],
    premiumAnnualized: [insurancePolicies.premiumAnnualized],
    coverageAmount: [insurancePolicies.coverageAmount],
    deductible: [insurancePolicies.deductible],
  },
  tail: [lowerCarrier, insurancePolicies.id],
};

/** The statement of one page (exported so a test can EXPLAIN it and see each sort's index). */
export function policyPageQuery(db: Runner, companyId: string, params: QueryOf<typeof insurancePolicyEndpoints.list>) {
  return listPageQuery(db, policyList, companyId, params);
}

/** Policies that cover the property (the link table's primary key starts with the property). */
function coversProperty(companyId: string, propertyId: string): SQL {
  return sql`exists (select 1 from ${propertyInsurancePolicies} where ${propertyInsurancePolicies.policyId} = ${insurancePolicies.id} and ${propertyInsurancePolicies.propertyId} = ${propertyId} and ${propertyInsurancePolicies.companyId} = ${companyId})`;
}

/** GET /insurancepolicies: one page, optionally of one property of the company (another's: 404). */
export async function listPolicies(
  ctx: ServiceContext,
  query: QueryOf<typeof insurancePolicyEndpoints.list>,
): Promise<ReplyOf<typeof insurancePolicyEndpoints.list>> {
  const filter = await propertyFilter(ctx, query.propertyId);
  const { rows, ...total } = await readList(ctx.db, policyList, ctx.company.companyId, query, filter);
  return { policies: rows.map(policyRowOf), ...total };
}

/** Every policy of one property (archived ones too), by carrier name: the property's insurance page. */
export async function policiesCoveringProperty(db: Runner, companyId: string, propertyId: string) {
  const rows = await db
    .select(policyRowColumns)
    .from(propertyInsurancePolicies)
    .innerJoin(insurancePolicies, eq(insurancePolicies.id, propertyInsurancePolicies.policyId))
    .where(
      and(eq(propertyInsurancePolicies.companyId, companyId), eq(propertyInsurancePolicies.propertyId, propertyId)),
    )
    .orderBy(asc(lowerCarrier), asc(insurancePolicies.id));
  return rows.map(policyRowOf);
}

/** The list's property filter: the policies covering one property of the company (404 for another's). */
async function propertyFilter(ctx: ServiceContext, propertyId: string | undefined): Promise<SQL | undefined> {
  if (!propertyId) return undefined;
  const { companyId } = ctx.company;
  await ownPropertyOrNotFound(ctx.db, companyId, propertyId);
  return coversProperty(companyId, propertyId);
}

/** GET /insurancepolicies/export: every policy matching the query, as the list's CSV file (walked, streamed). */
export async function exportPolicies(
  ctx: ServiceContext,
  query: QueryOf<typeof insurancePolicyEndpoints.export>,
): Promise<CsvExport> {
  const filter = await propertyFilter(ctx, query.propertyId);
  return csvExport({
    fileName: insurancePolicyEndpoints.export.csvExport.fileName,
    columns: POLICY_CSV_COLUMNS,
    batches: mapBatches(walkList(ctx.db, policyList, ctx.company.companyId, query, [filter]), policyRowOf),
    timeZone: query.timeZone,
    now: ctx.clock.now(),
    language: query.language ?? ctx.language,
  });
}
